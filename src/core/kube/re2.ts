import { RE2JS } from '@bufbuild/re2';
import { BoundedMemo } from '../memo/memo.js';

/**
 * The one RE2 translation of driftgate: every regular expression Kubernetes would evaluate
 * with Go's `regexp` package (a CRD schema `pattern`, CEL `matches` / `find` / `findAll` in
 * CRD rules and admission policies) and every regular expression in driftgate's own
 * configuration is compiled and run here, with RE2 syntax and semantics and in time linear in
 * the input (no backtracking: `^(a+)+$` against "aaaa…!" costs what "aaaa…!" costs).
 *
 * - Syntax: exactly what RE2 accepts; look-around and back-references are errors, as they are
 *   when the API server compiles the pattern. A pattern that does not compile is a result
 *   (`{ ok: false, error }`), never an exception.
 * - `test` is Go's `MatchString` (unanchored search), run by @bufbuild/re2's DFA.
 * - `find` / `findAll` are Go's `FindString` / `FindAllString` (leftmost-first, the match a
 *   backtracking engine would pick), run by a Pike VM over the program @bufbuild/re2 compiled:
 *   @bufbuild/re2 itself answers only yes or no.
 * - `.` matches any character but "\n" (so "\r" too), `\s` is `[\t\n\f\r ]`, `\b` is ASCII,
 *   characters are Unicode code points (a surrogate pair is one character).
 *
 * Compiled patterns are cached: one compilation per distinct pattern.
 */

export interface Re2 {
  readonly pattern: string;
  /** Go `regexp.MatchString`: does the pattern match anywhere in `input`? */
  test(input: string): boolean;
  /** Does the pattern match the whole of `input` (as if written `^(?:pattern)$`)? */
  testWhole(input: string): boolean;
  /** Go `FindStringIndex` from `from`: [start, end) of the leftmost-first match, or undefined. */
  findIndex(input: string, from?: number): readonly [number, number] | undefined;
  /** Go `FindString`, except that no match is undefined (an empty match is ''). */
  find(input: string): string | undefined;
  /** Go `FindAllString(input, limit)`: limit < 0 means all; no empty match right after a match. */
  findAll(input: string, limit: number): string[];
  /**
   * Up to `count` distinct strings the pattern matches whole, found by random walks of its
   * program (seeded by the pattern: the same strings every run). Witnesses for the CRD gate, not
   * an enumeration: a pattern whose language is empty or needs long strings gives fewer.
   */
  samples(count: number): readonly string[];
}

export type Re2Result = { readonly ok: true; readonly re: Re2 } | { readonly ok: false; readonly error: string };

/** The longest pattern text quoted back in an error message. */
const MAX_QUOTED = 120;
const MAX_CACHE = 2048;
/** test() answers kept per pattern, and the longest input kept. */
const MEMO_MAX_ENTRIES = 4096;
const MEMO_MAX_INPUT = 256;
const cache = new BoundedMemo<string, Re2Result>(MAX_CACHE);

/** Compiles `pattern` with RE2 syntax (as Go's `regexp.Compile` does); cached per pattern. */
export function compileRe2(pattern: string): Re2Result {
  return cache.get(pattern, () => compileUncached(pattern));
}

/** Like {@link compileRe2}, but throws a {@link Re2SyntaxError} when the pattern does not compile. */
export function mustCompileRe2(pattern: string): Re2 {
  const r = compileRe2(pattern);
  if (!r.ok) throw new Re2SyntaxError(r.error);
  return r.re;
}

export class Re2SyntaxError extends Error {
  override readonly name = 'Re2SyntaxError';
}

/** A pattern for a message: a long one is cut (a 100,000-character pattern is not a message). */
export function shortPattern(pattern: string): string {
  return pattern.length > MAX_QUOTED ? `${pattern.slice(0, MAX_QUOTED)}… (${pattern.length} characters)` : pattern;
}

/** A pattern quoted for a message, shortened when long. */
export function quotePattern(pattern: string): string {
  return JSON.stringify(shortPattern(pattern));
}

function compileUncached(pattern: string): Re2Result {
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(splitLiteralRuns(pattern));
  } catch (error) {
    const text = errorText(error);
    // Go's regexp (go1.26, tools/re2-golden) accepts two groups with one name; @bufbuild/re2 does not. Names mean
    // nothing to a match, so such a pattern is compiled with its groups unnamed.
    if (!text.includes('duplicate capture group name')) return { ok: false, error: text };
    try {
      compiled = RE2JS.compile(splitLiteralRuns(pattern, { unnameGroups: true }));
    } catch (again) {
      return { ok: false, error: errorText(again) };
    }
  }
  return { ok: true, re: new Re2Program(pattern, compiled) };
}

/** RE2's messages end with the offending fragment (`missing closing ): \`(a\``); keep them short. */
function errorText(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  let text = raw.replaceAll(LITERAL_BREAK, '').replaceAll(QUOTE_BREAK, '');
  if (text.length > MAX_QUOTED + 60) text = `${text.slice(0, MAX_QUOTED + 60)}…`;
  if (!text.startsWith('error parsing regexp')) text = `error parsing regexp: ${text}`;
  return text;
}

// --- Long literal runs ---------------------------------------------------------------------

/**
 * @bufbuild/re2's parser joins adjacent literal characters by copying the whole run for every
 * character (quadratic: a 100,000-character literal takes minutes to compile; Go's parser
 * appends in place). An empty group `(?:)` between two literal characters stops the joining and
 * changes nothing else, so runs are cut every LITERAL_RUN characters. Only cut between two
 * literal characters outside classes, escapes and groups, where nothing binds to the empty group.
 */
const LITERAL_RUN = 256;
const LITERAL_BREAK = '(?:)';
const QUOTE_BREAK = '\\E(?:)\\Q';
const META = new Set(['\\', '.', '+', '*', '?', '(', ')', '|', '[', ']', '{', '}', '^', '$']);

export function splitLiteralRuns(pattern: string, options: { readonly unnameGroups?: boolean } = {}): string {
  if (pattern.length <= LITERAL_RUN && !options.unnameGroups) return pattern;
  let out = '';
  let i = 0;
  let run = 0; // literal characters in a row just before i
  const n = pattern.length;
  const charAt = (k: number): string => String.fromCodePoint(pattern.codePointAt(k) ?? 0);
  while (i < n) {
    const c = charAt(i);
    if (c === '\\') {
      const next = pattern[i + 1];
      if (next === undefined) return out + pattern.slice(i); // trailing backslash: RE2 reports it
      if (next === 'Q') {
        // \Q…\E: literal text up to \E (or the end).
        const end = pattern.indexOf('\\E', i + 2);
        const body = pattern.slice(i + 2, end === -1 ? n : end);
        out += '\\Q' + chunkByCodePoints(body).join(QUOTE_BREAK);
        i = end === -1 ? n : end;
        run = 0;
        continue;
      }
      const len = escapeLength(pattern, i);
      const literal = len === 2 && !/[0-9A-Za-z]/.test(next);
      if (literal) {
        if (run >= LITERAL_RUN) {
          out += LITERAL_BREAK;
          run = 0;
        }
        run++;
      } else run = 0;
      out += pattern.slice(i, i + len);
      i += len;
      continue;
    }
    if (c === '[') {
      const end = classEnd(pattern, i);
      out += pattern.slice(i, end);
      i = end;
      run = 0;
      continue;
    }
    if (c === '(' && pattern[i + 1] === '?') {
      // (?:  (?i)  (?i:  (?P<name>  (?<name>: copy through the end of the group syntax.
      let j = i + 2;
      while (j < n && pattern[j] !== ')' && pattern[j] !== ':' && pattern[j] !== '>') j++;
      const named = pattern[j] === '>' && (pattern[i + 2] === 'P' || pattern[i + 2] === '<');
      out += named && options.unnameGroups ? '(' : pattern.slice(i, j + 1);
      i = j + 1;
      run = 0;
      continue;
    }
    if (c === '{') {
      const repeat = /^\{\d*(?:,\d*)?\}/.exec(pattern.slice(i, i + 32));
      const len = repeat ? repeat[0].length : 1;
      out += pattern.slice(i, i + len);
      i += len;
      run = 0;
      continue;
    }
    if (META.has(c)) {
      out += c;
      i += 1;
      run = 0;
      continue;
    }
    if (run >= LITERAL_RUN) {
      out += LITERAL_BREAK;
      run = 0;
    }
    run++;
    out += c;
    i += c.length;
  }
  return out;
}

function chunkByCodePoints(text: string): string[] {
  const chunks: string[] = [];
  let start = 0;
  let count = 0;
  for (let k = 0; k < text.length; ) {
    const cp = text.codePointAt(k) ?? 0;
    k += cp > 0xffff ? 2 : 1;
    if (++count === LITERAL_RUN) {
      chunks.push(text.slice(start, k));
      start = k;
      count = 0;
    }
  }
  if (start < text.length || chunks.length === 0) chunks.push(text.slice(start));
  return chunks;
}

/** Length of the escape sequence starting at the backslash at `i`. */
function escapeLength(p: string, i: number): number {
  const c = p[i + 1] ?? '';
  if ((c === 'x' || c === 'p' || c === 'P') && p[i + 2] === '{') {
    const close = p.indexOf('}', i + 3);
    return close === -1 ? p.length - i : close - i + 1;
  }
  if (c === 'x') return 4;
  if (c === 'p' || c === 'P') return 3;
  if (/[0-7]/.test(c)) {
    let k = i + 2;
    while (k < i + 4 && /[0-7]/.test(p[k] ?? '')) k++;
    return k - i;
  }
  const cp = p.codePointAt(i + 1) ?? 0;
  return cp > 0xffff ? 3 : 2;
}

/** Index just after the character class that starts at `i` (or the end of the pattern). */
function classEnd(p: string, i: number): number {
  let k = i + 1;
  if (p[k] === '^') k++;
  if (p[k] === ']') k++;
  while (k < p.length) {
    const c = p[k];
    if (c === ']') return k + 1;
    if (c === '\\') {
      k += Math.max(2, escapeLength(p, k));
      continue;
    }
    if (c === '[' && p[k + 1] === ':') {
      const close = p.indexOf(':]', k + 2);
      if (close !== -1) {
        k = close + 2;
        continue;
      }
    }
    k++;
  }
  return p.length;
}

// --- Matching ------------------------------------------------------------------------------

// @bufbuild/re2's instruction opcodes (Inst.js) and empty-width flags (Utils.js), as in Go's regexp/syntax.
const ALT = 1;
const ALT_MATCH = 2;
const CAPTURE = 3;
const EMPTY_WIDTH = 4;
const MATCH = 6;
const NOP = 7;
const RUNE = 8;
const RUNE1 = 9;
const RUNE_ANY = 10;
const RUNE_ANY_NOT_NL = 11;
const EMPTY_BEGIN_LINE = 0x01;
const EMPTY_END_LINE = 0x02;
const EMPTY_BEGIN_TEXT = 0x04;
const EMPTY_END_TEXT = 0x08;
const EMPTY_WORD_BOUNDARY = 0x10;
const EMPTY_NO_WORD_BOUNDARY = 0x20;

const MAX_WALK_STEPS = 4096;
const MAX_WALK_RUNES = 96;

/** A rune of a class (pairs lo, hi), printable ASCII when the class has some: a readable example. */
function pickRune(ranges: readonly number[], random: () => number): number {
  if (ranges.length === 1) return ranges[0] ?? 0x61;
  const ascii: [number, number][] = [];
  for (let i = 0; i + 1 < ranges.length; i += 2) {
    const lo = Math.max(ranges[i] ?? 0, 0x21);
    const hi = Math.min(ranges[i + 1] ?? 0, 0x7e);
    if (lo <= hi) ascii.push([lo, hi]);
  }
  if (ascii.length > 0) {
    const [lo, hi] = ascii[Math.floor(random() * ascii.length)] ?? [0x61, 0x61];
    return lo + Math.floor(random() * (hi - lo + 1));
  }
  const pair = Math.floor(random() * (ranges.length / 2));
  return ranges[2 * pair] ?? 0x61;
}

/** mulberry32, seeded by the pattern's text. */
function seededRandom(seedText: string): () => number {
  let seed = 0x811c9dc5;
  for (let i = 0; i < seedText.length; i++) seed = Math.imul(seed ^ seedText.charCodeAt(i), 0x01000193);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Engine = ReturnType<RE2JS['re2']>;
type Inst = Engine['prog']['inst'][number];

function isWordRune(r: number): boolean {
  return (r >= 0x61 && r <= 0x7a) || (r >= 0x41 && r <= 0x5a) || (r >= 0x30 && r <= 0x39) || r === 0x5f;
}

/** The zero-width assertions that hold between rune r1 and rune r2 (-1: the start or end of the text). */
function emptyContext(r1: number, r2: number): number {
  let op = 0;
  if (r1 < 0) op |= EMPTY_BEGIN_TEXT | EMPTY_BEGIN_LINE;
  if (r1 === 0x0a) op |= EMPTY_BEGIN_LINE;
  if (r2 < 0) op |= EMPTY_END_TEXT | EMPTY_END_LINE;
  if (r2 === 0x0a) op |= EMPTY_END_LINE;
  op |= isWordRune(r1) !== isWordRune(r2) ? EMPTY_WORD_BOUNDARY : EMPTY_NO_WORD_BOUNDARY;
  return op;
}

/** The code point at `pos` (-1 at the end) and its width in UTF-16 units. */
function runeAt(s: string, pos: number): [number, number] {
  if (pos >= s.length) return [-1, 0];
  const c = s.charCodeAt(pos);
  if (c >= 0xd800 && c <= 0xdbff && pos + 1 < s.length) {
    const d = s.charCodeAt(pos + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return [(c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000, 2];
  }
  return [c, 1];
}

function runeBefore(s: string, pos: number): number {
  if (pos <= 0) return -1;
  const d = s.charCodeAt(pos - 1);
  if (d >= 0xdc00 && d <= 0xdfff && pos >= 2) {
    const c = s.charCodeAt(pos - 2);
    if (c >= 0xd800 && c <= 0xdbff) return (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
  }
  return d;
}

/** A sparse set of program counters, each thread with the position where its match started. */
class Queue {
  readonly seen: Uint32Array;
  readonly pcs: Int32Array;
  readonly starts: Int32Array;
  length = 0;
  private generation = 1;
  constructor(size: number) {
    this.seen = new Uint32Array(size);
    this.pcs = new Int32Array(size);
    this.starts = new Int32Array(size);
  }
  clear(): void {
    this.length = 0;
    this.generation++;
    if (this.generation === 0xffffffff) {
      this.seen.fill(0);
      this.generation = 1;
    }
  }
  /** Marks pc; false when it was already marked since the last clear. */
  visit(pc: number): boolean {
    if (this.seen[pc] === this.generation) return false;
    this.seen[pc] = this.generation;
    return true;
  }
  push(pc: number, start: number): void {
    this.pcs[this.length] = pc;
    this.starts[this.length] = start;
    this.length++;
  }
}

class Re2Program implements Re2 {
  private readonly insts: readonly Inst[];
  private readonly start: number;
  private readonly anchoredStart: boolean;
  /** A literal every match starts with ('' when none), and whether it is the whole match. */
  private readonly prefix: string;
  private readonly prefixComplete: boolean;
  private readonly stack: Int32Array;
  private queues: [Queue, Queue] | undefined;
  /**
   * Answers of test() by input. A schema checks every object's values against the same patterns,
   * and many values repeat (quantities such as "10" or "64Gi", group and namespace names):
   * 10,000 tenants made 60,000 pattern tests, 127 ms of a 2.4 s check. Bounded.
   */
  private readonly tested = new BoundedMemo<string, boolean>(MEMO_MAX_ENTRIES);

  constructor(
    readonly pattern: string,
    private readonly compiled: RE2JS,
  ) {
    const engine = compiled.re2();
    this.insts = engine.prog.inst;
    this.start = engine.prog.start;
    this.anchoredStart = (engine.cond & EMPTY_BEGIN_TEXT) !== 0;
    this.prefix = engine.prefix;
    this.prefixComplete = engine.prefixComplete;
    this.stack = new Int32Array(2 * this.insts.length + 2);
  }

  /** The pattern itself: ajv keys its compiled patterns by `toString()`. */
  toString(): string {
    return `re2:${this.pattern}`;
  }

  test(input: string): boolean {
    if (input.length > MEMO_MAX_INPUT) return this.compiled.test(input);
    return this.tested.get(input, () => this.compiled.test(input));
  }

  testWhole(input: string): boolean {
    return this.compiled.testExact(input);
  }

  find(input: string): string | undefined {
    if (!this.compiled.test(input)) return undefined;
    const m = this.findIndex(input, 0);
    return m ? input.slice(m[0], m[1]) : undefined;
  }

  findAll(input: string, limit: number): string[] {
    const out: string[] = [];
    if (limit === 0 || !this.compiled.test(input)) return out;
    let prevEnd = -1;
    for (let pos = 0; pos <= input.length && (limit < 0 || out.length < limit); ) {
      const m = this.findIndex(input, pos);
      if (!m) break;
      let accept = true;
      if (m[1] === pos) {
        // An empty match: never right after the previous match; move on one character.
        if (m[0] === prevEnd) accept = false;
        const width = runeAt(input, pos)[1];
        pos = width > 0 ? pos + width : input.length + 1;
      } else {
        pos = m[1];
      }
      prevEnd = m[1];
      if (accept) out.push(input.slice(m[0], m[1]));
    }
    return out;
  }

  samples(count: number): readonly string[] {
    const out = new Set<string>();
    const random = seededRandom(this.pattern);
    for (let walk = 0; walk < count * 4 && out.size < count; walk++) {
      const s = this.walk(random);
      if (s !== undefined && this.testWhole(s)) out.add(s);
    }
    return [...out];
  }

  /** One random path from the start to MATCH; undefined when it grows past the budget. */
  private walk(random: () => number): string | undefined {
    let text = '';
    let runes = 0;
    let pc = this.start;
    for (let steps = 0; steps < MAX_WALK_STEPS; steps++) {
      const inst = this.insts[pc];
      if (!inst) return undefined;
      switch (inst.op) {
        case MATCH:
          return text;
        case ALT:
        case ALT_MATCH:
          // Past half the rune budget, prefer the branch that leaves a loop (out is the loop body
          // for x* and x+ as compiled): strings stay short and the walk ends.
          pc = random() < (runes > MAX_WALK_RUNES / 2 ? 0.15 : 0.5) ? inst.out : inst.arg;
          continue;
        case NOP:
        case CAPTURE:
        case EMPTY_WIDTH: // anchors and word boundaries: the whole-match test afterwards judges them
          pc = inst.out;
          continue;
        case RUNE1:
          text += String.fromCodePoint(inst.runes[0] ?? 0x61);
          break;
        case RUNE:
          text += String.fromCodePoint(pickRune(inst.runes, random));
          break;
        case RUNE_ANY:
        case RUNE_ANY_NOT_NL:
          text += String.fromCodePoint(0x21 + Math.floor(random() * 94));
          break;
        default:
          return undefined; // FAIL
      }
      if (++runes > MAX_WALK_RUNES) return undefined;
      pc = inst.out;
    }
    return undefined;
  }

  /** A Pike VM (Go's regexp `machine`, first-match mode, whole-match captures only). */
  findIndex(input: string, from = 0): readonly [number, number] | undefined {
    if (from > input.length) return undefined;
    if (this.anchoredStart && from !== 0) return undefined;
    if (this.prefixComplete && !this.anchoredStart) {
      const at = input.indexOf(this.prefix, from);
      return at < 0 ? undefined : [at, at + this.prefix.length];
    }
    this.queues ??= [new Queue(this.insts.length), new Queue(this.insts.length)];
    let [runq, nextq] = this.queues;
    runq.clear();
    nextq.clear();
    let matchStart = -1;
    let matchEnd = -1;
    let pos = from;
    let prev = runeBefore(input, pos);
    let [r, width] = runeAt(input, pos);
    for (;;) {
      if (runq.length === 0) {
        if (matchStart >= 0) break;
        if (this.anchoredStart && pos !== 0) break;
        if (this.prefix !== '' && r !== this.prefix.codePointAt(0)) {
          // Nothing in flight: jump to the next place a match can start.
          const at = input.indexOf(this.prefix, pos);
          if (at < 0) break;
          pos = at;
          prev = runeBefore(input, pos);
          [r, width] = runeAt(input, pos);
        }
      }
      if (matchStart < 0 && (pos === 0 || !this.anchoredStart)) this.add(runq, this.start, pos, emptyContext(prev, r));
      const [r1, width1] = width > 0 ? runeAt(input, pos + width) : [-1, 0];
      const nextContext = emptyContext(r, r1);
      nextq.clear();
      for (let k = 0; k < runq.length; k++) {
        const pc = runq.pcs[k] ?? 0;
        const inst = this.insts[pc];
        if (!inst) continue;
        let ok = false;
        switch (inst.op) {
          case MATCH:
            matchStart = runq.starts[k] ?? pos;
            matchEnd = pos;
            k = runq.length; // first-match mode: lower-priority threads are cut off
            continue;
          case RUNE:
            ok = r >= 0 && inst.matchRune(r);
            break;
          case RUNE1:
            ok = r >= 0 && r === inst.runes[0];
            break;
          case RUNE_ANY:
            ok = r >= 0;
            break;
          case RUNE_ANY_NOT_NL:
            ok = r >= 0 && r !== 0x0a;
            break;
        }
        if (ok) this.add(nextq, inst.out, runq.starts[k] ?? pos, nextContext);
      }
      if (width === 0) break;
      prev = r;
      pos += width;
      r = r1;
      width = width1;
      [runq, nextq] = [nextq, runq];
    }
    return matchStart >= 0 ? [matchStart, matchEnd] : undefined;
  }

  /** Follows empty transitions from pc, in priority order, adding the threads it reaches to q. */
  private add(q: Queue, pc0: number, start: number, context: number): void {
    const stack = this.stack;
    let top = 0;
    stack[top++] = pc0;
    while (top > 0) {
      const pc = stack[--top] ?? 0;
      if (pc === 0 || !q.visit(pc)) continue; // pc 0 is the FAIL instruction
      const inst = this.insts[pc];
      if (!inst) continue;
      switch (inst.op) {
        case ALT:
        case ALT_MATCH:
          // out has priority over arg: push arg first so out is explored first.
          stack[top++] = inst.arg;
          stack[top++] = inst.out;
          break;
        case NOP:
        case CAPTURE:
          stack[top++] = inst.out;
          break;
        case EMPTY_WIDTH:
          if ((inst.arg & ~context) === 0) stack[top++] = inst.out;
          break;
        case MATCH:
        case RUNE:
        case RUNE1:
        case RUNE_ANY:
        case RUNE_ANY_NOT_NL:
          q.push(pc, start);
          break;
        default:
          break; // FAIL
      }
    }
  }
}
