import { describe, expect, it } from 'vitest';
import { byRule, compare, crd } from './testing.js';

// Served versions are compared pairwise for divergence; versions that share one schema differ in
// nothing and are not walked (issue #24: a CRD of 1,000 versions was quadratic in crd-diff).
const SAME = { type: 'object', properties: { a: { type: 'string' } } };
const versions = (n: number, odd?: { readonly at: number; readonly spec: Record<string, unknown> }) =>
  Array.from({ length: n }, (_, i) => ({ name: `v${i + 1}`, storage: i === 0, spec: structuredClone(odd?.at === i ? odd.spec : SAME) }));

describe('crd-diff over many served versions', () => {
  it('still reports the one version whose schema diverges among many that share a schema', () => {
    const base = crd({ versions: versions(40) });
    const head = crd({ versions: versions(40, { at: 20, spec: { type: 'object', properties: { a: { type: 'integer' } } } }) });
    const divergent = byRule(compare(base, head), 'served-versions-divergent');
    expect(divergent.length).toBeGreaterThan(0);
    expect(divergent.every((f) => f.message.includes('v21'))).toBe(true);
  });

  it('compares a CRD of 1,000 versions that share one schema, with no finding', { timeout: 120_000 }, () => {
    const findings = compare(crd({ versions: versions(1000) }), crd({ versions: versions(1000) }));
    expect(byRule(findings, 'served-versions-divergent')).toEqual([]);
  });
});
