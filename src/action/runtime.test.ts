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

it('treats every Unicode White_Space character as a blank and every line separator as a line start', () => {
  // Unicode's White_Space property (PropList.txt), all of it, and U+FEFF.
  const blanks = ['\t', '\n', '\v', '\f', '\r', ' ', '\u0085', '\u00A0', '\u1680', ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)), '\u2028', '\u2029', '\u202F', '\u205F', '\u3000', '\uFEFF'];
  for (const blank of blanks) {
    for (const text of [`${blank}::set-output name=x::y`, `ok${blank}::add-mask::s`, `ok\u0085${blank}${blank}::stop-commands::t`]) {
      const out = sink();
      createRunnerRuntime({ env: {}, stdout: out }).info(text);
      // However a reader splits lines and trims blanks, no line starts with `::`.
      for (const line of out.text.split(/[\n\v\f\r\u0085\u2028\u2029]/)) {
        expect(line.replace(new RegExp(`^[${blanks.join('')}]+`), '').startsWith('::'), JSON.stringify(text)).toBe(false);
      }
      if (!text.startsWith('ok') || /[\n\v\f\r\u0085\u2028\u2029]/.test(text)) expect(out.text, JSON.stringify(text)).toContain(':\u200B:');
    }
  }
  // A `::` after other text on the line is left alone.
  const out = sink();
  createRunnerRuntime({ env: {}, stdout: out }).info('see a::b and \u0085x::y');
  expect(out.text).toBe('see a::b and \u0085x::y\n');
});
