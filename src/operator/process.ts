// The `driftgate operator` process: one controller manager (src/controller/manager.ts), built
// here once, with the operator's work added to it. The manager owns leadership (one Lease, or
// shard Leases when `shards` > 1), the start order and the stop; this file only says what runs:
// the always-on work first (the webhooks, then the start-up check that may list through their
// conversion webhook), then the caches on every replica, then the reconcile loop on the leader
// (or per held shard).
import { ControllerManager, type ManagerOutcome, type Runnable } from '../controller/manager.js';
import { realClock } from '../controller/clock.js';
import { FIELD_MANAGER } from './reconciler.js';
import { LEASES } from '../core/kube/well-known.js';
import { Operator, type OperatorOptions } from './operator.js';

export interface OperatorProcessOptions {
  /** Work on every replica before the caches, in order (the webhooks, reporting on the operator's registry). */
  readonly alsoRun?: (operator: Operator) => readonly Runnable[];
  /** Runs after `alsoRun` and before the caches; a throw ends the start. */
  readonly startupCheck?: () => Promise<void>;
}

export interface OperatorProcess {
  readonly operator: Operator;
  readonly manager: ControllerManager;
  /** Resolves when the manager ended: `lost` (the lease was lost: exit non-zero) or `stopped`. */
  readonly done: Promise<ManagerOutcome>;
  /**
   * Resolves once the caches synced, or once the process ended (a stop during a start-up wait),
   * whichever is first; rejects when an always-on start (the webhooks, the start-up check) failed.
   */
  readonly started: Promise<void>;
  /** Graceful stop; `release: false` keeps every Lease as it is (a test of a replica that died). */
  stop(options?: { release?: boolean }): Promise<void>;
}

/** The manager for the operator's options: leadership single or sharded, the endpoint, the deadline. */
export function operatorManager(operator: Operator, options: OperatorOptions): ControllerManager {
  const le = options.leaderElection;
  return new ControllerManager({
    clock: options.clock ?? realClock,
    userAgent: 'driftgate-operator',
    kubeConfig: options.kubeConfig,
    ...(le
      ? {
          leaderElection: {
            identity: operator.identity,
            namespace: le.namespace,
            name: le.name ?? LEASES.operator,
            fieldManager: options.fieldManager ?? FIELD_MANAGER,
            shards: options.shards ?? 1,
            ...(le.leaseDurationMs !== undefined ? { leaseDurationMs: le.leaseDurationMs } : {}),
            ...(le.renewDeadlineMs !== undefined ? { renewDeadlineMs: le.renewDeadlineMs } : {}),
            ...(le.retryPeriodMs !== undefined ? { retryPeriodMs: le.retryPeriodMs } : {}),
          },
        }
      : {}),
    ...(options.metricsAddress !== undefined ? { metricsAddress: options.metricsAddress } : {}),
    registries: () => [operator.metrics.registry],
    shutdownDeadlineMs: options.shutdownDeadlineMs ?? 20_000,
    onRequest: (r) => {
      operator.metrics.observeRequest(r);
      options.onRequest?.(r);
    },
    log: options.log ?? (() => undefined),
  });
}

/** Builds the operator and its manager and starts them; see OperatorProcess.started for when it resolves. */
export function startOperatorProcess(options: OperatorOptions, work: OperatorProcessOptions = {}): OperatorProcess {
  const operator = new Operator(options);
  const manager = operatorManager(operator, options);
  for (const r of work.alsoRun?.(operator) ?? []) manager.add(r, { needLeader: false });
  const check = work.startupCheck;
  if (check) manager.add({ name: 'start-up check', start: check, stop: () => Promise.resolve() }, { needLeader: false });
  operator.setupWithManager(manager, { cachesNeedLeader: false });
  const synced = Promise.all(operator.informers.map((i) => i.waitForSync()));
  const started = manager.start().then(() => Promise.race([synced, manager.done]).then(() => undefined));
  return { operator, manager, done: manager.done, started, stop: (o = {}) => manager.stop(o) };
}
