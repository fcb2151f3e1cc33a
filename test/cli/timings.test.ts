import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `--timings` on the committed CLI (bin/driftgate.js → dist/launch.cjs → dist/cli.cjs): the
 * launcher's and the bundle's marks reach the command, the phases add up to the total, and the
 * report on stdout is the same as without the flag.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cacheHome = mkdtempSync(path.join(tmpdir(), 'driftgate-timings-'));
afterAll(() => rmSync(cacheHome, { recursive: true, force: true }));

function cli(args: readonly string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [path.join(repoRoot, 'bin/driftgate.js'), ...args], { cwd: repoRoot, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: cacheHome, XDG_CACHE_HOME: cacheHome } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The table's rows: phase → ms. */
function rows(stderr: string, command: string): Map<string, number> {
  const lines = stderr.split('\n');
  const start = lines.indexOf(`driftgate ${command}: where the time went (--timings)`);
  expect(start).toBeGreaterThanOrEqual(0);
  const out = new Map<string, number>();
  for (const line of lines.slice(start + 1)) {
    const m = /^ {2}([a-z-]+) +(\d+) ms {2}\S/.exec(line);
    if (!m) break;
    out.set(m[1]!, Number(m[2]));
  }
  return out;
}

/** The phases partition the run: their sum is the total, up to each row's rounding. */
function expectSumsToTotal(table: Map<string, number>): void {
  const total = table.get('total')!;
  const phases = [...table].filter(([name]) => name !== 'total');
  const sum = phases.reduce((s, [, ms]) => s + ms, 0);
  expect(Math.abs(sum - total)).toBeLessThanOrEqual(phases.length / 2 + 1);
}

describe('--timings on the committed CLI', { timeout: 60_000 }, () => {
  it('check: every phase from Node\'s start to the report, and the same report', () => {
    const args = ['check', 'examples/tenants-repo/tenants', '--no-cache', '--format', 'json'];
    const plain = cli(args);
    const timed = cli([...args, '--timings']);
    expect(timed.status).toBe(plain.status);
    expect(timed.stdout).toBe(plain.stdout);
    expect(plain.stderr).not.toContain('--timings');
    const table = rows(timed.stderr, 'check');
    expect([...table.keys()]).toEqual(['node', 'load', 'setup', 'read', 'parse', 'schema', 'policy', 'judge', 'report', 'total']);
    // The launcher's and the bundle's marks came through: Node's start and loading are measured, not zero.
    expect(table.get('node')).toBeGreaterThan(0);
    expect(table.get('load')).toBeGreaterThan(0);
    expectSumsToTotal(table);
  });

  it('crd-diff: reading, parsing and comparing the two sides', () => {
    const crd = 'deploy/crds/tenantonboardings.platform.example.com.yaml';
    const args = ['crd-diff', crd, crd, '--format', 'json'];
    const plain = cli(args);
    const timed = cli([...args, '--timings']);
    expect(timed.status).toBe(0);
    expect(timed.stdout).toBe(plain.stdout);
    const table = rows(timed.stderr, 'crd-diff');
    expect([...table.keys()]).toEqual(['node', 'load', 'setup', 'read', 'parse', 'compare', 'report', 'total']);
    expectSumsToTotal(table);
  });
});
