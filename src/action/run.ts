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
import { INPUTS, OUTPUTS, type InputName, type OutputName } from './inputs.js';
import { GitHubChannel } from './report.js';
import { parseResultsFile, ResultsFileError, serializeResults, type ResultsFile } from './results-file.js';
import { preparePublishRevisions } from './publish-revisions.js';
import { escapeMarkdownText, markdownCode } from '../core/findings/render/markdown-escape.js';
import { conclusionOf, countsTitle, modeMarkdown, overallConclusion, type ModeResult } from './results.js';
import type { ActionRuntime } from './runtime.js';
import { kubeconfigMaskCommands, parseSettings, SettingsError, shownFileName, type ActionSettings, type Mode, type PublishSettings } from './settings.js';

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
  if (settings.publish) return publish({ runtime, settings, publishing: settings.publish, reporter, analyze: deps.analyze, log });
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
  const sarifWritten = await writeOutputFile(INPUTS.sarifFile, settings.sarifFile, renderSarif(findings, { toolVersion: DRIFTGATE_VERSION, rules: mergeRules(results) }), channel);
  const resultsWritten = await writeOutputFile(
    INPUTS.resultsFile,
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
 * `mode: publish` (on `workflow_run`): the second stage of the fork-PR split. It runs in the
 * base repository's own workflow with a write token, and judges the PR itself: the PR head
 * (the commit GitHub says stage 1 ran on) is fetched and read as data, with the configuration
 * of the trusted checkout (the base branch). Nothing from the PR runs. Stage 1's results file
 * is a hint only (which PR to comment on, checked with GitHub; a note when its counts differ):
 * an empty or forged file changes nothing. Exit code as for a normal run.
 */
async function publish(options: {
  runtime: ActionRuntime;
  settings: ActionSettings;
  publishing: PublishSettings;
  reporter: GitHubReporter | undefined;
  analyze: Analyzer;
  log: (m: string) => void;
}): Promise<ExitCode> {
  const { runtime, settings, publishing, reporter, analyze, log } = options;
  const run = publishing.workflowRun;
  const notes: string[] = [];

  // Stage 1's file: untrusted, read only for what GitHub can confirm.
  const claim = await readResultsClaim(publishing.resultsFile, settings, run.headSha);
  if (claim.problem !== undefined) notes.push(`Stage 1's results file was not used: ${claim.problem}`);

  // The PR to comment on: one GitHub lists for the run, else the file's claim; either only if its head is this commit.
  let pullRequest: ActionSettings['event']['pullRequest'];
  const candidates = [...run.pullRequests, ...(claim.file?.pullRequest !== undefined ? [claim.file.pullRequest] : [])];
  const candidate = candidates[0];
  if (candidate !== undefined && reporter) {
    try {
      const pr = await reporter.getPullRequest(candidate);
      if (pr.state === 'open' && pr.headSha === run.headSha) {
        pullRequest = { number: pr.number, headSha: pr.headSha, baseSha: '', baseRef: '', headRef: '', fromFork: pr.headRepository !== formatRepository(settings.repository) };
      } else {
        notes.push(`No PR comment: pull request #${candidate} is ${pr.state} with head ${pr.headSha.slice(0, 7)}, not ${run.headSha.slice(0, 7)}.`);
      }
    } catch (error) {
      notes.push(`No PR comment: pull request #${candidate} could not be read: ${toGitHubError(error, 'read pull request').message}`);
    }
  }

  const revisions = await preparePublishRevisions({ workspace: settings.workspace, headSha: run.headSha, ...(pullRequest ? { pullRequest: pullRequest.number } : {}), log });
  const modes: Mode[] = ['check', 'crd-diff'];
  const judged: ActionSettings = {
    ...settings,
    modes,
    skippedModes: [{ mode: 'drift-preview', reason: "mode: publish never sends a fork's manifests to a cluster" }],
    event: {
      name: run.event || 'pull_request',
      headSha: run.headSha,
      ...(revisions.ok ? { baseSha: revisions.trustedBase } : {}),
      ...(pullRequest ? { pullRequest: { ...pullRequest, ...(revisions.ok ? { baseSha: revisions.trustedBase } : {}) } } : {}),
    },
    ...(run.htmlUrl ? { detailsUrl: run.htmlUrl } : {}),
  };
  const { kubeconfig: _noCluster, ...withoutCluster } = judged;
  log(`driftgate ${DRIFTGATE_VERSION}: publish: ${modes.join(', ')} on ${run.headSha}${revisions.ok ? ` with the configuration at ${revisions.trustedBase}` : ''}`);

  const channel = new GitHubChannel(reporter, withoutCluster, log);
  channel.notes.push(...notes);
  await channel.start(modes);
  let results: ModeResult[];
  if (!revisions.ok) {
    results = modes.map((mode) => ({ mode, findings: [], scope: '', failure: revisions.problem }));
  } else {
    try {
      results = await analyze(withoutCluster, log);
    } catch (error) {
      const detail = `internal error: ${error instanceof Error ? error.message : String(error)}. This is a bug in driftgate; please report it.`;
      log(`driftgate: ${detail}`);
      results = modes.map((mode) => ({ mode, findings: [], scope: '', failure: detail }));
    }
  }
  if (claim.file) {
    const claimed = countsTitle(claim.file.results.flatMap((r) => r.findings));
    const found = countsTitle(results.flatMap((r) => r.findings));
    if (claimed !== found) channel.notes.push(`Stage 1's results file said "${escapeMarkdownText(claimed)}"; this job checked the PR head itself and found "${found}", which decides.`);
  }
  await report({ runtime, settings: withoutCluster, channel, results, files: { sarif: false, results: false }, log });

  const findings = results.flatMap((r) => r.findings);
  const failedModes = results.filter((r) => r.failure !== undefined);
  const fails = failsAt(findings, settings.failOn);
  log(`driftgate: ${countsTitle(findings)}; ${failedModes.length ? `${failedModes.map((r) => r.mode).join(', ')} could not run` : fails ? `failing (fail-on: ${settings.failOn})` : 'passing'}.`);
  if (failedModes.length > 0) return EXIT.usage;
  return fails ? EXIT.findings : EXIT.ok;
}

/** Stage 1's results file, if it is readable, well-formed and for this repository and commit. */
async function readResultsClaim(file: string, settings: ActionSettings, headSha: string): Promise<{ file?: ResultsFile; problem?: string }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return { problem: `it could not be read (${error instanceof Error && 'code' in error ? String(error.code) : 'error'}).` };
  }
  let parsed: ResultsFile;
  try {
    parsed = parseResultsFile(text);
  } catch (error) {
    if (!(error instanceof ResultsFileError)) throw error;
    return { problem: `${escapeMarkdownText(error.message)}.` };
  }
  if (parsed.repository !== formatRepository(settings.repository)) return { problem: `it is for ${escapeMarkdownText(parsed.repository)}, not ${formatRepository(settings.repository)}.` };
  if (parsed.headSha !== headSha) return { problem: `it is for commit ${parsed.headSha}, but the workflow run was on ${headSha}.` };
  return { file: parsed };
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
  const summaryMarkdown = results.map((r) => modeMarkdown(r, { maxBytes: SUMMARY_MODE_BYTES, truncationNote: `The full list is in the SARIF file ${markdownCode(shownFileName(settings.sarifFile))} (step output \`sarif-file\`).` })).join('\n');
  const links = channel.links();
  await writeSummary(
    runtime,
    [
      summaryMarkdown,
      links.length ? `Check runs: ${links.join(' · ')}` : '',
      settings.skippedModes.map((s) => `- \`${s.mode}\` skipped: ${s.reason}.`).join('\n'),
      channel.notes.map((n) => `> [!NOTE]\n> ${n}`).join('\n\n'),
      `<sub>driftgate ${DRIFTGATE_VERSION} · fail-on: ${settings.failOn} · conclusion: ${conclusion}${files.sarif ? ` · SARIF: ${markdownCode(shownFileName(settings.sarifFile))}` : ''}</sub>`,
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

/** The note names the input, never its value (the path), and only the error's code: Node's message quotes the path. */
async function writeOutputFile(input: InputName, file: string, content: string, channel: GitHubChannel): Promise<boolean> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    return true;
  } catch (error) {
    const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : 'an error';
    channel.notes.push(`The '${input}' file could not be written (${code}).`);
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
