// Drift: what the cluster would change if Git were applied now, field by field, for the fields
// our field manager owns. The desired side is a server-side apply dry-run of the Git object
// (so defaults, conversion and admission are the API server's), the live side is the object
// as it is. Used by the agent after every sync and on watch events, and by `driftgate diff`.
import { diffObject, type ObjectDiff } from '../core/drift/diff.js';
import type { CompiledIgnoreRule } from '../core/drift/ignore.js';
import { keyOf, objectId, ownership, type ObjectKey } from '../core/drift/ownership.js';
import type { DriftReport } from '../core/drift/render.js';
import type { KubeObject, LiveObject } from '../core/manifest/manifest.js';
import { applyObject } from '../io/kube/apply.js';
import { resourcePath, type KubeClient } from '../io/kube/client.js';
import { isNotFound, KubeApiError } from '../io/kube/errors.js';
import { KindNotServedError, type Discovery } from '../io/kube/discovery.js';
import { errorMessage, pool } from './apply.js';

export interface DriftEnvironment {
  /** Reads the live side. */
  readonly client: KubeClient;
  /** Dry-runs as the sync's identity (default: `client`). */
  readonly writeClient?: KubeClient;
  readonly discovery: Discovery;
  readonly fieldManager: string;
  readonly ignore: readonly CompiledIgnoreRule[];
  readonly concurrency?: number;
  readonly signal?: AbortSignal;
}

export interface ObjectDrift {
  readonly key: ObjectKey;
  readonly diff: ObjectDiff;
  /** The live object when it exists (for events and health). */
  readonly live: LiveObject | undefined;
}

/** Reads the live object, or undefined when it (or its kind) does not exist. */
export async function readLive(env: Pick<DriftEnvironment, 'client' | 'discovery' | 'signal'>, key: ObjectKey): Promise<LiveObject | undefined> {
  let path: string;
  try {
    const resource = await env.discovery.resolve(key.apiVersion, key.kind);
    path = resourcePath(resource, { name: key.name, ...(key.namespace !== undefined ? { namespace: key.namespace } : {}) });
  } catch (error) {
    if (error instanceof KindNotServedError) return undefined;
    throw error;
  }
  try {
    return await env.client.request<LiveObject>({ method: 'GET', path, ...(env.signal ? { signal: env.signal } : {}) });
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * The drift of one object. `pendingCreates` names ids created by the same sync (a namespace or
 * CRD that does not exist yet): a dry-run of their contents cannot succeed, so those objects
 * are reported as creates without field details.
 */
export async function objectDrift(env: DriftEnvironment, desired: KubeObject, options: { pendingCreates?: ReadonlySet<string>; live?: LiveObject | null } = {}): Promise<ObjectDrift> {
  const key = keyOf(desired);
  const live = options.live === undefined ? await readLive(env, key) : options.live ?? undefined;
  try {
    const dryRun = await applyObject({ client: env.writeClient ?? env.client, resolver: env.discovery }, desired, {
      fieldManager: env.fieldManager,
      force: true,
      dryRun: true,
      ...(env.signal ? { signal: env.signal } : {}),
    });
    return { key, live, diff: diffObject({ desired: dryRun, live, manager: env.fieldManager, ignore: env.ignore }) };
  } catch (error) {
    const blockedByCreate =
      live === undefined &&
      (error instanceof KindNotServedError || (error instanceof KubeApiError && error.status === 404)) &&
      (options.pendingCreates?.has(namespaceId(key)) === true || options.pendingCreates?.has(crdIdFor(key)) === true);
    if (blockedByCreate) return { key, live, diff: { ref: refOfKey(key), action: 'create', differences: [], ignored: [] } };
    throw error;
  }
}

export interface DriftScan {
  readonly report: DriftReport;
  readonly drifts: readonly ObjectDrift[];
}

/** Drift of every desired object, plus the prune preview of inventory entries that left Git. */
export async function scanDrift(env: DriftEnvironment, desired: readonly KubeObject[], options: { stale?: readonly ObjectKey[]; sync?: string; pendingCreates?: ReadonlySet<string> } = {}): Promise<DriftScan> {
  const drifts: ObjectDrift[] = [];
  const errors: { ref: ReturnType<typeof refOfKey>; message: string }[] = [];
  await pool(desired, env.concurrency ?? 8, async (object) => {
    try {
      drifts.push(await objectDrift(env, object, options.pendingCreates ? { pendingCreates: options.pendingCreates } : {}));
    } catch (error) {
      errors.push({ ref: refOfKey(keyOf(object)), message: errorMessage(error) });
    }
  });
  drifts.sort((a, b) => (objectId(a.key) < objectId(b.key) ? -1 : 1));
  const prune: ObjectKey[] = [];
  for (const key of options.stale ?? []) {
    const live = await readLive(env, key);
    if (live && options.sync !== undefined && ownership(live, options.sync, key) === 'owned') prune.push(key);
  }
  return { drifts, report: { objects: drifts.map((d) => d.diff), prune: prune.map(refOfKey), errors } };
}

export function refOfKey(key: ObjectKey): { apiVersion: string; kind: string; namespace?: string; name: string } {
  return { apiVersion: key.apiVersion, kind: key.kind, ...(key.namespace !== undefined ? { namespace: key.namespace } : {}), name: key.name };
}

function namespaceId(key: ObjectKey): string {
  return objectId({ apiVersion: 'v1', kind: 'Namespace', name: key.namespace ?? '' });
}

function crdIdFor(key: ObjectKey): string {
  const group = key.apiVersion.includes('/') ? key.apiVersion.slice(0, key.apiVersion.indexOf('/')) : '';
  return `crd-group:${group}`;
}

/** Ids `pendingCreates` understands for a set of desired objects that do not exist yet. */
export function pendingCreateIds(created: readonly KubeObject[]): Set<string> {
  const ids = new Set<string>();
  for (const o of created) {
    if (o.kind === 'Namespace' && o.apiVersion === 'v1') ids.add(objectId(keyOf(o)));
    if (o.kind === 'CustomResourceDefinition') {
      const spec = o.spec;
      const group = typeof spec === 'object' && spec !== null && typeof (spec as { group?: unknown }).group === 'string' ? (spec as { group: string }).group : '';
      ids.add(`crd-group:${group}`);
    }
  }
  return ids;
}
