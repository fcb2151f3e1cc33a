import { isRecord } from '../manifest/manifest.js';
import { compileRe2 } from '../kube/re2.js';
import { formatChecker } from './formats.js';

/**
 * An ajv schema cut down to the shape of the values it will check (issue #29): a default is
 * validated against its whole subtree, and compiling a large subtree costs milliseconds, while
 * ajv applies `properties[k]` only to objects holding `k`, `items` only to array elements and
 * `additionalProperties` only to keys outside `properties`. Dropping the parts no value reaches
 * leaves the same errors in the same order (instance and schema paths are unchanged), and the
 * small schemas that remain repeat, so the validator memo serves most of them.
 *
 * One difference would remain: a part ajv refuses to compile (a bad pattern, a keyword value of
 * the wrong type) fails the whole compile, and the caller then reports no schema errors. So the
 * cut is made only when every keyword of the whole schema is one ajv is known to compile; any
 * other schema is returned as it is.
 */
export function pruneToShape(schema: Record<string, unknown>, value: unknown): Record<string, unknown> {
  return shapeDefault(schema, value).schema;
}

/**
 * The schema cut to the value's shape, and whether the value is valid against it for certain
 * without compiling: a direct check of the keywords ajv would check, for the common case of a
 * valid default. It answers `valid: true` only when every keyword it meets is one it decides
 * exactly as ajv does; anything else (a failure, composition keywords, multipleOf, duplicate
 * checks of lists) is left to ajv, which then gives the errors and their wording.
 */
export function shapeDefault(schema: Record<string, unknown>, value: unknown): { readonly schema: Record<string, unknown>; readonly valid: boolean } {
  if (!compilesSafely(schema, 0)) return { schema, valid: false };
  const pruned = prune(schema, [value]);
  return { schema: pruned, valid: validForCertain(pruned, value) };
}

/** ajv's JSON type test, strict where ajv is loose (Infinity is no integer here): false means "not known". */
function hasType(value: unknown, type: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'object':
      return isRecord(value);
    case 'array':
      return Array.isArray(value);
    case 'null':
      return value === null;
    default:
      return false;
  }
}

/** Code points, as ajv's ucs2length counts them. */
function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

function validForCertain(schema: Readonly<Record<string, unknown>>, value: unknown): boolean {
  for (const [key, v] of Object.entries(schema)) {
    switch (key) {
      case 'type':
        if (!hasType(value, v) && !(value === null && schema.nullable === true)) return false;
        break;
      case 'nullable':
        break;
      case 'enum':
        if (!(v as unknown[]).some((allowed) => allowed === value && (allowed === null || typeof allowed !== 'object'))) return false;
        break;
      case 'maxLength':
        if (typeof value === 'string' && !(codePoints(value) <= (v as number))) return false;
        break;
      case 'minLength':
        if (typeof value === 'string' && !(codePoints(value) >= (v as number))) return false;
        break;
      case 'pattern':
        if (typeof value === 'string') {
          const compiled = compileRe2(v as string);
          if (!compiled.ok || !compiled.re.test(value)) return false;
        }
        break;
      case 'format':
        if (typeof value === 'string' && formatChecker((v as string).slice('k8s:'.length))?.validate(value) !== true) return false;
        break;
      case 'minimum':
        if (typeof value === 'number' && !(value >= (v as number))) return false;
        break;
      case 'maximum':
        if (typeof value === 'number' && !(value <= (v as number))) return false;
        break;
      case 'exclusiveMinimum':
        if (typeof value === 'number' && !(value > (v as number))) return false;
        break;
      case 'exclusiveMaximum':
        if (typeof value === 'number' && !(value < (v as number))) return false;
        break;
      case 'maxItems':
        if (Array.isArray(value) && !(value.length <= (v as number))) return false;
        break;
      case 'minItems':
        if (Array.isArray(value) && !(value.length >= (v as number))) return false;
        break;
      case 'maxProperties':
        if (isRecord(value) && !(Object.keys(value).length <= (v as number))) return false;
        break;
      case 'minProperties':
        if (isRecord(value) && !(Object.keys(value).length >= (v as number))) return false;
        break;
      case 'uniqueItems':
        if (v === true && Array.isArray(value) && value.length > 1) return false;
        break;
      case 'required':
        if (isRecord(value) && !(v as unknown[]).every((name) => typeof name === 'string' && value[name] !== undefined)) return false;
        break;
      case 'properties':
        if (isRecord(value)) {
          for (const [name, sub] of Object.entries(v as Record<string, Record<string, unknown>>)) {
            const reached = value[name];
            if (reached !== undefined && !validForCertain(sub, reached)) return false;
          }
        }
        break;
      case 'additionalProperties':
        if (isRecord(value)) {
          const known = isRecord(schema.properties) ? schema.properties : {};
          for (const name of Object.keys(value)) if (!Object.hasOwn(known, name) && !validForCertain(v as Record<string, unknown>, value[name])) return false;
        }
        break;
      case 'items':
        if (Array.isArray(value) && !value.every((item) => validForCertain(v as Record<string, unknown>, item))) return false;
        break;
      case 'k8sIntOrString': {
        const nullable = (v as { nullable?: unknown }).nullable === true;
        if (!(typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value)) || (value === null && nullable))) return false;
        break;
      }
      case 'k8sListType':
        // One item has no duplicate; a list-type map's item must be an object. Longer lists: ajv.
        if (Array.isArray(value) && (value.length > 1 || ((v as { type?: unknown }).type === 'map' && value.length === 1 && value[0] !== null && !isRecord(value[0])))) return false;
        break;
      default:
        // allOf, anyOf, oneOf, not, multipleOf: ajv decides.
        return false;
    }
  }
  return true;
}

/** Keywords translate() writes, with the JSON type ajv requires of each value. */
const NUMBER_KEYWORDS = new Set(['maxLength', 'minLength', 'multipleOf', 'maxItems', 'minItems', 'maxProperties', 'minProperties', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']);
const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
/** Deeper schemas are left whole: ajv's compiler recursion could exhaust the stack on them. */
const MAX_DEPTH = 48;

function compilesSafely(schema: Readonly<Record<string, unknown>>, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  for (const [key, v] of Object.entries(schema)) {
    if (NUMBER_KEYWORDS.has(key)) {
      if (typeof v !== 'number') return false;
      continue;
    }
    switch (key) {
      case 'type':
        if (typeof v !== 'string' || !JSON_TYPES.has(v)) return false;
        break;
      case 'nullable':
        if (v !== true || typeof schema.type !== 'string') return false;
        break;
      case 'enum':
        if (!Array.isArray(v) || v.length === 0) return false;
        break;
      case 'required':
        if (!Array.isArray(v)) return false;
        break;
      case 'uniqueItems':
        if (typeof v !== 'boolean') return false;
        break;
      case 'pattern':
        if (typeof v !== 'string' || !compileRe2(v).ok) return false;
        break;
      case 'format':
        // translate() writes only formats the Kubernetes ajv instance knows.
        if (typeof v !== 'string' || !v.startsWith('k8s:') || !formatChecker(v.slice('k8s:'.length))) return false;
        break;
      case 'k8sIntOrString':
      case 'k8sListType':
        if (!isRecord(v)) return false;
        break;
      case 'properties':
        if (!isRecord(v) || !Object.values(v).every((p) => isRecord(p) && compilesSafely(p, depth + 1))) return false;
        break;
      case 'additionalProperties':
      case 'items':
      case 'not':
        if (!isRecord(v) || !compilesSafely(v, depth + 1)) return false;
        break;
      case 'allOf':
      case 'anyOf':
      case 'oneOf':
        if (!Array.isArray(v) || v.length === 0 || !v.every((p) => isRecord(p) && compilesSafely(p, depth + 1))) return false;
        break;
      default:
        return false;
    }
  }
  return true;
}

/** `schema` with only the parts that apply to some of `values` (the values found at its location). */
function prune(schema: Readonly<Record<string, unknown>>, values: readonly unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const objects = values.filter(isRecord);
  const arrays = values.filter(Array.isArray);
  for (const [key, v] of Object.entries(schema)) {
    switch (key) {
      case 'properties': {
        const props: Record<string, unknown> = {};
        for (const [name, sub] of Object.entries(v as Record<string, Record<string, unknown>>)) {
          // ajv's test, inherited properties included (an object's `constructor` is not undefined).
          const reached = objects.map((o) => o[name]).filter((v) => v !== undefined);
          if (reached.length > 0) props[name] = prune(sub, reached);
        }
        if (Object.keys(props).length > 0) out.properties = props;
        break;
      }
      case 'additionalProperties': {
        const known = isRecord(schema.properties) ? schema.properties : {};
        const reached = objects.flatMap((o) => Object.keys(o).filter((k) => !Object.hasOwn(known, k)).map((k) => o[k]));
        if (reached.length > 0) out.additionalProperties = prune(v as Record<string, unknown>, reached);
        break;
      }
      case 'items': {
        const reached = arrays.flat();
        if (reached.length > 0) out.items = prune(v as Record<string, unknown>, reached);
        break;
      }
      case 'not':
        out.not = prune(v as Record<string, unknown>, values);
        break;
      case 'allOf':
      case 'anyOf':
      case 'oneOf':
        out[key] = (v as Record<string, unknown>[]).map((branch) => prune(branch, values));
        break;
      default:
        out[key] = v;
    }
  }
  return out;
}
