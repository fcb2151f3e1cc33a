import { describe, expect, it } from 'vitest';
import { crdAdoption, liveNamespaceOwners, type NamespaceMeta } from './guard.js';
import { SYNC_LABEL } from '../core/drift/ownership.js';
import { MANAGED_BY_LABEL, MANAGED_BY_VALUE, OWNER_ANNOTATION } from '../core/tenant/names.js';

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

describe('liveNamespaceOwners: by name from a cache, as from a list', () => {
  const metas: NamespaceMeta[] = [
    { name: 'mine', labels: { [SYNC_LABEL]: 'sync-a' }, annotations: {} },
    { name: 'theirs', labels: { [SYNC_LABEL]: 'sync-b' }, annotations: {} },
    { name: 'tenant-ns', labels: { [MANAGED_BY_LABEL]: MANAGED_BY_VALUE }, annotations: { [OWNER_ANNOTATION]: 'teams/a' } },
    { name: 'other-tenant-ns', labels: { [MANAGED_BY_LABEL]: MANAGED_BY_VALUE }, annotations: { [OWNER_ANNOTATION]: 'teams/z' } },
    { name: 'plain', labels: {}, annotations: {} },
  ];
  const env = { client: undefined as never, sync: 'sync-a' };
  const names = [...metas.map((m) => m.name), 'missing'];

  it('gives every namespace the owner the whole list gives, and asks for the tenants only about a namespace the operator manages', async () => {
    const listed = await liveNamespaceOwners(env, new Set(['teams/a']), { read: async () => metas });
    let gathered = 0;
    const tenants = { has: (key: string): boolean => (gathered++, key === 'teams/a') };
    const byName = await liveNamespaceOwners(env, tenants, { read: () => Promise.reject(new Error('not listed')), byName: (name) => metas.find((m) => m.name === name) });
    expect(byName.get('plain')).toEqual({ by: 'unmanaged' });
    expect(byName.get('mine')).toEqual({ by: 'this-sync' });
    expect(gathered).toBe(0);
    for (const name of names) expect(byName.get(name), name).toEqual(listed.get(name));
    expect(byName.get('tenant-ns')).toEqual({ by: 'this-sync' });
    expect(byName.get('other-tenant-ns')).toEqual({ by: 'other-tenant', detail: 'teams/z' });
    expect(gathered).toBe(2); // once per managed namespace: an answer is kept
  });

  it("answers a tenant asking about the namespace made for it without the tenants, and anyone else as the tenants' set would", async () => {
    const listed = await liveNamespaceOwners(env, new Set(['teams/a']), { read: async () => metas });
    let gathered = 0;
    const tenants = { has: (key: string): boolean => (gathered++, key === 'teams/a') };
    const byName = await liveNamespaceOwners(env, tenants, { read: () => Promise.reject(new Error('not listed')), byName: (name) => metas.find((m) => m.name === name) });
    expect(byName.get('tenant-ns', 'teams/a')).toEqual({ by: 'this-sync' });
    expect(gathered).toBe(0);
    // another tenant claiming a namespace made for teams/z: the set decides (teams/z is not this revision's)
    expect(byName.get('other-tenant-ns', 'teams/a')).toEqual({ by: 'other-tenant', detail: 'teams/z' });
    expect(gathered).toBe(1);
    for (const name of names) expect(byName.get(name, 'teams/a'), name).toEqual(listed.get(name));
  });
});
