import type { Rule } from '../types.js';
import { CEL_KEYWORD, celDiff, shortRule, usesOldSelf } from './cel.js';
import { breakingRemedy, enforced, EXISTING } from './shared.js';

export const celRuleAdded: Rule = {
  id: 'cel-rule-added',
  summary: 'A new x-kubernetes-validations (CEL) rule; transition rules (oldSelf) are never ratcheted',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has(CEL_KEYWORD)) return;
    const diff = celDiff(ctx.base.schema, ctx.head.schema);
    if (!diff) return;
    ctx.consume(CEL_KEYWORD);
    for (const r of diff.added) {
      const transition = usesOldSelf(r.rule);
      ctx.report({
        message: `CEL rule ${shortRule(r.rule)} added${transition ? ' (a transition rule: it compares with oldSelf)' : ''}`,
        ratchet: transition ? 'enforced' : 'tolerated',
        existing: transition
          ? enforced('transition rules are never ratcheted and run on every update that has an old value')
          : EXISTING.tolerated,
        hint: breakingRemedy(ctx, transition ? 'check that every update your controllers make satisfies it' : 'enforce the rule in the controller and report violations in status first'),
        anchor: ctx.head.anchor(CEL_KEYWORD, { index: r.index }),
      });
    }
  },
};
