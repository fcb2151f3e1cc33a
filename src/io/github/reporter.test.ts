// The reporting library against the local fake GitHub API, which checks every request
// body against GitHub's published schemas (test/support/fake-github).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAULTS, startFakeGitHub, type FakeGitHub } from '../../../test/support/fake-github/server.js';
import type { Finding } from '../../core/findings/finding.js';
import { annotationsFromFindings } from './annotations.js';
import { createGitHubClient, type GitHubLog } from './client.js';
import { GitHubError } from './errors.js';
import { utf8Bytes } from './limits.js';
import { createGitHubReporter, type GitHubReporter } from './reporter.js';

const repository = { owner: 'acme', repo: 'tenants' };
const HEAD = 'a'.repeat(40);

let fake: FakeGitHub;
let logged: string[];
let reporter: GitHubReporter;

function makeReporter(options: { maxRetryAfterSeconds?: number } = {}): GitHubReporter {
  const log: GitHubLog = { debug: () => undefined, info: (m) => logged.push(`info: ${m}`), warn: (m) => logged.push(`warn: ${m}`) };
  return createGitHubReporter({
    repository,
    client: { token: 'test-token', baseUrl: fake.url, log, timing: { retryAfterUnitMs: 0, writeSpacingMs: 0 }, ...options },
  });
}

function findings(count: number): Finding[] {
  return Array.from({ length: count }, (_, i) => ({
    ruleId: i % 3 === 0 ? 'schema/required' : 'policy/quota-limits',
    severity: i % 3 === 0 ? 'error' : 'warning',
    message: `problem ${i}`,
    file: `tenants/t${Math.floor(i / 10)}.yaml`,
    line: (i % 10) + 1,
    column: 3,
  }));
}

beforeEach(async () => {
  fake = await startFakeGitHub();
  logged = [];
  reporter = makeReporter();
});

afterEach(async () => {
  expect(fake.violations).toEqual([]);
  await fake.close();
});

describe('check runs', () => {
  it('creates a run in progress on the head SHA and completes a clean one', async () => {
    const run = await reporter.createCheckRun({ name: 'driftgate / check', headSha: HEAD, title: 'Checking…' });
    expect(fake.checkRuns[0]).toMatchObject({ id: run.id, head_sha: HEAD, status: 'in_progress', conclusion: null });

    const done = await reporter.completeCheckRun(run, { conclusion: 'success', title: 'No problems', summary: '✅ No problems found.', annotations: [] });
    expect(done).toMatchObject({ annotationsSent: 0, annotationBatches: 0, annotationsOmitted: 0 });
    expect(fake.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'success', output: { title: 'No problems', summary: '✅ No problems found.' } });
    expect(fake.requests.map((r) => `${r.method} ${r.operationId}`)).toEqual(['POST checks/create', 'PATCH checks/update']);
    expect(fake.requests[0]?.authorization).toBe('token test-token');
  });

  it('sends 120 annotations in three batches and sets the conclusion with the last', async () => {
    const annotations = annotationsFromFindings(findings(120));
    const done = await reporter.publishCheckRun({ name: 'driftgate / check', headSha: HEAD, conclusion: 'failure', title: '40 errors', summary: 's', annotations });

    expect(done).toMatchObject({ annotationsSent: 120, annotationBatches: 3, annotationsOmitted: 0 });
    const run = fake.checkRuns[0]!;
    expect(run.annotations).toHaveLength(120);
    expect(run.annotationBatches).toBe(3);
    expect(run.annotations.map((a) => a.message)).toEqual(annotations.map((a) => a.message));
    const updates = fake.requestsFor('checks/update').map((r) => r.body as { status?: string; output: { annotations?: unknown[] } });
    expect(updates.map((u) => [u.status, u.output.annotations?.length])).toEqual([
      [undefined, 50],
      [undefined, 50],
      ['completed', 20],
    ]);
    expect(run).toMatchObject({ status: 'completed', conclusion: 'failure' });
  });

  it('caps annotations at maxAnnotations and reports how many were left out', async () => {
    const done = await reporter.publishCheckRun({
      name: 'n', headSha: HEAD, conclusion: 'failure', title: 't', summary: 's', annotations: annotationsFromFindings(findings(75)), maxAnnotations: 60,
    });
    expect(done).toMatchObject({ annotationsSent: 60, annotationsOmitted: 15, annotationBatches: 2 });
    expect(fake.checkRuns[0]!.annotations).toHaveLength(60);
  });

  it('cuts summary and text to 65,535 UTF-8 bytes with a pointer to the full report', async () => {
    const row = '| 🔴 | `tenants/a.yaml:1:1` | `schema/type` | wrong |\n';
    const long = row.repeat(3000); // ~150 KB
    const done = await reporter.publishCheckRun({
      name: 'n', headSha: HEAD, conclusion: 'failure', title: 't', summary: long, text: long, annotations: [], overflowNote: 'Full report: driftgate.sarif',
    });
    expect(done).toMatchObject({ summaryTruncated: true, textTruncated: true });
    const output = fake.checkRuns[0]!.output;
    for (const value of [output.summary!, output.text!]) {
      expect(utf8Bytes(value)).toBeLessThanOrEqual(65_535);
      expect(value.endsWith('\n\nFull report: driftgate.sarif\n')).toBe(true);
    }
  });

  it('creates a run with its whole output in one request and updates it in place, completing it once known', async () => {
    const run = await reporter.createCheckRunWithOutput({ name: 'driftgate sync', headSha: HEAD, externalId: 'driftgate-sync:x' }, { output: { title: '1 pending', summary: 's1', text: '| a | pending |' } });
    expect(fake.checkRuns[0]).toMatchObject({ id: run.id, status: 'in_progress', conclusion: null, external_id: 'driftgate-sync:x', output: { title: '1 pending', summary: 's1', text: '| a | pending |' } });
    await reporter.updateCheckRun(run, { output: { title: '1 pending', summary: 's2', text: '| a | pending |' } });
    expect(fake.checkRuns[0]).toMatchObject({ status: 'in_progress', output: { summary: 's2' } });
    await reporter.updateCheckRun(run, { output: { title: '1 Ready', summary: 's3', text: '| a | Ready |' }, conclusion: 'success' });
    expect(fake.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'success', output: { title: '1 Ready', text: '| a | Ready |' } });
    expect(fake.requests.map((r) => `${r.method} ${r.operationId}`)).toEqual(['POST checks/create', 'PATCH checks/update', 'PATCH checks/update']);

    const done = await reporter.createCheckRunWithOutput({ name: 'driftgate sync', headSha: HEAD }, { output: { title: 't', summary: 'x'.repeat(70_000) }, conclusion: 'failure', overflowNote: 'see the log' });
    const second = fake.checkRuns.find((r) => r.id === done.id)!;
    expect(second).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(utf8Bytes(second.output.summary!)).toBeLessThanOrEqual(65_535);
  });

  it('fails with kind "forbidden" on a read-only token, without retrying', async () => {
    fake.permissions = 'read';
    const error = await reporter.createCheckRun({ name: 'n', headSha: HEAD }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubError);
    expect((error as GitHubError).kind).toBe('forbidden');
    expect((error as GitHubError).message).toContain('Resource not accessible by integration');
    expect((error as GitHubError).message).not.toContain('test-token');
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 502 and succeeds', async () => {
    fake.fail({ operationId: 'checks/create', ...FAULTS.badGateway });
    const run = await reporter.createCheckRun({ name: 'n', headSha: HEAD });
    expect(fake.requestsFor('checks/create').map((r) => r.status)).toEqual([502, 201]);
    expect(fake.checkRuns).toHaveLength(1);
    expect(run.id).toBe(fake.checkRuns[0]!.id);
  });

  it('gives up after the configured retries on a GitHub outage', async () => {
    fake.fail({ operationId: 'checks/create', ...FAULTS.badGateway, times: 10 });
    const error = await reporter.createCheckRun({ name: 'n', headSha: HEAD }).catch((e: unknown) => e);
    expect((error as GitHubError).kind).toBe('unavailable');
    expect(fake.requestsFor('checks/create')).toHaveLength(4); // 1 + 3 retries
  });

  it('waits out a secondary rate limit (Retry-After) and retries', async () => {
    const run = await reporter.createCheckRun({ name: 'n', headSha: HEAD });
    fake.fail({ operationId: 'checks/update', ...FAULTS.secondaryRateLimit(30) });
    await reporter.completeCheckRun(run, { conclusion: 'success', title: 't', summary: 's', annotations: [] });
    expect(fake.requestsFor('checks/update').map((r) => r.status)).toEqual([403, 200]);
    expect(fake.checkRuns[0]!.conclusion).toBe('success');
    expect(logged.some((l) => l.startsWith('warn: GitHub secondary rate limit') && l.includes('retrying after 30 s'))).toBe(true);
  });

  it('gives up on a secondary rate limit that asks for a longer wait than allowed', async () => {
    reporter = makeReporter({ maxRetryAfterSeconds: 10 });
    fake.fail({ operationId: 'checks/create', ...FAULTS.secondaryRateLimit(600) });
    const error = await reporter.createCheckRun({ name: 'n', headSha: HEAD }).catch((e: unknown) => e);
    expect((error as GitHubError).kind).toBe('rate-limited');
    expect(fake.requestsFor('checks/create')).toHaveLength(1);
  });

  it('keeps going when GitHub rejects one annotation batch, and still sets the conclusion', async () => {
    const run = await reporter.createCheckRun({ name: 'n', headSha: HEAD });
    fake.fail({ operationId: 'checks/update', status: 422, body: { message: 'Validation Failed' } });
    const done = await reporter.completeCheckRun(run, { conclusion: 'failure', title: 't', summary: 's', annotations: annotationsFromFindings(findings(70)) });
    expect(done.batchErrors.map((e) => e.kind)).toEqual(['invalid']);
    expect(done).toMatchObject({ annotationsSent: 20, annotationsOmitted: 50 });
    expect(fake.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
  });

  it('spaces write requests by the injected interval, without a real clock', async () => {
    const waits: number[] = [];
    const paced = createGitHubReporter({
      repository,
      client: { token: 't', baseUrl: fake.url, timing: { retryAfterUnitMs: 0, writeSpacingMs: 1000, sleep: async (ms) => void waits.push(ms) } },
    });
    await paced.publishCheckRun({ name: 'n', headSha: HEAD, conclusion: 'failure', title: 't', summary: 's', annotations: annotationsFromFindings(findings(101)) });
    // create + 3 updates: every write after the first waits one interval.
    expect(waits).toEqual([1000, 1000, 1000]);
  });
});

describe('commit statuses', () => {
  it('sets a status and cuts the description to 140 characters', async () => {
    await reporter.setCommitStatus({ sha: HEAD, state: 'failure', context: 'driftgate/sync', description: 'd'.repeat(300), targetUrl: 'https://example.test/run/1' });
    expect(fake.statuses).toHaveLength(1);
    expect(fake.statuses[0]).toMatchObject({ sha: HEAD, state: 'failure', context: 'driftgate/sync', target_url: 'https://example.test/run/1' });
    expect(fake.statuses[0]!.description).toHaveLength(140);
  });
});

describe('PR comment upsert', () => {
  it('creates the comment once, then updates it in place, and skips an identical body', async () => {
    const first = await reporter.upsertComment({ issueNumber: 7, marker: 'report', body: '2 errors', mode: 'create-or-update' });
    expect(first.action).toBe('created');
    const second = await reporter.upsertComment({ issueNumber: 7, marker: 'report', body: '1 error', mode: 'create-or-update' });
    expect(second).toMatchObject({ action: 'updated', id: first.id });
    const third = await reporter.upsertComment({ issueNumber: 7, marker: 'report', body: '1 error', mode: 'create-or-update' });
    expect(third.action).toBe('unchanged');
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]!.body).toBe('<!-- driftgate:report -->\n1 error');
    expect(fake.requestsFor('issues/update-comment')).toHaveLength(1);
  });

  it('does not create a comment in update-only mode', async () => {
    const result = await reporter.upsertComment({ issueNumber: 7, marker: 'report', body: 'all clear', mode: 'update-only' });
    expect(result.action).toBe('absent');
    expect(fake.comments).toHaveLength(0);
  });

  it('finds its comment on a later page and prefers a bot-authored one', async () => {
    for (let i = 0; i < 120; i++) fake.seedComment({ repository: 'acme/tenants', issue_number: 9, body: `chatter ${i}`, login: 'dev' });
    // A human comment quoting the marker comes first; it is not ours.
    fake.seedComment({ repository: 'acme/tenants', issue_number: 9, body: 'quoting <!-- driftgate:report -->', login: 'dev' });
    const ours = fake.seedComment({ repository: 'acme/tenants', issue_number: 9, body: '<!-- driftgate:report -->\nold' });
    const result = await reporter.upsertComment({ issueNumber: 9, marker: 'report', body: 'new', mode: 'create-or-update' });
    expect(result).toMatchObject({ action: 'updated', id: ours.id });
    expect(fake.requestsFor('issues/list-comments').length).toBeGreaterThan(1);
  });

  it("never edits someone else's comment that carries the marker: a new comment is created instead", async () => {
    const human = fake.seedComment({ repository: 'acme/tenants', issue_number: 11, body: '<!-- driftgate:report -->\nI pasted your marker', login: 'mallory' });
    const result = await reporter.upsertComment({ issueNumber: 11, marker: 'report', body: 'findings', mode: 'create-or-update' });
    expect(result.action).toBe('created');
    expect(fake.comments.find((c) => c.id === human.id)?.body).toBe('<!-- driftgate:report -->\nI pasted your marker');
    expect(fake.requestsFor('issues/update-comment')).toEqual([]);
    // update-only finds nothing of ours to update.
    expect((await reporter.upsertComment({ issueNumber: 12, marker: 'report', body: 'x', mode: 'update-only' })).action).toBe('absent');
  });

  it("with a known author, another bot's marked comment is not ours either", async () => {
    const other = fake.seedComment({ repository: 'acme/tenants', issue_number: 13, body: '<!-- driftgate:report -->\nfrom another app', login: 'other-app[bot]' });
    const mine = fake.seedComment({ repository: 'acme/tenants', issue_number: 13, body: '<!-- driftgate:report -->\nold' });
    const result = await reporter.upsertComment({ issueNumber: 13, marker: 'report', body: 'new', mode: 'create-or-update', author: 'github-actions[bot]' });
    expect(result).toMatchObject({ action: 'updated', id: mine.id });
    expect(fake.comments.find((c) => c.id === other.id)?.body).toContain('from another app');
  });

  it('refuses a marker that could break out of the HTML comment', async () => {
    await expect(reporter.upsertComment({ issueNumber: 1, marker: 'x -->', body: 'b', mode: 'create-or-update' })).rejects.toThrow(RangeError);
  });
});

describe('the fake GitHub API', () => {
  it('rejects what GitHub would reject, by its published schema', async () => {
    const client = createGitHubClient({ token: 't', baseUrl: fake.url, retries: 0, timing: { retryAfterUnitMs: 0, writeSpacingMs: 0 } });
    const error = await client
      .request('POST /repos/{owner}/{repo}/check-runs', {
        ...repository,
        name: 'n',
        head_sha: HEAD,
        conclusion: 'passed',
        output: { title: 't', summary: 's', annotations: [{ path: 'a', start_line: 1, end_line: 2, start_column: 1, annotation_level: 'error', message: 'm' }] },
      } as never)
      .catch((e: unknown) => e);
    expect((error as { status: number }).status).toBe(422);
    expect(fake.violations).toHaveLength(1);
    expect(fake.violations[0]!.problems).toEqual(
      expect.arrayContaining([
        '/conclusion must be equal to one of the allowed values',
        '/output/annotations/0/annotation_level must be equal to one of the allowed values',
        'output.annotations[0]: start_column/end_column are only allowed when start_line equals end_line',
      ]),
    );
    fake.violations.length = 0;
  });
});

describe('pull requests', () => {
  it('reads a PR head and state', async () => {
    fake.seedPullRequest({ repository: 'acme/tenants', number: 5, headSha: HEAD, state: 'open', headRepository: 'outsider/tenants' });
    expect(await reporter.getPullRequest(5)).toEqual({ number: 5, state: 'open', headSha: HEAD, headRepository: 'outsider/tenants' });
    const missing = await reporter.getPullRequest(6).catch((e: unknown) => e);
    expect((missing as GitHubError).kind).toBe('not-found');
  });
});
