// The TenantOnboarding reconciler. One entry point, level-based: every call re-reads the
// TenantOnboarding and its children from the informer caches, re-derives the desired children
// (src/core/tenant), applies only the ones that differ from what this field manager last
// applied, and writes status on the way out, only when it changed. Failures map to outcomes
// in one place (outcomeFor), not in copy-pasted branches.
//
// Ownership (docs/adr/0004-operator-ownership.md): the Namespace is cluster-scoped and cannot
// be owned by a namespaced TenantOnboarding, so a finalizer holds the TenantOnboarding until
// the Namespace is deleted (deletion policy Delete) or released (Retain). The other children
// live in the tenant namespace and go with it; they carry owner references only when the
// TenantOnboarding lives in that same namespace, the one case Kubernetes allows.
import { FIELD_MANAGERS } from '../core/kube/well-known.js';
import { compareQuantities, parseQuantity } from '../core/cel/quantity.js';
import type { KubeObject, LiveObject } from '../core/manifest/manifest.js';
import {
  CHILD_CONDITIONS,
  computeTenantStatus,
  findCondition,
  parseTenantStatus,
  statusEquals,
  transitions,
  type ChildCondition,
  type ChildOutcome,
  type OutcomeKind,
  type ReconcileOutcome,
  type TenantStatus,
} from '../core/tenant/conditions.js';
import { childOwner, desiredChildren, type DesiredChildren, type TenantOwner } from '../core/tenant/desired.js';
import { appliedDifferences, extractApplied } from '../core/kube/managed-fields.js';
import {
  CHILD_NAMES,
  DELETION_POLICY_ANNOTATION,
  TENANT_API_VERSION,
  TENANT_FINALIZER,
  TENANT_KIND,
  type DeletionPolicy,
} from '../core/tenant/names.js';
import { isDns1123Label } from '../core/kube/names.js';
import { parseTenantSpec, refusalReason, summarizeFindings, type TenantSpec } from '../core/tenant/spec.js';
import { isSystemIdentity } from '../core/kube/reserved.js';
import type { Clock } from '../core/ports/clock.js';
import type { ReconcileRequest, ReconcileResult, Reconciler } from '../controller/controller.js';
import type { Informer } from '../controller/informer.js';
import { applyObject, type ApplyContext } from '../io/kube/apply.js';
import { resourcePath } from '../io/kube/client.js';
import { ConflictError, ForbiddenError, InvalidError, isTransient, KubeApiError, NotFoundError } from '../io/kube/errors.js';
import type { EventInput, ObjectReference } from '../io/kube/events.js';
import { applyStatus } from '../io/kube/status.js';
import { readConditions } from '../core/kube/conditions.js';
import { deepEqual } from '../core/kube/json.js';

export const FIELD_MANAGER = FIELD_MANAGERS.operator;
/** Name of the TenantOnboarding index by spec.namespace. */
export const BY_TENANT_NAMESPACE = 'spec.namespace';

export interface TenantCaches {
  readonly tenants: Informer<LiveObject>;
  readonly namespaces: Informer<LiveObject>;
  readonly quotas: Informer<LiveObject>;
  readonly networkPolicies: Informer<LiveObject>;
  readonly roleBindings: Informer<LiveObject>;
}

export interface EventSink {
  record(input: EventInput): void;
}

export interface TenantReconcilerOptions {
  readonly caches: TenantCaches;
  readonly kube: ApplyContext;
  readonly events: EventSink;
  readonly clock: Clock;
  readonly fieldManager?: string;
  /** How often to look again while waiting for something that sends no event we watch (default 30 s). */
  readonly pollMs?: number;
  readonly log?: (message: string, fields?: Record<string, unknown>) => void;
  /**
   * Reads a TenantOnboarding missing from `caches.tenants` (sharded: the tenant that owns a
   * namespace may sit in another shard's cache). Absent: the cache is the whole picture.
   */
  readonly readTenant?: (key: string, signal: AbortSignal) => Promise<LiveObject | undefined>;
  /** More labels for every child (sharded: `driftgate.io/shard: "<k>"`), in the same apply that writes it. */
  readonly childLabels?: Readonly<Record<string, string>>;
  /**
   * Reads a child missing from the child caches. Sharded, those hold only this shard's children
   * (selected by the shard label), so a missing Namespace may still exist: someone else's, another
   * shard's tenant's, or one of ours written before sharding (no label yet). It is read before it
   * is claimed or deleted. Absent: the caches are the whole picture.
   */
  readonly readChild?: (ref: ChildRef, signal: AbortSignal) => Promise<LiveObject | undefined>;
  /**
   * Namespaces no tenant may claim besides the built-in list (src/core/kube/reserved.ts): the
   * operator's own namespace. Names or globs.
   */
  readonly reservedNamespaces?: readonly string[];
}

/** Where a child lives. */
export interface ChildRef {
  readonly apiVersion: string;
  readonly kind: string;
  readonly namespace?: string;
  readonly name: string;
}

/** The tenant namespace a TenantOnboarding claims, for the index (only a valid name). */
export function claimedNamespace(object: LiveObject): string[] {
  const spec = object.spec;
  if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) return [];
  const ns = (spec as Record<string, unknown>).namespace;
  return typeof ns === 'string' && isDns1123Label(ns) ? [ns] : [];
}

const QUANTITY_RULES = [
  {
    pattern: '/spec/hard/*',
    equals: (a: unknown, b: unknown): boolean => {
      const qa = typeof a === 'string' ? parseQuantity(a) : undefined;
      const qb = typeof b === 'string' ? parseQuantity(b) : undefined;
      return qa !== undefined && qb !== undefined ? compareQuantities(qa, qb) === 0 : a === b;
    },
  },
];

type ChildSlot = 'quota' | 'networkPolicy' | 'adminBinding' | 'editBinding';
const SLOT_CONDITION: Record<ChildSlot | 'namespace', ChildCondition> = {
  namespace: 'NamespaceProvisioned',
  quota: 'QuotaProvisioned',
  networkPolicy: 'NetworkPolicyProvisioned',
  adminBinding: 'AccessProvisioned',
  editBinding: 'AccessProvisioned',
};

/** What happened to one child in this reconcile. */
type ChildResult =
  | { readonly slot: ChildSlot | 'namespace'; readonly state: 'unchanged' | 'applied' | 'absent' | 'deleted'; readonly drift?: readonly string[]; readonly recreated?: boolean }
  | { readonly slot: ChildSlot | 'namespace'; readonly state: 'failed'; readonly error: unknown };

class Blocked extends Error {
  constructor(
    readonly kind: OutcomeKind,
    readonly reason: string,
    message: string,
    readonly child?: ChildCondition,
  ) {
    super(message);
  }
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The one table from a failure to an outcome. */
function outcomeFor(error: unknown): { kind: OutcomeKind; reason: string } {
  if (error instanceof Blocked) return { kind: error.kind, reason: error.reason };
  if (error instanceof ForbiddenError && /being terminated/.test(error.message)) return { kind: 'Progressing', reason: 'NamespaceTerminating' };
  if (error instanceof InvalidError) return { kind: 'Stalled', reason: 'ApplyRejected' };
  // Server-side apply answers 500 "failed to convert new object" for values its typed
  // conversion refuses (a quantity it cannot represent): retrying the same input cannot help.
  if (error instanceof KubeApiError && error.status === 500 && /failed to convert/.test(error.message)) return { kind: 'Stalled', reason: 'ApplyRejected' };
  if (error instanceof ForbiddenError) return { kind: 'Retrying', reason: 'AccessDenied' };
  if (error instanceof ConflictError) return { kind: 'Retrying', reason: 'Conflict' };
  if (isTransient(error)) return { kind: 'Retrying', reason: 'APIUnavailable' };
  if (error instanceof KubeApiError) return { kind: 'Retrying', reason: 'APIError' };
  return { kind: 'Retrying', reason: 'InternalError' };
}

const OUTCOME_RANK: Record<OutcomeKind, number> = { Stalled: 4, Retrying: 3, Progressing: 2, Terminating: 1, Ready: 0 };

function refOf(object: LiveObject): ObjectReference {
  return {
    apiVersion: object.apiVersion,
    kind: object.kind,
    name: object.metadata.name,
    ...(object.metadata.namespace !== undefined ? { namespace: object.metadata.namespace } : {}),
    uid: object.metadata.uid,
  };
}

export class TenantReconciler implements Reconciler {
  readonly #c: TenantCaches;
  readonly #kube: ApplyContext;
  readonly #events: EventSink;
  readonly #clock: Clock;
  readonly #manager: string;
  readonly #pollMs: number;
  readonly #log: ((message: string, fields?: Record<string, unknown>) => void) | undefined;
  readonly #readTenant: TenantReconcilerOptions['readTenant'];
  readonly #readChild: TenantReconcilerOptions['readChild'];
  readonly #childLabels: Readonly<Record<string, string>> | undefined;
  readonly #reservedNamespaces: readonly string[];

  constructor(options: TenantReconcilerOptions) {
    this.#c = options.caches;
    this.#kube = options.kube;
    this.#events = options.events;
    this.#clock = options.clock;
    this.#manager = options.fieldManager ?? FIELD_MANAGER;
    this.#pollMs = options.pollMs ?? 30_000;
    this.#log = options.log;
    this.#readTenant = options.readTenant;
    this.#readChild = options.readChild;
    this.#childLabels = options.childLabels;
    this.#reservedNamespaces = options.reservedNamespaces ?? [];
  }

  /** The tenant namespace from the cache or, when the cache may not hold it (sharded), read live. */
  async #namespace(name: string, signal: AbortSignal): Promise<{ live: LiveObject | undefined; readLive: boolean }> {
    const cached = this.#c.namespaces.get(name);
    if (cached !== undefined || this.#readChild === undefined) return { live: cached, readLive: false };
    return { live: await this.#readChild({ apiVersion: 'v1', kind: 'Namespace', name }, signal), readLive: true };
  }

  async reconcile({ key, signal }: ReconcileRequest): Promise<ReconcileResult> {
    const tenant = this.#c.tenants.get(key);
    if (!tenant) return {}; // gone: the finalizer already did its work
    if (tenant.metadata.deletionTimestamp !== undefined) return this.#finalize(tenant, signal);

    // Sharded, the namespace may have to be read live: that read runs beside the finalizer apply
    // (one round trip instead of two); it is only looked at once the finalizer is in place.
    const claimed = claimedNamespace(tenant)[0];
    const earlyNamespace = claimed !== undefined && this.#readChild !== undefined ? this.#namespace(claimed, signal) : undefined;
    earlyNamespace?.catch(() => undefined); // awaited below, or dropped when the finalizer apply fails
    const current = await this.#ensureFinalizer(tenant, signal);
    const parsed = parseTenantSpec(current, { reservedNamespaces: this.#reservedNamespaces });
    if (!parsed.ok) {
      const reason = refusalReason(parsed.findings);
      const message = summarizeFindings(parsed.findings);
      // Nothing is written for a refused spec, and a binding of ours that hands a system group
      // access (written before this check, or by an older operator) goes.
      if (claimed !== undefined) await this.#removeSystemGroupBindings(current, claimed, signal);
      // Static text (the removal itself is an Event): the status must not change on the next pass.
      const access: Partial<Record<ChildCondition, ChildOutcome>> =
        reason === 'SystemGroupForbidden' ? { AccessProvisioned: { status: 'False', reason, message: 'No RoleBinding is kept for a tenant that names a system: group' } } : {};
      const children = this.#childrenOutcome(access, 'SpecInvalid', 'Not reconciled: the spec is invalid');
      return this.#finish(current, { kind: 'Stalled', reason, message, children }, [], signal);
    }
    const spec = parsed.spec;
    const owner: TenantOwner = { namespace: current.metadata.namespace ?? '', name: current.metadata.name, uid: current.metadata.uid };

    let ns: { live: LiveObject | undefined; readLive: boolean };
    try {
      ns = await (spec.namespace === claimed && earlyNamespace !== undefined ? earlyNamespace : this.#namespace(spec.namespace, signal));
      await this.#checkNamespaceClaim(current, spec, ns.live, signal);
    } catch (error) {
      if (!(error instanceof Blocked)) throw error;
      const children = this.#childrenOutcome({ NamespaceProvisioned: { status: 'False', reason: error.reason, message: error.message } }, 'Blocked', `Waiting for namespace ${spec.namespace}`);
      return this.#finish(current, { kind: error.kind, reason: error.reason, message: error.message, children }, [], signal);
    }

    const desired = desiredChildren(owner, spec, this.#childLabels ? { labels: this.#childLabels } : {});
    const results = await this.#applyChildren(current, desired, ns, signal);
    return this.#finish(current, this.#summarize(spec, results), results, signal);
  }

  /**
   * Deletes the operator's RoleBindings in `namespace` that bind a `system:` group (or user).
   * Only ours (managed-by label and owner annotations), only the fixed binding names. Returns the
   * names deleted.
   */
  async #removeSystemGroupBindings(tenant: LiveObject, namespace: string, signal: AbortSignal): Promise<string[]> {
    const removed: string[] = [];
    for (const name of [CHILD_NAMES.adminBinding, CHILD_NAMES.editBinding]) {
      const key = `${namespace}/${name}`;
      const ref: ChildRef = { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'RoleBinding', namespace, name };
      // The cache keeps only the fields this manager applied: subjects someone else wrote (an
      // older operator, a hand edit) are not in it, so a binding that exists is read whole.
      if (this.#c.roleBindings.get(key) === undefined && this.#readChild === undefined) continue;
      const live = await this.#readWhole(ref, signal);
      if (live === undefined || childOwner(live.metadata) === undefined || !bindsSystemIdentity(live)) continue;
      await this.#delete(live, signal);
      this.#c.roleBindings.assumeDeleted(key);
      removed.push(key);
      this.#events.record({ regarding: refOf(tenant), type: 'Warning', reason: 'SystemGroupBindingRemoved', action: 'Delete', note: `Deleted RoleBinding ${key}: it bound a system: group` });
    }
    return removed;
  }

  /** A child as the API server holds it (not trimmed by the cache); undefined when it does not exist. */
  async #readWhole(ref: ChildRef, signal: AbortSignal): Promise<LiveObject | undefined> {
    if (this.#readChild !== undefined) return this.#readChild(ref, signal);
    const resource = await this.#kube.resolver.resolve(ref.apiVersion, ref.kind);
    try {
      return await this.#kube.client.request<LiveObject>({ method: 'GET', path: resourcePath(resource, { ...(ref.namespace !== undefined ? { namespace: ref.namespace } : {}), name: ref.name }), signal });
    } catch (error) {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    }
  }

  /** SSA of our finalizer alone onto the main resource (the only main-resource field we touch). */
  async #ensureFinalizer(tenant: LiveObject, signal: AbortSignal): Promise<LiveObject> {
    if (tenant.metadata.finalizers?.includes(TENANT_FINALIZER)) return tenant;
    const updated = await applyObject(
      this.#kube,
      { apiVersion: TENANT_API_VERSION, kind: TENANT_KIND, metadata: { name: tenant.metadata.name, namespace: tenant.metadata.namespace, finalizers: [TENANT_FINALIZER] } },
      { fieldManager: this.#manager, force: true, signal },
    );
    this.#c.tenants.assume(updated);
    return updated;
  }

  /**
   * A namespace belongs to the first TenantOnboarding that created it. It is refused when it
   * exists without our marks (kube-system, a team's hand-made namespace), when another live
   * TenantOnboarding owns it, or, before it exists, when an older TenantOnboarding claims it.
   * A namespace whose recorded owner no longer exists (deletion policy Retain) is adopted.
   */
  async #checkNamespaceClaim(tenant: LiveObject, spec: TenantSpec, ns: LiveObject | undefined, signal: AbortSignal): Promise<void> {
    if (ns) {
      const owner = childOwner(ns.metadata);
      if (!owner) {
        throw new Blocked(
          'Stalled',
          'NamespaceNotManaged',
          `Namespace ${spec.namespace} already exists and is not managed by ${FIELD_MANAGER}; choose another spec.namespace, or delete that namespace`,
          'NamespaceProvisioned',
        );
      }
      if (owner.uid !== tenant.metadata.uid) {
        const other = this.#c.tenants.get(owner.key) ?? (await this.#readTenant?.(owner.key, signal));
        if (other && other.metadata.uid === owner.uid) {
          throw new Blocked('Stalled', 'NamespaceOwnedByAnotherTenant', `Namespace ${spec.namespace} belongs to TenantOnboarding ${owner.key}`, 'NamespaceProvisioned');
        }
      }
      if (ns.metadata.deletionTimestamp !== undefined) {
        throw new Blocked('Progressing', 'NamespaceTerminating', `Namespace ${spec.namespace} is still terminating; it will be recreated once it is gone`, 'NamespaceProvisioned');
      }
      return;
    }
    const rivals = this.#c.tenants
      .byIndex(BY_TENANT_NAMESPACE, spec.namespace)
      .filter((t) => t.metadata.uid !== tenant.metadata.uid && t.metadata.deletionTimestamp === undefined)
      .filter((t) => compareAge(t, tenant) < 0);
    if (rivals.length > 0) {
      const rival = rivals[0]!;
      throw new Blocked(
        'Stalled',
        'NamespaceClaimedByAnotherTenant',
        `TenantOnboarding ${rival.metadata.namespace}/${rival.metadata.name} (older) also claims namespace ${spec.namespace}`,
        'NamespaceProvisioned',
      );
    }
  }

  async #applyChildren(tenant: LiveObject, desired: DesiredChildren, ns: { live: LiveObject | undefined; readLive: boolean }, signal: AbortSignal): Promise<ChildResult[]> {
    const wasProvisioned = (condition: ChildCondition): boolean => {
      const status = parseTenantStatus(tenant.status);
      return status.observedGeneration === tenant.metadata.generation && findCondition(status, condition)?.status === 'True';
    };
    const nsResult = await this.#reconcileChild({
      slot: 'namespace',
      want: desired.namespace,
      cache: this.#c.namespaces,
      signal,
      // Read live because the shard's cache lacks it: its shard label is what differs; no drift to report.
      wasProvisioned: wasProvisioned('NamespaceProvisioned') && !(ns.readLive && ns.live !== undefined),
      ...(ns.readLive ? { live: ns.live } : {}),
    });
    if (nsResult.state === 'failed') return [nsResult];
    // Our namespace existed but not in the shard's cache: written before sharding, so its
    // children carry no shard label yet either. A child missing from the cache then is not
    // known to be absent: this reconcile's applies label it, and one we must delete is read.
    const unlabelled = ns.readLive && ns.live !== undefined;
    const slots: ChildSlot[] = ['quota', 'networkPolicy', 'adminBinding', 'editBinding'];
    const caches: Record<ChildSlot, Informer<LiveObject>> = {
      quota: this.#c.quotas,
      networkPolicy: this.#c.networkPolicies,
      adminBinding: this.#c.roleBindings,
      editBinding: this.#c.roleBindings,
    };
    const names: Record<ChildSlot, string> = {
      quota: CHILD_NAMES.quota,
      networkPolicy: CHILD_NAMES.networkPolicy,
      adminBinding: CHILD_NAMES.adminBinding,
      editBinding: CHILD_NAMES.editBinding,
    };
    const rest = await Promise.all(
      slots.map((slot) =>
        this.#reconcileChild({
          slot,
          want: desired[slot],
          cache: caches[slot],
          signal,
          wasProvisioned: wasProvisioned(SLOT_CONDITION[slot]),
          location: { namespace: desired.namespace.metadata.name!, name: names[slot] },
          unlabelled,
        }),
      ),
    );
    return [nsResult, ...rest];
  }

  /** Diff before write: apply only when what we own differs from what we want. */
  async #reconcileChild(child: {
    readonly slot: ChildSlot | 'namespace';
    readonly want: KubeObject | undefined;
    readonly cache: Informer<LiveObject>;
    readonly signal: AbortSignal;
    readonly wasProvisioned: boolean;
    readonly location?: { namespace: string; name: string };
    /** The child as read live (when the cache could not hold it); overrides the cache. */
    readonly live?: LiveObject | undefined;
    /** Our children of this tenant may exist without the shard label (see #applyChildren). */
    readonly unlabelled?: boolean;
  }): Promise<ChildResult> {
    const { slot, want, cache, signal, location } = child;
    const key = want ? (want.metadata.namespace !== undefined ? `${want.metadata.namespace}/${want.metadata.name}` : want.metadata.name!) : `${location!.namespace}/${location!.name}`;
    let live = 'live' in child ? child.live : cache.get(key);
    // Not in the cache but perhaps there: no claim that it was deleted outside the operator.
    const wasProvisioned = child.wasProvisioned && !(live === undefined && child.unlabelled === true);
    try {
      if (!want && live === undefined && child.unlabelled === true && this.#readChild !== undefined) {
        live = await this.#readChild({ apiVersion: slot === 'quota' ? 'v1' : 'rbac.authorization.k8s.io/v1', kind: slot === 'quota' ? 'ResourceQuota' : 'RoleBinding', namespace: location!.namespace, name: location!.name }, signal);
      }
      if (!want) {
        if (!live || !childOwner(live.metadata)) return { slot, state: 'absent' };
        await this.#delete(live, signal);
        cache.assumeDeleted(key);
        return { slot, state: 'deleted' };
      }
      const differences = live ? appliedDifferences(want as unknown as Record<string, unknown>, extractApplied(live, { manager: this.#manager }), { equivalent: QUANTITY_RULES }) : [''];
      if (live && differences.length === 0) return { slot, state: 'unchanged' };
      let applied: LiveObject;
      try {
        applied = await applyObject(this.#kube, want, { fieldManager: this.#manager, force: true, signal });
      } catch (error) {
        // roleRef is immutable: a binding someone recreated with another role must be replaced.
        // Only then: a binding refused for any other reason is kept (deleting it would take the
        // group's access away, and the apply after it would be refused all the same).
        if (error instanceof InvalidError && live && want.kind === 'RoleBinding' && !deepEqual(live.roleRef, (want as unknown as Record<string, unknown>).roleRef)) {
          await this.#delete(live, signal);
          applied = await applyObject(this.#kube, want, { fieldManager: this.#manager, force: true, signal });
        } else throw error;
      }
      cache.assume(applied);
      return { slot, state: 'applied', ...(wasProvisioned ? (live ? { drift: differences } : { recreated: true }) : {}) };
    } catch (error) {
      return { slot, state: 'failed', error };
    }
  }

  async #delete(live: LiveObject, signal: AbortSignal): Promise<void> {
    const resource = await this.#kube.resolver.resolve(live.apiVersion, live.kind);
    try {
      await this.#kube.client.request({
        method: 'DELETE',
        path: resourcePath(resource, { name: live.metadata.name, ...(live.metadata.namespace !== undefined ? { namespace: live.metadata.namespace } : {}) }),
        body: { apiVersion: 'v1', kind: 'DeleteOptions', preconditions: { uid: live.metadata.uid }, propagationPolicy: 'Background' },
        signal,
      });
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }

  #summarize(spec: TenantSpec, results: readonly ChildResult[]): ReconcileOutcome {
    const children: Partial<Record<ChildCondition, ChildOutcome>> = {};
    let kind: OutcomeKind = 'Ready';
    let reason = 'Provisioned';
    let message = '';
    const failures: string[] = [];
    for (const r of results) {
      const condition = SLOT_CONDITION[r.slot];
      if (r.state === 'failed') {
        const o = outcomeFor(r.error);
        const text = `${r.slot === 'namespace' ? 'Namespace' : r.slot}: ${describeError(r.error)}`;
        failures.push(text);
        children[condition] = { status: 'False', reason: o.reason, message: text };
        if (OUTCOME_RANK[o.kind] > OUTCOME_RANK[kind]) {
          kind = o.kind;
          reason = o.reason;
        }
        continue;
      }
      if (children[condition]?.status === 'False') continue; // the other binding of AccessProvisioned failed
      children[condition] = this.#childOk(r.slot, spec);
    }
    if (results.length === 1 && results[0]!.state === 'failed') {
      // the namespace failed: the others were not attempted
      for (const c of CHILD_CONDITIONS) children[c] ??= { status: 'Unknown', reason: 'Blocked', message: `Waiting for namespace ${spec.namespace}` };
    }
    if (kind === 'Ready') {
      const bindings = (spec.adminGroups.length > 0 ? 1 : 0) + (spec.editGroups.length > 0 ? 1 : 0);
      message = `Namespace ${spec.namespace} is provisioned with a quota, a network policy and ${bindings} role binding${bindings === 1 ? '' : 's'}`;
    } else {
      message = failures.join('; ');
    }
    return { kind, reason, message, children: this.#childrenOutcome(children, 'Unknown', '') };
  }

  #childOk(slot: ChildSlot | 'namespace', spec: TenantSpec): ChildOutcome {
    switch (slot) {
      case 'namespace':
        return { status: 'True', reason: 'Provisioned', message: `Namespace ${spec.namespace} exists and is labelled to its tenant` };
      case 'quota':
        return spec.quota.gpuCount === undefined
          ? { status: 'True', reason: 'Provisioned', message: `ResourceQuota ${CHILD_NAMES.quota} matches spec.quota, with a GPU limit of 0 (no gpuCount)` }
          : { status: 'True', reason: 'Provisioned', message: `ResourceQuota ${CHILD_NAMES.quota} matches spec.quota` };
      case 'networkPolicy':
        return { status: 'True', reason: 'Provisioned', message: `NetworkPolicy ${CHILD_NAMES.networkPolicy} denies by default and allows ${spec.allowEgressTo.length} listed namespace(s)` };
      case 'adminBinding':
      case 'editBinding':
        return { status: 'True', reason: 'Provisioned', message: `${spec.adminGroups.length} admin group(s) and ${spec.editGroups.length} edit group(s) are bound` };
    }
  }

  #childrenOutcome(given: Partial<Record<ChildCondition, ChildOutcome>>, fallbackReason: string, fallbackMessage: string): Record<ChildCondition, ChildOutcome> {
    const out = {} as Record<ChildCondition, ChildOutcome>;
    for (const c of CHILD_CONDITIONS) out[c] = given[c] ?? { status: 'Unknown', reason: fallbackReason, message: fallbackMessage || 'Not reconciled' };
    return out;
  }

  /** Writes status when it changed, records events, and turns the outcome into a queue decision. */
  async #finish(tenant: LiveObject, outcome: ReconcileOutcome, results: readonly ChildResult[], signal: AbortSignal): Promise<ReconcileResult> {
    const previous = parseTenantStatus(tenant.status);
    const next = computeTenantStatus({ previous, generation: tenant.metadata.generation ?? 0, outcome, nowMs: this.#clock.now() });
    const ref = refOf(tenant);
    for (const r of results) {
      if (r.state !== 'applied' || (!r.drift && !r.recreated)) continue;
      const what = r.slot === 'namespace' ? 'Namespace' : r.slot === 'quota' ? 'ResourceQuota' : r.slot === 'networkPolicy' ? 'NetworkPolicy' : 'RoleBinding';
      this.#events.record({
        regarding: ref,
        type: 'Warning',
        reason: 'DriftCorrected',
        action: 'Apply',
        note: r.recreated ? `${what} was deleted outside the operator; recreated` : `${what} was changed outside the operator (${(r.drift ?? []).filter((p) => p !== '').join(', ') || 'replaced'}); restored`,
      });
    }
    if (!statusEquals(previous, next)) {
      try {
        const written = await applyStatus(
          this.#kube,
          { apiVersion: tenant.apiVersion, kind: tenant.kind, name: tenant.metadata.name, namespace: tenant.metadata.namespace, resourceVersion: tenant.metadata.resourceVersion },
          next as unknown as Record<string, unknown>,
          { fieldManager: this.#manager, signal },
        );
        this.#c.tenants.assume(written);
      } catch (error) {
        if (error instanceof ConflictError) return { requeue: true }; // changed meanwhile: re-read from the cache, retry
        if (error instanceof NotFoundError) return {};
        throw error;
      }
      this.#recordTransitions(ref, previous, next);
    }
    switch (outcome.kind) {
      case 'Ready':
      case 'Stalled':
        return {};
      case 'Retrying':
        return { requeue: true };
      case 'Progressing':
      case 'Terminating':
        return { requeueAfterMs: this.#pollMs };
    }
  }

  #recordTransitions(ref: ObjectReference, previous: TenantStatus, next: TenantStatus): void {
    for (const c of transitions(previous, next)) {
      if (c.type === 'Ready' && c.status === 'True') this.#events.record({ regarding: ref, type: 'Normal', reason: 'Provisioned', action: 'Reconcile', note: c.message });
      else if (c.type === 'Ready' && c.status === 'False') this.#events.record({ regarding: ref, type: 'Warning', reason: c.reason, action: 'Reconcile', note: c.message });
      else if (c.type === 'Stalled' && c.status === 'True') this.#events.record({ regarding: ref, type: 'Warning', reason: 'Stalled', action: 'Reconcile', note: c.message });
    }
  }

  // ---- deletion ------------------------------------------------------------------------

  async #finalize(tenant: LiveObject, signal: AbortSignal): Promise<ReconcileResult> {
    if (!tenant.metadata.finalizers?.includes(TENANT_FINALIZER)) return {};
    const policyText = tenant.metadata.annotations?.[DELETION_POLICY_ANNOTATION];
    // An unreadable policy keeps the data: deleting a namespace is the one thing we cannot undo.
    const policy: DeletionPolicy = policyText === undefined ? 'Delete' : policyText === 'Delete' ? 'Delete' : 'Retain';
    const nsName = claimedNamespace(tenant)[0];
    const ns = nsName !== undefined ? (await this.#namespace(nsName, signal)).live : undefined;
    const owned = ns !== undefined && childOwner(ns.metadata)?.uid === tenant.metadata.uid;

    // A TenantOnboarding inside its own tenant namespace must not wait for that namespace:
    // the namespace cannot finish while the TenantOnboarding (with our finalizer) is in it.
    const selfHosted = owned && tenant.metadata.namespace === nsName;
    if (owned && policy === 'Delete' && !(selfHosted && ns.metadata.deletionTimestamp !== undefined)) {
      if (ns.metadata.deletionTimestamp === undefined) {
        try {
          await this.#delete(ns, signal);
        } catch (error) {
          // The object stays Terminating (our finalizer holds it) and says why; retried with backoff.
          const message = `Deleting namespace ${nsName} failed: ${describeError(error)}`;
          await this.#finish(tenant, this.#terminating('CleanupFailed', message), [], signal);
          return { requeue: true };
        }
        this.#events.record({ regarding: refOf(tenant), type: 'Normal', reason: 'NamespaceDeleting', action: 'Delete', note: `Deleting namespace ${nsName} (deletion policy Delete)` });
      }
      if (selfHosted) return { requeue: true }; // the namespace is terminating now: next pass releases
      const why = namespaceTerminationDetail(ns);
      return this.#finish(tenant, this.#terminating('NamespaceTerminating', `Waiting for namespace ${nsName} to be deleted${why ? `: ${why}` : ''}`), [], signal);
    }

    if (owned && policy === 'Retain') {
      this.#events.record({ regarding: refOf(tenant), type: 'Normal', reason: 'NamespaceRetained', action: 'Release', note: `Namespace ${nsName} is kept (deletion policy Retain)` });
    }
    // Nothing (left) to clean up: drop our finalizer by applying without it.
    try {
      const updated = await applyObject(
        this.#kube,
        { apiVersion: TENANT_API_VERSION, kind: TENANT_KIND, metadata: { name: tenant.metadata.name, namespace: tenant.metadata.namespace } },
        { fieldManager: this.#manager, force: true, signal },
      );
      if (updated.metadata.finalizers?.includes(TENANT_FINALIZER)) {
        throw new Error(`the finalizer ${TENANT_FINALIZER} is still present after our apply; another field manager owns it`);
      }
    } catch (error) {
      if (error instanceof NotFoundError) return {};
      throw error;
    }
    this.#log?.('finalizer removed', { tenant: `${tenant.metadata.namespace}/${tenant.metadata.name}`, policy });
    return {};
  }

  #terminating(reason: string, message: string): ReconcileOutcome {
    const children = {} as Record<ChildCondition, ChildOutcome>;
    for (const c of CHILD_CONDITIONS) children[c] = { status: 'Unknown', reason: 'Terminating', message: 'The TenantOnboarding is being deleted' };
    children.NamespaceProvisioned = { status: 'False', reason, message };
    return { kind: 'Terminating', reason, message, children };
  }
}

/** Whether a RoleBinding names a `system:` group or user among its subjects. */
function bindsSystemIdentity(binding: LiveObject): boolean {
  const subjects = binding.subjects;
  if (!Array.isArray(subjects)) return false;
  return subjects.some((s: unknown) => {
    if (s === null || typeof s !== 'object') return false;
    const r = s as Record<string, unknown>;
    return (r.kind === 'Group' || r.kind === 'User') && typeof r.name === 'string' && isSystemIdentity(r.name);
  });
}

/** Why a namespace is still terminating, from its own status conditions (namespace controller). */
function namespaceTerminationDetail(ns: LiveObject): string {
  return readConditions(ns.status)
    .filter((c) => c.status === 'True' && c.message !== '' && /Remaining|Failure|Failed/.test(c.type))
    .map((c) => c.message)
    .join('; ');
}

/** Older first: creationTimestamp, then namespace/name, so every replica decides the same way. */
function compareAge(a: LiveObject, b: LiveObject): number {
  const ta = a.metadata.creationTimestamp ?? '';
  const tb = b.metadata.creationTimestamp ?? '';
  if (ta !== tb) return ta < tb ? -1 : 1;
  const ka = `${a.metadata.namespace ?? ''}/${a.metadata.name}`;
  const kb = `${b.metadata.namespace ?? ''}/${b.metadata.name}`;
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
