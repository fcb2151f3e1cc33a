import { existsSync } from 'node:fs';
import process from 'node:process';
import type { KubeConfig } from '@kubernetes/client-node';
import { loadKubeConfig, redactKubeconfigError } from '../io/kube/kubeconfig.js';
import { pino } from 'pino';
import { Operator, type LogFn } from '../operator/operator.js';
import { booleanFlag, durationFlag, parseFlags, stringFlag } from './args.js';
import { EXIT, UsageError, type Command, type CommandContext, type ExitCode } from './command.js';

const USAGE = `usage: driftgate operator [--kubeconfig FILE] [flags]

Runs the tenant operator: every TenantOnboarding (platform.example.com/v1alpha1) becomes a
Namespace, a ResourceQuota, a NetworkPolicy and RoleBindings, kept that way, with status
conditions (Ready, Reconciling, Stalled, one per child) and Events. See docs/operator.md.

  --kubeconfig FILE            kubeconfig to use (default: $KUBECONFIG, ~/.kube/config, or the
                               in-cluster service account)
  --context NAME               kubeconfig context (default: the current context)
  --tenant-namespace NS        reconcile only TenantOnboardings in NS (default: every namespace);
                               pair it with RBAC so only the platform team writes there
  --workers N                  concurrent reconciles (default: 4); one key never runs twice at once
  --leader-elect               only the holder of the Lease reconciles (run 2 replicas for HA)
  --leader-election-namespace NS
                               namespace of the Lease (default: $POD_NAMESPACE or driftgate-system)
  --leader-election-id NAME    name of the Lease (default: driftgate-operator)
  --metrics-addr ADDR          serve /metrics, /healthz and /readyz on ADDR, e.g. :8080
  --resync DURATION            re-reconcile every TenantOnboarding this often (default: 10m; 0 disables)
  --shutdown-deadline DURATION how long SIGTERM waits for in-flight reconciles (default: 20s)
  --log-level LEVEL            debug | info | warn | error (default: info)

Exit codes: 0 stopped by SIGTERM/SIGINT; 1 lost the leader lease (restart me);
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
  'metrics-addr': { type: 'string' },
  resync: { type: 'string' },
  'shutdown-deadline': { type: 'string' },
  'log-level': { type: 'string' },
} as const;

const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;

/** Typed settings of one `driftgate operator` run. */
export interface OperatorSettings {
  readonly kubeconfig: string | undefined;
  readonly context: string | undefined;
  readonly tenantNamespace: string | undefined;
  readonly workers: number;
  readonly leaderElect: boolean;
  readonly leaseNamespace: string;
  readonly leaseName: string;
  readonly metricsAddress: string | undefined;
  readonly resyncMs: number;
  readonly shutdownDeadlineMs: number;
  readonly logLevel: (typeof LOG_LEVELS)[number];
}

export function operatorSettings(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): OperatorSettings {
  const args = parseFlags(argv, FLAGS);
  if (args.positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(args.positionals[0])}`);
  const workersText = stringFlag(args, 'workers') ?? '4';
  const workers = Number(workersText);
  if (!Number.isInteger(workers) || workers < 1 || workers > 256) throw new UsageError(`--workers must be a whole number from 1 to 256; found ${JSON.stringify(workersText)}`);
  const level = stringFlag(args, 'log-level') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new UsageError(`--log-level must be one of ${LOG_LEVELS.join(', ')}; found ${JSON.stringify(level)}`);
  const kubeconfig = stringFlag(args, 'kubeconfig');
  if (kubeconfig !== undefined && !existsSync(kubeconfig)) throw new UsageError(`--kubeconfig ${kubeconfig}: no such file`);
  return {
    kubeconfig,
    context: stringFlag(args, 'context'),
    tenantNamespace: stringFlag(args, 'tenant-namespace'),
    workers,
    leaderElect: booleanFlag(args, 'leader-elect'),
    leaseNamespace: stringFlag(args, 'leader-election-namespace') ?? env.POD_NAMESPACE ?? 'driftgate-system',
    leaseName: stringFlag(args, 'leader-election-id') ?? 'driftgate-operator',
    metricsAddress: stringFlag(args, 'metrics-addr'),
    resyncMs: durationFlag(args, 'resync', 600_000),
    shutdownDeadlineMs: durationFlag(args, 'shutdown-deadline', 20_000),
    logLevel: level as OperatorSettings['logLevel'],
  };
}

export const operatorCommand: Command = {
  name: 'operator',
  summary: 'Run the TenantOnboarding operator (namespace, quota, network policy, access)',
  usage: USAGE,
  async run(context: CommandContext): Promise<ExitCode> {
    const settings = operatorSettings(context.argv, context.env);
    let kc: KubeConfig;
    try {
      kc = loadKubeConfig({ ...(settings.kubeconfig !== undefined ? { file: settings.kubeconfig } : {}), ...(settings.context !== undefined ? { context: settings.context } : {}) });
    } catch (error) {
      context.stderr.write(`driftgate operator: ${redactKubeconfigError(error, undefined)}\n`);
      return EXIT.usage;
    }
    const logger = pino({ level: settings.logLevel, base: { component: 'driftgate-operator' } }, pino.destination({ dest: 2, sync: false }));
    const log: LogFn = (level, message, fields) => logger[level](fields ?? {}, message);
    const operator = new Operator({
      kubeConfig: kc,
      workers: settings.workers,
      ...(settings.tenantNamespace !== undefined ? { tenantNamespace: settings.tenantNamespace } : {}),
      ...(settings.leaderElect ? { leaderElection: { namespace: settings.leaseNamespace, name: settings.leaseName } } : {}),
      ...(settings.metricsAddress !== undefined ? { metricsAddress: settings.metricsAddress } : {}),
      resyncMs: settings.resyncMs,
      shutdownDeadlineMs: settings.shutdownDeadlineMs,
      defaultMetrics: true,
      log,
    });
    log('info', 'starting', { workers: settings.workers, leaderElect: settings.leaderElect, identity: operator.identity });

    const stopped = new Promise<ExitCode>((resolve) => {
      const onSignal = (signal: NodeJS.Signals): void => {
        log('info', 'shutting down', { signal });
        void operator.stop({ release: true }).then(() => resolve(EXIT.ok));
      };
      process.once('SIGTERM', onSignal);
      process.once('SIGINT', onSignal);
      void operator.lostLeadership.then(() => operator.stop({ release: false }).then(() => resolve(EXIT.findings)));
    });
    await operator.start();
    const code = await stopped;
    log('info', 'stopped', { code });
    logger.flush();
    return code;
  },
};
