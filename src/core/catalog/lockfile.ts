import type { Finding } from '../findings/finding.js';
import { parseYaml } from '../yaml/parse.js';
import { CATALOG_SOURCE_TYPES, type CatalogSourceType } from './source.js';

/**
 * The CRD catalog's lockfile: for every CRD in the catalog folder, the file it is written to,
 * the sha256 of that file, and where it came from (source, tag and commit, path in the source).
 * JSON, so that no YAML walk ever mistakes it for a manifest; written sorted, so that a re-run
 * that changes nothing changes no byte.
 */

/** The catalog folder when none is given: check and the agent read CRDs from here. */
export const DEFAULT_CATALOG_DIR = 'crds/catalog';
export const LOCK_FILE = 'driftgate-crds.lock.json';
export const LOCK_VERSION = 1;

export interface LockSource {
  readonly type: CatalogSourceType;
  /** git: the repository URL, without credentials. */
  readonly url?: string;
  /** git: the tag or branch asked for. */
  readonly ref?: string;
  /** git: the commit the ref named when the CRD was added. */
  readonly commit?: string;
  /** path and git: the file in the source the CRD was read from (repository- or source-relative). */
  readonly path?: string;
  /** path: the chart whose crds/ folder held the CRD, as `name@version` from its Chart.yaml. */
  readonly chart?: string;
  /** cluster: the kubeconfig context, and the CRD's resourceVersion when read. */
  readonly context?: string;
  readonly resourceVersion?: string;
}

export interface LockEntry {
  /** metadata.name of the CRD, e.g. certificates.cert-manager.io. */
  readonly name: string;
  /** File name inside the catalog folder. */
  readonly file: string;
  /** sha256 of the file's bytes, hex. */
  readonly sha256: string;
  /** spec.versions[].name, in the CRD's order. */
  readonly versions: readonly string[];
  readonly source: LockSource;
}

export interface CatalogLock {
  readonly lockVersion: number;
  readonly crds: readonly LockEntry[];
}

export const CATALOG_RULES = {
  invalidLock: 'catalog/invalid-lock',
  missingFile: 'catalog/missing-file',
  digestMismatch: 'catalog/digest-mismatch',
  unlistedFile: 'catalog/unlisted-file',
  notCrd: 'catalog/not-a-crd',
  invalidSource: 'catalog/invalid-source',
} as const;

export function sha256Hex(bytes: Uint8Array): string {
  // node:crypto is taken on first use (ADR 0010, addendum): crd-diff loads this module and hashes nothing.
  return process.getBuiltinModule('node:crypto').createHash('sha256').update(bytes).digest('hex');
}

/** The file a CRD is written to: its name, which is unique in a cluster and a safe file name. */
export function catalogFileName(crdName: string): string {
  return `${crdName}.yaml`;
}

const byName = (a: LockEntry, b: LockEntry): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The lockfile's text: entries sorted by name, keys in a fixed order. */
export function renderLock(lock: CatalogLock): string {
  const crds = [...lock.crds].sort(byName).map((e) => ({
    name: e.name,
    file: e.file,
    sha256: e.sha256,
    versions: [...e.versions],
    source: Object.fromEntries(
      (['type', 'url', 'ref', 'commit', 'path', 'chart', 'context', 'resourceVersion'] as const).flatMap((k) => (e.source[k] !== undefined ? [[k, e.source[k]]] : [])),
    ),
  }));
  return JSON.stringify({ lockVersion: LOCK_VERSION, crds }, null, 2) + '\n';
}

/** The lock with `entries` added, each replacing an entry of the same CRD name. */
export function upsertEntries(lock: CatalogLock, entries: readonly LockEntry[]): { lock: CatalogLock; replaced: LockEntry[] } {
  const next = new Map(lock.crds.map((e) => [e.name, e]));
  const replaced: LockEntry[] = [];
  for (const e of entries) {
    const old = next.get(e.name);
    if (old) replaced.push(old);
    next.set(e.name, e);
  }
  return { lock: { lockVersion: LOCK_VERSION, crds: [...next.values()].sort(byName) }, replaced };
}

export const EMPTY_LOCK: CatalogLock = { lockVersion: LOCK_VERSION, crds: [] };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const SHA256 = /^[0-9a-f]{64}$/;
const SAFE_FILE = /^[a-z0-9][a-z0-9.-]*\.ya?ml$/;

/**
 * The lockfile's text → the lock, or located findings. A lockfile that cannot be read in full
 * is not half-used: any problem leaves `lock` undefined.
 */
export function parseLock(text: string, file: string): { lock?: CatalogLock; findings: Finding[] } {
  const parsed = parseYaml(text, { file, maxAliases: 0 });
  const findings: Finding[] = [...parsed.findings];
  const doc = parsed.documents[0];
  const problem = (pointer: string, message: string): void => {
    const loc = doc ? doc.locate(pointer) : { line: 1, column: 1 };
    findings.push({ ruleId: CATALOG_RULES.invalidLock, severity: 'error', message, file, line: loc.line, column: loc.column, pointer, hint: 'The lockfile is written by `driftgate crds add`; restore it from git or add the CRDs again.' });
  };
  if (findings.length > 0) return { findings };
  if (parsed.documents.length !== 1 || !doc || !isRecord(doc.value)) {
    problem('', 'expected one JSON object with lockVersion and crds');
    return { findings };
  }
  const root = doc.value;
  if (root.lockVersion !== LOCK_VERSION) problem('/lockVersion', `expected lockVersion ${LOCK_VERSION}, found ${JSON.stringify(root.lockVersion)}`);
  if (!Array.isArray(root.crds)) {
    problem('/crds', 'expected crds to be a list');
    return { findings };
  }
  const crds: LockEntry[] = [];
  const names = new Set<string>();
  root.crds.forEach((raw: unknown, i: number) => {
    const at = `/crds/${i}`;
    if (!isRecord(raw)) return problem(at, 'expected an object');
    const str = (key: string): string | undefined => {
      const v = raw[key];
      if (typeof v === 'string' && v !== '') return v;
      problem(`${at}/${key}`, `expected ${key} to be a non-empty string`);
      return undefined;
    };
    const name = str('name');
    const fileName = str('file');
    const sha = str('sha256');
    if (fileName !== undefined && !SAFE_FILE.test(fileName)) problem(`${at}/file`, `expected a file name inside the catalog folder, found ${JSON.stringify(fileName)}`);
    if (sha !== undefined && !SHA256.test(sha)) problem(`${at}/sha256`, 'expected 64 lowercase hex digits');
    if (name !== undefined && names.has(name)) problem(`${at}/name`, `CRD ${name} is listed twice`);
    if (name !== undefined) names.add(name);
    const versions = Array.isArray(raw.versions) && raw.versions.every((v): v is string => typeof v === 'string') ? raw.versions : undefined;
    if (!versions) problem(`${at}/versions`, 'expected versions to be a list of strings');
    const source = raw.source;
    if (!isRecord(source) || !(CATALOG_SOURCE_TYPES as readonly unknown[]).includes(source.type)) {
      problem(`${at}/source`, `expected source with type ${CATALOG_SOURCE_TYPES.join(' | ')}`);
      return;
    }
    const optional = (key: keyof LockSource): Record<string, string> => {
      const v = source[key];
      if (v === undefined) return {};
      if (typeof v !== 'string') {
        problem(`${at}/source/${key}`, `expected ${key} to be a string`);
        return {};
      }
      return { [key]: v };
    };
    const lockSource = { type: source.type as CatalogSourceType, ...optional('url'), ...optional('ref'), ...optional('commit'), ...optional('path'), ...optional('chart'), ...optional('context'), ...optional('resourceVersion') };
    if (name !== undefined && fileName !== undefined && sha !== undefined && versions) crds.push({ name, file: fileName, sha256: sha, versions, source: lockSource });
  });
  return findings.length > 0 ? { findings } : { lock: { lockVersion: LOCK_VERSION, crds }, findings };
}

/** Where an entry sits in the lockfile text, for messages about it (`file:line:col`). */
export function locateEntry(where: { readonly text: string; readonly file: string; readonly index: number; readonly key: 'file' | 'sha256' | 'name' }): { line: number; column: number } {
  const { text, file, index, key } = where;
  const doc = parseYaml(text, { file, maxAliases: 0 }).documents[0];
  const loc = doc?.locate(`/crds/${index}/${key}`) ?? { line: 1, column: 1 };
  return { line: loc.line, column: loc.column };
}

/** How a lock entry's source reads in a summary: `git URL@TAG, commit abcdef123456`, `repository PATH`, `cluster CONTEXT`. */
export function describeLockSource(source: LockSource): string {
  if (source.type === 'git') return `git ${source.url ?? '?'}@${source.ref ?? '?'}${source.commit !== undefined ? `, commit ${source.commit.slice(0, 12)}` : ''}`;
  if (source.type === 'cluster') return `cluster${source.context !== undefined ? ` context ${source.context}` : ''}${source.resourceVersion !== undefined ? ` resourceVersion ${source.resourceVersion}` : ''}`;
  return `repository ${source.path ?? '?'}${source.chart !== undefined ? ` (chart ${source.chart})` : ''}`;
}

/** A chart's `name@version` from its Chart.yaml text; undefined when either is missing. */
export function chartVersion(chartYaml: string): string | undefined {
  const doc = parseYaml(chartYaml, { file: 'Chart.yaml', maxAliases: 0 }).documents[0];
  const value = doc?.value;
  if (!isRecord(value) || typeof value.name !== 'string' || (typeof value.version !== 'string' && typeof value.version !== 'number')) return undefined;
  return `${value.name}@${String(value.version)}`;
}

/** Catalog files (repository-relative) → where each came from, from the lockfile's text; empty when it does not parse. */
export function catalogProvenance(dir: string, lockText: string): Map<string, string> {
  const parsed = parseLock(lockText, `${dir}/${LOCK_FILE}`);
  return new Map((parsed.lock?.crds ?? []).map((e) => [`${dir}/${e.file}`, describeLockSource(e.source)]));
}
