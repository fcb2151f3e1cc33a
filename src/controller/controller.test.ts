import { describe, expect, it } from 'vitest';
import { FakeClock, flush } from './clock.js';
import { Controller, TerminalError, type ReconcileRequest, type ReconcileResult } from './controller.js';
import { ControllerMetrics } from './metrics.js';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('Controller', () => {
  it('never runs one key on two workers at once, and re-runs it once if it changed meanwhile', async () => {
    const clock = new FakeClock();
    const running = new Map<string, number>();
    let maxParallelSameKey = 0;
    const gates: ReturnType<typeof deferred<void>>[] = [];
    const calls: string[] = [];
    const controller = new Controller({
      name: 't',
      clock,
      workers: 4,
      reconciler: {
        async reconcile({ key }: ReconcileRequest): Promise<ReconcileResult> {
          calls.push(key);
          running.set(key, (running.get(key) ?? 0) + 1);
          maxParallelSameKey = Math.max(maxParallelSameKey, running.get(key)!);
          const gate = deferred<void>();
          gates.push(gate);
          await gate.promise;
          running.set(key, running.get(key)! - 1);
          return {};
        },
      },
    });
    controller.start();
    controller.enqueue('a');
    await flush();
    controller.enqueue('a');
    controller.enqueue('a');
    controller.enqueue('b');
    await flush();
    expect(calls).toEqual(['a', 'b']);
    gates.shift()!.resolve();
    await flush();
    expect(calls).toEqual(['a', 'b', 'a']);
    for (const g of gates.splice(0)) g.resolve();
    await flush();
    for (const g of gates.splice(0)) g.resolve();
    await flush();
    expect(calls).toEqual(['a', 'b', 'a']);
    expect(maxParallelSameKey).toBe(1);
    await controller.stop({ deadlineMs: 1000 });
  });

  it('maps outcomes: success forgets, errors back off, terminal errors are not retried, requeueAfter schedules', async () => {
    const clock = new FakeClock();
    const metrics = new ControllerMetrics();
    const script: Record<string, (() => ReconcileResult)[]> = {
      flaky: [
        () => {
          throw new Error('boom');
        },
        () => {
          throw new Error('boom');
        },
        () => ({}),
      ],
      bad: [
        () => {
          throw new TerminalError('invalid');
        },
      ],
      later: [() => ({ requeueAfterMs: 30_000 }), () => ({})],
      conflict: [() => ({ requeue: true }), () => ({})],
    };
    const calls: string[] = [];
    const controller = new Controller({
      name: 't',
      clock,
      workers: 2,
      metrics,
      reconciler: {
        async reconcile({ key }) {
          calls.push(key);
          const step = script[key]!.shift();
          if (!step) throw new Error(`unexpected call for ${key}`);
          return step();
        },
      },
    });
    controller.start();
    for (const k of Object.keys(script)) controller.enqueue(k);
    await clock.advance(1);
    expect(calls.sort()).toEqual(['bad', 'conflict', 'flaky', 'later']);
    await clock.advance(5); // flaky retry 1 (5 ms), conflict retry (5 ms)
    await clock.advance(10); // flaky retry 2 (10 ms)
    expect(calls.filter((c) => c === 'flaky')).toHaveLength(3);
    expect(calls.filter((c) => c === 'conflict')).toHaveLength(2);
    expect(controller.queue.numRequeues('flaky')).toBe(0); // forgotten after the success
    await clock.advance(29_000);
    expect(calls.filter((c) => c === 'later')).toHaveLength(1);
    await clock.advance(1_000);
    expect(calls.filter((c) => c === 'later')).toHaveLength(2);
    await clock.advance(3_600_000);
    expect(calls.filter((c) => c === 'bad')).toHaveLength(1);
    expect(await metrics.reconcileCount('t', 'error')).toBe(3);
    expect(await metrics.reconcileCount('t', 'requeue')).toBe(1);
    expect(await metrics.reconcileCount('t', 'requeue_after')).toBe(1);
    expect(await metrics.reconcileCount('t', 'success')).toBe(3);
    expect((await metrics.workqueueRetries.get()).values[0]!.value).toBe(3);
    await controller.stop({ deadlineMs: 1000 });
  });

  it('stop() takes no new keys, waits for in-flight work up to the deadline, then aborts it', async () => {
    const clock = new FakeClock();
    let aborted = false;
    const started: string[] = [];
    const controller = new Controller({
      name: 't',
      clock,
      workers: 1,
      reconciler: {
        reconcile({ key, signal }) {
          started.push(key);
          return new Promise((resolve) => {
            signal.addEventListener('abort', () => {
              aborted = true;
              resolve({});
            });
          });
        },
      },
    });
    controller.start();
    controller.enqueue('slow');
    controller.enqueue('next');
    await flush();
    const stopping = controller.stop({ deadlineMs: 5_000 });
    await clock.advance(4_999);
    expect(aborted).toBe(false);
    await clock.advance(1);
    expect(await stopping).toEqual({ finishedInTime: false });
    expect(aborted).toBe(true);
    expect(started).toEqual(['slow']);
  });
});
