import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { checkRepository } from '../../check/check.js';
import type { SourceFile } from '../../manifest/input.js';
import { collectCheckSources, toCheckInput } from '../../../io/check-sources.js';
import { DRIFTGATE_VERSION } from '../../version.js';
import { DOCS_REF, REPOSITORY_URL, ruleAnchor } from '../project.js';
import { FINGERPRINT_KEY, renderSarif } from './sarif.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

interface SarifRule {
  id: string;
  helpUri: string;
  properties?: { tags?: string[]; 'security-severity'?: string };
}
interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  partialFingerprints: Record<string, string>;
  locations?: { physicalLocation: { region?: { startLine: number } } }[];
}
interface Sarif {
  runs: { tool: { driver: { informationUri: string; rules: SarifRule[] } }; results: SarifResult[] }[];
}

function sarifValidator() {
  const raw = JSON.parse(readFileSync(new URL('./testdata/sarif-2.1.0.schema.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  const { id, $schema: _dialect, ...rest } = raw;
  const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
  addFormats.default(ajv);
  return ajv.compile({ ...rest, $id: String(id) });
}

async function checkExample(files?: SourceFile[]) {
  const sources = await collectCheckSources({ root: repoRoot, paths: ['examples/tenants-repo'], crdPaths: [] });
  const result = checkRepository(toCheckInput(files ? { ...sources, files } : sources, { now: new Date('2026-01-01T00:00:00Z') }));
  return { result, sources, sarif: JSON.parse(renderSarif(result.findings, { toolVersion: '0.1.0', rules: result.rules })) as Sarif };
}

describe('SARIF for code scanning', () => {
  it('validates against the OASIS SARIF 2.1.0 schema on a run with findings, each rule once with an absolute helpUri', async () => {
    const { sarif, result } = await checkExample();
    expect(result.findings.length).toBeGreaterThan(5);
    const validate = sarifValidator();
    expect(validate(sarif), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    const run = sarif.runs[0]!;
    expect(run.tool.driver.informationUri).toBe(REPOSITORY_URL);
    const ids = run.tool.driver.rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of run.tool.driver.rules) {
      expect(rule.helpUri, rule.id).toMatch(new RegExp(`^${REPOSITORY_URL}/blob/${DOCS_REF}/docs/[a-z-]+\\.md#[a-z0-9-]+$`));
      // The link's document and anchor exist in this repository.
      const [file, anchor] = rule.helpUri.slice(`${REPOSITORY_URL}/blob/${DOCS_REF}/`.length).split('#') as [string, string];
      const doc = readFileSync(path.join(repoRoot, file), 'utf8');
      const headings = [...doc.matchAll(/^#+ (.*)$/gm)].map((m) => m[1]!.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-'));
      expect(doc.includes(`id="${anchor}"`) || headings.includes(anchor), `${rule.id}: ${rule.helpUri}`).toBe(true);
    }
    for (const r of run.results) expect(ids[r.ruleIndex]).toBe(r.ruleId);
    expect(ids).toContain(`schema/type`);
    expect(rule(sarif, 'schema/type').helpUri).toBe(`${REPOSITORY_URL}/blob/${DOCS_REF}/docs/rules.md#${ruleAnchor('schema/type')}`);
  });

  it('links to docs that exist: main before a release, else the tag of this very version', () => {
    // A tag is only pushed by a release; linking to one that does not exist yet is a dead link.
    expect(['main', `v${DRIFTGATE_VERSION}`]).toContain(DOCS_REF);
  });

  it('marks security rules with a security-severity and the security tag, and only those', async () => {
    const { sarif } = await checkExample();
    expect(rule(sarif, 'cross/unique-tenant-namespace').properties).toEqual({ tags: ['security'], 'security-severity': '8.1' });
    // From the default pack's annotation security-severity.driftgate.dev.
    expect(rule(sarif, 'vap/tenant-namespace-reserved').properties?.['security-severity']).toBe('7.5');
    expect(rule(sarif, 'schema/type').properties).toBeUndefined();
  });

  it('keeps partialFingerprints when lines shift, and gives every result a distinct one', async () => {
    const before = await checkExample();
    const shifted = before.sources.files.map((f) => ({ path: f.path, bytes: Buffer.concat([Buffer.from('# a comment\n# another\n\n'), Buffer.from(f.bytes)]) }));
    // Documents that start with a comment: the first document's header moves but nothing else changes.
    const after = await checkExample(shifted);
    const key = (s: Sarif) => s.runs[0]!.results.map((r) => `${r.ruleId} ${r.partialFingerprints[FINGERPRINT_KEY]}`).sort();
    const lines = (s: Sarif) => s.runs[0]!.results.map((r) => r.locations?.[0]?.physicalLocation.region?.startLine);
    expect(lines(after.sarif)).not.toEqual(lines(before.sarif));
    expect(key(after.sarif)).toEqual(key(before.sarif));
    const prints = before.sarif.runs[0]!.results.map((r) => r.partialFingerprints[FINGERPRINT_KEY]);
    expect(new Set(prints).size).toBe(prints.length);
    // The identity is the rule, file, object and JSON path: a different path is a different alert.
    const f = { ruleId: 'schema/type', severity: 'error' as const, message: 'm', file: 'a.yaml', line: 3, column: 1, pointer: '/spec/a' };
    const one = JSON.parse(renderSarif([f], { toolVersion: '0.1.0' })) as Sarif;
    const moved = JSON.parse(renderSarif([{ ...f, line: 30 }], { toolVersion: '0.1.0' })) as Sarif;
    const other = JSON.parse(renderSarif([{ ...f, pointer: '/spec/b' }], { toolVersion: '0.1.0' })) as Sarif;
    expect(moved.runs[0]!.results[0]!.partialFingerprints).toEqual(one.runs[0]!.results[0]!.partialFingerprints);
    expect(other.runs[0]!.results[0]!.partialFingerprints).not.toEqual(one.runs[0]!.results[0]!.partialFingerprints);
  });

  it('links to main for a version that is not a release', () => {
    const s = JSON.parse(renderSarif([], { toolVersion: 'dev' })) as Sarif;
    expect(existsSync(path.join(repoRoot, 'docs/rules.md'))).toBe(true);
    expect(s.runs[0]!.tool.driver.rules).toEqual([]);
    const one = JSON.parse(renderSarif([{ ruleId: 'yaml/syntax', severity: 'error', message: 'x' }], { toolVersion: 'dev' })) as Sarif;
    expect(one.runs[0]!.tool.driver.rules[0]!.helpUri).toBe(`${REPOSITORY_URL}/blob/main/docs/rules.md#yaml-syntax`);
  });
});

function rule(s: Sarif, id: string): SarifRule {
  const r = s.runs[0]!.tool.driver.rules.find((x) => x.id === id);
  if (!r) throw new Error(`no rule ${id}`);
  return r;
}
