import { describe, expect, it } from 'vitest';
import {
  CHILD_CONDITIONS,
  computeTenantStatus,
  findCondition,
  formatTime,
  parseTenantStatus,
  statusEquals,
  transitions,
  type ChildOutcome,
  type ChildCondition,
  type ReconcileOutcome,
} from './conditions.js';

const ok: ChildOutcome = { status: 'True', reason: 'Provisioned', message: 'ok' };
const children = Object.fromEntries(CHILD_CONDITIONS.map((c) => [c, ok])) as Record<ChildCondition, ChildOutcome>;
const ready: ReconcileOutcome = { kind: 'Ready', reason: 'Provisioned', message: 'all good', children };
const T0 = Date.UTC(2026, 11, 2, 10, 0, 0, 123);
const T1 = T0 + 60_000;

describe('computeTenantStatus', () => {
  it('writes Ready/Reconciling/Stalled then one condition per child, all at the generation', () => {
    const s = computeTenantStatus({ previous: { conditions: [] }, generation: 3, outcome: ready, nowMs: T0 });
    expect(s.observedGeneration).toBe(3);
    expect(s.conditions.map((c) => `${c.type}=${c.status}`)).toEqual([
      'Ready=True',
      'Reconciling=False',
      'Stalled=False',
      'NamespaceProvisioned=True',
      'QuotaProvisioned=True',
      'NetworkPolicyProvisioned=True',
      'AccessProvisioned=True',
    ]);
    expect(s.conditions.every((c) => c.observedGeneration === 3 && c.lastTransitionTime === '2026-12-02T10:00:00Z')).toBe(true);
  });

  it('keeps lastTransitionTime when the status does not change, even if the reason does', () => {
    const first = computeTenantStatus({ previous: { conditions: [] }, generation: 1, outcome: ready, nowMs: T0 });
    const again = computeTenantStatus({ previous: first, generation: 2, outcome: { ...ready, reason: 'Other' }, nowMs: T1 });
    expect(findCondition(again, 'Ready')!.lastTransitionTime).toBe(formatTime(T0));
    expect(findCondition(again, 'Ready')!.observedGeneration).toBe(2);
    const failing = computeTenantStatus({ previous: again, generation: 2, outcome: { ...ready, kind: 'Retrying', reason: 'ApplyFailed' }, nowMs: T1 });
    expect(findCondition(failing, 'Ready')).toMatchObject({ status: 'False', reason: 'ApplyFailed', lastTransitionTime: formatTime(T1) });
    expect(findCondition(failing, 'NamespaceProvisioned')!.lastTransitionTime).toBe(formatTime(T0));
  });

  it('is deep-equal when nothing changed, so the operator skips the write', () => {
    const first = computeTenantStatus({ previous: { conditions: [] }, generation: 1, outcome: ready, nowMs: T0 });
    const roundTrip = parseTenantStatus(JSON.parse(JSON.stringify(first)));
    const second = computeTenantStatus({ previous: roundTrip, generation: 1, outcome: ready, nowMs: T1 });
    expect(statusEquals(roundTrip, second)).toBe(true);
    expect(transitions(roundTrip, second)).toEqual([]);
  });

  it('advances observedGeneration only for Ready or Stalled', () => {
    const base = computeTenantStatus({ previous: { conditions: [] }, generation: 1, outcome: ready, nowMs: T0 });
    const retry = computeTenantStatus({ previous: base, generation: 2, outcome: { ...ready, kind: 'Retrying', reason: 'Unavailable' }, nowMs: T1 });
    expect(retry.observedGeneration).toBe(1);
    expect(findCondition(retry, 'Reconciling')).toMatchObject({ status: 'True', reason: 'ProgressingWithRetry' });
    const stalled = computeTenantStatus({ previous: retry, generation: 2, outcome: { ...ready, kind: 'Stalled', reason: 'InvalidSpec', message: 'bad' }, nowMs: T1 });
    expect(stalled.observedGeneration).toBe(2);
    expect(findCondition(stalled, 'Stalled')).toMatchObject({ status: 'True', reason: 'InvalidSpec', message: 'bad' });
    expect(findCondition(stalled, 'Reconciling')!.status).toBe('False');
  });

  it('writes only its own conditions and ignores others when comparing (conditions are a map-list)', () => {
    const previous = parseTenantStatus({ conditions: [{ type: 'Audited', status: 'True', reason: 'x', message: '', lastTransitionTime: '2026-01-01T00:00:00Z' }] });
    const s = computeTenantStatus({ previous, generation: 1, outcome: ready, nowMs: T0 });
    expect(s.conditions.map((c) => c.type)).not.toContain('Audited');
    const live = { ...s, conditions: [previous.conditions[0]!, ...[...s.conditions].reverse()] };
    expect(statusEquals(live, s)).toBe(true);
  });

  it('keeps reasons within the CRD pattern and messages bounded', () => {
    const s = computeTenantStatus({ previous: { conditions: [] }, generation: 1, outcome: { ...ready, kind: 'Stalled', reason: 'bad reason!', message: 'x'.repeat(5000) }, nowMs: T0 });
    expect(findCondition(s, 'Stalled')!.reason).toBe('badreason');
    expect(findCondition(s, 'Stalled')!.message.length).toBeLessThanOrEqual(1024);
  });

  it('reports transitions for events', () => {
    const first = computeTenantStatus({ previous: { conditions: [] }, generation: 1, outcome: { ...ready, kind: 'Progressing', reason: 'Provisioning' }, nowMs: T0 });
    const second = computeTenantStatus({ previous: first, generation: 1, outcome: ready, nowMs: T1 });
    expect(transitions(first, second).map((c) => c.type)).toEqual(['Ready', 'Reconciling']);
  });

  it('drops malformed conditions when parsing', () => {
    expect(parseTenantStatus({ conditions: [{ type: 'Ready', status: 'maybe' }, 'x', { status: 'True' }] }).conditions).toEqual([]);
    expect(parseTenantStatus(undefined)).toEqual({ conditions: [] });
  });
});
