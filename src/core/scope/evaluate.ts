// The scope evaluator: objects of a revision + the sync's scope → located findings. Pure, so
// the agent's gate (which refuses the whole revision before anything is written) and
// `driftgate check --scope FILE` (which tells a pull request before merge) give one verdict.
import { SYNC_LABEL } from '../drift/ownership.js';
import type { Finding } from '../findings/finding.js';
import { isRecord, splitApiVersion, type Manifest } from '../manifest/manifest.js';
import { MANAGED_BY_LABEL as OPERATOR_MANAGED_BY_LABEL, MANAGED_BY_VALUE as OPERATOR_MANAGED_BY_VALUE, OWNER_ANNOTATION, TENANT_GROUP, TENANT_KIND, tenantKey } from '../tenant/names.js';
import { isSystemIdentity } from '../kube/reserved.js';
import { globMatch, kindMatches, NEVER_WRITABLE_NAMESPACES, type SyncScope } from './config.js';
import { builtinNamespaced, CLUSTER_RBAC_KINDS, kindKey, namespacedResolver, neverByWildcard, RBAC_GROUP } from './kinds.js';

export { SCOPE_RULES } from './rules.js';

/** Who a live namespace belongs to, as the agent sees it. */
export const NAMESPACE_OWNERS = ['this-sync', 'other-sync', 'other-tenant', 'unmanaged'] as const;
export type NamespaceOwnerKind = (typeof NAMESPACE_OWNERS)[number];
export interface NamespaceOwner {
  readonly by: NamespaceOwnerKind;
  /** The other sync's id or the other tenant's `namespace/name`. */
  readonly detail?: string;
}

/**
 * Who owns each live namespace, by name: a Map, or a lookup that works an answer out when it is
 * asked (the agent's namespace cache holds 10,000 tenant namespaces; a revision writes into a few).
 */
export interface NamespaceOwners {
  /**
   * `claimant`: the `namespace/name` of a TenantOnboarding of this revision that asks about its
   * own namespace. A namespace the operator made for that very tenant is this sync's without
   * gathering the revision's tenants (the claimant is one of them).
   */
  get(namespace: string, claimant?: string): NamespaceOwner | undefined;
}

/** The labels and annotations namespaceOwner reads (a caller may pass only these). */
export const NAMESPACE_OWNER_LABELS: readonly string[] = [SYNC_LABEL, OPERATOR_MANAGED_BY_LABEL];
export const NAMESPACE_OWNER_ANNOTATIONS: readonly string[] = [OWNER_ANNOTATION];

/**
 * Who owns a live namespace: this sync (its label, or the operator for a TenantOnboarding this
 * sync applies), another sync, another tenant, or nobody driftgate knows. `tenants` is asked only
 * about a namespace the operator manages.
 */
export function namespaceOwner(meta: { readonly labels?: Readonly<Record<string, string>>; readonly annotations?: Readonly<Record<string, string>> }, ctx: { readonly sync: string; readonly tenants: { has(key: string): boolean } }, claimant?: string): NamespaceOwner {
  const sync = meta.labels?.[SYNC_LABEL];
  if (sync !== undefined) return sync === ctx.sync ? THIS_SYNC : { by: 'other-sync', detail: sync };
  if (meta.labels?.[OPERATOR_MANAGED_BY_LABEL] === OPERATOR_MANAGED_BY_VALUE) {
    const owner = meta.annotations?.[OWNER_ANNOTATION] ?? '';
    // the claimant is a tenant of this revision: asking the set would answer yes
    return (owner !== '' && owner === claimant) || ctx.tenants.has(owner) ? THIS_SYNC : { by: 'other-tenant', detail: owner || 'unknown' };
  }
  return { by: 'unmanaged' };
}

const THIS_SYNC: NamespaceOwner = Object.freeze({ by: 'this-sync' });

/** `namespace/name` of every TenantOnboarding among the manifests (the tenants this sync applies). */
export function tenantKeys(manifests: readonly Manifest[]): Set<string> {
  const out = new Set<string>();
  for (const m of manifests) {
    if (isTenant(m) && m.object.metadata.namespace && m.object.metadata.name) out.add(tenantKey(m.object.metadata.namespace, m.object.metadata.name));
  }
  return out;
}

export interface ScopeInput {
  readonly manifests: readonly Manifest[];
  readonly scope: SyncScope;
  /** The agent's own namespace (inventory, lease): never writable, not even by name. */
  readonly ownNamespace?: string;
  /** Namespace for namespaced objects that name none (`--default-namespace`). */
  readonly defaultNamespace?: string;
  /** Live namespaces and who owns them; absent offline (`check`), where ownership is not known. */
  readonly namespaceOwners?: NamespaceOwners;
  /**
   * What the API server serves, from discovery (`apiVersion/Kind` → namespaced), as data: it
   * decides over the built-in table and the revision's CRDs, and a disagreement with either is a
   * `scope/kind-scope-mismatch` error. Absent offline, and for kinds not served yet (a CRD of
   * this revision); see kindKey().
   */
  readonly discovered?: ReadonlyMap<string, boolean>;
  /** Scope knowledge beyond the built-in table and the CRDs, asked last (a lookup the caller already has). */
  readonly namespaced?: (apiVersion: string, kind: string) => boolean | undefined;
  /** CRDs that are not among `manifests` (deploy/crds), for the scope of custom kinds. */
  readonly crds?: readonly Manifest[];
}

interface Problem {
  readonly ruleId: string;
  readonly message: string;
  readonly hint: string;
}

/** Every out-of-scope object and field of a revision, located. */
export function evaluateScope(input: ScopeInput): Finding[] {
  const findings: Finding[] = [];
  const crdManifests = [...(input.crds ?? []), ...input.manifests.filter(isCrdManifest)];
  const discovered = input.discovered;
  /** The served scope of a group/kind, from discovery (any served version: scope is per kind). */
  const servedScope = (group: string, kind: string): boolean | undefined => {
    if (discovered === undefined) return undefined;
    for (const [key, namespaced] of discovered) {
      const at = key.lastIndexOf('/');
      if (key.slice(at + 1) === kind && splitApiVersion(key.slice(0, at)).group === group) return namespaced;
    }
    return undefined;
  };
  const resolve = namespacedResolver({ crds: crdManifests, ...(discovered ? { discovered } : {}), ...(input.namespaced ? { fallback: input.namespaced } : {}) });
  const namespacedOf = (m: Manifest): boolean | undefined => resolve(m.object.apiVersion, m.object.kind);
  const add = (m: Manifest, pointer: string, p: Problem): void => {
    const loc = m.locate(pointer, pointer === '/metadata' ? 'key' : 'value');
    findings.push({ ruleId: p.ruleId, severity: 'error', message: p.message, file: loc.file, line: loc.line, column: loc.column, pointer: m.base + pointer, object: m.ref, hint: p.hint });
  };
  const scopeWord = (namespaced: boolean): string => (namespaced ? 'Namespaced' : 'Cluster');
  // A CRD that declares another scope than the one served: the revision's objects of that kind
  // are judged by what the API server does with them, and the CRD itself is refused.
  for (const crd of crdManifests) {
    const spec = isRecord(crd.object.spec) ? crd.object.spec : {};
    const kind = isRecord(spec.names) && typeof spec.names.kind === 'string' ? spec.names.kind : undefined;
    if (typeof spec.group !== 'string' || kind === undefined || (spec.scope !== 'Namespaced' && spec.scope !== 'Cluster')) continue;
    const served = servedScope(spec.group, kind);
    if (served === undefined || served === (spec.scope === 'Namespaced')) continue;
    add(crd, '/spec/scope', {
      ruleId: 'scope/kind-scope-mismatch',
      message: `CustomResourceDefinition ${crd.object.metadata.name ?? ''}: expected scope ${scopeWord(served)} (what the API server serves for ${describeKind(spec.group, kind)}), found ${spec.scope}; the scope of a served kind cannot change, and its objects are judged as the API server stores them`,
      hint: 'Keep the CRD\'s scope as it is served; a kind that must change scope needs a new group or kind name.',
    });
  }
  // What depends on the kind alone is worked out once per kind: a revision holds thousands of
  // objects of a few kinds (10,000 TenantOnboardings), and the agent judges every one per commit.
  const kinds = new Map<string, KindFacts>();
  const kindFacts = (m: Manifest): KindFacts => {
    const o = m.object;
    const id = `${o.apiVersion}\0${o.kind}`;
    let facts = kinds.get(id);
    if (facts === undefined) {
      const { group } = splitApiVersion(o.apiVersion);
      const served = discovered?.get(kindKey(o.apiVersion, o.kind));
      const builtin = builtinNamespaced(o.apiVersion, o.kind);
      facts = {
        group,
        scopeMismatch: served !== undefined && builtin !== undefined && served !== builtin ? served : undefined,
        denied: input.scope.deniedKinds.find((k) => kindMatches(k, group, o.kind)),
        known: namespacedOf(m),
        namespacedAllowed: namespacedKindAllowed(input.scope, group, o.kind),
        clusterAllowed: clusterKindAllowed(input.scope, group, o.kind),
        tenant: isTenant(m),
      };
      kinds.set(id, facts);
    }
    return facts;
  };
  for (const m of input.manifests) {
    const o = m.object;
    const facts = kindFacts(m);
    const { group } = facts;
    // made only for a finding's message
    const what = (): string => `${o.kind} ${o.metadata.namespace ? `${o.metadata.namespace}/` : ''}${o.metadata.name ?? ''}`;

    if (facts.scopeMismatch !== undefined) {
      const served = facts.scopeMismatch;
      add(m, '/kind', {
        ruleId: 'scope/kind-scope-mismatch',
        message: `${what()}: the API server serves ${describeKind(group, o.kind)} as ${scopeWord(served)}, driftgate's built-in table says ${scopeWord(!served)}; judged as served`,
        hint: 'Please report this (the built-in table is out of date for this Kubernetes version).',
      });
    }

    const denied = facts.denied;
    if (denied !== undefined) {
      add(m, '/kind', { ruleId: 'scope/kind-denied', message: `${what()}: the sync scope denies kind ${describeKind(group, o.kind)} (deniedKinds: ${JSON.stringify(denied)})`, hint: 'Apply this object outside this sync, or ask the platform team to change the scope.' });
      continue;
    }

    const known = facts.known;
    const namespaced = known ?? (o.metadata.namespace !== undefined && o.metadata.namespace !== '');
    if (known === false && o.metadata.namespace !== undefined && o.metadata.namespace !== '') {
      add(m, '/metadata/namespace', {
        ruleId: 'scope/namespace-on-cluster-kind',
        message: `${what()}: ${describeKind(group, o.kind)} is cluster-scoped, but the object names namespace ${o.metadata.namespace}; it would be written cluster-wide, not into that namespace`,
        hint: 'Remove metadata.namespace (a cluster-scoped object belongs to no namespace), or use a namespaced kind.',
      });
    }
    if (namespaced && !facts.namespacedAllowed) {
      add(m, '/kind', {
        ruleId: 'scope/namespaced-kind-not-allowed',
        message: `${what()}: namespaced kind ${describeKind(group, o.kind)} is not in the sync scope (namespacedKinds: ${JSON.stringify(input.scope.namespacedKinds ?? ['*'])})${neverByWildcard(group, o.kind) ? '; a "*" never admits it, only its name' : ''}`,
        hint: neverByWildcard(group, o.kind)
          ? 'Namespaced RBAC is synced only when the platform team names the kind in namespacedKinds (and grants the sync identity that RBAC); otherwise apply it outside this sync.'
          : 'Apply it outside this sync, or ask the platform team to add the kind to namespacedKinds.',
      });
    }
    if (namespaced) {
      const ns = o.metadata.namespace || input.defaultNamespace;
      if (ns === undefined || ns === '') {
        add(m, '/metadata', {
          ruleId: 'scope/namespace-missing',
          message: `${what()}: expected metadata.namespace on a namespaced ${o.kind}, found none (and no default namespace is set)`,
          hint: 'Add metadata.namespace, or run the sync with --default-namespace.',
        });
      } else {
        const p = namespaceProblem(input, ns, 'write into');
        if (p) add(m, o.metadata.namespace ? '/metadata/namespace' : '/metadata', p);
      }
    } else if (!facts.clusterAllowed) {
      add(m, '/kind', {
        ruleId: 'scope/cluster-kind-not-allowed',
        message: `${what()}: cluster-scoped kind ${describeKind(group, o.kind)} is not in the sync scope (clusterKinds: ${JSON.stringify(input.scope.clusterKinds)})`,
        hint: CLUSTER_RBAC_KINDS.includes(o.kind as (typeof CLUSTER_RBAC_KINDS)[number]) && group === RBAC_GROUP
          ? 'Cluster RBAC is never synced by default: it grants rights in every namespace. Apply it outside this sync.'
          : neverByWildcard(group, o.kind)
            ? `${describeKind(group, o.kind)} steers the control plane: a "*" in clusterKinds never admits it. Apply it outside this sync, or have the platform team name it in clusterKinds.`
            : 'Apply it outside this sync, or ask the platform team to add the kind to clusterKinds.',
      });
    }

    if (group === '' && o.kind === 'Namespace' && o.metadata.name) {
      const p = namespaceProblem(input, o.metadata.name, 'create');
      if (p) add(m, '/metadata/name', p);
    }
    if (group === RBAC_GROUP) checkRbac(m, add);
    if (facts.tenant) checkTenant(m, input, add);
  }
  return findings;
}

/** What the scope says of one kind (apiVersion and kind), whatever the object. */
interface KindFacts {
  readonly group: string;
  /** Discovery's scope, when it differs from the built-in table's. */
  readonly scopeMismatch: boolean | undefined;
  readonly denied: string | undefined;
  /** Namespaced or not, as far as it is known (discovery, built-in table, CRDs, the caller). */
  readonly known: boolean | undefined;
  readonly namespacedAllowed: boolean;
  readonly clusterAllowed: boolean;
  readonly tenant: boolean;
}

function describeKind(group: string, kind: string): string {
  return group === '' ? kind : `${group}/${kind}`;
}

/** Absent namespacedKinds is `["*"]`; a `*` admits every namespaced kind but Role and RoleBinding (NEVER_BY_WILDCARD). */
function namespacedKindAllowed(scope: SyncScope, group: string, kind: string): boolean {
  const nameOnly = neverByWildcard(group, kind);
  return (scope.namespacedKinds ?? ['*']).some((k) => (k === '*' ? !nameOnly : kindMatches(k, group, kind)));
}

/** A `*` admits every cluster-scoped kind but the control plane's own (NEVER_BY_WILDCARD): those only by name. */
function clusterKindAllowed(scope: SyncScope, group: string, kind: string): boolean {
  const nameOnly = neverByWildcard(group, kind);
  return scope.clusterKinds.some((k) => (k === '*' ? !nameOnly : kindMatches(k, group, kind)));
}

/** Why a namespace may not be written (or created), or undefined when it may. */
function namespaceProblem(input: ScopeInput, ns: string, verb: 'write into' | 'create', claimant?: string): Problem | undefined {
  const scope = input.scope;
  if ((NEVER_WRITABLE_NAMESPACES as readonly string[]).includes(ns) || ns === input.ownNamespace) {
    return {
      ruleId: 'scope/namespace-reserved',
      message: `the sync may not ${verb} namespace ${ns}: ${ns === input.ownNamespace ? "it is the agent's own namespace (inventory, lease)" : 'it is a Kubernetes system namespace'}`,
      hint: 'Move the object to a namespace of the sync scope.',
    };
  }
  const exact = scope.namespaces.includes(ns);
  const reserved = scope.reservedNamespaces.find((g) => globMatch(g, ns));
  if (reserved !== undefined && !exact) {
    return {
      ruleId: 'scope/namespace-reserved',
      message: `the sync may not ${verb} namespace ${ns}: it is reserved (${JSON.stringify(reserved)}); a glob never reaches a reserved namespace`,
      hint: `Move the object to a namespace of the sync scope, or name ${ns} exactly in the scope's namespaces if this sync must own it.`,
    };
  }
  if (!exact && !scope.namespaces.some((g) => globMatch(g, ns))) {
    return {
      ruleId: 'scope/namespace-not-allowed',
      message: `the sync may not ${verb} namespace ${ns}: expected one of ${JSON.stringify(scope.namespaces)}, found ${JSON.stringify(ns)}`,
      hint: 'Move the object to a namespace of the sync scope, or ask the platform team to widen the scope.',
    };
  }
  const owner = input.namespaceOwners?.get(ns, claimant);
  if (owner && (owner.by === 'other-sync' || owner.by === 'other-tenant')) {
    return {
      ruleId: 'scope/namespace-foreign',
      message: `the sync may not ${verb} namespace ${ns}: it belongs to ${owner.by === 'other-sync' ? `another sync (${owner.detail ?? '?'})` : `another tenant (${owner.detail ?? '?'})`}`,
      hint: 'A namespace is written by the sync or tenant that created it; use a namespace of your own.',
    };
  }
  return undefined;
}

const ESCALATING_VERBS = ['escalate', 'bind', 'impersonate'];
const IDENTITY_RESOURCES = ['*', 'users', 'groups', 'serviceaccounts', 'uids', 'userextras/*'];

function checkRbac(m: Manifest, add: (m: Manifest, pointer: string, p: Problem) => void): void {
  const o = m.object;
  const what = `${o.kind} ${o.metadata.namespace ? `${o.metadata.namespace}/` : ''}${o.metadata.name ?? ''}`;
  if (o.kind === 'Role' || o.kind === 'ClusterRole') {
    const rules = Array.isArray(o.rules) ? o.rules : [];
    rules.forEach((rule, i) => {
      if (!isRecord(rule)) return;
      const verbs = strings(rule.verbs);
      const groups = strings(rule.apiGroups);
      const resources = strings(rule.resources);
      verbs.forEach((verb, j) => {
        const lower = verb.toLowerCase();
        const wildcardReaches = lower === '*' && (groups.includes('*') || groups.includes(RBAC_GROUP) || groups.includes('authentication.k8s.io') || (groups.includes('') && resources.some((r) => IDENTITY_RESOURCES.includes(r))));
        if (ESCALATING_VERBS.includes(lower) || wildcardReaches) {
          add(m, `/rules/${i}/verbs/${j}`, {
            ruleId: 'scope/rbac-escalation',
            message: `${what}: rules[${i}] grants ${lower === '*' ? `"*" on ${JSON.stringify(groups)} ${JSON.stringify(resources)}, which includes escalate, bind or impersonate` : `"${verb}"`}; a synced role must not let its holders grant themselves more than they have`,
            hint: 'Remove the verb (list the verbs the role needs; escalate, bind and impersonate are for the platform team).',
          });
        }
      });
    });
    return;
  }
  if (o.kind !== 'RoleBinding' && o.kind !== 'ClusterRoleBinding') return;
  const roleRef = isRecord(o.roleRef) ? o.roleRef : {};
  const roleName = typeof roleRef.name === 'string' ? roleRef.name : '';
  if (roleRef.kind === 'ClusterRole') {
    const cluster = o.kind === 'ClusterRoleBinding';
    const privileged = roleName === 'cluster-admin' || roleName.startsWith('system:') || (cluster && (roleName === 'admin' || roleName === 'edit'));
    if (privileged) {
      add(m, '/roleRef/name', {
        ruleId: 'scope/rbac-privileged-binding',
        message: `${what}: binds ClusterRole ${roleName}${cluster ? ' cluster-wide' : ''}; a sync may not hand out ${roleName === 'cluster-admin' ? 'cluster-admin' : cluster ? 'rights in every namespace' : 'system roles'}`,
        hint: 'Bind admin, edit or view (or a Role of your own) in a namespace of the sync scope.',
      });
    }
  }
  const subjects = Array.isArray(o.subjects) ? o.subjects : [];
  subjects.forEach((s, i) => {
    if (!isRecord(s) || typeof s.name !== 'string') return;
    if ((s.kind === 'Group' || s.kind === 'User') && isSystemIdentity(s.name)) {
      add(m, `/subjects/${i}/name`, {
        ruleId: 'scope/rbac-system-subject',
        message: `${what}: subjects[${i}] is the ${s.kind === 'Group' ? 'group' : 'user'} ${s.name}; system: identities (masters, authenticated, unauthenticated, serviceaccounts, nodes, anonymous) are never bound by a sync`,
        hint: 'Bind a group of your organisation instead.',
      });
    }
  });
}

function checkTenant(m: Manifest, input: ScopeInput, add: (m: Manifest, pointer: string, p: Problem) => void): void {
  const spec = isRecord(m.object.spec) ? m.object.spec : {};
  // The operator creates spec.namespace on the tenant's behalf: it must be a namespace this sync may create.
  if (typeof spec.namespace === 'string' && spec.namespace !== '') {
    // (an existing namespace nobody manages is refused by the operator itself: it never takes one over)
    const { namespace, name } = m.object.metadata;
    const p = namespaceProblem(input, spec.namespace, 'create', namespace && name ? tenantKey(namespace, name) : undefined);
    if (p) add(m, '/spec/namespace', { ...p, message: `${TENANT_KIND} ${m.object.metadata.name ?? ''}: ${p.message}` });
  }
  const access = isRecord(spec.access) ? spec.access : {};
  for (const field of ['adminGroups', 'editGroups'] as const) {
    const groups = access[field];
    if (!Array.isArray(groups)) continue;
    // by the index in the list as written, so the pointer names the very entry
    groups.forEach((g: unknown, i) => {
      if (typeof g !== 'string' || !isSystemIdentity(g)) return;
      add(m, `/spec/access/${field}/${i}`, {
        ruleId: 'scope/rbac-system-subject',
        message: `${TENANT_KIND} ${m.object.metadata.name ?? ''}: spec.access.${field}[${i}] is ${g}; the operator would bind a system: group (${field === 'adminGroups' ? 'admin' : 'edit'}) in the tenant namespace`,
        hint: 'Name a group of your organisation.',
      });
    });
  }
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function isTenant(m: Manifest): boolean {
  return splitApiVersion(m.object.apiVersion).group === TENANT_GROUP && m.object.kind === TENANT_KIND;
}

function isCrdManifest(m: Manifest): boolean {
  return m.object.kind === 'CustomResourceDefinition' && splitApiVersion(m.object.apiVersion).group === 'apiextensions.k8s.io';
}
