import { describeValue, isRecord, type KubeObject } from '../../manifest/manifest.js';
import { atField } from '../describe.js';
import { formatChecker, parseIp } from '../formats.js';
import { checkMetadata, qualifiedNameProblem } from '../metadata.js';
import { isDns1123Label, isDns1123Subdomain, LABEL_EXPECTED, SUBDOMAIN_EXPECTED } from '../../kube/names.js';
import { compareQuantities, parseQuantity } from './quantity.js';
import type { SchemaViolation } from '../types.js';
import { appendPointer } from '../../yaml/pointer.js';
import type { Scope } from './schema-set.js';
import { SELECTOR_OPERATORS } from '../../kube/labels.js';

/**
 * The cheap part of kube-apiserver's Go validation of built-in kinds (pkg/apis/<group>/validation),
 * the rules users hit most: ObjectMeta syntax and each kind's name rule, port ranges, container
 * names, selectors that must match their template, restart policies per controller, label
 * selector operators, ConfigMap/Secret keys. The rest of Go validation is out of reach offline;
 * docs/schema.md lists what is and is not covered.
 */

export interface SemanticsContext {
  readonly kind: string;
  readonly groupVersion: string;
  readonly scope: Scope;
}

type Json = Record<string, unknown>;

const CONFIG_KEY = /^[-._a-zA-Z0-9]+$/;
const IANA_SVC_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

type NameRule = { readonly expected: string; readonly test: (name: string) => boolean };

const SUBDOMAIN: NameRule = { expected: SUBDOMAIN_EXPECTED, test: isDns1123Subdomain };
const LABEL: NameRule = { expected: LABEL_EXPECTED, test: isDns1123Label };
const PATH_SEGMENT: NameRule = { expected: 'a name without "/" or "%" that is not "." or ".."', test: (n) => n !== '.' && n !== '..' && !n.includes('/') && !n.includes('%') };

/** Name rules that differ from the default (a DNS-1123 subdomain), by kind. */
const NAME_RULES: Readonly<Record<string, NameRule>> = {
  // RelaxedServiceNameValidation is on by default since 1.36: a DNS-1123 label (1.35 and before: DNS-1035).
  Service: LABEL,
  // The API server validates no name rule for PodDisruptionBudgets beyond the generic path-segment one.
  PodDisruptionBudget: PATH_SEGMENT,
  // "<version>.<group>", and "v1." for the core group.
  APIService: PATH_SEGMENT,
  // "We don't care what you call your certificate requests" (certificates validation).
  CertificateSigningRequest: PATH_SEGMENT,
  Namespace: LABEL,
  StatefulSet: LABEL,
  Role: PATH_SEGMENT,
  RoleBinding: PATH_SEGMENT,
  ClusterRole: PATH_SEGMENT,
  ClusterRoleBinding: PATH_SEGMENT,
  CronJob: { expected: `${SUBDOMAIN_EXPECTED}, of at most 52 characters (the Job names it creates add 11)`, test: (n) => n.length <= 52 && SUBDOMAIN.test(n) },
  Job: { expected: `${SUBDOMAIN_EXPECTED}, of at most 63 characters (it becomes the value of the job-name label)`, test: (n) => n.length <= 63 && SUBDOMAIN.test(n) },
};

class Out {
  readonly list: SchemaViolation[] = [];
  add(ruleId: string, pointer: string, path: string, message: string, hint?: string, at: 'key' | 'value' = 'value'): void {
    this.list.push({ ruleId, severity: 'error', pointer, at, message: atField(path, message), ...(hint ? { hint } : {}) });
  }
}

export function checkBuiltinSemantics(object: KubeObject, context: SemanticsContext): SchemaViolation[] {
  const out = new Out();
  const meta = object.metadata;
  if (isRecord(meta)) {
    // ObjectMeta syntax (labels, annotations, namespace, generateName, finalizers); the name rule is per kind.
    const { name, ...rest } = meta;
    out.list.push(...checkMetadata({ metadata: rest }, { scope: 'Namespaced', kind: context.kind, pointer: '', path: '', embedded: false }));
    if (typeof name === 'string') {
      const rule = NAME_RULES[context.kind] ?? SUBDOMAIN;
      if (!rule.test(name)) out.add('schema/metadata', '/metadata/name', 'metadata.name', `Invalid value: expected ${rule.expected}, found ${describeValue(name)}`);
    }
  }
  const spec = isRecord(object.spec) ? object.spec : undefined;
  const group = context.groupVersion.includes('/') ? context.groupVersion.slice(0, context.groupVersion.indexOf('/')) : '';
  switch (`${group}/${context.kind}`) {
    case 'apps/Deployment':
    case 'apps/ReplicaSet':
    case 'apps/StatefulSet':
    case 'apps/DaemonSet':
      if (spec) {
        checkSelectorMatchesTemplate(spec, out);
        // A StatefulSet's containers may mount its volumeClaimTemplates by name: the API server
        // validates the pod spec with those claims added to the pod's volumes.
        checkPodTemplate(spec.template, '/spec/template', 'spec.template', out, ['Always'], context.kind, context.kind === 'StatefulSet' ? claimTemplateNames(spec.volumeClaimTemplates) : []);
        checkNonNegative(spec, ['replicas', 'minReadySeconds', 'revisionHistoryLimit'], '/spec', 'spec', out);
        const rolling = isRecord(spec.strategy) && isRecord(spec.strategy.rollingUpdate) ? spec.strategy.rollingUpdate : isRecord(spec.updateStrategy) && isRecord(spec.updateStrategy.rollingUpdate) ? spec.updateStrategy.rollingUpdate : undefined;
        if (rolling) {
          const base = isRecord(spec.strategy) ? '/spec/strategy/rollingUpdate' : '/spec/updateStrategy/rollingUpdate';
          for (const field of ['maxSurge', 'maxUnavailable'] as const) checkIntOrPercent(rolling[field], `${base}/${field}`, `${base.slice(1).replace(/\//g, '.')}.${field}`, out, field === 'maxUnavailable');
        }
      }
      break;
    case 'batch/Job':
      if (spec) {
        checkPodTemplate(spec.template, '/spec/template', 'spec.template', out, ['OnFailure', 'Never']);
        checkNonNegative(spec, ['parallelism', 'completions', 'backoffLimit', 'activeDeadlineSeconds', 'ttlSecondsAfterFinished'], '/spec', 'spec', out);
        if (isRecord(spec.selector)) checkLabelSelector(spec.selector, '/spec/selector', 'spec.selector', out);
      }
      break;
    case 'batch/CronJob': {
      if (spec && typeof spec.schedule === 'string') {
        const problem = cronProblem(spec.schedule);
        if (problem) out.add('schema/format', '/spec/schedule', 'spec.schedule', `Invalid value: expected a cron schedule such as "*/5 * * * *" or "@hourly", found ${describeValue(spec.schedule)} (${problem})`);
      }
      if (spec && typeof spec.timeZone === 'string' && !isTimeZone(spec.timeZone)) {
        out.add('schema/format', '/spec/timeZone', 'spec.timeZone', `Invalid value: expected an IANA time zone such as "Europe/Berlin" or "Etc/UTC", found ${describeValue(spec.timeZone)} (unknown time zone)`);
      }
      const jobSpec = spec && isRecord(spec.jobTemplate) && isRecord(spec.jobTemplate.spec) ? spec.jobTemplate.spec : undefined;
      if (jobSpec) checkPodTemplate(jobSpec.template, '/spec/jobTemplate/spec/template', 'spec.jobTemplate.spec.template', out, ['OnFailure', 'Never']);
      break;
    }
    case '/Pod':
      if (spec) checkPodSpec(spec, '/spec', 'spec', out);
      break;
    case '/Service':
      if (spec) checkServiceSpec(spec, out);
      break;
    case '/Secret':
      checkSecretType(object, out);
      checkConfigKeys(object, out);
      break;
    case '/ConfigMap':
      checkConfigKeys(object, out);
      break;
    case 'networking.k8s.io/NetworkPolicy':
      if (spec) checkNetworkPolicy(spec, out);
      break;
    case 'networking.k8s.io/Ingress':
      if (spec) checkIngress(spec, out);
      break;
    case 'rbac.authorization.k8s.io/RoleBinding':
    case 'rbac.authorization.k8s.io/ClusterRoleBinding':
      checkRoleBinding(object, context.kind === 'RoleBinding', out);
      break;
    case 'autoscaling/HorizontalPodAutoscaler':
      if (spec) checkHpa(spec, out);
      break;
    case '/PersistentVolumeClaim':
      if (spec) checkPvc(spec, out);
      break;
    case '/ResourceQuota':
      if (spec && isRecord(spec.hard)) {
        for (const [key, v] of Object.entries(spec.hard)) {
          if (!isQuotaResourceName(key)) {
            out.add('schema/enum', appendPointer('/spec/hard', key), `spec.hard[${key}]`, `Invalid value: expected a standard quota resource (such as requests.cpu, limits.memory, pods, count/deployments.apps) or a fully qualified name, found ${describeValue(key)}`, undefined, 'key');
          }
          const q = parseQuantity(v);
          if (q !== undefined && q < 0) out.add('schema/range', appendPointer('/spec/hard', key), `spec.hard[${key}]`, `Invalid value: expected a quantity ≥ 0, found ${describeValue(v)}`);
        }
      }
      break;
    case 'storage.k8s.io/StorageClass':
      // validateStorageClass: Recycle is a PersistentVolume policy only.
      if (typeof object.reclaimPolicy === 'string' && !['Delete', 'Retain'].includes(object.reclaimPolicy)) {
        out.add('schema/enum', '/reclaimPolicy', 'reclaimPolicy', `Unsupported value: expected "Delete" or "Retain", found ${describeValue(object.reclaimPolicy)}`);
      }
      break;
    case '/LimitRange':
      if (spec) checkLimitRange(spec, out);
      break;
    case 'policy/PodDisruptionBudget':
      if (spec) {
        if (spec.minAvailable !== undefined && spec.minAvailable !== null && spec.maxUnavailable !== undefined && spec.maxUnavailable !== null) {
          out.add('schema/semantics', '/spec', 'spec', 'Invalid value: expected minAvailable or maxUnavailable, found both (they are mutually exclusive)', undefined, 'key');
        }
        if (isRecord(spec.selector)) checkLabelSelector(spec.selector, '/spec/selector', 'spec.selector', out);
        for (const field of ['minAvailable', 'maxUnavailable'] as const) checkIntOrPercent(spec[field], `/spec/${field}`, `spec.${field}`, out, true);
      }
      break;
    case 'rbac.authorization.k8s.io/Role':
    case 'rbac.authorization.k8s.io/ClusterRole':
      if (Array.isArray(object.rules)) {
        object.rules.forEach((rule, i) => {
          if (isRecord(rule) && (!Array.isArray(rule.verbs) || rule.verbs.length === 0)) {
            out.add('schema/required', rule.verbs === undefined ? `/rules/${i}` : `/rules/${i}/verbs`, `rules[${i}].verbs`, 'Required value: expected at least one verb, found none', undefined, rule.verbs === undefined ? 'key' : 'value');
          }
        });
      }
      break;
    case 'networking.k8s.io/IngressClass':
      if (!spec || typeof spec.controller !== 'string' || spec.controller === '') {
        out.add('schema/required', spec ? '/spec' : '', 'spec.controller', 'Required value: expected the controller that implements the class, such as "example.com/ingress-controller", found nothing', undefined, 'key');
      }
      break;
    default:
      break;
  }
  return out.list;
}

function checkNonNegative(spec: Json, fields: readonly string[], pointer: string, path: string, out: Out): void {
  for (const f of fields) {
    const v = spec[f];
    if (typeof v === 'number' && v < 0) out.add('schema/range', appendPointer(pointer, f), `${path}.${f}`, `Invalid value: expected a value ≥ 0, found ${v}`);
  }
}

function labelsOf(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? value : undefined;
}

/** apps/v1 controllers: a non-empty selector that selects the template's labels. */
function checkSelectorMatchesTemplate(spec: Json, out: Out): void {
  const selector = spec.selector;
  if (!isRecord(selector)) return;
  checkLabelSelector(selector, '/spec/selector', 'spec.selector', out);
  const matchLabels = labelsOf(selector.matchLabels) ?? {};
  const expressions = Array.isArray(selector.matchExpressions) ? selector.matchExpressions : [];
  if (Object.keys(matchLabels).length === 0 && expressions.length === 0) {
    out.add('schema/selector', '/spec/selector', 'spec.selector', 'Invalid value: expected a non-empty selector, found an empty one (it would select every pod)');
    return;
  }
  const template = isRecord(spec.template) ? spec.template : undefined;
  const labels = template && isRecord(template.metadata) ? (labelsOf(template.metadata.labels) ?? {}) : {};
  if (!selects(matchLabels, expressions, labels)) {
    out.add(
      'schema/selector',
      '/spec/template/metadata',
      'spec.template.metadata.labels',
      `Invalid value: expected labels that spec.selector selects (${describeSelector(matchLabels, expressions)}), found ${Object.keys(labels).length === 0 ? 'no labels' : JSON.stringify(labels)}: \`selector\` does not match template \`labels\``,
      'Give the pod template the labels of spec.selector.matchLabels.',
    );
  }
}

function describeSelector(matchLabels: Record<string, unknown>, expressions: readonly unknown[]): string {
  const parts = Object.entries(matchLabels).map(([k, v]) => `${k}=${String(v)}`);
  if (expressions.length > 0) parts.push(`${expressions.length} expression${expressions.length === 1 ? '' : 's'}`);
  return parts.join(', ');
}

function selects(matchLabels: Record<string, unknown>, expressions: readonly unknown[], labels: Record<string, unknown>): boolean {
  for (const [k, v] of Object.entries(matchLabels)) if (labels[k] !== v) return false;
  for (const e of expressions) {
    if (!isRecord(e) || typeof e.key !== 'string') continue;
    const values = Array.isArray(e.values) ? e.values : [];
    const has = Object.prototype.hasOwnProperty.call(labels, e.key);
    const value = labels[e.key];
    switch (e.operator) {
      case 'In':
        if (!has || !values.includes(value)) return false;
        break;
      case 'NotIn':
        if (has && values.includes(value)) return false;
        break;
      case 'Exists':
        if (!has) return false;
        break;
      case 'DoesNotExist':
        if (has) return false;
        break;
      default:
        break;
    }
  }
  return true;
}


/** metav1 LabelSelector: operators, and values present exactly for In/NotIn. */
function checkLabelSelector(selector: Json, pointer: string, path: string, out: Out): void {
  if (isRecord(selector.matchLabels)) {
    for (const key of Object.keys(selector.matchLabels)) {
      const problem = qualifiedNameProblem(key);
      if (problem) out.add('schema/selector', appendPointer(`${pointer}/matchLabels`, key), `${path}.matchLabels`, `Invalid value: expected a label key, found ${describeValue(key)} (${problem})`, undefined, 'key');
    }
  }
  const expressions = selector.matchExpressions;
  if (!Array.isArray(expressions)) return;
  expressions.forEach((e, i) => {
    if (!isRecord(e)) return;
    const p = `${pointer}/matchExpressions/${i}`;
    const fp = `${path}.matchExpressions[${i}]`;
    if (typeof e.operator === 'string' && !(SELECTOR_OPERATORS as readonly string[]).includes(e.operator)) {
      out.add('schema/enum', `${p}/operator`, `${fp}.operator`, `Unsupported value: expected one of "In", "NotIn", "Exists", "DoesNotExist", found ${describeValue(e.operator)}`);
      return;
    }
    const values = Array.isArray(e.values) ? e.values : [];
    if ((e.operator === 'In' || e.operator === 'NotIn') && values.length === 0) {
      out.add('schema/selector', p, `${fp}.values`, `Required value: expected at least one value for operator ${e.operator}, found none`, undefined, 'key');
    }
    if ((e.operator === 'Exists' || e.operator === 'DoesNotExist') && values.length > 0) {
      out.add('schema/selector', `${p}/values`, `${fp}.values`, `Forbidden: expected no values for operator ${e.operator}, found ${values.length}`);
    }
  });
}

/** The names a StatefulSet's pods get a volume for, one per volumeClaimTemplate. */
function claimTemplateNames(templates: unknown): string[] {
  if (!Array.isArray(templates)) return [];
  return templates.flatMap((t) => (isRecord(t) && isRecord(t.metadata) && typeof t.metadata.name === 'string' && t.metadata.name !== '' ? [t.metadata.name] : []));
}

function checkPodTemplate(template: unknown, pointer: string, path: string, out: Out, restartPolicies: readonly string[], kind?: string, claimVolumes: readonly string[] = []): void {
  if (!isRecord(template) || !isRecord(template.spec)) return;
  const spec = template.spec;
  if (typeof spec.restartPolicy === 'string' && spec.restartPolicy !== '' && !restartPolicies.includes(spec.restartPolicy)) {
    out.add('schema/enum', `${pointer}/spec/restartPolicy`, `${path}.spec.restartPolicy`, `Unsupported value: expected ${restartPolicies.map((r) => JSON.stringify(r)).join(' or ')} here, found ${describeValue(spec.restartPolicy)}`);
  } else if ((spec.restartPolicy === undefined || spec.restartPolicy === null || spec.restartPolicy === '') && !restartPolicies.includes('Always')) {
    // A pod's restartPolicy defaults to Always, which a Job's template may not have.
    out.add('schema/enum', `${pointer}/spec`, `${path}.spec.restartPolicy`, `Required value: expected ${restartPolicies.map((r) => JSON.stringify(r)).join(' or ')} (the default "Always" is not allowed here), found nothing`, 'Set restartPolicy: OnFailure or Never in the Job\'s pod template.', 'key');
  }
  // A StatefulSet sets its pods' hostnames itself: the template's are not validated.
  checkPodSpec(spec, `${pointer}/spec`, `${path}.spec`, out, kind !== 'StatefulSet', claimVolumes);
}

// IsStandardQuotaResourceName (k8s.io/kubernetes pkg/apis/core/helper): a name without a "/"
// must be one of these, or a hugepages request; names with a "/" are fully qualified.
const STANDARD_QUOTA_RESOURCES = new Set([
  'pods', 'services', 'replicationcontrollers', 'resourcequotas', 'secrets', 'configmaps', 'persistentvolumeclaims',
  'services.nodeports', 'services.loadbalancers', 'cpu', 'memory', 'ephemeral-storage',
  'requests.cpu', 'requests.memory', 'requests.storage', 'requests.ephemeral-storage', 'limits.cpu', 'limits.memory', 'limits.ephemeral-storage',
]);

function isQuotaResourceName(name: string): boolean {
  return name.includes('/') || STANDARD_QUOTA_RESOURCES.has(name) || name.startsWith('requests.hugepages-') || name.startsWith('hugepages-');
}

/** validateVolumes: file modes of projected files are permission bits, 0 to 0777 (511). */
const MAX_FILE_MODE = 0o777;

function checkFileModes(volume: Json, pointer: string, path: string, out: Out): void {
  const bad = (mode: unknown, p: string, fp: string): void => {
    if (typeof mode === 'number' && (mode < 0 || mode > MAX_FILE_MODE)) out.add('schema/range', p, fp, `Invalid value: expected a file mode between 0 and 0777 (octal; 511 in decimal), found ${mode} (YAML reads 0644 as octal, 644 as decimal)`);
  };
  for (const source of ['configMap', 'secret', 'downwardAPI', 'projected']) {
    const s = volume[source];
    if (!isRecord(s)) continue;
    bad(s.defaultMode, `${pointer}/${source}/defaultMode`, `${path}.${source}.defaultMode`);
    const items = source === 'projected' ? (Array.isArray(s.sources) ? s.sources.flatMap((src, k) => (isRecord(src) ? Object.entries(src).flatMap(([kind, proj]) => (isRecord(proj) && Array.isArray(proj.items) ? proj.items.map((item, j) => [item, `${pointer}/projected/sources/${k}/${kind}/items/${j}`, `${path}.projected.sources[${k}].${kind}.items[${j}]`] as const) : [])) : [])) : []) : Array.isArray(s.items) ? s.items.map((item, j) => [item, `${pointer}/${source}/items/${j}`, `${path}.${source}.items[${j}]`] as const) : [];
    for (const [item, p, fp] of items) if (isRecord(item)) bad(item.mode, `${p}/mode`, `${fp}.mode`);
  }
}

const PROBE_HANDLERS = ['exec', 'httpGet', 'tcpSocket', 'grpc'];
const ENV_NAME = /^[\x20-\x3c\x3e-\x7e]+$/;
/** IsValidPercent: digits and a '%', nothing else (no sign, no fraction). */
const PERCENT = /^[0-9]+%$/;

/** intstr rules of rolling updates and PodDisruptionBudgets: ints ≥ 0; percents "N%", at most 100 % where asked. */
function checkIntOrPercent(value: unknown, pointer: string, path: string, out: Out, atMost100: boolean): void {
  if (typeof value === 'number') {
    if (value < 0) out.add('schema/range', pointer, path, `Invalid value: expected a value ≥ 0, found ${value}`);
    return;
  }
  if (typeof value !== 'string') return;
  if (!PERCENT.test(value)) {
    out.add('schema/format', pointer, path, `Invalid value: expected a whole number or a percent such as "25%" (digits and '%'), found ${describeValue(value)}`);
    return;
  }
  if (atMost100 && Number(value.slice(0, -1)) > 100) out.add('schema/range', pointer, path, `Invalid value: expected at most 100%, found ${describeValue(value)}`);
}

/** A time zone the runtime's tz database knows (Go's time.LoadLocation reads the same IANA names). */
function isTimeZone(zone: string): boolean {
  if (zone === '' || zone === 'Local') return zone === '';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
/** validateDNSConfig: the resolver reads at most three. */
const MAX_NAMESERVERS = 3;

const ID_FIELDS = ['runAsUser', 'runAsGroup', 'fsGroup'];
const ID_MAX = 2147483647;

function checkIds(context: unknown, pointer: string, path: string, out: Out): void {
  if (!isRecord(context)) return;
  for (const f of ID_FIELDS) {
    const v = context[f];
    if (typeof v === 'number' && (v < 0 || v > ID_MAX)) out.add('schema/range', `${pointer}/${f}`, `${path}.${f}`, `Invalid value: expected a value between 0 and ${ID_MAX}, found ${v}`);
  }
}

function checkPodSpec(spec: Json, pointer: string, path: string, out: Out, hostnames = true, claimVolumes: readonly string[] = []): void {
  const names = new Map<string, string>();
  checkIds(spec.securityContext, `${pointer}/securityContext`, `${path}.securityContext`, out);
  for (const field of ['serviceAccountName', 'serviceAccount'] as const) {
    const v = spec[field];
    if (typeof v === 'string' && v !== '' && !SUBDOMAIN.test(v)) out.add('schema/format', `${pointer}/${field}`, `${path}.${field}`, `Invalid value: expected ${SUBDOMAIN_EXPECTED}, found ${describeValue(v)}`);
  }
  for (const field of hostnames ? (['hostname', 'subdomain'] as const) : []) {
    const v = spec[field];
    if (typeof v === 'string' && v !== '' && !LABEL.test(v)) out.add('schema/format', `${pointer}/${field}`, `${path}.${field}`, `Invalid value: expected ${LABEL_EXPECTED}, found ${describeValue(v)}`);
  }
  if (Array.isArray(spec.topologySpreadConstraints)) {
    spec.topologySpreadConstraints.forEach((c, i) => {
      if (isRecord(c) && typeof c.maxSkew === 'number' && c.maxSkew <= 0) {
        out.add('schema/range', `${pointer}/topologySpreadConstraints/${i}/maxSkew`, `${path}.topologySpreadConstraints[${i}].maxSkew`, `Invalid value: expected a value > 0, found ${c.maxSkew}`);
      }
    });
  }
  const nodeAffinity = isRecord(spec.affinity) && isRecord(spec.affinity.nodeAffinity) ? spec.affinity.nodeAffinity : undefined;
  const required = nodeAffinity && isRecord(nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution) ? nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution : undefined;
  if (required && Array.isArray(required.nodeSelectorTerms) && required.nodeSelectorTerms.length === 0) {
    out.add('schema/required', `${pointer}/affinity/nodeAffinity/requiredDuringSchedulingIgnoredDuringExecution/nodeSelectorTerms`, `${path}.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms`, 'Required value: expected at least one node selector term, found none');
  }
  if (spec.containers === undefined || spec.containers === null || (Array.isArray(spec.containers) && spec.containers.length === 0)) {
    out.add('schema/required', spec.containers === undefined ? pointer : `${pointer}/containers`, `${path}.containers`, 'Required value: expected at least one container, found none', undefined, spec.containers === undefined ? 'key' : 'value');
  }
  const volumes = new Set<string>();
  if (Array.isArray(spec.volumes)) {
    spec.volumes.forEach((v, i) => {
      if (!isRecord(v)) return;
      // validateVolumeSource: exactly one source per volume (name aside).
      const sources = Object.keys(v).filter((k) => k !== 'name' && v[k] !== undefined && v[k] !== null);
      if (sources.length > 1) out.add('schema/semantics', `${pointer}/volumes/${i}/${sources[1]!}`, `${path}.volumes[${i}].${sources[1]!}`, `Forbidden: expected one volume source, found ${sources.join(' and ')} (may not specify more than 1 volume type)`, undefined, 'key');
      checkFileModes(v, `${pointer}/volumes/${i}`, `${path}.volumes[${i}]`, out);
      if (typeof v.name !== 'string') return;
      if (v.name !== '' && !isDns1123Label(v.name)) out.add('schema/format', `${pointer}/volumes/${i}/name`, `${path}.volumes[${i}].name`, `Invalid value: expected ${LABEL_EXPECTED}, found ${describeValue(v.name)}`);
      if (volumes.has(v.name)) out.add('schema/duplicate', `${pointer}/volumes/${i}/name`, `${path}.volumes[${i}].name`, `Duplicate value: expected unique volume names, found "${v.name}" again`);
      volumes.add(v.name);
    });
  }
  for (const claim of claimVolumes) volumes.add(claim);
  if (Array.isArray(spec.tolerations)) {
    spec.tolerations.forEach((t, i) => {
      // A null toleration decodes as an empty one: no key and operator Equal, which only Exists may have.
      const toleration = t === null ? {} : t;
      if (!isRecord(toleration)) return;
      const key = typeof toleration.key === 'string' ? toleration.key : '';
      const operator = typeof toleration.operator === 'string' ? toleration.operator : '';
      if (key === '' && operator !== 'Exists') {
        out.add('schema/semantics', `${pointer}/tolerations/${i}`, `${path}.tolerations[${i}].operator`, `Invalid value: expected operator Exists when key is empty (it matches every taint), found ${describeValue(operator)}`);
      }
    });
  }
  const nameservers = isRecord(spec.dnsConfig) && Array.isArray(spec.dnsConfig.nameservers) ? spec.dnsConfig.nameservers : undefined;
  if (nameservers && nameservers.length > MAX_NAMESERVERS) {
    out.add('schema/range', `${pointer}/dnsConfig/nameservers`, `${path}.dnsConfig.nameservers`, `Invalid value: expected at most ${MAX_NAMESERVERS} nameservers, found ${nameservers.length}`);
  }
  if (spec.dnsPolicy === 'None' && !(nameservers && nameservers.length > 0)) {
    out.add('schema/required', `${pointer}/dnsPolicy`, `${path}.dnsConfig.nameservers`, 'Required value: expected at least one nameserver in dnsConfig when dnsPolicy is "None", found none');
  }
  if (Array.isArray(spec.initContainers)) {
    spec.initContainers.forEach((c, i) => {
      // Only a sidecar (restartPolicy: Always) init container may have these probes.
      if (!isRecord(c) || c.restartPolicy === 'Always') return;
      for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe']) {
        if (c[probe] !== undefined && c[probe] !== null) out.add('schema/semantics', `${pointer}/initContainers/${i}/${probe}`, `${path}.initContainers[${i}].${probe}`, `Forbidden: expected no ${probe} on an init container without restartPolicy: Always, found one`, undefined, 'key');
      }
    });
  }
  for (const list of ['initContainers', 'containers'] as const) {
    const containers = spec[list];
    if (!Array.isArray(containers)) continue;
    containers.forEach((c, i) => {
      const p = `${pointer}/${list}/${i}`;
      const fp = `${path}.${list}[${i}]`;
      // The API server decodes a null list item as an empty container, which has no name or image.
      if (c === null) out.add('schema/required', p, fp, 'Required value: expected a container with a name and an image, found null (decoded as an empty container)');
      if (!isRecord(c)) return;
      if (typeof c.name === 'string' && c.name !== '') {
        if (!isDns1123Label(c.name)) {
          out.add('schema/metadata', `${p}/name`, `${fp}.name`, `Invalid value: expected ${LABEL_EXPECTED}, found ${describeValue(c.name)}`);
        } else if (names.has(c.name)) {
          out.add('schema/duplicate', `${p}/name`, `${fp}.name`, `Duplicate value: expected container names unique within the pod, found "${c.name}" again (first at ${names.get(c.name)!})`);
        } else names.set(c.name, fp);
      }
      checkIds(c.securityContext, `${p}/securityContext`, `${fp}.securityContext`, out);
      if (Array.isArray(c.env)) {
        c.env.forEach((e, j) => {
          // RelaxedEnvironmentVariableValidation (GA in 1.34): any printable ASCII but '='.
          if (isRecord(e) && typeof e.name === 'string' && e.name !== '' && !ENV_NAME.test(e.name)) {
            out.add('schema/format', `${p}/env/${j}/name`, `${fp}.env[${j}].name`, `Invalid value: expected printable ASCII characters other than '=', found ${describeValue(e.name)}`);
          }
          if (isRecord(e) && typeof e.value === 'string' && e.value !== '' && isRecord(e.valueFrom)) {
            out.add('schema/semantics', `${p}/env/${j}/valueFrom`, `${fp}.env[${j}].valueFrom`, 'Invalid value: expected value or valueFrom, found both (valueFrom may not be specified when value is not empty)', undefined, 'key');
          }
        });
      }
      if (c.image === undefined || c.image === null || c.image === '') {
        out.add('schema/required', c.image === undefined || c.image === null ? p : `${p}/image`, `${fp}.image`, 'Required value: expected a container image, found nothing', undefined, c.image === '' ? 'value' : 'key');
      }
      if (Array.isArray(c.volumeMounts)) {
        const mountPaths = new Set<string>();
        c.volumeMounts.forEach((m, j) => {
          if (isRecord(m) && typeof m.mountPath === 'string' && m.mountPath !== '') {
            if (mountPaths.has(m.mountPath)) out.add('schema/duplicate', `${p}/volumeMounts/${j}/mountPath`, `${fp}.volumeMounts[${j}].mountPath`, `Duplicate value: expected mount paths unique within the container, found ${describeValue(m.mountPath)} again`);
            mountPaths.add(m.mountPath);
          }
          if (isRecord(m) && typeof m.name === 'string' && m.name !== '' && !volumes.has(m.name)) {
            out.add('schema/reference', `${p}/volumeMounts/${j}/name`, `${fp}.volumeMounts[${j}].name`, `Not found: expected the name of a volume of the pod${volumes.size > 0 ? ` (${[...volumes].join(', ')})` : ' (it has none)'}, found "${m.name}"`);
          }
        });
      }
      for (const probe of ['livenessProbe', 'readinessProbe', 'startupProbe']) {
        const pr = c[probe];
        if (!isRecord(pr)) continue;
        const handlers = PROBE_HANDLERS.filter((h) => pr[h] !== undefined && pr[h] !== null);
        if (handlers.length === 0) out.add('schema/required', `${p}/${probe}`, `${fp}.${probe}`, `Required value: expected a handler (${PROBE_HANDLERS.join(', ')}), found none`, undefined, 'key');
        else if (handlers.length > 1) out.add('schema/semantics', `${p}/${probe}/${handlers[1]!}`, `${fp}.${probe}.${handlers[1]!}`, `Forbidden: expected one handler, found ${handlers.join(' and ')}`, undefined, 'key');
      }
      const resources = isRecord(c.resources) ? c.resources : undefined;
      for (const kind of ['requests', 'limits'] as const) {
        const list = resources && isRecord(resources[kind]) ? resources[kind] : undefined;
        for (const [name, value] of Object.entries(list ?? {})) {
          const q = parseQuantity(value);
          if (q !== undefined && q < 0) out.add('schema/range', appendPointer(`${p}/resources/${kind}`, name), `${fp}.resources.${kind}[${name}]`, `Invalid value: expected a quantity ≥ 0, found ${describeValue(value)}`);
        }
      }
      if (resources && isRecord(resources.requests) && isRecord(resources.limits)) {
        for (const [name, request] of Object.entries(resources.requests)) {
          const diff = compareQuantities(request, resources.limits[name]);
          if (diff !== undefined && diff > 0) {
            out.add('schema/range', appendPointer(`${p}/resources/requests`, name), `${fp}.resources.requests[${name}]`, `Invalid value: expected at most the limit ${describeValue(resources.limits[name])}, found ${describeValue(request)}`);
          }
        }
      }
      if (Array.isArray(c.ports)) {
        c.ports.forEach((port, j) => {
          const pp = `${p}/ports/${j}`;
          const fpp = `${fp}.ports[${j}]`;
          // A null port decodes as an empty one, whose containerPort is missing.
          if (port === null || (isRecord(port) && (port.containerPort === undefined || port.containerPort === null))) {
            out.add('schema/required', pp, `${fpp}.containerPort`, 'Required value: expected a containerPort, found nothing', undefined, 'key');
          }
          if (!isRecord(port)) return;
          if (typeof port.name === 'string' && port.name !== '' && !isPortName(port.name)) {
            out.add('schema/format', `${pp}/name`, `${fpp}.name`, `Invalid value: expected an IANA service name (at most 15 lower case alphanumerics or '-', with a letter), found ${describeValue(port.name)}`);
          }
          if (typeof port.containerPort === 'number' && (port.containerPort < 1 || port.containerPort > 65535)) {
            out.add('schema/range', `${pp}/containerPort`, `${fpp}.containerPort`, `Invalid value: expected a port number between 1 and 65535, found ${port.containerPort}`);
          }
          if (typeof port.hostPort === 'number' && port.hostPort !== 0 && (port.hostPort < 1 || port.hostPort > 65535)) {
            out.add('schema/range', `${pp}/hostPort`, `${fpp}.hostPort`, `Invalid value: expected a port number between 1 and 65535, found ${port.hostPort}`);
          }
        });
      }
    });
  }
}

function checkServiceSpec(spec: Json, out: Out): void {
  const ports = spec.ports;
  if (spec.type !== 'ExternalName' && spec.clusterIP !== 'None' && (!Array.isArray(ports) || ports.length === 0)) {
    out.add('schema/required', ports === undefined ? '/spec' : '/spec/ports', 'spec.ports', 'Required value: expected at least one port (only headless and ExternalName Services may have none), found none', undefined, ports === undefined ? 'key' : 'value');
  }
  if (spec.type === 'ExternalName' && typeof spec.externalName === 'string' && !SUBDOMAIN.test(spec.externalName.replace(/\.$/, ''))) {
    out.add('schema/format', '/spec/externalName', 'spec.externalName', `Invalid value: expected a DNS name (${SUBDOMAIN_EXPECTED}), found ${describeValue(spec.externalName)}`);
  }
  if (typeof spec.clusterIP === 'string' && spec.clusterIP !== '' && spec.clusterIP !== 'None' && parseIp(spec.clusterIP) === undefined) {
    out.add('schema/format', '/spec/clusterIP', 'spec.clusterIP', `Invalid value: expected an IP address, "None" or nothing, found ${describeValue(spec.clusterIP)}`);
  }
  if (!Array.isArray(ports)) return;
  const names = new Set<string>();
  ports.forEach((port, i) => {
    if (!isRecord(port)) return;
    const p = `/spec/ports/${i}`;
    const fp = `spec.ports[${i}]`;
    if (typeof port.port === 'number' && (port.port < 1 || port.port > 65535)) {
      out.add('schema/range', `${p}/port`, `${fp}.port`, `Invalid value: expected a port number between 1 and 65535, found ${port.port}`);
    }
    const target = port.targetPort;
    if (typeof target === 'number' && target !== 0 && (target < 1 || target > 65535)) {
      out.add('schema/range', `${p}/targetPort`, `${fp}.targetPort`, `Invalid value: expected a port number between 1 and 65535, found ${target}`);
    }
    if (typeof target === 'string' && target !== '' && !isPortName(target)) {
      out.add('schema/format', `${p}/targetPort`, `${fp}.targetPort`, `Invalid value: expected a port number or an IANA service name (at most 15 lower case alphanumerics or '-', with a letter), found ${describeValue(target)}`);
    }
    if (ports.length > 1 && (typeof port.name !== 'string' || port.name === '')) {
      out.add('schema/required', p, `${fp}.name`, 'Required value: expected a name on every port when a Service has more than one, found none', undefined, 'key');
    }
    if (typeof port.name === 'string' && port.name !== '') {
      if (names.has(port.name)) out.add('schema/duplicate', `${p}/name`, `${fp}.name`, `Duplicate value: expected unique port names, found "${port.name}" again`);
      names.add(port.name);
    }
  });
}

/** apimachinery IsValidPortName. */
function isPortName(s: string): boolean {
  return s.length <= 15 && IANA_SVC_NAME.test(s) && /[a-z]/.test(s) && !s.includes('--');
}

function checkNetworkPolicy(spec: Json, out: Out): void {
  if (isRecord(spec.podSelector)) checkLabelSelector(spec.podSelector, '/spec/podSelector', 'spec.podSelector', out);
  for (const direction of ['ingress', 'egress'] as const) {
    const rules = spec[direction];
    if (!Array.isArray(rules)) continue;
    rules.forEach((rule, i) => {
      if (!isRecord(rule)) return;
      if (Array.isArray(rule.ports)) {
        rule.ports.forEach((port, j) => {
          if (isRecord(port) && typeof port.endPort === 'number' && typeof port.port === 'number' && port.endPort < port.port) {
            out.add('schema/range', `/spec/${direction}/${i}/ports/${j}/endPort`, `spec.${direction}[${i}].ports[${j}].endPort`, `Invalid value: expected a value ≥ port (${port.port}), found ${port.endPort}`);
          }
        });
      }
      const peers = rule[direction === 'ingress' ? 'from' : 'to'];
      if (!Array.isArray(peers)) return;
      peers.forEach((peer, j) => {
        if (!isRecord(peer) || !isRecord(peer.ipBlock)) return;
        const field = direction === 'ingress' ? 'from' : 'to';
        const p = `/spec/${direction}/${i}/${field}/${j}/ipBlock`;
        const fp = `spec.${direction}[${i}].${field}[${j}].ipBlock`;
        const cidr = peer.ipBlock.cidr;
        if (typeof cidr === 'string' && !formatChecker('cidr')!.validate(cidr)) {
          out.add('schema/format', `${p}/cidr`, `${fp}.cidr`, `Invalid value: expected a CIDR such as "10.0.0.0/8", found ${describeValue(cidr)}`);
        }
        if (Array.isArray(peer.ipBlock.except)) {
          peer.ipBlock.except.forEach((e, k) => {
            if (typeof e === 'string' && !formatChecker('cidr')!.validate(e)) out.add('schema/format', `${p}/except/${k}`, `${fp}.except[${k}]`, `Invalid value: expected a CIDR such as "10.0.1.0/24", found ${describeValue(e)}`);
          });
        }
      });
    });
  }
}

function checkIngress(spec: Json, out: Out): void {
  const rules = spec.rules;
  if ((!Array.isArray(rules) || rules.length === 0) && (spec.defaultBackend === undefined || spec.defaultBackend === null)) {
    out.add('schema/required', '/spec', 'spec', 'Required value: expected rules or a defaultBackend, found neither', undefined, 'key');
  }
  if (!Array.isArray(rules)) return;
  rules.forEach((rule, i) => {
    if (isRecord(rule) && typeof rule.host === 'string' && parseIp(rule.host) !== undefined) {
      out.add('schema/format', `/spec/rules/${i}/host`, `spec.rules[${i}].host`, `Invalid value: expected a DNS name, not an IP address, found ${describeValue(rule.host)}`);
    } else if (isRecord(rule) && typeof rule.host === 'string' && rule.host !== '' && !isDns1123Subdomain(rule.host.startsWith('*.') ? rule.host.slice(2) : rule.host)) {
      // Lower case, no port: a wildcard only as the whole first label.
      out.add('schema/format', `/spec/rules/${i}/host`, `spec.rules[${i}].host`, `Invalid value: expected a lower case DNS name such as "shop.example.com" or "*.example.com" (no port), found ${describeValue(rule.host)}`);
    }
    if (!isRecord(rule) || !isRecord(rule.http) || !Array.isArray(rule.http.paths)) return;
    rule.http.paths.forEach((path, j) => {
      if (!isRecord(path)) return;
      const p = `/spec/rules/${i}/http/paths/${j}`;
      const fp = `spec.rules[${i}].http.paths[${j}]`;
      if (path.pathType === '') out.add('schema/enum', `${p}/pathType`, `${fp}.pathType`, 'Unsupported value: expected one of "Exact", "ImplementationSpecific", "Prefix", found the empty string');
      if ((path.pathType === 'Prefix' || path.pathType === 'Exact') && typeof path.path === 'string' && !path.path.startsWith('/')) {
        out.add('schema/format', `${p}/path`, `${fp}.path`, `Invalid value: expected an absolute path starting with "/" for pathType ${path.pathType}, found ${describeValue(path.path)}`);
      }
    });
  });
}

const RBAC_GROUP = 'rbac.authorization.k8s.io';

function checkRoleBinding(object: KubeObject, namespaced: boolean, out: Out): void {
  const ref = object.roleRef;
  if (isRecord(ref)) {
    // An empty roleRef.apiGroup, or a User/Group subject without apiGroup, is defaulted to rbac.authorization.k8s.io.
    if (typeof ref.apiGroup === 'string' && ref.apiGroup !== '' && ref.apiGroup !== RBAC_GROUP) {
      out.add('schema/enum', '/roleRef/apiGroup', 'roleRef.apiGroup', `Unsupported value: expected "${RBAC_GROUP}", found ${describeValue(ref.apiGroup)}`);
    }
    const kinds = namespaced ? ['Role', 'ClusterRole'] : ['ClusterRole'];
    if (typeof ref.kind === 'string' && !kinds.includes(ref.kind)) {
      out.add('schema/enum', '/roleRef/kind', 'roleRef.kind', `Unsupported value: expected ${kinds.map((k) => JSON.stringify(k)).join(' or ')}, found ${describeValue(ref.kind)}`);
    }
  }
  const subjects = object.subjects;
  if (!Array.isArray(subjects)) return;
  subjects.forEach((s, i) => {
    if (!isRecord(s)) return;
    const p = `/subjects/${i}`;
    const fp = `subjects[${i}]`;
    const group = typeof s.apiGroup === 'string' ? s.apiGroup : '';
    switch (s.kind) {
      case 'ServiceAccount':
        if (group !== '') out.add('schema/enum', `${p}/apiGroup`, `${fp}.apiGroup`, `Unsupported value: expected "" for a ServiceAccount subject, found ${describeValue(group)}`);
        if (!namespaced && (typeof s.namespace !== 'string' || s.namespace === '')) out.add('schema/required', p, `${fp}.namespace`, 'Required value: expected the namespace of the ServiceAccount, found nothing', undefined, 'key');
        break;
      case 'User':
      case 'Group':
        if (group !== '' && group !== RBAC_GROUP) out.add('schema/enum', `${p}/apiGroup`, `${fp}.apiGroup`, `Unsupported value: expected "${RBAC_GROUP}" for a ${s.kind} subject, found ${describeValue(s.apiGroup)}`);
        break;
      default:
        if (typeof s.kind === 'string') out.add('schema/enum', `${p}/kind`, `${fp}.kind`, `Unsupported value: expected "ServiceAccount", "User" or "Group", found ${describeValue(s.kind)}`);
    }
  });
}

function checkHpa(spec: Json, out: Out): void {
  const min = typeof spec.minReplicas === 'number' ? spec.minReplicas : 1;
  if (typeof spec.minReplicas === 'number' && spec.minReplicas < 1) {
    out.add('schema/range', '/spec/minReplicas', 'spec.minReplicas', `Invalid value: expected a value ≥ 1, found ${spec.minReplicas}`);
  }
  if (typeof spec.maxReplicas === 'number' && spec.maxReplicas < Math.max(1, min)) {
    out.add('schema/range', '/spec/maxReplicas', 'spec.maxReplicas', `Invalid value: expected a value ≥ minReplicas (${min}), found ${spec.maxReplicas}`);
  }
  const behavior = isRecord(spec.behavior) ? spec.behavior : undefined;
  for (const direction of ['scaleUp', 'scaleDown'] as const) {
    const rules = behavior && isRecord(behavior[direction]) ? behavior[direction] : undefined;
    if (!rules || !Array.isArray(rules.policies)) continue;
    rules.policies.forEach((policy, i) => {
      if (!isRecord(policy)) return;
      const p = `/spec/behavior/${direction}/policies/${i}`;
      const fp = `spec.behavior.${direction}.policies[${i}]`;
      // validateScalingPolicy: 0 < periodSeconds <= 1800, value > 0.
      if (typeof policy.periodSeconds === 'number' && (policy.periodSeconds <= 0 || policy.periodSeconds > MAX_HPA_PERIOD_SECONDS)) {
        out.add('schema/range', `${p}/periodSeconds`, `${fp}.periodSeconds`, `Invalid value: expected a value between 1 and ${MAX_HPA_PERIOD_SECONDS}, found ${policy.periodSeconds}`);
      }
      if (typeof policy.value === 'number' && policy.value <= 0) out.add('schema/range', `${p}/value`, `${fp}.value`, `Invalid value: expected a value > 0, found ${policy.value}`);
    });
  }
}

const MAX_HPA_PERIOD_SECONDS = 1800;

function checkPvc(spec: Json, out: Out): void {
  if (!Array.isArray(spec.accessModes) || spec.accessModes.length === 0) {
    out.add('schema/required', spec.accessModes === undefined ? '/spec' : '/spec/accessModes', 'spec.accessModes', 'Required value: expected at least 1 access mode, found none', undefined, spec.accessModes === undefined ? 'key' : 'value');
  }
  const requests = isRecord(spec.resources) && isRecord(spec.resources.requests) ? spec.resources.requests : undefined;
  if (!requests || requests.storage === undefined || requests.storage === null) {
    out.add('schema/required', isRecord(spec.resources) ? '/spec/resources' : '/spec', 'spec.resources.requests.storage', 'Required value: expected a storage request such as "10Gi", found nothing', undefined, 'key');
  }
}

const LIMIT_TYPES = ['Container', 'Pod', 'PersistentVolumeClaim'];

function checkLimitRange(spec: Json, out: Out): void {
  if (!Array.isArray(spec.limits)) return;
  spec.limits.forEach((limit, i) => {
    if (isRecord(limit) && typeof limit.type === 'string' && !LIMIT_TYPES.includes(limit.type) && !limit.type.includes('/')) {
      out.add('schema/enum', `/spec/limits/${i}/type`, `spec.limits[${i}].type`, `Invalid value: expected a standard limit type (${LIMIT_TYPES.join(', ')}) or a fully qualified name, found ${describeValue(limit.type)}`);
    }
    if (!isRecord(limit) || !isRecord(limit.min) || !isRecord(limit.max)) return;
    for (const [resource, min] of Object.entries(limit.min)) {
      const diff = compareQuantities(min, limit.max[resource]);
      if (diff !== undefined && diff > 0) {
        out.add('schema/range', appendPointer(`/spec/limits/${i}/min`, resource), `spec.limits[${i}].min[${resource}]`, `Invalid value: expected at most the max ${describeValue(limit.max[resource])}, found ${describeValue(min)}`);
      }
    }
  });
}

/** Keys each built-in Secret type requires (in data or stringData). */
const SECRET_KEYS: Readonly<Record<string, readonly string[]>> = {
  'kubernetes.io/tls': ['tls.crt', 'tls.key'],
  'kubernetes.io/dockerconfigjson': ['.dockerconfigjson'],
  'kubernetes.io/dockercfg': ['.dockercfg'],
  'kubernetes.io/ssh-auth': ['ssh-privatekey'],
};

function checkSecretType(object: KubeObject, out: Out): void {
  const required = typeof object.type === 'string' ? SECRET_KEYS[object.type] : undefined;
  if (!required) return;
  const data = isRecord(object.data) ? object.data : {};
  const stringData = isRecord(object.stringData) ? object.stringData : {};
  for (const key of required) {
    if (key in data || key in stringData) continue;
    out.add('schema/required', object.data === undefined ? '' : '/data', `data[${key}]`, `Required value: a Secret of type ${String(object.type)} needs the key "${key}", found nothing`, undefined, 'key');
  }
}

const CRON_MACROS = new Set(['@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly']);
const CRON_FIELD = /^(\*|\?|[0-9A-Za-z]+(-[0-9A-Za-z]+)?)(\/[0-9]+)?(,(\*|\?|[0-9A-Za-z]+(-[0-9A-Za-z]+)?)(\/[0-9]+)?)*$/;

/** robfig/cron ParseStandard, as far as its shape goes: 5 fields or a macro; no TZ= prefix (create). */
function cronProblem(schedule: string): string | undefined {
  if (schedule.includes('TZ')) return 'cannot use TZ or CRON_TZ in schedule, use the timeZone field instead';
  const s = schedule.trim();
  if (CRON_MACROS.has(s)) return undefined;
  if (s.startsWith('@')) return `unrecognized descriptor ${s}`;
  const fields = s.split(/\s+/).filter((f) => f !== '');
  if (fields.length !== 5) return `expected exactly 5 fields, found ${fields.length}`;
  const bad = fields.find((f) => !CRON_FIELD.test(f));
  if (bad !== undefined) return `field ${JSON.stringify(bad)} is not a cron field`;
  // robfig/cron's bounds: minute, hour, day of month, month, day of week.
  for (let i = 0; i < 5; i++) {
    const [min, max, names] = CRON_BOUNDS[i]!;
    for (const part of fields[i]!.split(',')) {
      const range = part.split('/')[0]!;
      if (range === '*' || range === '?') continue;
      const [from, to = from] = range.split('-') as [string, string?];
      const value = (t: string): number | undefined => {
        if (/^[0-9]+$/.test(t)) return Number(t);
        const named = names ? names.indexOf(t.toUpperCase()) : -1;
        return named >= 0 ? named + min : undefined;
      };
      const a = value(from);
      const b = value(to);
      if (a === undefined || b === undefined) return `failed to parse ${JSON.stringify(range)}`;
      if (a < min) return `beginning of range (${a}) below minimum (${min}): ${range}`;
      if (b > max) return `end of range (${b}) above maximum (${max}): ${range}`;
      if (a > b) return `beginning of range (${a}) beyond end of range (${b}): ${range}`;
    }
  }
  return undefined;
}

const CRON_BOUNDS: ReadonlyArray<readonly [number, number, (readonly string[])?]> = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12, ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']],
  [0, 6, ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']],
];

function checkConfigKeys(object: KubeObject, out: Out): void {
  for (const field of ['data', 'binaryData', 'stringData']) {
    const map = object[field];
    if (!isRecord(map)) continue;
    for (const key of Object.keys(map)) {
      if (key.length > 253 || !CONFIG_KEY.test(key)) {
        out.add('schema/key', appendPointer(`/${field}`, key), `${field}[${key}]`, `Invalid value: expected a key of alphanumeric characters, '-', '_' or '.' (at most 253), found ${describeValue(key)}`, undefined, 'key');
      }
    }
  }
}
