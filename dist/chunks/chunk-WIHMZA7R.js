import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  SchemaPlace,
  canonicalJson,
  childPath,
  deepEqual,
  itemsPath,
  jsonByteLength,
  validateCrd,
  valuesPath
} from "./chunk-FQ4NOYGT.js";
import {
  MAX_EXPRESSION_LENGTH,
  checkNesting
} from "./chunk-6HZSUFL7.js";
import {
  celEngine,
  formatChecker
} from "./chunk-7CTFDBBF.js";
import {
  BoundedMemo,
  compileRe2
} from "./chunk-5WTWSETK.js";
import {
  isRecord
} from "./chunk-OAWLX4HV.js";
import {
  appendPointer,
  escapeSegment
} from "./chunk-ALUEK7QH.js";

// src/core/crd-compat/types.ts
var RULE_ID_PREFIX = "crd-compat/";
function isRecordSchema(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

// src/core/crd-compat/rules/shared.ts
var EXISTING = {
  tolerated: "tolerated by validation ratcheting (updates that leave the value unchanged still pass; creates, and edits of this field, must comply)",
  none: "unaffected",
  pruned: "data stored under it is pruned when read and lost on the next write; the change is not a validation, so ratcheting does not apply"
};
function enforced(reason) {
  return `not tolerated: ${reason}, so objects that do not comply are rejected on every write, including updates that leave them unchanged`;
}
function nextVersion(version) {
  const m = /^v(\d+)(?:(alpha|beta)(\d+))?$/.exec(version);
  if (!m) return `${version}-next`;
  if (m[2] !== void 0) return `v${m[1]}${m[2]}${Number(m[3]) + 1}`;
  return `v${Number(m[1]) + 1}`;
}
function newVersionRemedy(version) {
  const next = nextVersion(version);
  return `add ${next} with the new shape and a conversion webhook; keep ${version} served and unchanged until stored objects are migrated`;
}
function breakingRemedy(context, specific) {
  if (context.scope === "served-versions") return `${capitalise(specific)}; or convert between the served versions with a conversion webhook.`;
  return `${capitalise(specific)}; or ${newVersionRemedy(context.version)}.`;
}
function capitalise(text) {
  return text.length === 0 ? text : text[0].toUpperCase() + text.slice(1);
}
function versionScope(base, version) {
  const v = base.version(version);
  if (!v) return "new-version";
  return v.served ? "in-place-served" : "in-place-unserved";
}
function isStringArray(value) {
  return Array.isArray(value) && value.every((x) => typeof x === "string");
}
function asNumber(value) {
  return typeof value === "number" && Number.isFinite(value) ? value : void 0;
}
function list(items, max = 5) {
  const shown = items.slice(0, max).join(", ");
  return items.length > max ? `${shown} and ${items.length - max} more` : shown;
}
function versionFacet(key2) {
  const m = /^spec\.versions\[([^\]]*)\](?:\.(.*))?$/.exec(key2);
  if (!m) return void 0;
  return { version: m[1] ?? "", rest: m[2] ?? "" };
}

// src/core/crd-compat/rules/additional-properties-changed.ts
var KEYWORD = "additionalProperties";
function describe(value) {
  if (value === void 0) return "unset";
  if (value === true) return "true (any value)";
  if (value === false) return "false";
  return "a schema";
}
var additionalPropertiesChanged = {
  id: "additional-properties-changed",
  summary: "A map became an object or the reverse, or additionalProperties was added, removed, narrowed or widened (a widening lets objects carry anything there)",
  defaultSeverity: "error",
  tier: "breaking",
  onNode(ctx) {
    if (!ctx.changed.has(KEYWORD)) return;
    ctx.consume(KEYWORD);
    const before = ctx.base.schema[KEYWORD];
    const after = ctx.head.schema[KEYWORD];
    const hadProps = isRecordSchema(ctx.base.schema.properties) && Object.keys(ctx.base.schema.properties).length > 0;
    const hasProps = isRecordSchema(ctx.head.schema.properties) && Object.keys(ctx.head.schema.properties).length > 0;
    const wasMap = before !== void 0 && before !== false;
    const isMap = after !== void 0 && after !== false;
    const anchor = Object.hasOwn(ctx.head.schema, KEYWORD) ? ctx.head.anchor(KEYWORD) : ctx.head.anchor();
    if (wasMap && !isMap) {
      ctx.report({
        message: `additionalProperties removed (was ${describe(before)})${hasProps ? ": the map became an object with fixed fields" : ""}`,
        ratchet: "enforced",
        existing: enforced("removing additionalProperties is not ratcheted, and keys that are not declared fields are pruned and lost"),
        hint: breakingRemedy(ctx, "keep additionalProperties"),
        anchor
      });
    } else if (!wasMap && isMap) {
      if (!hadProps) {
        ctx.report({
          message: `additionalProperties set to ${describe(after)}: the object is a map now and stores any key`,
          ratchet: "not-applicable",
          existing: "unaffected; from now on any writer may store arbitrary keys here, and every reader receives them",
          hint: "Declare the fields that are needed instead; or acknowledge it in policies/crd-compat.yaml after checking what every reader does with arbitrary keys.",
          anchor
        });
        return;
      }
      ctx.report({
        message: `the object with fields became a map (additionalProperties ${describe(after)})`,
        ratchet: "tolerated",
        existing: `${EXISTING.tolerated}; typed clients that decode the fields break`,
        hint: breakingRemedy(ctx, "keep the object with its declared fields"),
        anchor
      });
    } else if (before === true && isRecordSchema(after)) {
      ctx.report({
        message: "map values narrowed from any value to a schema",
        ratchet: "tolerated",
        existing: EXISTING.tolerated,
        hint: breakingRemedy(ctx, "keep accepting any value"),
        anchor
      });
    } else if (isRecordSchema(before) && after === true) {
      ctx.report({
        message: "map values widened from a schema to any value",
        ratchet: "not-applicable",
        existing: "unaffected; from now on any writer may store values of any shape here, and every reader receives them",
        hint: "Keep the value schema; or acknowledge it in policies/crd-compat.yaml after checking that every reader handles values of any shape.",
        anchor
      });
    }
  }
};

// src/core/crd-compat/rules/bounds.ts
var BOUND_KEYWORDS = [
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "minProperties",
  "maxProperties",
  "multipleOf",
  "uniqueItems"
];
function boundChanges(base, head, changed) {
  for (const k of BOUND_KEYWORDS) {
    if (!changed.has(k)) continue;
    const ok = (v) => v === void 0 || (k.startsWith("exclusive") || k === "uniqueItems" ? typeof v === "boolean" : asNumber(v) !== void 0);
    if (!ok(base[k]) || !ok(head[k])) return void 0;
  }
  const out = [];
  if (changed.has("minimum") || changed.has("exclusiveMinimum")) limit(out, base, head, "minimum", "exclusiveMinimum", 1);
  if (changed.has("maximum") || changed.has("exclusiveMaximum")) limit(out, base, head, "maximum", "exclusiveMaximum", -1);
  for (const k of ["minLength", "minItems", "minProperties"]) if (changed.has(k)) size(out, base, head, k, 1);
  for (const k of ["maxLength", "maxItems", "maxProperties"]) if (changed.has(k)) size(out, base, head, k, -1);
  if (changed.has("multipleOf")) multiple(out, base, head);
  if (changed.has("uniqueItems")) {
    const on = head.uniqueItems === true;
    if (on !== (base.uniqueItems === true)) {
      out.push({ keyword: "uniqueItems", direction: on ? "tightened" : "loosened", text: on ? "uniqueItems turned on" : "uniqueItems turned off" });
    }
  }
  return out;
}
function limit(out, base, head, key2, excl, sign) {
  const b = asNumber(base[key2]);
  const h = asNumber(head[key2]);
  const be = base[excl] === true;
  const he = head[excl] === true;
  if (b === void 0 && h !== void 0) {
    out.push({ keyword: key2, direction: "tightened", text: `${key2} ${h}${he ? " (exclusive)" : ""} added` });
  } else if (b !== void 0 && h === void 0) {
    out.push({ keyword: key2, direction: "loosened", text: `${key2} ${b} removed` });
  } else if (b !== void 0 && h !== void 0) {
    if (b !== h) {
      const tighter = sign * (h - b) > 0;
      out.push({ keyword: key2, direction: tighter ? "tightened" : "loosened", text: `${key2} ${h > b ? "raised" : "lowered"} from ${b} to ${h}` });
    } else if (be !== he) {
      out.push({
        keyword: excl,
        direction: he ? "tightened" : "loosened",
        text: he ? `${excl} turned on: ${b} itself is no longer allowed` : `${excl} turned off: ${b} itself is allowed now`
      });
    }
  } else if (be !== he) {
    out.push({ keyword: excl, direction: "loosened", text: `${excl} ${he ? "set" : "unset"} without ${key2} (no effect)` });
  }
}
function size(out, base, head, key2, sign) {
  const none = sign === 1 ? 0 : Infinity;
  const b = asNumber(base[key2]) ?? none;
  const h = asNumber(head[key2]) ?? none;
  if (b === h) return;
  const tighter = sign * (h - b) > 0;
  const text = base[key2] === void 0 ? `${key2} ${h} added` : head[key2] === void 0 ? `${key2} ${b} removed` : `${key2} ${h > b ? "raised" : "lowered"} from ${b} to ${h}`;
  out.push({ keyword: key2, direction: tighter ? "tightened" : "loosened", text });
}
function multiple(out, base, head) {
  const b = asNumber(base.multipleOf);
  const h = asNumber(head.multipleOf);
  if (b === h) return;
  if (b === void 0) out.push({ keyword: "multipleOf", direction: "tightened", text: `multipleOf ${h} added` });
  else if (h === void 0) out.push({ keyword: "multipleOf", direction: "loosened", text: `multipleOf ${b} removed` });
  else {
    const looser = isMultiple(b, h);
    out.push({ keyword: "multipleOf", direction: looser ? "loosened" : "tightened", text: `multipleOf changed from ${b} to ${h}` });
  }
}
function isMultiple(value, of) {
  const q = value / of;
  return Math.abs(q - Math.round(q)) < 1e-9;
}

// src/core/crd-compat/rules/bound-loosened.ts
var boundLoosened = {
  id: "bound-loosened",
  summary: "A bound got looser or was removed (a loosening)",
  defaultSeverity: "info",
  tier: "loosening",
  onNode(ctx) {
    const changes = boundChanges(ctx.base.schema, ctx.head.schema, ctx.changed);
    if (!changes) return;
    for (const k of BOUND_KEYWORDS) if (ctx.changed.has(k)) ctx.consume(k);
    for (const c of changes) {
      if (c.direction !== "loosened") continue;
      ctx.report({
        message: c.text,
        ratchet: "not-applicable",
        existing: EXISTING.none,
        hint: "Readers must now handle values outside the old bound.",
        anchor: Object.hasOwn(ctx.head.schema, c.keyword) ? ctx.head.anchor(c.keyword) : ctx.head.anchor()
      });
    }
  }
};

// src/core/crd-compat/canonical.ts
var DOC_KEYWORDS = ["description", "title", "example", "externalDocs"];
var DOC_SET = new Set(DOC_KEYWORDS);
function stripDocs(schema) {
  if (Array.isArray(schema)) return schema.map(stripDocs);
  if (!isRecord(schema)) return schema;
  const out = {};
  for (const [k, v] of Object.entries(schema)) {
    if (DOC_SET.has(k)) continue;
    out[k] = k === "properties" && isRecord(v) ? mapValues(v, stripDocs) : stripDocs(v);
  }
  return out;
}
function mapValues(o, f) {
  const out = {};
  for (const [k, v] of Object.entries(o)) out[k] = f(v);
  return out;
}
function sameShape(a, b) {
  return canonicalJson(stripDocs(a)) === canonicalJson(stripDocs(b));
}
function show(value, max = 80) {
  if (value === void 0) return "unset";
  const text = typeof value === "string" ? JSON.stringify(value) : canonicalJson(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
var STORED_SHAPE_KEYWORDS = /* @__PURE__ */ new Set([
  "type",
  "properties",
  "items",
  "additionalProperties",
  "default",
  "nullable",
  "x-kubernetes-preserve-unknown-fields",
  "x-kubernetes-embedded-resource",
  "x-kubernetes-int-or-string"
]);
function storedShape(schema) {
  if (Array.isArray(schema)) return schema.map(storedShape);
  if (!isRecord(schema)) return schema;
  const out = {};
  for (const [k, v] of Object.entries(schema)) {
    if (!STORED_SHAPE_KEYWORDS.has(k)) continue;
    if (k === "default") out[k] = v;
    else out[k] = k === "properties" && isRecord(v) ? mapValues(v, storedShape) : storedShape(v);
  }
  return out;
}
function sameStoredShape(a, b) {
  return canonicalJson(storedShape(a)) === canonicalJson(storedShape(b));
}

// src/core/crd-compat/rules/values.ts
function enumOf(schema) {
  const e = schema.enum;
  return Array.isArray(e) && e.length > 0 ? e : void 0;
}
function minus(a, b) {
  const keys = new Set(b.map(canonicalJson));
  return a.filter((v) => !keys.has(canonicalJson(v)));
}
function showValues(values, max = 6) {
  const shown = values.slice(0, max).map((v) => show(v, 40)).join(", ");
  return values.length > max ? `${shown} and ${values.length - max} more` : shown;
}
function compilePattern(pattern) {
  const compiled = compileRe2(pattern);
  return compiled.ok ? compiled.re : null;
}
function rejectedBy(pattern, values) {
  const re = compilePattern(pattern);
  if (!re) return void 0;
  return values.filter((v) => typeof v === "string" && !re.test(v));
}
function patternOf(schema) {
  return typeof schema.pattern === "string" ? schema.pattern : void 0;
}

// src/core/crd-compat/admits.ts
var CEL_KEYWORD = "x-kubernetes-validations";
var MAX_FINITE = 1e3;
var MAX_WITNESS_LENGTH = 4096;
var PATTERN_SAMPLES = 32;
function admits(schema, value, keywords) {
  const on = (k) => (keywords ? keywords.has(k) : true) && Object.hasOwn(schema, k);
  let undecided = false;
  const check = (result) => {
    if (result === void 0) undecided = true;
    return result === false;
  };
  if (value === null) return schema.nullable === true || !on("type") ? true : false;
  if (on("type") || keywords === void 0 && schema["x-kubernetes-int-or-string"] === true) {
    if (check(typeAdmits(schema, value))) return false;
  }
  if (on("enum") && Array.isArray(schema.enum) && schema.enum.length > 0) {
    const key2 = canonicalJson(value);
    if (!schema.enum.some((e) => canonicalJson(e) === key2)) return false;
  }
  if (typeof value === "string") {
    const length = [...value].length;
    if (on("minLength") && typeof schema.minLength === "number" && length < schema.minLength) return false;
    if (on("maxLength") && typeof schema.maxLength === "number" && length > schema.maxLength) return false;
    if (on("pattern") && typeof schema.pattern === "string") {
      if (check(patternMatches(schema.pattern, value))) return false;
    }
    if (on("format") && typeof schema.format === "string") {
      const checker = formatChecker(schema.format);
      if (checker && !checker.validate(value)) return false;
    }
  }
  if (typeof value === "number") {
    const min = schema.minimum;
    const max = schema.maximum;
    if ((on("minimum") || on("exclusiveMinimum")) && typeof min === "number") {
      if (value < min || schema.exclusiveMinimum === true && value === min) return false;
    }
    if ((on("maximum") || on("exclusiveMaximum")) && typeof max === "number") {
      if (value > max || schema.exclusiveMaximum === true && value === max) return false;
    }
    if (on("multipleOf") && typeof schema.multipleOf === "number" && schema.multipleOf > 0) {
      const q = value / schema.multipleOf;
      if (Math.abs(q - Math.round(q)) > 1e-9) return false;
    }
  }
  if (on(CEL_KEYWORD) && check(celAdmits(schema, value))) return false;
  return undecided ? void 0 : true;
}
var MAX_PATTERN_RESULTS = 2e4;
var patternResults = new BoundedMemo(MAX_PATTERN_RESULTS);
function patternMatches(pattern, value) {
  const key2 = `${pattern}\0${value}`;
  return patternResults.get(key2, () => {
    const re = compilePattern(pattern);
    return re ? re.test(value) : void 0;
  });
}
function typeAdmits(schema, value) {
  if (schema["x-kubernetes-int-or-string"] === true) return typeof value === "string" || typeof value === "number" && Number.isInteger(value);
  switch (schema.type) {
    case void 0:
      return true;
    case "string":
      return typeof value === "string";
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "number":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    case "array":
      return Array.isArray(value);
    case "object":
      return isRecordSchema(value);
    default:
      return void 0;
  }
}
var programs = /* @__PURE__ */ new Map();
function program(rule) {
  let p = programs.get(rule);
  if (p === void 0) {
    const { compileCel, T } = celEngine();
    const compiled = compileCel(rule, { variables: { self: T.dyn }, returnTypes: [T.bool] });
    p = compiled.ok ? compiled.program : null;
    if (programs.size > 500) programs.clear();
    programs.set(rule, p);
  }
  return p;
}
function celAdmits(schema, value) {
  const rules2 = schema[CEL_KEYWORD];
  if (!Array.isArray(rules2)) return void 0;
  let undecided = false;
  for (const r of rules2) {
    if (!isRecordSchema(r) || typeof r.rule !== "string") return void 0;
    if (/\boldSelf\b/.test(r.rule)) continue;
    const p = program(r.rule);
    if (!p) {
      undecided = true;
      continue;
    }
    const { evaluate, toCelValue } = celEngine();
    const result = evaluate(p, { self: toCelValue(value, { schema: { type: typeof schema.type === "string" ? schema.type : void 0 } }) });
    if (!result.ok || typeof result.value !== "boolean") undecided = true;
    else if (!result.value) return false;
  }
  return undecided ? void 0 : true;
}
function finiteAdmitted(schema) {
  let candidates;
  let description;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    if (schema.enum.length > MAX_FINITE) return void 0;
    candidates = schema.enum;
    description = `its enum ${showSome(schema.enum)}`;
  } else if (schema.type === "boolean") {
    candidates = [true, false];
    description = "a boolean";
  } else {
    return void 0;
  }
  const sure = [];
  const maybe = [];
  for (const v of candidates) {
    const a = admits(schema, v);
    if (a === true) sure.push(v);
    else if (a === void 0) maybe.push(v);
  }
  const dropped = candidates.length - sure.length - maybe.length;
  if (dropped > 0) description += ` (${dropped} of them refused by its other constraints)`;
  return { sure, maybe, description };
}
function showSome(values, max = 6) {
  const shown = values.slice(0, max).map((v) => show(v, 40)).join(", ");
  return values.length > max ? `${shown} and ${values.length - max} more` : shown;
}
function refusedByHead(base, head, keywords) {
  const only = new Set(keywords);
  const finite = finiteAdmitted(base);
  if (finite) {
    for (const v of finite.sure) {
      const a = admits(head, v, only);
      if (a === false) return { kind: "refused", example: show(v, 60) };
      if (a === void 0) return { kind: "unknown" };
    }
    for (const v of finite.maybe) if (admits(head, v, only) !== true) return { kind: "unknown" };
    if (finite.maybe.length > 0) return { kind: "unknown" };
    return { kind: "none-refused", reason: `the old schema admitted only ${finite.description}, and every one of them passes the new ${keywords.join(" and ")}` };
  }
  const counted = countWitness(base, head, only);
  if (counted) return counted;
  for (const w of witnesses(base, head)) {
    if (admits(base, w) === true && admits(head, w, only) === false) return { kind: "refused", example: show(w, 60) };
  }
  return { kind: "unknown" };
}
function witnesses(base, head) {
  const out = [];
  if (Object.hasOwn(base, "default")) out.push(base.default);
  const type = base["x-kubernetes-int-or-string"] === true ? "int-or-string" : base.type;
  const numeric = type === "integer" || type === "number" || type === "int-or-string" || type === void 0;
  const textual = type === "string" || type === "int-or-string" || type === void 0;
  if (numeric) {
    const anchors = /* @__PURE__ */ new Set();
    for (const s of [head, base]) {
      for (const k of ["minimum", "maximum", "multipleOf"]) {
        const n = s[k];
        if (typeof n === "number" && Number.isFinite(n)) for (const d of [-1, -0.5, 0, 0.5, 1]) anchors.add(n + d);
      }
    }
    const bm = base.multipleOf;
    if (typeof bm === "number" && bm > 0) for (let k = -3; k <= 3; k++) anchors.add(bm * k);
    for (const n of [0, 1, -1]) anchors.add(n);
    for (const n of anchors) if (type !== "integer" || Number.isInteger(n)) out.push(n);
  }
  if (textual) {
    const lengths = /* @__PURE__ */ new Set([1, 2, 0]);
    for (const s of [head, base]) {
      for (const k of ["minLength", "maxLength"]) {
        const n = s[k];
        if (typeof n === "number" && Number.isInteger(n)) {
          for (const d of [-1, 0, 1]) if (n + d >= 0 && n + d <= MAX_WITNESS_LENGTH) lengths.add(n + d);
        }
      }
    }
    for (const n of lengths) for (const c of ["a", "A", "0", "a0"]) out.push(c.repeat(n).slice(0, n));
    out.push("-", "_", "a b", "a.b", "a:b", "a/b", "a-b", "A_B", "example.com", "not a valid value!");
    if (typeof base.pattern === "string") out.push(...compilePattern(base.pattern)?.samples(PATTERN_SAMPLES) ?? []);
  }
  if (type === "boolean" || type === void 0) out.push(true, false);
  return out;
}
var COUNTS = {
  minItems: { max: "maxItems", unit: "item" },
  maxItems: { min: "minItems", unit: "item" },
  minProperties: { max: "maxProperties", unit: "property" },
  maxProperties: { min: "minProperties", unit: "property" }
};
function countWitness(base, head, only) {
  const keys = [...only].filter((k) => Object.hasOwn(COUNTS, k));
  if (keys.length === 0 || keys.length !== only.size) return void 0;
  if (Object.hasOwn(base, CEL_KEYWORD)) return { kind: "unknown" };
  const num = (s, k, fallback) => typeof s[k] === "number" ? s[k] : fallback;
  const ranges = [];
  for (const k of keys) {
    const items = k.endsWith("Items");
    const lowKey = items ? "minItems" : "minProperties";
    const highKey = items ? "maxItems" : "maxProperties";
    let oldHigh = num(base, highKey, Infinity);
    const itemSchema = base.items;
    if (items && base.uniqueItems === true && isRecordSchema(itemSchema) && Array.isArray(itemSchema.enum)) oldHigh = Math.min(oldHigh, itemSchema.enum.length);
    const oldLow = num(base, lowKey, 0);
    const n = k.startsWith("max") ? num(head, k, Infinity) + 1 : num(head, k, 0) - 1;
    if (!Number.isFinite(n) || n < oldLow || n > oldHigh || n < 0) {
      ranges.push(`${oldLow} to ${oldHigh}`);
      continue;
    }
    const unit = COUNTS[k].unit;
    const what = items ? "list" : "object";
    return { kind: "refused", example: n === 0 ? `an empty ${what}` : `a${items ? "" : "n"} ${what} of ${n} ${n === 1 ? unit : unit === "property" ? "properties" : "items"}` };
  }
  return { kind: "none-refused", reason: `the old schema admitted only ${ranges.join(" and ")} entries, all of which the new ${keys.join(" and ")} admits` };
}

// src/core/crd-compat/rules/tightening.ts
function judgeTightening(ctx, keywords) {
  return refusedByHead(ctx.base.schema, ctx.head.schema, keywords);
}
function withExample(message, verdict) {
  return verdict.kind === "refused" ? `${message}; ${verdict.example} was admitted before and is refused now` : message;
}
function reportNotATightening(ctx, message, verdict, anchor) {
  ctx.report({
    message: `${message}; not a tightening: ${verdict.reason}`,
    severity: "info",
    ratchet: "not-applicable",
    existing: EXISTING.none,
    hint: "No action needed: every value the old schema admitted is still valid.",
    anchor
  });
}

// src/core/crd-compat/rules/bound-tightened.ts
var COMPANIONS = {
  minimum: ["minimum", "exclusiveMinimum"],
  exclusiveMinimum: ["minimum", "exclusiveMinimum"],
  maximum: ["maximum", "exclusiveMaximum"],
  exclusiveMaximum: ["maximum", "exclusiveMaximum"]
};
var boundTightened = {
  id: "bound-tightened",
  summary: "A minimum, maximum, length, item or property count, multipleOf or uniqueItems bound got stricter (info when no value the old schema admitted is refused)",
  defaultSeverity: "error",
  tier: "breaking",
  onNode(ctx) {
    const changes = boundChanges(ctx.base.schema, ctx.head.schema, ctx.changed);
    if (!changes) return;
    for (const k of BOUND_KEYWORDS) if (ctx.changed.has(k)) ctx.consume(k);
    for (const c of changes) {
      if (c.direction !== "tightened") continue;
      const anchor = Object.hasOwn(ctx.head.schema, c.keyword) ? ctx.head.anchor(c.keyword) : ctx.head.anchor();
      const verdict = judgeTightening(ctx, COMPANIONS[c.keyword] ?? [c.keyword]);
      if (verdict.kind === "none-refused") {
        reportNotATightening(ctx, c.text, verdict, anchor);
        continue;
      }
      ctx.report({
        message: withExample(c.text, verdict),
        ratchet: "tolerated",
        existing: EXISTING.tolerated,
        hint: breakingRemedy(ctx, "keep the old bound and enforce the new limit in the controller"),
        anchor
      });
    }
  }
};

// src/core/crd-compat/cel-cost.ts
var STATIC_ESTIMATED_COST_LIMIT = 1e7;
var STATIC_ESTIMATED_CRD_COST_LIMIT = 1e8;
var MAX_REQUEST_SIZE_BYTES = 3 * 1024 * 1024;
var STRING_TRAVERSAL_FACTOR = 0.1;
var STRING_SCANS = /* @__PURE__ */ new Set(["contains", "startsWith", "endsWith", "matches"]);
var LOGICAL = /* @__PURE__ */ new Set(["_&&_", "_||_", "!_", "@not_strictly_false"]);
function minSize(schema) {
  switch (schema.type) {
    case "boolean":
      return 4;
    case "number":
    case "integer":
      return 1;
    case "string":
    case "array":
    case "object":
      return 2;
    default:
      return 1;
  }
}
function maxSize(schema) {
  if (schema.type === "array") {
    if (typeof schema.maxItems === "number") return schema.maxItems;
    const items = isRecordSchema(schema.items) ? schema.items : {};
    return Math.floor((MAX_REQUEST_SIZE_BYTES - 2) / (minSize(items) + 1));
  }
  if (schema.type === "object" && isRecordSchema(schema.additionalProperties)) {
    if (typeof schema.maxProperties === "number") return schema.maxProperties;
    return Math.floor((MAX_REQUEST_SIZE_BYTES - 2) / (minSize(schema.additionalProperties) + 4));
  }
  if (schema.type === "string") {
    if (typeof schema.maxLength === "number") return schema.maxLength;
    if (Array.isArray(schema.enum) || typeof schema.format === "string") return 0;
    return MAX_REQUEST_SIZE_BYTES - 2;
  }
  return void 0;
}
function estimateRuleCosts(root) {
  const out = [];
  const visit2 = (node, pointer, bounded, depth) => {
    if (depth > 64) return;
    const rules2 = node["x-kubernetes-validations"];
    if (Array.isArray(rules2)) {
      const cardinality = bounded ?? Math.floor(MAX_REQUEST_SIZE_BYTES / (minSize(node) + 1));
      for (const [i, r] of rules2.entries()) {
        if (!isRecordSchema(r) || typeof r.rule !== "string") continue;
        const cost2 = ruleCost(r.rule, node);
        out.push({ pointer: `${pointer}/x-kubernetes-validations/${i}/rule`, rule: r.rule, cost: cost2, cardinality, total: cost2 * cardinality });
      }
    }
    if (isRecordSchema(node.properties)) {
      for (const [name, child] of Object.entries(node.properties)) {
        if (isRecordSchema(child)) visit2(child, `${pointer}/properties/${escapeSegment(name)}`, bounded, depth + 1);
      }
    }
    const declared = node.type === "array" ? node.maxItems : node.maxProperties;
    const below = bounded !== void 0 && typeof declared === "number" ? bounded * declared : void 0;
    if (isRecordSchema(node.items)) visit2(node.items, `${pointer}/items`, below, depth + 1);
    if (isRecordSchema(node.additionalProperties)) visit2(node.additionalProperties, `${pointer}/additionalProperties`, below, depth + 1);
  };
  visit2(root, "", 1, 0);
  return out;
}
function ruleCost(rule, schema) {
  if (rule.length > MAX_EXPRESSION_LENGTH || checkNesting(rule)) return 0;
  let expr;
  const { parseCelShared } = celEngine();
  try {
    expr = parseCelShared(rule).expr;
  } catch {
    return 0;
  }
  if (!expr) return 0;
  return cost(expr, /* @__PURE__ */ new Map([["self", schema], ["oldSelf", schema]]));
}
function typeOf(e, env) {
  switch (e.exprKind.case) {
    case "identExpr":
      return env.get(e.exprKind.value.name);
    case "selectExpr": {
      if (e.exprKind.value.testOnly || !e.exprKind.value.operand) return void 0;
      const operand = typeOf(e.exprKind.value.operand, env);
      if (!operand) return void 0;
      const props = operand.properties;
      const child = isRecordSchema(props) ? props[e.exprKind.value.field] : void 0;
      if (isRecordSchema(child)) return child;
      return isRecordSchema(operand.additionalProperties) ? operand.additionalProperties : void 0;
    }
    default:
      return void 0;
  }
}
function cost(e, env) {
  switch (e.exprKind.case) {
    case "constExpr":
      return 0;
    case "identExpr":
      return 1;
    case "selectExpr":
      return 1 + (e.exprKind.value.operand ? cost(e.exprKind.value.operand, env) : 0);
    case "callExpr": {
      const c = e.exprKind.value;
      if (c.function === "_?_:_" && c.args.length === 3) {
        return cost(c.args[0], env) + Math.max(cost(c.args[1], env), cost(c.args[2], env));
      }
      let sum = LOGICAL.has(c.function) ? 0 : 1;
      if (c.target) sum += cost(c.target, env);
      for (const a of c.args) sum += cost(a, env);
      if ((c.function === "_==_" || c.function === "_!=_") && c.args.length === 2) {
        sum += Math.ceil(Math.min(stringLength(c.args[0], env), stringLength(c.args[1], env)) * STRING_TRAVERSAL_FACTOR);
      }
      if (c.target && STRING_SCANS.has(c.function)) {
        const scanned = c.function === "startsWith" || c.function === "endsWith" ? c.args[0] : c.target;
        sum += Math.ceil(stringLength(scanned, env) * STRING_TRAVERSAL_FACTOR);
      }
      return sum;
    }
    case "listExpr":
      return e.exprKind.value.elements.reduce((s, x) => s + cost(x, env), 0);
    case "structExpr":
      return e.exprKind.value.entries.reduce((s, x) => s + (x.keyKind.case === "mapKey" ? cost(x.keyKind.value, env) : 0) + (x.value ? cost(x.value, env) : 0), 0);
    case "comprehensionExpr": {
      const c = e.exprKind.value;
      const rangeSchema = c.iterRange ? typeOf(c.iterRange, env) : void 0;
      const size2 = rangeSchema ? maxSize(rangeSchema) ?? 0 : 0;
      const element = rangeSchema?.type === "array" && isRecordSchema(rangeSchema.items) ? rangeSchema.items : void 0;
      const inner = new Map(env);
      inner.set(c.iterVar, element);
      inner.set(c.accuVar, void 0);
      const loop = (c.loopCondition ? cost(c.loopCondition, inner) : 0) + (c.loopStep ? cost(c.loopStep, inner) : 0);
      return (c.iterRange ? cost(c.iterRange, env) : 0) + (c.accuInit ? cost(c.accuInit, env) : 0) + size2 * loop + (c.result ? cost(c.result, inner) : 0);
    }
    default:
      return 0;
  }
}
function stringLength(e, env) {
  if (!e) return 0;
  if (e.exprKind.case === "constExpr") {
    const k = e.exprKind.value.constantKind;
    return k.case === "stringValue" ? [...k.value].length : 0;
  }
  const schema = typeOf(e, env);
  return schema?.type === "string" ? maxSize(schema) ?? 0 : 0;
}
function costFactor(cost2, limit2) {
  const factor = cost2 / limit2;
  return factor > 100 ? "more than 100x" : `${factor.toFixed(1)}x`;
}

// src/core/crd-compat/rules/cel.ts
var CEL_KEYWORD2 = "x-kubernetes-validations";
function rules(value) {
  if (value === void 0) return [];
  if (!Array.isArray(value)) return void 0;
  const out = [];
  for (const [index, raw] of value.entries()) {
    if (!isRecordSchema(raw) || typeof raw.rule !== "string") return void 0;
    out.push({ index, rule: raw.rule, raw });
  }
  return out;
}
function celDiff(base, head) {
  const b = rules(base[CEL_KEYWORD2]);
  const h = rules(head[CEL_KEYWORD2]);
  if (!b || !h) return void 0;
  const edited = [];
  const unmatchedHead = [...h];
  const unmatchedBase = [];
  for (const before of b) {
    const i = unmatchedHead.findIndex((r) => r.rule === before.rule);
    if (i < 0) {
      unmatchedBase.push(before);
      continue;
    }
    const after = unmatchedHead.splice(i, 1)[0];
    const fields = [.../* @__PURE__ */ new Set([...Object.keys(before.raw), ...Object.keys(after.raw)])].filter((k) => !deepEqual(before.raw[k], after.raw[k]));
    if (fields.length > 0) edited.push({ before, after, fields: fields.sort() });
  }
  const replaced = [];
  for (const before of [...unmatchedBase]) {
    const i = unmatchedHead.findIndex((r) => r.raw.message !== void 0 && deepEqual(r.raw.message, before.raw.message));
    if (i < 0) continue;
    replaced.push({ before, after: unmatchedHead.splice(i, 1)[0] });
    unmatchedBase.splice(unmatchedBase.indexOf(before), 1);
  }
  while (unmatchedBase.length > 0 && unmatchedHead.length > 0) replaced.push({ before: unmatchedBase.shift(), after: unmatchedHead.shift() });
  return { edited, replaced, added: unmatchedHead, removed: unmatchedBase };
}
function usesOldSelf(rule) {
  return /\boldSelf\b/.test(rule);
}
function shortRule(rule, max = 90) {
  const one = rule.replace(/\s+/g, " ").trim();
  return JSON.stringify(one.length > max ? `${one.slice(0, max - 1)}…` : one);
}

// src/core/crd-compat/rules/cel-cost-exceeded.ts
var HINT = "Bound what the rule iterates and scans: maxItems on lists, maxProperties on maps, maxLength on strings (the API server costs every unbounded one at what a 3 MiB request can hold), or move the rule down to the items it checks.";
var celCostExceeded = {
  id: "cel-cost-exceeded",
  summary: "A CEL rule's estimated cost (times how often it runs per object) is over the API server's budget, per rule or for the whole CRD: the API server refuses the CRD",
  defaultSeverity: "error",
  tier: "breaking",
  onSingle(ctx) {
    for (const v of ctx.crd.versions) {
      if (!v.schema) continue;
      const costs = estimateRuleCosts(v.schema);
      let total = 0;
      for (const c of costs) {
        total += c.total;
        if (c.total <= STATIC_ESTIMATED_COST_LIMIT) continue;
        ctx.report({
          version: v.name,
          message: `CEL rule ${shortRule(c.rule)}: estimated rule cost exceeds budget by factor of ${costFactor(c.total, STATIC_ESTIMATED_COST_LIMIT)} (at least ${c.cost.toLocaleString("en-US")} per evaluation × ${c.cardinality.toLocaleString("en-US")} evaluation${c.cardinality === 1 ? "" : "s"} per object, limit ${STATIC_ESTIMATED_COST_LIMIT.toLocaleString("en-US")})`,
          ratchet: "not-applicable",
          existing: "unaffected: the API server refuses the CRD itself, so the change cannot be applied",
          hint: HINT,
          anchor: { manifest: ctx.crd.manifest, pointer: `${v.schemaPointer}${c.pointer}` },
          key: `cel-cost-exceeded|${v.name}|${c.pointer}`
        });
      }
      if (total > STATIC_ESTIMATED_CRD_COST_LIMIT) {
        ctx.report({
          version: v.name,
          message: `x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema exceeds budget by factor of ${costFactor(total, STATIC_ESTIMATED_CRD_COST_LIMIT)} (at least ${total.toLocaleString("en-US")}, limit ${STATIC_ESTIMATED_CRD_COST_LIMIT.toLocaleString("en-US")})`,
          ratchet: "not-applicable",
          existing: "unaffected: the API server refuses the CRD itself, so the change cannot be applied",
          hint: HINT,
          anchor: { manifest: ctx.crd.manifest, pointer: v.schemaPointer },
          key: `cel-cost-exceeded|${v.name}|total`
        });
      }
    }
  }
};

// src/core/crd-compat/rules/cel-guard.ts
function provenHarmless(rule, base, head, options) {
  if (rule.length > MAX_EXPRESSION_LENGTH || checkNesting(rule)) return void 0;
  let expr;
  const { parseCelShared } = celEngine();
  try {
    expr = parseCelShared(rule).expr;
  } catch {
    return void 0;
  }
  if (!expr) return void 0;
  if (options.optionalOldSelf && /\boldSelf\b/.test(rule)) return void 0;
  return alwaysTrue(expr, { base, head, present: /* @__PURE__ */ new Set() });
}
function call(e) {
  if (e.exprKind.case !== "callExpr" || e.exprKind.value.target) return void 0;
  return { fn: e.exprKind.value.function, args: e.exprKind.value.args };
}
function boolConst(e) {
  if (e.exprKind.case !== "constExpr") return void 0;
  const k = e.exprKind.value.constantKind;
  return k.case === "boolValue" ? k.value : void 0;
}
function literal(e) {
  if (e.exprKind.case !== "constExpr") return void 0;
  const k = e.exprKind.value.constantKind;
  switch (k.case) {
    case "stringValue":
    case "boolValue":
    case "doubleValue":
      return { value: k.value };
    case "int64Value":
    case "uint64Value":
      return { value: Number(k.value) };
    default:
      return void 0;
  }
}
function pathOf(e) {
  const segments = [];
  let cur = e;
  while (cur?.exprKind.case === "selectExpr" && !cur.exprKind.value.testOnly) {
    segments.unshift(cur.exprKind.value.field);
    cur = cur.exprKind.value.operand;
  }
  if (cur?.exprKind.case !== "identExpr") return void 0;
  const root = cur.exprKind.value.name;
  return root === "self" || root === "oldSelf" ? { root, segments } : void 0;
}
function key(p) {
  return [p.root, ...p.segments].join(".");
}
function fieldText(p) {
  return p.segments.length === 0 ? p.root : `.${p.segments.join(".")}`;
}
function schemaAt(root, segments) {
  let cur = root;
  for (const s of segments) {
    const props = cur.properties;
    const child = isRecordSchema(props) ? props[s] : void 0;
    if (isRecordSchema(child)) {
      cur = child;
      continue;
    }
    const open = cur["x-kubernetes-preserve-unknown-fields"] === true || cur.additionalProperties !== void 0;
    return open ? void 0 : { undeclared: true };
  }
  return { schema: cur, undeclared: false };
}
function alwaysPresent(p, a) {
  if (a.present.has(key(p))) return true;
  let oldNode = a.base;
  let newNode = a.head;
  for (const [i, s] of p.segments.entries()) {
    if (a.present.has(key({ root: p.root, segments: p.segments.slice(0, i + 1) }))) {
      const next2 = schemaAt(oldNode, [s]);
      if (!next2?.schema) return false;
      oldNode = next2.schema;
      newNode = newNode ? schemaAt(newNode, [s])?.schema : void 0;
      continue;
    }
    const required = Array.isArray(oldNode.required) && oldNode.required.includes(s);
    const next = schemaAt(oldNode, [s]);
    if (!next?.schema) return false;
    const newChild = newNode ? schemaAt(newNode, [s])?.schema : void 0;
    const defaulted = newChild !== void 0 && Object.hasOwn(newChild, "default");
    if (!required && !defaulted) return false;
    oldNode = next.schema;
    newNode = newChild;
  }
  return true;
}
function facts(e, a) {
  if (e.exprKind.case === "selectExpr" && e.exprKind.value.testOnly) {
    const operand = e.exprKind.value.operand;
    const parent = operand ? pathOf(operand) : void 0;
    if (!parent || !alwaysPresent(parent, a)) return void 0;
    return /* @__PURE__ */ new Set([key({ root: parent.root, segments: [...parent.segments, e.exprKind.value.field] })]);
  }
  const c = call(e);
  if (c?.fn === "_&&_" && c.args.length === 2) {
    const left = facts(c.args[0], a);
    const right = left ? facts(c.args[1], { ...a, present: /* @__PURE__ */ new Set([...a.present, ...left]) }) : void 0;
    return left && right ? /* @__PURE__ */ new Set([...left, ...right]) : void 0;
  }
  return void 0;
}
function assuming(a, extra) {
  return { ...a, present: /* @__PURE__ */ new Set([...a.present, ...extra]) };
}
function alwaysTrue(e, a) {
  if (boolConst(e) === true) return "it is true";
  const c = call(e);
  if (!c) return void 0;
  const [x, y, z] = c.args;
  switch (c.fn) {
    case "_||_": {
      if (!x || !y) return void 0;
      const why = alwaysTrue(x, a) ?? alwaysTrue(y, a);
      if (why) return why;
      const negated = call(x);
      const known = negated?.fn === "!_" && negated.args[0] ? facts(negated.args[0], a) : void 0;
      return known ? alwaysTrue(y, assuming(a, known)) : void 0;
    }
    case "_&&_":
      if (!x || !y) return void 0;
      {
        const left = alwaysTrue(x, a);
        const right = left ? alwaysTrue(y, a) : void 0;
        return left && right ? `${left}, and ${right}` : void 0;
      }
    case "!_":
      return x ? neverTrue(x, a) : void 0;
    case "_!=_":
      return x && y ? unequal(x, y, a, "!=") : void 0;
    case "_?_:_": {
      if (!x || !y || !z) return void 0;
      const guard = neverTrue(x, a);
      const otherwise = guard ? alwaysTrue(z, a) : void 0;
      if (guard && otherwise) return guard;
      const holds = alwaysTrue(x, a);
      const then = holds ? alwaysTrue(y, assuming(a, facts(x, a) ?? /* @__PURE__ */ new Set())) : void 0;
      return holds && then ? then : void 0;
    }
    default:
      return void 0;
  }
}
function neverTrue(e, a) {
  if (boolConst(e) === false) return "it is false";
  if (e.exprKind.case === "selectExpr" && e.exprKind.value.testOnly) {
    const operand = e.exprKind.value.operand;
    const parent = operand ? pathOf(operand) : void 0;
    if (!parent || !alwaysPresent(parent, a)) return void 0;
    const p = { root: parent.root, segments: [...parent.segments, e.exprKind.value.field] };
    const at = schemaAt(a.base, p.segments);
    if (at?.undeclared !== true) return void 0;
    return `\`has(${[p.root, ...p.segments].join(".")})\` never holds for an old object: the old schema has no field ${fieldText(p)}, so no object it admitted holds one`;
  }
  const c = call(e);
  if (!c) return void 0;
  const [x, y] = c.args;
  switch (c.fn) {
    case "_&&_": {
      if (!x || !y) return void 0;
      const left = neverTrue(x, a);
      if (left) return left;
      const known = facts(x, a);
      return known ? neverTrue(y, assuming(a, known)) : neverTrue(y, a);
    }
    case "_||_": {
      if (!x || !y) return void 0;
      const left = neverTrue(x, a);
      const right = left ? neverTrue(y, a) : void 0;
      return left && right ? `${left}; ${right}` : void 0;
    }
    case "!_":
      return x ? alwaysTrue(x, a) : void 0;
    case "_==_":
      return x && y ? unequal(x, y, a, "==") : void 0;
    case "@in": {
      if (!x || !y || y.exprKind.case !== "listExpr") return void 0;
      const values = y.exprKind.value.elements.map(literal);
      if (values.some((v) => v === void 0)) return void 0;
      return outsideOldValues(x, values.map((v) => v.value), a, "in");
    }
    default:
      return void 0;
  }
}
function unequal(x, y, a, op) {
  const lit = literal(y) ?? literal(x);
  const side = literal(y) ? x : y;
  if (!lit) return void 0;
  return outsideOldValues(side, [lit.value], a, op);
}
function outsideOldValues(e, values, a, op) {
  const p = pathOf(e);
  if (!p || !alwaysPresent(p, a)) return void 0;
  const at = schemaAt(a.base, p.segments);
  if (!at?.schema) return void 0;
  const finite = finiteAdmitted(at.schema);
  if (!finite || finite.maybe.length > 0) return void 0;
  const old = new Set(finite.sure.map(canonicalJson));
  if (values.some((v) => old.has(canonicalJson(v)))) return void 0;
  const shown = values.map((v) => show(v, 40)).join(", ");
  const presence = a.present.has(key(p)) ? "where it is set" : "it is always set";
  const compared = op === "in" ? `\`${fieldText(p)} in [${shown}]\`` : `\`${fieldText(p)} ${op} ${shown}\``;
  return `${compared} ${op === "!=" ? "always holds" : "never holds"} for an old object: ${presence}, and the old schema admitted only ${finite.description}`;
}

// src/core/crd-compat/rules/cel-rule-added.ts
var celRuleAdded = {
  id: "cel-rule-added",
  summary: "A new x-kubernetes-validations (CEL) rule (info when its guard only holds for values or fields the same change adds); transition rules (oldSelf) are never ratcheted",
  defaultSeverity: "error",
  tier: "breaking",
  onNode(ctx) {
    if (!ctx.changed.has(CEL_KEYWORD2)) return;
    const diff = celDiff(ctx.base.schema, ctx.head.schema);
    if (!diff) return;
    ctx.consume(CEL_KEYWORD2);
    for (const r of diff.added) {
      const transition = usesOldSelf(r.rule);
      const anchor = ctx.head.anchor(CEL_KEYWORD2, { index: r.index });
      const reason = provenHarmless(r.rule, ctx.base.schema, ctx.head.schema, { optionalOldSelf: r.raw.optionalOldSelf === true });
      if (reason !== void 0) {
        ctx.report({
          message: `CEL rule ${shortRule(r.rule)} added; it cannot refuse an object the old schema admitted: ${reason}`,
          severity: "info",
          ratchet: "not-applicable",
          existing: transition ? "unaffected: no update between objects the old schema admitted can make it false" : "unaffected: no object the old schema admitted can make it false",
          hint: "No action needed: the rule only constrains values and fields this change adds.",
          anchor
        });
        continue;
      }
      ctx.report({
        message: `CEL rule ${shortRule(r.rule)} added${transition ? " (a transition rule: it compares with oldSelf, and runs on updates only)" : ""}; no proof that every object the old schema admitted passes it`,
        ratchet: transition ? "enforced" : "tolerated",
        existing: transition ? r.raw.optionalOldSelf === true ? enforced("transition rules are never ratcheted and, with optionalOldSelf, also run on create") : "not tolerated: transition rules are never ratcheted; the API server skips them on create (there is no oldSelf) and runs them on every update, so an update the rule refuses is rejected even when it leaves the value unchanged" : EXISTING.tolerated,
        hint: breakingRemedy(
          ctx,
          transition ? "check that every update your controllers make satisfies it" : "enforce the rule in the controller and report violations in status first, or guard it so it only constrains what this change adds (e.g. `self.type != 'NewValue' || …`, `!has(self.newField) || …`)"
        ),
        anchor
      });
    }
  }
};

// src/core/crd-compat/rules/cel-rule-changed.ts
var DOC_FIELDS = /* @__PURE__ */ new Set(["message", "messageExpression", "reason", "fieldPath"]);
var celRuleChanged = {
  id: "cel-rule-changed",
  summary: "A CEL rule changed (direction unknown); message-only edits are info",
  defaultSeverity: "warning",
  tier: "breaking",
  onNode(ctx) {
    if (!ctx.changed.has(CEL_KEYWORD2)) return;
    const diff = celDiff(ctx.base.schema, ctx.head.schema);
    if (!diff) return;
    ctx.consume(CEL_KEYWORD2);
    for (const { before, after } of diff.replaced) {
      const transition = usesOldSelf(after.rule);
      const reason = provenHarmless(after.rule, ctx.base.schema, ctx.head.schema, { optionalOldSelf: after.raw.optionalOldSelf === true });
      if (reason !== void 0) {
        ctx.report({
          message: `CEL rule changed from ${shortRule(before.rule)} to ${shortRule(after.rule)}; the new rule cannot refuse an object the old schema admitted: ${reason}`,
          severity: "info",
          ratchet: "not-applicable",
          existing: EXISTING.none,
          hint: "No action needed: the rule only constrains values and fields this change adds.",
          anchor: ctx.head.anchor(CEL_KEYWORD2, { index: after.index })
        });
        continue;
      }
      ctx.report({
        message: `CEL rule changed from ${shortRule(before.rule)} to ${shortRule(after.rule)}; whether it accepts everything the old one did cannot be decided`,
        ratchet: transition ? "enforced" : "tolerated",
        existing: transition ? "not tolerated if it rejects them: transition rules are never ratcheted" : EXISTING.tolerated,
        hint: "Check that every stored object passes the new rule (crd-diff --kubeconfig validates them); acknowledge the change if it only loosens.",
        anchor: ctx.head.anchor(CEL_KEYWORD2, { index: after.index })
      });
    }
    for (const { after, fields } of diff.edited) {
      const docOnly = fields.every((f) => DOC_FIELDS.has(f));
      ctx.report({
        message: `CEL rule ${shortRule(after.rule)}: ${fields.join(", ")} changed`,
        severity: docOnly ? "info" : "warning",
        ratchet: docOnly ? "not-applicable" : "tolerated",
        existing: docOnly ? "unaffected; clients that match on the error message or reason see the new one" : EXISTING.tolerated,
        hint: docOnly ? "No action needed unless clients parse the message or reason." : "optionalOldSelf changes when a transition rule runs: check creates and updates.",
        anchor: ctx.head.anchor(CEL_KEYWORD2, { index: after.index })
      });
    }
  }
};

// src/core/crd-compat/rules/cel-rule-removed.ts
var celRuleRemoved = {
  id: "cel-rule-removed",
  summary: "A CEL rule was removed (a loosening)",
  defaultSeverity: "info",
  tier: "loosening",
  onNode(ctx) {
    if (!ctx.changed.has(CEL_KEYWORD2)) return;
    const diff = celDiff(ctx.base.schema, ctx.head.schema);
    if (!diff) return;
    ctx.consume(CEL_KEYWORD2);
    for (const r of diff.removed) {
      ctx.report({
        message: `CEL rule ${shortRule(r.rule)} removed`,
        ratchet: "not-applicable",
        existing: EXISTING.none,
        hint: "Readers must now handle objects the rule used to reject.",
        anchor: Object.hasOwn(ctx.head.schema, CEL_KEYWORD2) ? ctx.head.anchor(CEL_KEYWORD2) : ctx.head.anchor()
      });
    }
  }
};

// src/core/crd-compat/rules/composition-keyword-changed.ts
var KEYWORDS = ["allOf", "anyOf", "oneOf", "not"];
function isIntOrStringAnyOf(value) {
  return canonicalJson(stripDocs(value)) === '[{"type":"integer"},{"type":"string"}]';
}
function branches(value) {
  if (value === void 0) return [];
  if (!Array.isArray(value)) return void 0;
  return value.map((v) => canonicalJson(stripDocs(v)));
}
var compositionKeywordChanged = {
  id: "composition-keyword-changed",
  summary: "allOf, anyOf, oneOf or not was added, removed or changed (adding an anyOf branch or dropping a constraint is info)",
  defaultSeverity: "error",
  tier: "breaking",
  onNode(ctx) {
    for (const k of KEYWORDS) if (ctx.changed.has(k)) judge(ctx, k);
  }
};
function judge(ctx, keyword) {
  const before = ctx.base.schema[keyword];
  const after = ctx.head.schema[keyword];
  if (keyword === "anyOf" && (isIntOrStringAnyOf(before) || isIntOrStringAnyOf(after)) && ctx.changed.has("x-kubernetes-int-or-string")) {
    ctx.consume(keyword);
    return;
  }
  let verdict;
  if (keyword === "not") {
    if (canonicalJson(stripDocs(before)) === canonicalJson(stripDocs(after))) verdict = void 0;
    else if (after === void 0) verdict = { loosening: true, text: "`not` removed" };
    else verdict = { loosening: false, text: before === void 0 ? "`not` added" : "`not` changed" };
  } else {
    const b = branches(before);
    const a = branches(after);
    if (!b || !a) return;
    const removed = b.filter((x) => !a.includes(x));
    const added = a.filter((x) => !b.includes(x));
    if (removed.length === 0 && added.length === 0) verdict = void 0;
    else if (b.length === 0) verdict = { loosening: false, text: `\`${keyword}\` added with ${a.length} branch${a.length === 1 ? "" : "es"}` };
    else if (a.length === 0) verdict = { loosening: true, text: `\`${keyword}\` removed` };
    else if (keyword === "anyOf" && removed.length === 0) verdict = { loosening: true, text: `${added.length} \`anyOf\` branch${added.length === 1 ? "" : "es"} added` };
    else if (keyword === "allOf" && added.length === 0) verdict = { loosening: true, text: `${removed.length} \`allOf\` branch${removed.length === 1 ? "" : "es"} removed` };
    else verdict = { loosening: false, text: `\`${keyword}\` changed: ${added.length} branch${added.length === 1 ? "" : "es"} added, ${removed.length} removed` };
  }
  ctx.consume(keyword);
  if (!verdict) return;
  ctx.report({
    message: verdict.text,
    severity: verdict.loosening ? "info" : "error",
    ratchet: verdict.loosening ? "not-applicable" : "enforced",
    existing: verdict.loosening ? EXISTING.none : enforced(`${keyword} and everything below it are not ratcheted`),
    hint: verdict.loosening ? "Readers must now handle values the old constraint rejected." : breakingRemedy(ctx, `keep the old \`${keyword}\``),
    anchor: Object.hasOwn(ctx.head.schema, keyword) ? ctx.head.anchor(keyword) : ctx.head.anchor()
  });
}

// src/core/crd-compat/rules/conversion-changed.ts
function divergentServed(crd) {
  const served = crd.versions.filter((v) => v.served && v.schema);
  return served.some((v) => !sameShape(v.schema, served[0]?.schema));
}
var DEFAULT_SERVICE_PORT = 443;
function benign(c) {
  if (c.key.endsWith(".clientConfig.caBundle") && c.head === void 0) return true;
  if (c.key.endsWith(".clientConfig.service.port")) {
    const port = (f) => f === void 0 ? DEFAULT_SERVICE_PORT : f.value;
    return port(c.base) === port(c.head);
  }
  return false;
}
var conversionChanged = {
  id: "conversion-changed",
  summary: "spec.conversion changed: the strategy, or the webhook endpoint (url, service) or its caBundle; every conversion of every object goes there",
  defaultSeverity: "error",
  tier: "breaking",
  onCrd(ctx) {
    const changes = ctx.changes("spec.conversion");
    if (changes.length === 0) return;
    for (const c of changes) ctx.consume(c.key);
    const from = ctx.base.conversionStrategy;
    const to = ctx.head.conversionStrategy;
    const headConversion = isRecord(ctx.head.manifest.object.spec) && isRecord(ctx.head.manifest.object.spec.conversion);
    const anchor = { manifest: ctx.head.manifest, pointer: changes.find((c) => c.head)?.head?.pointer ?? (headConversion ? "/spec/conversion" : "/spec") };
    if (from !== to) {
      const dropped = from === "Webhook" && to === "None";
      const divergent = dropped && divergentServed(ctx.head);
      ctx.report({
        message: `conversion strategy changed from ${from} to ${to}${divergent ? " while served versions have different schemas" : ""}`,
        ratchet: "not-applicable",
        existing: dropped ? "objects are no longer converted between versions, only relabelled; fields a version lacks are pruned when read through it" : "every read and write through a version other than the stored one now calls the webhook, which sees every object; if it is not reachable, those requests fail",
        hint: dropped ? "Keep the webhook while served versions differ, or make their schemas identical first." : "Change the conversion of a shared CRD outside the tenant sync (the platform team applies it), or acknowledge it in policies/crd-compat.yaml after deploying the webhook (and its caBundle).",
        anchor
      });
      return;
    }
    const config = changes.filter((c) => !c.key.startsWith("spec.conversion.strategy"));
    if (config.length === 0) return;
    const moved = config.filter((c) => !benign(c));
    if (moved.length === 0) {
      if (config.every((c) => c.key.endsWith(".clientConfig.service.port"))) return;
      ctx.report({
        message: "conversion webhook caBundle not set here (left to its injector)",
        severity: "info",
        ratchet: "not-applicable",
        existing: "unaffected: server-side apply leaves the injected caBundle in place",
        hint: "No action needed.",
        anchor
      });
      return;
    }
    const caOnly = moved.every((c) => c.key.endsWith(".caBundle"));
    ctx.report({
      message: caOnly ? "conversion webhook caBundle changed: conversions now trust another certificate authority" : `conversion webhook configuration changed: ${moved.map((c) => `${c.key.slice("spec.conversion.".length)} ${show(c.base?.value, 40)} → ${show(c.head?.value, 40)}`).join("; ")}`,
      ratchet: "not-applicable",
      existing: caOnly ? "every conversion is sent to whoever holds a certificate of the new authority" : "every conversion of every object goes to the new endpoint, which sees and may rewrite them; if it is not reachable, reads and writes through non-storage versions fail",
      hint: caOnly ? "Leave the caBundle to its injector (the operator or cert-manager) instead of setting it in Git, or acknowledge the rotation in policies/crd-compat.yaml." : "Change the conversion of a shared CRD outside the tenant sync (the platform team applies it), or acknowledge it in policies/crd-compat.yaml after deploying the new endpoint.",
      anchor
    });
  }
};

// src/core/crd-compat/rules/crd-added.ts
var crdAdded = {
  id: "crd-added",
  summary: "A new CRD appeared at head",
  defaultSeverity: "info",
  tier: "loosening",
  onAdded(ctx) {
    ctx.report({
      message: `CustomResourceDefinition ${ctx.crd.name} added`,
      ratchet: "not-applicable",
      existing: EXISTING.none,
      hint: "No action needed; its own structure, size and served versions are still checked.",
      anchor: { manifest: ctx.crd.manifest, pointer: "/metadata/name" }
    });
  }
};

// src/core/crd-compat/rules/crd-identity-changed.ts
var FACETS = ["metadata.name", "spec.group", "spec.names.plural"];
var crdIdentityChanged = {
  id: "crd-identity-changed",
  summary: "metadata.name, spec.group or spec.names.plural changed: a different resource to the API server",
  defaultSeverity: "error",
  tier: "breaking",
  onCrd(ctx) {
    const changes = FACETS.flatMap((f) => ctx.changes(f));
    if (changes.length === 0) return;
    for (const c of changes) ctx.consume(c.key);
    const parts = changes.map((c) => `${c.key} from ${show(c.base?.value)} to ${show(c.head?.value)}`);
    const first = changes[0];
    ctx.report({
      message: `identity changed: ${parts.join(", ")}`,
      ratchet: "not-applicable",
      existing: "the API server refuses to change spec.group and spec.names.plural of an existing CRD (and metadata.name must be <plural>.<group>); applying this creates a separate resource, and deleting the old CRD deletes every object of it",
      hint: "Keep the name, group and plural; to move to a new group, create the new CRD beside the old one, migrate the objects, and only then delete the old CRD.",
      anchor: { manifest: ctx.head.manifest, pointer: first.head?.pointer ?? "/metadata/name" }
    });
  }
};

// src/core/crd-compat/rules/crd-removed.ts
var crdRemoved = {
  id: "crd-removed",
  summary: "A CRD present at base is gone at head; deleting it deletes every custom resource of it",
  defaultSeverity: "error",
  tier: "breaking",
  onRemoved(ctx) {
    ctx.report({
      message: `CustomResourceDefinition ${ctx.crd.name} removed`,
      ratchet: "not-applicable",
      existing: `applying the deletion deletes every ${ctx.crd.kind ?? "custom resource"} object of it, in every namespace`,
      hint: "If the CRD only moved to another file or repository, include that path or acknowledge the finding; to retire it, delete its objects deliberately first and then the CRD.",
      anchor: { manifest: ctx.crd.manifest, pointer: "/metadata/name" }
    });
  }
};

// src/core/crd-compat/rules/crd-too-large.ts
var CLIENT_SIDE_APPLY_LIMIT = 262144;
var ETCD_WARNING_BYTES = 1048576;
var crdTooLarge = {
  id: "crd-too-large",
  summary: "The CRD is too large for client-side apply (262,144 bytes), or close to the etcd object limit",
  defaultSeverity: "error",
  tier: "breaking",
  options: {
    limitBytes: { type: "integer", minimum: 1, description: "Size that fails client-side apply (default 262144)." },
    serverSideApply: { type: "boolean", description: "CRDs are applied with server-side apply: only warn near the etcd limit." }
  },
  onSingle(ctx) {
    const bytes = jsonByteLength(ctx.crd.manifest.object);
    const limit2 = asNumber(ctx.option("limitBytes")) ?? CLIENT_SIDE_APPLY_LIMIT;
    const ssa = ctx.option("serverSideApply") === true;
    const anchor = { manifest: ctx.crd.manifest, pointer: "/metadata/name" };
    if (!ssa && bytes > limit2) {
      ctx.report({
        message: `the CRD is ${bytes} bytes as compact JSON, over the ${limit2} bytes client-side apply can store in kubectl.kubernetes.io/last-applied-configuration`,
        ratchet: "not-applicable",
        existing: 'unaffected; kubectl apply (client-side) fails with "metadata.annotations: Too long"',
        hint: "Apply CRDs with server-side apply (kubectl apply --server-side, Argo CD ServerSideApply=true, Flux does by default) and set rules.crd-too-large.options.serverSideApply: true; or trim descriptions.",
        anchor,
        key: "crd-too-large|client-side-apply"
      });
    }
    if (bytes > ETCD_WARNING_BYTES) {
      ctx.report({
        message: `the CRD is ${bytes} bytes as compact JSON, close to etcd's default 1.5 MiB request limit`,
        severity: "warning",
        ratchet: "not-applicable",
        existing: "unaffected; a larger CRD is rejected by etcd",
        hint: "Trim descriptions (controller-gen crd:maxDescLen=0) or split the API into several CRDs.",
        anchor,
        key: "crd-too-large|etcd"
      });
    }
  }
};

// src/core/crd-compat/rules/default-changed.ts
var defaultChanged = {
  id: "default-changed",
  summary: "A default was added or changed on an existing field, or a new field arrived with a default (every object that omits it carries the value from now on); an empty-string default added to a string field, a default under .status, and removing a default, are warnings (removal is an error from a required field)",
  defaultSeverity: "error",
  tier: "breaking",
  onNode(ctx) {
    if (ctx.changed.has("properties")) reportNewFieldDefaults(ctx);
    if (!ctx.changed.has("default")) return;
    ctx.consume("default");
    const had = Object.hasOwn(ctx.base.schema, "default");
    const has = Object.hasOwn(ctx.head.schema, "default");
    const before = ctx.base.schema.default;
    const after = ctx.head.schema.default;
    if (had && !has) {
      const required = ctx.requiredInParent.head;
      ctx.report({
        message: `default ${show(before)} removed${required ? " from a required field: clients that relied on it omitting the field are now rejected" : ""}`,
        severity: required ? "error" : "warning",
        ratchet: "not-applicable",
        existing: "objects stored with the default keep the value; objects stored without the field now read without it",
        hint: required ? "Keep the default while the field is required, or make the field optional first." : "Make sure readers handle the field being absent.",
        anchor: ctx.head.anchor()
      });
      return;
    }
    const zero = !had && emptyStringDefault(ctx.head.schema);
    const status = underStatus(ctx.path);
    ctx.report({
      message: `${had ? `default changed from ${show(before)} to ${show(after)}` : `default ${show(after)} added${zero ? ZERO_NOTE : ""}`}${status ? STATUS_NOTE : ""}`,
      ...zero || status ? { severity: "warning" } : {},
      ratchet: "not-applicable",
      existing: had ? `objects stored with the old default keep ${show(before)}; every object that omits the field, of every owner, reads and stores ${show(after)} from now on, so the same manifest means something else` : `every object that omits the field, of every owner, reads and stores ${show(after)} from now on`,
      hint: "A default decides what every existing object carries: set the value in the objects that need it instead, or move the change into a new version (acknowledge it in policies/crd-compat.yaml only after checking what every reader does with the value).",
      anchor: ctx.head.anchor("default")
    });
  }
};
var ZERO_NOTE = " (the empty string, which readers of a string field see whether it is absent or empty)";
var STATUS_NOTE = " under .status (a placeholder until the controller writes status, which replaces it)";
function underStatus(path) {
  return path === ".status" || path.startsWith(".status.") || path.startsWith(".status[") || path.startsWith(".status{");
}
function emptyStringDefault(schema) {
  return schema.type === "string" && schema.default === "";
}
function reportNewFieldDefaults(ctx) {
  const before = isRecordSchema(ctx.base.schema.properties) ? ctx.base.schema.properties : {};
  const after = isRecordSchema(ctx.head.schema.properties) ? ctx.head.schema.properties : {};
  for (const [name, schema] of Object.entries(after)) {
    if (Object.hasOwn(before, name) || !isRecordSchema(schema) || !Object.hasOwn(schema, "default")) continue;
    const path = childPath(ctx.path, name);
    const zero = emptyStringDefault(schema);
    const status = underStatus(path);
    ctx.report({
      message: `new field \`${name}\` added with default ${show(schema.default)}${zero ? ZERO_NOTE : ""}${status ? STATUS_NOTE : ""}`,
      ...zero || status ? { severity: "warning" } : {},
      path,
      ratchet: "not-applicable",
      existing: `every existing object, of every owner, reads and stores ${name}: ${show(schema.default)} from now on`,
      hint: "Add the field without a default and set it in the objects that need it, or add it in a new version.",
      anchor: ctx.head.anchor("properties", { index: name })
    });
  }
}

// src/core/crd-compat/rules/description-changed.ts
var descriptionChanged = {
  id: "description-changed",
  summary: "Documentation only: description, title, example or externalDocs changed",
  defaultSeverity: "info",
  tier: "loosening",
  onNode(ctx) {
    const changed = DOC_KEYWORDS.filter((k) => ctx.changed.has(k));
    if (changed.length === 0) return;
    for (const k of changed) ctx.consume(k);
    const first = changed[0] ?? "description";
    ctx.report({
      message: `${changed.join(", ")} changed (documentation only)`,
      ratchet: "not-applicable",
      existing: EXISTING.none,
      hint: "No action needed.",
      anchor: Object.hasOwn(ctx.head.schema, first) ? ctx.head.anchor(first) : ctx.head.anchor()
    });
  }
};

// src/core/crd-compat/rules/enum-added-to-unconstrained.ts
var enumAddedToUnconstrained = {
  id: "enum-added-to-unconstrained",
  summary: "An enum was added to a field that accepted any value",
  defaultSeverity: "error",
  tier: "breaking",
  onNode(ctx) {
    if (!ctx.changed.has("enum")) return;
    const before = enumOf(ctx.base.schema);
    const after = enumOf(ctx.head.schema);
    if (before || !after) return;
    ctx.consume("enum");
    const oldPattern = typeof ctx.base.schema.pattern === "string" ? ctx.base.schema.pattern : void 0;
    const note = oldPattern !== void 0 && rejectedBy(oldPattern, after)?.length === 0 ? ` (the old pattern ${JSON.stringify(oldPattern)} accepted other values too)` : "";
    const message = `enum ${showValues(after)} added to a field that accepted any value${note}`;
    const verdict = judgeTightening(ctx, ["enum"]);
    if (verdict.kind === "none-refused") {
      reportNotATightening(ctx, `enum ${showValues(after)} added`, verdict, ctx.head.anchor("enum"));
      return;
    }
    ctx.report({
      message: withExample(message, verdict),
      ratchet: "tolerated",
      existing: EXISTING.tolerated,
      hint: breakingRemedy(ctx, "validate the values in the controller and report bad ones in status, or list every value in use today"),
      anchor: ctx.head.anchor("enum")
    });
  }
};

// src/core/crd-compat/rules/enum-dropped.ts
var enumDropped = {
  id: "enum-dropped",
  summary: "An enum was removed entirely (a loosening, also when a pattern that accepts every old value replaces it)",
  defaultSeverity: "info",
  tier: "loosening",
  onNode(ctx) {
    if (!ctx.changed.has("enum")) return;
    const before = enumOf(ctx.base.schema);
    const after = enumOf(ctx.head.schema);
    if (!before || after) return;
    ctx.consume("enum");
    const pattern = patternOf(ctx.head.schema);
    const rejected = pattern !== void 0 ? rejectedBy(pattern, before) : [];
    if (rejected !== void 0 && rejected.length > 0 && ctx.changed.has("pattern")) return;
    ctx.report({
      message: pattern !== void 0 && rejected !== void 0 && rejected.length === 0 ? `enum replaced by pattern ${JSON.stringify(pattern)}, which accepts every old value` : pattern !== void 0 ? `enum removed; values must still match pattern ${JSON.stringify(pattern)}` : "enum removed: any value of the type is accepted now",
      ratchet: "not-applicable",
      existing: EXISTING.none,
      hint: "Readers must now handle values beyond the old enum.",
      anchor: pattern !== void 0 ? ctx.head.anchor("pattern") : ctx.head.anchor()
    });
  }
};

// src/core/crd-compat/rules/enum-value-added.ts
var enumValueAdded = {
  id: "enum-value-added",
  summary: "Values were added to an enum (readers with an exhaustive switch may break)",
  defaultSeverity: "warning",
  tier: "breaking",
  options: { allow: { type: "boolean", description: "Treat enum additions as safe: report nothing." } },
  onNode(ctx) {
    if (!ctx.changed.has("enum")) return;
    const before = enumOf(ctx.base.schema);
    const after = enumOf(ctx.head.schema);
    if (!before || !after) return;
    ctx.consume("enum");
    const added = minus(after, before);
    if (added.length === 0 || ctx.option("allow") === true) return;
    ctx.report({
      message: `enum value${added.length === 1 ? "" : "s"} ${showValues(added)} added`,
      ratchet: "not-applicable",
      existing: EXISTING.none,
      hint: "Make sure every controller and client handles the new values (no exhaustive switch without a default branch); set rules.enum-value-added.options.allow: true if additions are always safe for you.",
      anchor: ctx.head.anchor("enum")
    });
  }
};

// src/core/crd-compat/rules/enum-value-removed.ts
var enumValueRemoved = {
  id: "enum-value-removed",
  summary: "Values were removed from an enum",
  defaultSeverity: "error",
  tier: "breaking",
  onNode(ctx) {
    if (!ctx.changed.has("enum")) return;
    const before = enumOf(ctx.base.schema);
    const after = enumOf(ctx.head.schema);
    if (!before || !after) return;
    ctx.consume("enum");
    const removed = minus(before, after);
    if (removed.length === 0) return;
    ctx.report({
      message: `enum value${removed.length === 1 ? "" : "s"} ${showValues(removed)} removed (still allowed: ${showValues(after)})`,
      ratchet: "tolerated",
      existing: `${EXISTING.tolerated}; readers may still meet the removed values`,
      hint: breakingRemedy(ctx, "keep the values in the enum and mark them deprecated in the description"),
      anchor: ctx.head.anchor("enum")
    });
  }
};

// src/core/crd-compat/walk.ts
var UNCLASSIFIED_RULE_ID = "unclassified-change";
function walkSchemas(from, to, options) {
  const out = [];
  visit(new WalkedNode(from.schema, from.manifest, SchemaPlace.root(from.pointer), void 0, void 0), new WalkedNode(to.schema, to.manifest, SchemaPlace.root(to.pointer), void 0, void 0), options, out);
  return out;
}
var WalkedNode = class {
  constructor(schema, manifest, place, parentSchema, name) {
    this.schema = schema;
    this.manifest = manifest;
    this.place = place;
    this.parentSchema = parentSchema;
    this.name = name;
  }
  get pointer() {
    return this.place.pointer;
  }
  /** Whether this node's property name is in its parent's `required` list. */
  get requiredInParent() {
    const r = this.parentSchema?.required;
    return this.name !== void 0 && Array.isArray(r) && r.includes(this.name);
  }
  anchor(keyword, opts) {
    let p = keyword === void 0 ? this.pointer : `${this.pointer}/${escapeSegment(keyword)}`;
    if (opts?.index !== void 0) p = appendPointer(p, opts.index);
    return opts?.at !== void 0 ? { manifest: this.manifest, pointer: p, at: opts.at } : { manifest: this.manifest, pointer: p };
  }
};
function visit(base, head, options, out) {
  if (keywordsDiffer(base.schema, head.schema)) {
    judge2(base, head, head.place.path, { base: base.requiredInParent, head: head.requiredInParent }, diffKeywords(base.schema, head.schema), options, out);
  }
  if (effectiveType(base.schema) !== effectiveType(head.schema)) return;
  const bp = base.schema.properties;
  const hp = head.schema.properties;
  if (isRecordSchema(bp) && isRecordSchema(hp)) {
    for (const name of Object.keys(bp)) {
      const bs = bp[name];
      const hs = hp[name];
      if (!isRecordSchema(bs) || !isRecordSchema(hs)) continue;
      visit(new WalkedNode(bs, base.manifest, base.place.property(name), base.schema, name), new WalkedNode(hs, head.manifest, head.place.property(name), head.schema, name), options, out);
    }
  }
  const bi = base.schema.items;
  const hi = head.schema.items;
  if (isRecordSchema(bi) && isRecordSchema(hi)) {
    visit(new WalkedNode(bi, base.manifest, base.place.items(), void 0, void 0), new WalkedNode(hi, head.manifest, head.place.items(), void 0, void 0), options, out);
  }
  const ba = base.schema.additionalProperties;
  const ha = head.schema.additionalProperties;
  if (isRecordSchema(ba) && isRecordSchema(ha)) {
    visit(new WalkedNode(ba, base.manifest, base.place.values(), void 0, void 0), new WalkedNode(ha, head.manifest, head.place.values(), void 0, void 0), options, out);
  }
}
function diffKeywords(a, b) {
  const out = /* @__PURE__ */ new Set();
  for (const k of Object.keys(a)) if (keywordDiffers(k, a[k], b[k])) out.add(k);
  for (const k of Object.keys(b)) if (!Object.hasOwn(a, k) && keywordDiffers(k, a[k], b[k])) out.add(k);
  return out;
}
function keywordsDiffer(a, b) {
  for (const k in a) if (Object.hasOwn(a, k) && keywordDiffers(k, a[k], b[k])) return true;
  for (const k in b) if (Object.hasOwn(b, k) && !Object.hasOwn(a, k) && keywordDiffers(k, a[k], b[k])) return true;
  return false;
}
function keywordDiffers(k, va, vb) {
  if (k === "properties") return !sameKeys(va, vb);
  if (k === "items" || k === "additionalProperties") return !(isRecordSchema(va) && isRecordSchema(vb)) && !deepEqual(va, vb);
  return !deepEqual(va, vb);
}
function sameKeys(a, b) {
  const ka = isRecordSchema(a) ? Object.keys(a) : [];
  const kb = isRecordSchema(b) ? Object.keys(b) : [];
  if (ka.length !== kb.length) return false;
  for (const k of ka) if (!Object.hasOwn(b, k)) return false;
  return true;
}
function effectiveType(schema) {
  if (schema["x-kubernetes-int-or-string"] === true) return "int-or-string";
  return typeof schema.type === "string" ? schema.type : "(any)";
}
function judge2(base, head, path, requiredInParent, changed, options, out) {
  const consumed = /* @__PURE__ */ new Set();
  let current = "";
  const context = {
    crd: options.crd,
    version: options.version,
    scope: options.scope,
    path,
    base,
    head,
    changed,
    requiredInParent,
    consume: (keyword) => {
      consumed.add(keyword);
    },
    report: (report3) => {
      out.push({ ...report3, rule: current, crd: options.crd, scope: options.scope, version: options.version, path: report3.path ?? path });
    },
    option: (name) => options.options(current)[name]
  };
  for (const rule of options.rules) {
    current = rule.id;
    rule.onNode?.(context);
  }
  const left = [...changed].filter((k) => !consumed.has(k)).sort();
  if (left.length === 0) return;
  current = UNCLASSIFIED_RULE_ID;
  const first = left[0] ?? "";
  const parts = left.map((k) => `\`${k}\` ${describeChange(base.schema[k], head.schema[k])}`);
  const report2 = {
    message: `${parts.join("; ")}; no rule of the gate judges ${left.length === 1 ? "this change" : "these changes"}`,
    hint: "Review the change by hand. If it is safe, acknowledge it in policies/crd-compat.yaml (rule unclassified-change, with the path); please also report the keyword so a rule can judge it.",
    ratchet: "not-applicable",
    existing: "unknown, not judged",
    anchor: Object.hasOwn(head.schema, first) ? head.anchor(first) : head.anchor()
  };
  context.report(report2);
}
function describeChange(before, after) {
  if (before === void 0) return `added (${show(after, 60)})`;
  if (after === void 0) return `removed (was ${show(before, 60)})`;
  return `changed from ${show(before, 60)} to ${show(after, 60)}`;
}

// src/core/crd-compat/rules/field-removed.ts
var fieldRemoved = {
  id: "field-removed",
  summary: "A field was removed from a version that exists on both sides (the shallowest removed path; renames are named)",
  defaultSeverity: "error",
  tier: "breaking",
  onNode(ctx) {
    if (!ctx.changed.has("properties")) return;
    ctx.consume("properties");
    if (effectiveType(ctx.base.schema) !== effectiveType(ctx.head.schema)) return;
    const before = isRecordSchema(ctx.base.schema.properties) ? ctx.base.schema.properties : {};
    const after = isRecordSchema(ctx.head.schema.properties) ? ctx.head.schema.properties : {};
    const added = Object.keys(after).filter((k) => !Object.hasOwn(before, k));
    const preserved = ctx.head.schema["x-kubernetes-preserve-unknown-fields"] === true;
    const removed = Object.keys(before).filter((k) => !Object.hasOwn(after, k));
    for (const name of removed) {
      const candidates = added.filter((k) => sameShape(before[name], after[k]));
      const rivals = removed.filter((k) => k !== name && candidates.length === 1 && sameShape(before[k], after[candidates[0]]));
      const renamedTo = candidates.length === 1 && rivals.length === 0 ? candidates[0] : void 0;
      const rename = renamedTo !== void 0 ? `; it looks like a rename to \`${renamedTo}\` (same schema), which stored objects see as a removal plus an addition` : "";
      ctx.report({
        path: childPath(ctx.path, name),
        message: `field \`${name}\` removed${rename}`,
        severity: preserved ? "warning" : "error",
        ratchet: "not-applicable",
        existing: preserved ? "data stored under it is kept (the parent preserves unknown fields) but no longer validated" : `${EXISTING.pruned}; clients that still set it have it dropped (or rejected under strict field validation)`,
        hint: renamedTo !== void 0 ? breakingRemedy(ctx, `keep \`${name}\` beside \`${renamedTo}\` and have the controller read both`) : breakingRemedy(ctx, "keep the field and mark it deprecated in its description"),
        anchor: ctx.base.anchor("properties", { index: name, at: "key" })
      });
    }
  }
};

// src/core/crd-compat/rules/format-changed.ts
var VALIDATED_FORMATS = /* @__PURE__ */ new Set([
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
  "date-time"
]);
var formatChanged = {
  id: "format-changed",
  summary: "A format was added or changed on an existing field (info when it is one the API server does not validate, or every old enum value is valid)",
  defaultSeverity: "error",
  tier: "breaking",
  onNode(ctx) {
    if (!ctx.changed.has("format")) return;
    const before = ctx.base.schema.format;
    const after = ctx.head.schema.format;
    if (before !== void 0 && typeof before !== "string" || after !== void 0 && typeof after !== "string") return;
    ctx.consume("format");
    const anchor = after !== void 0 ? ctx.head.anchor("format") : ctx.head.anchor();
    if (after === void 0) {
      ctx.report({ message: `format ${JSON.stringify(before)} removed`, severity: "info", ratchet: "not-applicable", existing: EXISTING.none, hint: "Readers must now handle values of any format.", anchor });
      return;
    }
    if (!VALIDATED_FORMATS.has(after)) {
      ctx.report({
        message: `format ${before === void 0 ? "set to" : `changed from ${JSON.stringify(before)} to`} ${JSON.stringify(after)}, which the API server does not validate`,
        severity: "info",
        ratchet: "not-applicable",
        existing: EXISTING.none,
        hint: "Documentation only for the API server; generated clients may change type.",
        anchor
      });
      return;
    }
    const message = before === void 0 ? `format ${JSON.stringify(after)} added` : `format changed from ${JSON.stringify(before)} to ${JSON.stringify(after)}`;
    const verdict = judgeTightening(ctx, ["format"]);
    if (verdict.kind === "none-refused") {
      reportNotATightening(ctx, message, verdict, anchor);
      return;
    }
    ctx.report({
      message: withExample(message, verdict),
      ratchet: "tolerated",
      existing: EXISTING.tolerated,
      hint: breakingRemedy(ctx, "validate the format in the controller and report bad values in status instead"),
      anchor
    });
  }
};

// src/core/crd-compat/rules/kind-changed.ts
var FACETS2 = ["spec.names.kind", "spec.names.listKind"];
var kindChanged = {
  id: "kind-changed",
  summary: "spec.names.kind or listKind changed (immutable once the CRD is Established)",
  defaultSeverity: "error",
  tier: "breaking",
  onCrd(ctx) {
    for (const c of FACETS2.flatMap((f) => ctx.changes(f))) {
      ctx.consume(c.key);
      ctx.report({
        message: `${c.key.slice("spec.names.".length)} changed from ${show(c.base?.value)} to ${show(c.head?.value)}`,
        ratchet: "not-applicable",
        existing: "the API server rejects the update of an Established CRD; clients and manifests that name the old kind stop working",
        hint: "Keep the kind; a new kind is a new CRD (new name), with its objects migrated by hand.",
        anchor: { manifest: ctx.head.manifest, pointer: c.head?.pointer ?? "/spec/names" }
      });
    }
  }
};

// src/core/crd-compat/rules/list-type-changed.ts
var KEYWORD2 = "x-kubernetes-list-type";
function listTypeOf(schema) {
  const t = schema[KEYWORD2];
  return typeof t === "string" ? t : "atomic";
}
var listTypeChanged = {
  id: "list-type-changed",
  summary: "x-kubernetes-list-type changed (atomic → set or map is an error; set or map → atomic a warning; unset ↔ atomic is no change)",
  defaultSeverity: "error",
  tier: "breaking",
  onNode(ctx) {
    if (!ctx.changed.has(KEYWORD2)) return;
    ctx.consume(KEYWORD2);
    const from = listTypeOf(ctx.base.schema);
    const to = listTypeOf(ctx.head.schema);
    if (from === to) return;
    const anchor = Object.hasOwn(ctx.head.schema, KEYWORD2) ? ctx.head.anchor(KEYWORD2) : ctx.head.anchor();
    if (to === "atomic") {
      ctx.report({
        message: `list type changed from ${from} to atomic`,
        severity: "warning",
        ratchet: "not-applicable",
        existing: "still valid; server-side apply now replaces the whole list, so field managers that owned single items take over or lose each other's entries",
        hint: "Make sure only one manager writes this list, or keep the granular list type.",
        anchor
      });
      return;
    }
    const what = to === "set" ? "items must be unique scalars" : "items must be unique by their map keys";
    ctx.report({
      message: `list type changed from ${from} to ${to}: ${what}`,
      ratchet: "enforced",
      existing: enforced("changes to x-kubernetes-list-type are not ratcheted (lists with duplicate items are rejected)"),
      hint: `Check that no stored object has duplicate items (crd-diff --kubeconfig validates them), or introduce the list type in a new version.`,
      anchor
    });
  }
};

// src/core/crd-compat/rules/list-map-keys-changed.ts
var KEYWORD3 = "x-kubernetes-list-map-keys";
var listMapKeysChanged = {
  id: "list-map-keys-changed",
  summary: "x-kubernetes-list-map-keys of an existing map list changed",
  defaultSeverity: "error",
  tier: "breaking",
  onNode(ctx) {
    if (!ctx.changed.has(KEYWORD3)) return;
    const before = ctx.base.schema[KEYWORD3] ?? [];
    const after = ctx.head.schema[KEYWORD3] ?? [];
    if (!isStringArray(before) || !isStringArray(after)) return;
    ctx.consume(KEYWORD3);
    if (listTypeOf(ctx.base.schema) !== "map" || listTypeOf(ctx.head.schema) !== "map") return;
    const same = before.length === after.length && before.every((k) => after.includes(k));
    if (same) return;
    ctx.report({
      message: `list map keys changed from [${before.join(", ")}] to [${after.join(", ")}]`,
      ratchet: "enforced",
      existing: enforced("changes to x-kubernetes-list-map-keys are not ratcheted (items must be unique by the new keys, which must be set)"),
      hint: breakingRemedy(ctx, "keep the keys"),
      anchor: Object.hasOwn(ctx.head.schema, KEYWORD3) ? ctx.head.anchor(KEYWORD3) : ctx.head.anchor()
    });
  }
};

// src/core/crd-compat/rules/map-type-changed.ts
var KEYWORD4 = "x-kubernetes-map-type";
var mapTypeChanged = {
  id: "map-type-changed",
  summary: "x-kubernetes-map-type changed (granular → atomic changes server-side apply ownership)",
  defaultSeverity: "warning",
  tier: "breaking",
  onNode(ctx) {
    if (!ctx.changed.has(KEYWORD4)) return;
    ctx.consume(KEYWORD4);
    const of = (s) => typeof s[KEYWORD4] === "string" ? s[KEYWORD4] : "granular";
    const from = of(ctx.base.schema);
    const to = of(ctx.head.schema);
    if (from === to) return;
    const atomic = to === "atomic";
    ctx.report({
      message: `map type changed from ${from} to ${to}`,
      severity: atomic ? "warning" : "info",
      ratchet: "not-applicable",
      existing: atomic ? "still valid; server-side apply now replaces the whole map, so managers that owned single keys take over or drop each other's keys" : EXISTING.none,
      hint: atomic ? "Make sure only one manager writes this map." : "No action needed: managers can now own single keys.",
      anchor: Object.hasOwn(ctx.head.schema, KEYWORD4) ? ctx.head.anchor(KEYWORD4) : ctx.head.anchor()
    });
  }
};

// src/core/crd-compat/rules/nullable-added.ts
var nullableAdded = {
  id: "nullable-added",
  summary: "nullable: true was added, so readers may meet null where they did not before",
  defaultSeverity: "warning",
  tier: "breaking",
  onNode(ctx) {
    if (!ctx.changed.has("nullable")) return;
    if (ctx.base.schema.nullable === true || ctx.head.schema.nullable !== true) return;
    ctx.consume("nullable");
    ctx.report({
      message: "nullable added: null is accepted now",
      ratchet: "not-applicable",
      existing: EXISTING.none,
      hint: "Make sure controllers and clients handle null (typed Go clients need a pointer field).",
      anchor: ctx.head.anchor("nullable")
    });
  }
};

// src/core/crd-compat/rules/nullable-removed.ts
var nullableRemoved = {
  id: "nullable-removed",
  summary: "nullable: true was removed, so null is rejected (or pruned, where a default applies)",
  defaultSeverity: "error",
  tier: "breaking",
  onNode(ctx) {
    if (!ctx.changed.has("nullable")) return;
    if (ctx.base.schema.nullable !== true || ctx.head.schema.nullable === true) return;
    ctx.consume("nullable");
    const defaulted = Object.hasOwn(ctx.head.schema, "default");
    ctx.report({
      message: defaulted ? "nullable removed: null values are now replaced by the default" : "nullable removed: null is rejected now",
      severity: defaulted ? "warning" : "error",
      ratchet: defaulted ? "not-applicable" : "tolerated",
      existing: defaulted ? "stored nulls read as the default" : EXISTING.tolerated,
      hint: breakingRemedy(ctx, "keep nullable: true"),
      anchor: Object.hasOwn(ctx.head.schema, "nullable") ? ctx.head.anchor("nullable") : ctx.head.anchor()
    });
  }
};

// src/core/crd-compat/rules/pattern-added.ts
var patternAdded = {
  id: "pattern-added",
  summary: "A pattern was added to an existing field (info when every value the old schema admitted, e.g. its enum, still matches)",
  defaultSeverity: "error",
  tier: "breaking",
  onNode(ctx) {
    if (!ctx.changed.has("pattern")) return;
    const before = patternOf(ctx.base.schema);
    const after = patternOf(ctx.head.schema);
    if (before !== void 0 || after === void 0) return;
    ctx.consume("pattern");
    const message = `pattern ${JSON.stringify(after)} added`;
    const verdict = judgeTightening(ctx, ["pattern"]);
    if (verdict.kind === "none-refused") {
      if (enumOf(ctx.base.schema) && !enumOf(ctx.head.schema)) return;
      reportNotATightening(ctx, message, verdict, ctx.head.anchor("pattern"));
      return;
    }
    ctx.report({
      message: withExample(message, verdict),
      ratchet: "tolerated",
      existing: EXISTING.tolerated,
      hint: breakingRemedy(ctx, "validate the format in the controller and report bad values in status instead"),
      anchor: ctx.head.anchor("pattern")
    });
  }
};

// src/core/crd-compat/rules/pattern-changed.ts
var patternChanged = {
  id: "pattern-changed",
  summary: "The pattern of a field changed (an error when a value the old schema admitted stops matching; info when none can)",
  defaultSeverity: "warning",
  tier: "breaking",
  onNode(ctx) {
    if (!ctx.changed.has("pattern")) return;
    const before = patternOf(ctx.base.schema);
    const after = patternOf(ctx.head.schema);
    if (before === void 0 || after === void 0) return;
    ctx.consume("pattern");
    const message = `pattern changed from ${JSON.stringify(before)} to ${JSON.stringify(after)}`;
    const verdict = judgeTightening(ctx, ["pattern"]);
    if (verdict.kind === "none-refused") {
      reportNotATightening(ctx, message, verdict, ctx.head.anchor("pattern"));
      return;
    }
    const refused = verdict.kind === "refused";
    ctx.report({
      message: refused ? withExample(message, verdict) : `${message}; whether every value the old pattern accepted still matches cannot be decided`,
      severity: refused ? "error" : "warning",
      ratchet: "tolerated",
      existing: EXISTING.tolerated,
      hint: refused ? breakingRemedy(ctx, `keep accepting ${verdict.example}`) : "Check that the new pattern accepts every value in use (kubectl get with -o jsonpath, or crd-diff --kubeconfig); acknowledge the change if it only widens.",
      anchor: ctx.head.anchor("pattern")
    });
  }
};

// src/core/crd-compat/rules/pattern-removed.ts
var patternRemoved = {
  id: "pattern-removed",
  summary: "A pattern was removed (a loosening)",
  defaultSeverity: "info",
  tier: "loosening",
  onNode(ctx) {
    if (!ctx.changed.has("pattern")) return;
    const before = patternOf(ctx.base.schema);
    if (before === void 0 || patternOf(ctx.head.schema) !== void 0) return;
    ctx.consume("pattern");
    ctx.report({
      message: `pattern ${JSON.stringify(before)} removed`,
      ratchet: "not-applicable",
      existing: EXISTING.none,
      hint: "Readers must now handle strings the old pattern rejected.",
      anchor: ctx.head.anchor()
    });
  }
};

// src/core/crd-compat/rules/preserve-unknown-fields-disabled.ts
var KEYWORD5 = "x-kubernetes-preserve-unknown-fields";
var preserveUnknownFieldsDisabled = {
  id: "preserve-unknown-fields-disabled",
  summary: "Unknown fields are pruned from now on (x-kubernetes-preserve-unknown-fields or spec.preserveUnknownFields turned off)",
  defaultSeverity: "error",
  tier: "breaking",
  onNode(ctx) {
    if (!ctx.changed.has(KEYWORD5)) return;
    ctx.consume(KEYWORD5);
    if (ctx.base.schema[KEYWORD5] !== true || ctx.head.schema[KEYWORD5] === true) return;
    ctx.report({
      message: "x-kubernetes-preserve-unknown-fields removed: fields the schema does not declare are pruned from now on",
      ratchet: "not-applicable",
      existing: "undeclared data under this path is dropped when read and lost on the next write; pruning is not validation, so ratcheting does not apply",
      hint: breakingRemedy(ctx, "keep x-kubernetes-preserve-unknown-fields: true, or declare every field in use first"),
      anchor: ctx.head.anchor()
    });
  },
  onCrd(ctx) {
    for (const c of ctx.changes("spec.preserveUnknownFields")) {
      ctx.consume(c.key);
      if (c.base?.value !== true || c.head?.value === true) continue;
      ctx.report({
        message: "spec.preserveUnknownFields turned off: fields no schema declares are pruned from now on",
        ratchet: "not-applicable",
        existing: "undeclared data is dropped from every object when read and lost on the next write",
        hint: "Declare every field in use (or x-kubernetes-preserve-unknown-fields: true where needed) before turning pruning on.",
        anchor: c.head ? { manifest: ctx.head.manifest, pointer: c.head.pointer } : { manifest: ctx.head.manifest, pointer: "/spec" }
      });
    }
  }
};

// src/core/crd-compat/rules/preserve-unknown-fields-enabled.ts
var KEYWORD6 = "x-kubernetes-preserve-unknown-fields";
var preserveUnknownFieldsEnabled = {
  id: "preserve-unknown-fields-enabled",
  summary: "Unknown fields are stored from now on (x-kubernetes-preserve-unknown-fields or spec.preserveUnknownFields turned on): objects may carry anything there",
  defaultSeverity: "error",
  tier: "breaking",
  onNode(ctx) {
    if (!ctx.changed.has(KEYWORD6)) return;
    ctx.consume(KEYWORD6);
    if (ctx.base.schema[KEYWORD6] === true || ctx.head.schema[KEYWORD6] !== true) return;
    ctx.report({
      message: "x-kubernetes-preserve-unknown-fields turned on: fields the schema does not declare are stored from now on",
      ratchet: "not-applicable",
      existing: "unaffected (what was pruned stays lost); from now on any writer may store undeclared data here, and every reader receives it",
      hint: "Declare the fields that are needed instead; or acknowledge it in policies/crd-compat.yaml after checking that no reader acts on undeclared data.",
      anchor: ctx.head.anchor(KEYWORD6)
    });
  },
  onCrd(ctx) {
    for (const c of ctx.changes("spec.preserveUnknownFields")) {
      ctx.consume(c.key);
      if (c.base?.value === true || c.head?.value !== true) continue;
      ctx.report({
        message: "spec.preserveUnknownFields turned on: fields no schema declares are stored from now on",
        ratchet: "not-applicable",
        existing: "from now on any writer may store undeclared data in every object",
        hint: "Keep spec.preserveUnknownFields false (apiextensions.k8s.io/v1 requires it) and declare the fields that are needed.",
        anchor: c.head ? { manifest: ctx.head.manifest, pointer: c.head.pointer } : { manifest: ctx.head.manifest, pointer: "/spec" }
      });
    }
  }
};

// src/core/crd-compat/rules/printer-columns-changed.ts
var printerColumnsChanged = {
  id: "printer-columns-changed",
  summary: "additionalPrinterColumns changed (kubectl get output only)",
  defaultSeverity: "info",
  tier: "loosening",
  onCrd(ctx) {
    for (const c of ctx.changes()) {
      const v = versionFacet(c.key);
      if (!v || !v.rest.startsWith("additionalPrinterColumns") || !ctx.base.version(v.version) || !ctx.head.version(v.version)) continue;
      ctx.consume(c.key);
      ctx.report({
        version: v.version,
        scope: versionScope(ctx.base, v.version),
        message: "printer columns changed",
        ratchet: "not-applicable",
        existing: EXISTING.none,
        hint: "Scripts that parse kubectl get output may need an update.",
        anchor: { manifest: ctx.head.manifest, pointer: c.head?.pointer ?? ctx.head.version(v.version)?.pointer ?? "/spec/versions" }
      });
    }
  }
};

// src/core/crd-compat/rules/required-added.ts
var requiredAdded = {
  id: "required-added",
  summary: "A field became required under an object that existed before (contract before expand when it is new and has no default)",
  defaultSeverity: "error",
  tier: "breaking",
  onNode(ctx) {
    if (!ctx.changed.has("required")) return;
    const before = ctx.base.schema.required ?? [];
    const after = ctx.head.schema.required ?? [];
    if (!isStringArray(before) || !isStringArray(after)) return;
    ctx.consume("required");
    const old = new Set(before);
    const baseProps = isRecordSchema(ctx.base.schema.properties) ? ctx.base.schema.properties : {};
    const headProps = isRecordSchema(ctx.head.schema.properties) ? ctx.head.schema.properties : {};
    const scopeNote = [".", ".spec", ".status"].includes(ctx.path) ? "" : ` (objects that set ${ctx.path})`;
    after.forEach((name, index) => {
      if (old.has(name)) return;
      const existed = Object.hasOwn(baseProps, name);
      const prop = headProps[name];
      const hasDefault = isRecordSchema(prop) && Object.hasOwn(prop, "default");
      const path = childPath(ctx.path, name);
      const anchor = ctx.head.anchor("required", { index });
      if (hasDefault) {
        ctx.report({
          path,
          message: `\`${name}\` became required, with default ${show(isRecordSchema(prop) ? prop.default : void 0)}`,
          severity: "warning",
          ratchet: "not-applicable",
          existing: `the API server fills the default into objects that omit it when it reads them${scopeNote}, so they keep validating; clients that send an explicit null are rejected`,
          hint: "Safe for stored objects because of the default; make sure every client and controller tolerates the defaulted value.",
          anchor
        });
        return;
      }
      const sequence = `Expand first: add \`${name}\` as optional (or with a default) in this release, migrate or backfill every existing object, then make it required in a later release; or require it only in a new version whose conversion webhook fills it.`;
      ctx.report({
        path,
        message: existed ? `\`${name}\` became required (it was optional); objects that omit it are rejected` : `\`${name}\` is new and required, without a default: contract before expand — no existing object has it`,
        ratchet: "enforced",
        existing: enforced(`changes to required are not ratcheted${scopeNote}`),
        hint: ctx.scope === "served-versions" ? `${sequence} Or convert between the served versions with a conversion webhook.` : sequence,
        anchor
      });
    });
  }
};

// src/core/crd-compat/rules/required-removed.ts
var requiredRemoved = {
  id: "required-removed",
  summary: "A field is no longer required (a loosening)",
  defaultSeverity: "info",
  tier: "loosening",
  onNode(ctx) {
    if (!ctx.changed.has("required")) return;
    const before = ctx.base.schema.required ?? [];
    const after = ctx.head.schema.required ?? [];
    if (!isStringArray(before) || !isStringArray(after)) return;
    ctx.consume("required");
    const now = new Set(after);
    for (const name of before) {
      if (now.has(name)) continue;
      ctx.report({
        path: childPath(ctx.path, name),
        message: `\`${name}\` is no longer required`,
        ratchet: "not-applicable",
        existing: EXISTING.none,
        hint: `Readers and controllers must now handle objects without \`${name}\`.`,
        anchor: Object.hasOwn(ctx.head.schema, "required") ? ctx.head.anchor("required") : ctx.head.anchor()
      });
    }
  }
};

// src/core/crd-compat/rules/scope-changed.ts
var scopeChanged = {
  id: "scope-changed",
  summary: "spec.scope changed between Namespaced and Cluster",
  defaultSeverity: "error",
  tier: "breaking",
  onCrd(ctx) {
    for (const c of ctx.changes("spec.scope")) {
      ctx.consume(c.key);
      ctx.report({
        message: `scope changed from ${show(c.base?.value ?? "unset")} to ${show(c.head?.value ?? "unset")}`,
        ratchet: "not-applicable",
        existing: "the API server rejects the update of an Established CRD; existing objects cannot move between namespaced and cluster scope",
        hint: "Keep the scope; a different scope needs a new CRD (new group or plural) and a migration of the objects.",
        anchor: { manifest: ctx.head.manifest, pointer: c.head?.pointer ?? "/spec" }
      });
    }
  }
};

// src/core/crd-compat/rules/selectable-fields-removed.ts
function paths(value) {
  if (!Array.isArray(value)) return [];
  return value.map((f) => f !== null && typeof f === "object" && typeof f.jsonPath === "string" ? f.jsonPath : canonicalJson(f));
}
var selectableFieldsRemoved = {
  id: "selectable-fields-removed",
  summary: "selectableFields entries were removed (field selectors that use them start failing)",
  defaultSeverity: "warning",
  tier: "breaking",
  onCrd(ctx) {
    for (const c of ctx.changes()) {
      const v = versionFacet(c.key);
      if (!v || !v.rest.startsWith("selectableFields") || !ctx.base.version(v.version) || !ctx.head.version(v.version)) continue;
      ctx.consume(c.key);
      const after = new Set(paths(ctx.head.version(v.version)?.raw.selectableFields));
      const removed = paths(ctx.base.version(v.version)?.raw.selectableFields).filter((p) => !after.has(p));
      if (removed.length === 0) continue;
      ctx.report({
        version: v.version,
        scope: versionScope(ctx.base, v.version),
        message: `selectable field${removed.length === 1 ? "" : "s"} ${removed.join(", ")} removed`,
        ratchet: "not-applicable",
        existing: "unaffected; list and watch requests with a field selector on them are rejected",
        hint: "Keep the selectable fields while clients filter on them.",
        anchor: { manifest: ctx.head.manifest, pointer: c.head?.pointer ?? ctx.head.version(v.version)?.pointer ?? "/spec/versions" }
      });
    }
  }
};

// src/core/crd-compat/versions.ts
var KUBE_VERSION = /^v(\d+)(?:(alpha|beta)(\d+))?$/;
function parse(version) {
  const m = KUBE_VERSION.exec(version);
  if (!m) return void 0;
  const stability = m[2] === void 0 ? 2 : m[2] === "beta" ? 1 : 0;
  return { major: Number(m[1]), stability, minor: m[3] === void 0 ? 0 : Number(m[3]) };
}
function compareKubeVersions(a, b) {
  const pa = parse(a);
  const pb = parse(b);
  if (pa && pb) {
    return pa.stability - pb.stability || pa.major - pb.major || pa.minor - pb.minor;
  }
  if (pa) return 1;
  if (pb) return -1;
  return a < b ? 1 : a > b ? -1 : 0;
}
var UNSTABLE_VERSION_PATTERN = "v\\d+(alpha|beta)\\d*";

// src/core/crd-compat/rules/served-versions-divergent.ts
var servedVersionsDivergent = {
  id: "served-versions-divergent",
  summary: "Served versions without a conversion webhook now differ incompatibly (problems already present at base are not repeated)",
  defaultSeverity: "warning",
  tier: "breaking",
  onSingle(ctx) {
    if (ctx.crd.conversionStrategy === "Webhook") return;
    const served = ctx.crd.versions.filter((v) => v.served && v.schema).sort((a, b) => compareKubeVersions(a.name, b.name));
    for (let i = 0; i < served.length; i++) {
      for (let j = i + 1; j < served.length; j++) {
        const from = served[i];
        const to = served[j];
        const issues = ctx.diffSchemas(from, to).filter((f) => f.severity === "error");
        for (const f of issues) {
          ctx.report({
            version: to.name,
            path: f.path,
            scope: "served-versions",
            message: `${from.name} → ${to.name}: ${f.message} [${f.rule}]`,
            ratchet: "not-applicable",
            existing: `objects are relabelled, not converted, between ${from.name} and ${to.name}: what one version stores the other may prune or reject`,
            hint: `Make the schemas of the served versions compatible, or add a conversion webhook (spec.conversion.strategy: Webhook).`,
            anchor: f.anchor,
            key: `served-versions-divergent|${from.name}|${to.name}|${f.rule}|${f.path ?? ""}|${f.message}`
          });
        }
      }
    }
  }
};

// src/core/crd-compat/rules/short-name-or-category-removed.ts
var FACETS3 = ["spec.names.shortNames", "spec.names.categories"];
var shortNameOrCategoryRemoved = {
  id: "short-name-or-category-removed",
  summary: "Short names or categories were removed, or the singular name changed (kubectl get <name> stops finding the resource)",
  defaultSeverity: "warning",
  tier: "breaking",
  onCrd(ctx) {
    for (const c of ctx.changes("spec.names.singular")) {
      ctx.consume(c.key);
      const before = typeof c.base?.value === "string" ? c.base.value : void 0;
      if (before === void 0) continue;
      ctx.report({
        message: `singular name changed from ${JSON.stringify(before)} to ${JSON.stringify(c.head?.value ?? null)}`,
        ratchet: "not-applicable",
        existing: `unaffected; kubectl get ${before} and scripts using it stop finding the resource`,
        hint: "Keep the singular name.",
        anchor: c.head ? { manifest: ctx.head.manifest, pointer: c.head.pointer } : { manifest: ctx.head.manifest, pointer: "/spec/names" }
      });
    }
    for (const c of FACETS3.flatMap((f) => ctx.changes(f))) {
      const before = c.base?.value ?? [];
      const after = c.head?.value ?? [];
      if (!isStringArray(before) || !isStringArray(after)) continue;
      ctx.consume(c.key);
      const removed = before.filter((x) => !after.includes(x));
      if (removed.length === 0) continue;
      const what = c.key.endsWith("shortNames") ? "short name" : "category";
      ctx.report({
        message: `${what}${removed.length === 1 ? "" : what === "category" ? "" : "s"} ${removed.join(", ")} removed`.replace("category ", removed.length === 1 ? "category " : "categories "),
        ratchet: "not-applicable",
        existing: `unaffected; kubectl get ${removed[0]} and scripts using it stop finding the resource`,
        hint: "Keep them unless they clash with another resource.",
        anchor: c.head ? { manifest: ctx.head.manifest, pointer: c.head.pointer } : { manifest: ctx.base.manifest, pointer: c.base?.pointer ?? "/spec/names" }
      });
    }
  }
};

// src/core/crd-compat/rules/storage-version-changed.ts
var storageVersionChanged = {
  id: "storage-version-changed",
  summary: "The storage version moved (info when the schemas are identical; a warning when they differ only in validation; an error when the old one is removed or unserved, or the stored shapes differ without a conversion webhook)",
  defaultSeverity: "warning",
  tier: "breaking",
  onCrd(ctx) {
    const facets = ctx.changes().filter((c) => versionFacet(c.key)?.rest === "storage");
    for (const c of facets) {
      const v = versionFacet(c.key);
      if (ctx.base.version(v.version) && ctx.head.version(v.version)) ctx.consume(c.key);
    }
    const from = ctx.base.versions.filter((v) => v.storage);
    const to = ctx.head.versions.filter((v) => v.storage);
    if (from.length !== 1 || to.length !== 1) return;
    const old = from[0];
    const now = to[0];
    if (old.name === now.name) return;
    const oldAtHead = ctx.head.version(old.name);
    const same = ctx.sameSchema(oldAtHead ?? old, now);
    let severity;
    let why;
    if (!oldAtHead || !oldAtHead.served) {
      severity = "error";
      why = `${old.name} is ${oldAtHead ? "no longer served" : "removed"} in the same change, before its stored objects were migrated`;
    } else if (same) {
      severity = "info";
      why = "the two versions have identical schemas, so objects convert losslessly";
    } else if (ctx.head.conversionStrategy !== "Webhook" && sameStoredShape((oldAtHead ?? old).schema, now.schema)) {
      severity = "warning";
      why = `the schemas differ only in validation, so objects are relabelled without loss, but a stored object that breaks a constraint of ${now.name} is refused on its next write`;
    } else if (ctx.head.conversionStrategy !== "Webhook") {
      severity = "error";
      why = "the schemas differ and there is no conversion webhook: objects are relabelled, not converted, and fields the new version lacks are pruned";
    } else {
      severity = "warning";
      why = "the conversion webhook must round-trip every object between the two versions";
    }
    ctx.report({
      version: now.name,
      message: `storage version moved from ${old.name} to ${now.name}: ${why}`,
      severity,
      ratchet: "not-applicable",
      existing: `objects stay stored as ${old.name} until they are rewritten, and status.storedVersions keeps listing ${old.name} until a storage migration rewrites every object`,
      hint: `Keep ${old.name} in spec.versions (served) for now; rewrite every object (kube-storage-version-migrator, or a no-op update of each), then drop ${old.name} from status.storedVersions before removing it.`,
      anchor: { manifest: ctx.head.manifest, pointer: `${now.pointer}/storage` }
    });
  }
};

// src/core/crd-compat/rules/storage-version-count.ts
var storageVersionCount = {
  id: "storage-version-count",
  summary: "The CRD does not have exactly one storage version",
  defaultSeverity: "error",
  tier: "breaking",
  onSingle(ctx) {
    const storage = ctx.crd.versions.filter((v) => v.storage);
    if (storage.length === 1 || ctx.crd.versions.length === 0) return;
    ctx.report({
      message: storage.length === 0 ? "no version is marked storage: true" : `${storage.length} versions are marked storage: true (${storage.map((v) => v.name).join(", ")})`,
      ratchet: "not-applicable",
      existing: 'unaffected: the API server rejects the CRD ("must have exactly one version marked as storage version")',
      hint: "Mark exactly one version storage: true.",
      anchor: { manifest: ctx.crd.manifest, pointer: storage[1]?.pointer ?? "/spec/versions" },
      key: "storage-version-count"
    });
  }
};

// src/core/crd-compat/rules/stored-objects-invalid.ts
var storedObjectsInvalid = {
  id: "stored-objects-invalid",
  summary: "Objects stored in the cluster would fail validation against the head schema on their next write",
  defaultSeverity: "error",
  tier: "breaking"
};

// src/core/crd-compat/rules/structural-schema-invalid.ts
var structuralSchemaInvalid = {
  id: "structural-schema-invalid",
  summary: "The head CRD is one the API server rejects: not structural, unsupported keywords, bad names, invalid list types, invalid defaults, CEL rules that do not compile",
  defaultSeverity: "error",
  tier: "breaking",
  onSingle(ctx) {
    for (const issue of validateCrd(ctx.crd).issues) {
      if (issue.severity !== "error" || issue.kind === "storage" || issue.kind === "api-version" || issue.kind === "too-large") continue;
      report(ctx, issue);
    }
  }
};
function report(ctx, issue) {
  ctx.report({
    ...issue.version !== void 0 ? { version: issue.version } : {},
    ...issue.path !== void 0 ? { path: issue.path } : {},
    message: issue.message,
    ratchet: "not-applicable",
    existing: "unaffected: the API server rejects this CRD, so it cannot be applied",
    hint: "Fix the CRD so that the API server accepts it (kubectl apply --dry-run=server shows the same error).",
    anchor: { manifest: ctx.crd.manifest, pointer: issue.pointer, ...issue.at ? { at: issue.at } : {} },
    key: `structural-schema-invalid|${issue.version ?? ""}|${issue.path ?? ""}|${issue.message}`
  });
}

// src/core/crd-compat/rules/subresource-changed.ts
var subresourceChanged = {
  id: "subresource-changed",
  summary: "The status subresource was turned on or off, or the scale subresource changed",
  defaultSeverity: "warning",
  tier: "breaking",
  onCrd(ctx) {
    const byVersion = /* @__PURE__ */ new Map();
    const anchors = /* @__PURE__ */ new Map();
    for (const c of ctx.changes()) {
      const v = versionFacet(c.key);
      if (!v || !v.rest.startsWith("subresources") || !ctx.base.version(v.version) || !ctx.head.version(v.version)) continue;
      ctx.consume(c.key);
      const entry = byVersion.get(v.version) ?? { status: false, scale: [] };
      if (v.rest === "subresources" || v.rest === "subresources.status" || v.rest.startsWith("subresources.status.")) entry.status = true;
      if (v.rest === "subresources" || v.rest.startsWith("subresources.scale")) entry.scale.push(v.rest.replace(/^subresources\.?/, "") || "subresources");
      byVersion.set(v.version, entry);
      anchors.set(v.version, c.head?.pointer ?? ctx.head.version(v.version)?.pointer ?? "/spec/versions");
    }
    for (const [version, entry] of byVersion) {
      const had = subresources(ctx.base.version(version)?.raw);
      const has = subresources(ctx.head.version(version)?.raw);
      const anchor = { manifest: ctx.head.manifest, pointer: anchors.get(version) ?? "/spec/versions" };
      const scope = versionScope(ctx.base, version);
      if (had.status !== has.status) {
        ctx.report({
          version,
          scope,
          message: has.status ? "status subresource enabled: writes to the main resource now ignore .status, and status is written through /status only" : "status subresource disabled: .status is written with the main resource and /status is gone",
          ratchet: "not-applicable",
          existing: has.status ? "unaffected; controllers that update status through the main resource silently lose those writes" : "unaffected; controllers that write through /status get 404, and users who may edit the object can now edit its status",
          hint: "Update every controller that writes status together with this change; check RBAC for the /status subresource.",
          anchor
        });
      }
      if (entry.scale.length > 0 && JSON.stringify(had.scale) !== JSON.stringify(has.scale)) {
        ctx.report({
          version,
          scope,
          message: had.scale === void 0 ? "scale subresource added" : has.scale === void 0 ? "scale subresource removed" : "scale subresource paths changed",
          ratchet: "not-applicable",
          existing: "unaffected; HorizontalPodAutoscalers, kubectl scale and PodDisruptionBudgets that use /scale read and write other fields (or get 404)",
          hint: "Update autoscalers and tooling that use /scale together with this change.",
          anchor
        });
      }
    }
  }
};
function subresources(raw) {
  const s = raw?.subresources;
  if (s === null || typeof s !== "object" || Array.isArray(s)) return { status: false, scale: void 0 };
  const rec = s;
  return { status: rec.status !== void 0 && rec.status !== null, scale: rec.scale ?? void 0 };
}

// src/core/crd-compat/rules/type-changed.ts
var KEYWORDS2 = ["type", "x-kubernetes-int-or-string", "x-kubernetes-embedded-resource"];
var WIDENINGS = /* @__PURE__ */ new Set(["integer>number", "integer>int-or-string", "string>int-or-string"]);
var typeChanged = {
  id: "type-changed",
  summary: "The type of an existing field changed (including x-kubernetes-int-or-string and x-kubernetes-embedded-resource toggles)",
  defaultSeverity: "error",
  tier: "breaking",
  onNode(ctx) {
    if (!KEYWORDS2.some((k) => ctx.changed.has(k))) return;
    for (const k of KEYWORDS2) if (ctx.changed.has(k)) ctx.consume(k);
    const from = effectiveType(ctx.base.schema);
    const to = effectiveType(ctx.head.schema);
    const anchor = Object.hasOwn(ctx.head.schema, "type") ? ctx.head.anchor("type") : ctx.head.anchor();
    if (from !== to) {
      const widening = WIDENINGS.has(`${from}>${to}`);
      ctx.report({
        message: `type changed from ${from} to ${to}${widening ? " (a widening: every old value is still valid)" : ""}`,
        severity: widening ? "warning" : "error",
        ratchet: widening ? "not-applicable" : "tolerated",
        existing: widening ? "still valid; typed clients and controllers that decode the old type may fail on new values" : `${EXISTING.tolerated}; clients and controllers that decode the old type fail on values of the new one`,
        hint: breakingRemedy(ctx, `keep the type ${from}`),
        anchor
      });
    }
    const wasEmbedded = ctx.base.schema["x-kubernetes-embedded-resource"] === true;
    const isEmbedded = ctx.head.schema["x-kubernetes-embedded-resource"] === true;
    if (wasEmbedded !== isEmbedded) {
      ctx.report({
        message: isEmbedded ? "x-kubernetes-embedded-resource turned on: the value must now be a complete object with apiVersion, kind and metadata" : "x-kubernetes-embedded-resource turned off: apiVersion, kind and metadata of the value are no longer validated, and unknown metadata is no longer pruned",
        severity: isEmbedded ? "error" : "warning",
        ratchet: isEmbedded ? "tolerated" : "not-applicable",
        existing: isEmbedded ? EXISTING.tolerated : "still valid; readers that relied on an embedded object shape may see other data",
        hint: breakingRemedy(ctx, `keep x-kubernetes-embedded-resource: ${String(wasEmbedded)}`),
        anchor: Object.hasOwn(ctx.head.schema, "x-kubernetes-embedded-resource") ? ctx.head.anchor("x-kubernetes-embedded-resource") : ctx.head.anchor()
      });
    }
  }
};

// src/core/crd-compat/rules/unclassified-change.ts
var unclassifiedChange = {
  id: "unclassified-change",
  summary: "A schema or CRD difference no rule judges (the gate fails closed)",
  defaultSeverity: "warning",
  tier: "meta"
};

// src/core/crd-compat/rules/version-added.ts
var versionAdded = {
  id: "version-added",
  summary: "A new version (changes confined to it do not touch stored objects)",
  defaultSeverity: "info",
  tier: "loosening",
  onCrd(ctx) {
    for (const c of ctx.changes()) {
      const v = versionFacet(c.key);
      if (!v || v.rest !== "" || c.base || !c.head) continue;
      for (const inner of ctx.changes(c.key)) ctx.consume(inner.key);
      const added = ctx.head.version(v.version);
      ctx.report({
        version: v.version,
        scope: "new-version",
        message: `version ${v.version} added${added?.served ? " and served" : ""}${added?.storage ? " as the storage version" : ""}`,
        ratchet: "not-applicable",
        existing: EXISTING.none,
        hint: ctx.head.conversionStrategy === "Webhook" ? "Make sure the conversion webhook round-trips every version." : "Without a conversion webhook, objects are read in every served version with only apiVersion rewritten: keep the schemas compatible.",
        anchor: { manifest: ctx.head.manifest, pointer: c.head.pointer }
      });
    }
  }
};

// src/core/crd-compat/rules/version-deprecated.ts
var versionDeprecated = {
  id: "version-deprecated",
  summary: "A version was marked deprecated (or its deprecation warning changed)",
  defaultSeverity: "info",
  tier: "loosening",
  onCrd(ctx) {
    for (const c of ctx.changes()) {
      const v = versionFacet(c.key);
      if (!v || v.rest !== "deprecated" && v.rest !== "deprecationWarning" || !ctx.base.version(v.version) || !ctx.head.version(v.version)) continue;
      ctx.consume(c.key);
      if (v.rest === "deprecationWarning" && ctx.changes(`spec.versions[${v.version}].deprecated`).length > 0) continue;
      const now = ctx.head.version(v.version)?.deprecated === true;
      ctx.report({
        version: v.version,
        scope: versionScope(ctx.base, v.version),
        message: v.rest === "deprecationWarning" ? `deprecation warning of ${v.version} changed` : now ? `version ${v.version} deprecated` : `version ${v.version} is no longer deprecated`,
        ratchet: "not-applicable",
        existing: EXISTING.none,
        hint: now ? `Clients using ${v.version} now get a warning; plan when to stop serving it.` : "No action needed.",
        anchor: { manifest: ctx.head.manifest, pointer: c.head?.pointer ?? ctx.head.version(v.version)?.pointer ?? "/spec/versions" }
      });
    }
  }
};

// src/core/crd-compat/rules/version-removed.ts
var versionRemoved = {
  id: "version-removed",
  summary: "A version in spec.versions is gone, served or not (stored objects and managedFields may still use it)",
  defaultSeverity: "error",
  tier: "breaking",
  onCrd(ctx) {
    for (const c of ctx.changes()) {
      const v = versionFacet(c.key);
      if (!v || v.rest !== "" || !c.base || c.head) continue;
      const old = ctx.base.version(v.version);
      for (const inner of ctx.changes(c.key)) ctx.consume(inner.key);
      const facts2 = [old?.served ? "served" : "not served", ...old?.storage ? ["the storage version"] : []];
      ctx.report({
        version: v.version,
        message: `version ${v.version} removed (it was ${facts2.join(" and ")})`,
        ratchet: "not-applicable",
        existing: `the API server rejects the update while ${v.version} is in status.storedVersions; once applied, objects whose managedFields name ${v.version} break server-side apply, and clients using it get 404`,
        hint: `Keep ${v.version} with served: false until a storage migration has rewritten every object and ${v.version} is gone from status.storedVersions (check with crd-diff --kubeconfig); only then delete it from spec.versions.`,
        anchor: { manifest: ctx.base.manifest, pointer: c.base.pointer, at: "value" }
      });
    }
  }
};

// src/core/crd-compat/rules/version-unserved.ts
var versionUnserved = {
  id: "version-unserved",
  summary: "A served version stopped being served: every client still calling it breaks (an error until acknowledged, deprecated or not)",
  defaultSeverity: "error",
  tier: "breaking",
  onCrd(ctx) {
    for (const c of ctx.changes()) {
      const v = versionFacet(c.key);
      if (!v || v.rest !== "served" || !ctx.base.version(v.version) || !ctx.head.version(v.version)) continue;
      ctx.consume(c.key);
      const was = c.base?.value === true;
      const is = c.head?.value === true;
      if (was === is) continue;
      const anchor = { manifest: ctx.head.manifest, pointer: c.head?.pointer ?? ctx.head.version(v.version)?.pointer ?? "/spec/versions" };
      if (is) {
        ctx.report({
          version: v.version,
          scope: "in-place-unserved",
          message: `version ${v.version} is served again`,
          severity: "info",
          ratchet: "not-applicable",
          existing: EXISTING.none,
          hint: "No action needed.",
          anchor
        });
        continue;
      }
      const deprecated = ctx.base.version(v.version)?.deprecated === true;
      const apiVersion = ctx.head.group !== void 0 ? `${ctx.head.group}/${v.version}` : v.version;
      const users = ctx.head.kind !== void 0 ? ctx.objectsOf(apiVersion, ctx.head.kind) : [];
      ctx.report({
        version: v.version,
        scope: "in-place-served",
        message: `version ${v.version} is no longer served${deprecated ? " (it was deprecated)" : " (it was not deprecated first)"}; every client still calling ${apiVersion} breaks at once: ${clients(ctx.head, apiVersion, users)}`,
        ratchet: "not-applicable",
        existing: `stored objects stay readable through the other served versions; every request to ${apiVersion} gets 404 Not Found`,
        hint: remedy(ctx.head, v.version, apiVersion, deprecated),
        anchor
      });
    }
  }
};
function clients(crd, apiVersion, users) {
  const resource = crd.plural !== void 0 ? `${crd.plural}.${apiVersion}` : apiVersion;
  const here = users.map((m) => {
    const at = m.locate("/apiVersion");
    return `${at.file}:${at.line}`;
  });
  const inRepo = here.length > 0 ? `${here.length === 1 ? "1 manifest" : `${here.length} manifests`} in this change (${list(here, 4)}), and ` : "";
  return `${inRepo}any manifest, controller, informer, kubectl user, GitOps tool or generated client that reads or writes ${resource}`;
}
function remedy(crd, version, apiVersion, deprecated) {
  const storage = crd.versions.find((x) => x.storage)?.name;
  const [group] = apiVersion.split("/");
  const steps = [
    deprecated ? void 0 : `mark ${version} deprecated: true with a deprecationWarning and keep serving it for at least one release`,
    `wait until nothing calls it (apiserver_requested_deprecated_apis{group="${group ?? ""}",version="${version}"}, audit logs) and every manifest and client uses ${storage ?? "the storage version"}`,
    `make sure no object is stored as ${version}: rewrite every object (kube-storage-version-migrator, or a read and write of each) and drop ${version} from status.storedVersions`,
    `then set served: false`
  ].filter((s) => s !== void 0);
  return `Unserve a version only at the end of its lifecycle: ${steps.map((s, i) => `${i + 1}) ${s}`).join("; ")}. When that is done, acknowledge it in policies/crd-compat.yaml (rule version-unserved, crd ${crd.name}, version ${version}, with the justification).`;
}

// src/core/crd-compat/lint.ts
var CONVENTIONS = "https://github.com/kubernetes/community/blob/master/contributors/devel/sig-architecture/api-conventions.md";
var KAL = "https://github.com/kubernetes-sigs/kube-api-linter";
var CRD_SCHEMA_CHECKER = "https://github.com/openshift/crd-schema-checker";
function* nodesOf(schema) {
  const stack = [{ schema, path: "", pointer: "" }];
  while (stack.length > 0) {
    const node = stack.pop();
    yield node;
    const { schema: s, path, pointer } = node;
    if (isRecord(s.properties)) {
      for (const [name, child] of Object.entries(s.properties)) {
        if (!isRecord(child) || path === "" && (name === "metadata" || name === "apiVersion" || name === "kind")) continue;
        stack.push({ schema: child, path: childPath(path, name), pointer: `${pointer}/properties/${escapeSegment(name)}` });
      }
    }
    if (isRecord(s.items)) stack.push({ schema: s.items, path: itemsPath(path), pointer: `${pointer}/items` });
    if (isRecord(s.additionalProperties)) stack.push({ schema: s.additionalProperties, path: valuesPath(path), pointer: `${pointer}/additionalProperties` });
  }
}
function lintRule(rule) {
  const { visit: visit2, ...meta } = rule;
  return { ...meta, tier: "meta", onSingle: (ctx) => lintEach(ctx, visit2, rule.id) };
}
function lintEach(ctx, visit2, rule) {
  for (const version of ctx.crd.versions) {
    if (!version.schema) continue;
    for (const node of nodesOf(version.schema)) {
      visit2(
        node,
        version,
        (r) => ctx.report({
          version: version.name,
          path: node.path,
          message: r.message,
          hint: r.hint,
          ratchet: "not-applicable",
          existing: "unaffected: a convention for the API, not a change to stored objects",
          anchor: { manifest: ctx.crd.manifest, pointer: `${version.schemaPointer}${node.pointer}${r.at ?? ""}` },
          key: `${rule}|${version.name}|${node.path}|${r.message}`
        })
      );
    }
  }
}
var isObjectSchema = (s) => s.type === "object" && (isRecord(s.properties) || isRecord(s.additionalProperties));
var lintNoBools = lintRule({
  id: "lint-no-bools",
  summary: `A boolean field: options tend to grow past two, and a bool cannot (advisory; api-conventions.md "Primitive types", kube-api-linter nobools, crd-schema-checker NoBools)`,
  defaultSeverity: "warning",
  visit: (node, _version, report2) => {
    if (node.schema.type !== "boolean" || !node.path.startsWith(".spec")) return;
    report2({
      message: "boolean field: when a third option arrives it cannot be added without a new field",
      hint: `Prefer a string enum (e.g. Enabled | Disabled) that can grow. See ${CONVENTIONS}#primitive-types ("Think twice about bool fields"), ${KAL} (nobools), ${CRD_SCHEMA_CHECKER} (NoBools).`
    });
  }
});
var lintNoMapsOfStructs = lintRule({
  id: "lint-no-maps-of-structs",
  summary: 'A map whose values are objects (additionalProperties with an object schema): use a list of named items with x-kubernetes-list-type: map (api-conventions.md "Lists of named subobjects preferred over maps", kube-api-linter nomaps, crd-schema-checker NoMaps)',
  defaultSeverity: "error",
  visit: (node, _version, report2) => {
    const values = node.schema.additionalProperties;
    if (!isRecord(values) || !isObjectSchema(values)) return;
    report2({
      message: "map of objects: additionalProperties holds an object schema",
      hint: `Use a list of objects with a name field, x-kubernetes-list-type: map and x-kubernetes-list-map-keys: [name]. See ${CONVENTIONS}#lists-of-named-subobjects-preferred-over-maps, ${KAL} (nomaps), ${CRD_SCHEMA_CHECKER} (NoMaps).`,
      at: "/additionalProperties"
    });
  }
});
var lintListTypeMissing = lintRule({
  id: "lint-list-type-missing",
  summary: "An array without x-kubernetes-list-type: server-side apply treats it as atomic, so two managers replace each other's items (server-side apply merge strategy, kube-api-linter ssatags, crd-schema-checker ListsMustHaveSSATags)",
  defaultSeverity: "error",
  visit: (node, _version, report2) => {
    if (node.schema.type !== "array" || typeof node.schema["x-kubernetes-list-type"] === "string") return;
    report2({
      message: "array without x-kubernetes-list-type",
      hint: `Declare how server-side apply merges it: x-kubernetes-list-type: atomic, set (unique scalars) or map (with x-kubernetes-list-map-keys). See https://kubernetes.io/docs/reference/using-api/server-side-apply/#merge-strategy, ${KAL} (ssatags), ${CRD_SCHEMA_CHECKER} (ListsMustHaveSSATags).`
    });
  }
});
var CONDITION_REQUIRED = ["type", "status", "lastTransitionTime", "reason", "message"];
var lintConditionsShape = lintRule({
  id: "lint-conditions-shape",
  summary: 'status.conditions not in the standard shape: a list map keyed by type whose items carry type, status (True|False|Unknown), lastTransitionTime, reason and message, as metav1.Condition (api-conventions.md "Typical status properties", kube-api-linter conditions, crd-schema-checker ConditionsMustHaveProperSSATags)',
  defaultSeverity: "error",
  visit: (node, _version, report2) => {
    if (node.path !== ".status.conditions" || node.schema.type !== "array") return;
    const problems = [];
    if (node.schema["x-kubernetes-list-type"] !== "map") problems.push("x-kubernetes-list-type is not map");
    const keys = node.schema["x-kubernetes-list-map-keys"];
    if (!Array.isArray(keys) || keys.length !== 1 || keys[0] !== "type") problems.push("x-kubernetes-list-map-keys is not [type]");
    const item = isRecord(node.schema.items) ? node.schema.items : {};
    const properties = isRecord(item.properties) ? item.properties : {};
    const required = Array.isArray(item.required) ? item.required : [];
    const missing = CONDITION_REQUIRED.filter((name) => !Object.hasOwn(properties, name));
    if (missing.length > 0) problems.push(`items lack ${missing.join(", ")}`);
    const optional = CONDITION_REQUIRED.filter((name) => Object.hasOwn(properties, name) && !required.includes(name));
    if (optional.length > 0) problems.push(`${optional.join(", ")} not required`);
    const status = properties.status;
    const values = isRecord(status) && Array.isArray(status.enum) ? status.enum : [];
    if (isRecord(status) && !["True", "False", "Unknown"].every((v) => values.includes(v))) problems.push("status is not an enum of True, False, Unknown");
    if (problems.length === 0) return;
    report2({
      message: `conditions not in the standard shape: ${problems.join("; ")}`,
      hint: `Use metav1.Condition (+listType=map, +listMapKey=type) so kubectl wait, kstatus and server-side apply read and merge conditions by type. See ${CONVENTIONS}#typical-status-properties, ${KAL} (conditions), ${CRD_SCHEMA_CHECKER} (ConditionsMustHaveProperSSATags).`
    });
  }
});
var lintNoFloats = lintRule({
  id: "lint-no-floats",
  summary: 'A floating-point field (type number): floats do not round-trip across languages and encodings; use integers or a resource.Quantity string (api-conventions.md "Primitive types", kube-api-linter nofloats, crd-schema-checker NoFloats)',
  defaultSeverity: "error",
  visit: (node, _version, report2) => {
    if (node.schema.type !== "number") return;
    report2({
      message: "floating-point field (type: number)",
      hint: `Use an integer (in the smallest unit) or a resource.Quantity string. See ${CONVENTIONS}#primitive-types, ${KAL} (nofloats), ${CRD_SCHEMA_CHECKER} (NoFloats).`
    });
  }
});
var LINT_RULES = [lintNoMapsOfStructs, lintListTypeMissing, lintConditionsShape, lintNoFloats, lintNoBools];

// src/core/crd-compat/registry.ts
var RULES = [
  // the CRD itself
  crdRemoved,
  crdAdded,
  crdIdentityChanged,
  kindChanged,
  scopeChanged,
  shortNameOrCategoryRemoved,
  // versions
  versionRemoved,
  versionUnserved,
  versionAdded,
  versionDeprecated,
  storageVersionChanged,
  storageVersionCount,
  conversionChanged,
  servedVersionsDivergent,
  subresourceChanged,
  printerColumnsChanged,
  selectableFieldsRemoved,
  // schemas
  preserveUnknownFieldsDisabled,
  preserveUnknownFieldsEnabled,
  fieldRemoved,
  typeChanged,
  requiredAdded,
  requiredRemoved,
  enumValueRemoved,
  enumAddedToUnconstrained,
  enumValueAdded,
  enumDropped,
  patternAdded,
  patternChanged,
  patternRemoved,
  formatChanged,
  boundTightened,
  boundLoosened,
  defaultChanged,
  nullableRemoved,
  nullableAdded,
  celRuleAdded,
  celRuleChanged,
  celRuleRemoved,
  listTypeChanged,
  listMapKeysChanged,
  mapTypeChanged,
  compositionKeywordChanged,
  additionalPropertiesChanged,
  descriptionChanged,
  // whole-CRD checks and the fail-closed net
  crdTooLarge,
  celCostExceeded,
  structuralSchemaInvalid,
  unclassifiedChange,
  storedObjectsInvalid
];
function crdCompatRuleInfo() {
  return new Map(
    [...RULES, ...LINT_RULES].map((r) => [
      RULE_ID_PREFIX + r.id,
      { id: RULE_ID_PREFIX + r.id, summary: r.summary, defaultSeverity: r.defaultSeverity, helpUri: `docs/crd-compat.md#${r.id}` }
    ])
  );
}

export {
  sameShape,
  LINT_RULES,
  RULE_ID_PREFIX,
  UNCLASSIFIED_RULE_ID,
  walkSchemas,
  describeChange,
  UNSTABLE_VERSION_PATTERN,
  RULES,
  crdCompatRuleInfo
};
