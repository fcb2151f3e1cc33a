import { describe, expect, it } from 'vitest';
import { FakeClock, flush } from './clock.js';
import { Informer } from './informer.js';
import type { ListResult, ListWatchSource, WatchEvent, WatchOptions } from '../core/ports/list-watch.js';

interface Obj {
  metadata: { name: string; namespace?: string; resourceVersion: string };
  v?: string;
}
const obj = (name: string, rv: string, v?: string): Obj => ({ metadata: { name, namespace: 'ns', resourceVersion: rv }, ...(v ? { v } : {}) });

type WatchScript = (o: WatchOptions<Obj>) => Promise<void>;

/** A scripted list/watch source: each call takes the next script step. */
class ScriptedSource implements ListWatchSource<Obj> {
  lists: (() => Promise<ListResult<Obj>>)[] = [];
  watches: WatchScript[] = [];
  listCalls = 0;
  watchCalls: { resourceVersion: string; timeoutSeconds: number }[] = [];

  list(): Promise<ListResult<Obj>> {
    this.listCalls++;
    const step = this.lists.shift();
    return step ? step() : new Promise(() => undefined);
  }
  watch(o: WatchOptions<Obj>): Promise<void> {
    this.watchCalls.push({ resourceVersion: o.resourceVersion, timeoutSeconds: o.timeoutSeconds });
    const step = this.watches.shift();
    if (step) return step(o);
    // no more script: hang until aborted, like a quiet watch
    return new Promise((_resolve, reject) => o.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }));
  }
}

const events = (...list: WatchEvent<Obj>[]): WatchScript => async (o) => {
  for (const e of list) o.onEvent(e);
};
const fail = (message: string, status?: number): WatchScript => async () => {
  throw Object.assign(new Error(message), status !== undefined ? { status } : {});
};

function setup(source: ScriptedSource, clock = new FakeClock()) {
  const log: string[] = [];
  const informer = new Informer<Obj>({ name: 'Obj', source, clock, random: () => 0.5, resyncMs: 60_000, watchTimeoutSeconds: [300, 600] });
  informer.addHandler({
    add: (o) => log.push(`add ${o.metadata.name}@${o.metadata.resourceVersion} cached=${informer.get(`ns/${o.metadata.name}`)?.metadata.resourceVersion}`),
    update: (p, o) => log.push(`update ${o.metadata.name} ${p.metadata.resourceVersion}->${o.metadata.resourceVersion}`),
    delete: (o) => log.push(`delete ${o.metadata.name}`),
    resync: (o) => log.push(`resync ${o.metadata.name}`),
  });
  informer.addIndex('v', (o) => (o.v ? [o.v] : []));
  return { informer, log, clock };
}

describe('Informer', () => {
  it('lists, syncs, then applies watch events with the cache updated before handlers run', async () => {
    const source = new ScriptedSource();
    source.lists.push(async () => ({ items: [obj('a', '1'), obj('b', '2')], resourceVersion: '10' }));
    source.watches.push(events({ type: 'MODIFIED', object: obj('a', '11', 'x') }, { type: 'DELETED', object: obj('b', '12') }, { type: 'ADDED', object: obj('c', '13') }));
    const { informer, log, clock } = setup(source);
    informer.start();
    await informer.waitForSync();
    await clock.advance(1);
    expect(informer.hasSynced()).toBe(true);
    expect(source.watchCalls[0]).toEqual({ resourceVersion: '10', timeoutSeconds: 450 });
    expect(log).toEqual(['add a@1 cached=1', 'add b@2 cached=2', 'update a 1->11', 'delete b', 'add c@13 cached=13']);
    expect(informer.keys().sort()).toEqual(['ns/a', 'ns/c']);
    expect(informer.byIndex('v', 'x').map((o) => o.metadata.name)).toEqual(['a']);
    // the watch ended normally after delivering events: the next one resumes from the last RV
    expect(source.watchCalls[1]!.resourceVersion).toBe('13');
    await informer.stop();
  });

  it('restarts a failed watch from its resourceVersion after a backoff, without relisting', async () => {
    const source = new ScriptedSource();
    source.lists.push(async () => ({ items: [obj('a', '1')], resourceVersion: '5' }));
    source.watches.push(fail('connection reset'), fail('HTTP 500', 500), fail('socket hang up'));
    const { informer, clock } = setup(source);
    informer.start();
    await clock.advance(1);
    expect(source.watchCalls).toHaveLength(1);
    await clock.advance(400); // first backoff: 800 ms * jitter 1.0
    expect(source.watchCalls).toHaveLength(1);
    await clock.advance(400);
    expect(source.watchCalls).toHaveLength(2);
    await clock.advance(1600); // doubled
    expect(source.watchCalls).toHaveLength(3);
    await clock.advance(3200);
    expect(source.watchCalls).toHaveLength(4);
    expect(source.watchCalls.every((w) => w.resourceVersion === '5')).toBe(true);
    expect(source.listCalls).toBe(1);
    await informer.stop();
  });

  it('relists at once on 410 Gone and reports what vanished or changed meanwhile', async () => {
    const source = new ScriptedSource();
    source.lists.push(async () => ({ items: [obj('a', '1'), obj('b', '2'), obj('c', '3')], resourceVersion: '3' }));
    source.watches.push(events({ type: 'BOOKMARK', resourceVersion: '40' }, { type: 'ERROR', code: 410, reason: 'Expired', message: 'too old' }));
    source.lists.push(async () => ({ items: [obj('a', '1'), obj('c', '50')], resourceVersion: '60' }));
    const { informer, log, clock } = setup(source);
    informer.start();
    await clock.advance(1);
    expect(source.listCalls).toBe(2);
    expect(log.slice(3)).toEqual(['update c 3->50', 'delete b']);
    expect(source.watchCalls.map((w) => w.resourceVersion)).toEqual(['3', '60']);
    await informer.stop();
  });

  it('treats a 410 status from the watch request like an expired event', async () => {
    const source = new ScriptedSource();
    source.lists.push(async () => ({ items: [], resourceVersion: '3' }));
    source.watches.push(fail('Gone', 410));
    source.lists.push(async () => ({ items: [obj('z', '9')], resourceVersion: '9' }));
    const { informer, log, clock } = setup(source);
    informer.start();
    await clock.advance(1);
    expect(log).toEqual(['add z@9 cached=9']);
    await informer.stop();
  });

  it('keeps retrying a failing list with backoff and is not synced until it succeeds', async () => {
    const source = new ScriptedSource();
    source.lists.push(
      async () => {
        throw new Error('connection refused');
      },
      async () => {
        throw new Error('connection refused');
      },
      async () => ({ items: [obj('a', '1')], resourceVersion: '1' }),
    );
    const { informer, clock } = setup(source);
    informer.start();
    await clock.advance(1);
    expect(informer.hasSynced()).toBe(false);
    await clock.advance(800 + 1600);
    expect(informer.hasSynced()).toBe(true);
    expect(source.listCalls).toBe(3);
    await informer.stop();
  });

  it('backs off when a watch ends at once without events', async () => {
    const source = new ScriptedSource();
    source.lists.push(async () => ({ items: [], resourceVersion: '1' }));
    source.watches.push(events(), events());
    const { informer, clock } = setup(source);
    informer.start();
    await clock.advance(1);
    expect(source.watchCalls).toHaveLength(1);
    await clock.advance(800);
    expect(source.watchCalls).toHaveLength(2);
    await informer.stop();
  });

  it('assume() shows our own write at once and swallows the watch echo; older events are ignored', async () => {
    const source = new ScriptedSource();
    source.lists.push(async () => ({ items: [obj('a', '1')], resourceVersion: '1' }));
    let emit: ((e: WatchEvent<Obj>) => void) | undefined;
    source.watches.push(
      (o) =>
        new Promise((_resolve, reject) => {
          emit = o.onEvent;
          o.signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const { informer, log, clock } = setup(source);
    informer.start();
    await clock.advance(1);
    informer.assume(obj('a', '7', 'mine'));
    expect(informer.get('ns/a')!.metadata.resourceVersion).toBe('7');
    informer.assume(obj('a', '5')); // older: ignored
    expect(informer.get('ns/a')!.metadata.resourceVersion).toBe('7');
    emit!({ type: 'MODIFIED', object: obj('a', '7', 'mine') });
    emit!({ type: 'MODIFIED', object: obj('a', '6') });
    expect(log).toEqual(['add a@1 cached=1']);
    emit!({ type: 'MODIFIED', object: obj('a', '8') });
    expect(log.at(-1)).toBe('update a 7->8');
    await informer.stop();
  });

  it('transforms objects before caching them (list, watch and assume)', async () => {
    const source = new ScriptedSource();
    source.lists.push(async () => ({ items: [obj('a', '1', 'big')], resourceVersion: '1' }));
    source.watches.push(events({ type: 'ADDED', object: obj('b', '2', 'big') }));
    const informer = new Informer<Obj>({ name: 'Obj', source, clock: new FakeClock(), random: () => 0.5, transform: (o) => ({ metadata: o.metadata }) });
    informer.start();
    await informer.waitForSync();
    await flush();
    informer.assume(obj('c', '3', 'big'));
    expect(informer.list().map((o) => o.v)).toEqual([undefined, undefined, undefined]);
    await informer.stop();
  });

  it('resyncs every cached object on its period', async () => {
    const source = new ScriptedSource();
    source.lists.push(async () => ({ items: [obj('a', '1'), obj('b', '2')], resourceVersion: '2' }));
    const { informer, log, clock } = setup(source);
    informer.start();
    await clock.advance(59_000);
    expect(log.filter((l) => l.startsWith('resync'))).toEqual([]);
    await clock.advance(1_000);
    expect(log.filter((l) => l.startsWith('resync'))).toEqual(['resync a', 'resync b']);
    await informer.stop();
    await flush();
  });
});
