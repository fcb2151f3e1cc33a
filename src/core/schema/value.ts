import { toAjvSubschema } from './ajv-schema.js';
import type { CompiledRules } from './cel.js';
import { ajvEngine, celEngine } from './engine-slots.js';
import { normalizeValue } from './normalize.js';
import { shapeDefault } from './defaults-shape.js';
import type { SchemaNode } from '../kube/structural.js';

/**
 * One value checked against one schema node, the way the API server checks a `default` when a
 * CRD is created: pruning (unknown fields), then the OpenAPI validation, then the node's CEL
 * rules. Messages come back without locations (the caller locates them at the default).
 * Ajv is asked for only when the value is not valid for certain, CEL only when there are rules
 * (schema/engines.ts).
 */
export function validateValue(node: SchemaNode, value: unknown, rules: CompiledRules | undefined): string[] {
  const out: string[] = [];
  const normalized = normalizeValue(value, node, { report: true });
  for (const v of normalized.violations) if (v.ruleId === 'schema/unknown-field') out.push(v.message);
  // Only the parts of the subtree the value reaches are compiled: the same errors, a fraction of the
  // compile; a value valid for certain (most defaults) needs no compile at all.
  const shaped = shapeDefault(toAjvSubschema(node), normalized.value);
  let blocking: string[] = [];
  if (!shaped.valid) {
    const { compileAjv, convertErrors } = ajvEngine();
    const compiled = compileAjv(shaped.schema);
    if (!compiled.ok) return out;
    if (!compiled.compiled.validate(normalized.value) && compiled.compiled.validate.errors) {
      const converted = convertErrors(compiled.compiled.validate.errors, normalized.value);
      for (const v of converted.violations) out.push(v.message);
      blocking = converted.blocking;
    }
  }
  if (rules && rules.count > 0 && blocking.length === 0) {
    for (const v of celEngine().evaluateRules({ root: node, rules, object: normalized.value, blocking, nested: true }).violations) out.push(v.message);
  }
  return out;
}
