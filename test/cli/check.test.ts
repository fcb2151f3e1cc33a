import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitFixture, type GitFixture } from '../support/git-fixture.js';
import { runCli } from './run-cli.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const crdPath = path.join(repoRoot, 'deploy/crds/tenantonboardings.platform.example.com.yaml');
const crdText = readFileSync(crdPath, 'utf8');

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

/** A scratch repository with the product CRD and no policy pack (schema checks only). */
function scratchRepo(files: Record<string, string | Uint8Array>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-check-'));
  mkdirSync(path.join(dir, '.git'));
  mkdirSync(path.join(dir, 'deploy/crds'), { recursive: true });
  copyFileSync(crdPath, path.join(dir, 'deploy/crds/tenantonboardings.yaml'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const scratch: string[] = [];
const repo = (files: Record<string, string | Uint8Array>): string => {
  const dir = scratchRepo(files);
  scratch.push(dir);
  return dir;
};
afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Every finding line of text output: "file", then "  line:col  severity  message  rule". */
function located(stdout: string): { line: number; column: number; severity: string; rule: string }[] {
  return [...stdout.matchAll(/^ {2}(\d+):(\d+) +(error|warning|info) +.*? {2}([a-z0-9-]+\/[a-z0-9-]+)/gm)].map((m) => ({
    line: Number(m[1]),
    column: Number(m[2]),
    severity: m[3] ?? '',
    rule: m[4] ?? '',
  }));
}

describe('driftgate check on the bundled example', () => {
  it('exits 1 with file:line:column findings on the broken examples', async () => {
    const r = await runCli(['check', 'examples/tenants-repo/broken'], repoRoot);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('examples/tenants-repo/broken/wrong-types.yaml\n');
    expect(r.stdout).toMatch(/ {2}13:15 +error +spec\.resourceQuota\.gpuCount: expected an integer ≥ 0, found the string "four" {2}schema\/type/);
    expect(r.stdout).toMatch(/ {2}26:3 +error +unknown field "spec\.resourceQuotas"/);
    expect(r.stdout).toMatch(/ {2}8:14 +error +.*tenant namespace kube-training is reserved/);
    expect(r.stderr).toBe('');
  });

  it('exits 0 on the valid tenants', async () => {
    const r = await runCli(['check', 'examples/tenants-repo/tenants'], repoRoot);
    expect(r.stdout).toMatch(/^Checked 3 files: 4 objects, 4 validated against a schema\n/);
    // The examples are v1; search-and-ads.yaml keeps one v1alpha1 tenant to show both versions pass.
    expect(r.stdout).toContain('3 TenantOnboarding (platform.example.com/v1)\n');
    expect(r.stdout).toContain('1 TenantOnboarding (platform.example.com/v1alpha1)\n');
    expect(r.stdout.endsWith('\nNo problems found.\n')).toBe(true);
    expect(r.code).toBe(0);
  });

  it('runs as `npx driftgate` from the committed bundle', () => {
    let code = 0;
    let out = '';
    try {
      out = execFileSync(process.execPath, [path.join(repoRoot, 'bin/driftgate.js'), 'check', 'examples/tenants-repo/broken/wrong-types.yaml', '--format', 'json'], { cwd: repoRoot, encoding: 'utf8' });
    } catch (error) {
      const e = error as { status: number; stdout: string };
      code = e.status;
      out = e.stdout;
    }
    expect(code).toBe(1);
    const report = JSON.parse(out) as { findings: { file: string; line: number; column: number; ruleId: string }[] };
    expect(report.findings.find((f) => f.ruleId === 'schema/type')).toMatchObject({ file: 'examples/tenants-repo/broken/wrong-types.yaml', line: 13, column: 15 });
  });
});

describe('bad input becomes a located finding, never a stack trace', () => {
  const cases: { name: string; text: string | Uint8Array; rule: string; line: number; column: number; args?: string[] }[] = [
    { name: 'syntax error', text: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: [a\n', rule: 'yaml/syntax', line: 4, column: 9 },
    { name: 'duplicate key', text: tenant('dup').replace('  namespace: dup\n', '  namespace: dup\n  namespace: dup2\n'), rule: 'yaml/duplicate-key', line: 8, column: 3 },
    { name: 'not a mapping', text: '- just\n- a list\n', rule: 'manifest/not-an-object', line: 1, column: 1 },
    { name: 'missing apiVersion', text: 'kind: ConfigMap\nmetadata:\n  name: x\n', rule: 'manifest/missing-api-version', line: 1, column: 1 },
    { name: 'missing kind', text: 'apiVersion: v1\nmetadata:\n  name: x\n', rule: 'manifest/missing-kind', line: 1, column: 1 },
    { name: 'missing name', text: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  labels: {a: b}\n', rule: 'manifest/missing-name', line: 3, column: 1 },
    { name: 'binary file', text: Uint8Array.from([0x61, 0x3a, 0x00, 0x01]), rule: 'input/binary-file', line: 1, column: 1 },
    { name: 'oversized file', text: tenant('big'), rule: 'input/file-too-large', line: 1, column: 1, args: ['--max-file-bytes', '100'] },
    {
      name: 'alias bomb',
      text: ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 8 }, (_, i) => `${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${Array(10).fill(`*${'abcdefgh'[i]}`).join(', ')}]`)].join('\n') + '\n',
      rule: 'yaml/alias-limit',
      line: 1,
      column: 1,
    },
    { name: 'schema violation', text: tenant('typed').replace('gpuCount: 1', 'gpuCount: "one"'), rule: 'schema/type', line: 8, column: 52 },
  ];
  for (const c of cases) {
    it(`${c.name}: ${c.rule} at ${c.line}:${c.column}, exit 1`, async () => {
      const dir = repo({ 'tenants/input.yaml': c.text });
      const r = await runCli(['check', 'tenants', ...(c.args ?? [])], dir);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(located(r.stdout)).toContainEqual({ line: c.line, column: c.column, severity: 'error', rule: c.rule });
      expect(r.code).toBe(1);
    });
  }

  it('a YAML 1.1 scalar is read as the API server reads it: a warning where the server accepts it, an error where it refuses it', async () => {
    const dir = repo({
      // `NO` is the boolean false for kubectl and the API server: a ConfigMap value must be a string.
      'cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n  namespace: shop\ndata:\n  country: NO\n',
      // `8_080` is 8080 for them: a valid port, only ambiguous for YAML 1.2 tools.
      'svc.yaml': 'apiVersion: v1\nkind: Service\nmetadata:\n  name: s\n  namespace: shop\nspec:\n  ports:\n  - port: 8_080\n',
    });
    const refused = await runCli(['check', 'cm.yaml'], dir);
    expect(located(refused.stdout)).toEqual([
      { line: 7, column: 12, severity: 'error', rule: 'schema/type' },
      { line: 7, column: 12, severity: 'warning', rule: 'yaml/yaml11-ambiguity' },
    ]);
    expect(refused.code).toBe(1);
    const relaxed = await runCli(['check', 'svc.yaml'], dir);
    expect(located(relaxed.stdout)).toEqual([{ line: 8, column: 11, severity: 'warning', rule: 'yaml/yaml11-ambiguity' }]);
    expect(relaxed.code).toBe(0);
    expect((await runCli(['check', 'svc.yaml', '--fail-on', 'warning'], dir)).code).toBe(1);
  });

  it('with --scope, a namespaced object without a namespace is an error unless --default-namespace (as the agent judges it); plain check does not judge it', async () => {
    const dir = repo({
      'cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\ndata:\n  a: b\n',
      'rb.yaml': 'apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRoleBinding\nmetadata:\n  name: all\nroleRef:\n  apiGroup: rbac.authorization.k8s.io\n  kind: ClusterRole\n  name: cluster-admin\nsubjects: []\n',
      'scope.yaml.txt': 'apiVersion: driftgate.dev/v1alpha1\nkind: SyncScope\nnamespaces: ["team-*"]\n',
      'broken-scope.txt': 'apiVersion: driftgate.dev/v1alpha1\nkind: SyncScope\nnamespace: ["team-*"]\n',
    });
    const plain = await runCli(['check', 'cm.yaml', 'rb.yaml'], dir);
    expect(located(plain.stdout)).toEqual([]);
    expect(plain.code).toBe(0);
    const scopedMissing = await runCli(['check', 'cm.yaml', '--scope', 'scope.yaml.txt'], dir);
    expect(located(scopedMissing.stdout)).toEqual([{ line: 3, column: 1, severity: 'error', rule: 'scope/namespace-missing' }]);
    expect(scopedMissing.code).toBe(1);
    expect((await runCli(['check', 'cm.yaml', '--scope', 'scope.yaml.txt', '--default-namespace', 'team-a'], dir)).code).toBe(0);
    const scoped = await runCli(['check', 'cm.yaml', 'rb.yaml', '--scope', 'scope.yaml.txt', '--default-namespace', 'shop'], dir);
    expect(located(scoped.stdout).map((f) => `${f.rule}@${f.line}:${f.column}`)).toEqual(['scope/namespace-not-allowed@3:1', 'scope/cluster-kind-not-allowed@2:7', 'scope/rbac-privileged-binding@8:9']);
    expect(scoped.code).toBe(1);
    const broken = await runCli(['check', 'cm.yaml', '--scope', 'broken-scope.txt'], dir);
    expect(broken.stdout).toContain('broken-scope.txt\n  3:1      error   unknown field "namespace"');
    expect(broken.code).toBe(2);
  });

  it('a kind with no schema is a warning, and an error with --strict', async () => {
    const dir = repo({ 'x.yaml': 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n' });
    const warned = await runCli(['check', '.'], dir);
    expect(located(warned.stdout)).toEqual([{ line: 2, column: 7, severity: 'warning', rule: 'schema/unknown-kind' }]);
    expect(warned.code).toBe(0);
    const strict = await runCli(['check', '.', '--strict'], dir);
    expect(located(strict.stdout)[0]?.severity).toBe('error');
    expect(strict.code).toBe(1);
  });

  it('usage problems exit 2 with the reason in one line and a pointer to --help, without a stack trace', async () => {
    const dir = repo({});
    const missing = await runCli(['check', 'no/such/dir'], dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no/such/dir: no such file or directory');
    const badFlag = await runCli(['check', '--colour'], dir);
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toContain('unknown flag --colour; did you mean --color?');
    expect(badFlag.stderr).toBe("driftgate check: unknown flag --colour; did you mean --color?\nRun 'driftgate check --help' for its flags.\n");
    const badFormat = await runCli(['check', '--format', 'xml'], dir);
    expect(badFormat.code).toBe(2);
    expect(badFormat.stderr).toContain('--format must be one of text, json, sarif, junit, markdown, github; found "xml"');
  });

  it('a broken policy pack is reported at its line and exits 2; nothing is evaluated against it', async () => {
    const dir = repo({
      'tenants/a.yaml': tenant('a'),
      'policies/broken.yaml': `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicy
metadata:
  name: broken
spec:
  matchConstraints:
    resourceRules:
    - apiGroups: [platform.example.com]
      apiVersions: ["*"]
      operations: [CREATE, UPDATE]
      resources: [tenantonboardings]
  validations:
  - expression: "object.spec.namespace.startsWith("
`,
    });
    const r = await runCli(['check', 'tenants'], dir);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('policies/broken.yaml');
    expect(located(r.stdout).some((f) => f.line === 13 && f.severity === 'error')).toBe(true);
  });
});

describe('driftgate check --base on a git repository', () => {
  let fixture: GitFixture;
  let base = '';
  beforeAll(() => {
    fixture = createGitFixture();
    base = fixture.commit({
      'deploy/crds/tenantonboardings.yaml': crdText,
      'tenants/a.yaml': tenant('a'),
      'tenants/b.yaml': tenant('b').replace('gpuCount: 1', 'gpuCount: -1'),
    });
    fixture.commit({ 'tenants/c.yaml': tenant('c').replace('cpu: "2"', 'cpu: lots') });
  });
  afterAll(() => fixture.cleanup());

  it('reports only the files changed between the revisions', async () => {
    const r = await runCli(['check', 'tenants', '--base', base, '--head', 'HEAD', '--format', 'json'], fixture.work);
    const report = JSON.parse(r.stdout) as { findings: { file: string; ruleId: string }[] };
    expect(report.findings.map((f) => f.file)).toEqual(['tenants/c.yaml']);
    expect(r.code).toBe(1);
    // Without --base the untouched broken file is reported as well.
    const all = JSON.parse((await runCli(['check', 'tenants', '--format', 'json'], fixture.work)).stdout) as { findings: { file: string }[] };
    expect(new Set(all.findings.map((f) => f.file))).toEqual(new Set(['tenants/b.yaml', 'tenants/c.yaml']));
  });

  it('an unknown revision is a usage error', async () => {
    const r = await runCli(['check', 'tenants', '--base', 'no-such-rev'], fixture.work);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no-such-rev');
  });

  it('gates an unsafe CRD change made in the same pull request', async () => {
    const before = fixture.head();
    const narrowed = crdText.replace(/(\n\s+gpuCount:\n(\s+)type: integer\n)/, '$1$2maximum: 2\n');
    expect(narrowed).not.toBe(crdText);
    fixture.commit({ 'deploy/crds/tenantonboardings.yaml': narrowed });
    const r = await runCli(['check', 'tenants', '--base', before, '--format', 'json'], fixture.work);
    const report = JSON.parse(r.stdout) as { findings: { file: string; ruleId: string }[] };
    expect(report.findings.some((f) => f.file === 'deploy/crds/tenantonboardings.yaml' && f.ruleId.includes('bound-tightened'))).toBe(true);
  });

  it('writes SARIF to --output and keeps standard output for the summary', async () => {
    const out = path.join(fixture.root, 'report.sarif');
    const r = await runCli(['check', 'tenants', '--format', 'sarif', '--output', out], fixture.work);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/error.*report written to/);
    const sarif = JSON.parse(readFileSync(out, 'utf8')) as { runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[] };
    expect(sarif.runs[0]?.results[0]?.locations[0]?.physicalLocation.artifactLocation.uri).toBe('tenants/b.yaml');
  });
});
