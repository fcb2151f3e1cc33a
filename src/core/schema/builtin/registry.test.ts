import { describe, expect, it } from 'vitest';
import { loadShippedSchemaSet } from '../../../io/builtin-schemas.js';
import { loadManifests } from '../../manifest/manifest.js';
import { parseYaml } from '../../yaml/parse.js';
import { checkBuiltinManifest } from './check.js';
import { createBuiltinRegistry } from './registry.js';
import { isKubernetesGroup, REMOVED_APIS } from './removed.js';

const registry = createBuiltinRegistry(loadShippedSchemaSet('1.36'));

function check(text: string, strict = false): { rule: string; severity: string; line: number; column: number; message: string; hint?: string }[] | undefined {
  const manifest = loadManifests(parseYaml(text, { file: 'x.yaml' }).documents).manifests[0]!;
  return checkBuiltinManifest(registry, manifest, { strict })?.findings.map((f) => ({ rule: f.ruleId, severity: f.severity, line: f.line!, column: f.column!, message: f.message, ...(f.hint ? { hint: f.hint } : {}) }));
}

describe('built-in registry (shipped Kubernetes 1.36)', () => {
  it('finds kinds with their scope and resource', () => {
    expect(registry.lookup('apps/v1', 'Deployment')).toMatchObject({ status: 'found', entry: { scope: 'Namespaced', resource: 'deployments' } });
    expect(registry.lookup('rbac.authorization.k8s.io/v1', 'ClusterRole')).toMatchObject({ status: 'found', entry: { scope: 'Cluster' } });
  });

  it('tells removed APIs, misspelt kinds, kinds of another group, unserved versions and foreign groups apart', () => {
    expect(registry.lookup('policy/v1beta1', 'PodSecurityPolicy')).toMatchObject({ status: 'removed', removal: { removedIn: '1.25' } });
    expect(registry.lookup('apps/v1', 'Statefulset')).toMatchObject({ status: 'unknown-kind', suggestion: 'StatefulSet' });
    expect(registry.lookup('apps/v1', 'CronJob')).toMatchObject({ status: 'unknown-kind', elsewhere: 'batch/v1' });
    expect(registry.lookup('networking.k8s.io/v1beta1', 'IPAddress')).toMatchObject({ status: 'unknown-version', served: ['v1'] });
    expect(registry.lookup('nonsense', 'Thing')).toMatchObject({ status: 'unknown-version', group: '' });
    expect(registry.lookup('gateway.networking.k8s.io/v1', 'HTTPRoute')).toEqual({ status: 'not-builtin' });
    expect(registry.lookup('snapshot.storage.k8s.io/v1', 'VolumeSnapshot')).toEqual({ status: 'not-builtin' });
    expect(isKubernetesGroup('gateway.networking.k8s.io')).toBe(false);
    expect(isKubernetesGroup('networking.k8s.io')).toBe(true);
  });

  it('every removed API names a release and is really not served by the shipped version', () => {
    for (const r of REMOVED_APIS) {
      expect(r.removedIn).toMatch(/^1\.\d+$/);
      expect(registry.source.index.groupVersions[r.apiVersion], r.apiVersion).toBeUndefined();
      if (r.use) expect(registry.source.index.groupVersions[r.use], `${r.apiVersion} → ${r.use}`).toBeDefined();
    }
  });

  it('locates each finding with what was expected and what was found', () => {
    expect(check('apiVersion: policy/v1beta1\nkind: PodDisruptionBudget\nmetadata:\n  name: p\n')).toEqual([
      {
        rule: 'schema/removed-api',
        severity: 'error',
        line: 1,
        column: 13,
        message: 'apiVersion: PodDisruptionBudget in policy/v1beta1 is no longer served since Kubernetes 1.25: expected a served apiVersion, found "policy/v1beta1"; use apiVersion: policy/v1',
        hint: 'Change apiVersion to policy/v1; in policy/v1 an empty spec.selector selects every pod of the namespace.',
      },
    ]);
    expect(check('apiVersion: apps/v1\nkind: CronJob\nmetadata:\n  name: c\n')![0]).toMatchObject({ rule: 'schema/no-such-kind', line: 2, column: 7, hint: 'CronJob is served by batch/v1: use apiVersion: batch/v1.' });
    // The API server and kubectl refuse a version no Kubernetes serves: an error, with the served one in the hint.
    expect(check('apiVersion: apps/v2\nkind: Deployment\nmetadata:\n  name: d\n')![0]).toMatchObject({ rule: 'schema/unserved-version', severity: 'error', line: 1, column: 13, hint: 'Change apiVersion to apps/v1.' });
    expect(check('apiVersion: apps/v1/\nkind: Deployment\nmetadata:\n  name: d\n')![0]).toMatchObject({ rule: 'schema/unserved-version', severity: 'error' });
    expect(check('apiVersion: v2\nkind: ConfigMap\nmetadata:\n  name: c\n')![0]).toMatchObject({ rule: 'schema/unserved-version', severity: 'error', hint: 'Change apiVersion to v1.' });
    expect(check('apiVersion: core/v1\nkind: ConfigMap\nmetadata:\n  name: c\n')![0]).toMatchObject({ rule: 'schema/unserved-version', severity: 'error', hint: 'Change apiVersion to v1.' });
    // An alpha or beta version a cluster may enable with a feature gate stays a warning unless strict.
    expect(check('apiVersion: apps/v2beta9\nkind: Deployment\nmetadata:\n  name: d\n')![0]).toMatchObject({ rule: 'schema/unknown-kind', severity: 'warning' });
    expect(check('apiVersion: apps/v2beta9\nkind: Deployment\nmetadata:\n  name: d\n', true)![0]).toMatchObject({ severity: 'error' });
    expect(check('apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n')).toBeUndefined();
  });

  it('loads nothing until an object is validated', () => {
    const fresh = createBuiltinRegistry(loadShippedSchemaSet('1.36'));
    fresh.lookup('apps/v1', 'Deployment');
    expect(fresh.loaded.size).toBe(0);
  });
});
