import { describe, expect, it } from 'vitest';
import type { Finding } from '../finding.js';
import { jsonReport, jsonReportPieces } from './json.js';

const finding = (i: number): Finding => ({
  ruleId: i % 2 ? 'schema/type' : 'yaml/yaml11-ambiguity',
  severity: i % 3 ? 'error' : 'warning',
  message: `field ${i}: "quoted" \\ back\nslash ünïcode`,
  file: `dir/f${i % 7}.yaml`,
  line: i + 1,
  column: (i % 5) + 1,
  ...(i % 2 ? { pointer: `/data/k${i}`, object: { apiVersion: 'v1', kind: 'ConfigMap', name: `c${i}` } } : { hint: 'Quote it.' }),
});

describe('jsonReportPieces', () => {
  const summary = { files: 3, kinds: [{ kind: 'ConfigMap', objects: 2 }], complete: true, nothing: undefined };
  for (const count of [0, 1, 2, 5_000]) {
    it(`prints exactly what JSON.stringify prints, for ${count} findings`, () => {
      const findings = Array.from({ length: count }, (_, i) => finding(i));
      const pieces = [...jsonReportPieces(findings, { checked: summary })];
      expect(pieces.join('')).toBe(JSON.stringify({ ...jsonReport(findings), checked: summary }, null, 2) + '\n');
      // A large report comes in several pieces, none much above the piece size.
      if (count === 5_000) {
        expect(pieces.length).toBeGreaterThan(5);
        expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(80 * 1024);
      }
    });
  }
});
