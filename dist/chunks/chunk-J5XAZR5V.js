import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  kindKey
} from "./chunk-RUSYCT56.js";
import {
  KindNotServedError
} from "./chunk-EHFSURGF.js";
import {
  isRecord
} from "./chunk-G25MAPPE.js";

// src/io/kube/discovered-kinds.ts
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
async function discoverServedKinds(client, options = {}) {
  const out = /* @__PURE__ */ new Map();
  const legacyGroupVersions = [];
  for (const root of ["/api", "/apis"]) {
    const doc = await client.request({ method: "GET", path: root, ...options.aggregated !== false ? { accept: AGGREGATED_ACCEPT } : {} });
    if (isRecord(doc) && doc.kind === "APIGroupDiscoveryList") readAggregated(doc, out);
    else legacyGroupVersions.push(...groupVersionsOf(root, doc));
  }
  const queue = [...legacyGroupVersions];
  const worker = async () => {
    for (let gv = queue.shift(); gv !== void 0; gv = queue.shift()) {
      let list;
      try {
        list = await client.request({ method: "GET", path: gv.includes("/") ? `/apis/${gv}` : `/api/${gv}` });
      } catch {
        continue;
      }
      for (const r of isRecord(list) && Array.isArray(list.resources) ? list.resources : []) {
        if (isRecord(r) && typeof r.name === "string" && !r.name.includes("/") && typeof r.kind === "string") out.set(kindKey(gv, r.kind), r.namespaced === true);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(LEGACY_CONCURRENCY, queue.length) }, worker));
  return out;
}
function readAggregated(doc, out) {
  for (const group of Array.isArray(doc.items) ? doc.items : []) {
    if (!isRecord(group)) continue;
    const name = isRecord(group.metadata) && typeof group.metadata.name === "string" ? group.metadata.name : "";
    for (const version of Array.isArray(group.versions) ? group.versions : []) {
      if (!isRecord(version) || typeof version.version !== "string") continue;
      const apiVersion = name === "" ? version.version : `${name}/${version.version}`;
      for (const r of Array.isArray(version.resources) ? version.resources : []) {
        if (!isRecord(r) || !isRecord(r.responseKind) || typeof r.responseKind.kind !== "string" || r.responseKind.kind === "") continue;
        if (r.scope === "Namespaced" || r.scope === "Cluster") out.set(kindKey(apiVersion, r.responseKind.kind), r.scope === "Namespaced");
      }
    }
  }
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
  discoverKinds,
  discoverServedKinds
};
