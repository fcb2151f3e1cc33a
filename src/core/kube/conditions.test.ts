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
});
