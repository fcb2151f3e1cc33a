import type { Rule } from '../types.js';
import { breakingRemedy, EXISTING } from './shared.js';

export const nullableRemoved: Rule = {
  id: 'nullable-removed',
  summary: 'nullable: true was removed, so null is rejected (or pruned, where a default applies)',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has('nullable')) return;
    if (ctx.base.schema.nullable !== true || ctx.head.schema.nullable === true) return;
    ctx.consume('nullable');
    const defaulted = Object.hasOwn(ctx.head.schema, 'default');
    ctx.report({
      message: defaulted ? 'nullable removed: null values are now replaced by the default' : 'nullable removed: null is rejected now',
      severity: defaulted ? 'warning' : 'error',
      ratchet: defaulted ? 'not-applicable' : 'tolerated',
      existing: defaulted ? 'stored nulls read as the default' : EXISTING.tolerated,
      hint: breakingRemedy(ctx, 'keep nullable: true'),
      anchor: Object.hasOwn(ctx.head.schema, 'nullable') ? ctx.head.anchor('nullable') : ctx.head.anchor(),
    });
  },
};
