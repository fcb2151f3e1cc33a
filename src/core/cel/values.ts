import { celList, celMap, isCelList, isCelMap, isCelUint, type CelInput, type CelValue } from '@bufbuild/cel';
import { celToQuantity, isCelQuantity } from './library.js';
import { formatQuantity } from './quantity.js';
import type { SchemaHint } from './types.js';

/**
 * JSON (as parsed from YAML) → CEL input, with Kubernetes' number typing:
 * - with a schema: `type: integer` → int (BigInt), `type: number` → double;
 * - without one (or under int-or-string / preserve-unknown-fields): whole numbers → int,
 *   others → double, which is how the API server's unstructured decoding types them.
 * JS numbers are never handed to CEL as ints by accident: `self.n + 1` works for n: 3.
 */
export function toCelValue(value: unknown, options: { schema?: SchemaHint } = {}): CelInput {
  return convert(value, options.schema);
}

function convert(value: unknown, schema: SchemaHint | undefined): CelInput {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'number':
      if (schema?.type === 'number') return value;
      // Whole numbers are int64 up to 2^63 (also above 2^53); larger ones decode as float64, as in the API server.
      return Number.isInteger(value) && value >= -(2 ** 63) && value < 2 ** 63 ? BigInt(value) : value;
    case 'string':
    case 'boolean':
    case 'bigint':
      return value;
    case 'object': {
      // Build CEL lists and maps once: plain objects would be re-wrapped on every access.
      if (Array.isArray(value)) {
        const items = schema?.items;
        return celList(value.map((v) => convert(v, items)));
      }
      const out = new Map<string, CelInput>();
      const props = schema?.properties;
      const extra = typeof schema?.additionalProperties === 'object' ? schema.additionalProperties : undefined;
      // Object.keys, not Object.entries: the same keys in the same order, without a pair per key.
      const record = value as Record<string, unknown>;
      for (const k of Object.keys(record)) {
        const v = record[k];
        if (v === undefined) continue;
        out.set(k, convert(v, props?.[k] ?? extra));
      }
      return celMap(out);
    }
    default:
      return null;
  }
}

/** CEL value → plain JSON-like data for messages and tests (ints become numbers when safe). */
export function fromCelValue(value: CelValue): unknown {
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (isCelUint(value)) return Number(value.value);
  if (isCelList(value)) return Array.from(value, fromCelValue);
  if (isCelMap(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of value) out[String(k)] = fromCelValue(v);
    return out;
  }
  if (isCelQuantity(value)) return formatQuantity(celToQuantity(value));
  return value;
}

/** How a CEL value prints in a message, close to cel-go's formatting. */
export function formatCelValue(value: CelValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return 'null';
  return JSON.stringify(fromCelValue(value));
}
