import { describe, expect, it } from 'vitest';
import { FakeClock, flush } from '../controller/clock.js';
import { DRIFT_DEBOUNCE_MS, DRIFT_STOP_DEADLINE_MS, DriftQueue } from './drift-queue.js';

/** A queue whose checks are recorded; `hold` keeps the next check open until released. */
function harness(options: { failures?: Map<string, number> } = {}) {
  const clock = new FakeClock();
  const checked: Array<{ id: string; at: number }> = [];
  const errors: Array<Record<string, unknown>> = [];
  let release: (() => void) | undefined;
  let holdNext = false;
  let inExclusive = 0;
  let maxInExclusive = 0;
  let busy: Promise<unknown> = Promise.resolve();
  const queue = new DriftQueue({
    clock,
    exclusive: <T>(fn: () => Promise<T>): Promise<T> => {
      const run = busy.then(async () => {
        inExclusive++;
        maxInExclusive = Math.max(maxInExclusive, inExclusive);
        try {
          return await fn();
        } finally {
          inExclusive--;
        }
      });
      busy = run.catch(() => undefined);
      return run;
    },
    check: async (id) => {
      checked.push({ id, at: clock.now() });
      if (holdNext) {
        holdNext = false;
        await new Promise<void>((resolve) => (release = resolve));
      }
      const left = options.failures?.get(id) ?? 0;
      if (left > 0) {
        options.failures!.set(id, left - 1);
        throw new Error(`dry-run of ${id} failed (HTTP 503)`);
      }
    },
    onError: (fields) => errors.push(fields),
  });
  queue.start();
  const t0 = clock.now();
  return {
    clock,
    queue,
    checked: () => checked.map((c) => ({ id: c.id, at: c.at - t0 })),
    errors,
    hold: () => (holdNext = true),
    release: () => release?.(),
    maxInExclusive: () => maxInExclusive,
  };
}

describe('DriftQueue', () => {
  it('checks an object once after the debounce, however many watch events arrive meanwhile', async () => {
    const h = harness();
    h.queue.objectChanged('/ConfigMap/ns/app');
    await h.clock.advance(30);
    h.queue.objectChanged('/ConfigMap/ns/app');
    h.queue.objectChanged('/ConfigMap/ns/app');
    h.queue.objectChanged('/ConfigMap/ns/other');
    expect(h.queue.pending('/ConfigMap/ns/app')).toBe(true);
    await h.clock.advance(DRIFT_DEBOUNCE_MS);
    expect(h.checked()).toEqual([
      { id: '/ConfigMap/ns/app', at: DRIFT_DEBOUNCE_MS }, // the first event's schedule wins
      { id: '/ConfigMap/ns/other', at: 30 + DRIFT_DEBOUNCE_MS },
    ]);
    expect(h.queue.pending('/ConfigMap/ns/app')).toBe(false);
  });

  it('a scan adds each object once, and one already queued is not added again', async () => {
    const h = harness();
    h.hold();
    h.queue.resync(['a']);
    await h.clock.advance(0);
    expect(h.checked().map((c) => c.id)).toEqual(['a']); // a is in flight
    h.queue.resync(['a', 'b', 'c']);
    h.queue.resync(['b', 'c']);
    h.release();
    await h.clock.advance(0);
    // a was re-added while its check ran: it is checked once more, after the others queued before
    expect(h.checked().map((c) => c.id)).toEqual(['a', 'b', 'c', 'a']);
    expect(h.maxInExclusive()).toBe(1);
  });

  it('retries a failed check with backoff (1 s, then 2 s) and stops retrying once it succeeds', async () => {
    const h = harness({ failures: new Map([['a', 2]]) });
    h.queue.resync(['a']);
    await h.clock.advance(60_000);
    expect(h.checked()).toEqual([
      { id: 'a', at: 0 },
      { id: 'a', at: 1000 },
      { id: 'a', at: 3000 },
    ]);
    expect(h.errors).toMatchObject([{ key: 'a', retries: 1 }, { key: 'a', retries: 2 }]);
    // the success cleared the history: a later failure starts at 1 s again
    const again = harness({ failures: new Map([['a', 1]]) });
    again.queue.resync(['a']);
    await again.clock.advance(1000);
    again.queue.resync(['a']);
    await again.clock.advance(0);
    expect(again.checked().map((c) => c.at)).toEqual([0, 1000, 1000]);
  });

  it('stop(): waits for the check in flight, checks nothing queued or waiting, and logs no error after', async () => {
    const h = harness({ failures: new Map([['a', 1]]) });
    h.hold();
    h.queue.resync(['a', 'b']);
    h.queue.objectChanged('c');
    await h.clock.advance(0);
    let stopped = false;
    const stopping = h.queue.stop().then(() => (stopped = true));
    await flush();
    expect(stopped).toBe(false); // a is in flight
    h.release();
    await stopping;
    await h.clock.advance(60_000);
    expect(h.checked().map((c) => c.id)).toEqual(['a']);
    expect(h.errors).toEqual([]); // a's failure during the stop is not retried, nor logged
    h.queue.objectChanged('d');
    h.queue.resync(['e']);
    await h.clock.advance(60_000);
    expect(h.checked().map((c) => c.id)).toEqual(['a']);
  });

  it('stop() ends within its deadline even when a check never returns', async () => {
    const h = harness();
    h.hold();
    h.queue.resync(['stuck']);
    await h.clock.advance(0);
    let stopped = false;
    void h.queue.stop().then(() => (stopped = true));
    await h.clock.advance(DRIFT_STOP_DEADLINE_MS - 1);
    expect(stopped).toBe(false);
    await h.clock.advance(1);
    expect(stopped).toBe(true);
  });
});
