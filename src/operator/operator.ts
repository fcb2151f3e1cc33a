// Wires the tenant operator: one KubeClient, five informers (TenantOnboardings in every
// namespace, Namespaces, and the operator's own ResourceQuotas, NetworkPolicies and
// RoleBindings selected by label), the event filters that turn watch events into keys and the
// reconcile controller, as two runnables for the controller manager (src/controller/manager.ts),
// which owns leader election, the /healthz /readyz /metrics endpoint and the graceful stop.
// Only the leader reconciles; standbys keep warm caches and report ready.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { KubeConfig } from '@kubernetes/client-node';
import { MANAGED_BY_LABEL, MANAGED_BY_VALUE, TENANT_GROUP, TENANT_KIND, TENANT_PLURAL, TENANT_VERSION, tenantKey } from '../core/tenant/names.js';
import { realClock, type Clock } from '../controller/clock.js';
import { Controller } from '../controller/controller.js';
import { Informer, objectKey } from '../controller/informer.js';
import { ControllerManager, type Runnable } from '../controller/manager.js';
import { ControllerMetrics } from '../controller/metrics.js';
import { deepEqual } from '../core/kube/managed-fields.js';
import { DiscoveryResolver, KubeClient, type LiveObject, type RequestRecord, type ResourceInfo } from '../io/kube/client.js';
import { EventRecorder } from '../io/kube/events.js';
import { KubeListWatch } from '../io/kube/informer.js';
import { BY_TENANT_NAMESPACE, claimedNamespace, FIELD_MANAGER, TenantReconciler, type TenantCaches } from './reconciler.js';
import { ConversionHealth } from './conversion-health.js';

export const CONTROLLER_NAME = 'tenantonboarding';

export type LogFn = (level: 'debug' | 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;

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

/** TenantOnboardings: the operator never reads their managedFields. */
function dropManagedFields(o: LiveObject): LiveObject {
  if (o.metadata.managedFields === undefined) return o;
  const { managedFields: _mf, ...metadata } = o.metadata;
  return { ...o, metadata: metadata as LiveObject['metadata'] };
}

/** Children: only our own managedFields entries matter (diff before write); drop the rest. */
function keepManagedFieldsOf(manager: string): (o: LiveObject) => LiveObject {
  return (o) => {
    const entries = o.metadata.managedFields;
    if (entries === undefined) return o;
    const ours = entries.filter((e) => e.manager === manager);
    return ours.length === entries.length ? o : { ...o, metadata: { ...o.metadata, managedFields: ours } };
  };
}

export class Operator {
  readonly metrics: ControllerMetrics;
  readonly client: KubeClient;
  readonly caches: TenantCaches;
  readonly controller: Controller;
  /** The CRD condition and metrics that say whether the API server can convert TenantOnboardings. */
  readonly conversionHealth: ConversionHealth | undefined;
  readonly identity: string;
  /** Resolves when this instance lost leadership (the process should exit and restart). */
  readonly lostLeadership: Promise<void>;
  readonly #o: OperatorOptions;
  readonly #clock: Clock;
  readonly #events: EventRecorder;
  readonly #log: LogFn;
  #manager: ControllerManager | undefined;

  constructor(options: OperatorOptions) {
    this.#o = options;
    this.#clock = options.clock ?? realClock;
    this.#log = options.log ?? (() => undefined);
    this.metrics = new ControllerMetrics({ defaultMetrics: options.defaultMetrics ?? false });
    this.identity = options.leaderElection?.identity ?? `${process.env.POD_NAME ?? hostname()}_${randomBytes(4).toString('hex')}`;
    this.client = new KubeClient({
      kubeConfig: options.kubeConfig,
      userAgent: `driftgate-operator/${this.identity}`,
      onRequest: (r) => {
        this.metrics.observeRequest(r);
        options.onRequest?.(r);
      },
    });
    const resolver = new DiscoveryResolver(this.client);
    const informer = (name: keyof typeof RESOURCES): Informer<LiveObject> => {
      const r = RESOURCES[name];
      const scope = name === 'tenants' && options.tenantNamespace !== undefined ? { namespace: options.tenantNamespace } : {};
      return new Informer<LiveObject>({
        name: r.kind,
        clock: this.#clock,
        source: new KubeListWatch({ client: this.client, resource: r.resource, kind: r.kind, ...scope, ...(r.selector ? { labelSelector: r.selector } : {}) }),
        ...(options.watchTimeoutSeconds ? { watchTimeoutSeconds: options.watchTimeoutSeconds } : {}),
        resyncMs: name === 'tenants' ? (options.resyncMs ?? 600_000) : 0,
        transform: name === 'tenants' ? dropManagedFields : keepManagedFieldsOf(options.fieldManager ?? FIELD_MANAGER),
        observer: this.metrics.informerObserver(r.kind),
        log: (message) => this.#log('warn', message, { informer: r.kind }),
      });
    };
    this.caches = {
      tenants: informer('tenants'),
      namespaces: informer('namespaces'),
      quotas: informer('quotas'),
      networkPolicies: informer('networkPolicies'),
      roleBindings: informer('roleBindings'),
    };
    this.caches.tenants.addIndex(BY_TENANT_NAMESPACE, claimedNamespace);
    this.#events = new EventRecorder({
      client: this.client,
      clock: this.#clock,
      reportingController: `${TENANT_GROUP}/${FIELD_MANAGER}`,
      reportingInstance: this.identity,
      log: (message) => this.#log('warn', message),
    });
    const reconciler = new TenantReconciler({
      caches: this.caches,
      kube: { client: this.client, resolver },
      events: this.#events,
      clock: this.#clock,
      ...(options.fieldManager ? { fieldManager: options.fieldManager } : {}),
      log: (message, fields) => this.#log('info', message, fields),
    });
    this.controller = new Controller({
      name: CONTROLLER_NAME,
      reconciler,
      clock: this.#clock,
      workers: options.workers ?? 4,
      metrics: this.metrics,
      log: (message, fields) => this.#log('warn', message, fields),
    });
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
    if (options.leaderElection) this.metrics.leader.set({ name: CONTROLLER_NAME }, 0);
    this.lostLeadership = new Promise((resolve) => {
      this.#lostResolve = resolve;
    });
    this.#wireHandlers();
  }

  #lostResolve: () => void = () => undefined;

  #wireHandlers(): void {
    const { tenants } = this.caches;
    const enqueue = (o: LiveObject): void => this.controller.enqueue(objectKey(o));
    const enqueueClaimants = (ns: string, except?: string): void => {
      for (const t of tenants.byIndex(BY_TENANT_NAMESPACE, ns)) if (objectKey(t) !== except) enqueue(t);
    };
    tenants.addHandler({
      add: enqueue,
      update: (previous, current) => {
        if (tenantChangeMatters(previous, current)) enqueue(current);
      },
      delete: (o) => {
        enqueue(o);
        // a rival that waited for this namespace may proceed now
        for (const ns of claimedNamespace(o)) enqueueClaimants(ns, objectKey(o));
      },
      resync: enqueue,
    });
    const childHandler = (tenantNamespaceOf: (o: LiveObject) => string | undefined) => ({
      add: (o: LiveObject) => {
        const ns = tenantNamespaceOf(o);
        if (ns !== undefined) enqueueClaimants(ns);
      },
      update: (previous: LiveObject, current: LiveObject) => {
        if (!childChangeMatters(previous, current)) return;
        const ns = tenantNamespaceOf(current);
        if (ns !== undefined) enqueueClaimants(ns);
      },
      delete: (o: LiveObject) => {
        const ns = tenantNamespaceOf(o);
        if (ns !== undefined) enqueueClaimants(ns);
      },
    });
    this.caches.namespaces.addHandler(childHandler((o) => o.metadata.name));
    for (const cache of [this.caches.quotas, this.caches.networkPolicies, this.caches.roleBindings]) cache.addHandler(childHandler((o) => o.metadata.namespace));
  }

  get informers(): Informer<LiveObject>[] {
    return [this.caches.tenants, this.caches.namespaces, this.caches.quotas, this.caches.networkPolicies, this.caches.roleBindings];
  }

  isLeader(): boolean {
    return this.#manager ? this.#manager.isLeader() && this.controller.started : this.controller.started;
  }

  ready(): boolean {
    return this.informers.every((i) => i.hasSynced());
  }

  /**
   * The operator's work for a controller manager: its caches (with the conversion probe) and its
   * reconcile loop. Standalone, the caches run on every replica (a standby stays warm) and only
   * the leader reconciles; embedded in the agent, both run only while the agent leads.
   */
  runnables(): { caches: Runnable; controller: Runnable } {
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
          if (!cachesStopped) this.#log('info', 'caches synced', { tenants: this.caches.tenants.list().length });
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
    const controller: Runnable = {
      name: 'operator-controller',
      start: async () => {
        controllerStopped = false;
        this.metrics.leader.set({ name: CONTROLLER_NAME }, 1);
        // Reconciles start once the caches hold the whole picture (never on a partial list).
        void this.#synced().then(() => {
          if (controllerStopped) return;
          for (const key of this.caches.tenants.keys()) this.controller.enqueue(key);
          this.controller.start();
        });
      },
      stop: async ({ deadlineMs, reason }) => {
        controllerStopped = true;
        this.metrics.leader.set({ name: CONTROLLER_NAME }, 0);
        if (reason === 'lost') this.#log('error', 'lost leadership; stopping reconciles', { identity: this.identity });
        const { finishedInTime } = await this.controller.stop({ deadlineMs });
        if (!finishedInTime) this.#log('warn', 'in-flight reconciles did not finish before the shutdown deadline', { deadlineMs });
        await this.#events.flush();
      },
    };
    return { caches, controller };
  }

  #synced(): Promise<unknown> {
    return Promise.all(this.informers.map((i) => i.waitForSync()));
  }

  /**
   * Standalone: starts a manager of its own with the caches, the endpoint and leader election.
   * `alsoRun` is more work on every replica, started before the caches (the conversion webhook:
   * the API server may need it to serve the operator's own list and watch).
   */
  async start(options: { alsoRun?: readonly Runnable[] } = {}): Promise<void> {
    if (this.#manager) return;
    const le = this.#o.leaderElection;
    const manager = new ControllerManager({
      clock: this.#clock,
      userAgent: 'driftgate-operator',
      kubeConfig: this.#o.kubeConfig,
      ...(le
        ? {
            leaderElection: {
              identity: this.identity,
              namespace: le.namespace,
              name: le.name ?? 'driftgate-operator',
              fieldManager: FIELD_MANAGER,
              ...(le.leaseDurationMs !== undefined ? { leaseDurationMs: le.leaseDurationMs } : {}),
              ...(le.renewDeadlineMs !== undefined ? { renewDeadlineMs: le.renewDeadlineMs } : {}),
              ...(le.retryPeriodMs !== undefined ? { retryPeriodMs: le.retryPeriodMs } : {}),
            },
          }
        : {}),
      ...(this.#o.metricsAddress !== undefined ? { metricsAddress: this.#o.metricsAddress } : {}),
      registries: () => [this.metrics.registry],
      shutdownDeadlineMs: this.#o.shutdownDeadlineMs ?? 20_000,
      onRequest: (r) => {
        this.metrics.observeRequest(r);
        this.#o.onRequest?.(r);
      },
      log: this.#log,
    });
    this.#manager = manager;
    const { caches, controller } = this.runnables();
    for (const r of options.alsoRun ?? []) manager.add(r, { needLeader: false });
    manager.add(caches, { needLeader: false });
    manager.add(controller, { needLeader: true });
    void manager.done.then((outcome) => {
      if (outcome === 'lost') this.#lostResolve();
    });
    await manager.start();
    // As before the manager: start() returns with the caches synced.
    await this.#synced();
  }

  /**
   * Graceful shutdown: stop taking keys, let in-flight reconciles finish within the
   * deadline, release the lease, stop the watches, close the endpoint.
   */
  async stop(options: { release?: boolean } = {}): Promise<void> {
    if (this.#manager) return this.#manager.stop(options);
    this.client.close();
  }

  /** For tests: the key of a TenantOnboarding. */
  static key(namespace: string, name: string): string {
    return tenantKey(namespace, name);
  }
}
