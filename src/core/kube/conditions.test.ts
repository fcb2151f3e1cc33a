import { describe, expect, it } from 'vitest';
import { conditionOf, readConditions } from './conditions.js';

describe('readConditions and conditionOf', () => {
  it('reads type, status, reason and message, skipping entries that are not conditions', () => {
    const status = { conditions: [{ type: 'Ready', status: 'True', reason: 'Done' }, 'junk', { type: 'Stalled' }, { type: 'Established', status: 'False', message: 'wait' }] };
    expect(readConditions(status)).toEqual([
      { type: 'Ready', status: 'True', reason: 'Done', message: '' },
      { type: 'Established', status: 'False', reason: '', message: 'wait' },
    ]);
    expect(readConditions(undefined)).toEqual([]);
    expect(readConditions({ conditions: 'no' })).toEqual([]);
  });

  it('finds the first condition of a type on an object, or nothing', () => {
    const object = { status: { conditions: [{ type: 'Ready', status: 'False', reason: 'A' }, { type: 'Ready', status: 'True', reason: 'B' }] } };
    expect(conditionOf(object, 'Ready')).toMatchObject({ status: 'False', reason: 'A' });
    expect(conditionOf(object, 'Established')).toBeUndefined();
    expect(conditionOf({}, 'Ready')).toBeUndefined();
  });

  it('keeps lastTransitionTime when the entry has one (the operator keeps it when only the message changes)', () => {
    const status = { conditions: [{ type: 'ConversionHealthy', status: 'True', reason: 'Served', lastTransitionTime: '2026-12-04T10:00:00Z' }, { type: 'Ready', status: 'True', lastTransitionTime: 7 }] };
    expect(readConditions(status).map((c) => c.lastTransitionTime)).toEqual(['2026-12-04T10:00:00Z', undefined]);
  });
});
