import { escapeFast } from '../walk.js';
import { childPath, itemsPath, valuesPath } from '../schema-path.js';
import type { CrdModel, Rule, SingleContext } from '../types.js';
import { isRecordSchema } from '../types.js';
import { compilePattern } from './values.js';

function appendPointer(pointer: string, segment: string | number): string {
  return `${pointer}/${typeof segment === 'number' ? segment : escapeFast(segment)}`;
}

/**
 * What the API server rejects in a CRD (validateCustomResourceDefinitionSpec, ValidateStructural and
 * the OpenAPI schema checks). Only violations new at head are reported, as the API server itself
 * ratchets these checks for CRDs that already violated them.
 */

interface Issue {
  readonly pointer: string;
  readonly message: string;
  readonly version?: string;
  readonly path?: string;
}

const DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const DNS1035_LABEL = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
const UNSUPPORTED = ['id', '$ref', 'patternProperties', 'definitions', 'dependencies', 'additionalItems'] as const;
const NESTED_FORBIDDEN = [
  'type', 'additionalProperties', 'default', 'title', 'description', 'nullable', 'x-kubernetes-preserve-unknown-fields',
  'x-kubernetes-embedded-resource', 'x-kubernetes-int-or-string', 'x-kubernetes-list-map-keys', 'x-kubernetes-list-type',
  'x-kubernetes-map-type', 'x-kubernetes-validations',
] as const;
const COMPOSITION = ['allOf', 'anyOf', 'oneOf'] as const;

export const structuralSchemaInvalid: Rule = {
  id: 'structural-schema-invalid',
  summary: 'The head CRD is one the API server rejects: not structural, unsupported keywords, bad names, invalid list types',
  defaultSeverity: 'error',
  tier: 'breaking',
  onSingle(ctx) {
    for (const issue of crdIssues(ctx.crd)) report(ctx, issue);
  },
};

function report(ctx: SingleContext, issue: Issue): void {
  ctx.report({
    ...(issue.version !== undefined ? { version: issue.version } : {}),
    ...(issue.path !== undefined ? { path: issue.path } : {}),
    message: issue.message,
    ratchet: 'not-applicable',
    existing: 'unaffected: the API server rejects this CRD, so it cannot be applied',
    hint: 'Fix the CRD so that the API server accepts it (kubectl apply --dry-run=server shows the same error).',
    anchor: { manifest: ctx.crd.manifest, pointer: issue.pointer },
    key: `structural-schema-invalid|${issue.version ?? ''}|${issue.path ?? ''}|${issue.message}`,
  });
}

export function crdIssues(crd: CrdModel): Issue[] {
  const issues: Issue[] = [];
  const spec = crd.spec;
  const names = isRecordSchema(spec.names) ? spec.names : {};
  if (crd.group === undefined || !crd.group.includes('.') || !DNS1123_SUBDOMAIN.test(crd.group)) {
    issues.push({ pointer: '/spec/group', message: `spec.group must be a DNS subdomain with at least one dot, found ${JSON.stringify(crd.group ?? null)}` });
  }
  if (crd.scope !== 'Namespaced' && crd.scope !== 'Cluster') {
    issues.push({ pointer: '/spec/scope', message: `spec.scope must be Namespaced or Cluster, found ${JSON.stringify(crd.scope ?? null)}` });
  }
  if (crd.plural === undefined || !DNS1035_LABEL.test(crd.plural)) {
    issues.push({ pointer: '/spec/names/plural', message: `spec.names.plural must be a lowercase DNS label, found ${JSON.stringify(crd.plural ?? null)}` });
  }
  if (crd.kind === undefined || crd.kind === '') issues.push({ pointer: '/spec/names', message: 'spec.names.kind is required' });
  if (names.listKind !== undefined && names.listKind === crd.kind) issues.push({ pointer: '/spec/names/listKind', message: 'spec.names.kind and listKind may not be the same' });
  if (crd.plural !== undefined && crd.group !== undefined && crd.name !== `${crd.plural}.${crd.group}`) {
    issues.push({ pointer: '/metadata/name', message: `metadata.name must be spec.names.plural + "." + spec.group (${crd.plural}.${crd.group}), found ${JSON.stringify(crd.name)}` });
  }
  if (crd.versions.length === 0) issues.push({ pointer: '/spec', message: 'spec.versions must list at least one version' });
  const seen = new Set<string>();
  let hasDefaults = false;
  for (const v of crd.versions) {
    if (!DNS1035_LABEL.test(v.name)) issues.push({ pointer: `${v.pointer}/name`, version: v.name, message: `version name ${JSON.stringify(v.name)} must be a DNS-1035 label` });
    if (seen.has(v.name)) issues.push({ pointer: `${v.pointer}/name`, version: v.name, message: `version ${v.name} is listed twice` });
    seen.add(v.name);
    if (!v.schema) {
      issues.push({ pointer: v.pointer, version: v.name, message: `version ${v.name} has no schema.openAPIV3Schema; apiextensions.k8s.io/v1 requires one` });
      continue;
    }
    const walker = new SchemaWalker(v.name, issues);
    walker.node(v.schema, v.schemaPointer, 'root', '.');
    hasDefaults ||= walker.hasDefaults;
    const selectable = v.raw.selectableFields;
    if (Array.isArray(selectable) && selectable.length > 8) {
      issues.push({ pointer: `${v.pointer}/selectableFields`, version: v.name, message: `at most 8 selectableFields are allowed, found ${selectable.length}` });
    }
  }
  if (crd.preserveUnknownFields && hasDefaults) issues.push({ pointer: '/spec/preserveUnknownFields', message: 'defaults require spec.preserveUnknownFields: false' });
  if (crd.preserveUnknownFields && crd.conversionStrategy === 'Webhook') issues.push({ pointer: '/spec/preserveUnknownFields', message: 'conversion strategy Webhook requires spec.preserveUnknownFields: false' });
  if (crd.conversionStrategy !== 'None' && crd.conversionStrategy !== 'Webhook') {
    issues.push({ pointer: '/spec/conversion/strategy', message: `spec.conversion.strategy must be None or Webhook, found ${JSON.stringify(crd.conversionStrategy)}` });
  }
  if (crd.conversionStrategy === 'Webhook') {
    const conversion = isRecordSchema(spec.conversion) ? spec.conversion : {};
    const webhook = isRecordSchema(conversion.webhook) ? conversion.webhook : undefined;
    const review = webhook?.conversionReviewVersions;
    if (!webhook || !isRecordSchema(webhook.clientConfig)) issues.push({ pointer: '/spec/conversion', message: 'conversion strategy Webhook requires webhook.clientConfig' });
    if (!Array.isArray(review) || !review.some((r) => r === 'v1' || r === 'v1beta1')) {
      issues.push({ pointer: '/spec/conversion', message: 'webhook.conversionReviewVersions must include v1 or v1beta1' });
    }
  }
  return issues;
}

type Level = 'root' | 'item' | 'field';

class SchemaWalker {
  hasDefaults = false;

  constructor(
    private readonly version: string,
    private readonly issues: Issue[],
  ) {}

  private add(pointer: string, path: string, message: string): void {
    this.issues.push({ pointer, version: this.version, path, message });
  }

  node(s: Readonly<Record<string, unknown>>, pointer: string, level: Level, path: string): void {
    const at = (k: string): string => appendPointer(pointer, k);
    if (Object.hasOwn(s, 'default')) this.hasDefaults = true;
    this.common(s, pointer, path);
    const type = typeof s.type === 'string' ? s.type : '';
    const intOrString = s['x-kubernetes-int-or-string'] === true;
    const preserve = s['x-kubernetes-preserve-unknown-fields'] === true;
    const embedded = s['x-kubernetes-embedded-resource'] === true;
    const props = isRecordSchema(s.properties) ? s.properties : {};
    if (s['x-kubernetes-preserve-unknown-fields'] === false) this.add(at('x-kubernetes-preserve-unknown-fields'), path, 'x-kubernetes-preserve-unknown-fields must be true or undefined');
    if (type === 'array' && !isRecordSchema(s.items)) this.add(pointer, path, '`items` must be specified for arrays');
    if (s.additionalProperties !== undefined) {
      if (level === 'root') this.add(at('additionalProperties'), path, '`additionalProperties` must not be used at the root');
      if (Object.keys(props).length > 0 && (s.additionalProperties === false || isRecordSchema(s.additionalProperties))) {
        this.add(at('additionalProperties'), path, '`additionalProperties` and `properties` are mutually exclusive');
      }
      if (embedded) this.add(at('additionalProperties'), path, '`additionalProperties` must not be used with x-kubernetes-embedded-resource');
    }
    if (intOrString && preserve) this.add(at('x-kubernetes-preserve-unknown-fields'), path, 'x-kubernetes-preserve-unknown-fields must be false if x-kubernetes-int-or-string is true');
    if (intOrString && embedded) this.add(at('x-kubernetes-embedded-resource'), path, 'x-kubernetes-embedded-resource must be false if x-kubernetes-int-or-string is true');
    if (embedded && type !== 'object') this.add(pointer, path, '`type` must be object if x-kubernetes-embedded-resource is true');
    else if (type === '' && !intOrString && !preserve) {
      const where = level === 'root' ? 'at the root' : level === 'item' ? 'for array items' : 'for object fields';
      this.add(pointer, path, `\`type\` must not be empty ${where} (structural schema)`);
    }
    if (embedded && !preserve && Object.keys(props).length === 0) this.add(pointer, path, '`properties` must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields');
    if (level === 'root' && type !== '' && type !== 'object') this.add(at('type'), path, '`type` must be object at the root');
    if (level === 'root' && isRecordSchema(props.metadata)) this.rootMetadata(props.metadata, appendPointer(at('properties'), 'metadata'));
    this.lists(s, pointer, path);
    for (const k of COMPOSITION) {
      const branches = s[k];
      if (!Array.isArray(branches)) continue;
      const intOrStringAnyOf = k === 'anyOf' && isIntOrStringBranches(branches);
      branches.forEach((b, i) => {
        if (isRecordSchema(b) && !intOrStringAnyOf) this.nested(b, appendPointer(at(k), i), path, props);
      });
    }
    if (isRecordSchema(s.not)) this.nested(s.not, at('not'), path, props);
    for (const [name, child] of Object.entries(props)) {
      if (isRecordSchema(child)) this.node(child, appendPointer(at('properties'), name), 'field', childPath(path, name));
    }
    if (isRecordSchema(s.items)) this.node(s.items, at('items'), 'item', itemsPath(path));
    if (isRecordSchema(s.additionalProperties)) this.node(s.additionalProperties, at('additionalProperties'), 'field', valuesPath(path));
  }

  /** Checks that apply inside composition branches too. */
  private common(s: Readonly<Record<string, unknown>>, pointer: string, path: string): void {
    for (const k of UNSUPPORTED) if (Object.hasOwn(s, k)) this.add(appendPointer(pointer, k), path, `\`${k}\` is not supported in CRD schemas`);
    if (s.type === 'null') this.add(appendPointer(pointer, 'type'), path, '`type` cannot be null; use nullable: true');
    if (Array.isArray(s.items)) this.add(appendPointer(pointer, 'items'), path, '`items` must be a schema, not an array');
    if (s.uniqueItems === true) this.add(appendPointer(pointer, 'uniqueItems'), path, 'uniqueItems cannot be true (quadratic runtime); use x-kubernetes-list-type: set');
    if (typeof s.pattern === 'string' && compilePattern(s.pattern) === null) this.add(appendPointer(pointer, 'pattern'), path, `pattern ${JSON.stringify(s.pattern)} is not a valid RE2 regular expression`);
  }

  private nested(s: Readonly<Record<string, unknown>>, pointer: string, path: string, declared: Readonly<Record<string, unknown>>): void {
    this.common(s, pointer, path);
    for (const k of NESTED_FORBIDDEN) {
      if (Object.hasOwn(s, k)) this.add(appendPointer(pointer, k), path, `\`${k}\` must not be set inside allOf, anyOf, oneOf or not (structural schema)`);
    }
    const props = isRecordSchema(s.properties) ? s.properties : {};
    for (const [name, child] of Object.entries(props)) {
      const p = appendPointer(appendPointer(pointer, 'properties'), name);
      if (name === 'metadata') this.add(p, path, '`metadata` must not be specified inside allOf, anyOf, oneOf or not');
      if (!Object.hasOwn(declared, name)) this.add(p, childPath(path, name), `field \`${name}\` is used inside a composition keyword but not declared in properties (structural schema)`);
      const inner = declared[name];
      if (isRecordSchema(child)) this.nested(child, p, childPath(path, name), isRecordSchema(inner) && isRecordSchema(inner.properties) ? inner.properties : {});
    }
    for (const k of COMPOSITION) {
      const branches = s[k];
      if (Array.isArray(branches)) branches.forEach((b, i) => isRecordSchema(b) && this.nested(b, appendPointer(appendPointer(pointer, k), i), path, declared));
    }
    if (isRecordSchema(s.not)) this.nested(s.not, appendPointer(pointer, 'not'), path, declared);
  }

  private rootMetadata(s: Readonly<Record<string, unknown>>, pointer: string): void {
    if (s.type !== undefined && s.type !== 'object') this.add(appendPointer(pointer, 'type'), '.metadata', '`metadata` must be of type object');
    const props = isRecordSchema(s.properties) ? Object.keys(s.properties) : [];
    const extra = props.filter((p) => p !== 'name' && p !== 'generateName');
    if (extra.length > 0) {
      this.add(pointer, '.metadata', `the root metadata schema may only restrict name and generateName, found ${extra.map((e) => `\`${e}\``).join(', ')}`);
    }
  }

  private lists(s: Readonly<Record<string, unknown>>, pointer: string, path: string): void {
    const listType = s['x-kubernetes-list-type'];
    const keys = s['x-kubernetes-list-map-keys'];
    const mapType = s['x-kubernetes-map-type'];
    if (listType !== undefined && listType !== 'atomic' && listType !== 'set' && listType !== 'map') {
      this.add(appendPointer(pointer, 'x-kubernetes-list-type'), path, `x-kubernetes-list-type must be atomic, set or map, found ${JSON.stringify(listType)}`);
    }
    if (mapType !== undefined && mapType !== 'granular' && mapType !== 'atomic') {
      this.add(appendPointer(pointer, 'x-kubernetes-map-type'), path, `x-kubernetes-map-type must be granular or atomic, found ${JSON.stringify(mapType)}`);
    }
    if (keys !== undefined && listType !== 'map') this.add(appendPointer(pointer, 'x-kubernetes-list-map-keys'), path, 'x-kubernetes-list-map-keys requires x-kubernetes-list-type: map');
    const items = isRecordSchema(s.items) ? s.items : undefined;
    if (listType === 'map') {
      if (!items || items.type !== 'object') this.add(pointer, path, 'x-kubernetes-list-type: map requires items of type object');
      if (!Array.isArray(keys) || keys.length === 0) {
        this.add(pointer, path, 'x-kubernetes-list-type: map requires x-kubernetes-list-map-keys');
      } else if (items) {
        const itemProps = isRecordSchema(items.properties) ? items.properties : {};
        const required = Array.isArray(items.required) ? items.required : [];
        for (const key of keys) {
          const prop = typeof key === 'string' ? itemProps[key] : undefined;
          if (!isRecordSchema(prop)) {
            this.add(appendPointer(pointer, 'x-kubernetes-list-map-keys'), path, `list map key ${JSON.stringify(key)} is not a property of the items`);
            continue;
          }
          if (!['string', 'integer', 'number', 'boolean'].includes(String(prop.type)) && prop['x-kubernetes-int-or-string'] !== true) {
            this.add(appendPointer(pointer, 'x-kubernetes-list-map-keys'), path, `list map key ${JSON.stringify(key)} must be a scalar`);
          }
          if (!required.includes(key) && !Object.hasOwn(prop, 'default')) {
            this.add(appendPointer(pointer, 'x-kubernetes-list-map-keys'), path, `list map key ${JSON.stringify(key)} must be required or have a default`);
          }
          if (prop.nullable === true) this.add(appendPointer(pointer, 'x-kubernetes-list-map-keys'), path, `list map key ${JSON.stringify(key)} must not be nullable`);
        }
      }
    }
    if (listType === 'set' && items && items.type === 'object' && items['x-kubernetes-map-type'] !== 'atomic') {
      this.add(pointer, path, 'x-kubernetes-list-type: set requires scalar items or objects with x-kubernetes-map-type: atomic');
    }
  }
}

function isIntOrStringBranches(branches: readonly unknown[]): boolean {
  return (
    branches.length === 2 &&
    isRecordSchema(branches[0]) && branches[0].type === 'integer' && Object.keys(branches[0]).length === 1 &&
    isRecordSchema(branches[1]) && branches[1].type === 'string' && Object.keys(branches[1]).length === 1
  );
}
