import { isRecord } from '../manifest/manifest.js';
import { appendPointer } from '../yaml/pointer.js';

/**
 * A CRD version's `openAPIV3Schema` read into a typed tree: the parts that drive the API
 * server's pruning, null handling, defaulting, list semantics and CEL rules. Value keywords
 * (pattern, minimum, enum, ...) stay in `raw` and are compiled by ajv.
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

  const problem = (pointer: string, message: string): void => {
    problems.push({ pointer, message, ruleId: 'crd/invalid-schema' });
  };

  // Value keywords are validated here only for the shape ajv needs; nested composition
  // schemas are walked for counting and pattern checks.
  const checkValueKeywords = (r: Record<string, unknown>, pointer: string, depth: number): void => {
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
      return;
    }
    if (r.pattern !== undefined) {
      if (typeof r.pattern !== 'string') problem(appendPointer(pointer, 'pattern'), `pattern must be a string, found ${typeof r.pattern}`);
    }
    for (const key of ['maxLength', 'minLength', 'maxItems', 'minItems', 'maxProperties', 'minProperties'] as const) {
      const v = r[key];
      if (v !== undefined && (typeof v !== 'number' || !Number.isInteger(v) || v < 0)) {
        problem(appendPointer(pointer, key), `${key} must be a non-negative integer, found ${JSON.stringify(v)}`);
      }
    }
    for (const key of ['minimum', 'maximum', 'multipleOf'] as const) {
      const v = r[key];
      if (v !== undefined && typeof v !== 'number') problem(appendPointer(pointer, key), `${key} must be a number, found ${JSON.stringify(v)}`);
    }
    for (const key of ['exclusiveMinimum', 'exclusiveMaximum', 'uniqueItems', 'nullable'] as const) {
      const v = r[key];
      if (v !== undefined && typeof v !== 'boolean') problem(appendPointer(pointer, key), `${key} must be true or false, found ${JSON.stringify(v)}`);
    }
    if (r.enum !== undefined && !Array.isArray(r.enum)) problem(appendPointer(pointer, 'enum'), 'enum must be a list');
    if (r.required !== undefined && (!Array.isArray(r.required) || !r.required.every((x) => typeof x === 'string'))) {
      problem(appendPointer(pointer, 'required'), 'required must be a list of strings');
    }
    if (r.type !== undefined && !(SCHEMA_TYPES as readonly unknown[]).includes(r.type)) {
      problem(appendPointer(pointer, 'type'), `type must be one of ${SCHEMA_TYPES.join(', ')}, found ${JSON.stringify(r.type)}`);
    }
    if (r.$ref !== undefined) problem(appendPointer(pointer, '$ref'), '$ref is not allowed in CRD schemas');
    for (const key of COMPOSITIONS) {
      const list = r[key];
      if (list === undefined) continue;
      if (!Array.isArray(list)) {
        problem(appendPointer(pointer, key), `${key} must be a list of schemas`);
        continue;
      }
      list.forEach((branch, i) => {
        const p = appendPointer(appendPointer(pointer, key), i);
        if (!isRecord(branch)) problem(p, 'expected a schema (a mapping)');
        else checkNested(branch, p, depth + 1);
      });
    }
    if (r.not !== undefined) {
      if (!isRecord(r.not)) problem(appendPointer(pointer, 'not'), 'not must be a schema (a mapping)');
      else checkNested(r.not, appendPointer(pointer, 'not'), depth + 1);
    }
  };

  // Schemas under allOf/anyOf/oneOf/not: value validations only.
  const checkNested = (r: Record<string, unknown>, pointer: string, depth: number): void => {
    checkValueKeywords(r, pointer, depth);
    if (isRecord(r.properties)) {
      for (const [k, v] of Object.entries(r.properties)) {
        if (isRecord(v)) checkNested(v, appendPointer(appendPointer(pointer, 'properties'), k), depth + 1);
      }
    }
    if (isRecord(r.items)) checkNested(r.items, appendPointer(pointer, 'items'), depth + 1);
    if (isRecord(r.additionalProperties)) checkNested(r.additionalProperties, appendPointer(pointer, 'additionalProperties'), depth + 1);
  };

  const readRules = (r: Record<string, unknown>, pointer: string): ValidationRule[] => {
    const list = r['x-kubernetes-validations'];
    if (list === undefined) return [];
    const base = appendPointer(pointer, 'x-kubernetes-validations');
    if (!Array.isArray(list)) {
      problem(base, 'x-kubernetes-validations must be a list of rules');
      return [];
    }
    const rules: ValidationRule[] = [];
    list.forEach((item, i) => {
      const p = appendPointer(base, i);
      if (!isRecord(item) || typeof item.rule !== 'string' || item.rule.trim() === '') {
        problem(p, 'each x-kubernetes-validations entry needs a non-empty string "rule"');
        return;
      }
      const reason = item.reason ?? 'FieldValueInvalid';
      if (!(RULE_REASONS as readonly unknown[]).includes(reason)) {
        problem(appendPointer(p, 'reason'), `reason must be one of ${RULE_REASONS.join(', ')}, found ${JSON.stringify(reason)}`);
        return;
      }
      for (const key of ['message', 'messageExpression', 'fieldPath'] as const) {
        if (item[key] !== undefined && typeof item[key] !== 'string') {
          problem(appendPointer(p, key), `${key} must be a string`);
          return;
        }
      }
      if (typeof item.message === 'string' && /[\r\n]/.test(item.message)) {
        problem(appendPointer(p, 'message'), 'message must not contain line breaks');
      }
      rules.push({
        rule: item.rule,
        ...(typeof item.message === 'string' && item.message.trim() !== '' ? { message: item.message } : {}),
        ...(typeof item.messageExpression === 'string' ? { messageExpression: item.messageExpression } : {}),
        ...(typeof item.fieldPath === 'string' && item.fieldPath !== '' ? { fieldPath: item.fieldPath } : {}),
        reason: reason as RuleReason,
        optionalOldSelf: item.optionalOldSelf === true,
        pointer: p,
      });
    });
    return rules;
  };

  const read = (r: Record<string, unknown>, pointer: string, depth: number): SchemaNode => {
    checkValueKeywords(r, pointer, depth);
    if (tooLarge) return leaf(r, pointer);
    const type = (SCHEMA_TYPES as readonly unknown[]).includes(r.type) ? (r.type as SchemaType) : undefined;
    const intOrString = r['x-kubernetes-int-or-string'] === true;
    const preserveUnknownFields = r['x-kubernetes-preserve-unknown-fields'] === true;
    const embeddedResource = r['x-kubernetes-embedded-resource'] === true;
    if (type === undefined && r.type === undefined && !intOrString && !preserveUnknownFields && pointer !== '') {
      problem(pointer, 'type must not be empty (a structural schema gives every field a type, unless it is x-kubernetes-int-or-string or x-kubernetes-preserve-unknown-fields)');
    }
    if (intOrString && preserveUnknownFields) {
      problem(appendPointer(pointer, 'x-kubernetes-preserve-unknown-fields'), 'must be false if x-kubernetes-int-or-string is true');
    }
    if (intOrString && embeddedResource) {
      problem(appendPointer(pointer, 'x-kubernetes-embedded-resource'), 'must be false if x-kubernetes-int-or-string is true');
    }
    if (r.format !== undefined && typeof r.format !== 'string') problem(appendPointer(pointer, 'format'), 'format must be a string');

    let properties: Map<string, SchemaNode> | undefined;
    if (r.properties !== undefined) {
      if (!isRecord(r.properties)) {
        problem(appendPointer(pointer, 'properties'), 'properties must be a mapping of field names to schemas');
      } else {
        properties = new Map();
        for (const [k, v] of Object.entries(r.properties)) {
          const p = appendPointer(appendPointer(pointer, 'properties'), k);
          if (!isRecord(v)) {
            problem(p, `expected a schema (a mapping) for property "${k}"`);
            continue;
          }
          properties.set(k, read(v, p, depth + 1));
        }
      }
    }
    let additionalProperties: SchemaNode | undefined;
    if (r.additionalProperties !== undefined) {
      if (isRecord(r.additionalProperties)) {
        additionalProperties = read(r.additionalProperties, appendPointer(pointer, 'additionalProperties'), depth + 1);
        if (properties && properties.size > 0) {
          problem(appendPointer(pointer, 'additionalProperties'), 'additionalProperties and properties are mutually exclusive');
        }
      } else if (typeof r.additionalProperties !== 'boolean') {
        problem(appendPointer(pointer, 'additionalProperties'), 'additionalProperties must be a schema or a boolean');
      }
    }
    let items: SchemaNode | undefined;
    if (r.items !== undefined) {
      if (isRecord(r.items)) items = read(r.items, appendPointer(pointer, 'items'), depth + 1);
      else problem(appendPointer(pointer, 'items'), 'items must be a single schema (a mapping), not a list');
    }
    if (type === 'array' && items === undefined && !preserveUnknownFields) {
      problem(pointer, 'items must be specified for type: array');
    }

    let listType: ListType | undefined;
    const rawListType = r['x-kubernetes-list-type'];
    if (rawListType !== undefined) {
      if ((LIST_TYPES as readonly unknown[]).includes(rawListType)) listType = rawListType as ListType;
      else problem(appendPointer(pointer, 'x-kubernetes-list-type'), `x-kubernetes-list-type must be one of ${LIST_TYPES.join(', ')}, found ${JSON.stringify(rawListType)}`);
    }
    let listMapKeys: string[] = [];
    const rawKeys = r['x-kubernetes-list-map-keys'];
    if (rawKeys !== undefined) {
      if (Array.isArray(rawKeys) && rawKeys.every((k) => typeof k === 'string')) listMapKeys = rawKeys as string[];
      else problem(appendPointer(pointer, 'x-kubernetes-list-map-keys'), 'x-kubernetes-list-map-keys must be a list of strings');
    }
    if (listType === 'map') {
      if (listMapKeys.length === 0) {
        problem(pointer, 'x-kubernetes-list-type: map needs x-kubernetes-list-map-keys');
      } else {
        for (const key of listMapKeys) {
          if (!items?.properties?.has(key)) {
            problem(appendPointer(pointer, 'x-kubernetes-list-map-keys'), `list map key "${key}" is not a property of the items schema`);
          }
        }
      }
    }

    const rules = readRules(r, pointer);
    const hasDefault = Object.prototype.hasOwnProperty.call(r, 'default') && r.default !== null;
    const children = [...(properties?.values() ?? []), ...(additionalProperties ? [additionalProperties] : []), ...(items ? [items] : [])];
    return {
      pointer,
      raw: r,
      ...(type !== undefined ? { type } : {}),
      nullable: r.nullable === true,
      intOrString,
      preserveUnknownFields,
      embeddedResource,
      ...(properties ? { properties } : {}),
      ...(additionalProperties ? { additionalProperties } : {}),
      ...(items ? { items } : {}),
      hasDefault,
      ...(hasDefault ? { defaultValue: r.default } : {}),
      ...(listType ? { listType } : {}),
      listMapKeys,
      rules,
      subtreeHasRules: rules.length > 0 || children.some((c) => c.subtreeHasRules),
      subtreeHasDefaults: hasDefault || children.some((c) => c.subtreeHasDefaults),
    };
  };

  if (!isRecord(raw)) {
    problem('', 'openAPIV3Schema must be a schema (a mapping)');
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
