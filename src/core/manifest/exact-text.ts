// The exact text of a parsed value, for keys that must never confuse two different values.

/**
 * A text that equals another exactly when the two values are the same data, object keys in the
 * same order: JSON, except that the numbers JSON writes as null or as 0 (NaN, ±Infinity, -0) are
 * written apart, and a member or item that is undefined is written (as `u`) rather than dropped.
 * Undefined for anything but plain data (a Date, a Map, a bigint, a function): no text names it
 * exactly. A verdict computed against an old object is kept under this text of it (verdictItem,
 * manifest.ts).
 */
export function exactValueText(value: unknown): string | undefined {
  switch (typeof value) {
    case 'undefined':
      return 'u';
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (Number.isNaN(value)) return 'nan';
      if (value === Infinity) return 'inf';
      if (value === -Infinity) return '-inf';
      return Object.is(value, -0) ? '-0' : String(value);
    case 'object':
      break;
    default:
      return undefined;
  }
  if (value === null) return 'null';
  const parts: string[] = [];
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) {
      const text = exactValueText(item);
      if (text === undefined) return undefined;
      parts.push(text);
    }
    return `[${parts.join(',')}]`;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return undefined;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const text = exactValueText(record[key]);
    if (text === undefined) return undefined;
    parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}
