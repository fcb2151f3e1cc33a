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

/** Report text is handed out in pieces of about this many characters. */
const PIECE_CHARS = 64 * 1024;

/**
 * `JSON.stringify({ ...jsonReport(findings), ...extra }, null, 2) + '\n'` in pieces of about
 * PIECE_CHARS, for a writer that sends each piece on before the next is made: 60,000 findings
 * print 27 MB, which as one string (and its copy on the way to stdout) is most of the run's memory.
 */
export function* jsonReportPieces(findings: readonly Finding[], extra: Readonly<Record<string, unknown>> = {}): Generator<string> {
  const report = jsonReport(findings);
  let piece = `{\n  "summary": ${nested(report.summary, '  ')},\n  "findings": `;
  if (report.findings.length === 0) piece += '[]';
  else {
    piece += '[\n';
    const last = report.findings.length - 1;
    for (let i = 0; i <= last; i++) {
      piece += `    ${nested(report.findings[i], '    ')}${i < last ? ',' : ''}\n`;
      if (piece.length >= PIECE_CHARS) {
        yield piece;
        piece = '';
      }
    }
    piece += '  ]';
  }
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined) piece += `,\n  ${JSON.stringify(key)}: ${nested(value, '  ')}`;
  }
  yield `${piece}\n}\n`;
}

/** A value as JSON.stringify(…, null, 2) prints it inside an object indented by `indent` (JSON text has no raw newline in a string). */
function nested(value: unknown, indent: string): string {
  return (JSON.stringify(value, null, 2) ?? 'null').replace(/\n/g, `\n${indent}`);
}
