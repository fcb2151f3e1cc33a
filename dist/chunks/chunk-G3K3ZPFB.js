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
  strings_default,
  timestampFromDate
} from "./chunk-6I4PTEXP.js";
import {
  RE2JS,
  appendPointer,
  describeValue,
  getAtPointer,
  isRecord,
  parsePointer,
  require_ajv,
  splitApiVersion
} from "./chunk-U6TEBFFD.js";
import {
  require_src
} from "./chunk-MF4G7RIR.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SWXCCR26.js";

// node_modules/@kwsites/file-exists/dist/src/index.js
var require_src2 = __commonJS({
  "node_modules/@kwsites/file-exists/dist/src/index.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    var fs_1 = __require("fs");
    var debug_1 = __importDefault(require_src());
    var log = debug_1.default("@kwsites/file-exists");
    function check(path, isFile, isDirectory) {
      log(`checking %s`, path);
      try {
        const stat = fs_1.statSync(path);
        if (stat.isFile() && isFile) {
          log(`[OK] path represents a file`);
          return true;
        }
        if (stat.isDirectory() && isDirectory) {
          log(`[OK] path represents a directory`);
          return true;
        }
        log(`[FAIL] path represents something other than a file or directory`);
        return false;
      } catch (e) {
        if (e.code === "ENOENT") {
          log(`[FAIL] path is not accessible: %o`, e);
          return false;
        }
        log(`[FATAL] %o`, e);
        throw e;
      }
    }
    function exists(path, type = exports.READABLE) {
      return check(path, (type & exports.FILE) > 0, (type & exports.FOLDER) > 0);
    }
    exports.exists = exists;
    exports.FILE = 1;
    exports.FOLDER = 2;
    exports.READABLE = exports.FILE + exports.FOLDER;
  }
});

// node_modules/@kwsites/file-exists/dist/index.js
var require_dist = __commonJS({
  "node_modules/@kwsites/file-exists/dist/index.js"(exports) {
    "use strict";
    function __export(m3) {
      for (var p2 in m3) if (!exports.hasOwnProperty(p2)) exports[p2] = m3[p2];
    }
    Object.defineProperty(exports, "__esModule", { value: true });
    __export(require_src2());
  }
});

// node_modules/@kwsites/promise-deferred/dist/index.js
var require_dist2 = __commonJS({
  "node_modules/@kwsites/promise-deferred/dist/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.createDeferred = exports.deferred = void 0;
    function deferred() {
      let done;
      let fail;
      let status = "pending";
      const promise = new Promise((_done, _fail) => {
        done = _done;
        fail = _fail;
      });
      return {
        promise,
        done(result) {
          if (status === "pending") {
            status = "resolved";
            done(result);
          }
        },
        fail(error) {
          if (status === "pending") {
            status = "rejected";
            fail(error);
          }
        },
        get fulfilled() {
          return status !== "pending";
        },
        get status() {
          return status;
        }
      };
    }
    exports.deferred = deferred;
    exports.createDeferred = deferred;
    exports.default = deferred;
  }
});

// src/core/schema/validator.ts
import { createHash } from "node:crypto";

// src/core/schema/ajv.ts
var import_ajv = __toESM(require_ajv(), 1);

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
  return parts.every((p2) => /^(0|[1-9][0-9]{0,2})$/.test(p2) && Number(p2) <= 255);
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
    const g3 = text.split(":");
    return g3.every((x2) => /^[0-9a-fA-F]{1,4}$/.test(x2)) ? g3 : void 0;
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
    if ([6, 8, 20].includes(parts.length) && parts.every((p2) => /^[0-9a-fA-F]{2}$/.test(p2))) return true;
  }
  const dotted = s.split(".");
  return [3, 4, 10].includes(dotted.length) && dotted.every((p2) => /^[0-9a-fA-F]{4}$/.test(p2));
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
    let d2 = Number(digits[i]);
    if (double) {
      d2 *= 2;
      if (d2 > 9) d2 -= 9;
    }
    sum += d2;
    double = !double;
  }
  return sum % 10 === 0;
}
var BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})$/;
function isDate(s) {
  const m3 = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(s);
  if (!m3) return false;
  const year = Number(m3[1]);
  const month = Number(m3[2]);
  const day = Number(m3[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && year % 100 !== 0 || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}
function isDateTime(s) {
  const parts = s.toLowerCase().split("t");
  if (parts.length < 2 || !isDate(parts[0])) return false;
  const m3 = /^([0-9]{2}):([0-9]{2}):([0-9]{2})(.[0-9]+)?(z|([+-][0-9]{2}:[0-9]{2}))$/.exec(parts[1]);
  return m3 !== null && m3[1] <= "23" && m3[2] <= "59" && m3[3] <= "59";
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
    const m3 = component.exec(rest);
    if (!m3 || m3[1] === "" || m3[1] === ".") return false;
    total += Number(m3[1]) * GO_DURATION_UNITS[m3[2]];
    rest = rest.slice(m3[0].length);
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
      validate: (s) => HOSTNAME.test(s) && s.length <= 255 && s.split(".").every((p2) => p2.length <= 63),
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
  if (Array.isArray(type)) base = type.map((t2) => ARTICLE_TYPE[String(t2)] ?? String(t2)).join(" or ");
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
function editDistance(a, b2) {
  if (a === b2) return 0;
  const prev = new Array(b2.length + 1);
  for (let j3 = 0; j3 <= b2.length; j3++) prev[j3] = j3;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j3 = 1; j3 <= b2.length; j3++) {
      const up = prev[j3];
      prev[j3] = Math.min(up + 1, prev[j3 - 1] + 1, diag + (a[i - 1] === b2[j3 - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b2.length];
}
function closest(name, candidates) {
  let best;
  let bestDistance = Infinity;
  const lower = name.toLowerCase();
  for (const c3 of candidates) {
    if (c3.toLowerCase() === lower) return c3;
    const d2 = editDistance(lower, c3.toLowerCase());
    if (d2 < bestDistance) {
      bestDistance = d2;
      best = c3;
    }
  }
  const limit = Math.max(1, Math.floor(name.length / 3));
  return bestDistance <= limit ? best : void 0;
}

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
  let re22;
  try {
    re22 = RE2JS.compile(pattern);
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
  return { ok: true, matcher: { test: (input) => re22.test(input) }, engine: "re2" };
}
var SAME_ESCAPES = /* @__PURE__ */ new Set(["d", "D", "w", "W", "b", "B", "n", "t", "r", "f", "v", ".", "\\", "/", "-", "+", "*", "?", "(", ")", "[", "]", "{", "}", "|", "^", "$"]);
var RE2_SPACE = "\\t\\n\\f\\r ";
function toNativeSource(pattern) {
  let out = "";
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c3 = pattern[i];
    if (c3 === "\\") {
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
      if (c3 === "[") return void 0;
      if (c3 === "]") inClass = false;
      out += c3;
      continue;
    }
    switch (c3) {
      case "[":
        inClass = true;
        out += c3;
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
          out += c3;
        }
        break;
      case ".":
        out += "[^\\n]";
        break;
      default:
        out += c3;
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
  const fn2 = (schema, data, parentSchema) => {
    if (typeof data === "string" || typeof data === "number" && Number.isInteger(data) || data === null && schema.nullable) return true;
    fn2.errors = [{ keyword: "k8sIntOrString", message: "must be an integer or a string", params: {}, parentSchema, data }];
    return false;
  };
  return fn2;
}
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value).sort().map((k2) => `${JSON.stringify(k2)}:${canonical(value[k2])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}
function listType() {
  const fn2 = (schema, data, _parent, cxt) => {
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
          fn2.errors = errors;
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
          for (const k2 of schema.keys) if (k2 in item) tuple[k2] = item[k2];
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
    fn2.errors = errors;
    return false;
  };
  return fn2;
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
    code: { regExp: re2RegExp }
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
      const p2 = metaRaw.properties[key];
      if (isRecord(p2)) metaProps[key] = translate(p2);
    }
    if (Object.keys(metaProps).length > 0) meta.properties = metaProps;
  }
  properties.metadata = meta;
  if (options.dropStatus) delete properties.status;
  out.properties = properties;
  if (Array.isArray(out.required) && options.dropStatus) out.required = out.required.filter((r2) => r2 !== "status");
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
    for (const [k2, v] of Object.entries(raw.properties)) if (isRecord(v)) props[k2] = translate(v);
    out.properties = props;
  }
  if (isRecord(raw.additionalProperties)) out.additionalProperties = translate(raw.additionalProperties);
  if (isRecord(raw.items)) out.items = translate(raw.items);
  const lt2 = raw["x-kubernetes-list-type"];
  if (lt2 === "set" || lt2 === "map") {
    const keys = Array.isArray(raw["x-kubernetes-list-map-keys"]) ? raw["x-kubernetes-list-map-keys"].filter((k2) => typeof k2 === "string") : [];
    out.k8sListType = { type: lt2, keys };
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
function err(ruleId, pointer, message, at2 = "value", hint) {
  return { ruleId, severity: "error", pointer, at: at2, message, ...hint ? { hint } : {} };
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
      const j3 = Number(params.j);
      const dupPointer = appendPointer(pointer, j3);
      const list = Array.isArray(value) ? value : [];
      return err("schema/duplicate", dupPointer, `${fieldPath(data, dupPointer)}: Duplicate value: expected unique items, found ${describeValue(list[j3])} again (also at index ${i})`);
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
      const keyText = Object.keys(key).length === 0 ? "no key fields" : Object.entries(key).map(([k2, v]) => `${k2}=${JSON.stringify(v)}`).join(", ");
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
            const r2 = evaluate(program, bindings, { costLimit: PER_CALL_COST_LIMIT });
            return r2.ok ? { ok: true, value: r2.value } : { ok: false, error: r2.error.message };
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
    localEnv = { env, known: new Set([...env.funcs].map((f2) => f2.name)) };
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
  for (let l2 = loc; l2; l2 = l2.parent) keys.push(l2.key);
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
          const m3 = compileCel2(rule.messageExpression, { variables, returns: "string" });
          if (m3.ok) message = m3.compiled.program;
          else if (m3.kind === "invalid") {
            problems.push({ pointer: appendPointer(rule.pointer, "messageExpression"), ruleId: "crd/invalid-cel", severity: "error", message: `messageExpression does not compile: ${m3.error}` });
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
    const c3 = path[i];
    if (c3 === ".") {
      const m3 = /^[^.[\]]+/.exec(path.slice(i + 1));
      if (!m3) return "unexpected end of JSON path";
      const problem = step(m3[0], current?.properties !== void 0);
      if (problem) return problem;
      i += 1 + m3[0].length;
    } else if (c3 === "[") {
      if (path[i + 1] !== "'") return "expected a single-quoted string after '['";
      let j3 = i + 2;
      let name = "";
      while (j3 < path.length && path[j3] !== "'") {
        if (path[j3] === "\\" && j3 + 1 < path.length) {
          name += path[j3 + 1];
          j3 += 2;
        } else {
          name += path[j3];
          j3++;
        }
      }
      if (path[j3] !== "'" || path[j3 + 1] !== "]") return "expected ' and ] to close the key";
      const problem = step(name, current?.properties !== void 0);
      if (problem) return problem;
      i = j3 + 2;
    } else {
      return `unexpected character ${JSON.stringify(c3)}`;
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
    const ms2 = Date.parse(value);
    return Number.isNaN(ms2) ? value : timestampFromDate(new Date(ms2));
  }
  if (format === "duration") {
    const nanos = goDurationNanos(value);
    return nanos === void 0 ? value : create(DurationSchema, { seconds: nanos / 1000000000n, nanos: Number(nanos % 1000000000n) });
  }
  if (format === "byte") {
    try {
      return Uint8Array.from(atob(value), (c3) => c3.charCodeAt(0));
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
  for (const m3 of s.matchAll(/([0-9]*)(?:\.([0-9]*))?(ns|us|µs|μs|ms|s|m|h)/g)) {
    const unit = UNIT_NANOS[m3[3]];
    const whole = BigInt(m3[1] || "0") * unit;
    const fraction = m3[2] ? BigInt(m3[2]) * unit / 10n ** BigInt(m3[2].length) : 0n;
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
    const m3 = {};
    if (typeof meta.name === "string") m3.name = meta.name;
    if (typeof meta.generateName === "string") m3.generateName = meta.generateName;
    out.metadata = m3;
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
  const blocked = (pointer) => input.blocking.some((b2) => b2 === pointer || b2.startsWith(pointer + "/"));
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
    const at2 = rule.fieldPath.reduce((p2, s) => appendPointer(p2, s), pointer);
    const path = fieldPath(input.object, at2);
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
      const m3 = rule.message.evaluate(bindings);
      if (m3.ok && typeof m3.value === "string" && m3.value.trim() !== "" && !/[\r\n]/.test(m3.value)) detail = m3.value;
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
      pointer: at2,
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
    return canonical(node.listMapKeys.map((k2) => item[k2]));
  };
  const byKey = /* @__PURE__ */ new Map();
  for (const o2 of old) {
    const k2 = keyOf(o2);
    if (k2 !== void 0 && !byKey.has(k2)) byKey.set(k2, o2);
  }
  return items.map((item) => {
    const k2 = keyOf(item);
    return k2 === void 0 ? void 0 : byKey.get(k2);
  });
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
function violation(ruleId, pointer, at2, message, hint) {
  return { ruleId, severity: "error", pointer, at: at2, message, ...hint ? { hint } : {} };
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
      finalizers.forEach((f2, i) => {
        const p2 = appendPointer(appendPointer(base, "finalizers"), i);
        const fp = `${join(basePath, "finalizers")}[${i}]`;
        if (typeof f2 !== "string") out.push(violation("schema/metadata", p2, "value", atField(fp, `expected a string, found ${describeValue(f2)}`)));
        else {
          const problem = qualifiedNameProblem(f2);
          if (problem) out.push(violation("schema/metadata", p2, "value", atField(fp, `Invalid value: finalizer ${JSON.stringify(f2)}: ${problem}`)));
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
    const p2 = appendPointer(mapPointer, key);
    const keyPath = `${mapPath}[${key}]`;
    if (typeof value !== "string") {
      out.push(
        violation(
          "schema/metadata",
          p2,
          "value",
          atField(keyPath, `expected a string, found ${describeValue(value)}`),
          `Quote the value (e.g. "${String(value)}"); the API server rejects ${field} whose values are not strings.`
        )
      );
      continue;
    }
    each(key, value, p2, p2, keyPath);
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
    const p2 = appendPointer(pointer, key);
    const fp = join(path, key);
    if (v === void 0 || v === "") {
      out.push(violation("schema/embedded-resource", v === void 0 ? pointer : p2, v === void 0 ? "key" : "value", atField(fp, `Required value: an embedded resource needs ${key}, found ${v === void 0 ? "nothing" : "an empty string"}`)));
    } else if (typeof v !== "string") {
      out.push(violation("schema/embedded-resource", p2, "value", atField(fp, `Invalid value: expected a string, found ${describeValue(v)}`)));
    } else if (key === "kind" && !DNS1035_LABEL.test(v.toLowerCase())) {
      out.push(violation("schema/embedded-resource", p2, "value", atField(fp, `Invalid value: expected a kind such as "ConfigMap" (letters and digits, starting with a letter), found ${describeValue(v)}`)));
    } else if (key === "apiVersion" && v.split("/").length > 2) {
      out.push(violation("schema/embedded-resource", p2, "value", atField(fp, `Invalid value: expected "group/version" or "version", found ${describeValue(v)}`)));
    }
  }
  out.push(...checkMetadata(value, { scope, kind: typeof value.kind === "string" ? value.kind : "the embedded object", pointer, path, embedded: true }));
  return out;
}
function utf8Length(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c3 = s.charCodeAt(i);
    if (c3 < 128) n += 1;
    else if (c3 < 2048) n += 2;
    else if (c3 >= 55296 && c3 <= 56319) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
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
  for (let l2 = loc; l2; l2 = l2.parent) keys.push(l2.key);
  let out = "";
  for (let i = keys.length - 1; i >= 0; i--) {
    const k2 = keys[i];
    out = typeof k2 === "number" ? `${out}[${k2}]` : childPath(out, k2);
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
    for (const k2 of Object.keys(value)) out[k2] = cloneJson(value[k2]);
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
  const checkValueKeywords = (r2, pointer, depth) => {
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
    if (r2.pattern !== void 0) {
      if (typeof r2.pattern !== "string") problem(appendPointer(pointer, "pattern"), `pattern must be a string, found ${typeof r2.pattern}`);
    }
    for (const key of ["maxLength", "minLength", "maxItems", "minItems", "maxProperties", "minProperties"]) {
      const v = r2[key];
      if (v !== void 0 && (typeof v !== "number" || !Number.isInteger(v) || v < 0)) {
        problem(appendPointer(pointer, key), `${key} must be a non-negative integer, found ${JSON.stringify(v)}`);
      }
    }
    for (const key of ["minimum", "maximum", "multipleOf"]) {
      const v = r2[key];
      if (v !== void 0 && typeof v !== "number") problem(appendPointer(pointer, key), `${key} must be a number, found ${JSON.stringify(v)}`);
    }
    for (const key of ["exclusiveMinimum", "exclusiveMaximum", "uniqueItems", "nullable"]) {
      const v = r2[key];
      if (v !== void 0 && typeof v !== "boolean") problem(appendPointer(pointer, key), `${key} must be true or false, found ${JSON.stringify(v)}`);
    }
    if (r2.enum !== void 0 && !Array.isArray(r2.enum)) problem(appendPointer(pointer, "enum"), "enum must be a list");
    if (r2.required !== void 0 && (!Array.isArray(r2.required) || !r2.required.every((x2) => typeof x2 === "string"))) {
      problem(appendPointer(pointer, "required"), "required must be a list of strings");
    }
    if (r2.type !== void 0 && !SCHEMA_TYPES.includes(r2.type)) {
      problem(appendPointer(pointer, "type"), `type must be one of ${SCHEMA_TYPES.join(", ")}, found ${JSON.stringify(r2.type)}`);
    }
    if (r2.$ref !== void 0) problem(appendPointer(pointer, "$ref"), "$ref is not allowed in CRD schemas");
    for (const key of COMPOSITIONS) {
      const list = r2[key];
      if (list === void 0) continue;
      if (!Array.isArray(list)) {
        problem(appendPointer(pointer, key), `${key} must be a list of schemas`);
        continue;
      }
      list.forEach((branch, i) => {
        const p2 = appendPointer(appendPointer(pointer, key), i);
        if (!isRecord(branch)) problem(p2, "expected a schema (a mapping)");
        else checkNested(branch, p2, depth + 1);
      });
    }
    if (r2.not !== void 0) {
      if (!isRecord(r2.not)) problem(appendPointer(pointer, "not"), "not must be a schema (a mapping)");
      else checkNested(r2.not, appendPointer(pointer, "not"), depth + 1);
    }
  };
  const checkNested = (r2, pointer, depth) => {
    checkValueKeywords(r2, pointer, depth);
    if (isRecord(r2.properties)) {
      for (const [k2, v] of Object.entries(r2.properties)) {
        if (isRecord(v)) checkNested(v, appendPointer(appendPointer(pointer, "properties"), k2), depth + 1);
      }
    }
    if (isRecord(r2.items)) checkNested(r2.items, appendPointer(pointer, "items"), depth + 1);
    if (isRecord(r2.additionalProperties)) checkNested(r2.additionalProperties, appendPointer(pointer, "additionalProperties"), depth + 1);
  };
  const readRules = (r2, pointer) => {
    const list = r2["x-kubernetes-validations"];
    if (list === void 0) return [];
    const base = appendPointer(pointer, "x-kubernetes-validations");
    if (!Array.isArray(list)) {
      problem(base, "x-kubernetes-validations must be a list of rules");
      return [];
    }
    const rules = [];
    list.forEach((item, i) => {
      const p2 = appendPointer(base, i);
      if (!isRecord(item) || typeof item.rule !== "string" || item.rule.trim() === "") {
        problem(p2, 'each x-kubernetes-validations entry needs a non-empty string "rule"');
        return;
      }
      const reason = item.reason ?? "FieldValueInvalid";
      if (!RULE_REASONS.includes(reason)) {
        problem(appendPointer(p2, "reason"), `reason must be one of ${RULE_REASONS.join(", ")}, found ${JSON.stringify(reason)}`);
        return;
      }
      for (const key of ["message", "messageExpression", "fieldPath"]) {
        if (item[key] !== void 0 && typeof item[key] !== "string") {
          problem(appendPointer(p2, key), `${key} must be a string`);
          return;
        }
      }
      if (typeof item.message === "string" && /[\r\n]/.test(item.message)) {
        problem(appendPointer(p2, "message"), "message must not contain line breaks");
      }
      rules.push({
        rule: item.rule,
        ...typeof item.message === "string" && item.message.trim() !== "" ? { message: item.message } : {},
        ...typeof item.messageExpression === "string" ? { messageExpression: item.messageExpression } : {},
        ...typeof item.fieldPath === "string" && item.fieldPath !== "" ? { fieldPath: item.fieldPath } : {},
        reason,
        optionalOldSelf: item.optionalOldSelf === true,
        pointer: p2
      });
    });
    return rules;
  };
  const read = (r2, pointer, depth) => {
    checkValueKeywords(r2, pointer, depth);
    if (tooLarge) return leaf(r2, pointer);
    const type = SCHEMA_TYPES.includes(r2.type) ? r2.type : void 0;
    const intOrString2 = r2["x-kubernetes-int-or-string"] === true;
    const preserveUnknownFields = r2["x-kubernetes-preserve-unknown-fields"] === true;
    const embeddedResource = r2["x-kubernetes-embedded-resource"] === true;
    if (type === void 0 && r2.type === void 0 && !intOrString2 && !preserveUnknownFields && pointer !== "") {
      problem(pointer, "type must not be empty (a structural schema gives every field a type, unless it is x-kubernetes-int-or-string or x-kubernetes-preserve-unknown-fields)");
    }
    if (intOrString2 && preserveUnknownFields) {
      problem(appendPointer(pointer, "x-kubernetes-preserve-unknown-fields"), "must be false if x-kubernetes-int-or-string is true");
    }
    if (intOrString2 && embeddedResource) {
      problem(appendPointer(pointer, "x-kubernetes-embedded-resource"), "must be false if x-kubernetes-int-or-string is true");
    }
    if (r2.format !== void 0 && typeof r2.format !== "string") problem(appendPointer(pointer, "format"), "format must be a string");
    let properties;
    if (r2.properties !== void 0) {
      if (!isRecord(r2.properties)) {
        problem(appendPointer(pointer, "properties"), "properties must be a mapping of field names to schemas");
      } else {
        properties = /* @__PURE__ */ new Map();
        for (const [k2, v] of Object.entries(r2.properties)) {
          const p2 = appendPointer(appendPointer(pointer, "properties"), k2);
          if (!isRecord(v)) {
            problem(p2, `expected a schema (a mapping) for property "${k2}"`);
            continue;
          }
          properties.set(k2, read(v, p2, depth + 1));
        }
      }
    }
    let additionalProperties;
    if (r2.additionalProperties !== void 0) {
      if (isRecord(r2.additionalProperties)) {
        additionalProperties = read(r2.additionalProperties, appendPointer(pointer, "additionalProperties"), depth + 1);
        if (properties && properties.size > 0) {
          problem(appendPointer(pointer, "additionalProperties"), "additionalProperties and properties are mutually exclusive");
        }
      } else if (typeof r2.additionalProperties !== "boolean") {
        problem(appendPointer(pointer, "additionalProperties"), "additionalProperties must be a schema or a boolean");
      }
    }
    let items;
    if (r2.items !== void 0) {
      if (isRecord(r2.items)) items = read(r2.items, appendPointer(pointer, "items"), depth + 1);
      else problem(appendPointer(pointer, "items"), "items must be a single schema (a mapping), not a list");
    }
    if (type === "array" && items === void 0 && !preserveUnknownFields) {
      problem(pointer, "items must be specified for type: array");
    }
    let listType2;
    const rawListType = r2["x-kubernetes-list-type"];
    if (rawListType !== void 0) {
      if (LIST_TYPES.includes(rawListType)) listType2 = rawListType;
      else problem(appendPointer(pointer, "x-kubernetes-list-type"), `x-kubernetes-list-type must be one of ${LIST_TYPES.join(", ")}, found ${JSON.stringify(rawListType)}`);
    }
    let listMapKeys = [];
    const rawKeys = r2["x-kubernetes-list-map-keys"];
    if (rawKeys !== void 0) {
      if (Array.isArray(rawKeys) && rawKeys.every((k2) => typeof k2 === "string")) listMapKeys = rawKeys;
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
    const rules = readRules(r2, pointer);
    const hasDefault = Object.prototype.hasOwnProperty.call(r2, "default") && r2.default !== null;
    const children = [...properties?.values() ?? [], ...additionalProperties ? [additionalProperties] : [], ...items ? [items] : []];
    return {
      pointer,
      raw: r2,
      ...type !== void 0 ? { type } : {},
      nullable: r2.nullable === true,
      intOrString: intOrString2,
      preserveUnknownFields,
      embeddedResource,
      ...properties ? { properties } : {},
      ...additionalProperties ? { additionalProperties } : {},
      ...items ? { items } : {},
      hasDefault,
      ...hasDefault ? { defaultValue: r2.default } : {},
      ...listType2 ? { listType: listType2 } : {},
      listMapKeys,
      rules,
      subtreeHasRules: rules.length > 0 || children.some((c3) => c3.subtreeHasRules),
      subtreeHasDefaults: hasDefault || children.some((c3) => c3.subtreeHasDefaults)
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
function leaf(r2, pointer) {
  return {
    pointer,
    raw: r2,
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
  for (const p2 of read.problems) problems.push({ ruleId: p2.ruleId, severity: "error", pointer: p2.pointer, message: p2.message });
  const schemaNodes = read.nodeCount;
  if (!read.root || problems.some((p2) => p2.ruleId === "crd/schema-too-large")) return { problems, schemaNodes };
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
  for (const p2 of rules.problems) problems.push({ ruleId: p2.ruleId, severity: p2.severity, pointer: p2.pointer, message: p2.message });
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
function isCrdManifest(m3) {
  return m3.object.kind === "CustomResourceDefinition" && m3.object.apiVersion.startsWith("apiextensions.k8s.io/");
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
  const o2 = manifest.object;
  const bad = (pointer, message, hint) => {
    findings.push(finding(manifest, pointer, "crd/invalid", "error", message, hint));
    return void 0;
  };
  if (o2.apiVersion !== CRD_API_VERSION) {
    findings.push(
      finding(manifest, "/apiVersion", "crd/invalid", "warning", `expected apiVersion ${CRD_API_VERSION}, found ${JSON.stringify(o2.apiVersion)}; this CustomResourceDefinition is not used for validation`, "apiextensions.k8s.io/v1beta1 was removed in Kubernetes 1.22; convert the CRD to v1.")
    );
    return void 0;
  }
  const spec = o2.spec;
  if (!isRecord(spec)) return bad(o2.spec === void 0 ? "" : "/spec", `expected spec to be a mapping, found ${describeValue(spec)}`);
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
  if (o2.metadata.name !== name) {
    findings.push(finding(manifest, "/metadata/name", "crd/invalid", "error", `metadata.name: expected "${name}" (spec.names.plural + "." + spec.group), found ${describeValue(o2.metadata.name)}`));
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
    for (const p2 of compiled.problems) {
      findings.push(
        finding(manifest, schemaBase + p2.pointer, p2.ruleId, p2.severity, `spec.versions[${i}] (${version}) schema: ${p2.message}`, p2.ruleId === "crd/schema-too-large" ? "Split the schema or use x-kubernetes-preserve-unknown-fields for large free-form parts; objects of this kind are not validated offline." : void 0)
      );
    }
    const validator = compiled.validator ?? new UncheckedKindValidator(versionSpec, compiled.problems.find((p2) => p2.severity === "error")?.message ?? "schema could not be compiled");
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

// node_modules/@simple-git/args-pathspec/dist/index.mjs
var t = /* @__PURE__ */ new WeakMap();
function c(...n) {
  const e = new String(n);
  return t.set(e, n), e;
}
function r(n) {
  return n instanceof String && t.has(n);
}
function o(n) {
  return t.get(n) ?? [];
}

// node_modules/@simple-git/argv-parser/dist/index.mjs
function* L(e, t2) {
  const n = t2 === "global";
  for (const o2 of e)
    o2.isGlobal === n && (yield o2);
}
var K = /* @__PURE__ */ new Set([
  "--add",
  "--edit",
  "--remove-section",
  "--rename-section",
  "--replace-all",
  "--unset",
  "--unset-all",
  "-e"
]);
var I = /* @__PURE__ */ new Set([
  "--get",
  "--get-all",
  "--get-color",
  "--get-colorbool",
  "--get-regexp",
  "--get-urlmatch",
  "--list",
  "-l"
]);
var j = /* @__PURE__ */ new Set([
  "edit",
  "remove-section",
  "rename-section",
  "set",
  "unset"
]);
var D = /* @__PURE__ */ new Set(["get", "get-color", "get-colorbool", "list"]);
function B(e, t2) {
  for (const { name: o2 } of L(e, "task")) {
    if (K.has(o2))
      return w(true, t2, o2 === "--rename-section");
    if (I.has(o2))
      return w(false, t2);
  }
  const n = t2.at(0)?.toLowerCase();
  return n === void 0 ? null : j.has(n) ? w(true, t2.slice(1), n === "rename-section") : D.has(n) ? w(false, t2.slice(1)) : t2.length === 1 ? w(false, t2) : w(true, t2);
}
function w(e = false, t2 = [], n = false) {
  const o2 = t2.at(0)?.toLowerCase();
  return o2 === void 0 ? null : {
    isWrite: e,
    isRead: !e,
    key: o2,
    value: t2.at(1),
    rename: n
  };
}
function V(e, t2) {
  return t2.isWrite && t2.value !== void 0 ? {
    scope: e,
    key: t2.key,
    value: t2.value,
    rename: t2.rename
  } : { key: t2.key, scope: e };
}
function q(e) {
  const t2 = e?.indexOf("=") || -1;
  return !e || t2 < 0 ? null : {
    key: e.slice(0, t2).trim().toLowerCase(),
    value: e.slice(t2 + 1)
  };
}
function z(e) {
  for (const { name: t2 } of L(e, "task"))
    switch (t2) {
      case "--global":
        return "global";
      case "--system":
        return "system";
      case "--worktree":
        return "worktree";
      case "--local":
        return "local";
      case "--file":
      case "-f":
        return "file";
    }
  return "local";
}
function Y({ name: e }) {
  if (e === "-c" || e === "--config")
    return "inline";
  if (e === "--config-env")
    return "env";
}
function* H(e) {
  for (const t2 of e) {
    const n = Y(t2), o2 = n && q(t2.value);
    o2 && (yield {
      ...o2,
      scope: n
    });
  }
}
function J(e, t2, n) {
  const o2 = {
    read: [],
    write: [...H(t2)]
  };
  return e === "config" && X(
    o2,
    z(t2),
    B(t2, n)
  ), o2;
}
function X(e, t2, n) {
  if (n === null)
    return;
  const o2 = V(t2, n);
  n.isWrite ? e.write.push(o2) : e.read.push(o2);
}
var R = {
  short: /* @__PURE__ */ new Map([
    ["c", true]
    //  -c <k=v>    set config key for this invocation
  ])
};
var S = {
  short: new Map([
    ["C", true],
    //  -C <path>   change working directory
    ["P", false],
    // -P          no pager (alias for --no-pager)
    ["h", false],
    // -h          help
    ["p", false],
    // -p          paginate
    ["v", false],
    // -v          version
    ...R.short.entries()
  ]),
  long: /* @__PURE__ */ new Set([
    "attr-source",
    "config-env",
    "exec-path",
    "git-dir",
    "list-cmds",
    "namespace",
    "super-prefix",
    "work-tree"
  ])
};
var Q = {
  clone: {
    short: /* @__PURE__ */ new Map([
      ["b", true],
      // -b <branch>
      ["j", true],
      // -j <n>          parallel jobs
      ["l", false],
      // -l local
      ["n", false],
      // -n no-checkout
      ["o", true],
      // -o <name>       remote name
      ["q", false],
      // -q quiet
      ["s", false],
      // -s shared
      ["u", true]
      // -u <upload-pack>
    ]),
    long: /* @__PURE__ */ new Set(["branch", "config", "jobs", "origin", "upload-pack", "u", "template"])
  },
  commit: {
    short: /* @__PURE__ */ new Map([
      ["C", true],
      // -C <commit>  reuse message
      ["F", true],
      // -F <file>    read message from file
      ["c", true],
      // -c <commit>  reedit message
      ["m", true],
      // -m <msg>
      ["t", true]
      // -t <template>
    ]),
    long: /* @__PURE__ */ new Set(["file", "message", "reedit-message", "reuse-message", "template"])
  },
  config: {
    short: /* @__PURE__ */ new Map([
      ["e", false],
      // -e  open editor
      ["f", true],
      //  -f <file>
      ["l", false]
      // -l  list
    ]),
    long: /* @__PURE__ */ new Set(["blob", "comment", "default", "file", "type", "value"])
  },
  fetch: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["upload-pack"])
  },
  init: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["template"])
  },
  pull: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["upload-pack"])
  },
  push: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["exec", "receive-pack"])
  },
  rebase: {
    short: /* @__PURE__ */ new Map([
      ["X", true],
      // -X <option>   strategy option
      ["f", false],
      // -f force-rebase
      ["i", false],
      // -i interactive
      ["k", false],
      // -k keep-base
      ["m", false],
      // -m merge
      ["n", false],
      // -n no-stat
      ["q", false],
      // -q quiet
      ["r", false],
      // -r rebase-merges
      ["s", true],
      // -s <strategy>
      ["v", false],
      // -v verbose
      ["x", true]
      // -x <cmd>      exec
    ]),
    long: /* @__PURE__ */ new Set(["exec", "onto", "strategy", "strategy-option"])
  }
};
var Z = { short: /* @__PURE__ */ new Map(), long: /* @__PURE__ */ new Set() };
function ee(e) {
  const t2 = Q[e ?? ""] ?? Z;
  return {
    short: new Map([...R.short.entries(), ...t2.short.entries()]),
    long: t2.long
  };
}
function F(e, t2 = S) {
  if (e.startsWith("--")) {
    const n = e.indexOf("=");
    if (n > 2)
      return [{ name: e.slice(0, n), value: e.slice(n + 1), needsNext: false }];
    const o2 = e.slice(2);
    return [{ name: e, needsNext: t2.long.has(o2) }];
  }
  if (e.length === 2) {
    const n = e.charAt(1), o2 = t2.short.get(n);
    return [{ name: e, needsNext: o2 === true }];
  }
  return te(e, t2.short);
}
function te(e, t2) {
  const n = e.slice(1).split(""), o2 = [];
  for (let a = 0; a < n.length; a++) {
    const s = n[a], r2 = t2.get(s);
    if (r2 === void 0)
      return [{ name: e, needsNext: false }];
    if (r2) {
      const f2 = n.slice(a + 1).join("");
      if (f2 && ![...f2].every((v) => t2.has(v)))
        return o2.push({ name: `-${s}`, value: f2, needsNext: false }), o2;
    }
    o2.push({ name: `-${s}`, needsNext: r2 });
  }
  return o2;
}
function ne(e, t2 = []) {
  let n = 0;
  for (; n < e.length; ) {
    const o2 = String(e[n]);
    if (!o2.startsWith("-") || o2.length < 2) break;
    const a = F(o2);
    let s = n + 1;
    for (const r2 of a) {
      const f2 = {
        name: r2.name,
        value: r2.value,
        absorbedNext: false,
        isGlobal: true
      };
      r2.needsNext && f2.value === void 0 && s < e.length && (f2.value = String(e[s]), f2.absorbedNext = true, s++), t2.push(f2);
    }
    n = s;
  }
  return { flags: t2, taskIndex: n };
}
function oe(e, t2, n = []) {
  const o2 = ee(t2), a = [], s = [];
  let r2 = 0;
  for (; r2 < e.length; ) {
    const f2 = e[r2];
    if (r(f2)) {
      s.push(...o(f2)), r2++;
      continue;
    }
    const p2 = String(f2);
    if (p2 === "--") {
      for (let i = r2 + 1; i < e.length; i++) {
        const d2 = e[i];
        r(d2) ? s.push(...o(d2)) : s.push(String(d2));
      }
      break;
    }
    if (!p2.startsWith("-") || p2.length < 2) {
      a.push(p2), r2++;
      continue;
    }
    const v = F(p2, o2);
    let h = r2 + 1;
    for (const i of v) {
      const d2 = {
        name: i.name,
        value: i.value,
        absorbedNext: false,
        isGlobal: false
      };
      i.needsNext && d2.value === void 0 && h < e.length && !r(e[h]) && (d2.value = String(e[h]), d2.absorbedNext = true, h++), n.push(d2);
    }
    r2 = h;
  }
  return { flags: n, positionals: a, pathspecs: s };
}
function* ae({
  write: e
}) {
  for (const t2 of e) {
    if (t2.rename) {
      yield {
        category: "allowUnsafeConfigRename",
        level: "default",
        message: `Renaming config section ${t2.key} is not permitted without enabling allowUnsafeConfigRename`
      };
      continue;
    }
    for (const n of fe) {
      const o2 = n(t2.key);
      if (o2) {
        yield o2;
        break;
      }
    }
  }
}
function u(e, t2, n = String(e), o2 = "default") {
  const a = typeof e == "string" ? new RegExp(`\\s*${e.toLowerCase()}`) : e;
  return function(r2) {
    if (a.test(r2))
      return {
        category: t2,
        level: o2,
        message: `Configuring ${n} is not permitted without enabling ${t2}`,
        configKey: r2
      };
  };
}
function c2(e, t2) {
  const n = new RegExp(`\\s*${e.toLowerCase().replace(/\./g, "(..+)?.")}`);
  return u(n, t2, e);
}
var se = /^sendemail\.(.+\.)?(sendmailcmd|tocmd|cccmd|headercmd|smtpserver|smtpserveroption|smtpsslcertpath|smtpsslclientcert|smtpsslclientkey|aliasesfile|mailmap\.file)$/;
var re = /^imap\.(tunnel|host|sslverify)$/;
var le = /^instaweb\.(httpd|modulepath|gitwebdir)$/;
var ie = /^(browser|man)\..+\.(path|cmd)$/;
var ce = /^gpg\.(ssh\.(allowedsignersfile|revocationfile)|mintrustlevel)$/;
var fe = [
  u(se, "allowUnsafeSendEmailConfig", "sendemail.*"),
  u(re, "allowUnsafeSendEmailConfig", "imap.*"),
  u(le, "allowUnsafeWebServerConfig", "instaweb.*"),
  u(ie, "allowUnsafeBrowser", "browser.* / man.*"),
  u(ce, "allowUnsafeSignatureTrust", "gpg.* signature trust"),
  u("alias", "allowUnsafeAlias"),
  u("core.askPass", "allowUnsafeAskPass"),
  u("core.editor", "allowUnsafeEditor"),
  u("core.fsmonitor", "allowUnsafeFsMonitor"),
  u("core.gitProxy", "allowUnsafeGitProxy"),
  u("core.hooksPath", "allowUnsafeHooksPath"),
  u("core.pager", "allowUnsafePager"),
  u("core.sshCommand", "allowUnsafeSshCommand"),
  c2("credential.helper", "allowUnsafeCredentialHelper"),
  c2("diff.command", "allowUnsafeDiffExternal"),
  u("diff.external", "allowUnsafeDiffExternal"),
  c2("difftool.cmd", "allowUnsafeDiffExternal"),
  c2("difftool.path", "allowUnsafeDiffExternal"),
  c2("diff.textconv", "allowUnsafeDiffTextConv"),
  c2("filter.clean", "allowUnsafeFilter"),
  c2("filter.process", "allowUnsafeFilter"),
  c2("filter.smudge", "allowUnsafeFilter"),
  c2("gpg.program", "allowUnsafeGpgProgram"),
  c2("gpg.defaultKeyCommand", "allowUnsafeGpgProgram"),
  u("include.path", "allowUnsafeInclude"),
  c2("includeIf", "allowUnsafeInclude"),
  u("init.templateDir", "allowUnsafeTemplateDir"),
  u("interactive.diffFilter", "allowUnsafePager"),
  c2("pager.", "allowUnsafePager"),
  c2("merge.driver", "allowUnsafeMergeDriver"),
  c2("mergetool.path", "allowUnsafeMergeDriver"),
  c2("mergetool.cmd", "allowUnsafeMergeDriver"),
  c2("protocol.allow", "allowUnsafeProtocolOverride"),
  c2("remote.receivepack", "allowUnsafePack"),
  c2("remote.uploadpack", "allowUnsafePack"),
  u("uploadpack.packObjectsHook", "allowUnsafePack"),
  u("sequence.editor", "allowUnsafeEditor"),
  c2("submodule.update", "allowUnsafeSubmodule"),
  c2("tar.command", "allowUnsafeCommandBinaries"),
  c2("trailer.cmd", "allowUnsafeCommandBinaries"),
  c2("trailer.command", "allowUnsafeCommandBinaries"),
  c2("url.insteadOf", "allowUnsafeUrlRewrite"),
  // catch-all configuration using the "foo.command" or "bar.cmd" naming convention, only blocked
  // when the `recommended` checks are enabled
  u(/command$/, "allowUnsafeCommandBinaries", "/command$/", "recommended"),
  u(/\.cmd$/, "allowUnsafeCommandBinaries", "/\\.cmd$/", "recommended")
];
function* ue(e, t2) {
  for (const n of t2)
    for (const o2 of de) {
      const a = o2(e, n);
      a && (yield a);
    }
}
function g(e, t2, n, {
  name: o2 = String(t2),
  exceptTask: a,
  globalOnly: s = false,
  withValue: r2 = false
} = {}) {
  const f2 = typeof t2 == "string" ? new RegExp(`\\s*${t2.toLowerCase()}`) : t2, p2 = `Use of ${e ? `${e} with option ` : ""}${o2} is not permitted without enabling ${n}`;
  return function(h, i) {
    if (!(e && h !== e) && !(a && h === a) && !(s && !i.isGlobal) && !(r2 && i.value === void 0) && f2.test(i.name))
      return {
        category: n,
        level: "default",
        message: p2
      };
  };
}
var y = { globalOnly: true, withValue: true };
var de = [
  g(null, /--(upload|receive)-pack/, "allowUnsafePack", {
    name: "--upload-pack or --receive-pack"
  }),
  g("clone", /^-\w*u/, "allowUnsafePack"),
  g("clone", "--u", "allowUnsafePack"),
  // `--exec` names the program run on the remote end of `push`, `send-pack`, `fetch-pack`, `archive` and
  // (undocumented) `ls-remote`, `rebase` uses it for a command run after each commit
  g(null, /^--exec$/, "allowUnsafePack", {
    name: "--exec",
    exceptTask: "rebase"
  }),
  // `git` accepts unambiguous abbreviations of long options, so `--ex` and `--exe` are `--exec`
  g("rebase", /^(-x|--ex(ec?)?)$/, "allowUnsafeExec", { name: "-x or --exec" }),
  // `git filter-branch` runs the value of each of these through `eval`
  g(
    "filter-branch",
    /^--(setup|(env|tree|index|parent|msg|commit|tag-name)-filter)$/,
    "allowUnsafeExec",
    { name: "--setup or --<type>-filter" }
  ),
  // `git grep` configures a pager with `-O<cmd>` (potentially clustered as `-iO<cmd>`), or through the long-form
  // `--open-files-in-pager`. Without a value both use the configured pager, so are permitted.
  g("grep", /^-\w*O./, "allowUnsafePager", { name: "-O" }),
  g("grep", "--open-files-in-pager", "allowUnsafePager", { withValue: true }),
  g(null, "--template", "allowUnsafeTemplateDir"),
  g(null, "--exec-path", "allowUnsafeExec", y),
  // `git` reads the configuration of whichever repository these name, so the
  // directory alone is enough to deliver config the argv guards never see
  g(null, "--git-dir", "allowUnsafeConfigPaths", y),
  g(null, "--work-tree", "allowUnsafeConfigPaths", y),
  g(null, /^-C$/, "allowUnsafeConfigPaths", { ...y, name: "-C" })
];
function G(e, t2, n) {
  return [...ue(e, t2), ...ae(n)];
}
function Ae(...e) {
  const { flags: t2, taskIndex: n } = ne(e), o2 = n < e.length ? String(e[n]).toLowerCase() : null, a = o2 !== null ? e.slice(n + 1) : [], { positionals: s, pathspecs: r2 } = oe(a, o2, t2), f2 = J(o2, t2, s);
  return {
    task: o2,
    flags: t2.map(ge),
    paths: r2,
    config: f2,
    vulnerabilities: me(G(o2, t2, f2))
  };
}
function me(e) {
  return Object.defineProperty(e, "vulnerabilities", {
    value: e
  });
}
function ge({ value: e, name: t2 }) {
  return e !== void 0 ? { name: t2, value: e } : { name: t2 };
}
var pe = Object.freeze([
  // identity
  "user.name",
  "user.email",
  "user.useconfigonly",
  "author.name",
  "author.email",
  "committer.name",
  "committer.email",
  // line endings, file system and display behaviour
  "core.abbrev",
  "core.autocrlf",
  "core.bigfilethreshold",
  "core.commentchar",
  "core.commentstring",
  "core.compression",
  "core.eol",
  "core.filemode",
  "core.ignorecase",
  "core.logallrefupdates",
  "core.longpaths",
  "core.precomposeunicode",
  "core.preloadindex",
  "core.quotepath",
  "core.safecrlf",
  "core.untrackedcache",
  "core.whitespace",
  "advice.*",
  "color.*",
  "column.ui",
  "i18n.commitencoding",
  "i18n.logoutputencoding",
  "init.defaultbranch",
  // branch / merge / rebase / pull / push defaults
  "branch.autosetupmerge",
  "branch.autosetuprebase",
  "branch.sort",
  "checkout.defaultremote",
  "clone.defaultremotename",
  "fetch.prune",
  "fetch.prunetags",
  "merge.conflictstyle",
  "merge.ff",
  "merge.renamelimit",
  "pull.ff",
  "pull.rebase",
  "push.autosetupremote",
  "push.default",
  "push.followtags",
  "rebase.autosquash",
  "rebase.autostash",
  "rerere.enabled",
  "tag.sort",
  "versionsort.suffix",
  // output formatting of diff / log / status / grep
  "diff.algorithm",
  "diff.colormoved",
  "diff.context",
  "diff.interhunkcontext",
  "diff.mnemonicprefix",
  "diff.noprefix",
  "diff.relative",
  "diff.renamelimit",
  "diff.renames",
  "grep.extendedregexp",
  "grep.linenumber",
  "grep.patterntype",
  "log.abbrevcommit",
  "log.date",
  "log.decorate",
  "log.follow",
  "status.branch",
  "status.renames",
  "status.short",
  "status.showuntrackedfiles",
  // performance and transfer tuning
  "feature.manyfiles",
  "gc.auto",
  "gc.autodetach",
  "http.lowspeedlimit",
  "http.lowspeedtime",
  "http.postbuffer",
  "http.version",
  "index.version",
  "pack.threads",
  "pack.windowmemory",
  "protocol.version",
  // extra request headers, commonly used for CI authentication tokens
  "http.extraheader",
  "http.*.extraheader",
  // integrity checks - these only ever make git stricter
  "fetch.fsckobjects",
  "receive.fsckobjects",
  "transfer.fsckobjects"
]);
function he(e) {
  const t2 = /* @__PURE__ */ new Set(), n = [];
  for (const o2 of e) {
    const a = String(o2).trim().toLowerCase();
    a && (a.includes("*") ? n.push(
      new RegExp(
        `^${a.split("*").map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`
      )
    ) : t2.add(a));
  }
  return (o2) => {
    const a = o2.trim().toLowerCase();
    return t2.has(a) || n.some((s) => s.test(a));
  };
}
var Le = he(pe);
var N = {
  editor: "allowUnsafeEditor",
  git_askpass: "allowUnsafeAskPass",
  git_config_global: "allowUnsafeConfigPaths",
  git_config_system: "allowUnsafeConfigPaths",
  git_config_count: "allowUnsafeConfigEnvCount",
  git_config_parameters: "allowUnsafeConfigEnvCount",
  git_config: "allowUnsafeConfigPaths",
  git_editor: "allowUnsafeEditor",
  git_exec_path: "allowUnsafeExec",
  git_external_diff: "allowUnsafeDiffExternal",
  git_pager: "allowUnsafePager",
  git_proxy_command: "allowUnsafeGitProxy",
  git_template_dir: "allowUnsafeTemplateDir",
  git_sequence_editor: "allowUnsafeEditor",
  git_ssh: "allowUnsafeSshCommand",
  git_ssh_command: "allowUnsafeSshCommand",
  pager: "allowUnsafePager",
  prefix: "allowUnsafeConfigPaths",
  ssh_askpass: "allowUnsafeAskPass",
  visual: "allowUnsafeEditor"
};
var T2 = {
  home: "allowUnsafeConfigPaths",
  xdg_config_home: "allowUnsafeConfigPaths"
};
function W(e) {
  return Object.hasOwn(T2, e);
}
function* we(e) {
  const t2 = parseInt(e.git_config_count ?? "0", 10);
  for (let n = 0; n < t2; n++) {
    const o2 = e[`git_config_key_${n}`], a = e[`git_config_value_${n}`];
    o2 !== void 0 && (yield { key: o2.toLowerCase().trim(), value: a, scope: "env" });
  }
}
function* ve(e, t2) {
  for (const n of Object.keys(e))
    if (W(n) && e[n] !== t2[n]) {
      const o2 = T2[n];
      yield {
        category: o2,
        level: "recommended",
        message: `Use of "${n.toUpperCase()}" with a value other than the inherited one is not permitted without enabling ${o2}`,
        envKey: n
      };
    }
}
function* be(e) {
  for (const t2 of Object.keys(e))
    if (M(t2)) {
      const n = N[t2];
      yield {
        category: n,
        level: "default",
        message: `Use of "${t2.toUpperCase()}" is not permitted without enabling ${n}`,
        envKey: t2
      };
    }
}
function M(e) {
  return Object.hasOwn(N, e);
}
function Ue(e) {
  const t2 = String(e).toLowerCase().trim();
  return t2.startsWith("git_") || M(t2);
}
function $(e) {
  const t2 = {};
  for (const [n, o2] of Object.entries(e)) {
    const a = n.toLowerCase().trim();
    (Ue(a) || W(a)) && (t2[a] = String(o2));
  }
  return t2;
}
function Re(e, t2 = {}) {
  const n = $(e), o2 = {
    read: [],
    write: [...we(n)]
  }, a = [
    ...be(n),
    ...ve(n, $(t2)),
    ...G(null, [], o2)
  ];
  return {
    config: o2,
    vulnerabilities: a
  };
}
var k = class {
  constructor(t2, n) {
    this.value = t2, this.validate = n;
  }
};
var ye = [
  "https",
  "http",
  "ssh",
  "git+ssh",
  "ssh+git",
  "git",
  "file",
  "scp",
  "local"
];
var xe = new Set(ye);
var ke = class extends Error {
};
var Ee = /[\u0000-\u001f\u007f]/;
var _e = /^[a-z][a-z0-9+.-]*::/i;
var P = /* @__PURE__ */ new Set(["-c", "--config", "--config-env"]);
var O = /* @__PURE__ */ new Set([
  ...[...S.short].filter(([, e]) => e).map(([e]) => `-${e}`),
  ...[...S.long].map((e) => `--${e}`)
]);
function m(e) {
  throw new ke(e);
}
function $e(e) {
  return Array.isArray(e) && Array.isArray(e.raw) && Object.isFrozen(e);
}
function U(e) {
  return JSON.stringify(String(e));
}
function A(e) {
  let t2;
  if (e instanceof k) {
    t2 = e.value;
    const n = e.validate(t2);
    n && m(`interpolated value ${U(t2)} is rejected: ${n}`);
  } else typeof e == "string" ? t2 = e : typeof e == "number" && Number.isFinite(e) ? t2 = String(e) : m(
    `interpolated values must be strings, finite numbers or arrays of them, received ${typeof e}`
  );
  return Ee.test(t2) && m(`interpolated value ${U(t2)} contains control characters`), _e.test(t2) && m(`interpolated value ${U(t2)} would select a git remote helper transport`), t2;
}
function Pe(e, t2) {
  const n = [];
  let o2 = [];
  const a = () => {
    o2.length && (n.push(o2), o2 = []);
  };
  return e.forEach((s, r2) => {
    for (const f2 of s.split(/(\s+)/))
      /^\s+$/.test(f2) ? a() : f2 && o2.push({ text: f2 });
    r2 < t2.length && o2.push({ text: "", value: t2[r2] });
  }), a(), n;
}
function Ne(e, t2) {
  $e(e) || m("must be used as a tagged template literal");
  const n = [];
  let o2, a = false, s;
  for (const r2 of Pe(e, t2)) {
    if (r2.every((l2) => !("value" in l2))) {
      const l2 = r2.map((x2) => x2.text).join("");
      n.push(l2), s = l2, a || (a = o2 !== void 0 && l2 === "--"), o2 === void 0 && !l2.startsWith("-") && !O.has(n.at(-2) ?? "") && (o2 = l2);
      continue;
    }
    const p2 = !("value" in r2[0]);
    s !== void 0 && P.has(s) && !p2 && m(
      'configuration keys must be written literally, use "-c some.key=${value}" rather than "-c ${value}"'
    );
    const h = p2 && (r2[0].text.startsWith("-") || s !== void 0 && O.has(s));
    if (o2 === void 0 && !h && m(
      'the git sub-command must be written literally, interpolated values before it can only be used as option values, for example "-c user.name=${name}"'
    ), r2.length === 1) {
      const { value: l2 } = r2[0];
      if (r(l2))
        n.push(l2);
      else
        for (const x2 of Array.isArray(l2) ? l2 : [l2]) {
          const C2 = A(x2);
          C2.startsWith("-") && !a && m(
            `interpolated value ${U(C2)} would be read as an option, values that may start with "-" must follow "--" or be wrapped with pathspec()`
          ), n.push(C2);
        }
      s = void 0;
      continue;
    }
    let i = "", d2 = -1;
    for (const l2 of r2)
      "value" in l2 ? ((Array.isArray(l2.value) || r(l2.value)) && m("arrays and pathspecs must be interpolated as a standalone argument"), d2 < 0 && (d2 = i.length), i += A(l2.value)) : i += l2.text;
    if (d2 === 0 && i.startsWith("-") && !a && m(`interpolated value ${U(i)} would be read as an option`), d2 > 0 && i.startsWith("-") && !a) {
      const l2 = i.indexOf("=");
      (l2 < 0 || l2 >= d2) && m(
        'interpolated values in options must follow "=", for example "--message=${value}"'
      );
    }
    if (s !== void 0 && P.has(s)) {
      const l2 = i.indexOf("=");
      (l2 < 0 || l2 >= d2) && m(
        'configuration keys must be written literally, use "-c some.key=${value}" rather than "-c ${value}"'
      );
    }
    const E2 = /^(?:--config(?:-env)?=|-c(?=.))/.exec(i)?.[0];
    if (E2 && !a) {
      const l2 = i.indexOf("=", E2.length);
      (l2 < 0 || l2 >= d2) && m('configuration keys must be written literally, use "--config=some.key=${value}"');
    }
    n.push(i), s = void 0;
  }
  return o2 === void 0 && m("no git sub-command supplied"), n;
}

// node_modules/simple-git/dist/index.mjs
var import_file_exists = __toESM(require_dist(), 1);
var import_debug = __toESM(require_src(), 1);
var import_promise_deferred = __toESM(require_dist2(), 1);
import { spawn as Me } from "node:child_process";
import { normalize as Le2 } from "node:path";
import { EventEmitter as je } from "node:events";
var A2 = class extends Error {
  constructor(e, n) {
    super(n), this.task = e, Object.setPrototypeOf(this, new.target.prototype);
  }
};
var Be = class extends A2 {
  constructor(e, n) {
    super(void 0, n), this.config = e;
  }
};
var x = class extends A2 {
  constructor(e, n, r2) {
    super(e, r2), this.task = e, this.plugin = n, Object.setPrototypeOf(this, new.target.prototype);
  }
};
var ut = class extends A2 {
  constructor(e, n) {
    super(void 0, n || String(e)), this.git = e;
  }
};
var Ie = class extends A2 {
  constructor(e) {
    super(void 0, e);
  }
};
var U2 = "\0";
var W2 = () => {
};
function Ue2(t2) {
  return typeof t2 != "function" ? W2 : t2;
}
function Fe2(t2) {
  return typeof t2 == "function" && t2 !== W2;
}
function Ge2(t2, e) {
  const n = t2.indexOf(e);
  return n <= 0 ? [t2, ""] : [t2.substr(0, n), t2.substr(n + 1)];
}
function ze(t2, e = 0) {
  return Bt(t2) && t2.length > e ? t2[e] : void 0;
}
function P2(t2, e = 0) {
  if (Bt(t2) && t2.length > e)
    return t2[t2.length - 1 - e];
}
function Bt(t2) {
  return Ft(t2);
}
function H2(t2 = "", e = true, n = `
`) {
  return t2.split(n).reduce((r2, s) => {
    const o2 = e ? s.trim() : s;
    return o2 && r2.push(o2), r2;
  }, []);
}
function ct(t2, e) {
  return H2(t2, true).map((n) => e(n));
}
function It(t2) {
  return (0, import_file_exists.exists)(t2, import_file_exists.FOLDER);
}
function O2(t2, e) {
  return Array.isArray(t2) ? t2.includes(e) || t2.push(e) : t2.add(e), e;
}
function qe(t2, e) {
  return Array.isArray(t2) && !t2.includes(e) && t2.push(e), t2;
}
function ft(t2, e) {
  if (Array.isArray(t2)) {
    const n = t2.indexOf(e);
    n >= 0 && t2.splice(n, 1);
  } else
    t2.delete(e);
  return e;
}
var lt = Object.prototype.toString.call.bind(Object.prototype.toString);
function _(t2) {
  return Array.isArray(t2) ? t2 : [t2];
}
function Ut(t2) {
  return t2.replace(/[\s-]+(.)/g, (e, n) => n.toUpperCase());
}
function j2(t2) {
  return _(t2).map((e) => e instanceof String ? e : String(e));
}
function d(t2, e = 0) {
  if (t2 == null)
    return e;
  const n = parseInt(t2, 10);
  return Number.isNaN(n) ? e : n;
}
function F2(t2, e) {
  const n = [];
  for (let r2 = 0, s = t2.length; r2 < s; r2++)
    n.push(e, t2[r2]);
  return n;
}
function G2(t2) {
  return (Array.isArray(t2) ? Buffer.concat(t2) : t2).toString("utf-8");
}
function Ke(t2) {
  return t2 ? Buffer.isBuffer(t2) ? t2.length : Buffer.byteLength(t2) : 0;
}
function We(t2, e) {
  const n = {};
  return e.forEach((r2) => {
    t2[r2] !== void 0 && (n[r2] = t2[r2]);
  }), n;
}
function bt(t2 = 0) {
  return new Promise((e) => setTimeout(e, t2));
}
function Tt(t2) {
  if (t2 !== false)
    return t2;
}
function y2(t2, e, n) {
  return e(t2) ? t2 : arguments.length > 2 ? n : void 0;
}
var V2 = (t2) => Array.isArray(t2);
function ot(t2, e) {
  const n = r(t2) ? "string" : typeof t2;
  return /number|string|boolean/.test(n) && (!e || !e.includes(n));
}
var p = (t2) => typeof t2 == "string" || r(t2);
var He = (t2) => p(t2) || Buffer.isBuffer(t2);
var z2 = (t2) => p(t2) || Array.isArray(t2) && t2.every(p);
function ht(t2) {
  return !!t2 && lt(t2) === "[object Object]";
}
function Ve(t2) {
  return typeof t2 == "function";
}
var Ft = (t2) => t2 == null || "number|boolean|function".includes(typeof t2) ? false : typeof t2.length == "number";
var Y2 = /* @__PURE__ */ ((t2) => (t2[t2.SUCCESS = 0] = "SUCCESS", t2[t2.ERROR = 1] = "ERROR", t2[t2.NOT_FOUND = -2] = "NOT_FOUND", t2[t2.UNCLEAN = 128] = "UNCLEAN", t2))(Y2 || {});
var q2 = class _q {
  constructor(e, n) {
    this.stdOut = e, this.stdErr = n;
  }
  asStrings() {
    return new _q(this.stdOut.toString("utf8"), this.stdErr.toString("utf8"));
  }
};
function Ye() {
  throw new Error("LineParser:useMatches not implemented");
}
var l = class {
  constructor(e, n) {
    this.matches = [], this.useMatches = Ye, this.parse = (r2, s) => (this.resetMatches(), this._regExp.every((o2, i) => this.addMatch(o2, i, r2(i))) ? this.useMatches(s, this.prepareMatches()) !== false : false), this._regExp = Array.isArray(e) ? e : [e], n && (this.useMatches = n);
  }
  resetMatches() {
    this.matches.length = 0;
  }
  prepareMatches() {
    return this.matches;
  }
  addMatch(e, n, r2) {
    const s = r2 && e.exec(r2);
    return s && this.pushMatch(n, s), !!s;
  }
  pushMatch(e, n) {
    this.matches.push(...n.slice(1));
  }
};
var N2 = class extends l {
  addMatch(e, n, r2) {
    return /^remote:\s/.test(String(r2)) && super.addMatch(e, n, r2);
  }
  pushMatch(e, n) {
    (e > 0 || n.length > 1) && super.pushMatch(e, n);
  }
};
var Qe = {
  binary: "git",
  maxConcurrentProcesses: 5,
  config: [],
  trimmed: false
};
function Xe(...t2) {
  const e = process.cwd(), n = Object.assign(
    { baseDir: e, ...Qe },
    ...t2.filter((r2) => typeof r2 == "object" && r2)
  );
  return n.baseDir = n.baseDir || e, n.trimmed = n.trimmed === true, n;
}
function Gt(t2, e = []) {
  return ht(t2) ? Object.keys(t2).reduce((n, r2) => {
    const s = t2[r2];
    if (r(s))
      n.push(s);
    else if (ot(s, ["boolean"]))
      n.push(r2 + "=" + s);
    else if (Array.isArray(s))
      for (const o2 of s)
        ot(o2, ["string", "number"]) || n.push(r2 + "=" + o2);
    else
      n.push(r2);
    return n;
  }, e) : e;
}
function m2(t2, e = 0, n = false) {
  const r2 = [];
  for (let s = 0, o2 = e < 0 ? t2.length : e; s < o2; s++)
    "string|number".includes(typeof t2[s]) && r2.push(String(t2[s]));
  return Gt(mt(t2), r2), n || r2.push(...Je(t2)), r2;
}
function Je(t2) {
  const e = typeof P2(t2) == "function";
  return j2(y2(P2(t2, e ? 1 : 0), V2, []));
}
function mt(t2) {
  const e = Ve(P2(t2));
  return y2(P2(t2, e ? 1 : 0), ht);
}
function u2(t2, e = true) {
  const n = Ue2(P2(t2));
  return e || Fe2(n) ? n : void 0;
}
function kt(t2, e) {
  return t2(e.stdOut, e.stdErr);
}
function S2(t2, e, n, r2 = true) {
  return _(n).forEach((s) => {
    for (let o2 = H2(s, r2), i = 0, a = o2.length; i < a; i++) {
      const c3 = (h = 0) => {
        if (!(i + h >= a))
          return o2[i + h];
      };
      e.some(({ parse: h }) => h(c3, t2));
    }
  }), t2;
}
var pt = ({ exitCode: t2 }, e, n, r2) => {
  if (t2 === Y2.UNCLEAN && rn(e))
    return n(Buffer.from("false"));
  r2(e);
};
var zt = (t2) => t2.trim() === "true";
function tn(t2) {
  switch (t2) {
    case "bare":
      return nn();
    case "root":
      return en();
  }
  return {
    commands: ["rev-parse", "--is-inside-work-tree"],
    format: "utf-8",
    onError: pt,
    parser: zt
  };
}
function en() {
  return {
    commands: ["rev-parse", "--git-dir"],
    format: "utf-8",
    onError: pt,
    parser(e) {
      return /^\.(git)?$/.test(e.trim());
    }
  };
}
function nn() {
  return {
    commands: ["rev-parse", "--is-bare-repository"],
    format: "utf-8",
    onError: pt,
    parser: zt
  };
}
function rn(t2) {
  return /(Not a git repository|Kein Git-Repository)/i.test(String(t2));
}
var sn = class {
  constructor(e) {
    this.paths = [], this.files = [], this.folders = [], this.dryRun = e;
  }
};
var on = /^[a-z]+\s*/i;
var an = /^[a-z]+\s+[a-z]+\s*/i;
var un = /\/$/;
function cn(t2, e) {
  const n = new sn(t2), r2 = t2 ? an : on;
  return H2(e).forEach((s) => {
    const o2 = s.replace(r2, "");
    n.paths.push(o2), (un.test(o2) ? n.folders : n.files).push(o2);
  }), n;
}
var qt = [];
function fn(t2) {
  return {
    commands: qt,
    format: "empty",
    parser: t2
  };
}
function b(t2) {
  return {
    commands: qt,
    format: "empty",
    parser() {
      throw typeof t2 == "string" ? new Ie(t2) : t2;
    }
  };
}
function g2(t2, e = false) {
  return {
    commands: t2,
    format: "utf-8",
    parser(n) {
      return e ? String(n).trim() : n;
    }
  };
}
function Kt(t2) {
  return {
    commands: t2,
    format: "buffer",
    parser(e) {
      return e;
    }
  };
}
function ln(t2) {
  return t2.format === "buffer";
}
function _t(t2) {
  return t2.format === "empty" || !t2.commands.length;
}
var hn = "Git clean interactive mode is not supported";
var mn = 'Git clean mode parameter ("n" or "f") is required';
var pn = "Git clean unknown option found in: ";
var Wt = /* @__PURE__ */ ((t2) => (t2.DRY_RUN = "n", t2.FORCE = "f", t2.IGNORED_INCLUDED = "x", t2.IGNORED_ONLY = "X", t2.EXCLUDING = "e", t2.QUIET = "q", t2.RECURSIVE = "d", t2))(Wt || {});
var Ht = /* @__PURE__ */ new Set([
  "i",
  ...j2(Object.values(Wt))
]);
function dn(t2, e) {
  const { cleanMode: n, options: r2, valid: s } = wn(t2);
  return n ? s.options ? (r2.push(...e), r2.some(kn) ? b(hn) : gn(n, r2)) : b(pn + JSON.stringify(t2)) : b(mn);
}
function gn(t2, e) {
  return {
    commands: ["clean", `-${t2}`, ...e],
    format: "utf-8",
    parser(r2) {
      return cn(t2 === "n", r2);
    }
  };
}
function yn(t2) {
  return Array.isArray(t2) && t2.every((e) => Ht.has(e));
}
function wn(t2) {
  let e, n = [], r2 = { cleanMode: false, options: true };
  return t2.replace(/[^a-z]i/g, "").split("").forEach((s) => {
    bn(s) ? (e = s, r2.cleanMode = true) : r2.options = r2.options && Tn(n[n.length] = `-${s}`);
  }), {
    cleanMode: e,
    options: n,
    valid: r2
  };
}
function bn(t2) {
  return t2 === "f" || t2 === "n";
}
function Tn(t2) {
  return /^-[a-z]$/i.test(t2) && Ht.has(t2.charAt(1));
}
function kn(t2) {
  return /^-[^\-]/.test(t2) ? t2.indexOf("i") > 0 : t2 === "--interactive";
}
var _n = class {
  constructor() {
    this.files = [], this.values = /* @__PURE__ */ Object.create(null);
  }
  get all() {
    return this._all || (this._all = this.files.reduce((e, n) => Object.assign(e, this.values[n]), {})), this._all;
  }
  addFile(e) {
    if (!(e in this.values)) {
      const n = P2(this.files);
      this.values[e] = n ? Object.create(this.values[n]) : {}, this.files.push(e);
    }
    return this.values[e];
  }
  addValue(e, n, r2) {
    const s = this.addFile(e);
    Object.hasOwn(s, n) ? Array.isArray(s[n]) ? s[n].push(r2) : s[n] = [s[n], r2] : s[n] = r2, this._all = void 0;
  }
};
function vn(t2) {
  const e = new _n();
  for (const n of Vt(t2))
    e.addValue(n.file, String(n.key), n.value);
  return e;
}
function En(t2, e) {
  let n = null;
  const r2 = [], s = /* @__PURE__ */ new Map();
  for (const o2 of Vt(t2, e))
    o2.key === e && (r2.push(n = o2.value), s.has(o2.file) || s.set(o2.file, []), s.get(o2.file).push(n));
  return {
    key: e,
    paths: Array.from(s.keys()),
    scopes: s,
    value: n,
    values: r2
  };
}
function Sn(t2) {
  return t2.replace(/^(file):/, "");
}
function* Vt(t2, e = null) {
  const n = t2.split("\0");
  for (let r2 = 0, s = n.length - 1; r2 < s; ) {
    const o2 = Sn(n[r2++]);
    let i = n[r2++], a = e;
    if (i.includes(`
`)) {
      const c3 = Ge2(i, `
`);
      a = c3[0], i = c3[1];
    }
    yield { file: o2, key: a, value: i };
  }
}
var Yt = /* @__PURE__ */ ((t2) => (t2.system = "system", t2.global = "global", t2.local = "local", t2.worktree = "worktree", t2))(Yt || {});
function X2(t2, e) {
  return typeof t2 == "string" && Object.hasOwn(Yt, t2) ? t2 : e;
}
function Rn(t2, e, n, r2) {
  const s = ["config", `--${r2}`];
  return n && s.push("--add"), s.push(t2, e), {
    commands: s,
    format: "utf-8",
    parser(o2) {
      return o2;
    }
  };
}
function On(t2, e) {
  const n = ["config", "--null", "--show-origin", "--get-all", t2];
  return e && n.splice(1, 0, `--${e}`), {
    commands: n,
    format: "utf-8",
    parser(r2) {
      return En(r2, t2);
    }
  };
}
function Cn(t2) {
  const e = ["config", "--list", "--show-origin", "--null"];
  return t2 && e.push(`--${t2}`), {
    commands: e,
    format: "utf-8",
    parser(n) {
      return vn(n);
    }
  };
}
function An() {
  return {
    addConfig(t2, e, ...n) {
      return this._runTask(
        Rn(
          t2,
          e,
          n[0] === true,
          X2(
            n[1],
            "local"
            /* local */
          )
        ),
        u2(arguments)
      );
    },
    getConfig(t2, e) {
      return this._runTask(
        On(t2, X2(e, void 0)),
        u2(arguments)
      );
    },
    listConfig(...t2) {
      return this._runTask(
        Cn(X2(t2[0], void 0)),
        u2(arguments)
      );
    }
  };
}
var Qt = /* @__PURE__ */ ((t2) => (t2.ADDED = "A", t2.COPIED = "C", t2.DELETED = "D", t2.MODIFIED = "M", t2.RENAMED = "R", t2.CHANGED = "T", t2.UNMERGED = "U", t2.UNKNOWN = "X", t2.BROKEN = "B", t2))(Qt || {});
var xn = new Set(Object.values(Qt));
function $n(t2) {
  return xn.has(t2);
}
var vt;
var Nn = ["-h"];
var B2 = /* @__PURE__ */ Symbol("grepQuery");
var Pn = class {
  constructor() {
    this[vt] = [];
  }
  *[(vt = B2, Symbol.iterator)]() {
    for (const e of this[B2])
      yield e;
  }
  and(...e) {
    return e.length && this[B2].push("--and", "(", ...F2(e, "-e"), ")"), this;
  }
  param(...e) {
    return this[B2].push(...F2(e, "-e")), this;
  }
};
function Mn(...t2) {
  return new Pn().param(...t2);
}
function Dn(t2) {
  const e = /* @__PURE__ */ new Set(), n = {};
  return ct(t2, (r2) => {
    const [s, o2, i] = r2.split(U2);
    e.add(s), (n[s] = n[s] || []).push({
      line: d(o2),
      path: s,
      preview: i
    });
  }), {
    paths: e,
    results: n
  };
}
function Ln() {
  return {
    grep(t2) {
      const e = u2(arguments), n = m2(arguments);
      for (const s of Nn)
        if (n.includes(s))
          return this._runTask(
            b(`git.grep: use of "${s}" is not supported.`),
            e
          );
      typeof t2 == "string" && (t2 = Mn().param(t2));
      const r2 = ["grep", "--null", "-n", "--full-name", ...n, ...t2];
      return this._runTask(
        {
          commands: r2,
          format: "utf-8",
          parser(s) {
            return Dn(s);
          }
        },
        e
      );
    }
  };
}
var Xt = /* @__PURE__ */ ((t2) => (t2.MIXED = "mixed", t2.SOFT = "soft", t2.HARD = "hard", t2.MERGE = "merge", t2.KEEP = "keep", t2))(Xt || {});
var jn = j2(Object.values(Xt));
function Bn(t2, e) {
  const n = ["reset"];
  return Jt(t2) && n.push(`--${t2}`), n.push(...e), g2(n);
}
function In(t2) {
  if (Jt(t2))
    return t2;
  switch (typeof t2) {
    case "string":
    case "undefined":
      return "soft";
  }
}
function Jt(t2) {
  return typeof t2 == "string" && jn.includes(t2);
}
import_debug.default.formatters.L = (t2) => String(Ft(t2) ? t2.length : "-");
import_debug.default.formatters.B = (t2) => Buffer.isBuffer(t2) ? t2.toString("utf8") : lt(t2);
function Un() {
  return (0, import_debug.default)("simple-git");
}
function Et(t2, e, n) {
  return !e || !String(e).replace(/\s*/, "") ? n ? (r2, ...s) => {
    t2(r2, ...s), n(r2, ...s);
  } : t2 : (r2, ...s) => {
    t2(`%s ${r2}`, e, ...s), n && n(r2, ...s);
  };
}
function Fn(t2, e, { namespace: n }) {
  if (typeof t2 == "string")
    return t2;
  const r2 = e && e.namespace || "";
  return r2.startsWith(n) ? r2.substr(n.length + 1) : r2 || n;
}
function $2(t2, e, n, r2 = Un()) {
  const s = t2 && `[${t2}]` || "", o2 = [], i = typeof e == "string" ? r2.extend(e) : e, a = Fn(y2(e, p), i, r2);
  return h(n);
  function c3(w2, T3) {
    return O2(
      o2,
      $2(t2, a.replace(/^[^:]+/, w2), T3, r2)
    );
  }
  function h(w2) {
    const T3 = w2 && `[${w2}]` || "", k2 = i && Et(i, T3) || W2, R2 = Et(r2, `${s} ${T3}`, k2);
    return Object.assign(i ? k2 : R2, {
      label: t2,
      sibling: c3,
      info: R2,
      step: h
    });
  }
}
var D2 = class D3 {
  constructor(e = "GitExecutor") {
    this.logLabel = e, this._queue = /* @__PURE__ */ new Map();
  }
  withProgress(e) {
    return this._queue.get(e);
  }
  createProgress(e) {
    const n = D3.getName(e.commands[0]), r2 = $2(this.logLabel, n);
    return {
      task: e,
      logger: r2,
      name: n
    };
  }
  push(e) {
    const n = this.createProgress(e);
    return n.logger("Adding task to the queue, commands = %o", e.commands), this._queue.set(e, n), n;
  }
  fatal(e) {
    for (const [n, { logger: r2 }] of Array.from(this._queue.entries()))
      n === e.task ? (r2.info("Failed %o", e), r2(
        "Fatal exception, any as-yet un-started tasks run through this executor will not be attempted"
      )) : r2.info(
        "A fatal exception occurred in a previous task, the queue has been purged: %o",
        e.message
      ), this.complete(n);
    if (this._queue.size !== 0)
      throw new Error(`Queue size should be zero after fatal: ${this._queue.size}`);
  }
  complete(e) {
    this.withProgress(e) && this._queue.delete(e);
  }
  attempt(e) {
    const n = this.withProgress(e);
    if (!n)
      throw new A2(void 0, "TasksPendingQueue: attempt called for an unknown task");
    return n.logger("Starting task"), n;
  }
  static getName(e = "empty") {
    return `task:${e}:${++D3.counter}`;
  }
};
D2.counter = 0;
var it = D2;
var Gn = class {
  constructor(e, n, r2) {
    this._executor = e, this._scheduler = n, this._plugins = r2, this._chain = Promise.resolve(), this._queue = new it();
  }
  get cwd() {
    return this._cwd || this._executor.cwd;
  }
  set cwd(e) {
    this._cwd = e;
  }
  get env() {
    return this._executor.env;
  }
  get outputHandler() {
    return this._executor.outputHandler;
  }
  chain() {
    return this;
  }
  push(e) {
    return this._queue.push(e), this._chain = this._chain.then(() => this.attemptTask(e));
  }
  async attemptTask(e) {
    const n = await this._scheduler.next(), r2 = () => this._queue.complete(e);
    try {
      const { logger: s } = this._queue.attempt(e);
      return await (_t(e) ? this.attemptEmptyTask(e, s) : this.attemptRemoteTask(e, s));
    } catch (s) {
      throw this.onFatalException(e, s);
    } finally {
      r2(), n();
    }
  }
  onFatalException(e, n) {
    const r2 = n instanceof A2 ? Object.assign(n, { task: e }) : new A2(e, n && String(n));
    return this._chain = Promise.resolve(), this._queue.fatal(r2), r2;
  }
  async attemptRemoteTask(e, n) {
    const r2 = this._plugins.exec("spawn.binary", "", this.taskContext(e, e.commands)), s = this._plugins.exec(
      "spawn.args",
      [...e.commands],
      this.taskContext(e, e.commands)
    ), o2 = await this.gitResponse(
      e,
      r2,
      s,
      this.outputHandler,
      n.step("SPAWN")
    ), i = await this.handleTaskData(e, s, o2, n.step("HANDLE"));
    return n("passing response to task's parser as a %s", e.format), ln(e) ? kt(e.parser, i) : kt(e.parser, i.asStrings());
  }
  async attemptEmptyTask(e, n) {
    return n("empty task bypassing child process to call to task's parser"), e.parser(this);
  }
  handleTaskData(e, n, r2, s) {
    const { exitCode: o2, rejection: i, stdOut: a, stdErr: c3 } = r2;
    return new Promise((h, w2) => {
      s("Preparing to handle process response exitCode=%d stdOut=", o2);
      const { error: T3 } = this._plugins.exec(
        "task.error",
        { error: i },
        {
          ...this.taskContext(e, n),
          ...r2
        }
      );
      if (T3 && e.onError)
        return s.info("exitCode=%s handling with custom error handler"), e.onError(
          r2,
          T3,
          (k2) => {
            s.info("custom error handler treated as success"), s("custom error returned a %s", lt(k2)), h(
              new q2(
                Array.isArray(k2) ? Buffer.concat(k2) : k2,
                Buffer.concat(c3)
              )
            );
          },
          w2
        );
      if (T3)
        return s.info(
          "handling as error: exitCode=%s stdErr=%s rejection=%o",
          o2,
          c3.length,
          i
        ), w2(T3);
      s.info("retrieving task output complete"), h(new q2(Buffer.concat(a), Buffer.concat(c3)));
    });
  }
  async gitResponse(e, n, r2, s, o2) {
    const i = o2.sibling("output"), a = this._plugins.exec(
      "spawn.options",
      {
        cwd: this.cwd,
        env: this.env,
        windowsHide: true
      },
      this.taskContext(e, e.commands)
    );
    return new Promise((c3) => {
      const h = [], w2 = [];
      o2.info("%s %o", n, r2), o2("%O", a);
      let T3 = this._beforeSpawn(e, r2);
      if (T3)
        return c3({
          stdOut: h,
          stdErr: w2,
          exitCode: 9901,
          rejection: T3
        });
      this._plugins.exec("spawn.before", void 0, {
        ...this.taskContext(e, r2),
        kill(R2) {
          T3 = R2 || T3;
        }
      });
      const k2 = Me(n, r2, a);
      k2.stdout.on(
        "data",
        St(h, "stdOut", o2, i.step("stdOut"))
      ), k2.stderr.on(
        "data",
        St(w2, "stdErr", o2, i.step("stdErr"))
      ), k2.on("error", zn(w2, o2)), s && (o2("Passing child process stdOut/stdErr to custom outputHandler"), s(n, k2.stdout, k2.stderr, [...r2])), this._plugins.exec("spawn.after", void 0, {
        ...this.taskContext(e, r2),
        spawned: k2,
        close(R2, v) {
          c3({
            stdOut: h,
            stdErr: w2,
            exitCode: R2,
            rejection: T3 || v
          });
        },
        kill(R2) {
          k2.killed || (T3 = R2, k2.kill("SIGINT"));
        }
      });
    });
  }
  _beforeSpawn(e, n) {
    let r2;
    return this._plugins.exec("spawn.before", void 0, {
      ...this.taskContext(e, n),
      kill(s) {
        r2 = s || r2;
      }
    }), r2;
  }
  taskContext(e, n) {
    return {
      method: String(ze(e.commands) || ""),
      commands: n,
      env: { ...this.env },
      input: _t(e) ? void 0 : e.input
    };
  }
};
function zn(t2, e) {
  return (n) => {
    e("[ERROR] child process exception %o", n), t2.push(Buffer.from(String(n.stack), "ascii"));
  };
}
function St(t2, e, n, r2) {
  return (s) => {
    n("%s received %L bytes", e, s), r2("%B", s), t2.push(s);
  };
}
var qn = class {
  constructor(e, n, r2) {
    this.cwd = e, this._scheduler = n, this._plugins = r2, this._chain = this.chain();
  }
  chain() {
    return new Gn(this, this._scheduler, this._plugins);
  }
  push(e) {
    return this._chain.push(e);
  }
};
function Kn(t2, e, n = W2) {
  const r2 = (o2) => {
    n(null, o2);
  }, s = (o2) => {
    o2?.task === t2 && n(o2, void 0);
  };
  e.then(r2, s);
}
function Rt(t2, e) {
  return fn((n) => {
    if (!It(t2))
      throw new Error(`Git.cwd: cannot change to non-directory "${t2}"`);
    return (e || n).cwd = t2;
  });
}
function J2(t2) {
  const e = ["checkout", ...t2];
  return e[1] === "-b" && e.includes("-B") && (e[1] = ft(e, "-B")), g2(e);
}
function Wn() {
  return {
    checkout() {
      return this._runTask(
        J2(m2(arguments, 1)),
        u2(arguments)
      );
    },
    checkoutBranch(t2, e) {
      return this._runTask(
        J2(["-b", t2, e, ...m2(arguments)]),
        u2(arguments)
      );
    },
    checkoutLocalBranch(t2) {
      return this._runTask(
        J2(["-b", t2, ...m2(arguments)]),
        u2(arguments)
      );
    }
  };
}
var Zt = (t2, e, n) => {
  const r2 = ["clone", ...n];
  return p(t2) && r2.push(c(t2)), p(e) && r2.push(c(e)), g2(r2);
};
var Hn = (t2, e, n) => (O2(n, "--mirror"), Zt(t2, e, n));
function Ot(t2, e, n, ...r2) {
  return p(n) ? e(n, y2(r2[0], p), m2(arguments)) : b(`git.${t2}() requires a string 'repoPath'`);
}
function Vn() {
  return {
    clone(t2, ...e) {
      return this._runTask(
        Ot("clone", Zt, y2(t2, p), ...e),
        u2(arguments)
      );
    },
    mirror(t2, ...e) {
      return this._runTask(
        Ot("mirror", Hn, y2(t2, p), ...e),
        u2(arguments)
      );
    }
  };
}
function Yn(t2, e, n = false) {
  if (!$e(t2))
    return b(
      "git.cmd must be used as a tagged template literal, for example git.cmd`status`, use git.raw to supply an array of arguments"
    );
  try {
    return g2(Ne(t2, e), n);
  } catch (r2) {
    if (r2 instanceof ke)
      return b(`git.cmd: ${r2.message}`);
    throw r2;
  }
}
var Qn = [
  new l(/^\[([^\s]+)( \([^)]+\))? ([^\]]+)/, (t2, [e, n, r2]) => {
    t2.branch = e, t2.commit = r2, t2.root = !!n;
  }),
  new l(/\s*Author:\s(.+)/i, (t2, [e]) => {
    const n = e.split("<"), r2 = n.pop();
    !r2 || !r2.includes("@") || (t2.author = {
      email: r2.substr(0, r2.length - 1),
      name: n.join("<").trim()
    });
  }),
  new l(
    /(\d+)[^,]*(?:,\s*(\d+)[^,]*)(?:,\s*(\d+))/g,
    (t2, [e, n, r2]) => {
      t2.summary.changes = parseInt(e, 10) || 0, t2.summary.insertions = parseInt(n, 10) || 0, t2.summary.deletions = parseInt(r2, 10) || 0;
    }
  ),
  new l(
    /^(\d+)[^,]*(?:,\s*(\d+)[^(]+\(([+-]))?/,
    (t2, [e, n, r2]) => {
      t2.summary.changes = parseInt(e, 10) || 0;
      const s = parseInt(n, 10) || 0;
      r2 === "-" ? t2.summary.deletions = s : r2 === "+" && (t2.summary.insertions = s);
    }
  )
];
function Xn(t2) {
  return S2({
    author: null,
    branch: "",
    commit: "",
    root: false,
    summary: {
      changes: 0,
      insertions: 0,
      deletions: 0
    }
  }, Qn, t2);
}
function Jn(t2, e, n) {
  return {
    commands: [
      "-c",
      "core.abbrev=40",
      "commit",
      ...F2(t2, "-m"),
      ...e,
      ...n
    ],
    format: "utf-8",
    parser: Xn
  };
}
function Zn() {
  return {
    commit(e, ...n) {
      const r2 = u2(arguments), s = t2(e) || Jn(
        _(e),
        _(y2(n[0], z2, [])),
        [
          ...j2(y2(n[1], V2, [])),
          ...m2(arguments, 0, true)
        ]
      );
      return this._runTask(s, r2);
    }
  };
  function t2(e) {
    return !z2(e) && b(
      "git.commit: requires the commit message to be supplied as a string/string[]"
    );
  }
}
function tr() {
  return {
    count: 0,
    garbage: 0,
    inPack: 0,
    packs: 0,
    prunePackable: 0,
    size: 0,
    sizeGarbage: 0,
    sizePack: 0
  };
}
var er = new l(
  /([a-z-]+): (\d+)$/,
  (t2, [e, n]) => {
    const r2 = Ut(e);
    Object.hasOwn(t2, r2) && (t2[r2] = d(n));
  }
);
function nr() {
  return {
    countObjects() {
      return this._runTask({
        commands: ["count-objects", "--verbose"],
        format: "utf-8",
        parser(t2) {
          return S2(tr(), [er], t2);
        }
      });
    }
  };
}
function rr() {
  return {
    firstCommit() {
      return this._runTask(
        g2(["rev-list", "--max-parents=0", "HEAD"], true),
        u2(arguments)
      );
    }
  };
}
function sr(t2, e) {
  const n = ["hash-object", t2];
  return e && n.push("-w"), g2(n, true);
}
var Z2 = class {
  constructor(e, n, r2, s) {
    this.bare = e, this.path = n, this.existing = r2, this.gitDir = s;
  }
};
var or = /^Init.+ repository in (.+)$/;
var ir = /^Rein.+ in (.+)$/;
function ar(t2, e, n) {
  const r2 = String(n).trim();
  let s;
  if (s = or.exec(r2))
    return new Z2(t2, e, false, s[1]);
  if (s = ir.exec(r2))
    return new Z2(t2, e, true, s[1]);
  let o2 = "";
  const i = r2.split(" ");
  for (; i.length; )
    if (i.shift() === "in") {
      o2 = i.join(" ");
      break;
    }
  return new Z2(t2, e, /^re/i.test(r2), o2);
}
var te2 = "--bare";
function ur(t2) {
  return t2.includes(te2);
}
function cr(t2 = false, e, n) {
  const r2 = ["init", ...n];
  return t2 && !ur(r2) && r2.splice(1, 0, te2), {
    commands: r2,
    format: "utf-8",
    parser(s) {
      return ar(r2.includes("--bare"), e, s);
    }
  };
}
function fr(t2) {
  return t2 === void 0 ? b("interpretTrailers called without input content") : {
    format: "utf-8",
    parser(e) {
      return Object.fromEntries(
        ct(e, (n) => {
          const r2 = n.indexOf(":");
          return [
            Ut(n.substring(0, r2).toLowerCase()),
            n.substring(r2 + 2).trim()
          ];
        })
      );
    },
    commands: ["interpret-trailers", "--parse"],
    input: t2
  };
}
function lr() {
  return {
    interpretTrailers(t2) {
      return this._runTask(
        fr(y2(t2, He)),
        u2(arguments)
      );
    }
  };
}
var C = /* @__PURE__ */ ((t2) => (t2.NONE = "", t2.STAT = "--stat", t2.NUM_STAT = "--numstat", t2.NAME_ONLY = "--name-only", t2.NAME_STATUS = "--name-status", t2))(C || {});
var ee2 = /^--(stat|numstat|name-only|name-status)(=|$)/;
function dt(t2) {
  for (let e = 0; e < t2.length; e++) {
    const n = ee2.exec(t2[e]);
    if (n)
      return `--${n[1]}`;
  }
  return "";
}
function hr(t2) {
  return ee2.test(t2);
}
var mr = class {
  constructor() {
    this.changed = 0, this.deletions = 0, this.insertions = 0, this.files = [];
  }
};
var Ct = [
  new l(
    /^(.+)\s+\|\s+(\d+)(\s+[+\-]+)?$/,
    (t2, [e, n, r2 = ""]) => {
      t2.files.push({
        file: e.trim(),
        changes: d(n),
        insertions: r2.replace(/[^+]/g, "").length,
        deletions: r2.replace(/[^-]/g, "").length,
        binary: false
      });
    }
  ),
  new l(
    /^(.+) \|\s+Bin ([0-9.]+) -> ([0-9.]+) ([a-z]+)/,
    (t2, [e, n, r2]) => {
      t2.files.push({
        file: e.trim(),
        before: d(n),
        after: d(r2),
        binary: true
      });
    }
  ),
  new l(/^(.+)\s+\|\s+Bin\s*$/, (t2, [e]) => {
    t2.files.push({
      file: e.trim(),
      before: 0,
      after: 0,
      binary: true
    });
  }),
  new l(
    /(\d+) files? changed\s*((?:, \d+ [^,]+){0,2})/,
    (t2, [e, n]) => {
      const r2 = /(\d+) i/.exec(n), s = /(\d+) d/.exec(n);
      t2.changed = d(e), t2.insertions = d(r2?.[1]), t2.deletions = d(s?.[1]);
    }
  )
];
var pr = [
  new l(
    /(\d+)\t(\d+)\t(.+)$/,
    (t2, [e, n, r2]) => {
      const s = d(e), o2 = d(n);
      t2.changed++, t2.insertions += s, t2.deletions += o2, t2.files.push({
        file: r2,
        changes: s + o2,
        insertions: s,
        deletions: o2,
        binary: false
      });
    }
  ),
  new l(/-\t-\t(.+)$/, (t2, [e]) => {
    t2.changed++, t2.files.push({
      file: e,
      after: 0,
      before: 0,
      binary: true
    });
  })
];
var dr = [
  new l(/(.+)$/, (t2, [e]) => {
    t2.changed++, t2.files.push({
      file: e,
      changes: 0,
      insertions: 0,
      deletions: 0,
      binary: false
    });
  })
];
var gr = [
  new l(
    /([ACDMRTUXB])([0-9]{0,3})\t(.[^\t]*)(\t(.[^\t]*))?$/,
    (t2, [e, n, r2, s, o2]) => {
      t2.changed++, t2.files.push({
        file: o2 ?? r2,
        changes: 0,
        insertions: 0,
        deletions: 0,
        binary: false,
        status: Tt($n(e) && e),
        from: Tt(!!o2 && r2 !== o2 && r2),
        similarity: d(n)
      });
    }
  )
];
var yr = {
  [C.NONE]: Ct,
  [C.STAT]: Ct,
  [C.NUM_STAT]: pr,
  [C.NAME_STATUS]: gr,
  [C.NAME_ONLY]: dr
};
function ne2(t2 = C.NONE) {
  const e = yr[t2];
  return (n) => S2(new mr(), e, n, false);
}
var re2 = "òòòòòò ";
var se2 = " òò";
var oe2 = " ò ";
var wr = ["hash", "date", "message", "refs", "author_name", "author_email"];
function br(t2, e) {
  return e.reduce(
    (n, r2, s) => (n[r2] = t2[s] || "", n),
    /* @__PURE__ */ Object.create({ diff: null })
  );
}
function ie2(t2 = oe2, e = wr, n = C.NONE) {
  const r2 = ne2(n);
  return function(s) {
    const o2 = H2(
      s.trim(),
      false,
      re2
    ).map(function(i) {
      const a = i.split(se2), c3 = br(a[0].split(t2), e);
      return a.length > 1 && a[1].trim() && (c3.diff = r2(a[1])), c3;
    });
    return {
      all: o2,
      latest: o2.length && o2[0] || null,
      total: o2.length
    };
  };
}
function Tr(t2) {
  let e = dt(t2);
  const n = ["diff"];
  return e === C.NONE && (e = C.STAT, n.push("--stat=4096")), n.push(...t2), gt(n) || {
    commands: n,
    format: "utf-8",
    parser: ne2(e)
  };
}
function gt(t2) {
  const e = t2.filter(hr);
  if (e.length > 1)
    return b(
      `Summary flags are mutually exclusive - pick one of ${e.join(",")}`
    );
  if (e.length && t2.includes("-z"))
    return b(
      `Summary flag ${e} parsing is not compatible with null termination option '-z'`
    );
}
var ae2 = /* @__PURE__ */ ((t2) => (t2[t2["--pretty"] = 0] = "--pretty", t2[t2["max-count"] = 1] = "max-count", t2[t2.maxCount = 2] = "maxCount", t2[t2.n = 3] = "n", t2[t2.file = 4] = "file", t2[t2.format = 5] = "format", t2[t2.from = 6] = "from", t2[t2.to = 7] = "to", t2[t2.splitter = 8] = "splitter", t2[t2.symmetric = 9] = "symmetric", t2[t2.mailMap = 10] = "mailMap", t2[t2.multiLine = 11] = "multiLine", t2[t2.strictDate = 12] = "strictDate", t2))(ae2 || {});
function kr(t2, e) {
  const n = [], r2 = [];
  return Object.keys(t2).forEach((s) => {
    n.push(s), r2.push(String(t2[s]));
  }), [n, r2.join(e)];
}
function _r(t2) {
  return Object.keys(t2).reduce((e, n) => (n in ae2 || (e[n] = t2[n]), e), {});
}
function ue2(t2 = {}, e = []) {
  const n = y2(t2.splitter, p, oe2), r2 = ht(t2.format) ? t2.format : {
    hash: "%H",
    date: t2.strictDate === false ? "%ai" : "%aI",
    message: "%s",
    refs: "%D",
    body: t2.multiLine ? "%B" : "%b",
    author_name: t2.mailMap !== false ? "%aN" : "%an",
    author_email: t2.mailMap !== false ? "%aE" : "%ae"
  }, [s, o2] = kr(r2, n), i = [], a = [
    `--pretty=format:${re2}${o2}${se2}`,
    ...e
  ], c3 = t2.n || t2["max-count"] || t2.maxCount;
  if (c3 && a.push(`--max-count=${c3}`), t2.from || t2.to) {
    const h = t2.symmetric !== false ? "..." : "..";
    i.push(`${t2.from || ""}${h}${t2.to || ""}`);
  }
  return p(t2.file) && a.push("--follow", c(t2.file)), Gt(_r(t2), a), {
    fields: s,
    splitter: n,
    commands: [...a, ...i]
  };
}
function vr(t2, e, n) {
  const r2 = ie2(t2, e, dt(n));
  return {
    commands: ["log", ...n],
    format: "utf-8",
    parser: r2
  };
}
function Er() {
  return {
    log(...n) {
      const r2 = u2(arguments), s = ue2(
        mt(arguments),
        j2(y2(arguments[0], V2, []))
      ), o2 = e(...n) || gt(s.commands) || t2(s);
      return this._runTask(o2, r2);
    }
  };
  function t2(n) {
    return vr(n.splitter, n.fields, n.commands);
  }
  function e(n, r2) {
    return p(n) && p(r2) && b(
      "git.log(string, string) should be replaced with git.log({ from: string, to: string })"
    );
  }
}
var tt = class {
  constructor(e, n = null, r2) {
    this.reason = e, this.file = n, this.meta = r2;
  }
  toString() {
    return `${this.file}:${this.reason}`;
  }
};
var Sr = class {
  constructor() {
    this.conflicts = [], this.merges = [], this.result = "success";
  }
  get failed() {
    return this.conflicts.length > 0;
  }
  get reason() {
    return this.result;
  }
  toString() {
    return this.conflicts.length ? `CONFLICTS: ${this.conflicts.join(", ")}` : "OK";
  }
};
var ce2 = class {
  constructor() {
    this.remoteMessages = {
      all: []
    }, this.created = [], this.deleted = [], this.files = [], this.deletions = {}, this.insertions = {}, this.summary = {
      changes: 0,
      deletions: 0,
      insertions: 0
    };
  }
};
var Rr = class {
  constructor() {
    this.remote = "", this.hash = {
      local: "",
      remote: ""
    }, this.branch = {
      local: "",
      remote: ""
    }, this.message = "";
  }
  toString() {
    return this.message;
  }
};
function et(t2) {
  return t2.objects = t2.objects || {
    compressing: 0,
    counting: 0,
    enumerating: 0,
    packReused: 0,
    reused: { count: 0, delta: 0 },
    total: { count: 0, delta: 0 }
  };
}
function At(t2) {
  const e = /^\s*(\d+)/.exec(t2), n = /delta (\d+)/i.exec(t2);
  return {
    count: d(e && e[1] || "0"),
    delta: d(n && n[1] || "0")
  };
}
var Or = [
  new N2(
    /^remote:\s*(enumerating|counting|compressing) objects: (\d+),/i,
    (t2, [e, n]) => {
      const r2 = e.toLowerCase(), s = et(t2.remoteMessages);
      Object.assign(s, { [r2]: d(n) });
    }
  ),
  new N2(
    /^remote:\s*(enumerating|counting|compressing) objects: \d+% \(\d+\/(\d+)\),/i,
    (t2, [e, n]) => {
      const r2 = e.toLowerCase(), s = et(t2.remoteMessages);
      Object.assign(s, { [r2]: d(n) });
    }
  ),
  new N2(
    /total ([^,]+), reused ([^,]+), pack-reused (\d+)/i,
    (t2, [e, n, r2]) => {
      const s = et(t2.remoteMessages);
      s.total = At(e), s.reused = At(n), s.packReused = d(r2);
    }
  )
];
var Cr = [
  new N2(/^remote:\s*(.+)$/, (t2, [e]) => (t2.remoteMessages.all.push(e.trim()), false)),
  ...Or,
  new N2(
    [/create a (?:pull|merge) request/i, /\s(https?:\/\/\S+)$/],
    (t2, [e]) => {
      t2.remoteMessages.pullRequestUrl = e;
    }
  ),
  new N2(
    [/found (\d+) vulnerabilities.+\(([^)]+)\)/i, /\s(https?:\/\/\S+)$/],
    (t2, [e, n, r2]) => {
      t2.remoteMessages.vulnerabilities = {
        count: d(e),
        summary: n,
        url: r2
      };
    }
  )
];
function fe2(t2, e) {
  return S2({ remoteMessages: new Ar() }, Cr, e);
}
var Ar = class {
  constructor() {
    this.all = [];
  }
};
var xr = /^\s*(.+?)\s+\|\s+\d+\s*(\+*)(-*)/;
var $r = /(\d+)\D+((\d+)\D+\(\+\))?(\D+(\d+)\D+\(-\))?/;
var Nr = /^(create|delete) mode \d+ (.+)/;
var Pr = [
  new l(xr, (t2, [e, n, r2]) => {
    t2.files.push(e), n && (t2.insertions[e] = n.length), r2 && (t2.deletions[e] = r2.length);
  }),
  new l($r, (t2, [e, , n, , r2]) => n !== void 0 || r2 !== void 0 ? (t2.summary.changes = +e || 0, t2.summary.insertions = +n || 0, t2.summary.deletions = +r2 || 0, true) : false),
  new l(Nr, (t2, [e, n]) => {
    O2(t2.files, n), O2(e === "create" ? t2.created : t2.deleted, n);
  })
];
var Mr = [
  new l(/^from\s(.+)$/i, (t2, [e]) => {
    t2.remote = e;
  }),
  new l(/^fatal:\s(.+)$/, (t2, [e]) => {
    t2.message = e;
  }),
  new l(
    /([a-z0-9]+)\.\.([a-z0-9]+)\s+(\S+)\s+->\s+(\S+)$/,
    (t2, [e, n, r2, s]) => {
      t2.branch.local = r2, t2.hash.local = e, t2.branch.remote = s, t2.hash.remote = n;
    }
  )
];
var Dr = (t2, e) => S2(new ce2(), Pr, [t2, e]);
var le2 = (t2, e) => Object.assign(
  new ce2(),
  Dr(t2, e),
  fe2(t2, e)
);
function Lr(t2, e) {
  const n = S2(new Rr(), Mr, [t2, e]);
  return n.message && n;
}
var jr = [
  new l(/^Auto-merging\s+(.+)$/, (t2, [e]) => {
    t2.merges.push(e);
  }),
  new l(/^CONFLICT\s+\((.+)\): Merge conflict in (.+)$/, (t2, [e, n]) => {
    t2.conflicts.push(new tt(e, n));
  }),
  new l(
    /^CONFLICT\s+\((.+\/delete)\): (.+) deleted in (.+) and/,
    (t2, [e, n, r2]) => {
      t2.conflicts.push(new tt(e, n, { deleteRef: r2 }));
    }
  ),
  new l(/^CONFLICT\s+\((.+)\):/, (t2, [e]) => {
    t2.conflicts.push(new tt(e, null));
  }),
  new l(/^Automatic merge failed;\s+(.+)$/, (t2, [e]) => {
    t2.result = e;
  })
];
var Br = (t2, e) => Object.assign(Ir(t2), le2(t2, e));
var Ir = (t2) => S2(new Sr(), jr, t2);
function xt(t2) {
  return t2.length ? {
    commands: ["merge", ...t2],
    format: "utf-8",
    parser(e, n) {
      const r2 = Br(e, n);
      if (r2.failed)
        throw new ut(r2);
      return r2;
    }
  } : b("Git.merge requires at least one option");
}
function Ur(t2, e, n) {
  const r2 = n.includes("deleted"), s = n.includes("tag") || /^refs\/tags/.test(t2), o2 = !n.includes("new");
  return {
    deleted: r2,
    tag: s,
    branch: !s,
    new: !o2,
    alreadyUpdated: o2,
    local: t2,
    remote: e
  };
}
var Fr = [
  new l(/^Pushing to (.+)$/, (t2, [e]) => {
    t2.repo = e;
  }),
  new l(/^updating local tracking ref '(.+)'/, (t2, [e]) => {
    t2.ref = {
      ...t2.ref || {},
      local: e
    };
  }),
  new l(/^[=*-]\s+([^:]+):(\S+)\s+\[(.+)]$/, (t2, [e, n, r2]) => {
    t2.pushed.push(Ur(e, n, r2));
  }),
  new l(
    /^Branch '([^']+)' set up to track remote branch '([^']+)' from '([^']+)'/,
    (t2, [e, n, r2]) => {
      t2.branch = {
        ...t2.branch || {},
        local: e,
        remote: n,
        remoteName: r2
      };
    }
  ),
  new l(
    /^([^:]+):(\S+)\s+([a-z0-9]+)\.\.([a-z0-9]+)$/,
    (t2, [e, n, r2, s]) => {
      t2.update = {
        head: {
          local: e,
          remote: n
        },
        hash: {
          from: r2,
          to: s
        }
      };
    }
  )
];
var Gr = (t2, e) => {
  const n = zr(t2, e), r2 = fe2(t2, e);
  return {
    ...n,
    ...r2
  };
};
var zr = (t2, e) => S2({ pushed: [] }, Fr, [t2, e]);
function qr(t2 = {}, e) {
  return O2(e, "--tags"), he2(t2, e);
}
function he2(t2 = {}, e) {
  const n = ["push", ...e];
  return t2.branch && n.splice(1, 0, t2.branch), t2.remote && n.splice(1, 0, t2.remote), ft(n, "-v"), O2(n, "--verbose"), O2(n, "--porcelain"), {
    commands: n,
    format: "utf-8",
    parser: Gr
  };
}
function Kr() {
  return {
    showBuffer() {
      const t2 = ["show", ...m2(arguments, 1)];
      return t2.includes("--binary") || t2.splice(1, 0, "--binary"), this._runTask(
        Kt(t2),
        u2(arguments)
      );
    },
    show() {
      const t2 = ["show", ...m2(arguments, 1)];
      return this._runTask(
        g2(t2),
        u2(arguments)
      );
    }
  };
}
var Wr = /^(.+)\0(.+)$/;
var Hr = class {
  constructor(e, n, r2) {
    if (this.path = e, this.index = n, this.working_dir = r2, n === "R" || r2 === "R") {
      const s = Wr.exec(e) || [null, e, e];
      this.from = s[2] || "", this.path = s[1] || "";
    }
  }
};
var Vr = class {
  constructor() {
    this.not_added = [], this.conflicted = [], this.created = [], this.deleted = [], this.ignored = void 0, this.modified = [], this.renamed = [], this.files = [], this.staged = [], this.ahead = 0, this.behind = 0, this.current = null, this.tracking = null, this.detached = false, this.isClean = () => !this.files.length;
  }
};
function $t(t2) {
  const [e, n] = t2.split(U2);
  return {
    from: n || e,
    to: e
  };
}
function E(t2, e, n) {
  return [`${t2}${e}`, n];
}
function nt(t2, ...e) {
  return e.map((n) => E(t2, n, (r2, s) => r2.conflicted.push(s)));
}
var Yr = new Map([
  E(
    " ",
    "A",
    (t2, e) => t2.created.push(e)
  ),
  E(
    " ",
    "D",
    (t2, e) => t2.deleted.push(e)
  ),
  E(
    " ",
    "M",
    (t2, e) => t2.modified.push(e)
  ),
  E("A", " ", (t2, e) => {
    t2.created.push(e), t2.staged.push(e);
  }),
  E("A", "M", (t2, e) => {
    t2.created.push(e), t2.staged.push(e), t2.modified.push(e);
  }),
  E("D", " ", (t2, e) => {
    t2.deleted.push(e), t2.staged.push(e);
  }),
  E("M", " ", (t2, e) => {
    t2.modified.push(e), t2.staged.push(e);
  }),
  E("M", "M", (t2, e) => {
    t2.modified.push(e), t2.staged.push(e);
  }),
  E("R", " ", (t2, e) => {
    t2.renamed.push($t(e));
  }),
  E("R", "M", (t2, e) => {
    const n = $t(e);
    t2.renamed.push(n), t2.modified.push(n.to);
  }),
  E("!", "!", (t2, e) => {
    (t2.ignored = t2.ignored || []).push(e);
  }),
  E(
    "?",
    "?",
    (t2, e) => t2.not_added.push(e)
  ),
  ...nt(
    "A",
    "A",
    "U"
    /* UNMERGED */
  ),
  ...nt(
    "D",
    "D",
    "U"
    /* UNMERGED */
  ),
  ...nt(
    "U",
    "A",
    "D",
    "U"
    /* UNMERGED */
  ),
  [
    "##",
    (t2, e) => {
      const n = /ahead (\d+)/, r2 = /behind (\d+)/, s = /^(.+?(?=(?:\.{3}|\s|$)))/, o2 = /\.{3}(\S*)/, i = /\son\s(\S+?)(?=\.{3}|$)/;
      let a = n.exec(e);
      t2.ahead = a && +a[1] || 0, a = r2.exec(e), t2.behind = a && +a[1] || 0, a = s.exec(e), t2.current = y2(a?.[1], p, null), a = o2.exec(e), t2.tracking = y2(a?.[1], p, null), a = i.exec(e), a && (t2.current = y2(a?.[1], p, t2.current)), t2.detached = /\(no branch\)/.test(e);
    }
  ]
]);
var Qr = function(t2) {
  const e = t2.split(U2), n = new Vr();
  for (let r2 = 0, s = e.length; r2 < s; ) {
    let o2 = e[r2++].trim();
    o2 && (o2.charAt(0) === "R" && (o2 += U2 + (e[r2++] || "")), Xr(n, o2));
  }
  return n;
};
function Xr(t2, e) {
  const n = e.trim();
  switch (" ") {
    case n.charAt(2):
      return r2(n.charAt(0), n.charAt(1), n.slice(3));
    case n.charAt(1):
      return r2(" ", n.charAt(0), n.slice(2));
    default:
      return;
  }
  function r2(s, o2, i) {
    const a = `${s}${o2}`, c3 = Yr.get(a);
    c3 && c3(t2, i), a !== "##" && a !== "!!" && t2.files.push(new Hr(i, s, o2));
  }
}
var Jr = ["--null", "-z"];
function Zr(t2) {
  return {
    format: "utf-8",
    commands: [
      "status",
      "--porcelain",
      "-b",
      "-u",
      "--null",
      ...t2.filter((n) => !Jr.includes(n))
    ],
    parser(n) {
      return Qr(n);
    }
  };
}
var me2 = "installed=false";
function K2(t2 = 0, e = 0, n = 0, r2 = "", s = true) {
  return Object.defineProperty(
    {
      major: t2,
      minor: e,
      patch: n,
      agent: r2,
      installed: s
    },
    "toString",
    {
      value() {
        return `${this.major}.${this.minor}.${this.patch}`;
      },
      configurable: false,
      enumerable: false
    }
  );
}
function ts() {
  return K2(0, 0, 0, "", false);
}
function es() {
  return {
    version() {
      return this._runTask({
        commands: ["--version"],
        format: "utf-8",
        parser: rs,
        onError(t2, e, n, r2) {
          if (t2.exitCode === Y2.NOT_FOUND)
            return n(Buffer.from(me2));
          r2(e);
        }
      });
    }
  };
}
var ns = [
  new l(
    /version (\d+)\.(\d+)\.(\d+)(?:\s*\((.+)\))?/,
    (t2, [e, n, r2, s = ""]) => {
      Object.assign(
        t2,
        K2(d(e), d(n), d(r2), s)
      );
    }
  ),
  new l(
    /version (\d+)\.(\d+)\.(\D+)(.+)?$/,
    (t2, [e, n, r2, s = ""]) => {
      Object.assign(t2, K2(d(e), d(n), r2, s));
    }
  )
];
function rs(t2) {
  return t2 === me2 ? ts() : S2(K2(0, 0, 0, t2), ns, t2);
}
var pe2 = class {
  constructor(e) {
    this._executor = e, this._trimmed = false;
  }
  _runTask(e, n) {
    const r2 = this._executor.chain(), s = r2.push(e);
    return n && Kn(e, s, n), Object.create(this, {
      then: { value: s.then.bind(s) },
      catch: { value: s.catch.bind(s) },
      _executor: { value: r2 }
    });
  }
  add(e) {
    return this._runTask(
      g2(["add", ..._(e)]),
      u2(arguments)
    );
  }
  cmd(e, ...n) {
    return this._runTask(Yn(e, n, this._trimmed));
  }
  cwd(e) {
    const n = u2(arguments);
    return typeof e == "string" ? this._runTask(Rt(e, this._executor), n) : typeof e?.path == "string" ? this._runTask(
      Rt(
        e.path,
        e.root && this._executor || void 0
      ),
      n
    ) : this._runTask(
      b("Git.cwd: workingDirectory must be supplied as a string"),
      n
    );
  }
  hashObject(e, n) {
    return this._runTask(
      sr(e, n === true),
      u2(arguments)
    );
  }
  init(e) {
    return this._runTask(
      cr(e === true, this._executor.cwd, m2(arguments)),
      u2(arguments)
    );
  }
  merge() {
    return this._runTask(
      xt(m2(arguments)),
      u2(arguments)
    );
  }
  mergeFromTo(e, n) {
    return p(e) && p(n) ? this._runTask(
      xt([e, n, ...m2(arguments)]),
      u2(arguments, false)
    ) : this._runTask(
      b(
        "Git.mergeFromTo requires that the 'remote' and 'branch' arguments are supplied as strings"
      )
    );
  }
  outputHandler(e) {
    return this._executor.outputHandler = e, this;
  }
  push() {
    const e = he2(
      {
        remote: y2(arguments[0], p),
        branch: y2(arguments[1], p)
      },
      m2(arguments)
    );
    return this._runTask(e, u2(arguments));
  }
  stash() {
    return this._runTask(
      g2(["stash", ...m2(arguments)]),
      u2(arguments)
    );
  }
  status() {
    return this._runTask(
      Zr(m2(arguments)),
      u2(arguments)
    );
  }
};
Object.assign(
  pe2.prototype,
  Wn(),
  Vn(),
  Zn(),
  An(),
  nr(),
  rr(),
  Ln(),
  lr(),
  Er(),
  Kr(),
  es()
);
var ss = /* @__PURE__ */ (() => {
  let t2 = 0;
  return () => {
    t2++;
    const { promise: e, done: n } = (0, import_promise_deferred.createDeferred)();
    return {
      promise: e,
      done: n,
      id: t2
    };
  };
})();
var os = class {
  constructor(e = 2) {
    this.concurrency = e, this.logger = $2("", "scheduler"), this.pending = [], this.running = [], this.logger("Constructed, concurrency=%s", e);
  }
  schedule() {
    if (!this.pending.length || this.running.length >= this.concurrency) {
      this.logger(
        "Schedule attempt ignored, pending=%s running=%s concurrency=%s",
        this.pending.length,
        this.running.length,
        this.concurrency
      );
      return;
    }
    const e = O2(this.running, this.pending.shift());
    this.logger("Attempting id=%s", e.id), e.done(() => {
      this.logger("Completing id=", e.id), ft(this.running, e), this.schedule();
    });
  }
  next() {
    const { promise: e, id: n } = O2(this.pending, ss());
    return this.logger("Scheduling id=%s", n), this.schedule(), e;
  }
};
function is(t2, e) {
  return g2(["apply", ...e, ...t2]);
}
var de2 = /* @__PURE__ */ ((t2) => (t2.CURRENT = "*", t2.LINKED = "+", t2))(de2 || {});
var as = class {
  constructor() {
    this.all = [], this.branches = {}, this.current = "", this.detached = false;
  }
  push(e, n, r2, s, o2) {
    e === "*" && (this.detached = n, this.current = r2), this.all.push(r2), this.branches[r2] = {
      current: e === "*",
      linkedWorkTree: e === "+",
      name: r2,
      commit: s,
      label: o2
    };
  }
};
var us = [
  new l(
    /^([*+]\s)?\((?:HEAD )?detached (?:from|at) (\S+)\)\s+([a-z0-9]+)\s(.*)$/,
    (t2, [e, n, r2, s]) => {
      t2.push(Nt(e), true, n, r2, s);
    }
  ),
  new l(
    /^([*+]\s)?(\S+)\s+([a-z0-9]+)\s?(.*)$/s,
    (t2, [e, n, r2, s]) => {
      t2.push(Nt(e), false, n, r2, s);
    }
  )
];
var cs = new l(/^(\S+)$/s, (t2, [e]) => {
  t2.push(de2.CURRENT, false, e, "", "");
});
function Nt(t2) {
  return t2 ? t2.charAt(0) : "";
}
function ge2(t2, e = false) {
  return S2(
    new as(),
    e ? [cs] : us,
    t2
  );
}
var fs = class {
  constructor() {
    this.all = [], this.branches = {}, this.errors = [];
  }
  get success() {
    return !this.errors.length;
  }
};
function ls(t2, e) {
  return {
    branch: t2,
    hash: e,
    success: true
  };
}
function hs(t2) {
  return {
    branch: t2,
    hash: null,
    success: false
  };
}
var ms = /(\S+)\s+\(\S+\s([^)]+)\)/;
var ye2 = /^error[^']+'([^']+)'/m;
var ps = [
  new l(ms, (t2, [e, n]) => {
    const r2 = ls(e, n);
    t2.all.push(r2), t2.branches[e] = r2;
  }),
  new l(ye2, (t2, [e]) => {
    const n = hs(e);
    t2.errors.push(n), t2.all.push(n), t2.branches[e] = n;
  })
];
var yt = (t2, e) => S2(new fs(), ps, [t2, e]);
function we2(t2, e) {
  return e === Y2.ERROR && ye2.test(t2);
}
function ds(t2) {
  const e = ["-d", "-D", "--delete"];
  return t2.some((n) => e.includes(n));
}
function gs(t2) {
  const e = ds(t2), n = t2.includes("--show-current"), r2 = ["branch", ...t2];
  return r2.length === 1 && r2.push("-a"), r2.includes("-v") || r2.splice(1, 0, "-v"), {
    format: "utf-8",
    commands: r2,
    parser(s, o2) {
      return e ? yt(s, o2).all[0] : ge2(s, n);
    }
  };
}
function ys() {
  return {
    format: "utf-8",
    commands: ["branch", "-v"],
    parser(t2) {
      return ge2(t2);
    }
  };
}
function ws(t2, e = false) {
  return {
    format: "utf-8",
    commands: ["branch", "-v", e ? "-D" : "-d", ...t2],
    parser(n, r2) {
      return yt(n, r2);
    },
    onError({ exitCode: n, stdOut: r2 }, s, o2, i) {
      if (!we2(String(s), n))
        return i(s);
      o2(r2);
    }
  };
}
function bs(t2, e = false) {
  const n = {
    format: "utf-8",
    commands: ["branch", "-v", e ? "-D" : "-d", t2],
    parser(r2, s) {
      return yt(r2, s).branches[t2];
    },
    onError({ exitCode: r2, stdErr: s, stdOut: o2 }, i, a, c3) {
      if (!we2(String(i), r2))
        return c3(i);
      throw new ut(
        n.parser(G2(o2), G2(s)),
        String(i)
      );
    }
  };
  return n;
}
function Ts(t2) {
  return {
    commands: ["check-ignore", ...t2],
    format: "utf-8",
    parser: ks
  };
}
function ks(t2) {
  return t2.split(/\n/g).map(_s).filter(Boolean);
}
function _s(t2) {
  const e = t2.trim().replace(/^["']|["']$/g, "");
  return e && Le2(e);
}
var vs = [
  new l(/From (.+)$/, (t2, [e]) => {
    t2.remote = e;
  }),
  new l(/\* \[new branch]\s+(\S+)\s*-> (.+)$/, (t2, [e, n]) => {
    t2.branches.push({
      name: e,
      tracking: n
    });
  }),
  new l(/\* \[new tag]\s+(\S+)\s*-> (.+)$/, (t2, [e, n]) => {
    t2.tags.push({
      name: e,
      tracking: n
    });
  }),
  new l(/- \[deleted]\s+\S+\s*-> (.+)$/, (t2, [e]) => {
    t2.deleted.push({
      tracking: e
    });
  }),
  new l(
    /\s*([^.]+)\.\.(\S+)\s+(\S+)\s*-> (.+)$/,
    (t2, [e, n, r2, s]) => {
      t2.updated.push({
        name: r2,
        tracking: s,
        to: n,
        from: e
      });
    }
  )
];
function Es(t2, e) {
  return S2({
    raw: t2,
    remote: null,
    branches: [],
    tags: [],
    updated: [],
    deleted: []
  }, vs, [t2, e]);
}
function Ss(t2) {
  return /^--upload-pack(=|$)/.test(t2);
}
function Rs(t2, e, n) {
  const r2 = ["fetch", ...n];
  return t2 && e && r2.push(t2, e), r2.find(Ss) ? b("git.fetch: potential exploit argument blocked.") : {
    commands: r2,
    format: "utf-8",
    parser: Es
  };
}
var Os = [
  new l(/^Renaming (.+) to (.+)$/, (t2, [e, n]) => {
    t2.moves.push({ from: e, to: n });
  })
];
function Cs(t2) {
  return S2({ moves: [] }, Os, t2);
}
function As(t2, e) {
  return {
    commands: ["mv", "-v", ..._(t2), e],
    format: "utf-8",
    parser: Cs
  };
}
function xs(t2, e, n) {
  const r2 = ["pull", ...n];
  return t2 && e && r2.splice(1, 0, t2, e), {
    commands: r2,
    format: "utf-8",
    parser(s, o2) {
      return le2(s, o2);
    },
    onError(s, o2, i, a) {
      const c3 = Lr(
        G2(s.stdOut),
        G2(s.stdErr)
      );
      if (c3)
        return a(new ut(c3));
      a(o2);
    }
  };
}
function $s(t2) {
  const e = {};
  return be2(t2, ([n]) => e[n] = { name: n }), Object.values(e);
}
function Ns(t2) {
  const e = {};
  return be2(t2, ([n, r2, s]) => {
    Object.hasOwn(e, n) || (e[n] = {
      name: n,
      refs: { fetch: "", push: "" }
    }), s && r2 && (e[n].refs[s.replace(/[^a-z]/g, "")] = r2);
  }), Object.values(e);
}
function be2(t2, e) {
  ct(t2, (n) => e(n.split(/\s+/)));
}
function Ps(t2, e, n) {
  return g2(["remote", "add", ...n, t2, e]);
}
function Ms(t2) {
  const e = ["remote"];
  return t2 && e.push("-v"), {
    commands: e,
    format: "utf-8",
    parser: t2 ? Ns : $s
  };
}
function Ds(t2) {
  const e = [...t2];
  return e[0] !== "ls-remote" && e.unshift("ls-remote"), g2(e);
}
function Ls(t2) {
  const e = [...t2];
  return e[0] !== "remote" && e.unshift("remote"), g2(e);
}
function js(t2) {
  return g2(["remote", "remove", t2]);
}
function Bs(t2 = {}, e) {
  const n = ue2(t2), r2 = ["stash", "list", ...n.commands, ...e], s = ie2(
    n.splitter,
    n.fields,
    dt(r2)
  );
  return gt(r2) || {
    commands: r2,
    format: "utf-8",
    parser: s
  };
}
function Is(t2, e) {
  return Q2(["add", t2, e]);
}
function Us(t2) {
  return Q2(["init", ...t2]);
}
function Q2(t2) {
  const e = [...t2];
  return e[0] !== "submodule" && e.unshift("submodule"), g2(e);
}
function Fs(t2) {
  return Q2(["update", ...t2]);
}
var Gs = class {
  constructor(e, n) {
    this.all = e, this.latest = n;
  }
};
var zs = function(t2, e = false) {
  const n = t2.split(`
`).map(Ks).filter(Boolean);
  e || n.sort(function(s, o2) {
    const i = s.split("."), a = o2.split(".");
    if (i.length === 1 || a.length === 1)
      return qs(I2(i[0]), I2(a[0]));
    for (let c3 = 0, h = Math.max(i.length, a.length); c3 < h; c3++) {
      const w2 = Te(I2(i[c3]), I2(a[c3]));
      if (w2)
        return w2;
    }
    return 0;
  });
  const r2 = e ? n[0] : [...n].reverse().find((s) => s.indexOf(".") >= 0);
  return new Gs(n, r2);
};
function qs(t2, e) {
  const n = Number.isNaN(t2), r2 = Number.isNaN(e);
  return n !== r2 ? n ? 1 : -1 : n ? Te(t2, e) : 0;
}
function Te(t2, e) {
  return t2 === e ? 0 : t2 > e ? 1 : -1;
}
function Ks(t2) {
  return t2.trim();
}
function I2(t2) {
  return typeof t2 == "string" && parseInt(t2.replace(/^\D+/g, ""), 10) || 0;
}
function Ws(t2 = []) {
  const e = t2.some((n) => /^--sort=/.test(n));
  return {
    format: "utf-8",
    commands: ["tag", "-l", ...t2],
    parser(n) {
      return zs(n, e);
    }
  };
}
function Hs(t2) {
  return {
    format: "utf-8",
    commands: ["tag", t2],
    parser() {
      return { name: t2 };
    }
  };
}
function Vs(t2, e) {
  return {
    format: "utf-8",
    commands: ["tag", "-a", "-m", e, t2],
    parser() {
      return { name: t2 };
    }
  };
}
function f(t2, e) {
  this._plugins = e, this._executor = new qn(
    t2.baseDir,
    new os(t2.maxConcurrentProcesses),
    e
  ), this._trimmed = t2.trimmed;
}
(f.prototype = Object.create(pe2.prototype)).constructor = f;
f.prototype.customBinary = function(t2) {
  return this._plugins.reconfigure("binary", t2), this;
};
f.prototype.env = function(t2, e) {
  return arguments.length === 1 && typeof t2 == "object" ? this._executor.env = t2 : (this._executor.env = this._executor.env || {})[t2] = e, this;
};
f.prototype.stashList = function(t2) {
  return this._runTask(
    Bs(
      mt(arguments) || {},
      V2(t2) && t2 || []
    ),
    u2(arguments)
  );
};
f.prototype.mv = function(t2, e) {
  return this._runTask(As(t2, e), u2(arguments));
};
f.prototype.checkoutLatestTag = function(t2) {
  var e = this;
  return this.pull(function() {
    e.tags(function(n, r2) {
      e.checkout(r2.latest, t2);
    });
  });
};
f.prototype.pull = function(t2, e, n, r2) {
  return this._runTask(
    xs(
      y2(t2, p),
      y2(e, p),
      m2(arguments)
    ),
    u2(arguments)
  );
};
f.prototype.fetch = function(t2, e) {
  return this._runTask(
    Rs(
      y2(t2, p),
      y2(e, p),
      m2(arguments)
    ),
    u2(arguments)
  );
};
f.prototype.tags = function(t2, e) {
  return this._runTask(
    Ws(m2(arguments)),
    u2(arguments)
  );
};
f.prototype.rebase = function() {
  return this._runTask(
    g2(["rebase", ...m2(arguments)]),
    u2(arguments)
  );
};
f.prototype.reset = function(t2) {
  return this._runTask(
    Bn(In(t2), m2(arguments)),
    u2(arguments)
  );
};
f.prototype.revert = function(t2) {
  const e = u2(arguments);
  return typeof t2 != "string" ? this._runTask(b("Commit must be a string"), e) : this._runTask(
    g2(["revert", ...m2(arguments, 0, true), t2]),
    e
  );
};
f.prototype.addTag = function(t2) {
  const e = typeof t2 == "string" ? Hs(t2) : b("Git.addTag requires a tag name");
  return this._runTask(e, u2(arguments));
};
f.prototype.addAnnotatedTag = function(t2, e) {
  return this._runTask(
    Vs(t2, e),
    u2(arguments)
  );
};
f.prototype.deleteLocalBranch = function(t2, e, n) {
  return this._runTask(
    bs(t2, typeof e == "boolean" ? e : false),
    u2(arguments)
  );
};
f.prototype.deleteLocalBranches = function(t2, e, n) {
  return this._runTask(
    ws(t2, typeof e == "boolean" ? e : false),
    u2(arguments)
  );
};
f.prototype.branch = function(t2, e) {
  return this._runTask(
    gs(m2(arguments)),
    u2(arguments)
  );
};
f.prototype.branchLocal = function(t2) {
  return this._runTask(ys(), u2(arguments));
};
f.prototype.raw = function(t2) {
  const e = !Array.isArray(t2), n = [].slice.call(e ? arguments : t2, 0);
  for (let s = 0; s < n.length && e; s++)
    if (!ot(n[s])) {
      n.splice(s, n.length - s);
      break;
    }
  n.push(...m2(arguments, 0, true));
  var r2 = u2(arguments);
  return n.length ? this._runTask(g2(n, this._trimmed), r2) : this._runTask(
    b("Raw: must supply one or more command to execute"),
    r2
  );
};
f.prototype.submoduleAdd = function(t2, e, n) {
  return this._runTask(Is(t2, e), u2(arguments));
};
f.prototype.submoduleUpdate = function(t2, e) {
  return this._runTask(
    Fs(m2(arguments, true)),
    u2(arguments)
  );
};
f.prototype.submoduleInit = function(t2, e) {
  return this._runTask(
    Us(m2(arguments, true)),
    u2(arguments)
  );
};
f.prototype.subModule = function(t2, e) {
  return this._runTask(
    Q2(m2(arguments)),
    u2(arguments)
  );
};
f.prototype.listRemote = function() {
  return this._runTask(
    Ds(m2(arguments)),
    u2(arguments)
  );
};
f.prototype.addRemote = function(t2, e, n) {
  return this._runTask(
    Ps(t2, e, m2(arguments)),
    u2(arguments)
  );
};
f.prototype.removeRemote = function(t2, e) {
  return this._runTask(js(t2), u2(arguments));
};
f.prototype.getRemotes = function(t2, e) {
  return this._runTask(Ms(t2 === true), u2(arguments));
};
f.prototype.remote = function(t2, e) {
  return this._runTask(
    Ls(m2(arguments)),
    u2(arguments)
  );
};
f.prototype.tag = function(t2, e) {
  const n = m2(arguments);
  return n[0] !== "tag" && n.unshift("tag"), this._runTask(g2(n), u2(arguments));
};
f.prototype.updateServerInfo = function(t2) {
  return this._runTask(
    g2(["update-server-info"]),
    u2(arguments)
  );
};
f.prototype.pushTags = function(t2, e) {
  const n = qr(
    { remote: y2(t2, p) },
    m2(arguments)
  );
  return this._runTask(n, u2(arguments));
};
f.prototype.rm = function(t2) {
  return this._runTask(
    g2(["rm", "-f", ..._(t2)]),
    u2(arguments)
  );
};
f.prototype.rmKeepLocal = function(t2) {
  return this._runTask(
    g2(["rm", "--cached", ..._(t2)]),
    u2(arguments)
  );
};
f.prototype.catFile = function(t2, e) {
  return this._catFile("utf-8", arguments);
};
f.prototype.binaryCatFile = function() {
  return this._catFile("buffer", arguments);
};
f.prototype._catFile = function(t2, e) {
  var n = u2(e), r2 = ["cat-file"], s = e[0];
  if (typeof s == "string")
    return this._runTask(
      b("Git.catFile: options must be supplied as an array of strings"),
      n
    );
  Array.isArray(s) && r2.push.apply(r2, s);
  const o2 = t2 === "buffer" ? Kt(r2) : g2(r2);
  return this._runTask(o2, n);
};
f.prototype.diff = function(t2, e) {
  const n = p(t2) ? b(
    "git.diff: supplying options as a single string is no longer supported, switch to an array of strings"
  ) : g2(["diff", ...m2(arguments)]);
  return this._runTask(n, u2(arguments));
};
f.prototype.diffSummary = function() {
  return this._runTask(
    Tr(m2(arguments, 1)),
    u2(arguments)
  );
};
f.prototype.applyPatch = function(t2) {
  const e = z2(t2) ? is(_(t2), m2([].slice.call(arguments, 1))) : b(
    "git.applyPatch requires one or more string patches as the first argument"
  );
  return this._runTask(e, u2(arguments));
};
f.prototype.revparse = function() {
  const t2 = ["rev-parse", ...m2(arguments, true)];
  return this._runTask(
    g2(t2, true),
    u2(arguments)
  );
};
f.prototype.clean = function(t2, e, n) {
  const r2 = yn(t2), s = r2 && t2.join("") || y2(t2, p) || "", o2 = m2([].slice.call(arguments, r2 ? 1 : 0));
  return this._runTask(
    dn(s, o2),
    u2(arguments)
  );
};
f.prototype.exec = function(t2) {
  const e = {
    commands: [],
    format: "utf-8",
    parser() {
      typeof t2 == "function" && t2();
    }
  };
  return this._runTask(e);
};
f.prototype.checkIgnore = function(t2, e) {
  return this._runTask(
    Ts(_(y2(t2, z2, []))),
    u2(arguments)
  );
};
f.prototype.checkIsRepo = function(t2, e) {
  return this._runTask(
    tn(y2(t2, p)),
    u2(arguments)
  );
};
function Ys(t2) {
  return t2 ? [{
    type: "spawn.before",
    action(r2, s) {
      t2.aborted && s.kill(new x(void 0, "abort", "Abort already signaled"));
    }
  }, {
    type: "spawn.after",
    action(r2, s) {
      function o2() {
        s.kill(new x(void 0, "abort", "Abort signal received"));
      }
      t2.addEventListener("abort", o2), s.spawned.on("close", () => t2.removeEventListener("abort", o2));
    }
  }] : void 0;
}
var Qs = $2("", "plugin:allowEnvironment");
function Xs(t2, e = false) {
  const n = new Set(t2.map((r2) => r2.toLowerCase().trim()));
  return {
    type: "spawn.options",
    action(r2, s) {
      const o2 = { ...r2.env ?? process.env }, i = new Set(
        Object.keys(s.env).map((a) => a.toLowerCase().trim())
      );
      for (const a of Object.keys(o2)) {
        const c3 = a.toLowerCase().trim();
        if (!(!Ue(c3) || n.has(c3))) {
          if (i.has(c3))
            throw new x(
              void 0,
              "allowEnvironment",
              `Use of "${a}" is blocked by the environment guard - add it to the allowEnvironment option to permit it`
            );
          Qs("removing ambient guarded environment variable %s", a), delete o2[a];
        }
      }
      return {
        ...r2,
        env: {
          ...o2,
          GIT_TEST_DISALLOW_ABBREVIATED_OPTIONS: String(!e)
        }
      };
    }
  };
}
var Js = $2("", "plugin:unsafe");
var ke2 = /* @__PURE__ */ new Set(["git_config_parameters"]);
var Pt = /* @__PURE__ */ new Set();
function Zs({
  unsafe: t2 = {},
  allowConfig: e = [],
  allowEnvironment: n = [],
  strict: r2
}) {
  const s = he(Mt(e)), o2 = new Set(Mt(n, (h) => h.toLowerCase())), i = t2.recommended === true || r2;
  function a(h) {
    return h.level !== "recommended" || i;
  }
  function c3(h) {
    return t2[h.category] === true ? true : h.configKey !== void 0 ? s(h.configKey) : h.envKey !== void 0 ? !ke2.has(h.envKey) && o2.has(h.envKey) : false;
  }
  return {
    type: "spawn.args",
    action(h, { env: w2 }) {
      const T3 = Ae(...h), k2 = Re(w2 ?? {}, process.env), R2 = /* @__PURE__ */ new Set();
      for (const v of [...T3.vulnerabilities, ...k2.vulnerabilities]) {
        if (!c3(v)) {
          if (!a(v))
            continue;
          throw new x(void 0, "unsafe", to(v));
        }
        v.configKey !== void 0 && R2.add(v.configKey);
      }
      for (const { key: v } of [...T3.config.write, ...k2.config.write])
        if (!(R2.has(v) || Le(v) || s(v))) {
          if (r2)
            throw new x(
              void 0,
              "allowConfig",
              `Configuring "${v}" is not permitted without adding it to the allowConfig option`
            );
          eo(v);
        }
      return h;
    }
  };
}
function Mt(t2, e = (n) => n) {
  return _(t2 ?? []).flatMap((n) => e(String(n ?? "").trim()) || []);
}
function to({ message: t2, configKey: e, envKey: n }) {
  return e !== void 0 ? `${t2} or adding "${e}" to the allowConfig option` : n !== void 0 && !ke2.has(n) ? `${t2} or adding "${n.toUpperCase()}" to the allowEnvironment option` : t2;
}
function eo(t2) {
  Js("config key %s is not in the allowConfig list", t2), !Pt.has(t2) && (Pt.add(t2), process.emitWarning(
    `simple-git: configuration key "${t2}" is not in the list of known-safe keys. Add it to the allowConfig option to keep using it, it will be blocked by default in the next major version.`,
    { code: "SIMPLE_GIT_UNLISTED_CONFIG" }
  ));
}
function no(t2) {
  const e = F2(t2, "-c");
  return {
    type: "spawn.args",
    action(n) {
      return [...e, ...n];
    }
  };
}
var Dt = (0, import_promise_deferred.deferred)().promise;
function ro({
  onClose: t2 = true,
  onExit: e = 50
} = {}) {
  function n() {
    let s = -1;
    const o2 = {
      close: (0, import_promise_deferred.deferred)(),
      closeTimeout: (0, import_promise_deferred.deferred)(),
      exit: (0, import_promise_deferred.deferred)(),
      exitTimeout: (0, import_promise_deferred.deferred)()
    }, i = Promise.race([
      t2 === false ? Dt : o2.closeTimeout.promise,
      e === false ? Dt : o2.exitTimeout.promise
    ]);
    return r2(t2, o2.close, o2.closeTimeout), r2(e, o2.exit, o2.exitTimeout), {
      close(a) {
        s = a, o2.close.done();
      },
      exit(a) {
        s = a, o2.exit.done();
      },
      get exitCode() {
        return s;
      },
      result: i
    };
  }
  function r2(s, o2, i) {
    s !== false && (s === true ? o2.promise : o2.promise.then(() => bt(s))).then(i.done);
  }
  return {
    type: "spawn.after",
    async action(s, { spawned: o2, close: i }) {
      const a = n();
      let c3 = true, h = () => {
        c3 = false;
      };
      o2.stdout?.on("data", h), o2.stderr?.on("data", h), o2.on("error", h), o2.on("close", (w2) => a.close(w2)), o2.on("exit", (w2) => a.exit(w2));
      try {
        await a.result, c3 && await bt(50), i(a.exitCode);
      } catch (w2) {
        i(a.exitCode, w2);
      }
    }
  };
}
var _e2 = $2("", "plugin:binary");
var so = "Invalid value supplied for custom binary, requires a single string or an array containing either one or two strings";
var oo = "Invalid value supplied for custom binary, restricted characters must be removed or supply the unsafe.allowUnsafeCustomBinary option";
var io = /^([a-z]:)?([a-z0-9/.\\_~-]+)$/i;
var ao = /^([a-z]:)?([a-z0-9._~-]+( [a-z0-9._~-]+)*)?([/\\][a-z0-9._~-]+( [a-z0-9._~-]+)*)+$/i;
function uo(t2, e) {
  return !t2 || !(io.test(t2) || e === 0 && ao.test(t2));
}
function Lt(t2, e) {
  if (t2.length < 1 || t2.length > 2)
    throw new x(void 0, "binary", so);
  if (t2.some(uo))
    if (e)
      _e2("permitted unsafe binary %o", t2);
    else
      throw new x(void 0, "binary", oo);
  const [r2, s] = t2;
  return {
    binary: r2,
    prefix: s
  };
}
function co(t2, e = ["git"], n = false) {
  let r2 = Lt(_(e), n);
  t2.on("binary", (s) => {
    r2 = Lt(_(s), n), _e2.info("reconfiguring %o", r2);
  }), t2.append("spawn.binary", () => r2.binary), t2.append("spawn.args", (s) => r2.prefix ? [r2.prefix, ...s] : s);
}
var ve2 = {
  DISALLOWED_ABBREVIATED: {
    text: "disallowed abbreviated or ambiguous option",
    solution: "Unambiguous abbreviated options blocked with unsafe.allowAbbreviatedOptions setting: {message}"
  },
  UNKNOWN: {
    text: "~ unknown ~",
    solution: void 0
  }
};
function fo(t2) {
  if (!t2)
    return "UNKNOWN";
  for (const [e, { text: n }] of Object.entries(ve2))
    if (t2.startsWith(`fatal: ${n}`))
      return e;
  return "UNKNOWN";
}
var lo = class extends A2 {
  constructor(e = "") {
    const n = fo(e);
    super(void 0, ve2[n].solution?.replace("{message}", e) ?? e), this.reason = n;
  }
};
function ho(t2) {
  return !!(t2.exitCode && t2.stdErr.length);
}
function mo(t2) {
  return Buffer.concat([...t2.stdOut, ...t2.stdErr]);
}
function po(t2 = false, e = ho, n = mo) {
  return (r2, s) => !t2 && r2 || !e(s) ? r2 : n(s);
}
function go(t2, e) {
  return t2 === 128 && e.startsWith("fatal:") ? new lo(e) : new A2(void 0, e);
}
function jt(t2) {
  return {
    type: "task.error",
    action(e, n) {
      const r2 = t2(e.error, {
        stdErr: n.stdErr,
        stdOut: n.stdOut,
        exitCode: n.exitCode
      });
      return Buffer.isBuffer(r2) ? {
        error: go(n.exitCode, r2.toString("utf-8"))
      } : {
        error: r2
      };
    }
  };
}
var rt = $2("", "plugin:input");
function yo(t2) {
  return {
    type: "spawn.after",
    action(e, { commands: n, input: r2, spawned: { stdin: s } }) {
      if (!s)
        return;
      const o2 = t2?.([...n]) ?? r2;
      if (!o2)
        return rt("generated zero length content, not writing to stdin");
      rt("writing %s bytes to stdin", Ke(o2)), s.on("error", (i) => {
        i.code !== "EPIPE" && rt("[ERROR] stdin error %o", i);
      }), s.end(o2);
    }
  };
}
var wo = class {
  constructor() {
    this.plugins = /* @__PURE__ */ new Set(), this.events = new je();
  }
  on(e, n) {
    this.events.on(e, n);
  }
  reconfigure(e, n) {
    this.events.emit(e, n);
  }
  append(e, n) {
    const r2 = O2(this.plugins, { type: e, action: n });
    return () => this.plugins.delete(r2);
  }
  add(e) {
    const n = [];
    return _(e).forEach(
      (r2) => {
        r2 && this.plugins.add(O2(n, r2));
      }
    ), () => {
      n.forEach((r2) => {
        this.plugins.delete(r2);
      });
    };
  }
  exec(e, n, r2) {
    let s = n;
    const o2 = Object.freeze(Object.create(r2));
    for (const i of this.plugins)
      i.type === e && (s = i.action(s, o2));
    return s;
  }
};
function bo(t2) {
  const e = "--progress", n = ["checkout", "clone", "fetch", "pull", "push"];
  return [{
    type: "spawn.args",
    action(o2, i) {
      return n.includes(i.method) ? qe(o2, e) : o2;
    }
  }, {
    type: "spawn.after",
    action(o2, i) {
      i.commands.includes(e) && i.spawned.stderr?.on("data", (a) => {
        const c3 = /^([\s\S]+?):\s*(\d+)% \((\d+)\/(\d+)\)/.exec(a.toString("utf8"));
        c3 && t2({
          method: i.method,
          stage: To(c3[1]),
          progress: d(c3[2]),
          processed: d(c3[3]),
          total: d(c3[4])
        });
      });
    }
  }];
}
function To(t2) {
  return String(t2.toLowerCase().split(" ", 1)) || "unknown";
}
function ko(t2) {
  const e = We(t2, ["uid", "gid"]);
  return {
    type: "spawn.options",
    action(n) {
      return { ...e, ...n };
    }
  };
}
function _o() {
  return {
    type: "spawn.args",
    action(t2) {
      const e = [];
      let n;
      function r2(s) {
        (n = n || []).push(...s);
      }
      for (let s = 0; s < t2.length; s++) {
        const o2 = t2[s];
        if (r(o2)) {
          r2(o(o2));
          continue;
        }
        if (o2 === "--") {
          r2(
            t2.slice(s + 1).flatMap((i) => r(i) && o(i) || i)
          );
          break;
        }
        e.push(o2);
      }
      return n ? [...e, "--", ...n.map(String)] : e;
    }
  };
}
function vo({
  block: t2,
  stdErr: e = true,
  stdOut: n = true
}) {
  if (t2 > 0)
    return {
      type: "spawn.after",
      action(r2, s) {
        let o2;
        function i() {
          o2 && clearTimeout(o2), o2 = setTimeout(c3, t2);
        }
        function a() {
          s.spawned.stdout?.off("data", i), s.spawned.stderr?.off("data", i), s.spawned.off("exit", a), s.spawned.off("close", a), o2 && clearTimeout(o2);
        }
        function c3() {
          a(), s.kill(new x(void 0, "timeout", "block timeout reached"));
        }
        n && s.spawned.stdout?.on("data", i), e && s.spawned.stderr?.on("data", i), s.spawned.on("exit", a), s.spawned.on("close", a), i();
      }
    };
}
var No = (t2, e) => {
  const n = new wo(), r2 = Xe(
    t2 && (typeof t2 == "string" ? { baseDir: t2 } : t2) || {},
    e
  );
  if (!It(r2.baseDir))
    throw new Be(
      r2,
      "Cannot use simple-git on a directory that does not exist"
    );
  return Array.isArray(r2.config) && n.add(no(r2.config)), n.add(
    Zs({
      unsafe: r2.unsafe,
      allowConfig: r2.allowConfig,
      allowEnvironment: r2.allowEnvironment,
      strict: r2.strict === true
    })
  ), n.add(ro(r2.completion)), r2.abort && n.add(Ys(r2.abort)), r2.progress && n.add(bo(r2.progress)), r2.timeout && n.add(vo(r2.timeout)), r2.spawnOptions && n.add(ko(r2.spawnOptions)), n.add(_o()), n.add(yo(r2.input)), n.add(jt(po(true))), r2.errors && n.add(jt(r2.errors)), co(n, r2.binary, r2.unsafe?.allowUnsafeCustomBinary), n.add(
    Xs(r2.allowEnvironment ?? [], r2.unsafe?.allowAbbreviatedOptions)
  ), new f(r2, n);
};

// src/io/git/environment.ts
var DEFAULT_GIT_TIMEOUT_MS = 6e4;
var CONFIG_ENV = ["GIT_CONFIG_COUNT", "GIT_CONFIG_KEY_0", "GIT_CONFIG_VALUE_0"];
function authorizationHeader(token) {
  return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`, "utf8").toString("base64")}`;
}
function secretForms(token) {
  if (!token) return [];
  return [token, Buffer.from(`x-access-token:${token}`, "utf8").toString("base64")];
}
function redact(text, secrets) {
  let out = text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi, "$1***@");
  for (const secret of secrets) if (secret.length > 0) out = out.split(secret).join("***");
  return out;
}
function gitProcess(options) {
  const env = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: options.home ?? process.env.HOME ?? options.baseDir,
    GIT_TERMINAL_PROMPT: "0",
    LANG: "C",
    LC_ALL: "C"
  };
  const allow = ["GIT_TERMINAL_PROMPT"];
  if (options.home !== void 0) {
    env.GIT_CONFIG_NOSYSTEM = "1";
    allow.push("GIT_CONFIG_NOSYSTEM");
  }
  if (options.token) {
    env.GIT_CONFIG_COUNT = "1";
    env.GIT_CONFIG_KEY_0 = "http.extraheader";
    env.GIT_CONFIG_VALUE_0 = authorizationHeader(options.token);
    allow.push(...CONFIG_ENV);
  }
  const input = options.input;
  return No({
    baseDir: options.baseDir,
    trimmed: false,
    maxConcurrentProcesses: 2,
    timeout: { block: options.timeoutMs ?? DEFAULT_GIT_TIMEOUT_MS },
    allowEnvironment: allow,
    unsafe: { allowUnsafeConfigEnvCount: true },
    config: ["core.quotepath=false"],
    ...input !== void 0 ? { input: () => input } : {}
  }).env(env);
}

// src/io/git/repository.ts
var GitOperationError = class extends Error {
  constructor(message, reason) {
    super(message);
    this.reason = reason;
  }
  reason;
  name = "GitOperationError";
};
var FULL_SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
var GitRepository = class {
  dir;
  options;
  git;
  secrets;
  constructor(options) {
    this.options = options;
    this.dir = options.dir;
    this.git = gitProcess({ baseDir: options.dir, token: options.token, timeoutMs: options.timeoutMs, home: options.home });
    this.secrets = secretForms(options.token);
  }
  /** The full commit id a revision (sha, branch, tag, `HEAD~1`, ref) names. */
  async resolveRevision(revision) {
    checkRevision(revision);
    const out = await this.run(["rev-parse", "--verify", "--quiet", "--end-of-options", `${revision}^{commit}`], `resolve ${revision}`);
    const sha = out.trim();
    if (!FULL_SHA.test(sha)) throw new GitOperationError(`revision ${JSON.stringify(revision)} does not name a commit`, "not-found");
    return sha;
  }
  /** The full message of a commit (subject and body). */
  async commitMessage(revision) {
    checkRevision(revision);
    return this.run(["show", "-s", "--format=%B", "--end-of-options", revision], `show ${revision}`);
  }
  /** True when the commit's objects are present locally. */
  async hasCommit(sha) {
    checkRevision(sha);
    try {
      await this.git.raw(["cat-file", "-e", `${sha}^{commit}`]);
      return true;
    } catch {
      return false;
    }
  }
  /**
   * Files that differ between two commits, optionally restricted to paths. Ancestry is not
   * needed (two shallow commits diff fine), so this works across force-pushes.
   */
  async changedFiles(options) {
    checkRevision(options.base);
    checkRevision(options.head);
    const args = ["diff", "--name-status", "-z", "--no-renames", "--no-ext-diff", "--no-textconv", options.base, options.head, "--"];
    for (const p2 of options.paths ?? []) args.push(normalizePath(p2) || ".");
    const out = await this.run(args, `diff ${options.base}..${options.head}`);
    return parseNameStatus(out);
  }
  /** A file's bytes at a revision, or undefined when the file does not exist there. */
  async readFileAtRevision(options) {
    checkRevision(options.revision);
    const path = normalizePath(options.path);
    const listing = await this.run(["ls-tree", "-z", "-l", "--full-tree", options.revision, "--", path], `ls-tree ${options.revision}`);
    const entry = parseLsTree(listing).find((e) => e.path === path);
    if (!entry || entry.type !== "blob") return void 0;
    const bytes = await this.git.binaryCatFile(["blob", entry.blob]).catch((error) => {
      throw this.failure(error, `read ${path} at ${options.revision}`);
    });
    if (bytes.byteLength !== entry.size) {
      throw new GitOperationError(`read ${bytes.byteLength} of ${entry.size} bytes of ${path} at ${options.revision}`, "incomplete");
    }
    return new Uint8Array(bytes);
  }
  /** The regular files under a path at a revision (recursively). */
  async listTree(options) {
    const path = normalizePath(options.path ?? "");
    const listed = await this.listTrees({ revision: options.revision, paths: [path] });
    return listed.get(path) ?? { exists: false, entries: [], skipped: [] };
  }
  /** Several paths in one `ls-tree`: per path, whether it exists and its regular files. */
  async listTrees(options) {
    checkRevision(options.revision);
    const paths = [...new Set(options.paths.map(normalizePath))];
    const args = ["ls-tree", "-r", "-z", "-l", "--full-tree", options.revision];
    if (!paths.includes("")) args.push("--", ...paths);
    const listing = parseLsTree(await this.run(args, `ls-tree ${options.revision}`));
    const out = /* @__PURE__ */ new Map();
    for (const path of paths) {
      const entries = [];
      const skipped = [];
      let exists = path === "";
      for (const e of listing) {
        if (path !== "" && e.path !== path && !e.path.startsWith(`${path}/`)) continue;
        exists = true;
        if (e.type === "blob" && (e.mode === "100644" || e.mode === "100755")) entries.push({ path: e.path, mode: e.mode, blob: e.blob, size: e.size });
        else skipped.push(e.path);
      }
      out.set(path, { exists, entries, skipped });
    }
    return out;
  }
  /**
   * Reads every file under a path at a revision in one `git cat-file --batch` process. The
   * snapshot is complete or the call throws: a missing object, a short read or a size
   * mismatch is an `incomplete` failure, never a partial tree.
   */
  async readTree(options) {
    const path = normalizePath(options.path ?? "");
    const trees = await this.readTrees({ revision: options.revision, paths: [path] });
    return trees.get(path);
  }
  /** Several complete snapshots at one revision: one rev-parse, one ls-tree, one cat-file. */
  async readTrees(options) {
    const revision = FULL_SHA.test(options.revision) ? options.revision : await this.resolveRevision(options.revision);
    const listed = await this.listTrees({ revision, paths: options.paths });
    const blobs = [...new Set([...listed.values()].flatMap((l2) => l2.entries.map((e) => e.blob)))];
    const contents = blobs.length === 0 ? /* @__PURE__ */ new Map() : await this.readBlobs(blobs);
    const out = /* @__PURE__ */ new Map();
    for (const [path, { exists, entries, skipped }] of listed) {
      const files = entries.map((e) => {
        const bytes = contents.get(e.blob);
        if (!bytes || bytes.byteLength !== e.size) {
          throw new GitOperationError(`incomplete read of ${e.path} at ${revision}`, "incomplete");
        }
        return { path: e.path, bytes: new Uint8Array(bytes) };
      });
      out.set(path, { revision, path, exists, files, skipped });
    }
    return out;
  }
  async readBlobs(blobs) {
    const batch = gitProcess({
      baseDir: this.dir,
      token: this.options.token,
      timeoutMs: this.options.timeoutMs,
      home: this.options.home,
      input: blobs.join("\n") + "\n"
    });
    const out = await batch.binaryCatFile(["--batch"]).catch((error) => {
      throw this.failure(error, "cat-file --batch");
    });
    return parseCatFileBatch(out, blobs);
  }
  async run(args, what) {
    try {
      return await this.git.raw(args);
    } catch (error) {
      throw this.failure(error, what);
    }
  }
  failure(error, what) {
    return toGitOperationError(error, what, this.secrets);
  }
};
function toGitOperationError(error, what, secrets) {
  if (error instanceof GitOperationError) return error;
  const raw = error instanceof A2 || error instanceof Error ? error.message : String(error);
  const detail = redact(raw, secrets).split("\n").map((l2) => l2.trim()).filter((l2) => l2 !== "").slice(0, 4).join("; ");
  return new GitOperationError(`git ${what} failed: ${detail || "no output"}`, classify(raw));
}
function classify(message) {
  const m3 = message.toLowerCase();
  if (m3.includes("block timeout") || m3.includes("timed out")) return "timeout";
  if (/authentication failed|could not read username|returned error: 40[13]|permission denied|http 40[13]|invalid credentials/.test(m3)) return "auth";
  if (/could not resolve host|connection refused|failed to connect|network is unreachable|unable to access|connection reset|couldn't connect|does not appear to be a git repository|no such file or directory|unable to look up/.test(m3)) return "unreachable";
  if (/couldn't find remote ref|not a valid object name|unknown revision|bad revision|not a tree object|needed a single revision|invalid object name/.test(m3)) return "not-found";
  return "failed";
}
function checkRevision(revision) {
  if (revision === "" || revision.startsWith("-") || /[\s\0]/.test(revision)) {
    throw new GitOperationError(`invalid revision ${JSON.stringify(revision)}`, "invalid");
  }
}
function normalizePath(path) {
  const parts = path.replace(/\\/g, "/").split("/").filter((p2) => p2 !== "" && p2 !== ".");
  if (parts.includes("..")) throw new GitOperationError(`path ${JSON.stringify(path)} leaves the repository`, "invalid");
  return parts.join("/");
}
function parseLsTree(out) {
  const entries = [];
  for (const record of out.split("\0")) {
    if (record === "") continue;
    const tab = record.indexOf("	");
    if (tab < 0) throw new GitOperationError(`unexpected ls-tree output: ${JSON.stringify(record.slice(0, 80))}`, "failed");
    const [mode = "", type = "", blob = "", size = ""] = record.slice(0, tab).split(/ +/);
    entries.push({ mode, type, blob, size: size === "-" ? 0 : Number(size), path: record.slice(tab + 1) });
  }
  return entries;
}
function parseNameStatus(out) {
  const fields = out.split("\0");
  const changes = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const code = fields[i] ?? "";
    const path = fields[i + 1] ?? "";
    if (code === "" || path === "") continue;
    const status = code.startsWith("A") ? "added" : code.startsWith("D") ? "deleted" : "modified";
    changes.push({ path, status });
  }
  return changes.sort((a, b2) => a.path < b2.path ? -1 : a.path > b2.path ? 1 : 0);
}
function parseCatFileBatch(out, requested) {
  const result = /* @__PURE__ */ new Map();
  let pos = 0;
  for (const want of requested) {
    const eol = out.indexOf(10, pos);
    if (eol < 0) throw new GitOperationError(`incomplete object stream: ${want} not read`, "incomplete");
    const header = out.subarray(pos, eol).toString("utf8");
    const [sha, type, sizeText] = header.split(" ");
    if (type === "missing" || sha !== want || sizeText === void 0) {
      throw new GitOperationError(`object ${want} is missing from the repository`, "incomplete");
    }
    const size = Number(sizeText);
    const start = eol + 1;
    const end = start + size;
    if (!Number.isSafeInteger(size) || end + 1 > out.byteLength || out[end] !== 10) {
      throw new GitOperationError(`incomplete object stream: short read of ${want}`, "incomplete");
    }
    result.set(want, out.subarray(start, end));
    pos = end + 1;
  }
  return result;
}

export {
  compileKindValidator,
  loadCrds,
  validateManifest,
  SCHEMA_RULES,
  secretForms,
  redact,
  gitProcess,
  GitOperationError,
  GitRepository,
  toGitOperationError,
  checkRevision,
  normalizePath
};
