import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/core/kube/reserved.ts
var SYSTEM_IDENTITY_PREFIX = "system:";
function isSystemIdentity(name) {
  return name.startsWith(SYSTEM_IDENTITY_PREFIX);
}
var DRIFTGATE_NAMESPACE = "driftgate-system";
var KUBERNETES_NAMESPACES = ["kube-*", "default"];
var NEVER_WRITABLE_NAMESPACES = ["kube-system", "kube-public", "kube-node-lease"];
var RESERVED_TENANT_NAMESPACES = [
  ...KUBERNETES_NAMESPACES,
  DRIFTGATE_NAMESPACE,
  "platform-policy",
  "cert-manager",
  "ingress-nginx",
  "monitoring",
  "logging",
  "observability",
  "istio-system",
  "linkerd",
  "gatekeeper-system",
  "kyverno",
  "flux-system",
  "argocd",
  "calico-system",
  "tigera-operator",
  "cilium",
  "metallb-system",
  "velero",
  "external-dns",
  "external-secrets",
  "kubernetes-dashboard",
  "local-path-storage",
  "openshift"
];
function reservedMatch(namespace, patterns) {
  return patterns.find((p) => globMatch(p, namespace));
}
function globMatch(glob, name) {
  let g = 0;
  let n = 0;
  let star = -1;
  let mark = 0;
  while (n < name.length) {
    if (g < glob.length && (glob[g] === "?" || glob[g] === name[n])) {
      g += 1;
      n += 1;
    } else if (g < glob.length && glob[g] === "*") {
      star = g;
      mark = n;
      g += 1;
    } else if (star !== -1) {
      g = star + 1;
      mark += 1;
      n = mark;
    } else {
      return false;
    }
  }
  while (g < glob.length && glob[g] === "*") g += 1;
  return g === glob.length;
}

export {
  isSystemIdentity,
  DRIFTGATE_NAMESPACE,
  KUBERNETES_NAMESPACES,
  NEVER_WRITABLE_NAMESPACES,
  RESERVED_TENANT_NAMESPACES,
  reservedMatch,
  globMatch
};
