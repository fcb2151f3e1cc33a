import { isRecord } from '../manifest/manifest.js';
import { compileRe2 } from '../kube/re2.js';

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
  if (!compilesSafely(schema, 0)) return schema;
  return prune(schema, [value]);
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
        if (typeof v !== 'string' || !v.startsWith('k8s:')) return false;
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
