import type { Finding } from '../findings/finding.js';
import type { ExtractedCrd } from './extract.js';
import { catalogFileName, sha256Hex, upsertEntries, type CatalogLock, type LockEntry, type LockSource } from './lockfile.js';

/**
 * What `crds add` writes: one file per CRD (named by the CRD) with the text as released, and the
 * lock with an entry for each, replacing entries of the same CRD from an earlier add.
 */

export interface AddPlanInput {
  readonly extracted: readonly ExtractedCrd[];
  /** The source without the per-file path (filled in from each CRD's file). */
  readonly source: Omit<LockSource, 'path'>;
  /** What each CRD adds to the source (its path in the source; a cluster CRD's resourceVersion). Default: its file as the path. */
  readonly perCrd?: (crd: ExtractedCrd) => Partial<LockSource>;
  readonly lock: CatalogLock;
  /** Only these CRD names, when given. */
  readonly only?: readonly string[];
}

export interface AddPlan {
  readonly writes: readonly { readonly file: string; readonly text: string }[];
  readonly lock: CatalogLock;
  readonly added: readonly LockEntry[];
  readonly replaced: readonly LockEntry[];
  /** Unchanged: the same file content was already locked. */
  readonly unchanged: readonly LockEntry[];
  readonly findings: readonly Finding[];
  /** --name values that no CRD of the source has. */
  readonly notFound: readonly string[];
}

export function planAdd(input: AddPlanInput): AddPlan {
  const findings: Finding[] = [];
  const chosen = new Map<string, ExtractedCrd>();
  for (const crd of input.extracted) {
    if (input.only && !input.only.includes(crd.name)) continue;
    const first = chosen.get(crd.name);
    if (first) {
      findings.push({ ruleId: 'catalog/duplicate-crd', severity: 'error', message: `CustomResourceDefinition ${crd.name} is defined again; the one at ${first.file}:${first.line} is added`, file: crd.file, line: crd.line, column: 1, hint: 'Name the file or folder that holds the CRD you want, or pass --name.' });
      continue;
    }
    chosen.set(crd.name, crd);
  }
  const entries: LockEntry[] = [];
  const writes: { file: string; text: string }[] = [];
  for (const crd of chosen.values()) {
    const file = catalogFileName(crd.name);
    const bytes = new TextEncoder().encode(crd.text);
    const own = input.perCrd ? input.perCrd(crd) : { path: crd.file };
    entries.push({ name: crd.name, file, sha256: sha256Hex(bytes), versions: crd.versions, source: { ...input.source, ...own } });
    writes.push({ file, text: crd.text });
  }
  const before = new Map(input.lock.crds.map((e) => [e.name, e]));
  const { lock, replaced } = upsertEntries(input.lock, entries);
  const same = (a: LockEntry, b: LockEntry): boolean => a.sha256 === b.sha256 && JSON.stringify(a.source) === JSON.stringify(b.source);
  const unchanged = entries.filter((e) => {
    const old = before.get(e.name);
    return old !== undefined && same(old, e);
  });
  return {
    writes,
    lock,
    added: entries.filter((e) => !before.has(e.name)),
    replaced: replaced.filter((old) => !unchanged.some((u) => u.name === old.name)),
    unchanged,
    findings,
    notFound: (input.only ?? []).filter((n) => !chosen.has(n)),
  };
}
