import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { countBySeverity, failsAt, type RuleInfo } from '../core/findings/finding.js';
import { renderSarif } from '../core/findings/render/index.js';
import { EXIT, type ExitCode } from '../core/exit-codes.js';
import { DRIFTGATE_VERSION } from '../core/version.js';
import type { GitHubTiming } from '../io/github/client.js';
import { toGitHubError } from '../io/github/errors.js';
import { appendStepSummary } from '../io/github/job-summary.js';
import { createGitHubReporter, type GitHubReporter } from '../io/github/reporter.js';
import { formatRepository } from '../io/github/repository.js';
import { OUTPUTS, type OutputName } from './inputs.js';
import { GitHubChannel } from './report.js';
import { parseResultsFile, ResultsFileError, serializeResults } from './results-file.js';
import { escapeMarkdownText } from '../core/findings/render/markdown-escape.js';
import { conclusionOf, countsTitle, modeMarkdown, overallConclusion, type ModeResult } from './results.js';
import type { ActionRuntime } from './runtime.js';
import { kubeconfigMaskCommands, parseSettings, SettingsError, type ActionSettings, type PublishSettings } from './settings.js';

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
const COMMENT_MODE_BYTES = 60_000;

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
    return refuse(runtime, "The step's inputs are not valid", error.problems);
  }
  // Before anything could print them: the runner masks the kubeconfig's credentials from here on.
  runtime.command(kubeconfigMaskCommands(settings.kubeconfig));
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
  if (settings.publish) return publish({ runtime, settings, publishing: settings.publish, reporter, log });
  log(`driftgate ${DRIFTGATE_VERSION}: ${settings.modes.join(', ')} on ${settings.event.headSha}${settings.event.baseSha ? ` (base ${settings.event.baseSha})` : ''}`);

  // Check runs in progress, then the checks
  const channel = new GitHubChannel(reporter, settings, log);
  await channel.start(settings.modes);
  let results: ModeResult[];
  try {
    results = await deps.analyze(settings, log);
  } catch (error) {
    // A broken invariant: still complete the check runs (never leave them in progress) and exit 2.
    const detail = `internal error: ${error instanceof Error ? error.message : String(error)}. This is a bug in driftgate; please report it.`;
    log(`driftgate: ${detail}`);
    results = settings.modes.map((mode) => ({ mode, findings: [], scope: '', failure: detail }));
  }

  // Files for code scanning, artifacts and the fork-PR second stage
  const findings = results.flatMap((r) => r.findings);
  const sarifWritten = await writeOutputFile(settings.sarifFile, renderSarif(findings, { toolVersion: DRIFTGATE_VERSION, rules: mergeRules(results) }), channel);
  const resultsWritten = await writeOutputFile(
    settings.resultsFile,
    serializeResults({
      repository: formatRepository(settings.repository),
      headSha: settings.event.headSha,
      ...(settings.event.pullRequest ? { pullRequest: settings.event.pullRequest.number } : {}),
      failOn: settings.failOn,
      results,
    }),
    channel,
  );

  await report({ runtime, settings, channel, results, files: { sarif: sarifWritten, results: resultsWritten }, log });

  // Verdict: by the findings alone
  const failedModes = results.filter((r) => r.failure !== undefined);
  const fails = failsAt(findings, settings.failOn);
  log(`driftgate: ${countsTitle(findings)}; ${failedModes.length ? `${failedModes.map((r) => r.mode).join(', ')} could not run` : fails ? `failing (fail-on: ${settings.failOn})` : 'passing'}.`);
  if (failedModes.length > 0) return EXIT.usage;
  return fails ? EXIT.findings : EXIT.ok;
}

/**
 * `mode: publish` (on `workflow_run`): posts the results a fork PR's read-only run wrote.
 * The file is untrusted: it must be for this repository and for the commit GitHub says
 * the first stage ran on, and the PR it names must currently have that head commit,
 * or nothing is commented. Exit code 2 when the file is refused, 0 otherwise: the
 * verdict was the first stage's.
 */
async function publish(options: { runtime: ActionRuntime; settings: ActionSettings; publishing: PublishSettings; reporter: GitHubReporter | undefined; log: (m: string) => void }): Promise<ExitCode> {
  const { runtime, settings, publishing, reporter, log } = options;
  const run = publishing.workflowRun;
  let text: string;
  try {
    text = await readFile(publishing.resultsFile, 'utf8');
  } catch (error) {
    return refuse(runtime, 'The results file could not be read', [`${publishing.resultsFile}: ${error instanceof Error ? error.message : String(error)}`]);
  }
  let file;
  try {
    file = parseResultsFile(text);
  } catch (error) {
    if (!(error instanceof ResultsFileError)) throw error;
    return refuse(runtime, 'The results file was refused', [`${publishing.resultsFile}: ${error.message}`]);
  }
  const problems = [
    ...(file.repository !== formatRepository(settings.repository) ? [`it is for ${file.repository}, not ${formatRepository(settings.repository)}`] : []),
    ...(file.headSha !== run.headSha ? [`it is for commit ${file.headSha}, but the workflow run was on ${run.headSha}`] : []),
  ];
  if (problems.length > 0) return refuse(runtime, 'The results file was refused', problems.map((p) => `${publishing.resultsFile}: ${p}`));
  log(`driftgate ${DRIFTGATE_VERSION}: publishing ${file.results.map((r) => r.mode).join(', ')} for ${run.headSha}`);

  // The PR number comes from the file: comment only if that PR's head is this commit.
  let pullRequest: ActionSettings['event']['pullRequest'];
  const notes: string[] = [];
  if (file.pullRequest !== undefined && reporter) {
    try {
      const pr = await reporter.getPullRequest(file.pullRequest);
      if (pr.state === 'open' && pr.headSha === run.headSha) {
        pullRequest = { number: pr.number, headSha: pr.headSha, baseSha: run.headSha, baseRef: '', headRef: '', fromFork: pr.headRepository !== formatRepository(settings.repository) };
      } else {
        notes.push(`No PR comment: pull request #${file.pullRequest} is ${pr.state} with head ${pr.headSha.slice(0, 7)}, not ${run.headSha.slice(0, 7)}.`);
      }
    } catch (error) {
      notes.push(`No PR comment: pull request #${file.pullRequest} could not be read: ${toGitHubError(error, 'read pull request').message}`);
    }
  }
  // The artifact is data, not a verdict: this job recomputes every conclusion from the findings
  // with its own fail-on, and drops what the file says about outcome, title and details. Its
  // free texts (scope, failure) are shown as escaped text.
  const results: ModeResult[] = file.results.map((r) => ({
    mode: r.mode,
    findings: r.findings,
    scope: escapeMarkdownText(r.scope),
    ...(r.failure !== undefined ? { failure: r.failure } : {}),
  }));
  if (file.failOn !== settings.failOn) notes.push(`The results file asked for fail-on ${file.failOn}; this job's own fail-on ${settings.failOn} decides the conclusions.`);
  const published: ActionSettings = {
    ...settings,
    modes: results.map((r) => r.mode),
    skippedModes: [],
    event: { name: run.event, headSha: run.headSha, ...(pullRequest ? { pullRequest } : {}) },
    ...(run.htmlUrl ? { detailsUrl: run.htmlUrl } : {}),
  };
  const channel = new GitHubChannel(reporter, published, log);
  channel.notes.push(...notes);
  await channel.start(published.modes);
  await report({ runtime, settings: published, channel, results, files: { sarif: false, results: false }, log });
  return EXIT.ok;
}

/** Check runs, workflow-command fallback, job summary, PR comment and outputs. Never throws for GitHub's sake. */
async function report(options: {
  runtime: ActionRuntime;
  settings: ActionSettings;
  channel: GitHubChannel;
  results: readonly ModeResult[];
  files: { sarif: boolean; results: boolean };
  log: (m: string) => void;
}): Promise<void> {
  const { runtime, settings, channel, results, files, log } = options;
  const findings = results.flatMap((r) => r.findings);
  await channel.complete(results);
  runtime.command(channel.fallbackCommands(results));
  const commentMarkdown = results
    .filter((r) => r.findings.length > 0 || r.failure !== undefined)
    .map((r) => modeMarkdown(r, { maxBytes: Math.floor(COMMENT_MODE_BYTES / Math.max(1, results.length)), truncationNote: channel.overflowNote() }))
    .join('\n');
  await channel.comment(results, commentMarkdown);

  const conclusion = overallConclusion(results.map((r) => conclusionOf(r, settings.failOn)));
  const summaryMarkdown = results.map((r) => modeMarkdown(r, { maxBytes: SUMMARY_MODE_BYTES, truncationNote: `The full list is in the SARIF file ${settings.sarifFile}.` })).join('\n');
  const links = channel.links();
  await writeSummary(
    runtime,
    [
      summaryMarkdown,
      links.length ? `Check runs: ${links.join(' · ')}` : '',
      settings.skippedModes.map((s) => `- \`${s.mode}\` skipped: ${s.reason}.`).join('\n'),
      channel.notes.map((n) => `> [!NOTE]\n> ${n}`).join('\n\n'),
      `<sub>driftgate ${DRIFTGATE_VERSION} · fail-on: ${settings.failOn} · conclusion: ${conclusion}${files.sarif ? ` · SARIF: \`${settings.sarifFile}\`` : ''}</sub>`,
    ]
      .filter((s) => s !== '')
      .join('\n\n') + '\n',
  );
  for (const note of channel.notes) log(`driftgate: ${note}`);

  const counts = countBySeverity(findings);
  const outputs: [OutputName, string][] = [
    [OUTPUTS.errors, String(counts.error)],
    [OUTPUTS.warnings, String(counts.warning)],
    [OUTPUTS.infos, String(counts.info)],
    [OUTPUTS.findings, String(findings.length)],
    [OUTPUTS.sarifFile, files.sarif ? settings.sarifFile : ''],
    [OUTPUTS.resultsFile, files.results ? settings.resultsFile : ''],
    [OUTPUTS.conclusion, conclusion],
  ];
  for (const [name, value] of outputs) {
    try {
      await runtime.setOutput(name, value);
    } catch (error) {
      log(`driftgate: output ${name} could not be set: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** Errors that stop the step before anything is checked: annotations, summary, exit 2. */
async function refuse(runtime: ActionRuntime, title: string, problems: readonly string[]): Promise<ExitCode> {
  runtime.command(problems.map((p) => `::error title=driftgate::${escapeData(p)}`).join('\n'));
  await writeSummary(runtime, `### driftgate\n\n❌ ${title}:\n\n${problems.map((p) => `- ${p}`).join('\n')}\n`);
  return EXIT.usage;
}

async function writeOutputFile(file: string, content: string, channel: GitHubChannel): Promise<boolean> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    return true;
  } catch (error) {
    channel.notes.push(`${file} could not be written: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
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
