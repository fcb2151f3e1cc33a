// What the operator's informers keep of each object (client-go's SetTransform, applied before an
// object is cached and to what our own writes return): only the fields the reconciler, the
// status logic and the event filters read. Everything else (other managers' fields and
// managedFields entries, foreign annotations such as kubectl's last-applied-configuration, a
// ResourceQuota's status.used, a NetworkPolicy's or RoleBinding's fields someone else added)
// is dropped, so the cache of 10,000 tenants and their children stays small.
//
// TenantOnboardings (src/operator/reconciler.ts, core/tenant/spec.ts and conditions.ts read):
//   identity and bookkeeping (name, namespace, uid, resourceVersion, generation,
//   creationTimestamp for the age order, deletionTimestamp, finalizers), labels under
//   `driftgate.io/` (the shard), annotations under `platform.example.com/` (the deletion policy),
//   spec (the whole input) and status (observedGeneration and our conditions).
// Children (Namespace, ResourceQuota, NetworkPolicy, RoleBinding):
//   identity (name, namespace, uid for the delete precondition, resourceVersion),
//   deletionTimestamp, the ownership labels and annotations (childOwner reads them on ANY
//   namespace, also one we do not manage), our own managedFields entries, the top-level fields
//   and the label and annotation keys our Apply entry covers (extractApplied, the diff before
//   write, reads nothing else), and a Namespace's status (its conditions say what holds a
//   deletion up; tiny).
import { isRecord, type LiveMeta, type LiveObject } from '../core/manifest/manifest.js';
import { MANAGED_BY_LABEL, OWNER_ANNOTATION, OWNER_UID_ANNOTATION, TENANT_GROUP, TENANT_LABEL } from '../core/tenant/names.js';
import { SHARD_LABEL } from '../core/kube/well-known.js';

const TENANT_LABEL_PREFIX = 'driftgate.io/';
const TENANT_ANNOTATION_PREFIX = `${TENANT_GROUP}/`;
const CHILD_LABELS = [MANAGED_BY_LABEL, TENANT_LABEL, SHARD_LABEL] as const;
const CHILD_ANNOTATIONS = [OWNER_ANNOTATION, OWNER_UID_ANNOTATION] as const;

function pick(map: Readonly<Record<string, string>> | undefined, keep: (key: string) => boolean): Record<string, string> | undefined {
  if (map === undefined) return undefined;
  let out: Record<string, string> | undefined;
  for (const [k, v] of Object.entries(map)) {
    if (!keep(k)) continue;
    (out ??= {})[k] = v;
  }
  return out;
}

/** name, namespace, uid, resourceVersion and the optional bookkeeping fields that are set. */
function identity(meta: LiveMeta, extra: readonly ('generation' | 'creationTimestamp' | 'deletionTimestamp' | 'finalizers')[]): Record<string, unknown> {
  const out: Record<string, unknown> = { name: meta.name };
  if (meta.namespace !== undefined) out.namespace = meta.namespace;
  out.uid = meta.uid;
  out.resourceVersion = meta.resourceVersion;
  for (const k of extra) if (meta[k] !== undefined) out[k] = meta[k];
  return out;
}

/** A TenantOnboarding as the operator caches it. */
export function trimTenant(o: LiveObject): LiveObject {
  const meta: Record<string, unknown> = identity(o.metadata, ['generation', 'creationTimestamp', 'deletionTimestamp', 'finalizers']);
  const labels = pick(o.metadata.labels, (k) => k.startsWith(TENANT_LABEL_PREFIX));
  const annotations = pick(o.metadata.annotations, (k) => k.startsWith(TENANT_ANNOTATION_PREFIX));
  if (labels) meta.labels = labels;
  if (annotations) meta.annotations = annotations;
  const out: Record<string, unknown> = { apiVersion: o.apiVersion, kind: o.kind, metadata: meta };
  if (o.spec !== undefined) out.spec = o.spec;
  if (o.status !== undefined) out.status = o.status;
  return out as LiveObject;
}

/**
 * A child (or any Namespace) as the operator caches it: what `manager` applied, and the
 * ownership marks. Cheap on purpose (it runs on every watch event): the top-level fields our
 * managedFields entry names are kept whole, by reference (no copy, no parse of fieldsV1 into a
 * field set), so the diff before write (extractApplied) sees exactly what it would see on the
 * live object; labels and annotations are kept by key.
 */
export function trimChild(manager: string): (o: LiveObject) => LiveObject {
  return (o) => {
    const ours = (o.metadata.managedFields ?? []).filter((e) => e.manager === manager);
    // What our Apply entries name: top-level fields, and label / annotation keys.
    const fields = new Set<string>();
    const ownedLabels = new Set<string>(CHILD_LABELS);
    const ownedAnnotations = new Set<string>(CHILD_ANNOTATIONS);
    let ownsOwnerReferences = false;
    for (const entry of ours) {
      if (entry.operation !== 'Apply' || (entry.subresource ?? '') !== '' || !isRecord(entry.fieldsV1)) continue;
      for (const [key, sub] of Object.entries(entry.fieldsV1)) {
        if (key !== 'f:metadata') {
          if (key.startsWith('f:')) fields.add(key.slice(2));
          continue;
        }
        if (!isRecord(sub)) continue;
        if (isRecord(sub['f:labels'])) for (const k of Object.keys(sub['f:labels'])) if (k.startsWith('f:')) ownedLabels.add(k.slice(2));
        if (isRecord(sub['f:annotations'])) for (const k of Object.keys(sub['f:annotations'])) if (k.startsWith('f:')) ownedAnnotations.add(k.slice(2));
        if ('f:ownerReferences' in sub) ownsOwnerReferences = true;
      }
    }
    const m = o.metadata;
    const labels = pick(m.labels, (k) => ownedLabels.has(k));
    const annotations = pick(m.annotations, (k) => ownedAnnotations.has(k));
    const meta = {
      name: m.name,
      ...(m.namespace !== undefined ? { namespace: m.namespace } : {}),
      uid: m.uid,
      resourceVersion: m.resourceVersion,
      ...(m.deletionTimestamp !== undefined ? { deletionTimestamp: m.deletionTimestamp } : {}),
      ...(labels ? { labels } : {}),
      ...(annotations ? { annotations } : {}),
      ...(ownsOwnerReferences && m.ownerReferences !== undefined ? { ownerReferences: m.ownerReferences } : {}),
      ...(ours.length > 0 ? { managedFields: ours } : {}),
    };
    const out: Record<string, unknown> = { apiVersion: o.apiVersion, kind: o.kind, metadata: meta };
    for (const f of fields) if (f !== 'apiVersion' && f !== 'kind' && f !== 'status' && o[f] !== undefined) out[f] = o[f];
    if (o.kind === 'Namespace' && o.status !== undefined) out.status = o.status;
    return out as LiveObject;
  };
}
