import { describe, expect, it } from 'vitest';
import { compileAjv, convertErrors } from './ajv.js';
import { pruneToShape } from './defaults-shape.js';
import { readSchema } from '../kube/structural.js';
import { validateValue } from './value.js';

type Json = Record<string, unknown>;

const schema: Json = {
  type: 'object',
  required: ['mode'],
  properties: {
    mode: { type: 'string', enum: ['a', 'b'] },
    limits: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } },
    rules: {
      type: 'array',
      maxItems: 4,
      items: { type: 'object', properties: { name: { type: 'string', maxLength: 3 }, port: { type: 'integer', maximum: 10 } } },
    },
    unused: { type: 'object', properties: { deep: { type: 'array', items: { type: 'string', pattern: '^x+$' } } } },
  },
  anyOf: [{ required: ['mode'] }, { required: ['rules'] }],
};

/** The converted errors ajv gives for `value` against `s`, or "compile failed". */
function errorsOf(s: Json, value: unknown): unknown {
  const compiled = compileAjv(s);
  if (!compiled.ok) return 'compile failed';
  return compiled.compiled.validate(value) ? [] : convertErrors(compiled.compiled.validate.errors ?? [], value);
}

describe('pruneToShape', () => {
  it('keeps only the parts of the schema a value reaches', () => {
    const pruned = pruneToShape(schema, { mode: 'a', rules: [{ name: 'x' }] });
    expect(pruned).toEqual({
      type: 'object',
      required: ['mode'],
      properties: {
        mode: { type: 'string', enum: ['a', 'b'] },
        rules: { type: 'array', maxItems: 4, items: { type: 'object', properties: { name: { type: 'string', maxLength: 3 } } } },
      },
      anyOf: [{ required: ['mode'] }, { required: ['rules'] }],
    });
    expect(pruneToShape(schema, 'a scalar')).toEqual({ type: 'object', required: ['mode'], anyOf: [{ required: ['mode'] }, { required: ['rules'] }] });
  });

  it.each([
    ['a valid value', { mode: 'a', limits: { cpu: 1 }, rules: [{ name: 'abc', port: 1 }] }],
    ['a wrong enum and a missing required field', { limits: {}, mode: 'c' }],
    ['an item violating its schema', { mode: 'a', rules: [{ name: 'abcd', port: 1 }, { name: 'b', port: 11 }] }],
    ['an additional property violating its schema', { mode: 'b', limits: { cpu: -1, memory: 'x' } }],
    ['too many items and a wrong type', { mode: 1, rules: [{}, {}, {}, {}, {}] }],
    ['a scalar where an object belongs', 'text'],
  ])('gives the same errors as the whole schema: %s', (_, value) => {
    expect(errorsOf(pruneToShape(schema, value), value)).toEqual(errorsOf(schema, value));
  });

  it('leaves a schema whole when a part of it would not compile, so the compile still fails as before', () => {
    const broken: Json = { ...schema, properties: { ...(schema.properties as Json), bad: { type: 'string', pattern: '(' } } };
    expect(pruneToShape(broken, { mode: 'a' })).toBe(broken);
    expect(errorsOf(pruneToShape(broken, { mode: 'c' }), { mode: 'c' })).toBe('compile failed');
    const wrongKeyword: Json = { type: 'object', properties: { a: { type: 'string', maxLength: 'ten' } } };
    expect(pruneToShape(wrongKeyword, {})).toBe(wrongKeyword);
  });

  it('still finds a default that violates its subschema deep in the tree (validateValue)', () => {
    const root = readSchema({ type: 'object', properties: { spec: schema } }).root!;
    const spec = root.properties!.get('spec')!;
    expect(validateValue(spec, { mode: 'a', rules: [{ name: 'long name' }] }, undefined)).toEqual(['rules[0].name: Too long: expected at most 3 characters, found 9']);
    expect(validateValue(spec, { mode: 'a', rules: [{ name: 'ok' }] }, undefined)).toEqual([]);
  });
});

describe('pruneToShape and inherited properties', () => {
  it('keeps a property the value inherits, as ajv checks it (data.constructor is not undefined)', () => {
    const s: Json = { type: 'object', properties: { constructor: { type: 'string' }, other: { type: 'string' } } };
    expect(pruneToShape(s, {})).toEqual({ type: 'object', properties: { constructor: { type: 'string' } } });
    expect(errorsOf(pruneToShape(s, {}), {})).toEqual(errorsOf(s, {}));
  });
});
