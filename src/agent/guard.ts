// The guards between a revision that passed `check` and the first write to the cluster:
// 1. the sync's scope (trusted configuration, never the repository) over every object;
// 2. no takeover: an existing object this sync did not create is adopted only when Git asks
//    (`driftgate.dev/adopt: "true"`), and never when the operator or another sync owns it;
// 3. no partial apply: every object is server-side dry-run applied as the sync's identity, and
//    one rejection refuses the whole revision before anything is written.
// Each guard turns what it refuses into findings located at the object's file:line.
import { adoptionVerdict, ADOPT_ANNOTATION, keyOf, objectId, stageObjects, type AdoptionVerdict, type ObjectKey } from '../core/drift/ownership.js';
import { sortFindings, type Finding } from '../core/findings/finding.js';
import { isRecord, splitApiVersion, type KubeObject, type Manifest, asLiveObject, type LiveObject } from '../core/manifest/manifest.js';
import { evaluateScope, namespaceOwner, NAMESPACE_OWNER_ANNOTATIONS, NAMESPACE_OWNER_LABELS, tenantKeys, type NamespaceOwner, type NamespaceOwners, type ScopeConfigResult } from '../core/scope/index.js';
import { builtinNamespaced, crdScopes, kindsToDiscover } from '../core/scope/kinds.js';
import { TENANT_KIND, tenantKey } from '../core/tenant/names.js';
import { applyObject } from '../io/kube/apply.js';
import { METADATA_LIST_ACCEPT, resourcePath, type KubeClient } from '../io/kube/client.js';
import { isTransient, KubeApiError } from '../io/kube/errors.js';
import { discoverKinds, KindNotServedError, type Discovery } from '../io/kube/discovery.js';
import type { InventoryEntry } from '../io/kube/inventory.js';
import { errorMessage, pool } from './apply.js';
import { pendingCreateIds, readLive } from './drift.js';

/** The guard settings of a sync (all trusted: flags and the agent's own namespace). */
export interface GuardSettings {
  /** The scope of this sync, loaded per revision (a ConfigMap can change without a restart). */
  readonly loadScope: () => Promise<ScopeConfigResult>;
  /** The agent's namespace (inventory, lease): never writable by the sync. */
  readonly ownNamespace: string;
  /** Namespace for namespaced objects that name none. */
  readonly defaultNamespace?: string;
  /**
   * CustomResourceDefinitions (metadata.name) this sync may take over although it did not create
   * them (`--adopt-crd`). Trusted consent: a revision's own `driftgate.dev/adopt` never adopts a CRD.
   */
  readonly adoptCrds?: readonly string[];
  /** CRDs that left Git are deleted (`--prune-crds`); default false: kept and reported. */
  readonly pruneCrds?: boolean;
  /**
   * Where the scope gate reads the live namespaces from, asked at the start of a sync (the
   * agent's informer cache once it has listed them); absent: a LIST of every namespace per sync.
   */
  readonly namespaces?: (signal?: AbortSignal) => NamespaceSource;
}

export interface GuardEnvironment {
  /** The agent's own identity: reads (namespaces, live objects, discovery). */
  readonly client: KubeClient;
  /** The sync's identity (impersonated service account, or the agent's): dry-runs. */
  readonly writeClient: KubeClient;
  readonly discovery: Discovery;
  readonly sync: string;
  readonly fieldManager: string;
  readonly concurrency?: number;
  readonly signal?: AbortSignal;
  /** GuardSettings.adoptCrds: the CRDs this sync may take over (trusted configuration). */
  readonly adoptCrds?: readonly string[];
}

/** Objects of the revision, located: `objectId` → the manifest it came from. */
export function manifestsById(manifests: readonly Manifest[], defaultNamespace: string | undefined, namespaced: (o: KubeObject) => boolean): Map<string, Manifest> {
  const out = new Map<string, Manifest>();
  for (const m of manifests) {
    const id = objectId(keyOf(withDefaultNamespace(m.object, defaultNamespace, namespaced)));
    if (!out.has(id)) out.set(id, m);
  }
  return out;
}

export function withDefaultNamespace(o: KubeObject, defaultNamespace: string | undefined, namespaced: (o: KubeObject) => boolean): KubeObject {
  if (defaultNamespace === undefined || (o.metadata.namespace !== undefined && o.metadata.namespace !== '') || !namespaced(o)) return o;
  return { ...o, metadata: { ...o.metadata, namespace: defaultNamespace } };
}

/**
 * Whether each kind of the revision is namespaced: built-in table, CRDs in the revision, then API
 * discovery (one request per group-version, cached). Unknown kinds are left undefined.
 */
export async function resolveScopes(env: Pick<GuardEnvironment, 'discovery'>, manifests: readonly Manifest[], crds: readonly Manifest[]): Promise<(apiVersion: string, kind: string) => boolean | undefined> {
  const fromCrds = crdScopes(crds);
  const known = new Map<string, boolean | undefined>();
  for (const m of manifests) {
    const { apiVersion, kind } = m.object;
    const k = `${apiVersion}/${kind}`;
    if (known.has(k)) continue;
    let v = builtinNamespaced(apiVersion, kind) ?? fromCrds.get(`${splitApiVersion(apiVersion).group}/${kind}`);
    if (v === undefined) {
      try {
        v = (await env.discovery.resolve(apiVersion, kind)).namespaced;
      } catch (error) {
        if (!(error instanceof KindNotServedError)) throw error;
      }
    }
    known.set(k, v);
  }
  return (apiVersion, kind) => known.get(`${apiVersion}/${kind}`) ?? builtinNamespaced(apiVersion, kind) ?? fromCrds.get(`${splitApiVersion(apiVersion).group}/${kind}`);
}

/** A live namespace as the scope gate reads it: its name, and the labels and annotations that say who owns it. */
export interface NamespaceMeta {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly annotations: Readonly<Record<string, string>>;
}

/** The cluster's namespaces, on their way: a LIST in flight (requestNamespaceList) or the agent's cache (namespace-cache.ts). */
export interface NamespaceSource {
  read(): Promise<Iterable<NamespaceMeta>>;
  /**
   * One namespace by name, where the source holds them by name (the agent's cache): the scope
   * gate then asks only about the namespaces the revision writes into, not about every one.
   */
  readonly byName?: (name: string) => NamespaceMeta | undefined;
}

/** Only what namespaceOwner reads is kept: the list holds every namespace of the cluster. */
export function namespaceMetaOf(item: unknown): NamespaceMeta | undefined {
  const meta = isRecord(item) && isRecord(item.metadata) ? item.metadata : undefined;
  if (!meta || typeof meta.name !== 'string') return undefined;
  return { name: meta.name, labels: ownStrings(meta.labels, NAMESPACE_OWNER_LABELS), annotations: ownStrings(meta.annotations, NAMESPACE_OWNER_ANNOTATIONS) };
}

/**
 * The cluster's namespaces as a metadata list, requested now and read when the scope gate needs
 * them: the sync starts it before the check, so the API server's answer (every namespace of the
 * cluster) travels while the revision is judged. A failure is kept, not thrown, until it is read.
 */
export function requestNamespaceList(env: Pick<GuardEnvironment, 'client' | 'signal'>): NamespaceSource {
  const settled = env.client
    .request<unknown>({ method: 'GET', path: '/api/v1/namespaces', accept: METADATA_LIST_ACCEPT, ...(env.signal ? { signal: env.signal } : {}) })
    .then(
      (list) => ({ list }),
      (error: unknown) => ({ error }),
    );
  return {
    read: async () => {
      const result = await settled;
      if ('error' in result) throw result.error;
      const items = isRecord(result.list) && Array.isArray(result.list.items) ? result.list.items : [];
      return items.flatMap((item) => namespaceMetaOf(item) ?? []);
    },
  };
}

/** Live namespaces and who owns them, for the scope's "another sync's or tenant's" rule. */
export async function liveNamespaceOwners(env: Pick<GuardEnvironment, 'client' | 'sync' | 'signal'>, tenants: { has(key: string): boolean }, source?: NamespaceSource): Promise<NamespaceOwners> {
  const from = source ?? requestNamespaceList(env);
  const ctx = { sync: env.sync, tenants };
  const byName = from.byName;
  if (byName !== undefined) {
    // Each namespace asked about is worked out once, when it is first asked about.
    const answered = new Map<string, NamespaceOwner | undefined>();
    return {
      get: (name, claimant) => {
        if (answered.has(name)) return answered.get(name);
        const meta = byName(name);
        // (an answer made with the claimant is the set's answer too: the claimant is one of the tenants)
        const owner = meta === undefined ? undefined : namespaceOwner(meta, ctx, claimant);
        answered.set(name, owner);
        return owner;
      },
    };
  }
  const out = new Map<string, NamespaceOwner>();
  for (const meta of await from.read()) out.set(meta.name, namespaceOwner(meta, ctx));
  return out;
}

/** The scope gate: every object of the revision against the sync's scope, with live namespace ownership. */
export async function scopeGate(
  env: GuardEnvironment,
  guard: GuardSettings,
  input: {
    manifests: readonly Manifest[];
    /** Whose TenantOnboardings count as this sync's (a shard judges its own objects, but every tenant of the revision is the sync's); default `manifests`. */
    tenantsOf?: readonly Manifest[];
    crds: readonly Manifest[];
    previous: readonly InventoryEntry[];
    namespaced: (apiVersion: string, kind: string) => boolean | undefined;
    /** The live namespaces, when the caller asked for them ahead; else they are listed here. */
    namespaces?: NamespaceSource;
  },
): Promise<Finding[]> {
  const loaded = await guard.loadScope();
  if (loaded.findings.some((f) => f.severity === 'error')) return loaded.findings;
  // The tenants are gathered only when a namespace the operator manages is asked about (see namespaceOwner).
  let tenantSet: Set<string> | undefined;
  const gatherTenants = (): Set<string> => {
    const out = tenantKeys(input.tenantsOf ?? input.manifests);
    for (const e of input.previous) if (e.kind === TENANT_KIND && e.namespace) out.add(tenantKey(e.namespace, e.name));
    return out;
  };
  const tenants = { has: (key: string): boolean => (tenantSet ??= gatherTenants()).has(key) };
  const owners = await liveNamespaceOwners(env, tenants, input.namespaces);
  // Namespaced-ness as the API server serves it first (a revision's CRD may not say what is live).
  const discovered = await discoverKinds(env.discovery, kindsToDiscover(input.manifests, input.crds));
  return evaluateScope({
    discovered,
    manifests: input.manifests,
    crds: input.crds,
    scope: loaded.scope,
    ownNamespace: guard.ownNamespace,
    ...(guard.defaultNamespace !== undefined ? { defaultNamespace: guard.defaultNamespace } : {}),
    namespaceOwners: owners,
    namespaced: input.namespaced,
  });
}

export interface AdoptionResult {
  readonly findings: Finding[];
  /** Per object id: what was found live. */
  readonly verdicts: Map<string, AdoptionVerdict>;
}

/** Objects of one kind in one namespace from this many on are read with one LIST instead of a GET each. */
const LIST_THRESHOLD = 5;

/**
 * The live objects (metadata) for `objects`: a metadata-only LIST per kind and namespace when
 * there are many, a GET each otherwise. Missing objects are absent from the map.
 */
async function readLiveMetadata(env: GuardEnvironment, objects: readonly KubeObject[]): Promise<Map<string, LiveObject>> {
  const groups = new Map<string, KubeObject[]>();
  for (const o of objects) {
    const k = `${o.apiVersion}\0${o.kind}\0${o.metadata.namespace ?? ''}`;
    groups.set(k, [...(groups.get(k) ?? []), o]);
  }
  const out = new Map<string, LiveObject>();
  const singles: KubeObject[] = [];
  for (const list of groups.values()) {
    const first = list[0] as KubeObject;
    if (list.length < LIST_THRESHOLD) {
      singles.push(...list);
      continue;
    }
    let resource;
    try {
      resource = await env.discovery.resolve(first.apiVersion, first.kind);
    } catch (error) {
      if (error instanceof KindNotServedError) continue; // its CRD comes with this revision: nothing exists yet
      throw error;
    }
    const wanted = new Set(list.map((o) => o.metadata.name));
    let next: string | undefined;
    do {
      const page = await env.client.request<unknown>({
        method: 'GET',
        path: resourcePath(resource, first.metadata.namespace ? { namespace: first.metadata.namespace } : {}),
        query: { limit: 500, continue: next },
        accept: METADATA_LIST_ACCEPT,
        ...(env.signal ? { signal: env.signal } : {}),
      });
      for (const item of isRecord(page) && Array.isArray(page.items) ? page.items : []) {
        const live = asLiveObject(item, { apiVersion: first.apiVersion, kind: first.kind });
        if (wanted.has(live.metadata.name)) out.set(objectId({ apiVersion: first.apiVersion, kind: first.kind, ...(live.metadata.namespace ? { namespace: live.metadata.namespace } : {}), name: live.metadata.name }), live);
      }
      const cont = isRecord(page) && isRecord(page.metadata) && typeof page.metadata.continue === 'string' ? page.metadata.continue : '';
      next = cont !== '' ? cont : undefined;
    } while (next !== undefined);
  }
  await pool(singles, env.concurrency ?? 8, async (o) => {
    const live = await readLive(env, keyOf(o));
    if (live) out.set(objectId(keyOf(o)), live);
  });
  return out;
}

export const CRD_ADOPTION_VERDICTS = ['created', 'ours', 'consented', 'refused'] as const;
export type CrdAdoptionVerdict = (typeof CRD_ADOPTION_VERDICTS)[number];

/**
 * Whether this sync may write a CustomResourceDefinition. A CRD is cluster infrastructure every
 * tenant's objects depend on: a sync writes one only when it created it (absent live now, or the
 * live uid is the one its inventory recorded) or when the agent's trusted configuration names it
 * (`consent`). Marks on the live CRD and `driftgate.dev/adopt` in the revision are not enough: a
 * revision never decides what it may take over.
 */
export function crdAdoption(input: {
  readonly verdict: AdoptionVerdict;
  /** The live CRD's uid; undefined when it does not exist. */
  readonly liveUid: string | undefined;
  /** Whether the inventory lists this CRD, and the uid it recorded (entries of old agents have none). */
  readonly recorded: { readonly uid?: string } | undefined;
  readonly consent: boolean;
}): CrdAdoptionVerdict {
  if (input.verdict === 'absent') return 'created';
  const recordedUid = input.recorded?.uid;
  // recorded with its uid: ours exactly when it is the same object; recorded before uids were: its marks decide
  if (input.recorded !== undefined && (recordedUid !== undefined ? input.liveUid === recordedUid : input.verdict === 'ours')) return 'ours';
  if (input.consent && input.verdict !== 'other-sync' && input.verdict !== 'operator-managed') return 'consented';
  return 'refused';
}

/** No takeover: reads each object to be applied and refuses what this sync may not take. */
export async function adoptionGate(env: GuardEnvironment, objects: readonly KubeObject[], previous: readonly InventoryEntry[], located: ReadonlyMap<string, Manifest>): Promise<AdoptionResult> {
  // The inventory entries of these objects only: a one-tenant commit judges one object, the inventory holds thousands.
  const names = new Set(objects.map((o) => o.metadata.name ?? ''));
  const inventory = new Map<string, InventoryEntry>();
  for (const e of previous) if (names.has(e.name)) inventory.set(objectId(e), e);
  const consented = new Set(env.adoptCrds ?? []);
  const verdicts = new Map<string, AdoptionVerdict>();
  const findings: Finding[] = [];
  const lives = await readLiveMetadata(env, objects);
  for (const o of objects) {
    const key = keyOf(o);
    const id = objectId(key);
    const live = lives.get(id);
    const recordedUid = inventory.get(id)?.uid;
    const verdict = adoptionVerdict(live, o, { sync: env.sync, ...(recordedUid !== undefined ? { recordedUid } : {}) });
    if (isCrd(o)) {
      const crd = crdAdoption({ verdict, liveUid: live?.metadata.uid, recorded: inventory.get(id), consent: consented.has(key.name) });
      if (crd === 'consented') {
        verdicts.set(id, 'adopt');
        continue;
      }
      if (crd === 'refused') {
        verdicts.set(id, verdict);
        findings.push(crdTakeoverFinding(located.get(id), key, verdict, live));
        continue;
      }
    }
    verdicts.set(id, verdict);
    if (verdict === 'absent' || verdict === 'ours' || verdict === 'adopt') continue;
    const what = describe(key);
    const message =
      verdict === 'needs-annotation'
        ? `${what} already exists and was not created by this sync; it is not taken over silently`
        : verdict === 'operator-managed'
          ? `${what} already exists and is managed by the tenant operator; a sync never adopts it`
          : `${what} already exists and belongs to another sync (${String(live?.metadata.labels?.['driftgate.dev/sync'] ?? '?')}); a sync never adopts it`;
    const hint =
      verdict === 'needs-annotation'
        ? `If this sync must own it from now on, add the annotation ${ADOPT_ANNOTATION}: "true" to the manifest; otherwise rename the object.`
        : 'Remove the object from this path or give it another name.';
    findings.push(locatedFinding(located.get(id), key, { ruleId: verdict === 'needs-annotation' ? 'sync/adopt-required' : 'sync/adopt-forbidden', message, hint }, '/metadata/name'));
  }
  return { findings: sortFindings(findings), verdicts };
}

function isCrd(o: KubeObject): boolean {
  return splitApiVersion(o.apiVersion).group === 'apiextensions.k8s.io' && o.kind === 'CustomResourceDefinition';
}

function crdTakeoverFinding(m: Manifest | undefined, key: ObjectKey, verdict: AdoptionVerdict, live: LiveObject | undefined): Finding {
  const what = describe(key);
  const owner =
    verdict === 'other-sync'
      ? ` and belongs to another sync (${String(live?.metadata.labels?.['driftgate.dev/sync'] ?? '?')})`
      : verdict === 'operator-managed'
        ? ' and is managed by the tenant operator'
        : ' and was not created by this sync';
  return locatedFinding(
    m,
    key,
    {
      ruleId: 'sync/crd-adopt-forbidden',
      message: `${what} already exists${owner}; a sync never writes a CRD it did not create without the agent's consent (a CRD is cluster infrastructure: every object of its kind, of every team, depends on it)`,
      hint:
        verdict === 'other-sync' || verdict === 'operator-managed'
          ? 'Remove the CRD from this path: it is managed elsewhere.'
          : `Apply the CRD outside the tenant sync (the platform team's deployment), or start the agent with --adopt-crd ${key.name} (trusted configuration) to let this sync manage it; driftgate.dev/adopt in Git does not adopt a CRD.`,
    },
    '/metadata/name',
  );
}

export interface PreflightResult {
  /** Objects the API server refused (as the sync's identity): the revision must not be written. */
  readonly rejected: Finding[];
  /** Failures worth retrying unchanged (5xx, network): the revision is retried. */
  readonly transient: { key: ObjectKey; message: string }[];
  /** Objects not dry-run because their namespace or CRD is created by the same revision. */
  readonly deferred: ObjectKey[];
}

/**
 * No partial apply: a server-side dry-run apply of every object (as the sync's identity, with
 * the same field manager and force as the real apply) before the first write. Objects whose
 * namespace or CRD the revision itself creates cannot be dry-run yet and are deferred.
 */
export async function preflightDryRun(
  env: GuardEnvironment,
  objects: readonly KubeObject[],
  verdicts: ReadonlyMap<string, AdoptionVerdict>,
  located: ReadonlyMap<string, Manifest>,
  /** Namespaces and CRDs another shard of the same revision creates (not yet live): objects in them are deferred too. */
  elsewhere: readonly KubeObject[],
): Promise<PreflightResult> {
  const created = objects.filter((o) => verdicts.get(objectId(keyOf(o))) === 'absent');
  const pending = pendingCreateIds([...created, ...elsewhere]);
  const rejected: Finding[] = [];
  const transient: { key: ObjectKey; message: string }[] = [];
  const deferred: ObjectKey[] = [];
  const stages = stageObjects(objects);
  for (const stage of [stages.crds, stages.namespaces, stages.rest]) {
    await pool(stage, env.concurrency ?? 8, async (o) => {
      const key = keyOf(o);
      const { group } = splitApiVersion(o.apiVersion);
      const inNewNamespace = key.namespace !== undefined && pending.has(objectId({ apiVersion: 'v1', kind: 'Namespace', name: key.namespace }));
      if (inNewNamespace) {
        deferred.push(key);
        return;
      }
      try {
        await applyObject({ client: env.writeClient, resolver: env.discovery }, o, { fieldManager: env.fieldManager, force: true, dryRun: true, ...(env.signal ? { signal: env.signal } : {}) });
      } catch (error) {
        if (error instanceof KindNotServedError && pending.has(`crd-group:${group}`)) {
          deferred.push(key);
          return;
        }
        if (isTransient(error)) {
          transient.push({ key, message: errorMessage(error) });
          return;
        }
        const status = error instanceof KubeApiError ? ` (HTTP ${error.status}${error.reason ? ` ${error.reason}` : ''})` : '';
        rejected.push(
          locatedFinding(located.get(objectId(key)), key, {
            ruleId: 'sync/dry-run-rejected',
            message: `${describe(key)}: the API server refused a dry-run apply as the sync's identity${status}: ${errorMessage(error)}`,
            hint: error instanceof KubeApiError && error.status === 403 ? "The sync's service account may not write this object: move it into the sync's scope or apply it another way." : 'Fix the object; nothing of this revision was written.',
          }, '/metadata/name'),
        );
      }
    });
  }
  return { rejected, transient, deferred };
}

function locatedFinding(m: Manifest | undefined, key: ObjectKey, f: { ruleId: string; message: string; hint: string }, pointer: string): Finding {
  const object = { apiVersion: key.apiVersion, kind: key.kind, ...(key.namespace !== undefined ? { namespace: key.namespace } : {}), name: key.name };
  if (!m) return { ...f, severity: 'error', object };
  const loc = m.locate(pointer);
  return { ...f, severity: 'error', file: loc.file, line: loc.line, column: loc.column, pointer: m.base + pointer, object };
}

function describe(key: ObjectKey): string {
  return `${key.kind} ${key.namespace ? `${key.namespace}/` : ''}${key.name}`;
}

/** The string values of `keys` that `value` holds as its own properties. */
function ownStrings(value: unknown, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRecord(value)) return out;
  for (const k of keys) {
    const v = Object.hasOwn(value, k) ? value[k] : undefined;
    if (typeof v === 'string') out[k] = v;
  }
  return out;
}
