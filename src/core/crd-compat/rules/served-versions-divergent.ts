import type { Rule } from '../types.js';
import { compareKubeVersions } from '../versions.js';

export const servedVersionsDivergent: Rule = {
  id: 'served-versions-divergent',
  summary: 'Served versions without a conversion webhook now differ incompatibly (problems already present at base are not repeated)',
  defaultSeverity: 'warning',
  tier: 'breaking',
  onSingle(ctx) {
    if (ctx.crd.conversionStrategy === 'Webhook') return; // the webhook converts between them
    const served = ctx.crd.versions.filter((v) => v.served && v.schema).sort((a, b) => compareKubeVersions(a.name, b.name));
    for (let i = 0; i < served.length; i++) {
      for (let j = i + 1; j < served.length; j++) {
        const from = served[i]!;
        const to = served[j]!;
        const issues = ctx.diffSchemas(from, to).filter((f) => f.severity === 'error');
        for (const f of issues) {
          ctx.report({
            version: to.name,
            path: f.path,
            scope: 'served-versions',
            message: `${from.name} → ${to.name}: ${f.message} [${f.rule}]`,
            ratchet: 'not-applicable',
            existing: `objects are relabelled, not converted, between ${from.name} and ${to.name}: what one version stores the other may prune or reject`,
            hint: `Make the schemas of the served versions compatible, or add a conversion webhook (spec.conversion.strategy: Webhook).`,
            anchor: f.anchor,
            key: `served-versions-divergent|${from.name}|${to.name}|${f.rule}|${f.path ?? ''}|${f.message}`,
          });
        }
      }
    }
  },
};
