import { describe, expect, it } from 'vitest';
import { byRule, compare, crd, specCrd } from '../testing.js';

function big(descriptionBytes: number): Record<string, unknown> {
  return specCrd({ type: 'object', description: 'x'.repeat(descriptionBytes) });
}

describe('crd-too-large', () => {
  it('flags a CRD that grows past the client-side apply limit', () => {
    const [f] = byRule(compare(big(1000), big(270_000)), 'crd-too-large');
    expect(f?.severity).toBe('error');
    expect(f?.message).toMatch(/over the 262144 bytes client-side apply/);
  });

  it('is silent below the limit, when the base was already too large, or with server-side apply configured', () => {
    expect(byRule(compare(crd(), big(200_000)), 'crd-too-large')).toEqual([]);
    expect(byRule(compare(big(270_000), big(280_000)), 'crd-too-large')).toEqual([]);
    const ssa = { rules: { 'crd-too-large': { options: { serverSideApply: true } } }, acknowledgements: [] };
    expect(byRule(compare(big(1000), big(270_000), ssa), 'crd-too-large')).toEqual([]);
  });
});
