import { show } from '../canonical.js';
import type { Rule } from '../types.js';

export const scopeChanged: Rule = {
  id: 'scope-changed',
  summary: 'spec.scope changed between Namespaced and Cluster',
  defaultSeverity: 'error',
  tier: 'breaking',
  onCrd(ctx) {
    for (const c of ctx.changes('spec.scope')) {
      ctx.consume(c.key);
      ctx.report({
        message: `scope changed from ${show(c.base?.value ?? 'unset')} to ${show(c.head?.value ?? 'unset')}`,
        ratchet: 'not-applicable',
        existing: 'the API server rejects the update of an Established CRD; existing objects cannot move between namespaced and cluster scope',
        hint: 'Keep the scope; a different scope needs a new CRD (new group or plural) and a migration of the objects.',
        anchor: { manifest: ctx.head.manifest, pointer: c.head?.pointer ?? '/spec' },
      });
    }
  },
};
