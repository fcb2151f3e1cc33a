import type { Rule } from '../types.js';
import { EXISTING, versionFacet } from './shared.js';

export const versionAdded: Rule = {
  id: 'version-added',
  summary: 'A new version (changes confined to it do not touch stored objects)',
  defaultSeverity: 'info',
  tier: 'loosening',
  onCrd(ctx) {
    for (const c of ctx.changes()) {
      const v = versionFacet(c.key);
      if (!v || v.rest !== '' || c.base || !c.head) continue;
      for (const inner of ctx.changes(c.key)) ctx.consume(inner.key);
      const added = ctx.head.version(v.version);
      ctx.report({
        version: v.version,
        scope: 'new-version',
        message: `version ${v.version} added${added?.served ? ' and served' : ''}${added?.storage ? ' as the storage version' : ''}`,
        ratchet: 'not-applicable',
        existing: EXISTING.none,
        hint:
          ctx.head.conversionStrategy === 'Webhook'
            ? 'Make sure the conversion webhook round-trips every version.'
            : 'Without a conversion webhook, objects are read in every served version with only apiVersion rewritten: keep the schemas compatible.',
        anchor: { manifest: ctx.head.manifest, pointer: c.head.pointer },
      });
    }
  },
};
