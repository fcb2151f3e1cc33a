import type { Rule } from '../types.js';
import { EXISTING } from './shared.js';
import { enumOf, minus, showValues } from './values.js';

export const enumValueAdded: Rule = {
  id: 'enum-value-added',
  summary: 'Values were added to an enum (readers with an exhaustive switch may break)',
  defaultSeverity: 'warning',
  tier: 'breaking',
  options: { allow: { type: 'boolean', description: 'Treat enum additions as safe: report nothing.' } },
  onNode(ctx) {
    if (!ctx.changed.has('enum')) return;
    const before = enumOf(ctx.base.schema);
    const after = enumOf(ctx.head.schema);
    if (!before || !after) return;
    ctx.consume('enum');
    const added = minus(after, before);
    if (added.length === 0 || ctx.option('allow') === true) return;
    ctx.report({
      message: `enum value${added.length === 1 ? '' : 's'} ${showValues(added)} added`,
      ratchet: 'not-applicable',
      existing: EXISTING.none,
      hint: 'Make sure every controller and client handles the new values (no exhaustive switch without a default branch); set rules.enum-value-added.options.allow: true if additions are always safe for you.',
      anchor: ctx.head.anchor('enum'),
    });
  },
};
