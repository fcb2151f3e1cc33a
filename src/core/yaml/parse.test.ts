import { describe, expect, it } from 'vitest';
import { parseYaml, readingKey, type CachedParse, type YamlParseCache } from './parse.js';

const file = 'tenants/a.yaml';

describe('parseYaml', () => {
  it('maps every JSON pointer of every document to its line and column', () => {
    const text = [
      'apiVersion: v1', // 1
      'kind: ConfigMap', // 2
      'metadata:', // 3
      "  name: 'quoted'", // 4
      '  labels: {a: "1", b: x}', // 5
      'data:', // 6
      '  list:', // 7
      '    - first', // 8
      '    - key: value', // 9
      '---', // 10
      'second: doc', // 11
    ].join('\n');
    const { documents, findings } = parseYaml(text, { file });
    expect(findings).toEqual([]);
    expect(documents).toHaveLength(2);
    const [first, second] = documents;
    expect(first?.locate('/metadata/name')).toMatchObject({ line: 4, column: 9, pointer: '/metadata/name' });
    expect(first?.locate('/metadata/name', 'key')).toMatchObject({ line: 4, column: 3 });
    expect(first?.locate('/metadata/labels/b')).toMatchObject({ line: 5, column: 23 });
    expect(first?.locate('/data/list/1/key')).toMatchObject({ line: 9, column: 12 });
    expect(first?.locate('/data/list/0')).toMatchObject({ line: 8, column: 7 });
    expect(second?.locate('/second')).toMatchObject({ line: 11, column: 9 });
    expect(second?.index).toBe(1);
  });

  it('falls back to the nearest ancestor for a pointer that is not written', () => {
    const { documents } = parseYaml('spec:\n  a: 1\n', { file });
    expect(documents[0]?.locate('/spec/missing/deep')).toMatchObject({ pointer: '/spec', line: 2, column: 3 });
    expect(documents[0]?.has('/spec/a')).toBe(true);
    expect(documents[0]?.has('/spec/b')).toBe(false);
  });

  it('reports a syntax error at its position and still reads the other documents of the file', () => {
    const text = 'a: 1\n---\nb: {x: 1}}\n---\nc: 3\n';
    const { documents, findings } = parseYaml(text, { file });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: 'yaml/syntax', severity: 'error', file, line: 3, column: 10 });
    expect(documents.map((d) => d.value)).toEqual([{ a: 1 }, { c: 3 }]);
  });

  it('reports every duplicate key and keeps the last value, as the API server does', () => {
    const { documents, findings } = parseYaml('a: 1\nb: 2\na: 3\nb: 4\n', { file });
    expect(findings.map((f) => [f.ruleId, f.line, f.column])).toEqual([
      ['yaml/duplicate-key', 3, 1],
      ['yaml/duplicate-key', 4, 1],
    ]);
    expect(documents[0]?.value).toEqual({ a: 3, b: 4 });
  });

  it('stops alias bombs with a located finding instead of expanding them', () => {
    const lines = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++) lines.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10).fill('*' + String.fromCharCode(96 + i)).join(', ')}]`);
    const { documents, findings } = parseYaml(lines.join('\n') + '\n', { file });
    expect(documents).toEqual([]);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: 'yaml/alias-limit', severity: 'error', file });
    expect(findings[0]).toMatchObject({ line: 1, column: 1 });
    expect(findings[0]?.message).toContain("alias");
  });

  it('warns where YAML 1.1 (kubectl) and YAML 1.2 read a plain scalar differently', () => {
    const text = 'data:\n  country: NO\n  mode: 0755\n  quoted: "no"\n  enabled: true\n  time: 1:30\n  n: 1_000\n';
    const { findings } = parseYaml(text, { file });
    expect(findings.map((f) => [f.pointer, f.line, f.column, f.severity])).toEqual([
      ['/data/country', 2, 12, 'warning'],
      ['/data/mode', 3, 9, 'warning'],
      // `1:30` is no trap: go-yaml v2 (kubectl, the API server) never read base 60; it stays a string.
      ['/data/n', 7, 6, 'warning'],
    ]);
    expect(findings[0]?.message).toContain('boolean false');
    expect(findings[1]?.message).toContain('octal number 493');
  });

  it('locates an empty value at its key', () => {
    const { documents } = parseYaml('spec:\n  access:\n  namespace: x\n', { file });
    expect(documents[0]?.locate('/spec/access')).toMatchObject({ pointer: '/spec/access', line: 2, column: 3 });
  });

  it('keeps empty documents as null so callers can skip them', () => {
    const { documents } = parseYaml('---\n---\na: 1\n', { file });
    expect(documents.map((d) => d.value)).toEqual([null, { a: 1 }]);
  });

  it('resolves merge keys and does not map merged fields to the merge line', () => {
    const { documents, findings } = parseYaml('base: &b {x: 1}\nd:\n  <<: *b\n  y: 2\n', { file });
    expect(findings).toEqual([]);
    expect(documents[0]?.value).toEqual({ base: { x: 1 }, d: { x: 1, y: 2 } });
    expect(documents[0]?.locate('/d/y')).toMatchObject({ line: 4, column: 6 });
    expect(documents[0]?.locate('/d/x').pointer).toBe('/d');
  });

  it('reports an unclosed [ { or quote at the opening token, not where the parser gave up', () => {
    for (const [text, column] of [
      ['a: 1\nb: [1, 2\nc: 3\nd: 4\n', 4],
      ['a: 1\nb: {x: 1\nc: 3\n', 4],
      ['a: 1\nb: "abc\nc: 3\n', 4],
      ["a: 1\nb: 'abc\nc: 3\n", 4],
      ["a: 1\nb: don't [x, \"y\"]\nc: [1, {z: 2\nd: 4\n", 8],
    ] as const) {
      const { findings } = parseYaml(text, { file });
      expect(findings, text).toHaveLength(1);
      const line = text.includes("don't") ? 3 : 2;
      expect(findings[0], text).toMatchObject({ ruleId: 'yaml/syntax', line, column });
      expect(findings[0]?.message).toMatch(/never closed/);
    }
    // The document after the broken one is still read, and counted in its place.
    const { documents, findings } = parseYaml('a: [1\n---\nb: 2\n', { file });
    expect(findings[0]).toMatchObject({ line: 1, column: 4 });
    expect(documents.map((d) => [d.index, d.value])).toEqual([[1, { b: 2 }]]);
  });

  it('ignores quotes and brackets inside block scalars and comments when looking for the opener', () => {
    const text = 'k: |\n  [ not "closed\n  x\n# {\nl: {a: 1\n';
    const { findings } = parseYaml(text, { file });
    expect(findings.map((f) => [f.line, f.column])).toEqual([[5, 4]]);
  });

  it('reads CR-only and CRLF line endings with the lines an editor shows', () => {
    for (const eol of ['\r', '\r\n', '\n']) {
      const text = ['a: 1', 'b:', '  c: x', '  d: [1, 2]', 'e: y: z'].join(eol) + eol;
      const { findings } = parseYaml(text, { file });
      expect(findings.map((f) => [f.ruleId, f.line]), JSON.stringify(eol)).toEqual([['yaml/syntax', 5]]);
      const ok = parseYaml(['a: 1', 'b:', '  c: x', '  d: [1, 2]'].join(eol), { file });
      expect(ok.documents[0]?.locate('/b/d/1')).toMatchObject({ line: 4, column: 10 });
      expect(ok.documents[0]?.value).toEqual({ a: 1, b: { c: 'x', d: [1, 2] } });
    }
  });

  it('reports an alias inside its own anchor while composing, and reads the other documents', () => {
    const cases = [
      ['metadata: &m {name: x, labels: *m}\n', 1, 32],
      ['kind: List\nitems: &i\n- *i\n', 3, 3],
      ['spec: &s\n  properties:\n    child: *s\n', 3, 12],
      ['a: &b {x: 1, <<: *b}\n', 1, 18],
    ] as const;
    for (const [doc, line, column] of cases) {
      const { documents, findings } = parseYaml(`${doc}---\nok: 1\n`, { file });
      expect(findings, doc).toEqual([expect.objectContaining({ ruleId: 'yaml/recursive-alias', severity: 'error', file, line, column })]);
      expect(documents.map((d) => [d.index, d.value])).toEqual([[1, { ok: 1 }]]);
    }
    // Re-defining an anchor inside its own node is not a cycle: the alias names the inner node.
    const redefined = parseYaml('a: &x [1, &x 2, *x]\n', { file });
    expect(redefined.findings).toEqual([]);
    expect(redefined.documents[0]?.value).toEqual({ a: [1, 2, 2] });
  });

  it('counts alias expansions, not nodes: a long list without aliases is read', () => {
    const text = 'items:\n' + Array.from({ length: 120_000 }, (_, i) => `- ${i}`).join('\n') + '\n';
    const { documents, findings } = parseYaml(text, { file });
    expect(findings).toEqual([]);
    expect((documents[0]?.value as { items: unknown[] }).items).toHaveLength(120_000);
  });

  it('reads the documents of a file that come after one with an unknown alias', () => {
    const { documents, findings } = parseYaml('a: *nope\n---\nb: 1\n', { file });
    expect(findings).toEqual([expect.objectContaining({ ruleId: 'yaml/syntax', line: 1, column: 5 })]);
    expect(documents.map((d) => [d.index, d.value])).toEqual([[1, { b: 1 }]]);
  });

  it('locates findings in a file of many documents in time linear in the file', () => {
    // Every document located: before, each location re-split the whole file's events (quadratic).
    const count = 20_000;
    const text = Array.from({ length: count }, (_, i) => `name: n${i}\nvalue: ${i}\n`).join('---\n');
    const { documents } = parseYaml(text, { file });
    expect(documents).toHaveLength(count);
    const last = documents[count - 1];
    expect(last?.locate('/value')).toMatchObject({ line: count * 3 - 1, column: 8 });
    for (const d of documents) d.locate('/value');
    // No wall-clock assertion: a quadratic locate (3·10⁹ steps here) cannot finish within the timeout.
  }, 60_000);

  it('locates a duplicate empty key at its mapping (found by the fuzzer: it was column 0)', () => {
    for (const [text, line, column] of [[': a\n: b\n', 1, 1], ['x:\n  ? \n  : 1\n  ? \n  : 2\n', 2, 3]] as const) {
      const { findings, documents } = parseYaml(text, { file });
      expect(findings.map((f) => [f.ruleId, f.line, f.column])).toEqual([['yaml/duplicate-key', line, column]]);
      expect(documents[0]?.locate(line === 1 ? '/' : '/x/', 'key')).toMatchObject({ line, column });
    }
  });

  it('reads a large file in batches with the documents, indices, locations and findings of one whole parse', () => {
    // Over 64 KiB, the text is parsed in batches cut at `---` lines. Each document is checked
    // against a parse of that document alone, placed at its line.
    const docs = Array.from({ length: 3_000 }, (_, i) =>
      i % 1_000 === 500 ? `kind: Broken\nlist: [a, b\n` : `# doc ${i}\nkind: ConfigMap\nmetadata:\n  name: c${i}\ndata:\n  block: |\n    --- not a marker: indented\n  flag: ${i % 2 ? 'yes' : 'x'}\n`,
    );
    const text = docs.map((d) => `---\n${d}`).join('');
    expect(text.length).toBeGreaterThan(4 * 64 * 1024);
    const lineOf = (needle: string, nth = 0): number => {
      let at = -1;
      for (let k = 0; k <= nth; k++) at = text.indexOf(needle, at + 1);
      return text.slice(0, at).split('\n').length;
    };
    const { documents, findings } = parseYaml(text, { file });
    expect(documents).toHaveLength(2_997);
    const syntax = findings.filter((f) => f.ruleId === 'yaml/syntax');
    expect(syntax.map((f) => [f.line, f.column])).toEqual([0, 1, 2].map((k) => [lineOf('list: [a, b', k), 7]));
    expect(findings.filter((f) => f.ruleId === 'yaml/yaml11-ambiguity')).toHaveLength(1_500);
    const last = documents[documents.length - 1];
    expect(last?.index).toBe(2_999);
    expect(last?.value).toMatchObject({ metadata: { name: 'c2999' }, data: { block: '--- not a marker: indented\n' } });
    expect(last?.locate('/data/flag')).toMatchObject({ line: lineOf('flag: yes', 1_499), column: 9 });
    const middle = documents.find((d) => d.index === 1_501);
    expect(middle?.locate('/metadata/name', 'key')).toMatchObject({ line: lineOf('name: c1501\n'), column: 3 });
  });

  it('does not cut a large file with directives, which belong to the document after them', () => {
    const body = Array.from({ length: 2_000 }, (_, i) => `---\nname: n${i}\npad: ${'x'.repeat(40)}\n`).join('');
    const text = `${body}...\n%YAML 1.2\n---\nlast: !!str 1\n`;
    const { documents, findings } = parseYaml(text, { file });
    expect(findings).toEqual([]);
    expect(documents).toHaveLength(2_001);
    expect(documents[2_000]?.value).toEqual({ last: '1' });
    expect(documents[2_000]?.locate('/last')).toMatchObject({ line: 6_004, column: 7 });
  });

  it('with a cache, a hit gives the documents, findings and locations of a parse, at the file it is asked for', () => {
    const store = new Map<string, CachedParse>();
    let gets = 0;
    const cache: YamlParseCache = {
      get: (text, reading) => {
        gets += 1;
        // Through JSON, as the disk cache stores it.
        const hit = store.get(readingKey(text, reading));
        return hit ? (JSON.parse(JSON.stringify(hit)) as CachedParse) : undefined;
      },
      set: (text, reading, parsed) => store.set(readingKey(text, reading), parsed),
    };
    const text = 'a: 1\nb: [x, yes]\n---\n---\nc: {d: "q"}\nc: 2\n';
    const plain = parseYaml(text, { file: 'one.yaml' });
    const cold = parseYaml(text, { file: 'one.yaml', cache });
    expect(store.size).toBe(1);
    const warm = parseYaml(text, { file: 'renamed.yaml', cache });
    expect(gets).toBe(2);
    expect(warm.findings).toEqual(plain.findings.map((f) => ({ ...f, file: 'renamed.yaml' })));
    expect(warm.findings.length).toBeGreaterThan(0);
    for (const result of [cold, warm]) {
      expect(result.documents.map((d) => [d.index, d.value])).toEqual(plain.documents.map((d) => [d.index, d.value]));
    }
    const [first, second] = warm.documents;
    expect(second?.locate('/c')).toEqual({ ...plain.documents[1]?.locate('/c'), file: 'renamed.yaml' });
    expect(first?.locate('/b/1', 'value')).toMatchObject({ file: 'renamed.yaml', line: 2, column: 8 });
    expect(first?.has('/b/0')).toBe(true);
    expect(first?.has('/nope')).toBe(false);
  });

  it('does not cache a text whose values JSON cannot keep (.inf, .nan, -0)', () => {
    const store = new Map<string, CachedParse>();
    const cache: YamlParseCache = { get: (text, reading) => store.get(readingKey(text, reading)), set: (text, reading, parsed) => store.set(readingKey(text, reading), parsed) };
    for (const text of ['a: .inf\n', 'a: [1, .nan]\n', 'a: {b: -0.0}\n']) parseYaml(text, { file, cache });
    expect(store.size).toBe(0);
    parseYaml('a: 1.5\n', { file, cache });
    expect(store.size).toBe(1);
  });

  it('reads a file of 130,000 documents (found by the scaling benchmark: push(...all) overflowed the stack)', () => {
    const { documents, findings } = parseYaml('x: 1\n---\n'.repeat(130_000), { file });
    expect(findings).toEqual([]);
    expect(documents.filter((d) => d.value !== null)).toHaveLength(130_000);
  }, 60_000);
});
