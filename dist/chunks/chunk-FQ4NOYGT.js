import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  setOwn
} from "./chunk-AJUYNKF5.js";
import {
  pointerOf
} from "./chunk-6HZSUFL7.js";
import {
  DNS1035_EXPECTED,
  ajvEngine,
  atField,
  celEngine,
  closest,
  formatChecker,
  isDns1035Label,
  isDns1123Label,
  isDns1123Subdomain,
  toAjvSubschema
} from "./chunk-7CTFDBBF.js";
import {
  compileRe2,
  shortPattern
} from "./chunk-5WTWSETK.js";
import {
  describeValue,
  isRecord,
  splitApiVersion
} from "./chunk-OAWLX4HV.js";
import {
  appendPointer,
  escapeSegment
} from "./chunk-ALUEK7QH.js";

// src/core/kube/crd.ts
var CRD_KIND = "CustomResourceDefinition";
var CRD_GROUP = "apiextensions.k8s.io";
var CRD_API_VERSION = "apiextensions.k8s.io/v1";
function isCrdManifest(manifest) {
  return manifest.object.kind === CRD_KIND && splitApiVersion(manifest.object.apiVersion).group === CRD_GROUP;
}
function stringOrUndefined(value) {
  return typeof value === "string" ? value : void 0;
}
function strings(value) {
  return Array.isArray(value) ? value.filter((x) => typeof x === "string") : [];
}
var memo = /* @__PURE__ */ new WeakMap();
function readCrd(manifest) {
  const hit = memo.get(manifest);
  if (hit) return hit;
  const crd = readUncached(manifest);
  memo.set(manifest, crd);
  return crd;
}
function readUncached(manifest) {
  const object = manifest.object;
  const spec = isRecord(object.spec) ? object.spec : {};
  const names = isRecord(spec.names) ? spec.names : {};
  const rawVersions = Array.isArray(spec.versions) ? spec.versions : [];
  const versions = [];
  rawVersions.forEach((raw, index) => {
    if (!isRecord(raw) || typeof raw.name !== "string") return;
    const pointer = `/spec/versions/${index}`;
    const schemaHolder = isRecord(raw.schema) ? raw.schema : void 0;
    const schema = schemaHolder && isRecord(schemaHolder.openAPIV3Schema) ? schemaHolder.openAPIV3Schema : void 0;
    const sub = isRecord(raw.subresources) ? raw.subresources : {};
    const scale = isRecord(sub.scale) ? sub.scale : void 0;
    const selectable = Array.isArray(raw.selectableFields) ? raw.selectableFields : [];
    versions.push({
      name: raw.name,
      index,
      pointer,
      served: raw.served === true,
      storage: raw.storage === true,
      deprecated: raw.deprecated === true,
      schema,
      schemaPointer: `${pointer}/schema/openAPIV3Schema`,
      subresources: {
        status: isRecord(sub.status),
        scale: scale ? {
          specReplicasPath: stringOrUndefined(scale.specReplicasPath),
          statusReplicasPath: stringOrUndefined(scale.statusReplicasPath),
          labelSelectorPath: stringOrUndefined(scale.labelSelectorPath),
          pointer: `${pointer}/subresources/scale`
        } : void 0
      },
      selectableFields: selectable.map((f, i) => ({
        jsonPath: isRecord(f) ? stringOrUndefined(f.jsonPath) : void 0,
        pointer: `${pointer}/selectableFields/${i}`
      })),
      raw
    });
  });
  const byName = /* @__PURE__ */ new Map();
  for (const v of versions) if (!byName.has(v.name)) byName.set(v.name, v);
  const conversion = isRecord(spec.conversion) ? spec.conversion : {};
  return {
    name: typeof object.metadata.name === "string" ? object.metadata.name : "",
    manifest,
    spec,
    group: stringOrUndefined(spec.group),
    scope: stringOrUndefined(spec.scope),
    kind: stringOrUndefined(names.kind),
    plural: stringOrUndefined(names.plural),
    singular: stringOrUndefined(names.singular),
    listKind: stringOrUndefined(names.listKind),
    shortNames: strings(names.shortNames),
    categories: strings(names.categories),
    versions,
    conversionStrategy: typeof conversion.strategy === "string" ? conversion.strategy : "None",
    preserveUnknownFields: spec.preserveUnknownFields === true,
    version: (name) => byName.get(name)
  };
}
function schemaOfVersion(crd, version) {
  const spec = isRecord(crd) && isRecord(crd.spec) ? crd.spec : void 0;
  const versions = spec && Array.isArray(spec.versions) ? spec.versions : [];
  for (const v of versions) {
    if (isRecord(v) && v.name === version) return isRecord(v.schema) ? v.schema.openAPIV3Schema : void 0;
  }
  return void 0;
}
function storedVersionsOf(crd) {
  const status = isRecord(crd) && isRecord(crd.status) ? crd.status : void 0;
  return status ? strings(status.storedVersions) : [];
}
function servedVersionsOf(crd) {
  const spec = isRecord(crd) && isRecord(crd.spec) ? crd.spec : void 0;
  const versions = spec && Array.isArray(spec.versions) ? spec.versions : [];
  return versions.flatMap((v) => isRecord(v) && typeof v.name === "string" && v.served === true ? [v.name] : []);
}

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
function jsonScalar(v) {
  return typeof v === "number" && !Number.isFinite(v) ? null : v;
}
function inArray(v) {
  return omitted(v) ? null : v;
}
function omitted(v) {
  return v === void 0 || typeof v === "function" || typeof v === "symbol";
}
function isOtherObject(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto !== Object.prototype && proto !== null || "toJSON" in v;
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
function jsonByteLength(value) {
  const v = jsonScalar(value);
  if (v === null) return 4;
  switch (typeof v) {
    case "string":
      return jsonStringBytes(v);
    case "number":
      return String(v).length;
    case "boolean":
      return v ? 4 : 5;
    case "object":
      break;
    default:
      return textBytes(JSON.stringify(v) ?? "");
  }
  if (isOtherObject(v)) return textBytes(JSON.stringify(v));
  if (Array.isArray(v)) {
    let n2 = 2 + Math.max(0, v.length - 1);
    for (const item of v) n2 += jsonByteLength(inArray(item));
    return n2;
  }
  const record = v;
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
var NOT_PLAIN_ASCII = /["\\\u0000-\u001f\u0080-\uffff]/;
function jsonStringBytes(s) {
  if (!NOT_PLAIN_ASCII.test(s)) return s.length + 2;
  let n = 2;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 34 || c === 92) n += 2;
    else if (c < 32) n += c === 8 || c === 9 || c === 10 || c === 12 || c === 13 ? 2 : 6;
    else if (c < 128) n += 1;
    else if (c < 2048) n += 2;
    else if (c >= 55296 && c <= 56319) {
      const next = s.charCodeAt(i + 1);
      if (next >= 56320 && next <= 57343) {
        n += 4;
        i += 1;
      } else n += 6;
    } else if (c >= 56320 && c <= 57343) n += 6;
    else n += 3;
  }
  return n;
}
var textEncoder = new TextEncoder();
var textBytes = (text) => textEncoder.encode(text).byteLength;

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
var SchemaPlace = class _SchemaPlace {
  constructor(parent, step, name, pathStep) {
    this.parent = parent;
    this.step = step;
    this.name = name;
    this.pathStep = pathStep;
    this.madePointer = parent === void 0 ? step : void 0;
    this.madePath = parent === void 0 ? "." : void 0;
  }
  static root(pointer) {
    return new _SchemaPlace(void 0, pointer, void 0, "same");
  }
  get pointer() {
    if (this.madePointer === void 0) {
      const above = `${this.parent?.pointer ?? ""}/${this.step}`;
      this.madePointer = this.name === void 0 ? above : `${above}/${escapeSegment(this.name)}`;
    }
    return this.madePointer;
  }
  get path() {
    if (this.madePath === void 0) {
      const parent = this.parent?.path ?? ".";
      const step = this.pathStep;
      this.madePath = step === "same" ? parent : step === "items" ? itemsPath(parent) : step === "values" ? valuesPath(parent) : childPath(parent, this.name ?? "");
    }
    return this.madePath;
  }
  /** The pointer of a keyword of this node. */
  at(keyword) {
    return appendPointer(this.pointer, keyword);
  }
  property(name) {
    return new _SchemaPlace(this, "properties", name, "property");
  }
  items() {
    return new _SchemaPlace(this, "items", void 0, "items");
  }
  values() {
    return new _SchemaPlace(this, "additionalProperties", void 0, "values");
  }
  /** A branch of allOf, anyOf or oneOf: the same field. */
  branch(keyword, index) {
    return new _SchemaPlace(this, `${escapeSegment(keyword)}/${index}`, void 0, "same");
  }
  /** A schema under a keyword (`not`): the same field. */
  keyword(keyword) {
    return new _SchemaPlace(this, escapeSegment(keyword), void 0, "same");
  }
};

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
    const intOrString = r["x-kubernetes-int-or-string"] === true;
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
    const listType = LIST_TYPES.includes(rawListType) ? rawListType : void 0;
    const rawKeys = r["x-kubernetes-list-map-keys"];
    const listMapKeys = Array.isArray(rawKeys) ? rawKeys.filter((k) => typeof k === "string") : [];
    const rules = readRules(r, pointer);
    const hasDefault = Object.prototype.hasOwnProperty.call(r, "default") && r.default !== null;
    let subtreeHasRules = rules.length > 0;
    let subtreeHasDefaults = hasDefault;
    const noteChild = (c) => {
      subtreeHasRules ||= c.subtreeHasRules;
      subtreeHasDefaults ||= c.subtreeHasDefaults;
    };
    properties?.forEach(noteChild);
    if (additionalProperties) noteChild(additionalProperties);
    if (items) noteChild(items);
    const node = { pointer, raw: r };
    if (type !== void 0) node.type = type;
    node.nullable = r.nullable === true;
    node.intOrString = intOrString;
    node.preserveUnknownFields = preserveUnknownFields;
    node.embeddedResource = embeddedResource;
    if (properties) node.properties = properties;
    if (additionalProperties) node.additionalProperties = additionalProperties;
    if (items) node.items = items;
    node.hasDefault = hasDefault;
    if (hasDefault) node.defaultValue = r.default;
    if (listType) node.listType = listType;
    node.listMapKeys = listMapKeys;
    node.rules = rules;
    node.subtreeHasRules = subtreeHasRules;
    node.subtreeHasDefaults = subtreeHasDefaults;
    return node;
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
  if (node === void 0) return value;
  if (Array.isArray(value)) {
    const items = node.items;
    if (items === void 0) return value;
    let out;
    for (let i = 0; i < value.length; i++) {
      let v = value[i];
      if (v === null && !items.nullable && items.hasDefault) v = cloneJson(items.defaultValue);
      const walked = typeof v === "object" && v !== null ? walk(v, items, { parent: loc, key: i }, ctx) : v;
      if (out === void 0) {
        if (walked === value[i]) continue;
        out = value.slice(0, i);
      }
      out.push(walked);
    }
    return out ?? value;
  }
  if (isRecord(value)) {
    const objectLike = node.type === "object" || node.properties !== void 0 || node.additionalProperties !== void 0 || node.preserveUnknownFields || node.embeddedResource;
    if (!objectLike || node.type !== void 0 && node.type !== "object") return value;
    return walkObject(value, node, loc, ctx, false);
  }
  return value;
}
function copyKeys(value, keys, count) {
  const out = {};
  for (let j = 0; j < count; j++) {
    const k = keys[j];
    setOwn(out, k, value[k]);
  }
  return out;
}
var DROPPED = /* @__PURE__ */ Symbol("dropped");
function walkObject(value, node, loc, ctx, isRoot) {
  let out;
  const typeMeta = isRoot || node.embeddedResource;
  if (node.embeddedResource && !isRoot) ctx.embedded.push(pointerOf(loc));
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const v = value[key];
    const walked = walkField(key, v, node, loc, ctx, isRoot, typeMeta);
    if (out === void 0) {
      if (walked === v) continue;
      out = copyKeys(value, keys, i);
    }
    if (walked !== DROPPED) setOwn(out, key, walked);
  }
  if (node.properties !== void 0 && node.subtreeHasDefaults) {
    for (const [key, child] of node.properties) {
      if (!child.hasDefault || Object.prototype.hasOwnProperty.call(out ?? value, key)) continue;
      if (Object.prototype.hasOwnProperty.call(value, key)) continue;
      if (isRoot && ctx.dropStatus && key === "status") continue;
      out ??= copyKeys(value, keys, keys.length);
      setOwn(out, key, walk(cloneJson(child.defaultValue), child, { parent: loc, key }, ctx));
    }
  }
  return out ?? value;
}
function walkField(key, v, node, loc, ctx, isRoot, typeMeta) {
  if (typeMeta && (key === "apiVersion" || key === "kind") && !node.properties?.has(key)) return v;
  if (typeMeta && key === "metadata") return walkMetadata(v, { parent: loc, key }, ctx);
  const child = node.properties?.get(key) ?? node.additionalProperties;
  if (child === void 0) {
    if (node.preserveUnknownFields) return v;
    if (ctx.report) ctx.violations.push(unknownField(key, { parent: loc, key }, node));
    return DROPPED;
  }
  if (v === null && !child.nullable) {
    if (child.hasDefault) {
      if (ctx.report) ctx.violations.push(nullField({ parent: loc, key }, child, true));
      return walk(cloneJson(child.defaultValue), child, { parent: loc, key }, ctx);
    }
    if (ctx.report) ctx.violations.push(nullField({ parent: loc, key }, child, false));
    return DROPPED;
  }
  const walked = typeof v === "object" && v !== null ? walk(v, child, { parent: loc, key }, ctx) : v;
  return isRoot && ctx.dropStatus && key === "status" ? DROPPED : walked;
}
function walkMetadata(value, loc, ctx) {
  if (!isRecord(value)) return value;
  let out;
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (OBJECT_META_FIELDS.has(key)) {
      if (out !== void 0) setOwn(out, key, value[key]);
      continue;
    }
    out ??= copyKeys(value, keys, i);
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
  return out ?? value;
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
  for (const _ of text) n++;
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
    const { compileAjv, convertErrors } = ajvEngine();
    const compiled = compileAjv(shaped.schema);
    if (!compiled.ok) return out;
    if (!compiled.compiled.validate(normalized.value) && compiled.compiled.validate.errors) {
      const converted = convertErrors(compiled.compiled.validate.errors, normalized.value);
      for (const v of converted.violations) out.push(v.message);
      blocking = converted.blocking;
    }
  }
  if (rules && rules.count > 0 && blocking.length === 0) {
    for (const v of celEngine().evaluateRules({ root: node, rules, object: normalized.value, blocking, nested: true }).violations) out.push(v.message);
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
var BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
var RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;
function pointerOf2(item) {
  const unmade = [];
  let known = item;
  while (known !== void 0 && known.pointer === void 0) {
    unmade.push(known);
    known = known.parent;
  }
  let pointer = known?.pointer ?? "";
  for (let i = unmade.length - 1; i >= 0; i--) pointer = unmade[i].pointer = appendPointer(pointer, unmade[i].segment);
  return pointer;
}
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
  const stack = [{ value: object, type: CRD, parent: void 0, segment: "", strict: true, pointer: "" }];
  while (stack.length > 0 && out.length < max) {
    const item = stack.pop();
    const { value, type, strict } = item;
    if (value === null || value === void 0) continue;
    if (typeof type === "string") {
      switch (type) {
        case "json":
          break;
        case "string":
          if (typeof value !== "string") wrong(pointerOf2(item), type, value);
          break;
        case "bool":
          if (typeof value !== "boolean") wrong(pointerOf2(item), type, value);
          break;
        case "int":
          if (typeof value !== "number" && typeof value !== "bigint") wrong(pointerOf2(item), type, value);
          else if (typeof value === "number" && !Number.isInteger(value)) {
            add(pointerOf2(item), `${field(pointerOf2(item))}: cannot be decoded: expected an integer, found the number ${value}`, "value");
          }
          break;
        case "float":
          if (typeof value !== "number" && typeof value !== "bigint") wrong(pointerOf2(item), type, value);
          break;
        case "bytes":
          if (typeof value !== "string") wrong(pointerOf2(item), type, value);
          else if (!BASE64.test(value.replace(/\s/g, ""))) add(pointerOf2(item), `${field(pointerOf2(item))}: cannot be decoded: expected base64-encoded bytes, found a string that is not base64`, "value");
          break;
        case "time":
          if (typeof value !== "string" || !RFC3339.test(value)) wrong(pointerOf2(item), type, value);
          break;
        case "schema":
          if (!isRecord(value)) wrong(pointerOf2(item), type, value);
          else stack.push({ ...item, type: { struct: SCHEMA_FIELDS } });
          break;
        case "schemaOrArray":
          if (isRecord(value)) stack.push({ ...item, type: { struct: SCHEMA_FIELDS }, strict: false });
          else if (Array.isArray(value)) stack.push({ ...item, type: { list: "schema" }, strict: false });
          break;
        case "schemaOrBool":
          if (isRecord(value)) stack.push({ ...item, type: { struct: SCHEMA_FIELDS }, strict: false });
          else if (typeof value !== "boolean") wrong(pointerOf2(item), type, value);
          break;
        case "schemaOrStringArray":
          if (isRecord(value)) stack.push({ ...item, type: { struct: SCHEMA_FIELDS }, strict: false });
          else if (Array.isArray(value)) stack.push({ ...item, type: STRINGS, strict: false });
          else wrong(pointerOf2(item), type, value);
          break;
      }
      continue;
    }
    if ("list" in type) {
      if (!Array.isArray(value)) {
        wrong(pointerOf2(item), type, value);
        continue;
      }
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], type: type.list, parent: item, segment: i, strict, pointer: void 0 });
      continue;
    }
    if ("map" in type) {
      if (!isRecord(value)) {
        wrong(pointerOf2(item), type, value);
        continue;
      }
      const keys2 = Object.keys(value);
      for (let i = keys2.length - 1; i >= 0; i--) stack.push({ value: value[keys2[i]], type: type.map, parent: item, segment: keys2[i], strict, pointer: void 0 });
      continue;
    }
    if (!isRecord(value)) {
      wrong(pointerOf2(item), type, value);
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      const child = type.struct[key];
      if (child === void 0 || !Object.hasOwn(type.struct, key)) {
        if (strict) {
          const p = appendPointer(pointerOf2(item), key);
          const fields = Object.keys(type.struct);
          const hint = closest(key, fields);
          const known = fields.length === 0 ? "no fields here" : fields.length <= 8 ? `one of ${fields.join(", ")}` : `a field of the API (${fields.length} known)`;
          add(p, `${field(p)}: unknown field "${key}" (strict decoding): expected ${known}${hint ? `; did you mean "${hint}"?` : ""}`, "key");
        }
        continue;
      }
      stack.push({ value: value[key], type: child, parent: item, segment: key, strict, pointer: void 0 });
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
var memo2 = /* @__PURE__ */ new WeakMap();
var NO_RULES = { byNode: /* @__PURE__ */ new Map(), ruleChildren: /* @__PURE__ */ new Map(), problems: [], count: 0 };
function validateCrd(crd) {
  const hit = memo2.get(crd);
  if (hit) return hit;
  const result = validateUncached(crd);
  memo2.set(crd, result);
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
    walker.node(v.schema, SchemaPlace.root(v.schemaPointer), "root");
    const schemaBroken = issues.slice(before).some((i) => i.severity === "error") || issues.some((i) => i.kind === "decode" && i.pointer.startsWith(v.schemaPointer));
    const read = readSchema(v.schema);
    for (const p of read.problems) {
      add({ kind: p.ruleId === "crd/schema-too-large" ? "too-large" : "schema", severity: "error", pointer: v.schemaPointer + p.pointer, version: v.name, message: p.message });
    }
    let rules;
    if (read.root && read.problems.length === 0) {
      const compile = read.root.subtreeHasRules ? celEngine().compileRules : () => NO_RULES;
      try {
        rules = compile(read.root);
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
  node(s, place, level) {
    this.common(s, place);
    const type = typeof s.type === "string" ? s.type : "";
    const intOrString = s["x-kubernetes-int-or-string"] === true;
    const preserve = s["x-kubernetes-preserve-unknown-fields"] === true;
    const embedded = s["x-kubernetes-embedded-resource"] === true;
    const props = isRecord(s.properties) ? s.properties : {};
    if (s["x-kubernetes-preserve-unknown-fields"] === false) this.add(place.at("x-kubernetes-preserve-unknown-fields"), place.path, "x-kubernetes-preserve-unknown-fields: expected true or no value, found false");
    if (type === "array" && !isRecord(s.items) && !Array.isArray(s.items)) this.add(s.items === void 0 ? place.pointer : place.at("items"), place.path, "items: expected a schema for the items of type: array, found none");
    if (s.additionalProperties !== void 0 && s.additionalProperties !== null) {
      if (level === "root" && isRecord(s.additionalProperties)) this.add(place.at("additionalProperties"), place.path, "additionalProperties: expected none at the root of the schema, found a schema");
      if (Object.keys(props).length > 0 && (s.additionalProperties === false || isRecord(s.additionalProperties))) {
        this.add(place.at("additionalProperties"), place.path, "additionalProperties: expected no additionalProperties beside properties (they are mutually exclusive), found both");
      }
      if (embedded && isRecord(s.additionalProperties)) this.add(place.at("additionalProperties"), place.path, "additionalProperties: expected none with x-kubernetes-embedded-resource, found a schema");
    }
    if (intOrString && preserve) this.add(place.at("x-kubernetes-preserve-unknown-fields"), place.path, "x-kubernetes-preserve-unknown-fields: expected false when x-kubernetes-int-or-string is true, found true");
    if (intOrString && embedded) this.add(place.at("x-kubernetes-embedded-resource"), place.path, "x-kubernetes-embedded-resource: expected false when x-kubernetes-int-or-string is true, found true");
    if (embedded && type !== "object") this.add(s.type === void 0 ? place.pointer : place.at("type"), place.path, `type: expected object with x-kubernetes-embedded-resource, found ${type === "" ? "none" : show(type)}`);
    else if (type === "" && !intOrString && !preserve && s.type === void 0) {
      const where = level === "root" ? "at the root" : level === "item" ? "for array items" : "for object fields";
      this.add(place.pointer, place.path, `type: expected a type ${where} (a structural schema gives every field a type, unless it is x-kubernetes-int-or-string or x-kubernetes-preserve-unknown-fields), found none`);
    }
    if (embedded && !preserve && Object.keys(props).length === 0) this.add(place.pointer, place.path, "properties: expected at least one property with x-kubernetes-embedded-resource (without x-kubernetes-preserve-unknown-fields), found none");
    if (level === "root" && type !== "" && type !== "object") this.add(place.at("type"), place.path, `type: expected object at the root, found ${show(type)}`);
    if (level === "root" && isRecord(props.metadata)) this.rootMetadata(props.metadata, appendPointer(place.at("properties"), "metadata"));
    this.extensions(s, place, type);
    for (const k of COMPOSITION) {
      const branches = s[k];
      if (!Array.isArray(branches)) continue;
      branches.forEach((b, i) => {
        if (isRecord(b)) this.nested(b, place.branch(k, i), intOrString && k === "anyOf");
      });
    }
    if (isRecord(s.not)) this.nested(s.not, place.keyword("not"), false);
    for (const name of Object.keys(props)) {
      const child = props[name];
      if (isRecord(child)) this.node(child, place.property(name), "field");
    }
    if (isRecord(s.items)) this.node(s.items, place.items(), "item");
    if (isRecord(s.additionalProperties)) this.node(s.additionalProperties, place.values(), "field");
  }
  /** Checks that apply inside composition branches too. */
  common(s, place) {
    for (const k of UNSUPPORTED) {
      if (Object.hasOwn(s, k) && s[k] !== null && s[k] !== "") this.add(appendPointer(place.pointer, k), place.path, `${k}: expected no ${k} (not supported in CRD schemas), found one`, "schema");
    }
    if (typeof s.type === "string" && s.type !== "" && !SCHEMA_TYPES2.includes(s.type)) {
      this.add(appendPointer(place.pointer, "type"), place.path, `type: expected one of ${SCHEMA_TYPES2.join(", ")}, found ${show(s.type)}${s.type === "null" ? " (use nullable: true)" : ""}`, "schema");
    }
    if (Array.isArray(s.items)) this.add(appendPointer(place.pointer, "items"), place.path, "items: expected a schema (a mapping), found a list of schemas", "schema");
    if (s.uniqueItems === true) this.add(appendPointer(place.pointer, "uniqueItems"), place.path, "uniqueItems: expected false or no value (use x-kubernetes-list-type: set), found true", "schema");
    if (typeof s.pattern === "string") {
      const compiled = compileRe2(s.pattern);
      if (!compiled.ok) this.add(appendPointer(place.pointer, "pattern"), place.path, `pattern: expected a valid RE2 regular expression, found ${show(shortPattern(s.pattern))} (${compiled.error})`, "schema");
    }
    this.rules(s, place);
  }
  rules(s, place) {
    const list = s["x-kubernetes-validations"];
    if (!Array.isArray(list)) return;
    list.forEach((item, i) => {
      if (!isRecord(item)) return;
      const p = appendPointer(appendPointer(place.pointer, "x-kubernetes-validations"), i);
      const path = place.path;
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
  nested(s, place, intOrStringBranch) {
    this.common(s, place);
    for (const k of NESTED_FORBIDDEN) {
      if (!Object.hasOwn(s, k)) continue;
      if (k === "type" && intOrStringBranch && (s.type === "integer" || s.type === "string")) continue;
      if (k === "nullable" && s.nullable === false) continue;
      this.add(appendPointer(place.pointer, k), place.path, `${k}: expected no ${k} inside allOf, anyOf, oneOf or not (structural schema), found one`, k === "default" ? "default" : "structural");
    }
    const props = isRecord(s.properties) ? s.properties : {};
    for (const name of Object.keys(props)) {
      const child = props[name];
      if (isRecord(child)) this.nested(child, place.property(name), false);
    }
    if (isRecord(s.items)) this.nested(s.items, place.items(), false);
    if (isRecord(s.additionalProperties)) this.nested(s.additionalProperties, place.values(), false);
    for (const k of COMPOSITION) {
      const branches = s[k];
      if (Array.isArray(branches)) branches.forEach((b, i) => isRecord(b) && this.nested(b, place.branch(k, i), false));
    }
    if (isRecord(s.not)) this.nested(s.not, place.keyword("not"), false);
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
  extensions(s, place, type) {
    const listType = s["x-kubernetes-list-type"];
    const keys = s["x-kubernetes-list-map-keys"];
    const mapType = s["x-kubernetes-map-type"];
    const hasKeys = Array.isArray(keys) && keys.length > 0;
    if (typeof listType === "string" && listType !== "") {
      if (listType !== "atomic" && listType !== "set" && listType !== "map") {
        this.add(place.at("x-kubernetes-list-type"), place.path, `x-kubernetes-list-type: expected atomic, set or map, found ${show(listType)}`, "list-type");
      } else if (type !== "array") {
        this.add(s.type === void 0 ? place.pointer : place.at("type"), place.path, `type: expected array with x-kubernetes-list-type, found ${type === "" ? "none" : show(type)}`, "list-type");
      }
    }
    if (typeof mapType === "string" && mapType !== "") {
      if (mapType !== "granular" && mapType !== "atomic") {
        this.add(place.at("x-kubernetes-map-type"), place.path, `x-kubernetes-map-type: expected atomic or granular, found ${show(mapType)}`, "list-type");
      } else if (type !== "object") {
        this.add(s.type === void 0 ? place.pointer : place.at("type"), place.path, `type: expected object with x-kubernetes-map-type, found ${type === "" ? "none" : show(type)}`, "list-type");
      }
    }
    if (hasKeys && listType !== "map") {
      this.add(place.at("x-kubernetes-list-map-keys"), place.path, `x-kubernetes-list-type: expected map with x-kubernetes-list-map-keys, found ${listType === void 0 ? "none" : show(listType)}`, "list-type");
    }
    const items = isRecord(s.items) ? s.items : void 0;
    if (listType === "map") {
      if (!hasKeys) {
        this.add(place.pointer, place.path, "x-kubernetes-list-map-keys: expected at least one key with x-kubernetes-list-type: map, found none", "list-type");
      } else if (items) {
        if (items.type !== "object") this.add(place.at("items"), place.path, `items.type: expected object for x-kubernetes-list-type: map, found ${items.type === void 0 ? "none" : show(items.type)}`, "list-type");
        const itemProps = isRecord(items.properties) ? items.properties : {};
        const required = Array.isArray(items.required) ? items.required : [];
        const seen = /* @__PURE__ */ new Set();
        for (const key of keys) {
          if (seen.has(key)) this.add(place.at("x-kubernetes-list-map-keys"), place.path, `x-kubernetes-list-map-keys: expected unique keys, found ${show(key)} twice`, "list-type");
          seen.add(key);
          const prop = typeof key === "string" ? itemProps[key] : void 0;
          if (!isRecord(prop)) {
            this.add(place.at("x-kubernetes-list-map-keys"), place.path, `x-kubernetes-list-map-keys: expected properties of the items, found ${show(key)}, which is not one`, "list-type");
            continue;
          }
          if (!["string", "integer", "number", "boolean"].includes(String(prop.type)) && prop["x-kubernetes-int-or-string"] !== true) {
            this.add(place.at("x-kubernetes-list-map-keys"), place.path, `x-kubernetes-list-map-keys: expected scalar key fields, found ${show(key)} of type ${prop.type === void 0 ? "none" : show(prop.type)}`, "list-type");
          }
          if (!required.includes(key) && !Object.hasOwn(prop, "default")) {
            this.add(place.at("x-kubernetes-list-map-keys"), place.path, `x-kubernetes-list-map-keys: expected key fields that are required or have a default, found ${show(key)}, which is neither`, "list-type");
          }
          if (prop.nullable === true) this.add(place.at("x-kubernetes-list-map-keys"), place.path, `x-kubernetes-list-map-keys: expected key fields that are not nullable, found ${show(key)} nullable`, "list-type");
        }
      }
    }
    if (listType === "set" && items && items.type === "object" && items["x-kubernetes-map-type"] !== "atomic") {
      this.add(place.at("items"), place.path, `items.x-kubernetes-map-type: expected atomic for the object items of a list with x-kubernetes-list-type: set, found ${items["x-kubernetes-map-type"] === void 0 ? "none" : show(items["x-kubernetes-map-type"])}`, "list-type");
    }
    if (listType === "set" && items && items.type === "array" && items["x-kubernetes-list-type"] !== "atomic") {
      this.add(place.at("items"), place.path, "items.x-kubernetes-list-type: expected atomic for the list items of a list with x-kubernetes-list-type: set, found none", "list-type");
    }
  }
};

export {
  deepEqual,
  canonicalJson,
  sameJson,
  jsonByteLength,
  childPath,
  itemsPath,
  valuesPath,
  isWithin,
  SchemaPlace,
  readSchema,
  normalize,
  CRD_KIND,
  CRD_API_VERSION,
  isCrdManifest,
  readCrd,
  schemaOfVersion,
  storedVersionsOf,
  servedVersionsOf,
  validateCrd
};
