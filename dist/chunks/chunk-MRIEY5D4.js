import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
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
  create,
  evaluate,
  isCelError,
  isCelList,
  isCelMap,
  parseCelShared,
  plan,
  strings_default,
  timestampFromDate,
  toCelValue
} from "./chunk-AGZPKFWY.js";
import {
  canonical
} from "./chunk-CS4G45DB.js";
import {
  pointerOf
} from "./chunk-LK6BZ7S6.js";
import {
  atField,
  fieldPath,
  isGoDuration,
  provideCelEngine
} from "./chunk-S2VHB6H6.js";
import {
  BoundedMemo
} from "./chunk-5WTWSETK.js";
import {
  describeValue,
  isRecord
} from "./chunk-CV4ZZOWD.js";
import {
  appendPointer
} from "./chunk-ALUEK7QH.js";

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
  const memo = rule.memo;
  if (!memo || self !== null && typeof self === "object") return rule.program.evaluate(bindings, { costLimit });
  const key = typeof self === "number" ? `d:${self}` : self;
  const hit = memo.get(key);
  if (hit && hit.cost <= costLimit) return hit;
  const outcome = rule.program.evaluate(bindings, { costLimit });
  if (!outcome.ok && outcome.costExceeded) return outcome;
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

// src/core/schema/engines-cel.ts
provideCelEngine({ compileRules, evaluateRules, compileCel, evaluate, parseCelShared, T, toCelValue });

export {
  compileRules,
  evaluateRules
};
