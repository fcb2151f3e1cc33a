import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  KubeConfig
} from "./chunk-MFMFR2PW.js";
import {
  redactKubeconfigValues
} from "./chunk-EUBTILL7.js";

// src/io/kube/kubeconfig.ts
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
var SERVICE_ACCOUNT_DIR = "/var/run/secrets/kubernetes.io/serviceaccount";
var KubeConfigError = class extends Error {
  name = "KubeConfigError";
};
function redactKubeconfigError(error, content) {
  const raw = error instanceof Error ? error.message : String(error);
  let line = (raw.split("\n").find((l) => l.trim() !== "") ?? "").trim().slice(0, 300);
  if (content !== void 0) line = redactKubeconfigValues(line, content);
  return line || "unreadable kubeconfig";
}
function loadKubeConfig(lookup) {
  const found = discover(lookup);
  const kc = found.kubeConfig;
  if (lookup.context !== void 0) {
    if (!kc.getContexts().some((c) => c.name === lookup.context)) {
      const names = kc.getContexts().map((c) => c.name);
      throw new KubeConfigError(`context ${JSON.stringify(lookup.context)} is not in ${found.source}${names.length ? ` (contexts: ${names.join(", ")})` : ""}`);
    }
    kc.setCurrentContext(lookup.context);
  }
  if (!kc.getCurrentContext()) throw new KubeConfigError(`${found.source} sets no current-context; pass --context NAME`);
  const context = kc.getContextObject(kc.getCurrentContext());
  if (!context) throw new KubeConfigError(`${found.source}: the current context ${JSON.stringify(kc.getCurrentContext())} is not defined`);
  const cluster = kc.getCurrentCluster();
  if (!cluster) throw new KubeConfigError(`${found.source}: context ${JSON.stringify(context.name)} names cluster ${JSON.stringify(context.cluster)}, which is not defined`);
  if (!cluster.server) throw new KubeConfigError(`${found.source}: cluster ${JSON.stringify(cluster.name)} has no server`);
  let server;
  try {
    server = new URL(cluster.server);
  } catch {
    throw new KubeConfigError(`${found.source}: cluster ${JSON.stringify(cluster.name)} has a server that is not a URL: ${JSON.stringify(cluster.server)}`);
  }
  if (server.protocol === "http:" && !cluster.skipTLSVerify) {
    throw new KubeConfigError(`${found.source}: cluster ${JSON.stringify(cluster.name)} uses plain http (${server.origin}); use https, or set insecure-skip-tls-verify: true for a local test cluster`);
  }
  return found;
}
function discover(lookup) {
  if (lookup.path !== void 0) {
    const file = path.resolve(lookup.cwd, lookup.path);
    if (!existsSync(file)) throw new KubeConfigError(`--kubeconfig ${lookup.path}: no such file`);
    return { kubeConfig: fromFiles([file]), source: file };
  }
  const list = lookup.env.KUBECONFIG;
  if (list !== void 0 && list !== "") {
    const files = list.split(path.delimiter).filter((f) => f !== "");
    const existing = files.filter((f) => existsSync(path.resolve(lookup.cwd, f))).map((f) => path.resolve(lookup.cwd, f));
    if (existing.length === 0) throw new KubeConfigError(`KUBECONFIG names no file that exists (${files.join(path.delimiter)})`);
    return { kubeConfig: fromFiles(existing), source: `KUBECONFIG (${existing.join(path.delimiter)})` };
  }
  const home = lookup.home ?? lookup.env.HOME ?? lookup.env.USERPROFILE;
  if (home) {
    const file = path.join(home, ".kube", "config");
    if (existsSync(file)) return { kubeConfig: fromFiles([file]), source: file };
  }
  const saDir = lookup.serviceAccountDir ?? SERVICE_ACCOUNT_DIR;
  const host = lookup.env.KUBERNETES_SERVICE_HOST;
  const port = lookup.env.KUBERNETES_SERVICE_PORT;
  if (host && port && existsSync(path.join(saDir, "token"))) {
    const kc = new KubeConfig();
    kc.loadFromClusterAndUser(
      { name: "in-cluster", server: `https://${host.includes(":") ? `[${host}]` : host}:${port}`, caFile: path.join(saDir, "ca.crt"), skipTLSVerify: false },
      { name: "in-cluster", authProvider: { name: "tokenFile", config: { tokenFile: path.join(saDir, "token") } } }
    );
    return { kubeConfig: kc, source: "the in-cluster service account" };
  }
  throw new KubeConfigError(
    "no kubeconfig found: pass --kubeconfig FILE, set KUBECONFIG, create ~/.kube/config, or run in a pod with a service account"
  );
}
function fromFiles(files) {
  const kc = new KubeConfig();
  for (const [i, file] of files.entries()) {
    const next = new KubeConfig();
    let content;
    try {
      content = readFileSync(file, "utf8");
      next.loadFromFile(file);
    } catch (error) {
      throw new KubeConfigError(`cannot read the kubeconfig ${file}: ${redactKubeconfigError(error, content)}`);
    }
    if (i === 0) {
      kc.loadFromOptions({ clusters: next.clusters, users: next.users, contexts: next.contexts, currentContext: next.currentContext });
      continue;
    }
    if (!kc.currentContext && next.currentContext) kc.currentContext = next.currentContext;
    for (const c of next.clusters) if (!kc.clusters.some((x) => x.name === c.name)) kc.addCluster(c);
    for (const u of next.users) if (!kc.users.some((x) => x.name === u.name)) kc.addUser(u);
    for (const c of next.contexts) if (!kc.contexts.some((x) => x.name === c.name)) kc.addContext(c);
  }
  return kc;
}

export {
  SERVICE_ACCOUNT_DIR,
  KubeConfigError,
  redactKubeconfigError,
  loadKubeConfig
};
