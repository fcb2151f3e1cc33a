import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  compileWithCodeStore,
  require_ajv
} from "./chunk-T3ELNDAW.js";
import {
  KNOWN_PATTERNS,
  atField,
  describeExpected,
  fieldPath,
  formatChecker,
  plural
} from "./chunk-S2VHB6H6.js";
import {
  compileRe2,
  shortPattern
} from "./chunk-5WTWSETK.js";
import {
  describeValue,
  isRecord
} from "./chunk-CV4ZZOWD.js";
import {
  appendPointer,
  getAtPointer
} from "./chunk-ALUEK7QH.js";
import {
  __toESM
} from "./chunk-SWXCCR26.js";

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

export {
  canonical,
  compileAjv,
  convertErrors
};
