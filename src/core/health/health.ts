// kstatus-compatible health of any Kubernetes object (sigs.k8s.io/cli-utils/pkg/kstatus):
// is the object Current (its controller has fully acted on its latest spec), InProgress,
// Failed, Terminating, or Unknown? Used by the tenant operator's tests and by the sync
// agent to report the health of what it applied. Pure: the object comes in as `unknown`.
//
// Order of the checks, as kstatus does it:
// 1. metadata.deletionTimestamp → Terminating.
// 2. status.observedGeneration present and behind metadata.generation → InProgress.
// 3. The standard conditions: Stalled=True → Failed; Reconciling=True → InProgress.
// 4. Kind-specific rules for built-in kinds (Deployment, StatefulSet, DaemonSet, ReplicaSet,
//    Pod, Job, PersistentVolumeClaim, Service, CustomResourceDefinition, Namespace).
// 5. Otherwise a `Ready` condition decides (True → Current, False → InProgress, the
//    convention Flux, Argo CD and Crossplane objects follow); without one → Current.
import { readConditions, type ConditionSummary } from '../kube/conditions.js';
import { isRecord } from '../manifest/manifest.js';

export const HEALTH_STATUSES = ['Current', 'InProgress', 'Failed', 'Terminating', 'Unknown'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

export interface Health {
  readonly status: HealthStatus;
  /** CamelCase, e.g. `LatestGenerationNotObserved`, `Stalled`, `ReplicasNotReady`. */
  readonly reason: string;
  readonly message: string;
}

type Rec = Record<string, unknown>;

function rec(value: unknown): Rec {
  return isRecord(value) ? value : {};
}
function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

const current = (message = 'Resource is current'): Health => ({ status: 'Current', reason: 'Current', message });
const inProgress = (reason: string, message: string): Health => ({ status: 'InProgress', reason, message });
const failed = (reason: string, message: string): Health => ({ status: 'Failed', reason, message });

/** The health of one object. */
export function objectHealth(object: unknown): Health {
  if (!isRecord(object)) return { status: 'Unknown', reason: 'NotAnObject', message: 'not a Kubernetes object' };
  const metadata = rec(object.metadata);
  const status = rec(object.status);
  const kind = str(object.kind) ?? '';
  const apiVersion = str(object.apiVersion) ?? '';
  const group = apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.indexOf('/')) : '';

  if (str(metadata.deletionTimestamp) !== undefined) return { status: 'Terminating', reason: 'Terminating', message: 'Resource is being deleted' };

  const generation = num(metadata.generation);
  const observed = num(status.observedGeneration);
  if (generation !== undefined && observed !== undefined && observed !== generation) {
    return inProgress('LatestGenerationNotObserved', `${kind} generation is ${generation}, but latest observed generation is ${observed}`);
  }

  const conds = readConditions(status);
  const byType = (type: string): ConditionSummary | undefined => conds.find((c) => c.type === type);
  const stalled = byType('Stalled');
  if (stalled?.status === 'True') return failed(stalled.reason || 'Stalled', stalled.message || 'Resource is stalled');
  const reconciling = byType('Reconciling');
  if (reconciling?.status === 'True') return inProgress(reconciling.reason || 'Reconciling', reconciling.message || 'Resource is being reconciled');

  const specific = KIND_RULES[`${group}/${kind}`];
  if (specific) return specific(object, rec(object.spec), status, byType);

  const ready = byType('Ready');
  if (ready?.status === 'True') return current(ready.message || 'Resource is Ready');
  if (ready?.status === 'False') return inProgress(ready.reason || 'NotReady', ready.message || 'Resource is not Ready');
  if (ready?.status === 'Unknown') return inProgress(ready.reason || 'ReadyUnknown', ready.message || 'Readiness is not known yet');
  return current();
}

type KindRule = (object: Rec, spec: Rec, status: Rec, byType: (type: string) => ConditionSummary | undefined) => Health;

function replicaRule(kindName: string, options: { available: boolean; updated: boolean }): KindRule {
  return (_object, spec, status, byType) => {
    const progressing = byType('Progressing');
    if (progressing?.reason === 'ProgressDeadlineExceeded') return failed('ProgressDeadlineExceeded', progressing.message || `${kindName} exceeded its progress deadline`);
    const want = num(spec.replicas) ?? 1;
    const have = num(status.replicas) ?? 0;
    const ready = num(status.readyReplicas) ?? 0;
    const updated = num(status.updatedReplicas) ?? 0;
    const available = num(status.availableReplicas) ?? 0;
    if (options.updated && updated < want) return inProgress('ReplicasNotUpdated', `Updated: ${updated}/${want}`);
    if (have > want) return inProgress('ExtraPods', `Pending termination: ${have - want}`);
    if (ready < want) return inProgress('ReplicasNotReady', `Ready: ${ready}/${want}`);
    if (options.available && available < want) return inProgress('ReplicasNotAvailable', `Available: ${available}/${want}`);
    return current(`${kindName} is available. Replicas: ${want}`);
  };
}

const KIND_RULES: Readonly<Record<string, KindRule>> = {
  'apps/Deployment': replicaRule('Deployment', { available: true, updated: true }),
  'apps/ReplicaSet': replicaRule('ReplicaSet', { available: true, updated: false }),
  'apps/StatefulSet': (object, spec, status, byType) => {
    const strategy = str(rec(spec.updateStrategy).type);
    const base = replicaRule('StatefulSet', { available: false, updated: false })(object, spec, status, byType);
    if (base.status !== 'Current' || strategy === 'OnDelete') return base;
    const want = num(spec.replicas) ?? 1;
    const partition = num(rec(rec(spec.updateStrategy).rollingUpdate).partition) ?? 0;
    const updated = num(status.updatedReplicas) ?? 0;
    if (updated < want - partition) return inProgress('ReplicasNotUpdated', `Updated: ${updated}/${want - partition}`);
    const cur = str(status.currentRevision);
    const upd = str(status.updateRevision);
    if (partition === 0 && cur !== undefined && upd !== undefined && cur !== upd) return inProgress('RevisionMismatch', 'Waiting for the update revision to become current');
    return base;
  },
  'apps/DaemonSet': (_object, _spec, status) => {
    const desired = num(status.desiredNumberScheduled) ?? 0;
    const scheduled = num(status.currentNumberScheduled) ?? 0;
    const updated = num(status.updatedNumberScheduled) ?? 0;
    const available = num(status.numberAvailable) ?? 0;
    const ready = num(status.numberReady) ?? 0;
    if (scheduled < desired) return inProgress('NotScheduled', `Scheduled: ${scheduled}/${desired}`);
    if (updated < desired) return inProgress('NotUpdated', `Updated: ${updated}/${desired}`);
    if (available < desired) return inProgress('NotAvailable', `Available: ${available}/${desired}`);
    if (ready < desired) return inProgress('NotReady', `Ready: ${ready}/${desired}`);
    return current(`All ${desired} pods are scheduled and available`);
  },
  '/Pod': (_object, _spec, status, byType) => {
    const phase = str(status.phase);
    if (phase === 'Succeeded') return current('Pod has completed successfully');
    if (phase === 'Failed') return failed('PodFailed', 'Pod has failed');
    const statuses = Array.isArray(status.containerStatuses) ? status.containerStatuses : [];
    for (const cs of statuses) {
      const waiting = rec(rec(rec(cs).state).waiting);
      if (str(waiting.reason) === 'CrashLoopBackOff') return failed('ContainerCrashLooping', `Container ${str(rec(cs).name) ?? ''} is in CrashLoopBackOff`);
    }
    if (phase === 'Running' && byType('Ready')?.status === 'True') return current('Pod is Ready');
    return inProgress('PodNotReady', `Pod phase is ${phase ?? 'unknown'}`);
  },
  'batch/Job': (_object, spec, status, byType) => {
    if (byType('Failed')?.status === 'True') return failed('JobFailed', byType('Failed')?.message || 'Job has failed');
    if (byType('Complete')?.status === 'True') return current('Job completed');
    const parallelism = num(spec.parallelism) ?? 1;
    const active = num(status.active) ?? 0;
    if (str(status.startTime) === undefined) return inProgress('JobNotStarted', 'Job not started');
    return active >= Math.min(parallelism, 1) ? current(`Job in progress: ${active} active`) : inProgress('JobNotActive', 'No active pods');
  },
  '/PersistentVolumeClaim': (_object, _spec, status) => (str(status.phase) === 'Bound' ? current('PVC is Bound') : inProgress('NotBound', `PVC is ${str(status.phase) ?? 'Pending'}`)),
  '/Service': (_object, spec, status) => {
    if (str(spec.type) !== 'LoadBalancer') return current('Service is ready');
    const ingress = rec(status.loadBalancer).ingress;
    return Array.isArray(ingress) && ingress.length > 0 ? current('Service has a load balancer address') : inProgress('NoIPAssigned', 'Waiting for a load balancer address');
  },
  'apiextensions.k8s.io/CustomResourceDefinition': (_object, _spec, _status, byType) => {
    const names = byType('NamesAccepted');
    if (names?.status === 'False') return failed('NamesNotAccepted', names.message || 'CRD names not accepted');
    return byType('Established')?.status === 'True' ? current('CRD is established') : inProgress('NotEstablished', 'CRD is not established yet');
  },
  '/Namespace': (_object, _spec, status) =>
    str(status.phase) === 'Terminating' ? { status: 'Terminating', reason: 'Terminating', message: 'Namespace is terminating' } : current('Namespace is active'),
};
