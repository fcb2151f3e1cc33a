import type { Rule } from '../types.js';
import { isStringArray } from './shared.js';

const FACETS = ['spec.names.shortNames', 'spec.names.categories'] as const;

export const shortNameOrCategoryRemoved: Rule = {
  id: 'short-name-or-category-removed',
  summary: 'Short names or categories were removed, or the singular name changed (kubectl get <name> stops finding the resource)',
  defaultSeverity: 'warning',
  tier: 'breaking',
  onCrd(ctx) {
    for (const c of ctx.changes('spec.names.singular')) {
      ctx.consume(c.key);
      const before = typeof c.base?.value === 'string' ? c.base.value : undefined;
      if (before === undefined) continue; // a singular name spelled out for the first time
      ctx.report({
        message: `singular name changed from ${JSON.stringify(before)} to ${JSON.stringify(c.head?.value ?? null)}`,
        ratchet: 'not-applicable',
        existing: `unaffected; kubectl get ${before} and scripts using it stop finding the resource`,
        hint: 'Keep the singular name.',
        anchor: c.head ? { manifest: ctx.head.manifest, pointer: c.head.pointer } : { manifest: ctx.head.manifest, pointer: '/spec/names' },
      });
    }
    for (const c of FACETS.flatMap((f) => ctx.changes(f))) {
      const before = c.base?.value ?? [];
      const after = c.head?.value ?? [];
      if (!isStringArray(before) || !isStringArray(after)) continue;
      ctx.consume(c.key);
      const removed = before.filter((x) => !after.includes(x));
      if (removed.length === 0) continue;
      const what = c.key.endsWith('shortNames') ? 'short name' : 'category';
      ctx.report({
        message: `${what}${removed.length === 1 ? '' : what === 'category' ? '' : 's'} ${removed.join(', ')} removed`.replace('category ', removed.length === 1 ? 'category ' : 'categories '),
        ratchet: 'not-applicable',
        existing: `unaffected; kubectl get ${removed[0]} and scripts using it stop finding the resource`,
        hint: 'Keep them unless they clash with another resource.',
        anchor: c.head ? { manifest: ctx.head.manifest, pointer: c.head.pointer } : { manifest: ctx.base.manifest, pointer: c.base?.pointer ?? '/spec/names' },
      });
    }
  },
};
