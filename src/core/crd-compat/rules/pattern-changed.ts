import type { Rule } from '../types.js';
import { breakingRemedy, EXISTING } from './shared.js';
import { judgeTightening, reportNotATightening, withExample } from './tightening.js';
import { patternOf } from './values.js';

export const patternChanged: Rule = {
  id: 'pattern-changed',
  summary: 'The pattern of a field changed (an error when a value the old schema admitted stops matching; info when none can)',
  defaultSeverity: 'warning',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has('pattern')) return;
    const before = patternOf(ctx.base.schema);
    const after = patternOf(ctx.head.schema);
    if (before === undefined || after === undefined) return;
    ctx.consume('pattern');
    const message = `pattern changed from ${JSON.stringify(before)} to ${JSON.stringify(after)}`;
    const verdict = judgeTightening(ctx, ['pattern']);
    if (verdict.kind === 'none-refused') {
      reportNotATightening(ctx, message, verdict, ctx.head.anchor('pattern'));
      return;
    }
    const refused = verdict.kind === 'refused';
    ctx.report({
      message: refused ? withExample(message, verdict) : `${message}; whether every value the old pattern accepted still matches cannot be decided`,
      severity: refused ? 'error' : 'warning',
      ratchet: 'tolerated',
      existing: EXISTING.tolerated,
      hint: refused
        ? breakingRemedy(ctx, `keep accepting ${verdict.example}`)
        : 'Check that the new pattern accepts every value in use (kubectl get with -o jsonpath, or crd-diff --kubeconfig); acknowledge the change if it only widens.',
      anchor: ctx.head.anchor('pattern'),
    });
  },
};
