import { show } from '../canonical.js';
import type { CrdModel, Rule } from '../types.js';
import { sameShape } from '../canonical.js';

function divergentServed(crd: CrdModel): boolean {
  const served = crd.versions.filter((v) => v.served && v.schema);
  return served.some((v) => !sameShape(v.schema, served[0]?.schema));
}

export const conversionChanged: Rule = {
  id: 'conversion-changed',
  summary: 'spec.conversion changed (an error when a webhook is dropped while served versions differ)',
  defaultSeverity: 'warning',
  tier: 'breaking',
  onCrd(ctx) {
    const changes = ctx.changes('spec.conversion');
    if (changes.length === 0) return;
    for (const c of changes) ctx.consume(c.key);
    const from = ctx.base.conversionStrategy;
    const to = ctx.head.conversionStrategy;
    const anchor = { manifest: ctx.head.manifest, pointer: changes.find((c) => c.head)?.head?.pointer ?? '/spec' };
    if (from !== to) {
      const dropped = from === 'Webhook' && to === 'None';
      const divergent = dropped && divergentServed(ctx.head);
      ctx.report({
        message: `conversion strategy changed from ${from} to ${to}${divergent ? ' while served versions have different schemas' : ''}`,
        severity: divergent ? 'error' : 'warning',
        ratchet: 'not-applicable',
        existing: dropped
          ? 'objects are no longer converted between versions, only relabelled; fields a version lacks are pruned when read through it'
          : 'every read and write through a version other than the stored one now calls the webhook; if it is not reachable, those requests fail',
        hint: dropped
          ? 'Keep the webhook while served versions differ, or make their schemas identical first.'
          : 'Deploy the webhook (and its caBundle) before applying this CRD, and test round-trips of every version.',
        anchor,
      });
      return;
    }
    const config = changes.filter((c) => !c.key.startsWith('spec.conversion.strategy'));
    if (config.length === 0) return;
    const caOnly = config.every((c) => c.key.endsWith('.caBundle'));
    ctx.report({
      message: caOnly ? 'conversion webhook caBundle changed' : `conversion webhook configuration changed: ${config.map((c) => `${c.key.slice('spec.conversion.'.length)} ${show(c.base?.value, 40)} → ${show(c.head?.value, 40)}`).join('; ')}`,
      severity: caOnly ? 'info' : 'warning',
      ratchet: 'not-applicable',
      existing: caOnly ? 'unaffected if the webhook serves a certificate signed by the new CA' : 'conversions go to the new endpoint; if it is not reachable, reads and writes through non-storage versions fail',
      hint: caOnly ? 'No action needed for a certificate rotation.' : 'Deploy the new webhook endpoint before applying this CRD.',
      anchor,
    });
  },
};
