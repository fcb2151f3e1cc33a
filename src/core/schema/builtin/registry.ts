import { splitApiVersion, type KubeObject } from '../../manifest/manifest.js';
import { closest } from '../describe.js';
import type { SchemaViolation } from '../types.js';
import { decodeBuiltin } from './decode.js';
import { findRemovedApi, OTHER_KUBERNETES_GROUPS, type RemovedApi } from './removed.js';
import type { CompactSchema, GroupVersionSchemas, KindEntry, SchemaSetSource } from './schema-set.js';
import { checkBuiltinSemantics } from './semantics.js';

/** What the built-in schema set says about an apiVersion and kind. */
export type BuiltinLookup =
  | { readonly status: 'found'; readonly groupVersion: string; readonly kind: string; readonly entry: KindEntry }
  /** Kubernetes stopped serving it. */
  | { readonly status: 'removed'; readonly removal: RemovedApi }
  /** The group-version is served, but has no such kind. */
  | { readonly status: 'unknown-kind'; readonly groupVersion: string; readonly suggestion?: string; readonly elsewhere?: string; readonly kinds: readonly string[] }
  /** A Kubernetes group, but not this version (not served by default, or a typo). */
  | { readonly status: 'unknown-version'; readonly group: string; readonly served: readonly string[] }
  /** Not a group of Kubernetes itself: a CRD's group, or nonsense. */
  | { readonly status: 'not-builtin' };

export interface BuiltinRegistry {
  readonly source: SchemaSetSource;
  lookup(apiVersion: string, kind: string): BuiltinLookup;
  /** Violations of an object whose lookup was `found`. */
  validate(object: KubeObject, found: Extract<BuiltinLookup, { status: 'found' }>): SchemaViolation[];
  /** Group-versions loaded so far (lazy loading is observable, for tests and the bench). */
  readonly loaded: ReadonlySet<string>;
}

export function createBuiltinRegistry(source: SchemaSetSource): BuiltinRegistry {
  const cache = new Map<string, GroupVersionSchemas | undefined>();
  const loaded = new Set<string>();
  const groups = new Map<string, string[]>(); // group → versions
  const kindHomes = new Map<string, string[]>(); // kind → group-versions that serve it
  for (const [gv, kinds] of Object.entries(source.index.groupVersions)) {
    const { group, version } = splitApiVersion(gv);
    groups.set(group, [...(groups.get(group) ?? []), version]);
    for (const kind of Object.keys(kinds)) kindHomes.set(kind, [...(kindHomes.get(kind) ?? []), gv]);
  }
  const load = (gv: string): GroupVersionSchemas | undefined => {
    if (!cache.has(gv)) {
      cache.set(gv, source.load(gv));
      loaded.add(gv);
    }
    return cache.get(gv);
  };
  return {
    source,
    loaded,
    lookup(apiVersion, kind) {
      const kinds = source.index.groupVersions[apiVersion];
      if (kinds && Object.prototype.hasOwnProperty.call(kinds, kind)) return { status: 'found', groupVersion: apiVersion, kind, entry: kinds[kind]! };
      const removal = findRemovedApi(apiVersion, kind);
      if (removal) return { status: 'removed', removal };
      if (kinds) {
        const names = Object.keys(kinds);
        const suggestion = closest(kind, names);
        const elsewhere = kindHomes.get(kind)?.[0];
        return { status: 'unknown-kind', groupVersion: apiVersion, kinds: names, ...(suggestion ? { suggestion } : {}), ...(elsewhere ? { elsewhere } : {}) };
      }
      const { group } = splitApiVersion(apiVersion);
      const served = groups.get(group);
      if (served) return { status: 'unknown-version', group, served };
      if (OTHER_KUBERNETES_GROUPS.has(group)) return { status: 'unknown-version', group, served: [] };
      return { status: 'not-builtin' };
    },
    validate(object, found) {
      const file = load(found.groupVersion);
      if (!file) return [];
      const resolve = (name: string): CompactSchema | undefined => file.definitions[name];
      const violations = decodeBuiltin(object, found.entry.definition, { resolve });
      const taken = new Set(violations.map((v) => v.pointer));
      for (const v of checkBuiltinSemantics(object, { kind: found.kind, groupVersion: found.groupVersion, scope: found.entry.scope })) {
        // A value the decoder already rejected is not reported twice.
        if (!taken.has(v.pointer) && ![...taken].some((p) => v.pointer.startsWith(p + '/'))) violations.push(v);
      }
      return violations;
    },
  };
}
