import { describe, expect, it } from 'vitest';
import { parseYaml } from './parse.js';

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
    const text = 'a: 1\n---\nb: [1, 2\n---\nc: 3\n';
    const { documents, findings } = parseYaml(text, { file });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: 'yaml/syntax', severity: 'error', file, line: 4 });
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
      ['/data/time', 6, 9, 'warning'],
      ['/data/n', 7, 6, 'warning'],
    ]);
    expect(findings[0]?.message).toContain('boolean false');
    expect(findings[1]?.message).toContain('octal number 493');
    expect(findings[2]?.message).toContain('base-60 number 90');
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
});
