import type { Rule } from '../types.js';
import { EXISTING } from './shared.js';

export const crdAdded: Rule = {
  id: 'crd-added',
  summary: 'A new CRD appeared at head',
  defaultSeverity: 'info',
  tier: 'loosening',
  onAdded(ctx) {
    ctx.report({
      message: `CustomResourceDefinition ${ctx.crd.name} added`,
      ratchet: 'not-applicable',
      existing: EXISTING.none,
      hint: 'No action needed; its own structure, size and served versions are still checked.',
      anchor: { manifest: ctx.crd.manifest, pointer: '/metadata/name' },
    });
  },
};
