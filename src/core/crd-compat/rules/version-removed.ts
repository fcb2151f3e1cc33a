import type { Rule } from '../types.js';
import { versionFacet } from './shared.js';

export const versionRemoved: Rule = {
  id: 'version-removed',
  summary: 'A version in spec.versions is gone, served or not (stored objects and managedFields may still use it)',
  defaultSeverity: 'error',
  tier: 'breaking',
  onCrd(ctx) {
    for (const c of ctx.changes()) {
      const v = versionFacet(c.key);
      if (!v || v.rest !== '' || !c.base || c.head) continue;
      const old = ctx.base.version(v.version);
      for (const inner of ctx.changes(c.key)) ctx.consume(inner.key);
      const facts = [old?.served ? 'served' : 'not served', ...(old?.storage ? ['the storage version'] : [])];
      ctx.report({
        version: v.version,
        message: `version ${v.version} removed (it was ${facts.join(' and ')})`,
        ratchet: 'not-applicable',
        existing:
          `the API server rejects the update while ${v.version} is in status.storedVersions; once applied, objects whose managedFields name ${v.version} break server-side apply, and clients using it get 404`,
        hint:
          `Keep ${v.version} with served: false until a storage migration has rewritten every object and ${v.version} is gone from status.storedVersions ` +
          `(check with crd-diff --kubeconfig); only then delete it from spec.versions.`,
        anchor: { manifest: ctx.base.manifest, pointer: c.base.pointer, at: 'value' },
      });
    }
  },
};
