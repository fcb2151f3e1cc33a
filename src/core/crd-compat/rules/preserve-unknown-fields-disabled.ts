import type { Rule } from '../types.js';
import { breakingRemedy } from './shared.js';

const KEYWORD = 'x-kubernetes-preserve-unknown-fields';

export const preserveUnknownFieldsDisabled: Rule = {
  id: 'preserve-unknown-fields-disabled',
  summary: 'Unknown fields are pruned from now on (x-kubernetes-preserve-unknown-fields or spec.preserveUnknownFields turned off)',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has(KEYWORD)) return;
    ctx.consume(KEYWORD);
    // Turning it on stores more than before: nothing existing is lost.
    if (ctx.base.schema[KEYWORD] !== true || ctx.head.schema[KEYWORD] === true) return;
    ctx.report({
      message: 'x-kubernetes-preserve-unknown-fields removed: fields the schema does not declare are pruned from now on',
      ratchet: 'not-applicable',
      existing: 'undeclared data under this path is dropped when read and lost on the next write; pruning is not validation, so ratcheting does not apply',
      hint: breakingRemedy(ctx, 'keep x-kubernetes-preserve-unknown-fields: true, or declare every field in use first'),
      anchor: ctx.head.anchor(),
    });
  },
  onCrd(ctx) {
    for (const c of ctx.changes('spec.preserveUnknownFields')) {
      ctx.consume(c.key);
      if (c.base?.value !== true || c.head?.value === true) continue;
      ctx.report({
        message: 'spec.preserveUnknownFields turned off: fields no schema declares are pruned from now on',
        ratchet: 'not-applicable',
        existing: 'undeclared data is dropped from every object when read and lost on the next write',
        hint: 'Declare every field in use (or x-kubernetes-preserve-unknown-fields: true where needed) before turning pruning on.',
        anchor: c.head ? { manifest: ctx.head.manifest, pointer: c.head.pointer } : { manifest: ctx.head.manifest, pointer: '/spec' },
      });
    }
  },
};
