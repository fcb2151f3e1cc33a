import { parse } from '@bufbuild/cel';

type Parsed = ReturnType<typeof parse>;

/**
 * CEL parsing, once per expression text. Generated CRDs repeat one rule at many paths and in
 * every served version (Gateway API's HTTPRoute: the filter rules under rules[*] and under every
 * backendRef, in v1 and v1beta1), and the CRD gate reads each rule three times (compile, cost,
 * guard); parsing was a quarter of a crd-diff of that CRD.
 *
 * The tree returned is shared: a caller that changes it (compile.ts instruments comprehensions)
 * works on a structuredClone. A syntax error is remembered and thrown again. Bounded: the texts
 * come from untrusted CRDs and policies.
 */
const MAX_ENTRIES = 4096;
const cache = new Map<string, { readonly parsed: Parsed } | { readonly error: unknown }>();

export function parseCelShared(expression: string): Parsed {
  let entry = cache.get(expression);
  if (entry === undefined) {
    try {
      entry = { parsed: parse(expression) };
    } catch (error) {
      entry = { error };
    }
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(expression, entry);
  }
  if ('error' in entry) throw entry.error;
  return entry.parsed;
}
