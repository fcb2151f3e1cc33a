import type { Event, MappingEvent, ScalarEvent, SequenceEvent } from 'js-yaml';

/**
 * A fast path for js-yaml's `parseEvents`: the events it gives, for texts written in the subset
 * of YAML that Kubernetes manifests are nearly always written in; `undefined` for any other text,
 * and the caller runs js-yaml (see docs/adr/0002-yaml-source-map-on-js-yaml-events.md, addendum).
 *
 * Why: js-yaml's event parser reads 6–12 MB/s and was the largest part of a large `check`. This
 * scanner reads one line at a time with no backtracking beyond a line.
 *
 * The contract, tested differentially against js-yaml on the repository's YAML and on generated
 * and mutated texts (fast-events.test.ts, test/fuzz/yaml-fast-events.ts): whatever text it
 * returns events for, js-yaml parses without error into exactly these events (every offset and
 * flag). It gives up at the first sign of anything outside the subset; it never guesses. The subset:
 * - block mappings whose keys are single-line plain or quoted scalars, and block sequences
 *   (compact ones under a key, `- - a`, and mappings inside an entry);
 * - plain and quoted scalars, over several lines too, with YAML's escapes in double quotes;
 * - literal and folded block scalars (`|`, `>`, with `-` or `+`), without an indentation indicator;
 * - one-line flow sequences and mappings of those;
 * - comments, blank lines, `---` between documents.
 * Not in it (js-yaml parses these): tabs, CR line ends, control and other unusual characters,
 * anchors, aliases, tags, complex keys (`?`), directives (`%`), `...`, flow collections over
 * several lines, and nesting near the depth bound.
 */
export function scanEvents(text: string, maxDepth: number): Event[] | undefined {
  // Small depth bounds are for tests of the bound itself: js-yaml decides those.
  if (maxDepth < 16 || !plainCharacters(text)) return undefined;
  const scanner = new Scanner(text, maxDepth);
  try {
    scanner.documents();
  } catch (error) {
    if (error === OUTSIDE_SUBSET) return undefined;
    throw error;
  }
  return scanner.events;
}

/** Thrown (not an Error: no stack is captured) where the text leaves the subset. */
const OUTSIDE_SUBSET = Symbol('outside the fast YAML subset');

const LF = 10;
const SPACE = 32;
const HASH = 35;
const DASH = 45;
const DOT = 46;
const COLON = 58;
const QUOTE = 34;
const APOSTROPHE = 39;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const PIPE = 124;
const GREATER = 62;
const PLUS = 43;

/**
 * Only newlines, printable ASCII and printable non-ASCII characters of the Basic Multilingual
 * Plane: no tab, CR, control, C1, line-separator, surrogate, BOM or non-character code unit.
 * One regular expression (V8 runs it as machine code from the first call) instead of a loop over
 * the text's code units, which a cold process interprets first: ~7 ms of a 2 MB crd-diff.
 */
const NOT_PLAIN_CHARACTER = /[^\n\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe]/;

/** Whether the whole text is made of the characters above (exported for its test). */
export function plainCharacters(text: string): boolean {
  return !NOT_PLAIN_CHARACTER.test(text);
}

/** The first character of a plain scalar may not be one of YAML's indicators. */
function isIndicator(c: number): boolean {
  switch (c) {
    case DASH:
    case 63: // ?
    case COLON:
    case COMMA:
    case OPEN_BRACKET:
    case CLOSE_BRACKET:
    case OPEN_BRACE:
    case CLOSE_BRACE:
    case HASH:
    case 38: // &
    case 42: // *
    case 33: // !
    case 124: // |
    case 62: // >
    case APOSTROPHE:
    case QUOTE:
    case 37: // %
    case 64: // @
    case 96: // `
      return true;
    default:
      return false;
  }
}

/** YAML's one-character escapes: \\0 \\a \\b \\t \\n \\v \\f \\r \\e \\  \\" \\/ \\\\ \\N \\_ \\L \\P. */
const SIMPLE_ESCAPES: ReadonlySet<number> = new Set([...'0abtnvfre "/\\N_LP'].map((ch) => ch.charCodeAt(0)));

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

function isFlowIndicator(c: number): boolean {
  return c === COMMA || c === OPEN_BRACKET || c === CLOSE_BRACKET || c === OPEN_BRACE || c === CLOSE_BRACE;
}

class Scanner {
  readonly events: Event[] = [];
  /** Start of the next content line (or the text's end, or a document marker). */
  private lineStart = 0;
  /** Indentation of that line; -1 at the end of the text or at a document marker. */
  private lineIndent = -1;
  private readonly length: number;
  /**
   * The deepest collection the scanner reads. js-yaml counts nodes, not collections: a
   * collection's keys and entries are one deeper, and a node in a block position that it first
   * tries as an implicit key (a sequence entry, a flow collection after `- `) one deeper again. So
   * nothing js-yaml visits under a collection at depth d is deeper than d + 2, and js-yaml's bound
   * is never reached below `maxDepth - 2` (tested against js-yaml at its exact bound). At 1,000,
   * the recursion of the scanner itself stops.
   */
  private readonly depthLimit: number;

  constructor(
    private readonly text: string,
    maxDepth: number,
  ) {
    this.length = text.length;
    this.depthLimit = Math.min(maxDepth, 1000) - 2;
  }

  documents(): void {
    this.nextContentLine(0);
    while (this.lineStart < this.length) {
      let explicitStart = false;
      if (this.lineIndent === -1) {
        // A `---` line: only spaces and a comment may follow it on the line.
        explicitStart = true;
        const after = this.restOfLine(this.lineStart + 3);
        this.nextContentLine(after);
      }
      this.events.push({ type: 1, explicitStart, explicitEnd: false, directives: [] });
      if (this.lineIndent === -1) {
        this.events.push(emptyScalar());
      } else {
        this.blockNodeOnLine(1);
        if (this.lineIndent !== -1) throw OUTSIDE_SUBSET;
      }
      this.events.push({ type: 6 });
    }
  }

  /**
   * Moves to the next line with content at or after `from` (a line start), skipping blank and
   * comment lines; sets lineStart and lineIndent (-1 for the end or a `---` line).
   */
  private nextContentLine(from: number): void {
    const text = this.text;
    let p = from;
    for (;;) {
      let q = p;
      while (q < this.length && text.charCodeAt(q) === SPACE) q++;
      if (q >= this.length) {
        this.lineStart = this.length;
        this.lineIndent = -1;
        return;
      }
      const c = text.charCodeAt(q);
      if (c === LF) {
        p = q + 1;
        continue;
      }
      if (c === HASH) {
        const end = text.indexOf('\n', q);
        if (end === -1) {
          this.lineStart = this.length;
          this.lineIndent = -1;
          return;
        }
        p = end + 1;
        continue;
      }
      if (q === p && (c === DASH || c === DOT) && this.isMarker(p)) {
        if (c === DOT) throw OUTSIDE_SUBSET; // `...`: an explicit document end
        this.lineStart = p;
        this.lineIndent = -1;
        return;
      }
      if (q === p && c === 37) throw OUTSIDE_SUBSET; // `%`: a directive
      this.lineStart = p;
      this.lineIndent = q - p;
      return;
    }
  }

  /** `---` or `...` at a line start, followed by a space, a newline or the end. */
  private isMarker(p: number): boolean {
    const text = this.text;
    const c = text.charCodeAt(p);
    if (text.charCodeAt(p + 1) !== c || text.charCodeAt(p + 2) !== c) return false;
    if (p + 3 >= this.length) return true;
    const next = text.charCodeAt(p + 3);
    if (next === SPACE || next === LF) return true;
    throw OUTSIDE_SUBSET; // `---x`: a scalar that looks like a marker
  }

  /** After a node on a line: only spaces and a comment; returns the start of the next line. */
  private restOfLine(p: number): number {
    const text = this.text;
    let q = p;
    while (q < this.length && text.charCodeAt(q) === SPACE) q++;
    if (q >= this.length) return this.length;
    const c = text.charCodeAt(q);
    if (c === LF) return q + 1;
    if (c === HASH && q > p) {
      const end = text.indexOf('\n', q);
      return end === -1 ? this.length : end + 1;
    }
    throw OUTSIDE_SUBSET;
  }

  private enter(depth: number): void {
    if (depth > this.depthLimit) throw OUTSIDE_SUBSET;
  }

  /** A block collection starting at the current content line (a scalar alone on its line is not in the subset). */
  private blockNodeOnLine(depth: number): void {
    const at = this.lineStart + this.lineIndent;
    if (this.isSequenceEntry(at)) this.blockSequence(at, this.lineIndent, depth);
    else this.blockMapping(at, this.lineIndent, depth);
  }

  private isSequenceEntry(p: number): boolean {
    if (this.text.charCodeAt(p) !== DASH) return false;
    if (p + 1 >= this.length) return true;
    const next = this.text.charCodeAt(p + 1);
    return next === SPACE || next === LF;
  }

  /** A block mapping whose first key starts at `start`, in column `column`. */
  private blockMapping(start: number, column: number, depth: number): void {
    this.enter(depth);
    const events = this.events;
    const text = this.text;
    events.push(collection(3, start, 1));
    let at = start;
    for (;;) {
      const afterColon = this.key(at);
      let p = afterColon;
      while (p < this.length && text.charCodeAt(p) === SPACE) p++;
      const c = p < this.length ? text.charCodeAt(p) : LF;
      if (c === LF || c === HASH) {
        // The value starts on a later line: a nested collection, a compact sequence, or nothing.
        this.nextContentLine(this.restOfLine(afterColon));
        if (this.lineIndent > column) this.blockNodeOnLine(depth + 1);
        else if (this.lineIndent === column && this.isSequenceEntry(this.lineStart + column)) this.blockSequence(this.lineStart + column, column, depth + 1);
        else events.push(emptyScalar());
      } else {
        this.inlineValue(p, depth + 1, column);
      }
      if (this.lineIndent === column) {
        at = this.lineStart + column;
        if (this.isSequenceEntry(at)) throw OUTSIDE_SUBSET;
        continue;
      }
      if (this.lineIndent < column) break;
      throw OUTSIDE_SUBSET;
    }
    events.push({ type: 6 });
  }

  /** A block sequence whose first `-` is at `start`, in column `column`. */
  private blockSequence(start: number, column: number, depth: number): void {
    this.enter(depth);
    const events = this.events;
    const text = this.text;
    events.push(collection(2, start, 1));
    let at = start;
    for (;;) {
      let p = at + 1;
      while (p < this.length && text.charCodeAt(p) === SPACE) p++;
      const c = p < this.length ? text.charCodeAt(p) : LF;
      if (c === LF || (c === HASH && p > at + 1)) {
        this.nextContentLine(this.restOfLine(at + 1));
        if (this.lineIndent > column) this.blockNodeOnLine(depth + 1);
        else events.push(emptyScalar());
      } else {
        const entryColumn = column + (p - at);
        if (this.isSequenceEntry(p)) this.blockSequence(p, entryColumn, depth + 1);
        else if (c !== OPEN_BRACKET && c !== OPEN_BRACE && this.isKeyAt(p)) this.blockMapping(p, entryColumn, depth + 1);
        else this.inlineValue(p, depth + 1, column);
      }
      if (this.lineIndent === column && this.isSequenceEntry(this.lineStart + column)) {
        at = this.lineStart + column;
        continue;
      }
      // A line in this column that is no entry ends a compact sequence (the key's mapping goes on).
      if (this.lineIndent <= column) break;
      throw OUTSIDE_SUBSET;
    }
    events.push({ type: 6 });
  }

  /** True when a mapping key (plain or quoted, then `:` and a space or the line's end) starts at `p`. */
  private isKeyAt(p: number): boolean {
    const text = this.text;
    const c = text.charCodeAt(p);
    if (c === QUOTE || c === APOSTROPHE) {
      let q = p + 1;
      for (;;) {
        if (q >= this.length) return false;
        const d = text.charCodeAt(q);
        if (d === LF) return false;
        if (d === c) {
          if (c === APOSTROPHE && text.charCodeAt(q + 1) === APOSTROPHE) {
            q += 2;
            continue;
          }
          break;
        }
        q += d === BACKSLASH && c === QUOTE ? 2 : 1;
      }
      q++;
      while (q < this.length && text.charCodeAt(q) === SPACE) q++;
      return text.charCodeAt(q) === COLON && this.separatesValue(q + 1);
    }
    for (let q = p; q < this.length; q++) {
      const d = text.charCodeAt(q);
      if (d === LF) return false;
      if (d === COLON && this.separatesValue(q + 1)) return true;
      if (d === HASH && text.charCodeAt(q - 1) === SPACE) return false;
    }
    return false;
  }

  /** After a `:`, a space, a newline or the end: the `:` separates a key from its value. */
  private separatesValue(p: number): boolean {
    if (p >= this.length) return true;
    const c = this.text.charCodeAt(p);
    return c === SPACE || c === LF;
  }

  /** The key starting at `p`; pushes its scalar and returns the position after its `:`. */
  private key(p: number): number {
    const text = this.text;
    const c = text.charCodeAt(p);
    if (c === QUOTE || c === APOSTROPHE) {
      let q = this.quoted(p);
      while (q < this.length && text.charCodeAt(q) === SPACE) q++;
      if (text.charCodeAt(q) !== COLON || !this.separatesValue(q + 1)) throw OUTSIDE_SUBSET;
      return q + 1;
    }
    this.plainStart(p);
    for (let q = p; q < this.length; q++) {
      const d = text.charCodeAt(q);
      if (d === LF) break;
      if (d === COLON && this.separatesValue(q + 1)) {
        let end = q;
        while (text.charCodeAt(end - 1) === SPACE) end--;
        // js-yaml refuses implicit keys longer than 1024 characters.
        if (end - p > 1000) break;
        this.events.push(scalar(p, end, 1, true));
        return q + 1;
      }
      if (d === HASH && text.charCodeAt(q - 1) === SPACE) break;
    }
    throw OUTSIDE_SUBSET;
  }

  /** A plain scalar may start at `p`: not at an indicator, but for `-` before something other than a space. */
  private plainStart(p: number): void {
    const c = this.text.charCodeAt(p);
    // `---` and `...` read as document markers to js-yaml in more places than a line start.
    if ((c === DASH || c === DOT) && this.text.charCodeAt(p + 1) === c && this.text.charCodeAt(p + 2) === c) throw OUTSIDE_SUBSET;
    if (!isIndicator(c)) return;
    if (c === DASH) {
      const next = this.text.charCodeAt(p + 1);
      if (p + 1 < this.length && next !== SPACE && next !== LF && !isFlowIndicator(next)) return;
    }
    throw OUTSIDE_SUBSET;
  }

  /**
   * A value that starts on the line of its key or `-` (of a collection in `column`): a flow
   * collection, a quoted, plain or block scalar. Moves to the next content line after it.
   */
  private inlineValue(p: number, depth: number, column: number): void {
    const text = this.text;
    const c = text.charCodeAt(p);
    if (c === OPEN_BRACKET || c === OPEN_BRACE) return this.nextContentLine(this.restOfLine(this.flowCollection(p, depth)));
    if (c === QUOTE || c === APOSTROPHE) return this.nextContentLine(this.restOfLine(this.quoted(p, column)));
    if (c === PIPE || c === GREATER) return this.blockScalar(p, column);
    this.plainStart(p);
    const first = this.plainLine(p);
    let end = first.end;
    let multiLine = false;
    // js-yaml's `fast` flag: false once the scalar ran over a line break into a deeper line, even
    // one holding only a comment or spaces at the end of the text.
    let fast = true;
    // Lines indented deeper than the collection continue the scalar (folded into it), up to a
    // comment or a line that is not deeper.
    let next = first.comment ? -1 : first.stop + 1;
    while (next > 0 && next < this.length) {
      let lineStart = next;
      let q = lineStart;
      for (;;) {
        while (q < this.length && text.charCodeAt(q) === SPACE) q++;
        if (q < this.length && text.charCodeAt(q) === LF) {
          lineStart = q + 1;
          q = lineStart;
          continue;
        }
        break;
      }
      if (q - lineStart <= column) break;
      if (q >= this.length || text.charCodeAt(q) === HASH) {
        fast = false;
        break;
      }
      if (text.charCodeAt(q) === COLON) throw OUTSIDE_SUBSET;
      const line = this.plainLine(q);
      end = line.end;
      multiLine = true;
      next = line.comment ? -1 : line.stop + 1;
    }
    this.events.push(scalar(p, end, 1, fast && !multiLine));
    this.nextContentLine(this.restOfLine(end));
  }

  /**
   * One line of a plain scalar in block context, from `p`: where its text ends (trailing spaces
   * left out), where the scan stopped (newline or end), and whether a comment ended it.
   */
  private plainLine(p: number): { end: number; stop: number; comment: boolean } {
    const text = this.text;
    let q = p;
    let comment = false;
    for (; q < this.length; q++) {
      const d = text.charCodeAt(q);
      if (d === LF) break;
      if (d === COLON && this.separatesValue(q + 1)) throw OUTSIDE_SUBSET; // `a: b: c`
      if (d === HASH && text.charCodeAt(q - 1) === SPACE) {
        comment = true;
        break;
      }
    }
    let end = q;
    while (text.charCodeAt(end - 1) === SPACE) end--;
    return { end, stop: q, comment };
  }

  /**
   * A literal (`|`) or folded (`>`) block scalar whose header is at `p`, inside a collection in
   * `column`: its lines are those after the header indented deeper than the first of them, which
   * must be deeper than the collection (blank lines included). Explicit indentation is not in the subset.
   */
  private blockScalar(p: number, column: number): void {
    const text = this.text;
    const style = text.charCodeAt(p) === PIPE ? 4 : 5;
    let q = p + 1;
    let chomping: 1 | 2 | 3 = 1;
    const indicator = text.charCodeAt(q);
    if (indicator === DASH) chomping = 2;
    else if (indicator === PLUS) chomping = 3;
    if (chomping !== 1) q++;
    const valueStart = this.restOfLine(q);
    if (valueStart >= this.length) throw OUTSIDE_SUBSET;
    let contentIndent = -1;
    let deepestBlank = 0;
    let lineStart = valueStart;
    let valueEnd: number;
    for (;;) {
      if (lineStart >= this.length) {
        valueEnd = this.length;
        break;
      }
      let e = lineStart;
      while (e < this.length && text.charCodeAt(e) === SPACE) e++;
      // A last line of spaces without a newline: js-yaml counts it in or not by its length.
      if (e >= this.length) throw OUTSIDE_SUBSET;
      const indent = e - lineStart;
      if (text.charCodeAt(e) === LF) {
        if (contentIndent === -1 && indent > deepestBlank) deepestBlank = indent;
        lineStart = e + 1;
        continue;
      }
      if (contentIndent === -1) {
        if (indent <= column) {
          valueEnd = lineStart;
          break;
        }
        // A leading blank line deeper than the first content line is an error in YAML.
        if (deepestBlank > indent) throw OUTSIDE_SUBSET;
        contentIndent = indent;
      } else if (indent < contentIndent) {
        valueEnd = lineStart;
        break;
      }
      const newline = text.indexOf('\n', e);
      if (newline === -1) {
        valueEnd = this.length;
        break;
      }
      lineStart = newline + 1;
    }
    this.events.push({ type: 4, valueStart, valueEnd, anchorStart: -1, anchorEnd: -1, tagStart: -1, tagEnd: -1, style, chomping, indent: contentIndent, fast: false });
    this.nextContentLine(valueEnd);
  }

  /**
   * A quoted scalar starting at `p`; pushes it and returns the position after its closing quote.
   * Inside a block collection in `column`, it may go on over lines indented deeper than the
   * collection; with `column` -1 (keys, flow collections), it is on one line.
   */
  private quoted(p: number, column = -1): number {
    const text = this.text;
    const quote = text.charCodeAt(p);
    let fast = true;
    let q = p + 1;
    for (;;) {
      if (q >= this.length) throw OUTSIDE_SUBSET;
      const d = text.charCodeAt(q);
      if (d === LF) {
        if (column < 0) throw OUTSIDE_SUBSET;
        q = this.continuationLine(q + 1, column);
        fast = false;
        continue;
      }
      if (d === quote) {
        if (quote === APOSTROPHE && text.charCodeAt(q + 1) === APOSTROPHE) {
          fast = false;
          q += 2;
          continue;
        }
        break;
      }
      if (d === BACKSLASH && quote === QUOTE) {
        q = this.escape(q);
        fast = false;
        continue;
      }
      q++;
    }
    this.events.push(scalar(p + 1, q, quote === QUOTE ? 3 : 2, fast));
    return q + 1;
  }

  /** The first character of the next line of a multi-line quoted scalar, from `p` (a line start): blank lines are skipped, the next must be deeper than `column`. */
  private continuationLine(p: number, column: number): number {
    const text = this.text;
    let lineStart = p;
    for (;;) {
      let q = lineStart;
      while (q < this.length && text.charCodeAt(q) === SPACE) q++;
      if (q >= this.length) throw OUTSIDE_SUBSET; // never closed
      if (text.charCodeAt(q) === LF) {
        lineStart = q + 1;
        continue;
      }
      if (q - lineStart <= column) throw OUTSIDE_SUBSET;
      return q;
    }
  }

  /** The escape at `p` (a `\\` in a double-quoted scalar): one YAML knows, or not in the subset; returns the position after it. */
  private escape(p: number): number {
    const c = this.text.charCodeAt(p + 1);
    const hexDigits = c === 120 ? 2 : c === 117 ? 4 : c === 85 ? 8 : 0; // \x, \u, \U
    if (hexDigits === 0) {
      if (SIMPLE_ESCAPES.has(c)) return p + 2;
      throw OUTSIDE_SUBSET;
    }
    let code = 0;
    for (let i = p + 2; i < p + 2 + hexDigits; i++) {
      const digit = hexValue(this.text.charCodeAt(i));
      if (digit < 0) throw OUTSIDE_SUBSET;
      code = code * 16 + digit;
    }
    // Only escapes of characters JavaScript strings hold plainly (no surrogates, nothing beyond the BMP).
    if (code >= 0xd800) throw OUTSIDE_SUBSET;
    return p + 2 + hexDigits;
  }

  /** A flow sequence or mapping on one line, starting at `p`; returns the position after it. */
  private flowCollection(p: number, depth: number): number {
    this.enter(depth);
    const text = this.text;
    const isSequence = text.charCodeAt(p) === OPEN_BRACKET;
    const close = isSequence ? CLOSE_BRACKET : CLOSE_BRACE;
    this.events.push(collection(isSequence ? 2 : 3, p, 2));
    let q = this.skipSpaces(p + 1);
    if (text.charCodeAt(q) === close) {
      this.events.push({ type: 6 });
      return q + 1;
    }
    for (;;) {
      if (isSequence) {
        q = this.skipSpaces(this.flowNode(q, depth + 1));
        if (text.charCodeAt(q) === COLON) throw OUTSIDE_SUBSET; // a pair inside a sequence
      } else {
        q = this.skipSpaces(this.flowNode(q, depth + 1));
        if (text.charCodeAt(q) !== COLON || text.charCodeAt(q + 1) !== SPACE) throw OUTSIDE_SUBSET;
        q = this.skipSpaces(q + 1);
        q = this.skipSpaces(this.flowNode(q, depth + 1));
      }
      const c = text.charCodeAt(q);
      if (c === close) break;
      if (c !== COMMA) throw OUTSIDE_SUBSET;
      q = this.skipSpaces(q + 1);
      // A trailing comma before the end of a sequence: allowed, as in js-yaml.
      if (isSequence && text.charCodeAt(q) === close) break;
    }
    this.events.push({ type: 6 });
    return q + 1;
  }

  private skipSpaces(p: number): number {
    let q = p;
    while (q < this.length && this.text.charCodeAt(q) === SPACE) q++;
    return q;
  }

  /** A node inside a flow collection: a nested one, a quoted scalar, or a plain scalar without `:`. */
  private flowNode(p: number, depth: number): number {
    const text = this.text;
    const c = text.charCodeAt(p);
    if (c === OPEN_BRACKET || c === OPEN_BRACE) return this.flowCollection(p, depth);
    if (c === QUOTE || c === APOSTROPHE) return this.quoted(p);
    this.plainStart(p);
    let q = p;
    for (; q < this.length; q++) {
      const d = text.charCodeAt(q);
      if (d === LF || isFlowIndicator(d)) break;
      // `:` ends a plain scalar in a flow collection only before a space or a flow indicator (`[a:b]` is one scalar).
      if (d === COLON && (q + 1 >= this.length || text.charCodeAt(q + 1) === SPACE || text.charCodeAt(q + 1) === LF || isFlowIndicator(text.charCodeAt(q + 1)))) break;
      if (d === HASH && text.charCodeAt(q - 1) === SPACE) throw OUTSIDE_SUBSET;
    }
    if (q >= this.length || text.charCodeAt(q) === LF) throw OUTSIDE_SUBSET; // unclosed on this line
    let end = q;
    while (text.charCodeAt(end - 1) === SPACE) end--;
    // A `:` after a plain scalar must follow it directly and be followed by a space (a flow mapping's key).
    if (text.charCodeAt(q) === COLON && (end !== q || text.charCodeAt(q + 1) !== SPACE)) throw OUTSIDE_SUBSET;
    this.events.push(scalar(p, end, 1, true));
    return end;
  }
}

function scalar(valueStart: number, valueEnd: number, style: 1 | 2 | 3, fast: boolean): ScalarEvent {
  return { type: 4, valueStart, valueEnd, anchorStart: -1, anchorEnd: -1, tagStart: -1, tagEnd: -1, style, chomping: 1, indent: -1, fast };
}

function emptyScalar(): ScalarEvent {
  return { type: 4, valueStart: -1, valueEnd: -1, anchorStart: -1, anchorEnd: -1, tagStart: -1, tagEnd: -1, style: 1, chomping: 1, indent: -1, fast: false };
}

function collection(type: 2 | 3, start: number, style: 1 | 2): SequenceEvent | MappingEvent {
  return type === 2
    ? { type, start, anchorStart: -1, anchorEnd: -1, tagStart: -1, tagEnd: -1, style }
    : { type, start, anchorStart: -1, anchorEnd: -1, tagStart: -1, tagEnd: -1, style };
}
