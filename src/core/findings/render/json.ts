import { countBySeverity, sortFindings, type Finding } from '../finding.js';

/** Stable JSON: `{ summary, findings }`, findings sorted, fields in a fixed order. */
export function renderJson(findings: readonly Finding[]): string {
  return JSON.stringify(jsonReport(findings), null, 2) + '\n';
}

/** The object `renderJson` prints, for reports that add to it (the run summary) without printing it twice. */
export function jsonReport(findings: readonly Finding[]): { summary: ReturnType<typeof countBySeverity>; findings: object[] } {
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
  return { summary: countBySeverity(findings), findings: sorted };
}
