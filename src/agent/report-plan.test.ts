import { describe, expect, it } from 'vitest';
import type { CheckRunWrite } from '../io/github/check-runs.js';
import { checkRunFinal, digestOf, IN_PROGRESS, planReport, recordWrite, type PlannedWrite, type PlanOptions, type PlanTiming, type ReportEvent } from './report-plan.js';
import { emptyReportState, type ReportState } from './report-state.js';

const SHA = 'a'.repeat(40);
const SHA2 = 'b'.repeat(40);
const NOW = 100_000;
const OPTIONS: PlanOptions = { syncContext: 'driftgate/sync', maxTenantStatuses: 2, spacingMs: 1000, progressMs: 10_000 };
/** The last write ended 300 ms ago: background writes wait until NOW + 700. */
const TIMING: PlanTiming = { now: NOW, lastWriteAt: NOW - 300, lastCheckRunWriteAt: NOW - 300 };
const QUIET = NOW + 700;

const applied = (over: Partial<ReportState> = {}): ReportState => ({ ...emptyReportState(), sha: SHA, appliedAt: NOW - 5000, statusTenants: ['tenants/search'], ...over });
const PENDING = { state: 'pending', description: 'applied; waiting for Ready (Progressing)' } as const;
const READY = { state: 'success', description: 'Ready' } as const;
const STALLED = { state: 'failure', description: 'NamespaceNotManaged: taken' } as const;
const tenant = (name: string, status: { state: 'pending' | 'success' | 'failure'; description: string }, fresh = false): ReportEvent => ({ kind: 'tenant', key: `tenants/${name}`, context: `driftgate/tenants/${name}`, status, fresh });
const run = (title: string, conclusion?: 'success' | 'failure' | 'neutral'): CheckRunWrite => ({ output: { title, summary: 's', text: 't' }, ...(conclusion ? { conclusion } : {}) });
const failedRun = { conclusion: 'failure' as const, title: 'Not applied: CheckFailed', summary: 's', findings: [] };

/** The writes in a short form a table can read: kind, target and when. */
function brief(writes: readonly PlannedWrite[]): string[] {
  return writes.map((w) => {
    const at = w.notBefore === NOW ? 'now' : w.notBefore === QUIET ? 'quiet' : `+${w.notBefore - NOW}`;
    switch (w.kind) {
      case 'status':
        return `status ${w.sha === SHA ? 'SHA' : 'SHA2'} ${w.context} ${w.state} (${at})${w.record ? '' : ' unrecorded'}`;
      case 'check-run':
        return `check-run ${w.sha === SHA ? 'SHA' : 'SHA2'} ${w.id === undefined ? 'create' : `update #${w.id}`} ${w.write.conclusion ?? IN_PROGRESS} (${at})${w.record ? '' : ' unrecorded'}`;
      case 'failed-check-run':
        return `failed-check-run ${w.sha === SHA ? 'SHA' : 'SHA2'} (${at})`;
      case 'comment':
        return `comment #${w.issueNumber} (${at})`;
    }
  });
}

interface Case {
  readonly name: string;
  readonly state: ReportState;
  readonly events: readonly ReportEvent[];
  readonly timing?: PlanTiming;
  readonly writes: readonly string[];
}

const inProgress = run('Applied aaaaaaa: 1 pending, 0 Ready');
const done = run('Applied aaaaaaa: 1 tenant Ready', 'success');

const CASES: readonly Case[] = [
  {
    name: 'sync applied: the changed tenant says pending at once; aggregate and check run after the quiet interval',
    state: applied(),
    events: [tenant('search', PENDING, true), { kind: 'aggregate', status: { state: 'pending', description: 'waiting' } }, { kind: 'check-run', write: inProgress }],
    writes: ['status SHA driftgate/tenants/search pending (now)', 'status SHA driftgate/sync pending (quiet)', 'check-run SHA create in_progress (quiet)'],
  },
  {
    name: 'sync applied, the tenant already Ready: pending first, then success',
    state: applied(),
    events: [tenant('search', READY, true)],
    writes: ['status SHA driftgate/tenants/search pending (now)', 'status SHA driftgate/tenants/search success (now)'],
  },
  {
    name: 'sync applied, a tenant the commit did not change: no status of its own',
    state: applied(),
    events: [tenant('ads', PENDING), tenant('maps', READY)],
    writes: [],
  },
  {
    name: 'tenant becomes Ready: its success, the aggregate success, the check run completed (the conclusion changes: no progress wait)',
    state: applied({ posted: { 'driftgate/tenants/search': PENDING, 'driftgate/sync': { state: 'pending', description: 'waiting' } }, checkRun: { id: 7, sha: SHA, digest: digestOf(inProgress), conclusion: IN_PROGRESS } }),
    events: [tenant('search', READY), { kind: 'aggregate', status: { state: 'success', description: 'all Ready' } }, { kind: 'check-run', write: done }],
    writes: ['status SHA driftgate/tenants/search success (now)', 'status SHA driftgate/sync success (quiet)', 'check-run SHA update #7 success (quiet)'],
  },
  {
    name: 'restart with everything already posted: no write',
    state: applied({ posted: { 'driftgate/tenants/search': READY, 'driftgate/sync': { state: 'success', description: 'all Ready' } }, checkRun: { id: 7, sha: SHA, digest: digestOf(done), conclusion: 'success' } }),
    events: [tenant('search', READY), { kind: 'aggregate', status: { state: 'success', description: 'another description' } }, { kind: 'check-run', write: done }],
    writes: [],
  },
  {
    name: 'restart after the owed pending was posted: the final status, not a second pending',
    state: applied({ posted: { 'driftgate/tenants/search': { state: 'pending', description: 'applied aaaaaaa; waiting for Ready' } } }),
    events: [tenant('search', READY, true)],
    writes: ['status SHA driftgate/tenants/search success (now)'],
  },
  {
    name: 'pending once per commit: a pending with other details (said at admission, or the operator\'s progress) is not written again',
    state: applied({ posted: { 'driftgate/tenants/search': { state: 'pending', description: 'syncing aaaaaaa' } } }),
    events: [tenant('search', PENDING, true)],
    writes: [],
  },
  {
    name: 'never back from a final state to pending on the same commit (status, aggregate, check run)',
    state: applied({ posted: { 'driftgate/tenants/search': READY, 'driftgate/sync': { state: 'success', description: 'all Ready' } }, checkRun: { id: 7, sha: SHA, digest: digestOf(done), conclusion: 'success' } }),
    events: [tenant('search', PENDING), { kind: 'aggregate', status: { state: 'pending', description: 'waiting' } }, { kind: 'check-run', write: inProgress }],
    writes: [],
  },
  {
    name: 'write spacing: a check run that stays in progress is refreshed after the progress interval',
    state: applied({ checkRun: { id: 7, sha: SHA, digest: 'older', conclusion: IN_PROGRESS } }),
    events: [{ kind: 'check-run', write: inProgress }],
    timing: { now: NOW, lastWriteAt: NOW - 300, lastCheckRunWriteAt: NOW - 2000 },
    writes: ['check-run SHA update #7 in_progress (+8000)'],
  },
  {
    name: 'write spacing: nothing written for longer than the spacing: a background write may go now',
    state: applied(),
    events: [{ kind: 'aggregate', status: { state: 'pending', description: 'waiting' } }],
    timing: { now: NOW, lastWriteAt: NOW - 5000, lastCheckRunWriteAt: Number.NEGATIVE_INFINITY },
    writes: ['status SHA driftgate/sync pending (now)'],
  },
  {
    name: 'a tenant fails: its failure, recorded as failing',
    state: applied({ posted: { 'driftgate/tenants/search': PENDING } }),
    events: [tenant('search', STALLED)],
    writes: ['status SHA driftgate/tenants/search failure (now)'],
  },
  {
    name: 'unchanged tenants whose state changed join the statuses, up to the limit',
    state: applied({ statusTenants: ['tenants/search'], failing: new Set(['tenants/ads']) }),
    events: [tenant('ads', READY), tenant('maps', STALLED), tenant('geo', STALLED), tenant('still', READY)],
    writes: ['status SHA driftgate/tenants/ads success (now)'], // the limit is 2: search and ads
  },
  {
    name: 'a bulk commit: no tenant status, however many change',
    state: applied({ statusTenants: [], bulk: 10_000 }),
    events: [tenant('ads', STALLED), tenant('maps', READY, true)],
    writes: [],
  },
  {
    name: 'sync refused: the failure status at once, the failed check run after the quiet interval',
    state: applied(),
    events: [{ kind: 'not-applied', sha: SHA2, description: 'CheckFailed: a.yaml:3 vap/x denied', posted: undefined, run: failedRun }],
    writes: ['status SHA2 driftgate/sync failure (now) unrecorded', 'failed-check-run SHA2 (quiet)'],
  },
  {
    name: 'sync failed again with the same description: no second status; a check run for the attempt',
    state: applied(),
    events: [{ kind: 'not-applied', sha: SHA2, description: 'ApplyFailed: ConfigMap app', posted: 'ApplyFailed: ConfigMap app', run: failedRun }],
    writes: ['failed-check-run SHA2 (quiet)'],
  },
  {
    name: 'drift found: the check run updated with it, and a comment on the pull request',
    state: applied({ checkRun: { id: 7, sha: SHA, digest: digestOf(done), conclusion: 'success' } }),
    events: [{ kind: 'check-run', write: run('Drift detected; Applied aaaaaaa: 1 tenant Ready', 'neutral') }, { kind: 'drift-comment', sha: SHA, pullRequest: 42, body: 'drift' }],
    writes: ['check-run SHA update #7 neutral (quiet)', 'comment #42 (quiet)'],
  },
  {
    name: 'superseded while in progress: one last check run and a final aggregate, not recorded',
    state: applied({ posted: { 'driftgate/sync': { state: 'pending', description: 'waiting' } }, checkRun: { id: 7, sha: SHA, digest: digestOf(inProgress), conclusion: IN_PROGRESS } }),
    events: [{ kind: 'superseded', checkRun: run('Superseded by bbbbbbb; Applied aaaaaaa', 'neutral'), aggregate: { state: 'failure', description: 'ads failed' } }],
    writes: ['check-run SHA update #7 neutral (quiet) unrecorded', 'status SHA driftgate/sync failure (quiet) unrecorded'],
  },
  {
    name: 'superseded after its report was final: left as it was',
    state: applied({ posted: { 'driftgate/sync': { state: 'success', description: 'all Ready' } }, checkRun: { id: 7, sha: SHA, digest: digestOf(done), conclusion: 'success' } }),
    events: [{ kind: 'superseded', checkRun: run('Applied aaaaaaa: 1 tenant pending'), aggregate: { state: 'success', description: 'x' } }],
    writes: [],
  },
  {
    name: 'nothing applied yet: tenant, aggregate and check run events plan nothing',
    state: emptyReportState(),
    events: [tenant('search', READY, true), { kind: 'aggregate', status: { state: 'success', description: 'x' } }, { kind: 'check-run', write: done }],
    writes: [],
  },
];

describe('planReport', () => {
  it.each(CASES)('$name', ({ state, events, timing, writes }) => {
    expect(brief(planReport(state, events, timing ?? TIMING, OPTIONS).writes)).toEqual(writes);
  });

  it('records final states and admitted tenants in the state it returns, and leaves its input alone', () => {
    const state = applied({ statusTenants: ['tenants/search'], failing: new Set(['tenants/ads']) });
    const plan = planReport(state, [tenant('ads', READY), tenant('maps', STALLED), tenant('geo', STALLED), tenant('slow', PENDING)], TIMING, OPTIONS);
    expect(plan.state.failing).toEqual(new Set(['tenants/maps', 'tenants/geo'])); // over the limit, still recorded
    expect(plan.state.statusTenants).toEqual(['tenants/search', 'tenants/ads']);
    expect(state.failing).toEqual(new Set(['tenants/ads']));
    expect(state.statusTenants).toEqual(['tenants/search']);
  });

  it('checkRunFinal: only a concluded check run of the state\'s own commit is final (the superseded write then renders none)', () => {
    const done = run('Applied aaaaaaa: 1 tenant Ready', 'success');
    expect(checkRunFinal(applied({ checkRun: { id: 7, sha: SHA, digest: digestOf(done), conclusion: 'success' } }))).toBe(true);
    expect(checkRunFinal(applied({ checkRun: { id: 7, sha: SHA, digest: digestOf(done), conclusion: IN_PROGRESS } }))).toBe(false);
    expect(checkRunFinal(applied({ checkRun: { id: 7, sha: SHA2, digest: digestOf(done), conclusion: 'success' } }))).toBe(false);
    expect(checkRunFinal(applied())).toBe(false);
    // what the planner does with a final one agrees: no check run is written, whatever is passed
    const state = applied({ posted: { 'driftgate/sync': { state: 'success', description: 'all Ready' } }, checkRun: { id: 7, sha: SHA, digest: digestOf(done), conclusion: 'success' } });
    expect(planReport(state, [{ kind: 'superseded', checkRun: run('Superseded', 'neutral'), aggregate: { state: 'success', description: 'x' } }], TIMING, OPTIONS).writes).toEqual(planReport(state, [{ kind: 'superseded', checkRun: undefined, aggregate: { state: 'success', description: 'x' } }], TIMING, OPTIONS).writes);
  });

  it('marks the pending owed before a final state', () => {
    const plan = planReport(applied(), [tenant('search', READY, true)], TIMING, OPTIONS);
    expect(plan.writes.map((w) => w.kind === 'status' && w.owedPending === true)).toEqual([true, false]);
  });

  it('recordWrite: a status and a check run of the applied commit are recorded; another commit’s are not', () => {
    const state = applied();
    const plan = planReport(state, [tenant('search', PENDING, true), { kind: 'check-run', write: inProgress }, { kind: 'not-applied', sha: SHA2, description: 'd', posted: undefined, run: failedRun }], TIMING, OPTIONS);
    let next = plan.state;
    next = recordWrite(next, plan.writes[0]!);
    next = recordWrite(next, plan.writes[1]!, { checkRunId: 9 });
    next = recordWrite(next, plan.writes[2]!);
    expect(next.posted).toEqual({ 'driftgate/tenants/search': PENDING });
    expect(next.checkRun).toEqual({ id: 9, sha: SHA, digest: digestOf(inProgress), conclusion: IN_PROGRESS });
    // applied again meanwhile: a write planned for the old commit changes nothing
    expect(recordWrite({ ...next, sha: SHA2, posted: {} }, plan.writes[0]!).posted).toEqual({});
    // the plan was made on its own state: planning again from the recorded one writes nothing more
    expect(planReport(next, [tenant('search', PENDING, true), { kind: 'check-run', write: inProgress }], TIMING, OPTIONS).writes).toEqual([]);
  });
});
