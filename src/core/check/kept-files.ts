import type { Finding } from '../findings/finding.js';
import { contentId, decodeSourceFile, fileHead, type FileLimits } from '../manifest/files.js';
import { HELM_HEAD_BYTES, namesHelmKinds } from '../manifest/helm-kinds.js';
import type { SourceFile } from '../manifest/input.js';
import type { Manifest } from '../manifest/manifest.js';
import { keptCrossFactsOf, keptFactsContext, type KeptCrossFacts, type KeptFile, type KeptFiles } from '../policy/cross.js';
import type { PolicyConfig } from '../policy/config.js';

/**
 * The cross-document facts of files, kept from earlier checks by the id of the file's contents
 * (`contentId`: its git blob id) and a context (`keptFactsContext`): the CLI keeps them on disk
 * beside its parse results. A `--base` run then judges the changed files and derives the
 * cross-document verdicts from the facts of the others, without parsing them, and, for a file read
 * from a revision, without reading it (issue #29, item 2).
 */
export interface CrossFactsStore {
  get(id: string, context: string): KeptCrossFacts | undefined;
  /** `mayLeaveUnread`: the contents name no kind Helm planning reads (see mayLeaveUnread). */
  set(id: string, context: string, facts: KeptCrossFacts, mayLeaveUnread: boolean): void;
  /**
   * Whether a check may leave these contents unread unless it parses them: an earlier check read
   * them as objects (facts are kept only for those, and that reading depends on the contents
   * alone), and they name no kind Helm planning reads. checkTree then takes the file as objects
   * without reading it, Helm planning passes it by, and a reader of a revision defers it.
   */
  mayLeaveUnread(id: string): boolean;
}

/** One file read into objects (parseFiles' result for one file). */
export interface ParsedHeadFile {
  readonly manifests: readonly Manifest[];
  readonly findings: readonly Finding[];
  readonly documents: number;
}

export interface HeadFilesInput {
  readonly files: readonly SourceFile[];
  /** The reported files: always parsed. */
  readonly selected: ReadonlySet<string>;
  /**
   * Where the facts of unreported files are kept from run to run. Without one, each unreported
   * file is parsed here for its facts alone and its objects are dropped: the run then judges it
   * as it would a kept file (a `--no-cache` run, the Action), without holding or judging its objects.
   */
  readonly store?: CrossFactsStore;
  readonly limits: FileLimits;
  readonly config: PolicyConfig;
  /** Files whose objects every check needs whoever reports them (CRD sources): always parsed. */
  readonly alwaysParsed: (file: SourceFile) => boolean;
  /** Kinds (`apiVersion NUL kind`) whose objects the check reads across files (the pack's parameter kinds). */
  readonly contextKinds: ReadonlySet<string>;
  /** Parses one file for the run (its text noted for the verdict memo). */
  readonly parse: (file: SourceFile) => ParsedHeadFile;
  /** Parses one file again when a rule needs a kept file's objects after all, or for its facts (nothing noted). */
  readonly parseAgain: (file: SourceFile) => ParsedHeadFile;
}

export interface HeadFiles {
  /** The parsed files' objects and findings, in the files' order; `documents` counts the kept files' too. */
  readonly manifests: Manifest[];
  readonly findings: Finding[];
  readonly documents: number;
  /** The objects of the kept files, which are not in `manifests`. */
  readonly keptObjects: number;
  readonly kept: KeptFiles | undefined;
}

/**
 * The head's files of a check that reports some of them: every file is parsed except those whose
 * facts were kept and that no other stage needs the objects of. A kept file is parsed all the
 * same when it holds a CRD, a Namespace or a parameter object (the schemas, admission and the
 * catalog read those across files), or an object with the kind and name of a reported object (its
 * old object for CEL transition rules, UPDATE admission and waivers is found by that identity).
 * The cross-document rules parse the kept files they need on their own (see withKeptFiles).
 * The facts of every unreported file parsed here and kept by no earlier run are kept for the next.
 * Without a store, every unreported file is parsed for its facts and then taken as a kept one: its
 * objects are not held or judged, as when its facts were kept.
 */
export function readHeadFiles(input: HeadFilesInput): HeadFiles {
  const { store, selected } = input;
  const context = keptFactsContext(input.config);
  // A path met twice (it should not be) is parsed: the rules know a kept file by its path.
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const file of input.files) (seen.has(file.path) ? repeated : seen).add(file.path);
  const candidates = new Map<SourceFile, KeptCrossFacts>();
  /** The content ids of the files whose facts no earlier run kept: kept by this one. */
  const unkept = new Map<SourceFile, string>();
  for (const file of input.files) {
    // A reported file is parsed whatever is kept: its facts are neither looked up nor kept.
    if (file.shipped || selected.has(file.path) || input.alwaysParsed(file)) continue;
    let facts: KeptCrossFacts | undefined;
    if (store !== undefined && file.blob !== undefined && file.problem === undefined && file.size !== undefined) {
      // Named by its blob: its contents are not read unless it is parsed. Facts are kept only for
      // contents that decoded, so only the size bound, which may have changed, is asked again.
      if (file.size > input.limits.maxBytes) continue;
      facts = store.get(file.blob, context);
      if (facts === undefined) unkept.set(file, file.blob);
    } else {
      const decoded = decodeSourceFile(file, input.limits);
      if (!decoded.ok) continue;
      if (store === undefined) facts = factsOfParsed(input.parseAgain(file), input.config);
      else {
        const id = contentId(file, decoded.text);
        facts = store.get(id, context);
        if (facts === undefined) unkept.set(file, id);
      }
    }
    if (facts !== undefined && !repeated.has(file.path) && !needsObjects(facts, input.contextKinds)) candidates.set(file, facts);
  }
  const parsed = new Map<SourceFile, ParsedHeadFile>();
  const reportedNames = new Set<string>();
  for (const file of input.files) {
    if (candidates.has(file)) continue;
    const one = input.parse(file);
    parsed.set(file, one);
    if (!selected.has(file.path)) continue;
    for (const m of one.manifests) if (m.object.metadata.name !== undefined) reportedNames.add(`${m.object.kind}\u0000${m.object.metadata.name}`);
  }
  const byPath = new Map<string, KeptFile>();
  for (const [file, facts] of candidates) {
    if (facts.names.some((n) => reportedNames.has(n))) {
      parsed.set(file, input.parse(file));
      continue;
    }
    let objects: readonly Manifest[] | undefined;
    byPath.set(file.path, { path: file.path, facts, load: () => (objects ??= input.parseAgain(file).manifests) });
  }
  const manifests: Manifest[] = [];
  const findings: Finding[] = [];
  let documents = 0;
  let keptObjects = 0;
  for (const file of input.files) {
    const one = parsed.get(file);
    if (one === undefined) {
      const facts = candidates.get(file);
      documents += facts?.documents ?? 0;
      keptObjects += facts?.objects ?? 0;
      continue;
    }
    // Loops, not push(...): a file of 100,000+ documents would overflow the stack.
    for (const m of one.manifests) manifests.push(m);
    for (const f of one.findings) findings.push(f);
    documents += one.documents;
    const id = unkept.get(file);
    if (id !== undefined) store?.set(id, context, factsOfParsed(one, input.config), !namesHelmKinds(fileHead(file, HELM_HEAD_BYTES)));
  }
  return { manifests, findings, documents, keptObjects, kept: byPath.size > 0 ? { order: input.files.map((f) => f.path), byPath } : undefined };
}

function factsOfParsed(file: ParsedHeadFile, config: PolicyConfig): KeptCrossFacts {
  return keptCrossFactsOf(file.manifests, file.documents, config);
}

/** Whether a file's objects are read across files by some stage other than the cross-document rules. */
function needsObjects(facts: KeptCrossFacts, contextKinds: ReadonlySet<string>): boolean {
  for (const k of facts.kinds) {
    const kind = k.slice(k.indexOf('\u0000') + 1);
    if (kind === 'CustomResourceDefinition' || kind === 'Namespace' || contextKinds.has(k)) return true;
  }
  return false;
}
