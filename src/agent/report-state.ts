// What the GitHub reporter keeps in the cluster between restarts, and its compact text form.
//
// Size: the state lives in a ConfigMap of its own (`driftgate-report-<sync>`), whose data may
// hold at most 1 MiB. Ready tenants are not listed at all: a tenant is recorded only while its
// last reported state is a failure, so the number of tenants is unbounded and only failing
// tenants cost room (their name and a separator, grouped by namespace). The rest is bounded:
// at most MAX_TENANT_STATUSES tenant keys and posted statuses (~35 KiB at Kubernetes' longest
// names), the sync and drift summaries (16 KiB each). REPORT_STATE_MAX_BYTES (900 KiB) leaves
// ≥ 800 KiB for failing tenants: about 40,000 with 20-character names, 3,000 with 253-character
// names. Beyond that the failure records that do not fit are dropped (logged): such a tenant
// counts as last reported Ready, so a later commit may post its failure once more.
import type { CommitState } from '../io/github/commit-status.js';
import { COMMIT_STATES } from '../io/github/commit-status.js';
import { prefixWithinBytes, utf8Bytes } from '../io/github/limits.js';
import { isRecord } from '../core/manifest/manifest.js';
import { tenantKey, type TenantRef } from './tenant-report.js';

export const REPORT_STATE_MAX_BYTES = 900 * 1024;
/** The sync and drift parts of the check run are recorded up to this size (they are re-sent with every update). */
export const REPORT_SUMMARY_MAX_BYTES = 16 * 1024;

export interface Posted {
  readonly state: CommitState;
  readonly description: string;
}

export interface RecordedCheckRun {
  readonly id: number;
  readonly sha: string;
  /** Digest of the output and conclusion last written: an identical report is not sent again. */
  readonly digest?: string;
  /** The conclusion last written, or `in_progress`. */
  readonly conclusion?: string;
}

export interface RecordedSummary {
  readonly title: string;
  readonly summary: string;
}

export interface ReportState {
  /** The applied commit being reported. */
  readonly sha?: string;
  readonly appliedAt?: number;
  /**
   * Tenants (keys, see tenantKey) that get commit statuses on `sha`: the ones the commit changed
   * (unless it changed more than the limit) and the ones whose state changed later.
   */
  readonly statusTenants: readonly string[];
  /** Set when the commit changed more tenants than get statuses: how many it changed. */
  readonly bulk?: number;
  /** Per context, the status last posted successfully on `sha` (tenant contexts and `driftgate/sync`). */
  readonly posted: Readonly<Record<string, Posted>>;
  /** Tenants whose last reported final state is a failure (on any commit); all others: Ready or never final. */
  readonly failing: ReadonlySet<string>;
  readonly checkRun?: RecordedCheckRun;
  /** What the sync did (the check run's first part), for updates after a restart. */
  readonly sync?: RecordedSummary;
  /** Drift found after the sync (the check run's last part). */
  readonly drift?: RecordedSummary & { readonly mode: 'enforce' | 'warn' };
}

export function emptyReportState(): ReportState {
  return { statusTenants: [], posted: {}, failing: new Set() };
}

/** The stored form: failing tenants as `{namespace: "name name …"}` (names hold no spaces). */
interface StoredState {
  readonly v: 2;
  readonly sha?: string;
  readonly appliedAt?: number;
  readonly statusTenants: readonly string[];
  readonly bulk?: number;
  readonly posted: Readonly<Record<string, Posted>>;
  readonly failing: Readonly<Record<string, string>>;
  readonly checkRun?: RecordedCheckRun;
  readonly sync?: RecordedSummary;
  readonly drift?: RecordedSummary & { readonly mode: 'enforce' | 'warn' };
}

export interface EncodedState {
  readonly text: string;
  /** Failure records that did not fit and were left out. */
  readonly droppedFailures: number;
}

export function encodeReportState(state: ReportState, options: { maxBytes?: number } = {}): EncodedState {
  const maxBytes = options.maxBytes ?? REPORT_STATE_MAX_BYTES;
  const { failing, ...rest } = state;
  const base: Omit<StoredState, 'failing'> = { v: 2, ...rest };
  const fixed = utf8Bytes(JSON.stringify({ ...base, failing: {} }));
  const keys = [...failing].sort();
  let room = maxBytes - fixed;
  const grouped: Record<string, string[]> = {};
  let dropped = 0;
  for (const key of keys) {
    const slash = key.indexOf('/');
    const namespace = key.slice(0, slash);
    const name = key.slice(slash + 1);
    // a new group costs its quoted key, the colon, the quotes and a comma; a name its bytes and a space
    const cost = utf8Bytes(name) + 1 + (grouped[namespace] ? 0 : utf8Bytes(JSON.stringify(namespace)) + 4);
    if (cost > room) {
      dropped++;
      continue;
    }
    room -= cost;
    (grouped[namespace] ??= []).push(name);
  }
  const stored: StoredState = { ...base, failing: Object.fromEntries(Object.entries(grouped).map(([ns, names]) => [ns, names.join(' ')])) };
  const text = JSON.stringify(stored);
  // Names are DNS labels and subdomains: JSON adds nothing to them. Should it ever, keep the bound.
  if (utf8Bytes(text) > maxBytes) return { text: JSON.stringify({ ...base, failing: {} }), droppedFailures: keys.length };
  return { text, droppedFailures: dropped };
}

export interface DecodedState {
  readonly state: ReportState;
  /** 1: the first format (kept in the inventory ConfigMap), to be written again in the current one. */
  readonly format: 1 | 2;
}

/** Reads the stored form, or the first format (one `posted` entry per tenant of the commit). */
export function decodeReportState(text: string, options: { maxTenantStatuses: number }): DecodedState | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed)) return undefined;
  const posted = readPosted(parsed.posted);
  const sha = typeof parsed.sha === 'string' ? parsed.sha : undefined;
  const appliedAt = typeof parsed.appliedAt === 'number' ? parsed.appliedAt : undefined;
  const checkRun = readCheckRun(parsed.checkRun);
  const common = { ...(sha ? { sha } : {}), ...(appliedAt !== undefined ? { appliedAt } : {}), ...(checkRun ? { checkRun } : {}), posted };
  if (parsed.v === 2) {
    const failing = new Set<string>();
    if (isRecord(parsed.failing)) {
      for (const [namespace, names] of Object.entries(parsed.failing)) {
        if (typeof names !== 'string') continue;
        for (const name of names.split(' ')) if (name) failing.add(`${namespace}/${name}`);
      }
    }
    const statusTenants = Array.isArray(parsed.statusTenants) ? parsed.statusTenants.filter((k): k is string => typeof k === 'string') : [];
    const sync = readSummary(parsed.sync);
    const drift = readSummary(parsed.drift);
    const mode = isRecord(parsed.drift) && (parsed.drift.mode === 'enforce' || parsed.drift.mode === 'warn') ? parsed.drift.mode : undefined;
    const state: ReportState = {
      ...common,
      statusTenants,
      ...(typeof parsed.bulk === 'number' ? { bulk: parsed.bulk } : {}),
      failing,
      ...(sync ? { sync } : {}),
      ...(drift && mode ? { drift: { ...drift, mode } } : {}),
    };
    return { state, format: 2 };
  }
  // The first format: `tenants` were the commit's changed tenants, each with a status.
  if (!Array.isArray(parsed.tenants)) return undefined;
  const tenants = parsed.tenants.filter((t): t is TenantRef => isRecord(t) && typeof t.name === 'string').map(tenantKey);
  const failing = new Set(tenants.filter((k) => posted[`driftgate/${k}`]?.state === 'failure'));
  const over = tenants.length > options.maxTenantStatuses;
  return { state: { ...common, statusTenants: over ? [] : tenants, ...(over ? { bulk: tenants.length } : {}), failing }, format: 1 };
}

/** A summary cut to what the state records (at a line break, saying so). */
export function boundedSummary(summary: RecordedSummary): RecordedSummary {
  if (utf8Bytes(summary.summary) <= REPORT_SUMMARY_MAX_BYTES) return summary;
  const note = '\n\n… (cut: the rest is in the agent log)';
  const cut = prefixWithinBytes(summary.summary, REPORT_SUMMARY_MAX_BYTES - utf8Bytes(note));
  const at = cut.lastIndexOf('\n');
  return { title: summary.title, summary: `${at > 0 ? cut.slice(0, at) : cut}${note}` };
}

function readPosted(value: unknown): Record<string, Posted> {
  const out: Record<string, Posted> = {};
  if (!isRecord(value)) return out;
  for (const [context, p] of Object.entries(value)) {
    if (isRecord(p) && typeof p.description === 'string' && (COMMIT_STATES as readonly unknown[]).includes(p.state)) out[context] = { state: p.state as CommitState, description: p.description };
  }
  return out;
}

function readCheckRun(value: unknown): RecordedCheckRun | undefined {
  if (!isRecord(value) || typeof value.id !== 'number' || typeof value.sha !== 'string') return undefined;
  return { id: value.id, sha: value.sha, ...(typeof value.digest === 'string' ? { digest: value.digest } : {}), ...(typeof value.conclusion === 'string' ? { conclusion: value.conclusion } : {}) };
}

function readSummary(value: unknown): RecordedSummary | undefined {
  return isRecord(value) && typeof value.title === 'string' && typeof value.summary === 'string' ? { title: value.title, summary: value.summary } : undefined;
}
