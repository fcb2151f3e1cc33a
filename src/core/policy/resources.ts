import { readCrd } from '../kube/crd.js';
import { BUILT_IN_RESOURCES } from '../kube/resources.js';
import { splitApiVersion, type Manifest } from '../manifest/manifest.js';
import { getOrMake } from '../memo/memo.js';

/**
 * Kind → resource mapping, which admission matching needs (`resourceRules` name resources,
 * manifests name kinds). Custom kinds come from the CRDs in the repository; built-in kinds
 * from a table of the common ones. Unknown kinds fall back to the API server's own
 * heuristic (lower-case plural), flagged as a guess.
 */

export interface ResourceInfo {
  readonly group: string;
  readonly version: string;
  readonly kind: string;
  readonly resource: string;
  readonly namespaced: boolean;
  /** Versions the API serves for this resource (for matchPolicy: Equivalent). */
  readonly versions: readonly string[];
  /** True when neither a CRD nor the built-in table knew the kind. */
  readonly guessed: boolean;
}

export class ResourceCatalog {
  private readonly byKind = new Map<string, Omit<ResourceInfo, 'version'>>();

  constructor(crds: readonly Manifest[]) {
    for (const { group, kind, resource, namespaced, versions } of BUILT_IN_RESOURCES) {
      this.byKind.set(`${group}/${kind}`, { group, kind, resource, namespaced, versions, guessed: false });
    }
    for (const crd of crds) this.addCrd(crd);
  }

  private addCrd(manifest: Manifest): void {
    const { group, kind, plural, scope, versions } = readCrd(manifest);
    if (!group || !kind || !plural) return;
    const served = versions.filter((v) => v.raw.served !== false).map((v) => v.name);
    this.byKind.set(`${group}/${kind}`, { group, kind, resource: plural, namespaced: scope !== 'Cluster', versions: served, guessed: false });
  }

  /** apiVersion → kind → information: one object per kind, looked up without building a key. */
  private readonly memo = new Map<string, Map<string, ResourceInfo>>();

  /** The last answer: objects come in runs of one kind, and comparing two short strings is cheaper than two map probes. */
  private last: { readonly apiVersion: string; readonly kind: string; readonly info: ResourceInfo } | undefined;

  /** Resource information for an object's apiVersion and kind. */
  lookup(apiVersion: string, kind: string): ResourceInfo {
    const last = this.last;
    if (last !== undefined && last.kind === kind && last.apiVersion === apiVersion) return last.info;
    const byKind = getOrMake(this.memo, apiVersion, () => new Map<string, ResourceInfo>());
    const info = getOrMake(byKind, kind, () => this.resolve(apiVersion, kind));
    this.last = { apiVersion, kind, info };
    return info;
  }

  private resolve(apiVersion: string, kind: string): ResourceInfo {
    const { group, version } = splitApiVersion(apiVersion);
    const known = this.byKind.get(`${group}/${kind}`);
    if (known) return { ...known, version };
    // The API server's RESTMapper guess: lower-case kind, English plural.
    const lower = kind.toLowerCase();
    const resource = /(s|x|z|ch|sh)$/.test(lower) ? `${lower}es` : /[^aeiou]y$/.test(lower) ? `${lower.slice(0, -1)}ies` : `${lower}s`;
    return { group, version, kind, resource, namespaced: true, versions: [version], guessed: true };
  }
}
