import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  collectYamlFiles
} from "./chunk-6S6CJKZU.js";
import {
  GitRepository
} from "./chunk-4TSXG4PM.js";
import {
  shippedBuiltinRegistry
} from "./chunk-PF523YFW.js";

// src/io/check-sources.ts
import { existsSync } from "node:fs";
import path from "node:path";
var DEFAULT_CRD_DIR = "deploy/crds";
var DEFAULT_POLICIES_DIR = "policies";
var YAML_FILE = /\.ya?ml$/i;
async function collectCheckSources(options) {
  const crdPaths = [...options.crdPaths];
  const ownCrds = existsSync(path.join(options.root, DEFAULT_CRD_DIR));
  if (ownCrds && !crdPaths.includes(DEFAULT_CRD_DIR)) crdPaths.push(DEFAULT_CRD_DIR);
  const policiesDir = options.policiesDir ?? (existsSync(path.join(options.root, DEFAULT_POLICIES_DIR)) ? DEFAULT_POLICIES_DIR : void 0);
  const shipped = !ownCrds && options.fallback?.crdDir ? await collectYamlFiles({ root: options.root, paths: [options.fallback.crdDir] }) : [];
  const fallbackPolicies = policiesDir === void 0 && options.fallback?.policiesDir ? await collectYamlFiles({ root: options.root, paths: [options.fallback.policiesDir] }) : [];
  if (options.base === void 0) {
    const limit = options.maxBytes !== void 0 ? { maxBytes: options.maxBytes } : {};
    const files = await collectYamlFiles({ root: options.root, paths: options.paths, ...limit, ...options.skipDirectory ? { skipDirectory: options.skipDirectory } : {} });
    const ownCrdFiles = crdPaths.length ? await collectYamlFiles({ root: options.root, paths: crdPaths, ...limit }) : [];
    const fallbackCrds2 = notDefinedIn(shipped, [...files, ...ownCrdFiles]);
    return {
      files,
      crdFiles: [...ownCrdFiles, ...fallbackCrds2],
      policyFiles: policiesDir ? await collectYamlFiles({ root: options.root, paths: [policiesDir], ...limit }) : fallbackPolicies
    };
  }
  const repo = new GitRepository({ dir: options.root });
  const baseRevision = await repo.resolveRevision(options.base);
  const headRevision = await repo.resolveRevision(options.head ?? "HEAD");
  const policyRevision = options.trustedRevision !== void 0 ? await repo.resolveRevision(options.trustedRevision) : baseRevision;
  const packDir = options.policiesDir ?? ((await repo.listTrees({ revision: policyRevision, paths: [DEFAULT_POLICIES_DIR] })).get(DEFAULT_POLICIES_DIR)?.exists || policiesDir !== void 0 ? DEFAULT_POLICIES_DIR : void 0);
  const readAt = async (revision, paths) => {
    const out = /* @__PURE__ */ new Map();
    for (const p of paths) {
      const snapshot = await repo.readTree({ revision, path: p, select: (f) => YAML_FILE.test(f) });
      for (const f of snapshot.files) if (YAML_FILE.test(f.path)) out.set(f.path, { path: f.path, bytes: f.bytes });
    }
    return [...out.values()].sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  };
  const changed = (await repo.changedFiles({ base: baseRevision, head: headRevision, paths: options.paths })).filter((c) => YAML_FILE.test(c.path));
  const baseFiles = [];
  for (const c of changed) {
    if (c.status === "added") continue;
    const bytes = await repo.readFileAtRevision({ revision: baseRevision, path: c.path });
    if (bytes) baseFiles.push({ path: c.path, bytes });
  }
  const headFiles = await readAt(headRevision, options.paths);
  const headCrds = await readAt(headRevision, crdPaths);
  const fallbackCrds = notDefinedIn(shipped, [...headFiles, ...headCrds]);
  return {
    files: headFiles,
    crdFiles: [...headCrds, ...fallbackCrds],
    // The pack that judges a change is the trusted one (base), never the head's.
    policyFiles: packDir ? await readAt(policyRevision, [packDir]) : fallbackPolicies,
    // The shipped default pack (no pack in the repository) cannot be changed by a pull request.
    ...packDir ? { headPolicyFiles: await readAt(headRevision, [packDir]) } : {},
    ...packDir && policyRevision !== baseRevision ? { policyChangeBase: await readAt(baseRevision, [packDir]) } : {},
    policyRevision,
    baseFiles,
    baseCrdFiles: [...await readAt(baseRevision, crdPaths), ...fallbackCrds],
    selected: new Set(changed.filter((c) => c.status !== "deleted").map((c) => c.path)),
    headRevision,
    baseRevision
  };
}
function notDefinedIn(shipped, userFiles) {
  return shipped.filter((crd) => {
    const name = Buffer.from(path.basename(crd.path).replace(/\.ya?ml$/i, ""));
    return !userFiles.some((f) => {
      const bytes = Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength);
      return bytes.includes(name) && bytes.includes(CRD_KIND);
    });
  });
}
var CRD_KIND = Buffer.from("CustomResourceDefinition");
function toCheckInput(sources, options) {
  return {
    builtins: shippedBuiltinRegistry(),
    files: sources.files,
    crdFiles: sources.crdFiles,
    policyFiles: sources.policyFiles,
    ...sources.headPolicyFiles ? { headPolicyFiles: sources.headPolicyFiles } : {},
    ...sources.policyChangeBase ? { policyChangeBase: sources.policyChangeBase } : {},
    ...sources.selected ? { selected: sources.selected } : {},
    ...sources.baseFiles ? { baseFiles: sources.baseFiles } : {},
    ...sources.baseCrdFiles ? { baseCrdFiles: sources.baseCrdFiles } : {},
    ...options
  };
}

export {
  DEFAULT_CRD_DIR,
  DEFAULT_POLICIES_DIR,
  collectCheckSources,
  toCheckInput
};
