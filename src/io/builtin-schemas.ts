// The schema sets of Kubernetes' built-in kinds: the ones shipped in schemas/kubernetes/<minor>/
// (read lazily, one group-version file on first use), or one read from a live cluster's
// /openapi/v3 (--schemas-from-cluster).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  compactSchemaSet,
  readGoEnums,
  type GoSourceFile,
  createBuiltinRegistry,
  enumsOfDefinitions,
  groupVersionFileName,
  serializeGroupVersion,
  serializeIndex,
  type BuiltinRegistry,
  type CompactOutput,
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

/** Writes a schema set folder (replacing what was there). */
export async function writeSchemaSet(dir: string, output: CompactOutput): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.json'), serializeIndex(output.index));
  for (const [gv, file] of output.groupVersions) await writeFile(path.join(dir, groupVersionFileName(gv)), serializeGroupVersion(file));
}

/**
 * The Go sources of `k8s.io/api` at the server's version (for the `+enum` types): from the Go
 * module cache, where building kube-testenv puts them.
 */
export function goApiSourceDir(kubernetesVersion: string): string {
  const m = /^v1\.(\d+)\.(\d+)/.exec(kubernetesVersion);
  if (!m) throw new Error(`cannot tell the k8s.io/api version of Kubernetes ${kubernetesVersion}`);
  let modCache = process.env.GOMODCACHE;
  if (!modCache) {
    try {
      modCache = execFileSync('go', ['env', 'GOMODCACHE'], { encoding: 'utf8' }).trim();
    } catch {
      modCache = path.join(process.env.GOPATH ?? path.join(os.homedir(), 'go'), 'pkg', 'mod');
    }
  }
  const dir = path.join(modCache, 'k8s.io', `api@v0.${m[1]!}.${m[2]!}`);
  if (!existsSync(dir)) throw new Error(`${dir} is missing: build kube-testenv first (npm run build:testenv), or pass the k8s.io/api source folder`);
  return dir;
}

/** Every non-generated, non-test Go file under a k8s.io/api source folder. */
export function readGoApiSources(dir: string): GoSourceFile[] {
  const files: GoSourceFile[] = [];
  const walk = (d: string, importPath: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (e.isDirectory()) walk(path.join(d, e.name), `${importPath}/${e.name}`);
      else if (e.name.endsWith('.go') && !e.name.endsWith('_test.go') && !e.name.startsWith('zz_generated') && !e.name.includes('.pb.')) {
        files.push({ importPath, text: readFileSync(path.join(d, e.name), 'utf8') });
      }
    }
  };
  walk(dir, 'k8s.io/api');
  return files;
}

/**
 * Group-versions that are not the API server's own: CRD groups (their APIService is labelled
 * kube-aggregator.kubernetes.io/automanaged=true, built-ins have =onstart) and aggregated APIs
 * (an APIService backed by a service). apiregistration.k8s.io itself has no APIService.
 */
async function foreignGroupVersions(client: KubeClient): Promise<Set<string>> {
  const list = await client.request({ method: 'GET', path: '/apis/apiregistration.k8s.io/v1/apiservices' });
  const out = new Set<string>();
  for (const item of isRecord(list) && Array.isArray(list.items) ? list.items : []) {
    if (!isRecord(item) || !isRecord(item.spec) || !isRecord(item.metadata)) continue;
    const labels = isRecord(item.metadata.labels) ? item.metadata.labels : {};
    const own = labels['kube-aggregator.kubernetes.io/automanaged'] === 'onstart' && (item.spec.service === undefined || item.spec.service === null);
    const { group, version } = item.spec;
    if (!own && typeof version === 'string') out.add(typeof group === 'string' && group !== '' ? `${group}/${version}` : version);
  }
  return out;
}

/** A schema set of a server's built-in kinds (the shipped one is made this way, by scripts/generate-builtin-schemas.ts). */
export async function generateSchemaSet(client: KubeClient, goApiDir?: string): Promise<CompactOutput> {
  let fetched;
  let foreign;
  try {
    fetched = await fetchOpenApiV3(client);
    foreign = await foreignGroupVersions(client);
  } finally {
    client.close();
  }
  const { kubernetesVersion } = fetched;
  const documents = new Map([...fetched.documents].filter(([gv]) => !foreign.has(gv)));
  const enums = readGoEnums(readGoApiSources(goApiDir ?? goApiSourceDir(kubernetesVersion)));
  return compactSchemaSet({ kubernetesVersion, documents, enums });
}
