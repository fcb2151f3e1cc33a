import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  buildRunSummary
} from "./chunk-ZOVCY564.js";
import {
  SCOPE_RULES
} from "./chunk-HU76YHMH.js";
import {
  GATE_RULES
} from "./chunk-7KVUWLWS.js";
import {
  dedupeFindings,
  failsAt,
  sortFindings
} from "./chunk-H3D7EU6G.js";
import {
  CRD_COMPAT_CONFIG,
  DEFAULT_CONFIG,
  StoredObjectTally,
  applyConfig,
  checkStoredVersions,
  compareCrdSets,
  notValidatedFinding,
  parseCrdCompatConfig,
  storedObjectFindings,
  versionsToValidate
} from "./chunk-GDE5VDXL.js";
import {
  crdCompatRuleInfo
} from "./chunk-3O2YG7YO.js";
import {
  isCrdManifest,
  readCrd
} from "./chunk-IOXHI6CE.js";
import {
  withEngines
} from "./chunk-S2VHB6H6.js";
import {
  isRecord
} from "./chunk-CV4ZZOWD.js";

// src/core/gate/judge.ts
var CRD_RULE_PREFIX = "crd-compat/";
var CRD_REMOVED = "crd-removed";
async function judgeRevision(input) {
  const check = input.check ? (await import("./check-tree-VHC6MXU7.js")).checkTree(input.check) : void 0;
  const fromReading = [...input.findings ?? []];
  let directoryCrds;
  const crdDirectory = async () => directoryCrds ??= await crdDirectoryManifests(input.check);
  const headCrds = input.crd?.head ?? (check ? [...check.manifests.filter(isCrdManifest), ...input.crd?.headIsApplied ? [] : await crdDirectory()] : []);
  const config = input.crd?.config ?? crdConfigOf(input.check?.policyFiles);
  const crdFindings = [];
  const checkFindings = [];
  for (const f of check?.findings ?? []) (f.ruleId.startsWith(CRD_RULE_PREFIX) ? crdFindings : checkFindings).push(f);
  if (input.crd) {
    const managed = input.crd.managed;
    const headNames = new Set(headCrds.map((m) => m.object.metadata.name));
    const base = managed ? input.crd.base.filter((m) => headNames.has(m.object.metadata.name) || managed.has(m.object.metadata.name ?? "")) : input.crd.base;
    crdFindings.push(...await withEngines(() => compareCrdSets({ base, head: headCrds, config })));
  }
  if (input.live) crdFindings.push(...await liveCrdFindings(headCrds, input.live, config));
  const judgedCrdFindings = removalWithLiveObjects(dedupeFindings(crdFindings), input.live);
  const scopeFindings = input.scope && check ? (await import("./check-VP4BHSSI.js")).checkScope({
    manifests: check.manifests,
    crds: await crdDirectory(),
    ...input.scope.scope ? { scope: input.scope.scope } : {},
    ...input.scope.defaultNamespace !== void 0 ? { defaultNamespace: input.scope.defaultNamespace } : {},
    ...input.scope.discovered !== void 0 ? { discovered: input.scope.discovered } : {},
    ...input.check?.selected ? { selected: input.check.selected } : {}
  }) : [];
  const allCheck = sortFindings([...checkFindings, ...fromReading]);
  const configurationErrors = (check?.configurationErrors ?? 0) + (input.configurationErrors ?? 0);
  const refusedBy = failsAt(allCheck, "error") || configurationErrors > 0 ? "check" : failsAt(scopeFindings, "error") ? "scope" : failsAt(judgedCrdFindings, "error") ? "crd-compat" : void 0;
  const rules = new Map([
    ...check?.rules ?? /* @__PURE__ */ new Map(),
    ...crdCompatRuleInfo(),
    ...[...SCOPE_RULES, ...GATE_RULES].map((r) => [r.id, r])
  ]);
  return {
    findings: sortFindings([...allCheck, ...scopeFindings, ...judgedCrdFindings]),
    checkFindings: allCheck,
    scopeFindings: sortFindings(scopeFindings),
    crdFindings: sortFindings(judgedCrdFindings),
    manifests: check?.manifests ?? [],
    crds: headCrds,
    configurationErrors,
    refused: refusedBy !== void 0,
    refusedBy,
    rules,
    check
  };
}
function emptySummary() {
  return buildRunSummary({ objects: [], unvalidated: [], skipped: [], ignored: [], renderedFiles: [], renders: [], filesRead: 0 });
}
async function crdDirectoryManifests(input) {
  if (!input?.crdFiles) return [];
  const { parseFiles } = await import("./check-IY6U2TRM.js");
  const files = new Set(input.files.map((f) => f.path));
  return parseFiles(input.crdFiles.filter((f) => !files.has(f.path)), input.limits).manifests.filter(isCrdManifest);
}
function crdConfigOf(policyFiles) {
  const file = (policyFiles ?? []).find((f) => f.path.endsWith(CRD_COMPAT_CONFIG));
  if (!file) return DEFAULT_CONFIG;
  return parseCrdCompatConfig(new TextDecoder().decode(file.bytes), { file: file.path }).config;
}
function crdNameOf(f) {
  const crd = f.crd;
  return typeof crd === "string" ? crd : f.object?.name;
}
function removalWithLiveObjects(findings, live) {
  return findings.map((f) => {
    if (f.ruleId !== CRD_RULE_PREFIX + CRD_REMOVED) return f;
    const name = crdNameOf(f);
    const count = name !== void 0 ? live?.objectCounts?.get(name) : void 0;
    if (count === 0) return f;
    const what = count === void 0 ? "the cluster was not asked how many objects of its kind exist" : `the cluster holds ${count} object${count === 1 ? "" : "s"} of its kind`;
    return {
      ...f,
      severity: "error",
      message: `${f.message} (${what}: applying the removal would delete them)`,
      hint: "Keep the CRD where the sync reads it (deploy/crds or the synced path). To retire it, delete its objects deliberately first, then remove the CRD in a later change."
    };
  });
}
async function liveCrdFindings(head, live, config) {
  const out = [];
  for (const manifest of head) {
    const name = manifest.object.metadata.name;
    if (manifest.object.apiVersion !== "apiextensions.k8s.io/v1" || !name) continue;
    const object = live.crds.get(name);
    if (!object) continue;
    const state = { object };
    out.push(...checkStoredVersions({ head: manifest, live: state }));
    const stored = live.storedObjects?.get(name);
    if (!stored) continue;
    const crd = readCrd(manifest);
    for (const version of versionsToValidate({ head: manifest, live: state })) {
      const objects = stored.get(version);
      if (!objects) continue;
      const v = crd.version(version);
      const { compileKindValidator } = await import("./schema-3JCZKF25.js");
      const compiled = compileKindValidator({
        group: crd.group ?? "",
        version,
        kind: crd.kind ?? "",
        plural: crd.plural ?? "",
        scope: crd.scope === "Cluster" ? "Cluster" : "Namespaced",
        served: true,
        storage: v?.storage === true,
        schema: v?.schema,
        statusSubresource: false
        // status is validated too: controllers write it
      });
      if (!compiled.validator) {
        out.push(notValidatedFinding({ head: manifest, version, reason: compiled.problems.map((p) => p.message).slice(0, 2).join("; ") || "unknown problem" }));
        continue;
      }
      const tally = new StoredObjectTally(version);
      for (const o of objects) if (isKubeObject(o)) tally.validate(compiled.validator, o);
      out.push(...storedObjectFindings({ head: manifest, tally }));
    }
  }
  return applyConfig(out, config);
}
function isKubeObject(value) {
  return isRecord(value) && isRecord(value.metadata) && typeof value.apiVersion === "string" && typeof value.kind === "string";
}

export {
  judgeRevision,
  emptySummary,
  crdConfigOf
};
