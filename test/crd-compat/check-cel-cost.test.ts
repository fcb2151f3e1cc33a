// `driftgate check` on a tree with a CRD manifest whose CEL rule is over the API server's cost
// budget: an error at the rule's line (the API server refuses the CRD), and none once the list
// the rule loops over is bounded. The budget itself is checked against a real API server in
// test/integration/crd-compat/cel-cost-apiserver.test.ts.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { REPO_ROOT } from '../../src/cli/run-main.js';

const dir = mkdtempSync(path.join(tmpdir(), 'check-cel-cost-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const cases = path.join(REPO_ROOT, 'test/crd-compat/cases/cel-cost-exceeded--flagged');

type Json = { findings: Array<{ ruleId: string; severity: string; line: number; file: string }> };

describe('check on a CRD manifest over the CEL cost budget', () => {
  it('is an error at the rule line', async () => {
    const text = readFileSync(path.join(cases, 'head.yaml'), 'utf8');
    writeFileSync(path.join(dir, 'crd.yaml'), text);
    const r = await runCli(['check', 'crd.yaml', '--format', 'json'], dir);
    const cost = (JSON.parse(r.stdout) as Json).findings.filter((f) => f.ruleId === 'crd-compat/cel-cost-exceeded');
    // the rule over its budget, and (as the API server also says) the CRD's total over its own
    expect(cost.map((f) => f.severity)).toEqual(['error', 'error']);
    expect(cost.map((f) => f.line)).toContain(text.split('\n').findIndex((l) => l.includes('- rule:')) + 1);
    expect(r.code).toBe(1);
  });

  it('is silent when the list is bounded (maxItems: 100)', async () => {
    writeFileSync(path.join(dir, 'crd.yaml'), readFileSync(path.join(cases, 'base.yaml'), 'utf8'));
    const r = await runCli(['check', 'crd.yaml', '--format', 'json'], dir);
    expect((JSON.parse(r.stdout) as Json).findings.filter((f) => f.ruleId === 'crd-compat/cel-cost-exceeded')).toEqual([]);
  });
});
