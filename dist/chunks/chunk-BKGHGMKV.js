import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  DEFAULT_FILE_LIMITS,
  contentId,
  decodeSourceFile,
  fileHead,
  fileText,
  sameContents
} from "./chunk-LNDVUVRY.js";
import {
  GPU_CAPACITY_RULE,
  decideGpuCapacity,
  gpuPointerOf
} from "./chunk-V4TGP46N.js";
import {
  MANAGED_BY_LABEL,
  MANAGED_BY_VALUE,
  OWNER_ANNOTATION,
  TENANT_GROUP,
  TENANT_KIND,
  tenantKey
} from "./chunk-Z7EXS7AW.js";
import {
  BUILT_IN_RESOURCES
} from "./chunk-B37PZ4OA.js";
import {
  BUILTIN_RULES,
  UPGRADE_RULES,
  checkBuiltinManifest,
  isKubernetesGroup
} from "./chunk-JJFNLGYD.js";
import {
  SELECTOR_OPERATORS,
  labelSelectorMatches
} from "./chunk-FCYMUYXU.js";
import {
  parseYaml
} from "./chunk-HGWXCG6I.js";
import {
  LINT_RULES,
  RULES,
  RULE_ID_PREFIX,
  UNCLASSIFIED_RULE_ID,
  UNSTABLE_VERSION_PATTERN,
  crdCompatRuleInfo,
  describeChange,
  sameShape,
  walkSchemas
} from "./chunk-WIHMZA7R.js";
import {
  SCHEMA_RULES
} from "./chunk-EHBLQMBV.js";
import {
  CEL_RUN_BUDGET_RULE,
  indexCrds,
  loadCrds,
  validateManifest
} from "./chunk-7HXXWLF3.js";
import {
  CRD_API_VERSION,
  canonicalJson,
  deepEqual,
  isCrdManifest,
  isWithin,
  readCrd,
  schemaOfVersion,
  servedVersionsOf,
  storedVersionsOf,
  validateCrd
} from "./chunk-FQ4NOYGT.js";
import {
  CelRunBudget,
  PER_CALL_COST_LIMIT,
  QuantitySum,
  RUNTIME_COST_BUDGET,
  T,
  celMap,
  compareQuantities,
  compileCel,
  evaluate,
  formatCelValue,
  formatQuantity,
  parseQuantity,
  toCelValue,
  typeFromSchema
} from "./chunk-F4UTWZI6.js";
import {
  compileWithCodeStore,
  require_ajv
} from "./chunk-QRSVU7E7.js";
import {
  compileRe2,
  getOrMake
} from "./chunk-5WTWSETK.js";
import {
  describeValue,
  isRecord,
  loadManifests,
  objectPlace,
  splitApiVersion,
  verdictItem
} from "./chunk-OAWLX4HV.js";
import {
  appendPointer,
  escapeSegment,
  getAtPointer,
  toPointer
} from "./chunk-ALUEK7QH.js";
import {
  __toESM
} from "./chunk-SWXCCR26.js";

// src/core/findings/finding.ts
var SEVERITIES = ["error", "warning", "info"];
var SEVERITY_RANK = { error: 3, warning: 2, info: 1 };
function isAtLeast(severity2, threshold) {
  return SEVERITY_RANK[severity2] >= SEVERITY_RANK[threshold];
}
function compareFindings(a, b) {
  return compareText(a.file ?? "", b.file ?? "") || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || compareText(a.ruleId, b.ruleId) || compareText(a.message, b.message);
}
function sortFindings(findings) {
  return [...findings].sort(compareFindings);
}
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function countBySeverity(findings) {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity] += 1;
  return counts;
}
var FAIL_ON = ["error", "warning", "never"];
function failsAt(findings, failOn) {
  if (failOn === "never") return false;
  return findings.some((f) => isAtLeast(f.severity, failOn));
}
function formatLocation(f) {
  if (f.file === void 0) return "";
  if (f.line === void 0) return f.file;
  return f.column === void 0 ? `${f.file}:${f.line}` : `${f.file}:${f.line}:${f.column}`;
}
function describeObject(o) {
  if (!o || !o.kind && !o.name) return "";
  const ns = o.namespace ? `${o.namespace}/` : "";
  return `${o.kind ?? "?"} ${ns}${o.name ?? "?"}`;
}
function dedupeFindings(findings) {
  const seen = /* @__PURE__ */ new Set();
  return findings.filter((f) => {
    const key = `${f.ruleId}|${f.file ?? ""}|${f.line ?? 0}|${f.column ?? 0}|${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
function findingsChars(findings) {
  let chars = 16;
  for (const f of findings) chars += 200 + f.message.length + (f.hint?.length ?? 0);
  return chars;
}

// src/core/crd-compat/json-schema.ts
function validateJsonSchema(value, schema2) {
  const errors = [];
  check(value, schema2, "", errors);
  return errors;
}
function typeOf(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}
function typeMatches(value, type) {
  const actual = typeOf(value);
  return actual === type || type === "number" && actual === "integer";
}
function check(value, schema2, path, errors) {
  const error = (keyword, params = {}) => {
    errors.push({ instancePath: path, keyword, params });
  };
  if (schema2.type !== void 0) {
    const types = Array.isArray(schema2.type) ? schema2.type : [schema2.type];
    if (!types.some((t) => typeMatches(value, t))) {
      error("type", { type: types.join(",") });
      return;
    }
  }
  if (Object.hasOwn(schema2, "const") && JSON.stringify(value) !== JSON.stringify(schema2.const)) error("const", { allowedValue: schema2.const });
  if (Array.isArray(schema2.enum) && !schema2.enum.some((e) => e === value)) error("enum", { allowedValues: schema2.enum });
  if (typeof value === "string") {
    if (typeof schema2.minLength === "number" && [...value].length < schema2.minLength) error("minLength", { limit: schema2.minLength });
    if (typeof schema2.pattern === "string" && !matchesPattern(schema2.pattern, value)) error("pattern", { pattern: schema2.pattern });
  }
  if (typeof value === "number" && typeof schema2.minimum === "number" && value < schema2.minimum) error("minimum", { limit: schema2.minimum });
  if (Array.isArray(value) && isRecord(schema2.items)) {
    value.forEach((item, i) => check(item, schema2.items, `${path}/${i}`, errors));
  }
  if (isRecord(value)) {
    const properties = isRecord(schema2.properties) ? schema2.properties : {};
    if (Array.isArray(schema2.required)) {
      for (const name of schema2.required) if (!Object.hasOwn(value, name)) error("required", { missingProperty: name });
    }
    if (typeof schema2.maxProperties === "number" && Object.keys(value).length > schema2.maxProperties) error("maxProperties", { limit: schema2.maxProperties });
    for (const [name, child] of Object.entries(value)) {
      const sub = properties[name];
      if (isRecord(sub)) check(child, sub, `${path}/${escapeSegment(name)}`, errors);
      else if (schema2.additionalProperties === false) error("additionalProperties", { additionalProperty: name });
    }
  }
}
function matchesPattern(pattern, value) {
  const compiled = compileRe2(pattern);
  return compiled.ok && compiled.re.test(value);
}

// src/core/crd-compat/config.ts
var CRD_COMPAT_CONFIG = "crd-compat.yaml";
var RULE_SEVERITIES = ["error", "warning", "info", "off"];
var DEFAULT_CONFIG = { rules: {}, acknowledgements: [] };
var RULE_IDS = [...RULES, ...LINT_RULES].map((r) => r.id);
var CONFIG_API_VERSION = "policy.driftgate.dev/v1alpha1";
var CONFIG_KIND = "CrdCompatConfig";
function configJsonSchema() {
  const ruleProperties = {};
  for (const rule of [...RULES, ...LINT_RULES]) {
    ruleProperties[rule.id] = {
      type: "object",
      additionalProperties: false,
      properties: {
        severity: { enum: [...RULE_SEVERITIES] },
        options: rule.options ? { type: "object", additionalProperties: false, properties: rule.options } : { type: "object", additionalProperties: false, maxProperties: 0 }
      }
    };
  }
  const spec = {
    type: "object",
    additionalProperties: false,
    properties: {
      rules: { type: "object", additionalProperties: false, properties: ruleProperties },
      ignoreVersions: { type: ["string", "null"], minLength: 1 },
      lint: { type: "boolean" },
      acknowledgements: {
        type: "array",
        items: {
          type: "object",
          additionalProperties: false,
          required: ["rule", "crd", "justification"],
          properties: {
            rule: { enum: [...RULE_IDS, ...RULE_IDS.map((id) => RULE_ID_PREFIX + id)] },
            crd: { type: "string", minLength: 1 },
            version: { type: "string", minLength: 1 },
            path: { type: "string", pattern: "^[.\\[{]" },
            justification: { type: "string", minLength: 10 }
          }
        }
      }
    }
  };
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: "driftgate CRD compatibility gate configuration",
    type: "object",
    additionalProperties: false,
    required: ["apiVersion", "kind"],
    properties: {
      apiVersion: { const: CONFIG_API_VERSION },
      kind: { const: CONFIG_KIND },
      metadata: { type: "object", properties: { name: { type: "string" } } },
      spec
    }
  };
}
var schema;
function validate(value) {
  schema ??= configJsonSchema();
  return validateJsonSchema(value, schema);
}
function parseCrdCompatConfig(text, options) {
  const parsed = parseYaml(text, { file: options.file });
  const findings = parsed.findings.filter((f) => f.ruleId !== "yaml/yaml11-ambiguity");
  const document = parsed.documents.find((d) => d.value !== null && d.value !== void 0);
  if (!document) return { config: DEFAULT_CONFIG, findings };
  const problem2 = (pointer, message, hint) => {
    const at = document.locate(pointer, "value");
    findings.push({ ruleId: `${RULE_ID_PREFIX}config-invalid`, severity: "error", message, file: at.file, line: at.line, column: at.column, pointer: at.pointer, hint });
  };
  const errors = validate(document.value);
  for (const e of errors) problem2(errorPointer(e), describeError(e), "See docs/crd-compat.md#configuration for the file format.");
  if (errors.length > 0 || !isRecord(document.value)) return { config: DEFAULT_CONFIG, findings };
  const value = isRecord(document.value.spec) ? document.value.spec : {};
  const ignoreVersions = typeof value.ignoreVersions === "string" ? value.ignoreVersions : void 0;
  if (ignoreVersions !== void 0) {
    const compiled = compileRe2(ignoreVersions);
    if (!compiled.ok) {
      problem2(
        "/spec/ignoreVersions",
        `ignoreVersions is not a valid RE2 regular expression: ${compiled.error}`,
        `For unstable versions use ${JSON.stringify(UNSTABLE_VERSION_PATTERN)}.`
      );
      return { config: DEFAULT_CONFIG, findings };
    }
  }
  const config = {
    rules: isRecord(value.rules) ? value.rules : {},
    ...ignoreVersions !== void 0 ? { ignoreVersions } : {},
    acknowledgements: Array.isArray(value.acknowledgements) ? value.acknowledgements : [],
    ...value.lint === true ? { lint: true } : {}
  };
  return { config, findings };
}
function errorPointer(e) {
  const extra = e.keyword === "additionalProperties" ? String(e.params.additionalProperty ?? "") : "";
  return extra ? `${e.instancePath}/${escapeSegment(extra)}` : e.instancePath;
}
function describeError(e) {
  const where2 = e.instancePath === "" ? "the config" : e.instancePath.slice(1).split("/").join(".");
  const params = e.params;
  switch (e.keyword) {
    case "additionalProperties": {
      const key = String(params.additionalProperty);
      if (e.instancePath === "/spec/rules") return `unknown rule ${JSON.stringify(key)}${suggest(key)}`;
      return `unknown key ${JSON.stringify(key)} in ${where2}`;
    }
    case "enum":
      return `${where2} must be one of ${params.allowedValues.slice(0, 12).map((v) => JSON.stringify(v)).join(", ")}${params.allowedValues.length > 12 ? ", …" : ""}`;
    case "const":
      return `${where2} must be ${JSON.stringify(params.allowedValue)}`;
    case "required":
      return `${where2} needs ${JSON.stringify(params.missingProperty)}`;
    case "maxProperties":
      return `${where2}: this rule has no options`;
    case "type":
      return `${where2} must be of type ${String(params.type).replace(",", " or ")}`;
    case "minLength":
      return `${where2} must not be shorter than ${String(params.limit)} characters`;
    case "minimum":
      return `${where2} must be at least ${String(params.limit)}`;
    case "pattern":
      return `${where2} must match ${String(params.pattern)}`;
    default:
      return `${where2} is invalid (${e.keyword})`;
  }
}
function suggest(id) {
  const short = id.startsWith(RULE_ID_PREFIX) ? id.slice(RULE_ID_PREFIX.length) : id;
  if (RULE_IDS.includes(short)) return ` (write the short id ${JSON.stringify(short)})`;
  let best;
  let bestDistance = 3;
  for (const r of RULE_IDS) {
    const d = editDistance(short, r);
    if (d < bestDistance) [best, bestDistance] = [r, d];
  }
  return best !== void 0 ? ` (did you mean ${JSON.stringify(best)}?)` : "";
}
function editDistance(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}
function applyConfig(findings, config) {
  const compiled = config.ignoreVersions !== void 0 ? compileRe2(config.ignoreVersions) : void 0;
  const ignore = compiled?.ok ? { test: (version) => compiled.re.testWhole(version) } : void 0;
  const out = [];
  for (const f of findings) {
    if (ignore && f.version !== void 0 && ignore.test(f.version)) continue;
    const setting = config.rules[f.rule]?.severity;
    if (setting === "off") continue;
    const severity2 = setting ?? f.severity;
    const ack = config.acknowledgements.find((a) => acknowledges(a, f));
    if (ack) {
      out.push({
        ...f,
        severity: "info",
        message: `acknowledged (${ack.justification}): ${f.message}`,
        acknowledged: { justification: ack.justification, severity: severity2 }
      });
    } else {
      out.push(severity2 === f.severity ? f : { ...f, severity: severity2 });
    }
  }
  return out;
}
function acknowledges(a, f) {
  const rule = a.rule.startsWith(RULE_ID_PREFIX) ? a.rule.slice(RULE_ID_PREFIX.length) : a.rule;
  if (rule !== f.rule || a.crd !== f.crd) return false;
  if (a.version !== void 0 && a.version !== f.version) return false;
  if (a.path !== void 0 && (f.path === void 0 || !isWithin(f.path, a.path))) return false;
  return true;
}

// src/core/crd-compat/facets.ts
function facetsOf(crd) {
  const out = /* @__PURE__ */ new Map();
  out.set("metadata.name", { value: crd.name, pointer: "/metadata/name" });
  for (const [key, value] of Object.entries(crd.spec)) {
    if (key === "versions") continue;
    flatten(`spec.${key}`, value, `/spec/${escapeSegment(key)}`, out);
  }
  const seen = /* @__PURE__ */ new Set();
  for (const v of crd.versions) {
    if (seen.has(v.name)) continue;
    seen.add(v.name);
    const base = `spec.versions[${v.name}]`;
    out.set(base, { value: v.name, pointer: v.pointer });
    for (const [key, value] of Object.entries(v.raw)) {
      if (key === "name") continue;
      if (key === "schema" && isRecord(value)) {
        for (const [sk, sv] of Object.entries(value)) {
          if (sk !== "openAPIV3Schema") flatten(`${base}.schema.${sk}`, sv, `${v.pointer}/schema/${escapeSegment(sk)}`, out);
        }
        continue;
      }
      flatten(`${base}.${key}`, value, `${v.pointer}/${escapeSegment(key)}`, out);
    }
  }
  return out;
}
function flatten(key, value, pointer, out) {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [k, v] of Object.entries(value)) flatten(`${key}.${k}`, v, appendPointer(pointer, k), out);
    return;
  }
  out.set(key, { value, pointer });
}
function diffFacets(base, head) {
  const a = facetsOf(base);
  const b = facetsOf(head);
  const changes = [];
  for (const [key, fa] of a) {
    const fb = b.get(key);
    if (!fb) changes.push({ key, base: fa });
    else if (!deepEqual(fa.value, fb.value)) changes.push({ key, base: fa, head: fb });
  }
  for (const [key, fb] of b) if (!a.has(key)) changes.push({ key, head: fb });
  return changes;
}
function facetWithin(key, prefix) {
  if (key === prefix) return true;
  if (!key.startsWith(prefix)) return false;
  const next = key[prefix.length];
  return next === "." || next === "[";
}

// src/core/crd-compat/compare.ts
function compareCrdSets(input) {
  const config = input.config ?? DEFAULT_CONFIG;
  const engine = new Engine(config.lint === true ? [...RULES, ...LINT_RULES] : RULES, config);
  const raw = engine.compareSets(input.base, input.head);
  const findings = applyConfig(raw.map((r) => engine.toFinding(r)), config);
  return input.lintSeverity === void 0 ? findings : findings.map((f) => LINT_IDS.has(f.rule) && f.severity === "error" ? { ...f, severity: input.lintSeverity ?? f.severity } : f);
}
function crdManifestFindings(manifests, ruleIds) {
  const ids = new Set(ruleIds);
  const engine = new Engine(RULES.filter((r) => ids.has(r.id) && r.onSingle), DEFAULT_CONFIG);
  return engine.compareSets([], manifests).filter((r) => ids.has(r.rule)).map((r) => engine.toFinding(r));
}
var SEVERITY_DEFAULTS = new Map([...RULES, ...LINT_RULES].map((r) => [r.id, r.defaultSeverity]));
var LINT_IDS = new Set(LINT_RULES.map((r) => r.id));
function defaultSeverity(ruleId) {
  return SEVERITY_DEFAULTS.get(ruleId) ?? "warning";
}
var SCOPE_TEXT = {
  crd: () => "",
  "in-place-served": (v) => `in-place edit of served version ${v ?? ""}`.trim(),
  "in-place-unserved": (v) => `edit of unserved version ${v ?? ""}`.trim(),
  "new-version": (v) => `confined to new version ${v ?? ""}`.trim(),
  "served-versions": () => "between served versions",
  live: () => "live cluster"
};
function composeMessage(raw) {
  const where2 = [raw.version, raw.path].filter((x) => x !== void 0 && x !== "").join(" ");
  const scope = SCOPE_TEXT[raw.scope](raw.version);
  return `${where2 ? `${where2}: ` : ""}${raw.message}${scope ? ` (${scope})` : ""}. Existing objects: ${raw.existing}.`;
}
var Engine = class {
  constructor(rules, config) {
    this.config = config;
    this.nodeRules = rules.filter((r) => r.onNode);
    this.crdRules = rules.filter((r) => r.onCrd);
    this.singleRules = rules.filter((r) => r.onSingle);
    this.removedRules = rules.filter((r) => r.onRemoved);
    this.addedRules = rules.filter((r) => r.onAdded);
  }
  config;
  nodeRules;
  crdRules;
  singleRules;
  removedRules;
  addedRules;
  options(ruleId) {
    return this.config.rules[ruleId]?.options ?? {};
  }
  toFinding(raw) {
    const location = raw.anchor.manifest.locate(raw.anchor.pointer, raw.anchor.at ?? "value");
    const object = raw.anchor.manifest.ref;
    return {
      ruleId: RULE_ID_PREFIX + raw.rule,
      severity: raw.severity ?? defaultSeverity(raw.rule),
      message: composeMessage(raw),
      file: location.file,
      line: location.line,
      column: location.column,
      pointer: location.pointer,
      object,
      hint: raw.hint,
      rule: raw.rule,
      crd: raw.crd,
      ...raw.version !== void 0 ? { version: raw.version } : {},
      ...raw.path !== void 0 ? { path: raw.path } : {},
      ratchet: raw.ratchet,
      scope: raw.scope
    };
  }
  /** Head objects by `apiVersion kind`, built on first use (only a rule about served versions asks). */
  headObjects;
  headManifests = [];
  objectsOf(apiVersion, kind) {
    if (!this.headObjects) {
      this.headObjects = /* @__PURE__ */ new Map();
      for (const m of this.headManifests) {
        const k = `${m.object.apiVersion} ${m.object.kind}`;
        const list = this.headObjects.get(k);
        if (list) list.push(m);
        else this.headObjects.set(k, [m]);
      }
    }
    return this.headObjects.get(`${apiVersion} ${kind}`) ?? [];
  }
  compareSets(baseManifests, headManifests) {
    this.headManifests = headManifests;
    this.headObjects = void 0;
    const out = [];
    const base = this.collect(baseManifests, "base", out);
    const head = this.collect(headManifests, "head", out);
    const pairs = [];
    const removed = [];
    for (const [name, b] of base) {
      const h = head.get(name);
      if (h) pairs.push([b, h]);
      else removed.push(b);
    }
    const added = [...head.values()].filter((h) => !base.has(h.name));
    for (const b of [...removed]) {
      const match = added.find((h) => h.kind !== void 0 && h.kind === b.kind && (h.group === b.group || h.plural === b.plural));
      if (!match) continue;
      removed.splice(removed.indexOf(b), 1);
      added.splice(added.indexOf(match), 1);
      pairs.push([b, match]);
    }
    for (const [b, h] of pairs) this.comparePair(b, h, out);
    for (const crd of removed) this.presence("removed", crd, out);
    for (const crd of added) {
      this.presence("added", crd, out);
      out.push(...this.single(crd));
    }
    return out;
  }
  collect(manifests, side, out) {
    const crds = /* @__PURE__ */ new Map();
    for (const [name, m] of indexCrds(manifests).byName) {
      if (m.object.apiVersion !== CRD_API_VERSION) {
        if (side === "head") out.push(unsupportedApiVersion(m, name));
        continue;
      }
      crds.set(name, readCrd(m));
    }
    return crds;
  }
  presence(which, crd, out) {
    let current = "";
    const context = {
      crd,
      report: (r) => out.push({ ...r, rule: current, crd: crd.name, scope: r.scope ?? "crd" }),
      option: (name) => this.options(current)[name]
    };
    for (const rule of which === "removed" ? this.removedRules : this.addedRules) {
      current = rule.id;
      if (which === "removed") rule.onRemoved?.(context);
      else rule.onAdded?.(context);
    }
  }
  comparePair(base, head, out) {
    if (validateCrd(head).issues.some((i) => i.kind === "decode" && i.at === "value")) {
      this.reportNewAtHead(base, head, out);
      return;
    }
    const changes = diffFacets(base, head);
    const consumed = /* @__PURE__ */ new Set();
    let current = "";
    const context = {
      base,
      head,
      changes: (prefix) => prefix === void 0 ? changes : changes.filter((c) => facetWithin(c.key, prefix)),
      consume: (key) => {
        consumed.add(key);
      },
      sameSchema: (a, b) => a !== void 0 && b !== void 0 && sameShape(a.schema, b.schema),
      objectsOf: (apiVersion, kind) => this.objectsOf(apiVersion, kind),
      report: (r) => out.push({ ...r, rule: current, crd: head.name, scope: r.scope ?? "crd" }),
      option: (name) => this.options(current)[name]
    };
    for (const rule of this.crdRules) {
      current = rule.id;
      rule.onCrd?.(context);
    }
    const left = changes.filter((c) => !consumed.has(c.key));
    if (left.length > 0) out.push(...unclassifiedFacets(left, base, head));
    const seen = /* @__PURE__ */ new Set();
    for (const bv of base.versions) {
      if (seen.has(bv.name)) continue;
      seen.add(bv.name);
      const hv = head.version(bv.name);
      if (!hv || !bv.schema || !hv.schema) continue;
      out.push(
        ...walkSchemas(
          { schema: bv.schema, pointer: bv.schemaPointer, manifest: base.manifest },
          { schema: hv.schema, pointer: hv.schemaPointer, manifest: head.manifest },
          {
            crd: head.name,
            version: bv.name,
            scope: bv.served ? "in-place-served" : "in-place-unserved",
            rules: this.nodeRules,
            options: (id) => this.options(id)
          }
        )
      );
    }
    this.reportNewAtHead(base, head, out);
  }
  /** Single-CRD checks, only what is new at head: the base is checked only by the rules that report something at head. */
  reportNewAtHead(base, head, out) {
    const atHead = this.single(head);
    if (atHead.length > 0) {
      const rules = new Set(atHead.map((f) => f.rule));
      const known = new Set(this.single(base, rules).map(findingKey));
      for (const f of atHead) if (!known.has(findingKey(f))) out.push(f);
    }
  }
  /** Checks of one CRD on its own (structure, size, storage count, served-version divergence). */
  single(crd, only) {
    const out = [];
    let current = "";
    const context = {
      crd,
      diffSchemas: (from, to) => this.diffVersions(crd, from, to),
      report: (r) => out.push({ ...r, rule: current, crd: crd.name, scope: r.scope ?? "crd" }),
      option: (name) => this.options(current)[name]
    };
    for (const rule of this.singleRules) {
      if (only && !only.has(rule.id)) continue;
      current = rule.id;
      rule.onSingle?.(context);
    }
    return out;
  }
  schemaKeys = /* @__PURE__ */ new WeakMap();
  schemaKey(v) {
    let key = this.schemaKeys.get(v);
    if (key === void 0) {
      key = canonicalJson(v.schema);
      this.schemaKeys.set(v, key);
    }
    return key;
  }
  diffVersions(crd, from, to) {
    if (!from.schema || !to.schema) return [];
    if (this.schemaKey(from) === this.schemaKey(to)) return [];
    return walkSchemas(
      { schema: from.schema, pointer: from.schemaPointer, manifest: crd.manifest },
      { schema: to.schema, pointer: to.schemaPointer, manifest: crd.manifest },
      { crd: crd.name, version: to.name, scope: "served-versions", rules: this.nodeRules, options: (id) => this.options(id) }
    ).map((f) => ({ ...f, severity: f.severity ?? defaultSeverity(f.rule) }));
  }
};
function findingKey(f) {
  return f.key ?? `${f.rule}|${f.version ?? ""}|${f.path ?? ""}|${f.message}`;
}
function unsupportedApiVersion(manifest, name) {
  return {
    rule: "structural-schema-invalid",
    crd: name,
    scope: "crd",
    message: `${manifest.object.apiVersion} CustomResourceDefinitions are not served since Kubernetes 1.22, so this CRD was not compared`,
    hint: `Convert it to ${CRD_API_VERSION} (spec.versions[*].schema.openAPIV3Schema per version, structural schemas).`,
    ratchet: "not-applicable",
    existing: "unaffected: the API server rejects the manifest itself",
    anchor: { manifest, pointer: "/apiVersion" }
  };
}
function unclassifiedFacets(left, base, head) {
  return left.map((c) => {
    const anchor = c.head ? { manifest: head.manifest, pointer: c.head.pointer } : { manifest: base.manifest, pointer: c.base?.pointer ?? "" };
    return {
      rule: UNCLASSIFIED_RULE_ID,
      crd: head.name,
      scope: "crd",
      message: `\`${c.key}\` ${describeChange(c.base?.value, c.head?.value)}; no rule of the gate judges this change`,
      hint: "Review the change by hand. If it is safe, acknowledge it in policies/crd-compat.yaml (rule unclassified-change).",
      ratchet: "not-applicable",
      existing: "unknown, not judged",
      anchor,
      key: `${UNCLASSIFIED_RULE_ID}|${c.key}`
    };
  });
}

// src/core/crd-compat/live.ts
function storedVersionsOf2(live) {
  return storedVersionsOf(live.object);
}
function liveSchema(live, version) {
  return schemaOfVersion(live.object, version);
}
function finding(crd, raw) {
  const loc = raw.anchor.manifest.locate(raw.anchor.pointer, raw.anchor.at ?? "value");
  const full = { ...raw, crd: crd.name, scope: "live" };
  return {
    ruleId: RULE_ID_PREFIX + raw.rule,
    severity: raw.severity,
    message: composeMessage(full),
    file: loc.file,
    line: loc.line,
    column: loc.column,
    pointer: loc.pointer,
    object: crd.manifest.ref,
    hint: raw.hint,
    rule: raw.rule,
    crd: crd.name,
    ...raw.version !== void 0 ? { version: raw.version } : {},
    ...raw.path !== void 0 ? { path: raw.path } : {},
    ratchet: raw.ratchet,
    scope: "live"
  };
}
function checkStoredVersions(input) {
  const crd = readCrd(input.head);
  const out = [];
  for (const version of storedVersionsOf2(input.live)) {
    if (crd.version(version)) continue;
    out.push(
      finding(crd, {
        rule: "version-removed",
        severity: "error",
        version,
        message: `version ${version} is in the cluster's status.storedVersions but missing from spec.versions`,
        ratchet: "not-applicable",
        existing: `objects may still be stored as ${version}; the API server rejects this CRD update ("must remain in spec.versions until a storage migration ensures no data remains persisted in ${version}")`,
        hint: `Keep ${version} in spec.versions (served: false is enough); migrate the stored objects, remove ${version} from status.storedVersions, then delete it.`,
        anchor: { manifest: input.head, pointer: "/spec/versions" }
      })
    );
  }
  return out;
}
function versionsToValidate(input) {
  const crd = readCrd(input.head);
  const served = new Set(servedVersionsOf(input.live.object));
  return crd.versions.filter((v) => v.schema && served.has(v.name) && !sameShape(v.schema, liveSchema(input.live, v.name))).map((v) => v.name);
}
var NOT_RATCHETED = /* @__PURE__ */ new Set(["schema/required", "schema/duplicate", "schema/composition", "schema/metadata"]);
var NOT_FAILURES = /* @__PURE__ */ new Set(["schema/unknown-field", "schema/null-field", "schema/cel-skipped", "schema/version-not-served"]);
var StoredObjectTally = class {
  constructor(version, maxExamples = 5) {
    this.version = version;
    this.maxExamples = maxExamples;
  }
  version;
  maxExamples;
  total = 0;
  failing = 0;
  notRatcheted = 0;
  pruned = 0;
  examples = [];
  add(object, violations) {
    this.total += 1;
    const failures = violations.filter((v) => !NOT_FAILURES.has(v.ruleId) && v.severity === "error");
    if (violations.some((v) => v.ruleId === "schema/unknown-field")) this.pruned += 1;
    if (failures.length === 0) return;
    this.failing += 1;
    if (failures.some((v) => NOT_RATCHETED.has(v.ruleId) || /oldSelf/.test(v.message))) this.notRatcheted += 1;
    if (this.examples.length < this.maxExamples) {
      this.examples.push({
        ref: {
          ...object.metadata.namespace !== void 0 ? { namespace: object.metadata.namespace } : {},
          ...object.metadata.name !== void 0 ? { name: object.metadata.name } : {}
        },
        violations: failures.slice(0, 3).map((v) => `${v.pointer || "/"}: ${v.message}`)
      });
    }
  }
  /** Validates one stored object with the head validator and adds it. */
  validate(validator2, object) {
    this.add(object, validator2.validate(object));
  }
};
function storedObjectFindings(input) {
  const crd = readCrd(input.head);
  const t = input.tally;
  const v = crd.version(t.version);
  const anchor = { manifest: input.head, pointer: v?.schemaPointer ?? "/spec/versions" };
  const out = [];
  if (t.failing > 0) {
    const examples = t.examples.map((e) => `${e.ref.namespace ? `${e.ref.namespace}/` : ""}${e.ref.name ?? "?"} (${e.violations.join("; ")})`).join("; ");
    out.push(
      finding(crd, {
        rule: "stored-objects-invalid",
        severity: "error",
        version: t.version,
        message: `${t.failing} of ${t.total} stored object${t.total === 1 ? "" : "s"} would fail validation against the head schema on their next write; ${t.notRatcheted} of them even on an update that leaves them unchanged; e.g. ${examples}`,
        ratchet: t.notRatcheted > 0 ? "enforced" : "tolerated",
        existing: t.notRatcheted > 0 ? `${t.notRatcheted} are rejected on every write (required, list-type, composition and metadata checks are not ratcheted); the others fail on create and on edits of the offending fields` : "tolerated by validation ratcheting while their offending fields stay unchanged; creates and edits of those fields are rejected",
        hint: "Migrate the listed objects to the new shape before applying the CRD, or keep the old constraint in this version.",
        anchor
      })
    );
  }
  if (t.pruned > 0) {
    out.push(
      finding(crd, {
        rule: "stored-objects-invalid",
        severity: "warning",
        version: t.version,
        message: `${t.pruned} of ${t.total} stored object${t.total === 1 ? "" : "s"} have fields the head schema does not declare; they are pruned when read and lost on the next write`,
        ratchet: "not-applicable",
        existing: "their undeclared fields are dropped",
        hint: "Declare the fields (or keep x-kubernetes-preserve-unknown-fields) before applying the CRD.",
        anchor
      })
    );
  }
  return out;
}
function notValidatedFinding(input) {
  const crd = readCrd(input.head);
  const v = crd.version(input.version);
  return finding(crd, {
    rule: "stored-objects-invalid",
    severity: "warning",
    version: input.version,
    message: `the stored objects were not validated: the head schema could not be compiled (${input.reason})`,
    ratchet: "not-applicable",
    existing: "unknown, not checked",
    hint: "Fix the schema (see the structural-schema-invalid findings), then run crd-diff --kubeconfig again.",
    anchor: { manifest: input.head, pointer: v?.schemaPointer ?? "/spec/versions" }
  });
}

// src/core/check/config-changes.ts
var POLICY_CHANGED = "gate/policy-changed";
var GATE_RULES = [
  {
    id: POLICY_CHANGED,
    summary: "A pull request changes the policy pack, driftgate.yaml, waivers or the CRD gate configuration; the check used the base revision, the change applies after merge",
    defaultSeverity: "warning"
  }
];
function firstDifferentLine(base, head) {
  const a = base.split("\n");
  const b = head.split("\n");
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return Math.min(i, Math.max(0, b.length - 1)) + 1;
}
function configChangeFindings(input) {
  const severity2 = input.severity ?? "warning";
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
      if (sameContents(b, h)) continue;
      out.push({ ruleId: POLICY_CHANGED, severity: severity2, file: p, line: firstDifferentLine(fileText(b), fileText(h)), column: 1, message: `${p} is changed by this pull request. ${after}`, hint });
    } else if (h) {
      out.push({ ruleId: POLICY_CHANGED, severity: severity2, file: p, line: 1, column: 1, message: `${p} is added by this pull request. ${after}`, hint });
    } else {
      out.push({ ruleId: POLICY_CHANGED, severity: severity2, file: p, message: `${p} is deleted by this pull request. ${after}`, hint });
    }
  }
  return out;
}

// src/core/policy/match.ts
function ruleMatches(rule, req, version) {
  const r = req.resource;
  if (!rule.operations.includes("*") && !rule.operations.includes(req.operation)) return false;
  if (!rule.apiGroups.includes("*") && !rule.apiGroups.includes(r.group)) return false;
  if (!rule.apiVersions.includes("*") && !rule.apiVersions.includes(version)) return false;
  const resourceOk = rule.resources.some((x) => x === "*" || x === "*/*" || x === r.resource);
  if (!resourceOk) return false;
  if (rule.scope === "Cluster" && r.namespaced) return false;
  if (rule.scope === "Namespaced" && !r.namespaced) return false;
  if (rule.resourceNames.length > 0 && !rule.resourceNames.includes(req.name)) return false;
  return true;
}
function rulesMatch(rules, req, matchPolicy) {
  if (rules.some((rule) => ruleMatches(rule, req, req.resource.version))) return { matches: true };
  if (matchPolicy === "Equivalent") {
    for (const v of req.resource.versions) {
      if (v === req.resource.version) continue;
      if (rules.some((rule) => ruleMatches(rule, req, v))) return { matches: true, equivalentVersion: v };
    }
  }
  return { matches: false };
}
var NO_MATCH = { matches: false };
function selectorsMatch(m, req) {
  if (req.namespaceLabels !== void 0 && !labelSelectorMatches(m.namespaceSelector, req.namespaceLabels)) return false;
  if (m.objectSelector && !req.objectLabels.some((labels) => labelSelectorMatches(m.objectSelector, labels))) return false;
  return true;
}
function rulesOutcome(m, req, requireRules) {
  let outcome = { matches: true };
  if (m.resourceRules.length > 0 || requireRules) {
    outcome = rulesMatch(m.resourceRules, req, m.matchPolicy);
    if (!outcome.matches) return outcome;
  }
  if (m.excludeResourceRules.some((rule) => ruleMatches(rule, req, req.resource.version))) return NO_MATCH;
  return outcome;
}
var namesMemo = /* @__PURE__ */ new WeakMap();
function namesObjects(m) {
  let names = namesMemo.get(m);
  if (names === void 0) {
    names = m.resourceRules.some((r) => r.resourceNames.length > 0) || m.excludeResourceRules.some((r) => r.resourceNames.length > 0);
    namesMemo.set(m, names);
  }
  return names;
}
var kindMemo = { rules: /* @__PURE__ */ new WeakMap(), optional: /* @__PURE__ */ new WeakMap() };
function kindOutcome(m, resource, operation, requireRules) {
  const memo = requireRules ? kindMemo.rules : kindMemo.optional;
  const byResource = getOrMake(memo, m, () => /* @__PURE__ */ new WeakMap());
  const byOperation = getOrMake(byResource, resource, () => /* @__PURE__ */ new Map());
  return getOrMake(byOperation, operation, () => rulesOutcome(m, { resource, operation, name: "" }, requireRules));
}
function matchResourcesByKind(m, req, requireRules) {
  if (!selectorsMatch(m, req)) return NO_MATCH;
  if (namesObjects(m)) return rulesOutcome(m, req, requireRules);
  return kindOutcome(m, req.resource, req.operation, requireRules);
}
function mayMatchKind(m, resource, operation, requireRules) {
  return namesObjects(m) || kindOutcome(m, resource, operation, requireRules).matches;
}

// src/core/policy/admission.ts
function newAdmissionCache() {
  return {};
}
function paramIndex(objects) {
  const index = /* @__PURE__ */ new Map();
  let last;
  for (const m of objects) {
    const { apiVersion, kind } = m.object;
    if (last !== void 0 && last.kind === kind && last.apiVersion === apiVersion) {
      last.list.push(m);
      continue;
    }
    const key = `${apiVersion}\0${kind}`;
    let list = index.get(key);
    if (list) list.push(m);
    else index.set(key, list = [m]);
    last = { apiVersion, kind, list };
  }
  return (apiVersion, kind) => index.get(`${apiVersion}\0${kind}`) ?? [];
}
var MAX_MESSAGE_BYTES = 5 * 1024;
var encoder = new TextEncoder();
var utf8Length = (s) => encoder.encode(s).length;
function requestFor(attrs, matchedVersion) {
  const byVersion = attrs.cache.request ??= /* @__PURE__ */ new Map();
  const key = matchedVersion ?? "";
  let entry = byVersion.get(key);
  if (!entry) {
    const request = makeRequest(attrs, matchedVersion);
    entry = { request, cel: requestToCel(request, attrs, matchedVersion) };
    byVersion.set(key, entry);
  }
  return entry;
}
var requestConstants = /* @__PURE__ */ new WeakMap();
function constantParts(attrs, request, matchedVersion) {
  let byKey = requestConstants.get(attrs.resource);
  if (!byKey) {
    byKey = /* @__PURE__ */ new Map();
    requestConstants.set(attrs.resource, byKey);
  }
  const key = `${matchedVersion ?? ""}\0${attrs.operation}`;
  let parts = byKey.get(key);
  if (!parts) {
    parts = /* @__PURE__ */ new Map();
    for (const [k, v] of Object.entries(request)) if (k !== "userInfo" && v !== null && typeof v === "object") parts.set(k, toCelValue(v));
    byKey.set(key, parts);
  }
  return parts;
}
function requestToCel(request, attrs, matchedVersion) {
  const parts = constantParts(attrs, request, matchedVersion);
  const entries = /* @__PURE__ */ new Map();
  for (const [k, v] of Object.entries(request)) {
    if (k === "userInfo") entries.set(k, cachedCel(attrs.userInfo, v));
    else if (v !== null && typeof v === "object") entries.set(k, parts.get(k) ?? toCelValue(v));
    else entries.set(k, v);
  }
  return celMap(entries);
}
function makeRequest(attrs, matchedVersion) {
  const r = attrs.resource;
  const gvk = { group: r.group, version: matchedVersion ?? r.version, kind: r.kind };
  const gvr = { group: r.group, version: matchedVersion ?? r.version, resource: r.resource };
  return {
    kind: gvk,
    resource: gvr,
    subResource: "",
    requestKind: { group: r.group, version: r.version, kind: r.kind },
    requestResource: { group: r.group, version: r.version, resource: r.resource },
    requestSubResource: "",
    name: attrs.object.metadata.name ?? "",
    // The API server gives a Namespace request its own name as namespace.
    namespace: r.group === "" && r.kind === "Namespace" ? attrs.object.metadata.name ?? "" : attrs.namespace,
    operation: attrs.operation,
    userInfo: {
      username: attrs.userInfo.username,
      uid: attrs.userInfo.uid ?? "",
      groups: [...attrs.userInfo.groups],
      extra: attrs.userInfo.extra ?? {}
    },
    dryRun: false,
    options: attrs.operation === "CREATE" ? { apiVersion: "meta.k8s.io/v1", kind: "CreateOptions" } : { apiVersion: "meta.k8s.io/v1", kind: "UpdateOptions" }
  };
}
function matchRequest(attrs) {
  return attrs.cache.match ??= makeMatchRequest(attrs);
}
function makeMatchRequest(attrs) {
  const labels = (o) => ({ ...o?.metadata.labels ?? {} });
  return {
    resource: attrs.resource,
    operation: attrs.operation,
    name: attrs.object.metadata.name ?? "",
    objectLabels: attrs.oldObject ? [labels(attrs.object), labels(attrs.oldObject)] : [labels(attrs.object)],
    ...attrs.namespaceLabels !== void 0 ? { namespaceLabels: attrs.namespaceLabels } : {}
  };
}
var PolicyIndex = class {
  constructor(policies, bindings) {
    this.policies = policies;
    this.bindings = bindings;
  }
  policies;
  bindings;
  byKind = /* @__PURE__ */ new WeakMap();
  candidates(resource, operation) {
    const byOperation = getOrMake(this.byKind, resource, () => /* @__PURE__ */ new Map());
    return getOrMake(byOperation, operation, () => this.policies.filter((p) => (this.bindings.get(p.name) ?? []).length > 0 && mayMatchKind(p.matchConstraints, resource, operation, true)));
  }
};
function admit(policy, bindings, attrs, env) {
  const req = matchRequest(attrs);
  const policyMatch = matchResourcesByKind(policy.matchConstraints, req, true);
  if (!policyMatch.matches) return [];
  const decisions = [];
  const base = { policy, expressions: [] };
  if (policy.paramKind) {
    const paramResource = env.catalog.lookup(policy.paramKind.apiVersion, policy.paramKind.kind);
    if (paramResource.guessed) {
      const detail = `failed to configure policy: failed to find resource referenced by paramKind: '${policy.paramKind.apiVersion}, Kind=${policy.paramKind.kind}'`;
      if (policy.failurePolicy === "Fail") decisions.push({ ...base, kind: "config-error", detail, actions: ["Deny"] });
      return decisions;
    }
  }
  const requestValue = policyReads(policy).has("request") ? requestFor(attrs, policyMatch.equivalentVersion).cel : null;
  for (const binding of bindings) {
    if (binding.matchResources && !matchResourcesByKind(binding.matchResources, req, false).matches) continue;
    const params = paramsFor(policy, binding, attrs, env);
    if ("error" in params) {
      if (policy.failurePolicy === "Fail") {
        decisions.push({ ...base, binding, kind: "config-error", detail: `failed to configure binding: ${params.error}`, actions: ["Deny"] });
      }
      continue;
    }
    for (const param of params.list) {
      decisions.push(...validate2(policy, binding, attrs, requestValue, param));
    }
  }
  return decisions;
}
var paramsMemo = /* @__PURE__ */ new WeakMap();
function paramsFor(policy, binding, attrs, env) {
  const byBinding = getOrMake(paramsMemo, env, () => /* @__PURE__ */ new Map());
  const byNamespace = getOrMake(byBinding, binding, () => /* @__PURE__ */ new Map());
  const ref = binding.paramRef;
  const key = !policy.paramKind || !ref || ref.namespace !== void 0 ? void 0 : attrs.namespace;
  return getOrMake(byNamespace, key, () => collectParams(policy, binding, attrs, env));
}
function collectParams(policy, binding, attrs, env) {
  if (!policy.paramKind) return { list: [void 0] };
  const ref = binding.paramRef;
  if (!ref) return { error: `policy '${policy.name}' has paramKind ${policy.paramKind.kind} but binding '${binding.name}' has no paramRef` };
  const paramResource = env.catalog.lookup(policy.paramKind.apiVersion, policy.paramKind.kind);
  let namespace = "";
  if (paramResource.namespaced) {
    namespace = ref.namespace ?? attrs.namespace;
    if (namespace === "") return { error: "cannot use namespaced paramRef in policy binding that matches cluster-scoped resources" };
  }
  const candidates = env.params(policy.paramKind.apiVersion, policy.paramKind.kind).filter((m) => !paramResource.namespaced || (m.object.metadata.namespace ?? "") === namespace);
  const found = ref.name !== void 0 ? candidates.filter((m) => m.object.metadata.name === ref.name) : candidates.filter((m) => labelSelectorMatches(ref.selector, m.object.metadata.labels ?? {}));
  found.sort((a, b) => (a.object.metadata.name ?? "").localeCompare(b.object.metadata.name ?? ""));
  if (found.length === 0) {
    if (ref.parameterNotFoundAction === "Deny") return { error: "no params found for policy binding with `Deny` parameterNotFoundAction" };
    return { list: [] };
  }
  return { list: found };
}
var valueCache = /* @__PURE__ */ new WeakMap();
function cachedCel(value, as = value) {
  let c = valueCache.get(value);
  if (c === void 0) {
    c = toCelValue(as);
    valueCache.set(value, c);
  }
  return c;
}
function objectCel(attrs) {
  return attrs.cache.object ??= toCelValue(attrs.object);
}
function oldObjectCel(attrs) {
  return attrs.cache.oldObject ??= attrs.oldObject ? toCelValue(attrs.oldObject) : null;
}
function namespaceCel(attrs) {
  return attrs.cache.namespaceObject ??= attrs.namespaceObject ? cachedCel(attrs.namespaceObject) : null;
}
var readsMemo = /* @__PURE__ */ new WeakMap();
function policyReads(policy) {
  let reads = readsMemo.get(policy);
  if (!reads) {
    const expressions = [
      ...policy.matchConditions,
      ...policy.variables,
      ...policy.validations.flatMap((v) => v.messageExpression ? [v.check, v.messageExpression] : [v.check]),
      ...policy.auditAnnotations
    ];
    reads = new Set(expressions.flatMap((e) => [...e.program.variablesUsed]));
    readsMemo.set(policy, reads);
  }
  return reads;
}
var LazyVariables = class extends Map {
  constructor(compute) {
    super();
    this.compute = compute;
  }
  compute;
  tried = /* @__PURE__ */ new Set();
  get(name) {
    if (!this.tried.has(name)) {
      this.tried.add(name);
      const value = this.compute(name);
      if (value !== void 0) super.set(name, value);
    }
    return super.get(name);
  }
  has(name) {
    return this.get(name) !== void 0;
  }
};
var usedCache = /* @__PURE__ */ new WeakMap();
function usedVariables(c) {
  let used = usedCache.get(c);
  if (!used) {
    used = [...new Set((c.program.fieldPaths.get("variables") ?? []).map((p) => p[0] ?? ""))];
    usedCache.set(c, used);
  }
  return used;
}
var paramsOnly = /* @__PURE__ */ new WeakMap();
function evaluateOnce(c, bindings, costLimit, attrs) {
  const used = c.program.variablesUsed;
  if (used.size === 1 && used.has("object")) return evaluateForObject(c, bindings, costLimit, attrs);
  if (used.size !== 1 || !used.has("params")) return evaluate(c.program, bindings, { costLimit });
  let memo = paramsOnly.get(c);
  if (!memo) {
    memo = { byParams: /* @__PURE__ */ new WeakMap() };
    paramsOnly.set(c, memo);
  }
  const params = bindings.params;
  const key = params !== null && typeof params === "object" ? params : void 0;
  const hit = key ? memo.byParams.get(key) : memo.withoutParams;
  if (hit && hit.cost <= costLimit) return hit;
  const r = evaluate(c.program, bindings, { costLimit });
  if (!r.ok && r.error.kind === "cost") return r;
  if (key) memo.byParams.set(key, r);
  else memo.withoutParams = r;
  return r;
}
function evaluateForObject(c, bindings, costLimit, attrs) {
  const memo = attrs.cache.objectOnly ??= /* @__PURE__ */ new Map();
  const text = c.program.expression;
  const hit = memo.get(text);
  if (hit && hit.cost <= costLimit) return hit;
  const r = evaluate(c.program, bindings, { costLimit });
  if (!r.ok && r.error.kind === "cost") return r;
  memo.set(text, r);
  return r;
}
function run(c, bindings, budget, attrs) {
  const r = evaluateOnce(c, bindings, Math.min(PER_CALL_COST_LIMIT, Math.max(budget.remaining, 0)), attrs);
  budget.remaining -= r.cost;
  if (r.ok) return { ok: true, value: r.value };
  if (r.error.kind === "cost" && budget.remaining <= 0) {
    return { ok: false, message: "validation failed due to running out of cost budget, no further validation rules will be run", outOfBudget: true };
  }
  return { ok: false, message: `expression '${c.expression}' resulted in error: ${r.error.message}`, outOfBudget: false };
}
function validate2(policy, binding, attrs, request, param) {
  const common = { policy, binding, actions: binding.validationActions, ...param ? { param } : {} };
  if (policy.usesAuthorizer) {
    return [{ ...common, kind: "not-evaluated", detail: "the policy uses `authorizer`, which needs the cluster's authorization and cannot be evaluated offline", expressions: [] }];
  }
  const failKind = policy.failurePolicy === "Fail" ? "error" : "ignored-error";
  const reads = policyReads(policy);
  const bindings = {
    object: reads.has("object") ? objectCel(attrs) : null,
    oldObject: reads.has("oldObject") ? oldObjectCel(attrs) : null,
    request,
    namespaceObject: reads.has("namespaceObject") ? namespaceCel(attrs) : null,
    params: param && reads.has("params") ? cachedCel(param.object) : null
  };
  const budget = { remaining: RUNTIME_COST_BUDGET };
  let variableErrors;
  if (policy.variables.length > 0) {
    const variableExprs = policy.variableByName;
    const variables = new LazyVariables((name) => {
      const v = variableExprs.get(name);
      if (!v) return void 0;
      const r = run(v, bindings, budget, attrs);
      if (r.ok) return r.value;
      (variableErrors ??= /* @__PURE__ */ new Map()).set(name, r.message);
      return void 0;
    });
    bindings.variables = celMap(variables);
  }
  const involved = (c) => [c, ...usedVariables(c).flatMap((n) => policy.variableByName.get(n) ?? [])];
  const runWithVariables = (c) => {
    const r = run(c, bindings, budget, attrs);
    if (r.ok || r.outOfBudget) return r;
    for (const n of usedVariables(c)) {
      const err = variableErrors?.get(n);
      if (err !== void 0) return { ok: false, message: `expression '${c.expression}' resulted in error: composited variable "${n}" fails to evaluate: ${err}`, outOfBudget: false };
    }
    return r;
  };
  const conditionErrors = [];
  for (const mc of policy.matchConditions) {
    const r = runWithVariables(mc);
    if (r.ok && r.value === false) return [];
    if (!r.ok) conditionErrors.push(r.message);
    else if (r.value !== true) conditionErrors.push(`expression '${mc.expression}' resulted in a non-boolean value`);
  }
  if (conditionErrors.length > 0) {
    if (policy.failurePolicy === "Ignore") return [];
    const detail = conditionErrors.length === 1 ? conditionErrors[0] ?? "" : `[${conditionErrors.join(", ")}]`;
    return [{ ...common, kind: "error", detail, expressions: policy.matchConditions }];
  }
  const decisions = [];
  for (const v of policy.validations) {
    const r = runWithVariables(v.check);
    if (r.ok && r.value === true) continue;
    const where2 = { validationIndex: v.index, expressions: involved(v.check), ...v.fieldPath !== void 0 ? { fieldPath: v.fieldPath } : {} };
    if (!r.ok) {
      if (r.outOfBudget) {
        return [...decisions, { ...common, ...where2, kind: failKind, detail: r.message }];
      }
      decisions.push({ ...common, ...where2, kind: failKind, detail: r.message });
      continue;
    }
    if (typeof r.value !== "boolean") {
      decisions.push({ ...common, ...where2, kind: failKind, detail: `expression '${v.check.expression}' resulted in error: no such overload` });
      continue;
    }
    let message = "";
    if (v.messageExpression) {
      const m = runWithVariables(v.messageExpression);
      if (m.ok && typeof m.value === "string") {
        message = m.value.trim();
        if (utf8Length(message) > MAX_MESSAGE_BYTES || message.includes("\n")) message = "";
      }
    }
    if (message === "" && v.message !== void 0 && v.message.trim() !== "") message = v.message.trim();
    if (message === "") message = `failed expression: ${v.check.expression.trim()}`;
    decisions.push({ ...common, ...where2, kind: "violation", detail: message, ...v.reason !== void 0 ? { reason: v.reason } : {} });
  }
  for (const a of policy.auditAnnotations) {
    const r = runWithVariables(a);
    if (!r.ok) decisions.push({ ...common, kind: failKind, detail: r.message, expressions: involved(a) });
    else if (typeof r.value !== "string" && r.value !== null) {
      decisions.push({
        ...common,
        kind: failKind,
        detail: `valueExpression '${a.expression}' resulted in unsupported return type: ${formatCelValue(r.value)}. Return type must be either string or null.`,
        expressions: [a]
      });
    }
  }
  return decisions;
}
function decisionMessage(d, action) {
  const who = d.binding ? `ValidatingAdmissionPolicy '${d.policy.name}' with binding '${d.binding.name}'` : `ValidatingAdmissionPolicy '${d.policy.name}'`;
  switch (action) {
    case "Deny":
      return `${who} denied request: ${d.detail}`;
    case "Warn":
      return `Validation failed for ${who}: ${d.detail}`;
    case "Audit":
      return `${who} audit: validation failed: ${d.detail}`;
  }
}
function namespaceObjectFor(name, manifest) {
  const meta = manifest?.metadata ?? { name };
  const labels = { ...meta.labels ?? {}, "kubernetes.io/metadata.name": name };
  const spec = manifest && isRecord(manifest.spec) ? manifest.spec : {};
  return {
    metadata: {
      name,
      labels,
      ...meta.annotations ? { annotations: { ...meta.annotations } } : {}
    },
    spec: { finalizers: Array.isArray(spec.finalizers) ? spec.finalizers : ["kubernetes"] },
    status: { phase: "Active" }
  };
}

// src/core/policy/config.ts
var import_ajv = __toESM(require_ajv(), 1);
var CONFIG_API_VERSION2 = "policy.driftgate.dev/v1alpha1";
var CONFIG_KIND2 = "DriftgateConfig";
var DEFAULT_WAIVER_MAX_DAYS = 90;
var NEVER_WAIVABLE = [
  "vap/tenant-access-system-groups",
  "vap/tenant-namespace-reserved",
  "cross/tenant-namespace-taken",
  "cross/unique-tenant-namespace",
  "rbac/*",
  "scope/*",
  "gate/*",
  "waiver/*",
  "policy-pack/*"
];
function matchesRulePattern(ruleId, pattern) {
  if (pattern === "*") return true;
  if (pattern.endsWith("/*")) return ruleId.startsWith(pattern.slice(0, -1));
  return ruleId === pattern;
}
function isNeverWaivable(ruleId) {
  return NEVER_WAIVABLE.some((p) => matchesRulePattern(ruleId, p));
}
var DEFAULT_USER = {
  username: "system:serviceaccount:driftgate-system:driftgate",
  groups: ["system:serviceaccounts", "system:serviceaccounts:driftgate-system", "system:authenticated"]
};
var DEFAULT_CONFIG2 = {
  tenants: { group: "platform.example.com", kind: "TenantOnboarding" },
  request: { userInfo: DEFAULT_USER, defaultNamespace: "default" },
  rules: {
    uniqueTenantNamespace: { enabled: true, severity: "error" },
    uniqueNames: { enabled: true, severity: "error" },
    budgets: { enabled: false, severity: "error", totals: {} },
    egressTargets: { enabled: true, severity: "error", systemNamespaces: ["kube-system"] },
    tenantNamespaceTaken: { enabled: true, severity: "error" }
  },
  waivers: [],
  waiverLimits: { maxDays: DEFAULT_WAIVER_MAX_DAYS, waivableRules: ["*"] },
  unvalidatedKinds: []
};
var severity = { enum: ["error", "warning", "info"] };
var toggle = (extra = {}) => ({
  type: "object",
  additionalProperties: false,
  properties: { enabled: { type: "boolean" }, severity, ...extra }
});
var quantity = { anyOf: [{ type: "string", minLength: 1 }, { type: "number" }] };
var CONFIG_SCHEMA = {
  type: "object",
  required: ["apiVersion", "kind"],
  additionalProperties: false,
  properties: {
    apiVersion: { const: CONFIG_API_VERSION2 },
    kind: { const: CONFIG_KIND2 },
    metadata: { type: "object", properties: { name: { type: "string" } } },
    spec: {
      type: "object",
      additionalProperties: false,
      properties: {
        tenants: {
          type: "object",
          additionalProperties: false,
          required: ["group", "kind"],
          properties: { group: { type: "string", minLength: 1 }, kind: { type: "string", minLength: 1 } }
        },
        request: {
          type: "object",
          additionalProperties: false,
          properties: {
            defaultNamespace: { type: "string", minLength: 1 },
            userInfo: {
              type: "object",
              additionalProperties: false,
              required: ["username"],
              properties: {
                username: { type: "string", minLength: 1 },
                uid: { type: "string" },
                groups: { type: "array", items: { type: "string" } },
                extra: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } }
              }
            }
          }
        },
        rules: {
          type: "object",
          additionalProperties: false,
          properties: {
            uniqueTenantNamespace: toggle(),
            uniqueNames: toggle(),
            budgets: toggle({
              totals: {
                type: "object",
                additionalProperties: false,
                properties: { gpuCount: { type: "integer", minimum: 0 }, cpu: quantity, memory: quantity }
              }
            }),
            egressTargets: toggle({ systemNamespaces: { type: "array", items: { type: "string", minLength: 1 } } }),
            tenantNamespaceTaken: toggle()
          }
        },
        waivers: {
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["rule", "object", "justification", "expires"],
            properties: {
              rule: { type: "string", minLength: 1 },
              object: {
                type: "object",
                additionalProperties: false,
                required: ["kind", "name"],
                properties: { apiVersion: { type: "string" }, kind: { type: "string" }, namespace: { type: "string" }, name: { type: "string" } }
              },
              justification: { type: "string", minLength: 1 },
              expires: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
              approved: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" }
            }
          }
        },
        unvalidatedKinds: {
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["apiVersion", "kind", "reason"],
            properties: { apiVersion: { type: "string", minLength: 1 }, kind: { type: "string", minLength: 1 }, reason: { type: "string", minLength: 1 } }
          }
        },
        // The repository's pack replaces the shipped default pack instead of extending it.
        replaceDefaults: { type: "boolean" },
        waiverLimits: {
          type: "object",
          additionalProperties: false,
          properties: {
            maxDays: { type: "integer", minimum: 1, maximum: 3650 },
            waivableRules: { type: "array", items: { type: "string", minLength: 1 } }
          }
        }
      }
    }
  }
};
var configAjv;
var CONFIG_AJV = {
  name: "config",
  // validateSchema: false — the schema is ours and fixed; compiling ajv's meta-schema costs ~150 ms at start-up.
  ajv: () => configAjv ??= new import_ajv.Ajv({ allErrors: true, strict: true, validateSchema: false, code: { source: true } }),
  runtime: () => ({}),
  keywordCode: /* @__PURE__ */ new Map()
};
var validator;
function schemaValidator() {
  validator ??= compileWithCodeStore(CONFIG_AJV, CONFIG_SCHEMA);
  return validator;
}
function parseConfig(document) {
  const findings = [];
  const problem2 = (pointer, message, at = "value") => {
    const loc = document.locate(pointer, at);
    findings.push({ ruleId: "policy-pack/config", severity: "error", message, file: loc.file, line: loc.line, column: loc.column, pointer, hint: "See docs/policies.md for the driftgate.yaml format." });
  };
  const validate3 = schemaValidator();
  if (!validate3(document.value)) {
    for (const e of validate3.errors ?? []) {
      const { pointer, message, at } = describeAjvError(e);
      problem2(pointer, message, at);
    }
    if (!isRecord(document.value)) return { config: { ...DEFAULT_CONFIG2, document }, findings };
  }
  const root = document.value;
  const spec = isRecord(root.spec) ? root.spec : {};
  const get = (o, k) => isRecord(o) ? o[k] : void 0;
  const tenantsRaw = get(spec, "tenants");
  const tenants = isRecord(tenantsRaw) && typeof tenantsRaw.group === "string" && typeof tenantsRaw.kind === "string" ? { group: tenantsRaw.group, kind: tenantsRaw.kind } : DEFAULT_CONFIG2.tenants;
  const req = get(spec, "request");
  const ui = get(req, "userInfo");
  const userInfo = isRecord(ui) ? {
    username: String(ui.username),
    ...typeof ui.uid === "string" ? { uid: ui.uid } : {},
    groups: Array.isArray(ui.groups) ? ui.groups.map(String) : [],
    ...isRecord(ui.extra) ? { extra: Object.fromEntries(Object.entries(ui.extra).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : []])) } : {}
  } : DEFAULT_USER;
  const defaultNamespace = typeof get(req, "defaultNamespace") === "string" ? String(get(req, "defaultNamespace")) : "default";
  const rules = get(spec, "rules");
  const readToggle = (name) => {
    const raw = get(rules, name);
    const d = DEFAULT_CONFIG2.rules[name];
    return {
      enabled: typeof get(raw, "enabled") === "boolean" ? Boolean(get(raw, "enabled")) : raw === void 0 ? d.enabled : true,
      severity: get(raw, "severity") ?? d.severity
    };
  };
  const budgetsRaw = get(rules, "budgets");
  const totalsRaw = get(budgetsRaw, "totals");
  const totals = {};
  if (isRecord(totalsRaw)) {
    if (typeof totalsRaw.gpuCount === "number" && Number.isInteger(totalsRaw.gpuCount)) totals.gpuCount = BigInt(totalsRaw.gpuCount);
    for (const key of ["cpu", "memory"]) {
      const v = totalsRaw[key];
      if (v === void 0) continue;
      const q = parseQuantity(String(v));
      if (!q) problem2(`/spec/rules/budgets/totals/${key}`, `budgets.totals.${key} must be a Kubernetes quantity such as "64" or "256Gi"; found ${JSON.stringify(v)}`);
      else totals[key] = q;
    }
  }
  const egressRaw = get(rules, "egressTargets");
  const systemNamespaces = Array.isArray(get(egressRaw, "systemNamespaces")) ? get(egressRaw, "systemNamespaces").map(String) : DEFAULT_CONFIG2.rules.egressTargets.systemNamespaces;
  const budgetToggle = readToggle("budgets");
  if (budgetsRaw !== void 0 && get(budgetsRaw, "enabled") === void 0) {
    Object.assign(budgetToggle, { enabled: Object.keys(totals).length > 0 });
  }
  const waivers = [];
  const list = get(spec, "waivers");
  if (Array.isArray(list)) {
    list.forEach((w, i) => {
      if (!isRecord(w) || !isRecord(w.object) || typeof w.rule !== "string" || typeof w.expires !== "string" || typeof w.justification !== "string") return;
      const pointer = `/spec/waivers/${i}`;
      const loc = document.locate(pointer);
      const expires = String(w.expires);
      if (/^\d{4}-\d{2}-\d{2}$/.test(expires) && !validDate(expires)) problem2(`${pointer}/expires`, `waiver expiry ${JSON.stringify(expires)} is not a calendar date (YYYY-MM-DD)`);
      const approved = typeof w.approved === "string" ? w.approved : void 0;
      if (approved !== void 0 && /^\d{4}-\d{2}-\d{2}$/.test(approved) && !validDate(approved)) problem2(`${pointer}/approved`, `waiver approval date ${JSON.stringify(approved)} is not a calendar date (YYYY-MM-DD)`);
      waivers.push({
        rule: String(w.rule),
        object: {
          kind: String(w.object.kind),
          name: String(w.object.name),
          ...typeof w.object.apiVersion === "string" ? { apiVersion: w.object.apiVersion } : {},
          ...typeof w.object.namespace === "string" ? { namespace: w.object.namespace } : {}
        },
        justification: String(w.justification).trim(),
        expires,
        ...approved !== void 0 ? { approved } : {},
        at: { file: loc.file, line: loc.line, column: loc.column, pointer }
      });
    });
  }
  const limitsRaw = get(spec, "waiverLimits");
  const maxDaysRaw = get(limitsRaw, "maxDays");
  const maxDays = typeof maxDaysRaw === "number" && Number.isInteger(maxDaysRaw) && maxDaysRaw >= 1 && maxDaysRaw <= 3650 ? maxDaysRaw : DEFAULT_WAIVER_MAX_DAYS;
  const waivableRaw = get(limitsRaw, "waivableRules");
  const waivableRules = [];
  if (Array.isArray(waivableRaw)) {
    waivableRaw.forEach((r, i) => {
      if (typeof r !== "string" || r === "") return;
      const never = NEVER_WAIVABLE.find((p) => matchesRulePattern(r, p));
      if (never !== void 0) {
        problem2(`/spec/waiverLimits/waivableRules/${i}`, `${JSON.stringify(r)} cannot be waivable: it names a security rule (${never}) that no waiver may switch off`);
        return;
      }
      waivableRules.push(r);
    });
  }
  return {
    config: {
      tenants,
      request: { userInfo, defaultNamespace },
      rules: {
        uniqueTenantNamespace: readToggle("uniqueTenantNamespace"),
        uniqueNames: readToggle("uniqueNames"),
        budgets: { ...budgetToggle, totals },
        egressTargets: { ...readToggle("egressTargets"), systemNamespaces },
        tenantNamespaceTaken: readToggle("tenantNamespaceTaken")
      },
      waivers,
      waiverLimits: { maxDays, waivableRules: Array.isArray(waivableRaw) ? waivableRules : DEFAULT_CONFIG2.waiverLimits.waivableRules },
      unvalidatedKinds: readUnvalidatedKinds(get(spec, "unvalidatedKinds")),
      document
    },
    findings
  };
}
function readUnvalidatedKinds(raw) {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((e) => isRecord(e) && typeof e.apiVersion === "string" && typeof e.kind === "string" && typeof e.reason === "string" && e.reason.trim() !== "" ? [{ apiVersion: e.apiVersion, kind: e.kind, reason: e.reason.trim() }] : []);
}
function validDate(text) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}
function describeAjvError(e) {
  const where2 = e.instancePath === "" ? "the document" : e.instancePath.slice(1).replace(/\//g, ".");
  switch (e.keyword) {
    case "additionalProperties": {
      const key = String(e.params.additionalProperty);
      return { pointer: appendPointer(e.instancePath, key), message: `unknown field "${key}" in ${where2}`, at: "key" };
    }
    case "required":
      return { pointer: e.instancePath, message: `${where2} is missing the required field "${String(e.params.missingProperty)}"`, at: "value" };
    case "const":
      return { pointer: e.instancePath, message: `${where2} must be ${JSON.stringify(e.params.allowedValue)}`, at: "value" };
    case "enum":
      return { pointer: e.instancePath, message: `${where2} must be one of ${(e.params.allowedValues ?? []).join(", ")}`, at: "value" };
    default:
      return { pointer: e.instancePath, message: `${where2} ${e.message ?? "is invalid"}`, at: "value" };
  }
}

// src/core/policy/cross.ts
var CROSS_RULES = [
  { id: "cross/unique-tenant-namespace", summary: "No two tenants claim the same namespace", defaultSeverity: "error" },
  { id: "cross/unique-names", summary: "No two objects share group, kind, namespace and name", defaultSeverity: "error" },
  { id: "cross/budget", summary: "The sum of gpuCount, cpu and memory across tenants stays within the configured totals", defaultSeverity: "error" },
  { id: "cross/egress-targets", summary: "Egress targets are tenant namespaces or listed system namespaces", defaultSeverity: "error" },
  {
    id: "cross/tenant-namespace-taken",
    summary: "A tenant does not claim a namespace that exists and belongs to someone else (a Namespace manifest in the repository, or a live namespace not owned by this tenant)",
    defaultSeverity: "error"
  }
];
function keptFactsContext(config) {
  return `cross-facts-v1\0${config.tenants.group}\0${config.tenants.kind}`;
}
function keptCrossFactsOf(manifests, documents, config) {
  const kinds = /* @__PURE__ */ new Set();
  const names = [];
  const namespaces = [];
  const namespaceNames = [];
  const tenants = [];
  let lastApiVersion;
  let lastKind;
  for (const m of manifests) {
    const { apiVersion, kind, metadata } = m.object;
    if (apiVersion !== lastApiVersion || kind !== lastKind) {
      kinds.add(`${apiVersion}\0${kind}`);
      lastApiVersion = apiVersion;
      lastKind = kind;
    }
    if (metadata.name !== void 0) names.push(`${kind}\0${metadata.name}`);
    if (kind === "Namespace" && apiVersion === "v1" && metadata.name) namespaceNames.push(metadata.name);
    if (!isTenant(m, config)) continue;
    const facts = tenantFactsOf(m);
    tenants.push({ m, facts });
    if (facts.namespace !== void 0) namespaces.push(facts.namespace);
  }
  const sums = {};
  for (const field of QUOTA_FIELDS) {
    const part = tenantsSum(tenants, field);
    if (part.sum.count > 0) sums[field] = { ...part.sum.parts(), negative: part.negative };
  }
  return { documents, objects: manifests.length, kinds: [...kinds], names, namespaces, namespaceNames, sums };
}
function finding2(m, ruleId, severity2, pointer, message, hint) {
  const loc = m.locate(pointer);
  return { ruleId, severity: severity2, message, file: loc.file, line: loc.line, column: loc.column, pointer: m.base + pointer, object: m.ref, hint };
}
var where = (m, pointer = "/metadata/name") => formatLocation(m.locate(pointer));
var describe = (m) => `${m.object.kind} ${m.object.metadata.namespace ? m.object.metadata.namespace + "/" : ""}${m.object.metadata.name ?? ""}`;
function isTenant(m, config) {
  return m.object.kind === config.tenants.kind && splitApiVersion(m.object.apiVersion).group === config.tenants.group;
}
var CrossFactsMemo = class {
  #byPath = /* @__PURE__ */ new Map();
  /** What the rules need of all the kept files together, kept up to date file by file (see CrossIndex). */
  #index = { namespaces: /* @__PURE__ */ new Map(), duplicateNamespaces: 0, names: /* @__PURE__ */ new Map(), duplicateNames: 0, sums: {} };
  /** The kept facts of a file, if they were made from these objects under this context. */
  find(path, manifests, start, end, context, catalog, checked = /* @__PURE__ */ new Map()) {
    const kept = this.#byPath.get(path);
    if (kept === void 0 || kept.context !== context || kept.manifests.length !== end - start) return void 0;
    for (let i = start; i < end; i++) if (kept.manifests[i - start] !== manifests[i]) return void 0;
    for (const answer of kept.kinds) {
      let same = checked.get(answer);
      if (same === void 0) {
        const res = catalog.lookup(answer.apiVersion, answer.kind);
        same = res.group === answer.group && res.namespaced === answer.namespaced;
        checked.set(answer, same);
      }
      if (!same) return void 0;
    }
    return kept;
  }
  /** How many files' facts are kept. */
  get size() {
    return this.#byPath.size;
  }
  /**
   * Keeps this revision's facts, and only them, and brings the index to them: the files that left
   * or changed are taken out of it and the new ones put in, so a revision that changes one file of
   * 10,000 updates the counts and sums of one file.
   */
  keep(files) {
    const next = /* @__PURE__ */ new Map();
    for (const f of files) next.set(f.path, f);
    const previous = this.#byPath;
    for (const [path, f] of previous) if (next.get(path) !== f) this.#count(f, -1);
    for (const [path, f] of next) if (previous.get(path) !== f) this.#count(f, 1);
    this.#byPath = next;
    return this.#index;
  }
  #count(file, by) {
    const index = this.#index;
    for (const { facts } of file.tenants) if (facts.namespace !== void 0) index.duplicateNamespaces += countKey(index.namespaces, facts.namespace, by);
    for (const key of file.nameKeys) if (key !== void 0) index.duplicateNames += countKey(index.names, key, by);
    for (const field of QUOTA_FIELDS) {
      const part = partialSum(file, field);
      const total = index.sums[field] ??= { sum: new QuantitySum("DecimalSI"), negatives: 0 };
      if (by === 1) total.sum.addSum(part.sum);
      else total.sum.subtractSum(part.sum);
      if (part.negative) total.negatives += by;
    }
  }
};
var QUOTA_FIELDS = ["gpuCount", "cpu", "memory"];
function countKey(counts, key, by) {
  const before = counts.get(key) ?? 0;
  const after = before + by;
  if (after === 0) counts.delete(key);
  else counts.set(key, after);
  return before < 2 && after >= 2 ? 1 : before >= 2 && after < 2 ? -1 : 0;
}
var KIND_ANSWERS = /* @__PURE__ */ new Map();
var MAX_KIND_ANSWERS = 4096;
function kindAnswer(apiVersion, kind, group, namespaced) {
  const id = `${namespaced ? "n" : "c"}\0${group}\0${apiVersion}\0${kind}`;
  let answer = KIND_ANSWERS.get(id);
  if (answer === void 0) {
    answer = Object.freeze({ apiVersion, kind, group, namespaced });
    if (KIND_ANSWERS.size < MAX_KIND_ANSWERS) KIND_ANSWERS.set(id, answer);
  }
  return answer;
}
function tenantFactsOf(m) {
  const spec = m.object.spec;
  const record = isRecord(spec) ? spec : void 0;
  const quotaField = record !== void 0 && isRecord(record.quota) ? "quota" : "resourceQuota";
  const quota = record !== void 0 && isRecord(record[quotaField]) ? record[quotaField] : void 0;
  const np = record !== void 0 && isRecord(record.networkPolicy) ? record.networkPolicy : void 0;
  return {
    namespace: record !== void 0 && typeof record.namespace === "string" ? record.namespace : void 0,
    quotaField,
    gpuCount: quantityOf(quota?.gpuCount),
    cpu: quantityOf(quota?.cpu),
    memory: quantityOf(quota?.memory),
    egressTargets: np && Array.isArray(np.allowEgressTo) ? np.allowEgressTo : []
  };
}
function quantityOf(raw) {
  return typeof raw === "number" ? parseQuantity(Number.isInteger(raw) ? String(raw) : raw.toString()) : typeof raw === "string" ? parseQuantity(raw) : void 0;
}
function fileFactsOf(path, manifests, start, end, context, config, catalog) {
  const own = start === 0 && end === manifests.length ? manifests : manifests.slice(start, end);
  const kinds = [];
  const tenants = [];
  const nameKeys = [];
  const namespaceManifests = [];
  const { defaultNamespace } = config.request;
  let lastApiVersion;
  let lastKind;
  for (const m of own) {
    if (isTenant(m, config)) tenants.push({ m, facts: tenantFactsOf(m) });
    const { kind, apiVersion, metadata } = m.object;
    const name = metadata.name;
    if (kind === "Namespace" && apiVersion === "v1" && name) namespaceManifests.push(m);
    if (name === void 0) {
      nameKeys.push(void 0);
      continue;
    }
    const res = catalog.lookup(apiVersion, kind);
    if (apiVersion !== lastApiVersion || kind !== lastKind) {
      kinds.push(kindAnswer(apiVersion, kind, res.group, res.namespaced));
      lastApiVersion = apiVersion;
      lastKind = kind;
    }
    const ns = res.namespaced ? metadata.namespace ?? defaultNamespace : "";
    nameKeys.push(`${res.group}\0${kind}\0${ns}\0${name}`);
  }
  return { path, manifests: own, context, kinds, tenants, nameKeys, namespaceManifests, sums: {} };
}
function factsOfInput(input) {
  const { manifests, config, catalog, factsMemo } = input;
  const context = `${config.tenants.group}\0${config.tenants.kind}\0${config.request.defaultNamespace}`;
  if (factsMemo === void 0 && input.keptFiles !== void 0) return { files: withKeptFiles(input, input.keptFiles, context) };
  if (factsMemo === void 0) return { files: [fileFactsOf("", manifests, 0, manifests.length, context, config, catalog)] };
  const files = [];
  const seen = /* @__PURE__ */ new Set();
  const checked = /* @__PURE__ */ new Map();
  let usable = true;
  for (let start = 0; start < manifests.length; ) {
    const path = manifests[start].file;
    let end = start + 1;
    while (end < manifests.length && manifests[end].file === path) end++;
    if (seen.has(path)) usable = false;
    seen.add(path);
    files.push((usable ? factsMemo.find(path, manifests, start, end, context, catalog, checked) : void 0) ?? fileFactsOf(path, manifests, start, end, context, config, catalog));
    start = end;
  }
  return usable ? { files, index: factsMemo.keep(files) } : { files };
}
function withKeptFiles(input, kept, context) {
  const { manifests, config, catalog, reportFiles, focusFiles } = input;
  const runs = /* @__PURE__ */ new Map();
  for (let start = 0; start < manifests.length; ) {
    const path = manifests[start].file;
    let end = start + 1;
    while (end < manifests.length && manifests[end].file === path) end++;
    getOrMake(runs, path, () => []).push([start, end]);
    start = end;
  }
  const wantedNames = /* @__PURE__ */ new Set();
  const wantedNamespaces = /* @__PURE__ */ new Set();
  for (const m of manifests) {
    if (reportFiles !== void 0 && !reportFiles.has(m.file)) continue;
    if (m.object.metadata.name !== void 0) wantedNames.add(`${m.object.kind}\0${m.object.metadata.name}`);
    if (!isTenant(m, config)) continue;
    const ns = tenantFactsOf(m).namespace;
    if (ns !== void 0) wantedNamespaces.add(ns);
  }
  const needed = (k) => reportFiles === void 0 || reportFiles.has(k.path) || focusFiles?.has(k.path) === true || k.facts.names.some((n) => wantedNames.has(n)) || k.facts.namespaces.some((n) => wantedNamespaces.has(n)) || k.facts.namespaceNames.some((n) => wantedNamespaces.has(n));
  const files = [];
  const placed = /* @__PURE__ */ new Set();
  const place = (path) => {
    if (placed.has(path)) return;
    placed.add(path);
    const k = kept.byPath.get(path);
    if (k !== void 0) files.push((needed(k) ? void 0 : keptFileFacts(k, context)) ?? loadedFileFacts(k, context, config, catalog));
    for (const [start, end] of runs.get(path) ?? []) files.push(fileFactsOf(path, manifests, start, end, context, config, catalog));
  };
  for (const path of kept.order) place(path);
  for (const path of runs.keys()) place(path);
  return files;
}
function keptFileFacts(k, context) {
  const sums = {};
  for (const field of QUOTA_FIELDS) {
    const part = k.facts.sums[field];
    const sum = part === void 0 ? new QuantitySum("DecimalSI") : QuantitySum.restore("DecimalSI", part);
    if (sum === void 0) return void 0;
    sums[field] = { sum, negative: part?.negative === true };
  }
  return { path: k.path, manifests: [], context, kinds: [], tenants: [], nameKeys: [], namespaceManifests: [], sums, kept: k };
}
function loadedFileFacts(k, context, config, catalog) {
  const manifests = k.load();
  return fileFactsOf(k.path, manifests, 0, manifests.length, context, config, catalog);
}
function crossDocumentFindings(input) {
  const { config, reportFiles } = input;
  const wanted = reportFiles ? (m) => reportFiles.has(m.file) : () => true;
  const { files, index } = factsOfInput(input);
  let tenants = files.length === 1 ? files[0].tenants : [];
  if (files.length > 1) tenants = files.flatMap((f) => f.tenants);
  const out = [];
  if (config.rules.uniqueTenantNamespace.enabled && (index === void 0 || index.duplicateNamespaces > 0)) out.push(...uniqueTenantNamespace(tenants, config.rules.uniqueTenantNamespace.severity, wanted));
  if (config.rules.uniqueNames.enabled && (index === void 0 || index.duplicateNames > 0)) out.push(...uniqueNames(files, input, config.rules.uniqueNames.severity, wanted));
  if (config.rules.budgets.enabled) out.push(...budgets(files, tenants, input, wanted, index));
  if (config.rules.egressTargets.enabled) out.push(...egressTargets(tenants, files, config, wanted, index?.namespaces));
  if (config.rules.tenantNamespaceTaken.enabled) out.push(...tenantNamespaceTaken(files, tenants, input, wanted));
  return out;
}
function uniqueTenantNamespace(tenants, severity2, wanted) {
  const first = /* @__PURE__ */ new Map();
  const out = [];
  for (const { m: t, facts } of tenants) {
    const ns = facts.namespace;
    if (ns === void 0) continue;
    const owner = first.get(ns);
    if (!owner) {
      first.set(ns, t);
      continue;
    }
    if (!wanted(t)) continue;
    out.push(
      finding2(
        t,
        "cross/unique-tenant-namespace",
        severity2,
        "/spec/namespace",
        `tenant namespace "${ns}" is already claimed by ${describe(owner)} (${where(owner, "/spec/namespace")}); each tenant needs its own namespace`,
        "Pick a namespace no other tenant uses, or merge the two tenants."
      )
    );
  }
  return out;
}
function uniqueNames(files, input, severity2, wanted) {
  const first = /* @__PURE__ */ new Map();
  const out = [];
  for (const file of files) {
    for (let i = 0; i < file.manifests.length; i++) {
      const key = file.nameKeys[i];
      if (key === void 0) continue;
      const m = file.manifests[i];
      const owner = first.get(key);
      if (!owner) {
        first.set(key, m);
        continue;
      }
      if (!wanted(m) || deepEqual(owner.object, m.object)) continue;
      const ns = input.catalog.lookup(m.object.apiVersion, m.object.kind).namespaced ? m.object.metadata.namespace ?? input.config.request.defaultNamespace : "";
      out.push(
        finding2(
          m,
          "cross/unique-names",
          severity2,
          "/metadata/name",
          `${m.object.kind} "${ns ? ns + "/" : ""}${m.object.metadata.name ?? ""}" is also defined at ${where(owner)}; the second definition would overwrite the first`,
          "Rename one of the objects or delete the duplicate."
        )
      );
    }
  }
  return out;
}
function partialSum(file, field) {
  return file.sums[field] ??= tenantsSum(file.tenants, field);
}
function tenantsSum(tenants, field) {
  const sum = new QuantitySum("DecimalSI");
  let negative = false;
  for (const { facts } of tenants) {
    const q = facts[field];
    if (q === void 0) continue;
    sum.add(q);
    if (q.num < 0n) negative = true;
  }
  return { sum, negative };
}
function budgets(files, tenants, input, wanted, index) {
  const { totals, severity: severity2 } = input.config.rules.budgets;
  const out = [];
  const check2 = (field, limit) => {
    if (!limit) return;
    const sum = new QuantitySum(limit.format);
    let negative = false;
    const kept = index?.sums[field];
    if (kept !== void 0) {
      sum.addSum(kept.sum);
      negative = kept.negatives > 0;
    } else {
      for (const file of files) {
        const part = partialSum(file, field);
        sum.addSum(part.sum);
        negative ||= part.negative;
      }
    }
    let crossing;
    if (negative || sum.compare(limit) > 0) {
      let running = new QuantitySum(limit.format);
      for (let file of files) {
        if (!negative) {
          const after = running.copy();
          after.addSum(partialSum(file, field).sum);
          if (after.compare(limit) <= 0) {
            running = after;
            continue;
          }
          if (file.kept !== void 0) {
            crossing = "in a kept file";
            break;
          }
        }
        if (file.kept !== void 0) file = loadedFileFacts(file.kept, file.context, input.config, input.catalog);
        for (const { m, facts } of file.tenants) {
          const q = facts[field];
          if (q === void 0) continue;
          running.add(q);
          if (running.compare(limit) > 0) {
            crossing = { tenant: m, quotaField: facts.quotaField, amount: q };
            break;
          }
        }
        if (crossing) break;
      }
    }
    if (!crossing) return;
    let largestFocused;
    if (input.focusFiles) {
      for (const { m, facts } of tenants) {
        const q = facts[field];
        if (q === void 0 || !input.focusFiles.has(m.file)) continue;
        if (!largestFocused || compareQuantities(q, largestFocused.amount) > 0) largestFocused = { tenant: m, quotaField: facts.quotaField, amount: q };
      }
    }
    const target = largestFocused ?? crossing;
    if (target === "in a kept file" || !wanted(target.tenant)) return;
    const configAt = input.config.document ? ` (${formatLocation(input.config.document.locate(`/spec/rules/budgets/totals/${field}`))})` : "";
    const unit = field === "gpuCount" ? " GPUs" : "";
    out.push(
      finding2(
        target.tenant,
        "cross/budget",
        severity2,
        `/spec/${target.quotaField}/${field}`,
        `total ${field} across ${sum.count} tenants is ${formatQuantity(sum.value())}${unit}, over the cluster budget of ${formatQuantity(limit)}${unit}${configAt}; ${describe(target.tenant)} asks for ${formatQuantity(target.amount)}${unit}`,
        `Lower the request, or raise spec.rules.budgets.totals.${field} in policies/driftgate.yaml if the cluster has grown.`
      )
    );
  };
  check2("gpuCount", totals.gpuCount === void 0 ? void 0 : { num: totals.gpuCount, den: 1n, format: "DecimalSI" });
  check2("cpu", totals.cpu);
  check2("memory", totals.memory);
  return out;
}
function egressTargets(tenants, files, config, wanted, claimed) {
  let tenantNamespaces = claimed;
  if (tenantNamespaces === void 0) {
    const made = /* @__PURE__ */ new Set();
    for (const { facts } of tenants) if (facts.namespace !== void 0) made.add(facts.namespace);
    for (const file of files) if (file.kept !== void 0) for (const ns of file.kept.facts.namespaces) made.add(ns);
    tenantNamespaces = made;
  }
  const system = new Set(config.rules.egressTargets.systemNamespaces);
  const out = [];
  const allowed = `neither a tenant namespace in this repository nor an approved system namespace (${[...system].join(", ") || "none configured"})`;
  const hint = "Name the namespace of an existing tenant, or add the namespace to spec.rules.egressTargets.systemNamespaces in policies/driftgate.yaml.";
  for (const { m: t, facts } of tenants) {
    if (!wanted(t)) continue;
    const targets = facts.egressTargets;
    let refused;
    for (let i = 0; i < targets.length; i++) {
      const target = targets[i];
      if (typeof target === "string" && !tenantNamespaces.has(target) && !system.has(target)) (refused ??= []).push(i);
    }
    if (refused === void 0) continue;
    for (const i of refused.slice(0, MAX_EGRESS_FINDINGS_PER_TENANT)) {
      out.push(finding2(t, "cross/egress-targets", config.rules.egressTargets.severity, `/spec/networkPolicy/allowEgressTo/${i}`, `egress target "${String(targets[i])}" is ${allowed}`, hint));
    }
    const more = refused.length - MAX_EGRESS_FINDINGS_PER_TENANT;
    if (more > 0) {
      const next = refused[MAX_EGRESS_FINDINGS_PER_TENANT] ?? 0;
      out.push(finding2(t, "cross/egress-targets", config.rules.egressTargets.severity, `/spec/networkPolicy/allowEgressTo/${next}`, `${more} more egress targets of this tenant, from this one on, are ${allowed}; not listed one by one`, hint));
    }
  }
  return out;
}
var MAX_EGRESS_FINDINGS_PER_TENANT = 20;
function operatorOwner(meta) {
  if (meta.labels?.[MANAGED_BY_LABEL] !== MANAGED_BY_VALUE) return void 0;
  return meta.annotations?.[OWNER_ANNOTATION];
}
function tenantNamespaceTaken(files, tenants, input, wanted) {
  const { config } = input;
  const severity2 = config.rules.tenantNamespaceTaken.severity;
  const manifests = /* @__PURE__ */ new Map();
  for (const file of files) {
    for (const m of file.namespaceManifests) if (!manifests.has(m.object.metadata.name ?? "")) manifests.set(m.object.metadata.name ?? "", m);
  }
  const out = [];
  if (manifests.size === 0 && (input.liveNamespaces === void 0 || input.liveNamespaces.size === 0)) return out;
  for (const { m: t, facts } of tenants) {
    const ns = facts.namespace;
    if (ns === void 0 || !wanted(t)) continue;
    const declared = manifests.get(ns);
    const live = input.liveNamespaces?.get(ns);
    if (declared === void 0 && live === void 0) continue;
    const key = tenantKey(t.object.metadata.namespace ?? config.request.defaultNamespace, t.object.metadata.name ?? "");
    if (declared && operatorOwner(declared.object.metadata) !== key) {
      out.push(
        finding2(
          t,
          "cross/tenant-namespace-taken",
          severity2,
          "/spec/namespace",
          `tenant namespace "${ns}" is also declared as a Namespace at ${where(declared)}: that namespace is not the tenant's to claim (the operator would refuse it, or the tenant would take over what the Namespace holds)`,
          "Pick a namespace nobody else declares, or delete the Namespace manifest and let the tenant operator create the namespace."
        )
      );
      continue;
    }
    if (live === void 0) continue;
    const owner = operatorOwner(live);
    if (owner === key) continue;
    out.push(
      finding2(
        t,
        "cross/tenant-namespace-taken",
        severity2,
        "/spec/namespace",
        `tenant namespace "${ns}" already exists in the cluster and ${owner === void 0 ? "was not created by the tenant operator" : `belongs to TenantOnboarding ${owner}`}; found no owner mark ${OWNER_ANNOTATION}=${key}`,
        "Pick a namespace that does not exist yet. Claiming a namespace that exists would hand its contents (and its deletion) to this tenant."
      )
    );
  }
  return out;
}

// src/core/policy/environment.ts
var GVK = T.object("kubernetes.GroupVersionKind", { group: T.string, version: T.string, kind: T.string });
var GVR = T.object("kubernetes.GroupVersionResource", { group: T.string, version: T.string, resource: T.string });
var REQUEST_TYPE = T.object("kubernetes.AdmissionRequest", {
  kind: GVK,
  resource: GVR,
  subResource: T.string,
  requestKind: GVK,
  requestResource: GVR,
  requestSubResource: T.string,
  name: T.string,
  namespace: T.string,
  operation: T.string,
  userInfo: T.object("kubernetes.UserInfo", {
    username: T.string,
    uid: T.string,
    groups: T.list(T.string),
    extra: T.map(T.string, T.list(T.string))
  }),
  dryRun: T.bool,
  options: T.dyn
});
var NAMESPACE_TYPE = T.object("kubernetes.Namespace", {
  metadata: T.object("kubernetes.NamespaceMetadata", {
    name: T.string,
    generateName: T.string,
    namespace: T.string,
    labels: T.map(T.string, T.string),
    annotations: T.map(T.string, T.string),
    UID: T.string,
    creationTimestamp: T.timestamp,
    deletionGracePeriodSeconds: T.int,
    deletionTimestamp: T.timestamp,
    generation: T.int,
    resourceVersion: T.string,
    finalizers: T.list(T.string)
  }),
  spec: T.object("kubernetes.NamespaceSpec", { finalizers: T.list(T.string) }),
  status: T.object("kubernetes.NamespaceStatus", {
    conditions: T.list(
      T.object("kubernetes.NamespaceCondition", { status: T.string, type: T.string, lastTransitionTime: T.timestamp, message: T.string, reason: T.string })
    ),
    phase: T.string
  })
});
function admissionVariables(options) {
  const vars = {
    object: T.dyn,
    oldObject: T.dyn,
    request: REQUEST_TYPE,
    namespaceObject: NAMESPACE_TYPE,
    variables: T.object("kubernetes.variables", options.variables)
  };
  if (options.hasParams) vars.params = T.dyn;
  if (options.hasAuthorizer) {
    vars.authorizer = T.dyn;
    vars["authorizer.requestResource"] = T.dyn;
  }
  return vars;
}

// src/core/policy/reader.ts
var Reader = class {
  constructor(locate, ruleId, object) {
    this.locate = locate;
    this.ruleId = ruleId;
    this.object = object;
  }
  locate;
  ruleId;
  object;
  findings = [];
  problem(pointer, message, hint, at = "value") {
    const loc = this.locate(pointer, at);
    this.findings.push({
      ruleId: this.ruleId,
      severity: "error",
      message,
      file: loc.file,
      line: loc.line,
      column: loc.column,
      pointer,
      ...this.object ? { object: this.object } : {},
      ...hint ? { hint } : {}
    });
  }
  /** Reports keys not in `allowed` (the API server's strict decoding rejects them). */
  fields(value, pointer, allowed, what) {
    for (const key of Object.keys(value)) {
      if (!allowed.includes(key)) {
        this.problem(appendPointer(pointer, key), `unknown field "${key}" in ${what}; expected one of ${allowed.join(", ")}`, void 0, "key");
      }
    }
  }
  record(value, pointer, what) {
    if (value === void 0 || value === null) return void 0;
    if (!isRecord(value)) {
      this.problem(pointer, `expected ${what} to be a mapping, found ${describeValue(value)}`);
      return void 0;
    }
    return value;
  }
  requiredRecord(value, pointer, what) {
    if (value === void 0 || value === null) {
      this.problem(pointer, `${what} is required`);
      return void 0;
    }
    return this.record(value, pointer, what);
  }
  string(value, pointer, what) {
    if (value === void 0 || value === null) return void 0;
    if (typeof value !== "string") {
      this.problem(pointer, `expected ${what} to be a string, found ${describeValue(value)}`);
      return void 0;
    }
    return value;
  }
  requiredString(value, pointer, what) {
    if (value === void 0 || value === null || value === "") {
      this.problem(pointer, `${what} is required`);
      return void 0;
    }
    return this.string(value, pointer, what);
  }
  oneOf(value, pointer, what, allowed) {
    const s = this.string(value, pointer, what);
    if (s === void 0) return void 0;
    if (!allowed.includes(s)) {
      this.problem(pointer, `${what} must be one of ${allowed.join(", ")}; found ${JSON.stringify(s)}`);
      return void 0;
    }
    return s;
  }
  list(value, pointer, what) {
    if (value === void 0 || value === null) return void 0;
    if (!Array.isArray(value)) {
      this.problem(pointer, `expected ${what} to be a list, found ${describeValue(value)}`);
      return void 0;
    }
    return value;
  }
  stringList(value, pointer, what) {
    const items = this.list(value, pointer, what);
    if (!items) return void 0;
    const out = [];
    items.forEach((item, i) => {
      const s = this.string(item, `${pointer}/${i}`, `each item of ${what}`);
      if (s !== void 0) out.push(s);
    });
    return out;
  }
  stringMap(value, pointer, what) {
    const rec = this.record(value, pointer, what);
    if (!rec) return void 0;
    const out = {};
    for (const [k, v] of Object.entries(rec)) {
      const s = this.string(v, appendPointer(pointer, k), `${what}.${k}`);
      if (s !== void 0) out[k] = s;
    }
    return out;
  }
};

// src/core/policy/types.ts
var OPERATIONS = ["CREATE", "UPDATE", "DELETE", "CONNECT", "*"];
var VALIDATION_ACTIONS = ["Deny", "Warn", "Audit"];
var FAILURE_POLICIES = ["Fail", "Ignore"];
var MATCH_POLICIES = ["Exact", "Equivalent"];
var SCOPES = ["Cluster", "Namespaced", "*"];

// src/core/policy/parse-vap.ts
var ADMISSION_API_VERSION = "admissionregistration.k8s.io/v1";
var POLICY_KIND = "ValidatingAdmissionPolicy";
var BINDING_KIND = "ValidatingAdmissionPolicyBinding";
var FIELD_PATH_ANNOTATION_PREFIX = "fieldpath.driftgate.dev/";
function parsePolicy(manifest, sources) {
  const ref = manifest.ref;
  const r = new Reader((pointer, at) => manifest.locate(pointer, at), "policy-pack/invalid-policy", ref);
  const celFindings = [];
  const name = manifest.object.metadata.name ?? "";
  checkApiVersion(manifest, r);
  const spec = r.requiredRecord(manifest.object.spec, "/spec", "spec");
  if (!spec) return { findings: r.findings };
  r.fields(spec, "/spec", ["paramKind", "matchConstraints", "validations", "failurePolicy", "auditAnnotations", "matchConditions", "variables"], "ValidatingAdmissionPolicy spec");
  let paramKind;
  const pk = r.record(spec.paramKind, "/spec/paramKind", "spec.paramKind");
  if (pk) {
    r.fields(pk, "/spec/paramKind", ["apiVersion", "kind"], "paramKind");
    const apiVersion = r.requiredString(pk.apiVersion, "/spec/paramKind/apiVersion", "spec.paramKind.apiVersion");
    const kind = r.requiredString(pk.kind, "/spec/paramKind/kind", "spec.paramKind.kind");
    if (apiVersion && kind) paramKind = { apiVersion, kind };
  }
  const mc = r.requiredRecord(spec.matchConstraints, "/spec/matchConstraints", "spec.matchConstraints");
  const matchConstraints = mc ? readMatchResources(r, mc, "/spec/matchConstraints", true) : void 0;
  const failurePolicy = r.oneOf(spec.failurePolicy, "/spec/failurePolicy", "spec.failurePolicy", FAILURE_POLICIES) ?? "Fail";
  const compile = (expression, pointer, vars, returnTypes) => {
    const result = compileCel(expression, { variables: vars, ...returnTypes ? { returnTypes } : {} });
    if (result.ok) return { expression, program: result.program, pointer };
    celFindings.push(celErrorFinding(manifest, pointer, expression, result.error, sources));
    return void 0;
  };
  const hasParams = paramKind !== void 0;
  const declared = {};
  const variables = [];
  const vList = r.list(spec.variables, "/spec/variables", "spec.variables") ?? [];
  vList.forEach((item, i) => {
    const p = `/spec/variables/${i}`;
    const v = r.record(item, p, `spec.variables[${i}]`);
    if (!v) return;
    r.fields(v, p, ["name", "expression"], "a variable");
    const vname = r.requiredString(v.name, `${p}/name`, "variable name");
    const expression = r.requiredString(v.expression, `${p}/expression`, "variable expression");
    if (vname !== void 0 && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(vname)) {
      r.problem(`${p}/name`, `variable name ${JSON.stringify(vname)} must be a valid CEL identifier`);
      return;
    }
    if (vname === void 0 || expression === void 0) return;
    const c = compile(expression, `${p}/expression`, admissionVariables({ hasParams, hasAuthorizer: true, variables: declared }));
    declared[vname] = c ? c.program.outputType : T.dyn;
    if (c) variables.push({ ...c, name: vname });
  });
  const env = admissionVariables({ hasParams, hasAuthorizer: true, variables: declared });
  const messageEnv = admissionVariables({ hasParams, hasAuthorizer: false, variables: declared });
  const matchConditions = [];
  const seenConditions = /* @__PURE__ */ new Set();
  (r.list(spec.matchConditions, "/spec/matchConditions", "spec.matchConditions") ?? []).forEach((item, i) => {
    const p = `/spec/matchConditions/${i}`;
    const m = r.record(item, p, `spec.matchConditions[${i}]`);
    if (!m) return;
    r.fields(m, p, ["name", "expression"], "a match condition");
    const cname = r.requiredString(m.name, `${p}/name`, "matchCondition name");
    const expression = r.requiredString(m.expression, `${p}/expression`, "matchCondition expression");
    if (cname !== void 0) {
      if (seenConditions.has(cname)) r.problem(`${p}/name`, `duplicate matchCondition name ${JSON.stringify(cname)}`);
      seenConditions.add(cname);
    }
    if (cname === void 0 || expression === void 0) return;
    const c = compile(expression, `${p}/expression`, env, [T.bool]);
    if (c) matchConditions.push({ ...c, name: cname });
  });
  const annotations = manifest.object.metadata.annotations ?? {};
  const validations = [];
  const vals = r.list(spec.validations, "/spec/validations", "spec.validations") ?? [];
  vals.forEach((item, i) => {
    const p = `/spec/validations/${i}`;
    const v = r.record(item, p, `spec.validations[${i}]`);
    if (!v) return;
    r.fields(v, p, ["expression", "message", "reason", "messageExpression"], "a validation");
    const expression = r.requiredString(v.expression, `${p}/expression`, "validation expression");
    const message = r.string(v.message, `${p}/message`, "validation message");
    if (message !== void 0 && message.includes("\n")) r.problem(`${p}/message`, "validation message must not contain line breaks");
    const reason = r.oneOf(v.reason, `${p}/reason`, "validation reason", ["Unauthorized", "Forbidden", "Invalid", "RequestEntityTooLarge"]);
    const me = r.string(v.messageExpression, `${p}/messageExpression`, "messageExpression");
    if (expression === void 0) return;
    const check2 = compile(expression, `${p}/expression`, env, [T.bool]);
    const messageExpression = me === void 0 ? void 0 : compile(me, `${p}/messageExpression`, messageEnv, [T.string]);
    const fieldPath = annotations[`${FIELD_PATH_ANNOTATION_PREFIX}${i}`];
    if (check2) {
      validations.push({
        index: i,
        check: check2,
        ...message !== void 0 ? { message } : {},
        ...messageExpression ? { messageExpression } : {},
        ...reason !== void 0 ? { reason } : {},
        ...fieldPath !== void 0 ? { fieldPath } : {}
      });
    }
  });
  const auditAnnotations = [];
  (r.list(spec.auditAnnotations, "/spec/auditAnnotations", "spec.auditAnnotations") ?? []).forEach((item, i) => {
    const p = `/spec/auditAnnotations/${i}`;
    const a = r.record(item, p, `spec.auditAnnotations[${i}]`);
    if (!a) return;
    r.fields(a, p, ["key", "valueExpression"], "an audit annotation");
    const key = r.requiredString(a.key, `${p}/key`, "auditAnnotation key");
    const expression = r.requiredString(a.valueExpression, `${p}/valueExpression`, "auditAnnotation valueExpression");
    if (key === void 0 || expression === void 0) return;
    const c = compile(expression, `${p}/valueExpression`, admissionVariables({ hasParams, hasAuthorizer: false, variables: declared }), [T.string, T.null]);
    if (c) auditAnnotations.push({ ...c, key });
  });
  if (vals.length === 0 && auditAnnotations.length === 0 && r.findings.length === 0) {
    r.problem("/spec", "a ValidatingAdmissionPolicy needs at least one of spec.validations or spec.auditAnnotations");
  }
  for (const key of Object.keys(annotations)) {
    if (!key.startsWith(FIELD_PATH_ANNOTATION_PREFIX)) continue;
    const idx = Number(key.slice(FIELD_PATH_ANNOTATION_PREFIX.length));
    if (!Number.isInteger(idx) || idx < 0 || idx >= vals.length) {
      r.problem(toPointer(["metadata", "annotations", key]), `annotation ${key} names validation ${key.slice(FIELD_PATH_ANNOTATION_PREFIX.length)}, but the policy has ${vals.length} validation(s) (indexes from 0)`, void 0, "key");
    }
  }
  const findings = [...r.findings, ...celFindings];
  if (findings.length > 0 || !matchConstraints) return { findings };
  const all = [...variables, ...matchConditions, ...validations.map((v) => v.check), ...auditAnnotations];
  return {
    findings,
    policy: {
      name,
      manifest,
      ...paramKind ? { paramKind } : {},
      matchConstraints,
      failurePolicy,
      matchConditions,
      variables,
      variableByName: new Map(variables.map((v) => [v.name, v])),
      validations,
      auditAnnotations,
      usesAuthorizer: all.some((c) => c.program.variablesUsed.has("authorizer"))
    }
  };
}
function parseBinding(manifest) {
  const r = new Reader((pointer, at) => manifest.locate(pointer, at), "policy-pack/invalid-binding", manifest.ref);
  checkApiVersion(manifest, r);
  const spec = r.requiredRecord(manifest.object.spec, "/spec", "spec");
  if (!spec) return { findings: r.findings };
  r.fields(spec, "/spec", ["policyName", "paramRef", "matchResources", "validationActions"], "ValidatingAdmissionPolicyBinding spec");
  const policyName = r.requiredString(spec.policyName, "/spec/policyName", "spec.policyName");
  let paramRef;
  const pr = r.record(spec.paramRef, "/spec/paramRef", "spec.paramRef");
  if (pr) {
    r.fields(pr, "/spec/paramRef", ["name", "namespace", "selector", "parameterNotFoundAction"], "paramRef");
    const name = r.string(pr.name, "/spec/paramRef/name", "paramRef.name");
    const namespace = r.string(pr.namespace, "/spec/paramRef/namespace", "paramRef.namespace");
    const selRec = r.record(pr.selector, "/spec/paramRef/selector", "paramRef.selector");
    const selector = selRec ? readSelector(r, selRec, "/spec/paramRef/selector") : void 0;
    if (name === void 0 === (selector === void 0)) {
      r.problem("/spec/paramRef", "paramRef needs exactly one of name or selector");
    }
    const action = r.oneOf(pr.parameterNotFoundAction, "/spec/paramRef/parameterNotFoundAction", "paramRef.parameterNotFoundAction", ["Allow", "Deny"]);
    if (action === void 0 && pr.parameterNotFoundAction === void 0) {
      r.problem("/spec/paramRef", "paramRef.parameterNotFoundAction is required (Allow or Deny)");
    }
    paramRef = {
      ...name !== void 0 ? { name } : {},
      ...namespace !== void 0 ? { namespace } : {},
      ...selector ? { selector } : {},
      parameterNotFoundAction: action ?? "Deny"
    };
  }
  const mr = r.record(spec.matchResources, "/spec/matchResources", "spec.matchResources");
  const matchResources = mr ? readMatchResources(r, mr, "/spec/matchResources", false) : void 0;
  const actions = r.stringList(spec.validationActions, "/spec/validationActions", "spec.validationActions") ?? [];
  const validationActions = [];
  actions.forEach((a, i) => {
    if (!VALIDATION_ACTIONS.includes(a)) {
      r.problem(`/spec/validationActions/${i}`, `validationActions must be Deny, Warn or Audit; found ${JSON.stringify(a)}`);
    } else if (validationActions.includes(a)) {
      r.problem(`/spec/validationActions/${i}`, `duplicate validation action ${a}`);
    } else validationActions.push(a);
  });
  if (spec.validationActions === void 0 || actions.length === 0) {
    r.problem(spec.validationActions === void 0 ? "/spec" : "/spec/validationActions", "spec.validationActions is required and must not be empty (Deny, Warn, Audit)");
  }
  if (validationActions.includes("Deny") && validationActions.includes("Warn")) {
    r.problem("/spec/validationActions", "validationActions cannot contain both Deny and Warn (the API server rejects this combination)");
  }
  if (r.findings.length > 0 || policyName === void 0) return { findings: r.findings };
  return {
    findings: [],
    binding: {
      name: manifest.object.metadata.name ?? "",
      manifest,
      policyName,
      ...paramRef ? { paramRef } : {},
      ...matchResources ? { matchResources } : {},
      validationActions
    }
  };
}
function checkApiVersion(manifest, r) {
  if (manifest.object.apiVersion !== ADMISSION_API_VERSION) {
    r.problem(
      "/apiVersion",
      `${manifest.object.kind} must use apiVersion ${ADMISSION_API_VERSION} (GA since Kubernetes 1.30); found ${JSON.stringify(manifest.object.apiVersion)}`,
      `Change apiVersion to ${ADMISSION_API_VERSION}.`
    );
  }
}
function readMatchResources(r, m, p, requireRules) {
  r.fields(m, p, ["namespaceSelector", "objectSelector", "resourceRules", "excludeResourceRules", "matchPolicy"], "matchResources");
  const ns = r.record(m.namespaceSelector, `${p}/namespaceSelector`, "namespaceSelector");
  const os = r.record(m.objectSelector, `${p}/objectSelector`, "objectSelector");
  const rules = (key) => (r.list(m[key], `${p}/${key}`, key) ?? []).flatMap((item, i) => {
    const rp = `${p}/${key}/${i}`;
    const rec = r.record(item, rp, `${key}[${i}]`);
    return rec ? [readRule(r, rec, rp)] : [];
  });
  const resourceRules = rules("resourceRules");
  if (requireRules && resourceRules.length === 0) r.problem(p, "matchConstraints.resourceRules is required and must not be empty");
  return {
    ...ns ? { namespaceSelector: readSelector(r, ns, `${p}/namespaceSelector`) } : {},
    ...os ? { objectSelector: readSelector(r, os, `${p}/objectSelector`) } : {},
    resourceRules,
    excludeResourceRules: rules("excludeResourceRules"),
    matchPolicy: r.oneOf(m.matchPolicy, `${p}/matchPolicy`, "matchPolicy", MATCH_POLICIES) ?? "Equivalent"
  };
}
function readRule(r, rec, p) {
  r.fields(rec, p, ["apiGroups", "apiVersions", "resources", "operations", "scope", "resourceNames"], "a resource rule");
  const ops = r.stringList(rec.operations, `${p}/operations`, "operations") ?? [];
  const operations = [];
  ops.forEach((o, i) => {
    if (OPERATIONS.includes(o)) operations.push(o);
    else r.problem(`${p}/operations/${i}`, `operation must be one of ${OPERATIONS.join(", ")}; found ${JSON.stringify(o)}`);
  });
  const resources = r.stringList(rec.resources, `${p}/resources`, "resources") ?? [];
  if (resources.length === 0) r.problem(p, 'a resource rule needs resources (e.g. ["tenantonboardings"] or ["*"])');
  return {
    apiGroups: r.stringList(rec.apiGroups, `${p}/apiGroups`, "apiGroups") ?? [],
    apiVersions: r.stringList(rec.apiVersions, `${p}/apiVersions`, "apiVersions") ?? [],
    resources,
    operations,
    scope: r.oneOf(rec.scope, `${p}/scope`, "scope", SCOPES) ?? "*",
    resourceNames: r.stringList(rec.resourceNames, `${p}/resourceNames`, "resourceNames") ?? []
  };
}
function readSelector(r, rec, p) {
  r.fields(rec, p, ["matchLabels", "matchExpressions"], "a label selector");
  const matchLabels = r.stringMap(rec.matchLabels, `${p}/matchLabels`, "matchLabels") ?? {};
  const matchExpressions = [];
  (r.list(rec.matchExpressions, `${p}/matchExpressions`, "matchExpressions") ?? []).forEach((item, i) => {
    const ep = `${p}/matchExpressions/${i}`;
    const e = r.record(item, ep, "a selector expression");
    if (!e) return;
    r.fields(e, ep, ["key", "operator", "values"], "a selector expression");
    const key = r.requiredString(e.key, `${ep}/key`, "key");
    const operator = r.oneOf(e.operator, `${ep}/operator`, "operator", SELECTOR_OPERATORS);
    const values = r.stringList(e.values, `${ep}/values`, "values") ?? [];
    if (operator === "In" || operator === "NotIn") {
      if (values.length === 0) r.problem(ep, `operator ${operator} needs at least one value`);
    } else if (operator !== void 0 && values.length > 0) r.problem(`${ep}/values`, `operator ${operator} takes no values`);
    if (key !== void 0 && operator !== void 0) matchExpressions.push({ key, operator, values });
  });
  return { matchLabels, matchExpressions };
}
function celErrorFinding(manifest, pointer, expression, error, sources) {
  const loc = manifest.locate(pointer);
  const text = sources?.(manifest.file);
  const precise = text !== void 0 ? locateInside(text, loc.line, loc.column, expression, error.offset) : void 0;
  const kindWord = {
    syntax: "CEL syntax error",
    undeclared: "CEL compile error",
    unsupported: "unsupported CEL function",
    type: "CEL type error",
    "return-type": "CEL type error",
    "too-long": "CEL expression too long"
  };
  const ruleId = error.kind === "syntax" ? "policy-pack/cel-syntax" : error.kind === "unsupported" ? "policy-pack/cel-unsupported" : "policy-pack/cel-type";
  return {
    ruleId,
    severity: "error",
    message: `${kindWord[error.kind]} in ${manifest.object.kind} ${manifest.object.metadata.name ?? ""} at ${pointer} (expression ${error.line}:${error.column}): ${error.message}`,
    file: loc.file,
    line: precise?.line ?? loc.line,
    column: precise?.column ?? loc.column,
    pointer,
    object: manifest.ref,
    hint: error.kind === "unsupported" ? "driftgate implements the quantity, lists, regex and strings libraries; rewrite the rule with those, or evaluate it only in the cluster." : "The API server rejects this policy too; fix the expression."
  };
}
function locateInside(text, line, column, expression, offset) {
  const lines = text.split("\n");
  const exprLines = expression.split("\n");
  const before = expression.slice(0, offset).split("\n");
  const targetLine = before.length - 1;
  const targetCol = (before[before.length - 1] ?? "").length;
  const first = (exprLines[0] ?? "").trimEnd();
  if (first === "") return void 0;
  for (let l = line - 1; l < Math.min(lines.length, line + 2); l++) {
    const src = lines[l] ?? "";
    const from = l === line - 1 ? column - 1 : 0;
    const at = src.indexOf(first, from);
    if (at === -1) continue;
    if (exprLines.length === 1 || targetLine === 0) return { line: l + 1, column: at + targetCol + 1 };
    const indent = at;
    return { line: l + 1 + targetLine, column: indent + targetCol + 1 };
  }
  return void 0;
}

// src/core/policy/resources.ts
var ResourceCatalog = class {
  byKind = /* @__PURE__ */ new Map();
  constructor(crds) {
    for (const { group, kind, resource, namespaced, versions } of BUILT_IN_RESOURCES) {
      this.byKind.set(`${group}/${kind}`, { group, kind, resource, namespaced, versions, guessed: false });
    }
    for (const crd of crds) this.addCrd(crd);
  }
  addCrd(manifest) {
    const { group, kind, plural, scope, versions } = readCrd(manifest);
    if (!group || !kind || !plural) return;
    const served = versions.filter((v) => v.raw.served !== false).map((v) => v.name);
    this.byKind.set(`${group}/${kind}`, { group, kind, resource: plural, namespaced: scope !== "Cluster", versions: served, guessed: false });
  }
  /** apiVersion → kind → information: one object per kind, looked up without building a key. */
  memo = /* @__PURE__ */ new Map();
  /** The last answer: objects come in runs of one kind, and comparing two short strings is cheaper than two map probes. */
  last;
  /** Resource information for an object's apiVersion and kind. */
  lookup(apiVersion, kind) {
    const last = this.last;
    if (last !== void 0 && last.kind === kind && last.apiVersion === apiVersion) return last.info;
    const byKind = getOrMake(this.memo, apiVersion, () => /* @__PURE__ */ new Map());
    const info = getOrMake(byKind, kind, () => this.resolve(apiVersion, kind));
    this.last = { apiVersion, kind, info };
    return info;
  }
  resolve(apiVersion, kind) {
    const { group, version } = splitApiVersion(apiVersion);
    const known = this.byKind.get(`${group}/${kind}`);
    if (known) return { ...known, version };
    const lower = kind.toLowerCase();
    const resource = /(s|x|z|ch|sh)$/.test(lower) ? `${lower}es` : /[^aeiou]y$/.test(lower) ? `${lower.slice(0, -1)}ies` : `${lower}s`;
    return { group, version, kind, resource, namespaced: true, versions: [version], guessed: true };
  }
};

// src/core/policy/schema-check.ts
function checkPolicyTypes(pack, crds, options = {}) {
  const out = [];
  for (const policy of pack.policies) {
    const seen = /* @__PURE__ */ new Set();
    for (const { label, type } of matchedSchemas(policy, crds)) {
      for (const f of checkOne(policy, type, label, options.sources)) {
        const key = `${f.pointer}\0${f.message}`;
        if (!seen.has(key)) {
          seen.add(key);
          out.push(f);
        }
      }
    }
  }
  return out;
}
var METADATA = T.object("kubernetes.ObjectMeta", {
  name: T.string,
  generateName: T.string,
  namespace: T.string,
  labels: T.map(T.string, T.string),
  annotations: T.map(T.string, T.string),
  uid: T.string,
  resourceVersion: T.string,
  generation: T.int,
  creationTimestamp: T.timestamp,
  deletionTimestamp: T.timestamp,
  finalizers: T.list(T.string),
  ownerReferences: T.list(T.dyn),
  managedFields: T.list(T.dyn)
});
function matchedSchemas(policy, crds) {
  const out = [];
  for (const manifest of crds) {
    const crd = readCrd(manifest);
    const { group, plural } = crd;
    if (group === void 0 || plural === void 0) continue;
    for (const v of crd.versions) {
      if (v.raw.served === false) continue;
      const version = v.name;
      const rules = policy.matchConstraints.resourceRules;
      const matches = rules.some(
        (r) => (r.apiGroups.includes("*") || r.apiGroups.includes(group)) && (r.apiVersions.includes("*") || r.apiVersions.includes(version)) && r.resources.some((x) => x === "*" || x === "*/*" || x === plural)
      );
      const schema2 = v.schema;
      if (!matches || !schema2) continue;
      const base = typeFromSchema(schema2, `${plural}.${group}`);
      const type = base.kind === "object" ? T.object(base.name, { apiVersion: T.string, kind: T.string, ...base.fields, metadata: METADATA }) : base;
      out.push({ label: `${plural}.${group}/${version}`, type });
    }
  }
  return out;
}
function checkOne(policy, objectType, label, sources) {
  const out = [];
  const hasParams = policy.paramKind !== void 0;
  const declared = {};
  const env = (hasAuthorizer) => ({
    ...admissionVariables({ hasParams, hasAuthorizer, variables: declared }),
    object: objectType,
    oldObject: objectType
  });
  const check2 = (expression, pointer, vars) => {
    const r = compileCel(expression, { variables: vars });
    if (r.ok) return r.program.outputType;
    const f = celErrorFinding(policy.manifest, pointer, expression, r.error, sources);
    out.push({
      ...f,
      ruleId: "policy-pack/cel-schema",
      severity: "warning",
      message: `${r.error.message} when ${policy.name} is checked against the schema of ${label} (expression ${r.error.line}:${r.error.column} at ${pointer})`,
      hint: "The expression compiles against dyn, but fails at runtime on every object of this kind; with failurePolicy Fail the API server then denies every request. The API server reports this in status.typeChecking."
    });
    return T.dyn;
  };
  for (const v of policy.variables) declared[v.name] = check2(v.expression, v.pointer, env(true));
  for (const m of policy.matchConditions) check2(m.expression, m.pointer, env(true));
  for (const v of policy.validations) {
    check2(v.check.expression, v.check.pointer, env(true));
    if (v.messageExpression) check2(v.messageExpression.expression, v.messageExpression.pointer, env(false));
  }
  for (const a of policy.auditAnnotations) check2(a.expression, a.pointer, env(false));
  return out;
}

// src/core/policy/waivers.ts
var WAIVER_ANNOTATION_PREFIX = "waivers.driftgate.dev/";
var DAY_MS = 864e5;
function dayNumber(date) {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) / DAY_MS;
}
function today(now) {
  return Math.floor(now.getTime() / DAY_MS);
}
function expired(expires, now) {
  return now.getTime() >= (dayNumber(expires) + 1) * DAY_MS;
}
function ruleFromAnnotationKey(key) {
  const name = key.slice(WAIVER_ANNOTATION_PREFIX.length);
  const dot = name.indexOf(".");
  return dot === -1 ? name : `${name.slice(0, dot)}/${name.slice(dot + 1)}`;
}
function objectKey(m) {
  return `${splitApiVersion(m.object.apiVersion).group}\0${m.object.kind}\0${m.object.metadata.namespace ?? ""}\0${m.object.metadata.name ?? ""}`;
}
function applyWaivers(findings, input) {
  const limits = input.limits ?? DEFAULT_CONFIG2.waiverLimits;
  const problems = [];
  const waivers = [];
  const sameObject = (f, o) => f.object?.kind === o.kind && f.object.name === o.name && (o.namespace === void 0 || (f.object.namespace ?? "") === o.namespace) && (o.apiVersion === void 0 || splitApiVersion(f.object.apiVersion ?? "").group === splitApiVersion(o.apiVersion).group);
  const baseAnnotations = input.base ? new Map(input.base.map((m) => [objectKey(m), m.object.metadata.annotations ?? {}])) : void 0;
  for (const e of input.entries) {
    waivers.push({
      rule: e.rule,
      matches: (f) => f.ruleId === e.rule && sameObject(f, e.object),
      justification: e.justification,
      expires: e.expires,
      ...e.approved !== void 0 ? { approved: e.approved } : {},
      source: `driftgate.yaml waiver for ${e.object.kind} ${e.object.namespace ? e.object.namespace + "/" : ""}${e.object.name}`,
      at: e.at,
      used: false
    });
  }
  for (const m of input.manifests) {
    for (const [key, value] of Object.entries(m.object.metadata.annotations ?? {})) {
      if (!key.startsWith(WAIVER_ANNOTATION_PREFIX)) continue;
      const pointer = toPointer(["metadata", "annotations", key]);
      const loc = m.locate(pointer);
      const at = { file: loc.file, line: loc.line, column: loc.column, pointer: m.base + pointer };
      const rule = ruleFromAnnotationKey(key);
      const parsed = /^\s*(\d{4}-\d{2}-\d{2})\s*[:\s]\s*(\S.*?)\s*$/s.exec(value);
      if (!parsed || !validDate(parsed[1] ?? "")) {
        problems.push({
          ruleId: "waiver/invalid",
          severity: "error",
          ...at,
          object: m.ref,
          message: `waiver annotation ${key} must read "<YYYY-MM-DD> <justification>"; found ${JSON.stringify(value)}`,
          hint: 'Every waiver needs an expiry date and a justification, e.g. "<a date at most 90 days ahead> PLAT-123 approved by the platform team".'
        });
        continue;
      }
      const ref = m.ref;
      const waiver = {
        rule,
        matches: (f) => f.ruleId === rule && f.object !== void 0 && f.object.kind === ref.kind && f.object.name === ref.name && (f.object.namespace ?? "") === (ref.namespace ?? "") && f.file === m.file,
        justification: parsed[2] ?? "",
        expires: parsed[1] ?? "",
        source: `annotation ${key}`,
        at,
        object: m.ref,
        used: false
      };
      if (baseAnnotations && baseAnnotations.get(objectKey(m))?.[key] !== value) {
        waiver.problem = {
          ruleId: "gate/waiver-changed",
          severity: "warning",
          ...at,
          object: m.ref,
          message: `the ${waiver.source} is new or changed in this change, so it does not waive ${rule} here: a change cannot waive its own findings; it takes effect once merged`,
          hint: "A waiver is a decision of whoever may merge. Ask the platform team to merge it (or to add it to driftgate.yaml) first, or fix what the rule reports."
        };
      }
      waivers.push(waiver);
    }
  }
  for (const w of waivers) {
    if (w.problem) continue;
    const where2 = { ...w.at, ...w.object ? { object: w.object } : {} };
    if (isNeverWaivable(w.rule)) {
      w.problem = {
        ruleId: "waiver/not-waivable",
        severity: "error",
        ...where2,
        message: `the ${w.source} waives ${w.rule}, a security rule that no waiver may switch off`,
        hint: "Fix what the rule reports. Security rules (system groups, reserved and foreign namespaces, RBAC escalation, the sync scope) cannot be waived."
      };
    } else if (!limits.waivableRules.some((p) => matchesRulePattern(w.rule, p))) {
      w.problem = {
        ruleId: "waiver/not-waivable",
        severity: "error",
        ...where2,
        message: `the ${w.source} waives ${w.rule}, which is not among the rules that may be waived (${limits.waivableRules.join(", ") || "none"})`,
        hint: "Fix what the rule reports, or ask the platform team to add the rule to spec.waiverLimits.waivableRules in driftgate.yaml."
      };
    } else if (w.justification.trim() === "") {
      w.problem = {
        ruleId: "waiver/invalid",
        severity: "error",
        ...where2,
        message: `the ${w.source} waiving ${w.rule} has no justification`,
        hint: 'Say why the rule may be broken and who approved it, e.g. "PLAT-123: launch week burst approved by the platform team".'
      };
    } else if (w.approved !== void 0 && dayNumber(w.approved) > today(input.now)) {
      w.problem = {
        ruleId: "waiver/invalid",
        severity: "error",
        ...where2,
        message: `the ${w.source} waiving ${w.rule} is approved on ${w.approved}, a date in the future`,
        hint: "The approval date is when the waiver was granted; it cannot lie ahead."
      };
    } else if (!expired(w.expires, input.now)) {
      const start = w.approved !== void 0 ? dayNumber(w.approved) : today(input.now);
      const days = dayNumber(w.expires) - start;
      if (days > limits.maxDays) {
        w.problem = {
          ruleId: "waiver/too-long",
          severity: "error",
          ...where2,
          message: `the ${w.source} waiving ${w.rule} lasts until ${w.expires}, ${days} days from ${w.approved !== void 0 ? `its approval on ${w.approved}` : "today"}; waivers may last at most ${limits.maxDays} days`,
          hint: `Set an expiry at most ${limits.maxDays} days ahead (spec.waiverLimits.maxDays in driftgate.yaml) and renew it if the reason still holds.`
        };
      }
    }
  }
  const out = [];
  for (const f of findings) {
    const w = waivers.find((x) => x.matches(f));
    if (!w) {
      out.push(f);
      continue;
    }
    w.used = true;
    if (w.problem || expired(w.expires, input.now)) {
      out.push(f);
      continue;
    }
    out.push({ ...f, severity: "info", message: `waived until ${w.expires} (${w.justification}): ${f.message}` });
  }
  for (const w of waivers) {
    if (w.problem) {
      problems.push(w.problem);
    } else if (expired(w.expires, input.now)) {
      problems.push({
        ruleId: "waiver/expired",
        severity: "error",
        ...w.at,
        ...w.object ? { object: w.object } : {},
        message: `the ${w.source} waiving ${w.rule} expired on ${w.expires}; the rule applies again`,
        hint: "Fix what the rule reports and delete the waiver, or renew it with a new date and justification."
      });
    } else if (!w.used) {
      problems.push({
        ruleId: "waiver/unused",
        severity: "info",
        ...w.at,
        ...w.object ? { object: w.object } : {},
        message: `the ${w.source} waives ${w.rule}, which reports nothing for that object`,
        hint: "Delete the waiver if the object now complies."
      });
    }
  }
  return [...out, ...problems];
}

// src/core/policy/pack.ts
var POLICY_TEST_KIND = "PolicyTest";
var DRIFTGATE_GROUP = "policy.driftgate.dev";
function isPackProblem(f) {
  return f.ruleId.startsWith("policy-pack/") && f.severity === "error";
}
function loadPolicyPack(input) {
  const findings = [];
  const configDocs = [];
  const objectDocs = [];
  for (const doc of input.documents) {
    const v = doc.value;
    if (isRecord(v) && v.kind === CONFIG_KIND2) configDocs.push(doc);
    else if (isRecord(v) && v.kind === POLICY_TEST_KIND) continue;
    else if (isRecord(v) && typeof v.apiVersion === "string" && v.apiVersion.startsWith(DRIFTGATE_GROUP + "/")) continue;
    else objectDocs.push(doc);
  }
  let config = DEFAULT_CONFIG2;
  if (configDocs.length > 0) {
    const first = configDocs[0];
    const parsed = parseConfig(first);
    config = parsed.config;
    findings.push(...parsed.findings);
    for (const extra of configDocs.slice(1)) {
      const loc = extra.locate("");
      findings.push({
        ruleId: "policy-pack/config",
        severity: "error",
        file: loc.file,
        line: loc.line,
        column: loc.column,
        message: `a second ${CONFIG_KIND2} document; the pack already has one at ${formatLocation(first.locate(""))}`,
        hint: "Keep one driftgate.yaml per policy pack."
      });
    }
  }
  const loaded = loadManifests(objectDocs);
  findings.push(...loaded.findings.map((f) => ({ ...f, ruleId: f.ruleId.startsWith("manifest/") ? "policy-pack/invalid-document" : f.ruleId })));
  const policies = [];
  const policyByName = /* @__PURE__ */ new Map();
  const declaredPolicies = /* @__PURE__ */ new Map();
  const bindingManifests = [];
  const params = [];
  for (const m of loaded.manifests) {
    const { group } = splitApiVersion(m.object.apiVersion);
    if (m.object.kind === POLICY_KIND && (group === "admissionregistration.k8s.io" || group === "")) {
      const name = m.object.metadata.name ?? "";
      const earlier = declaredPolicies.get(name);
      if (earlier) {
        findings.push(problem(m, "/metadata/name", "policy-pack/duplicate-policy", `ValidatingAdmissionPolicy "${name}" is defined twice; the other definition is at ${formatLocation(earlier.locate("/metadata/name"))}`));
        continue;
      }
      declaredPolicies.set(name, m);
      const parsed = parsePolicy(m, input.sources);
      findings.push(...parsed.findings);
      if (parsed.policy) {
        policies.push(parsed.policy);
        policyByName.set(name, parsed.policy);
      }
    } else if (m.object.kind === BINDING_KIND && (group === "admissionregistration.k8s.io" || group === "")) {
      bindingManifests.push(m);
    } else {
      params.push(m);
    }
  }
  const bindings = /* @__PURE__ */ new Map();
  const bindingNames = /* @__PURE__ */ new Map();
  for (const m of bindingManifests) {
    const name = m.object.metadata.name ?? "";
    const earlier = bindingNames.get(name);
    if (earlier) {
      findings.push(problem(m, "/metadata/name", "policy-pack/duplicate-binding", `ValidatingAdmissionPolicyBinding "${name}" is defined twice; the other definition is at ${formatLocation(earlier.locate("/metadata/name"))}`));
      continue;
    }
    bindingNames.set(name, m);
    const parsed = parseBinding(m);
    findings.push(...parsed.findings);
    const b = parsed.binding;
    if (!b) continue;
    if (!declaredPolicies.has(b.policyName)) {
      findings.push(problem(
        m,
        "/spec/policyName",
        "policy-pack/missing-policy",
        `binding "${b.name}" names policy "${b.policyName}", which is not in the pack${declaredPolicies.size > 0 ? ` (policies: ${[...declaredPolicies.keys()].sort().join(", ")})` : ""}`,
        "Fix spec.policyName, or add the ValidatingAdmissionPolicy to policies/."
      ));
      continue;
    }
    if (!policyByName.has(b.policyName)) continue;
    const list = bindings.get(b.policyName) ?? [];
    list.push(b);
    bindings.set(b.policyName, list);
    const policy = policyByName.get(b.policyName);
    if (policy?.paramKind && !b.paramRef) {
      findings.push(problem(
        m,
        "/spec",
        "policy-pack/invalid-binding",
        `policy "${b.policyName}" has paramKind ${policy.paramKind.kind}, so binding "${b.name}" needs spec.paramRef; the API server would deny every matching request`
      ));
    }
  }
  for (const p of policies) {
    if (!bindings.has(p.name)) {
      findings.push({ ...problem(
        p.manifest,
        "/metadata/name",
        "policy-pack/unbound-policy",
        `ValidatingAdmissionPolicy "${p.name}" has no binding, so neither driftgate nor the API server enforces it`,
        "Add a ValidatingAdmissionPolicyBinding with spec.policyName: " + p.name + "."
      ), severity: "warning" });
    }
  }
  return { pack: { policies, bindings, params, config, ...input.sources ? { sources: input.sources } : {} }, findings: sortFindings(findings) };
}
function problem(m, pointer, ruleId, message, hint) {
  const loc = m.locate(pointer);
  return { ruleId, severity: "error", message, file: loc.file, line: loc.line, column: loc.column, pointer: m.base + pointer, object: m.ref, ...hint ? { hint } : {} };
}
var VAP_RULE_PREFIX = "vap/";
function evaluatePolicyPack(pack, input) {
  const catalogCrds = [...input.crds ?? [], ...input.manifests.filter(isCrdManifest)];
  const catalog = new ResourceCatalog(catalogCrds);
  const config = pack.config;
  const namespaces = /* @__PURE__ */ new Map();
  for (const m of input.manifests) if (m.object.kind === "Namespace" && m.object.apiVersion === "v1" && m.object.metadata.name) namespaces.set(m.object.metadata.name, m.object);
  const base = /* @__PURE__ */ new Map();
  for (const m of input.baseManifests ?? []) base.set(identity(m, catalog, config), m.object);
  const env = { catalog, params: paramIndex([...pack.params, ...input.manifests]) };
  const findings = [];
  if (pack.policies.length > 0) {
    const ctx = { config, namespaces, namespaceObjects: /* @__PURE__ */ new Map(), applyDefaults: input.applyDefaults };
    const index = new PolicyIndex(pack.policies, pack.bindings);
    const verdicts = input.verdicts ? input.verdicts.memo.scope("admission", admissionContext(input.verdicts.packKey, pack, catalogCrds, namespaces, env.params, input.applyDefaults !== void 0), input.verdicts.texts) : void 0;
    for (const manifest of input.manifests) {
      if (input.admitFiles && !input.admitFiles.has(manifest.file)) continue;
      const resource = catalog.lookup(manifest.object.apiVersion, manifest.object.kind);
      const oldObject = base.size > 0 ? base.get(identity(manifest, catalog, config)) : void 0;
      const item = verdicts ? verdictItem(manifest, oldObject) : void 0;
      const kept = item !== void 0 ? verdicts?.get(manifest.file, item) : void 0;
      if (kept !== void 0) {
        if (kept !== 0) for (const f of kept) findings.push(f);
        continue;
      }
      const start = findings.length;
      const candidates = index.candidates(resource, oldObject ? "UPDATE" : "CREATE");
      if (candidates.length > 0) {
        const attrs = attributes(manifest, resource, oldObject, ctx);
        for (const policy of candidates) {
          for (const d of admit(policy, pack.bindings.get(policy.name) ?? [], attrs, env)) findings.push(...decisionFindings(d, attrs));
        }
      }
      if (verdicts && item !== void 0) {
        const own = findings.length === start ? 0 : findings.slice(start);
        verdicts.set(manifest.file, item, own, own === 0 ? 0 : findingsChars(own));
      }
    }
  }
  findings.push(...input.typeFindings ?? checkPolicyTypes(pack, catalogCrds, pack.sources ? { sources: pack.sources } : {}));
  findings.push(
    ...crossDocumentFindings({
      manifests: input.manifests,
      config,
      catalog,
      ...input.focusFiles ? { focusFiles: input.focusFiles } : {},
      ...input.reportFiles ? { reportFiles: input.reportFiles } : {},
      ...input.liveNamespaces ? { liveNamespaces: input.liveNamespaces } : {},
      ...input.crossFacts ? { factsMemo: input.crossFacts } : {},
      ...input.keptFiles ? { keptFiles: input.keptFiles } : {}
    })
  );
  if (input.waivers === false) return sortFindings(findings);
  return sortFindings(
    applyWaivers(findings, {
      manifests: input.manifests,
      entries: config.waivers,
      now: input.now,
      limits: config.waiverLimits,
      ...input.waiverBase ? { base: input.waiverBase } : {}
    })
  );
}
function admissionContext(packKey, pack, crds, namespaces, params, defaulted) {
  const paramKinds = /* @__PURE__ */ new Map();
  for (const p of pack.policies) if (p.paramKind) paramKinds.set(`${p.paramKind.apiVersion}\0${p.paramKind.kind}`, p.paramKind);
  return JSON.stringify({
    packKey,
    crds: crds.map((m) => [m.file, m.object]),
    namespaces: [...namespaces],
    params: [...paramKinds.values()].map((k) => params(k.apiVersion, k.kind).map((m) => [m.file, m.object])),
    defaulted
  });
}
function identity(m, catalog, config) {
  const r = catalog.lookup(m.object.apiVersion, m.object.kind);
  const ns = r.namespaced ? m.object.metadata.namespace ?? config.request.defaultNamespace : "";
  return `${r.group}\0${m.object.kind}\0${ns}\0${m.object.metadata.name ?? ""}`;
}
function attributes(manifest, resource, oldObject, ctx) {
  const namespace = resource.namespaced ? manifest.object.metadata.namespace ?? ctx.config.request.defaultNamespace : "";
  let object = ctx.applyDefaults ? ctx.applyDefaults(manifest) : manifest.object;
  if (resource.namespaced && object.metadata.namespace !== namespace) object = { ...object, metadata: { ...object.metadata, namespace } };
  const isNamespace = manifest.object.kind === "Namespace" && manifest.object.apiVersion === "v1";
  let namespaceObject = null;
  let namespaceLabels;
  if (resource.namespaced) {
    namespaceObject = ctx.namespaceObjects.get(namespace) ?? null;
    if (!namespaceObject) {
      namespaceObject = namespaceObjectFor(namespace, ctx.namespaces.get(namespace));
      ctx.namespaceObjects.set(namespace, namespaceObject);
    }
    namespaceLabels = namespaceObject.metadata.labels;
  } else if (isNamespace) {
    namespaceLabels = { ...object.metadata.labels ?? {}, "kubernetes.io/metadata.name": object.metadata.name ?? "" };
    object = { ...object, metadata: { ...object.metadata, labels: namespaceLabels } };
  }
  return {
    manifest,
    object,
    ...oldObject ? { oldObject } : {},
    operation: oldObject ? "UPDATE" : "CREATE",
    resource,
    namespace,
    namespaceObject,
    ...namespaceLabels ? { namespaceLabels } : {},
    userInfo: ctx.config.request.userInfo,
    cache: newAdmissionCache()
  };
}
var SEVERITY_OF = { Deny: "error", Warn: "warning", Audit: "info" };
function decisionFindings(d, attrs) {
  const m = attrs.manifest;
  const pointer = locateDecision(d, attrs);
  const loc = m.locate(pointer);
  const policyAt = formatLocation(d.policy.manifest.locate("/metadata/name"));
  const ruleId = VAP_RULE_PREFIX + d.policy.name;
  const base = { ruleId, file: loc.file, line: loc.line, column: loc.column, pointer: m.base + pointer, object: m.ref };
  const hint = (extra) => `Policy ${d.policy.name} (${policyAt})${d.binding ? `, binding ${d.binding.name}` : ""}${extra}`;
  switch (d.kind) {
    case "not-evaluated":
      return [{ ...base, severity: "info", message: `${decisionMessage(d, "Deny").replace(/ denied request: .*$/, "")} was not evaluated offline: ${d.detail}`, hint: hint("; it is enforced only by the API server.") }];
    case "ignored-error":
      return [{ ...base, severity: "info", message: `${d.detail} (failurePolicy: Ignore, so the API server would admit the object)`, hint: hint(".") }];
    case "config-error":
      return [{ ...base, severity: "error", message: decisionMessage(d, "Deny"), hint: hint("; the API server denies every matching request until this is fixed.") }];
    default: {
      const actions = d.actions.length > 0 ? d.actions : ["Deny"];
      const action = actions.includes("Deny") ? "Deny" : actions.includes("Warn") ? "Warn" : "Audit";
      const expr = d.validationIndex !== void 0 ? `; validation ${d.validationIndex}` : "";
      return [{ ...base, severity: SEVERITY_OF[action], message: decisionMessage(d, action), hint: hint(`${expr}${d.param ? `, params ${d.param.object.kind} ${d.param.object.metadata.name ?? ""}` : ""}.`) }];
    }
  }
}
function locateDecision(d, attrs) {
  const obj = attrs.manifest.object;
  if (d.fieldPath !== void 0) {
    const pointers = d.fieldPath.split(" | ").flatMap((alternative) => fieldPathToPointer(alternative.trim()) ?? []);
    const present = pointers.find((p) => getAtPointer(obj, p) !== void 0);
    if (present !== void 0) return present;
    if (pointers[0] !== void 0) return deepestExisting(obj, pointers[0]) || "/metadata/name";
  }
  let best = "";
  for (const e of d.expressions) {
    for (const path of e.program.fieldPaths.get("object") ?? []) {
      const found = deepestExisting(obj, toPointer(path));
      if (found.split("/").length > best.split("/").length) best = found;
    }
  }
  return best === "" || best === "/metadata" ? "/metadata/name" : best;
}
function deepestExisting(obj, pointer) {
  let p = pointer;
  while (p !== "" && getAtPointer(obj, p) === void 0) p = p.slice(0, p.lastIndexOf("/"));
  return p;
}
function fieldPathToPointer(fieldPath) {
  const segments = [];
  const re = /\.?([A-Za-z_$][\w$-]*)|\[(\d+)\]|\['((?:[^'\\]|\\.)*)'\]|\["((?:[^"\\]|\\.)*)"\]/y;
  let pos = 0;
  while (pos < fieldPath.length) {
    re.lastIndex = pos;
    const m = re.exec(fieldPath);
    if (!m) return void 0;
    segments.push(m[1] ?? m[2] ?? m[3] ?? m[4] ?? "");
    pos = re.lastIndex;
  }
  return toPointer(segments);
}
var POLICY_RULES = [
  ...CROSS_RULES,
  { id: "waiver/expired", summary: "A waiver has expired; the waived rule applies again", defaultSeverity: "error" },
  { id: "waiver/invalid", summary: "A waiver annotation lacks an expiry date or a justification", defaultSeverity: "error" },
  { id: "waiver/unused", summary: "A waiver matches no finding", defaultSeverity: "info" },
  { id: "waiver/too-long", summary: "A waiver lasts longer than waiverLimits.maxDays (90 days by default) from its approval date or today", defaultSeverity: "error" },
  { id: "waiver/not-waivable", summary: "A waiver names a security rule, or a rule not in waiverLimits.waivableRules", defaultSeverity: "error" },
  { id: "gate/waiver-changed", summary: "A waiver annotation is new or changed in a pull request; it takes effect only after merge", defaultSeverity: "warning" },
  { id: "policy-pack/cel-syntax", summary: "A CEL expression in the policy pack does not parse", defaultSeverity: "error" },
  { id: "policy-pack/cel-type", summary: "A CEL expression in the policy pack does not type-check", defaultSeverity: "error" },
  { id: "policy-pack/cel-unsupported", summary: "A CEL expression uses a Kubernetes library driftgate does not evaluate offline", defaultSeverity: "error" },
  { id: "policy-pack/invalid-policy", summary: "A ValidatingAdmissionPolicy is malformed", defaultSeverity: "error" },
  { id: "policy-pack/invalid-binding", summary: "A ValidatingAdmissionPolicyBinding is malformed", defaultSeverity: "error" },
  { id: "policy-pack/missing-policy", summary: "A binding names a policy that is not in the pack", defaultSeverity: "error" },
  { id: "policy-pack/duplicate-policy", summary: "Two policies have the same name", defaultSeverity: "error" },
  { id: "policy-pack/duplicate-binding", summary: "Two bindings have the same name", defaultSeverity: "error" },
  { id: "policy-pack/config", summary: "driftgate.yaml does not match its schema", defaultSeverity: "error" },
  { id: "policy-pack/invalid-document", summary: "A file of the policy pack is not valid YAML or not an object", defaultSeverity: "error" },
  { id: "policy-pack/cel-schema", summary: "A CEL expression does not type-check against the schema of a kind the policy matches (fails at runtime)", defaultSeverity: "warning" },
  { id: "policy-pack/unbound-policy", summary: "A policy has no binding, so nobody enforces it", defaultSeverity: "warning" },
  { id: "policy-test/invalid", summary: "A PolicyTest document is malformed", defaultSeverity: "error" },
  { id: "policy-test/failed", summary: "A policy test expectation does not hold", defaultSeverity: "error" }
];
var SECURITY_SEVERITY_ANNOTATION = "security-severity.driftgate.dev";
function packRuleInfo(pack) {
  return pack.policies.map((p) => {
    const security = Number(p.manifest.object.metadata.annotations?.[SECURITY_SEVERITY_ANNOTATION] ?? Number.NaN);
    let summary;
    return {
      id: VAP_RULE_PREFIX + p.name,
      // Made when read: only SARIF prints it, and locating the policy costs a check ~4 ms.
      get summary() {
        return summary ??= `ValidatingAdmissionPolicy ${p.name} (${formatLocation(p.manifest.locate("/metadata/name"))})`;
      },
      defaultSeverity: "error",
      helpUri: "docs/policies.md#the-default-pack",
      ...security >= 0 && security <= 10 ? { securitySeverity: security } : {}
    };
  });
}

// src/core/policy/files.ts
function parseSourceFiles(files, cache) {
  const documents = [];
  const texts = /* @__PURE__ */ new Map();
  const findings = [];
  for (const file of files) {
    const decoded = decodeSourceFile(file);
    if (!decoded.ok) {
      findings.push({ ...decoded.finding, ruleId: "policy-pack/invalid-document" });
      continue;
    }
    texts.set(file.path, decoded.text);
    const parsed = parseYaml(decoded.text, { file: file.path, ...cache ? { cache } : {} });
    for (const d of parsed.documents) documents.push(d);
    for (const f of parsed.findings) findings.push(f.severity === "error" ? { ...f, ruleId: "policy-pack/invalid-document" } : f);
  }
  return { documents, texts, findings };
}
function loadPolicyPackFiles(files, cache) {
  const parsed = parseSourceFiles(files, cache);
  const loaded = loadPolicyPack({ documents: parsed.documents, sources: (f) => parsed.texts.get(f) });
  return { pack: loaded.pack, findings: [...parsed.findings, ...loaded.findings], documents: parsed.documents, texts: parsed.texts };
}

// src/core/policy/policy-test.ts
var DEFAULT_TEST_NOW = new Date(Date.UTC(2e3, 0, 1));

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

// src/core/manifest/helm-kinds.ts
var HELM_RELEASE_KINDS = /^kind:\s*["']?(HelmRelease|Application|HelmChart)\b/m;
var HELM_VALUES_KINDS = /^kind:\s*["']?(ConfigMap|Secret)\b/m;
var HELM_HEAD_BYTES = 1 << 20;
function namesHelmKinds(head) {
  return HELM_RELEASE_KINDS.test(head) || HELM_VALUES_KINDS.test(head);
}

// src/core/check/kept-files.ts
function readHeadFiles(input) {
  const { store, selected } = input;
  const context = keptFactsContext(input.config);
  const seen = /* @__PURE__ */ new Set();
  const repeated = /* @__PURE__ */ new Set();
  for (const file of input.files) (seen.has(file.path) ? repeated : seen).add(file.path);
  const candidates = /* @__PURE__ */ new Map();
  const unkept = /* @__PURE__ */ new Map();
  for (const file of input.files) {
    if (file.shipped || selected.has(file.path) || input.alwaysParsed(file)) continue;
    let facts;
    if (store !== void 0 && file.blob !== void 0 && file.problem === void 0 && file.size !== void 0) {
      if (file.size > input.limits.maxBytes) continue;
      facts = store.get(file.blob, context);
      if (facts === void 0) unkept.set(file, file.blob);
    } else {
      const decoded = decodeSourceFile(file, input.limits);
      if (!decoded.ok) continue;
      if (store === void 0) facts = factsOfParsed(input.parseAgain(file), input.config);
      else {
        const id = contentId(file, decoded.text);
        facts = store.get(id, context);
        if (facts === void 0) unkept.set(file, id);
      }
    }
    if (facts !== void 0 && !repeated.has(file.path) && !needsObjects(facts, input.contextKinds)) candidates.set(file, facts);
  }
  const parsed = /* @__PURE__ */ new Map();
  const reportedNames = /* @__PURE__ */ new Set();
  for (const file of input.files) {
    if (candidates.has(file)) continue;
    const one = input.parse(file);
    parsed.set(file, one);
    if (!selected.has(file.path)) continue;
    for (const m of one.manifests) if (m.object.metadata.name !== void 0) reportedNames.add(`${m.object.kind}\0${m.object.metadata.name}`);
  }
  const byPath = /* @__PURE__ */ new Map();
  for (const [file, facts] of candidates) {
    if (facts.names.some((n) => reportedNames.has(n))) {
      parsed.set(file, input.parse(file));
      continue;
    }
    let objects;
    byPath.set(file.path, { path: file.path, facts, load: () => objects ??= input.parseAgain(file).manifests });
  }
  const manifests = [];
  const findings = [];
  let documents = 0;
  let keptObjects = 0;
  for (const file of input.files) {
    const one = parsed.get(file);
    if (one === void 0) {
      const facts = candidates.get(file);
      documents += facts?.documents ?? 0;
      keptObjects += facts?.objects ?? 0;
      continue;
    }
    for (const m of one.manifests) manifests.push(m);
    for (const f of one.findings) findings.push(f);
    documents += one.documents;
    const id = unkept.get(file);
    if (id !== void 0) store?.set(id, context, factsOfParsed(one, input.config), !namesHelmKinds(fileHead(file, HELM_HEAD_BYTES)));
  }
  return { manifests, findings, documents, keptObjects, kept: byPath.size > 0 ? { order: input.files.map((f) => f.path), byPath } : void 0 };
}
function factsOfParsed(file, config) {
  return keptCrossFactsOf(file.manifests, file.documents, config);
}
function needsObjects(facts, contextKinds) {
  for (const k of facts.kinds) {
    const kind = k.slice(k.indexOf("\0") + 1);
    if (kind === "CustomResourceDefinition" || kind === "Namespace" || contextKinds.has(k)) return true;
  }
  return false;
}

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
function objectKey2(m) {
  const { group } = splitApiVersion(m.object.apiVersion);
  return `${group}/${m.object.kind}/${m.object.metadata.namespace ?? ""}/${m.object.metadata.name ?? ""}`;
}
function checkRepository(input) {
  const limits = input.limits ?? DEFAULT_FILE_LIMITS;
  const isSelected = (file) => !input.selected || file !== void 0 && input.selected.has(file);
  const memo = input.runMemo ?? new CheckRunMemo();
  const clock = input.clock;
  clock?.lap("judge");
  const fileTexts = input.verdictMemo ? new FileTexts() : void 0;
  const crdSourcePaths = new Set((input.crdFiles ?? []).map((f) => f.path));
  const crdCompatFile = (input.policyFiles ?? []).find((f) => f.path.endsWith(CRD_COMPAT_CONFIG));
  const packFiles = (input.policyFiles ?? []).filter((f) => f !== crdCompatFile);
  const packKey = packFiles.length > 0 && input.verdictMemo ? packVerdictKey(packFiles) : void 0;
  const loadPack = () => loadPolicyPackFiles(packFiles, input.parseCache);
  const loaded = packFiles.length > 0 ? memo.once("pack", packFiles, () => input.verdictMemo && packKey !== void 0 ? input.verdictMemo.latest("pack", packKey, loadPack) : loadPack()) : void 0;
  clock?.lap("policy");
  const head = input.selected && (input.crossFacts !== void 0 || input.unreportedByFacts === true) ? readHeadFiles({
    files: input.files,
    selected: input.selected,
    ...input.crossFacts ? { store: input.crossFacts } : {},
    limits,
    config: loaded?.pack.config ?? DEFAULT_CONFIG2,
    alwaysParsed: (f) => crdSourcePaths.has(f.path),
    contextKinds: new Set((loaded?.pack.policies ?? []).flatMap((p) => p.paramKind ? [`${p.paramKind.apiVersion}\0${p.paramKind.kind}`] : [])),
    parse: (f) => parseFiles([f], limits, input.parseCache, fileTexts),
    parseAgain: (f) => parseFiles([f], limits, input.parseCache)
  }) : { ...parseFiles(input.files, limits, input.parseCache, fileTexts), keptObjects: 0, kept: void 0 };
  const headPaths = input.crdFiles !== void 0 && input.crdFiles.length > 0 ? new Set(input.files.map((f) => f.path)) : void 0;
  const extraCrdFiles = headPaths === void 0 ? [] : (input.crdFiles ?? []).filter((f) => !headPaths.has(f.path));
  const crdSources = memo.once("crd-sources", extraCrdFiles, () => parseFiles(extraCrdFiles, limits, input.parseCache));
  clock?.lap("parse");
  const isReportedCrdSource = (file) => isSelected(file) || !input.selected || !input.baseFiles && file !== void 0 && crdSourcePaths.has(file);
  const texts = new FindingTextInterner();
  const findings = texts.findings(head.findings.filter((f) => isSelected(f.file) || f.file !== void 0 && crdSourcePaths.has(f.file) && isReportedCrdSource(f.file)));
  findings.push(...crdSources.findings.filter((f) => isReportedCrdSource(f.file)));
  const crdManifests = [...crdSources.manifests, ...head.manifests.filter(isCrd)];
  const crds = memo.once("crds", crdManifests, () => loadCrds(crdManifests));
  findings.push(...crds.findings.filter((f) => isReportedCrdSource(f.file)));
  const oldObjects = /* @__PURE__ */ new Map();
  clock?.lap("schema");
  const baseParsed = input.baseFiles ? parseFiles(input.baseFiles, limits, input.parseCache) : void 0;
  clock?.lap("parse");
  for (const f of baseParsed?.findings ?? []) if (f.ruleId.startsWith("input/") && isSelected(f.file)) findings.push({ ...f, severity: "warning", message: `at the base revision: ${f.message}; the change is judged without its base version` });
  const changedAtBase = new Set((input.baseFiles ?? []).map((f) => f.path));
  const unchangedAtBase = input.baseFiles && input.selected ? head.manifests.filter((m) => !isSelected(m.file) && !changedAtBase.has(m.file)) : [];
  for (const m of [...unchangedAtBase, ...baseParsed?.manifests ?? []]) oldObjects.set(objectKey2(m), m);
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
  const declaredUnvalidated = loaded?.pack.config.unvalidatedKinds ?? [];
  const schemaInvalid = /* @__PURE__ */ new Set();
  const schemaErrorPointers = /* @__PURE__ */ new Map();
  const noteSchemaErrors = (manifest, result) => {
    if (result.length === 0) return;
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
    const validate3 = () => validateManifest(crds.registry, manifest, { ...old ? { oldObject: old.object } : {}, celRunBudget: memo.celBudget });
    const item = schemaVerdicts ? verdictItem(manifest, old?.object) : void 0;
    if (!schemaVerdicts || item === void 0) return validate3();
    const budget = memo.celBudget;
    const kept = schemaVerdicts.get(manifest.file, item);
    if (typeof kept === "number") {
      if (budget.remaining >= PER_CALL_COST_LIMIT + kept) {
        budget.spend(kept);
        return [];
      }
    } else if (kept?.kind === "no-crd") return void 0;
    else if (kept?.kind === "crd" && budget.remaining >= PER_CALL_COST_LIMIT + kept.cost) {
      budget.spend(kept.cost);
      return [...kept.findings];
    }
    const before = budget.remaining;
    const result = validate3();
    const cost = before - budget.remaining;
    if (result === void 0) schemaVerdicts.set(manifest.file, item, { kind: "no-crd" }, 8);
    else if (before >= PER_CALL_COST_LIMIT + cost) schemaVerdicts.set(manifest.file, item, result.length === 0 ? cost : { kind: "crd", findings: result, cost }, findingsChars(result));
    return result;
  };
  const checkBuiltin = (builtinRegistry, manifest) => {
    const check2 = () => checkBuiltinManifest(builtinRegistry, manifest, { strict: input.strict === true });
    if (!schemaVerdicts || input.verdictMemo?.persistent) return check2();
    const item = `builtin\0${objectPlace(manifest)}`;
    const kept = schemaVerdicts.get(manifest.file, item);
    if (typeof kept === "object" && kept.kind === "builtin") return kept.result;
    const result = check2();
    schemaVerdicts.set(manifest.file, item, { kind: "builtin", result }, findingsChars(result?.findings ?? []));
    return result;
  };
  let lastKind;
  for (const manifest of head.manifests) {
    if (!isSelected(manifest.file) || isCrd(manifest)) continue;
    const old = oldObjects.size > 0 ? oldObjects.get(objectKey2(manifest)) : void 0;
    const { group, version } = splitApiVersion(manifest.object.apiVersion);
    const builtinGroup = input.builtins !== void 0 && isKubernetesGroup(group);
    const validatedResult = builtinGroup ? void 0 : validateObject(manifest, old);
    const result = validatedResult === void 0 || validatedResult.length === 0 ? validatedResult : validatedResult.filter((f) => f.ruleId !== CEL_RUN_BUDGET_RULE);
    if (result && validatedResult && result.length < validatedResult.length) {
      celNotEvaluated.push(manifest);
      unvalidated.push({ manifest, reason: "x-kubernetes-validations rules not evaluated: the run's CEL cost budget was spent" });
    }
    if (result) {
      validated += 1;
      const kind = manifest.object.kind;
      if (lastKind === void 0 || lastKind.kind !== kind || lastKind.group !== group) lastKind = { group, kind, crd: crdOfKind.get(`${group}\0${kind}`) };
      const crd = lastKind.crd;
      if (crd) schemaSources.set(manifest, schemaSourceOf(crd.name, version, crd.manifest.file));
      if (result.length > 0) {
        findings.push(...texts.findings(result));
        noteSchemaErrors(manifest, result);
      }
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
  clock?.lap("schema");
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
        () => input.verdictMemo && packKey !== void 0 ? input.verdictMemo.latestData("pack-types", JSON.stringify([packKey, catalogCrds.map((m) => [m.file, m.base, m.object])]), checkTypes, keptFindings) : checkTypes()
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
        ...input.verdictMemo && fileTexts ? { verdicts: { memo: input.verdictMemo, texts: fileTexts.byPath, packKey: packKey ?? packVerdictKey(packFiles) } } : {},
        ...input.verdictMemo && !input.verdictMemo.persistent && !input.selected ? { crossFacts: crossFactsOf(input.verdictMemo) } : {},
        ...head.kept ? { keptFiles: head.kept } : {}
      });
      findings.push(
        ...texts.findings(policyFindings).filter((f) => isSelected(f.file) && !(f.ruleId.startsWith(VAP_RULE_PREFIX) && repeatsSchemaError(f, schemaErrorPointers.get(findingObjectKey(f)))))
      );
    }
  }
  if (input.liveGpu) findings.push(...gpuCapacityFindings(head.manifests.filter((m) => isSelected(m.file) && !schemaInvalid.has(objectLocationKey(m))), input.liveGpu));
  clock?.lap("policy");
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
    clock?.lap("crd-gate");
  }
  if (input.headPolicyFiles) findings.push(...configChangeFindings({ base: input.policyChangeBase ?? input.policyFiles ?? [], head: input.headPolicyFiles }));
  return {
    findings,
    manifests: head.manifests,
    configurationErrors,
    rules,
    unvalidated,
    schemaSources,
    stats: { files: input.files.length, documents: head.documents, objects: head.manifests.length + head.keptObjects, validated, builtins }
  };
}
var crossFactsMemos = /* @__PURE__ */ new WeakMap();
function crossFactsOf(store) {
  let memo = crossFactsMemos.get(store);
  if (memo === void 0) crossFactsMemos.set(store, memo = new CrossFactsMemo());
  return memo;
}
function keptFindings(kept) {
  return Array.isArray(kept) && kept.every((f) => isRecord(f) && typeof f.ruleId === "string" && typeof f.message === "string") ? kept : void 0;
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
  CRD_COMPAT_CONFIG,
  DEFAULT_CONFIG,
  parseCrdCompatConfig,
  applyConfig,
  compareCrdSets,
  checkStoredVersions,
  versionsToValidate,
  StoredObjectTally,
  storedObjectFindings,
  notValidatedFinding,
  SEVERITIES,
  sortFindings,
  countBySeverity,
  FAIL_ON,
  failsAt,
  formatLocation,
  describeObject,
  dedupeFindings,
  GATE_RULES,
  configChangeFindings,
  CONFIG_KIND2 as CONFIG_KIND,
  HELM_RELEASE_KINDS,
  HELM_VALUES_KINDS,
  HELM_HEAD_BYTES,
  CheckRunMemo,
  parseFiles,
  isCrd,
  FileTexts,
  checkRepository
};
