#!/usr/bin/env node
// `npm run demo`: the whole product in one run.
//
// Starts a real Kubernetes control plane (tools/kube-testenv), a local stand-in for the GitHub
// API, and a git repository made from examples/; runs `driftgate agent` (the sync loop and the
// tenant operator in one process) against them; then pushes a change, pushes a commit that
// fails policy, and edits a tenant by hand, printing as it happens what the agent does and the
// commit statuses, check runs and comments it posts to "GitHub".
//
//   npm run demo              (installs the dependencies and builds kube-testenv first when needed)
//   npm run demo -- --kubeconfig FILE   (or DRIFTGATE_DEMO_KUBECONFIG=FILE) the same against an
//                             existing throwaway cluster (kind, k3d): no Go build, no kube-testenv;
//                             the demo refuses a cluster that already has its CRD or namespaces, and
//                             deletes what it created when it ends
//   DEMO_VERBOSE=1 npm run demo   also prints every log line of the agent and the operator
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync, accessSync, constants as fsConstants } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createHmac } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { ensureDependencies } from './ensure-deps.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A refusal the user can act on: one line on stderr, no stack, exit 2. */
const refuse = (message) => {
  process.stderr.write(`demo: ${message}\n`);
  process.exit(2);
};
let flags;
try {
  flags = parseArgs({ options: { kubeconfig: { type: 'string' } }, strict: true, allowPositionals: false }).values;
} catch (error) {
  refuse(`${error instanceof Error ? error.message : String(error)} (usage: npm run demo [-- --kubeconfig FILE])`);
}
/** An existing cluster to run against instead of kube-testenv (kind, k3d). */
const KUBECONFIG = flags.kubeconfig ?? (process.env.DRIFTGATE_DEMO_KUBECONFIG || undefined);
if (KUBECONFIG !== undefined) {
  try {
    accessSync(KUBECONFIG, fsConstants.R_OK);
  } catch (error) {
    refuse(`cannot read the kubeconfig ${KUBECONFIG}: ${error instanceof Error && 'code' in error ? error.code : String(error)}`);
  }
}
// The agent's own namespace (inventory, lease, webhook certificates): its own name, so the demo
// never touches a driftgate installed in driftgate-system.
const AGENT_NAMESPACE = 'driftgate-demo';
/** Marks what the demo creates on an existing cluster (the CRD and the namespace "tenants"). */
const DEMO_LABEL = 'driftgate.dev/demo';
const CRD_NAME = 'tenantonboardings.platform.example.com';
const CRD_PATH = `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${CRD_NAME}`;
const firstLine = (error) => (error instanceof Error ? error.message : String(error)).split('\n')[0];
// A fresh clone: install the dependencies, then build the test control plane (each a no-op when current).
ensureDependencies(ROOT);
if (KUBECONFIG === undefined && !process.env.DRIFTGATE_KUBE_TESTENV_BIN) {
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-testenv.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status || 1);
}
const TESTENV = process.env.DRIFTGATE_KUBE_TESTENV_BIN ?? path.join(ROOT, '.cache/bin/kube-testenv');
const VERBOSE = process.env.DEMO_VERBOSE === '1';
const SECRET = 'demo-webhook-secret';
const started = Date.now();
const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const c = (code, text) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);
const stamp = () => c('2', `[${((Date.now() - started) / 1000).toFixed(1).padStart(5)}s]`);
const say = (who, text) => console.log(`${stamp()} ${who.padEnd(7)} ${text}`);
const step = (text) => console.log(`\n${c('1', `── ${text} ${'─'.repeat(Math.max(0, 76 - text.length))}`)}`);
const short = (sha) => sha.slice(0, 7);
/** Commits the agent logged as applied. */
const seenApplied = new Set();
/** Child processes are killed whatever way this process ends. */
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

if (KUBECONFIG === undefined && !existsSync(TESTENV)) {
  console.error(`The demo needs the kube-testenv binary at ${TESTENV}.\nBuild it once with \`npm run build:testenv\` (Go >= 1.26; a cold build takes about 5 minutes on an idle 2-core machine),\nor run it against an existing kind or k3d cluster: npm run demo -- --kubeconfig FILE.`);
  process.exit(2);
}

// TypeScript sources (the fake GitHub, the cluster client) load through tsx.
const { register } = await import('tsx/esm/api');
register();
const { startFakeGitHub } = await import('../test/support/fake-github/server.ts');
const { KubeClient } = await import('../src/io/kube/client.ts');
const { NotFoundError } = await import('../src/io/kube/errors.ts');
const { KubeConfig } = await import('@kubernetes/client-node');

const cleanups = [];
const cleanup = async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn().catch(() => undefined);
};
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

// An existing cluster is checked before anything runs: a refusal is one line, nothing created.
const existing = KUBECONFIG === undefined ? undefined : await connectToCluster(KUBECONFIG);

try {
  await run();
  await cleanup();
  console.log(`\n${c('1', 'Done')} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(`\ndemo failed: ${error instanceof Error ? error.stack : String(error)}`);
  await cleanup();
  process.exit(1);
}

async function run() {
  step('0. driftgate check on the example repository (what the pull-request Action runs)');
  await checkExamples();

  let kubeconfig;
  let kube;
  let crdText;
  if (existing === undefined) {
    step('1. A Kubernetes control plane (kube-apiserver + etcd + controller-manager)');
    const cp = await startControlPlane();
    say('cluster', `kube-apiserver ${cp.version} ready at ${cp.server}`);
    kubeconfig = cp.kubeconfig;
    const kc = new KubeConfig();
    kc.loadFromFile(kubeconfig);
    kube = new KubeClient({ kubeConfig: kc, userAgent: 'driftgate-demo' });
    cleanups.push(async () => kube.close());
    const conversionPort = await freePort();
    crdText = demoCrd(conversionPort);
    await startConversionWebhook(kube, crdText, conversionPort);
    say('cluster', `TenantOnboarding CRD installed (v1 stored, v1alpha1 served); its conversion webhook serves https://127.0.0.1:${conversionPort}/convert`);
  } else {
    step(`1. Your cluster (--kubeconfig ${KUBECONFIG})`);
    ({ kubeconfig, kube } = existing);
    cleanups.push(async () => kube.close());
    say('cluster', `kube-apiserver ${existing.version} at ${existing.server}`);
    crdText = labelledCrd();
    // Registered before the agent starts, so it runs after the agent has stopped.
    cleanups.push(() => removeDemoObjects(kube));
    await installCrd(kube, crdText);
    await kube.request({ method: 'POST', path: '/api/v1/namespaces', body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: AGENT_NAMESPACE, labels: { [DEMO_LABEL]: 'true' } } } });
    say('cluster', `TenantOnboarding CRD installed as shipped (v1 stored; the API server cannot reach a conversion webhook on this machine, so the demo's tenants are all v1); agent namespace ${AGENT_NAMESPACE}`);
    say('cluster', `everything the demo creates is deleted when it ends: the CRD, the namespaces ${demoNamespaces().join(', ')}`);
  }

  step('2. A local stand-in for the GitHub API, and a tenants repository made from examples/');
  const github = await startFakeGitHub();
  cleanups.push(() => github.close());
  say('github', `listening at ${github.url} (checks every request against GitHub's published schemas)`);
  const repo = makeRepository();
  cleanups.push(async () => rmSync(repo.root, { recursive: true, force: true }));
  const files = initialFiles(crdText);
  // The example files hold one or more tenants each (search-and-ads.yaml holds two).
  const tenantCount = Object.entries(files).filter(([name]) => name.startsWith('clusters/demo/tenants/')).reduce((n, [, text]) => n + (text.match(/^kind: TenantOnboarding$/gm)?.length ?? 0), 0);
  const first = repo.commit('Onboard catalog, recommendations and search-and-ads (#1)', files);
  github.seedPullRequest(mergedPullRequest(1, first));
  say('git', `${short(first)} Onboard catalog, recommendations and search-and-ads (#1)`);
  say('git', `  clusters/demo/: the TenantOnboarding CRD, Namespace "tenants", ${tenantCount} TenantOnboardings in 3 files; policies/: the policy pack`);
  watchGitHub(github);

  step('3. driftgate agent: the sync loop and the tenant operator in one process');
  const webhookPort = await freePort();
  const metricsPort = await freePort();
  const agent = startAgent({ kubeconfig, repo: repo.remote, github, webhookPort, metricsPort });
  cleanups.push(() => agent.stop());
  const webhook = `http://127.0.0.1:${webhookPort}/webhook`;
  say('you', `driftgate agent --repo ${path.relative(ROOT, repo.remote) || repo.remote} --branch main --path clusters/demo --github-repo acme/tenants --webhook-addr 127.0.0.1:${webhookPort} --drift enforce ...`);
  await until(() => contextsAt(github, first, 'success').length === tenantCount, 90_000, `the ${tenantCount} tenants to become Ready`);
  say('demo', c('32', `all ${tenantCount} tenants Ready: their commit statuses on ${short(first)} are success`));
  const namespaces = await kube.request({ method: 'GET', path: '/api/v1/namespaces', query: { labelSelector: 'app.kubernetes.io/managed-by=driftgate-operator' } });
  say('cluster', `namespaces made by the operator: ${namespaces.items.map((n) => n.metadata.name).join(', ')}`);

  step('4. A pull request merges: more CPU for catalog');
  const second = repo.commit('Give catalog 12 CPUs (#2)', { 'clusters/demo/tenants/catalog.yaml': readExample('catalog.yaml').replace(/cpu: "?8"?/, 'cpu: "12"') });
  github.seedPullRequest(mergedPullRequest(2, second));
  say('git', `${short(second)} Give catalog 12 CPUs (#2)`);
  const pushedAt = Date.now();
  await push(webhook, second);
  say('github', `push webhook sent to the agent (signed with X-Hub-Signature-256)`);
  await until(() => contextsAt(github, second, 'success').length === 1, 60_000, 'catalog to be Ready at the new commit');
  say('demo', c('32', `commit → applied → success in ${((Date.now() - pushedAt) / 1000).toFixed(1)} s`));
  const quota = await kube.request({ method: 'GET', path: '/api/v1/namespaces/catalog/resourcequotas' });
  say('cluster', `ResourceQuota in namespace catalog: cpu=${quota.items[0]?.spec?.hard?.cpu}`);

  step('5. A commit that fails the policy pack never reaches the cluster');
  const bad = repo.commit('Onboard training (#3)', { 'clusters/demo/tenants/training.yaml': readExample('catalog.yaml').replace(/name: catalog/, 'name: training').replace(/namespace: catalog/, 'namespace: kube-training').replace(/adminGroups: \[[^\]]*\]/, 'adminGroups: []') });
  github.seedPullRequest(mergedPullRequest(3, bad));
  say('git', `${short(bad)} Onboard training (#3)  (namespace kube-training, no admin group)`);
  await push(webhook, bad);
  await until(() => github.checkRuns.some((r) => r.head_sha === bad && r.status === 'completed'), 30_000, 'the check run on the refused commit');
  const refused = github.checkRuns.find((r) => r.head_sha === bad);
  say('demo', c('31', `not applied: check run "${refused.name}" ${refused.conclusion}: ${refused.output.title}`));
  for (const a of refused.annotations.slice(0, 4)) say('', `  ${a.path}:${a.start_line} ${a.title ?? ''}: ${a.message.split('\n')[0]}`);
  const training = await kube.request({ method: 'GET', path: '/apis/platform.example.com/v1/namespaces/tenants/tenantonboardings/training' }).then(() => 'exists', () => 'does not exist');
  say('cluster', `TenantOnboarding tenants/training ${training}; ${short(second)} stays applied`);
  const fixed = repo.commit('Revert "Onboard training" (#4)', { 'clusters/demo/tenants/training.yaml': null });
  github.seedPullRequest(mergedPullRequest(4, fixed));
  await push(webhook, fixed);
  say('git', `${short(fixed)} Revert "Onboard training" (#4)`);

  step('6. Someone edits a tenant by hand (kubectl edit): drift');
  await until(() => agentSaw(agent, fixed), 30_000, 'the revert to be applied');
  await kube.request({
    method: 'PATCH',
    path: '/apis/platform.example.com/v1/namespaces/tenants/tenantonboardings/catalog',
    query: { fieldManager: 'kubectl-edit' },
    contentType: 'application/merge-patch+json',
    body: { spec: { quota: { cpu: '64' } } },
  });
  const editedAt = Date.now();
  say('you', `kubectl edit tenantonboarding catalog -n tenants   (spec.quota.cpu: "12" → "64")`);
  await until(async () => {
    const t = await kube.request({ method: 'GET', path: '/apis/platform.example.com/v1/namespaces/tenants/tenantonboardings/catalog' });
    return String(t.spec.quota.cpu) === '12';
  }, 30_000, 'the edit to be reverted');
  say('demo', c('32', `reverted to Git in ${((Date.now() - editedAt) / 1000).toFixed(1)} s (--drift=enforce)`));
  // The Event is recorded after the revert (events are written asynchronously): wait for it.
  let corrected = [];
  await until(async () => {
    const events = await kube.request({ method: 'GET', path: '/apis/events.k8s.io/v1/namespaces/tenants/events' });
    corrected = events.items.filter((e) => e.reason === 'DriftCorrected' && e.regarding.name === 'catalog');
    return corrected.length > 0;
  }, 20_000, 'the DriftCorrected event').catch(() => undefined);
  for (const e of corrected.slice(-1)) say('cluster', `Event ${e.type} ${e.reason} on TenantOnboarding catalog: ${e.note}`);
  await until(() => github.comments.some((cm) => cm.body.includes('Drift')), 20_000, 'the drift comment').catch(() => undefined);

  step('7. What the agent posted to GitHub');
  printStatuses(github);
  for (const r of github.checkRuns) say('github', `check run "${r.name}" on ${short(r.head_sha)}: ${r.conclusion} — ${r.output.title}`);
  say('github', `${github.requests.length} requests, ${github.violations.length} schema violations`);
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  for (const name of ['driftgate_sync_total', 'driftgate_drift_corrected_total', 'driftgate_last_applied_revision_info']) {
    for (const line of metrics.split('\n').filter((l) => l.startsWith(name))) say('metrics', line);
  }
}

// ---------------------------------------------------------------------------------------

/** `driftgate check examples/tenants-repo`: the valid tenants pass, the broken ones are located. */
async function checkExamples() {
  const { main } = await import('../src/cli/main.ts');
  let out = '';
  const sink = { write: (chunk) => ((out += String(chunk)), true), isTTY: false };
  say('you', 'driftgate check examples/tenants-repo');
  const code = await main({ argv: ['check', 'examples/tenants-repo/tenants', 'examples/tenants-repo/broken'], stdout: sink, stderr: sink, env: { NO_COLOR: '1' }, cwd: ROOT });
  const lines = out.split('\n').filter((l) => l.trim() !== '');
  const shown = lines.slice(0, 8);
  for (const l of shown) say('check', l);
  if (lines.length > shown.length + 1) say('check', `  … ${lines.length - shown.length - 1} more lines`);
  if (lines.length > shown.length) say('check', lines.at(-1));
  say('demo', `exit code ${code}: the files under broken/ fail with file:line:column findings; the same check gates every commit the agent applies`);
}

function startControlPlane() {
  return new Promise((resolve, reject) => {
    const child = spawn(TESTENV, ['up', '--exit-on-stdin-eof', '--controllers=garbage-collector-controller,namespace-controller'], { stdio: ['pipe', 'pipe', 'pipe'] });
    children.add(child);
    const exited = new Promise((r) => child.once('exit', r));
    cleanups.push(async () => {
      child.stdin.end();
      const t = setTimeout(() => child.kill('SIGTERM'), 20_000);
      await exited;
      clearTimeout(t);
    });
    const tail = [];
    createInterface({ input: child.stderr }).on('line', (l) => {
      tail.push(l);
      if (tail.length > 20) tail.shift();
      if (VERBOSE) say('testenv', l);
    });
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
    child.once('exit', (code) => reject(new Error(`kube-testenv exited (${code}):\n${tail.join('\n')}`)));
  });
}

/** The namespaces the demo creates: the agent's, "tenants" (in Git) and each example tenant's. */
function demoNamespaces() {
  const names = new Set([AGENT_NAMESPACE, 'tenants']);
  for (const f of readdirSync(path.join(ROOT, 'examples/tenants-repo/tenants'))) {
    for (const m of readExample(f).matchAll(/^spec:\n\s+namespace: (\S+)$/gm)) names.add(m[1]);
  }
  return [...names];
}

/**
 * An existing cluster: the kubeconfig loads, the API server answers, and nothing the demo would
 * create (and delete when it ends) is there already. Any problem is a one-line refusal.
 */
async function connectToCluster(file) {
  const kc = new KubeConfig();
  try {
    kc.loadFromFile(file);
  } catch (error) {
    refuse(`cannot read the kubeconfig ${file}: ${firstLine(error)}`);
  }
  const server = kc.getCurrentCluster()?.server;
  if (!server) refuse(`the kubeconfig ${file} has no current cluster (kubectl --kubeconfig ${file} config use-context NAME)`);
  const kube = new KubeClient({ kubeConfig: kc, userAgent: 'driftgate-demo', requestTimeoutMs: 10_000 });
  const leave = (message) => {
    kube.close();
    refuse(message);
  };
  let version;
  try {
    version = await kube.request({ method: 'GET', path: '/version', timeoutMs: 10_000 });
  } catch (error) {
    leave(`cannot reach the cluster ${server} (kubeconfig ${file}): ${firstLine(error)}`);
  }
  const found = [];
  try {
    if (await exists(kube, CRD_PATH)) found.push(`the CRD ${CRD_NAME}`);
    for (const name of demoNamespaces()) if (await exists(kube, `/api/v1/namespaces/${name}`)) found.push(`namespace ${name}`);
  } catch (error) {
    leave(`cannot read the cluster ${server} (kubeconfig ${file}): ${firstLine(error)}`);
  }
  if (found.length > 0) {
    leave(`the cluster ${server} already has ${found.join(', ')}; the demo creates and deletes these, so it runs only on a cluster without them (a throwaway kind or k3d cluster; an interrupted demo: delete them, or wait until they finish terminating)`);
  }
  return { kubeconfig: file, kube, server, version: version.gitVersion ?? 'unknown version' };
}

async function exists(kube, apiPath) {
  try {
    await kube.request({ method: 'GET', path: apiPath });
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}

/** The shipped CRD as it is, labelled as the demo's (what removeDemoObjects deletes). */
function labelledCrd() {
  const text = readFileSync(path.join(ROOT, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), 'utf8');
  const labelled = text.replace(/^metadata:\n/m, `metadata:\n  labels:\n    ${DEMO_LABEL}: 'true'\n`);
  if (labelled === text || /^  labels:\n(?:.*\n)*  labels:/m.test(labelled)) throw new Error('deploy/crds: cannot label the CRD for the demo');
  return labelled;
}

async function installCrd(kube, crdText) {
  const { load } = await import('js-yaml');
  await kube.request({ method: 'POST', path: '/apis/apiextensions.k8s.io/v1/customresourcedefinitions', body: load(crdText) });
  await until(async () => {
    const crd = await kube.request({ method: 'GET', path: CRD_PATH });
    return (crd.status?.conditions ?? []).some((c) => c.type === 'Established' && c.status === 'True');
  }, 30_000, 'the CRD to be established');
}

/**
 * An existing cluster is left as the demo found it: once the agent (and the operator in it) has
 * stopped, the tenants' finalizers are released, and the CRD (with every TenantOnboarding) and
 * the demo's namespaces are deleted. Namespaces finish terminating in the background.
 */
async function removeDemoObjects(kube) {
  const tenants = await kube.request({ method: 'GET', path: '/apis/platform.example.com/v1/tenantonboardings' }).catch(() => ({ items: [] }));
  const namespaces = new Set(demoNamespaces());
  for (const t of tenants.items) {
    if (typeof t.spec?.namespace === 'string') namespaces.add(t.spec.namespace);
    if ((t.metadata.finalizers ?? []).length === 0) continue;
    await kube
      .request({ method: 'PATCH', path: `/apis/platform.example.com/v1/namespaces/${t.metadata.namespace}/tenantonboardings/${t.metadata.name}`, contentType: 'application/merge-patch+json', body: { metadata: { finalizers: null } } })
      .catch((error) => say('cleanup', c('33', `could not release ${t.metadata.namespace}/${t.metadata.name}: ${firstLine(error)}`)));
  }
  const gone = async (apiPath, what) => {
    try {
      await kube.request({ method: 'DELETE', path: apiPath });
      return what;
    } catch (error) {
      if (error instanceof NotFoundError) return undefined;
      say('cleanup', c('33', `could not delete ${what}: ${firstLine(error)}`));
      return undefined;
    }
  };
  const deleted = [await gone(CRD_PATH, `CRD ${CRD_NAME}`)];
  for (const name of namespaces) deleted.push(await gone(`/api/v1/namespaces/${name}`, `namespace ${name}`));
  say('cleanup', `deleted ${deleted.filter(Boolean).join(', ') || 'nothing (already gone)'}`);
}

function makeRepository() {
  const root = mkdtempSync(path.join(tmpdir(), 'driftgate-demo-'));
  const work = path.join(root, 'tenants');
  const remote = path.join(root, 'tenants.git');
  const env = { ...process.env, GIT_AUTHOR_NAME: 'Platform Team', GIT_AUTHOR_EMAIL: 'platform@example.com', GIT_COMMITTER_NAME: 'Platform Team', GIT_COMMITTER_EMAIL: 'platform@example.com', GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
  const git = (args, cwd = work) => execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  mkdirSync(work);
  git(['init', '--quiet', '--initial-branch', 'main']);
  git(['init', '--quiet', '--bare', '--initial-branch', 'main', remote], root);
  git(['remote', 'add', 'origin', remote]);
  return {
    root,
    remote,
    commit(message, files) {
      for (const [file, content] of Object.entries(files)) {
        const full = path.join(work, file);
        if (content === null) {
          git(['rm', '--quiet', '--', file]);
          continue;
        }
        mkdirSync(path.dirname(full), { recursive: true });
        writeFileSync(full, content);
        git(['add', '--', file]);
      }
      git(['commit', '--quiet', '-m', message]);
      git(['push', '--quiet', 'origin', 'HEAD:refs/heads/main']);
      return git(['rev-parse', 'HEAD']);
    },
  };
}

/**
 * On an existing cluster the API server cannot call the demo's conversion webhook on this
 * machine's loopback, so the example still written as v1alpha1 is committed as v1 (the one
 * difference between them: spec.resourceQuota is spec.quota), and no request needs a conversion.
 */
function asV1(text) {
  const converted = text.replace(/^apiVersion: platform\.example\.com\/v1alpha1$/gm, 'apiVersion: platform.example.com/v1').replace(/^  resourceQuota:$/gm, '  quota:');
  if (/v1alpha1\n|resourceQuota:\n/.test(converted.replace(/^#.*$/gm, ''))) throw new Error('examples: a v1alpha1 tenant the demo cannot write as v1');
  return converted;
}

function readExample(name) {
  return readFileSync(path.join(ROOT, 'examples/tenants-repo/tenants', name), 'utf8');
}

/**
 * The shipped CRD with its conversion webhook reached by URL: kube-testenv has no Service
 * network, so the API server calls the webhook on loopback (as the integration tests do).
 */
function demoCrd(port) {
  const text = readFileSync(path.join(ROOT, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), 'utf8');
  const replaced = text.replace(/clientConfig:\n\s+service:\n(?:\s+\w+: .*\n)+/, `clientConfig:\n        url: https://127.0.0.1:${port}/convert\n`);
  if (replaced === text) throw new Error('deploy/crds: no conversion webhook service to point at the demo webhook');
  // Installed with its webhook before the agent starts (as deploy/operator would be): the agent
  // is started with --adopt-crd for it (a CRD is never adopted on the repository's say-so).
  return replaced;
}

/**
 * What `driftgate operator --webhook-addr` does in a cluster: the conversion webhook (v1alpha1
 * <-> v1) with its own CA in a Secret, the caBundle injected into the CRD. In-process here.
 */
async function startConversionWebhook(kube, crdText, port) {
  const { WebhookService } = await import('../src/operator/webhook-service.ts');
  await kube.request({ method: 'POST', path: '/api/v1/namespaces', body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: AGENT_NAMESPACE } } });
  await installCrd(kube, crdText);
  const webhook = new WebhookService({
    client: kube,
    address: `127.0.0.1:${port}`,
    certificates: { kind: 'secret', namespace: AGENT_NAMESPACE, secretName: 'driftgate-operator-webhook-tls', hosts: ['127.0.0.1'] },
    log: () => undefined,
  });
  await webhook.start(); // creates the CA and injects the caBundle into the CRD
  cleanups.push(() => webhook.stop());
}

function initialFiles(crdText) {
  const files = {
    'README.md': '# Tenants\n\nEvery file under clusters/demo/tenants/ onboards one team. Merged changes are applied by the driftgate sync agent.\n',
    'clusters/demo/crds/tenantonboardings.yaml': crdText,
    'clusters/demo/namespace.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: tenants\n',
    'policies/driftgate.yaml': readFileSync(path.join(ROOT, 'policies/driftgate.yaml'), 'utf8'),
  };
  for (const f of readdirSync(path.join(ROOT, 'policies/admission'))) files[`policies/admission/${f}`] = readFileSync(path.join(ROOT, 'policies/admission', f), 'utf8');
  for (const f of readdirSync(path.join(ROOT, 'examples/tenants-repo/tenants'))) files[`clusters/demo/tenants/${f}`] = existing === undefined ? readExample(f) : asV1(readExample(f));
  return files;
}

/** The squash-merged pull request a demo commit came from, as GitHub would answer for it. */
function mergedPullRequest(number, sha) {
  return { repository: 'acme/tenants', number, headSha: sha, state: 'closed', headRepository: 'acme/tenants', mergeCommitSha: sha };
}

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function agentSaw(_agent, sha) {
  return seenApplied.has(sha);
}

function startAgent({ kubeconfig, repo, github, webhookPort, metricsPort }) {
  const args = [
    '--import', 'tsx', path.join(ROOT, 'src/cli/bin.ts'), 'agent',
    '--repo', repo, '--branch', 'main', '--path', 'clusters/demo', '--kubeconfig', kubeconfig,
    '--interval', '30s', '--drift', 'enforce', '--github-repo', 'acme/tenants',
    '--webhook-addr', `127.0.0.1:${webhookPort}`, '--metrics-addr', `127.0.0.1:${metricsPort}`,
    // trusted consent to manage the CRD the platform team installed (docs/agent.md, "CRDs")
    '--adopt-crd', 'tenantonboardings.platform.example.com',
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_TOKEN: 'demo-token',
      GITHUB_API_URL: github.url,
      DRIFTGATE_WEBHOOK_SECRET: SECRET,
      DRIFTGATE_NAMESPACE: AGENT_NAMESPACE,
      DRIFTGATE_READY_TIMEOUT: '60s',
      DRIFTGATE_LOG_LEVEL: VERBOSE ? 'debug' : 'info',
      DRIFTGATE_CACHE_DIR: path.join(path.dirname(repo), 'agent-cache'),
    },
  });
  children.add(child);
  const exited = new Promise((r) => child.once('exit', r));
  createInterface({ input: child.stdout }).on('line', (line) => showLog(line));
  createInterface({ input: child.stderr }).on('line', (line) => say('agent', c('31', line)));
  return {
    async stop() {
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(t);
    },
  };
}

/** Prints what matters from the agent's JSON log lines (everything with DEMO_VERBOSE=1). */
function showLog(line) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return say('agent', line);
  }
  const who = entry.component === 'driftgate-operator' ? 'operator' : 'agent';
  // String levels ("info"), as driftgate logs them; numbers from older builds still read.
  const level = typeof entry.level === 'number' ? entry.level : ({ trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 })[entry.level] ?? 30;
  const msg = entry.msg ?? '';
  if (/^applied \d+ object/.test(msg) && entry.revision) seenApplied.add(entry.revision);
  const interesting =
    VERBOSE ||
    level >= 40 ||
    /^(applied|refused|pruned|would prune|drift|leading|driftgate agent started|restored|push webhook|became leader|serving)/.test(msg) ||
    (who === 'operator' && /reconcile|Ready|provision/i.test(msg) && level >= 30 && VERBOSE);
  if (!interesting || /^commit status/.test(msg)) return;
  const extra = [entry.revision ? `rev ${short(entry.revision)}` : '', entry.object ?? '', entry.fields ? entry.fields.join(',') : '', level >= 40 && entry.task ? `task ${entry.task}` : '', level >= 40 && entry.err ? String(entry.err) : ''].filter(Boolean).join(' ');
  const text = `${msg}${extra ? c('2', `  (${extra})`) : ''}`;
  say(who === 'operator' ? 'operator' : 'agent', level >= 50 ? c('31', text) : level >= 40 ? c('33', text) : text);
}

/** Prints every commit status and check run the agent posts, as it arrives. */
function watchGitHub(github) {
  let statuses = 0;
  let runs = new Map();
  let comments = new Map();
  const timer = setInterval(() => {
    for (; statuses < github.statuses.length; statuses++) {
      const s = github.statuses[statuses];
      const state = s.state === 'success' ? c('32', s.state) : s.state === 'failure' ? c('31', s.state) : c('33', s.state);
      say('github', `status ${state.padEnd(colour ? 16 : 7)} ${s.context} on ${short(s.sha)}: ${s.description ?? ''}`);
    }
    for (const r of github.checkRuns) {
      const key = `${r.status}/${r.conclusion}/${r.output.title}`;
      if (runs.get(r.id) === key || r.status !== 'completed') continue;
      runs.set(r.id, key);
      say('github', `check run "${r.name}" on ${short(r.head_sha)}: ${r.conclusion} — ${r.output.title}`);
    }
    for (const cm of github.comments) {
      if (comments.get(cm.id) === cm.updated_at) continue;
      comments.set(cm.id, cm.updated_at);
      say('github', `comment on pull request #${cm.issue_number}: ${(cm.body.split('\n').find((l) => l.startsWith('###')) ?? '').replace(/^#+\s*/, '')}`);
    }
  }, 50);
  cleanups.push(async () => clearInterval(timer));
}

/** The tenant contexts (`driftgate/<namespace>/<name>`, not the aggregate `driftgate/sync`) in `state` on a commit. */
function contextsAt(github, sha, state) {
  return [...new Set(github.statuses.filter((s) => s.sha === sha && s.state === state && s.context !== 'driftgate/sync').map((s) => s.context))];
}

function printStatuses(github) {
  const latest = new Map();
  for (const s of github.statuses) latest.set(`${s.sha} ${s.context}`, s);
  say('github', `${github.statuses.length} commit statuses posted; the latest per commit and context:`);
  for (const s of latest.values()) say('', `  ${short(s.sha)} ${s.context.padEnd(36)} ${s.state.padEnd(8)} ${s.description ?? ''}`);
}

async function push(url, sha) {
  const body = JSON.stringify({ ref: 'refs/heads/main', before: '0'.repeat(40), after: sha, forced: false, repository: { full_name: 'acme/tenants' } });
  const signature = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
  const res = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-github-event': 'push', 'x-github-delivery': `demo-${short(sha)}`, 'x-hub-signature-256': signature } });
  if (res.status !== 202) throw new Error(`the webhook answered ${res.status}`);
}

async function until(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
