/**
 * The string formats kube-apiserver validates in CRD schemas (apiextensions-apiserver
 * `validation/formats.go`, kube-openapi `strfmt`). Names are normalised the go-openapi way
 * (dashes removed: `date-time` = `datetime`). Any other format is ignored, as the API server
 * strips unknown formats before validating. `int32`, `int64`, `float` and `double` are kept
 * by the API server but not range-checked, so they are ignored here too.
 */
import { isDns1123Label, isDns1123Subdomain } from '../kube/names.js';

export interface FormatChecker {
  readonly validate: (value: string) => boolean;
  /** "a Go duration such as \"1h30m\"": completes "expected ..., found ...". */
  readonly expected: string;
}

export function normalizeFormatName(format: string): string {
  return format.replace(/-/g, '');
}

/** The checker for a format, or undefined when Kubernetes does not validate it. */
export function formatChecker(format: string): FormatChecker | undefined {
  return FORMATS.get(normalizeFormatName(format));
}


// go-openapi strfmt HostnamePattern.
const HOSTNAME =
  /^([a-zA-Z0-9\p{S}\p{L}]((-?[a-zA-Z0-9\p{S}\p{L}]{0,62})?)|([a-zA-Z0-9\p{S}\p{L}](([a-zA-Z0-9\-\p{S}\p{L}]{0,61}[a-zA-Z0-9\p{S}\p{L}])?)(\.)){1,}([a-zA-Z0-9\p{S}\p{L}])(-?[a-zA-Z0-9\p{S}\p{L}]){1,62})$/u;

/** Go's net.ParseIP: dotted IPv4 without leading zeros, or IPv6 (optionally ending in IPv4). */
export function parseIp(s: string): 4 | 6 | undefined {
  if (isIpv4(s)) return 4;
  return isIpv6(s) ? 6 : undefined;
}

function isIpv4(s: string): boolean {
  const parts = s.split('.');
  if (parts.length !== 4) return false;
  return parts.every((p) => /^(0|[1-9][0-9]{0,2})$/.test(p) && Number(p) <= 255);
}

function isIpv6(s: string): boolean {
  if (s.length < 2) return false;
  let body = s;
  const lastColon = body.lastIndexOf(':');
  if (lastColon >= 0 && body.indexOf('.', lastColon) > lastColon) {
    if (!isIpv4(body.slice(lastColon + 1))) return false;
    body = body.slice(0, lastColon + 1) + '0:0'; // the IPv4 tail counts as two groups
  }
  const halves = body.split('::');
  if (halves.length > 2) return false;
  const groups = (text: string): string[] | undefined => {
    if (text === '') return [];
    const g = text.split(':');
    return g.every((x) => /^[0-9a-fA-F]{1,4}$/.test(x)) ? g : undefined;
  };
  if (halves.length === 2) {
    const left = groups(halves[0]!);
    const right = groups(halves[1]!);
    if (!left || !right) return false;
    return left.length + right.length <= 7;
  }
  const all = groups(body);
  return all !== undefined && all.length === 8;
}

function isCidr(s: string): boolean {
  const slash = s.indexOf('/');
  if (slash < 0) return false;
  const ip = parseIp(s.slice(0, slash));
  const bits = s.slice(slash + 1);
  if (ip === undefined || !/^[0-9]{1,3}$/.test(bits)) return false;
  return Number(bits) <= (ip === 4 ? 32 : 128);
}

/** Go's net.ParseMAC: 6, 8 or 20 octets separated by ':' or '-', or dotted groups of four. */
function isMac(s: string): boolean {
  for (const sep of [':', '-']) {
    const parts = s.split(sep);
    if ([6, 8, 20].includes(parts.length) && parts.every((p) => /^[0-9a-fA-F]{2}$/.test(p))) return true;
  }
  const dotted = s.split('.');
  return [3, 4, 10].includes(dotted.length) && dotted.every((p) => /^[0-9a-fA-F]{4}$/.test(p));
}

/** govalidator.IsRequestURI (net/url.ParseRequestURI): an absolute URI or an absolute path. */
function isRequestUri(s: string): boolean {
  if (s === '' || /[\u0000-\u001f\u007f]/.test(s)) return false;
  if (s.startsWith('/')) return true;
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:(.*)$/.exec(s);
  if (!scheme) return false;
  const rest = scheme[1]!;
  if (rest.startsWith('//')) {
    const authorityEnd = rest.slice(2).search(/[/?#]/);
    const authority = authorityEnd < 0 ? rest.slice(2) : rest.slice(2, 2 + authorityEnd);
    if (/\s/.test(authority)) return false;
  }
  return true;
}

/** net/mail.ParseAddress, approximately: `local@domain` or `Name <local@domain>`. */
function isEmail(s: string): boolean {
  const angle = /^[^<>]*<([^<>]+)>\s*$/.exec(s);
  const addr = angle ? angle[1]! : s.trim();
  return /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/.test(addr) && !addr.endsWith('.') && !addr.includes('..');
}

function isIsbn10(s: string): boolean {
  const v = s.replace(/[\s-]+/g, '');
  if (!/^(?:[0-9]{9}X|[0-9]{10})$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (i + 1) * Number(v[i]);
  sum += v[9] === 'X' ? 100 : 10 * Number(v[9]);
  return sum % 11 === 0;
}

function isIsbn13(s: string): boolean {
  const v = s.replace(/[\s-]+/g, '');
  if (!/^[0-9]{13}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(v[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(v[12]);
}

const CREDIT_CARD = /^(?:4[0-9]{12}(?:[0-9]{3})?|5[1-5][0-9]{14}|(222[1-9]|22[3-9][0-9]|2[3-6][0-9]{2}|27[01][0-9]|2720)[0-9]{12}|6(?:011|5[0-9][0-9])[0-9]{12}|3[47][0-9]{13}|3(?:0[0-5]|[68][0-9])[0-9]{11}|(?:2131|1800|35\d{3})\d{11}|6[27][0-9]{14})$/;

function isCreditCard(s: string): boolean {
  const digits = s.replace(/[^0-9]+/g, '');
  if (!CREDIT_CARD.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})$/;

function isDate(s: string): boolean {
  const m = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(s);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/** kube-openapi strfmt IsDateTime: a full date, `t`, then `hh:mm:ss[.frac](z|±hh:mm)`. */
function isDateTime(s: string): boolean {
  const parts = s.toLowerCase().split('t');
  if (parts.length < 2 || !isDate(parts[0]!)) return false;
  const m = /^([0-9]{2}):([0-9]{2}):([0-9]{2})(.[0-9]+)?(z|([+-][0-9]{2}:[0-9]{2}))$/.exec(parts[1]!);
  return m !== null && m[1]! <= '23' && m[2]! <= '59' && m[3]! <= '59';
}

const GO_DURATION_UNITS: Record<string, number> = { ns: 1, us: 1e3, 'µs': 1e3, 'μs': 1e3, ms: 1e6, s: 1e9, m: 60e9, h: 3600e9 };

/** Go's time.ParseDuration. */
export function isGoDuration(s: string): boolean {
  let rest = s;
  if (rest.startsWith('-') || rest.startsWith('+')) rest = rest.slice(1);
  if (rest === '0') return true;
  if (rest === '') return false;
  let total = 0;
  // µ (U+00B5) and μ (U+03BC) as escapes: the CLI bundle is ASCII only (scripts/build.mjs).
  const component = /^([0-9]*(?:\.[0-9]*)?)(ns|us|\u00b5s|\u03bcs|ms|s|m|h)/;
  while (rest !== '') {
    const m = component.exec(rest);
    if (!m || m[1] === '' || m[1] === '.') return false;
    total += Number(m[1]) * GO_DURATION_UNITS[m[2]!]!;
    rest = rest.slice(m[0].length);
  }
  return total <= 9_223_372_036_854_775_807;
}

const STRFMT_UNITS: readonly (readonly string[])[] = [
  ['ns', 'nano'],
  ['us', 'µs', 'micro'],
  ['ms', 'milli'],
  ['s', 'sec'],
  ['m', 'min'],
  ['h', 'hr', 'hour'],
  ['d', 'day'],
  ['w', 'wk', 'week'],
];

/** kube-openapi strfmt ParseDuration: Go durations, or Scala-style "3 days 4h". */
export function isStrfmtDuration(s: string): boolean {
  if (isGoDuration(s)) return true;
  if (!/^\s*(?:\d+\s*[A-Za-z\u00b5]+\s*)+$/u.test(s)) return false;
  for (const match of s.matchAll(/(\d+)\s*([A-Za-z\u00b5]+)/gu)) {
    const unit = match[2]!.toLowerCase().trim();
    for (const variants of STRFMT_UNITS) {
      const last = variants.length - 1;
      if (variants.some((v, i) => (i === last && unit.startsWith(v)) || v === unit)) return true;
    }
  }
  return false;
}

/** k8s.io/apimachinery resource.ParseQuantity. */
export const QUANTITY = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[KMGTPE]i|[numkMGTPE]|[eE][+-]?[0-9]+)?$/;

const FORMATS: ReadonlyMap<string, FormatChecker> = new Map<string, FormatChecker>([
  ['bsonobjectid', { validate: (s) => /^[0-9a-fA-F]{24}$/.test(s), expected: 'a BSON object id (24 hex digits)' }],
  ['uri', { validate: isRequestUri, expected: 'an absolute URI or absolute path' }],
  ['email', { validate: isEmail, expected: 'an email address' }],
  [
    'hostname',
    {
      validate: (s) => HOSTNAME.test(s) && s.length <= 255 && s.split('.').every((p) => p.length <= 63),
      expected: 'a hostname (RFC 1034)',
    },
  ],
  ['ipv4', { validate: (s) => parseIp(s) !== undefined && s.includes('.'), expected: 'an IPv4 address such as "10.0.0.1"' }],
  ['ipv6', { validate: (s) => parseIp(s) !== undefined && s.includes(':'), expected: 'an IPv6 address such as "fd00::1"' }],
  ['cidr', { validate: isCidr, expected: 'a CIDR such as "10.0.0.0/8"' }],
  ['mac', { validate: isMac, expected: 'a MAC address such as "01:23:45:67:89:ab"' }],
  ['uuid', { validate: (s) => /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i.test(s), expected: 'a UUID' }],
  ['uuid3', { validate: (s) => /^[0-9a-f]{8}-?[0-9a-f]{4}-?3[0-9a-f]{3}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i.test(s), expected: 'a version 3 UUID' }],
  ['uuid4', { validate: (s) => /^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i.test(s), expected: 'a version 4 UUID' }],
  ['uuid5', { validate: (s) => /^[0-9a-f]{8}-?[0-9a-f]{4}-?5[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i.test(s), expected: 'a version 5 UUID' }],
  ['isbn', { validate: (s) => isIsbn10(s) || isIsbn13(s), expected: 'an ISBN-10 or ISBN-13' }],
  ['isbn10', { validate: isIsbn10, expected: 'an ISBN-10' }],
  ['isbn13', { validate: isIsbn13, expected: 'an ISBN-13' }],
  ['creditcard', { validate: isCreditCard, expected: 'a credit card number' }],
  ['ssn', { validate: (s) => s.length === 11 && /^\d{3}[- ]?\d{2}[- ]?\d{4}$/.test(s), expected: 'a U.S. social security number' }],
  ['hexcolor', { validate: (s) => /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(s), expected: 'a hex colour such as "#ffffff"' }],
  [
    'rgbcolor',
    {
      validate: (s) =>
        /^rgb\(\s*(0|[1-9]\d?|1\d\d?|2[0-4]\d|25[0-5])\s*,\s*(0|[1-9]\d?|1\d\d?|2[0-4]\d|25[0-5])\s*,\s*(0|[1-9]\d?|1\d\d?|2[0-4]\d|25[0-5])\s*\)$/.test(s),
      expected: 'an RGB colour such as "rgb(255,255,255)"',
    },
  ],
  ['byte', { validate: (s) => BASE64.test(s), expected: 'base64-encoded data' }],
  ['password', { validate: () => true, expected: 'a string' }],
  ['date', { validate: isDate, expected: 'a date such as "2006-01-02"' }],
  ['duration', { validate: isStrfmtDuration, expected: 'a Go duration such as "1h30m"' }],
  ['datetime', { validate: isDateTime, expected: 'an RFC 3339 date-time such as "2006-01-02T15:04:05Z"' }],
  ['quantity', { validate: (s) => QUANTITY.test(s), expected: 'a Kubernetes quantity such as "500m" or "64Gi"' }],
  [
    'k8sshortname',
    { validate: isDns1123Label, expected: 'a lowercase RFC 1123 label (at most 63 characters)' },
  ],
  [
    'k8slongname',
    { validate: isDns1123Subdomain, expected: 'a lowercase RFC 1123 subdomain (at most 253 characters)' },
  ],
]);
