import type { Rule } from '../types.js';
import { BOUND_KEYWORDS, boundChanges } from './bounds.js';
import { breakingRemedy, EXISTING } from './shared.js';
import { judgeTightening, reportNotATightening, withExample } from './tightening.js';

/** A bound is judged with its exclusive flag: `maximum 5` with `exclusiveMaximum` is one limit. */
const COMPANIONS: Readonly<Record<string, readonly string[]>> = {
  minimum: ['minimum', 'exclusiveMinimum'],
  exclusiveMinimum: ['minimum', 'exclusiveMinimum'],
  maximum: ['maximum', 'exclusiveMaximum'],
  exclusiveMaximum: ['maximum', 'exclusiveMaximum'],
};

export const boundTightened: Rule = {
  id: 'bound-tightened',
  summary: 'A minimum, maximum, length, item or property count, multipleOf or uniqueItems bound got stricter (info when no value the old schema admitted is refused)',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    const changes = boundChanges(ctx.base.schema, ctx.head.schema, ctx.changed);
    if (!changes) return;
    for (const k of BOUND_KEYWORDS) if (ctx.changed.has(k)) ctx.consume(k);
    for (const c of changes) {
      if (c.direction !== 'tightened') continue;
      const anchor = Object.hasOwn(ctx.head.schema, c.keyword) ? ctx.head.anchor(c.keyword) : ctx.head.anchor();
      const verdict = judgeTightening(ctx, COMPANIONS[c.keyword] ?? [c.keyword]);
      if (verdict.kind === 'none-refused') {
        reportNotATightening(ctx, c.text, verdict, anchor);
        continue;
      }
      ctx.report({
        message: withExample(c.text, verdict),
        ratchet: 'tolerated',
        existing: EXISTING.tolerated,
        hint: breakingRemedy(ctx, 'keep the old bound and enforce the new limit in the controller'),
        anchor,
      });
    }
  },
};
