import type { Rule } from '../types.js';
import { versionFacet } from './shared.js';

export const storageVersionChanged: Rule = {
  id: 'storage-version-changed',
  summary: 'The storage version moved (info when the schemas are identical; an error when the old one is removed or unserved, or the schemas differ without a conversion webhook)',
  defaultSeverity: 'warning',
  tier: 'breaking',
  onCrd(ctx) {
    const facets = ctx.changes().filter((c) => versionFacet(c.key)?.rest === 'storage');
    for (const c of facets) {
      const v = versionFacet(c.key)!;
      if (ctx.base.version(v.version) && ctx.head.version(v.version)) ctx.consume(c.key);
    }
    const from = ctx.base.versions.filter((v) => v.storage);
    const to = ctx.head.versions.filter((v) => v.storage);
    if (from.length !== 1 || to.length !== 1) return; // storage-version-count judges the count
    const old = from[0]!;
    const now = to[0]!;
    if (old.name === now.name) return;
    const oldAtHead = ctx.head.version(old.name);
    const same = ctx.sameSchema(oldAtHead ?? old, now);
    let severity: 'error' | 'warning' | 'info';
    let why: string;
    if (!oldAtHead || !oldAtHead.served) {
      severity = 'error';
      why = `${old.name} is ${oldAtHead ? 'no longer served' : 'removed'} in the same change, before its stored objects were migrated`;
    } else if (same) {
      severity = 'info';
      why = 'the two versions have identical schemas, so objects convert losslessly';
    } else if (ctx.head.conversionStrategy !== 'Webhook') {
      severity = 'error';
      why = 'the schemas differ and there is no conversion webhook: objects are relabelled, not converted, and fields the new version lacks are pruned';
    } else {
      severity = 'warning';
      why = 'the conversion webhook must round-trip every object between the two versions';
    }
    ctx.report({
      version: now.name,
      message: `storage version moved from ${old.name} to ${now.name}: ${why}`,
      severity,
      ratchet: 'not-applicable',
      existing: `objects stay stored as ${old.name} until they are rewritten, and status.storedVersions keeps listing ${old.name} until a storage migration rewrites every object`,
      hint: `Keep ${old.name} in spec.versions (served) for now; rewrite every object (kube-storage-version-migrator, or a no-op update of each), then drop ${old.name} from status.storedVersions before removing it.`,
      anchor: { manifest: ctx.head.manifest, pointer: `${now.pointer}/storage` },
    });
  },
};
