import { describe, expect, it } from 'vitest';
import { byRule, compare, crd, specCrd } from '../testing.js';

const spec = (cfg: Record<string, unknown>) => specCrd({ type: 'object', properties: { cfg } });

describe('preserve-unknown-fields-disabled', () => {
  it('flags x-kubernetes-preserve-unknown-fields removed', () => {
    const [f] = byRule(compare(spec({ type: 'object', 'x-kubernetes-preserve-unknown-fields': true }), spec({ type: 'object' })), 'preserve-unknown-fields-disabled');
    expect(f).toMatchObject({ severity: 'error', path: '.spec.cfg', ratchet: 'not-applicable' });
  });

  it('flags spec.preserveUnknownFields true → false', () => {
    const findings = compare(crd({ specExtra: { preserveUnknownFields: true } }), crd({ specExtra: { preserveUnknownFields: false } }));
    expect(byRule(findings, 'preserve-unknown-fields-disabled').map((f) => f.severity)).toEqual(['error']);
  });

  it('is silent when preservation is turned on (preserve-unknown-fields-enabled judges that)', () => {
    expect(byRule(compare(spec({ type: 'object' }), spec({ type: 'object', 'x-kubernetes-preserve-unknown-fields': true })), 'preserve-unknown-fields-disabled')).toEqual([]);
  });
});
