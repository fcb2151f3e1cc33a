import { describe, expect, it } from 'vitest';
import { FakeClock, sleep } from '../controller/clock.js';
import { GitHubError } from '../io/github/errors.js';
import type { CheckRunRef, CheckRunWrite } from '../io/github/check-runs.js';
import type { GitHubReporter } from '../io/github/reporter.js';
import type { CommitStatus } from '../io/github/commit-status.js';
import { utf8Bytes } from '../io/github/limits.js';
import { AgentReporter, MAX_TENANT_STATUSES, pullRequestFromMessage, syncCheckRun } from './report.js';
import { decodeReportState } from './report-state.js';
import type { SyncResult } from './sync.js';
import type { TenantRef } from './tenant-report.js';

const SHA = 'a'.repeat(40);
const SHA2 = 'b'.repeat(40);

interface FakeRun {
  id: number;
  sha: string;
  status: 'in_progress' | 'completed';
  conclusion: string | null;
  title: string;
  summary: string;
  text: string;
}

/**
 * The GitHubReporter the agent uses, in memory. With a clock it spaces writes as octokit does by
 * default (one write at a time, `spacingMs` between starts), so simulated time can be read off.
 */
function fakeGitHub(options: { clock?: FakeClock; spacingMs?: number; failStatuses?: number } = {}) {
  let failures = options.failStatuses ?? 0;
  const statuses: Array<CommitStatus & { at: number }> = [];
  const runs: FakeRun[] = [];
  const writes: Array<{ kind: 'status' | 'check-create' | 'check-update' | 'check-complete'; at: number }> = [];
  let last = Number.NEGATIVE_INFINITY;
  let queue: Promise<unknown> = Promise.resolve();
  const paced = <T>(fn: () => T): Promise<T> => {
    const run = queue.then(async () => {
      const clock = options.clock;
      if (clock && options.spacingMs) {
        const wait = last + options.spacingMs - clock.now();
        if (wait > 0) await sleep(clock, wait);
        last = clock.now();
      }
      return fn();
    });
    queue = run.catch(() => undefined);
    return run;
  };
  const now = () => options.clock?.now() ?? 0;
  const apply = (run: FakeRun, write: CheckRunWrite) => {
    run.title = write.output.title;
    run.summary = write.output.summary;
    run.text = write.output.text ?? '';
    if (write.conclusion) {
      run.status = 'completed';
      run.conclusion = write.conclusion;
    }
  };
  const github = {
    repository: { owner: 'acme', repo: 'tenants' },
    setCommitStatus: (s: CommitStatus) =>
      paced(() => {
        if (failures > 0) {
          failures--;
          throw new GitHubError('set commit status failed (HTTP 502): Server Error', { kind: 'unavailable', operation: 'status', status: 502 });
        }
        statuses.push({ ...s, at: now() });
        writes.push({ kind: 'status', at: now() });
      }),
    createCheckRunWithOutput: (start: { headSha: string }, write: CheckRunWrite) =>
      paced(() => {
        const run: FakeRun = { id: runs.length + 1, sha: start.headSha, status: 'in_progress', conclusion: null, title: '', summary: '', text: '' };
        apply(run, write);
        runs.push(run);
        writes.push({ kind: 'check-create', at: now() });
        return { id: run.id, name: 'driftgate sync', headSha: start.headSha };
      }),
    updateCheckRun: (ref: CheckRunRef, write: CheckRunWrite) =>
      paced(() => {
        const run = runs.find((r) => r.id === ref.id);
        if (!run) throw new GitHubError('not found', { kind: 'not-found', operation: 'update', status: 404 });
        apply(run, write);
        writes.push({ kind: 'check-update', at: now() });
      }),
    createCheckRun: (start: { headSha: string }) =>
      paced(() => {
        const run: FakeRun = { id: runs.length + 1, sha: start.headSha, status: 'in_progress', conclusion: null, title: '', summary: '', text: '' };
        runs.push(run);
        writes.push({ kind: 'check-create', at: now() });
        return { id: run.id, name: 'driftgate sync', headSha: start.headSha };
      }),
    completeCheckRun: (ref: { id: number }, result: { conclusion: string; title: string; summary: string }) =>
      paced(() => {
        const run = runs.find((r) => r.id === ref.id)!;
        Object.assign(run, { status: 'completed', conclusion: result.conclusion, title: result.title, summary: result.summary });
        writes.push({ kind: 'check-complete', at: now() });
        return { ...ref, name: 'driftgate sync', headSha: run.sha, annotationsSent: 0, annotationsOmitted: 0, annotationBatches: 0, summaryTruncated: false, textTruncated: false, batchErrors: [] };
      }),
    publishCheckRun: async () => {
      throw new Error('unused');
    },
    upsertComment: async () => ({ action: 'created' as const }),
    getPullRequest: async () => {
      throw new Error('unused');
    },
  } satisfies GitHubReporter;
  return { github, statuses, runs, writes };
}

function liveTenant(name: string, state: 'ready' | 'progressing' | 'stalled', options: { namespace?: string; message?: string } = {}) {
  const conditions =
    state === 'stalled'
      ? [{ type: 'Ready', status: 'False', reason: 'NamespaceNotManaged', message: options.message ?? 'taken' }, { type: 'Stalled', status: 'True', reason: 'NamespaceNotManaged', message: options.message ?? 'taken' }]
      : [{ type: 'Ready', status: state === 'ready' ? 'True' : 'False', reason: state === 'ready' ? 'Provisioned' : 'Progressing', message: options.message ?? '' }];
  return { metadata: { name, namespace: options.namespace ?? 'tenants', generation: 1 }, status: { observedGeneration: 1, conditions } };
}

const tenant = (ready: boolean) => liveTenant('search', ready ? 'ready' : 'progressing');

function result(outcome: SyncResult['outcome'] = 'applied', revision = SHA): SyncResult {
  return { revision, outcome, reason: outcome === 'applied' ? 'Applied' : 'CheckFailed', message: 'm', findings: [], desired: [], applied: [], errors: [], pruned: [], inventory: { entries: [] }, dryRun: false };
}

function memoryStore() {
  let text: string | undefined;
  let writes = 0;
  return {
    read: async () => text,
    write: async (t: string) => {
      text = t;
      writes++;
    },
    get text() {
      return text;
    },
    get writes() {
      return writes;
    },
  };
}

const log = { info: () => undefined, warn: () => undefined };
const SEARCH: TenantRef = { namespace: 'tenants', name: 'search' };

/** Moves the fake clock until the reporter has nothing queued (or `untilMs` passed), in small steps. */
async function settle(clock: FakeClock, reporter: AgentReporter, options: { stepMs?: number; untilMs?: number } = {}): Promise<void> {
  const end = clock.now() + (options.untilMs ?? 3_600_000);
  while (clock.now() < end) {
    await clock.advance(options.stepMs ?? 50);
    if (!reporter.busy && options.untilMs === undefined) return;
  }
  if (options.untilMs === undefined) throw new Error('the reporter never settled');
}

function fleet(count: number): TenantRef[] {
  return Array.from({ length: count }, (_, i) => ({ namespace: 'tenants', name: `tenant-${String(i).padStart(5, '0')}` }));
}

describe('AgentReporter', () => {
  it('sharded: each shard posts its own tenants and an aggregate status and check run with its shard suffix', async () => {
    const clock = new FakeClock();
    const { github, statuses } = fakeGitHub();
    const names: string[] = [];
    const recording = {
      ...github,
      createCheckRunWithOutput: (start: { name: string; headSha: string; externalId?: string }, write: CheckRunWrite) => {
        names.push(`${start.name} ${start.externalId ?? ''}`);
        return github.createCheckRunWithOutput(start, write);
      },
      createCheckRun: (start: { name: string; headSha: string; externalId?: string }) => {
        names.push(`${start.name} ${start.externalId ?? ''}`);
        return github.createCheckRun(start);
      },
    } satisfies GitHubReporter;
    const ADS: TenantRef = { namespace: 'tenants', name: 'ads' };
    const shard0 = new AgentReporter({ github: recording, store: memoryStore(), clock, lookupTenant: () => tenant(true), readyTimeoutMs: 300_000, log, nameSuffix: ' (shard 0/2)' });
    const shard1 = new AgentReporter({ github: recording, store: memoryStore(), clock, lookupTenant: () => tenant(true), readyTimeoutMs: 300_000, log, nameSuffix: ' (shard 1/2)' });
    shard0.revisionApplied({ result: result(), tenants: [SEARCH], changed: [SEARCH] });
    shard1.revisionApplied({ result: result(), tenants: [ADS], changed: [ADS] });
    await settle(clock, shard0);
    await settle(clock, shard1);
    const last = (context: string) => statuses.filter((s) => s.context === context).at(-1)?.state;
    expect(last('driftgate/tenants/search')).toBe('success');
    expect(last('driftgate/tenants/ads')).toBe('success');
    expect(last('driftgate/sync (shard 0/2)')).toBe('success');
    expect(last('driftgate/sync (shard 1/2)')).toBe('success');
    expect(statuses.some((s) => s.context === 'driftgate/sync')).toBe(false);
    expect(names.sort()).toEqual([`driftgate sync (shard 0/2) driftgate-sync-shard-0-of-2:${SHA}`, `driftgate sync (shard 1/2) driftgate-sync-shard-1-of-2:${SHA}`]);
    shard1.revisionNotApplied(result('refused', SHA2));
    await settle(clock, shard1);
    expect(last('driftgate/sync (shard 1/2)')).toBe('failure');
    expect(statuses.filter((s) => s.sha === SHA2).map((s) => s.context)).toEqual(['driftgate/sync (shard 1/2)']);
  });

  it('posts pending once applied, then success when Ready; never re-posts an unchanged status', async () => {
    const clock = new FakeClock();
    const { github, statuses, runs } = fakeGitHub();
    let live: unknown = tenant(false);
    const r = new AgentReporter({ github, store: memoryStore(), clock, lookupTenant: () => live, readyTimeoutMs: 300_000, log });
    r.revisionApplied({ result: result(), tenants: [SEARCH], changed: [SEARCH] });
    await settle(clock, r);
    expect(statuses.map((s) => [s.context, s.state])).toEqual([
      ['driftgate/tenants/search', 'pending'],
      ['driftgate/sync', 'pending'],
    ]);
    expect(runs).toMatchObject([{ id: 1, status: 'in_progress', conclusion: null, title: `Applied ${SHA.slice(0, 7)}: 1 pending, 0 Ready` }]);
    r.tenantChanged(SEARCH);
    await settle(clock, r);
    expect(statuses).toHaveLength(2);
    live = tenant(true);
    r.tenantChanged(SEARCH);
    r.tenantChanged(SEARCH);
    await settle(clock, r);
    expect(statuses.map((s) => `${s.context} ${s.state}`)).toEqual(['driftgate/tenants/search pending', 'driftgate/sync pending', 'driftgate/tenants/search success', 'driftgate/sync success']);
    expect(runs).toMatchObject([{ id: 1, status: 'completed', conclusion: 'success', title: `Applied ${SHA.slice(0, 7)}: 1 tenant Ready` }]);
    r.tenantChanged(SEARCH);
    r.tenantChanged();
    await settle(clock, r);
    expect(statuses).toHaveLength(4);
    expect(runs).toHaveLength(1);
  });

  it('posts the changed tenant\'s status before it derives the other tenants of the commit', async () => {
    const clock = new FakeClock();
    const { github, statuses } = fakeGitHub();
    const tenants = fleet(400);
    const changed = tenants[tenants.length - 1]!; // the last in Git order: derived last in one pass
    const looked: string[] = [];
    let lookedAtFirstWrite: number | undefined;
    const recording = {
      ...github,
      setCommitStatus: (s: CommitStatus) => {
        lookedAtFirstWrite ??= looked.length;
        return github.setCommitStatus(s);
      },
    } satisfies GitHubReporter;
    const r = new AgentReporter({
      github: recording,
      store: memoryStore(),
      clock,
      lookupTenant: (t) => {
        looked.push(t.name);
        return liveTenant(t.name, 'ready');
      },
      readyTimeoutMs: 300_000,
      log,
    });
    r.revisionApplied({ result: result(), tenants, changed: [changed] });
    await settle(clock, r);
    expect(lookedAtFirstWrite).toBe(1);
    expect(looked[0]).toBe(changed.name);
    expect(new Set(looked).size).toBe(tenants.length); // every tenant is still derived, after it
    expect(statuses.map((s) => `${s.context} ${s.state}`)).toEqual([`driftgate/tenants/${changed.name} pending`, `driftgate/tenants/${changed.name} success`, 'driftgate/sync success']);
  });

  it('derives every tenant on the retry when the changed tenant\'s status failed to post first', async () => {
    const clock = new FakeClock();
    const { github, statuses } = fakeGitHub({ failStatuses: 1 });
    const tenants = fleet(50);
    const changed = tenants[0]!;
    const r = new AgentReporter({ github, store: memoryStore(), clock, lookupTenant: (t) => liveTenant(t.name, 'ready'), readyTimeoutMs: 300_000, log });
    r.revisionApplied({ result: result(), tenants, changed: [changed] });
    await settle(clock, r);
    // the aggregate counts every tenant: it reads success only when the other 49 were derived too
    expect(statuses.map((s) => `${s.context} ${s.state}`)).toEqual([`driftgate/tenants/${changed.name} pending`, `driftgate/tenants/${changed.name} success`, 'driftgate/sync success']);
  });

  it('says pending once the check admitted a revision, before the apply, and only once', async () => {
    const clock = new FakeClock();
    const { github, statuses } = fakeGitHub({ clock, spacingMs: 1000 });
    let live: unknown = tenant(true); // the previous commit's object: Ready, at generation 1
    const r = new AgentReporter({ github, store: memoryStore(), clock, lookupTenant: () => live, readyTimeoutMs: 300_000, log });
    r.revisionSyncing({ sha: SHA, changed: [SEARCH] });
    await settle(clock, r);
    expect(statuses.map((s) => [s.context, s.state, s.description, s.sha])).toEqual([['driftgate/tenants/search', 'pending', `syncing ${SHA.slice(0, 7)}`, SHA]]);
    // judged again (a failed apply retried): nothing new
    r.revisionSyncing({ sha: SHA, changed: [SEARCH] });
    await settle(clock, r);
    expect(statuses).toHaveLength(1);
    // applied 2 s later; the operator has not reconciled yet: no second pending
    await clock.advance(2000);
    live = { ...liveTenant('search', 'progressing'), metadata: { name: 'search', namespace: 'tenants', generation: 2 } };
    r.revisionApplied({ result: result(), tenants: [SEARCH], changed: [SEARCH] });
    await settle(clock, r, { untilMs: 300 });
    expect(statuses.map((s) => s.state)).toEqual(['pending']);
    // Ready 300 ms after the apply: the success goes at once (the pending was more than 1 s ago),
    // before the aggregate and the check run, which wait a quiet interval after the apply
    const appliedAt = clock.now() - 300;
    live = { ...liveTenant('search', 'ready'), metadata: { name: 'search', namespace: 'tenants', generation: 2 }, status: { observedGeneration: 2, conditions: [{ type: 'Ready', status: 'True', reason: 'Provisioned', message: '' }] } };
    r.tenantChanged(SEARCH);
    await settle(clock, r);
    expect(statuses.map((s) => `${s.context} ${s.state}`)).toEqual(['driftgate/tenants/search pending', 'driftgate/tenants/search success', 'driftgate/sync success']);
    expect((statuses[1]?.at ?? NaN) - appliedAt).toBeLessThan(400);
  });

  it('says pending once when the revision is applied while the admission\'s pending is in flight', async () => {
    const clock = new FakeClock();
    const fake = fakeGitHub();
    let inFlight = 0;
    const slow = {
      ...fake.github,
      setCommitStatus: async (s: CommitStatus) => {
        inFlight++;
        await sleep(clock, 200); // a request takes time, as a real one does
        inFlight--;
        return fake.github.setCommitStatus(s);
      },
    } satisfies GitHubReporter;
    const r = new AgentReporter({ github: slow, store: memoryStore(), clock, lookupTenant: () => tenant(true), readyTimeoutMs: 300_000, log });
    r.revisionSyncing({ sha: SHA, changed: [SEARCH] });
    await clock.advance(100);
    expect(inFlight).toBe(1);
    r.revisionApplied({ result: result(), tenants: [SEARCH], changed: [SEARCH] });
    await settle(clock, r);
    expect(fake.statuses.map((s) => `${s.context} ${s.state}`)).toEqual(['driftgate/tenants/search pending', 'driftgate/tenants/search success', 'driftgate/sync success']);
  });

  it('lets the sync wait until the early pending is written, and no longer than it allows', async () => {
    const clock = new FakeClock();
    const fake = fakeGitHub();
    let delayMs = 0;
    const slow = {
      ...fake.github,
      setCommitStatus: async (s: CommitStatus) => {
        await sleep(clock, delayMs);
        return fake.github.setCommitStatus(s);
      },
    } satisfies GitHubReporter;
    const r = new AgentReporter({ github: slow, store: memoryStore(), clock, lookupTenant: () => tenant(true), readyTimeoutMs: 300_000, log });
    const waited = async (sha: string, maxMs: number): Promise<number> => {
      const start = clock.now();
      let done = false;
      void r.syncingSent(sha, maxMs).then(() => (done = true));
      while (!done) await clock.advance(10);
      return clock.now() - start;
    };
    delayMs = 50;
    r.revisionSyncing({ sha: SHA, changed: [SEARCH] });
    const fast = await waited(SHA, 250);
    expect(fast).toBeGreaterThanOrEqual(50);
    expect(fast).toBeLessThan(250);
    expect(fake.statuses.map((s) => s.state)).toEqual(['pending']);
    // nothing left to write: no wait at all
    expect(await waited(SHA, 250)).toBe(10);
    // GitHub slower than the sync may wait: it goes on after maxMs, and the write still lands
    delayMs = 5_000;
    r.revisionSyncing({ sha: SHA2, changed: [SEARCH] });
    expect(await waited(SHA2, 250)).toBe(250);
    await settle(clock, r);
    expect(fake.statuses.filter((s) => s.sha === SHA2).map((s) => s.state)).toEqual(['pending']);
  });

  it('turns the pending said at admission into failure when the cluster\'s gates refuse the revision, and keeps it while a failed apply is retried', async () => {
    const clock = new FakeClock();
    const { github, statuses } = fakeGitHub();
    const r = new AgentReporter({ github, store: memoryStore(), clock, lookupTenant: () => tenant(true), readyTimeoutMs: 300_000, log });
    r.revisionSyncing({ sha: SHA, changed: [SEARCH] });
    await settle(clock, r);
    r.revisionNotApplied({ ...result('failed'), reason: 'ApplyFailed', message: 'the API server is down' });
    await settle(clock, r);
    expect(statuses.filter((s) => s.context === 'driftgate/tenants/search').map((s) => s.state)).toEqual(['pending']);
    r.revisionSyncing({ sha: SHA, changed: [SEARCH] });
    const refused: SyncResult = { ...result('refused'), reason: 'ScopeRefused', findings: [{ ruleId: 'scope/namespace', severity: 'error', file: 'tenants/search.yaml', line: 3, message: 'namespace kube-system is outside the scope' }] };
    r.revisionNotApplied(refused);
    await settle(clock, r);
    const tenantStatuses = statuses.filter((s) => s.context === 'driftgate/tenants/search');
    expect(tenantStatuses.map((s) => s.state)).toEqual(['pending', 'failure']);
    expect(tenantStatuses[1]?.description).toBe('not applied: ScopeRefused: tenants/search.yaml:3 scope/namespace namespace kube-system is outside the scope');
    // a second report of the same refusal does not post the tenant again
    r.revisionNotApplied(refused);
    await settle(clock, r);
    expect(statuses.filter((s) => s.context === 'driftgate/tenants/search')).toHaveLength(2);
  });

  it('ends with error the pending of a tenant read from a changed file that the commit did not apply', async () => {
    const clock = new FakeClock();
    const { github, statuses } = fakeGitHub();
    const ghost: TenantRef = { namespace: 'tenants', name: 'ghost' };
    const r = new AgentReporter({ github, store: memoryStore(), clock, lookupTenant: () => tenant(true), readyTimeoutMs: 300_000, log });
    r.revisionSyncing({ sha: SHA, changed: [SEARCH, ghost] });
    await settle(clock, r);
    r.revisionApplied({ result: result(), tenants: [SEARCH], changed: [SEARCH] });
    await settle(clock, r);
    expect(statuses.filter((s) => s.context === 'driftgate/tenants/ghost').map((s) => [s.state, s.description])).toEqual([
      ['pending', `syncing ${SHA.slice(0, 7)}`],
      ['error', `not applied by ${SHA.slice(0, 7)}: no such tenant among the objects it applied`],
    ]);
    expect(statuses.filter((s) => s.context === 'driftgate/tenants/search').map((s) => s.state)).toEqual(['pending', 'success']);
    expect(statuses.filter((s) => s.context === 'driftgate/sync').map((s) => s.state)).toEqual(['success']);
  });

  it('says no pending at admission on a bulk change, nor for a commit already applied', async () => {
    const clock = new FakeClock();
    const { github, statuses } = fakeGitHub();
    const r = new AgentReporter({ github, store: memoryStore(), clock, lookupTenant: () => tenant(true), readyTimeoutMs: 300_000, log, maxTenantStatuses: 2 });
    r.revisionSyncing({ sha: SHA, changed: fleet(3) });
    await settle(clock, r);
    expect(statuses).toEqual([]);
    r.revisionApplied({ result: result(), tenants: [SEARCH], changed: [SEARCH] });
    await settle(clock, r);
    const before = statuses.length;
    r.revisionSyncing({ sha: SHA, changed: [SEARCH] });
    await settle(clock, r);
    expect(statuses).toHaveLength(before);
  });

  it('posts pending first even when the tenant is already Ready, and fails after the timeout', async () => {
    const clock = new FakeClock();
    const { github, statuses } = fakeGitHub();
    const r = new AgentReporter({ github, store: memoryStore(), clock, lookupTenant: () => tenant(true), readyTimeoutMs: 60_000, log });
    r.revisionApplied({ result: result(), tenants: [SEARCH], changed: [SEARCH] });
    await settle(clock, r);
    expect(statuses.filter((s) => s.context === 'driftgate/tenants/search').map((s) => s.state)).toEqual(['pending', 'success']);

    const late = fakeGitHub();
    const r2 = new AgentReporter({ github: late.github, store: memoryStore(), clock, lookupTenant: () => tenant(false), readyTimeoutMs: 60_000, log });
    r2.revisionApplied({ result: result(), tenants: [SEARCH], changed: [SEARCH] });
    await settle(clock, r2);
    await clock.advance(60_000);
    await settle(clock, r2);
    expect(late.statuses.filter((s) => s.context === 'driftgate/tenants/search').map((s) => [s.state, s.description])).toEqual([
      ['pending', 'applied; waiting for Ready (Progressing)'],
      ['failure', 'not Ready within 1 min: Progressing'],
    ]);
    expect(late.statuses.filter((s) => s.context === 'driftgate/sync').map((s) => s.state)).toEqual(['pending', 'failure']);
    expect(late.runs[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
  });

  it('retries with backoff through GitHub outages and records what was posted for a restart', async () => {
    const clock = new FakeClock();
    const { github, statuses } = fakeGitHub({ failStatuses: 3 });
    const store = memoryStore();
    const r = new AgentReporter({ github, store, clock, lookupTenant: () => tenant(false), readyTimeoutMs: 300_000, log, retry: { initialMs: 1000, maxMs: 8000 } });
    r.revisionApplied({ result: result(), tenants: [SEARCH], changed: [SEARCH] });
    await r.idle();
    expect(statuses).toEqual([]);
    expect(r.backlog).toBeGreaterThan(0); // waiting for the retry
    await clock.advance(1000);
    await r.idle();
    await clock.advance(2000);
    await r.idle();
    expect(statuses).toEqual([]);
    await clock.advance(4000);
    expect(statuses.map((s) => s.state)).toEqual(['pending']);
    await settle(clock, r);
    expect(JSON.parse(store.text!)).toMatchObject({ sha: SHA, posted: { 'driftgate/tenants/search': { state: 'pending' }, 'driftgate/sync': { state: 'pending' } } });

    // a restarted reporter reads that state: nothing is posted twice
    const again = fakeGitHub();
    const r2 = new AgentReporter({ github: again.github, store, clock, lookupTenant: () => tenant(false), readyTimeoutMs: 300_000, log });
    await r2.restore({ revision: SHA, tenants: [SEARCH] });
    await settle(clock, r2);
    expect(again.statuses).toEqual([]);
    expect(again.writes).toEqual([]);
  });

  it('after a restart, reports a commit applied before the report state recorded it, and rewrites a first-format state once', async () => {
    const clock = new FakeClock();
    const store = memoryStore();
    // the first format, as an agent before this one left it: the commit's changed tenants and their statuses
    await store.write(JSON.stringify({ sha: SHA, appliedAt: clock.now(), tenants: [SEARCH], posted: { 'driftgate/tenants/search': { state: 'success', description: 'Ready' } } }));
    const { github, statuses, runs } = fakeGitHub();
    const r = new AgentReporter({ github, store, clock, lookupTenant: () => tenant(true), readyTimeoutMs: 300_000, log });
    await r.restore({ revision: SHA, tenants: [SEARCH] });
    await settle(clock, r);
    // nothing per tenant again; the aggregate status and the check run the first format did not have
    expect(statuses.map((s) => `${s.context} ${s.state}`)).toEqual(['driftgate/sync success']);
    expect(runs).toHaveLength(1);
    expect(JSON.parse(store.text!)).toMatchObject({ v: 2, sha: SHA });

    // the agent applied SHA2 and stopped before recording it: every tenant counts as changed
    const next = fakeGitHub();
    const r2 = new AgentReporter({ github: next.github, store, clock, lookupTenant: () => tenant(true), readyTimeoutMs: 300_000, log });
    await r2.restore({ revision: SHA2, tenants: [SEARCH] });
    await settle(clock, r2);
    expect(next.statuses.map((s) => `${s.sha === SHA2 ? 'SHA2' : s.sha} ${s.context} ${s.state}`)).toEqual(['SHA2 driftgate/tenants/search success', 'SHA2 driftgate/sync success']);
    expect(next.runs[0]).toMatchObject({ sha: SHA2, conclusion: 'success' });
    expect(next.runs[0]!.summary).toContain('before the agent restarted');
  });

  it('gives a commit superseded before its report was final one last check run and aggregate status', async () => {
    const clock = new FakeClock();
    const { github, statuses, runs } = fakeGitHub({ clock, spacingMs: 1000 });
    const ready = new Set<string>();
    const tenants = [SEARCH, { namespace: 'tenants', name: 'ads' }];
    const r = new AgentReporter({ github, store: memoryStore(), clock, lookupTenant: (t) => liveTenant(t.name, ready.has(t.name) ? 'ready' : 'progressing'), readyTimeoutMs: 300_000, log });
    r.revisionApplied({ result: result(), tenants, changed: tenants });
    for (const t of tenants) {
      ready.add(t.name);
      r.tenantChanged(t);
    }
    await clock.advance(2500); // both statuses pending and one success posted; the rest still queued
    r.revisionApplied({ result: result('applied', SHA2), tenants, changed: [SEARCH] });
    await settle(clock, r);
    // the first commit: every tenant status final, its aggregate and check run from the tenants' states
    for (const t of tenants) expect(statuses.filter((s) => s.sha === SHA && s.context === `driftgate/tenants/${t.name}`).at(-1)?.state).toBe('success');
    expect(statuses.filter((s) => s.sha === SHA && s.context === 'driftgate/sync').map((s) => s.state)).toEqual(['success']);
    expect(runs.filter((x) => x.sha === SHA)).toMatchObject([{ status: 'completed', conclusion: 'success', title: `Applied ${SHA.slice(0, 7)}: 2 tenants Ready` }]);
    expect(runs.filter((x) => x.sha === SHA2)).toMatchObject([{ status: 'completed', conclusion: 'success' }]);

    // a finished report stays as it was when the next commit's apply makes a tenant pending first
    const sha3 = 'c'.repeat(40);
    const before = runs.map((x) => ({ ...x }));
    ready.delete(SEARCH.name);
    r.tenantChanged(SEARCH);
    await clock.advance(1500);
    r.revisionApplied({ result: result('applied', sha3), tenants, changed: [SEARCH] });
    ready.add(SEARCH.name);
    r.tenantChanged(SEARCH);
    await settle(clock, r);
    expect(runs.filter((x) => x.sha !== sha3)).toEqual(before);
    expect(statuses.filter((s) => s.sha === SHA2).map((s) => `${s.context} ${s.state}`)).not.toContain('driftgate/sync pending');

    // superseded while a tenant is still pending: neutral, saying so
    const next = fakeGitHub();
    const r2 = new AgentReporter({ github: next.github, store: memoryStore(), clock, lookupTenant: () => tenant(false), readyTimeoutMs: 300_000, log });
    r2.revisionApplied({ result: result(), tenants: [SEARCH], changed: [SEARCH] });
    await clock.advance(100); // its pending is posted; the check run waits for a quiet interval
    r2.revisionApplied({ result: result('applied', SHA2), tenants: [SEARCH], changed: [SEARCH] });
    await settle(clock, r2, { untilMs: 5000 });
    expect(next.runs.find((x) => x.sha === SHA)).toMatchObject({ status: 'completed', conclusion: 'neutral', title: `Superseded by ${SHA2.slice(0, 7)}; Applied ${SHA.slice(0, 7)}: 1 pending, 0 Ready` });
    expect(next.runs.find((x) => x.sha === SHA2)).toMatchObject({ status: 'in_progress' });
  });

  it('does nothing without GitHub, and reports refusals as failing check runs', async () => {
    const clock = new FakeClock();
    const none = new AgentReporter({ github: undefined, store: memoryStore(), clock, lookupTenant: () => undefined, readyTimeoutMs: 1000, log });
    none.revisionApplied({ result: result(), tenants: [{ name: 'x' }], changed: [{ name: 'x' }] });
    await none.idle();
    expect(none.enabled).toBe(false);
    expect(none.busy).toBe(false);
    const refused = syncCheckRun({ ...result('refused'), findings: [{ ruleId: 'vap/x', severity: 'error', message: 'denied <b>@team</b>', file: 'a.yaml', line: 3 }] }, undefined);
    expect(refused).toMatchObject({ conclusion: 'failure', title: 'Not applied: CheckFailed' });
    expect(refused.summary).toContain('`vap/x` a.yaml:3: denied &lt;b&gt;@\u200Bteam&lt;/b&gt;');
  });
});

describe('AgentReporter as a reconciler keyed by commit', () => {
  it('a failed write holds every commit’s reports for the backoff, then each commit is reported once', async () => {
    const clock = new FakeClock();
    const t0 = clock.now();
    const { github, statuses } = fakeGitHub({ clock, failStatuses: 1 });
    const r = new AgentReporter({ github, store: memoryStore(), clock, lookupTenant: () => tenant(false), readyTimeoutMs: 300_000, log, retry: { initialMs: 5000, maxMs: 5000 } });
    r.revisionApplied({ result: result(), tenants: [SEARCH], changed: [SEARCH] });
    await r.idle(); // the first status failed: a retry waits
    r.revisionNotApplied(result('refused', SHA2)); // another commit, queued during the backoff
    r.tenantChanged(SEARCH);
    await clock.advance(4999);
    expect(statuses).toEqual([]);
    await settle(clock, r);
    expect(statuses.map((s) => `${s.sha === SHA ? 'SHA' : 'SHA2'} ${s.context} ${s.state}`)).toEqual(['SHA driftgate/tenants/search pending', 'SHA2 driftgate/sync failure', 'SHA driftgate/sync pending']);
    expect(statuses.every((s) => s.at >= t0 + 5000)).toBe(true);
  });

  it('a write GitHub refuses (422) is dropped alone: the other tenants and the aggregate are still reported', async () => {
    const clock = new FakeClock();
    const fake = fakeGitHub();
    const ADS: TenantRef = { namespace: 'tenants', name: 'ads' };
    const github: GitHubReporter = {
      ...fake.github,
      setCommitStatus: async (s) => {
        if (s.context === 'driftgate/tenants/search') throw new GitHubError('set commit status failed (HTTP 422): Validation Failed', { kind: 'invalid', operation: 'status', status: 422 });
        return fake.github.setCommitStatus(s);
      },
    };
    const r = new AgentReporter({ github, store: memoryStore(), clock, lookupTenant: () => tenant(true), readyTimeoutMs: 300_000, log });
    r.revisionApplied({ result: result(), tenants: [SEARCH, ADS], changed: [SEARCH, ADS] });
    await settle(clock, r);
    expect(fake.statuses.map((s) => `${s.context} ${s.state}`)).toEqual(['driftgate/tenants/ads pending', 'driftgate/tenants/ads success', 'driftgate/sync success']);
    expect(fake.runs).toMatchObject([{ conclusion: 'success' }]);
  });

  it('stop(): nothing more is sent; restore() after a stop reports again what is missing', async () => {
    const clock = new FakeClock();
    const { github, statuses, runs } = fakeGitHub();
    const store = memoryStore();
    const r = new AgentReporter({ github, store, clock, lookupTenant: () => tenant(true), readyTimeoutMs: 300_000, log });
    r.revisionApplied({ result: result(), tenants: [SEARCH], changed: [SEARCH] });
    await clock.advance(0); // the tenant's statuses are posted; the aggregate waits for the spacing
    const before = statuses.length;
    expect(before).toBe(2);
    r.stop();
    expect(r.busy).toBe(false);
    await clock.advance(60_000);
    r.tenantChanged(SEARCH);
    await clock.advance(60_000);
    expect(statuses.length).toBe(before);
    expect(runs).toEqual([]); // the check run waited for the spacing when the reporter stopped
    await r.restore({ revision: SHA, tenants: [SEARCH] });
    await settle(clock, r);
    expect(statuses.filter((s) => s.context === 'driftgate/tenants/search').map((s) => s.state)).toEqual(['pending', 'success']);
    expect(statuses.filter((s) => s.context === 'driftgate/sync').map((s) => s.state)).toEqual(['success']);
    expect(runs).toMatchObject([{ conclusion: 'success' }]);
  });

  it('a refusal not yet reported when the reporter stopped is reported once it is restored', async () => {
    const clock = new FakeClock();
    const { github, statuses, runs } = fakeGitHub({ failStatuses: 1 });
    const r = new AgentReporter({ github, store: memoryStore(), clock, lookupTenant: () => undefined, readyTimeoutMs: 300_000, log, retry: { initialMs: 5000, maxMs: 5000 } });
    r.revisionNotApplied(result('refused', SHA2));
    await r.idle(); // its status failed; a retry waits
    r.stop();
    await clock.advance(60_000);
    expect(statuses).toEqual([]);
    await r.restore();
    await settle(clock, r);
    expect(statuses.map((s) => `${s.sha === SHA2 ? 'SHA2' : s.sha} ${s.context} ${s.state}`)).toEqual(['SHA2 driftgate/sync failure']);
    expect(runs).toMatchObject([{ sha: SHA2, conclusion: 'failure' }]);
  });
});

describe('AgentReporter, one report at a time', () => {
  it('never has two GitHub writes in flight: work added while a commit is reconciled waits for that reconcile', async () => {
    const clock = new FakeClock();
    const fake = fakeGitHub({ clock, spacingMs: 1000 });
    let inFlight = 0;
    let maxInFlight = 0;
    const track =
      <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        try {
          await sleep(clock, 200); // a request takes time, as a real one does
          return await fn(...args);
        } finally {
          inFlight--;
        }
      };
    const github: GitHubReporter = { ...fake.github, setCommitStatus: track(fake.github.setCommitStatus), createCheckRunWithOutput: track(fake.github.createCheckRunWithOutput), updateCheckRun: track(fake.github.updateCheckRun) };
    const tenants = fleet(300);
    const ready = new Set<string>();
    const r = new AgentReporter({ github, store: memoryStore(), clock, lookupTenant: (t) => liveTenant(t.name, ready.has(t.name) ? 'ready' : 'progressing'), readyTimeoutMs: 600_000, log });
    r.revisionApplied({ result: result(), tenants, changed: tenants });
    for (const t of tenants) {
      await clock.advance(100);
      ready.add(t.name);
      r.tenantChanged(t);
    }
    await settle(clock, r);
    expect(maxInFlight).toBe(1);
    // so the progress refreshes of the check run keep their interval (no burst of updates one spacing apart)
    const checkWrites = fake.writes.filter((w) => w.kind !== 'status').slice(0, -1);
    for (let i = 1; i < checkWrites.length; i++) expect(checkWrites[i]!.at - checkWrites[i - 1]!.at).toBeGreaterThanOrEqual(10_000);
    expect(fake.runs[0]).toMatchObject({ conclusion: 'success', title: `Applied ${SHA.slice(0, 7)}: 300 tenants Ready` });
  });
});

describe('AgentReporter at 10,000 tenants', () => {
  it('reports the first sync in one check run and a bounded number of writes, as tenants become Ready', { timeout: 120_000 }, async () => {
    const clock = new FakeClock();
    const start = clock.now();
    const { github, statuses, runs, writes } = fakeGitHub({ clock, spacingMs: 1000 });
    const tenants = fleet(10_000);
    const ready = new Set<string>();
    const store = memoryStore();
    const r = new AgentReporter({ github, store, clock, lookupTenant: (t) => liveTenant(t.name, ready.has(t.name) ? 'ready' : 'progressing'), readyTimeoutMs: 600_000, log });
    r.revisionApplied({ result: result(), tenants, changed: tenants });
    // the operator makes ~56 tenants Ready every 100 ms: all 10,000 in 180 s (one replica's pace)
    const perStep = Math.ceil(tenants.length / 1800);
    for (let i = 0; i < tenants.length; i += perStep) {
      await clock.advance(100);
      for (const t of tenants.slice(i, i + perStep)) {
        ready.add(t.name);
        r.tenantChanged(t);
      }
    }
    const lastReady = clock.now();
    await settle(clock, r);

    expect(statuses.filter((s) => s.context !== 'driftgate/sync')).toEqual([]); // no status per tenant on a 10,000-tenant commit
    expect(statuses.map((s) => s.state)).toEqual(['pending', 'success']); // the aggregate
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'completed', conclusion: 'success', title: `Applied ${SHA.slice(0, 7)}: 10000 tenants Ready` });
    const checkWrites = writes.filter((w) => w.kind !== 'status');
    expect(checkWrites[0]?.kind).toBe('check-create');
    // coalesced: the table of a run in progress is refreshed every 10 s at most, the completion
    // follows the last Ready within the spacing; so writes are bounded by time, not by tenants
    const progress = checkWrites.slice(0, -1);
    for (let i = 1; i < progress.length; i++) expect(progress[i]!.at - progress[i - 1]!.at).toBeGreaterThanOrEqual(10_000);
    expect(checkWrites.at(-1)!.at - checkWrites.at(-2)!.at).toBeGreaterThanOrEqual(1000);
    expect(checkWrites.length).toBeLessThanOrEqual(1 + Math.ceil((lastReady - start) / 10_000) + 1);
    // the state in the cluster is written when a report was sent, not per tenant
    expect(store.writes).toBeLessThanOrEqual(writes.length + 1);
    // the last table lands within one spacing interval (plus the write itself) of the last Ready
    expect(writes.at(-1)!.at - lastReady).toBeLessThanOrEqual(2000);
    console.log(`first report of 10,000 tenants (Ready over ${(lastReady - start) / 1000} s): ${writes.length} GitHub writes (${statuses.length} statuses, ${checkWrites.length} check-run writes), last write ${(writes.at(-1)!.at - start) / 1000} s after apply`);
  });

  it('reports 10,000 tenants already Ready in 1 check run and 2 writes, and a one-tenant change with one tenant status', async () => {
    const clock = new FakeClock();
    const { github, statuses, runs, writes } = fakeGitHub({ clock, spacingMs: 1000 });
    const store = memoryStore();
    const tenants = fleet(10_000);
    const notReady = new Set<string>();
    const lookup = (t: TenantRef) => liveTenant(t.name, notReady.has(t.name) ? 'progressing' : 'ready');
    const r = new AgentReporter({ github, store, clock, lookupTenant: lookup, readyTimeoutMs: 600_000, log });
    const t0 = clock.now();
    r.revisionApplied({ result: result(), tenants, changed: tenants });
    await settle(clock, r);
    expect(writes.map((w) => w.kind)).toEqual(['status', 'check-create']);
    expect(statuses).toMatchObject([{ context: 'driftgate/sync', state: 'success', description: `applied ${SHA.slice(0, 7)}: all 10000 tenants are Ready` }]);
    expect(runs[0]).toMatchObject({ status: 'completed', conclusion: 'success' });
    console.log(`first report of 10,000 tenants already Ready: ${writes.length} GitHub writes, last write ${(writes.at(-1)!.at - t0) / 1000} s after apply`);

    // the second commit changes one tenant: one tenant status (pending, then success), the aggregate and the check run
    const changed = tenants[4321]!;
    notReady.add(changed.name);
    await clock.advance(10_000); // commits are seconds apart: the next write is not held by the spacing
    const before = writes.length;
    const t1 = clock.now();
    r.revisionApplied({ result: result('applied', SHA2), tenants, changed: [changed] });
    clock.setTimer(500, () => {
      notReady.delete(changed.name);
      r.tenantChanged(changed);
    });
    await settle(clock, r);
    const second = statuses.filter((s) => s.sha === SHA2);
    expect(second.filter((s) => s.context !== 'driftgate/sync').map((s) => `${s.context} ${s.state}`)).toEqual([`driftgate/tenants/${changed.name} pending`, `driftgate/tenants/${changed.name} success`]);
    expect(second.filter((s) => s.context === 'driftgate/sync').map((s) => s.state)).toEqual(['success']);
    const success = second.find((s) => s.state === 'success' && s.context !== 'driftgate/sync')!;
    expect(success.at - t1).toBeLessThanOrEqual(1000);
    const run = runs.find((x) => x.sha === SHA2)!;
    expect(run).toMatchObject({ status: 'completed', conclusion: 'success', title: `Applied ${SHA2.slice(0, 7)}: 10000 tenants Ready` });
    expect(run.summary).toContain('(1 on this commit, at most 50)');
    const added = writes.slice(before);
    console.log(`one-tenant change in 10,000: ${added.length} GitHub writes (${added.map((w) => w.kind).join(', ')}), success status ${(success.at - t1) / 1000} s and last write ${(added.at(-1)!.at - t1) / 1000} s after apply`);
    expect(added.map((w) => w.kind)).toEqual(['status', 'status', 'status', 'check-create']);

    // a restart posts nothing new
    const after = fakeGitHub({ clock, spacingMs: 1000 });
    const restarted = new AgentReporter({ github: after.github, store, clock, lookupTenant: lookup, readyTimeoutMs: 600_000, log });
    await restarted.restore({ revision: SHA2, tenants });
    await settle(clock, restarted);
    restarted.tenantChanged();
    await settle(clock, restarted);
    expect(after.writes).toEqual([]);
    // the recorded state is small: no Ready tenant is listed
    expect(utf8Bytes(store.text!)).toBeLessThan(4096);
  });

  it('cuts the table to GitHub’s limit with an explicit line, failures and pending first', async () => {
    const clock = new FakeClock();
    const { github, runs } = fakeGitHub();
    const tenants = fleet(10_000);
    const state = (name: string): 'ready' | 'progressing' | 'stalled' => (name.endsWith('7') ? 'stalled' : name.endsWith('3') ? 'progressing' : 'ready');
    const r = new AgentReporter({ github, store: memoryStore(), clock, lookupTenant: (t) => liveTenant(t.name, state(t.name), { message: 'x'.repeat(100) }), readyTimeoutMs: 600_000, log });
    r.revisionApplied({ result: result(), tenants, changed: tenants });
    await settle(clock, r);
    const run = runs[0]!;
    expect(run).toMatchObject({ status: 'completed', conclusion: 'failure', title: `Applied ${SHA.slice(0, 7)}: 1000 failed, 1000 pending, 8000 Ready` });
    expect(run.summary).toContain('| failed | 1000 |');
    expect(run.summary).toContain('No commit status per tenant on this commit: it changed 10000 tenants, more than 50.');
    for (const part of [run.title, run.summary, run.text]) {
      expect(part.length).toBeLessThanOrEqual(65_535);
      expect(utf8Bytes(part)).toBeLessThanOrEqual(65_535);
    }
    const rows = run.text.split('\n').filter((l) => l.startsWith('| tenants/'));
    const omitted = /^… and (\d+) more tenants \(see the TenantOnboarding conditions\)$/m.exec(run.text);
    expect(omitted).not.toBeNull();
    expect(rows.length + Number(omitted![1])).toBe(10_000);
    expect(rows.length).toBeGreaterThan(100);
    // failures first, in name order; pending next
    expect(rows[0]).toMatch(/^\| tenants\/tenant-00007 \| failed \| NamespaceNotManaged: x+ \|$/);
    const firstPending = rows.findIndex((l) => l.includes('| pending |'));
    expect(firstPending === -1 || firstPending >= 1000).toBe(true);
    expect(rows.slice(0, Math.min(rows.length, 1000)).every((l) => l.includes('| failed |'))).toBe(true);
  });

  it('escapes a hostile tenant name and condition message in the check run and keeps it out of the table structure', async () => {
    const clock = new FakeClock();
    const { github, runs } = fakeGitHub();
    const hostile: TenantRef = { namespace: 'tenants', name: 'x|<img src=x onerror=alert(1)>@org/admins [a](https://evil)`\n| forged | row |' };
    const r = new AgentReporter({ github, store: memoryStore(), clock, lookupTenant: (t) => liveTenant(t.name, 'stalled', { message: '<!-- hide --> @everyone **bold** | cell' }), readyTimeoutMs: 600_000, log });
    r.revisionApplied({ result: result(), tenants: [hostile], changed: [hostile] });
    await settle(clock, r);
    const text = runs[0]!.text;
    const rows = text.split('\n').filter((l) => l.startsWith('| tenants/'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toBe(
      '| tenants/x\\|&lt;img src=x onerror=alert\\(1\\)&gt;@\u200Borg/admins \\[a\\]\\(https:\u200B//evil\\)\\`<br>\\| forged \\| row \\| | failed | NamespaceNotManaged: &lt;\\!-- hide --&gt; @\u200Beveryone \\*\\*bold\\*\\* \\| cell |',
    );
    expect(text).not.toMatch(/<img|<!--|@org|@everyone/);
  });

  it('gives an unchanged tenant a status only when its state changed, and never more than the limit', async () => {
    const clock = new FakeClock();
    const { github, statuses } = fakeGitHub();
    const store = memoryStore();
    const tenants = fleet(200);
    const stalled = new Set<string>(['tenant-00010']);
    const r = new AgentReporter({ github, store, clock, lookupTenant: (t) => liveTenant(t.name, stalled.has(t.name) ? 'stalled' : 'ready'), readyTimeoutMs: 600_000, log });
    r.revisionApplied({ result: result(), tenants, changed: tenants });
    await settle(clock, r);
    expect(statuses.map((s) => s.context)).toEqual(['driftgate/sync']); // 200 changed: over the limit
    expect(decodeReportState(store.text!, { maxTenantStatuses: MAX_TENANT_STATUSES })?.state.failing).toEqual(new Set(['tenants/tenant-00010']));

    // the next commit changes nothing about those tenants: the still-failing one is not re-posted;
    // one that recovers and one that breaks get statuses on it
    r.revisionApplied({ result: result('applied', SHA2), tenants, changed: [] });
    await settle(clock, r);
    expect(statuses.filter((s) => s.sha === SHA2).map((s) => `${s.context} ${s.state}`)).toEqual(['driftgate/sync failure']);
    stalled.delete('tenant-00010');
    stalled.add('tenant-00020');
    r.tenantChanged(tenants[10]);
    r.tenantChanged(tenants[20]);
    await settle(clock, r);
    expect(statuses.filter((s) => s.sha === SHA2 && s.context !== 'driftgate/sync').map((s) => `${s.context} ${s.state}`).sort()).toEqual(['driftgate/tenants/tenant-00010 success', 'driftgate/tenants/tenant-00020 failure']);

    // many changes at once: at most the limit get statuses
    for (let i = 100; i < 200; i++) stalled.add(tenants[i]!.name);
    r.tenantChanged();
    await settle(clock, r);
    const tenantContexts = new Set(statuses.filter((s) => s.sha === SHA2 && s.context !== 'driftgate/sync').map((s) => s.context));
    expect(tenantContexts.size).toBe(MAX_TENANT_STATUSES);
  });
});

describe('pullRequestFromMessage', () => {
  it('reads merge and squash commits', () => {
    expect(pullRequestFromMessage('Merge pull request #12 from acme/feature\n\nbody')).toBe(12);
    expect(pullRequestFromMessage('Give catalog 12 CPUs (#34)\n\n* detail (#1)')).toBe(34);
    expect(pullRequestFromMessage('direct push')).toBeUndefined();
  });
});
