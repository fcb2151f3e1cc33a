import type { Rule } from '../types.js';

const KEYWORD = 'x-kubernetes-preserve-unknown-fields';

// Turning preservation on widens what every object may carry: fields no schema declares were
// pruned, and from now on are stored, whoever writes them, and handed to every reader (issue 23).
export const preserveUnknownFieldsEnabled: Rule = {
  id: 'preserve-unknown-fields-enabled',
  summary: 'Unknown fields are stored from now on (x-kubernetes-preserve-unknown-fields or spec.preserveUnknownFields turned on): objects may carry anything there',
  defaultSeverity: 'error',
  tier: 'breaking',
  onNode(ctx) {
    if (!ctx.changed.has(KEYWORD)) return;
    ctx.consume(KEYWORD);
    // Turning it off is preserve-unknown-fields-disabled's.
    if (ctx.base.schema[KEYWORD] === true || ctx.head.schema[KEYWORD] !== true) return;
    ctx.report({
      message: 'x-kubernetes-preserve-unknown-fields turned on: fields the schema does not declare are stored from now on',
      ratchet: 'not-applicable',
      existing: 'unaffected (what was pruned stays lost); from now on any writer may store undeclared data here, and every reader receives it',
      hint: 'Declare the fields that are needed instead; or acknowledge it in policies/crd-compat.yaml after checking that no reader acts on undeclared data.',
      anchor: ctx.head.anchor(KEYWORD),
    });
  },
  onCrd(ctx) {
    for (const c of ctx.changes('spec.preserveUnknownFields')) {
      ctx.consume(c.key);
      if (c.base?.value === true || c.head?.value !== true) continue;
      ctx.report({
        message: 'spec.preserveUnknownFields turned on: fields no schema declares are stored from now on',
        ratchet: 'not-applicable',
        existing: 'from now on any writer may store undeclared data in every object',
        hint: 'Keep spec.preserveUnknownFields false (apiextensions.k8s.io/v1 requires it) and declare the fields that are needed.',
        anchor: c.head ? { manifest: ctx.head.manifest, pointer: c.head.pointer } : { manifest: ctx.head.manifest, pointer: '/spec' },
      });
    }
  },
};
