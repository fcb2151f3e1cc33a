import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  isRecord
} from "./chunk-G25MAPPE.js";

// src/core/kube/json.ts
function deepEqual(a, b) {
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
function definedKeys(record) {
  return Object.keys(record).filter((k) => record[k] !== void 0);
}
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (isRecord(value)) {
    const keys = definedKeys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(",")}}`;
  }
  return value === void 0 ? "null" : JSON.stringify(value);
}
function sameJson(a, b) {
  return deepEqual(a, b);
}

// src/core/cel/quantity.ts
var MAX_QUANTITY_LENGTH = 1024;
var BINARY = { Ki: 1n << 10n, Mi: 1n << 20n, Gi: 1n << 30n, Ti: 1n << 40n, Pi: 1n << 50n, Ei: 1n << 60n };
var DECIMAL = { n: -9, u: -6, m: -3, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
var MAX_EXPONENT = 1e3;
var INT64_MAX = (1n << 63n) - 1n;
var INT64_MIN = -(1n << 63n);
var parsed = /* @__PURE__ */ new Map();
var MAX_MEMO = 4096;
function parseQuantity(text) {
  const hit = parsed.get(text);
  if (hit !== void 0) return hit ?? void 0;
  const q = parseUncached(text);
  if (parsed.size >= MAX_MEMO) parsed.clear();
  parsed.set(text, q ?? null);
  return q;
}
function scan(text) {
  if (text.length > MAX_QUANTITY_LENGTH) return void 0;
  let i = 0;
  const sign = text[0] === "+" || text[0] === "-" ? text[0] : "";
  i += sign.length;
  const start = i;
  const isDigit = (k) => k < text.length && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57;
  while (isDigit(i)) i++;
  const intDigits = i - start;
  if (text[i] === ".") i++;
  const fracStart = i;
  while (isDigit(i)) i++;
  if (intDigits === 0 && i === fracStart) return void 0;
  const digits = text.slice(start, i);
  const suffix = text.slice(i);
  if (suffix === "") return { sign, digits };
  if (/^[KMGTPE]i$/.test(suffix)) return { sign, digits, bin: suffix };
  if (/^[numkMGTPE]$/.test(suffix)) return { sign, digits, dec: suffix };
  if ((suffix[0] === "e" || suffix[0] === "E") && /^[eE][+-]?\d+$/.test(suffix)) return { sign, digits, exp: suffix.slice(1) };
  return void 0;
}
function parseUncached(text) {
  const m = scan(text);
  if (!m) return void 0;
  const { sign, digits, bin, dec, exp } = m;
  const dot = digits.indexOf(".");
  const intPart = dot === -1 ? digits : digits.slice(0, dot);
  const fracPart = dot === -1 ? "" : digits.slice(dot + 1);
  let num = BigInt((intPart || "0") + fracPart);
  if (sign === "-") num = -num;
  let den = 10n ** BigInt(fracPart.length);
  let format = "DecimalSI";
  if (bin !== void 0) {
    num *= BINARY[bin] ?? 1n;
    format = "BinarySI";
  } else {
    let e = 0;
    if (dec !== void 0) e = DECIMAL[dec] ?? 0;
    else if (exp !== void 0) {
      e = Number(exp);
      format = "DecimalExponent";
      if (!Number.isSafeInteger(e) || Math.abs(e) > MAX_EXPONENT) return void 0;
    }
    if (e > 0) num *= 10n ** BigInt(e);
    else if (e < 0) den *= 10n ** BigInt(-e);
  }
  return normalize(num, den, format);
}
function quantityFromInt(value, format = "DecimalSI") {
  return { num: value, den: 1n, format };
}
function gcd(a, b) {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}
function normalize(num, den, format) {
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const g = gcd(num, den);
  return g > 1n ? { num: num / g, den: den / g, format } : { num, den, format };
}
function compareQuantities(a, b) {
  if (a.den === b.den) return a.num < b.num ? -1 : a.num > b.num ? 1 : 0;
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}
function addQuantities(a, b) {
  if (a.den === b.den) return a.den === 1n ? { num: a.num + b.num, den: 1n, format: a.format } : normalize(a.num + b.num, a.den, a.format);
  return normalize(a.num * b.den + b.num * a.den, a.den * b.den, a.format);
}
function subQuantities(a, b) {
  return normalize(a.num * b.den - b.num * a.den, a.den * b.den, a.format);
}
function mulQuantity(a, factor) {
  return normalize(a.num * factor, a.den, a.format);
}
function quantitySign(q) {
  return q.num < 0n ? -1 : q.num > 0n ? 1 : 0;
}
function quantityAsInt64(q) {
  if (q.den !== 1n) return void 0;
  return q.num > INT64_MAX || q.num < INT64_MIN ? void 0 : q.num;
}
function quantityAsApproximateFloat(q) {
  if (q.den === 1n) return Number(q.num);
  const scale = 10n ** 18n;
  return Number(q.num * scale / q.den) / 1e18;
}
function formatQuantity(q) {
  if (q.num === 0n) return "0";
  const sign = q.num < 0n ? "-" : "";
  const abs = q.num < 0n ? -q.num : q.num;
  if (q.format === "BinarySI" && q.den === 1n) {
    const suffixes = ["Ei", "Pi", "Ti", "Gi", "Mi", "Ki"];
    for (const s of suffixes) {
      const f = BINARY[s] ?? 1n;
      if (abs % f === 0n) return `${sign}${abs / f}${s}`;
    }
    if (abs < 1024n) return `${sign}${abs}`;
  }
  let nanos = abs * 1000000000n / q.den;
  if (abs * 1000000000n % q.den !== 0n) nanos += 1n;
  const decimal = [
    ["E", 10n ** 27n],
    ["P", 10n ** 24n],
    ["T", 10n ** 21n],
    ["G", 10n ** 18n],
    ["M", 10n ** 15n],
    ["k", 10n ** 12n],
    ["", 10n ** 9n],
    ["m", 10n ** 6n],
    ["u", 10n ** 3n],
    ["n", 1n]
  ];
  for (const [s, f] of decimal) {
    if (nanos % f === 0n) return `${sign}${nanos / f}${s}`;
  }
  return `${sign}${nanos}n`;
}

export {
  deepEqual,
  canonicalJson,
  sameJson,
  parseQuantity,
  quantityFromInt,
  compareQuantities,
  addQuantities,
  subQuantities,
  mulQuantity,
  quantitySign,
  quantityAsInt64,
  quantityAsApproximateFloat,
  formatQuantity
};
