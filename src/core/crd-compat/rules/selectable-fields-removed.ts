import { canonicalJson } from '../../kube/json.js';
import type { Rule } from '../types.js';
import { versionFacet, versionScope } from './shared.js';

function paths(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((f) => (f !== null && typeof f === 'object' && typeof (f as { jsonPath?: unknown }).jsonPath === 'string' ? (f as { jsonPath: string }).jsonPath : canonicalJson(f)));
}

export const selectableFieldsRemoved: Rule = {
  id: 'selectable-fields-removed',
  summary: 'selectableFields entries were removed (field selectors that use them start failing)',
  defaultSeverity: 'warning',
  tier: 'breaking',
  onCrd(ctx) {
    for (const c of ctx.changes()) {
      const v = versionFacet(c.key);
      if (!v || !v.rest.startsWith('selectableFields') || !ctx.base.version(v.version) || !ctx.head.version(v.version)) continue;
      ctx.consume(c.key);
      const after = new Set(paths(ctx.head.version(v.version)?.raw.selectableFields));
      const removed = paths(ctx.base.version(v.version)?.raw.selectableFields).filter((p) => !after.has(p));
      if (removed.length === 0) continue;
      ctx.report({
        version: v.version,
        scope: versionScope(ctx.base, v.version),
        message: `selectable field${removed.length === 1 ? '' : 's'} ${removed.join(', ')} removed`,
        ratchet: 'not-applicable',
        existing: 'unaffected; list and watch requests with a field selector on them are rejected',
        hint: 'Keep the selectable fields while clients filter on them.',
        anchor: { manifest: ctx.head.manifest, pointer: c.head?.pointer ?? ctx.head.version(v.version)?.pointer ?? '/spec/versions' },
      });
    }
  },
};
