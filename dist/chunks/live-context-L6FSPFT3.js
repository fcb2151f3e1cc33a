import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  listAll,
  readLiveNamespaces
} from "./chunk-ZMF22T4O.js";
import {
  KubeClient
} from "./chunk-FRQXXE3Y.js";
import {
  loadKubeConfig
} from "./chunk-5W6O6VUX.js";
import "./chunk-MFMFR2PW.js";
import {
  Discovery
} from "./chunk-Y6VRWHF5.js";
import "./chunk-7Q43JH4I.js";
import "./chunk-EUBTILL7.js";
import "./chunk-MF4G7RIR.js";
import {
  isNotFound
} from "./chunk-W3SMC6LJ.js";
import {
  DRIFTGATE_VERSION
} from "./chunk-RXFIRMAZ.js";
import {
  gpuCapacity
} from "./chunk-RY6ML4F2.js";
import "./chunk-QIT537GL.js";
import {
  TENANT_API_VERSION,
  TENANT_KIND,
  TENANT_PLURAL
} from "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-3DATJ5E2.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-4QFDJA67.js";
import "./chunk-2LZ7XXC5.js";
import "./chunk-AJN5OK4F.js";
import "./chunk-24USSNS2.js";
import "./chunk-W5IMS3NT.js";
import "./chunk-UQZJXHLO.js";
import "./chunk-T3ELNDAW.js";
import "./chunk-GD56K5DA.js";
import "./chunk-IOXHI6CE.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-KCOLFAO7.js";
import "./chunk-5WTWSETK.js";
import {
  isRecord
} from "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";

// src/io/kube/live-context.ts
async function readLiveCheckContext(options) {
  const { kubeConfig } = loadKubeConfig({ path: options.kubeconfig, env: {}, cwd: options.cwd, ...options.context !== void 0 ? { context: options.context } : {} });
  const client = new KubeClient({ kubeConfig, userAgent: `driftgate-check/${DRIFTGATE_VERSION}`, requestTimeoutMs: 2e4 });
  try {
    const [liveNamespaces, liveGpu, discovered] = await Promise.all([readLiveNamespaces(client), readLiveGpu(client), new Discovery({ client }).servedKinds()]);
    return { liveNamespaces, liveGpu, discovered, server: client.server };
  } finally {
    client.close();
  }
}
async function readLiveGpu(client) {
  const nodes = await listAll(client, "/api/v1/nodes");
  let tenants = [];
  try {
    tenants = (await listAll(client, `/apis/${TENANT_API_VERSION}/${TENANT_PLURAL}`)).map((t) => isRecord(t) ? { apiVersion: TENANT_API_VERSION, kind: TENANT_KIND, ...t } : t);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  const byKey = /* @__PURE__ */ new Map();
  for (const t of tenants) {
    const meta = isRecord(t) && isRecord(t.metadata) ? t.metadata : void 0;
    if (meta && typeof meta.name === "string") byKey.set(`${typeof meta.namespace === "string" ? meta.namespace : ""}/${meta.name}`, t);
  }
  return { capacity: gpuCapacity(nodes, tenants), tenants: byKey };
}
export {
  readLiveCheckContext
};
