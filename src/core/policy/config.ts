import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { compileWithCodeStore, type AjvFlavour } from '../schema/ajv-standalone.js';
import { parseQuantity, type Quantity } from '../cel/index.js';
import type { Finding, Severity } from '../findings/finding.js';
import { isRecord } from '../manifest/manifest.js';
import type { YamlDocument } from '../yaml/parse.js';
import { appendPointer } from '../yaml/pointer.js';
import type { UserInfo } from './admission.js';

/**
 * `policies/driftgate.yaml`: configuration of the built-in cross-document rules, the
 * simulated admission request, and waivers. A typed document validated by a JSON schema;
 * every problem is a finding at its line and column (rule `policy-pack/config`).
 */

export const CONFIG_API_VERSION = 'policy.driftgate.dev/v1alpha1';
export const CONFIG_KIND = 'DriftgateConfig';

export interface RuleToggle {
  readonly enabled: boolean;
  readonly severity: Severity;
}

export interface BudgetTotals {
  readonly gpuCount?: bigint;
  readonly cpu?: Quantity;
  readonly memory?: Quantity;
}

export interface WaiverEntry {
  readonly rule: string;
  readonly object: { readonly apiVersion?: string; readonly kind: string; readonly namespace?: string; readonly name: string };
  readonly justification: string;
  /** YYYY-MM-DD; the waiver holds through that whole day (UTC). */
  readonly expires: string;
  /** YYYY-MM-DD, optional: when the waiver was approved; its lifetime is measured from here (else from today). */
  readonly approved?: string;
  /** Where the entry is, for findings about it. */
  readonly at: { readonly file: string; readonly line: number; readonly column: number; readonly pointer: string };
}

export interface PolicyConfig {
  readonly tenants: { readonly group: string; readonly kind: string };
  readonly request: { readonly userInfo: UserInfo; readonly defaultNamespace: string };
  readonly rules: {
    readonly uniqueTenantNamespace: RuleToggle;
    readonly uniqueNames: RuleToggle;
    readonly budgets: RuleToggle & { readonly totals: BudgetTotals };
    readonly egressTargets: RuleToggle & { readonly systemNamespaces: readonly string[] };
    readonly tenantNamespaceTaken: RuleToggle;
  };
  readonly waivers: readonly WaiverEntry[];
  readonly waiverLimits: WaiverLimits;
  /**
   * Kinds the repository knows it has no schema for (a third-party CRD it does not vendor):
   * instead of a `schema/unknown-kind` warning, the run summary names each such object as not
   * validated, with this reason. A kind with a schema is validated whatever this says.
   */
  readonly unvalidatedKinds: readonly UnvalidatedKind[];
  /** Where the config came from (absent for the built-in defaults). */
  readonly document?: YamlDocument;
}

export interface UnvalidatedKind {
  readonly apiVersion: string;
  readonly kind: string;
  readonly reason: string;
}

export interface WaiverLimits {
  /** The longest a waiver may last, in days from its approval date (or from today). */
  readonly maxDays: number;
  /**
   * Rule ids that may be waived: exact ids, `prefix/*`, or `*`. Security rules (NEVER_WAIVABLE)
   * can never be waived, whatever this says.
   */
  readonly waivableRules: readonly string[];
}

export const DEFAULT_WAIVER_MAX_DAYS = 90;

/**
 * Rules no waiver can switch off: what keeps one tenant from taking the cluster or another
 * tenant's namespace (system groups, reserved and foreign namespaces, RBAC escalation, the sync
 * scope), and the gate's own findings. Patterns as in `waivableRules`.
 */
export const NEVER_WAIVABLE: readonly string[] = [
  'vap/tenant-access-system-groups',
  'vap/tenant-namespace-reserved',
  'cross/tenant-namespace-taken',
  'cross/unique-tenant-namespace',
  'rbac/*',
  'scope/*',
  'gate/*',
  'waiver/*',
  'policy-pack/*',
];

/** True when `ruleId` matches a pattern: an exact id, `prefix/*` (any id under prefix/), or `*`. */
export function matchesRulePattern(ruleId: string, pattern: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith('/*')) return ruleId.startsWith(pattern.slice(0, -1));
  return ruleId === pattern;
}

export function isNeverWaivable(ruleId: string): boolean {
  return NEVER_WAIVABLE.some((p) => matchesRulePattern(ruleId, p));
}

export const DEFAULT_USER: UserInfo = {
  username: 'system:serviceaccount:driftgate-system:driftgate',
  groups: ['system:serviceaccounts', 'system:serviceaccounts:driftgate-system', 'system:authenticated'],
};

export const DEFAULT_CONFIG: PolicyConfig = {
  tenants: { group: 'platform.example.com', kind: 'TenantOnboarding' },
  request: { userInfo: DEFAULT_USER, defaultNamespace: 'default' },
  rules: {
    uniqueTenantNamespace: { enabled: true, severity: 'error' },
    uniqueNames: { enabled: true, severity: 'error' },
    budgets: { enabled: false, severity: 'error', totals: {} },
    egressTargets: { enabled: true, severity: 'error', systemNamespaces: ['kube-system'] },
    tenantNamespaceTaken: { enabled: true, severity: 'error' },
  },
  waivers: [],
  waiverLimits: { maxDays: DEFAULT_WAIVER_MAX_DAYS, waivableRules: ['*'] },
  unvalidatedKinds: [],
};

const severity = { enum: ['error', 'warning', 'info'] };
const toggle = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: 'object',
  additionalProperties: false,
  properties: { enabled: { type: 'boolean' }, severity, ...extra },
});
const quantity = { anyOf: [{ type: 'string', minLength: 1 }, { type: 'number' }] };

/** JSON schema of driftgate.yaml (also published in docs/policies.md). */
export const CONFIG_SCHEMA = {
  type: 'object',
  required: ['apiVersion', 'kind'],
  additionalProperties: false,
  properties: {
    apiVersion: { const: CONFIG_API_VERSION },
    kind: { const: CONFIG_KIND },
    metadata: { type: 'object', properties: { name: { type: 'string' } } },
    spec: {
      type: 'object',
      additionalProperties: false,
      properties: {
        tenants: {
          type: 'object',
          additionalProperties: false,
          required: ['group', 'kind'],
          properties: { group: { type: 'string', minLength: 1 }, kind: { type: 'string', minLength: 1 } },
        },
        request: {
          type: 'object',
          additionalProperties: false,
          properties: {
            defaultNamespace: { type: 'string', minLength: 1 },
            userInfo: {
              type: 'object',
              additionalProperties: false,
              required: ['username'],
              properties: {
                username: { type: 'string', minLength: 1 },
                uid: { type: 'string' },
                groups: { type: 'array', items: { type: 'string' } },
                extra: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
              },
            },
          },
        },
        rules: {
          type: 'object',
          additionalProperties: false,
          properties: {
            uniqueTenantNamespace: toggle(),
            uniqueNames: toggle(),
            budgets: toggle({
              totals: {
                type: 'object',
                additionalProperties: false,
                properties: { gpuCount: { type: 'integer', minimum: 0 }, cpu: quantity, memory: quantity },
              },
            }),
            egressTargets: toggle({ systemNamespaces: { type: 'array', items: { type: 'string', minLength: 1 } } }),
            tenantNamespaceTaken: toggle(),
          },
        },
        waivers: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['rule', 'object', 'justification', 'expires'],
            properties: {
              rule: { type: 'string', minLength: 1 },
              object: {
                type: 'object',
                additionalProperties: false,
                required: ['kind', 'name'],
                properties: { apiVersion: { type: 'string' }, kind: { type: 'string' }, namespace: { type: 'string' }, name: { type: 'string' } },
              },
              justification: { type: 'string', minLength: 1 },
              expires: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
              approved: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            },
          },
        },
        unvalidatedKinds: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['apiVersion', 'kind', 'reason'],
            properties: { apiVersion: { type: 'string', minLength: 1 }, kind: { type: 'string', minLength: 1 }, reason: { type: 'string', minLength: 1 } },
          },
        },
        // The repository's pack replaces the shipped default pack instead of extending it.
        replaceDefaults: { type: 'boolean' },
        waiverLimits: {
          type: 'object',
          additionalProperties: false,
          properties: {
            maxDays: { type: 'integer', minimum: 1, maximum: 3650 },
            waivableRules: { type: 'array', items: { type: 'string', minLength: 1 } },
          },
        },
      },
    },
  },
} as const;

let configAjv: Ajv | undefined;
/** The config schema's ajv; the bundle loads its validator generated at build time (ajv-standalone.ts). */
export const CONFIG_AJV: AjvFlavour = {
  name: 'config',
  // validateSchema: false — the schema is ours and fixed; compiling ajv's meta-schema costs ~150 ms at start-up.
  ajv: () => (configAjv ??= new Ajv({ allErrors: true, strict: true, validateSchema: false, code: { source: true } })),
  runtime: () => ({}),
  keywordCode: new Map(),
};

let validator: ValidateFunction | undefined;
function schemaValidator(): ValidateFunction {
  validator ??= compileWithCodeStore(CONFIG_AJV, CONFIG_SCHEMA);
  return validator;
}

export function parseConfig(document: YamlDocument): { config: PolicyConfig; findings: Finding[] } {
  const findings: Finding[] = [];
  const problem = (pointer: string, message: string, at: 'key' | 'value' = 'value'): void => {
    const loc = document.locate(pointer, at);
    findings.push({ ruleId: 'policy-pack/config', severity: 'error', message, file: loc.file, line: loc.line, column: loc.column, pointer, hint: 'See docs/policies.md for the driftgate.yaml format.' });
  };
  const validate = schemaValidator();
  if (!validate(document.value)) {
    for (const e of validate.errors ?? []) {
      const { pointer, message, at } = describeAjvError(e);
      problem(pointer, message, at);
    }
    if (!isRecord(document.value)) return { config: { ...DEFAULT_CONFIG, document }, findings };
    // Keep reading: the semantic checks below report what the schema cannot (quantities, dates).
  }
  const root = document.value as Record<string, unknown>;
  const spec = isRecord(root.spec) ? root.spec : {};
  const get = (o: unknown, k: string): unknown => (isRecord(o) ? o[k] : undefined);

  const tenantsRaw = get(spec, 'tenants');
  const tenants =
    isRecord(tenantsRaw) && typeof tenantsRaw.group === 'string' && typeof tenantsRaw.kind === 'string'
      ? { group: tenantsRaw.group, kind: tenantsRaw.kind }
      : DEFAULT_CONFIG.tenants;
  const req = get(spec, 'request');
  const ui = get(req, 'userInfo');
  const userInfo: UserInfo = isRecord(ui)
    ? {
        username: String(ui.username),
        ...(typeof ui.uid === 'string' ? { uid: ui.uid } : {}),
        groups: Array.isArray(ui.groups) ? ui.groups.map(String) : [],
        ...(isRecord(ui.extra) ? { extra: Object.fromEntries(Object.entries(ui.extra).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : []])) } : {}),
      }
    : DEFAULT_USER;
  const defaultNamespace = typeof get(req, 'defaultNamespace') === 'string' ? String(get(req, 'defaultNamespace')) : 'default';

  const rules = get(spec, 'rules');
  const readToggle = (name: keyof PolicyConfig['rules']): RuleToggle => {
    const raw = get(rules, name);
    const d = DEFAULT_CONFIG.rules[name];
    return {
      enabled: typeof get(raw, 'enabled') === 'boolean' ? Boolean(get(raw, 'enabled')) : raw === undefined ? d.enabled : true,
      severity: (get(raw, 'severity') as Severity | undefined) ?? d.severity,
    };
  };
  const budgetsRaw = get(rules, 'budgets');
  const totalsRaw = get(budgetsRaw, 'totals');
  const totals: { gpuCount?: bigint; cpu?: Quantity; memory?: Quantity } = {};
  if (isRecord(totalsRaw)) {
    if (typeof totalsRaw.gpuCount === 'number' && Number.isInteger(totalsRaw.gpuCount)) totals.gpuCount = BigInt(totalsRaw.gpuCount);
    for (const key of ['cpu', 'memory'] as const) {
      const v = totalsRaw[key];
      if (v === undefined) continue;
      const q = parseQuantity(String(v));
      if (!q) problem(`/spec/rules/budgets/totals/${key}`, `budgets.totals.${key} must be a Kubernetes quantity such as "64" or "256Gi"; found ${JSON.stringify(v)}`);
      else totals[key] = q;
    }
  }
  const egressRaw = get(rules, 'egressTargets');
  const systemNamespaces = Array.isArray(get(egressRaw, 'systemNamespaces'))
    ? (get(egressRaw, 'systemNamespaces') as unknown[]).map(String)
    : DEFAULT_CONFIG.rules.egressTargets.systemNamespaces;
  const budgetToggle = readToggle('budgets');
  if (budgetsRaw !== undefined && get(budgetsRaw, 'enabled') === undefined) {
    // A budgets section with totals is enabled unless it says otherwise.
    Object.assign(budgetToggle, { enabled: Object.keys(totals).length > 0 });
  }

  const waivers: WaiverEntry[] = [];
  const list = get(spec, 'waivers');
  if (Array.isArray(list)) {
    list.forEach((w, i) => {
      if (!isRecord(w) || !isRecord(w.object) || typeof w.rule !== 'string' || typeof w.expires !== 'string' || typeof w.justification !== 'string') return;
      const pointer = `/spec/waivers/${i}`;
      const loc = document.locate(pointer);
      const expires = String(w.expires);
      if (/^\d{4}-\d{2}-\d{2}$/.test(expires) && !validDate(expires)) problem(`${pointer}/expires`, `waiver expiry ${JSON.stringify(expires)} is not a calendar date (YYYY-MM-DD)`);
      const approved = typeof w.approved === 'string' ? w.approved : undefined;
      if (approved !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(approved) && !validDate(approved)) problem(`${pointer}/approved`, `waiver approval date ${JSON.stringify(approved)} is not a calendar date (YYYY-MM-DD)`);
      waivers.push({
        rule: String(w.rule),
        object: {
          kind: String(w.object.kind),
          name: String(w.object.name),
          ...(typeof w.object.apiVersion === 'string' ? { apiVersion: w.object.apiVersion } : {}),
          ...(typeof w.object.namespace === 'string' ? { namespace: w.object.namespace } : {}),
        },
        justification: String(w.justification).trim(),
        expires,
        ...(approved !== undefined ? { approved } : {}),
        at: { file: loc.file, line: loc.line, column: loc.column, pointer },
      });
    });
  }

  const limitsRaw = get(spec, 'waiverLimits');
  const maxDaysRaw = get(limitsRaw, 'maxDays');
  const maxDays = typeof maxDaysRaw === 'number' && Number.isInteger(maxDaysRaw) && maxDaysRaw >= 1 && maxDaysRaw <= 3650 ? maxDaysRaw : DEFAULT_WAIVER_MAX_DAYS;
  const waivableRaw = get(limitsRaw, 'waivableRules');
  const waivableRules: string[] = [];
  if (Array.isArray(waivableRaw)) {
    waivableRaw.forEach((r, i) => {
      if (typeof r !== 'string' || r === '') return;
      // Listing a security rule is a mistake worth stopping for; broader patterns (`vap/*`, `*`) simply exclude them.
      const never = NEVER_WAIVABLE.find((p) => matchesRulePattern(r, p));
      if (never !== undefined) {
        problem(`/spec/waiverLimits/waivableRules/${i}`, `${JSON.stringify(r)} cannot be waivable: it names a security rule (${never}) that no waiver may switch off`);
        return;
      }
      waivableRules.push(r);
    });
  }

  return {
    config: {
      tenants,
      request: { userInfo, defaultNamespace },
      rules: {
        uniqueTenantNamespace: readToggle('uniqueTenantNamespace'),
        uniqueNames: readToggle('uniqueNames'),
        budgets: { ...budgetToggle, totals },
        egressTargets: { ...readToggle('egressTargets'), systemNamespaces },
        tenantNamespaceTaken: readToggle('tenantNamespaceTaken'),
      },
      waivers,
      waiverLimits: { maxDays, waivableRules: Array.isArray(waivableRaw) ? waivableRules : DEFAULT_CONFIG.waiverLimits.waivableRules },
      unvalidatedKinds: readUnvalidatedKinds(get(spec, 'unvalidatedKinds')),
      document,
    },
    findings,
  };
}

function readUnvalidatedKinds(raw: unknown): UnvalidatedKind[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((e) => (isRecord(e) && typeof e.apiVersion === 'string' && typeof e.kind === 'string' && typeof e.reason === 'string' && e.reason.trim() !== '' ? [{ apiVersion: e.apiVersion, kind: e.kind, reason: e.reason.trim() }] : []));
}

export function validDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

function describeAjvError(e: ErrorObject): { pointer: string; message: string; at: 'key' | 'value' } {
  const where = e.instancePath === '' ? 'the document' : e.instancePath.slice(1).replace(/\//g, '.');
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String((e.params as { additionalProperty?: unknown }).additionalProperty);
      return { pointer: appendPointer(e.instancePath, key), message: `unknown field "${key}" in ${where}`, at: 'key' };
    }
    case 'required':
      return { pointer: e.instancePath, message: `${where} is missing the required field "${String((e.params as { missingProperty?: unknown }).missingProperty)}"`, at: 'value' };
    case 'const':
      return { pointer: e.instancePath, message: `${where} must be ${JSON.stringify((e.params as { allowedValue?: unknown }).allowedValue)}`, at: 'value' };
    case 'enum':
      return { pointer: e.instancePath, message: `${where} must be one of ${((e.params as { allowedValues?: unknown[] }).allowedValues ?? []).join(', ')}`, at: 'value' };
    default:
      return { pointer: e.instancePath, message: `${where} ${e.message ?? 'is invalid'}`, at: 'value' };
  }
}
