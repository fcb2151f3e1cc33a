import type { Finding } from '../core/findings/finding.js';
import { annotationsFromFindings } from '../io/github/annotations.js';
import type { CheckRunRef } from '../io/github/check-runs.js';
import { GitHubError, toGitHubError } from '../io/github/errors.js';
import { GITHUB_LIMITS } from '../io/github/limits.js';
import type { GitHubReporter } from '../io/github/reporter.js';
import { fallbackAnnotationCommands } from '../io/github/workflow-commands.js';
import { CHECK_RUN_NAMES, checkRunTitle, conclusionOf, modeMarkdown, modeTitle, type ModeResult } from './results.js';
import { markdownCode } from '../core/findings/render/markdown-escape.js';
import { shownFileName, type ActionSettings, type Mode } from './settings.js';

/** Marks driftgate's PR comment so later runs update it in place. */
export const COMMENT_MARKER = 'report';

/**
 * Reporting to GitHub for one run: check runs per mode while it works, workflow-command
 * annotations when it cannot (fork PRs, outages), and the PR comment. Nothing here
 * throws: every failure becomes a note for the log and the job summary.
 */
export class GitHubChannel {
  /** What went wrong or was skipped, for the log and the job summary. */
  readonly notes: string[] = [];
  private readonly runs = new Map<Mode, CheckRunRef>();
  private readonly reported = new Map<Mode, { url?: string; annotations: number; omitted: number }>();
  /** Set once check runs cannot be written; later writes are skipped. */
  private blocked: GitHubError | undefined;

  constructor(
    private readonly reporter: GitHubReporter | undefined,
    private readonly settings: ActionSettings,
    private readonly log: (message: string) => void,
  ) {
    if (!reporter) this.notes.push('No `token` input: results are reported in this summary and as workflow annotations only.');
  }

  /** Says where the full report is, for truncated texts. */
  overflowNote(): string {
    const where = this.settings.detailsUrl ? `the [job summary](${this.settings.detailsUrl})` : 'the job summary';
    return `The full list is in ${where} and in the SARIF file ${markdownCode(shownFileName(this.settings.sarifFile))} (step output \`sarif-file\`).`;
  }

  /** Creates a check run in progress per mode, on the head commit. */
  async start(modes: readonly Mode[]): Promise<void> {
    if (!this.reporter) return;
    for (const mode of modes) {
      try {
        const run = await this.reporter.createCheckRun({
          name: CHECK_RUN_NAMES[mode],
          headSha: this.settings.event.headSha,
          externalId: mode,
          ...(this.settings.detailsUrl ? { detailsUrl: this.settings.detailsUrl } : {}),
          title: 'Running…',
          summary: `${modeTitle(mode)}: running on ${this.settings.event.headSha.slice(0, 7)}.`,
        });
        this.runs.set(mode, run);
      } catch (error) {
        if (this.fail(toGitHubError(error, `create check run ${CHECK_RUN_NAMES[mode]}`))) return;
      }
    }
  }

  /** Completes the check runs; modes that could not be reported this way fall back to workflow commands. */
  async complete(results: readonly ModeResult[]): Promise<void> {
    for (const result of results) {
      const run = this.runs.get(result.mode);
      if (!this.reporter || !run || this.blocked) continue;
      const annotations = annotationsFromFindings(result.findings);
      try {
        const done = await this.reporter.completeCheckRun(run, {
          conclusion: conclusionOf(result, this.settings.failOn),
          title: checkRunTitle(result),
          summary: modeMarkdown(result, { maxBytes: GITHUB_LIMITS.checkRunTextBytes, truncationNote: this.overflowNote() }),
          annotations,
          overflowNote: this.overflowNote(),
        });
        this.reported.set(result.mode, { ...(done.htmlUrl ? { url: done.htmlUrl } : {}), annotations: done.annotationsSent, omitted: done.annotationsOmitted });
        for (const e of done.batchErrors) this.notes.push(`Some annotations of ${run.name} were not accepted: ${e.message}`);
        if (done.annotationsOmitted > 0) this.notes.push(`${run.name}: ${done.annotationsOmitted} findings are not annotated on the check run; they are listed in this summary and in the SARIF file.`);
      } catch (error) {
        this.fail(toGitHubError(error, `complete check run ${run.name}`));
      }
    }
  }

  /** Workflow-command annotations for findings that did not reach a check run. */
  fallbackCommands(results: readonly ModeResult[]): string {
    const unreported = results.filter((r) => !this.reported.has(r.mode));
    const findings: Finding[] = unreported.flatMap((r) => r.findings);
    if (findings.length === 0) return '';
    const { commands, omitted } = fallbackAnnotationCommands(findings, { whereTheRestIs: `All ${findings.length} are in the job summary and in the SARIF file ${shownFileName(this.settings.sarifFile)} (step output sarif-file).` });
    if (this.reporter) {
      this.notes.push(
        `Reported as workflow annotations instead of check runs${omitted > 0 ? ` (GitHub shows at most ${GITHUB_LIMITS.workflowAnnotationsPerLevel} per level per step, so ${omitted} are only in this summary and the SARIF file)` : ''}.`,
      );
    }
    return commands;
  }

  /** Upserts the PR comment: created or updated with findings, updated to "resolved" once clean. */
  async comment(results: readonly ModeResult[], markdown: string): Promise<void> {
    const pr = this.settings.event.pullRequest;
    if (!this.reporter || !pr || !this.settings.comment) return;
    if (this.blocked?.kind === 'forbidden' || this.blocked?.kind === 'unauthorized') {
      this.notes.push('The PR comment was skipped: the token cannot write to this repository.');
      return;
    }
    const clean = results.every((r) => r.findings.length === 0 && r.failure === undefined);
    const sha = this.settings.event.headSha.slice(0, 7);
    const run = this.settings.detailsUrl ? ` · [workflow run](${this.settings.detailsUrl})` : '';
    const body = clean
      ? `### driftgate\n\n✅ **Resolved.** No findings as of ${sha}; the problems reported here earlier are fixed.${run}\n`
      : `${markdown}\n<sub>driftgate on ${sha}${run}. This comment is updated in place.</sub>\n`;
    try {
      const result = await this.reporter.upsertComment({ issueNumber: pr.number, marker: COMMENT_MARKER, body, mode: clean ? 'update-only' : 'create-or-update' });
      if (result.action !== 'absent') this.log(`PR comment ${result.action}${result.htmlUrl ? `: ${result.htmlUrl}` : ''}`);
    } catch (error) {
      this.notes.push(`The PR comment could not be written: ${toGitHubError(error, 'PR comment').message}`);
    }
  }

  /** Markdown lines linking the check runs that were written. */
  links(): string[] {
    return [...this.reported.entries()].filter(([, r]) => r.url).map(([mode, r]) => `[${CHECK_RUN_NAMES[mode]}](${r.url})`);
  }

  /** Records a failed check-run write; true when it blocks all further writes (a permission problem). */
  private fail(error: GitHubError): boolean {
    const permanent = error.kind === 'forbidden' || error.kind === 'unauthorized';
    if (permanent) this.blocked = error;
    if (error.kind === 'forbidden') {
      const fork = this.settings.event.pullRequest?.fromFork ? ' (a pull request from a fork gets a read-only token)' : '';
      this.notes.push(
        `Check runs could not be written: the token may not write checks${fork}. Results are in this summary and as workflow annotations; for fork PRs see the \`workflow_run\` setup in driftgate's docs/action.md. GitHub said: ${error.message}`,
      );
    } else {
      this.notes.push(`A check run could not be written (${error.kind}): ${error.message}. Its results are in this summary and as workflow annotations.`);
    }
    this.log(`driftgate: ${this.notes.at(-1) ?? ''}`);
    return permanent;
  }
}
