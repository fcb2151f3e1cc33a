// driftgate's own CRD is not the user's input (issue #24, found by the tree fuzzer): outside a
// repository with deploy/crds, `--max-file-bytes` does not apply to it, and no report names the
// folder driftgate is installed in.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/cli/run-main.js';
import { runCli } from './run-cli.js';

const tenant = (extra: string): string =>
  `apiVersion: platform.example.com/v1\nkind: TenantOnboarding\nmetadata:\n  name: web\n  namespace: tenants\nspec:\n  namespace: web\n  quota: {cpu: "1", gpuCount: 0}\n  access:\n    adminGroups: [web-admins]\n${extra}`;

describe('the shipped CRD under user limits', { timeout: 60_000 }, () => {
  it('is exempt from --max-file-bytes and named driftgate:deploy/crds/…, never by its install path', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-shipped-'));
    mkdirSync(path.join(dir, 't'));
    const text = tenant('  unknownField: 1\n');
    writeFileSync(path.join(dir, 't/web.yaml'), text);
    for (const format of ['text', 'json', 'sarif', 'markdown']) {
      const r = await runCli(['check', 't', '--max-file-bytes', String(text.length + 1), '-o', format], dir);
      const out = r.stdout + r.stderr;
      expect(out).not.toContain(REPO_ROOT);
      // the tenant is still validated against the shipped CRD: its unknown field is found
      expect(out).toContain('unknownField');
      expect(r.code).toBe(1);
      if (format === 'json') {
        const findings = (JSON.parse(r.stdout) as { findings: { ruleId: string; file?: string }[] }).findings;
        expect(findings.filter((f) => f.ruleId === 'input/file-too-large')).toEqual([]);
        expect(findings.every((f) => f.file === undefined || f.file === 't/web.yaml' || f.file.startsWith('driftgate:'))).toBe(true);
      }
    }
  });
});
