import type { RunSummary } from './summary.js';
import type { Finding } from '../findings/finding.js';
import { renderFindings, type RenderOptions } from '../findings/render/index.js';
import { summaryLine } from '../findings/render/text.js';
import { jsonReportPieces } from '../findings/render/json.js';

/**
 * The run summary in every report: what was checked, what was not and why. Kept apart from
 * the finding renderers: it wraps their output (text: before the closing line; json: a
 * `checked` member; markdown: a section) and leaves sarif, junit and github as they are.
 */

const LIST_LIMIT = 25;

const plural = (n: number, word: string, many = `${word}s`): string => `${n} ${n === 1 ? word : many}`;

function list<T>(items: readonly T[], line: (item: T) => string, limit: number): string[] {
  const shown = items.slice(0, limit).map(line);
  if (items.length > limit) shown.push(`… and ${items.length - limit} more`);
  return shown;
}

/** The summary as text lines (no colour, no trailing newline). */
export function renderSummaryText(summary: RunSummary, options: { readonly limit?: number; readonly detail?: boolean } = {}): string {
  const limit = options.limit ?? LIST_LIMIT;
  const out: string[] = [];
  out.push(`Checked ${plural(summary.files, 'file')}: ${plural(summary.objects, 'object')}, ${summary.validated} validated against a schema`);
  if (summary.kinds.length > 0) {
    out.push('  objects by kind:');
    const reasons = (k: { kind: string; apiVersion: string }): string =>
      summary.unvalidated.filter((u) => u.kind === k.kind && u.apiVersion === k.apiVersion).map((u) => u.reason).join('; ');
    out.push(
      ...list(
        summary.kinds,
        (k) => `    ${String(k.objects).padStart(5)} ${k.kind} (${k.apiVersion})${k.validated === k.objects ? '' : `: ${k.validated === 0 ? 'not validated' : `${k.objects - k.validated} not validated`} (${reasons(k)})`}`,
        limit,
      ),
    );
  }
  if (summary.schemas && summary.schemas.length > 0) {
    out.push('  custom resources validated against:');
    out.push(
      ...list(
        summary.schemas,
        (u) => `    ${u.kind} (${u.apiVersion}): CRD ${u.crd} ${u.version}, ${u.origin} ${u.file.replace(/^cluster:/, '')}${u.source !== undefined ? ` (${u.source})` : ''}`,
        limit,
      ),
    );
  }
  if (summary.kustomizations.length > 0) {
    out.push(`  kustomize: ${plural(summary.kustomizations.length, 'kustomization')} (${plural(summary.renderedFiles.length, 'file')} checked through them)`);
    out.push(...list(summary.kustomizations, (k) => `    ${k.root}: ${k.status === 'rendered' ? `rendered, ${plural(k.objects, 'object')}` : `NOT rendered: ${k.reason ?? 'unknown'}`}`, limit));
  }
  if (summary.helm && summary.helm.length > 0) {
    out.push(`  helm: ${plural(summary.helm.length, 'render')}`);
    out.push(...list(summary.helm, (h) => `    ${h.label}${h.valuesSet ? ` (values ${h.valuesSet})` : ''}: ${h.status === 'rendered' ? `rendered, ${plural(h.objects, 'object')}` : `NOT rendered: ${h.reason ?? 'unknown'}`}`, limit));
  }
  for (const note of summary.notes ?? []) out.push(`  note: ${note}`);
  if (summary.skippedFiles.length > 0) {
    out.push(`  skipped: ${plural(summary.skippedFiles.length, 'file')} that ${summary.skippedFiles.length === 1 ? 'is' : 'are'} not Kubernetes objects`);
    out.push(...list(summary.skippedFiles, (s) => `    ${s.file}: ${s.reason}`, limit));
  }
  if (summary.ignoredFiles.length > 0) {
    if (options.detail) {
      out.push(`  ignored: ${plural(summary.ignoredFiles.length, 'path')} (a directory is not entered)`);
      out.push(...list(summary.ignoredFiles, (s) => `    ${s.file}: ${s.reason}`, limit));
    } else {
      const by = new Map<string, number>();
      for (const f of summary.ignoredFiles) by.set(f.reason, (by.get(f.reason) ?? 0) + 1);
      out.push(`  ignored: ${plural(summary.ignoredFiles.length, 'path')} (${[...by].map(([reason, n]) => `${n} ${reason}`).join(', ')}; --summary lists them)`);
    }
  }
  return out.join('\n');
}

/**
 * The last line of a run. "No problems found." only when everything named was validated;
 * otherwise it says what was not.
 */
export function closingLine(findings: readonly Finding[], summary: RunSummary): string {
  const notValidated = summary.objects - summary.validated;
  const unrendered = summary.kustomizations.filter((k) => k.status !== 'rendered').length;
  const helmUnrendered = (summary.helm ?? []).filter((h) => h.status !== 'rendered').length;
  const gaps = [
    ...(notValidated > 0 ? [`${plural(notValidated, 'object')} not validated`] : []),
    ...(unrendered > 0 ? [`${plural(unrendered, 'kustomization')} not rendered`] : []),
    ...(helmUnrendered > 0 ? [`${plural(helmUnrendered, 'Helm render')} not made`] : []),
  ];
  if (findings.length > 0) return summaryLine(findings) + (gaps.length ? ` (${gaps.join(', ')})` : '');
  if (summary.objects === 0 && unrendered === 0 && helmUnrendered === 0) return 'No Kubernetes objects found to check.';
  if (gaps.length === 0) return 'No problems found.';
  return `No problems found in the ${plural(summary.validated, 'validated object')}; ${gaps.join(', ')} (see above).`;
}

export interface ReportOptions extends RenderOptions {
  /** Print only the summary and the closing line. */
  readonly summaryOnly?: boolean;
}

/**
 * `renderReport` in pieces, for writing to a stream: a JSON report is made piece by piece as the
 * stream takes it (a report of 60,000 findings is 27 MB); other formats are one piece.
 */
export function renderReportPieces(findings: readonly Finding[], summary: RunSummary, options: ReportOptions): Iterable<string> {
  if (options.format === 'json' && !options.summaryOnly) return jsonReportPieces(findings, { checked: summary });
  return [renderReport(findings, summary, options)];
}

/** A report with the run summary, in any format. */
export function renderReport(findings: readonly Finding[], summary: RunSummary, options: ReportOptions): string {
  if (options.summaryOnly) {
    if (options.format === 'json') return JSON.stringify({ checked: summary }, null, 2) + '\n';
    return `${renderSummaryText(summary, { limit: Number.POSITIVE_INFINITY, detail: true })}\n${closingLine(findings, summary)}\n`;
  }
  // JSON is built as one object: rendering the findings alone and parsing them back held the
  // report three times over (60,000 findings: a 27 MB string, its parse, and the final string).
  if (options.format === 'json') return [...jsonReportPieces(findings, { checked: summary })].join('');
  const body = renderFindings(findings, options);
  switch (options.format) {
    case 'text': {
      const closing = summaryLine(findings) + '\n';
      const head = body.endsWith(closing) ? body.slice(0, -closing.length) : body;
      return `${head}${renderSummaryText(summary)}\n${closingLine(findings, summary)}\n`;
    }
    case 'markdown': {
      const text = renderSummaryText(summary).replace(/[<>&|`]/g, (c) => `&#${c.charCodeAt(0)};`);
      const closing = closingLine(findings, summary);
      const honest = findings.length === 0 && closing !== 'No problems found.' ? body.replace('✅ No problems found.', `⚠️ ${closing}`) : body;
      return `${honest.trimEnd()}\n\n<details><summary>${closingLine(findings, summary).replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`)}</summary>\n\n<pre>\n${text}\n</pre>\n</details>\n`;
    }
    default:
      return body;
  }
}
