import type { Rule } from '../types.js';
import { CEL_KEYWORD, celDiff, shortRule } from './cel.js';
import { EXISTING } from './shared.js';

export const celRuleRemoved: Rule = {
  id: 'cel-rule-removed',
  summary: 'A CEL rule was removed (a loosening)',
  defaultSeverity: 'info',
  tier: 'loosening',
  onNode(ctx) {
    if (!ctx.changed.has(CEL_KEYWORD)) return;
    const diff = celDiff(ctx.base.schema, ctx.head.schema);
    if (!diff) return;
    ctx.consume(CEL_KEYWORD);
    for (const r of diff.removed) {
      ctx.report({
        message: `CEL rule ${shortRule(r.rule)} removed`,
        ratchet: 'not-applicable',
        existing: EXISTING.none,
        hint: 'Readers must now handle objects the rule used to reject.',
        anchor: Object.hasOwn(ctx.head.schema, CEL_KEYWORD) ? ctx.head.anchor(CEL_KEYWORD) : ctx.head.anchor(),
      });
    }
  },
};
