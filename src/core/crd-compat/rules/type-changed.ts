import type { Rule } from '../types.js';
import { effectiveType } from '../walk.js';
import { breakingRemedy, EXISTING } from './shared.js';

const KEYWORDS = ['type', 'x-kubernetes-int-or-string', 'x-kubernetes-embedded-resource'] as const;

/** Widenings every old value still satisfies: the API server accepts them, typed clients may not. */
const WIDENINGS = new Set(['integer>number', 'integer>int-or-string', 'string>int-or-string']);

export const typeChanged: Rule = {
  id: 'type-changed',
  summary: 'The type of an existing field changed (including x-kubernetes-int-or-string and x-kubernetes-embedded-resource toggles)',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    if (!KEYWORDS.some((k) => ctx.changed.has(k))) return;
    for (const k of KEYWORDS) if (ctx.changed.has(k)) ctx.consume(k);
    const from = effectiveType(ctx.base.schema);
    const to = effectiveType(ctx.head.schema);
    const anchor = Object.hasOwn(ctx.head.schema, 'type') ? ctx.head.anchor('type') : ctx.head.anchor();
    if (from !== to) {
      const widening = WIDENINGS.has(`${from}>${to}`);
      ctx.report({
        message: `type changed from ${from} to ${to}${widening ? ' (a widening: every old value is still valid)' : ''}`,
        severity: widening ? 'warning' : 'error',
        ratchet: widening ? 'not-applicable' : 'tolerated',
        existing: widening
          ? 'still valid; typed clients and controllers that decode the old type may fail on new values'
          : `${EXISTING.tolerated}; clients and controllers that decode the old type fail on values of the new one`,
        hint: breakingRemedy(ctx, `keep the type ${from}`),
        anchor,
      });
    }
    const wasEmbedded = ctx.base.schema['x-kubernetes-embedded-resource'] === true;
    const isEmbedded = ctx.head.schema['x-kubernetes-embedded-resource'] === true;
    if (wasEmbedded !== isEmbedded) {
      ctx.report({
        message: isEmbedded
          ? 'x-kubernetes-embedded-resource turned on: the value must now be a complete object with apiVersion, kind and metadata'
          : 'x-kubernetes-embedded-resource turned off: apiVersion, kind and metadata of the value are no longer validated, and unknown metadata is no longer pruned',
        severity: isEmbedded ? 'error' : 'warning',
        ratchet: isEmbedded ? 'tolerated' : 'not-applicable',
        existing: isEmbedded ? EXISTING.tolerated : 'still valid; readers that relied on an embedded object shape may see other data',
        hint: breakingRemedy(ctx, `keep x-kubernetes-embedded-resource: ${String(wasEmbedded)}`),
        anchor: Object.hasOwn(ctx.head.schema, 'x-kubernetes-embedded-resource') ? ctx.head.anchor('x-kubernetes-embedded-resource') : ctx.head.anchor(),
      });
    }
  },
};
