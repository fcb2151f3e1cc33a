import { createHash } from 'node:crypto';
import type { Severity } from '../findings/finding.js';
import { isRecord, type KubeObject } from '../manifest/manifest.js';
import { canonical, compileAjv, convertErrors, toAjvSchema, type CompiledAjv } from './ajv.js';
import { compileRules, evaluateRules, type CompiledRules } from './cel.js';
import type { ValidatorCodeStore } from './ajv-standalone.js';
import { fieldPath } from './describe.js';
import { checkEmbeddedResource, checkMetadata } from './metadata.js';
import { normalize } from './normalize.js';
import { readSchema, type SchemaNode } from '../kube/structural.js';
import type { KindValidator, SchemaViolation, ValidateOptions } from './types.js';

/** An object whose rules the run's CEL budget did not reach (checkRepository gathers these into one finding). */
export const CEL_RUN_BUDGET_RULE = 'schema/cel-run-budget';

/** What a CRD says about one version of its kind. */
export interface CrdVersionSpec {
  readonly group: string;
  readonly version: string;
  readonly kind: string;
  readonly plural: string;
  readonly scope: 'Namespaced' | 'Cluster';
  readonly served: boolean;
  readonly storage: boolean;
  /** `spec.versions[].schema.openAPIV3Schema`. */
  readonly schema: unknown;
  /** `spec.versions[].subresources.status` is set: status is ignored on create and update. */
  readonly statusSubresource: boolean;
}

export const COMPILE_PROBLEM_RULES = ['crd/invalid-schema', 'crd/schema-too-large', 'crd/invalid-cel', 'crd/cel-unsupported'] as const;
export type CompileProblemRule = (typeof COMPILE_PROBLEM_RULES)[number];

/** A problem of the CRD's schema itself; the pointer is inside openAPIV3Schema. */
export interface CompileProblem {
  readonly ruleId: CompileProblemRule;
  readonly severity: Severity;
  readonly pointer: string;
  readonly message: string;
}

export interface CompileStats {
  readonly schemaNodes: number;
  readonly celRules: number;
  /** Hash of the version spec: the cache key. */
  readonly hash: string;
}

export interface CompileResult {
  /** Absent when the schema cannot be used at all (see problems). */
  readonly validator?: KindValidator;
  readonly problems: readonly CompileProblem[];
  readonly stats: CompileStats;
}

/** Compiled validators by hash of their CRD version; compile once, validate many. */
/** The expensive, version-independent part of a compile: schema tree, ajv function, CEL rules. */
interface CompiledCore {
  readonly problems: readonly CompileProblem[];
  readonly schemaNodes: number;
  readonly compiled?: { readonly root: SchemaNode; readonly ajv: CompiledAjv; readonly rules: CompiledRules };
}

export class ValidatorCache {
  readonly #entries = new Map<string, CompileResult>();
  /** By hash of (schema, statusSubresource): versions with identical schemas share one compile. */
  readonly cores = new Map<string, CompiledCore>();
  /** Where ajv validators are kept as code between runs (io/cache); none: compile every run. */
  codeStore: ValidatorCodeStore | undefined;
  #hits = 0;
  #misses = 0;

  get(hash: string): CompileResult | undefined {
    const hit = this.#entries.get(hash);
    if (hit) this.#hits++;
    else this.#misses++;
    return hit;
  }

  set(hash: string, result: CompileResult): void {
    this.#entries.set(hash, result);
  }

  get size(): number {
    return this.#entries.size;
  }

  get stats(): { readonly hits: number; readonly misses: number } {
    return { hits: this.#hits, misses: this.#misses };
  }

  clear(): void {
    this.#entries.clear();
    this.cores.clear();
  }
}

export const defaultValidatorCache = new ValidatorCache();

export function hashVersionSpec(spec: CrdVersionSpec): string {
  return createHash('sha256').update(canonical(spec)).digest('hex');
}

export interface CompileOptions {
  readonly cache?: ValidatorCache;
}

/** Compiles (or fetches from the cache) the validator of one CRD version. Never throws on bad schemas. */
export function compileKindValidator(spec: CrdVersionSpec, options: CompileOptions = {}): CompileResult {
  const cache = options.cache ?? defaultValidatorCache;
  const hash = hashVersionSpec(spec);
  const hit = cache.get(hash);
  if (hit) return hit;
  const coreHash = createHash('sha256').update(canonical({ schema: spec.schema, statusSubresource: spec.statusSubresource })).digest('hex');
  let core = cache.cores.get(coreHash);
  if (!core) {
    core = compileCore(spec.schema, spec.statusSubresource, cache.codeStore);
    cache.cores.set(coreHash, core);
  }
  const stats: CompileStats = { schemaNodes: core.schemaNodes, celRules: core.compiled?.rules.count ?? 0, hash };
  const result: CompileResult = core.compiled
    ? { validator: new CompiledKindValidator(spec, core.compiled.root, core.compiled.ajv, core.compiled.rules), problems: core.problems, stats }
    : { problems: core.problems, stats };
  cache.set(hash, result);
  return result;
}

function compileCore(schema: unknown, statusSubresource: boolean, codeStore: ValidatorCodeStore | undefined): CompiledCore {
  const problems: CompileProblem[] = [];
  const read = readSchema(schema);
  for (const p of read.problems) problems.push({ ruleId: p.ruleId, severity: 'error', pointer: p.pointer, message: p.message });
  const schemaNodes = read.nodeCount;
  if (!read.root || problems.some((p) => p.ruleId === 'crd/schema-too-large')) return { problems, schemaNodes };
  const root = read.root;
  const ajvSchema = toAjvSchema(root, { dropStatus: statusSubresource });
  const compiled = compileAjv(ajvSchema, codeStore);
  if (!compiled.ok) {
    problems.push({
      ruleId: compiled.tooLarge ? 'crd/schema-too-large' : 'crd/invalid-schema',
      severity: 'error',
      pointer: '',
      message: compiled.tooLarge ? compiled.error : `the schema cannot be compiled: ${compiled.error}`,
    });
    return { problems, schemaNodes };
  }
  let rules: CompiledRules;
  try {
    rules = compileRules(root);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    problems.push({ ruleId: 'crd/schema-too-large', severity: 'error', pointer: '', message: 'schema too large for in-process validation (compiling CEL rules exhausted the stack)' });
    return { problems, schemaNodes };
  }
  for (const p of rules.problems) problems.push({ ruleId: p.ruleId, severity: p.severity, pointer: p.pointer, message: p.message });
  return { problems, schemaNodes, compiled: { root, ajv: compiled.compiled, rules } };
}

class CompiledKindValidator implements KindValidator {
  readonly group: string;
  readonly version: string;
  readonly kind: string;
  readonly plural: string;
  readonly scope: 'Namespaced' | 'Cluster';
  readonly served: boolean;
  readonly storage: boolean;
  readonly #spec: CrdVersionSpec;
  readonly #root: SchemaNode;
  readonly #ajv: CompiledAjv;
  readonly #rules: CompiledRules;

  constructor(spec: CrdVersionSpec, root: SchemaNode, ajv: CompiledAjv, rules: CompiledRules) {
    this.group = spec.group;
    this.version = spec.version;
    this.kind = spec.kind;
    this.plural = spec.plural;
    this.scope = spec.scope;
    this.served = spec.served;
    this.storage = spec.storage;
    this.#spec = spec;
    this.#root = root;
    this.#ajv = ajv;
    this.#rules = rules;
  }

  applyDefaults(object: KubeObject): KubeObject {
    return normalize(object, this.#root, { report: false }).value as KubeObject;
  }

  validate(object: KubeObject, options: ValidateOptions = {}): SchemaViolation[] {
    try {
      return this.#validate(object, options);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      return [
        {
          ruleId: 'schema/too-large',
          severity: 'warning',
          pointer: '',
          at: 'value',
          message: 'schema too large for in-process validation: validating this object exhausted the stack; it was not checked',
          hint: 'Validate it with a server-side dry run (kubectl apply --dry-run=server).',
        },
      ];
    }
  }

  #validate(object: KubeObject, options: ValidateOptions): SchemaViolation[] {
    const violations: SchemaViolation[] = [];
    if (!this.served) {
      violations.push({
        ruleId: 'schema/version-not-served',
        severity: 'error',
        pointer: '/apiVersion',
        at: 'value',
        message: `apiVersion: expected a served version of ${this.plural}.${this.group}, found ${this.group}/${this.version}, which the CRD does not serve`,
        hint: 'Use a version the CRD lists with served: true.',
      });
    }
    const normalized = normalize(object, this.#root, { report: true, dropStatus: this.#spec.statusSubresource });
    violations.push(...normalized.violations);
    const value = normalized.value;

    violations.push(...checkMetadata(value, { scope: this.scope, kind: this.kind, pointer: '', path: '', embedded: false }));
    for (const pointer of normalized.embedded) {
      violations.push(...checkEmbeddedResource(value, pointer, fieldPath(value, pointer), 'Namespaced'));
    }

    const ok = this.#ajv.validate(value);
    let blocking: string[] = [];
    if (!ok && this.#ajv.validate.errors) {
      const converted = convertErrors(this.#ajv.validate.errors, value);
      violations.push(...converted.violations);
      blocking = converted.blocking;
    }

    if (this.#rules.count > 0) {
      let old: Record<string, unknown> | undefined;
      if (options.oldObject && isRecord(options.oldObject)) {
        old = normalize(options.oldObject, this.#root, { report: false, dropStatus: this.#spec.statusSubresource }).value;
      }
      const cel = evaluateRules({ root: this.#root, rules: this.#rules, object: value, ...(old ? { oldObject: old } : {}), blocking, ...(options.celRunBudget ? { runBudget: options.celRunBudget } : {}) });
      violations.push(...cel.violations);
      if (cel.runBudgetSpent) {
        violations.push({
          ruleId: CEL_RUN_BUDGET_RULE,
          severity: 'error',
          pointer: '',
          at: 'value',
          message: `the x-kubernetes-validations rules of this ${this.kind} were not all evaluated: the run's CEL cost budget (${options.celRunBudget?.total.toLocaleString('en-US') ?? '?'}) was spent`,
          hint: 'Check fewer objects per run (name the paths that changed), or make the rules cheaper (bound list and string sizes with maxItems and maxLength).',
        });
      }
      if (cel.skipped > 0) {
        violations.push({
          ruleId: 'schema/cel-skipped',
          severity: 'info',
          pointer: '',
          at: 'value',
          message: `${cel.skipped} x-kubernetes-validations rule${cel.skipped === 1 ? ' was' : 's were'} not checked because the object has schema errors; correct them to complete validation`,
        });
      }
    }
    return violations;
  }
}

/** A kind whose CRD version could not be compiled: every object gets one warning saying so. */
export class UncheckedKindValidator implements KindValidator {
  readonly group: string;
  readonly version: string;
  readonly kind: string;
  readonly plural: string;
  readonly scope: 'Namespaced' | 'Cluster';
  readonly served: boolean;
  readonly storage: boolean;
  readonly #reason: string;

  constructor(spec: CrdVersionSpec, reason: string) {
    this.group = spec.group;
    this.version = spec.version;
    this.kind = spec.kind;
    this.plural = spec.plural;
    this.scope = spec.scope;
    this.served = spec.served;
    this.storage = spec.storage;
    this.#reason = reason;
  }

  applyDefaults(object: KubeObject): KubeObject {
    return object;
  }

  validate(): SchemaViolation[] {
    return [
      {
        ruleId: 'schema/not-validated',
        severity: 'warning',
        pointer: '',
        at: 'value',
        message: `not validated: the schema of ${this.plural}.${this.group} ${this.version} cannot be used (${this.#reason})`,
        hint: 'Fix the CustomResourceDefinition; its own findings say where.',
      },
    ];
  }
}
