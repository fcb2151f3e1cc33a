// The scope as part of `driftgate check`: with `--scope FILE`, every object is judged as the
// agent's gate judges it (without live namespace ownership, which only the cluster knows);
// that includes a namespaced object that names no namespace when no --default-namespace is
// given (the agent refuses it). Without a scope, check is a validator like kubeconform: manifests
// meant for `kubectl apply -n` are common, and only a sync makes a missing namespace wrong.
import type { Finding } from '../findings/finding.js';
import type { Manifest } from '../manifest/manifest.js';
import type { SyncScope } from './config.js';
import { evaluateScope } from './evaluate.js';

export interface ScopeCheckInput {
  readonly manifests: readonly Manifest[];
  /** CRDs outside the checked files (deploy/crds, --crd), for the scope of custom kinds. */
  readonly crds: readonly Manifest[];
  readonly scope?: SyncScope;
  readonly defaultNamespace?: string;
  /** Report only on these files (a pull request's changed files). */
  readonly selected?: ReadonlySet<string>;
  /** With a cluster (`check --kubeconfig`): what the API server serves, `apiVersion/Kind` → namespaced (see ScopeInput.discovered). */
  readonly discovered?: ReadonlyMap<string, boolean>;
}

export function checkScope(input: ScopeCheckInput): Finding[] {
  if (input.scope === undefined) return [];
  const findings = evaluateScope({
    manifests: input.manifests,
    crds: input.crds,
    scope: input.scope,
    ...(input.defaultNamespace !== undefined ? { defaultNamespace: input.defaultNamespace } : {}),
    ...(input.discovered !== undefined ? { discovered: input.discovered } : {}),
  });
  return findings.filter((f) => !input.selected || (f.file !== undefined && input.selected.has(f.file)));
}
