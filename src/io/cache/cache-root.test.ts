import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIdOfBundleText, bundleBuildId } from './cache-root.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'driftgate-cache-root-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const DIGEST = '0123456789abcdef'.repeat(4);

describe('the build that names the caches', () => {
  it('is read from the first line of dist/cli.cjs, beside the running module', () => {
    const dist = path.join(scratch, 'pkg', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'cli.cjs'), `/* driftgate build ${DIGEST} */\n"use strict";\n`);
    expect(bundleBuildId(pathToFileURL(path.join(dist, 'launch.cjs')).href)).toBe(DIGEST);
    // Sources (tests, tsx) have no build.
    expect(bundleBuildId(pathToFileURL(path.join(scratch, 'pkg', 'src', 'x.ts')).href)).toBeUndefined();
    // A bundle without the line, or none at all, names none.
    writeFileSync(path.join(dist, 'cli.cjs'), '"use strict";\n');
    expect(bundleBuildId(pathToFileURL(path.join(dist, 'launch.cjs')).href)).toBeUndefined();
    rmSync(path.join(dist, 'cli.cjs'));
    expect(bundleBuildId(pathToFileURL(path.join(dist, 'launch.cjs')).href)).toBeUndefined();
  });

  it('takes the line only whole: 64 lower-case hex digits, then the end of the comment and the line', () => {
    expect(buildIdOfBundleText(`/* driftgate build ${DIGEST} */\nrest`)).toBe(DIGEST);
    expect(buildIdOfBundleText(`/* driftgate build ${DIGEST.toUpperCase()} */\n`)).toBeUndefined();
    expect(buildIdOfBundleText(`/* driftgate build ${DIGEST.slice(1)} */\n`)).toBeUndefined();
    expect(buildIdOfBundleText(`\n/* driftgate build ${DIGEST} */\n`)).toBeUndefined();
  });

  it('the committed bundle names its build', () => {
    const head = readFileSync(path.join(repoRoot, 'dist', 'cli.cjs'), 'latin1').slice(0, 96);
    expect(bundleBuildId(pathToFileURL(path.join(repoRoot, 'dist', 'cli.cjs')).href)).toBe(buildIdOfBundleText(head));
    expect(buildIdOfBundleText(head)).toMatch(/^[0-9a-f]{64}$/);
  });
});
