// A table test of TenantReconciler outcomes, without a cluster. The caches are real Informers fed
// by an in-memory list-watch source; the writes go through a real KubeClient to a local HTTP
// server that plays the API server's write endpoints (server-side apply of the main resource and
// of /status, DELETE, GET) over one in-memory store, records every request, and answers a
// configured failure on cue. Every write the server stores is also sent to the informers' watches,
// as the API server would. Time is a FakeClock: nothing sleeps.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../controller/clock.js';
import type { ReconcileResult } from '../controller/controller.js';
import { Informer } from '../controller/informer.js';
import type { ListResult, ListWatchSource, WatchEvent, WatchOptions } from '../core/ports/list-watch.js';
import { isRecord, type KubeObject, type LiveObject } from '../core/manifest/manifest.js';
import { desiredChildren } from '../core/tenant/desired.js';
import { CHILD_NAMES, DELETION_POLICY_ANNOTATION, TENANT_API_VERSION, TENANT_FINALIZER, TENANT_KIND } from '../core/tenant/names.js';
import { parseTenantSpec } from '../core/tenant/spec.js';
import { SHARD_LABEL } from '../core/kube/well-known.js';
import { resourcePath, type KubeClient, type ResourceInfo, type ResourceResolver } from '../io/kube/client.js';
import { NotFoundError } from '../io/kube/errors.js';
import { APPLY_CONTENT_TYPE } from '../io/kube/apply.js';
import { clientForLocalServer, closeLocalServer } from '../io/kube/testing.js';
import { trimChild, trimTenant } from './cache-transform.js';
import { BY_TENANT_NAMESPACE, claimedNamespace, FIELD_MANAGER, TenantReconciler, type ChildRef, type TenantCaches } from './reconciler.js';

// ---- the fake API server ------------------------------------------------------------------

const RESOURCES: Readonly<Record<string, ResourceInfo>> = {
  'v1/Namespace': { group: '', version: 'v1', plural: 'namespaces', namespaced: false },
  'v1/ResourceQuota': { group: '', version: 'v1', plural: 'resourcequotas', namespaced: true },
  'networking.k8s.io/v1/NetworkPolicy': { group: 'networking.k8s.io', version: 'v1', plural: 'networkpolicies', namespaced: true },
  'rbac.authorization.k8s.io/v1/RoleBinding': { group: 'rbac.authorization.k8s.io', version: 'v1', plural: 'rolebindings', namespaced: true },
  [`${TENANT_API_VERSION}/${TENANT_KIND}`]: { group: 'platform.example.com', version: 'v1', plural: 'tenantonboardings', namespaced: true },
};

const resolver: ResourceResolver = {
  resolve: (apiVersion, kind) => {
    const resource = RESOURCES[`${apiVersion}/${kind}`];
    return resource ? Promise.resolve(resource) : Promise.reject(new Error(`no resource for ${apiVersion}/${kind}`));
  },
};

function pathOf(object: { apiVersion: string; kind: string; metadata: { name?: string; namespace?: string } }): string {
  const resource = RESOURCES[`${object.apiVersion}/${object.kind}`];
  if (!resource) throw new Error(`no resource for ${object.apiVersion}/${object.kind}`);
  return resourcePath(resource, { name: object.metadata.name!, ...(object.metadata.namespace !== undefined ? { namespace: object.metadata.namespace } : {}) });
}

/** `/apis/platform.example.com/v1/namespaces/tenants/tenantonboardings/a/status` → `tenants/tenantonboardings/a/status`. */
function shortPath(path: string): string {
  return path.replace(/^\/apis?\/(?:[^/]+\/)?v1\//, '').replace(/^namespaces\/([^/]+)\/(?=[a-z]+\/)/, '$1/');
}

interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
}

/** A failure the server answers instead of doing the request (`times` requests, default all). */
interface Fault {
  readonly method: 'PATCH' | 'DELETE' | 'GET';
  readonly path: RegExp;
  readonly status: number;
  readonly message: string;
  times?: number;
}

const REASONS: Readonly<Record<number, string>> = { 403: 'Forbidden', 404: 'NotFound', 409: 'Conflict', 422: 'Invalid', 500: 'InternalError', 503: 'ServiceUnavailable' };

type Json = Record<string, unknown>;

/** fieldsV1 of an applied body: maps by field, finalizers as a set, other lists atomic. */
function fieldsV1Of(value: Json, at: readonly string[] = []): Json {
  const out: Json = {};
  for (const [key, child] of Object.entries(value)) {
    if (at.length === 0 && (key === 'apiVersion' || key === 'kind')) continue;
    if (at.length === 1 && at[0] === 'metadata' && (key === 'name' || key === 'namespace' || key === 'resourceVersion')) continue;
    if (key === 'finalizers' && Array.isArray(child)) out[`f:${key}`] = Object.fromEntries(child.map((f) => [`v:${JSON.stringify(f)}`, {}]));
    else if (!isRecord(child)) out[`f:${key}`] = {};
    else {
      // a map whose every key is identity (metadata with only name and namespace) is not recorded
      const sub = fieldsV1Of(child, [...at, key]);
      if (Object.keys(sub).length > 0 || Object.keys(child).length === 0) out[`f:${key}`] = sub;
    }
  }
  return out;
}

/** Finalizers each field manager owns (main resource), from managedFields. */
function finalizerOwners(object: Json): Map<string, Set<string>> {
  const meta = object.metadata as Json;
  const entries = Array.isArray(meta.managedFields) ? (meta.managedFields as Json[]) : [];
  const owners = new Map<string, Set<string>>();
  for (const e of entries) {
    if (e.subresource !== undefined || !isRecord(e.fieldsV1) || !isRecord(e.fieldsV1['f:metadata'])) continue;
    const fields = e.fieldsV1['f:metadata']['f:finalizers'];
    if (!isRecord(fields)) continue;
    for (const key of Object.keys(fields)) {
      const finalizer = JSON.parse(key.slice(2)) as string;
      if (!owners.has(finalizer)) owners.set(finalizer, new Set());
      owners.get(finalizer)!.add(e.manager as string);
    }
  }
  return owners;
}

/**
 * One in-memory cluster: the HTTP side the reconciler writes through, and the list-watch side
 * its informers read. A tiny server-side apply: maps merge, lists replace, a finalizer only this
 * manager held and no longer sends goes, and managedFields record what each manager applied (the
 * reconciler's diff before write reads them); a resourceVersion in the body is a precondition
 * (409). A deleted Namespace terminates until `finishNamespaceDeletion`; an object being deleted
 * goes once its last finalizer is gone.
 */
class FakeCluster {
  readonly objects = new Map<string, Json>();
  readonly requests: RecordedRequest[] = [];
  readonly faults: Fault[] = [];
  readonly #watchers = new Set<(event: WatchEvent<LiveObject>) => void>();
  #revision = 100;
  #uids = 0;

  /** Server-side apply as `manager`; what the PATCH endpoint does (no faults, no recording). */
  apply(manager: string, body: Json, subresource?: 'status'): Json {
    const meta = body.metadata as Json;
    const path = pathOf(body as unknown as KubeObject);
    const existing = this.objects.get(path);
    if (existing === undefined && subresource === 'status') throw Object.assign(new Error('not found'), { status: 404 });
    const rv = meta.resourceVersion;
    if (typeof rv === 'string' && existing !== undefined && (existing.metadata as Json).resourceVersion !== rv) {
      throw Object.assign(new Error('the object has been modified; please apply your changes to the latest version and try again'), { status: 409 });
    }
    const base: Json = existing ?? {
      apiVersion: body.apiVersion,
      kind: body.kind,
      metadata: { name: meta.name, ...(meta.namespace !== undefined ? { namespace: meta.namespace } : {}), uid: `uid-${++this.#uids}`, creationTimestamp: T0 },
    };
    const next: Json = structuredClone(base);
    const nextMeta = next.metadata as Json;
    if (subresource === 'status') {
      next.status = structuredClone(body.status);
    } else {
      for (const [key, value] of Object.entries(body)) if (key !== 'apiVersion' && key !== 'kind' && key !== 'metadata' && key !== 'status') next[key] = structuredClone(value);
      for (const key of ['labels', 'annotations'] as const) if (isRecord(meta[key])) nextMeta[key] = { ...(isRecord(nextMeta[key]) ? nextMeta[key] : {}), ...meta[key] };
      if (Array.isArray(meta.ownerReferences)) nextMeta.ownerReferences = structuredClone(meta.ownerReferences);
      // what only this manager held and no longer sends goes; a finalizer someone else also holds stays
      const dropped = new Set([...finalizerOwners(base)].filter(([, owners]) => owners.size === 1 && owners.has(manager)).map(([finalizer]) => finalizer));
      const sent = Array.isArray(meta.finalizers) ? (meta.finalizers as string[]) : [];
      const kept = (Array.isArray(nextMeta.finalizers) ? (nextMeta.finalizers as string[]) : []).filter((f) => !dropped.has(f) || sent.includes(f));
      const finalizers = [...kept, ...sent.filter((f) => !kept.includes(f))];
      if (finalizers.length > 0) nextMeta.finalizers = finalizers;
      else delete nextMeta.finalizers;
    }
    const others = (Array.isArray(nextMeta.managedFields) ? (nextMeta.managedFields as Json[]) : []).filter((e) => !(e.manager === manager && e.operation === 'Apply' && e.subresource === subresource));
    const { resourceVersion: _rv, ...appliedMeta } = meta;
    const applied = subresource === 'status' ? { status: body.status } : { ...body, metadata: appliedMeta };
    nextMeta.managedFields = [...others, { manager, operation: 'Apply', apiVersion: body.apiVersion, fieldsType: 'FieldsV1', fieldsV1: fieldsV1Of(applied), ...(subresource ? { subresource } : {}) }];
    return this.#store(path, next, existing === undefined ? 'ADDED' : 'MODIFIED');
  }

  /** Puts an object in as it is (fields nobody applied: a hand-made namespace, a generation). */
  put(object: Json): Json {
    const path = pathOf(object as unknown as KubeObject);
    const existing = this.objects.get(path);
    const meta = { uid: `uid-${++this.#uids}`, creationTimestamp: T0, ...((existing?.metadata as Json | undefined) ?? {}), ...(object.metadata as Json) };
    return this.#store(path, { ...existing, ...object, metadata: meta }, existing === undefined ? 'ADDED' : 'MODIFIED');
  }

  get(path: string): Json | undefined {
    return this.objects.get(path);
  }

  delete(path: string, uid: string | undefined): Json {
    const existing = this.objects.get(path);
    if (existing === undefined) throw Object.assign(new Error('not found'), { status: 404 });
    const meta = existing.metadata as Json;
    if (uid !== undefined && meta.uid !== uid) throw Object.assign(new Error('Precondition failed: UID in precondition does not match'), { status: 409 });
    if (existing.kind === 'Namespace' || Array.isArray(meta.finalizers)) {
      if (meta.deletionTimestamp !== undefined) return existing;
      return this.#store(path, { ...existing, metadata: { ...meta, deletionTimestamp: T0 } }, 'MODIFIED');
    }
    return this.#remove(path);
  }

  /** The namespace controller is done: the terminating Namespace goes. */
  finishNamespaceDeletion(name: string): void {
    this.#remove(`/api/v1/namespaces/${name}`);
  }

  /** List-watch of one kind; with `shard`, only objects labelled with it (the sharded operator's selector). */
  source(kind: string, shard?: string): ListWatchSource<LiveObject> {
    const selected = (o: Readonly<Record<string, unknown>>): boolean =>
      o.kind === kind && (shard === undefined || (isRecord(o.metadata) && isRecord(o.metadata.labels) && o.metadata.labels[SHARD_LABEL] === shard));
    return {
      list: (): Promise<ListResult<LiveObject>> =>
        Promise.resolve({ items: [...this.objects.values()].filter(selected).map((o) => structuredClone(o) as unknown as LiveObject), resourceVersion: String(this.#revision) }),
      watch: (options: WatchOptions<LiveObject>): Promise<void> =>
        new Promise((_resolve, reject) => {
          const watcher = (event: WatchEvent<LiveObject>): void => {
            if (event.type !== 'BOOKMARK' && event.type !== 'ERROR' && selected(event.object)) options.onEvent(event);
          };
          this.#watchers.add(watcher);
          options.signal.addEventListener('abort', () => {
            this.#watchers.delete(watcher);
            reject(new Error('aborted'));
          });
        }),
    };
  }

  #store(path: string, object: Json, type: 'ADDED' | 'MODIFIED'): Json {
    const meta = object.metadata as Json;
    if (meta.deletionTimestamp !== undefined && object.kind !== 'Namespace' && !Array.isArray(meta.finalizers)) return this.#remove(path, object);
    const stored = { ...object, metadata: { ...meta, resourceVersion: String(++this.#revision) } };
    this.objects.set(path, stored);
    for (const watcher of this.#watchers) watcher({ type, object: structuredClone(stored) as unknown as LiveObject });
    return stored;
  }

  /** Removes the object at `path`; `last` is how it looked at the end (default: as stored). */
  #remove(path: string, last?: Json): Json {
    const existing = last ?? this.objects.get(path)!;
    this.objects.delete(path);
    const gone = { ...existing, metadata: { ...(existing.metadata as Json), resourceVersion: String(++this.#revision) } };
    for (const watcher of this.#watchers) watcher({ type: 'DELETED', object: structuredClone(gone) as unknown as LiveObject });
    return gone;
  }

  /** The HTTP front: GET, DELETE and server-side apply PATCH, each recorded, faults first. */
  handle = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://localhost');
      const text = Buffer.concat(chunks).toString('utf8');
      const body: unknown = text === '' ? undefined : JSON.parse(text);
      const method = req.method!;
      this.requests.push({ method, path: url.pathname, query: url.searchParams, body });
      const answer = (code: number, payload: unknown): void => {
        res.writeHead(code, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const fail = (code: number, message: string): void => answer(code, { kind: 'Status', apiVersion: 'v1', status: 'Failure', code, reason: REASONS[code] ?? '', message });
      const fault = this.faults.find((f) => f.method === method && f.path.test(url.pathname) && (f.times === undefined || f.times > 0));
      if (fault) {
        if (fault.times !== undefined) fault.times--;
        return fail(fault.status, fault.message);
      }
      try {
        const status = url.pathname.endsWith('/status');
        const path = status ? url.pathname.slice(0, -'/status'.length) : url.pathname;
        if (method === 'GET') {
          const object = this.get(path);
          return object ? answer(200, object) : fail(404, `${path} not found`);
        }
        if (method === 'DELETE') {
          const uid = isRecord(body) && isRecord(body.preconditions) && typeof body.preconditions.uid === 'string' ? body.preconditions.uid : undefined;
          return answer(200, this.delete(path, uid));
        }
        if (method === 'PATCH' && req.headers['content-type'] === APPLY_CONTENT_TYPE && isRecord(body)) {
          const manager = url.searchParams.get('fieldManager') ?? '';
          if (pathOf(body as unknown as KubeObject) !== path) return fail(400, 'the body does not name the object of the path');
          return answer(200, this.apply(manager, body, status ? 'status' : undefined));
        }
        fail(405, `${method} ${url.pathname} is not played by this server`);
      } catch (error) {
        const code = isRecord(error) && typeof error.status === 'number' ? error.status : 500;
        fail(code, error instanceof Error ? error.message : String(error));
      }
    });
  };
}

// ---- the world a row starts from ----------------------------------------------------------

/** When the world of every row was made (creation, earlier transitions); the reconcile runs at NOW = T1. */
const T0 = '2026-01-01T00:00:00Z';
const NOW = Date.UTC(2026, 0, 2, 12, 0, 0);
const T1 = '2026-01-02T12:00:00Z';

const TENANTS_NS = 'tenants';
const KEY = `${TENANTS_NS}/team-a`;
const TENANT_PATH = `/apis/platform.example.com/v1/namespaces/${TENANTS_NS}/tenantonboardings/team-a`;
/** Another field manager, e.g. a platform team's own controller. */
const OTHER_MANAGER = 'platform-team-controller';

const SPEC = {
  namespace: 'team-a',
  quota: { cpu: '20', memory: '64Gi', gpuCount: 4 },
  networkPolicy: { allowEgressTo: ['catalog'] },
  access: { adminGroups: ['team-a-admins'], editGroups: ['team-a-devs'] },
} as const;

interface TenantInit {
  readonly name?: string;
  /** Where the TenantOnboarding lives (default `tenants`; its own tenant namespace: self-hosted). */
  readonly namespace?: string;
  readonly spec?: Json;
  readonly generation?: number;
  readonly created?: string;
  /** Our finalizer, applied by the operator's field manager (default true). */
  readonly finalizer?: boolean;
  readonly status?: Json;
  readonly deleting?: boolean;
  readonly deletionPolicy?: string;
  readonly labels?: Readonly<Record<string, string>>;
}

function addTenant(cluster: FakeCluster, init: TenantInit = {}): Json {
  const name = init.name ?? 'team-a';
  const namespace = init.namespace ?? TENANTS_NS;
  const metadata = {
    name,
    namespace,
    generation: init.generation ?? 1,
    creationTimestamp: init.created ?? T0,
    ...(init.deletionPolicy !== undefined ? { annotations: { [DELETION_POLICY_ANNOTATION]: init.deletionPolicy } } : {}),
    ...(init.labels !== undefined ? { labels: init.labels } : {}),
  };
  cluster.put({ apiVersion: TENANT_API_VERSION, kind: TENANT_KIND, metadata, spec: structuredClone(init.spec ?? SPEC), ...(init.status ? { status: init.status } : {}) });
  if (init.finalizer ?? true) {
    cluster.apply(FIELD_MANAGER, { apiVersion: TENANT_API_VERSION, kind: TENANT_KIND, metadata: { name, namespace, finalizers: [TENANT_FINALIZER] } });
  }
  const path = `/apis/platform.example.com/v1/namespaces/${namespace}/tenantonboardings/${name}`;
  if (init.deleting === true) cluster.put({ ...cluster.get(path)!, metadata: { ...(cluster.get(path)!.metadata as Json), deletionTimestamp: T0 } });
  return cluster.get(path)!;
}

/** The children the operator applied for `tenant` (spec as given, or another one), through the same SSA. */
function addChildren(cluster: FakeCluster, tenant: Json, spec: Json = SPEC, options: { skip?: readonly string[] } = {}): void {
  const meta = tenant.metadata as Json;
  const owner = { namespace: meta.namespace as string, name: meta.name as string, uid: meta.uid as string };
  const parsed = parseTenantSpec({ apiVersion: TENANT_API_VERSION, metadata: { name: owner.name, namespace: owner.namespace }, spec });
  if (!parsed.ok) throw new Error(`bad spec in a test row: ${parsed.findings.map((f) => f.message).join('; ')}`);
  const children = desiredChildren(owner, parsed.spec);
  for (const [slot, child] of Object.entries(children)) {
    if (child === undefined || options.skip?.includes(slot)) continue;
    cluster.apply(FIELD_MANAGER, child as unknown as Json);
  }
}


const PROVISIONED = {
  NamespaceProvisioned: 'Namespace team-a exists and is labelled to its tenant',
  QuotaProvisioned: 'ResourceQuota tenant-quota matches spec.quota',
  NetworkPolicyProvisioned: 'NetworkPolicy tenant-isolation denies by default and allows 1 listed namespace(s)',
  AccessProvisioned: '1 admin group(s) and 1 edit group(s) are bound',
} as const;
const READY_MESSAGE = 'Namespace team-a is provisioned with a quota, a network policy and 2 role bindings';

/** The status the operator writes for a provisioned tenant at `generation`, all transitions at T0. */
function readyStatus(generation: number): Json {
  const condition = (type: string, status: string, reason: string, message: string): Json => ({ type, status, reason, message, observedGeneration: generation, lastTransitionTime: T0 });
  return {
    observedGeneration: generation,
    conditions: [
      condition('Ready', 'True', 'Provisioned', READY_MESSAGE),
      condition('Reconciling', 'False', 'Provisioned', 'Reconciliation finished'),
      condition('Stalled', 'False', 'Provisioned', 'Not stalled'),
      ...Object.entries(PROVISIONED).map(([type, message]) => condition(type, 'True', 'Provisioned', message)),
    ],
  };
}

/** A provisioned tenant: finalizer, children and status as the operator left them at `generation`. */
function provisioned(cluster: FakeCluster, init: TenantInit = {}): Json {
  const tenant = addTenant(cluster, { status: readyStatus(init.generation ?? 1), ...init });
  addChildren(cluster, tenant);
  return tenant;
}

// ---- running one reconcile ----------------------------------------------------------------

const servers: http.Server[] = [];
const clients: KubeClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  for (const server of servers.splice(0)) await closeLocalServer(server);
});

interface ReconcilerSetup {
  readonly reservedNamespaces?: readonly string[];
  /**
   * Run as shard `k` of a sharded operator (as src/operator/operator.ts wires it): the caches hold
   * only objects labelled with the shard, children get the label, and what the caches lack is read
   * with a GET.
   */
  readonly shard?: number;
}

async function startReconciler(cluster: FakeCluster, setup: ReconcilerSetup = {}) {
  const clock = new FakeClock(NOW);
  const shard = setup.shard !== undefined ? String(setup.shard) : undefined;
  const informer = (kind: string): Informer<LiveObject> =>
    new Informer<LiveObject>({ name: kind, source: cluster.source(kind, shard), clock, random: () => 0.5, transform: kind === TENANT_KIND ? trimTenant : trimChild(FIELD_MANAGER) });
  const caches: TenantCaches = {
    tenants: informer(TENANT_KIND),
    namespaces: informer('Namespace'),
    quotas: informer('ResourceQuota'),
    networkPolicies: informer('NetworkPolicy'),
    roleBindings: informer('RoleBinding'),
  };
  caches.tenants.addIndex(BY_TENANT_NAMESPACE, claimedNamespace);
  const all = Object.values(caches);
  for (const i of all) i.start();
  await Promise.all(all.map((i) => i.waitForSync()));
  const server = http.createServer(cluster.handle);
  servers.push(server);
  const client = await clientForLocalServer(server);
  clients.push(client);
  const events: string[] = [];
  const read = async (ref: ChildRef, signal: AbortSignal): Promise<LiveObject | undefined> => {
    try {
      return await client.request<LiveObject>({ method: 'GET', path: pathOf({ apiVersion: ref.apiVersion, kind: ref.kind, metadata: ref }), signal });
    } catch (error) {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    }
  };
  const reconciler = new TenantReconciler({
    caches,
    kube: { client, resolver },
    events: { record: (e) => events.push(`${e.type} ${e.reason}: ${e.note}`) },
    clock,
    ...(setup.reservedNamespaces ? { reservedNamespaces: setup.reservedNamespaces } : {}),
    ...(shard !== undefined
      ? {
          childLabels: { [SHARD_LABEL]: shard },
          readChild: read,
          readTenant: (key: string, signal: AbortSignal) => {
            const [namespace, name] = key.split('/');
            return read({ apiVersion: TENANT_API_VERSION, kind: TENANT_KIND, namespace: namespace!, name: name! }, signal);
          },
        }
      : {}),
  });
  return {
    events,
    reconcile: (key = KEY): Promise<ReconcileResult> => reconciler.reconcile({ key, signal: new AbortController().signal }),
    stop: async (): Promise<void> => {
      await Promise.all(all.map((i) => i.stop()));
    },
  };
}

// ---- the table ----------------------------------------------------------------------------

type ConditionSummary = Readonly<Record<string, string>>;

/** `status reason` of each of our conditions, e.g. `{ Ready: 'True Provisioned', ... }`. */
function summarize(status: unknown): ConditionSummary {
  if (!isRecord(status) || !Array.isArray(status.conditions)) return {};
  return Object.fromEntries((status.conditions as Json[]).map((c) => [c.type as string, `${c.status as string} ${c.reason as string}`]));
}

const ALL_PROVISIONED: ConditionSummary = {
  Ready: 'True Provisioned',
  Reconciling: 'False Provisioned',
  Stalled: 'False Provisioned',
  NamespaceProvisioned: 'True Provisioned',
  QuotaProvisioned: 'True Provisioned',
  NetworkPolicyProvisioned: 'True Provisioned',
  AccessProvisioned: 'True Provisioned',
};

function stalled(reason: string, children: Partial<ConditionSummary>): ConditionSummary {
  return { Ready: `False ${reason}`, Reconciling: `False ${reason}`, Stalled: `True ${reason}`, ...children };
}
function retrying(reason: string, children: Partial<ConditionSummary>): ConditionSummary {
  return { Ready: `False ${reason}`, Reconciling: 'True ProgressingWithRetry', Stalled: 'False ProgressingWithRetry', ...children };
}

const RESERVED_MESSAGE = 'spec.namespace "kube-system" is reserved ("kube-*"): a tenant may not claim a Kubernetes, driftgate or cluster add-on namespace';
const WAITING_FOR_NAMESPACE = { QuotaProvisioned: 'Unknown Blocked', NetworkPolicyProvisioned: 'Unknown Blocked', AccessProvisioned: 'Unknown Blocked' } as const;
const SPEC_INVALID = { NamespaceProvisioned: 'Unknown SpecInvalid', QuotaProvisioned: 'Unknown SpecInvalid', NetworkPolicyProvisioned: 'Unknown SpecInvalid', AccessProvisioned: 'Unknown SpecInvalid' } as const;
const TERMINATING_CHILDREN = { QuotaProvisioned: 'Unknown Terminating', NetworkPolicyProvisioned: 'Unknown Terminating', AccessProvisioned: 'Unknown Terminating' } as const;

const CHILD_WRITES = ['PATCH namespaces/team-a', 'PATCH team-a/resourcequotas/tenant-quota', 'PATCH team-a/networkpolicies/tenant-isolation', 'PATCH team-a/rolebindings/tenant-admins', 'PATCH team-a/rolebindings/tenant-editors'];
const FINALIZER_WRITE = 'PATCH tenants/tenantonboardings/team-a';
const STATUS_WRITE = 'PATCH tenants/tenantonboardings/team-a/status';

interface Row {
  readonly name: string;
  readonly given: (cluster: FakeCluster) => void;
  /** The workqueue key reconciled (default `tenants/team-a`). */
  readonly key?: string;
  readonly faults?: readonly Fault[];
  readonly setup?: ReconcilerSetup;
  readonly expect: {
    /** The queue decision, or the error the reconcile rejects with. */
    readonly result: ReconcileResult | { readonly rejects: RegExp };
    /** Every request but GETs, as `METHOD short/path`, in any order. */
    readonly writes: readonly string[];
    /** Our conditions in the status written (`status reason`); absent: no status write. */
    readonly conditions?: ConditionSummary;
    /** status.observedGeneration written with `conditions` (undefined: not advanced past none). */
    readonly observedGeneration?: number | undefined;
    /** Messages of written conditions that matter to the row. */
    readonly messages?: Readonly<Record<string, string | RegExp>>;
    readonly events?: readonly string[];
    /** Further checks on the cluster afterwards. */
    readonly then?: (cluster: FakeCluster) => void;
  };
}

/** The namespace is refused (`reason`): only a status is written, Stalled, the other children waiting. */
function namespaceRefused(reason: string, message: string): Row['expect'] {
  return {
    result: {},
    writes: [STATUS_WRITE],
    conditions: stalled(reason, { NamespaceProvisioned: `False ${reason}`, ...WAITING_FOR_NAMESPACE }),
    observedGeneration: 1,
    messages: { NamespaceProvisioned: message },
  };
}

/** One child's apply failed with a retriable answer (`reason`): the others applied, requeued. */
function childRetrying(reason: string, failed: keyof typeof ALL_PROVISIONED_CHILDREN, message?: string): Row['expect'] {
  return {
    result: { requeue: true },
    writes: [...CHILD_WRITES, STATUS_WRITE],
    conditions: retrying(reason, { ...ALL_PROVISIONED_CHILDREN, [failed]: `False ${reason}` }),
    observedGeneration: undefined,
    ...(message !== undefined ? { messages: { [failed]: message } } : {}),
  };
}

const ALL_PROVISIONED_CHILDREN = { NamespaceProvisioned: 'True Provisioned', QuotaProvisioned: 'True Provisioned', NetworkPolicyProvisioned: 'True Provisioned', AccessProvisioned: 'True Provisioned' } as const;

/** A Ready tenant at generation 1 whose spec is now `spec` (generation 2); its children are generation 1's. */
function specChanged(spec: typeof SPEC | Record<string, unknown>): Row['given'] {
  return (c) => {
    const tenant = addTenant(c, { generation: 2, spec, status: readyStatus(1) });
    addChildren(c, tenant, SPEC);
  };
}

function finalizersOf(cluster: FakeCluster): unknown {
  return (cluster.get(TENANT_PATH)?.metadata as Json | undefined)?.finalizers;
}

const ROWS: readonly Row[] = [
  {
    name: 'a new tenant: finalizer first, then every child, then a Ready status at generation 1',
    given: (c) => addTenant(c, { finalizer: false }),
    expect: {
      result: {},
      writes: [FINALIZER_WRITE, ...CHILD_WRITES, STATUS_WRITE],
      conditions: ALL_PROVISIONED,
      observedGeneration: 1,
      messages: { Ready: READY_MESSAGE, ...PROVISIONED },
      events: [`Normal Provisioned: ${READY_MESSAGE}`],
      then: (c) => {
        expect(finalizersOf(c)).toEqual([TENANT_FINALIZER]);
        expect(c.requests[0]).toMatchObject({ method: 'PATCH', path: TENANT_PATH });
        expect(c.requests[0]!.query.get('fieldManager')).toBe(FIELD_MANAGER);
        expect(c.requests[0]!.query.get('force')).toBe('true');
        expect(c.requests.at(-1)!.path).toBe(`${TENANT_PATH}/status`);
        // the status is written against the version the finalizer apply returned
        expect((c.requests.at(-1)!.body as { metadata: Json }).metadata.resourceVersion).toMatch(/^\d+$/);
      },
    },
  },
  {
    name: 'children that already match and an unchanged status: nothing is sent',
    given: (c) => provisioned(c),
    expect: { result: {}, writes: [], events: [] },
  },
  {
    name: 'quantities the API server canonicalised (0.5 → 500m) still match: nothing is sent',
    given: (c) => {
      const spec = { ...SPEC, quota: { ...SPEC.quota, cpu: '0.5' } };
      const tenant = addTenant(c, { spec, status: readyStatus(1) });
      addChildren(c, tenant, { ...spec, quota: { ...spec.quota, cpu: '500m' } });
    },
    expect: { result: {}, writes: [], events: [] },
  },
  {
    name: 'a spec change (generation 2): only the quota is applied, observedGeneration 2, no drift event',
    given: specChanged({ ...SPEC, quota: { ...SPEC.quota, cpu: '40' } }),
    expect: {
      result: {},
      writes: ['PATCH team-a/resourcequotas/tenant-quota', STATUS_WRITE],
      conditions: ALL_PROVISIONED,
      observedGeneration: 2,
      events: [],
      then: (c) => {
        const status = c.get(TENANT_PATH)!.status as { conditions: Json[] };
        // Ready stayed True: its lastTransitionTime is kept, its observedGeneration moves on
        expect(status.conditions.find((x) => x.type === 'Ready')).toMatchObject({ lastTransitionTime: T0, observedGeneration: 2 });
        expect((c.get('/api/v1/namespaces/team-a/resourcequotas/tenant-quota')!.spec as Json).hard).toMatchObject({ cpu: '40' });
      },
    },
  },
  {
    name: 'a child changed outside the operator: restored with a DriftCorrected event, status unchanged',
    given: (c) => {
      provisioned(c);
      // What the operator owns of it now differs from what it wants (this fake's SSA does not move
      // field ownership between managers, so the change is written as the operator's own).
      c.apply(FIELD_MANAGER, { apiVersion: 'networking.k8s.io/v1', kind: 'NetworkPolicy', metadata: { name: CHILD_NAMES.networkPolicy, namespace: 'team-a' }, spec: { podSelector: {}, policyTypes: ['Ingress'] } });
    },
    expect: {
      result: {},
      writes: ['PATCH team-a/networkpolicies/tenant-isolation'],
      events: ['Warning DriftCorrected: NetworkPolicy was changed outside the operator (/metadata, /spec/egress, /spec/ingress, /spec/policyTypes); restored'],
    },
  },
  {
    name: 'a child deleted outside the operator: recreated with a DriftCorrected event',
    given: (c) => {
      const tenant = addTenant(c, { status: readyStatus(1) });
      addChildren(c, tenant, SPEC, { skip: ['quota'] });
    },
    expect: {
      result: {},
      writes: ['PATCH team-a/resourcequotas/tenant-quota'],
      events: ['Warning DriftCorrected: ResourceQuota was deleted outside the operator; recreated'],
    },
  },
  {
    name: 'access removed from the spec: our binding is deleted (uid precondition)',
    given: specChanged({ ...SPEC, access: { adminGroups: ['team-a-admins'] } }),
    expect: {
      result: {},
      writes: ['DELETE team-a/rolebindings/tenant-editors', STATUS_WRITE],
      conditions: ALL_PROVISIONED,
      observedGeneration: 2,
      messages: { AccessProvisioned: '1 admin group(s) and 0 edit group(s) are bound', Ready: 'Namespace team-a is provisioned with a quota, a network policy and 1 role binding' },
      then: (c) => {
        const deletion = c.requests.find((r) => r.method === 'DELETE')!;
        expect(deletion.body).toMatchObject({ preconditions: { uid: expect.stringMatching(/^uid-/) }, propagationPolicy: 'Background' });
        expect(c.get('/apis/rbac.authorization.k8s.io/v1/namespaces/team-a/rolebindings/tenant-editors')).toBeUndefined();
      },
    },
  },
  {
    name: 'a reserved namespace (kube-system): Stalled NamespaceReserved, nothing applied',
    given: (c) => addTenant(c, { spec: { ...SPEC, namespace: 'kube-system' } }),
    expect: {
      result: {},
      writes: [STATUS_WRITE],
      conditions: stalled('NamespaceReserved', SPEC_INVALID),
      observedGeneration: 1,
      messages: { Stalled: RESERVED_MESSAGE, Ready: RESERVED_MESSAGE },
      events: [`Warning NamespaceReserved: ${RESERVED_MESSAGE}`, `Warning Stalled: ${RESERVED_MESSAGE}`],
    },
  },
  {
    name: 'a namespace reserved by the operator\'s options (its own namespace): Stalled NamespaceReserved',
    given: (c) => addTenant(c, { spec: { ...SPEC, namespace: 'team-a' } }),
    setup: { reservedNamespaces: ['team-*'] },
    expect: { result: {}, writes: [STATUS_WRITE], conditions: stalled('NamespaceReserved', SPEC_INVALID), observedGeneration: 1 },
  },
  {
    name: 'a system: group: Stalled SystemGroupForbidden, and our binding that grants it is deleted',
    given: (c) => {
      const spec = { ...SPEC, access: { adminGroups: ['system:masters'], editGroups: ['team-a-devs'] } };
      const tenant = addTenant(c, { spec, generation: 2, status: readyStatus(1) });
      addChildren(c, tenant, SPEC);
      // an older operator bound the system group
      c.apply(FIELD_MANAGER, { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'RoleBinding', metadata: { name: CHILD_NAMES.adminBinding, namespace: 'team-a' }, subjects: [{ apiGroup: 'rbac.authorization.k8s.io', kind: 'Group', name: 'system:masters' }] });
    },
    expect: {
      result: {},
      writes: ['DELETE team-a/rolebindings/tenant-admins', STATUS_WRITE],
      conditions: stalled('SystemGroupForbidden', { ...SPEC_INVALID, AccessProvisioned: 'False SystemGroupForbidden' }),
      observedGeneration: 2,
      then: (c) => {
        expect(c.requests.filter((r) => r.method === 'GET').map((r) => shortPath(r.path)).sort()).toEqual(['team-a/rolebindings/tenant-admins', 'team-a/rolebindings/tenant-editors']);
        expect(c.get('/apis/rbac.authorization.k8s.io/v1/namespaces/team-a/rolebindings/tenant-editors')).toBeDefined();
      },
    },
  },
  {
    name: 'a namespace an older tenant also claims (not created yet): Stalled NamespaceClaimedByAnotherTenant',
    given: (c) => {
      addTenant(c, { name: 'older', created: '2025-06-01T00:00:00Z' });
      addTenant(c, { created: T0 });
    },
    expect: namespaceRefused('NamespaceClaimedByAnotherTenant', 'TenantOnboarding tenants/older (older) also claims namespace team-a'),
  },
  {
    name: 'the older of two tenants claiming one namespace wins: provisioned',
    given: (c) => {
      addTenant(c, { name: 'younger', created: '2026-06-01T00:00:00Z' });
      addTenant(c, { created: T0 });
    },
    expect: { result: {}, writes: [...CHILD_WRITES, STATUS_WRITE], conditions: ALL_PROVISIONED, observedGeneration: 1 },
  },
  {
    name: 'a namespace another live tenant owns: Stalled NamespaceOwnedByAnotherTenant',
    given: (c) => {
      const other = addTenant(c, { name: 'owner', created: '2026-06-01T00:00:00Z' });
      addChildren(c, other, SPEC, { skip: ['quota', 'networkPolicy', 'adminBinding', 'editBinding'] });
      addTenant(c, { created: '2025-01-01T00:00:00Z' });
    },
    expect: namespaceRefused('NamespaceOwnedByAnotherTenant', 'Namespace team-a belongs to TenantOnboarding tenants/owner'),
  },
  {
    name: 'a namespace whose recorded owner is gone (retained): adopted',
    given: (c) => {
      const gone = addTenant(c, { name: 'gone' });
      addChildren(c, gone, SPEC, { skip: ['quota', 'networkPolicy', 'adminBinding', 'editBinding'] });
      c.objects.delete(`/apis/platform.example.com/v1/namespaces/${TENANTS_NS}/tenantonboardings/gone`);
      addTenant(c);
    },
    expect: {
      result: {},
      writes: [...CHILD_WRITES, STATUS_WRITE],
      conditions: ALL_PROVISIONED,
      observedGeneration: 1,
      then: (c) => expect((c.get('/api/v1/namespaces/team-a')!.metadata as { annotations: Json }).annotations).toMatchObject({ 'platform.example.com/owner': KEY }),
    },
  },
  {
    name: 'a namespace whose recorded owner was recreated under the same name (another uid): adopted',
    given: (c) => {
      const first = addTenant(c, { name: 'gone' });
      addChildren(c, first, SPEC, { skip: ['quota', 'networkPolicy', 'adminBinding', 'editBinding'] });
      c.objects.delete(`/apis/platform.example.com/v1/namespaces/${TENANTS_NS}/tenantonboardings/gone`);
      addTenant(c, { name: 'gone', spec: { ...SPEC, namespace: 'elsewhere' } });
      addTenant(c);
    },
    expect: { result: {}, writes: [...CHILD_WRITES, STATUS_WRITE], conditions: ALL_PROVISIONED, observedGeneration: 1 },
  },
  {
    name: 'a namespace that exists without our marks: Stalled NamespaceNotManaged',
    given: (c) => {
      c.put({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team-a' } });
      addTenant(c);
    },
    expect: { result: {}, writes: [STATUS_WRITE], conditions: stalled('NamespaceNotManaged', { NamespaceProvisioned: 'False NamespaceNotManaged', ...WAITING_FOR_NAMESPACE }), observedGeneration: 1 },
  },
  {
    name: 'our namespace still terminating: Progressing, look again after the poll interval, observedGeneration not advanced',
    given: (c) => {
      const tenant = addTenant(c);
      addChildren(c, tenant, SPEC, { skip: ['quota', 'networkPolicy', 'adminBinding', 'editBinding'] });
      c.delete('/api/v1/namespaces/team-a', undefined);
    },
    expect: {
      result: { requeueAfterMs: 30_000 },
      writes: [STATUS_WRITE],
      conditions: { Ready: 'Unknown Progressing', Reconciling: 'True NamespaceTerminating', Stalled: 'False Progressing', NamespaceProvisioned: 'False NamespaceTerminating', ...WAITING_FOR_NAMESPACE },
      observedGeneration: undefined,
    },
  },
  {
    name: 'an apply answered 409: Retrying Conflict, requeued',
    given: (c) => addTenant(c),
    faults: [{ method: 'PATCH', path: /resourcequotas/, status: 409, message: 'Apply failed with 1 conflict: conflict with "someone": .spec.hard.cpu' }],
    expect: childRetrying('Conflict', 'QuotaProvisioned', 'quota: Apply failed with 1 conflict: conflict with "someone": .spec.hard.cpu'),
  },
  {
    name: 'an apply answered 500: Retrying APIUnavailable, requeued',
    given: (c) => addTenant(c),
    faults: [{ method: 'PATCH', path: /networkpolicies/, status: 500, message: 'etcdserver: request timed out' }],
    expect: childRetrying('APIUnavailable', 'NetworkPolicyProvisioned'),
  },
  {
    name: 'an apply answered 422: Stalled ApplyRejected with the server\'s message, not requeued',
    given: (c) => addTenant(c),
    faults: [{ method: 'PATCH', path: /resourcequotas/, status: 422, message: 'ResourceQuota "tenant-quota" is invalid: spec.hard[cpu]: Invalid value' }],
    expect: {
      result: {},
      writes: [...CHILD_WRITES, STATUS_WRITE],
      conditions: stalled('ApplyRejected', { NamespaceProvisioned: 'True Provisioned', QuotaProvisioned: 'False ApplyRejected', NetworkPolicyProvisioned: 'True Provisioned', AccessProvisioned: 'True Provisioned' }),
      observedGeneration: 1,
      messages: { Stalled: 'quota: ResourceQuota "tenant-quota" is invalid: spec.hard[cpu]: Invalid value' },
    },
  },
  {
    name: 'an apply answered 500 "failed to convert": Stalled ApplyRejected (retrying cannot help)',
    given: (c) => addTenant(c),
    faults: [{ method: 'PATCH', path: /resourcequotas/, status: 500, message: 'failed to convert new object (team-a/tenant-quota; /v1, Kind=ResourceQuota)' }],
    expect: { result: {}, writes: [...CHILD_WRITES, STATUS_WRITE], conditions: stalled('ApplyRejected', { NamespaceProvisioned: 'True Provisioned', QuotaProvisioned: 'False ApplyRejected', NetworkPolicyProvisioned: 'True Provisioned', AccessProvisioned: 'True Provisioned' }), observedGeneration: 1 },
  },
  {
    name: 'an apply answered 403: Retrying AccessDenied; the stronger of two failures names the outcome (422 over 403)',
    given: (c) => addTenant(c),
    faults: [
      { method: 'PATCH', path: /rolebindings/, status: 403, message: 'rolebindings.rbac.authorization.k8s.io is forbidden: user cannot bind' },
      { method: 'PATCH', path: /networkpolicies/, status: 422, message: 'NetworkPolicy is invalid' },
    ],
    expect: {
      result: {},
      writes: [...CHILD_WRITES, STATUS_WRITE],
      conditions: stalled('ApplyRejected', { NamespaceProvisioned: 'True Provisioned', QuotaProvisioned: 'True Provisioned', NetworkPolicyProvisioned: 'False ApplyRejected', AccessProvisioned: 'False AccessDenied' }),
      observedGeneration: 1,
    },
  },
  {
    name: 'a child apply into a namespace being terminated (403): Progressing NamespaceTerminating',
    given: (c) => addTenant(c),
    faults: [{ method: 'PATCH', path: /resourcequotas/, status: 403, message: 'resourcequotas "tenant-quota" is forbidden: unable to create new content in namespace team-a because it is being terminated' }],
    expect: {
      result: { requeueAfterMs: 30_000 },
      writes: [...CHILD_WRITES, STATUS_WRITE],
      conditions: { Ready: 'Unknown Progressing', Reconciling: 'True NamespaceTerminating', Stalled: 'False Progressing', NamespaceProvisioned: 'True Provisioned', QuotaProvisioned: 'False NamespaceTerminating', NetworkPolicyProvisioned: 'True Provisioned', AccessProvisioned: 'True Provisioned' },
      observedGeneration: undefined,
    },
  },
  {
    name: 'the namespace apply fails: the other children are not attempted',
    given: (c) => addTenant(c),
    faults: [{ method: 'PATCH', path: /^\/api\/v1\/namespaces\/team-a$/, status: 500, message: 'etcdserver: leader changed' }],
    expect: {
      result: { requeue: true },
      writes: ['PATCH namespaces/team-a', STATUS_WRITE],
      conditions: retrying('APIUnavailable', { NamespaceProvisioned: 'False APIUnavailable', ...WAITING_FOR_NAMESPACE }),
      observedGeneration: undefined,
      messages: { Ready: 'Namespace: etcdserver: leader changed' },
    },
  },
  {
    name: 'an apply answered 400: Retrying APIError',
    given: (c) => addTenant(c),
    faults: [{ method: 'PATCH', path: /networkpolicies/, status: 400, message: 'bad request' }],
    expect: childRetrying('APIError', 'NetworkPolicyProvisioned'),
  },
  {
    name: 'a RoleBinding whose roleRef changed (422 immutable): deleted and applied again',
    given: (c) => {
      provisioned(c);
      c.apply(FIELD_MANAGER, { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'RoleBinding', metadata: { name: CHILD_NAMES.editBinding, namespace: 'team-a' }, roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'view' } });
    },
    faults: [{ method: 'PATCH', path: /rolebindings\/tenant-editors/, status: 422, message: 'RoleBinding.rbac.authorization.k8s.io "tenant-editors" is invalid: roleRef: Invalid value: cannot change roleRef', times: 1 }],
    expect: {
      result: {},
      writes: ['PATCH team-a/rolebindings/tenant-editors', 'DELETE team-a/rolebindings/tenant-editors', 'PATCH team-a/rolebindings/tenant-editors'],
      events: ['Warning DriftCorrected: RoleBinding was changed outside the operator (/metadata, /roleRef/name, /subjects); restored'],
    },
  },
  {
    name: 'a RoleBinding apply answered 422 for another reason than roleRef: the live binding is kept, Stalled ApplyRejected',
    given: (c) => {
      // a spec change (generation 2) adds an edit group; the server refuses the new binding
      provisioned(c, { generation: 2, status: readyStatus(1), spec: { ...SPEC, access: { adminGroups: ['team-a-admins'], editGroups: ['team-a-devs', 'team-a-oncall'] } } });
    },
    faults: [{ method: 'PATCH', path: /rolebindings\/tenant-editors/, status: 422, message: 'RoleBinding.rbac.authorization.k8s.io "tenant-editors" is invalid: subjects[1].name: Required value' }],
    expect: {
      result: {},
      writes: ['PATCH team-a/rolebindings/tenant-editors', STATUS_WRITE],
      conditions: stalled('ApplyRejected', { NamespaceProvisioned: 'True Provisioned', QuotaProvisioned: 'True Provisioned', NetworkPolicyProvisioned: 'True Provisioned', AccessProvisioned: 'False ApplyRejected' }),
      observedGeneration: 2,
      then: (c) => expect(c.get('/apis/rbac.authorization.k8s.io/v1/namespaces/team-a/rolebindings/tenant-editors')).toBeDefined(),
    },
  },
  {
    name: 'the status write answered 409 (changed meanwhile): requeued to re-read',
    given: (c) => addTenant(c),
    faults: [{ method: 'PATCH', path: /\/status$/, status: 409, message: 'the object has been modified' }],
    expect: { result: { requeue: true }, writes: [...CHILD_WRITES, STATUS_WRITE], events: [] },
  },
  {
    name: 'the finalizer apply answered 500: the reconcile rejects (the controller retries), nothing else sent',
    given: (c) => addTenant(c, { finalizer: false }),
    faults: [{ method: 'PATCH', path: /tenantonboardings\/team-a$/, status: 500, message: 'etcdserver: no leader' }],
    expect: { result: { rejects: /etcdserver: no leader/ }, writes: [FINALIZER_WRITE] },
  },
  {
    name: 'an answer that is not an object: Retrying InternalError',
    given: (c) => addTenant(c),
    faults: [{ method: 'PATCH', path: /networkpolicies/, status: 200, message: '' }],
    expect: childRetrying('InternalError', 'NetworkPolicyProvisioned'),
  },
  // ---- sharded ----
  {
    name: 'sharded: our namespace written before sharding (not in the shard\'s cache) is read live and every child labelled, with no drift events',
    setup: { shard: 1 },
    given: (c) => provisioned(c, { labels: { [SHARD_LABEL]: '1' } }),
    expect: {
      result: {},
      writes: CHILD_WRITES,
      events: [],
      then: (c) => {
        expect(c.requests.filter((r) => r.method === 'GET').map((r) => shortPath(r.path))).toEqual(['namespaces/team-a']);
        for (const r of c.requests.filter((x) => x.method === 'PATCH')) expect((r.body as { metadata: { labels: Json } }).metadata.labels[SHARD_LABEL]).toBe('1');
      },
    },
  },
  {
    name: 'sharded: a namespace whose owner sits in another shard (read live): Stalled NamespaceOwnedByAnotherTenant',
    setup: { shard: 1 },
    given: (c) => {
      const other = addTenant(c, { name: 'owner', created: '2026-06-01T00:00:00Z', labels: { [SHARD_LABEL]: '2' } });
      addChildren(c, other, SPEC, { skip: ['quota', 'networkPolicy', 'adminBinding', 'editBinding'] });
      addTenant(c, { created: '2025-01-01T00:00:00Z', labels: { [SHARD_LABEL]: '1' } });
    },
    expect: {
      result: {},
      writes: [STATUS_WRITE],
      conditions: stalled('NamespaceOwnedByAnotherTenant', { NamespaceProvisioned: 'False NamespaceOwnedByAnotherTenant', ...WAITING_FOR_NAMESPACE }),
      observedGeneration: 1,
      then: (c) => expect(c.requests.filter((r) => r.method === 'GET').map((r) => shortPath(r.path))).toEqual(['namespaces/team-a', 'tenants/tenantonboardings/owner']),
    },
  },
  {
    name: 'the status write answered 404 (the tenant was deleted meanwhile): done',
    given: (c) => addTenant(c),
    faults: [{ method: 'PATCH', path: /\/status$/, status: 404, message: 'not found' }],
    expect: { result: {}, writes: [...CHILD_WRITES, STATUS_WRITE], events: [] },
  },
  {
    name: 'the finalizer removal answered 404 (the tenant is already gone): done',
    given: (c) => provisioned(c, { deleting: true, deletionPolicy: 'Retain' }),
    faults: [{ method: 'PATCH', path: /tenantonboardings\/team-a$/, status: 404, message: 'not found' }],
    expect: { result: {}, writes: [FINALIZER_WRITE] },
  },
  {
    name: 'a tenant that is no longer in the cache: nothing to do',
    given: () => undefined,
    expect: { result: {}, writes: [] },
  },
  // ---- deletion ----
  {
    name: 'deleted with policy Delete: the namespace is deleted, Terminating, look again after the poll interval',
    given: (c) => provisioned(c, { deleting: true }),
    expect: {
      result: { requeueAfterMs: 30_000 },
      writes: ['DELETE namespaces/team-a', STATUS_WRITE],
      conditions: { Ready: 'False NamespaceTerminating', Reconciling: 'True NamespaceTerminating', Stalled: 'False NamespaceTerminating', NamespaceProvisioned: 'False NamespaceTerminating', ...TERMINATING_CHILDREN },
      observedGeneration: 1,
      messages: { NamespaceProvisioned: 'Waiting for namespace team-a to be deleted' },
      events: ['Normal NamespaceDeleting: Deleting namespace team-a (deletion policy Delete)', 'Warning NamespaceTerminating: Waiting for namespace team-a to be deleted'],
      then: (c) => expect(finalizersOf(c)).toEqual([TENANT_FINALIZER]),
    },
  },
  {
    name: 'deleted with policy Delete, the namespace deletion answered 403: Terminating CleanupFailed, requeued',
    given: (c) => provisioned(c, { deleting: true }),
    faults: [{ method: 'DELETE', path: /namespaces\/team-a$/, status: 403, message: 'namespaces "team-a" is forbidden' }],
    expect: {
      result: { requeue: true },
      writes: ['DELETE namespaces/team-a', STATUS_WRITE],
      conditions: { Ready: 'False CleanupFailed', Reconciling: 'True CleanupFailed', Stalled: 'False CleanupFailed', NamespaceProvisioned: 'False CleanupFailed', ...TERMINATING_CHILDREN },
      observedGeneration: 1,
      messages: { NamespaceProvisioned: 'Deleting namespace team-a failed: namespaces "team-a" is forbidden' },
      then: (c) => expect(finalizersOf(c)).toEqual([TENANT_FINALIZER]),
    },
  },
  {
    name: 'deleted with policy Delete, the namespace gone: the finalizer is removed and the tenant goes',
    given: (c) => {
      provisioned(c, { deleting: true });
      c.delete('/api/v1/namespaces/team-a', undefined);
      c.finishNamespaceDeletion('team-a');
    },
    expect: {
      result: {},
      writes: [FINALIZER_WRITE],
      then: (c) => {
        expect((c.requests[0]!.body as { metadata: Json }).metadata.finalizers).toBeUndefined();
        expect(c.get(TENANT_PATH)).toBeUndefined();
      },
    },
  },
  {
    name: 'deleted with policy Retain: the namespace is kept and released, the finalizer removed',
    given: (c) => provisioned(c, { deleting: true, deletionPolicy: 'Retain' }),
    expect: {
      result: {},
      writes: [FINALIZER_WRITE],
      events: ['Normal NamespaceRetained: Namespace team-a is kept (deletion policy Retain)'],
      then: (c) => {
        expect(c.get('/api/v1/namespaces/team-a')).toBeDefined();
        expect(c.get(TENANT_PATH)).toBeUndefined();
      },
    },
  },
  {
    name: 'deleted with an unreadable deletion policy: the namespace is kept (Retain)',
    given: (c) => provisioned(c, { deleting: true, deletionPolicy: 'delete-please' }),
    expect: { result: {}, writes: [FINALIZER_WRITE], events: ['Normal NamespaceRetained: Namespace team-a is kept (deletion policy Retain)'] },
  },
  {
    name: 'deleted with policy Delete, the namespace still terminating: nothing deleted again, the namespace controller\'s reason in the message',
    given: (c) => {
      provisioned(c, { deleting: true });
      c.delete('/api/v1/namespaces/team-a', undefined);
      c.put({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team-a' }, status: { phase: 'Terminating', conditions: [{ type: 'NamespaceContentRemaining', status: 'True', message: 'Some resources are remaining: pods. has 1 resource instances' }] } });
    },
    expect: {
      result: { requeueAfterMs: 30_000 },
      writes: [STATUS_WRITE],
      conditions: { Ready: 'False NamespaceTerminating', Reconciling: 'True NamespaceTerminating', Stalled: 'False NamespaceTerminating', NamespaceProvisioned: 'False NamespaceTerminating', ...TERMINATING_CHILDREN },
      observedGeneration: 1,
      messages: { NamespaceProvisioned: 'Waiting for namespace team-a to be deleted: Some resources are remaining: pods. has 1 resource instances' },
    },
  },
  {
    name: 'self-hosted (the tenant lives in its own namespace), deleted with policy Delete: the namespace is deleted, requeued, no status write',
    key: 'team-a/team-a',
    given: (c) => {
      const tenant = addTenant(c, { namespace: 'team-a', deleting: true });
      addChildren(c, tenant);
    },
    expect: { result: { requeue: true }, writes: ['DELETE namespaces/team-a'], events: ['Normal NamespaceDeleting: Deleting namespace team-a (deletion policy Delete)'] },
  },
  {
    name: 'self-hosted, its namespace terminating: the finalizer is removed at once (the namespace waits for the tenant, not the other way round)',
    key: 'team-a/team-a',
    given: (c) => {
      const tenant = addTenant(c, { namespace: 'team-a', deleting: true });
      addChildren(c, tenant);
      c.delete('/api/v1/namespaces/team-a', undefined);
    },
    expect: {
      result: {},
      writes: ['PATCH team-a/tenantonboardings/team-a'],
      events: [],
      then: (c) => expect(c.get('/apis/platform.example.com/v1/namespaces/team-a/tenantonboardings/team-a')).toBeUndefined(),
    },
  },
  {
    name: 'deleted while another field manager also holds our finalizer: the reconcile rejects (please report)',
    given: (c) => {
      const tenant = provisioned(c, { deletionPolicy: 'Retain' });
      c.apply(OTHER_MANAGER, { apiVersion: TENANT_API_VERSION, kind: TENANT_KIND, metadata: { name: 'team-a', namespace: TENANTS_NS, finalizers: [TENANT_FINALIZER] } });
      c.put({ ...tenant, metadata: { ...(c.get(TENANT_PATH)!.metadata as Json), deletionTimestamp: T0 } });
    },
    expect: { result: { rejects: /another field manager owns it/ }, writes: [FINALIZER_WRITE], then: (c) => expect(finalizersOf(c)).toEqual([TENANT_FINALIZER]) },
  },
];

describe('TenantReconciler: outcomes', () => {
  for (const row of ROWS) {
    it(row.name, async () => {
      const cluster = new FakeCluster();
      row.given(cluster);
      const harness = await startReconciler(cluster, row.setup);
      cluster.faults.push(...(row.faults ?? []).map((f) => ({ ...f })));
      const key = row.key ?? KEY;
      const [namespace, name] = key.split('/');
      const path = pathOf({ apiVersion: TENANT_API_VERSION, kind: TENANT_KIND, metadata: { namespace: namespace!, name: name! } });
      const before = structuredClone(cluster.get(path));
      try {
        const { expect: want } = row;
        const run = harness.reconcile(key);
        if ('rejects' in want.result) await expect(run).rejects.toThrow(want.result.rejects);
        else expect(await run).toEqual(want.result);

        const writes = cluster.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${shortPath(r.path)}`);
        expect(writes.sort()).toEqual([...want.writes].sort());

        if (want.conditions !== undefined) {
          const statusWrite = cluster.requests.find((r) => r.method === 'PATCH' && r.path.endsWith('/status'));
          const status = (isRecord(statusWrite?.body) ? statusWrite.body.status : undefined) as { observedGeneration?: number; conditions: Json[] } | undefined;
          expect(summarize(status)).toEqual(want.conditions);
          expect(status!.observedGeneration).toBe(want.observedGeneration);
          for (const [type, message] of Object.entries(want.messages ?? {})) {
            const condition = status!.conditions.find((c) => c.type === type);
            if (typeof message === 'string') expect(condition?.message, type).toBe(message);
            else expect(condition?.message, type).toMatch(message);
          }
          // Every condition names the generation it describes; lastTransitionTime moves (to now)
          // only for a condition whose status changed.
          const previous = (before?.status as { conditions?: Json[] } | undefined)?.conditions ?? [];
          for (const c of status!.conditions) {
            expect(c.observedGeneration, String(c.type)).toBe((before?.metadata as Json).generation);
            const old = previous.find((p) => p.type === c.type);
            expect(c.lastTransitionTime, String(c.type)).toBe(old !== undefined && old.status === c.status ? old.lastTransitionTime : T1);
          }
        }
        if (want.events !== undefined) expect(harness.events).toEqual(want.events);
        want.then?.(cluster);
      } finally {
        await harness.stop();
      }
    });
  }
});

describe('TenantReconciler: one tenant across passes', () => {
  it('provisions, then sends nothing, then on deletion deletes the namespace, waits for it, and releases the tenant', async () => {
    const cluster = new FakeCluster();
    addTenant(cluster, { finalizer: false });
    const harness = await startReconciler(cluster);
    const writesOf = async (): Promise<{ result: ReconcileResult; writes: string[] }> => {
      const from = cluster.requests.length;
      const result = await harness.reconcile();
      return { result, writes: cluster.requests.slice(from).filter((r) => r.method !== 'GET').map((r) => `${r.method} ${shortPath(r.path)}`).sort() };
    };
    try {
      expect(await writesOf()).toEqual({ result: {}, writes: [FINALIZER_WRITE, ...CHILD_WRITES, STATUS_WRITE].sort() });
      // the watch delivered our own writes: the next pass finds nothing to do
      expect(await writesOf()).toEqual({ result: {}, writes: [] });

      cluster.delete(TENANT_PATH, undefined);
      expect(await writesOf()).toEqual({ result: { requeueAfterMs: 30_000 }, writes: ['DELETE namespaces/team-a', STATUS_WRITE] });
      // still terminating: the same status, so no write
      expect(await writesOf()).toEqual({ result: { requeueAfterMs: 30_000 }, writes: [] });

      cluster.finishNamespaceDeletion('team-a');
      expect(await writesOf()).toEqual({ result: {}, writes: [FINALIZER_WRITE] });
      expect(cluster.get(TENANT_PATH)).toBeUndefined();
      expect(await writesOf()).toEqual({ result: {}, writes: [] });
      expect(harness.events).toEqual([
        `Normal Provisioned: ${READY_MESSAGE}`,
        'Normal NamespaceDeleting: Deleting namespace team-a (deletion policy Delete)',
        'Warning NamespaceTerminating: Waiting for namespace team-a to be deleted',
      ]);
    } finally {
      await harness.stop();
    }
  });
});
