import type { Rule } from '../types.js';
import { versionFacet, versionScope } from './shared.js';

export const subresourceChanged: Rule = {
  id: 'subresource-changed',
  summary: 'The status subresource was turned on or off, or the scale subresource changed',
  defaultSeverity: 'warning',
  tier: 'breaking',
  onCrd(ctx) {
    const byVersion = new Map<string, { status: boolean; scale: string[] }>();
    const anchors = new Map<string, string>();
    for (const c of ctx.changes()) {
      const v = versionFacet(c.key);
      if (!v || !v.rest.startsWith('subresources') || !ctx.base.version(v.version) || !ctx.head.version(v.version)) continue;
      ctx.consume(c.key);
      const entry = byVersion.get(v.version) ?? { status: false, scale: [] };
      if (v.rest === 'subresources' || v.rest === 'subresources.status' || v.rest.startsWith('subresources.status.')) entry.status = true;
      if (v.rest === 'subresources' || v.rest.startsWith('subresources.scale')) entry.scale.push(v.rest.replace(/^subresources\.?/, '') || 'subresources');
      byVersion.set(v.version, entry);
      anchors.set(v.version, c.head?.pointer ?? ctx.head.version(v.version)?.pointer ?? '/spec/versions');
    }
    for (const [version, entry] of byVersion) {
      const had = subresources(ctx.base.version(version)?.raw);
      const has = subresources(ctx.head.version(version)?.raw);
      const anchor = { manifest: ctx.head.manifest, pointer: anchors.get(version) ?? '/spec/versions' };
      const scope = versionScope(ctx.base, version);
      if (had.status !== has.status) {
        ctx.report({
          version,
          scope,
          message: has.status
            ? 'status subresource enabled: writes to the main resource now ignore .status, and status is written through /status only'
            : 'status subresource disabled: .status is written with the main resource and /status is gone',
          ratchet: 'not-applicable',
          existing: has.status
            ? 'unaffected; controllers that update status through the main resource silently lose those writes'
            : 'unaffected; controllers that write through /status get 404, and users who may edit the object can now edit its status',
          hint: 'Update every controller that writes status together with this change; check RBAC for the /status subresource.',
          anchor,
        });
      }
      if (entry.scale.length > 0 && JSON.stringify(had.scale) !== JSON.stringify(has.scale)) {
        ctx.report({
          version,
          scope,
          message: had.scale === undefined ? 'scale subresource added' : has.scale === undefined ? 'scale subresource removed' : 'scale subresource paths changed',
          ratchet: 'not-applicable',
          existing: 'unaffected; HorizontalPodAutoscalers, kubectl scale and PodDisruptionBudgets that use /scale read and write other fields (or get 404)',
          hint: 'Update autoscalers and tooling that use /scale together with this change.',
          anchor,
        });
      }
    }
  },
};

function subresources(raw: Readonly<Record<string, unknown>> | undefined): { status: boolean; scale: unknown } {
  const s = raw?.subresources;
  if (s === null || typeof s !== 'object' || Array.isArray(s)) return { status: false, scale: undefined };
  const rec = s as Record<string, unknown>;
  return { status: rec.status !== undefined && rec.status !== null, scale: rec.scale ?? undefined };
}
