// The commit status of one tenant, from its live TenantOnboarding, by kstatus rules plus the
// stricter reading our own CRD allows (it always publishes observedGeneration and Ready):
// success only when Ready=True at the current generation; failure when Stalled or not Ready
// within the timeout; pending otherwise. Pure: the live object and the time come in.
import { objectHealth, type Health } from '../core/health/health.js';
import { isRecord } from '../core/manifest/manifest.js';
import { conditionOf, type ConditionSummary } from '../core/kube/conditions.js';

export const STATUS_DESCRIPTION_MAX = 140;

export interface TenantStatus {
  readonly state: 'pending' | 'success' | 'failure';
  readonly description: string;
}

export interface TenantStatusInput {
  /** The live TenantOnboarding, or undefined when it does not exist (yet). */
  readonly live: unknown;
  /** When the revision was applied (ms). */
  readonly appliedAt: number;
  readonly now: number;
  readonly readyTimeoutMs: number;
}

export function tenantStatus(input: TenantStatusInput): TenantStatus {
  const elapsed = input.now - input.appliedAt;
  const late = elapsed >= input.readyTimeoutMs;
  const minutes = (): string => `${Math.round(input.readyTimeoutMs / 60_000)} min`;
  if (!isRecord(input.live)) {
    return late ? failure(`NotFound: the TenantOnboarding does not exist ${minutes()} after apply`) : { state: 'pending', description: 'applied; waiting for the TenantOnboarding' };
  }
  const facts = liveFacts(input.live);
  // What the object says whatever the time (failed, terminating, ready) is worked out once per object.
  if (facts.settled !== undefined) return facts.settled;
  if (late) {
    const { generation, observed, ready } = facts;
    const current = generation !== undefined && observed === generation;
    const why = !current ? `generation ${generation ?? '?'} not observed yet (observed ${observed ?? 'none'})` : ready ? `${ready.reason || 'NotReady'}${ready.message ? `: ${ready.message}` : ''}` : 'no Ready condition';
    return failure(`not Ready within ${minutes()}: ${why}`);
  }
  return facts.waiting;
}

/** What a live TenantOnboarding says, whatever the time. */
interface LiveFacts {
  readonly generation: number | undefined;
  readonly observed: number | undefined;
  readonly ready: ConditionSummary | undefined;
  /** The status whatever the time: failed, terminating, or Ready at the current generation. */
  readonly settled: TenantStatus | undefined;
  /** The status while the timeout has not passed, when nothing is settled. */
  readonly waiting: TenantStatus;
}

/**
 * By the live object: the reporter derives every tenant's status again after each applied
 * revision (10,000 tenants for a one-tenant commit), and the watch cache hands out a new object
 * only when the tenant changed (it never changes one in place).
 */
const LIVE_FACTS = new WeakMap<object, LiveFacts>();

function liveFacts(live: Record<string, unknown>): LiveFacts {
  const known = LIVE_FACTS.get(live);
  if (known !== undefined) return known;
  const meta = isRecord(live.metadata) ? live.metadata : {};
  const status = isRecord(live.status) ? live.status : {};
  const health: Health = objectHealth(live);
  const generation = typeof meta.generation === 'number' ? meta.generation : undefined;
  const observed = typeof status.observedGeneration === 'number' ? status.observedGeneration : undefined;
  const ready = conditionOf(live, 'Ready');
  const current = generation !== undefined && observed === generation;
  const settled: TenantStatus | undefined =
    health.status === 'Failed'
      ? failure(`${health.reason}: ${health.message}`)
      : health.status === 'Terminating'
        ? failure('Terminating: the TenantOnboarding is being deleted')
        : current && ready?.status === 'True'
          ? { state: 'success', description: clip(`Ready${ready.message ? `: ${ready.message}` : ''}`) }
          : undefined;
  const detail = ready && ready.status !== 'True' && ready.reason ? ` (${ready.reason})` : '';
  const facts: LiveFacts = { generation, observed, ready, settled, waiting: { state: 'pending', description: clip(`applied; waiting for Ready${detail}`) } };
  LIVE_FACTS.set(live, facts);
  return facts;
}

function failure(text: string): TenantStatus {
  return { state: 'failure', description: clip(text) };
}

/** At most 140 characters (GitHub's limit), cut with an ellipsis. */
export function clip(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length <= STATUS_DESCRIPTION_MAX ? one : `${one.slice(0, STATUS_DESCRIPTION_MAX - 1)}…`;
}

/** `driftgate/<namespace>/<name>`. */
export function statusContext(tenant: { namespace?: string; name: string }): string {
  return `driftgate/${tenant.namespace ?? '_'}/${tenant.name}`;
}
