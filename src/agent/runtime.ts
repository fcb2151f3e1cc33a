// The `driftgate agent` process: endpoints (/healthz, /readyz, /metrics, the push webhook),
// one leader election for the sync loop and the tenant operator together, and a graceful stop.
// Only the leader syncs and reconciles; a standby keeps its endpoints up and reports ready.
// A leader that loses its lease stops both loops and the process exits (the Deployment
// restarts it as a standby), as client-go does.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { KubeConfig } from '@kubernetes/client-node';
import type { Logger } from 'pino';
import { Registry } from 'prom-client';
import type { Clock } from '../controller/clock.js';
import { LeaderElector } from '../controller/leader-election.js';
import type { GitHubReporter } from '../io/github/reporter.js';
import { checksHandler, metricsHandler } from '../io/http/health.js';
import { listen, type HttpEndpoint } from '../io/http/server.js';
import { githubWebhookHandler } from '../io/http/webhook.js';
import { KubeClient } from '../io/kube/client.js';
import { EventRecorder } from '../io/kube/events.js';
import { KubeLeaseStore } from '../io/kube/lease.js';
import { FIELD_MANAGER } from './apply.js';
import { SyncAgent, type AgentSettings } from './agent.js';
import { AgentMetrics } from './metrics.js';

/** The tenant operator as the runtime needs it (src/operator/operator.ts). */
export interface EmbeddedOperator {
  start(): Promise<void>;
  stop(options?: { release?: boolean }): Promise<void>;
  readonly metrics: { readonly registry: Registry };
  ready(): boolean;
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
}

export interface AgentRuntime {
  readonly agent: SyncAgent;
  readonly metrics: AgentMetrics;
  readonly registry: Registry;
  readonly webhookUrl: string | undefined;
  readonly metricsUrl: string | undefined;
  isLeader(): boolean;
  /** Resolves when the runtime stopped: `lost` (lease lost: exit non-zero) or `stopped`. */
  readonly done: Promise<'lost' | 'stopped'>;
  stop(): Promise<void>;
}

export async function startAgentRuntime(options: RuntimeOptions): Promise<AgentRuntime> {
  const registry = new Registry();
  const metrics = new AgentMetrics(registry);
  const log = options.log;
  const client = new KubeClient({
    kubeConfig: options.kubeConfig,
    userAgent: 'driftgate-agent',
    onRequest: (r) => metrics.kubeRequests.inc({ method: r.method, code: String(r.status) }),
  });
  const identity = options.leaderElection?.identity ?? `${process.env.POD_NAME ?? hostname()}_${randomBytes(4).toString('hex')}`;
  const events = new EventRecorder({
    client,
    clock: options.clock,
    reportingController: 'driftgate.dev/sync-agent',
    reportingInstance: identity,
    log: (m) => log.warn(m),
  });
  const agent = new SyncAgent(options.settings, {
    kubeConfig: options.kubeConfig,
    clock: options.clock,
    log,
    metrics,
    client,
    events,
    ...(options.github ? { github: options.github } : {}),
    ...(options.random ? { random: options.random } : {}),
  });
  let operator: EmbeddedOperator | undefined;
  let leading = false;
  let resolveDone: (v: 'lost' | 'stopped') => void = () => undefined;
  const done = new Promise<'lost' | 'stopped'>((resolve) => (resolveDone = resolve));
  const endpoints: HttpEndpoint[] = [];

  const registries = (): Registry => (operator ? Registry.merge([registry, operator.metrics.registry]) : registry);
  const health = checksHandler([{ name: 'agent', check: () => undefined }]);
  const ready = checksHandler([
    { name: 'agent', check: () => (!leading ? undefined : agent.isReady ? undefined : 'restoring state and polling Git') },
    { name: 'operator', check: () => (!leading || !operator ? undefined : operator.ready() ? undefined : 'operator caches not synced') },
  ]);
  let webhookUrl: string | undefined;
  let metricsUrl: string | undefined;
  const routes = { '/healthz': health, '/readyz': ready, '/metrics': async (req: Parameters<ReturnType<typeof metricsHandler>>[0], res: Parameters<ReturnType<typeof metricsHandler>>[1]) => metricsHandler(registries())(req, res) };
  const webhookRoute = options.webhook
    ? githubWebhookHandler({
        secret: options.webhook.secret,
        branch: options.settings.branch,
        onPush: (event) => {
          log.info({ revision: event.after, forced: event.forced, delivery: event.deliveryId }, 'push webhook: polling now');
          agent.trigger();
        },
        onOutcome: (outcome, detail) => {
          metrics.webhookRequests.inc({ outcome });
          if (outcome === 'unauthorized') log.warn({ delivery: detail.deliveryId }, 'webhook with an invalid signature ignored');
        },
      })
    : undefined;
  if (options.metricsAddress !== undefined) {
    const sameAddress = options.webhook?.address === options.metricsAddress;
    const ep = await listen({ address: options.metricsAddress, routes: { ...routes, ...(sameAddress && webhookRoute ? { '/webhook': webhookRoute } : {}) }, onError: (e) => log.warn({ err: String(e) }, 'endpoint error') });
    endpoints.push(ep);
    metricsUrl = ep.url;
    if (sameAddress) webhookUrl = `${ep.url}/webhook`;
    log.info({ address: ep.address }, 'serving /healthz /readyz /metrics');
  }
  if (options.webhook && webhookRoute && webhookUrl === undefined) {
    const ep = await listen({ address: options.webhook.address, routes: { '/webhook': webhookRoute, '/healthz': health }, onError: (e) => log.warn({ err: String(e) }, 'endpoint error') });
    endpoints.push(ep);
    webhookUrl = `${ep.url}/webhook`;
    log.info({ address: ep.address }, 'serving the GitHub push webhook at /webhook');
  }

  const startLeading = async (): Promise<void> => {
    leading = true;
    log.info({ identity }, 'leading: starting the sync loop' + (options.operator ? ' and the operator' : ''));
    if (options.operator) {
      operator = options.operator();
      void operator.start().catch((e: unknown) => log.error({ err: String(e) }, 'operator failed to start'));
    }
    await agent.start();
  };
  const stopLeading = async (): Promise<void> => {
    leading = false;
    await agent.stop();
    await operator?.stop({ release: false });
  };

  let elector: LeaderElector | undefined;
  let leaseClient: KubeClient | undefined;
  const le = options.leaderElection;
  if (le) {
    // Its own client (own connections, short deadline): a renew must never queue behind a burst
    // of applies or a slow list on the shared client, or the lease expires under a busy leader.
    leaseClient = new KubeClient({
      kubeConfig: options.kubeConfig,
      userAgent: 'driftgate-agent/leader-election',
      maxSockets: 2,
      requestTimeoutMs: 10_000,
      onRequest: (r) => metrics.kubeRequests.inc({ method: r.method, code: String(r.status) }),
    });
    elector = new LeaderElector({
      identity,
      clock: options.clock,
      store: new KubeLeaseStore({ client: leaseClient, namespace: options.settings.namespace, name: le.leaseName ?? 'driftgate-agent', fieldManager: FIELD_MANAGER }),
      ...(le.leaseDurationMs !== undefined ? { leaseDurationMs: le.leaseDurationMs } : {}),
      ...(le.renewDeadlineMs !== undefined ? { renewDeadlineMs: le.renewDeadlineMs } : {}),
      ...(le.retryPeriodMs !== undefined ? { retryPeriodMs: le.retryPeriodMs } : {}),
      ...(options.random ? { random: options.random } : {}),
      onStartedLeading: () => {
        void startLeading().catch((e: unknown) => log.error({ err: String(e) }, 'the sync loop failed to start'));
      },
      onStoppedLeading: (reason) => {
        if (reason === 'lost') {
          log.error({ identity }, 'lost the lease: stopping the sync loop and the operator');
          void stopLeading().finally(() => resolveDone('lost'));
        }
      },
      onNewLeader: (leader) => log.info({ leader }, 'leader observed'),
      log: (m) => log.debug(m),
    });
    void elector.run();
  } else {
    await startLeading();
  }

  let stopping: Promise<void> | undefined;
  return {
    agent,
    metrics,
    registry,
    webhookUrl,
    metricsUrl,
    isLeader: () => leading,
    done,
    stop: () =>
      (stopping ??= (async () => {
        if (leading) await stopLeading();
        await events.flush();
        await elector?.stop({ release: true });
        for (const ep of endpoints) await ep.close();
        leaseClient?.close();
        client.close();
        resolveDone('stopped');
      })()),
  };
}
