import { countBySeverity, describeObject, sortFindings, type Finding, type Severity } from '../finding.js';
import { neutralizeCommands } from './log-guard.js';

const COLOURS: Record<Severity, string> = { error: '\u001b[31m', warning: '\u001b[33m', info: '\u001b[36m' };
const DIM = '\u001b[2m';
const BOLD = '\u001b[1m';
const RESET = '\u001b[0m';

export interface TextOptions {
  /** ANSI colours; callers enable them only on a TTY. */
  readonly colour: boolean;
  /** From this many findings on, a hint is printed once and a per-rule rollup ends the report (default 20). */
  readonly foldAt?: number;
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
  const fold = findings.length >= (options.foldAt ?? FOLD_AT);
  const hinted = new Set<string>();
  for (const [file, group] of groups) {
    out.push(paint(BOLD, file || '(no file)'));
    for (const f of group) {
      const where = f.line === undefined ? '' : `${f.line}:${f.column ?? 1}`;
      const object = describeObject(f.object);
      out.push(
        `  ${where.padEnd(8)} ${paint(COLOURS[f.severity], f.severity.padEnd(7))} ${f.message}  ${paint(DIM, f.ruleId)}` +
          (object ? paint(DIM, ` (${object})`) : ''),
      );
      if (f.hint && fold && hinted.has(`${f.ruleId}\u0000${f.hint}`)) continue;
      if (f.hint) hinted.add(`${f.ruleId}\u0000${f.hint}`);
      if (f.hint) out.push(`  ${''.padEnd(8)} ${''.padEnd(7)} ${paint(DIM, `hint: ${f.hint}`)}`);
    }
    out.push('');
  }
  if (fold) out.push(...ruleRollup(findings, paint(DIM, '(each hint is shown once; --format json lists every finding with its hint)')), '');
  out.push(summaryLine(findings));
  // File names and messages come from the repository; run in a workflow step, this is the log.
  return neutralizeCommands(out.join('\n')) + '\n';
}

const FOLD_AT = 20;

/** Findings per rule, most frequent first: what to fix first when there are many. */
function ruleRollup(findings: readonly Finding[], note: string): string[] {
  const byRule = new Map<string, { severity: Severity; count: number; files: Set<string> }>();
  for (const f of findings) {
    const entry = byRule.get(f.ruleId) ?? { severity: f.severity, count: 0, files: new Set<string>() };
    entry.count++;
    if (f.file !== undefined) entry.files.add(f.file);
    byRule.set(f.ruleId, entry);
  }
  const rows = [...byRule].sort(([a, x], [b, y]) => y.count - x.count || (a < b ? -1 : a > b ? 1 : 0));
  const width = Math.max(...rows.map(([, r]) => String(r.count).length));
  return [
    'Findings by rule:',
    ...rows.map(([id, r]) => `  ${String(r.count).padStart(width)}  ${r.severity.padEnd(7)}  ${id}  (${r.files.size} file${r.files.size === 1 ? '' : 's'})`),
    note,
  ];
}

export function summaryLine(findings: readonly Finding[]): string {
  const c = countBySeverity(findings);
  if (findings.length === 0) return 'No problems found.';
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(c.error, 'error')}, ${plural(c.warning, 'warning')}, ${plural(c.info, 'info')}`.replace(/infos/, 'info');
}
