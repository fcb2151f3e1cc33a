import { describe, expect, it } from 'vitest';
import { BoundedMemo, getOrMake } from './memo.js';

describe('BoundedMemo', () => {
  it('makes a value once per key, undefined included, and holds at most max entries', () => {
    const memo = new BoundedMemo<string, number | undefined>(2);
    let made = 0;
    const make = (v: number | undefined) => (): number | undefined => {
      made += 1;
      return v;
    };
    expect(memo.get('a', make(1))).toBe(1);
    expect(memo.get('a', make(9))).toBe(1);
    expect(memo.get('none', make(undefined))).toBeUndefined();
    expect(memo.get('none', make(9))).toBeUndefined();
    expect(made).toBe(2);
    // Full at two entries: a third empties it, so 'a' is made again.
    expect(memo.get('b', make(2))).toBe(2);
    expect(memo.get('a', make(3))).toBe(3);
    expect(made).toBe(4);
  });
});

describe('getOrMake', () => {
  it('stores what make() gives on first use and returns it after', () => {
    const map = new Map<string, string[]>();
    const first = getOrMake(map, 'k', () => []);
    first.push('x');
    expect(getOrMake(map, 'k', () => ['other'])).toEqual(['x']);
  });
});
