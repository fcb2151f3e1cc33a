// TenantOnboarding spec: from `unknown` (what the API server or a file holds) to a checked,
// canonical TenantSpec, or to findings that say which field is wrong and why. The CRD's
// OpenAPI schema catches most of this at admission; this is the operator's own line of
// defence (older CRDs, `x-kubernetes-preserve-unknown-fields`, quantities the schema cannot
// express) and it is what makes a bad spec `Stalled` instead of a hot retry.
import type { Finding, ObjectRef } from '../findings/finding.js';
import { parseQuantity, quantitySign } from '../cel/quantity.js';
import { DELETION_POLICIES, DELETION_POLICY_ANNOTATION, TENANT_API_VERSION, TENANT_KIND, type DeletionPolicy } from './names.js';
import { isRecord } from '../manifest/manifest.js';

export interface TenantSpec {
  /** The tenant namespace to create (DNS-1123 label). */
  readonly namespace: string;
  readonly quota: {
    readonly cpu?: string;
    readonly memory?: string;
    readonly gpuCount?: number;
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
  readonly metadata: { readonly name?: string; readonly namespace?: string; readonly annotations?: Readonly<Record<string, string>> };
  readonly spec?: unknown;
}

export type SpecResult = { readonly ok: true; readonly spec: TenantSpec } | { readonly ok: false; readonly findings: readonly Finding[] };

const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

export function isDnsLabel(value: string): boolean {
  return value.length <= 63 && DNS_LABEL.test(value);
}

/** Parses and checks a TenantOnboarding's spec; every problem is reported, not just the first. */
export function parseTenantSpec(source: TenantSource): SpecResult {
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
    problem('tenant/spec-missing', '/spec', 'spec must be an object', 'Add spec.namespace, spec.resourceQuota, spec.networkPolicy and spec.access.');
    return { ok: false, findings };
  }

  let namespace = '';
  if (typeof spec.namespace !== 'string' || spec.namespace === '') {
    problem('tenant/namespace', '/spec/namespace', 'spec.namespace is required and must be a string', 'Name the tenant namespace to create, e.g. `recommendations`.');
  } else if (!isDnsLabel(spec.namespace)) {
    problem(
      'tenant/namespace',
      '/spec/namespace',
      `spec.namespace ${JSON.stringify(spec.namespace)} is not a DNS-1123 label`,
      'Use at most 63 lowercase letters, digits and dashes, starting and ending with a letter or digit.',
    );
  } else {
    namespace = spec.namespace;
  }

  const quota: { cpu?: string; memory?: string; gpuCount?: number } = {};
  if (spec.resourceQuota !== undefined && spec.resourceQuota !== null) {
    const rq = spec.resourceQuota;
    if (!isRecord(rq)) {
      problem('tenant/quota', '/spec/resourceQuota', 'spec.resourceQuota must be an object', 'Set cpu, memory and gpuCount under spec.resourceQuota.');
    } else {
      for (const field of ['cpu', 'memory'] as const) {
        const raw = rq[field];
        if (raw === undefined || raw === null) continue;
        const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
        const parsed = typeof text === 'string' ? parseQuantity(text) : undefined;
        if (typeof text !== 'string' || parsed === undefined) {
          problem(
            'tenant/quantity',
            `/spec/resourceQuota/${field}`,
            `spec.resourceQuota.${field} ${JSON.stringify(raw)} is not a Kubernetes quantity`,
            field === 'cpu' ? 'Write cores as "20" or millicores as "500m".' : 'Write bytes with a suffix, e.g. "64Gi" or "512Mi".',
          );
        } else if (quantitySign(parsed) < 0) {
          problem('tenant/quantity', `/spec/resourceQuota/${field}`, `spec.resourceQuota.${field} must not be negative, found ${JSON.stringify(raw)}`, 'Use zero or a positive quantity.');
        } else {
          quota[field] = text;
        }
      }
      const gpu = rq.gpuCount;
      if (gpu !== undefined && gpu !== null) {
        if (typeof gpu !== 'number' || !Number.isSafeInteger(gpu) || gpu < 0) {
          problem('tenant/gpu-count', '/spec/resourceQuota/gpuCount', `spec.resourceQuota.gpuCount must be a whole number >= 0, found ${JSON.stringify(gpu)}`, 'GPUs are whole devices, e.g. 4.');
        } else {
          quota.gpuCount = gpu;
        }
      }
    }
  }

  const names = (pointer: string, label: string, value: unknown, check: (item: string) => string | undefined): string[] => {
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
        problem('tenant/list', `${pointer}/${i}`, `${label}[${i}] ${JSON.stringify(item)} ${why}`, 'Fix or remove the entry.');
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
        isDnsLabel(item) ? undefined : 'is not a namespace name (DNS-1123 label)',
      );
    }
  }

  let adminGroups: string[] = [];
  let editGroups: string[] = [];
  if (spec.access !== undefined && spec.access !== null) {
    if (!isRecord(spec.access)) {
      problem('tenant/access', '/spec/access', 'spec.access must be an object', 'Set spec.access.adminGroups and spec.access.editGroups.');
    } else {
      const group = (item: string): string | undefined => (item.trim() !== item ? 'has leading or trailing spaces' : undefined);
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
        `/metadata/annotations/${DELETION_POLICY_ANNOTATION.replace('/', '~1')}`,
        `annotation ${DELETION_POLICY_ANNOTATION} must be one of ${DELETION_POLICIES.join(', ')}, found ${JSON.stringify(policy)}`,
        'Delete removes the tenant namespace with the TenantOnboarding; Retain keeps it.',
      );
  }

  if (findings.length > 0) return { ok: false, findings };
  return { ok: true, spec: { namespace, quota, allowEgressTo, adminGroups, editGroups, deletionPolicy } };
}

/** One line per finding, for a condition message: `spec.x: problem; spec.y: problem`. */
export function summarizeFindings(findings: readonly Finding[]): string {
  return findings.map((f) => f.message).join('; ');
}
