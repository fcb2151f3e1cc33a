// `driftgate check --kube-version` and `--upgrade-to` with the shipped 1.36 and 1.37 schema sets, offline.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from './run-main.js';

async function check(args: readonly string[], text: string): Promise<{ code: number; findings: { ruleId: string; line?: number }[]; stderr: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-upgrade-'));
  writeFileSync(path.join(dir, 'objects.yaml'), text);
  const { code, stdout, stderr } = await runMain(['check', dir, '--format', 'json', ...args]);
  const findings = stdout ? (JSON.parse(stdout) as { findings: { ruleId: string; line?: number }[] }).findings : [];
  return { code, findings, stderr };
}

const MIGRATION = 'apiVersion: storagemigration.k8s.io/v1\nkind: StorageVersionMigration\nmetadata: {name: tenants}\nspec: {resource: {group: platform.example.com, resource: tenantonboardings}}\n';

describe('check across Kubernetes versions', { timeout: 60_000 }, () => {
  it('--kube-version 1.37 validates what only 1.37 serves; 1.36 refuses it as unserved', async () => {
    expect((await check(['--kube-version', '1.37'], MIGRATION)).code).toBe(0);
    const on136 = await check(['--kube-version', '1.36', '--strict'], MIGRATION);
    expect(on136.code).toBe(1);
  });

  it('--upgrade-to reports what the target version does not serve, at the object', async () => {
    const r = await check(['--kube-version', '1.37', '--upgrade-to', '1.36'], MIGRATION);
    expect(r.code).toBe(1);
    expect(r.findings.map((f) => [f.ruleId, f.line])).toEqual([['upgrade/not-served', 1]]);
    expect((await check(['--upgrade-to', '1.37'], 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {a: b}\n')).code).toBe(0);
  });

  it('an --upgrade-to version that is not shipped is a usage error naming the shipped ones', async () => {
    const r = await check(['--upgrade-to', '9.99'], MIGRATION);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--upgrade-to');
    expect(r.stderr).toContain('1.37');
  });
});
