import { describeObject, type ObjectRef } from '../findings/finding.js';
import { escapeMarkdownText, markdownCode } from '../findings/render/markdown-escape.js';
import type { FieldDifference, ObjectDiff } from './diff.js';

/** What a sync would change, or what drifted: per-object field differences plus prunes. */
export interface DriftReport {
  readonly objects: readonly ObjectDiff[];
  /** Objects the inventory manages that left Git (deleted by a sync with pruning on). */
  readonly prune: readonly ObjectRef[];
  /** Objects whose dry-run failed (e.g. rejected by admission), with the server's message. */
  readonly errors?: readonly { readonly ref: ObjectRef; readonly message: string }[];
}

export interface DriftSummary {
  readonly create: number;
  readonly update: number;
  readonly unchanged: number;
  readonly prune: number;
  readonly fields: number;
  readonly ignored: number;
  readonly errors: number;
}

export function summarizeDrift(report: DriftReport): DriftSummary {
  let create = 0;
  let update = 0;
  let unchanged = 0;
  let fields = 0;
  let ignored = 0;
  for (const o of report.objects) {
    if (o.action === 'create') create++;
    else if (o.action === 'update') update++;
    else unchanged++;
    if (o.action === 'update') fields += o.differences.length;
    ignored += o.ignored.length;
  }
  return { create, update, unchanged, prune: report.prune.length, fields, ignored, errors: report.errors?.length ?? 0 };
}

/** True when applying would change anything. */
export function hasChanges(report: DriftReport): boolean {
  const s = summarizeDrift(report);
  return s.create + s.update + s.prune > 0;
}

export function summaryLine(report: DriftReport): string {
  const s = summarizeDrift(report);
  const parts = [`${s.create} to create`, `${s.update} to update (${s.fields} field${s.fields === 1 ? '' : 's'})`, `${s.prune} to prune`, `${s.unchanged} unchanged`];
  if (s.ignored > 0) parts.push(`${s.ignored} ignored difference${s.ignored === 1 ? '' : 's'}`);
  if (s.errors > 0) parts.push(`${s.errors} failed`);
  return parts.join(', ');
}

const MAX_VALUE = 120;

/** A value as it may be shown: compact JSON, truncated; Secret data is never shown. */
export function showValue(value: unknown, ref: ObjectRef, pointer: string): string {
  if (value === undefined) return '(absent)';
  if (ref.kind === 'Secret' && /^\/(data|stringData)(\/|$)/.test(pointer)) return '(secret value hidden)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

function describeDifference(d: FieldDifference, ref: ObjectRef): string {
  switch (d.kind) {
    case 'changed':
      return `${d.pointer}: live ${showValue(d.live, ref, d.pointer)}, Git ${showValue(d.desired, ref, d.pointer)}`;
    case 'missing':
      return `${d.pointer}: absent live, Git ${showValue(d.desired, ref, d.pointer)}`;
    case 'unexpected':
      return `${d.pointer}: live ${showValue(d.live, ref, d.pointer)}, no longer in Git`;
  }
}

export function renderDriftText(report: DriftReport): string {
  const lines: string[] = [];
  for (const o of report.objects) {
    if (o.action === 'unchanged') continue;
    const name = describeObject(o.ref);
    if (o.action === 'create') {
      lines.push(`+ ${name} (create)`);
      continue;
    }
    lines.push(`~ ${name} (${o.differences.length} field${o.differences.length === 1 ? '' : 's'})`);
    for (const d of o.differences) lines.push(`    ${describeDifference(d, o.ref)}`);
  }
  for (const ref of report.prune) lines.push(`- ${describeObject(ref)} (prune)`);
  for (const e of report.errors ?? []) lines.push(`! ${describeObject(e.ref)}: ${e.message}`);
  lines.push(summaryLine(report));
  return lines.join('\n') + '\n';
}

/** Markdown for check runs and PR comments; cut at maxChars with a note. */
export function renderDriftMarkdown(report: DriftReport, options: { title?: string; maxChars?: number } = {}): string {
  const max = options.maxChars ?? 60_000;
  const out: string[] = [];
  if (options.title) out.push(`### ${options.title}`, '');
  out.push(`**${summaryLine(report)}**`, '');
  const body: string[] = [];
  const changed = report.objects.filter((o) => o.action !== 'unchanged');
  if (changed.length > 0) {
    body.push('| object | change |', '|---|---|');
    for (const o of changed) {
      const what = o.action === 'create' ? 'create' : o.differences.map((d) => markdownCode(describeDifference(d, o.ref))).join('<br>');
      body.push(`| ${escapeCell(describeObject(o.ref))} | ${what} |`);
    }
    for (const ref of report.prune) body.push(`| ${escapeCell(describeObject(ref))} | prune |`);
  } else if (report.prune.length > 0) {
    body.push('| object | change |', '|---|---|');
    for (const ref of report.prune) body.push(`| ${escapeCell(describeObject(ref))} | prune |`);
  }
  for (const e of report.errors ?? []) body.push('', `- :x: ${escapeCell(describeObject(e.ref))}: ${escapeCell(e.message)}`);
  let text = out.concat(body).join('\n');
  if (text.length > max) {
    const note = '\n\n… (truncated; run `driftgate diff` for the full report)';
    text = text.slice(0, Math.max(0, max - note.length)).replace(/\n[^\n]*$/, '') + note;
  }
  return text + '\n';
}

/** Object names and values come from the repository and the cluster: escaped to read as text. */
function escapeCell(text: string): string {
  return escapeMarkdownText(text.replace(/\r?\n/g, ' '));
}
