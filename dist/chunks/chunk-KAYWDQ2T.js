import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  MANAGED_BY_VALUE,
  OWNER_ANNOTATION
} from "./chunk-MMGUTR4Y.js";
import {
  ANNOTATIONS,
  LABELS
} from "./chunk-S453QDSH.js";
import {
  isRecord,
  splitApiVersion
} from "./chunk-CV4ZZOWD.js";

// src/core/drift/ownership.ts
var MANAGED_BY_LABEL = LABELS.managedBy;
var MANAGED_BY_VALUE2 = "driftgate-sync";
var SYNC_LABEL = LABELS.sync;
var TRACKING_ANNOTATION = ANNOTATIONS.trackingId;
var PRUNE_ANNOTATION = ANNOTATIONS.prune;
var ADOPT_ANNOTATION = ANNOTATIONS.adopt;
function objectId(key) {
  const { group } = splitApiVersion(key.apiVersion);
  return `${group}/${key.kind}/${key.namespace ?? ""}/${key.name}`;
}
function trackingId(sync, key) {
  const { group } = splitApiVersion(key.apiVersion);
  return `${sync}:${group}/${key.kind}:${key.namespace ?? ""}/${key.name}`;
}
function keyOf(object) {
  return {
    apiVersion: object.apiVersion,
    kind: object.kind,
    ...object.metadata.namespace !== void 0 && object.metadata.namespace !== "" ? { namespace: object.metadata.namespace } : {},
    name: object.metadata.name ?? ""
  };
}
function markOwned(object, sync) {
  return {
    ...object,
    metadata: {
      ...object.metadata,
      labels: { ...object.metadata.labels ?? {}, [MANAGED_BY_LABEL]: MANAGED_BY_VALUE2, [SYNC_LABEL]: sync },
      annotations: { ...object.metadata.annotations ?? {}, [TRACKING_ANNOTATION]: trackingId(sync, keyOf(object)) }
    }
  };
}
function ownership(live, sync, key) {
  const meta = isRecord(live) && isRecord(live.metadata) ? live.metadata : {};
  const labels = isRecord(meta.labels) ? meta.labels : {};
  const annotations = isRecord(meta.annotations) ? meta.annotations : {};
  if (labels[SYNC_LABEL] === void 0) return "not-labelled";
  if (labels[SYNC_LABEL] !== sync) return "other-sync";
  if (annotations[TRACKING_ANNOTATION] !== trackingId(sync, key)) return "copied";
  if (annotations[PRUNE_ANNOTATION] === "disabled") return "prune-disabled";
  return "owned";
}
function adoptionVerdict(live, desired, ctx) {
  if (live === void 0 || live === null) return "absent";
  const meta = isRecord(live) && isRecord(live.metadata) ? live.metadata : {};
  const labels = isRecord(meta.labels) ? meta.labels : {};
  const uid = typeof meta.uid === "string" ? meta.uid : void 0;
  if (ctx.recordedUid !== void 0 && uid === ctx.recordedUid) return "ours";
  const sync = labels[SYNC_LABEL];
  if (sync !== void 0 && sync !== ctx.sync) return "other-sync";
  const annotations = isRecord(meta.annotations) ? meta.annotations : {};
  if (sync === ctx.sync && annotations[TRACKING_ANNOTATION] === trackingId(ctx.sync, keyOf(desired))) return "ours";
  if (labels[MANAGED_BY_LABEL] === MANAGED_BY_VALUE || annotations[OWNER_ANNOTATION] !== void 0) return "operator-managed";
  return desired.metadata.annotations?.[ADOPT_ANNOTATION] === "true" ? "adopt" : "needs-annotation";
}
function staleEntries(previous, desired) {
  const keep = isIdSet(desired) ? desired : new Set(desired.map(objectId));
  const seen = /* @__PURE__ */ new Set();
  const stale = [];
  for (const e of previous) {
    const id = objectId(e);
    if (keep.has(id) || seen.has(id)) continue;
    seen.add(id);
    stale.push(e);
  }
  return stale.sort((a, b) => stageOf(b) - stageOf(a) || compare(objectId(a), objectId(b)));
}
function isIdSet(desired) {
  return !Array.isArray(desired);
}
var APPLY_STAGES = ["crds", "namespaces", "rest"];
function stageOf(key) {
  const { group } = splitApiVersion(key.apiVersion);
  if (group === "apiextensions.k8s.io" && key.kind === "CustomResourceDefinition") return 0;
  if (group === "" && key.kind === "Namespace") return 1;
  return 2;
}
function stageObjects(objects) {
  const stages = { crds: [], namespaces: [], rest: [] };
  for (const o of objects) stages[APPLY_STAGES[stageOf(o)] ?? "rest"].push(o);
  for (const list of Object.values(stages)) list.sort((a, b) => compare(objectId(keyOf(a)), objectId(keyOf(b))));
  return stages;
}
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

export {
  MANAGED_BY_LABEL,
  MANAGED_BY_VALUE2 as MANAGED_BY_VALUE,
  SYNC_LABEL,
  TRACKING_ANNOTATION,
  ADOPT_ANNOTATION,
  objectId,
  trackingId,
  keyOf,
  markOwned,
  ownership,
  adoptionVerdict,
  staleEntries,
  stageObjects
};
