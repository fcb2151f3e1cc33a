// docs/deploy-kind.md, followed by a test: its shell blocks run in order with bash and kubectl
// against a kube-testenv control plane this file starts (the guide installs cluster-wide objects,
// a GPU-capacity webhook with failurePolicy Fail among them: not on the shared cluster). Each
// block carries a marker in its fence (```sh test=run | settings | skip: REASON | pods: REASON); the
// page's last section says what each means and what differs from a kind cluster.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/server.js';
import { eventually } from '../../support/cluster.js';
import { REPO_ROOT, startControlPlane, type ControlPlane } from '../../support/control-plane.js';

const GUIDE = path.join(REPO_ROOT, 'docs/deploy-kind.md');
const KUBECTL = process.env.DRIFTGATE_TEST_KUBECTL ?? 'kubectl';
const CLI = path.join(REPO_ROOT, 'bin/driftgate.js');

type Marker = 'run' | 'settings' | 'skip' | 'pods';
interface Block {
  readonly marker: Marker;
  readonly reason: string;
  readonly script: string;
  readonly line: number;
}

/**
 * Every shell block of the guide, with its marker from the fence's info string
 * (```sh test=run, test=settings, test=skip: REASON, test=pods: REASON); a shell block without
 * one throws, so no command of the guide goes untested or unexplained.
 */
export function guideBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const match of markdown.matchAll(/^```(\w*)([^\n]*)\n([\s\S]*?)^```$/gm)) {
    const line = markdown.slice(0, match.index).split('\n').length;
    if (!['sh', 'bash', 'shell', 'console'].includes(match[1] ?? '')) continue;
    const marker = /^ test=(run|settings|skip|pods)(?::(.*))?$/.exec(match[2] ?? '');
    if (match[1] !== 'sh' || !marker) throw new Error(`docs/deploy-kind.md:${line}: a shell block without a test= marker (\`\`\`sh test=run, settings, skip: REASON or pods: REASON)`);
    const kind = marker[1] as Marker;
    const reason = (marker[2] ?? '').trim();
    if ((kind === 'skip' || kind === 'pods') && reason === '') throw new Error(`docs/deploy-kind.md:${line}: "${kind}" needs a reason`);
    blocks.push({ marker: kind, reason, script: match[3] ?? '', line });
  }
  return blocks;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface Container {
  image: string;
  args: string[];
  env?: Array<{ name: string; value?: string; valueFrom?: { configMapKeyRef?: { name: string; key: string }; secretKeyRef?: { name: string; key: string }; fieldRef?: { fieldPath: string } } }>;
}

/** The guide needs kubectl >= 1.31 (`wait --for=create`) and the test the built CLI; without them it says so. */
function skipReason(): string | undefined {
  if (!existsSync(CLI) || !existsSync(path.join(REPO_ROOT, 'dist/cli.cjs'))) return 'it runs the built CLI (npm run build)';
  const version = spawnSync(KUBECTL, ['version', '--client', '-o', 'json'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) return `it needs kubectl >= 1.31 (${KUBECTL}: ${version.error?.message ?? version.stderr.trim()})`;
  const minor = Number.parseInt((JSON.parse(version.stdout) as { clientVersion?: { minor?: string } }).clientVersion?.minor ?? '0', 10);
  return minor >= 31 ? undefined : `it needs kubectl >= 1.31, found 1.${minor}`;
}
const SKIP = skipReason();

describe('docs/deploy-kind.md markers', () => {
  it('every shell block is marked, the skipped ones say why, and the settings are the ones the test substitutes', () => {
    const blocks = guideBlocks(readFileSync(GUIDE, 'utf8'));
    expect(blocks.filter((b) => b.marker === 'settings')).toHaveLength(1);
    expect(blocks.filter((b) => b.marker === 'pods')).toHaveLength(1);
    expect(blocks.filter((b) => b.marker === 'run').length).toBeGreaterThanOrEqual(5);
    const guideVariables = [...blocks.find((b) => b.marker === 'settings')!.script.matchAll(/^export (\w+)=/gm)].map((m) => m[1]);
    expect(guideVariables).toEqual(['KIND_CLUSTER', 'IMAGE', 'TENANTS_REPO', 'GITHUB_REPO', 'GITHUB_TOKEN']);
    expect(() => guideBlocks('text\n```sh\nkind create cluster\n```\n')).toThrow(/without a test= marker/);
    expect(() => guideBlocks('text\n```console\n$ kind create cluster\n```\n')).toThrow(/without a test= marker/);
    expect(() => guideBlocks('```sh test=skip\nkind create cluster\n```\n')).toThrow(/needs a reason/);
    expect(() => guideBlocks('```sh test=pods: \nkubectl get pods\n```\n')).toThrow(/needs a reason/);
    expect(guideBlocks('```yaml\na: 1\n```\n```sh test=run\nkubectl get ns\n```\n')).toEqual([{ marker: 'run', reason: '', script: 'kubectl get ns\n', line: 4 }]);
  });
});

// Printed by the reporter as a passing test whose name says why the guide was not followed.
it.runIf(SKIP !== undefined)(`docs/deploy-kind.md on kube-testenv: skipped, ${SKIP ?? ''}`, () => {
  expect(SKIP).toBeDefined();
});

describe.skipIf(SKIP !== undefined)('docs/deploy-kind.md, followed on kube-testenv', () => {
  let cp: ControlPlane;
  let scratch: string;
  let github: FakeGitHub;
  const processes: Array<{ name: string; child: ChildProcess; output: () => string }> = [];
  const transcript: string[] = [];
  let settings = '';

  const env = (): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    HOME: path.join(scratch, 'home'),
    KUBECONFIG: cp.kubeconfig,
    GIT_AUTHOR_NAME: 'Platform Team',
    GIT_AUTHOR_EMAIL: 'platform@example.com',
    GIT_COMMITTER_NAME: 'Platform Team',
    GIT_COMMITTER_EMAIL: 'platform@example.com',
    GIT_CONFIG_NOSYSTEM: '1',
  });

  /**
   * Runs a script with bash (errexit, nounset, pipefail) in the scratch folder, after the test's
   * settings. Asynchronous: the fake GitHub and the processes' output are served meanwhile.
   */
  const bash = (script: string, what: string): Promise<string> =>
    new Promise((resolve, reject) => {
      const child = spawn('bash', ['--norc', '--noprofile', '-c', `set -euo pipefail\n${settings}\n${script}`], { cwd: scratch, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        transcript.push(`$ ${what}\n${stdout}${stderr}`);
        if (code === 0) return resolve(stdout);
        reject(new Error(`${what} exited ${code ?? signal}:\n${stdout}${stderr}\n--- processes ---\n${processes.map((p) => `[${p.name}]\n${p.output().slice(-3000)}`).join('\n')}`));
      });
    });
  const kubectl = (args: string): Promise<string> => bash(`${KUBECTL} ${args}`, `kubectl ${args}`);
  const json = async <T>(args: string): Promise<T> => JSON.parse(await kubectl(`${args} -o json`)) as T;

  beforeAll(async () => {
    cp = await startControlPlane({ controllers: ['garbage-collector-controller', 'namespace-controller', 'clusterrole-aggregation-controller'] });
    scratch = mkdtempSync(path.join(tmpdir(), 'driftgate-deploy-kind-'));
    mkdirSync(path.join(scratch, 'home'));
    // A clone's root, as far as the guide reads it.
    cpSync(path.join(REPO_ROOT, 'deploy'), path.join(scratch, 'deploy'), { recursive: true });
    cpSync(path.join(REPO_ROOT, 'examples'), path.join(scratch, 'examples'), { recursive: true });
    spawnSync('git', ['init', '--quiet', '--bare', '--initial-branch', 'main', path.join(scratch, 'remote/tenants.git')]);
    github = await startFakeGitHub();
    settings = [
      `export KIND_CLUSTER=driftgate`,
      `export IMAGE=driftgate:dev`,
      `export TENANTS_REPO=file://${path.join(scratch, 'remote/tenants.git')}`,
      `export GITHUB_REPO=acme/tenants`,
      `export GITHUB_TOKEN=test-token`,
    ].join('\n');
  });

  afterAll(async () => {
    for (const p of processes) p.child.kill('SIGTERM');
    await Promise.all(processes.map((p) => (p.child.exitCode === null && p.child.signalCode === null ? new Promise((r) => p.child.once('exit', r)) : undefined)));
    await github?.close();
    await cp?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  /** The operator and the agent as their Deployments would run them (see the guide's last section). */
  const startFromDeployment = async (name: 'driftgate-operator' | 'driftgate-agent', serviceAccount: string): Promise<string[]> => {
    const deployment = await json<{ spec: { template: { spec: { containers: Container[]; serviceAccountName: string } } } }>(`-n driftgate-system get deployment ${name}`);
    const pod = deployment.spec.template.spec;
    expect(pod.serviceAccountName).toBe(serviceAccount);
    const container = pod.containers[0]!;
    expect(container.image, `${name}: images: in the overlay`).toBe('driftgate:dev');
    const vars: Record<string, string> = {};
    for (const e of container.env ?? []) {
      const from = e.valueFrom;
      if (e.value !== undefined) vars[e.name] = e.value;
      else if (from?.configMapKeyRef) vars[e.name] = (await json<{ data: Record<string, string> }>(`-n driftgate-system get configmap ${from.configMapKeyRef.name}`)).data[from.configMapKeyRef.key]!;
      else if (from?.secretKeyRef) vars[e.name] = Buffer.from((await json<{ data: Record<string, string> }>(`-n driftgate-system get secret ${from.secretKeyRef.name}`)).data[from.secretKeyRef.key]!, 'base64').toString('utf8');
      else if (from?.fieldRef?.fieldPath === 'metadata.namespace') vars[e.name] = 'driftgate-system';
      else if (from?.fieldRef?.fieldPath === 'metadata.name') vars[e.name] = `${name}-test`;
      else throw new Error(`${name}: env ${e.name}: a source the test does not resolve`);
    }
    // Kubernetes expands $(VAR) in args from the container's environment.
    const args = container.args.map((a) => a.replace(/\$\(([A-Z_]+)\)/g, (whole, v: string) => vars[v] ?? whole));
    for (const a of args) expect(a, `${name}: an unexpanded parameter`).not.toMatch(/\$\(/);
    // Outside a cluster: loopback listeners on free ports (the pods listen on :8080, :9000, :9443).
    const local = await Promise.all(
      args.map(async (a) => {
        const m = /^(--(?:metrics|webhook)-addr)=:\d+$/.exec(a);
        return m ? `${m[1]}=127.0.0.1:${await freePort()}` : a;
      }),
    );
    if (name === 'driftgate-operator') local.push('--webhook-host', '127.0.0.1');
    // Its service account's token, as the pod would have it mounted.
    const token = (await kubectl(`-n driftgate-system create token ${serviceAccount} --duration=1h`)).trim();
    const kubeconfig = path.join(scratch, `${serviceAccount}.kubeconfig`);
    writeFileSync(
      kubeconfig,
      [
        'apiVersion: v1',
        'kind: Config',
        `clusters: [{ name: c, cluster: { server: '${cp.server}', certificate-authority: '${cp.caFile}' } }]`,
        `users: [{ name: u, user: { token: '${token}' } }]`,
        `contexts: [{ name: c, context: { cluster: c, user: u } }]`,
        'current-context: c',
        '',
      ].join('\n'),
    );
    local.push('--kubeconfig', kubeconfig);
    const child = spawn(process.execPath, [CLI, ...local], {
      cwd: scratch,
      env: { PATH: process.env.PATH, HOME: path.join(scratch, 'home'), ...vars, GITHUB_API_URL: github.url, DRIFTGATE_CACHE_DIR: path.join(scratch, `${name}-cache`) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString('utf8')));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString('utf8')));
    child.once('exit', (code) => (output += `\n[exited ${code}]\n`));
    processes.push({ name, child, output: () => output });
    transcript.push(`[started] ${name}: driftgate ${local.join(' ')}`);
    return local;
  };

  it('applies deploy/ with the parameters, lets the agent and operator do their jobs with the shipped RBAC, and syncs a tenant from a local git repository', { timeout: 600_000 }, async () => {
    const blocks = guideBlocks(readFileSync(GUIDE, 'utf8'));
    for (const block of blocks) {
      const what = `docs/deploy-kind.md:${block.line} (${block.marker})`;
      if (block.marker === 'settings' || block.marker === 'skip') {
        transcript.push(`[${block.marker}] ${what}${block.reason ? `: ${block.reason}` : ''}`);
        continue;
      }
      if (block.marker === 'run') {
        await bash(block.script, what);
        continue;
      }
      // pods: what the rollout would start. First what the two applies left: the agent's base
      // applied after the operator's must not strip the namespace's Pod Security level.
      expect(await kubectl(`get namespace driftgate-system -o jsonpath='{.metadata.labels.pod-security\\.kubernetes\\.io/enforce}'`)).toBe('restricted');
      expect(await kubectl(`-n driftgate-system get configmap driftgate-scope -o jsonpath='{.data.scope\\.yaml}'`)).toContain('namespaces: [tenants, catalog]');
      const operatorArgs = await startFromDeployment('driftgate-operator', 'driftgate-operator');
      // The GPU-capacity webhook, reached on loopback (no Service network here); the operator
      // injects its CA into the configuration.
      const operatorOutput = processes[0]!.output;
      const webhookPort = operatorArgs.map((a) => /^--webhook-addr=127\.0\.0\.1:(\d+)$/.exec(a)?.[1]).find(Boolean);
      expect(webhookPort).toBeDefined();
      await kubectl(
        `patch validatingwebhookconfiguration driftgate-tenant-gpu-capacity --type=json -p '[{"op":"replace","path":"/webhooks/0/clientConfig","value":{"url":"https://127.0.0.1:${webhookPort}/validate-gpu-capacity"}}]'`,
      );
      await eventually(() => expect(operatorOutput()).toMatch(/became leader|leading/), { timeoutMs: 60_000, message: 'the operator never led' });
      await startFromDeployment('driftgate-agent', 'driftgate-agent');
    }

    // The parameters reached the agent: the repository it fetches is the one the guide set.
    const agent = processes.find((p) => p.name === 'driftgate-agent')!;
    expect(agent.output()).toContain('driftgate agent started');
    expect(transcript.find((t) => t.startsWith('[started] driftgate-agent'))).toContain(`--repo=file://${path.join(scratch, 'remote/tenants.git')}`);
    // The tenant's namespace, made by the operator, and the statuses the agent posted.
    expect(await kubectl('get namespace catalog -o jsonpath={.status.phase}')).toBe('Active');
    await eventually(() => expect(github.statuses.some((s) => s.context === 'driftgate/tenants/catalog' && s.state === 'success')).toBe(true), { timeoutMs: 60_000 });
    // The agent wrote the tenant as driftgate-sync (impersonated), the operator its status.
    const managers = await kubectl(`-n tenants get tenantonboarding catalog -o jsonpath='{range .metadata.managedFields[*]}{.manager}/{.subresource}{"\\n"}{end}'`);
    expect(managers.split('\n')).toEqual(expect.arrayContaining(['driftgate-sync/', 'driftgate-operator/status']));
    expect(github.checkRuns.some((r) => r.name === 'driftgate sync' && r.conclusion === 'success')).toBe(true);
    // Nothing was refused for lack of permissions along the way.
    for (const p of processes) expect(p.output(), p.name).not.toMatch(/forbidden/i);
  });
});
