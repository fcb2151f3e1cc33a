import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  POLICY_RULES,
  VAP_RULE_PREFIX,
  checkPolicyTypes,
  evaluatePolicyPack,
  isPackProblem,
  loadPolicyPackFiles,
  packRuleInfo
} from "./chunk-BGO2KEN2.js";
import {
  DEFAULT_FILE_LIMITS,
  decodeSourceFile
} from "./chunk-W4WLJ55P.js";
import {
  GPU_CAPACITY_RULE,
  decideGpuCapacity,
  gpuPointerOf
} from "./chunk-EMK7XEPW.js";
import {
  TENANT_GROUP,
  TENANT_KIND
} from "./chunk-MMGUTR4Y.js";
import {
  compareCrdSets,
  crdCompatRuleInfo,
  crdManifestFindings,
  parseCrdCompatConfig
} from "./chunk-CJXTVCEV.js";
import {
  parseYaml
} from "./chunk-FLOZ2P5R.js";
import {
  BUILTIN_RULES,
  UPGRADE_RULES,
  checkBuiltinManifest,
  isKubernetesGroup
} from "./chunk-HI2O7Z3M.js";
import {
  CEL_RUN_BUDGET_RULE,
  loadCrds,
  validateManifest
} from "./chunk-YDDT3TTE.js";
import {
  CelRunBudget,
  isCrdManifest
} from "./chunk-NCQGKGAD.js";
import {
  loadManifests,
  splitApiVersion
} from "./chunk-MS3A7KPN.js";

// src/core/check/config-changes.ts
var POLICY_CHANGED = "gate/policy-changed";
var GATE_RULES = [
  {
    id: POLICY_CHANGED,
    summary: "A pull request changes the policy pack, driftgate.yaml, waivers or the CRD gate configuration; the check used the base revision, the change applies after merge",
    defaultSeverity: "warning"
  }
];
var decoder = new TextDecoder("utf-8", { fatal: false });
function sameBytes(a, b) {
  if (a.byteLength !== b.byteLength) return false;
  for (let i = 0; i < a.byteLength; i++) if (a[i] !== b[i]) return false;
  return true;
}
function firstDifferentLine(base, head) {
  const a = base.split("\n");
  const b = head.split("\n");
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return Math.min(i, Math.max(0, b.length - 1)) + 1;
}
function configChangeFindings(input) {
  const severity = input.severity ?? "warning";
  const base = new Map(input.base.map((f) => [f.path, f]));
  const head = new Map(input.head.map((f) => [f.path, f]));
  const paths = [.../* @__PURE__ */ new Set([...base.keys(), ...head.keys()])].sort();
  const out = [];
  const after = "The check used the version at the base revision; the change takes effect after merge and judges later pull requests.";
  const hint = "Policy changes are reviewed by whoever owns the policy pack (CODEOWNERS) and merged on their own, before the manifests that need them.";
  for (const p of paths) {
    const b = base.get(p);
    const h = head.get(p);
    if (b && h) {
      if (sameBytes(b.bytes, h.bytes)) continue;
      out.push({ ruleId: POLICY_CHANGED, severity, file: p, line: firstDifferentLine(decoder.decode(b.bytes), decoder.decode(h.bytes)), column: 1, message: `${p} is changed by this pull request. ${after}`, hint });
    } else if (h) {
      out.push({ ruleId: POLICY_CHANGED, severity, file: p, line: 1, column: 1, message: `${p} is added by this pull request. ${after}`, hint });
    } else {
      out.push({ ruleId: POLICY_CHANGED, severity, file: p, message: `${p} is deleted by this pull request. ${after}`, hint });
    }
  }
  return out;
}

// src/core/schema/rules.ts
var SCHEMA_RULES = [
  { id: "schema/type", summary: "A value has the wrong type (or is not an integer/string where x-kubernetes-int-or-string is set).", defaultSeverity: "error" },
  { id: "schema/required", summary: "A required field is missing.", defaultSeverity: "error" },
  { id: "schema/unknown-field", summary: "A field the schema does not declare (the API server rejects it with fieldValidation=Strict and prunes it otherwise).", defaultSeverity: "error" },
  { id: "schema/enum", summary: "A value is not one of the allowed values.", defaultSeverity: "error" },
  { id: "schema/pattern", summary: "A string does not match the schema pattern (RE2 semantics).", defaultSeverity: "error" },
  { id: "schema/format", summary: "A string does not have a format the API server validates (duration, date-time, ipv4, ...).", defaultSeverity: "error" },
  { id: "schema/length", summary: "A string is shorter than minLength or longer than maxLength.", defaultSeverity: "error" },
  { id: "schema/range", summary: "A number is outside minimum/maximum or not a multipleOf.", defaultSeverity: "error" },
  { id: "schema/list-size", summary: "A list has fewer than minItems or more than maxItems items.", defaultSeverity: "error" },
  { id: "schema/property-count", summary: "A mapping has fewer than minProperties or more than maxProperties fields.", defaultSeverity: "error" },
  { id: "schema/duplicate", summary: "A duplicate item in a list-type set, a duplicate key in a list-type map, or a uniqueItems violation.", defaultSeverity: "error" },
  { id: "schema/composition", summary: "A value does not satisfy anyOf, oneOf or not.", defaultSeverity: "error" },
  { id: "schema/metadata", summary: "metadata is invalid: name, generateName, namespace, labels, annotations, finalizers.", defaultSeverity: "error" },
  { id: "schema/embedded-resource", summary: "An x-kubernetes-embedded-resource object lacks apiVersion/kind or has invalid ones.", defaultSeverity: "error" },
  { id: "schema/cel", summary: "An x-kubernetes-validations rule evaluated to false.", defaultSeverity: "error" },
  { id: "schema/cel-error", summary: "An x-kubernetes-validations rule failed to evaluate (no such key, division by zero, ...); the API server rejects the object.", defaultSeverity: "error" },
  { id: "schema/cel-run-budget", summary: "The x-kubernetes-validations rules of some objects were not evaluated because the run's CEL cost budget was spent (driftgate's bound: rules times objects stay within a run's time).", defaultSeverity: "error" },
  { id: "schema/cel-skipped", summary: "Some x-kubernetes-validations rules were not evaluated because the object has schema errors below them.", defaultSeverity: "info" },
  { id: "schema/null-field", summary: "null on a field that is not nullable: the API server drops it (or applies the default).", defaultSeverity: "warning" },
  { id: "schema/version-not-served", summary: "The object uses a CRD version that is not served.", defaultSeverity: "error" },
  { id: "schema/not-validated", summary: "The CRD of this kind could not be compiled; the object was not validated.", defaultSeverity: "warning" },
  { id: "schema/too-large", summary: "Validating the object exhausted the stack; it was not validated.", defaultSeverity: "warning" },
  { id: "crd/invalid", summary: "The API server refuses the CustomResourceDefinition: strict decoding, apiVersion, names, scope, versions, storage version, conversion, subresources, printer columns, selectable fields.", defaultSeverity: "error" },
  { id: "crd/builtin-group", summary: "A CRD claims a group of Kubernetes itself (networking.k8s.io, ...): objects of that group are judged by the built-in schemas, never by a repository's CRD.", defaultSeverity: "error" },
  { id: "crd/invalid-schema", summary: "The API server refuses a CRD schema: not structural, unsupported keywords, invalid x-kubernetes-* extensions or list types, an invalid default, a pattern RE2 rejects.", defaultSeverity: "error" },
  { id: "crd/schema-too-large", summary: "A CRD schema is too large or too deep for in-process validation.", defaultSeverity: "error" },
  { id: "crd/invalid-cel", summary: "An x-kubernetes-validations rule, messageExpression or fieldPath does not compile.", defaultSeverity: "error" },
  { id: "crd/cel-unsupported", summary: "An x-kubernetes-validations rule uses a Kubernetes CEL function driftgate does not implement; it is not checked offline.", defaultSeverity: "warning" },
  { id: "crd/duplicate", summary: "The same CRD twice in one file, conflicting definitions of one CRD in two files, or two CRDs with the same group and kind (identical copies in different files are not duplicates).", defaultSeverity: "error" }
];

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
function parseFiles(files, limits = DEFAULT_FILE_LIMITS, cache) {
  const manifests = [];
  const findings = [];
  let documents = 0;
  for (const file of files) {
    const decoded = decodeSourceFile(file, file.shipped ? DEFAULT_FILE_LIMITS : limits);
    if (!decoded.ok) {
      findings.push(decoded.finding);
      continue;
    }
    const parsed = parseYaml(decoded.text, { file: file.path, scalars: "kubernetes", ...cache ? { cache } : {} });
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
  const head = parseFiles(input.files, limits, input.parseCache);
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
  const crdOfKind = new Map(crds.registry.crds.map((c) => [`${c.group}\0${c.kind}`, c]));
  const crdCompatFile = (input.policyFiles ?? []).find((f) => f.path.endsWith(CRD_COMPAT_CONFIG));
  const packFiles = (input.policyFiles ?? []).filter((f) => f !== crdCompatFile);
  const loaded = packFiles.length > 0 ? memo.once("pack", packFiles, () => loadPolicyPackFiles(packFiles, input.parseCache)) : void 0;
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
  for (const manifest of head.manifests) {
    if (!isSelected(manifest.file) || isCrd(manifest)) continue;
    const old = oldObjects.get(objectKey(manifest));
    const builtinGroup = input.builtins !== void 0 && isKubernetesGroup(splitApiVersion(manifest.object.apiVersion).group);
    const validatedResult = builtinGroup ? void 0 : validateManifest(crds.registry, manifest, { ...old ? { oldObject: old.object } : {}, celRunBudget: memo.celBudget });
    const result = validatedResult?.filter((f) => f.ruleId !== CEL_RUN_BUDGET_RULE);
    if (result && validatedResult && result.length < validatedResult.length) {
      celNotEvaluated.push(manifest);
      unvalidated.push({ manifest, reason: "x-kubernetes-validations rules not evaluated: the run's CEL cost budget was spent" });
    }
    if (result) {
      validated += 1;
      const { group, version } = splitApiVersion(manifest.object.apiVersion);
      const crd = crdOfKind.get(`${group}\0${manifest.object.kind}`);
      if (crd) schemaSources.set(manifest, { crd: crd.name, version, file: crd.manifest.file });
      findings.push(...texts.findings(result));
      noteSchemaErrors(manifest, result);
      continue;
    }
    const builtin = input.builtins ? checkBuiltinManifest(input.builtins, manifest, { strict: input.strict === true }) : void 0;
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
  let rules = RULES;
  if (loaded) {
    findings.push(...loaded.findings);
    const packProblems = loaded.findings.filter(isPackProblem).length;
    rules = new Map([...RULES, ...packRuleInfo(loaded.pack).map((r) => [r.id, r])]);
    configurationErrors += packProblems;
    if (packProblems === 0) {
      const defaults = (m) => crds.registry.lookup(m.object.apiVersion, m.object.kind)?.applyDefaults(m.object) ?? m.object;
      const pack = input.waiverLimits ? { ...loaded.pack, config: { ...loaded.pack.config, waiverLimits: input.waiverLimits } } : loaded.pack;
      const catalogCrds = [...crdSources.manifests, ...head.manifests.filter(isCrd)];
      const typeFindings = memo.once("pack-types", [loaded.pack, ...catalogCrds], () => checkPolicyTypes(loaded.pack, catalogCrds, loaded.pack.sources ? { sources: loaded.pack.sources } : {}));
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
        ...input.selected ? { focusFiles: input.selected, admitFiles: input.selected, reportFiles: input.selected } : {}
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
var CRD_COMPAT_CONFIG = "crd-compat.yaml";
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
  GATE_RULES,
  configChangeFindings,
  CheckRunMemo,
  parseFiles,
  checkRepository,
  CRD_COMPAT_CONFIG
};
