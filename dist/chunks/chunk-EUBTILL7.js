import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  load
} from "./chunk-BAJ3EWXF.js";

// src/io/kube/kubeconfig-redact.ts
var MIN_SECRET_CHARS = 6;
var NOT_SECRET = /* @__PURE__ */ new Set(["apiVersion", "kind", "name", "cluster", "user", "context", "namespace", "current-context", "server"]);
function redactKubeconfigValues(text, content) {
  let out = text;
  for (const v of kubeconfigSecretValues(content)) out = out.split(v).join("[redacted]");
  return out;
}
function kubeconfigSecretValues(content, options = { textPicks: true }) {
  const values = /* @__PURE__ */ new Set();
  let parsed = false;
  try {
    collectValues(load(content), void 0, values);
    parsed = true;
  } catch {
  }
  if (options.textPicks || !parsed) {
    for (const m of content.matchAll(/[:=\-]\s*["']?([^\s"',{}[\]]+)/g)) if ((m[1] ?? "").length >= MIN_SECRET_CHARS) values.add(m[1] ?? "");
  }
  return [...values].sort((a, b) => b.length - a.length);
}
function collectValues(node, key, into) {
  if (Array.isArray(node)) {
    for (const item of node) collectValues(item, key, into);
  } else if (typeof node === "object" && node !== null) {
    for (const [k, v] of Object.entries(node)) collectValues(v, k, into);
  } else if ((typeof node === "string" || typeof node === "number") && !NOT_SECRET.has(key ?? "")) {
    const value = String(node);
    if (value.length >= MIN_SECRET_CHARS) into.add(value);
  }
}

export {
  redactKubeconfigValues,
  kubeconfigSecretValues
};
