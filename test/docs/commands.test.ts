// Every command in README.md and docs/ that needs no cluster is run here, in a clone of this
// repository, through the same entry as the `driftgate` binary; commands shown with their output
// (```console blocks) must print that output. Commands that need a cluster or change the
// installation are listed, so a new command must be classified to pass.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface DocCommand {
  readonly file: string;
  readonly line: number;
  readonly command: string;
  /** Output lines shown under the command (console blocks only). */
  readonly output: string[];
}

function docFiles(): string[] {
  const docs = readdirSync(path.join(repoRoot, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);
  const adrs = readdirSync(path.join(repoRoot, 'docs/adr')).filter((f) => f.endsWith('.md')).map((f) => `docs/adr/${f}`);
  return ['README.md', ...docs, ...adrs];
}

export function extractCommands(file: string, text: string): DocCommand[] {
  const out: DocCommand[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(console|sh|bash|shell)\s*$/.exec(lines[i] ?? '');
    if (!open) continue;
    const consoleBlock = open[1] === 'console';
    let current: { line: number; command: string; output: string[] } | undefined;
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i] ?? ''); i++) {
      const raw = lines[i] ?? '';
      const isCommand = consoleBlock ? raw.startsWith('$ ') : raw.trim() !== '' && !raw.trimStart().startsWith('#');
      if (isCommand) {
        if (current) out.push({ file, ...current });
        let command = consoleBlock ? raw.slice(2) : raw;
        while (command.endsWith('\\') && i + 1 < lines.length) command = command.slice(0, -1) + ' ' + (lines[++i] ?? '').trim();
        current = { line: i + 1, command: stripComment(command).trim(), output: [] };
      } else if (current && consoleBlock && raw.trim() !== '' && raw.trim() !== '...') {
        current.output.push(raw);
      }
    }
    if (current) out.push({ file, ...current });
  }
  return out;
}

/** `cmd   # comment` → `cmd` (a # inside quotes stays). */
function stripComment(command: string): string {
  let quote: string | undefined;
  for (let i = 0; i < command.length; i++) {
    const ch = command[i];
    if (quote) {
      if (ch === quote) quote = undefined;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '#' && (i === 0 || /\s/.test(command[i - 1] ?? ''))) return command.slice(0, i);
  }
  return command;
}

/** Shell words: quotes and ~ expansion, which is all the docs use. */
function words(command: string, home: string): string[] {
  const out: string[] = [];
  for (const m of command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) out.push(m[1] ?? m[2] ?? (m[3] ?? '').replace(/^~(?=\/|$)/, home));
  return out;
}

/** Why a documented command is not run here; undefined when it is. */
function notRunBecause(command: string): string | undefined {
  if (/\bkubectl\b|--kubeconfig\b/.test(command)) return 'needs a cluster';
  if (/^(npx )?driftgate (agent|operator|diff)\b/.test(command)) return 'needs a cluster';
  if (/^(git clone|npm (pack|install))\b/.test(command)) return 'installs driftgate from a clone or a tarball (test/package/pack.test.ts packs and installs it)';
  if (/^npm (ci|test|run (demo|build:testenv))\b/.test(command)) return 'installs dependencies, builds or starts the control plane (what .ci/run does)';
  if (/^(nice (-n \d+ )?)?npm run (fuzz|bench:scaling|bench:check|bench:cores|bench:agent|bench:operator)\b/.test(command)) return 'a long run (minutes to hours); the fuzz smoke test runs a bounded share in the unit tests';
  return undefined;
}

const commands = docFiles().flatMap((f) => extractCommands(f, readFileSync(path.join(repoRoot, f), 'utf8')));
const runnable = commands.filter((c) => notRunBecause(c.command) === undefined);
let clone: string;

beforeAll(() => {
  clone = mkdtempSync(path.join(tmpdir(), 'driftgate-docs-'));
  execFileSync('git', ['clone', '--quiet', '--shared', repoRoot, clone]);
  // Tracked files as they are now (so uncommitted edits are what is tested), and an origin/main to diff against.
  for (const f of execFileSync('git', ['ls-files', '-m'], { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean)) {
    if (existsSync(path.join(repoRoot, f))) copyFileSync(path.join(repoRoot, f), path.join(clone, f));
  }
  const base = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD~1'], { cwd: clone, encoding: 'utf8' }).trim();
    } catch {
      return 'HEAD';
    }
  })();
  execFileSync('git', ['update-ref', 'refs/remotes/origin/main', base], { cwd: clone });
}, 60_000);

describe('commands in README.md and docs/', () => {
  it('are all classified: run here, or listed as needing a cluster', () => {
    expect(runnable.length).toBeGreaterThanOrEqual(5);
    for (const c of runnable) expect(c.command, `${c.file}:${c.line}`).toMatch(/^(npx )?driftgate /);
  });

  it.each(runnable.map((c) => [`${c.file}:${c.line} ${c.command}`, c] as const))('%s', async (_title, c) => {
    const argv = words(c.command, clone).slice(c.command.startsWith('npx ') ? 2 : 1);
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    let out = '';
    let err = '';
    stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
    stderr.on('data', (d: Buffer) => (err += d.toString('utf8')));
    const code = await main({ argv, stdout, stderr, env: { PATH: process.env.PATH ?? '', HOME: clone }, cwd: clone });
    // 0 or 1 (findings) are the documented outcomes; 2 is a usage or configuration error.
    expect(code, `${c.command}\n${err}`).not.toBe(2);
    for (const line of c.output) expect(out, `${c.file}:${c.line} shows output the command does not print`).toContain(line.trimEnd());
  }, 60_000);
});

describe('dates in examples', () => {
  it('waiver expiries in the docs are still in the future (or written relative to today)', () => {
    const today = new Date().toISOString().slice(0, 10);
    const expiries = docFiles().flatMap((f) =>
      [...readFileSync(path.join(repoRoot, f), 'utf8').matchAll(/(?:waivers\.driftgate\.dev\/[^:]+: "|expires: ")([^" ]+)/g)].map((m) => ({ file: f, date: m[1] ?? '' })),
    );
    // Waivers live at most waiverLimits.maxDays (90 by default), so examples say "<today + 30 days>".
    expect(expiries.length).toBeGreaterThan(0);
    const dates = expiries.filter((e) => /^\d{4}-\d\d-\d\d$/.test(e.date));
    for (const e of expiries.filter((x) => !dates.includes(x))) expect(e.date, `${e.file}: ${e.date}`).toMatch(/^</);
    for (const d of dates) expect(d.date > today, `${d.file}: ${d.date} has passed`).toBe(true);
  });
});
