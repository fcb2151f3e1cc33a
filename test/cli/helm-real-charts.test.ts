// The real-world Helm set (issue #27 item 4): cert-manager, argo-cd and kube-prometheus-stack
// at pinned tags (test/fixtures/fetch-charts.mjs), dependencies vendored as `helm dependency
// build` would, rendered by the real helm and checked with no error. The charts come from local
// git mirrors; without them (CI has no network) the test is skipped and says why.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
// @ts-expect-error: a plain ESM script without types
import { assembleCharts, defaultMirrorRoot, missingMirror, REAL_CHARTS } from '../fixtures/fetch-charts.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const binDir = path.join(repoRoot, '.cache/bin');
const mirrors = defaultMirrorRoot() as string;
const why = !existsSync(path.join(binDir, 'helm')) ? `${binDir}/helm is missing (node scripts/build-helm.mjs)` : (missingMirror(mirrors) as string | undefined);
if (why !== undefined) process.stderr.write(`test/cli/helm-real-charts.test.ts: skipped, ${why}\n`);

interface Report {
  readonly findings: { ruleId: string; severity: string; message: string; file: string; line: number }[];
  readonly checked: { readonly helm?: { label: string; status: string; objects: number; reason?: string }[] };
}

const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe.skipIf(why !== undefined)('real charts at pinned tags', () => {
  it('cert-manager, argo-cd and kube-prometheus-stack render and check with no error', { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-real-charts-'));
    scratch.push(dir);
    mkdirSync(path.join(dir, '.git'));
    assembleCharts(dir, mirrors);
    const r = await runCli(['check', '.', '--format', 'json', '--no-cache'], dir, { PATH: binDir });
    const report = JSON.parse(r.stdout) as Report;
    const errors = report.findings.filter((f) => f.severity === 'error');
    expect(errors.map((f) => `${f.file}:${f.line} ${f.ruleId} ${f.message}`)).toEqual([]);
    const renders = report.checked.helm ?? [];
    expect(renders.map((h) => `${h.label}: ${h.status}`).sort()).toEqual((REAL_CHARTS as { name: string }[]).map((c) => `chart charts/${c.name}: rendered`).sort());
    for (const h of renders) expect(h.objects).toBeGreaterThan(10);
    // The figures docs/helm.md records.
    const warnings = report.findings.filter((f) => f.severity === 'warning');
    process.stderr.write(`real charts: ${renders.map((h) => `${h.label} ${h.objects} objects`).join(', ')}; ${warnings.length} warnings (${[...new Set(warnings.map((w) => w.ruleId))].join(', ')})\n`);
  });
});
