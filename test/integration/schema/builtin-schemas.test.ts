// The shipped schema set of built-in kinds stays what the API server serves: regenerate it from
// the test control plane (the same code as scripts/generate-builtin-schemas.ts) and compare with
// schemas/kubernetes/1.36/ byte for byte. Also: --schemas-from-cluster reads built-ins and
// installed CRDs from a live /openapi/v3.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBuiltinRegistry, groupVersionFileName, serializeGroupVersion, serializeIndex } from '../../../src/core/schema/builtin/index.js';
import { loadManifests, type KubeObject } from '../../../src/core/manifest/manifest.js';
import { parseYaml } from '../../../src/core/yaml/parse.js';
import { clusterSchemaSet, shippedBuiltinRegistry } from '../../../src/io/builtin-schemas.js';
import { generateSchemaSet } from '../../../src/io/builtin-schema-generation.js';
import { KubeClient } from '../../../src/io/kube/client.js';
import { KubeConfig } from '@kubernetes/client-node';
import { OTHER_TESTENV_MINORS, REPO_ROOT, startControlPlane, testenvBinary } from '../../support/control-plane.js';
import { eventually, installCrd, testKubeConfig } from '../../support/cluster.js';

const SHIPPED = path.join(REPO_ROOT, 'schemas', 'kubernetes', '1.36');

describe('built-in schema set', () => {
  it('equals a fresh generation from the test API server (regenerate with scripts/generate-builtin-schemas.ts)', async () => {
    const output = await generateSchemaSet(new KubeClient({ kubeConfig: testKubeConfig() }));
    expect(output.problems).toEqual([]);
    expect(output.index.kubernetesVersion).toMatch(/^v1\.36\./);
    expect(serializeIndex(output.index)).toBe(readFileSync(path.join(SHIPPED, 'index.json'), 'utf8'));
    const expectedFiles = ['index.json', ...[...output.groupVersions.keys()].map(groupVersionFileName)].sort();
    expect(readdirSync(SHIPPED).sort()).toEqual(expectedFiles);
    for (const [gv, file] of output.groupVersions) {
      expect(serializeGroupVersion(file), `${gv} differs from the server`).toBe(readFileSync(path.join(SHIPPED, groupVersionFileName(gv)), 'utf8'));
    }
  });

  it.each(OTHER_TESTENV_MINORS)('the shipped %s set equals a fresh generation from a control plane of that minor', async (minor) => {
    const plane = await startControlPlane({ controllers: [], binary: testenvBinary(minor) });
    try {
      const kc = new KubeConfig();
      kc.loadFromFile(plane.kubeconfig);
      const output = await generateSchemaSet(new KubeClient({ kubeConfig: kc }));
      const shipped = path.join(REPO_ROOT, 'schemas', 'kubernetes', minor);
      expect(output.problems).toEqual([]);
      expect(output.index.kubernetesVersion.startsWith(`v${minor}.`)).toBe(true);
      expect(serializeIndex(output.index)).toBe(readFileSync(path.join(shipped, 'index.json'), 'utf8'));
      expect(readdirSync(shipped).sort()).toEqual(['index.json', ...[...output.groupVersions.keys()].map(groupVersionFileName)].sort());
      for (const [gv, file] of output.groupVersions) expect(serializeGroupVersion(file), `${gv} differs from the server`).toBe(readFileSync(path.join(shipped, groupVersionFileName(gv)), 'utf8'));
    } finally {
      await plane.stop();
    }
  });

  it('loads group-versions lazily: only those of the objects checked', () => {
    const registry = createBuiltinRegistry(shippedBuiltinRegistry('1.36').source);
    expect(registry.loaded.size).toBe(0);
    const found = registry.lookup('v1', 'ConfigMap');
    if (found.status !== 'found') throw new Error('ConfigMap not found');
    registry.validate({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { a: 'b' } }, found);
    expect([...registry.loaded]).toEqual(['v1']);
  });

  it('--schemas-from-cluster: validates built-in kinds and the cluster\'s installed CRDs from /openapi/v3', async () => {
    const kc = testKubeConfig();
    const crdText = readFileSync(path.join(REPO_ROOT, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), 'utf8');
    const crd = loadManifests(parseYaml(crdText, { file: 'crd.yaml' }).documents).manifests[0]!.object;
    await installCrd(kc, crd);
    // The API server publishes a new CRD's schema in /openapi/v3 a moment after it is Established.
    const registry = await eventually(
      async () => {
        const r = createBuiltinRegistry(await clusterSchemaSet(new KubeClient({ kubeConfig: kc })));
        if (r.lookup('platform.example.com/v1alpha1', 'TenantOnboarding').status !== 'found') throw new Error('not published yet');
        return r;
      },
      { timeoutMs: 60_000, intervalMs: 500, message: 'TenantOnboarding never appeared in /openapi/v3' },
    );
    expect(registry.source.description).toMatch(/Kubernetes v1\.36\./);

    const tenant = registry.lookup('platform.example.com/v1alpha1', 'TenantOnboarding');
    if (tenant.status !== 'found') throw new Error(`TenantOnboarding: ${tenant.status}`);
    const object = (spec: Record<string, unknown>): KubeObject => ({ apiVersion: 'platform.example.com/v1alpha1', kind: 'TenantOnboarding', metadata: { name: 't', namespace: 'x' }, spec });
    expect(registry.validate(object({ namespace: 'team-a' }), tenant)).toEqual([]);
    expect(registry.validate(object({ namespace: 'team-a', namespac: 'typo' }), tenant).map((v) => v.ruleId)).toEqual(['schema/unknown-field']);

    const deployment = registry.lookup('apps/v1', 'Deployment');
    if (deployment.status !== 'found') throw new Error('Deployment not found');
    const bad = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'd' }, spec: { replicas: 'three', selector: { matchLabels: { a: 'b' } }, template: { metadata: { labels: { a: 'b' } }, spec: { containers: [{ name: 'c', image: 'i', imagePullPolicy: 'Sometimes' }] } } } };
    // The shipped +enum values apply to the cluster's documents too.
    expect(registry.validate(bad, deployment).map((v) => v.ruleId).sort()).toEqual(['schema/enum', 'schema/type']);
  });
});
