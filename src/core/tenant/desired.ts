// TenantSpec → the objects the operator owns. Pure and deterministic: the same spec and
// owner always give byte-identical objects, so a level-based reconcile can compare them with
// what is live and skip the write when nothing differs. Every object carries only the fields
// the operator means to own (server-side apply semantics): no status, no resourceVersion.
import type { KubeObject } from '../manifest/manifest.js';
import {
  ACCESS_ROLES,
  CHILD_NAMES,
  GPU_RESOURCE,
  MANAGED_BY_LABEL,
  MANAGED_BY_VALUE,
  OWNER_ANNOTATION,
  OWNER_UID_ANNOTATION,
  TENANT_API_VERSION,
  TENANT_KIND,
  TENANT_LABEL,
  tenantKey,
} from './names.js';
import type { TenantSpec } from './spec.js';

/** The TenantOnboarding the children belong to. */
export interface TenantOwner {
  readonly namespace: string;
  readonly name: string;
  readonly uid: string;
}

export const CHILD_KINDS = ['Namespace', 'ResourceQuota', 'NetworkPolicy', 'RoleBinding'] as const;
export type ChildKind = (typeof CHILD_KINDS)[number];

/** What one TenantOnboarding should produce. `undefined` means "must not exist" (the operator deletes its own copy). */
export interface DesiredChildren {
  readonly namespace: KubeObject;
  /** Always present: every tenant gets an explicit GPU limit. */
  readonly quota: KubeObject;
  readonly networkPolicy: KubeObject;
  readonly adminBinding: KubeObject | undefined;
  readonly editBinding: KubeObject | undefined;
}

function ownershipMeta(owner: TenantOwner, spec: TenantSpec): { labels: Record<string, string>; annotations: Record<string, string> } {
  return {
    labels: { [MANAGED_BY_LABEL]: MANAGED_BY_VALUE, [TENANT_LABEL]: spec.namespace },
    annotations: { [OWNER_ANNOTATION]: tenantKey(owner.namespace, owner.name), [OWNER_UID_ANNOTATION]: owner.uid },
  };
}

/**
 * Owner references only where Kubernetes allows them: a namespaced owner can only own
 * dependents in its own namespace (a cross-namespace reference makes the garbage collector
 * treat the owner as absent and delete the child). That is the case only when the
 * TenantOnboarding lives in the tenant namespace itself. See docs/adr/0004-operator-ownership.md.
 */
function ownerReferences(owner: TenantOwner, childNamespace: string): Record<string, unknown> {
  if (childNamespace !== owner.namespace) return {};
  return { ownerReferences: [{ apiVersion: TENANT_API_VERSION, kind: TENANT_KIND, name: owner.name, uid: owner.uid, controller: true }] };
}

function namespacedMeta(owner: TenantOwner, spec: TenantSpec, name: string): KubeObject['metadata'] {
  return { name, namespace: spec.namespace, ...ownershipMeta(owner, spec), ...ownerReferences(owner, spec.namespace) };
}

export function desiredNamespace(owner: TenantOwner, spec: TenantSpec): KubeObject {
  return { apiVersion: 'v1', kind: 'Namespace', metadata: { name: spec.namespace, ...ownershipMeta(owner, spec) } };
}

/**
 * `cpu`, `memory`, `requests.nvidia.com/gpu` and v1's `additional` limits as written in the spec.
 * Every tenant gets an explicit GPU limit: without gpuCount it is 0, because the GPU policy, the
 * capacity webhook and the budget rule all read an absent gpuCount as 0, and a namespace without
 * the limit could take every GPU of the cluster.
 */
export function desiredQuota(owner: TenantOwner, spec: TenantSpec): KubeObject {
  const hard: Record<string, string> = {};
  for (const name of Object.keys(spec.quota.additional ?? {}).sort()) hard[name] = spec.quota.additional?.[name] ?? '';
  if (spec.quota.cpu !== undefined) hard.cpu = spec.quota.cpu;
  if (spec.quota.memory !== undefined) hard.memory = spec.quota.memory;
  hard[GPU_RESOURCE] = String(spec.quota.gpuCount ?? 0);
  return { apiVersion: 'v1', kind: 'ResourceQuota', metadata: namespacedMeta(owner, spec, CHILD_NAMES.quota), spec: { hard } };
}

/**
 * One policy selecting every pod of the namespace, for both directions. Listing both policy
 * types with only allow rules is the default deny; the rules then allow:
 * traffic within the namespace (both ways), DNS (UDP and TCP 53) to kube-system, and any
 * egress to each listed namespace. Namespaces are matched by the `kubernetes.io/metadata.name`
 * label the API server sets on every namespace.
 */
export function desiredNetworkPolicy(owner: TenantOwner, spec: TenantSpec): KubeObject {
  const byName = (ns: string): Record<string, unknown> => ({ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': ns } } });
  const egress: unknown[] = [
    { to: [{ podSelector: {} }] },
    {
      to: [byName('kube-system')],
      ports: [
        { protocol: 'UDP', port: 53 },
        { protocol: 'TCP', port: 53 },
      ],
    },
  ];
  if (spec.allowEgressTo.length > 0) egress.push({ to: spec.allowEgressTo.map(byName) });
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: namespacedMeta(owner, spec, CHILD_NAMES.networkPolicy),
    spec: {
      podSelector: {},
      policyTypes: ['Ingress', 'Egress'],
      ingress: [{ from: [{ podSelector: {} }] }],
      egress,
    },
  };
}

function roleBinding(owner: TenantOwner, spec: TenantSpec, name: string, role: string, groups: readonly string[]): KubeObject | undefined {
  if (groups.length === 0) return undefined;
  return {
    apiVersion: 'rbac.authorization.k8s.io/v1',
    kind: 'RoleBinding',
    metadata: namespacedMeta(owner, spec, name),
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: role },
    subjects: groups.map((group) => ({ apiGroup: 'rbac.authorization.k8s.io', kind: 'Group', name: group })),
  };
}

export interface DesiredChildrenOptions {
  /**
   * More labels for every child, e.g. the sharded operator's `driftgate.io/shard: "<k>"` (its
   * child informers select by it). Set in the same apply that creates or updates the child.
   */
  readonly labels?: Readonly<Record<string, string>>;
}

function withLabels<T extends KubeObject | undefined>(child: T, labels: Readonly<Record<string, string>> | undefined): T {
  if (child === undefined || labels === undefined || Object.keys(labels).length === 0) return child;
  return { ...child, metadata: { ...child.metadata, labels: { ...child.metadata.labels, ...labels } } };
}

export function desiredChildren(owner: TenantOwner, spec: TenantSpec, options: DesiredChildrenOptions = {}): DesiredChildren {
  const l = options.labels;
  return {
    namespace: withLabels(desiredNamespace(owner, spec), l),
    quota: withLabels(desiredQuota(owner, spec), l),
    networkPolicy: withLabels(desiredNetworkPolicy(owner, spec), l),
    adminBinding: withLabels(roleBinding(owner, spec, CHILD_NAMES.adminBinding, ACCESS_ROLES.admin, spec.adminGroups), l),
    editBinding: withLabels(roleBinding(owner, spec, CHILD_NAMES.editBinding, ACCESS_ROLES.edit, spec.editGroups), l),
  };
}

/** The owning TenantOnboarding of a child, from its annotations; undefined for anything not ours. */
export function childOwner(meta: { readonly labels?: Readonly<Record<string, string>>; readonly annotations?: Readonly<Record<string, string>> }): { key: string; uid: string } | undefined {
  if (meta.labels?.[MANAGED_BY_LABEL] !== MANAGED_BY_VALUE) return undefined;
  const key = meta.annotations?.[OWNER_ANNOTATION];
  const uid = meta.annotations?.[OWNER_UID_ANNOTATION];
  if (key === undefined || uid === undefined) return undefined;
  return { key, uid };
}
