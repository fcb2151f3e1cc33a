// Prometheus metrics under controller-runtime's names, so existing dashboards and alerts
// work: controller_runtime_reconcile_total{controller,result},
// controller_runtime_reconcile_time_seconds, workqueue_depth, workqueue_retries_total, ...
// One Registry per process (or per test), never prom-client's global one.
import { collectDefaultMetrics, Counter, exponentialBuckets, Gauge, Histogram, Registry } from 'prom-client';
import type { InformerObserver } from './informer.js';
import type { QueueObserver } from './workqueue.js';

export const RECONCILE_RESULTS = ['success', 'error', 'requeue', 'requeue_after'] as const;
export type ReconcileResultLabel = (typeof RECONCILE_RESULTS)[number];

export interface RequestSample {
  readonly method: string;
  readonly status: number;
  readonly watch: boolean;
  readonly durationMs: number;
}

export class ControllerMetrics {
  readonly registry: Registry;
  readonly reconcileTotal: Counter<'controller' | 'result'>;
  readonly reconcileErrors: Counter<'controller'>;
  readonly reconcileTime: Histogram<'controller'>;
  readonly activeWorkers: Gauge<'controller'>;
  readonly workqueueDepth: Gauge<'name'>;
  readonly workqueueAdds: Counter<'name'>;
  readonly workqueueRetries: Counter<'name'>;
  readonly workqueueQueueDuration: Histogram<'name'>;
  readonly workqueueWorkDuration: Histogram<'name'>;
  readonly leader: Gauge<'name'>;
  readonly restRequests: Counter<'method' | 'code'>;
  readonly restLatency: Histogram<'method'>;
  readonly informerEvents: Counter<'kind' | 'type'>;
  readonly informerRestarts: Counter<'kind' | 'reason'>;
  readonly informerObjects: Gauge<'kind'>;

  constructor(options: { defaultMetrics?: boolean } = {}) {
    const registry = (this.registry = new Registry());
    const registers = [registry];
    if (options.defaultMetrics) collectDefaultMetrics({ register: registry });
    this.reconcileTotal = new Counter({ name: 'controller_runtime_reconcile_total', help: 'Total number of reconciliations per controller', labelNames: ['controller', 'result'], registers });
    this.reconcileErrors = new Counter({ name: 'controller_runtime_reconcile_errors_total', help: 'Total number of reconciliation errors per controller', labelNames: ['controller'], registers });
    this.reconcileTime = new Histogram({
      name: 'controller_runtime_reconcile_time_seconds',
      help: 'Length of time per reconciliation per controller',
      labelNames: ['controller'],
      buckets: exponentialBuckets(0.005, 2, 14),
      registers,
    });
    this.activeWorkers = new Gauge({ name: 'controller_runtime_active_workers', help: 'Number of currently used workers per controller', labelNames: ['controller'], registers });
    this.workqueueDepth = new Gauge({ name: 'workqueue_depth', help: 'Current depth of workqueue', labelNames: ['name'], registers });
    this.workqueueAdds = new Counter({ name: 'workqueue_adds_total', help: 'Total number of adds handled by workqueue', labelNames: ['name'], registers });
    this.workqueueRetries = new Counter({ name: 'workqueue_retries_total', help: 'Total number of retries handled by workqueue', labelNames: ['name'], registers });
    this.workqueueQueueDuration = new Histogram({
      name: 'workqueue_queue_duration_seconds',
      help: 'How long in seconds an item stays in workqueue before being requested',
      labelNames: ['name'],
      buckets: exponentialBuckets(0.001, 4, 10),
      registers,
    });
    this.workqueueWorkDuration = new Histogram({
      name: 'workqueue_work_duration_seconds',
      help: 'How long in seconds processing an item from workqueue takes',
      labelNames: ['name'],
      buckets: exponentialBuckets(0.001, 4, 10),
      registers,
    });
    this.leader = new Gauge({ name: 'leader_election_master_status', help: '1 while this instance holds the leader lease, 0 otherwise', labelNames: ['name'], registers });
    this.restRequests = new Counter({ name: 'rest_client_requests_total', help: 'Number of HTTP requests to the API server, partitioned by method and status code (0: no response)', labelNames: ['method', 'code'], registers });
    this.restLatency = new Histogram({
      name: 'rest_client_request_duration_seconds',
      help: 'Request latency in seconds (watches excluded)',
      labelNames: ['method'],
      buckets: exponentialBuckets(0.001, 4, 10),
      registers,
    });
    this.informerEvents = new Counter({ name: 'driftgate_informer_events_total', help: 'Watch events received per kind and type', labelNames: ['kind', 'type'], registers });
    this.informerRestarts = new Counter({ name: 'driftgate_informer_restarts_total', help: 'Watch restarts per kind and reason (gone: relisted after 410)', labelNames: ['kind', 'reason'], registers });
    this.informerObjects = new Gauge({ name: 'driftgate_informer_objects', help: 'Objects held in each informer cache', labelNames: ['kind'], registers });
  }

  queueObserver(name: string): QueueObserver {
    return {
      depth: (n) => this.workqueueDepth.set({ name }, n),
      added: () => this.workqueueAdds.inc({ name }),
      retried: () => this.workqueueRetries.inc({ name }),
      queued: (ms) => this.workqueueQueueDuration.observe({ name }, ms / 1000),
      worked: (ms) => this.workqueueWorkDuration.observe({ name }, ms / 1000),
    };
  }

  informerObserver(kind: string): InformerObserver {
    return {
      event: (type) => this.informerEvents.inc({ kind, type }),
      restart: (reason) => this.informerRestarts.inc({ kind, reason }),
      listed: (count) => this.informerEvents.inc({ kind, type: 'LIST' }, count),
    };
  }

  observeRequest(sample: RequestSample): void {
    this.restRequests.inc({ method: sample.watch ? 'WATCH' : sample.method, code: String(sample.status) });
    if (!sample.watch) this.restLatency.observe({ method: sample.method }, sample.durationMs / 1000);
  }

  /** The value of controller_runtime_reconcile_total for one controller and result (tests, benchmarks). */
  async reconcileCount(controller: string, result?: ReconcileResultLabel): Promise<number> {
    const data = await this.reconcileTotal.get();
    return data.values.filter((v) => v.labels.controller === controller && (result === undefined || v.labels.result === result)).reduce((sum, v) => sum + v.value, 0);
  }
}
