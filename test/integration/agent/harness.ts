// Shared setup for the sync agent's integration tests: a real git repository (file:// remote)
// seeded with the policy pack, a test namespace in the kube-testenv cluster for the inventory
// and the tenants, the TenantOnboarding CRD, and a SyncAgent driven poll by poll.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { KubeConfig } from '@kubernetes/client-node';
import { pino } from 'pino';
import { Registry } from 'prom-client';
import { SyncAgent, type AgentSettings } from '../../../src/agent/agent.js';
import { AgentMetrics } from '../../../src/agent/metrics.js';
import { realClock } from '../../../src/controller/clock.js';
import { type Clock } from '../../../src/core/ports/clock.js';
import { createGitHubClient } from '../../../src/io/github/client.js';
import { createGitHubReporter, type GitHubReporter } from '../../../src/io/github/reporter.js';
import { EventRecorder } from '../../../src/io/kube/events.js';
import { KubeClient, type RequestRecord } from '../../../src/io/kube/client.js';
import { parseYaml } from '../../../src/core/yaml/parse.js';
import { createTestNamespace, deleteNamespace, installCrd, randomSuffix, testKubeConfig } from '../../support/cluster.js';
import { REPO_ROOT as REPO_ROOT_FOR_TESTS } from '../../support/control-plane.js';
import { createGitFixture, type GitFixture } from '../../support/git-fixture.js';
import type { FakeGitHub } from '../../support/fake-github/server.js';

export const CRD_FILE = path.join(REPO_ROOT_FOR_TESTS, 'deploy/crds/tenantonboardings.platform.example.com.yaml');

/** The policy pack as files for a fixture repository (policies/driftgate.yaml and admission/). */
export function policyPackFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  const dir = path.join(REPO_ROOT_FOR_TESTS, 'policies');
  out['policies/driftgate.yaml'] = readFileSync(path.join(dir, 'driftgate.yaml'), 'utf8');
  for (const f of readdirSync(path.join(dir, 'admission'))) if (f.endsWith('.yaml')) out[`policies/admission/${f}`] = readFileSync(path.join(dir, 'admission', f), 'utf8');
  return out;
}

export function crdText(): string {
  return readFileSync(CRD_FILE, 'utf8');
}

export function crdObject(): Record<string, unknown> {
  const doc = parseYaml(crdText(), { file: 'crd.yaml' }).documents.find((d) => d.value !== null);
  return doc?.value as Record<string, unknown>;
}

export interface TenantSpec {
  readonly name: string;
  /** Where the TenantOnboarding lives. */
  readonly namespace: string;
  /** The namespace the tenant gets (unique across the cluster). */
  readonly tenantNamespace: string;
  readonly cpu?: string;
  readonly adminGroup?: string;
}

export function tenantYaml(t: TenantSpec): string {
  return [
    'apiVersion: platform.example.com/v1',
    'kind: TenantOnboarding',
    'metadata:',
    `  name: ${t.name}`,
    `  namespace: ${t.namespace}`,
    'spec:',
    `  namespace: ${t.tenantNamespace}`,
    '  quota:',
    `    cpu: "${t.cpu ?? '2'}"`,
    '    memory: 4Gi',
    '    gpuCount: 0',
    '  networkPolicy:',
    '    allowEgressTo: [kube-system]',
    '  access:',
    `    adminGroups: [${t.adminGroup ?? `${t.name}-admins`}]`,
    '',
  ].join('\n');
}

export function configMapYaml(name: string, namespace: string, data: Record<string, string>): string {
  return ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', `  name: ${name}`, `  namespace: ${namespace}`, 'data:', ...Object.entries(data).map(([k, v]) => `  ${k}: ${JSON.stringify(v)}`), ''].join('\n');
}

export interface AgentHarness {
  readonly kc: KubeConfig;
  readonly client: KubeClient;
  /** Test namespace: the synced objects and the TenantOnboardings live here. */
  readonly namespace: string;
  /** The agent's own namespace (inventory; the sync's scope never reaches it). */
  readonly agentNamespace: string;
  readonly fx: GitFixture;
  readonly agent: SyncAgent;
  readonly metrics: AgentMetrics;
  readonly events: EventRecorder;
  /** A unique tenant namespace name for this test. */
  tenantNamespace(prefix: string): string;
  /**
   * One poll (ls-remote) and, when the head moved, the whole pipeline; a poll that fails is
   * polled again (up to four times), as the agent's own loop retries it with backoff, so a
   * transient fault of a loaded machine does not decide a test. Each failure is printed.
   */
  poll(): ReturnType<SyncAgent['pollOnce']>;
  /** Exactly one poll, its failure returned as is (for tests of the failure itself). */
  pollOnce(): ReturnType<SyncAgent['pollOnce']>;
  get(pathname: string): Promise<unknown>;
  /** Re-creates the agent (a restart) with the same settings and state in the cluster. */
  restart(overrides?: Partial<AgentSettings>): Promise<SyncAgent>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  readonly settings?: Partial<AgentSettings>;
  readonly github?: FakeGitHub;
  readonly clock?: Clock;
  /** Start the polling loop (default false: the test calls poll()). */
  readonly loop?: boolean;
  /** The agent's own kubeconfig (e.g. through a proxy); the harness itself uses the test cluster's. */
  readonly agentKubeConfig?: KubeConfig;
  /** Every API request the agent made. */
  readonly onRequest?: (record: RequestRecord) => void;
}

export function fakeGitHubReporter(fake: FakeGitHub): GitHubReporter {
  return createGitHubReporter({
    repository: { owner: 'acme', repo: 'tenants' },
    client: createGitHubClient({ token: 'test-token', baseUrl: fake.url, retries: 2, timing: { retryAfterUnitMs: 1, writeSpacingMs: 0 } }),
  });
}

export async function createAgentHarness(options: HarnessOptions = {}): Promise<AgentHarness> {
  const kc = testKubeConfig();
  await installCrd(kc, crdObject());
  const namespace = await createTestNamespace(kc, 'agent');
  const agentNamespace = await createTestNamespace(kc, 'agent-system');
  const fx = createGitFixture();
  const client = new KubeClient({ kubeConfig: kc, userAgent: 'driftgate-agent-tests' });
  const clock = options.clock ?? realClock;
  const metrics = new AgentMetrics(new Registry());
  const events = new EventRecorder({ client, clock, reportingController: 'driftgate.dev/sync-agent', reportingInstance: 'test' });
  const log = pino({ level: process.env.DRIFTGATE_TEST_LOG ?? 'silent' });
  const github = options.github ? fakeGitHubReporter(options.github) : undefined;
  const settings: AgentSettings = {
    repo: fx.remoteUrl,
    branch: 'main',
    path: 'cluster',
    intervalMs: 3_600_000,
    drift: 'enforce',
    dryRun: false,
    namespace: agentNamespace,
    cacheDir: path.join(fx.root, 'cache'),
    allowEmptyPrune: false,
    readyTimeoutMs: 120_000,
    driftScanIntervalMs: 0,
    ...options.settings,
  };
  const agentKc = options.agentKubeConfig ?? kc;
  const agentClient = options.agentKubeConfig || options.onRequest ? new KubeClient({ kubeConfig: agentKc, userAgent: 'driftgate-agent', ...(options.onRequest ? { onRequest: options.onRequest } : {}) }) : client;
  const make = (s: AgentSettings): SyncAgent =>
    new SyncAgent(s, { kubeConfig: agentKc, clock, log, metrics, events, client: agentClient, ...(github ? { github } : {}) });
  let agent = make(settings);
  await agent.start({ poll: options.loop === true });
  const suffix = randomSuffix(4);
  const harness: AgentHarness = {
    kc,
    client,
    namespace,
    agentNamespace,
    fx,
    metrics,
    events,
    get agent() {
      return agent;
    },
    tenantNamespace: (prefix) => `${prefix}-${suffix}`,
    poll: () => pollRetryingFailures(() => agent.pollOnce()),
    pollOnce: () => agent.pollOnce(),
    get: (pathname) => client.request({ method: 'GET', path: pathname }),
    async restart(overrides = {}) {
      await agent.stop();
      agent = make({ ...settings, ...overrides });
      await agent.start({ poll: options.loop === true });
      return agent;
    },
    async close() {
      await agent.stop();
      await events.flush();
      await deleteNamespace(kc, namespace);
      await deleteNamespace(kc, agentNamespace);
      client.close();
      agentClient.close();
      fx.cleanup();
    },
  };
  return harness;
}

const POLL_ATTEMPTS = 4;

async function pollRetryingFailures(pollOnce: () => ReturnType<SyncAgent['pollOnce']>): ReturnType<SyncAgent['pollOnce']> {
  let outcome = await pollOnce();
  for (let attempt = 1; attempt < POLL_ATTEMPTS && outcome?.kind === 'error'; attempt++) {
    console.warn(`agent harness: poll ${attempt} failed (${outcome.error instanceof Error ? outcome.error.message : String(outcome.error)}); polling again`);
    outcome = await pollOnce();
  }
  return outcome;
}
