import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseFlags } from './args.js';
import { useColour } from './colour.js';
import { UsageError } from './command.js';
import { jsonLogger, logLevelFrom } from './logging.js';
import { runMain, type MainRun } from './run-main.js';
import { didYouMean } from './suggest.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const run = (argv: string[], env: Record<string, string> = {}, cwd = repoRoot): Promise<MainRun> => runMain(argv, { env, cwd });

/** A repository with `count` tenants, each with a wrong type and an unknown field. */
function manyFindings(count: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-many-'));
  mkdirSync(path.join(dir, '.git'));
  const docs = Array.from({ length: count }, (_, i) =>
    `apiVersion: platform.example.com/v1alpha1\nkind: TenantOnboarding\nmetadata:\n  name: t${i}\n  namespace: tenants\nspec:\n  namespace: ns-${i}\n  resourceQuota: {cpu: "1", memory: 1Gi, gpuCount: "four"}\n  access: {adminGroups: [g]}\n  extra: 1\n`,
  );
  writeFileSync(path.join(dir, 'tenants.yaml'), docs.join('---\n'));
  return dir;
}

describe('did you mean', () => {
  it('suggests the closest command or flag for a typo, and nothing for noise', () => {
    const commands = ['check', 'crd-diff', 'operator', 'agent', 'diff', 'policy'];
    expect(didYouMean('chek', commands)).toBe('check');
    expect(didYouMean('ckeck', commands)).toBe('check');
    expect(didYouMean('crddiff', commands)).toBe('crd-diff');
    expect(didYouMean('opertor', commands)).toBe('operator');
    expect(didYouMean('kubernetes', commands)).toBeUndefined();
    expect(didYouMean('formt', ['format', 'fail-on', 'output'])).toBe('format');
    expect(didYouMean('fail', ['format', 'fail-on', 'output'])).toBe('fail-on');
  });

  it('driftgate chek suggests check, with exit code 2', async () => {
    const r = await run(['chek', '.']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown command "chek"');
    expect(r.stderr).toMatch(/Did you mean this\?\n\tdriftgate check\n/);
    expect((await run(['help', 'crd-dif'])).stderr).toContain('driftgate crd-diff');
  });

  it('--formt suggests --format, in a sentence of ours rather than parseArgs text', async () => {
    const r = await run(['check', '--formt', 'json', 'examples/tenants-repo/tenants']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^driftgate check: unknown flag --formt; did you mean --format\?\n/);
    expect(r.stderr).not.toMatch(/Unknown option|To specify a positional argument/);
  });

  it('reports missing values, values on booleans and unknown short flags plainly', () => {
    const spec = { format: { type: 'string', short: 'o' }, strict: { type: 'boolean' } } as const;
    expect(() => parseFlags(['--format'], spec)).toThrow(/^flag --format needs a value$/);
    expect(() => parseFlags(['--format', '--strict'], spec)).toThrow(/needs a value, but the next argument is the flag --strict/);
    expect(() => parseFlags(['--strict=yes'], spec)).toThrow(/flag --strict takes no value/);
    expect(() => parseFlags(['-x'], spec)).toThrow(/unknown flag -x \(short flags: -o = --format\)/);
    expect(parseFlags(['-o', 'json', '--format=sarif', 'a'], spec).positionals).toEqual(['a']);
    expect(() => parseFlags(['--bogus'], spec)).toThrow(UsageError);
  });
});

describe('short flags', () => {
  it('-o chooses the output format and -f names files, as in kubectl', async () => {
    const r = await run(['check', '-o', 'json', '-f', 'examples/tenants-repo/broken/wrong-types.yaml']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { findings: { file: string }[] };
    expect(new Set(report.findings.map((f) => f.file))).toEqual(new Set(['examples/tenants-repo/broken/wrong-types.yaml']));
  });
});

describe('colour', () => {
  it('follows --color, then FORCE_COLOR, NO_COLOR and TERM=dumb, then the terminal', () => {
    expect(useColour({ flag: 'always', env: { NO_COLOR: '1' }, isTTY: false })).toBe(true);
    expect(useColour({ flag: 'never', env: { FORCE_COLOR: '1' }, isTTY: true })).toBe(false);
    expect(useColour({ flag: undefined, env: { FORCE_COLOR: '1' }, isTTY: false })).toBe(true);
    expect(useColour({ flag: 'auto', env: { FORCE_COLOR: '0' }, isTTY: true })).toBe(false);
    expect(useColour({ flag: undefined, env: { NO_COLOR: '1' }, isTTY: true })).toBe(false);
    expect(useColour({ flag: undefined, env: { NO_COLOR: '' }, isTTY: true })).toBe(true);
    expect(useColour({ flag: undefined, env: { TERM: 'dumb' }, isTTY: true })).toBe(false);
    expect(useColour({ flag: undefined, env: {}, isTTY: false })).toBe(false);
    expect(() => useColour({ flag: 'sometimes', env: {}, isTTY: true })).toThrow(/--color must be one of auto, always, never/);
  });

  it('colours check output with --color always even through a pipe, and never with NO_COLOR', async () => {
    const args = ['check', 'examples/tenants-repo/broken/wrong-types.yaml'];
    expect((await run([...args, '--color', 'always'])).stdout).toContain('\u001b[31m');
    expect((await run(args, { FORCE_COLOR: '1' })).stdout).toContain('\u001b[31m');
    expect((await run(args, { FORCE_COLOR: '1', NO_COLOR: '1' })).stdout).toContain('\u001b[31m');
    expect((await run([...args, '--color', 'auto'], { NO_COLOR: '1' })).stdout).not.toContain('\u001b[');
  });
});

describe('many findings', () => {
  it('prints each repeated hint once and ends with a per-rule rollup', async () => {
    const dir = manyFindings(250);
    const r = await run(['check', '--crd', path.join(repoRoot, 'deploy/crds'), '.'], {}, dir);
    expect(r.code).toBe(1);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.filter((l) => /^ {2}\d+:\d+ +error /.test(l)).length).toBe(500);
    expect(lines.filter((l) => l.trimStart().startsWith('hint:')).length).toBeLessThanOrEqual(2);
    expect(lines.length).toBeLessThan(520);
    expect(r.stdout).toMatch(/Findings by rule:\n {2}250 {2}error {4}schema\/type {2}\(1 file\)\n {2}250 {2}error {4}schema\/unknown-field {2}\(1 file\)\n/);
    expect(lines.at(-1)).toBe('500 errors, 0 warnings, 0 info');
  });
});

describe('a closed pipe', () => {
  it('`driftgate check … | head -1` ends quietly with the exit code of the run', async () => {
    const dir = manyFindings(400);
    const child = spawn(process.execPath, ['--import', pathToFileURL(path.join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href, path.join(repoRoot, 'src/cli/bin.ts'), 'check', '--crd', path.join(repoRoot, 'deploy/crds'), '.'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    // Like head -1: read the first chunk, then close the reading end.
    const closed = new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    const first = await Promise.race([new Promise<string>((resolve) => child.stdout.once('data', (d: Buffer) => resolve(d.toString('utf8')))), closed.then(() => '')]);
    child.stdout.destroy();
    const code = await closed;
    expect(first).toContain('tenants.yaml');
    expect(stderr).not.toMatch(/EPIPE|Unhandled|\n\s+at /);
    expect(code).toBe(1);
  }, 60_000);
});

describe('log levels', () => {
  it('takes --log-level over the environment, and refuses unknown levels', () => {
    expect(logLevelFrom(undefined, { name: 'DRIFTGATE_LOG_LEVEL', value: undefined })).toBe('info');
    expect(logLevelFrom(undefined, { name: 'DRIFTGATE_LOG_LEVEL', value: 'debug' })).toBe('debug');
    expect(logLevelFrom('warn', { name: 'DRIFTGATE_LOG_LEVEL', value: 'debug' })).toBe('warn');
    expect(() => logLevelFrom('loud', undefined)).toThrow(/--log-level must be one of debug, info, warn, error/);
    expect(() => logLevelFrom(undefined, { name: 'DRIFTGATE_LOG_LEVEL', value: '30' })).toThrow(/DRIFTGATE_LOG_LEVEL/);
  });

  it('writes JSON lines with string levels and ISO times, as the agent and the operator log', async () => {
    const sink = new PassThrough();
    let text = '';
    sink.on('data', (d: Buffer) => (text += d.toString('utf8')));
    const log = jsonLogger({ level: 'info', component: 'driftgate-operator', destination: sink });
    log.debug('hidden');
    log.info({ key: 'tenants/a' }, 'reconciled');
    log.warn('slow');
    await new Promise((r) => setImmediate(r));
    const lines = text.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([['info', 'reconciled'], ['warn', 'slow']]);
    expect(lines[0]).toMatchObject({ component: 'driftgate-operator', key: 'tenants/a' });
    expect(String(lines[0]?.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
