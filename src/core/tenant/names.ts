// Names shared by the tenant operator, its deploy manifests and the docs: the API group,
// the finalizer, and the labels and annotations that tie a child object to its
// TenantOnboarding. Changing any of these is a breaking change for running clusters.

import { LABELS } from '../kube/well-known.js';

export const TENANT_GROUP = 'platform.example.com';
/** The version the operator reads and writes: the hub and storage version (v1alpha1 is still served). */
export const TENANT_VERSION = 'v1';
export const TENANT_API_VERSION = `${TENANT_GROUP}/${TENANT_VERSION}`;
export const TENANT_KIND = 'TenantOnboarding';
export const TENANT_PLURAL = 'tenantonboardings';

/** Held on every TenantOnboarding until its Namespace is cleaned up (or released). */
export const TENANT_FINALIZER = `${TENANT_GROUP}/tenant-cleanup`;

/** On every child: who manages it (the informers of the children select on it). */
export const MANAGED_BY_LABEL = LABELS.managedBy;
export const MANAGED_BY_VALUE = 'driftgate-operator';
/** On every child: the tenant namespace it belongs to (the Namespace is "labelled to its tenant"). */
export const TENANT_LABEL = `${TENANT_GROUP}/tenant`;
/** On every child: `<namespace>/<name>` of the owning TenantOnboarding. */
export const OWNER_ANNOTATION = `${TENANT_GROUP}/owner`;
/** On every child: the uid of the owning TenantOnboarding (a recreated one with the same name is another owner). */
export const OWNER_UID_ANNOTATION = `${TENANT_GROUP}/owner-uid`;
/** On a TenantOnboarding: what happens to the Namespace when the TenantOnboarding is deleted. */
export const DELETION_POLICY_ANNOTATION = `${TENANT_GROUP}/deletion-policy`;

export const DELETION_POLICIES = ['Delete', 'Retain'] as const;
export type DeletionPolicy = (typeof DELETION_POLICIES)[number];

/** Fixed names of the children inside the tenant namespace. */
export const CHILD_NAMES = {
  quota: 'tenant-quota',
  networkPolicy: 'tenant-isolation',
  adminBinding: 'tenant-admins',
  editBinding: 'tenant-editors',
} as const;

/** The ClusterRoles the access groups are bound to. */
export const ACCESS_ROLES = { admin: 'admin', edit: 'edit' } as const;

/** The quota key the GPU count becomes. */
export const GPU_RESOURCE = 'requests.nvidia.com/gpu';

/** `<namespace>/<name>`: the workqueue key of a TenantOnboarding, also the owner annotation value. */
export function tenantKey(namespace: string, name: string): string {
  return `${namespace}/${name}`;
}

export function splitTenantKey(key: string): { namespace: string; name: string } | undefined {
  const slash = key.indexOf('/');
  if (slash <= 0 || slash === key.length - 1 || key.indexOf('/', slash + 1) !== -1) return undefined;
  return { namespace: key.slice(0, slash), name: key.slice(slash + 1) };
}
