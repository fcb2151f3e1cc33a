import { CelScalar, celEnv, celFunc, celList, celMap, celMethod, isCelError, isCelList, isCelMap, parse, plan, type CelEnv, type CelFunc } from '@bufbuild/cel';
import { strings } from '@bufbuild/cel/ext';

/**
 * The CEL engine behind x-kubernetes-validations: @bufbuild/cel (RE2 `matches`, the strings
 * extension) plus a small `optional` shim for `optionalOldSelf` rules (`oldSelf.hasValue()`,
 * `oldSelf.value()`, `oldSelf.orValue(x)`, `optional.of(x)`, `optional.none()`).
 *
 * Kept behind this small interface so the schema validator can move to the shared
 * Kubernetes CEL environment (src/core/cel/) once it exists, without touching cel.ts.
 */

export interface CelProgram {
  /** The result, or an error message (evaluation errors such as "no such key"). */
  evaluate(bindings: Readonly<Record<string, unknown>>): { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string };
}

export interface CompiledCel {
  readonly program: CelProgram;
  /** The expression reads `oldSelf` (a transition rule). */
  readonly usesOldSelf: boolean;
  /** Functions the expression calls that this engine does not provide (the rule cannot be checked). */
  readonly unsupported: readonly string[];
}

export type CompileCelResult = { readonly ok: true; readonly compiled: CompiledCel } | { readonly ok: false; readonly error: string };

const OPTIONAL_KEY = '\u0000optional';

function optionalOf(value: unknown): unknown {
  return celMap(new Map([[OPTIONAL_KEY, celList(value === undefined ? [] : [value as never])]]));
}

export function optionalNone(): unknown {
  return optionalOf(undefined);
}

export function optionalSome(value: unknown): unknown {
  return optionalOf(value);
}

function optionalList(target: unknown): { size: number; get(i: number): unknown } | undefined {
  if (!isCelMap(target)) return undefined;
  const inner = target.get(OPTIONAL_KEY);
  return isCelList(inner) ? inner : undefined;
}

const OPTIONAL_FUNCS: CelFunc[] = [
  celMethod('hasValue', CelScalar.DYN, [], CelScalar.BOOL, function () {
    const list = optionalList(this);
    if (!list) throw new Error('hasValue() needs an optional value');
    return list.size > 0;
  }),
  celMethod('value', CelScalar.DYN, [], CelScalar.DYN, function () {
    const list = optionalList(this);
    if (!list) throw new Error('value() needs an optional value');
    if (list.size === 0) throw new Error('optional.none() dereference');
    return list.get(0) as never;
  }),
  celMethod('orValue', CelScalar.DYN, [CelScalar.DYN], CelScalar.DYN, function (fallback) {
    const list = optionalList(this);
    if (!list) throw new Error('orValue() needs an optional value');
    return (list.size > 0 ? list.get(0) : fallback) as never;
  }),
  celFunc('optional.none', [], CelScalar.DYN, () => optionalNone() as never),
  celFunc('optional.of', [CelScalar.DYN], CelScalar.DYN, (v) => optionalSome(v) as never),
];

/** Calls the planner handles itself (not in the function table). */
const PLANNER_CALLS = new Set(['_[_]', '_[?_]', '_?._', '_?_:_', '_&&_', '_||_', '@not_strictly_false', '__not_strictly_false__']);
const VARIABLES = new Set(['self', 'oldSelf']);

let env: CelEnv | undefined;
let knownFunctions: Set<string> | undefined;

function environment(): { env: CelEnv; known: Set<string> } {
  if (!env || !knownFunctions) {
    env = celEnv({ funcs: [...strings, ...OPTIONAL_FUNCS] });
    knownFunctions = new Set([...env.funcs].map((f) => f.name));
  }
  return { env, known: knownFunctions };
}

interface AstFacts {
  usesOldSelf: boolean;
  calls: Set<string>;
}

/** Walks a parsed expression (protobuf messages) for identifiers and function names. */
function collect(node: unknown, facts: AstFacts, depth: number): void {
  if (depth > 500 || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const n of node) collect(n, facts, depth + 1);
    return;
  }
  const record = node as Record<string, unknown>;
  const kind = record.exprKind as { case?: string; value?: Record<string, unknown> } | undefined;
  if (kind && kind.case && kind.value) {
    const value = kind.value;
    if (kind.case === 'identExpr' && value.name === 'oldSelf') facts.usesOldSelf = true;
    if (kind.case === 'callExpr' && typeof value.function === 'string') {
      const target = value.target as { exprKind?: { case?: string; value?: { name?: unknown } } } | undefined;
      const ident = target?.exprKind?.case === 'identExpr' ? target.exprKind.value?.name : undefined;
      if (typeof ident === 'string' && !VARIABLES.has(ident)) facts.calls.add(`${ident}.${value.function}\u0000${value.function}`);
      else facts.calls.add(value.function);
    }
  }
  for (const [key, child] of Object.entries(record)) {
    if (key === '$typeName' || key === 'id') continue;
    if (child && typeof child === 'object') collect(child, facts, depth + 1);
  }
}

export function compileCel(expression: string): CompileCelResult {
  const { env: e, known } = environment();
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(expression);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const facts: AstFacts = { usesOldSelf: false, calls: new Set() };
  collect(parsed.expr, facts, 0);
  const unsupported: string[] = [];
  for (const call of facts.calls) {
    const [qualified, plain] = call.includes('\u0000') ? call.split('\u0000') : [undefined, call];
    if (PLANNER_CALLS.has(plain!) || known.has(plain!) || (qualified !== undefined && known.has(qualified))) continue;
    unsupported.push(qualified ?? plain!);
  }
  let run: (ctx: Record<string, unknown>) => unknown;
  try {
    run = plan(e, parsed) as unknown as (ctx: Record<string, unknown>) => unknown;
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const program: CelProgram = {
    evaluate(bindings) {
      let result: unknown;
      try {
        result = run(bindings as Record<string, unknown>);
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      if (isCelError(result)) return { ok: false, error: result.message };
      return { ok: true, value: result };
    },
  };
  return { ok: true, compiled: { program, usesOldSelf: facts.usesOldSelf, unsupported } };
}
