import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { countBySeverity, failsAt, type Finding, type RuleInfo } from '../core/findings/finding.js';
import { renderSarif } from '../core/findings/render/index.js';
import { EXIT, type ExitCode } from '../cli/command.js';
import { DRIFTGATE_VERSION } from '../cli/version.js';
import type { GitHubTiming } from '../io/github/client.js';
import { appendStepSummary } from '../io/github/job-summary.js';
import { createGitHubReporter } from '../io/github/reporter.js';
import { OUTPUTS } from './inputs.js';
import { GitHubChannel } from './report.js';
import { conclusionOf, countsTitle, modeMarkdown, overallConclusion, type ModeResult } from './results.js';
import type { ActionRuntime } from './runtime.js';
import { parseSettings, SettingsError, type ActionSettings } from './settings.js';

/** Runs the selected modes and returns what each found. The default runs the real pipeline. */
export type Analyzer = (settings: ActionSettings, log: (message: string) => void) => Promise<ModeResult[]>;

export interface ActionDependencies {
  readonly runtime: ActionRuntime;
  readonly analyze: Analyzer;
  /** GitHub client delays; tests pass zeros. */
  readonly githubTiming?: GitHubTiming;
}

/** Budget for the job summary's findings (the rest of the 1 MiB goes to notes and headings). */
const SUMMARY_MODE_BYTES = 300 * 1024;
/** Budget for the PR comment's findings (GitHub's limit is 65,536 characters). */
const COMMENT_MODE_CHARS = 60_000;

/**
 * The Action: inputs → settings → the same checks as the CLI → check runs, job summary,
 * PR comment, outputs. The exit code depends on the findings only: 1 when one is at or
 * above `fail-on`, 2 when the inputs are wrong or a mode could not run, 0 otherwise. A
 * failure to report never changes it.
 */
export async function runAction(deps: ActionDependencies): Promise<ExitCode> {
  const { runtime } = deps;
  const log = (m: string): void => runtime.info(m);

  // Settings
  let settings: ActionSettings;
  try {
    settings = parseSettings({ getInput: runtime.getInput, env: runtime.env, eventPayload: await readEventPayload(runtime.env['GITHUB_EVENT_PATH']) });
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    runtime.command(error.problems.map((p) => `::error title=driftgate input::${escapeData(p)}`).join('\n'));
    await writeSummary(runtime, `### driftgate\n\n❌ The step's inputs are not valid:\n\n${error.problems.map((p) => `- ${p}`).join('\n')}\n`);
    return EXIT.usage;
  }
  log(`driftgate ${DRIFTGATE_VERSION}: ${settings.modes.join(', ')} on ${settings.event.headSha}${settings.event.baseSha ? ` (base ${settings.event.baseSha})` : ''}`);

  // Check runs in progress
  const reporter = settings.token
    ? createGitHubReporter({
        repository: settings.repository,
        client: {
          token: settings.token,
          baseUrl: settings.apiUrl,
          userAgent: `driftgate-action/${DRIFTGATE_VERSION}`,
          log: { debug: () => undefined, info: log, warn: log },
          ...(deps.githubTiming ? { timing: deps.githubTiming } : {}),
        },
      })
    : undefined;
  const channel = new GitHubChannel(reporter, settings, log);
  await channel.start(settings.modes);

  // Check
  const results = await deps.analyze(settings, log);
  const findings = results.flatMap((r) => r.findings);

  // SARIF (every finding, for code scanning or an artifact)
  let sarifWritten = false;
  try {
    await mkdir(path.dirname(settings.sarifFile), { recursive: true });
    await writeFile(settings.sarifFile, renderSarif(findings, { toolVersion: DRIFTGATE_VERSION, rules: mergeRules(results) }));
    sarifWritten = true;
  } catch (error) {
    channel.notes.push(`The SARIF file ${settings.sarifFile} could not be written: ${error instanceof Error ? error.message : String(error)}`);
  }

  // Report: check runs, then annotations for what did not get there, summary, comment
  await channel.complete(results);
  runtime.command(channel.fallbackCommands(results));
  const summaryMarkdown = results.map((r) => modeMarkdown(r, { maxBytes: SUMMARY_MODE_BYTES, truncationNote: `The full list is in the SARIF file ${settings.sarifFile}.` })).join('\n');
  const commentMarkdown = results
    .filter((r) => r.findings.length > 0 || r.failure !== undefined)
    .map((r) => modeMarkdown(r, { maxBytes: Math.floor(COMMENT_MODE_CHARS / Math.max(1, results.length)), truncationNote: channel.overflowNote() }))
    .join('\n');
  await channel.comment(results, commentMarkdown);
  const conclusion = overallConclusion(results.map((r) => conclusionOf(r, settings.failOn)));
  const skipped = settings.skippedModes.map((s) => `- \`${s.mode}\` skipped: ${s.reason}.`);
  const links = channel.links();
  await writeSummary(
    runtime,
    [
      summaryMarkdown,
      links.length ? `Check runs: ${links.join(' · ')}` : '',
      skipped.join('\n'),
      channel.notes.map((n) => `> [!NOTE]\n> ${n}`).join('\n\n'),
      `<sub>driftgate ${DRIFTGATE_VERSION} · fail-on: ${settings.failOn} · conclusion: ${conclusion}${sarifWritten ? ` · SARIF: \`${settings.sarifFile}\`` : ''}</sub>`,
    ]
      .filter((s) => s !== '')
      .join('\n\n') + '\n',
  );
  for (const note of channel.notes) log(`driftgate: ${note}`);

  // Outputs
  const counts = countBySeverity(findings);
  const outputs: [string, string][] = [
    [OUTPUTS.errors, String(counts.error)],
    [OUTPUTS.warnings, String(counts.warning)],
    [OUTPUTS.infos, String(counts.info)],
    [OUTPUTS.findings, String(findings.length)],
    [OUTPUTS.sarifFile, sarifWritten ? settings.sarifFile : ''],
    [OUTPUTS.conclusion, conclusion],
  ];
  for (const [name, value] of outputs) {
    try {
      await runtime.setOutput(name as (typeof OUTPUTS)[keyof typeof OUTPUTS], value);
    } catch (error) {
      log(`driftgate: output ${name} could not be set: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  // Verdict: by the findings alone
  const failedModes = results.filter((r) => r.failure !== undefined);
  const fails = failsAt(findings, settings.failOn);
  log(`driftgate: ${countsTitle(findings)}; ${failedModes.length ? `${failedModes.map((r) => r.mode).join(', ')} could not run` : fails ? `failing (fail-on: ${settings.failOn})` : 'passing'}.`);
  if (failedModes.length > 0) return EXIT.usage;
  return fails ? EXIT.findings : EXIT.ok;
}

async function readEventPayload(file: string | undefined): Promise<unknown> {
  if (file === undefined || file === '') return undefined;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    throw new SettingsError([`GITHUB_EVENT_PATH: ${file} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}.`]);
  }
}

async function writeSummary(runtime: ActionRuntime, markdown: string): Promise<void> {
  if (!runtime.stepSummaryPath) {
    runtime.info(markdown);
    return;
  }
  try {
    const { truncated } = await appendStepSummary({ path: runtime.stepSummaryPath, markdown, notice: 'The job summary is cut at GitHub’s 1 MiB limit; the full list is in the SARIF file.' });
    if (truncated) runtime.info('driftgate: the job summary was cut to fit GitHub’s 1 MiB limit.');
  } catch (error) {
    runtime.info(`driftgate: the job summary could not be written: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function mergeRules(results: readonly ModeResult[]): Map<string, RuleInfo> {
  const rules = new Map<string, RuleInfo>();
  for (const r of results) for (const [id, info] of r.rules ?? []) rules.set(id, info);
  return rules;
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export type { Finding };
