import { childPath } from '../../kube/schema-path.js';
import type { Rule } from '../types.js';
import { EXISTING, isStringArray } from './shared.js';

export const requiredRemoved: Rule = {
  id: 'required-removed',
  summary: 'A field is no longer required (a loosening)',
  defaultSeverity: 'info',
  tier: 'loosening',
  onNode(ctx) {
    if (!ctx.changed.has('required')) return;
    const before = ctx.base.schema.required ?? [];
    const after = ctx.head.schema.required ?? [];
    if (!isStringArray(before) || !isStringArray(after)) return;
    ctx.consume('required');
    const now = new Set(after);
    for (const name of before) {
      if (now.has(name)) continue;
      ctx.report({
        path: childPath(ctx.path, name),
        message: `\`${name}\` is no longer required`,
        ratchet: 'not-applicable',
        existing: EXISTING.none,
        hint: `Readers and controllers must now handle objects without \`${name}\`.`,
        anchor: Object.hasOwn(ctx.head.schema, 'required') ? ctx.head.anchor('required') : ctx.head.anchor(),
      });
    }
  },
};
