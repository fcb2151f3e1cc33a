// What the API server serves, as data for the pure scope evaluation (src/core/scope): for each
// apiVersion/kind, namespaced or not. A kind not served (no CRD yet, or not Established) is left
// out, and the scope falls back to the built-in table and the revision's CRDs for it.
import { isRecord } from '../../core/manifest/manifest.js';
import { kindKey } from '../../core/scope/kinds.js';
import type { KubeClient } from './client.js';
import { KindNotServedError, type Discovery } from './discovery.js';

/** The kinds the agent's scope gate needs (every object's, every CRD version's), one group-version document each. */
export async function discoverKinds(discovery: Pick<Discovery, 'resolve'>, kinds: readonly { readonly apiVersion: string; readonly kind: string }[]): Promise<Map<string, boolean>> {
  const out = new Map<string, boolean>();
  for (const { apiVersion, kind } of kinds) {
    try {
      out.set(kindKey(apiVersion, kind), (await discovery.resolve(apiVersion, kind)).namespaced);
    } catch (error) {
      if (!(error instanceof KindNotServedError)) throw error;
    }
  }
  return out;
}

/** Aggregated discovery (Kubernetes 1.30+): every group-version's resources in one document for /api and one for /apis. */
const AGGREGATED_ACCEPT = 'application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json';
/** Group-version documents read at once when the server has no aggregated discovery. */
const LEGACY_CONCURRENCY = 8;

/**
 * Every kind the API server serves: for `check --kubeconfig` and the Action with cluster
 * credentials, which read the cluster before the revision is parsed, so they cannot ask for its
 * kinds alone. The entries the scope gate looks up are the same as discoverKinds() gives the
 * agent. Aggregated discovery when the server offers it (two requests), else one request per
 * group-version; a group-version that cannot be read (an unavailable APIService) is left out.
 * `aggregated: false` asks for the per-group-version documents (what an older server answers).
 */
export async function discoverServedKinds(client: Pick<KubeClient, 'request'>, options: { readonly aggregated?: boolean } = {}): Promise<Map<string, boolean>> {
  const out = new Map<string, boolean>();
  const legacyGroupVersions: string[] = [];
  for (const root of ['/api', '/apis'] as const) {
    const doc = await client.request<unknown>({ method: 'GET', path: root, ...(options.aggregated !== false ? { accept: AGGREGATED_ACCEPT } : {}) });
    if (isRecord(doc) && doc.kind === 'APIGroupDiscoveryList') readAggregated(doc, out);
    else legacyGroupVersions.push(...groupVersionsOf(root, doc));
  }
  const queue = [...legacyGroupVersions];
  const worker = async (): Promise<void> => {
    for (let gv = queue.shift(); gv !== undefined; gv = queue.shift()) {
      let list: unknown;
      try {
        list = await client.request<unknown>({ method: 'GET', path: gv.includes('/') ? `/apis/${gv}` : `/api/${gv}` });
      } catch {
        continue; // not readable now: its kinds fall back to the table and the CRDs
      }
      for (const r of isRecord(list) && Array.isArray(list.resources) ? list.resources : []) {
        if (isRecord(r) && typeof r.name === 'string' && !r.name.includes('/') && typeof r.kind === 'string') out.set(kindKey(gv, r.kind), r.namespaced === true);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(LEGACY_CONCURRENCY, queue.length) }, worker));
  return out;
}

function readAggregated(doc: Record<string, unknown>, out: Map<string, boolean>): void {
  for (const group of Array.isArray(doc.items) ? doc.items : []) {
    if (!isRecord(group)) continue;
    const name = isRecord(group.metadata) && typeof group.metadata.name === 'string' ? group.metadata.name : '';
    for (const version of Array.isArray(group.versions) ? group.versions : []) {
      if (!isRecord(version) || typeof version.version !== 'string') continue;
      const apiVersion = name === '' ? version.version : `${name}/${version.version}`;
      for (const r of Array.isArray(version.resources) ? version.resources : []) {
        if (!isRecord(r) || !isRecord(r.responseKind) || typeof r.responseKind.kind !== 'string' || r.responseKind.kind === '') continue;
        if (r.scope === 'Namespaced' || r.scope === 'Cluster') out.set(kindKey(apiVersion, r.responseKind.kind), r.scope === 'Namespaced');
      }
    }
  }
}

/** The group-versions an APIVersions (/api) or APIGroupList (/apis) document names. */
function groupVersionsOf(root: '/api' | '/apis', doc: unknown): string[] {
  if (!isRecord(doc)) return [];
  if (root === '/api') return (Array.isArray(doc.versions) ? doc.versions : []).filter((v): v is string => typeof v === 'string');
  const out: string[] = [];
  for (const g of Array.isArray(doc.groups) ? doc.groups : []) {
    for (const v of isRecord(g) && Array.isArray(g.versions) ? g.versions : []) if (isRecord(v) && typeof v.groupVersion === 'string') out.push(v.groupVersion);
  }
  return out;
}
