// End to end: the COMMITTED dist/index.js, run by a Node 24 binary exactly as a runner
// runs a `node24` action (its own process, the step's environment, cwd = workspace),
// on a real pull-request checkout, against the local fake GitHub API.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/control-plane.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/server.js';
import { brokenWidgets, cleanup, createPrRepo, pullRequestEvent, readOutputs, runnerEnv, runnerFiles, widget, WIDGET_CRD, workflowCommands } from './harness.js';
import { ensureNode24 } from './node24.js';

const BUNDLE = path.join(REPO_ROOT, 'dist', 'index.js');

let node: string;
let fake: FakeGitHub;
const dirs: string[] = [];

beforeAll(async () => {
  node = ensureNode24();
  fake = await startFakeGitHub();
}, 300_000);

afterAll(async () => {
  await fake?.close();
  cleanup(...dirs);
});

function runBundle(env: Record<string, string>, cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(node, [BUNDLE], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

it('runs the committed bundle under Node 24 on a PR with findings: check run on the head SHA, summary, outputs, exit 1', async () => {
  expect(existsSync(BUNDLE), 'dist/index.js is missing: run `npm run build` and commit dist/').toBe(true);
  const repo = createPrRepo({
    base: { 'deploy/crds/widgets.yaml': WIDGET_CRD, 'widgets/ok.yaml': widget('ok', '1') },
    head: { 'widgets/broken.yaml': brokenWidgets(3), 'widgets/ok.yaml': widget('ok', '2') },
  });
  dirs.push(repo.dir);
  const files = runnerFiles(pullRequestEvent(repo, { number: 12 }));
  dirs.push(files.dir);
  // Only what a runner gives a step (plus PATH for git): no test-only knobs.
  const env = {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: files.dir,
    ...runnerEnv({ repo, files, apiUrl: fake.url, inputs: { token: 'ghs_e2e', paths: 'widgets', 'fail-on': 'error', comment: 'on', mode: '', policies: '', 'crd-compat-config': '', kubeconfig: '', 'sarif-file': '', 'results-file': '' } }),
  };

  const run = await runBundle(env, repo.dir);

  expect(run.stderr).toBe('');
  expect(run.stdout).toContain('driftgate 0.1.0: check, crd-diff on ' + repo.headSha);
  expect(run.code).toBe(1);
  expect(fake.violations).toEqual([]);

  // A check run per mode, on the PR head (not the merge commit GITHUB_SHA), with located annotations.
  expect(fake.checkRuns.map((r) => [r.name, r.head_sha, r.status, r.conclusion])).toEqual([
    ['driftgate / check', repo.headSha, 'completed', 'failure'],
    ['driftgate / crd-diff', repo.headSha, 'completed', 'success'],
  ]);
  const check = fake.checkRuns[0]!;
  expect(check.details_url).toBe('https://github.com/acme/tenants/actions/runs/4242');
  expect(check.annotations.map((a) => [a.path, a.start_line, a.start_column, a.annotation_level, a.title])).toEqual([
    ['widgets/broken.yaml', 7, 9, 'failure', 'schema/type'],
    ['widgets/broken.yaml', 16, 9, 'failure', 'schema/type'],
    ['widgets/broken.yaml', 25, 9, 'failure', 'schema/type'],
  ]);
  expect(fake.requests.every((r) => r.authorization === 'token ghs_e2e')).toBe(true);
  expect(fake.requests[0]!.userAgent).toContain('driftgate-action/0.1.0');

  // The job summary, the outputs, the SARIF file and the PR comment.
  const summary = readFileSync(files.summaryPath, 'utf8');
  expect(summary).toContain('### driftgate · manifests and policies');
  expect(summary).toContain('`widgets/broken.yaml:7:9`');
  expect(summary).toContain('[driftgate / check](https://github.com/acme/tenants/runs/');
  const outputs = readOutputs(files.outputPath);
  expect(outputs).toEqual({
    errors: '3',
    warnings: '0',
    infos: '0',
    findings: '3',
    'sarif-file': path.join(files.runnerTemp, 'driftgate.sarif'),
    'results-file': path.join(files.runnerTemp, 'driftgate-results.json'),
    conclusion: 'failure',
  });
  expect(JSON.parse(readFileSync(outputs['sarif-file']!, 'utf8'))).toMatchObject({ version: '2.1.0' });
  expect(fake.comments.map((c) => c.issue_number)).toEqual([12]);
  // Check runs worked, so no workflow-command annotations were needed.
  expect(workflowCommands(run.stdout).filter((c) => c.command === 'error')).toEqual([]);
}, 180_000);
