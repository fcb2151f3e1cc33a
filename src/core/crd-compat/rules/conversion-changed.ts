import { show } from '../canonical.js';
import type { CrdModel, FacetChange, Rule } from '../types.js';
import { sameShape } from '../canonical.js';
import { isRecord } from '../../manifest/manifest.js';

function divergentServed(crd: CrdModel): boolean {
  const served = crd.versions.filter((v) => v.served && v.schema);
  return served.some((v) => !sameShape(v.schema, served[0]?.schema));
}

/** The API server's default for a webhook service port. */
const DEFAULT_SERVICE_PORT = 443;

/**
 * Changes that do not move conversions anywhere: a caBundle the head leaves out (injected by the
 * operator or cert-manager, never sent by the sync, so server-side apply leaves it in place) and a
 * service port left to its default.
 */
function benign(c: FacetChange): boolean {
  if (c.key.endsWith('.clientConfig.caBundle') && c.head === undefined) return true;
  if (c.key.endsWith('.clientConfig.service.port')) {
    const port = (f: FacetChange['base']): unknown => (f === undefined ? DEFAULT_SERVICE_PORT : f.value);
    return port(c.base) === port(c.head);
  }
  return false;
}

// Every conversion of every object, of every team, goes where spec.conversion says: a change of
// the strategy or of the webhook's endpoint or trust (url, service, caBundle) hands every object
// to another server, so it is an error at the gate (issue 23). Only a caBundle left to its injector
// is not a change of the CRD this sync sends.
export const conversionChanged: Rule = {
  id: 'conversion-changed',
  summary: 'spec.conversion changed: the strategy, or the webhook endpoint (url, service) or its caBundle; every conversion of every object goes there',
  defaultSeverity: 'error',
  tier: 'breaking',
  onCrd(ctx) {
    const changes = ctx.changes('spec.conversion');
    if (changes.length === 0) return;
    for (const c of changes) ctx.consume(c.key);
    const from = ctx.base.conversionStrategy;
    const to = ctx.head.conversionStrategy;
    const headConversion = isRecord(ctx.head.manifest.object.spec) && isRecord(ctx.head.manifest.object.spec.conversion);
    const anchor = { manifest: ctx.head.manifest, pointer: changes.find((c) => c.head)?.head?.pointer ?? (headConversion ? '/spec/conversion' : '/spec') };
    if (from !== to) {
      const dropped = from === 'Webhook' && to === 'None';
      const divergent = dropped && divergentServed(ctx.head);
      ctx.report({
        message: `conversion strategy changed from ${from} to ${to}${divergent ? ' while served versions have different schemas' : ''}`,
        ratchet: 'not-applicable',
        existing: dropped
          ? 'objects are no longer converted between versions, only relabelled; fields a version lacks are pruned when read through it'
          : 'every read and write through a version other than the stored one now calls the webhook, which sees every object; if it is not reachable, those requests fail',
        hint: dropped
          ? 'Keep the webhook while served versions differ, or make their schemas identical first.'
          : 'Change the conversion of a shared CRD outside the tenant sync (the platform team applies it), or acknowledge it in policies/crd-compat.yaml after deploying the webhook (and its caBundle).',
        anchor,
      });
      return;
    }
    const config = changes.filter((c) => !c.key.startsWith('spec.conversion.strategy'));
    if (config.length === 0) return;
    const moved = config.filter((c) => !benign(c));
    if (moved.length === 0) {
      if (config.every((c) => c.key.endsWith('.clientConfig.service.port'))) return;
      ctx.report({
        message: 'conversion webhook caBundle not set here (left to its injector)',
        severity: 'info',
        ratchet: 'not-applicable',
        existing: 'unaffected: server-side apply leaves the injected caBundle in place',
        hint: 'No action needed.',
        anchor,
      });
      return;
    }
    const caOnly = moved.every((c) => c.key.endsWith('.caBundle'));
    ctx.report({
      message: caOnly
        ? 'conversion webhook caBundle changed: conversions now trust another certificate authority'
        : `conversion webhook configuration changed: ${moved.map((c) => `${c.key.slice('spec.conversion.'.length)} ${show(c.base?.value, 40)} → ${show(c.head?.value, 40)}`).join('; ')}`,
      ratchet: 'not-applicable',
      existing: caOnly
        ? 'every conversion is sent to whoever holds a certificate of the new authority'
        : 'every conversion of every object goes to the new endpoint, which sees and may rewrite them; if it is not reachable, reads and writes through non-storage versions fail',
      hint: caOnly
        ? 'Leave the caBundle to its injector (the operator or cert-manager) instead of setting it in Git, or acknowledge the rotation in policies/crd-compat.yaml.'
        : 'Change the conversion of a shared CRD outside the tenant sync (the platform team applies it), or acknowledge it in policies/crd-compat.yaml after deploying the new endpoint.',
      anchor,
    });
  },
};
