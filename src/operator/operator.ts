// Wires the tenant operator: one KubeClient, five informers (TenantOnboardings in every
// namespace, Namespaces, and the operator's own ResourceQuotas, NetworkPolicies and
// RoleBindings selected by label), the event filters that turn watch events into keys and the
// reconcile controller, as runnables it adds to a controller manager (src/controller/manager.ts,
// built once per process: src/operator/process.ts, src/agent/runtime.ts), which owns leadership
// (single or sharded), the /healthz /readyz /metrics endpoint, the start order and the stop.
// Only the leader reconciles; standbys keep warm caches and report ready.
//
// Sharded (`shards` > 1, docs/operator.md "Sharding"): no single leader. The manager's
// ShardCoordinator holds shard Leases; per held shard k the operator runs a
// TenantOnboarding informer selecting `driftgate.io/shard=k` on the server, child informers
// selecting `app.kubernetes.io/managed-by=driftgate-operator,driftgate.io/shard=k` (the operator
// puts the tenant's shard label on every child in the apply that writes it) and a reconcile loop
// of its own, all started on the Lease and stopped before it is released: a replica caches only
// the tenants and children of the shards it holds. The holder of shard 0 also runs the sharder,
// which labels unlabelled tenants once. Every informer keeps only what the reconciler reads
// (src/operator/cache-transform.ts).
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { KubeConfig } from '@kubernetes/client-node';
import { MANAGED_BY_LABEL, MANAGED_BY_VALUE, TENANT_GROUP, TENANT_KIND, TENANT_PLURAL, TENANT_VERSION, tenantKey } from '../core/tenant/names.js';
import { realClock } from '../controller/clock.js';
import type { Clock } from '../core/ports/clock.js';
import { Controller } from '../controller/controller.js';
import { Informer, objectKey } from '../controller/informer.js';
import type { ControllerManager, Runnable } from '../controller/manager.js';
import { ControllerMetrics } from '../controller/metrics.js';
import type { ShardWork } from '../controller/shards.js';
import { shardOf } from '../core/ports/shards.js';
import { SHARD_LABEL } from '../core/kube/well-known.js';
import { deepEqual } from '../core/kube/json.js';
import { KubeClient, resourcePath, type RequestRecord, type ResourceInfo } from '../io/kube/client.js';
import type { LiveObject } from '../core/manifest/manifest.js';
import { Discovery } from '../io/kube/discovery.js';
import { NotFoundError } from '../io/kube/errors.js';
import { EventRecorder } from '../io/kube/events.js';
import { KubeListWatch } from '../io/kube/informer.js';
import { BY_TENANT_NAMESPACE, claimedNamespace, FIELD_MANAGER, TenantReconciler, type ChildRef, type TenantCaches } from './reconciler.js';
import { trimChild, trimTenant } from './cache-transform.js';
import { findCondition, parseTenantStatus } from '../core/tenant/conditions.js';
import { ConversionHealth } from './conversion-health.js';
import type { LogFn } from './log.js';

export const CONTROLLER_NAME = 'tenantonboarding';
/** Concurrent reconciles when not configured (per reconcile loop: sharded, per held shard). */
export const DEFAULT_WORKERS = 8;

export type { LogFn };

export interface OperatorOptions {
  readonly kubeConfig: KubeConfig;
  readonly workers?: number;
  readonly leaderElection?: {
    readonly namespace: string;
    readonly name?: string;
    readonly identity?: string;
    readonly leaseDurationMs?: number;
    readonly renewDeadlineMs?: number;
    readonly retryPeriodMs?: number;
  };
  /** `host:port` for /healthz, /readyz and /metrics; none when absent. */
  readonly metricsAddress?: string;
  readonly clock?: Clock;
  /** Periodic resync of every TenantOnboarding (default 10 min; 0 disables). */
  readonly resyncMs?: number;
  readonly watchTimeoutSeconds?: readonly [number, number];
  /** How long a graceful stop waits for in-flight reconciles (default 20 s). */
  readonly shutdownDeadlineMs?: number;
  readonly log?: LogFn;
  /** Every API request (for benchmarks). */
  readonly onRequest?: (record: RequestRecord) => void;
  readonly defaultMetrics?: boolean;
  readonly fieldManager?: string;
  /** Reconcile only TenantOnboardings in this namespace (default: every namespace). */
  readonly tenantNamespace?: string;
  /** How often the API server's conversion of TenantOnboardings is probed (default 30 s; 0 disables). */
  readonly conversionProbeMs?: number;
  /**
   * Split the tenants into this many shards, each with its own Lease (default 1: one leader
   * Lease, no sharding). Needs `leaderElection` (the namespace and prefix of the Leases). Fixed
   * for the life of a deployment: change it only with every replica stopped.
   */
  readonly shards?: number;
  /**
   * Namespaces no tenant may claim besides the built-in list (src/core/kube/reserved.ts), e.g.
   * the operator's own; the leader-election namespace is always added.
   */
  readonly reservedNamespaces?: readonly string[];
}

type ChildCaches = Omit<TenantCaches, 'tenants'>;

/** The tenants of one reconcile loop and their children: the whole set (unsharded) or one shard's. */
interface TenantUnit {
  /** The shard (sharded operator); undefined for the unsharded one. */
  readonly shard: number | undefined;
  readonly tenants: Informer<LiveObject>;
  readonly children: ChildCaches;
  readonly controller: Controller;
}

function informersOf(unit: TenantUnit): Informer<LiveObject>[] {
  const c = unit.children;
  return [unit.tenants, c.namespaces, c.quotas, c.networkPolicies, c.roleBindings];
}

const RESOURCES: Record<'tenants' | 'namespaces' | 'quotas' | 'networkPolicies' | 'roleBindings', { resource: ResourceInfo; kind: string; selector?: string }> = {
  tenants: { resource: { group: TENANT_GROUP, version: TENANT_VERSION, plural: TENANT_PLURAL, namespaced: true }, kind: TENANT_KIND },
  // All namespaces, not only ours: refusing to take over an existing namespace needs to see it.
  namespaces: { resource: { group: '', version: 'v1', plural: 'namespaces', namespaced: false }, kind: 'Namespace' },
  quotas: { resource: { group: '', version: 'v1', plural: 'resourcequotas', namespaced: true }, kind: 'ResourceQuota', selector: `${MANAGED_BY_LABEL}=${MANAGED_BY_VALUE}` },
  networkPolicies: {
    resource: { group: 'networking.k8s.io', version: 'v1', plural: 'networkpolicies', namespaced: true },
    kind: 'NetworkPolicy',
    selector: `${MANAGED_BY_LABEL}=${MANAGED_BY_VALUE}`,
  },
  roleBindings: {
    resource: { group: 'rbac.authorization.k8s.io', version: 'v1', plural: 'rolebindings', namespaced: true },
    kind: 'RoleBinding',
    selector: `${MANAGED_BY_LABEL}=${MANAGED_BY_VALUE}`,
  },
};

/** Spec (generation) or metadata we act on changed; a status-only update is not a reason to reconcile. */
/**
 * The keys of `tenants` in the order a fresh cache enqueues them: first those with work to do
 * (being deleted, a generation not yet observed, or not Ready), then the rest, which a reconcile
 * only confirms. A replica that takes over a dead one's shard holds thousands of tenants; the one
 * somebody just changed must not wait behind all of them.
 */
export function startOrder(tenants: readonly LiveObject[]): string[] {
  const first: string[] = [];
  const rest: string[] = [];
  for (const t of tenants) {
    const status = parseTenantStatus(t.status);
    const settled = t.metadata.deletionTimestamp === undefined && status.observedGeneration === t.metadata.generation && findCondition(status, 'Ready')?.status === 'True';
    (settled ? rest : first).push(objectKey(t));
  }
  return [...first, ...rest];
}

export function tenantChangeMatters(previous: LiveObject, current: LiveObject): boolean {
  const a = previous.metadata;
  const b = current.metadata;
  return (
    a.generation !== b.generation ||
    a.deletionTimestamp !== b.deletionTimestamp ||
    !deepEqual(a.labels ?? {}, b.labels ?? {}) ||
    !deepEqual(a.annotations ?? {}, b.annotations ?? {}) ||
    !deepEqual(a.finalizers ?? [], b.finalizers ?? [])
  );
}

/**
 * Anything but status and bookkeeping (resourceVersion, managedFields) changed on a child.
 * A Namespace's status counts: it changes only while the namespace terminates, and its
 * conditions say what holds the deletion up (shown in our condition).
 */
export function childChangeMatters(previous: LiveObject, current: LiveObject): boolean {
  const strip = (o: LiveObject): unknown => {
    if (o.kind === 'Namespace') {
      const { metadata, ...rest } = o;
      const { resourceVersion: _rv, managedFields: _mf, ...meta } = metadata;
      return { ...rest, metadata: meta };
    }
    const { status: _s, metadata, ...rest } = o;
    const { resourceVersion: _rv, managedFields: _mf, ...meta } = metadata;
    return { ...rest, metadata: meta };
  };
  return !deepEqual(strip(previous), strip(current));
}


export class Operator {
  readonly metrics: ControllerMetrics;
  readonly client: KubeClient;
  /** The CRD condition and metrics that say whether the API server can convert TenantOnboardings. */
  readonly conversionHealth: ConversionHealth | undefined;
  readonly identity: string;
  readonly #o: OperatorOptions;
  readonly #clock: Clock;
  readonly #events: EventRecorder;
  readonly #log: LogFn;
  readonly #shards: number;
  readonly #resolver: Discovery;
  /** The reconcile loops running now: the one of an unsharded operator, or one per held shard. */
  readonly #units = new Set<TenantUnit>();
  readonly #single: TenantUnit | undefined;
  /** The manager this operator was added to (setupWithManager): it decides who leads. */
  #manager: ControllerManager | undefined;

  constructor(options: OperatorOptions) {
    this.#o = options;
    this.#clock = options.clock ?? realClock;
    this.#log = options.log ?? (() => undefined);
    this.#shards = options.shards ?? 1;
    if (!Number.isInteger(this.#shards) || this.#shards < 1) throw new Error('shards must be a whole number >= 1');
    if (this.#shards > 1 && !options.leaderElection) throw new Error('sharding needs leader election (the namespace of the shard Leases)');
    this.metrics = new ControllerMetrics({ defaultMetrics: options.defaultMetrics ?? false });
    this.identity = options.leaderElection?.identity ?? `${process.env.POD_NAME ?? hostname()}_${randomBytes(4).toString('hex')}`;
    this.client = new KubeClient({
      kubeConfig: options.kubeConfig,
      userAgent: `driftgate-operator/${this.identity}`,
      // A reconcile applies up to four children at once, and events are written beside: with the
      // client's default of 32 connections, 8 or more workers queue for a socket.
      maxSockets: Math.max(32, 4 * (options.workers ?? DEFAULT_WORKERS) + 8),
      onRequest: (r) => {
        this.metrics.observeRequest(r);
        options.onRequest?.(r);
      },
    });
    this.#resolver = new Discovery({ client: this.client });
    this.#events = new EventRecorder({
      client: this.client,
      clock: this.#clock,
      reportingController: `${TENANT_GROUP}/${FIELD_MANAGER}`,
      reportingInstance: this.identity,
      log: (message) => this.#log('warn', message),
    });
    if (this.#shards === 1) {
      const tenants = this.#informer('tenants');
      this.#single = this.#unit(tenants, this.#childCaches(undefined), CONTROLLER_NAME, undefined);
      this.#units.add(this.#single);
    }
    this.conversionHealth =
      options.conversionProbeMs === 0
        ? undefined
        : new ConversionHealth({
            client: this.client,
            crdName: `${TENANT_PLURAL}.${TENANT_GROUP}`,
            registry: this.metrics.registry,
            ...(options.tenantNamespace !== undefined ? { namespace: options.tenantNamespace } : {}),
            ...(options.conversionProbeMs !== undefined ? { intervalMs: options.conversionProbeMs } : {}),
            log: this.#log,
          });
    if (options.leaderElection && this.#shards === 1) this.metrics.leader.set({ name: CONTROLLER_NAME }, 0);
  }

  /** The caches of the unsharded operator (all TenantOnboardings and the children). */
  get caches(): TenantCaches {
    if (!this.#single) throw new Error('a sharded operator has one TenantOnboarding cache per held shard');
    return { ...this.#single.children, tenants: this.#single.tenants };
  }

  /** The reconcile loop of the unsharded operator. */
  get controller(): Controller {
    if (!this.#single) throw new Error('a sharded operator has one reconcile loop per held shard');
    return this.#single.controller;
  }

  /** The caches of held shard k (sharded operator; for tests and diagnostics), undefined when not held. */
  shardCaches(shard: number): TenantCaches | undefined {
    for (const unit of this.#units) if (unit.shard === shard) return { ...unit.children, tenants: unit.tenants };
    return undefined;
  }

  /** Shards whose reconcile loop runs here (sharded operator; [] otherwise). */
  heldShards(): number[] {
    return this.#manager?.heldShards() ?? [];
  }

  #informer(name: keyof typeof RESOURCES, selection: { labelSelector: string; name: string; resyncMs?: number } | undefined = undefined): Informer<LiveObject> {
    const options = this.#o;
    const r = RESOURCES[name];
    const scope = name === 'tenants' && options.tenantNamespace !== undefined ? { namespace: options.tenantNamespace } : {};
    const selector = selection?.labelSelector ?? r.selector;
    return new Informer<LiveObject>({
      name: selection?.name ?? r.kind,
      clock: this.#clock,
      source: new KubeListWatch({ client: this.client, resource: r.resource, kind: r.kind, ...scope, ...(selector !== undefined ? { labelSelector: selector } : {}) }),
      ...(options.watchTimeoutSeconds ? { watchTimeoutSeconds: options.watchTimeoutSeconds } : {}),
      resyncMs: name === 'tenants' ? (selection?.resyncMs ?? options.resyncMs ?? 600_000) : 0,
      transform: name === 'tenants' ? trimTenant : trimChild(options.fieldManager ?? FIELD_MANAGER),
      observer: this.metrics.informerObserver(r.kind),
      log: (message) => this.#log('warn', message, { informer: selection?.name ?? r.kind }),
    });
  }

  /**
   * The child caches: every namespace and our children (unsharded), or only the children of
   * shard k, selected on the server by the shard label the operator puts on them.
   */
  #childCaches(shard: number | undefined): ChildCaches {
    const sharded = (name: keyof typeof RESOURCES): { labelSelector: string; name: string } | undefined =>
      shard === undefined ? undefined : { labelSelector: `${MANAGED_BY_LABEL}=${MANAGED_BY_VALUE},${SHARD_LABEL}=${shard}`, name: `${RESOURCES[name].kind}/shard-${shard}` };
    return {
      namespaces: this.#informer('namespaces', sharded('namespaces')),
      quotas: this.#informer('quotas', sharded('quotas')),
      networkPolicies: this.#informer('networkPolicies', sharded('networkPolicies')),
      roleBindings: this.#informer('roleBindings', sharded('roleBindings')),
    };
  }

  /** A reconcile loop over `tenants`; with `shard`, it ignores a tenant whose label says another shard. */
  #unit(tenants: Informer<LiveObject>, children: ChildCaches, name: string, shard: number | undefined): TenantUnit {
    tenants.addIndex(BY_TENANT_NAMESPACE, claimedNamespace);
    const reconciler = new TenantReconciler({
      caches: { ...children, tenants },
      kube: { client: this.client, resolver: this.#resolver },
      events: this.#events,
      clock: this.#clock,
      ...(this.#o.fieldManager ? { fieldManager: this.#o.fieldManager } : {}),
      // Sharded, the tenant that owns a namespace may live in another shard's cache.
      ...(shard !== undefined
        ? {
            readTenant: (key: string, signal: AbortSignal) => this.#readTenant(key, signal),
            // The shard's child caches hold only children labelled with this shard.
            childLabels: { [SHARD_LABEL]: String(shard) },
            readChild: (ref: ChildRef, signal: AbortSignal) => this.#readChild(ref, signal),
          }
        : {}),
      reservedNamespaces: [...(this.#o.reservedNamespaces ?? []), ...(this.#o.leaderElection ? [this.#o.leaderElection.namespace] : [])],
      log: (message, fields) => this.#log('info', message, fields),
    });
    const controller = new Controller({
      name,
      reconciler:
        shard === undefined
          ? reconciler
          : {
              reconcile: (request) => {
                const tenant = tenants.get(request.key);
                if (tenant !== undefined && tenant.metadata.labels?.[SHARD_LABEL] !== String(shard)) return Promise.resolve({}); // another shard's
                return reconciler.reconcile(request);
              },
            },
      clock: this.#clock,
      workers: this.#o.workers ?? DEFAULT_WORKERS,
      metrics: this.metrics,
      log: (message, fields) => this.#log('warn', message, fields),
    });
    const unit: TenantUnit = { shard, tenants, children, controller };
    this.#wireTenantHandlers(unit);
    this.#wireChildHandlers(unit);
    return unit;
  }

  async #readChild(ref: ChildRef, signal: AbortSignal): Promise<LiveObject | undefined> {
    const r = Object.values(RESOURCES).find((x) => x.kind === ref.kind);
    if (r === undefined) throw new Error(`internal error: no resource for the child kind ${ref.kind}; please report`);
    try {
      return await this.client.request<LiveObject>({ method: 'GET', path: resourcePath(r.resource, { ...(ref.namespace !== undefined ? { namespace: ref.namespace } : {}), name: ref.name }), signal });
    } catch (error) {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    }
  }

  async #readTenant(key: string, signal: AbortSignal): Promise<LiveObject | undefined> {
    const [namespace, name] = key.split('/');
    try {
      return await this.client.request<LiveObject>({ method: 'GET', path: resourcePath(RESOURCES.tenants.resource, { namespace: namespace!, name: name! }), signal });
    } catch (error) {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    }
  }

  #wireTenantHandlers(unit: TenantUnit): void {
    const { tenants, controller } = unit;
    const enqueue = (o: LiveObject): void => controller.enqueue(objectKey(o));
    tenants.addHandler({
      // Before the workers start, the start pass enqueues every cached tenant in startOrder;
      // enqueueing the initial list here would fix list order first.
      add: (o) => {
        if (controller.started) enqueue(o);
      },
      update: (previous, current) => {
        if (tenantChangeMatters(previous, current)) enqueue(current);
      },
      delete: (o) => {
        enqueue(o);
        // a rival that waited for this namespace may proceed now
        for (const ns of claimedNamespace(o)) this.#enqueueClaimants(ns, objectKey(o));
      },
      resync: enqueue,
    });
  }

  /** Every running loop's tenants that claim namespace `ns`. */
  #enqueueClaimants(ns: string, except?: string): void {
    for (const unit of this.#units) for (const t of unit.tenants.byIndex(BY_TENANT_NAMESPACE, ns)) if (objectKey(t) !== except) unit.controller.enqueue(objectKey(t));
  }

  #wireChildHandlers(unit: TenantUnit): void {
    const childHandler = (tenantNamespaceOf: (o: LiveObject) => string | undefined) => ({
      add: (o: LiveObject) => {
        const ns = tenantNamespaceOf(o);
        if (ns !== undefined) this.#enqueueClaimants(ns);
      },
      update: (previous: LiveObject, current: LiveObject) => {
        if (!childChangeMatters(previous, current)) return;
        const ns = tenantNamespaceOf(current);
        if (ns !== undefined) this.#enqueueClaimants(ns);
      },
      delete: (o: LiveObject) => {
        const ns = tenantNamespaceOf(o);
        if (ns !== undefined) this.#enqueueClaimants(ns);
      },
    });
    const c = unit.children;
    c.namespaces.addHandler(childHandler((o) => o.metadata.name));
    for (const cache of [c.quotas, c.networkPolicies, c.roleBindings]) cache.addHandler(childHandler((o) => o.metadata.namespace));
  }

  /** The informers that run on every replica: the unsharded operator's; none sharded (a shard's informers run with the shard). */
  get informers(): Informer<LiveObject>[] {
    return this.#single ? informersOf(this.#single) : [];
  }

  /** Reconciling now: the leader (unsharded), or the holder of at least one shard. */
  isLeader(): boolean {
    if (!this.#single) return [...this.#units].some((u) => u.controller.started);
    return this.#manager ? this.#manager.isLeader() && this.#single.controller.started : this.#single.controller.started;
  }

  ready(): boolean {
    return this.informers.every((i) => i.hasSynced());
  }

  /**
   * Adds the operator's work to the process's manager: its caches (with the conversion probe) and
   * its reconcile loop (unsharded), or its work per held shard (sharded: the manager's
   * leadership must be sharded in as many shards). Standalone, the caches run on every replica (a
   * standby stays warm) and only the leader reconciles; embedded in the agent, both run only while
   * the agent leads (`cachesNeedLeader`).
   */
  setupWithManager(manager: ControllerManager, options: { cachesNeedLeader: boolean }): void {
    if (manager.shards !== this.#shards) throw new Error(`the operator has ${this.#shards} shards, its manager ${manager.shards}`);
    this.#manager = manager;
    const { caches, controller } = this.#runnables();
    manager.add(caches, { needLeader: options.cachesNeedLeader });
    if (controller) manager.add(controller, { needLeader: true });
    else manager.addShard({ name: 'operator', startShard: (k) => this.#startShard(k) });
  }

  #runnables(): { caches: Runnable; controller: Runnable | undefined } {
    let cachesStopped = false;
    let controllerStopped = false;
    const caches: Runnable = {
      name: 'operator-caches',
      // Returns at once: a cache may wait long for its first list (the CRD not installed yet, the
      // conversion webhook down), and nothing else may wait for that.
      start: async () => {
        // Before the caches sync: a failing conversion webhook is what may keep them from syncing.
        this.conversionHealth?.start();
        for (const i of this.informers) i.start();
        void this.#synced().then(() => {
          if (!cachesStopped) this.#log('info', 'caches synced', this.#single ? { tenants: this.#single.tenants.list().length } : {});
        });
      },
      stop: async () => {
        cachesStopped = true;
        await this.conversionHealth?.stop();
        await Promise.all(this.informers.map((i) => i.stop()));
        this.client.close();
      },
      readiness: () => {
        const unsynced = this.informers.filter((i) => !i.hasSynced()).map((i) => i.name);
        return unsynced.length === 0 ? undefined : `caches not synced yet: ${unsynced.join(', ')}`;
      },
    };
    const single = this.#single;
    const controller: Runnable | undefined = single
      ? {
          name: 'operator-controller',
          start: async () => {
            controllerStopped = false;
            this.metrics.leader.set({ name: CONTROLLER_NAME }, 1);
            // Reconciles start once the caches hold the whole picture (never on a partial list).
            void this.#synced().then(() => {
              if (controllerStopped) return;
              for (const key of startOrder(single.tenants.list())) single.controller.enqueue(key);
              single.controller.start();
            });
          },
          stop: async ({ deadlineMs, reason }) => {
            controllerStopped = true;
            this.metrics.leader.set({ name: CONTROLLER_NAME }, 0);
            if (reason === 'lost') this.#log('error', 'lost leadership; stopping reconciles', { identity: this.identity });
            const { finishedInTime } = await single.controller.stop({ deadlineMs });
            if (!finishedInTime) this.#log('warn', 'in-flight reconciles did not finish before the shutdown deadline', { deadlineMs });
            await this.#events.flush();
          },
        }
      : undefined;
    return { caches, controller };
  }

  /** Shard k's work, from when its Lease is held until the coordinator stops it: its caches and its reconcile loop. */
  #startShard(shard: number): ShardWork {
    const tenants = this.#informer('tenants', { labelSelector: `${SHARD_LABEL}=${shard}`, name: `${TENANT_KIND}/shard-${shard}` });
    const unit = this.#unit(tenants, this.#childCaches(shard), `${CONTROLLER_NAME}-shard-${shard}`, shard);
    const informers = informersOf(unit);
    this.#units.add(unit);
    this.metrics.leader.set({ name: `${CONTROLLER_NAME}-shard-${shard}` }, 1);
    const sharder = shard === 0 ? this.#startSharder() : undefined;
    let stopped = false;
    for (const i of informers) i.start();
    void Promise.all(informers.map((i) => i.waitForSync())).then(() => {
      if (stopped) return;
      this.#log('info', 'shard caches synced; reconciling', { shard, tenants: tenants.list().length });
      for (const key of startOrder(tenants.list())) unit.controller.enqueue(key);
      unit.controller.start();
    });
    return {
      stop: async ({ deadlineMs, reason }) => {
        if (stopped) return;
        stopped = true;
        this.#units.delete(unit);
        this.metrics.leader.set({ name: `${CONTROLLER_NAME}-shard-${shard}` }, 0);
        this.#log(reason === 'lost' ? 'error' : 'info', 'stopping shard', { shard, reason });
        await sharder?.stop(deadlineMs);
        const { finishedInTime } = await unit.controller.stop({ deadlineMs });
        if (!finishedInTime) this.#log('warn', 'in-flight reconciles did not finish before the deadline', { shard, deadlineMs });
        // Its caches go with it: a replica keeps only the shards it holds.
        await Promise.all(informers.map((i) => i.stop()));
        await this.#events.flush();
      },
    };
  }

  /**
   * Runs with shard 0: puts the shard label on every TenantOnboarding without one (a merge
   * patch, once per tenant: the label never changes afterwards), so the shard informers, which
   * select by that label on the server, see it.
   */
  #startSharder(): { stop(deadlineMs: number): Promise<void> } {
    const unlabelled = this.#informer('tenants', { labelSelector: `!${SHARD_LABEL}`, name: `${TENANT_KIND}/unsharded`, resyncMs: 60_000 });
    const controller = new Controller({
      name: `${CONTROLLER_NAME}-sharder`,
      clock: this.#clock,
      workers: 2,
      metrics: this.metrics,
      log: (message, fields) => this.#log('warn', message, fields),
      reconciler: {
        reconcile: async ({ key, signal }) => {
          const tenant = unlabelled.get(key);
          if (tenant === undefined || tenant.metadata.labels?.[SHARD_LABEL] !== undefined) return {};
          try {
            await this.client.request({
              method: 'PATCH',
              path: resourcePath(RESOURCES.tenants.resource, { namespace: tenant.metadata.namespace ?? '', name: tenant.metadata.name }),
              contentType: 'application/merge-patch+json',
              body: { metadata: { labels: { [SHARD_LABEL]: String(shardOf(key, this.#shards)) } } },
              signal,
            });
          } catch (error) {
            if (!(error instanceof NotFoundError)) throw error;
          }
          return {};
        },
      },
    });
    const enqueue = (o: LiveObject): void => controller.enqueue(objectKey(o));
    unlabelled.addHandler({ add: enqueue, update: (_previous, current) => enqueue(current), resync: enqueue });
    let stopped = false;
    unlabelled.start();
    void unlabelled.waitForSync().then(() => {
      if (!stopped) controller.start();
    });
    return {
      stop: async (deadlineMs) => {
        stopped = true;
        await controller.stop({ deadlineMs });
        await unlabelled.stop();
      },
    };
  }

  #synced(): Promise<unknown> {
    return Promise.all(this.informers.map((i) => i.waitForSync()));
  }

  /** For tests: the key of a TenantOnboarding. */
  static key(namespace: string, name: string): string {
    return tenantKey(namespace, name);
  }
}
