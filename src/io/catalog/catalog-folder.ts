import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Finding } from '../../core/findings/finding.js';
import { EMPTY_LOCK, LOCK_FILE, parseLock, renderLock, type CatalogLock } from '../../core/catalog/lockfile.js';
import type { CatalogFolderFile } from '../../core/catalog/verify.js';
import { DEFAULT_FILE_LIMITS } from '../../core/manifest/files.js';
import { readFileBounded } from '../fs/read-bounded.js';

/** The catalog folder on disk: its lockfile and YAML files, read with check's size bound; written file by file. */

export interface CatalogFolder {
  /** Repository-relative folder and lockfile path (`/` separators). */
  readonly dir: string;
  readonly lockPath: string;
  /** Undefined when there is no lockfile yet. */
  readonly lockText?: string;
  /** The lock when it parsed; EMPTY_LOCK when there is none. */
  readonly lock?: CatalogLock;
  readonly findings: Finding[];
  readonly files: CatalogFolderFile[];
}

const YAML_FILE = /\.ya?ml$/i;

export async function readCatalogFolder(options: { readonly root: string; readonly dir: string; readonly maxBytes?: number }): Promise<CatalogFolder> {
  const absolute = path.resolve(options.root, options.dir);
  const lockPath = `${options.dir}/${LOCK_FILE}`;
  const maxBytes = options.maxBytes ?? DEFAULT_FILE_LIMITS.maxBytes;
  const findings: Finding[] = [];
  let names: string[] = [];
  try {
    names = (await readdir(absolute, { withFileTypes: true })).filter((e) => !e.isDirectory()).map((e) => e.name).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return { dir: options.dir, lockPath, lock: EMPTY_LOCK, findings, files: [] };
  }
  const files: CatalogFolderFile[] = [];
  for (const name of names.filter((n) => YAML_FILE.test(n))) {
    const read = await readFileBounded(path.join(absolute, name), { maxBytes });
    if (read.ok) files.push({ name, bytes: read.bytes });
    else findings.push({ ruleId: read.problem.ruleId, severity: 'error', message: read.problem.message, file: `${options.dir}/${name}`, line: 1, column: 1, hint: read.problem.hint });
  }
  if (!names.includes(LOCK_FILE)) return { dir: options.dir, lockPath, lock: EMPTY_LOCK, findings, files };
  const lockRead = await readFileBounded(path.join(absolute, LOCK_FILE), { maxBytes });
  if (!lockRead.ok) {
    findings.push({ ruleId: lockRead.problem.ruleId, severity: 'error', message: lockRead.problem.message, file: lockPath, line: 1, column: 1, hint: lockRead.problem.hint });
    return { dir: options.dir, lockPath, findings, files };
  }
  const lockText = new TextDecoder().decode(lockRead.bytes);
  const parsed = parseLock(lockText, lockPath);
  findings.push(...parsed.findings);
  return { dir: options.dir, lockPath, lockText, ...(parsed.lock ? { lock: parsed.lock } : {}), findings, files };
}

/** Writes each CRD file, then the lockfile last (each through a temporary name), so a lockfile never lists a file not yet written. */
export async function writeCatalogFolder(options: { readonly root: string; readonly dir: string; readonly writes: readonly { readonly file: string; readonly text: string }[]; readonly lock: CatalogLock }): Promise<void> {
  const absolute = path.resolve(options.root, options.dir);
  await mkdir(absolute, { recursive: true });
  const put = async (name: string, text: string): Promise<void> => {
    const target = path.join(absolute, name);
    const temporary = `${target}.driftgate-tmp`;
    await writeFile(temporary, text);
    await rename(temporary, target);
  };
  for (const w of options.writes) await put(w.file, w.text);
  await put(LOCK_FILE, renderLock(options.lock));
}
