// How the shipped schema sets of Kubernetes' built-in kinds are made (scripts/generate-builtin-schemas.ts,
// and the integration test that regenerates them): a real server's /openapi/v3 with the `+enum`
// values of the k8s.io/api Go sources. Kept apart from builtin-schemas.ts, which `check` loads at
// start: this half needs child_process (`go env`) and writes files, and no command runs it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { compactSchemaSet, groupVersionFileName, readGoEnums, serializeGroupVersion, serializeIndex, type CompactOutput, type GoSourceFile } from '../core/schema/builtin/index.js';
import { isRecord } from '../core/manifest/manifest.js';
import type { KubeClient } from './kube/client.js';
import { fetchOpenApiV3 } from './kube/openapi.js';

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
