// The Action's `kubeconfig` input as secrets hold it: base64 (one line, as `base64 -w0` prints it)
// is decoded and used; a one-line value that is neither a file nor a kubeconfig is refused
// without a byte of it in the log, the summary, a check run or a comment (issue 23: it was taken
// for a path and its "no such file" quoted everywhere).
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyzeRepository } from '../../../src/action/analyze.js';
import { runAction } from '../../../src/action/run.js';
import { createTestNamespace, deleteNamespace, testKubeConfig, testKubeconfigPath } from '../../support/cluster.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/server.js';
import { capturedRuntime, cleanup, createPrRepo, pullRequestEvent, readOutputs, runnerEnv, runnerFiles, WIDGET_CRD } from './harness.js';

let fake: FakeGitHub;
let namespace: string;
const dirs: string[] = [];

beforeAll(async () => {
  namespace = await createTestNamespace(testKubeConfig(), 'action-kubeconfig');
});
afterAll(async () => {
  await deleteNamespace(testKubeConfig(), namespace);
});
beforeEach(async () => {
  fake = await startFakeGitHub();
});
afterEach(async () => {
  expect(fake.violations).toEqual([]);
  await fake.close();
  cleanup(...dirs.splice(0));
});

const configMap = (name: string): string => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  namespace: ${namespace}\ndata:\n  a: "1"\n`;

async function runWith(kubeconfig: string) {
  const repo = createPrRepo({ base: { 'deploy/crds/widgets.yaml': WIDGET_CRD, 'cluster/keep.yaml': configMap('keep') }, head: { 'cluster/new.yaml': configMap('new') } });
  dirs.push(repo.dir);
  const files = runnerFiles(pullRequestEvent(repo));
  dirs.push(files.dir);
  const { runtime, stdout } = capturedRuntime(runnerEnv({ repo, files, apiUrl: fake.url, inputs: { token: 'ghs_test', paths: 'cluster', kubeconfig } }));
  const exitCode = await runAction({ runtime, analyze: analyzeRepository, githubTiming: { retryAfterUnitMs: 0, writeSpacingMs: 0 } });
  const outputs = readOutputs(files.outputPath);
  return { exitCode, stdout: stdout(), outputs, summary: readFileSync(files.summaryPath, 'utf8') };
}

describe('the kubeconfig input', () => {
  it('decodes a base64 kubeconfig and runs the drift preview with it', async () => {
    const run = await runWith(Buffer.from(readFileSync(testKubeconfigPath(), 'utf8')).toString('base64'));
    expect(run.exitCode).toBe(0);
    const preview = fake.checkRuns.find((r) => r.name === 'driftgate / drift-preview');
    expect(preview).toMatchObject({ status: 'completed', conclusion: 'neutral' });
    expect(preview?.output.summary).toContain(`ConfigMap ${namespace}/new`);
  });

  it('refuses a one-line value that is neither a file nor a kubeconfig, without quoting it anywhere', async () => {
    const secret = Buffer.from('eyJhbGciOiJSUzI1NiJ9.c2VjcmV0LXRva2Vu-not-a-kubeconfig').toString('base64');
    const run = await runWith(secret);
    expect(run.exitCode).toBe(2);
    const everything = [run.stdout, run.summary, JSON.stringify(fake.checkRuns), JSON.stringify(fake.comments), JSON.stringify(run.outputs)].join('\n');
    expect(everything).toContain('the kubeconfig input is neither a readable file nor base64/YAML kubeconfig content');
    for (const fragment of [secret, secret.slice(0, 16), secret.slice(-16)]) expect(everything).not.toContain(fragment);
  });
});
