import { shortPattern } from '../kube/re2.js';
import { describeValue, isRecord } from '../manifest/manifest.js';
import { parsePointer } from '../yaml/pointer.js';
import { formatChecker } from './formats.js';
import { DNS1123_LABEL, DNS1123_SUBDOMAIN } from '../kube/names.js';

/** Words for messages: "expected <describeExpected>, found <describeFound>". */

export { describeValue as describeFound };

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;

/**
 * The Kubernetes field path of a pointer ("spec.containers[0].name"), as the API server
 * prints it. Array indices are told apart from numeric map keys by looking at the data.
 */
export function fieldPath(root: unknown, pointer: string): string {
  let out = '';
  let current: unknown = root;
  for (const segment of parsePointer(pointer)) {
    if (Array.isArray(current)) {
      out += `[${segment}]`;
      current = current[Number(segment)];
      continue;
    }
    out += out === '' ? segment : IDENT.test(segment) ? `.${segment}` : `[${segment}]`;
    current = isRecord(current) ? current[segment] : undefined;
  }
  return out;
}

/** Patterns common in CRDs, described in words (the pattern itself goes into the hint). */
export const KNOWN_PATTERNS: ReadonlyMap<string, string> = new Map([
  [DNS1123_LABEL.source, "a lowercase RFC 1123 label (lower case alphanumeric characters or '-', starting and ending with an alphanumeric character)"],
  [DNS1123_SUBDOMAIN.source, "a lowercase RFC 1123 subdomain (lower case alphanumeric characters, '-' or '.')"],
  ['^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$', 'a Kubernetes quantity such as "500m", "2" or "64Gi"'],
]);

/** `field: message`, or just the message at the root. */
export function atField(path: string, message: string): string {
  return path === '' ? message : `${path}: ${message}`;
}

const ARTICLE_TYPE: Record<string, string> = {
  object: 'a mapping',
  array: 'a list',
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  null: 'null',
};

function num(n: unknown): string {
  return typeof n === 'number' ? String(n) : JSON.stringify(n);
}

/**
 * "an integer ≥ 0", "a string matching '^[a-z]+$' of at most 63 characters", "an integer or a
 * string", from an (ajv-translated or raw) schema node.
 */
export function describeExpected(schema: unknown): string {
  if (!isRecord(schema)) return 'a value';
  const parts: string[] = [];
  const type = schema.type;
  let base: string;
  if (Array.isArray(type)) base = type.map((t) => ARTICLE_TYPE[String(t)] ?? String(t)).join(' or ');
  else if (typeof type === 'string') base = ARTICLE_TYPE[type] ?? type;
  else if (schema.k8sIntOrString !== undefined || schema['x-kubernetes-int-or-string'] === true) base = 'an integer or a string';
  else base = 'a value';
  if (Array.isArray(schema.enum)) {
    return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  const isNullable = schema.nullable === true;
  // numeric bounds
  if (typeof schema.minimum === 'number') parts.push(`≥ ${num(schema.minimum)}`);
  if (typeof schema.exclusiveMinimum === 'number') parts.push(`> ${num(schema.exclusiveMinimum)}`);
  if (schema.exclusiveMinimum === true && typeof schema.minimum === 'number') parts.splice(parts.length - 1, 1, `> ${num(schema.minimum)}`);
  if (typeof schema.maximum === 'number') parts.push(`≤ ${num(schema.maximum)}`);
  if (typeof schema.exclusiveMaximum === 'number') parts.push(`< ${num(schema.exclusiveMaximum)}`);
  if (schema.exclusiveMaximum === true && typeof schema.maximum === 'number') parts.splice(parts.length - 1, 1, `< ${num(schema.maximum)}`);
  if (typeof schema.multipleOf === 'number') parts.push(`that is a multiple of ${num(schema.multipleOf)}`);
  const bounds = parts.join(' and ');
  let text = bounds === '' ? base : `${base} ${bounds}`;
  const extras: string[] = [];
  if (typeof schema.format === 'string') {
    const checker = formatChecker(schema.format);
    if (checker) text = checker.expected;
  }
  if (typeof schema.pattern === 'string') {
    const known = KNOWN_PATTERNS.get(schema.pattern);
    if (known && base === 'a string') text = known;
    else if (known) extras.push(`(as a string: ${known})`);
    else extras.push(`matching '${shortPattern(schema.pattern)}'`);
  }
  if (typeof schema.minLength === 'number' && typeof schema.maxLength === 'number') {
    extras.push(`of ${schema.minLength} to ${schema.maxLength} characters`);
  } else if (typeof schema.maxLength === 'number') {
    extras.push(`of at most ${schema.maxLength} characters`);
  } else if (typeof schema.minLength === 'number' && schema.minLength > 0) {
    extras.push(`of at least ${schema.minLength} character${schema.minLength === 1 ? '' : 's'}`);
  }
  if (typeof schema.maxItems === 'number') extras.push(`with at most ${schema.maxItems} item${schema.maxItems === 1 ? '' : 's'}`);
  if (extras.length > 0) text += ' ' + extras.join(' ');
  return isNullable ? `${text} (or null)` : text;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Levenshtein distance, for "did you mean" hints. Small inputs only. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const prev = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}

/** The closest candidate within a small edit distance (case-insensitive match first). */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const lower = name.toLowerCase();
  for (const c of candidates) {
    if (c.toLowerCase() === lower) return c;
    const d = editDistance(lower, c.toLowerCase());
    if (d < bestDistance) {
      bestDistance = d;
      best = c;
    }
  }
  const limit = Math.max(1, Math.floor(name.length / 3));
  return bestDistance <= limit ? best : undefined;
}
