// The commit status of one tenant, from its live TenantOnboarding, by kstatus rules plus the
// stricter reading our own CRD allows (it always publishes observedGeneration and Ready):
// success only when Ready=True at the current generation; failure when Stalled or not Ready
// within the timeout; pending otherwise. Pure: the live object and the time come in.
import { objectHealth } from '../core/health/health.js';
import { isRecord } from '../core/manifest/manifest.js';
import { conditionOf } from '../core/kube/conditions.js';

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
  const minutes = `${Math.round(input.readyTimeoutMs / 60_000)} min`;
  if (!isRecord(input.live)) {
    return late ? failure(`NotFound: the TenantOnboarding does not exist ${minutes} after apply`) : { state: 'pending', description: 'applied; waiting for the TenantOnboarding' };
  }
  const health = objectHealth(input.live);
  if (health.status === 'Failed') return failure(`${health.reason}: ${health.message}`);
  if (health.status === 'Terminating') return failure('Terminating: the TenantOnboarding is being deleted');
  const meta = isRecord(input.live.metadata) ? input.live.metadata : {};
  const status = isRecord(input.live.status) ? input.live.status : {};
  const generation = typeof meta.generation === 'number' ? meta.generation : undefined;
  const observed = typeof status.observedGeneration === 'number' ? status.observedGeneration : undefined;
  const ready = conditionOf(input.live, 'Ready');
  const current = generation !== undefined && observed === generation;
  if (current && ready?.status === 'True') return { state: 'success', description: clip(`Ready${ready.message ? `: ${ready.message}` : ''}`) };
  if (late) {
    const why = !current ? `generation ${generation ?? '?'} not observed yet (observed ${observed ?? 'none'})` : ready ? `${ready.reason || 'NotReady'}${ready.message ? `: ${ready.message}` : ''}` : 'no Ready condition';
    return failure(`not Ready within ${minutes}: ${why}`);
  }
  const detail = ready && ready.status !== 'True' && ready.reason ? ` (${ready.reason})` : '';
  return { state: 'pending', description: clip(`applied; waiting for Ready${detail}`) };
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
