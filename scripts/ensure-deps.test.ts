import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { dependenciesStale } from './ensure-deps.mjs';

const stale = dependenciesStale as (root: string) => string | undefined;

function project(lock: Record<string, { version: string; optional?: boolean }>, installed?: Record<string, { version: string }>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'driftgate-deps-'));
  writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify({ lockfileVersion: 3, packages: { '': { name: 'x' }, ...lock } }));
  if (installed) {
    mkdirSync(path.join(root, 'node_modules'));
    writeFileSync(path.join(root, 'node_modules', '.package-lock.json'), JSON.stringify({ lockfileVersion: 3, packages: installed }));
  }
  return root;
}

/** Makes package-lock.json newer than node_modules, as a `git pull` that changed it does. */
function touchLock(root: string): void {
  const later = new Date(Date.now() + 60_000);
  utimesSync(path.join(root, 'package-lock.json'), later, later);
}

describe('npm test and npm run demo install what they need first', () => {
  it('installs on a fresh clone and when node_modules was not installed by npm', () => {
    expect(stale(project({ 'node_modules/a': { version: '1.0.0' } }))).toBe('node_modules is missing');
    const root = project({ 'node_modules/a': { version: '1.0.0' } });
    mkdirSync(path.join(root, 'node_modules'));
    expect(stale(root)).toMatch(/not installed by npm/);
  });

  it('installs when the lock file names a version node_modules does not have, and not otherwise', () => {
    const current = project({ 'node_modules/a': { version: '1.0.0' }, 'node_modules/b': { version: '2.0.0', optional: true } }, { 'node_modules/a': { version: '1.0.0' } });
    touchLock(current);
    expect(stale(current)).toBeUndefined();
    const behind = project({ 'node_modules/a': { version: '1.1.0' } }, { 'node_modules/a': { version: '1.0.0' } });
    touchLock(behind);
    expect(stale(behind)).toMatch(/^a 1\.1\.0 is not installed/);
  });
});
