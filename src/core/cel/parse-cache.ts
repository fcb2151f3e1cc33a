import { parse } from '@bufbuild/cel';
import { PRECOMPILED_CEL } from './precompiled.js';
import { BoundedMemo } from '../memo/memo.js';

type Parsed = ReturnType<typeof parse>;

/**
 * CEL parsing, once per expression text. Generated CRDs repeat one rule at many paths and in
 * every served version (Gateway API's HTTPRoute: the filter rules under rules[*] and under every
 * backendRef, in v1 and v1beta1), and the CRD gate reads each rule three times (compile, cost,
 * guard); parsing was a quarter of a crd-diff of that CRD.
 *
 * A shipped expression's tree comes from the build (precompiled.ts) instead of the parser.
 *
 * The tree returned is shared: a caller that changes it (compile.ts instruments comprehensions)
 * takes its own from parseCelPrivate. A syntax error is remembered and thrown again. Bounded: the texts
 * come from untrusted CRDs and policies.
 */
const MAX_ENTRIES = 4096;
const cache = new BoundedMemo<string, { readonly parsed: Parsed } | { readonly error: unknown }>(MAX_ENTRIES);

export function parseCelShared(expression: string): Parsed {
  const entry = cache.get(expression, () => {
    try {
      const built = PRECOMPILED_CEL.get(expression);
      return { parsed: built !== undefined ? built() : parse(expression) };
    } catch (error) {
      return { error };
    }
  });
  if ('error' in entry) throw entry.error;
  return entry.parsed;
}

/**
 * A tree the caller may change: a shipped expression's is built afresh from its literal (no copy
 * of the shared one: structuredClone of the pack's trees was ~15 ms of every check), any other is
 * a structuredClone of the shared tree. Throws the syntax error parseCelShared throws.
 */
export function parseCelPrivate(expression: string): Parsed {
  const built = PRECOMPILED_CEL.get(expression);
  return built !== undefined ? built() : structuredClone(parseCelShared(expression));
}

/**
 * Whether the build parsed this expression and found it within cel-go's nesting limits
 * (scripts/generate-cel.ts leaves out any that is not): its nesting need not be measured again.
 */
export function isShippedCel(expression: string): boolean {
  return PRECOMPILED_CEL.has(expression);
}
