import { describe, expect, it } from 'vitest';
import { parseYaml } from './parse.js';

// keepEvents (crd-diff: one parse, no second one for locations) locates exactly as the default does.
const TEXT = `a: 1
base: &b {x: 1, y: [1, 2]}
merged:
  <<: *b
  z: 3
dup: 1
dup: 2
twice: {a: 1, shared: {x: 1}}
twice: {b: 2, shared: {y: 2}}
"~/slash": {"a/b": 1, "c~d": 2}
list:
  - name: one
    value: {deep: {deeper: [a, b, {c: d}]}}
  - name: two
empty:
---
second: {k: v}
---
- plain
- 'quoted'
- |
  block
`;

const POINTERS = ['', '/a', '/base', '/base/y/1', '/merged', '/merged/x', '/merged/z', '/dup', '/list/0/value/deep/deeper/2/c', '/list/1/name', '/list/7', '/empty', '/missing/deeper', '/second/k', '/0', '/2', '/5', '/twice', '/twice/a', '/twice/b', '/twice/shared/x', '/twice/shared/y', '/inside', '/~0~1slash/a~1b', '/~0~1slash/c~0d', 'not-a-pointer', '/list/0/value/deep/deeper/9'];

describe('parseYaml with keepEvents', () => {
  it('gives the documents, findings and every location of a parse without it', () => {
    const plain = parseYaml(TEXT, { file: 'f.yaml' });
    const kept = parseYaml(TEXT, { file: 'f.yaml', keepEvents: true });
    expect(kept.findings).toEqual(plain.findings);
    expect(kept.documents.map((d) => d.value)).toEqual(plain.documents.map((d) => d.value));
    expect(kept.documents).toHaveLength(3);
    for (const [i, doc] of kept.documents.entries()) {
      const other = plain.documents[i]!;
      for (const pointer of POINTERS) {
        for (const at of ['key', 'value'] as const) expect({ pointer, at, loc: doc.locate(pointer, at) }).toEqual({ pointer, at, loc: other.locate(pointer, at) });
        expect(doc.has(pointer)).toBe(other.has(pointer));
      }
    }
  });

  it('locates in a text cut into batches (over 64 KiB) as the default does', () => {
    const big = Array.from({ length: 2_000 }, (_, i) => `kind: K\nmetadata: {name: n${i}}\nspec:\n  items: [${i}, ${i + 1}]\n`).join('---\n');
    const plain = parseYaml(big, { file: 'big.yaml' });
    const kept = parseYaml(big, { file: 'big.yaml', keepEvents: true });
    expect(kept.documents).toHaveLength(2_000);
    for (const i of [0, 1, 999, 1_500, 1_999]) {
      for (const pointer of ['/metadata/name', '/spec/items/1', '/spec']) expect(kept.documents[i]!.locate(pointer)).toEqual(plain.documents[i]!.locate(pointer));
    }
  });
});
