/**
 * Kubernetes resource quantities (`resource.Quantity`) as exact rationals.
 *
 * Grammar (k8s.io/apimachinery/pkg/api/resource):
 *   <quantity> ::= <sign>? <number> <suffix>
 *   <number>   ::= <digits> | <digits>.<digits> | <digits>. | .<digits>
 *   <suffix>   ::= Ki|Mi|Gi|Ti|Pi|Ei | n|u|m|""|k|M|G|T|P|E | (e|E)<sign>?<digits>
 * Values are compared and added exactly (`1Gi == 1024Mi`, `2 == 2000m`); never through floats.
 */
import { BoundedMemo } from '../memo/memo.js';

export type QuantityFormat = 'BinarySI' | 'DecimalSI' | 'DecimalExponent';

export interface Quantity {
  /** value = num / den, reduced, den > 0. */
  readonly num: bigint;
  readonly den: bigint;
  /** The suffix family it was written in; used only when formatting. */
  readonly format: QuantityFormat;
}

/**
 * Longest quantity text parsed. The API server parses any length and caps the value at
 * 2^63-1; driftgate refuses longer texts as not a quantity rather than do arithmetic on
 * thousand-digit numbers (a quantity has at most ~30 meaningful digits).
 */
export const MAX_QUANTITY_LENGTH = 1024;
const BINARY: Readonly<Record<string, bigint>> = { Ki: 1n << 10n, Mi: 1n << 20n, Gi: 1n << 30n, Ti: 1n << 40n, Pi: 1n << 50n, Ei: 1n << 60n };
const DECIMAL: Readonly<Record<string, number>> = { n: -9, u: -6, m: -3, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
/** Exponents beyond this are refused instead of building enormous integers. */
const MAX_EXPONENT = 1000;

const INT64_MAX = (1n << 63n) - 1n;
const INT64_MIN = -(1n << 63n);

const MAX_MEMO = 4096;
const parsed = new BoundedMemo<string, Quantity | undefined>(MAX_MEMO);

/** Parses a quantity string; undefined when it is not a valid Kubernetes quantity. */
export function parseQuantity(text: string): Quantity | undefined {
  return parsed.get(text, () => parseUncached(text));
}

/**
 * The parts of `<sign>? <number> <suffix>`, scanned once (a backtracking regular expression
 * took quadratic time: 20,000 digits and a bad suffix cost 4 s).
 */
function scan(text: string): { sign: string; digits: string; bin?: string; dec?: string; exp?: string } | undefined {
  if (text.length > MAX_QUANTITY_LENGTH) return undefined;
  let i = 0;
  const sign = text[0] === '+' || text[0] === '-' ? text[0] : '';
  i += sign.length;
  const start = i;
  const isDigit = (k: number): boolean => k < text.length && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57;
  while (isDigit(i)) i++;
  const intDigits = i - start;
  if (text[i] === '.') i++;
  const fracStart = i;
  while (isDigit(i)) i++;
  if (intDigits === 0 && i === fracStart) return undefined; // "", ".", "+"
  const digits = text.slice(start, i);
  const suffix = text.slice(i);
  if (suffix === '') return { sign, digits };
  if (/^[KMGTPE]i$/.test(suffix)) return { sign, digits, bin: suffix };
  if (/^[numkMGTPE]$/.test(suffix)) return { sign, digits, dec: suffix };
  if ((suffix[0] === 'e' || suffix[0] === 'E') && /^[eE][+-]?\d+$/.test(suffix)) return { sign, digits, exp: suffix.slice(1) };
  return undefined;
}

function parseUncached(text: string): Quantity | undefined {
  const m = scan(text);
  if (!m) return undefined;
  const { sign, digits, bin, dec, exp } = m;
  const dot = digits.indexOf('.');
  const intPart = dot === -1 ? digits : digits.slice(0, dot);
  const fracPart = dot === -1 ? '' : digits.slice(dot + 1);
  let num = BigInt((intPart || '0') + fracPart);
  if (sign === '-') num = -num;
  let den = 10n ** BigInt(fracPart.length);
  let format: QuantityFormat = 'DecimalSI';
  if (bin !== undefined) {
    num *= BINARY[bin] ?? 1n;
    format = 'BinarySI';
  } else {
    let e = 0;
    if (dec !== undefined) e = DECIMAL[dec] ?? 0;
    else if (exp !== undefined) {
      e = Number(exp);
      format = 'DecimalExponent';
      if (!Number.isSafeInteger(e) || Math.abs(e) > MAX_EXPONENT) return undefined;
    }
    if (e > 0) num *= 10n ** BigInt(e);
    else if (e < 0) den *= 10n ** BigInt(-e);
  }
  return normalize(num, den, format);
}

export function isQuantityText(text: string): boolean {
  return parseQuantity(text) !== undefined;
}

export function quantityFromInt(value: bigint, format: QuantityFormat = 'DecimalSI'): Quantity {
  return { num: value, den: 1n, format };
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  // A temporary, not `[x, y] = [y, x % y]`: that allocates an array per step.
  while (y !== 0n) {
    const r = x % y;
    x = y;
    y = r;
  }
  return x;
}

function normalize(num: bigint, den: bigint, format: QuantityFormat): Quantity {
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const g = gcd(num, den);
  return g > 1n ? { num: num / g, den: den / g, format } : { num, den, format };
}

/** -1, 0 or 1. */
export function compareQuantities(a: Quantity, b: Quantity): -1 | 0 | 1 {
  if (a.den === b.den) return a.num < b.num ? -1 : a.num > b.num ? 1 : 0;
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

export function addQuantities(a: Quantity, b: Quantity): Quantity {
  if (a.den === b.den) return a.den === 1n ? { num: a.num + b.num, den: 1n, format: a.format } : normalize(a.num + b.num, a.den, a.format);
  return normalize(a.num * b.den + b.num * a.den, a.den * b.den, a.format);
}

/**
 * A running sum of quantities, exact, that does not reduce its fraction at every step: a budget
 * adds one quantity per tenant, and reducing after each addition cost more than the additions.
 * The denominator is the least common multiple of the addends' (powers of 2 and 5 for the
 * quantities a parse gives), so it stays small.
 */
export class QuantitySum {
  #num = 0n;
  #den = 1n;
  #count = 0;

  /** `format`: the suffix family the sum is written in (an addition keeps its first addend's). */
  constructor(readonly format: QuantityFormat) {}

  add(q: Quantity): void {
    this.#count += 1;
    this.#addValue(q);
  }

  /** A sum that goes on from this one's value and count. */
  copy(): QuantitySum {
    const sum = new QuantitySum(this.format);
    sum.#num = this.#num;
    sum.#den = this.#den;
    sum.#count = this.#count;
    return sum;
  }

  /** Adds another sum: its value and its count (a file's part of a total). */
  addSum(other: QuantitySum): void {
    this.#count += other.#count;
    this.#addValue({ num: other.#num, den: other.#den });
  }

  /** Takes another sum out again: its value and its count (a file that changed or left a total). */
  subtractSum(other: QuantitySum): void {
    this.#count -= other.#count;
    this.#addValue({ num: -other.#num, den: other.#den });
  }

  #addValue(q: { readonly num: bigint; readonly den: bigint }): void {
    if (q.den === this.#den) this.#num += q.num;
    else if (this.#den % q.den === 0n) this.#num += q.num * (this.#den / q.den);
    else {
      const lcm = (this.#den / gcd(this.#den, q.den)) * q.den;
      this.#num = this.#num * (lcm / this.#den) + q.num * (lcm / q.den);
      this.#den = lcm;
    }
  }

  /** The sum as it stands against `q`: -1, 0 or 1. */
  compare(q: Quantity): -1 | 0 | 1 {
    const l = this.#num * q.den;
    const r = q.num * this.#den;
    return l < r ? -1 : l > r ? 1 : 0;
  }

  /** How many quantities were added. */
  get count(): number {
    return this.#count;
  }

  /** The exact value and count, as text (for a sum kept on disk, see `restore`). */
  parts(): { readonly num: string; readonly den: string; readonly count: number } {
    return { num: this.#num.toString(), den: this.#den.toString(), count: this.#count };
  }

  /** A sum as `parts` gave it; undefined for parts that are not one (a damaged or foreign record). */
  static restore(format: QuantityFormat, parts: { readonly num: string; readonly den: string; readonly count: number }): QuantitySum | undefined {
    if (!/^-?\d{1,400}$/.test(parts.num) || !/^\d{1,400}$/.test(parts.den) || !Number.isSafeInteger(parts.count) || parts.count < 0) return undefined;
    const den = BigInt(parts.den);
    if (den === 0n) return undefined;
    const sum = new QuantitySum(format);
    sum.#num = BigInt(parts.num);
    sum.#den = den;
    sum.#count = parts.count;
    return sum;
  }

  /** The sum, reduced. */
  value(): Quantity {
    return normalize(this.#num, this.#den, this.format);
  }
}

export function subQuantities(a: Quantity, b: Quantity): Quantity {
  return normalize(a.num * b.den - b.num * a.den, a.den * b.den, a.format);
}

export function mulQuantity(a: Quantity, factor: bigint): Quantity {
  return normalize(a.num * factor, a.den, a.format);
}

export function quantitySign(q: Quantity): -1 | 0 | 1 {
  return q.num < 0n ? -1 : q.num > 0n ? 1 : 0;
}

/** The value as an int64 when it is a whole number that fits, as `Quantity.AsInt64` does. */
export function quantityAsInt64(q: Quantity): bigint | undefined {
  if (q.den !== 1n) return undefined;
  return q.num > INT64_MAX || q.num < INT64_MIN ? undefined : q.num;
}

export function quantityAsApproximateFloat(q: Quantity): number {
  if (q.den === 1n) return Number(q.num);
  // Scale first so that small fractions keep their precision.
  const scale = 10n ** 18n;
  return Number((q.num * scale) / q.den) / 1e18;
}

/**
 * A canonical spelling in the spirit of `Quantity.String()`: whole binary values use the
 * largest binary suffix that divides them; other values use the largest decimal suffix
 * that keeps them whole (down to `n`, rounding up beyond that as Kubernetes does).
 */
export function formatQuantity(q: Quantity): string {
  if (q.num === 0n) return '0';
  const sign = q.num < 0n ? '-' : '';
  const abs = q.num < 0n ? -q.num : q.num;
  if (q.format === 'BinarySI' && q.den === 1n) {
    const suffixes = ['Ei', 'Pi', 'Ti', 'Gi', 'Mi', 'Ki'] as const;
    for (const s of suffixes) {
      const f = BINARY[s] ?? 1n;
      if (abs % f === 0n) return `${sign}${abs / f}${s}`;
    }
    if (abs < 1024n) return `${sign}${abs}`;
  }
  // Work in nano units, rounding up like Kubernetes does for sub-nano precision.
  let nanos = (abs * 1_000_000_000n) / q.den;
  if ((abs * 1_000_000_000n) % q.den !== 0n) nanos += 1n;
  const decimal: [string, bigint][] = [
    ['E', 10n ** 27n], ['P', 10n ** 24n], ['T', 10n ** 21n], ['G', 10n ** 18n], ['M', 10n ** 15n],
    ['k', 10n ** 12n], ['', 10n ** 9n], ['m', 10n ** 6n], ['u', 10n ** 3n], ['n', 1n],
  ];
  for (const [s, f] of decimal) {
    if (nanos % f === 0n) return `${sign}${nanos / f}${s}`;
  }
  return `${sign}${nanos}n`;
}
