import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  ANNOTATIONS,
  LABELS
} from "./chunk-6SEBWJ4K.js";
import {
  isRecord,
  splitApiVersion
} from "./chunk-OAWLX4HV.js";

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

export {
  SYNC_LABEL,
  TRACKING_ANNOTATION,
  objectId,
  trackingId,
  keyOf,
  markOwned,
  ownership
};
