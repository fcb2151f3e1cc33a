import { describe, expect, it } from 'vitest';
import { compareQuantities, formatQuantity, MAX_QUANTITY_LENGTH, parseQuantity } from './quantity.js';

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
