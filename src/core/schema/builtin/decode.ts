import { describeValue, isRecord } from '../../manifest/manifest.js';
import { atField, closest } from '../describe.js';
import { QUANTITY } from '../formats.js';
import { pointerOf, type Loc } from '../loc.js';
import type { SchemaViolation } from '../types.js';
import type { CompactSchema } from './schema-set.js';

/**
 * What kube-apiserver's decoder and the schema-level part of its validation decide about a
 * built-in object, offline: the object is walked against the compact schema of its kind
 * (schema-set.ts) with the semantics of Kubernetes' strict JSON decoding into Go structs:
 *
 * - an unknown field at any depth is an error (`fieldValidation=Strict`, kubectl's default);
 *   field names are case-sensitive;
 * - a value of the wrong JSON type is the server's "cannot unmarshal" error; `null` is always
 *   accepted (Go leaves the zero value);
 * - integers must be whole and fit their Go type (int32/int64); IntOrString takes an int32 or a
 *   string; a Quantity a string in quantity syntax or a number; `[]byte` base64; `metav1.Time`
 *   RFC 3339;
 * - `required` fields and `+enum` values, which the server's validation enforces, are checked
 *   outside `status` (the API server ignores status on create).
 *
 * References are resolved lazily by name, so recursive definitions (JSONSchemaProps) cost nothing
 * until an object nests that deep.
 */

export type ResolveDefinition = (name: string) => CompactSchema | undefined;

export interface DecodeOptions {
  readonly resolve: ResolveDefinition;
  /** Depth beyond which the walk stops (bounded cost on hostile input). Default 200. */
  readonly maxDepth?: number;
}

interface Walk {
  readonly resolve: ResolveDefinition;
  readonly maxDepth: number;
  readonly out: SchemaViolation[];
}

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;
const IDENT = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;

/** Violations of `object` against the definition `root` (e.g. `io.k8s.api.apps.v1.Deployment`). */
export function decodeBuiltin(object: unknown, root: string, options: DecodeOptions): SchemaViolation[] {
  const walk: Walk = { resolve: options.resolve, maxDepth: options.maxDepth ?? 200, out: [] };
  visit(walk, object, { $ref: root }, undefined, 0, false);
  return walk.out;
}

function deref(walk: Walk, schema: CompactSchema): CompactSchema | undefined {
  let s: CompactSchema | undefined = schema;
  for (let hops = 0; s?.$ref !== undefined && hops < 16; hops++) s = walk.resolve(s.$ref);
  return s?.$ref === undefined ? s : undefined;
}

function child(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : IDENT.test(key) ? `${path}.${key}` : `${path}[${key}]`;
}

/** The field path of a location ("spec.containers[0].name"), built only for a violation. */
function pathOf(loc: Loc | undefined): string {
  const keys: (string | number)[] = [];
  for (let l = loc; l; l = l.parent) keys.push(l.key);
  let out = '';
  for (let i = keys.length - 1; i >= 0; i--) out = child(out, keys[i]!);
  return out;
}

function goType(schema: CompactSchema): string {
  switch (schema.format) {
    case 'int32':
    case 'int64':
      return schema.format;
    case 'double':
      return 'float64';
    case 'byte':
      return '[]byte';
    case 'date-time':
      return 'metav1.Time';
    default:
      break;
  }
  switch (schema.type) {
    case 'object':
      return schema.properties ? 'a struct' : 'map';
    case 'array':
      return 'a list';
    case 'integer':
      return 'int';
    case 'number':
      return 'float64';
    default:
      return schema.type ?? 'value';
  }
}

function expected(schema: CompactSchema): string {
  switch (schema.type) {
    case 'object':
      return 'a mapping';
    case 'array':
      return 'a list';
    case 'string':
      return schema.format === 'byte' ? 'a base64-encoded string' : schema.format === 'date-time' ? 'an RFC 3339 date-time string such as "2026-01-02T15:04:05Z"' : 'a string';
    case 'integer':
      return schema.format === 'int32' ? 'an integer (int32)' : 'an integer';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    default:
      return 'a value';
  }
}

function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'object' : typeof value;
}

function typeError(walk: Walk, loc: Loc | undefined, want: string, value: unknown, go: string, hint?: string): void {
  walk.out.push({
    ruleId: 'schema/type',
    severity: 'error',
    pointer: pointerOf(loc),
    at: 'value',
    message: atField(pathOf(loc), `expected ${want}, found ${describeValue(value)} (the API server cannot decode a JSON ${jsonKind(value)} into Go ${go})`),
    ...(hint ? { hint } : {}),
  });
}

function visit(walk: Walk, value: unknown, raw: CompactSchema, loc: Loc | undefined, depth: number, inStatus: boolean): void {
  if (value === null || value === undefined || depth > walk.maxDepth) return;
  const schema = deref(walk, raw);
  if (schema === undefined) return;
  switch (schema.format) {
    case 'int-or-string':
      if (typeof value === 'string') return;
      if (typeof value === 'number' && Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX) return;
      typeError(walk, loc, 'an integer (int32) or a string', value, 'intstr.IntOrString', typeof value === 'number' ? 'Write a whole number, or a string such as "25%".' : undefined);
      return;
    case 'quantity':
      if (typeof value === 'number') return;
      if (typeof value === 'string') {
        // resource.Quantity's UnmarshalJSON trims surrounding space first ("1Gi " is 1Gi).
        if (!QUANTITY.test(value.trim())) {
          walk.out.push({
            ruleId: 'schema/format',
            severity: 'error',
            pointer: pointerOf(loc),
            at: 'value',
            message: atField(pathOf(loc), `Invalid value: expected a quantity such as "500m", "2" or "64Gi", found ${describeValue(value)} (quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$')`),
            hint: 'Binary suffixes are Ki, Mi, Gi, Ti, Pi, Ei; decimal ones m, k, M, G, T, P, E (case-sensitive: "1gi" and "64GB" are not quantities).',
          });
        }
        return;
      }
      typeError(walk, loc, 'a quantity (a string such as "500m" or a number)', value, 'resource.Quantity');
      return;
    default:
      break;
  }
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') {
        typeError(walk, loc, expected(schema), value, goType(schema) === 'value' ? 'string' : goType(schema), typeof value === 'number' || typeof value === 'boolean' ? `Quote the value ("${String(value)}"): this field is a string.` : undefined);
        return;
      }
      if (schema.format === 'byte' && !isBase64(value)) {
        walk.out.push({ ruleId: 'schema/format', severity: 'error', pointer: pointerOf(loc), at: 'value', message: atField(pathOf(loc), `Invalid value: expected base64-encoded data, found ${describeValue(value)} (illegal base64 data)`), hint: 'Encode the value with base64, or put the plain text under stringData instead of data.' });
        return;
      }
      if (schema.format === 'date-time' && !isRfc3339(value)) {
        walk.out.push({ ruleId: 'schema/format', severity: 'error', pointer: pointerOf(loc), at: 'value', message: atField(pathOf(loc), `Invalid value: expected ${expected(schema)}, found ${describeValue(value)}`) });
        return;
      }
      if (!inStatus && schema.enum && value !== '' && !schema.enum.includes(value)) {
        walk.out.push({
          ruleId: 'schema/enum',
          severity: 'error',
          pointer: pointerOf(loc),
          at: 'value',
          message: atField(pathOf(loc), `Unsupported value: expected one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}, found ${describeValue(value)}`),
          ...(closest(value, schema.enum) ? { hint: `Did you mean "${closest(value, schema.enum)!}"?` } : {}),
        });
      }
      return;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        typeError(walk, loc, expected(schema), value, goType(schema), typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? `Remove the quotes: write ${value.trim()}, not "${value}".` : undefined);
        return;
      }
      if (schema.format === 'int32' && (value < INT32_MIN || value > INT32_MAX)) {
        typeError(walk, loc, `an integer between ${INT32_MIN} and ${INT32_MAX} (int32)`, value, 'int32');
      }
      return;
    case 'number':
      if (typeof value !== 'number') typeError(walk, loc, expected(schema), value, 'float64');
      return;
    case 'boolean':
      if (typeof value !== 'boolean') typeError(walk, loc, expected(schema), value, 'bool', typeof value === 'string' && /^(true|false)$/i.test(value) ? `Remove the quotes: write ${value.toLowerCase()}.` : undefined);
      return;
    case 'array': {
      if (!Array.isArray(value)) {
        typeError(walk, loc, 'a list', value, 'a slice', isRecord(value) ? 'Write the items as a YAML list ("- ..." lines).' : undefined);
        return;
      }
      const items = schema.items;
      if (items === undefined) return;
      for (let i = 0; i < value.length; i++) visit(walk, value[i], items, { parent: loc, key: i }, depth + 1, inStatus);
      return;
    }
    case 'object':
      if (!isRecord(value)) {
        typeError(walk, loc, 'a mapping', value, goType(schema));
        return;
      }
      visitObject(walk, value, schema, loc, depth, inStatus);
      return;
    default:
      return; // no type: any value (RawExtension, apiextensions JSON)
  }
}

function visitObject(walk: Walk, value: Record<string, unknown>, schema: CompactSchema, loc: Loc | undefined, depth: number, inStatus: boolean): void {
  const properties = schema.properties;
  const additional = schema.additionalProperties;
  if (properties === undefined && additional === undefined) return; // a free-form mapping
  for (const key of Object.keys(value)) {
    const childLoc: Loc = { parent: loc, key };
    const prop = properties?.[key];
    const sub = prop !== undefined && Object.prototype.hasOwnProperty.call(properties, key) ? prop : additional;
    if (sub === undefined) {
      walk.out.push(unknownField(childLoc, pathOf(childLoc), key, properties ? Object.keys(properties) : []));
      continue;
    }
    visit(walk, value[key], sub, childLoc, depth + 1, inStatus || (depth === 0 && key === 'status'));
  }
  if (!inStatus && schema.required) {
    for (const key of schema.required) {
      if (value[key] !== undefined && value[key] !== null) continue;
      const path = pathOf(loc);
      const target = child(path, key);
      walk.out.push({
        ruleId: 'schema/required',
        severity: 'error',
        pointer: pointerOf(loc),
        at: 'key',
        message: `${target}: Required value: expected field "${key}"${path === '' ? '' : ` in ${path}`}, found ${value[key] === null ? 'null' : 'nothing'}`,
        hint: `Add ${target}.`,
      });
    }
  }
}

function unknownField(loc: Loc, path: string, key: string, known: readonly string[]): SchemaViolation {
  const guess = closest(key, known);
  const listed = known.length === 0 ? 'no fields are declared here' : known.length <= 12 ? `expected one of ${[...known].sort().join(', ')}` : `expected one of the ${known.length} fields of this object`;
  return {
    ruleId: 'schema/unknown-field',
    severity: 'error',
    pointer: pointerOf(loc),
    at: 'key',
    message: `unknown field "${path}": ${listed}`,
    hint: guess ? `Did you mean "${guess}"?` : "Remove the field; the API server rejects it with fieldValidation=Strict (kubectl's default) and drops it otherwise.",
  };
}

/** Go's base64.StdEncoding (padding required; CR and LF ignored), as encoding/json decodes []byte. */
export function isBase64(s: string): boolean {
  const t = s.replace(/[\r\n]/g, '');
  return t.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(t);
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-](\d{2}):(\d{2}))$/;

/** Go's time.Parse(time.RFC3339, s), as metav1.Time decodes. */
export function isRfc3339(s: string): boolean {
  const m = RFC3339.exec(s);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number) as [number, number, number, number, number, number];
  const days = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (month < 1 || month > 12 || day < 1 || day > days[month - 1]! || hour > 23 || minute > 59 || second > 59) return false;
  if (m[9] !== undefined && (Number(m[9]) > 23 || Number(m[10]) > 59)) return false;
  return true;
}
