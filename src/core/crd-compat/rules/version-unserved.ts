import type { Rule } from '../types.js';
import { EXISTING, versionFacet } from './shared.js';

export const versionUnserved: Rule = {
  id: 'version-unserved',
  summary: 'A served version stopped being served (a warning when it was deprecated before)',
  defaultSeverity: 'error',
  tier: 'breaking',
  onCrd(ctx) {
    for (const c of ctx.changes()) {
      const v = versionFacet(c.key);
      if (!v || v.rest !== 'served' || !ctx.base.version(v.version) || !ctx.head.version(v.version)) continue;
      ctx.consume(c.key);
      const was = c.base?.value === true;
      const is = c.head?.value === true;
      if (was === is) continue;
      const deprecated = ctx.base.version(v.version)?.deprecated === true;
      const anchor = { manifest: ctx.head.manifest, pointer: c.head?.pointer ?? ctx.head.version(v.version)?.pointer ?? '/spec/versions' };
      if (!is) {
        ctx.report({
          version: v.version,
          scope: 'in-place-served',
          message: `version ${v.version} is no longer served${deprecated ? ' (it was deprecated)' : ' (it was not deprecated first)'}`,
          severity: deprecated ? 'warning' : 'error',
          ratchet: 'not-applicable',
          existing: `stored objects stay readable through the other versions; every client, manifest and controller still using ${v.version} gets 404`,
          hint: deprecated
            ? `Make sure no client uses ${v.version} any more (API server metrics apiserver_requested_deprecated_apis).`
            : `Mark ${v.version} deprecated: true (with a deprecationWarning) for at least one release, then stop serving it.`,
          anchor,
        });
      } else {
        ctx.report({
          version: v.version,
          scope: 'in-place-unserved',
          message: `version ${v.version} is served again`,
          severity: 'info',
          ratchet: 'not-applicable',
          existing: EXISTING.none,
          hint: 'No action needed.',
          anchor,
        });
      }
    }
  },
};
