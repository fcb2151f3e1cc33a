// `driftgate crd-diff --lint`: the API-convention lints through the CLI, ratcheted (only
// violations new at HEAD). `check` reporting them as warnings is tested in src/core/crd-compat/lint.test.ts.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { specCrd, toYaml } from '../../src/core/crd-compat/testing.js';

const dir = mkdtempSync(path.join(tmpdir(), 'crd-lint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (file: string, text: string): string => {
  const at = path.join(dir, file);
  mkdirSync(path.dirname(at), { recursive: true });
  writeFileSync(at, text);
  return at;
};

const base = write('base.yaml', toYaml([specCrd({ type: 'object', properties: { hosts: { type: 'array', items: { type: 'string' } } } })]));
const head = write('head.yaml', toYaml([specCrd({ type: 'object', properties: { hosts: { type: 'array', items: { type: 'string' } }, targets: { type: 'object', additionalProperties: { type: 'object', properties: { port: { type: 'integer' } } } } } })]));

type Json = { findings: Array<{ ruleId: string; severity: string; line: number }> };

describe('crd-diff --lint', () => {
  it('without --lint the lints do not run', async () => {
    const r = await runCli(['crd-diff', base, head, '--format', 'json'], dir);
    expect((JSON.parse(r.stdout) as Json).findings.filter((f) => f.ruleId.includes('lint-'))).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('with --lint only the violation new at HEAD fails (the array without a list type was there before)', async () => {
    const r = await runCli(['crd-diff', base, head, '--lint', '--format', 'json'], dir);
    const lints = (JSON.parse(r.stdout) as Json).findings.filter((f) => f.ruleId.includes('lint-'));
    expect(lints.map((f) => [f.ruleId, f.severity])).toEqual([['crd-compat/lint-no-maps-of-structs', 'error']]);
    expect(lints[0]?.line).toBeGreaterThan(0);
    expect(r.code).toBe(1);
  });
});
