import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  isRecord,
  splitApiVersion
} from "./chunk-G25MAPPE.js";
import {
  isNotFound
} from "./chunk-7B4GAGCD.js";

// src/io/kube/discovery.ts
var KindNotServedError = class extends Error {
  constructor(apiVersion, kind) {
    super(`the API server does not serve ${kind} in ${apiVersion}`);
    this.apiVersion = apiVersion;
    this.kind = kind;
  }
  apiVersion;
  kind;
  name = "KindNotServedError";
};
var BUILT_IN = {
  "v1/Namespace": { plural: "namespaces", namespaced: false },
  "v1/ResourceQuota": { plural: "resourcequotas", namespaced: true },
  "v1/ConfigMap": { plural: "configmaps", namespaced: true },
  "v1/Secret": { plural: "secrets", namespaced: true },
  "v1/ServiceAccount": { plural: "serviceaccounts", namespaced: true },
  "v1/Service": { plural: "services", namespaced: true },
  "networking.k8s.io/v1/NetworkPolicy": { plural: "networkpolicies", namespaced: true },
  "rbac.authorization.k8s.io/v1/RoleBinding": { plural: "rolebindings", namespaced: true },
  "rbac.authorization.k8s.io/v1/Role": { plural: "roles", namespaced: true },
  "rbac.authorization.k8s.io/v1/ClusterRole": { plural: "clusterroles", namespaced: false },
  "rbac.authorization.k8s.io/v1/ClusterRoleBinding": { plural: "clusterrolebindings", namespaced: false },
  "coordination.k8s.io/v1/Lease": { plural: "leases", namespaced: true },
  "events.k8s.io/v1/Event": { plural: "events", namespaced: true },
  "apps/v1/Deployment": { plural: "deployments", namespaced: true },
  "apiextensions.k8s.io/v1/CustomResourceDefinition": { plural: "customresourcedefinitions", namespaced: false }
};
var Discovery = class {
  options;
  cache = /* @__PURE__ */ new Map();
  now;
  constructor(options) {
    this.options = options;
    this.now = options.now ?? (() => Date.now());
  }
  async resolve(apiVersion, kind) {
    const { group, version } = splitApiVersion(apiVersion);
    const builtIn = BUILT_IN[`${apiVersion}/${kind}`];
    if (builtIn) return { group, version, ...builtIn };
    let gv = await this.groupVersion(apiVersion);
    let found = gv.kinds.get(kind);
    if (!found && this.now() - gv.fetchedAt >= (this.options.missRefreshMs ?? 2e3)) {
      this.cache.delete(apiVersion);
      gv = await this.groupVersion(apiVersion);
      found = gv.kinds.get(kind);
    }
    if (!found) throw new KindNotServedError(apiVersion, kind);
    return { group, version, ...found };
  }
  /** True when the kind is served now (forcing a fresh look). */
  async isServed(apiVersion, kind) {
    this.cache.delete(apiVersion);
    try {
      await this.resolve(apiVersion, kind);
      return true;
    } catch (error) {
      if (error instanceof KindNotServedError) return false;
      throw error;
    }
  }
  invalidate(apiVersion) {
    if (apiVersion === void 0) this.cache.clear();
    else this.cache.delete(apiVersion);
  }
  groupVersion(apiVersion) {
    let pending = this.cache.get(apiVersion);
    if (!pending) {
      pending = this.fetch(apiVersion);
      this.cache.set(apiVersion, pending);
      pending.catch(() => this.cache.delete(apiVersion));
    }
    return pending;
  }
  async fetch(apiVersion) {
    const { group, version } = splitApiVersion(apiVersion);
    const path = group === "" ? `/api/${version}` : `/apis/${group}/${version}`;
    const kinds = /* @__PURE__ */ new Map();
    let list;
    try {
      list = await this.options.client.request({ method: "GET", path });
    } catch (error) {
      if (!isNotFound(error)) throw error;
      return { fetchedAt: this.now(), kinds };
    }
    const resources = isRecord(list) && Array.isArray(list.resources) ? list.resources : [];
    for (const r of resources) {
      if (!isRecord(r) || typeof r.name !== "string" || typeof r.kind !== "string" || r.name.includes("/")) continue;
      kinds.set(r.kind, { plural: r.name, namespaced: r.namespaced === true });
    }
    return { fetchedAt: this.now(), kinds };
  }
};

export {
  KindNotServedError,
  Discovery
};
