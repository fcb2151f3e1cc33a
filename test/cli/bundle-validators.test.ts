import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultValidatorCache } from '../../src/core/schema/validator.js';
import { runCli } from './run-cli.js';
import { packFilesUnder } from '../support/cache-packs.js';

/**
 * Validators loaded as code print what compiled validators print (issue #29). The built bundle
 * (bin/driftgate.js → dist/, `npm run build`) loads the shipped CRD's and the config schema's
 * validators generated at build time, and a repository CRD's from the cache dir; the sources
 * (runCli) compile every schema with ajv. Every run here prints the same report byte for byte:
 * no cache, a cold cache, a warm cache, and a cache whose validator entries were damaged.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shippedCrd = readFileSync(path.join(repoRoot, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), 'utf8');
// A repository CRD that is not the shipped one (GPUs capped at 1): its validator comes from the cache dir.
const repositoryCrd = shippedCrd.replaceAll('minimum: 0\n                      description: NVIDIA GPUs', 'minimum: 0\n                      maximum: 1\n                      description: NVIDIA GPUs');

const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

function example(crd: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-bundle-validators-'));
  scratch.push(dir);
  mkdirSync(path.join(dir, '.git'));
  cpSync(path.join(repoRoot, 'examples/tenants-repo'), dir, { recursive: true });
  mkdirSync(path.join(dir, 'deploy/crds'), { recursive: true });
  writeFileSync(path.join(dir, 'deploy/crds/tenantonboardings.yaml'), crd);
  return dir;
}

function bundle(argv: readonly string[], cwd: string): string {
  try {
    return execFileSync(process.execPath, [path.join(repoRoot, 'bin/driftgate.js'), ...argv], { cwd, encoding: 'utf8', env: { ...process.env, HOME: cwd } });
  } catch (error) {
    const failed = error as { status?: number; stdout?: string };
    if (failed.status === 1 && typeof failed.stdout === 'string') return failed.stdout; // findings
    throw error;
  }
}

function validatorPacks(cacheDir: string): string[] {
  return packFilesUnder(path.join(cacheDir, 'validators-v1'));
}

describe('validators loaded as code print what compiled ones print', { timeout: 180_000 }, () => {
  beforeAll(() => {
    // The in-process runs below must compile, not reuse a validator an earlier run compiled.
    defaultValidatorCache.clear();
  });

  for (const [name, crd] of [
    ['the shipped CRD (generated at build time)', shippedCrd],
    ['a repository CRD (kept in the cache dir)', repositoryCrd],
  ] as const) {
    it(`${name}: no cache, cold, warm and damaged caches, and the sources agree`, async () => {
      const dir = example(crd);
      const cacheDir = path.join(dir, 'cache');
      const argv = ['check', 'tenants', 'broken', '--format', 'json'];
      const reference = await runCli([...argv, '--no-cache'], dir);
      defaultValidatorCache.clear();
      expect(reference.stdout).toContain('"schema/');
      const uncached = bundle([...argv, '--no-cache'], dir);
      const cold = bundle([...argv, '--cache-dir', cacheDir], dir);
      const packs = validatorPacks(cacheDir);
      const warm = bundle([...argv, '--cache-dir', cacheDir], dir);
      for (const [what, out] of [['no cache', uncached], ['cold', cold], ['warm', warm]]) expect({ what, out }).toEqual({ what, out: reference.stdout });
      if (crd === shippedCrd) {
        expect(packs, 'the shipped CRD needs no cached validator').toEqual([]);
        return;
      }
      expect(packs.length).toBeGreaterThan(0);
      // Damaged packs (the code altered under an intact length, or cut short) are not trusted:
      // the run compiles again, prints the same, and writes the entry anew in a pack of its own.
      const damages: [string, (bytes: Buffer) => Buffer][] = [
        ['altered', (bytes) => Buffer.from(bytes.toString('latin1').replace('return', 'retune'), 'latin1')],
        ['cut short', (bytes) => bytes.subarray(0, 40)],
      ];
      for (const [how, damage] of damages) {
        const before = validatorPacks(cacheDir);
        for (const e of before) {
          const bytes = readFileSync(e);
          const damaged = damage(bytes);
          expect(damaged.equals(bytes), how).toBe(false);
          writeFileSync(e, damaged);
        }
        const damaged = bundle([...argv, '--cache-dir', cacheDir], dir);
        expect({ how, damaged }).toEqual({ how, damaged: reference.stdout });
        const after = validatorPacks(cacheDir);
        expect(after.filter((e) => !before.includes(e)), how).toHaveLength(1);
        for (const e of before) rmSync(e);
      }
    });
  }
});
