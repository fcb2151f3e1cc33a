import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  ANNOTATIONS
} from "./chunk-6SEBWJ4K.js";
import {
  matchesSelector,
  parseSelector
} from "./chunk-FCYMUYXU.js";
import {
  compileRe2,
  quotePattern
} from "./chunk-5WTWSETK.js";
import {
  isRecord,
  splitApiVersion
} from "./chunk-OAWLX4HV.js";
import {
  parsePointer
} from "./chunk-ALUEK7QH.js";

// src/core/drift/ignore.ts
var IGNORE_ANNOTATION = ANNOTATIONS.driftIgnore;
var TARGET_REGEX_FIELDS = ["group", "version", "kind", "name", "namespace"];
function compileIgnoreRules(value, options = {}) {
  const base = options.base ?? "";
  const list = isRecord(value) ? value.ignore : value;
  const listBase = isRecord(value) ? `${base}/ignore` : base;
  const findings = [];
  const rules = [];
  const problem = (pointer, message, hint) => {
    findings.push({ ruleId: "drift/ignore-invalid", severity: "error", message, pointer, ...options.file !== void 0 ? { file: options.file } : {}, ...hint ? { hint } : {} });
  };
  if (list === void 0 || list === null) return { rules, findings };
  if (!Array.isArray(list)) {
    problem(listBase, "expected a list of ignore rules");
    return { rules, findings };
  }
  list.forEach((raw, i) => {
    const at = `${listBase}/${i}`;
    if (!isRecord(raw)) return problem(at, 'expected an object with "paths" and an optional "target"');
    const paths = raw.paths;
    if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p) => typeof p === "string")) {
      return problem(`${at}/paths`, "expected a non-empty list of JSON pointers", 'Write paths as RFC 6901 pointers, e.g. /spec/replicas; escape "/" in keys as ~1.');
    }
    const badPath = paths.findIndex((p) => !isPointer(p));
    if (badPath >= 0) return problem(`${at}/paths/${badPath}`, `${JSON.stringify(paths[badPath])} is not a JSON pointer`, 'A pointer starts with "/", e.g. /metadata/annotations/example.com~1key.');
    const target = raw.target;
    if (target !== void 0 && !isRecord(target)) return problem(`${at}/target`, "expected an object");
    const match = compileTarget(isRecord(target) ? target : {}, `${at}/target`, problem);
    if (match) rules.push({ paths, match });
  });
  return { rules, findings };
}
function compileTarget(target, at, problem) {
  const regexes = [];
  for (const field of TARGET_REGEX_FIELDS) {
    const v = target[field];
    if (v === void 0) continue;
    if (typeof v !== "string") return void problem(`${at}/${field}`, "expected a regular expression string");
    const compiled = compileRe2(v);
    if (!compiled.ok) return void problem(`${at}/${field}`, `${quotePattern(v)} is not a valid RE2 regular expression: ${compiled.error}`);
    regexes.push([field, compiled.re]);
  }
  const selectors = [];
  for (const [field, meta] of [["labelSelector", "labels"], ["annotationSelector", "annotations"]]) {
    const v = target[field];
    if (v === void 0) continue;
    if (typeof v !== "string") return void problem(`${at}/${field}`, "expected a selector string such as app=web,tier!=db");
    const parsed = parseSelector(v);
    if (!parsed.ok) return void problem(`${at}/${field}`, parsed.error);
    selectors.push([meta, parsed.requirements]);
  }
  return (object) => {
    const id = identity(object);
    if (!regexes.every(([field, re]) => re.testWhole(id[field]))) return false;
    return selectors.every(([meta, reqs]) => matchesSelector(id[meta], reqs));
  };
}
function identity(object) {
  const o = isRecord(object) ? object : {};
  const meta = isRecord(o.metadata) ? o.metadata : {};
  const { group, version } = splitApiVersion(typeof o.apiVersion === "string" ? o.apiVersion : "");
  return {
    group,
    version,
    kind: typeof o.kind === "string" ? o.kind : "",
    name: typeof meta.name === "string" ? meta.name : "",
    namespace: typeof meta.namespace === "string" ? meta.namespace : "",
    labels: stringMap(meta.labels),
    annotations: stringMap(meta.annotations)
  };
}
function stringMap(v) {
  const out = {};
  if (isRecord(v)) {
    for (const [k, x] of Object.entries(v)) if (typeof x === "string") out[k] = x;
  }
  return out;
}
function isPointer(p) {
  if (!p.startsWith("/")) return false;
  try {
    parsePointer(p);
    return !/~[^01]|~$/.test(p);
  } catch {
    return false;
  }
}
function ignoredPointers(rules, object) {
  const out = /* @__PURE__ */ new Set();
  for (const rule of rules) if (rule.match(object)) for (const p of rule.paths) out.add(p);
  const annotation = identity(object).annotations[IGNORE_ANNOTATION];
  if (annotation !== void 0) {
    for (const p of annotation.split(",").map((s) => s.trim())) if (isPointer(p)) out.add(p);
  }
  return [...out];
}
function adoptIgnored(desired, live, pointers) {
  let out = desired;
  for (const pointer of pointers) {
    const segments = parsePointer(pointer);
    const found = lookup(live, segments);
    if (found.found) out = setAt(out, segments, found.value);
  }
  return out;
}
function lookup(value, segments) {
  let current = value;
  for (const s of segments) {
    if (Array.isArray(current)) {
      const i = Number(s);
      if (!Number.isInteger(i) || i < 0 || i >= current.length) return { found: false, value: void 0 };
      current = current[i];
    } else if (isRecord(current) && Object.hasOwn(current, s)) current = current[s];
    else return { found: false, value: void 0 };
  }
  return { found: true, value: current };
}
function setAt(value, segments, replacement) {
  const [head, ...rest] = segments;
  if (head === void 0) return replacement;
  if (Array.isArray(value)) {
    const i = Number(head);
    if (!Number.isInteger(i) || i < 0 || i >= value.length) return value;
    const copy = [...value];
    copy[i] = setAt(copy[i], rest, replacement);
    return copy;
  }
  const base = isRecord(value) ? value : {};
  return { ...base, [head]: setAt(base[head], rest, replacement) };
}

export {
  IGNORE_ANNOTATION,
  compileIgnoreRules,
  ignoredPointers,
  adoptIgnored
};
