import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  listAll,
  readLiveNamespaces
} from "./chunk-KSXBMPKL.js";
import {
  loadKubeConfig
} from "./chunk-I6MIJYXI.js";
import {
  Discovery
} from "./chunk-QMGL3VYM.js";
import "./chunk-JHOJ6XVH.js";
import {
  KubeClient
} from "./chunk-JKEALHMT.js";
import {
  DRIFTGATE_VERSION
} from "./chunk-RXFIRMAZ.js";
import "./chunk-EUBTILL7.js";
import "./chunk-MF4G7RIR.js";
import {
  isNotFound
} from "./chunk-4OWHV4IN.js";
import {
  gpuCapacity
} from "./chunk-V4TGP46N.js";
import {
  TENANT_API_VERSION,
  TENANT_KIND,
  TENANT_PLURAL
} from "./chunk-Z7EXS7AW.js";
import "./chunk-6SEBWJ4K.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-JJFNLGYD.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-7HXXWLF3.js";
import "./chunk-FQ4NOYGT.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-F4UTWZI6.js";
import "./chunk-6HZSUFL7.js";
import "./chunk-TL4FJKCH.js";
import "./chunk-QRSVU7E7.js";
import "./chunk-7CTFDBBF.js";
import "./chunk-5WTWSETK.js";
import {
  isRecord
} from "./chunk-OAWLX4HV.js";
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
