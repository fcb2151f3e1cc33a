import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  applyObject,
  conditionOf,
  describeStep,
  ownedFields,
  parseStep,
  resolveStep,
  sleep,
  unionFieldSets
} from "./chunk-IM7INI7Z.js";
import {
  ignoredPointers
} from "./chunk-2IALR2DG.js";
import {
  keyOf,
  markOwned,
  objectId,
  ownership,
  stageObjects
} from "./chunk-KAYWDQ2T.js";
import {
  listNamespaceNames
} from "./chunk-7FOZGFP3.js";
import {
  resourcePath
} from "./chunk-T6OVLOIO.js";
import {
  KindNotServedError
} from "./chunk-NNZSHM3M.js";
import {
  escapeMarkdownText,
  markdownCode
} from "./chunk-RET5VQAC.js";
import {
  KubeApiError,
  isNotFound,
  isTransient
} from "./chunk-W3SMC6LJ.js";
import {
  describeObject
} from "./chunk-H3D7EU6G.js";
import {
  FIELD_MANAGERS
} from "./chunk-S453QDSH.js";
import {
  deepEqual,
  servedVersionsOf
} from "./chunk-IOXHI6CE.js";
import {
  isRecord
} from "./chunk-CV4ZZOWD.js";
import {
  appendPointer,
  parsePointer
} from "./chunk-ALUEK7QH.js";

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

// src/agent/apply.ts
var FIELD_MANAGER = FIELD_MANAGERS.agent;
function desiredObjects(objects, sync) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const o of objects) {
    const id = objectId(keyOf(o));
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(ownedCopy(o, sync));
  }
  return out;
}
var OWNED_COPIES = /* @__PURE__ */ new WeakMap();
function ownedCopy(o, sync) {
  const kept = OWNED_COPIES.get(o);
  if (kept !== void 0 && kept.sync === sync) return kept.owned;
  const owned = markOwned(stripStatus(o), sync);
  if (!Object.isFrozen(o)) return owned;
  for (const made of [owned.metadata.labels, owned.metadata.annotations, owned.metadata, owned]) Object.freeze(made);
  OWNED_COPIES.set(o, { sync, owned });
  return owned;
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
    if (errors.length === 0) errors.push(...await waitServed(env, stages.crds));
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
    const crdObjects = env.waitFor.filter((o) => o.kind === "CustomResourceDefinition");
    errors.push(...crdObjects.length > 0 ? await waitEstablished(env, crdObjects.map((o) => o.metadata.name ?? "")) : []);
    if (errors.length === 0 && crdObjects.length > 0) errors.push(...await waitServed(env, crdObjects));
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
async function pollWithinEstablishTimeout(env, intervalMs, round) {
  const started = env.clock.monotonic();
  for (; ; ) {
    if (await round()) return true;
    if (env.clock.monotonic() - started >= establishTimeout(env)) return false;
    await sleep(env.clock, intervalMs, env.signal);
  }
}
var establishTimeout = (env) => env.establishTimeoutMs ?? 6e4;
async function waitEstablished(env, names) {
  const pending = new Set(names);
  const lastReason = /* @__PURE__ */ new Map();
  const done = await pollWithinEstablishTimeout(env, 200, async () => {
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
    return pending.size === 0;
  });
  if (done) return [];
  return [...pending].map((name) => ({
    key: { apiVersion: "apiextensions.k8s.io/v1", kind: "CustomResourceDefinition", name },
    message: `not Established within ${Math.round(establishTimeout(env) / 1e3)} s (${lastReason.get(name) ?? "unknown"})`,
    transient: true
  }));
}
async function waitServed(env, crds) {
  const pending = /* @__PURE__ */ new Map();
  for (const crd of crds) {
    const spec = isRecord(crd.spec) ? crd.spec : {};
    const names = isRecord(spec.names) ? spec.names : {};
    if (typeof spec.group !== "string" || typeof names.kind !== "string") continue;
    for (const version of servedVersionsOf(crd)) {
      const apiVersion = `${spec.group}/${version}`;
      pending.set(`${apiVersion}/${names.kind}`, { apiVersion, kind: names.kind, crd: crd.metadata.name ?? "" });
    }
  }
  const done = await pollWithinEstablishTimeout(env, 200, async () => {
    for (const [id, { apiVersion, kind }] of [...pending]) {
      if (await env.discovery.isServed(apiVersion, kind).catch(() => false)) pending.delete(id);
    }
    return pending.size === 0;
  });
  if (done) return [];
  return [...new Set([...pending.values()].map((p) => p.crd))].map((name) => ({
    key: { apiVersion: "apiextensions.k8s.io/v1", kind: "CustomResourceDefinition", name },
    message: `Established but its kinds not served within ${Math.round(establishTimeout(env) / 1e3)} s`,
    transient: true
  }));
}
async function waitNamespaces(env, names) {
  let pending = [...new Set(names)];
  let lastError = "not created yet by its shard";
  const done = await pollWithinEstablishTimeout(env, 250, async () => {
    try {
      const live = await listNamespaceNames(env.client, env.signal);
      pending = pending.filter((n) => !live.has(n));
    } catch (error) {
      env.signal?.throwIfAborted();
      lastError = errorMessage(error);
    }
    return pending.length === 0;
  });
  if (done) return [];
  return pending.map((name) => ({ key: { apiVersion: "v1", kind: "Namespace", name }, message: `does not exist within ${Math.round(establishTimeout(env) / 1e3)} s (${lastError}); another shard creates it`, transient: true }));
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
  summarizeDrift,
  hasChanges,
  summaryLine,
  renderDriftText,
  renderDriftMarkdown,
  FIELD_MANAGER,
  desiredObjects,
  applyStaged,
  errorMessage,
  pool,
  readLive,
  objectDrift,
  scanDrift,
  refOfKey,
  pendingCreateIds
};
