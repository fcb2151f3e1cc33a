import { CelScalar, celEnv, celFunc, celType, isCelError, isCelList, isCelMap, isCelUint, plan, type CelEnv, type CelInput, type CelValue } from '@bufbuild/cel';
import { isShippedCel, parseCelPrivate } from './parse-cache.js';
import type { Expr, ParsedExpr } from '@bufbuild/cel-spec/cel/expr/syntax_pb.js';
import { checkExpr, type CheckIssue } from './checker.js';
import { celRegistry, kubernetesFuncs } from './library.js';
import { CostLimitExceeded, CostMeter, chargeCost, enterMeter, leaveMeter } from './meter.js';
import { compileRe2 } from '../kube/re2.js';
import { checkNesting } from './nesting.js';
import { MAX_EXPRESSION_LENGTH } from './limits.js';
import { celRe2 } from './regex-cost.js';
import { compileFast, isRegistryName, type FastProgram } from './fast.js';
import { T, typeName, type CelStaticType } from './types.js';

/**
 * The public CEL API of driftgate: compile once, evaluate many times.
 *
 *   const c = compileCel('self.minReplicas <= self.maxReplicas', { variables: { self: T.dyn } });
 *   if (!c.ok) report(c.error);                          // typed, with 1-based line/column
 *   const r = evaluate(c.program, { self: toCelValue(obj) }, { costLimit: PER_CALL_COST_LIMIT });
 *   if (!r.ok) report(r.error);                          // runtime error or cost limit
 */

/** cel-go's per-expression runtime cost limit in the API server (celconfig.PerCallLimit). */
export const PER_CALL_COST_LIMIT = 1_000_000;
/** The API server's runtime budget for one admission policy evaluation (celconfig.RuntimeCELCostBudget). */
export const RUNTIME_COST_BUDGET = 10_000_000;
export { MAX_EXPRESSION_LENGTH };

export interface CompileOptions {
  /** Declared variables and their static types; `T.dyn` when unknown. */
  readonly variables: Readonly<Record<string, CelStaticType>>;
  /** Accepted output types (e.g. `[T.bool]` for a validation); omitted = any. `dyn` always passes. */
  readonly returnTypes?: readonly CelStaticType[];
}

export type CelCompileErrorKind = 'syntax' | 'undeclared' | 'unsupported' | 'type' | 'return-type' | 'too-long';

export interface CelCompileError {
  readonly kind: CelCompileErrorKind;
  /** e.g. "undeclared reference to 'foo' (in container '')". */
  readonly message: string;
  /** 0-based offset in the expression text. */
  readonly offset: number;
  /** 1-based line and column inside the expression text. */
  readonly line: number;
  readonly column: number;
}

export interface CelProgram {
  readonly expression: string;
  /** The static output type (`dyn` when it depends on data). */
  readonly outputType: CelStaticType;
  /** Top-level variables the expression reads. */
  readonly variablesUsed: ReadonlySet<string>;
  /** Field paths read from each variable, e.g. object → [['spec','resourceQuota','gpuCount']]. */
  readonly fieldPaths: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** Static node count, charged once per evaluation. */
  readonly baseCost: number;
  /** @internal */
  readonly run: (bindings: Record<string, CelInput>) => CelValue;
  /** @internal The variables `run` reads directly when they are bound (see readVariablesDirectly). */
  readonly directVariables: readonly string[];
  /** @internal `run` without direct variable reads: the plan it must agree with (tests). */
  readonly runGeneral: (bindings: Record<string, CelInput>) => CelValue;
  /** @internal Closures for the evaluations that succeed (fast.ts); undefined when the expression is not compiled. */
  readonly fast: FastProgram | undefined;
}

export type CompileResult = { readonly ok: true; readonly program: CelProgram } | { readonly ok: false; readonly error: CelCompileError };

export interface EvaluateOptions {
  /** Runtime cost limit for this evaluation; default PER_CALL_COST_LIMIT. */
  readonly costLimit?: number;
}

export type CelEvalErrorKind = 'runtime' | 'cost';

export interface CelEvalError {
  readonly kind: CelEvalErrorKind;
  /** cel-go style text, e.g. "no such key: foo" or "operation cancelled: actual cost limit exceeded". */
  readonly message: string;
}

export type EvaluateResult =
  | { readonly ok: true; readonly value: CelValue; readonly cost: number }
  | { readonly ok: false; readonly error: CelEvalError; readonly cost: number };

const TICK = '@driftgate.tick';
const tickFunc = celFunc(TICK, [CelScalar.INT, CelScalar.DYN], CelScalar.DYN, (weight, value) => {
  chargeCost(Number(weight));
  return value;
});

/** Reads a declared variable as a value, so the accesses on it apply to that value (see readVariablesDirectly). */
const VARIABLE = '@driftgate.variable';
const variableFunc = celFunc(VARIABLE, [CelScalar.DYN], CelScalar.DYN, (value) => value);

let sharedEnv: CelEnv | undefined;
function env(): CelEnv {
  sharedEnv ??= celEnv({ registry: celRegistry, funcs: [...kubernetesFuncs, tickFunc, variableFunc], re2: celRe2 });
  return sharedEnv;
}

export function compileCel(expression: string, options: CompileOptions): CompileResult {
  const size = expression.length > MAX_EXPRESSION_LENGTH ? [...expression].length : 0;
  if (size > MAX_EXPRESSION_LENGTH) {
    return fail(expression, 'too-long', `expression code point size exceeds limit: size: ${size}, limit ${MAX_EXPRESSION_LENGTH}`, 0);
  }
  // cel-go's recursion limits, before anything recursive runs (the API server's parser refuses these
  // too); a shipped expression was measured by the build.
  const nesting = isShippedCel(expression) ? undefined : checkNesting(expression);
  if (nesting) return fail(expression, 'syntax', nesting.message, 0);
  try {
    return compileChecked(expression, options);
  } catch (error) {
    // A last guard: nothing the user writes may become a crash. Deep nesting the scan above
    // does not model ends here as a located compile error instead of an internal error.
    if (error instanceof RangeError) return fail(expression, 'syntax', `expression nested too deeply to compile: ${error.message}`, 0);
    throw error;
  }
}

function compileChecked(expression: string, options: CompileOptions): CompileResult {
  let parsed: ParsedExpr & { expr: Expr };
  try {
    // A private copy: instrument() below rewrites comprehension nodes in place.
    parsed = parseCelPrivate(expression);
  } catch (error) {
    return fail(expression, 'syntax', syntaxMessage(error), syntaxOffset(error));
  }
  const variables = new Map(Object.entries(options.variables));
  const checked = checkExpr(parsed.expr, parsed.sourceInfo, variables);
  const first = checked.issues[0];
  if (first) return fail(expression, issueKind(first), first.message, first.offset);
  const badRegex = invalidRegexLiteral(parsed.expr, parsed.sourceInfo?.positions ?? {});
  if (badRegex) return fail(expression, 'type', badRegex.message, badRegex.offset);
  const returnTypes = options.returnTypes;
  if (returnTypes && checked.type.kind !== 'dyn' && !returnTypes.some((t) => t.kind === checked.type.kind)) {
    const want = returnTypes.length === 1 ? typeName(returnTypes[0] ?? T.dyn) : `one of [${returnTypes.map(typeName).join(' ')}]`;
    return fail(expression, 'return-type', `must evaluate to ${want} but got ${typeName(checked.type)}`, 0);
  }
  const { variablesUsed, fieldPaths } = collectReads(parsed.expr);
  const baseCost = countNodes(parsed.expr);
  const firstId = maxId(parsed.expr) + 1n;
  const ids = { next: firstId };
  instrument(parsed.expr, ids);
  const names = readVariablesDirectly(parsed.expr, new Set(variables.keys()), ids);
  const fast = compileFast(parsed.expr, env(), { tick: TICK, variable: VARIABLE });
  let planned: (ctx: Record<string, CelInput>) => CelValue;
  let runGeneral: (ctx: Record<string, CelInput>) => CelValue;
  try {
    const p = plan(env(), parsed) as (ctx?: Record<string, CelInput>) => CelValue;
    if (names.length === 0) {
      planned = (ctx) => p(ctx);
      runGeneral = planned;
    } else {
      // The direct plan differs only when a variable it reads directly is unbound (`has()` on
      // it is then false, not an error): those evaluations take the general plan, planned on
      // first need from the same instrumented tree.
      let general: ((ctx?: Record<string, CelInput>) => CelValue) | undefined;
      runGeneral = (ctx) => {
        if (!general) {
          const tree = parseCelPrivate(expression);
          instrument(tree.expr, { next: firstId });
          general = plan(env(), tree) as (ctx?: Record<string, CelInput>) => CelValue;
        }
        return general(ctx);
      };
      planned = (ctx) => (allBound(ctx, names) ? p(ctx) : runGeneral(ctx));
    }
  } catch (error) {
    return fail(expression, 'type', error instanceof Error ? error.message : String(error), 0);
  }
  return {
    ok: true,
    program: { expression, outputType: checked.type, variablesUsed, fieldPaths, baseCost, run: planned, directVariables: names, runGeneral, fast },
  };
}

function allBound(ctx: Record<string, CelInput>, names: readonly string[]): boolean {
  for (const n of names) if (ctx[n] === undefined) return false;
  return true;
}

/** Evaluates a compiled program; never throws and never runs past the cost limit. */
export function evaluate(program: CelProgram, bindings: Record<string, CelInput>, options: EvaluateOptions = {}): EvaluateResult {
  const limit = options.costLimit ?? PER_CALL_COST_LIMIT;
  if (program.fast) {
    const fast = evaluateFast(program, program.fast, bindings, limit);
    if (fast) {
      if (CROSS_CHECK) crossCheck(program, bindings, limit, fast);
      return fast;
    }
  }
  return evaluateInterpreted(program, bindings, limit);
}

/** The fast path's outcome, or undefined where it gave up and the interpreter decides. */
function evaluateFast(program: CelProgram, fast: FastProgram, bindings: Record<string, CelInput>, limit: number): EvaluateResult | undefined {
  const meter = new CostMeter(limit);
  const previous = enterMeter(meter);
  try {
    chargeCost(program.baseCost);
    const value = fast(bindings);
    return meter.exceeded ? undefined : { ok: true, value, cost: meter.spent };
  } catch {
    // FastPathBail, CostLimitExceeded, or whatever a library function threw: the interpreter
    // evaluates again from the start and reports it as it reports it.
    return undefined;
  } finally {
    leaveMeter(previous);
  }
}

/**
 * DRIFTGATE_CEL_CROSSCHECK=1 (the test projects set it): every fast outcome is compared with the
 * interpreter's, and a difference fails the run loudly. Off in normal runs.
 */
let CROSS_CHECK = process.env.DRIFTGATE_CEL_CROSSCHECK === '1';

/** @internal For fast.test.ts, which runs the closures alone on purpose; returns the previous setting. */
export function setCelCrossCheck(on: boolean): boolean {
  const previous = CROSS_CHECK;
  CROSS_CHECK = on;
  return previous;
}

function crossCheck(program: CelProgram, bindings: Record<string, CelInput>, limit: number, fast: EvaluateResult): void {
  const reference = evaluateInterpreted(program, bindings, limit);
  const a = describeOutcome(fast);
  const b = describeOutcome(reference);
  if (a !== b) throw new Error(`CEL fast path differs from the interpreter on '${program.expression}': fast ${a}, interpreter ${b}`);
}

/** An outcome as text that tells every difference a caller can see (values with their CEL types). */
export function describeOutcome(r: EvaluateResult): string {
  if (!r.ok) return `error(${r.error.kind}: ${r.error.message}) cost ${r.cost}`;
  return `${describeValue(r.value)} cost ${r.cost}`;
}

function describeValue(v: CelValue): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'bigint':
      return `int(${v})`;
    case 'number':
      return `double(${Object.is(v, -0) ? '-0' : String(v)})`;
    case 'string':
      return `string(${JSON.stringify(v)})`;
    case 'boolean':
      return `bool(${v})`;
    default:
      break;
  }
  if (isCelUint(v)) return `uint(${v.value})`;
  if (isCelList(v)) return `list[${Array.from(v, describeValue).join(', ')}]`;
  if (isCelMap(v)) return `map{${Array.from(v.entries(), ([k, x]) => `${describeValue(k as CelValue)}: ${describeValue(x)}`).join(', ')}}`;
  if (v instanceof Uint8Array) return `bytes(${Array.from(v).join(',')})`;
  return `${celType(v).name}(${JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x))})`;
}

function evaluateInterpreted(program: CelProgram, bindings: Record<string, CelInput>, limit: number): EvaluateResult {
  const meter = new CostMeter(limit);
  let value: CelValue;
  const previous = enterMeter(meter);
  try {
    chargeCost(program.baseCost);
    value = program.run(bindings);
  } catch (error) {
    if (error instanceof CostLimitExceeded) return costError(meter);
    return { ok: false, error: { kind: 'runtime', message: normalizeRuntimeMessage(error instanceof Error ? error.message : String(error)) }, cost: meter.spent };
  } finally {
    leaveMeter(previous);
  }
  if (meter.exceeded) return costError(meter);
  if (isCelError(value)) return { ok: false, error: { kind: 'runtime', message: normalizeRuntimeMessage(value.message) }, cost: meter.spent };
  return { ok: true, value, cost: meter.spent };
}

function costError(meter: CostMeter): EvaluateResult {
  return { ok: false, error: { kind: 'cost', message: new CostLimitExceeded().message }, cost: meter.spent };
}

/** Maps @bufbuild/cel runtime messages to the wording cel-go (and so the API server) uses. */
export function normalizeRuntimeMessage(message: string): string {
  const rules: [RegExp, string][] = [
    [/^field not found: (.*)$/, 'no such key: $1'],
    [/^found no matching overload for .*$/, 'no such overload'],
    [/^int overflow.*$/, 'integer overflow'],
    [/^uint overflow.*$/, 'unsigned integer overflow'],
    [/^int divide by zero$/, 'division by zero'],
    [/^int modulus by zero$/, 'modulus by zero'],
  ];
  for (const [re, to] of rules) if (re.test(message)) return message.replace(re, to);
  return message;
}

function fail(expression: string, kind: CelCompileErrorKind, message: string, offset: number): CompileResult {
  const before = expression.slice(0, Math.max(0, Math.min(offset, expression.length)));
  const lines = before.split('\n');
  const line = lines.length;
  const column = (lines[lines.length - 1] ?? '').length + 1;
  return { ok: false, error: { kind, message, offset, line, column } };
}

function issueKind(i: CheckIssue): CelCompileErrorKind {
  switch (i.kind) {
    case 'undeclared':
      return 'undeclared';
    case 'unsupported':
      return 'unsupported';
    default:
      return 'type';
  }
}

function syntaxMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { found?: unknown; expected?: unknown; message?: unknown };
    if (typeof e.message === 'string') return 'Syntax error: ' + e.message.replace(/^<input>:\d+:\d+: /, '');
  }
  return `Syntax error: ${String(error)}`;
}

function syntaxOffset(error: unknown): number {
  const loc = (error as { location?: { start?: { offset?: unknown } } } | undefined)?.location?.start?.offset;
  return typeof loc === 'number' ? loc : 0;
}

/**
 * A constant pattern RE2 rejects fails when the expression is compiled, as in the API server:
 * cel-go's ValidateRegexLiterals for `matches` ("invalid matches argument", at the pattern), and
 * the regex library's program instantiation for `find` / `findAll`.
 */
function invalidRegexLiteral(root: Expr, positions: Readonly<Record<string, number>>): { message: string; offset: number } | undefined {
  const stack: Expr[] = [root];
  while (stack.length > 0) {
    const e = stack.pop();
    if (!e) break;
    stack.push(...children(e));
    if (e.exprKind.case !== 'callExpr') continue;
    const call = e.exprKind.value;
    if (!call.target || !['matches', 'find', 'findAll'].includes(call.function)) continue;
    const arg = call.args[0];
    if (!arg || arg.exprKind.case !== 'constExpr' || arg.exprKind.value.constantKind.case !== 'stringValue') continue;
    const compiled = compileRe2(arg.exprKind.value.constantKind.value);
    if (compiled.ok) continue;
    const offset = positions[arg.id.toString()] ?? 0;
    return call.function === 'matches'
      ? { message: `invalid matches argument: ${compiled.error}`, offset }
      : { message: `program instantiation failed: ${compiled.error}`, offset };
  }
  return undefined;
}

// --- AST walking -------------------------------------------------------------------------

function children(e: Expr): Expr[] {
  switch (e.exprKind.case) {
    case 'selectExpr':
      return e.exprKind.value.operand ? [e.exprKind.value.operand] : [];
    case 'callExpr':
      return [...(e.exprKind.value.target ? [e.exprKind.value.target] : []), ...e.exprKind.value.args];
    case 'listExpr':
      return [...e.exprKind.value.elements];
    case 'structExpr':
      return e.exprKind.value.entries.flatMap((en) => [...(en.keyKind.case === 'mapKey' ? [en.keyKind.value] : []), ...(en.value ? [en.value] : [])]);
    case 'comprehensionExpr': {
      const c = e.exprKind.value;
      return [c.iterRange, c.accuInit, c.loopCondition, c.loopStep, c.result].filter((x): x is Expr => x !== undefined);
    }
    default:
      return [];
  }
}

function countNodes(e: Expr): number {
  let n = 1;
  for (const c of children(e)) n += countNodes(c);
  return n;
}

function maxId(e: Expr): bigint {
  let m = e.id;
  for (const c of children(e)) {
    const x = maxId(c);
    if (x > m) m = x;
  }
  return m;
}

/** Rewrites every comprehension's loop condition into a cost tick. */
function instrument(e: Expr, ids: { next: bigint }): void {
  for (const c of children(e)) instrument(c, ids);
  if (e.exprKind.case !== 'comprehensionExpr') return;
  const comp = e.exprKind.value;
  const cond = comp.loopCondition;
  if (!cond) return;
  const weight = 1 + countNodes(cond) + (comp.loopStep ? countNodes(comp.loopStep) : 0);
  const weightExpr = {
    id: ids.next++,
    exprKind: { case: 'constExpr', value: { constantKind: { case: 'int64Value', value: BigInt(weight) } } },
  } as unknown as Expr;
  comp.loopCondition = {
    id: ids.next++,
    exprKind: { case: 'callExpr', value: { function: TICK, args: [weightExpr, cond], target: undefined } },
  } as unknown as Expr;
}

/**
 * Rewrites each free reference to a declared variable `v` into `@driftgate.variable(v)`.
 *
 * @bufbuild/cel plans `object.spec.quota` as a search over the names `object.spec.quota`,
 * `object.spec` and `object` (each also looked up as a protobuf type or enum) before it applies
 * the field accesses to `object`: three failed lookups per evaluation. Behind a call, the
 * planner applies the accesses to the variable's value at once. Same values and errors whenever
 * the variable is bound; a root is left alone when one of its dotted names is a known type,
 * enum or function, where the search could find something else. Returns the names rewritten.
 */
function readVariablesDirectly(root: Expr, declared: ReadonlySet<string>, ids: { next: bigint }): string[] {
  const e0 = env();
  const ambiguous = new Set<string>();
  const dotted = (name: string): boolean => isRegistryName(e0, name);
  // The dotted names an access chain on a variable spells (`object.spec`, `object.spec.quota`).
  const chain = (e: Expr): { root: string; path: string } | undefined => {
    switch (e.exprKind.case) {
      case 'identExpr':
        return { root: e.exprKind.value.name, path: e.exprKind.value.name };
      case 'selectExpr': {
        const base = e.exprKind.value.operand ? chain(e.exprKind.value.operand) : undefined;
        return base ? { root: base.root, path: `${base.path}.${e.exprKind.value.field}` } : undefined;
      }
      case 'callExpr': {
        const call = e.exprKind.value;
        const [target, index] = call.args;
        if (call.function !== '_[_]' || !target || index?.exprKind.case !== 'constExpr' || index.exprKind.value.constantKind.case !== 'stringValue') return undefined;
        const base = chain(target);
        return base ? { root: base.root, path: `${base.path}.${index.exprKind.value.constantKind.value}` } : undefined;
      }
      default:
        return undefined;
    }
  };
  const stack: Expr[] = [root];
  while (stack.length > 0) {
    const e = stack.pop();
    if (!e) break;
    stack.push(...children(e));
    const c = chain(e);
    if (c && c.path !== c.root && declared.has(c.root) && dotted(c.path)) ambiguous.add(c.root);
    if (e.exprKind.case === 'callExpr' && e.exprKind.value.target) {
      const t = chain(e.exprKind.value.target);
      if (t && declared.has(t.root) && dotted(`${t.path}.${e.exprKind.value.function}`)) ambiguous.add(t.root);
    }
  }
  const rewritten = new Set<string>();
  const bound: string[] = [];
  const visit = (e: Expr): void => {
    const kind = e.exprKind;
    if (kind.case === 'identExpr') {
      const name = kind.value.name;
      if (!declared.has(name) || ambiguous.has(name) || bound.includes(name)) return;
      const ident = { id: ids.next++, exprKind: { case: 'identExpr', value: kind.value } } as unknown as Expr;
      e.exprKind = { case: 'callExpr', value: { function: VARIABLE, args: [ident], target: undefined } } as unknown as Expr['exprKind'];
      rewritten.add(name);
      return;
    }
    if (kind.case === 'comprehensionExpr') {
      const c = kind.value;
      if (c.iterRange) visit(c.iterRange);
      if (c.accuInit) visit(c.accuInit);
      const scoped = [c.iterVar, c.accuVar, ...(c.iterVar2 ? [c.iterVar2] : [])];
      bound.push(...scoped);
      for (const x of [c.loopCondition, c.loopStep, c.result]) if (x) visit(x);
      bound.splice(bound.length - scoped.length);
      return;
    }
    for (const c of children(e)) visit(c);
  };
  visit(root);
  return [...rewritten];
}

/** Which variables and which constant field paths (a.b['c'].d) an expression reads. */
function collectReads(root: Expr): { variablesUsed: Set<string>; fieldPaths: Map<string, string[][]> } {
  const variablesUsed = new Set<string>();
  const fieldPaths = new Map<string, string[][]>();
  const bound: string[] = [];
  const pathOf = (e: Expr): { root: string; path: string[] } | undefined => {
    switch (e.exprKind.case) {
      case 'identExpr':
        return bound.includes(e.exprKind.value.name) ? undefined : { root: e.exprKind.value.name, path: [] };
      case 'selectExpr': {
        const base = e.exprKind.value.operand ? pathOf(e.exprKind.value.operand) : undefined;
        return base ? { root: base.root, path: [...base.path, e.exprKind.value.field] } : undefined;
      }
      case 'callExpr': {
        const call = e.exprKind.value;
        if (call.function !== '_[_]') return undefined;
        const [target, index] = call.args;
        if (!target || !index || index.exprKind.case !== 'constExpr') return undefined;
        const k = index.exprKind.value.constantKind;
        if (k.case !== 'stringValue' && k.case !== 'int64Value') return undefined;
        const base = pathOf(target);
        return base ? { root: base.root, path: [...base.path, String(k.value)] } : undefined;
      }
      default:
        return undefined;
    }
  };
  const visit = (e: Expr): void => {
    const p = pathOf(e);
    if (p) {
      variablesUsed.add(p.root);
      if (p.path.length > 0) {
        const list = fieldPaths.get(p.root) ?? [];
        if (!list.some((x) => x.join('\u0000') === p.path.join('\u0000'))) list.push(p.path);
        fieldPaths.set(p.root, list);
      }
      return;
    }
    if (e.exprKind.case === 'comprehensionExpr') {
      const c = e.exprKind.value;
      if (c.iterRange) visit(c.iterRange);
      if (c.accuInit) visit(c.accuInit);
      bound.push(c.iterVar, c.accuVar, ...(c.iterVar2 ? [c.iterVar2] : []));
      for (const x of [c.loopCondition, c.loopStep, c.result]) if (x) visit(x);
      bound.splice(bound.length - (c.iterVar2 ? 3 : 2));
      return;
    }
    for (const c of children(e)) visit(c);
  };
  visit(root);
  return { variablesUsed, fieldPaths };
}
