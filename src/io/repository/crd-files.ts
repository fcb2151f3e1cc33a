// What `driftgate crd-diff` reads on either side without git: CRD files parsed once. Kept apart
// from crd-revisions.ts (git, ignore files, the live cluster) so that comparing two paths loads
// none of that (issue #29: nothing is loaded that a run does not need).
import { CRD_KIND, isCrdManifest } from '../../core/kube/crd.js';
import type { Finding } from '../../core/findings/finding.js';
import { decodeSourceFile, fileIncludes } from '../../core/manifest/files.js';
import type { SourceFile } from '../../core/manifest/input.js';
import { loadManifests, type Manifest } from '../../core/manifest/manifest.js';
import { parseYaml } from '../../core/yaml/parse.js';

/** Input that cannot be compared (not a git repository, a config outside it): exit code 2. */
export class CrdInputError extends Error {
  override readonly name = 'CrdInputError';
}

export const DEFAULT_CONFIG_FILE = 'policies/crd-compat.yaml';

/** Files that mention CustomResourceDefinition, parsed; problems in head files are findings, in base files warnings. */
export function readCrdManifests(files: readonly SourceFile[], findings: Finding[], side: 'base' | 'head'): Manifest[] {
  const out: Manifest[] = [];
  for (const file of files) {
    // A file that could not be read is reported whatever it holds: it might hold a CRD.
    if (!file.problem && !fileIncludes(file, CRD_KIND)) continue;
    const decoded = decodeSourceFile(file);
    if (!decoded.ok) {
      findings.push(side === 'head' ? decoded.finding : atBase(decoded.finding));
      continue;
    }
    // One parse: a CRD's findings are located in it, so its events are kept rather than parsed again.
    const parsed = parseYaml(decoded.text, { file: file.path, keepEvents: true });
    // Only syntax errors matter here; other YAML warnings belong to `check`.
    for (const f of parsed.findings) if (f.severity === 'error') findings.push(side === 'head' ? f : atBase(f));
    out.push(...loadManifests(parsed.documents).manifests.filter(isCrdManifest));
  }
  return out;
}

function atBase(f: Finding): Finding {
  return { ...f, severity: 'warning', message: `at the base revision: ${f.message}; CRDs in this document were not compared` };
}
