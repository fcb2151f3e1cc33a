import type { Rule } from '../types.js';
import { BOUND_KEYWORDS, boundChanges } from './bounds.js';
import { EXISTING } from './shared.js';

export const boundLoosened: Rule = {
  id: 'bound-loosened',
  summary: 'A bound got looser or was removed (a loosening)',
  defaultSeverity: 'info',
  tier: 'loosening',
  onNode(ctx) {
    const changes = boundChanges(ctx.base.schema, ctx.head.schema, ctx.changed);
    if (!changes) return;
    for (const k of BOUND_KEYWORDS) if (ctx.changed.has(k)) ctx.consume(k);
    for (const c of changes) {
      if (c.direction !== 'loosened') continue;
      ctx.report({
        message: c.text,
        ratchet: 'not-applicable',
        existing: EXISTING.none,
        hint: 'Readers must now handle values outside the old bound.',
        anchor: Object.hasOwn(ctx.head.schema, c.keyword) ? ctx.head.anchor(c.keyword) : ctx.head.anchor(),
      });
    }
  },
};
