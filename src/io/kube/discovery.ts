// API discovery, the one for every room (the operator, the agent, the inventory, the tests):
// which resource serves a kind. Built-in kinds come from a table; others from one discovery
// document per group-version, re-discovered when a kind is not (yet) known, because the agent
// itself installs CRDs and then applies their objects.
import { isRecord, splitApiVersion } from '../../core/manifest/manifest.js';
import type { KubeClient, ResourceInfo, ResourceResolver } from './client.js';
import { isNotFound } from './errors.js';
import { kindKey } from '../../core/scope/kinds.js';
import { builtInResource } from '../../core/kube/resources.js';

/** The kind is not served by the API server (no CRD, or the CRD is not Established yet). */
export class KindNotServedError extends Error {
  override readonly name = 'KindNotServedError';
  constructor(
    readonly apiVersion: string,
    readonly kind: string,
  ) {
    super(`the API server does not serve ${kind} in ${apiVersion}`);
  }
}

interface GroupVersion {
  readonly fetchedAt: number;
  readonly kinds: ReadonlyMap<string, { plural: string; namespaced: boolean }>;
}

export interface DiscoveryOptions {
  readonly client: Pick<KubeClient, 'request'>;
  /** Re-discover a group-version that lacks a kind at most this often (default 2 s). */
  readonly missRefreshMs?: number;
  /** Monotonic milliseconds (default Date.now). */
  readonly now?: () => number;
}

/**
 * Caches one discovery document per group-version. A kind missing from a cached document
 * triggers one re-discovery (rate-limited), so a CRD applied a moment ago is found without
 * restarting; `invalidate()` forgets everything (after CRDs change).
 */
export class Discovery implements ResourceResolver {
  private readonly options: DiscoveryOptions;
  private readonly cache = new Map<string, Promise<GroupVersion>>();
  private readonly now: () => number;

  constructor(options: DiscoveryOptions) {
    this.options = options;
    this.now = options.now ?? (() => Date.now());
  }

  async resolve(apiVersion: string, kind: string): Promise<ResourceInfo> {
    const { group, version } = splitApiVersion(apiVersion);
    // Built-in kinds are known without a round trip; custom resources are always discovered:
    // whether their CRD is served yet matters.
    const builtIn = builtInResource(apiVersion, kind);
    if (builtIn) return { group, version, plural: builtIn.resource, namespaced: builtIn.namespaced };
    let gv = await this.groupVersion(apiVersion);
    let found = gv.kinds.get(kind);
    if (!found && this.now() - gv.fetchedAt >= (this.options.missRefreshMs ?? 2_000)) {
      this.cache.delete(apiVersion);
      gv = await this.groupVersion(apiVersion);
      found = gv.kinds.get(kind);
    }
    if (!found) throw new KindNotServedError(apiVersion, kind);
    return { group, version, ...found };
  }

  /** True when the kind is served now (forcing a fresh look). */
  async isServed(apiVersion: string, kind: string): Promise<boolean> {
    this.cache.delete(apiVersion);
    try {
      await this.resolve(apiVersion, kind);
      return true;
    } catch (error) {
      if (error instanceof KindNotServedError) return false;
      throw error;
    }
  }

  /**
   * Every kind the API server serves (`kindKey(apiVersion, kind)` → namespaced): for `check
   * --kubeconfig` and the Action with cluster credentials, which read the cluster before the
   * revision is parsed, so they cannot ask for its kinds alone. Aggregated discovery when the
   * server offers it (two requests), else one document per group-version through this cache; a
   * group-version that cannot be read (an unavailable APIService) is left out. Either way the
   * documents read stay cached for resolve(). `aggregated: false` asks for the per-group-version
   * documents (what an older server answers).
   */
  async servedKinds(options: { readonly aggregated?: boolean } = {}): Promise<Map<string, boolean>> {
    const out = new Map<string, boolean>();
    const legacyGroupVersions: string[] = [];
    for (const root of ['/api', '/apis'] as const) {
      const doc = await this.options.client.request<unknown>({ method: 'GET', path: root, ...(options.aggregated !== false ? { accept: AGGREGATED_ACCEPT } : {}) });
      if (isRecord(doc) && doc.kind === 'APIGroupDiscoveryList') {
        for (const [apiVersion, kinds] of readAggregated(doc)) {
          this.cache.set(apiVersion, Promise.resolve({ fetchedAt: this.now(), kinds }));
          for (const [kind, info] of kinds) out.set(kindKey(apiVersion, kind), info.namespaced);
        }
      } else {
        legacyGroupVersions.push(...groupVersionsOf(root, doc));
      }
    }
    const queue = [...legacyGroupVersions];
    const worker = async (): Promise<void> => {
      for (let gv = queue.shift(); gv !== undefined; gv = queue.shift()) {
        let kinds: GroupVersion['kinds'];
        try {
          kinds = (await this.groupVersion(gv)).kinds;
        } catch {
          continue; // not readable now: its kinds fall back to the table and the CRDs
        }
        for (const [kind, info] of kinds) out.set(kindKey(gv, kind), info.namespaced);
      }
    };
    await Promise.all(Array.from({ length: Math.min(LEGACY_CONCURRENCY, queue.length) }, worker));
    return out;
  }

  invalidate(apiVersion?: string): void {
    if (apiVersion === undefined) this.cache.clear();
    else this.cache.delete(apiVersion);
  }

  private groupVersion(apiVersion: string): Promise<GroupVersion> {
    let pending = this.cache.get(apiVersion);
    if (!pending) {
      pending = this.fetch(apiVersion);
      this.cache.set(apiVersion, pending);
      pending.catch(() => this.cache.delete(apiVersion));
    }
    return pending;
  }

  private async fetch(apiVersion: string): Promise<GroupVersion> {
    const { group, version } = splitApiVersion(apiVersion);
    const path = group === '' ? `/api/${version}` : `/apis/${group}/${version}`;
    const kinds = new Map<string, { plural: string; namespaced: boolean }>();
    let list: unknown;
    try {
      list = await this.options.client.request<unknown>({ method: 'GET', path });
    } catch (error) {
      if (!isNotFound(error)) throw error;
      return { fetchedAt: this.now(), kinds }; // group-version not served (yet)
    }
    const resources = isRecord(list) && Array.isArray(list.resources) ? list.resources : [];
    for (const r of resources) {
      if (!isRecord(r) || typeof r.name !== 'string' || typeof r.kind !== 'string' || r.name.includes('/')) continue;
      kinds.set(r.kind, { plural: r.name, namespaced: r.namespaced === true });
    }
    return { fetchedAt: this.now(), kinds };
  }
}

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

/** Reads an aggregated discovery document: each group-version's kinds, by apiVersion. */
function readAggregated(doc: Record<string, unknown>): Map<string, Map<string, { plural: string; namespaced: boolean }>> {
  const out = new Map<string, Map<string, { plural: string; namespaced: boolean }>>();
  for (const group of Array.isArray(doc.items) ? doc.items : []) {
    if (!isRecord(group)) continue;
    const name = isRecord(group.metadata) && typeof group.metadata.name === 'string' ? group.metadata.name : '';
    for (const version of Array.isArray(group.versions) ? group.versions : []) {
      if (!isRecord(version) || typeof version.version !== 'string') continue;
      const apiVersion = name === '' ? version.version : `${name}/${version.version}`;
      const kinds = out.get(apiVersion) ?? new Map<string, { plural: string; namespaced: boolean }>();
      out.set(apiVersion, kinds);
      for (const r of Array.isArray(version.resources) ? version.resources : []) {
        if (!isRecord(r) || typeof r.resource !== 'string' || !isRecord(r.responseKind) || typeof r.responseKind.kind !== 'string' || r.responseKind.kind === '') continue;
        if (r.scope === 'Namespaced' || r.scope === 'Cluster') kinds.set(r.responseKind.kind, { plural: r.resource, namespaced: r.scope === 'Namespaced' });
      }
    }
  }
  return out;
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
