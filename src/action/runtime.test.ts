import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, expect, it } from 'vitest';
import { createRunnerRuntime } from './runtime.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function sink(): Writable & { text: string } {
  const s = new Writable({
    write(chunk, _e, cb) {
      s.text += String(chunk);
      cb();
    },
  }) as Writable & { text: string };
  s.text = '';
  return s;
}

it('reads INPUT_* with hyphens kept, and appends outputs as delimited blocks', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'driftgate-runtime-'));
  dirs.push(dir);
  const output = path.join(dir, 'output');
  writeFileSync(output, '');
  const runtime = createRunnerRuntime({ env: { 'INPUT_FAIL-ON': ' warning \n', GITHUB_OUTPUT: output }, stdout: sink() });
  expect(runtime.getInput('fail-on')).toBe('warning');
  expect(runtime.getInput('mode')).toBe('');
  await runtime.setOutput('errors', '3');
  await runtime.setOutput('sarif-file', 'a\nb');
  const text = readFileSync(output, 'utf8');
  const m = /^errors<<(ghadelimiter_[0-9a-f-]{36})\n3\n\1\nsarif-file<<(ghadelimiter_[0-9a-f-]{36})\na\nb\n\2\n$/.exec(text);
  expect(m, text).not.toBeNull();
  expect(m![1]).not.toBe(m![2]);
});

it('never lets a log line be read as a workflow command', () => {
  const out = sink();
  const runtime = createRunnerRuntime({ env: {}, stdout: out });
  runtime.info('file ::error::x.yaml\n::add-mask::secret');
  expect(out.text).toBe('file ::error::x.yaml\n:\u200B:add-mask::secret\n');
  runtime.command('::error file=a.yaml::m');
  expect(out.text.endsWith('::error file=a.yaml::m\n')).toBe(true);
});

it('neutralizes every line the runner would read as a command: leading blanks, lone CR, stop-commands, ##[', () => {
  const out = sink();
  const runtime = createRunnerRuntime({ env: {}, stdout: out });
  runtime.info('a\r::stop-commands::tok\n   \t::error file=x::forged\r\n##[error]legacy and x ##[warning]mid-line\n%0A::set-output name=x::y');
  const lines = out.text.split('\n').filter((l) => l !== '');
  // As the runner parses: lines at CR/LF, leading whitespace trimmed, `::` starts a command, `##[` anywhere.
  for (const line of out.text.split(/\r\n|\r|\n/)) {
    expect(line.trimStart().startsWith('::'), line).toBe(false);
    expect(line.includes('##['), line).toBe(false);
  }
  expect(lines).toHaveLength(5);
  expect(lines[1]).toBe(':\u200B:stop-commands::tok');
  expect(out.text).not.toContain('\r');
});
