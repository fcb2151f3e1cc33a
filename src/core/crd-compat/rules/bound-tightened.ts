import type { Rule } from '../types.js';
import { BOUND_KEYWORDS, boundChanges } from './bounds.js';
import { breakingRemedy, EXISTING } from './shared.js';

export const boundTightened: Rule = {
  id: 'bound-tightened',
  summary: 'A minimum, maximum, length, item or property count, multipleOf or uniqueItems bound got stricter',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    const changes = boundChanges(ctx.base.schema, ctx.head.schema, ctx.changed);
    if (!changes) return;
    for (const k of BOUND_KEYWORDS) if (ctx.changed.has(k)) ctx.consume(k);
    for (const c of changes) {
      if (c.direction !== 'tightened') continue;
      ctx.report({
        message: c.text,
        ratchet: 'tolerated',
        existing: EXISTING.tolerated,
        hint: breakingRemedy(ctx, 'keep the old bound and enforce the new limit in the controller'),
        anchor: Object.hasOwn(ctx.head.schema, c.keyword) ? ctx.head.anchor(c.keyword) : ctx.head.anchor(),
      });
    }
  },
};
