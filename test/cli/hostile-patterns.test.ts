// Issue #11, the regex / CEL / number half: each hostile input, in a scratch repository, through
// the real CLI (`check`, `crd-diff`, `policy test`). Every run must end with exit 0, 1 or 2, a
// file:line:column finding where the input is at fault, and never "internal error". A hang
// fails the test by its timeout (these inputs ran for minutes, or forever, before).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, type CliResult } from './run-cli.js';

const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

function repo(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-hostile-'));
  scratch.push(dir);
  mkdirSync(path.join(dir, '.git'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const HOSTILE = 'a'.repeat(40) + '!';

/** A Widget CRD; `spec` is the YAML of the spec schema's body, indented 14 spaces. */
function crd(spec: string, options: { versions?: string[] } = {}): string {
  const versions = options.versions ?? ['v1'];
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names: {kind: Widget, listKind: WidgetList, plural: widgets, singular: widget}
  scope: Namespaced
  versions:
${versions
  .map(
    (v, i) => `    - name: ${v}
      served: true
      storage: ${i === 0}
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
${spec}`,
  )
  .join('\n')}
`;
}

const widget = (spec: string): string => `apiVersion: example.com/v1
kind: Widget
metadata: {name: w, namespace: default}
spec:
${spec}
`;

function vap(expression: string): string {
  return `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicy
metadata: {name: hostile}
spec:
  failurePolicy: Fail
  matchConstraints:
    resourceRules:
      - apiGroups: [example.com]
        apiVersions: ["*"]
        resources: [widgets]
        operations: [CREATE, UPDATE]
  validations:
    - expression: ${JSON.stringify(expression)}
---
apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicyBinding
metadata: {name: hostile}
spec:
  policyName: hostile
  validationActions: [Deny]
`;
}

const policyTest = `apiVersion: policy.driftgate.dev/v1alpha1
kind: PolicyTest
metadata: {name: hostile}
spec:
  manifests:
    - {apiVersion: example.com/v1, kind: Widget, metadata: {name: w, namespace: default}, spec: {x: "${HOSTILE}"}}
  expect:
    - object: {kind: Widget, name: w}
      verdict: denied
`;

/** The findings of text output: file, line, column, rule. */
function findings(r: CliResult): { file: string; line: number; column: number; rule: string; text: string }[] {
  const out: { file: string; line: number; column: number; rule: string; text: string }[] = [];
  let file = '';
  for (const line of r.stdout.split('\n')) {
    if (/^\S/.test(line)) file = line.trim();
    const m = /^ {2}(\d+):(\d+) +(?:error|warning|info) +(.*?) {2}([a-z0-9-]+\/[a-z0-9-]+)/.exec(line);
    if (m) out.push({ file, line: Number(m[1]), column: Number(m[2]), rule: m[4] ?? '', text: m[3] ?? '' });
  }
  return out;
}

function sane(r: CliResult): void {
  expect([0, 1, 2]).toContain(r.code);
  expect(r.stdout + r.stderr).not.toMatch(/internal error/i);
}

describe('regular expressions run in linear time (RE2), in every command', () => {
  it("check: pattern '^(a+)+$' against a 41-character value is a located schema/pattern error", async () => {
    const dir = repo({ 'crds/widget.yaml': crd("              properties:\n                x: {type: string, pattern: '^(a+)+$'}\n"), 'w.yaml': widget(`  x: "${HOSTILE}"`) });
    const r = await runCli(['check', '.', '--crd', 'crds'], dir);
    sane(r);
    expect(r.code).toBe(1);
    expect(findings(r)).toContainEqual(expect.objectContaining({ file: 'w.yaml', line: 5, column: 6, rule: 'schema/pattern' }));
  });

  it("check: CEL find('(a+)+$') in a CRD rule evaluates (here: the rule fails, located)", async () => {
    const dir = repo({
      'crds/widget.yaml': crd("              properties:\n                x: {type: string, maxLength: 64}\n              x-kubernetes-validations:\n                - rule: \"self.x.find('(a+)+$') != ''\"\n"),
      'w.yaml': widget(`  x: "${HOSTILE}"`),
    });
    const r = await runCli(['check', '.', '--crd', 'crds'], dir);
    sane(r);
    expect(r.code).toBe(1);
    expect(findings(r)).toContainEqual(expect.objectContaining({ file: 'w.yaml', line: 5, column: 3, rule: 'schema/cel' }));
  });

  it('check: a 100,000-character literal pattern compiles and matches; the message stays short', async () => {
    const literal = 'ab'.repeat(50_000);
    const dir = repo({ 'crds/widget.yaml': crd(`              properties:\n                x: {type: string, pattern: '^${literal}$'}\n`), 'w.yaml': widget('  x: "abc"'), 'ok.yaml': widget(`  x: "${literal}"`).replace('name: w,', 'name: ok,') });
    const r = await runCli(['check', '.', '--crd', 'crds'], dir);
    sane(r);
    expect(r.code).toBe(1);
    const found = findings(r);
    expect(found).toEqual([expect.objectContaining({ file: 'w.yaml', line: 5, rule: 'schema/pattern' })]);
    expect(found[0]?.text.length).toBeLessThan(400);
  });

  it("check and policy test: a VAP with find('(a+)+$') evaluates (here: it denies, located at the object)", async () => {
    const dir = repo({
      'crds/widget.yaml': crd('              properties:\n                x: {type: string}\n'),
      'w.yaml': widget(`  x: "${HOSTILE}"`),
      'policies/admission/hostile.yaml': vap("object.spec.x.find('(a+)+$') != ''"),
      'policies/tests/hostile.yaml': policyTest,
    });
    const check = await runCli(['check', 'w.yaml', '--crd', 'crds'], dir);
    sane(check);
    expect(check.code).toBe(1);
    expect(findings(check)).toContainEqual(expect.objectContaining({ file: 'w.yaml', line: 5, rule: 'vap/hostile' }));
    const test = await runCli(['policy', 'test', 'policies', '--crd', 'crds'], dir);
    sane(test);
    expect(test.code).toBe(0); // the test expects the denial the search decides
    expect(test.stdout).toMatch(/1 passed, 0 failed/);
  });

  it('crd-diff: a backtracking-hostile ignoreVersions regex in the gate config is applied at once', async () => {
    const version = 'v' + 'a'.repeat(40);
    const spec = '              properties:\n                x: {type: string}\n';
    const base = repo({ 'widget.yaml': crd(spec, { versions: ['v1', version] }) });
    const head = repo({ 'widget.yaml': crd(spec, { versions: ['v1'] }) });
    const config = repo({ 'crd-compat.yaml': "apiVersion: policy.driftgate.dev/v1alpha1\nkind: CrdCompatConfig\nspec:\n  ignoreVersions: 'v(a+)+b'\n" });
    const r = await runCli(['crd-diff', base, head, '--config', path.join(config, 'crd-compat.yaml')], base);
    sane(r);
    expect(r.code).toBe(1); // the removed version is not ignored: v(a+)+b does not match it
    expect(r.stdout).toContain(version);
  });

  it('crd-diff: a head pattern RE2 rejects (valid in JavaScript) is a located finding', async () => {
    const base = repo({ 'widget.yaml': crd('              properties:\n                x: {type: string}\n') });
    const head = repo({ 'widget.yaml': crd("              properties:\n                x: {type: string, pattern: '^(?=a)a$'}\n") });
    const r = await runCli(['crd-diff', base, head], base);
    sane(r);
    expect(r.code).toBe(1);
    expect(findings(r).some((f) => f.line === 20 && /RE2/.test(f.text))).toBe(true);
  });
});

describe('CEL expressions past cel-go\'s limits are located errors, not crashes', () => {
  const cases: [string, string][] = [
    ['1+1+…+1 of 2,500 terms', `${Array(2500).fill('1').join('+')} > 0`],
    ['has(object.a.a…) of 2,500 segments', `has(object${'.a'.repeat(2500)})`],
  ];
  it.each(cases)('%s, in check and in policy test', async (_name, expression) => {
    const dir = repo({ 'crds/widget.yaml': crd('              properties:\n                x: {type: string}\n'), 'w.yaml': widget('  x: "y"'), 'policies/admission/hostile.yaml': vap(expression), 'policies/tests/hostile.yaml': policyTest });
    for (const argv of [['check', '.', '--crd', 'crds'], ['policy', 'test', 'policies', '--crd', 'crds']]) {
      const r = await runCli(argv, dir);
      sane(r);
      expect(r.code, argv.join(' ')).toBe(2); // a broken policy pack is a configuration error
      expect(findings(r)).toContainEqual(expect.objectContaining({ file: 'policies/admission/hostile.yaml', line: 13, rule: 'policy-pack/cel-syntax' }));
      expect(r.stdout).toContain('max recursion depth exceeded');
    }
  });
});

describe('numbers', () => {
  it('a 100,000-digit quantity is a located finding, at once', async () => {
    const dir = repo({
      'crds/widget.yaml': crd("              properties:\n                q: {x-kubernetes-int-or-string: true}\n              x-kubernetes-validations:\n                - rule: \"!has(self.q) || isQuantity(string(self.q))\"\n"),
      'w.yaml': widget(`  q: "${'9'.repeat(100_000)}x"`),
    });
    const r = await runCli(['check', '.', '--crd', 'crds'], dir);
    sane(r);
    expect(r.code).toBe(1);
    expect(findings(r)).toContainEqual(expect.objectContaining({ file: 'w.yaml', line: 5, column: 3, rule: 'schema/cel' }));
  });

  it('an int-or-string value above 2^53 is an int, not a false schema/cel-error', async () => {
    const dir = repo({
      // Not `n`: a plain `n` key is the boolean false for kubectl and the API server (YAML 1.1), i.e. the field "false".
      'crds/widget.yaml': crd("              properties:\n                num: {x-kubernetes-int-or-string: true}\n              x-kubernetes-validations:\n                - rule: \"!has(self.num) || self.num + 1 > 0\"\n"),
      'w.yaml': widget('  num: 9007199254740993'),
    });
    const r = await runCli(['check', '.', '--crd', 'crds'], dir);
    sane(r);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('No problems found.');
    expect(r.code).toBe(0);
  });
});
