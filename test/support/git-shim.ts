// Counts the git processes a test starts: a shim named `git`, first on PATH (read by each
// process as it starts), logs its arguments and runs the real git.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface GitShim {
  /** Each git process since the last reset, its arguments as one line. */
  calls(): string[];
  /** Each git process's subcommand (`fetch`, `ls-tree`, ...: its first word that is not an option). */
  subcommands(): string[];
  /** Forgets the processes so far. */
  reset(): void;
  /** Takes the shim off PATH and deletes it. */
  remove(): void;
}

export function installGitShim(): GitShim {
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-gitshim-'));
  const log = path.join(dir, 'calls.log');
  writeFileSync(path.join(dir, 'git'), `#!/bin/sh\necho "$*" >> ${log}\nexec ${realGit} "$@"\n`, { mode: 0o755 });
  const savedPath = process.env.PATH;
  process.env.PATH = `${dir}:${savedPath ?? ''}`;
  const calls = (): string[] => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []);
  return {
    calls,
    // `-c key=value` options come before the subcommand
    subcommands: () => calls().map((c) => c.split(' ').find((w) => !w.startsWith('-') && !w.includes('=')) ?? ''),
    reset: () => rmSync(log, { force: true }),
    remove: () => {
      process.env.PATH = savedPath;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
