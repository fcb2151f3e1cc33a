// Names Kubernetes (and driftgate) keep for themselves: the `system:` identities and the
// namespaces no tenant may claim. One list, read by the sync scope (src/core/scope), the
// tenant operator (src/core/tenant/spec.ts) and pinned against the policy pack's parameter
// (policies/admission/params.yaml, `reservedNamespaces`) by policies/policy-pack.test.ts, so
// the pack, the scope and the operator cannot drift apart.

/**
 * The API server reserves every user and group name that starts with `system:` (case-sensitive,
 * as Kubernetes compares it): system:masters is cluster-admin, system:authenticated everyone
 * with a token, system:unauthenticated anonymous, system:serviceaccounts every service account.
 */
export const SYSTEM_IDENTITY_PREFIX = 'system:';

export function isSystemIdentity(name: string): boolean {
  return name.startsWith(SYSTEM_IDENTITY_PREFIX);
}

/** driftgate's own namespace by default (agent, operator, inventory, leases). */
export const DRIFTGATE_NAMESPACE = 'driftgate-system';

/** Namespaces of Kubernetes itself: `kube-*` (kube-system, kube-public, kube-node-lease) and default. */
export const KUBERNETES_NAMESPACES = ['kube-*', 'default'] as const;

/** Namespaces of the API server's own that nothing may write, not even when named exactly. */
export const NEVER_WRITABLE_NAMESPACES = ['kube-system', 'kube-public', 'kube-node-lease'] as const;

/**
 * Namespaces no tenant may claim: Kubernetes' own, driftgate's own (agent and operator, the
 * policy pack's parameters) and those of common cluster add-ons. The policy pack's
 * `reservedNamespaces` parameter holds the same names (its `kube-` rule covers `kube-*`).
 */
export const RESERVED_TENANT_NAMESPACES = [
  ...KUBERNETES_NAMESPACES,
  DRIFTGATE_NAMESPACE,
  'platform-policy',
  'cert-manager',
  'ingress-nginx',
  'monitoring',
  'logging',
  'observability',
  'istio-system',
  'linkerd',
  'gatekeeper-system',
  'kyverno',
  'flux-system',
  'argocd',
  'calico-system',
  'tigera-operator',
  'cilium',
  'metallb-system',
  'velero',
  'external-dns',
  'external-secrets',
  'kubernetes-dashboard',
  'local-path-storage',
  'openshift',
] as const;

/** The first pattern of `patterns` (`*` any run of characters, `?` one) that `namespace` matches. */
export function reservedMatch(namespace: string, patterns: readonly string[]): string | undefined {
  return patterns.find((p) => globMatch(p, namespace));
}

/** Whether `name` matches a glob (`*` any run, `?` one character); no regex, O(|glob| * |name|) worst case. */
export function globMatch(glob: string, name: string): boolean {
  // two pointers, backtracking to the last star
  let g = 0;
  let n = 0;
  let star = -1;
  let mark = 0;
  while (n < name.length) {
    if (g < glob.length && (glob[g] === '?' || glob[g] === name[n])) {
      g += 1;
      n += 1;
    } else if (g < glob.length && glob[g] === '*') {
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
  while (g < glob.length && glob[g] === '*') g += 1;
  return g === glob.length;
}
