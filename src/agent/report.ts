// Reporting to GitHub through the Action's reporting library (src/io/github), for the applied
// commit:
//   - one check run `driftgate sync`: what the sync did, the tenants' counts by state, a table of
//     every tenant (failures and pending first; cut to GitHub's limit with a line saying how many
//     rows were left out) and the drift found later. It is created once and updated in place as
//     tenants become Ready, at most one write per spacing interval (the latest table wins);
//   - the aggregate commit status `driftgate/sync` (pending, then success or failure);
//   - a commit status `driftgate/<namespace>/<name>` only for the tenants the commit changed and
//     those whose state changed since it was last reported, at most MAX_TENANT_STATUSES per
//     commit: a commit that changes one tenant of 10,000 posts one tenant status, and a commit
//     that changes more (the first sync) gets none; the check run has every tenant;
//   - a comment on the pull request that introduced the commit when drift is found later.
// A refused or failed revision gets a failing `driftgate/sync` status and a check run with its
// findings as annotations.
//
// How: a reconciler keyed by commit SHA on the controller workqueue (AgentReporter below). Events
// add the commit; a reconcile re-derives the tenants' states, asks the pure planReport()
// (report-plan.ts) what to write, writes, and records each write in the report state.
//
// Durability: what was reported is recorded in the cluster (report-state.ts), and what should be
// reported is always re-derived from cluster state (the live tenants), so an unchanged status or
// check run is never sent again, a GitHub outage only delays reports (the commit is re-queued
// with backoff, which holds every commit's writes), and a restarted agent sends exactly what is
// missing.
import type { Clock, TimerHandle } from '../core/ports/clock.js';
import { ItemExponentialFailureRateLimiter, type RateLimiter } from '../controller/rate-limiter.js';
import { WorkQueue } from '../controller/workqueue.js';
import { renderDriftMarkdown, summarizeDrift, summaryLine, type DriftReport } from '../core/drift/render.js';
import { describeObject, type Finding } from '../core/findings/finding.js';
import { escapeMarkdownText } from '../core/findings/render/markdown-escape.js';
import { annotationsFromFindings } from '../io/github/annotations.js';
import type { CheckConclusion, CheckRunWrite } from '../io/github/check-runs.js';
import { GitHubError } from '../io/github/errors.js';
import type { GitHubReporter } from '../io/github/reporter.js';
import { checkRunDueAt, checkRunFinal, planReport, recordWrite, type FailedRun, type PlannedWrite, type PlanOptions, type PlanTiming, type ReportEvent } from './report-plan.js';
import { boundedSummary, decodeReportState, emptyReportState, encodeReportState, type Posted, type ReportState } from './report-state.js';
import type { SyncResult } from './sync.js';
import { short } from './sync.js';
import { countsLine, countTenants, renderCounts, renderTenantTable, tenantKey, type TenantCounts, type TenantRef, type TenantRow } from './tenant-report.js';
import { clip, statusContext, tenantStatus, type TenantStatus } from './tenant-status.js';

export type { ReportState } from './report-state.js';
export type { TenantRef } from './tenant-report.js';

export const CHECK_RUN_NAME = 'driftgate sync';
/** The aggregate commit status of a revision: applied (its tenants), refused or failed. */
export const SYNC_STATUS_CONTEXT = 'driftgate/sync';
/** Per commit, at most this many tenants get a commit status of their own. */
export const MAX_TENANT_STATUSES = 50;
/** GitHub's recommended spacing between writes (octokit's default). */
export const DEFAULT_CHECK_RUN_SPACING_MS = 1000;
/**
 * While a check run stays in progress, its table is refreshed at most this often: GitHub allows
 * 500 content-generating requests per hour, and a first sync of 10,000 tenants takes minutes.
 */
export const DEFAULT_CHECK_RUN_PROGRESS_MS = 10_000;

/** At most 140 characters: the reason and the first located finding (`file:line rule`). */
export function syncFailureDescription(result: SyncResult): string {
  const first = result.findings.find((f) => f.severity === 'error');
  const where = first ? `${first.file && !first.file.startsWith('cluster:') ? `${first.file}${first.line !== undefined ? `:${first.line}` : ''} ` : ''}${first.ruleId}` : result.errors[0] ? `${result.errors[0].key.kind} ${result.errors[0].key.name}` : '';
  const count = result.findings.filter((f) => f.severity === 'error').length;
  const text = `${result.reason}${count > 1 ? ` (${count} errors)` : ''}${where ? `: ${where}` : ''}${first ? ` ${first.message}` : ''}`;
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

export interface ReportStore {
  read(): Promise<string | undefined>;
  write(text: string): Promise<void>;
}

export interface ReporterLog {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
}

export interface ReporterOptions {
  /** Undefined when no --github-repo/GITHUB_TOKEN is configured: nothing is posted. */
  readonly github: GitHubReporter | undefined;
  readonly store: ReportStore;
  readonly clock: Clock;
  /** The live TenantOnboarding for a tenant (from the agent's watch cache). */
  readonly lookupTenant: (tenant: TenantRef) => unknown;
  readonly readyTimeoutMs: number;
  readonly log: ReporterLog;
  readonly retry?: { readonly initialMs: number; readonly maxMs: number };
  readonly onPosted?: (kind: 'status' | 'check-run' | 'comment', ok: boolean) => void;
  /** Links from statuses and check runs (e.g. the agent's dashboard); optional. */
  readonly targetUrl?: string;
  /** At least this long between two writes of a check run; changes in between are coalesced. Default 1 s. */
  readonly checkRunSpacingMs?: number;
  /** At least this long between two updates of a check run that stays in progress. Default 10 s. */
  readonly checkRunProgressMs?: number;
  /** Default MAX_TENANT_STATUSES. */
  readonly maxTenantStatuses?: number;
  /**
   * Appended to the aggregate status context, the check run's name and its external id, e.g.
   * ` (shard 1/4)` for one shard of a sharded sync, so shards never overwrite each other. Default ''.
   */
  readonly nameSuffix?: string;
}

/** The one backoff of failed GitHub writes: GitHub is one service, so a retry holds every commit's reports. */
const GITHUB = 'github';

const NOT_DERIVED: TenantStatus = { state: 'pending', description: 'applied; waiting for the TenantOnboarding' };

/** A refused or failed revision still to report. */
interface Refusal {
  readonly description: string;
  readonly run: FailedRun;
  /** The tenants told `pending` while the revision was synced, by status context: each turns `failure` (and leaves the map). */
  readonly judged?: Map<string, Posted>;
}

/** A write picked to go now, and what to do when it is sent (or dropped) and when it must be retried. */
interface PickedWrite {
  readonly write: PlannedWrite;
  readonly sent: () => void;
  readonly retry?: () => void;
}

/**
 * The reconciler of GitHub reports, keyed by commit SHA on a workqueue (src/controller): every
 * event (a revision applied, refused or failed, a tenant changed, drift found, the Ready timeout)
 * adds the commit; one worker reconciles it: derives what changed, asks planReport() what to
 * write, writes (statuses at once, the rest after the write spacing: the commit is added again
 * when it is due), records each write in the report state, and on a GitHub failure re-queues
 * the commit with the rate limiter's backoff, which holds every commit's writes meanwhile.
 */
export class AgentReporter {
  private readonly o: ReporterOptions;
  private readonly spacingMs: number;
  private readonly progressMs: number;
  private readonly maxStatuses: number;
  private readonly planOptions: PlanOptions;
  private state: ReportState = emptyReportState();
  /** Every tenant of `state.sha`, by key; undefined while unknown (a restart that could not re-read the commit). */
  private tenants: Map<string, TenantRef> | undefined;
  /** The last derived status of each tenant of `state.sha`. */
  private readonly derived = new Map<string, TenantStatus>();
  private readonly dirty = new Set<string>();
  private allDirty = false;
  /** Tenants applied in this process's life that still owe their `pending`. */
  private fresh = new Set<string>();
  /**
   * The revision being synced (revisionSyncing): the tenants it changes say `pending` before the
   * apply, and those statuses count as posted when it is applied. Process-local: a restart
   * before the apply syncs the revision again and says `pending` again.
   */
  private judged: { readonly sha: string; readonly keys: readonly string[]; readonly posted: Map<string, Posted> } | undefined;
  /**
   * Status contexts told `pending` while their commit was synced that are no tenant of what it
   * applied (a file's TenantOnboarding the sync did not apply as read), by commit: each gets `error`.
   */
  private readonly strays = new Map<string, Set<string>>();
  /** Who waits for the `pending` of a revision being synced to be written (syncingSent). */
  private syncingWaiters: { readonly sha: string; readonly resolve: () => void }[] = [];
  /** When this process last recorded an applied revision: background writes leave its changed tenants a quiet interval. */
  private lastAppliedAt = Number.NEGATIVE_INFINITY;
  /** What the applied commit's aggregate status and check run show changed since they were last planned. */
  private aggregateStale = false;
  private checkRunStale = false;
  /** Refused or failed revisions still to report, by commit. */
  private readonly refusals = new Map<string, Refusal>();
  /** The refusal status this process posted last: the same one is not posted again. */
  private refusalPosted: { readonly sha: string; readonly description: string } | undefined;
  /** The last writes of commits superseded before their report was final, by commit. */
  private readonly finals = new Map<string, PlannedWrite[]>();
  /** The comment on the pull request of a commit with drift, still to post. */
  private comment: { readonly sha: string; readonly issueNumber: number; readonly body: string } | undefined;
  private queue: WorkQueue;
  private readonly limiter: RateLimiter;
  /** Commits waiting for the write spacing (not for a retry): idle() waits for them. */
  private readonly spacing = new Set<string>();
  /** No write before this time: the backoff after a failed write. */
  private holdUntil = Number.NEGATIVE_INFINITY;
  private idleWaiters: (() => void)[] = [];
  private timeoutTimer: TimerHandle | undefined;
  /** When the last GitHub write of this reporter ended. */
  private lastWriteAt = Number.NEGATIVE_INFINITY;
  /** When the applied commit's check run was last written by this process. */
  private lastCheckRunWriteAt = Number.NEGATIVE_INFINITY;
  private stopped = false;
  private stateChanged = false;
  private saving: Promise<void> = Promise.resolve();
  private readonly checkRunName: string;
  private readonly externalIdPrefix: string;

  constructor(options: ReporterOptions) {
    this.o = options;
    this.spacingMs = options.checkRunSpacingMs ?? DEFAULT_CHECK_RUN_SPACING_MS;
    this.progressMs = Math.max(this.spacingMs, options.checkRunProgressMs ?? DEFAULT_CHECK_RUN_PROGRESS_MS);
    this.maxStatuses = options.maxTenantStatuses ?? MAX_TENANT_STATUSES;
    const suffix = options.nameSuffix ?? '';
    this.planOptions = { syncContext: `${SYNC_STATUS_CONTEXT}${suffix}`, maxTenantStatuses: this.maxStatuses, spacingMs: this.spacingMs, progressMs: this.progressMs };
    this.checkRunName = `${CHECK_RUN_NAME}${suffix}`;
    // `driftgate-sync-shard-1-of-4`: an external id has no spaces or slashes to escape
    this.externalIdPrefix = `driftgate-sync${suffix.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '').replace(/-(\d+)-(\d+)$/, '-$1-of-$2')}`;
    const retry = options.retry ?? { initialMs: 2_000, maxMs: 300_000 };
    this.limiter = new ItemExponentialFailureRateLimiter({ baseMs: retry.initialMs, maxMs: retry.maxMs });
    this.queue = this.startQueue();
  }

  /** At most this many tenants get a commit status of their own per commit. */
  get maxTenantStatuses(): number {
    return this.maxStatuses;
  }

  get enabled(): boolean {
    return this.o.github !== undefined;
  }

  /** The state as restored or last changed (for tests and /status). */
  get current(): ReportState {
    return this.state;
  }

  /**
   * Reads what was reported before a restart; statuses and the check run are then re-derived
   * from cluster state. `applied` is the commit the agent re-read from its inventory and its
   * tenants, when it could.
   */
  async restore(applied?: { readonly revision: string; readonly tenants: readonly TenantRef[] }): Promise<void> {
    // a reporter stopped when its agent lost the lead reports again when it leads again
    if (this.stopped) {
      this.stopped = false;
      this.holdUntil = Number.NEGATIVE_INFINITY;
      this.queue = this.startQueue();
      // reports of other commits left when the lead was lost (a refusal, a superseded commit's last writes, a comment)
      for (const sha of [...this.refusals.keys(), ...this.finals.keys(), ...(this.comment ? [this.comment.sha] : [])]) this.queue.add(sha);
    }
    let text: string | undefined;
    try {
      text = await this.o.store.read();
    } catch (error) {
      this.o.log.warn({ err: describe(error) }, 'could not read the report state; reporting as if nothing was reported');
    }
    if (text !== undefined) {
      const decoded = decodeReportState(text, { maxTenantStatuses: this.maxStatuses });
      if (decoded) {
        this.state = decoded.state;
        // the first format is written again in the current one (and its old place is cleared)
        this.stateChanged = decoded.format === 1;
      } else {
        this.o.log.warn({}, 'ignoring unreadable report state');
      }
    }
    if (applied) {
      if (this.state.sha === applied.revision) {
        this.tenants = new Map(applied.tenants.map((t) => [tenantKey(t), t]));
      } else {
        // Applied, but the agent stopped before it recorded the report: what the commit changed
        // is not known any more, so every tenant counts as changed.
        this.o.log.info({ revision: applied.revision, recorded: this.state.sha }, 'reporting a commit applied before the restart');
        this.applied({ sha: applied.revision, tenants: applied.tenants, changed: applied.tenants, sync: { title: `Applied ${short(applied.revision)}`, summary: `**Applied ${short(applied.revision)}** (before the agent restarted: what the sync changed was not recorded).` }, fresh: false });
        return;
      }
    }
    if (!this.o.github || !this.tenants || this.state.sha === undefined) return;
    this.allDirty = true;
    this.queue.add(this.state.sha);
    this.armTimeout();
  }

  /**
   * A revision the agent is syncing (read, or admitted by the check): `changed` hear `pending`
   * now, while the check, the cluster's gates and the apply run. Called again for the same
   * revision, the tenants add up (a failed apply retried posts nothing twice); over
   * maxTenantStatuses of them (a bulk change), none is added. Applied, the revision keeps these
   * statuses as its tenants' `pending`; refused, they turn `failure` with the refusal's reason.
   */
  revisionSyncing(input: { sha: string; changed: readonly TenantRef[] }): void {
    if (!this.o.github || this.state.sha === input.sha) return;
    const same = this.judged?.sha === input.sha ? this.judged : undefined;
    const keys = [...new Set([...(same?.keys ?? []), ...input.changed.map(tenantKey)])];
    if (keys.length === 0 || keys.length > this.maxStatuses) {
      if (!same) this.judged = undefined;
      return;
    }
    this.judged = { sha: input.sha, keys, posted: same?.posted ?? new Map<string, Posted>() };
    this.queue.add(input.sha);
  }

  /**
   * Resolves once the `pending` of the tenants revisionSyncing named for `sha` is written (or its
   * write failed, or there is none to write), or after `maxMs`. The agent waits for it before it
   * judges the revision: judging holds the event loop for hundreds of milliseconds, and the
   * request would not leave before it ends.
   */
  syncingSent(sha: string, maxMs: number): Promise<void> {
    const judged = this.judged;
    if (!this.o.github || judged?.sha !== sha || judged.keys.every((k) => judged.posted.has(statusContext(parseKey(k))))) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = this.o.clock.setTimer(maxMs, done);
      const waiter = { sha, resolve: done };
      this.syncingWaiters.push(waiter);
      function done(): void {
        timer.cancel();
        resolve();
      }
    });
  }

  private notifySyncing(sha?: string): void {
    const waiting = this.syncingWaiters;
    this.syncingWaiters = sha === undefined ? [] : waiting.filter((w) => w.sha !== sha);
    for (const w of waiting) if (sha === undefined || w.sha === sha) w.resolve();
  }

  /**
   * A revision was applied: the tenants it changed get `pending` now and their final status once
   * the operator reports; the check run `driftgate sync` lists every tenant of the revision.
   */
  revisionApplied(input: { result: SyncResult; tenants: readonly TenantRef[]; changed: readonly TenantRef[]; drift?: DriftReport }): void {
    const run = syncCheckRun(input.result, input.drift);
    this.applied({ sha: input.result.revision, tenants: input.tenants, changed: input.changed, sync: { title: run.title, summary: run.summary }, fresh: true });
  }

  private applied(input: { sha: string; tenants: readonly TenantRef[]; changed: readonly TenantRef[]; sync: { title: string; summary: string }; fresh: boolean }): void {
    const { sha } = input;
    const sameSha = this.state.sha === sha;
    if (!sameSha) this.finishSuperseded(sha);
    this.tenants = new Map(input.tenants.map((t) => [tenantKey(t), t]));
    // the `pending` said while it was synced counts as posted on this commit
    const judged = !sameSha && this.judged?.sha === sha ? this.judged : undefined;
    if (this.judged?.sha === sha) this.judged = undefined;
    // the commit's tenants by key: the map just made (10,000 keys are not made twice)
    const tenantsOfCommit: ReadonlyMap<string, TenantRef> = this.tenants;
    const toldPending = judged?.keys.filter((k) => judged.posted.has(statusContext(parseKey(k)))) ?? [];
    const strays = toldPending.filter((k) => !tenantsOfCommit.has(k));
    if (strays.length > 0) this.strays.set(sha, new Set(strays.map((k) => statusContext(parseKey(k)))));
    const changed = [...new Set([...input.changed.map(tenantKey), ...(judged?.keys.filter((k) => tenantsOfCommit.has(k)) ?? [])])];
    const bulk = changed.length > this.maxStatuses;
    // on a bulk change, only the tenants already told `pending` get their final state
    const statusTenants = sameSha ? this.state.statusTenants : bulk ? toldPending.filter((k) => tenantsOfCommit.has(k)) : changed;
    const keep = this.tenants;
    this.state = {
      sha,
      appliedAt: sameSha && this.state.appliedAt !== undefined ? this.state.appliedAt : this.o.clock.now(),
      statusTenants,
      ...(sameSha ? (this.state.bulk !== undefined ? { bulk: this.state.bulk } : {}) : bulk ? { bulk: changed.length } : {}),
      posted: sameSha ? this.state.posted : judged ? Object.fromEntries(judged.posted) : {},
      // a tenant that left Git is forgotten: if it comes back, it is a change of the commit
      failing: new Set([...this.state.failing].filter((k) => keep.has(k))),
      ...(sameSha && this.state.checkRun ? { checkRun: this.state.checkRun } : {}),
      sync: boundedSummary(input.sync),
      ...(sameSha && this.state.drift ? { drift: this.state.drift } : {}),
    };
    this.stateChanged = true;
    this.derived.clear();
    this.dirty.clear();
    this.allDirty = true;
    this.aggregateStale = false;
    this.checkRunStale = false;
    this.fresh = input.fresh ? new Set(statusTenants.filter((k) => this.state.posted[statusContext(parseKey(k))] === undefined)) : new Set();
    if (input.fresh) this.lastAppliedAt = this.o.clock.now();
    if (!this.o.github) return;
    void this.persist();
    this.queue.add(sha);
    this.armTimeout();
  }

  /**
   * A newer commit was applied before the previous one's check run and aggregate status were
   * final: they get one last write each, from the tenants' states at this moment, so every
   * applied commit keeps a report (tenants still pending: `neutral`, "superseded by …").
   */
  private finishSuperseded(next: string): void {
    const sha = this.state.sha;
    if (!this.o.github || sha === undefined || !this.tenants) return;
    // A final check run is kept as it is: it is not rendered again only to be left out.
    const checkRun = checkRunFinal(this.state) ? undefined : this.checkRunOutput({ supersededBy: next });
    const plan = planReport(this.state, [{ kind: 'superseded', checkRun, aggregate: this.aggregate(sha) }], this.timing(), this.planOptions);
    if (plan.writes.length === 0) return;
    this.finals.set(sha, [...plan.writes]);
    this.queue.add(sha);
  }

  /**
   * A revision was refused or failed: a `failure` commit status `driftgate/sync` saying why (the
   * first located reason) and a failing check run with every finding as an annotation.
   */
  revisionNotApplied(result: SyncResult): void {
    if (!this.o.github) return;
    const judged = this.judged?.sha === result.revision ? this.judged : undefined;
    // A refused revision is not tried again until the head moves: the tenants told `pending` hear why.
    // A failed one is retried, and they stay pending meanwhile.
    if (result.outcome === 'refused') this.judged = undefined;
    this.refusals.set(result.revision, { description: syncFailureDescription(result), run: syncCheckRun(result, undefined), ...(result.outcome === 'refused' && judged ? { judged: judged.posted } : {}) });
    this.queue.add(result.revision);
  }

  /** Drift found after the sync: update the check run and comment on the pull request. */
  driftFound(input: { report: DriftReport; mode: 'enforce' | 'warn'; pullRequest?: number }): void {
    const sha = this.state.sha;
    if (sha === undefined || !this.o.github) return;
    const s = summarizeDrift(input.report);
    const corrected = input.mode === 'enforce';
    const title = corrected ? `Drift corrected: ${s.update + s.create} object(s) restored to Git` : `Drift detected: ${s.update + s.create} object(s) differ from Git`;
    const body = renderDriftMarkdown(input.report, { title: corrected ? 'Drift detected and reverted (--drift=enforce)' : 'Drift detected, not reverted (--drift=warn)' });
    this.state = { ...this.state, drift: { ...boundedSummary({ title, summary: body }), mode: input.mode } };
    this.stateChanged = true;
    this.checkRunStale = true;
    if (input.pullRequest !== undefined) this.comment = { sha, issueNumber: input.pullRequest, body };
    this.queue.add(sha);
  }

  /** A tenant's live object changed (from the watch), or, without one, possibly every tenant. */
  tenantChanged(tenant?: TenantRef): void {
    if (tenant === undefined) this.allDirty = true;
    else if (this.tenants?.has(tenantKey(tenant))) this.dirty.add(tenantKey(tenant));
    else return;
    if (this.state.sha !== undefined && this.o.github) this.queue.add(this.state.sha);
  }

  /** Waits until nothing is queued, being sent or waiting for the write spacing (a retry's backoff is not waited for). For tests, benchmarks and shutdown. */
  async idle(): Promise<void> {
    while (this.queue.processing() > 0 || (!this.stopped && (this.queue.len() > 0 || this.spacing.size > 0))) {
      await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    }
  }

  /** Commits with reports queued: waiting for a retry, for the write spacing, or being sent. */
  get backlog(): number {
    return this.queue.len() + this.queue.waiting() + this.queue.processing();
  }

  /** True while anything is queued, waiting or being sent. */
  get busy(): boolean {
    return this.backlog > 0;
  }

  stop(): void {
    this.stopped = true;
    this.notifySyncing();
    this.queue.shutDown();
    this.spacing.clear();
    this.timeoutTimer?.cancel();
    this.notifyIdle();
  }

  private startQueue(): WorkQueue {
    const queue = new WorkQueue({ name: 'github-reports', clock: this.o.clock, rateLimiter: this.limiter });
    void this.work(queue);
    return queue;
  }

  /** The one worker: a commit at a time, so two GitHub writes are never in flight. */
  private async work(queue: WorkQueue): Promise<void> {
    for (;;) {
      const sha = await queue.get();
      if (sha === undefined) return;
      this.spacing.delete(sha);
      try {
        const now = this.o.clock.now();
        if (now < this.holdUntil) {
          // while a retry waits, new work waits with it: the backoff protects GitHub
          queue.addAfter(sha, this.holdUntil - now);
        } else {
          const due = await this.reconcile(sha);
          if (due !== undefined && !this.stopped) {
            this.spacing.add(sha);
            queue.addAfter(sha, due - this.o.clock.now());
          }
        }
      } catch (error) {
        if (!this.stopped) {
          const delay = this.limiter.when(GITHUB);
          this.holdUntil = this.o.clock.now() + delay;
          this.o.log.warn({ revision: sha, err: describe(error), retryInMs: delay }, 'reporting to GitHub failed; will retry');
          queue.addAfter(sha, delay);
        }
      } finally {
        queue.done(sha);
        this.notifyIdle();
      }
    }
  }

  private notifyIdle(): void {
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  /**
   * Reports what is due for one commit: a refusal's status, the applied commit's tenant statuses,
   * then background writes one at a time. Returns when the next background write is due, if any.
   * Throws (to be retried with backoff) when GitHub failed.
   */
  private async reconcile(sha: string): Promise<number | undefined> {
    if (this.stopped || !this.o.github) return undefined;
    await this.postRefusalStatus(sha);
    if (sha === this.state.sha) await this.postStatuses(sha);
    else await this.postJudged(sha);
    await this.postStrays(sha);
    for (;;) {
      if (this.stopped) return undefined;
      const next = this.nextBackground(sha);
      if (next === undefined || typeof next === 'number') return next;
      try {
        await this.send(next.write);
      } catch (error) {
        if (!isPermanent(error)) {
          next.retry?.();
          throw error;
        }
        this.o.log.warn({ revision: sha, write: next.write.kind, err: describe(error) }, 'GitHub refused the report; dropping it');
      }
      next.sent();
      await this.persist();
    }
  }

  private timing(): PlanTiming {
    // An apply counts as a write for the quiet interval: the changed tenants' final statuses,
    // due as soon as the operator reports, go before the aggregate and the check run.
    return { now: this.o.clock.now(), lastWriteAt: Math.max(this.lastWriteAt, this.lastAppliedAt), lastCheckRunWriteAt: this.lastCheckRunWriteAt };
  }

  /** The failure status of a refused or failed revision, unless this process posted the same one. */
  private async postRefusalStatus(sha: string): Promise<void> {
    const refusal = this.refusals.get(sha);
    if (!refusal) return;
    const posted = this.refusalPosted?.sha === sha ? this.refusalPosted.description : undefined;
    const status = planReport(this.state, [{ kind: 'not-applied', sha, description: refusal.description, posted, run: refusal.run }], this.timing(), this.planOptions).writes.find((w) => w.kind === 'status');
    if (status) {
      await this.sendOrDrop(status);
      this.refusalPosted = { sha, description: refusal.description };
    }
    if (refusal.judged) await this.endPending(sha, refusal.judged, 'failure', clip(`not applied: ${refusal.description}`));
  }

  /** The final state of statuses said `pending` for tenants the commit turned out not to apply. */
  private async postStrays(sha: string): Promise<void> {
    const contexts = this.strays.get(sha);
    if (!contexts) return;
    await this.endPending(sha, contexts, `error`, `not applied by ${short(sha)}: no such tenant among the objects it applied`);
    if (contexts.size === 0) this.strays.delete(sha);
  }

  /** Ends statuses said `pending` before the commit was applied: each context leaves `contexts` once written (or refused for good). */
  private async endPending(sha: string, contexts: { keys(): Iterable<string>; delete(context: string): boolean }, state: 'failure' | 'error', description: string): Promise<void> {
    for (const context of [...contexts.keys()]) {
      if (this.stopped) return;
      await this.sendOrDrop({ kind: 'status', sha, context, state, description, notBefore: this.o.clock.now(), record: false });
      contexts.delete(context);
    }
  }

  /** Sends a write; one GitHub refuses for good is dropped (logged), any other failure is thrown to be retried. */
  private async sendOrDrop(write: PlannedWrite): Promise<void> {
    try {
      await this.send(write);
    } catch (error) {
      if (!isPermanent(error)) throw error;
      this.o.log.warn({ revision: write.sha, err: describe(error) }, 'GitHub refused the report; dropping it');
    }
  }

  /** The `pending` of the tenants a revision being synced changes, said before it is applied. */
  private async postJudged(sha: string): Promise<void> {
    try {
      await this.postJudgedStatuses(sha);
    } finally {
      // written, failed (retried with backoff) or superseded: the sync waits no longer
      this.notifySyncing(sha);
    }
  }

  private async postJudgedStatuses(sha: string): Promise<void> {
    const judged = this.judged;
    if (judged?.sha !== sha) return;
    const description = `syncing ${short(sha)}`;
    for (const key of judged.keys) {
      if (this.stopped || this.judged !== judged) return;
      const context = statusContext(parseKey(key));
      if (judged.posted.has(context)) continue;
      // recorded in the report state too if the revision was applied while this write was in flight
      await this.send({ kind: 'status', sha, context, state: 'pending', description, notBefore: this.o.clock.now(), record: true });
      // a refusal meanwhile holds this very map, and ends what it lists
      judged.posted.set(context, { state: 'pending', description });
      // applied meanwhile, and not a tenant of what it applied: it ends as a stray
      if (this.judged !== judged && this.state.sha === sha && this.tenants?.has(key) === false) {
        const strays = this.strays.get(sha) ?? new Set<string>();
        this.strays.set(sha, strays.add(context));
      }
    }
  }

  /**
   * Re-derives the changed tenants' statuses, plans and posts the statuses of the tenants that
   * get one, and marks the aggregate status and the check run stale when anything they show changed.
   */
  private async postStatuses(sha: string): Promise<void> {
    const tenants = this.tenants;
    if (!tenants) return;
    const full = this.allDirty;
    const keys = full ? [...tenants.keys()] : [...this.dirty];
    this.allDirty = false;
    this.dirty.clear();
    // After an apply every tenant is derived anew; the tenants the commit changed are the ones its
    // pull request waits on, so their statuses are posted before the other tenants (thousands of
    // them) are derived. The plan threads its state from event to event, so two plans in a row
    // write what one plan of both would.
    const first = full ? this.state.statusTenants.filter((k) => tenants.has(k)) : [];
    if (first.length > 0 && first.length < keys.length) {
      try {
        await this.postTenantStatuses(sha, first, true);
      } catch (error) {
        this.allDirty = true; // the rest were not derived: the retry derives everything
        throw error;
      }
      if (this.stopped || this.state.sha !== sha) return;
      const firstSet = new Set(first);
      await this.postTenantStatuses(sha, keys.filter((k) => !firstSet.has(k)), true);
      return;
    }
    await this.postTenantStatuses(sha, keys, full);
  }

  /** Derives `keys` anew, plans and posts their statuses; `changed`: the aggregate and the check run are stale whatever the derivation shows. */
  private async postTenantStatuses(sha: string, keys: readonly string[], changed: boolean): Promise<void> {
    const tenants = this.tenants;
    if (!tenants) return;
    const now = this.o.clock.now();
    const appliedAt = this.state.appliedAt ?? now;
    let shown = changed;
    const events: ReportEvent[] = [];
    for (const key of keys) {
      const tenant = tenants.get(key);
      if (!tenant) continue;
      const status = tenantStatus({ live: this.o.lookupTenant(tenant), appliedAt, now, readyTimeoutMs: this.o.readyTimeoutMs });
      const before = this.derived.get(key);
      if (!before || before.state !== status.state || before.description !== status.description) {
        this.derived.set(key, status);
        shown = true;
      }
      events.push({ kind: 'tenant', key, context: statusContext(tenant), status, fresh: this.fresh.has(key) });
    }
    if (shown) {
      this.aggregateStale = true;
      this.checkRunStale = true;
    }
    const plan = planReport(this.state, events, this.timing(), this.planOptions);
    if (plan.state !== this.state) {
      this.state = plan.state;
      this.stateChanged = true;
    }
    // a tenant whose owed `pending` needs no write (posted before) owes nothing any more
    const owing = new Set(plan.writes.flatMap((w) => (w.kind === 'status' && w.owedPending && w.tenant !== undefined ? [w.tenant] : [])));
    for (const e of events) if (e.kind === 'tenant' && !owing.has(e.key)) this.fresh.delete(e.key);
    for (const [i, write] of plan.writes.entries()) {
      if (this.stopped) break;
      try {
        await this.send(write);
      } catch (error) {
        if (!isPermanent(error)) {
          // this tenant and the ones not written yet are looked at again on the retry
          for (const w of plan.writes.slice(i)) if (w.kind === 'status' && w.tenant !== undefined) this.dirty.add(w.tenant);
          await this.persist();
          throw error;
        }
        this.o.log.warn({ revision: sha, err: describe(error) }, 'GitHub refused the report; dropping it');
      }
      if (this.state.sha !== sha) return; // a newer revision took over meanwhile
      if (write.kind === 'status' && write.owedPending && write.tenant !== undefined) this.fresh.delete(write.tenant);
    }
    await this.persist();
  }

  /**
   * The next background write of `sha` that is due (the aggregate status first, then the check
   * run, the comment, a superseded commit's last writes, a refused commit's check run), or when
   * the first one will be due, or undefined when there is none.
   */
  private nextBackground(sha: string): PickedWrite | number | undefined {
    const timing = this.timing();
    const now = timing.now;
    const quietAt = Math.max(now, timing.lastWriteAt + this.spacingMs);
    if (quietAt > now) return this.hasBackground(sha) ? quietAt : undefined;
    if (sha === this.state.sha) {
      if (this.aggregateStale) {
        this.aggregateStale = false;
        const write = planReport(this.state, [{ kind: 'aggregate', status: this.aggregate(sha) }], timing, this.planOptions).writes[0];
        if (write) return { write, sent: () => undefined, retry: () => (this.aggregateStale = true) };
      }
      if (this.checkRunStale) {
        const at = checkRunDueAt(this.state, this.conclusion(this.counts()), timing, this.planOptions);
        if (at > now) return at;
        this.checkRunStale = false;
        const output = this.checkRunOutput();
        const write = output ? planReport(this.state, [{ kind: 'check-run', write: output }], timing, this.planOptions).writes[0] : undefined;
        if (write) return { write, sent: () => undefined, retry: () => (this.checkRunStale = true) };
      }
    }
    const comment = this.comment;
    if (comment?.sha === sha) {
      const write = planReport(this.state, [{ kind: 'drift-comment', sha, pullRequest: comment.issueNumber, body: comment.body }], timing, this.planOptions).writes[0];
      this.comment = undefined;
      if (write) return { write, sent: () => undefined, retry: () => (this.comment ??= comment) };
    }
    const finals = this.finals.get(sha);
    const final = finals?.[0];
    if (finals && final) {
      return {
        write: final,
        sent: () => {
          finals.shift();
          if (finals.length === 0 && this.finals.get(sha) === finals) this.finals.delete(sha);
        },
      };
    }
    const refusal = this.refusals.get(sha);
    if (refusal) {
      const write = planReport(this.state, [{ kind: 'not-applied', sha, description: refusal.description, posted: refusal.description, run: refusal.run }], timing, this.planOptions).writes.find((w) => w.kind === 'failed-check-run');
      if (write) return { write, sent: () => this.refusals.get(sha) === refusal && this.refusals.delete(sha) };
    }
    return undefined;
  }

  /** Whether `sha` has background writes that may be due (without rendering anything). */
  private hasBackground(sha: string): boolean {
    return (sha === this.state.sha && (this.aggregateStale || this.checkRunStale)) || this.comment?.sha === sha || this.finals.has(sha) || this.refusals.has(sha);
  }

  /** Sends one planned write and records it in the report state. Throws GitHub's failure. */
  private async send(planned: PlannedWrite): Promise<void> {
    const github = this.o.github;
    if (!github) return;
    const target = this.o.targetUrl ? { targetUrl: this.o.targetUrl } : {};
    const details = this.o.targetUrl ? { detailsUrl: this.o.targetUrl } : {};
    switch (planned.kind) {
      case 'status': {
        await this.reported('status', () => github.setCommitStatus({ sha: planned.sha, context: planned.context, state: planned.state, description: planned.description, ...target }));
        this.o.log.info({ revision: planned.sha, context: planned.context, state: planned.state }, `commit status ${planned.state}: ${planned.description}`);
        this.record(recordWrite(this.state, planned));
        break;
      }
      case 'check-run': {
        const ref = { name: this.checkRunName, headSha: planned.sha };
        const id =
          planned.id !== undefined
            ? (await this.reported('check-run', () => github.updateCheckRun({ ...ref, id: planned.id! }, planned.write)), planned.id)
            : (await this.reported('check-run', () => github.createCheckRunWithOutput({ ...ref, externalId: `${this.externalIdPrefix}:${planned.sha}`, ...details }, planned.write))).id;
        if (planned.record && this.state.sha === planned.sha) this.lastCheckRunWriteAt = this.o.clock.now();
        this.record(recordWrite(this.state, planned, { checkRunId: id }));
        break;
      }
      case 'failed-check-run': {
        const { run } = planned;
        const annotations = annotationsFromFindings(run.findings.filter((f) => f.file !== undefined && f.line !== undefined && !f.file.startsWith('cluster:')));
        await this.reported('check-run', async () => {
          const created = await github.createCheckRun({ name: this.checkRunName, headSha: planned.sha, externalId: `${this.externalIdPrefix}:${planned.sha}`, ...details });
          await github.completeCheckRun(created, { conclusion: run.conclusion, title: run.title, summary: run.summary, annotations, overflowNote: 'Run `driftgate check` on the commit for every finding.' });
        });
        break;
      }
      case 'comment': {
        // The number comes from the commit message, which anyone who can push writes: comment
        // only on a pull request GitHub says was merged as this very commit (or proposes it).
        const pr = await github.getPullRequest(planned.issueNumber);
        if (pr.mergeCommitSha !== planned.sha && pr.headSha !== planned.sha) {
          this.o.log.warn({ revision: planned.sha, pullRequest: planned.issueNumber }, `not commenting on #${planned.issueNumber}: GitHub does not list ${short(planned.sha)} as its merge or head commit`);
          this.o.onPosted?.('comment', false);
          break;
        }
        const text = `${planned.body}\nCommit ${short(planned.sha)} was applied by the driftgate sync agent; the cluster changed afterwards.\n`;
        await this.reported('comment', () => github.upsertComment({ issueNumber: planned.issueNumber, marker: 'sync-drift', body: text, mode: 'create-or-update' }));
        break;
      }
    }
    this.limiter.forget(GITHUB);
  }

  /** A GitHub write, counted as posted or failed. */
  private async reported<T>(kind: 'status' | 'check-run' | 'comment', send: () => Promise<T>): Promise<T> {
    try {
      const result = await this.write(send);
      this.o.onPosted?.(kind, true);
      return result;
    } catch (error) {
      this.o.onPosted?.(kind, false);
      throw error;
    }
  }

  private record(next: ReportState): void {
    if (next === this.state) return;
    this.state = next;
    this.stateChanged = true;
  }

  private armTimeout(): void {
    this.timeoutTimer?.cancel();
    const sha = this.state.sha;
    if (sha === undefined) return;
    const at = (this.state.appliedAt ?? this.o.clock.now()) + this.o.readyTimeoutMs;
    this.timeoutTimer = this.o.clock.setTimer(Math.max(0, at - this.o.clock.now()), () => {
      if (this.state.sha !== sha) return;
      this.allDirty = true;
      this.queue.add(sha);
    });
  }

  /** The counts by state of the tenants of the applied commit (not yet derived: pending). */
  private counts(): TenantCounts {
    let failure = 0;
    let success = 0;
    let total = 0;
    for (const key of this.tenants?.keys() ?? []) {
      const state = this.derived.get(key)?.state;
      if (state === 'failure') failure++;
      else if (state === 'success') success++;
      total++;
    }
    return { failure, pending: total - failure - success, success, total };
  }

  private rows(): TenantRow[] {
    const rows: TenantRow[] = [];
    for (const [key, tenant] of this.tenants ?? []) rows.push({ tenant, status: this.derived.get(key) ?? NOT_DERIVED });
    return rows;
  }

  /** The aggregate status of the applied commit: failure when a tenant failed, success when all are Ready. */
  private aggregate(sha: string): Posted {
    const counts = this.counts();
    if (counts.failure > 0) {
      const first = [...this.derived].filter(([key, s]) => s.state === 'failure' && this.tenants?.has(key)).map(([key]) => key).sort()[0] ?? '';
      return { state: 'failure', description: clip(`applied ${short(sha)}: ${first.replace(/^_\//, '')} failed; the check run "${this.checkRunName}" lists every tenant`) };
    }
    if (counts.pending > 0) return { state: 'pending', description: `applied ${short(sha)}: ${counts.total} tenant${counts.total === 1 ? '' : 's'}, waiting for Ready` };
    return { state: 'success', description: counts.total === 0 ? `applied ${short(sha)}: no tenants` : `applied ${short(sha)}: ${counts.total === 1 ? 'the tenant is' : `all ${counts.total} tenants are`} Ready` };
  }

  /** The applied commit's check-run conclusion now (undefined: in progress). */
  private conclusion(counts: TenantCounts): CheckConclusion | undefined {
    return counts.failure > 0 ? 'failure' : counts.pending > 0 ? undefined : this.state.drift?.mode === 'warn' ? 'neutral' : 'success';
  }


  /** The check run of the applied commit as it should read now (or as it ends when a newer commit supersedes it). */
  private checkRunOutput(options: { supersededBy?: string } = {}): CheckRunWrite | undefined {
    const sha = this.state.sha;
    if (sha === undefined || !this.tenants) return undefined;
    const rows = this.rows();
    const counts = countTenants(rows);
    const drift = this.state.drift;
    const superseded = options.supersededBy;
    const conclusion = this.conclusion(counts) ?? (superseded ? 'neutral' : undefined);
    const applied = this.state.sync ?? { title: `Applied ${short(sha)}`, summary: `**Applied ${short(sha)}**` };
    const title = `${superseded && counts.pending > 0 ? `Superseded by ${short(superseded)}; ` : ''}${drift ? `${drift.title}; ` : ''}${applied.title}: ${countsLine(counts)}`;
    const statuses =
      this.state.bulk !== undefined
        ? `No commit status per tenant on this commit: it changed ${this.state.bulk} tenants, more than ${this.maxStatuses}. This check run is the per-tenant report.`
        : `A commit status \`driftgate/<namespace>/<name>\` is posted for the tenants this commit changed and those whose state changed since it was last reported (${this.state.statusTenants.length} on this commit, at most ${this.maxStatuses}); every other tenant is reported here only.`;
    const note = superseded && counts.pending > 0 ? [`Commit ${short(superseded)} was applied before every tenant of this one was reported: the table is as it was then, and the check run of ${short(superseded)} follows the tenants from there.`, ''] : [];
    const summary = [applied.summary, '', `### Tenants: ${countsLine(counts)}`, '', ...note, renderCounts(counts), '', statuses, ...(drift ? ['', drift.summary] : [])].join('\n');
    const table = renderTenantTable(rows);
    return { output: { title, summary, text: table.markdown }, ...(conclusion ? { conclusion } : {}), overflowNote: 'Cut to fit GitHub’s limit: the agent log and the TenantOnboarding conditions have the rest.' };
  }


  /** Records the state in the cluster; writes are serialized so an older state never lands last. */
  private persist(): Promise<void> {
    this.saving = this.saving.then(() => this.save());
    return this.saving;
  }

  private async save(): Promise<void> {
    if (!this.stateChanged) return;
    this.stateChanged = false;
    const encoded = encodeReportState(this.state);
    if (encoded.droppedFailures > 0) this.o.log.warn({ dropped: encoded.droppedFailures }, 'the report state is full: some failing tenants are recorded as Ready, and may get a failure status again on a later commit');
    try {
      await this.o.store.write(encoded.text);
    } catch (error) {
      this.stateChanged = true;
      this.o.log.warn({ err: describe(error) }, 'could not record the report state in the cluster; will retry');
    }
  }


  /** A GitHub write; its end starts the quiet interval background reports wait for. */
  private async write<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } finally {
      this.lastWriteAt = this.o.clock.now();
    }
  }

}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function parseKey(key: string): TenantRef {
  const slash = key.indexOf('/');
  const namespace = key.slice(0, slash);
  return { ...(namespace !== '_' ? { namespace } : {}), name: key.slice(slash + 1) };
}

/** The check run for a sync outcome. */
export function syncCheckRun(result: SyncResult, drift: DriftReport | undefined): { conclusion: CheckConclusion; title: string; summary: string; findings: readonly Finding[] } {
  const lines: string[] = [];
  lines.push(`**${result.message}**`, '');
  if (result.outcome === 'applied') {
    const changed = result.applied.length;
    lines.push(`- objects applied: ${changed}`);
    const pruned = result.pruned.filter((p) => p.outcome === 'deleted' || p.outcome === 'would-delete');
    if (pruned.length > 0) lines.push(`- pruned: ${pruned.map((p) => `\`${describeObject({ ...p.key })}\``).join(', ')}`);
    const kept = result.pruned.filter((p) => p.outcome === 'skipped');
    if (kept.length > 0) lines.push(`- left in place (not provably this sync's, or protected): ${kept.map((p) => `\`${describeObject({ ...p.key })}\` (${p.verdict}${p.message ? `: ${p.message.replace(/[`|<>]/g, ' ')}` : ''})`).join(', ')}`);
    if (drift) lines.push('', renderDriftMarkdown(drift, { title: 'Drift after apply' }));
  }
  if (result.errors.length > 0) {
    lines.push('', '| object | error |', '|---|---|');
    for (const e of result.errors.slice(0, 50)) lines.push(`| ${escapeMarkdownText(describeObject({ ...e.key }))} | ${escapeMarkdownText(e.message.replace(/\n/g, ' '))} |`);
  }
  const errors = result.findings.filter((f) => f.severity === 'error');
  if (errors.length > 0) {
    lines.push('', `${errors.length} error finding(s); the first ones:`, '');
    for (const f of errors.slice(0, 20)) lines.push(`- \`${f.ruleId}\` ${escapeMarkdownText(f.file ?? '')}${f.line !== undefined ? `:${f.line}` : ''}: ${escapeMarkdownText(f.message)}`);
  }
  const conclusion: CheckConclusion = result.outcome === 'applied' ? 'success' : 'failure';
  const title =
    result.outcome === 'applied'
      ? `${result.dryRun ? 'Dry run' : 'Applied'} ${short(result.revision)}${drift ? `: ${summaryLine(drift)}` : ''}`
      : result.outcome === 'refused'
        ? `Not applied: ${result.reason}`
        : `Apply failed: ${result.reason}`;
  return { conclusion, title: title.slice(0, 250), summary: lines.join('\n'), findings: result.findings };
}

/** The pull request a merge or squash commit came from, read from its message. */
export function pullRequestFromMessage(message: string): number | undefined {
  const first = message.split('\n')[0] ?? '';
  const merge = /^Merge pull request #(\d+) from /.exec(first);
  if (merge) return Number(merge[1]);
  const squash = /\(#(\d+)\)\s*$/.exec(first);
  return squash ? Number(squash[1]) : undefined;
}


/** GitHub refused the write itself (422, 404): retrying cannot help. */
function isPermanent(error: unknown): boolean {
  return error instanceof GitHubError && (error.kind === 'invalid' || error.kind === 'not-found');
}
