import { describe, expect, it } from 'vitest';
import { ObjectMemo, pathCovered, TreeListings } from './object-memo.js';

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

  it('replaces an entry set again, counting it once, also when it was the only one of its repository', () => {
    const memo = new ObjectMemo<string>(40, (v) => v.length);
    memo.set('/only', 'a', 'x'.repeat(10));
    memo.set('/only', 'a', 'y'.repeat(5));
    expect(memo.get('/only', 'a')).toBe('yyyyy');
    expect(memo.size).toBe(5);
    memo.set('/other', 'b', 'x'.repeat(10));
    // /only's entry is the least recently used: it goes first when space is needed.
    memo.set('/third', 'c', 'x'.repeat(10));
    memo.set('/third', 'd', 'x'.repeat(10));
    memo.set('/third', 'e', 'x'.repeat(10));
    expect(memo.get('/only', 'a')).toBeUndefined();
    expect(memo.get('/other', 'b')).toBeDefined();
    expect(memo.size).toBe(40);
  });
});

describe('TreeListings', () => {
  it('answers for the paths a listing covers, at that commit of that repository only', () => {
    const listings = new TreeListings<string>(100);
    listings.set('/r', 'c1', ['cluster', 'policies', '.driftgate/drift.yaml'], ['e1', 'e2']);
    expect(listings.get('/r', 'c1', ['cluster'])).toEqual(['e1', 'e2']);
    expect(listings.get('/r', 'c1', ['policies', 'cluster/tenants'])).toEqual(['e1', 'e2']);
    expect(listings.get('/r', 'c1', ['.driftgate/drift.yaml'])).toEqual(['e1', 'e2']);
    // not covered: a sibling with a common prefix, a parent, the whole tree, another file of a listed file's directory
    expect(listings.get('/r', 'c1', ['clusters'])).toBeUndefined();
    expect(listings.get('/r', 'c1', ['.driftgate'])).toBeUndefined();
    expect(listings.get('/r', 'c1', [''])).toBeUndefined();
    expect(listings.get('/r', 'c1', ['cluster', 'deploy/crds'])).toBeUndefined();
    expect(listings.get('/r', 'c2', ['cluster'])).toBeUndefined();
    expect(listings.get('/other', 'c1', ['cluster'])).toBeUndefined();
    // a whole-tree listing answers every path of its commit
    listings.set('/r', 'c2', [''], ['all']);
    expect(listings.get('/r', 'c2', ['deploy/crds', 'x/y/z'])).toEqual(['all']);
  });

  it('prefers the latest listing that covers the paths, and stays within its size', () => {
    const listings = new TreeListings<string>(8);
    listings.set('/r', 'c1', ['a'], ['narrow']);
    listings.set('/r', 'c1', ['a', 'b'], ['wide']);
    expect(listings.get('/r', 'c1', ['a'])).toEqual(['wide']);
    expect(listings.get('/r', 'c1', ['b'])).toEqual(['wide']);
    listings.set('/r', 'c2', ['a'], ['x', 'x']);
    listings.set('/r', 'c3', ['a'], ['x', 'x']);
    listings.set('/r', 'c4', ['a'], ['x', 'x']);
    expect(listings.get('/r', 'c1', ['a', 'b'])).toEqual(['wide']); // now the most recently used
    // 1 + 1 + 2 + 2 + 2 + 2 entries over 8: the least recently used go first
    listings.set('/r', 'c6', ['a'], ['x', 'x']);
    expect(listings.get('/r', 'c2', ['a'])).toBeUndefined();
    expect(listings.get('/r', 'c1', ['a', 'b'])).toEqual(['wide']);
    expect(listings.get('/r', 'c3', ['a'])).toEqual(['x', 'x']);
    expect(listings.get('/r', 'c6', ['a'])).toEqual(['x', 'x']);
    listings.set('/r', 'c5', ['a'], ['x', 'x', 'x']); // over a quarter: not kept
    expect(listings.get('/r', 'c5', ['a'])).toBeUndefined();
  });

  it('covers a path by equality or by a listed directory, never by a shared prefix', () => {
    expect(pathCovered([''], 'anything')).toBe(true);
    expect(pathCovered(['a/b'], 'a/b/c')).toBe(true);
    expect(pathCovered(['a/b'], 'a/bc')).toBe(false);
    expect(pathCovered(['a/b'], 'a')).toBe(false);
    expect(pathCovered([], 'a')).toBe(false);
  });
});
