// dist/ is committed (GitHub runs `uses: owner/driftgate@v1` from the repository as-is,
// and bin/driftgate.js loads dist/cli.js). This fails when the committed files are not
// exactly what `npm run build` produces from the committed sources: rebuild and commit.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
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
  expect(expected).toContain('cli.js');
  expect(listFiles(committed), 'dist/ has missing or extra files: run `npm run build` and commit dist/').toEqual(expected);
  const stale = expected.filter((file) => !readFileSync(path.join(fresh, file)).equals(readFileSync(path.join(committed, file))));
  expect(stale, 'these dist/ files differ from a fresh build: run `npm run build` and commit dist/').toEqual([]);
}, 180_000);
