import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import nodeModule from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { locationPart } from '../../src/cli/launch.js';
import { bundleBuildId } from '../../src/io/cache/cache-root.js';

/**
 * The committed CLI (bin/driftgate.js → dist/launch.cjs → dist/cli.cjs) keeps its compiled code
 * between runs (ADR 0014). On Node 20 that is a file per build, location and command under
 * $XDG_CACHE_HOME/driftgate/code-v1, which the next run's V8 takes as it is: the heap's flags are
 * set before the bundle is compiled, so a run does not refuse the file the run before it wrote.
 * Node 22.1 and later keep the code themselves, and no such file is made.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cacheHome = mkdtempSync(path.join(tmpdir(), 'driftgate-launch-bundle-'));
afterAll(() => rmSync(cacheHome, { recursive: true, force: true }));
const nodeKeepsCode = typeof (nodeModule as { enableCompileCache?: unknown }).enableCompileCache === 'function';

function cli(args: readonly string[], env: Record<string, string> = {}): { status: number | null; stdout: string } {
  const r = spawnSync(process.execPath, [path.join(repoRoot, 'bin/driftgate.js'), ...args], { cwd: repoRoot, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: cacheHome, XDG_CACHE_HOME: cacheHome, ...env } });
  return { status: r.status, stdout: r.stdout };
}

const codeDir = path.join(cacheHome, 'driftgate', 'code-v1');
const files = (): string[] => {
  try {
    return readdirSync(codeDir).sort();
  } catch {
    return [];
  }
};

describe.skipIf(nodeKeepsCode)('the CLI keeps V8 code cache of its bundle on Node 20', { timeout: 60_000 }, () => {
  it('a first run writes the file of its build and command; the next takes it without writing it again', () => {
    const build = bundleBuildId(pathToFileURL(path.join(repoRoot, 'dist/cli.cjs')).href)!;
    const first = cli(['check', 'examples/tenants-repo', '--no-cache']);
    expect(first.status).toBe(0);
    expect(files()).toEqual([`${build.slice(0, 32)}-${locationPart(path.join(repoRoot, 'dist/cli.cjs'))}-check-node${process.versions.node}-${process.arch}.bin`]);
    const file = path.join(codeDir, files()[0]!);
    const written = readFileSync(file);
    const { mtimeMs } = statSync(file);

    const second = cli(['check', 'examples/tenants-repo', '--no-cache']);
    expect(second).toEqual(first);
    // V8 took the file: a refused one would have been written again at the end of the run.
    expect(statSync(file).mtimeMs).toBe(mtimeMs);
    expect(readFileSync(file).equals(written)).toBe(true);

    expect(cli(['--version']).status).toBe(0);
    expect(files()).toHaveLength(2);
  });

  it('NODE_DISABLE_COMPILE_CACHE, the switch of Node\'s own cache, turns it off', () => {
    const before = files();
    expect(cli(['crd-diff', '--help'], { NODE_DISABLE_COMPILE_CACHE: '1' }).status).toBe(0);
    expect(files()).toEqual(before);
  });
});
