import { describe, expect, it } from 'vitest';
import { decodeBuiltin, isBase64, isRfc3339 } from './decode.js';
import type { CompactSchema } from './schema-set.js';

const DEFS: Record<string, CompactSchema> = {
  Root: {
    type: 'object',
    properties: {
      apiVersion: { type: 'string' },
      kind: { type: 'string' },
      metadata: { type: 'object', properties: { name: { type: 'string' }, labels: { type: 'object', additionalProperties: { type: 'string' } } } },
      spec: { $ref: 'Spec' },
      status: { type: 'object', properties: { phase: { type: 'string', enum: ['Ready'] } }, required: ['phase'] },
    },
  },
  Spec: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string' },
      replicas: { type: 'integer', format: 'int32' },
      big: { type: 'integer', format: 'int64' },
      port: { format: 'int-or-string' },
      memory: { format: 'quantity' },
      data: { type: 'string', format: 'byte' },
      since: { type: 'string', format: 'date-time' },
      policy: { type: 'string', enum: ['Always', 'Never'] },
      enabled: { type: 'boolean' },
      items: { type: 'array', items: { $ref: 'Spec' } },
      raw: { type: 'object' },
      any: {},
    },
  },
};

const resolve = (name: string): CompactSchema | undefined => DEFS[name];
const decode = (spec: unknown, extra: Record<string, unknown> = {}): string[] =>
  decodeBuiltin({ apiVersion: 'x/v1', kind: 'Root', metadata: { name: 'a' }, spec, ...extra }, 'Root', { resolve }).map((v) => `${v.ruleId} ${v.pointer}`);

describe('decodeBuiltin (strict decoding into Go types)', () => {
  it('accepts a valid object, null anywhere, free-form objects and untyped fields', () => {
    expect(decode({ name: 'a', replicas: 3, port: 'http', memory: '1Gi', data: 'YQ==', since: '2026-01-02T03:04:05Z', policy: 'Always', enabled: true, raw: { x: [1] }, any: [1, 'a'] })).toEqual([]);
    expect(decode({ name: 'a', replicas: null, port: 8080, memory: 1.5, items: [{ name: 'b' }], policy: '' })).toEqual([]);
  });

  it('reports unknown fields at any depth, with the closest field as a hint', () => {
    const v = decodeBuiltin({ apiVersion: 'x/v1', kind: 'Root', metadata: { name: 'a', lables: {} }, spec: { name: 'a', items: [{ name: 'b', replica: 1 }] } }, 'Root', { resolve });
    expect(v.map((x) => [x.pointer, x.at, x.hint])).toEqual([
      ['/metadata/lables', 'key', 'Did you mean "labels"?'],
      ['/spec/items/0/replica', 'key', 'Did you mean "replicas"?'],
    ]);
    expect(v[1]!.message).toContain('unknown field "spec.items[0].replica"');
  });

  it('reports the "cannot unmarshal" class: wrong JSON types, fractions, int32 overflow', () => {
    expect(decode({ name: 'a', replicas: 'three' })).toEqual(['schema/type /spec/replicas']);
    expect(decode({ name: 'a', replicas: 1.5 })).toEqual(['schema/type /spec/replicas']);
    expect(decode({ name: 'a', replicas: 2 ** 31 })).toEqual(['schema/type /spec/replicas']);
    expect(decode({ name: 'a', big: 2 ** 40 })).toEqual([]);
    expect(decode({ name: 'a', port: 80.5 })).toEqual(['schema/type /spec/port']);
    expect(decode({ name: 'a', port: true })).toEqual(['schema/type /spec/port']);
    expect(decode({ name: 80 })).toEqual(['schema/type /spec/name']);
    expect(decode({ name: 'a', enabled: 'true' })).toEqual(['schema/type /spec/enabled']);
    expect(decode({ name: 'a', items: { name: 'b' } })).toEqual(['schema/type /spec/items']);
    expect(decode('spec')).toEqual(['schema/type /spec']);
    expect(decodeBuiltin({ apiVersion: 'x/v1', kind: 'Root', metadata: { name: 'a', labels: { v: 1 } } }, 'Root', { resolve }).map((x) => x.pointer)).toEqual(['/metadata/labels/v']);
  });

  it('checks quantities, base64 and RFC 3339 times as the Go decoders do', () => {
    expect(decode({ name: 'a', memory: '64GB' })).toEqual(['schema/format /spec/memory']);
    expect(decode({ name: 'a', memory: '1gi' })).toEqual(['schema/format /spec/memory']);
    expect(decode({ name: 'a', memory: [] })).toEqual(['schema/type /spec/memory']);
    expect(decode({ name: 'a', data: 'not base64' })).toEqual(['schema/format /spec/data']);
    expect(decode({ name: 'a', since: 'yesterday' })).toEqual(['schema/format /spec/since']);
    expect(isBase64('YWJj\nZA==')).toBe(true);
    expect(isBase64('YWJjZA=')).toBe(false);
    expect(isRfc3339('2024-02-29T23:59:59.123+02:00')).toBe(true);
    expect(isRfc3339('2023-02-29T00:00:00Z')).toBe(false);
    expect(isRfc3339('2023-01-01 00:00:00Z')).toBe(false);
  });

  it('checks required fields and enums outside status only', () => {
    expect(decode({ replicas: 1 })).toEqual(['schema/required /spec']);
    expect(decode({ name: null })).toEqual(['schema/required /spec']);
    expect(decode({ name: 'a', policy: 'Sometimes' })).toEqual(['schema/enum /spec/policy']);
    expect(decode({ name: 'a' }, { status: { phase: 'Whatever' } })).toEqual([]);
    expect(decode({ name: 'a' }, { status: { phase: 1 } })).toEqual(['schema/type /status/phase']);
    expect(decode({ name: 'a' }, { status: { phaze: 'x' } })).toEqual(['schema/unknown-field /status/phaze']);
  });

  it('follows recursive definitions lazily and stops at the depth bound', () => {
    let deep: Record<string, unknown> = { name: 'leaf', replicas: 'x' };
    for (let i = 0; i < 500; i++) deep = { name: `n${i}`, items: [deep] };
    expect(decodeBuiltin({ apiVersion: 'x/v1', kind: 'Root', metadata: {}, spec: deep }, 'Root', { resolve, maxDepth: 50 })).toEqual([]);
    expect(decodeBuiltin({ apiVersion: 'x/v1', kind: 'Root', metadata: {}, spec: deep }, 'Root', { resolve, maxDepth: 2000 })).toHaveLength(1);
    expect(decodeBuiltin({ spec: { name: 'a' } }, 'Missing', { resolve })).toEqual([]);
  });
});
