import { PassThrough } from 'node:stream';
import { main } from '../../src/cli/main.js';

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the driftgate CLI in-process, as `driftgate <argv>` run in `cwd`. */
export async function runCli(argv: readonly string[], cwd: string, env: Record<string, string> = {}): Promise<CliResult> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
  stderr.on('data', (d: Buffer) => (err += d.toString('utf8')));
  const code = await main({ argv, stdout, stderr, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, cwd });
  return { code, stdout: out, stderr: err };
}
