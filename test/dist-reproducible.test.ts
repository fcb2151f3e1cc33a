// dist/ is committed (GitHub runs `uses: owner/driftgate@v1` from the repository as-is,
// and bin/driftgate.js loads dist/launch.cjs, which runs dist/cli.cjs). This fails when the committed files are not
// exactly what `npm run build` produces from the committed sources: rebuild and commit.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildIdOfBundleText } from '../src/io/cache/cache-root.js';
import { REPO_ROOT } from './support/control-plane.js';

const fresh = mkdtempSync(path.join(os.tmpdir(), 'driftgate-dist-'));

afterAll(() => rmSync(fresh, { recursive: true, force: true }));

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

it('dist/ is byte-for-byte what `npm run build` produces', () => {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'build.mjs'), fresh], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  const committed = path.join(REPO_ROOT, 'dist');
  const expected = listFiles(fresh);
  expect(expected).toContain('index.js');
  expect(expected).toContain('cli.cjs');
  expect(expected).toContain('launch.cjs');
  expect(listFiles(committed), 'dist/ has missing or extra files: run `npm run build` and commit dist/').toEqual(expected);
  const stale = expected.filter((file) => !readFileSync(path.join(fresh, file)).equals(readFileSync(path.join(committed, file))));
  expect(stale, 'these dist/ files differ from a fresh build: run `npm run build` and commit dist/').toEqual([]);
}, 180_000);

it('dist/cli.cjs is ASCII and names its build on its first line: its SHA-256 with that digest zeroed', () => {
  const bundle = readFileSync(path.join(REPO_ROOT, 'dist', 'cli.cjs'));
  // The launcher reads it as Latin-1 (src/cli/launch.ts): a byte over 0x7f would change the program.
  expect(bundle.findIndex((byte) => byte > 0x7f)).toBe(-1);
  const text = bundle.toString('latin1');
  // Read as the launcher and the caches read it (src/io/cache/cache-root.ts).
  const build = buildIdOfBundleText(text);
  expect(build, 'the build line').toBeDefined();
  expect(text.startsWith(`/* driftgate build ${build} */\n"use strict";`), 'the strict-mode directive right after the build line').toBe(true);
  const zeroed = text.replace(build!, '0'.repeat(64));
  expect(createHash('sha256').update(zeroed, 'latin1').digest('hex')).toBe(build);
});
