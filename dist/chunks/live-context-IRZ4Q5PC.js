import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  listAll,
  readLiveNamespaces
} from "./chunk-7FOZGFP3.js";
import {
  KubeClient
} from "./chunk-T6OVLOIO.js";
import {
  loadKubeConfig
} from "./chunk-5W6O6VUX.js";
import "./chunk-MFMFR2PW.js";
import {
  Discovery
} from "./chunk-NNZSHM3M.js";
import "./chunk-CC3D42HG.js";
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
} from "./chunk-26SC35N5.js";
import "./chunk-QIT537GL.js";
import {
  TENANT_API_VERSION,
  TENANT_KIND,
  TENANT_PLURAL
} from "./chunk-MMGUTR4Y.js";
import "./chunk-S453QDSH.js";
import "./chunk-B37PZ4OA.js";
import "./chunk-ST7MM6AH.js";
import "./chunk-FCYMUYXU.js";
import "./chunk-KBH4CR7T.js";
import "./chunk-2LZ7XXC5.js";
import "./chunk-MRIEY5D4.js";
import "./chunk-AGZPKFWY.js";
import "./chunk-DGOX45GZ.js";
import "./chunk-CS4G45DB.js";
import "./chunk-T3ELNDAW.js";
import "./chunk-JJB4YJM7.js";
import "./chunk-IOXHI6CE.js";
import "./chunk-AJUYNKF5.js";
import "./chunk-BAJ3EWXF.js";
import "./chunk-LK6BZ7S6.js";
import "./chunk-VZIA2E4F.js";
import "./chunk-S2VHB6H6.js";
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
