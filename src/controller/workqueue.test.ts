import { describe, expect, it } from 'vitest';
import { FakeClock, flush } from './clock.js';
import { ItemExponentialFailureRateLimiter } from './rate-limiter.js';
import { WorkQueue, type QueueObserver } from './workqueue.js';

function queue(clock = new FakeClock()) {
  const stats = { depth: 0, added: 0, retried: 0 };
  const observer: QueueObserver = {
    depth: (n) => (stats.depth = n),
    added: () => stats.added++,
    retried: () => stats.retried++,
    queued: () => undefined,
    worked: () => undefined,
  };
  const q = new WorkQueue({ name: 't', clock, rateLimiter: new ItemExponentialFailureRateLimiter(), observer });
  return { q, clock, stats };
}

describe('WorkQueue', () => {
  it('dedupes a key that is already queued', async () => {
    const { q, stats } = queue();
    q.add('a');
    q.add('b');
    q.add('a');
    expect(q.len()).toBe(2);
    expect(stats.added).toBe(2);
    expect(await q.get()).toBe('a');
    expect(await q.get()).toBe('b');
  });

  it('never hands one key to two workers; a key added while processing is queued once after done', async () => {
    const { q } = queue();
    q.add('a');
    const first = await q.get();
    expect(first).toBe('a');
    q.add('a');
    q.add('a');
    expect(q.len()).toBe(0); // not handed out while in flight
    let second: string | undefined;
    void q.get().then((k) => (second = k));
    await flush();
    expect(second).toBeUndefined();
    q.done('a');
    await flush();
    expect(second).toBe('a');
    q.done('a');
    expect(q.len()).toBe(0); // only once
  });

  it('has(): a key queued, waiting for a delay or in a worker’s hands, and not once done', async () => {
    const { q, clock } = queue();
    expect(q.has('a')).toBe(false);
    q.addAfter('a', 100);
    expect(q.has('a')).toBe(true); // waiting
    await clock.advance(100);
    expect(q.len()).toBe(1);
    expect(q.has('a')).toBe(true); // queued
    expect(await q.get()).toBe('a');
    expect(q.has('a')).toBe(true); // processing
    q.done('a');
    expect(q.has('a')).toBe(false);
  });

  it('a waiting worker gets the next key as soon as it is added', async () => {
    const { q } = queue();
    const pending = q.get();
    q.add('x');
    expect(await pending).toBe('x');
  });

  it('retries with per-key exponential backoff on the injected clock, and forget resets it', async () => {
    const { q, clock, stats } = queue();
    q.addRateLimited('a'); // 5 ms
    await clock.advance(4);
    expect(q.len()).toBe(0);
    await clock.advance(1);
    expect(q.len()).toBe(1);
    q.done((await q.get())!);
    q.addRateLimited('a'); // 10 ms
    await clock.advance(9);
    expect(q.len()).toBe(0);
    await clock.advance(1);
    expect(q.len()).toBe(1);
    expect(q.numRequeues('a')).toBe(2);
    expect(stats.retried).toBe(2);
    q.forget('a');
    expect(q.numRequeues('a')).toBe(0);
  });

  it('keeps the earliest of several delayed adds', async () => {
    const { q, clock } = queue();
    q.addAfter('a', 1000);
    q.addAfter('a', 100);
    q.addAfter('a', 5000);
    await clock.advance(100);
    expect(q.len()).toBe(1);
    q.done((await q.get())!);
    await clock.advance(10_000);
    expect(q.len()).toBe(0);
  });

  it('holds every delayed key on ONE timer and adds each when it is due, in due order', async () => {
    const { q, clock } = queue();
    for (let i = 0; i < 1000; i++) q.addAfter(`k${i}`, 30_000 + (i % 10) * 1000);
    q.addAfter('early', 500);
    expect(q.waiting()).toBe(1001);
    expect(clock.pending()).toBe(1); // not one timer per key
    await clock.advance(500);
    expect(q.len()).toBe(1);
    expect(await q.get()).toBe('early');
    await clock.advance(29_500);
    expect(q.len()).toBe(100); // the keys due at 30 s, not those due later
    expect(clock.pending()).toBe(1);
    await clock.advance(9_000);
    expect(q.len()).toBe(1000);
    expect(q.waiting()).toBe(0);
    expect(clock.pending()).toBe(0);
  });

  it('an earlier schedule for a waiting key re-arms the one timer earlier', async () => {
    const { q, clock } = queue();
    q.addAfter('a', 10_000);
    q.addAfter('b', 20_000);
    q.addAfter('b', 1_000);
    await clock.advance(1_000);
    expect(await q.get()).toBe('b');
    expect(q.waiting()).toBe(1);
    await clock.advance(9_000);
    expect(q.len()).toBe(1);
    expect(clock.pending()).toBe(0);
  });

  it('shutDown stops handing out keys, cancels delayed adds, and whenIdle waits for in-flight work', async () => {
    const { q, clock } = queue();
    q.add('a');
    q.add('b');
    q.addAfter('c', 50);
    const held = await q.get();
    const waiter = q.get(); // gets b
    expect(await waiter).toBe('b');
    const idle = q.get();
    q.shutDown();
    expect(await idle).toBeUndefined();
    expect(await q.get()).toBeUndefined();
    q.add('d');
    await clock.advance(100);
    expect(q.len()).toBe(0);
    let drained = false;
    void q.whenIdle().then(() => (drained = true));
    q.done(held!);
    await flush();
    expect(drained).toBe(false);
    q.done('b');
    await flush();
    expect(drained).toBe(true);
  });
});
