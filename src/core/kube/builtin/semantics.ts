import { describeValue, isRecord, type KubeObject } from '../../manifest/manifest.js';
import { atField } from '../../schema/describe.js';
import { checkMetadata, LABEL_EXPECTED, SUBDOMAIN_EXPECTED } from '../../schema/metadata.js';
import type { SchemaViolation } from '../../schema/types.js';
import { appendPointer } from '../../yaml/pointer.js';
import type { Scope } from './schema-set.js';

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

const DNS1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const DNS1035_LABEL = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
const CONFIG_KEY = /^[-._a-zA-Z0-9]+$/;
const IANA_SVC_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

type NameRule = { readonly expected: string; readonly test: (name: string) => boolean };

const SUBDOMAIN: NameRule = { expected: SUBDOMAIN_EXPECTED, test: (n) => n.length <= 253 && DNS1123_SUBDOMAIN.test(n) };
const LABEL: NameRule = { expected: LABEL_EXPECTED, test: (n) => n.length <= 63 && DNS1123_LABEL.test(n) };
const DNS1035: NameRule = {
  expected: "a DNS-1035 label (lower case alphanumeric characters or '-', starting with a letter and ending with an alphanumeric character, at most 63 characters)",
  test: (n) => n.length <= 63 && DNS1035_LABEL.test(n),
};
const PATH_SEGMENT: NameRule = { expected: 'a name without "/" or "%" that is not "." or ".."', test: (n) => n !== '.' && n !== '..' && !n.includes('/') && !n.includes('%') };

/** Name rules that differ from the default (a DNS-1123 subdomain), by kind. */
const NAME_RULES: Readonly<Record<string, NameRule>> = {
  Service: DNS1035,
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
    out.list.push(...checkMetadata({ ...object, metadata: rest }, { scope: 'Namespaced', kind: context.kind, pointer: '', path: '', embedded: false }));
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
        checkPodTemplate(spec.template, '/spec/template', 'spec.template', out, ['Always']);
        checkNonNegative(spec, ['replicas', 'minReadySeconds', 'revisionHistoryLimit'], '/spec', 'spec', out);
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
    case '/ConfigMap':
    case '/Secret':
      for (const field of ['data', 'binaryData', 'stringData']) {
        const map = object[field];
        if (!isRecord(map)) continue;
        for (const key of Object.keys(map)) {
          if (key.length > 253 || !CONFIG_KEY.test(key)) {
            out.add('schema/key', appendPointer(`/${field}`, key), `${field}[${key}]`, `Invalid value: expected a key of alphanumeric characters, '-', '_' or '.' (at most 253), found ${describeValue(key)}`, undefined, 'key');
          }
        }
      }
      break;
    case 'networking.k8s.io/NetworkPolicy':
      if (spec && isRecord(spec.podSelector)) checkLabelSelector(spec.podSelector, '/spec/podSelector', 'spec.podSelector', out);
      break;
    case 'policy/PodDisruptionBudget':
      if (spec) {
        if (spec.minAvailable !== undefined && spec.minAvailable !== null && spec.maxUnavailable !== undefined && spec.maxUnavailable !== null) {
          out.add('schema/semantics', '/spec', 'spec', 'Invalid value: expected minAvailable or maxUnavailable, found both (they are mutually exclusive)', undefined, 'key');
        }
        if (isRecord(spec.selector)) checkLabelSelector(spec.selector, '/spec/selector', 'spec.selector', out);
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

const SELECTOR_OPERATORS = ['In', 'NotIn', 'Exists', 'DoesNotExist'];

/** metav1 LabelSelector: operators, and values present exactly for In/NotIn. */
function checkLabelSelector(selector: Json, pointer: string, path: string, out: Out): void {
  const expressions = selector.matchExpressions;
  if (!Array.isArray(expressions)) return;
  expressions.forEach((e, i) => {
    if (!isRecord(e)) return;
    const p = `${pointer}/matchExpressions/${i}`;
    const fp = `${path}.matchExpressions[${i}]`;
    if (typeof e.operator === 'string' && !SELECTOR_OPERATORS.includes(e.operator)) {
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

function checkPodTemplate(template: unknown, pointer: string, path: string, out: Out, restartPolicies: readonly string[]): void {
  if (!isRecord(template) || !isRecord(template.spec)) return;
  const spec = template.spec;
  if (typeof spec.restartPolicy === 'string' && spec.restartPolicy !== '' && !restartPolicies.includes(spec.restartPolicy)) {
    out.add('schema/enum', `${pointer}/spec/restartPolicy`, `${path}.spec.restartPolicy`, `Unsupported value: expected ${restartPolicies.map((r) => JSON.stringify(r)).join(' or ')} here, found ${describeValue(spec.restartPolicy)}`);
  }
  checkPodSpec(spec, `${pointer}/spec`, `${path}.spec`, out);
}

function checkPodSpec(spec: Json, pointer: string, path: string, out: Out): void {
  const names = new Map<string, string>();
  for (const list of ['initContainers', 'containers'] as const) {
    const containers = spec[list];
    if (!Array.isArray(containers)) continue;
    containers.forEach((c, i) => {
      if (!isRecord(c)) return;
      const p = `${pointer}/${list}/${i}`;
      const fp = `${path}.${list}[${i}]`;
      if (typeof c.name === 'string' && c.name !== '') {
        if (!(c.name.length <= 63 && DNS1123_LABEL.test(c.name))) {
          out.add('schema/metadata', `${p}/name`, `${fp}.name`, `Invalid value: expected ${LABEL_EXPECTED}, found ${describeValue(c.name)}`);
        } else if (names.has(c.name)) {
          out.add('schema/duplicate', `${p}/name`, `${fp}.name`, `Duplicate value: expected container names unique within the pod, found "${c.name}" again (first at ${names.get(c.name)!})`);
        } else names.set(c.name, fp);
      }
      if (Array.isArray(c.ports)) {
        c.ports.forEach((port, j) => {
          if (!isRecord(port)) return;
          const pp = `${p}/ports/${j}`;
          const fpp = `${fp}.ports[${j}]`;
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
