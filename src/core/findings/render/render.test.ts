import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../finding.js';
import { renderFindings } from './index.js';
import { renderMarkdown } from './markdown.js';
import { renderGithubCommands } from './github.js';

const findings: Finding[] = [
  {
    ruleId: 'schema/type',
    severity: 'error',
    message: 'expected an integer ≥ 0, found the string "four"',
    file: 'tenants/vision team.yaml',
    line: 12,
    column: 15,
    pointer: '/spec/resourceQuota/gpuCount',
    object: { apiVersion: 'platform.example.com/v1alpha1', kind: 'TenantOnboarding', namespace: 'tenants', name: 'vision' },
    hint: 'Write a whole number, e.g. gpuCount: 4.',
  },
  { ruleId: 'yaml/yaml11-ambiguity', severity: 'warning', message: 'reads as a boolean', file: 'a.yaml', line: 3, column: 9 },
  { ruleId: 'policy/info', severity: 'info', message: 'audit only: a, b', file: 'a.yaml', line: 1, column: 1 },
];

/** The SARIF 2.1.0 schema (OASIS, draft-04 dialect) read by ajv's default dialect. */
function sarifValidator() {
  const raw = JSON.parse(readFileSync(new URL('./testdata/sarif-2.1.0.schema.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  // No draft-04-only keywords are used by this schema apart from `id`; rename it for ajv 8.
  const { id, $schema: _dialect, ...rest } = raw;
  // unicodeRegExp: false because the published schema's language pattern is not valid with the u flag.
  const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
  addFormats.default(ajv);
  return ajv.compile({ ...rest, $id: String(id) });
}

describe('renderers', () => {
  it('writes SARIF that validates against the SARIF 2.1.0 schema, with repo-relative locations', () => {
    const sarif = JSON.parse(renderFindings(findings, { format: 'sarif', toolVersion: '1.2.3' })) as {
      runs: { tool: { driver: { name: string; rules: { id: string }[] } }; results: Record<string, unknown>[] }[];
    };
    const validate = sarifValidator();
    expect(validate(sarif), JSON.stringify(validate.errors)).toBe(true);
    const run = sarif.runs[0];
    expect(run?.tool.driver.name).toBe('driftgate');
    expect(run?.tool.driver.rules.map((r) => r.id)).toEqual(['policy/info', 'schema/type', 'yaml/yaml11-ambiguity']);
    expect(run?.results[0]).toMatchObject({
      ruleId: 'policy/info',
      level: 'note',
    });
    const typed = run?.results.find((r) => r.ruleId === 'schema/type');
    expect(typed).toMatchObject({
      level: 'error',
      locations: [{ physicalLocation: { artifactLocation: { uri: 'tenants/vision%20team.yaml' }, region: { startLine: 12, startColumn: 15 } } }],
    });
  });

  it('groups text by file and sorts by line, without colour unless asked', () => {
    const text = renderFindings(findings, { format: 'text', toolVersion: 'x' });
    expect(text).not.toContain('\u001b[');
    const lines = text.split('\n');
    expect(lines[0]).toBe('a.yaml');
    expect(lines[1]).toMatch(/^ {2}1:1 +info +audit only/);
    expect(lines[2]).toMatch(/^ {2}3:9 +warning +reads as a boolean/);
    expect(text).toContain('tenants/vision team.yaml\n  12:15    error   expected an integer');
    expect(text).toContain('hint: Write a whole number');
    expect(text.trimEnd().split('\n').at(-1)).toBe('1 error, 1 warning, 1 info');
    expect(renderFindings(findings, { format: 'text', toolVersion: 'x', colour: true })).toContain('\u001b[31m');
  });

  it('writes JUnit with one test case per checked file and a failure per file with errors or warnings', () => {
    const xml = renderFindings(findings, { format: 'junit', toolVersion: 'x', checkedFiles: ['a.yaml', 'clean.yaml', 'tenants/vision team.yaml'] });
    expect(xml).toContain('<testsuites name="driftgate" tests="3" failures="2">');
    expect(xml).toContain('<testcase classname="driftgate" name="clean.yaml"/>');
    expect(xml).toContain('expected an integer ≥ 0, found the string &quot;four&quot;');
  });

  it('cuts markdown cleanly at the length limit and says how much was left out', () => {
    const many: Finding[] = Array.from({ length: 500 }, (_, i) => ({ ruleId: 'r', severity: 'error', message: `problem ${i}`, file: 'f.yaml', line: i + 1, column: 1 }));
    const md = renderMarkdown(many, { maxLength: 4000, truncationNote: 'See the SARIF file.' });
    expect(md.length).toBeLessThanOrEqual(4000);
    expect(md).toMatch(/… and \d+ more findings\. See the SARIF file\.\n$/);
    expect(md).toContain('| 🔴 | `f.yaml:1:1` | `r` | problem 0 |');
  });

  it('escapes workflow-command data and caps annotations per level', () => {
    const out = renderGithubCommands(
      [
        { ruleId: 'a:b', severity: 'error', message: '50% done\nnext, line', file: 'x,y.yaml', line: 2, column: 3 },
        { ruleId: 'a', severity: 'error', message: 'second', file: 'z.yaml', line: 1, column: 1 },
      ],
      { maxPerLevel: 1 },
    );
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toBe('::error file=x%2Cy.yaml,line=2,col=3,title=a%3Ab::50%25 done%0Anext, line');
    expect(lines[1]).toMatch(/^::notice title=driftgate::1 more finding not annotated/);
  });

  it('writes stable JSON with a summary', () => {
    const json = JSON.parse(renderFindings(findings, { format: 'json', toolVersion: 'x' })) as { summary: unknown; findings: { file: string }[] };
    expect(json.summary).toEqual({ error: 1, warning: 1, info: 1 });
    expect(json.findings.map((f) => f.file)).toEqual(['a.yaml', 'a.yaml', 'tenants/vision team.yaml']);
  });
});
