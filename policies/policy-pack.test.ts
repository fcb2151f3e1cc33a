import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runPolicyTestSuite } from '../src/core/policy/index.js';
import { RESERVED_TENANT_NAMESPACES } from '../src/core/kube/reserved.js';
import { parseYaml } from '../src/core/yaml/parse.js';

// The same run as `driftgate policy test policies`: every PolicyTest case is one vitest case.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function read(dir: string): { path: string; bytes: Uint8Array }[] {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) => {
      const p = path.join(d, n);
      return statSync(p).isDirectory() ? walk(p) : /\.ya?ml$/.test(n) ? [p] : [];
    });
  return walk(path.join(root, dir))
    .sort()
    .map((p) => ({ path: path.relative(root, p).split(path.sep).join('/'), bytes: readFileSync(p) }));
}

const suite = runPolicyTestSuite({ files: read('policies'), crdFiles: read('deploy/crds') });

describe('the default policy pack', () => {
  it('loads without problems or warnings (including type checking against the CRD schema)', () => {
    expect(suite.problems).toEqual([]);
    expect(suite.warnings).toEqual([]);
    expect(suite.pack.policies.map((p) => p.name).sort()).toEqual([
      'tenant-access-system-groups',
      'tenant-admin-group',
      'tenant-gpu-count',
      'tenant-gpu-limit',
      'tenant-namespace-reserved',
      'tenant-quota-ceiling',
    ]);
  });
  it('reserves the same tenant namespaces as the operator and the scope (src/core/kube/reserved.ts)', () => {
    const params = parseYaml(readFileSync(path.join(root, 'policies/admission/params.yaml'), 'utf8'), { file: 'params.yaml' }).documents.map((d) => d.value as { kind?: string; data?: Record<string, string> });
    const listed = params.find((d) => d.kind === 'ConfigMap')?.data?.reservedNamespaces ?? '';
    const names = listed.split(/[\s,]+/).filter((n) => n !== '');
    // The policy's own rule refuses every kube- namespace; the parameter lists the rest.
    expect(names).toEqual(RESERVED_TENANT_NAMESPACES.filter((n) => n !== 'kube-*'));
  });
  it('has tests for every policy and every built-in rule', () => {
    const tested = new Set(suite.results.flatMap((r) => r.cases.flatMap((c) => c.actual.findings.map((f) => f.ruleId))));
    for (const p of suite.pack.policies) expect(tested).toContain(`vap/${p.name}`);
    for (const rule of ['cross/unique-tenant-namespace', 'cross/unique-names', 'cross/budget', 'cross/egress-targets', 'cross/tenant-namespace-taken', 'waiver/expired', 'waiver/too-long', 'waiver/not-waivable']) {
      expect(tested).toContain(rule);
    }
  });
});

for (const result of suite.results) {
  describe(`policy test ${result.test.name} (${result.test.document.file})`, () => {
    for (const c of result.cases) {
      const o = c.expectation.object;
      it(`${o.kind} ${o.name}${o.occurrence ? ` #${o.occurrence}` : ''} is ${c.expectation.verdict}`, () => {
        expect(c.problems).toEqual([]);
      });
    }
  });
}
