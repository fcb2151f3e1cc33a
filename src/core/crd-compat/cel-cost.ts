import type { Expr } from '@bufbuild/cel-spec/cel/expr/syntax_pb.js';
import { MAX_EXPRESSION_LENGTH } from '../cel/limits.js';
import { checkNesting } from '../cel/nesting.js';
import { isRecordSchema } from './types.js';
import { celEngine } from '../schema/engine-slots.js';
import { escapeSegment } from '../yaml/pointer.js';

/**
 * The API server's static cost check of CRD validation rules, as a lower bound. At CRD create
 * and update, kube-apiserver estimates each x-kubernetes-validations rule's worst-case cost
 * (cel-go's checker cost estimator, with list, map and string sizes from maxItems,
 * maxProperties and maxLength, or, where unbounded, from the 3 MiB request limit), multiplies
 * it by how many times the rule can run in one object (the product of the bounds of the lists
 * and maps above it, or below an unbounded one the number of the rule's values a request can
 * hold), and refuses the CRD when one rule exceeds StaticEstimatedCostLimit or
 * all of them together exceed StaticEstimatedCRDCostLimit.
 *
 * This estimate counts only what cel-go surely charges (one per identifier, selection and
 * call, a tenth of the string length for string scans, the range size for each loop), so it
 * is at most the API server's: when it is over a limit, the API server refuses the CRD too.
 * Rules it cannot read count zero.
 */

type Schema = Readonly<Record<string, unknown>>;

/** apiextensions-apiserver StaticEstimatedCostLimit: per rule, times its cardinality. */
export const STATIC_ESTIMATED_COST_LIMIT = 10_000_000;
/** apiextensions-apiserver StaticEstimatedCRDCostLimit: every rule of a CRD version together. */
export const STATIC_ESTIMATED_CRD_COST_LIMIT = 100_000_000;
/** The API server's request size limit the unbounded size estimates derive from. */
export const MAX_REQUEST_SIZE_BYTES = 3 * 1024 * 1024;
/** cel-go common.StringTraversalCostFactor. */
const STRING_TRAVERSAL_FACTOR = 0.1;
const STRING_SCANS = new Set(['contains', 'startsWith', 'endsWith', 'matches']);
const LOGICAL = new Set(['_&&_', '_||_', '!_', '@not_strictly_false']);

export interface RuleCost {
  /** Pointer of the rule's `rule` field, relative to the schema root. */
  readonly pointer: string;
  readonly rule: string;
  /** Lower bound of the estimated cost of one evaluation. */
  readonly cost: number;
  /** How many times it can run in one object. */
  readonly cardinality: number;
  /** cost × cardinality, what the limits apply to. */
  readonly total: number;
}

/** Minimum JSON size of a value of this schema (the API server's estimateMinSizeJSON). */
function minSize(schema: Schema): number {
  switch (schema.type) {
    case 'boolean':
      return 4;
    case 'number':
    case 'integer':
      return 1;
    case 'string':
    case 'array':
    case 'object':
      return 2;
    default:
      return 1;
  }
}

/** Worst-case element count of a list or map, or length of a string; undefined for other schemas. */
export function maxSize(schema: Schema): number | undefined {
  if (schema.type === 'array') {
    if (typeof schema.maxItems === 'number') return schema.maxItems;
    const items = isRecordSchema(schema.items) ? schema.items : {};
    return Math.floor((MAX_REQUEST_SIZE_BYTES - 2) / (minSize(items) + 1));
  }
  if (schema.type === 'object' && isRecordSchema(schema.additionalProperties)) {
    if (typeof schema.maxProperties === 'number') return schema.maxProperties;
    return Math.floor((MAX_REQUEST_SIZE_BYTES - 2) / (minSize(schema.additionalProperties) + 4));
  }
  if (schema.type === 'string') {
    if (typeof schema.maxLength === 'number') return schema.maxLength;
    // Lower bound: an enum or a format bounds the length more tightly than the request does.
    if (Array.isArray(schema.enum) || typeof schema.format === 'string') return 0;
    return MAX_REQUEST_SIZE_BYTES - 2;
  }
  return undefined;
}

/**
 * Every rule of a schema with its estimated cost and cardinality, as the API server counts it
 * (apiextensions validation's CELSchemaContext and getExpressionCost): while every list and map
 * above the rule is bounded (maxItems, maxProperties), the product of their bounds; below an
 * unbounded one, how many values of the rule's own node fit in a request (3 MiB over its
 * minimum size plus a comma), not the product of the unbounded sizes. The replay over
 * Crossplane's v2.0.0 CompositionRevision (a rule under two nested unbounded lists, which the
 * API server accepts) found the product here overstating it by a factor of a million.
 */
export function estimateRuleCosts(root: Schema): RuleCost[] {
  const out: RuleCost[] = [];
  // bounded: the product of the bounds above, or undefined once a list or map above is unbounded.
  const visit = (node: Schema, pointer: string, bounded: number | undefined, depth: number): void => {
    if (depth > 64) return;
    const rules = node['x-kubernetes-validations'];
    if (Array.isArray(rules)) {
      const cardinality = bounded ?? Math.floor(MAX_REQUEST_SIZE_BYTES / (minSize(node) + 1));
      for (const [i, r] of rules.entries()) {
        if (!isRecordSchema(r) || typeof r.rule !== 'string') continue;
        const cost = ruleCost(r.rule, node);
        out.push({ pointer: `${pointer}/x-kubernetes-validations/${i}/rule`, rule: r.rule, cost, cardinality, total: cost * cardinality });
      }
    }
    if (isRecordSchema(node.properties)) {
      for (const [name, child] of Object.entries(node.properties)) {
        if (isRecordSchema(child)) visit(child, `${pointer}/properties/${escapeSegment(name)}`, bounded, depth + 1);
      }
    }
    const declared = node.type === 'array' ? node.maxItems : node.maxProperties;
    const below = bounded !== undefined && typeof declared === 'number' ? bounded * declared : undefined;
    if (isRecordSchema(node.items)) visit(node.items, `${pointer}/items`, below, depth + 1);
    if (isRecordSchema(node.additionalProperties)) visit(node.additionalProperties, `${pointer}/additionalProperties`, below, depth + 1);
  };
  visit(root, '', 1, 0);
  return out;
}

/** Lower bound of cel-go's estimated worst-case cost of one evaluation of `rule` with `self` typed by `schema`. */
export function ruleCost(rule: string, schema: Schema): number {
  if (rule.length > MAX_EXPRESSION_LENGTH || checkNesting(rule)) return 0;
  let expr: Expr | undefined;
  const { parseCelShared } = celEngine(); // outside the try: EngineNotLoaded must reach withEngines
  try {
    expr = parseCelShared(rule).expr;
  } catch {
    return 0;
  }
  if (!expr) return 0;
  return cost(expr, new Map([['self', schema], ['oldSelf', schema]]));
}

type Env = ReadonlyMap<string, Schema | undefined>;

function typeOf(e: Expr, env: Env): Schema | undefined {
  switch (e.exprKind.case) {
    case 'identExpr':
      return env.get(e.exprKind.value.name);
    case 'selectExpr': {
      if (e.exprKind.value.testOnly || !e.exprKind.value.operand) return undefined;
      const operand = typeOf(e.exprKind.value.operand, env);
      if (!operand) return undefined;
      const props = operand.properties;
      const child = isRecordSchema(props) ? props[e.exprKind.value.field] : undefined;
      if (isRecordSchema(child)) return child;
      return isRecordSchema(operand.additionalProperties) ? operand.additionalProperties : undefined;
    }
    default:
      return undefined;
  }
}

function cost(e: Expr, env: Env): number {
  switch (e.exprKind.case) {
    case 'constExpr':
      return 0;
    case 'identExpr':
      return 1;
    case 'selectExpr':
      return 1 + (e.exprKind.value.operand ? cost(e.exprKind.value.operand, env) : 0);
    case 'callExpr': {
      const c = e.exprKind.value;
      // A conditional costs its condition and its dearer branch.
      if (c.function === '_?_:_' && c.args.length === 3) {
        return cost(c.args[0]!, env) + Math.max(cost(c.args[1]!, env), cost(c.args[2]!, env));
      }
      // Logical operators are charged only their operands here (a lower bound); other calls one each.
      let sum = LOGICAL.has(c.function) ? 0 : 1;
      if (c.target) sum += cost(c.target, env);
      for (const a of c.args) sum += cost(a, env);
      // String equality compares up to the shorter string (cel-go charges at least that much).
      if ((c.function === '_==_' || c.function === '_!=_') && c.args.length === 2) {
        sum += Math.ceil(Math.min(stringLength(c.args[0], env), stringLength(c.args[1], env)) * STRING_TRAVERSAL_FACTOR);
      }
      if (c.target && STRING_SCANS.has(c.function)) {
        // contains and matches scan the receiver (cel-go multiplies by the argument's size too:
        // left out, a lower bound); startsWith and endsWith scan only as far as their argument.
        const scanned = c.function === 'startsWith' || c.function === 'endsWith' ? c.args[0] : c.target;
        sum += Math.ceil(stringLength(scanned, env) * STRING_TRAVERSAL_FACTOR);
      }
      return sum;
    }
    case 'listExpr':
      return e.exprKind.value.elements.reduce((s, x) => s + cost(x, env), 0);
    case 'structExpr':
      return e.exprKind.value.entries.reduce((s, x) => s + (x.keyKind.case === 'mapKey' ? cost(x.keyKind.value, env) : 0) + (x.value ? cost(x.value, env) : 0), 0);
    case 'comprehensionExpr': {
      const c = e.exprKind.value;
      const rangeSchema = c.iterRange ? typeOf(c.iterRange, env) : undefined;
      const size = rangeSchema ? (maxSize(rangeSchema) ?? 0) : 0;
      // Lists bind their items; map keys are left untyped (not costed as strings: a lower bound).
      const element = rangeSchema?.type === 'array' && isRecordSchema(rangeSchema.items) ? rangeSchema.items : undefined;
      const inner = new Map(env);
      inner.set(c.iterVar, element);
      inner.set(c.accuVar, undefined);
      const loop = (c.loopCondition ? cost(c.loopCondition, inner) : 0) + (c.loopStep ? cost(c.loopStep, inner) : 0);
      return (c.iterRange ? cost(c.iterRange, env) : 0) + (c.accuInit ? cost(c.accuInit, env) : 0) + size * loop + (c.result ? cost(c.result, inner) : 0);
    }
    default:
      return 0;
  }
}

/** Worst-case length of a string expression: a literal's, or the schema's bound; 0 when unknown. */
function stringLength(e: Expr | undefined, env: Env): number {
  if (!e) return 0;
  if (e.exprKind.case === 'constExpr') {
    const k = e.exprKind.value.constantKind;
    return k.case === 'stringValue' ? [...k.value].length : 0;
  }
  const schema = typeOf(e, env);
  return schema?.type === 'string' ? (maxSize(schema) ?? 0) : 0;
}

/** `by factor of 3.2x` / `by factor of more than 100x`, worded as the API server does. */
export function costFactor(cost: number, limit: number): string {
  const factor = cost / limit;
  return factor > 100 ? 'more than 100x' : `${factor.toFixed(1)}x`;
}
