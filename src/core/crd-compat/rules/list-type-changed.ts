import type { Rule } from '../types.js';
import { enforced } from './shared.js';

const KEYWORD = 'x-kubernetes-list-type';

/** Unset means atomic for CRD lists. */
export function listTypeOf(schema: Readonly<Record<string, unknown>>): string {
  const t = schema[KEYWORD];
  return typeof t === 'string' ? t : 'atomic';
}

export const listTypeChanged: Rule = {
  id: 'list-type-changed',
  summary: 'x-kubernetes-list-type changed (atomic → set or map is an error; set or map → atomic a warning; unset ↔ atomic is no change)',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has(KEYWORD)) return;
    ctx.consume(KEYWORD);
    const from = listTypeOf(ctx.base.schema);
    const to = listTypeOf(ctx.head.schema);
    if (from === to) return; // e.g. unset → atomic: the same semantics spelled out
    const anchor = Object.hasOwn(ctx.head.schema, KEYWORD) ? ctx.head.anchor(KEYWORD) : ctx.head.anchor();
    if (to === 'atomic') {
      ctx.report({
        message: `list type changed from ${from} to atomic`,
        severity: 'warning',
        ratchet: 'not-applicable',
        existing: 'still valid; server-side apply now replaces the whole list, so field managers that owned single items take over or lose each other\'s entries',
        hint: 'Make sure only one manager writes this list, or keep the granular list type.',
        anchor,
      });
      return;
    }
    const what = to === 'set' ? 'items must be unique scalars' : 'items must be unique by their map keys';
    ctx.report({
      message: `list type changed from ${from} to ${to}: ${what}`,
      ratchet: 'enforced',
      existing: enforced('changes to x-kubernetes-list-type are not ratcheted (lists with duplicate items are rejected)'),
      hint: `Check that no stored object has duplicate items (crd-diff --kubeconfig validates them), or introduce the list type in a new version.`,
      anchor,
    });
  },
};
