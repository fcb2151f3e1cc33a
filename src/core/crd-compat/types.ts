import type { Finding, Severity } from '../findings/finding.js';
import type { Manifest } from '../manifest/manifest.js';
import type { Crd, CrdVersion } from '../kube/crd.js';

/**
 * Shared shapes of the CRD compatibility gate: the CRD model the rules read, the finding it
 * produces, and the contexts each kind of rule receives.
 */

/** How the API server treats existing objects that violate the new schema (validation ratcheting, KEP-4008). */
export const RATCHETS = ['tolerated', 'enforced', 'not-applicable'] as const;
export type Ratchet = (typeof RATCHETS)[number];

/** Where a change happened, so in-place edits of served versions stand apart. */
export const CHANGE_SCOPES = ['crd', 'in-place-served', 'in-place-unserved', 'new-version', 'served-versions', 'live'] as const;
export type ChangeScope = (typeof CHANGE_SCOPES)[number];

export const RULE_ID_PREFIX = 'crd-compat/';

export interface CrdCompatFinding extends Finding {
  /** The short rule id users configure, e.g. `field-removed` (ruleId is `crd-compat/field-removed`). */
  readonly rule: string;
  /** metadata.name of the CRD. */
  readonly crd: string;
  readonly version?: string;
  /** Schema path inside the custom resource, e.g. `.spec.replicas`. */
  readonly path?: string;
  readonly ratchet: Ratchet;
  readonly scope: ChangeScope;
  /** Set when an acknowledgement in the config waived the finding; severity is then info. */
  readonly acknowledged?: { readonly justification: string; readonly severity: Severity };
}

/** The CRD model is the one of core/kube: every room reads a CRD the same way. */
export type CrdModel = Crd;
export type { CrdVersion };

/** A place in a file to attach a finding to. Pointers are relative to the CRD object. */
export interface Anchor {
  readonly manifest: Manifest;
  readonly pointer: string;
  readonly at?: 'key' | 'value';
}

/** What a rule reports; the engine adds the rule id, severity, location and wording. */
export interface Report {
  /** What changed, e.g. `maximum lowered from 10 to 5`. */
  readonly message: string;
  /** The remedy. */
  readonly hint: string;
  /** Overrides the rule's default severity for this finding (escalation or de-escalation). */
  readonly severity?: Severity;
  readonly ratchet: Ratchet;
  /** The effect on objects already stored, in a sentence fragment. */
  readonly existing: string;
  readonly anchor: Anchor;
  readonly version?: string;
  readonly path?: string;
  /** Identity for baseline subtraction; defaults to rule, version, path and message. */
  readonly key?: string;
  /** Where the change happened; `crd` when omitted (node rules get it from the walk). */
  readonly scope?: ChangeScope;
}

export interface RawFinding extends Report {
  readonly rule: string;
  readonly crd: string;
  readonly scope: ChangeScope;
}

/** JSON schema of a rule's `options` in the config file. */
export type OptionsSchema = Readonly<Record<string, unknown>>;

export interface RuleMeta {
  readonly id: string;
  readonly summary: string;
  readonly defaultSeverity: Severity;
  /** breaking: may block; loosening: informational by nature; meta: about the gate's inputs. */
  readonly tier: 'breaking' | 'loosening' | 'meta';
  /** JSON schema (properties) of the rule's options, when it has any. */
  readonly options?: OptionsSchema;
}

/** A schema node on one side of a comparison. */
export interface SchemaNode {
  readonly schema: Readonly<Record<string, unknown>>;
  /** Pointer of the node relative to the CRD object. */
  readonly pointer: string;
  readonly manifest: Manifest;
  /** Anchor at a keyword of the node (or the node itself). */
  anchor(keyword?: string, options?: { readonly index?: number | string; readonly at?: 'key' | 'value' }): Anchor;
}

export interface NodeContext {
  readonly crd: string;
  readonly version: string;
  readonly scope: ChangeScope;
  readonly path: string;
  readonly base: SchemaNode;
  readonly head: SchemaNode;
  /** Keywords whose values differ (children under properties/items/additionalProperties excluded). */
  readonly changed: ReadonlySet<string>;
  /** Whether this node's property name is in its parent's `required` list. */
  readonly requiredInParent: { readonly base: boolean; readonly head: boolean };
  /** Marks a changed keyword as judged; what nobody consumes becomes `unclassified-change`. */
  consume(keyword: string): void;
  report(report: Omit<Report, 'version' | 'path'> & { readonly path?: string }): void;
  /** An option of the running rule from the config (`rules.<id>.options`). */
  option(name: string): unknown;
}

/** One changed CRD-level value (everything but the schemas), keyed like `spec.versions[v1].served`. */
export interface FacetChange {
  readonly key: string;
  readonly base?: Facet;
  readonly head?: Facet;
}

export interface Facet {
  readonly value: unknown;
  readonly pointer: string;
}

export interface CrdContext {
  readonly base: CrdModel;
  readonly head: CrdModel;
  /** Changed facets whose key starts with the prefix (all when omitted). */
  changes(prefix?: string): readonly FacetChange[];
  consume(key: string): void;
  /** True when two versions' schemas accept and store the same data. */
  sameSchema(a: CrdVersion | undefined, b: CrdVersion | undefined): boolean;
  /** Objects at head written as `apiVersion` + `kind` (the clients of a version that live in the same change). */
  objectsOf(apiVersion: string, kind: string): readonly Manifest[];
  report(report: Report): void;
  option(name: string): unknown;
}

/** Checks of one CRD on its own; run at base and head, and only what is new at head is reported. */
export interface SingleContext {
  readonly crd: CrdModel;
  /** Breaking differences between two schemas, as node rules judge them. */
  diffSchemas(from: CrdVersion, to: CrdVersion): readonly RawFinding[];
  report(report: Report): void;
  option(name: string): unknown;
}

export interface PresenceContext {
  readonly crd: CrdModel;
  report(report: Report): void;
  option(name: string): unknown;
}

/**
 * A rule: its metadata and the hooks it judges with. Each rule lives in its own file under
 * rules/ and is listed in registry.ts.
 * - onNode: a schema node present on both sides whose keywords differ;
 * - onCrd: a CRD present on both sides (everything but the schemas, as facets);
 * - onSingle: one CRD on its own, run at base and head; only what is new at head is reported;
 * - onRemoved / onAdded: a CRD present on one side only.
 * A rule with no hook is applied by the engine itself (unclassified-change) or by the live check.
 */
export interface Rule extends RuleMeta {
  onNode?(context: NodeContext): void;
  onCrd?(context: CrdContext): void;
  onSingle?(context: SingleContext): void;
  onRemoved?(context: PresenceContext): void;
  onAdded?(context: PresenceContext): void;
}

export function isRecordSchema(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
