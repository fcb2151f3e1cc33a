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
import { brokenWidgets, capturedRuntime, cleanup, createPrRepo, pullRequestEvent, readOutputs, runnerEnv, runnerFiles, widget, WIDGET_CRD, workflowCommands, type PrRepo } from './harness.js';

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

async function stage2(options: { headSha: string; resultsFile: string }): Promise<{ exitCode: number; summary: string; stdout: string }> {
  const workspace = mkdtempSync(path.join(os.tmpdir(), 'driftgate-publish-'));
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
  const analyze = (): never => {
    throw new Error('publish must not run the checks');
  };
  const exitCode = await runAction({ runtime, analyze, githubTiming: TIMING });
  return { exitCode, summary: readFileSync(files.summaryPath, 'utf8'), stdout: stdout() };
}

function forkRepo(): PrRepo {
  const repo = createPrRepo({ base: { 'deploy/crds/widgets.yaml': WIDGET_CRD, 'widgets/ok.yaml': widget('ok', '1') }, head: { 'widgets/broken.yaml': brokenWidgets(30) } });
  dirs.push(repo.dir);
  return repo;
}

describe('fork PRs: pull_request + workflow_run', () => {
  it('stage 2 posts stage 1 results as check runs on the PR head and the PR comment', async () => {
    const repo = forkRepo();
    const first = await stage1(repo);
    expect(first.exitCode).toBe(1);
    expect(fake.checkRuns).toEqual([]);
    expect(workflowCommands(first.stdout).filter((c) => c.command === 'error')).toHaveLength(9);

    fake.seedPullRequest({ repository: 'acme/tenants', number: 7, headSha: repo.headSha, state: 'open', headRepository: 'outsider/tenants' });
    const second = await stage2({ headSha: repo.headSha, resultsFile: first.resultsFile });

    expect(second.exitCode).toBe(0);
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
    // Everything reached the check run: no workflow-command annotations in stage 2.
    expect(workflowCommands(second.stdout).filter((c) => c.command === 'error')).toEqual([]);
  });

  it('refuses results for another commit than the one GitHub says stage 1 ran on', async () => {
    const repo = forkRepo();
    const first = await stage1(repo);
    const before = fake.requests.length;
    const second = await stage2({ headSha: 'f'.repeat(40), resultsFile: first.resultsFile });
    expect(second.exitCode).toBe(2);
    expect(second.summary).toContain(`it is for commit ${repo.headSha}, but the workflow run was on ${'f'.repeat(40)}`);
    expect(fake.requests.slice(before)).toEqual([]);
  });

  it('does not comment on a PR whose head is not the commit the results are for', async () => {
    const repo = forkRepo();
    const first = await stage1(repo);
    // The file claims PR 7, but PR 7's head is something else (a forged or stale claim).
    fake.seedPullRequest({ repository: 'acme/tenants', number: 7, headSha: 'e'.repeat(40), state: 'open', headRepository: 'someone/else' });
    const second = await stage2({ headSha: repo.headSha, resultsFile: first.resultsFile });
    expect(second.exitCode).toBe(0);
    expect(fake.checkRuns.every((r) => r.head_sha === repo.headSha)).toBe(true);
    expect(fake.comments).toEqual([]);
    expect(second.summary).toContain(`No PR comment: pull request #7 is open with head eeeeeee, not ${repo.headSha.slice(0, 7)}`);
  });

  it('refuses a file that is not a results file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'driftgate-bad-results-'));
    dirs.push(dir);
    const file = path.join(dir, 'driftgate-results.json');
    writeFileSync(file, JSON.stringify({ driftgate: 1, repository: 'acme/tenants', headSha: 'a'.repeat(40), failOn: 'error', results: [{ mode: 'rm -rf', findings: [] }] }));
    const second = await stage2({ headSha: 'a'.repeat(40), resultsFile: file });
    expect(second.exitCode).toBe(2);
    expect(workflowCommands(second.stdout).find((c) => c.command === 'error')?.message).toContain('results[0].mode is not one of check, crd-diff, drift-preview');
    expect(fake.requests).toEqual([]);
  });

  it('recomputes every conclusion with its own fail-on and ignores outcome, title and details from the artifact; escapes its texts', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'driftgate-forged-results-'));
    dirs.push(dir);
    const file = path.join(dir, 'driftgate-results.json');
    const sha = 'a'.repeat(40);
    const finding = { ruleId: 'schema/type', severity: 'error', message: 'ping @acme/admins <img src=https://evil.example/x.png> <!-- driftgate:report -->', file: 'w/`evil`.yaml', line: 3, column: 1 };
    writeFileSync(
      file,
      JSON.stringify({
        driftgate: 1,
        repository: 'acme/tenants',
        headSha: sha,
        pullRequest: 7,
        failOn: 'never',
        results: [
          { mode: 'check', scope: '[click](https://evil.example) @acme/everyone', findings: [finding] },
          { mode: 'drift-preview', scope: '', findings: [], outcome: { conclusion: 'success', title: 'All good, merge me' }, details: '<img src=https://evil.example/y.png> @acme/admins' },
        ],
      }),
    );
    fake.seedPullRequest({ repository: 'acme/tenants', number: 7, headSha: sha, state: 'open', headRepository: 'outsider/tenants' });
    const second = await stage2({ headSha: sha, resultsFile: file });
    expect(second.exitCode).toBe(0);
    expect(fake.checkRuns.map((r) => [r.name, r.conclusion, r.output.title])).toEqual([
      ['driftgate / check', 'failure', '1 error'],
      ['driftgate / drift-preview', 'success', 'No problems found'],
    ]);
    for (const text of [fake.checkRuns[0]!.output.summary ?? '', fake.checkRuns[1]!.output.summary ?? '', fake.comments[0]!.body, second.summary]) {
      expect(text).not.toContain('<img');
      expect(text).not.toContain('@acme/');
      expect(text).not.toContain('](https://evil');
      expect(text.match(/<!-- driftgate:report -->/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
    expect(fake.comments[0]!.body).toContain('&lt;img');
    expect(fake.comments[0]!.body).toContain('``w/`evil`.yaml:3:1``');
    expect(second.summary).toContain('fail-on never');
  });
});
