// Storage version migration of one CRD, the way kube-storage-version-migrator does it: every
// stored object is rewritten through the API server (an unchanged PUT), which stores it at the
// CRD's current storage version; only when every object has been rewritten is
// status.storedVersions trimmed to that version. Then an older version can be unserved and
// removed without losing what etcd holds.
//
// Idempotent and safe to interrupt: a rerun lists again and rewrites again; the API server
// skips the etcd write of an object already stored at the storage version (a no-op update
// keeps its resourceVersion), so a rerun costs reads, not writes. Nothing is trimmed unless a
// complete pass succeeded.
import type { KubeClient } from './client.js';
import { ConflictError, isNotFound } from './errors.js';

export interface MigrationProgress {
  /** Objects rewritten so far (or found already migrated). */
  readonly rewritten: number;
  /** Of those, how many the API server actually wrote (resourceVersion changed). */
  readonly written: number;
  /** Objects deleted while the migration ran (nothing to migrate). */
  readonly vanished: number;
  /** Pages listed so far. */
  readonly pages: number;
}

export interface MigrationResult extends MigrationProgress {
  readonly crd: string;
  readonly storageVersion: string;
  readonly storedVersionsBefore: readonly string[];
  readonly storedVersionsAfter: readonly string[];
}

export interface MigrateStorageOptions {
  readonly client: KubeClient;
  /** The CRD's name, e.g. `tenantonboardings.platform.example.com`. */
  readonly crd: string;
  /** Objects per list page (default 100). */
  readonly pageSize?: number;
  /** Rewrites per second at most (default 50). */
  readonly qps?: number;
  /** List and rewrite, but do not trim storedVersions. */
  readonly skipTrim?: boolean;
  readonly onProgress?: (progress: MigrationProgress) => void;
  /** Injected so tests never sleep for real. */
  readonly sleep?: (ms: number) => Promise<void>;
  readonly now?: () => number;
  readonly signal?: AbortSignal;
}

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

interface CrdView {
  readonly resourceVersion: string;
  readonly group: string;
  readonly plural: string;
  readonly namespaced: boolean;
  readonly storageVersion: string;
  readonly storedVersions: readonly string[];
}

const CRD_PATH = '/apis/apiextensions.k8s.io/v1/customresourcedefinitions';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

async function readCrd(client: KubeClient, name: string): Promise<CrdView> {
  const crd = record(await client.request({ method: 'GET', path: `${CRD_PATH}/${encodeURIComponent(name)}` }));
  const spec = record(crd.spec);
  const versions = Array.isArray(spec.versions) ? spec.versions.map(record) : [];
  const storage = versions.filter((v) => v.storage === true).map((v) => v.name);
  const storageVersion = storage[0];
  if (storage.length !== 1 || typeof storageVersion !== 'string') throw new MigrationError(`CRD ${name} has ${storage.length} storage versions; expected exactly one`);
  const stored = record(crd.status).storedVersions;
  return {
    resourceVersion: String(record(crd.metadata).resourceVersion ?? ''),
    group: String(spec.group ?? ''),
    plural: String(record(spec.names).plural ?? ''),
    namespaced: spec.scope !== 'Cluster',
    storageVersion,
    storedVersions: Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : [],
  };
}

/** Rewrites every object of the CRD at its storage version, then trims storedVersions. */
export async function migrateStorage(options: MigrateStorageOptions): Promise<MigrationResult> {
  const { client } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => Date.now());
  const pageSize = options.pageSize ?? 100;
  const spacingMs = 1000 / (options.qps ?? 50);

  const before = await readCrd(client, options.crd);
  const base = `/apis/${before.group}/${before.storageVersion}`;
  let progress: MigrationProgress = { rewritten: 0, written: 0, vanished: 0, pages: 0 };
  let nextSlot = now();
  let continueToken: string | undefined;
  do {
    if (options.signal?.aborted) throw new MigrationError('interrupted; nothing was trimmed, run it again to finish');
    const page = record(await client.request({ method: 'GET', path: `${base}/${before.plural}`, query: { limit: pageSize, continue: continueToken }, ...(options.signal ? { signal: options.signal } : {}) }));
    const items = Array.isArray(page.items) ? page.items.map(record) : [];
    for (const item of items) {
      const wait = nextSlot - now();
      if (wait > 0) await sleep(wait);
      nextSlot = Math.max(nextSlot, now()) + spacingMs;
      const metadata = record(item.metadata);
      const name = String(metadata.name ?? '');
      const namespace = typeof metadata.namespace === 'string' ? metadata.namespace : undefined;
      const path = `${base}/${before.namespaced && namespace !== undefined ? `namespaces/${encodeURIComponent(namespace)}/` : ''}${before.plural}/${encodeURIComponent(name)}`;
      try {
        // The object exactly as listed, resourceVersion included: a concurrent writer wins (409),
        // and its write stored the object at the storage version anyway.
        const updated = record(await client.request({ method: 'PUT', path, body: { ...item, apiVersion: `${before.group}/${before.storageVersion}` } }));
        const changed = String(record(updated.metadata).resourceVersion ?? '') !== String(metadata.resourceVersion ?? '');
        progress = { ...progress, rewritten: progress.rewritten + 1, written: progress.written + (changed ? 1 : 0) };
      } catch (error) {
        if (error instanceof ConflictError) progress = { ...progress, rewritten: progress.rewritten + 1, written: progress.written + 1 };
        else if (isNotFound(error)) progress = { ...progress, vanished: progress.vanished + 1 };
        else throw error;
      }
    }
    progress = { ...progress, pages: progress.pages + 1 };
    options.onProgress?.(progress);
    const meta = record(page.metadata);
    continueToken = typeof meta.continue === 'string' && meta.continue !== '' ? meta.continue : undefined;
  } while (continueToken !== undefined);

  let after = before.storedVersions;
  if (!options.skipTrim) {
    // Trim only if every object was rewritten to what is still the storage version.
    const current = await readCrd(client, options.crd);
    if (current.storageVersion !== before.storageVersion) {
      throw new MigrationError(`the storage version of ${options.crd} changed from ${before.storageVersion} to ${current.storageVersion} during the migration; run it again`);
    }
    if (current.storedVersions.length !== 1 || current.storedVersions[0] !== current.storageVersion) {
      await client.request({
        method: 'PATCH',
        path: `${CRD_PATH}/${encodeURIComponent(options.crd)}/status`,
        contentType: 'application/merge-patch+json',
        // resourceVersion as a precondition: a concurrent change of the CRD makes this a 409.
        body: { metadata: { resourceVersion: current.resourceVersion }, status: { storedVersions: [current.storageVersion] } },
      });
    }
    after = [current.storageVersion];
  }
  return { crd: options.crd, storageVersion: before.storageVersion, storedVersionsBefore: before.storedVersions, storedVersionsAfter: after, ...progress };
}
