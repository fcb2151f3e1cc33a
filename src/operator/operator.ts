// Wires the tenant operator: one KubeClient, five informers (TenantOnboardings in every
// namespace, Namespaces, and the operator's own ResourceQuotas, NetworkPolicies and
// RoleBindings selected by label), the event filters that turn watch events into keys, the
// reconcile controller, optional leader election, and the /healthz /readyz /metrics endpoint.
// Only the leader reconciles; standbys keep warm caches and report ready.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { KubeConfig } from '@kubernetes/client-node';
import { MANAGED_BY_LABEL, MANAGED_BY_VALUE, TENANT_GROUP, TENANT_KIND, TENANT_PLURAL, TENANT_VERSION, tenantKey } from '../core/tenant/names.js';
import { realClock, type Clock } from '../controller/clock.js';
import { Controller } from '../controller/controller.js';
import { Informer, objectKey } from '../controller/informer.js';
import { LeaderElector, type LeaderElectionOptions } from '../controller/leader-election.js';
import { ControllerMetrics } from '../controller/metrics.js';
import { deepEqual } from '../core/kube/managed-fields.js';
import { DiscoveryResolver, KubeClient, type LiveObject, type RequestRecord, type ResourceInfo } from '../io/kube/client.js';
import { EventRecorder } from '../io/kube/events.js';
import { KubeListWatch } from '../io/kube/informer.js';
import { KubeLeaseStore } from '../io/kube/lease.js';
import { checksHandler, metricsHandler } from '../io/http/health.js';
import { listen, type HttpEndpoint } from '../io/http/server.js';
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
  readonly #o: OperatorOptions;
  readonly #clock: Clock;
  readonly #events: EventRecorder;
  readonly #log: LogFn;
  #elector: LeaderElector | undefined;
  #endpoint: HttpEndpoint | undefined;
  #lost = false;
  #lostResolve: (() => void) | undefined;
  /** Resolves when this instance lost leadership (the process should exit and restart). */
  readonly lostLeadership: Promise<void>;
  #stopping: Promise<void> | undefined;
  #started = false;

  constructor(options: OperatorOptions) {
    this.#o = options;
    this.#clock = options.clock ?? realClock;
    this.#log = options.log ?? (() => undefined);
    this.metrics = new ControllerMetrics({ defaultMetrics: options.defaultMetrics ?? false });
    this.identity = options.leaderElection?.identity ?? `${process.env.POD_NAME ?? hostname()}_${randomBytes(4).toString('hex')}`;
    this.lostLeadership = new Promise((resolve) => (this.#lostResolve = resolve));
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
    this.#wireHandlers();
  }

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
    return this.#elector ? this.#elector.isLeader() : this.controller.started;
  }

  ready(): boolean {
    return this.informers.every((i) => i.hasSynced());
  }

  /** Starts caches and the endpoint; reconciles once synced (and, with leader election, once leading). */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    if (this.#o.metricsAddress !== undefined) {
      this.#endpoint = await listen({
        address: this.#o.metricsAddress,
        routes: {
          '/metrics': metricsHandler(this.metrics.registry),
          '/healthz': checksHandler([{ name: 'leader-election', check: () => (this.#lost ? 'lost the lease; restarting' : undefined) }]),
          '/readyz': checksHandler(
            this.informers.map((i) => ({ name: `informer-${i.name}`, check: () => (i.hasSynced() ? undefined : 'cache not synced yet') })),
          ),
        },
        onError: (error) => this.#log('warn', 'endpoint error', { error: error instanceof Error ? error.message : String(error) }),
      });
      this.#log('info', 'serving /healthz /readyz /metrics', { address: this.#endpoint.address });
    }
    // Before the caches sync: a failing conversion webhook is what may keep them from syncing.
    this.conversionHealth?.start();
    for (const i of this.informers) i.start();
    await Promise.all(this.informers.map((i) => i.waitForSync()));
    if (this.#stopping) return;
    this.#log('info', 'caches synced', { tenants: this.caches.tenants.list().length });
    const le = this.#o.leaderElection;
    if (!le) {
      this.controller.start();
      return;
    }
    const options: LeaderElectionOptions = {
      identity: this.identity,
      clock: this.#clock,
      // Its own client (own connections): a renew must never queue behind a burst of applies.
      store: new KubeLeaseStore({ client: this.#leaseClient(), namespace: le.namespace, name: le.name ?? 'driftgate-operator', fieldManager: FIELD_MANAGER }),
      ...(le.leaseDurationMs !== undefined ? { leaseDurationMs: le.leaseDurationMs } : {}),
      ...(le.renewDeadlineMs !== undefined ? { renewDeadlineMs: le.renewDeadlineMs } : {}),
      ...(le.retryPeriodMs !== undefined ? { retryPeriodMs: le.retryPeriodMs } : {}),
      onStartedLeading: () => {
        this.metrics.leader.set({ name: CONTROLLER_NAME }, 1);
        this.#log('info', 'became leader', { identity: this.identity });
        for (const key of this.caches.tenants.keys()) this.controller.enqueue(key);
        this.controller.start();
      },
      onStoppedLeading: (reason) => {
        this.metrics.leader.set({ name: CONTROLLER_NAME }, 0);
        if (reason === 'lost') {
          this.#lost = true;
          this.#log('error', 'lost leadership; stopping reconciles', { identity: this.identity });
          void this.controller.stop({ deadlineMs: 0 });
          this.#lostResolve?.();
        }
      },
      onNewLeader: (leader) => this.#log('info', 'leader observed', { leader }),
      log: (message) => this.#log(/failed|could not/.test(message) ? 'warn' : 'info', message),
    };
    this.metrics.leader.set({ name: CONTROLLER_NAME }, 0);
    this.#elector = new LeaderElector(options);
    void this.#elector.run();
  }

  #leaseClientInstance: KubeClient | undefined;

  #leaseClient(): KubeClient {
    return (this.#leaseClientInstance ??= new KubeClient({
      kubeConfig: this.#o.kubeConfig,
      userAgent: `driftgate-operator/${this.identity}/leader-election`,
      maxSockets: 2,
      requestTimeoutMs: 10_000,
      onRequest: (r) => {
        this.metrics.observeRequest(r);
        this.#o.onRequest?.(r);
      },
    }));
  }

  /**
   * Graceful shutdown: stop taking keys, let in-flight reconciles finish within the
   * deadline, release the lease, stop the watches, close the endpoint.
   */
  stop(options: { release?: boolean } = {}): Promise<void> {
    this.#stopping ??= (async () => {
      const deadlineMs = this.#o.shutdownDeadlineMs ?? 20_000;
      const { finishedInTime } = await this.controller.stop({ deadlineMs });
      if (!finishedInTime) this.#log('warn', 'in-flight reconciles did not finish before the shutdown deadline', { deadlineMs });
      await this.#events.flush();
      await this.#elector?.stop({ release: options.release ?? true });
      await this.conversionHealth?.stop();
      await Promise.all(this.informers.map((i) => i.stop()));
      await this.#endpoint?.close();
      this.client.close();
      this.#leaseClientInstance?.close();
    })();
    return this.#stopping;
  }

  /** For tests: the key of a TenantOnboarding. */
  static key(namespace: string, name: string): string {
    return tenantKey(namespace, name);
  }
}
