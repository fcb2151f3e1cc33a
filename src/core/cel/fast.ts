import { celList, celMap, celUint, isCelError, isCelList, isCelMap, isCelUint, type CelEnv, type CelInput, type CelValue } from '@bufbuild/cel';
import type { Expr } from '@bufbuild/cel-spec/cel/expr/syntax_pb.js';

/** The registry's overload group of one function name (what `env.funcs.find` returns). */
type FuncGroup = NonNullable<ReturnType<CelEnv['funcs']['find']>>;
import { chargeCost } from './meter.js';

/**
 * A second way to run a planned CEL expression: closures compiled from the same instrumented tree
 * that @bufbuild/cel plans, for the evaluations that succeed.
 *
 * The interpreter is the reference. This path only takes the road an evaluation takes when
 * every step yields a value: a missing field, an error, a type it does not model, an exceeded
 * cost limit or an unbound variable make it give up (`FastPathBail`), and the caller evaluates
 * again with the interpreter from the start, with a fresh meter. So an outcome it returns is
 * the interpreter's value, and the cost it charged is the interpreter's cost: the same charges
 * (the cost ticks of the comprehensions, the library functions) in the same order. Functions are
 * called through the same registry, with the same overload resolution; only the planner's
 * attribute machinery and the operators whose meaning fits in a line (`&&`, `||`, `?:`, `!`,
 * `==`, `!=`, field access, `dyn`) are written out here. Where an expression uses something this
 * file does not compile (bytes, optionals, messages, two-variable comprehensions, a name that
 * may be a type), `compileFast` returns undefined and the interpreter runs every evaluation.
 *
 * `src/core/cel/fast.test.ts` compares both paths on every expression of the policy pack and a
 * corpus of expressions over generated objects; `DRIFTGATE_CEL_CROSSCHECK=1` makes every
 * evaluation of a run do both and fail on a difference (the test projects set it).
 */

/** Thrown (one shared instance, never escaping `evaluate`) when the fast path gives up. */
export class FastPathBail {
  private constructor() {}
  static readonly instance = new FastPathBail();
}

function bail(): never {
  throw FastPathBail.instance;
}

/** Not compiled: the interpreter runs every evaluation of the expression. */
class Unsupported extends Error {}

export type FastProgram = (bindings: Record<string, CelInput>) => CelValue;

type Bindings = Record<string, CelInput>;
type Node = (ctx: Bindings, slots: CelValue[]) => CelValue;

interface FastNames {
  readonly tick: string;
  readonly variable: string;
}

/**
 * Compiles the instrumented, variable-rewritten tree (see compile.ts) into closures, or returns
 * undefined when it holds something this path does not model.
 */
export function compileFast(root: Expr, env: CelEnv, names: FastNames): FastProgram | undefined {
  const compiler = new FastCompiler(env, names);
  let node: Node;
  try {
    node = compiler.compile(root, new Map());
  } catch (error) {
    if (error instanceof Unsupported || error instanceof RangeError) return undefined;
    throw error;
  }
  const slotCount = compiler.slotCount;
  return (bindings) => node(bindings, slotCount === 0 ? NO_SLOTS : new Array<CelValue>(slotCount));
}

const NO_SLOTS: CelValue[] = [];

/** A value bound to a top-level variable, as the interpreter's activation hands it out. */
function boundValue(v: CelInput | undefined): CelValue {
  if (v === undefined) bail();
  switch (typeof v) {
    case 'string':
    case 'boolean':
    case 'bigint':
    case 'number':
      return v;
    case 'object':
      if (v === null || isCelMap(v) || isCelList(v) || isCelUint(v)) return v;
      return bail();
    default:
      return bail();
  }
}

/** The primitive values `==` compares without the library (see @bufbuild/cel's `equals`). */
function isPrimitive(v: CelValue): v is string | boolean | bigint | number | null {
  return v === null || (typeof v !== 'object' && typeof v !== 'function');
}

class FastCompiler {
  slotCount = 0;
  constructor(
    private readonly env: CelEnv,
    private readonly names: FastNames,
  ) {}

  compile(e: Expr, scope: ReadonlyMap<string, number>): Node {
    const kind = e.exprKind;
    switch (kind.case) {
      case 'constExpr':
        return this.constant(kind.value.constantKind);
      case 'identExpr': {
        const slot = scope.get(kind.value.name);
        // A free name may be a variable, a type or a qualified name: the interpreter resolves it.
        if (slot === undefined) throw new Unsupported();
        return (_c, s) => s[slot] as CelValue;
      }
      case 'selectExpr': {
        const sel = kind.value;
        if (!sel.operand) throw new Unsupported();
        this.refuseQualifiedName(e, scope);
        const operand = this.compile(sel.operand, scope);
        const field = sel.field;
        if (sel.testOnly) {
          return (c, s) => {
            const o = operand(c, s);
            // @bufbuild/cel's isSet: a map answers by key (a key holding null is not set), a
            // non-object is not set; messages are left to the interpreter.
            if (o === null || typeof o !== 'object') return false;
            if (isCelMap(o)) return o.has(field);
            if (isCelList(o)) return false;
            return bail();
          };
        }
        return (c, s) => {
          const o = operand(c, s);
          if (!isCelMap(o)) return bail();
          const v = o.get(field);
          return v === undefined ? bail() : v;
        };
      }
      case 'callExpr':
        return this.call(e, kind.value, scope);
      case 'listExpr': {
        const list = kind.value;
        if (list.optionalIndices.length > 0) throw new Unsupported();
        const elements = list.elements.map((x) => this.compile(x, scope));
        return (c, s) => {
          const values: CelValue[] = new Array<CelValue>(elements.length);
          for (let i = 0; i < elements.length; i++) values[i] = (elements[i] as Node)(c, s);
          return celList(values);
        };
      }
      case 'structExpr': {
        const struct = kind.value;
        if (struct.messageName !== '') throw new Unsupported();
        const entries = struct.entries.map((en) => {
          if (en.optionalEntry || en.keyKind.case !== 'mapKey' || !en.value) throw new Unsupported();
          return { key: this.compile(en.keyKind.value, scope), value: this.compile(en.value, scope) };
        });
        return (c, s) => {
          const out = new Map<string | bigint | boolean, CelValue>();
          for (const en of entries) {
            const key = en.key(c, s);
            const value = en.value(c, s);
            if (typeof key !== 'string' && typeof key !== 'bigint' && typeof key !== 'boolean') return bail();
            if (out.has(key)) return bail();
            out.set(key, value);
          }
          return celMap(out);
        };
      }
      case 'comprehensionExpr':
        return this.comprehension(kind.value, scope);
      default:
        throw new Unsupported();
    }
  }

  private constant(k: Extract<Expr['exprKind'], { case: 'constExpr' }>['value']['constantKind']): Node {
    let value: CelValue;
    switch (k.case) {
      case 'stringValue':
      case 'boolValue':
      case 'doubleValue':
      case 'int64Value':
        value = k.value;
        break;
      case 'uint64Value':
        value = celUint(k.value);
        break;
      case 'nullValue':
        value = null;
        break;
      default:
        throw new Unsupported();
    }
    return () => value;
  }

  /**
   * A select chain on a name spells a dotted name (`a.b.c`) that the interpreter first looks up
   * as a variable, a type or an enum before it applies the field accesses: where that name is
   * known to the registry, the result could be something else, so the interpreter keeps it.
   */
  private refuseQualifiedName(e: Expr, scope: ReadonlyMap<string, number>): void {
    const dotted = qualifiedName(e);
    if (!dotted) return;
    const root = dotted.slice(0, dotted.indexOf('.'));
    if (!scope.has(root)) return;
    if (isRegistryName(this.env, dotted)) throw new Unsupported();
  }

  private call(e: Expr, call: Extract<Expr['exprKind'], { case: 'callExpr' }>['value'], scope: ReadonlyMap<string, number>): Node {
    const id = Number(e.id);
    const name = call.function;
    // `a.b.f(x)` where `a.b.f` is a function: the planner calls it as a global (namespaced) function.
    if (call.target) {
      const qualified = qualifiedName(call.target);
      if (qualified !== undefined && isRegistryName(this.env, `${qualified}.${name}`)) throw new Unsupported();
    }
    const args = call.args;
    if (name === this.names.variable) {
      const ident = args[0];
      if (args.length !== 1 || ident?.exprKind.case !== 'identExpr') throw new Unsupported();
      const variable = ident.exprKind.value.name;
      return (c) => boundValue(c[variable]);
    }
    if (name === this.names.tick) {
      const [weightExpr, condExpr] = args;
      if (args.length !== 2 || !weightExpr || !condExpr || weightExpr.exprKind.case !== 'constExpr' || weightExpr.exprKind.value.constantKind.case !== 'int64Value') {
        throw new Unsupported();
      }
      const weight = Number(weightExpr.exprKind.value.constantKind.value);
      const cond = this.compile(condExpr, scope);
      // Arguments first, then the function: the order of the interpreter's call.
      return (c, s) => {
        const v = cond(c, s);
        chargeCost(weight);
        return v;
      };
    }
    const compiled = args.map((a) => this.compile(a, scope));
    const target = call.target ? this.compile(call.target, scope) : undefined;
    if (!target) {
      switch (name) {
        case '_&&_':
        case '_||_': {
          const stop = name === '_||_';
          return (c, s) => {
            for (const a of compiled) {
              const v = a(c, s);
              if (v === stop) return stop;
              if (v !== !stop) return bail();
            }
            return !stop;
          };
        }
        case '_?_:_': {
          const [cond, whenTrue, whenFalse] = compiled;
          if (compiled.length !== 3 || !cond || !whenTrue || !whenFalse) throw new Unsupported();
          return (c, s) => {
            const v = cond(c, s);
            if (v === true) return whenTrue(c, s);
            if (v === false) return whenFalse(c, s);
            return bail();
          };
        }
        case '@not_strictly_false':
        case '__not_strictly_false__': {
          const [arg] = compiled;
          if (compiled.length !== 1 || !arg) throw new Unsupported();
          return (c, s) => arg(c, s) !== false;
        }
        case '_[_]': {
          const [operand, index] = compiled;
          if (compiled.length !== 2 || !operand || !index) throw new Unsupported();
          return (c, s) => {
            const o = operand(c, s);
            const k = index(c, s);
            let v: CelValue | undefined;
            if (isCelMap(o) && typeof k === 'string') v = o.get(k);
            else if (isCelList(o) && typeof k === 'bigint' && k >= 0n && k < BigInt(o.size)) v = o.get(Number(k));
            return v === undefined ? bail() : v;
          };
        }
        case '_[?_]':
        case '_?._':
          throw new Unsupported();
        default:
          break;
      }
    }
    const fn = this.env.funcs.find(name);
    // An unknown function is an error the interpreter reports at run time.
    if (fn === undefined) throw new Unsupported();
    const generic = (t: CelValue | undefined, values: CelValue[]): CelValue => {
      const r = fn.call(id, t, values);
      return r === undefined || isCelError(r) ? bail() : r;
    };
    const direct = target ? stringMethod(name, fn, compiled.length) : undefined;
    if (target && direct) {
      return (c, s) => {
        const t = target(c, s);
        const values = evaluateAll(compiled, c, s);
        const r = typeof t === 'string' && values.every((v) => typeof v === 'string') ? direct(t, values) : undefined;
        return r !== undefined ? r : generic(t, values);
      };
    }
    if (target) {
      return (c, s) => {
        const t = target(c, s);
        return generic(t, evaluateAll(compiled, c, s));
      };
    }
    const [a, b] = compiled;
    if (compiled.length === 1 && a) {
      if (name === '!_') {
        return (c, s) => {
          const v = a(c, s);
          return typeof v === 'boolean' ? !v : generic(undefined, [v]);
        };
      }
      // The standard library's dyn is the identity.
      if (name === 'dyn') return a;
      return (c, s) => generic(undefined, [a(c, s)]);
    }
    if (compiled.length === 2 && a && b) {
      if (name === '_==_' || name === '_!=_') {
        const negate = name === '_!=_';
        return (c, s) => {
          const x = a(c, s);
          const y = b(c, s);
          // @bufbuild/cel's equals for two primitives: identical, or two numbers of equal value.
          if (isPrimitive(x) && isPrimitive(y)) {
            const same = x === y || ((typeof x === 'number' || typeof x === 'bigint') && (typeof y === 'number' || typeof y === 'bigint') && x == y);
            return same !== negate;
          }
          return generic(undefined, [x, y]);
        };
      }
    }
    return (c, s) => generic(undefined, evaluateAll(compiled, c, s));
  }

  private comprehension(comp: Extract<Expr['exprKind'], { case: 'comprehensionExpr' }>['value'], scope: ReadonlyMap<string, number>): Node {
    if (comp.iterVar2 || !comp.iterRange || !comp.accuInit || !comp.loopCondition || !comp.loopStep || !comp.result) throw new Unsupported();
    const accuSlot = this.slotCount++;
    const iterSlot = this.slotCount++;
    const init = this.compile(comp.accuInit, scope);
    const range = this.compile(comp.iterRange, scope);
    // The interpreter's activations: the loop sees the element over the accumulator, the result only the accumulator.
    const accuScope = new Map(scope).set(comp.accuVar, accuSlot);
    const loopScope = new Map(accuScope).set(comp.iterVar, iterSlot);
    const cond = this.compile(comp.loopCondition, loopScope);
    const step = this.compile(comp.loopStep, loopScope);
    const result = this.compile(comp.result, accuScope);
    return (c, s) => {
      s[accuSlot] = init(c, s);
      const r = range(c, s);
      if (isCelList(r)) {
        // By index: the values the interpreter's Array.from(list) gives, without the copy (a CEL list does not change).
        const size = r.size;
        for (let i = 0; i < size; i++) {
          const item = r.get(i);
          if (item === undefined || isCelError(item)) return bail();
          s[iterSlot] = item;
          if (cond(c, s) !== true) break;
          s[accuSlot] = step(c, s);
        }
        return result(c, s);
      }
      if (!isCelMap(r)) return bail();
      for (const key of Array.from(r.keys()) as CelValue[]) {
        if (isCelError(key)) return bail();
        s[iterSlot] = key;
        if (cond(c, s) !== true) break;
        s[accuSlot] = step(c, s);
      }
      return result(c, s);
    };
  }
}

/**
 * String methods whose registry entry is a single overload `string.m(string...)`, written with the
 * JavaScript that implements it in @bufbuild/cel (std: `String.prototype.includes`, `startsWith`,
 * `endsWith`; strings extension: `lowerAscii`, which maps A-Z only, and `trim` where there is
 * nothing to trim). Called directly when the target and the arguments are strings; otherwise, or
 * when the method says undefined, through the registry.
 */
/** A string method written out; undefined hands the call to the registry (the general case). */
type StringMethod = (target: string, args: readonly CelValue[]) => CelValue | undefined;

const STRING_METHODS: Readonly<Record<string, StringMethod>> = {
  contains: (t, [x]) => t.includes(x as string),
  startsWith: (t, [x]) => t.startsWith(x as string),
  endsWith: (t, [x]) => t.endsWith(x as string),
  // Most strings have no capital to lower: they come back as they are, without a regex replace.
  lowerAscii: (t) => {
    for (let i = 0; i < t.length; i++) {
      const c = t.charCodeAt(i);
      if (c >= 65 && c <= 90) return t.replace(/[A-Z]+/g, (m) => m.toLowerCase());
    }
    return t;
  },
  // The strings extension's whitespace is space, the controls 9-13 and non-ASCII spaces: a string
  // that starts and ends with printable ASCII other than space has nothing to trim. Any other
  // string is the extension's to trim.
  trim: (t) => {
    if (t.length === 0) return t;
    const first = t.charCodeAt(0);
    const last = t.charCodeAt(t.length - 1);
    return first > 32 && first < 127 && last > 32 && last < 127 ? t : undefined;
  },
};

function stringMethod(name: string, group: FuncGroup, arity: number): StringMethod | undefined {
  const method = Object.hasOwn(STRING_METHODS, name) ? STRING_METHODS[name] : undefined;
  if (!method) return undefined;
  const overloads = [...group];
  const only = overloads[0];
  if (overloads.length !== 1 || !only || only.target?.name !== 'string' || only.arguments.length !== arity) return undefined;
  return only.arguments.every((a) => a.name === 'string') ? method : undefined;
}

/** The arguments' values, in order (the interpreter evaluates them left to right). */
function evaluateAll(compiled: readonly Node[], c: Bindings, s: CelValue[]): CelValue[] {
  const values = new Array<CelValue>(compiled.length);
  for (let i = 0; i < compiled.length; i++) values[i] = (compiled[i] as Node)(c, s);
  return values;
}

/**
 * Is a dotted name (`a.b.c`) something the registry resolves: a message type, an enum or an enum
 * value, or a function? The interpreter looks such a name up before it reads `a` as a variable,
 * so an access chain that spells one may not be an access chain (compile.ts and this file).
 */
export function isRegistryName(env: CelEnv, name: string): boolean {
  const cut = name.lastIndexOf('.');
  const registry = env.registry;
  return (
    registry.getMessage(name) !== undefined ||
    registry.getEnum(name) !== undefined ||
    (cut > 0 && registry.getEnum(name.slice(0, cut)) !== undefined) ||
    env.funcs.find(name) !== undefined
  );
}

/** `a.b.c` for an identifier with field selections (no `has()`), as the planner reads it. */
function qualifiedName(e: Expr): string | undefined {
  switch (e.exprKind.case) {
    case 'identExpr':
      return e.exprKind.value.name;
    case 'selectExpr': {
      const sel = e.exprKind.value;
      if (sel.testOnly || !sel.operand) return undefined;
      const parent = qualifiedName(sel.operand);
      return parent === undefined ? undefined : `${parent}.${sel.field}`;
    }
    default:
      return undefined;
  }
}
