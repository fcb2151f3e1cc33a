import { countBySeverity, sortFindings, type Finding } from '../finding.js';

/** Stable JSON: `{ summary, findings }`, findings sorted, fields in a fixed order. */
export function renderJson(findings: readonly Finding[]): string {
  const sorted = sortFindings(findings).map((f) => ({
    ruleId: f.ruleId,
    severity: f.severity,
    message: f.message,
    file: f.file,
    line: f.line,
    column: f.column,
    endLine: f.endLine,
    endColumn: f.endColumn,
    pointer: f.pointer,
    object: f.object,
    hint: f.hint,
  }));
  return JSON.stringify({ summary: countBySeverity(findings), findings: sorted }, null, 2) + '\n';
}
