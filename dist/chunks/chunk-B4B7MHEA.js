import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  FIELD_MANAGER,
  pendingCreateIds,
  readLive,
  refOfKey,
  renderDriftMarkdown,
  scanDrift,
  summarizeDrift,
  summaryLine
} from "./chunk-TD3MY53B.js";
import {
  SYNC_LABEL,
  TRACKING_ANNOTATION,
  keyOf,
  markOwned,
  objectId,
  trackingId
} from "./chunk-KAYWDQ2T.js";
import {
  parseFiles
} from "./chunk-CLQXV4ER.js";

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
  previewDrift,
  previewCheckRun
};
