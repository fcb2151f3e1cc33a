import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  ignoredPointers
} from "./chunk-JR2PCTV5.js";
import {
  SYNC_LABEL,
  TRACKING_ANNOTATION,
  keyOf,
  markOwned,
  objectId,
  ownership,
  trackingId
} from "./chunk-MLA2BXP5.js";
import "./chunk-KSXBMPKL.js";
import {
  KindNotServedError
} from "./chunk-QMGL3VYM.js";
import "./chunk-JHOJ6XVH.js";
import {
  resourcePath
} from "./chunk-JKEALHMT.js";
import {
  escapeMarkdownText,
  markdownCode
} from "./chunk-RET5VQAC.js";
import {
  KubeApiError,
  isNotFound
} from "./chunk-4OWHV4IN.js";
import {
  describeObject,
  parseFiles
} from "./chunk-BKGHGMKV.js";
import "./chunk-LNDVUVRY.js";
import "./chunk-V4TGP46N.js";
import "./chunk-Z7EXS7AW.js";
import {
  FIELD_MANAGERS
} from "./chunk-6SEBWJ4K.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-JJFNLGYD.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-HGWXCG6I.js";
import "./chunk-WIHMZA7R.js";
import "./chunk-EHBLQMBV.js";
import "./chunk-7HXXWLF3.js";
import {
  deepEqual
} from "./chunk-FQ4NOYGT.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-F4UTWZI6.js";
import "./chunk-6HZSUFL7.js";
import "./chunk-TL4FJKCH.js";
import "./chunk-QRSVU7E7.js";
import "./chunk-7CTFDBBF.js";
import "./chunk-5WTWSETK.js";
import {
  asLiveObject,
  isRecord
} from "./chunk-OAWLX4HV.js";
import {
  appendPointer,
  parsePointer
} from "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";

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

// src/agent/apply.ts
var FIELD_MANAGER = FIELD_MANAGERS.agent;
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

// src/agent/preview.ts
async function previewDrift(env, input) {
  const head = parseFiles(input.headFiles);
  const desired = await markLikeTheAgent(env, dedupe(head.manifests.map((m) => m.object)));
  const scan = await scanDrift({ client: env.client, discovery: env.discovery, fieldManager: FIELD_MANAGER, ignore: input.ignore ?? [], ...env.concurrency !== void 0 ? { concurrency: env.concurrency } : {} }, desired, {
    pendingCreates: pendingCreateIds(desired.filter((o) => o.kind === "Namespace" || o.kind === "CustomResourceDefinition"))
  });
  const prune = [];
  if (input.baseFiles) {
    const kept = new Set(desired.map((o) => objectId(keyOf(o))));
    for (const o of dedupe(parseFiles(input.baseFiles).manifests.map((m) => m.object))) {
      const key = keyOf(o);
      if (kept.has(objectId(key))) continue;
      const live = await readLive(env, key);
      const meta = live?.metadata;
      const sync = meta?.labels?.[SYNC_LABEL];
      if (sync !== void 0 && meta?.annotations?.[TRACKING_ANNOTATION] === trackingId(sync, key) && meta.annotations["driftgate.dev/prune"] !== "disabled") prune.push(key);
    }
  }
  return { report: { ...scan.report, prune: prune.map(refOfKey) }, findings: head.findings };
}
function dedupe(objects) {
  const seen = /* @__PURE__ */ new Set();
  return objects.filter((o) => {
    const id = objectId(keyOf(o));
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
async function markLikeTheAgent(env, objects) {
  const out = [];
  for (const o of objects) {
    let sync = "preview";
    try {
      const live = await readLive(env, keyOf(o));
      sync = live?.metadata.labels?.[SYNC_LABEL] ?? sync;
    } catch {
    }
    out.push(markOwned(o, sync));
  }
  return out;
}
function previewCheckRun(preview) {
  const s = summarizeDrift(preview.report);
  const changes = s.create + s.update + s.prune;
  return {
    conclusion: s.errors > 0 ? "failure" : changes > 0 ? "neutral" : "success",
    title: changes === 0 && s.errors === 0 ? "No change to the live cluster" : summaryLine(preview.report),
    summary: renderDriftMarkdown(preview.report, { title: "What this change would do to the live cluster" })
  };
}
export {
  previewCheckRun,
  previewDrift
};
