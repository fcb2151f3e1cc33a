import type { Expr } from '@bufbuild/cel-spec/cel/expr/syntax_pb.js';
import { MAX_EXPRESSION_LENGTH } from '../../cel/limits.js';
import { checkNesting } from '../../cel/nesting.js';
import { finiteAdmitted } from '../admits.js';
import { show } from '../canonical.js';
import { canonicalJson } from '../../kube/json.js';
import { isRecordSchema } from '../types.js';
import { celEngine } from '../../schema/engine-slots.js';

/**
 * Can a new CEL rule refuse an object the old schema admitted? A rule added in the same change
 * as the enum values or fields it guards (`self.type == 'New' ? has(self.newField) : true`,
 * `!has(self.newField) || …`, `self.type != 'New' || …`) cannot: its guard never holds for an
 * old object. This proves that from the rule's syntax tree (the same parser as src/core/cel)
 * and the old schema: a comparison with a value outside the old node's finite admitted set
 * (its enum, read by admits.ts) on a field every old object has (required, or defaulted), or
 * `has()` of a field the old schema does not declare (old objects cannot hold it: it was
 * pruned). Errors count as refusals, as in the API server: `self.type` on an object without
 * `type` fails the rule, so an optional field needs a `has()` guard for the proof to hold.
 * Anything else is unproven and the rule stays an error.
 */

type Schema = Readonly<Record<string, unknown>>;

interface Path {
  readonly root: 'self' | 'oldSelf';
  readonly segments: readonly string[];
}

interface Resolved {
  /** The old schema at the path, or undefined when the old schema has no such field. */
  readonly schema?: Schema;
  /** True when the old schema lets no object hold the field (undeclared, unknown fields pruned). */
  readonly undeclared: boolean;
}

interface Analysis {
  readonly base: Schema;
  readonly head: Schema;
  /** Paths known to be present on this branch (established by a `has()` that held). */
  readonly present: ReadonlySet<string>;
}

/** The reason the rule holds for every object (and every update between objects) the old schema admitted; undefined when unproven. */
export function provenHarmless(rule: string, base: Schema, head: Schema, options: { readonly optionalOldSelf: boolean }): string | undefined {
  if (rule.length > MAX_EXPRESSION_LENGTH || checkNesting(rule)) return undefined;
  let expr: Expr | undefined;
  const { parseCelShared } = celEngine(); // outside the try: EngineNotLoaded must reach withEngines
  try {
    expr = parseCelShared(rule).expr;
  } catch {
    return undefined;
  }
  if (!expr) return undefined;
  // With optionalOldSelf, oldSelf is an optional value: field access on it is not modelled here.
  if (options.optionalOldSelf && /\boldSelf\b/.test(rule)) return undefined;
  return alwaysTrue(expr, { base, head, present: new Set() });
}

function call(e: Expr): { readonly fn: string; readonly args: readonly Expr[] } | undefined {
  if (e.exprKind.case !== 'callExpr' || e.exprKind.value.target) return undefined;
  return { fn: e.exprKind.value.function, args: e.exprKind.value.args };
}

function boolConst(e: Expr): boolean | undefined {
  if (e.exprKind.case !== 'constExpr') return undefined;
  const k = e.exprKind.value.constantKind;
  return k.case === 'boolValue' ? k.value : undefined;
}

/** A literal as JSON data: strings, booleans, integers and doubles. */
function literal(e: Expr): { readonly value: unknown } | undefined {
  if (e.exprKind.case !== 'constExpr') return undefined;
  const k = e.exprKind.value.constantKind;
  switch (k.case) {
    case 'stringValue':
    case 'boolValue':
    case 'doubleValue':
      return { value: k.value };
    case 'int64Value':
    case 'uint64Value':
      return { value: Number(k.value) };
    default:
      return undefined;
  }
}

/** `self.a.b` (field selections only) as a path. */
function pathOf(e: Expr): Path | undefined {
  const segments: string[] = [];
  let cur: Expr | undefined = e;
  while (cur?.exprKind.case === 'selectExpr' && !cur.exprKind.value.testOnly) {
    segments.unshift(cur.exprKind.value.field);
    cur = cur.exprKind.value.operand;
  }
  if (cur?.exprKind.case !== 'identExpr') return undefined;
  const root = cur.exprKind.value.name;
  return root === 'self' || root === 'oldSelf' ? { root, segments } : undefined;
}

function key(p: Path): string {
  return [p.root, ...p.segments].join('.');
}

function fieldText(p: Path): string {
  return p.segments.length === 0 ? p.root : `.${p.segments.join('.')}`;
}

function schemaAt(root: Schema, segments: readonly string[]): Resolved | undefined {
  let cur: Schema = root;
  for (const s of segments) {
    const props = cur.properties;
    const child = isRecordSchema(props) ? props[s] : undefined;
    if (isRecordSchema(child)) {
      cur = child;
      continue;
    }
    // Not declared: old objects cannot hold it unless the node kept unknown fields or is a map.
    const open = cur['x-kubernetes-preserve-unknown-fields'] === true || cur.additionalProperties !== undefined;
    return open ? undefined : { undeclared: true };
  }
  return { schema: cur, undeclared: false };
}

/** Every old object has the field at `p` (each step required in the old schema, or defaulted in the new one), or a `has()` on this branch showed it. */
function alwaysPresent(p: Path, a: Analysis): boolean {
  if (a.present.has(key(p))) return true;
  let oldNode: Schema = a.base;
  let newNode: Schema | undefined = a.head;
  for (const [i, s] of p.segments.entries()) {
    if (a.present.has(key({ root: p.root, segments: p.segments.slice(0, i + 1) }))) {
      const next = schemaAt(oldNode, [s]);
      if (!next?.schema) return false;
      oldNode = next.schema;
      newNode = newNode ? schemaAt(newNode, [s])?.schema : undefined;
      continue;
    }
    const required = Array.isArray(oldNode.required) && oldNode.required.includes(s);
    const next = schemaAt(oldNode, [s]);
    if (!next?.schema) return false;
    const newChild = newNode ? schemaAt(newNode, [s])?.schema : undefined;
    const defaulted = newChild !== undefined && Object.hasOwn(newChild, 'default');
    if (!required && !defaulted) return false;
    oldNode = next.schema;
    newNode = newChild;
  }
  return true;
}

/** `has(p)` on this branch: the facts a true `has()` (or a conjunction of them) establishes. */
function facts(e: Expr, a: Analysis): Set<string> | undefined {
  if (e.exprKind.case === 'selectExpr' && e.exprKind.value.testOnly) {
    const operand = e.exprKind.value.operand;
    const parent = operand ? pathOf(operand) : undefined;
    if (!parent || !alwaysPresent(parent, a)) return undefined; // has() on a missing parent is an error
    return new Set([key({ root: parent.root, segments: [...parent.segments, e.exprKind.value.field] })]);
  }
  const c = call(e);
  if (c?.fn === '_&&_' && c.args.length === 2) {
    const left = facts(c.args[0]!, a);
    const right = left ? facts(c.args[1]!, { ...a, present: new Set([...a.present, ...left]) }) : undefined;
    return left && right ? new Set([...left, ...right]) : undefined;
  }
  return undefined;
}

function assuming(a: Analysis, extra: ReadonlySet<string>): Analysis {
  return { ...a, present: new Set([...a.present, ...extra]) };
}

/** Why `e` evaluates to true, without error, for every object the old schema admitted. */
function alwaysTrue(e: Expr, a: Analysis): string | undefined {
  if (boolConst(e) === true) return 'it is true';
  const c = call(e);
  if (!c) return undefined;
  const [x, y, z] = c.args;
  switch (c.fn) {
    case '_||_': {
      if (!x || !y) return undefined;
      // `!has(p) || body`: the body runs only where p is present.
      const why = alwaysTrue(x, a) ?? alwaysTrue(y, a);
      if (why) return why;
      const negated = call(x);
      const known = negated?.fn === '!_' && negated.args[0] ? facts(negated.args[0], a) : undefined;
      return known ? alwaysTrue(y, assuming(a, known)) : undefined;
    }
    case '_&&_':
      if (!x || !y) return undefined;
      {
        const left = alwaysTrue(x, a);
        const right = left ? alwaysTrue(y, a) : undefined;
        return left && right ? `${left}, and ${right}` : undefined;
      }
    case '!_':
      return x ? neverTrue(x, a) : undefined;
    case '_!=_':
      return x && y ? unequal(x, y, a, '!=') : undefined;
    case '_?_:_': {
      if (!x || !y || !z) return undefined;
      const guard = neverTrue(x, a);
      const otherwise = guard ? alwaysTrue(z, a) : undefined;
      if (guard && otherwise) return guard;
      const holds = alwaysTrue(x, a);
      const then = holds ? alwaysTrue(y, assuming(a, facts(x, a) ?? new Set())) : undefined;
      return holds && then ? then : undefined;
    }
    default:
      return undefined;
  }
}

/** Why `e` evaluates to false, without error, for every object the old schema admitted. */
function neverTrue(e: Expr, a: Analysis): string | undefined {
  if (boolConst(e) === false) return 'it is false';
  if (e.exprKind.case === 'selectExpr' && e.exprKind.value.testOnly) {
    const operand = e.exprKind.value.operand;
    const parent = operand ? pathOf(operand) : undefined;
    if (!parent || !alwaysPresent(parent, a)) return undefined;
    const p = { root: parent.root, segments: [...parent.segments, e.exprKind.value.field] };
    const at = schemaAt(a.base, p.segments);
    if (at?.undeclared !== true) return undefined;
    return `\`has(${[p.root, ...p.segments].join('.')})\` never holds for an old object: the old schema has no field ${fieldText(p)}, so no object it admitted holds one`;
  }
  const c = call(e);
  if (!c) return undefined;
  const [x, y] = c.args;
  switch (c.fn) {
    case '_&&_': {
      if (!x || !y) return undefined;
      const left = neverTrue(x, a);
      if (left) return left;
      // `has(p) && body`: false where p is absent; where it is present, body decides.
      const known = facts(x, a);
      return known ? neverTrue(y, assuming(a, known)) : neverTrue(y, a);
    }
    case '_||_': {
      if (!x || !y) return undefined;
      const left = neverTrue(x, a);
      const right = left ? neverTrue(y, a) : undefined;
      return left && right ? `${left}; ${right}` : undefined;
    }
    case '!_':
      return x ? alwaysTrue(x, a) : undefined;
    case '_==_':
      return x && y ? unequal(x, y, a, '==') : undefined;
    case '@in': {
      if (!x || !y || y.exprKind.case !== 'listExpr') return undefined;
      const values = y.exprKind.value.elements.map(literal);
      if (values.some((v) => v === undefined)) return undefined;
      return outsideOldValues(x, values.map((v) => v!.value), a, 'in');
    }
    default:
      return undefined;
  }
}

/** `path == literal` is false (or `!=` true) for every old object. */
function unequal(x: Expr, y: Expr, a: Analysis, op: '==' | '!='): string | undefined {
  const lit = literal(y) ?? literal(x);
  const side = literal(y) ? x : y;
  if (!lit) return undefined;
  return outsideOldValues(side, [lit.value], a, op);
}

function outsideOldValues(e: Expr, values: readonly unknown[], a: Analysis, op: string): string | undefined {
  const p = pathOf(e);
  if (!p || !alwaysPresent(p, a)) return undefined;
  const at = schemaAt(a.base, p.segments);
  if (!at?.schema) return undefined;
  const finite = finiteAdmitted(at.schema);
  if (!finite || finite.maybe.length > 0) return undefined;
  const old = new Set(finite.sure.map(canonicalJson));
  if (values.some((v) => old.has(canonicalJson(v)))) return undefined;
  const shown = values.map((v) => show(v, 40)).join(', ');
  const presence = a.present.has(key(p)) ? 'where it is set' : 'it is always set';
  const compared = op === 'in' ? `\`${fieldText(p)} in [${shown}]\`` : `\`${fieldText(p)} ${op} ${shown}\``;
  return `${compared} ${op === '!=' ? 'always holds' : 'never holds'} for an old object: ${presence}, and the old schema admitted only ${finite.description}`;
}
