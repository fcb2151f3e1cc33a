import type { Rule } from '../types.js';
import { breakingRemedy, EXISTING } from './shared.js';
import { judgeTightening, reportNotATightening, withExample } from './tightening.js';
import { enumOf, patternOf } from './values.js';

export const patternAdded: Rule = {
  id: 'pattern-added',
  summary: 'A pattern was added to an existing field (info when every value the old schema admitted, e.g. its enum, still matches)',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has('pattern')) return;
    const before = patternOf(ctx.base.schema);
    const after = patternOf(ctx.head.schema);
    if (before !== undefined || after === undefined) return;
    ctx.consume('pattern');
    const message = `pattern ${JSON.stringify(after)} added`;
    const verdict = judgeTightening(ctx, ['pattern']);
    // The old field accepted a finite set (its enum); if the pattern accepts all of it, nothing valid became invalid.
    if (verdict.kind === 'none-refused') {
      // A pattern replacing the enum it admits entirely is reported once, by enum-dropped.
      if (enumOf(ctx.base.schema) && !enumOf(ctx.head.schema)) return;
      reportNotATightening(ctx, message, verdict, ctx.head.anchor('pattern'));
      return;
    }
    ctx.report({
      message: withExample(message, verdict),
      ratchet: 'tolerated',
      existing: EXISTING.tolerated,
      hint: breakingRemedy(ctx, 'validate the format in the controller and report bad values in status instead'),
      anchor: ctx.head.anchor('pattern'),
    });
  },
};
