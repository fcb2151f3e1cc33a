// What `driftgate crd-diff` loads (issue #29: nothing is loaded that a run does not need): a
// child process runs the CLI from source with a module hook that records every URL it loads.
// CRDs without CEL rules load neither CEL (@bufbuild/cel, protobuf) nor Ajv nor the check
// engine; CRDs with CEL rules load CEL and still get their CEL findings (schema/engines.ts and
// schema/engine-slots.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cases = path.join(repoRoot, 'test/crd-compat/cases');

const HEAVY = {
  cel: /\/node_modules\/@bufbuild\/cel\//,
  protobuf: /\/node_modules\/@bufbuild\/protobuf\//,
  ajv: /\/node_modules\/ajv\//,
  'check engine': /\/src\/core\/(check\/check|repository\/check-tree)\.ts$/,
} as const;

function hookDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-loading-'));
  writeFileSync(path.join(dir, 'hooks.mjs'), "import { appendFileSync } from 'node:fs';\nexport async function load(url, context, next) {\n  appendFileSync(process.env.DRIFTGATE_LOADED, url + '\\n');\n  return next(url, context);\n}\n");
  writeFileSync(path.join(dir, 'register.mjs'), "import { register } from 'node:module';\nregister(new URL('./hooks.mjs', import.meta.url));\n");
  return dir;
}

/** crd-diff of one golden case's base and head, JSON; the URLs its process loaded. */
async function crdDiff(name: string): Promise<{ code: number | null; findings: { ruleId: string }[]; loaded: string[] }> {
  const dir = hookDir();
  const record = path.join(dir, 'loaded.txt');
  writeFileSync(record, '');
  const child = spawn(
    process.execPath,
    [
      '--import',
      pathToFileURL(path.join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href,
      '--import',
      pathToFileURL(path.join(dir, 'register.mjs')).href,
      path.join(repoRoot, 'src/cli/bin.ts'),
      'crd-diff',
      path.join(cases, name, 'base.yaml'),
      path.join(cases, name, 'head.yaml'),
      '--format',
      'json',
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: '', DRIFTGATE_LOADED: record } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(stderr).toBe('');
  const report = JSON.parse(stdout) as { findings: { ruleId: string }[] };
  return { code, findings: report.findings, loaded: readFileSync(record, 'utf8').split('\n').filter(Boolean) };
}

const loadedOf = (urls: readonly string[]): string[] => Object.entries(HEAVY).flatMap(([what, re]) => (urls.some((u) => re.test(u)) ? [what] : []));

describe('what crd-diff loads', () => {
  it('CRDs without CEL rules: no CEL, protobuf, Ajv or check engine', async () => {
    const cel = readFileSync(path.join(cases, 'bound-tightened--flagged/base.yaml'), 'utf8') + readFileSync(path.join(cases, 'bound-tightened--flagged/head.yaml'), 'utf8');
    expect(cel).not.toContain('x-kubernetes-validations');
    const run = await crdDiff('bound-tightened--flagged');
    expect(run.code).toBe(1);
    expect(run.findings.map((f) => f.ruleId)).toContain('crd-compat/bound-tightened');
    expect(run.loaded.some((u) => u.endsWith('/src/core/crd-compat/compare.ts'))).toBe(true);
    expect(loadedOf(run.loaded)).toEqual([]);
  }, 60_000);

  it('CRDs with CEL rules: CEL is loaded and its findings are reported', async () => {
    const run = await crdDiff('cel-rule-added--flagged');
    expect(run.code).toBe(1);
    expect(run.findings.map((f) => f.ruleId)).toContain('crd-compat/cel-rule-added');
    expect(loadedOf(run.loaded)).toContain('cel');
    expect(loadedOf(run.loaded)).not.toContain('check engine');
  }, 60_000);
});
