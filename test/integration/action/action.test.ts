// The Action in-process, as a runner would start it on a pull request: a real git
// checkout (merge commit, as actions/checkout leaves it), the runner's environment and
// files, the real checks, and the local fake GitHub API that checks every request body
// against GitHub's published schemas.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyzeRepository } from '../../../src/action/analyze.js';
import { runAction } from '../../../src/action/run.js';
import { FAULTS, startFakeGitHub, type FakeGitHub } from '../../support/fake-github/server.js';
import {
  brokenWidgets,
  capturedRuntime,
  cleanup,
  createPrRepo,
  pullRequestEvent,
  readOutputs,
  runnerEnv,
  runnerFiles,
  widget,
  WIDGET_CRD,
  workflowCommands,
  type PrRepo,
  type RunnerFiles,
} from './harness.js';

const BASE = { 'deploy/crds/widgets.yaml': WIDGET_CRD, 'widgets/ok.yaml': widget('ok', '1') };

let fake: FakeGitHub;
const dirs: string[] = [];

beforeEach(async () => {
  fake = await startFakeGitHub();
});

afterEach(async () => {
  expect(fake.violations).toEqual([]);
  await fake.close();
  cleanup(...dirs.splice(0));
});

interface Run {
  readonly exitCode: number;
  readonly stdout: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
  readonly files: RunnerFiles;
}

async function runOn(repo: PrRepo, options: { inputs?: Record<string, string>; fork?: boolean; event?: unknown } = {}): Promise<Run> {
  const files = runnerFiles(options.event ?? pullRequestEvent(repo, { fork: options.fork ?? false }));
  dirs.push(files.dir);
  const env = runnerEnv({ repo, files, apiUrl: fake.url, inputs: { token: 'ghs_test', ...options.inputs } });
  const { runtime, stdout } = capturedRuntime(env);
  const exitCode = await runAction({ runtime, analyze: analyzeRepository, githubTiming: { retryAfterUnitMs: 0, writeSpacingMs: 0 } });
  return { exitCode, stdout: stdout(), outputs: readOutputs(files.outputPath), summary: readFileSync(files.summaryPath, 'utf8'), files };
}

function prRepo(head: Record<string, string | null>, baseLater?: Record<string, string>): PrRepo {
  const repo = createPrRepo({ base: BASE, head, ...(baseLater ? { baseLater } : {}) });
  dirs.push(repo.dir);
  return repo;
}

describe('the Action on a pull request', () => {
  it('reports a clean PR as successful check runs on the head commit, with no comment', async () => {
    const repo = prRepo({ 'widgets/new.yaml': widget('new', '3') });
    const run = await runOn(repo);

    expect(run.exitCode).toBe(0);
    expect(fake.checkRuns.map((r) => [r.name, r.head_sha, r.status, r.conclusion])).toEqual([
      ['driftgate / check', repo.headSha, 'completed', 'success'],
      ['driftgate / crd-diff', repo.headSha, 'completed', 'success'],
    ]);
    expect(fake.checkRuns.every((r) => r.head_sha !== repo.mergeSha)).toBe(true);
    expect(fake.checkRuns.flatMap((r) => r.annotations)).toEqual([]);
    expect(run.outputs).toMatchObject({ errors: '0', warnings: '0', infos: '0', findings: '0', conclusion: 'success' });
    expect(run.outputs['sarif-file']).toBe(`${run.files.runnerTemp}/driftgate.sarif`);
    expect(run.summary).toContain('No problems found');
    expect(run.summary).toContain('1 changed file checked');
    // A clean PR that never had a comment gets none.
    expect(fake.requestsFor('issues/create-comment')).toEqual([]);
    expect(workflowCommands(run.stdout).filter((c) => ['error', 'warning', 'notice'].includes(c.command))).toEqual([]);
  });

  it('sends 120 findings as three annotation batches and fails the step', async () => {
    const repo = prRepo({ 'widgets/broken.yaml': brokenWidgets(120) });
    const run = await runOn(repo);

    expect(run.exitCode).toBe(1);
    const check = fake.checkRuns.find((r) => r.name === 'driftgate / check')!;
    expect(check).toMatchObject({ head_sha: repo.headSha, status: 'completed', conclusion: 'failure', annotationBatches: 3 });
    expect(check.output.title).toBe('120 errors');
    expect(check.annotations).toHaveLength(120);
    // Located on the changed file, line of each `size:`, column of its value; title = rule id.
    expect(check.annotations[0]).toMatchObject({ path: 'widgets/broken.yaml', start_line: 7, end_line: 7, start_column: 9, annotation_level: 'failure', title: 'schema/type' });
    expect(check.annotations[1]).toMatchObject({ start_line: 16 });
    expect(fake.requestsFor('checks/update').filter((r) => (r.body as { output?: { annotations?: unknown[] } }).output?.annotations).length).toBe(3);
    // The CRD gate saw no CRD change.
    expect(fake.checkRuns.find((r) => r.name === 'driftgate / crd-diff')).toMatchObject({ conclusion: 'success' });

    expect(run.outputs).toMatchObject({ errors: '120', warnings: '0', findings: '120', conclusion: 'failure' });
    const sarif = JSON.parse(readFileSync(run.outputs['sarif-file']!, 'utf8')) as { runs: { results: unknown[] }[] };
    expect(sarif.runs[0]!.results).toHaveLength(120);
    expect(run.summary).toContain('widgets/broken.yaml:7:9');
    // One PR comment with the findings, marked for later updates.
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]!.body.startsWith('<!-- driftgate:report -->')).toBe(true);
    expect(fake.comments[0]!.body).toContain('120 errors');
    // Check runs worked: no workflow-command annotations.
    expect(workflowCommands(run.stdout).filter((c) => c.command === 'error')).toEqual([]);
  });

  it('checks only what the PR changed, not files the base branch changed since', async () => {
    const repo = prRepo({ 'widgets/new.yaml': widget('new', '"x"') }, { 'widgets/later.yaml': brokenWidgets(2, 'later') });
    const run = await runOn(repo);
    expect(run.exitCode).toBe(1);
    const check = fake.checkRuns.find((r) => r.name === 'driftgate / check')!;
    expect(check.annotations.map((a) => a.path)).toEqual(['widgets/new.yaml']);
  });

  it('updates its PR comment in place and marks it resolved once the PR is clean', async () => {
    const broken = prRepo({ 'widgets/new.yaml': brokenWidgets(2) });
    await runOn(broken);
    expect(fake.comments).toHaveLength(1);
    const id = fake.comments[0]!.id;

    const fixed = prRepo({ 'widgets/new.yaml': widget('new', '2') });
    const run = await runOn(fixed);
    expect(run.exitCode).toBe(0);
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]!.id).toBe(id);
    expect(fake.comments[0]!.body).toContain('Resolved');
    expect(fake.comments[0]!.body).toContain(fixed.headSha.slice(0, 7));
  });

  it('does not comment with comment: off', async () => {
    const repo = prRepo({ 'widgets/new.yaml': brokenWidgets(1) });
    await runOn(repo, { inputs: { comment: 'off' } });
    expect(fake.requestsFor('issues/list-comments')).toEqual([]);
    expect(fake.comments).toEqual([]);
  });

  it('passes with fail-on: never but still reports the findings (neutral)', async () => {
    const repo = prRepo({ 'widgets/new.yaml': brokenWidgets(2) });
    const run = await runOn(repo, { inputs: { 'fail-on': 'never' } });
    expect(run.exitCode).toBe(0);
    expect(fake.checkRuns.find((r) => r.name === 'driftgate / check')).toMatchObject({ conclusion: 'neutral' });
    expect(run.outputs).toMatchObject({ errors: '2', conclusion: 'neutral' });
  });
});

describe('degrading, never crashing', () => {
  it('falls back to the job summary and capped workflow annotations on a fork PR (403)', async () => {
    fake.permissions = 'read';
    const repo = prRepo({ 'widgets/broken.yaml': brokenWidgets(30) });
    const run = await runOn(repo, { fork: true });

    // The verdict is the findings', whatever happened to the report.
    expect(run.exitCode).toBe(1);
    expect(fake.checkRuns).toEqual([]);
    expect(fake.requestsFor('checks/create').map((r) => r.status)).toEqual([403]);
    // No further writes once the token is known to be read-only.
    expect(fake.requests.filter((r) => r.method !== 'GET').length).toBe(1);

    const commands = workflowCommands(run.stdout);
    const errors = commands.filter((c) => c.command === 'error');
    const notices = commands.filter((c) => c.command === 'notice');
    expect(errors).toHaveLength(9);
    expect(errors[0]).toMatchObject({ properties: { file: 'widgets/broken.yaml', line: '7', col: '9', title: 'schema/type' } });
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toContain('21 more findings not annotated');
    expect(notices[0]!.message).toContain('job summary');
    expect(notices[0]!.message).toContain('driftgate.sarif');

    expect(run.summary).toContain('Check runs could not be written');
    expect(run.summary).toContain('fork');
    expect(run.summary).toContain('workflow_run');
    expect(run.summary).toContain('widgets/broken.yaml:268:9'); // the 30th finding is in the summary
    expect(run.outputs).toMatchObject({ errors: '30', conclusion: 'failure' });
  });

  it('retries a 502 and reports normally', async () => {
    fake.fail({ operationId: 'checks/create', ...FAULTS.badGateway });
    const repo = prRepo({ 'widgets/broken.yaml': brokenWidgets(3) });
    const run = await runOn(repo);
    expect(run.exitCode).toBe(1);
    expect(fake.requestsFor('checks/create').map((r) => r.status)).toEqual([502, 201, 201]);
    expect(fake.checkRuns.find((r) => r.name === 'driftgate / check')).toMatchObject({ conclusion: 'failure' });
    expect(fake.checkRuns.find((r) => r.name === 'driftgate / check')!.annotations).toHaveLength(3);
  });

  it('waits out a secondary rate limit and reports normally', async () => {
    fake.fail({ operationId: 'checks/update', ...FAULTS.secondaryRateLimit(45) });
    const repo = prRepo({ 'widgets/broken.yaml': brokenWidgets(3) });
    const run = await runOn(repo);
    expect(run.exitCode).toBe(1);
    expect(fake.requestsFor('checks/update').map((r) => r.status)).toEqual([403, 200, 200]);
    expect(fake.checkRuns.every((r) => r.status === 'completed')).toBe(true);
    expect(run.stdout).toContain('GitHub secondary rate limit');
    expect(run.stdout).toContain('retrying after 45 s');
  });

  it('keeps the verdict when GitHub is down, reporting through the summary and annotations', async () => {
    fake.fail({ status: 503, body: { message: 'Service Unavailable' }, times: 1000 });
    const clean = await runOn(prRepo({ 'widgets/new.yaml': widget('new', '3') }));
    expect(clean.exitCode).toBe(0);
    const broken = await runOn(prRepo({ 'widgets/new.yaml': brokenWidgets(2) }));
    expect(broken.exitCode).toBe(1);
    expect(workflowCommands(broken.stdout).filter((c) => c.command === 'error')).toHaveLength(2);
    expect(broken.summary).toContain('could not be written (unavailable)');
    expect(broken.outputs).toMatchObject({ errors: '2', conclusion: 'failure' });
  });

  it('cuts a check run summary over 65,535 bytes with a pointer to the SARIF file', async () => {
    const repo = prRepo({ 'widgets/broken.yaml': brokenWidgets(1100) });
    const run = await runOn(repo);
    expect(run.exitCode).toBe(1);
    const check = fake.checkRuns.find((r) => r.name === 'driftgate / check')!;
    expect(Buffer.byteLength(check.output.summary!)).toBeLessThanOrEqual(65_535);
    expect(check.output.summary).toMatch(/… and \d+ more findings\. The full list is in the \[job summary\]\(https:\/\/github\.com\/acme\/tenants\/actions\/runs\/4242\) and in the SARIF file `driftgate\.sarif`/);
    // Annotations stop at 1,000 (20 requests); the summary says where the rest is.
    expect(check.annotations).toHaveLength(1000);
    expect(run.summary).toContain('100 findings are not annotated on the check run');
    expect(run.outputs).toMatchObject({ errors: '1100' });
  });

  it('rejects bad inputs with every problem listed and exit code 2, before touching GitHub', async () => {
    const repo = prRepo({ 'widgets/new.yaml': widget('new', '3') });
    const run = await runOn(repo, { inputs: { 'fail-on': 'sometimes', mode: 'drift-preview' } });
    expect(run.exitCode).toBe(2);
    expect(workflowCommands(run.stdout).filter((c) => c.command === 'error').map((c) => c.message)).toEqual([
      `Input 'fail-on': expected one of error, warning, never.`,
      `Input 'mode': drift-preview needs the 'kubeconfig' input.`,
    ]);
    expect(run.summary).toContain('inputs are not valid');
    expect(fake.requests).toEqual([]);
  });

  it('names a `paths` entry that is not there by input and entry, never quoting it into the check run, comment or summary', async () => {
    const repo = prRepo({ 'widgets/new.yaml': widget('new', '3') });
    const hostile = 'gone-[x](https:/evil.example)-s3cr3t';
    // without a base revision every named path is read (on a pull request only changed files are)
    const files = runnerFiles({});
    dirs.push(files.dir);
    const env = { ...runnerEnv({ repo, files, apiUrl: fake.url, inputs: { token: 'ghs_test', paths: `widgets\n${hostile}`, mode: 'check' }, eventName: 'workflow_dispatch' }), GITHUB_SHA: repo.headSha };
    const { runtime } = capturedRuntime(env);
    const exitCode = await runAction({ runtime, analyze: analyzeRepository, githubTiming: { retryAfterUnitMs: 0, writeSpacingMs: 0 } });
    const run = { files, summary: readFileSync(files.summaryPath, 'utf8') };
    expect(exitCode).toBe(2);
    const check = fake.checkRuns.find((r) => r.name === 'driftgate / check')!;
    expect(check.conclusion).toBe('failure');
    expect(check.output.title).toContain("Input 'paths', entry 2: expected a file or directory in the workspace");
    const reports = [check.output.title, check.output.summary ?? '', run.summary, ...fake.comments.map((c) => c.body), readFileSync(path.join(run.files.runnerTemp, 'driftgate-results.json'), 'utf8')];
    for (const text of reports) expect(text).not.toMatch(/s3cr3t|evil\.example/);
  });
});

describe('internal errors', () => {
  it('completes the check runs as failed and exits 2 when the checks themselves crash', async () => {
    const repo = prRepo({ 'widgets/new.yaml': widget('new', '3') });
    const files = runnerFiles(pullRequestEvent(repo));
    dirs.push(files.dir);
    const { runtime } = capturedRuntime(runnerEnv({ repo, files, apiUrl: fake.url, inputs: { token: 'ghs_test' } }));
    const analyze = (): Promise<never> => Promise.reject(new Error('boom'));
    const exitCode = await runAction({ runtime, analyze, githubTiming: { retryAfterUnitMs: 0, writeSpacingMs: 0 } });
    expect(exitCode).toBe(2);
    expect(fake.checkRuns.map((r) => [r.status, r.conclusion])).toEqual([
      ['completed', 'failure'],
      ['completed', 'failure'],
    ]);
    expect(fake.checkRuns[0]!.output.title).toBe('Could not run: internal error: boom. This is a bug in driftgate; please report it.');
  });
});
