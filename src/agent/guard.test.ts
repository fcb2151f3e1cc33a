import { describe, expect, it } from 'vitest';
import { crdAdoption } from './guard.js';

describe('crdAdoption: a sync writes a CRD only when it created it, or with trusted consent', () => {
  const live = 'uid-live';
  it('creates an absent CRD', () => {
    expect(crdAdoption({ verdict: 'absent', liveUid: undefined, recorded: undefined, consent: false })).toBe('created');
  });

  it('writes a CRD whose live uid is the one the inventory recorded', () => {
    expect(crdAdoption({ verdict: 'ours', liveUid: live, recorded: { uid: live }, consent: false })).toBe('ours');
  });

  it('refuses a CRD it did not create, even when the revision asks to adopt it or it carries copied marks', () => {
    expect(crdAdoption({ verdict: 'adopt', liveUid: live, recorded: undefined, consent: false })).toBe('refused');
    expect(crdAdoption({ verdict: 'needs-annotation', liveUid: live, recorded: undefined, consent: false })).toBe('refused');
    // our labels and tracking annotation on a CRD the inventory does not list: marks are not proof
    expect(crdAdoption({ verdict: 'ours', liveUid: live, recorded: undefined, consent: false })).toBe('refused');
    // re-created by someone else under the same name: not the CRD this sync recorded
    expect(crdAdoption({ verdict: 'ours', liveUid: live, recorded: { uid: 'uid-old' }, consent: false })).toBe('refused');
  });

  it('adopts with the agent’s consent, but never another sync’s or the operator’s', () => {
    expect(crdAdoption({ verdict: 'needs-annotation', liveUid: live, recorded: undefined, consent: true })).toBe('consented');
    expect(crdAdoption({ verdict: 'other-sync', liveUid: live, recorded: undefined, consent: true })).toBe('refused');
    expect(crdAdoption({ verdict: 'operator-managed', liveUid: live, recorded: undefined, consent: true })).toBe('refused');
  });

  it('keeps trusting entries recorded before uids were, by their marks', () => {
    expect(crdAdoption({ verdict: 'ours', liveUid: live, recorded: {}, consent: false })).toBe('ours');
    expect(crdAdoption({ verdict: 'needs-annotation', liveUid: live, recorded: {}, consent: false })).toBe('refused');
  });
});
