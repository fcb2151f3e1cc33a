import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  POLICY_RULES,
  VAP_RULE_PREFIX,
  evaluatePolicyPack,
  isPackProblem,
  loadPolicyPackFiles,
  packRuleInfo
} from "./chunk-OZQSOUZ7.js";
import {
  DEFAULT_FILE_LIMITS,
  decodeSourceFile
} from "./chunk-53E5YXFS.js";
import {
  GPU_CAPACITY_RULE,
  decideGpuCapacity,
  gpuPointerOf
} from "./chunk-4XY6BB6H.js";
import {
  TENANT_GROUP,
  TENANT_KIND
} from "./chunk-VK65MNE7.js";
import {
  compareCrdSets,
  crdCompatRuleInfo,
  parseCrdCompatConfig
} from "./chunk-3YDPNBB3.js";
import {
  parseYaml
} from "./chunk-N6JS5D7Y.js";
import {
  GATE_RULES,
  configChangeFindings
} from "./chunk-A4RJXK4K.js";
import {
  SCHEMA_RULES
} from "./chunk-OHPBG3IZ.js";
import {
  BUILTIN_RULES,
  checkBuiltinManifest,
  isKubernetesGroup
} from "./chunk-JU4RRRV4.js";
import {
  loadCrds,
  validateManifest
} from "./chunk-STKL3AR7.js";
import {
  isCrdManifest
} from "./chunk-RRZ6KIJT.js";
import {
  loadManifests,
  splitApiVersion
} from "./chunk-LZJUPFIB.js";

// src/core/check/rules.ts
var FOUNDATION_RULES = [
  { id: "input/file-too-large", summary: "A file is larger than --max-file-bytes and was not read", defaultSeverity: "error" },
  { id: "input/binary-file", summary: "A file with a NUL byte is not YAML", defaultSeverity: "error" },
  { id: "input/not-utf8", summary: "A file is not valid UTF-8", defaultSeverity: "error" },
  { id: "input/not-a-regular-file", summary: "A named pipe, device, socket or directory where a YAML file was expected; refused unread", defaultSeverity: "error" },
  { id: "input/unreadable", summary: "A file or directory could not be read (permissions, a dangling symbolic link)", defaultSeverity: "error" },
  { id: "input/symlink-outside", summary: "A symbolic link found while walking a directory leads outside the checked tree; not followed", defaultSeverity: "error" },
  { id: "yaml/syntax", summary: "YAML syntax error", defaultSeverity: "error" },
  { id: "yaml/duplicate-key", summary: "A mapping has the same key twice", defaultSeverity: "error" },
  { id: "yaml/alias-limit", summary: "Too many or too deeply nested YAML aliases (alias bomb guard)", defaultSeverity: "error" },
  { id: "yaml/recursive-alias", summary: "An alias inside the node its anchor names: a value that contains itself", defaultSeverity: "error" },
  { id: "yaml/yaml11-ambiguity", summary: "A plain scalar that YAML 1.1 (kubectl) reads differently from YAML 1.2", defaultSeverity: "warning" },
  { id: "manifest/not-an-object", summary: "A YAML document is not a Kubernetes object", defaultSeverity: "error" },
  { id: "manifest/missing-api-version", summary: "An object has no apiVersion", defaultSeverity: "error" },
  { id: "manifest/missing-kind", summary: "An object has no kind", defaultSeverity: "error" },
  { id: "manifest/missing-name", summary: "An object has no metadata.name", defaultSeverity: "error" },
  { id: "schema/unknown-kind", summary: "No schema is known for the kind: no CRD, and not a group-version of the built-in schema set (an error with --strict)", defaultSeverity: "warning" }
];
var RULES = new Map([
  ...[...FOUNDATION_RULES, ...SCHEMA_RULES, ...BUILTIN_RULES, ...POLICY_RULES, ...GATE_RULES, GPU_CAPACITY_RULE].map((r) => [r.id, r]),
  ...crdCompatRuleInfo()
]);

// src/core/check/check.ts
function parseFiles(files, limits = DEFAULT_FILE_LIMITS, cache) {
  const manifests = [];
  const findings = [];
  let documents = 0;
  for (const file of files) {
    const decoded = decodeSourceFile(file, limits);
    if (!decoded.ok) {
      findings.push(decoded.finding);
      continue;
    }
    const parsed = parseYaml(decoded.text, { file: file.path, ...cache ? { cache } : {} });
    for (const f of parsed.findings) findings.push(f);
    documents += parsed.documents.length;
    const loaded = loadManifests(parsed.documents);
    for (const f of loaded.findings) findings.push(f);
    for (const m of loaded.manifests) manifests.push(m);
  }
  return { manifests, findings, documents };
}
var isCrd = isCrdManifest;
function gpuCapacityFindings(manifests, live) {
  const out = [];
  for (const m of manifests) {
    if (m.object.kind !== TENANT_KIND || splitApiVersion(m.object.apiVersion).group !== TENANT_GROUP) continue;
    const key = `${m.object.metadata.namespace ?? ""}/${m.object.metadata.name ?? ""}`;
    const decision = decideGpuCapacity({ tenant: m.object, ...live.tenants.has(key) ? { oldTenant: live.tenants.get(key) } : {}, capacity: live.capacity });
    if (decision.allowed) continue;
    const pointer = gpuPointerOf(m.object.apiVersion);
    const loc = m.locate(pointer);
    out.push({
      ruleId: GPU_CAPACITY_RULE.id,
      severity: "error",
      message: decision.message,
      file: loc.file,
      line: loc.line,
      column: loc.column,
      pointer: m.base + pointer,
      object: m.ref,
      hint: "The API server will refuse it (the operator's admission webhook): ask for fewer GPUs, or add GPU nodes first."
    });
  }
  return out;
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
  const head = parseFiles(input.files, limits, input.parseCache);
  const extraCrdFiles = (input.crdFiles ?? []).filter((f) => !input.files.some((g) => g.path === f.path));
  const crdSources = parseFiles(extraCrdFiles, limits, input.parseCache);
  const crdSourcePaths = new Set((input.crdFiles ?? []).map((f) => f.path));
  const isReportedCrdSource = (file) => isSelected(file) || !input.selected || !input.baseFiles && file !== void 0 && crdSourcePaths.has(file);
  const findings = head.findings.filter((f) => isSelected(f.file) || f.file !== void 0 && crdSourcePaths.has(f.file) && isReportedCrdSource(f.file));
  findings.push(...crdSources.findings.filter((f) => isReportedCrdSource(f.file)));
  const crds = loadCrds([...crdSources.manifests, ...head.manifests]);
  findings.push(...crds.findings.filter((f) => isReportedCrdSource(f.file)));
  const oldObjects = /* @__PURE__ */ new Map();
  const baseParsed = input.baseFiles ? parseFiles(input.baseFiles, limits, input.parseCache) : void 0;
  const changedAtBase = new Set((input.baseFiles ?? []).map((f) => f.path));
  const unchangedAtBase = input.baseFiles && input.selected ? head.manifests.filter((m) => !isSelected(m.file) && !changedAtBase.has(m.file)) : [];
  for (const m of [...unchangedAtBase, ...baseParsed?.manifests ?? []]) oldObjects.set(objectKey(m), m);
  let validated = 0;
  let builtins = 0;
  const unvalidated = [];
  const crdCompatFile = (input.policyFiles ?? []).find((f) => f.path.endsWith(CRD_COMPAT_CONFIG));
  const packFiles = (input.policyFiles ?? []).filter((f) => f !== crdCompatFile);
  const loaded = packFiles.length > 0 ? loadPolicyPackFiles(packFiles, input.parseCache) : void 0;
  const declaredUnvalidated = loaded?.pack.config.unvalidatedKinds ?? [];
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
    const builtin = input.builtins ? checkBuiltinManifest(input.builtins, manifest, { strict: input.strict === true }) : void 0;
    if (builtin) {
      if (builtin.validated) builtins += 1;
      else unvalidated.push({ manifest, reason: "not validated against a schema (see its finding)" });
      findings.push(...builtin.findings);
      if (builtin.findings.some((f) => f.severity === "error")) schemaInvalid.add(objectLocationKey(manifest));
      continue;
    }
    if (!input.builtins && isKubernetesGroup(splitApiVersion(manifest.object.apiVersion).group)) {
      builtins += 1;
      unvalidated.push({ manifest, reason: "built-in kind: no schema to validate it against" });
      continue;
    }
    const declared = declaredUnvalidated.find((d) => d.apiVersion === manifest.object.apiVersion && d.kind === manifest.object.kind);
    if (declared) {
      unvalidated.push({ manifest, reason: `no schema; declared in driftgate.yaml (unvalidatedKinds): ${declared.reason}` });
      continue;
    }
    const loc = manifest.locate("/kind");
    unvalidated.push({ manifest, reason: "no schema known for the kind (schema/unknown-kind)" });
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
  if (loaded) {
    findings.push(...loaded.findings);
    const packProblems = loaded.findings.filter(isPackProblem).length;
    rules = new Map([...RULES, ...packRuleInfo(loaded.pack).map((r) => [r.id, r])]);
    configurationErrors += packProblems;
    if (packProblems === 0) {
      const defaults = (m) => crds.registry.lookup(m.object.apiVersion, m.object.kind)?.applyDefaults(m.object) ?? m.object;
      const policyFindings = evaluatePolicyPack(loaded.pack, {
        manifests: head.manifests,
        crds: crdSources.manifests,
        ...input.baseFiles ? { baseManifests: [...oldObjects.values()], waiverBase: [...oldObjects.values()] } : {},
        ...input.liveNamespaces ? { liveNamespaces: input.liveNamespaces } : {},
        now: input.now,
        applyDefaults: defaults,
        // Admission is per object: only the selected files' objects need it. Cross-document rules see all.
        ...input.selected ? { focusFiles: input.selected, admitFiles: input.selected, reportFiles: input.selected } : {}
      });
      findings.push(
        ...policyFindings.filter((f) => isSelected(f.file) && !(f.ruleId.startsWith(VAP_RULE_PREFIX) && schemaInvalid.has(findingObjectKey(f))))
      );
    }
  }
  if (input.liveGpu) findings.push(...gpuCapacityFindings(head.manifests.filter((m) => isSelected(m.file) && !schemaInvalid.has(objectLocationKey(m))), input.liveGpu));
  if (input.baseFiles || input.baseCrdFiles) {
    let crdCompatConfig;
    if (crdCompatFile) {
      const parsed = parseCrdCompatConfig(new TextDecoder().decode(crdCompatFile.bytes), { file: crdCompatFile.path });
      findings.push(...parsed.findings);
      configurationErrors += parsed.findings.filter((f) => f.severity === "error").length;
      crdCompatConfig = parsed.config;
    }
    const baseCrdFiles = (input.baseCrdFiles ?? []).filter((f) => !(input.baseFiles ?? []).some((g) => g.path === f.path));
    const base = [...parseFiles(baseCrdFiles, limits, input.parseCache).manifests, ...unchangedAtBase, ...baseParsed?.manifests ?? []].filter(isCrd);
    const headCrds = [...crdSources.manifests, ...head.manifests].filter(isCrd);
    findings.push(...compareCrdSets({ base, head: headCrds, ...crdCompatConfig ? { config: crdCompatConfig } : {} }).filter((f) => !REPORTED_BY_LOADER.has(f.rule)));
  }
  if (input.headPolicyFiles) findings.push(...configChangeFindings({ base: input.policyChangeBase ?? input.policyFiles ?? [], head: input.headPolicyFiles }));
  return {
    findings,
    manifests: head.manifests,
    configurationErrors,
    rules,
    unvalidated,
    stats: { files: input.files.length, documents: head.documents, objects: head.manifests.length, validated, builtins }
  };
}
var REPORTED_BY_LOADER = /* @__PURE__ */ new Set(["structural-schema-invalid", "storage-version-count"]);
var CRD_COMPAT_CONFIG = "crd-compat.yaml";

export {
  parseFiles,
  checkRepository,
  CRD_COMPAT_CONFIG
};
