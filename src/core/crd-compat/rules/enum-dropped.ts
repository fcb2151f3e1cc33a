import type { Rule } from '../types.js';
import { EXISTING } from './shared.js';
import { enumOf, patternOf, rejectedBy } from './values.js';

export const enumDropped: Rule = {
  id: 'enum-dropped',
  summary: 'An enum was removed entirely (a loosening, also when a pattern that accepts every old value replaces it)',
  defaultSeverity: 'info',
  tier: 'loosening',
  onNode(ctx) {
    if (!ctx.changed.has('enum')) return;
    const before = enumOf(ctx.base.schema);
    const after = enumOf(ctx.head.schema);
    if (!before || after) return;
    ctx.consume('enum');
    const pattern = patternOf(ctx.head.schema);
    const rejected = pattern !== undefined ? rejectedBy(pattern, before) : [];
    // When the pattern changed too, pattern-added / pattern-changed report the old values it rejects.
    if (rejected !== undefined && rejected.length > 0 && ctx.changed.has('pattern')) return;
    ctx.report({
      message:
        pattern !== undefined && rejected !== undefined && rejected.length === 0
          ? `enum replaced by pattern ${JSON.stringify(pattern)}, which accepts every old value`
          : pattern !== undefined
            ? `enum removed; values must still match pattern ${JSON.stringify(pattern)}`
            : 'enum removed: any value of the type is accepted now',
      ratchet: 'not-applicable',
      existing: EXISTING.none,
      hint: 'Readers must now handle values beyond the old enum.',
      anchor: pattern !== undefined ? ctx.head.anchor('pattern') : ctx.head.anchor(),
    });
  },
};
