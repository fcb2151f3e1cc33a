import type { Finding } from '../findings/finding.js';
import { CATALOG_RULES, locateEntry, sha256Hex, type CatalogLock } from './lockfile.js';

/**
 * The catalog folder against its lockfile: every listed file present with the recorded digest,
 * no YAML file in the folder that the lockfile does not list. Each disagreement is one located
 * finding; the folder is never repaired here (that is `crds add` again, or git restore).
 */

export interface CatalogFolderFile {
  /** Name inside the catalog folder. */
  readonly name: string;
  readonly bytes: Uint8Array;
}

export interface VerifyInput {
  /** The catalog folder, repository-relative, for messages. */
  readonly dir: string;
  /** The lockfile's path, repository-relative, and its text (for line numbers). */
  readonly lockPath: string;
  readonly lockText: string;
  readonly lock: CatalogLock;
  /** Every YAML file directly in the folder. */
  readonly files: readonly CatalogFolderFile[];
}

const HINT = 'Run `driftgate crds add` for the source again (it rewrites the file and the lockfile), or restore the folder with git.';

export function verifyCatalog(input: VerifyInput): Finding[] {
  const findings: Finding[] = [];
  const inFolder = new Map(input.files.map((f) => [f.name, f]));
  const listed = new Set<string>();
  input.lock.crds.forEach((entry, index) => {
    listed.add(entry.file);
    const file = inFolder.get(entry.file);
    const path = `${input.dir}/${entry.file}`;
    if (!file) {
      const at = locateEntry({ text: input.lockText, file: input.lockPath, index, key: 'file' });
      findings.push({ ruleId: CATALOG_RULES.missingFile, severity: 'error', message: `${path} is listed for CRD ${entry.name} but is not in the folder`, file: input.lockPath, ...at, hint: HINT });
      return;
    }
    const digest = sha256Hex(file.bytes);
    if (digest !== entry.sha256) {
      const at = locateEntry({ text: input.lockText, file: input.lockPath, index, key: 'sha256' });
      findings.push({
        ruleId: CATALOG_RULES.digestMismatch,
        severity: 'error',
        message: `CRD ${entry.name} differs from what was added: sha256 ${digest}, the lockfile (${input.lockPath}:${at.line}) records ${entry.sha256}`,
        file: path,
        line: 1,
        column: 1,
        hint: HINT,
      });
    }
  });
  for (const f of [...inFolder.values()].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (listed.has(f.name)) continue;
    findings.push({ ruleId: CATALOG_RULES.unlistedFile, severity: 'error', message: `${input.dir}/${f.name} is in the catalog folder but not in ${input.lockPath}`, file: `${input.dir}/${f.name}`, line: 1, column: 1, hint: 'Add CRDs with `driftgate crds add`, which records them; remove files that were copied in by hand.' });
  }
  return findings;
}
