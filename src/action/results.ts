import { countBySeverity, failsAt, type FailOn, type Finding, type RuleInfo } from '../core/findings/finding.js';
import { renderMarkdown } from '../core/findings/render/index.js';
import { escapeMarkdownText } from '../core/findings/render/markdown-escape.js';
import type { CheckConclusion } from '../io/github/check-runs.js';
import { truncateText, utf8Bytes } from '../io/github/limits.js';
import type { Mode } from './settings.js';

/** What one mode found. */
export interface ModeResult {
  readonly mode: Mode;
  readonly findings: readonly Finding[];
  readonly rules?: ReadonlyMap<string, RuleInfo>;
  /** What was looked at, one line, e.g. "3 changed files of 40 under tenants/". */
  readonly scope: string;
  /** Extra markdown after the findings (e.g. the drift diff). */
  readonly details?: string;
  /** Set when the mode could not run (configuration, git or cluster error): says why. */
  readonly failure?: string;
  /**
   * For modes whose result is not only findings (the drift preview: changes are not
   * problems): the check run's title, and `neutral` when there is something to look at.
   */
  readonly outcome?: { readonly conclusion: 'success' | 'neutral'; readonly title: string };
}

export const CHECK_RUN_NAMES: Record<Mode, string> = {
  check: 'driftgate / check',
  'crd-diff': 'driftgate / crd-diff',
  'drift-preview': 'driftgate / drift-preview',
};

const MODE_TITLES: Record<Mode, string> = {
  check: 'driftgate · manifests and policies',
  'crd-diff': 'driftgate · CRD compatibility',
  'drift-preview': 'driftgate · drift preview',
};

export function modeTitle(mode: Mode): string {
  return MODE_TITLES[mode];
}

/**
 * The check-run conclusion: `failure` when the step fails because of this mode (a finding
 * at or above fail-on, or the mode could not run), `neutral` for findings below it,
 * `success` for none. GitHub counts neutral as passing for required checks.
 */
export function conclusionOf(result: ModeResult, failOn: FailOn): CheckConclusion {
  if (result.failure !== undefined) return 'failure';
  if (failsAt(result.findings, failOn)) return 'failure';
  return result.findings.length > 0 || result.outcome?.conclusion === 'neutral' ? 'neutral' : 'success';
}

/** The worst of several conclusions (failure > neutral > success). */
export function overallConclusion(conclusions: readonly CheckConclusion[]): 'success' | 'neutral' | 'failure' {
  if (conclusions.includes('failure')) return 'failure';
  if (conclusions.includes('neutral')) return 'neutral';
  return 'success';
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "2 errors, 1 warning" / "No problems found". */
export function countsTitle(findings: readonly Finding[]): string {
  const c = countBySeverity(findings);
  const parts = [c.error ? plural(c.error, 'error') : '', c.warning ? plural(c.warning, 'warning') : '', c.info ? `${c.info} info` : ''].filter((p) => p !== '');
  return parts.length ? parts.join(', ') : 'No problems found';
}

/** The check-run title for a mode. */
export function checkRunTitle(result: ModeResult): string {
  if (result.failure !== undefined) return `Could not run: ${result.failure.split('\n')[0] ?? ''}`;
  if (result.outcome && result.findings.length === 0) return result.outcome.title;
  return result.outcome ? `${countsTitle(result.findings)}; ${result.outcome.title}` : countsTitle(result.findings);
}

/**
 * The markdown report of findings (the lead's renderer) cut to fit `maxBytes` of UTF-8:
 * the renderer counts characters, GitHub counts bytes, so shrink until it fits. The
 * renderer's own note then says how many findings were left out and where they are.
 */
export function markdownWithin(findings: readonly Finding[], options: { readonly title: string; readonly maxBytes: number; readonly truncationNote: string }): string {
  let maxLength = options.maxBytes;
  let text = renderMarkdown(findings, { title: options.title, maxLength, truncationNote: options.truncationNote });
  for (let attempt = 0; attempt < 8 && utf8Bytes(text) > options.maxBytes; attempt++) {
    maxLength = Math.floor((maxLength * options.maxBytes) / utf8Bytes(text)) - 256;
    if (maxLength <= 0) break;
    text = renderMarkdown(findings, { title: options.title, maxLength, truncationNote: options.truncationNote });
  }
  return text;
}

/** The markdown for a mode: scope line, findings table (or why it could not run), details. */
export function modeMarkdown(result: ModeResult, options: { readonly maxBytes: number; readonly truncationNote: string; readonly heading?: string }): string {
  const title = options.heading ?? modeTitle(result.mode);
  if (result.failure !== undefined) {
    return `### ${title}\n\n❌ driftgate could not run this part: ${escapeMarkdownText(result.failure)}\n`;
  }
  // escaped: it names the `paths` input's entries, and a results file from a fork carries its own
  const scope = result.scope ? `_${escapeMarkdownText(result.scope)}_\n\n` : '';
  if (result.outcome && result.findings.length === 0 && result.details) {
    // Nothing wrong, something to show (the drift preview): no empty findings table.
    return `### ${title}\n\n${scope}${truncateText(result.details, { maxBytes: options.maxBytes - utf8Bytes(title) - utf8Bytes(scope) - 8, notice: options.truncationNote }).text}\n`;
  }
  const detailsBudget = result.details ? Math.min(utf8Bytes(result.details) + 2, Math.floor(options.maxBytes / 3)) : 0;
  const table = markdownWithin(result.findings, { title, maxBytes: options.maxBytes - utf8Bytes(scope) - detailsBudget - 4, truncationNote: options.truncationNote });
  // Put the scope line under the heading the renderer wrote.
  const [heading, ...rest] = table.split('\n');
  const body = `${heading}\n\n${scope}${rest.join('\n').replace(/^\n+/, '')}`;
  if (!result.details) return body;
  const details = truncateText(result.details, { maxBytes: Math.max(0, detailsBudget - 2), notice: options.truncationNote }).text;
  return `${body}\n${details}\n`;
}
