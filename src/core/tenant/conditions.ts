// TenantOnboarding status: the conditions every tool reads (kubectl wait, kstatus, Flux,
// Argo CD) computed from what one reconcile observed. Pure: the clock comes in as `nowMs`.
//
// Rules (docs/operator.md, "Status"):
// - Ready, Reconciling, Stalled, then one condition per child, in that order. Conditions of
//   other types belong to other field managers; the operator neither writes nor compares them.
// - lastTransitionTime changes only when a condition's status changes.
// - status.observedGeneration advances only when the reconcile finished the generation (Ready)
//   or gave up on it (Stalled); each condition always carries the generation it describes.
// - Nothing time-varying goes into reason or message, so a reconcile that observes the same
//   world computes a deep-equal status, and the operator skips the write.
import { isRecord } from '../manifest/manifest.js';

export const CONDITION_STATUSES = ['True', 'False', 'Unknown'] as const;
export type ConditionStatus = (typeof CONDITION_STATUSES)[number];

export interface Condition {
  readonly type: string;
  readonly status: ConditionStatus;
  readonly reason: string;
  readonly message: string;
  readonly observedGeneration: number;
  readonly lastTransitionTime: string;
}

export const CHILD_CONDITIONS = ['NamespaceProvisioned', 'QuotaProvisioned', 'NetworkPolicyProvisioned', 'AccessProvisioned'] as const;
export type ChildCondition = (typeof CHILD_CONDITIONS)[number];

export const SUMMARY_CONDITIONS = ['Ready', 'Reconciling', 'Stalled'] as const;

export interface TenantStatus {
  readonly observedGeneration?: number;
  readonly conditions: readonly Condition[];
}

/**
 * How a reconcile ended:
 * - `Ready`: every child matches the spec.
 * - `Progressing`: work remains that will finish by itself (a namespace still terminating, ...).
 * - `Retrying`: a transient failure; the operator retries with backoff.
 * - `Stalled`: the operator cannot make progress without a change by a human (invalid spec,
 *   namespace owned by someone else, rejected by the API server); no hot retry.
 * - `Terminating`: the TenantOnboarding is being deleted and cleanup is not finished.
 */
export const OUTCOMES = ['Ready', 'Progressing', 'Retrying', 'Stalled', 'Terminating'] as const;
export type OutcomeKind = (typeof OUTCOMES)[number];

export interface ChildOutcome {
  readonly status: ConditionStatus;
  readonly reason: string;
  readonly message: string;
}

export interface ReconcileOutcome {
  readonly kind: OutcomeKind;
  /** CamelCase reason for Ready=False / Stalled / Reconciling. */
  readonly reason: string;
  readonly message: string;
  readonly children: Readonly<Record<ChildCondition, ChildOutcome>>;
}

const CONDITION_STATUS_SET: ReadonlySet<string> = new Set(CONDITION_STATUSES);

/** metav1.Time has second precision; writing milliseconds would come back different and look like a change. */
export function formatTime(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** Reads a status from `unknown` (the live object); anything malformed is dropped, not trusted. */
export function parseTenantStatus(value: unknown): TenantStatus {
  if (!isRecord(value)) return { conditions: [] };
  const conditions: Condition[] = [];
  if (Array.isArray(value.conditions)) {
    for (const c of value.conditions) {
      if (!isRecord(c) || typeof c.type !== 'string' || typeof c.status !== 'string' || !CONDITION_STATUS_SET.has(c.status)) continue;
      conditions.push({
        type: c.type,
        status: c.status as ConditionStatus,
        reason: typeof c.reason === 'string' ? c.reason : '',
        message: typeof c.message === 'string' ? c.message : '',
        observedGeneration: typeof c.observedGeneration === 'number' ? c.observedGeneration : 0,
        lastTransitionTime: typeof c.lastTransitionTime === 'string' ? c.lastTransitionTime : '',
      });
    }
  }
  return {
    ...(typeof value.observedGeneration === 'number' ? { observedGeneration: value.observedGeneration } : {}),
    conditions,
  };
}

/** Sets one condition, keeping lastTransitionTime when the status did not change. */
export function setCondition(previous: readonly Condition[], next: Omit<Condition, 'lastTransitionTime'>, now: string): Condition {
  const old = previous.find((c) => c.type === next.type);
  const lastTransitionTime = old !== undefined && old.status === next.status && old.lastTransitionTime !== '' ? old.lastTransitionTime : now;
  return { ...next, lastTransitionTime };
}

function summary(outcome: ReconcileOutcome): Record<(typeof SUMMARY_CONDITIONS)[number], ChildOutcome> {
  switch (outcome.kind) {
    case 'Ready':
      return {
        Ready: { status: 'True', reason: outcome.reason, message: outcome.message },
        Reconciling: { status: 'False', reason: outcome.reason, message: 'Reconciliation finished' },
        Stalled: { status: 'False', reason: outcome.reason, message: 'Not stalled' },
      };
    case 'Progressing':
      return {
        Ready: { status: 'Unknown', reason: 'Progressing', message: outcome.message },
        Reconciling: { status: 'True', reason: outcome.reason, message: outcome.message },
        Stalled: { status: 'False', reason: 'Progressing', message: 'Not stalled' },
      };
    case 'Retrying':
      return {
        Ready: { status: 'False', reason: outcome.reason, message: outcome.message },
        Reconciling: { status: 'True', reason: 'ProgressingWithRetry', message: outcome.message },
        Stalled: { status: 'False', reason: 'ProgressingWithRetry', message: 'Not stalled; retrying' },
      };
    case 'Stalled':
      return {
        Ready: { status: 'False', reason: outcome.reason, message: outcome.message },
        Reconciling: { status: 'False', reason: outcome.reason, message: 'Stalled; waiting for a change' },
        Stalled: { status: 'True', reason: outcome.reason, message: outcome.message },
      };
    case 'Terminating':
      return {
        Ready: { status: 'False', reason: outcome.reason, message: outcome.message },
        Reconciling: { status: 'True', reason: outcome.reason, message: outcome.message },
        Stalled: { status: 'False', reason: outcome.reason, message: 'Not stalled' },
      };
  }
}

/**
 * The status the operator writes for one reconcile's outcome: observedGeneration and OUR
 * conditions only. The CRD declares conditions a map-list keyed by type, so a server-side
 * apply of these leaves conditions other managers own untouched.
 */
export function computeTenantStatus(input: { previous: TenantStatus; generation: number; outcome: ReconcileOutcome; nowMs: number }): TenantStatus {
  const { previous, generation, outcome } = input;
  const now = formatTime(input.nowMs);
  const wanted: Record<string, ChildOutcome> = { ...summary(outcome), ...outcome.children };
  const conditions: Condition[] = OWN_CONDITIONS.map((type) => {
    const c = wanted[type]!;
    return setCondition(previous.conditions, { type, status: c.status, reason: reasonText(c.reason), message: messageText(c.message), observedGeneration: generation }, now);
  });
  const finished = outcome.kind === 'Ready' || outcome.kind === 'Stalled';
  const observedGeneration = finished ? generation : previous.observedGeneration;
  return { ...(observedGeneration !== undefined ? { observedGeneration } : {}), conditions };
}

/** The condition types this operator owns, in the order it writes them. */
export const OWN_CONDITIONS: readonly string[] = [...SUMMARY_CONDITIONS, ...CHILD_CONDITIONS];

const MAX_MESSAGE = 1024;

/** The CRD requires a CamelCase reason: `^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$`. */
function reasonText(reason: string): string {
  const cleaned = reason.replace(/[^A-Za-z0-9_,:]/g, '').replace(/^[^A-Za-z]+/, '').replace(/[,:]+$/, '');
  return cleaned === '' ? 'Unknown' : cleaned;
}

function messageText(message: string): string {
  return message.length <= MAX_MESSAGE ? message : `${message.slice(0, MAX_MESSAGE - 1)}…`;
}

/**
 * Whether writing `next` would change anything: the observedGeneration and each of our
 * conditions (by type; the order of a map-list and others' conditions do not matter).
 */
export function statusEquals(live: TenantStatus, next: TenantStatus): boolean {
  if (live.observedGeneration !== next.observedGeneration) return false;
  return next.conditions.every((c) => {
    const d = live.conditions.find((x) => x.type === c.type);
    return (
      d !== undefined &&
      c.status === d.status &&
      c.reason === d.reason &&
      c.message === d.message &&
      c.observedGeneration === d.observedGeneration &&
      c.lastTransitionTime === d.lastTransitionTime
    );
  });
}

export function findCondition(status: TenantStatus, type: string): Condition | undefined {
  return status.conditions.find((c) => c.type === type);
}

/**
 * Conditions whose status changed between two statuses (for transition events); a new
 * reason on Ready counts too (a different failure is news).
 */
export function transitions(before: TenantStatus, after: TenantStatus): Condition[] {
  return after.conditions.filter((c) => {
    const old = before.conditions.find((o) => o.type === c.type);
    if (old === undefined) return c.type === 'Ready' || c.status === 'True';
    return old.status !== c.status || (c.type === 'Ready' && old.reason !== c.reason);
  });
}
