import { compileCel, T, type CelCompileError, type CelStaticType } from '../cel/index.js';
import type { Finding } from '../findings/finding.js';
import type { Manifest } from '../manifest/manifest.js';
import { admissionVariables } from './environment.js';
import { Reader } from './reader.js';
import { FAILURE_POLICIES, MATCH_POLICIES, OPERATIONS, SCOPES, VALIDATION_ACTIONS, type CompiledExpression, type CompiledValidation, type MatchResources, type Operation, type ParamRef, type PolicyBinding, type PolicyDefinition, type ResourceRule, type ValidationAction } from './types.js';
import { SELECTOR_OPERATORS, type LabelSelector } from '../kube/labels.js';
import { toPointer } from '../yaml/pointer.js';

/**
 * ValidatingAdmissionPolicy / ValidatingAdmissionPolicyBinding documents → typed, compiled
 * definitions. Every problem the API server would reject (unknown fields, wrong enums,
 * CEL syntax and type errors, undeclared references, wrong return types) is a located
 * finding with rule id `policy-pack/*`; a policy with any problem is not evaluated.
 */

export const ADMISSION_API_VERSION = 'admissionregistration.k8s.io/v1';
export const POLICY_KIND = 'ValidatingAdmissionPolicy';
export const BINDING_KIND = 'ValidatingAdmissionPolicyBinding';

/** Annotation naming the field a validation is about: `fieldpath.driftgate.dev/<index>: spec.namespace`. */
export const FIELD_PATH_ANNOTATION_PREFIX = 'fieldpath.driftgate.dev/';

/** Optional source text per file, for exact CEL error columns inside YAML strings. */
export type SourceLookup = (file: string) => string | undefined;

export interface ParsedDefinition {
  readonly policy?: PolicyDefinition;
  readonly findings: Finding[];
}

export function parsePolicy(manifest: Manifest, sources?: SourceLookup): ParsedDefinition {
  const ref = manifest.ref;
  const r = new Reader((pointer, at) => manifest.locate(pointer, at), 'policy-pack/invalid-policy', ref);
  const celFindings: Finding[] = [];
  const name = manifest.object.metadata.name ?? '';
  checkApiVersion(manifest, r);
  const spec = r.requiredRecord(manifest.object.spec, '/spec', 'spec');
  if (!spec) return { findings: r.findings };
  r.fields(spec, '/spec', ['paramKind', 'matchConstraints', 'validations', 'failurePolicy', 'auditAnnotations', 'matchConditions', 'variables'], 'ValidatingAdmissionPolicy spec');

  let paramKind: PolicyDefinition['paramKind'];
  const pk = r.record(spec.paramKind, '/spec/paramKind', 'spec.paramKind');
  if (pk) {
    r.fields(pk, '/spec/paramKind', ['apiVersion', 'kind'], 'paramKind');
    const apiVersion = r.requiredString(pk.apiVersion, '/spec/paramKind/apiVersion', 'spec.paramKind.apiVersion');
    const kind = r.requiredString(pk.kind, '/spec/paramKind/kind', 'spec.paramKind.kind');
    if (apiVersion && kind) paramKind = { apiVersion, kind };
  }
  const mc = r.requiredRecord(spec.matchConstraints, '/spec/matchConstraints', 'spec.matchConstraints');
  const matchConstraints = mc ? readMatchResources(r, mc, '/spec/matchConstraints', true) : undefined;
  const failurePolicy = r.oneOf(spec.failurePolicy, '/spec/failurePolicy', 'spec.failurePolicy', FAILURE_POLICIES) ?? 'Fail';

  const compile = (expression: string, pointer: string, vars: Record<string, CelStaticType>, returnTypes?: readonly CelStaticType[]): CompiledExpression | undefined => {
    const result = compileCel(expression, { variables: vars, ...(returnTypes ? { returnTypes } : {}) });
    if (result.ok) return { expression, program: result.program, pointer };
    celFindings.push(celErrorFinding(manifest, pointer, expression, result.error, sources));
    return undefined;
  };

  const hasParams = paramKind !== undefined;
  const declared: Record<string, CelStaticType> = {};
  const variables: (CompiledExpression & { name: string })[] = [];
  const vList = r.list(spec.variables, '/spec/variables', 'spec.variables') ?? [];
  vList.forEach((item, i) => {
    const p = `/spec/variables/${i}`;
    const v = r.record(item, p, `spec.variables[${i}]`);
    if (!v) return;
    r.fields(v, p, ['name', 'expression'], 'a variable');
    const vname = r.requiredString(v.name, `${p}/name`, 'variable name');
    const expression = r.requiredString(v.expression, `${p}/expression`, 'variable expression');
    if (vname !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(vname)) {
      r.problem(`${p}/name`, `variable name ${JSON.stringify(vname)} must be a valid CEL identifier`);
      return;
    }
    if (vname === undefined || expression === undefined) return;
    const c = compile(expression, `${p}/expression`, admissionVariables({ hasParams, hasAuthorizer: true, variables: declared }));
    declared[vname] = c ? c.program.outputType : T.dyn;
    if (c) variables.push({ ...c, name: vname });
  });
  const env = admissionVariables({ hasParams, hasAuthorizer: true, variables: declared });
  const messageEnv = admissionVariables({ hasParams, hasAuthorizer: false, variables: declared });

  const matchConditions: (CompiledExpression & { name: string })[] = [];
  const seenConditions = new Set<string>();
  (r.list(spec.matchConditions, '/spec/matchConditions', 'spec.matchConditions') ?? []).forEach((item, i) => {
    const p = `/spec/matchConditions/${i}`;
    const m = r.record(item, p, `spec.matchConditions[${i}]`);
    if (!m) return;
    r.fields(m, p, ['name', 'expression'], 'a match condition');
    const cname = r.requiredString(m.name, `${p}/name`, 'matchCondition name');
    const expression = r.requiredString(m.expression, `${p}/expression`, 'matchCondition expression');
    if (cname !== undefined) {
      if (seenConditions.has(cname)) r.problem(`${p}/name`, `duplicate matchCondition name ${JSON.stringify(cname)}`);
      seenConditions.add(cname);
    }
    if (cname === undefined || expression === undefined) return;
    const c = compile(expression, `${p}/expression`, env, [T.bool]);
    if (c) matchConditions.push({ ...c, name: cname });
  });

  const annotations = manifest.object.metadata.annotations ?? {};
  const validations: CompiledValidation[] = [];
  const vals = r.list(spec.validations, '/spec/validations', 'spec.validations') ?? [];
  vals.forEach((item, i) => {
    const p = `/spec/validations/${i}`;
    const v = r.record(item, p, `spec.validations[${i}]`);
    if (!v) return;
    r.fields(v, p, ['expression', 'message', 'reason', 'messageExpression'], 'a validation');
    const expression = r.requiredString(v.expression, `${p}/expression`, 'validation expression');
    const message = r.string(v.message, `${p}/message`, 'validation message');
    if (message !== undefined && message.includes('\n')) r.problem(`${p}/message`, 'validation message must not contain line breaks');
    const reason = r.oneOf(v.reason, `${p}/reason`, 'validation reason', ['Unauthorized', 'Forbidden', 'Invalid', 'RequestEntityTooLarge'] as const);
    const me = r.string(v.messageExpression, `${p}/messageExpression`, 'messageExpression');
    if (expression === undefined) return;
    const check = compile(expression, `${p}/expression`, env, [T.bool]);
    const messageExpression = me === undefined ? undefined : compile(me, `${p}/messageExpression`, messageEnv, [T.string]);
    const fieldPath = annotations[`${FIELD_PATH_ANNOTATION_PREFIX}${i}`];
    if (check) {
      validations.push({
        index: i,
        check,
        ...(message !== undefined ? { message } : {}),
        ...(messageExpression ? { messageExpression } : {}),
        ...(reason !== undefined ? { reason } : {}),
        ...(fieldPath !== undefined ? { fieldPath } : {}),
      });
    }
  });

  const auditAnnotations: (CompiledExpression & { key: string })[] = [];
  (r.list(spec.auditAnnotations, '/spec/auditAnnotations', 'spec.auditAnnotations') ?? []).forEach((item, i) => {
    const p = `/spec/auditAnnotations/${i}`;
    const a = r.record(item, p, `spec.auditAnnotations[${i}]`);
    if (!a) return;
    r.fields(a, p, ['key', 'valueExpression'], 'an audit annotation');
    const key = r.requiredString(a.key, `${p}/key`, 'auditAnnotation key');
    const expression = r.requiredString(a.valueExpression, `${p}/valueExpression`, 'auditAnnotation valueExpression');
    if (key === undefined || expression === undefined) return;
    const c = compile(expression, `${p}/valueExpression`, admissionVariables({ hasParams, hasAuthorizer: false, variables: declared }), [T.string, T.null]);
    if (c) auditAnnotations.push({ ...c, key });
  });
  if (vals.length === 0 && auditAnnotations.length === 0 && r.findings.length === 0) {
    r.problem('/spec', 'a ValidatingAdmissionPolicy needs at least one of spec.validations or spec.auditAnnotations');
  }
  for (const key of Object.keys(annotations)) {
    if (!key.startsWith(FIELD_PATH_ANNOTATION_PREFIX)) continue;
    const idx = Number(key.slice(FIELD_PATH_ANNOTATION_PREFIX.length));
    if (!Number.isInteger(idx) || idx < 0 || idx >= vals.length) {
      r.problem(toPointer(['metadata', 'annotations', key]), `annotation ${key} names validation ${key.slice(FIELD_PATH_ANNOTATION_PREFIX.length)}, but the policy has ${vals.length} validation(s) (indexes from 0)`, undefined, 'key');
    }
  }

  const findings = [...r.findings, ...celFindings];
  if (findings.length > 0 || !matchConstraints) return { findings };
  const all = [...variables, ...matchConditions, ...validations.map((v) => v.check), ...auditAnnotations];
  return {
    findings,
    policy: {
      name,
      manifest,
      ...(paramKind ? { paramKind } : {}),
      matchConstraints,
      failurePolicy,
      matchConditions,
      variables,
      variableByName: new Map(variables.map((v) => [v.name, v])),
      validations,
      auditAnnotations,
      usesAuthorizer: all.some((c) => c.program.variablesUsed.has('authorizer')),
    },
  };
}

export interface ParsedBinding {
  readonly binding?: PolicyBinding;
  readonly findings: Finding[];
}

export function parseBinding(manifest: Manifest): ParsedBinding {
  const r = new Reader((pointer, at) => manifest.locate(pointer, at), 'policy-pack/invalid-binding', manifest.ref);
  checkApiVersion(manifest, r);
  const spec = r.requiredRecord(manifest.object.spec, '/spec', 'spec');
  if (!spec) return { findings: r.findings };
  r.fields(spec, '/spec', ['policyName', 'paramRef', 'matchResources', 'validationActions'], 'ValidatingAdmissionPolicyBinding spec');
  const policyName = r.requiredString(spec.policyName, '/spec/policyName', 'spec.policyName');
  let paramRef: ParamRef | undefined;
  const pr = r.record(spec.paramRef, '/spec/paramRef', 'spec.paramRef');
  if (pr) {
    r.fields(pr, '/spec/paramRef', ['name', 'namespace', 'selector', 'parameterNotFoundAction'], 'paramRef');
    const name = r.string(pr.name, '/spec/paramRef/name', 'paramRef.name');
    const namespace = r.string(pr.namespace, '/spec/paramRef/namespace', 'paramRef.namespace');
    const selRec = r.record(pr.selector, '/spec/paramRef/selector', 'paramRef.selector');
    const selector = selRec ? readSelector(r, selRec, '/spec/paramRef/selector') : undefined;
    if ((name === undefined) === (selector === undefined)) {
      r.problem('/spec/paramRef', 'paramRef needs exactly one of name or selector');
    }
    const action = r.oneOf(pr.parameterNotFoundAction, '/spec/paramRef/parameterNotFoundAction', 'paramRef.parameterNotFoundAction', ['Allow', 'Deny'] as const);
    if (action === undefined && pr.parameterNotFoundAction === undefined) {
      r.problem('/spec/paramRef', 'paramRef.parameterNotFoundAction is required (Allow or Deny)');
    }
    paramRef = {
      ...(name !== undefined ? { name } : {}),
      ...(namespace !== undefined ? { namespace } : {}),
      ...(selector ? { selector } : {}),
      parameterNotFoundAction: action ?? 'Deny',
    };
  }
  const mr = r.record(spec.matchResources, '/spec/matchResources', 'spec.matchResources');
  const matchResources = mr ? readMatchResources(r, mr, '/spec/matchResources', false) : undefined;
  const actions = r.stringList(spec.validationActions, '/spec/validationActions', 'spec.validationActions') ?? [];
  const validationActions: ValidationAction[] = [];
  actions.forEach((a, i) => {
    if (!(VALIDATION_ACTIONS as readonly string[]).includes(a)) {
      r.problem(`/spec/validationActions/${i}`, `validationActions must be Deny, Warn or Audit; found ${JSON.stringify(a)}`);
    } else if (validationActions.includes(a as ValidationAction)) {
      r.problem(`/spec/validationActions/${i}`, `duplicate validation action ${a}`);
    } else validationActions.push(a as ValidationAction);
  });
  if (spec.validationActions === undefined || actions.length === 0) {
    r.problem(spec.validationActions === undefined ? '/spec' : '/spec/validationActions', 'spec.validationActions is required and must not be empty (Deny, Warn, Audit)');
  }
  if (validationActions.includes('Deny') && validationActions.includes('Warn')) {
    r.problem('/spec/validationActions', 'validationActions cannot contain both Deny and Warn (the API server rejects this combination)');
  }
  if (r.findings.length > 0 || policyName === undefined) return { findings: r.findings };
  return {
    findings: [],
    binding: {
      name: manifest.object.metadata.name ?? '',
      manifest,
      policyName,
      ...(paramRef ? { paramRef } : {}),
      ...(matchResources ? { matchResources } : {}),
      validationActions,
    },
  };
}

function checkApiVersion(manifest: Manifest, r: Reader): void {
  if (manifest.object.apiVersion !== ADMISSION_API_VERSION) {
    r.problem('/apiVersion', `${manifest.object.kind} must use apiVersion ${ADMISSION_API_VERSION} (GA since Kubernetes 1.30); found ${JSON.stringify(manifest.object.apiVersion)}`,
      `Change apiVersion to ${ADMISSION_API_VERSION}.`);
  }
}

function readMatchResources(r: Reader, m: Record<string, unknown>, p: string, requireRules: boolean): MatchResources {
  r.fields(m, p, ['namespaceSelector', 'objectSelector', 'resourceRules', 'excludeResourceRules', 'matchPolicy'], 'matchResources');
  const ns = r.record(m.namespaceSelector, `${p}/namespaceSelector`, 'namespaceSelector');
  const os = r.record(m.objectSelector, `${p}/objectSelector`, 'objectSelector');
  const rules = (key: 'resourceRules' | 'excludeResourceRules'): ResourceRule[] =>
    (r.list(m[key], `${p}/${key}`, key) ?? []).flatMap((item, i) => {
      const rp = `${p}/${key}/${i}`;
      const rec = r.record(item, rp, `${key}[${i}]`);
      return rec ? [readRule(r, rec, rp)] : [];
    });
  const resourceRules = rules('resourceRules');
  if (requireRules && resourceRules.length === 0) r.problem(p, 'matchConstraints.resourceRules is required and must not be empty');
  return {
    ...(ns ? { namespaceSelector: readSelector(r, ns, `${p}/namespaceSelector`) } : {}),
    ...(os ? { objectSelector: readSelector(r, os, `${p}/objectSelector`) } : {}),
    resourceRules,
    excludeResourceRules: rules('excludeResourceRules'),
    matchPolicy: r.oneOf(m.matchPolicy, `${p}/matchPolicy`, 'matchPolicy', MATCH_POLICIES) ?? 'Equivalent',
  };
}

function readRule(r: Reader, rec: Record<string, unknown>, p: string): ResourceRule {
  r.fields(rec, p, ['apiGroups', 'apiVersions', 'resources', 'operations', 'scope', 'resourceNames'], 'a resource rule');
  const ops = r.stringList(rec.operations, `${p}/operations`, 'operations') ?? [];
  const operations: Operation[] = [];
  ops.forEach((o, i) => {
    if ((OPERATIONS as readonly string[]).includes(o)) operations.push(o as Operation);
    else r.problem(`${p}/operations/${i}`, `operation must be one of ${OPERATIONS.join(', ')}; found ${JSON.stringify(o)}`);
  });
  const resources = r.stringList(rec.resources, `${p}/resources`, 'resources') ?? [];
  if (resources.length === 0) r.problem(p, 'a resource rule needs resources (e.g. ["tenantonboardings"] or ["*"])');
  return {
    apiGroups: r.stringList(rec.apiGroups, `${p}/apiGroups`, 'apiGroups') ?? [],
    apiVersions: r.stringList(rec.apiVersions, `${p}/apiVersions`, 'apiVersions') ?? [],
    resources,
    operations,
    scope: r.oneOf(rec.scope, `${p}/scope`, 'scope', SCOPES) ?? '*',
    resourceNames: r.stringList(rec.resourceNames, `${p}/resourceNames`, 'resourceNames') ?? [],
  };
}

export function readSelector(r: Reader, rec: Record<string, unknown>, p: string): LabelSelector {
  r.fields(rec, p, ['matchLabels', 'matchExpressions'], 'a label selector');
  const matchLabels = r.stringMap(rec.matchLabels, `${p}/matchLabels`, 'matchLabels') ?? {};
  const matchExpressions: LabelSelector['matchExpressions'][number][] = [];
  (r.list(rec.matchExpressions, `${p}/matchExpressions`, 'matchExpressions') ?? []).forEach((item, i) => {
    const ep = `${p}/matchExpressions/${i}`;
    const e = r.record(item, ep, 'a selector expression');
    if (!e) return;
    r.fields(e, ep, ['key', 'operator', 'values'], 'a selector expression');
    const key = r.requiredString(e.key, `${ep}/key`, 'key');
    const operator = r.oneOf(e.operator, `${ep}/operator`, 'operator', SELECTOR_OPERATORS);
    const values = r.stringList(e.values, `${ep}/values`, 'values') ?? [];
    if (operator === 'In' || operator === 'NotIn') {
      if (values.length === 0) r.problem(ep, `operator ${operator} needs at least one value`);
    } else if (operator !== undefined && values.length > 0) r.problem(`${ep}/values`, `operator ${operator} takes no values`);
    if (key !== undefined && operator !== undefined) matchExpressions.push({ key, operator, values });
  });
  return { matchLabels, matchExpressions };
}

/**
 * A CEL compile error as a finding at the exact character of the expression when the
 * source text is known (plain, quoted and block scalars), else at the expression's value.
 */
export function celErrorFinding(manifest: Manifest, pointer: string, expression: string, error: CelCompileError, sources?: SourceLookup): Finding {
  const loc = manifest.locate(pointer);
  const text = sources?.(manifest.file);
  const precise = text !== undefined ? locateInside(text, loc.line, loc.column, expression, error.offset) : undefined;
  const kindWord: Record<CelCompileError['kind'], string> = {
    syntax: 'CEL syntax error',
    undeclared: 'CEL compile error',
    unsupported: 'unsupported CEL function',
    type: 'CEL type error',
    'return-type': 'CEL type error',
    'too-long': 'CEL expression too long',
  };
  const ruleId = error.kind === 'syntax' ? 'policy-pack/cel-syntax' : error.kind === 'unsupported' ? 'policy-pack/cel-unsupported' : 'policy-pack/cel-type';
  return {
    ruleId,
    severity: 'error',
    message: `${kindWord[error.kind]} in ${manifest.object.kind} ${manifest.object.metadata.name ?? ''} at ${pointer} (expression ${error.line}:${error.column}): ${error.message}`,
    file: loc.file,
    line: precise?.line ?? loc.line,
    column: precise?.column ?? loc.column,
    pointer,
    object: manifest.ref,
    hint:
      error.kind === 'unsupported'
        ? 'driftgate implements the quantity, lists, regex and strings libraries; rewrite the rule with those, or evaluate it only in the cluster.'
        : 'The API server rejects this policy too; fix the expression.',
  };
}

/** Finds where character `offset` of `expression` is in the file, given where its YAML value starts. */
function locateInside(text: string, line: number, column: number, expression: string, offset: number): { line: number; column: number } | undefined {
  const lines = text.split('\n');
  const exprLines = expression.split('\n');
  const before = expression.slice(0, offset).split('\n');
  const targetLine = before.length - 1;
  const targetCol = (before[before.length - 1] ?? '').length;
  const first = (exprLines[0] ?? '').trimEnd();
  if (first === '') return undefined;
  // Search from the value's line for the first expression line (same line for plain/quoted, next lines for block scalars).
  for (let l = line - 1; l < Math.min(lines.length, line + 2); l++) {
    const src = lines[l] ?? '';
    const from = l === line - 1 ? column - 1 : 0;
    const at = src.indexOf(first, from);
    if (at === -1) continue;
    if (exprLines.length === 1 || targetLine === 0) return { line: l + 1, column: at + targetCol + 1 };
    // Block scalar: later expression lines follow with the same indentation.
    const indent = at;
    return { line: l + 1 + targetLine, column: indent + targetCol + 1 };
  }
  return undefined;
}
