/**
 * The compact schema set of Kubernetes' built-in kinds: what `check` validates Deployments,
 * Services, RBAC objects, ... against, offline. It is made from the API server's own
 * `/openapi/v3` documents (see compact.ts and scripts/generate-builtin-schemas.ts) and shipped in
 * `schemas/kubernetes/<minor>/`: one small index, and one file per group-version that is read
 * only when an object of that group-version is checked.
 */

export const SCHEMA_TYPES = ['object', 'array', 'string', 'integer', 'number', 'boolean'] as const;
export type CompactType = (typeof SCHEMA_TYPES)[number];

/**
 * The formats the API server's decoder enforces for built-in types. `int-or-string` and
 * `quantity` have no `type` (IntOrString takes an integer or a string, Quantity a string or a
 * number); the others narrow their `type`.
 */
export const COMPACT_FORMATS = ['int32', 'int64', 'double', 'byte', 'date-time', 'int-or-string', 'quantity'] as const;
export type CompactFormat = (typeof COMPACT_FORMATS)[number];

/**
 * One schema node, a subset of OpenAPI v3 with descriptions, defaults and patch metadata
 * removed. `$ref` is the bare definition name. A node with no `type`, `format` or `$ref`
 * accepts any value (runtime.RawExtension, apiextensions JSON); an `object` with neither
 * `properties` nor `additionalProperties` accepts any mapping.
 */
export interface CompactSchema {
  readonly type?: CompactType;
  readonly format?: CompactFormat;
  readonly $ref?: string;
  readonly properties?: Readonly<Record<string, CompactSchema>>;
  readonly additionalProperties?: CompactSchema;
  readonly items?: CompactSchema;
  readonly required?: readonly string[];
  /** Allowed values of a string field: Go `+enum` types, which the API server's validation enforces. */
  readonly enum?: readonly string[];
}

export type Scope = 'Namespaced' | 'Cluster';

/** One kind of a group-version as the API server serves it. */
export interface KindEntry {
  readonly scope: Scope;
  /** The REST resource (plural), e.g. `deployments`. */
  readonly resource: string;
  /** The definition of the kind's object, e.g. `io.k8s.api.apps.v1.Deployment`. */
  readonly definition: string;
  /** False for kinds that can be read but not created (ComponentStatus). */
  readonly creatable: boolean;
}

/** `index.json`: which group-versions and kinds the set holds, and where each group-version lives. */
export interface SchemaSetIndex {
  readonly format: 1;
  /** The full version of the API server the set was read from, e.g. `v1.36.3`. */
  readonly kubernetesVersion: string;
  /** `apps/v1` (or `v1` for the core group) → kind → entry. */
  readonly groupVersions: Readonly<Record<string, Readonly<Record<string, KindEntry>>>>;
}

/** One group-version file: every definition reachable from its kinds. */
export interface GroupVersionSchemas {
  readonly groupVersion: string;
  readonly definitions: Readonly<Record<string, CompactSchema>>;
}

/**
 * Where a schema set comes from: the shipped files, or a live cluster's `/openapi/v3`. `load`
 * is called at most once per group-version (the registry caches), and only when needed.
 */
export interface SchemaSetSource {
  /** Shown in findings and the summary, e.g. `Kubernetes v1.36.3 (shipped)`. */
  readonly description: string;
  readonly index: SchemaSetIndex;
  load(groupVersion: string): GroupVersionSchemas | undefined;
}

/** File name of a group-version inside a schema set folder: `apps__v1.json`, `core__v1.json`. */
export function groupVersionFileName(groupVersion: string): string {
  const slash = groupVersion.indexOf('/');
  return slash === -1 ? `core__${groupVersion}.json` : `${groupVersion.slice(0, slash)}__${groupVersion.slice(slash + 1)}.json`;
}

/** `index.json` as shipped: stable key order, one group-version per line. */
export function serializeIndex(index: SchemaSetIndex): string {
  const lines = Object.keys(index.groupVersions)
    .sort()
    .map((gv) => `    ${JSON.stringify(gv)}: ${JSON.stringify(index.groupVersions[gv])}`);
  return `{\n  "format": ${index.format},\n  "kubernetesVersion": ${JSON.stringify(index.kubernetesVersion)},\n  "groupVersions": {\n${lines.join(',\n')}\n  }\n}\n`;
}

/** A group-version file as shipped: one definition per line, so a regeneration diffs readably. */
export function serializeGroupVersion(file: GroupVersionSchemas): string {
  const lines = Object.keys(file.definitions)
    .sort()
    .map((name) => `    ${JSON.stringify(name)}: ${JSON.stringify(file.definitions[name])}`);
  return `{\n  "groupVersion": ${JSON.stringify(file.groupVersion)},\n  "definitions": {\n${lines.join(',\n')}\n  }\n}\n`;
}
