import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  isRecord
} from "./chunk-OAWLX4HV.js";

// src/io/kube/namespaces.ts
async function readLiveNamespaces(client) {
  const out = /* @__PURE__ */ new Map();
  for (const item of await listAll(client, "/api/v1/namespaces")) {
    const meta = isRecord(item) && isRecord(item.metadata) ? item.metadata : void 0;
    if (!meta || typeof meta.name !== "string") continue;
    out.set(meta.name, { name: meta.name, labels: stringMap(meta.labels), annotations: stringMap(meta.annotations) });
  }
  return out;
}
async function listAll(client, path) {
  const out = [];
  let cont;
  do {
    const page = await client.request({ method: "GET", path, query: { limit: 500, ...cont ? { continue: cont } : {} } });
    if (isRecord(page) && Array.isArray(page.items)) out.push(...page.items);
    const next = isRecord(page) && isRecord(page.metadata) ? page.metadata.continue : void 0;
    cont = typeof next === "string" && next !== "" ? next : void 0;
  } while (cont !== void 0);
  return out;
}
function stringMap(value) {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e) => typeof e[1] === "string"));
}

export {
  readLiveNamespaces,
  listAll
};
