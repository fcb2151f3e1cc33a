import process from 'node:process';
import { setFlagsFromString } from 'node:v8';
import { EXIT } from '../core/exit-codes.js';
import { main } from './main.js';
import { tolerateClosedPipe } from './pipe.js';

// Memory over a little speed: between full collections V8 lets the old generation grow to up to
// four times what survived the last one, and a check of many documents promotes much short-lived
// data. At 1.5× (read by V8 at each resize, so it applies from here on): 30,000 documents in one
// file peak at ~230 MB instead of 265–310 MB (+5% time), 100,000 tenants at 560 MB instead of
// 714 MB (+14%). Measured 2026-12-04, see docs/robustness.md.
setFlagsFromString('--heap-growing-percent=50');

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
