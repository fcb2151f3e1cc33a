import type { Finding, RuleInfo, Severity } from '../../findings/finding.js';
import type { Manifest } from '../../manifest/manifest.js';
import { violationToFinding } from '../crds.js';
import type { BuiltinRegistry } from './registry.js';

/** Rules only the built-in check reports (the schema/* rules it shares are in schema/rules.ts). */
export const BUILTIN_RULES: readonly RuleInfo[] = [
  { id: 'schema/removed-api', summary: 'The apiVersion of a built-in kind is no longer served by Kubernetes (removed in the release named).', defaultSeverity: 'error' },
  { id: 'schema/unserved-version', summary: 'The apiVersion names a Kubernetes group at a version it does not serve (apps/v2, core/v1, apps/v1/): the API server and kubectl refuse it.', defaultSeverity: 'error' },
  { id: 'schema/no-such-kind', summary: 'A Kubernetes group-version does not serve this kind (a misspelt kind, or the kind lives in another group).', defaultSeverity: 'error' },
  { id: 'schema/selector', summary: 'A controller selector is empty or does not select its pod template labels, or a label selector expression is malformed.', defaultSeverity: 'error' },
  { id: 'schema/key', summary: 'A ConfigMap or Secret key is not a valid key.', defaultSeverity: 'error' },
  { id: 'schema/reference', summary: 'A field names something the object does not have (a volumeMount of no volume).', defaultSeverity: 'error' },
  { id: 'schema/semantics', summary: 'A built-in object breaks a rule of the API server validation (mutually exclusive fields, ...).', defaultSeverity: 'error' },
];

/** alpha and beta versions (v1alpha1, v2beta3): those a cluster may enable with a feature gate. */
const PRERELEASE_VERSION = /^v[1-9][0-9]*(alpha|beta)[1-9][0-9]*$/;

export interface BuiltinCheckOptions {
  /** A Kubernetes group-version the schema set does not hold is an error instead of a warning. */
  readonly strict: boolean;
}

export interface BuiltinCheckResult {
  readonly findings: Finding[];
  /** True when the object was validated against a built-in schema. */
  readonly validated: boolean;
}

/**
 * Checks one object of a Kubernetes group. `undefined` when its group is not one of Kubernetes'
 * own (the caller then looks for a CRD, and reports a kind with no schema).
 */
export function checkBuiltinManifest(registry: BuiltinRegistry, manifest: Manifest, options: BuiltinCheckOptions): BuiltinCheckResult | undefined {
  const { apiVersion, kind } = manifest.object;
  const at = (pointer: string, ruleId: string, severity: Severity, message: string, hint?: string): Finding => {
    const loc = manifest.locate(pointer);
    return { ruleId, severity, message, file: loc.file, line: loc.line, column: loc.column, pointer: manifest.base + pointer, object: manifest.ref, ...(hint ? { hint } : {}) };
  };
  const version = registry.source.description;
  // The core group has no name in an apiVersion: "core/v1" is served by nobody.
  const core = /^core\/(.*)$/i.exec(apiVersion);
  if (core) {
    return {
      findings: [at('/apiVersion', 'schema/unserved-version', 'error', `apiVersion: expected "${core[1] || 'v1'}" (the core group is written without a group name), found ${JSON.stringify(apiVersion)}`, `Change apiVersion to ${core[1] || 'v1'}.`)],
      validated: false,
    };
  }
  const found = registry.lookup(apiVersion, kind);
  switch (found.status) {
    case 'not-builtin':
      return undefined;
    case 'found':
      return { findings: registry.validate(manifest.object, found).map((v) => violationToFinding(manifest, v)), validated: true };
    case 'removed': {
      const r = found.removal;
      const instead = r.use ? `use apiVersion: ${r.use}` : 'there is no replacement in this API';
      return {
        findings: [
          at(
            '/apiVersion',
            'schema/removed-api',
            'error',
            `apiVersion: ${kind} in ${apiVersion} is no longer served since Kubernetes ${r.removedIn}: expected a served apiVersion, found ${JSON.stringify(apiVersion)}; ${instead}`,
            r.note ? `${r.use ? `Change apiVersion to ${r.use}; ` : ''}${r.note}.` : r.use ? `Change apiVersion to ${r.use}.` : undefined,
          ),
        ],
        validated: false,
      };
    }
    case 'unknown-kind': {
      const listed = found.kinds.length <= 12 ? found.kinds.join(', ') : `${found.kinds.length} kinds`;
      const hint = found.elsewhere
        ? `${kind} is served by ${found.elsewhere}: use apiVersion: ${found.elsewhere}.`
        : found.suggestion
          ? `Did you mean "${found.suggestion}"? Kinds are case-sensitive.`
          : undefined;
      return {
        findings: [at('/kind', 'schema/no-such-kind', 'error', `kind: expected a kind that ${apiVersion} serves (${listed}), found ${JSON.stringify(kind)} (${version})`, hint)],
        validated: false,
      };
    }
    case 'unknown-version': {
      const served = found.served.length > 0 ? `it serves ${found.served.map((v) => (found.group === '' ? v : `${found.group}/${v}`)).join(', ')}` : 'it serves no version of this group by default';
      const requested = apiVersion.includes('/') ? apiVersion.slice(apiVersion.indexOf('/') + 1) : apiVersion;
      // An alpha or beta version may be one a cluster enables with a feature gate: a warning
      // unless --strict. Any other version (apps/v2, v2, apps/v1/) no API server serves.
      if (!PRERELEASE_VERSION.test(requested)) {
        return {
          findings: [
            at(
              '/apiVersion',
              'schema/unserved-version',
              'error',
              `apiVersion: expected a version of ${found.group === '' ? 'the core group' : found.group} that Kubernetes serves (${served}), found ${JSON.stringify(apiVersion)}; ${version} and kubectl refuse it`,
              found.served.length > 0 ? `Change apiVersion to ${found.group === '' ? found.served[0]! : `${found.group}/${found.served[0]!}`}.` : undefined,
            ),
          ],
          validated: false,
        };
      }
      return {
        findings: [
          at(
            '/apiVersion',
            'schema/unknown-kind',
            options.strict ? 'error' : 'warning',
            `no schema for ${kind} in ${apiVersion}: ${version} does not serve ${apiVersion} (${served}); the object was not validated`,
            'Use a served apiVersion, or check against the cluster with --kubeconfig and --schemas-from-cluster if it enables this API.',
          ),
        ],
        validated: false,
      };
    }
  }
}
