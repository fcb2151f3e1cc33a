import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTenantSpec, refusalReason } from './spec.js';

const sample = JSON.parse(readFileSync(new URL('./testdata/recommendations.json', import.meta.url), 'utf8')) as {
  metadata: { name: string; namespace: string };
  spec: Record<string, unknown>;
};

describe('parseTenantSpec', () => {
  it('canonicalises a valid spec: lists sorted and deduplicated, Delete by default', () => {
    const result = parseTenantSpec(sample);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.spec).toEqual({
      namespace: 'recommendations',
      quota: { cpu: '20', memory: '64Gi', gpuCount: 4 },
      allowEgressTo: ['catalog', 'kube-system'],
      adminGroups: ['recs-admins'],
      editGroups: ['ml-platform', 'recs-devs'],
      deletionPolicy: 'Delete',
    });
  });

  it('accepts a numeric cpu (YAML `cpu: 20`) as the quantity "20"', () => {
    const result = parseTenantSpec({ metadata: {}, spec: { namespace: 'a', resourceQuota: { cpu: 20 } } });
    expect(result.ok && result.spec.quota.cpu).toBe('20');
  });

  it('reports every problem with a JSON pointer, not only the first', () => {
    const result = parseTenantSpec({
      metadata: { name: 't', namespace: 'tenants', annotations: { 'platform.example.com/deletion-policy': 'Keep' } },
      spec: {
        namespace: 'Bad_Name',
        resourceQuota: { cpu: 'lots', memory: '-1Gi', gpuCount: 1.5 },
        networkPolicy: { allowEgressTo: ['ok', 'NOT OK', 7] },
        access: { adminGroups: 'admins' },
      },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.findings.map((f) => f.pointer)).toEqual([
      '/spec/namespace',
      '/spec/resourceQuota/cpu',
      '/spec/resourceQuota/memory',
      '/spec/resourceQuota/gpuCount',
      '/spec/networkPolicy/allowEgressTo/1',
      '/spec/networkPolicy/allowEgressTo/2',
      '/spec/access/adminGroups',
      '/metadata/annotations/platform.example.com~1deletion-policy',
    ]);
    expect(result.findings.every((f) => f.severity === 'error' && f.object?.name === 't' && f.hint)).toBe(true);
    expect(result.findings[1]!.message).toContain('"lots" is not a Kubernetes quantity');
  });

  it('reads spec.quota in v1 and spec.resourceQuota in v1alpha1, by apiVersion', () => {
    const v1 = parseTenantSpec({ apiVersion: 'platform.example.com/v1', metadata: {}, spec: { namespace: 'a', quota: { cpu: '2', gpuCount: 1, additional: { pods: 20 } } } });
    expect(v1.ok && v1.spec.quota).toEqual({ cpu: '2', gpuCount: 1, additional: { pods: '20' } });
    const alpha = parseTenantSpec({ apiVersion: 'platform.example.com/v1alpha1', metadata: {}, spec: { namespace: 'a', resourceQuota: { cpu: '3' } } });
    expect(alpha.ok && alpha.spec.quota).toEqual({ cpu: '3' });
    // The other version's field is not read (the CRD schema prunes or rejects it anyway).
    const wrong = parseTenantSpec({ apiVersion: 'platform.example.com/v1', metadata: {}, spec: { namespace: 'a', resourceQuota: { cpu: '3' } } });
    expect(wrong.ok && wrong.spec.quota).toEqual({});
  });

  it('checks spec.quota.additional: quantities, and no second cpu, memory or GPU limit', () => {
    const result = parseTenantSpec({
      apiVersion: 'platform.example.com/v1',
      metadata: {},
      spec: { namespace: 'a', quota: { additional: { pods: 'many', 'requests.storage': '-1Gi', cpu: '4', 'requests.nvidia.com/gpu': '2', 'count/jobs.batch': '5' } } },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.findings.map((f) => [f.ruleId, f.pointer])).toEqual([
      ['tenant/quantity', '/spec/quota/additional/pods'],
      ['tenant/quantity', '/spec/quota/additional/requests.storage'],
      ['tenant/quota', '/spec/quota/additional/cpu'],
      ['tenant/quota', '/spec/quota/additional/requests.nvidia.com~1gpu'],
    ]);
    expect(result.findings[3]!.hint).toContain('gpuCount');
  });

  it('requires spec.namespace', () => {
    const result = parseTenantSpec({ metadata: {}, spec: {} });
    expect(result.ok ? [] : result.findings.map((f) => f.ruleId)).toEqual(['tenant/namespace']);
  });

  it('reads the deletion policy annotation', () => {
    const result = parseTenantSpec({ metadata: { annotations: { 'platform.example.com/deletion-policy': 'Retain' } }, spec: { namespace: 'a' } });
    expect(result.ok && result.spec.deletionPolicy).toBe('Retain');
  });

  it('refuses system: groups in adminGroups and editGroups, case-sensitively as Kubernetes', () => {
    const result = parseTenantSpec({
      metadata: { name: 't' },
      spec: { namespace: 'team-a', access: { adminGroups: ['system:masters', 'admins'], editGroups: ['devs', 'system:authenticated', 'System:devs', 'systems:x'] } },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.findings.map((f) => [f.ruleId, f.pointer])).toEqual([
      ['tenant/system-group', '/spec/access/adminGroups/0'],
      ['tenant/system-group', '/spec/access/editGroups/1'],
    ]);
    expect(result.findings[1]!.message).toContain('"system:authenticated" is a Kubernetes system group');
  });

  it('refuses reserved tenant namespaces: kube-*, default, driftgate\'s own, add-ons, and those passed in', () => {
    const ruleOf = (namespace: string, reservedNamespaces?: string[]): string[] => {
      const r = parseTenantSpec({ metadata: {}, spec: { namespace } }, reservedNamespaces ? { reservedNamespaces } : {});
      return r.ok ? [] : r.findings.map((f) => `${f.ruleId} ${f.pointer}`);
    };
    for (const ns of ['kube-system', 'kube-public', 'kube-node-lease', 'kube-anything', 'default', 'driftgate-system', 'platform-policy', 'cert-manager']) {
      expect(ruleOf(ns), ns).toEqual(['tenant/namespace-reserved /spec/namespace']);
    }
    expect(ruleOf('team-ops', ['team-ops'])).toEqual(['tenant/namespace-reserved /spec/namespace']);
    expect(ruleOf('ops-a', ['ops-*'])).toEqual(['tenant/namespace-reserved /spec/namespace']);
    // a prefix or suffix of a reserved name is not reserved
    expect(ruleOf('defaults')).toEqual([]);
    expect(ruleOf('my-kube-thing')).toEqual([]);
  });

  it.each([
    ['a system group, with other problems', { namespace: 'kube-system', resourceQuota: { cpu: 'x' }, access: { editGroups: ['system:authenticated'] } }, 'SystemGroupForbidden'],
    ['a reserved namespace', { namespace: 'default', access: { editGroups: ['devs'] } }, 'NamespaceReserved'],
    ['a malformed quantity', { namespace: 'team-a', resourceQuota: { cpu: 'x' } }, 'InvalidSpec'],
  ])('gives the operator its Stalled reason for %s', (_what, spec, reason) => {
    const r = parseTenantSpec({ metadata: {}, spec });
    expect(r.ok ? 'ok' : refusalReason(r.findings)).toBe(reason);
  });
});
