import { describe, expect, it } from 'vitest';
import { FakeClock, sleep } from './clock.js';
import type { LeaseRecord, LeaseStore, StoredLease } from '../core/ports/lease.js';
import { MemoryLease } from './memory-lease.js';
import { assignShards, ShardCoordinator } from './shards.js';
import { fmix32, fnv1a, shardOf, type MemberRecord, type MemberStore } from '../core/ports/shards.js';

const T0 = Date.UTC(2026, 0, 1);
const SHARDS = 4;
const LEASE_MS = 15_000;
const RETRY_MS = 2_000;
const STOP_MS = 3_000; // how long in-flight work takes to wind down on a graceful stop (longer than a poll, so releasing first would show)

/** Every replica's view of the member Leases; a replica can be cut off (a dead or partitioned process). */
class MemoryMembers {
  readonly versions = new Map<string, number>();
  #rv = 0;
  view(identity: string, cut: () => boolean): MemberStore {
    const gate = async (): Promise<void> => {
      if (cut()) throw new Error('connection refused');
    };
    return {
      renew: async () => {
        await gate();
        this.versions.set(identity, ++this.#rv);
      },
      list: async (): Promise<MemberRecord[]> => {
        await gate();
        return [...this.versions].map(([id, version]) => ({ identity: id, version: String(version) }));
      },
      remove: async () => {
        await gate();
        this.versions.delete(identity);
      },
    };
  }
}

function cutOff(lease: MemoryLease, cut: () => boolean): LeaseStore {
  const gate = (): void => {
    if (cut()) throw new Error('connection refused');
  };
  return {
    get: async (signal): Promise<StoredLease | undefined> => (gate(), lease.get(signal)),
    create: async (record: LeaseRecord, signal) => (gate(), lease.create(record, signal)),
    update: async (record: LeaseRecord, rv: string, signal) => (gate(), lease.update(record, rv, signal)),
  };
}

/** Replicas sharing 4 shard Leases and the member Leases; `running[k]` is who runs shard k's work now. */
function cluster() {
  const clock = new FakeClock(T0);
  const leases = Array.from({ length: SHARDS }, () => new MemoryLease());
  const members = new MemoryMembers();
  const running = Array.from({ length: SHARDS }, () => new Set<string>());
  const overlaps: string[] = [];
  const replicas = new Map<string, { coordinator: ShardCoordinator; cut: boolean }>();
  const add = (identity: string): ShardCoordinator => {
    const replica = { cut: false, coordinator: undefined as unknown as ShardCoordinator };
    replica.coordinator = new ShardCoordinator({
      identity,
      shards: SHARDS,
      clock,
      members: members.view(identity, () => replica.cut),
      shardLease: (k) => cutOff(leases[k]!, () => replica.cut),
      leaseDurationMs: LEASE_MS,
      retryPeriodMs: RETRY_MS,
      renewDeadlineMs: 10_000,
      stopDeadlineMs: 5_000,
      random: () => 0,
      startShard: (k) => {
        running[k]!.add(identity);
        if (running[k]!.size > 1) overlaps.push(`shard ${k} run by ${[...running[k]!].join(' and ')} at ${clock.now() - T0}`);
        return {
          stop: async ({ deadlineMs }) => {
            // In-flight work winds down (on the fake clock) before the work counts as stopped.
            if (deadlineMs > 0) await sleep(clock, Math.min(deadlineMs, STOP_MS));
            running[k]!.delete(identity);
          },
        };
      },
    });
    replicas.set(identity, replica);
    replica.coordinator.start();
    return replica.coordinator;
  };
  /** Advances in 100 ms steps, checking after every step that no shard runs twice. */
  const run = async (ms: number): Promise<void> => {
    for (let t = 0; t < ms; t += 100) {
      await clock.advance(100);
      expect(overlaps).toEqual([]);
      for (const [k, who] of running.entries()) expect(who.size, `shard ${k}`).toBeLessThanOrEqual(1);
    }
  };
  const heldBy = (): Record<string, number[]> => Object.fromEntries([...replicas].map(([id, r]) => [id, r.coordinator.held()]));
  const owners = (): string[] => running.map((s) => [...s].join(','));
  return { clock, leases, members, running, replicas, add, run, heldBy, owners };
}

describe('assignShards', () => {
  it('is fair (⌊S/N⌋ or ⌈S/N⌉ each), deterministic, and independent of the order members are listed in', () => {
    for (const members of [['a'], ['a', 'b'], ['a', 'b', 'c'], ['p1', 'p2', 'p3', 'p4', 'p5']]) {
      for (const shards of [1, 2, 4, 7, 16]) {
        const owners = assignShards(members, shards);
        expect(owners).toHaveLength(shards);
        expect(assignShards([...members].reverse(), shards)).toEqual(owners);
        const counts = members.map((m) => owners.filter((o) => o === m).length);
        expect(counts.reduce((x, y) => x + y, 0)).toBe(shards);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      }
    }
    expect(assignShards([], 3)).toEqual(['', '', '']);
  });

  it('moves few shards when a member joins', () => {
    const members = Array.from({ length: 8 }, (_, i) => `replica-${i}`);
    const before = assignShards(members, 64);
    const after = assignShards([...members, 'replica-8'], 64);
    const moved = before.filter((o, k) => o !== after[k]).length;
    // 64/9 ≈ 7 shards must move to the newcomer; bounded load may move a few more, never most.
    expect(after.filter((o) => o === 'replica-8').length).toBeGreaterThanOrEqual(7);
    expect(moved).toBeLessThan(32);
  });
});

describe('fnv1a / shardOf', () => {
  it('matches the FNV-1a reference values and spreads keys over the shards', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4_000; i++) counts[shardOf(`tenants/team-${i}`, 4)]!++;
    for (const c of counts) expect(c).toBeGreaterThan(800);
  });

  it('spreads keys whose parts repeat (a tenant named like its namespace) over every shard', () => {
    // FNV-1a's bit 0 is the parity of the bytes' bit 0: `x/x` had the same parity for every x.
    expect(new Set(Array.from({ length: 100 }, (_, i) => fnv1a(`team-${i}/team-${i}`) % 2)).size).toBe(1);
    for (const shards of [2, 3, 4, 8]) {
      const counts = new Array<number>(shards).fill(0);
      for (let i = 0; i < 4_000; i++) counts[shardOf(`team-${i}/team-${i}`, shards)]!++;
      for (const c of counts) expect(c).toBeGreaterThan((4_000 / shards) * 0.8);
    }
    expect(fmix32(0)).toBe(0);
    expect(fmix32(1)).toBe(0x514e28b7); // murmur3's fmix32 reference value
  });
});

describe('ShardCoordinator', () => {
  it('two replicas split 4 shards 2/2', async () => {
    const c = cluster();
    c.add('replica-a');
    c.add('replica-b');
    await c.run(20_000);
    const held = c.heldBy();
    expect(held['replica-a']).toHaveLength(2);
    expect(held['replica-b']).toHaveLength(2);
    expect([...held['replica-a']!, ...held['replica-b']!].sort()).toEqual([0, 1, 2, 3]);
    for (const [k, lease] of c.leases.entries()) expect(lease.lease?.record.holderIdentity).toBe(c.owners()[k]);
  });

  it('a third replica joins and ends with a fair share; no shard runs on two replicas at any step', async () => {
    const c = cluster();
    c.add('replica-a');
    await c.run(5_000);
    expect(c.heldBy()['replica-a']).toEqual([0, 1, 2, 3]); // alone, it holds everything
    c.add('replica-b');
    await c.run(20_000);
    c.add('replica-c');
    await c.run(30_000);
    const counts = Object.values(c.heldBy()).map((h) => h.length).sort();
    expect(counts).toEqual([1, 1, 2]);
    expect(c.owners().every((o) => o !== '' && !o.includes(','))).toBe(true);
    // Every replica agrees on who should own what, and that is who runs each shard.
    const desired = c.replicas.get('replica-a')!.coordinator.desiredOwners();
    for (const r of c.replicas.values()) expect(r.coordinator.desiredOwners()).toEqual(desired);
    expect(c.owners()).toEqual(desired);
  });

  it('a replica that dies (no renew, no release) has its shards taken over within lease duration + 2 retry periods of its last renew', async () => {
    const c = cluster();
    c.add('replica-a');
    c.add('replica-b');
    c.add('replica-c');
    await c.run(30_000);
    const victim = 'replica-b';
    const orphaned = c.heldBy()[victim]!;
    expect(orphaned.length).toBeGreaterThan(0);
    c.replicas.get(victim)!.cut = true; // its API calls fail from now on: it renews nothing
    const lastRenew = Math.max(...orphaned.map((k) => c.leases[k]!.lease!.record.renewTime));
    const takenAt = new Map<number, number>();
    for (let t = 0; t < 40_000; t += 100) {
      await c.run(100);
      for (const k of orphaned) if (!takenAt.has(k) && c.owners()[k] !== '' && c.owners()[k] !== victim) takenAt.set(k, c.clock.now());
    }
    expect(c.heldBy()[victim]).toEqual([]); // it stopped its work on its own renew deadline
    for (const k of orphaned) {
      expect(takenAt.get(k), `shard ${k} not taken over`).toBeDefined();
      expect(takenAt.get(k)! - lastRenew).toBeGreaterThanOrEqual(LEASE_MS); // never before its lease expired
      expect(takenAt.get(k)! - lastRenew).toBeLessThanOrEqual(LEASE_MS + 2 * RETRY_MS);
    }
    const survivors = Object.entries(c.heldBy()).filter(([id]) => id !== victim).map(([, h]) => h.length).sort();
    expect(survivors).toEqual([2, 2]);
  });

  it('a replica that stops gracefully hands its shards over at once', async () => {
    const c = cluster();
    c.add('replica-a');
    c.add('replica-b');
    await c.run(20_000);
    const leaving = c.heldBy()['replica-a']!;
    expect(leaving).toHaveLength(2);
    const stopped = c.replicas.get('replica-a')!.coordinator.stop({ release: true });
    const stoppedAt = c.clock.now();
    await c.run(STOP_MS + 2 * RETRY_MS + 200);
    await stopped;
    expect(c.members.versions.has('replica-a')).toBe(false);
    expect(c.heldBy()['replica-b']).toEqual([0, 1, 2, 3]);
    // Well inside one lease duration: the member Lease was deleted and the shard Leases released.
    expect(c.clock.now() - stoppedAt).toBeLessThan(LEASE_MS / 2);
  });

  it('keeps only the shards it can renew when the API is unreachable for everyone, and resumes after', async () => {
    const c = cluster();
    c.add('replica-a');
    c.add('replica-b');
    await c.run(20_000);
    for (const r of c.replicas.values()) r.cut = true;
    await c.run(15_000);
    expect(c.owners()).toEqual(['', '', '', '']); // every holder stopped on its renew deadline
    for (const r of c.replicas.values()) r.cut = false;
    await c.run(40_000);
    expect(Object.values(c.heldBy()).map((h) => h.length)).toEqual([2, 2]);
  });
});
