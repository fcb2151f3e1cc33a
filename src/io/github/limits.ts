/**
 * GitHub's size limits for what driftgate sends, and helpers that cut text to fit them
 * without breaking a character. Pure.
 */
export const GITHUB_LIMITS = {
  /** Check run `output.summary` / `output.text`. The docs say "characters"; the server counts UTF-8 bytes (github/docs#35252). */
  checkRunTextBytes: 65_535,
  /** Annotations accepted per create/update request; further updates append. */
  annotationsPerRequest: 50,
  /** Check run annotation `title`, in characters. */
  annotationTitleChars: 255,
  /** Annotation `message` / `raw_details`: "64 KB". */
  annotationMessageBytes: 64 * 1024,
  /** Commit status `description`; longer ones are rejected with 422. */
  statusDescriptionChars: 140,
  /** Issue/PR comment body, in characters. */
  commentBodyChars: 65_536,
  /** `$GITHUB_STEP_SUMMARY` per step; above it the runner drops the whole summary. */
  stepSummaryBytes: 1024 * 1024,
  /** Workflow-command annotations the runner shows per step and level (error, warning, notice). */
  workflowAnnotationsPerLevel: 10,
} as const;

/** UTF-8 size of a string. */
export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/**
 * The longest prefix of `text` whose UTF-8 encoding fits in `maxBytes`, never splitting a
 * surrogate pair.
 */
export function prefixWithinBytes(text: string, maxBytes: number): string {
  if (utf8Bytes(text) <= maxBytes) return text;
  let bytes = 0;
  let end = 0;
  for (const ch of text) {
    const size = utf8Bytes(ch);
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += ch.length;
  }
  return text.slice(0, end);
}

export interface TruncateOptions {
  /** Upper bound in UTF-8 bytes. */
  readonly maxBytes: number;
  /** Appended after a cut, e.g. where the full report is. Counted in the limit. */
  readonly notice: string;
}

/**
 * `text` if it fits; otherwise a prefix cut at the last line break that keeps the result
 * (with `notice`) within the limit, so a markdown table row is never cut in half.
 */
export function truncateText(text: string, options: TruncateOptions): { text: string; truncated: boolean } {
  if (utf8Bytes(text) <= options.maxBytes) return { text, truncated: false };
  const suffix = `\n\n${options.notice}\n`;
  const room = options.maxBytes - utf8Bytes(suffix);
  if (room <= 0) return { text: prefixWithinBytes(options.notice, options.maxBytes), truncated: true };
  const prefix = prefixWithinBytes(text, room);
  const lastBreak = prefix.lastIndexOf('\n');
  const clean = lastBreak > 0 ? prefix.slice(0, lastBreak) : prefix;
  return { text: clean + suffix, truncated: true };
}

/** At most `maxChars` characters (UTF-16 code units), ending in `…` when cut. */
export function truncateChars(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  let cut = text.slice(0, Math.max(0, maxChars - 1));
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut + '…';
}
