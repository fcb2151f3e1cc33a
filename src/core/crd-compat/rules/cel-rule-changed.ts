import type { Rule } from '../types.js';
import { CEL_KEYWORD, celDiff, shortRule, usesOldSelf } from './cel.js';
import { provenHarmless } from './cel-guard.js';
import { EXISTING } from './shared.js';

const DOC_FIELDS = new Set(['message', 'messageExpression', 'reason', 'fieldPath']);

export const celRuleChanged: Rule = {
  id: 'cel-rule-changed',
  summary: 'A CEL rule changed (direction unknown); message-only edits are info',
  defaultSeverity: 'warning',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has(CEL_KEYWORD)) return;
    const diff = celDiff(ctx.base.schema, ctx.head.schema);
    if (!diff) return;
    ctx.consume(CEL_KEYWORD);
    for (const { before, after } of diff.replaced) {
      const transition = usesOldSelf(after.rule);
      const reason = provenHarmless(after.rule, ctx.base.schema, ctx.head.schema, { optionalOldSelf: after.raw.optionalOldSelf === true });
      if (reason !== undefined) {
        ctx.report({
          message: `CEL rule changed from ${shortRule(before.rule)} to ${shortRule(after.rule)}; the new rule cannot refuse an object the old schema admitted: ${reason}`,
          severity: 'info',
          ratchet: 'not-applicable',
          existing: EXISTING.none,
          hint: 'No action needed: the rule only constrains values and fields this change adds.',
          anchor: ctx.head.anchor(CEL_KEYWORD, { index: after.index }),
        });
        continue;
      }
      ctx.report({
        message: `CEL rule changed from ${shortRule(before.rule)} to ${shortRule(after.rule)}; whether it accepts everything the old one did cannot be decided`,
        ratchet: transition ? 'enforced' : 'tolerated',
        existing: transition ? 'not tolerated if it rejects them: transition rules are never ratcheted' : EXISTING.tolerated,
        hint: 'Check that every stored object passes the new rule (crd-diff --kubeconfig validates them); acknowledge the change if it only loosens.',
        anchor: ctx.head.anchor(CEL_KEYWORD, { index: after.index }),
      });
    }
    for (const { after, fields } of diff.edited) {
      const docOnly = fields.every((f) => DOC_FIELDS.has(f));
      ctx.report({
        message: `CEL rule ${shortRule(after.rule)}: ${fields.join(', ')} changed`,
        severity: docOnly ? 'info' : 'warning',
        ratchet: docOnly ? 'not-applicable' : 'tolerated',
        existing: docOnly ? 'unaffected; clients that match on the error message or reason see the new one' : EXISTING.tolerated,
        hint: docOnly ? 'No action needed unless clients parse the message or reason.' : 'optionalOldSelf changes when a transition rule runs: check creates and updates.',
        anchor: ctx.head.anchor(CEL_KEYWORD, { index: after.index }),
      });
    }
  },
};
