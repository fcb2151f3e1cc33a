import { describeValue, isRecord } from '../manifest/manifest.js';
import { compileRe2, shortPattern } from '../kube/re2.js';
import type { CompiledRules } from './cel.js';
import { celEngine } from './engine-slots.js';
import { readSchema, type SchemaNode } from '../kube/structural.js';
import { validateValue } from './value.js';
import { appendPointer } from '../yaml/pointer.js';
import { CRD_API_VERSION, readCrd, type Crd, type CrdVersion } from '../kube/crd.js';
import { decodeCrd } from './crd-decode.js';
import { childPath, itemsPath, SchemaPlace } from '../kube/schema-path.js';
import { DNS1035_EXPECTED, isDns1035Label, isDns1123Label, isDns1123Subdomain } from '../kube/names.js';

/**
 * The one CRD validator: what kube-apiserver rejects when a CustomResourceDefinition is created
 * (apiextensions-apiserver `validation.ValidateCustomResourceDefinition`, the structural-schema
 * checks of `schema.ValidateStructural`, default validation and CEL compilation), as located
 * issues that say what was expected and what was found. `check` reports them as `crd/*`
 * findings and `crd-diff` as `structural-schema-invalid`: both read this list, so they never
 * give two answers on the same CRD.
 */

/** Which part of the API server's validation an issue belongs to. */
export const CRD_ISSUE_KINDS = [
  'decode', // JSON types and unknown fields (strict decoding, HTTP 400)
  'api-version', // apiextensions.k8s.io/v1beta1 and other unserved versions
  'metadata', // metadata.name and the protected-group annotation
  'names', // spec.group, spec.names, spec.scope
  'versions', // names, uniqueness, schema presence, deprecation
  'storage', // exactly one storage version
  'conversion',
  'subresources',
  'printer-columns',
  'selectable-fields',
  'structural', // structural schema: types, composition, metadata, x-kubernetes-* extensions
  'list-type',
  'schema', // unsupported keywords, patterns
  'default',
  'cel',
  'cel-unsupported', // a rule driftgate cannot compile offline (warning; the API server decides)
  'too-large',
] as const;
export type CrdIssueKind = (typeof CRD_ISSUE_KINDS)[number];

export interface CrdIssue {
  readonly kind: CrdIssueKind;
  readonly severity: 'error' | 'warning';
  /** Pointer relative to the CRD object. */
  readonly pointer: string;
  readonly at?: 'key' | 'value';
  /** `<field>: expected …, found …` */
  readonly message: string;
  /** The version whose schema or settings the issue is in. */
  readonly version?: string;
  /** Schema path inside the custom resource, e.g. `.spec.size`. */
  readonly path?: string;
}

export interface CrdValidation {
  readonly crd: Crd;
  readonly issues: readonly CrdIssue[];
}

const SCHEMA_TYPES = ['array', 'boolean', 'integer', 'number', 'object', 'string'] as const;
const UNSUPPORTED = ['id', '$schema', '$ref', 'patternProperties', 'definitions', 'dependencies', 'additionalItems'] as const;
/** Keywords that must not appear inside allOf/anyOf/oneOf/not (structural schema). */
const NESTED_FORBIDDEN = [
  'type', 'additionalProperties', 'default', 'title', 'description', 'nullable', 'x-kubernetes-preserve-unknown-fields',
  'x-kubernetes-embedded-resource', 'x-kubernetes-int-or-string', 'x-kubernetes-list-map-keys', 'x-kubernetes-list-type',
  'x-kubernetes-map-type', 'x-kubernetes-validations',
] as const;
const COMPOSITION = ['allOf', 'anyOf', 'oneOf'] as const;
const PRINTER_TYPES = ['boolean', 'date', 'integer', 'number', 'string'];
const PRINTER_FORMATS = ['byte', 'date', 'date-time', 'double', 'float', 'int32', 'int64', 'password'];
const RULE_REASONS = ['FieldValueDuplicate', 'FieldValueForbidden', 'FieldValueInvalid', 'FieldValueRequired'];
const MAX_SELECTABLE_FIELDS = 8;
const PROTECTED_GROUP = /(^|\.)(k8s\.io|kubernetes\.io)$/;

function show(value: unknown): string {
  return describeValue(value);
}

const memo = new WeakMap<Crd, CrdValidation>();

/** What compileRules returns for a schema without x-kubernetes-validations. */
const NO_RULES: CompiledRules = { byNode: new Map(), ruleChildren: new Map(), problems: [], count: 0 };

/** Every reason the API server would refuse to create this CRD. Never throws; memoised per CRD. */
export function validateCrd(crd: Crd): CrdValidation {
  const hit = memo.get(crd);
  if (hit) return hit;
  const result = validateUncached(crd);
  memo.set(crd, result);
  return result;
}

/** validateCrd on a manifest. */
export function validateCrdManifest(manifest: Crd['manifest']): CrdValidation {
  return validateCrd(readCrd(manifest));
}

function validateUncached(crd: Crd): CrdValidation {
  const issues: CrdIssue[] = [];
  const add = (issue: CrdIssue): void => {
    issues.push(issue);
  };
  const object = crd.manifest.object;
  if (object.apiVersion !== CRD_API_VERSION) {
    add({
      kind: 'api-version',
      severity: 'error',
      pointer: '/apiVersion',
      message: `apiVersion: expected ${CRD_API_VERSION}, found ${show(object.apiVersion)} (apiextensions.k8s.io/v1beta1 is not served since Kubernetes 1.22)`,
    });
    return { crd, issues };
  }
  for (const d of decodeCrd(object)) add({ kind: 'decode', severity: 'error', pointer: d.pointer, at: d.at, message: d.message });
  checkMetadata(crd, add);
  checkNames(crd, add);
  checkVersions(crd, add);
  checkConversion(crd, add);
  if (object.spec !== undefined && !isRecord(object.spec)) return { crd, issues };
  for (const v of crd.versions) {
    if (!v.schema) continue;
    const before = issues.length;
    const walker = new SchemaWalker(v, add);
    walker.node(v.schema, SchemaPlace.root(v.schemaPointer), 'root');
    const schemaBroken = issues.slice(before).some((i) => i.severity === 'error') || issues.some((i) => i.kind === 'decode' && i.pointer.startsWith(v.schemaPointer));
    // The schema tree and the CEL rules, without the (costly) OpenAPI compile: `check`
    // compiles the object validator itself, crd-diff never needs it.
    const read = readSchema(v.schema);
    for (const p of read.problems) {
      add({ kind: p.ruleId === 'crd/schema-too-large' ? 'too-large' : 'schema', severity: 'error', pointer: v.schemaPointer + p.pointer, version: v.name, message: p.message });
    }
    let rules: CompiledRules | undefined;
    if (read.root && read.problems.length === 0) {
      // CEL only for a schema with rules (compileRules of one without them is NO_RULES).
      const compile = read.root.subtreeHasRules ? celEngine().compileRules : () => NO_RULES;
      try {
        rules = compile(read.root);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        add({ kind: 'too-large', severity: 'error', pointer: v.schemaPointer, version: v.name, message: 'schema too large for in-process validation (compiling CEL rules exhausted the stack)' });
      }
    }
    for (const p of rules?.problems ?? []) {
      const pointer = v.schemaPointer + p.pointer;
      if (p.ruleId === 'crd/cel-unsupported') add({ kind: 'cel-unsupported', severity: 'warning', pointer, version: v.name, message: p.message });
      else add({ kind: 'cel', severity: 'error', pointer, version: v.name, message: p.message });
    }
    if (!schemaBroken && read.root && rules) checkDefaults(v, read.root, rules, add);
    checkSelectableFields(v, add);
    checkScale(v, add);
  }
  if (crd.versions.length > 0) {
    const storage = crd.versions.filter((v) => v.storage);
    if (storage.length !== 1) {
      add({
        kind: 'storage',
        severity: 'error',
        pointer: storage[1]?.pointer ?? '/spec/versions',
        message: `spec.versions: expected exactly one version with storage: true, found ${storage.length}${storage.length > 1 ? ` (${storage.map((v) => v.name).join(', ')})` : ''}`,
      });
    }
  }
  return { crd, issues };
}

type Add = (issue: CrdIssue) => void;

function checkMetadata(crd: Crd, add: Add): void {
  const name = crd.manifest.object.metadata.name;
  if (typeof name !== 'string' || name === '') {
    add({ kind: 'metadata', severity: 'error', pointer: '/metadata', message: 'metadata.name: expected spec.names.plural + "." + spec.group, found no name' });
    return;
  }
  if (crd.plural !== undefined && crd.group !== undefined && name !== `${crd.plural}.${crd.group}`) {
    add({ kind: 'metadata', severity: 'error', pointer: '/metadata/name', message: `metadata.name must be spec.names.plural + "." + spec.group: expected "${crd.plural}.${crd.group}", found ${show(name)}` });
  } else if (!isDns1123Subdomain(name)) {
    add({ kind: 'metadata', severity: 'error', pointer: '/metadata/name', message: `metadata.name: expected a lowercase RFC 1123 subdomain, found ${show(name)}` });
  }
  if (crd.group !== undefined && PROTECTED_GROUP.test(crd.group)) {
    const annotations = crd.manifest.object.metadata.annotations;
    const approval = isRecord(annotations) ? annotations['api-approved.kubernetes.io'] : undefined;
    if (typeof approval !== 'string' || approval === '') {
      add({
        kind: 'metadata',
        severity: 'error',
        pointer: '/spec/group',
        message: `spec.group: ${crd.group} is a protected Kubernetes group: expected the annotation api-approved.kubernetes.io (a link to the approved API review), found none`,
      });
    }
  }
}

function checkNames(crd: Crd, add: Add): void {
  const spec = crd.spec;
  if (crd.manifest.object.spec === undefined || !isRecord(crd.manifest.object.spec)) {
    if (crd.manifest.object.spec === undefined) add({ kind: 'names', severity: 'error', pointer: '', message: 'spec: expected a mapping with group, names, scope and versions, found none' });
    return;
  }
  const group = crd.group;
  if (group === undefined || group === '') {
    add({ kind: 'names', severity: 'error', pointer: spec.group === undefined ? '/spec' : '/spec/group', message: `spec.group: expected a DNS subdomain such as "platform.example.com", found ${group === '' ? 'an empty string' : 'none'}` });
  } else if (!isDns1123Subdomain(group)) {
    add({ kind: 'names', severity: 'error', pointer: '/spec/group', message: `spec.group: expected a lowercase DNS subdomain, found ${show(group)}` });
  } else if (!group.includes('.')) {
    add({ kind: 'names', severity: 'error', pointer: '/spec/group', message: `spec.group: expected a domain with at least one dot, found ${show(group)}` });
  }
  if (crd.scope !== 'Namespaced' && crd.scope !== 'Cluster') {
    add({ kind: 'names', severity: 'error', pointer: spec.scope === undefined ? '/spec' : '/spec/scope', message: `spec.scope: expected "Namespaced" or "Cluster", found ${spec.scope === undefined ? 'none' : show(spec.scope)}` });
  }
  if (!isRecord(spec.names)) {
    if (spec.names === undefined) add({ kind: 'names', severity: 'error', pointer: '/spec', message: 'spec.names: expected a mapping with kind and plural, found none' });
    return;
  }
  const label = (pointer: string, field: string, value: string): void => {
    if (!isDns1035Label(value)) add({ kind: 'names', severity: 'error', pointer, message: `${field}: expected ${DNS1035_EXPECTED}, found ${show(value)}` });
  };
  if (crd.plural === undefined || crd.plural === '') add({ kind: 'names', severity: 'error', pointer: '/spec/names', message: 'spec.names.plural: expected a lowercase plural such as "widgets", found none' });
  else label('/spec/names/plural', 'spec.names.plural', crd.plural);
  const kind = crd.kind;
  if (kind === undefined || kind === '') {
    add({ kind: 'names', severity: 'error', pointer: '/spec/names', message: 'spec.names.kind: expected a kind such as "Widget", found none' });
  } else {
    if (!isDns1035Label(kind.toLowerCase())) add({ kind: 'names', severity: 'error', pointer: '/spec/names/kind', message: `spec.names.kind: expected a kind whose lower case form is ${DNS1035_EXPECTED}, found ${show(kind)}` });
    // The API server defaults singular to the lower-case kind and listKind to kind + "List", then validates them.
    if (crd.singular === undefined || crd.singular === '') label('/spec/names/kind', 'spec.names.singular (defaulted from kind)', kind.toLowerCase());
  }
  if (crd.singular !== undefined && crd.singular !== '') label('/spec/names/singular', 'spec.names.singular', crd.singular);
  if (crd.listKind !== undefined && crd.listKind !== '') {
    if (!isDns1035Label(crd.listKind.toLowerCase())) add({ kind: 'names', severity: 'error', pointer: '/spec/names/listKind', message: `spec.names.listKind: expected a kind whose lower case form is ${DNS1035_EXPECTED}, found ${show(crd.listKind)}` });
    if (crd.listKind === kind) add({ kind: 'names', severity: 'error', pointer: '/spec/names/listKind', message: `spec.names.listKind: expected a name other than the kind, found ${show(crd.listKind)} (kind and listKind may not be the same)` });
  } else if (kind !== undefined && kind !== '' && !isDns1035Label(`${kind}List`.toLowerCase()) && isDns1035Label(kind.toLowerCase())) {
    add({ kind: 'names', severity: 'error', pointer: '/spec/names/kind', message: `spec.names.listKind (defaulted to ${kind}List): expected ${DNS1035_EXPECTED}` });
  }
  const names = spec.names;
  for (const key of ['shortNames', 'categories'] as const) {
    const list = names[key];
    if (!Array.isArray(list)) continue;
    list.forEach((item, i) => {
      if (typeof item === 'string') label(`/spec/names/${key}/${i}`, `spec.names.${key}[${i}]`, item);
    });
  }
}

function checkVersions(crd: Crd, add: Add): void {
  const spec = crd.spec;
  if (!isRecord(crd.manifest.object.spec)) return;
  if (!Array.isArray(spec.versions) || spec.versions.length === 0) {
    if (spec.versions === undefined || Array.isArray(spec.versions)) {
      add({ kind: 'versions', severity: 'error', pointer: spec.versions === undefined ? '/spec' : '/spec/versions', message: 'spec.versions: expected at least one version (exactly one with storage: true), found none' });
    }
    return;
  }
  const seen = new Set<string>();
  spec.versions.forEach((raw: unknown, i) => {
    const pointer = `/spec/versions/${i}`;
    if (!isRecord(raw)) return; // a decode issue
    if (typeof raw.name !== 'string' || raw.name === '') {
      add({ kind: 'versions', severity: 'error', pointer, message: `spec.versions[${i}].name: expected a version name such as "v1alpha1", found none` });
      return;
    }
    if (!isDns1035Label(raw.name)) add({ kind: 'versions', severity: 'error', pointer: `${pointer}/name`, version: raw.name, message: `spec.versions[${i}].name: expected ${DNS1035_EXPECTED}, found ${show(raw.name)}` });
    if (seen.has(raw.name)) add({ kind: 'versions', severity: 'error', pointer: `${pointer}/name`, version: raw.name, message: `spec.versions[${i}].name: expected unique version names, found "${raw.name}" twice` });
    seen.add(raw.name);
    const holder = raw.schema;
    if (!isRecord(holder) || !isRecord(holder.openAPIV3Schema)) {
      if (!isRecord(holder) || holder.openAPIV3Schema === undefined || holder.openAPIV3Schema === null) {
        add({ kind: 'versions', severity: 'error', pointer: isRecord(holder) ? `${pointer}/schema` : pointer, version: raw.name, message: `spec.versions[${i}].schema.openAPIV3Schema: expected a schema (required in ${CRD_API_VERSION}), found none` });
      }
    }
    if (typeof raw.deprecationWarning === 'string') {
      if (raw.deprecated !== true) {
        add({ kind: 'versions', severity: 'error', pointer: `${pointer}/deprecationWarning`, version: raw.name, message: `spec.versions[${i}].deprecationWarning: expected only on a version with deprecated: true, found it on a version that is not deprecated` });
      } else if (raw.deprecationWarning.length > 256 || /[^\x20-\x7e]/.test(raw.deprecationWarning)) {
        add({ kind: 'versions', severity: 'error', pointer: `${pointer}/deprecationWarning`, version: raw.name, message: `spec.versions[${i}].deprecationWarning: expected at most 256 printable ASCII characters, found ${raw.deprecationWarning.length} characters` });
      }
    }
    const name = raw.name;
    const columns = raw.additionalPrinterColumns;
    if (Array.isArray(columns)) {
      columns.forEach((c: unknown, j) => {
        if (!isRecord(c)) return;
        const cp = `${pointer}/additionalPrinterColumns/${j}`;
        const where = `spec.versions[${i}].additionalPrinterColumns[${j}]`;
        if (typeof c.name !== 'string' || c.name === '') add({ kind: 'printer-columns', severity: 'error', pointer: cp, version: name, message: `${where}.name: expected a column name, found none` });
        if (typeof c.type !== 'string' || !PRINTER_TYPES.includes(c.type)) {
          add({ kind: 'printer-columns', severity: 'error', pointer: c.type === undefined ? cp : `${cp}/type`, version: name, message: `${where}.type: expected one of ${PRINTER_TYPES.join(', ')}, found ${c.type === undefined ? 'none' : show(c.type)}` });
        }
        if (typeof c.format === 'string' && c.format !== '' && !PRINTER_FORMATS.includes(c.format)) {
          add({ kind: 'printer-columns', severity: 'error', pointer: `${cp}/format`, version: name, message: `${where}.format: expected one of ${PRINTER_FORMATS.join(', ')}, found ${show(c.format)}` });
        }
        if (typeof c.jsonPath !== 'string' || c.jsonPath === '') {
          add({ kind: 'printer-columns', severity: 'error', pointer: cp, version: name, message: `${where}.jsonPath: expected a JSON path such as ".spec.replicas", found none` });
        } else if (!isSimpleJsonPath(c.jsonPath)) {
          add({ kind: 'printer-columns', severity: 'error', pointer: `${cp}/jsonPath`, version: name, message: `${where}.jsonPath: expected a simple JSON path starting with ".", found ${show(c.jsonPath)}` });
        }
      });
    }
  });
}

/** The API server's check of printer-column paths: parses as a JSONPath template starting with a field. */
function isSimpleJsonPath(path: string): boolean {
  if (!path.startsWith('.')) return false;
  let depth = 0;
  for (const ch of path) {
    if (ch === '[') depth++;
    else if (ch === ']') depth--;
    if (depth < 0) return false;
  }
  return depth === 0;
}

function checkConversion(crd: Crd, add: Add): void {
  const spec = crd.spec;
  if (spec.preserveUnknownFields === true) {
    add({ kind: 'conversion', severity: 'error', pointer: '/spec/preserveUnknownFields', message: 'spec.preserveUnknownFields: expected false, found true (set x-kubernetes-preserve-unknown-fields: true in spec.versions[*].schema instead)' });
  }
  const conversion = isRecord(spec.conversion) ? spec.conversion : undefined;
  if (!conversion) return;
  const strategy = conversion.strategy ?? 'None';
  if (strategy !== 'None' && strategy !== 'Webhook') {
    add({ kind: 'conversion', severity: 'error', pointer: '/spec/conversion/strategy', message: `spec.conversion.strategy: expected "None" or "Webhook", found ${show(strategy)}` });
    return;
  }
  const webhook = isRecord(conversion.webhook) ? conversion.webhook : undefined;
  if (strategy === 'None') {
    if (webhook && (webhook.clientConfig !== undefined || webhook.conversionReviewVersions !== undefined)) {
      add({ kind: 'conversion', severity: 'error', pointer: '/spec/conversion/webhook', message: 'spec.conversion.webhook: expected no webhook with strategy None, found one (set strategy: Webhook or remove it)' });
    }
    return;
  }
  if (!webhook) {
    add({ kind: 'conversion', severity: 'error', pointer: '/spec/conversion', message: 'spec.conversion.webhook: expected a webhook (clientConfig and conversionReviewVersions) with strategy Webhook, found none' });
    return;
  }
  const review = webhook.conversionReviewVersions;
  if (!Array.isArray(review) || !review.some((r) => r === 'v1' || r === 'v1beta1')) {
    add({ kind: 'conversion', severity: 'error', pointer: review === undefined ? '/spec/conversion/webhook' : '/spec/conversion/webhook/conversionReviewVersions', message: `spec.conversion.webhook.conversionReviewVersions: expected a list including v1 or v1beta1, found ${review === undefined ? 'none' : show(review)}` });
  } else if (new Set(review).size !== review.length) {
    add({ kind: 'conversion', severity: 'error', pointer: '/spec/conversion/webhook/conversionReviewVersions', message: 'spec.conversion.webhook.conversionReviewVersions: expected unique versions, found a duplicate' });
  }
  const client = isRecord(webhook.clientConfig) ? webhook.clientConfig : undefined;
  const cp = '/spec/conversion/webhook/clientConfig';
  if (!client) {
    add({ kind: 'conversion', severity: 'error', pointer: '/spec/conversion/webhook', message: 'spec.conversion.webhook.clientConfig: expected a url or a service, found none' });
    return;
  }
  const hasUrl = typeof client.url === 'string' && client.url !== '';
  const service = isRecord(client.service) ? client.service : undefined;
  if (hasUrl === (service !== undefined)) {
    add({ kind: 'conversion', severity: 'error', pointer: cp, message: `spec.conversion.webhook.clientConfig: expected exactly one of url or service, found ${hasUrl ? 'both' : 'neither'}` });
  }
  if (hasUrl) {
    const url = client.url as string;
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.protocol !== 'https:' || parsed.hostname === '' || parsed.username !== '' || parsed.password !== '' || parsed.hash !== '' || parsed.search !== '') {
      add({ kind: 'conversion', severity: 'error', pointer: `${cp}/url`, message: `spec.conversion.webhook.clientConfig.url: expected https://host[/path] (no user, query or fragment), found ${show(url)}` });
    }
  }
  if (service) {
    const sp = `${cp}/service`;
    for (const key of ['name', 'namespace'] as const) {
      const v = service[key];
      if (typeof v !== 'string' || v === '') add({ kind: 'conversion', severity: 'error', pointer: sp, message: `spec.conversion.webhook.clientConfig.service.${key}: expected a ${key}, found none` });
      else if (!isDns1123Label(v)) add({ kind: 'conversion', severity: 'error', pointer: `${sp}/${key}`, message: `spec.conversion.webhook.clientConfig.service.${key}: expected a lowercase RFC 1123 label, found ${show(v)}` });
    }
    if (typeof service.port === 'number' && (service.port < 1 || service.port > 65535)) {
      add({ kind: 'conversion', severity: 'error', pointer: `${sp}/port`, message: `spec.conversion.webhook.clientConfig.service.port: expected a port between 1 and 65535, found ${service.port}` });
    }
    if (typeof service.path === 'string' && service.path !== '' && !service.path.startsWith('/')) {
      add({ kind: 'conversion', severity: 'error', pointer: `${sp}/path`, message: `spec.conversion.webhook.clientConfig.service.path: expected a path starting with "/", found ${show(service.path)}` });
    }
  }
}

function checkScale(v: CrdVersion, add: Add): void {
  const scale = v.subresources.scale;
  if (!scale) return;
  const where = `spec.versions[${v.index}].subresources.scale`;
  const path = (key: 'specReplicasPath' | 'statusReplicasPath' | 'labelSelectorPath', value: string | undefined, required: boolean, under: readonly string[]): void => {
    if (value === undefined || value === '') {
      if (required) add({ kind: 'subresources', severity: 'error', pointer: scale.pointer, version: v.name, message: `${where}.${key}: expected a JSON path under ${under.join(' or ')}, found none` });
      return;
    }
    if (!under.some((u) => value.startsWith(`${u}.`)) || !/^(\.[A-Za-z0-9_-]+)+$/.test(value)) {
      add({ kind: 'subresources', severity: 'error', pointer: `${scale.pointer}/${key}`, version: v.name, message: `${where}.${key}: expected a simple JSON path under ${under.join(' or ')}, found ${show(value)}` });
    }
  };
  path('specReplicasPath', scale.specReplicasPath, true, ['.spec']);
  path('statusReplicasPath', scale.statusReplicasPath, true, ['.status']);
  path('labelSelectorPath', scale.labelSelectorPath, false, ['.spec', '.status']);
}

function checkSelectableFields(v: CrdVersion, add: Add): void {
  const fields = v.selectableFields;
  if (fields.length === 0) return;
  const where = `spec.versions[${v.index}].selectableFields`;
  if (fields.length > MAX_SELECTABLE_FIELDS) {
    add({ kind: 'selectable-fields', severity: 'error', pointer: `${v.pointer}/selectableFields`, version: v.name, message: `${where}: expected at most ${MAX_SELECTABLE_FIELDS} selectable fields, found ${fields.length}` });
  }
  const seen = new Set<string>();
  fields.forEach((f, i) => {
    const path = f.jsonPath;
    if (path === undefined || path === '') {
      add({ kind: 'selectable-fields', severity: 'error', pointer: f.pointer, version: v.name, message: `${where}[${i}].jsonPath: expected a JSON path such as ".spec.color", found none` });
      return;
    }
    const pointer = `${f.pointer}/jsonPath`;
    if (seen.has(path)) add({ kind: 'selectable-fields', severity: 'error', pointer, version: v.name, message: `${where}[${i}].jsonPath: expected unique paths, found ${show(path)} twice` });
    seen.add(path);
    const target = v.schema ? resolveSimplePath(v.schema, path) : undefined;
    if (typeof target === 'string') {
      add({ kind: 'selectable-fields', severity: 'error', pointer, version: v.name, message: `${where}[${i}].jsonPath: expected a path to a field of the schema, found ${show(path)} (${target})` });
      return;
    }
    if (!target) return;
    const type = target.type;
    if (type !== 'string' && type !== 'boolean' && type !== 'integer') {
      add({ kind: 'selectable-fields', severity: 'error', pointer, version: v.name, message: `${where}[${i}].jsonPath: expected a field of type string, boolean or integer, found ${typeof type === 'string' ? `type ${type}` : 'a field without a type'} at ${path}` });
    }
  });
}

/** The schema a simple JSON path (`.spec.a.b`) leads to, or why it does not lead anywhere. */
function resolveSimplePath(schema: Readonly<Record<string, unknown>>, path: string): Readonly<Record<string, unknown>> | string | undefined {
  if (!path.startsWith('.')) return `expected "." at the start`;
  const segments = path.slice(1).split('.');
  if (segments.some((s) => s === '' || /[[\]]/.test(s))) return 'not a simple path of field names';
  if (segments[0] === 'metadata' || segments[0] === 'apiVersion' || segments[0] === 'kind') return 'does not refer to a field of the schema';
  let node: Readonly<Record<string, unknown>> = schema;
  for (const s of segments) {
    const props = isRecord(node.properties) ? node.properties : undefined;
    const next = props && isRecord(props[s]) ? props[s] : isRecord(node.additionalProperties) ? node.additionalProperties : undefined;
    if (!next) return 'does not refer to a field of the schema';
    node = next;
  }
  return node;
}

/** Defaults: valid against their own schema (pruning, OpenAPI validation, CEL rules), never in top-level metadata. */
function checkDefaults(v: CrdVersion, root: SchemaNode, rules: CompiledRules, add: Add): void {
  if (!root.subtreeHasDefaults) return;
  const visit = (node: SchemaNode, path: string, inRootMetadata: boolean): void => {
    if (!node.subtreeHasDefaults) return;
    if (node.hasDefault) {
      const pointer = appendPointer(v.schemaPointer + node.pointer, 'default');
      if (inRootMetadata) {
        add({ kind: 'default', severity: 'error', pointer, version: v.name, path, message: 'default: expected no default in the top-level metadata, found one' });
      } else {
        const problems = validateValue(node, node.defaultValue, rules);
        if (problems.length > 0) {
          add({ kind: 'default', severity: 'error', pointer, version: v.name, path, message: `default: expected a value valid against its own schema, found ${show(node.defaultValue)}: ${problems.slice(0, 3).join('; ')}` });
        }
      }
    }
    node.properties?.forEach((child, key) => visit(child, childPath(path, key), inRootMetadata || (node === root && key === 'metadata')));
    // The API server does not validate defaults below additionalProperties (its default
    // validation walks properties and items only); the differential test pins this.
    if (node.items) visit(node.items, itemsPath(path), inRootMetadata);
  };
  visit(root, '.', false);
}

type Level = 'root' | 'item' | 'field';

/** The structural-schema checks (apiextensions `ValidateStructural` and the OpenAPI schema checks). */
class SchemaWalker {
  private readonly version: CrdVersion;
  private readonly addIssue: Add;

  constructor(version: CrdVersion, add: Add) {
    this.version = version;
    this.addIssue = add;
  }

  private add(pointer: string, path: string, message: string, kind: CrdIssueKind = 'structural'): void {
    this.addIssue({ kind, severity: 'error', pointer, version: this.version.name, path, message });
  }

  node(s: Readonly<Record<string, unknown>>, place: SchemaPlace, level: Level): void {
    this.common(s, place);
    const type = typeof s.type === 'string' ? s.type : '';
    const intOrString = s['x-kubernetes-int-or-string'] === true;
    const preserve = s['x-kubernetes-preserve-unknown-fields'] === true;
    const embedded = s['x-kubernetes-embedded-resource'] === true;
    const props = isRecord(s.properties) ? s.properties : {};
    if (s['x-kubernetes-preserve-unknown-fields'] === false) this.add(place.at('x-kubernetes-preserve-unknown-fields'), place.path, 'x-kubernetes-preserve-unknown-fields: expected true or no value, found false');
    if (type === 'array' && !isRecord(s.items) && !Array.isArray(s.items)) this.add(s.items === undefined ? place.pointer : place.at('items'), place.path, 'items: expected a schema for the items of type: array, found none');
    if (s.additionalProperties !== undefined && s.additionalProperties !== null) {
      if (level === 'root' && isRecord(s.additionalProperties)) this.add(place.at('additionalProperties'), place.path, 'additionalProperties: expected none at the root of the schema, found a schema');
      if (Object.keys(props).length > 0 && (s.additionalProperties === false || isRecord(s.additionalProperties))) {
        this.add(place.at('additionalProperties'), place.path, 'additionalProperties: expected no additionalProperties beside properties (they are mutually exclusive), found both');
      }
      if (embedded && isRecord(s.additionalProperties)) this.add(place.at('additionalProperties'), place.path, 'additionalProperties: expected none with x-kubernetes-embedded-resource, found a schema');
    }
    if (intOrString && preserve) this.add(place.at('x-kubernetes-preserve-unknown-fields'), place.path, 'x-kubernetes-preserve-unknown-fields: expected false when x-kubernetes-int-or-string is true, found true');
    if (intOrString && embedded) this.add(place.at('x-kubernetes-embedded-resource'), place.path, 'x-kubernetes-embedded-resource: expected false when x-kubernetes-int-or-string is true, found true');
    if (embedded && type !== 'object') this.add(s.type === undefined ? place.pointer : place.at('type'), place.path, `type: expected object with x-kubernetes-embedded-resource, found ${type === '' ? 'none' : show(type)}`);
    else if (type === '' && !intOrString && !preserve && s.type === undefined) {
      const where = level === 'root' ? 'at the root' : level === 'item' ? 'for array items' : 'for object fields';
      this.add(place.pointer, place.path, `type: expected a type ${where} (a structural schema gives every field a type, unless it is x-kubernetes-int-or-string or x-kubernetes-preserve-unknown-fields), found none`);
    }
    if (embedded && !preserve && Object.keys(props).length === 0) this.add(place.pointer, place.path, 'properties: expected at least one property with x-kubernetes-embedded-resource (without x-kubernetes-preserve-unknown-fields), found none');
    if (level === 'root' && type !== '' && type !== 'object') this.add(place.at('type'), place.path, `type: expected object at the root, found ${show(type)}`);
    if (level === 'root' && isRecord(props.metadata)) this.rootMetadata(props.metadata, appendPointer(place.at('properties'), 'metadata'));
    this.extensions(s, place, type);
    for (const k of COMPOSITION) {
      const branches = s[k];
      if (!Array.isArray(branches)) continue;
      branches.forEach((b, i) => {
        if (isRecord(b)) this.nested(b, place.branch(k, i), intOrString && k === 'anyOf');
      });
    }
    if (isRecord(s.not)) this.nested(s.not, place.keyword('not'), false);
    for (const name of Object.keys(props)) {
      const child = props[name];
      if (isRecord(child)) this.node(child, place.property(name), 'field');
    }
    if (isRecord(s.items)) this.node(s.items, place.items(), 'item');
    if (isRecord(s.additionalProperties)) this.node(s.additionalProperties, place.values(), 'field');
  }

  /** Checks that apply inside composition branches too. */
  private common(s: Readonly<Record<string, unknown>>, place: SchemaPlace): void {
    for (const k of UNSUPPORTED) {
      if (Object.hasOwn(s, k) && s[k] !== null && s[k] !== '') this.add(appendPointer(place.pointer, k), place.path, `${k}: expected no ${k} (not supported in CRD schemas), found one`, 'schema');
    }
    if (typeof s.type === 'string' && s.type !== '' && !(SCHEMA_TYPES as readonly string[]).includes(s.type)) {
      this.add(appendPointer(place.pointer, 'type'), place.path, `type: expected one of ${SCHEMA_TYPES.join(', ')}, found ${show(s.type)}${s.type === 'null' ? ' (use nullable: true)' : ''}`, 'schema');
    }
    if (Array.isArray(s.items)) this.add(appendPointer(place.pointer, 'items'), place.path, 'items: expected a schema (a mapping), found a list of schemas', 'schema');
    if (s.uniqueItems === true) this.add(appendPointer(place.pointer, 'uniqueItems'), place.path, 'uniqueItems: expected false or no value (use x-kubernetes-list-type: set), found true', 'schema');
    if (typeof s.pattern === 'string') {
      const compiled = compileRe2(s.pattern);
      if (!compiled.ok) this.add(appendPointer(place.pointer, 'pattern'), place.path, `pattern: expected a valid RE2 regular expression, found ${show(shortPattern(s.pattern))} (${compiled.error})`, 'schema');
    }
    this.rules(s, place);
  }

  private rules(s: Readonly<Record<string, unknown>>, place: SchemaPlace): void {
    const list = s['x-kubernetes-validations'];
    if (!Array.isArray(list)) return;
    list.forEach((item: unknown, i) => {
      if (!isRecord(item)) return;
      const p = appendPointer(appendPointer(place.pointer, 'x-kubernetes-validations'), i);
      const path = place.path;
      if (typeof item.rule !== 'string' || item.rule.trim() === '') this.add(item.rule === undefined ? p : appendPointer(p, 'rule'), path, 'rule: expected a CEL expression, found none', 'cel');
      if (typeof item.reason === 'string' && !RULE_REASONS.includes(item.reason)) {
        this.add(appendPointer(p, 'reason'), path, `reason: expected one of ${RULE_REASONS.join(', ')}, found ${show(item.reason)}`, 'cel');
      }
      if (typeof item.message === 'string' && /[\r\n]/.test(item.message)) this.add(appendPointer(p, 'message'), path, 'message: expected a message without line breaks, found one with a line break', 'cel');
      if (typeof item.message === 'string' && item.message.length > 0 && item.message.trim() === '') this.add(appendPointer(p, 'message'), path, 'message: expected a non-blank message, found only whitespace', 'cel');
      if (item.optionalOldSelf === true && typeof item.rule === 'string' && !/\boldSelf\b/.test(item.rule)) {
        this.add(appendPointer(p, 'optionalOldSelf'), path, 'optionalOldSelf: expected only on a rule that uses oldSelf, found it on a rule without oldSelf', 'cel');
      }
    });
  }

  private nested(s: Readonly<Record<string, unknown>>, place: SchemaPlace, intOrStringBranch: boolean): void {
    this.common(s, place);
    for (const k of NESTED_FORBIDDEN) {
      if (!Object.hasOwn(s, k)) continue;
      // `anyOf: [{type: integer}, {type: string}]` beside x-kubernetes-int-or-string is the one allowed use of type.
      if (k === 'type' && intOrStringBranch && (s.type === 'integer' || s.type === 'string')) continue;
      if (k === 'nullable' && s.nullable === false) continue;
      this.add(appendPointer(place.pointer, k), place.path, `${k}: expected no ${k} inside allOf, anyOf, oneOf or not (structural schema), found one`, k === 'default' ? 'default' : 'structural');
    }
    const props = isRecord(s.properties) ? s.properties : {};
    for (const name of Object.keys(props)) {
      const child = props[name];
      if (isRecord(child)) this.nested(child, place.property(name), false);
    }
    if (isRecord(s.items)) this.nested(s.items, place.items(), false);
    if (isRecord(s.additionalProperties)) this.nested(s.additionalProperties, place.values(), false);
    for (const k of COMPOSITION) {
      const branches = s[k];
      if (Array.isArray(branches)) branches.forEach((b, i) => isRecord(b) && this.nested(b, place.branch(k, i), false));
    }
    if (isRecord(s.not)) this.nested(s.not, place.keyword('not'), false);
  }

  private rootMetadata(s: Readonly<Record<string, unknown>>, pointer: string): void {
    if (s.type !== undefined && s.type !== 'object') this.add(appendPointer(pointer, 'type'), '.metadata', `metadata.type: expected object, found ${show(s.type)}`);
    const props = isRecord(s.properties) ? Object.keys(s.properties) : [];
    const extra = props.filter((p) => p !== 'name' && p !== 'generateName');
    const other = Object.keys(s).filter((k) => !['type', 'properties', 'description', 'title'].includes(k));
    if (extra.length > 0 || other.length > 0) {
      this.add(pointer, '.metadata', `metadata: expected the root metadata schema to restrict only name and generateName, found ${[...extra.map((e) => `properties.${e}`), ...other].join(', ')}`);
    }
  }

  private extensions(s: Readonly<Record<string, unknown>>, place: SchemaPlace, type: string): void {
    const listType = s['x-kubernetes-list-type'];
    const keys = s['x-kubernetes-list-map-keys'];
    const mapType = s['x-kubernetes-map-type'];
    const hasKeys = Array.isArray(keys) && keys.length > 0;
    if (typeof listType === 'string' && listType !== '') {
      if (listType !== 'atomic' && listType !== 'set' && listType !== 'map') {
        this.add(place.at('x-kubernetes-list-type'), place.path, `x-kubernetes-list-type: expected atomic, set or map, found ${show(listType)}`, 'list-type');
      } else if (type !== 'array') {
        this.add(s.type === undefined ? place.pointer : place.at('type'), place.path, `type: expected array with x-kubernetes-list-type, found ${type === '' ? 'none' : show(type)}`, 'list-type');
      }
    }
    if (typeof mapType === 'string' && mapType !== '') {
      if (mapType !== 'granular' && mapType !== 'atomic') {
        this.add(place.at('x-kubernetes-map-type'), place.path, `x-kubernetes-map-type: expected atomic or granular, found ${show(mapType)}`, 'list-type');
      } else if (type !== 'object') {
        this.add(s.type === undefined ? place.pointer : place.at('type'), place.path, `type: expected object with x-kubernetes-map-type, found ${type === '' ? 'none' : show(type)}`, 'list-type');
      }
    }
    if (hasKeys && listType !== 'map') {
      this.add(place.at('x-kubernetes-list-map-keys'), place.path, `x-kubernetes-list-type: expected map with x-kubernetes-list-map-keys, found ${listType === undefined ? 'none' : show(listType)}`, 'list-type');
    }
    const items = isRecord(s.items) ? s.items : undefined;
    if (listType === 'map') {
      if (!hasKeys) {
        this.add(place.pointer, place.path, 'x-kubernetes-list-map-keys: expected at least one key with x-kubernetes-list-type: map, found none', 'list-type');
      } else if (items) {
        if (items.type !== 'object') this.add(place.at('items'), place.path, `items.type: expected object for x-kubernetes-list-type: map, found ${items.type === undefined ? 'none' : show(items.type)}`, 'list-type');
        const itemProps = isRecord(items.properties) ? items.properties : {};
        const required = Array.isArray(items.required) ? items.required : [];
        const seen = new Set<unknown>();
        for (const key of keys as unknown[]) {
          if (seen.has(key)) this.add(place.at('x-kubernetes-list-map-keys'), place.path, `x-kubernetes-list-map-keys: expected unique keys, found ${show(key)} twice`, 'list-type');
          seen.add(key);
          const prop = typeof key === 'string' ? itemProps[key] : undefined;
          if (!isRecord(prop)) {
            this.add(place.at('x-kubernetes-list-map-keys'), place.path, `x-kubernetes-list-map-keys: expected properties of the items, found ${show(key)}, which is not one`, 'list-type');
            continue;
          }
          if (!['string', 'integer', 'number', 'boolean'].includes(String(prop.type)) && prop['x-kubernetes-int-or-string'] !== true) {
            this.add(place.at('x-kubernetes-list-map-keys'), place.path, `x-kubernetes-list-map-keys: expected scalar key fields, found ${show(key)} of type ${prop.type === undefined ? 'none' : show(prop.type)}`, 'list-type');
          }
          if (!required.includes(key) && !Object.hasOwn(prop, 'default')) {
            this.add(place.at('x-kubernetes-list-map-keys'), place.path, `x-kubernetes-list-map-keys: expected key fields that are required or have a default, found ${show(key)}, which is neither`, 'list-type');
          }
          if (prop.nullable === true) this.add(place.at('x-kubernetes-list-map-keys'), place.path, `x-kubernetes-list-map-keys: expected key fields that are not nullable, found ${show(key)} nullable`, 'list-type');
        }
      }
    }
    if (listType === 'set' && items && items.type === 'object' && items['x-kubernetes-map-type'] !== 'atomic') {
      this.add(place.at('items'), place.path, `items.x-kubernetes-map-type: expected atomic for the object items of a list with x-kubernetes-list-type: set, found ${items['x-kubernetes-map-type'] === undefined ? 'none' : show(items['x-kubernetes-map-type'])}`, 'list-type');
    }
    if (listType === 'set' && items && items.type === 'array' && items['x-kubernetes-list-type'] !== 'atomic') {
      this.add(place.at('items'), place.path, 'items.x-kubernetes-list-type: expected atomic for the list items of a list with x-kubernetes-list-type: set, found none', 'list-type');
    }
  }
}

/** Error-severity issues only: what makes the API server refuse the CRD. */
export function rejections(validation: CrdValidation): CrdIssue[] {
  return validation.issues.filter((i) => i.severity === 'error');
}

export type { Crd, CrdVersion };
