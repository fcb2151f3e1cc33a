import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  kindKey
} from "./chunk-JHOJ6XVH.js";
import {
  isNotFound
} from "./chunk-4OWHV4IN.js";
import {
  builtInResource
} from "./chunk-B37PZ4OA.js";
import {
  isRecord,
  splitApiVersion
} from "./chunk-OAWLX4HV.js";

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
    const builtIn = builtInResource(apiVersion, kind);
    if (builtIn) return { group, version, plural: builtIn.resource, namespaced: builtIn.namespaced };
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
  /**
   * Every kind the API server serves (`kindKey(apiVersion, kind)` → namespaced): for `check
   * --kubeconfig` and the Action with cluster credentials, which read the cluster before the
   * revision is parsed, so they cannot ask for its kinds alone. Aggregated discovery when the
   * server offers it (two requests), else one document per group-version through this cache; a
   * group-version that cannot be read (an unavailable APIService) is left out. Either way the
   * documents read stay cached for resolve(). `aggregated: false` asks for the per-group-version
   * documents (what an older server answers).
   */
  async servedKinds(options = {}) {
    const out = /* @__PURE__ */ new Map();
    const legacyGroupVersions = [];
    for (const root of ["/api", "/apis"]) {
      const doc = await this.options.client.request({ method: "GET", path: root, ...options.aggregated !== false ? { accept: AGGREGATED_ACCEPT } : {} });
      if (isRecord(doc) && doc.kind === "APIGroupDiscoveryList") {
        for (const [apiVersion, kinds] of readAggregated(doc)) {
          this.cache.set(apiVersion, Promise.resolve({ fetchedAt: this.now(), kinds }));
          for (const [kind, info] of kinds) out.set(kindKey(apiVersion, kind), info.namespaced);
        }
      } else {
        legacyGroupVersions.push(...groupVersionsOf(root, doc));
      }
    }
    const queue = [...legacyGroupVersions];
    const worker = async () => {
      for (let gv = queue.shift(); gv !== void 0; gv = queue.shift()) {
        let kinds;
        try {
          kinds = (await this.groupVersion(gv)).kinds;
        } catch {
          continue;
        }
        for (const [kind, info] of kinds) out.set(kindKey(gv, kind), info.namespaced);
      }
    };
    await Promise.all(Array.from({ length: Math.min(LEGACY_CONCURRENCY, queue.length) }, worker));
    return out;
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
async function discoverKinds(discovery, kinds) {
  const out = /* @__PURE__ */ new Map();
  for (const { apiVersion, kind } of kinds) {
    try {
      out.set(kindKey(apiVersion, kind), (await discovery.resolve(apiVersion, kind)).namespaced);
    } catch (error) {
      if (!(error instanceof KindNotServedError)) throw error;
    }
  }
  return out;
}
var AGGREGATED_ACCEPT = "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json";
var LEGACY_CONCURRENCY = 8;
function readAggregated(doc) {
  const out = /* @__PURE__ */ new Map();
  for (const group of Array.isArray(doc.items) ? doc.items : []) {
    if (!isRecord(group)) continue;
    const name = isRecord(group.metadata) && typeof group.metadata.name === "string" ? group.metadata.name : "";
    for (const version of Array.isArray(group.versions) ? group.versions : []) {
      if (!isRecord(version) || typeof version.version !== "string") continue;
      const apiVersion = name === "" ? version.version : `${name}/${version.version}`;
      const kinds = out.get(apiVersion) ?? /* @__PURE__ */ new Map();
      out.set(apiVersion, kinds);
      for (const r of Array.isArray(version.resources) ? version.resources : []) {
        if (!isRecord(r) || typeof r.resource !== "string" || !isRecord(r.responseKind) || typeof r.responseKind.kind !== "string" || r.responseKind.kind === "") continue;
        if (r.scope === "Namespaced" || r.scope === "Cluster") kinds.set(r.responseKind.kind, { plural: r.resource, namespaced: r.scope === "Namespaced" });
      }
    }
  }
  return out;
}
function groupVersionsOf(root, doc) {
  if (!isRecord(doc)) return [];
  if (root === "/api") return (Array.isArray(doc.versions) ? doc.versions : []).filter((v) => typeof v === "string");
  const out = [];
  for (const g of Array.isArray(doc.groups) ? doc.groups : []) {
    for (const v of isRecord(g) && Array.isArray(g.versions) ? g.versions : []) if (isRecord(v) && typeof v.groupVersion === "string") out.push(v.groupVersion);
  }
  return out;
}

export {
  KindNotServedError,
  Discovery,
  discoverKinds
};
