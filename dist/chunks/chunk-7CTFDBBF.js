import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  shortPattern
} from "./chunk-5WTWSETK.js";
import {
  isRecord
} from "./chunk-OAWLX4HV.js";
import {
  parsePointer
} from "./chunk-ALUEK7QH.js";

// src/core/schema/engine-slots.ts
var EngineNotLoaded = class extends Error {
  constructor(engine) {
    super(`internal error: the ${engine} engine was used before it was loaded (run the work through withEngines); please report`);
    this.engine = engine;
  }
  engine;
  name = "EngineNotLoaded";
};
var cel;
var ajv;
function provideCelEngine(engine) {
  cel = engine;
}
function provideAjvEngine(engine) {
  ajv = engine;
}
function celEngine() {
  if (cel === void 0) throw new EngineNotLoaded("cel");
  return cel;
}
function ajvEngine() {
  if (ajv === void 0) throw new EngineNotLoaded("ajv");
  return ajv;
}
function engineLoaded(name) {
  return (name === "cel" ? cel : ajv) !== void 0;
}

// src/core/kube/names.ts
var DNS1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
var DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
var DNS1035_LABEL = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
var LABEL_EXPECTED = "a lowercase RFC 1123 label (lower case alphanumeric characters or '-', starting and ending with an alphanumeric character, at most 63 characters)";
var SUBDOMAIN_EXPECTED = "a lowercase RFC 1123 subdomain (lower case alphanumeric characters, '-' or '.', starting and ending with an alphanumeric character, at most 253 characters)";
var DNS1035_EXPECTED = "a DNS-1035 label (lower case alphanumeric characters or '-', starting with a letter and ending with an alphanumeric character, at most 63 characters)";
function isDns1123Label(s) {
  return s.length <= 63 && DNS1123_LABEL.test(s);
}
function isDns1123Subdomain(s) {
  return s.length <= 253 && DNS1123_SUBDOMAIN.test(s);
}
function isDns1035Label(s) {
  return s.length <= 63 && DNS1035_LABEL.test(s);
}

// src/core/schema/formats.ts
function normalizeFormatName(format) {
  return format.replace(/-/g, "");
}
function formatChecker(format) {
  return FORMATS.get(normalizeFormatName(format));
}
var HOSTNAME = /^([a-zA-Z0-9\p{S}\p{L}]((-?[a-zA-Z0-9\p{S}\p{L}]{0,62})?)|([a-zA-Z0-9\p{S}\p{L}](([a-zA-Z0-9\-\p{S}\p{L}]{0,61}[a-zA-Z0-9\p{S}\p{L}])?)(\.)){1,}([a-zA-Z0-9\p{S}\p{L}])(-?[a-zA-Z0-9\p{S}\p{L}]){1,62})$/u;
function parseIp(s) {
  if (isIpv4(s)) return 4;
  return isIpv6(s) ? 6 : void 0;
}
function isIpv4(s) {
  const parts = s.split(".");
  if (parts.length !== 4) return false;
  return parts.every((p) => /^(0|[1-9][0-9]{0,2})$/.test(p) && Number(p) <= 255);
}
function isIpv6(s) {
  if (s.length < 2) return false;
  let body = s;
  const lastColon = body.lastIndexOf(":");
  if (lastColon >= 0 && body.indexOf(".", lastColon) > lastColon) {
    if (!isIpv4(body.slice(lastColon + 1))) return false;
    body = body.slice(0, lastColon + 1) + "0:0";
  }
  const halves = body.split("::");
  if (halves.length > 2) return false;
  const groups = (text) => {
    if (text === "") return [];
    const g = text.split(":");
    return g.every((x) => /^[0-9a-fA-F]{1,4}$/.test(x)) ? g : void 0;
  };
  if (halves.length === 2) {
    const left = groups(halves[0]);
    const right = groups(halves[1]);
    if (!left || !right) return false;
    return left.length + right.length <= 7;
  }
  const all = groups(body);
  return all !== void 0 && all.length === 8;
}
function isCidr(s) {
  const slash = s.indexOf("/");
  if (slash < 0) return false;
  const ip = parseIp(s.slice(0, slash));
  const bits = s.slice(slash + 1);
  if (ip === void 0 || !/^[0-9]{1,3}$/.test(bits)) return false;
  return Number(bits) <= (ip === 4 ? 32 : 128);
}
function isMac(s) {
  for (const sep of [":", "-"]) {
    const parts = s.split(sep);
    if ([6, 8, 20].includes(parts.length) && parts.every((p) => /^[0-9a-fA-F]{2}$/.test(p))) return true;
  }
  const dotted = s.split(".");
  return [3, 4, 10].includes(dotted.length) && dotted.every((p) => /^[0-9a-fA-F]{4}$/.test(p));
}
function isRequestUri(s) {
  if (s === "" || /[\u0000-\u001f\u007f]/.test(s)) return false;
  if (s.startsWith("/")) return true;
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:(.*)$/.exec(s);
  if (!scheme) return false;
  const rest = scheme[1];
  if (rest.startsWith("//")) {
    const authorityEnd = rest.slice(2).search(/[/?#]/);
    const authority = authorityEnd < 0 ? rest.slice(2) : rest.slice(2, 2 + authorityEnd);
    if (/\s/.test(authority)) return false;
  }
  return true;
}
function isEmail(s) {
  const angle = /^[^<>]*<([^<>]+)>\s*$/.exec(s);
  const addr = angle ? angle[1] : s.trim();
  return /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/.test(addr) && !addr.endsWith(".") && !addr.includes("..");
}
function isIsbn10(s) {
  const v = s.replace(/[\s-]+/g, "");
  if (!/^(?:[0-9]{9}X|[0-9]{10})$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (i + 1) * Number(v[i]);
  sum += v[9] === "X" ? 100 : 10 * Number(v[9]);
  return sum % 11 === 0;
}
function isIsbn13(s) {
  const v = s.replace(/[\s-]+/g, "");
  if (!/^[0-9]{13}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(v[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - sum % 10) % 10 === Number(v[12]);
}
var CREDIT_CARD = /^(?:4[0-9]{12}(?:[0-9]{3})?|5[1-5][0-9]{14}|(222[1-9]|22[3-9][0-9]|2[3-6][0-9]{2}|27[01][0-9]|2720)[0-9]{12}|6(?:011|5[0-9][0-9])[0-9]{12}|3[47][0-9]{13}|3(?:0[0-5]|[68][0-9])[0-9]{11}|(?:2131|1800|35\d{3})\d{11}|6[27][0-9]{14})$/;
function isCreditCard(s) {
  const digits = s.replace(/[^0-9]+/g, "");
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
var BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})$/;
function isDate(s) {
  const m = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(s);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && year % 100 !== 0 || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}
function isDateTime(s) {
  const parts = s.toLowerCase().split("t");
  if (parts.length < 2 || !isDate(parts[0])) return false;
  const m = /^([0-9]{2}):([0-9]{2}):([0-9]{2})(.[0-9]+)?(z|([+-][0-9]{2}:[0-9]{2}))$/.exec(parts[1]);
  return m !== null && m[1] <= "23" && m[2] <= "59" && m[3] <= "59";
}
var GO_DURATION_UNITS = { ns: 1, us: 1e3, "µs": 1e3, "μs": 1e3, ms: 1e6, s: 1e9, m: 6e10, h: 36e11 };
function isGoDuration(s) {
  let rest = s;
  if (rest.startsWith("-") || rest.startsWith("+")) rest = rest.slice(1);
  if (rest === "0") return true;
  if (rest === "") return false;
  let total = 0;
  const component = /^([0-9]*(?:\.[0-9]*)?)(ns|us|\u00b5s|\u03bcs|ms|s|m|h)/;
  while (rest !== "") {
    const m = component.exec(rest);
    if (!m || m[1] === "" || m[1] === ".") return false;
    total += Number(m[1]) * GO_DURATION_UNITS[m[2]];
    rest = rest.slice(m[0].length);
  }
  return total <= 9223372036854776e3;
}
var STRFMT_UNITS = [
  ["ns", "nano"],
  ["us", "µs", "micro"],
  ["ms", "milli"],
  ["s", "sec"],
  ["m", "min"],
  ["h", "hr", "hour"],
  ["d", "day"],
  ["w", "wk", "week"]
];
function isStrfmtDuration(s) {
  if (isGoDuration(s)) return true;
  if (!/^\s*(?:\d+\s*[A-Za-z\u00b5]+\s*)+$/u.test(s)) return false;
  for (const match of s.matchAll(/(\d+)\s*([A-Za-z\u00b5]+)/gu)) {
    const unit = match[2].toLowerCase().trim();
    for (const variants of STRFMT_UNITS) {
      const last = variants.length - 1;
      if (variants.some((v, i) => i === last && unit.startsWith(v) || v === unit)) return true;
    }
  }
  return false;
}
var QUANTITY = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[KMGTPE]i|[numkMGTPE]|[eE][+-]?[0-9]+)?$/;
var FORMATS = /* @__PURE__ */ new Map([
  ["bsonobjectid", { validate: (s) => /^[0-9a-fA-F]{24}$/.test(s), expected: "a BSON object id (24 hex digits)" }],
  ["uri", { validate: isRequestUri, expected: "an absolute URI or absolute path" }],
  ["email", { validate: isEmail, expected: "an email address" }],
  [
    "hostname",
    {
      validate: (s) => HOSTNAME.test(s) && s.length <= 255 && s.split(".").every((p) => p.length <= 63),
      expected: "a hostname (RFC 1034)"
    }
  ],
  ["ipv4", { validate: (s) => parseIp(s) !== void 0 && s.includes("."), expected: 'an IPv4 address such as "10.0.0.1"' }],
  ["ipv6", { validate: (s) => parseIp(s) !== void 0 && s.includes(":"), expected: 'an IPv6 address such as "fd00::1"' }],
  ["cidr", { validate: isCidr, expected: 'a CIDR such as "10.0.0.0/8"' }],
  ["mac", { validate: isMac, expected: 'a MAC address such as "01:23:45:67:89:ab"' }],
  ["uuid", { validate: (s) => /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i.test(s), expected: "a UUID" }],
  ["uuid3", { validate: (s) => /^[0-9a-f]{8}-?[0-9a-f]{4}-?3[0-9a-f]{3}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i.test(s), expected: "a version 3 UUID" }],
  ["uuid4", { validate: (s) => /^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i.test(s), expected: "a version 4 UUID" }],
  ["uuid5", { validate: (s) => /^[0-9a-f]{8}-?[0-9a-f]{4}-?5[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i.test(s), expected: "a version 5 UUID" }],
  ["isbn", { validate: (s) => isIsbn10(s) || isIsbn13(s), expected: "an ISBN-10 or ISBN-13" }],
  ["isbn10", { validate: isIsbn10, expected: "an ISBN-10" }],
  ["isbn13", { validate: isIsbn13, expected: "an ISBN-13" }],
  ["creditcard", { validate: isCreditCard, expected: "a credit card number" }],
  ["ssn", { validate: (s) => s.length === 11 && /^\d{3}[- ]?\d{2}[- ]?\d{4}$/.test(s), expected: "a U.S. social security number" }],
  ["hexcolor", { validate: (s) => /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(s), expected: 'a hex colour such as "#ffffff"' }],
  [
    "rgbcolor",
    {
      validate: (s) => /^rgb\(\s*(0|[1-9]\d?|1\d\d?|2[0-4]\d|25[0-5])\s*,\s*(0|[1-9]\d?|1\d\d?|2[0-4]\d|25[0-5])\s*,\s*(0|[1-9]\d?|1\d\d?|2[0-4]\d|25[0-5])\s*\)$/.test(s),
      expected: 'an RGB colour such as "rgb(255,255,255)"'
    }
  ],
  ["byte", { validate: (s) => BASE64.test(s), expected: "base64-encoded data" }],
  ["password", { validate: () => true, expected: "a string" }],
  ["date", { validate: isDate, expected: 'a date such as "2006-01-02"' }],
  ["duration", { validate: isStrfmtDuration, expected: 'a Go duration such as "1h30m"' }],
  ["datetime", { validate: isDateTime, expected: 'an RFC 3339 date-time such as "2006-01-02T15:04:05Z"' }],
  ["quantity", { validate: (s) => QUANTITY.test(s), expected: 'a Kubernetes quantity such as "500m" or "64Gi"' }],
  [
    "k8sshortname",
    { validate: isDns1123Label, expected: "a lowercase RFC 1123 label (at most 63 characters)" }
  ],
  [
    "k8slongname",
    { validate: isDns1123Subdomain, expected: "a lowercase RFC 1123 subdomain (at most 253 characters)" }
  ]
]);

// src/core/schema/ajv-schema.ts
var COPY_KEYWORDS = [
  "enum",
  "pattern",
  "maxLength",
  "minLength",
  "multipleOf",
  "maxItems",
  "minItems",
  "uniqueItems",
  "maxProperties",
  "minProperties",
  "required"
];
function toAjvSchema(root, options) {
  const out = translate(root.raw);
  const properties = isRecord(out.properties) ? { ...out.properties } : {};
  const metaRaw = root.raw.properties && isRecord(root.raw.properties) ? root.raw.properties.metadata : void 0;
  const meta = {};
  if (isRecord(metaRaw) && isRecord(metaRaw.properties)) {
    const metaProps = {};
    for (const key of ["name", "generateName"]) {
      const p = metaRaw.properties[key];
      if (isRecord(p)) metaProps[key] = translate(p);
    }
    if (Object.keys(metaProps).length > 0) meta.properties = metaProps;
  }
  properties.metadata = meta;
  if (options.dropStatus) delete properties.status;
  out.properties = properties;
  if (Array.isArray(out.required) && options.dropStatus) out.required = out.required.filter((r) => r !== "status");
  return out;
}
function toAjvSubschema(node) {
  return translate(node.raw);
}
function translate(raw) {
  const out = {};
  const type = raw.type;
  if (raw["x-kubernetes-int-or-string"] === true) {
    out.k8sIntOrString = { nullable: raw.nullable === true };
  } else if (typeof type === "string") {
    out.type = type;
    if (raw.nullable === true) out.nullable = true;
  }
  for (const key of COPY_KEYWORDS) if (raw[key] !== void 0) out[key] = raw[key];
  if (Array.isArray(out.enum) && out.enum.length === 0) delete out.enum;
  if (Array.isArray(out.enum) && raw.nullable === true && !out.enum.includes(null)) out.enum = [...out.enum, null];
  if (typeof raw.minimum === "number") {
    if (raw.exclusiveMinimum === true) out.exclusiveMinimum = raw.minimum;
    else out.minimum = raw.minimum;
  }
  if (typeof raw.maximum === "number") {
    if (raw.exclusiveMaximum === true) out.exclusiveMaximum = raw.maximum;
    else out.maximum = raw.maximum;
  }
  if (typeof raw.format === "string" && (type === void 0 || type === "string" || raw["x-kubernetes-int-or-string"] === true) && formatChecker(raw.format)) {
    out.format = `k8s:${normalizeFormatName(raw.format)}`;
  }
  if (isRecord(raw.properties)) {
    const props = {};
    for (const [k, v] of Object.entries(raw.properties)) if (isRecord(v)) props[k] = translate(v);
    out.properties = props;
  }
  if (isRecord(raw.additionalProperties)) out.additionalProperties = translate(raw.additionalProperties);
  if (isRecord(raw.items)) out.items = translate(raw.items);
  const lt = raw["x-kubernetes-list-type"];
  if (lt === "set" || lt === "map") {
    const keys = Array.isArray(raw["x-kubernetes-list-map-keys"]) ? raw["x-kubernetes-list-map-keys"].filter((k) => typeof k === "string") : [];
    out.k8sListType = { type: lt, keys };
  }
  for (const key of ["allOf", "anyOf", "oneOf"]) {
    const list = raw[key];
    if (Array.isArray(list)) out[key] = list.filter(isRecord).map(translate);
  }
  if (isRecord(raw.not)) out.not = translate(raw.not);
  return out;
}

// src/core/schema/describe.ts
var IDENT = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;
function fieldPath(root, pointer) {
  let out = "";
  let current = root;
  for (const segment of parsePointer(pointer)) {
    if (Array.isArray(current)) {
      out += `[${segment}]`;
      current = current[Number(segment)];
      continue;
    }
    out += out === "" ? segment : IDENT.test(segment) ? `.${segment}` : `[${segment}]`;
    current = isRecord(current) ? current[segment] : void 0;
  }
  return out;
}
var KNOWN_PATTERNS = /* @__PURE__ */ new Map([
  [DNS1123_LABEL.source, "a lowercase RFC 1123 label (lower case alphanumeric characters or '-', starting and ending with an alphanumeric character)"],
  [DNS1123_SUBDOMAIN.source, "a lowercase RFC 1123 subdomain (lower case alphanumeric characters, '-' or '.')"],
  ["^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$", 'a Kubernetes quantity such as "500m", "2" or "64Gi"']
]);
function atField(path, message) {
  return path === "" ? message : `${path}: ${message}`;
}
var ARTICLE_TYPE = {
  object: "a mapping",
  array: "a list",
  string: "a string",
  integer: "an integer",
  number: "a number",
  boolean: "true or false",
  null: "null"
};
function num(n) {
  return typeof n === "number" ? String(n) : JSON.stringify(n);
}
function describeExpected(schema) {
  if (!isRecord(schema)) return "a value";
  const parts = [];
  const type = schema.type;
  let base;
  if (Array.isArray(type)) base = type.map((t) => ARTICLE_TYPE[String(t)] ?? String(t)).join(" or ");
  else if (typeof type === "string") base = ARTICLE_TYPE[type] ?? type;
  else if (schema.k8sIntOrString !== void 0 || schema["x-kubernetes-int-or-string"] === true) base = "an integer or a string";
  else base = "a value";
  if (Array.isArray(schema.enum)) {
    return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(", ")}`;
  }
  const isNullable = schema.nullable === true;
  if (typeof schema.minimum === "number") parts.push(`≥ ${num(schema.minimum)}`);
  if (typeof schema.exclusiveMinimum === "number") parts.push(`> ${num(schema.exclusiveMinimum)}`);
  if (schema.exclusiveMinimum === true && typeof schema.minimum === "number") parts.splice(parts.length - 1, 1, `> ${num(schema.minimum)}`);
  if (typeof schema.maximum === "number") parts.push(`≤ ${num(schema.maximum)}`);
  if (typeof schema.exclusiveMaximum === "number") parts.push(`< ${num(schema.exclusiveMaximum)}`);
  if (schema.exclusiveMaximum === true && typeof schema.maximum === "number") parts.splice(parts.length - 1, 1, `< ${num(schema.maximum)}`);
  if (typeof schema.multipleOf === "number") parts.push(`that is a multiple of ${num(schema.multipleOf)}`);
  const bounds = parts.join(" and ");
  let text = bounds === "" ? base : `${base} ${bounds}`;
  const extras = [];
  if (typeof schema.format === "string") {
    const checker = formatChecker(schema.format);
    if (checker) text = checker.expected;
  }
  if (typeof schema.pattern === "string") {
    const known = KNOWN_PATTERNS.get(schema.pattern);
    if (known && base === "a string") text = known;
    else if (known) extras.push(`(as a string: ${known})`);
    else extras.push(`matching '${shortPattern(schema.pattern)}'`);
  }
  if (typeof schema.minLength === "number" && typeof schema.maxLength === "number") {
    extras.push(`of ${schema.minLength} to ${schema.maxLength} characters`);
  } else if (typeof schema.maxLength === "number") {
    extras.push(`of at most ${schema.maxLength} characters`);
  } else if (typeof schema.minLength === "number" && schema.minLength > 0) {
    extras.push(`of at least ${schema.minLength} character${schema.minLength === 1 ? "" : "s"}`);
  }
  if (typeof schema.maxItems === "number") extras.push(`with at most ${schema.maxItems} item${schema.maxItems === 1 ? "" : "s"}`);
  if (extras.length > 0) text += " " + extras.join(" ");
  return isNullable ? `${text} (or null)` : text;
}
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
function editDistance(a, b) {
  if (a === b) return 0;
  const prev = new Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j];
      prev[j] = Math.min(up + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length];
}
function closest(name, candidates) {
  let best;
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
  return bestDistance <= limit ? best : void 0;
}

export {
  EngineNotLoaded,
  provideCelEngine,
  provideAjvEngine,
  celEngine,
  ajvEngine,
  engineLoaded,
  DNS1123_SUBDOMAIN,
  DNS1035_LABEL,
  LABEL_EXPECTED,
  SUBDOMAIN_EXPECTED,
  DNS1035_EXPECTED,
  isDns1123Label,
  isDns1123Subdomain,
  isDns1035Label,
  formatChecker,
  parseIp,
  isGoDuration,
  QUANTITY,
  toAjvSchema,
  toAjvSubschema,
  fieldPath,
  KNOWN_PATTERNS,
  atField,
  describeExpected,
  plural,
  closest
};
