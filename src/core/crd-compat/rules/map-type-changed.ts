import type { Rule } from '../types.js';
import { EXISTING } from './shared.js';

const KEYWORD = 'x-kubernetes-map-type';

export const mapTypeChanged: Rule = {
  id: 'map-type-changed',
  summary: 'x-kubernetes-map-type changed (granular → atomic changes server-side apply ownership)',
  defaultSeverity: 'warning',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has(KEYWORD)) return;
    ctx.consume(KEYWORD);
    const of = (s: Readonly<Record<string, unknown>>): string => (typeof s[KEYWORD] === 'string' ? (s[KEYWORD] as string) : 'granular');
    const from = of(ctx.base.schema);
    const to = of(ctx.head.schema);
    if (from === to) return;
    const atomic = to === 'atomic';
    ctx.report({
      message: `map type changed from ${from} to ${to}`,
      severity: atomic ? 'warning' : 'info',
      ratchet: 'not-applicable',
      existing: atomic
        ? 'still valid; server-side apply now replaces the whole map, so managers that owned single keys take over or drop each other\'s keys'
        : EXISTING.none,
      hint: atomic ? 'Make sure only one manager writes this map.' : 'No action needed: managers can now own single keys.',
      anchor: Object.hasOwn(ctx.head.schema, KEYWORD) ? ctx.head.anchor(KEYWORD) : ctx.head.anchor(),
    });
  },
};
