import { show } from '../canonical.js';
import type { Rule } from '../types.js';

const FACETS = ['metadata.name', 'spec.group', 'spec.names.plural'] as const;

export const crdIdentityChanged: Rule = {
  id: 'crd-identity-changed',
  summary: 'metadata.name, spec.group or spec.names.plural changed: a different resource to the API server',
  defaultSeverity: 'error',
  tier: 'breaking',
  onCrd(ctx) {
    const changes = FACETS.flatMap((f) => ctx.changes(f));
    if (changes.length === 0) return;
    for (const c of changes) ctx.consume(c.key);
    const parts = changes.map((c) => `${c.key} from ${show(c.base?.value)} to ${show(c.head?.value)}`);
    const first = changes[0]!;
    ctx.report({
      message: `identity changed: ${parts.join(', ')}`,
      ratchet: 'not-applicable',
      existing:
        'the API server refuses to change spec.group and spec.names.plural of an existing CRD (and metadata.name must be <plural>.<group>); applying this creates a separate resource, and deleting the old CRD deletes every object of it',
      hint: 'Keep the name, group and plural; to move to a new group, create the new CRD beside the old one, migrate the objects, and only then delete the old CRD.',
      anchor: { manifest: ctx.head.manifest, pointer: first.head?.pointer ?? '/metadata/name' },
    });
  },
};
