import { celMap } from '@bufbuild/cel';
import {
  evaluate,
  formatCelValue,
  PER_CALL_COST_LIMIT,
  RUNTIME_COST_BUDGET,
  toCelValue,
  type CelInput,
  type CelValue,
} from '../cel/index.js';
import { isRecord, type KubeObject, type Manifest } from '../manifest/manifest.js';
import { labelSelectorMatches } from '../kube/labels.js';
import { matchResourcesByKind, mayMatchKind, type MatchRequest } from './match.js';
import type { ResourceCatalog, ResourceInfo } from './resources.js';
import type { CompiledExpression, PolicyBinding, PolicyDefinition, ValidationAction } from './types.js';
import { getOrMake } from '../memo/memo.js';

/**
 * Offline ValidatingAdmissionPolicy evaluation with the API server's semantics
 * (k8s.io/apiserver/pkg/admission/plugin/policy/validating: dispatcher.go, validator.go):
 * policy match → binding match → params → matchConditions → validations (with
 * messageExpression, failurePolicy and the runtime cost budget) → validationActions.
 * Messages are the API server's own wording, so offline and in-cluster denials read the same.
 */

export interface UserInfo {
  readonly username: string;
  readonly uid?: string;
  readonly groups: readonly string[];
  readonly extra?: Readonly<Record<string, readonly string[]>>;
}

/** One object as the API server would receive it from the GitOps agent. */
export interface AdmissionAttributes {
  readonly manifest: Manifest;
  /** The object after defaulting, with metadata.namespace filled in for namespaced kinds. */
  readonly object: KubeObject;
  readonly oldObject?: KubeObject;
  readonly operation: 'CREATE' | 'UPDATE';
  readonly resource: ResourceInfo;
  /** '' for cluster-scoped objects. */
  readonly namespace: string;
  /** The request's namespace as the API server hands it to CEL (null for cluster-scoped objects). */
  readonly namespaceObject: Record<string, unknown> | null;
  readonly namespaceLabels?: Readonly<Record<string, string>>;
  readonly userInfo: UserInfo;
  /** Per-object memo of derived values (request, CEL conversions), shared by all policies. */
  readonly cache: AdmissionCache;
}

/**
 * Derived values of one object, computed once for all policies. A plain object on the
 * attributes rather than WeakMaps: ephemeron tables made garbage collection dominate.
 */
export interface AdmissionCache {
  request?: Map<string, { request: Record<string, unknown>; cel: CelInput }>;
  match?: MatchRequest;
  object?: CelInput;
  oldObject?: CelInput;
  namespaceObject?: CelInput;
  /** Outcomes of expressions that read only `object`, by expression text (see evaluateOnce). */
  objectOnly?: Map<string, ReturnType<typeof evaluate>>;
}

export function newAdmissionCache(): AdmissionCache {
  return {};
}

export interface AdmissionEnvironment {
  readonly catalog: ResourceCatalog;
  /** Candidate parameter objects (from the repository and the policy pack) of one apiVersion and kind. */
  readonly params: (apiVersion: string, kind: string) => readonly Manifest[];
}

/** Indexes parameter candidates by apiVersion and kind, so lookups do not scan the repository. */
export function paramIndex(objects: readonly Manifest[]): AdmissionEnvironment['params'] {
  const index = new Map<string, Manifest[]>();
  // Objects come in runs of one kind: the list of the last one is kept, and no key is made for the rest of its run.
  let last: { readonly apiVersion: string; readonly kind: string; readonly list: Manifest[] } | undefined;
  for (const m of objects) {
    const { apiVersion, kind } = m.object;
    if (last !== undefined && last.kind === kind && last.apiVersion === apiVersion) {
      last.list.push(m);
      continue;
    }
    const key = `${apiVersion}\u0000${kind}`;
    let list = index.get(key);
    if (list) list.push(m);
    else index.set(key, (list = [m]));
    last = { apiVersion, kind, list };
  }
  return (apiVersion, kind) => index.get(`${apiVersion}\u0000${kind}`) ?? [];
}

export type DecisionKind =
  /** A validation evaluated to false. */
  | 'violation'
  /** An expression failed and failurePolicy is Fail. */
  | 'error'
  /** Binding or params could not be configured and failurePolicy is Fail. */
  | 'config-error'
  /** Something driftgate cannot evaluate offline (authorizer); reported, not enforced. */
  | 'not-evaluated'
  /** An expression failed but failurePolicy is Ignore: the API server would admit. */
  | 'ignored-error';

export interface Decision {
  readonly kind: DecisionKind;
  readonly policy: PolicyDefinition;
  readonly binding?: PolicyBinding;
  /** The decision's message as the API server forms it (before the "ValidatingAdmissionPolicy ... denied request:" prefix). */
  readonly detail: string;
  /** The binding's actions that apply (config errors always deny). */
  readonly actions: readonly ValidationAction[];
  readonly validationIndex?: number;
  /** Expressions involved, for locating the finding. */
  readonly expressions: readonly CompiledExpression[];
  readonly fieldPath?: string;
  readonly reason?: string;
  readonly param?: Manifest;
}

const MAX_MESSAGE_BYTES = 5 * 1024;
const encoder = new TextEncoder();
const utf8Length = (s: string): number => encoder.encode(s).length;

/** The admission request for an object (and its CEL value), built once per object and matched version. */
function requestFor(attrs: AdmissionAttributes, matchedVersion?: string): { request: Record<string, unknown>; cel: CelInput } {
  const byVersion = (attrs.cache.request ??= new Map());
  const key = matchedVersion ?? '';
  let entry = byVersion.get(key);
  if (!entry) {
    const request = makeRequest(attrs, matchedVersion);
    entry = { request, cel: requestToCel(request, attrs, matchedVersion) };
    byVersion.set(key, entry);
  }
  return entry;
}

/**
 * CEL values of the request's parts that are the same for every object of a kind (kinds,
 * resources, options), converted once per resource, matched version and operation.
 */
const requestConstants = new WeakMap<ResourceInfo, Map<string, Map<string, CelInput>>>();
function constantParts(attrs: AdmissionAttributes, request: Record<string, unknown>, matchedVersion: string | undefined): Map<string, CelInput> {
  let byKey = requestConstants.get(attrs.resource);
  if (!byKey) {
    byKey = new Map();
    requestConstants.set(attrs.resource, byKey);
  }
  const key = `${matchedVersion ?? ''}\u0000${attrs.operation}`;
  let parts = byKey.get(key);
  if (!parts) {
    parts = new Map();
    for (const [k, v] of Object.entries(request)) if (k !== 'userInfo' && v !== null && typeof v === 'object') parts.set(k, toCelValue(v));
    byKey.set(key, parts);
  }
  return parts;
}

/** The request as a CEL map, sharing the parts that are the same for every object. */
function requestToCel(request: Record<string, unknown>, attrs: AdmissionAttributes, matchedVersion: string | undefined): CelInput {
  const parts = constantParts(attrs, request, matchedVersion);
  const entries = new Map<string, CelInput>();
  for (const [k, v] of Object.entries(request)) {
    if (k === 'userInfo') entries.set(k, cachedCel(attrs.userInfo as object, v));
    else if (v !== null && typeof v === 'object') entries.set(k, parts.get(k) ?? toCelValue(v));
    else entries.set(k, v as CelInput);
  }
  return celMap(entries);
}

export function buildRequest(attrs: AdmissionAttributes, matchedVersion?: string): Record<string, unknown> {
  return requestFor(attrs, matchedVersion).request;
}

function makeRequest(attrs: AdmissionAttributes, matchedVersion?: string): Record<string, unknown> {
  const r = attrs.resource;
  const gvk = { group: r.group, version: matchedVersion ?? r.version, kind: r.kind };
  const gvr = { group: r.group, version: matchedVersion ?? r.version, resource: r.resource };
  return {
    kind: gvk,
    resource: gvr,
    subResource: '',
    requestKind: { group: r.group, version: r.version, kind: r.kind },
    requestResource: { group: r.group, version: r.version, resource: r.resource },
    requestSubResource: '',
    name: attrs.object.metadata.name ?? '',
    // The API server gives a Namespace request its own name as namespace.
    namespace: r.group === '' && r.kind === 'Namespace' ? (attrs.object.metadata.name ?? '') : attrs.namespace,
    operation: attrs.operation,
    userInfo: {
      username: attrs.userInfo.username,
      uid: attrs.userInfo.uid ?? '',
      groups: [...attrs.userInfo.groups],
      extra: attrs.userInfo.extra ?? {},
    },
    dryRun: false,
    options: attrs.operation === 'CREATE' ? { apiVersion: 'meta.k8s.io/v1', kind: 'CreateOptions' } : { apiVersion: 'meta.k8s.io/v1', kind: 'UpdateOptions' },
  };
}

function matchRequest(attrs: AdmissionAttributes): MatchRequest {
  return (attrs.cache.match ??= makeMatchRequest(attrs));
}

function makeMatchRequest(attrs: AdmissionAttributes): MatchRequest {
  const labels = (o: KubeObject | undefined): Record<string, string> => ({ ...(o?.metadata.labels ?? {}) });
  return {
    resource: attrs.resource,
    operation: attrs.operation,
    name: attrs.object.metadata.name ?? '',
    objectLabels: attrs.oldObject ? [labels(attrs.object), labels(attrs.oldObject)] : [labels(attrs.object)],
    ...(attrs.namespaceLabels !== undefined ? { namespaceLabels: attrs.namespaceLabels } : {}),
  };
}

/**
 * The policies worth admitting an object of this kind against, in pack order: those with
 * bindings whose resource rules can match the kind and operation. Decided once per kind and
 * operation; `admit` still checks selectors and object names per object.
 */
export class PolicyIndex {
  private readonly byKind = new WeakMap<ResourceInfo, Map<string, readonly PolicyDefinition[]>>();
  constructor(
    private readonly policies: readonly PolicyDefinition[],
    private readonly bindings: ReadonlyMap<string, readonly PolicyBinding[]>,
  ) {}

  candidates(resource: ResourceInfo, operation: AdmissionAttributes['operation']): readonly PolicyDefinition[] {
    const byOperation = getOrMake(this.byKind, resource, () => new Map<string, readonly PolicyDefinition[]>());
    return getOrMake(byOperation, operation, () => this.policies.filter((p) => (this.bindings.get(p.name) ?? []).length > 0 && mayMatchKind(p.matchConstraints, resource, operation, true)));
  }
}

/** All decisions of one policy with its bindings for one object. */
export function admit(
  policy: PolicyDefinition,
  bindings: readonly PolicyBinding[],
  attrs: AdmissionAttributes,
  env: AdmissionEnvironment,
): Decision[] {
  const req = matchRequest(attrs);
  const policyMatch = matchResourcesByKind(policy.matchConstraints, req, true);
  if (!policyMatch.matches) return [];
  const decisions: Decision[] = [];
  const base = { policy, expressions: [] as CompiledExpression[] };
  if (policy.paramKind) {
    const paramResource = env.catalog.lookup(policy.paramKind.apiVersion, policy.paramKind.kind);
    if (paramResource.guessed) {
      const detail = `failed to configure policy: failed to find resource referenced by paramKind: '${policy.paramKind.apiVersion}, Kind=${policy.paramKind.kind}'`;
      if (policy.failurePolicy === 'Fail') decisions.push({ ...base, kind: 'config-error', detail, actions: ['Deny'] });
      return decisions;
    }
  }
  // Built only for policies that read it: most never look at `request`.
  const requestValue = policyReads(policy).has('request') ? requestFor(attrs, policyMatch.equivalentVersion).cel : null;
  for (const binding of bindings) {
    if (binding.matchResources && !matchResourcesByKind(binding.matchResources, req, false).matches) continue;
    const params = paramsFor(policy, binding, attrs, env);
    if ('error' in params) {
      if (policy.failurePolicy === 'Fail') {
        decisions.push({ ...base, binding, kind: 'config-error', detail: `failed to configure binding: ${params.error}`, actions: ['Deny'] });
      }
      continue;
    }
    for (const param of params.list) {
      decisions.push(...validate(policy, binding, attrs, requestValue, param));
    }
  }
  return decisions;
}

type ParamsOutcome = { list: (Manifest | undefined)[] } | { error: string };
const paramsMemo = new WeakMap<AdmissionEnvironment, Map<PolicyBinding, Map<string | undefined, ParamsOutcome>>>();

/**
 * A binding's parameters depend on the request's namespace at most: found once per namespace and
 * environment, and once for all namespaces where collectParams does not read it (no paramKind, no
 * paramRef, or a paramRef that names its namespace).
 */
function paramsFor(policy: PolicyDefinition, binding: PolicyBinding, attrs: AdmissionAttributes, env: AdmissionEnvironment): ParamsOutcome {
  const byBinding = getOrMake(paramsMemo, env, () => new Map<PolicyBinding, Map<string | undefined, ParamsOutcome>>());
  const byNamespace = getOrMake(byBinding, binding, () => new Map<string | undefined, ParamsOutcome>());
  const ref = binding.paramRef;
  const key = !policy.paramKind || !ref || ref.namespace !== undefined ? undefined : attrs.namespace;
  return getOrMake(byNamespace, key, () => collectParams(policy, binding, attrs, env));
}

function collectParams(
  policy: PolicyDefinition,
  binding: PolicyBinding,
  attrs: AdmissionAttributes,
  env: AdmissionEnvironment,
): ParamsOutcome {
  if (!policy.paramKind) return { list: [undefined] };
  const ref = binding.paramRef;
  if (!ref) return { error: `policy '${policy.name}' has paramKind ${policy.paramKind.kind} but binding '${binding.name}' has no paramRef` };
  const paramResource = env.catalog.lookup(policy.paramKind.apiVersion, policy.paramKind.kind);
  let namespace = '';
  if (paramResource.namespaced) {
    namespace = ref.namespace ?? attrs.namespace;
    if (namespace === '') return { error: 'cannot use namespaced paramRef in policy binding that matches cluster-scoped resources' };
  }
  const candidates = env
    .params(policy.paramKind.apiVersion, policy.paramKind.kind)
    .filter((m) => !paramResource.namespaced || (m.object.metadata.namespace ?? '') === namespace);
  const found = ref.name !== undefined
    ? candidates.filter((m) => m.object.metadata.name === ref.name)
    : candidates.filter((m) => labelSelectorMatches(ref.selector, m.object.metadata.labels ?? {}));
  found.sort((a, b) => (a.object.metadata.name ?? '').localeCompare(b.object.metadata.name ?? ''));
  if (found.length === 0) {
    if (ref.parameterNotFoundAction === 'Deny') return { error: 'no params found for policy binding with `Deny` parameterNotFoundAction' };
    return { list: [] };
  }
  return { list: found };
}

const valueCache = new WeakMap<object, CelInput>();

/** CEL conversion of an object that does not change (params, the request of one object). */
function cachedCel(value: object, as: unknown = value): CelInput {
  let c = valueCache.get(value);
  if (c === undefined) {
    c = toCelValue(as);
    valueCache.set(value, c);
  }
  return c;
}

// The object, old object and namespace are converted to CEL once per object, whatever the
// number of policies, and only when a policy reads them.
function objectCel(attrs: AdmissionAttributes): CelInput {
  return (attrs.cache.object ??= toCelValue(attrs.object));
}
function oldObjectCel(attrs: AdmissionAttributes): CelInput {
  return (attrs.cache.oldObject ??= attrs.oldObject ? toCelValue(attrs.oldObject) : null);
}
function namespaceCel(attrs: AdmissionAttributes): CelInput {
  return (attrs.cache.namespaceObject ??= attrs.namespaceObject ? cachedCel(attrs.namespaceObject) : null);
}

const readsMemo = new WeakMap<PolicyDefinition, ReadonlySet<string>>();

/**
 * The top-level variables (object, request, params, ...) the expressions of a policy read. A
 * variable no expression names is never resolved, so it need not be built.
 */
export function policyReads(policy: PolicyDefinition): ReadonlySet<string> {
  let reads = readsMemo.get(policy);
  if (!reads) {
    const expressions: CompiledExpression[] = [
      ...policy.matchConditions,
      ...policy.variables,
      ...policy.validations.flatMap((v) => (v.messageExpression ? [v.check, v.messageExpression] : [v.check])),
      ...policy.auditAnnotations,
    ];
    reads = new Set(expressions.flatMap((e) => [...e.program.variablesUsed]));
    readsMemo.set(policy, reads);
  }
  return reads;
}

/** A Map whose values are computed on first read (bufbuild's CEL map wrapper reads through get). */
class LazyVariables extends Map<string, CelInput> {
  private readonly tried = new Set<string>();
  constructor(private readonly compute: (name: string) => CelInput | undefined) {
    super();
  }
  override get(name: string): CelInput | undefined {
    if (!this.tried.has(name)) {
      this.tried.add(name);
      const value = this.compute(name);
      if (value !== undefined) super.set(name, value);
    }
    return super.get(name);
  }
  override has(name: string): boolean {
    return this.get(name) !== undefined;
  }
}

const usedCache = new WeakMap<CompiledExpression, readonly string[]>();

/** Names of the composition variables an expression reads (variables.<name>). */
function usedVariables(c: CompiledExpression): readonly string[] {
  let used = usedCache.get(c);
  if (!used) {
    used = [...new Set((c.program.fieldPaths.get('variables') ?? []).map((p) => p[0] ?? ''))];
    usedCache.set(c, used);
  }
  return used;
}

interface Budget {
  remaining: number;
}

type Evaluated = ReturnType<typeof evaluate>;
const paramsOnly = new WeakMap<CompiledExpression, { byParams: WeakMap<object, Evaluated>; withoutParams?: Evaluated }>();

/**
 * Evaluates an expression, remembering the outcome of one that reads nothing but `params` (a
 * limit from a ConfigMap, a list split once): the same for every object with those params; and
 * of one that reads nothing but `object`, by its text, for the other policies of the same object
 * (the pack's `quota` variable is in three). A remembered outcome costs what it cost the first
 * time, as the API server evaluates it again; it is used only under a limit it stayed within,
 * where the evaluation would go the same way.
 */
function evaluateOnce(c: CompiledExpression, bindings: Record<string, CelInput>, costLimit: number, attrs: AdmissionAttributes): Evaluated {
  const used = c.program.variablesUsed;
  if (used.size === 1 && used.has('object')) return evaluateForObject(c, bindings, costLimit, attrs);
  if (used.size !== 1 || !used.has('params')) return evaluate(c.program, bindings, { costLimit });
  let memo = paramsOnly.get(c);
  if (!memo) {
    memo = { byParams: new WeakMap() };
    paramsOnly.set(c, memo);
  }
  const params = bindings.params;
  const key = params !== null && typeof params === 'object' ? params : undefined;
  const hit = key ? memo.byParams.get(key) : memo.withoutParams;
  if (hit && hit.cost <= costLimit) return hit;
  const r = evaluate(c.program, bindings, { costLimit });
  // An outcome cut short by the limit depends on the limit: not remembered.
  if (!r.ok && r.error.kind === 'cost') return r;
  if (key) memo.byParams.set(key, r);
  else memo.withoutParams = r;
  return r;
}

/** Same text, same object: the same outcome (the program is planned from the text alone; types do not change it). */
function evaluateForObject(c: CompiledExpression, bindings: Record<string, CelInput>, costLimit: number, attrs: AdmissionAttributes): Evaluated {
  const memo = (attrs.cache.objectOnly ??= new Map());
  const text = c.program.expression;
  const hit = memo.get(text);
  if (hit && hit.cost <= costLimit) return hit;
  const r = evaluate(c.program, bindings, { costLimit });
  if (!r.ok && r.error.kind === 'cost') return r;
  memo.set(text, r);
  return r;
}

function run(c: CompiledExpression, bindings: Record<string, CelInput>, budget: Budget, attrs: AdmissionAttributes): { ok: true; value: CelValue } | { ok: false; message: string; outOfBudget: boolean } {
  const r = evaluateOnce(c, bindings, Math.min(PER_CALL_COST_LIMIT, Math.max(budget.remaining, 0)), attrs);
  budget.remaining -= r.cost;
  if (r.ok) return { ok: true, value: r.value };
  if (r.error.kind === 'cost' && budget.remaining <= 0) {
    return { ok: false, message: 'validation failed due to running out of cost budget, no further validation rules will be run', outOfBudget: true };
  }
  return { ok: false, message: `expression '${c.expression}' resulted in error: ${r.error.message}`, outOfBudget: false };
}

function validate(
  policy: PolicyDefinition,
  binding: PolicyBinding,
  attrs: AdmissionAttributes,
  request: CelInput,
  param: Manifest | undefined,
): Decision[] {
  const common = { policy, binding, actions: binding.validationActions, ...(param ? { param } : {}) };
  if (policy.usesAuthorizer) {
    return [{ ...common, kind: 'not-evaluated', detail: 'the policy uses `authorizer`, which needs the cluster\'s authorization and cannot be evaluated offline', expressions: [] }];
  }
  const failKind = policy.failurePolicy === 'Fail' ? 'error' : 'ignored-error';
  const reads = policyReads(policy);
  const bindings: Record<string, CelInput> = {
    object: reads.has('object') ? objectCel(attrs) : null,
    oldObject: reads.has('oldObject') ? oldObjectCel(attrs) : null,
    request,
    namespaceObject: reads.has('namespaceObject') ? namespaceCel(attrs) : null,
    params: param && reads.has('params') ? cachedCel(param.object) : null,
  };
  const budget: Budget = { remaining: RUNTIME_COST_BUDGET };

  // Composition variables: evaluated lazily on first use, as the API server does; a failed
  // variable fails the expressions that (actually) read it. Nothing is made for a policy without.
  let variableErrors: Map<string, string> | undefined;
  if (policy.variables.length > 0) {
    const variableExprs = policy.variableByName;
    const variables = new LazyVariables((name) => {
      const v = variableExprs.get(name);
      if (!v) return undefined;
      const r = run(v, bindings, budget, attrs);
      if (r.ok) return r.value as CelInput;
      (variableErrors ??= new Map()).set(name, r.message);
      return undefined;
    });
    bindings.variables = celMap(variables);
  }
  const involved = (c: CompiledExpression): CompiledExpression[] => [c, ...usedVariables(c).flatMap((n) => policy.variableByName.get(n) ?? [])];
  const runWithVariables = (c: CompiledExpression): ReturnType<typeof run> => {
    const r = run(c, bindings, budget, attrs);
    if (r.ok || r.outOfBudget) return r;
    for (const n of usedVariables(c)) {
      const err = variableErrors?.get(n);
      if (err !== undefined) return { ok: false, message: `expression '${c.expression}' resulted in error: composited variable "${n}" fails to evaluate: ${err}`, outOfBudget: false };
    }
    return r;
  };

  // matchConditions: any false → not matched; errors (with no false) → failurePolicy.
  const conditionErrors: string[] = [];
  for (const mc of policy.matchConditions) {
    const r = runWithVariables(mc);
    if (r.ok && r.value === false) return [];
    if (!r.ok) conditionErrors.push(r.message);
    else if (r.value !== true) conditionErrors.push(`expression '${mc.expression}' resulted in a non-boolean value`);
  }
  if (conditionErrors.length > 0) {
    if (policy.failurePolicy === 'Ignore') return [];
    const detail = conditionErrors.length === 1 ? (conditionErrors[0] ?? '') : `[${conditionErrors.join(', ')}]`;
    return [{ ...common, kind: 'error', detail, expressions: policy.matchConditions }];
  }

  const decisions: Decision[] = [];
  for (const v of policy.validations) {
    const r = runWithVariables(v.check);
    if (r.ok && r.value === true) continue;
    const where = { validationIndex: v.index, expressions: involved(v.check), ...(v.fieldPath !== undefined ? { fieldPath: v.fieldPath } : {}) };
    if (!r.ok) {
      if (r.outOfBudget) {
        return [...decisions, { ...common, ...where, kind: failKind, detail: r.message }];
      }
      decisions.push({ ...common, ...where, kind: failKind, detail: r.message });
      continue;
    }
    if (typeof r.value !== 'boolean') {
      decisions.push({ ...common, ...where, kind: failKind, detail: `expression '${v.check.expression}' resulted in error: no such overload` });
      continue;
    }
    let message = '';
    if (v.messageExpression) {
      const m = runWithVariables(v.messageExpression);
      if (m.ok && typeof m.value === 'string') {
        message = m.value.trim();
        if (utf8Length(message) > MAX_MESSAGE_BYTES || message.includes('\n')) message = '';
      }
    }
    if (message === '' && v.message !== undefined && v.message.trim() !== '') message = v.message.trim();
    if (message === '') message = `failed expression: ${v.check.expression.trim()}`;
    decisions.push({ ...common, ...where, kind: 'violation', detail: message, ...(v.reason !== undefined ? { reason: v.reason } : {}) });
  }
  for (const a of policy.auditAnnotations) {
    const r = runWithVariables(a);
    if (!r.ok) decisions.push({ ...common, kind: failKind, detail: r.message, expressions: involved(a) });
    else if (typeof r.value !== 'string' && r.value !== null) {
      decisions.push({
        ...common,
        kind: failKind,
        detail: `valueExpression '${a.expression}' resulted in unsupported return type: ${formatCelValue(r.value)}. Return type must be either string or null.`,
        expressions: [a],
      });
    }
  }
  return decisions;
}

/** The message the API server returns (Deny) or sends as a warning (Warn) for a decision. */
export function decisionMessage(d: Decision, action: ValidationAction | 'Deny'): string {
  const who = d.binding ? `ValidatingAdmissionPolicy '${d.policy.name}' with binding '${d.binding.name}'` : `ValidatingAdmissionPolicy '${d.policy.name}'`;
  switch (action) {
    case 'Deny':
      return `${who} denied request: ${d.detail}`;
    case 'Warn':
      return `Validation failed for ${who}: ${d.detail}`;
    case 'Audit':
      return `${who} audit: validation failed: ${d.detail}`;
  }
}

/** Converts the repository's Namespace object (if any) into `namespaceObject` as the API server exposes it. */
export function namespaceObjectFor(name: string, manifest: KubeObject | undefined): Record<string, unknown> {
  const meta = manifest?.metadata ?? { name };
  const labels = { ...(meta.labels ?? {}), 'kubernetes.io/metadata.name': name };
  const spec = manifest && isRecord(manifest.spec) ? manifest.spec : {};
  return {
    metadata: {
      name,
      labels,
      ...(meta.annotations ? { annotations: { ...meta.annotations } } : {}),
    },
    spec: { finalizers: Array.isArray(spec.finalizers) ? spec.finalizers : ['kubernetes'] },
    status: { phase: 'Active' },
  };
}
