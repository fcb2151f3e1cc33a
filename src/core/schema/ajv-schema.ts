import { isRecord } from '../manifest/manifest.js';
import { formatChecker, normalizeFormatName } from './formats.js';
import type { SchemaNode } from '../kube/structural.js';

/**
 * Structural schemas as the JSON Schema driftgate's Ajv compiles (ajv.ts), without Ajv itself:
 * the CRD gate shapes a default against it (defaults-shape.ts) and compiles only what it cannot
 * decide (schema/engines.ts).
 */

const COPY_KEYWORDS = [
  'enum', 'pattern', 'maxLength', 'minLength', 'multipleOf', 'maxItems', 'minItems', 'uniqueItems', 'maxProperties', 'minProperties', 'required',
] as const;

export interface ToAjvOptions {
  /** At the root: drop `status` (the API server ignores it on create/update when the status subresource is on). */
  readonly dropStatus: boolean;
}

/** The ajv schema for a structural schema's value validations. */
export function toAjvSchema(root: SchemaNode, options: ToAjvOptions): Record<string, unknown> {
  const out = translate(root.raw);
  const properties = isRecord(out.properties) ? { ...out.properties } : {};
  // metadata: ObjectMeta is checked separately; the schema may only constrain name and generateName.
  const metaRaw = root.raw.properties && isRecord(root.raw.properties) ? root.raw.properties.metadata : undefined;
  const meta: Record<string, unknown> = {};
  if (isRecord(metaRaw) && isRecord(metaRaw.properties)) {
    const metaProps: Record<string, unknown> = {};
    for (const key of ['name', 'generateName']) {
      const p = metaRaw.properties[key];
      if (isRecord(p)) metaProps[key] = translate(p);
    }
    if (Object.keys(metaProps).length > 0) meta.properties = metaProps;
  }
  properties.metadata = meta;
  if (options.dropStatus) delete properties.status;
  out.properties = properties;
  if (Array.isArray(out.required) && options.dropStatus) out.required = out.required.filter((r) => r !== 'status');
  return out;
}

/** The ajv schema of one node (a default value is validated against it). */
export function toAjvSubschema(node: SchemaNode): Record<string, unknown> {
  return translate(node.raw);
}

function translate(raw: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const type = raw.type;
  // x-kubernetes-int-or-string wins over a `type` written next to it (the API server validates
  // such a field as integer-or-string; e.g. the VolumeSnapshot CRD has type: string with it).
  if (raw['x-kubernetes-int-or-string'] === true) {
    out.k8sIntOrString = { nullable: raw.nullable === true };
  } else if (typeof type === 'string') {
    out.type = type;
    if (raw.nullable === true) out.nullable = true;
  }
  for (const key of COPY_KEYWORDS) if (raw[key] !== undefined) out[key] = raw[key];
  // `enum: []` constrains nothing for the API server (and ajv refuses an empty enum).
  if (Array.isArray(out.enum) && out.enum.length === 0) delete out.enum;
  if (Array.isArray(out.enum) && raw.nullable === true && !out.enum.includes(null)) out.enum = [...out.enum, null];
  // OpenAPI v3.0 boolean exclusive bounds → draft-07 numeric bounds.
  if (typeof raw.minimum === 'number') {
    if (raw.exclusiveMinimum === true) out.exclusiveMinimum = raw.minimum;
    else out.minimum = raw.minimum;
  }
  if (typeof raw.maximum === 'number') {
    if (raw.exclusiveMaximum === true) out.exclusiveMaximum = raw.maximum;
    else out.maximum = raw.maximum;
  }
  if (typeof raw.format === 'string' && (type === undefined || type === 'string' || raw['x-kubernetes-int-or-string'] === true) && formatChecker(raw.format)) {
    out.format = `k8s:${normalizeFormatName(raw.format)}`;
  }
  if (isRecord(raw.properties)) {
    const props: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(raw.properties)) if (isRecord(v)) props[k] = translate(v);
    out.properties = props;
  }
  if (isRecord(raw.additionalProperties)) out.additionalProperties = translate(raw.additionalProperties);
  if (isRecord(raw.items)) out.items = translate(raw.items);
  const lt = raw['x-kubernetes-list-type'];
  if (lt === 'set' || lt === 'map') {
    const keys = Array.isArray(raw['x-kubernetes-list-map-keys']) ? raw['x-kubernetes-list-map-keys'].filter((k): k is string => typeof k === 'string') : [];
    out.k8sListType = { type: lt, keys };
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = raw[key];
    if (Array.isArray(list)) out[key] = list.filter(isRecord).map(translate);
  }
  if (isRecord(raw.not)) out.not = translate(raw.not);
  return out;
}
