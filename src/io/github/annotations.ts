import type { Finding, Severity } from '../../core/findings/finding.js';
import { GITHUB_LIMITS, prefixWithinBytes, truncateChars } from './limits.js';

/** One check-run annotation, in GitHub's wire shape. */
export interface CheckAnnotation {
  readonly path: string;
  readonly start_line: number;
  readonly end_line: number;
  /** Only when start_line equals end_line (GitHub rejects columns on multi-line ranges). */
  readonly start_column?: number;
  readonly end_column?: number;
  readonly annotation_level: AnnotationLevel;
  readonly message: string;
  readonly title?: string;
  readonly raw_details?: string;
}

export const ANNOTATION_LEVELS = ['notice', 'warning', 'failure'] as const;
export type AnnotationLevel = (typeof ANNOTATION_LEVELS)[number];

const LEVEL: Record<Severity, AnnotationLevel> = { error: 'failure', warning: 'warning', info: 'notice' };

/** The annotation level GitHub shows for a severity. */
export function annotationLevel(severity: Severity): AnnotationLevel {
  return LEVEL[severity];
}

/**
 * A finding as a check-run annotation, or undefined when it names no file (those appear
 * in the summary only). Title is the rule id; the hint and the JSON pointer go to
 * `raw_details`.
 */
export function annotationFromFinding(finding: Finding): CheckAnnotation | undefined {
  if (finding.file === undefined || finding.file === '') return undefined;
  const startLine = Math.max(1, finding.line ?? 1);
  const endLine = Math.max(startLine, finding.endLine ?? startLine);
  const columns: Pick<CheckAnnotation, 'start_column' | 'end_column'> = {};
  if (startLine === endLine && finding.line !== undefined && finding.column !== undefined) {
    const start = Math.max(1, finding.column);
    const end = Math.max(start, finding.endColumn ?? start);
    Object.assign(columns, { start_column: start, end_column: end });
  }
  const details = [
    finding.hint !== undefined ? `Hint: ${finding.hint}` : undefined,
    finding.pointer !== undefined && finding.pointer !== '' ? `Path: ${finding.pointer}` : undefined,
  ].filter((d): d is string => d !== undefined);
  return {
    path: finding.file,
    start_line: startLine,
    end_line: endLine,
    ...columns,
    annotation_level: LEVEL[finding.severity],
    message: prefixWithinBytes(finding.message, GITHUB_LIMITS.annotationMessageBytes),
    title: truncateChars(finding.ruleId, GITHUB_LIMITS.annotationTitleChars),
    ...(details.length > 0 ? { raw_details: prefixWithinBytes(details.join('\n'), GITHUB_LIMITS.annotationMessageBytes) } : {}),
  };
}

/** Annotations for every finding that has a file, in the order given. */
export function annotationsFromFindings(findings: readonly Finding[]): CheckAnnotation[] {
  return findings.map(annotationFromFinding).filter((a): a is CheckAnnotation => a !== undefined);
}

/** Splits a list into the batches GitHub accepts per request. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`batch size must be a positive integer, got ${size}`);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
