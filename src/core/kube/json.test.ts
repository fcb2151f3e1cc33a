import { describe, expect, it } from 'vitest';
import { canonicalJson, deepEqual } from './json.js';

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
