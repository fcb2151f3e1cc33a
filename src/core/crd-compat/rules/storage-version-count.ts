import type { Rule } from '../types.js';

export const storageVersionCount: Rule = {
  id: 'storage-version-count',
  summary: 'The CRD does not have exactly one storage version',
  defaultSeverity: 'error',
  tier: 'breaking',
  onSingle(ctx) {
    const storage = ctx.crd.versions.filter((v) => v.storage);
    if (storage.length === 1 || ctx.crd.versions.length === 0) return;
    ctx.report({
      message:
        storage.length === 0
          ? 'no version is marked storage: true'
          : `${storage.length} versions are marked storage: true (${storage.map((v) => v.name).join(', ')})`,
      ratchet: 'not-applicable',
      existing: 'unaffected: the API server rejects the CRD ("must have exactly one version marked as storage version")',
      hint: 'Mark exactly one version storage: true.',
      anchor: { manifest: ctx.crd.manifest, pointer: storage[1]?.pointer ?? '/spec/versions' },
      key: 'storage-version-count',
    });
  },
};
