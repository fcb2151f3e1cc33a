import { isRecord } from '../../manifest/manifest.js';
import type { EnumTable } from './enums.js';
import {
  COMPACT_FORMATS,
  SCHEMA_TYPES,
  type CompactFormat,
  type CompactSchema,
  type CompactType,
  type GroupVersionSchemas,
  type KindEntry,
  type SchemaSetIndex,
} from './schema-set.js';

/**
 * The API server's `/openapi/v3` documents → the compact schema set (schema-set.ts). Pure: the
 * generator script and `--schemas-from-cluster` fetch the documents and call this, so both read
 * the server the same way.
 *
 * Kinds come from the documents' paths: a collection path (no `{name}`) with an
 * `x-kubernetes-group-version-kind` names a kind and its resource; `{namespace}` in the path
 * makes it namespaced; a `post` on it makes it creatable.
 */

export interface CompactInput {
  /** e.g. `v1.36.3` (from `/version`). */
  readonly kubernetesVersion: string;
  /** Group-version (`apps/v1`, `v1`) → its parsed `/openapi/v3/apis/apps/v1` (or `/api/v1`) document. */
  readonly documents: ReadonlyMap<string, unknown>;
  /** Enumerations from the Go sources (enums.ts); none when absent. */
  readonly enums?: EnumTable;
}

export interface CompactOutput {
  readonly index: SchemaSetIndex;
  readonly groupVersions: ReadonlyMap<string, GroupVersionSchemas>;
  /** Things the documents did not say the expected way (a kind without a definition, ...). */
  readonly problems: readonly string[];
}

const REF_PREFIX = '#/components/schemas/';

/** The group-version a `/openapi/v3` path names: `api/v1` → `v1`, `apis/apps/v1` → `apps/v1`. */
export function groupVersionOfPath(path: string): string | undefined {
  const p = path.replace(/^\/+/, '').replace(/^openapi\/v3\//, '');
  if (/^api\/[^/]+$/.test(p)) return p.slice(4);
  if (/^apis\/[^/]+\/[^/]+$/.test(p)) return p.slice(5);
  return undefined;
}

export function compactSchemaSet(input: CompactInput): CompactOutput {
  const problems: string[] = [];
  const groupVersions: Record<string, Record<string, KindEntry>> = {};
  const files = new Map<string, GroupVersionSchemas>();
  for (const [groupVersion, document] of [...input.documents].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!isRecord(document)) {
      problems.push(`${groupVersion}: the document is not a JSON object`);
      continue;
    }
    const schemas = isRecord(document.components) && isRecord(document.components.schemas) ? document.components.schemas : {};
    const kinds = readKinds(groupVersion, document.paths, schemas, problems);
    if (Object.keys(kinds).length === 0) continue;
    groupVersions[groupVersion] = kinds;
    const definitions: Record<string, CompactSchema> = {};
    const queue = Object.values(kinds).map((k) => k.definition);
    while (queue.length > 0) {
      const name = queue.pop()!;
      if (name in definitions) continue;
      const raw = schemas[name];
      if (!isRecord(raw)) {
        problems.push(`${groupVersion}: definition ${name} is referenced but missing`);
        definitions[name] = {};
        continue;
      }
      const compact = compactNode(raw, input.enums?.[name]);
      definitions[name] = compact;
      collectRefs(compact, queue);
    }
    files.set(groupVersion, { groupVersion, definitions: sortKeys(definitions) });
  }
  return { index: { format: 1, kubernetesVersion: input.kubernetesVersion, groupVersions }, groupVersions: files, problems };
}

function readKinds(groupVersion: string, paths: unknown, schemas: Record<string, unknown>, problems: string[]): Record<string, KindEntry> {
  const found = new Map<string, { resource: string; namespaced: boolean; creatable: boolean }>();
  if (!isRecord(paths)) return {};
  const slash = groupVersion.indexOf('/');
  const group = slash === -1 ? '' : groupVersion.slice(0, slash);
  const version = slash === -1 ? groupVersion : groupVersion.slice(slash + 1);
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item) || path.includes('{name}') || path.includes('/watch/')) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!isRecord(op)) continue;
      const action = op['x-kubernetes-action'];
      if (action !== 'list' && action !== 'post') continue;
      const gvk = op['x-kubernetes-group-version-kind'];
      if (!isRecord(gvk) || gvk.group !== group || gvk.version !== version || typeof gvk.kind !== 'string') continue;
      const resource = path.slice(path.lastIndexOf('/') + 1);
      const entry = found.get(gvk.kind) ?? { resource, namespaced: false, creatable: false };
      if (path.includes('{namespace}')) entry.namespaced = true;
      if (method === 'post') entry.creatable = true;
      found.set(gvk.kind, entry);
    }
  }
  const byGvk = new Map<string, string>();
  for (const [name, schema] of Object.entries(schemas)) {
    const list = isRecord(schema) ? schema['x-kubernetes-group-version-kind'] : undefined;
    if (!Array.isArray(list)) continue;
    for (const g of list) if (isRecord(g) && g.group === group && g.version === version && typeof g.kind === 'string') byGvk.set(g.kind, name);
  }
  const kinds: Record<string, KindEntry> = {};
  for (const kind of [...found.keys()].sort()) {
    const entry = found.get(kind)!;
    const definition = byGvk.get(kind);
    if (!definition) {
      problems.push(`${groupVersion}: kind ${kind} has no definition with x-kubernetes-group-version-kind`);
      continue;
    }
    kinds[kind] = { scope: entry.namespaced ? 'Namespaced' : 'Cluster', resource: entry.resource, definition, creatable: entry.creatable };
  }
  return kinds;
}

function refName(ref: unknown): string | undefined {
  return typeof ref === 'string' && ref.startsWith(REF_PREFIX) ? ref.slice(REF_PREFIX.length) : undefined;
}

/** One OpenAPI node → its compact form. `enums` are the definition's enumerated fields. */
export function compactNode(raw: Record<string, unknown>, enums?: Readonly<Record<string, readonly string[]>>): CompactSchema {
  const ref = refName(raw.$ref);
  if (ref !== undefined) return { $ref: ref };
  // `allOf: [{$ref}]` is how v3 attaches a default or description to a reference.
  if (Array.isArray(raw.allOf) && raw.allOf.length === 1 && isRecord(raw.allOf[0])) {
    const inner = refName(raw.allOf[0].$ref);
    if (inner !== undefined) return { $ref: inner };
  }
  const out: { -readonly [K in keyof CompactSchema]: CompactSchema[K] } = {};
  const oneOfTypes = Array.isArray(raw.oneOf) ? raw.oneOf.map((b) => (isRecord(b) ? b.type : undefined)) : [];
  if (raw.format === 'int-or-string' || raw['x-kubernetes-int-or-string'] === true || (oneOfTypes.includes('integer') && oneOfTypes.includes('string'))) return { format: 'int-or-string' };
  if (oneOfTypes.includes('string') && oneOfTypes.includes('number')) return { format: 'quantity' };
  if ((SCHEMA_TYPES as readonly unknown[]).includes(raw.type)) out.type = raw.type as CompactType;
  if ((COMPACT_FORMATS as readonly unknown[]).includes(raw.format)) out.format = raw.format as CompactFormat;
  if (isRecord(raw.properties)) {
    const props: Record<string, CompactSchema> = {};
    for (const key of Object.keys(raw.properties).sort()) {
      const child = raw.properties[key];
      if (!isRecord(child)) continue;
      let compact = compactNode(child);
      const allowed = enums?.[key];
      if (allowed) compact = withEnum(compact, allowed);
      props[key] = compact;
    }
    out.properties = props;
  }
  if (isRecord(raw.additionalProperties)) out.additionalProperties = compactNode(raw.additionalProperties);
  else if (raw.additionalProperties === true && out.type === 'object') out.additionalProperties = {};
  if (isRecord(raw.items)) out.items = compactNode(raw.items);
  // CRD schemas published by a cluster (--schemas-from-cluster): kept fields and string enums.
  if (raw['x-kubernetes-preserve-unknown-fields'] === true) {
    if (out.type === undefined || out.type === 'object') out.additionalProperties = {};
    if (out.type === undefined) return {};
  }
  if (Array.isArray(raw.enum) && raw.enum.length > 0 && raw.enum.every((v) => typeof v === 'string') && out.type === 'string') out.enum = raw.enum as string[];
  if (Array.isArray(raw.required)) {
    const required = raw.required.filter((r): r is string => typeof r === 'string');
    if (required.length > 0) out.required = [...required].sort();
  }
  return out;
}

function withEnum(schema: CompactSchema, allowed: readonly string[]): CompactSchema {
  if (schema.type === 'string') return { ...schema, enum: allowed };
  if (schema.type === 'array' && schema.items?.type === 'string') return { ...schema, items: { ...schema.items, enum: allowed } };
  return schema;
}

function collectRefs(schema: CompactSchema, out: string[]): void {
  if (schema.$ref !== undefined) out.push(schema.$ref);
  if (schema.properties) for (const child of Object.values(schema.properties)) collectRefs(child, out);
  if (schema.additionalProperties) collectRefs(schema.additionalProperties, out);
  if (schema.items) collectRefs(schema.items, out);
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const key of Object.keys(record).sort()) out[key] = record[key]!;
  return out;
}

/** The enumerations folded into a schema set (to apply them to another server's documents). */
export function enumsOfDefinitions(definitions: Readonly<Record<string, CompactSchema>>, into: EnumTable = {}): EnumTable {
  for (const [name, schema] of Object.entries(definitions)) {
    for (const [prop, child] of Object.entries(schema.properties ?? {})) {
      const allowed = child.enum ?? child.items?.enum;
      if (allowed) (into[name] ??= {})[prop] = allowed;
    }
  }
  return into;
}
