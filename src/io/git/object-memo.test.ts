import { describe, expect, it } from 'vitest';
import { ObjectMemo } from './object-memo.js';

describe('ObjectMemo', () => {
  it('answers by repository and object id, never across repositories', () => {
    const memo = new ObjectMemo<string>(100, (v) => v.length);
    memo.set('/a', 'id1', 'one');
    expect(memo.get('/a', 'id1')).toBe('one');
    expect(memo.get('/b', 'id1')).toBeUndefined();
    expect(memo.get('/a', 'id2')).toBeUndefined();
  });

  it('stays within its size, dropping the least recently used first, and keeps no entry over a quarter of it', () => {
    const memo = new ObjectMemo<string>(40, (v) => v.length);
    memo.set('/r', 'a', 'x'.repeat(10));
    memo.set('/r', 'b', 'x'.repeat(10));
    memo.set('/r', 'c', 'x'.repeat(10));
    expect(memo.get('/r', 'a')).toBeDefined(); // a is now the most recent
    memo.set('/r', 'd', 'x'.repeat(10));
    memo.set('/r', 'e', 'x'.repeat(10));
    expect(memo.size).toBeLessThanOrEqual(40);
    expect(memo.get('/r', 'b')).toBeUndefined();
    expect(memo.get('/r', 'a')).toBeDefined();
    expect(memo.get('/r', 'e')).toBeDefined();
    expect(memo.keeps(10)).toBe(true);
    expect(memo.keeps(11)).toBe(false);
    memo.set('/r', 'big', 'x'.repeat(11));
    expect(memo.get('/r', 'big')).toBeUndefined();
  });
});
