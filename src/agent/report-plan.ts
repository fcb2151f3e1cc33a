// What to write to GitHub, decided without writing: planReport(state, events) → writes. The
// reporter (report.ts) turns what happened (a revision applied, refused or failed, tenants'
// live states derived anew, drift found) into events, asks for the plan, performs the writes in
// order and records each one that succeeded with recordWrite(). Every rule that keeps a report
// from being sent twice or out of order lives here, so it is tested as a table (report-plan.test.ts):
//   - a status is written only when its state or description differs from the one recorded as
//     posted, never goes back from a final state to `pending` on the same commit, and says
//     `pending` at most once per commit (the first one stands until a final state);
//   - a tenant the commit changed says `pending` once first, even when it is already Ready;
//   - at most `maxTenantStatuses` tenants get a status per commit, none on a bulk commit;
//   - the aggregate status is written when its state changes (its description alone: never);
//   - a check run is written when its output changed (by digest), never from a conclusion back
//     to in progress; while it stays in progress, at most once per progress interval;
//   - background writes (aggregate, check runs, comments) wait for a quiet spacing interval after
//     the last write; statuses go at once (they are what a merged pull request shows).
import { createHash } from 'node:crypto';
import type { CheckConclusion, CheckRunWrite } from '../io/github/check-runs.js';
import type { CommitState } from '../io/github/commit-status.js';
import type { Finding } from '../core/findings/finding.js';
import type { Posted, ReportState } from './report-state.js';
import type { TenantStatus } from './tenant-status.js';

/** The recorded `conclusion` of a check run still in progress. */
export const IN_PROGRESS = 'in_progress';

/**
 * Whether the check run recorded for the state's commit has its conclusion: a superseded commit's
 * final write leaves it as it is (the caller need not render it; 10,000 rows at scale).
 */
export function checkRunFinal(state: ReportState): boolean {
  const recorded = state.checkRun?.sha === state.sha ? state.checkRun : undefined;
  return recorded !== undefined && recorded.conclusion !== undefined && recorded.conclusion !== IN_PROGRESS;
}

/** The reporter's memory of this process's writes (not recorded in the cluster). */
export interface PlanTiming {
  readonly now: number;
  /** When the last GitHub write ended. */
  readonly lastWriteAt: number;
  /** When this process last wrote the applied commit's check run. */
  readonly lastCheckRunWriteAt: number;
}

export interface PlanOptions {
  /** The aggregate status context (`driftgate/sync` plus the shard suffix). */
  readonly syncContext: string;
  readonly maxTenantStatuses: number;
  /** Quiet time after the last write before a background write. */
  readonly spacingMs: number;
  /** At least this long between two writes of a check run that stays in progress. */
  readonly progressMs: number;
}

/** What happened, as the reporter sees it now. */
export type ReportEvent =
  /** A tenant of the applied commit, derived anew from its live object; `fresh`: applied by this process and still owes its `pending`. */
  | { readonly kind: 'tenant'; readonly key: string; readonly context: string; readonly status: TenantStatus; readonly fresh: boolean }
  /** The applied commit's aggregate status as it should read now. */
  | { readonly kind: 'aggregate'; readonly status: Posted }
  /** The applied commit's check run as it should read now. */
  | { readonly kind: 'check-run'; readonly write: CheckRunWrite }
  /**
   * A newer commit was applied: the commit of `state` gets one last check run and aggregate status
   * (from the tenants' states at that moment) unless its report was already final.
   */
  | { readonly kind: 'superseded'; readonly checkRun: CheckRunWrite | undefined; readonly aggregate: Posted }
  /** A revision was refused or failed. `posted`: the failure description this process last posted for it. */
  | { readonly kind: 'not-applied'; readonly sha: string; readonly description: string; readonly posted: string | undefined; readonly run: FailedRun }
  /** Drift found after the sync of `sha`, a commit that came from pull request `pullRequest`. */
  | { readonly kind: 'drift-comment'; readonly sha: string; readonly pullRequest: number; readonly body: string };

export interface FailedRun {
  readonly conclusion: CheckConclusion;
  readonly title: string;
  readonly summary: string;
  readonly findings: readonly Finding[];
}

export type PlannedWrite =
  | {
      readonly kind: 'status';
      readonly sha: string;
      readonly context: string;
      readonly state: CommitState;
      readonly description: string;
      readonly notBefore: number;
      /** The tenant this status is for (recorded as posted); absent for the aggregate of a superseded or refused commit. */
      readonly tenant?: string;
      /** True for the `pending` posted in place of a tenant's final state (its first report on the commit). */
      readonly owedPending?: boolean;
      /** False: a report of a commit no longer applied, not recorded. */
      readonly record: boolean;
    }
  | {
      readonly kind: 'check-run';
      readonly sha: string;
      /** The run to update; absent: create one. */
      readonly id?: number;
      readonly write: CheckRunWrite;
      readonly digest: string;
      readonly notBefore: number;
      readonly record: boolean;
    }
  /** A refused or failed revision: a check run created and completed with its findings as annotations. */
  | { readonly kind: 'failed-check-run'; readonly sha: string; readonly run: FailedRun; readonly notBefore: number }
  | { readonly kind: 'comment'; readonly sha: string; readonly issueNumber: number; readonly body: string; readonly notBefore: number };

export interface ReportPlan {
  /** The state with the plan's decisions (tenants admitted to a status, final states recorded); writes are recorded by recordWrite(). */
  readonly state: ReportState;
  readonly writes: readonly PlannedWrite[];
}

/** What identifies a check-run write: an identical one is not sent again. */
export function digestOf(write: CheckRunWrite): string {
  return createHash('sha256').update(JSON.stringify(write)).digest('hex').slice(0, 16);
}

/** The writes `events` call for, given what was recorded as reported. Pure. */
export function planReport(state: ReportState, events: readonly ReportEvent[], timing: PlanTiming, options: PlanOptions): ReportPlan {
  let current = state;
  const writes: PlannedWrite[] = [];
  const quietAt = Math.max(timing.now, timing.lastWriteAt + options.spacingMs);
  // statuses posted by this plan count as posted for the events after them
  const posted = new Map<string, Posted>();
  const postedOf = (context: string): Posted | undefined => posted.get(context) ?? current.posted[context];
  for (const event of events) {
    switch (event.kind) {
      case 'tenant': {
        const sha = current.sha;
        if (sha === undefined) break;
        const { key, status } = event;
        const admitted = admit(current, key, status, options.maxTenantStatuses);
        current = admitted.state;
        if (status.state !== 'pending' && recordedState(current, key) !== status.state) {
          const failing = new Set(current.failing);
          if (status.state === 'failure') failing.add(key);
          else failing.delete(key);
          current = { ...current, failing };
        }
        if (!admitted.admitted) break;
        const wanted: TenantStatus[] = [];
        // `pending` once applied, even when the tenant is already Ready by the time we post
        if (event.fresh && status.state !== 'pending') wanted.push({ state: 'pending', description: `applied ${sha.slice(0, 7)}; waiting for Ready` });
        wanted.push(status);
        for (const [i, next] of wanted.entries()) {
          const before = postedOf(event.context);
          if (before && before.state === next.state && before.description === next.description) continue;
          // never go back from a final state to pending on the same commit, and say `pending`
          // once: its details change as the operator works, each a write the final state waits behind
          if (before && next.state === 'pending') continue;
          writes.push({ kind: 'status', sha, context: event.context, state: next.state, description: next.description, notBefore: timing.now, tenant: key, record: true, ...(wanted.length > 1 && i === 0 ? { owedPending: true } : {}) });
          posted.set(event.context, next);
        }
        break;
      }
      case 'aggregate': {
        const sha = current.sha;
        if (sha === undefined) break;
        const before = postedOf(options.syncContext);
        if (before?.state === event.status.state) break;
        if (before && before.state !== 'pending' && event.status.state === 'pending') break;
        writes.push({ kind: 'status', sha, context: options.syncContext, state: event.status.state, description: event.status.description, notBefore: quietAt, record: true });
        posted.set(options.syncContext, event.status);
        break;
      }
      case 'check-run': {
        const sha = current.sha;
        if (sha === undefined) break;
        const recorded = current.checkRun?.sha === sha ? current.checkRun : undefined;
        const digest = digestOf(event.write);
        if (recorded?.digest === digest) break;
        // never from a conclusion back to in progress on the same commit (the next commit's apply
        // makes its tenants pending for a moment before it is reported)
        if (recorded && recorded.conclusion !== IN_PROGRESS && event.write.conclusion === undefined) break;
        const notBefore = checkRunDueAt(current, event.write.conclusion, timing, options);
        writes.push({ kind: 'check-run', sha, ...(recorded ? { id: recorded.id } : {}), write: event.write, digest, notBefore, record: true });
        break;
      }
      case 'superseded': {
        const sha = current.sha;
        if (sha === undefined) break;
        const recorded = current.checkRun?.sha === sha ? current.checkRun : undefined;
        // a report already final stays as it was: the tenants' states now may be the newer commit's doing
        if (event.checkRun && !checkRunFinal(current)) {
          const digest = digestOf(event.checkRun);
          if (recorded?.digest !== digest) writes.push({ kind: 'check-run', sha, ...(recorded ? { id: recorded.id } : {}), write: event.checkRun, digest, notBefore: quietAt, record: false });
        }
        const before = postedOf(options.syncContext);
        if (event.aggregate.state !== 'pending' && (before === undefined || before.state === 'pending')) {
          writes.push({ kind: 'status', sha, context: options.syncContext, state: event.aggregate.state, description: event.aggregate.description, notBefore: quietAt, record: false });
        }
        break;
      }
      case 'not-applied': {
        if (event.posted !== event.description) writes.push({ kind: 'status', sha: event.sha, context: options.syncContext, state: 'failure', description: event.description, notBefore: timing.now, record: false });
        writes.push({ kind: 'failed-check-run', sha: event.sha, run: event.run, notBefore: quietAt });
        break;
      }
      case 'drift-comment': {
        writes.push({ kind: 'comment', sha: event.sha, issueNumber: event.pullRequest, body: event.body, notBefore: quietAt });
        break;
      }
    }
  }
  return { state: current, writes };
}

/**
 * When the applied commit's check run may be written next, if it is to read `conclusion`
 * (undefined: in progress): after a quiet interval when it is new or its conclusion changes; a
 * refresh of a run that stays in progress waits for the progress interval. The reporter asks
 * before it renders a table of every tenant.
 */
export function checkRunDueAt(state: ReportState, conclusion: CheckConclusion | undefined, timing: PlanTiming, options: PlanOptions): number {
  const quietAt = Math.max(timing.now, timing.lastWriteAt + options.spacingMs);
  const recorded = state.sha !== undefined && state.checkRun?.sha === state.sha ? state.checkRun : undefined;
  if (!recorded || (conclusion ?? IN_PROGRESS) !== recorded.conclusion) return quietAt;
  return Math.max(quietAt, timing.lastCheckRunWriteAt + options.progressMs);
}

/** The state after `write` succeeded (a check run with the id GitHub gave it). Writes for another commit change nothing. */
export function recordWrite(state: ReportState, write: PlannedWrite, result: { readonly checkRunId?: number } = {}): ReportState {
  if (write.kind === 'status') {
    if (!write.record || state.sha !== write.sha) return state;
    return { ...state, posted: { ...state.posted, [write.context]: { state: write.state, description: write.description } } };
  }
  if (write.kind === 'check-run') {
    const id = write.id ?? result.checkRunId;
    if (!write.record || state.sha !== write.sha || id === undefined) return state;
    return { ...state, checkRun: { id, sha: write.sha, digest: write.digest, conclusion: write.write.conclusion ?? IN_PROGRESS } };
  }
  return state;
}

/** The state a tenant was last reported in: failure when recorded so, else Ready (or never final). */
function recordedState(state: ReportState, key: string): TenantStatus['state'] {
  return state.failing.has(key) ? 'failure' : 'success';
}

/**
 * Whether a tenant gets a commit status on this commit: the tenants the commit changed do, and
 * a tenant whose final state differs from the one last reported joins them while fewer than the
 * limit have one; on a commit that changed more tenants than that, none does.
 */
function admit(state: ReportState, key: string, status: TenantStatus, max: number): { state: ReportState; admitted: boolean } {
  if (state.statusTenants.includes(key)) return { state, admitted: true };
  if (state.bulk !== undefined || status.state === 'pending' || recordedState(state, key) === status.state) return { state, admitted: false };
  if (state.statusTenants.length >= max) return { state, admitted: false };
  return { state: { ...state, statusTenants: [...state.statusTenants, key] }, admitted: true };
}
