import { sameStoredShape } from '../canonical.js';
import type { Rule } from '../types.js';
import { versionFacet } from './shared.js';

export const storageVersionChanged: Rule = {
  id: 'storage-version-changed',
  summary: 'The storage version moved (info when the schemas are identical; a warning when they differ only in validation; an error when the old one is removed or unserved, or the stored shapes differ without a conversion webhook)',
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
    } else if (ctx.head.conversionStrategy !== 'Webhook' && sameStoredShape((oldAtHead ?? old).schema, now.schema)) {
      // Relabelling loses nothing when the same fields survive pruning with the same types and
      // defaults; only objects the new version's validation refuses need fixing on their next write.
      severity = 'warning';
      why = `the schemas differ only in validation, so objects are relabelled without loss, but a stored object that breaks a constraint of ${now.name} is refused on its next write`;
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
