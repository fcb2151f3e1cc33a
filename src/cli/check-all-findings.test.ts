// "Every problem in one run": an object that fails its schema still gets its policy findings;
// only a policy finding on the very field that failed its schema (the same mistake seen again
// by an expression) is left out.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from './main.js';

const TENANT = `apiVersion: platform.example.com/v1alpha1
kind: TenantOnboarding
metadata:
  name: t1
  namespace: tenants
spec:
  namespace: kube-system
  resourceQuota: {cpu: "1", memory: 1Gi, gpuCount: "four"}
  networkPolicy: {allowEgressTo: []}
  access: {adminGroups: []}
`;

async function check(dir: string): Promise<{ code: number; findings: { ruleId: string; line?: number }[] }> {
  const stdout = new PassThrough();
  let out = '';
  stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
  const code = await main({ argv: ['check', '-o', 'json', '.'], stdout, stderr: new PassThrough(), env: { PATH: process.env.PATH ?? '' }, cwd: dir });
  const report = JSON.parse(out) as { findings: { ruleId: string; line?: number }[] };
  return { code, findings: report.findings };
}

describe('schema and policy findings on the same object', () => {
  it('are all reported', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-all-findings-'));
    mkdirSync(path.join(dir, '.git'));
    mkdirSync(path.join(dir, 'tenants'));
    writeFileSync(path.join(dir, 'tenants', 't1.yaml'), TENANT);
    const { code, findings } = await check(dir);
    expect(code).toBe(1);
    const rules = findings.map((f) => `${f.ruleId}@${f.line ?? 0}`);
    expect(rules).toContain('schema/type@8');
    // Policy denials elsewhere on the same object: reported, not hidden by the schema error.
    expect(rules).toContain('vap/tenant-namespace-reserved@7');
    expect(rules).toContain('vap/tenant-admin-group@10');
    // The GPU rule meets the string "four" at the field the schema already flagged: not repeated.
    expect(rules.filter((r) => r.startsWith('vap/tenant-gpu-limit'))).toEqual([]);
  });
});
