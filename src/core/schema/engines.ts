import type { compileRules, evaluateRules } from './cel.js';
import type { compileAjv, convertErrors } from './ajv.js';
import type { compileCel, evaluate, parseCelShared, T, toCelValue } from '../cel/index.js';

/**
 * CEL (@bufbuild/cel and protobuf) and Ajv, for the code that validates and compares CRDs,
 * loaded only by a run whose CRDs need them (docs/adr/0010-engines-loaded-on-first-use.md).
 *
 * A CRD without CEL rules never reaches CEL, and a default that is valid for certain never
 * reaches Ajv, so `crd-diff` of such CRDs need not load either (a third of its start-up). The
 * synchronous code asks for an engine here (`celEngine()`, `ajvEngine()`); an engine not yet
 * loaded throws `EngineNotLoaded`, and `withEngines(run)`, the asynchronous entry, loads it with
 * `import()` and runs the pure `run` again from the start: the same findings, at the cost of the
 * work done before the first use (once per engine and process).
 *
 * The engine modules (engines-cel.ts, engines-ajv.ts) fill this slot when they are evaluated, so
 * code that imports them statically (the check engine through `schema/index.js`, everything
 * through `crd-compat/index.js`) always finds them: only `withEngines` callers load on demand.
 */

export interface CelEngine {
  readonly compileRules: typeof compileRules;
  readonly evaluateRules: typeof evaluateRules;
  readonly compileCel: typeof compileCel;
  readonly evaluate: typeof evaluate;
  readonly parseCelShared: typeof parseCelShared;
  readonly T: typeof T;
  readonly toCelValue: typeof toCelValue;
}

export interface AjvEngine {
  readonly compileAjv: typeof compileAjv;
  readonly convertErrors: typeof convertErrors;
}

export type EngineName = 'cel' | 'ajv';

/** Thrown by a synchronous use of an engine that is not loaded; `withEngines` loads it and runs again. */
export class EngineNotLoaded extends Error {
  override readonly name = 'EngineNotLoaded';
  constructor(readonly engine: EngineName) {
    super(`internal error: the ${engine} engine was used before it was loaded (run the work through withEngines); please report`);
  }
}

let cel: CelEngine | undefined;
let ajv: AjvEngine | undefined;

/** Called by engines-cel.ts when it is evaluated. */
export function provideCelEngine(engine: CelEngine): void {
  cel = engine;
}

/** Called by engines-ajv.ts when it is evaluated. */
export function provideAjvEngine(engine: AjvEngine): void {
  ajv = engine;
}

export function celEngine(): CelEngine {
  if (cel === undefined) throw new EngineNotLoaded('cel');
  return cel;
}

export function ajvEngine(): AjvEngine {
  if (ajv === undefined) throw new EngineNotLoaded('ajv');
  return ajv;
}

function loaded(name: EngineName): boolean {
  return (name === 'cel' ? cel : ajv) !== undefined;
}

async function load(name: EngineName): Promise<void> {
  if (name === 'cel') await import('./engines-cel.js');
  else await import('./engines-ajv.js');
}

/**
 * Runs the synchronous, pure `run`; when it needs an engine that is not loaded, loads it and
 * runs it again. `run` must not catch EngineNotLoaded (nor every error) on the way.
 */
export async function withEngines<T>(run: () => T): Promise<T> {
  for (;;) {
    try {
      return run();
    } catch (error) {
      if (!(error instanceof EngineNotLoaded) || loaded(error.engine)) throw error;
      await load(error.engine);
      if (!loaded(error.engine)) throw new Error(`internal error: loading the ${error.engine} engine did not provide it; please report`, { cause: error });
    }
  }
}
