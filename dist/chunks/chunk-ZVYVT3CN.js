import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  Controller,
  EventRecorder,
  Informer,
  KubeListWatch,
  objectKey,
  require_prom_client,
  shardOf
} from "./chunk-HWPZG7EF.js";
import {
  appliedDifferences,
  applyObject,
  conditionOf,
  extractApplied,
  readConditions,
  realClock
} from "./chunk-IM7INI7Z.js";
import {
  KubeClient,
  resourcePath
} from "./chunk-T6OVLOIO.js";
import {
  Discovery
} from "./chunk-NNZSHM3M.js";
import {
  RESERVED_TENANT_NAMESPACES,
  isSystemIdentity,
  reservedMatch
} from "./chunk-GPONTDMT.js";
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  KubeApiError,
  NotFoundError,
  isTransient
} from "./chunk-W3SMC6LJ.js";
import {
  tenantVersionOf
} from "./chunk-QIT537GL.js";
import {
  ACCESS_ROLES,
  CHILD_NAMES,
  DELETION_POLICIES,
  DELETION_POLICY_ANNOTATION,
  GPU_RESOURCE,
  MANAGED_BY_LABEL,
  MANAGED_BY_VALUE,
  OWNER_ANNOTATION,
  OWNER_UID_ANNOTATION,
  TENANT_API_VERSION,
  TENANT_FINALIZER,
  TENANT_GROUP,
  TENANT_KIND,
  TENANT_LABEL,
  TENANT_PLURAL,
  TENANT_VERSION,
  tenantKey
} from "./chunk-MMGUTR4Y.js";
import {
  FIELD_MANAGERS,
  SHARD_LABEL
} from "./chunk-S453QDSH.js";
import {
  compareQuantities,
  parseQuantity,
  quantitySign
} from "./chunk-AGZPKFWY.js";
import {
  deepEqual
} from "./chunk-IOXHI6CE.js";
import {
  isDns1123Label
} from "./chunk-S2VHB6H6.js";
import {
  isRecord
} from "./chunk-CV4ZZOWD.js";
import {
  appendPointer,
  escapeSegment
} from "./chunk-ALUEK7QH.js";
import {
  __toESM
} from "./chunk-SWXCCR26.js";

// src/operator/operator.ts
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";

// src/controller/metrics.ts
var import_prom_client = __toESM(require_prom_client(), 1);
var ControllerMetrics = class {
  registry;
  reconcileTotal;
  reconcileErrors;
  reconcileTime;
  activeWorkers;
  workqueueDepth;
  workqueueAdds;
  workqueueRetries;
  workqueueQueueDuration;
  workqueueWorkDuration;
  leader;
  restRequests;
  restLatency;
  informerEvents;
  informerRestarts;
  informerObjects;
  constructor(options = {}) {
    const registry = this.registry = new import_prom_client.Registry();
    const registers = [registry];
    if (options.defaultMetrics) (0, import_prom_client.collectDefaultMetrics)({ register: registry });
    this.reconcileTotal = new import_prom_client.Counter({ name: "controller_runtime_reconcile_total", help: "Total number of reconciliations per controller", labelNames: ["controller", "result"], registers });
    this.reconcileErrors = new import_prom_client.Counter({ name: "controller_runtime_reconcile_errors_total", help: "Total number of reconciliation errors per controller", labelNames: ["controller"], registers });
    this.reconcileTime = new import_prom_client.Histogram({
      name: "controller_runtime_reconcile_time_seconds",
      help: "Length of time per reconciliation per controller",
      labelNames: ["controller"],
      buckets: (0, import_prom_client.exponentialBuckets)(5e-3, 2, 14),
      registers
    });
    this.activeWorkers = new import_prom_client.Gauge({ name: "controller_runtime_active_workers", help: "Number of currently used workers per controller", labelNames: ["controller"], registers });
    this.workqueueDepth = new import_prom_client.Gauge({ name: "workqueue_depth", help: "Current depth of workqueue", labelNames: ["name"], registers });
    this.workqueueAdds = new import_prom_client.Counter({ name: "workqueue_adds_total", help: "Total number of adds handled by workqueue", labelNames: ["name"], registers });
    this.workqueueRetries = new import_prom_client.Counter({ name: "workqueue_retries_total", help: "Total number of retries handled by workqueue", labelNames: ["name"], registers });
    this.workqueueQueueDuration = new import_prom_client.Histogram({
      name: "workqueue_queue_duration_seconds",
      help: "How long in seconds an item stays in workqueue before being requested",
      labelNames: ["name"],
      buckets: (0, import_prom_client.exponentialBuckets)(1e-3, 4, 10),
      registers
    });
    this.workqueueWorkDuration = new import_prom_client.Histogram({
      name: "workqueue_work_duration_seconds",
      help: "How long in seconds processing an item from workqueue takes",
      labelNames: ["name"],
      buckets: (0, import_prom_client.exponentialBuckets)(1e-3, 4, 10),
      registers
    });
    this.leader = new import_prom_client.Gauge({ name: "leader_election_master_status", help: "1 while this instance holds the leader lease, 0 otherwise", labelNames: ["name"], registers });
    this.restRequests = new import_prom_client.Counter({ name: "rest_client_requests_total", help: "Number of HTTP requests to the API server, partitioned by method and status code (0: no response)", labelNames: ["method", "code"], registers });
    this.restLatency = new import_prom_client.Histogram({
      name: "rest_client_request_duration_seconds",
      help: "Request latency in seconds (watches excluded)",
      labelNames: ["method"],
      buckets: (0, import_prom_client.exponentialBuckets)(1e-3, 4, 10),
      registers
    });
    this.informerEvents = new import_prom_client.Counter({ name: "driftgate_informer_events_total", help: "Watch events received per kind and type", labelNames: ["kind", "type"], registers });
    this.informerRestarts = new import_prom_client.Counter({ name: "driftgate_informer_restarts_total", help: "Watch restarts per kind and reason (gone: relisted after 410)", labelNames: ["kind", "reason"], registers });
    this.informerObjects = new import_prom_client.Gauge({ name: "driftgate_informer_objects", help: "Objects held in each informer cache", labelNames: ["kind"], registers });
  }
  queueObserver(name) {
    return {
      depth: (n) => this.workqueueDepth.set({ name }, n),
      added: () => this.workqueueAdds.inc({ name }),
      retried: () => this.workqueueRetries.inc({ name }),
      queued: (ms) => this.workqueueQueueDuration.observe({ name }, ms / 1e3),
      worked: (ms) => this.workqueueWorkDuration.observe({ name }, ms / 1e3)
    };
  }
  informerObserver(kind) {
    return {
      event: (type) => this.informerEvents.inc({ kind, type }),
      restart: (reason) => this.informerRestarts.inc({ kind, reason }),
      listed: (count) => this.informerEvents.inc({ kind, type: "LIST" }, count)
    };
  }
  observeRequest(sample) {
    this.restRequests.inc({ method: sample.watch ? "WATCH" : sample.method, code: String(sample.status) });
    if (!sample.watch) this.restLatency.observe({ method: sample.method }, sample.durationMs / 1e3);
  }
  /** The value of controller_runtime_reconcile_total for one controller and result (tests, benchmarks). */
  async reconcileCount(controller, result) {
    const data = await this.reconcileTotal.get();
    return data.values.filter((v) => v.labels.controller === controller && (result === void 0 || v.labels.result === result)).reduce((sum, v) => sum + v.value, 0);
  }
};

// src/core/tenant/conditions.ts
var CONDITION_STATUSES = ["True", "False", "Unknown"];
var CHILD_CONDITIONS = ["NamespaceProvisioned", "QuotaProvisioned", "NetworkPolicyProvisioned", "AccessProvisioned"];
var SUMMARY_CONDITIONS = ["Ready", "Reconciling", "Stalled"];
var CONDITION_STATUS_SET = new Set(CONDITION_STATUSES);
function formatTime(ms) {
  return new Date(Math.floor(ms / 1e3) * 1e3).toISOString().replace(".000Z", "Z");
}
function parseTenantStatus(value) {
  if (!isRecord(value)) return { conditions: [] };
  const conditions = [];
  if (Array.isArray(value.conditions)) {
    for (const c of value.conditions) {
      if (!isRecord(c) || typeof c.type !== "string" || typeof c.status !== "string" || !CONDITION_STATUS_SET.has(c.status)) continue;
      conditions.push({
        type: c.type,
        status: c.status,
        reason: typeof c.reason === "string" ? c.reason : "",
        message: typeof c.message === "string" ? c.message : "",
        observedGeneration: typeof c.observedGeneration === "number" ? c.observedGeneration : 0,
        lastTransitionTime: typeof c.lastTransitionTime === "string" ? c.lastTransitionTime : ""
      });
    }
  }
  return {
    ...typeof value.observedGeneration === "number" ? { observedGeneration: value.observedGeneration } : {},
    conditions
  };
}
function setCondition(previous, next, now) {
  const old = previous.find((c) => c.type === next.type);
  const lastTransitionTime = old !== void 0 && old.status === next.status && old.lastTransitionTime !== "" ? old.lastTransitionTime : now;
  return { ...next, lastTransitionTime };
}
function summary(outcome) {
  switch (outcome.kind) {
    case "Ready":
      return {
        Ready: { status: "True", reason: outcome.reason, message: outcome.message },
        Reconciling: { status: "False", reason: outcome.reason, message: "Reconciliation finished" },
        Stalled: { status: "False", reason: outcome.reason, message: "Not stalled" }
      };
    case "Progressing":
      return {
        Ready: { status: "Unknown", reason: "Progressing", message: outcome.message },
        Reconciling: { status: "True", reason: outcome.reason, message: outcome.message },
        Stalled: { status: "False", reason: "Progressing", message: "Not stalled" }
      };
    case "Retrying":
      return {
        Ready: { status: "False", reason: outcome.reason, message: outcome.message },
        Reconciling: { status: "True", reason: "ProgressingWithRetry", message: outcome.message },
        Stalled: { status: "False", reason: "ProgressingWithRetry", message: "Not stalled; retrying" }
      };
    case "Stalled":
      return {
        Ready: { status: "False", reason: outcome.reason, message: outcome.message },
        Reconciling: { status: "False", reason: outcome.reason, message: "Stalled; waiting for a change" },
        Stalled: { status: "True", reason: outcome.reason, message: outcome.message }
      };
    case "Terminating":
      return {
        Ready: { status: "False", reason: outcome.reason, message: outcome.message },
        Reconciling: { status: "True", reason: outcome.reason, message: outcome.message },
        Stalled: { status: "False", reason: outcome.reason, message: "Not stalled" }
      };
  }
}
function computeTenantStatus(input) {
  const { previous, generation, outcome } = input;
  const now = formatTime(input.nowMs);
  const wanted = { ...summary(outcome), ...outcome.children };
  const conditions = OWN_CONDITIONS.map((type) => {
    const c = wanted[type];
    return setCondition(previous.conditions, { type, status: c.status, reason: reasonText(c.reason), message: messageText(c.message), observedGeneration: generation }, now);
  });
  const finished = outcome.kind === "Ready" || outcome.kind === "Stalled";
  const observedGeneration = finished ? generation : previous.observedGeneration;
  return { ...observedGeneration !== void 0 ? { observedGeneration } : {}, conditions };
}
var OWN_CONDITIONS = [...SUMMARY_CONDITIONS, ...CHILD_CONDITIONS];
var MAX_MESSAGE = 1024;
function reasonText(reason) {
  const cleaned = reason.replace(/[^A-Za-z0-9_,:]/g, "").replace(/^[^A-Za-z]+/, "").replace(/[,:]+$/, "");
  return cleaned === "" ? "Unknown" : cleaned;
}
function messageText(message) {
  return message.length <= MAX_MESSAGE ? message : `${message.slice(0, MAX_MESSAGE - 1)}…`;
}
function statusEquals(live, next) {
  if (live.observedGeneration !== next.observedGeneration) return false;
  return next.conditions.every((c) => {
    const d = live.conditions.find((x) => x.type === c.type);
    return d !== void 0 && c.status === d.status && c.reason === d.reason && c.message === d.message && c.observedGeneration === d.observedGeneration && c.lastTransitionTime === d.lastTransitionTime;
  });
}
function findCondition(status, type) {
  return status.conditions.find((c) => c.type === type);
}
function transitions(before, after) {
  return after.conditions.filter((c) => {
    const old = before.conditions.find((o) => o.type === c.type);
    if (old === void 0) return c.type === "Ready" || c.status === "True";
    return old.status !== c.status || c.type === "Ready" && old.reason !== c.reason;
  });
}

// src/core/tenant/desired.ts
function ownershipMeta(owner, spec) {
  return {
    labels: { [MANAGED_BY_LABEL]: MANAGED_BY_VALUE, [TENANT_LABEL]: spec.namespace },
    annotations: { [OWNER_ANNOTATION]: tenantKey(owner.namespace, owner.name), [OWNER_UID_ANNOTATION]: owner.uid }
  };
}
function ownerReferences(owner, childNamespace) {
  if (childNamespace !== owner.namespace) return {};
  return { ownerReferences: [{ apiVersion: TENANT_API_VERSION, kind: TENANT_KIND, name: owner.name, uid: owner.uid, controller: true }] };
}
function namespacedMeta(owner, spec, name) {
  return { name, namespace: spec.namespace, ...ownershipMeta(owner, spec), ...ownerReferences(owner, spec.namespace) };
}
function desiredNamespace(owner, spec) {
  return { apiVersion: "v1", kind: "Namespace", metadata: { name: spec.namespace, ...ownershipMeta(owner, spec) } };
}
function desiredQuota(owner, spec) {
  const hard = {};
  for (const name of Object.keys(spec.quota.additional ?? {}).sort()) hard[name] = spec.quota.additional?.[name] ?? "";
  if (spec.quota.cpu !== void 0) hard.cpu = spec.quota.cpu;
  if (spec.quota.memory !== void 0) hard.memory = spec.quota.memory;
  hard[GPU_RESOURCE] = String(spec.quota.gpuCount ?? 0);
  return { apiVersion: "v1", kind: "ResourceQuota", metadata: namespacedMeta(owner, spec, CHILD_NAMES.quota), spec: { hard } };
}
function desiredNetworkPolicy(owner, spec) {
  const byName = (ns) => ({ namespaceSelector: { matchLabels: { "kubernetes.io/metadata.name": ns } } });
  const egress = [
    { to: [{ podSelector: {} }] },
    {
      to: [byName("kube-system")],
      ports: [
        { protocol: "UDP", port: 53 },
        { protocol: "TCP", port: 53 }
      ]
    }
  ];
  if (spec.allowEgressTo.length > 0) egress.push({ to: spec.allowEgressTo.map(byName) });
  return {
    apiVersion: "networking.k8s.io/v1",
    kind: "NetworkPolicy",
    metadata: namespacedMeta(owner, spec, CHILD_NAMES.networkPolicy),
    spec: {
      podSelector: {},
      policyTypes: ["Ingress", "Egress"],
      ingress: [{ from: [{ podSelector: {} }] }],
      egress
    }
  };
}
function roleBinding(owner, spec, name, role, groups) {
  if (groups.length === 0) return void 0;
  return {
    apiVersion: "rbac.authorization.k8s.io/v1",
    kind: "RoleBinding",
    metadata: namespacedMeta(owner, spec, name),
    roleRef: { apiGroup: "rbac.authorization.k8s.io", kind: "ClusterRole", name: role },
    subjects: groups.map((group) => ({ apiGroup: "rbac.authorization.k8s.io", kind: "Group", name: group }))
  };
}
function withLabels(child, labels) {
  if (child === void 0 || labels === void 0 || Object.keys(labels).length === 0) return child;
  return { ...child, metadata: { ...child.metadata, labels: { ...child.metadata.labels, ...labels } } };
}
function desiredChildren(owner, spec, options = {}) {
  const l = options.labels;
  return {
    namespace: withLabels(desiredNamespace(owner, spec), l),
    quota: withLabels(desiredQuota(owner, spec), l),
    networkPolicy: withLabels(desiredNetworkPolicy(owner, spec), l),
    adminBinding: withLabels(roleBinding(owner, spec, CHILD_NAMES.adminBinding, ACCESS_ROLES.admin, spec.adminGroups), l),
    editBinding: withLabels(roleBinding(owner, spec, CHILD_NAMES.editBinding, ACCESS_ROLES.edit, spec.editGroups), l)
  };
}
function childOwner(meta) {
  if (meta.labels?.[MANAGED_BY_LABEL] !== MANAGED_BY_VALUE) return void 0;
  const key = meta.annotations?.[OWNER_ANNOTATION];
  const uid = meta.annotations?.[OWNER_UID_ANNOTATION];
  if (key === void 0 || uid === void 0) return void 0;
  return { key, uid };
}

// src/core/tenant/spec.ts
var TENANT_SECURITY_RULES = {
  systemGroup: "tenant/system-group",
  reservedNamespace: "tenant/namespace-reserved"
};
function parseTenantSpec(source, options = {}) {
  const findings = [];
  const object = {
    apiVersion: TENANT_API_VERSION,
    kind: TENANT_KIND,
    ...source.metadata.namespace !== void 0 ? { namespace: source.metadata.namespace } : {},
    ...source.metadata.name !== void 0 ? { name: source.metadata.name } : {}
  };
  const problem = (ruleId, pointer, message, hint) => {
    findings.push({ ruleId, severity: "error", message, pointer, object, hint });
  };
  const spec = source.spec;
  if (!isRecord(spec)) {
    problem("tenant/spec-missing", "/spec", "spec must be an object", "Add spec.namespace, spec.quota, spec.networkPolicy and spec.access.");
    return { ok: false, findings };
  }
  let namespace = "";
  if (typeof spec.namespace !== "string" || spec.namespace === "") {
    problem("tenant/namespace", "/spec/namespace", "spec.namespace is required and must be a string", "Name the tenant namespace to create, e.g. `recommendations`.");
  } else if (!isDns1123Label(spec.namespace)) {
    problem(
      "tenant/namespace",
      "/spec/namespace",
      `spec.namespace ${JSON.stringify(spec.namespace)} is not a DNS-1123 label`,
      "Use at most 63 lowercase letters, digits and dashes, starting and ending with a letter or digit."
    );
  } else {
    const reserved = reservedMatch(spec.namespace, [...RESERVED_TENANT_NAMESPACES, ...options.reservedNamespaces ?? []]);
    if (reserved !== void 0) {
      problem(
        TENANT_SECURITY_RULES.reservedNamespace,
        "/spec/namespace",
        `spec.namespace ${JSON.stringify(spec.namespace)} is reserved (${JSON.stringify(reserved)}): a tenant may not claim a Kubernetes, driftgate or cluster add-on namespace`,
        "Choose a namespace of the tenant's own, e.g. `recommendations`."
      );
    } else {
      namespace = spec.namespace;
    }
  }
  const quotaField = quotaFieldOf(source.apiVersion, spec);
  const quota = {};
  const rq = spec[quotaField];
  if (rq !== void 0 && rq !== null) {
    const at = `/spec/${quotaField}`;
    const label = `spec.${quotaField}`;
    const quantity = (raw, pointer, name, hint) => {
      const text = typeof raw === "number" && Number.isFinite(raw) ? String(raw) : raw;
      const parsed = typeof text === "string" ? parseQuantity(text) : void 0;
      if (typeof text !== "string" || parsed === void 0) {
        problem("tenant/quantity", pointer, `${name} ${JSON.stringify(raw)} is not a Kubernetes quantity`, hint);
        return void 0;
      }
      if (quantitySign(parsed) < 0) {
        problem("tenant/quantity", pointer, `${name} must not be negative, found ${JSON.stringify(raw)}`, "Use zero or a positive quantity.");
        return void 0;
      }
      return text;
    };
    if (!isRecord(rq)) {
      problem("tenant/quota", at, `${label} must be an object`, `Set cpu, memory and gpuCount under ${label}.`);
    } else {
      for (const field of ["cpu", "memory"]) {
        const raw = rq[field];
        if (raw === void 0 || raw === null) continue;
        const text = quantity(raw, `${at}/${field}`, `${label}.${field}`, field === "cpu" ? 'Write cores as "20" or millicores as "500m".' : 'Write bytes with a suffix, e.g. "64Gi" or "512Mi".');
        if (text !== void 0) quota[field] = text;
      }
      const gpu = rq.gpuCount;
      if (gpu !== void 0 && gpu !== null) {
        if (typeof gpu !== "number" || !Number.isSafeInteger(gpu) || gpu < 0) {
          problem("tenant/gpu-count", `${at}/gpuCount`, `${label}.gpuCount must be a whole number >= 0, found ${JSON.stringify(gpu)}`, "GPUs are whole devices, e.g. 4.");
        } else {
          quota.gpuCount = gpu;
        }
      }
      const additional = quotaField === "quota" ? rq.additional : void 0;
      if (additional !== void 0 && additional !== null) {
        if (!isRecord(additional)) {
          problem("tenant/quota", `${at}/additional`, `${label}.additional must be an object of resource names to quantities`, 'Write e.g. additional: { pods: "50", requests.storage: 100Gi }.');
        } else {
          const out = {};
          for (const [name, raw] of Object.entries(additional)) {
            const pointer = appendPointer(`${at}/additional`, name);
            if (SET_ELSEWHERE.has(name)) {
              problem("tenant/quota", pointer, `${label}.additional.${name} repeats a limit of its own field`, `Set ${name === GPU_RESOURCE ? "gpuCount" : name} directly under ${label}.`);
              continue;
            }
            const text = quantity(raw, pointer, `${label}.additional[${JSON.stringify(name)}]`, 'Write a count such as "50" or a quantity such as "100Gi".');
            if (text !== void 0) out[name] = text;
          }
          if (Object.keys(out).length > 0) quota.additional = out;
        }
      }
    }
  }
  const names = (pointer, label, value, check) => {
    if (value === void 0 || value === null) return [];
    if (!Array.isArray(value)) {
      problem("tenant/list", pointer, `${label} must be a list of strings`, "Write a YAML list, e.g. [catalog, kube-system].");
      return [];
    }
    const out = /* @__PURE__ */ new Set();
    value.forEach((item, i) => {
      if (typeof item !== "string" || item === "") {
        problem("tenant/list", `${pointer}/${i}`, `${label}[${i}] must be a non-empty string, found ${JSON.stringify(item)}`, "Remove the entry or write a name.");
        return;
      }
      const why = check(item);
      if (why !== void 0) {
        const { ruleId, text, hint } = typeof why === "string" ? { ruleId: "tenant/list", text: why, hint: "Fix or remove the entry." } : { ruleId: why.ruleId, text: why.why, hint: why.hint };
        problem(ruleId, `${pointer}/${i}`, `${label}[${i}] ${JSON.stringify(item)} ${text}`, hint);
        return;
      }
      out.add(item);
    });
    return [...out].sort();
  };
  let allowEgressTo = [];
  if (spec.networkPolicy !== void 0 && spec.networkPolicy !== null) {
    if (!isRecord(spec.networkPolicy)) {
      problem("tenant/network-policy", "/spec/networkPolicy", "spec.networkPolicy must be an object", "Set spec.networkPolicy.allowEgressTo to a list of namespaces.");
    } else {
      allowEgressTo = names(
        "/spec/networkPolicy/allowEgressTo",
        "spec.networkPolicy.allowEgressTo",
        spec.networkPolicy.allowEgressTo,
        (item) => isDns1123Label(item) ? void 0 : "is not a namespace name (DNS-1123 label)"
      );
    }
  }
  let adminGroups = [];
  let editGroups = [];
  if (spec.access !== void 0 && spec.access !== null) {
    if (!isRecord(spec.access)) {
      problem("tenant/access", "/spec/access", "spec.access must be an object", "Set spec.access.adminGroups and spec.access.editGroups.");
    } else {
      const group = (item) => {
        if (item.trim() !== item) return "has leading or trailing spaces";
        if (isSystemIdentity(item)) {
          return {
            ruleId: TENANT_SECURITY_RULES.systemGroup,
            why: "is a Kubernetes system group: groups starting with system: are never bound (system:masters is cluster-admin, system:authenticated is everyone)",
            hint: "Name a group of your organisation; if the CRD defaults this field, remove that default."
          };
        }
        return void 0;
      };
      adminGroups = names("/spec/access/adminGroups", "spec.access.adminGroups", spec.access.adminGroups, group);
      editGroups = names("/spec/access/editGroups", "spec.access.editGroups", spec.access.editGroups, group);
    }
  }
  let deletionPolicy = "Delete";
  const policy = source.metadata.annotations?.[DELETION_POLICY_ANNOTATION];
  if (policy !== void 0) {
    if (DELETION_POLICIES.includes(policy)) deletionPolicy = policy;
    else
      problem(
        "tenant/deletion-policy",
        `/metadata/annotations/${escapeSegment(DELETION_POLICY_ANNOTATION)}`,
        `annotation ${DELETION_POLICY_ANNOTATION} must be one of ${DELETION_POLICIES.join(", ")}, found ${JSON.stringify(policy)}`,
        "Delete removes the tenant namespace with the TenantOnboarding; Retain keeps it."
      );
  }
  if (findings.length > 0) return { ok: false, findings };
  return { ok: true, spec: { namespace, quota, allowEgressTo, adminGroups, editGroups, deletionPolicy } };
}
var SET_ELSEWHERE = /* @__PURE__ */ new Set(["cpu", "memory", GPU_RESOURCE]);
function quotaFieldOf(apiVersion, spec) {
  const version = tenantVersionOf(apiVersion);
  if (version !== void 0) return version === "v1" ? "quota" : "resourceQuota";
  return spec.quota === void 0 && spec.resourceQuota !== void 0 ? "resourceQuota" : "quota";
}
function refusalReason(findings) {
  if (findings.some((f) => f.ruleId === TENANT_SECURITY_RULES.systemGroup)) return "SystemGroupForbidden";
  if (findings.some((f) => f.ruleId === TENANT_SECURITY_RULES.reservedNamespace)) return "NamespaceReserved";
  return "InvalidSpec";
}
function summarizeFindings(findings) {
  return findings.map((f) => f.message).join("; ");
}

// src/io/kube/status.ts
async function applyStatus(context, target, status, options) {
  return applyObject(
    context,
    {
      apiVersion: target.apiVersion,
      kind: target.kind,
      metadata: {
        name: target.name,
        ...target.namespace !== void 0 ? { namespace: target.namespace } : {},
        ...target.resourceVersion !== void 0 ? { resourceVersion: target.resourceVersion } : {}
      },
      status
    },
    { fieldManager: options.fieldManager, force: true, subresource: "status", ...options.signal ? { signal: options.signal } : {} }
  );
}

// src/operator/reconciler.ts
var FIELD_MANAGER = FIELD_MANAGERS.operator;
var BY_TENANT_NAMESPACE = "spec.namespace";
function claimedNamespace(object) {
  const spec = object.spec;
  if (spec === null || typeof spec !== "object" || Array.isArray(spec)) return [];
  const ns = spec.namespace;
  return typeof ns === "string" && isDns1123Label(ns) ? [ns] : [];
}
var QUANTITY_RULES = [
  {
    pattern: "/spec/hard/*",
    equals: (a, b) => {
      const qa = typeof a === "string" ? parseQuantity(a) : void 0;
      const qb = typeof b === "string" ? parseQuantity(b) : void 0;
      return qa !== void 0 && qb !== void 0 ? compareQuantities(qa, qb) === 0 : a === b;
    }
  }
];
var SLOT_CONDITION = {
  namespace: "NamespaceProvisioned",
  quota: "QuotaProvisioned",
  networkPolicy: "NetworkPolicyProvisioned",
  adminBinding: "AccessProvisioned",
  editBinding: "AccessProvisioned"
};
var Blocked = class extends Error {
  constructor(kind, reason, message, child) {
    super(message);
    this.kind = kind;
    this.reason = reason;
    this.child = child;
  }
  kind;
  reason;
  child;
};
function describeError(error) {
  return error instanceof Error ? error.message : String(error);
}
function outcomeFor(error) {
  if (error instanceof Blocked) return { kind: error.kind, reason: error.reason };
  if (error instanceof ForbiddenError && /being terminated/.test(error.message)) return { kind: "Progressing", reason: "NamespaceTerminating" };
  if (error instanceof InvalidError) return { kind: "Stalled", reason: "ApplyRejected" };
  if (error instanceof KubeApiError && error.status === 500 && /failed to convert/.test(error.message)) return { kind: "Stalled", reason: "ApplyRejected" };
  if (error instanceof ForbiddenError) return { kind: "Retrying", reason: "AccessDenied" };
  if (error instanceof ConflictError) return { kind: "Retrying", reason: "Conflict" };
  if (isTransient(error)) return { kind: "Retrying", reason: "APIUnavailable" };
  if (error instanceof KubeApiError) return { kind: "Retrying", reason: "APIError" };
  return { kind: "Retrying", reason: "InternalError" };
}
var OUTCOME_RANK = { Stalled: 4, Retrying: 3, Progressing: 2, Terminating: 1, Ready: 0 };
function refOf(object) {
  return {
    apiVersion: object.apiVersion,
    kind: object.kind,
    name: object.metadata.name,
    ...object.metadata.namespace !== void 0 ? { namespace: object.metadata.namespace } : {},
    uid: object.metadata.uid
  };
}
var TenantReconciler = class {
  #c;
  #kube;
  #events;
  #clock;
  #manager;
  #pollMs;
  #log;
  #readTenant;
  #readChild;
  #childLabels;
  #reservedNamespaces;
  constructor(options) {
    this.#c = options.caches;
    this.#kube = options.kube;
    this.#events = options.events;
    this.#clock = options.clock;
    this.#manager = options.fieldManager ?? FIELD_MANAGER;
    this.#pollMs = options.pollMs ?? 3e4;
    this.#log = options.log;
    this.#readTenant = options.readTenant;
    this.#readChild = options.readChild;
    this.#childLabels = options.childLabels;
    this.#reservedNamespaces = options.reservedNamespaces ?? [];
  }
  /** The tenant namespace from the cache or, when the cache may not hold it (sharded), read live. */
  async #namespace(name, signal) {
    const cached = this.#c.namespaces.get(name);
    if (cached !== void 0 || this.#readChild === void 0) return { live: cached, readLive: false };
    return { live: await this.#readChild({ apiVersion: "v1", kind: "Namespace", name }, signal), readLive: true };
  }
  async reconcile({ key, signal }) {
    const tenant = this.#c.tenants.get(key);
    if (!tenant) return {};
    if (tenant.metadata.deletionTimestamp !== void 0) return this.#finalize(tenant, signal);
    const claimed = claimedNamespace(tenant)[0];
    const earlyNamespace = claimed !== void 0 && this.#readChild !== void 0 ? this.#namespace(claimed, signal) : void 0;
    earlyNamespace?.catch(() => void 0);
    const current = await this.#ensureFinalizer(tenant, signal);
    const parsed = parseTenantSpec(current, { reservedNamespaces: this.#reservedNamespaces });
    if (!parsed.ok) {
      const reason = refusalReason(parsed.findings);
      const message = summarizeFindings(parsed.findings);
      if (claimed !== void 0) await this.#removeSystemGroupBindings(current, claimed, signal);
      const access = reason === "SystemGroupForbidden" ? { AccessProvisioned: { status: "False", reason, message: "No RoleBinding is kept for a tenant that names a system: group" } } : {};
      const children = this.#childrenOutcome(access, "SpecInvalid", "Not reconciled: the spec is invalid");
      return this.#finish(current, { kind: "Stalled", reason, message, children }, [], signal);
    }
    const spec = parsed.spec;
    const owner = { namespace: current.metadata.namespace ?? "", name: current.metadata.name, uid: current.metadata.uid };
    let ns;
    try {
      ns = await (spec.namespace === claimed && earlyNamespace !== void 0 ? earlyNamespace : this.#namespace(spec.namespace, signal));
      await this.#checkNamespaceClaim(current, spec, ns.live, signal);
    } catch (error) {
      if (!(error instanceof Blocked)) throw error;
      const children = this.#childrenOutcome({ NamespaceProvisioned: { status: "False", reason: error.reason, message: error.message } }, "Blocked", `Waiting for namespace ${spec.namespace}`);
      return this.#finish(current, { kind: error.kind, reason: error.reason, message: error.message, children }, [], signal);
    }
    const desired = desiredChildren(owner, spec, this.#childLabels ? { labels: this.#childLabels } : {});
    const results = await this.#applyChildren(current, desired, ns, signal);
    return this.#finish(current, this.#summarize(spec, results), results, signal);
  }
  /**
   * Deletes the operator's RoleBindings in `namespace` that bind a `system:` group (or user).
   * Only ours (managed-by label and owner annotations), only the fixed binding names. Returns the
   * names deleted.
   */
  async #removeSystemGroupBindings(tenant, namespace, signal) {
    const removed = [];
    for (const name of [CHILD_NAMES.adminBinding, CHILD_NAMES.editBinding]) {
      const key = `${namespace}/${name}`;
      const ref = { apiVersion: "rbac.authorization.k8s.io/v1", kind: "RoleBinding", namespace, name };
      if (this.#c.roleBindings.get(key) === void 0 && this.#readChild === void 0) continue;
      const live = await this.#readWhole(ref, signal);
      if (live === void 0 || childOwner(live.metadata) === void 0 || !bindsSystemIdentity(live)) continue;
      await this.#delete(live, signal);
      this.#c.roleBindings.assumeDeleted(key);
      removed.push(key);
      this.#events.record({ regarding: refOf(tenant), type: "Warning", reason: "SystemGroupBindingRemoved", action: "Delete", note: `Deleted RoleBinding ${key}: it bound a system: group` });
    }
    return removed;
  }
  /** A child as the API server holds it (not trimmed by the cache); undefined when it does not exist. */
  async #readWhole(ref, signal) {
    if (this.#readChild !== void 0) return this.#readChild(ref, signal);
    const resource = await this.#kube.resolver.resolve(ref.apiVersion, ref.kind);
    try {
      return await this.#kube.client.request({ method: "GET", path: resourcePath(resource, { ...ref.namespace !== void 0 ? { namespace: ref.namespace } : {}, name: ref.name }), signal });
    } catch (error) {
      if (error instanceof NotFoundError) return void 0;
      throw error;
    }
  }
  /** SSA of our finalizer alone onto the main resource (the only main-resource field we touch). */
  async #ensureFinalizer(tenant, signal) {
    if (tenant.metadata.finalizers?.includes(TENANT_FINALIZER)) return tenant;
    const updated = await applyObject(
      this.#kube,
      { apiVersion: TENANT_API_VERSION, kind: TENANT_KIND, metadata: { name: tenant.metadata.name, namespace: tenant.metadata.namespace, finalizers: [TENANT_FINALIZER] } },
      { fieldManager: this.#manager, force: true, signal }
    );
    this.#c.tenants.assume(updated);
    return updated;
  }
  /**
   * A namespace belongs to the first TenantOnboarding that created it. It is refused when it
   * exists without our marks (kube-system, a team's hand-made namespace), when another live
   * TenantOnboarding owns it, or, before it exists, when an older TenantOnboarding claims it.
   * A namespace whose recorded owner no longer exists (deletion policy Retain) is adopted.
   */
  async #checkNamespaceClaim(tenant, spec, ns, signal) {
    if (ns) {
      const owner = childOwner(ns.metadata);
      if (!owner) {
        throw new Blocked(
          "Stalled",
          "NamespaceNotManaged",
          `Namespace ${spec.namespace} already exists and is not managed by ${FIELD_MANAGER}; choose another spec.namespace, or delete that namespace`,
          "NamespaceProvisioned"
        );
      }
      if (owner.uid !== tenant.metadata.uid) {
        const other = this.#c.tenants.get(owner.key) ?? await this.#readTenant?.(owner.key, signal);
        if (other && other.metadata.uid === owner.uid) {
          throw new Blocked("Stalled", "NamespaceOwnedByAnotherTenant", `Namespace ${spec.namespace} belongs to TenantOnboarding ${owner.key}`, "NamespaceProvisioned");
        }
      }
      if (ns.metadata.deletionTimestamp !== void 0) {
        throw new Blocked("Progressing", "NamespaceTerminating", `Namespace ${spec.namespace} is still terminating; it will be recreated once it is gone`, "NamespaceProvisioned");
      }
      return;
    }
    const rivals = this.#c.tenants.byIndex(BY_TENANT_NAMESPACE, spec.namespace).filter((t) => t.metadata.uid !== tenant.metadata.uid && t.metadata.deletionTimestamp === void 0).filter((t) => compareAge(t, tenant) < 0);
    if (rivals.length > 0) {
      const rival = rivals[0];
      throw new Blocked(
        "Stalled",
        "NamespaceClaimedByAnotherTenant",
        `TenantOnboarding ${rival.metadata.namespace}/${rival.metadata.name} (older) also claims namespace ${spec.namespace}`,
        "NamespaceProvisioned"
      );
    }
  }
  async #applyChildren(tenant, desired, ns, signal) {
    const wasProvisioned = (condition) => {
      const status = parseTenantStatus(tenant.status);
      return status.observedGeneration === tenant.metadata.generation && findCondition(status, condition)?.status === "True";
    };
    const nsResult = await this.#reconcileChild({
      slot: "namespace",
      want: desired.namespace,
      cache: this.#c.namespaces,
      signal,
      // Read live because the shard's cache lacks it: its shard label is what differs; no drift to report.
      wasProvisioned: wasProvisioned("NamespaceProvisioned") && !(ns.readLive && ns.live !== void 0),
      ...ns.readLive ? { live: ns.live } : {}
    });
    if (nsResult.state === "failed") return [nsResult];
    const unlabelled = ns.readLive && ns.live !== void 0;
    const slots = ["quota", "networkPolicy", "adminBinding", "editBinding"];
    const caches = {
      quota: this.#c.quotas,
      networkPolicy: this.#c.networkPolicies,
      adminBinding: this.#c.roleBindings,
      editBinding: this.#c.roleBindings
    };
    const names = {
      quota: CHILD_NAMES.quota,
      networkPolicy: CHILD_NAMES.networkPolicy,
      adminBinding: CHILD_NAMES.adminBinding,
      editBinding: CHILD_NAMES.editBinding
    };
    const rest = await Promise.all(
      slots.map(
        (slot) => this.#reconcileChild({
          slot,
          want: desired[slot],
          cache: caches[slot],
          signal,
          wasProvisioned: wasProvisioned(SLOT_CONDITION[slot]),
          location: { namespace: desired.namespace.metadata.name, name: names[slot] },
          unlabelled
        })
      )
    );
    return [nsResult, ...rest];
  }
  /** Diff before write: apply only when what we own differs from what we want. */
  async #reconcileChild(child) {
    const { slot, want, cache, signal, location } = child;
    const key = want ? want.metadata.namespace !== void 0 ? `${want.metadata.namespace}/${want.metadata.name}` : want.metadata.name : `${location.namespace}/${location.name}`;
    let live = "live" in child ? child.live : cache.get(key);
    const wasProvisioned = child.wasProvisioned && !(live === void 0 && child.unlabelled === true);
    try {
      if (!want && live === void 0 && child.unlabelled === true && this.#readChild !== void 0) {
        live = await this.#readChild({ apiVersion: slot === "quota" ? "v1" : "rbac.authorization.k8s.io/v1", kind: slot === "quota" ? "ResourceQuota" : "RoleBinding", namespace: location.namespace, name: location.name }, signal);
      }
      if (!want) {
        if (!live || !childOwner(live.metadata)) return { slot, state: "absent" };
        await this.#delete(live, signal);
        cache.assumeDeleted(key);
        return { slot, state: "deleted" };
      }
      const differences = live ? appliedDifferences(want, extractApplied(live, { manager: this.#manager }), { equivalent: QUANTITY_RULES }) : [""];
      if (live && differences.length === 0) return { slot, state: "unchanged" };
      let applied;
      try {
        applied = await applyObject(this.#kube, want, { fieldManager: this.#manager, force: true, signal });
      } catch (error) {
        if (error instanceof InvalidError && live && want.kind === "RoleBinding" && !deepEqual(live.roleRef, want.roleRef)) {
          await this.#delete(live, signal);
          applied = await applyObject(this.#kube, want, { fieldManager: this.#manager, force: true, signal });
        } else throw error;
      }
      cache.assume(applied);
      return { slot, state: "applied", ...wasProvisioned ? live ? { drift: differences } : { recreated: true } : {} };
    } catch (error) {
      return { slot, state: "failed", error };
    }
  }
  async #delete(live, signal) {
    const resource = await this.#kube.resolver.resolve(live.apiVersion, live.kind);
    try {
      await this.#kube.client.request({
        method: "DELETE",
        path: resourcePath(resource, { name: live.metadata.name, ...live.metadata.namespace !== void 0 ? { namespace: live.metadata.namespace } : {} }),
        body: { apiVersion: "v1", kind: "DeleteOptions", preconditions: { uid: live.metadata.uid }, propagationPolicy: "Background" },
        signal
      });
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  #summarize(spec, results) {
    const children = {};
    let kind = "Ready";
    let reason = "Provisioned";
    let message = "";
    const failures = [];
    for (const r of results) {
      const condition = SLOT_CONDITION[r.slot];
      if (r.state === "failed") {
        const o = outcomeFor(r.error);
        const text = `${r.slot === "namespace" ? "Namespace" : r.slot}: ${describeError(r.error)}`;
        failures.push(text);
        children[condition] = { status: "False", reason: o.reason, message: text };
        if (OUTCOME_RANK[o.kind] > OUTCOME_RANK[kind]) {
          kind = o.kind;
          reason = o.reason;
        }
        continue;
      }
      if (children[condition]?.status === "False") continue;
      children[condition] = this.#childOk(r.slot, spec);
    }
    if (results.length === 1 && results[0].state === "failed") {
      for (const c of CHILD_CONDITIONS) children[c] ??= { status: "Unknown", reason: "Blocked", message: `Waiting for namespace ${spec.namespace}` };
    }
    if (kind === "Ready") {
      const bindings = (spec.adminGroups.length > 0 ? 1 : 0) + (spec.editGroups.length > 0 ? 1 : 0);
      message = `Namespace ${spec.namespace} is provisioned with a quota, a network policy and ${bindings} role binding${bindings === 1 ? "" : "s"}`;
    } else {
      message = failures.join("; ");
    }
    return { kind, reason, message, children: this.#childrenOutcome(children, "Unknown", "") };
  }
  #childOk(slot, spec) {
    switch (slot) {
      case "namespace":
        return { status: "True", reason: "Provisioned", message: `Namespace ${spec.namespace} exists and is labelled to its tenant` };
      case "quota":
        return spec.quota.gpuCount === void 0 ? { status: "True", reason: "Provisioned", message: `ResourceQuota ${CHILD_NAMES.quota} matches spec.quota, with a GPU limit of 0 (no gpuCount)` } : { status: "True", reason: "Provisioned", message: `ResourceQuota ${CHILD_NAMES.quota} matches spec.quota` };
      case "networkPolicy":
        return { status: "True", reason: "Provisioned", message: `NetworkPolicy ${CHILD_NAMES.networkPolicy} denies by default and allows ${spec.allowEgressTo.length} listed namespace(s)` };
      case "adminBinding":
      case "editBinding":
        return { status: "True", reason: "Provisioned", message: `${spec.adminGroups.length} admin group(s) and ${spec.editGroups.length} edit group(s) are bound` };
    }
  }
  #childrenOutcome(given, fallbackReason, fallbackMessage) {
    const out = {};
    for (const c of CHILD_CONDITIONS) out[c] = given[c] ?? { status: "Unknown", reason: fallbackReason, message: fallbackMessage || "Not reconciled" };
    return out;
  }
  /** Writes status when it changed, records events, and turns the outcome into a queue decision. */
  async #finish(tenant, outcome, results, signal) {
    const previous = parseTenantStatus(tenant.status);
    const next = computeTenantStatus({ previous, generation: tenant.metadata.generation ?? 0, outcome, nowMs: this.#clock.now() });
    const ref = refOf(tenant);
    for (const r of results) {
      if (r.state !== "applied" || !r.drift && !r.recreated) continue;
      const what = r.slot === "namespace" ? "Namespace" : r.slot === "quota" ? "ResourceQuota" : r.slot === "networkPolicy" ? "NetworkPolicy" : "RoleBinding";
      this.#events.record({
        regarding: ref,
        type: "Warning",
        reason: "DriftCorrected",
        action: "Apply",
        note: r.recreated ? `${what} was deleted outside the operator; recreated` : `${what} was changed outside the operator (${(r.drift ?? []).filter((p) => p !== "").join(", ") || "replaced"}); restored`
      });
    }
    if (!statusEquals(previous, next)) {
      try {
        const written = await applyStatus(
          this.#kube,
          { apiVersion: tenant.apiVersion, kind: tenant.kind, name: tenant.metadata.name, namespace: tenant.metadata.namespace, resourceVersion: tenant.metadata.resourceVersion },
          next,
          { fieldManager: this.#manager, signal }
        );
        this.#c.tenants.assume(written);
      } catch (error) {
        if (error instanceof ConflictError) return { requeue: true };
        if (error instanceof NotFoundError) return {};
        throw error;
      }
      this.#recordTransitions(ref, previous, next);
    }
    switch (outcome.kind) {
      case "Ready":
      case "Stalled":
        return {};
      case "Retrying":
        return { requeue: true };
      case "Progressing":
      case "Terminating":
        return { requeueAfterMs: this.#pollMs };
    }
  }
  #recordTransitions(ref, previous, next) {
    for (const c of transitions(previous, next)) {
      if (c.type === "Ready" && c.status === "True") this.#events.record({ regarding: ref, type: "Normal", reason: "Provisioned", action: "Reconcile", note: c.message });
      else if (c.type === "Ready" && c.status === "False") this.#events.record({ regarding: ref, type: "Warning", reason: c.reason, action: "Reconcile", note: c.message });
      else if (c.type === "Stalled" && c.status === "True") this.#events.record({ regarding: ref, type: "Warning", reason: "Stalled", action: "Reconcile", note: c.message });
    }
  }
  // ---- deletion ------------------------------------------------------------------------
  async #finalize(tenant, signal) {
    if (!tenant.metadata.finalizers?.includes(TENANT_FINALIZER)) return {};
    const policyText = tenant.metadata.annotations?.[DELETION_POLICY_ANNOTATION];
    const policy = policyText === void 0 ? "Delete" : policyText === "Delete" ? "Delete" : "Retain";
    const nsName = claimedNamespace(tenant)[0];
    const ns = nsName !== void 0 ? (await this.#namespace(nsName, signal)).live : void 0;
    const owned = ns !== void 0 && childOwner(ns.metadata)?.uid === tenant.metadata.uid;
    const selfHosted = owned && tenant.metadata.namespace === nsName;
    if (owned && policy === "Delete" && !(selfHosted && ns.metadata.deletionTimestamp !== void 0)) {
      if (ns.metadata.deletionTimestamp === void 0) {
        try {
          await this.#delete(ns, signal);
        } catch (error) {
          const message = `Deleting namespace ${nsName} failed: ${describeError(error)}`;
          await this.#finish(tenant, this.#terminating("CleanupFailed", message), [], signal);
          return { requeue: true };
        }
        this.#events.record({ regarding: refOf(tenant), type: "Normal", reason: "NamespaceDeleting", action: "Delete", note: `Deleting namespace ${nsName} (deletion policy Delete)` });
      }
      if (selfHosted) return { requeue: true };
      const why = namespaceTerminationDetail(ns);
      return this.#finish(tenant, this.#terminating("NamespaceTerminating", `Waiting for namespace ${nsName} to be deleted${why ? `: ${why}` : ""}`), [], signal);
    }
    if (owned && policy === "Retain") {
      this.#events.record({ regarding: refOf(tenant), type: "Normal", reason: "NamespaceRetained", action: "Release", note: `Namespace ${nsName} is kept (deletion policy Retain)` });
    }
    try {
      const updated = await applyObject(
        this.#kube,
        { apiVersion: TENANT_API_VERSION, kind: TENANT_KIND, metadata: { name: tenant.metadata.name, namespace: tenant.metadata.namespace } },
        { fieldManager: this.#manager, force: true, signal }
      );
      if (updated.metadata.finalizers?.includes(TENANT_FINALIZER)) {
        throw new Error(`the finalizer ${TENANT_FINALIZER} is still present after our apply; another field manager owns it`);
      }
    } catch (error) {
      if (error instanceof NotFoundError) return {};
      throw error;
    }
    this.#log?.("finalizer removed", { tenant: `${tenant.metadata.namespace}/${tenant.metadata.name}`, policy });
    return {};
  }
  #terminating(reason, message) {
    const children = {};
    for (const c of CHILD_CONDITIONS) children[c] = { status: "Unknown", reason: "Terminating", message: "The TenantOnboarding is being deleted" };
    children.NamespaceProvisioned = { status: "False", reason, message };
    return { kind: "Terminating", reason, message, children };
  }
};
function bindsSystemIdentity(binding) {
  const subjects = binding.subjects;
  if (!Array.isArray(subjects)) return false;
  return subjects.some((s) => {
    if (s === null || typeof s !== "object") return false;
    const r = s;
    return (r.kind === "Group" || r.kind === "User") && typeof r.name === "string" && isSystemIdentity(r.name);
  });
}
function namespaceTerminationDetail(ns) {
  return readConditions(ns.status).filter((c) => c.status === "True" && c.message !== "" && /Remaining|Failure|Failed/.test(c.type)).map((c) => c.message).join("; ");
}
function compareAge(a, b) {
  const ta = a.metadata.creationTimestamp ?? "";
  const tb = b.metadata.creationTimestamp ?? "";
  if (ta !== tb) return ta < tb ? -1 : 1;
  const ka = `${a.metadata.namespace ?? ""}/${a.metadata.name}`;
  const kb = `${b.metadata.namespace ?? ""}/${b.metadata.name}`;
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

// src/operator/cache-transform.ts
var TENANT_LABEL_PREFIX = "driftgate.io/";
var TENANT_ANNOTATION_PREFIX = `${TENANT_GROUP}/`;
var CHILD_LABELS = [MANAGED_BY_LABEL, TENANT_LABEL, SHARD_LABEL];
var CHILD_ANNOTATIONS = [OWNER_ANNOTATION, OWNER_UID_ANNOTATION];
function pick(map, keep) {
  if (map === void 0) return void 0;
  let out;
  for (const [k, v] of Object.entries(map)) {
    if (!keep(k)) continue;
    (out ??= {})[k] = v;
  }
  return out;
}
function identity(meta, extra) {
  const out = { name: meta.name };
  if (meta.namespace !== void 0) out.namespace = meta.namespace;
  out.uid = meta.uid;
  out.resourceVersion = meta.resourceVersion;
  for (const k of extra) if (meta[k] !== void 0) out[k] = meta[k];
  return out;
}
function trimTenant(o) {
  const meta = identity(o.metadata, ["generation", "creationTimestamp", "deletionTimestamp", "finalizers"]);
  const labels = pick(o.metadata.labels, (k) => k.startsWith(TENANT_LABEL_PREFIX));
  const annotations = pick(o.metadata.annotations, (k) => k.startsWith(TENANT_ANNOTATION_PREFIX));
  if (labels) meta.labels = labels;
  if (annotations) meta.annotations = annotations;
  const out = { apiVersion: o.apiVersion, kind: o.kind, metadata: meta };
  if (o.spec !== void 0) out.spec = o.spec;
  if (o.status !== void 0) out.status = o.status;
  return out;
}
function trimChild(manager) {
  return (o) => {
    const ours = (o.metadata.managedFields ?? []).filter((e) => e.manager === manager);
    const fields = /* @__PURE__ */ new Set();
    const ownedLabels = new Set(CHILD_LABELS);
    const ownedAnnotations = new Set(CHILD_ANNOTATIONS);
    let ownsOwnerReferences = false;
    for (const entry of ours) {
      if (entry.operation !== "Apply" || (entry.subresource ?? "") !== "" || !isRecord(entry.fieldsV1)) continue;
      for (const [key, sub] of Object.entries(entry.fieldsV1)) {
        if (key !== "f:metadata") {
          if (key.startsWith("f:")) fields.add(key.slice(2));
          continue;
        }
        if (!isRecord(sub)) continue;
        if (isRecord(sub["f:labels"])) {
          for (const k of Object.keys(sub["f:labels"])) if (k.startsWith("f:")) ownedLabels.add(k.slice(2));
        }
        if (isRecord(sub["f:annotations"])) {
          for (const k of Object.keys(sub["f:annotations"])) if (k.startsWith("f:")) ownedAnnotations.add(k.slice(2));
        }
        if ("f:ownerReferences" in sub) ownsOwnerReferences = true;
      }
    }
    const m = o.metadata;
    const labels = pick(m.labels, (k) => ownedLabels.has(k));
    const annotations = pick(m.annotations, (k) => ownedAnnotations.has(k));
    const meta = {
      name: m.name,
      ...m.namespace !== void 0 ? { namespace: m.namespace } : {},
      uid: m.uid,
      resourceVersion: m.resourceVersion,
      ...m.deletionTimestamp !== void 0 ? { deletionTimestamp: m.deletionTimestamp } : {},
      ...labels ? { labels } : {},
      ...annotations ? { annotations } : {},
      ...ownsOwnerReferences && m.ownerReferences !== void 0 ? { ownerReferences: m.ownerReferences } : {},
      ...ours.length > 0 ? { managedFields: ours } : {}
    };
    const out = { apiVersion: o.apiVersion, kind: o.kind, metadata: meta };
    for (const f of fields) if (f !== "apiVersion" && f !== "kind" && f !== "status" && o[f] !== void 0) out[f] = o[f];
    if (o.kind === "Namespace" && o.status !== void 0) out.status = o.status;
    return out;
  };
}

// src/operator/conversion-health.ts
var import_prom_client2 = __toESM(require_prom_client(), 1);
var CONVERSION_CONDITION = "driftgate.dev/ConversionWebhookHealthy";
var CONVERSION_FIELD_MANAGER = FIELD_MANAGERS.operator;
var MESSAGE_MAX = 1024;
function isConversionFailure(error) {
  return error instanceof KubeApiError && error.status >= 500 && /conversion webhook|failed to convert|ConversionReview/i.test(error.message);
}
var ConversionHealth = class {
  #o;
  #resolver;
  #healthy;
  #failures;
  #timer;
  #running;
  #stopped = false;
  /** The last result this instance saw (for tests and logs). */
  last;
  constructor(options) {
    this.#o = options;
    this.#resolver = new Discovery({ client: options.client });
    const registers = [options.registry];
    this.#healthy = new import_prom_client2.Gauge({ name: "driftgate_conversion_webhook_healthy", help: "1 while the API server converts TenantOnboardings between served versions, 0 while conversions fail", registers });
    this.#failures = new import_prom_client2.Counter({ name: "driftgate_conversion_probe_failures_total", help: "Probe reads of TenantOnboardings the API server failed to convert, by requested version", labelNames: ["version"], registers });
  }
  start() {
    if (this.#timer !== void 0 || this.#stopped) return;
    const tick = () => {
      this.#running = this.probe().then(
        () => void 0,
        (error) => this.#o.log("warn", "conversion probe failed", { error: error instanceof Error ? error.message : String(error) })
      );
      void this.#running.finally(() => {
        if (!this.#stopped) this.#timer = setTimeout(tick, this.#o.intervalMs ?? 3e4);
      });
    };
    this.#timer = setTimeout(tick, 0);
  }
  async stop() {
    this.#stopped = true;
    if (this.#timer !== void 0) clearTimeout(this.#timer);
    await this.#running;
  }
  /** One probe: read, report (metrics and, when it changed, the CRD condition). */
  async probe() {
    const crdPath = `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${encodeURIComponent(this.#o.crdName)}`;
    const crd = await this.#o.client.request({ method: "GET", path: crdPath });
    const spec = isRecord(crd.spec) ? crd.spec : {};
    const conversion = isRecord(spec.conversion) ? spec.conversion : {};
    const served = (Array.isArray(spec.versions) ? spec.versions : []).flatMap((v) => isRecord(v) && v.served === true && typeof v.name === "string" ? [v.name] : []);
    if (conversion.strategy !== "Webhook" || served.length < 2) {
      this.#healthy.set(1);
      return void 0;
    }
    const scope = this.#o.namespace !== void 0 ? `/namespaces/${encodeURIComponent(this.#o.namespace)}` : "";
    const base = (version, namespace) => `/apis/${TENANT_GROUP}/${version}${namespace !== void 0 ? `/namespaces/${encodeURIComponent(namespace)}` : scope}/${TENANT_PLURAL}`;
    let result;
    const read = async (version, path, query) => {
      try {
        return await this.#o.client.request({ method: "GET", path, ...query ? { query } : {} });
      } catch (error) {
        if (!isConversionFailure(error)) throw error;
        this.#failures.inc({ version });
        result ??= { healthy: false, reason: "ConversionFailed", message: `reading ${TENANT_PLURAL} as ${TENANT_GROUP}/${version}: ${error.message}`.slice(0, MESSAGE_MAX) };
        return void 0;
      }
    };
    const hub = served.includes(TENANT_VERSION) ? TENANT_VERSION : served[0] ?? TENANT_VERSION;
    const list = await read(hub, base(hub), { limit: "1" });
    const sample = (list?.items ?? []).find(isRecord);
    const meta = sample !== void 0 && isRecord(sample.metadata) ? sample.metadata : void 0;
    if (meta !== void 0 && typeof meta.name === "string") {
      const namespace = typeof meta.namespace === "string" ? meta.namespace : void 0;
      for (const version of served) await read(version, `${base(version, namespace)}/${encodeURIComponent(meta.name)}`);
    }
    result ??= meta !== void 0 ? { healthy: true, reason: "Converted", message: `The API server converts ${TENANT_PLURAL} between ${served.join(", ")}` } : { healthy: true, reason: "NothingToConvert", message: `No ${TENANT_PLURAL} to convert yet` };
    this.#healthy.set(result.healthy ? 1 : 0);
    if (this.last?.healthy !== result.healthy) this.#o.log(result.healthy ? "info" : "error", result.healthy ? "conversion webhook healthy" : "conversion webhook failing", { message: result.message });
    this.last = result;
    await this.#report(crd, result);
    return result;
  }
  /** Writes the condition on the CRD's status when it changed (lastTransitionTime only when status changes). */
  async #report(crd, result) {
    const previous = conditionOf(crd, CONVERSION_CONDITION);
    const statusText = result.healthy ? "True" : "False";
    if (previous?.status === statusText && previous.reason === result.reason && previous.message === result.message) return;
    const lastTransitionTime = previous?.status === statusText && previous.lastTransitionTime !== void 0 ? previous.lastTransitionTime : (this.#o.now ?? (() => /* @__PURE__ */ new Date()))().toISOString().replace(/\.\d+Z$/, "Z");
    await applyObject(
      { client: this.#o.client, resolver: this.#resolver },
      {
        apiVersion: "apiextensions.k8s.io/v1",
        kind: "CustomResourceDefinition",
        metadata: { name: this.#o.crdName },
        status: { conditions: [{ type: CONVERSION_CONDITION, status: statusText, reason: result.reason, message: result.message, lastTransitionTime }] }
      },
      { fieldManager: CONVERSION_FIELD_MANAGER, force: true, subresource: "status" }
    );
  }
};

// src/operator/operator.ts
var CONTROLLER_NAME = "tenantonboarding";
var DEFAULT_WORKERS = 8;
function informersOf(unit) {
  const c = unit.children;
  return [unit.tenants, c.namespaces, c.quotas, c.networkPolicies, c.roleBindings];
}
var RESOURCES = {
  tenants: { resource: { group: TENANT_GROUP, version: TENANT_VERSION, plural: TENANT_PLURAL, namespaced: true }, kind: TENANT_KIND },
  // All namespaces, not only ours: refusing to take over an existing namespace needs to see it.
  namespaces: { resource: { group: "", version: "v1", plural: "namespaces", namespaced: false }, kind: "Namespace" },
  quotas: { resource: { group: "", version: "v1", plural: "resourcequotas", namespaced: true }, kind: "ResourceQuota", selector: `${MANAGED_BY_LABEL}=${MANAGED_BY_VALUE}` },
  networkPolicies: {
    resource: { group: "networking.k8s.io", version: "v1", plural: "networkpolicies", namespaced: true },
    kind: "NetworkPolicy",
    selector: `${MANAGED_BY_LABEL}=${MANAGED_BY_VALUE}`
  },
  roleBindings: {
    resource: { group: "rbac.authorization.k8s.io", version: "v1", plural: "rolebindings", namespaced: true },
    kind: "RoleBinding",
    selector: `${MANAGED_BY_LABEL}=${MANAGED_BY_VALUE}`
  }
};
function startOrder(tenants) {
  const first = [];
  const rest = [];
  for (const t of tenants) {
    const status = parseTenantStatus(t.status);
    const settled = t.metadata.deletionTimestamp === void 0 && status.observedGeneration === t.metadata.generation && findCondition(status, "Ready")?.status === "True";
    (settled ? rest : first).push(objectKey(t));
  }
  return [...first, ...rest];
}
function tenantChangeMatters(previous, current) {
  const a = previous.metadata;
  const b = current.metadata;
  return a.generation !== b.generation || a.deletionTimestamp !== b.deletionTimestamp || !deepEqual(a.labels ?? {}, b.labels ?? {}) || !deepEqual(a.annotations ?? {}, b.annotations ?? {}) || !deepEqual(a.finalizers ?? [], b.finalizers ?? []);
}
function childChangeMatters(previous, current) {
  const strip = (o) => {
    if (o.kind === "Namespace") {
      const { metadata: metadata2, ...rest2 } = o;
      const { resourceVersion: _rv2, managedFields: _mf2, ...meta2 } = metadata2;
      return { ...rest2, metadata: meta2 };
    }
    const { status: _s, metadata, ...rest } = o;
    const { resourceVersion: _rv, managedFields: _mf, ...meta } = metadata;
    return { ...rest, metadata: meta };
  };
  return !deepEqual(strip(previous), strip(current));
}
var Operator = class {
  metrics;
  client;
  /** The CRD condition and metrics that say whether the API server can convert TenantOnboardings. */
  conversionHealth;
  identity;
  #o;
  #clock;
  #events;
  #log;
  #shards;
  #resolver;
  /** The reconcile loops running now: the one of an unsharded operator, or one per held shard. */
  #units = /* @__PURE__ */ new Set();
  #single;
  /** The manager this operator was added to (setupWithManager): it decides who leads. */
  #manager;
  constructor(options) {
    this.#o = options;
    this.#clock = options.clock ?? realClock;
    this.#log = options.log ?? (() => void 0);
    this.#shards = options.shards ?? 1;
    if (!Number.isInteger(this.#shards) || this.#shards < 1) throw new Error("shards must be a whole number >= 1");
    if (this.#shards > 1 && !options.leaderElection) throw new Error("sharding needs leader election (the namespace of the shard Leases)");
    this.metrics = new ControllerMetrics({ defaultMetrics: options.defaultMetrics ?? false });
    this.identity = options.leaderElection?.identity ?? `${process.env.POD_NAME ?? hostname()}_${randomBytes(4).toString("hex")}`;
    this.client = new KubeClient({
      kubeConfig: options.kubeConfig,
      userAgent: `driftgate-operator/${this.identity}`,
      // A reconcile applies up to four children at once, and events are written beside: with the
      // client's default of 32 connections, 8 or more workers queue for a socket.
      maxSockets: Math.max(32, 4 * (options.workers ?? DEFAULT_WORKERS) + 8),
      onRequest: (r) => {
        this.metrics.observeRequest(r);
        options.onRequest?.(r);
      }
    });
    this.#resolver = new Discovery({ client: this.client });
    this.#events = new EventRecorder({
      client: this.client,
      clock: this.#clock,
      reportingController: `${TENANT_GROUP}/${FIELD_MANAGER}`,
      reportingInstance: this.identity,
      log: (message) => this.#log("warn", message)
    });
    if (this.#shards === 1) {
      const tenants = this.#informer("tenants");
      this.#single = this.#unit(tenants, this.#childCaches(void 0), CONTROLLER_NAME, void 0);
      this.#units.add(this.#single);
    }
    this.conversionHealth = options.conversionProbeMs === 0 ? void 0 : new ConversionHealth({
      client: this.client,
      crdName: `${TENANT_PLURAL}.${TENANT_GROUP}`,
      registry: this.metrics.registry,
      ...options.tenantNamespace !== void 0 ? { namespace: options.tenantNamespace } : {},
      ...options.conversionProbeMs !== void 0 ? { intervalMs: options.conversionProbeMs } : {},
      log: this.#log
    });
    if (options.leaderElection && this.#shards === 1) this.metrics.leader.set({ name: CONTROLLER_NAME }, 0);
  }
  /** The caches of the unsharded operator (all TenantOnboardings and the children). */
  get caches() {
    if (!this.#single) throw new Error("a sharded operator has one TenantOnboarding cache per held shard");
    return { ...this.#single.children, tenants: this.#single.tenants };
  }
  /** The reconcile loop of the unsharded operator. */
  get controller() {
    if (!this.#single) throw new Error("a sharded operator has one reconcile loop per held shard");
    return this.#single.controller;
  }
  /** The caches of held shard k (sharded operator; for tests and diagnostics), undefined when not held. */
  shardCaches(shard) {
    for (const unit of this.#units) if (unit.shard === shard) return { ...unit.children, tenants: unit.tenants };
    return void 0;
  }
  /** Shards whose reconcile loop runs here (sharded operator; [] otherwise). */
  heldShards() {
    return this.#manager?.heldShards() ?? [];
  }
  #informer(name, selection = void 0) {
    const options = this.#o;
    const r = RESOURCES[name];
    const scope = name === "tenants" && options.tenantNamespace !== void 0 ? { namespace: options.tenantNamespace } : {};
    const selector = selection?.labelSelector ?? r.selector;
    return new Informer({
      name: selection?.name ?? r.kind,
      clock: this.#clock,
      source: new KubeListWatch({ client: this.client, resource: r.resource, kind: r.kind, ...scope, ...selector !== void 0 ? { labelSelector: selector } : {} }),
      ...options.watchTimeoutSeconds ? { watchTimeoutSeconds: options.watchTimeoutSeconds } : {},
      resyncMs: name === "tenants" ? selection?.resyncMs ?? options.resyncMs ?? 6e5 : 0,
      transform: name === "tenants" ? trimTenant : trimChild(options.fieldManager ?? FIELD_MANAGER),
      observer: this.metrics.informerObserver(r.kind),
      log: (message) => this.#log("warn", message, { informer: selection?.name ?? r.kind })
    });
  }
  /**
   * The child caches: every namespace and our children (unsharded), or only the children of
   * shard k, selected on the server by the shard label the operator puts on them.
   */
  #childCaches(shard) {
    const sharded = (name) => shard === void 0 ? void 0 : { labelSelector: `${MANAGED_BY_LABEL}=${MANAGED_BY_VALUE},${SHARD_LABEL}=${shard}`, name: `${RESOURCES[name].kind}/shard-${shard}` };
    return {
      namespaces: this.#informer("namespaces", sharded("namespaces")),
      quotas: this.#informer("quotas", sharded("quotas")),
      networkPolicies: this.#informer("networkPolicies", sharded("networkPolicies")),
      roleBindings: this.#informer("roleBindings", sharded("roleBindings"))
    };
  }
  /** A reconcile loop over `tenants`; with `shard`, it ignores a tenant whose label says another shard. */
  #unit(tenants, children, name, shard) {
    tenants.addIndex(BY_TENANT_NAMESPACE, claimedNamespace);
    const reconciler = new TenantReconciler({
      caches: { ...children, tenants },
      kube: { client: this.client, resolver: this.#resolver },
      events: this.#events,
      clock: this.#clock,
      ...this.#o.fieldManager ? { fieldManager: this.#o.fieldManager } : {},
      // Sharded, the tenant that owns a namespace may live in another shard's cache.
      ...shard !== void 0 ? {
        readTenant: (key, signal) => this.#readTenant(key, signal),
        // The shard's child caches hold only children labelled with this shard.
        childLabels: { [SHARD_LABEL]: String(shard) },
        readChild: (ref, signal) => this.#readChild(ref, signal)
      } : {},
      reservedNamespaces: [...this.#o.reservedNamespaces ?? [], ...this.#o.leaderElection ? [this.#o.leaderElection.namespace] : []],
      log: (message, fields) => this.#log("info", message, fields)
    });
    const controller = new Controller({
      name,
      reconciler: shard === void 0 ? reconciler : {
        reconcile: (request) => {
          const tenant = tenants.get(request.key);
          if (tenant !== void 0 && tenant.metadata.labels?.[SHARD_LABEL] !== String(shard)) return Promise.resolve({});
          return reconciler.reconcile(request);
        }
      },
      clock: this.#clock,
      workers: this.#o.workers ?? DEFAULT_WORKERS,
      metrics: this.metrics,
      log: (message, fields) => this.#log("warn", message, fields)
    });
    const unit = { shard, tenants, children, controller };
    this.#wireTenantHandlers(unit);
    this.#wireChildHandlers(unit);
    return unit;
  }
  async #readChild(ref, signal) {
    const r = Object.values(RESOURCES).find((x) => x.kind === ref.kind);
    if (r === void 0) throw new Error(`internal error: no resource for the child kind ${ref.kind}; please report`);
    try {
      return await this.client.request({ method: "GET", path: resourcePath(r.resource, { ...ref.namespace !== void 0 ? { namespace: ref.namespace } : {}, name: ref.name }), signal });
    } catch (error) {
      if (error instanceof NotFoundError) return void 0;
      throw error;
    }
  }
  async #readTenant(key, signal) {
    const [namespace, name] = key.split("/");
    try {
      return await this.client.request({ method: "GET", path: resourcePath(RESOURCES.tenants.resource, { namespace, name }), signal });
    } catch (error) {
      if (error instanceof NotFoundError) return void 0;
      throw error;
    }
  }
  #wireTenantHandlers(unit) {
    const { tenants, controller } = unit;
    const enqueue = (o) => controller.enqueue(objectKey(o));
    tenants.addHandler({
      // Before the workers start, the start pass enqueues every cached tenant in startOrder;
      // enqueueing the initial list here would fix list order first.
      add: (o) => {
        if (controller.started) enqueue(o);
      },
      update: (previous, current) => {
        if (tenantChangeMatters(previous, current)) enqueue(current);
      },
      delete: (o) => {
        enqueue(o);
        for (const ns of claimedNamespace(o)) this.#enqueueClaimants(ns, objectKey(o));
      },
      resync: enqueue
    });
  }
  /** Every running loop's tenants that claim namespace `ns`. */
  #enqueueClaimants(ns, except) {
    for (const unit of this.#units) for (const t of unit.tenants.byIndex(BY_TENANT_NAMESPACE, ns)) if (objectKey(t) !== except) unit.controller.enqueue(objectKey(t));
  }
  #wireChildHandlers(unit) {
    const childHandler = (tenantNamespaceOf) => ({
      add: (o) => {
        const ns = tenantNamespaceOf(o);
        if (ns !== void 0) this.#enqueueClaimants(ns);
      },
      update: (previous, current) => {
        if (!childChangeMatters(previous, current)) return;
        const ns = tenantNamespaceOf(current);
        if (ns !== void 0) this.#enqueueClaimants(ns);
      },
      delete: (o) => {
        const ns = tenantNamespaceOf(o);
        if (ns !== void 0) this.#enqueueClaimants(ns);
      }
    });
    const c = unit.children;
    c.namespaces.addHandler(childHandler((o) => o.metadata.name));
    for (const cache of [c.quotas, c.networkPolicies, c.roleBindings]) cache.addHandler(childHandler((o) => o.metadata.namespace));
  }
  /** The informers that run on every replica: the unsharded operator's; none sharded (a shard's informers run with the shard). */
  get informers() {
    return this.#single ? informersOf(this.#single) : [];
  }
  /** Reconciling now: the leader (unsharded), or the holder of at least one shard. */
  isLeader() {
    if (!this.#single) return [...this.#units].some((u) => u.controller.started);
    return this.#manager ? this.#manager.isLeader() && this.#single.controller.started : this.#single.controller.started;
  }
  ready() {
    return this.informers.every((i) => i.hasSynced());
  }
  /**
   * Adds the operator's work to the process's manager: its caches (with the conversion probe) and
   * its reconcile loop (unsharded), or its work per held shard (sharded: the manager's
   * leadership must be sharded in as many shards). Standalone, the caches run on every replica (a
   * standby stays warm) and only the leader reconciles; embedded in the agent, both run only while
   * the agent leads (`cachesNeedLeader`).
   */
  setupWithManager(manager, options) {
    if (manager.shards !== this.#shards) throw new Error(`the operator has ${this.#shards} shards, its manager ${manager.shards}`);
    this.#manager = manager;
    const { caches, controller } = this.#runnables();
    manager.add(caches, { needLeader: options.cachesNeedLeader });
    if (controller) manager.add(controller, { needLeader: true });
    else manager.addShard({ name: "operator", startShard: (k) => this.#startShard(k) });
  }
  #runnables() {
    let cachesStopped = false;
    let controllerStopped = false;
    const caches = {
      name: "operator-caches",
      // Returns at once: a cache may wait long for its first list (the CRD not installed yet, the
      // conversion webhook down), and nothing else may wait for that.
      start: async () => {
        this.conversionHealth?.start();
        for (const i of this.informers) i.start();
        void this.#synced().then(() => {
          if (!cachesStopped) this.#log("info", "caches synced", this.#single ? { tenants: this.#single.tenants.list().length } : {});
        });
      },
      stop: async () => {
        cachesStopped = true;
        await this.conversionHealth?.stop();
        await Promise.all(this.informers.map((i) => i.stop()));
        this.client.close();
      },
      readiness: () => {
        const unsynced = this.informers.filter((i) => !i.hasSynced()).map((i) => i.name);
        return unsynced.length === 0 ? void 0 : `caches not synced yet: ${unsynced.join(", ")}`;
      }
    };
    const single = this.#single;
    const controller = single ? {
      name: "operator-controller",
      start: async () => {
        controllerStopped = false;
        this.metrics.leader.set({ name: CONTROLLER_NAME }, 1);
        void this.#synced().then(() => {
          if (controllerStopped) return;
          for (const key of startOrder(single.tenants.list())) single.controller.enqueue(key);
          single.controller.start();
        });
      },
      stop: async ({ deadlineMs, reason }) => {
        controllerStopped = true;
        this.metrics.leader.set({ name: CONTROLLER_NAME }, 0);
        if (reason === "lost") this.#log("error", "lost leadership; stopping reconciles", { identity: this.identity });
        const { finishedInTime } = await single.controller.stop({ deadlineMs });
        if (!finishedInTime) this.#log("warn", "in-flight reconciles did not finish before the shutdown deadline", { deadlineMs });
        await this.#events.flush();
      }
    } : void 0;
    return { caches, controller };
  }
  /** Shard k's work, from when its Lease is held until the coordinator stops it: its caches and its reconcile loop. */
  #startShard(shard) {
    const tenants = this.#informer("tenants", { labelSelector: `${SHARD_LABEL}=${shard}`, name: `${TENANT_KIND}/shard-${shard}` });
    const unit = this.#unit(tenants, this.#childCaches(shard), `${CONTROLLER_NAME}-shard-${shard}`, shard);
    const informers = informersOf(unit);
    this.#units.add(unit);
    this.metrics.leader.set({ name: `${CONTROLLER_NAME}-shard-${shard}` }, 1);
    const sharder = shard === 0 ? this.#startSharder() : void 0;
    let stopped = false;
    for (const i of informers) i.start();
    void Promise.all(informers.map((i) => i.waitForSync())).then(() => {
      if (stopped) return;
      this.#log("info", "shard caches synced; reconciling", { shard, tenants: tenants.list().length });
      for (const key of startOrder(tenants.list())) unit.controller.enqueue(key);
      unit.controller.start();
    });
    return {
      stop: async ({ deadlineMs, reason }) => {
        if (stopped) return;
        stopped = true;
        this.#units.delete(unit);
        this.metrics.leader.set({ name: `${CONTROLLER_NAME}-shard-${shard}` }, 0);
        this.#log(reason === "lost" ? "error" : "info", "stopping shard", { shard, reason });
        await sharder?.stop(deadlineMs);
        const { finishedInTime } = await unit.controller.stop({ deadlineMs });
        if (!finishedInTime) this.#log("warn", "in-flight reconciles did not finish before the deadline", { shard, deadlineMs });
        await Promise.all(informers.map((i) => i.stop()));
        await this.#events.flush();
      }
    };
  }
  /**
   * Runs with shard 0: puts the shard label on every TenantOnboarding without one (a merge
   * patch, once per tenant: the label never changes afterwards), so the shard informers, which
   * select by that label on the server, see it.
   */
  #startSharder() {
    const unlabelled = this.#informer("tenants", { labelSelector: `!${SHARD_LABEL}`, name: `${TENANT_KIND}/unsharded`, resyncMs: 6e4 });
    const controller = new Controller({
      name: `${CONTROLLER_NAME}-sharder`,
      clock: this.#clock,
      workers: 2,
      metrics: this.metrics,
      log: (message, fields) => this.#log("warn", message, fields),
      reconciler: {
        reconcile: async ({ key, signal }) => {
          const tenant = unlabelled.get(key);
          if (tenant === void 0 || tenant.metadata.labels?.[SHARD_LABEL] !== void 0) return {};
          try {
            await this.client.request({
              method: "PATCH",
              path: resourcePath(RESOURCES.tenants.resource, { namespace: tenant.metadata.namespace ?? "", name: tenant.metadata.name }),
              contentType: "application/merge-patch+json",
              body: { metadata: { labels: { [SHARD_LABEL]: String(shardOf(key, this.#shards)) } } },
              signal
            });
          } catch (error) {
            if (!(error instanceof NotFoundError)) throw error;
          }
          return {};
        }
      }
    });
    const enqueue = (o) => controller.enqueue(objectKey(o));
    unlabelled.addHandler({ add: enqueue, update: (_previous, current) => enqueue(current), resync: enqueue });
    let stopped = false;
    unlabelled.start();
    void unlabelled.waitForSync().then(() => {
      if (!stopped) controller.start();
    });
    return {
      stop: async (deadlineMs) => {
        stopped = true;
        await controller.stop({ deadlineMs });
        await unlabelled.stop();
      }
    };
  }
  #synced() {
    return Promise.all(this.informers.map((i) => i.waitForSync()));
  }
  /** For tests: the key of a TenantOnboarding. */
  static key(namespace, name) {
    return tenantKey(namespace, name);
  }
};

export {
  FIELD_MANAGER,
  CONTROLLER_NAME,
  DEFAULT_WORKERS,
  startOrder,
  tenantChangeMatters,
  childChangeMatters,
  Operator
};
