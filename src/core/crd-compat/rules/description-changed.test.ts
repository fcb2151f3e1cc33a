import { describe, expect, it } from 'vitest';
import { compare, specCrd } from '../testing.js';

describe('description-changed', () => {
  it('a description-only edit is info and nothing else', () => {
    const spec = (d: string) => specCrd({ type: 'object', description: d, properties: { a: { type: 'string', description: d } } });
    const findings = compare(spec('old'), spec('new'));
    expect(findings.map((f) => [f.rule, f.severity, f.path])).toEqual([
      ['description-changed', 'info', '.spec'],
      ['description-changed', 'info', '.spec.a'],
    ]);
  });

  it('is silent without documentation changes', () => {
    const spec = specCrd({ type: 'object', description: 'same' });
    expect(compare(spec, spec)).toEqual([]);
  });
});
