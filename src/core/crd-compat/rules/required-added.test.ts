import { describe, expect, it } from 'vitest';
import { byRule, compare, crd, specCrd } from '../testing.js';

describe('required-added', () => {
  it('calls a new required field without a default contract-before-expand, not ratcheted', () => {
    const base = specCrd({ type: 'object', properties: { a: { type: 'string' } } });
    const head = specCrd({ type: 'object', required: ['owner'], properties: { a: { type: 'string' }, owner: { type: 'string' } } });
    const [f] = byRule(compare(base, head), 'required-added');
    expect(f).toMatchObject({ severity: 'error', path: '.spec.owner', ratchet: 'enforced', scope: 'in-place-served' });
    expect(f?.message).toContain('contract before expand');
    expect(f?.hint).toMatch(/^Expand first: add `owner` as optional \(or with a default\).*migrate.*then make it required/);
  });

  it('says an existing optional field became required', () => {
    const base = specCrd({ type: 'object', properties: { a: { type: 'string' } } });
    const head = specCrd({ type: 'object', required: ['a'], properties: { a: { type: 'string' } } });
    expect(byRule(compare(base, head), 'required-added')[0]?.message).toContain('became required (it was optional)');
  });

  it('is a warning when the new required field has a default', () => {
    const base = specCrd({ type: 'object', properties: {} });
    const head = specCrd({ type: 'object', required: ['mode'], properties: { mode: { type: 'string', default: 'auto' } } });
    expect(byRule(compare(base, head), 'required-added').map((f) => f.severity)).toEqual(['warning']);
  });

  it('does not flag required fields inside a new optional object', () => {
    const base = specCrd({ type: 'object', properties: {} });
    const head = specCrd({ type: 'object', properties: { tls: { type: 'object', required: ['secret'], properties: { secret: { type: 'string' } } } } });
    expect(byRule(compare(base, head), 'required-added')).toEqual([]);
  });

  it('does not flag a required field confined to a new version', () => {
    const v1 = { type: 'object', properties: { a: { type: 'string' } } };
    const base = crd({ versions: [{ name: 'v1', spec: v1 }] });
    const head = crd({ versions: [{ name: 'v1', spec: v1, storage: true }, { name: 'v2', storage: false, spec: { ...v1, required: ['a'] } }], specExtra: { conversion: { strategy: 'None' } } });
    expect(byRule(compare(base, head), 'required-added')).toEqual([]);
  });
});
