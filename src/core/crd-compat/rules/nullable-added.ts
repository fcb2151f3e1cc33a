import type { Rule } from '../types.js';
import { EXISTING } from './shared.js';

export const nullableAdded: Rule = {
  id: 'nullable-added',
  summary: 'nullable: true was added, so readers may meet null where they did not before',
  defaultSeverity: 'warning',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has('nullable')) return;
    if (ctx.base.schema.nullable === true || ctx.head.schema.nullable !== true) return;
    ctx.consume('nullable');
    ctx.report({
      message: 'nullable added: null is accepted now',
      ratchet: 'not-applicable',
      existing: EXISTING.none,
      hint: 'Make sure controllers and clients handle null (typed Go clients need a pointer field).',
      anchor: ctx.head.anchor('nullable'),
    });
  },
};
