import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  SELECTOR_OPERATORS
} from "./chunk-FCYMUYXU.js";
import {
  checkMetadata,
  qualifiedNameProblem,
  violationToFinding
} from "./chunk-7HXXWLF3.js";
import {
  pointerOf
} from "./chunk-6HZSUFL7.js";
import {
  LABEL_EXPECTED,
  QUANTITY,
  SUBDOMAIN_EXPECTED,
  atField,
  closest,
  formatChecker,
  isDns1123Label,
  isDns1123Subdomain,
  parseIp
} from "./chunk-7CTFDBBF.js";
import {
  describeValue,
  isRecord,
  splitApiVersion
} from "./chunk-OAWLX4HV.js";
import {
  appendPointer
} from "./chunk-ALUEK7QH.js";

// src/core/schema/builtin/check.ts
var BUILTIN_RULES = [
  { id: "schema/removed-api", summary: "The apiVersion of a built-in kind is no longer served by Kubernetes (removed in the release named).", defaultSeverity: "error" },
  { id: "schema/unserved-version", summary: "The apiVersion names a Kubernetes group at a version it does not serve (apps/v2, core/v1, apps/v1/): the API server and kubectl refuse it.", defaultSeverity: "error" },
  { id: "schema/no-such-kind", summary: "A Kubernetes group-version does not serve this kind (a misspelt kind, or the kind lives in another group).", defaultSeverity: "error" },
  { id: "schema/selector", summary: "A controller selector is empty or does not select its pod template labels, or a label selector expression is malformed.", defaultSeverity: "error" },
  { id: "schema/key", summary: "A ConfigMap or Secret key is not a valid key.", defaultSeverity: "error" },
  { id: "schema/reference", summary: "A field names something the object does not have (a volumeMount of no volume).", defaultSeverity: "error" },
  { id: "schema/semantics", summary: "A built-in object breaks a rule of the API server validation (mutually exclusive fields, ...).", defaultSeverity: "error" }
];
var PRERELEASE_VERSION = /^v[1-9][0-9]*(alpha|beta)[1-9][0-9]*$/;
function checkBuiltinManifest(registry, manifest, options) {
  const { apiVersion, kind } = manifest.object;
  const at = (pointer, ruleId, severity, message, hint) => {
    const loc = manifest.locate(pointer);
    return { ruleId, severity, message, file: loc.file, line: loc.line, column: loc.column, pointer: manifest.base + pointer, object: manifest.ref, ...hint ? { hint } : {} };
  };
  const version = registry.source.description;
  const core = /^core\/(.*)$/i.exec(apiVersion);
  if (core) {
    return {
      findings: [at("/apiVersion", "schema/unserved-version", "error", `apiVersion: expected "${core[1] || "v1"}" (the core group is written without a group name), found ${JSON.stringify(apiVersion)}`, `Change apiVersion to ${core[1] || "v1"}.`)],
      validated: false
    };
  }
  const found = registry.lookup(apiVersion, kind);
  switch (found.status) {
    case "not-builtin":
      return void 0;
    case "found":
      return { findings: registry.validate(manifest.object, found).map((v) => violationToFinding(manifest, v)), validated: true };
    case "removed": {
      const r = found.removal;
      const instead = r.use ? `use apiVersion: ${r.use}` : "there is no replacement in this API";
      return {
        findings: [
          at(
            "/apiVersion",
            "schema/removed-api",
            "error",
            `apiVersion: ${kind} in ${apiVersion} is no longer served since Kubernetes ${r.removedIn}: expected a served apiVersion, found ${JSON.stringify(apiVersion)}; ${instead}`,
            r.note ? `${r.use ? `Change apiVersion to ${r.use}; ` : ""}${r.note}.` : r.use ? `Change apiVersion to ${r.use}.` : void 0
          )
        ],
        validated: false
      };
    }
    case "unknown-kind": {
      const listed = found.kinds.length <= 12 ? found.kinds.join(", ") : `${found.kinds.length} kinds`;
      const hint = found.elsewhere ? `${kind} is served by ${found.elsewhere}: use apiVersion: ${found.elsewhere}.` : found.suggestion ? `Did you mean "${found.suggestion}"? Kinds are case-sensitive.` : void 0;
      return {
        findings: [at("/kind", "schema/no-such-kind", "error", `kind: expected a kind that ${apiVersion} serves (${listed}), found ${JSON.stringify(kind)} (${version})`, hint)],
        validated: false
      };
    }
    case "unknown-version": {
      const served = found.served.length > 0 ? `it serves ${found.served.map((v) => found.group === "" ? v : `${found.group}/${v}`).join(", ")}` : "it serves no version of this group by default";
      const requested = apiVersion.includes("/") ? apiVersion.slice(apiVersion.indexOf("/") + 1) : apiVersion;
      if (!PRERELEASE_VERSION.test(requested)) {
        return {
          findings: [
            at(
              "/apiVersion",
              "schema/unserved-version",
              "error",
              `apiVersion: expected a version of ${found.group === "" ? "the core group" : found.group} that Kubernetes serves (${served}), found ${JSON.stringify(apiVersion)}; ${version} and kubectl refuse it`,
              found.served.length > 0 ? `Change apiVersion to ${found.group === "" ? found.served[0] : `${found.group}/${found.served[0]}`}.` : void 0
            )
          ],
          validated: false
        };
      }
      return {
        findings: [
          at(
            "/apiVersion",
            "schema/unknown-kind",
            options.strict ? "error" : "warning",
            `no schema for ${kind} in ${apiVersion}: ${version} does not serve ${apiVersion} (${served}); the object was not validated`,
            "Use a served apiVersion, or check against the cluster with --kubeconfig and --schemas-from-cluster if it enables this API."
          )
        ],
        validated: false
      };
    }
  }
}

// src/core/schema/builtin/removed.ts
var REMOVED_APIS = [
  // 1.16
  { apiVersion: "extensions/v1beta1", kinds: ["Deployment", "DaemonSet", "ReplicaSet"], removedIn: "1.16", use: "apps/v1", note: "apps/v1 requires spec.selector, and it must match the template labels" },
  { apiVersion: "extensions/v1beta1", kinds: ["NetworkPolicy"], removedIn: "1.16", use: "networking.k8s.io/v1" },
  { apiVersion: "extensions/v1beta1", kinds: ["PodSecurityPolicy"], removedIn: "1.16", note: "PodSecurityPolicy was removed altogether in 1.25; use Pod Security Admission (pod-security.kubernetes.io/* namespace labels)" },
  { apiVersion: "apps/v1beta1", removedIn: "1.16", use: "apps/v1", note: "apps/v1 requires spec.selector, and it must match the template labels" },
  { apiVersion: "apps/v1beta2", removedIn: "1.16", use: "apps/v1" },
  // 1.20, 1.21
  { apiVersion: "settings.k8s.io/v1alpha1", kinds: ["PodPreset"], removedIn: "1.20", note: "PodPreset was removed; use a mutating admission policy or webhook" },
  { apiVersion: "batch/v2alpha1", kinds: ["CronJob"], removedIn: "1.21", use: "batch/v1" },
  // 1.22
  { apiVersion: "extensions/v1beta1", kinds: ["Ingress"], removedIn: "1.22", use: "networking.k8s.io/v1", note: "networking.k8s.io/v1 renames backend.serviceName/servicePort to backend.service.name/port, and pathType is required" },
  { apiVersion: "networking.k8s.io/v1beta1", kinds: ["Ingress", "IngressClass"], removedIn: "1.22", use: "networking.k8s.io/v1", note: "networking.k8s.io/v1 renames backend.serviceName/servicePort to backend.service.name/port, and pathType is required" },
  { apiVersion: "admissionregistration.k8s.io/v1beta1", kinds: ["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration"], removedIn: "1.22", use: "admissionregistration.k8s.io/v1", note: "v1 requires sideEffects and admissionReviewVersions" },
  { apiVersion: "apiextensions.k8s.io/v1beta1", removedIn: "1.22", use: "apiextensions.k8s.io/v1", note: "v1 requires a structural schema for every version" },
  { apiVersion: "apiregistration.k8s.io/v1beta1", removedIn: "1.22", use: "apiregistration.k8s.io/v1" },
  { apiVersion: "authentication.k8s.io/v1beta1", removedIn: "1.22", use: "authentication.k8s.io/v1" },
  { apiVersion: "authorization.k8s.io/v1beta1", removedIn: "1.22", use: "authorization.k8s.io/v1" },
  { apiVersion: "certificates.k8s.io/v1beta1", removedIn: "1.22", use: "certificates.k8s.io/v1", note: "v1 requires spec.signerName" },
  { apiVersion: "coordination.k8s.io/v1beta1", removedIn: "1.22", use: "coordination.k8s.io/v1" },
  { apiVersion: "rbac.authorization.k8s.io/v1beta1", removedIn: "1.22", use: "rbac.authorization.k8s.io/v1" },
  { apiVersion: "rbac.authorization.k8s.io/v1alpha1", removedIn: "1.22", use: "rbac.authorization.k8s.io/v1" },
  { apiVersion: "scheduling.k8s.io/v1beta1", removedIn: "1.22", use: "scheduling.k8s.io/v1" },
  { apiVersion: "scheduling.k8s.io/v1alpha1", kinds: ["PriorityClass"], removedIn: "1.22", use: "scheduling.k8s.io/v1" },
  { apiVersion: "storage.k8s.io/v1beta1", kinds: ["CSIDriver", "CSINode", "StorageClass", "VolumeAttachment"], removedIn: "1.22", use: "storage.k8s.io/v1" },
  // 1.25
  { apiVersion: "batch/v1beta1", kinds: ["CronJob"], removedIn: "1.25", use: "batch/v1" },
  { apiVersion: "discovery.k8s.io/v1beta1", kinds: ["EndpointSlice"], removedIn: "1.25", use: "discovery.k8s.io/v1" },
  { apiVersion: "events.k8s.io/v1beta1", kinds: ["Event"], removedIn: "1.25", use: "events.k8s.io/v1" },
  { apiVersion: "autoscaling/v2beta1", kinds: ["HorizontalPodAutoscaler"], removedIn: "1.25", use: "autoscaling/v2" },
  { apiVersion: "policy/v1beta1", kinds: ["PodDisruptionBudget"], removedIn: "1.25", use: "policy/v1", note: "in policy/v1 an empty spec.selector selects every pod of the namespace" },
  { apiVersion: "policy/v1beta1", kinds: ["PodSecurityPolicy"], removedIn: "1.25", note: "PodSecurityPolicy was removed altogether; use Pod Security Admission (pod-security.kubernetes.io/* namespace labels) or a validating admission policy" },
  { apiVersion: "node.k8s.io/v1beta1", kinds: ["RuntimeClass"], removedIn: "1.25", use: "node.k8s.io/v1" },
  // 1.26, 1.27
  { apiVersion: "flowcontrol.apiserver.k8s.io/v1beta1", removedIn: "1.26", use: "flowcontrol.apiserver.k8s.io/v1" },
  { apiVersion: "autoscaling/v2beta2", kinds: ["HorizontalPodAutoscaler"], removedIn: "1.26", use: "autoscaling/v2" },
  { apiVersion: "storage.k8s.io/v1beta1", kinds: ["CSIStorageCapacity"], removedIn: "1.27", use: "storage.k8s.io/v1" },
  // 1.29, 1.32
  { apiVersion: "flowcontrol.apiserver.k8s.io/v1beta2", removedIn: "1.29", use: "flowcontrol.apiserver.k8s.io/v1" },
  { apiVersion: "networking.k8s.io/v1alpha1", kinds: ["ClusterCIDR"], removedIn: "1.29", note: "ClusterCIDR was removed; configure pod CIDRs on the controller manager" },
  { apiVersion: "flowcontrol.apiserver.k8s.io/v1beta3", removedIn: "1.32", use: "flowcontrol.apiserver.k8s.io/v1" }
];
function findRemovedApi(apiVersion, kind) {
  return REMOVED_APIS.find((r) => r.apiVersion === apiVersion && (r.kinds === void 0 || r.kinds.includes(kind)));
}
var OTHER_KUBERNETES_GROUPS = /* @__PURE__ */ new Set([
  "extensions",
  "settings.k8s.io",
  "storagemigration.k8s.io",
  "internal.apiserver.k8s.io",
  ...REMOVED_APIS.map((r) => r.apiVersion.includes("/") ? r.apiVersion.slice(0, r.apiVersion.indexOf("/")) : "")
]);
var SERVED_GROUPS = /* @__PURE__ */ new Set([
  "",
  "admissionregistration.k8s.io",
  "apiextensions.k8s.io",
  "apiregistration.k8s.io",
  "apps",
  "authentication.k8s.io",
  "authorization.k8s.io",
  "autoscaling",
  "batch",
  "certificates.k8s.io",
  "coordination.k8s.io",
  "discovery.k8s.io",
  "events.k8s.io",
  "flowcontrol.apiserver.k8s.io",
  "networking.k8s.io",
  "node.k8s.io",
  "policy",
  "rbac.authorization.k8s.io",
  "resource.k8s.io",
  "scheduling.k8s.io",
  "storage.k8s.io"
]);
function isKubernetesGroup(group) {
  return SERVED_GROUPS.has(group) || OTHER_KUBERNETES_GROUPS.has(group);
}

// src/core/schema/builtin/schema-set.ts
function groupVersionFileName(groupVersion) {
  const slash = groupVersion.indexOf("/");
  return slash === -1 ? `core__${groupVersion}.json` : `${groupVersion.slice(0, slash)}__${groupVersion.slice(slash + 1)}.json`;
}

// src/core/schema/builtin/decode.ts
var INT32_MIN = -2147483648;
var INT32_MAX = 2147483647;
var IDENT = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;
function decodeBuiltin(object, root, options) {
  const walk = { resolve: options.resolve, maxDepth: options.maxDepth ?? 200, out: [] };
  visit(walk, object, { $ref: root }, void 0, 0, false);
  return walk.out;
}
function deref(walk, schema) {
  let s = schema;
  for (let hops = 0; s?.$ref !== void 0 && hops < 16; hops++) s = walk.resolve(s.$ref);
  return s?.$ref === void 0 ? s : void 0;
}
function child(path, key) {
  if (typeof key === "number") return `${path}[${key}]`;
  return path === "" ? key : IDENT.test(key) ? `${path}.${key}` : `${path}[${key}]`;
}
function pathOf(loc) {
  const keys = [];
  for (let l = loc; l; l = l.parent) keys.push(l.key);
  let out = "";
  for (let i = keys.length - 1; i >= 0; i--) out = child(out, keys[i]);
  return out;
}
function goType(schema) {
  switch (schema.format) {
    case "int32":
    case "int64":
      return schema.format;
    case "double":
      return "float64";
    case "byte":
      return "[]byte";
    case "date-time":
      return "metav1.Time";
    default:
      break;
  }
  switch (schema.type) {
    case "object":
      return schema.properties ? "a struct" : "map";
    case "array":
      return "a list";
    case "integer":
      return "int";
    case "number":
      return "float64";
    default:
      return schema.type ?? "value";
  }
}
function expected(schema) {
  switch (schema.type) {
    case "object":
      return "a mapping";
    case "array":
      return "a list";
    case "string":
      return schema.format === "byte" ? "a base64-encoded string" : schema.format === "date-time" ? 'an RFC 3339 date-time string such as "2026-01-02T15:04:05Z"' : "a string";
    case "integer":
      return schema.format === "int32" ? "an integer (int32)" : "an integer";
    case "number":
      return "a number";
    case "boolean":
      return "true or false";
    default:
      return "a value";
  }
}
function jsonKind(value) {
  if (Array.isArray(value)) return "array";
  if (value === null) return "null";
  return typeof value === "object" ? "object" : typeof value;
}
function typeError(walk, loc, want, value, go, hint) {
  walk.out.push({
    ruleId: "schema/type",
    severity: "error",
    pointer: pointerOf(loc),
    at: "value",
    message: atField(pathOf(loc), `expected ${want}, found ${describeValue(value)} (the API server cannot decode a JSON ${jsonKind(value)} into Go ${go})`),
    ...hint ? { hint } : {}
  });
}
function visit(walk, value, raw, loc, depth, inStatus) {
  if (value === null || value === void 0 || depth > walk.maxDepth) return;
  const schema = deref(walk, raw);
  if (schema === void 0) return;
  switch (schema.format) {
    case "int-or-string":
      if (typeof value === "string") return;
      if (typeof value === "number" && Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX) return;
      typeError(walk, loc, "an integer (int32) or a string", value, "intstr.IntOrString", typeof value === "number" ? 'Write a whole number, or a string such as "25%".' : void 0);
      return;
    case "quantity":
      if (typeof value === "number") return;
      if (typeof value === "string") {
        if (!QUANTITY.test(value.trim())) {
          walk.out.push({
            ruleId: "schema/format",
            severity: "error",
            pointer: pointerOf(loc),
            at: "value",
            message: atField(pathOf(loc), `Invalid value: expected a quantity such as "500m", "2" or "64Gi", found ${describeValue(value)} (quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$')`),
            hint: 'Binary suffixes are Ki, Mi, Gi, Ti, Pi, Ei; decimal ones m, k, M, G, T, P, E (case-sensitive: "1gi" and "64GB" are not quantities).'
          });
        }
        return;
      }
      typeError(walk, loc, 'a quantity (a string such as "500m" or a number)', value, "resource.Quantity");
      return;
    default:
      break;
  }
  switch (schema.type) {
    case "string":
      if (typeof value !== "string") {
        typeError(walk, loc, expected(schema), value, goType(schema) === "value" ? "string" : goType(schema), typeof value === "number" || typeof value === "boolean" ? `Quote the value ("${String(value)}"): this field is a string.` : void 0);
        return;
      }
      if (schema.format === "byte" && !isBase64(value)) {
        walk.out.push({ ruleId: "schema/format", severity: "error", pointer: pointerOf(loc), at: "value", message: atField(pathOf(loc), `Invalid value: expected base64-encoded data, found ${describeValue(value)} (illegal base64 data)`), hint: "Encode the value with base64, or put the plain text under stringData instead of data." });
        return;
      }
      if (schema.format === "date-time" && !isRfc3339(value)) {
        walk.out.push({ ruleId: "schema/format", severity: "error", pointer: pointerOf(loc), at: "value", message: atField(pathOf(loc), `Invalid value: expected ${expected(schema)}, found ${describeValue(value)}`) });
        return;
      }
      if (!inStatus && schema.enum && value !== "" && !schema.enum.includes(value)) {
        walk.out.push({
          ruleId: "schema/enum",
          severity: "error",
          pointer: pointerOf(loc),
          at: "value",
          message: atField(pathOf(loc), `Unsupported value: expected one of ${schema.enum.map((v) => JSON.stringify(v)).join(", ")}, found ${describeValue(value)}`),
          ...closest(value, schema.enum) ? { hint: `Did you mean "${closest(value, schema.enum)}"?` } : {}
        });
      }
      return;
    case "integer":
      if (typeof value !== "number" || !Number.isInteger(value)) {
        typeError(walk, loc, expected(schema), value, goType(schema), typeof value === "string" && /^-?\d+$/.test(value.trim()) ? `Remove the quotes: write ${value.trim()}, not "${value}".` : void 0);
        return;
      }
      if (schema.format === "int32" && (value < INT32_MIN || value > INT32_MAX)) {
        typeError(walk, loc, `an integer between ${INT32_MIN} and ${INT32_MAX} (int32)`, value, "int32");
      }
      return;
    case "number":
      if (typeof value !== "number") typeError(walk, loc, expected(schema), value, "float64");
      return;
    case "boolean":
      if (typeof value !== "boolean") typeError(walk, loc, expected(schema), value, "bool", typeof value === "string" && /^(true|false)$/i.test(value) ? `Remove the quotes: write ${value.toLowerCase()}.` : void 0);
      return;
    case "array": {
      if (!Array.isArray(value)) {
        typeError(walk, loc, "a list", value, "a slice", isRecord(value) ? 'Write the items as a YAML list ("- ..." lines).' : void 0);
        return;
      }
      const items = schema.items;
      if (items === void 0) return;
      for (let i = 0; i < value.length; i++) visit(walk, value[i], items, { parent: loc, key: i }, depth + 1, inStatus);
      return;
    }
    case "object":
      if (!isRecord(value)) {
        typeError(walk, loc, "a mapping", value, goType(schema));
        return;
      }
      visitObject(walk, value, schema, loc, depth, inStatus);
      return;
    default:
      return;
  }
}
function visitObject(walk, value, schema, loc, depth, inStatus) {
  const properties = schema.properties;
  const additional = schema.additionalProperties;
  if (properties === void 0 && additional === void 0) return;
  for (const key of Object.keys(value)) {
    const childLoc = { parent: loc, key };
    const prop = properties?.[key];
    const sub = prop !== void 0 && Object.prototype.hasOwnProperty.call(properties, key) ? prop : additional;
    if (sub === void 0) {
      walk.out.push(unknownField(childLoc, pathOf(childLoc), key, properties ? Object.keys(properties) : []));
      continue;
    }
    visit(walk, value[key], sub, childLoc, depth + 1, inStatus || depth === 0 && key === "status");
  }
  if (!inStatus && schema.required) {
    for (const key of schema.required) {
      if (value[key] !== void 0 && value[key] !== null) continue;
      const path = pathOf(loc);
      const target = child(path, key);
      walk.out.push({
        ruleId: "schema/required",
        severity: "error",
        pointer: pointerOf(loc),
        at: "key",
        message: `${target}: Required value: expected field "${key}"${path === "" ? "" : ` in ${path}`}, found ${value[key] === null ? "null" : "nothing"}`,
        hint: `Add ${target}.`
      });
    }
  }
}
function unknownField(loc, path, key, known) {
  const guess = closest(key, known);
  const listed = known.length === 0 ? "no fields are declared here" : known.length <= 12 ? `expected one of ${[...known].sort().join(", ")}` : `expected one of the ${known.length} fields of this object`;
  return {
    ruleId: "schema/unknown-field",
    severity: "error",
    pointer: pointerOf(loc),
    at: "key",
    message: `unknown field "${path}": ${listed}`,
    hint: guess ? `Did you mean "${guess}"?` : "Remove the field; the API server rejects it with fieldValidation=Strict (kubectl's default) and drops it otherwise."
  };
}
function isBase64(s) {
  const t = s.replace(/[\r\n]/g, "");
  return t.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(t);
}
var RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-](\d{2}):(\d{2}))$/;
function isRfc3339(s) {
  const m = RFC3339.exec(s);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number);
  const days = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (month < 1 || month > 12 || day < 1 || day > days[month - 1] || hour > 23 || minute > 59 || second > 59) return false;
  if (m[9] !== void 0 && (Number(m[9]) > 23 || Number(m[10]) > 59)) return false;
  return true;
}

// src/core/schema/builtin/quantity.ts
var SUFFIX = {
  "": 1,
  n: 1e-9,
  u: 1e-6,
  m: 1e-3,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  P: 1e15,
  E: 1e18,
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
  Ti: 2 ** 40,
  Pi: 2 ** 50,
  Ei: 2 ** 60
};
function parseQuantity(value) {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return void 0;
  const text = value.trim();
  if (!QUANTITY.test(text)) return void 0;
  const m = /^([+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+))(.*)$/.exec(text);
  const number = Number(m[1]);
  const suffix = m[2];
  if (/^[eE]/.test(suffix)) return number * 10 ** Number(suffix.slice(1));
  const factor = SUFFIX[suffix];
  return factor === void 0 ? void 0 : number * factor;
}
function compareQuantities(a, b) {
  const x = parseQuantity(a);
  const y = parseQuantity(b);
  return x === void 0 || y === void 0 ? void 0 : x - y;
}

// src/core/schema/builtin/semantics.ts
var CONFIG_KEY = /^[-._a-zA-Z0-9]+$/;
var IANA_SVC_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
var SUBDOMAIN = { expected: SUBDOMAIN_EXPECTED, test: isDns1123Subdomain };
var LABEL = { expected: LABEL_EXPECTED, test: isDns1123Label };
var PATH_SEGMENT = { expected: 'a name without "/" or "%" that is not "." or ".."', test: (n) => n !== "." && n !== ".." && !n.includes("/") && !n.includes("%") };
var NAME_RULES = {
  // RelaxedServiceNameValidation is on by default since 1.36: a DNS-1123 label (1.35 and before: DNS-1035).
  Service: LABEL,
  // The API server validates no name rule for PodDisruptionBudgets beyond the generic path-segment one.
  PodDisruptionBudget: PATH_SEGMENT,
  // "<version>.<group>", and "v1." for the core group.
  APIService: PATH_SEGMENT,
  // "We don't care what you call your certificate requests" (certificates validation).
  CertificateSigningRequest: PATH_SEGMENT,
  Namespace: LABEL,
  StatefulSet: LABEL,
  Role: PATH_SEGMENT,
  RoleBinding: PATH_SEGMENT,
  ClusterRole: PATH_SEGMENT,
  ClusterRoleBinding: PATH_SEGMENT,
  CronJob: { expected: `${SUBDOMAIN_EXPECTED}, of at most 52 characters (the Job names it creates add 11)`, test: (n) => n.length <= 52 && SUBDOMAIN.test(n) },
  Job: { expected: `${SUBDOMAIN_EXPECTED}, of at most 63 characters (it becomes the value of the job-name label)`, test: (n) => n.length <= 63 && SUBDOMAIN.test(n) }
};
var Out = class {
  list = [];
  add(ruleId, pointer, path, message, hint, at = "value") {
    this.list.push({ ruleId, severity: "error", pointer, at, message: atField(path, message), ...hint ? { hint } : {} });
  }
};
function checkBuiltinSemantics(object, context) {
  const out = new Out();
  const meta = object.metadata;
  if (isRecord(meta)) {
    const { name, ...rest } = meta;
    out.list.push(...checkMetadata({ metadata: rest }, { scope: "Namespaced", kind: context.kind, pointer: "", path: "", embedded: false }));
    if (typeof name === "string") {
      const rule = NAME_RULES[context.kind] ?? SUBDOMAIN;
      if (!rule.test(name)) out.add("schema/metadata", "/metadata/name", "metadata.name", `Invalid value: expected ${rule.expected}, found ${describeValue(name)}`);
    }
  }
  const spec = isRecord(object.spec) ? object.spec : void 0;
  const group = context.groupVersion.includes("/") ? context.groupVersion.slice(0, context.groupVersion.indexOf("/")) : "";
  switch (`${group}/${context.kind}`) {
    case "apps/Deployment":
    case "apps/ReplicaSet":
    case "apps/StatefulSet":
    case "apps/DaemonSet":
      if (spec) {
        checkSelectorMatchesTemplate(spec, out);
        checkPodTemplate(spec.template, "/spec/template", "spec.template", out, ["Always"], context.kind, context.kind === "StatefulSet" ? claimTemplateNames(spec.volumeClaimTemplates) : []);
        checkNonNegative(spec, ["replicas", "minReadySeconds", "revisionHistoryLimit"], "/spec", "spec", out);
        const rolling = isRecord(spec.strategy) && isRecord(spec.strategy.rollingUpdate) ? spec.strategy.rollingUpdate : isRecord(spec.updateStrategy) && isRecord(spec.updateStrategy.rollingUpdate) ? spec.updateStrategy.rollingUpdate : void 0;
        if (rolling) {
          const base = isRecord(spec.strategy) ? "/spec/strategy/rollingUpdate" : "/spec/updateStrategy/rollingUpdate";
          for (const field of ["maxSurge", "maxUnavailable"]) checkIntOrPercent(rolling[field], `${base}/${field}`, `${base.slice(1).replace(/\//g, ".")}.${field}`, out, field === "maxUnavailable");
        }
      }
      break;
    case "batch/Job":
      if (spec) {
        checkPodTemplate(spec.template, "/spec/template", "spec.template", out, ["OnFailure", "Never"]);
        checkNonNegative(spec, ["parallelism", "completions", "backoffLimit", "activeDeadlineSeconds", "ttlSecondsAfterFinished"], "/spec", "spec", out);
        if (isRecord(spec.selector)) checkLabelSelector(spec.selector, "/spec/selector", "spec.selector", out);
      }
      break;
    case "batch/CronJob": {
      if (spec && typeof spec.schedule === "string") {
        const problem = cronProblem(spec.schedule);
        if (problem) out.add("schema/format", "/spec/schedule", "spec.schedule", `Invalid value: expected a cron schedule such as "*/5 * * * *" or "@hourly", found ${describeValue(spec.schedule)} (${problem})`);
      }
      if (spec && typeof spec.timeZone === "string" && !isTimeZone(spec.timeZone)) {
        out.add("schema/format", "/spec/timeZone", "spec.timeZone", `Invalid value: expected an IANA time zone such as "Europe/Berlin" or "Etc/UTC", found ${describeValue(spec.timeZone)} (unknown time zone)`);
      }
      const jobSpec = spec && isRecord(spec.jobTemplate) && isRecord(spec.jobTemplate.spec) ? spec.jobTemplate.spec : void 0;
      if (jobSpec) checkPodTemplate(jobSpec.template, "/spec/jobTemplate/spec/template", "spec.jobTemplate.spec.template", out, ["OnFailure", "Never"]);
      break;
    }
    case "/Pod":
      if (spec) checkPodSpec(spec, "/spec", "spec", out);
      break;
    case "/Service":
      if (spec) checkServiceSpec(spec, out);
      break;
    case "/Secret":
      checkSecretType(object, out);
      checkConfigKeys(object, out);
      break;
    case "/ConfigMap":
      checkConfigKeys(object, out);
      break;
    case "networking.k8s.io/NetworkPolicy":
      if (spec) checkNetworkPolicy(spec, out);
      break;
    case "networking.k8s.io/Ingress":
      if (spec) checkIngress(spec, out);
      break;
    case "rbac.authorization.k8s.io/RoleBinding":
    case "rbac.authorization.k8s.io/ClusterRoleBinding":
      checkRoleBinding(object, context.kind === "RoleBinding", out);
      break;
    case "autoscaling/HorizontalPodAutoscaler":
      if (spec) checkHpa(spec, out);
      break;
    case "/PersistentVolumeClaim":
      if (spec) checkPvc(spec, out);
      break;
    case "/ResourceQuota":
      if (spec && isRecord(spec.hard)) {
        for (const [key, v] of Object.entries(spec.hard)) {
          if (!isQuotaResourceName(key)) {
            out.add("schema/enum", appendPointer("/spec/hard", key), `spec.hard[${key}]`, `Invalid value: expected a standard quota resource (such as requests.cpu, limits.memory, pods, count/deployments.apps) or a fully qualified name, found ${describeValue(key)}`, void 0, "key");
          }
          const q = parseQuantity(v);
          if (q !== void 0 && q < 0) out.add("schema/range", appendPointer("/spec/hard", key), `spec.hard[${key}]`, `Invalid value: expected a quantity ≥ 0, found ${describeValue(v)}`);
        }
      }
      break;
    case "storage.k8s.io/StorageClass":
      if (typeof object.reclaimPolicy === "string" && !["Delete", "Retain"].includes(object.reclaimPolicy)) {
        out.add("schema/enum", "/reclaimPolicy", "reclaimPolicy", `Unsupported value: expected "Delete" or "Retain", found ${describeValue(object.reclaimPolicy)}`);
      }
      break;
    case "/LimitRange":
      if (spec) checkLimitRange(spec, out);
      break;
    case "policy/PodDisruptionBudget":
      if (spec) {
        if (spec.minAvailable !== void 0 && spec.minAvailable !== null && spec.maxUnavailable !== void 0 && spec.maxUnavailable !== null) {
          out.add("schema/semantics", "/spec", "spec", "Invalid value: expected minAvailable or maxUnavailable, found both (they are mutually exclusive)", void 0, "key");
        }
        if (isRecord(spec.selector)) checkLabelSelector(spec.selector, "/spec/selector", "spec.selector", out);
        for (const field of ["minAvailable", "maxUnavailable"]) checkIntOrPercent(spec[field], `/spec/${field}`, `spec.${field}`, out, true);
      }
      break;
    case "rbac.authorization.k8s.io/Role":
    case "rbac.authorization.k8s.io/ClusterRole":
      if (Array.isArray(object.rules)) {
        object.rules.forEach((rule, i) => {
          if (isRecord(rule) && (!Array.isArray(rule.verbs) || rule.verbs.length === 0)) {
            out.add("schema/required", rule.verbs === void 0 ? `/rules/${i}` : `/rules/${i}/verbs`, `rules[${i}].verbs`, "Required value: expected at least one verb, found none", void 0, rule.verbs === void 0 ? "key" : "value");
          }
        });
      }
      break;
    case "networking.k8s.io/IngressClass":
      if (!spec || typeof spec.controller !== "string" || spec.controller === "") {
        out.add("schema/required", spec ? "/spec" : "", "spec.controller", 'Required value: expected the controller that implements the class, such as "example.com/ingress-controller", found nothing', void 0, "key");
      }
      break;
    default:
      break;
  }
  return out.list;
}
function checkNonNegative(spec, fields, pointer, path, out) {
  for (const f of fields) {
    const v = spec[f];
    if (typeof v === "number" && v < 0) out.add("schema/range", appendPointer(pointer, f), `${path}.${f}`, `Invalid value: expected a value ≥ 0, found ${v}`);
  }
}
function labelsOf(value) {
  return isRecord(value) ? value : void 0;
}
function checkSelectorMatchesTemplate(spec, out) {
  const selector = spec.selector;
  if (!isRecord(selector)) return;
  checkLabelSelector(selector, "/spec/selector", "spec.selector", out);
  const matchLabels = labelsOf(selector.matchLabels) ?? {};
  const expressions = Array.isArray(selector.matchExpressions) ? selector.matchExpressions : [];
  if (Object.keys(matchLabels).length === 0 && expressions.length === 0) {
    out.add("schema/selector", "/spec/selector", "spec.selector", "Invalid value: expected a non-empty selector, found an empty one (it would select every pod)");
    return;
  }
  const template = isRecord(spec.template) ? spec.template : void 0;
  const labels = template && isRecord(template.metadata) ? labelsOf(template.metadata.labels) ?? {} : {};
  if (!selects(matchLabels, expressions, labels)) {
    out.add(
      "schema/selector",
      "/spec/template/metadata",
      "spec.template.metadata.labels",
      `Invalid value: expected labels that spec.selector selects (${describeSelector(matchLabels, expressions)}), found ${Object.keys(labels).length === 0 ? "no labels" : JSON.stringify(labels)}: \`selector\` does not match template \`labels\``,
      "Give the pod template the labels of spec.selector.matchLabels."
    );
  }
}
function describeSelector(matchLabels, expressions) {
  const parts = Object.entries(matchLabels).map(([k, v]) => `${k}=${String(v)}`);
  if (expressions.length > 0) parts.push(`${expressions.length} expression${expressions.length === 1 ? "" : "s"}`);
  return parts.join(", ");
}
function selects(matchLabels, expressions, labels) {
  for (const [k, v] of Object.entries(matchLabels)) if (labels[k] !== v) return false;
  for (const e of expressions) {
    if (!isRecord(e) || typeof e.key !== "string") continue;
    const values = Array.isArray(e.values) ? e.values : [];
    const has = Object.prototype.hasOwnProperty.call(labels, e.key);
    const value = labels[e.key];
    switch (e.operator) {
      case "In":
        if (!has || !values.includes(value)) return false;
        break;
      case "NotIn":
        if (has && values.includes(value)) return false;
        break;
      case "Exists":
        if (!has) return false;
        break;
      case "DoesNotExist":
        if (has) return false;
        break;
      default:
        break;
    }
  }
  return true;
}
function checkLabelSelector(selector, pointer, path, out) {
  if (isRecord(selector.matchLabels)) {
    for (const key of Object.keys(selector.matchLabels)) {
      const problem = qualifiedNameProblem(key);
      if (problem) out.add("schema/selector", appendPointer(`${pointer}/matchLabels`, key), `${path}.matchLabels`, `Invalid value: expected a label key, found ${describeValue(key)} (${problem})`, void 0, "key");
    }
  }
  const expressions = selector.matchExpressions;
  if (!Array.isArray(expressions)) return;
  expressions.forEach((e, i) => {
    if (!isRecord(e)) return;
    const p = `${pointer}/matchExpressions/${i}`;
    const fp = `${path}.matchExpressions[${i}]`;
    if (typeof e.operator === "string" && !SELECTOR_OPERATORS.includes(e.operator)) {
      out.add("schema/enum", `${p}/operator`, `${fp}.operator`, `Unsupported value: expected one of "In", "NotIn", "Exists", "DoesNotExist", found ${describeValue(e.operator)}`);
      return;
    }
    const values = Array.isArray(e.values) ? e.values : [];
    if ((e.operator === "In" || e.operator === "NotIn") && values.length === 0) {
      out.add("schema/selector", p, `${fp}.values`, `Required value: expected at least one value for operator ${e.operator}, found none`, void 0, "key");
    }
    if ((e.operator === "Exists" || e.operator === "DoesNotExist") && values.length > 0) {
      out.add("schema/selector", `${p}/values`, `${fp}.values`, `Forbidden: expected no values for operator ${e.operator}, found ${values.length}`);
    }
  });
}
function claimTemplateNames(templates) {
  if (!Array.isArray(templates)) return [];
  return templates.flatMap((t) => isRecord(t) && isRecord(t.metadata) && typeof t.metadata.name === "string" && t.metadata.name !== "" ? [t.metadata.name] : []);
}
function checkPodTemplate(template, pointer, path, out, restartPolicies, kind, claimVolumes = []) {
  if (!isRecord(template) || !isRecord(template.spec)) return;
  const spec = template.spec;
  if (typeof spec.restartPolicy === "string" && spec.restartPolicy !== "" && !restartPolicies.includes(spec.restartPolicy)) {
    out.add("schema/enum", `${pointer}/spec/restartPolicy`, `${path}.spec.restartPolicy`, `Unsupported value: expected ${restartPolicies.map((r) => JSON.stringify(r)).join(" or ")} here, found ${describeValue(spec.restartPolicy)}`);
  } else if ((spec.restartPolicy === void 0 || spec.restartPolicy === null || spec.restartPolicy === "") && !restartPolicies.includes("Always")) {
    out.add("schema/enum", `${pointer}/spec`, `${path}.spec.restartPolicy`, `Required value: expected ${restartPolicies.map((r) => JSON.stringify(r)).join(" or ")} (the default "Always" is not allowed here), found nothing`, "Set restartPolicy: OnFailure or Never in the Job's pod template.", "key");
  }
  checkPodSpec(spec, `${pointer}/spec`, `${path}.spec`, out, kind !== "StatefulSet", claimVolumes);
}
var STANDARD_QUOTA_RESOURCES = /* @__PURE__ */ new Set([
  "pods",
  "services",
  "replicationcontrollers",
  "resourcequotas",
  "secrets",
  "configmaps",
  "persistentvolumeclaims",
  "services.nodeports",
  "services.loadbalancers",
  "cpu",
  "memory",
  "ephemeral-storage",
  "requests.cpu",
  "requests.memory",
  "requests.storage",
  "requests.ephemeral-storage",
  "limits.cpu",
  "limits.memory",
  "limits.ephemeral-storage"
]);
function isQuotaResourceName(name) {
  return name.includes("/") || STANDARD_QUOTA_RESOURCES.has(name) || name.startsWith("requests.hugepages-") || name.startsWith("hugepages-");
}
var MAX_FILE_MODE = 511;
function checkFileModes(volume, pointer, path, out) {
  const bad = (mode, p, fp) => {
    if (typeof mode === "number" && (mode < 0 || mode > MAX_FILE_MODE)) out.add("schema/range", p, fp, `Invalid value: expected a file mode between 0 and 0777 (octal; 511 in decimal), found ${mode} (YAML reads 0644 as octal, 644 as decimal)`);
  };
  for (const source of ["configMap", "secret", "downwardAPI", "projected"]) {
    const s = volume[source];
    if (!isRecord(s)) continue;
    bad(s.defaultMode, `${pointer}/${source}/defaultMode`, `${path}.${source}.defaultMode`);
    const items = source === "projected" ? Array.isArray(s.sources) ? s.sources.flatMap((src, k) => isRecord(src) ? Object.entries(src).flatMap(([kind, proj]) => isRecord(proj) && Array.isArray(proj.items) ? proj.items.map((item, j) => [item, `${pointer}/projected/sources/${k}/${kind}/items/${j}`, `${path}.projected.sources[${k}].${kind}.items[${j}]`]) : []) : []) : [] : Array.isArray(s.items) ? s.items.map((item, j) => [item, `${pointer}/${source}/items/${j}`, `${path}.${source}.items[${j}]`]) : [];
    for (const [item, p, fp] of items) if (isRecord(item)) bad(item.mode, `${p}/mode`, `${fp}.mode`);
  }
}
var PROBE_HANDLERS = ["exec", "httpGet", "tcpSocket", "grpc"];
var ENV_NAME = /^[\x20-\x3c\x3e-\x7e]+$/;
var PERCENT = /^[0-9]+%$/;
function checkIntOrPercent(value, pointer, path, out, atMost100) {
  if (typeof value === "number") {
    if (value < 0) out.add("schema/range", pointer, path, `Invalid value: expected a value ≥ 0, found ${value}`);
    return;
  }
  if (typeof value !== "string") return;
  if (!PERCENT.test(value)) {
    out.add("schema/format", pointer, path, `Invalid value: expected a whole number or a percent such as "25%" (digits and '%'), found ${describeValue(value)}`);
    return;
  }
  if (atMost100 && Number(value.slice(0, -1)) > 100) out.add("schema/range", pointer, path, `Invalid value: expected at most 100%, found ${describeValue(value)}`);
}
function isTimeZone(zone) {
  if (zone === "" || zone === "Local") return zone === "";
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
var MAX_NAMESERVERS = 3;
var ID_FIELDS = ["runAsUser", "runAsGroup", "fsGroup"];
var ID_MAX = 2147483647;
function checkIds(context, pointer, path, out) {
  if (!isRecord(context)) return;
  for (const f of ID_FIELDS) {
    const v = context[f];
    if (typeof v === "number" && (v < 0 || v > ID_MAX)) out.add("schema/range", `${pointer}/${f}`, `${path}.${f}`, `Invalid value: expected a value between 0 and ${ID_MAX}, found ${v}`);
  }
}
function checkPodSpec(spec, pointer, path, out, hostnames = true, claimVolumes = []) {
  const names = /* @__PURE__ */ new Map();
  checkIds(spec.securityContext, `${pointer}/securityContext`, `${path}.securityContext`, out);
  for (const field of ["serviceAccountName", "serviceAccount"]) {
    const v = spec[field];
    if (typeof v === "string" && v !== "" && !SUBDOMAIN.test(v)) out.add("schema/format", `${pointer}/${field}`, `${path}.${field}`, `Invalid value: expected ${SUBDOMAIN_EXPECTED}, found ${describeValue(v)}`);
  }
  for (const field of hostnames ? ["hostname", "subdomain"] : []) {
    const v = spec[field];
    if (typeof v === "string" && v !== "" && !LABEL.test(v)) out.add("schema/format", `${pointer}/${field}`, `${path}.${field}`, `Invalid value: expected ${LABEL_EXPECTED}, found ${describeValue(v)}`);
  }
  if (Array.isArray(spec.topologySpreadConstraints)) {
    spec.topologySpreadConstraints.forEach((c, i) => {
      if (isRecord(c) && typeof c.maxSkew === "number" && c.maxSkew <= 0) {
        out.add("schema/range", `${pointer}/topologySpreadConstraints/${i}/maxSkew`, `${path}.topologySpreadConstraints[${i}].maxSkew`, `Invalid value: expected a value > 0, found ${c.maxSkew}`);
      }
    });
  }
  const nodeAffinity = isRecord(spec.affinity) && isRecord(spec.affinity.nodeAffinity) ? spec.affinity.nodeAffinity : void 0;
  const required = nodeAffinity && isRecord(nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution) ? nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution : void 0;
  if (required && Array.isArray(required.nodeSelectorTerms) && required.nodeSelectorTerms.length === 0) {
    out.add("schema/required", `${pointer}/affinity/nodeAffinity/requiredDuringSchedulingIgnoredDuringExecution/nodeSelectorTerms`, `${path}.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms`, "Required value: expected at least one node selector term, found none");
  }
  if (spec.containers === void 0 || spec.containers === null || Array.isArray(spec.containers) && spec.containers.length === 0) {
    out.add("schema/required", spec.containers === void 0 ? pointer : `${pointer}/containers`, `${path}.containers`, "Required value: expected at least one container, found none", void 0, spec.containers === void 0 ? "key" : "value");
  }
  const volumes = /* @__PURE__ */ new Set();
  if (Array.isArray(spec.volumes)) {
    spec.volumes.forEach((v, i) => {
      if (!isRecord(v)) return;
      const sources = Object.keys(v).filter((k) => k !== "name" && v[k] !== void 0 && v[k] !== null);
      if (sources.length > 1) out.add("schema/semantics", `${pointer}/volumes/${i}/${sources[1]}`, `${path}.volumes[${i}].${sources[1]}`, `Forbidden: expected one volume source, found ${sources.join(" and ")} (may not specify more than 1 volume type)`, void 0, "key");
      checkFileModes(v, `${pointer}/volumes/${i}`, `${path}.volumes[${i}]`, out);
      if (typeof v.name !== "string") return;
      if (v.name !== "" && !isDns1123Label(v.name)) out.add("schema/format", `${pointer}/volumes/${i}/name`, `${path}.volumes[${i}].name`, `Invalid value: expected ${LABEL_EXPECTED}, found ${describeValue(v.name)}`);
      if (volumes.has(v.name)) out.add("schema/duplicate", `${pointer}/volumes/${i}/name`, `${path}.volumes[${i}].name`, `Duplicate value: expected unique volume names, found "${v.name}" again`);
      volumes.add(v.name);
    });
  }
  for (const claim of claimVolumes) volumes.add(claim);
  if (Array.isArray(spec.tolerations)) {
    spec.tolerations.forEach((t, i) => {
      const toleration = t === null ? {} : t;
      if (!isRecord(toleration)) return;
      const key = typeof toleration.key === "string" ? toleration.key : "";
      const operator = typeof toleration.operator === "string" ? toleration.operator : "";
      if (key === "" && operator !== "Exists") {
        out.add("schema/semantics", `${pointer}/tolerations/${i}`, `${path}.tolerations[${i}].operator`, `Invalid value: expected operator Exists when key is empty (it matches every taint), found ${describeValue(operator)}`);
      }
    });
  }
  const nameservers = isRecord(spec.dnsConfig) && Array.isArray(spec.dnsConfig.nameservers) ? spec.dnsConfig.nameservers : void 0;
  if (nameservers && nameservers.length > MAX_NAMESERVERS) {
    out.add("schema/range", `${pointer}/dnsConfig/nameservers`, `${path}.dnsConfig.nameservers`, `Invalid value: expected at most ${MAX_NAMESERVERS} nameservers, found ${nameservers.length}`);
  }
  if (spec.dnsPolicy === "None" && !(nameservers && nameservers.length > 0)) {
    out.add("schema/required", `${pointer}/dnsPolicy`, `${path}.dnsConfig.nameservers`, 'Required value: expected at least one nameserver in dnsConfig when dnsPolicy is "None", found none');
  }
  if (Array.isArray(spec.initContainers)) {
    spec.initContainers.forEach((c, i) => {
      if (!isRecord(c) || c.restartPolicy === "Always") return;
      for (const probe of ["readinessProbe", "livenessProbe", "startupProbe"]) {
        if (c[probe] !== void 0 && c[probe] !== null) out.add("schema/semantics", `${pointer}/initContainers/${i}/${probe}`, `${path}.initContainers[${i}].${probe}`, `Forbidden: expected no ${probe} on an init container without restartPolicy: Always, found one`, void 0, "key");
      }
    });
  }
  for (const list of ["initContainers", "containers"]) {
    const containers = spec[list];
    if (!Array.isArray(containers)) continue;
    containers.forEach((c, i) => {
      const p = `${pointer}/${list}/${i}`;
      const fp = `${path}.${list}[${i}]`;
      if (c === null) out.add("schema/required", p, fp, "Required value: expected a container with a name and an image, found null (decoded as an empty container)");
      if (!isRecord(c)) return;
      if (typeof c.name === "string" && c.name !== "") {
        if (!isDns1123Label(c.name)) {
          out.add("schema/metadata", `${p}/name`, `${fp}.name`, `Invalid value: expected ${LABEL_EXPECTED}, found ${describeValue(c.name)}`);
        } else if (names.has(c.name)) {
          out.add("schema/duplicate", `${p}/name`, `${fp}.name`, `Duplicate value: expected container names unique within the pod, found "${c.name}" again (first at ${names.get(c.name)})`);
        } else names.set(c.name, fp);
      }
      checkIds(c.securityContext, `${p}/securityContext`, `${fp}.securityContext`, out);
      if (Array.isArray(c.env)) {
        c.env.forEach((e, j) => {
          if (isRecord(e) && typeof e.name === "string" && e.name !== "" && !ENV_NAME.test(e.name)) {
            out.add("schema/format", `${p}/env/${j}/name`, `${fp}.env[${j}].name`, `Invalid value: expected printable ASCII characters other than '=', found ${describeValue(e.name)}`);
          }
          if (isRecord(e) && typeof e.value === "string" && e.value !== "" && isRecord(e.valueFrom)) {
            out.add("schema/semantics", `${p}/env/${j}/valueFrom`, `${fp}.env[${j}].valueFrom`, "Invalid value: expected value or valueFrom, found both (valueFrom may not be specified when value is not empty)", void 0, "key");
          }
        });
      }
      if (c.image === void 0 || c.image === null || c.image === "") {
        out.add("schema/required", c.image === void 0 || c.image === null ? p : `${p}/image`, `${fp}.image`, "Required value: expected a container image, found nothing", void 0, c.image === "" ? "value" : "key");
      }
      if (Array.isArray(c.volumeMounts)) {
        const mountPaths = /* @__PURE__ */ new Set();
        c.volumeMounts.forEach((m, j) => {
          if (isRecord(m) && typeof m.mountPath === "string" && m.mountPath !== "") {
            if (mountPaths.has(m.mountPath)) out.add("schema/duplicate", `${p}/volumeMounts/${j}/mountPath`, `${fp}.volumeMounts[${j}].mountPath`, `Duplicate value: expected mount paths unique within the container, found ${describeValue(m.mountPath)} again`);
            mountPaths.add(m.mountPath);
          }
          if (isRecord(m) && typeof m.name === "string" && m.name !== "" && !volumes.has(m.name)) {
            out.add("schema/reference", `${p}/volumeMounts/${j}/name`, `${fp}.volumeMounts[${j}].name`, `Not found: expected the name of a volume of the pod${volumes.size > 0 ? ` (${[...volumes].join(", ")})` : " (it has none)"}, found "${m.name}"`);
          }
        });
      }
      for (const probe of ["livenessProbe", "readinessProbe", "startupProbe"]) {
        const pr = c[probe];
        if (!isRecord(pr)) continue;
        const handlers = PROBE_HANDLERS.filter((h) => pr[h] !== void 0 && pr[h] !== null);
        if (handlers.length === 0) out.add("schema/required", `${p}/${probe}`, `${fp}.${probe}`, `Required value: expected a handler (${PROBE_HANDLERS.join(", ")}), found none`, void 0, "key");
        else if (handlers.length > 1) out.add("schema/semantics", `${p}/${probe}/${handlers[1]}`, `${fp}.${probe}.${handlers[1]}`, `Forbidden: expected one handler, found ${handlers.join(" and ")}`, void 0, "key");
      }
      const resources = isRecord(c.resources) ? c.resources : void 0;
      for (const kind of ["requests", "limits"]) {
        const list2 = resources && isRecord(resources[kind]) ? resources[kind] : void 0;
        for (const [name, value] of Object.entries(list2 ?? {})) {
          const q = parseQuantity(value);
          if (q !== void 0 && q < 0) out.add("schema/range", appendPointer(`${p}/resources/${kind}`, name), `${fp}.resources.${kind}[${name}]`, `Invalid value: expected a quantity ≥ 0, found ${describeValue(value)}`);
        }
      }
      if (resources && isRecord(resources.requests) && isRecord(resources.limits)) {
        for (const [name, request] of Object.entries(resources.requests)) {
          const diff = compareQuantities(request, resources.limits[name]);
          if (diff !== void 0 && diff > 0) {
            out.add("schema/range", appendPointer(`${p}/resources/requests`, name), `${fp}.resources.requests[${name}]`, `Invalid value: expected at most the limit ${describeValue(resources.limits[name])}, found ${describeValue(request)}`);
          }
        }
      }
      if (Array.isArray(c.ports)) {
        c.ports.forEach((port, j) => {
          const pp = `${p}/ports/${j}`;
          const fpp = `${fp}.ports[${j}]`;
          if (port === null || isRecord(port) && (port.containerPort === void 0 || port.containerPort === null)) {
            out.add("schema/required", pp, `${fpp}.containerPort`, "Required value: expected a containerPort, found nothing", void 0, "key");
          }
          if (!isRecord(port)) return;
          if (typeof port.name === "string" && port.name !== "" && !isPortName(port.name)) {
            out.add("schema/format", `${pp}/name`, `${fpp}.name`, `Invalid value: expected an IANA service name (at most 15 lower case alphanumerics or '-', with a letter), found ${describeValue(port.name)}`);
          }
          if (typeof port.containerPort === "number" && (port.containerPort < 1 || port.containerPort > 65535)) {
            out.add("schema/range", `${pp}/containerPort`, `${fpp}.containerPort`, `Invalid value: expected a port number between 1 and 65535, found ${port.containerPort}`);
          }
          if (typeof port.hostPort === "number" && port.hostPort !== 0 && (port.hostPort < 1 || port.hostPort > 65535)) {
            out.add("schema/range", `${pp}/hostPort`, `${fpp}.hostPort`, `Invalid value: expected a port number between 1 and 65535, found ${port.hostPort}`);
          }
        });
      }
    });
  }
}
function checkServiceSpec(spec, out) {
  const ports = spec.ports;
  if (spec.type !== "ExternalName" && spec.clusterIP !== "None" && (!Array.isArray(ports) || ports.length === 0)) {
    out.add("schema/required", ports === void 0 ? "/spec" : "/spec/ports", "spec.ports", "Required value: expected at least one port (only headless and ExternalName Services may have none), found none", void 0, ports === void 0 ? "key" : "value");
  }
  if (spec.type === "ExternalName" && typeof spec.externalName === "string" && !SUBDOMAIN.test(spec.externalName.replace(/\.$/, ""))) {
    out.add("schema/format", "/spec/externalName", "spec.externalName", `Invalid value: expected a DNS name (${SUBDOMAIN_EXPECTED}), found ${describeValue(spec.externalName)}`);
  }
  if (typeof spec.clusterIP === "string" && spec.clusterIP !== "" && spec.clusterIP !== "None" && parseIp(spec.clusterIP) === void 0) {
    out.add("schema/format", "/spec/clusterIP", "spec.clusterIP", `Invalid value: expected an IP address, "None" or nothing, found ${describeValue(spec.clusterIP)}`);
  }
  if (!Array.isArray(ports)) return;
  const names = /* @__PURE__ */ new Set();
  ports.forEach((port, i) => {
    if (!isRecord(port)) return;
    const p = `/spec/ports/${i}`;
    const fp = `spec.ports[${i}]`;
    if (typeof port.port === "number" && (port.port < 1 || port.port > 65535)) {
      out.add("schema/range", `${p}/port`, `${fp}.port`, `Invalid value: expected a port number between 1 and 65535, found ${port.port}`);
    }
    const target = port.targetPort;
    if (typeof target === "number" && target !== 0 && (target < 1 || target > 65535)) {
      out.add("schema/range", `${p}/targetPort`, `${fp}.targetPort`, `Invalid value: expected a port number between 1 and 65535, found ${target}`);
    }
    if (typeof target === "string" && target !== "" && !isPortName(target)) {
      out.add("schema/format", `${p}/targetPort`, `${fp}.targetPort`, `Invalid value: expected a port number or an IANA service name (at most 15 lower case alphanumerics or '-', with a letter), found ${describeValue(target)}`);
    }
    if (ports.length > 1 && (typeof port.name !== "string" || port.name === "")) {
      out.add("schema/required", p, `${fp}.name`, "Required value: expected a name on every port when a Service has more than one, found none", void 0, "key");
    }
    if (typeof port.name === "string" && port.name !== "") {
      if (names.has(port.name)) out.add("schema/duplicate", `${p}/name`, `${fp}.name`, `Duplicate value: expected unique port names, found "${port.name}" again`);
      names.add(port.name);
    }
  });
}
function isPortName(s) {
  return s.length <= 15 && IANA_SVC_NAME.test(s) && /[a-z]/.test(s) && !s.includes("--");
}
function checkNetworkPolicy(spec, out) {
  if (isRecord(spec.podSelector)) checkLabelSelector(spec.podSelector, "/spec/podSelector", "spec.podSelector", out);
  for (const direction of ["ingress", "egress"]) {
    const rules = spec[direction];
    if (!Array.isArray(rules)) continue;
    rules.forEach((rule, i) => {
      if (!isRecord(rule)) return;
      if (Array.isArray(rule.ports)) {
        rule.ports.forEach((port, j) => {
          if (isRecord(port) && typeof port.endPort === "number" && typeof port.port === "number" && port.endPort < port.port) {
            out.add("schema/range", `/spec/${direction}/${i}/ports/${j}/endPort`, `spec.${direction}[${i}].ports[${j}].endPort`, `Invalid value: expected a value ≥ port (${port.port}), found ${port.endPort}`);
          }
        });
      }
      const peers = rule[direction === "ingress" ? "from" : "to"];
      if (!Array.isArray(peers)) return;
      peers.forEach((peer, j) => {
        if (!isRecord(peer) || !isRecord(peer.ipBlock)) return;
        const field = direction === "ingress" ? "from" : "to";
        const p = `/spec/${direction}/${i}/${field}/${j}/ipBlock`;
        const fp = `spec.${direction}[${i}].${field}[${j}].ipBlock`;
        const cidr = peer.ipBlock.cidr;
        if (typeof cidr === "string" && !formatChecker("cidr").validate(cidr)) {
          out.add("schema/format", `${p}/cidr`, `${fp}.cidr`, `Invalid value: expected a CIDR such as "10.0.0.0/8", found ${describeValue(cidr)}`);
        }
        if (Array.isArray(peer.ipBlock.except)) {
          peer.ipBlock.except.forEach((e, k) => {
            if (typeof e === "string" && !formatChecker("cidr").validate(e)) out.add("schema/format", `${p}/except/${k}`, `${fp}.except[${k}]`, `Invalid value: expected a CIDR such as "10.0.1.0/24", found ${describeValue(e)}`);
          });
        }
      });
    });
  }
}
function checkIngress(spec, out) {
  const rules = spec.rules;
  if ((!Array.isArray(rules) || rules.length === 0) && (spec.defaultBackend === void 0 || spec.defaultBackend === null)) {
    out.add("schema/required", "/spec", "spec", "Required value: expected rules or a defaultBackend, found neither", void 0, "key");
  }
  if (!Array.isArray(rules)) return;
  rules.forEach((rule, i) => {
    if (isRecord(rule) && typeof rule.host === "string" && parseIp(rule.host) !== void 0) {
      out.add("schema/format", `/spec/rules/${i}/host`, `spec.rules[${i}].host`, `Invalid value: expected a DNS name, not an IP address, found ${describeValue(rule.host)}`);
    } else if (isRecord(rule) && typeof rule.host === "string" && rule.host !== "" && !isDns1123Subdomain(rule.host.startsWith("*.") ? rule.host.slice(2) : rule.host)) {
      out.add("schema/format", `/spec/rules/${i}/host`, `spec.rules[${i}].host`, `Invalid value: expected a lower case DNS name such as "shop.example.com" or "*.example.com" (no port), found ${describeValue(rule.host)}`);
    }
    if (!isRecord(rule) || !isRecord(rule.http) || !Array.isArray(rule.http.paths)) return;
    rule.http.paths.forEach((path, j) => {
      if (!isRecord(path)) return;
      const p = `/spec/rules/${i}/http/paths/${j}`;
      const fp = `spec.rules[${i}].http.paths[${j}]`;
      if (path.pathType === "") out.add("schema/enum", `${p}/pathType`, `${fp}.pathType`, 'Unsupported value: expected one of "Exact", "ImplementationSpecific", "Prefix", found the empty string');
      if ((path.pathType === "Prefix" || path.pathType === "Exact") && typeof path.path === "string" && !path.path.startsWith("/")) {
        out.add("schema/format", `${p}/path`, `${fp}.path`, `Invalid value: expected an absolute path starting with "/" for pathType ${path.pathType}, found ${describeValue(path.path)}`);
      }
    });
  });
}
var RBAC_GROUP = "rbac.authorization.k8s.io";
function checkRoleBinding(object, namespaced, out) {
  const ref = object.roleRef;
  if (isRecord(ref)) {
    if (typeof ref.apiGroup === "string" && ref.apiGroup !== "" && ref.apiGroup !== RBAC_GROUP) {
      out.add("schema/enum", "/roleRef/apiGroup", "roleRef.apiGroup", `Unsupported value: expected "${RBAC_GROUP}", found ${describeValue(ref.apiGroup)}`);
    }
    const kinds = namespaced ? ["Role", "ClusterRole"] : ["ClusterRole"];
    if (typeof ref.kind === "string" && !kinds.includes(ref.kind)) {
      out.add("schema/enum", "/roleRef/kind", "roleRef.kind", `Unsupported value: expected ${kinds.map((k) => JSON.stringify(k)).join(" or ")}, found ${describeValue(ref.kind)}`);
    }
  }
  const subjects = object.subjects;
  if (!Array.isArray(subjects)) return;
  subjects.forEach((s, i) => {
    if (!isRecord(s)) return;
    const p = `/subjects/${i}`;
    const fp = `subjects[${i}]`;
    const group = typeof s.apiGroup === "string" ? s.apiGroup : "";
    switch (s.kind) {
      case "ServiceAccount":
        if (group !== "") out.add("schema/enum", `${p}/apiGroup`, `${fp}.apiGroup`, `Unsupported value: expected "" for a ServiceAccount subject, found ${describeValue(group)}`);
        if (!namespaced && (typeof s.namespace !== "string" || s.namespace === "")) out.add("schema/required", p, `${fp}.namespace`, "Required value: expected the namespace of the ServiceAccount, found nothing", void 0, "key");
        break;
      case "User":
      case "Group":
        if (group !== "" && group !== RBAC_GROUP) out.add("schema/enum", `${p}/apiGroup`, `${fp}.apiGroup`, `Unsupported value: expected "${RBAC_GROUP}" for a ${s.kind} subject, found ${describeValue(s.apiGroup)}`);
        break;
      default:
        if (typeof s.kind === "string") out.add("schema/enum", `${p}/kind`, `${fp}.kind`, `Unsupported value: expected "ServiceAccount", "User" or "Group", found ${describeValue(s.kind)}`);
    }
  });
}
function checkHpa(spec, out) {
  const min = typeof spec.minReplicas === "number" ? spec.minReplicas : 1;
  if (typeof spec.minReplicas === "number" && spec.minReplicas < 1) {
    out.add("schema/range", "/spec/minReplicas", "spec.minReplicas", `Invalid value: expected a value ≥ 1, found ${spec.minReplicas}`);
  }
  if (typeof spec.maxReplicas === "number" && spec.maxReplicas < Math.max(1, min)) {
    out.add("schema/range", "/spec/maxReplicas", "spec.maxReplicas", `Invalid value: expected a value ≥ minReplicas (${min}), found ${spec.maxReplicas}`);
  }
  const behavior = isRecord(spec.behavior) ? spec.behavior : void 0;
  for (const direction of ["scaleUp", "scaleDown"]) {
    const rules = behavior && isRecord(behavior[direction]) ? behavior[direction] : void 0;
    if (!rules || !Array.isArray(rules.policies)) continue;
    rules.policies.forEach((policy, i) => {
      if (!isRecord(policy)) return;
      const p = `/spec/behavior/${direction}/policies/${i}`;
      const fp = `spec.behavior.${direction}.policies[${i}]`;
      if (typeof policy.periodSeconds === "number" && (policy.periodSeconds <= 0 || policy.periodSeconds > MAX_HPA_PERIOD_SECONDS)) {
        out.add("schema/range", `${p}/periodSeconds`, `${fp}.periodSeconds`, `Invalid value: expected a value between 1 and ${MAX_HPA_PERIOD_SECONDS}, found ${policy.periodSeconds}`);
      }
      if (typeof policy.value === "number" && policy.value <= 0) out.add("schema/range", `${p}/value`, `${fp}.value`, `Invalid value: expected a value > 0, found ${policy.value}`);
    });
  }
}
var MAX_HPA_PERIOD_SECONDS = 1800;
function checkPvc(spec, out) {
  if (!Array.isArray(spec.accessModes) || spec.accessModes.length === 0) {
    out.add("schema/required", spec.accessModes === void 0 ? "/spec" : "/spec/accessModes", "spec.accessModes", "Required value: expected at least 1 access mode, found none", void 0, spec.accessModes === void 0 ? "key" : "value");
  }
  const requests = isRecord(spec.resources) && isRecord(spec.resources.requests) ? spec.resources.requests : void 0;
  if (!requests || requests.storage === void 0 || requests.storage === null) {
    out.add("schema/required", isRecord(spec.resources) ? "/spec/resources" : "/spec", "spec.resources.requests.storage", 'Required value: expected a storage request such as "10Gi", found nothing', void 0, "key");
  }
}
var LIMIT_TYPES = ["Container", "Pod", "PersistentVolumeClaim"];
function checkLimitRange(spec, out) {
  if (!Array.isArray(spec.limits)) return;
  spec.limits.forEach((limit, i) => {
    if (isRecord(limit) && typeof limit.type === "string" && !LIMIT_TYPES.includes(limit.type) && !limit.type.includes("/")) {
      out.add("schema/enum", `/spec/limits/${i}/type`, `spec.limits[${i}].type`, `Invalid value: expected a standard limit type (${LIMIT_TYPES.join(", ")}) or a fully qualified name, found ${describeValue(limit.type)}`);
    }
    if (!isRecord(limit) || !isRecord(limit.min) || !isRecord(limit.max)) return;
    for (const [resource, min] of Object.entries(limit.min)) {
      const diff = compareQuantities(min, limit.max[resource]);
      if (diff !== void 0 && diff > 0) {
        out.add("schema/range", appendPointer(`/spec/limits/${i}/min`, resource), `spec.limits[${i}].min[${resource}]`, `Invalid value: expected at most the max ${describeValue(limit.max[resource])}, found ${describeValue(min)}`);
      }
    }
  });
}
var SECRET_KEYS = {
  "kubernetes.io/tls": ["tls.crt", "tls.key"],
  "kubernetes.io/dockerconfigjson": [".dockerconfigjson"],
  "kubernetes.io/dockercfg": [".dockercfg"],
  "kubernetes.io/ssh-auth": ["ssh-privatekey"]
};
function checkSecretType(object, out) {
  const required = typeof object.type === "string" ? SECRET_KEYS[object.type] : void 0;
  if (!required) return;
  const data = isRecord(object.data) ? object.data : {};
  const stringData = isRecord(object.stringData) ? object.stringData : {};
  for (const key of required) {
    if (key in data || key in stringData) continue;
    out.add("schema/required", object.data === void 0 ? "" : "/data", `data[${key}]`, `Required value: a Secret of type ${String(object.type)} needs the key "${key}", found nothing`, void 0, "key");
  }
}
var CRON_MACROS = /* @__PURE__ */ new Set(["@yearly", "@annually", "@monthly", "@weekly", "@daily", "@midnight", "@hourly"]);
var CRON_FIELD = /^(\*|\?|[0-9A-Za-z]+(-[0-9A-Za-z]+)?)(\/[0-9]+)?(,(\*|\?|[0-9A-Za-z]+(-[0-9A-Za-z]+)?)(\/[0-9]+)?)*$/;
function cronProblem(schedule) {
  if (schedule.includes("TZ")) return "cannot use TZ or CRON_TZ in schedule, use the timeZone field instead";
  const s = schedule.trim();
  if (CRON_MACROS.has(s)) return void 0;
  if (s.startsWith("@")) return `unrecognized descriptor ${s}`;
  const fields = s.split(/\s+/).filter((f) => f !== "");
  if (fields.length !== 5) return `expected exactly 5 fields, found ${fields.length}`;
  const bad = fields.find((f) => !CRON_FIELD.test(f));
  if (bad !== void 0) return `field ${JSON.stringify(bad)} is not a cron field`;
  for (let i = 0; i < 5; i++) {
    const [min, max, names] = CRON_BOUNDS[i];
    for (const part of fields[i].split(",")) {
      const range = part.split("/")[0];
      if (range === "*" || range === "?") continue;
      const [from, to = from] = range.split("-");
      const value = (t) => {
        if (/^[0-9]+$/.test(t)) return Number(t);
        const named = names ? names.indexOf(t.toUpperCase()) : -1;
        return named >= 0 ? named + min : void 0;
      };
      const a = value(from);
      const b = value(to);
      if (a === void 0 || b === void 0) return `failed to parse ${JSON.stringify(range)}`;
      if (a < min) return `beginning of range (${a}) below minimum (${min}): ${range}`;
      if (b > max) return `end of range (${b}) above maximum (${max}): ${range}`;
      if (a > b) return `beginning of range (${a}) beyond end of range (${b}): ${range}`;
    }
  }
  return void 0;
}
var CRON_BOUNDS = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12, ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]],
  [0, 6, ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]]
];
function checkConfigKeys(object, out) {
  for (const field of ["data", "binaryData", "stringData"]) {
    const map = object[field];
    if (!isRecord(map)) continue;
    for (const key of Object.keys(map)) {
      if (key.length > 253 || !CONFIG_KEY.test(key)) {
        out.add("schema/key", appendPointer(`/${field}`, key), `${field}[${key}]`, `Invalid value: expected a key of alphanumeric characters, '-', '_' or '.' (at most 253), found ${describeValue(key)}`, void 0, "key");
      }
    }
  }
}

// src/core/schema/builtin/registry.ts
function createBuiltinRegistry(source) {
  const cache = /* @__PURE__ */ new Map();
  const loaded = /* @__PURE__ */ new Set();
  const groups = /* @__PURE__ */ new Map();
  const kindHomes = /* @__PURE__ */ new Map();
  for (const [gv, kinds] of Object.entries(source.index.groupVersions)) {
    const { group, version } = splitApiVersion(gv);
    groups.set(group, [...groups.get(group) ?? [], version]);
    for (const kind of Object.keys(kinds)) kindHomes.set(kind, [...kindHomes.get(kind) ?? [], gv]);
  }
  const load = (gv) => {
    if (!cache.has(gv)) {
      cache.set(gv, source.load(gv));
      loaded.add(gv);
    }
    return cache.get(gv);
  };
  return {
    source,
    loaded,
    lookup(apiVersion, kind) {
      const kinds = source.index.groupVersions[apiVersion];
      if (kinds && Object.prototype.hasOwnProperty.call(kinds, kind)) return { status: "found", groupVersion: apiVersion, kind, entry: kinds[kind] };
      const removal = findRemovedApi(apiVersion, kind);
      if (removal) return { status: "removed", removal };
      if (kinds) {
        const names = Object.keys(kinds);
        const suggestion = closest(kind, names);
        const elsewhere = kindHomes.get(kind)?.[0];
        return { status: "unknown-kind", groupVersion: apiVersion, kinds: names, ...suggestion ? { suggestion } : {}, ...elsewhere ? { elsewhere } : {} };
      }
      const { group } = splitApiVersion(apiVersion);
      const served = groups.get(group);
      if (served) return { status: "unknown-version", group, served };
      if (OTHER_KUBERNETES_GROUPS.has(group)) return { status: "unknown-version", group, served: [] };
      return { status: "not-builtin" };
    },
    validate(object, found) {
      const file = load(found.groupVersion);
      if (!file) return [];
      const resolve = (name) => file.definitions[name];
      const violations = decodeBuiltin(object, found.entry.definition, { resolve });
      const taken = new Set(violations.map((v) => v.pointer));
      for (const v of checkBuiltinSemantics(object, { kind: found.kind, groupVersion: found.groupVersion, scope: found.entry.scope })) {
        if (!taken.has(v.pointer) && ![...taken].some((p) => v.pointer.startsWith(p + "/"))) violations.push(v);
      }
      return violations;
    }
  };
}

// src/core/schema/builtin/upgrade.ts
var UPGRADE_RULES = [
  { id: "upgrade/not-served", summary: "The apiVersion or kind of a built-in object is not served by the Kubernetes version named with --upgrade-to (removed, or never served there).", defaultSeverity: "error" },
  { id: "upgrade/invalid", summary: "A built-in object the current Kubernetes version accepts is refused by the schemas of the version named with --upgrade-to.", defaultSeverity: "error" }
];

export {
  BUILTIN_RULES,
  checkBuiltinManifest,
  groupVersionFileName,
  isKubernetesGroup,
  createBuiltinRegistry,
  UPGRADE_RULES
};
