import { describe, expect, it } from 'vitest';
import { byRule, compare, specCrd } from '../testing.js';

const tags = (list: Record<string, unknown>) => specCrd({ type: 'object', properties: { tags: { type: 'array', ...list } } });
const items = { type: 'string', maxLength: 1000 };
const rule = { 'x-kubernetes-validations': [{ rule: "self.all(t, t.contains('team'))" }] };

describe('cel-cost-exceeded', () => {
  it('is an error when a change pushes a rule over the per-rule budget (maxItems removed)', () => {
    const findings = byRule(compare(tags({ maxItems: 100, items, ...rule }), tags({ items, ...rule })), 'cel-cost-exceeded');
    expect(findings.map((f) => f.severity)).toEqual(['error', 'error']);
    expect(findings[0]?.message).toMatch(/estimated rule cost exceeds budget by factor of 10\.\dx/);
    expect(findings[1]?.message).toContain('estimated rule cost total for entire OpenAPIv3 schema exceeds budget');
    expect(findings[0]?.path).toBeUndefined();
  });

  it('is silent within budget', () => {
    expect(byRule(compare(tags({ maxItems: 100, items }), tags({ maxItems: 100, items, ...rule })), 'cel-cost-exceeded')).toEqual([]);
  });

  it('counts the lists above a rule: a rule on items runs once per item', () => {
    const head = tags({ items: { type: 'string', 'x-kubernetes-validations': [{ rule: "self.contains('x')" }] } });
    const [f] = byRule(compare(tags({ items: { type: 'string' } }), head), 'cel-cost-exceeded');
    expect(f?.message).toContain('by factor of more than 100x');
  });

  it('does not repeat what was over the budget at base already', () => {
    const over = tags({ items, ...rule });
    expect(byRule(compare(over, over), 'cel-cost-exceeded')).toEqual([]);
  });
});
