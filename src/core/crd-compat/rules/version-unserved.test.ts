import { describe, expect, it } from 'vitest';
import { byRule, compare, crd } from '../testing.js';

describe('version-unserved', () => {
  it('is an error when a served version that was not deprecated stops being served', () => {
    const base = crd({ versions: [{ name: 'v1beta1', storage: false }, { name: 'v1' }] });
    const head = crd({ versions: [{ name: 'v1beta1', served: false, storage: false }, { name: 'v1' }] });
    expect(byRule(compare(base, head), 'version-unserved').map((f) => [f.severity, f.version])).toEqual([['error', 'v1beta1']]);
  });

  it('is only a warning after a deprecation', () => {
    const base = crd({ versions: [{ name: 'v1beta1', storage: false, extra: { deprecated: true } }, { name: 'v1' }] });
    const head = crd({ versions: [{ name: 'v1beta1', served: false, storage: false, extra: { deprecated: true } }, { name: 'v1' }] });
    expect(byRule(compare(base, head), 'version-unserved').map((f) => f.severity)).toEqual(['warning']);
  });

  it('serving a version again is info', () => {
    const base = crd({ versions: [{ name: 'v1beta1', served: false, storage: false }, { name: 'v1' }] });
    const head = crd({ versions: [{ name: 'v1beta1', storage: false }, { name: 'v1' }] });
    expect(byRule(compare(base, head), 'version-unserved').map((f) => f.severity)).toEqual(['info']);
  });
});
