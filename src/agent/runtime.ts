// The `driftgate agent` process on the controller manager (src/controller/manager.ts):
// endpoints (/healthz, /readyz, /metrics, the push webhook), one leader election for the sync
// loop and the tenant operator together, and a graceful stop. Only the leader syncs and
// reconciles; a standby keeps its endpoints up and reports ready. A leader that loses its lease
// stops both loops and the process exits (the Deployment restarts it as a standby), as client-go does.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { KubeConfig } from '@kubernetes/client-node';
import type { Logger } from 'pino';
import { Registry } from 'prom-client';
import type { Clock } from '../controller/clock.js';
import { ControllerManager, type Runnable } from '../controller/manager.js';
import type { GitHubReporter } from '../io/github/reporter.js';
import { checksHandler } from '../io/http/health.js';
import { githubWebhookHandler } from '../io/http/webhook.js';
import { KubeClient } from '../io/kube/client.js';
import { EventRecorder } from '../io/kube/events.js';
import { FIELD_MANAGER } from './apply.js';
import { SyncAgent, type AgentSettings } from './agent.js';
import { AgentMetrics } from './metrics.js';

/** The tenant operator as the runtime needs it (src/operator/operator.ts): its work for the manager. */
export interface EmbeddedOperator {
  runnables(): { caches: Runnable; controller: Runnable };
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
  // Created up front (no connection until its caches start): its runnables join the manager.
  const operator = options.operator?.();

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
            name: le.leaseName ?? 'driftgate-agent',
            fieldManager: FIELD_MANAGER,
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
  if (operator) {
    const { caches, controller } = operator.runnables();
    manager.add(caches, { needLeader: true });
    manager.add(controller, { needLeader: true });
  }
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
    metrics,
    registry,
    webhookUrl,
    metricsUrl,
    isLeader: () => manager.isLeader(),
    done: manager.done,
    stop: () =>
      (stopping ??= (async () => {
        await manager.stop({ release: true });
        client.close();
      })()),
  };
}
