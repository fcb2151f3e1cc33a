// The fuzz worker: a child process of test/fuzz/run.ts. It runs cases [from, to) and reports
// the start and end of each over IPC, so the parent can kill it on a hang or a memory blow-up
// and name the case that caused it. Case i is a pure function of (seed, i): any failure can be
// re-run alone with `npm run fuzz -- --seed S --from I --runs 1`.
import process from 'node:process';
import { caseAt } from './cases.js';
import { TARGETS } from './targets.js';

export type FromParent = { readonly type: 'run'; readonly seed: number; readonly from: number; readonly to: number; readonly targets: readonly string[] };
export type FromWorker =
  | { readonly type: 'start'; readonly i: number; readonly target: string }
  | { readonly type: 'done'; readonly i: number; readonly target: string; readonly ms: number; readonly rssMb: number; readonly failure?: string }
  | { readonly type: 'finished' };

const send = (m: FromWorker): Promise<void> => new Promise((resolve) => process.send?.(m, undefined, {}, () => resolve()));
const gc = (globalThis as { gc?: () => void }).gc;

process.on('message', (message: FromParent) => {
  if (message.type !== 'run') return;
  void (async () => {
    for (let i = message.from; i < message.to; i++) {
      const { target, input } = caseAt(message.seed, i, message.targets);
      await send({ type: 'start', i, target });
      const started = performance.now();
      let failure: string | undefined;
      try {
        await TARGETS[target].run(input as never);
      } catch (error) {
        failure = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack?.split('\n').slice(1, 6).join('\n') ?? ''}` : String(error);
      }
      const ms = performance.now() - started;
      let rss = process.memoryUsage.rss();
      if (rss > 400 * 1024 * 1024 && gc) {
        gc();
        rss = process.memoryUsage.rss();
      }
      await send({ type: 'done', i, target, ms, rssMb: Math.round(rss / (1024 * 1024)), ...(failure !== undefined ? { failure } : {}) });
    }
    await send({ type: 'finished' });
    process.exit(0);
  })();
});
