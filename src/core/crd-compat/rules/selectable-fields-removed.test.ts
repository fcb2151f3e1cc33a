import { describe, expect, it } from 'vitest';
import { compare, crd } from '../testing.js';

const fields = (paths: string[]) => crd({ versions: [{ name: 'v1', spec: { type: 'object', properties: { color: { type: 'string' }, size: { type: 'string' } } }, extra: { selectableFields: paths.map((jsonPath) => ({ jsonPath })) } }] });

describe('selectable-fields-removed', () => {
  it('warns about a removed selectable field', () => {
    const findings = compare(fields(['.spec.color', '.spec.size']), fields(['.spec.color']));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['selectable-fields-removed', 'warning']]);
    expect(findings[0]?.message).toContain('.spec.size');
  });

  it('is silent for an added selectable field', () => {
    expect(compare(fields(['.spec.color']), fields(['.spec.color', '.spec.size']))).toEqual([]);
  });
});
