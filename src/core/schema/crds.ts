// The check engine validates CRDs synchronously: CEL and Ajv loaded (engines.ts).
import './engines-cel.js';
import './engines-ajv.js';
import type { CelRunBudget } from '../cel/index.js';
import type { Finding, Severity } from '../findings/finding.js';
import { CRD_API_VERSION, readCrd } from '../kube/crd.js';
import { duplicateFinding, indexCrds, whereIs } from './crd-set.js';
import { validateCrd, type CrdIssue, type CrdIssueKind } from './crd-validation.js';
import { splitApiVersion, type Manifest } from '../manifest/manifest.js';
import { isDns1123Label, isDns1123Subdomain } from '../kube/names.js';
import type { KindValidator, SchemaViolation } from './types.js';
import { compileKindValidator, UncheckedKindValidator, type CompileStats, type CrdVersionSpec, type ValidatorCache } from './validator.js';

/**
 * CustomResourceDefinitions found among manifests → a registry of compiled validators.
 * A broken CRD is a located finding, never an exception.
 */

export interface LoadedCrdVersion {
  readonly spec: CrdVersionSpec;
  readonly validator: KindValidator;
  /** False when the schema could not be compiled (the validator then only warns). */
  readonly checked: boolean;
  readonly stats: CompileStats;
}

export interface LoadedCrd {
  /** metadata.name, e.g. tenantonboardings.platform.example.com */
  readonly name: string;
  readonly group: string;
  readonly kind: string;
  readonly plural: string;
  readonly scope: 'Namespaced' | 'Cluster';
  readonly versions: readonly LoadedCrdVersion[];
  readonly manifest: Manifest;
}

export interface CrdRegistry {
  /** The validator for a kind at a version, or undefined when no loaded CRD defines that version. */
  lookup(apiVersion: string, kind: string): KindValidator | undefined;
  /** Why lookup found nothing, in words for a "no schema" finding ("no CRD defines ..."). */
  explainMissing(apiVersion: string, kind: string): string;
  readonly crds: readonly LoadedCrd[];
}

export interface LoadCrdsOptions {
  /** A later CRD with the same name replaces an earlier one (default: the first one wins and the later one is reported). */
  readonly allowOverride?: boolean;
  readonly cache?: ValidatorCache;
}

export interface LoadCrdsResult {
  readonly registry: CrdRegistry;
  readonly findings: Finding[];
}


/** The `check` rule id of each kind of CRD issue (docs/schema.md). */
const ISSUE_RULES: Record<CrdIssueKind, string> = {
  decode: 'crd/invalid',
  'api-version': 'crd/invalid',
  metadata: 'crd/invalid',
  names: 'crd/invalid',
  versions: 'crd/invalid',
  storage: 'crd/invalid',
  conversion: 'crd/invalid',
  subresources: 'crd/invalid',
  'printer-columns': 'crd/invalid',
  'selectable-fields': 'crd/invalid',
  structural: 'crd/invalid-schema',
  'list-type': 'crd/invalid-schema',
  schema: 'crd/invalid-schema',
  default: 'crd/invalid-schema',
  cel: 'crd/invalid-cel',
  'cel-unsupported': 'crd/cel-unsupported',
  'too-large': 'crd/schema-too-large',
};

/** A CRD issue of the shared validator as a `check` finding. */
export function crdIssueFinding(manifest: Manifest, issue: CrdIssue): Finding {
  const loc = manifest.locate(issue.pointer, issue.at ?? 'value');
  const hint =
    issue.kind === 'too-large'
      ? 'Split the schema or use x-kubernetes-preserve-unknown-fields for large free-form parts; objects of this kind are not validated offline.'
      : issue.kind === 'api-version'
        ? 'apiextensions.k8s.io/v1beta1 was removed in Kubernetes 1.22; convert the CRD to v1.'
        : issue.kind === 'cel-unsupported'
          ? undefined
          : 'The API server rejects this CustomResourceDefinition (kubectl apply --dry-run=server shows the same error).';
  return {
    ruleId: ISSUE_RULES[issue.kind],
    severity: issue.severity,
    message: issue.version !== undefined && !issue.message.startsWith('spec.versions') ? `${issue.version}: ${issue.message}` : issue.message,
    file: loc.file,
    line: loc.line,
    column: loc.column,
    pointer: manifest.base + issue.pointer,
    object: manifest.ref,
    ...(hint ? { hint } : {}),
  };
}

export function loadCrds(manifests: readonly Manifest[], options: LoadCrdsOptions = {}): LoadCrdsResult {
  const findings: Finding[] = [];
  const set = indexCrds(manifests);
  const byName = new Map<string, LoadedCrd>();
  const loadedOf = new Map<Manifest, LoadedCrd | undefined>();
  const load = (m: Manifest): LoadedCrd | undefined => {
    if (!loadedOf.has(m)) loadedOf.set(m, loadCrd(m, findings, options.cache));
    return loadedOf.get(m);
  };
  for (const [name, m] of set.byName) {
    const crd = load(m);
    if (crd) byName.set(name, crd);
  }
  for (const d of set.duplicates) {
    if (options.allowOverride && !d.used) {
      const crd = load(d.manifest);
      findings.push(finding(d.manifest, '/metadata/name', 'crd/duplicate', 'info', `CustomResourceDefinition ${d.name} is defined again; this definition replaces the one at ${whereIs(d.other)}`));
      if (crd) byName.set(d.name, crd);
      continue;
    }
    if (options.allowOverride) continue;
    findings.push(duplicateFinding(d));
    // A conflicting copy is a CRD of its own: what the API server would say about it is reported too.
    if (!d.used && !d.identical) load(d.manifest);
  }
  // Two CRDs (different names) claiming the same group and kind.
  const byGroupKind = new Map<string, LoadedCrd>();
  for (const crd of byName.values()) {
    const key = `${crd.group}/${crd.kind}`;
    const other = byGroupKind.get(key);
    if (other) {
      findings.push(
        finding(crd.manifest, '/spec/names/kind', 'crd/duplicate', 'error', `kind ${crd.kind} in group ${crd.group} is already defined by CustomResourceDefinition ${other.name} (${other.manifest.file}); expected one CRD per kind`),
      );
      continue;
    }
    byGroupKind.set(key, crd);
  }
  const crds = [...byGroupKind.values()];
  const byVersionKind = new Map<string, KindValidator>();
  for (const crd of crds) for (const v of crd.versions) byVersionKind.set(`${crd.group}/${v.spec.version}\u0000${crd.kind}`, v.validator);
  const registry: CrdRegistry = {
    crds,
    lookup(apiVersion, kind) {
      // apiVersion of a group version is "group/version", the same spelling as the key.
      return byVersionKind.get(`${apiVersion}\u0000${kind}`);
    },
    explainMissing(apiVersion, kind) {
      const { group, version } = splitApiVersion(apiVersion);
      const crd = byGroupKind.get(`${group}/${kind}`);
      if (!crd) return `no CustomResourceDefinition for kind ${kind} in group ${group === '' ? 'core' : group} was found`;
      return `CustomResourceDefinition ${crd.name} has no version ${version} (it defines ${crd.versions.map((v) => v.spec.version).join(', ') || 'none'})`;
    },
  };
  return { registry, findings };
}

function finding(manifest: Manifest, pointer: string, ruleId: string, severity: Severity, message: string, hint?: string): Finding {
  const loc = manifest.locate(pointer);
  return {
    ruleId,
    severity,
    message,
    file: loc.file,
    line: loc.line,
    column: loc.column,
    pointer: manifest.base + pointer,
    object: manifest.ref,
    ...(hint ? { hint } : {}),
  };
}

/**
 * One CRD: every issue of the shared validator becomes a finding; the versions that can be
 * used (identity readable, schema compiled) answer lookups. A CRD whose identity cannot be read
 * defines no kind.
 */
function loadCrd(manifest: Manifest, findings: Finding[], cache: ValidatorCache | undefined): LoadedCrd | undefined {
  const crd = readCrd(manifest);
  const validation = validateCrd(crd);
  for (const issue of validation.issues) findings.push(crdIssueFinding(manifest, issue));
  if (manifest.object.apiVersion !== CRD_API_VERSION) return undefined;
  const { group, kind, plural, scope } = crd;
  if (group === undefined || !isDns1123Subdomain(group) || !group.includes('.')) return undefined;
  if (kind === undefined || !/^[A-Za-z][A-Za-z0-9]*$/.test(kind)) return undefined;
  if (plural === undefined || !isDns1123Label(plural)) return undefined;
  if (scope !== 'Namespaced' && scope !== 'Cluster') return undefined;
  if (crd.versions.length === 0) return undefined;
  const loaded: LoadedCrdVersion[] = [];
  const seen = new Set<string>();
  for (const v of crd.versions) {
    if (seen.has(v.name) || !v.schema) continue;
    seen.add(v.name);
    const versionSpec: CrdVersionSpec = {
      group,
      version: v.name,
      kind,
      plural,
      scope,
      served: v.served,
      storage: v.storage,
      schema: v.schema,
      statusSubresource: v.subresources.status,
    };
    const compiled = compileKindValidator(versionSpec, cache ? { cache } : {});
    // Whether the API server accepts the CRD is validateCrd's call alone; a schema it accepts
    // that the offline validator cannot compile leaves the kind unchecked (a warning per object).
    const validator = compiled.validator ?? new UncheckedKindValidator(versionSpec, compiled.problems.find((p) => p.severity === 'error')?.message ?? 'schema could not be compiled');
    loaded.push({ spec: versionSpec, validator, checked: compiled.validator !== undefined, stats: compiled.stats });
  }
  return { name: `${plural}.${group}`, group, kind, plural, scope, versions: loaded, manifest };
}

/** A schema violation of one manifest as a Finding with file:line:column. */
export function violationToFinding(manifest: Manifest, violation: SchemaViolation): Finding {
  const loc = manifest.locate(violation.pointer, violation.at);
  return {
    ruleId: violation.ruleId,
    severity: violation.severity,
    message: violation.message,
    file: loc.file,
    line: loc.line,
    column: loc.column,
    pointer: manifest.base + violation.pointer,
    object: manifest.ref,
    ...(violation.hint ? { hint: violation.hint } : {}),
  };
}

export interface ValidateManifestOptions {
  /** The same object at the base revision (or live), for transition rules. */
  readonly oldObject?: Manifest['object'];
  /** The run's CEL budget (see ValidateOptions). */
  readonly celRunBudget?: CelRunBudget;
}

/**
 * Validates one manifest against the registry. `undefined` when no CRD defines its kind and
 * version (the caller decides whether that is a warning or, with --strict, an error).
 */
export function validateManifest(registry: CrdRegistry, manifest: Manifest, options: ValidateManifestOptions = {}): Finding[] | undefined {
  const validator = registry.lookup(manifest.object.apiVersion, manifest.object.kind);
  if (!validator) return undefined;
  return validator
    .validate(manifest.object, { ...(options.oldObject ? { oldObject: options.oldObject } : {}), ...(options.celRunBudget ? { celRunBudget: options.celRunBudget } : {}) })
    .map((v) => violationToFinding(manifest, v));
}
