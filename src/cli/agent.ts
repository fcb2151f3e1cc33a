import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import type { KubeConfig } from '@kubernetes/client-node';
import { KubeConfigError, loadKubeConfig } from '../io/kube/kubeconfig.js';
import { preflight } from '../io/kube/preflight.js';
import type { Logger } from 'pino';
import { jsonLogger, logLevelFrom, type LogLevel } from './logging.js';
import { DRIFT_MODES, syncId, type AgentSettings, type ScopeSource } from '../agent/agent.js';
import { parseScopeConfig } from '../core/scope/config.js';
import { startAgentRuntime, type EmbeddedOperator } from '../agent/runtime.js';
import { realClock } from '../controller/clock.js';
import { createGitHubClient } from '../io/github/client.js';
import { createGitHubReporter } from '../io/github/reporter.js';
import { parseRepository } from '../io/github/repository.js';
import { probeTool } from '../io/git/probe.js';
import { GitOperationError } from '../io/git/repository.js';
import { remoteUrl } from '../io/git/source.js';
import { parseListenAddress } from '../io/http/server.js';
import { KubeClient, serviceAccountUser } from '../io/kube/client.js';
import { NotFoundError } from '../io/kube/errors.js';
import { booleanFlag, choiceFlag, durationFlag, parseDuration, parseFlags, stringFlag, stringListFlag, type ParsedArgs } from './args.js';
import { UsageError, type Command, type CommandContext } from './command.js';
import { EXIT, type ExitCode } from '../core/exit-codes.js';
import { leaseTimings, type LeaseTimings } from './lease-flags.js';
import { isDns1123Label, isDns1123Subdomain } from '../core/kube/names.js';

const USAGE = `usage: driftgate agent --repo URL|PATH --branch B --path P --kubeconfig K [flags]

Keeps a cluster equal to a Git path: every new commit goes through the same check and CRD
gate as pull requests, is applied with server-side apply (field manager driftgate-sync),
objects that left Git are pruned, drift is reverted or reported, and the outcome is posted
to GitHub. Runs the tenant operator in the same process unless --no-operator.
See docs/agent.md.

  --repo URL|PATH          Git repository (https://, ssh://, file:// or a local path); never
                           put credentials in the URL: the token comes from GITHUB_TOKEN
  --branch B               branch to follow (default: main)
  --path P                 directory in the repository to apply (default: the whole repository)
  --kubeconfig K           kubeconfig (default: $KUBECONFIG, ~/.kube/config, or in-cluster)
  --interval D             how often to look for a new commit with ls-remote (default: 1m)
  --drift enforce|warn     revert drift (default) or only report it
  --github-repo OWNER/NAME post commit statuses, check runs and PR comments there
                           (token: GITHUB_TOKEN; API: GITHUB_API_URL, default https://api.github.com)
  --webhook-addr A         serve the GitHub push webhook at A/webhook (secret: DRIFTGATE_WEBHOOK_SECRET)
  --metrics-addr A         serve /metrics, /healthz and /readyz at A, e.g. :8080
  --no-operator            do not run the tenant operator in this process
  --shards N               split the sync into N shards (1 to 1024; default 1: one leader syncs
                           everything); every replica syncs the shards whose Lease it holds
                           (driftgate-agent-<sync>-shard-<k>). Needs leader election and
                           --no-operator (run deploy/operator-sharded beside it). Change N only
                           with every replica stopped (docs/agent.md, "Sharding")
  --lease-duration D       how long a Lease (leader or shard) stays held without a renew before
                           another replica may take it (default: 15s; 8s with --shards > 1)
  --renew-deadline D       a holder that could not renew for this long stops its work (default:
                           10s; 6s with --shards > 1; shorter than --lease-duration)
  --retry-period D         how often Leases are renewed and tried (default: 2s; 1s with
                           --shards > 1; shorter than --renew-deadline)
  --dry-run                check and dry-run everything; change nothing
  --scope FILE             the sync's scope (a SyncScope file: namespaces, clusterKinds, deniedKinds);
                           default: any namespace but kube-*, default, driftgate-system and the
                           agent's own; Namespaces and CRDs as the only cluster-scoped kinds
  --scope-configmap NAME   read the scope from this ConfigMap (key scope.yaml) in the agent's
                           namespace for every revision (instead of --scope)
  --default-namespace NS   namespace for namespaced objects in Git that name none
  --service-account NS/NAME  every apply, dry-run and delete impersonates this service account,
                           so the API server's RBAC enforces the scope too
  --adopt-crd NAME         let the sync take over this existing CustomResourceDefinition although
                           it did not create it (repeatable); without it a CRD in Git that exists
                           live and is not in the sync's inventory refuses the revision
                           (driftgate.dev/adopt in Git never adopts a CRD)
  --prune-crds             delete CRDs that left Git, only when every object of their kind is
                           one the same prune deletes; default: such a CRD is kept and reported
  --log-level LEVEL        debug | info | warn | error (default: $DRIFTGATE_LOG_LEVEL or info);
                           JSON lines on standard output with "level":"info" and an ISO time

Environment: GITHUB_TOKEN, GITHUB_API_URL, DRIFTGATE_WEBHOOK_SECRET, DRIFTGATE_NAMESPACE
(inventory and lease; default $POD_NAMESPACE or driftgate-system), DRIFTGATE_ALLOW_EMPTY_PRUNE,
DRIFTGATE_READY_TIMEOUT (default 5m), DRIFTGATE_DRIFT_SCAN_INTERVAL (default 10m),
DRIFTGATE_CACHE_DIR, DRIFTGATE_LEADER_ELECTION (default true), DRIFTGATE_LOG_LEVEL,
DRIFTGATE_GITHUB_WRITE_INTERVAL (default 1s between GitHub writes, as GitHub recommends).

Exit codes: 0 stopped by SIGTERM/SIGINT; 1 lost the leader lease (restart me; never with
--shards > 1, where a lost shard is campaigned for again); 2 usage or configuration error.
`;

const FLAGS = {
  repo: { type: 'string' },
  branch: { type: 'string' },
  path: { type: 'string' },
  kubeconfig: { type: 'string' },
  interval: { type: 'string' },
  drift: { type: 'string' },
  'github-repo': { type: 'string' },
  'webhook-addr': { type: 'string' },
  'metrics-addr': { type: 'string' },
  'no-operator': { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  scope: { type: 'string' },
  'scope-configmap': { type: 'string' },
  'default-namespace': { type: 'string' },
  'service-account': { type: 'string' },
  'adopt-crd': { type: 'string', multiple: true },
  'prune-crds': { type: 'boolean' },
  'log-level': { type: 'string' },
  shards: { type: 'string' },
  'lease-duration': { type: 'string' },
  'renew-deadline': { type: 'string' },
  'retry-period': { type: 'string' },
} as const;

/** Everything one `driftgate agent` run needs, parsed and checked. */
export interface AgentCommandSettings {
  readonly agent: AgentSettings;
  readonly kubeconfig: string | undefined;
  readonly githubRepo: { owner: string; repo: string } | undefined;
  readonly githubToken: string | undefined;
  readonly githubApiUrl: string;
  readonly webhook: { address: string; secret: string } | undefined;
  readonly metricsAddress: string | undefined;
  readonly operator: boolean;
  readonly leaderElection: boolean;
  /** Shards of the sync (1: unsharded). */
  readonly shards: number;
  /** Lease timings (the leader Lease, or every shard and member Lease). */
  readonly lease: LeaseTimings;
  readonly logLevel: LogLevel;
  /** Spacing between GitHub writes; undefined keeps octokit's (1 s, GitHub's recommendation). */
  readonly githubWriteIntervalMs: number | undefined;
}

function envDuration(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const ms = parseDuration(text);
  if (ms === undefined) throw new UsageError(`${name} must be a duration such as 30s, 5m or 1h; found ${JSON.stringify(text)}`);
  return ms;
}

function envBool(env: Readonly<Record<string, string | undefined>>, name: string, fallback: boolean): boolean {
  const v = env[name];
  if (v === undefined || v === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(v)) return true;
  if (/^(0|false|no|off)$/i.test(v)) return false;
  throw new UsageError(`${name} must be true or false; found ${JSON.stringify(v)}`);
}

/** The GitHub token goes to git only for GitHub (or the GitHub Enterprise host of GITHUB_API_URL). */
export function tokenForGit(repoUrl: string, apiUrl: string, token: string | undefined): string | undefined {
  if (!token || !/^https:\/\//i.test(repoUrl)) return undefined;
  const host = new URL(repoUrl).host.toLowerCase();
  const apiHost = new URL(apiUrl).host.toLowerCase();
  return host === 'github.com' || host === apiHost || `api.${host}` === apiHost ? token : undefined;
}

export function agentSettings(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, cwd: string): AgentCommandSettings {
  const args = parseFlags(argv, FLAGS);
  if (args.positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(args.positionals[0])}`);
  const repoFlag = stringFlag(args, 'repo');
  if (repoFlag === undefined || repoFlag === '') throw new UsageError('--repo is required');
  const repo = /^[a-z][a-z0-9+.-]*:\/\//i.test(repoFlag) || /^[^/]+@[^/:]+:/.test(repoFlag) ? repoFlag : path.resolve(cwd, repoFlag);
  let url: string;
  try {
    url = remoteUrl(repo);
  } catch (error) {
    throw new UsageError(`--repo: ${error instanceof Error ? error.message : String(error)}`);
  }
  const branch = stringFlag(args, 'branch') ?? 'main';
  const syncPath = (stringFlag(args, 'path') ?? '').replace(/^\.?\/+|\/+$/g, '');
  if (syncPath.split('/').includes('..')) throw new UsageError('--path must stay inside the repository');
  const kubeconfig = stringFlag(args, 'kubeconfig');
  if (kubeconfig !== undefined && !existsSync(kubeconfig)) throw new UsageError(`--kubeconfig ${kubeconfig}: no such file`);
  const intervalMs = durationFlag(args, 'interval', 60_000);
  if (intervalMs < 1000) throw new UsageError('--interval must be at least 1s');
  const drift = choiceFlag(args, 'drift', DRIFT_MODES, 'enforce');
  const githubRepoText = stringFlag(args, 'github-repo');
  const githubRepo = githubRepoText === undefined ? undefined : parseRepository(githubRepoText);
  if (githubRepoText !== undefined && !githubRepo) throw new UsageError(`--github-repo must look like OWNER/NAME; found ${JSON.stringify(githubRepoText)}`);
  const githubToken = env.GITHUB_TOKEN === '' ? undefined : env.GITHUB_TOKEN;
  if (githubRepo && !githubToken) throw new UsageError('--github-repo needs a token in GITHUB_TOKEN');
  const githubApiUrl = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
  const webhookAddress = stringFlag(args, 'webhook-addr');
  const secret = env.DRIFTGATE_WEBHOOK_SECRET;
  if (webhookAddress !== undefined && (secret === undefined || secret === '')) throw new UsageError('--webhook-addr needs the webhook secret in DRIFTGATE_WEBHOOK_SECRET (unsigned webhooks are never accepted)');
  for (const [flag, value] of [['webhook-addr', webhookAddress], ['metrics-addr', stringFlag(args, 'metrics-addr')]] as const) {
    if (value === undefined) continue;
    try {
      parseListenAddress(value);
    } catch (error) {
      throw new UsageError(`--${flag}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const level = logLevelFrom(stringFlag(args, 'log-level'), { name: 'DRIFTGATE_LOG_LEVEL', value: env.DRIFTGATE_LOG_LEVEL });
  const namespace = env.DRIFTGATE_NAMESPACE || env.POD_NAMESPACE || inClusterNamespace() || 'driftgate-system';
  const gitToken = env.DRIFTGATE_GIT_TOKEN || tokenForGit(url, githubApiUrl, githubToken);
  const base = { repo, branch, path: syncPath };
  const guard = guardFlags(args, cwd);
  const cacheDir = env.DRIFTGATE_CACHE_DIR || path.join(tmpdir(), `driftgate-git-${syncId(base, url)}`);
  const leaderElection = envBool(env, 'DRIFTGATE_LEADER_ELECTION', true);
  const operator = !booleanFlag(args, 'no-operator');
  const shards = shardsFlag(args, { leaderElection, operator });
  return {
    agent: {
      ...base,
      intervalMs,
      drift,
      dryRun: booleanFlag(args, 'dry-run'),
      namespace,
      cacheDir,
      ...(gitToken ? { token: gitToken } : {}),
      allowEmptyPrune: envBool(env, 'DRIFTGATE_ALLOW_EMPTY_PRUNE', false),
      readyTimeoutMs: envDuration(env, 'DRIFTGATE_READY_TIMEOUT', 300_000),
      driftScanIntervalMs: envDuration(env, 'DRIFTGATE_DRIFT_SCAN_INTERVAL', 600_000),
      ...(env.DRIFTGATE_GITHUB_WRITE_INTERVAL ? { githubWriteIntervalMs: envDuration(env, 'DRIFTGATE_GITHUB_WRITE_INTERVAL', 1000) } : {}),
      ...guard,
    },
    kubeconfig,
    githubRepo,
    githubToken,
    githubApiUrl,
    webhook: webhookAddress !== undefined && secret ? { address: webhookAddress, secret } : undefined,
    metricsAddress: stringFlag(args, 'metrics-addr'),
    operator,
    leaderElection,
    shards,
    lease: leaseTimings(args, { enabled: leaderElection, needs: 'leader election (DRIFTGATE_LEADER_ELECTION is false)', sharded: shards > 1 }),
    githubWriteIntervalMs: env.DRIFTGATE_GITHUB_WRITE_INTERVAL ? envDuration(env, 'DRIFTGATE_GITHUB_WRITE_INTERVAL', 1000) : undefined,
    logLevel: level,
  };
}

/** --shards: 1 to 1024; more than 1 needs leader election (a Lease per shard) and --no-operator. */
export function shardsFlag(args: ParsedArgs, context: { readonly leaderElection: boolean; readonly operator: boolean }): number {
  const text = stringFlag(args, 'shards') ?? '1';
  const shards = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isInteger(shards) || shards < 1 || shards > 1024) throw new UsageError(`--shards must be a whole number from 1 to 1024; found ${JSON.stringify(text)}`);
  if (shards > 1 && !context.leaderElection) throw new UsageError('--shards needs leader election (each shard has its own Lease); unset DRIFTGATE_LEADER_ELECTION=false');
  if (shards > 1 && context.operator) throw new UsageError('--shards needs --no-operator: the embedded tenant operator is not sharded; run the sharded operator (deploy/operator-sharded) beside the agent');
  return shards;
}

/** --scope, --scope-configmap, --default-namespace, --service-account, --adopt-crd, --prune-crds (trusted configuration). */
function guardFlags(args: ParsedArgs, cwd: string): Pick<AgentSettings, 'scope' | 'defaultNamespace' | 'serviceAccount' | 'adoptCrds' | 'pruneCrds'> {
  const scopeFile = stringFlag(args, 'scope');
  const scopeConfigMap = stringFlag(args, 'scope-configmap');
  if (scopeFile !== undefined && scopeConfigMap !== undefined) throw new UsageError('--scope and --scope-configmap exclude each other');
  let scope: ScopeSource | undefined;
  if (scopeFile !== undefined) {
    const file = path.resolve(cwd, scopeFile);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new UsageError(`--scope ${scopeFile}: cannot read the file`);
    }
    const parsed = parseScopeConfig(text, { file: scopeFile });
    const first = parsed.findings[0];
    if (first) throw new UsageError(`--scope ${first.file}:${first.line ?? 1}:${first.column ?? 1}: ${first.message}`);
    scope = { kind: 'file', path: file, text };
  } else if (scopeConfigMap !== undefined) {
    if (!isDns1123Subdomain(scopeConfigMap)) throw new UsageError(`--scope-configmap must be a ConfigMap name; found ${JSON.stringify(scopeConfigMap)}`);
    scope = { kind: 'configmap', name: scopeConfigMap };
  }
  const defaultNamespace = stringFlag(args, 'default-namespace');
  if (defaultNamespace !== undefined && !isDns1123Label(defaultNamespace)) throw new UsageError(`--default-namespace must be a namespace name; found ${JSON.stringify(defaultNamespace)}`);
  const sa = stringFlag(args, 'service-account');
  let serviceAccount: AgentSettings['serviceAccount'];
  if (sa !== undefined) {
    const [namespace, name, extra] = sa.split('/');
    if (!namespace || !name || extra !== undefined || !isDns1123Label(namespace) || !isDns1123Subdomain(name)) throw new UsageError(`--service-account must look like NAMESPACE/NAME; found ${JSON.stringify(sa)}`);
    serviceAccount = { namespace, name };
  }
  const adoptCrds = stringListFlag(args, 'adopt-crd');
  for (const name of adoptCrds) {
    // <plural>.<group>: a CRD's name always has a dot
    if (!isDns1123Subdomain(name) || !name.includes('.')) throw new UsageError(`--adopt-crd must be a CustomResourceDefinition name such as tenantonboardings.platform.example.com; found ${JSON.stringify(name)}`);
  }
  const pruneCrds = booleanFlag(args, 'prune-crds');
  return {
    ...(scope ? { scope } : {}),
    ...(defaultNamespace !== undefined ? { defaultNamespace } : {}),
    ...(serviceAccount ? { serviceAccount } : {}),
    ...(adoptCrds.length > 0 ? { adoptCrds } : {}),
    ...(pruneCrds ? { pruneCrds } : {}),
  };
}

function inClusterNamespace(): string | undefined {
  try {
    return readFileSync('/var/run/secrets/kubernetes.io/serviceaccount/namespace', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The agent's logger: JSON lines; tokens are redacted wherever they appear as a field. */
export function agentLogger(level: LogLevel, destination: NodeJS.WritableStream | number = 1): Logger {
  return jsonLogger({
    level,
    component: 'driftgate-agent',
    destination,
    redact: ['token', '*.token', 'authorization', '*.authorization', 'headers.authorization', 'secret', '*.secret'],
  });
}

async function ensureNamespace(kc: KubeConfig, namespace: string, log: Logger): Promise<void> {
  const client = new KubeClient({ kubeConfig: kc, userAgent: 'driftgate-agent' });
  try {
    await client.request({ method: 'GET', path: `/api/v1/namespaces/${encodeURIComponent(namespace)}` });
  } catch (error) {
    if (!(error instanceof NotFoundError)) return; // no permission to look: the Deployment's namespace exists
    await client.request({ method: 'POST', path: '/api/v1/namespaces', body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: namespace } } }).catch(() => undefined);
    log.info({ namespace }, 'created the agent namespace');
  } finally {
    client.close();
  }
}

export const agentCommand: Command = {
  name: 'agent',
  summary: 'Sync a Git path to the cluster through the same gates, detect drift, report to GitHub',
  usage: USAGE,
  async run(context: CommandContext): Promise<ExitCode> {
    const s = agentSettings(context.argv, context.env, context.cwd);
    // Checked once before anything else: without git every poll would fail while the pod stays Ready.
    const noGit = await probeTool({ command: 'git', args: ['--version'], neededFor: 'to read the repository', env: context.env });
    if (noGit !== undefined) {
      context.stderr.write(`driftgate agent: ${noGit}\n`);
      return EXIT.usage;
    }
    let kc: KubeConfig;
    try {
      kc = loadKubeConfig({ path: s.kubeconfig, env: context.env, cwd: context.cwd }).kubeConfig;
      await preflight({ kubeConfig: kc, path: '/version', what: 'the Kubernetes API' });
    } catch (error) {
      if (!(error instanceof KubeConfigError)) throw error;
      context.stderr.write(`driftgate agent: ${error.message}\n`);
      return EXIT.usage;
    }
    const log = agentLogger(s.logLevel);
    const github = s.githubRepo && s.githubToken
      ? createGitHubReporter({
          repository: s.githubRepo,
          client: createGitHubClient({
            token: s.githubToken,
            baseUrl: s.githubApiUrl,
            userAgent: 'driftgate-agent',
            log: { debug: (m) => log.debug(m), info: (m) => log.info(m), warn: (m) => log.warn(m) },
            ...(s.githubWriteIntervalMs !== undefined ? { timing: { writeSpacingMs: s.githubWriteIntervalMs } } : {}),
          }),
        })
      : undefined;
    await ensureNamespace(kc, s.agent.namespace, log);
    const operatorFactory = s.operator
      ? async (): Promise<() => EmbeddedOperator> => {
          const { Operator } = await import('../operator/operator.js');
          const opLog = log.child({ component: 'driftgate-operator' });
          // The agent's own namespace (inventory, lease) is never a tenant's.
          return () => new Operator({ kubeConfig: kc, reservedNamespaces: [s.agent.namespace], log: (level, message, fields) => opLog[level](fields ?? {}, message) });
        }
      : undefined;
    let runtime;
    try {
      runtime = await startAgentRuntime({
        settings: s.agent,
        kubeConfig: kc,
        clock: realClock,
        log,
        ...(github ? { github } : {}),
        ...(s.webhook ? { webhook: s.webhook } : {}),
        ...(s.metricsAddress !== undefined ? { metricsAddress: s.metricsAddress } : {}),
        ...(operatorFactory ? { operator: await operatorFactory() } : {}),
        ...(s.leaderElection ? { leaderElection: { ...s.lease } } : {}),
        ...(s.shards > 1 ? { shards: s.shards } : {}),
      });
    } catch (error) {
      if (error instanceof GitOperationError) {
        context.stderr.write(`driftgate agent: ${error.message}\n`);
        return EXIT.usage;
      }
      throw error;
    }
    log.info({ repo: runtime.displayUrl, branch: s.agent.branch, path: s.agent.path || '.', sync: runtime.sync, drift: s.agent.drift, dryRun: s.agent.dryRun, operator: s.operator, ...(s.shards > 1 ? { shards: s.shards } : {}), impersonating: runtime.agent?.writeClient.impersonating ?? (s.agent.serviceAccount ? serviceAccountUser(s.agent.serviceAccount.namespace, s.agent.serviceAccount.name) : undefined), github: s.githubRepo ? `${s.githubRepo.owner}/${s.githubRepo.repo}` : undefined }, 'driftgate agent started');
    const code = await new Promise<ExitCode>((resolve) => {
      const onSignal = (signal: NodeJS.Signals): void => {
        log.info({ signal }, 'shutting down');
        void runtime.stop().then(() => resolve(EXIT.ok));
      };
      process.once('SIGTERM', onSignal);
      process.once('SIGINT', onSignal);
      void runtime.done.then((why) => {
        if (why === 'lost') resolve(EXIT.findings);
      });
    });
    log.info({ code }, 'stopped');
    log.flush();
    return code;
  },
};
