import { Writable } from 'node:stream';
import type { Command } from '../cli/command.js';
import { SEVERITIES, type Finding, type ObjectRef, type Severity } from '../core/findings/finding.js';
import { isRecord } from '../core/manifest/manifest.js';

/** What a CLI command printed and returned, run in-process. */
export interface CommandRun {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

class Collector extends Writable {
  private readonly chunks: Buffer[] = [];
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, callback: () => void): void {
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    callback();
  }
  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/**
 * Runs a driftgate CLI command in this process, as `driftgate <argv>` would in `cwd`, so
 * the Action gives exactly the CLI's verdict.
 */
export async function runCommand(command: Command, options: { readonly argv: readonly string[]; readonly cwd: string; readonly env: Readonly<Record<string, string | undefined>> }): Promise<CommandRun> {
  const stdout = new Collector();
  const stderr = new Collector();
  const exitCode = await command.run({ argv: options.argv, cwd: options.cwd, env: options.env, stdout, stderr });
  return { exitCode, stdout: stdout.text(), stderr: stderr.text() };
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function optionalPositive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined;
}

/** Parses `--format json` output (`{ summary, findings: [...] }`) back into findings; throws on anything else. */
export function parseFindingsJson(text: string): Finding[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`expected JSON findings, got ${JSON.stringify(text.slice(0, 200))}`);
  }
  const list = isRecord(value) ? value['findings'] : undefined;
  if (!Array.isArray(list)) throw new Error('expected an object with a findings array');
  return list.map((item: unknown, i) => parseFinding(item, `findings[${i}]`));
}

/** One finding from JSON (`unknown`: checked field by field); throws naming `where`. */
export function parseFinding(item: unknown, where: string): Finding {
  if (!isRecord(item)) throw new Error(`${where} is not an object`);
  const ruleId = item['ruleId'];
  const severity = item['severity'];
  const message = item['message'];
  if (typeof ruleId !== 'string' || typeof message !== 'string' || !(SEVERITIES as readonly unknown[]).includes(severity)) {
    throw new Error(`${where} lacks ruleId, severity or message`);
  }
  const rawObject = item['object'];
  const object = isRecord(rawObject)
    ? Object.fromEntries(
        (['apiVersion', 'kind', 'namespace', 'name'] as const).flatMap((k) => {
          const v = optionalString(rawObject[k]);
          return v === undefined ? [] : [[k, v]];
        }),
      )
    : undefined;
  const fields = {
    file: optionalString(item['file']),
    line: optionalPositive(item['line']),
    column: optionalPositive(item['column']),
    endLine: optionalPositive(item['endLine']),
    endColumn: optionalPositive(item['endColumn']),
    pointer: optionalString(item['pointer']),
    hint: optionalString(item['hint']),
    object: object as ObjectRef | undefined,
  };
  return {
    ruleId,
    severity: severity as Severity,
    message,
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
  } as Finding;
}
