// Issue #11, the input side: every class of bad input it lists (YAML, files, --output) kept as a
// regression test of the CLI. Each asserts the exit code (0, 1 or 2), no "internal error", and a
// finding located at the file, line and column where the input is at fault; and that the other
// files of the run are still checked, in `check`, `crd-diff` (base and head) and `policy test`.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, type CliResult } from './run-cli.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** tsx's loader by absolute URL: the CLI child runs in a scratch folder with no node_modules. */
const TSX = pathToFileURL(path.join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href;
const crdText = readFileSync(path.join(repoRoot, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), 'utf8');

interface JsonFinding {
  readonly ruleId: string;
  readonly severity: string;
  readonly message: string;
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
}

const tenant = (name: string, extra = ''): string => `apiVersion: platform.example.com/v1alpha1
kind: TenantOnboarding
metadata:
  name: ${name}
  namespace: tenants
spec:
  namespace: ${name}
  resourceQuota: {cpu: "2", memory: 4Gi, gpuCount: 1}
  access:
    adminGroups: [${name}-admins]
${extra}`;

/** A tenant that fails its schema (gpuCount must be ≥ 0): proof that its file was checked. */
const invalidTenant = (name: string): string => tenant(name).replace('gpuCount: 1', 'gpuCount: -1');

const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A scratch repository with the product CRD in deploy/crds. */
function repo(files: Record<string, string>, options: { crd?: boolean } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-robust-'));
  scratch.push(dir);
  mkdirSync(path.join(dir, '.git'));
  if (options.crd !== false) {
    mkdirSync(path.join(dir, 'deploy/crds'), { recursive: true });
    writeFileSync(path.join(dir, 'deploy/crds/tenantonboardings.yaml'), crdText);
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

function json(r: CliResult): JsonFinding[] {
  return (JSON.parse(r.stdout) as { findings: JsonFinding[] }).findings;
}

/** The invariants of every run: a known exit code, no internal error, no stack trace. */
function sane(r: CliResult): CliResult {
  expect([0, 1, 2]).toContain(r.code);
  expect(r.stderr).not.toMatch(/internal error/i);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  return r;
}

const ALIAS_CYCLES: readonly { name: string; text: string; line: number; column: number }[] = [
  { name: 'an alias inside its own anchor', text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: &m {name: x, labels: *m}\n', line: 3, column: 32 },
  { name: 'a List whose items include itself', text: 'apiVersion: v1\nkind: List\nitems: &i\n- *i\n', line: 4, column: 3 },
];

/** The product CRD with its schema pointing back at itself. */
const selfReferencingCrd = crdText.replace(/openAPIV3Schema:\n/, 'openAPIV3Schema: &schema\n').replace(/( +)spec:\n\1  type: object\n/, (m, indent: string) => `${indent}loop: *schema\n${m}`);
const selfReferenceLine = selfReferencingCrd.split('\n').findIndex((l) => l.includes('*schema')) + 1;

describe('YAML that used to crash: an alias inside its own anchor', () => {
  it('the fixture CRD really references itself', () => {
    expect(selfReferenceLine).toBeGreaterThan(0);
    expect(selfReferencingCrd).toContain('&schema');
  });

  for (const c of ALIAS_CYCLES) {
    it(`check: ${c.name} is yaml/recursive-alias at ${c.line}:${c.column}; the other files are checked`, async () => {
      const dir = repo({ 't/cycle.yaml': c.text, 't/other.yaml': invalidTenant('other') });
      const r = sane(await runCli(['check', 't', '--format', 'json'], dir));
      expect(r.code).toBe(1);
      const findings = json(r);
      expect(findings).toContainEqual(expect.objectContaining({ ruleId: 'yaml/recursive-alias', severity: 'error', file: 't/cycle.yaml', line: c.line, column: c.column }));
      expect(findings).toContainEqual(expect.objectContaining({ file: 't/other.yaml', line: 8, severity: 'error' }));
    });
  }

  it('check: a CRD whose schema references itself is a located finding; tenants are still read', async () => {
    const dir = repo({ 'deploy/crds/tenantonboardings.yaml': selfReferencingCrd, 't/a.yaml': tenant('a') });
    const r = sane(await runCli(['check', 't', '--format', 'json'], dir));
    expect(r.code).toBe(1);
    expect(json(r)).toContainEqual(expect.objectContaining({ ruleId: 'yaml/recursive-alias', file: 'deploy/crds/tenantonboardings.yaml', line: selfReferenceLine }));
  });

  it('crd-diff: a self-referencing CRD at head is an error; another CRD of the change is still compared', async () => {
    const other = crdText.replace(/tenantonboardings/g, 'widgets').replace(/TenantOnboarding/g, 'Widget').replace(/tenantonboarding/g, 'widget');
    const dir = repo({ 'base/crd.yaml': crdText, 'head/crd.yaml': selfReferencingCrd, 'base/other.yaml': other, 'head/other.yaml': other.replace(/- name: v1alpha1\n(\s+)served: true/, '- name: v1alpha1\n$1served: false') }, { crd: false });
    const r = sane(await runCli(['crd-diff', 'base', 'head', '--format', 'json'], dir));
    expect(r.code).toBe(1);
    const findings = json(r);
    expect(findings).toContainEqual(expect.objectContaining({ ruleId: 'yaml/recursive-alias', severity: 'error', file: 'head/crd.yaml', line: selfReferenceLine }));
    expect(findings.some((f) => f.file === 'head/other.yaml' && f.ruleId.startsWith('crd-compat/'))).toBe(true);
  });

  it('crd-diff: when only the base has it, it is a warning at the base file and the run still compares the rest', async () => {
    const dir = repo({ 'base/crd.yaml': selfReferencingCrd, 'head/crd.yaml': crdText }, { crd: false });
    const r = sane(await runCli(['crd-diff', 'base', 'head', '--format', 'json'], dir));
    expect(json(r)).toContainEqual(expect.objectContaining({ ruleId: 'yaml/recursive-alias', severity: 'warning', file: 'base/crd.yaml', line: selfReferenceLine }));
  });

  it('crd-diff --base REV: a self-referencing CRD at the base revision is located in REV:path', async () => {
    const dir = repo({ 'deploy/crds/tenantonboardings.yaml': selfReferencingCrd }, { crd: false });
    rmSync(path.join(dir, '.git'), { recursive: true });
    const git = (...args: string[]): string => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir, encoding: 'utf8' });
    git('init', '-q', '-b', 'main');
    git('add', '.');
    git('commit', '-qm', 'base');
    writeFileSync(path.join(dir, 'deploy/crds/tenantonboardings.yaml'), crdText);
    git('commit', '-qam', 'head');
    const r = sane(await runCli(['crd-diff', '--base', 'HEAD~1', '--format', 'json'], dir));
    expect(json(r)).toContainEqual(expect.objectContaining({ ruleId: 'yaml/recursive-alias', file: 'HEAD~1:deploy/crds/tenantonboardings.yaml', line: selfReferenceLine }));
  });

  it('check --base: a cycle only at the base revision costs nothing at head (no crash, head findings reported)', async () => {
    const dir = repo({ 't/a.yaml': ALIAS_CYCLES[0]?.text ?? '', 't/b.yaml': tenant('b') });
    rmSync(path.join(dir, '.git'), { recursive: true });
    const git = (...args: string[]): string => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir, encoding: 'utf8' });
    git('init', '-q', '-b', 'main');
    git('add', '.');
    git('commit', '-qm', 'base');
    writeFileSync(path.join(dir, 't/a.yaml'), invalidTenant('a'));
    git('commit', '-qam', 'head');
    const r = sane(await runCli(['check', 't', '--base', 'HEAD~1', '--format', 'json'], dir));
    expect(r.code).toBe(1);
    expect(json(r)).toContainEqual(expect.objectContaining({ file: 't/a.yaml', line: 8, severity: 'error' }));
  });

  it('policy test: an alias cycle in a test file is a located problem (exit 2); the other tests still run', async () => {
    const dir = repo({});
    for (const name of readdirSync(path.join(repoRoot, 'policies'), { recursive: true, withFileTypes: true })) {
      if (!name.isFile() || !/\.ya?ml$/.test(name.name)) continue;
      const rel = path.relative(path.join(repoRoot, 'policies'), path.join(name.parentPath, name.name));
      mkdirSync(path.dirname(path.join(dir, 'policies', rel)), { recursive: true });
      copyFileSync(path.join(name.parentPath, name.name), path.join(dir, 'policies', rel));
    }
    writeFileSync(path.join(dir, 'policies/tests/cycle.yaml'), 'apiVersion: policy.driftgate.dev/v1alpha1\nkind: PolicyTest\nmetadata: &m\n  name: cycle\n  self: *m\n');
    const r = sane(await runCli(['policy', 'test', '--format', 'json'], dir));
    expect(r.code).toBe(2);
    const report = JSON.parse(r.stdout) as { problems: JsonFinding[]; tests: { name: string; passed: boolean }[] };
    expect(report.problems).toContainEqual(expect.objectContaining({ file: 'policies/tests/cycle.yaml', line: 5, column: 9 }));
    expect(report.problems.some((f) => f.message.includes('alias *m'))).toBe(true);
    expect(report.tests.map((t) => t.name)).toContain('tenant-gpu-limit');
  });
});

describe('YAML that used to be misread', () => {
  it('a 100,000-item list with no aliases is validated, not refused as an alias bomb', async () => {
    const items = Array.from({ length: 100_000 }, (_, i) => `      - ns-${i}`).join('\n');
    const dir = repo({ 't/long.yaml': tenant('long', `  networkPolicy:\n    allowEgressTo:\n${items}\n`) });
    const r = sane(await runCli(['check', 't', '--format', 'json'], dir));
    const findings = json(r);
    expect(findings.filter((f) => f.ruleId === 'yaml/alias-limit')).toEqual([]);
    // Validated: the schema allows at most 64 items.
    expect(findings).toContainEqual(expect.objectContaining({ file: 't/long.yaml', severity: 'error', line: 13 }));
    expect(findings.find((f) => f.line === 13)?.message).toMatch(/64/);
  });

  it('CR-only line endings give the lines an editor shows', async () => {
    const text = invalidTenant('mac').replace(/\n/g, '\r');
    const dir = repo({ 't/mac.yaml': text });
    const r = sane(await runCli(['check', 't', '--format', 'json'], dir));
    expect(r.code).toBe(1);
    expect(json(r)).toContainEqual(expect.objectContaining({ file: 't/mac.yaml', line: 8, column: 52, severity: 'error' }));
  });

  for (const [what, broken, column] of [
    ['an unclosed [', 'metadata:\n  name: ok\n  labels: {tier: [a, b}\n', 18],
    ['an unclosed quote', 'metadata:\n  name: "ok\n  labels: {}\n', 9],
  ] as const) {
    it(`${what} is reported at the opening token, not a line late`, async () => {
      const dir = repo({ 't/a.yaml': `apiVersion: v1\nkind: ConfigMap\n${broken}`, 't/b.yaml': invalidTenant('b') });
      const r = sane(await runCli(['check', 't', '--format', 'json'], dir));
      const syntax = json(r).filter((f) => f.ruleId === 'yaml/syntax');
      expect(syntax).toEqual([expect.objectContaining({ file: 't/a.yaml', line: broken.startsWith('metadata:\n  name: "') ? 4 : 5, column })]);
      expect(syntax[0]?.message).toMatch(/never closed/);
      expect(json(r)).toContainEqual(expect.objectContaining({ file: 't/b.yaml', line: 8 }));
    });
  }

  it('30,000 small documents in one file are all read and located', async () => {
    // `immutable: yes` is true for the API server (YAML 1.1): valid, with an ambiguity warning each.
    const docs = Array.from({ length: 30_000 }, (_, i) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c${i}\nimmutable: yes\n`);
    const dir = repo({ 't/many.yaml': docs.join('---\n') });
    const r = sane(await runCli(['check', 't', '--format', 'json'], dir));
    expect(r.code).toBe(0);
    const findings = json(r);
    expect(findings).toHaveLength(30_000);
    expect(findings[29_999]).toMatchObject({ ruleId: 'yaml/yaml11-ambiguity', line: 30_000 * 6 - 1, column: 12 });
  });

  it('10,000 invalid tenants in one file: every one reported at its line', async () => {
    const docs = Array.from({ length: 10_000 }, (_, i) => invalidTenant(`t${i}`));
    const dir = repo({ 't/tenants.yaml': docs.join('---\n') });
    const r = sane(await runCli(['check', 't', '--format', 'json'], dir));
    expect(r.code).toBe(1);
    // Besides the 10,000 schema errors, the shipped default pack's cross-document budgets judge the sum.
    const errors = json(r).filter((f) => f.severity === 'error' && f.ruleId.startsWith('schema/'));
    expect(errors).toHaveLength(10_000);
    expect(errors[9_999]).toMatchObject({ file: 't/tenants.yaml', line: 9_999 * 11 + 8, column: 52 });
  });
});

describe('files that used to block, crash or be skipped', () => {
  function withSpecialFiles(): string {
    const dir = repo({ 't/good.yaml': invalidTenant('good'), 't/sub/also.yaml': invalidTenant('also') });
    execFileSync('mkfifo', [path.join(dir, 't/pipe.yaml')]);
    symlinkSync('/dev/zero', path.join(dir, 't/zero.yaml'));
    symlinkSync('good.yaml', path.join(dir, 't/linked.yaml'));
    symlinkSync('nowhere.yaml', path.join(dir, 't/dangling.yaml'));
    return dir;
  }

  it('check: a named pipe and a link to /dev/zero are refused with findings, never read; a linked file is followed', async () => {
    const dir = withSpecialFiles();
    const r = sane(await runCli(['check', 't', '--format', 'json'], dir));
    expect(r.code).toBe(1);
    const byFile = new Map(json(r).map((f) => [f.file, f]));
    expect(byFile.get('t/pipe.yaml')).toMatchObject({ ruleId: 'input/not-a-regular-file', line: 1, column: 1 });
    expect(byFile.get('t/zero.yaml')).toMatchObject({ ruleId: 'input/symlink-outside', line: 1, column: 1 });
    expect(byFile.get('t/dangling.yaml')).toMatchObject({ ruleId: 'input/unreadable', line: 1, column: 1 });
    expect(byFile.get('t/linked.yaml')).toMatchObject({ line: 8, severity: 'error' });
    expect(byFile.get('t/good.yaml')).toMatchObject({ line: 8 });
    expect(byFile.get('t/sub/also.yaml')).toMatchObject({ line: 8 });
  });

  it('check: a named pipe or a device named on the command line is refused, not opened', async () => {
    const dir = withSpecialFiles();
    for (const p of ['t/pipe.yaml', 't/zero.yaml']) {
      const r = sane(await runCli(['check', p, '--format', 'json'], dir));
      expect(r.code).toBe(1);
      expect(json(r)).toEqual([expect.objectContaining({ ruleId: 'input/not-a-regular-file', file: p, line: 1, column: 1 })]);
    }
  });

  it('check: a socket is refused with a finding', async () => {
    const dir = repo({ 't/good.yaml': invalidTenant('good') });
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(path.join(dir, 't/sock.yaml'), resolve));
    let r: CliResult;
    try {
      r = sane(await runCli(['check', 't', '--format', 'json'], dir));
    } finally {
      server.close();
    }
    expect(json(r)).toContainEqual(expect.objectContaining({ ruleId: 'input/not-a-regular-file', file: 't/sock.yaml', line: 1 }));
    expect(json(r).find((f) => f.ruleId === 'input/not-a-regular-file')?.message).toContain('socket');
    expect(json(r)).toContainEqual(expect.objectContaining({ file: 't/good.yaml', line: 8 }));
  });

  it('crd-diff: special files on either side are findings and the CRDs are still compared', async () => {
    const dir = repo({ 'base/crd.yaml': crdText, 'head/crd.yaml': crdText.replace(/(- name: v1alpha1\n\s+served:) true/, '$1 false') }, { crd: false });
    execFileSync('mkfifo', [path.join(dir, 'head/pipe.yaml')]);
    symlinkSync('/dev/zero', path.join(dir, 'base/zero.yaml'));
    const r = sane(await runCli(['crd-diff', 'base', 'head', '--format', 'json'], dir));
    const findings = json(r);
    expect(findings).toContainEqual(expect.objectContaining({ ruleId: 'input/not-a-regular-file', file: 'head/pipe.yaml', severity: 'error', line: 1 }));
    expect(findings).toContainEqual(expect.objectContaining({ ruleId: 'input/symlink-outside', file: 'base/zero.yaml', severity: 'warning', line: 1 }));
    expect(findings.some((f) => f.file === 'head/crd.yaml' && f.ruleId.startsWith('crd-compat/'))).toBe(true);
    expect(r.code).toBe(1);
  });

  it('policy test: a named pipe among the tests is a located problem; the other tests still run', async () => {
    const dir = repo({});
    for (const name of readdirSync(path.join(repoRoot, 'policies'), { recursive: true, withFileTypes: true })) {
      if (!name.isFile() || !/\.ya?ml$/.test(name.name)) continue;
      const rel = path.relative(path.join(repoRoot, 'policies'), path.join(name.parentPath, name.name));
      mkdirSync(path.dirname(path.join(dir, 'policies', rel)), { recursive: true });
      copyFileSync(path.join(name.parentPath, name.name), path.join(dir, 'policies', rel));
    }
    execFileSync('mkfifo', [path.join(dir, 'policies/tests/pipe.yaml')]);
    const r = sane(await runCli(['policy', 'test', '--format', 'json'], dir));
    expect(r.code).toBe(2);
    const report = JSON.parse(r.stdout) as { problems: JsonFinding[]; tests: { name: string }[] };
    expect(report.problems).toContainEqual(expect.objectContaining({ file: 'policies/tests/pipe.yaml', line: 1, column: 1 }));
    expect(report.tests.length).toBeGreaterThan(3);
  });

  it('check: an unreadable file (EACCES) is a located finding and the other files are checked', () => {
    const dir = repo({ 't/secret.yaml': tenant('secret'), 't/other.yaml': invalidTenant('other') });
    chmodSync(path.join(dir, 't/secret.yaml'), 0o000);
    let out: string;
    let code: number | null;
    if (process.getuid?.() === 0) {
      // root reads anything: run the CLI as an unprivileged user, as CI runners do.
      for (const d of [dir, path.join(dir, 't'), path.join(dir, 'deploy'), path.join(dir, 'deploy/crds')]) chmodSync(d, 0o755);
      // The committed bundle as a package that user can read: the clone itself may sit in a
      // folder only root can enter (a `mktemp -d` is 0700).
      const pkg = mkdtempSync(path.join(tmpdir(), 'driftgate-pkg-'));
      scratch.push(pkg);
      chmodSync(pkg, 0o755);
      for (const entry of ['package.json', 'bin', 'dist', 'schemas', 'deploy/crds', 'policies']) cpSync(path.join(repoRoot, entry), path.join(pkg, entry), { recursive: true });
      const r = spawnSync(process.execPath, [path.join(pkg, 'bin/driftgate.js'), 'check', 't', '--format', 'json'], {
        cwd: dir,
        uid: 65534,
        gid: 65534,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', HOME: '/tmp' },
      });
      out = r.stdout;
      code = r.status;
      expect(r.stderr).not.toMatch(/internal error/i);
    } else {
      const r = spawnSync(process.execPath, ['--import', TSX, path.join(repoRoot, 'src/cli/bin.ts'), 'check', 't', '--format', 'json'], { cwd: dir, encoding: 'utf8' });
      out = r.stdout;
      code = r.status;
    }
    expect(code).toBe(1);
    const findings = (JSON.parse(out) as { findings: JsonFinding[] }).findings;
    expect(findings).toContainEqual(expect.objectContaining({ ruleId: 'input/unreadable', file: 't/secret.yaml', line: 1, column: 1 }));
    expect(findings.find((f) => f.ruleId === 'input/unreadable')?.message).toContain('permission denied');
    expect(findings).toContainEqual(expect.objectContaining({ file: 't/other.yaml', line: 8 }));
  });
});

describe('--output that cannot be written is a usage error', () => {
  for (const command of ['check', 'crd-diff'] as const) {
    const argv = command === 'check' ? ['check', 't'] : ['crd-diff', 'base.yaml', 'head.yaml'];
    it(`${command} --output into a missing folder: exit 2 with a clear message`, async () => {
      const dir = repo({ 't/a.yaml': tenant('a'), 'base.yaml': crdText, 'head.yaml': crdText });
      const r = sane(await runCli([...argv, '--output', 'missing/report.json'], dir));
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('--output missing/report.json: the folder missing does not exist');
    });

    it(`${command} --output onto a folder: exit 2 with a clear message`, async () => {
      const dir = repo({ 't/a.yaml': tenant('a'), 'base.yaml': crdText, 'head.yaml': crdText });
      mkdirSync(path.join(dir, 'out'));
      const r = sane(await runCli([...argv, '--output', 'out'], dir));
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('--output out: is a folder');
    });
  }

  it('check --output into an existing folder still writes the report', async () => {
    const dir = repo({ 't/a.yaml': invalidTenant('a') });
    mkdirSync(path.join(dir, 'reports'));
    const r = sane(await runCli(['check', 't', '--format', 'json', '--output', 'reports/r.json'], dir));
    expect(r.code).toBe(1);
    expect((JSON.parse(readFileSync(path.join(dir, 'reports/r.json'), 'utf8')) as { findings: unknown[] }).findings.length).toBeGreaterThan(0);
  });
});
