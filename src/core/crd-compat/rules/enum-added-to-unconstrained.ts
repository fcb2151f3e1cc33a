import type { Rule } from '../types.js';
import { breakingRemedy, EXISTING } from './shared.js';
import { judgeTightening, reportNotATightening, withExample } from './tightening.js';
import { enumOf, rejectedBy, showValues } from './values.js';

export const enumAddedToUnconstrained: Rule = {
  id: 'enum-added-to-unconstrained',
  summary: 'An enum was added to a field that accepted any value',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has('enum')) return;
    const before = enumOf(ctx.base.schema);
    const after = enumOf(ctx.head.schema);
    if (before || !after) return;
    ctx.consume('enum');
    // An old pattern may already have limited the field to exactly these values.
    const oldPattern = typeof ctx.base.schema.pattern === 'string' ? ctx.base.schema.pattern : undefined;
    const note = oldPattern !== undefined && rejectedBy(oldPattern, after)?.length === 0 ? ` (the old pattern ${JSON.stringify(oldPattern)} accepted other values too)` : '';
    const message = `enum ${showValues(after)} added to a field that accepted any value${note}`;
    const verdict = judgeTightening(ctx, ['enum']);
    if (verdict.kind === 'none-refused') {
      reportNotATightening(ctx, `enum ${showValues(after)} added`, verdict, ctx.head.anchor('enum'));
      return;
    }
    ctx.report({
      message: withExample(message, verdict),
      ratchet: 'tolerated',
      existing: EXISTING.tolerated,
      hint: breakingRemedy(ctx, 'validate the values in the controller and report bad ones in status, or list every value in use today'),
      anchor: ctx.head.anchor('enum'),
    });
  },
};
