import type { Rule } from '../types.js';
import { breakingRemedy, EXISTING } from './shared.js';
import { enumOf, minus, showValues } from './values.js';

export const enumValueRemoved: Rule = {
  id: 'enum-value-removed',
  summary: 'Values were removed from an enum',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has('enum')) return;
    const before = enumOf(ctx.base.schema);
    const after = enumOf(ctx.head.schema);
    if (!before || !after) return;
    ctx.consume('enum');
    const removed = minus(before, after);
    if (removed.length === 0) return;
    ctx.report({
      message: `enum value${removed.length === 1 ? '' : 's'} ${showValues(removed)} removed (still allowed: ${showValues(after)})`,
      ratchet: 'tolerated',
      existing: `${EXISTING.tolerated}; readers may still meet the removed values`,
      hint: breakingRemedy(ctx, 'keep the values in the enum and mark them deprecated in the description'),
      anchor: ctx.head.anchor('enum'),
    });
  },
};
