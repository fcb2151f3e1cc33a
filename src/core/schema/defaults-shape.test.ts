import './engines-cel.js';
import './engines-ajv.js';
import { describe, expect, it } from 'vitest';
import { compileAjv, convertErrors } from './ajv.js';
import { pruneToShape, shapeDefault } from './defaults-shape.js';
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

describe('shapeDefault: valid for certain without compiling', () => {
  const plain: Json = {
    type: 'object',
    required: ['mode'],
    properties: {
      mode: { type: 'string', enum: ['a', 'b'] },
      name: { type: 'string', maxLength: 3, pattern: '^[a-z]+$' },
      port: { type: 'integer', minimum: 1, maximum: 10 },
      tags: { type: 'array', maxItems: 2, items: { type: 'string', format: 'k8s:k8sshortname' } },
      limits: { type: 'object', additionalProperties: { type: 'integer' } },
    },
  };

  it.each([
    ['a valid value', { mode: 'a', name: 'abc', port: 10, tags: ['x-1'], limits: { cpu: 1 } }, true],
    ['a missing required field', { name: 'abc' }, false],
    ['a wrong enum value', { mode: 'c' }, false],
    ['too long (code points, as ajv counts them)', { mode: 'a', name: 'ab😀d' }, false],
    ['a pattern mismatch', { mode: 'a', name: 'AB' }, false],
    ['out of range', { mode: 'a', port: 11 }, false],
    ['a bad format', { mode: 'a', tags: ['Not_A_Label'] }, false],
    ['too many items', { mode: 'a', tags: ['a', 'b', 'c'] }, false],
    ['an additional property of the wrong type', { mode: 'a', limits: { cpu: 'x' } }, false],
  ])('%s: valid for certain only when ajv agrees', (_, value, expected) => {
    const shaped = shapeDefault(plain, value);
    expect(shaped.valid).toBe(expected);
    const compiled = compileAjv(plain);
    // Never "valid" where ajv finds an error; a value left to ajv may still be valid there (the emoji).
    if (shaped.valid && compiled.ok) expect(compiled.compiled.validate(value)).toBe(true);
  });

  it('leaves composition keywords, multipleOf and lists with duplicate checks to ajv', () => {
    expect(shapeDefault({ anyOf: [{ type: 'string' }, { type: 'integer' }] }, 'x').valid).toBe(false);
    expect(shapeDefault({ type: 'integer', multipleOf: 2 }, 4).valid).toBe(false);
    expect(shapeDefault({ type: 'array', uniqueItems: true }, [1, 2]).valid).toBe(false);
    expect(shapeDefault({ type: 'array', k8sListType: { type: 'set', keys: [] } }, ['a', 'b']).valid).toBe(false);
    expect(shapeDefault({ type: 'string', pattern: '(' }, 'x').valid).toBe(false);
  });

  it('reports an invalid default the same way as before (validateValue still compiles for it)', () => {
    const root = readSchema({ type: 'object', properties: { spec: plain } }).root!;
    const spec = root.properties!.get('spec')!;
    const messages = validateValue(spec, { mode: 'a', port: 11 }, undefined);
    expect(messages).toHaveLength(1);
    expect(messages).toEqual(errorsMessages(plain, { mode: 'a', port: 11 }));
    expect(validateValue(spec, { mode: 'a', port: 3 }, undefined)).toEqual([]);
  });
});

function errorsMessages(s: Json, value: unknown): string[] {
  const result = errorsOf(s, value);
  return typeof result === 'string' || Array.isArray(result) ? [] : (result as { violations: { message: string }[] }).violations.map((v) => v.message);
}
