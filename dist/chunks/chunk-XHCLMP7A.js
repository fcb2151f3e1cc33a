import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  DEFAULT_CATALOG_DIR
} from "./chunk-H4ACE6XW.js";

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
  const kinds = /* @__PURE__ */ new Map();
  for (const m of input.objects) {
    const key = `${m.object.apiVersion}\0${m.object.kind}`;
    const entry = kinds.get(key) ?? { apiVersion: m.object.apiVersion, kind: m.object.kind, objects: 0, validated: 0 };
    entry.objects += 1;
    if (!notValidated.has(m)) entry.validated += 1;
    kinds.set(key, entry);
  }
  const groups = /* @__PURE__ */ new Map();
  for (const u of input.unvalidated) {
    const key = `${u.manifest.object.apiVersion}\0${u.manifest.object.kind}\0${u.reason}`;
    const entry = groups.get(key) ?? { apiVersion: u.manifest.object.apiVersion, kind: u.manifest.object.kind, reason: u.reason, objects: 0 };
    entry.objects += 1;
    groups.set(key, entry);
  }
  const uses = /* @__PURE__ */ new Map();
  for (const m of input.objects) {
    const source = input.schemaSources?.get(m);
    if (!source) continue;
    const key = `${m.object.apiVersion}\0${m.object.kind}\0${source.file}`;
    const entry = uses.get(key);
    if (entry) {
      entry.objects += 1;
      continue;
    }
    const detail = input.catalogSources?.get(source.file);
    uses.set(key, { apiVersion: m.object.apiVersion, kind: m.object.kind, objects: 1, crd: source.crd, version: source.version, origin: schemaOrigin(source.file, input.chartDirs ? { chartDirs: input.chartDirs } : {}), file: source.file, ...detail !== void 0 ? { source: detail } : {} });
  }
  const sortKinds = (list) => list.sort((a, b) => byText(a.kind, b.kind) || byText(a.apiVersion, b.apiVersion));
  const validated = input.objects.length - notValidated.size;
  return {
    files: input.filesRead,
    objects: input.objects.length,
    validated,
    kinds: sortKinds([...kinds.values()]),
    unvalidated: sortKinds([...groups.values()]),
    skippedFiles: [...input.skipped].sort((a, b) => byText(a.file, b.file)),
    ignoredFiles: [...input.ignored].sort((a, b) => byText(a.file, b.file)),
    renderedFiles: [...input.renderedFiles].sort(byText),
    kustomizations: [...input.renders].sort((a, b) => byText(a.root, b.root)),
    ...input.helm && input.helm.length > 0 ? { helm: [...input.helm].sort((a, b) => byText(a.label, b.label) || byText(a.valuesSet ?? "", b.valuesSet ?? "")) } : {},
    complete: notValidated.size === 0 && input.renders.every((r) => r.status === "rendered") && (input.helm ?? []).every((h) => h.status === "rendered"),
    ...input.notes && input.notes.length > 0 ? { notes: [...input.notes] } : {},
    ...uses.size > 0 ? { schemas: sortKinds([...uses.values()]) } : {}
  };
}

export {
  SHIPPED_PREFIX,
  buildRunSummary
};
