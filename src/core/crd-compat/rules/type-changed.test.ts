import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const spec = (props: Record<string, unknown>) => specCrd({ type: 'object', properties: props });

describe('type-changed', () => {
  it('flags a narrowing type change in a served version as an in-place error', () => {
    const [f, ...rest] = byRule(compare(spec({ size: { type: 'string' } }), spec({ size: { type: 'integer' } })), 'type-changed');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ severity: 'error', path: '.spec.size', version: 'v1', scope: 'in-place-served', ratchet: 'tolerated', file: 'head.yaml' });
    expect(f?.message).toContain('type changed from string to integer');
    expect(f?.hint).toMatch(/add v2 with the new shape and a conversion webhook; keep v1 served/);
  });

  it('treats string → int-or-string as a widening warning, and does not flag the int-or-string anyOf', () => {
    const after = { 'x-kubernetes-int-or-string': true, anyOf: [{ type: 'integer' }, { type: 'string' }] };
    const findings = compare(spec({ port: { type: 'string' } }), spec({ port: after }));
    expect(byRule(findings, 'type-changed').map((f) => f.severity)).toEqual(['warning']);
    expect(byRule(findings, 'composition-keyword-changed')).toEqual([]);
    expect(byRule(findings, 'unclassified-change')).toEqual([]);
  });

  it('does not descend below a changed type (no field-removed for the children)', () => {
    const findings = compare(spec({ cfg: { type: 'object', properties: { a: { type: 'string' } } } }), spec({ cfg: { type: 'string' } }));
    expect(findings.map((f) => f.rule)).toEqual(['type-changed']);
  });

  it('reports nothing when the type is unchanged', () => {
    expect(byRule(compare(spec({ size: { type: 'integer' } }), spec({ size: { type: 'integer', description: 'x' } })), 'type-changed')).toEqual([]);
  });

  it('flags x-kubernetes-embedded-resource turned on', () => {
    const before = { type: 'object', 'x-kubernetes-preserve-unknown-fields': true };
    const [f] = byRule(compare(spec({ tpl: before }), spec({ tpl: { ...before, 'x-kubernetes-embedded-resource': true } })), 'type-changed');
    expect(f?.severity).toBe('error');
    expect(f?.message).toContain('x-kubernetes-embedded-resource turned on');
  });
});
