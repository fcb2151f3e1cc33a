import { Counter, Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock, flush } from './clock.js';
import type { MemberRecord, MemberStore } from '../core/ports/shards.js';
import { ControllerManager, STOP_GRACE_MS, type ManagerOptions, type Runnable } from './manager.js';
import { MemoryLease } from './memory-lease.js';

const T0 = Date.UTC(2026, 0, 1);

/** A runnable that records its life; `ready` says what its readiness check answers. */
function recorder(name: string, log: string[], options: { ready?: () => boolean; stopTakesMs?: number; clock?: FakeClock } = {}): Runnable & { running: boolean } {
  const r = {
    name,
    running: false,
    start: async () => {
      r.running = true;
      log.push(`start ${name}`);
    },
    stop: async ({ deadlineMs, reason }: { deadlineMs: number; reason: string }) => {
      r.running = false;
      log.push(`stop ${name} ${reason} deadline=${deadlineMs}`);
    },
    readiness: () => (options.ready === undefined || options.ready() ? undefined : `${name} not ready`),
  };
  return r;
}

const managers: ControllerManager[] = [];
afterEach(async () => {
  for (const m of managers.splice(0)) await m.stop({ release: false });
});

function manager(clock: FakeClock, store: MemoryLease | undefined, identity: string, extra: Partial<ManagerOptions> = {}): ControllerManager {
  const m = new ControllerManager({
    clock,
    userAgent: 'test',
    ...(store ? { leaderElection: { identity, namespace: 'ns', name: 'lease', fieldManager: 'test', store } } : {}),
    random: () => 0,
    shutdownDeadlineMs: 5_000,
    log: () => undefined,
    ...extra,
  });
  managers.push(m);
  return m;
}

describe('ControllerManager', () => {
  it('a stop during a slow always-on start (a start-up check) ends the start: nothing starts after it and the stop ends', async () => {
    const clock = new FakeClock(T0);
    const log: string[] = [];
    const m = manager(clock, undefined, 'solo');
    let finishCheck: () => void = () => undefined;
    m.add(recorder('webhooks', log), { needLeader: false });
    m.add({ name: 'check', start: () => new Promise<void>((resolve) => (finishCheck = resolve)), stop: async () => void log.push('stop check') }, { needLeader: false });
    m.add(recorder('caches', log), { needLeader: false });
    m.add(recorder('controller', log), { needLeader: true });
    const starting = m.start();
    await Promise.resolve();
    await m.stop();
    expect(await m.done).toBe('stopped');
    finishCheck();
    await starting;
    // The check's start returned after the stop: it is stopped at once, and neither the caches
    // nor the leader work ever start.
    expect(log).toEqual(['start webhooks', 'stop webhooks shutdown deadline=5000', 'stop check']);
    expect(m.isLeader()).toBe(false);
  });

  it('without leader election it leads at once and stops leader work before always-on work, in reverse order', async () => {
    const clock = new FakeClock(T0);
    const log: string[] = [];
    const m = manager(clock, undefined, 'solo');
    m.add(recorder('webhooks', log), { needLeader: false });
    m.add(recorder('caches', log), { needLeader: false });
    m.add(recorder('controller', log), { needLeader: true });
    m.add(recorder('sync', log), { needLeader: true });
    await m.start();
    expect(m.isLeader()).toBe(true);
    await m.stop();
    expect(log).toEqual([
      'start webhooks',
      'start caches',
      'start controller',
      'start sync',
      'stop sync shutdown deadline=5000',
      'stop controller shutdown deadline=5000',
      'stop caches shutdown deadline=5000',
      'stop webhooks shutdown deadline=5000',
    ]);
    expect(await m.done).toBe('stopped');
  });

  it('runs leader work on one replica only; the standby keeps its always-on work and takes over on release', async () => {
    const clock = new FakeClock(T0);
    const store = new MemoryLease();
    const logA: string[] = [];
    const logB: string[] = [];
    const a = manager(clock, store, 'a');
    const b = manager(clock, store, 'b');
    const webhookB = recorder('webhooks', logB);
    const controllerA = recorder('controller', logA);
    const controllerB = recorder('controller', logB);
    a.add(recorder('webhooks', logA), { needLeader: false });
    a.add(controllerA, { needLeader: true });
    b.add(webhookB, { needLeader: false });
    b.add(controllerB, { needLeader: true });
    await a.start();
    await clock.advance(1);
    await b.start();
    await clock.advance(10_000);
    expect([a.isLeader(), b.isLeader()]).toEqual([true, false]);
    expect(controllerA.running).toBe(true);
    expect(controllerB.running).toBe(false);
    expect(webhookB.running).toBe(true);
    // a graceful stop releases the lease: b leads at its next poll, long before the lease expires
    await a.stop();
    expect(logA.at(-1)).toBe('stop webhooks shutdown deadline=5000');
    await clock.advance(2_500);
    expect(b.isLeader()).toBe(true);
    expect(controllerB.running).toBe(true);
  });

  it('a lost lease stops leader work at once (deadline 0), fails /healthz and ends with `lost`', async () => {
    const clock = new FakeClock(T0);
    const store = new MemoryLease();
    const log: string[] = [];
    const m = manager(clock, store, 'a');
    const always = recorder('webhooks', log);
    m.add(always, { needLeader: false });
    m.add(recorder('controller', log), { needLeader: true });
    await m.start();
    await clock.advance(1);
    expect(m.isLeader()).toBe(true);
    expect(m.healthChecks.map((c) => c.check())).toEqual([undefined]);
    store.down = true;
    await clock.advance(12_000);
    expect(await m.done).toBe('lost');
    expect(m.isLeader()).toBe(false);
    expect(log).toContain('stop controller lost deadline=0');
    expect(m.healthChecks.map((c) => c.check())).toEqual(['lost the lease; restarting']);
    // always-on work keeps serving until the process stops it
    expect(always.running).toBe(true);
  });

  it('readiness: always-on runnables always count; leader runnables only while leading', async () => {
    const clock = new FakeClock(T0);
    const store = new MemoryLease();
    let cachesReady = false;
    let syncReady = false;
    const leader = manager(clock, store, 'leader');
    await leader.start();
    await clock.advance(1);
    const m = manager(clock, store, 'standby');
    m.add(recorder('caches', [], { ready: () => cachesReady }), { needLeader: false });
    m.add(recorder('sync', [], { ready: () => syncReady }), { needLeader: true });
    await m.start();
    await clock.advance(1);
    const problems = (): (string | undefined)[] => m.readinessChecks().map((c) => c.check()).filter((p) => p !== undefined);
    expect(problems()).toEqual(['caches not ready']);
    cachesReady = true;
    expect(problems()).toEqual([]); // a standby's leader work is not asked
    await leader.stop();
    await clock.advance(2_500);
    expect(m.isLeader()).toBe(true);
    expect(problems()).toEqual(['sync not ready']);
    syncReady = true;
    expect(problems()).toEqual([]);
  });

  it('serves /healthz, /readyz and the merged registries on /metrics, and closes the endpoint on stop', async () => {
    const clock = new FakeClock(T0);
    const one = new Registry();
    const two = new Registry();
    new Counter({ name: 'one_total', help: 'one', registers: [one] }).inc();
    new Counter({ name: 'two_total', help: 'two', registers: [two] }).inc(2);
    let ready = false;
    const m = manager(clock, undefined, 'solo', { metricsAddress: '127.0.0.1:0', registries: () => [one, two], routes: { '/extra': (_req, res) => void res.end('extra') } });
    m.add(recorder('caches', [], { ready: () => ready }), { needLeader: false });
    await m.start();
    const url = m.metricsUrl;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const notReady = await fetch(`${url}/readyz`);
    expect([notReady.status, await notReady.text()]).toEqual([503, 'caches: caches not ready\n']);
    ready = true;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(metrics).toContain('one_total 1');
    expect(metrics).toContain('two_total 2');
    expect(await (await fetch(`${url}/extra`)).text()).toBe('extra');
    await m.stop();
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });

  it('refuses a runnable added after start', async () => {
    const m = manager(new FakeClock(T0), undefined, 'solo');
    await m.start();
    expect(() => m.add(recorder('late', []), { needLeader: true })).toThrow(/after the manager started/);
  });

  it('a stop always ends: a runnable whose stop never returns is left behind after its deadline plus the grace period', async () => {
    const clock = new FakeClock(T0);
    const log: string[] = [];
    const m = manager(clock, undefined, 'solo');
    m.add(recorder('webhooks', log), { needLeader: false });
    m.add({ name: 'stuck', start: async () => void log.push('start stuck'), stop: () => new Promise<void>(() => undefined) }, { needLeader: true });
    await m.start();
    let ended = false;
    void m.stop().then(() => (ended = true));
    await clock.advance(5_000 + STOP_GRACE_MS - 1);
    expect(ended).toBe(false);
    await clock.advance(1);
    await flush();
    expect(ended).toBe(true);
    expect(await m.done).toBe('stopped');
    // The always-on work after it still stopped.
    expect(log).toEqual(['start webhooks', 'start stuck', 'stop webhooks shutdown deadline=5000']);
  });

  it('sharded: runs every shard runnable per held shard on its own coordinator, refuses leader work, and hands the shards back on stop', async () => {
    const clock = new FakeClock(T0);
    const versions = new Map<string, number>();
    let rv = 0;
    const members: MemberStore = {
      renew: async () => void versions.set('solo', ++rv),
      list: async (): Promise<MemberRecord[]> => [...versions].map(([identity, v]) => ({ identity, version: String(v) })),
      remove: async () => void versions.delete('solo'),
    };
    const leases = [new MemoryLease(), new MemoryLease()];
    const log: string[] = [];
    const held: number[][] = [];
    const m = new ControllerManager({
      clock,
      userAgent: 'test',
      leaderElection: {
        identity: 'solo',
        namespace: 'ns',
        name: 'prefix',
        fieldManager: 'test',
        shards: 2,
        shardStores: { members, shardLease: (k) => leases[k]! },
        onHeldChanged: (h) => held.push([...h]),
      },
      random: () => 0,
      shutdownDeadlineMs: 1_000,
      log: () => undefined,
    });
    managers.push(m);
    expect(() => m.add(recorder('controller', log), { needLeader: true })).toThrow(/sharded/);
    m.add(recorder('webhooks', log), { needLeader: false });
    for (const name of ['caches', 'loop']) {
      m.addShard({
        name,
        startShard: (k) => {
          log.push(`start ${name} ${k}`);
          return { stop: async ({ reason }) => void log.push(`stop ${name} ${k} ${reason}`) };
        },
      });
    }
    await m.start();
    await clock.advance(3_000);
    expect(m.heldShards()).toEqual([0, 1]);
    expect(m.isLeader()).toBe(true);
    expect(log.filter((l) => l.startsWith('start')).sort()).toEqual(['start caches 0', 'start caches 1', 'start loop 0', 'start loop 1', 'start webhooks']);
    expect(leases.map((l) => l.lease?.record.holderIdentity)).toEqual(['solo', 'solo']);
    await m.stop();
    // Per shard, in reverse order of addition; the Leases released and the member Lease gone.
    expect(log.filter((l) => l.startsWith('stop caches 0') || l.startsWith('stop loop 0'))).toEqual(['stop loop 0 shutdown', 'stop caches 0 shutdown']);
    expect(log.at(-1)).toBe('stop webhooks shutdown deadline=1000');
    expect(leases.map((l) => l.lease?.record.holderIdentity)).toEqual(['', '']);
    expect(versions.size).toBe(0);
    expect(held.at(-1)).toEqual([]);
    expect(m.isLeader()).toBe(false);
  });

  it('refuses per-shard work when leadership is not sharded', () => {
    const m = manager(new FakeClock(T0), new MemoryLease(), 'solo');
    expect(() => m.addShard({ name: 'x', startShard: () => ({ stop: async () => undefined }) })).toThrow(/not sharded/);
  });
});
