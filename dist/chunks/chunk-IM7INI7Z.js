import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  resourcePath
} from "./chunk-T6OVLOIO.js";
import {
  deepEqual
} from "./chunk-IOXHI6CE.js";
import {
  asLiveObject,
  isRecord
} from "./chunk-CV4ZZOWD.js";
import {
  appendPointer
} from "./chunk-ALUEK7QH.js";

// src/controller/clock.ts
var realClock = {
  now: () => Date.now(),
  monotonic: () => performance.now(),
  setTimer: (ms, fn) => {
    const t = setTimeout(fn, Math.max(0, ms));
    return { cancel: () => clearTimeout(t) };
  }
};
function sleep(clock, ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error("aborted"));
    const onAbort = () => {
      timer.cancel();
      reject(new Error("aborted"));
    };
    const timer = clock.setTimer(ms, () => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    });
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

// src/core/kube/managed-fields.ts
var EMPTY_FIELD_SET = { self: false, children: /* @__PURE__ */ new Map() };
function managedFieldsOf(object) {
  if (!isRecord(object) || !isRecord(object.metadata)) return [];
  const list = object.metadata.managedFields;
  if (!Array.isArray(list)) return [];
  const out = [];
  for (const item of list) {
    if (!isRecord(item) || typeof item.manager !== "string" || typeof item.operation !== "string") continue;
    out.push({
      manager: item.manager,
      operation: item.operation,
      ...typeof item.apiVersion === "string" ? { apiVersion: item.apiVersion } : {},
      ...typeof item.subresource === "string" ? { subresource: item.subresource } : {},
      fieldsV1: item.fieldsV1
    });
  }
  return out;
}
function ownedFields(object, manager) {
  let set = EMPTY_FIELD_SET;
  for (const entry of managedFieldsOf(object)) {
    if (entry.manager !== manager || entry.operation !== "Apply") continue;
    if (entry.subresource !== void 0 && entry.subresource !== "") continue;
    set = unionFieldSets(set, parseFieldsV1(entry.fieldsV1));
  }
  return set;
}
function parseFieldsV1(value) {
  if (!isRecord(value)) return EMPTY_FIELD_SET;
  const children = /* @__PURE__ */ new Map();
  let self = false;
  for (const [key, child] of Object.entries(value)) {
    if (key === ".") {
      self = true;
      continue;
    }
    if (parseStep(key) === void 0) continue;
    children.set(key, parseFieldsV1(child));
  }
  return { self, children };
}
function unionFieldSets(a, b) {
  if (a.children.size === 0 && !a.self) return b;
  if (b.children.size === 0 && !b.self) return a;
  const children = new Map(a.children);
  for (const [key, sub] of b.children) {
    const existing = children.get(key);
    children.set(key, existing ? unionFieldSets(existing, sub) : sub);
  }
  return { self: a.self || b.self, children };
}
function parseStep(key) {
  const kind = key.slice(0, 2);
  const rest = key.slice(2);
  try {
    switch (kind) {
      case "f:":
        return { field: rest };
      case "k:": {
        const parsed = JSON.parse(rest);
        return isRecord(parsed) ? { key: parsed } : void 0;
      }
      case "v:":
        return { value: JSON.parse(rest) };
      case "i:": {
        const n = Number(rest);
        return Number.isInteger(n) && n >= 0 ? { index: n } : void 0;
      }
      default:
        return void 0;
    }
  } catch {
    return void 0;
  }
}
function resolveStep(container, step) {
  if ("field" in step) {
    if (isRecord(container) && Object.hasOwn(container, step.field)) return { found: true, value: container[step.field], segment: step.field };
    return { found: false, value: void 0, segment: step.field };
  }
  if (!Array.isArray(container)) return { found: false, value: void 0, segment: void 0 };
  let index = -1;
  if ("index" in step) index = step.index < container.length ? step.index : -1;
  else if ("key" in step) index = container.findIndex((item) => isRecord(item) && Object.entries(step.key).every(([k, v]) => deepEqual(item[k], v)));
  else index = container.findIndex((item) => deepEqual(item, step.value));
  return index < 0 ? { found: false, value: void 0, segment: void 0 } : { found: true, value: container[index], segment: index };
}
function describeStep(step) {
  if ("field" in step) return step.field;
  if ("index" in step) return String(step.index);
  if ("key" in step) return `[${Object.entries(step.key).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(",")}]`;
  return `[${JSON.stringify(step.value)}]`;
}
function extractFieldSet(value, set) {
  if (set.children.size === 0) return value;
  if (Array.isArray(value)) {
    const steps = [...set.children].flatMap(([key, sub]) => {
      const step = parseStep(key);
      return step && !("field" in step) ? [{ step, sub }] : [];
    });
    const out = [];
    value.forEach((item, index) => {
      const hit = steps.find(
        ({ step }) => "index" in step ? step.index === index : "key" in step ? isRecord(item) && Object.entries(step.key).every(([k, v]) => deepEqual(item[k], v)) : deepEqual(item, step.value)
      );
      if (hit) out.push(extractFieldSet(item, hit.sub));
    });
    return out;
  }
  if (isRecord(value)) {
    const out = {};
    for (const [key, sub] of set.children) {
      const step = parseStep(key);
      if (!step || !("field" in step)) continue;
      if (Object.hasOwn(value, step.field)) out[step.field] = extractFieldSet(value[step.field], sub);
    }
    return out;
  }
  return value;
}
function extractApplied(live, options) {
  const entries = managedFieldsOf(live).filter((e) => e.manager === options.manager && e.operation === "Apply" && (e.subresource ?? "") === (options.subresource ?? ""));
  if (entries.length === 0) return void 0;
  const set = entries.reduce((acc, e) => unionFieldSets(acc, parseFieldsV1(e.fieldsV1)), EMPTY_FIELD_SET);
  const part = set.children.size === 0 ? {} : extractFieldSet(live, set);
  return isRecord(part) ? part : {};
}
function pointerMatches(pattern, pointer) {
  const p = pattern.split("/");
  const q = pointer.split("/");
  return p.length === q.length && p.every((seg, i) => seg === "*" || seg === q[i]);
}
function appliedDifferences(desired, applied, options = {}) {
  if (applied === void 0) return [""];
  const strip = (o) => {
    const { apiVersion: _a, kind: _k, metadata, ...rest } = o;
    if (!isRecord(metadata)) return rest;
    const { name: _n, namespace: _ns, ...meta } = metadata;
    return Object.keys(meta).length > 0 ? { ...rest, metadata: meta } : rest;
  };
  const out = [];
  walk(strip(desired), strip(applied), "", out, options);
  return out;
}
function walk(a, b, pointer, out, options) {
  const rule = options.equivalent?.find((r) => pointerMatches(r.pattern, pointer));
  if (rule) {
    if (!rule.equals(a, b)) out.push(pointer);
    return;
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = /* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of [...keys].sort()) walk(a[k], b[k], appendPointer(pointer, k), out, options);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    a.forEach((x, i) => walk(x, b[i], `${pointer}/${i}`, out, options));
    return;
  }
  if (!deepEqual(a, b)) out.push(pointer);
}

// src/io/kube/apply.ts
var APPLY_CONTENT_TYPE = "application/apply-patch+yaml";
async function applyObject(context, object, options) {
  const name = object.metadata.name;
  if (name === void 0 || name === "") throw new Error(`server-side apply needs metadata.name (${object.kind})`);
  const resource = await context.resolver.resolve(object.apiVersion, object.kind);
  if (resource.namespaced && (object.metadata.namespace === void 0 || object.metadata.namespace === "")) {
    throw new Error(`server-side apply of namespaced ${object.kind} ${name} needs metadata.namespace`);
  }
  const path = resourcePath(resource, {
    name,
    ...resource.namespaced ? { namespace: object.metadata.namespace } : {},
    ...options.subresource !== void 0 ? { subresource: options.subresource } : {}
  });
  const stored = await context.client.request({
    method: "PATCH",
    path,
    contentType: APPLY_CONTENT_TYPE,
    query: {
      fieldManager: options.fieldManager,
      force: options.force === true ? "true" : void 0,
      dryRun: options.dryRun === true ? "All" : void 0,
      fieldValidation: options.fieldValidation
    },
    body: object,
    ...options.signal ? { signal: options.signal } : {}
  });
  return asLiveObject(stored);
}

// src/core/kube/conditions.ts
function readConditions(status) {
  if (!isRecord(status) || !Array.isArray(status.conditions)) return [];
  return status.conditions.flatMap((c) => {
    if (!isRecord(c) || typeof c.type !== "string" || typeof c.status !== "string") return [];
    return [
      {
        type: c.type,
        status: c.status,
        reason: typeof c.reason === "string" ? c.reason : "",
        message: typeof c.message === "string" ? c.message : "",
        ...typeof c.lastTransitionTime === "string" ? { lastTransitionTime: c.lastTransitionTime } : {}
      }
    ];
  });
}
function conditionOf(object, type) {
  return readConditions(isRecord(object) ? object.status : void 0).find((c) => c.type === type);
}

export {
  realClock,
  sleep,
  ownedFields,
  unionFieldSets,
  parseStep,
  resolveStep,
  describeStep,
  extractApplied,
  appliedDifferences,
  applyObject,
  readConditions,
  conditionOf
};
