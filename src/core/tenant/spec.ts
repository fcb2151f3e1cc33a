// TenantOnboarding spec: from `unknown` (what the API server or a file holds) to a checked,
// canonical TenantSpec, or to findings that say which field is wrong and why. The CRD's
// OpenAPI schema catches most of this at admission; this is the operator's own line of
// defence (older CRDs, `x-kubernetes-preserve-unknown-fields`, quantities the schema cannot
// express) and it is what makes a bad spec `Stalled` instead of a hot retry.
import type { Finding, ObjectRef } from '../findings/finding.js';
import { parseQuantity, quantitySign } from '../cel/quantity.js';
import { DELETION_POLICIES, DELETION_POLICY_ANNOTATION, GPU_RESOURCE, TENANT_API_VERSION, TENANT_KIND, type DeletionPolicy } from './names.js';
import { isRecord } from '../manifest/manifest.js';
import { tenantVersionOf } from './conversion.js';
import { isSystemIdentity, reservedMatch, RESERVED_TENANT_NAMESPACES } from '../kube/reserved.js';
import { appendPointer, escapeSegment } from '../yaml/pointer.js';
import { isDns1123Label } from '../kube/names.js';

export interface TenantSpec {
  /** The tenant namespace to create (DNS-1123 label). */
  readonly namespace: string;
  readonly quota: {
    readonly cpu?: string;
    readonly memory?: string;
    readonly gpuCount?: number;
    /** v1's spec.quota.additional: further ResourceQuota hard limits by resource name (canonical quantities as written). */
    readonly additional?: Readonly<Record<string, string>>;
  };
  /** Namespaces the tenant may send traffic to; sorted, without duplicates. */
  readonly allowEgressTo: readonly string[];
  /** Groups bound to the `admin` ClusterRole in the namespace; sorted, without duplicates. */
  readonly adminGroups: readonly string[];
  /** Groups bound to the `edit` ClusterRole in the namespace; sorted, without duplicates. */
  readonly editGroups: readonly string[];
  readonly deletionPolicy: DeletionPolicy;
}

/** The parts of a TenantOnboarding the spec parser reads. */
export interface TenantSource {
  /** Decides where the quota is: spec.quota (v1, the operator's version) or spec.resourceQuota (v1alpha1). */
  readonly apiVersion?: string;
  readonly metadata: { readonly name?: string; readonly namespace?: string; readonly annotations?: Readonly<Record<string, string>> };
  readonly spec?: unknown;
}

export type SpecResult = { readonly ok: true; readonly spec: TenantSpec } | { readonly ok: false; readonly findings: readonly Finding[] };

export interface TenantSpecOptions {
  /**
   * Namespaces no tenant may claim besides RESERVED_TENANT_NAMESPACES (src/core/kube/reserved.ts):
   * the operator's own namespace, when it runs elsewhere. Names or globs (`*`, `?`).
   */
  readonly reservedNamespaces?: readonly string[];
}

/** Rules of findings that refuse a tenant for what it would reach, not for how it is written. */
export const TENANT_SECURITY_RULES = {
  systemGroup: 'tenant/system-group',
  reservedNamespace: 'tenant/namespace-reserved',
} as const;

/**
 * Parses and checks a TenantOnboarding's spec; every problem is reported, not just the first.
 * Whatever the API server returns (a CRD default can inject a value nobody wrote), a tenant that
 * binds a `system:` group or claims a reserved namespace is refused here, in the operator itself.
 */
export function parseTenantSpec(source: TenantSource, options: TenantSpecOptions = {}): SpecResult {
  const findings: Finding[] = [];
  const object: ObjectRef = {
    apiVersion: TENANT_API_VERSION,
    kind: TENANT_KIND,
    ...(source.metadata.namespace !== undefined ? { namespace: source.metadata.namespace } : {}),
    ...(source.metadata.name !== undefined ? { name: source.metadata.name } : {}),
  };
  const problem = (ruleId: string, pointer: string, message: string, hint: string): void => {
    findings.push({ ruleId, severity: 'error', message, pointer, object, hint });
  };

  const spec = source.spec;
  if (!isRecord(spec)) {
    problem('tenant/spec-missing', '/spec', 'spec must be an object', 'Add spec.namespace, spec.quota, spec.networkPolicy and spec.access.');
    return { ok: false, findings };
  }

  let namespace = '';
  if (typeof spec.namespace !== 'string' || spec.namespace === '') {
    problem('tenant/namespace', '/spec/namespace', 'spec.namespace is required and must be a string', 'Name the tenant namespace to create, e.g. `recommendations`.');
  } else if (!isDns1123Label(spec.namespace)) {
    problem(
      'tenant/namespace',
      '/spec/namespace',
      `spec.namespace ${JSON.stringify(spec.namespace)} is not a DNS-1123 label`,
      'Use at most 63 lowercase letters, digits and dashes, starting and ending with a letter or digit.',
    );
  } else {
    const reserved = reservedMatch(spec.namespace, [...RESERVED_TENANT_NAMESPACES, ...(options.reservedNamespaces ?? [])]);
    if (reserved !== undefined) {
      problem(
        TENANT_SECURITY_RULES.reservedNamespace,
        '/spec/namespace',
        `spec.namespace ${JSON.stringify(spec.namespace)} is reserved (${JSON.stringify(reserved)}): a tenant may not claim a Kubernetes, driftgate or cluster add-on namespace`,
        'Choose a namespace of the tenant\'s own, e.g. `recommendations`.',
      );
    } else {
      namespace = spec.namespace;
    }
  }

  const quotaField = quotaFieldOf(source.apiVersion, spec);
  const quota: { cpu?: string; memory?: string; gpuCount?: number; additional?: Record<string, string> } = {};
  const rq = spec[quotaField];
  if (rq !== undefined && rq !== null) {
    const at = `/spec/${quotaField}`;
    const label = `spec.${quotaField}`;
    const quantity = (raw: unknown, pointer: string, name: string, hint: string): string | undefined => {
      const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
      const parsed = typeof text === 'string' ? parseQuantity(text) : undefined;
      if (typeof text !== 'string' || parsed === undefined) {
        problem('tenant/quantity', pointer, `${name} ${JSON.stringify(raw)} is not a Kubernetes quantity`, hint);
        return undefined;
      }
      if (quantitySign(parsed) < 0) {
        problem('tenant/quantity', pointer, `${name} must not be negative, found ${JSON.stringify(raw)}`, 'Use zero or a positive quantity.');
        return undefined;
      }
      return text;
    };
    if (!isRecord(rq)) {
      problem('tenant/quota', at, `${label} must be an object`, `Set cpu, memory and gpuCount under ${label}.`);
    } else {
      for (const field of ['cpu', 'memory'] as const) {
        const raw = rq[field];
        if (raw === undefined || raw === null) continue;
        const text = quantity(raw, `${at}/${field}`, `${label}.${field}`, field === 'cpu' ? 'Write cores as "20" or millicores as "500m".' : 'Write bytes with a suffix, e.g. "64Gi" or "512Mi".');
        if (text !== undefined) quota[field] = text;
      }
      const gpu = rq.gpuCount;
      if (gpu !== undefined && gpu !== null) {
        if (typeof gpu !== 'number' || !Number.isSafeInteger(gpu) || gpu < 0) {
          problem('tenant/gpu-count', `${at}/gpuCount`, `${label}.gpuCount must be a whole number >= 0, found ${JSON.stringify(gpu)}`, 'GPUs are whole devices, e.g. 4.');
        } else {
          quota.gpuCount = gpu;
        }
      }
      const additional = quotaField === 'quota' ? rq.additional : undefined;
      if (additional !== undefined && additional !== null) {
        if (!isRecord(additional)) {
          problem('tenant/quota', `${at}/additional`, `${label}.additional must be an object of resource names to quantities`, 'Write e.g. additional: { pods: "50", requests.storage: 100Gi }.');
        } else {
          const out: Record<string, string> = {};
          for (const [name, raw] of Object.entries(additional)) {
            const pointer = appendPointer(`${at}/additional`, name);
            if (SET_ELSEWHERE.has(name)) {
              problem('tenant/quota', pointer, `${label}.additional.${name} repeats a limit of its own field`, `Set ${name === GPU_RESOURCE ? 'gpuCount' : name} directly under ${label}.`);
              continue;
            }
            const text = quantity(raw, pointer, `${label}.additional[${JSON.stringify(name)}]`, 'Write a count such as "50" or a quantity such as "100Gi".');
            if (text !== undefined) out[name] = text;
          }
          if (Object.keys(out).length > 0) quota.additional = out;
        }
      }
    }
  }

  /** Why a list entry is refused: a sentence after the entry, and its own rule when it is a security matter. */
  type EntryProblem = string | { readonly why: string; readonly ruleId: string; readonly hint: string };
  const names = (pointer: string, label: string, value: unknown, check: (item: string) => EntryProblem | undefined): string[] => {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      problem('tenant/list', pointer, `${label} must be a list of strings`, 'Write a YAML list, e.g. [catalog, kube-system].');
      return [];
    }
    const out = new Set<string>();
    value.forEach((item, i) => {
      if (typeof item !== 'string' || item === '') {
        problem('tenant/list', `${pointer}/${i}`, `${label}[${i}] must be a non-empty string, found ${JSON.stringify(item)}`, 'Remove the entry or write a name.');
        return;
      }
      const why = check(item);
      if (why !== undefined) {
        const { ruleId, text, hint } = typeof why === 'string' ? { ruleId: 'tenant/list', text: why, hint: 'Fix or remove the entry.' } : { ruleId: why.ruleId, text: why.why, hint: why.hint };
        problem(ruleId, `${pointer}/${i}`, `${label}[${i}] ${JSON.stringify(item)} ${text}`, hint);
        return;
      }
      out.add(item);
    });
    return [...out].sort();
  };

  let allowEgressTo: string[] = [];
  if (spec.networkPolicy !== undefined && spec.networkPolicy !== null) {
    if (!isRecord(spec.networkPolicy)) {
      problem('tenant/network-policy', '/spec/networkPolicy', 'spec.networkPolicy must be an object', 'Set spec.networkPolicy.allowEgressTo to a list of namespaces.');
    } else {
      allowEgressTo = names('/spec/networkPolicy/allowEgressTo', 'spec.networkPolicy.allowEgressTo', spec.networkPolicy.allowEgressTo, (item) =>
        isDns1123Label(item) ? undefined : 'is not a namespace name (DNS-1123 label)',
      );
    }
  }

  let adminGroups: string[] = [];
  let editGroups: string[] = [];
  if (spec.access !== undefined && spec.access !== null) {
    if (!isRecord(spec.access)) {
      problem('tenant/access', '/spec/access', 'spec.access must be an object', 'Set spec.access.adminGroups and spec.access.editGroups.');
    } else {
      const group = (item: string): EntryProblem | undefined => {
        if (item.trim() !== item) return 'has leading or trailing spaces';
        if (isSystemIdentity(item)) {
          return {
            ruleId: TENANT_SECURITY_RULES.systemGroup,
            why: 'is a Kubernetes system group: groups starting with system: are never bound (system:masters is cluster-admin, system:authenticated is everyone)',
            hint: 'Name a group of your organisation; if the CRD defaults this field, remove that default.',
          };
        }
        return undefined;
      };
      adminGroups = names('/spec/access/adminGroups', 'spec.access.adminGroups', spec.access.adminGroups, group);
      editGroups = names('/spec/access/editGroups', 'spec.access.editGroups', spec.access.editGroups, group);
    }
  }

  let deletionPolicy: DeletionPolicy = 'Delete';
  const policy = source.metadata.annotations?.[DELETION_POLICY_ANNOTATION];
  if (policy !== undefined) {
    if ((DELETION_POLICIES as readonly string[]).includes(policy)) deletionPolicy = policy as DeletionPolicy;
    else
      problem(
        'tenant/deletion-policy',
        `/metadata/annotations/${escapeSegment(DELETION_POLICY_ANNOTATION)}`,
        `annotation ${DELETION_POLICY_ANNOTATION} must be one of ${DELETION_POLICIES.join(', ')}, found ${JSON.stringify(policy)}`,
        'Delete removes the tenant namespace with the TenantOnboarding; Retain keeps it.',
      );
  }

  if (findings.length > 0) return { ok: false, findings };
  return { ok: true, spec: { namespace, quota, allowEgressTo, adminGroups, editGroups, deletionPolicy } };
}

/** Limits with a field of their own; `additional` must not set them a second time. */
const SET_ELSEWHERE = new Set(['cpu', 'memory', GPU_RESOURCE]);

/**
 * Where the quota sits: spec.quota in v1, spec.resourceQuota in v1alpha1. Without an apiVersion
 * (a bare spec), whichever of the two is present, v1's first.
 */
export function quotaFieldOf(apiVersion: string | undefined, spec: Record<string, unknown>): 'quota' | 'resourceQuota' {
  const version = tenantVersionOf(apiVersion);
  if (version !== undefined) return version === 'v1' ? 'quota' : 'resourceQuota';
  return spec.quota === undefined && spec.resourceQuota !== undefined ? 'resourceQuota' : 'quota';
}

/**
 * The Stalled reason of a refused spec: what it would reach first (a system group, a reserved
 * namespace), then how it is written.
 */
export function refusalReason(findings: readonly Finding[]): 'SystemGroupForbidden' | 'NamespaceReserved' | 'InvalidSpec' {
  if (findings.some((f) => f.ruleId === TENANT_SECURITY_RULES.systemGroup)) return 'SystemGroupForbidden';
  if (findings.some((f) => f.ruleId === TENANT_SECURITY_RULES.reservedNamespace)) return 'NamespaceReserved';
  return 'InvalidSpec';
}

/** One line per finding, for a condition message: `spec.x: problem; spec.y: problem`. */
export function summarizeFindings(findings: readonly Finding[]): string {
  return findings.map((f) => f.message).join('; ');
}
