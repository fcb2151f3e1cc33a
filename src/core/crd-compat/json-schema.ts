import { isRecord } from '../manifest/manifest.js';
import { compileRe2 } from '../kube/re2.js';
import { escapeSegment } from '../yaml/pointer.js';

/**
 * A small JSON-schema validator for the subset the gate's config schema uses (type,
 * properties, additionalProperties: false, required, enum, const, minLength, maxProperties,
 * minimum, pattern, items). It keeps the gate free of a schema compiler at startup; the
 * published schema (policies/crd-compat.schema.json) is the same object, for editors.
 * Errors are shaped like Ajv's, so messages can name the keyword and the place.
 */

export interface SchemaError {
  /** JSON pointer of the value that failed. */
  readonly instancePath: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
}

type Schema = Readonly<Record<string, unknown>>;

export function validateJsonSchema(value: unknown, schema: Schema): SchemaError[] {
  const errors: SchemaError[] = [];
  check(value, schema, '', errors);
  return errors;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}


function check(value: unknown, schema: Schema, path: string, errors: SchemaError[]): void {
  const error = (keyword: string, params: Record<string, unknown> = {}): void => {
    errors.push({ instancePath: path, keyword, params });
  };
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    if (!types.some((t) => typeMatches(value, t))) {
      error('type', { type: types.join(',') });
      return;
    }
  }
  if (Object.hasOwn(schema, 'const') && JSON.stringify(value) !== JSON.stringify(schema.const)) error('const', { allowedValue: schema.const });
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => e === value)) error('enum', { allowedValues: schema.enum });
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && [...value].length < schema.minLength) error('minLength', { limit: schema.minLength });
    if (typeof schema.pattern === 'string' && !matchesPattern(schema.pattern, value)) error('pattern', { pattern: schema.pattern });
  }
  if (typeof value === 'number' && typeof schema.minimum === 'number' && value < schema.minimum) error('minimum', { limit: schema.minimum });
  if (Array.isArray(value) && isRecord(schema.items)) {
    value.forEach((item, i) => check(item, schema.items as Schema, `${path}/${i}`, errors));
  }
  if (isRecord(value)) {
    const properties = isRecord(schema.properties) ? schema.properties : {};
    if (Array.isArray(schema.required)) {
      for (const name of schema.required as string[]) if (!Object.hasOwn(value, name)) error('required', { missingProperty: name });
    }
    if (typeof schema.maxProperties === 'number' && Object.keys(value).length > schema.maxProperties) error('maxProperties', { limit: schema.maxProperties });
    for (const [name, child] of Object.entries(value)) {
      const sub = properties[name];
      if (isRecord(sub)) check(child, sub, `${path}/${escapeSegment(name)}`, errors);
      else if (schema.additionalProperties === false) error('additionalProperties', { additionalProperty: name });
    }
  }
}

/** JSON Schema `pattern` (an unanchored search), run on the RE2 engine like every other pattern. */
function matchesPattern(pattern: string, value: string): boolean {
  const compiled = compileRe2(pattern);
  return compiled.ok && compiled.re.test(value);
}
