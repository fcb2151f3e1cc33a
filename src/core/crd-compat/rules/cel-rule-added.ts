import type { Rule } from '../types.js';
import { CEL_KEYWORD, celDiff, shortRule, usesOldSelf } from './cel.js';
import { provenHarmless } from './cel-guard.js';
import { breakingRemedy, enforced, EXISTING } from './shared.js';

export const celRuleAdded: Rule = {
  id: 'cel-rule-added',
  summary: 'A new x-kubernetes-validations (CEL) rule (info when its guard only holds for values or fields the same change adds); transition rules (oldSelf) are never ratcheted',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has(CEL_KEYWORD)) return;
    const diff = celDiff(ctx.base.schema, ctx.head.schema);
    if (!diff) return;
    ctx.consume(CEL_KEYWORD);
    for (const r of diff.added) {
      const transition = usesOldSelf(r.rule);
      const anchor = ctx.head.anchor(CEL_KEYWORD, { index: r.index });
      const reason = provenHarmless(r.rule, ctx.base.schema, ctx.head.schema, { optionalOldSelf: r.raw.optionalOldSelf === true });
      if (reason !== undefined) {
        ctx.report({
          message: `CEL rule ${shortRule(r.rule)} added; it cannot refuse an object the old schema admitted: ${reason}`,
          severity: 'info',
          ratchet: 'not-applicable',
          existing: transition
            ? 'unaffected: no update between objects the old schema admitted can make it false'
            : 'unaffected: no object the old schema admitted can make it false',
          hint: 'No action needed: the rule only constrains values and fields this change adds.',
          anchor,
        });
        continue;
      }
      ctx.report({
        message: `CEL rule ${shortRule(r.rule)} added${transition ? ' (a transition rule: it compares with oldSelf, and runs on updates only)' : ''}; no proof that every object the old schema admitted passes it`,
        ratchet: transition ? 'enforced' : 'tolerated',
        existing: transition
          ? r.raw.optionalOldSelf === true
            ? enforced('transition rules are never ratcheted and, with optionalOldSelf, also run on create')
            : 'not tolerated: transition rules are never ratcheted; the API server skips them on create (there is no oldSelf) and runs them on every update, so an update the rule refuses is rejected even when it leaves the value unchanged'
          : EXISTING.tolerated,
        hint: breakingRemedy(
          ctx,
          transition
            ? 'check that every update your controllers make satisfies it'
            : "enforce the rule in the controller and report violations in status first, or guard it so it only constrains what this change adds (e.g. `self.type != 'NewValue' || …`, `!has(self.newField) || …`)",
        ),
        anchor,
      });
    }
  },
};
