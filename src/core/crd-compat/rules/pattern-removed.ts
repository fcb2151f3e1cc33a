import type { Rule } from '../types.js';
import { EXISTING } from './shared.js';
import { patternOf } from './values.js';

export const patternRemoved: Rule = {
  id: 'pattern-removed',
  summary: 'A pattern was removed (a loosening)',
  defaultSeverity: 'info',
  tier: 'loosening',
  onNode(ctx) {
    if (!ctx.changed.has('pattern')) return;
    const before = patternOf(ctx.base.schema);
    if (before === undefined || patternOf(ctx.head.schema) !== undefined) return;
    ctx.consume('pattern');
    ctx.report({
      message: `pattern ${JSON.stringify(before)} removed`,
      ratchet: 'not-applicable',
      existing: EXISTING.none,
      hint: 'Readers must now handle strings the old pattern rejected.',
      anchor: ctx.head.anchor(),
    });
  },
};
