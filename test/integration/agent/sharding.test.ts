// `driftgate agent --shards N` against the real API server and a real git repository: two
// in-process agent runtimes with 2 shards split a repository of 20 TenantOnboardings (each in a
// Namespace of its own, declared in Git too, so a tenant and its Namespace are often in different
// shards) by shard Lease. Every write is recorded per instance: no object is written by both, each
// shard's inventory holds exactly its objects, a tenant removed from Git is deleted exactly once,
// an instance that dies has its shard taken over (the next commit to one of its tenants is applied
// by the survivor), and a reshard (2 -> 3) deletes nothing that is still in Git.
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgentRuntime, type AgentRuntime } from '../../../src/agent/runtime.js';
import { AGENT_SHARD_LABEL, shardInventoryName, shardOfObject } from '../../../src/agent/shard.js';
import { realClock } from '../../../src/controller/clock.js';
import { objectId, SYNC_LABEL, type ObjectKey } from '../../../src/core/drift/ownership.js';
import { InventoryStore } from '../../../src/io/kube/inventory.js';
import { KubeClient, type RequestRecord } from '../../../src/io/kube/client.js';
import { isNotFound } from '../../../src/io/kube/errors.js';
import { Discovery } from '../../../src/io/kube/discovery.js';
import { createTestNamespace, deleteNamespace, eventually, installCrd, randomSuffix, testKubeConfig } from '../../support/cluster.js';
import { createGitFixture, type GitFixture } from '../../support/git-fixture.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/server.js';
import { crdObject, fakeGitHubReporter, policyPackFiles, tenantYaml } from './harness.js';

const kc = testKubeConfig();
const TENANTS = 20;
const MAIN = [...Array(TENANTS).keys()];
// Short enough for a quick takeover, long enough that a renew never misses its deadline on a loaded machine.
const timings = { leaseDurationMs: 6_000, renewDeadlineMs: 4_000, retryPeriodMs: 1_000 };
// The migration test takes no shard over: Leases that survive a machine so loaded that a renew
// takes seconds (a lost Lease stops the shard's sync and waits for the Lease to expire).
const patientTimings = { leaseDurationMs: 30_000, renewDeadlineMs: 20_000, retryPeriodMs: 1_000 };
const suffix = randomSuffix(5);
const leaseName = `agent-shards-${suffix}`;
let fx: GitFixture;
let migrationRepo: GitFixture | undefined;
let github: FakeGitHub | undefined;
/** The tenants of the migration test (their own repository and sync). */
const MIGRATED = [100, 101, 102, 103, 104, 105, 106, 107];
let agentNamespace: string;
let client: KubeClient;
let discovery: Discovery;
const runtimes: AgentRuntime[] = [];

/** `Kind/namespace/name` → instance → writes (apply, dry-run or delete) of that object. */
const writes = new Map<string, Map<string, number>>();
/** `Kind/namespace/name` → instances that deleted it (one entry per DELETE). */
const deletes = new Map<string, string[]>();

const homeOf = (i: number): string => `sh${suffix}-${i}`;
const tenantKey = (i: number): ObjectKey => ({ apiVersion: 'platform.example.com/v1', kind: 'TenantOnboarding', namespace: homeOf(i), name: `t${i}` });
const namespaceKey = (i: number): ObjectKey => ({ apiVersion: 'v1', kind: 'Namespace', name: homeOf(i) });

function recordWrite(instance: string, r: RequestRecord): void {
  if (r.method === 'GET' || r.status >= 400 || r.status === 0) return;
  const ns = /^\/api\/v1\/namespaces\/([^/]+)$/.exec(r.path);
  const tenant = /^\/apis\/platform\.example\.com\/v1\/namespaces\/([^/]+)\/tenantonboardings\/([^/]+)$/.exec(r.path);
  const id = ns ? `Namespace//${ns[1]}` : tenant ? `TenantOnboarding/${tenant[1]}/${tenant[2]}` : undefined;
  if (id === undefined || !id.includes(`sh${suffix}-`)) return;
  const byInstance = writes.get(id) ?? new Map<string, number>();
  byInstance.set(instance, (byInstance.get(instance) ?? 0) + 1);
  writes.set(id, byInstance);
  if (r.method === 'DELETE') deletes.set(id, [...(deletes.get(id) ?? []), instance]);
}

function idOf(key: ObjectKey): string {
  return `${key.kind}/${key.namespace ?? ''}/${key.name}`;
}

/** The repository's files; `remove`: tenants to delete from Git in this commit, `without`: tenants deleted before. */
function repository(options: { cpu?: Record<number, string>; remove?: readonly number[]; without?: readonly number[]; indices?: readonly number[] } = {}): Record<string, string | null> {
  const files: Record<string, string | null> = {};
  for (const i of options.indices ?? MAIN) {
    files[`cluster/namespaces/${homeOf(i)}.yaml`] = `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: ${homeOf(i)}\n`;
    if (options.without?.includes(i)) continue;
    files[`cluster/tenants/t${i}.yaml`] = options.remove?.includes(i) ? null : tenantYaml({ name: `t${i}`, namespace: homeOf(i), tenantNamespace: `${homeOf(i)}-own`, ...(options.cpu?.[i] ? { cpu: options.cpu[i] } : {}) });
  }
  return files;
}

/** The agents' log lines (the last 400, every level from info), shown when a wait fails. */
const agentLog: string[] = [];
const logSink = {
  write(line: string): void {
    agentLog.push(line.trimEnd());
    if (agentLog.length > 400) agentLog.splice(0, agentLog.length - 400);
    if (process.env.DRIFTGATE_TEST_LOG) process.stdout.write(line);
  },
};

/** `eventually`, with the agents' recent log in the error when it times out. */
async function eventuallyLogged<T>(fn: () => T | Promise<T>, options: Parameters<typeof eventually>[1]): Promise<T> {
  try {
    return await eventually(fn, options);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nthe agents' last log lines:\n${agentLog.slice(-80).join('\n')}`);
  }
}

async function instance(name: string, shards: number, options: { repo?: GitFixture; leaseName?: string; github?: FakeGitHub; timings?: typeof timings } = {}): Promise<AgentRuntime> {
  const repo = options.repo ?? fx;
  const rt = await startAgentRuntime({
    settings: {
      repo: repo.remoteUrl,
      branch: 'main',
      path: 'cluster',
      intervalMs: 1_000,
      drift: 'enforce',
      dryRun: false,
      namespace: agentNamespace,
      cacheDir: path.join(repo.root, `cache-${name}`),
      allowEmptyPrune: false,
      readyTimeoutMs: 60_000,
      driftScanIntervalMs: 0,
    },
    kubeConfig: kc,
    clock: realClock,
    log: pino({ level: process.env.DRIFTGATE_TEST_LOG ?? 'info' }, logSink).child({ instance: name }),
    leaderElection: { leaseName: options.leaseName ?? leaseName, identity: name, ...(options.timings ?? timings) },
    ...(shards > 1 ? { shards } : {}),
    ...(options.github ? { github: fakeGitHubReporter(options.github) } : {}),
    onRequest: (r) => recordWrite(name, r),
  });
  runtimes.push(rt);
  return rt;
}

async function get(pathname: string): Promise<{ metadata: { uid: string; labels?: Record<string, string> }; spec?: { quota?: { cpu?: string } } } | undefined> {
  try {
    return (await client.request({ method: 'GET', path: pathname })) as { metadata: { uid: string; labels?: Record<string, string> } };
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

const tenantPath = (i: number): string => `/apis/platform.example.com/v1/namespaces/${homeOf(i)}/tenantonboardings/t${i}`;

/** The ids each shard's inventory records (of `shards`). */
async function inventories(sync: string, shards: number): Promise<string[][]> {
  const out: string[][] = [];
  for (let k = 0; k < shards; k++) {
    const store = new InventoryStore({ client, resolver: discovery, namespace: agentNamespace, sync, fieldManager: 'unused', name: shardInventoryName(sync, k) });
    out.push(((await store.read())?.entries ?? []).map((e) => objectId(e)).sort());
  }
  return out;
}

/** The revision each shard's inventory records as applied. */
async function appliedRevisions(sync: string, shards: number): Promise<(string | undefined)[]> {
  const out: (string | undefined)[] = [];
  for (let k = 0; k < shards; k++) {
    const store = new InventoryStore({ client, resolver: discovery, namespace: agentNamespace, sync, fieldManager: 'unused', name: shardInventoryName(sync, k) });
    out.push((await store.read())?.appliedRevision);
  }
  return out;
}

/** What shard k of `shards` should record: its part of `keys`. */
function expected(keys: readonly ObjectKey[], shards: number): string[][] {
  return Array.from({ length: shards }, (_, k) => keys.filter((key) => shardOfObject(key, shards) === k).map(objectId).sort());
}

function desiredKeys(without: readonly number[] = [], indices: readonly number[] = MAIN): ObjectKey[] {
  const keys: ObjectKey[] = [];
  for (const i of indices) {
    keys.push(namespaceKey(i));
    if (!without.includes(i)) keys.push(tenantKey(i));
  }
  return keys;
}

beforeAll(async () => {
  await installCrd(kc, crdObject());
  agentNamespace = await createTestNamespace(kc, 'agent-shards-system');
  fx = createGitFixture();
  client = new KubeClient({ kubeConfig: kc, userAgent: 'driftgate-agent-tests' });
  discovery = new Discovery({ client, now: () => performance.now() });
}, 120_000);

afterAll(async () => {
  await Promise.all(runtimes.map((rt) => rt.stop()));
  for (const i of [...MAIN, ...MIGRATED]) await deleteNamespace(kc, homeOf(i)).catch(() => undefined);
  migrationRepo?.cleanup();
  await github?.close();
  if (agentNamespace) await deleteNamespace(kc, agentNamespace);
  client?.close();
  fx?.cleanup();
});

describe('sharded agent', () => {
  it('two instances split 2 shards: each object is written by its shard holder only; prune once; takeover; reshard deletes nothing still in Git', async () => {
    fx.commit({ ...policyPackFiles(), 'README.md': 'tenants\n' });
    const a = await instance('instance-a', 2);
    const b = await instance('instance-b', 2);
    const sync = a.sync;
    expect(b.sync).toBe(sync);
    await eventuallyLogged(
      () => {
        expect(a.heldShards()).toHaveLength(1);
        expect(b.heldShards()).toHaveLength(1);
      },
      { timeoutMs: 40_000, intervalMs: 100, message: 'the two instances did not settle on one shard each' },
    );
    const holder = new Map<number, string>([...a.heldShards().map((k) => [k, 'instance-a'] as const), ...b.heldShards().map((k) => [k, 'instance-b'] as const)]);
    expect([...holder.keys()].sort()).toEqual([0, 1]);
    // Both shards split tenants and namespaces (the test means something only if both have work).
    const keys = desiredKeys();
    expect(new Set(keys.filter((k) => k.kind === 'TenantOnboarding').map((k) => shardOfObject(k, 2))).size).toBe(2);
    expect(keys.filter((k) => k.kind === 'TenantOnboarding').some((k, i) => shardOfObject(k, 2) !== shardOfObject(namespaceKey(i), 2))).toBe(true);

    // 1. 20 tenants and their Namespaces: every object applied once, by its shard's holder.
    writes.clear();
    fx.commit(repository());
    await eventuallyLogged(async () => expect(await inventories(sync, 2)).toEqual(expected(keys, 2)), { timeoutMs: 60_000, intervalMs: 250, message: 'the shard inventories did not record exactly their objects' });
    for (const key of keys) {
      const live = await get(key.kind === 'Namespace' ? `/api/v1/namespaces/${key.name}` : tenantPath(Number(key.name.slice(1))));
      expect(live, idOf(key)).toBeDefined();
      expect(live?.metadata.labels?.[SYNC_LABEL]).toBe(sync);
      // The one shard label; on a TenantOnboarding it is the operator's to set, never the agent's.
      expect(live?.metadata.labels?.[AGENT_SHARD_LABEL]).toBe(key.kind === 'TenantOnboarding' ? undefined : String(shardOfObject(key, 2)));
      expect([...(writes.get(idOf(key))?.keys() ?? [])], `writers of ${idOf(key)}`).toEqual([holder.get(shardOfObject(key, 2))]);
    }
    expect([...writes.values()].every((w) => w.size === 1)).toBe(true);

    // 2. A tenant removed from Git is deleted exactly once, by its shard's holder; its Namespace stays.
    const removed = 3;
    fx.commit(repository({ remove: [removed] }));
    await eventuallyLogged(async () => expect(await get(tenantPath(removed))).toBeUndefined(), { timeoutMs: 30_000, message: 'the removed tenant was not pruned' });
    await eventuallyLogged(async () => expect(await inventories(sync, 2)).toEqual(expected(desiredKeys([removed]), 2)), { timeoutMs: 30_000 });
    expect(deletes.get(idOf(tenantKey(removed)))).toEqual([holder.get(shardOfObject(tenantKey(removed), 2))]);
    expect(await get(`/api/v1/namespaces/${homeOf(removed)}`)).toBeDefined();
    expect([...deletes.keys()]).toEqual([idOf(tenantKey(removed))]);

    // 3. instance-b dies (keeps its Leases): instance-a takes its shard and applies the next commit to one of its tenants.
    const bShard = b.heldShards()[0]!;
    const moved = [...Array(TENANTS).keys()].find((i) => i !== removed && shardOfObject(tenantKey(i), 2) === bShard);
    if (moved === undefined) throw new Error(`no tenant in shard ${bShard}`);
    await b.stop({ release: false });
    const uids = new Map<string, string>();
    for (let i = 0; i < TENANTS; i++) {
      uids.set(idOf(namespaceKey(i)), (await get(`/api/v1/namespaces/${homeOf(i)}`))!.metadata.uid);
      if (i !== removed) uids.set(idOf(tenantKey(i)), (await get(tenantPath(i)))!.metadata.uid);
    }
    writes.clear();
    fx.commit(repository({ without: [removed], cpu: { [moved]: '3' } }));
    await eventuallyLogged(() => expect(a.heldShards()).toEqual([0, 1]), { timeoutMs: 40_000, intervalMs: 100, message: 'the survivor did not take the dead instance’s shard' });
    await eventuallyLogged(async () => expect((await get(tenantPath(moved)))?.spec?.quota?.cpu).toBe('3'), { timeoutMs: 40_000, message: 'the survivor did not apply the change to a tenant of the taken shard' });
    expect([...(writes.get(idOf(tenantKey(moved)))?.keys() ?? [])]).toEqual(['instance-a']);

    // 4. Reshard 2 -> 3 (every replica stopped first, as documented): nothing still in Git is deleted or re-created.
    await a.stop();
    deletes.clear();
    const c = await instance('instance-c', 3);
    const d = await instance('instance-d', 3);
    const after = desiredKeys([removed]);
    await eventuallyLogged(async () => expect(await inventories(sync, 3)).toEqual(expected(after, 3)), { timeoutMs: 60_000, intervalMs: 250, message: 'the 3 shard inventories did not record exactly their objects' });
    await eventuallyLogged(() => expect([...c.heldShards(), ...d.heldShards()].sort()).toEqual([0, 1, 2]), { timeoutMs: 40_000, intervalMs: 100 });
    expect([...deletes.keys()]).toEqual([]);
    for (const key of after) {
      const live = await get(key.kind === 'Namespace' ? `/api/v1/namespaces/${key.name}` : tenantPath(Number(key.name.slice(1))));
      expect(live?.metadata.uid, idOf(key)).toBe(uids.get(idOf(key)));
      expect(live?.metadata.labels?.[AGENT_SHARD_LABEL]).toBe(key.kind === 'TenantOnboarding' ? undefined : String(shardOfObject(key, 3)));
    }
  });

  it('migrates from the unsharded inventory: each shard takes its part, prunes a tenant that left Git meanwhile once, and deletes nothing else', async () => {
    const repo = (migrationRepo = createGitFixture());
    const fake = (github = await startFakeGitHub());
    const first = repo.commit({ ...policyPackFiles(), ...repository({ indices: MIGRATED }) });
    const unsharded = await instance('unsharded', 1, { repo, leaseName: `agent-migration-${suffix}`, github: fake, timings: patientTimings });
    const sync = unsharded.sync;
    const legacy = new InventoryStore({ client, resolver: discovery, namespace: agentNamespace, sync, fieldManager: 'unused' });
    await eventuallyLogged(async () => expect((await legacy.read())?.appliedRevision).toBe(first), { timeoutMs: 40_000, message: 'the unsharded agent did not apply the first commit' });
    await eventuallyLogged(() => expect(fake.statuses.filter((st) => st.sha === first).map((st) => st.context)).toContain('driftgate/sync'), { timeoutMs: 30_000 });
    await unsharded.stop();
    const uids = new Map<string, string>();
    for (const i of MIGRATED) {
      uids.set(idOf(namespaceKey(i)), (await get(`/api/v1/namespaces/${homeOf(i)}`))!.metadata.uid);
      uids.set(idOf(tenantKey(i)), (await get(tenantPath(i)))!.metadata.uid);
      expect((await get(tenantPath(i)))?.metadata.labels?.[AGENT_SHARD_LABEL]).toBeUndefined(); // one shard: today's marks
    }

    // While no agent runs, a tenant leaves Git; then the sync runs with 2 shards.
    const removed = 104;
    const second = repo.commit(repository({ indices: MIGRATED, remove: [removed] }));
    const migratedIds = new Set(MIGRATED.flatMap((i) => [idOf(tenantKey(i)), idOf(namespaceKey(i))]));
    for (const key of migratedIds) deletes.delete(key);
    const sharded = await instance('sharded', 2, { repo, leaseName: `agent-migration-${suffix}`, github: fake, timings: patientTimings });
    expect(sharded.sync).toBe(sync);
    const after = desiredKeys([removed], MIGRATED);
    // Applied, not only recorded: a failed apply also writes the inventory (the previous entries
    // and what was applied), which for a shard without the pruned tenant is the same list.
    await eventuallyLogged(
      async () => {
        expect(await inventories(sync, 2)).toEqual(expected(after, 2));
        expect(await appliedRevisions(sync, 2)).toEqual([second, second]);
      },
      { timeoutMs: 60_000, intervalMs: 250, message: 'the shards did not take over the unsharded inventory' },
    );
    await eventuallyLogged(async () => expect(await get(tenantPath(removed))).toBeUndefined(), { timeoutMs: 30_000, message: 'the tenant that left Git was not pruned' });
    expect([...deletes].filter(([key]) => migratedIds.has(key))).toEqual([[idOf(tenantKey(removed)), ['sharded']]]);
    // Checked once (no waiting), with the agents' log when it fails.
    await eventuallyLogged(
      async () => {
        for (const key of after) {
          const live = await get(key.kind === 'Namespace' ? `/api/v1/namespaces/${key.name}` : tenantPath(Number(key.name.slice(1))));
          expect(live?.metadata.uid, idOf(key)).toBe(uids.get(idOf(key)));
          expect(live?.metadata.labels?.[AGENT_SHARD_LABEL], `the shard label of ${idOf(key)}`).toBe(key.kind === 'TenantOnboarding' ? undefined : String(shardOfObject(key, 2)));
        }
      },
      { timeoutMs: 0, message: 'the migrated objects' },
    );
    // The unsharded inventory is only read: it still says what the unsharded agent applied.
    expect((await legacy.read())?.appliedRevision).toBe(first);

    // Reports: one aggregate status and one check run per shard (no operator runs: the tenants stay pending).
    await eventuallyLogged(
      () => {
        expect(new Set(fake.statuses.filter((st) => st.sha === second && st.context.startsWith('driftgate/sync')).map((st) => st.context))).toEqual(new Set(['driftgate/sync (shard 0/2)', 'driftgate/sync (shard 1/2)']));
        expect(fake.checkRuns.filter((r) => r.head_sha === second).map((r) => r.name).sort()).toEqual(['driftgate sync (shard 0/2)', 'driftgate sync (shard 1/2)']);
      },
      { timeoutMs: 30_000, message: 'each shard did not report its own aggregate status and check run' },
    );
    expect(fake.violations).toEqual([]);
  });
});
