import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEvent } from './event.js';
import { inputVariable } from './inputs.js';
import { parseSettings, SettingsError, type SettingsSource } from './settings.js';

const payload = (name: string): unknown => JSON.parse(readFileSync(new URL(`./testdata/${name}`, import.meta.url), 'utf8'));

const MERGE_SHA = '9'.repeat(40);

function source(inputs: Record<string, string>, env: Record<string, string> = {}, eventPayload: unknown = payload('pull-request.json')): SettingsSource {
  const all: Record<string, string> = {
    GITHUB_WORKSPACE: '/work/repo',
    GITHUB_REPOSITORY: 'acme/tenants',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_SHA: MERGE_SHA,
    RUNNER_TEMP: '/runner/temp',
    ...env,
  };
  for (const [k, v] of Object.entries(inputs)) all[inputVariable(k)] = v;
  return { env: all, getInput: (name) => (all[inputVariable(name)] ?? '').trim(), eventPayload, isReadableFile: (file) => READABLE_FILES.has(file) };
}

/** Files the settings may find (the workspace of these tests is not on disk). */
const READABLE_FILES = new Set([path.resolve('/work/repo/ci/kubeconfig.yaml')]);

function problems(s: SettingsSource): readonly string[] {
  try {
    parseSettings(s);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  return [];
}

describe('inputVariable', () => {
  it('keeps hyphens and upper-cases, as the runner does', () => {
    expect(inputVariable('fail-on')).toBe('INPUT_FAIL-ON');
    expect(inputVariable('crd-compat-config')).toBe('INPUT_CRD-COMPAT-CONFIG');
    expect(inputVariable('a b')).toBe('INPUT_A_B');
  });
});

describe('parseEvent', () => {
  it('reports on the PR head, not the merge commit, and compares with the base', () => {
    const event = parseEvent({ name: 'pull_request', payload: payload('pull-request.json'), sha: MERGE_SHA });
    expect(event.headSha).toBe('1'.repeat(40));
    expect(event.baseSha).toBe('2'.repeat(40));
    expect(event.pullRequest).toMatchObject({ number: 42, fromFork: false, baseRef: 'main', headRef: 'onboard-recommendations' });
  });

  it('recognises a fork PR', () => {
    expect(parseEvent({ name: 'pull_request', payload: payload('pull-request-fork.json'), sha: MERGE_SHA }).pullRequest?.fromFork).toBe(true);
  });

  it('uses before/after on push, and no base for a new branch', () => {
    expect(parseEvent({ name: 'push', payload: payload('push.json'), sha: '4'.repeat(40) })).toEqual({ name: 'push', headSha: '4'.repeat(40), baseSha: '2'.repeat(40) });
    expect(parseEvent({ name: 'push', payload: payload('push-new-branch.json'), sha: '4'.repeat(40) })).toEqual({ name: 'push', headSha: '4'.repeat(40) });
  });

  it('uses GITHUB_SHA for other events', () => {
    expect(parseEvent({ name: 'workflow_dispatch', payload: {}, sha: '5'.repeat(40) })).toEqual({ name: 'workflow_dispatch', headSha: '5'.repeat(40) });
  });

  it('says what is wrong with a malformed payload', () => {
    expect(() => parseEvent({ name: 'pull_request', payload: { pull_request: { number: 1, head: { sha: 'abc' } } }, sha: MERGE_SHA })).toThrow(
      'pull_request.head.sha is not a commit SHA (got "abc")',
    );
  });
});

describe('parseSettings', () => {
  it('applies the defaults on a pull request', () => {
    const s = parseSettings(source({ token: 'ghs_x' }));
    expect(s).toMatchObject({
      workspace: path.resolve('/work/repo'),
      paths: ['.'],
      failOn: 'error',
      modes: ['check', 'crd-diff'],
      comment: true,
      token: 'ghs_x',
      repository: { owner: 'acme', repo: 'tenants' },
      apiUrl: 'https://api.github.com',
      sarifFile: path.join('/runner/temp', 'driftgate.sarif'),
    });
    expect(s.skippedModes).toEqual([{ mode: 'drift-preview', reason: "no 'kubeconfig' input" }]);
    expect(s.event.headSha).toBe('1'.repeat(40));
  });

  it('parses every input', () => {
    const s = parseSettings(
      source(
        {
          paths: 'tenants\nclusters/prod, deploy/crds',
          policies: 'policy-pack',
          crds: 'vendor/crds\nthird-party/cert-manager.yaml',
          'crd-compat-config': 'policies/crd-compat.yaml',
          'fail-on': 'warning',
          mode: 'check, drift-preview',
          kubeconfig: 'ci/kubeconfig.yaml',
          comment: 'off',
          'sarif-file': 'out/driftgate.sarif',
        },
        { GITHUB_API_URL: 'https://ghe.example.com/api/v3/', GITHUB_SERVER_URL: 'https://ghe.example.com', GITHUB_RUN_ID: '77' },
      ),
    );
    expect(s).toMatchObject({
      paths: ['tenants', 'clusters/prod', 'deploy/crds'],
      crdPaths: ['vendor/crds', 'third-party/cert-manager.yaml'],
      policiesDir: 'policy-pack',
      crdCompatConfig: 'policies/crd-compat.yaml',
      failOn: 'warning',
      modes: ['check', 'drift-preview'],
      kubeconfig: { kind: 'file', path: path.resolve('/work/repo/ci/kubeconfig.yaml') },
      comment: false,
      sarifFile: path.resolve('/work/repo/out/driftgate.sarif'),
      apiUrl: 'https://ghe.example.com/api/v3',
      detailsUrl: 'https://ghe.example.com/acme/tenants/actions/runs/77',
    });
  });

  it('takes an inline kubeconfig (a secret) as content', () => {
    const s = parseSettings(source({ kubeconfig: 'apiVersion: v1\nkind: Config\nclusters: []\n' }));
    expect(s.kubeconfig).toEqual({ kind: 'inline', content: 'apiVersion: v1\nkind: Config\nclusters: []' });
    expect(s.modes).toEqual(['check', 'crd-diff', 'drift-preview']);
  });

  it('runs only the check on an event without a base', () => {
    const s = parseSettings(source({}, { GITHUB_EVENT_NAME: 'workflow_dispatch', GITHUB_SHA: '5'.repeat(40) }, {}));
    expect(s.modes).toEqual(['check']);
    expect(s.event.headSha).toBe('5'.repeat(40));
  });

  it('lists every bad input at once, with what it got and what it expects', () => {
    expect(problems(source({ 'fail-on': 'fatal', comment: 'maybe', mode: 'check,lint,drift-preview', paths: '../elsewhere' }))).toEqual([
      `Input 'paths': "../elsewhere" is outside the workspace ${path.resolve('/work/repo')}.`,
      `Input 'fail-on': "fatal" is not one of error, warning, never.`,
      `Input 'comment': "maybe" is not on or off.`,
      `Input 'mode': "lint" is not one of check, crd-diff, drift-preview, publish.`,
      `Input 'mode': drift-preview needs the 'kubeconfig' input.`,
    ]);
  });

  it('refuses an explicit crd-diff without a base revision', () => {
    expect(problems(source({ mode: 'crd-diff' }, { GITHUB_EVENT_NAME: 'workflow_dispatch', GITHUB_SHA: '5'.repeat(40) }, {}))).toEqual([
      "Input 'mode': crd-diff needs a base revision; the workflow_dispatch event has none (use pull_request or push).",
    ]);
  });

  it('refuses a kubeconfig on pull_request_target, and says why and what to do instead', () => {
    const target = { GITHUB_EVENT_NAME: 'pull_request_target' };
    const found = problems(source({ kubeconfig: 'apiVersion: v1\nkind: Config\nclusters: []\n' }, target));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^Input 'kubeconfig': refused on pull_request_target\. .*secrets.*pull_request.*workflow_run/);
    // The same kubeconfig is fine on pull_request, and pull_request_target without one is fine.
    expect(problems(source({ kubeconfig: 'apiVersion: v1\nkind: Config\nclusters: []\n' }))).toEqual([]);
    expect(problems(source({}, target))).toEqual([]);
  });
  it('needs GITHUB_REPOSITORY', () => {
    expect(problems(source({}, { GITHUB_REPOSITORY: '' }))).toEqual(['GITHUB_REPOSITORY: "" is not of the form owner/name (is this running on a GitHub runner?).']);
  });
});

describe('mode: publish', () => {
  const env = { GITHUB_EVENT_NAME: 'workflow_run', GITHUB_SHA: '8'.repeat(40) };

  it('reads the workflow_run event and the results file to post', () => {
    const s = parseSettings(source({ mode: 'publish', 'results-file': 'driftgate-results/driftgate-results.json' }, env, payload('workflow-run.json')));
    expect(s.modes).toEqual([]);
    expect(s.publish).toEqual({
      resultsFile: path.resolve('/work/repo/driftgate-results/driftgate-results.json'),
      workflowRun: { id: 9001, headSha: '3'.repeat(40), event: 'pull_request', htmlUrl: 'https://github.com/acme/tenants/actions/runs/9001', pullRequests: [] },
    });
    expect(s.event.headSha).toBe('3'.repeat(40));
  });

  it('is alone, on workflow_run, with a results file', () => {
    expect(problems(source({ mode: 'publish,check' }, {}, payload('pull-request.json')))).toEqual([
      "Input 'mode': publish cannot be combined with other modes.",
      "Input 'mode': publish runs on the workflow_run event (the second stage of the fork-PR split), not on pull_request.",
      "Input 'results-file': publish needs the results file the first stage wrote.",
    ]);
  });

  it('writes results for a later publish by default next to the SARIF file', () => {
    expect(parseSettings(source({})).resultsFile).toBe(path.join('/runner/temp', 'driftgate-results.json'));
  });
});

describe('scope inputs', () => {
  it('takes a scope file inside the workspace and a default namespace', () => {
    const settings = parseSettings(source({ scope: 'sync/scope.yaml', 'default-namespace': 'team-a' }));
    expect(settings.scope).toBe('sync/scope.yaml');
    expect(settings.defaultNamespace).toBe('team-a');
  });
  it('refuses a scope outside the workspace, a bad namespace name, and a default namespace without a scope', () => {
    expect(problems(source({ scope: '../elsewhere/scope.yaml' }))).toEqual([expect.stringContaining("Input 'scope'")]);
    expect(problems(source({ scope: 's.yaml', 'default-namespace': 'Team_A' }))).toEqual([expect.stringContaining('is not a namespace name')]);
    expect(problems(source({ 'default-namespace': 'team-a' }))).toEqual([expect.stringContaining("needs the 'scope' input")]);
  });
});
