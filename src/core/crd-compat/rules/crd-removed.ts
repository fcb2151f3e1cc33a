import type { Rule } from '../types.js';

export const crdRemoved: Rule = {
  id: 'crd-removed',
  summary: 'A CRD present at base is gone at head; deleting it deletes every custom resource of it',
  defaultSeverity: 'error',
  tier: 'breaking',
  onRemoved(ctx) {
    ctx.report({
      message: `CustomResourceDefinition ${ctx.crd.name} removed`,
      ratchet: 'not-applicable',
      existing: `applying the deletion deletes every ${ctx.crd.kind ?? 'custom resource'} object of it, in every namespace`,
      hint: 'If the CRD only moved to another file or repository, include that path or acknowledge the finding; to retire it, delete its objects deliberately first and then the CRD.',
      anchor: { manifest: ctx.crd.manifest, pointer: '/metadata/name' },
    });
  },
};
