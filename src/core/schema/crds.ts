import type { Finding, Severity } from '../findings/finding.js';
import { isRecord, splitApiVersion, describeValue, type Manifest } from '../manifest/manifest.js';
import { isDns1123Label, isDns1123Subdomain } from './metadata.js';
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

export const CRD_API_VERSION = 'apiextensions.k8s.io/v1';

export function isCrdManifest(m: Manifest): boolean {
  return m.object.kind === 'CustomResourceDefinition' && m.object.apiVersion.startsWith('apiextensions.k8s.io/');
}

export function loadCrds(manifests: readonly Manifest[], options: LoadCrdsOptions = {}): LoadCrdsResult {
  const findings: Finding[] = [];
  const byName = new Map<string, LoadedCrd>();
  for (const manifest of manifests) {
    if (!isCrdManifest(manifest)) continue;
    const crd = readCrd(manifest, findings, options.cache);
    if (!crd) continue;
    const earlier = byName.get(crd.name);
    if (earlier) {
      const where = `${earlier.manifest.file}:${earlier.manifest.locate('').line}`;
      if (options.allowOverride) {
        findings.push(finding(manifest, '/metadata/name', 'crd/duplicate', 'info', `CustomResourceDefinition ${crd.name} is defined again; this definition replaces the one at ${where}`));
        byName.set(crd.name, crd);
      } else {
        findings.push(
          finding(
            manifest,
            '/metadata/name',
            'crd/duplicate',
            'error',
            `CustomResourceDefinition ${crd.name} is defined twice: expected one definition, found another at ${where}; the first one is used`,
            'Remove one of them, or allow overrides explicitly when a later CRD should win.',
          ),
        );
      }
      continue;
    }
    byName.set(crd.name, crd);
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

function readCrd(manifest: Manifest, findings: Finding[], cache: ValidatorCache | undefined): LoadedCrd | undefined {
  const o = manifest.object;
  const bad = (pointer: string, message: string, hint?: string): undefined => {
    findings.push(finding(manifest, pointer, 'crd/invalid', 'error', message, hint));
    return undefined;
  };
  if (o.apiVersion !== CRD_API_VERSION) {
    findings.push(
      finding(manifest, '/apiVersion', 'crd/invalid', 'warning', `expected apiVersion ${CRD_API_VERSION}, found ${JSON.stringify(o.apiVersion)}; this CustomResourceDefinition is not used for validation`, 'apiextensions.k8s.io/v1beta1 was removed in Kubernetes 1.22; convert the CRD to v1.'),
    );
    return undefined;
  }
  const spec = o.spec;
  if (!isRecord(spec)) return bad(o.spec === undefined ? '' : '/spec', `expected spec to be a mapping, found ${describeValue(spec)}`);
  const group = spec.group;
  if (typeof group !== 'string' || !isDns1123Subdomain(group) || !group.includes('.')) {
    return bad('/spec/group', `spec.group: expected a DNS subdomain with at least one dot such as "platform.example.com", found ${describeValue(group)}`);
  }
  const names = spec.names;
  if (!isRecord(names)) return bad(spec.names === undefined ? '/spec' : '/spec/names', `spec.names: expected a mapping with kind and plural, found ${describeValue(names)}`);
  const kind = names.kind;
  const plural = names.plural;
  if (typeof kind !== 'string' || !/^[A-Za-z][A-Za-z0-9]*$/.test(kind)) {
    return bad(names.kind === undefined ? '/spec/names' : '/spec/names/kind', `spec.names.kind: expected a kind such as "TenantOnboarding", found ${describeValue(kind)}`);
  }
  if (typeof plural !== 'string' || !isDns1123Label(plural)) {
    return bad(names.plural === undefined ? '/spec/names' : '/spec/names/plural', `spec.names.plural: expected a lowercase RFC 1123 label such as "tenantonboardings", found ${describeValue(plural)}`);
  }
  const name = `${plural}.${group}`;
  if (o.metadata.name !== name) {
    findings.push(finding(manifest, '/metadata/name', 'crd/invalid', 'error', `metadata.name: expected "${name}" (spec.names.plural + "." + spec.group), found ${describeValue(o.metadata.name)}`));
  }
  const scope = spec.scope;
  if (scope !== 'Namespaced' && scope !== 'Cluster') {
    return bad(spec.scope === undefined ? '/spec' : '/spec/scope', `spec.scope: expected "Namespaced" or "Cluster", found ${describeValue(scope)}`);
  }
  const versions = spec.versions;
  if (!Array.isArray(versions) || versions.length === 0) {
    return bad(spec.versions === undefined ? '/spec' : '/spec/versions', `spec.versions: expected a non-empty list of versions, found ${describeValue(versions)}`);
  }
  const loaded: LoadedCrdVersion[] = [];
  const seen = new Set<string>();
  let storageCount = 0;
  versions.forEach((v: unknown, i: number) => {
    const base = `/spec/versions/${i}`;
    if (!isRecord(v)) {
      bad(base, `spec.versions[${i}]: expected a mapping with name, served, storage and schema, found ${describeValue(v)}`);
      return;
    }
    const version = v.name;
    if (typeof version !== 'string' || !isDns1123Label(version)) {
      bad(`${base}/name`, `spec.versions[${i}].name: expected a version such as "v1alpha1", found ${describeValue(version)}`);
      return;
    }
    if (seen.has(version)) {
      bad(`${base}/name`, `spec.versions[${i}].name: expected unique version names, found "${version}" twice`);
      return;
    }
    seen.add(version);
    if (typeof v.served !== 'boolean') bad(v.served === undefined ? base : `${base}/served`, `spec.versions[${i}].served: expected true or false, found ${describeValue(v.served)}`);
    if (typeof v.storage !== 'boolean') bad(v.storage === undefined ? base : `${base}/storage`, `spec.versions[${i}].storage: expected true or false, found ${describeValue(v.storage)}`);
    if (v.storage === true) storageCount++;
    const schemaHolder = v.schema;
    const schema = isRecord(schemaHolder) ? schemaHolder.openAPIV3Schema : undefined;
    if (!isRecord(schema)) {
      bad(isRecord(schemaHolder) ? `${base}/schema` : base, `spec.versions[${i}].schema.openAPIV3Schema: expected a schema (required in apiextensions.k8s.io/v1), found ${describeValue(schema)}`);
      return;
    }
    const subresources = isRecord(v.subresources) ? v.subresources : undefined;
    const versionSpec: CrdVersionSpec = {
      group,
      version,
      kind,
      plural,
      scope,
      served: v.served === true,
      storage: v.storage === true,
      schema,
      statusSubresource: subresources !== undefined && isRecord(subresources.status),
    };
    const compiled = compileKindValidator(versionSpec, cache ? { cache } : {});
    const schemaBase = `${base}/schema/openAPIV3Schema`;
    for (const p of compiled.problems) {
      findings.push(
        finding(manifest, schemaBase + p.pointer, p.ruleId, p.severity, `spec.versions[${i}] (${version}) schema: ${p.message}`, p.ruleId === 'crd/schema-too-large' ? 'Split the schema or use x-kubernetes-preserve-unknown-fields for large free-form parts; objects of this kind are not validated offline.' : undefined),
      );
    }
    const validator = compiled.validator ?? new UncheckedKindValidator(versionSpec, compiled.problems.find((p) => p.severity === 'error')?.message ?? 'schema could not be compiled');
    loaded.push({ spec: versionSpec, validator, checked: compiled.validator !== undefined, stats: compiled.stats });
  });
  if (storageCount !== 1 && loaded.length === versions.length) {
    findings.push(finding(manifest, '/spec/versions', 'crd/invalid', 'error', `spec.versions: expected exactly one version with storage: true, found ${storageCount}`));
  }
  return { name, group, kind, plural, scope, versions: loaded, manifest };
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
}

/**
 * Validates one manifest against the registry. `undefined` when no CRD defines its kind and
 * version (the caller decides whether that is a warning or, with --strict, an error).
 */
export function validateManifest(registry: CrdRegistry, manifest: Manifest, options: ValidateManifestOptions = {}): Finding[] | undefined {
  const validator = registry.lookup(manifest.object.apiVersion, manifest.object.kind);
  if (!validator) return undefined;
  return validator.validate(manifest.object, options.oldObject ? { oldObject: options.oldObject } : {}).map((v) => violationToFinding(manifest, v));
}
