// What a namespace holds that a sync does not own: before a sync deletes a Namespace it lists
// every namespaced resource in it (metadata only: Secret values are never read) and keeps the
// namespace when anything is not provably its own. Objects Kubernetes creates in every
// namespace, Events, and dependents (ownerReferences: they go with their owners) do not count.
// A resource that cannot be listed (RBAC) counts as foreign: the namespace is kept.
import { isRecord } from '../../core/manifest/manifest.js';
import type { KubeClient } from './client.js';
import { isNotFound, KubeApiError } from './errors.js';
import { forEachMetadata } from './metadata-pages.js';


/** Created by Kubernetes in every namespace. */
const AUTOMATIC = new Set(['/ConfigMap/kube-root-ca.crt', '/ServiceAccount/default']);
/** Never evidence of ownership either way. */
const IGNORED_RESOURCES = new Set(['/events', 'events.k8s.io/events']);

export interface NamespaceContentsOptions {
  readonly client: KubeClient;
  readonly namespace: string;
  readonly ownedUids: ReadonlySet<string>;
  readonly signal?: AbortSignal;
  /** Items examined per resource at most (bounded cost); beyond it the namespace is kept. */
  readonly maxItems?: number;
}

interface ListableResource {
  readonly group: string;
  readonly version: string;
  readonly plural: string;
  readonly kind: string;
}

/** Descriptions (`Kind name`) of objects in the namespace this sync does not own; empty when none. */
export async function foreignObjectsIn(options: NamespaceContentsOptions): Promise<string[]> {
  const resources = await namespacedResources(options.client, options.signal);
  const foreign: string[] = [];
  const services = new Set<string>();
  const endpoints: string[] = [];
  const maxItems = options.maxItems ?? 5_000;
  for (const r of resources) {
    if (r.plural === '*') {
      foreign.push(r.kind);
      continue;
    }
    if (IGNORED_RESOURCES.has(`${r.group}/${r.plural}`)) continue;
    const root = r.group === '' ? `/api/${r.version}` : `/apis/${r.group}/${r.version}`;
    const path = `${root}/namespaces/${encodeURIComponent(options.namespace)}/${r.plural}`;
    try {
      const { truncated } = await forEachMetadata(options.client, path, { maxItems, ...(options.signal ? { signal: options.signal } : {}) }, (meta) => {
        const name = typeof meta.name === 'string' ? meta.name : '?';
        const uid = typeof meta.uid === 'string' ? meta.uid : '';
        if (options.ownedUids.has(uid)) {
          if (r.group === '' && r.kind === 'Service') services.add(name);
          return;
        }
        if (AUTOMATIC.has(`${r.group}/${r.kind}/${name}`)) return;
        if (Array.isArray(meta.ownerReferences) && meta.ownerReferences.length > 0) return;
        // the endpoints controller's copy of a Service (no owner reference): ours when the Service is
        if (r.group === '' && r.kind === 'Endpoints') {
          endpoints.push(name);
          return;
        }
        foreign.push(`${r.kind} ${name}`);
      });
      if (truncated) foreign.push(`${r.kind} (more than ${maxItems} objects; not examined)`);
    } catch (error) {
      if (isNotFound(error)) continue;
      if (error instanceof KubeApiError && (error.status === 403 || error.status === 405)) {
        foreign.push(`${r.kind} (cannot list: ${error.status === 403 ? 'forbidden' : 'not allowed'})`);
        continue;
      }
      throw error;
    }
  }
  for (const e of endpoints) if (!services.has(e)) foreign.push(`Endpoints ${e}`);
  return foreign;
}

/** Every namespaced resource (preferred version of each group) that supports list. */
async function namespacedResources(client: KubeClient, signal: AbortSignal | undefined): Promise<ListableResource[]> {
  const sig = signal ? { signal } : {};
  const groupVersions: { group: string; version: string }[] = [{ group: '', version: 'v1' }];
  const groups = await client.request<unknown>({ method: 'GET', path: '/apis', ...sig });
  for (const g of isRecord(groups) && Array.isArray(groups.groups) ? groups.groups : []) {
    if (!isRecord(g) || typeof g.name !== 'string' || !isRecord(g.preferredVersion) || typeof g.preferredVersion.version !== 'string') continue;
    groupVersions.push({ group: g.name, version: g.preferredVersion.version });
  }
  const out: ListableResource[] = [];
  for (const gv of groupVersions) {
    let doc: unknown;
    try {
      doc = await client.request<unknown>({ method: 'GET', path: gv.group === '' ? `/api/${gv.version}` : `/apis/${gv.group}/${gv.version}`, ...sig });
    } catch (error) {
      // The group left between the two reads (its CRD was deleted): its objects went with it, as
      // a list of them would answer 404 too. Not an error that should fail the whole sync.
      if (isNotFound(error)) continue;
      // an aggregated API that is down: its objects cannot be seen, so the namespace is not provably empty
      if (error instanceof KubeApiError && error.status === 503) {
        out.push({ ...gv, plural: '*', kind: `${gv.group}/${gv.version} (unavailable)` });
        continue;
      }
      throw error;
    }
    for (const r of isRecord(doc) && Array.isArray(doc.resources) ? doc.resources : []) {
      if (!isRecord(r) || typeof r.name !== 'string' || r.name.includes('/') || r.namespaced !== true || typeof r.kind !== 'string') continue;
      const verbs = Array.isArray(r.verbs) ? r.verbs : [];
      if (!verbs.includes('list')) continue;
      out.push({ ...gv, plural: r.name, kind: r.kind });
    }
  }
  return out;
}
