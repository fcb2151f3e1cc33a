// The golden-pair corpus of the CRD compatibility gate: test/crd-compat/cases/<name>/
// {base.yaml, head.yaml, [config.yaml], expected.json}. Every rule has a `<rule>--flagged`
// case where it fires and a `<rule>--safe` case where it does not (at its default severity or
// above); `trap--*` cases pin the false positives peers are known for.
// UPDATE_GOLDEN=1 rewrites expected.json (review the diff before committing).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareCrdSets, DEFAULT_CONFIG, parseCrdCompatConfig, RULES, type CrdCompatFinding } from '../../src/core/crd-compat/index.js';
import { severityRank } from '../../src/core/findings/finding.js';
import { loadManifests } from '../../src/core/manifest/manifest.js';
import { parseYaml } from '../../src/core/yaml/parse.js';

const CASES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cases');
const LIVE_ONLY = new Set(['stored-objects-invalid']);

interface Golden {
  readonly rule: string;
  readonly severity: string;
  readonly at: string;
  readonly crd: string;
  readonly version?: string;
  readonly path?: string;
  readonly scope: string;
  readonly ratchet: string;
  readonly message: string;
}

function run(name: string): CrdCompatFinding[] {
  const dir = path.join(CASES, name);
  const read = (file: string) => {
    const parsed = parseYaml(readFileSync(path.join(dir, file), 'utf8'), { file });
    expect(parsed.findings.filter((f) => f.severity === 'error')).toEqual([]);
    return loadManifests(parsed.documents).manifests;
  };
  let config = DEFAULT_CONFIG;
  if (existsSync(path.join(dir, 'config.yaml'))) {
    const parsed = parseCrdCompatConfig(readFileSync(path.join(dir, 'config.yaml'), 'utf8'), { file: 'config.yaml' });
    expect(parsed.findings).toEqual([]);
    config = parsed.config;
  }
  return compareCrdSets({ base: read('base.yaml'), head: read('head.yaml'), config });
}

function golden(findings: readonly CrdCompatFinding[]): Golden[] {
  return findings
    .map((f) => ({
      rule: f.rule,
      severity: f.severity,
      at: `${f.file}:${f.line}:${f.column}`,
      crd: f.crd,
      ...(f.version !== undefined ? { version: f.version } : {}),
      ...(f.path !== undefined ? { path: f.path } : {}),
      scope: f.scope,
      ratchet: f.ratchet,
      message: f.message,
    }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : a.message < b.message ? -1 : 1));
}

const names = readdirSync(CASES).sort();

describe('crd-compat golden corpus', () => {
  it.each(names)('%s', (name) => {
    const actual = golden(run(name));
    const file = path.join(CASES, name, 'expected.json');
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, JSON.stringify(actual, null, 2) + '\n');
    expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });

  it.each(RULES.filter((r) => !LIVE_ONLY.has(r.id)).map((r) => [r.id, r.defaultSeverity] as const))('%s has a flagged and a safe case', (id, severity) => {
    expect(names).toContain(`${id}--flagged`);
    expect(names).toContain(`${id}--safe`);
    const flagged = run(`${id}--flagged`).filter((f) => f.rule === id);
    expect(flagged.some((f) => severityRank(f.severity) >= severityRank(severity))).toBe(true);
    const safe = run(`${id}--safe`).filter((f) => f.rule === id && severityRank(f.severity) >= severityRank(severity));
    expect(safe).toEqual([]);
  });

  describe('traps', () => {
    const blocking = (fs: readonly CrdCompatFinding[]) => fs.filter((f) => f.severity !== 'info').map((f) => `${f.rule} ${f.severity}`);
    it('an enum replaced by a strictly looser pattern is not an error', () => {
      expect(blocking(run('trap--enum-to-looser-pattern'))).toEqual([]);
    });
    it('a pattern and maxLength every old enum value satisfies are info, with the reason', () => {
      const fs = run('trap--enum-gets-pattern-and-max-length');
      expect(fs.map((f) => `${f.rule} ${f.severity}`).sort()).toEqual(['bound-tightened info', 'pattern-added info']);
      expect(fs.every((f) => f.message.includes('not a tightening: the old schema admitted only its enum "Always", "Never", "IfNotPresent"'))).toBe(true);
    });
    it('CEL rules that guard only a new enum value or a new field are info, with the reason', () => {
      const fs = run('trap--cel-rule-guards-new-enum-value');
      expect(blocking(fs)).toEqual(['enum-value-added warning']);
      expect(fs.filter((f) => f.rule === 'cel-rule-added').map((f) => f.severity)).toEqual(['info', 'info']);
    });
    it('unserving a deprecated version is still an error (its clients break at once)', () => {
      expect(blocking(run('trap--unserve-deprecated-version-is-error'))).toEqual(['version-unserved error']);
    });
    it('list-type unset → atomic is not a change at all', () => {
      expect(run('trap--list-type-unset-to-atomic')).toEqual([]);
    });
    it('added enum values are a warning', () => {
      expect(run('trap--enum-value-added-is-warning').map((f) => `${f.rule} ${f.severity}`)).toEqual(['enum-value-added warning']);
    });
    it('description-only edits are info', () => {
      const fs = run('trap--description-only-is-info');
      expect(fs.length).toBeGreaterThan(0);
      expect(fs.every((f) => f.rule === 'description-changed' && f.severity === 'info')).toBe(true);
    });
    it('moving the storage version between versions with identical schemas is not an error', () => {
      expect(blocking(run('trap--storage-move-identical-schemas'))).toEqual([]);
    });
    it('an in-place removal in a served version is an error, the same shape in a new version is not', () => {
      const fs = run('trap--in-place-vs-new-version');
      expect(fs.filter((f) => f.rule === 'field-removed').map((f) => [f.version, f.scope])).toEqual([['v1', 'in-place-served']]);
    });
  });
});
