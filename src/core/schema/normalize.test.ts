import { describe, expect, it } from 'vitest';
import { readSchema } from '../kube/structural.js';
import { normalize } from './normalize.js';

// The root of a custom resource: typed spec and status, a default under spec, and a subtree
// that keeps unknown fields.
const root = (() => {
  const read = readSchema({
    type: 'object',
    properties: {
      spec: {
        type: 'object',
        properties: {
          size: { type: 'integer', default: 1 },
          ports: { type: 'array', items: { type: 'object', properties: { port: { type: 'integer' }, name: { type: 'string', default: 'http' } } } },
          labels: { type: 'object', additionalProperties: { type: 'string' } },
          free: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
        },
      },
      status: { type: 'object', properties: { ready: { type: 'boolean' } } },
    },
  });
  if (!read.root) throw new Error('the test schema does not read');
  return read.root;
})();

/** A deep copy, to show the input is left as it was. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('normalize is copy-on-write', () => {
  it('gives back the same object when the schema changes nothing', () => {
    const object = { apiVersion: 'x/v1', kind: 'W', metadata: { name: 'a', labels: { t: 'u' } }, spec: { size: 2, labels: { a: 'b' }, free: { any: [1, { x: 2 }] } }, status: { ready: true } };
    const result = normalize(object, root, { report: true });
    expect(result.violations).toEqual([]);
    expect(result.value).toBe(object);
  });

  it('copies only the objects and lists on the way to a change, and never mutates the input', () => {
    const object = {
      apiVersion: 'x/v1',
      kind: 'W',
      metadata: { name: 'a' },
      spec: { size: 2, ports: [{ port: 80, name: 'web' }, { port: 81, name: 'alt' }, { port: 82 }], labels: { a: 'b' }, free: { any: 1 } },
    };
    const before = copy(object);
    const result = normalize(object, root, { report: false });
    expect(object).toEqual(before);
    const spec = result.value.spec as Record<string, unknown>;
    // The default lands in the third port only: spec, its list and that item are new ...
    expect(spec).not.toBe(object.spec);
    expect(spec.ports).toEqual([{ port: 80, name: 'web' }, { port: 81, name: 'alt' }, { port: 82, name: 'http' }]);
    expect((spec.ports as unknown[])[2]).not.toBe(object.spec.ports[2]);
    // ... and what it passes by is shared, in the same key order.
    expect((spec.ports as unknown[])[0]).toBe(object.spec.ports[0]);
    expect((spec.ports as unknown[])[1]).toBe(object.spec.ports[1]);
    expect(spec.labels).toBe(object.spec.labels);
    expect(spec.free).toBe(object.spec.free);
    expect(result.value.metadata).toBe(object.metadata);
    expect(Object.keys(spec)).toEqual(['size', 'ports', 'labels', 'free']);
  });

  it('copies an object that loses a field: pruned, a null without default, status with the subresource, unknown metadata', () => {
    const object = { apiVersion: 'x/v1', kind: 'W', metadata: { name: 'a', colour: 'red' }, spec: { size: null, extra: 1, labels: { a: 'b' } }, status: { ready: false } };
    const before = copy(object);
    const result = normalize(object, root, { report: true, dropStatus: true });
    expect(object).toEqual(before);
    expect(result.value).toEqual({ apiVersion: 'x/v1', kind: 'W', metadata: { name: 'a' }, spec: { size: 1, labels: { a: 'b' } } });
    expect((result.value.spec as Record<string, unknown>).labels).toBe(object.spec.labels);
    expect(result.violations.map((v) => `${v.ruleId} ${v.pointer}`)).toEqual([
      'schema/unknown-field /metadata/colour',
      'schema/null-field /spec/size',
      'schema/unknown-field /spec/extra',
    ]);
  });

  it('copies each default from the schema, so two objects never share one', () => {
    const a = normalize({ apiVersion: 'x/v1', kind: 'W', metadata: {}, spec: { ports: [{ port: 1 }] } }, root, { report: false }).value;
    const b = normalize({ apiVersion: 'x/v1', kind: 'W', metadata: {}, spec: { ports: [{ port: 1 }] } }, root, { report: false }).value;
    expect(a).toEqual(b);
    expect((a.spec as { ports: unknown[] }).ports[0]).not.toBe((b.spec as { ports: unknown[] }).ports[0]);
  });
});
