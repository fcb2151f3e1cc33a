import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  loadKubeConfig
} from "./chunk-OSTDY2OJ.js";
import {
  KubeClient
} from "./chunk-VWDB3KZG.js";
import {
  DRIFTGATE_VERSION
} from "./chunk-FXVCLL6E.js";
import {
  isRecord
} from "./chunk-LZJUPFIB.js";
import "./chunk-5FZSC4FL.js";
import "./chunk-6AJ2OX34.js";
import "./chunk-SWXCCR26.js";

// src/io/kube/namespaces.ts
async function readLiveNamespaces(client) {
  const out = /* @__PURE__ */ new Map();
  let cont;
  do {
    const page = await client.request({ method: "GET", path: "/api/v1/namespaces", query: { limit: 500, ...cont ? { continue: cont } : {} } });
    const items = isRecord(page) && Array.isArray(page.items) ? page.items : [];
    for (const item of items) {
      const meta = isRecord(item) && isRecord(item.metadata) ? item.metadata : void 0;
      if (!meta || typeof meta.name !== "string") continue;
      out.set(meta.name, { name: meta.name, labels: stringMap(meta.labels), annotations: stringMap(meta.annotations) });
    }
    const next = isRecord(page) && isRecord(page.metadata) ? page.metadata.continue : void 0;
    cont = typeof next === "string" && next !== "" ? next : void 0;
  } while (cont !== void 0);
  return out;
}
function stringMap(value) {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e) => typeof e[1] === "string"));
}

// src/cli/check-live.ts
async function readLiveCheckContext(options) {
  const { kubeConfig } = loadKubeConfig({ path: options.kubeconfig, env: {}, cwd: options.cwd, ...options.context !== void 0 ? { context: options.context } : {} });
  const client = new KubeClient({ kubeConfig, userAgent: `driftgate-check/${DRIFTGATE_VERSION}`, requestTimeoutMs: 2e4 });
  try {
    return { liveNamespaces: await readLiveNamespaces(client), server: client.server };
  } finally {
    client.close();
  }
}
export {
  readLiveCheckContext
};
