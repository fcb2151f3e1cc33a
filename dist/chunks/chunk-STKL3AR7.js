import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  canonical,
  checkEmbeddedResource,
  checkMetadata,
  compileAjv,
  compileRules,
  convertErrors,
  duplicateFinding,
  evaluateRules,
  fieldPath,
  indexCrds,
  isDns1123Label,
  isDns1123Subdomain,
  normalize,
  readSchema,
  toAjvSchema,
  validateCrd,
  whereIs
} from "./chunk-SB6JLB2J.js";
import {
  CRD_API_VERSION,
  readCrd
} from "./chunk-RRZ6KIJT.js";
import {
  isRecord,
  splitApiVersion
} from "./chunk-LZJUPFIB.js";

// src/core/schema/validator.ts
import { createHash } from "node:crypto";
var ValidatorCache = class {
  #entries = /* @__PURE__ */ new Map();
  /** By hash of (schema, statusSubresource): versions with identical schemas share one compile. */
  cores = /* @__PURE__ */ new Map();
  #hits = 0;
  #misses = 0;
  get(hash) {
    const hit = this.#entries.get(hash);
    if (hit) this.#hits++;
    else this.#misses++;
    return hit;
  }
  set(hash, result) {
    this.#entries.set(hash, result);
  }
  get size() {
    return this.#entries.size;
  }
  get stats() {
    return { hits: this.#hits, misses: this.#misses };
  }
  clear() {
    this.#entries.clear();
    this.cores.clear();
  }
};
var defaultValidatorCache = new ValidatorCache();
function hashVersionSpec(spec) {
  return createHash("sha256").update(canonical(spec)).digest("hex");
}
function compileKindValidator(spec, options = {}) {
  const cache = options.cache ?? defaultValidatorCache;
  const hash = hashVersionSpec(spec);
  const hit = cache.get(hash);
  if (hit) return hit;
  const coreHash = createHash("sha256").update(canonical({ schema: spec.schema, statusSubresource: spec.statusSubresource })).digest("hex");
  let core = cache.cores.get(coreHash);
  if (!core) {
    core = compileCore(spec.schema, spec.statusSubresource);
    cache.cores.set(coreHash, core);
  }
  const stats = { schemaNodes: core.schemaNodes, celRules: core.compiled?.rules.count ?? 0, hash };
  const result = core.compiled ? { validator: new CompiledKindValidator(spec, core.compiled.root, core.compiled.ajv, core.compiled.rules), problems: core.problems, stats } : { problems: core.problems, stats };
  cache.set(hash, result);
  return result;
}
function compileCore(schema, statusSubresource) {
  const problems = [];
  const read = readSchema(schema);
  for (const p of read.problems) problems.push({ ruleId: p.ruleId, severity: "error", pointer: p.pointer, message: p.message });
  const schemaNodes = read.nodeCount;
  if (!read.root || problems.some((p) => p.ruleId === "crd/schema-too-large")) return { problems, schemaNodes };
  const root = read.root;
  const ajvSchema = toAjvSchema(root, { dropStatus: statusSubresource });
  const compiled = compileAjv(ajvSchema);
  if (!compiled.ok) {
    problems.push({
      ruleId: compiled.tooLarge ? "crd/schema-too-large" : "crd/invalid-schema",
      severity: "error",
      pointer: "",
      message: compiled.tooLarge ? compiled.error : `the schema cannot be compiled: ${compiled.error}`
    });
    return { problems, schemaNodes };
  }
  let rules;
  try {
    rules = compileRules(root);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    problems.push({ ruleId: "crd/schema-too-large", severity: "error", pointer: "", message: "schema too large for in-process validation (compiling CEL rules exhausted the stack)" });
    return { problems, schemaNodes };
  }
  for (const p of rules.problems) problems.push({ ruleId: p.ruleId, severity: p.severity, pointer: p.pointer, message: p.message });
  return { problems, schemaNodes, compiled: { root, ajv: compiled.compiled, rules } };
}
var CompiledKindValidator = class {
  group;
  version;
  kind;
  plural;
  scope;
  served;
  storage;
  #spec;
  #root;
  #ajv;
  #rules;
  constructor(spec, root, ajv, rules) {
    this.group = spec.group;
    this.version = spec.version;
    this.kind = spec.kind;
    this.plural = spec.plural;
    this.scope = spec.scope;
    this.served = spec.served;
    this.storage = spec.storage;
    this.#spec = spec;
    this.#root = root;
    this.#ajv = ajv;
    this.#rules = rules;
  }
  applyDefaults(object) {
    return normalize(object, this.#root, { report: false }).value;
  }
  validate(object, options = {}) {
    try {
      return this.#validate(object, options);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      return [
        {
          ruleId: "schema/too-large",
          severity: "warning",
          pointer: "",
          at: "value",
          message: "schema too large for in-process validation: validating this object exhausted the stack; it was not checked",
          hint: "Validate it with a server-side dry run (kubectl apply --dry-run=server)."
        }
      ];
    }
  }
  #validate(object, options) {
    const violations = [];
    if (!this.served) {
      violations.push({
        ruleId: "schema/version-not-served",
        severity: "error",
        pointer: "/apiVersion",
        at: "value",
        message: `apiVersion: expected a served version of ${this.plural}.${this.group}, found ${this.group}/${this.version}, which the CRD does not serve`,
        hint: "Use a version the CRD lists with served: true."
      });
    }
    const normalized = normalize(object, this.#root, { report: true, dropStatus: this.#spec.statusSubresource });
    violations.push(...normalized.violations);
    const value = normalized.value;
    violations.push(...checkMetadata(value, { scope: this.scope, kind: this.kind, pointer: "", path: "", embedded: false }));
    for (const pointer of normalized.embedded) {
      violations.push(...checkEmbeddedResource(value, pointer, fieldPath(value, pointer), "Namespaced"));
    }
    const ok = this.#ajv.validate(value);
    let blocking = [];
    if (!ok && this.#ajv.validate.errors) {
      const converted = convertErrors(this.#ajv.validate.errors, value);
      violations.push(...converted.violations);
      blocking = converted.blocking;
    }
    if (this.#rules.count > 0) {
      let old;
      if (options.oldObject && isRecord(options.oldObject)) {
        old = normalize(options.oldObject, this.#root, { report: false, dropStatus: this.#spec.statusSubresource }).value;
      }
      const cel = evaluateRules({ root: this.#root, rules: this.#rules, object: value, ...old ? { oldObject: old } : {}, blocking });
      violations.push(...cel.violations);
      if (cel.skipped > 0) {
        violations.push({
          ruleId: "schema/cel-skipped",
          severity: "info",
          pointer: "",
          at: "value",
          message: `${cel.skipped} x-kubernetes-validations rule${cel.skipped === 1 ? " was" : "s were"} not checked because the object has schema errors; correct them to complete validation`
        });
      }
    }
    return violations;
  }
};
var UncheckedKindValidator = class {
  group;
  version;
  kind;
  plural;
  scope;
  served;
  storage;
  #reason;
  constructor(spec, reason) {
    this.group = spec.group;
    this.version = spec.version;
    this.kind = spec.kind;
    this.plural = spec.plural;
    this.scope = spec.scope;
    this.served = spec.served;
    this.storage = spec.storage;
    this.#reason = reason;
  }
  applyDefaults(object) {
    return object;
  }
  validate() {
    return [
      {
        ruleId: "schema/not-validated",
        severity: "warning",
        pointer: "",
        at: "value",
        message: `not validated: the schema of ${this.plural}.${this.group} ${this.version} cannot be used (${this.#reason})`,
        hint: "Fix the CustomResourceDefinition; its own findings say where."
      }
    ];
  }
};

// src/core/schema/crds.ts
var ISSUE_RULES = {
  decode: "crd/invalid",
  "api-version": "crd/invalid",
  metadata: "crd/invalid",
  names: "crd/invalid",
  versions: "crd/invalid",
  storage: "crd/invalid",
  conversion: "crd/invalid",
  subresources: "crd/invalid",
  "printer-columns": "crd/invalid",
  "selectable-fields": "crd/invalid",
  structural: "crd/invalid-schema",
  "list-type": "crd/invalid-schema",
  schema: "crd/invalid-schema",
  default: "crd/invalid-schema",
  cel: "crd/invalid-cel",
  "cel-unsupported": "crd/cel-unsupported",
  "too-large": "crd/schema-too-large"
};
function crdIssueFinding(manifest, issue) {
  const loc = manifest.locate(issue.pointer, issue.at ?? "value");
  const hint = issue.kind === "too-large" ? "Split the schema or use x-kubernetes-preserve-unknown-fields for large free-form parts; objects of this kind are not validated offline." : issue.kind === "api-version" ? "apiextensions.k8s.io/v1beta1 was removed in Kubernetes 1.22; convert the CRD to v1." : issue.kind === "cel-unsupported" ? void 0 : "The API server rejects this CustomResourceDefinition (kubectl apply --dry-run=server shows the same error).";
  return {
    ruleId: ISSUE_RULES[issue.kind],
    severity: issue.severity,
    message: issue.version !== void 0 && !issue.message.startsWith("spec.versions") ? `${issue.version}: ${issue.message}` : issue.message,
    file: loc.file,
    line: loc.line,
    column: loc.column,
    pointer: manifest.base + issue.pointer,
    object: manifest.ref,
    ...hint ? { hint } : {}
  };
}
function loadCrds(manifests, options = {}) {
  const findings = [];
  const set = indexCrds(manifests);
  const byName = /* @__PURE__ */ new Map();
  const loadedOf = /* @__PURE__ */ new Map();
  const load = (m) => {
    if (!loadedOf.has(m)) loadedOf.set(m, loadCrd(m, findings, options.cache));
    return loadedOf.get(m);
  };
  for (const [name, m] of set.byName) {
    const crd = load(m);
    if (crd) byName.set(name, crd);
  }
  for (const d of set.duplicates) {
    if (options.allowOverride && !d.used) {
      const crd = load(d.manifest);
      findings.push(finding(d.manifest, "/metadata/name", "crd/duplicate", "info", `CustomResourceDefinition ${d.name} is defined again; this definition replaces the one at ${whereIs(d.other)}`));
      if (crd) byName.set(d.name, crd);
      continue;
    }
    if (options.allowOverride) continue;
    findings.push(duplicateFinding(d));
    if (!d.used && !d.identical) load(d.manifest);
  }
  const byGroupKind = /* @__PURE__ */ new Map();
  for (const crd of byName.values()) {
    const key = `${crd.group}/${crd.kind}`;
    const other = byGroupKind.get(key);
    if (other) {
      findings.push(
        finding(crd.manifest, "/spec/names/kind", "crd/duplicate", "error", `kind ${crd.kind} in group ${crd.group} is already defined by CustomResourceDefinition ${other.name} (${other.manifest.file}); expected one CRD per kind`)
      );
      continue;
    }
    byGroupKind.set(key, crd);
  }
  const crds = [...byGroupKind.values()];
  const byVersionKind = /* @__PURE__ */ new Map();
  for (const crd of crds) for (const v of crd.versions) byVersionKind.set(`${crd.group}/${v.spec.version}\0${crd.kind}`, v.validator);
  const registry = {
    crds,
    lookup(apiVersion, kind) {
      return byVersionKind.get(`${apiVersion}\0${kind}`);
    },
    explainMissing(apiVersion, kind) {
      const { group, version } = splitApiVersion(apiVersion);
      const crd = byGroupKind.get(`${group}/${kind}`);
      if (!crd) return `no CustomResourceDefinition for kind ${kind} in group ${group === "" ? "core" : group} was found`;
      return `CustomResourceDefinition ${crd.name} has no version ${version} (it defines ${crd.versions.map((v) => v.spec.version).join(", ") || "none"})`;
    }
  };
  return { registry, findings };
}
function finding(manifest, pointer, ruleId, severity, message, hint) {
  const loc = manifest.locate(pointer);
  return {
    ruleId,
    severity,
    message,
    file: loc.file,
    line: loc.line,
    column: loc.column,
    pointer: manifest.base + pointer,
    object: manifest.ref,
    ...hint ? { hint } : {}
  };
}
function loadCrd(manifest, findings, cache) {
  const crd = readCrd(manifest);
  const validation = validateCrd(crd);
  for (const issue of validation.issues) findings.push(crdIssueFinding(manifest, issue));
  if (manifest.object.apiVersion !== CRD_API_VERSION) return void 0;
  const { group, kind, plural, scope } = crd;
  if (group === void 0 || !isDns1123Subdomain(group) || !group.includes(".")) return void 0;
  if (kind === void 0 || !/^[A-Za-z][A-Za-z0-9]*$/.test(kind)) return void 0;
  if (plural === void 0 || !isDns1123Label(plural)) return void 0;
  if (scope !== "Namespaced" && scope !== "Cluster") return void 0;
  if (crd.versions.length === 0) return void 0;
  const loaded = [];
  const seen = /* @__PURE__ */ new Set();
  for (const v of crd.versions) {
    if (seen.has(v.name) || !v.schema) continue;
    seen.add(v.name);
    const versionSpec = {
      group,
      version: v.name,
      kind,
      plural,
      scope,
      served: v.served,
      storage: v.storage,
      schema: v.schema,
      statusSubresource: v.subresources.status
    };
    const compiled = compileKindValidator(versionSpec, cache ? { cache } : {});
    const validator = compiled.validator ?? new UncheckedKindValidator(versionSpec, compiled.problems.find((p) => p.severity === "error")?.message ?? "schema could not be compiled");
    loaded.push({ spec: versionSpec, validator, checked: compiled.validator !== void 0, stats: compiled.stats });
  }
  return { name: `${plural}.${group}`, group, kind, plural, scope, versions: loaded, manifest };
}
function violationToFinding(manifest, violation) {
  const loc = manifest.locate(violation.pointer, violation.at);
  return {
    ruleId: violation.ruleId,
    severity: violation.severity,
    message: violation.message,
    file: loc.file,
    line: loc.line,
    column: loc.column,
    pointer: manifest.base + violation.pointer,
    object: manifest.ref,
    ...violation.hint ? { hint: violation.hint } : {}
  };
}
function validateManifest(registry, manifest, options = {}) {
  const validator = registry.lookup(manifest.object.apiVersion, manifest.object.kind);
  if (!validator) return void 0;
  return validator.validate(manifest.object, options.oldObject ? { oldObject: options.oldObject } : {}).map((v) => violationToFinding(manifest, v));
}

export {
  ValidatorCache,
  defaultValidatorCache,
  hashVersionSpec,
  compileKindValidator,
  loadCrds,
  violationToFinding,
  validateManifest
};
