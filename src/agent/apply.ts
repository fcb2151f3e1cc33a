// Staged server-side apply of a revision's objects: CRDs (then wait until Established),
// Namespaces, then everything else with bounded concurrency. Every object carries the sync's
// ownership marks. Errors are collected per object, never thrown half-way.
import { FIELD_MANAGERS } from '../core/kube/well-known.js';
import type { Clock } from '../core/ports/clock.js';
import { sleep } from '../controller/clock.js';
import { keyOf, markOwned, objectId, stageObjects, type ObjectKey } from '../core/drift/ownership.js';
import { isRecord, type KubeObject, type LiveObject } from '../core/manifest/manifest.js';
import { applyObject } from '../io/kube/apply.js';
import type { KubeClient } from '../io/kube/client.js';
import { isTransient, KubeApiError } from '../io/kube/errors.js';
import type { Discovery } from '../io/kube/discovery.js';
import { listNamespaceNames } from '../io/kube/namespaces.js';
import { conditionOf } from '../core/kube/conditions.js';
import { servedVersionsOf } from '../core/kube/crd.js';

export const FIELD_MANAGER = FIELD_MANAGERS.agent;

export interface ApplyEnvironment {
  readonly client: KubeClient;
  readonly discovery: Discovery;
  readonly clock: Clock;
  readonly sync: string;
  readonly fieldManager: string;
  readonly dryRun: boolean;
  /** How long CRDs may take to become Established (default 60 s). */
  readonly establishTimeoutMs?: number;
  /** Parallel applies in the last stage (default 8). */
  readonly concurrency?: number;
  readonly signal?: AbortSignal;
  /**
   * Namespaces and CRDs another shard of the same revision creates, which these objects need:
   * waited for (as long as `establishTimeoutMs`) after this shard's own CRDs and Namespaces, so
   * shards that need each other's never wait for each other first.
   */
  readonly waitFor?: readonly KubeObject[];
}

export interface AppliedObject {
  readonly key: ObjectKey;
  readonly live: LiveObject;
}

export interface ApplyError {
  readonly key: ObjectKey;
  readonly message: string;
  /** True for failures worth retrying unchanged (5xx, network, 429). */
  readonly transient: boolean;
}

export interface StagedApplyResult {
  readonly applied: AppliedObject[];
  readonly errors: ApplyError[];
  /** Objects not attempted because an earlier stage failed. */
  readonly skipped: ObjectKey[];
}

/** Unique desired objects, marked as ours; the first of duplicates wins (the check reports duplicates). */
export function desiredObjects(objects: readonly KubeObject[], sync: string): KubeObject[] {
  const seen = new Set<string>();
  const out: KubeObject[] = [];
  for (const o of objects) {
    const id = objectId(keyOf(o));
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(ownedCopy(o, sync));
  }
  return out;
}

/**
 * Desired objects by the object they were made from, for one sync. The agent's parse memo hands
 * out the same deep-frozen values for a file that did not change, so those give the same desired
 * objects, and comparing a revision with the last one (what to apply, which tenants changed) is
 * an identity check for them instead of a walk. Only frozen inputs are kept (nothing can change
 * them afterwards), and what is handed out is frozen where it was made.
 */
const OWNED_COPIES = new WeakMap<KubeObject, { readonly sync: string; readonly owned: KubeObject }>();

function ownedCopy(o: KubeObject, sync: string): KubeObject {
  const kept = OWNED_COPIES.get(o);
  if (kept !== undefined && kept.sync === sync) return kept.owned;
  const owned = markOwned(stripStatus(o), sync);
  if (!Object.isFrozen(o)) return owned;
  for (const made of [owned.metadata.labels, owned.metadata.annotations, owned.metadata, owned]) Object.freeze(made);
  OWNED_COPIES.set(o, { sync, owned });
  return owned;
}

/** Git may carry `status` (exported objects): never sent in an apply of the main resource. */
function stripStatus(o: KubeObject): KubeObject {
  if (!Object.hasOwn(o, 'status')) return o;
  const { status: _status, ...rest } = o;
  return rest as KubeObject;
}

export async function applyStaged(env: ApplyEnvironment, objects: readonly KubeObject[]): Promise<StagedApplyResult> {
  const stages = stageObjects(objects);
  const applied: AppliedObject[] = [];
  const errors: ApplyError[] = [];
  const skipped: ObjectKey[] = [];

  const run = async (list: readonly KubeObject[], concurrency: number): Promise<void> => {
    await pool(list, concurrency, async (object) => {
      env.signal?.throwIfAborted();
      try {
        const live = await applyObject({ client: env.client, resolver: env.discovery }, object, {
          fieldManager: env.fieldManager,
          force: true,
          dryRun: env.dryRun,
          ...(env.signal ? { signal: env.signal } : {}),
        });
        applied.push({ key: keyOf(object), live });
      } catch (error) {
        errors.push({ key: keyOf(object), message: errorMessage(error), transient: isTransient(error) });
      }
    });
  };

  await run(stages.crds, 4);
  if (stages.crds.length > 0 && errors.length === 0 && !env.dryRun) {
    const waitErrors = await waitEstablished(env, stages.crds.map((c) => c.metadata.name ?? ''));
    errors.push(...waitErrors);
    if (errors.length === 0) errors.push(...(await waitServed(env, stages.crds)));
  }
  env.discovery.invalidate();
  if (errors.length > 0) {
    skipped.push(...stages.namespaces.map(keyOf), ...stages.rest.map(keyOf));
    return { applied, errors, skipped };
  }
  await run(stages.namespaces, 4);
  if (errors.length > 0 && !env.dryRun) {
    skipped.push(...stages.rest.map(keyOf));
    return { applied, errors, skipped };
  }
  if (env.waitFor !== undefined && env.waitFor.length > 0 && !env.dryRun) {
    const crdObjects = env.waitFor.filter((o) => o.kind === 'CustomResourceDefinition');
    errors.push(...(crdObjects.length > 0 ? await waitEstablished(env, crdObjects.map((o) => o.metadata.name ?? '')) : []));
    if (errors.length === 0 && crdObjects.length > 0) errors.push(...(await waitServed(env, crdObjects)));
    const namespaces = env.waitFor.filter((o) => o.apiVersion === 'v1' && o.kind === 'Namespace').map((o) => o.metadata.name ?? '');
    if (errors.length === 0 && namespaces.length > 0) errors.push(...(await waitNamespaces(env, namespaces)));
    env.discovery.invalidate();
    if (errors.length > 0) {
      skipped.push(...stages.rest.map(keyOf));
      return { applied, errors, skipped };
    }
  }
  await run(stages.rest, env.concurrency ?? 8);
  return { applied, errors, skipped };
}

/**
 * Runs `round` every `intervalMs` until it reports nothing left pending (true), or until the
 * establish timeout has passed (false). The CRD and namespace waits share this loop.
 */
async function pollWithinEstablishTimeout(env: ApplyEnvironment, intervalMs: number, round: () => Promise<boolean>): Promise<boolean> {
  const started = env.clock.monotonic();
  for (;;) {
    if (await round()) return true;
    if (env.clock.monotonic() - started >= establishTimeout(env)) return false;
    await sleep(env.clock, intervalMs, env.signal);
  }
}

const establishTimeout = (env: ApplyEnvironment): number => env.establishTimeoutMs ?? 60_000;

/** Polls CRDs until each has Established=True, or gives up after the timeout. */
async function waitEstablished(env: ApplyEnvironment, names: readonly string[]): Promise<ApplyError[]> {
  const pending = new Set(names);
  const lastReason = new Map<string, string>();
  const done = await pollWithinEstablishTimeout(env, 200, async () => {
    for (const name of [...pending]) {
      try {
        const crd = await env.client.request<unknown>({ method: 'GET', path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${encodeURIComponent(name)}`, ...(env.signal ? { signal: env.signal } : {}) });
        const cond = conditionOf(crd, 'Established');
        if (cond?.status === 'True') pending.delete(name);
        else lastReason.set(name, cond ? `${cond.reason}: ${cond.message}` : 'no Established condition yet');
      } catch (error) {
        lastReason.set(name, errorMessage(error));
      }
    }
    return pending.size === 0;
  });
  if (done) return [];
  return [...pending].map((name) => ({
    key: { apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', name },
    message: `not Established within ${Math.round(establishTimeout(env) / 1000)} s (${lastReason.get(name) ?? 'unknown'})`,
    transient: true,
  }));
}

/**
 * Established is not yet served: the API server installs a new kind's handlers and discovery
 * entry a moment later, asynchronously, and an apply in between fails with "not served" (seen
 * under load). Polls discovery, fresh each round, until every served version of each CRD lists
 * its kind, or gives up after the establish timeout (transient: retried at the next sync).
 */
async function waitServed(env: ApplyEnvironment, crds: readonly KubeObject[]): Promise<ApplyError[]> {
  const pending = new Map<string, { apiVersion: string; kind: string; crd: string }>();
  for (const crd of crds) {
    const spec = isRecord(crd.spec) ? crd.spec : {};
    const names = isRecord(spec.names) ? spec.names : {};
    if (typeof spec.group !== 'string' || typeof names.kind !== 'string') continue;
    for (const version of servedVersionsOf(crd)) {
      const apiVersion = `${spec.group}/${version}`;
      pending.set(`${apiVersion}/${names.kind}`, { apiVersion, kind: names.kind, crd: crd.metadata.name ?? '' });
    }
  }
  const done = await pollWithinEstablishTimeout(env, 200, async () => {
    for (const [id, { apiVersion, kind }] of [...pending]) {
      if (await env.discovery.isServed(apiVersion, kind).catch(() => false)) pending.delete(id);
    }
    return pending.size === 0;
  });
  if (done) return [];
  return [...new Set([...pending.values()].map((p) => p.crd))].map((name) => ({
    key: { apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition', name },
    message: `Established but its kinds not served within ${Math.round(establishTimeout(env) / 1000)} s`,
    transient: true,
  }));
}

/** Polls (one metadata list per round) until every namespace exists, or gives up after the timeout (transient: retried). */
async function waitNamespaces(env: ApplyEnvironment, names: readonly string[]): Promise<ApplyError[]> {
  let pending = [...new Set(names)];
  let lastError = 'not created yet by its shard';
  const done = await pollWithinEstablishTimeout(env, 250, async () => {
    try {
      const live = await listNamespaceNames(env.client, env.signal);
      pending = pending.filter((n) => !live.has(n));
    } catch (error) {
      env.signal?.throwIfAborted();
      lastError = errorMessage(error);
    }
    return pending.length === 0;
  });
  if (done) return [];
  return pending.map((name) => ({ key: { apiVersion: 'v1', kind: 'Namespace', name }, message: `does not exist within ${Math.round(establishTimeout(env) / 1000)} s (${lastError}); another shard creates it`, transient: true }));
}

export function errorMessage(error: unknown): string {
  if (error instanceof KubeApiError) {
    const causes = error.causes.map((c) => [c.field, c.message].filter(Boolean).join(': ')).filter((s) => s !== '');
    return causes.length > 0 && !causes.every((c) => error.message.includes(c)) ? `${error.message} (${causes.join('; ')})` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Runs `fn` over items with at most `limit` in flight. */
export async function pool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  });
  await Promise.all(workers);
}
