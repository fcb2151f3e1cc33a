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
import { appendPointer, parentPointer } from './pointer.js';
import { yaml11Reading } from './yaml11.js';

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
  /** The document as JSON data (YAML 1.2 core schema with merge keys). */
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
/** Nodes a document may expand to through aliases; nested aliases grow exponentially. */
const MAX_EXPANDED_NODES = 100_000;
const DEFAULT_MAX_DEPTH = 64;
const SCHEMA = CORE_SCHEMA.withTags(mergeTag);

export function parseYaml(text: string, options: ParseOptions): ParseResult {
  const lines = new LineIndex(text);
  const findings: Finding[] = [];
  const documents: YamlDocument[] = [];
  const chunks = splitOnError(text, options, lines, findings);
  for (const chunk of chunks) {
    const parsed = parseChunk(chunk, lines, options, findings, documents.length);
    documents.push(...parsed);
  }
  return { documents, findings };
}

interface Chunk {
  readonly events: Event[];
  readonly source: string;
  /** Offset of `source` inside the whole file. */
  readonly base: number;
}

/**
 * Parses the whole text; on a syntax error, reports it and re-parses each `---`-separated
 * document on its own, so one broken document does not hide the problems of the others.
 */
function splitOnError(text: string, options: ParseOptions, lines: LineIndex, findings: Finding[]): Chunk[] {
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  try {
    return [{ events: parseEvents(text, { filename: options.file, maxDepth }), source: text, base: 0 }];
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
  }
  const chunks: Chunk[] = [];
  for (const part of splitDocuments(text)) {
    try {
      chunks.push({ events: parseEvents(part.text, { filename: options.file, maxDepth }), source: part.text, base: part.base });
    } catch (error) {
      if (!(error instanceof YAMLException)) throw error;
      findings.push(yamlErrorFinding(error, part.base, lines, options.file));
      chunks.push({ events: [], source: part.text, base: part.base });
    }
  }
  return chunks;
}

function splitDocuments(text: string): { text: string; base: number }[] {
  const starts = [0];
  const separator = /^---(?=\s|$)/gm;
  for (let m = separator.exec(text); m; m = separator.exec(text)) if (m.index > 0) starts.push(m.index);
  return starts.map((start, i) => ({ text: text.slice(start, starts[i + 1] ?? text.length), base: start }));
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

function parseChunk(
  chunk: Chunk,
  lines: LineIndex,
  options: ParseOptions,
  findings: Finding[],
  firstIndex: number,
): YamlDocument[] {
  if (chunk.events.length === 0) return [];
  const maps = buildSourceMaps(chunk, options.file, lines, findings);
  const oversized = expandedNodeCount(chunk).findIndex((count) => count > MAX_EXPANDED_NODES);
  if (oversized !== -1) {
    findings.push({
      ruleId: 'yaml/alias-limit',
      severity: 'error',
      message: `document ${firstIndex + oversized + 1} of the file expands to more than ${MAX_EXPANDED_NODES} nodes through aliases (an alias bomb?); not read`,
      file: options.file,
      ...lines.position(chunk.base + firstEventOffset(chunk.events, oversized)),
      hint: 'Write the repeated values out, or use fewer nested aliases.',
    });
    return [];
  }
  let values: unknown[];
  try {
    // json: true keeps the last of duplicated keys; buildSourceMaps has reported each duplicate.
    values = constructFromEvents(chunk.events, {
      source: chunk.source,
      filename: options.file,
      schema: SCHEMA,
      json: true,
      maxAliases: options.maxAliases ?? DEFAULT_MAX_ALIASES,
    });
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const finding = yamlErrorFinding(error, chunk.base, lines, options.file);
    findings.push(
      /alias/i.test(finding.message)
        ? {
            ...finding,
            ruleId: 'yaml/alias-limit',
            message: `too many YAML aliases: ${error.reason ?? ''}`.trim(),
            hint: `At most ${options.maxAliases ?? DEFAULT_MAX_ALIASES} aliases are expanded per document, to stop alias bombs.`,
          }
        : finding,
    );
    return [];
  }
  return values.map((value, i) => makeDocument(value, maps[i] ?? new Map(), firstIndex + i, options.file, lines));
}

function makeDocument(
  value: unknown,
  offsets: Map<string, NodeOffsets>,
  index: number,
  file: string,
  lines: LineIndex,
): YamlDocument {
  return {
    file,
    index,
    value,
    has: (pointer) => offsets.has(pointer),
    locate(pointer, at = 'value') {
      let p = pointer;
      let node = offsets.get(p);
      while (!node && p !== '') {
        p = parentPointer(p);
        node = offsets.get(p);
      }
      const offset = node ? (at === 'key' && node.key !== undefined ? node.key : node.value) : 0;
      return { file, pointer: p, ...lines.position(offset) };
    },
  };
}

type Frame =
  | { kind: 'map'; pointer: string; expectKey: boolean; key?: { text: string; offset: number }; seen: Set<string> }
  | { kind: 'seq'; pointer: string; next: number }
  | { kind: 'skip' }
  | { kind: 'doc'; done: boolean };

/** One source map per document of the chunk, plus duplicate-key and YAML 1.1 findings. */
function buildSourceMaps(chunk: Chunk, file: string, lines: LineIndex, findings: Finding[]): Map<string, NodeOffsets>[] {
  const maps: Map<string, NodeOffsets>[] = [];
  let current = new Map<string, NodeOffsets>();
  const stack: Frame[] = [];
  const { source, base } = chunk;

  const place = (ev: Exclude<Event, { type: 1 | 6 }>): number => {
    const starts = [
      ev.anchorStart,
      'tagStart' in ev ? ev.tagStart : -1,
      'start' in ev ? ev.start : ev.type === EVENT_ID.SCALAR ? scalarStart(ev) : -1,
    ];
    const valid = starts.filter((s) => s >= 0);
    return base + (valid.length ? Math.min(...valid) : 0);
  };

  for (const ev of chunk.events) {
    if (ev.type === EVENT_ID.DOCUMENT) {
      current = new Map();
      maps.push(current);
      stack.push({ kind: 'doc', done: false });
      continue;
    }
    if (ev.type === EVENT_ID.POP) {
      stack.pop();
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
      const offset = place(ev);
      if (ev.type === EVENT_ID.SCALAR) {
        const text = getScalarValue(source, ev);
        top.key = { text, offset };
        if (top.seen.has(text) && text !== '<<') {
          findings.push({
            ruleId: 'yaml/duplicate-key',
            severity: 'error',
            message: `duplicate key "${text}": the API server would keep only the last value`,
            file,
            ...lines.position(offset),
            pointer: appendPointer(top.pointer, text),
            hint: 'Remove one of the two entries.',
          });
        }
        top.seen.add(text);
      } else {
        top.key = { text: `<complex key at offset ${offset}>`, offset };
        if (isCollection) stack.push({ kind: 'skip' });
      }
      continue;
    }
    let pointer: string;
    let keyOffset: number | undefined;
    if (top.kind === 'map') {
      const key = top.key ?? { text: '', offset: 0 };
      pointer = appendPointer(top.pointer, key.text);
      keyOffset = key.offset;
      top.expectKey = true;
      if (key.text === '<<') {
        // Merge keys contribute fields whose text lives at the anchor; leave them unmapped.
        if (isCollection) stack.push({ kind: 'skip' });
        continue;
      }
    } else if (top.kind === 'seq') {
      pointer = appendPointer(top.pointer, top.next);
      top.next += 1;
    } else {
      pointer = '';
      top.done = true;
    }
    const valueOffset = place(ev);
    current.set(pointer, keyOffset === undefined ? { value: valueOffset } : { value: valueOffset, key: keyOffset });
    if (ev.type === EVENT_ID.MAPPING) stack.push({ kind: 'map', pointer, expectKey: true, seen: new Set() });
    else if (ev.type === EVENT_ID.SEQUENCE) stack.push({ kind: 'seq', pointer, next: 0 });
    else if (ev.type === EVENT_ID.SCALAR && ev.style === SCALAR_STYLE.PLAIN && ev.tagStart < 0) {
      const text = getScalarValue(source, ev);
      const reading = yaml11Reading(text);
      if (reading) {
        findings.push({
          ruleId: 'yaml/yaml11-ambiguity',
          severity: 'warning',
          message: `"${text}" is read differently by YAML 1.2 and by kubectl and the API machinery (YAML 1.1), which read it as ${reading}`,
          file,
          ...lines.position(valueOffset),
          pointer,
          hint: `Quote it ("${text}") if you mean the string, or write the value unambiguously.`,
        });
      }
    }
  }
  return maps;
}

function scalarStart(ev: ScalarEvent): number {
  // Quoted scalars report where their content starts; point at the opening quote.
  if (ev.style === SCALAR_STYLE.SINGLE_QUOTED || ev.style === SCALAR_STYLE.DOUBLE_QUOTED) return ev.valueStart - 1;
  return ev.valueStart;
}

/**
 * How many nodes each document of the chunk expands to when aliases are followed. js-yaml
 * shares aliased objects instead of copying them, so expansion costs nothing at parse time,
 * but any later walk (validation, JSON output) would pay for every copy.
 */
function expandedNodeCount(chunk: Chunk): number[] {
  const totals: number[] = [];
  const anchors = new Map<string, number>();
  const stack: { count: number; anchor?: string }[] = [];
  const anchorName = (ev: { anchorStart: number; anchorEnd: number }): string | undefined =>
    ev.anchorStart >= 0 ? chunk.source.slice(ev.anchorStart, ev.anchorEnd).replace(/^[&*]/, '') : undefined;
  for (const ev of chunk.events) {
    const top = stack[stack.length - 1];
    switch (ev.type) {
      case EVENT_ID.DOCUMENT:
        stack.push({ count: 0 });
        break;
      case EVENT_ID.MAPPING:
      case EVENT_ID.SEQUENCE: {
        const anchor = anchorName(ev);
        stack.push(anchor === undefined ? { count: 1 } : { count: 1, anchor });
        break;
      }
      case EVENT_ID.SCALAR: {
        const anchor = anchorName(ev);
        if (anchor !== undefined) anchors.set(anchor, 1);
        if (top) top.count += 1;
        break;
      }
      case EVENT_ID.ALIAS:
        if (top) top.count += anchors.get(anchorName(ev) ?? '') ?? 1;
        break;
      case EVENT_ID.POP: {
        const done = stack.pop();
        const parent = stack[stack.length - 1];
        if (!done) break;
        if (done.anchor !== undefined) anchors.set(done.anchor, done.count);
        if (parent) parent.count = Math.min(parent.count + done.count, Number.MAX_SAFE_INTEGER);
        else totals.push(done.count);
        break;
      }
    }
  }
  return totals;
}

function firstEventOffset(events: readonly Event[], documentIndex: number): number {
  let seen = -1;
  for (const ev of events) {
    if (ev.type === EVENT_ID.DOCUMENT) seen += 1;
    else if (seen === documentIndex && ev.type !== EVENT_ID.POP) {
      return 'start' in ev ? ev.start : 'valueStart' in ev ? ev.valueStart : Math.max(ev.anchorStart, 0);
    }
  }
  return 0;
}
