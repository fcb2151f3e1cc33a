import type { CelProgram } from '../cel/index.js';
import type { Manifest } from '../manifest/manifest.js';
import type { LabelSelector } from '../kube/labels.js';

/** admissionregistration.k8s.io/v1 types, as driftgate reads them (validated, CEL compiled). */

export const OPERATIONS = ['CREATE', 'UPDATE', 'DELETE', 'CONNECT', '*'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const VALIDATION_ACTIONS = ['Deny', 'Warn', 'Audit'] as const;
export type ValidationAction = (typeof VALIDATION_ACTIONS)[number];

export const FAILURE_POLICIES = ['Fail', 'Ignore'] as const;
export type FailurePolicy = (typeof FAILURE_POLICIES)[number];

export const MATCH_POLICIES = ['Exact', 'Equivalent'] as const;
export type MatchPolicy = (typeof MATCH_POLICIES)[number];

export const SCOPES = ['Cluster', 'Namespaced', '*'] as const;
export type RuleScope = (typeof SCOPES)[number];

export interface ResourceRule {
  readonly apiGroups: readonly string[];
  readonly apiVersions: readonly string[];
  readonly resources: readonly string[];
  readonly operations: readonly Operation[];
  readonly scope: RuleScope;
  readonly resourceNames: readonly string[];
}

export interface MatchResources {
  /** undefined = matches everything (an empty selector). */
  readonly namespaceSelector?: LabelSelector;
  readonly objectSelector?: LabelSelector;
  readonly resourceRules: readonly ResourceRule[];
  readonly excludeResourceRules: readonly ResourceRule[];
  readonly matchPolicy: MatchPolicy;
}

/** A compiled expression with where it was written. */
export interface CompiledExpression {
  readonly expression: string;
  readonly program: CelProgram;
  /** Pointer to the expression inside the policy object, e.g. /spec/validations/0/expression. */
  readonly pointer: string;
}

export interface CompiledValidation {
  readonly index: number;
  readonly check: CompiledExpression;
  readonly message?: string;
  readonly messageExpression?: CompiledExpression;
  readonly reason?: string;
  /** From the `fieldpath.driftgate.dev/<index>` annotation: where a violation points. */
  readonly fieldPath?: string;
}

export interface PolicyDefinition {
  readonly name: string;
  readonly manifest: Manifest;
  readonly paramKind?: { readonly apiVersion: string; readonly kind: string };
  readonly matchConstraints: MatchResources;
  readonly failurePolicy: FailurePolicy;
  readonly matchConditions: readonly (CompiledExpression & { readonly name: string })[];
  readonly variables: readonly (CompiledExpression & { readonly name: string })[];
  readonly variableByName: ReadonlyMap<string, CompiledExpression & { readonly name: string }>;
  readonly validations: readonly CompiledValidation[];
  readonly auditAnnotations: readonly (CompiledExpression & { readonly key: string })[];
  /** True when some expression reads `authorizer`, which cannot be evaluated offline. */
  readonly usesAuthorizer: boolean;
}

export interface ParamRef {
  readonly name?: string;
  readonly namespace?: string;
  readonly selector?: LabelSelector;
  readonly parameterNotFoundAction: 'Allow' | 'Deny';
}

export interface PolicyBinding {
  readonly name: string;
  readonly manifest: Manifest;
  readonly policyName: string;
  readonly paramRef?: ParamRef;
  readonly matchResources?: MatchResources;
  readonly validationActions: readonly ValidationAction[];
}
