import type { CelProgram } from '../cel/index.js';
import { celEngine } from '../schema/engine-slots.js';
import { formatChecker } from '../schema/formats.js';
import { show } from './canonical.js';
import { canonicalJson } from '../kube/json.js';
import { isRecordSchema } from './types.js';
import { compilePattern } from './rules/values.js';
import { BoundedMemo } from '../memo/memo.js';

/**
 * What one schema node admits, as far as it can be decided: type, enum, pattern (RE2),
 * format, length, numeric bounds, multipleOf, item and property counts, and the node's CEL
 * rules where they evaluate. A "tightening" is a tightening only when some value the old
 * schema admitted is refused by the new one; this model finds such a value (the example in
 * the finding) or proves there is none (the old enum is finite and all of it still passes).
 * When neither can be shown, the answer is `unknown` and the rules stay as strict as before.
 * Children (properties, items) are not judged here: the walk compares them node by node.
 */

type Schema = Readonly<Record<string, unknown>>;

export type Verdict =
  | { readonly kind: 'refused'; readonly example: string }
  | { readonly kind: 'none-refused'; readonly reason: string }
  | { readonly kind: 'unknown' };

const CEL_KEYWORD = 'x-kubernetes-validations';
/** The largest finite set (enum) reasoned about value by value; larger ones are `unknown`. */
const MAX_FINITE = 1000;
/** Longest witness string built; longer length bounds are not probed. */
const MAX_WITNESS_LENGTH = 4096;
/** Strings drawn from an old pattern as witnesses. */
const PATTERN_SAMPLES = 32;

/**
 * Does `schema` admit `value` at this node, judging only `keywords` (every keyword the model
 * knows when omitted)? Undefined when it cannot be decided (a pattern that does not compile, a
 * CEL rule that does not evaluate). Transition rules (oldSelf) are skipped: they do not run on create.
 */
export function admits(schema: Schema, value: unknown, keywords?: ReadonlySet<string>): boolean | undefined {
  const on = (k: string): boolean => (keywords ? keywords.has(k) : true) && Object.hasOwn(schema, k);
  let undecided = false;
  const check = (result: boolean | undefined): boolean => {
    if (result === undefined) undecided = true;
    return result === false;
  };
  if (value === null) return schema.nullable === true || !on('type') ? true : false;
  if (on('type') || (keywords === undefined && schema['x-kubernetes-int-or-string'] === true)) {
    if (check(typeAdmits(schema, value))) return false;
  }
  if (on('enum') && Array.isArray(schema.enum) && schema.enum.length > 0) {
    const key = canonicalJson(value);
    if (!schema.enum.some((e) => canonicalJson(e) === key)) return false;
  }
  if (typeof value === 'string') {
    // Lengths first: they are cheap, and a refusal there spares the pattern match (RE2 in
    // JavaScript costs per character; witnesses run to 4,096 characters).
    const length = [...value].length; // the API server counts runes
    if (on('minLength') && typeof schema.minLength === 'number' && length < schema.minLength) return false;
    if (on('maxLength') && typeof schema.maxLength === 'number' && length > schema.maxLength) return false;
    if (on('pattern') && typeof schema.pattern === 'string') {
      if (check(patternMatches(schema.pattern, value))) return false;
    }
    if (on('format') && typeof schema.format === 'string') {
      // Formats the API server does not validate admit every string.
      const checker = formatChecker(schema.format);
      if (checker && !checker.validate(value)) return false;
    }
  }
  if (typeof value === 'number') {
    const min = schema.minimum;
    const max = schema.maximum;
    if ((on('minimum') || on('exclusiveMinimum')) && typeof min === 'number') {
      if (value < min || (schema.exclusiveMinimum === true && value === min)) return false;
    }
    if ((on('maximum') || on('exclusiveMaximum')) && typeof max === 'number') {
      if (value > max || (schema.exclusiveMaximum === true && value === max)) return false;
    }
    if (on('multipleOf') && typeof schema.multipleOf === 'number' && schema.multipleOf > 0) {
      const q = value / schema.multipleOf;
      if (Math.abs(q - Math.round(q)) > 1e-9) return false;
    }
  }
  if (on(CEL_KEYWORD) && check(celAdmits(schema, value))) return false;
  return undecided ? undefined : true;
}

/**
 * Pattern matches, remembered: generated CRDs repeat one pattern on many fields (Gateway API's
 * header-value pattern sits on a dozen paths in each of two versions), and every field is probed
 * with the same witnesses. Bounded, cleared when full.
 */
const MAX_PATTERN_RESULTS = 20_000;
const patternResults = new BoundedMemo<string, boolean | undefined>(MAX_PATTERN_RESULTS);

function patternMatches(pattern: string, value: string): boolean | undefined {
  const key = `${pattern}\u0000${value}`;
  return patternResults.get(key, () => {
    const re = compilePattern(pattern);
    return re ? re.test(value) : undefined;
  });
}

function typeAdmits(schema: Schema, value: unknown): boolean | undefined {
  if (schema['x-kubernetes-int-or-string'] === true) return typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value));
  switch (schema.type) {
    case undefined:
      return true;
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isRecordSchema(value);
    default:
      return undefined;
  }
}

const programs = new Map<string, CelProgram | null>();

function program(rule: string): CelProgram | null {
  let p = programs.get(rule);
  if (p === undefined) {
    const { compileCel, T } = celEngine();
    const compiled = compileCel(rule, { variables: { self: T.dyn }, returnTypes: [T.bool] });
    p = compiled.ok ? compiled.program : null;
    if (programs.size > 500) programs.clear(); // bounded: rules come from untrusted CRDs
    programs.set(rule, p);
  }
  return p;
}

/** The node's CEL rules on a scalar `self`; transition rules are skipped (not run on create). */
function celAdmits(schema: Schema, value: unknown): boolean | undefined {
  const rules = schema[CEL_KEYWORD];
  if (!Array.isArray(rules)) return undefined;
  let undecided = false;
  for (const r of rules) {
    if (!isRecordSchema(r) || typeof r.rule !== 'string') return undefined;
    if (/\boldSelf\b/.test(r.rule)) continue;
    const p = program(r.rule);
    if (!p) {
      undecided = true;
      continue;
    }
    const { evaluate, toCelValue } = celEngine();
    const result = evaluate(p, { self: toCelValue(value, { schema: { type: typeof schema.type === 'string' ? schema.type : undefined } }) });
    if (!result.ok || typeof result.value !== 'boolean') undecided = true;
    else if (!result.value) return false;
  }
  return undecided ? undefined : true;
}

export interface FiniteSet {
  /** Values the schema surely admits. */
  readonly sure: readonly unknown[];
  /** Values it may admit (something about them could not be decided). */
  readonly maybe: readonly unknown[];
  /** How the set is described in a reason: `its enum "A", "B"`. */
  readonly description: string;
}

/** The values a node admits when they are finitely many (an enum, or a boolean); undefined otherwise. */
export function finiteAdmitted(schema: Schema): FiniteSet | undefined {
  let candidates: readonly unknown[];
  let description: string;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    if (schema.enum.length > MAX_FINITE) return undefined;
    candidates = schema.enum;
    description = `its enum ${showSome(schema.enum)}`;
  } else if (schema.type === 'boolean') {
    candidates = [true, false];
    description = 'a boolean';
  } else {
    return undefined;
  }
  const sure: unknown[] = [];
  const maybe: unknown[] = [];
  for (const v of candidates) {
    const a = admits(schema, v);
    if (a === true) sure.push(v);
    else if (a === undefined) maybe.push(v);
  }
  const dropped = candidates.length - sure.length - maybe.length;
  if (dropped > 0) description += ` (${dropped} of them refused by its other constraints)`;
  return { sure, maybe, description };
}

function showSome(values: readonly unknown[], max = 6): string {
  const shown = values.slice(0, max).map((v) => show(v, 40)).join(', ');
  return values.length > max ? `${shown} and ${values.length - max} more` : shown;
}

/**
 * Is some value the `base` node admitted refused by the `head` node's `keywords`? `refused`
 * carries an example value, `none-refused` the reason it is safe, `unknown` when neither could be shown.
 */
export function refusedByHead(base: Schema, head: Schema, keywords: readonly string[]): Verdict {
  const only = new Set(keywords);
  const finite = finiteAdmitted(base);
  if (finite) {
    for (const v of finite.sure) {
      const a = admits(head, v, only);
      if (a === false) return { kind: 'refused', example: show(v, 60) };
      if (a === undefined) return { kind: 'unknown' };
    }
    for (const v of finite.maybe) if (admits(head, v, only) !== true) return { kind: 'unknown' };
    if (finite.maybe.length > 0) return { kind: 'unknown' };
    return { kind: 'none-refused', reason: `the old schema admitted only ${finite.description}, and every one of them passes the new ${keywords.join(' and ')}` };
  }
  const counted = countWitness(base, head, only);
  if (counted) return counted;
  for (const w of witnesses(base, head)) {
    if (admits(base, w) === true && admits(head, w, only) === false) return { kind: 'refused', example: show(w, 60) };
  }
  return { kind: 'unknown' };
}

/** Candidate values: around every bound of either side, plus strings of telling shapes. */
function witnesses(base: Schema, head: Schema): unknown[] {
  const out: unknown[] = [];
  if (Object.hasOwn(base, 'default')) out.push(base.default);
  const type = base['x-kubernetes-int-or-string'] === true ? 'int-or-string' : base.type;
  const numeric = type === 'integer' || type === 'number' || type === 'int-or-string' || type === undefined;
  const textual = type === 'string' || type === 'int-or-string' || type === undefined;
  if (numeric) {
    // Nearest the new bound first, so the example is the telling one (maximum 5 → 6).
    const anchors = new Set<number>();
    for (const s of [head, base]) {
      for (const k of ['minimum', 'maximum', 'multipleOf'] as const) {
        const n = s[k];
        if (typeof n === 'number' && Number.isFinite(n)) for (const d of [-1, -0.5, 0, 0.5, 1]) anchors.add(n + d);
      }
    }
    const bm = base.multipleOf;
    if (typeof bm === 'number' && bm > 0) for (let k = -3; k <= 3; k++) anchors.add(bm * k);
    for (const n of [0, 1, -1]) anchors.add(n);
    for (const n of anchors) if (type !== 'integer' || Number.isInteger(n)) out.push(n);
  }
  if (textual) {
    const lengths = new Set<number>([1, 2, 0]);
    for (const s of [head, base]) {
      for (const k of ['minLength', 'maxLength'] as const) {
        const n = s[k];
        if (typeof n === 'number' && Number.isInteger(n)) for (const d of [-1, 0, 1]) if (n + d >= 0 && n + d <= MAX_WITNESS_LENGTH) lengths.add(n + d);
      }
    }
    for (const n of lengths) for (const c of ['a', 'A', '0', 'a0']) out.push(c.repeat(n).slice(0, n));
    out.push('-', '_', 'a b', 'a.b', 'a:b', 'a/b', 'a-b', 'A_B', 'example.com', 'not a valid value!');
    // Strings of the old pattern's own language: a narrowed pattern (any scheme → http(s) only)
    // refuses some of them, and the one found is the example in the finding.
    if (typeof base.pattern === 'string') out.push(...(compilePattern(base.pattern)?.samples(PATTERN_SAMPLES) ?? []));
  }
  if (type === 'boolean' || type === undefined) out.push(true, false);
  return out;
}

const COUNTS = {
  minItems: { max: 'maxItems', unit: 'item' },
  maxItems: { min: 'minItems', unit: 'item' },
  minProperties: { max: 'maxProperties', unit: 'property' },
  maxProperties: { min: 'minProperties', unit: 'property' },
} as const;

/**
 * Item and property counts: a list of n items is admitted by the old node when n is within its
 * bounds (and, with uniqueItems over an enum of items, when there are that many distinct values).
 * Undefined when the keywords are not counts; unknown when the old node has CEL rules that may limit counts.
 */
function countWitness(base: Schema, head: Schema, only: ReadonlySet<string>): Verdict | undefined {
  const keys = [...only].filter((k): k is keyof typeof COUNTS => Object.hasOwn(COUNTS, k));
  if (keys.length === 0 || keys.length !== only.size) return undefined;
  if (Object.hasOwn(base, CEL_KEYWORD)) return { kind: 'unknown' };
  const num = (s: Schema, k: string, fallback: number): number => (typeof s[k] === 'number' ? (s[k] as number) : fallback);
  const ranges: string[] = [];
  for (const k of keys) {
    const items = k.endsWith('Items');
    const lowKey = items ? 'minItems' : 'minProperties';
    const highKey = items ? 'maxItems' : 'maxProperties';
    let oldHigh = num(base, highKey, Infinity);
    const itemSchema = base.items;
    if (items && base.uniqueItems === true && isRecordSchema(itemSchema) && Array.isArray(itemSchema.enum)) oldHigh = Math.min(oldHigh, itemSchema.enum.length);
    const oldLow = num(base, lowKey, 0);
    const n = k.startsWith('max') ? num(head, k, Infinity) + 1 : num(head, k, 0) - 1;
    if (!Number.isFinite(n) || n < oldLow || n > oldHigh || n < 0) {
      ranges.push(`${oldLow} to ${oldHigh}`);
      continue;
    }
    const unit = COUNTS[k].unit;
    const what = items ? 'list' : 'object';
    return { kind: 'refused', example: n === 0 ? `an empty ${what}` : `a${items ? '' : 'n'} ${what} of ${n} ${n === 1 ? unit : unit === 'property' ? 'properties' : 'items'}` };
  }
  return { kind: 'none-refused', reason: `the old schema admitted only ${ranges.join(' and ')} entries, all of which the new ${keys.join(' and ')} admits` };
}
