import type { Rule } from '../types.js';
import { EXISTING, versionFacet, versionScope } from './shared.js';

export const versionDeprecated: Rule = {
  id: 'version-deprecated',
  summary: 'A version was marked deprecated (or its deprecation warning changed)',
  defaultSeverity: 'info',
  tier: 'loosening',
  onCrd(ctx) {
    for (const c of ctx.changes()) {
      const v = versionFacet(c.key);
      if (!v || (v.rest !== 'deprecated' && v.rest !== 'deprecationWarning') || !ctx.base.version(v.version) || !ctx.head.version(v.version)) continue;
      ctx.consume(c.key);
      if (v.rest === 'deprecationWarning' && ctx.changes(`spec.versions[${v.version}].deprecated`).length > 0) continue;
      const now = ctx.head.version(v.version)?.deprecated === true;
      ctx.report({
        version: v.version,
        scope: versionScope(ctx.base, v.version),
        message:
          v.rest === 'deprecationWarning'
            ? `deprecation warning of ${v.version} changed`
            : now
              ? `version ${v.version} deprecated`
              : `version ${v.version} is no longer deprecated`,
        ratchet: 'not-applicable',
        existing: EXISTING.none,
        hint: now ? `Clients using ${v.version} now get a warning; plan when to stop serving it.` : 'No action needed.',
        anchor: { manifest: ctx.head.manifest, pointer: c.head?.pointer ?? ctx.head.version(v.version)?.pointer ?? '/spec/versions' },
      });
    }
  },
};
