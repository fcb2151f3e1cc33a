// The scope of a sync: which namespaces it may write, which cluster-scoped kinds it may create,
// which kinds it may never write. It is trusted configuration (an agent flag or a ConfigMap in
// the agent's own namespace, `driftgate check --scope FILE` in CI), never read from the synced
// repository: what a commit may do must not be decided by the commit.
import type { Finding } from '../findings/finding.js';
import { describeValue, isRecord } from '../manifest/manifest.js';
import { parseYaml, type YamlDocument } from '../yaml/parse.js';
import { DRIFTGATE_NAMESPACE, globMatch, KUBERNETES_NAMESPACES, NEVER_WRITABLE_NAMESPACES } from '../kube/reserved.js';

export const SCOPE_API_VERSION = 'driftgate.dev/v1alpha1';
export const SCOPE_KIND = 'SyncScope';

export interface SyncScope {
  /** Namespaces the sync may write into (globs: `*` any run of characters, `?` one). */
  readonly namespaces: readonly string[];
  /**
   * Cluster-scoped kinds the sync may create: `Kind` (any group) or `group/Kind`. `*` allows every
   * cluster-scoped kind except cluster RBAC (ClusterRole, ClusterRoleBinding), which must be named.
   */
  readonly clusterKinds: readonly string[];
  /**
   * Namespaced kinds the sync may write: `Kind` or `group/Kind`; absent = `["*"]`. `*` allows every
   * namespaced kind except namespaced RBAC (Role, RoleBinding), which must be named.
   */
  readonly namespacedKinds?: readonly string[];
  /** Kinds the sync may never write, namespaced or not (`Kind`, `group/Kind`). */
  readonly deniedKinds: readonly string[];
  /**
   * Namespaces no glob reaches: a reserved namespace is writable only when `namespaces` names it
   * exactly. Always includes the built-in list (kube-*, default, driftgate-system).
   */
  readonly reservedNamespaces: readonly string[];
}

/** Never writable through a glob (src/core/kube/reserved.ts); the API server's own `kube-` namespaces never at all. */
export const BUILTIN_RESERVED_NAMESPACES = [...KUBERNETES_NAMESPACES, DRIFTGATE_NAMESPACE] as const;
/** Namespaces that stay out of reach even when named exactly. */
export { NEVER_WRITABLE_NAMESPACES };

/** The scope when none is configured: any namespace but the reserved ones, Namespaces and CRDs only. */
export const DEFAULT_SCOPE: SyncScope = {
  namespaces: ['*'],
  clusterKinds: ['Namespace', 'apiextensions.k8s.io/CustomResourceDefinition'],
  deniedKinds: [],
  reservedNamespaces: [...BUILTIN_RESERVED_NAMESPACES],
};

export interface ScopeConfigResult {
  readonly scope: SyncScope;
  /** Problems in the file; any error means the scope must not be used (refuse everything). */
  readonly findings: Finding[];
}

const FIELDS = ['namespaces', 'clusterKinds', 'namespacedKinds', 'deniedKinds', 'reservedNamespaces'] as const;
const KIND_PATTERN = /^(\*|([a-z0-9]([-a-z0-9.]*[a-z0-9])?\/)?[A-Za-z][A-Za-z0-9]*)$/;
const NAMESPACE_GLOB = /^[a-z0-9*?]([-a-z0-9*?]*[a-z0-9*?])?$/;

/**
 * Parses a scope file:
 *
 * ```yaml
 * apiVersion: driftgate.dev/v1alpha1
 * kind: SyncScope
 * namespaces: ["team-*", tenants]
 * clusterKinds: [Namespace, apiextensions.k8s.io/CustomResourceDefinition]
 * namespacedKinds: ["*", rbac.authorization.k8s.io/RoleBinding]
 * deniedKinds: [Secret]
 * reservedNamespaces: [payments]
 * ```
 *
 * Absent fields keep their defaults. Every problem is a located finding (rule `scope/config`).
 */
export function parseScopeConfig(text: string, options: { file: string }): ScopeConfigResult {
  const parsed = parseYaml(text, { file: options.file });
  const findings: Finding[] = [...parsed.findings.map((f) => ({ ...f, ruleId: 'scope/config' }))];
  const docs = parsed.documents.filter((d) => d.value !== null && d.value !== undefined);
  if (docs.length !== 1) {
    findings.push({ ruleId: 'scope/config', severity: 'error', file: options.file, line: 1, column: 1, message: `expected one SyncScope document, found ${docs.length}`, hint: 'Write one YAML document with apiVersion driftgate.dev/v1alpha1 and kind SyncScope.' });
    return { scope: DEFAULT_SCOPE, findings };
  }
  const doc = docs[0] as YamlDocument;
  const problem = (pointer: string, message: string, hint: string, at: 'key' | 'value' = 'value'): void => {
    const loc = doc.locate(pointer, at);
    findings.push({ ruleId: 'scope/config', severity: 'error', file: loc.file, line: loc.line, column: loc.column, pointer, message, hint });
  };
  const value = doc.value;
  if (!isRecord(value)) {
    problem('', `expected a mapping, found ${describeValue(value)}`, 'See docs/agent.md, "Scope".');
    return { scope: DEFAULT_SCOPE, findings };
  }
  if (value.apiVersion !== SCOPE_API_VERSION) problem('/apiVersion', `expected apiVersion ${SCOPE_API_VERSION}, found ${describeValue(value.apiVersion)}`, `Set apiVersion: ${SCOPE_API_VERSION}.`);
  if (value.kind !== SCOPE_KIND) problem('/kind', `expected kind ${SCOPE_KIND}, found ${describeValue(value.kind)}`, `Set kind: ${SCOPE_KIND}.`);
  for (const key of Object.keys(value)) {
    if (key !== 'apiVersion' && key !== 'kind' && key !== 'metadata' && !(FIELDS as readonly string[]).includes(key)) {
      problem(`/${key}`, `unknown field ${JSON.stringify(key)}; expected one of ${FIELDS.join(', ')}`, 'Remove it or fix its spelling: an ignored field would silently widen or narrow the scope.', 'key');
    }
  }
  const list = (field: (typeof FIELDS)[number], pattern: RegExp, what: string): string[] | undefined => {
    const raw = value[field];
    if (raw === undefined) return undefined;
    if (!Array.isArray(raw)) {
      problem(`/${field}`, `${field}: expected a list of ${what}, found ${describeValue(raw)}`, `Write ${field}: [ ... ].`);
      return [];
    }
    const out: string[] = [];
    raw.forEach((item, i) => {
      if (typeof item !== 'string' || !pattern.test(item)) problem(`/${field}/${i}`, `${field}[${i}]: expected ${what}, found ${describeValue(item)}`, `Use ${what}.`);
      else out.push(item);
    });
    return out;
  };
  const namespaces = list('namespaces', NAMESPACE_GLOB, 'a namespace name or glob such as "team-*"');
  const clusterKinds = list('clusterKinds', KIND_PATTERN, 'a kind such as "Namespace" or "group/Kind"');
  const namespacedKinds = list('namespacedKinds', KIND_PATTERN, 'a kind such as "ConfigMap" or "group/Kind"');
  const deniedKinds = list('deniedKinds', KIND_PATTERN, 'a kind such as "Secret" or "group/Kind"');
  const reserved = list('reservedNamespaces', NAMESPACE_GLOB, 'a namespace name or glob');
  const scope: SyncScope = {
    namespaces: namespaces ?? DEFAULT_SCOPE.namespaces,
    clusterKinds: clusterKinds ?? DEFAULT_SCOPE.clusterKinds,
    ...(namespacedKinds !== undefined ? { namespacedKinds } : {}),
    deniedKinds: deniedKinds ?? DEFAULT_SCOPE.deniedKinds,
    reservedNamespaces: [...new Set([...BUILTIN_RESERVED_NAMESPACES, ...(reserved ?? [])])],
  };
  return { scope, findings };
}

export { globMatch };

/** Whether a kind pattern (`*`, `Kind`, `group/Kind`) names an object's group and kind. */
export function kindMatches(pattern: string, group: string, kind: string): boolean {
  if (pattern === '*') return true;
  const slash = pattern.lastIndexOf('/');
  if (slash === -1) return pattern === kind;
  return pattern.slice(0, slash) === group && pattern.slice(slash + 1) === kind;
}
