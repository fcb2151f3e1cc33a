import type { Rule } from '../types.js';
import { breakingRemedy, EXISTING } from './shared.js';
import { enumOf, knownOldValues, patternOf, rejectedBy, showValues } from './values.js';

export const patternChanged: Rule = {
  id: 'pattern-changed',
  summary: 'The pattern of a field changed (an error when a known old value — enum or default — stops matching)',
  defaultSeverity: 'warning',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has('pattern')) return;
    const before = patternOf(ctx.base.schema);
    const after = patternOf(ctx.head.schema);
    if (before === undefined || after === undefined) return;
    ctx.consume('pattern');
    const oldEnum = enumOf(ctx.base.schema);
    if (oldEnum && rejectedBy(after, oldEnum)?.length === 0) return; // the old accepted set was finite and all of it still matches
    const rejected = rejectedBy(after, knownOldValues(ctx.base.schema).filter((v) => rejectedBy(before, [v])?.length === 0)) ?? [];
    ctx.report({
      message:
        `pattern changed from ${JSON.stringify(before)} to ${JSON.stringify(after)}` +
        (rejected.length > 0
          ? `; previously valid value${rejected.length === 1 ? '' : 's'} ${showValues(rejected)} no longer match`
          : '; whether every value the old pattern accepted still matches cannot be decided'),
      severity: rejected.length > 0 ? 'error' : 'warning',
      ratchet: 'tolerated',
      existing: EXISTING.tolerated,
      hint:
        rejected.length > 0
          ? breakingRemedy(ctx, `keep accepting ${showValues(rejected)}`)
          : 'Check that the new pattern accepts every value in use (kubectl get with -o jsonpath, or crd-diff --kubeconfig); acknowledge the change if it only widens.',
      anchor: ctx.head.anchor('pattern'),
    });
  },
};
