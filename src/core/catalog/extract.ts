import type { Finding } from '../findings/finding.js';
import { decodeSourceFile, DEFAULT_FILE_LIMITS, type FileLimits } from '../manifest/files.js';
import type { SourceFile } from '../manifest/input.js';
import { loadManifests, type Manifest } from '../manifest/manifest.js';
import { CRD_API_VERSION, CRD_GROUP, CRD_KIND, isCrdManifest, readCrd } from '../kube/crd.js';
import { loadCrds } from '../schema/crds.js';
import { parseYaml } from '../yaml/parse.js';
import { CATALOG_RULES } from './lockfile.js';

/**
 * CRDs out of a source file, each as the exact text of its YAML document (CEL rules,
 * `x-kubernetes-*` extensions, every version, comments: nothing is re-serialised), so the
 * catalog holds what the project released. Documents that are not CRDs are skipped and named;
 * a document that does not parse, or a CRD the API server would refuse, is a located finding
 * and is not added.
 */

export interface ExtractedCrd {
  readonly name: string;
  /** The document's text, ending in a newline. */
  readonly text: string;
  readonly versions: readonly string[];
  /** The file in the source and the document's first line there. */
  readonly file: string;
  readonly line: number;
}

export interface SkippedDocument {
  readonly file: string;
  readonly line: number;
  readonly what: string;
}

export interface Extraction {
  readonly crds: ExtractedCrd[];
  readonly skipped: SkippedDocument[];
  readonly findings: Finding[];
}

interface Chunk {
  /** 1-based line of the chunk's first line. */
  readonly line: number;
  readonly lines: readonly string[];
}

const DOCUMENT_START = /^---(?:\s|$)/;
const DOCUMENT_END = /^\.\.\.\s*$/;

/** The documents of a YAML stream as line ranges: split at `---` and `...` at column 0, as YAML does. */
export function splitDocuments(text: string): Chunk[] {
  const lines = text.split(/\r?\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const chunks: Chunk[] = [];
  let start = 1;
  let current: string[] = [];
  const close = (): void => {
    if (current.some((l) => l.trim() !== '' && !l.trimStart().startsWith('#'))) chunks.push({ line: start, lines: current });
    current = [];
  };
  lines.forEach((line, i) => {
    if (DOCUMENT_START.test(line)) {
      close();
      const rest = line.slice(3).trim();
      // `--- {…}` or `--- !tag`: the document starts on the marker line, which stays.
      start = rest === '' || rest.startsWith('#') ? i + 2 : i + 1;
      if (rest !== '' && !rest.startsWith('#')) current.push(line);
      return;
    }
    if (DOCUMENT_END.test(line)) {
      close();
      start = i + 2;
      return;
    }
    if (current.length === 0) start = i + 1;
    current.push(line);
  });
  close();
  return chunks;
}

/** A document's text from its chunk, trimmed of the blank and comment lines before the object. */
function documentText(chunk: Chunk): { text: string; line: number } {
  let first = 0;
  while (first < chunk.lines.length && (chunk.lines[first] ?? '').trim() === '') first += 1;
  let last = chunk.lines.length;
  while (last > first && (chunk.lines[last - 1] ?? '').trim() === '') last -= 1;
  return { text: chunk.lines.slice(first, last).join('\n') + '\n', line: chunk.line + first };
}

function describeDocument(m: Manifest): string {
  const name = m.object.metadata.name;
  return `${m.object.kind}${name ? ` ${name}` : ''} (${m.object.apiVersion})`;
}

export function extractCrds(file: SourceFile, options: { readonly limits?: FileLimits } = {}): Extraction {
  const limits = options.limits ?? DEFAULT_FILE_LIMITS;
  const crds: ExtractedCrd[] = [];
  const skipped: SkippedDocument[] = [];
  const findings: Finding[] = [];
  const decoded = decodeSourceFile(file, limits);
  if (!decoded.ok) return { crds, skipped, findings: [decoded.finding] };
  for (const chunk of splitDocuments(decoded.text)) {
    const { text, line } = documentText(chunk);
    // Parsed on its own, padded with the lines above it, so every finding has the file's line.
    const parsed = parseYaml('\n'.repeat(line - 1) + text, { file: file.path, scalars: 'kubernetes' });
    findings.push(...parsed.findings);
    if (parsed.findings.some((f) => f.severity === 'error')) continue;
    const loaded = loadManifests(parsed.documents);
    findings.push(...loaded.findings);
    const manifest = loaded.manifests[0];
    if (!manifest || loaded.findings.some((f) => f.severity === 'error')) continue;
    if (loaded.manifests.length > 1 || !isCrdManifest(manifest)) {
      // A List of CRDs is a valid stream, but the catalog writes one CRD per file as released.
      const crdList = loaded.manifests.length > 1 && loaded.manifests.some(isCrdManifest);
      if (crdList) {
        const loc = manifest.locate('');
        findings.push({ ruleId: CATALOG_RULES.notCrd, severity: 'error', message: 'a List of CustomResourceDefinitions cannot be added as it is: expected one CRD per YAML document', file: file.path, line: loc.line, column: loc.column, hint: 'Split the list into documents separated by ---.' });
      } else {
        skipped.push({ file: file.path, line, what: describeDocument(manifest) });
      }
      continue;
    }
    if (manifest.object.apiVersion !== CRD_API_VERSION) {
      const loc = manifest.locate('/apiVersion');
      findings.push({ ruleId: CATALOG_RULES.notCrd, severity: 'error', message: `expected ${CRD_GROUP}/v1 ${CRD_KIND}, found ${manifest.object.apiVersion}`, file: file.path, line: loc.line, column: loc.column, pointer: '/apiVersion', object: manifest.ref, hint: 'apiextensions.k8s.io/v1beta1 was removed in Kubernetes 1.22; use a release of the project that ships v1 CRDs.' });
      continue;
    }
    // What the API server would refuse is refused here too: the catalog only holds CRDs check can use.
    const refused = loadCrds([manifest]).findings;
    findings.push(...refused);
    if (refused.some((f) => f.severity === 'error')) continue;
    const crd = readCrd(manifest);
    const name = manifest.object.metadata.name ?? '';
    crds.push({ name, text, versions: crd.versions.map((v) => v.name), file: file.path, line });
  }
  return { crds, skipped, findings };
}
