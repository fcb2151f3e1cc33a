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
 * works on a structuredClone. A syntax error is remembered and thrown again. Bounded: the texts
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
