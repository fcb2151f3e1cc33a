import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CRD_API_VERSION,
  CelScalar,
  DurationSchema,
  PER_CALL_COST_LIMIT,
  RUNTIME_COST_BUDGET,
  T,
  celEnv,
  celFunc,
  celList,
  celMap,
  celMethod,
  compileCel,
  compileWithCodeStore,
  create,
  evaluate,
  isCelError,
  isCelList,
  isCelMap,
  isCrdManifest,
  parseCelShared,
  plan,
  require_ajv,
  sameJson,
  strings_default,
  timestampFromDate
} from "./chunk-NCQGKGAD.js";
import {
  BoundedMemo,
  compileRe2,
  shortPattern
} from "./chunk-DZS7WQG6.js";
import {
  describeValue,
  isRecord
} from "./chunk-MS3A7KPN.js";
import {
  appendPointer,
  getAtPointer,
  parsePointer
} from "./chunk-ALUEK7QH.js";
import {
  __toESM
} from "./chunk-SWXCCR26.js";

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

// src/core/schema/crd-set.ts
function indexCrds(manifests) {
  const byName = /* @__PURE__ */ new Map();
  const duplicates = [];
  const reportedAtFirst = /* @__PURE__ */ new Set();
  for (const m of manifests) {
    if (!isCrdManifest(m)) continue;
    const name = m.object.metadata.name ?? "";
    const first = byName.get(name);
    if (!first) {
      byName.set(name, m);
      continue;
    }
    const identical = sameJson(first.object, m.object);
    if (first.file === m.file) {
      duplicates.push({ kind: "same-file", name, manifest: m, other: first, identical, used: false });
      continue;
    }
    if (identical) continue;
    duplicates.push({ kind: "conflict", name, manifest: m, other: first, identical, used: false });
    if (!reportedAtFirst.has(first)) {
      reportedAtFirst.add(first);
      duplicates.push({ kind: "conflict", name, manifest: first, other: m, identical, used: true });
    }
  }
  return { byName, duplicates };
}
function whereIs(manifest) {
  return `${manifest.file}:${manifest.locate("").line}`;
}
function describeDuplicate(d) {
  if (d.kind === "same-file") {
    return d.identical ? {
      severity: "warning",
      message: `CustomResourceDefinition ${d.name} is defined twice in this file: expected one definition, found an identical copy of the one at ${whereIs(d.other)}`,
      hint: "Remove the copy."
    } : {
      severity: "error",
      message: `CustomResourceDefinition ${d.name} is defined twice in this file: expected one definition, found a different one than at ${whereIs(d.other)}; the first is used, kubectl apply would keep the last`,
      hint: "Remove one of them."
    };
  }
  return {
    severity: "error",
    message: d.used ? `CustomResourceDefinition ${d.name} has a conflicting definition at ${whereIs(d.other)}: expected every copy to be identical, found a different one; this one is used` : `CustomResourceDefinition ${d.name} is already defined at ${whereIs(d.other)}: expected an identical copy, found a different definition; the first one is used`,
    hint: "Keep one definition of the CRD, or make the copies identical (rendered bundles may repeat a CRD verbatim)."
  };
}
function duplicateFinding(d) {
  const { severity, message, hint } = describeDuplicate(d);
  const loc = d.manifest.locate("/metadata/name");
  return {
    ruleId: "crd/duplicate",
    severity,
    message,
    file: loc.file,
    line: loc.line,
    column: loc.column,
    pointer: d.manifest.base + "/metadata/name",
    object: d.manifest.ref,
    hint
  };
}
function duplicateFindings(manifests) {
  return indexCrds(manifests).duplicates.map(duplicateFinding);
}

// src/core/kube/schema-path.ts
var IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;
function childPath(path, property) {
  const step = IDENTIFIER.test(property) ? `.${property}` : `[${JSON.stringify(property)}]`;
  return path === "." ? step : path + step;
}
function itemsPath(path) {
  return path === "." ? "[*]" : `${path}[*]`;
}
function valuesPath(path) {
  return path === "." ? "{*}" : `${path}{*}`;
}
function isWithin(path, ancestor) {
  if (ancestor === "." || path === ancestor) return true;
  if (!path.startsWith(ancestor)) return false;
  const next = path[ancestor.length];
  return next === "." || next === "[" || next === "{";
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
  const component = /^([0-9]*(?:\.[0-9]*)?)(ns|us|µs|μs|ms|s|m|h)/;
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
  if (!/^\s*(?:\d+\s*[A-Za-zµ]+\s*)+$/u.test(s)) return false;
  for (const match of s.matchAll(/(\d+)\s*([A-Za-zµ]+)/gu)) {
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

// src/core/schema/ajv.ts
var import_ajv = __toESM(require_ajv(), 1);
var re2RegExp = Object.assign(
  (pattern) => {
    const compiled = compileRe2(pattern);
    if (!compiled.ok) throw new Error(`pattern ${JSON.stringify(pattern)} is not a valid RE2 expression: ${compiled.error}`);
    return compiled.re;
  },
  // How standalone validator code (ajv-standalone.ts) refers to this function.
  { code: 'require("driftgate:ajv-k8s").re2RegExp' }
);
function intOrString() {
  const fn = (schema, data, parentSchema) => {
    if (typeof data === "string" || typeof data === "number" && Number.isInteger(data) || data === null && schema.nullable) return true;
    fn.errors = [{ keyword: "k8sIntOrString", message: "must be an integer or a string", params: {}, parentSchema, data }];
    return false;
  };
  return fn;
}
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}
function listType() {
  const fn = (schema, data, _parent, cxt) => {
    if (!Array.isArray(data) || data.length === 0) return true;
    const base = cxt?.instancePath ?? "";
    const errors = [];
    const seen = /* @__PURE__ */ new Map();
    const reported = /* @__PURE__ */ new Set();
    if (schema.type === "map") {
      for (let i = 0; i < data.length; i++) {
        const item = data[i];
        if (item !== null && !isRecord(item)) {
          errors.push({ keyword: "k8sListType", instancePath: `${base}/${i}`, message: "must be an object for an array of list-type map", params: { notObject: true } });
          fn.errors = errors;
          return false;
        }
      }
    }
    if (data.length < 2) return true;
    for (let i = 0; i < data.length; i++) {
      const item = data[i];
      let key;
      let shown;
      if (schema.type === "set") {
        key = typeof item === "string" ? `s${item}` : canonical(item);
        shown = item;
      } else {
        const tuple = {};
        if (isRecord(item)) {
          for (const k of schema.keys) if (k in item) tuple[k] = item[k];
        }
        key = canonical(tuple);
        shown = tuple;
      }
      const first = seen.get(key);
      if (first === void 0) {
        seen.set(key, i);
      } else if (!reported.has(key)) {
        reported.add(key);
        errors.push({ keyword: "k8sListType", instancePath: `${base}/${i}`, message: "duplicate", params: { first, key: shown, listType: schema.type } });
      }
    }
    if (errors.length === 0) return true;
    fn.errors = errors;
    return false;
  };
  return fn;
}
var INT_OR_STRING = intOrString();
var LIST_TYPE = listType();
var K8S_FORMAT_NAMES = [
  "bsonobjectid",
  "uri",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "cidr",
  "mac",
  "uuid",
  "uuid3",
  "uuid4",
  "uuid5",
  "isbn",
  "isbn10",
  "isbn13",
  "creditcard",
  "ssn",
  "hexcolor",
  "rgbcolor",
  "byte",
  "password",
  "date",
  "duration",
  "datetime",
  "quantity",
  "k8sshortname",
  "k8slongname"
];
var k8sFormats;
function kubernetesFormats() {
  k8sFormats ??= Object.fromEntries(K8S_FORMAT_NAMES.map((name) => [`k8s:${name}`, { type: "string", validate: formatChecker(name).validate }]));
  return k8sFormats;
}
function kubernetesAjvRuntime() {
  return { intOrString: INT_OR_STRING, listType: LIST_TYPE, re2RegExp, formats: kubernetesFormats() };
}
var KUBERNETES_KEYWORD_CODE = /* @__PURE__ */ new Map([
  [INT_OR_STRING, 'require("driftgate:ajv-k8s").intOrString'],
  [LIST_TYPE, 'require("driftgate:ajv-k8s").listType']
]);
var sharedAjv;
function kubernetesAjv() {
  if (sharedAjv) return sharedAjv;
  const ajv = new import_ajv.Ajv({
    allErrors: true,
    // report everything; also avoids deep `if` nesting on huge flat objects
    strict: true,
    strictTypes: false,
    // int-or-string and preserve-unknown nodes have no type
    strictTuples: false,
    strictRequired: false,
    verbose: true,
    useDefaults: false,
    // defaults are applied before validation, the API server's way
    validateFormats: true,
    unicodeRegExp: true,
    // source: standalone code can be written from a compiled validator (ajv-standalone.ts).
    code: { regExp: re2RegExp, source: true, formats: import_ajv._`require("driftgate:ajv-k8s").formats` },
    // The schemas are generated by toAjvSchema from structurally checked CRDs; validating them
    // against ajv's meta-schema again costs ~150 ms of start-up for nothing.
    validateSchema: false
  });
  ajv.addKeyword({ keyword: "k8sIntOrString", schemaType: "object", errors: true, validate: INT_OR_STRING });
  ajv.addKeyword({ keyword: "k8sListType", type: "array", schemaType: "object", errors: true, validate: LIST_TYPE });
  for (const [name, format] of Object.entries(kubernetesFormats())) ajv.addFormat(name, format);
  sharedAjv = ajv;
  return ajv;
}
var KUBERNETES_AJV = { name: "k8s", ajv: kubernetesAjv, runtime: kubernetesAjvRuntime, keywordCode: KUBERNETES_KEYWORD_CODE };
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
function compileAjv(schema, store) {
  try {
    return { ok: true, compiled: { validate: compileWithCodeStore(KUBERNETES_AJV, schema, store) } };
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, error: "schema too large for in-process validation (the compiler exhausted the stack)", tooLarge: true };
    return { ok: false, error: error instanceof Error ? error.message : String(error), tooLarge: false };
  }
}
var BLOCKING = /* @__PURE__ */ new Set(["type", "k8sIntOrString", "required", "enum", "maxLength", "maxItems", "maxProperties"]);
function convertErrors(errors, data) {
  const violations = [];
  const blocking = [];
  const compositions = errors.filter((e) => e.keyword === "anyOf" || e.keyword === "oneOf").map((e) => e.schemaPath + "/");
  const typeErrorAt = new Set(errors.filter((e) => e.keyword === "type" || e.keyword === "k8sIntOrString").map((e) => e.instancePath));
  for (const e of errors) {
    if (compositions.some((prefix) => e.schemaPath.startsWith(prefix))) continue;
    if (e.keyword !== "type" && e.keyword !== "k8sIntOrString" && typeErrorAt.has(e.instancePath) && e.keyword !== "required") continue;
    const v = convertOne(e, data);
    if (!v) continue;
    violations.push(v);
    if (BLOCKING.has(e.keyword)) blocking.push(e.instancePath);
  }
  return { violations, blocking };
}
function err(ruleId, pointer, message, at = "value", hint) {
  return { ruleId, severity: "error", pointer, at, message, ...hint ? { hint } : {} };
}
function convertOne(e, data) {
  const pointer = e.instancePath;
  const path = fieldPath(data, pointer);
  const value = e.data !== void 0 ? e.data : getAtPointer(data, pointer);
  const found = describeValue(value);
  const params = e.params;
  const parent = e.parentSchema;
  switch (e.keyword) {
    case "type":
    case "k8sIntOrString":
      return err("schema/type", pointer, atField(path, `expected ${describeExpected(parent)}, found ${found}`));
    case "required": {
      const missing = String(params.missingProperty);
      const target = path === "" ? missing : `${path}.${missing}`;
      return err("schema/required", pointer, `${target}: Required value: expected field "${missing}"${path === "" ? "" : ` in ${path}`}, found nothing`, "key", `Add ${target}.`);
    }
    case "enum": {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return err("schema/enum", pointer, atField(path, `Unsupported value: expected one of ${allowed.map((v) => JSON.stringify(v)).join(", ")}, found ${found}`));
    }
    case "pattern": {
      const pattern = String(params.pattern);
      const known = KNOWN_PATTERNS.get(pattern);
      return known ? err("schema/pattern", pointer, atField(path, `Invalid value: expected ${known}, found ${found}`), "value", `The schema requires the pattern '${pattern}'.`) : err("schema/pattern", pointer, atField(path, `Invalid value: expected a string matching '${shortPattern(pattern)}', found ${found}`));
    }
    case "format": {
      const name = String(params.format).replace(/^k8s:/, "");
      const expected2 = formatChecker(name)?.expected ?? `a ${name}`;
      return err("schema/format", pointer, atField(path, `Invalid value: expected ${expected2}, found ${found}`));
    }
    case "maxLength":
    case "minLength": {
      const limit = Number(params.limit);
      const length = typeof value === "string" ? [...value].length : 0;
      return e.keyword === "maxLength" ? err("schema/length", pointer, atField(path, `Too long: expected at most ${plural(limit, "character")}, found ${length}`)) : err("schema/length", pointer, atField(path, `Invalid value: expected at least ${plural(limit, "character")}, found ${length === 0 ? "an empty string" : length}`));
    }
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum": {
      const cmp = String(params.comparison).replace(">=", "≥").replace("<=", "≤");
      return err("schema/range", pointer, atField(path, `Invalid value: expected a value ${cmp} ${String(params.limit)}, found ${String(value)}`));
    }
    case "multipleOf":
      return err("schema/range", pointer, atField(path, `Invalid value: expected a multiple of ${String(params.multipleOf)}, found ${String(value)}`));
    case "maxItems":
    case "minItems": {
      const limit = Number(params.limit);
      const n = Array.isArray(value) ? value.length : 0;
      return e.keyword === "maxItems" ? err("schema/list-size", pointer, atField(path, `Too many: expected at most ${plural(limit, "item")}, found ${n}`)) : err("schema/list-size", pointer, atField(path, `Invalid value: expected at least ${plural(limit, "item")}, found ${n}`));
    }
    case "maxProperties":
    case "minProperties": {
      const limit = Number(params.limit);
      const n = isRecord(value) ? Object.keys(value).length : 0;
      return err(
        "schema/property-count",
        pointer,
        atField(path, `${e.keyword === "maxProperties" ? "Too many" : "Invalid value"}: expected ${e.keyword === "maxProperties" ? "at most" : "at least"} ${plural(limit, "field")}, found ${n}`)
      );
    }
    case "uniqueItems": {
      const i = Number(params.i);
      const j = Number(params.j);
      const dupPointer = appendPointer(pointer, j);
      const list = Array.isArray(value) ? value : [];
      return err("schema/duplicate", dupPointer, `${fieldPath(data, dupPointer)}: Duplicate value: expected unique items, found ${describeValue(list[j])} again (also at index ${i})`);
    }
    case "k8sListType": {
      const item = describeValue(getAtPointer(data, pointer));
      if (params.notObject === true) {
        return err("schema/type", pointer, atField(path, `expected a mapping (an item of a list-type map), found ${item}`));
      }
      const first = Number(params.first);
      if (params.listType === "set") {
        return err("schema/duplicate", pointer, atField(path, `Duplicate value: expected unique items (x-kubernetes-list-type: set), found ${item} again (first at index ${first})`));
      }
      const key = isRecord(params.key) ? params.key : {};
      const keyText = Object.keys(key).length === 0 ? "no key fields" : Object.entries(key).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(", ");
      return err("schema/duplicate", pointer, atField(path, `Duplicate value: expected unique keys (x-kubernetes-list-type: map), found ${keyText} again (first at index ${first})`));
    }
    case "anyOf": {
      const alternatives = Array.isArray(parent?.anyOf) ? parent.anyOf.map(describeExpected) : [];
      const why = alternatives.length > 0 ? `expected ${alternatives.join(", or ")}` : "expected a value matching at least one schema in anyOf";
      return err("schema/composition", pointer, atField(path, `Invalid value: ${why}, found ${found}`));
    }
    case "oneOf": {
      const passing = params.passingSchemas;
      const detail = Array.isArray(passing) ? `${passing.length} of them match` : "none of them match";
      return err("schema/composition", pointer, atField(path, `Invalid value: expected a value matching exactly one schema in oneOf, found ${found} (${detail})`));
    }
    case "not":
      return err("schema/composition", pointer, atField(path, `Invalid value: expected a value that does not match the "not" schema, found ${found}`));
    default:
      return err("schema/invalid", pointer, atField(path, `Invalid value: ${e.message ?? "does not match the schema"}, found ${found}`));
  }
}

// src/core/schema/cel-engine.ts
import { createHash } from "node:crypto";
var MAX_COMPILED = 1024;
var compiledByKey = new BoundedMemo(MAX_COMPILED);
var MAX_PLAIN_KEY = 512;
function compileCel2(expression, options) {
  let key = `${options.returns}\0${JSON.stringify(options.variables)}\0${expression}`;
  if (key.length > MAX_PLAIN_KEY) key = createHash("sha256").update(key).digest("base64");
  return compiledByKey.get(key, () => compileUncached(expression, options));
}
function compileUncached(expression, options) {
  const shared = compileCel(expression, { variables: options.variables, returnTypes: [options.returns === "bool" ? T.bool : T.string] });
  if (shared.ok) {
    const program = shared.program;
    return {
      ok: true,
      compiled: {
        engine: "shared",
        usesOldSelf: program.variablesUsed.has("oldSelf"),
        program: {
          evaluate(bindings, options2 = {}) {
            const r = evaluate(program, bindings, { costLimit: options2.costLimit ?? PER_CALL_COST_LIMIT });
            return r.ok ? { ok: true, value: r.value, cost: r.cost } : { ok: false, error: r.error.message, cost: r.cost, ...r.error.kind === "cost" ? { costExceeded: true } : {} };
          }
        }
      }
    };
  }
  if (shared.error.kind === "unsupported") {
    const local = compileLocal(expression);
    if (local.ok) return local;
    return { ok: false, kind: "unsupported", error: shared.error.message };
  }
  const where = shared.error.line > 1 || shared.error.column > 1 ? ` (at ${shared.error.line}:${shared.error.column} of the expression)` : "";
  return { ok: false, kind: "invalid", error: `${shared.error.message}${where}` };
}
var OPTIONAL_KEY = "\0optional";
function optionalOf(value) {
  return celMap(/* @__PURE__ */ new Map([[OPTIONAL_KEY, celList(value === void 0 ? [] : [value])]]));
}
function optionalNone() {
  return optionalOf(void 0);
}
function optionalSome(value) {
  return optionalOf(value);
}
function optionalList(target) {
  if (!isCelMap(target)) return void 0;
  const inner = target.get(OPTIONAL_KEY);
  return isCelList(inner) ? inner : void 0;
}
var OPTIONAL_FUNCS = [
  celMethod("hasValue", CelScalar.DYN, [], CelScalar.BOOL, function() {
    const list = optionalList(this);
    if (!list) throw new Error("hasValue() needs an optional value");
    return list.size > 0;
  }),
  celMethod("value", CelScalar.DYN, [], CelScalar.DYN, function() {
    const list = optionalList(this);
    if (!list) throw new Error("value() needs an optional value");
    if (list.size === 0) throw new Error("optional.none() dereference");
    return list.get(0);
  }),
  celMethod("orValue", CelScalar.DYN, [CelScalar.DYN], CelScalar.DYN, function(fallback) {
    const list = optionalList(this);
    if (!list) throw new Error("orValue() needs an optional value");
    return list.size > 0 ? list.get(0) : fallback;
  }),
  celFunc("optional.none", [], CelScalar.DYN, () => optionalNone()),
  celFunc("optional.of", [CelScalar.DYN], CelScalar.DYN, (v) => optionalSome(v))
];
var PLANNER_CALLS = /* @__PURE__ */ new Set(["_[_]", "_[?_]", "_?._", "_?_:_", "_&&_", "_||_", "@not_strictly_false", "__not_strictly_false__"]);
var VARIABLES = /* @__PURE__ */ new Set(["self", "oldSelf"]);
var localEnv;
function environment() {
  if (!localEnv) {
    const env = celEnv({ funcs: [...strings_default, ...OPTIONAL_FUNCS] });
    localEnv = { env, known: new Set([...env.funcs].map((f) => f.name)) };
  }
  return localEnv;
}
function collect(node, facts, depth) {
  if (depth > 500 || node === null || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const n of node) collect(n, facts, depth + 1);
    return;
  }
  const record = node;
  const kind = record.exprKind;
  if (kind && kind.case && kind.value) {
    const value = kind.value;
    if (kind.case === "identExpr" && value.name === "oldSelf") facts.usesOldSelf = true;
    if (kind.case === "callExpr" && typeof value.function === "string") {
      const target = value.target;
      const ident = target?.exprKind?.case === "identExpr" ? target.exprKind.value?.name : void 0;
      if (typeof ident === "string" && !VARIABLES.has(ident)) facts.calls.add(`${ident}.${value.function}\0${value.function}`);
      else facts.calls.add(value.function);
    }
  }
  for (const [key, child] of Object.entries(record)) {
    if (key === "$typeName" || key === "id") continue;
    if (child && typeof child === "object") collect(child, facts, depth + 1);
  }
}
function compileLocal(expression) {
  const { env, known } = environment();
  let parsed;
  try {
    parsed = parseCelShared(expression);
  } catch (error) {
    return { ok: false, kind: "invalid", error: error instanceof Error ? error.message : String(error) };
  }
  const facts = { usesOldSelf: false, calls: /* @__PURE__ */ new Set() };
  collect(parsed.expr, facts, 0);
  for (const call of facts.calls) {
    const [qualified, plain] = call.includes("\0") ? call.split("\0") : [void 0, call];
    if (PLANNER_CALLS.has(plain) || known.has(plain) || qualified !== void 0 && known.has(qualified)) continue;
    return { ok: false, kind: "unsupported", error: `${qualified ?? plain}() is not available` };
  }
  let run;
  try {
    run = plan(env, parsed);
  } catch (error) {
    return { ok: false, kind: "invalid", error: error instanceof Error ? error.message : String(error) };
  }
  return {
    ok: true,
    compiled: {
      engine: "optional-shim",
      usesOldSelf: facts.usesOldSelf,
      program: {
        // Untyped and unmetered (optionalOldSelf rules only): charged one unit per evaluation.
        evaluate(bindings) {
          let result;
          try {
            result = run(bindings);
          } catch (error) {
            return { ok: false, error: error instanceof Error ? error.message : String(error), cost: 1 };
          }
          if (isCelError(result)) return { ok: false, error: result.message, cost: 1 };
          return { ok: true, value: result, cost: 1 };
        }
      }
    }
  };
}

// src/core/schema/loc.ts
function pointerOf(loc) {
  const keys = [];
  for (let l = loc; l; l = l.parent) keys.push(l.key);
  let out = "";
  for (let i = keys.length - 1; i >= 0; i--) out = appendPointer(out, keys[i]);
  return out;
}

// src/core/schema/cel.ts
function compileRules(root) {
  const byNode = /* @__PURE__ */ new Map();
  const ruleChildren = /* @__PURE__ */ new Map();
  const problems = [];
  let count = 0;
  const visit = (node, isRoot) => {
    if (!node.subtreeHasRules) return;
    if (node.properties) ruleChildren.set(node, [...node.properties].filter(([, child]) => child.subtreeHasRules));
    const compiled = [];
    if (node.rules.length > 0) {
      const selfType = celTypeOf(node, isRoot);
      for (const rule of node.rules) {
        const variables = { self: selfType, oldSelf: selfType };
        const result = compileCel2(rule.rule, { variables, returns: "bool" });
        if (!result.ok) {
          problems.push(
            result.kind === "unsupported" ? {
              pointer: appendPointer(rule.pointer, "rule"),
              ruleId: "crd/cel-unsupported",
              severity: "warning",
              message: `CEL rule is not checked offline (the API server still enforces it): ${result.error}`
            } : { pointer: appendPointer(rule.pointer, "rule"), ruleId: "crd/invalid-cel", severity: "error", message: `CEL rule does not compile: ${result.error}` }
          );
          continue;
        }
        let message;
        if (rule.messageExpression !== void 0) {
          const m = compileCel2(rule.messageExpression, { variables, returns: "string" });
          if (m.ok) message = m.compiled.program;
          else if (m.kind === "invalid") {
            problems.push({ pointer: appendPointer(rule.pointer, "messageExpression"), ruleId: "crd/invalid-cel", severity: "error", message: `messageExpression does not compile: ${m.error}` });
          }
        }
        let fieldPath2 = [];
        if (rule.fieldPath !== void 0) {
          const parsed = parseFieldPath(rule.fieldPath, node);
          if (typeof parsed === "string") {
            problems.push({ pointer: appendPointer(rule.pointer, "fieldPath"), ruleId: "crd/invalid-cel", severity: "error", message: `fieldPath ${JSON.stringify(rule.fieldPath)} is invalid: ${parsed}` });
          } else {
            fieldPath2 = parsed;
          }
        }
        const pure = !result.compiled.usesOldSelf && !rule.optionalOldSelf;
        compiled.push({
          source: rule,
          program: result.compiled.program,
          usesOldSelf: result.compiled.usesOldSelf,
          ...pure ? { memo: /* @__PURE__ */ new Map() } : {},
          ...message ? { message } : {},
          fieldPath: fieldPath2
        });
        count++;
      }
    }
    if (compiled.length > 0) byNode.set(node, compiled);
    node.properties?.forEach((child) => visit(child, false));
    if (node.additionalProperties) visit(node.additionalProperties, false);
    if (node.items) visit(node.items, false);
  };
  visit(root, true);
  return { byNode, ruleChildren, problems, count };
}
function celTypeOf(node, isRoot = false, name = "self") {
  if (!node) return T.dyn;
  if (node.intOrString) return T.dyn;
  const format = typeof node.raw.format === "string" ? node.raw.format.replace(/-/g, "") : void 0;
  switch (node.type) {
    case "integer":
      return T.int;
    case "number":
      return T.double;
    case "boolean":
      return T.bool;
    case "string":
      if (format === "byte") return T.bytes;
      if (format === "datetime") return T.timestamp;
      if (format === "duration") return T.duration;
      return T.string;
    case "array":
      return T.list(celTypeOf(node.items, false, `${name}.@idx`));
    default:
      break;
  }
  const typeMeta = isRoot || node.embeddedResource;
  if (node.properties || typeMeta) {
    if (node.preserveUnknownFields && !node.properties && !typeMeta) return T.dyn;
    const fields = {};
    for (const [key, child] of node.properties ?? []) {
      const escaped = escapeProperty(key);
      if (escaped !== void 0) fields[escaped] = celTypeOf(child, false, `${name}.${key}`);
    }
    if (typeMeta) {
      fields.apiVersion = T.string;
      fields.kind = T.string;
      fields.metadata = T.object(`${name}.metadata`, { name: T.string, generateName: T.string });
    }
    return T.object(name, fields);
  }
  if (node.additionalProperties) return T.map(T.string, celTypeOf(node.additionalProperties, false, `${name}.@elem`));
  if (node.type === "object" && !node.preserveUnknownFields) return T.map(T.string, T.dyn);
  return T.dyn;
}
function parseFieldPath(path, node) {
  const segments = [];
  let current = node;
  let i = 0;
  const step = (name, named) => {
    if (!current) return "does not refer to a valid field";
    if (named) {
      const next = current.properties?.get(name);
      if (!next) return `does not refer to a valid field ("${name}")`;
      current = next;
    } else {
      if (!current.additionalProperties) return "does not refer to a valid field";
      current = current.additionalProperties;
    }
    segments.push(name);
    return void 0;
  };
  while (i < path.length) {
    const c = path[i];
    if (c === ".") {
      const m = /^[^.[\]]+/.exec(path.slice(i + 1));
      if (!m) return "unexpected end of JSON path";
      const problem = step(m[0], current?.properties !== void 0);
      if (problem) return problem;
      i += 1 + m[0].length;
    } else if (c === "[") {
      if (path[i + 1] !== "'") return "expected a single-quoted string after '['";
      let j = i + 2;
      let name = "";
      while (j < path.length && path[j] !== "'") {
        if (path[j] === "\\" && j + 1 < path.length) {
          name += path[j + 1];
          j += 2;
        } else {
          name += path[j];
          j++;
        }
      }
      if (path[j] !== "'" || path[j + 1] !== "]") return "expected ' and ] to close the key";
      const problem = step(name, current?.properties !== void 0);
      if (problem) return problem;
      i = j + 2;
    } else {
      return `unexpected character ${JSON.stringify(c)}`;
    }
  }
  return segments;
}
var RESERVED = /* @__PURE__ */ new Set(["true", "false", "null", "in", "as", "break", "const", "continue", "else", "for", "function", "if", "import", "let", "loop", "package", "namespace", "return", "var", "void", "while"]);
function escapeProperty(name) {
  if (name === "" || /^[0-9]/.test(name)) return void 0;
  if (RESERVED.has(name)) return `__${name}__`;
  if (!/^[a-zA-Z0-9_.\-/]+$/.test(name)) return void 0;
  if (/^[a-zA-Z0-9_]+$/.test(name) && !name.includes("__")) return name;
  return name.replace(/__|[-./]/g, (s) => s === "__" ? "__underscores__" : s === "." ? "__dot__" : s === "-" ? "__dash__" : "__slash__");
}
function isInt64(value) {
  return Number.isInteger(value) && value >= -(2 ** 63) && value < 2 ** 63;
}
function toCel(value, node) {
  if (value === null || value === void 0) return null;
  switch (typeof value) {
    case "string":
      return node?.type === "string" && typeof node.raw.format === "string" ? formatted(value, node.raw.format.replace(/-/g, "")) : value;
    case "boolean":
      return value;
    case "number":
      if (node?.type === "number") return value;
      return isInt64(value) ? BigInt(value) : value;
    default:
      break;
  }
  if (Array.isArray(value)) return value.map((v) => toCel(v, node?.items));
  if (!isRecord(value)) return null;
  const out = {};
  const props = node?.properties;
  for (const key of Object.keys(value)) {
    const child = props?.get(key);
    if (child) {
      const name = escapeProperty(key);
      if (name !== void 0) out[name] = toCel(value[key], child);
    } else if (node?.additionalProperties) {
      out[key] = toCel(value[key], node.additionalProperties);
    } else if (!props || node?.preserveUnknownFields) {
      out[key] = toCel(value[key], void 0);
    }
  }
  return out;
}
function formatted(value, format) {
  if (format === "datetime") {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? value : timestampFromDate(new Date(ms));
  }
  if (format === "duration") {
    const nanos = goDurationNanos(value);
    return nanos === void 0 ? value : create(DurationSchema, { seconds: nanos / 1000000000n, nanos: Number(nanos % 1000000000n) });
  }
  if (format === "byte") {
    try {
      return Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
    } catch {
      return value;
    }
  }
  return value;
}
var UNIT_NANOS = { ns: 1n, us: 1000n, "µs": 1000n, "μs": 1000n, ms: 1000000n, s: 1000000000n, m: 60000000000n, h: 3600000000000n };
function goDurationNanos(s) {
  if (!isGoDuration(s)) return void 0;
  const negative = s.startsWith("-");
  let total = 0n;
  for (const m of s.matchAll(/([0-9]*)(?:\.([0-9]*))?(ns|us|µs|μs|ms|s|m|h)/g)) {
    const unit = UNIT_NANOS[m[3]];
    const whole = BigInt(m[1] || "0") * unit;
    const fraction = m[2] ? BigInt(m[2]) * unit / 10n ** BigInt(m[2].length) : 0n;
    total += whole + fraction;
  }
  return negative ? -total : total;
}
function rootToCel(value, node) {
  const out = toCel(value, node);
  if (typeof value.apiVersion === "string") out.apiVersion = value.apiVersion;
  if (typeof value.kind === "string") out.kind = value.kind;
  const meta = value.metadata;
  if (isRecord(meta)) {
    const m = {};
    if (typeof meta.name === "string") m.name = meta.name;
    if (typeof meta.generateName === "string") m.generateName = meta.generateName;
    out.metadata = m;
  }
  return out;
}
var REASON_PREFIX = {
  FieldValueInvalid: "Invalid value",
  FieldValueForbidden: "Forbidden",
  FieldValueRequired: "Required value",
  FieldValueDuplicate: "Duplicate value"
};
var OUT_OF_COST_BUDGET = "validation failed due to running out of cost budget, no further validation rules will be run";
function isScalar(v) {
  return v === null || typeof v !== "object" && v !== void 0;
}
function evaluateRules(input) {
  const violations = [];
  let skipped = 0;
  let objectRemaining = input.runBudget?.perObject ?? RUNTIME_COST_BUDGET;
  let stopped;
  const blocked = (pointer) => input.blocking.some((b) => b === pointer || b.startsWith(pointer + "/"));
  const visit = (node, value, old, loc, isRoot) => {
    if (stopped || value === null || value === void 0 || !node.subtreeHasRules) return;
    const rules = input.rules.byNode.get(node);
    if (rules && rules.length > 0) {
      if (input.blocking.length > 0 && (isRoot || blocked(pointerOf(loc)))) {
        skipped += rules.length;
      } else {
        const self = isRoot && isRecord(value) ? rootToCel(value, node) : toCel(value, node);
        const oldSelf = old === null || old === void 0 ? void 0 : isRoot && isRecord(old) ? rootToCel(old, node) : toCel(old, node);
        for (const rule of rules) evaluateOne(rule, self, oldSelf, value, old, loc);
      }
    }
    if (Array.isArray(value)) {
      const items = node.items;
      if (!items?.subtreeHasRules) return;
      const oldItems = correlate(node, value, old);
      for (let i = 0; i < value.length; i++) visit(items, value[i], oldItems[i], { parent: loc, key: i }, false);
      return;
    }
    if (!isRecord(value)) return;
    const oldMap = isRecord(old) ? old : void 0;
    for (const [key, child] of input.rules.ruleChildren.get(node) ?? []) {
      const v = value[key];
      if (v !== void 0) visit(child, v, oldMap?.[key], { parent: loc, key }, false);
    }
    const extra = node.additionalProperties;
    if (extra?.subtreeHasRules) {
      for (const key of Object.keys(value)) {
        if (!node.properties?.has(key)) visit(extra, value[key], oldMap?.[key], { parent: loc, key }, false);
      }
    }
  };
  const evaluateOne = (rule, self, oldSelf, value, old, loc) => {
    let bindings;
    if (rule.source.optionalOldSelf) {
      bindings = { self, oldSelf: oldSelf === void 0 ? optionalNone() : optionalSome(oldSelf) };
    } else if (rule.usesOldSelf) {
      if (oldSelf === void 0) return;
      bindings = { self, oldSelf };
    } else {
      bindings = { self };
    }
    if (stopped) return;
    if (input.runBudget?.spent()) {
      stopped = "run";
      return;
    }
    const runRemaining = input.runBudget?.remaining ?? Infinity;
    const costLimit = Math.max(0, Math.min(PER_CALL_COST_LIMIT, objectRemaining, runRemaining));
    const result = evaluateMemo(rule, self, bindings, costLimit);
    objectRemaining -= result.cost;
    input.runBudget?.spend(result.cost);
    if (result.ok && result.value === true) return;
    const pointer = pointerOf(loc);
    if (!result.ok && result.costExceeded && costLimit < PER_CALL_COST_LIMIT) {
      if (runRemaining <= objectRemaining + result.cost) {
        stopped = "run";
        return;
      }
      stopped = "object";
      violations.push({
        ruleId: "schema/cel-error",
        severity: "error",
        pointer,
        at: "value",
        message: atField(fieldPath(input.object, pointer), `Invalid value: ${OUT_OF_COST_BUDGET} (operation cancelled: actual cost limit exceeded evaluating rule: ${rule.source.rule})`),
        hint: `The API server gives the validation rules of one object a runtime cost budget of ${(input.runBudget?.perObject ?? RUNTIME_COST_BUDGET).toLocaleString("en-US")}; make the rules cheaper (bound list and string sizes with maxItems and maxLength).`
      });
      return;
    }
    if (!result.ok) {
      violations.push({
        ruleId: "schema/cel-error",
        severity: "error",
        pointer,
        at: "value",
        message: atField(fieldPath(input.object, pointer), `Invalid value: ${result.error} evaluating rule: ${rule.source.rule}`),
        hint: "The API server rejects the object when a validation rule fails to evaluate; check the fields the rule reads."
      });
      return;
    }
    const at = rule.fieldPath.reduce((p, s) => appendPointer(p, s), pointer);
    const path = fieldPath(input.object, at);
    if (result.value !== false) {
      violations.push({
        ruleId: "schema/cel-error",
        severity: "error",
        pointer,
        at: "value",
        message: atField(fieldPath(input.object, pointer), `Invalid value: rule evaluated to ${String(result.value)}, expected a boolean: ${rule.source.rule}`)
      });
      return;
    }
    let detail;
    if (rule.message) {
      const m = rule.message.evaluate(bindings);
      if (m.ok && typeof m.value === "string" && m.value.trim() !== "" && !/[\r\n]/.test(m.value)) detail = m.value;
    }
    detail ??= rule.source.message ?? `failed rule: ${rule.source.rule}`;
    const shown = rule.fieldPath.length === 0 ? value : rule.fieldPath.reduce((v, s) => isRecord(v) ? v[s] : void 0, value);
    const shownOld = rule.fieldPath.length === 0 ? old : void 0;
    const facts = [];
    if (shown !== void 0 && isScalar(shown)) facts.push(`found ${describeValue(shown)}`);
    if (rule.usesOldSelf && shownOld !== void 0 && isScalar(shownOld)) facts.push(`was ${describeValue(shownOld)}`);
    violations.push({
      ruleId: "schema/cel",
      severity: "error",
      pointer: at,
      at: "value",
      message: atField(path, `${REASON_PREFIX[rule.source.reason]}: ${detail}${facts.length > 0 ? ` (${facts.join(", ")})` : ""}`),
      hint: `x-kubernetes-validations rule: ${rule.source.rule}`
    });
  };
  visit(input.root, input.object, input.oldObject, void 0, input.nested !== true);
  return { violations, skipped, ...stopped === "run" ? { runBudgetSpent: true } : {} };
}
var MEMO_LIMIT = 4096;
function evaluateMemo(rule, self, bindings, costLimit) {
  const memo2 = rule.memo;
  if (!memo2 || self !== null && typeof self === "object") return rule.program.evaluate(bindings, { costLimit });
  const key = typeof self === "number" ? `d:${self}` : self;
  const hit = memo2.get(key);
  if (hit && hit.cost <= costLimit) return hit;
  const outcome = rule.program.evaluate(bindings, { costLimit });
  if (!outcome.ok && outcome.costExceeded) return outcome;
  if (memo2.size >= MEMO_LIMIT) memo2.clear();
  memo2.set(key, outcome);
  return outcome;
}
function correlate(node, items, old) {
  if (node.listType !== "map" || !Array.isArray(old) || node.listMapKeys.length === 0) return [];
  const keyOf = (item) => {
    if (!isRecord(item)) return void 0;
    return canonical(node.listMapKeys.map((k) => item[k]));
  };
  const byKey = /* @__PURE__ */ new Map();
  for (const o of old) {
    const k = keyOf(o);
    if (k !== void 0 && !byKey.has(k)) byKey.set(k, o);
  }
  return items.map((item) => {
    const k = keyOf(item);
    return k === void 0 ? void 0 : byKey.get(k);
  });
}

// src/core/kube/structural.ts
var SCHEMA_TYPES = ["object", "array", "string", "integer", "number", "boolean"];
var LIST_TYPES = ["atomic", "set", "map"];
var RULE_REASONS = ["FieldValueInvalid", "FieldValueForbidden", "FieldValueRequired", "FieldValueDuplicate"];
var COMPOSITIONS = ["allOf", "anyOf", "oneOf"];
function readSchema(raw, options = {}) {
  const maxDepth = options.maxDepth ?? 64;
  const maxNodes = options.maxNodes ?? 2e4;
  const problems = [];
  let nodeCount = 0;
  let tooLarge = false;
  const count = (pointer, depth) => {
    nodeCount++;
    if (nodeCount > maxNodes || depth > maxDepth) {
      if (!tooLarge) {
        tooLarge = true;
        problems.push({
          pointer,
          ruleId: "crd/schema-too-large",
          message: depth > maxDepth ? `schema too large for in-process validation: nesting deeper than ${maxDepth} levels` : `schema too large for in-process validation: more than ${maxNodes} schema nodes`
        });
      }
    }
  };
  const countNested = (r, pointer, depth) => {
    count(pointer, depth);
    if (tooLarge) return;
    for (const key of COMPOSITIONS) {
      const list = r[key];
      if (Array.isArray(list)) list.forEach((b, i) => isRecord(b) && countNested(b, appendPointer(appendPointer(pointer, key), i), depth + 1));
    }
    if (isRecord(r.not)) countNested(r.not, appendPointer(pointer, "not"), depth + 1);
    if (isRecord(r.properties)) {
      for (const [k, v] of Object.entries(r.properties)) if (isRecord(v)) countNested(v, appendPointer(appendPointer(pointer, "properties"), k), depth + 1);
    }
    if (isRecord(r.items)) countNested(r.items, appendPointer(pointer, "items"), depth + 1);
    if (isRecord(r.additionalProperties)) countNested(r.additionalProperties, appendPointer(pointer, "additionalProperties"), depth + 1);
  };
  const readRules = (r, pointer) => {
    const list = r["x-kubernetes-validations"];
    if (!Array.isArray(list)) return [];
    const base = appendPointer(pointer, "x-kubernetes-validations");
    const rules = [];
    list.forEach((item, i) => {
      if (!isRecord(item) || typeof item.rule !== "string" || item.rule.trim() === "") return;
      const reason = item.reason ?? "FieldValueInvalid";
      if (!RULE_REASONS.includes(reason)) return;
      rules.push({
        rule: item.rule,
        ...typeof item.message === "string" && item.message.trim() !== "" ? { message: item.message } : {},
        ...typeof item.messageExpression === "string" ? { messageExpression: item.messageExpression } : {},
        ...typeof item.fieldPath === "string" && item.fieldPath !== "" ? { fieldPath: item.fieldPath } : {},
        reason,
        optionalOldSelf: item.optionalOldSelf === true,
        pointer: appendPointer(base, i)
      });
    });
    return rules;
  };
  const read = (r, pointer, depth) => {
    count(pointer, depth);
    if (tooLarge) return leaf(r, pointer);
    for (const key of COMPOSITIONS) {
      const list = r[key];
      if (Array.isArray(list)) list.forEach((b, i) => isRecord(b) && countNested(b, appendPointer(appendPointer(pointer, key), i), depth + 1));
    }
    if (isRecord(r.not)) countNested(r.not, appendPointer(pointer, "not"), depth + 1);
    const type = SCHEMA_TYPES.includes(r.type) ? r.type : void 0;
    const intOrString2 = r["x-kubernetes-int-or-string"] === true;
    const preserveUnknownFields = r["x-kubernetes-preserve-unknown-fields"] === true;
    const embeddedResource = r["x-kubernetes-embedded-resource"] === true;
    let properties;
    if (isRecord(r.properties)) {
      properties = /* @__PURE__ */ new Map();
      for (const [k, v] of Object.entries(r.properties)) {
        if (isRecord(v)) properties.set(k, read(v, appendPointer(appendPointer(pointer, "properties"), k), depth + 1));
      }
    }
    const additionalProperties = isRecord(r.additionalProperties) ? read(r.additionalProperties, appendPointer(pointer, "additionalProperties"), depth + 1) : void 0;
    const items = isRecord(r.items) ? read(r.items, appendPointer(pointer, "items"), depth + 1) : void 0;
    const rawListType = r["x-kubernetes-list-type"];
    const listType2 = LIST_TYPES.includes(rawListType) ? rawListType : void 0;
    const rawKeys = r["x-kubernetes-list-map-keys"];
    const listMapKeys = Array.isArray(rawKeys) ? rawKeys.filter((k) => typeof k === "string") : [];
    const rules = readRules(r, pointer);
    const hasDefault = Object.prototype.hasOwnProperty.call(r, "default") && r.default !== null;
    const children = [...properties?.values() ?? [], ...additionalProperties ? [additionalProperties] : [], ...items ? [items] : []];
    return {
      pointer,
      raw: r,
      ...type !== void 0 ? { type } : {},
      nullable: r.nullable === true,
      intOrString: intOrString2,
      preserveUnknownFields,
      embeddedResource,
      ...properties ? { properties } : {},
      ...additionalProperties ? { additionalProperties } : {},
      ...items ? { items } : {},
      hasDefault,
      ...hasDefault ? { defaultValue: r.default } : {},
      ...listType2 ? { listType: listType2 } : {},
      listMapKeys,
      rules,
      subtreeHasRules: rules.length > 0 || children.some((c) => c.subtreeHasRules),
      subtreeHasDefaults: hasDefault || children.some((c) => c.subtreeHasDefaults)
    };
  };
  if (!isRecord(raw)) {
    problems.push({ pointer: "", ruleId: "crd/invalid-schema", message: "openAPIV3Schema must be a schema (a mapping)" });
    return { problems, nodeCount };
  }
  let root;
  try {
    root = read(raw, "", 0);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    problems.push({ pointer: "", ruleId: "crd/schema-too-large", message: "schema too large for in-process validation (nesting exhausted the stack)" });
    return { problems, nodeCount };
  }
  if (tooLarge) return { problems, nodeCount };
  return { root, problems, nodeCount };
}
function leaf(r, pointer) {
  return {
    pointer,
    raw: r,
    nullable: false,
    intOrString: false,
    preserveUnknownFields: true,
    embeddedResource: false,
    hasDefault: false,
    listMapKeys: [],
    rules: [],
    subtreeHasRules: false,
    subtreeHasDefaults: false
  };
}

// src/core/schema/normalize.ts
var OBJECT_META_FIELDS = /* @__PURE__ */ new Set([
  "name",
  "generateName",
  "namespace",
  "selfLink",
  "uid",
  "resourceVersion",
  "generation",
  "creationTimestamp",
  "deletionTimestamp",
  "deletionGracePeriodSeconds",
  "labels",
  "annotations",
  "ownerReferences",
  "finalizers",
  "managedFields"
]);
function pathOf(loc) {
  const keys = [];
  for (let l = loc; l; l = l.parent) keys.push(l.key);
  let out = "";
  for (let i = keys.length - 1; i >= 0; i--) {
    const k = keys[i];
    out = typeof k === "number" ? `${out}[${k}]` : childPath2(out, k);
  }
  return out;
}
function normalize(object, root, options) {
  const ctx = { report: options.report, dropStatus: options.dropStatus === true, violations: [], embedded: [] };
  const value = walkObject(object, root, void 0, ctx, true);
  return { value, violations: ctx.violations, embedded: ctx.embedded };
}
function normalizeValue(value, node, options) {
  const ctx = { report: options.report, dropStatus: false, violations: [], embedded: [] };
  return { value: walk(cloneJson(value), node, void 0, ctx), violations: ctx.violations };
}
function setOwn(out, key, value) {
  if (key === "__proto__") Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}
function cloneJson(value) {
  if (Array.isArray(value)) return value.map(cloneJson);
  if (isRecord(value)) {
    const out = {};
    for (const k of Object.keys(value)) setOwn(out, k, cloneJson(value[k]));
    return out;
  }
  return value;
}
function childPath2(path, key) {
  return path === "" ? key : /^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(key) ? `${path}.${key}` : `${path}[${key}]`;
}
function walk(value, node, loc, ctx) {
  if (node === void 0) return cloneJson(value);
  if (Array.isArray(value)) {
    const items = node.items;
    if (items === void 0) return cloneJson(value);
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      let v = value[i];
      if (v === null && !items.nullable && items.hasDefault) v = cloneJson(items.defaultValue);
      out[i] = typeof v === "object" && v !== null ? walk(v, items, { parent: loc, key: i }, ctx) : v;
    }
    return out;
  }
  if (isRecord(value)) {
    const objectLike = node.type === "object" || node.properties !== void 0 || node.additionalProperties !== void 0 || node.preserveUnknownFields || node.embeddedResource;
    if (!objectLike || node.type !== void 0 && node.type !== "object") return cloneJson(value);
    return walkObject(value, node, loc, ctx, false);
  }
  return value;
}
function walkObject(value, node, loc, ctx, isRoot) {
  const out = {};
  const typeMeta = isRoot || node.embeddedResource;
  if (node.embeddedResource && !isRoot) ctx.embedded.push(pointerOf(loc));
  for (const key of Object.keys(value)) {
    const v = value[key];
    if (typeMeta && (key === "apiVersion" || key === "kind") && !node.properties?.has(key)) {
      setOwn(out, key, cloneJson(v));
      continue;
    }
    if (typeMeta && key === "metadata") {
      setOwn(out, key, walkMetadata(v, { parent: loc, key }, ctx));
      continue;
    }
    const child = node.properties?.get(key) ?? node.additionalProperties;
    if (child === void 0) {
      if (node.preserveUnknownFields) {
        setOwn(out, key, cloneJson(v));
        continue;
      }
      if (ctx.report) ctx.violations.push(unknownField(key, { parent: loc, key }, node));
      continue;
    }
    if (v === null && !child.nullable) {
      if (child.hasDefault) {
        if (ctx.report) ctx.violations.push(nullField({ parent: loc, key }, child, true));
        setOwn(out, key, walk(cloneJson(child.defaultValue), child, { parent: loc, key }, ctx));
      } else if (ctx.report) {
        ctx.violations.push(nullField({ parent: loc, key }, child, false));
      }
      continue;
    }
    const walked = typeof v === "object" && v !== null ? walk(v, child, { parent: loc, key }, ctx) : v;
    if (!(isRoot && ctx.dropStatus && key === "status")) setOwn(out, key, walked);
  }
  if (node.properties !== void 0 && node.subtreeHasDefaults) {
    for (const [key, child] of node.properties) {
      if (!child.hasDefault || Object.prototype.hasOwnProperty.call(out, key)) continue;
      if (Object.prototype.hasOwnProperty.call(value, key)) continue;
      if (isRoot && ctx.dropStatus && key === "status") continue;
      setOwn(out, key, walk(cloneJson(child.defaultValue), child, { parent: loc, key }, ctx));
    }
  }
  return out;
}
function walkMetadata(value, loc, ctx) {
  if (!isRecord(value)) return cloneJson(value);
  const out = {};
  for (const key of Object.keys(value)) {
    const v = value[key];
    if (OBJECT_META_FIELDS.has(key)) {
      setOwn(out, key, typeof v === "object" && v !== null ? cloneJson(v) : v);
      continue;
    }
    if (ctx.report) {
      const fieldLoc = { parent: loc, key };
      const path = pathOf(fieldLoc);
      const hint = closest(key, OBJECT_META_FIELDS);
      ctx.violations.push({
        ruleId: "schema/unknown-field",
        severity: "error",
        pointer: pointerOf(fieldLoc),
        at: "key",
        message: `unknown field "${path}": metadata has no such field (expected ObjectMeta fields such as name, namespace, labels, annotations)`,
        hint: hint ? `Did you mean "${hint}"?` : "Remove the field; the API server rejects it with fieldValidation=Strict (kubectl's default) and drops it otherwise."
      });
    }
  }
  return out;
}
function unknownField(key, loc, parent) {
  const path = pathOf(loc);
  const known = [...parent.properties?.keys() ?? []];
  const guess = closest(key, known);
  const expected2 = known.length === 0 ? "the schema allows no fields here" : known.length <= 12 ? `expected one of ${[...known].sort().join(", ")}` : `expected one of the ${known.length} fields the schema declares`;
  return {
    ruleId: "schema/unknown-field",
    severity: "error",
    pointer: pointerOf(loc),
    at: "key",
    message: `unknown field "${path}": ${expected2}`,
    hint: guess ? `Did you mean "${guess}"?` : "Remove the field or add it to the CRD schema; the API server rejects it with fieldValidation=Strict (kubectl's default) and silently drops it otherwise."
  };
}
function nullField(loc, node, defaulted) {
  const path = pathOf(loc);
  return {
    ruleId: "schema/null-field",
    severity: "warning",
    pointer: pointerOf(loc),
    at: "key",
    message: atField(
      path,
      defaulted ? `found null on a field that is not nullable; the API server replaces it with the default ${describeValue(node.defaultValue)}` : "found null on a field that is not nullable; the API server drops the field as if it were not written"
    ),
    hint: "Remove the key, or write a value. An empty YAML value (`key:`) is null."
  };
}

// src/core/schema/defaults-shape.ts
function shapeDefault(schema, value) {
  if (!compilesSafely(schema, 0)) return { schema, valid: false };
  const pruned = prune(schema, [value]);
  return { schema: pruned, valid: validForCertain(pruned, value) };
}
function hasType(value, type) {
  switch (type) {
    case "string":
      return typeof value === "string";
    case "boolean":
      return typeof value === "boolean";
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "object":
      return isRecord(value);
    case "array":
      return Array.isArray(value);
    case "null":
      return value === null;
    default:
      return false;
  }
}
function codePoints(text) {
  let n = 0;
  for (const _2 of text) n++;
  return n;
}
function validForCertain(schema, value) {
  for (const [key, v] of Object.entries(schema)) {
    switch (key) {
      case "type":
        if (!hasType(value, v) && !(value === null && schema.nullable === true)) return false;
        break;
      case "nullable":
        break;
      case "enum":
        if (!v.some((allowed) => allowed === value && (allowed === null || typeof allowed !== "object"))) return false;
        break;
      case "maxLength":
        if (typeof value === "string" && !(codePoints(value) <= v)) return false;
        break;
      case "minLength":
        if (typeof value === "string" && !(codePoints(value) >= v)) return false;
        break;
      case "pattern":
        if (typeof value === "string") {
          const compiled = compileRe2(v);
          if (!compiled.ok || !compiled.re.test(value)) return false;
        }
        break;
      case "format":
        if (typeof value === "string" && formatChecker(v.slice("k8s:".length))?.validate(value) !== true) return false;
        break;
      case "minimum":
        if (typeof value === "number" && !(value >= v)) return false;
        break;
      case "maximum":
        if (typeof value === "number" && !(value <= v)) return false;
        break;
      case "exclusiveMinimum":
        if (typeof value === "number" && !(value > v)) return false;
        break;
      case "exclusiveMaximum":
        if (typeof value === "number" && !(value < v)) return false;
        break;
      case "maxItems":
        if (Array.isArray(value) && !(value.length <= v)) return false;
        break;
      case "minItems":
        if (Array.isArray(value) && !(value.length >= v)) return false;
        break;
      case "maxProperties":
        if (isRecord(value) && !(Object.keys(value).length <= v)) return false;
        break;
      case "minProperties":
        if (isRecord(value) && !(Object.keys(value).length >= v)) return false;
        break;
      case "uniqueItems":
        if (v === true && Array.isArray(value) && value.length > 1) return false;
        break;
      case "required":
        if (isRecord(value) && !v.every((name) => typeof name === "string" && value[name] !== void 0)) return false;
        break;
      case "properties":
        if (isRecord(value)) {
          for (const [name, sub] of Object.entries(v)) {
            const reached = value[name];
            if (reached !== void 0 && !validForCertain(sub, reached)) return false;
          }
        }
        break;
      case "additionalProperties":
        if (isRecord(value)) {
          const known = isRecord(schema.properties) ? schema.properties : {};
          for (const name of Object.keys(value)) if (!Object.hasOwn(known, name) && !validForCertain(v, value[name])) return false;
        }
        break;
      case "items":
        if (Array.isArray(value) && !value.every((item) => validForCertain(v, item))) return false;
        break;
      case "k8sIntOrString": {
        const nullable = v.nullable === true;
        if (!(typeof value === "string" || typeof value === "number" && Number.isInteger(value) || value === null && nullable)) return false;
        break;
      }
      case "k8sListType":
        if (Array.isArray(value) && (value.length > 1 || v.type === "map" && value.length === 1 && value[0] !== null && !isRecord(value[0]))) return false;
        break;
      default:
        return false;
    }
  }
  return true;
}
var NUMBER_KEYWORDS = /* @__PURE__ */ new Set(["maxLength", "minLength", "multipleOf", "maxItems", "minItems", "maxProperties", "minProperties", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]);
var JSON_TYPES = /* @__PURE__ */ new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);
var MAX_DEPTH = 48;
function compilesSafely(schema, depth) {
  if (depth > MAX_DEPTH) return false;
  for (const [key, v] of Object.entries(schema)) {
    if (NUMBER_KEYWORDS.has(key)) {
      if (typeof v !== "number") return false;
      continue;
    }
    switch (key) {
      case "type":
        if (typeof v !== "string" || !JSON_TYPES.has(v)) return false;
        break;
      case "nullable":
        if (v !== true || typeof schema.type !== "string") return false;
        break;
      case "enum":
        if (!Array.isArray(v) || v.length === 0) return false;
        break;
      case "required":
        if (!Array.isArray(v)) return false;
        break;
      case "uniqueItems":
        if (typeof v !== "boolean") return false;
        break;
      case "pattern":
        if (typeof v !== "string" || !compileRe2(v).ok) return false;
        break;
      case "format":
        if (typeof v !== "string" || !v.startsWith("k8s:") || !formatChecker(v.slice("k8s:".length))) return false;
        break;
      case "k8sIntOrString":
      case "k8sListType":
        if (!isRecord(v)) return false;
        break;
      case "properties":
        if (!isRecord(v) || !Object.values(v).every((p) => isRecord(p) && compilesSafely(p, depth + 1))) return false;
        break;
      case "additionalProperties":
      case "items":
      case "not":
        if (!isRecord(v) || !compilesSafely(v, depth + 1)) return false;
        break;
      case "allOf":
      case "anyOf":
      case "oneOf":
        if (!Array.isArray(v) || v.length === 0 || !v.every((p) => isRecord(p) && compilesSafely(p, depth + 1))) return false;
        break;
      default:
        return false;
    }
  }
  return true;
}
function prune(schema, values) {
  const out = {};
  const objects = values.filter(isRecord);
  const arrays = values.filter(Array.isArray);
  for (const [key, v] of Object.entries(schema)) {
    switch (key) {
      case "properties": {
        const props = {};
        for (const [name, sub] of Object.entries(v)) {
          const reached = objects.map((o) => o[name]).filter((v2) => v2 !== void 0);
          if (reached.length > 0) props[name] = prune(sub, reached);
        }
        if (Object.keys(props).length > 0) out.properties = props;
        break;
      }
      case "additionalProperties": {
        const known = isRecord(schema.properties) ? schema.properties : {};
        const reached = objects.flatMap((o) => Object.keys(o).filter((k) => !Object.hasOwn(known, k)).map((k) => o[k]));
        if (reached.length > 0) out.additionalProperties = prune(v, reached);
        break;
      }
      case "items": {
        const reached = arrays.flat();
        if (reached.length > 0) out.items = prune(v, reached);
        break;
      }
      case "not":
        out.not = prune(v, values);
        break;
      case "allOf":
      case "anyOf":
      case "oneOf":
        out[key] = v.map((branch) => prune(branch, values));
        break;
      default:
        out[key] = v;
    }
  }
  return out;
}

// src/core/schema/value.ts
function validateValue(node, value, rules) {
  const out = [];
  const normalized = normalizeValue(value, node, { report: true });
  for (const v of normalized.violations) if (v.ruleId === "schema/unknown-field") out.push(v.message);
  const shaped = shapeDefault(toAjvSubschema(node), normalized.value);
  let blocking = [];
  if (!shaped.valid) {
    const compiled = compileAjv(shaped.schema);
    if (!compiled.ok) return out;
    if (!compiled.compiled.validate(normalized.value) && compiled.compiled.validate.errors) {
      const converted = convertErrors(compiled.compiled.validate.errors, normalized.value);
      for (const v of converted.violations) out.push(v.message);
      blocking = converted.blocking;
    }
  }
  if (rules && rules.count > 0 && blocking.length === 0) {
    for (const v of evaluateRules({ root: node, rules, object: normalized.value, blocking, nested: true }).violations) out.push(v.message);
  }
  return out;
}

// src/core/schema/crd-decode.ts
var STRINGS = { list: "string" };
var VALIDATION_RULE = {
  struct: { rule: "string", message: "string", messageExpression: "string", reason: "string", fieldPath: "string", optionalOldSelf: "bool" }
};
var SCHEMA_FIELDS = {
  id: "string",
  $schema: "string",
  $ref: "string",
  description: "string",
  type: "string",
  format: "string",
  title: "string",
  default: "json",
  maximum: "float",
  exclusiveMaximum: "bool",
  minimum: "float",
  exclusiveMinimum: "bool",
  maxLength: "int",
  minLength: "int",
  pattern: "string",
  maxItems: "int",
  minItems: "int",
  uniqueItems: "bool",
  multipleOf: "float",
  enum: { list: "json" },
  maxProperties: "int",
  minProperties: "int",
  required: STRINGS,
  items: "schemaOrArray",
  allOf: { list: "schema" },
  oneOf: { list: "schema" },
  anyOf: { list: "schema" },
  not: "schema",
  properties: { map: "schema" },
  additionalProperties: "schemaOrBool",
  patternProperties: { map: "schema" },
  dependencies: { map: "schemaOrStringArray" },
  additionalItems: "schemaOrBool",
  definitions: { map: "schema" },
  externalDocs: { struct: { description: "string", url: "string" } },
  example: "json",
  nullable: "bool",
  "x-kubernetes-preserve-unknown-fields": "bool",
  "x-kubernetes-embedded-resource": "bool",
  "x-kubernetes-int-or-string": "bool",
  "x-kubernetes-list-map-keys": STRINGS,
  "x-kubernetes-list-type": "string",
  "x-kubernetes-map-type": "string",
  "x-kubernetes-validations": { list: VALIDATION_RULE }
};
var OBJECT_META = {
  struct: {
    name: "string",
    generateName: "string",
    namespace: "string",
    selfLink: "string",
    uid: "string",
    resourceVersion: "string",
    generation: "int",
    creationTimestamp: "time",
    deletionTimestamp: "time",
    deletionGracePeriodSeconds: "int",
    labels: { map: "string" },
    annotations: { map: "string" },
    ownerReferences: { list: { struct: { apiVersion: "string", kind: "string", name: "string", uid: "string", controller: "bool", blockOwnerDeletion: "bool" } } },
    finalizers: STRINGS,
    managedFields: { list: "json" }
  }
};
var NAMES = {
  struct: { plural: "string", singular: "string", shortNames: STRINGS, kind: "string", listKind: "string", categories: STRINGS }
};
var VERSION = {
  struct: {
    name: "string",
    served: "bool",
    storage: "bool",
    deprecated: "bool",
    deprecationWarning: "string",
    schema: { struct: { openAPIV3Schema: "schema" } },
    subresources: {
      struct: {
        status: { struct: {} },
        scale: { struct: { specReplicasPath: "string", statusReplicasPath: "string", labelSelectorPath: "string" } }
      }
    },
    additionalPrinterColumns: {
      list: { struct: { name: "string", type: "string", format: "string", description: "string", priority: "int", jsonPath: "string" } }
    },
    selectableFields: { list: { struct: { jsonPath: "string" } } }
  }
};
var CRD = {
  struct: {
    apiVersion: "string",
    kind: "string",
    metadata: OBJECT_META,
    spec: {
      struct: {
        group: "string",
        names: NAMES,
        scope: "string",
        versions: { list: VERSION },
        conversion: {
          struct: {
            strategy: "string",
            webhook: {
              struct: {
                clientConfig: {
                  struct: {
                    url: "string",
                    caBundle: "bytes",
                    service: { struct: { namespace: "string", name: "string", path: "string", port: "int" } }
                  }
                },
                conversionReviewVersions: STRINGS
              }
            }
          }
        },
        preserveUnknownFields: "bool"
      }
    },
    status: {
      struct: {
        conditions: { list: { struct: { type: "string", status: "string", lastTransitionTime: "time", reason: "string", message: "string", observedGeneration: "int" } } },
        acceptedNames: NAMES,
        storedVersions: STRINGS,
        observedGeneration: "int"
      }
    }
  }
};
var GO_NAME = {
  string: "a string",
  bool: "true or false",
  int: "an integer",
  float: "a number",
  bytes: "base64-encoded bytes (a string)",
  time: "an RFC 3339 time (a string)",
  schema: "a schema (a mapping)",
  schemaOrArray: "a schema (a mapping)",
  schemaOrBool: "a schema (a mapping) or true/false",
  schemaOrStringArray: "a schema (a mapping) or a list of strings"
};
function expected(type) {
  if (typeof type === "string") return GO_NAME[type] ?? "any JSON value";
  if ("list" in type) return type.list === "string" ? "a list of strings" : type.list === "json" ? "a list" : "a list";
  if ("map" in type) return type.map === "string" ? "a mapping of strings" : "a mapping";
  return "a mapping";
}
var BASE642 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
var RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;
function decodeCrd(object, options = {}) {
  const max = options.maxIssues ?? 200;
  const out = [];
  const add = (pointer, message, at) => {
    if (out.length < max) out.push({ pointer, message, at });
  };
  const field = (pointer) => pointer.slice(1).replace(/\//g, ".") || "(root)";
  const wrong = (pointer, type, value) => {
    add(pointer, `${field(pointer)}: cannot be decoded: expected ${expected(type)}, found ${describeValue(value)}`, "value");
  };
  const stack = [{ value: object, type: CRD, pointer: "", strict: true }];
  while (stack.length > 0 && out.length < max) {
    const { value, type, pointer, strict } = stack.pop();
    if (value === null || value === void 0) continue;
    if (typeof type === "string") {
      switch (type) {
        case "json":
          break;
        case "string":
          if (typeof value !== "string") wrong(pointer, type, value);
          break;
        case "bool":
          if (typeof value !== "boolean") wrong(pointer, type, value);
          break;
        case "int":
          if (typeof value !== "number" && typeof value !== "bigint") wrong(pointer, type, value);
          else if (typeof value === "number" && !Number.isInteger(value)) {
            add(pointer, `${field(pointer)}: cannot be decoded: expected an integer, found the number ${value}`, "value");
          }
          break;
        case "float":
          if (typeof value !== "number" && typeof value !== "bigint") wrong(pointer, type, value);
          break;
        case "bytes":
          if (typeof value !== "string") wrong(pointer, type, value);
          else if (!BASE642.test(value.replace(/\s/g, ""))) add(pointer, `${field(pointer)}: cannot be decoded: expected base64-encoded bytes, found a string that is not base64`, "value");
          break;
        case "time":
          if (typeof value !== "string" || !RFC3339.test(value)) wrong(pointer, type, value);
          break;
        case "schema":
          if (!isRecord(value)) wrong(pointer, type, value);
          else stack.push({ value, type: { struct: SCHEMA_FIELDS }, pointer, strict });
          break;
        case "schemaOrArray":
          if (isRecord(value)) stack.push({ value, type: { struct: SCHEMA_FIELDS }, pointer, strict: false });
          else if (Array.isArray(value)) stack.push({ value, type: { list: "schema" }, pointer, strict: false });
          break;
        case "schemaOrBool":
          if (isRecord(value)) stack.push({ value, type: { struct: SCHEMA_FIELDS }, pointer, strict: false });
          else if (typeof value !== "boolean") wrong(pointer, type, value);
          break;
        case "schemaOrStringArray":
          if (isRecord(value)) stack.push({ value, type: { struct: SCHEMA_FIELDS }, pointer, strict: false });
          else if (Array.isArray(value)) stack.push({ value, type: STRINGS, pointer, strict: false });
          else wrong(pointer, type, value);
          break;
      }
      continue;
    }
    if ("list" in type) {
      if (!Array.isArray(value)) {
        wrong(pointer, type, value);
        continue;
      }
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], type: type.list, pointer: appendPointer(pointer, i), strict });
      continue;
    }
    if ("map" in type) {
      if (!isRecord(value)) {
        wrong(pointer, type, value);
        continue;
      }
      const keys2 = Object.keys(value);
      for (let i = keys2.length - 1; i >= 0; i--) stack.push({ value: value[keys2[i]], type: type.map, pointer: appendPointer(pointer, keys2[i]), strict });
      continue;
    }
    if (!isRecord(value)) {
      wrong(pointer, type, value);
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      const child = type.struct[key];
      const p = appendPointer(pointer, key);
      if (child === void 0 || !Object.hasOwn(type.struct, key)) {
        if (strict) {
          const fields = Object.keys(type.struct);
          const hint = closest(key, fields);
          const known = fields.length === 0 ? "no fields here" : fields.length <= 8 ? `one of ${fields.join(", ")}` : `a field of the API (${fields.length} known)`;
          add(p, `${field(p)}: unknown field "${key}" (strict decoding): expected ${known}${hint ? `; did you mean "${hint}"?` : ""}`, "key");
        }
        continue;
      }
      stack.push({ value: value[key], type: child, pointer: p, strict });
    }
  }
  return out;
}

// src/core/schema/crd-validation.ts
var SCHEMA_TYPES2 = ["array", "boolean", "integer", "number", "object", "string"];
var UNSUPPORTED = ["id", "$schema", "$ref", "patternProperties", "definitions", "dependencies", "additionalItems"];
var NESTED_FORBIDDEN = [
  "type",
  "additionalProperties",
  "default",
  "title",
  "description",
  "nullable",
  "x-kubernetes-preserve-unknown-fields",
  "x-kubernetes-embedded-resource",
  "x-kubernetes-int-or-string",
  "x-kubernetes-list-map-keys",
  "x-kubernetes-list-type",
  "x-kubernetes-map-type",
  "x-kubernetes-validations"
];
var COMPOSITION = ["allOf", "anyOf", "oneOf"];
var PRINTER_TYPES = ["boolean", "date", "integer", "number", "string"];
var PRINTER_FORMATS = ["byte", "date", "date-time", "double", "float", "int32", "int64", "password"];
var RULE_REASONS2 = ["FieldValueDuplicate", "FieldValueForbidden", "FieldValueInvalid", "FieldValueRequired"];
var MAX_SELECTABLE_FIELDS = 8;
var PROTECTED_GROUP = /(^|\.)(k8s\.io|kubernetes\.io)$/;
function show(value) {
  return describeValue(value);
}
var memo = /* @__PURE__ */ new WeakMap();
function validateCrd(crd) {
  const hit = memo.get(crd);
  if (hit) return hit;
  const result = validateUncached(crd);
  memo.set(crd, result);
  return result;
}
function validateUncached(crd) {
  const issues = [];
  const add = (issue) => {
    issues.push(issue);
  };
  const object = crd.manifest.object;
  if (object.apiVersion !== CRD_API_VERSION) {
    add({
      kind: "api-version",
      severity: "error",
      pointer: "/apiVersion",
      message: `apiVersion: expected ${CRD_API_VERSION}, found ${show(object.apiVersion)} (apiextensions.k8s.io/v1beta1 is not served since Kubernetes 1.22)`
    });
    return { crd, issues };
  }
  for (const d of decodeCrd(object)) add({ kind: "decode", severity: "error", pointer: d.pointer, at: d.at, message: d.message });
  checkMetadata(crd, add);
  checkNames(crd, add);
  checkVersions(crd, add);
  checkConversion(crd, add);
  if (object.spec !== void 0 && !isRecord(object.spec)) return { crd, issues };
  for (const v of crd.versions) {
    if (!v.schema) continue;
    const before = issues.length;
    const walker = new SchemaWalker(v, add);
    walker.node(v.schema, v.schemaPointer, "root", ".");
    const schemaBroken = issues.slice(before).some((i) => i.severity === "error") || issues.some((i) => i.kind === "decode" && i.pointer.startsWith(v.schemaPointer));
    const read = readSchema(v.schema);
    for (const p of read.problems) {
      add({ kind: p.ruleId === "crd/schema-too-large" ? "too-large" : "schema", severity: "error", pointer: v.schemaPointer + p.pointer, version: v.name, message: p.message });
    }
    let rules;
    if (read.root && read.problems.length === 0) {
      try {
        rules = compileRules(read.root);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        add({ kind: "too-large", severity: "error", pointer: v.schemaPointer, version: v.name, message: "schema too large for in-process validation (compiling CEL rules exhausted the stack)" });
      }
    }
    for (const p of rules?.problems ?? []) {
      const pointer = v.schemaPointer + p.pointer;
      if (p.ruleId === "crd/cel-unsupported") add({ kind: "cel-unsupported", severity: "warning", pointer, version: v.name, message: p.message });
      else add({ kind: "cel", severity: "error", pointer, version: v.name, message: p.message });
    }
    if (!schemaBroken && read.root && rules) checkDefaults(v, read.root, rules, add);
    checkSelectableFields(v, add);
    checkScale(v, add);
  }
  if (crd.versions.length > 0) {
    const storage = crd.versions.filter((v) => v.storage);
    if (storage.length !== 1) {
      add({
        kind: "storage",
        severity: "error",
        pointer: storage[1]?.pointer ?? "/spec/versions",
        message: `spec.versions: expected exactly one version with storage: true, found ${storage.length}${storage.length > 1 ? ` (${storage.map((v) => v.name).join(", ")})` : ""}`
      });
    }
  }
  return { crd, issues };
}
function checkMetadata(crd, add) {
  const name = crd.manifest.object.metadata.name;
  if (typeof name !== "string" || name === "") {
    add({ kind: "metadata", severity: "error", pointer: "/metadata", message: 'metadata.name: expected spec.names.plural + "." + spec.group, found no name' });
    return;
  }
  if (crd.plural !== void 0 && crd.group !== void 0 && name !== `${crd.plural}.${crd.group}`) {
    add({ kind: "metadata", severity: "error", pointer: "/metadata/name", message: `metadata.name must be spec.names.plural + "." + spec.group: expected "${crd.plural}.${crd.group}", found ${show(name)}` });
  } else if (!isDns1123Subdomain(name)) {
    add({ kind: "metadata", severity: "error", pointer: "/metadata/name", message: `metadata.name: expected a lowercase RFC 1123 subdomain, found ${show(name)}` });
  }
  if (crd.group !== void 0 && PROTECTED_GROUP.test(crd.group)) {
    const annotations = crd.manifest.object.metadata.annotations;
    const approval = isRecord(annotations) ? annotations["api-approved.kubernetes.io"] : void 0;
    if (typeof approval !== "string" || approval === "") {
      add({
        kind: "metadata",
        severity: "error",
        pointer: "/spec/group",
        message: `spec.group: ${crd.group} is a protected Kubernetes group: expected the annotation api-approved.kubernetes.io (a link to the approved API review), found none`
      });
    }
  }
}
function checkNames(crd, add) {
  const spec = crd.spec;
  if (crd.manifest.object.spec === void 0 || !isRecord(crd.manifest.object.spec)) {
    if (crd.manifest.object.spec === void 0) add({ kind: "names", severity: "error", pointer: "", message: "spec: expected a mapping with group, names, scope and versions, found none" });
    return;
  }
  const group = crd.group;
  if (group === void 0 || group === "") {
    add({ kind: "names", severity: "error", pointer: spec.group === void 0 ? "/spec" : "/spec/group", message: `spec.group: expected a DNS subdomain such as "platform.example.com", found ${group === "" ? "an empty string" : "none"}` });
  } else if (!isDns1123Subdomain(group)) {
    add({ kind: "names", severity: "error", pointer: "/spec/group", message: `spec.group: expected a lowercase DNS subdomain, found ${show(group)}` });
  } else if (!group.includes(".")) {
    add({ kind: "names", severity: "error", pointer: "/spec/group", message: `spec.group: expected a domain with at least one dot, found ${show(group)}` });
  }
  if (crd.scope !== "Namespaced" && crd.scope !== "Cluster") {
    add({ kind: "names", severity: "error", pointer: spec.scope === void 0 ? "/spec" : "/spec/scope", message: `spec.scope: expected "Namespaced" or "Cluster", found ${spec.scope === void 0 ? "none" : show(spec.scope)}` });
  }
  if (!isRecord(spec.names)) {
    if (spec.names === void 0) add({ kind: "names", severity: "error", pointer: "/spec", message: "spec.names: expected a mapping with kind and plural, found none" });
    return;
  }
  const label = (pointer, field, value) => {
    if (!isDns1035Label(value)) add({ kind: "names", severity: "error", pointer, message: `${field}: expected ${DNS1035_EXPECTED}, found ${show(value)}` });
  };
  if (crd.plural === void 0 || crd.plural === "") add({ kind: "names", severity: "error", pointer: "/spec/names", message: 'spec.names.plural: expected a lowercase plural such as "widgets", found none' });
  else label("/spec/names/plural", "spec.names.plural", crd.plural);
  const kind = crd.kind;
  if (kind === void 0 || kind === "") {
    add({ kind: "names", severity: "error", pointer: "/spec/names", message: 'spec.names.kind: expected a kind such as "Widget", found none' });
  } else {
    if (!isDns1035Label(kind.toLowerCase())) add({ kind: "names", severity: "error", pointer: "/spec/names/kind", message: `spec.names.kind: expected a kind whose lower case form is ${DNS1035_EXPECTED}, found ${show(kind)}` });
    if (crd.singular === void 0 || crd.singular === "") label("/spec/names/kind", "spec.names.singular (defaulted from kind)", kind.toLowerCase());
  }
  if (crd.singular !== void 0 && crd.singular !== "") label("/spec/names/singular", "spec.names.singular", crd.singular);
  if (crd.listKind !== void 0 && crd.listKind !== "") {
    if (!isDns1035Label(crd.listKind.toLowerCase())) add({ kind: "names", severity: "error", pointer: "/spec/names/listKind", message: `spec.names.listKind: expected a kind whose lower case form is ${DNS1035_EXPECTED}, found ${show(crd.listKind)}` });
    if (crd.listKind === kind) add({ kind: "names", severity: "error", pointer: "/spec/names/listKind", message: `spec.names.listKind: expected a name other than the kind, found ${show(crd.listKind)} (kind and listKind may not be the same)` });
  } else if (kind !== void 0 && kind !== "" && !isDns1035Label(`${kind}List`.toLowerCase()) && isDns1035Label(kind.toLowerCase())) {
    add({ kind: "names", severity: "error", pointer: "/spec/names/kind", message: `spec.names.listKind (defaulted to ${kind}List): expected ${DNS1035_EXPECTED}` });
  }
  const names = spec.names;
  for (const key of ["shortNames", "categories"]) {
    const list = names[key];
    if (!Array.isArray(list)) continue;
    list.forEach((item, i) => {
      if (typeof item === "string") label(`/spec/names/${key}/${i}`, `spec.names.${key}[${i}]`, item);
    });
  }
}
function checkVersions(crd, add) {
  const spec = crd.spec;
  if (!isRecord(crd.manifest.object.spec)) return;
  if (!Array.isArray(spec.versions) || spec.versions.length === 0) {
    if (spec.versions === void 0 || Array.isArray(spec.versions)) {
      add({ kind: "versions", severity: "error", pointer: spec.versions === void 0 ? "/spec" : "/spec/versions", message: "spec.versions: expected at least one version (exactly one with storage: true), found none" });
    }
    return;
  }
  const seen = /* @__PURE__ */ new Set();
  spec.versions.forEach((raw, i) => {
    const pointer = `/spec/versions/${i}`;
    if (!isRecord(raw)) return;
    if (typeof raw.name !== "string" || raw.name === "") {
      add({ kind: "versions", severity: "error", pointer, message: `spec.versions[${i}].name: expected a version name such as "v1alpha1", found none` });
      return;
    }
    if (!isDns1035Label(raw.name)) add({ kind: "versions", severity: "error", pointer: `${pointer}/name`, version: raw.name, message: `spec.versions[${i}].name: expected ${DNS1035_EXPECTED}, found ${show(raw.name)}` });
    if (seen.has(raw.name)) add({ kind: "versions", severity: "error", pointer: `${pointer}/name`, version: raw.name, message: `spec.versions[${i}].name: expected unique version names, found "${raw.name}" twice` });
    seen.add(raw.name);
    const holder = raw.schema;
    if (!isRecord(holder) || !isRecord(holder.openAPIV3Schema)) {
      if (!isRecord(holder) || holder.openAPIV3Schema === void 0 || holder.openAPIV3Schema === null) {
        add({ kind: "versions", severity: "error", pointer: isRecord(holder) ? `${pointer}/schema` : pointer, version: raw.name, message: `spec.versions[${i}].schema.openAPIV3Schema: expected a schema (required in ${CRD_API_VERSION}), found none` });
      }
    }
    if (typeof raw.deprecationWarning === "string") {
      if (raw.deprecated !== true) {
        add({ kind: "versions", severity: "error", pointer: `${pointer}/deprecationWarning`, version: raw.name, message: `spec.versions[${i}].deprecationWarning: expected only on a version with deprecated: true, found it on a version that is not deprecated` });
      } else if (raw.deprecationWarning.length > 256 || /[^\x20-\x7e]/.test(raw.deprecationWarning)) {
        add({ kind: "versions", severity: "error", pointer: `${pointer}/deprecationWarning`, version: raw.name, message: `spec.versions[${i}].deprecationWarning: expected at most 256 printable ASCII characters, found ${raw.deprecationWarning.length} characters` });
      }
    }
    const name = raw.name;
    const columns = raw.additionalPrinterColumns;
    if (Array.isArray(columns)) {
      columns.forEach((c, j) => {
        if (!isRecord(c)) return;
        const cp = `${pointer}/additionalPrinterColumns/${j}`;
        const where = `spec.versions[${i}].additionalPrinterColumns[${j}]`;
        if (typeof c.name !== "string" || c.name === "") add({ kind: "printer-columns", severity: "error", pointer: cp, version: name, message: `${where}.name: expected a column name, found none` });
        if (typeof c.type !== "string" || !PRINTER_TYPES.includes(c.type)) {
          add({ kind: "printer-columns", severity: "error", pointer: c.type === void 0 ? cp : `${cp}/type`, version: name, message: `${where}.type: expected one of ${PRINTER_TYPES.join(", ")}, found ${c.type === void 0 ? "none" : show(c.type)}` });
        }
        if (typeof c.format === "string" && c.format !== "" && !PRINTER_FORMATS.includes(c.format)) {
          add({ kind: "printer-columns", severity: "error", pointer: `${cp}/format`, version: name, message: `${where}.format: expected one of ${PRINTER_FORMATS.join(", ")}, found ${show(c.format)}` });
        }
        if (typeof c.jsonPath !== "string" || c.jsonPath === "") {
          add({ kind: "printer-columns", severity: "error", pointer: cp, version: name, message: `${where}.jsonPath: expected a JSON path such as ".spec.replicas", found none` });
        } else if (!isSimpleJsonPath(c.jsonPath)) {
          add({ kind: "printer-columns", severity: "error", pointer: `${cp}/jsonPath`, version: name, message: `${where}.jsonPath: expected a simple JSON path starting with ".", found ${show(c.jsonPath)}` });
        }
      });
    }
  });
}
function isSimpleJsonPath(path) {
  if (!path.startsWith(".")) return false;
  let depth = 0;
  for (const ch of path) {
    if (ch === "[") depth++;
    else if (ch === "]") depth--;
    if (depth < 0) return false;
  }
  return depth === 0;
}
function checkConversion(crd, add) {
  const spec = crd.spec;
  if (spec.preserveUnknownFields === true) {
    add({ kind: "conversion", severity: "error", pointer: "/spec/preserveUnknownFields", message: "spec.preserveUnknownFields: expected false, found true (set x-kubernetes-preserve-unknown-fields: true in spec.versions[*].schema instead)" });
  }
  const conversion = isRecord(spec.conversion) ? spec.conversion : void 0;
  if (!conversion) return;
  const strategy = conversion.strategy ?? "None";
  if (strategy !== "None" && strategy !== "Webhook") {
    add({ kind: "conversion", severity: "error", pointer: "/spec/conversion/strategy", message: `spec.conversion.strategy: expected "None" or "Webhook", found ${show(strategy)}` });
    return;
  }
  const webhook = isRecord(conversion.webhook) ? conversion.webhook : void 0;
  if (strategy === "None") {
    if (webhook && (webhook.clientConfig !== void 0 || webhook.conversionReviewVersions !== void 0)) {
      add({ kind: "conversion", severity: "error", pointer: "/spec/conversion/webhook", message: "spec.conversion.webhook: expected no webhook with strategy None, found one (set strategy: Webhook or remove it)" });
    }
    return;
  }
  if (!webhook) {
    add({ kind: "conversion", severity: "error", pointer: "/spec/conversion", message: "spec.conversion.webhook: expected a webhook (clientConfig and conversionReviewVersions) with strategy Webhook, found none" });
    return;
  }
  const review = webhook.conversionReviewVersions;
  if (!Array.isArray(review) || !review.some((r) => r === "v1" || r === "v1beta1")) {
    add({ kind: "conversion", severity: "error", pointer: review === void 0 ? "/spec/conversion/webhook" : "/spec/conversion/webhook/conversionReviewVersions", message: `spec.conversion.webhook.conversionReviewVersions: expected a list including v1 or v1beta1, found ${review === void 0 ? "none" : show(review)}` });
  } else if (new Set(review).size !== review.length) {
    add({ kind: "conversion", severity: "error", pointer: "/spec/conversion/webhook/conversionReviewVersions", message: "spec.conversion.webhook.conversionReviewVersions: expected unique versions, found a duplicate" });
  }
  const client = isRecord(webhook.clientConfig) ? webhook.clientConfig : void 0;
  const cp = "/spec/conversion/webhook/clientConfig";
  if (!client) {
    add({ kind: "conversion", severity: "error", pointer: "/spec/conversion/webhook", message: "spec.conversion.webhook.clientConfig: expected a url or a service, found none" });
    return;
  }
  const hasUrl = typeof client.url === "string" && client.url !== "";
  const service = isRecord(client.service) ? client.service : void 0;
  if (hasUrl === (service !== void 0)) {
    add({ kind: "conversion", severity: "error", pointer: cp, message: `spec.conversion.webhook.clientConfig: expected exactly one of url or service, found ${hasUrl ? "both" : "neither"}` });
  }
  if (hasUrl) {
    const url = client.url;
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      parsed = void 0;
    }
    if (!parsed || parsed.protocol !== "https:" || parsed.hostname === "" || parsed.username !== "" || parsed.password !== "" || parsed.hash !== "" || parsed.search !== "") {
      add({ kind: "conversion", severity: "error", pointer: `${cp}/url`, message: `spec.conversion.webhook.clientConfig.url: expected https://host[/path] (no user, query or fragment), found ${show(url)}` });
    }
  }
  if (service) {
    const sp = `${cp}/service`;
    for (const key of ["name", "namespace"]) {
      const v = service[key];
      if (typeof v !== "string" || v === "") add({ kind: "conversion", severity: "error", pointer: sp, message: `spec.conversion.webhook.clientConfig.service.${key}: expected a ${key}, found none` });
      else if (!isDns1123Label(v)) add({ kind: "conversion", severity: "error", pointer: `${sp}/${key}`, message: `spec.conversion.webhook.clientConfig.service.${key}: expected a lowercase RFC 1123 label, found ${show(v)}` });
    }
    if (typeof service.port === "number" && (service.port < 1 || service.port > 65535)) {
      add({ kind: "conversion", severity: "error", pointer: `${sp}/port`, message: `spec.conversion.webhook.clientConfig.service.port: expected a port between 1 and 65535, found ${service.port}` });
    }
    if (typeof service.path === "string" && service.path !== "" && !service.path.startsWith("/")) {
      add({ kind: "conversion", severity: "error", pointer: `${sp}/path`, message: `spec.conversion.webhook.clientConfig.service.path: expected a path starting with "/", found ${show(service.path)}` });
    }
  }
}
function checkScale(v, add) {
  const scale = v.subresources.scale;
  if (!scale) return;
  const where = `spec.versions[${v.index}].subresources.scale`;
  const path = (key, value, required, under) => {
    if (value === void 0 || value === "") {
      if (required) add({ kind: "subresources", severity: "error", pointer: scale.pointer, version: v.name, message: `${where}.${key}: expected a JSON path under ${under.join(" or ")}, found none` });
      return;
    }
    if (!under.some((u) => value.startsWith(`${u}.`)) || !/^(\.[A-Za-z0-9_-]+)+$/.test(value)) {
      add({ kind: "subresources", severity: "error", pointer: `${scale.pointer}/${key}`, version: v.name, message: `${where}.${key}: expected a simple JSON path under ${under.join(" or ")}, found ${show(value)}` });
    }
  };
  path("specReplicasPath", scale.specReplicasPath, true, [".spec"]);
  path("statusReplicasPath", scale.statusReplicasPath, true, [".status"]);
  path("labelSelectorPath", scale.labelSelectorPath, false, [".spec", ".status"]);
}
function checkSelectableFields(v, add) {
  const fields = v.selectableFields;
  if (fields.length === 0) return;
  const where = `spec.versions[${v.index}].selectableFields`;
  if (fields.length > MAX_SELECTABLE_FIELDS) {
    add({ kind: "selectable-fields", severity: "error", pointer: `${v.pointer}/selectableFields`, version: v.name, message: `${where}: expected at most ${MAX_SELECTABLE_FIELDS} selectable fields, found ${fields.length}` });
  }
  const seen = /* @__PURE__ */ new Set();
  fields.forEach((f, i) => {
    const path = f.jsonPath;
    if (path === void 0 || path === "") {
      add({ kind: "selectable-fields", severity: "error", pointer: f.pointer, version: v.name, message: `${where}[${i}].jsonPath: expected a JSON path such as ".spec.color", found none` });
      return;
    }
    const pointer = `${f.pointer}/jsonPath`;
    if (seen.has(path)) add({ kind: "selectable-fields", severity: "error", pointer, version: v.name, message: `${where}[${i}].jsonPath: expected unique paths, found ${show(path)} twice` });
    seen.add(path);
    const target = v.schema ? resolveSimplePath(v.schema, path) : void 0;
    if (typeof target === "string") {
      add({ kind: "selectable-fields", severity: "error", pointer, version: v.name, message: `${where}[${i}].jsonPath: expected a path to a field of the schema, found ${show(path)} (${target})` });
      return;
    }
    if (!target) return;
    const type = target.type;
    if (type !== "string" && type !== "boolean" && type !== "integer") {
      add({ kind: "selectable-fields", severity: "error", pointer, version: v.name, message: `${where}[${i}].jsonPath: expected a field of type string, boolean or integer, found ${typeof type === "string" ? `type ${type}` : "a field without a type"} at ${path}` });
    }
  });
}
function resolveSimplePath(schema, path) {
  if (!path.startsWith(".")) return `expected "." at the start`;
  const segments = path.slice(1).split(".");
  if (segments.some((s) => s === "" || /[[\]]/.test(s))) return "not a simple path of field names";
  if (segments[0] === "metadata" || segments[0] === "apiVersion" || segments[0] === "kind") return "does not refer to a field of the schema";
  let node = schema;
  for (const s of segments) {
    const props = isRecord(node.properties) ? node.properties : void 0;
    const next = props && isRecord(props[s]) ? props[s] : isRecord(node.additionalProperties) ? node.additionalProperties : void 0;
    if (!next) return "does not refer to a field of the schema";
    node = next;
  }
  return node;
}
function checkDefaults(v, root, rules, add) {
  if (!root.subtreeHasDefaults) return;
  const visit = (node, path, inRootMetadata) => {
    if (!node.subtreeHasDefaults) return;
    if (node.hasDefault) {
      const pointer = appendPointer(v.schemaPointer + node.pointer, "default");
      if (inRootMetadata) {
        add({ kind: "default", severity: "error", pointer, version: v.name, path, message: "default: expected no default in the top-level metadata, found one" });
      } else {
        const problems = validateValue(node, node.defaultValue, rules);
        if (problems.length > 0) {
          add({ kind: "default", severity: "error", pointer, version: v.name, path, message: `default: expected a value valid against its own schema, found ${show(node.defaultValue)}: ${problems.slice(0, 3).join("; ")}` });
        }
      }
    }
    node.properties?.forEach((child, key) => visit(child, childPath(path, key), inRootMetadata || node === root && key === "metadata"));
    if (node.items) visit(node.items, itemsPath(path), inRootMetadata);
  };
  visit(root, ".", false);
}
var SchemaWalker = class {
  version;
  addIssue;
  constructor(version, add) {
    this.version = version;
    this.addIssue = add;
  }
  add(pointer, path, message, kind = "structural") {
    this.addIssue({ kind, severity: "error", pointer, version: this.version.name, path, message });
  }
  node(s, pointer, level, path) {
    const at = (k) => appendPointer(pointer, k);
    this.common(s, pointer, path);
    const type = typeof s.type === "string" ? s.type : "";
    const intOrString2 = s["x-kubernetes-int-or-string"] === true;
    const preserve = s["x-kubernetes-preserve-unknown-fields"] === true;
    const embedded = s["x-kubernetes-embedded-resource"] === true;
    const props = isRecord(s.properties) ? s.properties : {};
    if (s["x-kubernetes-preserve-unknown-fields"] === false) this.add(at("x-kubernetes-preserve-unknown-fields"), path, "x-kubernetes-preserve-unknown-fields: expected true or no value, found false");
    if (type === "array" && !isRecord(s.items) && !Array.isArray(s.items)) this.add(s.items === void 0 ? pointer : at("items"), path, "items: expected a schema for the items of type: array, found none");
    if (s.additionalProperties !== void 0 && s.additionalProperties !== null) {
      if (level === "root" && isRecord(s.additionalProperties)) this.add(at("additionalProperties"), path, "additionalProperties: expected none at the root of the schema, found a schema");
      if (Object.keys(props).length > 0 && (s.additionalProperties === false || isRecord(s.additionalProperties))) {
        this.add(at("additionalProperties"), path, "additionalProperties: expected no additionalProperties beside properties (they are mutually exclusive), found both");
      }
      if (embedded && isRecord(s.additionalProperties)) this.add(at("additionalProperties"), path, "additionalProperties: expected none with x-kubernetes-embedded-resource, found a schema");
    }
    if (intOrString2 && preserve) this.add(at("x-kubernetes-preserve-unknown-fields"), path, "x-kubernetes-preserve-unknown-fields: expected false when x-kubernetes-int-or-string is true, found true");
    if (intOrString2 && embedded) this.add(at("x-kubernetes-embedded-resource"), path, "x-kubernetes-embedded-resource: expected false when x-kubernetes-int-or-string is true, found true");
    if (embedded && type !== "object") this.add(s.type === void 0 ? pointer : at("type"), path, `type: expected object with x-kubernetes-embedded-resource, found ${type === "" ? "none" : show(type)}`);
    else if (type === "" && !intOrString2 && !preserve && s.type === void 0) {
      const where = level === "root" ? "at the root" : level === "item" ? "for array items" : "for object fields";
      this.add(pointer, path, `type: expected a type ${where} (a structural schema gives every field a type, unless it is x-kubernetes-int-or-string or x-kubernetes-preserve-unknown-fields), found none`);
    }
    if (embedded && !preserve && Object.keys(props).length === 0) this.add(pointer, path, "properties: expected at least one property with x-kubernetes-embedded-resource (without x-kubernetes-preserve-unknown-fields), found none");
    if (level === "root" && type !== "" && type !== "object") this.add(at("type"), path, `type: expected object at the root, found ${show(type)}`);
    if (level === "root" && isRecord(props.metadata)) this.rootMetadata(props.metadata, appendPointer(at("properties"), "metadata"));
    this.extensions(s, pointer, path, type);
    for (const k of COMPOSITION) {
      const branches = s[k];
      if (!Array.isArray(branches)) continue;
      branches.forEach((b, i) => {
        if (isRecord(b)) this.nested(b, appendPointer(at(k), i), path, intOrString2 && k === "anyOf");
      });
    }
    if (isRecord(s.not)) this.nested(s.not, at("not"), path, false);
    for (const [name, child] of Object.entries(props)) {
      if (isRecord(child)) this.node(child, appendPointer(at("properties"), name), "field", childPath(path, name));
    }
    if (isRecord(s.items)) this.node(s.items, at("items"), "item", itemsPath(path));
    if (isRecord(s.additionalProperties)) this.node(s.additionalProperties, at("additionalProperties"), "field", valuesPath(path));
  }
  /** Checks that apply inside composition branches too. */
  common(s, pointer, path) {
    for (const k of UNSUPPORTED) {
      if (Object.hasOwn(s, k) && s[k] !== null && s[k] !== "") this.add(appendPointer(pointer, k), path, `${k}: expected no ${k} (not supported in CRD schemas), found one`, "schema");
    }
    if (typeof s.type === "string" && s.type !== "" && !SCHEMA_TYPES2.includes(s.type)) {
      this.add(appendPointer(pointer, "type"), path, `type: expected one of ${SCHEMA_TYPES2.join(", ")}, found ${show(s.type)}${s.type === "null" ? " (use nullable: true)" : ""}`, "schema");
    }
    if (Array.isArray(s.items)) this.add(appendPointer(pointer, "items"), path, "items: expected a schema (a mapping), found a list of schemas", "schema");
    if (s.uniqueItems === true) this.add(appendPointer(pointer, "uniqueItems"), path, "uniqueItems: expected false or no value (use x-kubernetes-list-type: set), found true", "schema");
    if (typeof s.pattern === "string") {
      const compiled = compileRe2(s.pattern);
      if (!compiled.ok) this.add(appendPointer(pointer, "pattern"), path, `pattern: expected a valid RE2 regular expression, found ${show(shortPattern(s.pattern))} (${compiled.error})`, "schema");
    }
    this.rules(s, pointer, path);
  }
  rules(s, pointer, path) {
    const list = s["x-kubernetes-validations"];
    if (!Array.isArray(list)) return;
    list.forEach((item, i) => {
      if (!isRecord(item)) return;
      const p = appendPointer(appendPointer(pointer, "x-kubernetes-validations"), i);
      if (typeof item.rule !== "string" || item.rule.trim() === "") this.add(item.rule === void 0 ? p : appendPointer(p, "rule"), path, "rule: expected a CEL expression, found none", "cel");
      if (typeof item.reason === "string" && !RULE_REASONS2.includes(item.reason)) {
        this.add(appendPointer(p, "reason"), path, `reason: expected one of ${RULE_REASONS2.join(", ")}, found ${show(item.reason)}`, "cel");
      }
      if (typeof item.message === "string" && /[\r\n]/.test(item.message)) this.add(appendPointer(p, "message"), path, "message: expected a message without line breaks, found one with a line break", "cel");
      if (typeof item.message === "string" && item.message.length > 0 && item.message.trim() === "") this.add(appendPointer(p, "message"), path, "message: expected a non-blank message, found only whitespace", "cel");
      if (item.optionalOldSelf === true && typeof item.rule === "string" && !/\boldSelf\b/.test(item.rule)) {
        this.add(appendPointer(p, "optionalOldSelf"), path, "optionalOldSelf: expected only on a rule that uses oldSelf, found it on a rule without oldSelf", "cel");
      }
    });
  }
  nested(s, pointer, path, intOrStringBranch) {
    this.common(s, pointer, path);
    for (const k of NESTED_FORBIDDEN) {
      if (!Object.hasOwn(s, k)) continue;
      if (k === "type" && intOrStringBranch && (s.type === "integer" || s.type === "string")) continue;
      if (k === "nullable" && s.nullable === false) continue;
      this.add(appendPointer(pointer, k), path, `${k}: expected no ${k} inside allOf, anyOf, oneOf or not (structural schema), found one`, k === "default" ? "default" : "structural");
    }
    const props = isRecord(s.properties) ? s.properties : {};
    for (const [name, child] of Object.entries(props)) {
      const p = appendPointer(appendPointer(pointer, "properties"), name);
      if (isRecord(child)) this.nested(child, p, childPath(path, name), false);
    }
    if (isRecord(s.items)) this.nested(s.items, appendPointer(pointer, "items"), itemsPath(path), false);
    if (isRecord(s.additionalProperties)) this.nested(s.additionalProperties, appendPointer(pointer, "additionalProperties"), valuesPath(path), false);
    for (const k of COMPOSITION) {
      const branches = s[k];
      if (Array.isArray(branches)) branches.forEach((b, i) => isRecord(b) && this.nested(b, appendPointer(appendPointer(pointer, k), i), path, false));
    }
    if (isRecord(s.not)) this.nested(s.not, appendPointer(pointer, "not"), path, false);
  }
  rootMetadata(s, pointer) {
    if (s.type !== void 0 && s.type !== "object") this.add(appendPointer(pointer, "type"), ".metadata", `metadata.type: expected object, found ${show(s.type)}`);
    const props = isRecord(s.properties) ? Object.keys(s.properties) : [];
    const extra = props.filter((p) => p !== "name" && p !== "generateName");
    const other = Object.keys(s).filter((k) => !["type", "properties", "description", "title"].includes(k));
    if (extra.length > 0 || other.length > 0) {
      this.add(pointer, ".metadata", `metadata: expected the root metadata schema to restrict only name and generateName, found ${[...extra.map((e) => `properties.${e}`), ...other].join(", ")}`);
    }
  }
  extensions(s, pointer, path, type) {
    const listType2 = s["x-kubernetes-list-type"];
    const keys = s["x-kubernetes-list-map-keys"];
    const mapType = s["x-kubernetes-map-type"];
    const at = (k) => appendPointer(pointer, k);
    const hasKeys = Array.isArray(keys) && keys.length > 0;
    if (typeof listType2 === "string" && listType2 !== "") {
      if (listType2 !== "atomic" && listType2 !== "set" && listType2 !== "map") {
        this.add(at("x-kubernetes-list-type"), path, `x-kubernetes-list-type: expected atomic, set or map, found ${show(listType2)}`, "list-type");
      } else if (type !== "array") {
        this.add(s.type === void 0 ? pointer : at("type"), path, `type: expected array with x-kubernetes-list-type, found ${type === "" ? "none" : show(type)}`, "list-type");
      }
    }
    if (typeof mapType === "string" && mapType !== "") {
      if (mapType !== "granular" && mapType !== "atomic") {
        this.add(at("x-kubernetes-map-type"), path, `x-kubernetes-map-type: expected atomic or granular, found ${show(mapType)}`, "list-type");
      } else if (type !== "object") {
        this.add(s.type === void 0 ? pointer : at("type"), path, `type: expected object with x-kubernetes-map-type, found ${type === "" ? "none" : show(type)}`, "list-type");
      }
    }
    if (hasKeys && listType2 !== "map") {
      this.add(at("x-kubernetes-list-map-keys"), path, `x-kubernetes-list-type: expected map with x-kubernetes-list-map-keys, found ${listType2 === void 0 ? "none" : show(listType2)}`, "list-type");
    }
    const items = isRecord(s.items) ? s.items : void 0;
    if (listType2 === "map") {
      if (!hasKeys) {
        this.add(pointer, path, "x-kubernetes-list-map-keys: expected at least one key with x-kubernetes-list-type: map, found none", "list-type");
      } else if (items) {
        if (items.type !== "object") this.add(at("items"), path, `items.type: expected object for x-kubernetes-list-type: map, found ${items.type === void 0 ? "none" : show(items.type)}`, "list-type");
        const itemProps = isRecord(items.properties) ? items.properties : {};
        const required = Array.isArray(items.required) ? items.required : [];
        const seen = /* @__PURE__ */ new Set();
        for (const key of keys) {
          if (seen.has(key)) this.add(at("x-kubernetes-list-map-keys"), path, `x-kubernetes-list-map-keys: expected unique keys, found ${show(key)} twice`, "list-type");
          seen.add(key);
          const prop = typeof key === "string" ? itemProps[key] : void 0;
          if (!isRecord(prop)) {
            this.add(at("x-kubernetes-list-map-keys"), path, `x-kubernetes-list-map-keys: expected properties of the items, found ${show(key)}, which is not one`, "list-type");
            continue;
          }
          if (!["string", "integer", "number", "boolean"].includes(String(prop.type)) && prop["x-kubernetes-int-or-string"] !== true) {
            this.add(at("x-kubernetes-list-map-keys"), path, `x-kubernetes-list-map-keys: expected scalar key fields, found ${show(key)} of type ${prop.type === void 0 ? "none" : show(prop.type)}`, "list-type");
          }
          if (!required.includes(key) && !Object.hasOwn(prop, "default")) {
            this.add(at("x-kubernetes-list-map-keys"), path, `x-kubernetes-list-map-keys: expected key fields that are required or have a default, found ${show(key)}, which is neither`, "list-type");
          }
          if (prop.nullable === true) this.add(at("x-kubernetes-list-map-keys"), path, `x-kubernetes-list-map-keys: expected key fields that are not nullable, found ${show(key)} nullable`, "list-type");
        }
      }
    }
    if (listType2 === "set" && items && items.type === "object" && items["x-kubernetes-map-type"] !== "atomic") {
      this.add(at("items"), path, `items.x-kubernetes-map-type: expected atomic for the object items of a list with x-kubernetes-list-type: set, found ${items["x-kubernetes-map-type"] === void 0 ? "none" : show(items["x-kubernetes-map-type"])}`, "list-type");
    }
    if (listType2 === "set" && items && items.type === "array" && items["x-kubernetes-list-type"] !== "atomic") {
      this.add(at("items"), path, "items.x-kubernetes-list-type: expected atomic for the list items of a list with x-kubernetes-list-type: set, found none", "list-type");
    }
  }
};

export {
  childPath,
  itemsPath,
  valuesPath,
  isWithin,
  DNS1123_SUBDOMAIN,
  DNS1035_LABEL,
  LABEL_EXPECTED,
  SUBDOMAIN_EXPECTED,
  isDns1123Label,
  isDns1123Subdomain,
  formatChecker,
  parseIp,
  QUANTITY,
  fieldPath,
  atField,
  closest,
  canonical,
  toAjvSchema,
  compileAjv,
  convertErrors,
  pointerOf,
  compileRules,
  evaluateRules,
  readSchema,
  normalize,
  validateCrd,
  indexCrds,
  whereIs,
  duplicateFinding,
  duplicateFindings
};
