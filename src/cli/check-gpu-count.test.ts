// `driftgate check` with the shipped CRD and policy pack on tenants without gpuCount (issue 23):
// before, "No problems found" and exit 0, while the operator gave such a tenant no GPU limit.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from './run-main.js';

async function check(files: Record<string, string>): Promise<{ code: number; findings: { ruleId: string; severity: string; file?: string; line?: number; column?: number; pointer?: string }[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-gpu-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const { code, stdout } = await runMain(['check', dir, '--format', 'json']);
  const findings = (JSON.parse(stdout) as { findings: { ruleId: string; severity: string; file?: string; line?: number; column?: number; pointer?: string }[] }).findings;
  return { code, findings: findings.map((f) => ({ ...f, file: f.file ? path.basename(f.file) : undefined })) };
}

const tenant = (apiVersion: string, name: string, quota: string): string =>
  `apiVersion: platform.example.com/${apiVersion}\nkind: TenantOnboarding\nmetadata:\n  name: ${name}\n  namespace: tenants\nspec:\n  namespace: ${name}\n${quota}  access:\n    adminGroups: [${name}-admins]\n`;

describe('check on a tenant without gpuCount', { timeout: 60_000 }, () => {
  it('is an error, located: the pack (both versions) and the v1 CRD require it', async () => {
    const r = await check({
      'alpha.yaml': tenant('v1alpha1', 'legacy', '  resourceQuota: { cpu: "2" }\n'),
      'v1-cpu.yaml': tenant('v1', 'web', '  quota:\n    cpu: "2"\n'),
      'v1-none.yaml': tenant('v1', 'bare', ''),
    });
    expect(r.code).toBe(1);
    const located = r.findings.map((f) => `${f.ruleId} ${f.severity} ${f.file}:${f.line}:${f.column} ${f.pointer}`).sort();
    expect(located).toEqual([
      'schema/required error v1-cpu.yaml:8:3 /spec/quota',
      'schema/required error v1-none.yaml:6:1 /spec',
      'vap/tenant-gpu-count error alpha.yaml:8:18 /spec/resourceQuota',
    ]);
  });

  it('passes with gpuCount: 0', async () => {
    const r = await check({ 'ok.yaml': tenant('v1', 'web', '  quota:\n    cpu: "2"\n    gpuCount: 0\n') + '---\n' + tenant('v1alpha1', 'legacy', '  resourceQuota: { gpuCount: 0 }\n') });
    expect(r.findings).toEqual([]);
    expect(r.code).toBe(0);
  });
});
