import type { Rule } from '../types.js';
import { EXISTING, versionFacet, versionScope } from './shared.js';

export const printerColumnsChanged: Rule = {
  id: 'printer-columns-changed',
  summary: 'additionalPrinterColumns changed (kubectl get output only)',
  defaultSeverity: 'info',
  tier: 'loosening',
  onCrd(ctx) {
    for (const c of ctx.changes()) {
      const v = versionFacet(c.key);
      if (!v || !v.rest.startsWith('additionalPrinterColumns') || !ctx.base.version(v.version) || !ctx.head.version(v.version)) continue;
      ctx.consume(c.key);
      ctx.report({
        version: v.version,
        scope: versionScope(ctx.base, v.version),
        message: 'printer columns changed',
        ratchet: 'not-applicable',
        existing: EXISTING.none,
        hint: 'Scripts that parse kubectl get output may need an update.',
        anchor: { manifest: ctx.head.manifest, pointer: c.head?.pointer ?? ctx.head.version(v.version)?.pointer ?? '/spec/versions' },
      });
    }
  },
};
