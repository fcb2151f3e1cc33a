// status.conditions as Kubernetes objects carry them (metav1.Condition and the older shapes that
// share type/status/reason/message), read leniently: an entry without a string type and status
// is not a condition. One reader for health (kstatus), the agent's CRD and tenant checks.
import { isRecord } from '../manifest/manifest.js';

export interface ConditionSummary {
  readonly type: string;
  readonly status: string;
  readonly reason: string;
  readonly message: string;
  /** When the status last changed, when the entry says. */
  readonly lastTransitionTime?: string;
}

/** The conditions of a `status` object. */
export function readConditions(status: unknown): ConditionSummary[] {
  if (!isRecord(status) || !Array.isArray(status.conditions)) return [];
  return status.conditions.flatMap((c): ConditionSummary[] => {
    if (!isRecord(c) || typeof c.type !== 'string' || typeof c.status !== 'string') return [];
    return [
      {
        type: c.type,
        status: c.status,
        reason: typeof c.reason === 'string' ? c.reason : '',
        message: typeof c.message === 'string' ? c.message : '',
        ...(typeof c.lastTransitionTime === 'string' ? { lastTransitionTime: c.lastTransitionTime } : {}),
      },
    ];
  });
}

/** The condition of `type` in `object.status.conditions` (the first, as kubectl wait reads it). */
export function conditionOf(object: unknown, type: string): ConditionSummary | undefined {
  return readConditions(isRecord(object) ? object.status : undefined).find((c) => c.type === type);
}
