// Reporting to GitHub through the Action's reporting library (src/io/github): a commit status
// per tenant on the applied commit (`driftgate/<namespace>/<name>`), a check run
// `driftgate sync` per revision (with the drift report once drift is found), and a comment on
// the pull request that introduced the commit when drift is found later.
//
// Durability: what was posted is recorded in the cluster (a key of the inventory ConfigMap),
// and what should be posted is always re-derived from cluster state (the live tenants), so
// an unchanged status is never re-posted, a GitHub outage only delays reports (they are
// retried with backoff), and a restarted agent posts exactly what is missing.
import type { Clock, TimerHandle } from '../controller/clock.js';
import { renderDriftMarkdown, summarizeDrift, summaryLine, type DriftReport } from '../core/drift/render.js';
import { describeObject, type Finding } from '../core/findings/finding.js';
import { escapeMarkdownText } from '../core/findings/render/markdown-escape.js';
import { annotationsFromFindings } from '../io/github/annotations.js';
import type { CheckConclusion, CheckRunRef } from '../io/github/check-runs.js';
import type { CommitState } from '../io/github/commit-status.js';
import { GitHubError } from '../io/github/errors.js';
import type { GitHubReporter } from '../io/github/reporter.js';
import type { SyncResult } from './sync.js';
import { short } from './sync.js';
import { statusContext, tenantStatus, type TenantStatus } from './tenant-status.js';

export const CHECK_RUN_NAME = 'driftgate sync';
/** The commit status of a revision the agent refused or failed to apply. */
export const SYNC_STATUS_CONTEXT = 'driftgate/sync';

/** At most 140 characters: the reason and the first located finding (`file:line rule`). */
export function syncFailureDescription(result: SyncResult): string {
  const first = result.findings.find((f) => f.severity === 'error');
  const where = first ? `${first.file && !first.file.startsWith('cluster:') ? `${first.file}${first.line !== undefined ? `:${first.line}` : ''} ` : ''}${first.ruleId}` : result.errors[0] ? `${result.errors[0].key.kind} ${result.errors[0].key.name}` : '';
  const count = result.findings.filter((f) => f.severity === 'error').length;
  const text = `${result.reason}${count > 1 ? ` (${count} errors)` : ''}${where ? `: ${where}` : ''}${first ? ` ${first.message}` : ''}`;
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

export interface TenantRef {
  readonly namespace?: string;
  readonly name: string;
}

interface Posted {
  readonly state: CommitState;
  readonly description: string;
}

/** What the reporter keeps in the cluster between restarts. */
export interface ReportState {
  readonly sha?: string;
  readonly appliedAt?: number;
  readonly tenants: readonly TenantRef[];
  /** Per context, the status last posted successfully for `sha`. */
  readonly posted: Readonly<Record<string, Posted>>;
  readonly checkRun?: { readonly id: number; readonly sha: string };
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
}

type Task = () => Promise<void>;

export class AgentReporter {
  private readonly o: ReporterOptions;
  private state: ReportState = { tenants: [], posted: {} };
  private readonly tasks = new Map<string, Task>();
  private draining: Promise<void> | undefined;
  private retryTimer: TimerHandle | undefined;
  private timeoutTimer: TimerHandle | undefined;
  private failures = 0;
  /** Contexts applied in this process's life that still owe their `pending`. */
  private fresh = new Set<string>();
  private stopped = false;
  private dirty = false;
  private syncStatusPosted: string | undefined;

  constructor(options: ReporterOptions) {
    this.o = options;
  }

  get enabled(): boolean {
    return this.o.github !== undefined;
  }

  /** The state as restored or last changed (for tests and /status). */
  get current(): ReportState {
    return this.state;
  }

  /** Reads what was posted before a restart; statuses are then re-derived from cluster state. */
  async restore(): Promise<void> {
    const text = await this.o.store.read().catch(() => undefined);
    if (text === undefined) return;
    try {
      const parsed = JSON.parse(text) as ReportState;
      if (parsed && typeof parsed === 'object' && Array.isArray(parsed.tenants) && typeof parsed.posted === 'object') this.state = parsed;
    } catch {
      this.o.log.warn({}, 'ignoring unreadable report state');
    }
    this.scheduleStatuses();
  }

  /**
   * A revision was applied: its tenants get `pending` now and their final status once the
   * operator reports; the check run `driftgate sync` is published for the commit.
   */
  revisionApplied(input: { result: SyncResult; tenants: readonly TenantRef[]; drift?: DriftReport }): void {
    const sha = input.result.revision;
    const sameSha = this.state.sha === sha;
    this.state = {
      sha,
      appliedAt: sameSha && this.state.appliedAt !== undefined ? this.state.appliedAt : this.o.clock.now(),
      tenants: input.tenants,
      posted: sameSha ? this.state.posted : {},
      ...(sameSha && this.state.checkRun ? { checkRun: this.state.checkRun } : {}),
    };
    this.dirty = true;
    this.fresh = new Set(input.tenants.map(statusContext).filter((c) => this.state.posted[c] === undefined));
    // statuses first: they are what people look at, and they must say `pending` at once
    this.scheduleStatuses();
    this.queueCheckRun(sha, syncCheckRun(input.result, input.drift));
    this.armTimeout();
  }

  /**
   * A revision was refused or failed: a `failure` commit status `driftgate/sync` saying why (the
   * first located reason) and a failing check run with every finding as an annotation.
   */
  revisionNotApplied(result: SyncResult): void {
    const github = this.o.github;
    const description = syncFailureDescription(result);
    const key = `${result.revision}\0${description}`;
    if (github && this.syncStatusPosted !== key) {
      this.tasks.set(`sync-status:${result.revision}`, async () => {
        await github.setCommitStatus({ sha: result.revision, context: SYNC_STATUS_CONTEXT, state: 'failure', description, ...(this.o.targetUrl ? { targetUrl: this.o.targetUrl } : {}) });
        this.syncStatusPosted = key;
        this.o.onPosted?.('status', true);
        this.o.log.info({ revision: result.revision, context: SYNC_STATUS_CONTEXT, state: 'failure' }, `commit status failure: ${description}`);
      });
    }
    this.queueCheckRun(result.revision, syncCheckRun(result, undefined));
  }

  /** Drift found after the sync: update the check run and comment on the pull request. */
  driftFound(input: { report: DriftReport; mode: 'enforce' | 'warn'; pullRequest?: number }): void {
    const sha = this.state.sha;
    if (sha === undefined) return;
    const s = summarizeDrift(input.report);
    const corrected = input.mode === 'enforce';
    const title = corrected ? `Drift corrected: ${s.update + s.create} object(s) restored to Git` : `Drift detected: ${s.update + s.create} object(s) differ from Git`;
    const body = renderDriftMarkdown(input.report, { title: corrected ? 'Drift detected and reverted (--drift=enforce)' : 'Drift detected, not reverted (--drift=warn)' });
    this.queueCheckRun(sha, { conclusion: corrected ? 'success' : 'neutral', title, summary: body, findings: [] });
    if (input.pullRequest !== undefined && this.o.github) {
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
        await github.upsertComment({ issueNumber, marker: 'sync-drift', body: text, mode: 'create-or-update' });
        this.o.onPosted?.('comment', true);
      });
      this.kick();
    }
  }

  /** A tenant's live object changed (from the watch): statuses may change. */
  tenantChanged(): void {
    this.scheduleStatuses();
  }

  /** Waits until nothing is queued (or a retry is pending). For tests, benchmarks and shutdown. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** True when reports are waiting for a retry. */
  get backlog(): number {
    return this.tasks.size;
  }

  stop(): void {
    this.stopped = true;
    this.retryTimer?.cancel();
    this.timeoutTimer?.cancel();
  }

  private scheduleStatuses(): void {
    if (this.state.sha === undefined) return;
    this.tasks.set('statuses', () => this.postStatuses());
    this.kick();
  }

  private armTimeout(): void {
    this.timeoutTimer?.cancel();
    const at = (this.state.appliedAt ?? this.o.clock.now()) + this.o.readyTimeoutMs;
    this.timeoutTimer = this.o.clock.setTimer(Math.max(0, at - this.o.clock.now()), () => this.scheduleStatuses());
  }

  /** The status every target tenant should have now. */
  desiredStatuses(): Map<string, TenantStatus> {
    const out = new Map<string, TenantStatus>();
    const now = this.o.clock.now();
    for (const t of this.state.tenants) {
      out.set(statusContext(t), tenantStatus({ live: this.o.lookupTenant(t), appliedAt: this.state.appliedAt ?? now, now, readyTimeoutMs: this.o.readyTimeoutMs }));
    }
    return out;
  }

  private async postStatuses(): Promise<void> {
    const sha = this.state.sha;
    const github = this.o.github;
    if (sha === undefined) return;
    let error: unknown;
    for (const [context, derived] of this.desiredStatuses()) {
      let status = derived;
      // `pending` once applied, even when the tenant is already Ready by the time we post
      if (this.fresh.has(context) && status.state !== 'pending') {
        status = { state: 'pending', description: `applied ${short(sha)}; waiting for Ready` };
      }
      const before = this.state.posted[context];
      if (before && before.state === status.state && before.description === status.description) {
        if (this.fresh.delete(context)) this.scheduleStatuses();
        continue;
      }
      // never go back from a final state to pending on the same commit
      if (before && before.state !== 'pending' && status.state === 'pending') continue;
      if (github) {
        try {
          await github.setCommitStatus({ sha, context, state: status.state, description: status.description, ...(this.o.targetUrl ? { targetUrl: this.o.targetUrl } : {}) });
          this.o.onPosted?.('status', true);
        } catch (e) {
          this.o.onPosted?.('status', false);
          error = e;
          break;
        }
      }
      if (this.state.sha !== sha) return; // a newer revision took over meanwhile
      if (this.fresh.delete(context) && status !== derived) this.scheduleStatuses();
      this.state = { ...this.state, posted: { ...this.state.posted, [context]: status } };
      this.dirty = true;
      this.o.log.info({ revision: sha, context, state: status.state }, `commit status ${status.state}: ${status.description}`);
    }
    await this.save();
    if (error) throw error;
  }

  private queueCheckRun(sha: string, run: { conclusion: CheckConclusion; title: string; summary: string; findings: readonly Finding[] }): void {
    const github = this.o.github;
    if (!github) return;
    this.tasks.set(`check-run:${sha}`, async () => {
      const annotations = annotationsFromFindings(run.findings.filter((f) => f.file !== undefined && f.line !== undefined && !f.file.startsWith('cluster:')));
      const result = { conclusion: run.conclusion, title: run.title, summary: run.summary, annotations, overflowNote: 'Run `driftgate check` on the commit for every finding.' };
      const existing = this.state.checkRun?.sha === sha ? this.state.checkRun : undefined;
      try {
        const ref: CheckRunRef = existing ? { id: existing.id, name: CHECK_RUN_NAME, headSha: sha } : await github.createCheckRun({ name: CHECK_RUN_NAME, headSha: sha, externalId: `driftgate-sync:${sha}`, ...(this.o.targetUrl ? { detailsUrl: this.o.targetUrl } : {}) });
        if (this.state.sha === sha && this.state.checkRun?.id !== ref.id) {
          this.state = { ...this.state, checkRun: { id: ref.id, sha } };
          this.dirty = true;
        }
        await github.completeCheckRun(ref, result);
        this.o.onPosted?.('check-run', true);
      } catch (e) {
        this.o.onPosted?.('check-run', false);
        throw e;
      }
      await this.save();
    });
    this.kick();
  }

  private async save(): Promise<void> {
    if (!this.dirty) return;
    this.dirty = false;
    try {
      await this.o.store.write(JSON.stringify(this.state));
    } catch (error) {
      this.dirty = true;
      this.o.log.warn({ err: describe(error) }, 'could not record the report state in the cluster; will retry');
    }
  }

  private kick(): void {
    if (this.stopped || this.draining) return;
    this.retryTimer?.cancel();
    this.retryTimer = undefined;
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
    });
  }

  private async drain(): Promise<void> {
    while (this.tasks.size > 0 && !this.stopped) {
      // statuses go first: they are what a merged pull request shows, and cheap
      const key = this.tasks.has('statuses') ? 'statuses' : (this.tasks.keys().next().value as string);
      const task = this.tasks.get(key) as Task;
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
        this.retryTimer = this.o.clock.setTimer(delay, () => this.kick());
        return;
      }
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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
    for (const f of errors.slice(0, 20)) lines.push(`- \`${f.ruleId}\` ${f.file ?? ''}${f.line !== undefined ? `:${f.line}` : ''}: ${f.message}`);
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
