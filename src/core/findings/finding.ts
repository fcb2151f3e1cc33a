/**
 * The one shape for everything a user must fix, whichever part of driftgate found it.
 * Renderers format findings; they never re-derive locations.
 */

export const SEVERITIES = ['error', 'warning', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Which object a finding is about. Fields are absent when the document does not say. */
export interface ObjectRef {
  readonly apiVersion?: string;
  readonly kind?: string;
  readonly namespace?: string;
  readonly name?: string;
}

export interface Finding {
  /** Stable, documented identifier users can configure and waive, e.g. `schema/type`. */
  readonly ruleId: string;
  readonly severity: Severity;
  /** What is wrong, with what was expected and what was found where that applies. */
  readonly message: string;
  /** Repository-relative path with `/` separators. Absent for findings about no file. */
  readonly file?: string;
  /** 1-based. */
  readonly line?: number;
  /** 1-based, in UTF-16 code units like editors and GitHub annotations. */
  readonly column?: number;
  readonly endLine?: number;
  readonly endColumn?: number;
  /** RFC 6901 JSON pointer into the document the finding is about. */
  readonly pointer?: string;
  readonly object?: ObjectRef;
  /** How to fix it. */
  readonly hint?: string;
}

/** Describes a rule for SARIF `tool.driver.rules` and for docs. */
export interface RuleInfo {
  readonly id: string;
  readonly summary: string;
  readonly defaultSeverity: Severity;
  readonly helpUri?: string;
  /** GitHub code scanning's `security-severity` (0.0–10.0) for a rule that guards a security boundary. */
  readonly securitySeverity?: number;
}

const SEVERITY_RANK: Record<Severity, number> = { error: 3, warning: 2, info: 1 };

export function severityRank(severity: Severity): number {
  return SEVERITY_RANK[severity];
}

export function isAtLeast(severity: Severity, threshold: Severity): boolean {
  return SEVERITY_RANK[severity] >= SEVERITY_RANK[threshold];
}

/** Stable order: by file, then line, column, rule id and message. Findings without a file come first. */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    compareText(a.file ?? '', b.file ?? '') ||
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    compareText(a.ruleId, b.ruleId) ||
    compareText(a.message, b.message)
  );
}

export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(compareFindings);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export interface SeverityCounts {
  readonly error: number;
  readonly warning: number;
  readonly info: number;
}

export function countBySeverity(findings: readonly Finding[]): SeverityCounts {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity] += 1;
  return counts;
}

export const FAIL_ON = ['error', 'warning', 'never'] as const;
export type FailOn = (typeof FAIL_ON)[number];

/** True when any finding is at or above the threshold the user chose. */
export function failsAt(findings: readonly Finding[], failOn: FailOn): boolean {
  if (failOn === 'never') return false;
  return findings.some((f) => isAtLeast(f.severity, failOn));
}

/** "file:line:column", or as much of it as is known. */
export function formatLocation(f: Pick<Finding, 'file' | 'line' | 'column'>): string {
  if (f.file === undefined) return '';
  if (f.line === undefined) return f.file;
  return f.column === undefined ? `${f.file}:${f.line}` : `${f.file}:${f.line}:${f.column}`;
}

export function describeObject(o: ObjectRef | undefined): string {
  if (!o || (!o.kind && !o.name)) return '';
  const ns = o.namespace ? `${o.namespace}/` : '';
  return `${o.kind ?? '?'} ${ns}${o.name ?? '?'}`;
}

/** Findings without repeats: the same rule, place and message reported twice counts once (first kept). */
export function dedupeFindings(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.ruleId}|${f.file ?? ''}|${f.line ?? 0}|${f.column ?? 0}|${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A rough measure of the memory findings hold, for memos bounded by size. */
export function findingsChars(findings: readonly Finding[]): number {
  let chars = 16;
  for (const f of findings) chars += 200 + f.message.length + (f.hint?.length ?? 0);
  return chars;
}
