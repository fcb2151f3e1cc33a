import { describe, expect, it } from 'vitest';
import { utf8Bytes } from '../io/github/limits.js';
import { boundedSummary, decodeReportState, emptyReportState, encodeReportState, REPORT_STATE_MAX_BYTES, REPORT_SUMMARY_MAX_BYTES, type ReportState } from './report-state.js';

const SHA = 'a'.repeat(40);

describe('report state', () => {
  it('round-trips, listing only failing tenants, grouped by namespace', () => {
    const state: ReportState = {
      sha: SHA,
      appliedAt: 5,
      statusTenants: ['tenants/search'],
      posted: { 'driftgate/tenants/search': { state: 'success', description: 'Ready' } },
      failing: new Set(['tenants/ads', 'tenants/maps', 'other/x']),
      checkRun: { id: 7, sha: SHA, digest: 'abc', conclusion: 'failure' },
      sync: { title: 'Applied aaaaaaa', summary: '**m**' },
      drift: { title: 'Drift detected', summary: 'd', mode: 'warn' },
    };
    const { text, droppedFailures } = encodeReportState(state);
    expect(droppedFailures).toBe(0);
    expect(JSON.parse(text).failing).toEqual({ other: 'x', tenants: 'ads maps' });
    expect(decodeReportState(text, { maxTenantStatuses: 50 })).toEqual({ state, format: 2 });
  });

  it('fits 10,000 failing tenants in far less than a ConfigMap, and drops what does not fit the bound', () => {
    const failing = new Set(Array.from({ length: 10_000 }, (_, i) => `tenants/tenant-${String(i).padStart(5, '0')}`));
    const full = encodeReportState({ ...emptyReportState(), sha: SHA, failing });
    expect(full.droppedFailures).toBe(0);
    expect(utf8Bytes(full.text)).toBeLessThan(150_000);
    expect(utf8Bytes(full.text)).toBeLessThanOrEqual(REPORT_STATE_MAX_BYTES);
    const cut = encodeReportState({ ...emptyReportState(), sha: SHA, failing }, { maxBytes: 50_000 });
    expect(utf8Bytes(cut.text)).toBeLessThanOrEqual(50_000);
    expect(cut.droppedFailures).toBeGreaterThan(0);
    expect(decodeReportState(cut.text, { maxTenantStatuses: 50 })!.state.failing.size).toBe(10_000 - cut.droppedFailures);
  });

  it('reads the first format: the commit’s tenants and their posted statuses', () => {
    const v1 = JSON.stringify({
      sha: SHA,
      appliedAt: 3,
      tenants: [{ namespace: 'tenants', name: 'a' }, { namespace: 'tenants', name: 'b' }],
      posted: { 'driftgate/tenants/a': { state: 'failure', description: 'Stalled' }, 'driftgate/tenants/b': { state: 'success', description: 'Ready' } },
      checkRun: { id: 4, sha: SHA },
    });
    expect(decodeReportState(v1, { maxTenantStatuses: 50 })).toEqual({
      format: 1,
      state: { sha: SHA, appliedAt: 3, checkRun: { id: 4, sha: SHA }, posted: { 'driftgate/tenants/a': { state: 'failure', description: 'Stalled' }, 'driftgate/tenants/b': { state: 'success', description: 'Ready' } }, statusTenants: ['tenants/a', 'tenants/b'], failing: new Set(['tenants/a']) },
    });
    expect(decodeReportState(v1, { maxTenantStatuses: 1 })?.state).toMatchObject({ statusTenants: [], bulk: 2 });
    expect(decodeReportState('not json', { maxTenantStatuses: 50 })).toBeUndefined();
    expect(decodeReportState('{"v":2,"posted":{"x":{"state":"bogus","description":""}}}', { maxTenantStatuses: 50 })?.state.posted).toEqual({});
  });

  it('bounds a recorded summary at a line break', () => {
    const long = Array.from({ length: 2000 }, (_, i) => `- line ${i}`).join('\n');
    const bounded = boundedSummary({ title: 't', summary: long });
    expect(utf8Bytes(bounded.summary)).toBeLessThanOrEqual(REPORT_SUMMARY_MAX_BYTES);
    expect(bounded.summary).toMatch(/- line \d+\n\n… \(cut: the rest is in the agent log\)$/);
  });
});
