// The per-tenant part of the check run `driftgate sync`: counts by state for the summary, and a
// table of every tenant (failures first, then pending, then Ready) for the details, cut to
// GitHub's output limit with a line that says how many rows were left out. Tenant names and
// condition messages come from the synced repository and the cluster: every cell is escaped.
// Pure.
import { escapeMarkdownText } from '../core/findings/render/markdown-escape.js';
import { GITHUB_LIMITS, utf8Bytes } from '../io/github/limits.js';
import type { TenantStatus } from './tenant-status.js';

export interface TenantRef {
  readonly namespace?: string;
  readonly name: string;
}

export interface TenantRow {
  readonly tenant: TenantRef;
  readonly status: TenantStatus;
}

export interface TenantCounts {
  readonly failure: number;
  readonly pending: number;
  readonly success: number;
  readonly total: number;
}

/** `namespace/name` (`_` for none): the key of a tenant in the report state and the suffix of its status context. */
export function tenantKey(tenant: TenantRef): string {
  return `${tenant.namespace ?? '_'}/${tenant.name}`;
}

const ORDER: Record<TenantStatus['state'], number> = { failure: 0, pending: 1, success: 2 };
const LABEL: Record<TenantStatus['state'], string> = { failure: 'failed', pending: 'pending', success: 'Ready' };

export function countTenants(rows: Iterable<TenantRow>): TenantCounts {
  let failure = 0;
  let pending = 0;
  let success = 0;
  for (const r of rows) {
    if (r.status.state === 'failure') failure++;
    else if (r.status.state === 'pending') pending++;
    else success++;
  }
  return { failure, pending, success, total: failure + pending + success };
}

/** `10000 tenants Ready`, `2 failed, 30 pending, 9968 Ready`, `no tenants`. */
export function countsLine(counts: TenantCounts): string {
  if (counts.total === 0) return 'no tenants';
  if (counts.success === counts.total) return `${counts.total} tenant${counts.total === 1 ? '' : 's'} Ready`;
  const parts: string[] = [];
  if (counts.failure > 0) parts.push(`${counts.failure} failed`);
  if (counts.pending > 0) parts.push(`${counts.pending} pending`);
  parts.push(`${counts.success} Ready`);
  return parts.join(', ');
}

/** The counts as a small markdown table (for the check run's summary). */
export function renderCounts(counts: TenantCounts): string {
  return ['| tenants | count |', '|---|---:|', `| failed | ${counts.failure} |`, `| pending | ${counts.pending} |`, `| Ready | ${counts.success} |`, `| **total** | **${counts.total}** |`].join('\n');
}

/** The line that replaces the rows that did not fit. */
export function omittedLine(omitted: number): string {
  return `… and ${omitted} more tenant${omitted === 1 ? '' : 's'} (see the TenantOnboarding conditions)`;
}

export interface TenantTable {
  /** Markdown, at most `maxBytes` UTF-8 bytes. */
  readonly markdown: string;
  readonly shown: number;
  readonly omitted: number;
}

/**
 * Every tenant as a table row, failures and pending first (then by namespace/name), as many as
 * fit in `maxBytes` (default: GitHub's 65,535-byte limit for a check run's text); when some do
 * not fit, the last line says how many were left out.
 */
export function renderTenantTable(rows: readonly TenantRow[], options: { maxBytes?: number } = {}): TenantTable {
  const maxBytes = options.maxBytes ?? GITHUB_LIMITS.checkRunTextBytes;
  // Keys built once per row, not once per comparison: 10,000 tenants sort in ~140,000 comparisons.
  const sorted = rows.map((row) => ({ row, order: ORDER[row.status.state], key: tenantKey(row.tenant) }));
  sorted.sort((a, b) => a.order - b.order || compare(a.key, b.key));
  const header = `### Tenants (${rows.length})\n\n| tenant | state | detail |\n|---|---|---|\n`;
  if (rows.length === 0) return { markdown: '### Tenants (0)\n\nThis commit declares no TenantOnboarding.\n', shown: 0, omitted: 0 };
  // Room for the longest possible closing line (every row omitted), when not every row fits.
  const reserve = utf8Bytes(`\n${omittedLine(rows.length)}\n`);
  // Rows are rendered only until the table is known not to fit: GitHub shows ~65 KB of them.
  const lines: string[] = [];
  let bytes = utf8Bytes(header);
  let fitting: number | undefined; // rows that fit beside the closing line
  for (const { row } of sorted) {
    const line = rowLine(row);
    const size = utf8Bytes(line);
    if (fitting === undefined && bytes + size + reserve > maxBytes) fitting = lines.length;
    bytes += size;
    lines.push(line);
    if (bytes > maxBytes) break;
  }
  if (bytes <= maxBytes) return { markdown: header + lines.join(''), shown: lines.length, omitted: 0 };
  const shown = fitting ?? lines.length;
  const omitted = rows.length - shown;
  return { markdown: `${header}${lines.slice(0, shown).join('')}\n${omittedLine(omitted)}\n`, shown, omitted };
}

function rowLine(row: TenantRow): string {
  const name = row.tenant.namespace ? `${row.tenant.namespace}/${row.tenant.name}` : row.tenant.name;
  return `| ${escapeMarkdownText(name)} | ${LABEL[row.status.state]} | ${escapeMarkdownText(row.status.description)} |\n`;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
