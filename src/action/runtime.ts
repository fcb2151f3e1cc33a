import { randomUUID } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import { EOL } from 'node:os';
import type { Writable } from 'node:stream';
import { neutralizeCommands } from '../core/findings/render/log-guard.js';
import { inputVariable, type OutputName } from './inputs.js';

/**
 * What the Action may touch of the runner: inputs and environment, outputs, the log
 * (where workflow commands go) and the job summary file. Injected, so the whole Action
 * runs in-process in tests; `createRunnerRuntime` is the real one.
 */
export interface ActionRuntime {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The input's value, trimmed; '' when not set. */
  getInput(name: string): string;
  setOutput(name: OutputName, value: string): Promise<void>;
  /** A plain log line. */
  info(message: string): void;
  /** Raw workflow commands (`::error …::…`), already escaped, one per line. */
  command(lines: string): void;
  /** `$GITHUB_STEP_SUMMARY`, when the runner provides one. */
  readonly stepSummaryPath: string | undefined;
}

export interface RunnerRuntimeOptions {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: Writable;
}

/**
 * The runner's protocol (actions/toolkit `core`): inputs from `INPUT_*`, outputs appended
 * to the `$GITHUB_OUTPUT` file as `name<<delimiter` blocks with a random delimiter,
 * commands and logs on stdout.
 */
export function createRunnerRuntime(options: RunnerRuntimeOptions): ActionRuntime {
  const { env, stdout } = options;
  const write = (text: string): void => {
    stdout.write(text.endsWith('\n') ? text : text + '\n');
  };
  return {
    env,
    getInput: (name) => (env[inputVariable(name)] ?? '').trim(),
    async setOutput(name, value) {
      const file = env['GITHUB_OUTPUT'];
      if (file === undefined || file === '') {
        write(`::set-output name=${name}::${value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}`);
        return;
      }
      const delimiter = `ghadelimiter_${randomUUID()}`;
      if (name.includes(delimiter) || value.includes(delimiter)) throw new Error(`output ${name} contains its delimiter`);
      await appendFile(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8');
    },
    info: (message) => write(neutralizeCommands(message)),
    command: (lines) => {
      if (lines !== '') write(lines);
    },
    stepSummaryPath: env['GITHUB_STEP_SUMMARY'] || undefined,
  };
}
