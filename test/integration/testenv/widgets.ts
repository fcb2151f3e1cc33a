// The test CRD of the kube-testenv semantics tests and small typed accessors.
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';

export const WIDGET_GROUP = 'testenv.driftgate.dev';
export const WIDGET_VERSION = 'v1';
export const WIDGET_PLURAL = 'widgets';

export function widgetCrd(): object {
  const value = load(readFileSync(new URL('./testdata/widgets-crd.yaml', import.meta.url), 'utf8'));
  if (typeof value !== 'object' || value === null) throw new Error('widgets-crd.yaml is not a mapping');
  return value;
}

export type Json = Record<string, unknown>;

export function asRecord(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${what} is not an object: ${JSON.stringify(value)}`);
  }
  return value as Json;
}

/** `obj.a.b.c` for a path of keys; undefined when any step is missing. */
export function at(obj: unknown, ...path: string[]): unknown {
  let cur: unknown = obj;
  for (const key of path) {
    if (typeof cur !== 'object' || cur === null) return undefined;
    cur = (cur as Json)[key];
  }
  return cur;
}

export function widget(namespace: string, name: string, spec: Json, extra: Json = {}): Json {
  return {
    apiVersion: `${WIDGET_GROUP}/${WIDGET_VERSION}`,
    kind: 'Widget',
    metadata: { name, namespace },
    spec,
    ...extra,
  };
}
