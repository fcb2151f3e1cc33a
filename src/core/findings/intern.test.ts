import { describe, expect, it } from 'vitest';
import type { Finding } from './finding.js';
import { FindingTextInterner } from './intern.js';

const finding = (n: number, extra: Partial<Finding> = {}): Finding => ({ ruleId: 'schema/type', severity: 'error', message: `field ${'x'}: expected a string`, file: `f${n}.yaml`, line: n, column: 1, ...extra });

describe('FindingTextInterner', () => {
  it('keeps every field of a finding as it was and adds none', () => {
    const texts = new FindingTextInterner();
    const plain = finding(1);
    const full = finding(2, { hint: 'quote it', pointer: '/data/a', object: { kind: 'ConfigMap', name: 'c' } });
    expect(texts.findings([plain, full])).toEqual([plain, full]);
    expect(Object.keys(texts.finding(plain))).toEqual(Object.keys(plain));
  });

  it('stops remembering texts at its bound and still returns each text unchanged', () => {
    const texts = new FindingTextInterner(2);
    const out = ['a', 'b', 'c', 'd', 'a'].map((t) => texts.text(`${t}!`));
    expect(out).toEqual(['a!', 'b!', 'c!', 'd!', 'a!']);
    expect((texts as unknown as { texts: Map<string, string> }).texts.size).toBe(2);
  });
});
