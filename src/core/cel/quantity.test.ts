import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addQuantities, compareQuantities, formatQuantity, MAX_QUANTITY_LENGTH, parseQuantity, QuantitySum, type Quantity } from './quantity.js';

describe('parseQuantity: one pass, bounded length', () => {
  it('reads every form of the grammar', () => {
    for (const [text, formatted] of [['1', '1'], ['1.', '1'], ['.5', '500m'], ['+1e3', '1k'], ['1Ki', '1Ki'], ['-3m', '-3m'], ['1.5Gi', '1536Mi'], ['0.1n', '1n'], ['2E', '2E'], ['1E3', '1k']] as const) {
      const q = parseQuantity(text);
      expect(q, text).toBeDefined();
      if (q) expect(formatQuantity(q), text).toBe(formatted);
    }
    for (const bad of ['', '.', '+', '1..2', '1K', 'Mi', '1,3G', '1e', '1e+', '1Mi2', ' 1', '1 ']) expect(parseQuantity(bad), JSON.stringify(bad)).toBeUndefined();
  });

  it('answers at once on long digit runs with a bad suffix (the regex backtracked quadratically: 30 s at 100,000 digits)', () => {
    expect(parseQuantity('9'.repeat(100_000) + 'x')).toBeUndefined();
    expect(parseQuantity('9'.repeat(100_000))).toBeUndefined(); // past the length cap
    expect(parseQuantity('1'.repeat(MAX_QUANTITY_LENGTH))).toBeDefined();
    expect(parseQuantity('1'.repeat(MAX_QUANTITY_LENGTH + 1))).toBeUndefined();
  });

  it('compares exactly', () => {
    const a = parseQuantity('1Gi');
    const b = parseQuantity('1024Mi');
    expect(a && b && compareQuantities(a, b)).toBe(0);
  });
});

describe('QuantitySum: a running sum that reduces only when read', () => {
  const texts = fc.oneof(
    fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom('', 'm', 'k', 'Mi', 'Gi', 'Ki', 'n', 'u')).map(([n, s]) => `${n}${s}`),
    fc.tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 999 }), fc.constantFrom('', 'm', 'Gi', 'M')).map(([a, b, s]) => `${a}.${b}${s}`),
    fc.tuple(fc.integer({ min: -999, max: 999 }), fc.integer({ min: -12, max: 12 })).map(([a, e]) => `${a}e${e}`),
  );

  it('equals the sum of addQuantities, reduced, compares as it, and counts its addends', () => {
    fc.assert(
      fc.property(fc.array(texts, { maxLength: 60 }), texts, (addends, limitText) => {
        const limit = parseQuantity(limitText)!;
        const sum = new QuantitySum(limit.format);
        let folded: Quantity = { num: 0n, den: 1n, format: limit.format };
        for (const text of addends) {
          const q = parseQuantity(text)!;
          sum.add(q);
          folded = addQuantities(folded, q);
          expect(sum.compare(limit)).toBe(compareQuantities(folded, limit));
        }
        expect(sum.value()).toEqual(folded);
        expect(formatQuantity(sum.value())).toBe(formatQuantity(folded));
        expect(sum.count).toBe(addends.length);
      }),
      { numRuns: 300 },
    );
  });

  it('takes a part out again exactly: what is left equals the sum of the rest, value, text and count', () => {
    fc.assert(
      fc.property(fc.array(texts, { maxLength: 30 }), fc.array(texts, { maxLength: 30 }), (kept, removed) => {
        const part = new QuantitySum('DecimalSI');
        for (const text of removed) part.add(parseQuantity(text)!);
        const total = new QuantitySum('DecimalSI');
        const rest = new QuantitySum('DecimalSI');
        for (const text of kept) {
          total.add(parseQuantity(text)!);
          rest.add(parseQuantity(text)!);
        }
        total.addSum(part);
        total.subtractSum(part);
        expect(total.value()).toEqual(rest.value());
        expect(formatQuantity(total.value())).toBe(formatQuantity(rest.value()));
        expect(total.count).toBe(kept.length);
      }),
      { numRuns: 300 },
    );
  });

  it('adds 10,000 milli-CPU and decimal addends exactly', () => {
    const sum = new QuantitySum('DecimalSI');
    for (let i = 0; i < 10_000; i++) sum.add(parseQuantity(i % 2 === 0 ? '50m' : '1.25')!);
    expect(sum.value()).toEqual({ num: 6500n, den: 1n, format: 'DecimalSI' });
    expect(formatQuantity(sum.value())).toBe('6500');
  });
});
