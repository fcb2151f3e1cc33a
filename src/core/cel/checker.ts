import type { Expr, SourceInfo } from '@bufbuild/cel-spec/cel/expr/syntax_pb.js';
import { DECLARATIONS, UNSUPPORTED_KUBERNETES_FUNCTIONS, type Overload } from './decls.js';
import { T, typeName, type CelStaticType } from './types.js';

/**
 * A CEL type checker in the spirit of cel-go's: undeclared identifiers, unknown functions,
 * overloads that cannot match the argument types, field selection on types without
 * fields, and the expression's output type. `dyn` (objects without a schema) matches
 * everything, exactly as the API server checks admission expressions where `object`,
 * `oldObject` and `params` are declared `dyn`.
 */

export interface CheckIssue {
  readonly message: string;
  /** 0-based offset into the expression text. */
  readonly offset: number;
  readonly kind: 'undeclared' | 'unsupported' | 'overload' | 'field' | 'other';
}

export interface CheckResult {
  readonly type: CelStaticType;
  readonly issues: CheckIssue[];
}

const TYPE_IDENTS = new Set(['int', 'uint', 'double', 'bool', 'string', 'bytes', 'list', 'map', 'null_type', 'type', 'dyn']);

export function checkExpr(
  expr: Expr,
  sourceInfo: SourceInfo | undefined,
  variables: ReadonlyMap<string, CelStaticType>,
): CheckResult {
  const issues: CheckIssue[] = [];
  const offsetOf = (e: Expr): number => sourceInfo?.positions[e.id.toString()] ?? 0;
  const scopes: Map<string, CelStaticType>[] = [];

  const issue = (e: Expr, kind: CheckIssue['kind'], message: string): CelStaticType => {
    issues.push({ message, offset: offsetOf(e), kind });
    return T.dyn;
  };

  const lookup = (name: string): CelStaticType | undefined => {
    for (let i = scopes.length - 1; i >= 0; i--) {
      const t = scopes[i]?.get(name);
      if (t) return t;
    }
    return variables.get(name);
  };

  /** `a.b.c` as a dotted name when the expression is only identifiers and selections. */
  const qualifiedName = (e: Expr | undefined): string | undefined => {
    if (!e) return undefined;
    if (e.exprKind.case === 'identExpr') return e.exprKind.value.name;
    if (e.exprKind.case === 'selectExpr' && !e.exprKind.value.testOnly) {
      const base = qualifiedName(e.exprKind.value.operand);
      return base === undefined ? undefined : `${base}.${e.exprKind.value.field}`;
    }
    return undefined;
  };

  const visit = (e: Expr): CelStaticType => {
    switch (e.exprKind.case) {
      case 'constExpr': {
        const c = e.exprKind.value.constantKind;
        switch (c.case) {
          case 'boolValue': return T.bool;
          case 'int64Value': return T.int;
          case 'uint64Value': return T.uint;
          case 'doubleValue': return T.double;
          case 'stringValue': return T.string;
          case 'bytesValue': return T.bytes;
          case 'nullValue': return T.null;
          default: return T.dyn;
        }
      }
      case 'identExpr': {
        const name = e.exprKind.value.name;
        const t = lookup(name);
        if (t) return t;
        if (TYPE_IDENTS.has(name)) return T.type;
        return issue(e, 'undeclared', `undeclared reference to '${name}' (in container '')`);
      }
      case 'selectExpr': {
        const sel = e.exprKind.value;
        // A dotted name may be a declared variable such as `authorizer.requestResource`.
        const qn = qualifiedName(e);
        if (qn !== undefined && lookup(qn) && !lookup(qn.split('.')[0] ?? '')) return lookup(qn) ?? T.dyn;
        if (!sel.operand) return T.dyn;
        const operand = visit(sel.operand);
        const fieldType = selectField(e, operand, sel.field);
        return sel.testOnly ? T.bool : fieldType;
      }
      case 'callExpr':
        return visitCall(e);
      case 'listExpr': {
        const elems = e.exprKind.value.elements.map(visit);
        return T.list(commonType(elems));
      }
      case 'structExpr': {
        const s = e.exprKind.value;
        if (s.messageName !== '') return issue(e, 'undeclared', `undeclared reference to '${s.messageName}' (in container '')`);
        const keys: CelStaticType[] = [];
        const values: CelStaticType[] = [];
        for (const entry of s.entries) {
          if (entry.keyKind.case === 'mapKey') keys.push(visit(entry.keyKind.value));
          if (entry.value) values.push(visit(entry.value));
        }
        return T.map(commonType(keys), commonType(values));
      }
      case 'comprehensionExpr': {
        const c = e.exprKind.value;
        const range = c.iterRange ? visit(c.iterRange) : T.dyn;
        let iterType: CelStaticType = T.dyn;
        let iter2Type: CelStaticType = T.dyn;
        if (range.kind === 'list') {
          iterType = range.elem;
          iter2Type = range.elem;
          if (c.iterVar2) iterType = T.int;
        } else if (range.kind === 'map') {
          iterType = range.key;
          iter2Type = range.value;
        } else if (range.kind !== 'dyn') {
          issue(c.iterRange ?? e, 'overload', `expression of type '${typeName(range)}' cannot be range of a comprehension (must be list, map, or dynamic)`);
        }
        const accuType = c.accuInit ? visit(c.accuInit) : T.dyn;
        const accuScope = new Map<string, CelStaticType>([[c.accuVar, accuType]]);
        scopes.push(accuScope);
        const iterScope = new Map<string, CelStaticType>([[c.iterVar, iterType]]);
        if (c.iterVar2) iterScope.set(c.iterVar2, iter2Type);
        scopes.push(iterScope);
        if (c.loopCondition) visit(c.loopCondition);
        const step = c.loopStep ? visit(c.loopStep) : T.dyn;
        scopes.pop();
        // The accumulator's type is refined by the step (e.g. map() starts from []).
        if (accuType.kind === 'list' && accuType.elem.kind === 'dyn' && step.kind === 'list') accuScope.set(c.accuVar, step);
        const result = c.result ? visit(c.result) : T.dyn;
        scopes.pop();
        return result;
      }
      default:
        return T.dyn;
    }
  };

  const selectField = (e: Expr, operand: CelStaticType, field: string): CelStaticType => {
    switch (operand.kind) {
      case 'dyn':
      case 'param':
        return T.dyn;
      case 'map':
        if (operand.key.kind !== 'string' && operand.key.kind !== 'dyn') {
          return issue(e, 'field', `type '${typeName(operand)}' does not support field selection`);
        }
        return operand.value;
      case 'object': {
        const f = operand.fields[field];
        if (f === undefined) return issue(e, 'field', `undefined field '${field}'`);
        return f;
      }
      default:
        return issue(e, 'field', `type '${typeName(operand)}' does not support field selection`);
    }
  };

  const visitCall = (e: Expr): CelStaticType => {
    if (e.exprKind.case !== 'callExpr') return T.dyn;
    const call = e.exprKind.value;
    // Namespaced global functions: strings.quote(x), math.greatest(...).
    if (call.target) {
      const qn = qualifiedName(call.target);
      if (qn !== undefined && !lookup(qn.split('.')[0] ?? '')) {
        const full = `${qn}.${call.function}`;
        if (DECLARATIONS.has(full)) return resolve(e, full, false, call.args.map(visit));
        if (UNSUPPORTED_KUBERNETES_FUNCTIONS.has(full)) return unsupported(e, full);
      }
    }
    const target = call.target ? visit(call.target) : undefined;
    const args = call.args.map(visit);
    if (call.function === '_&&_' || call.function === '_||_') {
      for (const [i, a] of args.entries()) if (!assignable(T.bool, a, new Map())) {
        issue(call.args[i] ?? e, 'overload', `found no matching overload for '${call.function}' applied to '(${args.map(typeName).join(', ')})'`);
      }
      return T.bool;
    }
    return resolve(e, call.function, target !== undefined, target ? [target, ...args] : args);
  };

  const unsupported = (e: Expr, name: string): CelStaticType =>
    issue(e, 'unsupported', `function '${name}' is a Kubernetes CEL library function that driftgate does not evaluate offline`);

  const resolve = (e: Expr, name: string, member: boolean, argTypes: CelStaticType[]): CelStaticType => {
    const overloads = DECLARATIONS.get(name);
    if (!overloads) {
      if (UNSUPPORTED_KUBERNETES_FUNCTIONS.has(name)) return unsupported(e, name);
      return issue(e, 'undeclared', `undeclared reference to '${name}' (in container '')`);
    }
    const results: CelStaticType[] = [];
    for (const o of overloads) {
      if (o.member !== member || o.params.length !== argTypes.length) continue;
      const r = tryOverload(o, argTypes);
      if (r) results.push(r);
    }
    if (results.length === 0) {
      const shape = member
        ? `${typeName(argTypes[0] ?? T.dyn)}.(${argTypes.slice(1).map(typeName).join(', ')})`
        : `(${argTypes.map(typeName).join(', ')})`;
      return issue(e, 'overload', `found no matching overload for '${name}' applied to '${shape}'`);
    }
    return commonType(results);
  };

  const type = visit(expr);
  return { type, issues };
}

function tryOverload(o: Overload, args: readonly CelStaticType[]): CelStaticType | undefined {
  const bindings = new Map<string, CelStaticType>();
  for (let i = 0; i < args.length; i++) {
    if (!assignable(o.params[i] ?? T.dyn, args[i] ?? T.dyn, bindings)) return undefined;
  }
  return substitute(o.result, bindings);
}

function assignable(param: CelStaticType, arg: CelStaticType, bindings: Map<string, CelStaticType>): boolean {
  if (arg.kind === 'dyn' || param.kind === 'dyn') return true;
  if (param.kind === 'param') {
    const bound = bindings.get(param.name);
    if (!bound) {
      bindings.set(param.name, arg);
      return true;
    }
    if (bound.kind === 'dyn') return true;
    if (arg.kind === 'null' || bound.kind === 'null') return true;
    if (assignable(bound, arg, new Map())) return true;
    return false;
  }
  if (arg.kind === 'param') return true;
  switch (param.kind) {
    case 'list':
      return arg.kind === 'list' && assignable(param.elem, arg.elem, bindings);
    case 'map':
      return arg.kind === 'map' && assignable(param.key, arg.key, bindings) && assignable(param.value, arg.value, bindings);
    case 'object':
    case 'opaque':
      return (arg.kind === 'object' || arg.kind === 'opaque') && arg.name === param.name;
    default:
      return arg.kind === param.kind;
  }
}

function substitute(t: CelStaticType, bindings: ReadonlyMap<string, CelStaticType>): CelStaticType {
  switch (t.kind) {
    case 'param':
      return bindings.get(t.name) ?? T.dyn;
    case 'list':
      return T.list(substitute(t.elem, bindings));
    case 'map':
      return T.map(substitute(t.key, bindings), substitute(t.value, bindings));
    default:
      return t;
  }
}

function sameType(a: CelStaticType, b: CelStaticType): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'list':
      return b.kind === 'list' && sameType(a.elem, b.elem);
    case 'map':
      return b.kind === 'map' && sameType(a.key, b.key) && sameType(a.value, b.value);
    case 'object':
    case 'opaque':
    case 'param':
      return (b.kind === 'object' || b.kind === 'opaque' || b.kind === 'param') && a.name === b.name;
    default:
      return true;
  }
}

/** The one type all of `types` share, else dyn (what cel-go does for mixed literals). */
function commonType(types: readonly CelStaticType[]): CelStaticType {
  const first = types[0];
  if (!first) return T.dyn;
  return types.every((t) => sameType(t, first)) ? first : T.dyn;
}
