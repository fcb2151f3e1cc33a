import { describe, expect, it } from 'vitest';
import { ParseMemo } from './parse-memo.js';
import { parseYaml } from './parse.js';

const tenant = (name: string, gpus: number): string => `apiVersion: platform.example.com/v1
kind: TenantOnboarding
metadata:
  name: ${name}
spec:
  namespace: ${name}
  quota: { gpuCount: ${gpus} }
`;

describe('ParseMemo: parse results kept across runs by file text', () => {
  it('gives what parsing gives, locations included, and counts hits and misses', () => {
    const memo = new ParseMemo({ maxChars: 1_000_000 });
    const text = `${tenant('a', 1)}---\n${tenant('b', 2)}---\nkey: [unclosed\n`;
    const plain = parseYaml(text, { file: 't.yaml', scalars: 'kubernetes' });
    const first = parseYaml(text, { file: 't.yaml', scalars: 'kubernetes', cache: memo });
    const second = parseYaml(text, { file: 't.yaml', scalars: 'kubernetes', cache: memo });
    for (const run of [first, second]) {
      expect(run.documents.map((d) => d.value)).toEqual(plain.documents.map((d) => d.value));
      expect(run.findings).toEqual(plain.findings);
      expect(run.documents[1]?.locate('/spec/quota/gpuCount')).toEqual(plain.documents[1]?.locate('/spec/quota/gpuCount'));
    }
    expect(plain.findings.length).toBeGreaterThan(0); // the unclosed flow sequence
    expect(memo.stats).toEqual({ hits: 1, misses: 1, reused: 0 });
  });

  it('shares frozen objects between runs: what one run does to its objects cannot reach the next', () => {
    const memo = new ParseMemo({ maxChars: 1_000_000 });
    const text = `${tenant('a', 1)}---\n- [x, {y: z}]\n`;
    const first = parseYaml(text, { file: 't.yaml', cache: memo }).documents.map((d) => d.value);
    const hit = parseYaml(text, { file: 't.yaml', cache: memo }).documents.map((d) => d.value);
    // The same objects, not copies: an unchanged file costs neither a parse nor a copy.
    expect(hit[0]).toBe(first[0]);
    const tenantValue = hit[0] as { metadata: { labels?: Record<string, string> }; spec: { quota: { gpuCount: number } } };
    expect(() => {
      tenantValue.metadata.labels = { 'driftgate.dev/sync': 'x' };
    }).toThrow(TypeError);
    expect(() => {
      tenantValue.spec.quota.gpuCount = 2;
    }).toThrow(TypeError);
    expect(() => (hit[1] as unknown[][])[0]?.push('w')).toThrow(TypeError);
    const again = parseYaml(text, { file: 't.yaml', cache: memo }).documents[0]?.value as typeof tenantValue;
    expect(again.metadata.labels).toBeUndefined();
    expect(again.spec.quota.gpuCount).toBe(1);
  });

  it('counts what is made of a text per path, so one text under ever new paths stays within the bound; a reuse is a use', () => {
    const text = tenant('a', 1);
    const probe = new ParseMemo({ maxChars: 1_000_000 });
    parseYaml(text, { file: 'a.yaml', cache: probe });
    const one = probe.size;
    const memo = new ParseMemo({ maxChars: 20 * one });
    const load = (t: string, file: string): unknown => memo.derived('m', t, 'yaml-1.2', file, () => parseYaml(t, { file, cache: memo }).documents);
    for (let i = 0; i < 1_000; i++) {
      load(text, `renamed-${i}.yaml`);
      expect(memo.size).toBeLessThanOrEqual(20 * one);
    }
    // What was made for the first paths is gone (kept, 1,000 paths' objects would stay for good).
    let madeAgain = false;
    memo.derived('m', text, 'yaml-1.2', 'renamed-0.yaml', () => (madeAgain = true));
    expect(madeAgain).toBe(true);
    // Least recently used goes first, and finding what was made counts as a use.
    const lru = new ParseMemo({ maxChars: 3 * one + 20 });
    const [a, b, c] = ['a', 'b', 'c'].map((n) => tenant(n, 1)) as [string, string, string];
    const kept = lru.derived('m', a, 'yaml-1.2', 'a.yaml', () => parseYaml(a, { file: 'a.yaml', cache: lru }).documents);
    parseYaml(b, { file: 'b.yaml', cache: lru });
    expect(lru.derived('m', a, 'yaml-1.2', 'a.yaml', () => 'made again')).toBe(kept); // a is now the most recent
    parseYaml(c, { file: 'c.yaml', cache: lru }); // over the bound: b goes, not a
    expect(lru.derived('m', a, 'yaml-1.2', 'a.yaml', () => 'made again')).toBe(kept);
    lru.stats.misses = 0;
    parseYaml(b, { file: 'b.yaml', cache: lru });
    expect(lru.stats.misses).toBe(1);
  });

  it('holds at most maxChars, dropping the least recently used, and never an entry larger than the bound', () => {
    const texts = ['a', 'b', 'c'].map((n) => tenant(n, 1));
    const entry = (t: string): number => {
      const probe = new ParseMemo({ maxChars: 1_000_000 });
      parseYaml(t, { file: 't.yaml', cache: probe });
      return probe.size;
    };
    const one = entry(texts[0] as string);
    const memo = new ParseMemo({ maxChars: 2 * one });
    for (const t of texts.slice(0, 2)) parseYaml(t, { file: 't.yaml', cache: memo });
    parseYaml(texts[0] as string, { file: 't.yaml', cache: memo }); // 'a' used again: 'b' is now the oldest
    parseYaml(texts[2] as string, { file: 't.yaml', cache: memo }); // adds 'c', drops 'b'
    expect(memo.size).toBeLessThanOrEqual(2 * one);
    memo.stats.hits = 0;
    memo.stats.misses = 0;
    parseYaml(texts[0] as string, { file: 't.yaml', cache: memo });
    parseYaml(texts[2] as string, { file: 't.yaml', cache: memo });
    parseYaml(texts[1] as string, { file: 't.yaml', cache: memo });
    expect(memo.stats).toEqual({ hits: 2, misses: 1, reused: 0 });
    const tiny = new ParseMemo({ maxChars: one - 1 });
    parseYaml(texts[0] as string, { file: 't.yaml', cache: tiny });
    expect(tiny.size).toBe(0);
  });

  it('keeps the two readings of one text apart (YAML 1.2 and the API server reading), holding the text once', () => {
    const memo = new ParseMemo({ maxChars: 1_000_000 });
    const text = 'a: on\nb: 0644\n';
    const read = (scalars: 'yaml-1.2' | 'kubernetes'): unknown => parseYaml(text, { file: 't.yaml', scalars, cache: memo }).documents[0]?.value;
    expect(read('yaml-1.2')).toEqual({ a: 'on', b: 644 });
    const afterOne = memo.size;
    expect(read('kubernetes')).toEqual({ a: true, b: 420 });
    // The second reading adds its JSON, not the text again.
    const alone = new ParseMemo({ maxChars: 1_000_000 });
    parseYaml(text, { file: 't.yaml', scalars: 'kubernetes', cache: alone });
    expect(memo.size - afterOne).toBe(alone.size - text.length);
    // A copy of the text (another string with the same characters) finds both.
    const copy = [...text].join('');
    expect(parseYaml(copy, { file: 't.yaml', scalars: 'kubernetes', cache: memo }).documents[0]?.value).toEqual({ a: true, b: 420 });
    expect(parseYaml(copy, { file: 't.yaml', cache: memo }).documents[0]?.value).toEqual({ a: 'on', b: 644 });
    expect(memo.stats).toEqual({ hits: 2, misses: 2, reused: 0 });
  });

  it('keeps what a caller made of a kept parse for its path, and makes it again for another path, another text, or a text it does not keep', () => {
    const memo = new ParseMemo({ maxChars: 1_000_000 });
    let made = 0;
    const load = (text: string, file: string): unknown[] =>
      memo.derived('values', text, 'kubernetes', file, () => {
        made += 1;
        return parseYaml(text, { file, scalars: 'kubernetes', cache: memo }).documents.map((d) => d.value);
      });
    const text = tenant('a', 1);
    const first = load(text, 'a.yaml');
    expect(load([...text].join(''), 'a.yaml')).toBe(first); // the same text read again
    expect(made).toBe(1);
    expect(memo.stats.reused).toBe(1);
    expect(load(text, 'b.yaml')).not.toBe(first); // made for each path
    expect(load(tenant('a', 2), 'a.yaml')).not.toBe(first);
    expect(made).toBe(3);
    // A value JSON cannot keep: the parse is not kept, and neither is what was made of it.
    load('a: .inf\n', 'c.yaml');
    load('a: .inf\n', 'c.yaml');
    expect(made).toBe(5);
    // Dropped with its text's entry.
    const probe = new ParseMemo({ maxChars: 1_000_000 });
    parseYaml(text, { file: 'a.yaml', scalars: 'kubernetes', cache: probe });
    const tiny = new ParseMemo({ maxChars: probe.size + text.length + 40 });
    const once = tiny.derived('values', text, 'kubernetes', 'a.yaml', () => {
      parseYaml(text, { file: 'a.yaml', scalars: 'kubernetes', cache: tiny });
      return ['made'];
    });
    expect(tiny.derived('values', text, 'kubernetes', 'a.yaml', () => ['again'])).toBe(once);
    parseYaml(tenant('b', 1), { file: 'b.yaml', scalars: 'kubernetes', cache: tiny }); // only one fits: evicts the first text
    expect(tiny.derived('values', text, 'kubernetes', 'a.yaml', () => ['again'])).toEqual(['again']);
  });

  it('locates the documents of a kept result again and again (their parse is held weakly)', () => {
    const memo = new ParseMemo({ maxChars: 1_000_000 });
    const text = `${tenant('a', 1)}---\n${tenant('b', 2)}`;
    const plain = parseYaml(text, { file: 't.yaml', scalars: 'kubernetes' });
    parseYaml(text, { file: 't.yaml', scalars: 'kubernetes', cache: memo });
    const hit = parseYaml(text, { file: 't.yaml', scalars: 'kubernetes', cache: memo });
    for (let i = 0; i < 3; i++) {
      expect(hit.documents[1]?.locate('/spec/quota/gpuCount')).toEqual(plain.documents[1]?.locate('/spec/quota/gpuCount'));
      expect(hit.documents[0]?.has('/spec/namespace')).toBe(true);
    }
  });
});
