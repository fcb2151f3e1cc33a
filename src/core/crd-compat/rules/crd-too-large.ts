import { jsonByteLength } from '../../kube/json.js';
import type { Rule } from '../types.js';
import { asNumber } from './shared.js';

/** kubectl client-side apply keeps the whole object in an annotation; annotations are limited to 256 KiB. */
export const CLIENT_SIDE_APPLY_LIMIT = 262_144;
/** etcd's default request limit is 1.5 MiB; warn well before. */
export const ETCD_WARNING_BYTES = 1_048_576;

export const crdTooLarge: Rule = {
  id: 'crd-too-large',
  summary: 'The CRD is too large for client-side apply (262,144 bytes), or close to the etcd object limit',
  defaultSeverity: 'error',
  tier: 'breaking',
  options: {
    limitBytes: { type: 'integer', minimum: 1, description: 'Size that fails client-side apply (default 262144).' },
    serverSideApply: { type: 'boolean', description: 'CRDs are applied with server-side apply: only warn near the etcd limit.' },
  },
  onSingle(ctx) {
    const bytes = jsonByteLength(ctx.crd.manifest.object);
    const limit = asNumber(ctx.option('limitBytes')) ?? CLIENT_SIDE_APPLY_LIMIT;
    const ssa = ctx.option('serverSideApply') === true;
    const anchor = { manifest: ctx.crd.manifest, pointer: '/metadata/name' };
    if (!ssa && bytes > limit) {
      ctx.report({
        message: `the CRD is ${bytes} bytes as compact JSON, over the ${limit} bytes client-side apply can store in kubectl.kubernetes.io/last-applied-configuration`,
        ratchet: 'not-applicable',
        existing: 'unaffected; kubectl apply (client-side) fails with "metadata.annotations: Too long"',
        hint: 'Apply CRDs with server-side apply (kubectl apply --server-side, Argo CD ServerSideApply=true, Flux does by default) and set rules.crd-too-large.options.serverSideApply: true; or trim descriptions.',
        anchor,
        key: 'crd-too-large|client-side-apply',
      });
    }
    if (bytes > ETCD_WARNING_BYTES) {
      ctx.report({
        message: `the CRD is ${bytes} bytes as compact JSON, close to etcd's default 1.5 MiB request limit`,
        severity: 'warning',
        ratchet: 'not-applicable',
        existing: 'unaffected; a larger CRD is rejected by etcd',
        hint: 'Trim descriptions (controller-gen crd:maxDescLen=0) or split the API into several CRDs.',
        anchor,
        key: 'crd-too-large|etcd',
      });
    }
  },
};
