import { DOC_KEYWORDS } from '../canonical.js';
import type { Rule } from '../types.js';
import { EXISTING } from './shared.js';

export const descriptionChanged: Rule = {
  id: 'description-changed',
  summary: 'Documentation only: description, title, example or externalDocs changed',
  defaultSeverity: 'info',
  tier: 'loosening',
  onNode(ctx) {
    const changed = DOC_KEYWORDS.filter((k) => ctx.changed.has(k));
    if (changed.length === 0) return;
    for (const k of changed) ctx.consume(k);
    const first = changed[0] ?? 'description';
    ctx.report({
      message: `${changed.join(', ')} changed (documentation only)`,
      ratchet: 'not-applicable',
      existing: EXISTING.none,
      hint: 'No action needed.',
      anchor: Object.hasOwn(ctx.head.schema, first) ? ctx.head.anchor(first) : ctx.head.anchor(),
    });
  },
};
