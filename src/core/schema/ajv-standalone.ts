import { createHash } from 'node:crypto';
import { _, type Ajv, type AnySchema, type Code, type ValidateFunction } from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import * as equalModule from 'ajv/dist/runtime/equal.js';
import * as ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
import { PRECOMPILED_VALIDATORS, type ValidatorFactory } from './precompiled.js';
import { BoundedMemo } from '../memo/memo.js';

/**
 * Validators as code instead of as a compile (issue #29): compiling a schema with ajv costs
 * 30–40 ms of start-up per schema, loading the code ajv would generate costs a few. The code
 * is ajv's own standalone output of the same schema with the same options, so a loaded
 * validator is the compiled one, byte for byte.
 *
 * Two sources, tried in order before compiling:
 * - validators generated at build time for the shipped schemas (scripts/build.mjs replaces
 *   precompiled.ts in the bundle; from sources the map is empty);
 * - a store the caller passes (io/cache: on disk by content hash, per driftgate build).
 * Code that fails to load is a miss: the schema is compiled as before.
 */

/** Standalone validator code by key; reads and writes never throw. */
export interface ValidatorCodeStore {
  get(key: string): string | undefined;
  set(key: string, code: string): void;
}

/** One ajv configuration whose validators can be written out and loaded back. */
export interface AjvFlavour {
  /** Part of every key: the same schema under other options is another validator. */
  readonly name: string;
  readonly ajv: () => Ajv;
  /** What the code reaches through `require("driftgate:ajv-k8s")`; empty for plain ajv. */
  readonly runtime: () => Readonly<Record<string, unknown>>;
  /** Keyword functions (added with `validate`) by the expression that names them in code. */
  readonly keywordCode: ReadonlyMap<unknown, string>;
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable(record[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** The key of a schema's validator under a flavour (and a format version of the code). */
export function validatorKey(flavour: AjvFlavour, schema: AnySchema): string {
  return createHash('sha256').update(`ajv-standalone-v1\n${flavour.name}\n${stable(schema)}`).digest('hex');
}

function runtimeModule(module: unknown): unknown {
  // Node gives a CommonJS module's exports as the namespace's default; a bundler may not.
  const m = module as { default?: unknown };
  return typeof m.default === 'object' && m.default !== null ? m.default : m;
}

function requireFor(flavour: AjvFlavour): (id: string) => unknown {
  return (id: string): unknown => {
    if (id === 'driftgate:ajv-k8s') return flavour.runtime();
    if (id === 'ajv/dist/runtime/equal') return runtimeModule(equalModule);
    if (id === 'ajv/dist/runtime/ucs2length') return runtimeModule(ucs2lengthModule);
    throw new Error(`standalone validator code needs ${id}, which driftgate does not provide`);
  };
}

/**
 * The body of a ValidatorFactory around standalone code (CommonJS form, as ajv writes it).
 * ajv calls a keyword's validate function with itself as `this` (`self`); driftgate's keyword
 * functions never read it, so the code gets no ajv instance.
 */
export function factoryBody(code: string): string {
  return `const module = { exports: {} }; const exports = module.exports; const self = undefined;\n${code}\nreturn module.exports;`;
}

/** Evaluates standalone code into its validate function. */
export function loadValidatorCode(flavour: AjvFlavour, code: string): ValidateFunction {
  // ajv itself compiles validators with new Function; this is the same code, written out earlier.
  const factory = new Function('require', factoryBody(code)) as ValidatorFactory;
  return fromFactory(flavour, factory);
}

function fromFactory(flavour: AjvFlavour, factory: ValidatorFactory): ValidateFunction {
  const exported = factory(requireFor(flavour));
  if (typeof exported !== 'function') throw new Error('standalone validator code exports no function');
  return exported as ValidateFunction;
}

/** ajv's standalone code of a compiled validator, with the flavour's keyword functions named. */
export function standaloneSource(flavour: AjvFlavour, validate: ValidateFunction): string {
  const ajv = flavour.ajv();
  // ajv names a keyword's validate function in code only when told how: say it here.
  const values = (validate.source?.scopeValues as Record<string, Iterable<{ value?: { ref?: unknown; code?: unknown } }> | undefined> | undefined)?.keyword;
  for (const name of values ?? []) {
    const code = name.value ? flavour.keywordCode.get(name.value.ref) : undefined;
    if (name.value && code !== undefined && name.value.code === undefined) name.value.code = codeText(code);
  }
  // Node hands the CommonJS exports over whole; a bundler may hand over their default.
  const standaloneCode = (typeof standaloneModule === 'function' ? standaloneModule : standaloneModule.default) as (ajv: Ajv, validate: ValidateFunction) => string;
  return standaloneCode(ajv, validate);
}

/** A piece of code as ajv's code generator takes it (its `_` tag, given the text whole). */
function codeText(code: string): Code {
  return _(Object.assign([code], { raw: [code] }) as unknown as TemplateStringsArray);
}

/** The validator of `schema`: generated at build time, else from `store`, else compiled (and stored). */
/**
 * Validators built in this process, by content key: generated CRDs repeat whole subtrees in
 * every served version (Gateway API's HTTPRoute in v1 and v1beta1), and each default is validated
 * against its own subtree, so the same schema is asked for again and again. Bounded: schemas come
 * from untrusted CRDs.
 */
const MAX_BUILT = 256;
const builtByKey = new BoundedMemo<string, ValidateFunction>(MAX_BUILT);

/** Forgets the validators built in this process, as a new process would (tests of the store). */
export function forgetBuiltValidators(): void {
  builtByKey.clear();
}

export function compileWithCodeStore(flavour: AjvFlavour, schema: AnySchema, store?: ValidatorCodeStore): ValidateFunction {
  const key = validatorKey(flavour, schema);
  return builtByKey.get(key, () => buildValidator(flavour, schema, key, store));
}

function buildValidator(flavour: AjvFlavour, schema: AnySchema, key: string, store: ValidatorCodeStore | undefined): ValidateFunction {
  const factory = PRECOMPILED_VALIDATORS.get(key);
  if (factory) {
    try {
      return fromFactory(flavour, factory);
    } catch {
      // Not expected (the build generated it from this schema): compile as before.
    }
  }
  const stored = store?.get(key);
  if (stored !== undefined) {
    try {
      return loadValidatorCode(flavour, stored);
    } catch {
      // A damaged or foreign entry: compile, and overwrite it below.
    }
  }
  const validate = flavour.ajv().compile(schema);
  if (store) {
    let code: string | undefined;
    try {
      code = standaloneSource(flavour, validate);
    } catch {
      code = undefined; // a keyword or format without a code name: keep the compiled one only
    }
    if (code !== undefined) store.set(key, code);
  }
  return validate;
}
