// Leader election on a coordination.k8s.io/v1 Lease, following client-go's
// tools/leaderelection, with every delay on an injected clock.
//
// - A candidate reads the lease every retryPeriod. It takes the lease when the lease is free
//   (no holder, or released) or when the holder's record has not changed for leaseDuration,
//   measured on the candidate's OWN monotonic clock from when it last saw the record change
//   (never by comparing the remote renewTime with local time: clocks skew).
// - The leader renews every retryPeriod. Every write carries the resourceVersion it read, so
//   two candidates cannot both win: the loser gets a conflict.
// - A leader that has not renewed successfully for renewDeadline (< leaseDuration) stops
//   leading on its own timer, even while a renew request hangs. The deadline counts from when
//   the last successful renew was SENT, and others count leaseDuration from when they SAW it,
//   so the old leader stops at least leaseDuration - renewDeadline before anyone can take over.
// - release() (graceful shutdown) clears the holder so a standby takes over at its next poll.
import type { Clock, TimerHandle } from '../core/ports/clock.js';
import { LeaseConflictError, type LeaseRecord, type LeaseStore, type StoredLease } from '../core/ports/lease.js';

export interface LeaderElectionOptions {
  readonly identity: string;
  readonly store: LeaseStore;
  readonly clock: Clock;
  readonly leaseDurationMs?: number;
  readonly renewDeadlineMs?: number;
  readonly retryPeriodMs?: number;
  /** Called when this candidate becomes leader; `signal` aborts when it stops leading. */
  readonly onStartedLeading: (signal: AbortSignal) => void;
  /** Called once when leadership ends (lost, or released). */
  readonly onStoppedLeading: (reason: 'lost' | 'released') => void;
  readonly onNewLeader?: (identity: string) => void;
  /**
   * Whether this candidate may take the lease now (default: always). A candidate that may not
   * still reads the lease every retry period, so that when it may, it already knows how long
   * the record has been unchanged on its own clock (sharding: only a shard's desired owner
   * takes it, but every replica watches it).
   */
  readonly mayAcquire?: () => boolean;
  /** [0,1) for retry jitter; injected for tests (default Math.random). */
  readonly random?: () => number;
  readonly log?: (message: string) => void;
}

export const LEADER_DEFAULTS = { leaseDurationMs: 15_000, renewDeadlineMs: 10_000, retryPeriodMs: 2_000 } as const;

type State = 'idle' | 'candidate' | 'leader' | 'stopped';

export class LeaderElector {
  readonly identity: string;
  readonly #store: LeaseStore;
  readonly #clock: Clock;
  readonly #leaseMs: number;
  readonly #renewDeadlineMs: number;
  readonly #retryMs: number;
  readonly #options: LeaderElectionOptions;
  readonly #random: () => number;
  #state: State = 'idle';
  #observed: StoredLease | undefined;
  #observedAt = 0;
  #lastRenewSentAt = 0;
  #leading: AbortController | undefined;
  #deadline: TimerHandle | undefined;
  #next: TimerHandle | undefined;
  #inflight: AbortController | undefined;
  #leader = '';
  #done: (() => void) | undefined;

  constructor(options: LeaderElectionOptions) {
    this.identity = options.identity;
    this.#store = options.store;
    this.#clock = options.clock;
    this.#leaseMs = options.leaseDurationMs ?? LEADER_DEFAULTS.leaseDurationMs;
    this.#renewDeadlineMs = options.renewDeadlineMs ?? LEADER_DEFAULTS.renewDeadlineMs;
    this.#retryMs = options.retryPeriodMs ?? LEADER_DEFAULTS.retryPeriodMs;
    if (!(this.#renewDeadlineMs < this.#leaseMs)) throw new Error('renewDeadline must be shorter than leaseDuration');
    if (!(this.#retryMs < this.#renewDeadlineMs)) throw new Error('retryPeriod must be shorter than renewDeadline');
    this.#options = options;
    this.#random = options.random ?? Math.random;
  }

  isLeader(): boolean {
    return this.#state === 'leader';
  }

  /** The identity of the current holder as last observed ('' when unknown or free). */
  get leader(): string {
    return this.#leader;
  }

  /**
   * Campaigns until this candidate leads and then keeps leading; resolves when leadership
   * ends (lost or released) or stop() is called before winning.
   */
  run(): Promise<void> {
    if (this.#state !== 'idle') throw new Error('a LeaderElector runs once');
    this.#state = 'candidate';
    const finished = new Promise<void>((resolve) => (this.#done = resolve));
    this.#schedule(0);
    return finished;
  }

  /** Stops campaigning or leading; with `release`, a leader frees the lease first. */
  async stop(options: { release: boolean }): Promise<void> {
    const wasLeader = this.#state === 'leader';
    const observed = this.#observed;
    this.#halt(wasLeader ? 'released' : undefined);
    if (!wasLeader || !options.release || observed === undefined) return;
    // As long as a renew may take: a release cut short leaves a standby waiting a lease duration.
    const controller = new AbortController();
    const timer = this.#clock.setTimer(this.#renewDeadlineMs, () => controller.abort());
    try {
      let lease = observed;
      for (let attempt = 0; ; attempt++) {
        try {
          await this.#store.update({ ...lease.record, holderIdentity: '', leaseDurationSeconds: 1, renewTime: this.#clock.now() }, lease.resourceVersion, controller.signal);
          this.#options.log?.(`released lease as ${this.identity}`);
          return;
        } catch (error) {
          if (!(error instanceof LeaseConflictError) || attempt >= 2) throw error;
          // The renew that stop() aborted may have reached the server anyway and moved the
          // resourceVersion: release the Lease as it is now, if it is still ours.
          const current = await this.#store.get(controller.signal);
          if (current === undefined || current.record.holderIdentity !== this.identity) return;
          lease = current;
        }
      }
    } catch (error) {
      this.#options.log?.(`could not release the lease: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      timer.cancel();
    }
  }

  /** A candidate polls at once (e.g. it may acquire now); a no-op otherwise. */
  retryNow(): void {
    if (this.#state === 'candidate' && this.#inflight === undefined) this.#schedule(0);
  }

  #schedule(ms: number): void {
    if (this.#state === 'stopped') return;
    this.#next?.cancel();
    this.#next = this.#clock.setTimer(ms, () => void this.#attempt());
  }

  async #attempt(): Promise<void> {
    if (this.#state === 'stopped') return;
    const sentAt = this.#clock.monotonic();
    const controller = new AbortController();
    this.#inflight = controller;
    // Like client-go, an attempt may take until the renew deadline: under load a renew that
    // needs 3 s still counts. A leader's deadline timer fires independently of this one.
    const budget = this.#state === 'leader' ? Math.max(1, this.#lastRenewSentAt + this.#renewDeadlineMs - sentAt) : this.#renewDeadlineMs;
    const timeout = this.#clock.setTimer(budget, () => controller.abort());
    let ok = false;
    try {
      ok = await this.#tryAcquireOrRenew(controller.signal);
    } catch (error) {
      this.#options.log?.(`lease ${this.#state === 'leader' ? 'renew' : 'acquire'} failed: ${error instanceof Error ? error.message : String(error)}`);
      ok = false;
    } finally {
      timeout.cancel();
      this.#inflight = undefined;
    }
    // The state may have changed while we waited (deadline fired, stop() called).
    const state = this.#state as State;
    if (state === 'stopped') return;
    if (ok) {
      this.#lastRenewSentAt = sentAt;
      if (state === 'candidate') this.#becomeLeader();
      this.#armDeadline();
      this.#schedule(this.#retryMs);
    } else {
      // Candidates poll with jitter (like client-go's JitterUntil, factor 1.2).
      this.#schedule(state === 'leader' ? this.#retryMs : this.#retryMs * (1 + 1.2 * this.#random()));
    }
  }

  async #tryAcquireOrRenew(signal: AbortSignal): Promise<boolean> {
    const now = this.#clock.now();
    const current = await this.#store.get(signal);
    const barred = this.#state === 'candidate' && this.#options.mayAcquire?.() === false;
    if (current === undefined) {
      if (barred) return false;
      const record: LeaseRecord = { holderIdentity: this.identity, leaseDurationSeconds: Math.ceil(this.#leaseMs / 1000), acquireTime: now, renewTime: now, leaseTransitions: 0 };
      try {
        this.#observe(await this.#store.create(record, signal));
        return true;
      } catch (error) {
        if (error instanceof LeaseConflictError) return false;
        throw error;
      }
    }
    this.#observe(current);
    const holder = current.record.holderIdentity;
    const mine = holder === this.identity;
    if (barred) return false;
    if (!mine && holder !== '' && this.#observedAt + this.#leaseMs > this.#clock.monotonic()) return false;
    const record: LeaseRecord = {
      holderIdentity: this.identity,
      leaseDurationSeconds: Math.ceil(this.#leaseMs / 1000),
      acquireTime: mine ? current.record.acquireTime : now,
      renewTime: now,
      leaseTransitions: mine ? current.record.leaseTransitions : current.record.leaseTransitions + 1,
    };
    try {
      this.#observe(await this.#store.update(record, current.resourceVersion, signal));
      return true;
    } catch (error) {
      if (error instanceof LeaseConflictError) return false;
      throw error;
    }
  }

  #observe(lease: StoredLease): void {
    const prev = this.#observed?.record;
    const next = lease.record;
    if (prev === undefined || prev.holderIdentity !== next.holderIdentity || prev.renewTime !== next.renewTime || this.#observed?.resourceVersion !== lease.resourceVersion) {
      this.#observedAt = this.#clock.monotonic();
    }
    this.#observed = lease;
    if (next.holderIdentity !== this.#leader) {
      this.#leader = next.holderIdentity;
      if (next.holderIdentity !== '') this.#options.onNewLeader?.(next.holderIdentity);
    }
  }

  #becomeLeader(): void {
    this.#state = 'leader';
    this.#leading = new AbortController();
    this.#options.log?.(`became leader as ${this.identity}`);
    this.#options.onStartedLeading(this.#leading.signal);
  }

  #armDeadline(): void {
    this.#deadline?.cancel();
    const remaining = this.#lastRenewSentAt + this.#renewDeadlineMs - this.#clock.monotonic();
    this.#deadline = this.#clock.setTimer(remaining, () => {
      if (this.#state !== 'leader') return;
      this.#options.log?.(`could not renew the lease for ${this.#renewDeadlineMs} ms; stopping leading`);
      this.#halt('lost');
    });
  }

  #halt(reason: 'lost' | 'released' | undefined): void {
    if (this.#state === 'stopped') return;
    const wasLeader = this.#state === 'leader';
    this.#state = 'stopped';
    this.#next?.cancel();
    this.#deadline?.cancel();
    this.#inflight?.abort();
    this.#leading?.abort();
    if (wasLeader && reason !== undefined) this.#options.onStoppedLeading(reason);
    this.#done?.();
  }
}
