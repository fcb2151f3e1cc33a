import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  DEFAULT_CATALOG_DIR
} from "./chunk-6BWAKWOG.js";
import {
  getOrMake
} from "./chunk-5WTWSETK.js";

// src/core/manifest/input.ts
var SHIPPED_PREFIX = "driftgate:";

// src/core/repository/summary.ts
function schemaOrigin(file, options = {}) {
  if (file.startsWith(SHIPPED_PREFIX)) return "shipped";
  if (file.startsWith("cluster:")) return "cluster";
  if (file.startsWith(`${DEFAULT_CATALOG_DIR}/`)) return "catalog";
  const chart = /^(?:(.*)\/)?crds\/.+$/.exec(file);
  if (chart && options.chartDirs?.has(chart[1] ?? "")) return "chart";
  return "repository";
}
var byText = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function buildRunSummary(input) {
  const notValidated = new Set(input.unvalidated.map((u) => u.manifest));
  const kindsByVersion = /* @__PURE__ */ new Map();
  const kinds = [];
  for (const m of input.objects) {
    const { apiVersion, kind } = m.object;
    const byKind = getOrMake(kindsByVersion, apiVersion, () => /* @__PURE__ */ new Map());
    let entry = byKind.get(kind);
    if (!entry) {
      entry = { apiVersion, kind, objects: 0, validated: 0 };
      byKind.set(kind, entry);
      kinds.push(entry);
    }
    entry.objects += 1;
    if (notValidated.size === 0 || !notValidated.has(m)) entry.validated += 1;
  }
  const groups = /* @__PURE__ */ new Map();
  for (const u of input.unvalidated) {
    const key = `${u.manifest.object.apiVersion}\0${u.manifest.object.kind}\0${u.reason}`;
    const entry = groups.get(key) ?? { apiVersion: u.manifest.object.apiVersion, kind: u.manifest.object.kind, reason: u.reason, objects: 0 };
    entry.objects += 1;
    groups.set(key, entry);
  }
  const uses = /* @__PURE__ */ new Map();
  const schemaUses = [];
  for (const m of input.objects) {
    const source = input.schemaSources?.get(m);
    if (!source) continue;
    const { apiVersion, kind } = m.object;
    const byKind = getOrMake(getOrMake(uses, source.file, () => /* @__PURE__ */ new Map()), apiVersion, () => /* @__PURE__ */ new Map());
    const entry = byKind.get(kind);
    if (entry) {
      entry.objects += 1;
      continue;
    }
    const detail = input.catalogSources?.get(source.file);
    const use = { apiVersion, kind, objects: 1, crd: source.crd, version: source.version, origin: schemaOrigin(source.file, input.chartDirs ? { chartDirs: input.chartDirs } : {}), file: source.file, ...detail !== void 0 ? { source: detail } : {} };
    byKind.set(kind, use);
    schemaUses.push(use);
  }
  const sortKinds = (list) => list.sort((a, b) => byText(a.kind, b.kind) || byText(a.apiVersion, b.apiVersion));
  const validated = input.objects.length - notValidated.size;
  return {
    files: input.filesRead,
    objects: input.objects.length,
    validated,
    kinds: sortKinds(kinds),
    unvalidated: sortKinds([...groups.values()]),
    skippedFiles: [...input.skipped].sort((a, b) => byText(a.file, b.file)),
    ignoredFiles: [...input.ignored].sort((a, b) => byText(a.file, b.file)),
    renderedFiles: [...input.renderedFiles].sort(byText),
    kustomizations: [...input.renders].sort((a, b) => byText(a.root, b.root)),
    ...input.helm && input.helm.length > 0 ? { helm: [...input.helm].sort((a, b) => byText(a.label, b.label) || byText(a.valuesSet ?? "", b.valuesSet ?? "")) } : {},
    complete: notValidated.size === 0 && input.renders.every((r) => r.status === "rendered") && (input.helm ?? []).every((h) => h.status === "rendered"),
    ...input.notes && input.notes.length > 0 ? { notes: [...input.notes] } : {},
    ...schemaUses.length > 0 ? { schemas: sortKinds(schemaUses) } : {}
  };
}

export {
  SHIPPED_PREFIX,
  buildRunSummary
};
