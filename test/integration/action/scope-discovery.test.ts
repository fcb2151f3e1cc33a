// The Action with a `kubeconfig` and a `scope`: a kind is namespaced as the API server serves it,
// as `check --kubeconfig` and the agent judge it (issue 23). A PR whose own CRD says Namespaced
// for a kind the cluster serves cluster-scoped, with an object of it "in" a team namespace, passes
// the scope offline and fails it against the cluster.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyzeRepository } from '../../../src/action/analyze.js';
import { runAction } from '../../../src/action/run.js';
import { installCrd, kubeRequest, randomSuffix, testKubeConfig, testKubeconfigPath } from '../../support/cluster.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/server.js';
import { capturedRuntime, cleanup, createPrRepo, pullRequestEvent, runnerEnv, runnerFiles, type PrRepo } from './harness.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const kc = testKubeConfig();
const group = `action-scope-${randomSuffix(6)}.example.com`;
const crdName = `gadgets.${group}`;

function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(path.join(ROOT, dir))) {
    const p = `${dir}/${name}`;
    if (statSync(path.join(ROOT, p)).isFile() && /\.ya?ml$/.test(name)) out[p] = readFileSync(path.join(ROOT, p), 'utf8');
  }
  return out;
}

const crd = (scope: 'Namespaced' | 'Cluster'): string => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${crdName}
spec:
  group: ${group}
  scope: ${scope}
  names: { kind: Gadget, plural: gadgets, singular: gadget, listKind: GadgetList }
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema: { type: object, x-kubernetes-preserve-unknown-fields: true }
`;

let fake: FakeGitHub;
const dirs: string[] = [];
beforeAll(async () => {
  const { load } = await import('js-yaml');
  await installCrd(kc, load(crd('Cluster')) as object);
});
afterAll(async () => {
  await kubeRequest(kc, { method: 'DELETE', path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${crdName}` });
});
beforeEach(async () => {
  fake = await startFakeGitHub();
});
afterEach(async () => {
  expect(fake.violations).toEqual([]);
  await fake.close();
  cleanup(...dirs.splice(0));
});

async function scopeAnnotations(repo: PrRepo, inputs: Record<string, string>): Promise<{ exitCode: number; located: string[] }> {
  const files = runnerFiles(pullRequestEvent(repo));
  dirs.push(files.dir);
  const { runtime } = capturedRuntime(runnerEnv({ repo, files, apiUrl: fake.url, inputs: { token: 'ghs_test', mode: 'check', scope: 'sync/scope.yaml', ...inputs } }));
  const exitCode = await runAction({ runtime, analyze: analyzeRepository, githubTiming: { retryAfterUnitMs: 0, writeSpacingMs: 0 } });
  const check = fake.checkRuns.find((r) => r.name === 'driftgate / check');
  return { exitCode, located: (check?.annotations ?? []).filter((a) => (a.title ?? '').startsWith('scope/')).map((a) => `${a.title} ${a.path}:${a.start_line}`).sort() };
}

describe('the Action judges namespaced-ness from the cluster with a kubeconfig', () => {
  it('a PR CRD that makes a cluster-scoped kind look namespaced passes offline and fails against the cluster', async () => {
    const repo = createPrRepo({
      base: { ...tree('deploy/crds'), 'sync/scope.yaml': 'apiVersion: driftgate.dev/v1alpha1\nkind: SyncScope\nnamespaces: ["team-*"]\nclusterKinds: [Namespace, apiextensions.k8s.io/CustomResourceDefinition]\n' },
      head: { 'crds/gadget.yaml': crd('Namespaced'), 'apps/gadget.yaml': `apiVersion: ${group}/v1\nkind: Gadget\nmetadata:\n  name: g\n  namespace: team-a\n` },
    });
    dirs.push(repo.dir);
    const offline = await scopeAnnotations(repo, {});
    expect(offline.located).toEqual([]);
    expect(offline.exitCode).toBe(0);

    fake.checkRuns.splice(0);
    const live = await scopeAnnotations(repo, { kubeconfig: testKubeconfigPath() });
    expect(live.located).toEqual(['scope/cluster-kind-not-allowed apps/gadget.yaml:2', 'scope/kind-scope-mismatch crds/gadget.yaml:7', 'scope/namespace-on-cluster-kind apps/gadget.yaml:5']);
    expect(live.exitCode).toBe(1);
  });
});
