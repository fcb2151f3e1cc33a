import { validateCrd, type CrdIssue } from '../../schema/crd-validation.js';
import type { Rule, SingleContext } from '../types.js';

/**
 * What the API server rejects in a CRD: the one CRD validator of core/kube (strict decoding,
 * names, versions, conversion, selectable fields, structural schema, defaults, CEL), the same
 * list `check` reports as `crd/*` findings. Only violations new at head are reported, as the API
 * server itself ratchets these checks for CRDs that already violated them. The storage-version
 * count is its own rule (storage-version-count).
 */
export const structuralSchemaInvalid: Rule = {
  id: 'structural-schema-invalid',
  summary: 'The head CRD is one the API server rejects: not structural, unsupported keywords, bad names, invalid list types, invalid defaults, CEL rules that do not compile',
  defaultSeverity: 'error',
  tier: 'breaking',
  onSingle(ctx) {
    for (const issue of validateCrd(ctx.crd).issues) {
      if (issue.severity !== 'error' || issue.kind === 'storage' || issue.kind === 'api-version' || issue.kind === 'too-large') continue;
      report(ctx, issue);
    }
  },
};

function report(ctx: SingleContext, issue: CrdIssue): void {
  ctx.report({
    ...(issue.version !== undefined ? { version: issue.version } : {}),
    ...(issue.path !== undefined ? { path: issue.path } : {}),
    message: issue.message,
    ratchet: 'not-applicable',
    existing: 'unaffected: the API server rejects this CRD, so it cannot be applied',
    hint: 'Fix the CRD so that the API server accepts it (kubectl apply --dry-run=server shows the same error).',
    anchor: { manifest: ctx.crd.manifest, pointer: issue.pointer, ...(issue.at ? { at: issue.at } : {}) },
    key: `structural-schema-invalid|${issue.version ?? ''}|${issue.path ?? ''}|${issue.message}`,
  });
}
