import { describe, expect, it } from 'vitest';
import { FakeClock } from './clock.js';
import { LeaderElector } from './leader-election.js';
import type { LeaseStore } from '../core/ports/lease.js';
import { MemoryLease } from './memory-lease.js';

function candidate(identity: string, store: LeaseStore, clock: FakeClock) {
  const events: string[] = [];
  let signal: AbortSignal | undefined;
  const elector = new LeaderElector({
    identity,
    store,
    clock,
    random: () => 0,
    onStartedLeading: (s) => {
      signal = s;
      events.push(`start@${clock.now() - T0}`);
    },
    onStoppedLeading: (reason) => events.push(`stop:${reason}@${clock.now() - T0}`),
  });
  return { elector, events, signal: () => signal, done: elector.run() };
}

const T0 = Date.UTC(2026, 0, 1);

describe('LeaderElector', () => {
  it('exactly one of two candidates leads, and the leader keeps renewing', async () => {
    const clock = new FakeClock(T0);
    const store = new MemoryLease();
    const a = candidate('a', store, clock);
    const b = candidate('b', store, clock);
    await clock.advance(1);
    expect([a.elector.isLeader(), b.elector.isLeader()].filter(Boolean)).toHaveLength(1);
    const leader = a.elector.isLeader() ? a : b;
    const standby = a.elector.isLeader() ? b : a;
    await clock.advance(60_000);
    expect(leader.elector.isLeader()).toBe(true);
    expect(standby.elector.isLeader()).toBe(false);
    expect(standby.elector.leader).toBe(leader.elector.identity);
    expect(store.lease!.record.renewTime).toBeGreaterThanOrEqual(T0 + 58_000);
    expect(store.lease!.record.leaseTransitions).toBe(0);
  });

  it('a standby takes over about one lease duration after the leader dies', async () => {
    const clock = new FakeClock(T0);
    const store = new MemoryLease();
    const a = candidate('a', store, clock);
    await clock.advance(1);
    expect(a.elector.isLeader()).toBe(true);
    const b = candidate('b', store, clock);
    await clock.advance(10_000);
    // a dies without releasing: its timers stop, the lease is left as it was.
    await a.elector.stop({ release: false });
    const lastRenew = store.lease!.record.renewTime;
    await clock.advance(14_000);
    expect(b.elector.isLeader()).toBe(false); // lease not expired yet from b's point of view
    await clock.advance(6_000);
    expect(b.elector.isLeader()).toBe(true);
    const takeover = Number(b.events[0]!.split('@')[1]) + T0;
    expect(takeover - lastRenew).toBeGreaterThanOrEqual(15_000);
    expect(takeover - lastRenew).toBeLessThanOrEqual(15_000 + 2 * 2_000 * 2.2);
    expect(store.lease!.record).toMatchObject({ holderIdentity: 'b', leaseTransitions: 1 });
  });

  it('a leader that cannot renew stops leading before its lease can expire, even when requests hang', async () => {
    const clock = new FakeClock(T0);
    const store = new MemoryLease();
    const a = candidate('a', store, clock);
    await clock.advance(1);
    const leadSignal = a.signal()!;
    await clock.advance(4_000);
    const lastRenew = store.lease!.record.renewTime;
    store.hang = true;
    const b = candidate('b', store, clock); // b's reads hang too
    await clock.advance(20_000);
    expect(a.events.at(-1)).toMatch(/^stop:lost@/);
    const stoppedAt = Number(a.events.at(-1)!.split('@')[1]) + T0;
    expect(stoppedAt - lastRenew).toBeLessThanOrEqual(10_000);
    expect(leadSignal.aborted).toBe(true);
    await a.done;
    // once the API is back, b can take over; never before a stopped
    store.hang = false;
    await clock.advance(20_000);
    expect(b.elector.isLeader()).toBe(true);
    const bStart = Number(b.events[0]!.split('@')[1]) + T0;
    expect(bStart).toBeGreaterThan(stoppedAt);
  });

  it('a leader keeps leading when renewals are slow but within the renew deadline (a loaded API server)', async () => {
    const clock = new FakeClock(T0);
    const store = new MemoryLease();
    store.clock = clock;
    const a = candidate('a', store, clock);
    await clock.advance(1);
    expect(a.elector.isLeader()).toBe(true);
    store.slowMs = 1_500; // get + update = 3 s per renew, longer than the 2 s retry period
    await clock.advance(60_000);
    expect(a.elector.isLeader()).toBe(true);
    expect(a.events).toHaveLength(1);
    expect(store.lease!.record.renewTime).toBeGreaterThan(T0 + 50_000);
  });

  it('release on graceful shutdown lets the standby take over at its next poll', async () => {
    const clock = new FakeClock(T0);
    const store = new MemoryLease();
    const a = candidate('a', store, clock);
    await clock.advance(1);
    const b = candidate('b', store, clock);
    await clock.advance(3_000);
    await a.elector.stop({ release: true });
    expect(a.events.at(-1)).toMatch(/^stop:released/);
    expect(store.lease!.record.holderIdentity).toBe('');
    await clock.advance(2_500);
    expect(b.elector.isLeader()).toBe(true);
  });

  it('releases the lease even when a renew it aborted reached the server first (a stale resourceVersion)', async () => {
    const clock = new FakeClock(T0);
    const store = new MemoryLease();
    const a = candidate('a', store, clock);
    await clock.advance(1);
    expect(a.elector.isLeader()).toBe(true);
    // what an aborted in-flight renew leaves behind: the same holder, a newer resourceVersion
    const held = store.lease!;
    await store.update({ ...held.record, renewTime: clock.now() }, held.resourceVersion, new AbortController().signal);
    await a.elector.stop({ release: true });
    expect(store.lease!.record.holderIdentity).toBe('');
  });

  it('survives an unreachable API server while campaigning', async () => {
    const clock = new FakeClock(T0);
    const store = new MemoryLease();
    store.down = true;
    const a = candidate('a', store, clock);
    await clock.advance(30_000);
    expect(a.elector.isLeader()).toBe(false);
    store.down = false;
    await clock.advance(2_500);
    expect(a.elector.isLeader()).toBe(true);
  });

  it('rejects timings where the renew deadline is not shorter than the lease', () => {
    expect(
      () => new LeaderElector({ identity: 'x', store: new MemoryLease(), clock: new FakeClock(), leaseDurationMs: 10_000, renewDeadlineMs: 10_000, onStartedLeading: () => undefined, onStoppedLeading: () => undefined }),
    ).toThrow(/renewDeadline/);
  });
});
