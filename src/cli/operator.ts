import { existsSync } from 'node:fs';
import process from 'node:process';
import type { KubeConfig } from '@kubernetes/client-node';
import { TENANT_API_VERSION, TENANT_GROUP, TENANT_PLURAL } from '../core/tenant/names.js';
import { KubeConfigError, loadKubeConfig } from '../io/kube/kubeconfig.js';
import { preflight } from '../io/kube/preflight.js';
import { LEASES } from '../core/kube/well-known.js';
import { DEFAULT_WORKERS, type Operator, type LogFn, type OperatorOptions } from '../operator/operator.js';
import { startOperatorProcess } from '../operator/process.js';
import { parseListenAddress } from '../io/http/server.js';
import { KubeClient } from '../io/kube/client.js';
import { WebhookService, type CertificateSource } from '../operator/webhook-service.js';
import type { Runnable } from '../controller/manager.js';
import { booleanFlag, durationFlag, parseFlags, stringFlag, stringListFlag } from './args.js';
import { UsageError, type Command, type CommandContext } from './command.js';
import { EXIT, type ExitCode } from '../core/exit-codes.js';
import { leaseTimings, type LeaseTimings } from './lease-flags.js';
import { jsonLogger, logLevelFrom, type LogLevel } from './logging.js';

const USAGE = `usage: driftgate operator [--kubeconfig FILE] [flags]

Runs the tenant operator: every TenantOnboarding (read and written as platform.example.com/v1;
v1alpha1 objects through the API server's conversion) becomes a Namespace, a ResourceQuota, a
NetworkPolicy and RoleBindings, kept that way, with status conditions (Ready, Reconciling,
Stalled, one per child) and Events. Whether the API server can convert between the versions is
the condition driftgate.dev/ConversionWebhookHealthy on the CRD and a metric. See docs/operator.md.

  --kubeconfig FILE            kubeconfig to use (default: $KUBECONFIG, ~/.kube/config, or the
                               in-cluster service account)
  --context NAME               kubeconfig context (default: the current context)
  --tenant-namespace NS        reconcile only TenantOnboardings in NS (default: every namespace);
                               pair it with RBAC so only the platform team writes there
  --workers N                  concurrent reconciles (default: 8; sharded: per held shard); one key never runs twice at once
  --leader-elect               only the holder of the Lease reconciles (run 2 replicas for HA)
  --leader-election-namespace NS
                               namespace of the Lease (default: $POD_NAMESPACE or driftgate-system)
  --leader-election-id NAME    name of the Lease (default: driftgate-operator); with --shards,
                               the prefix of the shard and member Leases
  --lease-duration DURATION    how long a Lease (leader or shard) stays held without a renew
                               before another replica may take it (default: 15s; 8s with
                               --shards > 1); a dead replica's work moves after about this long
  --renew-deadline DURATION    a holder that could not renew for this long stops its work
                               (default: 10s; 6s with --shards > 1; shorter than --lease-duration)
  --retry-period DURATION      how often Leases are renewed and tried (default: 2s; 1s with
                               --shards > 1; shorter than --renew-deadline)
  --shards N                   split the tenants into N shards, each with its own Lease
                               (NAME-shard-<k>); every replica reconciles the shards it holds
                               (default: 1, one leader). Needs --leader-elect. Fixed: change it
                               only with every replica stopped (docs/operator.md, "Sharding")
  --metrics-addr ADDR          serve /metrics, /healthz and /readyz on ADDR, e.g. :8080
  --resync DURATION            re-reconcile every TenantOnboarding this often (default: 10m; 0 disables)
  --shutdown-deadline DURATION how long SIGTERM waits for in-flight reconciles (default: 20s)
  --log-level LEVEL            debug | info | warn | error (default: $DRIFTGATE_LOG_LEVEL or info);
                               JSON lines on standard error with "level":"info" and an ISO time

Webhooks (served by every replica, not only the leader): TenantOnboarding conversion
(v1alpha1 <-> v1) and live GPU capacity admission (a tenant's GPUs must fit in what the nodes
advertise minus what other tenants hold):
  --webhook-addr ADDR          serve HTTPS POST /convert and /validate-gpu-capacity on ADDR, e.g. :9443
  --no-gpu-capacity-webhook    serve /convert only (no Node and TenantOnboarding watch)
  --webhook-secret NAME        Secret (in the operator's namespace) holding the self-managed CA and
                               serving certificate (default: driftgate-operator-webhook-tls); the
                               CA is injected into the CRD's and the ValidatingWebhookConfiguration's
                               caBundle, rotation is automatic
  --webhook-service NAME       Service the API server calls (default: driftgate-operator-webhook);
                               the certificate covers NAME.NAMESPACE.svc
  --webhook-host HOST          another DNS name or IP the certificate must cover (repeatable)
  --webhook-cert-dir DIR       use tls.crt and tls.key from DIR instead (cert-manager; its CA
                               injector then sets the caBundle)

Exit codes: 0 stopped by SIGTERM/SIGINT; 1 lost the leader lease (restart me; never with
--shards > 1, where a lost shard is campaigned for again);
2 usage or configuration error.
`;

const FLAGS = {
  kubeconfig: { type: 'string' },
  context: { type: 'string' },
  'tenant-namespace': { type: 'string' },
  workers: { type: 'string' },
  'leader-elect': { type: 'boolean' },
  'leader-election-namespace': { type: 'string' },
  'leader-election-id': { type: 'string' },
  shards: { type: 'string' },
  'lease-duration': { type: 'string' },
  'renew-deadline': { type: 'string' },
  'retry-period': { type: 'string' },
  'metrics-addr': { type: 'string' },
  resync: { type: 'string' },
  'shutdown-deadline': { type: 'string' },
  'log-level': { type: 'string' },
  'webhook-addr': { type: 'string' },
  'webhook-secret': { type: 'string' },
  'webhook-service': { type: 'string' },
  'webhook-host': { type: 'string', multiple: true },
  'webhook-cert-dir': { type: 'string' },
  'no-gpu-capacity-webhook': { type: 'boolean' },
} as const;


/** Typed settings of one `driftgate operator` run. */
export interface OperatorSettings {
  readonly kubeconfig: string | undefined;
  readonly context: string | undefined;
  readonly tenantNamespace: string | undefined;
  readonly workers: number;
  readonly leaderElect: boolean;
  readonly leaseNamespace: string;
  readonly leaseName: string;
  readonly shards: number;
  /** Lease timings of leader election (the leader Lease, or every shard and member Lease). */
  readonly lease: LeaseTimings;
  readonly metricsAddress: string | undefined;
  readonly resyncMs: number;
  readonly shutdownDeadlineMs: number;
  readonly logLevel: LogLevel;
  readonly webhook: WebhookSettings | undefined;
}

export interface WebhookSettings {
  readonly address: string;
  readonly certificates: CertificateSource;
  /** Also serve /validate-gpu-capacity (needs list/watch on Nodes). */
  readonly gpuCapacity: boolean;
}

export function operatorSettings(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): OperatorSettings {
  const args = parseFlags(argv, FLAGS);
  if (args.positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(args.positionals[0])}`);
  const workersText = stringFlag(args, 'workers') ?? String(DEFAULT_WORKERS);
  const workers = Number(workersText);
  if (!Number.isInteger(workers) || workers < 1 || workers > 256) throw new UsageError(`--workers must be a whole number from 1 to 256; found ${JSON.stringify(workersText)}`);
  const level = logLevelFrom(stringFlag(args, 'log-level'), { name: 'DRIFTGATE_LOG_LEVEL', value: env.DRIFTGATE_LOG_LEVEL });
  const kubeconfig = stringFlag(args, 'kubeconfig');
  if (kubeconfig !== undefined && !existsSync(kubeconfig)) throw new UsageError(`--kubeconfig ${kubeconfig}: no such file`);
  const shardsText = stringFlag(args, 'shards') ?? '1';
  const shards = Number(shardsText);
  if (!Number.isInteger(shards) || shards < 1 || shards > 1024) throw new UsageError(`--shards must be a whole number from 1 to 1024; found ${JSON.stringify(shardsText)}`);
  if (shards > 1 && !booleanFlag(args, 'leader-elect')) throw new UsageError('--shards needs --leader-elect (each shard has its own Lease)');
  const leaseNamespace = stringFlag(args, 'leader-election-namespace') ?? env.POD_NAMESPACE ?? 'driftgate-system';
  return {
    kubeconfig,
    context: stringFlag(args, 'context'),
    tenantNamespace: stringFlag(args, 'tenant-namespace'),
    workers,
    leaderElect: booleanFlag(args, 'leader-elect'),
    leaseNamespace,
    leaseName: stringFlag(args, 'leader-election-id') ?? LEASES.operator,
    shards,
    lease: leaseTimings(args, { enabled: booleanFlag(args, 'leader-elect'), needs: '--leader-elect', sharded: shards > 1 }),
    metricsAddress: stringFlag(args, 'metrics-addr'),
    resyncMs: durationFlag(args, 'resync', 600_000),
    shutdownDeadlineMs: durationFlag(args, 'shutdown-deadline', 20_000),
    logLevel: level,
    webhook: webhookSettings(args, env.POD_NAMESPACE ?? leaseNamespace),
  };
}

function webhookSettings(args: ReturnType<typeof parseFlags>, namespace: string): WebhookSettings | undefined {
  const address = stringFlag(args, 'webhook-addr');
  const others = ['webhook-secret', 'webhook-service', 'webhook-host', 'webhook-cert-dir', 'no-gpu-capacity-webhook'].filter((name) => args.values[name] !== undefined);
  if (address === undefined) {
    if (others.length > 0) throw new UsageError(`--${others[0]} needs --webhook-addr`);
    return undefined;
  }
  try {
    parseListenAddress(address);
  } catch (error) {
    throw new UsageError(`--webhook-addr: ${error instanceof Error ? error.message : String(error)}`);
  }
  const dir = stringFlag(args, 'webhook-cert-dir');
  const gpuCapacity = !booleanFlag(args, 'no-gpu-capacity-webhook');
  if (dir !== undefined) {
    if (!existsSync(dir)) throw new UsageError(`--webhook-cert-dir ${dir}: no such directory`);
    return { address, certificates: { kind: 'directory', dir }, gpuCapacity };
  }
  const service = stringFlag(args, 'webhook-service') ?? 'driftgate-operator-webhook';
  const hosts = [`${service}.${namespace}.svc`, `${service}.${namespace}.svc.cluster.local`, ...stringListFlag(args, 'webhook-host')];
  return { address, certificates: { kind: 'secret', namespace, secretName: stringFlag(args, 'webhook-secret') ?? 'driftgate-operator-webhook-tls', hosts }, gpuCapacity };
}

export const operatorCommand: Command = {
  name: 'operator',
  summary: 'Run the TenantOnboarding operator (namespace, quota, network policy, access)',
  usage: USAGE,
  async run(context: CommandContext): Promise<ExitCode> {
    const settings = operatorSettings(context.argv, context.env);
    let kc: KubeConfig;
    try {
      kc = loadKubeConfig({ path: settings.kubeconfig, context: settings.context, env: context.env, cwd: context.cwd }).kubeConfig;
    } catch (error) {
      if (!(error instanceof KubeConfigError)) throw error;
      context.stderr.write(`driftgate operator: ${error.message}\n`);
      return EXIT.usage;
    }
    const ns = settings.tenantNamespace;
    // Run by the manager after the webhooks serve: on a cluster whose tenants are still stored as
    // v1alpha1, this v1 list is converted by the webhook of this very process.
    const startupCheck = (): Promise<void> =>
      preflight({
        kubeConfig: kc,
        path: `/apis/${TENANT_API_VERSION}${ns !== undefined ? `/namespaces/${encodeURIComponent(ns)}` : ''}/${TENANT_PLURAL}`,
        what: `${TENANT_PLURAL}.${TENANT_GROUP}`,
      });
    // Without webhooks nothing this process serves is needed for the check: it runs first, so a
    // configuration error is the one line the process prints.
    if (settings.webhook === undefined) {
      try {
        await startupCheck();
      } catch (error) {
        if (!(error instanceof KubeConfigError)) throw error;
        context.stderr.write(`driftgate operator: ${error.message}\n`);
        return EXIT.usage;
      }
    }
    const logger = jsonLogger({ level: settings.logLevel, component: 'driftgate-operator', destination: 2 });
    const log: LogFn = (level, message, fields) => logger[level](fields ?? {}, message);
    const operatorOptions: OperatorOptions = {
      kubeConfig: kc,
      workers: settings.workers,
      shards: settings.shards,
      // The operator's own namespace is never a tenant's, with or without leader election.
      reservedNamespaces: [settings.leaseNamespace],
      ...(settings.tenantNamespace !== undefined ? { tenantNamespace: settings.tenantNamespace } : {}),
      ...(settings.leaderElect ? { leaderElection: { namespace: settings.leaseNamespace, name: settings.leaseName, ...settings.lease } } : {}),
      ...(settings.metricsAddress !== undefined ? { metricsAddress: settings.metricsAddress } : {}),
      resyncMs: settings.resyncMs,
      shutdownDeadlineMs: settings.shutdownDeadlineMs,
      defaultMetrics: true,
      log,
    };
    // The webhooks serve on every replica (not only the leader), started before the operator's
    // caches: the API server may need the conversion webhook for every TenantOnboarding read.
    const webhooks = settings.webhook;
    const alsoRun = (operator: Operator): Runnable[] => {
      if (webhooks === undefined) return [];
      const webhook = new WebhookService({
        client: new KubeClient({ kubeConfig: kc, userAgent: 'driftgate-operator' }),
        address: webhooks.address,
        certificates: webhooks.certificates,
        gpuCapacity: webhooks.gpuCapacity,
        registry: operator.metrics.registry,
        log,
      });
      return [{ name: 'webhooks', start: () => webhook.start(), stop: () => webhook.stop() }];
    };
    const running = startOperatorProcess(operatorOptions, { alsoRun, ...(webhooks ? { startupCheck } : {}) });
    log('info', 'starting', { workers: settings.workers, leaderElect: settings.leaderElect, shards: settings.shards, identity: running.operator.identity });

    const stopped = new Promise<ExitCode>((resolve) => {
      const onSignal = (signal: NodeJS.Signals): void => {
        log('info', 'shutting down', { signal });
        void running.stop({ release: true }).then(() => resolve(EXIT.ok));
      };
      process.once('SIGTERM', onSignal);
      process.once('SIGINT', onSignal);
      // Lost the lease: the manager has stopped the leader work; stop the rest and exit non-zero.
      void running.done.then((outcome) => {
        if (outcome === 'lost') void running.stop({ release: false }).then(() => resolve(EXIT.findings));
      });
    });
    // A stop that comes during any start-up wait (webhook certificates, the start-up check, the
    // first list) ends the process: the start is raced, never awaited alone.
    let startError: unknown;
    const started = running.started.then(
      () => 'started' as const,
      (error: unknown) => {
        startError = error;
        return 'failed' as const;
      },
    );
    if ((await Promise.race([started, stopped.then(() => 'stopped' as const)])) === 'failed') {
      const message = startError instanceof Error ? startError.message : String(startError);
      if (startError instanceof KubeConfigError) context.stderr.write(`driftgate operator: ${message}\n`);
      else log('error', settings.webhook ? 'cannot start the webhooks' : 'cannot start', { error: message });
      await running.stop({ release: true });
      logger.flush();
      return exitSoon(EXIT.usage);
    }
    const code = await stopped;
    log('info', 'stopped', { code });
    logger.flush();
    return exitSoon(code);
  },
};

/**
 * The stop always ends: once the operator has stopped, a retry timer still pending somewhere
 * (a start-up check's back-off, a watch reconnect) must not keep the process alive.
 */
function exitSoon(code: ExitCode): ExitCode {
  setTimeout(() => process.exit(code), 2_000).unref();
  return code;
}
