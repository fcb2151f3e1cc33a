import { describe, expect, it } from 'vitest';
import { byRule, compare, crd } from '../testing.js';

const v1beta1 = (served: boolean, deprecated = false) => ({ name: 'v1beta1', served, storage: false, ...(deprecated ? { extra: { deprecated: true } } : {}) });

describe('version-unserved', () => {
  it('is an error when a served version that was not deprecated stops being served, with the whole lifecycle as the remedy', () => {
    const [f] = byRule(compare(crd({ versions: [v1beta1(true), { name: 'v1' }] }), crd({ versions: [v1beta1(false), { name: 'v1' }] })), 'version-unserved');
    expect([f?.severity, f?.version]).toEqual(['error', 'v1beta1']);
    expect(f?.message).toContain('every client still calling example.com/v1beta1 breaks at once');
    expect(f?.hint).toMatch(/1\) mark v1beta1 deprecated: true .* 2\) wait .* 3\) make sure no object is stored as v1beta1.* 4\) then set served: false/);
  });

  it('is still an error after a deprecation: clients of the version break all the same', () => {
    const [f] = byRule(compare(crd({ versions: [v1beta1(true, true), { name: 'v1' }] }), crd({ versions: [v1beta1(false, true), { name: 'v1' }] })), 'version-unserved');
    expect(f?.severity).toBe('error');
    expect(f?.message).toContain('(it was deprecated)');
    expect(f?.hint).not.toContain('mark v1beta1 deprecated');
  });

  it('names the manifests of the same change that still use the version', () => {
    const widget = { apiVersion: 'example.com/v1beta1', kind: 'Widget', metadata: { name: 'w', namespace: 'default' } };
    const [f] = byRule(compare(crd({ versions: [v1beta1(true), { name: 'v1' }] }), [crd({ versions: [v1beta1(false), { name: 'v1' }] }), widget]), 'version-unserved');
    expect(f?.message).toMatch(/1 manifest in this change \(head\.yaml:\d+\)/);
  });

  it('is info once acknowledged', () => {
    const [f] = byRule(
      compare(crd({ versions: [v1beta1(true, true), { name: 'v1' }] }), crd({ versions: [v1beta1(false, true), { name: 'v1' }] }), {
        rules: {},
        acknowledgements: [{ rule: 'version-unserved', crd: 'widgets.example.com', version: 'v1beta1', justification: 'deprecated since 1.4, storage migrated in 1.5' }],
      }),
      'version-unserved',
    );
    expect(f?.severity).toBe('info');
  });

  it('serving a version again is info', () => {
    const base = crd({ versions: [v1beta1(false), { name: 'v1' }] });
    const head = crd({ versions: [v1beta1(true), { name: 'v1' }] });
    expect(byRule(compare(base, head), 'version-unserved').map((f) => f.severity)).toEqual(['info']);
  });
});
