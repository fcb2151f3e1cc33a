import { deepEqual } from '../kube/json.js';
import { compareQuantities, formatQuantity, parseQuantity, QuantitySum, type Quantity } from '../cel/index.js';
import { formatLocation, type Finding, type RuleInfo, type Severity } from '../findings/finding.js';
import { isRecord, splitApiVersion, type Manifest } from '../manifest/manifest.js';
import { MANAGED_BY_LABEL, MANAGED_BY_VALUE, OWNER_ANNOTATION, tenantKey } from '../tenant/names.js';
import type { PolicyConfig } from './config.js';
import type { ResourceCatalog } from './resources.js';

/**
 * Built-in cross-document rules: what a single-object admission policy cannot see.
 * Each is configured in driftgate.yaml and has a stable rule id.
 */

export const CROSS_RULES: readonly RuleInfo[] = [
  { id: 'cross/unique-tenant-namespace', summary: 'No two tenants claim the same namespace', defaultSeverity: 'error' },
  { id: 'cross/unique-names', summary: 'No two objects share group, kind, namespace and name', defaultSeverity: 'error' },
  { id: 'cross/budget', summary: 'The sum of gpuCount, cpu and memory across tenants stays within the configured totals', defaultSeverity: 'error' },
  { id: 'cross/egress-targets', summary: 'Egress targets are tenant namespaces or listed system namespaces', defaultSeverity: 'error' },
  {
    id: 'cross/tenant-namespace-taken',
    summary: 'A tenant does not claim a namespace that exists and belongs to someone else (a Namespace manifest in the repository, or a live namespace not owned by this tenant)',
    defaultSeverity: 'error',
  },
];

/** A namespace as it exists in the cluster, read by `check --kubeconfig` (the io layer) and passed in. */
export interface LiveNamespace {
  readonly name: string;
  readonly labels?: Readonly<Record<string, string>>;
  readonly annotations?: Readonly<Record<string, string>>;
}

export interface CrossInput {
  readonly manifests: readonly Manifest[];
  readonly config: PolicyConfig;
  readonly catalog: ResourceCatalog;
  /** Files to prefer when a finding about several objects must sit in one of them (a PR's changed files). */
  readonly focusFiles?: ReadonlySet<string>;
  /** The cluster's namespaces by name, when the check reads a live cluster (`check --kubeconfig`). */
  readonly liveNamespaces?: ReadonlyMap<string, LiveNamespace>;
  /**
   * Only findings in these files are wanted (a `--base` run reports the changed files): the others
   * are not built, since locating one parses its file again. All objects are still read.
   */
  readonly reportFiles?: ReadonlySet<string>;
}

function finding(m: Manifest, ruleId: string, severity: Severity, pointer: string, message: string, hint: string): Finding {
  const loc = m.locate(pointer);
  return { ruleId, severity, message, file: loc.file, line: loc.line, column: loc.column, pointer: m.base + pointer, object: m.ref, hint };
}

const where = (m: Manifest, pointer = '/metadata/name'): string => formatLocation(m.locate(pointer));
const describe = (m: Manifest): string => `${m.object.kind} ${m.object.metadata.namespace ? m.object.metadata.namespace + '/' : ''}${m.object.metadata.name ?? ''}`;

export function isTenant(m: Manifest, config: PolicyConfig): boolean {
  return m.object.kind === config.tenants.kind && splitApiVersion(m.object.apiVersion).group === config.tenants.group;
}

function tenantNamespace(m: Manifest): string | undefined {
  const spec = m.object.spec;
  return isRecord(spec) && typeof spec.namespace === 'string' ? spec.namespace : undefined;
}

/** Whether a finding about an object is wanted at all (see CrossInput.reportFiles). */
type Wanted = (m: Manifest) => boolean;

export function crossDocumentFindings(input: CrossInput): Finding[] {
  const { config, reportFiles } = input;
  const wanted: Wanted = reportFiles ? (m) => reportFiles.has(m.file) : () => true;
  const tenants = input.manifests.filter((m) => isTenant(m, config));
  const out: Finding[] = [];
  if (config.rules.uniqueTenantNamespace.enabled) out.push(...uniqueTenantNamespace(tenants, config.rules.uniqueTenantNamespace.severity, wanted));
  if (config.rules.uniqueNames.enabled) out.push(...uniqueNames(input, config.rules.uniqueNames.severity, wanted));
  if (config.rules.budgets.enabled) out.push(...budgets(tenants, input, wanted));
  if (config.rules.egressTargets.enabled) out.push(...egressTargets(tenants, config, wanted));
  if (config.rules.tenantNamespaceTaken.enabled) out.push(...tenantNamespaceTaken(tenants, input, wanted));
  return out;
}

function uniqueTenantNamespace(tenants: readonly Manifest[], severity: Severity, wanted: Wanted): Finding[] {
  const first = new Map<string, Manifest>();
  const out: Finding[] = [];
  for (const t of tenants) {
    const ns = tenantNamespace(t);
    if (ns === undefined) continue;
    const owner = first.get(ns);
    if (!owner) {
      first.set(ns, t);
      continue;
    }
    if (!wanted(t)) continue;
    out.push(
      finding(t, 'cross/unique-tenant-namespace', severity, '/spec/namespace',
        `tenant namespace "${ns}" is already claimed by ${describe(owner)} (${where(owner, '/spec/namespace')}); each tenant needs its own namespace`,
        'Pick a namespace no other tenant uses, or merge the two tenants.'),
    );
  }
  return out;
}

function uniqueNames(input: CrossInput, severity: Severity, wanted: Wanted): Finding[] {
  const first = new Map<string, Manifest>();
  const out: Finding[] = [];
  for (const m of input.manifests) {
    const name = m.object.metadata.name;
    if (name === undefined) continue;
    const res = input.catalog.lookup(m.object.apiVersion, m.object.kind);
    const ns = res.namespaced ? m.object.metadata.namespace ?? input.config.request.defaultNamespace : '';
    const key = `${res.group}\u0000${m.object.kind}\u0000${ns}\u0000${name}`;
    const owner = first.get(key);
    if (!owner) {
      first.set(key, m);
      continue;
    }
    // The same object repeated verbatim (rendered bundles that each carry a shared CRD or
    // Namespace) overwrites nothing: applying it twice is applying it once.
    if (!wanted(m) || deepEqual(owner.object, m.object)) continue;
    out.push(
      finding(m, 'cross/unique-names', severity, '/metadata/name',
        `${m.object.kind} "${ns ? ns + '/' : ''}${name}" is also defined at ${where(owner)}; the second definition would overwrite the first`,
        'Rename one of the objects or delete the duplicate.'),
    );
  }
  return out;
}

interface Contribution {
  readonly tenant: Manifest;
  readonly quotaField: 'quota' | 'resourceQuota';
  readonly amount: Quantity;
}

function budgets(tenants: readonly Manifest[], input: CrossInput, wanted: Wanted): Finding[] {
  const { totals, severity } = input.config.rules.budgets;
  const out: Finding[] = [];
  const check = (field: 'gpuCount' | 'cpu' | 'memory', limit: Quantity | undefined): void => {
    if (!limit) return;
    // One pass that keeps only what the finding needs (no list of every tenant's contribution:
    // for 100,000 tenants that list was the largest thing the run allocated at its end).
    const sum = new QuantitySum(limit.format);
    let crossing: Contribution | undefined;
    // Put the finding where a reviewer can act: the largest contribution in a focus file (the
    // first of equals), else the crossing tenant.
    let largestFocused: Contribution | undefined;
    for (const t of tenants) {
      const spec = t.object.spec;
      // spec.quota (v1) or spec.resourceQuota (v1alpha1): a repository may hold both versions.
      const quotaField = isRecord(spec) && isRecord(spec.quota) ? 'quota' : 'resourceQuota';
      const quota = isRecord(spec) && isRecord(spec[quotaField]) ? spec[quotaField] : undefined;
      const raw = quota?.[field];
      if (raw === undefined || raw === null) continue;
      const q = typeof raw === 'number' ? parseQuantity(Number.isInteger(raw) ? String(raw) : raw.toString()) : typeof raw === 'string' ? parseQuantity(raw) : undefined;
      if (!q) continue;
      sum.add(q);
      if (!crossing && sum.compare(limit) > 0) crossing = { tenant: t, quotaField, amount: q };
      if (input.focusFiles?.has(t.file) && (!largestFocused || compareQuantities(q, largestFocused.amount) > 0)) largestFocused = { tenant: t, quotaField, amount: q };
    }
    if (!crossing) return;
    const target = largestFocused ?? crossing;
    if (!wanted(target.tenant)) return;
    const configAt = input.config.document ? ` (${formatLocation(input.config.document.locate(`/spec/rules/budgets/totals/${field}`))})` : '';
    const unit = field === 'gpuCount' ? ' GPUs' : '';
    out.push(
      finding(target.tenant, 'cross/budget', severity, `/spec/${target.quotaField}/${field}`,
        `total ${field} across ${sum.count} tenants is ${formatQuantity(sum.value())}${unit}, over the cluster budget of ${formatQuantity(limit)}${unit}${configAt}; ${describe(target.tenant)} asks for ${formatQuantity(target.amount)}${unit}`,
        `Lower the request, or raise spec.rules.budgets.totals.${field} in policies/driftgate.yaml if the cluster has grown.`),
    );
  };
  check('gpuCount', totals.gpuCount === undefined ? undefined : { num: totals.gpuCount, den: 1n, format: 'DecimalSI' });
  check('cpu', totals.cpu);
  check('memory', totals.memory);
  return out;
}

function egressTargets(tenants: readonly Manifest[], config: PolicyConfig, wanted: Wanted): Finding[] {
  const tenantNamespaces = new Set<string>();
  for (const t of tenants) {
    const ns = tenantNamespace(t);
    if (ns !== undefined) tenantNamespaces.add(ns);
  }
  const system = new Set(config.rules.egressTargets.systemNamespaces);
  const out: Finding[] = [];
  const allowed = `neither a tenant namespace in this repository nor an approved system namespace (${[...system].join(', ') || 'none configured'})`;
  const hint = 'Name the namespace of an existing tenant, or add the namespace to spec.rules.egressTargets.systemNamespaces in policies/driftgate.yaml.';
  for (const t of tenants) {
    if (!wanted(t)) continue;
    const spec = t.object.spec;
    const np = isRecord(spec) && isRecord(spec.networkPolicy) ? spec.networkPolicy : undefined;
    const targets = np && Array.isArray(np.allowEgressTo) ? np.allowEgressTo : [];
    let refused: number[] | undefined; // made for the rare tenant with a refused target
    for (let i = 0; i < targets.length; i++) {
      const target: unknown = targets[i];
      if (typeof target === 'string' && !tenantNamespaces.has(target) && !system.has(target)) (refused ??= []).push(i);
    }
    if (refused === undefined) continue;
    for (const i of refused.slice(0, MAX_EGRESS_FINDINGS_PER_TENANT)) {
      out.push(finding(t, 'cross/egress-targets', config.rules.egressTargets.severity, `/spec/networkPolicy/allowEgressTo/${i}`, `egress target "${String(targets[i])}" is ${allowed}`, hint));
    }
    const more = refused.length - MAX_EGRESS_FINDINGS_PER_TENANT;
    if (more > 0) {
      // A hostile list (100,000 items) must not become 100,000 findings: the rest are counted, not listed.
      const next = refused[MAX_EGRESS_FINDINGS_PER_TENANT] ?? 0;
      out.push(finding(t, 'cross/egress-targets', config.rules.egressTargets.severity, `/spec/networkPolicy/allowEgressTo/${next}`, `${more} more egress targets of this tenant, from this one on, are ${allowed}; not listed one by one`, hint));
    }
  }
  return out;
}

/** Findings listed one by one per tenant; more are summed up in one. */
const MAX_EGRESS_FINDINGS_PER_TENANT = 20;

/** The operator's owner mark on a namespace, `<namespace>/<name>` of its TenantOnboarding; undefined when it has none. */
function operatorOwner(meta: { readonly labels?: Readonly<Record<string, string>>; readonly annotations?: Readonly<Record<string, string>> }): string | undefined {
  if (meta.labels?.[MANAGED_BY_LABEL] !== MANAGED_BY_VALUE) return undefined;
  return meta.annotations?.[OWNER_ANNOTATION];
}

/**
 * A tenant must not claim a namespace that belongs to someone else: offline, a `Namespace`
 * manifest in the repository (the sync agent creates and owns it, and may hold another team's
 * data) unless it carries this tenant's owner mark; live (`check --kubeconfig`), a namespace
 * that exists and is not marked as this tenant's by the operator. Another tenant's claim is
 * `cross/unique-tenant-namespace`.
 */
function tenantNamespaceTaken(tenants: readonly Manifest[], input: CrossInput, wanted: Wanted): Finding[] {
  const { config } = input;
  const severity = config.rules.tenantNamespaceTaken.severity;
  const manifests = new Map<string, Manifest>();
  for (const m of input.manifests) {
    if (m.object.kind === 'Namespace' && m.object.apiVersion === 'v1' && m.object.metadata.name && !manifests.has(m.object.metadata.name)) manifests.set(m.object.metadata.name, m);
  }
  const out: Finding[] = [];
  for (const t of tenants) {
    const ns = tenantNamespace(t);
    if (ns === undefined || !wanted(t)) continue;
    const key = tenantKey(t.object.metadata.namespace ?? config.request.defaultNamespace, t.object.metadata.name ?? '');
    const declared = manifests.get(ns);
    if (declared && operatorOwner(declared.object.metadata) !== key) {
      out.push(
        finding(t, 'cross/tenant-namespace-taken', severity, '/spec/namespace',
          `tenant namespace "${ns}" is also declared as a Namespace at ${where(declared)}: that namespace is not the tenant's to claim (the operator would refuse it, or the tenant would take over what the Namespace holds)`,
          'Pick a namespace nobody else declares, or delete the Namespace manifest and let the tenant operator create the namespace.'),
      );
      continue;
    }
    const live = input.liveNamespaces?.get(ns);
    if (live === undefined) continue;
    const owner = operatorOwner(live);
    if (owner === key) continue;
    out.push(
      finding(t, 'cross/tenant-namespace-taken', severity, '/spec/namespace',
        `tenant namespace "${ns}" already exists in the cluster and ${owner === undefined ? 'was not created by the tenant operator' : `belongs to TenantOnboarding ${owner}`}; found no owner mark ${OWNER_ANNOTATION}=${key}`,
        'Pick a namespace that does not exist yet. Claiming a namespace that exists would hand its contents (and its deletion) to this tenant.'),
    );
  }
  return out;
}
