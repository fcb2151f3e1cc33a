import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  POLICY_RULES,
  VAP_RULE_PREFIX,
  checkPolicyTypes,
  evaluatePolicyPack,
  isPackProblem,
  loadPolicyPackFiles,
  packRuleInfo
} from "./chunk-FHQF5O2M.js";
import {
  GATE_RULES,
  configChangeFindings
} from "./chunk-7KVUWLWS.js";
import {
  findingsChars
} from "./chunk-H3D7EU6G.js";
import {
  CRD_COMPAT_CONFIG,
  compareCrdSets,
  crdManifestFindings,
  parseCrdCompatConfig
} from "./chunk-GDE5VDXL.js";
import {
  DEFAULT_FILE_LIMITS,
  decodeSourceFile,
  fileText
} from "./chunk-B4M4T37N.js";
import {
  GPU_CAPACITY_RULE,
  decideGpuCapacity,
  gpuPointerOf
} from "./chunk-26SC35N5.js";
import {
  TENANT_GROUP,
  TENANT_KIND
} from "./chunk-MMGUTR4Y.js";
import {
  BUILTIN_RULES,
  UPGRADE_RULES,
  checkBuiltinManifest,
  isKubernetesGroup
} from "./chunk-ST7MM6AH.js";
import {
  parseYaml
} from "./chunk-WBO74T5U.js";
import {
  crdCompatRuleInfo
} from "./chunk-3O2YG7YO.js";
import {
  SCHEMA_RULES
} from "./chunk-EHBLQMBV.js";
import {
  CEL_RUN_BUDGET_RULE,
  loadCrds,
  validateManifest
} from "./chunk-KBH4CR7T.js";
import {
  CelRunBudget,
  PER_CALL_COST_LIMIT
} from "./chunk-AGZPKFWY.js";
import {
  isCrdManifest
} from "./chunk-IOXHI6CE.js";
import {
  getOrMake
} from "./chunk-5WTWSETK.js";
import {
  loadManifests,
  objectPlace,
  splitApiVersion
} from "./chunk-CV4ZZOWD.js";

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
var RULES2 = new Map([
  ...[...FOUNDATION_RULES, ...SCHEMA_RULES, ...BUILTIN_RULES, ...UPGRADE_RULES, ...POLICY_RULES, ...GATE_RULES, GPU_CAPACITY_RULE].map((r) => [r.id, r]),
  ...crdCompatRuleInfo()
]);

// src/core/check/run-memo.ts
var CheckRunMemo = class {
  /** The run's CEL budget: every object's x-kubernetes-validations rules draw on it. */
  celBudget;
  constructor(options = {}) {
    this.celBudget = options.celBudget ?? new CelRunBudget();
  }
  #ids = /* @__PURE__ */ new WeakMap();
  #next = 1;
  #values = /* @__PURE__ */ new Map();
  #computed = /* @__PURE__ */ new Map();
  #requested = /* @__PURE__ */ new Map();
  /** The value of `make()` for this kind of work and these inputs, computed at most once. */
  once(kind, inputs, make) {
    const key = `${kind}:${inputs.map((o) => this.#id(o)).join(",")}`;
    this.#requested.set(kind, (this.#requested.get(kind) ?? 0) + 1);
    if (this.#values.has(key)) return this.#values.get(key);
    const value = make();
    this.#values.set(key, value);
    this.#computed.set(kind, (this.#computed.get(kind) ?? 0) + 1);
    return value;
  }
  /** How many times work of this kind was asked for in this run. */
  requested(kind) {
    return this.#requested.get(kind) ?? 0;
  }
  /** How many times work of this kind was computed (not found) in this run. */
  computed(kind) {
    return this.#computed.get(kind) ?? 0;
  }
  #id(o) {
    let id = this.#ids.get(o);
    if (id === void 0) {
      id = this.#next++;
      this.#ids.set(o, id);
    }
    return id;
  }
};

// src/core/findings/intern.ts
var FindingTextInterner = class {
  constructor(maxTexts = 1e5) {
    this.maxTexts = maxTexts;
  }
  maxTexts;
  texts = /* @__PURE__ */ new Map();
  text(value) {
    const known = this.texts.get(value);
    if (known !== void 0) return known;
    if (this.texts.size < this.maxTexts) this.texts.set(value, value);
    return value;
  }
  finding(f) {
    return {
      ...f,
      message: this.text(f.message),
      ...f.hint !== void 0 ? { hint: this.text(f.hint) } : {},
      ...f.pointer !== void 0 ? { pointer: this.text(f.pointer) } : {}
    };
  }
  findings(list) {
    return list.map((f) => this.finding(f));
  }
};

// src/core/check/check.ts
function parseFiles(files, limits = DEFAULT_FILE_LIMITS, cache, texts) {
  const manifests = [];
  const findings = [];
  let documents = 0;
  for (const file of files) {
    const decoded = decodeSourceFile(file, file.shipped ? DEFAULT_FILE_LIMITS : limits);
    if (!decoded.ok) {
      findings.push(decoded.finding);
      continue;
    }
    texts?.add(file.path, decoded.text);
    const text = decoded.text;
    const load = () => {
      const parsed = parseYaml(text, { file: file.path, scalars: "kubernetes", ...cache ? { cache } : {} });
      const loaded2 = loadManifests(parsed.documents);
      return { findings: [...parsed.findings, ...loaded2.findings], manifests: loaded2.manifests, documents: parsed.documents.length };
    };
    const loaded = cache?.derived ? cache.derived("manifests", text, "kubernetes", file.path, load) : load();
    for (const f of loaded.findings) findings.push(f);
    documents += loaded.documents;
    for (const m of loaded.manifests) manifests.push(m);
  }
  return { manifests, findings, documents };
}
var isCrd = isCrdManifest;
var FileTexts = class {
  byPath = /* @__PURE__ */ new Map();
  #repeated = /* @__PURE__ */ new Set();
  add(path, text) {
    if (this.#repeated.has(path)) return;
    if (this.byPath.has(path)) {
      this.byPath.delete(path);
      this.#repeated.add(path);
      return;
    }
    this.byPath.set(path, text);
  }
};
var registryIds = /* @__PURE__ */ new WeakMap();
var nextRegistryId = 1;
function registryId(registry) {
  if (!registry) return 0;
  let id = registryIds.get(registry);
  if (id === void 0) {
    id = nextRegistryId++;
    registryIds.set(registry, id);
  }
  return id;
}
function schemaVerdictContext(input, crdManifests, budget) {
  return JSON.stringify({
    crds: crdManifests.map((m) => [m.file, m.document.index, m.base, m.object]),
    // The built-in set is named by its identity in this process: a store on disk keeps no
    // built-in verdicts (checkBuiltin), and so needs no name for it.
    builtins: input.verdictMemo?.persistent ? "not kept" : registryId(input.builtins),
    strict: input.strict === true,
    limits: input.limits ?? null,
    // The run budget's size is not: what it can change, the remainder at each object, is
    // checked where a verdict is found again (validateObject).
    perObjectBudget: budget.perObject
  });
}
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
function repeatsSchemaError(f, schemaErrors) {
  if (!schemaErrors || f.pointer === void 0) return false;
  const at = f.pointer;
  const within = (inner, outer) => inner === outer || inner.startsWith(outer + "/");
  return schemaErrors.some((p) => p !== "" && within(at, p));
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
  const memo = input.runMemo ?? new CheckRunMemo();
  const fileTexts = input.verdictMemo ? new FileTexts() : void 0;
  const head = parseFiles(input.files, limits, input.parseCache, fileTexts);
  const headPaths = new Set(input.files.map((f) => f.path));
  const extraCrdFiles = (input.crdFiles ?? []).filter((f) => !headPaths.has(f.path));
  const crdSources = memo.once("crd-sources", extraCrdFiles, () => parseFiles(extraCrdFiles, limits, input.parseCache));
  const crdSourcePaths = new Set((input.crdFiles ?? []).map((f) => f.path));
  const isReportedCrdSource = (file) => isSelected(file) || !input.selected || !input.baseFiles && file !== void 0 && crdSourcePaths.has(file);
  const texts = new FindingTextInterner();
  const findings = texts.findings(head.findings.filter((f) => isSelected(f.file) || f.file !== void 0 && crdSourcePaths.has(f.file) && isReportedCrdSource(f.file)));
  findings.push(...crdSources.findings.filter((f) => isReportedCrdSource(f.file)));
  const crdManifests = [...crdSources.manifests, ...head.manifests.filter(isCrd)];
  const crds = memo.once("crds", crdManifests, () => loadCrds(crdManifests));
  findings.push(...crds.findings.filter((f) => isReportedCrdSource(f.file)));
  const oldObjects = /* @__PURE__ */ new Map();
  const baseParsed = input.baseFiles ? parseFiles(input.baseFiles, limits, input.parseCache) : void 0;
  for (const f of baseParsed?.findings ?? []) if (f.ruleId.startsWith("input/") && isSelected(f.file)) findings.push({ ...f, severity: "warning", message: `at the base revision: ${f.message}; the change is judged without its base version` });
  const changedAtBase = new Set((input.baseFiles ?? []).map((f) => f.path));
  const unchangedAtBase = input.baseFiles && input.selected ? head.manifests.filter((m) => !isSelected(m.file) && !changedAtBase.has(m.file)) : [];
  for (const m of [...unchangedAtBase, ...baseParsed?.manifests ?? []]) oldObjects.set(objectKey(m), m);
  let validated = 0;
  let builtins = 0;
  const unvalidated = [];
  const schemaSources = /* @__PURE__ */ new Map();
  const sharedSources = /* @__PURE__ */ new Map();
  let lastSource;
  const schemaSourceOf = (crd, version, file) => {
    if (lastSource !== void 0 && lastSource.version === version && lastSource.crd === crd && lastSource.file === file) return lastSource;
    return lastSource = getOrMake(sharedSources, `${crd}\0${version}\0${file}`, () => ({ crd, version, file }));
  };
  const crdOfKind = new Map(crds.registry.crds.map((c) => [`${c.group}\0${c.kind}`, c]));
  const crdCompatFile = (input.policyFiles ?? []).find((f) => f.path.endsWith(CRD_COMPAT_CONFIG));
  const packFiles = (input.policyFiles ?? []).filter((f) => f !== crdCompatFile);
  const packKey = packFiles.length > 0 && input.verdictMemo ? packVerdictKey(packFiles) : void 0;
  const loadPack = () => loadPolicyPackFiles(packFiles, input.parseCache);
  const loaded = packFiles.length > 0 ? memo.once("pack", packFiles, () => input.verdictMemo && packKey !== void 0 ? input.verdictMemo.latest("pack", packKey, loadPack) : loadPack()) : void 0;
  const declaredUnvalidated = loaded?.pack.config.unvalidatedKinds ?? [];
  const schemaInvalid = /* @__PURE__ */ new Set();
  const schemaErrorPointers = /* @__PURE__ */ new Map();
  const noteSchemaErrors = (manifest, result) => {
    const pointers = result.filter((f) => f.severity === "error").map((f) => f.pointer ?? "");
    if (pointers.length === 0) return;
    schemaInvalid.add(objectLocationKey(manifest));
    schemaErrorPointers.set(objectLocationKey(manifest), pointers);
  };
  const celNotEvaluated = [];
  if (!(input.baseFiles || input.baseCrdFiles)) findings.push(...crdManifestFindings(head.manifests.filter((m) => isSelected(m.file) && isCrd(m)), ["cel-cost-exceeded"]));
  if (input.builtins) findings.push(...builtinGroupCrds(head.manifests.filter((m) => isSelected(m.file) && isCrd(m))));
  const schemaVerdicts = input.verdictMemo && fileTexts ? input.verdictMemo.scope("schema", schemaVerdictContext(input, crdManifests, memo.celBudget), fileTexts.byPath) : void 0;
  const validateObject = (manifest, old) => {
    const validate = () => validateManifest(crds.registry, manifest, { ...old ? { oldObject: old.object } : {}, celRunBudget: memo.celBudget });
    if (!schemaVerdicts || old) return validate();
    const budget = memo.celBudget;
    const item = objectPlace(manifest);
    const kept = schemaVerdicts.get(manifest.file, item);
    if (kept?.kind === "no-crd") return void 0;
    if (kept?.kind === "crd" && budget.remaining >= PER_CALL_COST_LIMIT + kept.cost) {
      budget.spend(kept.cost);
      return [...kept.findings];
    }
    const before = budget.remaining;
    const result = validate();
    const cost = before - budget.remaining;
    if (result === void 0) schemaVerdicts.set(manifest.file, item, { kind: "no-crd" }, 8);
    else if (before >= PER_CALL_COST_LIMIT + cost) schemaVerdicts.set(manifest.file, item, { kind: "crd", findings: result, cost }, findingsChars(result));
    return result;
  };
  const checkBuiltin = (builtinRegistry, manifest) => {
    const check = () => checkBuiltinManifest(builtinRegistry, manifest, { strict: input.strict === true });
    if (!schemaVerdicts || input.verdictMemo?.persistent) return check();
    const item = `builtin\0${objectPlace(manifest)}`;
    const kept = schemaVerdicts.get(manifest.file, item);
    if (kept?.kind === "builtin") return kept.result;
    const result = check();
    schemaVerdicts.set(manifest.file, item, { kind: "builtin", result }, findingsChars(result?.findings ?? []));
    return result;
  };
  for (const manifest of head.manifests) {
    if (!isSelected(manifest.file) || isCrd(manifest)) continue;
    const old = oldObjects.get(objectKey(manifest));
    const builtinGroup = input.builtins !== void 0 && isKubernetesGroup(splitApiVersion(manifest.object.apiVersion).group);
    const validatedResult = builtinGroup ? void 0 : validateObject(manifest, old);
    const result = validatedResult?.filter((f) => f.ruleId !== CEL_RUN_BUDGET_RULE);
    if (result && validatedResult && result.length < validatedResult.length) {
      celNotEvaluated.push(manifest);
      unvalidated.push({ manifest, reason: "x-kubernetes-validations rules not evaluated: the run's CEL cost budget was spent" });
    }
    if (result) {
      validated += 1;
      const { group, version } = splitApiVersion(manifest.object.apiVersion);
      const crd = crdOfKind.get(`${group}\0${manifest.object.kind}`);
      if (crd) schemaSources.set(manifest, schemaSourceOf(crd.name, version, crd.manifest.file));
      findings.push(...texts.findings(result));
      noteSchemaErrors(manifest, result);
      continue;
    }
    const builtin = input.builtins ? checkBuiltin(input.builtins, manifest) : void 0;
    if (builtin) {
      if (builtin.validated) builtins += 1;
      else unvalidated.push({ manifest, reason: "not validated against a schema (see its finding)" });
      findings.push(...texts.findings(builtin.findings));
      noteSchemaErrors(manifest, builtin.findings);
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
  const first = celNotEvaluated[0];
  if (first) findings.push(celBudgetFinding(first, celNotEvaluated, memo.celBudget.total));
  let configurationErrors = 0;
  let rules = RULES2;
  if (loaded) {
    findings.push(...loaded.findings);
    const packProblems = loaded.findings.filter(isPackProblem).length;
    rules = new Map([...RULES2, ...packRuleInfo(loaded.pack).map((r) => [r.id, r])]);
    configurationErrors += packProblems;
    if (packProblems === 0) {
      const defaults = (m) => crds.registry.lookup(m.object.apiVersion, m.object.kind)?.applyDefaults(m.object) ?? m.object;
      const pack = input.waiverLimits ? { ...loaded.pack, config: { ...loaded.pack.config, waiverLimits: input.waiverLimits } } : loaded.pack;
      const catalogCrds = [...crdSources.manifests, ...head.manifests.filter(isCrd)];
      const checkTypes = () => checkPolicyTypes(loaded.pack, catalogCrds, loaded.pack.sources ? { sources: loaded.pack.sources } : {});
      const typeFindings = memo.once(
        "pack-types",
        [loaded.pack, ...catalogCrds],
        () => input.verdictMemo && packKey !== void 0 ? input.verdictMemo.latest("pack-types", JSON.stringify([packKey, catalogCrds.map((m) => [m.file, m.base, m.object])]), checkTypes) : checkTypes()
      );
      const policyFindings = evaluatePolicyPack(pack, {
        typeFindings,
        manifests: head.manifests,
        crds: crdSources.manifests,
        ...input.baseFiles ? { baseManifests: [...oldObjects.values()], waiverBase: [...oldObjects.values()] } : {},
        ...input.waiverBase ? { waiverBase: input.waiverBase } : {},
        ...input.liveNamespaces ? { liveNamespaces: input.liveNamespaces } : {},
        now: input.now,
        applyDefaults: defaults,
        // Admission is per object: only the selected files' objects need it. Cross-document rules see all.
        ...input.selected ? { focusFiles: input.selected, admitFiles: input.selected, reportFiles: input.selected } : {},
        ...input.verdictMemo && fileTexts ? { verdicts: { memo: input.verdictMemo, texts: fileTexts.byPath, packKey: packKey ?? packVerdictKey(packFiles) } } : {}
      });
      findings.push(
        ...texts.findings(policyFindings).filter((f) => isSelected(f.file) && !(f.ruleId.startsWith(VAP_RULE_PREFIX) && repeatsSchemaError(f, schemaErrorPointers.get(findingObjectKey(f)))))
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
    findings.push(...compareCrdSets({ base, head: headCrds, ...crdCompatConfig ? { config: crdCompatConfig } : {}, lintSeverity: "warning" }).filter((f) => !REPORTED_BY_LOADER.has(f.rule)));
  }
  if (input.headPolicyFiles) findings.push(...configChangeFindings({ base: input.policyChangeBase ?? input.policyFiles ?? [], head: input.headPolicyFiles }));
  return {
    findings,
    manifests: head.manifests,
    configurationErrors,
    rules,
    unvalidated,
    schemaSources,
    stats: { files: input.files.length, documents: head.documents, objects: head.manifests.length, validated, builtins }
  };
}
function packVerdictKey(packFiles) {
  return JSON.stringify(packFiles.map((f) => [f.path, fileText(f)]));
}
function celBudgetFinding(first, objects, total) {
  const loc = first.locate("");
  const named = objects.slice(0, 10).map((m) => `${m.ref.kind ?? "?"} ${m.ref.namespace ? `${m.ref.namespace}/` : ""}${m.ref.name ?? "?"} (${m.file}:${m.locate("").line})`);
  const more = objects.length > 10 ? `, and ${objects.length - 10} more` : "";
  return {
    ruleId: CEL_RUN_BUDGET_RULE,
    severity: "error",
    message: `the x-kubernetes-validations rules of ${objects.length} object${objects.length === 1 ? " were" : "s were"} not all evaluated: the run's CEL cost budget (${total.toLocaleString("en-US")}) was spent; not evaluated: ${named.join(", ")}${more}`,
    file: loc.file,
    line: loc.line,
    column: loc.column,
    pointer: first.base,
    object: first.ref,
    hint: "Check fewer objects per run (name the paths that changed), or make the rules cheaper (bound list and string sizes with maxItems and maxLength)."
  };
}
var REPORTED_BY_LOADER = /* @__PURE__ */ new Set(["structural-schema-invalid", "storage-version-count"]);
function builtinGroupCrds(crdManifests) {
  const out = [];
  for (const m of crdManifests) {
    const spec = m.object.spec;
    const group = typeof spec?.group === "string" ? spec.group : void 0;
    if (group === void 0 || !isKubernetesGroup(group)) continue;
    const loc = m.locate("/spec/group");
    out.push({
      ruleId: "crd/builtin-group",
      severity: "error",
      message: `spec.group: expected a group of your own, found ${JSON.stringify(group)}, a group of Kubernetes itself: its kinds are validated against the built-in schemas, never this CRD's`,
      file: loc.file,
      line: loc.line,
      column: loc.column,
      pointer: m.base + "/spec/group",
      object: m.ref,
      hint: "Use a group under a domain you own (e.g. widgets.example.com)."
    });
  }
  return out;
}

export {
  CheckRunMemo,
  parseFiles,
  isCrd,
  FileTexts,
  checkRepository
};
