import { isRecord } from '../manifest/manifest.js';

/**
 * JSON values compared structurally (object keys in any order): one definition for every room.
 * A key whose value is `undefined` is absent, as JSON.stringify and the API server see it, so an
 * object built in code with `{ x: undefined }` equals the same object read back without `x`.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (isRecord(a)) {
    if (!isRecord(b)) return false;
    const ka = definedKeys(a);
    if (ka.length !== definedKeys(b).length) return false;
    for (const k of ka) if (!Object.hasOwn(b, k) || !deepEqual(a[k], b[k])) return false;
    return true;
  }
  return false;
}

function definedKeys(record: Record<string, unknown>): string[] {
  return Object.keys(record).filter((k) => record[k] !== undefined);
}

/**
 * True when `JSON.stringify(a) === JSON.stringify(b)` (keys in the same order), without building
 * either text: the sync agent compares every desired object with its last applied one on each
 * revision, 10,000 pairs for a one-tenant commit. Anything but plain JSON data (a Date, a Map, an
 * object with toJSON) is compared by its text.
 */
export function sameJsonText(a: unknown, b: unknown): boolean {
  const x = jsonScalar(a);
  const y = jsonScalar(b);
  if (x === y) return true;
  if (isOtherObject(x) || isOtherObject(y)) return JSON.stringify(x) === JSON.stringify(y);
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  if (Array.isArray(x)) {
    if (!Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!sameJsonText(inArray(x[i]), inArray(y[i]))) return false;
    return true;
  }
  if (Array.isArray(y) || !isRecord(x) || !isRecord(y)) return false;
  const kx = Object.keys(x);
  const ky = Object.keys(y);
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < kx.length && omitted(x[kx[i] as string])) i++;
    while (j < ky.length && omitted(y[ky[j] as string])) j++;
    if (i === kx.length || j === ky.length) return i === kx.length && j === ky.length;
    const k = kx[i] as string;
    if (k !== ky[j] || !sameJsonText(x[k], y[k])) return false;
    i++;
    j++;
  }
}

/** What JSON.stringify writes a number as: a non-finite one as null. */
function jsonScalar(v: unknown): unknown {
  return typeof v === 'number' && !Number.isFinite(v) ? null : v;
}

/** Array items JSON.stringify writes as null. */
function inArray(v: unknown): unknown {
  return omitted(v) ? null : v;
}

/** Object members JSON.stringify leaves out. */
function omitted(v: unknown): boolean {
  return v === undefined || typeof v === 'function' || typeof v === 'symbol';
}

/** An object that is neither an array nor plain data (a Date, a Map, one with toJSON): JSON.stringify may write it as anything. */
function isOtherObject(v: unknown): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return (proto !== Object.prototype && proto !== null) || 'toJSON' in v;
}

/** JSON with object keys sorted, so equal values have equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    const keys = definedKeys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

/** Semantic equality of two JSON documents (what `kubectl apply` would store is the same). */
export function sameJson(a: unknown, b: unknown): boolean {
  return deepEqual(a, b);
}

/**
 * The UTF-8 length of `JSON.stringify(value)`, without building the text: the CRD gate measures
 * every CRD at base and head against kubectl's and etcd's limits, and a 1 MB CRD's text was 12 ms
 * and 1 MB of garbage each time. Anything but plain JSON data (a Date, a Map, an object with
 * toJSON) is measured by its text.
 */
export function jsonByteLength(value: unknown): number {
  const v = jsonScalar(value);
  if (v === null) return 4;
  switch (typeof v) {
    case 'string':
      return jsonStringBytes(v);
    case 'number':
      return String(v).length;
    case 'boolean':
      return v ? 4 : 5;
    case 'object':
      break;
    default:
      return textBytes(JSON.stringify(v) ?? '');
  }
  if (isOtherObject(v)) return textBytes(JSON.stringify(v));
  if (Array.isArray(v)) {
    let n = 2 + Math.max(0, v.length - 1);
    for (const item of v) n += jsonByteLength(inArray(item));
    return n;
  }
  const record = v as Record<string, unknown>;
  let n = 2;
  let members = 0;
  for (const key of Object.keys(record)) {
    const member = record[key];
    if (omitted(member)) continue;
    n += jsonStringBytes(key) + 1 + jsonByteLength(member);
    members += 1;
  }
  return n + Math.max(0, members - 1);
}

/** Characters JSON.stringify escapes, or that take more than one byte in UTF-8. */
const NOT_PLAIN_ASCII = /["\\\u0000-\u001f\u0080-\uffff]/;

/** A string's UTF-8 length as JSON.stringify writes it, quotes included. */
function jsonStringBytes(s: string): number {
  if (!NOT_PLAIN_ASCII.test(s)) return s.length + 2;
  let n = 2;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x22 || c === 0x5c) n += 2;
    else if (c < 0x20) n += c === 0x08 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d ? 2 : 6;
    else if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        n += 4;
        i += 1;
      } else n += 6; // a lone surrogate: \udXXX
    } else if (c >= 0xdc00 && c <= 0xdfff) n += 6;
    else n += 3;
  }
  return n;
}

const textEncoder = new TextEncoder();
const textBytes = (text: string): number => textEncoder.encode(text).byteLength;
