// The scope as part of `driftgate check`: with `--scope FILE`, every object is judged as the
// agent's gate judges it (without live namespace ownership, which only the cluster knows);
// without it, only a namespaced object that names no namespace (and no --default-namespace)
// is reported, since an agent would not know where to put it.
import type { Finding } from '../findings/finding.js';
import type { Manifest } from '../manifest/manifest.js';
import { DEFAULT_SCOPE, type SyncScope } from './config.js';
import { evaluateScope } from './evaluate.js';

export interface ScopeCheckInput {
  readonly manifests: readonly Manifest[];
  /** CRDs outside the checked files (deploy/crds, --crd), for the scope of custom kinds. */
  readonly crds: readonly Manifest[];
  readonly scope?: SyncScope;
  readonly defaultNamespace?: string;
  /** Report only on these files (a pull request's changed files). */
  readonly selected?: ReadonlySet<string>;
}

export function checkScope(input: ScopeCheckInput): Finding[] {
  const findings = evaluateScope({
    manifests: input.manifests,
    crds: input.crds,
    scope: input.scope ?? DEFAULT_SCOPE,
    ...(input.defaultNamespace !== undefined ? { defaultNamespace: input.defaultNamespace } : {}),
  });
  return findings.filter((f) => (input.scope !== undefined || f.ruleId === 'scope/namespace-missing') && (!input.selected || (f.file !== undefined && input.selected.has(f.file))));
}
