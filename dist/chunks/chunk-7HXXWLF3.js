import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  CRD_API_VERSION,
  isCrdManifest,
  normalize,
  readCrd,
  readSchema,
  sameJson,
  validateCrd
} from "./chunk-FQ4NOYGT.js";
import {
  compileRules,
  evaluateRules
} from "./chunk-F4UTWZI6.js";
import {
  canonical,
  compileAjv,
  convertErrors
} from "./chunk-QRSVU7E7.js";
import {
  DNS1035_LABEL,
  DNS1123_SUBDOMAIN,
  LABEL_EXPECTED,
  SUBDOMAIN_EXPECTED,
  atField,
  fieldPath,
  isDns1123Label,
  isDns1123Subdomain,
  toAjvSchema
} from "./chunk-7CTFDBBF.js";
import {
  describeValue,
  isRecord,
  splitApiVersion
} from "./chunk-OAWLX4HV.js";
import {
  appendPointer,
  getAtPointer
} from "./chunk-ALUEK7QH.js";

// src/core/schema/crd-set.ts
function indexCrds(manifests) {
  const byName = /* @__PURE__ */ new Map();
  const duplicates = [];
  const reportedAtFirst = /* @__PURE__ */ new Set();
  for (const m of manifests) {
    if (!isCrdManifest(m)) continue;
    const name = m.object.metadata.name ?? "";
    const first = byName.get(name);
    if (!first) {
      byName.set(name, m);
      continue;
    }
    const identical = sameJson(first.object, m.object);
    if (first.file === m.file) {
      duplicates.push({ kind: "same-file", name, manifest: m, other: first, identical, used: false });
      continue;
    }
    if (identical) continue;
    duplicates.push({ kind: "conflict", name, manifest: m, other: first, identical, used: false });
    if (!reportedAtFirst.has(first)) {
      reportedAtFirst.add(first);
      duplicates.push({ kind: "conflict", name, manifest: first, other: m, identical, used: true });
    }
  }
  return { byName, duplicates };
}
function whereIs(manifest) {
  return `${manifest.file}:${manifest.locate("").line}`;
}
function describeDuplicate(d) {
  if (d.kind === "same-file") {
    return d.identical ? {
      severity: "warning",
      message: `CustomResourceDefinition ${d.name} is defined twice in this file: expected one definition, found an identical copy of the one at ${whereIs(d.other)}`,
      hint: "Remove the copy."
    } : {
      severity: "error",
      message: `CustomResourceDefinition ${d.name} is defined twice in this file: expected one definition, found a different one than at ${whereIs(d.other)}; the first is used, kubectl apply would keep the last`,
      hint: "Remove one of them."
    };
  }
  return {
    severity: "error",
    message: d.used ? `CustomResourceDefinition ${d.name} has a conflicting definition at ${whereIs(d.other)}: expected every copy to be identical, found a different one; this one is used` : `CustomResourceDefinition ${d.name} is already defined at ${whereIs(d.other)}: expected an identical copy, found a different definition; the first one is used`,
    hint: "Keep one definition of the CRD, or make the copies identical (rendered bundles may repeat a CRD verbatim)."
  };
}
function duplicateFinding(d) {
  const { severity, message, hint } = describeDuplicate(d);
  const loc = d.manifest.locate("/metadata/name");
  return {
    ruleId: "crd/duplicate",
    severity,
    message,
    file: loc.file,
    line: loc.line,
    column: loc.column,
    pointer: d.manifest.base + "/metadata/name",
    object: d.manifest.ref,
    hint
  };
}
function duplicateFindings(manifests) {
  return indexCrds(manifests).duplicates.map(duplicateFinding);
}

// src/core/schema/validator.ts
import { createHash } from "node:crypto";

// src/core/schema/metadata.ts
var QUALIFIED_NAME_PART = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;
var LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
var TOTAL_ANNOTATION_SIZE = 256 * 1024;
function qualifiedNameProblem(key) {
  const parts = key.split("/");
  let name;
  if (parts.length === 1) name = parts[0];
  else if (parts.length === 2) {
    const prefix = parts[0];
    name = parts[1];
    if (prefix === "") return "the prefix part must not be empty";
    if (!isDns1123Subdomain(prefix)) return `the prefix part must be ${SUBDOMAIN_EXPECTED}`;
  } else {
    return "a qualified name has at most one '/' (an optional DNS subdomain prefix, then the name)";
  }
  if (name === "") return "the name part must not be empty";
  if (name.length > 63) return `the name part must be at most 63 characters, found ${name.length}`;
  if (!QUALIFIED_NAME_PART.test(name)) {
    return "the name part must consist of alphanumeric characters, '-', '_' or '.', starting and ending with an alphanumeric character";
  }
  return void 0;
}
function violation(ruleId, pointer, at, message, hint) {
  return { ruleId, severity: "error", pointer, at, message, ...hint ? { hint } : {} };
}
function join(path, key) {
  return path === "" ? key : `${path}.${key}`;
}
function checkMetadata(object, options) {
  const out = [];
  const base = appendPointer(options.pointer, "metadata");
  const basePath = join(options.path, "metadata");
  const meta = object.metadata;
  if (meta === void 0) return out;
  if (!isRecord(meta)) {
    out.push(violation("schema/metadata", base, "value", atField(basePath, `expected a mapping (ObjectMeta), found ${describeValue(meta)}`)));
    return out;
  }
  const str = (key) => {
    const v = meta[key];
    if (v === void 0) return void 0;
    if (typeof v !== "string") {
      out.push(violation("schema/metadata", appendPointer(base, key), "value", atField(join(basePath, key), `expected a string, found ${describeValue(v)}`)));
      return void 0;
    }
    return v;
  };
  const name = str("name");
  if (name !== void 0 && !(options.embedded && name === "")) {
    const problem = options.embedded ? pathSegmentProblem(name) : name.length > 253 || !DNS1123_SUBDOMAIN.test(name) ? SUBDOMAIN_EXPECTED : void 0;
    if (problem !== void 0) {
      out.push(
        violation(
          "schema/metadata",
          appendPointer(base, "name"),
          "value",
          atField(join(basePath, "name"), `Invalid value: expected ${problem}, found ${describeValue(name)}${name.length > 253 ? ` (${name.length} characters)` : ""}`),
          options.embedded ? void 0 : 'Use lower case letters, digits, "-" and "."; for example "team-a".'
        )
      );
    }
  }
  const generateName = str("generateName");
  if (generateName !== void 0 && generateName !== "") {
    const masked = generateName.endsWith("-") ? generateName.slice(0, -1) + "a" : generateName;
    if (!options.embedded && (masked.length > 253 || !DNS1123_SUBDOMAIN.test(masked))) {
      out.push(
        violation("schema/metadata", appendPointer(base, "generateName"), "value", atField(join(basePath, "generateName"), `Invalid value: expected a prefix of ${SUBDOMAIN_EXPECTED}, found ${describeValue(generateName)}`))
      );
    }
  }
  const namespace = str("namespace");
  if (namespace !== void 0 && namespace !== "") {
    if (options.scope === "Cluster" && !options.embedded) {
      out.push(
        violation(
          "schema/metadata",
          appendPointer(base, "namespace"),
          "key",
          atField(join(basePath, "namespace"), `Forbidden: not allowed on this type: ${options.kind} is cluster-scoped, expected no namespace, found ${describeValue(namespace)}`),
          "Remove metadata.namespace; cluster-scoped objects live outside namespaces."
        )
      );
    } else if (!isDns1123Label(namespace)) {
      out.push(
        violation("schema/metadata", appendPointer(base, "namespace"), "value", atField(join(basePath, "namespace"), `Invalid value: expected ${LABEL_EXPECTED}, found ${describeValue(namespace)}`))
      );
    }
  }
  checkStringMap(meta, "labels", base, basePath, out, (key, value, keyPointer, valuePointer, keyPath) => {
    const keyProblem = qualifiedNameProblem(key);
    if (keyProblem) out.push(violation("schema/metadata", keyPointer, "key", atField(keyPath, `Invalid value: label key ${JSON.stringify(key)}: ${keyProblem}`)));
    if (value.length > 63 || !LABEL_VALUE.test(value)) {
      out.push(
        violation(
          "schema/metadata",
          valuePointer,
          "value",
          atField(
            keyPath,
            `Invalid value: expected a label value (at most 63 characters: alphanumerics, '-', '_' or '.', starting and ending with an alphanumeric character, or empty), found ${describeValue(value)}`
          )
        )
      );
    }
  });
  let annotationBytes = 0;
  checkStringMap(meta, "annotations", base, basePath, out, (key, value, keyPointer, _valuePointer, keyPath) => {
    const keyProblem = qualifiedNameProblem(key.toLowerCase());
    if (keyProblem) out.push(violation("schema/metadata", keyPointer, "key", atField(keyPath, `Invalid value: annotation key ${JSON.stringify(key)}: ${keyProblem}`)));
    annotationBytes += utf8Length(key) + utf8Length(value);
  });
  if (annotationBytes > TOTAL_ANNOTATION_SIZE) {
    out.push(
      violation(
        "schema/metadata",
        appendPointer(base, "annotations"),
        "key",
        atField(join(basePath, "annotations"), `Too long: expected annotations of at most ${TOTAL_ANNOTATION_SIZE} bytes in total, found ${annotationBytes}`)
      )
    );
  }
  const finalizers = meta.finalizers;
  if (finalizers !== void 0) {
    if (!Array.isArray(finalizers)) {
      out.push(violation("schema/metadata", appendPointer(base, "finalizers"), "value", atField(join(basePath, "finalizers"), `expected a list of strings, found ${describeValue(finalizers)}`)));
    } else {
      finalizers.forEach((f, i) => {
        const p = appendPointer(appendPointer(base, "finalizers"), i);
        const fp = `${join(basePath, "finalizers")}[${i}]`;
        if (typeof f !== "string") out.push(violation("schema/metadata", p, "value", atField(fp, `expected a string, found ${describeValue(f)}`)));
        else {
          const problem = qualifiedNameProblem(f);
          if (problem) out.push(violation("schema/metadata", p, "value", atField(fp, `Invalid value: finalizer ${JSON.stringify(f)}: ${problem}`)));
        }
      });
    }
  }
  return out;
}
function checkStringMap(meta, field, base, basePath, out, each) {
  const map = meta[field];
  if (map === void 0 || map === null) return;
  const mapPointer = appendPointer(base, field);
  const mapPath = join(basePath, field);
  if (!isRecord(map)) {
    out.push(violation("schema/metadata", mapPointer, "value", atField(mapPath, `expected a mapping of strings to strings, found ${describeValue(map)}`)));
    return;
  }
  for (const [key, value] of Object.entries(map)) {
    const p = appendPointer(mapPointer, key);
    const keyPath = `${mapPath}[${key}]`;
    if (value === null) {
      each(key, "", p, p, keyPath);
      continue;
    }
    if (typeof value !== "string") {
      out.push(
        violation(
          "schema/metadata",
          p,
          "value",
          atField(keyPath, `expected a string, found ${describeValue(value)}`),
          `Quote the value (e.g. "${String(value)}"); the API server rejects ${field} whose values are not strings.`
        )
      );
      continue;
    }
    each(key, value, p, p, keyPath);
  }
}
function pathSegmentProblem(name) {
  if (name === "." || name === "..") return `a name that is not "${name}"`;
  if (name.includes("/") || name.includes("%")) return "a name without '/' or '%'";
  return void 0;
}
function checkEmbeddedResource(root, pointer, path, scope) {
  const value = getAtPointer(root, pointer);
  if (!isRecord(value)) return [];
  const out = [];
  for (const key of ["apiVersion", "kind"]) {
    const v = value[key];
    const p = appendPointer(pointer, key);
    const fp = join(path, key);
    if (v === void 0 || v === "") {
      out.push(violation("schema/embedded-resource", v === void 0 ? pointer : p, v === void 0 ? "key" : "value", atField(fp, `Required value: an embedded resource needs ${key}, found ${v === void 0 ? "nothing" : "an empty string"}`)));
    } else if (typeof v !== "string") {
      out.push(violation("schema/embedded-resource", p, "value", atField(fp, `Invalid value: expected a string, found ${describeValue(v)}`)));
    } else if (key === "kind" && !DNS1035_LABEL.test(v.toLowerCase())) {
      out.push(violation("schema/embedded-resource", p, "value", atField(fp, `Invalid value: expected a kind such as "ConfigMap" (letters and digits, starting with a letter), found ${describeValue(v)}`)));
    } else if (key === "apiVersion" && v.split("/").length > 2) {
      out.push(violation("schema/embedded-resource", p, "value", atField(fp, `Invalid value: expected "group/version" or "version", found ${describeValue(v)}`)));
    }
  }
  out.push(...checkMetadata(value, { scope, kind: typeof value.kind === "string" ? value.kind : "the embedded object", pointer, path, embedded: true }));
  return out;
}
function utf8Length(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128) n += 1;
    else if (c < 2048) n += 2;
    else if (c >= 55296 && c <= 56319) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

// src/core/schema/validator.ts
var CEL_RUN_BUDGET_RULE = "schema/cel-run-budget";
var ValidatorCache = class {
  #entries = /* @__PURE__ */ new Map();
  /** By hash of (schema, statusSubresource): versions with identical schemas share one compile. */
  cores = /* @__PURE__ */ new Map();
  /** Where ajv validators are kept as code between runs (io/cache); none: compile every run. */
  codeStore;
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
    core = compileCore(spec.schema, spec.statusSubresource, cache.codeStore);
    cache.cores.set(coreHash, core);
  }
  const stats = { schemaNodes: core.schemaNodes, celRules: core.compiled?.rules.count ?? 0, hash };
  const result = core.compiled ? { validator: new CompiledKindValidator(spec, core.compiled.root, core.compiled.ajv, core.compiled.rules), problems: core.problems, stats } : { problems: core.problems, stats };
  cache.set(hash, result);
  return result;
}
function compileCore(schema, statusSubresource, codeStore) {
  const problems = [];
  const read = readSchema(schema);
  for (const p of read.problems) problems.push({ ruleId: p.ruleId, severity: "error", pointer: p.pointer, message: p.message });
  const schemaNodes = read.nodeCount;
  if (!read.root || problems.some((p) => p.ruleId === "crd/schema-too-large")) return { problems, schemaNodes };
  const root = read.root;
  const ajvSchema = toAjvSchema(root, { dropStatus: statusSubresource });
  const compiled = compileAjv(ajvSchema, codeStore);
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
      const cel = evaluateRules({ root: this.#root, rules: this.#rules, object: value, ...old ? { oldObject: old } : {}, blocking, ...options.celRunBudget ? { runBudget: options.celRunBudget } : {} });
      violations.push(...cel.violations);
      if (cel.runBudgetSpent) {
        violations.push({
          ruleId: CEL_RUN_BUDGET_RULE,
          severity: "error",
          pointer: "",
          at: "value",
          message: `the x-kubernetes-validations rules of this ${this.kind} were not all evaluated: the run's CEL cost budget (${options.celRunBudget?.total.toLocaleString("en-US") ?? "?"}) was spent`,
          hint: "Check fewer objects per run (name the paths that changed), or make the rules cheaper (bound list and string sizes with maxItems and maxLength)."
        });
      }
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
function violationToFinding(manifest, violation2) {
  const loc = manifest.locate(violation2.pointer, violation2.at);
  return {
    ruleId: violation2.ruleId,
    severity: violation2.severity,
    message: violation2.message,
    file: loc.file,
    line: loc.line,
    column: loc.column,
    pointer: manifest.base + violation2.pointer,
    object: manifest.ref,
    ...violation2.hint ? { hint: violation2.hint } : {}
  };
}
function validateManifest(registry, manifest, options = {}) {
  const validator = registry.lookup(manifest.object.apiVersion, manifest.object.kind);
  if (!validator) return void 0;
  return validator.validate(manifest.object, { ...options.oldObject ? { oldObject: options.oldObject } : {}, ...options.celRunBudget ? { celRunBudget: options.celRunBudget } : {} }).map((v) => violationToFinding(manifest, v));
}

export {
  indexCrds,
  duplicateFindings,
  qualifiedNameProblem,
  checkMetadata,
  CEL_RUN_BUDGET_RULE,
  ValidatorCache,
  defaultValidatorCache,
  hashVersionSpec,
  compileKindValidator,
  loadCrds,
  violationToFinding,
  validateManifest
};
