import { describe, expect, it } from 'vitest';
import { FakeClock } from '../controller/clock.js';
import { GitHubError } from '../io/github/errors.js';
import type { GitHubReporter } from '../io/github/reporter.js';
import type { CommitStatus } from '../io/github/commit-status.js';
import { AgentReporter, pullRequestFromMessage, syncCheckRun } from './report.js';
import type { SyncResult } from './sync.js';

const SHA = 'a'.repeat(40);

function fakeGitHub(options: { failStatuses?: number } = {}) {
  let failures = options.failStatuses ?? 0;
  const statuses: CommitStatus[] = [];
  const runs: Array<{ id: number; conclusion: string; title: string }> = [];
  const github = {
    repository: { owner: 'acme', repo: 'tenants' },
    setCommitStatus: async (s: CommitStatus) => {
      if (failures > 0) {
        failures--;
        throw new GitHubError('set commit status failed (HTTP 502): Server Error', { kind: 'unavailable', operation: 'status', status: 502 });
      }
      statuses.push(s);
    },
    createCheckRun: async () => ({ id: runs.length + 1, name: 'driftgate sync', headSha: SHA }),
    completeCheckRun: async (ref: { id: number }, result: { conclusion: string; title: string }) => {
      runs.push({ id: ref.id, conclusion: result.conclusion, title: result.title });
      return { ...ref, name: 'driftgate sync', headSha: SHA, annotationsSent: 0, annotationsOmitted: 0, annotationBatches: 0, summaryTruncated: false, textTruncated: false, batchErrors: [] };
    },
    publishCheckRun: async () => { throw new Error('unused'); },
    upsertComment: async () => ({ action: 'created' as const }),
    getPullRequest: async () => { throw new Error('unused'); },
  } as unknown as GitHubReporter;
  return { github, statuses, runs };
}

const tenant = (ready: boolean) => ({
  metadata: { name: 'search', namespace: 'tenants', generation: 1 },
  status: { observedGeneration: 1, conditions: [{ type: 'Ready', status: ready ? 'True' : 'False', reason: ready ? 'Provisioned' : 'Progressing', message: '' }] },
});

function result(outcome: SyncResult['outcome'] = 'applied'): SyncResult {
  return { revision: SHA, outcome, reason: outcome === 'applied' ? 'Applied' : 'CheckFailed', message: 'm', findings: [], desired: [], applied: [], errors: [], pruned: [], inventory: { entries: [] }, dryRun: false };
}

function memoryStore() {
  let text: string | undefined;
  return { read: async () => text, write: async (t: string) => void (text = t), get text() { return text; } };
}

const log = { info: () => undefined, warn: () => undefined };

describe('AgentReporter', () => {
  it('posts pending once applied, then success when Ready; never re-posts an unchanged status', async () => {
    const clock = new FakeClock();
    const { github, statuses, runs } = fakeGitHub();
    let live: unknown = tenant(false);
    const r = new AgentReporter({ github, store: memoryStore(), clock, lookupTenant: () => live, readyTimeoutMs: 300_000, log });
    r.revisionApplied({ result: result(), tenants: [{ namespace: 'tenants', name: 'search' }] });
    await r.idle();
    expect(statuses.map((s) => [s.context, s.state])).toEqual([['driftgate/tenants/search', 'pending']]);
    expect(runs).toEqual([{ id: 1, conclusion: 'success', title: `Applied ${SHA.slice(0, 7)}` }]);
    r.tenantChanged();
    await r.idle();
    expect(statuses).toHaveLength(1);
    live = tenant(true);
    r.tenantChanged();
    r.tenantChanged();
    await r.idle();
    expect(statuses.map((s) => s.state)).toEqual(['pending', 'success']);
    r.tenantChanged();
    await r.idle();
    expect(statuses).toHaveLength(2);
  });

  it('posts pending first even when the tenant is already Ready, and fails after the timeout', async () => {
    const clock = new FakeClock();
    const { github, statuses } = fakeGitHub();
    const r = new AgentReporter({ github, store: memoryStore(), clock, lookupTenant: () => tenant(true), readyTimeoutMs: 60_000, log });
    r.revisionApplied({ result: result(), tenants: [{ namespace: 'tenants', name: 'search' }] });
    await r.idle();
    expect(statuses.map((s) => s.state)).toEqual(['pending', 'success']);

    const late = fakeGitHub();
    const r2 = new AgentReporter({ github: late.github, store: memoryStore(), clock, lookupTenant: () => tenant(false), readyTimeoutMs: 60_000, log });
    r2.revisionApplied({ result: result(), tenants: [{ namespace: 'tenants', name: 'search' }] });
    await r2.idle();
    await clock.advance(60_000);
    await r2.idle();
    expect(late.statuses.map((s) => [s.state, s.description])).toEqual([
      ['pending', 'applied; waiting for Ready (Progressing)'],
      ['failure', 'not Ready within 1 min: Progressing'],
    ]);
  });

  it('retries with backoff through GitHub outages and records what was posted for a restart', async () => {
    const clock = new FakeClock();
    const { github, statuses } = fakeGitHub({ failStatuses: 3 });
    const store = memoryStore();
    const r = new AgentReporter({ github, store, clock, lookupTenant: () => tenant(false), readyTimeoutMs: 300_000, log, retry: { initialMs: 1000, maxMs: 8000 } });
    r.revisionApplied({ result: result(), tenants: [{ namespace: 'tenants', name: 'search' }] });
    await r.idle();
    expect(statuses).toEqual([]);
    expect(r.backlog).toBe(2); // statuses, and the check run waiting behind them
    await clock.advance(1000);
    await r.idle();
    await clock.advance(2000);
    await r.idle();
    expect(statuses).toEqual([]);
    await clock.advance(4000);
    await r.idle();
    expect(statuses.map((s) => s.state)).toEqual(['pending']);
    expect(JSON.parse(store.text!)).toMatchObject({ sha: SHA, posted: { 'driftgate/tenants/search': { state: 'pending' } } });

    // a restarted reporter reads that state: nothing is posted twice
    const again = fakeGitHub();
    const r2 = new AgentReporter({ github: again.github, store, clock, lookupTenant: () => tenant(false), readyTimeoutMs: 300_000, log });
    await r2.restore();
    await r2.idle();
    expect(again.statuses).toEqual([]);
  });

  it('does nothing without GitHub, and reports refusals as failing check runs', async () => {
    const clock = new FakeClock();
    const none = new AgentReporter({ github: undefined, store: memoryStore(), clock, lookupTenant: () => undefined, readyTimeoutMs: 1000, log });
    none.revisionApplied({ result: result(), tenants: [{ name: 'x' }] });
    await none.idle();
    expect(none.enabled).toBe(false);
    const refused = syncCheckRun({ ...result('refused'), findings: [{ ruleId: 'vap/x', severity: 'error', message: 'denied', file: 'a.yaml', line: 3 }] }, undefined);
    expect(refused).toMatchObject({ conclusion: 'failure', title: 'Not applied: CheckFailed' });
    expect(refused.summary).toContain('`vap/x` a.yaml:3: denied');
  });
});

describe('pullRequestFromMessage', () => {
  it('reads merge and squash commits', () => {
    expect(pullRequestFromMessage('Merge pull request #12 from acme/feature\n\nbody')).toBe(12);
    expect(pullRequestFromMessage('Give catalog 12 CPUs (#34)\n\n* detail (#1)')).toBe(34);
    expect(pullRequestFromMessage('direct push')).toBeUndefined();
  });
});
