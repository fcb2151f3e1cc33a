import { isCrdManifest } from '../kube/crd.js';
import type { SourceFile } from '../manifest/input.js';
import type { Finding } from '../findings/finding.js';
import { decodeSourceFile } from '../manifest/files.js';
import { loadManifests, type Manifest } from '../manifest/manifest.js';
import { parseYaml, type YamlDocument, type YamlParseCache } from '../yaml/parse.js';
import { loadPolicyPack, type PolicyPack } from './pack.js';

/** Decoded and parsed YAML files, with their text kept for precise CEL error columns. */
export interface ParsedSources {
  readonly documents: YamlDocument[];
  readonly texts: ReadonlyMap<string, string>;
  readonly findings: Finding[];
}

export function parseSourceFiles(files: readonly SourceFile[], cache?: YamlParseCache): ParsedSources {
  const documents: YamlDocument[] = [];
  const texts = new Map<string, string>();
  const findings: Finding[] = [];
  for (const file of files) {
    const decoded = decodeSourceFile(file);
    if (!decoded.ok) {
      findings.push({ ...decoded.finding, ruleId: 'policy-pack/invalid-document' });
      continue;
    }
    texts.set(file.path, decoded.text);
    const parsed = parseYaml(decoded.text, { file: file.path, ...(cache ? { cache } : {}) });
    for (const d of parsed.documents) documents.push(d);
    for (const f of parsed.findings) findings.push(f.severity === 'error' ? { ...f, ruleId: 'policy-pack/invalid-document' } : f);
  }
  return { documents, texts, findings };
}

/** `loadPolicyPack` from raw files (what `driftgate check` reads from policies/). */
export function loadPolicyPackFiles(
  files: readonly SourceFile[],
  cache?: YamlParseCache,
): { pack: PolicyPack; findings: Finding[]; documents: YamlDocument[]; texts: ReadonlyMap<string, string> } {
  const parsed = parseSourceFiles(files, cache);
  const loaded = loadPolicyPack({ documents: parsed.documents, sources: (f) => parsed.texts.get(f) });
  return { pack: loaded.pack, findings: [...parsed.findings, ...loaded.findings], documents: parsed.documents, texts: parsed.texts };
}

/** CRD manifests from files (deploy/crds), for kind → resource mapping. */
export function loadCrdManifests(files: readonly SourceFile[]): Manifest[] {
  const parsed = parseSourceFiles(files);
  return loadManifests(parsed.documents).manifests.filter(isCrdManifest);
}
