import { describe, expect, it } from 'vitest';
import { exactValueText } from './exact-text.js';

describe('exactValueText', () => {
  it('gives equal texts for the same data, keys in the same order', () => {
    const value = { a: [1, 'x', true, null, { b: 2.5 }], c: '' };
    expect(exactValueText(value)).toBe(exactValueText(JSON.parse(JSON.stringify(value))));
  });

  it('tells apart what JSON writes alike', () => {
    const pairs: [unknown, unknown][] = [
      [Number.NaN, null],
      [Infinity, null],
      [-Infinity, Infinity],
      [-0, 0],
      [{ a: undefined }, {}],
      [[undefined], [null]],
      [{ a: 1, b: 2 }, { b: 2, a: 1 }],
      ['1', 1],
      ['null', null],
      ['u', undefined],
    ];
    for (const [x, y] of pairs) expect(exactValueText(x), `${String(x)} / ${String(y)}`).not.toBe(exactValueText(y));
  });

  it('names nothing that is not plain data', () => {
    for (const value of [new Date(0), new Map(), 1n, () => 1, Symbol('s'), { a: [new Set()] }, Object.create({ inherited: 1 })]) {
      expect(exactValueText(value)).toBeUndefined();
    }
    expect(exactValueText(Object.create(null))).toBe('{}');
  });
});
