import { QUANTITY } from '../formats.js';

/**
 * resource.Quantity values as numbers, for the comparisons the API server makes (requests ≤
 * limits, min ≤ max, quota ≥ 0). Doubles are exact enough to order the quantities users write.
 */

const SUFFIX: Readonly<Record<string, number>> = {
  '': 1, n: 1e-9, u: 1e-6, m: 1e-3, k: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, E: 1e18,
  Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40, Pi: 2 ** 50, Ei: 2 ** 60,
};

export function parseQuantity(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  // As resource.Quantity decodes JSON: surrounding space is trimmed.
  const text = value.trim();
  if (!QUANTITY.test(text)) return undefined;
  const m = /^([+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+))(.*)$/.exec(text)!;
  const number = Number(m[1]);
  const suffix = m[2]!;
  if (/^[eE]/.test(suffix)) return number * 10 ** Number(suffix.slice(1));
  const factor = SUFFIX[suffix];
  return factor === undefined ? undefined : number * factor;
}

/** a - b (negative when a < b), or undefined when either is not a quantity. */
export function compareQuantities(a: unknown, b: unknown): number | undefined {
  const x = parseQuantity(a);
  const y = parseQuantity(b);
  return x === undefined || y === undefined ? undefined : x - y;
}
