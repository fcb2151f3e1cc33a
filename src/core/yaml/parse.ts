import {
  CORE_SCHEMA,
  EVENT_ID,
  SCALAR_STYLE,
  YAMLException,
  constructFromEvents,
  getScalarValue,
  mergeTag,
  parseEvents,
  type Event,
  type ScalarEvent,
} from 'js-yaml';
import type { Finding } from '../findings/finding.js';
import { LineIndex, type Position } from './line-index.js';
import { findUnclosedOpener } from './unclosed.js';
import { scanEvents } from './fast-events.js';
import { constructPlain, documentRanges, NOT_PLAIN, type PlainNotices, type EventRange } from './construct.js';
import { appendPointer, parentPointer, parsePointer, toPointer } from './pointer.js';
import { yaml11Reading } from './yaml11.js';
import { kubernetesBoolTag, kubernetesFloatTag, kubernetesIntTag } from './kubernetes-scalars.js';

/**
 * YAML text → documents, each with a source map from JSON pointer to file position.
 *
 * One js-yaml event stream serves both: the values are constructed from the events, and
 * the source map is read from the same events' offsets (see docs/adr/0002-yaml-source-map.md).
 */

export interface ParseOptions {
  /** Repository-relative path used in findings. */
  readonly file: string;
  /** Aliases allowed per document; bounds "billion laughs" expansion. */
  readonly maxAliases?: number;
  /** Nesting depth allowed. */
  readonly maxDepth?: number;
  /** Parse results kept between runs (see YamlParseCache); without it, every text is parsed. */
  readonly cache?: YamlParseCache;
  /**
   * How plain scalars resolve: `yaml-1.2` (the default, for driftgate's own files) or `kubernetes`
   * for objects meant for the API server, read as it reads them (`on` is true, `0644` is 420).
   */
  readonly scalars?: ScalarReading;
  /**
   * Keep each chunk's events for locating, instead of parsing the text again on the first
   * location asked for: for a few large files whose documents are mostly located (crd-diff's
   * CRDs), where parsing twice costs more than holding the events. Each document's source map
   * is still built only when one of its locations is asked for.
   */
  readonly keepEvents?: boolean;
}

/**
 * Parse results kept between runs (`src/io/cache/parse-cache.ts` keeps them on disk), keyed by
 * the text alone: what a text parses to does not depend on where it is, so an entry serves every
 * revision and path with the same content (a git blob id names the same thing). A hit skips the
 * parser; a document of a hit is parsed for real only when one of its locations is asked for.
 * For that, no message of a parse names its file (the parser is given no file name).
 */
export interface YamlParseCache {
  /** `reading`: how plain scalars resolved (ParseOptions.scalars); the two readings of one text are two entries. */
  get(text: string, reading: ScalarReading): CachedParse | undefined;
  set(text: string, reading: ScalarReading, parsed: CachedParse): void;
  /**
   * What a caller made of this text's parse at this path (`kind` names what, e.g. the manifests
   * loaded from it), kept with the text's entry while it stays: a file that did not change gives
   * the same objects again, and `make` runs only when there are none. Optional: a cache without
   * it (on disk) leaves every caller to make them.
   */
  derived?<T>(kind: string, text: string, reading: ScalarReading, path: string, make: () => T): T;
}

/** How plain scalars resolve (see ParseOptions.scalars). */
export type ScalarReading = 'yaml-1.2' | 'kubernetes';

/**
 * One string for a text and its reading, for a cache that keys by a single string (on disk). A
 * cache in memory keys by the text itself instead: a text read again is the same string, whose
 * hash is kept, while a new key string is hashed whole every time.
 */
export function readingKey(text: string, reading: ScalarReading): string {
  return reading === 'kubernetes' ? KUBERNETES_CACHE_PREFIX + text : text;
}

/** A parse result as JSON: what `parseYaml` gives, without source maps and file names. */
export interface CachedParse {
  readonly documents: readonly { readonly index: number; readonly value: unknown }[];
  readonly findings: readonly Omit<Finding, 'file'>[];
}

interface NodeOffsets {
  /** Where the value starts. */
  readonly value: number;
  /** Where its key starts, for values inside a mapping. */
  readonly key?: number;
}

export interface Location extends Position {
  readonly file: string;
  /** The pointer actually located: the requested one, or its nearest ancestor that exists. */
  readonly pointer: string;
}

export interface YamlDocument {
  readonly file: string;
  /** 0-based position of the document in its file, counting empty documents. */
  readonly index: number;
  /** The document as JSON data (YAML 1.2 core schema, or Kubernetes' scalars, with merge keys). */
  readonly value: unknown;
  /** Location of the value at a pointer, falling back to the nearest ancestor. */
  locate(pointer: string, at?: 'key' | 'value'): Location;
  /** True when the pointer names a node written in this document. */
  has(pointer: string): boolean;
}

export interface ParseResult {
  readonly documents: YamlDocument[];
  readonly findings: Finding[];
}

const DEFAULT_MAX_ALIASES = 100;
/**
 * Nodes a document may gain through aliases (each alias counts the nodes of what it names,
 * nested aliases included). Nested aliases grow exponentially ("billion laughs"); nodes written
 * out in the text cost what the text costs and are not counted.
 */
const MAX_ALIAS_EXPANSION = 100_000;
const DEFAULT_MAX_DEPTH = 64;
const SCHEMA = CORE_SCHEMA.withTags(mergeTag);
/** Kubernetes objects: plain scalars resolved as the API server and kubectl resolve them (YAML 1.1, Go). */
const KUBERNETES_SCHEMA = CORE_SCHEMA.withTags(mergeTag, kubernetesBoolTag, kubernetesIntTag, kubernetesFloatTag);
/** Cache keys of the two readings of one text must differ. */
const KUBERNETES_CACHE_PREFIX = '\u0000kubernetes-scalars\u0000';

export function parseYaml(text: string, options: ParseOptions): ParseResult {
  // Entries are keyed by the text alone: only a parse with the default bounds may use them.
  const cache = options.maxAliases === undefined && options.maxDepth === undefined ? options.cache : undefined;
  if (!cache) return parseText(text, options);
  const reading = options.scalars ?? 'yaml-1.2';
  const hit = cache.get(text, reading);
  if (hit) return fromCache(text, hit, options);
  const parsed = parseText(text, options);
  if (parsed.documents.every((d) => isPlainJson(d.value))) {
    cache.set(text, reading, {
      documents: parsed.documents.map((d) => ({ index: d.index, value: d.value })),
      findings: parsed.findings.map(({ file: _file, ...finding }) => finding),
    });
  }
  return parsed;
}

/** Documents of a cache hit: values from the cache; the text is parsed again on the first location asked for. */
function fromCache(text: string, hit: CachedParse, options: ParseOptions): ParseResult {
  // Held weakly: a cache that keeps what was made of a hit (YamlParseCache.derived) keeps these
  // documents across runs, and a file's source maps are many times its text. Within one run the
  // parse stays alive while it is used; a later location parses the text again.
  let parsed: WeakRef<Map<number, YamlDocument>> | undefined;
  const real = (index: number): YamlDocument | undefined => {
    let documents = parsed?.deref();
    if (documents === undefined) {
      documents = new Map(parseText(text, options).documents.map((d) => [d.index, d]));
      parsed = new WeakRef(documents);
    }
    return documents.get(index);
  };
  const documents = hit.documents.map(({ index, value }): YamlDocument => ({
    file: options.file,
    index,
    value,
    has: (pointer) => real(index)?.has(pointer) ?? false,
    locate: (pointer, at) => real(index)?.locate(pointer, at) ?? { file: options.file, pointer: '', line: 1, column: 1 },
  }));
  return { documents, findings: hit.findings.map((f) => ({ ...f, file: options.file })) };
}

/**
 * True when JSON keeps the value as it is: YAML's `.inf`, `.nan` and `-0` have no JSON form
 * (JSON would turn them into null and 0), so a text with one is parsed every time.
 */
function isPlainJson(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'number') {
      if (!Number.isFinite(v) || Object.is(v, -0)) return false;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const item of Object.values(v)) stack.push(item);
    }
  }
  return true;
}

function parseText(text: string, options: ParseOptions): ParseResult {
  const lines = new LineIndex(text);
  const findings: Finding[] = [];
  const documents: YamlDocument[] = [];
  let index = 0;
  const recent = new RecentSourceMaps();
  // Batch by batch, so that the events of one batch are garbage before the next is parsed: peak
  // memory follows the batch, not the file (30,000 documents in one file held ~40 MB of events).
  for (const batch of batches(text)) {
    for (const chunk of parseBatch(batch, options, lines, findings)) {
      const parsed = parseChunk(chunk, lines, options, findings, index, recent);
      // A loop, not push(...): spreading 100,000+ documents overflows the stack.
      for (const d of parsed.documents) documents.push(d);
      index += parsed.count;
    }
  }
  return { documents, findings };
}

interface Chunk {
  readonly events: Event[];
  readonly source: string;
  /** Offset of `source` inside the whole file. */
  readonly base: number;
  /** A document that failed to parse (reported already): it still counts as one document of the file. */
  readonly failed?: boolean;
}

interface TextPart {
  readonly text: string;
  /** Offset of `text` inside the whole file. */
  readonly base: number;
}

/** Texts longer than this are parsed in batches of whole documents of about this size. */
const BATCH_CHARS = 64 * 1024;

/**
 * Whole documents, cut at `---` lines into batches of about BATCH_CHARS. A `---` at the start of
 * a line always starts a document (YAML forbids it inside any scalar), so parsing each batch on
 * its own gives the documents that parsing the whole text gives. Directives (`%YAML`, `%TAG`)
 * belong to the document after them: a text with any line starting with `%` is not cut.
 */
function batches(text: string): TextPart[] {
  if (text.length <= BATCH_CHARS || /^%/m.test(text)) return [{ text, base: 0 }];
  const parts: TextPart[] = [];
  let start = 0;
  for (const next of documentStarts(text)) {
    if (next - start < BATCH_CHARS) continue;
    parts.push({ text: text.slice(start, next), base: start });
    start = next;
  }
  parts.push({ text: text.slice(start), base: start });
  return parts;
}

/**
 * Parses a batch; on a syntax error, reports it and re-parses each `---`-separated
 * document on its own, so one broken document does not hide the problems of the others.
 */
function parseBatch(batch: TextPart, options: ParseOptions, lines: LineIndex, findings: Finding[]): Chunk[] {
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  try {
    return [{ events: eventsOf(batch.text, maxDepth), source: batch.text, base: batch.base }];
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
  }
  const chunks: Chunk[] = [];
  for (const part of splitDocuments(batch)) {
    try {
      chunks.push({ events: eventsOf(part.text, maxDepth), source: part.text, base: part.base });
    } catch (error) {
      if (!(error instanceof YAMLException)) throw error;
      findings.push(syntaxErrorFinding(error, part, lines, options.file));
      chunks.push({ events: [], source: part.text, base: part.base, failed: true });
    }
  }
  return chunks;
}

/**
 * The text's events: from the fast scanner when the text is in its subset (the same events, see
 * fast-events.ts), from js-yaml otherwise (which also reports every syntax error).
 */
function eventsOf(text: string, maxDepth: number): Event[] {
  return scanEvents(text, maxDepth) ?? parseEvents(text, { maxDepth });
}

/** Offsets of the `---` lines of a text, but for one at offset 0. */
function documentStarts(text: string): number[] {
  const starts: number[] = [];
  const separator = /^---(?=\s|$)/gm;
  for (let m = separator.exec(text); m; m = separator.exec(text)) if (m.index > 0) starts.push(m.index);
  return starts;
}

function splitDocuments(batch: TextPart): TextPart[] {
  const starts = [0, ...documentStarts(batch.text)];
  return starts.map((start, i) => ({ text: batch.text.slice(start, starts[i + 1] ?? batch.text.length), base: batch.base + start }));
}

function yamlErrorFinding(error: YAMLException, base: number, lines: LineIndex, file: string): Finding {
  const offset = base + (error.mark?.position ?? 0);
  const { line, column } = lines.position(offset);
  return {
    ruleId: 'yaml/syntax',
    severity: 'error',
    message: `YAML syntax error: ${error.reason ?? error.message}`,
    file,
    line,
    column,
    hint: 'Fix the YAML so that it parses; documents after a broken one in the same file are still checked.',
  };
}

const OPENER_NAMES = { '[': 'flow sequence', '{': 'flow mapping', '"': 'double-quoted string', "'": 'single-quoted string' } as const;
const CLOSERS = { '[': ']', '{': '}', '"': '"', "'": "'" } as const;

/**
 * A syntax error of one document. When the document leaves a `[`, `{` or quote open, the parser
 * stumbles where the text stops making sense (often a line later, as "deficient indentation"):
 * the finding then points at the opening token, and says where the parser gave up.
 */
function syntaxErrorFinding(error: YAMLException, part: { text: string; base: number }, lines: LineIndex, file: string): Finding {
  const finding = yamlErrorFinding(error, part.base, lines, file);
  const unclosed = findUnclosedOpener(part.text);
  const errorOffset = error.mark?.position ?? 0;
  if (!unclosed || unclosed.offset > errorOffset) return finding;
  const at = lines.position(part.base + unclosed.offset);
  return {
    ...finding,
    line: at.line,
    column: at.column,
    message: `YAML syntax error: the ${OPENER_NAMES[unclosed.opener]} opened here with ${unclosed.opener} is never closed: expected ${CLOSERS[unclosed.opener]} before the end of the document (the parser stopped at line ${finding.line ?? 0}, column ${finding.column ?? 0}: ${error.reason ?? error.message})`,
    hint: `Close it with ${CLOSERS[unclosed.opener]}; documents after a broken one in the same file are still checked.`,
  };
}

function parseChunk(
  chunk: Chunk,
  lines: LineIndex,
  options: ParseOptions,
  findings: Finding[],
  firstIndex: number,
  recent: RecentSourceMaps,
): { documents: YamlDocument[]; count: number } {
  if (chunk.events.length === 0) return { documents: [], count: chunk.failed ? 1 : 0 };
  const ranges = documentRanges(chunk.events);
  // The events are dropped after this: most documents never need a location, and holding every
  // event of every file costs memory and garbage-collection time. Locations re-parse the chunk on demand.
  const lazy = options.keepEvents ? keptSourceMaps(chunk, ranges) : lazySourceMaps(chunk.source, chunk.base, options, recent);
  const documents: YamlDocument[] = [];
  const schema = options.scalars === 'kubernetes' ? KUBERNETES_SCHEMA : SCHEMA;
  ranges.forEach((range, ordinal) => {
    // The document's own checks (duplicate keys, YAML 1.1 readings) walk its events once more:
    // for a plain document only when building it noticed something they could report.
    let checked = false;
    const check = (): void => {
      if (checked) return;
      checked = true;
      checkDocument(chunk, range, options.file, lines, findings);
    };
    let value: unknown;
    try {
      // Each document on its own: one bad document does not cost the others of the file.
      // json: true keeps the last of duplicated keys; checkDocument has reported each duplicate.
      // A plain document has no alias, so nothing to check before it is built.
      const notices: PlainNotices = { notable: mayReadAsYaml11, seen: false };
      value = constructPlain(chunk.events, range.from, range.to, chunk.source, schema, notices);
      if (value === NOT_PLAIN || notices.seen) check();
      if (value === NOT_PLAIN) {
        const aliasProblem = checkAliases(chunk, range, options.file, lines, firstIndex + ordinal);
        if (aliasProblem) {
          findings.push(aliasProblem);
          return;
        }
        [value] = constructFromEvents(chunk.events.slice(range.from, range.to), {
          source: chunk.source,
          schema,
          json: true,
          maxAliases: options.maxAliases ?? DEFAULT_MAX_ALIASES,
        });
      }
    } catch (error) {
      if (!(error instanceof YAMLException)) throw error;
      check();
      const finding = yamlErrorFinding(error, chunk.base, lines, options.file);
      findings.push(
        /too many alias/i.test(finding.message)
          ? {
              ...finding,
              ruleId: 'yaml/alias-limit',
              message: `too many YAML aliases: ${error.reason ?? ''}`.trim(),
              hint: `At most ${options.maxAliases ?? DEFAULT_MAX_ALIASES} aliases are expanded per document, to stop alias bombs.`,
            }
          : finding,
      );
      return;
    }
    documents.push(makeDocument(value, lazy, ordinal, firstIndex + ordinal, options.file, lines));
  });
  return { documents, count: ranges.length };
}

/**
 * The source maps of a chunk's documents, built on first use: the chunk is parsed again and the
 * map of every document in it is built at once, then its events are dropped. Most documents never
 * need a location; a chunk holds whole documents of at most about BATCH_CHARS (or one larger
 * document), so the events alive at once stay bounded, and each chunk is parsed at most twice.
 */
interface LazySourceMaps {
  map(ordinal: number): OffsetLookup;
}

/** Where the nodes of one document are, by JSON pointer (a built map, or a walk per pointer). */
interface OffsetLookup {
  get(pointer: string): NodeOffsets | undefined;
  has(pointer: string): boolean;
}

function lazySourceMaps(source: string, base: number, options: ParseOptions, recent: RecentSourceMaps): LazySourceMaps {
  let maps: Map<string, NodeOffsets>[] | undefined;
  const holder: SourceMapHolder = {
    drop: () => {
      maps = undefined;
    },
  };
  let built = false;
  return {
    map(ordinal) {
      if (!maps) {
        const events = eventsOf(source, options.maxDepth ?? DEFAULT_MAX_DEPTH);
        const chunk = { events, source, base };
        maps = documentRanges(events).map((range) => buildSourceMap(chunk, range));
        recent.built(holder, built);
        built = true;
      }
      return maps[ordinal] ?? new Map<string, NodeOffsets>();
    },
  };
}

interface SourceMapHolder {
  drop(): void;
}

/** Chunks whose source maps are kept at once, per file. */
const RECENT_CHUNK_MAPS = 8;
/** Source maps built again after being dropped, per file, before none is dropped any more. */
const MAX_MAP_REBUILDS = 64;

/**
 * The source maps of a file's last few chunks. Locations are mostly asked for in document order
 * (findings are made object by object), so a file of 30,000 documents that all have a finding
 * keeps the maps of RECENT_CHUNK_MAPS chunks instead of 30,000 maps. Locating in any other order
 * parses a dropped chunk again; after MAX_MAP_REBUILDS of those, maps are kept, so the extra
 * parsing a file can cause is bounded too.
 */
class RecentSourceMaps {
  private readonly holders: SourceMapHolder[] = [];
  private rebuilds = 0;

  built(holder: SourceMapHolder, before: boolean): void {
    if (before) this.rebuilds += 1;
    if (this.rebuilds > MAX_MAP_REBUILDS) return;
    this.holders.push(holder);
    if (this.holders.length > RECENT_CHUNK_MAPS) this.holders.shift()?.drop();
  }
}

/**
 * Locations from the events of the one parse (ParseOptions.keepEvents): each pointer asked for is
 * found by walking down its path only, so a document with a few findings never has its whole
 * source map built. Gives what buildSourceMap gives for that pointer.
 */
function keptSourceMaps(chunk: Chunk, ranges: readonly EventRange[]): LazySourceMaps {
  const lookups = new Map<number, OffsetLookup>();
  let ends: Int32Array | undefined;
  return {
    map(ordinal) {
      let lookup = lookups.get(ordinal);
      if (!lookup) {
        const range = ranges[ordinal];
        const found = new Map<string, NodeOffsets | undefined>();
        const get = (pointer: string): NodeOffsets | undefined => {
          if (!range) return undefined;
          if (!found.has(pointer)) found.set(pointer, pointer === '' || pointer.startsWith('/') ? findNode(chunk, (ends ??= nodeEnds(chunk.events)), range, parsePointer(pointer)) : undefined);
          return found.get(pointer);
        };
        lookup = { get, has: (pointer) => get(pointer) !== undefined };
        lookups.set(ordinal, lookup);
      }
      return lookup;
    },
  };
}

/** For each event, the index after the node it starts (a collection ends after its POP): one pass, so a walk skips a subtree in one step. */
function nodeEnds(events: readonly Event[]): Int32Array {
  const ends = new Int32Array(events.length);
  const open: number[] = [];
  for (let i = 0; i < events.length; i++) {
    const type = (events[i] as Event).type;
    if (type === EVENT_ID.MAPPING || type === EVENT_ID.SEQUENCE || type === EVENT_ID.DOCUMENT) open.push(i);
    else if (type === EVENT_ID.POP) {
      const start = open.pop();
      if (start !== undefined) ends[start] = i + 1;
      ends[i] = i + 1;
    } else ends[i] = i + 1;
  }
  for (const start of open) ends[start] = events.length;
  return ends;
}

/**
 * The offsets buildSourceMap records for the node at `segments`, found without building the map:
 * the same rules (scalar keys only, merge keys and complex keys not mapped), and where a key is
 * written twice, the last written occurrence that has the node wins, as the map's last write does.
 */
function findNode(chunk: Chunk, ends: Int32Array, range: EventRange, segments: readonly string[]): NodeOffsets | undefined {
  const { events, source, base } = chunk;
  const skipNode = (_events: readonly Event[], i: number): number => ends[i] ?? events.length;
  const rootIndex = range.from + 1;
  const root = events[rootIndex];
  if (rootIndex >= range.to || !root || root.type === EVENT_ID.POP) return undefined;
  const offsets = (ev: NodeEvent, key: ScalarEvent | undefined, container: number): NodeOffsets => {
    const keyStart = key ? nodeStart(key) : -1;
    const keyOffset = key ? base + (keyStart >= 0 ? keyStart : container) : undefined;
    const start = nodeStart(ev);
    const value = start >= 0 ? base + start : keyOffset ?? base + container;
    return keyOffset !== undefined ? { value, key: keyOffset } : { value };
  };
  const find = (i: number, key: ScalarEvent | undefined, container: number, depth: number): NodeOffsets | undefined => {
    const ev = events[i] as NodeEvent;
    if (depth === segments.length) return offsets(ev, key, container);
    const segment = segments[depth];
    const start = Math.max(nodeStart(ev), container);
    if (ev.type === EVENT_ID.MAPPING) {
      const matches: { value: number; key: ScalarEvent }[] = [];
      let j = i + 1;
      while (j < events.length && (events[j] as Event).type !== EVENT_ID.POP) {
        const k = events[j] as Event;
        const valueIndex = skipNode(events, j);
        if (k.type === EVENT_ID.SCALAR && getScalarValue(source, k) === segment && segment !== '<<') matches.push({ value: valueIndex, key: k });
        j = skipNode(events, valueIndex);
      }
      for (let m = matches.length - 1; m >= 0; m--) {
        const match = matches[m] as { value: number; key: ScalarEvent };
        const hit = find(match.value, match.key, start, depth + 1);
        if (hit) return hit;
      }
      return undefined;
    }
    if (ev.type === EVENT_ID.SEQUENCE) {
      let j = i + 1;
      for (let n = 0; j < events.length && (events[j] as Event).type !== EVENT_ID.POP; n++) {
        if (String(n) === segment) return find(j, undefined, start, depth + 1);
        j = skipNode(events, j);
      }
    }
    return undefined;
  };
  return find(rootIndex, undefined, 0, 0);
}


function makeDocument(value: unknown, maps: LazySourceMaps, ordinal: number, index: number, file: string, lines: LineIndex): YamlDocument {
  return new SourceMappedDocument(value, maps, ordinal, index, file, lines);
}

/**
 * A document whose source map is built on first use (most documents never need a location). A
 * class whose fields are all own properties, `has` and `locate` included: a spread or copy of a
 * document keeps working locators. Those two are one shared function each that reads the
 * document through `this` (call them as methods), not a pair of closures per document: a
 * 100,000-object repository held 300,000 of them (closures and their context) for the run.
 */
class SourceMappedDocument implements YamlDocument {
  constructor(
    readonly value: unknown,
    private readonly maps: LazySourceMaps,
    private readonly ordinal: number,
    readonly index: number,
    readonly file: string,
    private readonly lines: LineIndex,
  ) {}

  readonly has: (pointer: string) => boolean = SourceMappedDocument.has;

  readonly locate: (pointer: string, at?: 'key' | 'value') => Location = SourceMappedDocument.locate;

  private static has(this: SourceMappedDocument, pointer: string): boolean {
    return this.maps.map(this.ordinal).has(pointer);
  }

  private static locate(this: SourceMappedDocument, pointer: string, at: 'key' | 'value' = 'value'): Location {
    const known = this.maps.map(this.ordinal);
    let p = pointer;
    let node = known.get(p);
    while (!node && p !== '') {
      p = parentPointer(p);
      node = known.get(p);
    }
    const offset = node ? (at === 'key' && node.key !== undefined ? node.key : node.value) : 0;
    return { file: this.file, pointer: p, ...this.lines.position(offset) };
  }
}

/** What a walk over one document's events sees for each node. */
interface NodeVisitor {
  /** A value node at `path` (segments from the root); `key` is its key's event inside a mapping. */
  value(path: readonly (string | number)[], ev: NodeEvent, key: ScalarEvent | undefined, pointer: string, container: number): void;
  /** A scalar key about to be added to the mapping at `path`; `seen` holds the mapping's keys so far. */
  key?(path: readonly (string | number)[], key: string, ev: ScalarEvent, seen: ReadonlySet<string>, container: number): void;
}

type NodeEvent = Exclude<Event, { type: 1 | 6 }>;

type Frame =
  | { kind: 'map'; start: number; expectKey: boolean; key: string | undefined; keyEvent: ScalarEvent | undefined; seen: Set<string> | undefined }
  | { kind: 'seq'; start: number; next: number }
  | { kind: 'skip' }
  | { kind: 'doc' };

/**
 * Walks one document's events, keeping the path as a stack of segments (no strings are built
 * unless a visitor asks). Complex keys and merge-key values are skipped: their text does not
 * sit where their fields end up.
 */
function walkDocument(chunk: Chunk, range: EventRange, visitor: NodeVisitor, options: { trackKeys: boolean; trackPointers: boolean }): void {
  const { events, source } = chunk;
  const { trackKeys, trackPointers } = options;
  const stack: Frame[] = [];
  const path: (string | number)[] = [];
  // pointers[i] is the JSON pointer of path[0..i]; each is built from its parent's, once.
  const pointers: string[] = [];
  const push = (segment: string | number): void => {
    path.push(segment);
    if (trackPointers) pointers.push(appendPointer(pointers[pointers.length - 1] ?? '', segment));
  };
  const pop = (): void => {
    path.pop();
    if (trackPointers) pointers.pop();
  };
  for (let i = range.from; i < range.to; i++) {
    const ev = events[i] as Event;
    if (ev.type === EVENT_ID.DOCUMENT) {
      stack.push({ kind: 'doc' });
      continue;
    }
    if (ev.type === EVENT_ID.POP) {
      const frame = stack.pop();
      if (frame && frame.kind !== 'doc' && frame.kind !== 'skip' && stack.length > 0 && stack[stack.length - 1]?.kind !== 'doc') pop();
      continue;
    }
    const top = stack[stack.length - 1];
    const isCollection = ev.type === EVENT_ID.MAPPING || ev.type === EVENT_ID.SEQUENCE;
    if (!top || top.kind === 'skip') {
      if (isCollection) stack.push({ kind: 'skip' });
      continue;
    }
    if (top.kind === 'map' && top.expectKey) {
      top.expectKey = false;
      if (ev.type === EVENT_ID.SCALAR) {
        const text = getScalarValue(source, ev);
        if (visitor.key && top.seen) visitor.key(path, text, ev, top.seen, top.start);
        top.seen?.add(text);
        top.key = text;
        top.keyEvent = ev;
      } else {
        top.key = undefined;
        if (isCollection) stack.push({ kind: 'skip' });
      }
      continue;
    }
    let keyEvent: ScalarEvent | undefined;
    if (top.kind === 'map') {
      top.expectKey = true;
      if (top.key === undefined || top.key === '<<') {
        // Complex keys and merge keys: nothing of theirs is mapped.
        if (isCollection) stack.push({ kind: 'skip' });
        continue;
      }
      push(top.key);
      keyEvent = top.keyEvent;
    } else if (top.kind === 'seq') {
      push(top.next);
      top.next += 1;
    }
    const container = top.kind === 'doc' ? 0 : top.start;
    visitor.value(path, ev, keyEvent, trackPointers ? pointers[pointers.length - 1] ?? '' : '', container);
    if (ev.type === EVENT_ID.MAPPING) {
      stack.push({ kind: 'map', start: Math.max(nodeStart(ev), container), expectKey: true, key: undefined, keyEvent: undefined, seen: trackKeys ? new Set() : undefined });
    } else if (ev.type === EVENT_ID.SEQUENCE) {
      stack.push({ kind: 'seq', start: Math.max(nodeStart(ev), container), next: 0 });
    } else if (top.kind !== 'doc') {
      pop();
    }
  }
}

/** JSON pointer → offsets, for one document. */
function buildSourceMap(chunk: Chunk, range: EventRange): Map<string, NodeOffsets> {
  const map = new Map<string, NodeOffsets>();
  const base = chunk.base;
  walkDocument(
    chunk,
    range,
    {
      value(_path, ev, key, pointer, container) {
        // An empty key (`: v`) has no text of its own: it sits where its mapping starts.
        const keyStart = key ? nodeStart(key) : -1;
        const keyOffset = key ? base + (keyStart >= 0 ? keyStart : container) : undefined;
        // An empty value (`key:`) has no text of its own: it sits where its key is.
        const start = nodeStart(ev);
        const value = start >= 0 ? base + start : keyOffset ?? base + container;
        map.set(pointer, keyOffset !== undefined ? { value, key: keyOffset } : { value });
      },
    },
    { trackKeys: false, trackPointers: true },
  );
  return map;
}

/** Duplicate keys and YAML 1.1 ambiguities of one document, without building a source map. */
function checkDocument(chunk: Chunk, range: EventRange, file: string, lines: LineIndex, findings: Finding[]): void {
  const { source, base } = chunk;
  walkDocument(
    chunk,
    range,
    {
      key(path, key, ev, seen, container) {
        if (!seen.has(key) || key === '<<') return;
        const start = nodeStart(ev);
        findings.push({
          ruleId: 'yaml/duplicate-key',
          severity: 'error',
          message: `duplicate key "${key}": the API server would keep only the last value`,
          file,
          ...lines.position(base + (start >= 0 ? start : container)),
          pointer: toPointer([...path, key]),
          hint: 'Remove one of the two entries.',
        });
      },
      value(path, ev) {
        if (ev.type !== EVENT_ID.SCALAR || ev.style !== SCALAR_STYLE.PLAIN || ev.tagStart >= 0) return;
        // Cheap first-character filter: YAML 1.1-only readings start with a letter yYnNoO, a digit or a sign.
        if (!MAYBE_YAML11.test(source.charAt(ev.valueStart))) return;
        const text = getScalarValue(source, ev);
        const reading = yaml11Reading(text);
        if (!reading) return;
        findings.push({
          ruleId: 'yaml/yaml11-ambiguity',
          severity: 'warning',
          message: `"${text}" is read differently by YAML 1.2 and by kubectl and the API machinery (YAML 1.1), which read it as ${reading}`,
          file,
          ...lines.position(base + nodeStart(ev)),
          pointer: toPointer(path),
          hint: `Quote it ("${text}") if you mean the string, or write the value unambiguously.`,
        });
      },
    },
    { trackKeys: true, trackPointers: false },
  );
}

const MAYBE_YAML11 = /[yYnNoO0-9+-]/;

/** A plain scalar checkDocument would warn about (see there). */
function mayReadAsYaml11(text: string): boolean {
  return MAYBE_YAML11.test(text.charAt(0)) && yaml11Reading(text) !== undefined;
}

/** Where a node starts: its anchor or tag if it has one, else its value. */
/** -1 for a node with no text of its own (an empty value). */
function nodeStart(ev: NodeEvent): number {
  const starts = [
    ev.anchorStart >= 0 ? ev.anchorStart - 1 : -1,
    'tagStart' in ev ? ev.tagStart : -1,
    'start' in ev ? ev.start : ev.type === EVENT_ID.SCALAR ? scalarStart(ev) : -1,
  ];
  let best = -1;
  for (const s of starts) if (s >= 0 && (best < 0 || s < best)) best = s;
  return best;
}

function scalarStart(ev: ScalarEvent): number {
  // Quoted scalars report where their content starts; point at the opening quote.
  if (ev.style === SCALAR_STYLE.SINGLE_QUOTED || ev.style === SCALAR_STYLE.DOUBLE_QUOTED) return ev.valueStart - 1;
  return ev.valueStart;
}

/**
 * Aliases of one document, checked before anything is built from it:
 * - an alias inside the node its anchor names (`metadata: &m {labels: *m}`) would make a
 *   recursive value, which has no JSON form and would send every later walk into a loop;
 * - aliases may add at most MAX_ALIAS_EXPANSION nodes. js-yaml shares aliased objects instead
 *   of copying them, so expansion costs nothing at parse time, but any later walk (validation,
 *   JSON output) pays for every copy.
 * One pass over the events, linear in the document.
 */
function checkAliases(chunk: Chunk, range: EventRange, file: string, lines: LineIndex, documentIndex: number): Finding | undefined {
  const OPEN = -1;
  const { events, source, base } = chunk;
  /** Anchor name → expanded node count, or OPEN while the anchored collection is being read. */
  const anchors = new Map<string, number>();
  const anchorOffsets = new Map<string, number>();
  const stack: { count: number; anchor?: string }[] = [];
  let expansion = 0;
  const nameOf = (ev: { anchorStart: number; anchorEnd: number }): string | undefined =>
    ev.anchorStart >= 0 ? source.slice(ev.anchorStart, ev.anchorEnd).replace(/^[&*]/, '') : undefined;
  for (let i = range.from; i < range.to; i++) {
    const ev = events[i] as Event;
    const top = stack[stack.length - 1];
    switch (ev.type) {
      case EVENT_ID.DOCUMENT:
        stack.push({ count: 0 });
        break;
      case EVENT_ID.MAPPING:
      case EVENT_ID.SEQUENCE: {
        const anchor = nameOf(ev);
        if (anchor !== undefined) {
          anchors.set(anchor, OPEN);
          anchorOffsets.set(anchor, ev.anchorStart - 1);
        }
        stack.push(anchor === undefined ? { count: 1 } : { count: 1, anchor });
        break;
      }
      case EVENT_ID.SCALAR: {
        const anchor = nameOf(ev);
        if (anchor !== undefined) {
          anchors.set(anchor, 1);
          anchorOffsets.set(anchor, ev.anchorStart - 1);
        }
        if (top) top.count += 1;
        break;
      }
      case EVENT_ID.ALIAS: {
        const name = nameOf(ev) ?? '';
        const size = anchors.get(name);
        if (size === OPEN) {
          const anchorAt = lines.position(base + (anchorOffsets.get(name) ?? 0));
          return {
            ruleId: 'yaml/recursive-alias',
            severity: 'error',
            message: `alias *${name} is inside the node its anchor &${name} (line ${anchorAt.line}, column ${anchorAt.column}) names: the value would contain itself, which no Kubernetes object can; document ${documentIndex + 1} of the file was not read`,
            file,
            ...lines.position(base + Math.max(ev.anchorStart - 1, 0)),
            hint: 'Point the alias at a node outside the anchored one, or write the value out.',
          };
        }
        // An unknown alias is reported by the constructor; count it as one node here.
        const added = size ?? 1;
        expansion = Math.min(expansion + added, Number.MAX_SAFE_INTEGER);
        if (top) top.count = Math.min(top.count + added, Number.MAX_SAFE_INTEGER);
        if (expansion > MAX_ALIAS_EXPANSION) {
          return {
            ruleId: 'yaml/alias-limit',
            severity: 'error',
            message: `document ${documentIndex + 1} of the file expands to more than ${MAX_ALIAS_EXPANSION} nodes through aliases (an alias bomb?); not read`,
            file,
            ...lines.position(base + firstNodeOffset(events, range)),
            hint: 'Write the repeated values out, or use fewer nested aliases.',
          };
        }
        break;
      }
      case EVENT_ID.POP: {
        const done = stack.pop();
        const parent = stack[stack.length - 1];
        if (!done) break;
        if (done.anchor !== undefined) anchors.set(done.anchor, done.count);
        if (parent) parent.count = Math.min(parent.count + done.count, Number.MAX_SAFE_INTEGER);
        break;
      }
    }
  }
  return undefined;
}

/** Where the first node of a document starts. */
function firstNodeOffset(events: readonly Event[], range: EventRange): number {
  for (let i = range.from; i < range.to; i++) {
    const ev = events[i] as Event;
    if (ev.type === EVENT_ID.DOCUMENT || ev.type === EVENT_ID.POP) continue;
    return 'start' in ev ? ev.start : 'valueStart' in ev ? ev.valueStart : Math.max(ev.anchorStart, 0);
  }
  return 0;
}
