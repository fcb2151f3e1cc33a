import path from 'node:path';
import { formatLocation, type Finding } from '../findings/finding.js';
import { isRecord, type Manifest } from '../manifest/manifest.js';
import { parseYaml, type Location, type YamlDocument } from '../yaml/parse.js';
import { getAtPointer } from '../yaml/pointer.js';
import type { Kustomization, KustomizePatch } from './kustomization.js';

/**
 * Maps findings on `kustomize build` output back to the files a user edits, through the
 * `config.kubernetes.io/origin` annotation kustomize writes with `buildMetadata:
 * [originAnnotations]`: the origin names the source file; the object is found there by kind
 * and name and the finding's JSON pointer located in it. When the value there differs from
 * the rendered one, a patch of the kustomization chain changed it: the finding then points at
 * the patch that sets it and names the base object.
 */

export const ORIGIN_ANNOTATION = 'config.kubernetes.io/origin';
export const TRANSFORMATIONS_ANNOTATION = 'alpha.config.kubernetes.io/transformations';

export interface OriginContext {
  /** Repository-relative directory of the rendered kustomization. */
  readonly root: string;
  /** Repository-relative kustomization file of the root, where unmappable findings go. */
  readonly rootFile: string;
  /** Origin paths are relative to the directory kustomize was run in: this prefix turns them repository-relative. */
  readonly originPrefix: string;
  /** Prepended to origin paths once the prefix is stripped ('/' when the root lies outside the repository). */
  readonly originBase?: string;
  /** Every rendered object, from the output's documents. */
  readonly rendered: readonly Manifest[];
  /** The kustomizations the root reaches, for their patches. */
  readonly chain: readonly Kustomization[];
  /** Parsed source files by repository-relative path. */
  readonly source: (file: string) => readonly YamlDocument[] | undefined;
}

interface Origin {
  readonly path?: string;
  readonly configuredIn?: string;
}

/** The source of a rendered object, repository-relative, from its origin annotation. */
export function readOrigin(m: Manifest, prefix: string, base = ''): Origin | undefined {
  const text = m.object.metadata.annotations?.[ORIGIN_ANNOTATION];
  if (typeof text !== 'string') return undefined;
  const parsed = parseYaml(text, { file: ORIGIN_ANNOTATION });
  const value = parsed.documents[0]?.value;
  if (!isRecord(value) || typeof value.repo === 'string') return undefined;
  const strip = (p: unknown): string | undefined => {
    if (typeof p !== 'string') return undefined;
    const normal = path.posix.normalize(p);
    if (prefix === '') return base + normal;
    return normal.startsWith(prefix + '/') ? base + normal.slice(prefix.length + 1) : undefined;
  };
  const p = strip(value.path);
  const c = strip(value.configuredIn);
  return { ...(p !== undefined ? { path: p } : {}), ...(c !== undefined ? { configuredIn: c } : {}) };
}

/** The rendered object a finding is about: by object reference, else by line. */
function renderedObject(f: Finding, rendered: readonly Manifest[]): Manifest | undefined {
  const byRef = rendered.filter(
    (m) => f.object && m.object.kind === f.object.kind && m.object.metadata.name === f.object.name && (f.object.namespace === undefined || m.object.metadata.namespace === f.object.namespace),
  );
  if (byRef.length === 1) return byRef[0];
  if (f.line === undefined) return byRef[0];
  let best: Manifest | undefined;
  for (const m of byRef.length > 0 ? byRef : rendered) {
    const start = m.locate('').line;
    if (start <= f.line && (!best || start >= best.locate('').line)) best = m;
  }
  return best;
}

/** Finds the source object that became a rendered one: same kind, and the name kustomize may have prefixed/suffixed. */
function sourceObject(docs: readonly YamlDocument[], m: Manifest): YamlDocument | undefined {
  const candidates = docs.filter((d) => isRecord(d.value) && d.value.kind === m.object.kind);
  if (candidates.length <= 1) return candidates[0];
  const name = m.object.metadata.name ?? '';
  const named = (d: YamlDocument): string => {
    const meta = isRecord(d.value) ? d.value.metadata : undefined;
    return isRecord(meta) && typeof meta.name === 'string' ? meta.name : '';
  };
  return candidates.find((d) => named(d) === name) ?? candidates.filter((d) => named(d) !== '' && name.includes(named(d))).sort((a, b) => named(b).length - named(a).length)[0];
}

const isScalar = (v: unknown): boolean => v === null || typeof v !== 'object';

function targets(patch: KustomizePatch, value: unknown, m: Manifest): boolean {
  const t = patch.target;
  // kustomize reads target.name as a regular expression; an untrusted pattern is never compiled
  // here (cost, syntax errors): a plain name matches itself or the name with a prefix/suffix,
  // and a pattern with regex syntax matches any name (the pointer must still be in the patch).
  if (t) {
    const name = m.object.metadata.name ?? '';
    const nameMatches = t.name === undefined || /[\\^$.*+?()[\]{}|]/.test(t.name) || name.includes(t.name);
    return (t.kind === undefined || t.kind === m.object.kind) && nameMatches;
  }
  if (!isRecord(value)) return false;
  const meta = value.metadata;
  const name = isRecord(meta) && typeof meta.name === 'string' ? meta.name : undefined;
  return value.kind === m.object.kind && (name === undefined || (m.object.metadata.name ?? '').includes(name));
}

/** Where a patch of the chain sets the pointer, if one does. */
function patchLocation(context: OriginContext, m: Manifest, pointer: string): { location: Location; by: string } | undefined {
  // Later kustomizations (overlays) apply after earlier ones (bases): search from the root down.
  for (const k of context.chain) {
    for (const patch of k.patches) {
      const docs = patch.file ? context.source(patch.file) : patch.inline !== undefined ? parseYaml(patch.inline, { file: k.file }).documents : undefined;
      if (!docs) continue;
      for (const doc of docs) {
        const value = doc.value;
        // JSON 6902: a list of operations with paths.
        if (Array.isArray(value)) {
          if (!targets(patch, undefined, m) && !patch.target) continue;
          const index = value.findIndex((op) => isRecord(op) && typeof op.path === 'string' && (op.path === pointer || pointer.startsWith(op.path + '/')));
          if (index === -1) continue;
          if (!patch.file) return { location: k.document.locate(patch.pointer), by: k.file };
          return { location: doc.locate(`/${index}/value`), by: patch.file };
        }
        if (!targets(patch, value, m) || !doc.has(pointer)) continue;
        if (!patch.file) return { location: k.document.locate(patch.pointer), by: `an inline patch in ${k.file}` };
        return { location: doc.locate(pointer), by: patch.file };
      }
    }
  }
  return undefined;
}

/** Moves one finding on rendered output to the source file and line it comes from. */
export function mapRenderedFinding(f: Finding, context: OriginContext): Finding {
  const m = renderedObject(f, context.rendered);
  const fallback = (why: string): Finding => {
    const loc = context.rootFile;
    return { ...f, file: loc, line: 1, column: 1, message: `${f.message} (in the kustomize output of ${context.root || '.'}: ${why})` };
  };
  if (!m) return fallback('no rendered object matches');
  const origin = readOrigin(m, context.originPrefix, context.originBase);
  const pointer = f.pointer !== undefined && f.pointer.startsWith(m.base) ? f.pointer.slice(m.base.length) : f.pointer ?? '';
  if (!origin?.path) {
    if (origin?.configuredIn) {
      // A generated object (configMapGenerator, ...): the generator is in the kustomization.
      return { ...f, file: origin.configuredIn, line: 1, column: 1, message: `${f.message} (an object generated by ${origin.configuredIn})` };
    }
    return fallback('the object carries no origin annotation');
  }
  const docs = context.source(origin.path);
  const doc = docs ? sourceObject(docs, m) : undefined;
  if (!doc) return fallback(`${m.object.kind} ${m.object.metadata.name ?? ''} was not found in ${origin.path}`);
  const renderedValue = getAtPointer(m.object, pointer);
  const sourceHas = doc.has(pointer);
  const same = sourceHas && (!isScalar(renderedValue) || Object.is(getAtPointer(doc.value, pointer), renderedValue));
  const at = (loc: Location, message: string): Finding => {
    const { endLine: _endLine, endColumn: _endColumn, ...rest } = f;
    return { ...rest, file: loc.file, line: loc.line, column: loc.column, message };
  };
  if (same) return at(doc.locate(pointer), f.message);
  const base = doc.locate(pointer);
  const patched = patchLocation(context, m, pointer);
  if (patched) {
    return at(patched.location, `${f.message} (the value is set by the kustomize patch ${patched.by}; the object comes from ${formatLocation(base)})`);
  }
  return at(base, `${f.message} (kustomize ${context.root || '.'} changed this object from ${origin.path}; the rendered value differs from the file)`);
}

/**
 * A rendered object as it is applied: without the build metadata driftgate's wrapper
 * kustomization asks for (origin and transformations name temporary render paths, which
 * would change the object on every render).
 */
export function withoutBuildMetadata(m: Manifest): Manifest {
  const annotations = m.object.metadata.annotations;
  if (!annotations || (!(ORIGIN_ANNOTATION in annotations) && !(TRANSFORMATIONS_ANNOTATION in annotations))) return m;
  const { [ORIGIN_ANNOTATION]: _origin, [TRANSFORMATIONS_ANNOTATION]: _transformations, ...rest } = annotations;
  const { annotations: _all, ...metadata } = m.object.metadata;
  const object = { ...m.object, metadata: Object.keys(rest).length > 0 ? { ...metadata, annotations: rest } : metadata };
  return { ...m, object };
}
