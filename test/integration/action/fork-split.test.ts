// The fork-PR split: stage 1 runs on `pull_request` with the read-only token a fork gets
// (check runs refused, results in the job summary, capped annotations, and a results file
// for an artifact); stage 2 runs on `workflow_run` with a write token and `mode: publish`,
// posting those results as check runs on the PR head and the PR comment, after checking
// the untrusted file against what GitHub says.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyzeRepository } from '../../../src/action/analyze.js';
import { runAction } from '../../../src/action/run.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/server.js';
import { brokenWidgets, capturedRuntime, cleanup, createPrRepo, git, pullRequestEvent, readOutputs, runnerEnv, runnerFiles, widget, WIDGET_CRD, workflowCommands, type PrRepo } from './harness.js';

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

const TIMING = { retryAfterUnitMs: 0, writeSpacingMs: 0 };

async function stage1(repo: PrRepo): Promise<{ exitCode: number; resultsFile: string; stdout: string }> {
  fake.permissions = 'read';
  const files = runnerFiles(pullRequestEvent(repo, { fork: true }));
  dirs.push(files.dir);
  const { runtime, stdout } = capturedRuntime(runnerEnv({ repo, files, apiUrl: fake.url, inputs: { token: 'ghs_readonly' } }));
  const exitCode = await runAction({ runtime, analyze: analyzeRepository, githubTiming: TIMING });
  fake.permissions = 'write';
  return { exitCode, resultsFile: readOutputs(files.outputPath)['results-file'] ?? '', stdout: stdout() };
}

/**
 * Stage 2's checkout, as actions/checkout leaves it on `workflow_run`: the base branch only
 * (trusted), with `origin` serving the PR head by SHA as GitHub does for fork PRs.
 */
function baseCheckout(repo: PrRepo): string {
  const workspace = mkdtempSync(path.join(os.tmpdir(), 'driftgate-publish-'));
  dirs.push(workspace);
  git(workspace, 'init', '-q');
  git(workspace, 'remote', 'add', 'origin', repo.dir);
  git(workspace, 'fetch', '-q', '--depth=1', 'origin', repo.baseSha);
  git(workspace, 'checkout', '-q', '--detach', 'FETCH_HEAD');
  return workspace;
}

async function stage2(options: { headSha: string; resultsFile: string; repo?: PrRepo; workspace?: string }): Promise<{ exitCode: number; summary: string; stdout: string }> {
  const workspace = options.workspace ?? (options.repo ? baseCheckout(options.repo) : mkdtempSync(path.join(os.tmpdir(), 'driftgate-publish-')));
  dirs.push(workspace);
  const files = runnerFiles({
    action: 'completed',
    workflow_run: { id: 9001, event: 'pull_request', head_sha: options.headSha, html_url: 'https://github.com/acme/tenants/actions/runs/9001', pull_requests: [] },
  });
  dirs.push(files.dir);
  const env = runnerEnv({
    repo: { dir: workspace, baseSha: '', headSha: '', mergeSha: '8'.repeat(40), forkPointSha: '' },
    files,
    apiUrl: fake.url,
    eventName: 'workflow_run',
    inputs: { token: 'ghs_write', mode: 'publish', 'results-file': options.resultsFile },
  });
  const { runtime, stdout } = capturedRuntime(env);
  const exitCode = await runAction({ runtime, analyze: analyzeRepository, githubTiming: TIMING });
  return { exitCode, summary: readFileSync(files.summaryPath, 'utf8'), stdout: stdout() };
}

function forkRepo(): PrRepo {
  const repo = createPrRepo({ base: { 'deploy/crds/widgets.yaml': WIDGET_CRD, 'widgets/ok.yaml': widget('ok', '1') }, head: { 'widgets/broken.yaml': brokenWidgets(30) } });
  dirs.push(repo.dir);
  return repo;
}

function writeResults(content: unknown): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'driftgate-forged-results-'));
  dirs.push(dir);
  const file = path.join(dir, 'driftgate-results.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const checkRunsOf = (): [string, string, string | null | undefined][] => fake.checkRuns.map((r) => [r.name, r.head_sha, r.conclusion]);

describe('fork PRs: pull_request + workflow_run', () => {
  it('stage 2 checks the PR head itself and posts check runs on it and the PR comment', async () => {
    const repo = forkRepo();
    const first = await stage1(repo);
    expect(first.exitCode).toBe(1);
    expect(fake.checkRuns).toEqual([]);
    expect(workflowCommands(first.stdout).filter((c) => c.command === 'error')).toHaveLength(9);

    fake.seedPullRequest({ repository: 'acme/tenants', number: 7, headSha: repo.headSha, state: 'open', headRepository: 'outsider/tenants' });
    const second = await stage2({ repo, headSha: repo.headSha, resultsFile: first.resultsFile });

    expect(second.exitCode).toBe(1);
    expect(fake.checkRuns.map((r) => [r.name, r.head_sha, r.conclusion, r.details_url])).toEqual([
      ['driftgate / check', repo.headSha, 'failure', 'https://github.com/acme/tenants/actions/runs/9001'],
      ['driftgate / crd-diff', repo.headSha, 'success', 'https://github.com/acme/tenants/actions/runs/9001'],
    ]);
    const check = fake.checkRuns[0]!;
    expect(check.annotations).toHaveLength(30);
    expect(check.annotations[29]).toMatchObject({ path: 'widgets/broken.yaml', start_line: 268, start_column: 9, title: 'schema/type' });
    expect(fake.comments.map((c) => c.issue_number)).toEqual([7]);
    expect(fake.comments[0]!.body).toContain('30 errors');
    expect(second.summary).toContain('widgets/broken.yaml:7:9');
    // Stage 1 and stage 2 agree: no note about a differing results file.
    expect(second.summary).not.toContain("Stage 1's results file");
    // Everything reached the check run: no workflow-command annotations in stage 2.
    expect(workflowCommands(second.stdout).filter((c) => c.command === 'error')).toEqual([]);
  });

  it('an empty or forged results file for a PR head with errors still gets a failing check', async () => {
    const repo = forkRepo();
    fake.seedPullRequest({ repository: 'acme/tenants', number: 7, headSha: repo.headSha, state: 'open', headRepository: 'outsider/tenants' });
    const forgeries = [
      { driftgate: 1, repository: 'acme/tenants', headSha: repo.headSha, pullRequest: 7, failOn: 'error', results: [] },
      {
        driftgate: 1,
        repository: 'acme/tenants',
        headSha: repo.headSha,
        pullRequest: 7,
        failOn: 'never',
        results: [
          { mode: 'check', scope: 'all good', findings: [], outcome: { conclusion: 'success', title: 'No problems found' } },
          { mode: 'crd-diff', scope: '', findings: [] },
        ],
      },
      '',
    ];
    for (const forged of forgeries) {
      fake.checkRuns.splice(0);
      const second = await stage2({ repo, headSha: repo.headSha, resultsFile: writeResults(forged) });
      expect(second.exitCode).toBe(1);
      expect(checkRunsOf()).toEqual([
        ['driftgate / check', repo.headSha, 'failure'],
        ['driftgate / crd-diff', repo.headSha, 'success'],
      ]);
      expect(fake.checkRuns[0]!.annotations).toHaveLength(30);
    }
    expect(fake.comments.map((c) => c.issue_number)).toEqual([7]);
  });

  it("judges the PR with the base's configuration: an ignore file added by the PR hides nothing", async () => {
    const repo = createPrRepo({
      base: { 'deploy/crds/widgets.yaml': WIDGET_CRD, 'widgets/ok.yaml': widget('ok', '1') },
      head: { 'widgets/broken.yaml': brokenWidgets(3), '.driftgateignore': 'widgets/\n' },
    });
    dirs.push(repo.dir);
    const second = await stage2({ repo, headSha: repo.headSha, resultsFile: writeResults({ driftgate: 1, repository: 'acme/tenants', headSha: repo.headSha, failOn: 'error', results: [] }) });
    expect(second.exitCode).toBe(1);
    expect(fake.checkRuns[0]).toMatchObject({ name: 'driftgate / check', conclusion: 'failure' });
    expect(fake.checkRuns[0]!.annotations.filter((a) => a.title === 'schema/type')).toHaveLength(3);
  });

  it('fails the check when the PR head cannot be fetched, and ignores a results file for another commit', async () => {
    const repo = forkRepo();
    const first = await stage1(repo);
    const missing = 'f'.repeat(40);
    const second = await stage2({ repo, headSha: missing, resultsFile: first.resultsFile });
    expect(second.exitCode).toBe(2);
    expect(checkRunsOf()).toEqual([
      ['driftgate / check', missing, 'failure'],
      ['driftgate / crd-diff', missing, 'failure'],
    ]);
    expect(second.summary).toContain(`it is for commit ${repo.headSha}, but the workflow run was on ${missing}`);
    expect(second.summary).toContain(`the PR head ${missing} could not be fetched`);
    expect(fake.comments).toEqual([]);
  });

  it('refuses a checkout of the PR head: the configuration must come from the base branch', async () => {
    const repo = forkRepo();
    git(repo.dir, 'checkout', '-q', '--detach', repo.headSha);
    const second = await stage2({ workspace: repo.dir, headSha: repo.headSha, resultsFile: writeResults('') });
    expect(second.exitCode).toBe(2);
    expect(checkRunsOf().map(([, , conclusion]) => conclusion)).toEqual(['failure', 'failure']);
    expect(second.summary).toContain('check out the base branch');
  });

  it('does not comment on a PR whose head is not the commit checked', async () => {
    const repo = forkRepo();
    const first = await stage1(repo);
    // The file claims PR 7, but PR 7's head is something else (a forged or stale claim).
    fake.seedPullRequest({ repository: 'acme/tenants', number: 7, headSha: 'e'.repeat(40), state: 'open', headRepository: 'someone/else' });
    const second = await stage2({ repo, headSha: repo.headSha, resultsFile: first.resultsFile });
    expect(second.exitCode).toBe(1);
    expect(fake.checkRuns.every((r) => r.head_sha === repo.headSha)).toBe(true);
    expect(fake.comments).toEqual([]);
    expect(second.summary).toContain(`No PR comment: pull request #7 is open with head eeeeeee, not ${repo.headSha.slice(0, 7)}`);
  });

  it('a file that is not a results file is only noted; the check still runs', async () => {
    const repo = forkRepo();
    const file = writeResults({ driftgate: 1, repository: 'acme/tenants', headSha: repo.headSha, failOn: 'error', results: [{ mode: 'rm -rf', findings: [] }] });
    const second = await stage2({ repo, headSha: repo.headSha, resultsFile: file });
    expect(second.exitCode).toBe(1);
    expect(second.summary).toContain('.mode is not one of check, crd-diff, drift-preview');
    expect(checkRunsOf()[0]).toEqual(['driftgate / check', repo.headSha, 'failure']);
  });

  it("shows nothing of a forged file's texts, runs no drift preview for it, and notes that its counts differ", async () => {
    const repo = createPrRepo({ base: { 'deploy/crds/widgets.yaml': WIDGET_CRD, 'widgets/ok.yaml': widget('ok', '1') }, head: { 'widgets/more.yaml': widget('more', '2') } });
    dirs.push(repo.dir);
    const finding = { ruleId: 'schema/type', severity: 'error', message: 'ping @acme/admins <img src=https://evil.example/x.png> <!-- driftgate:report -->', file: 'w/`evil`.yaml', line: 3, column: 1 };
    const file = writeResults({
      driftgate: 1,
      repository: 'acme/tenants',
      headSha: repo.headSha,
      pullRequest: 7,
      failOn: 'never',
      results: [
        { mode: 'check', scope: '[click](https://evil.example) @acme/everyone', findings: [finding] },
        { mode: 'drift-preview', scope: '', findings: [], outcome: { conclusion: 'success', title: 'All good, merge me' }, details: '<img src=https://evil.example/y.png> @acme/admins' },
      ],
    });
    fake.seedPullRequest({ repository: 'acme/tenants', number: 7, headSha: repo.headSha, state: 'open', headRepository: 'outsider/tenants' });
    const second = await stage2({ repo, headSha: repo.headSha, resultsFile: file });
    expect(second.exitCode).toBe(0);
    expect(checkRunsOf()).toEqual([
      ['driftgate / check', repo.headSha, 'success'],
      ['driftgate / crd-diff', repo.headSha, 'success'],
    ]);
    expect(second.summary).toContain(`Stage 1's results file said "1 error"; this job checked the PR head itself and found "No problems found"`);
    for (const text of [...fake.checkRuns.map((r) => r.output.summary ?? ''), ...fake.comments.map((c) => c.body), second.summary]) {
      expect(text).not.toContain('<img');
      expect(text).not.toContain('@acme/');
      expect(text).not.toContain('evil');
      expect(text.match(/<!-- driftgate:report -->/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
  });
});
