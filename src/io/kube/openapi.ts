// Reads the API server's OpenAPI v3 documents: `/version`, the `/openapi/v3` index, and one
// document per group-version. Used by scripts/generate-builtin-schemas.ts (to make the shipped
// schema set) and by `check --schemas-from-cluster` (to validate against a live cluster).
import { groupVersionOfPath } from '../../core/schema/builtin/index.js';
import { isRecord } from '../../core/manifest/manifest.js';
import type { KubeClient } from './client.js';
import { NotFoundError } from './errors.js';

export interface OpenApiV3Documents {
  /** `gitVersion` from `/version`, e.g. `v1.36.3`. */
  readonly kubernetesVersion: string;
  /** Group-version (`apps/v1`, `v1`) → its parsed document. */
  readonly documents: ReadonlyMap<string, unknown>;
}

export interface FetchOpenApiOptions {
  /** Requests in flight at once (default 8). */
  readonly concurrency?: number;
}

export async function fetchOpenApiV3(client: KubeClient, options: FetchOpenApiOptions = {}): Promise<OpenApiV3Documents> {
  const version = await client.request({ method: 'GET', path: '/version' });
  const kubernetesVersion = isRecord(version) && typeof version.gitVersion === 'string' ? version.gitVersion : 'unknown';
  const index = await client.request({ method: 'GET', path: '/openapi/v3' });
  const paths = isRecord(index) && isRecord(index.paths) ? Object.keys(index.paths) : [];
  const wanted = paths.map((p) => ({ path: p, groupVersion: groupVersionOfPath(p) })).filter((p): p is { path: string; groupVersion: string } => p.groupVersion !== undefined);
  const documents = new Map<string, unknown>();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < wanted.length) {
      const item = wanted[next++]!;
      try {
        documents.set(item.groupVersion, await client.request({ method: 'GET', path: `/openapi/v3/${item.path.replace(/^\/+/, '')}` }));
      } catch (error) {
        // Listed in the index but gone since (a CRD deleted meanwhile): it has nothing to offer.
        if (!(error instanceof NotFoundError)) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 8) }, worker));
  return { kubernetesVersion, documents: new Map([...documents].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) };
}
