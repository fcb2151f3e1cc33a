// driftgate crd-diff end to end: files and directories, git revisions of a real repository,
// output formats, --fail-on, the config file and usage errors. No cluster involved.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { crd, specCrd, toYaml } from '../../../src/core/crd-compat/testing.js';

let repo = '';

function capture(): { stream: Writable; text: () => string } {
  let out = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      out += chunk.toString('utf8');
      callback();
    },
  });
  return { stream, text: () => out };
}

async function crdDiff(args: readonly string[], cwd = repo): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = capture();
  const stderr = capture();
  const code = await main({ argv: ['crd-diff', ...args], stdout: stdout.stream, stderr: stderr.stream, env: {}, cwd });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: repo, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' } });
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
}

interface JsonReport {
  readonly summary: { error: number; warning: number; info: number };
  readonly findings: { ruleId: string; severity: string; file?: string; line?: number; column?: number; message: string }[];
}

const baseWidgets = specCrd({ type: 'object', properties: { size: { type: 'integer' }, legacy: { type: 'string' } } });
const headWidgets = specCrd({ type: 'object', required: ['owner'], properties: { size: { type: 'integer' }, owner: { type: 'string' } } });
const gadgets = crd({ plural: 'gadgets', kind: 'Gadget' });
const configMap = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x' }, data: { a: '1' } };

beforeAll(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'crd-diff-cli-'));
  git('init', '-q', '-b', 'main');
  write('deploy/crds/widgets.yaml', toYaml([baseWidgets]));
  write('apps/config.yaml', toYaml([configMap]));
  git('add', '.');
  git('commit', '-q', '-m', 'base');
  write('deploy/crds/widgets.yaml', toYaml([headWidgets]));
  write('deploy/crds/gadgets.yaml', toYaml([gadgets]));
  write('apps/config.yaml', toYaml([{ ...configMap, data: { a: '2' } }]));
  git('add', '.');
  git('commit', '-q', '-m', 'head');
  // Plain directories for BASE HEAD mode.
  write('dirs/base/widgets.yaml', toYaml([baseWidgets]));
  write('dirs/base/same.yaml', toYaml([gadgets]));
  write('dirs/head/widgets.yaml', toYaml([headWidgets]));
  write('dirs/head/same.yaml', toYaml([gadgets]));
});

afterAll(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe('driftgate crd-diff', () => {
  it('compares two git revisions, reading only changed files, with repository-relative locations', async () => {
    const run = await crdDiff(['--base', 'HEAD~1', '--format', 'json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as JsonReport;
    expect(report.findings.map((f) => [f.ruleId, f.severity, f.file]).sort()).toEqual([
      ['crd-compat/crd-added', 'info', 'deploy/crds/gadgets.yaml'],
      // a removal is located in the base revision, named as git names it
      ['crd-compat/field-removed', 'error', 'HEAD~1:deploy/crds/widgets.yaml'],
      ['crd-compat/required-added', 'error', 'deploy/crds/widgets.yaml'],
    ]);
    for (const f of report.findings) expect(f.line).toBeGreaterThan(0);
  });

  it('limits a revision comparison to the given paths', async () => {
    const run = await crdDiff(['--base', 'HEAD~1', '--head', 'HEAD', 'apps', '--format', 'json']);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as JsonReport).findings).toEqual([]);
  });

  it('compares two directories; identical files are skipped', async () => {
    const run = await crdDiff(['dirs/base', 'dirs/head', '--format', 'json']);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as JsonReport;
    expect(report.findings.map((f) => f.ruleId).sort()).toEqual(['crd-compat/field-removed', 'crd-compat/required-added']);
    expect(report.findings.map((f) => f.file).sort()).toEqual(['dirs/base/widgets.yaml', 'dirs/head/widgets.yaml']);
  });

  it('renders sarif, markdown and GitHub workflow commands', async () => {
    const sarif = JSON.parse((await crdDiff(['dirs/base', 'dirs/head', '--format', 'sarif'])).stdout) as { runs: { results: { ruleId: string }[]; tool: { driver: { rules?: { id: string }[] } } }[] };
    expect(sarif.runs[0]?.results.map((r) => r.ruleId).sort()).toEqual(['crd-compat/field-removed', 'crd-compat/required-added']);
    expect((await crdDiff(['dirs/base', 'dirs/head', '--format', 'markdown'])).stdout).toContain('crd-compat/required-added');
    const github = (await crdDiff(['dirs/base', 'dirs/head', '--format', 'github'])).stdout;
    expect(github).toMatch(/^::error file=dirs\/head\/widgets\.yaml,line=\d+,col=\d+/m);
  });

  it('honours --fail-on and --output', async () => {
    expect((await crdDiff(['dirs/base', 'dirs/head', '--fail-on', 'never'])).code).toBe(0);
    const out = await crdDiff(['dirs/base', 'dirs/head', '--output', 'report.json', '--format', 'json']);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(/2 errors.*report written to report\.json/);
  });

  it('reads policies/crd-compat.yaml at the repository root, and reports a broken --config with its location (exit 2)', async () => {
    write('policies/crd-compat.yaml', 'apiVersion: policy.driftgate.dev/v1alpha1\nkind: CrdCompatConfig\nspec:\n  rules:\n    field-removed: { severity: off }\n');
    const configured = JSON.parse((await crdDiff(['dirs/base', 'dirs/head', '--format', 'json'])).stdout) as JsonReport;
    expect(configured.findings.map((f) => f.ruleId)).toEqual(['crd-compat/required-added']);
    rmSync(path.join(repo, 'policies'), { recursive: true });

    write('bad.yaml', 'apiVersion: policy.driftgate.dev/v1alpha1\nkind: CrdCompatConfig\nspec:\n  rules:\n    field-removd: { severity: off }\n');
    const broken = await crdDiff(['dirs/base', 'dirs/head', '--config', 'bad.yaml', '--format', 'json']);
    expect(broken.code).toBe(2);
    const f = (JSON.parse(broken.stdout) as JsonReport).findings;
    expect(f.map((x) => [x.ruleId, x.file, x.line])).toEqual([['crd-compat/config-invalid', 'bad.yaml', 5]]);
    expect(f[0]?.message).toContain('did you mean "field-removed"?');
  });

  it('reports usage errors with exit code 2', async () => {
    expect((await crdDiff(['only-one'])).code).toBe(2);
    expect((await crdDiff(['--head', 'HEAD'])).code).toBe(2);
    const missing = await crdDiff(['nope-a', 'nope-b']);
    expect(missing.code).toBe(2);
    // Both are reported, in argument order, whichever stat answers first.
    expect(missing.stderr).toBe('driftgate crd-diff: nope-a: no such file or directory; nope-b: no such file or directory\n');
    expect((await crdDiff(['dirs/base', 'nope-b'])).stderr).toBe('driftgate crd-diff: nope-b: no such file or directory\n');
    expect((await crdDiff(['dirs/base', 'dirs/head/widgets.yaml'])).stderr).toContain('both be files or both be directories');
    expect((await crdDiff(['--base', 'no-such-revision'])).code).toBe(2);
  });
});
