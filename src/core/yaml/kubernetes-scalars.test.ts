import { describe, expect, it } from 'vitest';
import { goInteger } from './kubernetes-scalars.js';
import { parseYaml } from './parse.js';

const k8s = (text: string): unknown => parseYaml(text, { file: 'f.yaml', scalars: 'kubernetes' }).documents[0]?.value;
const yaml12 = (text: string): unknown => parseYaml(text, { file: 'f.yaml' }).documents[0]?.value;

describe('plain scalars as the API server reads them (sigs.k8s.io/yaml, go-yaml v2)', () => {
  it('YAML 1.1 booleans, in values and in keys', () => {
    expect(k8s('a: off\nb: Yes\nc: y\nd: N\ne: ON\nf: true\ng: "off"\nh: yEs\n')).toEqual({ a: false, b: true, c: true, d: false, e: true, f: true, g: 'off', h: 'yEs' });
    // A key `on` is the boolean true, which JSON writes as "true" (the GitHub workflow trap).
    expect(k8s('on: push\n')).toEqual({ true: 'push' });
    // driftgate's own files keep YAML 1.2.
    expect(yaml12('a: off\non: push\n')).toEqual({ a: 'off', on: 'push' });
  });

  it("integers as Go's ParseInt with base 0 reads them after go-yaml removed the underscores", () => {
    expect(goInteger('3_0')).toBe(30);
    expect(goInteger('0644')).toBe(420);
    expect(goInteger('0o644')).toBe(420);
    expect(goInteger('0x1F')).toBe(31);
    expect(goInteger('0b101')).toBe(5);
    expect(goInteger('-0b101')).toBe(-5);
    expect(goInteger('+12')).toBe(12);
    expect(goInteger('-0')).toBe(0);
    expect(Object.is(goInteger('-0'), -0)).toBe(false);
    expect(goInteger('08')).toBeUndefined(); // not octal: go-yaml then reads it as the float 8
    expect(goInteger('1e3')).toBeUndefined();
    expect(k8s('a: 3_0\nb: 0644\nc: 08\nd: 1e3\ne: 8_080\nf: .5\ng: -.inf\n')).toEqual({ a: 30, b: 420, c: 8, d: 1000, e: 8080, f: 0.5, g: Number.NEGATIVE_INFINITY });
    expect(yaml12('b: 0644\na: 3_0\n')).toEqual({ b: 644, a: '3_0' });
  });

  it('no base 60, and timestamps stay strings (go-yaml v2 keeps them strings in untyped data)', () => {
    expect(k8s('t: 12:30\nd: 2001-12-14\nv: 1.2.3\n')).toEqual({ t: '12:30', d: '2001-12-14', v: '1.2.3' });
  });

  it('the two readings of one text do not share a parse-cache entry', () => {
    const entries = new Map<string, unknown>();
    const cache = { get: (t: string, r: string) => entries.get(`${r}|${t}`) as never, set: (t: string, r: string, v: unknown) => void entries.set(`${r}|${t}`, v) };
    expect(parseYaml('a: off\n', { file: 'f', cache }).documents[0]?.value).toEqual({ a: 'off' });
    expect(parseYaml('a: off\n', { file: 'f', cache, scalars: 'kubernetes' }).documents[0]?.value).toEqual({ a: false });
    expect(parseYaml('a: off\n', { file: 'f', cache }).documents[0]?.value).toEqual({ a: 'off' });
    expect([...entries.keys()]).toEqual(['yaml-1.2|a: off\n', 'kubernetes|a: off\n']);
  });
});
