import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  POLICY_RULES,
  VAP_RULE_PREFIX,
  evaluatePolicyPack,
  isPackProblem,
  loadPolicyPackFiles,
  packRuleInfo
} from "./chunk-YVC2HVN5.js";
import {
  DEFAULT_FILE_LIMITS,
  collectYamlFiles,
  decodeManifestFile
} from "./chunk-3YPPQJFY.js";
import {
  compareCrdSets,
  crdCompatRuleInfo,
  parseCrdCompatConfig
} from "./chunk-XWWLAIOR.js";
import {
  parseYaml
} from "./chunk-O2SGKBNS.js";
import {
  SCHEMA_RULES,
  loadCrds,
  validateManifest
} from "./chunk-EPBJ7C5A.js";
import {
  GitRepository
} from "./chunk-EOFKXWMX.js";
import {
  loadManifests,
  splitApiVersion
} from "./chunk-LZJUPFIB.js";

// src/core/check/rules.ts
var FOUNDATION_RULES = [
  { id: "input/file-too-large", summary: "A file is larger than --max-file-bytes and was not read", defaultSeverity: "error" },
  { id: "input/binary-file", summary: "A file with a NUL byte is not YAML", defaultSeverity: "error" },
  { id: "input/not-utf8", summary: "A file is not valid UTF-8", defaultSeverity: "error" },
  { id: "yaml/syntax", summary: "YAML syntax error", defaultSeverity: "error" },
  { id: "yaml/duplicate-key", summary: "A mapping has the same key twice", defaultSeverity: "error" },
  { id: "yaml/alias-limit", summary: "Too many or too deeply nested YAML aliases (alias bomb guard)", defaultSeverity: "error" },
  { id: "yaml/yaml11-ambiguity", summary: "A plain scalar that YAML 1.1 (kubectl) reads differently from YAML 1.2", defaultSeverity: "warning" },
  { id: "manifest/not-an-object", summary: "A YAML document is not a Kubernetes object", defaultSeverity: "error" },
  { id: "manifest/missing-api-version", summary: "An object has no apiVersion", defaultSeverity: "error" },
  { id: "manifest/missing-kind", summary: "An object has no kind", defaultSeverity: "error" },
  { id: "manifest/missing-name", summary: "An object has no metadata.name", defaultSeverity: "error" },
  { id: "schema/unknown-kind", summary: "No CRD schema is known for the kind (an error with --strict)", defaultSeverity: "warning" }
];
var RULES = new Map([
  ...[...FOUNDATION_RULES, ...SCHEMA_RULES, ...POLICY_RULES].map((r) => [r.id, r]),
  ...crdCompatRuleInfo()
]);

// src/core/check/check.ts
function parseFiles(files, limits = DEFAULT_FILE_LIMITS) {
  const manifests = [];
  const findings = [];
  let documents = 0;
  for (const file of files) {
    const decoded = decodeManifestFile(file.path, file.bytes, limits);
    if (!decoded.ok) {
      findings.push(decoded.finding);
      continue;
    }
    const parsed = parseYaml(decoded.text, { file: file.path });
    findings.push(...parsed.findings);
    documents += parsed.documents.length;
    const loaded = loadManifests(parsed.documents);
    findings.push(...loaded.findings);
    manifests.push(...loaded.manifests);
  }
  return { manifests, findings, documents };
}
function isBuiltinGroup(group) {
  return group === "" || BUILTIN_GROUPS.has(group) || group.endsWith(".k8s.io") && !group.endsWith(".x-k8s.io");
}
var BUILTIN_GROUPS = /* @__PURE__ */ new Set(["apps", "batch", "autoscaling", "policy", "extensions"]);
function isCrd(manifest) {
  const { group } = splitApiVersion(manifest.object.apiVersion);
  return group === "apiextensions.k8s.io" && manifest.object.kind === "CustomResourceDefinition";
}
function objectLocationKey(m) {
  return `${m.file}|${m.ref.kind ?? ""}|${m.ref.namespace ?? ""}|${m.ref.name ?? ""}`;
}
function findingObjectKey(f) {
  return `${f.file ?? ""}|${f.object?.kind ?? ""}|${f.object?.namespace ?? ""}|${f.object?.name ?? ""}`;
}
function objectKey(m) {
  const { group } = splitApiVersion(m.object.apiVersion);
  return `${group}/${m.object.kind}/${m.object.metadata.namespace ?? ""}/${m.object.metadata.name ?? ""}`;
}
function checkRepository(input) {
  const limits = input.limits ?? DEFAULT_FILE_LIMITS;
  const isSelected = (file) => !input.selected || file !== void 0 && input.selected.has(file);
  const head = parseFiles(input.files, limits);
  const extraCrdFiles = (input.crdFiles ?? []).filter((f) => !input.files.some((g) => g.path === f.path));
  const crdSources = parseFiles(extraCrdFiles, limits);
  const findings = head.findings.filter((f) => isSelected(f.file));
  findings.push(...crdSources.findings.filter((f) => isSelected(f.file) || !input.selected));
  const crds = loadCrds([...crdSources.manifests, ...head.manifests]);
  findings.push(...crds.findings.filter((f) => isSelected(f.file) || !input.selected));
  const oldObjects = /* @__PURE__ */ new Map();
  const baseParsed = input.baseFiles ? parseFiles(input.baseFiles, limits) : void 0;
  const unchangedAtBase = input.baseFiles && input.selected ? head.manifests.filter((m) => !isSelected(m.file)) : [];
  for (const m of [...unchangedAtBase, ...baseParsed?.manifests ?? []]) oldObjects.set(objectKey(m), m);
  let validated = 0;
  let builtins = 0;
  const schemaInvalid = /* @__PURE__ */ new Set();
  for (const manifest of head.manifests) {
    if (!isSelected(manifest.file) || isCrd(manifest)) continue;
    const old = oldObjects.get(objectKey(manifest));
    const result = validateManifest(crds.registry, manifest, old ? { oldObject: old.object } : {});
    if (result) {
      validated += 1;
      findings.push(...result);
      if (result.some((f) => f.severity === "error")) schemaInvalid.add(objectLocationKey(manifest));
      continue;
    }
    const { group } = splitApiVersion(manifest.object.apiVersion);
    if (isBuiltinGroup(group)) {
      builtins += 1;
      continue;
    }
    const loc = manifest.locate("/kind");
    findings.push({
      ruleId: "schema/unknown-kind",
      severity: input.strict ? "error" : "warning",
      message: `no schema for ${manifest.object.kind} in ${manifest.object.apiVersion}: ${crds.registry.explainMissing(manifest.object.apiVersion, manifest.object.kind)}`,
      file: loc.file,
      line: loc.line,
      column: loc.column,
      pointer: manifest.base + "/kind",
      object: manifest.ref,
      hint: "Add the CRD to deploy/crds/ or pass it with --crd; the object was not validated."
    });
  }
  let configurationErrors = 0;
  let rules = RULES;
  const crdCompatFile = (input.policyFiles ?? []).find((f) => f.path.endsWith(CRD_COMPAT_CONFIG));
  const packFiles = (input.policyFiles ?? []).filter((f) => f !== crdCompatFile);
  if (packFiles.length > 0) {
    const loaded = loadPolicyPackFiles(packFiles);
    findings.push(...loaded.findings);
    const packProblems = loaded.findings.filter(isPackProblem).length;
    rules = new Map([...RULES, ...packRuleInfo(loaded.pack).map((r) => [r.id, r])]);
    configurationErrors += packProblems;
    if (packProblems === 0) {
      const defaults = (m) => crds.registry.lookup(m.object.apiVersion, m.object.kind)?.applyDefaults(m.object) ?? m.object;
      const policyFindings = evaluatePolicyPack(loaded.pack, {
        manifests: head.manifests,
        crds: crdSources.manifests,
        ...input.baseFiles ? { baseManifests: [...oldObjects.values()] } : {},
        now: input.now,
        applyDefaults: defaults,
        // Admission is per object: only the selected files' objects need it. Cross-document rules see all.
        ...input.selected ? { focusFiles: input.selected, admitFiles: input.selected } : {}
      });
      findings.push(
        ...policyFindings.filter((f) => isSelected(f.file) && !(f.ruleId.startsWith(VAP_RULE_PREFIX) && schemaInvalid.has(findingObjectKey(f))))
      );
    }
  }
  if (input.baseFiles || input.baseCrdFiles) {
    let crdCompatConfig;
    if (crdCompatFile) {
      const parsed = parseCrdCompatConfig(new TextDecoder().decode(crdCompatFile.bytes), { file: crdCompatFile.path });
      findings.push(...parsed.findings);
      configurationErrors += parsed.findings.filter((f) => f.severity === "error").length;
      crdCompatConfig = parsed.config;
    }
    const baseCrdFiles = (input.baseCrdFiles ?? []).filter((f) => !(input.baseFiles ?? []).some((g) => g.path === f.path));
    const base = [...parseFiles(baseCrdFiles, limits).manifests, ...unchangedAtBase, ...baseParsed?.manifests ?? []].filter(isCrd);
    const headCrds = [...crdSources.manifests, ...head.manifests].filter(isCrd);
    findings.push(...compareCrdSets({ base, head: headCrds, ...crdCompatConfig ? { config: crdCompatConfig } : {} }));
  }
  return {
    findings,
    manifests: head.manifests,
    configurationErrors,
    rules,
    stats: { files: input.files.length, documents: head.documents, objects: head.manifests.length, validated, builtins }
  };
}
var CRD_COMPAT_CONFIG = "crd-compat.yaml";

// src/io/check-sources.ts
import { existsSync } from "node:fs";
import path from "node:path";
var DEFAULT_CRD_DIR = "deploy/crds";
var DEFAULT_POLICIES_DIR = "policies";
var YAML_FILE = /\.ya?ml$/i;
async function collectCheckSources(options) {
  const crdPaths = [...options.crdPaths];
  if (existsSync(path.join(options.root, DEFAULT_CRD_DIR)) && !crdPaths.includes(DEFAULT_CRD_DIR)) crdPaths.push(DEFAULT_CRD_DIR);
  const policiesDir = options.policiesDir ?? (existsSync(path.join(options.root, DEFAULT_POLICIES_DIR)) ? DEFAULT_POLICIES_DIR : void 0);
  if (options.base === void 0) {
    return {
      files: await collectYamlFiles({ root: options.root, paths: options.paths }),
      crdFiles: crdPaths.length ? await collectYamlFiles({ root: options.root, paths: crdPaths }) : [],
      policyFiles: policiesDir ? await collectYamlFiles({ root: options.root, paths: [policiesDir] }) : []
    };
  }
  const repo = new GitRepository({ dir: options.root });
  const baseRevision = await repo.resolveRevision(options.base);
  const headRevision = await repo.resolveRevision(options.head ?? "HEAD");
  const readAt = async (revision, paths) => {
    const out = /* @__PURE__ */ new Map();
    for (const p of paths) {
      const snapshot = await repo.readTree({ revision, path: p });
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
  return {
    files: await readAt(headRevision, options.paths),
    crdFiles: await readAt(headRevision, crdPaths),
    policyFiles: policiesDir ? await readAt(headRevision, [policiesDir]) : [],
    baseFiles,
    baseCrdFiles: await readAt(baseRevision, crdPaths),
    selected: new Set(changed.filter((c) => c.status !== "deleted").map((c) => c.path)),
    headRevision,
    baseRevision
  };
}
function toCheckInput(sources, options) {
  return {
    files: sources.files,
    crdFiles: sources.crdFiles,
    policyFiles: sources.policyFiles,
    ...sources.selected ? { selected: sources.selected } : {},
    ...sources.baseFiles ? { baseFiles: sources.baseFiles } : {},
    ...sources.baseCrdFiles ? { baseCrdFiles: sources.baseCrdFiles } : {},
    ...options
  };
}

export {
  parseFiles,
  checkRepository,
  CRD_COMPAT_CONFIG,
  DEFAULT_CRD_DIR,
  DEFAULT_POLICIES_DIR,
  collectCheckSources,
  toCheckInput
};
