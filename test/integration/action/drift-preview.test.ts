// The Action's drift-preview mode against the real test control plane (kube-testenv):
// what merging the PR would change in the live cluster, as a check run.
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

function configMap(name: string, ns: string, data: Record<string, string>): string {
  return ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', `  name: ${name}`, `  namespace: ${ns}`, 'data:', ...Object.entries(data).map(([k, v]) => `  ${k}: ${JSON.stringify(v)}`), ''].join('\n');
}

beforeAll(async () => {
  namespace = await createTestNamespace(testKubeConfig(), 'action-drift');
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

async function runPreview(head: Record<string, string>): Promise<{ exitCode: number; outputs: Record<string, string>; stdout: string }> {
  const repo = createPrRepo({ base: { 'deploy/crds/widgets.yaml': WIDGET_CRD, 'cluster/keep.yaml': configMap('keep', namespace, { a: '1' }) }, head });
  dirs.push(repo.dir);
  const files = runnerFiles(pullRequestEvent(repo));
  dirs.push(files.dir);
  // A kubeconfig secret's content, as `kubeconfig: ${{ secrets.KUBECONFIG }}` passes it.
  const env = runnerEnv({ repo, files, apiUrl: fake.url, inputs: { token: 'ghs_test', paths: 'cluster', kubeconfig: readFileSync(testKubeconfigPath(), 'utf8') } });
  const { runtime, stdout } = capturedRuntime(env);
  const exitCode = await runAction({ runtime, analyze: analyzeRepository, githubTiming: { retryAfterUnitMs: 0, writeSpacingMs: 0 } });
  return { exitCode, outputs: readOutputs(files.outputPath), stdout: stdout() };
}

describe('drift-preview', () => {
  it('shows what the PR would create in the live cluster, as a neutral check run on the head commit', async () => {
    const run = await runPreview({ 'cluster/new.yaml': configMap('new', namespace, { colour: 'green' }) });
    expect(run.exitCode).toBe(0);
    expect(fake.checkRuns.map((r) => r.name)).toEqual(['driftgate / check', 'driftgate / crd-diff', 'driftgate / drift-preview']);
    const preview = fake.checkRuns[2]!;
    expect(preview).toMatchObject({ status: 'completed', conclusion: 'neutral' });
    expect(preview.output.title).toContain('1 to create');
    expect(preview.output.summary).toContain(`ConfigMap ${namespace}/new`);
    expect(preview.output.summary).not.toContain(`ConfigMap ${namespace}/keep`);
    expect(run.outputs).toMatchObject({ findings: '0', conclusion: 'neutral' });
  });

  it('fails the step when the API server would refuse the change', async () => {
    const run = await runPreview({ 'cluster/bad.yaml': configMap('bad', 'no-such-namespace-here', { a: '1' }) });
    const preview = fake.checkRuns.find((r) => r.name === 'driftgate / drift-preview')!;
    expect(preview.conclusion).toBe('failure');
    expect(run.exitCode).toBe(1);
    expect(run.outputs['errors']).toBe('1');
    expect(preview.output.summary).toContain('drift/dry-run-rejected');
  });
});
