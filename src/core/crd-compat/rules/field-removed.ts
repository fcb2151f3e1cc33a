import { sameShape } from '../canonical.js';
import { childPath } from '../../kube/schema-path.js';
import type { Rule } from '../types.js';
import { isRecordSchema } from '../types.js';
import { effectiveType } from '../walk.js';
import { breakingRemedy, EXISTING } from './shared.js';

export const fieldRemoved: Rule = {
  id: 'field-removed',
  summary: 'A field was removed from a version that exists on both sides (the shallowest removed path; renames are named)',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has('properties')) return;
    ctx.consume('properties');
    if (effectiveType(ctx.base.schema) !== effectiveType(ctx.head.schema)) return; // type-changed covers it
    const before = isRecordSchema(ctx.base.schema.properties) ? ctx.base.schema.properties : {};
    const after = isRecordSchema(ctx.head.schema.properties) ? ctx.head.schema.properties : {};
    const added = Object.keys(after).filter((k) => !Object.hasOwn(before, k));
    const preserved = ctx.head.schema['x-kubernetes-preserve-unknown-fields'] === true;
    const removed = Object.keys(before).filter((k) => !Object.hasOwn(after, k));
    for (const name of removed) {
      // A rename only when the match is one to one: exactly one added sibling has the shape, and no other removed one.
      const candidates = added.filter((k) => sameShape(before[name], after[k]));
      const rivals = removed.filter((k) => k !== name && candidates.length === 1 && sameShape(before[k], after[candidates[0]!]));
      const renamedTo = candidates.length === 1 && rivals.length === 0 ? candidates[0] : undefined;
      const rename = renamedTo !== undefined ? `; it looks like a rename to \`${renamedTo}\` (same schema), which stored objects see as a removal plus an addition` : '';
      ctx.report({
        path: childPath(ctx.path, name),
        message: `field \`${name}\` removed${rename}`,
        severity: preserved ? 'warning' : 'error',
        ratchet: 'not-applicable',
        existing: preserved
          ? 'data stored under it is kept (the parent preserves unknown fields) but no longer validated'
          : `${EXISTING.pruned}; clients that still set it have it dropped (or rejected under strict field validation)`,
        hint: renamedTo !== undefined
          ? breakingRemedy(ctx, `keep \`${name}\` beside \`${renamedTo}\` and have the controller read both`)
          : breakingRemedy(ctx, 'keep the field and mark it deprecated in its description'),
        anchor: ctx.base.anchor('properties', { index: name, at: 'key' }),
      });
    }
  },
};
