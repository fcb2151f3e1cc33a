import { describe, expect, it } from 'vitest';
import { utf8Bytes } from '../io/github/limits.js';
import { countsLine, countTenants, omittedLine, renderTenantTable, tenantKey, type TenantRow } from './tenant-report.js';

const row = (name: string, state: TenantRow['status']['state'], description = state === 'success' ? 'Ready' : state): TenantRow => ({ tenant: { namespace: 'tenants', name }, status: { state, description } });

describe('renderTenantTable', () => {
  it('lists failures, then pending, then Ready, each in name order', () => {
    const table = renderTenantTable([row('b', 'success'), row('z', 'failure', 'Stalled: x'), row('a', 'pending'), row('c', 'failure', 'Stalled: y')]);
    expect(table).toMatchObject({ shown: 4, omitted: 0 });
    expect(table.markdown).toBe(
      ['### Tenants (4)', '', '| tenant | state | detail |', '|---|---|---|', '| tenants/c | failed | Stalled: y |', '| tenants/z | failed | Stalled: x |', '| tenants/a | pending | pending |', '| tenants/b | Ready | Ready |', ''].join('\n'),
    );
  });

  it('keeps to the byte limit and says how many rows it left out', () => {
    const rows = Array.from({ length: 500 }, (_, i) => row(`t${String(i).padStart(3, '0')}`, i % 2 ? 'success' : 'failure', 'é'.repeat(60)));
    const table = renderTenantTable(rows, { maxBytes: 10_000 });
    expect(utf8Bytes(table.markdown)).toBeLessThanOrEqual(10_000);
    expect(table.shown + table.omitted).toBe(500);
    expect(table.markdown.trimEnd().split('\n').at(-1)).toBe(omittedLine(table.omitted));
    expect(table.markdown.split('\n').filter((l) => l.startsWith('| tenants/')).length).toBe(table.shown);
    // the first rows kept are failures
    expect(table.markdown).toContain('| tenants/t000 | failed |');
    expect(omittedLine(1)).toBe('… and 1 more tenant (see the TenantOnboarding conditions)');
  });

  it('shows as many rows as fit: the most a table of every row, cut at the limit, would show', () => {
    // The straightforward table: every row rendered, then as many as fit beside the closing line.
    const reference = (rows: readonly TenantRow[], maxBytes: number): { shown: number; omitted: number } => {
      const lines = renderTenantTable(rows, { maxBytes: Number.MAX_SAFE_INTEGER }).markdown.split('\n').filter((l) => l.startsWith('| tenants/')).map((l) => `${l}\n`);
      const header = utf8Bytes(`### Tenants (${rows.length})\n\n| tenant | state | detail |\n|---|---|---|\n`);
      const total = lines.reduce((sum, l) => sum + utf8Bytes(l), header);
      if (total <= maxBytes) return { shown: lines.length, omitted: 0 };
      const reserve = utf8Bytes(`\n${omittedLine(rows.length)}\n`);
      let bytes = header;
      let shown = 0;
      for (const l of lines) {
        if (bytes + utf8Bytes(l) + reserve > maxBytes) break;
        bytes += utf8Bytes(l);
        shown++;
      }
      return { shown, omitted: lines.length - shown };
    };
    const states = ['success', 'failure', 'pending'] as const;
    for (let n = 0; n < 60; n++) {
      const rows = Array.from({ length: 1 + ((n * 7) % 40) }, (_, i) => row(`t${(i * 13) % 97}`, states[(i + n) % 3] ?? 'success', 'ü'.repeat((i * n) % 23)));
      const full = utf8Bytes(renderTenantTable(rows, { maxBytes: Number.MAX_SAFE_INTEGER }).markdown);
      for (const maxBytes of [full, full - 1, full + 1, Math.floor(full / 2), 300, 200]) {
        const table = renderTenantTable(rows, { maxBytes });
        expect({ shown: table.shown, omitted: table.omitted }, `${rows.length} rows in ${maxBytes} bytes`).toEqual(reference(rows, maxBytes));
      }
    }
  });

  it('says when a commit declares no tenants', () => {
    expect(renderTenantTable([]).markdown).toContain('no TenantOnboarding');
  });
});

describe('counts', () => {
  it('counts by state and words them for a title', () => {
    const counts = countTenants([row('a', 'failure'), row('b', 'pending'), row('c', 'success')]);
    expect(counts).toEqual({ failure: 1, pending: 1, success: 1, total: 3 });
    expect(countsLine(counts)).toBe('1 failed, 1 pending, 1 Ready');
    expect(countsLine({ failure: 0, pending: 0, success: 2, total: 2 })).toBe('2 tenants Ready');
    expect(countsLine({ failure: 0, pending: 0, success: 0, total: 0 })).toBe('no tenants');
    expect(tenantKey({ name: 'x' })).toBe('_/x');
  });
});
