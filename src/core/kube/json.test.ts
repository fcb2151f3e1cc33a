import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { canonicalJson, deepEqual, jsonByteLength, sameJsonText } from './json.js';

describe('deepEqual and canonicalJson: JSON semantics', () => {
  it('treats a key whose value is undefined as absent, as JSON.stringify and the API server do', () => {
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(deepEqual({ a: 1, b: undefined }, { a: 1, c: 2 })).toBe(false);
    expect(canonicalJson({ b: undefined, a: [1, { y: 2, x: undefined }] })).toBe(JSON.stringify({ a: [1, { y: 2 }] }));
  });

  it('compares structure, not key order, and tells null from absent and arrays from objects', () => {
    expect(deepEqual({ a: [1, { x: 'y' }], b: 2 }, { b: 2, a: [1, { x: 'y' }] })).toBe(true);
    expect(deepEqual({ a: null }, {})).toBe(false);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqual({ 0: 'a' }, ['a'])).toBe(false);
    expect(canonicalJson({ b: 1, a: 2 })).toBe(canonicalJson({ a: 2, b: 1 }));
  });
});

describe('sameJsonText: JSON.stringify(a) === JSON.stringify(b), without the texts', () => {
  // Small values from a seeded generator, each paired with a near copy (one leaf changed, a key
  // moved, a member set to undefined, ...): the answer must be the texts' answer every time.
  let seed = 7;
  // mulberry32: an LCG's low bits would repeat with a short period.
  const random = (n: number): number => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  const leaf = (): unknown => [0, -0, 1, 2.5, NaN, Infinity, '', 'a', 'b', true, false, null, undefined][random(13)];
  const value = (depth: number): unknown => {
    const kind = depth > 3 ? 0 : random(4);
    if (kind === 0 || kind === 1) return leaf();
    if (kind === 2) return Array.from({ length: random(4) }, () => value(depth + 1));
    const out: Record<string, unknown> = {};
    for (let i = random(4); i > 0; i--) out[['a', 'b', 'c', '1', '0'][random(5)] as string] = value(depth + 1);
    return out;
  };
  const variant = (v: unknown, depth = 0): unknown => {
    if (Array.isArray(v)) return random(3) === 0 ? [...v].reverse() : v.map((x) => (random(3) === 0 ? variant(x, depth + 1) : x));
    if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      if (random(4) === 0) entries.reverse();
      return Object.fromEntries(entries.map(([k, x]) => [k, random(3) === 0 ? variant(x, depth + 1) : x]));
    }
    return random(3) === 0 ? v : random(2) === 0 ? leaf() : value(depth + 1);
  };

  it('agrees with JSON.stringify on 20,000 pairs of values and their variants', () => {
    let same = 0;
    for (let i = 0; i < 20_000; i++) {
      const a = random(2) === 0 ? [value(1), value(1)] : { a: value(1), b: value(1), c: value(1) };
      const b = random(4) === 0 ? a : variant(a);
      const expected = JSON.stringify(a) === JSON.stringify(b);
      if (expected) same++;
      expect(sameJsonText(a, b), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(expected);
    }
    // Both answers occur often: the pairs test something.
    expect(same).toBeGreaterThan(4_000);
    expect(same).toBeLessThan(16_000);
  });

  it('tells key order apart, as the texts do, and reads undefined members and non-finite numbers as JSON writes them', () => {
    expect(sameJsonText({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameJsonText({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJsonText([undefined, NaN], [null, null])).toBe(true);
    expect(sameJsonText({ a: new Date(0) }, { a: '1970-01-01T00:00:00.000Z' })).toBe(true);
  });
});


describe('jsonByteLength: the UTF-8 length of JSON.stringify, without the text', () => {
  const measured = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).byteLength;

  it('agrees with JSON.stringify on any JSON value: escapes, every UTF-8 width, lone surrogates, omitted members', () => {
    // Strings of every code unit, paired surrogates and lone ones included.
    const text = fc.string({ unit: fc.oneof(fc.constantFrom('"', '\\', '\n', '\u0001', '\u007f', '\u00e9', '\u2028', '\ud83d\ude00', '\ud800', '\udc00'), fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c))) });
    const leaf = fc.oneof(text, fc.double(), fc.integer(), fc.constantFrom(true, false, null, undefined, -0, Number.NaN, Number.POSITIVE_INFINITY), fc.date({ noInvalidDate: true }));
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('tree')), fc.dictionary(text, tie('tree'))),
    }));
    fc.assert(
      fc.property(fc.dictionary(text, tree), (value) => {
        expect(jsonByteLength(value)).toBe(measured(value));
      }),
      { numRuns: 2_000, seed: 29 },
    );
  });

  it('measures the shipped CRD as its compact JSON text', () => {
    const crd = load(readFileSync(new URL('../../../deploy/crds/tenantonboardings.platform.example.com.yaml', import.meta.url), 'utf8'));
    expect(jsonByteLength(crd)).toBe(measured(crd));
    expect(jsonByteLength({ a: [undefined, () => 1], b: undefined, c: 'x' })).toBe(measured({ a: [undefined, () => 1], b: undefined, c: 'x' }));
  });
});
