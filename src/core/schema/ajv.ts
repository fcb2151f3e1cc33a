import { _, Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { describeValue, isRecord } from '../manifest/manifest.js';
import { appendPointer, getAtPointer } from '../yaml/pointer.js';
import { atField, describeExpected, fieldPath, KNOWN_PATTERNS, plural } from './describe.js';
import { formatChecker } from './formats.js';
import { compileRe2, shortPattern } from '../kube/re2.js';
import type { SchemaViolation } from './types.js';
import { compileWithCodeStore, type AjvFlavour, type ValidatorCodeStore } from './ajv-standalone.js';

/**
 * The value keywords of a CRD schema, compiled by ajv 8 with Kubernetes semantics:
 * RE2 patterns, the API server's formats, OpenAPI `nullable`, `x-kubernetes-int-or-string`,
 * and list-type set/map uniqueness. Unknown fields, nulls and defaults are handled before
 * (normalize.ts); CEL after (cel.ts).
 */

const re2RegExp = Object.assign(
  (pattern: string): { test(input: string): boolean } => {
    const compiled = compileRe2(pattern);
    if (!compiled.ok) throw new Error(`pattern ${JSON.stringify(pattern)} is not a valid RE2 expression: ${compiled.error}`);
    return compiled.re;
  },
  // How standalone validator code (ajv-standalone.ts) refers to this function.
  { code: 'require("driftgate:ajv-k8s").re2RegExp' },
);

interface IntOrStringSchema {
  readonly nullable: boolean;
}
interface ListTypeSchema {
  readonly type: 'set' | 'map';
  readonly keys: readonly string[];
}

type KeywordValidate = ((schema: never, data: unknown, parentSchema?: unknown, cxt?: { instancePath: string }) => boolean) & {
  errors?: Partial<ErrorObject>[];
};

function intOrString(): KeywordValidate {
  const fn: KeywordValidate = (schema: IntOrStringSchema, data: unknown, parentSchema?: unknown): boolean => {
    if (typeof data === 'string' || (typeof data === 'number' && Number.isInteger(data)) || (data === null && schema.nullable)) return true;
    // ajv adds parentSchema/data (verbose) only to its own errors.
    fn.errors = [{ keyword: 'k8sIntOrString', message: 'must be an integer or a string', params: {}, parentSchema: parentSchema as never, data }];
    return false;
  };
  return fn as KeywordValidate;
}

/** A canonical string for deep equality of JSON values (object keys sorted). */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

function listType(): KeywordValidate {
  const fn: KeywordValidate = (schema: ListTypeSchema, data: unknown, _parent?: unknown, cxt?: { instancePath: string }): boolean => {
    if (!Array.isArray(data) || data.length === 0) return true;
    const base = cxt?.instancePath ?? '';
    const errors: Partial<ErrorObject>[] = [];
    const seen = new Map<string, number>();
    const reported = new Set<string>();
    if (schema.type === 'map') {
      for (let i = 0; i < data.length; i++) {
        const item: unknown = data[i];
        if (item !== null && !isRecord(item)) {
          errors.push({ keyword: 'k8sListType', instancePath: `${base}/${i}`, message: 'must be an object for an array of list-type map', params: { notObject: true } });
          fn.errors = errors;
          return false; // the API server stops at the first such item
        }
      }
    }
    if (data.length < 2) return true;
    for (let i = 0; i < data.length; i++) {
      const item: unknown = data[i];
      let key: string;
      let shown: unknown;
      if (schema.type === 'set') {
        key = typeof item === 'string' ? `s${item}` : canonical(item);
        shown = item;
      } else {
        const tuple: Record<string, unknown> = {};
        if (isRecord(item)) for (const k of schema.keys) if (k in item) tuple[k] = item[k];
        key = canonical(tuple);
        shown = tuple;
      }
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, i);
      } else if (!reported.has(key)) {
        reported.add(key);
        errors.push({ keyword: 'k8sListType', instancePath: `${base}/${i}`, message: 'duplicate', params: { first, key: shown, listType: schema.type } });
      }
    }
    if (errors.length === 0) return true;
    fn.errors = errors;
    return false;
  };
  return fn as KeywordValidate;
}

// One instance of each keyword function: compiled validators and standalone code call the same ones.
const INT_OR_STRING = intOrString();
const LIST_TYPE = listType();
const K8S_FORMAT_NAMES = [
  'bsonobjectid', 'uri', 'email', 'hostname', 'ipv4', 'ipv6', 'cidr', 'mac', 'uuid', 'uuid3', 'uuid4', 'uuid5', 'isbn', 'isbn10',
  'isbn13', 'creditcard', 'ssn', 'hexcolor', 'rgbcolor', 'byte', 'password', 'date', 'duration', 'datetime', 'quantity',
  'k8sshortname', 'k8slongname',
] as const;
let k8sFormats: Record<string, { type: 'string'; validate: (value: string) => boolean }> | undefined;
function kubernetesFormats(): Record<string, { type: 'string'; validate: (value: string) => boolean }> {
  k8sFormats ??= Object.fromEntries(K8S_FORMAT_NAMES.map((name) => [`k8s:${name}`, { type: 'string' as const, validate: formatChecker(name)!.validate }]));
  return k8sFormats;
}

/** What standalone validator code reaches through `require("driftgate:ajv-k8s")`. */
export function kubernetesAjvRuntime(): Record<string, unknown> {
  return { intOrString: INT_OR_STRING, listType: LIST_TYPE, re2RegExp, formats: kubernetesFormats() };
}
/** The keyword functions by the code that names them in standalone output. */
export const KUBERNETES_KEYWORD_CODE: ReadonlyMap<unknown, string> = new Map<unknown, string>([
  [INT_OR_STRING, 'require("driftgate:ajv-k8s").intOrString'],
  [LIST_TYPE, 'require("driftgate:ajv-k8s").listType'],
]);

let sharedAjv: Ajv | undefined;

/** One ajv instance with the Kubernetes keywords and formats. */
export function kubernetesAjv(): Ajv {
  if (sharedAjv) return sharedAjv;
  const ajv = new Ajv({
    allErrors: true, // report everything; also avoids deep `if` nesting on huge flat objects
    strict: true,
    strictTypes: false, // int-or-string and preserve-unknown nodes have no type
    strictTuples: false,
    strictRequired: false,
    verbose: true,
    useDefaults: false, // defaults are applied before validation, the API server's way
    validateFormats: true,
    unicodeRegExp: true,
    // source: standalone code can be written from a compiled validator (ajv-standalone.ts).
    code: { regExp: re2RegExp, source: true, formats: _`require("driftgate:ajv-k8s").formats` },
    // The schemas are generated by toAjvSchema from structurally checked CRDs; validating them
    // against ajv's meta-schema again costs ~150 ms of start-up for nothing.
    validateSchema: false,
  });
  ajv.addKeyword({ keyword: 'k8sIntOrString', schemaType: 'object', errors: true, validate: INT_OR_STRING as never });
  ajv.addKeyword({ keyword: 'k8sListType', type: 'array', schemaType: 'object', errors: true, validate: LIST_TYPE as never });
  for (const [name, format] of Object.entries(kubernetesFormats())) ajv.addFormat(name, format);
  sharedAjv = ajv;
  return ajv;
}

/** kubernetesAjv's validators as standalone code (ajv-standalone.ts). */
export const KUBERNETES_AJV: AjvFlavour = { name: 'k8s', ajv: kubernetesAjv, runtime: kubernetesAjvRuntime, keywordCode: KUBERNETES_KEYWORD_CODE };

export { toAjvSchema, toAjvSubschema, type ToAjvOptions } from './ajv-schema.js';

export interface CompiledAjv {
  readonly validate: ValidateFunction;
}

/**
 * Compiles; ajv errors (and stack exhaustion on pathological schemas) come back as a message.
 * A validator generated at build time, or found in `store`, is loaded instead of compiled.
 */
export function compileAjv(schema: Record<string, unknown>, store?: ValidatorCodeStore): { ok: true; compiled: CompiledAjv } | { ok: false; error: string; tooLarge: boolean } {
  try {
    return { ok: true, compiled: { validate: compileWithCodeStore(KUBERNETES_AJV, schema, store) } };
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, error: 'schema too large for in-process validation (the compiler exhausted the stack)', tooLarge: true };
    return { ok: false, error: error instanceof Error ? error.message : String(error), tooLarge: false };
  }
}

const BLOCKING = new Set(['type', 'k8sIntOrString', 'required', 'enum', 'maxLength', 'maxItems', 'maxProperties']);

export interface ConvertedErrors {
  readonly violations: SchemaViolation[];
  /** Pointers with errors that make CEL evaluation unsafe below them (the API server's "blocking" errors). */
  readonly blocking: string[];
}

/** ajv errors → violations with Kubernetes-like messages saying what was expected and found. */
export function convertErrors(errors: readonly ErrorObject[], data: unknown): ConvertedErrors {
  const violations: SchemaViolation[] = [];
  const blocking: string[] = [];
  // Errors inside anyOf/oneOf branches only explain why a branch failed: fold them into one.
  const compositions = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.schemaPath + '/');
  const typeErrorAt = new Set(errors.filter((e) => e.keyword === 'type' || e.keyword === 'k8sIntOrString').map((e) => e.instancePath));
  for (const e of errors) {
    if (compositions.some((prefix) => e.schemaPath.startsWith(prefix))) continue;
    if (e.keyword !== 'type' && e.keyword !== 'k8sIntOrString' && typeErrorAt.has(e.instancePath) && e.keyword !== 'required') continue;
    const v = convertOne(e, data);
    if (!v) continue;
    violations.push(v);
    if (BLOCKING.has(e.keyword)) blocking.push(e.instancePath);
  }
  return { violations, blocking };
}

function err(ruleId: string, pointer: string, message: string, at: 'key' | 'value' = 'value', hint?: string): SchemaViolation {
  return { ruleId, severity: 'error', pointer, at, message, ...(hint ? { hint } : {}) };
}

function convertOne(e: ErrorObject, data: unknown): SchemaViolation | undefined {
  const pointer = e.instancePath;
  const path = fieldPath(data, pointer);
  const value = e.data !== undefined ? e.data : getAtPointer(data, pointer);
  const found = describeValue(value);
  const params = e.params as Record<string, unknown>;
  const parent = e.parentSchema;
  switch (e.keyword) {
    case 'type':
    case 'k8sIntOrString':
      return err('schema/type', pointer, atField(path, `expected ${describeExpected(parent)}, found ${found}`));
    case 'required': {
      const missing = String(params.missingProperty);
      const target = path === '' ? missing : `${path}.${missing}`;
      return err('schema/required', pointer, `${target}: Required value: expected field "${missing}"${path === '' ? '' : ` in ${path}`}, found nothing`, 'key', `Add ${target}.`);
    }
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return err('schema/enum', pointer, atField(path, `Unsupported value: expected one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}, found ${found}`));
    }
    case 'pattern': {
      const pattern = String(params.pattern);
      const known = KNOWN_PATTERNS.get(pattern);
      return known
        ? err('schema/pattern', pointer, atField(path, `Invalid value: expected ${known}, found ${found}`), 'value', `The schema requires the pattern '${pattern}'.`)
        : err('schema/pattern', pointer, atField(path, `Invalid value: expected a string matching '${shortPattern(pattern)}', found ${found}`));
    }
    case 'format': {
      const name = String(params.format).replace(/^k8s:/, '');
      const expected = formatChecker(name)?.expected ?? `a ${name}`;
      return err('schema/format', pointer, atField(path, `Invalid value: expected ${expected}, found ${found}`));
    }
    case 'maxLength':
    case 'minLength': {
      const limit = Number(params.limit);
      const length = typeof value === 'string' ? [...value].length : 0;
      return e.keyword === 'maxLength'
        ? err('schema/length', pointer, atField(path, `Too long: expected at most ${plural(limit, 'character')}, found ${length}`))
        : err('schema/length', pointer, atField(path, `Invalid value: expected at least ${plural(limit, 'character')}, found ${length === 0 ? 'an empty string' : length}`));
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const cmp = String(params.comparison).replace('>=', '≥').replace('<=', '≤');
      return err('schema/range', pointer, atField(path, `Invalid value: expected a value ${cmp} ${String(params.limit)}, found ${String(value)}`));
    }
    case 'multipleOf':
      return err('schema/range', pointer, atField(path, `Invalid value: expected a multiple of ${String(params.multipleOf)}, found ${String(value)}`));
    case 'maxItems':
    case 'minItems': {
      const limit = Number(params.limit);
      const n = Array.isArray(value) ? value.length : 0;
      return e.keyword === 'maxItems'
        ? err('schema/list-size', pointer, atField(path, `Too many: expected at most ${plural(limit, 'item')}, found ${n}`))
        : err('schema/list-size', pointer, atField(path, `Invalid value: expected at least ${plural(limit, 'item')}, found ${n}`));
    }
    case 'maxProperties':
    case 'minProperties': {
      const limit = Number(params.limit);
      const n = isRecord(value) ? Object.keys(value).length : 0;
      return err(
        'schema/property-count',
        pointer,
        atField(path, `${e.keyword === 'maxProperties' ? 'Too many' : 'Invalid value'}: expected ${e.keyword === 'maxProperties' ? 'at most' : 'at least'} ${plural(limit, 'field')}, found ${n}`),
      );
    }
    case 'uniqueItems': {
      const i = Number(params.i);
      const j = Number(params.j);
      const dupPointer = appendPointer(pointer, j);
      const list = Array.isArray(value) ? value : [];
      return err('schema/duplicate', dupPointer, `${fieldPath(data, dupPointer)}: Duplicate value: expected unique items, found ${describeValue(list[j])} again (also at index ${i})`);
    }
    case 'k8sListType': {
      // instancePath points at the offending item; e.data is the whole list.
      const item = describeValue(getAtPointer(data, pointer));
      if (params.notObject === true) {
        return err('schema/type', pointer, atField(path, `expected a mapping (an item of a list-type map), found ${item}`));
      }
      const first = Number(params.first);
      if (params.listType === 'set') {
        return err('schema/duplicate', pointer, atField(path, `Duplicate value: expected unique items (x-kubernetes-list-type: set), found ${item} again (first at index ${first})`));
      }
      const key = isRecord(params.key) ? params.key : {};
      const keyText = Object.keys(key).length === 0 ? 'no key fields' : Object.entries(key).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ');
      return err('schema/duplicate', pointer, atField(path, `Duplicate value: expected unique keys (x-kubernetes-list-type: map), found ${keyText} again (first at index ${first})`));
    }
    case 'anyOf': {
      const alternatives = Array.isArray(parent?.anyOf) ? (parent.anyOf as unknown[]).map(describeExpected) : [];
      const why = alternatives.length > 0 ? `expected ${alternatives.join(', or ')}` : 'expected a value matching at least one schema in anyOf';
      return err('schema/composition', pointer, atField(path, `Invalid value: ${why}, found ${found}`));
    }
    case 'oneOf': {
      const passing = params.passingSchemas;
      const detail = Array.isArray(passing) ? `${passing.length} of them match` : 'none of them match';
      return err('schema/composition', pointer, atField(path, `Invalid value: expected a value matching exactly one schema in oneOf, found ${found} (${detail})`));
    }
    case 'not':
      return err('schema/composition', pointer, atField(path, `Invalid value: expected a value that does not match the "not" schema, found ${found}`));
    default:
      return err('schema/invalid', pointer, atField(path, `Invalid value: ${e.message ?? 'does not match the schema'}, found ${found}`));
  }
}
