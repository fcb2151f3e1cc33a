import { describe, expect, it } from 'vitest';
import { chartVersion, EMPTY_LOCK, parseLock, renderLock, sha256Hex, upsertEntries, type LockEntry } from './lockfile.js';
import { planAdd } from './plan.js';
import { verifyCatalog } from './verify.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const entry = (name: string, text: string, ref = 'v1.0.0'): LockEntry => ({ name, file: `${name}.yaml`, sha256: sha256Hex(enc(text)), versions: ['v1'], source: { type: 'git', url: 'https://example.com/p.git', ref, commit: 'a'.repeat(40), path: `crds/${name}.yaml` } });

describe('lockfile', () => {
  it('round-trips, sorted by name, byte-stable', () => {
    const lock = { lockVersion: 1, crds: [entry('b.example.io', 'b'), entry('a.example.io', 'a')] };
    const text = renderLock(lock);
    const parsed = parseLock(text, 'crds/catalog/driftgate-crds.lock.json');
    expect(parsed.findings).toEqual([]);
    expect(parsed.lock?.crds.map((e) => e.name)).toEqual(['a.example.io', 'b.example.io']);
    expect(renderLock(parsed.lock ?? EMPTY_LOCK)).toBe(text);
  });

  it('reports a bad entry at its line and column and returns no lock', () => {
    const text = renderLock({ lockVersion: 1, crds: [entry('a.example.io', 'a')] }).replace(/"sha256": "[0-9a-f]+"/, '"sha256": "nope"');
    const parsed = parseLock(text, 'lock.json');
    expect(parsed.lock).toBeUndefined();
    const line = text.split('\n').findIndex((l) => l.includes('"sha256"')) + 1;
    expect(parsed.findings).toMatchObject([{ ruleId: 'catalog/invalid-lock', file: 'lock.json', line }]);
  });

  it('refuses a file name that leaves the catalog folder', () => {
    const text = renderLock({ lockVersion: 1, crds: [{ ...entry('a.example.io', 'a'), file: '../../etc/passwd.yaml' }] });
    expect(parseLock(text, 'lock.json').findings[0]?.message).toMatch(/file name inside the catalog folder/);
  });

  it('upsert replaces the entry of the same CRD', () => {
    const { lock, replaced } = upsertEntries({ lockVersion: 1, crds: [entry('a.example.io', 'a')] }, [entry('a.example.io', 'a2', 'v1.1.0')]);
    expect(lock.crds).toHaveLength(1);
    expect(lock.crds[0]?.source.ref).toBe('v1.1.0');
    expect(replaced.map((e) => e.source.ref)).toEqual(['v1.0.0']);
  });
});

describe('chartVersion', () => {
  it('reads name@version of a Chart.yaml, numbers too; nothing without both', () => {
    expect(chartVersion('apiVersion: v2\nname: pki\nversion: 2.4.1\n')).toBe('pki@2.4.1');
    expect(chartVersion('name: pki\nversion: 3\n')).toBe('pki@3');
    expect(chartVersion('name: pki\n')).toBeUndefined();
  });
});

describe('planAdd', () => {
  const crd = (name: string, file = 'src/x.yaml', line = 1) => ({ name, text: `name: ${name}\n`, versions: ['v1'], file, line });
  it('one file per CRD named by the CRD, digest of the written text, source path per file', () => {
    const plan = planAdd({ extracted: [crd('a.example.io', 'deploy/crds/a.yaml')], source: { type: 'git', url: 'u', ref: 'v1', commit: 'c' }, lock: EMPTY_LOCK });
    expect(plan.writes).toEqual([{ file: 'a.example.io.yaml', text: 'name: a.example.io\n' }]);
    expect(plan.lock.crds[0]).toMatchObject({ sha256: sha256Hex(enc('name: a.example.io\n')), source: { type: 'git', path: 'deploy/crds/a.yaml', ref: 'v1' } });
    expect(plan.added).toHaveLength(1);
  });
  it('a CRD defined twice in a source is a located error; the first is used', () => {
    const plan = planAdd({ extracted: [crd('a.example.io', 'one.yaml', 3), crd('a.example.io', 'two.yaml', 7)], source: { type: 'path' }, lock: EMPTY_LOCK });
    expect(plan.findings).toMatchObject([{ file: 'two.yaml', line: 7, message: expect.stringContaining('one.yaml:3') }]);
    expect(plan.writes).toHaveLength(1);
  });
  it('--name selects CRDs and reports names the source lacks', () => {
    const plan = planAdd({ extracted: [crd('a.example.io'), crd('b.example.io')], source: { type: 'path' }, lock: EMPTY_LOCK, only: ['b.example.io', 'c.example.io'] });
    expect(plan.writes.map((w) => w.file)).toEqual(['b.example.io.yaml']);
    expect(plan.notFound).toEqual(['c.example.io']);
  });
});

describe('verifyCatalog', () => {
  const lock = { lockVersion: 1, crds: [entry('a.example.io', 'a'), entry('b.example.io', 'b')] };
  const lockText = renderLock(lock);
  const base = { dir: 'crds/catalog', lockPath: 'crds/catalog/driftgate-crds.lock.json', lockText, lock };
  it('agrees when every file is there with its digest', () => {
    expect(verifyCatalog({ ...base, files: [{ name: 'a.example.io.yaml', bytes: enc('a') }, { name: 'b.example.io.yaml', bytes: enc('b') }] })).toEqual([]);
  });
  it('an edited file, a missing file and an extra file are each a located error', () => {
    const findings = verifyCatalog({ ...base, files: [{ name: 'a.example.io.yaml', bytes: enc('a, edited') }, { name: 'extra.yaml', bytes: enc('x') }] });
    expect(findings.map((f) => [f.ruleId, f.file])).toEqual([
      ['catalog/digest-mismatch', 'crds/catalog/a.example.io.yaml'],
      ['catalog/missing-file', 'crds/catalog/driftgate-crds.lock.json'],
      ['catalog/unlisted-file', 'crds/catalog/extra.yaml'],
    ]);
    const missing = findings[1];
    expect(lockText.split('\n')[(missing?.line ?? 0) - 1]).toContain('"file": "b.example.io.yaml"');
  });
});
