// Inputs that used to hang the validator or give wrong answers (issue #11): RE2 patterns run in
// linear time, RE2 syntax decides validity, and whole numbers above 2^53 stay CEL ints.
import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../manifest/manifest.js';
import { compileKindValidator, ValidatorCache, type CompileResult } from './validator.js';

function compile(spec: Record<string, unknown>): CompileResult {
  const schema = { type: 'object', properties: { apiVersion: { type: 'string' }, kind: { type: 'string' }, metadata: { type: 'object' }, spec: { type: 'object', ...spec } } };
  return compileKindValidator(
    { group: 'example.com', version: 'v1', kind: 'Widget', plural: 'widgets', scope: 'Namespaced', served: true, storage: true, schema, statusSubresource: false },
    { cache: new ValidatorCache() },
  );
}

function validate(spec: Record<string, unknown>, value: unknown): { ruleId: string; message: string }[] {
  const result = compile(spec);
  expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
  const object: KubeObject = { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' }, spec: value };
  return (result.validator?.validate(object) ?? []).filter((v) => v.severity === 'error').map((v) => ({ ruleId: v.ruleId, message: v.message }));
}

const hostile = 'a'.repeat(40) + '!';

describe('patterns and CEL regexes on values that make backtracking engines hang', () => {
  it("pattern '^(a+)+$' against 40 a's and a '!' is a schema/pattern error, at once", () => {
    expect(validate({ properties: { x: { type: 'string', pattern: '^(a+)+$' } } }, { x: hostile })).toEqual([
      expect.objectContaining({ ruleId: 'schema/pattern' }),
    ]);
    expect(validate({ properties: { x: { type: 'string', pattern: '^(a+)+$' } } }, { x: 'a'.repeat(100_000) })).toEqual([]);
  });

  it("CEL find('(a+)+$') and matches('^(a+)+$') in a CRD rule evaluate at once", () => {
    const spec = { properties: { x: { type: 'string', maxLength: 100 } }, 'x-kubernetes-validations': [{ rule: "self.x.find('(a+)+$') == '' && !self.x.matches('^(a+)+$')" }] };
    expect(validate(spec, { x: hostile })).toEqual([]);
    expect(validate(spec, { x: 'aaaa' })).toEqual([expect.objectContaining({ ruleId: 'schema/cel' })]);
  });

  it('a 100,000-character literal pattern compiles and matches; its message is cut short', () => {
    const literal = 'ab'.repeat(50_000);
    const errors = validate({ properties: { x: { type: 'string', pattern: `^${literal}$` } } }, { x: 'abc' });
    expect(errors).toEqual([expect.objectContaining({ ruleId: 'schema/pattern' })]);
    expect(errors[0]!.message.length).toBeLessThan(400);
    expect(validate({ properties: { x: { type: 'string', pattern: `^${literal}$` } } }, { x: literal })).toEqual([]);
  });

  it('a pattern RE2 rejects makes the CRD invalid instead of crashing', () => {
    const result = compile({ properties: { x: { type: 'string', pattern: '^(?=a)a$' } } });
    expect(result.problems.some((p) => p.severity === 'error' && /RE2|regexp/.test(p.message))).toBe(true);
  });

  it('a constant pattern RE2 rejects in a CRD rule is a compile error of the rule', () => {
    const result = compile({ properties: { x: { type: 'string' } }, 'x-kubernetes-validations': [{ rule: "self.x.matches('(?=a)')" }] });
    expect(result.problems.some((p) => p.severity === 'error' && p.message.includes('invalid matches argument'))).toBe(true);
  });
});

describe('int-or-string and integers above 2^53', () => {
  const spec = { properties: { n: { 'x-kubernetes-int-or-string': true }, i: { type: 'integer' } }, 'x-kubernetes-validations': [{ rule: '!has(self.n) || (type(self.n) == int && self.n + 1 > 0)' }, { rule: '!has(self.i) || self.i + 1 > 0' }] };

  it('stay CEL ints (they were doubles: a false schema/cel-error "no such overload")', () => {
    expect(validate(spec, { n: 9007199254740993 })).toEqual([]);
    expect(validate(spec, { i: 2 ** 62 })).toEqual([]);
    expect(validate(spec, { n: 3 })).toEqual([]);
  });
});
