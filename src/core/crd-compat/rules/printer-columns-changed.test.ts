import { describe, expect, it } from 'vitest';
import { compare, crd } from '../testing.js';

const cols = (c: unknown[]) => crd({ versions: [{ name: 'v1', extra: { additionalPrinterColumns: c } }] });

describe('printer-columns-changed', () => {
  it('reports printer column edits as info', () => {
    const findings = compare(cols([{ name: 'Age', type: 'date', jsonPath: '.metadata.creationTimestamp' }]), cols([{ name: 'Ready', type: 'string', jsonPath: '.status.ready' }]));
    expect(findings.map((f) => [f.rule, f.severity])).toEqual([['printer-columns-changed', 'info']]);
  });

  it('is silent when the columns are unchanged', () => {
    const same = cols([{ name: 'Age', type: 'date', jsonPath: '.metadata.creationTimestamp' }]);
    expect(compare(same, same)).toEqual([]);
  });
});
