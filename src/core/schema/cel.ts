import { describeValue, isRecord } from '../manifest/manifest.js';
import { appendPointer } from '../yaml/pointer.js';
import { canonical } from './ajv.js';
import { create } from '@bufbuild/protobuf';
import { DurationSchema, timestampFromDate } from '@bufbuild/protobuf/wkt';
import { compileCel, optionalNone, optionalSome, T, type CelProgram, type CelStaticType } from './cel-engine.js';
import { PER_CALL_COST_LIMIT, RUNTIME_COST_BUDGET, type CelRunBudget } from '../cel/index.js';
import { isGoDuration } from './formats.js';
import { atField, fieldPath as fieldPathOf } from './describe.js';
import { pointerOf, type Loc } from './loc.js';
import type { RuleReason, SchemaNode, ValidationRule } from '../kube/structural.js';
import type { SchemaViolation } from './types.js';

/**
 * x-kubernetes-validations: each rule compiled once per CRD version, evaluated with `self`
 * bound to the value at the rule's node (and `oldSelf` for transition rules when the old
 * object is known), the way apiextensions-apiserver `schema/cel/validation.go` does:
 *
 * - values are typed by the schema: `integer` (and int-or-string integers) are CEL int
 *   (BigInt), `number` is double, property names are escaped (`namespace` → `__namespace__`);
 * - null values are not validated; rules with `oldSelf` run only with an old value, unless
 *   `optionalOldSelf` (then `oldSelf` is an optional);
 * - a false rule reports `messageExpression`, else `message`, else "failed rule: <rule>",
 *   at `fieldPath` when given, with the rule's `reason`;
 * - list-type map items are correlated with their old counterparts by key.
 */

export interface CompiledRule {
  readonly source: ValidationRule;
  readonly program: CelProgram;
  readonly usesOldSelf: boolean;
  /**
   * Results of the rule for scalar `self` values (rules without oldSelf are pure functions of
   * self): quota values, names and enums repeat across thousands of documents.
   */
  readonly memo?: Map<unknown, EvalOutcome>;
  readonly message?: CelProgram;
  /** fieldPath as pointer segments relative to the rule's node. */
  readonly fieldPath: readonly string[];
}

export interface RuleProblem {
  /** Pointer inside openAPIV3Schema. */
  readonly pointer: string;
  readonly ruleId: 'crd/invalid-cel' | 'crd/cel-unsupported';
  readonly severity: 'error' | 'warning';
  readonly message: string;
}

export interface CompiledRules {
  readonly byNode: ReadonlyMap<SchemaNode, readonly CompiledRule[]>;
  /** For each object node: its properties whose subtree has rules. */
  readonly ruleChildren: ReadonlyMap<SchemaNode, readonly (readonly [string, SchemaNode])[]>;
  readonly problems: readonly RuleProblem[];
  readonly count: number;
}

export function compileRules(root: SchemaNode): CompiledRules {
  const byNode = new Map<SchemaNode, CompiledRule[]>();
  const ruleChildren = new Map<SchemaNode, (readonly [string, SchemaNode])[]>();
  const problems: RuleProblem[] = [];
  let count = 0;
  const visit = (node: SchemaNode, isRoot: boolean): void => {
    if (!node.subtreeHasRules) return;
    if (node.properties) ruleChildren.set(node, [...node.properties].filter(([, child]) => child.subtreeHasRules));
    const compiled: CompiledRule[] = [];
    if (node.rules.length > 0) {
      const selfType = celTypeOf(node, isRoot);
      for (const rule of node.rules) {
        const variables = { self: selfType, oldSelf: selfType };
        const result = compileCel(rule.rule, { variables, returns: 'bool' });
        if (!result.ok) {
          problems.push(
            result.kind === 'unsupported'
              ? {
                  pointer: appendPointer(rule.pointer, 'rule'),
                  ruleId: 'crd/cel-unsupported',
                  severity: 'warning',
                  message: `CEL rule is not checked offline (the API server still enforces it): ${result.error}`,
                }
              : { pointer: appendPointer(rule.pointer, 'rule'), ruleId: 'crd/invalid-cel', severity: 'error', message: `CEL rule does not compile: ${result.error}` },
          );
          continue;
        }
        let message: CelProgram | undefined;
        if (rule.messageExpression !== undefined) {
          const m = compileCel(rule.messageExpression, { variables, returns: 'string' });
          if (m.ok) message = m.compiled.program;
          else if (m.kind === 'invalid') {
            problems.push({ pointer: appendPointer(rule.pointer, 'messageExpression'), ruleId: 'crd/invalid-cel', severity: 'error', message: `messageExpression does not compile: ${m.error}` });
          }
        }
        let fieldPath: string[] = [];
        if (rule.fieldPath !== undefined) {
          const parsed = parseFieldPath(rule.fieldPath, node);
          if (typeof parsed === 'string') {
            problems.push({ pointer: appendPointer(rule.pointer, 'fieldPath'), ruleId: 'crd/invalid-cel', severity: 'error', message: `fieldPath ${JSON.stringify(rule.fieldPath)} is invalid: ${parsed}` });
          } else {
            fieldPath = parsed;
          }
        }
        const pure = !result.compiled.usesOldSelf && !rule.optionalOldSelf;
        compiled.push({
          source: rule,
          program: result.compiled.program,
          usesOldSelf: result.compiled.usesOldSelf,
          ...(pure ? { memo: new Map<unknown, EvalOutcome>() } : {}),
          ...(message ? { message } : {}),
          fieldPath,
        });
        count++;
      }
    }
    if (compiled.length > 0) byNode.set(node, compiled);
    node.properties?.forEach((child) => visit(child, false));
    if (node.additionalProperties) visit(node.additionalProperties, false);
    if (node.items) visit(node.items, false);
  };
  visit(root, true);
  return { byNode, ruleChildren, problems, count };
}

/**
 * The static CEL type the API server gives a value of this schema (apiextensions
 * `model.SchemaDeclType`): integer → int, number → double, date-time → timestamp,
 * duration → duration, byte → bytes, objects → objects with escaped field names,
 * additionalProperties → map(string, V), int-or-string and free-form → dyn.
 */
export function celTypeOf(node: SchemaNode | undefined, isRoot = false, name = 'self'): CelStaticType {
  if (!node) return T.dyn;
  if (node.intOrString) return T.dyn;
  const format = typeof node.raw.format === 'string' ? node.raw.format.replace(/-/g, '') : undefined;
  switch (node.type) {
    case 'integer':
      return T.int;
    case 'number':
      return T.double;
    case 'boolean':
      return T.bool;
    case 'string':
      if (format === 'byte') return T.bytes;
      if (format === 'datetime') return T.timestamp;
      if (format === 'duration') return T.duration;
      return T.string;
    case 'array':
      return T.list(celTypeOf(node.items, false, `${name}.@idx`));
    default:
      break;
  }
  const typeMeta = isRoot || node.embeddedResource;
  if (node.properties || typeMeta) {
    if (node.preserveUnknownFields && !node.properties && !typeMeta) return T.dyn;
    const fields: Record<string, CelStaticType> = {};
    for (const [key, child] of node.properties ?? []) {
      const escaped = escapeProperty(key);
      if (escaped !== undefined) fields[escaped] = celTypeOf(child, false, `${name}.${key}`);
    }
    if (typeMeta) {
      fields.apiVersion = T.string;
      fields.kind = T.string;
      fields.metadata = T.object(`${name}.metadata`, { name: T.string, generateName: T.string });
    }
    return T.object(name, fields);
  }
  if (node.additionalProperties) return T.map(T.string, celTypeOf(node.additionalProperties, false, `${name}.@elem`));
  if (node.type === 'object' && !node.preserveUnknownFields) return T.map(T.string, T.dyn);
  return T.dyn;
}

/** `.spec.replicas`, `.labels['app.kubernetes.io/name']` → segments, checked against the schema. */
export function parseFieldPath(path: string, node: SchemaNode): string[] | string {
  const segments: string[] = [];
  let current: SchemaNode | undefined = node;
  let i = 0;
  const step = (name: string, named: boolean): string | undefined => {
    if (!current) return 'does not refer to a valid field';
    if (named) {
      const next = current.properties?.get(name);
      if (!next) return `does not refer to a valid field ("${name}")`;
      current = next;
    } else {
      if (!current.additionalProperties) return 'does not refer to a valid field';
      current = current.additionalProperties;
    }
    segments.push(name);
    return undefined;
  };
  while (i < path.length) {
    const c = path[i];
    if (c === '.') {
      const m = /^[^.[\]]+/.exec(path.slice(i + 1));
      if (!m) return 'unexpected end of JSON path';
      const problem = step(m[0], current?.properties !== undefined);
      if (problem) return problem;
      i += 1 + m[0].length;
    } else if (c === '[') {
      if (path[i + 1] !== "'") return "expected a single-quoted string after '['";
      let j = i + 2;
      let name = '';
      while (j < path.length && path[j] !== "'") {
        if (path[j] === '\\' && j + 1 < path.length) {
          name += path[j + 1];
          j += 2;
        } else {
          name += path[j];
          j++;
        }
      }
      if (path[j] !== "'" || path[j + 1] !== ']') return "expected ' and ] to close the key";
      const problem = step(name, current?.properties !== undefined);
      if (problem) return problem;
      i = j + 2;
    } else {
      return `unexpected character ${JSON.stringify(c)}`;
    }
  }
  return segments;
}

// CEL keywords escaped by the API server (apiextensions `model/escaping.go`).
const RESERVED = new Set(['true', 'false', 'null', 'in', 'as', 'break', 'const', 'continue', 'else', 'for', 'function', 'if', 'import', 'let', 'loop', 'package', 'namespace', 'return', 'var', 'void', 'while']);

/** The CEL field name of a property, or undefined when it is not accessible from CEL. */
export function escapeProperty(name: string): string | undefined {
  if (name === '' || /^[0-9]/.test(name)) return undefined;
  if (RESERVED.has(name)) return `__${name}__`;
  if (!/^[a-zA-Z0-9_.\-/]+$/.test(name)) return undefined;
  if (/^[a-zA-Z0-9_]+$/.test(name) && !name.includes('__')) return name;
  return name.replace(/__|[-./]/g, (s) => (s === '__' ? '__underscores__' : s === '.' ? '__dot__' : s === '-' ? '__dash__' : '__slash__'));
}

/** A whole number the API server's JSON decoding makes an int64 (larger ones become float64). */
function isInt64(value: number): boolean {
  return Number.isInteger(value) && value >= -(2 ** 63) && value < 2 ** 63;
}

/** A JSON value typed by its schema for CEL. */
export function toCel(value: unknown, node: SchemaNode | undefined): unknown {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return node?.type === 'string' && typeof node.raw.format === 'string' ? formatted(value, node.raw.format.replace(/-/g, '')) : value;
    case 'boolean':
      return value;
    case 'number':
      if (node?.type === 'number') return value;
      // A whole number is an int64 for the API server up to 2^63, also above 2^53 (it was a double here: a false type error).
      return isInt64(value) ? BigInt(value) : value;
    default:
      break;
  }
  if (Array.isArray(value)) return value.map((v) => toCel(v, node?.items));
  if (!isRecord(value)) return null;
  const out: Record<string, unknown> = {};
  const props = node?.properties;
  for (const key of Object.keys(value)) {
    const child = props?.get(key);
    if (child) {
      const name = escapeProperty(key);
      if (name !== undefined) out[name] = toCel(value[key], child);
    } else if (node?.additionalProperties) {
      out[key] = toCel(value[key], node.additionalProperties);
    } else if (!props || node?.preserveUnknownFields) {
      out[key] = toCel(value[key], undefined);
    }
  }
  return out;
}

/** Strings with format date-time, duration or byte are timestamps, durations and bytes in CEL. */
function formatted(value: string, format: string): unknown {
  if (format === 'datetime') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? value : timestampFromDate(new Date(ms));
  }
  if (format === 'duration') {
    const nanos = goDurationNanos(value);
    return nanos === undefined ? value : create(DurationSchema, { seconds: nanos / 1_000_000_000n, nanos: Number(nanos % 1_000_000_000n) });
  }
  if (format === 'byte') {
    try {
      return Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
    } catch {
      return value;
    }
  }
  return value;
}

const UNIT_NANOS: Record<string, bigint> = { ns: 1n, us: 1000n, 'µs': 1000n, 'μs': 1000n, ms: 1_000_000n, s: 1_000_000_000n, m: 60_000_000_000n, h: 3_600_000_000_000n };

function goDurationNanos(s: string): bigint | undefined {
  if (!isGoDuration(s)) return undefined;
  const negative = s.startsWith('-');
  let total = 0n;
  // µ and μ as escapes: the CLI bundle is ASCII only (scripts/build.mjs).
  for (const m of s.matchAll(/([0-9]*)(?:\.([0-9]*))?(ns|us|\u00b5s|\u03bcs|ms|s|m|h)/g)) {
    const unit = UNIT_NANOS[m[3]!]!;
    const whole = BigInt(m[1] || '0') * unit;
    const fraction = m[2] ? (BigInt(m[2]) * unit) / 10n ** BigInt(m[2].length) : 0n;
    total += whole + fraction;
  }
  return negative ? -total : total;
}

function rootToCel(value: Record<string, unknown>, node: SchemaNode): unknown {
  const out = toCel(value, node) as Record<string, unknown>;
  if (typeof value.apiVersion === 'string') out.apiVersion = value.apiVersion;
  if (typeof value.kind === 'string') out.kind = value.kind;
  const meta = value.metadata;
  if (isRecord(meta)) {
    const m: Record<string, unknown> = {};
    if (typeof meta.name === 'string') m.name = meta.name;
    if (typeof meta.generateName === 'string') m.generateName = meta.generateName;
    out.metadata = m;
  }
  return out;
}

const REASON_PREFIX: Record<RuleReason, string> = {
  FieldValueInvalid: 'Invalid value',
  FieldValueForbidden: 'Forbidden',
  FieldValueRequired: 'Required value',
  FieldValueDuplicate: 'Duplicate value',
};

export interface EvaluateInput {
  readonly root: SchemaNode;
  readonly rules: CompiledRules;
  /** The normalized (pruned and defaulted) object, or a value below the root when `nested`. */
  readonly object: unknown;
  /** `root` is a node inside a schema (a default value is validated): no apiVersion/kind/metadata. */
  readonly nested?: boolean;
  /** The normalized old object, for transition rules. */
  readonly oldObject?: Record<string, unknown>;
  /** Pointers with blocking schema errors: rules whose subtree holds one are not evaluated. */
  readonly blocking: readonly string[];
  /** The run's CEL budget, shared by every object of the run (see CelRunBudget). */
  readonly runBudget?: CelRunBudget;
}

export interface EvaluateResult {
  readonly violations: SchemaViolation[];
  /** Rules not evaluated because their subtree has schema errors. */
  readonly skipped: number;
  /** True when the run's CEL budget ran out before every rule of the object was evaluated. */
  readonly runBudgetSpent?: boolean;
}

/** The API server's message when an object's rules spend its RuntimeCELCostBudget. */
export const OUT_OF_COST_BUDGET = 'validation failed due to running out of cost budget, no further validation rules will be run';

function isScalar(v: unknown): boolean {
  return v === null || (typeof v !== 'object' && v !== undefined);
}

export function evaluateRules(input: EvaluateInput): EvaluateResult {
  const violations: SchemaViolation[] = [];
  let skipped = 0;
  // As the API server: one budget for all the rules of one object, on top of each call's limit.
  let objectRemaining = input.runBudget?.perObject ?? RUNTIME_COST_BUDGET;
  let stopped: 'object' | 'run' | undefined;
  const blocked = (pointer: string): boolean => input.blocking.some((b) => b === pointer || b.startsWith(pointer + '/'));

  const visit = (node: SchemaNode, value: unknown, old: unknown, loc: Loc | undefined, isRoot: boolean): void => {
    if (stopped || value === null || value === undefined || !node.subtreeHasRules) return;
    const rules = input.rules.byNode.get(node);
    if (rules && rules.length > 0) {
      if (input.blocking.length > 0 && (isRoot || blocked(pointerOf(loc)))) {
        skipped += rules.length;
      } else {
        const self = isRoot && isRecord(value) ? rootToCel(value, node) : toCel(value, node);
        const oldSelf = old === null || old === undefined ? undefined : isRoot && isRecord(old) ? rootToCel(old, node) : toCel(old, node);
        for (const rule of rules) evaluateOne(rule, self, oldSelf, value, old, loc);
      }
    }
    if (Array.isArray(value)) {
      const items = node.items;
      if (!items?.subtreeHasRules) return;
      const oldItems = correlate(node, value, old);
      for (let i = 0; i < value.length; i++) visit(items, value[i], oldItems[i], { parent: loc, key: i }, false);
      return;
    }
    if (!isRecord(value)) return;
    const oldMap = isRecord(old) ? old : undefined;
    // Walk the schema's rule-bearing properties rather than every key of the value.
    for (const [key, child] of input.rules.ruleChildren.get(node) ?? []) {
      const v = value[key];
      if (v !== undefined) visit(child, v, oldMap?.[key], { parent: loc, key }, false);
    }
    const extra = node.additionalProperties;
    if (extra?.subtreeHasRules) {
      for (const key of Object.keys(value)) {
        if (!node.properties?.has(key)) visit(extra, value[key], oldMap?.[key], { parent: loc, key }, false);
      }
    }
  };

  const evaluateOne = (rule: CompiledRule, self: unknown, oldSelf: unknown, value: unknown, old: unknown, loc: Loc | undefined): void => {
    let bindings: Record<string, unknown>;
    if (rule.source.optionalOldSelf) {
      bindings = { self, oldSelf: oldSelf === undefined ? optionalNone() : optionalSome(oldSelf) };
    } else if (rule.usesOldSelf) {
      if (oldSelf === undefined) return; // transition rules need an old value
      bindings = { self, oldSelf };
    } else {
      bindings = { self };
    }
    if (stopped) return;
    if (input.runBudget?.spent()) {
      stopped = 'run';
      return;
    }
    const runRemaining = input.runBudget?.remaining ?? Infinity;
    const costLimit = Math.max(0, Math.min(PER_CALL_COST_LIMIT, objectRemaining, runRemaining));
    const result = evaluateMemo(rule, self, bindings, costLimit);
    objectRemaining -= result.cost;
    input.runBudget?.spend(result.cost);
    if (result.ok && result.value === true) return;
    const pointer = pointerOf(loc);
    if (!result.ok && result.costExceeded && costLimit < PER_CALL_COST_LIMIT) {
      // Not the call's own limit: the run's budget (driftgate's) or the object's (the API server's).
      if (runRemaining <= objectRemaining + result.cost) {
        stopped = 'run';
        return;
      }
      stopped = 'object';
      violations.push({
        ruleId: 'schema/cel-error',
        severity: 'error',
        pointer,
        at: 'value',
        message: atField(fieldPathOf(input.object, pointer), `Invalid value: ${OUT_OF_COST_BUDGET} (operation cancelled: actual cost limit exceeded evaluating rule: ${rule.source.rule})`),
        hint: `The API server gives the validation rules of one object a runtime cost budget of ${(input.runBudget?.perObject ?? RUNTIME_COST_BUDGET).toLocaleString('en-US')}; make the rules cheaper (bound list and string sizes with maxItems and maxLength).`,
      });
      return;
    }
    if (!result.ok) {
      violations.push({
        ruleId: 'schema/cel-error',
        severity: 'error',
        pointer,
        at: 'value',
        message: atField(fieldPathOf(input.object, pointer), `Invalid value: ${result.error} evaluating rule: ${rule.source.rule}`),
        hint: 'The API server rejects the object when a validation rule fails to evaluate; check the fields the rule reads.',
      });
      return;
    }
    const at = rule.fieldPath.reduce((p, s) => appendPointer(p, s), pointer);
    const path = fieldPathOf(input.object, at);
    if (result.value !== false) {
      violations.push({
        ruleId: 'schema/cel-error',
        severity: 'error',
        pointer,
        at: 'value',
        message: atField(fieldPathOf(input.object, pointer), `Invalid value: rule evaluated to ${String(result.value)}, expected a boolean: ${rule.source.rule}`),
      });
      return;
    }
    let detail: string | undefined;
    if (rule.message) {
      const m = rule.message.evaluate(bindings);
      if (m.ok && typeof m.value === 'string' && m.value.trim() !== '' && !/[\r\n]/.test(m.value)) detail = m.value;
    }
    detail ??= rule.source.message ?? `failed rule: ${rule.source.rule}`;
    const shown = rule.fieldPath.length === 0 ? value : rule.fieldPath.reduce<unknown>((v, s) => (isRecord(v) ? v[s] : undefined), value);
    const shownOld = rule.fieldPath.length === 0 ? old : undefined;
    const facts: string[] = [];
    if (shown !== undefined && isScalar(shown)) facts.push(`found ${describeValue(shown)}`);
    if (rule.usesOldSelf && shownOld !== undefined && isScalar(shownOld)) facts.push(`was ${describeValue(shownOld)}`);
    violations.push({
      ruleId: 'schema/cel',
      severity: 'error',
      pointer: at,
      at: 'value',
      message: atField(path, `${REASON_PREFIX[rule.source.reason]}: ${detail}${facts.length > 0 ? ` (${facts.join(', ')})` : ''}`),
      hint: `x-kubernetes-validations rule: ${rule.source.rule}`,
    });
  };

  visit(input.root, input.object, input.oldObject, undefined, input.nested !== true);
  return { violations, skipped, ...(stopped === 'run' ? { runBudgetSpent: true } : {}) };
}

type EvalOutcome = { readonly ok: true; readonly value: unknown; readonly cost: number } | { readonly ok: false; readonly error: string; readonly cost: number; readonly costExceeded?: boolean };
const MEMO_LIMIT = 4096;

/** A remembered outcome costs what it cost the first time: the API server evaluates it again. */
function evaluateMemo(rule: CompiledRule, self: unknown, bindings: Readonly<Record<string, unknown>>, costLimit: number): EvalOutcome {
  const memo = rule.memo;
  if (!memo || (self !== null && typeof self === 'object')) return rule.program.evaluate(bindings, { costLimit });
  // Keys keep the CEL type apart: the int 1 (1n) and the double 1 are different inputs.
  const key = typeof self === 'number' ? `d:${self}` : self;
  const hit = memo.get(key);
  if (hit && hit.cost <= costLimit) return hit;
  const outcome = rule.program.evaluate(bindings, { costLimit });
  // An outcome cut short by a limit depends on the limit: not remembered.
  if (!outcome.ok && outcome.costExceeded) return outcome;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, outcome);
  return outcome;
}

/** Old counterparts of list items: by key for list-type map, none otherwise (as the API server). */
function correlate(node: SchemaNode, items: readonly unknown[], old: unknown): unknown[] {
  if (node.listType !== 'map' || !Array.isArray(old) || node.listMapKeys.length === 0) return [];
  const keyOf = (item: unknown): string | undefined => {
    if (!isRecord(item)) return undefined;
    return canonical(node.listMapKeys.map((k) => item[k]));
  };
  const byKey = new Map<string, unknown>();
  for (const o of old) {
    const k = keyOf(o);
    if (k !== undefined && !byKey.has(k)) byKey.set(k, o);
  }
  return items.map((item) => {
    const k = keyOf(item);
    return k === undefined ? undefined : byKey.get(k);
  });
}
