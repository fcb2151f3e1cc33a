import { describe, expect, it } from 'vitest';
import { byRule, compare, crd } from '../testing.js';

describe('version-added', () => {
  it('reports a new version as info, scoped to the new version', () => {
    const findings = byRule(compare(crd(), crd({ versions: [{ name: 'v1', storage: true }, { name: 'v2', storage: false }] })), 'version-added');
    expect(findings.map((f) => [f.severity, f.version, f.scope])).toEqual([['info', 'v2', 'new-version']]);
  });

  it('is silent without new versions', () => {
    expect(byRule(compare(crd(), crd()), 'version-added')).toEqual([]);
  });
});
