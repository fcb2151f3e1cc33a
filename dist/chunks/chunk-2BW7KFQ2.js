import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  isNotFound
} from "./chunk-V2CYUEEH.js";
import {
  isRecord,
  splitApiVersion
} from "./chunk-IWTUURZB.js";

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
