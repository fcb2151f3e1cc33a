import { describeValue, isRecord } from '../manifest/manifest.js';
import { closest } from './describe.js';
import { appendPointer } from '../yaml/pointer.js';

/**
 * The API server's first step on a CustomResourceDefinition: decoding JSON into the Go types of
 * apiextensions.k8s.io/v1 with strict field validation (what kubectl sends by default). A value
 * of the wrong JSON type is "cannot unmarshal ... of type T" (HTTP 400), a key the type does not
 * have is "strict decoding error: unknown field". This module mirrors those types field by field.
 */

type GoType =
  | 'string'
  | 'bool'
  | 'int'
  | 'float'
  | 'json'
  | 'bytes'
  | 'time'
  | 'schema'
  | 'schemaOrArray'
  | 'schemaOrBool'
  | 'schemaOrStringArray'
  | { readonly list: GoType }
  | { readonly map: GoType }
  | { readonly struct: Fields };

interface Fields {
  readonly [field: string]: GoType;
}

const STRINGS: GoType = { list: 'string' };

const VALIDATION_RULE: GoType = {
  struct: { rule: 'string', message: 'string', messageExpression: 'string', reason: 'string', fieldPath: 'string', optionalOldSelf: 'bool' },
};

/** JSONSchemaProps (apiextensions/v1/types_jsonschema.go). */
const SCHEMA_FIELDS: Fields = {
  id: 'string',
  $schema: 'string',
  $ref: 'string',
  description: 'string',
  type: 'string',
  format: 'string',
  title: 'string',
  default: 'json',
  maximum: 'float',
  exclusiveMaximum: 'bool',
  minimum: 'float',
  exclusiveMinimum: 'bool',
  maxLength: 'int',
  minLength: 'int',
  pattern: 'string',
  maxItems: 'int',
  minItems: 'int',
  uniqueItems: 'bool',
  multipleOf: 'float',
  enum: { list: 'json' },
  maxProperties: 'int',
  minProperties: 'int',
  required: STRINGS,
  items: 'schemaOrArray',
  allOf: { list: 'schema' },
  oneOf: { list: 'schema' },
  anyOf: { list: 'schema' },
  not: 'schema',
  properties: { map: 'schema' },
  additionalProperties: 'schemaOrBool',
  patternProperties: { map: 'schema' },
  dependencies: { map: 'schemaOrStringArray' },
  additionalItems: 'schemaOrBool',
  definitions: { map: 'schema' },
  externalDocs: { struct: { description: 'string', url: 'string' } },
  example: 'json',
  nullable: 'bool',
  'x-kubernetes-preserve-unknown-fields': 'bool',
  'x-kubernetes-embedded-resource': 'bool',
  'x-kubernetes-int-or-string': 'bool',
  'x-kubernetes-list-map-keys': STRINGS,
  'x-kubernetes-list-type': 'string',
  'x-kubernetes-map-type': 'string',
  'x-kubernetes-validations': { list: VALIDATION_RULE },
};

const OBJECT_META: GoType = {
  struct: {
    name: 'string',
    generateName: 'string',
    namespace: 'string',
    selfLink: 'string',
    uid: 'string',
    resourceVersion: 'string',
    generation: 'int',
    creationTimestamp: 'time',
    deletionTimestamp: 'time',
    deletionGracePeriodSeconds: 'int',
    labels: { map: 'string' },
    annotations: { map: 'string' },
    ownerReferences: { list: { struct: { apiVersion: 'string', kind: 'string', name: 'string', uid: 'string', controller: 'bool', blockOwnerDeletion: 'bool' } } },
    finalizers: STRINGS,
    managedFields: { list: 'json' },
  },
};

const NAMES: GoType = {
  struct: { plural: 'string', singular: 'string', shortNames: STRINGS, kind: 'string', listKind: 'string', categories: STRINGS },
};

const VERSION: GoType = {
  struct: {
    name: 'string',
    served: 'bool',
    storage: 'bool',
    deprecated: 'bool',
    deprecationWarning: 'string',
    schema: { struct: { openAPIV3Schema: 'schema' } },
    subresources: {
      struct: {
        status: { struct: {} },
        scale: { struct: { specReplicasPath: 'string', statusReplicasPath: 'string', labelSelectorPath: 'string' } },
      },
    },
    additionalPrinterColumns: {
      list: { struct: { name: 'string', type: 'string', format: 'string', description: 'string', priority: 'int', jsonPath: 'string' } },
    },
    selectableFields: { list: { struct: { jsonPath: 'string' } } },
  },
};

const CRD: GoType = {
  struct: {
    apiVersion: 'string',
    kind: 'string',
    metadata: OBJECT_META,
    spec: {
      struct: {
        group: 'string',
        names: NAMES,
        scope: 'string',
        versions: { list: VERSION },
        conversion: {
          struct: {
            strategy: 'string',
            webhook: {
              struct: {
                clientConfig: {
                  struct: {
                    url: 'string',
                    caBundle: 'bytes',
                    service: { struct: { namespace: 'string', name: 'string', path: 'string', port: 'int' } },
                  },
                },
                conversionReviewVersions: STRINGS,
              },
            },
          },
        },
        preserveUnknownFields: 'bool',
      },
    },
    status: {
      struct: {
        conditions: { list: { struct: { type: 'string', status: 'string', lastTransitionTime: 'time', reason: 'string', message: 'string', observedGeneration: 'int' } } },
        acceptedNames: NAMES,
        storedVersions: STRINGS,
        observedGeneration: 'int',
      },
    },
  },
};

export interface DecodeIssue {
  readonly pointer: string;
  readonly message: string;
  /** At the key for unknown fields, at the value for wrong types. */
  readonly at: 'key' | 'value';
}

export interface DecodeOptions {
  /** Stop after this many issues (default 200): a broken file must not produce unbounded output. */
  readonly maxIssues?: number;
}

const GO_NAME: Record<string, string> = {
  string: 'a string',
  bool: 'true or false',
  int: 'an integer',
  float: 'a number',
  bytes: 'base64-encoded bytes (a string)',
  time: 'an RFC 3339 time (a string)',
  schema: 'a schema (a mapping)',
  schemaOrArray: 'a schema (a mapping)',
  schemaOrBool: 'a schema (a mapping) or true/false',
  schemaOrStringArray: 'a schema (a mapping) or a list of strings',
};

function expected(type: GoType): string {
  if (typeof type === 'string') return GO_NAME[type] ?? 'any JSON value';
  if ('list' in type) return type.list === 'string' ? 'a list of strings' : type.list === 'json' ? 'a list' : 'a list';
  if ('map' in type) return type.map === 'string' ? 'a mapping of strings' : 'a mapping';
  return 'a mapping';
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

/** A value to decode, where it sits (its parent and the segment below it), and its pointer once made. */
interface DecodeItem {
  readonly value: unknown;
  readonly type: GoType;
  readonly parent: DecodeItem | undefined;
  readonly segment: string | number;
  readonly strict: boolean;
  pointer: string | undefined;
}

/**
 * The item's JSON pointer, made (and kept) only when an issue is reported at it or below it.
 * Iterative like the decode: a schema nested 10,000 deep cannot exhaust the stack here.
 */
function pointerOf(item: DecodeItem): string {
  const unmade: DecodeItem[] = [];
  let known: DecodeItem | undefined = item;
  while (known !== undefined && known.pointer === undefined) {
    unmade.push(known);
    known = known.parent;
  }
  let pointer = known?.pointer ?? '';
  for (let i = unmade.length - 1; i >= 0; i--) pointer = unmade[i]!.pointer = appendPointer(pointer, unmade[i]!.segment);
  return pointer;
}

/** Decoding problems of a CRD object (the whole document, apiVersion to status). */
export function decodeCrd(object: unknown, options: DecodeOptions = {}): DecodeIssue[] {
  const max = options.maxIssues ?? 200;
  const out: DecodeIssue[] = [];
  const add = (pointer: string, message: string, at: 'key' | 'value'): void => {
    if (out.length < max) out.push({ pointer, message, at });
  };
  const field = (pointer: string): string => pointer.slice(1).replace(/\//g, '.') || '(root)';
  const wrong = (pointer: string, type: GoType, value: unknown): void => {
    add(pointer, `${field(pointer)}: cannot be decoded: expected ${expected(type)}, found ${describeValue(value)}`, 'value');
  };
  // Iterative, so a deeply nested schema cannot exhaust the stack here.
  // `strict` turns false below items, additionalProperties, additionalItems and dependencies: those
  // Go types decode themselves with encoding/json, which ignores unknown keys (types still count).
  // Each item's pointer is made from its parent's only when an issue is reported at it (see pointerOf).
  const stack: DecodeItem[] = [{ value: object, type: CRD, parent: undefined, segment: '', strict: true, pointer: '' }];
  while (stack.length > 0 && out.length < max) {
    const item = stack.pop()!;
    const { value, type, strict } = item;
    // JSON null decodes into any Go type (as its zero value).
    if (value === null || value === undefined) continue;
    if (typeof type === 'string') {
      switch (type) {
        case 'json':
          break;
        case 'string':
          if (typeof value !== 'string') wrong(pointerOf(item), type, value);
          break;
        case 'bool':
          if (typeof value !== 'boolean') wrong(pointerOf(item), type, value);
          break;
        case 'int':
          if (typeof value !== 'number' && typeof value !== 'bigint') wrong(pointerOf(item), type, value);
          else if (typeof value === 'number' && !Number.isInteger(value)) {
            add(pointerOf(item), `${field(pointerOf(item))}: cannot be decoded: expected an integer, found the number ${value}`, 'value');
          }
          break;
        case 'float':
          if (typeof value !== 'number' && typeof value !== 'bigint') wrong(pointerOf(item), type, value);
          break;
        case 'bytes':
          if (typeof value !== 'string') wrong(pointerOf(item), type, value);
          else if (!BASE64.test(value.replace(/\s/g, ''))) add(pointerOf(item), `${field(pointerOf(item))}: cannot be decoded: expected base64-encoded bytes, found a string that is not base64`, 'value');
          break;
        case 'time':
          if (typeof value !== 'string' || !RFC3339.test(value)) wrong(pointerOf(item), type, value);
          break;
        case 'schema':
          if (!isRecord(value)) wrong(pointerOf(item), type, value);
          else stack.push({ ...item, type: { struct: SCHEMA_FIELDS } });
          break;
        case 'schemaOrArray':
          if (isRecord(value)) stack.push({ ...item, type: { struct: SCHEMA_FIELDS }, strict: false });
          else if (Array.isArray(value)) stack.push({ ...item, type: { list: 'schema' }, strict: false });
          // Other values decode to nothing (the API server then says items is required).
          break;
        case 'schemaOrBool':
          if (isRecord(value)) stack.push({ ...item, type: { struct: SCHEMA_FIELDS }, strict: false });
          else if (typeof value !== 'boolean') wrong(pointerOf(item), type, value);
          break;
        case 'schemaOrStringArray':
          if (isRecord(value)) stack.push({ ...item, type: { struct: SCHEMA_FIELDS }, strict: false });
          else if (Array.isArray(value)) stack.push({ ...item, type: STRINGS, strict: false });
          else wrong(pointerOf(item), type, value);
          break;
      }
      continue;
    }
    if ('list' in type) {
      if (!Array.isArray(value)) {
        wrong(pointerOf(item), type, value);
        continue;
      }
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], type: type.list, parent: item, segment: i, strict, pointer: undefined });
      continue;
    }
    if ('map' in type) {
      if (!isRecord(value)) {
        wrong(pointerOf(item), type, value);
        continue;
      }
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: value[keys[i]!], type: type.map, parent: item, segment: keys[i]!, strict, pointer: undefined });
      continue;
    }
    if (!isRecord(value)) {
      wrong(pointerOf(item), type, value);
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const child = type.struct[key];
      if (child === undefined || !Object.hasOwn(type.struct, key)) {
        if (strict) {
          const p = appendPointer(pointerOf(item), key);
          const fields = Object.keys(type.struct);
          const hint = closest(key, fields);
          const known = fields.length === 0 ? 'no fields here' : fields.length <= 8 ? `one of ${fields.join(', ')}` : `a field of the API (${fields.length} known)`;
          add(p, `${field(p)}: unknown field "${key}" (strict decoding): expected ${known}${hint ? `; did you mean "${hint}"?` : ''}`, 'key');
        }
        continue;
      }
      stack.push({ value: value[key], type: child, parent: item, segment: key, strict, pointer: undefined });
    }
  }
  // Depth-first, children pushed in reverse: issues come out in document order.
  return out;
}
