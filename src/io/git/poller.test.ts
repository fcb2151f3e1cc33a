import { describe, expect, it } from 'vitest';
import { RevisionPoller, type PollClock, type PollOutcome } from './poller.js';

/** A clock whose sleeps resolve only when the test advances it (or the signal aborts). */
function manualClock(): PollClock & { sleeps: number[]; advance(): Promise<void> } {
  let now = 0;
  const pending: Array<{ resolve: () => void; at: number }> = [];
  const clock = {
    sleeps: [] as number[],
    now: () => now,
    sleep(ms: number, signal: AbortSignal) {
      clock.sleeps.push(ms);
      return new Promise<void>((resolve) => {
        const entry = { resolve, at: now + ms };
        pending.push(entry);
        signal.addEventListener('abort', () => resolve(), { once: true });
      });
    },
    async advance() {
      const next = pending.shift();
      if (next) {
        now = next.at;
        next.resolve();
      }
      await flush();
    },
  };
  return clock;
}

async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
}

describe('RevisionPoller', () => {
  it('costs one ls-remote and no apply when the head is unchanged', async () => {
    let calls = 0;
    const applied: string[] = [];
    const poller = new RevisionPoller({
      source: { remoteHead: async () => { calls += 1; return 'a'.repeat(40); } },
      intervalMs: 1000,
      initialHead: 'a'.repeat(40),
      onRevision: async (h) => { applied.push(h); },
    });
    const outcome = await poller.pollOnce();
    expect(outcome.kind).toBe('unchanged');
    expect(calls).toBe(1);
    expect(applied).toEqual([]);
  });

  it('applies a new head once, and offers a failed head again on the next poll', async () => {
    const head = 'b'.repeat(40);
    let fail = true;
    const applied: string[] = [];
    const poller = new RevisionPoller({
      source: { remoteHead: async () => head },
      intervalMs: 1000,
      onRevision: async (h) => {
        if (fail) throw new Error('apply failed');
        applied.push(h);
      },
    });
    expect((await poller.pollOnce()).kind).toBe('error');
    expect(poller.lastHandled).toBeUndefined();
    fail = false;
    expect((await poller.pollOnce()).kind).toBe('changed');
    expect((await poller.pollOnce()).kind).toBe('unchanged');
    expect(applied).toEqual([head]);
    expect(poller.lastHandled).toBe(head);
  });

  it('waits interval plus jitter between polls, backs off after errors, and polls at once on trigger', async () => {
    const clock = manualClock();
    const outcomes: PollOutcome[] = [];
    let remoteDown = false;
    let polls = 0;
    const poller = new RevisionPoller({
      source: { remoteHead: async () => { polls += 1; if (remoteDown) throw new Error('unreachable'); return 'c'.repeat(40); } },
      intervalMs: 10_000,
      jitter: 0.2,
      random: () => 0.5,
      minBackoffMs: 500,
      clock,
      onRevision: async () => undefined,
      onPoll: (o) => outcomes.push(o),
    });
    poller.start();
    await flush();
    expect(polls).toBe(1);
    expect(clock.sleeps).toEqual([11_000]); // 10 s + 0.2 * 0.5 * 10 s
    remoteDown = true;
    await clock.advance();
    await clock.advance();
    await clock.advance();
    expect(clock.sleeps.slice(1)).toEqual([500, 1000, 2000]);
    remoteDown = false;
    poller.trigger(); // webhook: no waiting for the 2 s backoff
    await flush();
    expect(polls).toBe(5);
    expect(outcomes.map((o) => o.kind)).toEqual(['changed', 'error', 'error', 'error', 'unchanged']);
    expect(clock.sleeps.at(-1)).toBe(11_000);
    await poller.stop();
  });
});
