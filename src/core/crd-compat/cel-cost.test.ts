import '../schema/engines-cel.js';
import '../schema/engines-ajv.js';
import { describe, expect, it } from 'vitest';
import { costFactor, estimateRuleCosts, maxSize, ruleCost } from './cel-cost.js';

describe('CEL cost estimate (a lower bound of the API server\'s)', () => {
  it('sizes lists, maps and strings from their bounds, or from the 3 MiB request limit', () => {
    expect(maxSize({ type: 'array', maxItems: 5, items: { type: 'string' } })).toBe(5);
    expect(maxSize({ type: 'array', items: { type: 'string' } })).toBe(Math.floor((3 * 1024 * 1024 - 2) / 3));
    expect(maxSize({ type: 'object', additionalProperties: { type: 'integer' } })).toBe(Math.floor((3 * 1024 * 1024 - 2) / 5));
    expect(maxSize({ type: 'string', maxLength: 63 })).toBe(63);
    expect(maxSize({ type: 'string' })).toBe(3 * 1024 * 1024 - 2);
  });

  it('charges string scans a tenth of the string and loops their range size', () => {
    expect(ruleCost("self.contains('x')", { type: 'string', maxLength: 100 })).toBe(2 + 10);
    const list = { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 1000 } };
    const cost = ruleCost("self.all(x, x.contains('a'))", list);
    expect(cost).toBeGreaterThan(100 * 100);
    expect(cost).toBeLessThan(100 * 110);
  });

  it('charges startsWith and endsWith by their argument: they scan no further', () => {
    expect(ruleCost("self.startsWith('team-')", { type: 'string', maxLength: 1000 })).toBe(2 + 1);
  });

  it('charges string equality a tenth of the shorter string', () => {
    const list = { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 1000 } };
    expect(ruleCost('self.all(t, self.exists(u, u == t))', list)).toBeGreaterThan(10 * 10 * 100);
  });

  it('charges a conditional its dearer branch, not both', () => {
    const s = { type: 'string', maxLength: 1000 };
    expect(ruleCost("true ? self.contains('a') : self.contains('b')", s)).toBe(ruleCost("self.contains('a')", s));
  });

  it('multiplies a rule by how often it runs: the sizes of the lists above it', () => {
    const schema = { type: 'object', properties: { l: { type: 'array', maxItems: 7, items: { type: 'string', maxLength: 10, 'x-kubernetes-validations': [{ rule: "self.contains('x')" }] } } } };
    expect(estimateRuleCosts(schema)).toEqual([{ pointer: '/properties/l/items/x-kubernetes-validations/0/rule', rule: "self.contains('x')", cost: 3, cardinality: 7, total: 21 }]);
  });

  it('below an unbounded list counts how many of the rule\'s values fit in a request, not the product of the unbounded sizes (Crossplane v2.0.0 CompositionRevision, found by the replay)', () => {
    const rule = { type: 'object', properties: { source: { type: 'string', enum: ['Secret'] } }, 'x-kubernetes-validations': [{ rule: "self.source == 'Secret'" }] };
    const nested = { type: 'object', properties: { pipeline: { type: 'array', items: { type: 'object', properties: { credentials: { type: 'array', items: rule } } } } } };
    const [cost] = estimateRuleCosts(nested);
    expect(cost?.cardinality).toBe(Math.floor((3 * 1024 * 1024) / 3));
    // bounded all the way down: the product of the bounds
    const bounded = { type: 'object', properties: { pipeline: { type: 'array', maxItems: 4, items: { type: 'object', properties: { credentials: { type: 'array', maxItems: 5, items: rule } } } } } };
    expect(estimateRuleCosts(bounded)[0]?.cardinality).toBe(20);
  });

  it('words the factor as the API server does', () => {
    expect(costFactor(32_000_000, 10_000_000)).toBe('3.2x');
    expect(costFactor(2e10, 10_000_000)).toBe('more than 100x');
  });

  it('counts a rule it cannot parse as zero', () => {
    expect(ruleCost('self.(', { type: 'string' })).toBe(0);
  });
});
