import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationPart } from '../../src/cli/launch.js';
import { bundleBuildId } from '../../src/io/cache/cache-root.js';
import { ensureNode24 } from '../integration/action/node24.js';

/**
 * The committed CLI (bin/driftgate.js → dist/launch.cjs → dist/cli.cjs) keeps its compiled code
 * between runs (ADR 0014): a file per build, location, command and Node version under
 * $XDG_CACHE_HOME/driftgate/code-v1, which the next run's V8 takes as it is: the heap's flags are
 * set before the bundle is compiled, so a run does not refuse the file the run before it wrote.
 * On Node 20 (our machines) and Node 24 (GitHub's runners) alike: Node 24's own compile cache
 * keeps only what was compiled before the bundle ran (ADR 0014, addendum).
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cacheHome = mkdtempSync(path.join(tmpdir(), 'driftgate-launch-bundle-'));
afterAll(() => rmSync(cacheHome, { recursive: true, force: true }));

/** The Node the CLI runs under in a test: this one (Node 20 here), or Node 24 (installed on first use, as the Action's end-to-end test does). */
let node = process.execPath;

function cli(args: readonly string[], env: Record<string, string> = {}): { status: number | null; stdout: string } {
  const r = spawnSync(node, [path.join(repoRoot, 'bin/driftgate.js'), ...args], { cwd: repoRoot, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: cacheHome, XDG_CACHE_HOME: cacheHome, ...env } });
  return { status: r.status, stdout: r.stdout };
}

/** `node --version` of the Node a test runs the CLI under, without the leading v. */
const nodeVersion = (): string => spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim().replace(/^v/, '');

const codeDir = path.join(cacheHome, 'driftgate', 'code-v1');
const files = (): string[] => {
  try {
    return readdirSync(codeDir).sort();
  } catch {
    return [];
  }
};

describe.each([
  ['this Node', () => process.execPath],
  ['Node 24, the runtime of GitHub\'s runners', ensureNode24],
])('the CLI keeps V8 code cache of its bundle on %s', { timeout: 180_000 }, (_name, runtime) => {
  beforeAll(() => {
    node = runtime();
    rmSync(codeDir, { recursive: true, force: true });
  });

  it('a first run writes the file of its build and command; the next takes it without writing it again', () => {
    const build = bundleBuildId(pathToFileURL(path.join(repoRoot, 'dist/cli.cjs')).href)!;
    const first = cli(['check', 'examples/tenants-repo', '--no-cache']);
    expect(first.status).toBe(0);
    expect(files()).toEqual([`${build.slice(0, 32)}-${locationPart(path.join(repoRoot, 'dist/cli.cjs'))}-check-node${nodeVersion()}-${process.arch}.bin`]);
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
