import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitFixture, type GitFixture } from '../../test/support/git-fixture.js';
import { runCli } from '../../test/cli/run-cli.js';
import { packFilesUnder } from '../../test/support/cache-packs.js';

/**
 * The caches (`check --cache-dir`: parse results and per-object verdicts) change nothing but
 * speed: on a real git repository whose history edits, renames and deletes tenants and changes
 * the CRD and the policy pack, every run with a cold cache, a warm cache and a damaged cache
 * prints what a run without a cache prints.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CRD = readFileSync(path.join(repoRoot, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), 'utf8');

const tenant = (name: string, gpus: number, egress = 'kube-system'): string => `apiVersion: platform.example.com/v1
kind: TenantOnboarding
metadata:
  name: ${name}
  namespace: tenants
spec:
  namespace: ${name}
  quota: {cpu: "2", memory: 4Gi, gpuCount: ${gpus}}
  networkPolicy:
    allowEgressTo: [${egress}]
  access:
    adminGroups: [${name}-admins]
`;

/** The shipped policy pack's files (driftgate.yaml and admission/), by their path in a repository. */
function packFiles(): [string, string][] {
  const admission = readdirSync(path.join(repoRoot, 'policies/admission')).filter((f) => f.endsWith('.yaml'));
  return [['policies/driftgate.yaml', readFileSync(path.join(repoRoot, 'policies/driftgate.yaml'), 'utf8')], ...admission.map((f): [string, string] => [`policies/admission/${f}`, readFileSync(path.join(repoRoot, 'policies/admission', f), 'utf8')])];
}

/** Over 64 KiB: parsed in batches, and located from the cache on a warm run. */
const manyConfigMaps = Array.from({ length: 1_200 }, (_, i) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c${i}\n  namespace: tenants\ndata:\n  country: ${i === 1_100 ? 'NO' : 'SE'}\n`).join('---\n');

/** Entries in the cache's packs (a pack's entry count is the u32 after its 8-byte magic). */
function cacheEntries(dir: string): number {
  return packFilesUnder(dir).reduce((n, pack) => n + readFileSync(pack).readUInt32BE(8), 0);
}

describe('check --cache-dir gives the findings of an uncached run', { timeout: 120_000 }, () => {
  let fx: GitFixture;
  const cacheDirs: string[] = [];
  const revisions: Record<string, string> = {};
  beforeAll(() => {
    fx = createGitFixture();
    revisions.first = fx.commit({
      'deploy/crds/tenants.yaml': CRD,
      'tenants/a.yaml': tenant('a', 1),
      'tenants/b.yaml': tenant('b', -1),
      'tenants/c.yaml': tenant('c', 2, 'nowhere'),
      'config/many.yaml': manyConfigMaps,
    });
    revisions.edited = fx.commit({ 'tenants/a.yaml': tenant('a', -3), 'config/many.yaml': manyConfigMaps.replace('country: SE', 'country: yes') });
    fx.git(['mv', 'tenants/c.yaml', 'tenants/renamed-c.yaml']);
    revisions.renamedAndDeleted = fx.commit({ 'tenants/b.yaml': null });
    // The CRD now caps GPUs at 1: an unchanged file (renamed-c, 2 GPUs) becomes invalid.
    revisions.crdChanged = fx.commit({ 'deploy/crds/tenants.yaml': CRD.replaceAll('minimum: 0\n                      description: NVIDIA GPUs', 'minimum: 0\n                      maximum: 1\n                      description: NVIDIA GPUs') });
    // The repository's own pack, the shipped one with tenant a's namespace reserved: an
    // admission verdict on an unchanged file (tenants/a.yaml) changes.
    revisions.packChanged = fx.commit(Object.fromEntries(packFiles().map(([rel, text]) => [rel, rel.endsWith('params.yaml') ? text.replace('    default,\n', '    a, default,\n') : text])));
  });
  afterAll(() => {
    fx.cleanup();
    cacheDirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  let shared: string | undefined;
  const sharedCacheDir = (): string => {
    if (shared === undefined) {
      shared = mkdtempSync(path.join(tmpdir(), 'driftgate-check-cache-'));
      cacheDirs.push(shared);
    }
    return shared;
  };

  const runs: [string, string[]][] = [
    ['the whole tree', ['check', '.', '--format', 'json']],
    // A named file: reported alone, the other files judged from their kept facts (ADR 0015).
    ['one named file', ['check', 'tenants/a.yaml', '--format', 'json']],
    ['--base first (edits, rename, deletion, CRD change)', ['check', '.', '--base', 'REV:first', '--format', 'json']],
    ['--base edited', ['check', '.', '--base', 'REV:edited', '--format', 'json']],
    ['--base renamedAndDeleted', ['check', 'tenants', '--base', 'REV:renamedAndDeleted', '--format', 'json']],
  ];

  for (const checkout of ['first', 'edited', 'renamedAndDeleted', 'crdChanged', 'packChanged']) {
    it(`at ${checkout}: cold and warm caches print what no cache prints`, async () => {
      fx.git(['checkout', '--quiet', '--force', revisions[checkout] ?? '']);
      // One cache folder across the checkouts, in history order: what an earlier revision left
      // there must not leak into this one's verdicts.
      const cacheDir = sharedCacheDir();
      for (const [what, template] of runs) {
        const argv = template.map((a) => (a.startsWith('REV:') ? revisions[a.slice(4)] ?? '' : a));
        if (argv.includes('--base') && argv[argv.indexOf('--base') + 1] === revisions[checkout]) continue;
        const uncached = await runCli([...argv, '--no-cache'], fx.work);
        expect(uncached.stderr, what).toBe('');
        const cold = await runCli([...argv, '--cache-dir', cacheDir], fx.work);
        const written = cacheEntries(cacheDir);
        const warm = await runCli([...argv, '--cache-dir', cacheDir], fx.work);
        expect(cacheEntries(cacheDir), `${what}: a warm run parses nothing new`).toBe(written);
        for (const cached of [cold, warm]) expect({ what, code: cached.code, stdout: cached.stdout }).toEqual({ what, code: uncached.code, stdout: uncached.stdout });
        // Every run reports something (tenants/a.yaml has nothing to report before it is edited).
        if (what !== 'one named file' || checkout !== 'first') expect(uncached.stdout, what).toContain('"ruleId"');
      }
      expect(cacheEntries(cacheDir)).toBeGreaterThan(4);
      if (checkout === 'packChanged') {
        const whole = await runCli(['check', '.', '--format', 'json', '--cache-dir', cacheDir], fx.work);
        expect(whole.stdout).toMatch(/"ruleId": ?"vap\/tenant-namespace-reserved",[^}]*"file": ?"tenants\/a\.yaml"/);
      }
      if (checkout === 'crdChanged') {
        // The CRD change, not a file change, makes the renamed tenant (2 GPUs) invalid: cached parses still meet the new schema.
        const whole = await runCli(['check', '.', '--format', 'json', '--cache-dir', cacheDir], fx.work);
        expect(whole.stdout).toMatch(/"ruleId": ?"schema\/[a-z-]+",[^}]*"file": ?"tenants\/renamed-c\.yaml"/);
      }
    });
  }

  it('a damaged entry is a miss, not a wrong answer', async () => {
    fx.git(['checkout', '--quiet', '--force', revisions.edited ?? '']);
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'driftgate-check-cache-'));
    cacheDirs.push(cacheDir);
    const argv = ['check', '.', '--format', 'json'];
    await runCli([...argv, '--cache-dir', cacheDir], fx.work);
    // One byte of each payload changed, the index intact: only the payloads' checksums tell.
    for (const pack of packFilesUnder(cacheDir)) {
      const bytes = readFileSync(pack);
      const entries = bytes.readUInt32BE(8);
      for (let i = 0; i < entries; i++) {
        const at = 12 + i * 72;
        const offset = bytes.readUInt32BE(at + 32);
        const length = bytes.readUInt32BE(at + 36);
        const target = offset + Math.floor(length / 2);
        bytes[target] = bytes[target]! ^ 1;
      }
      writeFileSync(pack, bytes);
    }
    const uncached = await runCli([...argv, '--no-cache'], fx.work);
    const damaged = await runCli([...argv, '--cache-dir', cacheDir], fx.work);
    expect(damaged.stdout).toBe(uncached.stdout);
    expect(uncached.stdout).toContain('schema/');
  });

  it('--cache-dir and --no-cache together are a usage error', async () => {
    const r = await runCli(['check', '.', '--no-cache', '--cache-dir', 'x'], fx.work);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--cache-dir and --no-cache');
  });
});
