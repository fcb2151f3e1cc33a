// The schema sets of Kubernetes' built-in kinds: the ones shipped in schemas/kubernetes/<minor>/
// (read lazily, one group-version file on first use), or one read from a live cluster's
// /openapi/v3 (--schemas-from-cluster). How the shipped sets are made is in
// builtin-schema-generation.ts, which no command loads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  compactSchemaSet,
  createBuiltinRegistry,
  enumsOfDefinitions,
  groupVersionFileName,
  type BuiltinRegistry,
  type EnumTable,
  type GroupVersionSchemas,
  type SchemaSetIndex,
  type SchemaSetSource,
} from '../core/schema/builtin/index.js';
import { isRecord } from '../core/manifest/manifest.js';
import type { KubeClient } from './kube/client.js';
import { fetchOpenApiV3 } from './kube/openapi.js';

/** The Kubernetes minor version whose schemas `check` uses unless --kube-version says otherwise. */
export const DEFAULT_KUBE_VERSION = '1.36';

const SETS_DIR = path.join('schemas', 'kubernetes');

/** The folder holding one folder per shipped version (found from src/io or from dist/, wherever the package sits). */
export function schemaSetsRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, SETS_DIR);
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error(`the built-in schema sets (${SETS_DIR}/) are missing from the driftgate installation; please report`);
}

/** Shipped versions, e.g. ["1.36"]. */
export function shippedKubeVersions(): string[] {
  return readdirSync(schemaSetsRoot(), { withFileTypes: true })
    .filter((e) => e.isDirectory() && /^\d+\.\d+$/.test(e.name))
    .map((e) => e.name)
    .sort((a, b) => Number(a.split('.')[1]) - Number(b.split('.')[1]));
}

export class UnknownKubeVersionError extends Error {
  override readonly name = 'UnknownKubeVersionError';
}

function parseJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function asIndex(value: unknown, file: string): SchemaSetIndex {
  if (!isRecord(value) || value.format !== 1 || typeof value.kubernetesVersion !== 'string' || !isRecord(value.groupVersions)) {
    throw new Error(`${file} is not a driftgate schema set index (format 1); please report`);
  }
  return value as unknown as SchemaSetIndex;
}

/** A shipped schema set; only index.json is read now, group-version files on first use. */
export function loadShippedSchemaSet(version: string = DEFAULT_KUBE_VERSION, options: { readonly root?: string } = {}): SchemaSetSource {
  const root = options.root ?? schemaSetsRoot();
  const dir = path.join(root, version);
  if (!/^\d+\.\d+$/.test(version) || !existsSync(path.join(dir, 'index.json'))) {
    throw new UnknownKubeVersionError(`--kube-version ${version}: no schemas shipped for it (shipped: ${options.root ? '?' : shippedKubeVersions().join(', ')})`);
  }
  const index = asIndex(parseJson(path.join(dir, 'index.json')), path.join(dir, 'index.json'));
  return {
    description: `Kubernetes ${index.kubernetesVersion}`,
    index,
    load(groupVersion) {
      if (!Object.prototype.hasOwnProperty.call(index.groupVersions, groupVersion)) return undefined;
      return parseJson(path.join(dir, groupVersionFileName(groupVersion))) as GroupVersionSchemas;
    },
  };
}

const shipped = new Map<string, BuiltinRegistry>();

/** The registry of a shipped version, made once per process. */
export function shippedBuiltinRegistry(version: string = DEFAULT_KUBE_VERSION): BuiltinRegistry {
  let registry = shipped.get(version);
  if (!registry) {
    registry = createBuiltinRegistry(loadShippedSchemaSet(version));
    shipped.set(version, registry);
  }
  return registry;
}

/** Every enumeration of a shipped set (Kubernetes no longer publishes them in /openapi/v3). */
export function shippedEnums(version: string = DEFAULT_KUBE_VERSION): EnumTable {
  const set = loadShippedSchemaSet(version);
  const table: EnumTable = {};
  for (const gv of Object.keys(set.index.groupVersions)) {
    const file = set.load(gv);
    if (file) enumsOfDefinitions(file.definitions, table);
  }
  return table;
}

/** The schema set of a live cluster: its built-in kinds and installed CRDs, with the shipped enumerations. */
export async function clusterSchemaSet(client: KubeClient): Promise<SchemaSetSource> {
  let fetched;
  try {
    fetched = await fetchOpenApiV3(client);
  } finally {
    client.close(); // keep-alive sockets would hold the process open
  }
  const { kubernetesVersion, documents } = fetched;
  const output = compactSchemaSet({ kubernetesVersion, documents, enums: shippedEnums() });
  return {
    description: `the cluster at ${client.server} (Kubernetes ${kubernetesVersion})`,
    index: output.index,
    load: (groupVersion) => output.groupVersions.get(groupVersion),
  };
}
