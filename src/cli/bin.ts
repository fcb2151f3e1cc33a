import process from 'node:process';
import { EXIT } from '../core/exit-codes.js';
import { tuneHeap } from '../io/heap.js';
import { main } from './main.js';
import { tolerateClosedPipe } from './pipe.js';

// Memory over a little speed, the same on every Node version (src/io/heap.ts); the agent and the
// operator keep V8's own young generation.
tuneHeap({ longRunning: process.argv[2] === 'agent' || process.argv[2] === 'operator' });

tolerateClosedPipe(process.stdout);
tolerateClosedPipe(process.stderr);

main({ argv: process.argv.slice(2), stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd(), stdin: process.stdin }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`driftgate: internal error: ${error instanceof Error ? error.message : String(error)}\nThis is a bug in driftgate; please report it.\n`);
    process.exitCode = EXIT.usage;
  },
);
