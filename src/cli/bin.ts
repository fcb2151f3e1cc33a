import process from 'node:process';
import { EXIT } from '../core/exit-codes.js';
import { main } from './main.js';
import { tolerateClosedPipe } from './pipe.js';
import { launchMarks } from './launch-marks.js';
import { uptimeMs } from '../io/uptime.js';

// The heap was sized by the launcher (src/cli/launch.ts), before this bundle was compiled.
launchMarks().bundleAt = uptimeMs();
tolerateClosedPipe(process.stdout);
tolerateClosedPipe(process.stderr);

// stdin is a getter: Node makes the stream (and loads fs streams, ~2 ms) on first access, and
// only a command reading `-` needs it.
main({
  argv: process.argv.slice(2),
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  get stdin() {
    return process.stdin;
  },
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`driftgate: internal error: ${error instanceof Error ? error.message : String(error)}\nThis is a bug in driftgate; please report it.\n`);
    process.exitCode = EXIT.usage;
  },
);
