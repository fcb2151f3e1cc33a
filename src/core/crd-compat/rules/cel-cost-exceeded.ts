import { costFactor, estimateRuleCosts, STATIC_ESTIMATED_COST_LIMIT, STATIC_ESTIMATED_CRD_COST_LIMIT } from '../cel-cost.js';
import type { Rule } from '../types.js';
import { shortRule } from './cel.js';

const HINT =
  'Bound what the rule iterates and scans: maxItems on lists, maxProperties on maps, maxLength on strings (the API server costs every unbounded one at what a 3 MiB request can hold), or move the rule down to the items it checks.';

export const celCostExceeded: Rule = {
  id: 'cel-cost-exceeded',
  summary: "A CEL rule's estimated cost (times how often it runs per object) is over the API server's budget, per rule or for the whole CRD: the API server refuses the CRD",
  defaultSeverity: 'error',
  tier: 'breaking',
  onSingle(ctx) {
    for (const v of ctx.crd.versions) {
      if (!v.schema) continue;
      const costs = estimateRuleCosts(v.schema);
      let total = 0;
      for (const c of costs) {
        total += c.total;
        if (c.total <= STATIC_ESTIMATED_COST_LIMIT) continue;
        ctx.report({
          version: v.name,
          message: `CEL rule ${shortRule(c.rule)}: estimated rule cost exceeds budget by factor of ${costFactor(c.total, STATIC_ESTIMATED_COST_LIMIT)} (at least ${c.cost.toLocaleString('en-US')} per evaluation × ${c.cardinality.toLocaleString('en-US')} evaluation${c.cardinality === 1 ? '' : 's'} per object, limit ${STATIC_ESTIMATED_COST_LIMIT.toLocaleString('en-US')})`,
          ratchet: 'not-applicable',
          existing: 'unaffected: the API server refuses the CRD itself, so the change cannot be applied',
          hint: HINT,
          anchor: { manifest: ctx.crd.manifest, pointer: `${v.schemaPointer}${c.pointer}` },
          key: `cel-cost-exceeded|${v.name}|${c.pointer}`,
        });
      }
      if (total > STATIC_ESTIMATED_CRD_COST_LIMIT) {
        ctx.report({
          version: v.name,
          message: `x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema exceeds budget by factor of ${costFactor(total, STATIC_ESTIMATED_CRD_COST_LIMIT)} (at least ${total.toLocaleString('en-US')}, limit ${STATIC_ESTIMATED_CRD_COST_LIMIT.toLocaleString('en-US')})`,
          ratchet: 'not-applicable',
          existing: 'unaffected: the API server refuses the CRD itself, so the change cannot be applied',
          hint: HINT,
          anchor: { manifest: ctx.crd.manifest, pointer: v.schemaPointer },
          key: `cel-cost-exceeded|${v.name}|total`,
        });
      }
    }
  },
};
