import { describe, expect, it } from 'vitest';
import { crd, manifestsOf, toYaml } from '../crd-compat/testing.js';
import type { SourceFile } from '../manifest/input.js';
import { judgeRevision } from './judge.js';


const file = (path: string, text: string): SourceFile => ({ path, bytes: new TextEncoder().encode(text) });
const widgets = crd({ versions: [{ name: 'v1', spec: { type: 'object', properties: { size: { type: 'integer' } } } }] });
const configMap = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  namespace: team\ndata:\n  k: v\n';
const now = new Date(0);

describe('judgeRevision: removed CRDs', () => {
  // The agent's case: the live CRD this sync manages is the base; the head no longer has it.
  const liveBase = manifestsOf(toYaml([widgets]), 'cluster:customresourcedefinitions/widgets.example.com');

  it('is an error while the cluster holds objects of its kind, with the count and a remedy', async () => {
    const verdict = await judgeRevision({
      check: { files: [file('tenants/cm.yaml', configMap)], now },
      crd: { base: liveBase },
      live: { crds: new Map(), objectCounts: new Map([['widgets.example.com', 3]]) },
    });
    const removed = verdict.crdFindings.filter((f) => f.ruleId === 'crd-compat/crd-removed');
    expect(removed).toEqual([expect.objectContaining({ severity: 'error', message: expect.stringContaining('holds 3 objects') })]);
    expect(removed[0]?.hint).toMatch(/delete its objects deliberately first/);
    expect(verdict.refused).toBe(true);
    expect(verdict.refusedBy).toBe('crd-compat');
  });

  it('cannot be lowered or acknowledged by crd-compat.yaml while objects exist, or when the cluster was not asked', async () => {
    const lowered = file('policies/crd-compat.yaml', 'apiVersion: policy.driftgate.dev/v1alpha1\nkind: CrdCompatConfig\nspec:\n  rules:\n    crd-removed:\n      severity: warning\n');
    const withObjects = await judgeRevision({ check: { files: [], policyFiles: [lowered], now }, crd: { base: liveBase }, live: { crds: new Map(), objectCounts: new Map([['widgets.example.com', 1]]) } });
    expect(withObjects.crdFindings.map((f) => [f.ruleId, f.severity])).toEqual([['crd-compat/crd-removed', 'error']]);
    const unasked = await judgeRevision({ check: { files: [], policyFiles: [lowered], now }, crd: { base: liveBase } });
    expect(unasked.crdFindings.map((f) => [f.ruleId, f.severity])).toEqual([['crd-compat/crd-removed', 'error']]);
    expect(unasked.crdFindings[0]?.message).toMatch(/not asked/);
    // No objects left: the configured severity stands.
    const empty = await judgeRevision({ check: { files: [], policyFiles: [lowered], now }, crd: { base: liveBase }, live: { crds: new Map(), objectCounts: new Map([['widgets.example.com', 0]]) } });
    expect(empty.crdFindings.map((f) => [f.ruleId, f.severity])).toEqual([['crd-compat/crd-removed', 'warning']]);
    expect(empty.refused).toBe(false);
  });

  it('a CRD file deleted between base and head (check --base) is removed too', async () => {
    const verdict = await judgeRevision({
      check: { files: [file('tenants/cm.yaml', configMap)], crdFiles: [], baseCrdFiles: [file('deploy/crds/widgets.yaml', toYaml([widgets]))], baseFiles: [], selected: new Set(['tenants/cm.yaml']), now },
    });
    expect(verdict.crdFindings).toEqual([expect.objectContaining({ ruleId: 'crd-compat/crd-removed', severity: 'error', file: 'deploy/crds/widgets.yaml' })]);
    expect(verdict.refusedBy).toBe('crd-compat');
  });
});

describe('judgeRevision: live CRD checks', () => {
  it('a stored version missing from the head is an error; stored objects are validated against the changed schema', async () => {
    const head = crd({ versions: [{ name: 'v1', spec: { type: 'object', properties: { size: { type: 'integer', maximum: 5 } } } }] });
    const live = { ...crd({ versions: [{ name: 'v1alpha1', served: false, storage: false }, { name: 'v1', spec: { type: 'object', properties: { size: { type: 'integer' } } } }] }), status: { storedVersions: ['v1alpha1', 'v1'] } };
    const big = { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w', namespace: 'n' }, spec: { size: 9 } };
    const verdict = await judgeRevision({
      check: { files: [file('deploy/crds/widgets.yaml', toYaml([head]))], now },
      live: { crds: new Map([['widgets.example.com', live]]), storedObjects: new Map([['widgets.example.com', new Map([['v1', [big]]])]]) },
    });
    const rules = verdict.crdFindings.map((f) => `${f.ruleId}:${f.severity}`);
    expect(rules).toContain('crd-compat/version-removed:error');
    expect(rules).toContain('crd-compat/stored-objects-invalid:error');
    expect(verdict.refusedBy).toBe('crd-compat');
  });
});

describe('judgeRevision: one verdict', () => {
  it('reports check, scope and CRD findings together and names the first gate that refused', async () => {
    const pod = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  k: v\n';
    const verdict = await judgeRevision({
      check: { files: [file('tenants/cm.yaml', pod)], now },
      scope: { scope: { namespaces: ['team-*'], clusterKinds: [], deniedKinds: [], reservedNamespaces: [] } },
    });
    expect(verdict.scopeFindings.length).toBeGreaterThan(0);
    expect(verdict.refusedBy).toBe('scope');
    expect(verdict.findings.length).toBe(verdict.checkFindings.length + verdict.scopeFindings.length + verdict.crdFindings.length);
  });

  it('reading problems refuse the revision as the check', async () => {
    const verdict = await judgeRevision({ check: { files: [], now }, findings: [{ ruleId: 'input/file-too-large', severity: 'error', file: 'a.yaml', message: 'too large' }] });
    expect(verdict.refusedBy).toBe('check');
    expect(verdict.checkFindings.map((f) => f.ruleId)).toEqual(['input/file-too-large']);
  });
});
