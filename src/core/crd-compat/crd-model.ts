import { isRecord, type Manifest } from '../manifest/manifest.js';
import type { CrdModel, CrdVersion } from './types.js';

/** Reading CustomResourceDefinition manifests into the model the rules share. */

export const CRD_KIND = 'CustomResourceDefinition';
export const CRD_API_VERSION = 'apiextensions.k8s.io/v1';

export function isCrdManifest(manifest: Manifest): boolean {
  return manifest.object.kind === CRD_KIND && manifest.object.apiVersion.startsWith('apiextensions.k8s.io/');
}

export function readCrd(manifest: Manifest): CrdModel {
  const object = manifest.object;
  const spec = isRecord(object.spec) ? object.spec : {};
  const names = isRecord(spec.names) ? spec.names : {};
  const rawVersions = Array.isArray(spec.versions) ? spec.versions : [];
  const versions: CrdVersion[] = [];
  rawVersions.forEach((raw: unknown, index) => {
    if (!isRecord(raw) || typeof raw.name !== 'string') return;
    const schemaHolder = isRecord(raw.schema) ? raw.schema : undefined;
    const schema = schemaHolder && isRecord(schemaHolder.openAPIV3Schema) ? schemaHolder.openAPIV3Schema : undefined;
    const pointer = `/spec/versions/${index}`;
    versions.push({
      name: raw.name,
      index,
      pointer,
      served: raw.served === true,
      storage: raw.storage === true,
      deprecated: raw.deprecated === true,
      schema,
      schemaPointer: `${pointer}/schema/openAPIV3Schema`,
      raw,
    });
  });
  const byName = new Map<string, CrdVersion>();
  for (const v of versions) if (!byName.has(v.name)) byName.set(v.name, v);
  const conversion = isRecord(spec.conversion) ? spec.conversion : {};
  return {
    name: object.metadata.name ?? '',
    manifest,
    spec,
    group: stringOrUndefined(spec.group),
    scope: stringOrUndefined(spec.scope),
    kind: stringOrUndefined(names.kind),
    plural: stringOrUndefined(names.plural),
    versions,
    conversionStrategy: typeof conversion.strategy === 'string' ? conversion.strategy : 'None',
    preserveUnknownFields: spec.preserveUnknownFields === true,
    version: (name) => byName.get(name),
  };
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
