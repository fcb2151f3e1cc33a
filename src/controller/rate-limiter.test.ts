import { describe, expect, it } from 'vitest';
import { FakeClock } from './clock.js';
import { BucketRateLimiter, defaultControllerRateLimiter, ItemExponentialFailureRateLimiter } from './rate-limiter.js';

describe('ItemExponentialFailureRateLimiter', () => {
  it('doubles from 5 ms per key and caps at 1000 s', () => {
    const l = new ItemExponentialFailureRateLimiter();
    const delays = Array.from({ length: 20 }, () => l.when('a'));
    expect(delays.slice(0, 5)).toEqual([5, 10, 20, 40, 80]);
    expect(delays[17]).toBe(655_360);
    expect(delays[18]).toBe(1_000_000);
    expect(delays[19]).toBe(1_000_000);
    expect(l.numRequeues('a')).toBe(20);
    expect(l.when('b')).toBe(5); // per key
  });

  it('forget starts the backoff afresh', () => {
    const l = new ItemExponentialFailureRateLimiter();
    l.when('a');
    l.when('a');
    l.forget('a');
    expect(l.numRequeues('a')).toBe(0);
    expect(l.when('a')).toBe(5);
  });
});

describe('BucketRateLimiter', () => {
  it('lets a burst through, then paces at qps, and refills with time', async () => {
    const clock = new FakeClock();
    const b = new BucketRateLimiter({ qps: 10, burst: 100, clock });
    const burst = Array.from({ length: 100 }, (_, i) => b.when(`k${i}`));
    expect(burst.every((d) => d === 0)).toBe(true);
    expect(b.when('x')).toBeCloseTo(100);
    expect(b.when('y')).toBeCloseTo(200);
    await clock.advance(10_000); // +100 tokens, capped at burst
    expect(b.when('z')).toBe(0);
  });
});

describe('defaultControllerRateLimiter', () => {
  it('takes the longer of backoff and bucket delay', () => {
    const clock = new FakeClock();
    const l = defaultControllerRateLimiter(clock);
    expect(l.when('a')).toBe(5);
    for (let i = 0; i < 200; i++) l.when(`other${i}`); // drain the bucket
    expect(l.when('a')).toBeGreaterThan(10_000); // the bucket dominates the 10 ms backoff
    l.forget('a');
    expect(l.numRequeues('a')).toBe(0);
  });
});
