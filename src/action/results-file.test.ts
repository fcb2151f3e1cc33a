import { describe, expect, it } from 'vitest';
import type { Finding } from '../core/findings/finding.js';
import { parseResultsFile, RESULTS_LIMITS, serializeResults, type ResultsFile } from './results-file.js';

const finding: Finding = { ruleId: 'schema/type', severity: 'error', message: 'spec.size: expected an integer', file: 'w.yaml', line: 7, column: 9, pointer: '/spec/size', object: { kind: 'Widget', name: 'a' } };
const file: ResultsFile = {
  repository: 'acme/tenants',
  headSha: '3'.repeat(40),
  pullRequest: 43,
  failOn: 'error',
  results: [
    { mode: 'check', scope: '1 changed file', findings: [finding] },
    { mode: 'crd-diff', scope: '', findings: [], failure: 'no base' },
    { mode: 'drift-preview', scope: 'live', findings: [], details: '| object | change |', outcome: { conclusion: 'neutral', title: '1 to create' } },
  ],
};

function reparse(value: unknown): ResultsFile {
  return parseResultsFile(JSON.stringify(value));
}

describe('results file', () => {
  it('round-trips', () => {
    expect(parseResultsFile(serializeResults(file))).toEqual(file);
  });

  it('refuses what is not a results file, saying why', () => {
    const good = JSON.parse(serializeResults(file)) as Record<string, unknown>;
    expect(() => parseResultsFile('nope')).toThrow('not JSON');
    expect(() => reparse({ ...good, driftgate: 2 })).toThrow('unknown format version 2');
    expect(() => reparse({ ...good, failOn: 'sometimes' })).toThrow('failOn is not one of error, warning, never');
    expect(() => reparse({ ...good, pullRequest: -1 })).toThrow('pullRequest is not a PR number');
    expect(() => reparse({ ...good, results: [{ mode: 'shell', findings: [] }] })).toThrow('results[0].mode is not one of');
    expect(() => reparse({ ...good, results: [{ mode: 'check', findings: [{ ruleId: 'x', severity: 'fatal', message: 'm' }] }] })).toThrow('results[0].findings[0] lacks ruleId, severity or message');
  });

  it('bounds the number of findings and the size of texts', () => {
    const many = { ...JSON.parse(serializeResults(file)), results: [{ mode: 'check', scope: '', findings: Array.from({ length: RESULTS_LIMITS.findings + 1 }, () => finding) }] };
    expect(() => reparse(many)).toThrow(`more than ${RESULTS_LIMITS.findings} findings`);
    const long = reparse({ ...JSON.parse(serializeResults(file)), results: [{ mode: 'check', scope: '', findings: [{ ...finding, message: 'x'.repeat(200_000) }] }] });
    expect(long.results[0]!.findings[0]!.message.length).toBe(RESULTS_LIMITS.textChars + 1);
  });
});
