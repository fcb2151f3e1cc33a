import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  KubeClient
} from "./chunk-T6OVLOIO.js";
import {
  loadKubeConfig
} from "./chunk-5W6O6VUX.js";
import "./chunk-MFMFR2PW.js";
import "./chunk-EUBTILL7.js";
import "./chunk-MF4G7RIR.js";
import "./chunk-W3SMC6LJ.js";
import "./chunk-BAJ3EWXF.js";
import {
  isRecord
} from "./chunk-CV4ZZOWD.js";
import "./chunk-ALUEK7QH.js";
import "./chunk-SWXCCR26.js";

// src/io/catalog/cluster-source.ts
var SERVER_ANNOTATIONS = ["kubectl.kubernetes.io/last-applied-configuration"];
function clean(crd) {
  const metadata = isRecord(crd.metadata) ? crd.metadata : {};
  const name = typeof metadata.name === "string" ? metadata.name : void 0;
  if (!name) return void 0;
  const annotations = isRecord(metadata.annotations) ? Object.fromEntries(Object.entries(metadata.annotations).filter(([k]) => !SERVER_ANNOTATIONS.includes(k))) : {};
  const labels = isRecord(metadata.labels) ? metadata.labels : {};
  const object = {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { name, ...Object.keys(labels).length ? { labels } : {}, ...Object.keys(annotations).length ? { annotations } : {} },
    spec: crd.spec
  };
  return { name, ...typeof metadata.resourceVersion === "string" ? { resourceVersion: metadata.resourceVersion } : {}, object };
}
async function readClusterCrds(options) {
  const { kubeConfig } = loadKubeConfig({ path: options.kubeconfig, ...options.context !== void 0 ? { context: options.context } : {}, cwd: options.cwd, env: options.env });
  const client = new KubeClient({ kubeConfig, userAgent: "driftgate-crds" });
  const crds = [];
  let token;
  do {
    const page = await client.request({ method: "GET", path: "/apis/apiextensions.k8s.io/v1/customresourcedefinitions", query: { limit: 200, ...token ? { continue: token } : {} } });
    const items = isRecord(page) && Array.isArray(page.items) ? page.items : [];
    for (const item of items) {
      if (!isRecord(item)) continue;
      const c = clean(item);
      if (!c) continue;
      crds.push({ name: c.name, ...c.resourceVersion !== void 0 ? { resourceVersion: c.resourceVersion } : {}, file: { path: `cluster:customresourcedefinitions/${c.name}`, bytes: new TextEncoder().encode(JSON.stringify(c.object, null, 2) + "\n") } });
    }
    const meta = isRecord(page) && isRecord(page.metadata) ? page.metadata : {};
    token = typeof meta.continue === "string" && meta.continue !== "" ? meta.continue : void 0;
  } while (token);
  crds.sort((a, b) => a.name < b.name ? -1 : 1);
  return { context: kubeConfig.getCurrentContext(), crds };
}
export {
  readClusterCrds
};
