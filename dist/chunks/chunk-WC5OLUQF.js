import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  listNamespaceNames
} from "./chunk-RFISWKLI.js";
import {
  keyOf,
  markOwned,
  objectId,
  ownership,
  stageObjects
} from "./chunk-562BHDWG.js";
import {
  applyObject,
  deepEqual,
  describeStep,
  ownedFields,
  parseStep,
  resolveStep,
  sleep,
  unionFieldSets
} from "./chunk-VCPJDLRZ.js";
import {
  DEFAULT_CRD_DIR,
  DEFAULT_POLICIES_DIR
} from "./chunk-KX4Q2S23.js";
import {
  escapeMarkdownText,
  markdownCode
} from "./chunk-M6L6CP7T.js";
import {
  DEFAULT_FILE_LIMITS,
  describeObject
} from "./chunk-53E5YXFS.js";
import {
  normalizePath
} from "./chunk-4TSXG4PM.js";
import {
  compileRe2,
  quotePattern
} from "./chunk-RRZ6KIJT.js";
import {
  KubeApiError,
  isNotFound,
  isTransient,
  resourcePath
} from "./chunk-DRN52XQ4.js";
import {
  appendPointer,
  isRecord,
  parsePointer,
  splitApiVersion
} from "./chunk-LZJUPFIB.js";

// src/core/drift/selector.ts
var KEY = /^(?:[a-z0-9]([-a-z0-9.]*[a-z0-9])?\/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$/;
var VALUE = /^(?:[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?)?$/;
function parseSelector(text) {
  const requirements = [];
  for (const part of splitTopLevel(text)) {
    const p = part.trim();
    if (p === "") continue;
    const set = /^(\S+)\s+(in|notin)\s*\(([^)]*)\)$/.exec(p);
    let req;
    if (set) {
      const values = (set[3] ?? "").split(",").map((v) => v.trim()).filter((v) => v !== "");
      req = { key: set[1] ?? "", operator: set[2] === "in" ? "in" : "notin", values };
    } else if (p.startsWith("!")) {
      req = { key: p.slice(1).trim(), operator: "!", values: [] };
    } else {
      const eq = /^([^=!\s]+)\s*(==|=|!=)\s*(\S*)$/.exec(p);
      if (eq) req = { key: eq[1] ?? "", operator: eq[2] === "!=" ? "!=" : "=", values: [eq[3] ?? ""] };
      else if (!/[\s=!()]/.test(p)) req = { key: p, operator: "exists", values: [] };
    }
    if (!req) return { ok: false, error: `cannot read selector requirement ${JSON.stringify(p)}` };
    if (!KEY.test(req.key)) return { ok: false, error: `invalid label key ${JSON.stringify(req.key)}` };
    const bad = req.values.find((v) => !VALUE.test(v) || v.length > 63);
    if (bad !== void 0) return { ok: false, error: `invalid label value ${JSON.stringify(bad)}` };
    requirements.push(req);
  }
  return { ok: true, requirements };
}
function matchesSelector(labels, requirements) {
  const l = labels ?? {};
  return requirements.every((r) => {
    const has = Object.hasOwn(l, r.key);
    const v = l[r.key];
    switch (r.operator) {
      case "=":
        return has && v === r.values[0];
      case "!=":
        return !has || v !== r.values[0];
      case "in":
        return has && r.values.includes(v ?? "");
      case "notin":
        return !has || !r.values.includes(v ?? "");
      case "exists":
        return has;
      case "!":
        return !has;
    }
  });
}
function splitTopLevel(text) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (c === "," && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

// src/core/drift/ignore.ts
var IGNORE_ANNOTATION = "driftgate.dev/drift-ignore";
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

// src/core/drift/render.ts
function summarizeDrift(report) {
  let create = 0;
  let update = 0;
  let unchanged = 0;
  let fields = 0;
  let ignored = 0;
  for (const o of report.objects) {
    if (o.action === "create") create++;
    else if (o.action === "update") update++;
    else unchanged++;
    if (o.action === "update") fields += o.differences.length;
    ignored += o.ignored.length;
  }
  return { create, update, unchanged, prune: report.prune.length, fields, ignored, errors: report.errors?.length ?? 0 };
}
function hasChanges(report) {
  const s = summarizeDrift(report);
  return s.create + s.update + s.prune > 0;
}
function summaryLine(report) {
  const s = summarizeDrift(report);
  const parts = [`${s.create} to create`, `${s.update} to update (${s.fields} field${s.fields === 1 ? "" : "s"})`, `${s.prune} to prune`, `${s.unchanged} unchanged`];
  if (s.ignored > 0) parts.push(`${s.ignored} ignored difference${s.ignored === 1 ? "" : "s"}`);
  if (s.errors > 0) parts.push(`${s.errors} failed`);
  return parts.join(", ");
}
var MAX_VALUE = 120;
function showValue(value, ref, pointer) {
  if (value === void 0) return "(absent)";
  if (ref.kind === "Secret" && /^\/(data|stringData)(\/|$)/.test(pointer)) return "(secret value hidden)";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}
function describeDifference(d, ref) {
  switch (d.kind) {
    case "changed":
      return `${d.pointer}: live ${showValue(d.live, ref, d.pointer)}, Git ${showValue(d.desired, ref, d.pointer)}`;
    case "missing":
      return `${d.pointer}: absent live, Git ${showValue(d.desired, ref, d.pointer)}`;
    case "unexpected":
      return `${d.pointer}: live ${showValue(d.live, ref, d.pointer)}, no longer in Git`;
  }
}
function renderDriftText(report) {
  const lines = [];
  for (const o of report.objects) {
    if (o.action === "unchanged") continue;
    const name = describeObject(o.ref);
    if (o.action === "create") {
      lines.push(`+ ${name} (create)`);
      continue;
    }
    lines.push(`~ ${name} (${o.differences.length} field${o.differences.length === 1 ? "" : "s"})`);
    for (const d of o.differences) lines.push(`    ${describeDifference(d, o.ref)}`);
  }
  for (const ref of report.prune) lines.push(`- ${describeObject(ref)} (prune)`);
  for (const e of report.errors ?? []) lines.push(`! ${describeObject(e.ref)}: ${e.message}`);
  lines.push(summaryLine(report));
  return lines.join("\n") + "\n";
}
function renderDriftMarkdown(report, options = {}) {
  const max = options.maxChars ?? 6e4;
  const out = [];
  if (options.title) out.push(`### ${options.title}`, "");
  out.push(`**${summaryLine(report)}**`, "");
  const body = [];
  const changed = report.objects.filter((o) => o.action !== "unchanged");
  if (changed.length > 0) {
    body.push("| object | change |", "|---|---|");
    for (const o of changed) {
      const what = o.action === "create" ? "create" : o.differences.map((d) => markdownCode(describeDifference(d, o.ref))).join("<br>");
      body.push(`| ${escapeCell(describeObject(o.ref))} | ${what} |`);
    }
    for (const ref of report.prune) body.push(`| ${escapeCell(describeObject(ref))} | prune |`);
  } else if (report.prune.length > 0) {
    body.push("| object | change |", "|---|---|");
    for (const ref of report.prune) body.push(`| ${escapeCell(describeObject(ref))} | prune |`);
  }
  for (const e of report.errors ?? []) body.push("", `- :x: ${escapeCell(describeObject(e.ref))}: ${escapeCell(e.message)}`);
  let text = out.concat(body).join("\n");
  if (text.length > max) {
    const note = "\n\n… (truncated; run `driftgate diff` for the full report)";
    text = text.slice(0, Math.max(0, max - note.length)).replace(/\n[^\n]*$/, "") + note;
  }
  return text + "\n";
}
function escapeCell(text) {
  return escapeMarkdownText(text.replace(/\r?\n/g, " "));
}

// src/io/kube/discovery.ts
var KindNotServedError = class extends Error {
  constructor(apiVersion, kind) {
    super(`the API server does not serve ${kind} in ${apiVersion}`);
    this.apiVersion = apiVersion;
    this.kind = kind;
  }
  apiVersion;
  kind;
  name = "KindNotServedError";
};
var Discovery = class {
  options;
  cache = /* @__PURE__ */ new Map();
  now;
  constructor(options) {
    this.options = options;
    this.now = options.now ?? (() => Date.now());
  }
  async resolve(apiVersion, kind) {
    const { group, version } = splitApiVersion(apiVersion);
    let gv = await this.groupVersion(apiVersion);
    let found = gv.kinds.get(kind);
    if (!found && this.now() - gv.fetchedAt >= (this.options.missRefreshMs ?? 2e3)) {
      this.cache.delete(apiVersion);
      gv = await this.groupVersion(apiVersion);
      found = gv.kinds.get(kind);
    }
    if (!found) throw new KindNotServedError(apiVersion, kind);
    return { group, version, ...found };
  }
  /** True when the kind is served now (forcing a fresh look). */
  async isServed(apiVersion, kind) {
    this.cache.delete(apiVersion);
    try {
      await this.resolve(apiVersion, kind);
      return true;
    } catch (error) {
      if (error instanceof KindNotServedError) return false;
      throw error;
    }
  }
  invalidate(apiVersion) {
    if (apiVersion === void 0) this.cache.clear();
    else this.cache.delete(apiVersion);
  }
  groupVersion(apiVersion) {
    let pending = this.cache.get(apiVersion);
    if (!pending) {
      pending = this.fetch(apiVersion);
      this.cache.set(apiVersion, pending);
      pending.catch(() => this.cache.delete(apiVersion));
    }
    return pending;
  }
  async fetch(apiVersion) {
    const { group, version } = splitApiVersion(apiVersion);
    const path = group === "" ? `/api/${version}` : `/apis/${group}/${version}`;
    const kinds = /* @__PURE__ */ new Map();
    let list;
    try {
      list = await this.options.client.request({ method: "GET", path });
    } catch (error) {
      if (!isNotFound(error)) throw error;
      return { fetchedAt: this.now(), kinds };
    }
    const resources = isRecord(list) && Array.isArray(list.resources) ? list.resources : [];
    for (const r of resources) {
      if (!isRecord(r) || typeof r.name !== "string" || typeof r.kind !== "string" || r.name.includes("/")) continue;
      kinds.set(r.kind, { plural: r.name, namespaced: r.namespaced === true });
    }
    return { fetchedAt: this.now(), kinds };
  }
};

// src/agent/sources.ts
var YAML_FILE = /\.ya?ml$/i;
var DRIFT_CONFIG_FILE = ".driftgate/drift.yaml";
async function readRevisionSources(reader, options) {
  const path = normalizePath(options.path);
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_FILE_LIMITS.maxBytes;
  const trees = await reader.snapshots({
    revision: options.revision,
    paths: [path, DEFAULT_CRD_DIR, DEFAULT_POLICIES_DIR, DRIFT_CONFIG_FILE],
    select: (p) => YAML_FILE.test(p),
    maxFileBytes
  });
  const get = (p) => trees.get(p) ?? { revision: options.revision, path: p, exists: false, files: [], skipped: [] };
  const main = get(path);
  const crds = get(DEFAULT_CRD_DIR);
  const policies = get(DEFAULT_POLICIES_DIR);
  const config = get(DRIFT_CONFIG_FILE);
  const yaml = (s) => s.files.filter((f) => YAML_FILE.test(f.path)).map((f) => ({ path: f.path, bytes: f.bytes }));
  const configFile = config.files.find((f) => f.path === DRIFT_CONFIG_FILE);
  const tooLarge = [...new Map([main, crds, policies, config].flatMap((s) => s.tooLarge ?? []).map((t) => [t.path, t])).values()];
  return {
    revision: main.revision,
    pathExists: main.exists,
    files: yaml(main),
    crdFiles: yaml(crds),
    policyFiles: yaml(policies),
    ...configFile ? { driftConfig: { path: configFile.path, bytes: configFile.bytes } } : {},
    ...tooLarge.length > 0 ? { tooLarge } : {}
  };
}

// src/agent/apply.ts
var FIELD_MANAGER = "driftgate-sync";
function desiredObjects(objects, sync) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const o of objects) {
    const id = objectId(keyOf(o));
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(markOwned(stripStatus(o), sync));
  }
  return out;
}
function stripStatus(o) {
  if (!Object.hasOwn(o, "status")) return o;
  const { status: _status, ...rest } = o;
  return rest;
}
async function applyStaged(env, objects) {
  const stages = stageObjects(objects);
  const applied = [];
  const errors = [];
  const skipped = [];
  const run = async (list, concurrency) => {
    await pool(list, concurrency, async (object) => {
      env.signal?.throwIfAborted();
      try {
        const live = await applyObject({ client: env.client, resolver: env.discovery }, object, {
          fieldManager: env.fieldManager,
          force: true,
          dryRun: env.dryRun,
          ...env.signal ? { signal: env.signal } : {}
        });
        applied.push({ key: keyOf(object), live });
      } catch (error) {
        errors.push({ key: keyOf(object), message: errorMessage(error), transient: isTransient(error) });
      }
    });
  };
  await run(stages.crds, 4);
  if (stages.crds.length > 0 && errors.length === 0 && !env.dryRun) {
    const waitErrors = await waitEstablished(env, stages.crds.map((c) => c.metadata.name ?? ""));
    errors.push(...waitErrors);
  }
  env.discovery.invalidate();
  if (errors.length > 0) {
    skipped.push(...stages.namespaces.map(keyOf), ...stages.rest.map(keyOf));
    return { applied, errors, skipped };
  }
  await run(stages.namespaces, 4);
  if (errors.length > 0 && !env.dryRun) {
    skipped.push(...stages.rest.map(keyOf));
    return { applied, errors, skipped };
  }
  if (env.waitFor !== void 0 && env.waitFor.length > 0 && !env.dryRun) {
    const crds = env.waitFor.filter((o) => o.kind === "CustomResourceDefinition").map((o) => o.metadata.name ?? "");
    errors.push(...crds.length > 0 ? await waitEstablished(env, crds) : []);
    const namespaces = env.waitFor.filter((o) => o.apiVersion === "v1" && o.kind === "Namespace").map((o) => o.metadata.name ?? "");
    if (errors.length === 0 && namespaces.length > 0) errors.push(...await waitNamespaces(env, namespaces));
    env.discovery.invalidate();
    if (errors.length > 0) {
      skipped.push(...stages.rest.map(keyOf));
      return { applied, errors, skipped };
    }
  }
  await run(stages.rest, env.concurrency ?? 8);
  return { applied, errors, skipped };
}
async function waitEstablished(env, names) {
  const timeout = env.establishTimeoutMs ?? 6e4;
  const started = env.clock.monotonic();
  const pending = new Set(names);
  const lastReason = /* @__PURE__ */ new Map();
  for (; ; ) {
    for (const name of [...pending]) {
      try {
        const crd = await env.client.request({ method: "GET", path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${encodeURIComponent(name)}`, ...env.signal ? { signal: env.signal } : {} });
        const cond = conditionOf(crd, "Established");
        if (cond?.status === "True") pending.delete(name);
        else lastReason.set(name, cond ? `${cond.reason}: ${cond.message}` : "no Established condition yet");
      } catch (error) {
        lastReason.set(name, errorMessage(error));
      }
    }
    if (pending.size === 0) return [];
    if (env.clock.monotonic() - started >= timeout) {
      return [...pending].map((name) => ({
        key: { apiVersion: "apiextensions.k8s.io/v1", kind: "CustomResourceDefinition", name },
        message: `not Established within ${Math.round(timeout / 1e3)} s (${lastReason.get(name) ?? "unknown"})`,
        transient: true
      }));
    }
    await sleep(env.clock, 200, env.signal);
  }
}
async function waitNamespaces(env, names) {
  const timeout = env.establishTimeoutMs ?? 6e4;
  const started = env.clock.monotonic();
  let pending = [...new Set(names)];
  let lastError = "not created yet by its shard";
  for (; ; ) {
    try {
      const live = await listNamespaceNames(env.client, env.signal);
      pending = pending.filter((n) => !live.has(n));
    } catch (error) {
      env.signal?.throwIfAborted();
      lastError = errorMessage(error);
    }
    if (pending.length === 0) return [];
    if (env.clock.monotonic() - started >= timeout) {
      return pending.map((name) => ({ key: { apiVersion: "v1", kind: "Namespace", name }, message: `does not exist within ${Math.round(timeout / 1e3)} s (${lastError}); another shard creates it`, transient: true }));
    }
    await sleep(env.clock, 250, env.signal);
  }
}
function conditionOf(object, type) {
  const status = isRecord(object) && isRecord(object.status) ? object.status : {};
  const list = Array.isArray(status.conditions) ? status.conditions : [];
  for (const c of list) {
    if (isRecord(c) && c.type === type && typeof c.status === "string") {
      return { status: c.status, reason: typeof c.reason === "string" ? c.reason : "", message: typeof c.message === "string" ? c.message : "" };
    }
  }
  return void 0;
}
function errorMessage(error) {
  if (error instanceof KubeApiError) {
    const causes = error.causes.map((c) => [c.field, c.message].filter(Boolean).join(": ")).filter((s) => s !== "");
    return causes.length > 0 && !causes.every((c) => error.message.includes(c)) ? `${error.message} (${causes.join("; ")})` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
async function pool(items, limit, fn) {
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      await fn(item);
    }
  });
  await Promise.all(workers);
}

// src/core/drift/diff.ts
function diffObject(options) {
  const ref = refOf(options.desired) ?? refOf(options.live) ?? {};
  const liveExists = isRecord(options.live);
  const owned = unionFieldSets(ownedFields(options.desired, options.manager), liveExists ? ownedFields(options.live, options.manager) : { self: false, children: /* @__PURE__ */ new Map() });
  const all = [];
  if (liveExists) compareNode(owned, options.desired, options.live, "", all);
  else ownedLeaves(owned, options.desired, "", all);
  all.sort((a, b) => a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0);
  if (!liveExists) return { ref, action: "create", differences: all, ignored: [] };
  const ignore = ignoredPointers(options.ignore ?? [], options.desired).concat(ignoredPointers(options.ignore ?? [], options.live));
  const differences = [];
  const ignored = [];
  for (const d of all) {
    const kept = applyIgnore(d, ignore);
    if (kept) differences.push(kept);
    else ignored.push(d);
  }
  return { ref, action: differences.length === 0 ? "unchanged" : "update", differences, ignored };
}
function compareNode(node, desired, live, pointer, out) {
  for (const [key, child] of node.children) {
    const step = parseStep(key);
    if (!step) continue;
    const d = resolveStep(desired, step);
    const l = resolveStep(live, step);
    if (!d.found && !l.found) continue;
    const segment = d.found ? d.segment : l.found ? l.segment : void 0;
    const here = appendPointer(pointer, segment ?? describeStep(step));
    if (d.found && !l.found) {
      out.push({ pointer: here, kind: "missing", desired: d.value });
      continue;
    }
    if (!d.found && l.found) {
      out.push({ pointer: here, kind: "unexpected", live: l.value });
      continue;
    }
    if (child.children.size === 0) {
      if (!deepEqual(d.value, l.value)) out.push({ pointer: here, kind: "changed", desired: d.value, live: l.value });
      continue;
    }
    compareNode(child, d.value, l.value, here, out);
  }
}
function ownedLeaves(node, desired, pointer, out) {
  for (const [key, child] of node.children) {
    const step = parseStep(key);
    if (!step) continue;
    const d = resolveStep(desired, step);
    if (!d.found) continue;
    const here = appendPointer(pointer, d.segment ?? describeStep(step));
    if (child.children.size === 0) out.push({ pointer: here, kind: "missing", desired: d.value });
    else ownedLeaves(child, d.value, here, out);
  }
}
function applyIgnore(d, ignore) {
  if (ignore.some((p) => d.pointer === p || d.pointer.startsWith(`${p}/`))) return void 0;
  const inner = ignore.filter((p) => p.startsWith(`${d.pointer}/`)).map((p) => parsePointer(p).slice(parsePointer(d.pointer).length));
  if (inner.length === 0) return d;
  const desired = inner.reduce((v, rel) => withoutPath(v, rel), d.desired);
  const live = inner.reduce((v, rel) => withoutPath(v, rel), d.live);
  if (d.kind === "changed" && deepEqual(desired, live)) return void 0;
  return { ...d, ...d.desired !== void 0 ? { desired } : {}, ...d.live !== void 0 ? { live } : {} };
}
function withoutPath(value, path) {
  const [head, ...rest] = path;
  if (head === void 0) return void 0;
  if (Array.isArray(value)) {
    const i = Number(head);
    if (!Number.isInteger(i) || i < 0 || i >= value.length) return value;
    const copy2 = [...value];
    if (rest.length === 0) copy2.splice(i, 1);
    else copy2[i] = withoutPath(copy2[i], rest);
    return copy2;
  }
  if (!isRecord(value) || !Object.hasOwn(value, head)) return value;
  const copy = { ...value };
  if (rest.length === 0) delete copy[head];
  else copy[head] = withoutPath(copy[head], rest);
  return copy;
}
function refOf(object) {
  if (!isRecord(object)) return void 0;
  const meta = isRecord(object.metadata) ? object.metadata : {};
  return {
    ...typeof object.apiVersion === "string" ? { apiVersion: object.apiVersion } : {},
    ...typeof object.kind === "string" ? { kind: object.kind } : {},
    ...typeof meta.namespace === "string" && meta.namespace !== "" ? { namespace: meta.namespace } : {},
    ...typeof meta.name === "string" ? { name: meta.name } : {}
  };
}

// src/agent/drift.ts
async function readLive(env, key) {
  let path;
  try {
    const resource = await env.discovery.resolve(key.apiVersion, key.kind);
    path = resourcePath(resource, { name: key.name, ...key.namespace !== void 0 ? { namespace: key.namespace } : {} });
  } catch (error) {
    if (error instanceof KindNotServedError) return void 0;
    throw error;
  }
  try {
    return await env.client.request({ method: "GET", path, ...env.signal ? { signal: env.signal } : {} });
  } catch (error) {
    if (isNotFound(error)) return void 0;
    throw error;
  }
}
async function objectDrift(env, desired, options = {}) {
  const key = keyOf(desired);
  const live = options.live === void 0 ? await readLive(env, key) : options.live ?? void 0;
  try {
    const dryRun = await applyObject({ client: env.writeClient ?? env.client, resolver: env.discovery }, desired, {
      fieldManager: env.fieldManager,
      force: true,
      dryRun: true,
      ...env.signal ? { signal: env.signal } : {}
    });
    return { key, live, diff: diffObject({ desired: dryRun, live, manager: env.fieldManager, ignore: env.ignore }) };
  } catch (error) {
    const blockedByCreate = live === void 0 && (error instanceof KindNotServedError || error instanceof KubeApiError && error.status === 404) && (options.pendingCreates?.has(namespaceId(key)) === true || options.pendingCreates?.has(crdIdFor(key)) === true);
    if (blockedByCreate) return { key, live, diff: { ref: refOfKey(key), action: "create", differences: [], ignored: [] } };
    throw error;
  }
}
async function scanDrift(env, desired, options = {}) {
  const drifts = [];
  const errors = [];
  await pool(desired, env.concurrency ?? 8, async (object) => {
    try {
      drifts.push(await objectDrift(env, object, options.pendingCreates ? { pendingCreates: options.pendingCreates } : {}));
    } catch (error) {
      errors.push({ ref: refOfKey(keyOf(object)), message: errorMessage(error) });
    }
  });
  drifts.sort((a, b) => objectId(a.key) < objectId(b.key) ? -1 : 1);
  const prune = [];
  for (const key of options.stale ?? []) {
    const live = await readLive(env, key);
    if (live && options.sync !== void 0 && ownership(live, options.sync, key) === "owned") prune.push(key);
  }
  return { drifts, report: { objects: drifts.map((d) => d.diff), prune: prune.map(refOfKey), errors } };
}
function refOfKey(key) {
  return { apiVersion: key.apiVersion, kind: key.kind, ...key.namespace !== void 0 ? { namespace: key.namespace } : {}, name: key.name };
}
function namespaceId(key) {
  return objectId({ apiVersion: "v1", kind: "Namespace", name: key.namespace ?? "" });
}
function crdIdFor(key) {
  const group = key.apiVersion.includes("/") ? key.apiVersion.slice(0, key.apiVersion.indexOf("/")) : "";
  return `crd-group:${group}`;
}
function pendingCreateIds(created) {
  const ids = /* @__PURE__ */ new Set();
  for (const o of created) {
    if (o.kind === "Namespace" && o.apiVersion === "v1") ids.add(objectId(keyOf(o)));
    if (o.kind === "CustomResourceDefinition") {
      const spec = o.spec;
      const group = typeof spec === "object" && spec !== null && typeof spec.group === "string" ? spec.group : "";
      ids.add(`crd-group:${group}`);
    }
  }
  return ids;
}

export {
  compileIgnoreRules,
  ignoredPointers,
  adoptIgnored,
  summarizeDrift,
  hasChanges,
  summaryLine,
  renderDriftText,
  renderDriftMarkdown,
  KindNotServedError,
  Discovery,
  FIELD_MANAGER,
  desiredObjects,
  applyStaged,
  conditionOf,
  errorMessage,
  pool,
  readLive,
  objectDrift,
  scanDrift,
  refOfKey,
  pendingCreateIds,
  YAML_FILE,
  DRIFT_CONFIG_FILE,
  readRevisionSources
};
