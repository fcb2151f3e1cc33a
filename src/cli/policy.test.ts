import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { policyCommand } from './policy.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const sink = (append: (s: string) => void): Writable =>
    new Writable({
      write(chunk, _enc, done) {
        append(String(chunk));
        done();
      },
    });
  const code = await policyCommand.run({
    argv,
    stdout: sink((s) => (out += s)),
    stderr: sink((s) => (err += s)),
    env: {},
    cwd: ROOT,
  });
  return { code, out, err };
}

describe('driftgate policy test', () => {
  it('exits 0 when every expectation holds', async () => {
    const r = await run('test', 'src/cli/testdata/policy/good');
    expect(r.out).toContain('PASS small-gpu');
    expect(r.out).toContain('1 test, 1 case: 1 passed, 0 failed');
    expect(r.code).toBe(0);
  });
  it('exits 1 and points at the failing expectation', async () => {
    const r = await run('test', 'src/cli/testdata/policy/failing');
    expect(r.code).toBe(1);
    expect(r.out).toContain('FAIL small-gpu');
    expect(r.out).toContain('src/cli/testdata/policy/failing/tests.yaml:12:7 TenantOnboarding big');
    expect(r.out).toContain('expected allowed, driftgate says denied');
  });
  it('exits 2 on a malformed policy, with its line and column', async () => {
    const r = await run('test', 'src/cli/testdata/policy/broken');
    expect(r.code).toBe(2);
    expect(r.out).toContain('src/cli/testdata/policy/broken/pack.yaml');
    expect(r.out).toContain('policy-pack/cel-syntax');
  });
  it('runs the default pack', async () => {
    const r = await run('test', '--format', 'json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as { tests: { passed: boolean }[] };
    expect(report.tests.length).toBeGreaterThanOrEqual(8);
    expect(report.tests.every((t) => t.passed)).toBe(true);
  });
  it('rejects an unknown subcommand', async () => {
    await expect(run('lint')).rejects.toThrow(/unknown subcommand/);
  });
});
