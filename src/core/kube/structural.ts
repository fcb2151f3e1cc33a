import { isRecord } from '../manifest/manifest.js';
import { appendPointer } from '../yaml/pointer.js';

/**
 * A CRD version's `openAPIV3Schema` read into a typed tree: the parts that drive the API
 * server's pruning, null handling, defaulting, list semantics and CEL rules. Value keywords
 * (pattern, minimum, enum, ...) stay in `raw` and are compiled by ajv. This is a reader, not a
 * judge: whether the API server accepts the schema is decided once, in crd-validation.ts; here
 * only the size limits of in-process validation are enforced.
 */

export const SCHEMA_TYPES = ['object', 'array', 'string', 'integer', 'number', 'boolean'] as const;
export type SchemaType = (typeof SCHEMA_TYPES)[number];

export const LIST_TYPES = ['atomic', 'set', 'map'] as const;
export type ListType = (typeof LIST_TYPES)[number];

export const RULE_REASONS = ['FieldValueInvalid', 'FieldValueForbidden', 'FieldValueRequired', 'FieldValueDuplicate'] as const;
export type RuleReason = (typeof RULE_REASONS)[number];

export interface ValidationRule {
  readonly rule: string;
  readonly message?: string;
  readonly messageExpression?: string;
  readonly reason: RuleReason;
  readonly fieldPath?: string;
  readonly optionalOldSelf: boolean;
  /** Pointer of this rule inside openAPIV3Schema. */
  readonly pointer: string;
}

export interface SchemaNode {
  /** Pointer of this node inside openAPIV3Schema. */
  readonly pointer: string;
  readonly raw: Readonly<Record<string, unknown>>;
  readonly type?: SchemaType;
  readonly nullable: boolean;
  readonly intOrString: boolean;
  readonly preserveUnknownFields: boolean;
  readonly embeddedResource: boolean;
  readonly properties?: ReadonlyMap<string, SchemaNode>;
  readonly additionalProperties?: SchemaNode;
  readonly items?: SchemaNode;
  readonly hasDefault: boolean;
  readonly defaultValue?: unknown;
  readonly listType?: ListType;
  readonly listMapKeys: readonly string[];
  readonly rules: readonly ValidationRule[];
  /** True when this node or a descendant has x-kubernetes-validations. */
  readonly subtreeHasRules: boolean;
  /** True when this node or a descendant has a default (defaulting can skip other subtrees). */
  readonly subtreeHasDefaults: boolean;
}

/** T without readonly, for building a node key by key. */
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface SchemaProblem {
  /** Pointer inside openAPIV3Schema. */
  readonly pointer: string;
  readonly message: string;
  /** `crd/invalid-schema` or `crd/schema-too-large`. */
  readonly ruleId: 'crd/invalid-schema' | 'crd/schema-too-large';
}

export interface ReadSchemaOptions {
  /** Nesting allowed before the schema is refused (default 64). */
  readonly maxDepth?: number;
  /** Schema nodes allowed before the schema is refused (default 20,000). */
  readonly maxNodes?: number;
}

export interface ReadSchemaResult {
  readonly root?: SchemaNode;
  readonly problems: SchemaProblem[];
  readonly nodeCount: number;
}

const COMPOSITIONS = ['allOf', 'anyOf', 'oneOf'] as const;

export function readSchema(raw: unknown, options: ReadSchemaOptions = {}): ReadSchemaResult {
  const maxDepth = options.maxDepth ?? 64;
  const maxNodes = options.maxNodes ?? 20_000;
  const problems: SchemaProblem[] = [];
  let nodeCount = 0;
  let tooLarge = false;

  // Counting only: what the API server rejects in a schema is decided once, by
  // schema/crd-validation.ts; this reader takes whatever it can use and ignores the rest.
  const count = (pointer: string, depth: number): void => {
    nodeCount++;
    if (nodeCount > maxNodes || depth > maxDepth) {
      if (!tooLarge) {
        tooLarge = true;
        problems.push({
          pointer,
          ruleId: 'crd/schema-too-large',
          message:
            depth > maxDepth
              ? `schema too large for in-process validation: nesting deeper than ${maxDepth} levels`
              : `schema too large for in-process validation: more than ${maxNodes} schema nodes`,
        });
      }
    }
  };

  // Schemas under allOf/anyOf/oneOf/not: counted (their value validations are compiled by ajv).
  const countNested = (r: Record<string, unknown>, pointer: string, depth: number): void => {
    count(pointer, depth);
    if (tooLarge) return;
    for (const key of COMPOSITIONS) {
      const list = r[key];
      if (Array.isArray(list)) list.forEach((b, i) => isRecord(b) && countNested(b, appendPointer(appendPointer(pointer, key), i), depth + 1));
    }
    if (isRecord(r.not)) countNested(r.not, appendPointer(pointer, 'not'), depth + 1);
    if (isRecord(r.properties)) {
      for (const [k, v] of Object.entries(r.properties)) if (isRecord(v)) countNested(v, appendPointer(appendPointer(pointer, 'properties'), k), depth + 1);
    }
    if (isRecord(r.items)) countNested(r.items, appendPointer(pointer, 'items'), depth + 1);
    if (isRecord(r.additionalProperties)) countNested(r.additionalProperties, appendPointer(pointer, 'additionalProperties'), depth + 1);
  };

  const readRules = (r: Record<string, unknown>, pointer: string): ValidationRule[] => {
    const list = r['x-kubernetes-validations'];
    if (!Array.isArray(list)) return [];
    const base = appendPointer(pointer, 'x-kubernetes-validations');
    const rules: ValidationRule[] = [];
    list.forEach((item, i) => {
      if (!isRecord(item) || typeof item.rule !== 'string' || item.rule.trim() === '') return;
      const reason = item.reason ?? 'FieldValueInvalid';
      if (!(RULE_REASONS as readonly unknown[]).includes(reason)) return;
      rules.push({
        rule: item.rule,
        ...(typeof item.message === 'string' && item.message.trim() !== '' ? { message: item.message } : {}),
        ...(typeof item.messageExpression === 'string' ? { messageExpression: item.messageExpression } : {}),
        ...(typeof item.fieldPath === 'string' && item.fieldPath !== '' ? { fieldPath: item.fieldPath } : {}),
        reason: reason as RuleReason,
        optionalOldSelf: item.optionalOldSelf === true,
        pointer: appendPointer(base, i),
      });
    });
    return rules;
  };

  const read = (r: Record<string, unknown>, pointer: string, depth: number): SchemaNode => {
    count(pointer, depth);
    if (tooLarge) return leaf(r, pointer);
    for (const key of COMPOSITIONS) {
      const list = r[key];
      if (Array.isArray(list)) list.forEach((b, i) => isRecord(b) && countNested(b, appendPointer(appendPointer(pointer, key), i), depth + 1));
    }
    if (isRecord(r.not)) countNested(r.not, appendPointer(pointer, 'not'), depth + 1);
    const type = (SCHEMA_TYPES as readonly unknown[]).includes(r.type) ? (r.type as SchemaType) : undefined;
    const intOrString = r['x-kubernetes-int-or-string'] === true;
    const preserveUnknownFields = r['x-kubernetes-preserve-unknown-fields'] === true;
    const embeddedResource = r['x-kubernetes-embedded-resource'] === true;

    let properties: Map<string, SchemaNode> | undefined;
    if (isRecord(r.properties)) {
      properties = new Map();
      for (const [k, v] of Object.entries(r.properties)) {
        if (isRecord(v)) properties.set(k, read(v, appendPointer(appendPointer(pointer, 'properties'), k), depth + 1));
      }
    }
    const additionalProperties = isRecord(r.additionalProperties) ? read(r.additionalProperties, appendPointer(pointer, 'additionalProperties'), depth + 1) : undefined;
    const items = isRecord(r.items) ? read(r.items, appendPointer(pointer, 'items'), depth + 1) : undefined;
    const rawListType = r['x-kubernetes-list-type'];
    const listType = (LIST_TYPES as readonly unknown[]).includes(rawListType) ? (rawListType as ListType) : undefined;
    const rawKeys = r['x-kubernetes-list-map-keys'];
    const listMapKeys = Array.isArray(rawKeys) ? rawKeys.filter((k): k is string => typeof k === 'string') : [];

    const rules = readRules(r, pointer);
    const hasDefault = Object.prototype.hasOwnProperty.call(r, 'default') && r.default !== null;
    let subtreeHasRules = rules.length > 0;
    let subtreeHasDefaults = hasDefault;
    const noteChild = (c: SchemaNode): void => {
      subtreeHasRules ||= c.subtreeHasRules;
      subtreeHasDefaults ||= c.subtreeHasDefaults;
    };
    properties?.forEach(noteChild);
    if (additionalProperties) noteChild(additionalProperties);
    if (items) noteChild(items);
    // Built key by key in the order the node always had, without a spread (and a temporary
    // object) per optional key: a 1 MB schema has ~20,000 nodes.
    const node: Mutable<SchemaNode> = { pointer, raw: r } as Mutable<SchemaNode>;
    if (type !== undefined) node.type = type;
    node.nullable = r.nullable === true;
    node.intOrString = intOrString;
    node.preserveUnknownFields = preserveUnknownFields;
    node.embeddedResource = embeddedResource;
    if (properties) node.properties = properties;
    if (additionalProperties) node.additionalProperties = additionalProperties;
    if (items) node.items = items;
    node.hasDefault = hasDefault;
    if (hasDefault) node.defaultValue = r.default;
    if (listType) node.listType = listType;
    node.listMapKeys = listMapKeys;
    node.rules = rules;
    node.subtreeHasRules = subtreeHasRules;
    node.subtreeHasDefaults = subtreeHasDefaults;
    return node;
  };

  if (!isRecord(raw)) {
    problems.push({ pointer: '', ruleId: 'crd/invalid-schema', message: 'openAPIV3Schema must be a schema (a mapping)' });
    return { problems, nodeCount };
  }
  let root: SchemaNode | undefined;
  try {
    root = read(raw, '', 0);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    problems.push({ pointer: '', ruleId: 'crd/schema-too-large', message: 'schema too large for in-process validation (nesting exhausted the stack)' });
    return { problems, nodeCount };
  }
  if (tooLarge) return { problems, nodeCount };
  return { root, problems, nodeCount };
}

function leaf(r: Record<string, unknown>, pointer: string): SchemaNode {
  return {
    pointer,
    raw: r,
    nullable: false,
    intOrString: false,
    preserveUnknownFields: true,
    embeddedResource: false,
    hasDefault: false,
    listMapKeys: [],
    rules: [],
    subtreeHasRules: false,
    subtreeHasDefaults: false,
  };
}
