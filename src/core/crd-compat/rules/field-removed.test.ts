import { describe, expect, it } from 'vitest';
import { byRule, compare, crd, specCrd } from '../testing.js';

describe('field-removed', () => {
  it('reports the shallowest removed path, located in the base file', () => {
    const base = specCrd({ type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'string' }, c: { type: 'string' } } } } });
    const head = specCrd({ type: 'object', properties: {} });
    const findings = byRule(compare(base, head), 'field-removed');
    expect(findings.map((f) => [f.path, f.file, f.severity])).toEqual([['.spec.a', 'base.yaml', 'error']]);
  });

  it('names a likely rename', () => {
    const base = specCrd({ type: 'object', properties: { replicas: { type: 'integer', minimum: 0 } } });
    const head = specCrd({ type: 'object', properties: { replicaCount: { type: 'integer', minimum: 0 } } });
    expect(byRule(compare(base, head), 'field-removed')[0]?.message).toContain('rename to `replicaCount`');
  });

  it('is a warning where the parent preserves unknown fields', () => {
    const base = specCrd({ type: 'object', 'x-kubernetes-preserve-unknown-fields': true, properties: { a: { type: 'string' } } });
    const head = specCrd({ type: 'object', 'x-kubernetes-preserve-unknown-fields': true, properties: {} });
    expect(byRule(compare(base, head), 'field-removed').map((f) => f.severity)).toEqual(['warning']);
  });

  it('does not flag a field missing only from a new version', () => {
    const v1 = { type: 'object', properties: { a: { type: 'string' } } };
    const base = crd({ versions: [{ name: 'v1', spec: v1 }] });
    const head = crd({ versions: [{ name: 'v1', spec: v1 }, { name: 'v2', served: false, storage: false, spec: { type: 'object', properties: {} } }] });
    expect(byRule(compare(base, head), 'field-removed')).toEqual([]);
  });
});
