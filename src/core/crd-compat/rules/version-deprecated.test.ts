import { describe, expect, it } from 'vitest';
import { compare, crd } from '../testing.js';

describe('version-deprecated', () => {
  it('reports a deprecation (with its warning) once, as info', () => {
    const head = crd({ versions: [{ name: 'v1', extra: { deprecated: true, deprecationWarning: 'use v2' } }] });
    expect(compare(crd(), head).map((f) => [f.rule, f.severity, f.version])).toEqual([['version-deprecated', 'info', 'v1']]);
  });

  it('is silent when nothing about deprecation changed', () => {
    const v = crd({ versions: [{ name: 'v1', extra: { deprecated: true } }] });
    expect(compare(v, v)).toEqual([]);
  });
});
