// `driftgate crds add cluster --kubeconfig`: the CRDs a real API server has, pinned into the
// catalog as the server returns them (CEL rules and x-kubernetes-* kept, server-written fields
// dropped), recorded with the context and resourceVersion; check then validates with them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/run-cli.js';
import { installCrd, kubeRequest, randomSuffix, testKubeConfig, testKubeconfigPath } from '../../support/cluster.js';

const kc = testKubeConfig();
const group = `catalog-${randomSuffix()}.example.io`;
const name = `gadgets.${group}`;
const crd = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name, annotations: { 'example.io/release': 'v3.1.0' } },
  spec: {
    group,
    names: { kind: 'Gadget', listKind: 'GadgetList', plural: 'gadgets', singular: 'gadget' },
    scope: 'Namespaced',
    versions: [
      {
        name: 'v1',
        served: true,
        storage: true,
        schema: {
          openAPIV3Schema: {
            type: 'object',
            properties: {
              spec: {
                type: 'object',
                'x-kubernetes-validations': [{ rule: 'self.replicas <= 5', message: 'at most 5 replicas' }],
                properties: { replicas: { type: 'integer' }, port: { 'x-kubernetes-int-or-string': true } },
              },
            },
          },
        },
      },
      { name: 'v1beta1', served: true, storage: false, schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } } },
    ],
  },
};
let work = '';

beforeAll(async () => {
  await installCrd(kc, crd);
  work = mkdtempSync(path.join(os.tmpdir(), 'driftgate-crds-cluster-'));
  mkdirSync(path.join(work, '.git'));
  mkdirSync(path.join(work, 'apps'));
  writeFileSync(path.join(work, 'apps/gadget.yaml'), `apiVersion: ${group}/v1\nkind: Gadget\nmetadata:\n  name: g\n  namespace: apps\nspec:\n  replicas: 9\n  prot: 8080\n`);
});

afterAll(async () => {
  await kubeRequest(kc, { method: 'DELETE', path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${name}` });
  rmSync(work, { recursive: true, force: true });
});

describe('crds add cluster --kubeconfig', () => {
  it('pins a live CRD as served, every version and CEL rule kept, and check validates with it', async () => {
    const added = await runCli(['crds', 'add', 'cluster', '--kubeconfig', testKubeconfigPath(), '--name', name], work);
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain(`+ ${name} (v1, v1beta1)`);

    const written = JSON.parse(readFileSync(path.join(work, `crds/catalog/${name}.yaml`), 'utf8')) as Record<string, { [k: string]: unknown }>;
    expect(written.metadata).toEqual({ name, annotations: { 'example.io/release': 'v3.1.0' } });
    expect(written.status).toBeUndefined();
    const live = (await kubeRequest(kc, { method: 'GET', path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${name}` })).body as { spec: unknown; metadata: { resourceVersion: string } };
    expect(written.spec).toEqual(live.spec);

    const lock = JSON.parse(readFileSync(path.join(work, 'crds/catalog/driftgate-crds.lock.json'), 'utf8')) as { crds: { source: Record<string, string> }[] };
    expect(lock.crds).toHaveLength(1);
    expect(lock.crds[0]?.source).toEqual({ type: 'cluster', context: kc.getCurrentContext(), resourceVersion: live.metadata.resourceVersion });
    expect((await runCli(['crds', 'verify'], work)).code).toBe(0);

    const checked = await runCli(['check', 'apps'], work);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toMatch(/8:3 +error +unknown field "spec.prot"/);
    expect(checked.stdout).toMatch(/at most 5 replicas/);
    expect(checked.stdout).toContain(`Gadget (${group}/v1): CRD ${name} v1, catalog crds/catalog/${name}.yaml (cluster context ${kc.getCurrentContext()}`);
  });

  it('says why when the cluster cannot be read, never quoting the kubeconfig', async () => {
    const bad = path.join(work, 'bad-kubeconfig');
    writeFileSync(bad, 'apiVersion: v1\nkind: Config\nclusters: []\ncontexts: []\nusers: []\n');
    const r = await runCli(['crds', 'add', 'cluster', '--kubeconfig', bad], work);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^driftgate crds add: cannot read the cluster: /);
  });
});
