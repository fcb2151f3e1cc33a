import { countBySeverity, describeObject, formatLocation, sortFindings, type Finding, type Severity } from '../finding.js';
import { escapeMarkdownText, markdownCode } from './markdown-escape.js';

const ICON: Record<Severity, string> = { error: '🔴', warning: '🟡', info: '🔵' };

export interface MarkdownOptions {
  readonly title?: string;
  /** Longest output in characters; GitHub caps check-run summaries and comments at 65,535. */
  readonly maxLength?: number;
  /** Said where the output is cut, e.g. where the full report is. */
  readonly truncationNote?: string;
}

/** A markdown report: a count line, then a table of findings, cut cleanly at maxLength. */
export function renderMarkdown(findings: readonly Finding[], options: MarkdownOptions = {}): string {
  const c = countBySeverity(findings);
  const head = [
    `### ${options.title ?? 'driftgate'}`,
    '',
    findings.length === 0
      ? '✅ No problems found.'
      : `${ICON.error} ${c.error} error${c.error === 1 ? '' : 's'} · ${ICON.warning} ${c.warning} warning${c.warning === 1 ? '' : 's'} · ${ICON.info} ${c.info} info`,
    '',
  ];
  if (findings.length === 0) return head.join('\n');
  const rows = sortFindings(findings).map((f) => {
    const object = describeObject(f.object);
    const hint = f.hint ? `<br>_${cell(f.hint)}_` : '';
    return `| ${ICON[f.severity]} | ${markdownCode(formatLocation(f) || '—')} | ${markdownCode(f.ruleId)} | ${cell(f.message)}${hint} | ${cell(object)} |`;
  });
  const table = ['| | Location | Rule | Problem | Object |', '|---|---|---|---|---|'];
  const max = options.maxLength ?? Number.POSITIVE_INFINITY;
  let text = [...head, ...table].join('\n');
  for (let i = 0; i < rows.length; i++) {
    const remaining = rows.length - i;
    const note = `\n\n… and ${remaining} more finding${remaining === 1 ? '' : 's'}. ${options.truncationNote ?? ''}`.trimEnd();
    const row = rows[i] ?? '';
    if (text.length + 1 + row.length + note.length + 1 > max) {
      return text + note + '\n';
    }
    text += '\n' + row;
  }
  return text + '\n';
}

/** Repository text in a table cell: escaped, so it reads as text (see markdown-escape.ts). */
function cell(text: string): string {
  return escapeMarkdownText(text);
}
