// The `driftgate agent` process on the controller manager (src/controller/manager.ts):
// endpoints (/healthz, /readyz, /metrics, the push webhook), one leader election for the sync
// loop and the tenant operator together, and a graceful stop. Only the leader syncs and
// reconciles; a standby keeps its endpoints up and reports ready. A leader that loses its lease
// stops both loops and the process exits (the Deployment restarts it as a standby), as client-go does.
// Sharded (`shards` > 1, docs/agent.md "Sharding"): no single leader. The manager's sharded
// leadership holds shard Leases `driftgate-agent-<sync>-shard-<k>` and member Leases; per held
// shard k a SyncAgent of its own syncs shard k's objects.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { KubeConfig } from '@kubernetes/client-node';
import type { Logger } from 'pino';
import { Registry } from 'prom-client';
import { sleep } from '../controller/clock.js';
import type { Clock } from '../core/ports/clock.js';
import { ControllerManager } from '../controller/manager.js';
import type { ShardWork } from '../controller/shards.js';
import { GitSource } from '../io/git/source.js';
import type { GitHubReporter } from '../io/github/reporter.js';
import { checksHandler } from '../io/http/health.js';
import { githubWebhookHandler } from '../io/http/webhook.js';
import { KubeClient, type RequestRecord } from '../io/kube/client.js';
import { EventRecorder } from '../io/kube/events.js';
import { FIELD_MANAGER } from './apply.js';
import { LEASES } from '../core/kube/well-known.js';
import { SyncAgent, syncId, type AgentSettings } from './agent.js';
import { AgentMetrics } from './metrics.js';

/** The tenant operator as the runtime needs it (src/operator/operator.ts): its work for the manager. */
export interface EmbeddedOperator {
  setupWithManager(manager: ControllerManager, options: { cachesNeedLeader: boolean }): void;
  readonly metrics: { readonly registry: Registry };
}

export interface RuntimeOptions {
  readonly settings: AgentSettings;
  readonly kubeConfig: KubeConfig;
  readonly clock: Clock;
  readonly log: Logger;
  readonly github?: GitHubReporter;
  readonly webhook?: { readonly address: string; readonly secret: string };
  readonly metricsAddress?: string;
  /** Creates the operator to run while leading (absent with --no-operator). */
  readonly operator?: () => EmbeddedOperator;
  readonly leaderElection?: { readonly leaseName?: string; readonly identity?: string; readonly leaseDurationMs?: number; readonly renewDeadlineMs?: number; readonly retryPeriodMs?: number };
  readonly random?: () => number;
  /** How long a graceful stop waits for in-flight work (default 20 s). */
  readonly shutdownDeadlineMs?: number;
  /**
   * Split the sync into this many shards (default 1: one SyncAgent under one leader Lease). More
   * than 1 needs `leaderElection` (its timings; `leaseName` is the Leases' prefix, default
   * `driftgate-agent`, followed by `-<sync>`) and no `operator`.
   */
  readonly shards?: number;
  /** Every API request of the sync loops (tests: who wrote what). */
  readonly onRequest?: (record: RequestRecord) => void;
}

export interface AgentRuntime {
  /** The sync loop (unsharded); undefined when sharded (see shardAgents()). */
  readonly agent: SyncAgent | undefined;
  /** The sync's id (the `driftgate.dev/sync` label). */
  readonly sync: string;
  /** The repository's URL as logged (credentials redacted). */
  readonly displayUrl: string;
  /** Sharded: the shards this replica holds now ([] otherwise). */
  heldShards(): number[];
  /** Sharded: the sync loop of each held shard. */
  shardAgents(): ReadonlyMap<number, SyncAgent>;
  readonly metrics: AgentMetrics;
  readonly registry: Registry;
  readonly webhookUrl: string | undefined;
  readonly metricsUrl: string | undefined;
  isLeader(): boolean;
  /** Resolves when the runtime stopped: `lost` (lease lost: exit non-zero) or `stopped`. */
  readonly done: Promise<'lost' | 'stopped'>;
  /** Graceful stop; `release: false` keeps every Lease as it is (a test of a replica that died). */
  stop(options?: { release?: boolean }): Promise<void>;
}

/**
 * The agent's process on the controller manager: the sync loop and (unless --no-operator) the
 * tenant operator run only on the leader; the endpoints and the push webhook on every replica.
 */
export async function startAgentRuntime(options: RuntimeOptions): Promise<AgentRuntime> {
  const registry = new Registry();
  const metrics = new AgentMetrics(registry);
  const log = options.log;
  const client = new KubeClient({
    kubeConfig: options.kubeConfig,
    userAgent: 'driftgate-agent',
    onRequest: (r) => {
      metrics.kubeRequests.inc({ method: r.method, code: String(r.status) });
      options.onRequest?.(r);
    },
  });
  const identity = options.leaderElection?.identity ?? `${process.env.POD_NAME ?? hostname()}_${randomBytes(4).toString('hex')}`;
  const events = new EventRecorder({
    client,
    clock: options.clock,
    reportingController: 'driftgate.dev/sync-agent',
    reportingInstance: identity,
    log: (m) => log.warn(m),
  });
  const shards = options.shards ?? 1;
  if (!Number.isInteger(shards) || shards < 1 || shards > 1024) throw new Error('shards must be a whole number from 1 to 1024');
  if (shards > 1 && !options.leaderElection) throw new Error('sharding needs leader election (each shard has its own Lease)');
  if (shards > 1 && options.operator) throw new Error('a sharded agent runs without the embedded operator (run the sharded operator beside it)');
  const newAgent = (settings: AgentSettings): SyncAgent =>
    new SyncAgent(settings, {
      kubeConfig: options.kubeConfig,
      clock: options.clock,
      log,
      metrics,
      client,
      events,
      ...(options.github ? { github: options.github } : {}),
      ...(options.random ? { random: options.random } : {}),
    });
  const agent = shards === 1 ? newAgent(options.settings) : undefined;
  const displayUrl = agent?.source.displayUrl ?? new GitSource({ repo: options.settings.repo, branch: options.settings.branch, cacheDir: options.settings.cacheDir, token: options.settings.token }).displayUrl;
  const sync = agent?.sync ?? syncId(options.settings, displayUrl);
  const shardAgents = new Map<number, SyncAgent>();
  // Created up front (no connection until its caches start): its runnables join the manager.
  const operator = options.operator?.();

  const webhookRoute = options.webhook
    ? githubWebhookHandler({
        secret: options.webhook.secret,
        branch: options.settings.branch,
        onPush: (event) => {
          log.info({ revision: event.after, forced: event.forced, delivery: event.deliveryId }, 'push webhook: polling now');
          agent?.trigger();
          for (const a of shardAgents.values()) a.trigger();
        },
        onOutcome: (outcome, detail) => {
          metrics.webhookRequests.inc({ outcome });
          if (outcome === 'unauthorized') log.warn({ delivery: detail.deliveryId }, 'webhook with an invalid signature ignored');
        },
      })
    : undefined;
  const sameAddress = options.webhook !== undefined && options.webhook.address === options.metricsAddress;
  const le = options.leaderElection;
  const manager = new ControllerManager({
    clock: options.clock,
    userAgent: 'driftgate-agent',
    kubeConfig: options.kubeConfig,
    ...(le
      ? {
          leaderElection: {
            identity,
            namespace: options.settings.namespace,
            // Sharded: the prefix of the shard and member Leases, one set per sync.
            name: shards === 1 ? (le.leaseName ?? LEASES.agent) : `${le.leaseName ?? LEASES.agent}-${sync}`,
            fieldManager: FIELD_MANAGER,
            shards,
            onHeldChanged: (held: readonly number[]) => {
              for (let k = 0; k < shards; k++) metrics.shardHeld.set({ shard: String(k) }, held.includes(k) ? 1 : 0);
              log.info({ identity, held, shards }, `holding ${held.length} of ${shards} shards`);
            },
            ...(le.leaseDurationMs !== undefined ? { leaseDurationMs: le.leaseDurationMs } : {}),
            ...(le.renewDeadlineMs !== undefined ? { renewDeadlineMs: le.renewDeadlineMs } : {}),
            ...(le.retryPeriodMs !== undefined ? { retryPeriodMs: le.retryPeriodMs } : {}),
          },
        }
      : {}),
    ...(options.metricsAddress !== undefined ? { metricsAddress: options.metricsAddress } : {}),
    ...(sameAddress && webhookRoute ? { routes: { '/webhook': webhookRoute } } : {}),
    registries: () => (operator ? [registry, operator.metrics.registry] : [registry]),
    ...(options.shutdownDeadlineMs !== undefined ? { shutdownDeadlineMs: options.shutdownDeadlineMs } : {}),
    onRequest: (r) => metrics.kubeRequests.inc({ method: r.method, code: String(r.status) }),
    ...(options.random ? { random: options.random } : {}),
    log: (level, message, fields) => log[level](fields ?? {}, message),
  });
  // Embedded, the operator's caches too run only while the agent leads.
  operator?.setupWithManager(manager, { cachesNeedLeader: true });
  if (agent) {
    manager.add(
      {
        name: 'agent',
        start: async () => {
          log.info({ identity }, 'leading: starting the sync loop' + (operator ? ' and the operator' : ''));
          await agent.start();
        },
        stop: async () => {
          await agent.stop();
          await events.flush();
        },
        readiness: () => (agent.isReady ? undefined : 'restoring state and polling Git'),
      },
      { needLeader: true },
    );
  } else {
    const startShard = (k: number): ShardWork => {
      const shardAgent = newAgent({ ...options.settings, shard: { index: k, count: shards } });
      shardAgents.set(k, shardAgent);
      const stopping = new AbortController();
      // Restoring the shard's state may fail (the API server busy): retried with backoff while the shard is held.
      const started = (async () => {
        for (let attempt = 0; !stopping.signal.aborted; attempt++) {
          try {
            await shardAgent.start();
            return;
          } catch (error) {
            log.warn({ shard: k, attempt, err: error instanceof Error ? error.message : String(error) }, 'the sync loop of the shard could not start; retrying');
            await shardAgent.stop().catch(() => undefined);
            await sleep(options.clock, Math.min(30_000, 1_000 * 2 ** attempt), stopping.signal).catch(() => undefined);
          }
        }
      })();
      let stopped: Promise<void> | undefined;
      return {
        stop: ({ reason }) =>
          (stopped ??= (async () => {
            log[reason === 'lost' ? 'warn' : 'info']({ shard: k, reason }, 'stopping the sync loop of the shard');
            stopping.abort();
            await started;
            await shardAgent.stop();
            if (shardAgents.get(k) === shardAgent) shardAgents.delete(k);
          })()),
      };
    };
    manager.addShard({ name: 'agent', startShard });
  }
  await manager.start();
  const metricsUrl = manager.metricsUrl;
  let webhookUrl: string | undefined = sameAddress && metricsUrl !== undefined ? `${metricsUrl}/webhook` : undefined;
  if (options.webhook && webhookRoute && webhookUrl === undefined) {
    const endpoint = await manager.serve(options.webhook.address, { '/webhook': webhookRoute, '/healthz': checksHandler(manager.healthChecks) });
    webhookUrl = `${endpoint.url}/webhook`;
    log.info({ address: endpoint.address }, 'serving the GitHub push webhook at /webhook');
  }

  let stopping: Promise<void> | undefined;
  return {
    agent,
    sync,
    displayUrl,
    heldShards: () => manager.heldShards(),
    shardAgents: () => shardAgents,
    metrics,
    registry,
    webhookUrl,
    metricsUrl,
    isLeader: () => manager.isLeader(),
    done: manager.done,
    stop: (stopOptions = {}) =>
      (stopping ??= (async () => {
        await manager.stop({ release: stopOptions.release ?? true });
        await events.flush();
        client.close();
      })()),
  };
}
