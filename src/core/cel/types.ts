/**
 * Static CEL types used by the driftgate type checker (@bufbuild/cel 0.6 ships no checker
 * beyond identifiers). Kept deliberately small: what the Kubernetes admission environment
 * declares, plus `dyn` for everything read from an object without a schema.
 */

export type CelStaticType =
  | { readonly kind: 'dyn' }
  | { readonly kind: 'int' }
  | { readonly kind: 'uint' }
  | { readonly kind: 'double' }
  | { readonly kind: 'bool' }
  | { readonly kind: 'string' }
  | { readonly kind: 'bytes' }
  | { readonly kind: 'null' }
  | { readonly kind: 'type' }
  | { readonly kind: 'list'; readonly elem: CelStaticType }
  | { readonly kind: 'map'; readonly key: CelStaticType; readonly value: CelStaticType }
  /** A named type with known fields (request, namespaceObject, variables, schema objects). */
  | { readonly kind: 'object'; readonly name: string; readonly fields: Readonly<Record<string, CelStaticType>> }
  /** An opaque type: Quantity, timestamp, duration. */
  | { readonly kind: 'opaque'; readonly name: string }
  | { readonly kind: 'param'; readonly name: string };

export const T = {
  dyn: { kind: 'dyn' },
  int: { kind: 'int' },
  uint: { kind: 'uint' },
  double: { kind: 'double' },
  bool: { kind: 'bool' },
  string: { kind: 'string' },
  bytes: { kind: 'bytes' },
  null: { kind: 'null' },
  type: { kind: 'type' },
  quantity: { kind: 'opaque', name: 'kubernetes.Quantity' },
  timestamp: { kind: 'opaque', name: 'google.protobuf.Timestamp' },
  duration: { kind: 'opaque', name: 'google.protobuf.Duration' },
  list: (elem: CelStaticType): CelStaticType => ({ kind: 'list', elem }),
  map: (key: CelStaticType, value: CelStaticType): CelStaticType => ({ kind: 'map', key, value }),
  object: (name: string, fields: Record<string, CelStaticType>): CelStaticType => ({ kind: 'object', name, fields }),
} as const satisfies Record<string, CelStaticType | ((...a: never[]) => CelStaticType)>;

/** The CEL spelling of a type, as cel-go prints it in messages. */
export function typeName(t: CelStaticType): string {
  switch (t.kind) {
    case 'list':
      return `list(${typeName(t.elem)})`;
    case 'map':
      return `map(${typeName(t.key)}, ${typeName(t.value)})`;
    case 'object':
    case 'opaque':
      return t.name;
    case 'param':
      return t.name;
    case 'null':
      return 'null_type';
    default:
      return t.kind;
  }
}

/** A JSON-schema-like hint (OpenAPI v3 subset) describing a value's static type. */
export interface SchemaHint {
  readonly type?: string;
  readonly format?: string;
  readonly properties?: Readonly<Record<string, SchemaHint>>;
  readonly additionalProperties?: SchemaHint | boolean;
  readonly items?: SchemaHint;
  readonly 'x-kubernetes-int-or-string'?: boolean;
  readonly 'x-kubernetes-preserve-unknown-fields'?: boolean;
}

/**
 * The static CEL type a Kubernetes structural schema gives a value, as the API server
 * derives it: integer → int, number → double, objects with properties → an object type
 * with those fields, maps (additionalProperties) → map(string, V), int-or-string and
 * preserve-unknown-fields → dyn.
 */
export function typeFromSchema(schema: SchemaHint | undefined, name = 'object'): CelStaticType {
  if (!schema) return T.dyn;
  if (schema['x-kubernetes-int-or-string'] || schema['x-kubernetes-preserve-unknown-fields']) return T.dyn;
  switch (schema.type) {
    case 'integer':
      return T.int;
    case 'number':
      return T.double;
    case 'boolean':
      return T.bool;
    case 'string':
      if (schema.format === 'byte') return T.bytes;
      if (schema.format === 'date-time' || schema.format === 'datetime') return T.timestamp;
      if (schema.format === 'duration') return T.duration;
      return T.string;
    case 'array':
      return T.list(typeFromSchema(schema.items, name + '.@idx'));
    case 'object': {
      if (schema.properties) {
        const fields: Record<string, CelStaticType> = {};
        for (const [k, v] of Object.entries(schema.properties)) fields[k] = typeFromSchema(v, `${name}.${k}`);
        return T.object(name, fields);
      }
      if (typeof schema.additionalProperties === 'object') return T.map(T.string, typeFromSchema(schema.additionalProperties, name + '.@elem'));
      return T.map(T.string, T.dyn);
    }
    default:
      return T.dyn;
  }
}
