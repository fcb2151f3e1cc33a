// bench/cores, fourth workload: the cross-document facts of every file of a repository, the work a
// `check --base --no-cache` run (and the Action) does for the files it does not report
// (core/check/kept-files.ts). Its hand-over is small (a few names and sums per file), so it is the
// part of a check a worker pool could share most cheaply (ADR 0012's addendum).
//
// Bundled by bench/cores/run.ts with esbuild and run with plain node:
//   node facts-load.mjs <dir> 1          one thread: every file, printed as [ms]
//   node facts-load.mjs <dir> <n>        the files shared, chunk by chunk, between this thread and
//                                        n-1 workers started at that moment: [ms from the start of
//                                        the workers to the last fact, files done by this thread]
//   node facts-load.mjs <dir> <n> booted the same with the workers started and loaded before the
//                                        clock starts (a pool started early in the run)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { loadManifests } from '../../src/core/manifest/manifest.js';
import { DEFAULT_CONFIG } from '../../src/core/policy/config.js';
import { keptCrossFactsOf, type KeptCrossFacts } from '../../src/core/policy/cross.js';
import { parseYaml } from '../../src/core/yaml/parse.js';

interface TextFile {
  readonly path: string;
  readonly text: string;
}

/** As readHeadFiles takes a file's facts without a store: parse, load, facts; the objects are dropped. */
function factsOf(file: TextFile): KeptCrossFacts {
  const parsed = parseYaml(file.text, { file: file.path, scalars: 'kubernetes' });
  return keptCrossFactsOf(loadManifests(parsed.documents).manifests, parsed.documents.length, DEFAULT_CONFIG);
}

/** Files in chunks: each thread takes the next chunk from a shared counter, so a late worker takes fewer. */
const CHUNK = 25;
/** The shared counters: the next chunk, and whether the main thread has started the clock. */
const NEXT = 0;
const GO = 1;

function work(files: readonly TextFile[], next: Int32Array, out: (KeptCrossFacts | undefined)[]): number {
  let done = 0;
  for (;;) {
    const start = Atomics.add(next, NEXT, CHUNK);
    if (start >= files.length) return done;
    for (let i = start; i < Math.min(start + CHUNK, files.length); i++) {
      out[i] = factsOf(files[i]!);
      done += 1;
    }
  }
}

if (!isMainThread) {
  const { files, shared } = workerData as { files: TextFile[]; shared: SharedArrayBuffer };
  // Loaded: waits for the main thread's start (it works meanwhile, so it cannot answer a message).
  parentPort?.postMessage('loaded');
  Atomics.wait(new Int32Array(shared), GO, 0);
  const out: (KeptCrossFacts | undefined)[] = [];
  work(files, new Int32Array(shared), out);
  parentPort?.postMessage(out.flatMap((facts, i) => (facts ? [[i, facts] as const] : [])));
} else {
  const dir = process.argv[2] ?? '.';
  const threads = Number(process.argv[3] ?? 1);
  const booted = process.argv[4] === 'booted';
  const names = readdirSync(dir).filter((n) => n.endsWith('.yaml')).sort();
  const files = names.map((n) => ({ path: n, text: readFileSync(path.join(dir, n), 'utf8') }));
  const shared = new SharedArrayBuffer(8);
  const startWorkers = (): { worker: Worker; loaded: Promise<unknown>; facts: Promise<(readonly [number, KeptCrossFacts])[]> }[] =>
    Array.from({ length: threads - 1 }, () => {
      const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { files, shared } });
      const failed = new Promise<never>((_, reject) => worker.once('error', reject));
      // Its two messages in turn: 'loaded', then the facts.
      const next = (): Promise<unknown> => Promise.race([new Promise<unknown>((resolve) => worker.once('message', resolve)), failed]);
      const loaded = next();
      const facts = loaded.then(next) as Promise<(readonly [number, KeptCrossFacts])[]>;
      return { worker, loaded, facts };
    });
  const early = booted ? startWorkers() : undefined;
  if (early) await Promise.all(early.map((w) => w.loaded));
  const start = performance.now();
  const workers = (early ?? startWorkers()).map((w) => w.facts);
  // Workers begin as soon as they are loaded (at once when booted).
  Atomics.store(new Int32Array(shared), GO, 1);
  Atomics.notify(new Int32Array(shared), GO);
  const out: (KeptCrossFacts | undefined)[] = [];
  const mine = work(files, new Int32Array(shared), out);
  for (const pairs of await Promise.all(workers)) for (const [i, facts] of pairs) out[i] = facts;
  const ms = performance.now() - start;
  const missing = files.length - out.filter((f) => f !== undefined).length;
  if (missing > 0) throw new Error(`${missing} files without facts`);
  console.log(JSON.stringify(threads === 1 ? [ms] : [ms, mine]));
}
