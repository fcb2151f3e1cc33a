import { describe, expect, it } from 'vitest';
import { byRule, compare, crd, specCrd } from '../testing.js';

const spec = (cfg: Record<string, unknown>) => specCrd({ type: 'object', properties: { cfg } });

describe('preserve-unknown-fields-enabled', () => {
  it('is an error to turn x-kubernetes-preserve-unknown-fields on: objects may carry anything there', () => {
    const findings = compare(spec({ type: 'object' }), spec({ type: 'object', 'x-kubernetes-preserve-unknown-fields': true }));
    expect(findings.map((f) => [f.rule, f.severity, f.path])).toEqual([['preserve-unknown-fields-enabled', 'error', '.spec.cfg']]);
  });

  it('flags spec.preserveUnknownFields false → true', () => {
    const findings = compare(crd({ specExtra: { preserveUnknownFields: false } }), crd({ specExtra: { preserveUnknownFields: true } }));
    expect(byRule(findings, 'preserve-unknown-fields-enabled').map((f) => f.severity)).toEqual(['error']);
  });

  it('is silent when preservation is turned off (preserve-unknown-fields-disabled judges that)', () => {
    const findings = compare(spec({ type: 'object', 'x-kubernetes-preserve-unknown-fields': true }), spec({ type: 'object' }));
    expect(byRule(findings, 'preserve-unknown-fields-enabled')).toEqual([]);
    expect(byRule(findings, 'preserve-unknown-fields-disabled')).toHaveLength(1);
  });
});
