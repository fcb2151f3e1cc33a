import { createHash } from 'node:crypto';
import { CelScalar, celEnv, celFunc, celList, celMap, celMethod, isCelError, isCelList, isCelMap, parse, plan, type CelEnv, type CelFunc } from '@bufbuild/cel';
import { strings } from '@bufbuild/cel/ext';
import { compileCel as compileShared, evaluate, parseCelShared, PER_CALL_COST_LIMIT, T, type CelStaticType } from '../cel/index.js';
import { BoundedMemo } from '../memo/memo.js';

/**
 * The CEL engine behind x-kubernetes-validations.
 *
 * Rules compile and run in driftgate's shared CEL environment (src/core/cel: the Kubernetes
 * CEL libraries, a type checker fed with the types the schema gives `self`, and cel-go's
 * per-call cost limit), the same environment the policy pack uses.
 *
 * One gap is bridged here: the shared environment has no optional types, which
 * `optionalOldSelf` rules need (`oldSelf.hasValue()`, `oldSelf.value()`,
 * `oldSelf.orValue(x)`, `optional.of(x)`, `optional.none()`). Rules the shared checker
 * rejects as unsupported fall back to a plain @bufbuild/cel environment with a small
 * optional shim (untyped, no cost limit) when that is all they lack.
 */

export { T, type CelStaticType };

export interface CelProgram {
  /**
   * The result, or an error message (evaluation errors such as "no such key: x"), with the
   * runtime cost spent; `costExceeded` when `costLimit` (default the per-call limit) stopped it.
   */
  evaluate(
    bindings: Readonly<Record<string, unknown>>,
    options?: { readonly costLimit?: number },
  ): { readonly ok: true; readonly value: unknown; readonly cost: number } | { readonly ok: false; readonly error: string; readonly cost: number; readonly costExceeded?: boolean };
}

export interface CompiledCel {
  readonly program: CelProgram;
  /** The expression reads `oldSelf` (a transition rule). */
  readonly usesOldSelf: boolean;
  /** Which environment compiled it. */
  readonly engine: 'shared' | 'optional-shim';
}

export type CompileCelResult =
  | { readonly ok: true; readonly compiled: CompiledCel }
  /** `unsupported`: uses a function driftgate does not evaluate; `invalid`: the API server would reject the rule. */
  | { readonly ok: false; readonly kind: 'invalid' | 'unsupported'; readonly error: string };

export interface CompileCelOptions {
  /** Static types of the variables (self, oldSelf). */
  readonly variables: Readonly<Record<string, CelStaticType>>;
  /** `bool` for rules, `string` for messageExpression. */
  readonly returns: 'bool' | 'string';
}

/**
 * Compilations in this process, by expression, return type and the variables' types: generated
 * CRDs repeat a rule at many paths with the same `self` type and in every served version
 * (HTTPRoute's filter rules under rules[*] and each backendRef, in v1 and v1beta1), and compiling
 * (type check, instrumenting, planning) is deterministic in these three. A program is stateless
 * (the cost meter is per evaluation), so one serves every place. Bounded: rules come from untrusted CRDs.
 */
const MAX_COMPILED = 1024;
const compiledByKey = new BoundedMemo<string, CompileCelResult>(MAX_COMPILED);
const MAX_PLAIN_KEY = 512;

export function compileCel(expression: string, options: CompileCelOptions): CompileCelResult {
  let key = `${options.returns}\u0000${JSON.stringify(options.variables)}\u0000${expression}`;
  // A rule high in a large schema has a `self` type of many KB: keep its digest, not its text.
  if (key.length > MAX_PLAIN_KEY) key = createHash('sha256').update(key).digest('base64');
  return compiledByKey.get(key, () => compileUncached(expression, options));
}

function compileUncached(expression: string, options: CompileCelOptions): CompileCelResult {
  const shared = compileShared(expression, { variables: options.variables, returnTypes: [options.returns === 'bool' ? T.bool : T.string] });
  if (shared.ok) {
    const program = shared.program;
    return {
      ok: true,
      compiled: {
        engine: 'shared',
        usesOldSelf: program.variablesUsed.has('oldSelf'),
        program: {
          evaluate(bindings, options = {}) {
            const r = evaluate(program, bindings as never, { costLimit: options.costLimit ?? PER_CALL_COST_LIMIT });
            return r.ok ? { ok: true, value: r.value, cost: r.cost } : { ok: false, error: r.error.message, cost: r.cost, ...(r.error.kind === 'cost' ? { costExceeded: true } : {}) };
          },
        },
      },
    };
  }
  if (shared.error.kind === 'unsupported') {
    const local = compileLocal(expression);
    if (local.ok) return local;
    return { ok: false, kind: 'unsupported', error: shared.error.message };
  }
  const where = shared.error.line > 1 || shared.error.column > 1 ? ` (at ${shared.error.line}:${shared.error.column} of the expression)` : '';
  return { ok: false, kind: 'invalid', error: `${shared.error.message}${where}` };
}

// --- the optional shim ------------------------------------------------------------------------

const OPTIONAL_KEY = '\u0000optional';

function optionalOf(value: unknown): unknown {
  return celMap(new Map([[OPTIONAL_KEY, celList(value === undefined ? [] : [value as never])]]));
}

/** `optional.none()` for optionalOldSelf rules without an old value. */
export function optionalNone(): unknown {
  return optionalOf(undefined);
}

/** `optional.of(value)` for optionalOldSelf rules. */
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

let localEnv: { env: CelEnv; known: Set<string> } | undefined;

function environment(): { env: CelEnv; known: Set<string> } {
  if (!localEnv) {
    const env = celEnv({ funcs: [...strings, ...OPTIONAL_FUNCS] });
    localEnv = { env, known: new Set([...env.funcs].map((f) => f.name)) };
  }
  return localEnv;
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

function compileLocal(expression: string): CompileCelResult {
  const { env, known } = environment();
  let parsed: ReturnType<typeof parse>;
  try {
    // Shared, never changed here: plan() reads the tree and builds its own.
    parsed = parseCelShared(expression);
  } catch (error) {
    return { ok: false, kind: 'invalid', error: error instanceof Error ? error.message : String(error) };
  }
  const facts: AstFacts = { usesOldSelf: false, calls: new Set() };
  collect(parsed.expr, facts, 0);
  for (const call of facts.calls) {
    const [qualified, plain] = call.includes('\u0000') ? call.split('\u0000') : [undefined, call];
    if (PLANNER_CALLS.has(plain!) || known.has(plain!) || (qualified !== undefined && known.has(qualified))) continue;
    return { ok: false, kind: 'unsupported', error: `${qualified ?? plain}() is not available` };
  }
  let run: (ctx: Record<string, unknown>) => unknown;
  try {
    run = plan(env, parsed) as unknown as (ctx: Record<string, unknown>) => unknown;
  } catch (error) {
    return { ok: false, kind: 'invalid', error: error instanceof Error ? error.message : String(error) };
  }
  return {
    ok: true,
    compiled: {
      engine: 'optional-shim',
      usesOldSelf: facts.usesOldSelf,
      program: {
        // Untyped and unmetered (optionalOldSelf rules only): charged one unit per evaluation.
        evaluate(bindings) {
          let result: unknown;
          try {
            result = run(bindings as Record<string, unknown>);
          } catch (error) {
            return { ok: false, error: error instanceof Error ? error.message : String(error), cost: 1 };
          }
          if (isCelError(result)) return { ok: false, error: result.message, cost: 1 };
          return { ok: true, value: result, cost: 1 };
        },
      },
    },
  };
}
