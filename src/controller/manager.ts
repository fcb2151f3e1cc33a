// One controller manager for every long-running driftgate process (the operator, the agent,
// the agent with its embedded operator), as controller-runtime's Manager is for Go operators:
// it owns leader election (on its own API client), the /healthz /readyz /metrics endpoint,
// the runnables that work only while leading and those that always run, and the graceful stop.
//
// - A runnable that needs the leader starts when this replica becomes leader and stops when it
//   stops leading. A runnable that does not (caches kept warm on a standby, admission and
//   conversion webhooks served by every replica) starts with the manager.
// - Losing the lease stops the leader runnables at once and ends the manager with `lost`: the
//   process exits non-zero and its Deployment restarts it as a standby, as client-go does.
// - /healthz fails once the lease is lost; /readyz is the runnables' own readiness (a leader
//   runnable counts as ready on a standby: a standby is doing its job by waiting).
// - Leadership is single (one Lease) or sharded (`leaderElection.shards` > 1): then there is no
//   leader; a ShardCoordinator (./shards.ts), owned here, holds shard Leases `<name>-shard-<k>` and
//   member Leases `<name>-member-<identity>`, and runs every shard runnable's work for each held
//   shard. The agent and the operator only say what a shard's work is (addShard).
// - Start order: the endpoint, then the always-on runnables in the order added (webhooks before a
//   start-up check that lists through them), then leadership. A stop ends a start in progress.
// - A stop always ends: each runnable gets its deadline plus a grace period, then is left behind
//   (logged), so a runnable stuck in a wait never keeps the process from exiting.
import type { KubeConfig } from '@kubernetes/client-node';
import { Registry } from 'prom-client';
import { checksHandler, metricsHandler, type Check } from '../io/http/health.js';
import { listen, type Handler, type HttpEndpoint } from '../io/http/server.js';
import { KubeClient, type RequestRecord } from '../io/kube/client.js';
import { KubeLeaseStore } from '../io/kube/lease.js';
import { KubeMemberStore } from '../io/kube/member-lease.js';
import type { Clock } from '../core/ports/clock.js';
import { LEADER_DEFAULTS, LeaderElector } from './leader-election.js';
import type { LeaseStore } from '../core/ports/lease.js';
import type { MemberStore } from '../core/ports/shards.js';
import { ShardCoordinator, type ShardWork } from './shards.js';

export interface Runnable {
  readonly name: string;
  /**
   * Starts the work and resolves promptly, once it is started: long work (a first list, a sync)
   * keeps running in the background, so that nothing waits on it and a stop never waits for it.
   */
  start(): Promise<void>;
  /** Stops the work; `deadlineMs` is how long in-flight work may still take (0: stop now). */
  stop(options: { deadlineMs: number; reason: 'shutdown' | 'lost' }): Promise<void>;
  /** Undefined when ready, otherwise why not. */
  readiness?(): string | undefined;
}

export interface ManagerLeaderElection {
  readonly identity: string;
  readonly namespace: string;
  readonly name: string;
  /** Field manager of the Lease writes. */
  readonly fieldManager: string;
  readonly leaseDurationMs?: number;
  readonly renewDeadlineMs?: number;
  readonly retryPeriodMs?: number;
  /** Instead of a Lease in the cluster (unit tests). */
  readonly store?: LeaseStore;
  /**
   * More than 1: sharded leadership. No leader Lease; `name` is the prefix of the shard Leases
   * (`<name>-shard-<k>`) and of the member Leases. Fixed for the life of a deployment.
   */
  readonly shards?: number;
  /** Instead of the member and shard Leases in the cluster (unit tests of sharded leadership). */
  readonly shardStores?: { readonly members: MemberStore; readonly shardLease: (shard: number) => LeaseStore };
  /** Sharded: called with the shards held here whenever that changes. */
  readonly onHeldChanged?: (held: readonly number[]) => void;
}

/** Work that runs once per shard this replica holds (sharded leadership). */
export interface ShardRunnable {
  readonly name: string;
  /** Starts shard k's work once its Lease is held; `signal` aborts when the Lease is lost or released. */
  startShard(shard: number, signal: AbortSignal): ShardWork;
}

/** How long past its deadline a runnable's stop may take before the manager goes on without it. */
export const STOP_GRACE_MS = 5_000;

export interface ManagerOptions {
  readonly clock: Clock;
  /** User agent prefix of the manager's own client (leader election). */
  readonly userAgent: string;
  readonly kubeConfig?: KubeConfig;
  /** Absent: this replica leads at once (a single replica, or a test). */
  readonly leaderElection?: ManagerLeaderElection;
  /** Serves /healthz, /readyz and /metrics (and `routes`) on this `host:port`. */
  readonly metricsAddress?: string;
  /** More routes on the metrics endpoint (e.g. the agent's push webhook). */
  readonly routes?: Readonly<Record<string, Handler>>;
  /** The registries /metrics serves, read on every scrape (a runnable may add one later). */
  readonly registries?: () => readonly Registry[];
  /** How long a graceful stop waits for the runnables' in-flight work (default 20 s). */
  readonly shutdownDeadlineMs?: number;
  readonly onRequest?: (record: RequestRecord) => void;
  readonly onLeadingChanged?: (leading: boolean) => void;
  readonly random?: () => number;
  readonly log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;
}

export type ManagerOutcome = 'lost' | 'stopped';

export class ControllerManager {
  /** Resolves when the manager ended: `lost` (lease lost: exit non-zero) or `stopped`. */
  readonly done: Promise<ManagerOutcome>;
  readonly #o: ManagerOptions;
  readonly #always: Runnable[] = [];
  /** The always-on runnables whose start returned, in start order: the ones a stop must stop. */
  readonly #startedAlways: Runnable[] = [];
  readonly #leaderOnly: Runnable[] = [];
  readonly #perShard: ShardRunnable[] = [];
  #coordinator: ShardCoordinator | undefined;
  readonly #endpoints: HttpEndpoint[] = [];
  #resolveDone: (outcome: ManagerOutcome) => void = () => undefined;
  #elector: LeaderElector | undefined;
  #leaseClient: KubeClient | undefined;
  #leading = false;
  #lost = false;
  #started = false;
  #leaderStart: Promise<void> = Promise.resolve();
  #stopping: Promise<void> | undefined;

  constructor(options: ManagerOptions) {
    this.#o = options;
    this.done = new Promise((resolve) => (this.#resolveDone = resolve));
  }

  /** The number of shards (1: single leadership, or none). */
  get shards(): number {
    return this.#o.leaderElection?.shards ?? 1;
  }

  /**
   * Adds a runnable before start(); `needLeader: false` runs it on every replica. Sharded, there
   * is no leader: leader work is per shard (addShard).
   */
  add(runnable: Runnable, options: { needLeader: boolean }): void {
    if (this.#started) throw new Error(`runnable ${runnable.name} added after the manager started`);
    if (options.needLeader && this.shards > 1) throw new Error(`runnable ${runnable.name} needs the leader, but leadership is sharded: add its work per shard`);
    (options.needLeader ? this.#leaderOnly : this.#always).push(runnable);
  }

  /** Adds work that runs once per held shard (sharded leadership only). */
  addShard(runnable: ShardRunnable): void {
    if (this.#started) throw new Error(`runnable ${runnable.name} added after the manager started`);
    if (this.shards <= 1) throw new Error(`runnable ${runnable.name} is per shard, but leadership is not sharded`);
    this.#perShard.push(runnable);
  }

  /** Single: this replica leads. Sharded: it holds at least one shard. */
  isLeader(): boolean {
    return this.shards > 1 ? this.heldShards().length > 0 : this.#leading;
  }

  /** Sharded: the shards held here now ([] otherwise). */
  heldShards(): number[] {
    return this.#coordinator?.held() ?? [];
  }

  /** The metrics endpoint's URL once started (`http://host:port`). */
  get metricsUrl(): string | undefined {
    return this.#endpoints[0]?.url;
  }

  /** Another endpoint owned (and closed) by the manager, e.g. the push webhook on its own address. */
  async serve(address: string, routes: Readonly<Record<string, Handler>>): Promise<HttpEndpoint> {
    const endpoint = await listen({ address, routes, onError: (e) => this.#o.log('warn', 'endpoint error', { error: e instanceof Error ? e.message : String(e) }) });
    this.#endpoints.push(endpoint);
    return endpoint;
  }

  readonly healthChecks: readonly Check[] = [{ name: 'leader-election', check: () => (this.#lost ? 'lost the lease; restarting' : undefined) }];

  readinessChecks(): Check[] {
    return [
      ...this.#always.filter((r) => r.readiness).map((r) => ({ name: r.name, check: () => r.readiness?.() })),
      ...this.#leaderOnly.filter((r) => r.readiness).map((r) => ({ name: r.name, check: () => (this.#leading ? r.readiness?.() : undefined) })),
    ];
  }

  /** Starts the endpoint, the always-on runnables, then leader election (or the leader runnables). */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    const o = this.#o;
    if (o.metricsAddress !== undefined) {
      const registries = o.registries ?? (() => []);
      const endpoint = await this.serve(o.metricsAddress, {
        '/healthz': checksHandler(this.healthChecks),
        '/readyz': checksHandler(this.readinessChecks()),
        '/metrics': (req, res) => metricsHandler(Registry.merge([...registries()]))(req, res),
        ...(o.routes ?? {}),
      });
      o.log('info', 'serving /healthz /readyz /metrics', { address: endpoint.address });
    }
    // In order: a runnable may be a start-up check that needs the ones before it (the conversion
    // webhook serves before the check that lists TenantOnboardings through it). A stop that comes
    // while one is starting ends the start here: nothing starts after a stop.
    for (const r of this.#always) {
      if (this.#stopping) return;
      await r.start();
      if (this.#stopping) {
        await r.stop({ deadlineMs: 0, reason: 'shutdown' });
        return;
      }
      this.#startedAlways.push(r);
    }
    const le = o.leaderElection;
    if (!le) {
      this.#startLeading();
      await this.#leaderStart;
      return;
    }
    if (this.shards > 1) {
      this.#startShards(le);
      return;
    }
    const store = le.store ?? new KubeLeaseStore({ client: this.#ownClient(le.identity), namespace: le.namespace, name: le.name, fieldManager: le.fieldManager });
    this.#elector = new LeaderElector({
      identity: le.identity,
      clock: o.clock,
      store,
      ...(le.leaseDurationMs !== undefined ? { leaseDurationMs: le.leaseDurationMs } : {}),
      ...(le.renewDeadlineMs !== undefined ? { renewDeadlineMs: le.renewDeadlineMs } : {}),
      ...(le.retryPeriodMs !== undefined ? { retryPeriodMs: le.retryPeriodMs } : {}),
      ...(o.random ? { random: o.random } : {}),
      onStartedLeading: () => {
        o.log('info', 'became leader', { identity: le.identity });
        this.#startLeading();
      },
      onStoppedLeading: (reason) => {
        if (reason !== 'lost') return;
        this.#lost = true;
        o.log('error', 'lost the lease: stopping the work that needs it', { identity: le.identity });
        void this.#stopLeading({ deadlineMs: 0, reason: 'lost' }).finally(() => this.#resolveDone('lost'));
      },
      onNewLeader: (leader) => o.log('info', 'leader observed', { leader }),
      log: (message) => o.log(/failed|could not/.test(message) ? 'warn' : 'debug', message),
    });
    void this.#elector.run();
  }

  /** Sharded leadership: the coordinator takes shard Leases and runs every shard runnable per held shard. */
  #startShards(le: ManagerLeaderElection): void {
    const o = this.#o;
    const leaseMs = le.leaseDurationMs ?? LEADER_DEFAULTS.leaseDurationMs;
    const stores = le.shardStores ?? {
      members: new KubeMemberStore({
        client: this.#ownClient(le.identity),
        namespace: le.namespace,
        prefix: le.name,
        identity: le.identity,
        leaseDurationSeconds: Math.ceil(leaseMs / 1000),
        fieldManager: le.fieldManager,
        now: () => o.clock.now(),
      }),
      shardLease: (k: number) => new KubeLeaseStore({ client: this.#ownClient(le.identity), namespace: le.namespace, name: `${le.name}-shard-${k}`, fieldManager: le.fieldManager }),
    };
    this.#coordinator = new ShardCoordinator({
      identity: le.identity,
      shards: this.shards,
      clock: o.clock,
      members: stores.members,
      shardLease: stores.shardLease,
      ...(le.leaseDurationMs !== undefined ? { leaseDurationMs: le.leaseDurationMs } : {}),
      ...(le.renewDeadlineMs !== undefined ? { renewDeadlineMs: le.renewDeadlineMs } : {}),
      ...(le.retryPeriodMs !== undefined ? { retryPeriodMs: le.retryPeriodMs } : {}),
      ...(o.random ? { random: o.random } : {}),
      stopDeadlineMs: o.shutdownDeadlineMs ?? 20_000,
      startShard: (k, signal) => {
        const works = this.#perShard.map((r) => ({ name: r.name, work: r.startShard(k, signal) }));
        return {
          stop: async (options) => {
            // In reverse, as leader runnables: the last started may use the first.
            for (const { name, work } of [...works].reverse()) await this.#bounded(`${name} (shard ${k})`, options.deadlineMs, () => work.stop(options));
          },
        };
      },
      onHeldChanged: (held) => le.onHeldChanged?.(held),
      log: (level, message, fields) => o.log(level, message, fields),
    });
    o.log('info', 'starting the shard coordinator', { identity: le.identity, shards: this.shards, leases: `${le.name}-shard-<k>` });
    this.#coordinator.start();
  }

  /**
   * Runs a stop, but waits at most its deadline plus STOP_GRACE_MS: a stop stuck in a wait (a
   * request that never returns) must not keep the process from ending.
   */
  async #bounded(name: string, deadlineMs: number, stop: () => Promise<void>): Promise<void> {
    let timer: { cancel(): void } | undefined;
    const late = new Promise<'late'>((resolve) => (timer = this.#o.clock.setTimer(deadlineMs + STOP_GRACE_MS, () => resolve('late'))));
    try {
      const outcome = await Promise.race([
        stop().then(
          () => 'done' as const,
          (error: unknown) => {
            this.#o.log('warn', `${name} did not stop cleanly`, { error: error instanceof Error ? error.message : String(error) });
            return 'done' as const;
          },
        ),
        late,
      ]);
      if (outcome === 'late') this.#o.log('warn', `${name} did not stop within its deadline; going on without it`, { deadlineMs: deadlineMs + STOP_GRACE_MS });
    } finally {
      timer?.cancel();
    }
  }

  #ownClient(identity: string): KubeClient {
    if (!this.#o.kubeConfig) throw new Error('leader election needs a kubeconfig or a lease store');
    return (this.#leaseClient ??= leaseClient({
      kubeConfig: this.#o.kubeConfig,
      userAgent: `${this.#o.userAgent}/${identity}/leader-election`,
      ...(this.#o.onRequest ? { onRequest: this.#o.onRequest } : {}),
    }));
  }

  #startLeading(): void {
    this.#leading = true;
    this.#o.onLeadingChanged?.(true);
    this.#leaderStart = (async () => {
      for (const r of this.#leaderOnly) {
        try {
          await r.start();
        } catch (error) {
          this.#o.log('error', `${r.name} failed to start`, { error: error instanceof Error ? error.message : String(error) });
        }
      }
    })();
  }

  async #stopLeading(options: { deadlineMs: number; reason: 'shutdown' | 'lost' }): Promise<void> {
    if (!this.#leading) return;
    this.#leading = false;
    this.#o.onLeadingChanged?.(false);
    // Never stop a runnable while it is still starting: its stop would race its start.
    await this.#leaderStart;
    for (const r of [...this.#leaderOnly].reverse()) await this.#bounded(r.name, options.deadlineMs, () => r.stop(options));
  }

  /**
   * Graceful stop: the leader runnables finish in-flight work within the deadline, the lease is
   * released (unless it was lost) so a standby takes over at once, then the always-on runnables
   * and the endpoints stop.
   */
  stop(options: { release?: boolean } = {}): Promise<void> {
    this.#stopping ??= (async () => {
      const deadlineMs = this.#o.shutdownDeadlineMs ?? 20_000;
      await this.#stopLeading({ deadlineMs, reason: 'shutdown' });
      // The coordinator stops every held shard's work (each bounded) and hands the shards over.
      await this.#coordinator?.stop({ release: options.release ?? true });
      await this.#elector?.stop({ release: !this.#lost && (options.release ?? true) });
      for (const r of [...this.#startedAlways].reverse()) await this.#bounded(r.name, deadlineMs, () => r.stop({ deadlineMs, reason: 'shutdown' }));
      for (const endpoint of this.#endpoints) await endpoint.close();
      this.#leaseClient?.close();
      this.#resolveDone(this.#lost ? 'lost' : 'stopped');
    })();
    return this.#stopping;
  }
}

/**
 * A client for Lease renewals only (own connections, short deadline): a renew must never queue
 * behind a burst of applies or a slow list on the workers' client, or the lease expires under a
 * busy holder.
 */
export function leaseClient(options: { kubeConfig: KubeConfig; userAgent: string; onRequest?: (record: RequestRecord) => void }): KubeClient {
  return new KubeClient({ ...options, maxSockets: 2, requestTimeoutMs: 10_000 });
}
