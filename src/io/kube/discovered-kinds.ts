// What the API server serves, as data for the pure scope evaluation (src/core/scope): for each
// apiVersion/kind, namespaced or not. A kind not served (no CRD yet, or not Established) is left
// out, and the scope falls back to the built-in table and the revision's CRDs for it.
import { kindKey } from '../../core/scope/kinds.js';
import { KindNotServedError, type Discovery } from './discovery.js';

export async function discoverKinds(discovery: Pick<Discovery, 'resolve'>, kinds: readonly { readonly apiVersion: string; readonly kind: string }[]): Promise<Map<string, boolean>> {
  const out = new Map<string, boolean>();
  for (const { apiVersion, kind } of kinds) {
    try {
      out.set(kindKey(apiVersion, kind), (await discovery.resolve(apiVersion, kind)).namespaced);
    } catch (error) {
      if (!(error instanceof KindNotServedError)) throw error;
    }
  }
  return out;
}
