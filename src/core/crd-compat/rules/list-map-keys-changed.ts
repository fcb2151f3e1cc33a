import type { Rule } from '../types.js';
import { listTypeOf } from './list-type-changed.js';
import { breakingRemedy, enforced, isStringArray } from './shared.js';

const KEYWORD = 'x-kubernetes-list-map-keys';

export const listMapKeysChanged: Rule = {
  id: 'list-map-keys-changed',
  summary: 'x-kubernetes-list-map-keys of an existing map list changed',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has(KEYWORD)) return;
    const before = ctx.base.schema[KEYWORD] ?? [];
    const after = ctx.head.schema[KEYWORD] ?? [];
    if (!isStringArray(before) || !isStringArray(after)) return;
    ctx.consume(KEYWORD);
    // When the list type itself changes, list-type-changed reports it.
    if (listTypeOf(ctx.base.schema) !== 'map' || listTypeOf(ctx.head.schema) !== 'map') return;
    const same = before.length === after.length && before.every((k) => after.includes(k));
    if (same) return; // order of keys only
    ctx.report({
      message: `list map keys changed from [${before.join(', ')}] to [${after.join(', ')}]`,
      ratchet: 'enforced',
      existing: enforced('changes to x-kubernetes-list-map-keys are not ratcheted (items must be unique by the new keys, which must be set)'),
      hint: breakingRemedy(ctx, 'keep the keys'),
      anchor: Object.hasOwn(ctx.head.schema, KEYWORD) ? ctx.head.anchor(KEYWORD) : ctx.head.anchor(),
    });
  },
};
