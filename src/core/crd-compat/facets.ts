import { isRecord } from '../manifest/manifest.js';
import { appendPointer, escapeSegment } from '../yaml/pointer.js';
import { deepEqual } from '../kube/json.js';
import type { CrdModel, Facet, FacetChange } from './types.js';

/**
 * Everything of a CRD except its schemas, flattened into keyed values, e.g. `spec.scope`,
 * `spec.versions[v1].served`, `spec.versions[v1].subresources.scale.specReplicasPath`.
 * Versions are keyed by name, so reordering them is not a change. `spec.versions[v1]` itself
 * marks the version's presence.
 */
export function facetsOf(crd: CrdModel): Map<string, Facet> {
  const out = new Map<string, Facet>();
  out.set('metadata.name', { value: crd.name, pointer: '/metadata/name' });
  for (const [key, value] of Object.entries(crd.spec)) {
    if (key === 'versions') continue;
    flatten(`spec.${key}`, value, `/spec/${escapeSegment(key)}`, out);
  }
  const seen = new Set<string>();
  for (const v of crd.versions) {
    if (seen.has(v.name)) continue;
    seen.add(v.name);
    const base = `spec.versions[${v.name}]`;
    out.set(base, { value: v.name, pointer: v.pointer });
    for (const [key, value] of Object.entries(v.raw)) {
      if (key === 'name') continue;
      if (key === 'schema' && isRecord(value)) {
        for (const [sk, sv] of Object.entries(value)) {
          if (sk !== 'openAPIV3Schema') flatten(`${base}.schema.${sk}`, sv, `${v.pointer}/schema/${escapeSegment(sk)}`, out);
        }
        continue;
      }
      flatten(`${base}.${key}`, value, `${v.pointer}/${escapeSegment(key)}`, out);
    }
  }
  return out;
}

function flatten(key: string, value: unknown, pointer: string, out: Map<string, Facet>): void {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [k, v] of Object.entries(value)) flatten(`${key}.${k}`, v, appendPointer(pointer, k), out);
    return;
  }
  out.set(key, { value, pointer });
}


export function diffFacets(base: CrdModel, head: CrdModel): FacetChange[] {
  const a = facetsOf(base);
  const b = facetsOf(head);
  const changes: FacetChange[] = [];
  for (const [key, fa] of a) {
    const fb = b.get(key);
    if (!fb) changes.push({ key, base: fa });
    else if (!deepEqual(fa.value, fb.value)) changes.push({ key, base: fa, head: fb });
  }
  for (const [key, fb] of b) if (!a.has(key)) changes.push({ key, head: fb });
  return changes;
}

/** True when `key` is `prefix` or a facet below it. */
export function facetWithin(key: string, prefix: string): boolean {
  if (key === prefix) return true;
  if (!key.startsWith(prefix)) return false;
  const next = key[prefix.length];
  return next === '.' || next === '[';
}
