import { randomUUID } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import { EOL } from 'node:os';
import type { Writable } from 'node:stream';
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

const ZERO_WIDTH_SPACE = '\u200B';

/**
 * Every Unicode White_Space character (what .NET's Char.IsWhiteSpace, and so the runner's
 * TrimStart, treats as blank), plus U+FEFF which JavaScript's `\s` counts. `\s` alone misses
 * U+0085 (NEXT LINE).
 */
const BLANK = '\\t\\n\\v\\f\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF';
/** Characters some reader of the log may take as the end of a line. */
const LINE_BREAK = '\\n\\v\\f\\r\\u0085\\u2028\\u2029';
/** The first `:` of a `::` that has only blanks before it since the start or a line break. */
const COMMAND_START = new RegExp(`(?<=(?:^|[${LINE_BREAK}])[${BLANK}]*):(?=:)`, 'g');

/**
 * Makes text safe to print in the step's log, as the runner parses it: the runner splits output
 * into lines at CR, LF and CRLF (.NET ReadLine), trims leading whitespace, and reads a line
 * that then starts with `::` as a workflow command (`::add-mask::`, `::stop-commands::`, …),
 * and `##[` anywhere in a line as a legacy command. Every Unicode blank counts as leading
 * whitespace and every line separator (VT, FF, NEL, U+2028, U+2029) as a line start, so a
 * `\u0085::set-output` is as inert as a `\n::set-output`. A zero-width space (not a blank)
 * after the first `:` or `#` keeps the text readable and inert. Commands driftgate means go
 * through `command()`.
 */
export function neutralizeCommands(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(COMMAND_START, `:${ZERO_WIDTH_SPACE}`).replace(/##\[/g, `#${ZERO_WIDTH_SPACE}#[`))
    .join('\n');
}
