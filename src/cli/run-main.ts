// For the CLI's unit tests: run a command in-process through main() and collect what it prints.
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { main } from './main.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface MainRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** `driftgate ARGV` with PATH (plus `env`) as its environment, in `cwd` (default: the repository). */
export async function runMain(argv: readonly string[], options: { readonly env?: Readonly<Record<string, string>>; readonly cwd?: string } = {}): Promise<MainRun> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
  stderr.on('data', (d: Buffer) => (err += d.toString('utf8')));
  const code = await main({ argv: [...argv], stdout, stderr, env: { PATH: process.env.PATH ?? '', ...options.env }, cwd: options.cwd ?? REPO_ROOT });
  return { code, stdout: out, stderr: err };
}
