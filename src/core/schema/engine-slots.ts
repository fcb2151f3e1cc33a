import type { compileRules, evaluateRules } from './cel.js';
import type { compileAjv, convertErrors } from './ajv.js';
import type { compileCel, evaluate, parseCelShared, T, toCelValue } from '../cel/index.js';

/**
 * The slots that hold CEL (@bufbuild/cel and protobuf) and Ajv once loaded, for the synchronous
 * code that validates and compares CRDs (docs/adr/0010-engines-loaded-on-first-use.md).
 *
 * The synchronous code asks for an engine here (`celEngine()`, `ajvEngine()`); an engine not yet
 * loaded throws `EngineNotLoaded`, which `withEngines` (engines.ts) catches to load it. The engine
 * modules (engines-cel.ts, engines-ajv.ts) fill their slot when they are evaluated, so code that
 * imports them statically (the check engine through `schema/index.js`, everything through
 * `crd-compat/index.js`) always finds them. The slots are a module of their own so that the engine
 * modules depend on them and not on the loader that imports them (no import cycle).
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

export function engineLoaded(name: EngineName): boolean {
  return (name === 'cel' ? cel : ajv) !== undefined;
}
