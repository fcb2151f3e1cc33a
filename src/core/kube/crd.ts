import { isRecord, splitApiVersion, type Manifest } from '../manifest/manifest.js';

/**
 * The one reading of a CustomResourceDefinition that every room shares (`check`, `crd-diff`,
 * the policy type checker, the resource catalog and the agent). `readCrd` never fails: fields
 * that are missing or of the wrong type read as `undefined` (or empty), and `validateCrd`
 * (crd-validation.ts) says what the API server would reject. Every part keeps its JSON pointer
 * relative to the CRD object, so findings are located in the file.
 */

export const CRD_KIND = 'CustomResourceDefinition';
export const CRD_GROUP = 'apiextensions.k8s.io';
export const CRD_API_VERSION = 'apiextensions.k8s.io/v1';

/** Any CustomResourceDefinition document, whatever its apiextensions version. */
export function isCrdManifest(manifest: Manifest): boolean {
  return manifest.object.kind === CRD_KIND && splitApiVersion(manifest.object.apiVersion).group === CRD_GROUP;
}

export interface CrdScale {
  readonly specReplicasPath: string | undefined;
  readonly statusReplicasPath: string | undefined;
  readonly labelSelectorPath: string | undefined;
  readonly pointer: string;
}

export interface CrdSubresources {
  /** `subresources.status` is set: status is written only through /status. */
  readonly status: boolean;
  readonly scale: CrdScale | undefined;
}

export interface CrdSelectableField {
  readonly jsonPath: string | undefined;
  /** Pointer to the entry in selectableFields. */
  readonly pointer: string;
}

export interface CrdVersion {
  readonly name: string;
  /** Index in spec.versions. */
  readonly index: number;
  /** Pointer to the version entry, relative to the CRD object. */
  readonly pointer: string;
  readonly served: boolean;
  readonly storage: boolean;
  readonly deprecated: boolean;
  /** spec.versions[i].schema.openAPIV3Schema, when it is a mapping. */
  readonly schema: Record<string, unknown> | undefined;
  readonly schemaPointer: string;
  readonly subresources: CrdSubresources;
  readonly selectableFields: readonly CrdSelectableField[];
  readonly raw: Readonly<Record<string, unknown>>;
}

export interface Crd {
  /** metadata.name ('' when absent). */
  readonly name: string;
  readonly manifest: Manifest;
  /** spec, or an empty mapping when spec is not one. */
  readonly spec: Readonly<Record<string, unknown>>;
  readonly group: string | undefined;
  readonly scope: string | undefined;
  readonly kind: string | undefined;
  readonly plural: string | undefined;
  readonly singular: string | undefined;
  readonly listKind: string | undefined;
  readonly shortNames: readonly string[];
  readonly categories: readonly string[];
  /** Versions whose entry is a mapping with a string name, in file order. */
  readonly versions: readonly CrdVersion[];
  /** spec.conversion.strategy, `None` when unset. */
  readonly conversionStrategy: string;
  /** spec.preserveUnknownFields, false when unset. */
  readonly preserveUnknownFields: boolean;
  /** The first version with this name. */
  version(name: string): CrdVersion | undefined;
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
}

const memo = new WeakMap<Manifest, Crd>();

/** The CRD model of a manifest (memoised per manifest: every room reads the same object). */
export function readCrd(manifest: Manifest): Crd {
  const hit = memo.get(manifest);
  if (hit) return hit;
  const crd = readUncached(manifest);
  memo.set(manifest, crd);
  return crd;
}

function readUncached(manifest: Manifest): Crd {
  const object = manifest.object;
  const spec = isRecord(object.spec) ? object.spec : {};
  const names = isRecord(spec.names) ? spec.names : {};
  const rawVersions = Array.isArray(spec.versions) ? spec.versions : [];
  const versions: CrdVersion[] = [];
  rawVersions.forEach((raw: unknown, index) => {
    if (!isRecord(raw) || typeof raw.name !== 'string') return;
    const pointer = `/spec/versions/${index}`;
    const schemaHolder = isRecord(raw.schema) ? raw.schema : undefined;
    const schema = schemaHolder && isRecord(schemaHolder.openAPIV3Schema) ? schemaHolder.openAPIV3Schema : undefined;
    const sub = isRecord(raw.subresources) ? raw.subresources : {};
    const scale = isRecord(sub.scale) ? sub.scale : undefined;
    const selectable = Array.isArray(raw.selectableFields) ? raw.selectableFields : [];
    versions.push({
      name: raw.name,
      index,
      pointer,
      served: raw.served === true,
      storage: raw.storage === true,
      deprecated: raw.deprecated === true,
      schema,
      schemaPointer: `${pointer}/schema/openAPIV3Schema`,
      subresources: {
        status: isRecord(sub.status),
        scale: scale
          ? {
              specReplicasPath: stringOrUndefined(scale.specReplicasPath),
              statusReplicasPath: stringOrUndefined(scale.statusReplicasPath),
              labelSelectorPath: stringOrUndefined(scale.labelSelectorPath),
              pointer: `${pointer}/subresources/scale`,
            }
          : undefined,
      },
      selectableFields: selectable.map((f: unknown, i) => ({
        jsonPath: isRecord(f) ? stringOrUndefined(f.jsonPath) : undefined,
        pointer: `${pointer}/selectableFields/${i}`,
      })),
      raw,
    });
  });
  const byName = new Map<string, CrdVersion>();
  for (const v of versions) if (!byName.has(v.name)) byName.set(v.name, v);
  const conversion = isRecord(spec.conversion) ? spec.conversion : {};
  return {
    name: typeof object.metadata.name === 'string' ? object.metadata.name : '',
    manifest,
    spec,
    group: stringOrUndefined(spec.group),
    scope: stringOrUndefined(spec.scope),
    kind: stringOrUndefined(names.kind),
    plural: stringOrUndefined(names.plural),
    singular: stringOrUndefined(names.singular),
    listKind: stringOrUndefined(names.listKind),
    shortNames: strings(names.shortNames),
    categories: strings(names.categories),
    versions,
    conversionStrategy: typeof conversion.strategy === 'string' ? conversion.strategy : 'None',
    preserveUnknownFields: spec.preserveUnknownFields === true,
    version: (name) => byName.get(name),
  };
}

/** The CRD as a plain object read from the cluster (`status.storedVersions` and all), keyed by version. */
export function schemaOfVersion(crd: unknown, version: string): unknown {
  const spec = isRecord(crd) && isRecord(crd.spec) ? crd.spec : undefined;
  const versions = spec && Array.isArray(spec.versions) ? spec.versions : [];
  for (const v of versions) {
    if (isRecord(v) && v.name === version) return isRecord(v.schema) ? v.schema.openAPIV3Schema : undefined;
  }
  return undefined;
}

/** `status.storedVersions` of a CRD read from the cluster. */
export function storedVersionsOf(crd: unknown): string[] {
  const status = isRecord(crd) && isRecord(crd.status) ? crd.status : undefined;
  return status ? strings(status.storedVersions) : [];
}

/** Names of the versions a CRD object (file or cluster) serves. */
export function servedVersionsOf(crd: unknown): string[] {
  const spec = isRecord(crd) && isRecord(crd.spec) ? crd.spec : undefined;
  const versions = spec && Array.isArray(spec.versions) ? spec.versions : [];
  return versions.flatMap((v) => (isRecord(v) && typeof v.name === 'string' && v.served === true ? [v.name] : []));
}

/**
 * Where a CRD object's custom objects are listed without a conversion: its storage version when
 * served (objects stored at it need no conversion webhook), else its first served version.
 * Undefined when the CRD serves no version (or lacks group or plural).
 */
export function crdObjectsPath(crd: unknown): string | undefined {
  const spec = isRecord(crd) && isRecord(crd.spec) ? crd.spec : undefined;
  const names = spec && isRecord(spec.names) ? spec.names : {};
  const versions = (spec && Array.isArray(spec.versions) ? spec.versions : []).filter(isRecord);
  const version = versions.find((v) => v.storage === true && v.served === true) ?? versions.find((v) => v.served === true);
  if (typeof spec?.group !== 'string' || typeof names.plural !== 'string' || version === undefined || typeof version.name !== 'string') return undefined;
  return `/apis/${encodeURIComponent(spec.group)}/${encodeURIComponent(version.name)}/${encodeURIComponent(names.plural)}`;
}
