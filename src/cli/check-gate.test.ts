import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitFixture, type GitFixture } from '../../test/support/git-fixture.js';
import { REPO_ROOT, runMain, type MainRun } from './run-main.js';

/**
 * A pull request cannot weaken the gate that judges it: with --base, the policy pack, waivers,
 * driftgate.yaml and crd-compat.yaml come from the base revision. Real git repositories, the
 * real default pack, the CLI in-process.
 */

const repoRoot = REPO_ROOT;

function readTreeFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string): void => {
    for (const name of readdirSync(path.join(repoRoot, rel))) {
      const p = `${rel}/${name}`;
      if (statSync(path.join(repoRoot, p)).isDirectory()) walk(p);
      else if (/\.(ya?ml|json)$/.test(name)) out[p] = readFileSync(path.join(repoRoot, p), 'utf8');
    }
  };
  walk(dir);
  return out;
}

const cli = (argv: readonly string[], cwd: string): Promise<MainRun> => runMain(argv, { cwd, env: { HOME: process.env.HOME ?? '' } });

interface JsonFinding {
  ruleId: string;
  severity: string;
  file?: string;
  line?: number;
  message: string;
}

const tenant = (name: string, spec: string, annotations = ''): string => `apiVersion: platform.example.com/v1alpha1
kind: TenantOnboarding
metadata:
  name: ${name}
  namespace: tenants
${annotations}spec:
  namespace: ${name}
${spec.includes('resourceQuota') ? '' : '  resourceQuota: { gpuCount: 0 }\n'}${spec}`;

const rules = (findings: readonly JsonFinding[]): string[] => findings.map((f) => `${f.ruleId} ${f.severity} ${f.file ?? ''}`).sort();

describe('check --base judges a pull request by the policy pack at the base revision', { timeout: 60_000 }, () => {
  let fx: GitFixture;
  let base = '';
  beforeAll(() => {
    fx = createGitFixture();
    base = fx.commit({ ...readTreeFiles('policies'), ...readTreeFiles('deploy/crds'), 'tenants/a.yaml': tenant('a', '  access: { adminGroups: [a-admins] }\n') });
  });
  afterAll(() => fx.cleanup());

  const check = async (changes: Record<string, string | null>): Promise<{ code: number; findings: JsonFinding[] }> => {
    // A branch off base, committed locally (the fixture's commit() pushes to main).
    fx.git(['checkout', '--quiet', '--force', '-B', 'pr', base]);
    for (const [file, content] of Object.entries(changes)) {
      if (content === null) fx.git(['rm', '--quiet', '--', file]);
      else {
        mkdirSync(path.dirname(path.join(fx.work, file)), { recursive: true });
        writeFileSync(path.join(fx.work, file), content);
        fx.git(['add', '--', file]);
      }
    }
    fx.git(['commit', '--quiet', '-m', 'pull request']);
    const r = await cli(['check', 'tenants', '--base', base, '--format', 'json'], fx.work);
    expect(r.stderr).toBe('');
    return { code: r.code, findings: (JSON.parse(r.stdout) as { findings: JsonFinding[] }).findings };
  };

  it('a PR that deletes a policy fails on the policy it deleted', async () => {
    const r = await check({
      'policies/admission/tenant-access-system-groups.yaml': null,
      'tenants/root.yaml': tenant('root', '  access: { adminGroups: ["system:masters"] }\n'),
    });
    expect(rules(r.findings)).toEqual([
      'gate/policy-changed warning policies/admission/tenant-access-system-groups.yaml',
      'vap/tenant-access-system-groups error tenants/root.yaml',
    ]);
    expect(r.findings[0]?.message).toContain('deleted by this pull request');
    expect(r.code).toBe(1);
  });

  it('a PR that weakens a policy parameter (default no longer reserved) fails on the base parameter', async () => {
    const params = readFileSync(path.join(repoRoot, 'policies/admission/params.yaml'), 'utf8');
    const weakened = params.replace(/\n\s+default,\n/, '\n');
    expect(weakened).not.toBe(params);
    const r = await check({ 'policies/admission/params.yaml': weakened, 'tenants/lazy.yaml': tenant('lazy', '  access: { adminGroups: [lazy-admins] }\n').replace('namespace: lazy', 'namespace: default') });
    expect(rules(r.findings)).toEqual(['gate/policy-changed warning policies/admission/params.yaml', 'vap/tenant-namespace-reserved error tenants/lazy.yaml']);
    // Located at the first changed line of the policy file.
    expect(r.findings.find((f) => f.ruleId === 'gate/policy-changed')?.line).toBeGreaterThan(10);
    expect(r.code).toBe(1);
  });

  it('a PR that adds itself a waiver in driftgate.yaml is not waived', async () => {
    const config = readFileSync(path.join(repoRoot, 'policies/driftgate.yaml'), 'utf8');
    const waiver = config.replace(
      'waivers: []',
      `waivers:\n    - rule: vap/tenant-gpu-limit\n      object: {kind: TenantOnboarding, name: greedy, namespace: tenants}\n      justification: trust me\n      expires: "${new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)}"`,
    );
    expect(waiver).not.toBe(config);
    const r = await check({ 'policies/driftgate.yaml': waiver, 'tenants/greedy.yaml': tenant('greedy', '  resourceQuota: { gpuCount: 16 }\n  access: { adminGroups: [g] }\n') });
    expect(rules(r.findings)).toEqual(['gate/policy-changed warning policies/driftgate.yaml', 'vap/tenant-gpu-limit error tenants/greedy.yaml']);
  });

  it('a PR that waives its own violation with an annotation is not waived', async () => {
    const r = await check({
      'tenants/greedy.yaml': tenant('greedy', '  resourceQuota: { gpuCount: 16 }\n  access: { adminGroups: [g] }\n', '  annotations:\n    waivers.driftgate.dev/vap.tenant-gpu-limit: "9999-12-31 self-approved"\n'),
    });
    expect(rules(r.findings)).toEqual(['gate/waiver-changed warning tenants/greedy.yaml', 'vap/tenant-gpu-limit error tenants/greedy.yaml']);
  });

  it('a PR that acknowledges its own breaking CRD change in crd-compat.yaml is still gated', async () => {
    const crdPath = Object.keys(readTreeFiles('deploy/crds'))[0] ?? '';
    const crd = readFileSync(path.join(repoRoot, crdPath), 'utf8');
    const narrowed = crd.replace(/(\n(\s+)gpuCount:\n\s+type: integer\n)/, '$1$2  maximum: 2\n');
    expect(narrowed).not.toBe(crd);
    const compat = readFileSync(path.join(repoRoot, 'policies/crd-compat.yaml'), 'utf8').replace(
      'acknowledgements: []',
      'acknowledgements:\n    - rule: bound-tightened\n      crd: tenantonboardings.platform.example.com\n      justification: trust me',
    );
    const r = await check({ [crdPath]: narrowed, 'policies/crd-compat.yaml': compat });
    expect(r.findings.some((f) => f.ruleId === 'crd-compat/bound-tightened' && f.severity === 'error')).toBe(true);
    expect(rules(r.findings)).toContain('gate/policy-changed warning policies/crd-compat.yaml');
    expect(r.code).toBe(1);
    // crd-diff --base reads the same base configuration.
    const d = await cli(['crd-diff', '--base', base, '--format', 'json'], fx.work);
    const diff = (JSON.parse(d.stdout) as { findings: JsonFinding[] }).findings;
    expect(diff.some((f) => f.ruleId === 'crd-compat/bound-tightened' && f.severity === 'error')).toBe(true);
    expect(rules(diff)).toContain('gate/policy-changed warning policies/crd-compat.yaml');
    expect(d.code).toBe(1);
  });

  it('a PR that adds a .driftgateignore cannot hide its own files (ignore files are read at the base)', async () => {
    const r = await check({
      '.driftgateignore': 'tenants/root.yaml\n',
      'tenants/root.yaml': tenant('root', '  access: { adminGroups: ["system:masters"] }\n'),
    });
    expect(rules(r.findings)).toContain('vap/tenant-access-system-groups error tenants/root.yaml');
    expect(r.code).toBe(1);
  });

  it('a PR that edits the .driftgateignore the base has cannot hide its own files either (the checkout holds the edit; the base file comes from git)', async () => {
    // The checkout stands in only for blobs it hashes to: the edited ignore file does not, though
    // it has the base file's size.
    fx.git(['checkout', '--quiet', '--force', '-B', 'with-ignore', base]);
    writeFileSync(path.join(fx.work, '.driftgateignore'), '# nothing ignored\n');
    fx.git(['add', '--', '.driftgateignore']);
    fx.git(['commit', '--quiet', '-m', 'an ignore file']);
    const ignoreBase = fx.git(['rev-parse', 'HEAD']).trim();
    fx.git(['checkout', '--quiet', '-B', 'pr-edits-ignore']);
    writeFileSync(path.join(fx.work, '.driftgateignore'), 'tenants/root.yaml\n');
    writeFileSync(path.join(fx.work, 'tenants/root.yaml'), tenant('root', '  access: { adminGroups: ["system:masters"] }\n'));
    fx.git(['add', '--', '.driftgateignore', 'tenants/root.yaml']);
    fx.git(['commit', '--quiet', '-m', 'pull request']);
    const r = await cli(['check', 'tenants', '--base', ignoreBase, '--format', 'json'], fx.work);
    expect(r.stderr).toBe('');
    expect(rules((JSON.parse(r.stdout) as { findings: JsonFinding[] }).findings)).toContain('vap/tenant-access-system-groups error tenants/root.yaml');
    expect(r.code).toBe(1);
  });

  it('an unchanged pack reports no gate finding', async () => {
    const r = await check({ 'tenants/b.yaml': tenant('b', '  access: { adminGroups: [b-admins] }\n') });
    expect(r.findings).toEqual([]);
    expect(r.code).toBe(0);
  });
});
