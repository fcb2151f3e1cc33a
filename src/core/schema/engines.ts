import { EngineNotLoaded, engineLoaded, type EngineName } from './engine-slots.js';

/**
 * CEL and Ajv loaded only by a run whose CRDs need them (docs/adr/0010-engines-loaded-on-first-use.md).
 *
 * A CRD without CEL rules never reaches CEL, and a default that is valid for certain never
 * reaches Ajv, so `crd-diff` of such CRDs need not load either (a third of its start-up). The
 * synchronous code asks for an engine in engine-slots.ts; an engine not yet loaded throws
 * `EngineNotLoaded`, and `withEngines(run)`, the asynchronous entry, loads it with `import()` and
 * runs the pure `run` again from the start: the same findings, at the cost of the work done
 * before the first use (once per engine and process).
 */

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
      if (!(error instanceof EngineNotLoaded) || engineLoaded(error.engine)) throw error;
      await load(error.engine);
      if (!engineLoaded(error.engine)) throw new Error(`internal error: loading the ${error.engine} engine did not provide it; please report`, { cause: error });
    }
  }
}
