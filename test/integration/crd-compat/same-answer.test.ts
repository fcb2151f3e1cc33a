// `driftgate check` and `driftgate crd-diff` end to end on the same CRD files: both read the one
// CRD model and validator of src/core/kube, so a CRD the API server would refuse is refused by
// both, at the same lines; duplicates are judged alike. No cluster involved.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';

let dir = '';

function capture(): { stream: Writable; text: () => string } {
  let out = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      out += chunk.toString('utf8');
      callback();
    },
  });
  return { stream, text: () => out };
}

interface JsonReport {
  readonly findings: { ruleId: string; severity: string; file?: string; line?: number; column?: number; message: string }[];
}

async function run(argv: readonly string[]): Promise<{ code: number; report: JsonReport; stderr: string }> {
  const stdout = capture();
  const stderr = capture();
  const code = await main({ argv: [...argv, '--format', 'json'], stdout: stdout.stream, stderr: stderr.stream, env: {}, cwd: dir });
  const text = stdout.text();
  return { code, report: (text.trim() === '' ? { findings: [] } : JSON.parse(text)) as JsonReport, stderr: stderr.text() };
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

const crd = (spec: string, rules = ''): string => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
${spec}${rules}`;

const GOOD = `              type: object
              properties:
                size: {type: integer}
`;
// The shapes issue #11 found crd-diff silent on: required as a string, enum as a string, a CEL
// rule that does not compile; plus patternProperties and a bogus map type that check passed.
const BROKEN = `              type: object
              required: size
              x-kubernetes-map-type: bogus
              properties:
                size: {type: integer}
                color: {type: string, enum: red}
                extra:
                  type: object
                  patternProperties: {"^x": {type: string}}
`;
const RULE = `              x-kubernetes-validations:
                - rule: "self.size >"
`;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'crd-same-answer-'));
  mkdirSync(path.join(dir, '.git'));
  write('base/crds.yaml', crd(GOOD));
  write('head/crds.yaml', crd(BROKEN, RULE));
  write('bundles/a/install.yaml', crd(GOOD));
  write('bundles/b/install.yaml', crd(GOOD));
  write('twice/crds.yaml', `${crd(GOOD)}---\n${crd(GOOD.replace('integer', 'string'))}`);
  // base/ and head/ are crd-diff's two sides, not one repository: each folder check reads is a
  // repository of its own (a .driftgateignore marks its top), so base/ is not its context.
  for (const root of ['head', 'head2', 'bundles', 'twice']) write(`${root}/.driftgateignore`, '');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const at = (f: { line?: number; column?: number }): string => `${f.line}:${f.column}`;

describe('check and crd-diff give one answer on the same CRD', () => {
  it('both refuse a head CRD the API server would refuse, at the same places', async () => {
    const diff = await run(['crd-diff', 'base/crds.yaml', 'head/crds.yaml']);
    const check = await run(['check', 'head/crds.yaml']);
    expect(diff.code).toBe(1);
    expect(check.code).toBe(1);
    const diffErrors = diff.report.findings.filter((f) => f.ruleId === 'crd-compat/structural-schema-invalid');
    const checkErrors = check.report.findings.filter((f) => f.ruleId.startsWith('crd/') && f.severity === 'error');
    const texts = diffErrors.map((f) => f.message).join('\n');
    expect(texts).toContain('required: cannot be decoded: expected a list of strings, found the string "size"');
    expect(texts).toContain('enum: cannot be decoded: expected a list, found the string "red"');
    // A head that cannot be decoded is not compared: no "version removed" or other noise.
    expect(diff.report.findings.every((f) => f.ruleId === 'crd-compat/structural-schema-invalid')).toBe(true);
    expect(diffErrors.map(at).sort()).toEqual(checkErrors.map(at).sort());
    expect(diffErrors.every((f) => f.file === 'head/crds.yaml' && (f.line ?? 0) > 1)).toBe(true);
  });

  it('both judge the remaining rules alike once the head decodes', async () => {
    write('head2/crds.yaml', crd(BROKEN.replace('required: size', 'required: [size]').replace('enum: red', 'enum: [red]'), RULE));
    const diff = await run(['crd-diff', 'base/crds.yaml', 'head2/crds.yaml']);
    const check = await run(['check', 'head2/crds.yaml']);
    const messages = diff.report.findings.filter((f) => f.ruleId === 'crd-compat/structural-schema-invalid').map((f) => f.message).join('\n');
    expect(messages).toContain('x-kubernetes-map-type: expected atomic or granular, found the string "bogus"');
    expect(messages).toContain('patternProperties: expected no patternProperties');
    expect(messages).toContain('CEL rule does not compile');
    const diffAt = diff.report.findings.filter((f) => f.ruleId === 'crd-compat/structural-schema-invalid').map(at).sort();
    const checkAt = check.report.findings.filter((f) => f.ruleId.startsWith('crd/') && f.severity === 'error').map(at).sort();
    expect(diffAt).toEqual(checkAt);
  });

  it('the same CRD repeated verbatim in two rendered bundles is not a duplicate', async () => {
    const check = await run(['check', 'bundles']);
    expect(check.report.findings.filter((f) => f.ruleId === 'crd/duplicate')).toEqual([]);
    expect(check.code).toBe(0);
  });

  it('the same CRD twice in one file is a finding for both commands (the last no longer wins silently)', async () => {
    const check = await run(['check', 'twice/crds.yaml']);
    const diff = await run(['crd-diff', 'base/crds.yaml', 'twice/crds.yaml']);
    const dup = (r: JsonReport): string[] => r.findings.filter((f) => f.ruleId === 'crd/duplicate').map((f) => `${f.severity} ${f.file}:${at(f)}`);
    expect(dup(check.report)).toEqual(['error twice/crds.yaml:25:9']);
    expect(dup(diff.report)).toEqual(dup(check.report));
    // The first definition is the one compared: unchanged from base, so nothing else.
    expect(diff.report.findings.filter((f) => f.ruleId !== 'crd/duplicate')).toEqual([]);
  });
});

describe('check --base and crd-diff --base give one answer on a removed CRD', () => {
  it('a CRD deleted from deploy/crds is crd-compat/crd-removed, an error, for both', async () => {
    const { createGitFixture } = await import('../../support/git-fixture.js');
    const fx = createGitFixture();
    try {
      const configMap = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  namespace: team\ndata:\n  k: v\n';
      fx.commit({ 'deploy/crds/widgets.yaml': crd(GOOD), 'tenants/a.yaml': configMap });
      fx.git(['checkout', '--quiet', '-b', 'pr']);
      fx.git(['rm', '--quiet', 'deploy/crds/widgets.yaml']);
      fx.git(['commit', '--quiet', '-m', 'remove the CRD']);
      const inRepo = async (argv: readonly string[]): Promise<{ code: number; removed: string[] }> => {
        const stdout = capture();
        const code = await main({ argv: [...argv, '--format', 'json'], stdout: stdout.stream, stderr: capture().stream, env: { PATH: process.env.PATH ?? '' }, cwd: fx.work });
        const report = JSON.parse(stdout.text()) as JsonReport;
        return { code, removed: report.findings.filter((f) => f.ruleId === 'crd-compat/crd-removed').map((f) => `${f.severity} ${f.line}:${f.column}`) };
      };
      const check = await inRepo(['check', 'tenants', '--base', 'main']);
      const diff = await inRepo(['crd-diff', '--base', 'main', 'tenants']);
      expect(check.removed).toEqual(['error 4:9']);
      expect(diff.removed).toEqual(check.removed);
      expect([check.code, diff.code]).toEqual([1, 1]);
    } finally {
      fx.cleanup();
    }
  });
});
