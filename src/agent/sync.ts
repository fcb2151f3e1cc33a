// One revision through the pipeline: gates → staged apply → prune → inventory. Fetching and
// reading the revision happen before (a fetch failure never reaches here, so the previous
// revision stays applied); drift and reporting happen after.
import type { Clock } from '../controller/clock.js';
import { keyOf, objectId, staleEntries, type ObjectKey } from '../core/drift/ownership.js';
import type { Finding } from '../core/findings/finding.js';
import type { KubeObject } from '../core/manifest/manifest.js';
import { isRecord } from '../core/manifest/manifest.js';
import type { KubeClient } from '../io/kube/client.js';
import type { Discovery } from '../io/kube/discovery.js';
import type { Inventory, InventoryStore } from '../io/kube/inventory.js';
import { prune, survivingEntries, type PruneResult } from '../io/kube/prune.js';
import { applyStaged, desiredObjects, type AppliedObject, type ApplyError } from './apply.js';
import { runGates } from './gates.js';
import type { RevisionSources } from './sources.js';

export const SYNC_OUTCOMES = ['applied', 'refused', 'failed'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

/** CamelCase reasons, used in conditions, logs, statuses and check runs. */
export const SYNC_REASONS = ['Applied', 'CheckFailed', 'CrdGateFailed', 'ApplyFailed', 'PruneRefused', 'PruneFailed'] as const;
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
  readonly dryRun: boolean;
}

export interface SyncEnvironment {
  readonly client: KubeClient;
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
  /**
   * Skips objects that are unchanged since the last applied revision and exist live (the
   * drift watch and the periodic scan keep those equal to Git), so a one-tenant commit costs
   * one apply, not one per object. Absent: everything is applied.
   */
  readonly unchanged?: (object: KubeObject) => boolean;
}

export async function syncRevision(env: SyncEnvironment, sources: RevisionSources): Promise<SyncResult> {
  const revision = sources.revision;
  const previous = (await env.inventory.read(env.signal)) ?? { entries: [] };
  const liveCrds = await listLiveCrds(env);
  const gates = runGates({ sources, liveCrds, now: new Date(env.clock.now()) });
  const findings = [...gates.checkFindings, ...gates.crdFindings];
  const base = { revision, findings, dryRun: env.dryRun };

  if (gates.refused) {
    const inventory = { ...previous, attemptedRevision: revision, attemptMessage: refusalMessage(gates.refusedBy, findings) };
    if (!env.dryRun) await env.inventory.write(inventory, env.signal);
    return {
      ...base,
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

  const desired = desiredObjects(gates.manifests.map((m) => m.object), env.sync);
  const desiredKeys = desired.map(keyOf);
  const stale = staleEntries(previous.entries, desiredKeys);

  if ((!sources.pathExists || desired.length === 0) && previous.entries.length > 0 && !env.allowEmptyPrune) {
    const message = `${sources.pathExists ? 'the synced path has no objects' : 'the synced path does not exist'} at ${short(revision)}; refusing to prune all ${previous.entries.length} managed objects (set DRIFTGATE_ALLOW_EMPTY_PRUNE=true to allow it)`;
    const inventory = { ...previous, attemptedRevision: revision, attemptMessage: message };
    if (!env.dryRun) await env.inventory.write(inventory, env.signal);
    return { ...base, outcome: 'refused', reason: 'PruneRefused', message, desired, applied: [], errors: [], pruned: [], inventory };
  }

  const toApply = env.unchanged ? desired.filter((o) => !env.unchanged?.(o)) : desired;
  const applyResult = await applyStaged(
    {
      client: env.client,
      discovery: env.discovery,
      clock: env.clock,
      sync: env.sync,
      fieldManager: env.fieldManager,
      dryRun: env.dryRun,
      ...(env.establishTimeoutMs !== undefined ? { establishTimeoutMs: env.establishTimeoutMs } : {}),
      ...(env.concurrency !== undefined ? { concurrency: env.concurrency } : {}),
      ...(env.signal ? { signal: env.signal } : {}),
    },
    toApply,
  );

  if (applyResult.errors.length > 0) {
    // Keep everything we may own in the inventory: the old entries and whatever was applied.
    const entries = mergeKeys(previous.entries, applyResult.applied.map((a) => a.key));
    const first = applyResult.errors[0];
    const message = `${applyResult.errors.length} object(s) failed to apply${first ? `; first: ${objectId(first.key)}: ${first.message}` : ''}`;
    const inventory = { ...previous, entries, attemptedRevision: revision, attemptMessage: message };
    if (!env.dryRun) await env.inventory.write(inventory, env.signal);
    return { ...base, outcome: 'failed', reason: 'ApplyFailed', message, desired, applied: applyResult.applied, errors: applyResult.errors, pruned: [], inventory };
  }

  const pruned = await prune({ client: env.client, resolver: env.discovery, sync: env.sync, stale, dryRun: env.dryRun, ...(env.signal ? { signal: env.signal } : {}) });
  const survivors = survivingEntries(pruned);
  const inventory: Inventory = { entries: mergeKeys(desiredKeys, survivors), appliedRevision: revision, attemptedRevision: revision };
  if (!env.dryRun) await env.inventory.write(inventory, env.signal);
  if (survivors.length > 0) {
    const message = `${survivors.length} object(s) could not be pruned; they stay in the inventory and are retried`;
    return { ...base, outcome: 'failed', reason: 'PruneFailed', message, desired, applied: applyResult.applied, errors: [], pruned, inventory };
  }
  const deleted = pruned.filter((p) => p.outcome === 'deleted' || p.outcome === 'would-delete').length;
  const skipped = desired.length - toApply.length;
  const message = `${env.dryRun ? 'would apply' : 'applied'} ${applyResult.applied.length} object(s)${skipped > 0 ? ` (${skipped} unchanged)` : ''}${deleted > 0 ? `, ${env.dryRun ? 'would prune' : 'pruned'} ${deleted}` : ''} at ${short(revision)}`;
  return { ...base, outcome: 'applied', reason: 'Applied', message, desired, applied: applyResult.applied, errors: [], pruned, inventory };
}

async function listLiveCrds(env: SyncEnvironment): Promise<unknown[]> {
  const list = await env.client.request<unknown>({ method: 'GET', path: '/apis/apiextensions.k8s.io/v1/customresourcedefinitions', ...(env.signal ? { signal: env.signal } : {}) });
  return isRecord(list) && Array.isArray(list.items) ? list.items : [];
}

function mergeKeys(a: readonly ObjectKey[], b: readonly ObjectKey[]): ObjectKey[] {
  const byId = new Map<string, ObjectKey>();
  for (const k of [...a, ...b]) byId.set(objectId(k), k);
  return [...byId.values()];
}

function refusalMessage(by: 'check' | 'crd-compat' | undefined, findings: readonly Finding[]): string {
  const errors = findings.filter((f) => f.severity === 'error');
  const first = errors[0];
  const where = first?.file !== undefined ? ` (${first.file}${first.line !== undefined ? `:${first.line}` : ''})` : '';
  const gate = by === 'crd-compat' ? 'the CRD compatibility gate' : 'the check';
  return `refused by ${gate}: ${errors.length} error(s)${first ? `; first: ${first.ruleId}: ${first.message}${where}` : ''}`;
}

export function short(revision: string): string {
  return revision.slice(0, 7);
}
