import type { CelRunBudget } from '../cel/index.js';
import type { Severity } from '../findings/finding.js';
import type { KubeObject } from '../manifest/manifest.js';

/**
 * Contract between the schema validator (this folder) and its users (check, crd-diff,
 * policy, agent). A violation is located by its pointer; the caller turns it into a
 * Finding with file:line:column from the document's source map.
 */
export interface SchemaViolation {
  /** e.g. `schema/type`, `schema/required`, `schema/unknown-field`, `schema/cel` (documented in docs/rules.md). */
  readonly ruleId: string;
  readonly severity: Severity;
  /** Pointer relative to the object. For unknown fields and missing required fields see `at`. */
  readonly pointer: string;
  /** Point at the key (unknown field) or the value (wrong type); for missing fields, the parent. */
  readonly at: 'key' | 'value';
  /** Says what was expected and what was found. */
  readonly message: string;
  readonly hint?: string;
}

export interface ValidateOptions {
  /** The object as it is at the base revision (or live), for CEL transition rules (oldSelf). */
  readonly oldObject?: KubeObject;
  /** The run's CEL budget, shared by all objects (see CelRunBudget); without it, only the API server's bounds apply. */
  readonly celRunBudget?: CelRunBudget;
}

/** A compiled validator for one kind at one version of one CRD. */
export interface KindValidator {
  readonly group: string;
  readonly version: string;
  readonly kind: string;
  readonly plural: string;
  readonly scope: 'Namespaced' | 'Cluster';
  readonly served: boolean;
  readonly storage: boolean;
  /** The object with schema defaults applied, as the API server would store it. */
  applyDefaults(object: KubeObject): KubeObject;
  validate(object: KubeObject, options?: ValidateOptions): SchemaViolation[];
}
