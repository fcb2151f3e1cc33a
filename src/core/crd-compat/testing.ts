// Tests compare synchronously: CEL and Ajv loaded (schema/engines.ts).
import '../schema/engines-cel.js';
import '../schema/engines-ajv.js';
import { dump } from 'js-yaml';
import { loadManifests, type Manifest } from '../manifest/manifest.js';
import { parseYaml } from '../yaml/parse.js';
import { compareCrdSets } from './compare.js';
import type { CrdCompatConfig } from './config.js';
import type { CrdCompatFinding } from './types.js';

/** Builders for rule tests: small CRDs written as objects, compared through the real engine and YAML source maps. */

export interface VersionSpec {
  readonly name: string;
  readonly served?: boolean;
  readonly storage?: boolean;
  /** The schema of `.spec`; the root and `.status` are filled in. */
  readonly spec?: Record<string, unknown>;
  /** The whole openAPIV3Schema, instead of `spec`. */
  readonly schema?: Record<string, unknown>;
  readonly extra?: Record<string, unknown>;
}

export interface CrdSpec {
  readonly group?: string;
  readonly plural?: string;
  readonly kind?: string;
  readonly scope?: string;
  readonly versions?: readonly VersionSpec[];
  /** Extra spec fields (conversion, preserveUnknownFields, names additions). */
  readonly specExtra?: Record<string, unknown>;
  readonly names?: Record<string, unknown>;
  readonly name?: string;
}

/** A CRD object: `widgets.example.com`, one served storage version v1 unless told otherwise. */
export function crd(options: CrdSpec = {}): Record<string, unknown> {
  const group = options.group ?? 'example.com';
  const plural = options.plural ?? 'widgets';
  const versions = options.versions ?? [{ name: 'v1' }];
  // Unless a version says storage: true, the last version not marked storage: false is the storage version.
  const explicit = versions.some((v) => v.storage === true);
  const defaultStorage = explicit ? -1 : versions.map((v) => v.storage !== false).lastIndexOf(true);
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: options.name ?? `${plural}.${group}` },
    spec: {
      group,
      names: { plural, singular: plural.replace(/s$/, ''), kind: options.kind ?? 'Widget', listKind: `${options.kind ?? 'Widget'}List`, ...options.names },
      scope: options.scope ?? 'Namespaced',
      versions: versions.map((v, i) => ({
        name: v.name,
        served: v.served ?? true,
        storage: v.storage ?? i === defaultStorage,
        schema: { openAPIV3Schema: v.schema ?? rootSchema(v.spec ?? { type: 'object' }) },
        ...v.extra,
      })),
      ...options.specExtra,
    },
  };
}

export function rootSchema(spec: Record<string, unknown>): Record<string, unknown> {
  return { type: 'object', properties: { spec, status: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } } };
}

/** A one-version CRD whose `.spec` schema is given. */
export function specCrd(spec: Record<string, unknown>, options: Omit<CrdSpec, 'versions'> & { readonly version?: Omit<VersionSpec, 'name' | 'spec'> } = {}): Record<string, unknown> {
  return crd({ ...options, versions: [{ name: 'v1', spec, ...options.version }] });
}

export function toYaml(objects: readonly Record<string, unknown>[]): string {
  return objects.map((o) => dump(o, { lineWidth: -1 })).join('---\n');
}

export function manifestsOf(text: string, file: string): Manifest[] {
  const { documents, findings } = parseYaml(text, { file });
  if (findings.length > 0) throw new Error(`test YAML does not parse: ${findings[0]?.message}`);
  return loadManifests(documents).manifests;
}

/** Compares base and head (objects or YAML text) with the real engine. */
export function compare(
  base: Record<string, unknown> | readonly Record<string, unknown>[] | string,
  head: Record<string, unknown> | readonly Record<string, unknown>[] | string,
  config?: CrdCompatConfig,
): CrdCompatFinding[] {
  const text = (x: typeof base): string => (typeof x === 'string' ? x : toYaml(Array.isArray(x) ? x : [x as Record<string, unknown>]));
  return compareCrdSets({
    base: manifestsOf(text(base), 'base.yaml'),
    head: manifestsOf(text(head), 'head.yaml'),
    ...(config ? { config } : {}),
  });
}

/** Findings of one rule. */
export function byRule(findings: readonly CrdCompatFinding[], rule: string): CrdCompatFinding[] {
  return findings.filter((f) => f.rule === rule);
}

/** A compact view for assertions: rule, severity, path, scope. */
export function summary(findings: readonly CrdCompatFinding[]): string[] {
  return findings.map((f) => `${f.rule} ${f.severity}${f.version ? ` ${f.version}` : ''}${f.path ? ` ${f.path}` : ''} [${f.scope}/${f.ratchet}]`).sort();
}
