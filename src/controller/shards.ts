// Sharding across replicas on Kubernetes' own primitives. Two kinds of Lease:
//
// - One Lease per shard (`<prefix>-shard-<k>`), taken with the LeaderElector: it alone gives
//   mutual exclusion. A shard's work runs only between onStartedLeading and the abort of its
//   signal, so two replicas never work on one shard at once, whatever they think of membership.
// - One member Lease per replica (`<prefix>-member-<identity>`), renewed every retry period and
//   deleted on a graceful stop. Membership decides balance only: which live replica SHOULD hold
//   each shard. A replica campaigns only for the shards it should hold, and hands a shard it
//   should no longer hold to its new owner by stopping the work first, then releasing the Lease.
//
// A member is live while its Lease's record keeps changing: measured on this replica's own
// monotonic clock from when it last SAW a change (as LeaderElector does), never by comparing a
// remote renewTime with the local wall clock. A dead replica's member Lease goes stale, the
// others recompute the owners, its shard Leases expire after the lease duration and are taken.
import type { Clock, TimerHandle } from '../core/ports/clock.js';
import { LEADER_DEFAULTS, LeaderElector } from './leader-election.js';
import type { LeaseStore } from '../core/ports/lease.js';
import { fnv1a, type MemberRecord, type MemberStore } from '../core/ports/shards.js';

/**
 * The desired owner of every shard: rendezvous hashing (each shard ranks the members by
 * FNV-1a of `member|k`, highest first) with bounded load, so the split is always fair
 * (every member gets ⌊S/N⌋ or ⌈S/N⌉ shards). Plain rendezvous hashing splits 4 shards between
 * 2 replicas 2/2 only 6 times in 16 (3/1 or 4/0 otherwise), which defeats the point of a second
 * replica. Shards are assigned in order; each goes to its best-ranked member that still has room.
 * Deterministic in the member set: every replica that sees the same members computes the same.
 * Returns '' for every shard when there are no members.
 */
export function assignShards(members: readonly string[], shards: number): string[] {
  const unique = [...new Set(members)].sort();
  if (unique.length === 0) return Array.from({ length: shards }, () => '');
  const floor = Math.floor(shards / unique.length);
  let ceilings = shards % unique.length; // how many members may take one more than floor
  const count = new Map(unique.map((m) => [m, 0]));
  const owners: string[] = [];
  for (let k = 0; k < shards; k++) {
    const ranked = unique.map((m) => ({ m, h: fnv1a(`${m}|${k}`) })).sort((a, b) => b.h - a.h || (a.m < b.m ? -1 : 1));
    const pick = ranked.find(({ m }) => count.get(m)! < floor || (count.get(m)! === floor && ceilings > 0))!.m;
    if (count.get(pick)! === floor) ceilings--;
    count.set(pick, count.get(pick)! + 1);
    owners.push(pick);
  }
  return owners;
}

/** The work of one held shard. */
export interface ShardWork {
  /** Stops the work; `deadlineMs` is how long in-flight work may still take. Called once or more. */
  stop(options: { deadlineMs: number; reason: 'shutdown' | 'lost' | 'handover' }): Promise<void>;
}

export interface ShardCoordinatorOptions {
  readonly identity: string;
  readonly shards: number;
  readonly clock: Clock;
  readonly members: MemberStore;
  /** The Lease of shard k. */
  readonly shardLease: (shard: number) => LeaseStore;
  readonly leaseDurationMs?: number;
  readonly renewDeadlineMs?: number;
  readonly retryPeriodMs?: number;
  /** How long a handover or graceful stop waits for a shard's in-flight work. */
  readonly stopDeadlineMs: number;
  /** Starts shard k's work once its Lease is held; `signal` aborts when the Lease is lost or released. */
  readonly startShard: (shard: number, signal: AbortSignal) => ShardWork;
  readonly onHeldChanged?: (held: readonly number[]) => void;
  readonly random?: () => number;
  readonly log?: (level: 'debug' | 'info' | 'warn', message: string, fields?: Record<string, unknown>) => void;
}

interface Slot {
  readonly shard: number;
  readonly elector: LeaderElector;
  work: ShardWork | undefined;
  workStopped: Promise<void> | undefined;
  leaving: Promise<void> | undefined;
}

/**
 * Runs one LeaderElector per shard on every replica. The elector of a shard this replica is not
 * the desired owner of only watches the Lease (mayAcquire is false): it is a candidate only for
 * the shards it should own. Watching all of them is what lets a new owner take a dead replica's
 * shard one lease duration after the last renew it saw, not one lease duration after it began
 * to look (the own-clock rule starts counting at the first observation).
 */
export class ShardCoordinator {
  readonly identity: string;
  readonly #o: ShardCoordinatorOptions;
  readonly #leaseMs: number;
  readonly #retryMs: number;
  /** Member identity → last seen version and when (monotonic) it last changed. */
  readonly #seen = new Map<string, { version: string; changedAt: number }>();
  readonly #slots = new Map<number, Slot>();
  #owners: string[] = [];
  #timer: TimerHandle | undefined;
  #state: 'idle' | 'running' | 'stopped' = 'idle';
  #stopping: Promise<void> | undefined;

  constructor(options: ShardCoordinatorOptions) {
    if (!Number.isInteger(options.shards) || options.shards < 1) throw new Error('shards must be a whole number >= 1');
    this.identity = options.identity;
    this.#o = options;
    this.#leaseMs = options.leaseDurationMs ?? LEADER_DEFAULTS.leaseDurationMs;
    this.#retryMs = options.retryPeriodMs ?? LEADER_DEFAULTS.retryPeriodMs;
  }

  /** Shards whose work runs here now (not stopping). */
  held(): number[] {
    return [...this.#slots.values()].filter((s) => s.work !== undefined && s.workStopped === undefined).map((s) => s.shard).sort((a, b) => a - b);
  }

  /** Members this replica considers live (itself included while running). */
  liveMembers(): string[] {
    const now = this.#o.clock.monotonic();
    const live = [...this.#seen].filter(([, s]) => now - s.changedAt < this.#leaseMs).map(([id]) => id);
    if (this.#state === 'running' && !live.includes(this.identity)) live.push(this.identity);
    return live.sort();
  }

  /** The desired owner of every shard, as of this replica's last poll of the members. */
  desiredOwners(): string[] {
    return [...this.#owners];
  }

  start(): void {
    if (this.#state !== 'idle') throw new Error('a ShardCoordinator runs once');
    this.#state = 'running';
    this.#owners = assignShards([], this.#o.shards);
    for (let k = 0; k < this.#o.shards; k++) this.#watch(k);
    this.#schedule(0);
  }

  /**
   * Graceful stop (`release`): the member Lease goes first, so the others recompute owners at
   * their next poll, then each held shard's work stops within the deadline and its Lease is
   * released. Without `release` (a test of a dead replica) nothing is deleted or released.
   */
  stop(options: { release: boolean }): Promise<void> {
    this.#stopping ??= (async () => {
      this.#state = 'stopped';
      this.#timer?.cancel();
      if (options.release) await this.#withTimeout((signal) => this.#o.members.remove(signal), 'could not delete the member lease');
      await Promise.all(
        [...this.#slots.values()].map(async (slot) => {
          await slot.leaving;
          if (slot.work !== undefined) await this.#stopWork(slot, this.#o.stopDeadlineMs, 'shutdown');
          await slot.elector.stop({ release: options.release });
        }),
      );
      this.#slots.clear();
      this.#changed();
    })();
    return this.#stopping;
  }

  #schedule(ms: number): void {
    if (this.#state !== 'running') return;
    this.#timer = this.#o.clock.setTimer(ms, () => void this.#tick());
  }

  async #tick(): Promise<void> {
    if (this.#state !== 'running') return;
    await this.#withTimeout((signal) => this.#o.members.renew(signal), 'could not renew the member lease');
    const members = await this.#withTimeout((signal) => this.#o.members.list(signal), 'could not list the member leases');
    if (this.#state !== 'running') return;
    if (members !== undefined) this.#observe(members);
    this.#rebalance();
    this.#schedule(this.#retryMs);
  }

  async #withTimeout<T>(fn: (signal: AbortSignal) => Promise<T>, failure: string): Promise<T | undefined> {
    const controller = new AbortController();
    const timer = this.#o.clock.setTimer(this.#retryMs, () => controller.abort());
    try {
      return await fn(controller.signal);
    } catch (error) {
      this.#o.log?.('warn', failure, { error: error instanceof Error ? error.message : String(error) });
      return undefined;
    } finally {
      timer.cancel();
    }
  }

  #observe(members: readonly MemberRecord[]): void {
    const now = this.#o.clock.monotonic();
    const present = new Set<string>();
    for (const m of members) {
      present.add(m.identity);
      const seen = this.#seen.get(m.identity);
      if (seen === undefined || seen.version !== m.version) this.#seen.set(m.identity, { version: m.version, changedAt: now });
    }
    for (const id of [...this.#seen.keys()]) if (!present.has(id)) this.#seen.delete(id); // deleted (graceful stop): gone at once
  }

  #rebalance(): void {
    const before = this.#owners;
    this.#owners = assignShards(this.liveMembers(), this.#o.shards);
    for (let k = 0; k < this.#o.shards; k++) {
      const slot = this.#slots.get(k);
      if (slot === undefined) continue;
      const mine = this.#owners[k] === this.identity;
      if (mine && before[k] !== this.identity) slot.elector.retryNow();
      if (!mine && slot.elector.isLeader() && slot.leaving === undefined) {
        slot.leaving = this.#handOver(slot, this.#owners[k]!);
      }
    }
  }

  /** An elector for shard k: it watches the Lease, and takes it while this replica is the desired owner. */
  #watch(shard: number): void {
    const o = this.#o;
    const slot: Slot = {
      shard,
      work: undefined,
      workStopped: undefined,
      leaving: undefined,
      elector: new LeaderElector({
        identity: this.identity,
        store: o.shardLease(shard),
        clock: o.clock,
        ...(o.leaseDurationMs !== undefined ? { leaseDurationMs: o.leaseDurationMs } : {}),
        ...(o.renewDeadlineMs !== undefined ? { renewDeadlineMs: o.renewDeadlineMs } : {}),
        ...(o.retryPeriodMs !== undefined ? { retryPeriodMs: o.retryPeriodMs } : {}),
        ...(o.random ? { random: o.random } : {}),
        mayAcquire: () => this.#state === 'running' && this.#owners[shard] === this.identity,
        onStartedLeading: (signal) => {
          o.log?.('info', 'holding shard', { shard, identity: this.identity });
          slot.work = o.startShard(shard, signal);
          // Lost (renew deadline) or released: the work stops now if it has not already.
          signal.addEventListener('abort', () => void this.#stopWork(slot, 0, 'lost'), { once: true });
          this.#changed();
        },
        onStoppedLeading: (reason) => o.log?.(reason === 'lost' ? 'warn' : 'info', reason === 'lost' ? 'lost shard' : 'released shard', { shard, identity: this.identity }),
        log: (message) => o.log?.('debug', message, { shard }),
      }),
    };
    this.#slots.set(shard, slot);
    void slot.elector.run().then(async () => {
      if (slot.leaving !== undefined) return; // the handover starts the next elector
      // Lost: once the work is stopped, watch again (a LeaderElector runs once).
      await this.#stopWork(slot, 0, 'lost');
      if (this.#state === 'running' && this.#slots.get(shard) === slot) this.#watch(shard);
    });
  }

  /** Stops the shard's work (within the deadline) while still holding its Lease, then releases it. */
  async #handOver(slot: Slot, newOwner: string): Promise<void> {
    this.#o.log?.('info', 'handing shard over', { shard: slot.shard, to: newOwner });
    await this.#stopWork(slot, this.#o.stopDeadlineMs, 'handover');
    await slot.elector.stop({ release: true });
    if (this.#state === 'running' && this.#slots.get(slot.shard) === slot) this.#watch(slot.shard);
  }

  #stopWork(slot: Slot, deadlineMs: number, reason: 'shutdown' | 'lost' | 'handover'): Promise<void> {
    const work = slot.work;
    if (work === undefined) return Promise.resolve();
    if (slot.workStopped === undefined) {
      slot.workStopped = work.stop({ deadlineMs, reason }).catch((error: unknown) => {
        this.#o.log?.('warn', 'shard work did not stop cleanly', { shard: slot.shard, error: error instanceof Error ? error.message : String(error) });
      });
      this.#changed();
    }
    return slot.workStopped;
  }

  #changed(): void {
    this.#o.onHeldChanged?.(this.held());
  }
}
