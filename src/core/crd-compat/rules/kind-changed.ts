import { show } from '../canonical.js';
import type { Rule } from '../types.js';

const FACETS = ['spec.names.kind', 'spec.names.listKind'] as const;

export const kindChanged: Rule = {
  id: 'kind-changed',
  summary: 'spec.names.kind or listKind changed (immutable once the CRD is Established)',
  defaultSeverity: 'error',
  tier: 'breaking',
  onCrd(ctx) {
    for (const c of FACETS.flatMap((f) => ctx.changes(f))) {
      ctx.consume(c.key);
      ctx.report({
        message: `${c.key.slice('spec.names.'.length)} changed from ${show(c.base?.value)} to ${show(c.head?.value)}`,
        ratchet: 'not-applicable',
        existing: 'the API server rejects the update of an Established CRD; clients and manifests that name the old kind stop working',
        hint: 'Keep the kind; a new kind is a new CRD (new name), with its objects migrated by hand.',
        anchor: { manifest: ctx.head.manifest, pointer: c.head?.pointer ?? '/spec/names' },
      });
    }
  },
};
