// The inventory store against a real API server: a list too long for one ConfigMap is split into
// content-named parts written before the head that names them; the head switches lists in one
// write, parts nobody names are deleted, a list that fits again goes back into the head, a part
// that is missing or edited is reported instead of read as a shorter inventory, and a part left by
// an interrupted write is deleted by the next write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_LABEL } from '../../../src/core/drift/ownership.js';
import { KubeClient } from '../../../src/io/kube/client.js';
import { Discovery } from '../../../src/io/kube/discovery.js';
import { INVENTORY_KEY, INVENTORY_OF_ANNOTATION, INVENTORY_PART_LABEL, InventoryCorruptError, InventoryStore, PARTS_KEY, type InventoryEntry } from '../../../src/io/kube/inventory.js';
import { createTestNamespace, deleteNamespace, testKubeConfig } from '../../support/cluster.js';

const kc = testKubeConfig();
let namespace = '';
let client: KubeClient;

beforeAll(async () => {
  namespace = await createTestNamespace(kc, 'inventory');
  client = new KubeClient({ kubeConfig: kc, userAgent: 'driftgate-tests' });
});
afterAll(async () => {
  client.close();
  await deleteNamespace(kc, namespace);
});

const entry = (i: number): InventoryEntry => ({ apiVersion: 'platform.example.com/v1', kind: 'TenantOnboarding', namespace: 'tenants', name: `team-${String(i).padStart(4, '0')}`, uid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` });
const entries = (n: number, from = 0): InventoryEntry[] => Array.from({ length: n }, (_, i) => entry(from + i));
/** A line is 96 bytes: 30 entries do not fit a 2,000-byte head and take 3 parts of 1,000 bytes at most. */
const store = (sync: string): InventoryStore =>
  new InventoryStore({ client, resolver: new Discovery({ client: client }), namespace, sync, fieldManager: 'driftgate-sync', maxHeadBytes: 2_000, partBytes: 1_000 });

type ConfigMap = { metadata: { name: string; annotations?: Record<string, string> }; data?: Record<string, string> };
async function configMaps(sync: string): Promise<ConfigMap[]> {
  const list = await client.request<{ items: ConfigMap[] }>({ method: 'GET', path: `/api/v1/namespaces/${namespace}/configmaps`, query: { labelSelector: `${SYNC_LABEL}=${sync}` } });
  return list.items;
}
const sorted = (xs: readonly InventoryEntry[]): InventoryEntry[] => [...xs].sort((a, b) => a.name.localeCompare(b.name));

describe('inventory store', () => {
  it('keeps a short list in the head, splits a long one into parts named by the head, and goes back', async () => {
    const sync = 'aaaaaaaaaa';
    const s = store(sync);
    await s.write({ appliedRevision: 'r1', attemptedRevision: 'r1', entries: entries(5) });
    expect(s.lastWrite).toMatchObject({ parts: 0 });
    let cms = await configMaps(sync);
    expect(cms.map((c) => c.metadata.name)).toEqual([s.name]);
    expect(cms[0]?.data?.[INVENTORY_KEY]).toContain('team-0004');

    await s.write({ appliedRevision: 'r2', attemptedRevision: 'r2', entries: entries(30) });
    expect(s.lastWrite).toMatchObject({ parts: 3, partsWritten: 3, partsDeleted: 0 });
    cms = await configMaps(sync);
    const head = cms.find((c) => c.metadata.name === s.name);
    expect(head?.data?.[INVENTORY_KEY]).toBeUndefined(); // the list moved out in the same write
    const names = head?.data?.[PARTS_KEY]?.split('\n') ?? [];
    expect(names).toHaveLength(3);
    expect(cms.filter((c) => c.metadata.name !== s.name).map((c) => c.metadata.name).sort()).toEqual([...names].sort());
    for (const c of cms.filter((x) => x.metadata.name !== s.name)) expect(c.metadata.annotations?.[INVENTORY_OF_ANNOTATION]).toBe(s.name);

    // another process (a restarted agent) reads the whole list back
    const fresh = store(sync);
    const read = await fresh.read();
    expect(read).toMatchObject({ appliedRevision: 'r2', attemptedRevision: 'r2' });
    expect(sorted(read?.entries ?? [])).toEqual(entries(30));

    // one entry more at the end: the unchanged first parts are not written again, the replaced one is deleted
    await fresh.write({ appliedRevision: 'r3', attemptedRevision: 'r3', entries: entries(31) });
    expect(fresh.lastWrite).toMatchObject({ parts: 4, partsWritten: 1, partsDeleted: 0 });
    expect(sorted((await store(sync).read())?.entries ?? [])).toEqual(entries(31));
    expect(await configMaps(sync)).toHaveLength(5);

    // back under the limit: the list is in the head again and every part is gone
    await fresh.write({ appliedRevision: 'r4', attemptedRevision: 'r4', entries: entries(3) });
    expect(fresh.lastWrite).toMatchObject({ parts: 0, partsDeleted: 4 });
    cms = await configMaps(sync);
    expect(cms.map((c) => c.metadata.name)).toEqual([s.name]);
    expect(cms[0]?.data?.[PARTS_KEY]).toBeUndefined();
    expect(sorted((await store(sync).read())?.entries ?? [])).toEqual(entries(3));
  });

  it('reads an unchanged list as the same frozen entries (head or parts), and a changed one anew', async () => {
    for (const [sync, n] of [['cccccccccc', 5], ['dddddddddd', 30]] as const) {
      const s = store(sync);
      await s.write({ appliedRevision: 'r1', attemptedRevision: 'r1', entries: entries(n) });
      const first = (await s.read())?.entries;
      expect(sorted(first ?? [])).toEqual(entries(n));
      expect(Object.isFrozen(first) && first?.every((e) => Object.isFrozen(e))).toBe(true);
      // only the revision record changes: the same list
      await s.write({ appliedRevision: 'r2', attemptedRevision: 'r2', entries: entries(n) });
      const again = await s.read();
      expect(again?.appliedRevision).toBe('r2');
      expect(again?.entries).toBe(first);
      // the read entries written back, then the same list with one entry replaced in place: what is stored follows
      await s.write({ appliedRevision: 'r2', attemptedRevision: 'r2', entries: first ?? [] });
      const replaced = [...(first ?? []).slice(0, -1), Object.freeze(entry(900))];
      await s.write({ appliedRevision: 'r2', attemptedRevision: 'r2', entries: replaced });
      expect(sorted((await store(sync).read())?.entries ?? [])).toEqual(sorted(replaced));
      await s.write({ appliedRevision: 'r2', attemptedRevision: 'r2', entries: first ?? [] });
      expect(sorted((await store(sync).read())?.entries ?? [])).toEqual(entries(n));
      // another writer (a second replica) changes the list: read anew
      await store(sync).write({ appliedRevision: 'r3', attemptedRevision: 'r3', entries: entries(n, 1) });
      const changed = (await s.read())?.entries;
      expect(changed).not.toBe(first);
      expect(sorted(changed ?? [])).toEqual(entries(n, 1));
    }
  });

  it('reads its own write back without decoding it, and does not encode the same entries again in another order', async () => {
    for (const [sync, n] of [['eeeeeeeeee', 5], ['ffffffffff', 30]] as const) {
      const s = store(sync);
      // entries as a full sync makes them: new, open objects
      await s.write({ appliedRevision: 'r1', attemptedRevision: 'r1', entries: entries(n) });
      expect(s.lastWrite?.encodedAnew).toBe(true);
      const read = (await s.read())?.entries ?? [];
      expect(s.decodeCount).toBe(0);
      expect(sorted(read)).toEqual(entries(n));
      expect(Object.isFrozen(read) && read.every((e) => Object.isFrozen(e))).toBe(true);
      // the next sync writes back the entries it read, in its own order: the same text, not made again
      await s.write({ appliedRevision: 'r2', attemptedRevision: 'r2', entries: [...read].reverse() });
      expect(s.lastWrite?.encodedAnew).toBe(false);
      expect((await s.read())?.entries).toBe(read);
      expect(s.decodeCount).toBe(0);
      // a restarted agent decodes what is stored, and finds the same list
      const restarted = store(sync);
      expect(sorted((await restarted.read())?.entries ?? [])).toEqual(entries(n));
      expect(restarted.decodeCount).toBe(1);
      // another writer changes the list: decoded anew
      await restarted.write({ appliedRevision: 'r3', attemptedRevision: 'r3', entries: entries(n, 1) });
      expect(sorted((await s.read())?.entries ?? [])).toEqual(entries(n, 1));
      expect(s.decodeCount).toBe(1);
    }
  });

  it('reports a missing or edited part instead of reading a shorter inventory', async () => {
    const sync = 'bbbbbbbbbb';
    await store(sync).write({ appliedRevision: 'r1', entries: entries(30) });
    const parts = (await configMaps(sync)).filter((c) => c.metadata.name.startsWith(`driftgate-inventory-${sync}-`));
    expect(parts).toHaveLength(3);
    const [edited, deleted] = parts as [ConfigMap, ConfigMap];
    await client.request({ method: 'PATCH', path: `/api/v1/namespaces/${namespace}/configmaps/${edited.metadata.name}`, contentType: 'application/merge-patch+json', body: { data: { [INVENTORY_KEY]: 'v1 Namespace - other\n' } } });
    await expect(store(sync).read()).rejects.toThrow(InventoryCorruptError);
    await client.request({ method: 'DELETE', path: `/api/v1/namespaces/${namespace}/configmaps/${deleted.metadata.name}` });
    await expect(store(sync).read()).rejects.toThrow(/does not exist/);
  });

  it('deletes a part left by a write interrupted before its head, and leaves other heads\' parts alone', async () => {
    const sync = 'cccccccccc';
    const s = store(sync);
    await s.write({ appliedRevision: 'r1', entries: entries(2) });
    const orphan = `${s.name}-0123456789abcdef`;
    const foreign = `driftgate-inventory-other-0123456789abcdef`;
    for (const [name, of] of [[orphan, s.name], [foreign, 'driftgate-inventory-other']] as const) {
      await client.request({
        method: 'POST',
        path: `/api/v1/namespaces/${namespace}/configmaps`,
        body: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, labels: { [SYNC_LABEL]: sync, [INVENTORY_PART_LABEL]: 'true' }, annotations: { [INVENTORY_OF_ANNOTATION]: of } }, data: { [INVENTORY_KEY]: 'v1 Namespace - x\n' } },
      });
    }
    const restarted = store(sync);
    await restarted.write({ appliedRevision: 'r2', entries: entries(2) });
    expect(restarted.lastWrite).toMatchObject({ parts: 0, partsDeleted: 1 });
    expect((await configMaps(sync)).map((c) => c.metadata.name).sort()).toEqual([foreign, s.name].sort());
    expect((await restarted.read())?.appliedRevision).toBe('r2');
  });
});
