// The GitHub Action's entry (action.yml → dist/index.js): the runner's environment in,
// an exit code out. Everything else lives in run.ts.
import process from 'node:process';
import { tuneHeap } from '../io/heap.js';
import { analyzeRepository } from './analyze.js';
import { runAction } from './run.js';
import { createRunnerRuntime } from './runtime.js';

// Deprecation warnings from bundled dependencies (DEP0040 `punycode`, required by
// @kubernetes/client-node's node-fetch → whatwg-url → tr46) go to the step's log on Node 24
// and no workflow author can act on them.
process.noDeprecation = true;
// The check's heap sized as the CLI's (src/io/heap.ts): runners have Node 24, whose young
// generation would otherwise grow to four times Node 20's.
tuneHeap({ longRunning: false });

runAction({ runtime: createRunnerRuntime({ env: process.env, stdout: process.stdout }), analyze: analyzeRepository }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const detail = error instanceof Error ? error.message : String(error);
    process.stdout.write(`::error title=driftgate internal error::${detail.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}%0AThis is a bug in driftgate; please report it.\n`);
    process.exitCode = 2;
  },
);
