import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createGitFixture, type GitFixture } from '../../test/support/git-fixture.js';
import { judgeRevision } from '../core/gate/judge.js';
import { withoutBuildMetadata } from '../core/repository/origin.js';
import type { Finding } from '../core/findings/finding.js';
import { shippedBuiltinRegistry } from '../io/builtin-schemas.js';
import { bundledDefaults } from '../io/fs/package-assets.js';
import { GitRepository } from '../io/git/repository.js';
import { readCheckGate } from '../io/repository/check-gate.js';
import { ParseMemo } from '../core/yaml/parse-memo.js';
import { VerdictMemo } from '../core/memo/verdict-memo.js';
import { runGates } from './gates.js';
import { readRevisionSources } from './sources.js';

/**
 * What CI passes is what the agent applies (issue 30): `driftgate check` and the agent read the
 * same trees through the same reader and call the same gate, so they give the same verdict on the
 * same objects. Real git repositories; kustomize (or kubectl kustomize) from PATH.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = { PATH: [path.join(repoRoot, '.cache/bin'), process.env.PATH ?? ''].join(path.delimiter) };
const now = new Date('2026-12-04T00:00:00Z');

function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string): void => {
    for (const name of readdirSync(path.join(repoRoot, rel))) {
      const p = `${rel}/${name}`;
      if (statSync(path.join(repoRoot, p)).isDirectory()) walk(p);
      else if (/\.ya?ml$/.test(name)) out[p] = readFileSync(path.join(repoRoot, p), 'utf8');
    }
  };
  walk(dir);
  return out;
}

const deployment = (replicas: number): string => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  namespace: team-a
spec:
  replicas: ${replicas}
  selector:
    matchLabels: { app: web }
  template:
    metadata:
      labels: { app: web }
    spec:
      containers:
        - name: web
          image: nginx:1.27
`;

const tenant = (name: string, spec: string): string => `apiVersion: platform.example.com/v1alpha1
kind: TenantOnboarding
metadata:
  name: ${name}
  namespace: tenants
spec:
  namespace: ${name}
${spec}`;

const key = (f: Finding): string => `${f.ruleId} ${f.severity} ${f.file ?? ''}:${f.line ?? 0}:${f.column ?? 0}`;

interface Verdict {
  readonly refused: boolean;
  readonly findings: string[];
  readonly objects: string[];
}

async function viaCheck(fx: GitFixture, syncPath: string): Promise<Verdict> {
  const { input } = await readCheckGate({ root: fx.work, cwd: fx.work, paths: [syncPath], exclude: [], env, crdPaths: [], fallback: bundledDefaults(), check: { now, builtins: shippedBuiltinRegistry() } });
  const verdict = await judgeRevision(input);
  // check reads the whole repository as context; the objects of the synced path are compared.
  const synced = verdict.manifests.filter((m) => m.file.startsWith(`${syncPath}/`)).map(withoutBuildMetadata);
  return { refused: verdict.refused, findings: verdict.findings.map(key).sort(), objects: synced.map((m) => JSON.stringify(m.object)).sort() };
}

async function viaAgent(fx: GitFixture, syncPath: string, parseCache?: ParseMemo, verdictMemo?: VerdictMemo, trustedRevision?: string): Promise<Verdict> {
  const sources = await readRevisionSources(new GitRepository({ dir: fx.work }), { revision: fx.head(), path: syncPath, env, ...(trustedRevision ? { trustedRevision } : {}) });
  const gates = await runGates({ sources, liveCrds: [], now, ...(parseCache ? { parseCache } : {}), ...(verdictMemo ? { verdictMemo } : {}) });
  return { refused: gates.refused, findings: gates.verdict.findings.map(key).sort(), objects: gates.manifests.map((m) => JSON.stringify(m.object)).sort() };
}

describe('check and the agent: the same verdict on the same objects', { timeout: 120_000 }, () => {
  const fixtures: GitFixture[] = [];
  const repository = (files: Record<string, string>): GitFixture => {
    const fx = createGitFixture();
    fixtures.push(fx);
    fx.commit(files);
    return fx;
  };
  afterAll(() => fixtures.forEach((fx) => fx.cleanup()));

  it('a kustomize overlay patching replicas: both see the rendered 5 replicas', async () => {
    const fx = repository({
      ...tree('deploy/crds'),
      'apps/base/deployment.yaml': deployment(2),
      'apps/base/kustomization.yaml': 'resources:\n  - deployment.yaml\n',
      'apps/overlay/kustomization.yaml': 'resources:\n  - ../base\npatches:\n  - path: replicas.yaml\n',
      'apps/overlay/replicas.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n  namespace: team-a\nspec:\n  replicas: 5\n',
      // The base is not ignored: the sandbox resolves every kustomization a root reads before
      // rendering (an ignored base is kustomize/unread-base), and the base's files, consumed by the
      // overlay, are not judged on their own.
    });
    const check = await viaCheck(fx, 'apps');
    const agent = await viaAgent(fx, 'apps');
    expect(agent).toEqual(check);
    const replicas = agent.objects.map((o) => JSON.parse(o) as { kind: string; spec?: { replicas?: number } }).filter((o) => o.kind === 'Deployment').map((o) => o.spec?.replicas);
    expect(replicas).toEqual([5]);
    // Applied without the render's build metadata (temporary paths would change every render).
    expect(agent.objects.join('\n')).not.toContain('config.kubernetes.io/origin');
  });

  it('a repository without policies/: both judge by the default pack that ships with driftgate', async () => {
    const fx = repository({
      ...tree('deploy/crds'),
      'tenants/big.yaml': tenant('big', '  resourceQuota: { cpu: "4", memory: 8Gi, gpuCount: 12 }\n  networkPolicy: { allowEgressTo: [nowhere-known] }\n  access: { adminGroups: [] }\n'),
    });
    const check = await viaCheck(fx, 'tenants');
    const agent = await viaAgent(fx, 'tenants');
    expect(agent).toEqual(check);
    expect(agent.refused).toBe(true);
    expect(agent.findings.filter((f) => f.startsWith('vap/') && f.includes(' error ')).length).toBeGreaterThanOrEqual(2);
  });

  it('a repository pack of its own extends the default pack (the GPU rule stays) unless it says replaceDefaults', async () => {
    const own = 'apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingAdmissionPolicy\nmetadata:\n  name: team-label\nspec:\n  failurePolicy: Fail\n  matchConstraints:\n    resourceRules:\n      - apiGroups: [""]\n        apiVersions: [v1]\n        operations: [CREATE, UPDATE]\n        resources: [configmaps]\n  validations:\n    - expression: "true"\n';
    const big = tenant('big', '  resourceQuota: { cpu: "4", memory: 8Gi, gpuCount: 12 }\n  access: { adminGroups: [big-admins] }\n');
    const extended = repository({ ...tree('deploy/crds'), 'policies/admission/team-label.yaml': own, 'tenants/big.yaml': big });
    const check = await viaCheck(extended, 'tenants');
    expect(await viaAgent(extended, 'tenants')).toEqual(check);
    expect(check.findings.some((f) => f.startsWith('vap/tenant-gpu-limit error tenants/big.yaml'))).toBe(true);
    const config = 'apiVersion: policy.driftgate.dev/v1alpha1\nkind: DriftgateConfig\nmetadata:\n  name: driftgate\nspec:\n  replaceDefaults: true\n';
    const replaced = repository({ ...tree('deploy/crds'), 'policies/admission/team-label.yaml': own, 'policies/driftgate.yaml': config, 'tenants/big.yaml': big });
    const alone = await viaCheck(replaced, 'tenants');
    expect(await viaAgent(replaced, 'tenants')).toEqual(alone);
    expect(alone.findings.some((f) => f.startsWith('vap/tenant-gpu-limit'))).toBe(false);
  });

  it('broken objects: the same schema and parse findings, and the same refusal', async () => {
    const fx = repository({
      ...tree('deploy/crds'),
      ...tree('policies'),
      'tenants/ok.yaml': tenant('ok', '  resourceQuota: { cpu: "2", memory: 4Gi, gpuCount: 0 }\n  access: { adminGroups: [ok-admins] }\n'),
      'tenants/bad.yaml': tenant('bad', '  resourceQuota: { cpu: "2", memory: 4Gi, gpuCount: "many" }\n  access: { adminGroups: [bad-admins] }\n  unknownField: 1\n'),
      'tenants/syntax.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: x, namespace: team-a\n',
    });
    const check = await viaCheck(fx, 'tenants');
    const agent = await viaAgent(fx, 'tenants');
    expect(agent).toEqual(check);
    expect(agent.refused).toBe(true);
    expect(agent.findings.some((f) => f.startsWith('schema/') && f.includes('tenants/bad.yaml'))).toBe(true);
  });

  it('the agent keeps parse results and verdicts between revisions: the next revision parses and judges only what changed, and its verdict is the same', async () => {
    const fx = repository({
      ...tree('deploy/crds'),
      ...tree('policies'),
      'tenants/a.yaml': tenant('a', '  resourceQuota: { cpu: "2", memory: 4Gi, gpuCount: 0 }\n  access: { adminGroups: [a-admins] }\n'),
      'tenants/b.yaml': tenant('b', '  resourceQuota: { cpu: "2", memory: 4Gi, gpuCount: 0 }\n  access: { adminGroups: [b-admins] }\n'),
      'tenants/c.yaml': tenant('c', '  resourceQuota: { cpu: "2", memory: 4Gi, gpuCount: 0 }\n  access: { adminGroups: [c-admins] }\n'),
    });
    const memo = new ParseMemo({ maxChars: 64 * 1024 * 1024 });
    const verdicts = new VerdictMemo({ maxChars: 64 * 1024 * 1024 });
    expect(await viaAgent(fx, 'tenants', memo, verdicts)).toEqual(await viaAgent(fx, 'tenants'));
    const filesParsed = memo.stats.misses;
    const verdictsHit = verdicts.stats.hits;
    const first = fx.head();
    fx.commit({ 'tenants/b.yaml': tenant('b', '  resourceQuota: { cpu: "2", memory: 4Gi, gpuCount: "many" }\n  access: { adminGroups: [b-admins] }\n') });
    memo.stats.hits = 0;
    memo.stats.misses = 0;
    memo.stats.reused = 0;
    verdicts.stats.misses = 0;
    // As the agent judges it: the first sync was judged by its own pack with the shipped waiver
    // limits, this one by the pack of the applied (first) commit.
    const next = await viaAgent(fx, 'tenants', memo, verdicts, first);
    expect(next).toEqual(await viaAgent(fx, 'tenants', undefined, undefined, first));
    expect(next.refused).toBe(true);
    expect(next.findings.some((f) => f.startsWith('schema/') && f.includes('tenants/b.yaml:'))).toBe(true);
    // One file changed: it alone is parsed again; the CRD and the other tenants are hits, and
    // the unchanged files' manifests are the ones loaded before (reused, not made). The pack,
    // its files' texts unchanged, is not parsed at all: the loaded pack is carried over.
    const packFiles = Object.keys(tree('policies')).filter((f) => !f.endsWith('crd-compat.yaml')).length; // the CRD gate's config is read by the gate
    expect(packFiles).toBeGreaterThan(0);
    expect(memo.stats.misses).toBe(1);
    expect(memo.stats.hits + memo.stats.reused).toBe(filesParsed - 1 - packFiles);
    expect(memo.stats.reused).toBeGreaterThanOrEqual(2);
    // The changed tenant's schema and admission verdicts are computed again; the others' are found.
    expect(verdicts.stats.misses).toBe(2);
    expect(verdicts.stats.hits).toBeGreaterThan(verdictsHit);
  });
});
