import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  parseYaml
} from "./chunk-WBO74T5U.js";
import {
  LINT_RULES,
  RULES,
  RULE_ID_PREFIX,
  UNCLASSIFIED_RULE_ID,
  UNSTABLE_VERSION_PATTERN,
  describeChange,
  sameShape,
  walkSchemas
} from "./chunk-3O2YG7YO.js";
import {
  indexCrds
} from "./chunk-2LZ7XXC5.js";
import {
  isWithin,
  validateCrd
} from "./chunk-JJB4YJM7.js";
import {
  CRD_API_VERSION,
  canonicalJson,
  deepEqual,
  readCrd,
  schemaOfVersion,
  servedVersionsOf,
  storedVersionsOf
} from "./chunk-IOXHI6CE.js";
import {
  compileRe2
} from "./chunk-5WTWSETK.js";
import {
  isRecord
} from "./chunk-CV4ZZOWD.js";
import {
  appendPointer,
  escapeSegment
} from "./chunk-ALUEK7QH.js";

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
  const problem = (pointer, message, hint) => {
    const at = document.locate(pointer, "value");
    findings.push({ ruleId: `${RULE_ID_PREFIX}config-invalid`, severity: "error", message, file: at.file, line: at.line, column: at.column, pointer: at.pointer, hint });
  };
  const errors = validate(document.value);
  for (const e of errors) problem(errorPointer(e), describeError(e), "See docs/crd-compat.md#configuration for the file format.");
  if (errors.length > 0 || !isRecord(document.value)) return { config: DEFAULT_CONFIG, findings };
  const value = isRecord(document.value.spec) ? document.value.spec : {};
  const ignoreVersions = typeof value.ignoreVersions === "string" ? value.ignoreVersions : void 0;
  if (ignoreVersions !== void 0) {
    const compiled = compileRe2(ignoreVersions);
    if (!compiled.ok) {
      problem(
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
  const where = e.instancePath === "" ? "the config" : e.instancePath.slice(1).split("/").join(".");
  const params = e.params;
  switch (e.keyword) {
    case "additionalProperties": {
      const key = String(params.additionalProperty);
      if (e.instancePath === "/spec/rules") return `unknown rule ${JSON.stringify(key)}${suggest(key)}`;
      return `unknown key ${JSON.stringify(key)} in ${where}`;
    }
    case "enum":
      return `${where} must be one of ${params.allowedValues.slice(0, 12).map((v) => JSON.stringify(v)).join(", ")}${params.allowedValues.length > 12 ? ", …" : ""}`;
    case "const":
      return `${where} must be ${JSON.stringify(params.allowedValue)}`;
    case "required":
      return `${where} needs ${JSON.stringify(params.missingProperty)}`;
    case "maxProperties":
      return `${where}: this rule has no options`;
    case "type":
      return `${where} must be of type ${String(params.type).replace(",", " or ")}`;
    case "minLength":
      return `${where} must not be shorter than ${String(params.limit)} characters`;
    case "minimum":
      return `${where} must be at least ${String(params.limit)}`;
    case "pattern":
      return `${where} must match ${String(params.pattern)}`;
    default:
      return `${where} is invalid (${e.keyword})`;
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
    const severity = setting ?? f.severity;
    const ack = config.acknowledgements.find((a) => acknowledges(a, f));
    if (ack) {
      out.push({
        ...f,
        severity: "info",
        message: `acknowledged (${ack.justification}): ${f.message}`,
        acknowledged: { justification: ack.justification, severity }
      });
    } else {
      out.push(severity === f.severity ? f : { ...f, severity });
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
  const where = [raw.version, raw.path].filter((x) => x !== void 0 && x !== "").join(" ");
  const scope = SCOPE_TEXT[raw.scope](raw.version);
  return `${where ? `${where}: ` : ""}${raw.message}${scope ? ` (${scope})` : ""}. Existing objects: ${raw.existing}.`;
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
  validate(validator, object) {
    this.add(object, validator.validate(object));
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

export {
  CRD_COMPAT_CONFIG,
  DEFAULT_CONFIG,
  parseCrdCompatConfig,
  applyConfig,
  compareCrdSets,
  crdManifestFindings,
  checkStoredVersions,
  versionsToValidate,
  StoredObjectTally,
  storedObjectFindings,
  notValidatedFinding
};
