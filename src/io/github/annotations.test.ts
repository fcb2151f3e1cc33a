import { describe, expect, it } from 'vitest';
import type { Finding } from '../../core/findings/finding.js';
import { annotationFromFinding, annotationsFromFindings, batches } from './annotations.js';

const base: Finding = { ruleId: 'schema/type', severity: 'error', message: 'spec.replicas: expected integer, got string', file: 'tenants/a.yaml', line: 7, column: 13 };

describe('annotationFromFinding', () => {
  it('maps location, level and title', () => {
    expect(annotationFromFinding({ ...base, endColumn: 16, hint: 'Write 3, not "3".', pointer: '/spec/replicas' })).toEqual({
      path: 'tenants/a.yaml',
      start_line: 7,
      end_line: 7,
      start_column: 13,
      end_column: 16,
      annotation_level: 'failure',
      message: 'spec.replicas: expected integer, got string',
      title: 'schema/type',
      raw_details: 'Hint: Write 3, not "3".\nPath: /spec/replicas',
    });
  });

  it('maps severities to GitHub levels', () => {
    expect(annotationFromFinding({ ...base, severity: 'warning' })?.annotation_level).toBe('warning');
    expect(annotationFromFinding({ ...base, severity: 'info' })?.annotation_level).toBe('notice');
  });

  it('drops columns on multi-line ranges, as GitHub requires', () => {
    const a = annotationFromFinding({ ...base, endLine: 9, endColumn: 2 });
    expect(a).toMatchObject({ start_line: 7, end_line: 9 });
    expect(a).not.toHaveProperty('start_column');
    expect(a).not.toHaveProperty('end_column');
  });

  it('puts file-level findings on line 1 without columns', () => {
    const { line: _l, column: _c, ...fileOnly } = base;
    expect(annotationFromFinding(fileOnly)).toMatchObject({ start_line: 1, end_line: 1 });
    expect(annotationFromFinding(fileOnly)).not.toHaveProperty('start_column');
  });

  it('skips findings without a file', () => {
    const { file: _f, ...noFile } = base;
    expect(annotationFromFinding(noFile)).toBeUndefined();
    expect(annotationsFromFindings([noFile, base])).toHaveLength(1);
  });
});

describe('batches', () => {
  it('splits 120 items into 50, 50 and 20', () => {
    const items = Array.from({ length: 120 }, (_, i) => i);
    expect(batches(items, 50).map((b) => b.length)).toEqual([50, 50, 20]);
    expect(batches(items, 50).flat()).toEqual(items);
  });

  it('gives no batch for no items', () => {
    expect(batches([], 50)).toEqual([]);
  });
});
