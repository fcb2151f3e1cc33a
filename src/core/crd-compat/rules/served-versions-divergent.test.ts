import { describe, expect, it } from 'vitest';
import { byRule, compare, crd } from '../testing.js';

const a = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } };

describe('served-versions-divergent', () => {
  it('flags a new incompatibility between served versions without a webhook', () => {
    const base = crd({ versions: [{ name: 'v1beta1', spec: a, storage: false }, { name: 'v1', spec: a }] });
    const head = crd({ versions: [{ name: 'v1beta1', spec: a, storage: false }, { name: 'v1', spec: a }, { name: 'v2', spec: { type: 'object', properties: { a: { type: 'string' } } }, storage: false }] });
    const findings = byRule(compare(base, head), 'served-versions-divergent');
    expect(findings.map((f) => [f.severity, f.version, f.path, f.scope])).toEqual([
      ['warning', 'v2', '.spec.b', 'served-versions'],
      ['warning', 'v2', '.spec.b', 'served-versions'],
    ]);
    expect(findings.map((f) => f.message.split(':')[1]?.trim()).sort()).toEqual(['v1 → v2', 'v1beta1 → v2']);
  });

  it('does not repeat a divergence already present at base', () => {
    const other = { type: 'object', properties: { a: { type: 'string' } } };
    const crdV = crd({ versions: [{ name: 'v1beta1', spec: a, storage: false }, { name: 'v1', spec: other }] });
    const edited = crd({ versions: [{ name: 'v1beta1', spec: { ...a, description: 'doc' }, storage: false }, { name: 'v1', spec: other }] });
    expect(byRule(compare(crdV, edited), 'served-versions-divergent')).toEqual([]);
  });
});
