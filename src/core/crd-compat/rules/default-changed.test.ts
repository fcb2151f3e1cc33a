import { describe, expect, it } from 'vitest';
import { byRule, compare, crd, specCrd } from '../testing.js';

describe('default-changed', () => {
  it('is an error when a default changes: every object that omits the field carries the new value', () => {
    const spec = (d: string) => specCrd({ type: 'object', properties: { mode: { type: 'string', default: d } } });
    const [f] = byRule(compare(spec('fast'), spec('slow')), 'default-changed');
    expect(f).toMatchObject({ severity: 'error', path: '.spec.mode' });
    expect(f?.message).toContain('default changed from "fast" to "slow"');
  });

  it('is an error when a default is added (issue 23: editGroups defaulting to system:authenticated)', () => {
    const groups = (extra: Record<string, unknown>) => specCrd({ type: 'object', properties: { access: { type: 'object', properties: { editGroups: { type: 'array', items: { type: 'string' }, ...extra } } } } });
    const [f] = byRule(compare(groups({}), groups({ default: ['system:authenticated'] })), 'default-changed');
    expect(f).toMatchObject({ severity: 'error', path: '.spec.access.editGroups', line: expect.any(Number) });
    expect(f?.message).toContain('default ["system:authenticated"] added');
  });

  it('is an error when a new field arrives with a default', () => {
    const base = specCrd({ type: 'object', properties: { mode: { type: 'string' } } });
    const head = specCrd({ type: 'object', properties: { mode: { type: 'string' }, viewGroups: { type: 'array', items: { type: 'string' }, default: ['system:authenticated'] } } });
    const findings = byRule(compare(base, head), 'default-changed');
    expect(findings.map((f) => [f.severity, f.path])).toEqual([['error', '.spec.viewGroups']]);
    expect(findings[0]?.message).toContain('new field `viewGroups` added with default ["system:authenticated"]');
    // a new field without a default is not this rule's
    const plain = specCrd({ type: 'object', properties: { mode: { type: 'string' }, viewGroups: { type: 'array', items: { type: 'string' } } } });
    expect(byRule(compare(base, plain), 'default-changed')).toEqual([]);
  });

  it('is a warning when a default is removed from an optional field, an error from a required one', () => {
    const optional = (withDefault: boolean) => specCrd({ type: 'object', properties: { mode: { type: 'string', ...(withDefault ? { default: 'fast' } : {}) } } });
    expect(byRule(compare(optional(true), optional(false)), 'default-changed').map((f) => f.severity)).toEqual(['warning']);
    const base = specCrd({ type: 'object', required: ['mode'], properties: { mode: { type: 'string', default: 'fast' } } });
    const head = specCrd({ type: 'object', required: ['mode'], properties: { mode: { type: 'string' } } });
    expect(byRule(compare(base, head), 'default-changed').map((f) => f.severity)).toEqual(['error']);
  });

  it('is silent when the default is unchanged', () => {
    const spec = specCrd({ type: 'object', properties: { mode: { type: 'string', default: 'fast' } } });
    expect(compare(spec, spec)).toEqual([]);
  });

  it('is a warning when an empty-string default is added to a string field (Kubernetes 1.30 LocalObjectReference.name, found by the replay), an error for other zero values', () => {
    const ref = (extra: Record<string, unknown>) => specCrd({ type: 'object', properties: { pullSecret: { type: 'object', properties: { name: { type: 'string', ...extra } } } } });
    const [f] = byRule(compare(ref({}), ref({ default: '' })), 'default-changed');
    expect(f).toMatchObject({ severity: 'warning', path: '.spec.pullSecret.name' });
    expect(f?.message).toContain('the empty string');
    const flag = (extra: Record<string, unknown>) => specCrd({ type: 'object', properties: { automount: { type: 'boolean', ...extra } } });
    expect(byRule(compare(flag({}), flag({ default: false })), 'default-changed').map((x) => x.severity)).toEqual(['error']);
    // a new string field arriving with "" is the same case
    const base = specCrd({ type: 'object', properties: { mode: { type: 'string' } } });
    const head = specCrd({ type: 'object', properties: { mode: { type: 'string' }, name: { type: 'string', default: '' } } });
    expect(byRule(compare(base, head), 'default-changed').map((x) => x.severity)).toEqual(['warning']);
  });

  it('is a warning under .status: a placeholder until the controller reports (Gateway API GatewayClass, found by the replay)', () => {
    const withStatus = (reason: string) =>
      crd({ versions: [{ name: 'v1', schema: { type: 'object', properties: { spec: { type: 'object' }, status: { type: 'object', default: { conditions: [{ type: 'Accepted', status: 'Unknown', reason }] }, properties: { conditions: { type: 'array', items: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } } } } } } }] });
    const [f] = byRule(compare(withStatus('Waiting'), withStatus('Pending')), 'default-changed');
    expect(f).toMatchObject({ severity: 'warning', path: '.status' });
    expect(f?.message).toContain('placeholder until the controller writes status');
  });
});
