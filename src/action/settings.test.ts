import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEvent } from './event.js';
import { inputVariable } from './inputs.js';
import { MissingPathError } from '../io/fs/manifest-files.js';
import { CrdInputError } from '../io/repository/crd-revisions.js';
import { ScopeFileError } from '../io/repository/scope-file.js';
import { modeMarkdown } from './results.js';
import { inputFailure, parseSettings, SettingsError, shownFileName, shownPaths, type SettingsSource } from './settings.js';

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

  it('lists every bad input at once, each by name (and entry) with what it expects, never its value', () => {
    expect(problems(source({ 'fail-on': 'fatal', comment: 'maybe', mode: 'check,lint,drift-preview', paths: 'tenants\n../elsewhere' }))).toEqual([
      `Input 'paths', entry 2: expected a path inside the workspace (relative to it, or absolute under it); this one leads outside it.`,
      `Input 'fail-on': expected one of error, warning, never.`,
      `Input 'comment': expected on or off (or true/false, yes/no, 1/0).`,
      `Input 'mode', entry 2: expected one of check, crd-diff, drift-preview, publish.`,
      `Input 'mode': drift-preview needs the 'kubeconfig' input.`,
    ]);
  });

  it('quotes no input value in any problem: a secret or event text in an input never reaches the summary', () => {
    // what a workflow might pass from the event: markdown, a link, a mention, a workflow command, a secret
    const hostile = (input: string): string => `[x](https://evil.example/${input}) @admins ::set-output s3cr3t-${input}`;
    const values = {
      paths: `../${hostile('paths')}`,
      crds: `/etc/${hostile('crds')}`,
      policies: `../../${hostile('policies')}`,
      'crd-compat-config': `../${hostile('crd-compat-config')}`,
      scope: `../${hostile('scope')}`,
      'default-namespace': hostile('default-namespace'),
      'fail-on': hostile('fail-on'),
      comment: hostile('comment'),
      mode: hostile('mode'),
      kubeconfig: hostile('kubeconfig'),
    };
    const found = problems(source(values));
    expect(found.map((p) => p.replace(/^(Input '[a-z-]+')(, entry \d+)?:.*$/, '$1'))).toEqual([
      "Input 'paths'",
      "Input 'crds'",
      "Input 'policies'",
      "Input 'crd-compat-config'",
      "Input 'scope'",
      "Input 'default-namespace'",
      "Input 'fail-on'",
      "Input 'comment'",
      "Input 'kubeconfig'",
      "Input 'mode'",
    ]);
    for (const p of found) {
      expect(p).not.toMatch(/s3cr3t|evil\.example|@admins|::set-output|\.\.\/|\/etc\//);
    }
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
    expect(problems(source({ scope: 's.yaml', 'default-namespace': 'Team_A' }))).toEqual([expect.stringMatching(/^Input 'default-namespace': expected a namespace name/)]);
    expect(problems(source({ 'default-namespace': 'team-a' }))).toEqual([expect.stringContaining("needs the 'scope' input")]);
  });
});

describe('a mode that fails on an input names the input, never its value', () => {
  const settings = { workspace: '/work/repo', paths: ['tenants', 'gone-s3cr3t'], crdPaths: ['crds-s3cr3t'], policiesDir: 'policies', crdCompatConfig: 'cfg-s3cr3t.yaml', scope: 'scope-s3cr3t.yaml' };
  const present = new Set(['/work/repo/tenants', '/work/repo/policies']);
  const exists = (p: string): boolean => present.has(p);

  it('a path that is not there: which input and entry', () => {
    const failure = inputFailure(new MissingPathError('gone-s3cr3t: no such file or directory'), settings, exists);
    expect(failure).toBe("Input 'paths', entry 2; Input 'crds': expected a file or directory in the workspace; there is none at that path.");
    // there at the work tree, missing at the revision read: the inputs named, no value
    expect(inputFailure(new MissingPathError('x: no such file or directory'), settings, () => true)).toBe(
      "A path named by the 'paths', 'crds' or 'policies' input is not there at the revision checked.",
    );
  });

  it('an unusable scope or CRD-gate configuration file', () => {
    expect(inputFailure(new ScopeFileError('--scope scope-s3cr3t.yaml: cannot read the file'), settings, exists)).toMatch(/^Input 'scope': expected a readable SyncScope file/);
    expect(inputFailure(new CrdInputError('--config cfg-s3cr3t.yaml: no such file at a or b'), settings, exists)).toMatch(/^Input 'crd-compat-config': expected a file inside the repository/);
    expect(inputFailure(new Error('the API server said no'), settings, exists)).toBeUndefined();
    for (const e of [new ScopeFileError('--scope scope-s3cr3t.yaml: x'), new CrdInputError('--config cfg-s3cr3t.yaml: x'), new MissingPathError('gone-s3cr3t: x')]) {
      expect(inputFailure(e, settings, exists)).not.toContain('s3cr3t');
    }
  });

  it('the scope line shows the paths bounded, and escaped where it is rendered', () => {
    expect(shownPaths(['tenants', 'deploy'])).toBe('tenants, deploy');
    expect(shownPaths(Array.from({ length: 7 }, (_, i) => `p${i}`))).toBe('p0, p1, p2, p3, p4 and 2 more');
    const long = shownPaths(['a'.repeat(500)]);
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
    expect(shownPaths(['a\u0085b\nc'])).toBe('abc');
    const markdown = modeMarkdown(
      { mode: 'check', findings: [], scope: `1 file checked under ${shownPaths(['[x](https://evil.example) @admins'])}` },
      { maxBytes: 10_000, truncationNote: '' },
    );
    expect(markdown).not.toContain('[x](');
    expect(markdown).not.toContain('https://evil');
    expect(markdown).not.toMatch(/@admins/);
  });

  it('the SARIF file is shown by its base name, bounded: never where the input points', () => {
    expect(shownFileName('/runner/temp/driftgate.sarif')).toBe('driftgate.sarif');
    expect(shownFileName('/home/s3cr3t/out\n[x](evil).sarif')).toBe('out[x](evil).sarif');
    expect(shownFileName(`/w/${'a'.repeat(300)}.sarif`)).toHaveLength(80);
  });
});
