// Habits every reporting command shares: a flag mistake is one line and a pointer to --help;
// -o (the format), --output and --summary mean the same thing on check, crd-diff and diff.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain, type MainRun } from './run-main.js';

const CASE = 'test/crd-compat/cases/bound-tightened--flagged';

const run = (argv: string[]): Promise<MainRun> => runMain(argv, { env: { NO_COLOR: '1' } });

describe('a flag error is one line and a pointer to --help', () => {
  it.each([
    [['check', '--format', 'xml', '.'], 'driftgate check: --format must be one of text, json, sarif, junit, markdown, github; found "xml"'],
    [['crd-diff', '--fail-on', 'sometimes', 'a', 'b'], 'driftgate crd-diff: --fail-on must be one of error, warning, never; found "sometimes"'],
    [['diff', '--formt', 'json'], 'driftgate diff: unknown flag --formt; did you mean --format?'],
    [['agent', '--bogus'], 'driftgate agent: unknown flag --bogus'],
  ])('%j', async (argv, first) => {
    const r = await run(argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(first);
    expect(lines[1]).toBe(`Run 'driftgate ${argv[0]} --help' for its flags.`);
    expect(r.stderr).not.toContain('usage:');
  }, 60_000);
});

describe('crd-diff --summary', () => {
  it('prints what was compared and the counts by rule, not each finding; same exit code', async () => {
    const full = await run(['crd-diff', `${CASE}/base.yaml`, `${CASE}/head.yaml`]);
    const summary = await run(['crd-diff', `${CASE}/base.yaml`, `${CASE}/head.yaml`, '--summary']);
    expect(summary.code).toBe(full.code);
    expect(summary.code).toBe(1);
    expect(full.stdout).toContain('maximum lowered from 10 to 5');
    expect(summary.stdout).toBe('CRDs compared: 1 at the base, 1 at the head.\n  crd-compat/bound-tightened: 1\n1 error, 0 warnings, 0 info\n');
  });

  it('with -o json, as JSON', async () => {
    const r = await run(['crd-diff', `${CASE}/base.yaml`, `${CASE}/head.yaml`, '--summary', '-o', 'json']);
    expect(JSON.parse(r.stdout)).toEqual({ compared: { baseCrds: 1, headCrds: 1 }, rules: { 'crd-compat/bound-tightened': 1 }, findings: 1 });
  });
});

describe('diff takes -o, --summary and a checked --output', () => {
  it('-o and --summary are flags of diff (the run stops later, at the missing kubeconfig)', async () => {
    const r = await run(['diff', '-o', 'json', '--summary', '--kubeconfig', '/nonexistent/kubeconfig', '.']);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toContain('unknown flag');
    expect(r.stderr).toContain('kubeconfig');
  });

  it('--output into a missing folder is refused before the cluster is contacted', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-diff-out-'));
    const r = await run(['diff', '--kubeconfig', '/nonexistent/kubeconfig', '--output', path.join(dir, 'no/such/report.txt')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--output .*: the folder .* does not exist; create it first/);
  });
});

describe('agent start-up', () => {
  it('exits 2 with one line when git is missing, before reading the kubeconfig', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-agent-nogit-'));
    const kubeconfig = path.join(dir, 'kubeconfig');
    writeFileSync(kubeconfig, 'apiVersion: v1\nkind: Config\nclusters: []\ncontexts: []\nusers: []\n');
    const { code, stderr: err } = await runMain(['agent', '--repo', 'https://example.com/acme/tenants.git', '--kubeconfig', kubeconfig], { env: { PATH: '/nonexistent' } });
    expect(code).toBe(2);
    expect(err).toBe('driftgate agent: git was not found on PATH (/nonexistent); it is needed to read the repository. Install it, or use the driftgate image, which includes it.\n');
  });
});

describe('policy test takes --summary and --output like the other reporting commands', () => {
  it('--summary prints the counts only; -o json --summary as JSON', async () => {
    const full = await run(['policy', 'test']);
    const summary = await run(['policy', 'test', '--summary']);
    expect(summary.code).toBe(full.code);
    expect(full.stdout).toMatch(/^PASS /m);
    expect(summary.stdout).toMatch(/^\d+ tests, \d+ cases: \d+ passed, 0 failed\n$/);
    expect(full.stdout.trimEnd().endsWith(summary.stdout.trimEnd())).toBe(true);
    const json = JSON.parse((await run(['policy', 'test', '-o', 'json', '--summary'])).stdout) as { summary: { tests: number; failed: number } };
    expect(json.summary.failed).toBe(0);
    expect(json.summary.tests).toBeGreaterThan(0);
  }, 60_000);

  it('--output writes the report to a file and says so in one line', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-policy-out-'));
    const file = path.join(dir, 'report.json');
    const r = await run(['policy', 'test', '-o', 'json', '--output', file]);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^\d+ tests, \d+ cases: \d+ passed, 0 failed \(report written to .*report\.json\)\n$/);
    expect((JSON.parse(readFileSync(file, 'utf8')) as { tests: unknown[] }).tests.length).toBeGreaterThan(0);
    expect((await run(['policy', 'test', '--output', path.join(dir, 'no/such/r.txt')])).code).toBe(2);
  }, 60_000);
});
