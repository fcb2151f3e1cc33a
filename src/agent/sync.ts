// One revision through the pipeline: gates → staged apply → prune → inventory. Fetching and
// reading the revision happen before (a fetch failure never reaches here, so the previous
// revision stays applied); drift and reporting happen after.
import type { Clock } from '../core/ports/clock.js';
import type { ObjectKey } from '../core/drift/ownership.js';
import { keyOf, objectId, staleEntries } from '../core/drift/ownership.js';
import type { Finding } from '../core/findings/finding.js';
import { isRecord, splitApiVersion, type KubeObject, type Manifest } from '../core/manifest/manifest.js';
import { crdObjectsPath } from '../core/kube/crd.js';
import type { YamlParseCache } from '../core/yaml/parse.js';
import type { VerdictMemo } from '../core/memo/verdict-memo.js';
import { METADATA_LIST_ACCEPT, type KubeClient } from '../io/kube/client.js';
import { isNotFound, KubeApiError } from '../io/kube/errors.js';
import type { Discovery } from '../io/kube/discovery.js';
import type { Inventory, InventoryEntry, InventoryStore } from '../io/kube/inventory.js';
import { listNamespaceNames } from '../io/kube/namespaces.js';
import { keptCrdEntries, prune, survivingEntries, type PruneResult } from '../io/kube/prune.js';
import { applyStaged, desiredObjects, type AppliedObject, type ApplyError } from './apply.js';
import { inShard, markShard, splitStale, type AgentShard } from './shard.js';
import { runGates } from './gates.js';
import type { SyncPhase } from './metrics.js';
import { isCrdManifest } from '../core/kube/crd.js';
import { adoptionGate, manifestsById, preflightDryRun, requestNamespaceList, resolveScopes, scopeGate, withDefaultNamespace, type GuardSettings } from './guard.js';
import type { RevisionSources } from './sources.js';

export const SYNC_OUTCOMES = ['applied', 'refused', 'failed'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

/** CamelCase reasons, used in conditions, logs, statuses and check runs. */
export const SYNC_REASONS = ['Applied', 'CheckFailed', 'CrdGateFailed', 'ScopeRefused', 'AdoptionRefused', 'DryRunRejected', 'ApplyFailed', 'PruneRefused', 'PruneFailed'] as const;
export type SyncReason = (typeof SYNC_REASONS)[number];

export interface SyncResult {
  readonly revision: string;
  readonly outcome: SyncOutcome;
  readonly reason: SyncReason;
  readonly message: string;
  /** Gate findings (check and CRD gate); for a refused revision these say why. */
  readonly findings: readonly Finding[];
  /** The objects Git wants, marked as ours. */
  readonly desired: readonly KubeObject[];
  readonly applied: readonly AppliedObject[];
  readonly errors: readonly ApplyError[];
  readonly pruned: readonly PruneResult[];
  /** The inventory after this sync. */
  readonly inventory: Inventory;
  /** Every object of the revision as the gate read it (rendered kustomizations included). */
  readonly manifests?: readonly Manifest[];
  readonly dryRun: boolean;
}

export interface SyncEnvironment {
  /** The agent's own identity: reads, the inventory. */
  readonly client: KubeClient;
  /** The sync's identity for every apply, dry-run and delete (an impersonated service account); default `client`. */
  readonly writeClient?: KubeClient;
  /** Scope, adoption and preflight guards; absent only in tools that judge nothing (never in the agent). */
  readonly guard?: GuardSettings;
  /** The uid of a live object the agent already watches (for inventory entries of unchanged objects). */
  readonly liveUid?: (key: ObjectKey) => string | undefined;
  readonly discovery: Discovery;
  readonly inventory: InventoryStore;
  readonly clock: Clock;
  readonly sync: string;
  readonly fieldManager: string;
  readonly dryRun: boolean;
  /** Prune everything when the path is empty or missing (default false: refuse). */
  readonly allowEmptyPrune: boolean;
  readonly establishTimeoutMs?: number;
  readonly concurrency?: number;
  readonly signal?: AbortSignal;
  /** Parse results of earlier revisions (the agent's ParseMemo): unchanged files are not parsed again. */
  readonly parseCache?: YamlParseCache;
  /** Per-object verdicts of earlier revisions (the agent's VerdictMemo): unchanged objects are not judged again. */
  readonly verdictMemo?: VerdictMemo;
  /**
   * Skips objects that are unchanged since the last applied revision and exist live (the
   * drift watch and the periodic scan keep those equal to Git), so a one-tenant commit costs
   * one apply, not one per object. `id` is the object's objectId. Absent: everything is applied.
   */
  readonly unchanged?: (object: KubeObject, id: string) => boolean;
  /** The objects of the last applied revision: annotation waivers count only when it carried them (absent: a first sync). */
  readonly waiverBase?: readonly Manifest[];
  /** One shard of a sharded sync (docs/agent.md "Sharding"); absent: the whole revision is this sync's. */
  readonly shard?: ShardEnvironment;
  /**
   * The check and the CRD gate admitted the revision: its desired objects (this shard's), before
   * the cluster's gates (scope, adoption, dry-run) and the apply. The agent tells the tenants the
   * revision changes that it is on its way (`pending`) from here. Not called on a dry run.
   */
  readonly onJudged?: (desired: readonly KubeObject[]) => void;
  /** A step of the pipeline ended (the agent times them: driftgate_sync_phase_seconds); called on the way to an apply. */
  readonly onStep?: (step: SyncPhase) => void;
}

/**
 * A shard's part of the pipeline: the check and the CRD gate judge the whole revision (every shard
 * gives the same verdict); the scope gate, adoption, preflight, apply, prune and the inventory
 * cover the shard's objects only. A stale entry another shard now wants is handed over, not pruned.
 */
export interface ShardEnvironment extends AgentShard {
  /** The unsharded inventory: while the shard's own does not exist, its entries of this shard are the previous ones (read only). */
  readonly legacyInventory?: InventoryStore;
  /** The uids the other shards' inventories record (a Namespace is pruned only when everything in it is this sync's). */
  readonly ownedElsewhere?: (signal?: AbortSignal) => Promise<ReadonlySet<string>>;
}

/** The objects of one shard (marked with its shard label when there are several); all of them without a shard. */
export function shardPart(objects: readonly KubeObject[], shard: AgentShard | undefined): KubeObject[] {
  if (shard === undefined) return [...objects];
  return objects.filter((o) => inShard(keyOf(o), shard)).map((o) => markShard(o, shard));
}

/** The previous inventory of this sync or shard; for a new shard, its part of the unsharded one (never its revisions). */
async function readPrevious(env: SyncEnvironment): Promise<Inventory> {
  const own = await env.inventory.read(env.signal);
  if (own !== undefined) return own;
  const shard = env.shard;
  const legacy = shard?.legacyInventory ? await shard.legacyInventory.read(env.signal) : undefined;
  if (shard === undefined || legacy === undefined) return { entries: [] };
  return { entries: legacy.entries.filter((e) => inShard(e, shard)) };
}

export async function syncRevision(env: SyncEnvironment, sources: RevisionSources): Promise<SyncResult> {
  const revision = sources.revision;
  // Every namespace of the cluster, for the scope gate: asked for now, so the answer travels while the revision is judged.
  const namespaces = env.guard ? (env.guard.namespaces?.(env.signal) ?? requestNamespaceList({ client: env.client, ...(env.signal ? { signal: env.signal } : {}) })) : undefined;
  const previous = await readPrevious(env);
  const shard = env.shard;
  const liveCrds = await listLiveCrds(env);
  // The CRDs this sync manages: one the revision no longer has is a removed CRD, judged by how
  // many objects of its kind the cluster holds.
  const managedCrds = new Set(previous.entries.filter((e) => e.apiVersion === 'apiextensions.k8s.io/v1' && e.kind === 'CustomResourceDefinition').map((e) => e.name));
  const liveObjectCounts = await countLiveObjects(env, liveCrds, managedCrds);
  env.onStep?.('cluster-read');
  const gates = await runGates({ sources, liveCrds, managedCrds, liveObjectCounts, ...(env.waiverBase ? { waiverBase: env.waiverBase } : {}), ...(env.parseCache ? { parseCache: env.parseCache } : {}), ...(env.verdictMemo ? { verdictMemo: env.verdictMemo } : {}), now: new Date(env.clock.now()) });
  const findings = [...gates.checkFindings, ...gates.crdFindings];
  const base = { revision, findings, dryRun: env.dryRun, manifests: gates.manifests };

  const guard = env.guard;
  const writeClient = env.writeClient ?? env.client;
  const crdManifests = parseCrdManifests(gates);
  const namespacedOf = await resolveScopes({ discovery: env.discovery }, gates.manifests, crdManifests);
  const isNamespaced = (o: KubeObject): boolean => namespacedOf(o.apiVersion, o.kind) ?? false;
  const defaultNamespace = guard?.defaultNamespace;
  const whole = desiredObjects(gates.manifests.map((m) => withDefaultNamespace(m.object, defaultNamespace, isNamespaced)), env.sync);
  const desired = shardPart(whole, shard);
  const located = manifestsById(gates.manifests, defaultNamespace, isNamespaced);
  const desiredKeys = desired.map(keyOf);
  // Each id made once: a one-tenant commit of a large repository walks these lists several times.
  const desiredIds = desiredKeys.map(objectId);
  const desiredIdSet = new Set(desiredIds);
  if (!gates.refused && !env.dryRun) env.onJudged?.(desired);
  env.onStep?.('judge');
  // Sharded: what another shard of this revision wants is handed over (dropped here, never deleted).
  const stale = shard ? splitStale(staleEntries(previous.entries, desiredIdSet), new Set(whole.map((o) => objectId(keyOf(o))))).prune : staleEntries(previous.entries, desiredIdSet);
  const shardManifests = shard ? gates.manifests.filter((m) => inShard(keyOf(withDefaultNamespace(m.object, defaultNamespace, isNamespaced)), shard)) : gates.manifests;
  const refuse = async (reason: SyncReason, guardFindings: readonly Finding[], what: string): Promise<SyncResult> => {
    const all = [...findings, ...guardFindings];
    const message = refusalMessage(what, guardFindings);
    const inventory = { ...previous, attemptedRevision: revision, attemptMessage: message };
    if (!env.dryRun) await env.inventory.write(inventory, env.signal);
    return { ...base, findings: all, outcome: 'refused', reason, message, desired: [], applied: [], errors: [], pruned: [], inventory };
  };
  const guardEnv = {
    client: env.client,
    writeClient,
    discovery: env.discovery,
    sync: env.sync,
    fieldManager: env.fieldManager,
    ...(env.concurrency !== undefined ? { concurrency: env.concurrency } : {}),
    ...(env.signal ? { signal: env.signal } : {}),
    ...(guard?.adoptCrds !== undefined ? { adoptCrds: guard.adoptCrds } : {}),
  };

  // The scope is judged even when the check refused, so one refusal lists every reason.
  const scopeFindings = guard ? await scopeGate(guardEnv, guard, { manifests: shardManifests, tenantsOf: gates.manifests, crds: crdManifests, previous: previous.entries, namespaced: namespacedOf, ...(namespaces ? { namespaces } : {}) }) : [];
  if (gates.refused) {
    const all = [...findings, ...scopeFindings];
    const inventory = { ...previous, attemptedRevision: revision, attemptMessage: refusalMessage(gates.refusedBy === 'crd-compat' ? 'the CRD compatibility gate' : 'the check', findings) };
    if (!env.dryRun) await env.inventory.write(inventory, env.signal);
    return {
      ...base,
      findings: all,
      outcome: 'refused',
      reason: gates.refusedBy === 'crd-compat' ? 'CrdGateFailed' : 'CheckFailed',
      message: inventory.attemptMessage,
      desired: [],
      applied: [],
      errors: [],
      pruned: [],
      inventory,
    };
  }
  if (scopeFindings.some((f) => f.severity === 'error')) return refuse('ScopeRefused', scopeFindings, "the sync's scope");

  if ((!sources.pathExists || whole.length === 0) && previous.entries.length > 0 && !env.allowEmptyPrune) {
    const message = `${sources.pathExists ? 'the synced path has no objects' : 'the synced path does not exist'} at ${short(revision)}; refusing to prune all ${previous.entries.length} managed objects (set DRIFTGATE_ALLOW_EMPTY_PRUNE=true to allow it)`;
    const inventory = { ...previous, attemptedRevision: revision, attemptMessage: message };
    if (!env.dryRun) await env.inventory.write(inventory, env.signal);
    return { ...base, outcome: 'refused', reason: 'PruneRefused', message, desired, applied: [], errors: [], pruned: [], inventory };
  }

  const unchanged = env.unchanged;
  // each object with the id made for it above (the same order as desired)
  const toApply = unchanged ? desired.filter((o, i) => !unchanged(o, desiredIds[i] ?? objectId(keyOf(o)))) : desired;
  // Sharded: Namespaces and CRDs another shard creates for this shard's objects (waited for before they are applied).
  const elsewhere = shard ? await pendingElsewhere(env, toApply, whole.filter((o) => !inShard(keyOf(o), shard)), liveCrds) : [];
  if (guard) {
    const adoption = await adoptionGate(guardEnv, toApply, previous.entries, located);
    if (adoption.findings.length > 0) return refuse('AdoptionRefused', adoption.findings, 'ownership (no takeover)');
    if (!env.dryRun) {
      const preflight = await preflightDryRun(guardEnv, toApply, adoption.verdicts, located, elsewhere);
      if (preflight.rejected.length > 0) return refuse('DryRunRejected', preflight.rejected, "the API server's dry-run as the sync's identity");
      if (preflight.transient.length > 0) {
        const first = preflight.transient[0];
        const message = `${preflight.transient.length} object(s) could not be dry-run${first ? `; first: ${objectId(first.key)}: ${first.message}` : ''}; nothing was written, retrying`;
        const inventory = { ...previous, attemptedRevision: revision, attemptMessage: message };
        await env.inventory.write(inventory, env.signal);
        const errors = preflight.transient.map((t) => ({ key: t.key, message: t.message, transient: true }));
        return { ...base, outcome: 'failed', reason: 'ApplyFailed', message, desired, applied: [], errors, pruned: [], inventory };
      }
    }
  }

  env.onStep?.('guards');
  const applyResult = await applyStaged(
    {
      client: writeClient,
      discovery: env.discovery,
      clock: env.clock,
      sync: env.sync,
      fieldManager: env.fieldManager,
      dryRun: env.dryRun,
      ...(env.establishTimeoutMs !== undefined ? { establishTimeoutMs: env.establishTimeoutMs } : {}),
      ...(env.concurrency !== undefined ? { concurrency: env.concurrency } : {}),
      ...(env.signal ? { signal: env.signal } : {}),
      ...(elsewhere.length > 0 ? { waitFor: elsewhere } : {}),
    },
    toApply,
  );
  const appliedEntries: InventoryEntry[] = applyResult.applied.map((a) => ({ ...a.key, ...(a.live.metadata.uid ? { uid: a.live.metadata.uid } : {}) }));

  if (applyResult.errors.length > 0) {
    // Keep everything we may own in the inventory: the old entries and whatever was applied.
    const entries = mergeEntries(previous.entries, appliedEntries);
    const first = applyResult.errors[0];
    const message = `${applyResult.errors.length} object(s) failed to apply${first ? `; first: ${objectId(first.key)}: ${first.message}` : ''}`;
    const inventory = { ...previous, entries, attemptedRevision: revision, attemptMessage: message };
    if (!env.dryRun) await env.inventory.write(inventory, env.signal);
    return { ...base, outcome: 'failed', reason: 'ApplyFailed', message, desired, applied: applyResult.applied, errors: applyResult.errors, pruned: [], inventory };
  }

  // Every desired object with its uid: just applied, or unchanged (recorded before, or watched live).
  const previousById = new Map(previous.entries.map((e) => [objectId(e), e]));
  const appliedById = new Map(appliedEntries.map((e) => [objectId(e), e]));
  const desiredEntries: InventoryEntry[] = desiredKeys.map((k, i) => {
    const id = desiredIds[i] ?? objectId(k);
    const before = previousById.get(id);
    const uid = appliedById.get(id)?.uid ?? before?.uid ?? env.liveUid?.(k);
    // The entry recorded before when nothing in it changed (the inventory then writes it as it was).
    if (before !== undefined && before.uid === uid && before.apiVersion === k.apiVersion && before.kind === k.kind && before.namespace === k.namespace && before.name === k.name) return before;
    return { ...k, ...(uid ? { uid } : {}) };
  });
  // What prune may find in a Namespace it deletes: asked for only when something is stale.
  const ownedUids = stale.length === 0 ? new Set<string>() : new Set([...desiredEntries, ...stale].flatMap((e) => (e.uid ? [e.uid] : [])));
  if (shard?.ownedElsewhere && stale.some((e) => e.apiVersion === 'v1' && e.kind === 'Namespace')) {
    // A Namespace of this shard may hold other shards' objects: they are this sync's too.
    for (const uid of await shard.ownedElsewhere(env.signal)) ownedUids.add(uid);
  }
  const pruned = await prune({ client: writeClient, readClient: env.client, resolver: env.discovery, sync: env.sync, stale, ownedUids, pruneCrds: guard?.pruneCrds === true, dryRun: env.dryRun, ...(env.signal ? { signal: env.signal } : {}) });
  const survivors = survivingEntries(pruned, stale);
  // CRDs kept by prune stay this sync's: they remain in the inventory.
  const kept = [...survivors, ...keptCrdEntries(pruned, stale)];
  // The desired entries have one id each (desiredObjects keeps the first of a kind): nothing to merge when nothing stays.
  const inventory: Inventory = { entries: kept.length === 0 ? desiredEntries : mergeEntries(desiredEntries, kept), appliedRevision: revision, attemptedRevision: revision };
  env.onStep?.('apply');
  if (!env.dryRun) await env.inventory.write(inventory, env.signal);
  env.onStep?.('inventory');
  if (survivors.length > 0) {
    const message = `${survivors.length} object(s) could not be pruned; they stay in the inventory and are retried`;
    return { ...base, outcome: 'failed', reason: 'PruneFailed', message, desired, applied: applyResult.applied, errors: [], pruned, inventory };
  }
  const deleted = pruned.filter((p) => p.outcome === 'deleted' || p.outcome === 'would-delete').length;
  const skipped = desired.length - toApply.length;
  const message = `${env.dryRun ? 'would apply' : 'applied'} ${applyResult.applied.length} object(s)${skipped > 0 ? ` (${skipped} unchanged)` : ''}${deleted > 0 ? `, ${env.dryRun ? 'would prune' : 'pruned'} ${deleted}` : ''} at ${short(revision)}`;
  return { ...base, outcome: 'applied', reason: 'Applied', message, desired, applied: applyResult.applied, errors: [], pruned, inventory };
}

/**
 * The Namespaces and CRDs of the revision that another shard creates, that this shard's objects
 * need and that do not exist yet: the preflight defers the objects in them, the apply waits for them.
 */
async function pendingElsewhere(env: SyncEnvironment, toApply: readonly KubeObject[], others: readonly KubeObject[], liveCrds: readonly unknown[]): Promise<KubeObject[]> {
  const namespaces = new Set(toApply.flatMap((o) => (o.metadata.namespace ? [o.metadata.namespace] : [])));
  const groups = new Set(toApply.map((o) => splitApiVersion(o.apiVersion).group));
  const liveCrdNames = new Set(liveCrds.flatMap((c) => (isRecord(c) && isRecord(c.metadata) && typeof c.metadata.name === 'string' ? [c.metadata.name] : [])));
  const crds = others.filter((o) => o.kind === 'CustomResourceDefinition' && isRecord(o.spec) && typeof o.spec.group === 'string' && groups.has(o.spec.group) && !liveCrdNames.has(o.metadata.name ?? ''));
  const wanted = others.filter((o) => o.apiVersion === 'v1' && o.kind === 'Namespace' && namespaces.has(o.metadata.name ?? ''));
  if (wanted.length === 0) return crds;
  // A few (a commit changing some tenants): a GET each; many (a first sync): one metadata list.
  if (wanted.length <= 20) {
    const missing: KubeObject[] = [];
    for (const o of wanted) if (!(await namespaceExists(env, o.metadata.name ?? ''))) missing.push(o);
    return [...crds, ...missing];
  }
  const live = await listNamespaceNames(env.client, env.signal);
  return [...crds, ...wanted.filter((o) => !live.has(o.metadata.name ?? ''))];
}

async function namespaceExists(env: SyncEnvironment, name: string): Promise<boolean> {
  try {
    await env.client.request({ method: 'GET', path: `/api/v1/namespaces/${encodeURIComponent(name)}`, accept: 'application/json;as=PartialObjectMetadata;g=meta.k8s.io;v=v1,application/json', ...(env.signal ? { signal: env.signal } : {}) });
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/** CRD manifests the scope needs for custom kinds: among the synced files and deploy/crds. */
function parseCrdManifests(gates: Awaited<ReturnType<typeof runGates>>): Manifest[] {
  return gates.manifests.filter(isCrdManifest);
}

/** How many objects of each managed live CRD's kind exist (one page of one object each: the remaining count is the server's). */
async function countLiveObjects(env: SyncEnvironment, liveCrds: readonly unknown[], managed: ReadonlySet<string>): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const crd of liveCrds) {
    if (!isRecord(crd) || !isRecord(crd.metadata) || typeof crd.metadata.name !== 'string' || !managed.has(crd.metadata.name)) continue;
    // The storage version, metadata only: a conversion webhook that is down cannot fail the count.
    const objectsPath = crdObjectsPath(crd);
    if (objectsPath === undefined) continue;
    let list: unknown;
    try {
      list = await env.client.request<unknown>({
        method: 'GET',
        path: `${objectsPath}?limit=1`,
        accept: METADATA_LIST_ACCEPT,
        ...(env.signal ? { signal: env.signal } : {}),
      });
    } catch (error) {
      // The server answered but would not list (a conversion failure, no permission): not counted,
      // and the gate then judges as if objects exist (a removed CRD stays an error). A transport
      // failure fails the sync, which is retried.
      if (error instanceof KubeApiError) continue;
      throw error;
    }
    if (!isRecord(list) || !Array.isArray(list.items)) continue;
    const remaining = isRecord(list.metadata) && typeof list.metadata.remainingItemCount === 'number' ? list.metadata.remainingItemCount : 0;
    const more = isRecord(list.metadata) && typeof list.metadata.continue === 'string' && list.metadata.continue !== '';
    // Without remainingItemCount, a continue token still says there are more than one.
    counts.set(crd.metadata.name, list.items.length + (remaining > 0 ? remaining : more ? 1 : 0));
  }
  return counts;
}

async function listLiveCrds(env: SyncEnvironment): Promise<unknown[]> {
  const list = await env.client.request<unknown>({ method: 'GET', path: '/apis/apiextensions.k8s.io/v1/customresourcedefinitions', ...(env.signal ? { signal: env.signal } : {}) });
  return isRecord(list) && Array.isArray(list.items) ? list.items : [];
}

/** Later entries win (they carry the newer uid). */
function mergeEntries(a: readonly InventoryEntry[], b: readonly InventoryEntry[]): InventoryEntry[] {
  const byId = new Map<string, InventoryEntry>();
  for (const k of [...a, ...b]) byId.set(objectId(k), k);
  return [...byId.values()];
}

function refusalMessage(what: string, findings: readonly Finding[]): string {
  const errors = findings.filter((f) => f.severity === 'error');
  const first = errors[0];
  const where = first?.file !== undefined ? ` (${first.file}${first.line !== undefined ? `:${first.line}` : ''})` : '';
  return `refused by ${what}: ${errors.length} error(s)${first ? `; first: ${first.ruleId}: ${first.message}${where}` : ''}`;
}

export function short(revision: string): string {
  return revision.slice(0, 7);
}
