import { describe, expect, it } from 'vitest';
import { RecencyList, type RecencyLinks } from './recency.js';

interface Entry extends RecencyLinks<Entry> {
  readonly name: string;
}
const entry = (name: string): Entry => ({ name, older: undefined, newer: undefined });

/** The names from the least to the most recently used, walked both ways (the links must agree). */
function order(list: RecencyList<Entry>): string[] {
  const forward: string[] = [];
  for (let e = list.oldest; e !== undefined; e = e.newer) forward.push(e.name);
  const backward: string[] = [];
  for (let e = list.newest; e !== undefined; e = e.older) backward.push(e.name);
  expect(backward.reverse()).toEqual(forward);
  return forward;
}

describe('RecencyList', () => {
  it('keeps entries least recently used first through adds, touches and removals at either end and inside', () => {
    const list = new RecencyList<Entry>();
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(entry) as [Entry, Entry, Entry, Entry];
    for (const e of [a, b, c]) list.add(e);
    expect(order(list)).toEqual(['a', 'b', 'c']);
    list.touch(a); // the oldest
    expect(order(list)).toEqual(['b', 'c', 'a']);
    list.touch(c); // inside
    expect(order(list)).toEqual(['b', 'a', 'c']);
    list.touch(c); // already the newest
    expect(order(list)).toEqual(['b', 'a', 'c']);
    list.remove(a);
    expect(order(list)).toEqual(['b', 'c']);
    expect([a.older, a.newer]).toEqual([undefined, undefined]);
    list.add(d);
    list.remove(b);
    list.remove(d);
    expect(order(list)).toEqual(['c']);
    list.remove(c);
    expect(order(list)).toEqual([]);
    expect([list.oldest, list.newest]).toEqual([undefined, undefined]);
    list.add(b);
    expect(order(list)).toEqual(['b']);
  });
});
