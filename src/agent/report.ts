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
// Durability: what was reported is recorded in the cluster (report-state.ts), and what should be
// reported is always re-derived from cluster state (the live tenants), so an unchanged status or
// check run is never sent again, a GitHub outage only delays reports (retried with backoff), and
// a restarted agent sends exactly what is missing.
import { createHash } from 'node:crypto';
import type { Clock, TimerHandle } from '../core/ports/clock.js';
import { renderDriftMarkdown, summarizeDrift, summaryLine, type DriftReport } from '../core/drift/render.js';
import { describeObject, type Finding } from '../core/findings/finding.js';
import { escapeMarkdownText } from '../core/findings/render/markdown-escape.js';
import { annotationsFromFindings } from '../io/github/annotations.js';
import type { CheckConclusion, CheckRunRef, CheckRunWrite } from '../io/github/check-runs.js';
import { GitHubError } from '../io/github/errors.js';
import type { GitHubReporter } from '../io/github/reporter.js';
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

type Task = () => Promise<void>;

/** The recorded `conclusion` of a check run still in progress. */
const IN_PROGRESS = 'in_progress';

const NOT_DERIVED: TenantStatus = { state: 'pending', description: 'applied; waiting for the TenantOnboarding' };

export class AgentReporter {
  private readonly o: ReporterOptions;
  private readonly spacingMs: number;
  private readonly progressMs: number;
  private readonly maxStatuses: number;
  private state: ReportState = emptyReportState();
  /** Every tenant of `state.sha`, by key; undefined while unknown (a restart that could not re-read the commit). */
  private tenants: Map<string, TenantRef> | undefined;
  /** The last derived status of each tenant of `state.sha`. */
  private readonly derived = new Map<string, TenantStatus>();
  private readonly dirty = new Set<string>();
  private allDirty = false;
  private readonly tasks = new Map<string, Task>();
  private draining: Promise<void> | undefined;
  private retryTimer: TimerHandle | undefined;
  /** Ends the drain's wait for the spacing early (new work may be urgent). */
  private wake: (() => void) | undefined;
  private timeoutTimer: TimerHandle | undefined;
  private failures = 0;
  /** When the last GitHub write of this reporter ended. */
  private lastWriteAt = Number.NEGATIVE_INFINITY;
  /** When the applied commit's check run was last written by this process. */
  private lastCheckRunWriteAt = Number.NEGATIVE_INFINITY;
  /** Tenants applied in this process's life that still owe their `pending`. */
  private fresh = new Set<string>();
  private stopped = false;
  private stateChanged = false;
  private saving: Promise<void> = Promise.resolve();
  private syncStatusPosted: string | undefined;
  private readonly syncContext: string;
  private readonly checkRunName: string;
  private readonly externalIdPrefix: string;

  constructor(options: ReporterOptions) {
    this.o = options;
    this.spacingMs = options.checkRunSpacingMs ?? DEFAULT_CHECK_RUN_SPACING_MS;
    this.progressMs = Math.max(this.spacingMs, options.checkRunProgressMs ?? DEFAULT_CHECK_RUN_PROGRESS_MS);
    this.maxStatuses = options.maxTenantStatuses ?? MAX_TENANT_STATUSES;
    const suffix = options.nameSuffix ?? '';
    this.syncContext = `${SYNC_STATUS_CONTEXT}${suffix}`;
    this.checkRunName = `${CHECK_RUN_NAME}${suffix}`;
    // `driftgate-sync-shard-1-of-4`: an external id has no spaces or slashes to escape
    this.externalIdPrefix = `driftgate-sync${suffix.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '').replace(/-(\d+)-(\d+)$/, '-$1-of-$2')}`;
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
    this.stopped = false;
    this.retryTimer = undefined;
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
    if (!this.o.github || !this.tenants) return;
    this.allDirty = true;
    this.scheduleStatuses();
    this.armTimeout();
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
    const changed = [...new Set(input.changed.map(tenantKey))];
    const bulk = changed.length > this.maxStatuses;
    const statusTenants = sameSha ? this.state.statusTenants : bulk ? [] : changed;
    const keep = this.tenants;
    this.state = {
      sha,
      appliedAt: sameSha && this.state.appliedAt !== undefined ? this.state.appliedAt : this.o.clock.now(),
      statusTenants,
      ...(sameSha ? (this.state.bulk !== undefined ? { bulk: this.state.bulk } : {}) : bulk ? { bulk: changed.length } : {}),
      posted: sameSha ? this.state.posted : {},
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
    this.fresh = input.fresh ? new Set(statusTenants.filter((k) => this.state.posted[statusContext(parseKey(k))] === undefined)) : new Set();
    if (!this.o.github) return;
    void this.persist();
    // statuses first: they are what people look at, and they must say `pending` at once
    this.scheduleStatuses();
    this.armTimeout();
  }

  /**
   * A newer commit was applied before the previous one's check run and aggregate status were
   * final: they get one last write each, from the tenants' states at this moment, so every
   * applied commit keeps a report (tenants still pending: `neutral`, "superseded by …").
   */
  private finishSuperseded(next: string): void {
    const github = this.o.github;
    const sha = this.state.sha;
    if (!github || sha === undefined || !this.tenants) return;
    const write = this.checkRunOutput({ supersededBy: next });
    const recorded = this.state.checkRun?.sha === sha ? this.state.checkRun : undefined;
    // a report already final stays as it was: the tenants' states now may be the newer commit's doing
    const final = recorded !== undefined && recorded.conclusion !== undefined && recorded.conclusion !== IN_PROGRESS;
    if (write && !final && recorded?.digest !== digestOf(write)) {
      this.tasks.set(`check-run:${sha}`, async () => {
        try {
          if (recorded) await this.write(() => github.updateCheckRun({ id: recorded.id, name: this.checkRunName, headSha: sha }, write));
          else await this.write(() => github.createCheckRunWithOutput({ name: this.checkRunName, headSha: sha, externalId: `${this.externalIdPrefix}:${sha}`, ...(this.o.targetUrl ? { detailsUrl: this.o.targetUrl } : {}) }, write));
          this.o.onPosted?.('check-run', true);
        } catch (e) {
          this.o.onPosted?.('check-run', false);
          throw e;
        }
      });
    }
    const aggregate = this.aggregate(sha);
    const posted = this.state.posted[this.syncContext];
    if (aggregate.state !== 'pending' && (posted === undefined || posted.state === 'pending')) {
      this.tasks.set(`aggregate:${sha}`, async () => {
        await this.write(() => github.setCommitStatus({ sha, context: this.syncContext, state: aggregate.state, description: aggregate.description, ...(this.o.targetUrl ? { targetUrl: this.o.targetUrl } : {}) }));
        this.o.onPosted?.('status', true);
      });
    }
  }

  /**
   * A revision was refused or failed: a `failure` commit status `driftgate/sync` saying why (the
   * first located reason) and a failing check run with every finding as an annotation.
   */
  revisionNotApplied(result: SyncResult): void {
    const github = this.o.github;
    if (!github) return;
    const description = syncFailureDescription(result);
    const key = `${result.revision}\0${description}`;
    if (this.syncStatusPosted !== key) {
      this.tasks.set(`sync-status:${result.revision}`, async () => {
        await this.write(() => github.setCommitStatus({ sha: result.revision, context: this.syncContext, state: 'failure', description, ...(this.o.targetUrl ? { targetUrl: this.o.targetUrl } : {}) }));
        this.syncStatusPosted = key;
        this.o.onPosted?.('status', true);
        this.o.log.info({ revision: result.revision, context: this.syncContext, state: 'failure' }, `commit status failure: ${description}`);
      });
    }
    const run = syncCheckRun(result, undefined);
    const sha = result.revision;
    this.tasks.set(`check-run:${sha}`, async () => {
      const annotations = annotationsFromFindings(run.findings.filter((f) => f.file !== undefined && f.line !== undefined && !f.file.startsWith('cluster:')));
      try {
        const ref = await this.write(() => github.createCheckRun({ name: this.checkRunName, headSha: sha, externalId: `${this.externalIdPrefix}:${sha}`, ...(this.o.targetUrl ? { detailsUrl: this.o.targetUrl } : {}) }));
        await this.write(() => github.completeCheckRun(ref, { conclusion: run.conclusion, title: run.title, summary: run.summary, annotations, overflowNote: 'Run `driftgate check` on the commit for every finding.' }));
        this.o.onPosted?.('check-run', true);
      } catch (e) {
        this.o.onPosted?.('check-run', false);
        throw e;
      }
    });
    this.kick();
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
    this.queueCheckRun();
    if (input.pullRequest !== undefined) {
      const issueNumber = input.pullRequest;
      const github = this.o.github;
      this.tasks.set('comment', async () => {
        // The number comes from the commit message, which anyone who can push writes: comment
        // only on a pull request GitHub says was merged as this very commit (or proposes it).
        const pr = await github.getPullRequest(issueNumber);
        if (pr.mergeCommitSha !== sha && pr.headSha !== sha) {
          this.o.log.warn({ revision: sha, pullRequest: issueNumber }, `not commenting on #${issueNumber}: GitHub does not list ${short(sha)} as its merge or head commit`);
          this.o.onPosted?.('comment', false);
          return;
        }
        const text = `${body}\nCommit ${short(sha)} was applied by the driftgate sync agent; the cluster changed afterwards.\n`;
        await this.write(() => github.upsertComment({ issueNumber, marker: 'sync-drift', body: text, mode: 'create-or-update' }));
        this.o.onPosted?.('comment', true);
      });
      this.kick();
    }
  }

  /** A tenant's live object changed (from the watch), or, without one, possibly every tenant. */
  tenantChanged(tenant?: TenantRef): void {
    if (tenant === undefined) this.allDirty = true;
    else if (this.tenants?.has(tenantKey(tenant))) this.dirty.add(tenantKey(tenant));
    else return;
    this.scheduleStatuses();
  }

  /** Waits until nothing is queued (or a retry is pending). For tests, benchmarks and shutdown. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** Reports queued: waiting for a retry, for the check-run spacing, or being sent. */
  get backlog(): number {
    return this.tasks.size;
  }

  /** True while anything is queued or being sent. */
  get busy(): boolean {
    return this.tasks.size > 0 || this.draining !== undefined;
  }

  stop(): void {
    this.stopped = true;
    this.retryTimer?.cancel();
    this.timeoutTimer?.cancel();
    this.wake?.();
  }

  private scheduleStatuses(): void {
    if (this.state.sha === undefined || !this.o.github || !this.tenants) return;
    this.tasks.set('statuses', () => this.postStatuses());
    this.kick();
  }

  private armTimeout(): void {
    this.timeoutTimer?.cancel();
    const at = (this.state.appliedAt ?? this.o.clock.now()) + this.o.readyTimeoutMs;
    this.timeoutTimer = this.o.clock.setTimer(Math.max(0, at - this.o.clock.now()), () => {
      this.allDirty = true;
      this.scheduleStatuses();
    });
  }

  /** The state a tenant was last reported in: failure when recorded so, else Ready (or never final). */
  private recorded(key: string): TenantStatus['state'] {
    return this.state.failing.has(key) ? 'failure' : 'success';
  }

  /**
   * Re-derives the changed tenants' statuses, records their final states, posts the statuses of
   * the tenants that get one, and queues the aggregate status and the check run when anything
   * they show changed.
   */
  private async postStatuses(): Promise<void> {
    const sha = this.state.sha;
    const github = this.o.github;
    const tenants = this.tenants;
    if (sha === undefined || !github || !tenants) return;
    const full = this.allDirty;
    const keys = full ? [...tenants.keys()] : [...this.dirty];
    this.allDirty = false;
    this.dirty.clear();
    const now = this.o.clock.now();
    const appliedAt = this.state.appliedAt ?? now;
    let shown = full;
    let error: unknown;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      const tenant = tenants.get(key);
      if (!tenant) continue;
      const derived = tenantStatus({ live: this.o.lookupTenant(tenant), appliedAt, now, readyTimeoutMs: this.o.readyTimeoutMs });
      const before = this.derived.get(key);
      if (!before || before.state !== derived.state || before.description !== derived.description) {
        this.derived.set(key, derived);
        shown = true;
      }
      const final = derived.state !== 'pending';
      const statusTenant = this.admit(key, derived);
      if (final && this.recorded(key) !== derived.state) {
        const failing = new Set(this.state.failing);
        if (derived.state === 'failure') failing.add(key);
        else failing.delete(key);
        this.state = { ...this.state, failing };
        this.stateChanged = true;
      }
      if (!statusTenant) continue;

      const context = statusContext(tenant);
      let status: TenantStatus = derived;
      // `pending` once applied, even when the tenant is already Ready by the time we post
      if (this.fresh.has(key) && status.state !== 'pending') status = { state: 'pending', description: `applied ${short(sha)}; waiting for Ready` };
      const posted = this.state.posted[context];
      if (posted && posted.state === status.state && posted.description === status.description) {
        if (this.fresh.delete(key)) this.dirty.add(key);
        continue;
      }
      // never go back from a final state to pending on the same commit
      if (posted && posted.state !== 'pending' && status.state === 'pending') continue;
      try {
        await this.write(() => github.setCommitStatus({ sha, context, state: status.state, description: status.description, ...(this.o.targetUrl ? { targetUrl: this.o.targetUrl } : {}) }));
        this.o.onPosted?.('status', true);
      } catch (e) {
        this.o.onPosted?.('status', false);
        error = e;
        // this tenant and the ones not handled yet are handled again on the retry
        for (const k of keys.slice(i)) this.dirty.add(k);
        break;
      }
      if (this.state.sha !== sha) return; // a newer revision took over meanwhile
      if (this.fresh.delete(key) && status !== derived) this.dirty.add(key);
      this.state = { ...this.state, posted: { ...this.state.posted, [context]: status } };
      this.stateChanged = true;
      this.o.log.info({ revision: sha, context, state: status.state }, `commit status ${status.state}: ${status.description}`);
    }
    if (this.dirty.size > 0 && !error) this.tasks.set('statuses', () => this.postStatuses());
    if (shown) {
      this.queueAggregate();
      this.queueCheckRun();
    }
    await this.persist();
    if (error) throw error;
  }

  /**
   * Whether a tenant gets a commit status on this commit: the tenants the commit changed do, and
   * a tenant whose final state differs from the one last reported joins them while fewer than the
   * limit have one; on a commit that changed more tenants than that, none does.
   */
  private admit(key: string, derived: TenantStatus): boolean {
    if (this.state.statusTenants.includes(key)) return true;
    if (this.state.bulk !== undefined || derived.state === 'pending' || this.recorded(key) === derived.state) return false;
    if (this.state.statusTenants.length >= this.maxStatuses) return false;
    this.state = { ...this.state, statusTenants: [...this.state.statusTenants, key] };
    this.stateChanged = true;
    return true;
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

  /** Posts the aggregate status when its state changed (its description alone never causes a write). */
  private queueAggregate(): void {
    const github = this.o.github;
    const sha = this.state.sha;
    if (!github || sha === undefined) return;
    const wanted = (): Posted | undefined => {
      const next = this.aggregate(sha);
      const posted = this.state.posted[this.syncContext];
      if (posted?.state === next.state) return undefined;
      if (posted && posted.state !== 'pending' && next.state === 'pending') return undefined;
      return next;
    };
    if (!wanted()) return;
    this.tasks.set('aggregate', async () => {
      if (this.state.sha !== sha) return;
      const next = wanted();
      if (!next) return;
      try {
        await this.write(() => github.setCommitStatus({ sha, context: this.syncContext, state: next.state, description: next.description, ...(this.o.targetUrl ? { targetUrl: this.o.targetUrl } : {}) }));
        this.o.onPosted?.('status', true);
      } catch (e) {
        this.o.onPosted?.('status', false);
        throw e;
      }
      if (this.state.sha !== sha) return;
      this.state = { ...this.state, posted: { ...this.state.posted, [this.syncContext]: next } };
      this.stateChanged = true;
      this.o.log.info({ revision: sha, context: this.syncContext, state: next.state }, `commit status ${next.state}: ${next.description}`);
      await this.persist();
    });
    this.kick();
  }

  /** The applied commit's check-run conclusion now (undefined: in progress). */
  private conclusion(counts: TenantCounts): CheckConclusion | undefined {
    return counts.failure > 0 ? 'failure' : counts.pending > 0 ? undefined : this.state.drift?.mode === 'warn' ? 'neutral' : 'success';
  }

  /**
   * When the applied commit's check run may be written next: after a quiet spacing interval when
   * it is new or its conclusion changes; a table refresh of a run in progress waits for the
   * progress interval.
   */
  private checkRunDueAt(quietAt: number): number {
    const recorded = this.state.checkRun?.sha === this.state.sha ? this.state.checkRun : undefined;
    if (!recorded) return quietAt;
    if ((this.conclusion(this.counts()) ?? IN_PROGRESS) !== recorded.conclusion) return quietAt;
    return Math.max(quietAt, this.lastCheckRunWriteAt + this.progressMs);
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

  /** Queues a write of the applied commit's check run; it runs when the spacing allows and sends the latest output. */
  private queueCheckRun(): void {
    const github = this.o.github;
    const sha = this.state.sha;
    if (!github || sha === undefined) return;
    this.tasks.set(`check-run:${sha}`, async () => {
      if (this.state.sha !== sha) return;
      const write = this.checkRunOutput();
      if (!write) return;
      const digest = digestOf(write);
      const recorded = this.state.checkRun?.sha === sha ? this.state.checkRun : undefined;
      if (recorded?.digest === digest) return;
      // never from a conclusion back to in progress on the same commit (the next commit's apply
      // makes its tenants pending for a moment before it is reported)
      if (recorded && recorded.conclusion !== IN_PROGRESS && write.conclusion === undefined) return;
      let id: number;
      try {
        if (recorded) {
          const ref: CheckRunRef = { id: recorded.id, name: this.checkRunName, headSha: sha };
          await this.write(() => github.updateCheckRun(ref, write));
          id = recorded.id;
        } else {
          id = (await this.write(() => github.createCheckRunWithOutput({ name: this.checkRunName, headSha: sha, externalId: `${this.externalIdPrefix}:${sha}`, ...(this.o.targetUrl ? { detailsUrl: this.o.targetUrl } : {}) }, write))).id;
        }
        this.o.onPosted?.('check-run', true);
      } catch (e) {
        this.o.onPosted?.('check-run', false);
        throw e;
      }
      if (this.state.sha !== sha) return;
      this.lastCheckRunWriteAt = this.o.clock.now();
      this.state = { ...this.state, checkRun: { id, sha, digest, conclusion: write.conclusion ?? IN_PROGRESS } };
      this.stateChanged = true;
      await this.persist();
    });
    this.kick();
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

  private kick(): void {
    // while a retry waits, new work waits with it: the backoff protects GitHub
    if (this.stopped || this.retryTimer) return;
    if (this.draining) {
      this.wake?.();
      return;
    }
    // `draining` is set before the first task runs (drain() starts after a tick): a task that
    // queues more work (postStatuses queues the aggregate and the check run) must find this
    // drain and not start a second one beside it. Work queued as a drain ends starts the next.
    this.draining = Promise.resolve()
      .then(() => this.drain())
      .finally(() => {
        this.draining = undefined;
        if (this.tasks.size > 0) this.kick();
      });
  }

  /** A GitHub write; its end starts the quiet interval background reports wait for. */
  private async write<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } finally {
      this.lastWriteAt = this.o.clock.now();
    }
  }

  /**
   * The next task to run, or how long until background reports may go. Statuses go at once
   * (octokit spaces them): they are what a merged pull request shows. The aggregate status, the
   * check runs and comments go only after a spacing interval without writes, so they never hold
   * the slot a tenant status needs, are sent at most once per interval, and carry everything
   * that changed meanwhile (an aggregate `pending` that is already `success` is never sent).
   * A check run that stays in progress is refreshed at most once per progress interval.
   */
  private next(): [string, Task] | number {
    for (const [key, task] of this.tasks) if (key === 'statuses' || key.startsWith('sync-status:')) return [key, task];
    const now = this.o.clock.now();
    const quietAt = this.lastWriteAt + this.spacingMs;
    const ordered = [...this.tasks].sort(([a], [b]) => Number(b === 'aggregate') - Number(a === 'aggregate'));
    let wait = Number.POSITIVE_INFINITY;
    for (const [key, task] of ordered) {
      const at = key === `check-run:${this.state.sha}` ? this.checkRunDueAt(quietAt) : quietAt;
      if (at <= now) return [key, task];
      wait = Math.min(wait, at - now);
    }
    return wait;
  }

  private async drain(): Promise<void> {
    while (this.tasks.size > 0 && !this.stopped) {
      const next = this.next();
      if (typeof next === 'number') {
        // background reports wait for the spacing; new work ends the wait to be looked at first
        await new Promise<void>((resolve) => {
          const timer = this.o.clock.setTimer(next, resolve);
          this.wake = () => {
            timer.cancel();
            resolve();
          };
        });
        this.wake = undefined;
        continue;
      }
      const [key, task] = next;
      this.tasks.delete(key);
      try {
        await task();
        this.failures = 0;
      } catch (error) {
        const permanent = error instanceof GitHubError && (error.kind === 'invalid' || error.kind === 'not-found');
        if (permanent) {
          this.o.log.warn({ task: key, err: describe(error) }, 'GitHub refused the report; dropping it');
          continue;
        }
        // put it back unless a newer task of the same key was queued meanwhile
        if (!this.tasks.has(key)) this.tasks.set(key, task);
        this.failures += 1;
        const retry = this.o.retry ?? { initialMs: 2_000, maxMs: 300_000 };
        const delay = Math.min(retry.maxMs, retry.initialMs * 2 ** Math.min(this.failures - 1, 20));
        this.o.log.warn({ task: key, err: describe(error), retryInMs: delay }, 'reporting to GitHub failed; will retry');
        this.retryTimer = this.o.clock.setTimer(delay, () => {
          this.retryTimer = undefined;
          this.kick();
        });
        return;
      }
    }
  }
}

/** What identifies a check-run write: an identical one is not sent again. */
function digestOf(write: CheckRunWrite): string {
  return createHash('sha256').update(JSON.stringify(write)).digest('hex').slice(0, 16);
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
