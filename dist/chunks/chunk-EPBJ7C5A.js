import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CelScalar,
  DurationSchema,
  PER_CALL_COST_LIMIT,
  T,
  celEnv,
  celFunc,
  celList,
  celMap,
  celMethod,
  compileCel,
  create,
  evaluate,
  isCelError,
  isCelList,
  isCelMap,
  parse,
  plan,
  require_ajv,
  strings_default,
  timestampFromDate
} from "./chunk-6HEOZDWT.js";
import {
  RE2JS
} from "./chunk-4Z23DW5Z.js";
import {
  appendPointer,
  describeValue,
  getAtPointer,
  isRecord,
  parsePointer,
  splitApiVersion
} from "./chunk-LZJUPFIB.js";
import {
  __toESM
} from "./chunk-SWXCCR26.js";

// src/core/schema/formats.ts
function normalizeFormatName(format) {
  return format.replace(/-/g, "");
}
function formatChecker(format) {
  return FORMATS.get(normalizeFormatName(format));
}
var DNS1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
var DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
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
    { validate: (s) => s.length <= 63 && DNS1123_LABEL.test(s), expected: "a lowercase RFC 1123 label (at most 63 characters)" }
  ],
  [
    "k8slongname",
    { validate: (s) => s.length <= 253 && DNS1123_SUBDOMAIN.test(s), expected: "a lowercase RFC 1123 subdomain (at most 253 characters)" }
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
  ["^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", "a lowercase RFC 1123 label (lower case alphanumeric characters or '-', starting and ending with an alphanumeric character)"],
  ["^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$", "a lowercase RFC 1123 subdomain (lower case alphanumeric characters, '-' or '.')"],
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
    else extras.push(`matching '${schema.pattern}'`);
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

// src/core/schema/metadata.ts
var DNS1123_LABEL2 = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
var DNS1123_SUBDOMAIN2 = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
var DNS1035_LABEL = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
var QUALIFIED_NAME_PART = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;
var LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
var TOTAL_ANNOTATION_SIZE = 256 * 1024;
var SUBDOMAIN_EXPECTED = "a lowercase RFC 1123 subdomain (lower case alphanumeric characters, '-' or '.', starting and ending with an alphanumeric character, at most 253 characters)";
var LABEL_EXPECTED = "a lowercase RFC 1123 label (lower case alphanumeric characters or '-', starting and ending with an alphanumeric character, at most 63 characters)";
function isDns1123Subdomain(s) {
  return s.length <= 253 && DNS1123_SUBDOMAIN2.test(s);
}
function isDns1123Label(s) {
  return s.length <= 63 && DNS1123_LABEL2.test(s);
}
function qualifiedNameProblem(key) {
  const parts = key.split("/");
  let name;
  if (parts.length === 1) name = parts[0];
  else if (parts.length === 2) {
    const prefix = parts[0];
    name = parts[1];
    if (prefix === "") return "the prefix part must not be empty";
    if (!isDns1123Subdomain(prefix)) return `the prefix part must be ${SUBDOMAIN_EXPECTED}`;
  } else {
    return "a qualified name has at most one '/' (an optional DNS subdomain prefix, then the name)";
  }
  if (name === "") return "the name part must not be empty";
  if (name.length > 63) return `the name part must be at most 63 characters, found ${name.length}`;
  if (!QUALIFIED_NAME_PART.test(name)) {
    return "the name part must consist of alphanumeric characters, '-', '_' or '.', starting and ending with an alphanumeric character";
  }
  return void 0;
}
function violation(ruleId, pointer, at, message, hint) {
  return { ruleId, severity: "error", pointer, at, message, ...hint ? { hint } : {} };
}
function join(path, key) {
  return path === "" ? key : `${path}.${key}`;
}
function checkMetadata(object, options) {
  const out = [];
  const base = appendPointer(options.pointer, "metadata");
  const basePath = join(options.path, "metadata");
  const meta = object.metadata;
  if (meta === void 0) return out;
  if (!isRecord(meta)) {
    out.push(violation("schema/metadata", base, "value", atField(basePath, `expected a mapping (ObjectMeta), found ${describeValue(meta)}`)));
    return out;
  }
  const str = (key) => {
    const v = meta[key];
    if (v === void 0) return void 0;
    if (typeof v !== "string") {
      out.push(violation("schema/metadata", appendPointer(base, key), "value", atField(join(basePath, key), `expected a string, found ${describeValue(v)}`)));
      return void 0;
    }
    return v;
  };
  const name = str("name");
  if (name !== void 0 && !(options.embedded && name === "")) {
    const problem = options.embedded ? pathSegmentProblem(name) : name.length > 253 || !DNS1123_SUBDOMAIN2.test(name) ? SUBDOMAIN_EXPECTED : void 0;
    if (problem !== void 0) {
      out.push(
        violation(
          "schema/metadata",
          appendPointer(base, "name"),
          "value",
          atField(join(basePath, "name"), `Invalid value: expected ${problem}, found ${describeValue(name)}${name.length > 253 ? ` (${name.length} characters)` : ""}`),
          options.embedded ? void 0 : 'Use lower case letters, digits, "-" and "."; for example "team-a".'
        )
      );
    }
  }
  const generateName = str("generateName");
  if (generateName !== void 0 && generateName !== "") {
    const masked = generateName.endsWith("-") ? generateName.slice(0, -1) + "a" : generateName;
    if (!options.embedded && (masked.length > 253 || !DNS1123_SUBDOMAIN2.test(masked))) {
      out.push(
        violation("schema/metadata", appendPointer(base, "generateName"), "value", atField(join(basePath, "generateName"), `Invalid value: expected a prefix of ${SUBDOMAIN_EXPECTED}, found ${describeValue(generateName)}`))
      );
    }
  }
  const namespace = str("namespace");
  if (namespace !== void 0 && namespace !== "") {
    if (options.scope === "Cluster" && !options.embedded) {
      out.push(
        violation(
          "schema/metadata",
          appendPointer(base, "namespace"),
          "key",
          atField(join(basePath, "namespace"), `Forbidden: not allowed on this type: ${options.kind} is cluster-scoped, expected no namespace, found ${describeValue(namespace)}`),
          "Remove metadata.namespace; cluster-scoped objects live outside namespaces."
        )
      );
    } else if (!isDns1123Label(namespace)) {
      out.push(
        violation("schema/metadata", appendPointer(base, "namespace"), "value", atField(join(basePath, "namespace"), `Invalid value: expected ${LABEL_EXPECTED}, found ${describeValue(namespace)}`))
      );
    }
  }
  checkStringMap(meta, "labels", base, basePath, out, (key, value, keyPointer, valuePointer, keyPath) => {
    const keyProblem = qualifiedNameProblem(key);
    if (keyProblem) out.push(violation("schema/metadata", keyPointer, "key", atField(keyPath, `Invalid value: label key ${JSON.stringify(key)}: ${keyProblem}`)));
    if (value.length > 63 || !LABEL_VALUE.test(value)) {
      out.push(
        violation(
          "schema/metadata",
          valuePointer,
          "value",
          atField(
            keyPath,
            `Invalid value: expected a label value (at most 63 characters: alphanumerics, '-', '_' or '.', starting and ending with an alphanumeric character, or empty), found ${describeValue(value)}`
          )
        )
      );
    }
  });
  let annotationBytes = 0;
  checkStringMap(meta, "annotations", base, basePath, out, (key, value, keyPointer, _valuePointer, keyPath) => {
    const keyProblem = qualifiedNameProblem(key.toLowerCase());
    if (keyProblem) out.push(violation("schema/metadata", keyPointer, "key", atField(keyPath, `Invalid value: annotation key ${JSON.stringify(key)}: ${keyProblem}`)));
    annotationBytes += utf8Length(key) + utf8Length(value);
  });
  if (annotationBytes > TOTAL_ANNOTATION_SIZE) {
    out.push(
      violation(
        "schema/metadata",
        appendPointer(base, "annotations"),
        "key",
        atField(join(basePath, "annotations"), `Too long: expected annotations of at most ${TOTAL_ANNOTATION_SIZE} bytes in total, found ${annotationBytes}`)
      )
    );
  }
  const finalizers = meta.finalizers;
  if (finalizers !== void 0) {
    if (!Array.isArray(finalizers)) {
      out.push(violation("schema/metadata", appendPointer(base, "finalizers"), "value", atField(join(basePath, "finalizers"), `expected a list of strings, found ${describeValue(finalizers)}`)));
    } else {
      finalizers.forEach((f, i) => {
        const p = appendPointer(appendPointer(base, "finalizers"), i);
        const fp = `${join(basePath, "finalizers")}[${i}]`;
        if (typeof f !== "string") out.push(violation("schema/metadata", p, "value", atField(fp, `expected a string, found ${describeValue(f)}`)));
        else {
          const problem = qualifiedNameProblem(f);
          if (problem) out.push(violation("schema/metadata", p, "value", atField(fp, `Invalid value: finalizer ${JSON.stringify(f)}: ${problem}`)));
        }
      });
    }
  }
  return out;
}
function checkStringMap(meta, field, base, basePath, out, each) {
  const map = meta[field];
  if (map === void 0 || map === null) return;
  const mapPointer = appendPointer(base, field);
  const mapPath = join(basePath, field);
  if (!isRecord(map)) {
    out.push(violation("schema/metadata", mapPointer, "value", atField(mapPath, `expected a mapping of strings to strings, found ${describeValue(map)}`)));
    return;
  }
  for (const [key, value] of Object.entries(map)) {
    const p = appendPointer(mapPointer, key);
    const keyPath = `${mapPath}[${key}]`;
    if (typeof value !== "string") {
      out.push(
        violation(
          "schema/metadata",
          p,
          "value",
          atField(keyPath, `expected a string, found ${describeValue(value)}`),
          `Quote the value (e.g. "${String(value)}"); the API server rejects ${field} whose values are not strings.`
        )
      );
      continue;
    }
    each(key, value, p, p, keyPath);
  }
}
function pathSegmentProblem(name) {
  if (name === "." || name === "..") return `a name that is not "${name}"`;
  if (name.includes("/") || name.includes("%")) return "a name without '/' or '%'";
  return void 0;
}
function checkEmbeddedResource(root, pointer, path, scope) {
  const value = getAtPointer(root, pointer);
  if (!isRecord(value)) return [];
  const out = [];
  for (const key of ["apiVersion", "kind"]) {
    const v = value[key];
    const p = appendPointer(pointer, key);
    const fp = join(path, key);
    if (v === void 0 || v === "") {
      out.push(violation("schema/embedded-resource", v === void 0 ? pointer : p, v === void 0 ? "key" : "value", atField(fp, `Required value: an embedded resource needs ${key}, found ${v === void 0 ? "nothing" : "an empty string"}`)));
    } else if (typeof v !== "string") {
      out.push(violation("schema/embedded-resource", p, "value", atField(fp, `Invalid value: expected a string, found ${describeValue(v)}`)));
    } else if (key === "kind" && !DNS1035_LABEL.test(v.toLowerCase())) {
      out.push(violation("schema/embedded-resource", p, "value", atField(fp, `Invalid value: expected a kind such as "ConfigMap" (letters and digits, starting with a letter), found ${describeValue(v)}`)));
    } else if (key === "apiVersion" && v.split("/").length > 2) {
      out.push(violation("schema/embedded-resource", p, "value", atField(fp, `Invalid value: expected "group/version" or "version", found ${describeValue(v)}`)));
    }
  }
  out.push(...checkMetadata(value, { scope, kind: typeof value.kind === "string" ? value.kind : "the embedded object", pointer, path, embedded: true }));
  return out;
}
function utf8Length(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128) n += 1;
    else if (c < 2048) n += 2;
    else if (c >= 55296 && c <= 56319) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

// src/core/schema/validator.ts
import { createHash } from "node:crypto";

// src/core/schema/ajv.ts
var import_ajv = __toESM(require_ajv(), 1);

// src/core/schema/regex.ts
var cache = /* @__PURE__ */ new Map();
function compilePattern(pattern) {
  const hit = cache.get(pattern);
  if (hit) return hit;
  const result = compileUncached(pattern);
  if (cache.size > 1e4) cache.clear();
  cache.set(pattern, result);
  return result;
}
function compileUncached(pattern) {
  let re2;
  try {
    re2 = RE2JS.compile(pattern);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const native = toNativeSource(pattern);
  if (native !== void 0) {
    try {
      const rx = new RegExp(native, "u");
      return { ok: true, matcher: rx, engine: "native" };
    } catch {
    }
  }
  return { ok: true, matcher: { test: (input) => re2.test(input) }, engine: "re2" };
}
var SAME_ESCAPES = /* @__PURE__ */ new Set(["d", "D", "w", "W", "b", "B", "n", "t", "r", "f", "v", ".", "\\", "/", "-", "+", "*", "?", "(", ")", "[", "]", "{", "}", "|", "^", "$"]);
var RE2_SPACE = "\\t\\n\\f\\r ";
function toNativeSource(pattern) {
  let out = "";
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") {
      const next = pattern[i + 1];
      if (next === void 0) return void 0;
      i++;
      if (next === "s") {
        out += inClass ? RE2_SPACE : `[${RE2_SPACE}]`;
        continue;
      }
      if (next === "S") {
        if (inClass) return void 0;
        out += `[^${RE2_SPACE}]`;
        continue;
      }
      if (!SAME_ESCAPES.has(next)) return void 0;
      out += "\\" + next;
      continue;
    }
    if (inClass) {
      if (c === "[") return void 0;
      if (c === "]") inClass = false;
      out += c;
      continue;
    }
    switch (c) {
      case "[":
        inClass = true;
        out += c;
        if (pattern[i + 1] === "^") {
          out += "^";
          i++;
        }
        if (pattern[i + 1] === "]") return void 0;
        break;
      case "(":
        if (pattern[i + 1] === "?") {
          if (pattern[i + 2] !== ":") return void 0;
          out += "(?:";
          i += 2;
        } else {
          out += c;
        }
        break;
      case ".":
        out += "[^\\n]";
        break;
      default:
        out += c;
    }
  }
  return inClass ? void 0 : out;
}

// src/core/schema/ajv.ts
var re2RegExp = Object.assign(
  (pattern) => {
    const compiled = compilePattern(pattern);
    if (!compiled.ok) throw new Error(`pattern ${JSON.stringify(pattern)} is not a valid RE2 expression: ${compiled.error}`);
    return compiled.matcher;
  },
  { code: 'require("@bufbuild/re2").RE2JS' }
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
    code: { regExp: re2RegExp },
    // The schemas are generated by toAjvSchema from structurally checked CRDs; validating them
    // against ajv's meta-schema again costs ~150 ms of start-up for nothing.
    validateSchema: false
  });
  ajv.addKeyword({ keyword: "k8sIntOrString", schemaType: "object", errors: true, validate: intOrString() });
  ajv.addKeyword({ keyword: "k8sListType", type: "array", schemaType: "object", errors: true, validate: listType() });
  for (const name of [
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
  ]) {
    const checker = formatChecker(name);
    ajv.addFormat(`k8s:${name}`, { type: "string", validate: checker.validate });
  }
  sharedAjv = ajv;
  return ajv;
}
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
function compileAjv(schema) {
  try {
    return { ok: true, compiled: { validate: kubernetesAjv().compile(schema) } };
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
      return known ? err("schema/pattern", pointer, atField(path, `Invalid value: expected ${known}, found ${found}`), "value", `The schema requires the pattern '${pattern}'.`) : err("schema/pattern", pointer, atField(path, `Invalid value: expected a string matching '${pattern}', found ${found}`));
    }
    case "format": {
      const name = String(params.format).replace(/^k8s:/, "");
      const expected = formatChecker(name)?.expected ?? `a ${name}`;
      return err("schema/format", pointer, atField(path, `Invalid value: expected ${expected}, found ${found}`));
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
function compileCel2(expression, options) {
  const shared = compileCel(expression, { variables: options.variables, returnTypes: [options.returns === "bool" ? T.bool : T.string] });
  if (shared.ok) {
    const program = shared.program;
    return {
      ok: true,
      compiled: {
        engine: "shared",
        usesOldSelf: program.variablesUsed.has("oldSelf"),
        program: {
          evaluate(bindings) {
            const r = evaluate(program, bindings, { costLimit: PER_CALL_COST_LIMIT });
            return r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error.message };
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
    parsed = parse(expression);
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
        evaluate(bindings) {
          let result;
          try {
            result = run(bindings);
          } catch (error) {
            return { ok: false, error: error instanceof Error ? error.message : String(error) };
          }
          if (isCelError(result)) return { ok: false, error: result.message };
          return { ok: true, value: result };
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
function toCel(value, node) {
  if (value === null || value === void 0) return null;
  switch (typeof value) {
    case "string":
      return node?.type === "string" && typeof node.raw.format === "string" ? formatted(value, node.raw.format.replace(/-/g, "")) : value;
    case "boolean":
      return value;
    case "number":
      if (node?.type === "number") return value;
      return Number.isInteger(value) && Number.isSafeInteger(value) ? BigInt(value) : value;
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
function isScalar(v) {
  return v === null || typeof v !== "object" && v !== void 0;
}
function evaluateRules(input) {
  const violations = [];
  let skipped = 0;
  const blocked = (pointer) => input.blocking.some((b) => b === pointer || b.startsWith(pointer + "/"));
  const visit = (node, value, old, loc, isRoot) => {
    if (value === null || value === void 0 || !node.subtreeHasRules) return;
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
    const result = evaluateMemo(rule, self, bindings);
    if (result.ok && result.value === true) return;
    const pointer = pointerOf(loc);
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
  visit(input.root, input.object, input.oldObject, void 0, true);
  return { violations, skipped };
}
var MEMO_LIMIT = 4096;
function evaluateMemo(rule, self, bindings) {
  const memo = rule.memo;
  if (!memo || self !== null && typeof self === "object") return rule.program.evaluate(bindings);
  const key = typeof self === "number" ? `d:${self}` : self;
  const hit = memo.get(key);
  if (hit) return hit;
  const outcome = rule.program.evaluate(bindings);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, outcome);
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
    out = typeof k === "number" ? `${out}[${k}]` : childPath(out, k);
  }
  return out;
}
function normalize(object, root, options) {
  const ctx = { report: options.report, dropStatus: options.dropStatus === true, violations: [], embedded: [] };
  const value = walkObject(object, root, void 0, ctx, true);
  return { value, violations: ctx.violations, embedded: ctx.embedded };
}
function cloneJson(value) {
  if (Array.isArray(value)) return value.map(cloneJson);
  if (isRecord(value)) {
    const out = {};
    for (const k of Object.keys(value)) out[k] = cloneJson(value[k]);
    return out;
  }
  return value;
}
function childPath(path, key) {
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
      out[key] = cloneJson(v);
      continue;
    }
    if (typeMeta && key === "metadata") {
      out[key] = walkMetadata(v, { parent: loc, key }, ctx);
      continue;
    }
    const child = node.properties?.get(key) ?? node.additionalProperties;
    if (child === void 0) {
      if (node.preserveUnknownFields) {
        out[key] = cloneJson(v);
        continue;
      }
      if (ctx.report) ctx.violations.push(unknownField(key, { parent: loc, key }, node));
      continue;
    }
    if (v === null && !child.nullable) {
      if (child.hasDefault) {
        if (ctx.report) ctx.violations.push(nullField({ parent: loc, key }, child, true));
        out[key] = walk(cloneJson(child.defaultValue), child, { parent: loc, key }, ctx);
      } else if (ctx.report) {
        ctx.violations.push(nullField({ parent: loc, key }, child, false));
      }
      continue;
    }
    const walked = typeof v === "object" && v !== null ? walk(v, child, { parent: loc, key }, ctx) : v;
    if (!(isRoot && ctx.dropStatus && key === "status")) out[key] = walked;
  }
  if (node.properties !== void 0 && node.subtreeHasDefaults) {
    for (const [key, child] of node.properties) {
      if (!child.hasDefault || Object.prototype.hasOwnProperty.call(out, key)) continue;
      if (Object.prototype.hasOwnProperty.call(value, key)) continue;
      if (isRoot && ctx.dropStatus && key === "status") continue;
      out[key] = walk(cloneJson(child.defaultValue), child, { parent: loc, key }, ctx);
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
      out[key] = typeof v === "object" && v !== null ? cloneJson(v) : v;
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
  const expected = known.length === 0 ? "the schema allows no fields here" : known.length <= 12 ? `expected one of ${[...known].sort().join(", ")}` : `expected one of the ${known.length} fields the schema declares`;
  return {
    ruleId: "schema/unknown-field",
    severity: "error",
    pointer: pointerOf(loc),
    at: "key",
    message: `unknown field "${path}": ${expected}`,
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

// src/core/schema/structural.ts
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
  const problem = (pointer, message) => {
    problems.push({ pointer, message, ruleId: "crd/invalid-schema" });
  };
  const checkValueKeywords = (r, pointer, depth) => {
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
      return;
    }
    if (r.pattern !== void 0) {
      if (typeof r.pattern !== "string") problem(appendPointer(pointer, "pattern"), `pattern must be a string, found ${typeof r.pattern}`);
    }
    for (const key of ["maxLength", "minLength", "maxItems", "minItems", "maxProperties", "minProperties"]) {
      const v = r[key];
      if (v !== void 0 && (typeof v !== "number" || !Number.isInteger(v) || v < 0)) {
        problem(appendPointer(pointer, key), `${key} must be a non-negative integer, found ${JSON.stringify(v)}`);
      }
    }
    for (const key of ["minimum", "maximum", "multipleOf"]) {
      const v = r[key];
      if (v !== void 0 && typeof v !== "number") problem(appendPointer(pointer, key), `${key} must be a number, found ${JSON.stringify(v)}`);
    }
    for (const key of ["exclusiveMinimum", "exclusiveMaximum", "uniqueItems", "nullable"]) {
      const v = r[key];
      if (v !== void 0 && typeof v !== "boolean") problem(appendPointer(pointer, key), `${key} must be true or false, found ${JSON.stringify(v)}`);
    }
    if (r.enum !== void 0 && !Array.isArray(r.enum)) problem(appendPointer(pointer, "enum"), "enum must be a list");
    if (r.required !== void 0 && (!Array.isArray(r.required) || !r.required.every((x) => typeof x === "string"))) {
      problem(appendPointer(pointer, "required"), "required must be a list of strings");
    }
    if (r.type !== void 0 && !SCHEMA_TYPES.includes(r.type)) {
      problem(appendPointer(pointer, "type"), `type must be one of ${SCHEMA_TYPES.join(", ")}, found ${JSON.stringify(r.type)}`);
    }
    if (r.$ref !== void 0) problem(appendPointer(pointer, "$ref"), "$ref is not allowed in CRD schemas");
    for (const key of COMPOSITIONS) {
      const list = r[key];
      if (list === void 0) continue;
      if (!Array.isArray(list)) {
        problem(appendPointer(pointer, key), `${key} must be a list of schemas`);
        continue;
      }
      list.forEach((branch, i) => {
        const p = appendPointer(appendPointer(pointer, key), i);
        if (!isRecord(branch)) problem(p, "expected a schema (a mapping)");
        else checkNested(branch, p, depth + 1);
      });
    }
    if (r.not !== void 0) {
      if (!isRecord(r.not)) problem(appendPointer(pointer, "not"), "not must be a schema (a mapping)");
      else checkNested(r.not, appendPointer(pointer, "not"), depth + 1);
    }
  };
  const checkNested = (r, pointer, depth) => {
    checkValueKeywords(r, pointer, depth);
    if (isRecord(r.properties)) {
      for (const [k, v] of Object.entries(r.properties)) {
        if (isRecord(v)) checkNested(v, appendPointer(appendPointer(pointer, "properties"), k), depth + 1);
      }
    }
    if (isRecord(r.items)) checkNested(r.items, appendPointer(pointer, "items"), depth + 1);
    if (isRecord(r.additionalProperties)) checkNested(r.additionalProperties, appendPointer(pointer, "additionalProperties"), depth + 1);
  };
  const readRules = (r, pointer) => {
    const list = r["x-kubernetes-validations"];
    if (list === void 0) return [];
    const base = appendPointer(pointer, "x-kubernetes-validations");
    if (!Array.isArray(list)) {
      problem(base, "x-kubernetes-validations must be a list of rules");
      return [];
    }
    const rules = [];
    list.forEach((item, i) => {
      const p = appendPointer(base, i);
      if (!isRecord(item) || typeof item.rule !== "string" || item.rule.trim() === "") {
        problem(p, 'each x-kubernetes-validations entry needs a non-empty string "rule"');
        return;
      }
      const reason = item.reason ?? "FieldValueInvalid";
      if (!RULE_REASONS.includes(reason)) {
        problem(appendPointer(p, "reason"), `reason must be one of ${RULE_REASONS.join(", ")}, found ${JSON.stringify(reason)}`);
        return;
      }
      for (const key of ["message", "messageExpression", "fieldPath"]) {
        if (item[key] !== void 0 && typeof item[key] !== "string") {
          problem(appendPointer(p, key), `${key} must be a string`);
          return;
        }
      }
      if (typeof item.message === "string" && /[\r\n]/.test(item.message)) {
        problem(appendPointer(p, "message"), "message must not contain line breaks");
      }
      rules.push({
        rule: item.rule,
        ...typeof item.message === "string" && item.message.trim() !== "" ? { message: item.message } : {},
        ...typeof item.messageExpression === "string" ? { messageExpression: item.messageExpression } : {},
        ...typeof item.fieldPath === "string" && item.fieldPath !== "" ? { fieldPath: item.fieldPath } : {},
        reason,
        optionalOldSelf: item.optionalOldSelf === true,
        pointer: p
      });
    });
    return rules;
  };
  const read = (r, pointer, depth) => {
    checkValueKeywords(r, pointer, depth);
    if (tooLarge) return leaf(r, pointer);
    const type = SCHEMA_TYPES.includes(r.type) ? r.type : void 0;
    const intOrString2 = r["x-kubernetes-int-or-string"] === true;
    const preserveUnknownFields = r["x-kubernetes-preserve-unknown-fields"] === true;
    const embeddedResource = r["x-kubernetes-embedded-resource"] === true;
    if (type === void 0 && r.type === void 0 && !intOrString2 && !preserveUnknownFields && pointer !== "") {
      problem(pointer, "type must not be empty (a structural schema gives every field a type, unless it is x-kubernetes-int-or-string or x-kubernetes-preserve-unknown-fields)");
    }
    if (intOrString2 && preserveUnknownFields) {
      problem(appendPointer(pointer, "x-kubernetes-preserve-unknown-fields"), "must be false if x-kubernetes-int-or-string is true");
    }
    if (intOrString2 && embeddedResource) {
      problem(appendPointer(pointer, "x-kubernetes-embedded-resource"), "must be false if x-kubernetes-int-or-string is true");
    }
    if (r.format !== void 0 && typeof r.format !== "string") problem(appendPointer(pointer, "format"), "format must be a string");
    let properties;
    if (r.properties !== void 0) {
      if (!isRecord(r.properties)) {
        problem(appendPointer(pointer, "properties"), "properties must be a mapping of field names to schemas");
      } else {
        properties = /* @__PURE__ */ new Map();
        for (const [k, v] of Object.entries(r.properties)) {
          const p = appendPointer(appendPointer(pointer, "properties"), k);
          if (!isRecord(v)) {
            problem(p, `expected a schema (a mapping) for property "${k}"`);
            continue;
          }
          properties.set(k, read(v, p, depth + 1));
        }
      }
    }
    let additionalProperties;
    if (r.additionalProperties !== void 0) {
      if (isRecord(r.additionalProperties)) {
        additionalProperties = read(r.additionalProperties, appendPointer(pointer, "additionalProperties"), depth + 1);
        if (properties && properties.size > 0) {
          problem(appendPointer(pointer, "additionalProperties"), "additionalProperties and properties are mutually exclusive");
        }
      } else if (typeof r.additionalProperties !== "boolean") {
        problem(appendPointer(pointer, "additionalProperties"), "additionalProperties must be a schema or a boolean");
      }
    }
    let items;
    if (r.items !== void 0) {
      if (isRecord(r.items)) items = read(r.items, appendPointer(pointer, "items"), depth + 1);
      else problem(appendPointer(pointer, "items"), "items must be a single schema (a mapping), not a list");
    }
    if (type === "array" && items === void 0 && !preserveUnknownFields) {
      problem(pointer, "items must be specified for type: array");
    }
    let listType2;
    const rawListType = r["x-kubernetes-list-type"];
    if (rawListType !== void 0) {
      if (LIST_TYPES.includes(rawListType)) listType2 = rawListType;
      else problem(appendPointer(pointer, "x-kubernetes-list-type"), `x-kubernetes-list-type must be one of ${LIST_TYPES.join(", ")}, found ${JSON.stringify(rawListType)}`);
    }
    let listMapKeys = [];
    const rawKeys = r["x-kubernetes-list-map-keys"];
    if (rawKeys !== void 0) {
      if (Array.isArray(rawKeys) && rawKeys.every((k) => typeof k === "string")) listMapKeys = rawKeys;
      else problem(appendPointer(pointer, "x-kubernetes-list-map-keys"), "x-kubernetes-list-map-keys must be a list of strings");
    }
    if (listType2 === "map") {
      if (listMapKeys.length === 0) {
        problem(pointer, "x-kubernetes-list-type: map needs x-kubernetes-list-map-keys");
      } else {
        for (const key of listMapKeys) {
          if (!items?.properties?.has(key)) {
            problem(appendPointer(pointer, "x-kubernetes-list-map-keys"), `list map key "${key}" is not a property of the items schema`);
          }
        }
      }
    }
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
    problem("", "openAPIV3Schema must be a schema (a mapping)");
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

// src/core/schema/validator.ts
var ValidatorCache = class {
  #entries = /* @__PURE__ */ new Map();
  /** By hash of (schema, statusSubresource): versions with identical schemas share one compile. */
  cores = /* @__PURE__ */ new Map();
  #hits = 0;
  #misses = 0;
  get(hash) {
    const hit = this.#entries.get(hash);
    if (hit) this.#hits++;
    else this.#misses++;
    return hit;
  }
  set(hash, result) {
    this.#entries.set(hash, result);
  }
  get size() {
    return this.#entries.size;
  }
  get stats() {
    return { hits: this.#hits, misses: this.#misses };
  }
  clear() {
    this.#entries.clear();
    this.cores.clear();
  }
};
var defaultValidatorCache = new ValidatorCache();
function hashVersionSpec(spec) {
  return createHash("sha256").update(canonical(spec)).digest("hex");
}
function compileKindValidator(spec, options = {}) {
  const cache2 = options.cache ?? defaultValidatorCache;
  const hash = hashVersionSpec(spec);
  const hit = cache2.get(hash);
  if (hit) return hit;
  const coreHash = createHash("sha256").update(canonical({ schema: spec.schema, statusSubresource: spec.statusSubresource })).digest("hex");
  let core = cache2.cores.get(coreHash);
  if (!core) {
    core = compileCore(spec.schema, spec.statusSubresource);
    cache2.cores.set(coreHash, core);
  }
  const stats = { schemaNodes: core.schemaNodes, celRules: core.compiled?.rules.count ?? 0, hash };
  const result = core.compiled ? { validator: new CompiledKindValidator(spec, core.compiled.root, core.compiled.ajv, core.compiled.rules), problems: core.problems, stats } : { problems: core.problems, stats };
  cache2.set(hash, result);
  return result;
}
function compileCore(schema, statusSubresource) {
  const problems = [];
  const read = readSchema(schema);
  for (const p of read.problems) problems.push({ ruleId: p.ruleId, severity: "error", pointer: p.pointer, message: p.message });
  const schemaNodes = read.nodeCount;
  if (!read.root || problems.some((p) => p.ruleId === "crd/schema-too-large")) return { problems, schemaNodes };
  const root = read.root;
  const ajvSchema = toAjvSchema(root, { dropStatus: statusSubresource });
  const compiled = compileAjv(ajvSchema);
  if (!compiled.ok) {
    problems.push({
      ruleId: compiled.tooLarge ? "crd/schema-too-large" : "crd/invalid-schema",
      severity: "error",
      pointer: "",
      message: compiled.tooLarge ? compiled.error : `the schema cannot be compiled: ${compiled.error}`
    });
    return { problems, schemaNodes };
  }
  let rules;
  try {
    rules = compileRules(root);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    problems.push({ ruleId: "crd/schema-too-large", severity: "error", pointer: "", message: "schema too large for in-process validation (compiling CEL rules exhausted the stack)" });
    return { problems, schemaNodes };
  }
  for (const p of rules.problems) problems.push({ ruleId: p.ruleId, severity: p.severity, pointer: p.pointer, message: p.message });
  return { problems, schemaNodes, compiled: { root, ajv: compiled.compiled, rules } };
}
var CompiledKindValidator = class {
  group;
  version;
  kind;
  plural;
  scope;
  served;
  storage;
  #spec;
  #root;
  #ajv;
  #rules;
  constructor(spec, root, ajv, rules) {
    this.group = spec.group;
    this.version = spec.version;
    this.kind = spec.kind;
    this.plural = spec.plural;
    this.scope = spec.scope;
    this.served = spec.served;
    this.storage = spec.storage;
    this.#spec = spec;
    this.#root = root;
    this.#ajv = ajv;
    this.#rules = rules;
  }
  applyDefaults(object) {
    return normalize(object, this.#root, { report: false }).value;
  }
  validate(object, options = {}) {
    try {
      return this.#validate(object, options);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      return [
        {
          ruleId: "schema/too-large",
          severity: "warning",
          pointer: "",
          at: "value",
          message: "schema too large for in-process validation: validating this object exhausted the stack; it was not checked",
          hint: "Validate it with a server-side dry run (kubectl apply --dry-run=server)."
        }
      ];
    }
  }
  #validate(object, options) {
    const violations = [];
    if (!this.served) {
      violations.push({
        ruleId: "schema/version-not-served",
        severity: "error",
        pointer: "/apiVersion",
        at: "value",
        message: `apiVersion: expected a served version of ${this.plural}.${this.group}, found ${this.group}/${this.version}, which the CRD does not serve`,
        hint: "Use a version the CRD lists with served: true."
      });
    }
    const normalized = normalize(object, this.#root, { report: true, dropStatus: this.#spec.statusSubresource });
    violations.push(...normalized.violations);
    const value = normalized.value;
    violations.push(...checkMetadata(value, { scope: this.scope, kind: this.kind, pointer: "", path: "", embedded: false }));
    for (const pointer of normalized.embedded) {
      violations.push(...checkEmbeddedResource(value, pointer, fieldPath(value, pointer), "Namespaced"));
    }
    const ok = this.#ajv.validate(value);
    let blocking = [];
    if (!ok && this.#ajv.validate.errors) {
      const converted = convertErrors(this.#ajv.validate.errors, value);
      violations.push(...converted.violations);
      blocking = converted.blocking;
    }
    if (this.#rules.count > 0) {
      let old;
      if (options.oldObject && isRecord(options.oldObject)) {
        old = normalize(options.oldObject, this.#root, { report: false, dropStatus: this.#spec.statusSubresource }).value;
      }
      const cel = evaluateRules({ root: this.#root, rules: this.#rules, object: value, ...old ? { oldObject: old } : {}, blocking });
      violations.push(...cel.violations);
      if (cel.skipped > 0) {
        violations.push({
          ruleId: "schema/cel-skipped",
          severity: "info",
          pointer: "",
          at: "value",
          message: `${cel.skipped} x-kubernetes-validations rule${cel.skipped === 1 ? " was" : "s were"} not checked because the object has schema errors; correct them to complete validation`
        });
      }
    }
    return violations;
  }
};
var UncheckedKindValidator = class {
  group;
  version;
  kind;
  plural;
  scope;
  served;
  storage;
  #reason;
  constructor(spec, reason) {
    this.group = spec.group;
    this.version = spec.version;
    this.kind = spec.kind;
    this.plural = spec.plural;
    this.scope = spec.scope;
    this.served = spec.served;
    this.storage = spec.storage;
    this.#reason = reason;
  }
  applyDefaults(object) {
    return object;
  }
  validate() {
    return [
      {
        ruleId: "schema/not-validated",
        severity: "warning",
        pointer: "",
        at: "value",
        message: `not validated: the schema of ${this.plural}.${this.group} ${this.version} cannot be used (${this.#reason})`,
        hint: "Fix the CustomResourceDefinition; its own findings say where."
      }
    ];
  }
};

// src/core/schema/crds.ts
var CRD_API_VERSION = "apiextensions.k8s.io/v1";
function isCrdManifest(m) {
  return m.object.kind === "CustomResourceDefinition" && m.object.apiVersion.startsWith("apiextensions.k8s.io/");
}
function loadCrds(manifests, options = {}) {
  const findings = [];
  const byName = /* @__PURE__ */ new Map();
  for (const manifest of manifests) {
    if (!isCrdManifest(manifest)) continue;
    const crd = readCrd(manifest, findings, options.cache);
    if (!crd) continue;
    const earlier = byName.get(crd.name);
    if (earlier) {
      const where = `${earlier.manifest.file}:${earlier.manifest.locate("").line}`;
      if (options.allowOverride) {
        findings.push(finding(manifest, "/metadata/name", "crd/duplicate", "info", `CustomResourceDefinition ${crd.name} is defined again; this definition replaces the one at ${where}`));
        byName.set(crd.name, crd);
      } else {
        findings.push(
          finding(
            manifest,
            "/metadata/name",
            "crd/duplicate",
            "error",
            `CustomResourceDefinition ${crd.name} is defined twice: expected one definition, found another at ${where}; the first one is used`,
            "Remove one of them, or allow overrides explicitly when a later CRD should win."
          )
        );
      }
      continue;
    }
    byName.set(crd.name, crd);
  }
  const byGroupKind = /* @__PURE__ */ new Map();
  for (const crd of byName.values()) {
    const key = `${crd.group}/${crd.kind}`;
    const other = byGroupKind.get(key);
    if (other) {
      findings.push(
        finding(crd.manifest, "/spec/names/kind", "crd/duplicate", "error", `kind ${crd.kind} in group ${crd.group} is already defined by CustomResourceDefinition ${other.name} (${other.manifest.file}); expected one CRD per kind`)
      );
      continue;
    }
    byGroupKind.set(key, crd);
  }
  const crds = [...byGroupKind.values()];
  const byVersionKind = /* @__PURE__ */ new Map();
  for (const crd of crds) for (const v of crd.versions) byVersionKind.set(`${crd.group}/${v.spec.version}\0${crd.kind}`, v.validator);
  const registry = {
    crds,
    lookup(apiVersion, kind) {
      return byVersionKind.get(`${apiVersion}\0${kind}`);
    },
    explainMissing(apiVersion, kind) {
      const { group, version } = splitApiVersion(apiVersion);
      const crd = byGroupKind.get(`${group}/${kind}`);
      if (!crd) return `no CustomResourceDefinition for kind ${kind} in group ${group === "" ? "core" : group} was found`;
      return `CustomResourceDefinition ${crd.name} has no version ${version} (it defines ${crd.versions.map((v) => v.spec.version).join(", ") || "none"})`;
    }
  };
  return { registry, findings };
}
function finding(manifest, pointer, ruleId, severity, message, hint) {
  const loc = manifest.locate(pointer);
  return {
    ruleId,
    severity,
    message,
    file: loc.file,
    line: loc.line,
    column: loc.column,
    pointer: manifest.base + pointer,
    object: manifest.ref,
    ...hint ? { hint } : {}
  };
}
function readCrd(manifest, findings, cache2) {
  const o = manifest.object;
  const bad = (pointer, message, hint) => {
    findings.push(finding(manifest, pointer, "crd/invalid", "error", message, hint));
    return void 0;
  };
  if (o.apiVersion !== CRD_API_VERSION) {
    findings.push(
      finding(manifest, "/apiVersion", "crd/invalid", "warning", `expected apiVersion ${CRD_API_VERSION}, found ${JSON.stringify(o.apiVersion)}; this CustomResourceDefinition is not used for validation`, "apiextensions.k8s.io/v1beta1 was removed in Kubernetes 1.22; convert the CRD to v1.")
    );
    return void 0;
  }
  const spec = o.spec;
  if (!isRecord(spec)) return bad(o.spec === void 0 ? "" : "/spec", `expected spec to be a mapping, found ${describeValue(spec)}`);
  const group = spec.group;
  if (typeof group !== "string" || !isDns1123Subdomain(group) || !group.includes(".")) {
    return bad("/spec/group", `spec.group: expected a DNS subdomain with at least one dot such as "platform.example.com", found ${describeValue(group)}`);
  }
  const names = spec.names;
  if (!isRecord(names)) return bad(spec.names === void 0 ? "/spec" : "/spec/names", `spec.names: expected a mapping with kind and plural, found ${describeValue(names)}`);
  const kind = names.kind;
  const plural2 = names.plural;
  if (typeof kind !== "string" || !/^[A-Za-z][A-Za-z0-9]*$/.test(kind)) {
    return bad(names.kind === void 0 ? "/spec/names" : "/spec/names/kind", `spec.names.kind: expected a kind such as "TenantOnboarding", found ${describeValue(kind)}`);
  }
  if (typeof plural2 !== "string" || !isDns1123Label(plural2)) {
    return bad(names.plural === void 0 ? "/spec/names" : "/spec/names/plural", `spec.names.plural: expected a lowercase RFC 1123 label such as "tenantonboardings", found ${describeValue(plural2)}`);
  }
  const name = `${plural2}.${group}`;
  if (o.metadata.name !== name) {
    findings.push(finding(manifest, "/metadata/name", "crd/invalid", "error", `metadata.name: expected "${name}" (spec.names.plural + "." + spec.group), found ${describeValue(o.metadata.name)}`));
  }
  const scope = spec.scope;
  if (scope !== "Namespaced" && scope !== "Cluster") {
    return bad(spec.scope === void 0 ? "/spec" : "/spec/scope", `spec.scope: expected "Namespaced" or "Cluster", found ${describeValue(scope)}`);
  }
  const versions = spec.versions;
  if (!Array.isArray(versions) || versions.length === 0) {
    return bad(spec.versions === void 0 ? "/spec" : "/spec/versions", `spec.versions: expected a non-empty list of versions, found ${describeValue(versions)}`);
  }
  const loaded = [];
  const seen = /* @__PURE__ */ new Set();
  let storageCount = 0;
  versions.forEach((v, i) => {
    const base = `/spec/versions/${i}`;
    if (!isRecord(v)) {
      bad(base, `spec.versions[${i}]: expected a mapping with name, served, storage and schema, found ${describeValue(v)}`);
      return;
    }
    const version = v.name;
    if (typeof version !== "string" || !isDns1123Label(version)) {
      bad(`${base}/name`, `spec.versions[${i}].name: expected a version such as "v1alpha1", found ${describeValue(version)}`);
      return;
    }
    if (seen.has(version)) {
      bad(`${base}/name`, `spec.versions[${i}].name: expected unique version names, found "${version}" twice`);
      return;
    }
    seen.add(version);
    if (typeof v.served !== "boolean") bad(v.served === void 0 ? base : `${base}/served`, `spec.versions[${i}].served: expected true or false, found ${describeValue(v.served)}`);
    if (typeof v.storage !== "boolean") bad(v.storage === void 0 ? base : `${base}/storage`, `spec.versions[${i}].storage: expected true or false, found ${describeValue(v.storage)}`);
    if (v.storage === true) storageCount++;
    const schemaHolder = v.schema;
    const schema = isRecord(schemaHolder) ? schemaHolder.openAPIV3Schema : void 0;
    if (!isRecord(schema)) {
      bad(isRecord(schemaHolder) ? `${base}/schema` : base, `spec.versions[${i}].schema.openAPIV3Schema: expected a schema (required in apiextensions.k8s.io/v1), found ${describeValue(schema)}`);
      return;
    }
    const subresources = isRecord(v.subresources) ? v.subresources : void 0;
    const versionSpec = {
      group,
      version,
      kind,
      plural: plural2,
      scope,
      served: v.served === true,
      storage: v.storage === true,
      schema,
      statusSubresource: subresources !== void 0 && isRecord(subresources.status)
    };
    const compiled = compileKindValidator(versionSpec, cache2 ? { cache: cache2 } : {});
    const schemaBase = `${base}/schema/openAPIV3Schema`;
    for (const p of compiled.problems) {
      findings.push(
        finding(manifest, schemaBase + p.pointer, p.ruleId, p.severity, `spec.versions[${i}] (${version}) schema: ${p.message}`, p.ruleId === "crd/schema-too-large" ? "Split the schema or use x-kubernetes-preserve-unknown-fields for large free-form parts; objects of this kind are not validated offline." : void 0)
      );
    }
    const validator = compiled.validator ?? new UncheckedKindValidator(versionSpec, compiled.problems.find((p) => p.severity === "error")?.message ?? "schema could not be compiled");
    loaded.push({ spec: versionSpec, validator, checked: compiled.validator !== void 0, stats: compiled.stats });
  });
  if (storageCount !== 1 && loaded.length === versions.length) {
    findings.push(finding(manifest, "/spec/versions", "crd/invalid", "error", `spec.versions: expected exactly one version with storage: true, found ${storageCount}`));
  }
  return { name, group, kind, plural: plural2, scope, versions: loaded, manifest };
}
function violationToFinding(manifest, violation2) {
  const loc = manifest.locate(violation2.pointer, violation2.at);
  return {
    ruleId: violation2.ruleId,
    severity: violation2.severity,
    message: violation2.message,
    file: loc.file,
    line: loc.line,
    column: loc.column,
    pointer: manifest.base + violation2.pointer,
    object: manifest.ref,
    ...violation2.hint ? { hint: violation2.hint } : {}
  };
}
function validateManifest(registry, manifest, options = {}) {
  const validator = registry.lookup(manifest.object.apiVersion, manifest.object.kind);
  if (!validator) return void 0;
  return validator.validate(manifest.object, options.oldObject ? { oldObject: options.oldObject } : {}).map((v) => violationToFinding(manifest, v));
}

// src/core/schema/rules.ts
var SCHEMA_RULES = [
  { id: "schema/type", summary: "A value has the wrong type (or is not an integer/string where x-kubernetes-int-or-string is set).", defaultSeverity: "error" },
  { id: "schema/required", summary: "A required field is missing.", defaultSeverity: "error" },
  { id: "schema/unknown-field", summary: "A field the schema does not declare (the API server rejects it with fieldValidation=Strict and prunes it otherwise).", defaultSeverity: "error" },
  { id: "schema/enum", summary: "A value is not one of the allowed values.", defaultSeverity: "error" },
  { id: "schema/pattern", summary: "A string does not match the schema pattern (RE2 semantics).", defaultSeverity: "error" },
  { id: "schema/format", summary: "A string does not have a format the API server validates (duration, date-time, ipv4, ...).", defaultSeverity: "error" },
  { id: "schema/length", summary: "A string is shorter than minLength or longer than maxLength.", defaultSeverity: "error" },
  { id: "schema/range", summary: "A number is outside minimum/maximum or not a multipleOf.", defaultSeverity: "error" },
  { id: "schema/list-size", summary: "A list has fewer than minItems or more than maxItems items.", defaultSeverity: "error" },
  { id: "schema/property-count", summary: "A mapping has fewer than minProperties or more than maxProperties fields.", defaultSeverity: "error" },
  { id: "schema/duplicate", summary: "A duplicate item in a list-type set, a duplicate key in a list-type map, or a uniqueItems violation.", defaultSeverity: "error" },
  { id: "schema/composition", summary: "A value does not satisfy anyOf, oneOf or not.", defaultSeverity: "error" },
  { id: "schema/metadata", summary: "metadata is invalid: name, generateName, namespace, labels, annotations, finalizers.", defaultSeverity: "error" },
  { id: "schema/embedded-resource", summary: "An x-kubernetes-embedded-resource object lacks apiVersion/kind or has invalid ones.", defaultSeverity: "error" },
  { id: "schema/cel", summary: "An x-kubernetes-validations rule evaluated to false.", defaultSeverity: "error" },
  { id: "schema/cel-error", summary: "An x-kubernetes-validations rule failed to evaluate (no such key, division by zero, ...); the API server rejects the object.", defaultSeverity: "error" },
  { id: "schema/cel-skipped", summary: "Some x-kubernetes-validations rules were not evaluated because the object has schema errors below them.", defaultSeverity: "info" },
  { id: "schema/null-field", summary: "null on a field that is not nullable: the API server drops it (or applies the default).", defaultSeverity: "warning" },
  { id: "schema/version-not-served", summary: "The object uses a CRD version that is not served.", defaultSeverity: "error" },
  { id: "schema/not-validated", summary: "The CRD of this kind could not be compiled; the object was not validated.", defaultSeverity: "warning" },
  { id: "schema/too-large", summary: "Validating the object exhausted the stack; it was not validated.", defaultSeverity: "warning" },
  { id: "crd/invalid", summary: "A CustomResourceDefinition is malformed (names, scope, versions, storage version).", defaultSeverity: "error" },
  { id: "crd/invalid-schema", summary: "A CRD schema is not a valid structural schema or cannot be compiled.", defaultSeverity: "error" },
  { id: "crd/schema-too-large", summary: "A CRD schema is too large or too deep for in-process validation.", defaultSeverity: "error" },
  { id: "crd/invalid-cel", summary: "An x-kubernetes-validations rule, messageExpression or fieldPath does not compile.", defaultSeverity: "error" },
  { id: "crd/cel-unsupported", summary: "An x-kubernetes-validations rule uses a Kubernetes CEL function driftgate does not implement; it is not checked offline.", defaultSeverity: "warning" },
  { id: "crd/duplicate", summary: "Two CRDs define the same name, or the same group and kind.", defaultSeverity: "error" }
];

export {
  formatChecker,
  compilePattern,
  ValidatorCache,
  defaultValidatorCache,
  hashVersionSpec,
  compileKindValidator,
  CRD_API_VERSION,
  isCrdManifest,
  loadCrds,
  violationToFinding,
  validateManifest,
  SCHEMA_RULES
};
