import type { Rule } from '../types.js';
import { breakingRemedy, EXISTING } from './shared.js';
import { enumOf, patternOf, rejectedBy, showValues } from './values.js';

export const patternAdded: Rule = {
  id: 'pattern-added',
  summary: 'A pattern was added to an existing field (not an error when it accepts every value of the enum it replaces)',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has('pattern')) return;
    const before = patternOf(ctx.base.schema);
    const after = patternOf(ctx.head.schema);
    if (before !== undefined || after === undefined) return;
    ctx.consume('pattern');
    const oldEnum = enumOf(ctx.base.schema);
    const rejectedEnum = oldEnum ? rejectedBy(after, oldEnum) : undefined;
    // The old field accepted a finite set (its enum); if the pattern accepts all of it, nothing valid became invalid.
    if (rejectedEnum !== undefined && rejectedEnum.length === 0) return;
    const oldDefault = Object.hasOwn(ctx.base.schema, 'default') ? rejectedBy(after, [ctx.base.schema.default]) : undefined;
    const details: string[] = [];
    if (rejectedEnum && rejectedEnum.length > 0) details.push(`it rejects the old enum value${rejectedEnum.length === 1 ? '' : 's'} ${showValues(rejectedEnum)}`);
    if (oldDefault && oldDefault.length > 0) details.push(`it rejects the old default ${showValues(oldDefault)}`);
    ctx.report({
      message: `pattern ${JSON.stringify(after)} added${details.length ? `; ${details.join('; ')}` : ''}`,
      ratchet: 'tolerated',
      existing: EXISTING.tolerated,
      hint: breakingRemedy(ctx, 'validate the format in the controller and report bad values in status instead'),
      anchor: ctx.head.anchor('pattern'),
    });
  },
};
