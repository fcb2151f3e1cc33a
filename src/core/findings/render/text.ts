import { countBySeverity, describeObject, sortFindings, type Finding, type Severity } from '../finding.js';

const COLOURS: Record<Severity, string> = { error: '\u001b[31m', warning: '\u001b[33m', info: '\u001b[36m' };
const DIM = '\u001b[2m';
const BOLD = '\u001b[1m';
const RESET = '\u001b[0m';

export interface TextOptions {
  /** ANSI colours; callers enable them only on a TTY. */
  readonly colour: boolean;
}

/** Findings grouped by file, sorted by line, one line each plus an indented hint. */
export function renderText(findings: readonly Finding[], options: TextOptions): string {
  const paint = (code: string, text: string): string => (options.colour ? `${code}${text}${RESET}` : text);
  const groups = new Map<string, Finding[]>();
  for (const f of sortFindings(findings)) {
    const key = f.file ?? '';
    const group = groups.get(key);
    if (group) group.push(f);
    else groups.set(key, [f]);
  }
  const out: string[] = [];
  for (const [file, group] of groups) {
    out.push(paint(BOLD, file || '(no file)'));
    for (const f of group) {
      const where = f.line === undefined ? '' : `${f.line}:${f.column ?? 1}`;
      const object = describeObject(f.object);
      out.push(
        `  ${where.padEnd(8)} ${paint(COLOURS[f.severity], f.severity.padEnd(7))} ${f.message}  ${paint(DIM, f.ruleId)}` +
          (object ? paint(DIM, ` (${object})`) : ''),
      );
      if (f.hint) out.push(`  ${''.padEnd(8)} ${''.padEnd(7)} ${paint(DIM, `hint: ${f.hint}`)}`);
    }
    out.push('');
  }
  out.push(summaryLine(findings));
  return out.join('\n') + '\n';
}

export function summaryLine(findings: readonly Finding[]): string {
  const c = countBySeverity(findings);
  if (findings.length === 0) return 'No problems found.';
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}, ${plural(c.info, 'info')}`.replace(/infos/, 'info');
}
