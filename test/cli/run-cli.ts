import { runMain, type MainRun } from '../../src/cli/run-main.js';

export type CliResult = MainRun;

/** Runs the driftgate CLI in-process, as `driftgate <argv>` run in `cwd`. */
export async function runCli(argv: readonly string[], cwd: string, env: Record<string, string> = {}): Promise<CliResult> {
  return runMain(argv, { cwd, env: { HOME: process.env.HOME ?? '', ...env } });
}
