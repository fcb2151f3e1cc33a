import { appendFile, stat } from 'node:fs/promises';
import { GITHUB_LIMITS, truncateText, utf8Bytes } from './limits.js';

export interface StepSummaryAppend {
  /** `$GITHUB_STEP_SUMMARY`. */
  readonly path: string;
  readonly markdown: string;
  /** Said where the markdown is cut, e.g. where the full report is. */
  readonly notice: string;
  /** Default: GitHub's 1 MiB per step. Above it the runner drops the WHOLE summary, so we cut first. */
  readonly maxBytes?: number;
}

/**
 * Appends markdown to the job summary, cut (at a line break, with `notice`) so the
 * file stays within the per-step limit together with what other code already wrote.
 */
export async function appendStepSummary(request: StepSummaryAppend): Promise<{ readonly bytes: number; readonly truncated: boolean }> {
  const limit = request.maxBytes ?? GITHUB_LIMITS.stepSummaryBytes;
  let existing = 0;
  try {
    existing = (await stat(request.path)).size;
  } catch {
    // Not there yet: the runner creates it empty, tests may not.
  }
  const room = Math.max(0, limit - existing);
  const { text, truncated } = truncateText(request.markdown, { maxBytes: room, notice: request.notice });
  await appendFile(request.path, text, 'utf8');
  return { bytes: utf8Bytes(text), truncated };
}
