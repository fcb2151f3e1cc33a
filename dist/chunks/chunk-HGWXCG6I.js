import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);
import {
  NOT_PLAIN,
  constructPlain,
  documentRanges
} from "./chunk-AJUYNKF5.js";
import {
  CORE_SCHEMA,
  EVENT_ID,
  NOT_RESOLVED,
  SCALAR_STYLE,
  YAMLException,
  constructFromEvents,
  defineScalarTag,
  getScalarValue,
  mergeTag,
  parseEvents
} from "./chunk-BAJ3EWXF.js";
import {
  appendPointer,
  parentPointer,
  parsePointer,
  toPointer
} from "./chunk-ALUEK7QH.js";

// src/core/yaml/line-index.ts
var LineIndex = class {
  constructor(text) {
    this.text = text;
  }
  text;
  /** Built on first use: most files are read without any finding that needs a line. */
  #lineStarts;
  get lineStarts() {
    if (this.#lineStarts === void 0) this.#lineStarts = lineStarts(this.text);
    return this.#lineStarts;
  }
  position(offset) {
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
  }
  get lineCount() {
    return this.lineStarts.length;
  }
};
function lineStarts(text) {
  const starts = [0];
  if (text.indexOf("\r") === -1) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    return starts;
  }
  for (let i = 0, n = text.length; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i += 1;
      starts.push(i + 1);
    }
  }
  return starts;
}

// src/core/yaml/unclosed.ts
var SPACE = 32;
var TAB = 9;
var LF = 10;
var CR = 13;
function isBreak(c) {
  return c === LF || c === CR;
}
function isBlank(c) {
  return c === SPACE || c === TAB;
}
function isDocumentMarker(text, i) {
  const m = text.slice(i, i + 3);
  if (m !== "---" && m !== "...") return false;
  const next = text.charCodeAt(i + 3);
  return Number.isNaN(next) || isBlank(next) || isBreak(next);
}
function findUnclosedOpener(text) {
  const n = text.length;
  const flow = [];
  let i = 0;
  let tokenStart = true;
  let lineIndent = 0;
  let blockScalarParent;
  let atLineStart = true;
  let seenContent = false;
  while (i < n) {
    if (atLineStart) {
      atLineStart = false;
      let j = i;
      while (j < n && text.charCodeAt(j) === SPACE) j++;
      const indent = j - i;
      const blank = j >= n || isBreak(text.charCodeAt(j));
      if (blockScalarParent !== void 0) {
        if (blank || indent > blockScalarParent) {
          while (j < n && !isBreak(text.charCodeAt(j))) j++;
          i = j;
          continue;
        }
        blockScalarParent = void 0;
      }
      if (flow.length === 0 && indent === 0 && isDocumentMarker(text, i)) {
        if (seenContent) break;
        i += 3;
        continue;
      }
      lineIndent = indent;
      tokenStart = true;
      i = j;
      continue;
    }
    const c = text.charCodeAt(i);
    if (isBreak(c)) {
      if (c === CR && text.charCodeAt(i + 1) === LF) i++;
      i++;
      atLineStart = true;
      continue;
    }
    if (isBlank(c)) {
      i++;
      continue;
    }
    const prev = i > 0 ? text.charCodeAt(i - 1) : LF;
    if (c === 35 && (isBlank(prev) || isBreak(prev) || tokenStart)) {
      while (i < n && !isBreak(text.charCodeAt(i))) i++;
      continue;
    }
    seenContent = true;
    const ch = text[i];
    if (tokenStart && (ch === '"' || ch === "'")) {
      const end = closingQuote(text, i);
      if (end === void 0) return { offset: i, opener: ch };
      i = end + 1;
      tokenStart = false;
      continue;
    }
    if (tokenStart && (ch === "[" || ch === "{")) {
      flow.push({ offset: i, opener: ch });
      i++;
      continue;
    }
    if (flow.length > 0 && (ch === "]" || ch === "}")) {
      const want = ch === "]" ? "[" : "{";
      const top = flow[flow.length - 1];
      if (top && top.opener !== want && flow.some((f) => f.opener === want)) return top;
      flow.pop();
      tokenStart = false;
      i++;
      continue;
    }
    if (flow.length > 0 && ch === ",") {
      tokenStart = true;
      i++;
      continue;
    }
    const next = text.charCodeAt(i + 1);
    const nextEnds = Number.isNaN(next) || isBlank(next) || isBreak(next);
    if (ch === ":" && (nextEnds || flow.length > 0)) {
      tokenStart = true;
      i++;
      continue;
    }
    if (tokenStart && (ch === "-" || ch === "?") && nextEnds) {
      i++;
      continue;
    }
    if (tokenStart && flow.length === 0 && (ch === "|" || ch === ">")) {
      blockScalarParent = lineIndent;
      while (i < n && !isBreak(text.charCodeAt(i))) i++;
      continue;
    }
    if (tokenStart && (ch === "&" || ch === "!")) {
      while (i < n && !isBlank(text.charCodeAt(i)) && !isBreak(text.charCodeAt(i))) i++;
      continue;
    }
    tokenStart = false;
    i++;
  }
  return flow[flow.length - 1];
}
function closingQuote(text, start) {
  const quote = text.charCodeAt(start);
  const n = text.length;
  let lineStart = false;
  for (let i = start + 1; i < n; i++) {
    const c = text.charCodeAt(i);
    if (lineStart) {
      lineStart = false;
      if (isDocumentMarker(text, i)) return void 0;
    }
    if (isBreak(c)) {
      if (c === CR && text.charCodeAt(i + 1) === LF) i++;
      lineStart = true;
    } else if (quote === 34 && c === 92) {
      i++;
    } else if (c === quote) {
      if (quote === 39 && text.charCodeAt(i + 1) === 39) i++;
      else return i;
    }
  }
  return void 0;
}

// src/core/yaml/fast-events.ts
function scanEvents(text, maxDepth) {
  if (maxDepth < 16 || !plainCharacters(text)) return void 0;
  const scanner = new Scanner(text, maxDepth);
  try {
    scanner.documents();
  } catch (error) {
    if (error === OUTSIDE_SUBSET) return void 0;
    throw error;
  }
  return scanner.events;
}
var OUTSIDE_SUBSET = /* @__PURE__ */ Symbol("outside the fast YAML subset");
var LF2 = 10;
var SPACE2 = 32;
var HASH = 35;
var DASH = 45;
var DOT = 46;
var COLON = 58;
var QUOTE = 34;
var APOSTROPHE = 39;
var BACKSLASH = 92;
var COMMA = 44;
var OPEN_BRACKET = 91;
var CLOSE_BRACKET = 93;
var OPEN_BRACE = 123;
var CLOSE_BRACE = 125;
var PIPE = 124;
var GREATER = 62;
var PLUS = 43;
var NOT_PLAIN_CHARACTER = /[^\n\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe]/;
function plainCharacters(text) {
  return !NOT_PLAIN_CHARACTER.test(text);
}
function isIndicator(c) {
  switch (c) {
    case DASH:
    case 63:
    // ?
    case COLON:
    case COMMA:
    case OPEN_BRACKET:
    case CLOSE_BRACKET:
    case OPEN_BRACE:
    case CLOSE_BRACE:
    case HASH:
    case 38:
    // &
    case 42:
    // *
    case 33:
    // !
    case 124:
    // |
    case 62:
    // >
    case APOSTROPHE:
    case QUOTE:
    case 37:
    // %
    case 64:
    // @
    case 96:
      return true;
    default:
      return false;
  }
}
var SIMPLE_ESCAPES = new Set([...'0abtnvfre "/\\N_LP'].map((ch) => ch.charCodeAt(0)));
function hexValue(c) {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}
function isFlowIndicator(c) {
  return c === COMMA || c === OPEN_BRACKET || c === CLOSE_BRACKET || c === OPEN_BRACE || c === CLOSE_BRACE;
}
var Scanner = class {
  constructor(text, maxDepth) {
    this.text = text;
    this.length = text.length;
    this.depthLimit = Math.min(maxDepth, 1e3) - 2;
  }
  text;
  events = [];
  /** Start of the next content line (or the text's end, or a document marker). */
  lineStart = 0;
  /** Indentation of that line; -1 at the end of the text or at a document marker. */
  lineIndent = -1;
  length;
  /**
   * The deepest collection the scanner reads. js-yaml counts nodes, not collections: a
   * collection's keys and entries are one deeper, and a node in a block position that it first
   * tries as an implicit key (a sequence entry, a flow collection after `- `) one deeper again. So
   * nothing js-yaml visits under a collection at depth d is deeper than d + 2, and js-yaml's bound
   * is never reached below `maxDepth - 2` (tested against js-yaml at its exact bound). At 1,000,
   * the recursion of the scanner itself stops.
   */
  depthLimit;
  documents() {
    this.nextContentLine(0);
    while (this.lineStart < this.length) {
      let explicitStart = false;
      if (this.lineIndent === -1) {
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
  nextContentLine(from) {
    const text = this.text;
    let p = from;
    for (; ; ) {
      let q = p;
      while (q < this.length && text.charCodeAt(q) === SPACE2) q++;
      if (q >= this.length) {
        this.lineStart = this.length;
        this.lineIndent = -1;
        return;
      }
      const c = text.charCodeAt(q);
      if (c === LF2) {
        p = q + 1;
        continue;
      }
      if (c === HASH) {
        const end = text.indexOf("\n", q);
        if (end === -1) {
          this.lineStart = this.length;
          this.lineIndent = -1;
          return;
        }
        p = end + 1;
        continue;
      }
      if (q === p && (c === DASH || c === DOT) && this.isMarker(p)) {
        if (c === DOT) throw OUTSIDE_SUBSET;
        this.lineStart = p;
        this.lineIndent = -1;
        return;
      }
      if (q === p && c === 37) throw OUTSIDE_SUBSET;
      this.lineStart = p;
      this.lineIndent = q - p;
      return;
    }
  }
  /** `---` or `...` at a line start, followed by a space, a newline or the end. */
  isMarker(p) {
    const text = this.text;
    const c = text.charCodeAt(p);
    if (text.charCodeAt(p + 1) !== c || text.charCodeAt(p + 2) !== c) return false;
    if (p + 3 >= this.length) return true;
    const next = text.charCodeAt(p + 3);
    if (next === SPACE2 || next === LF2) return true;
    throw OUTSIDE_SUBSET;
  }
  /** After a node on a line: only spaces and a comment; returns the start of the next line. */
  restOfLine(p) {
    const text = this.text;
    let q = p;
    while (q < this.length && text.charCodeAt(q) === SPACE2) q++;
    if (q >= this.length) return this.length;
    const c = text.charCodeAt(q);
    if (c === LF2) return q + 1;
    if (c === HASH && q > p) {
      const end = text.indexOf("\n", q);
      return end === -1 ? this.length : end + 1;
    }
    throw OUTSIDE_SUBSET;
  }
  enter(depth) {
    if (depth > this.depthLimit) throw OUTSIDE_SUBSET;
  }
  /** A block collection starting at the current content line (a scalar alone on its line is not in the subset). */
  blockNodeOnLine(depth) {
    const at = this.lineStart + this.lineIndent;
    if (this.isSequenceEntry(at)) this.blockSequence(at, this.lineIndent, depth);
    else this.blockMapping(at, this.lineIndent, depth);
  }
  isSequenceEntry(p) {
    if (this.text.charCodeAt(p) !== DASH) return false;
    if (p + 1 >= this.length) return true;
    const next = this.text.charCodeAt(p + 1);
    return next === SPACE2 || next === LF2;
  }
  /** A block mapping whose first key starts at `start`, in column `column`. */
  blockMapping(start, column, depth) {
    this.enter(depth);
    const events = this.events;
    const text = this.text;
    events.push(collection(3, start, 1));
    let at = start;
    for (; ; ) {
      const afterColon = this.key(at);
      let p = afterColon;
      while (p < this.length && text.charCodeAt(p) === SPACE2) p++;
      const c = p < this.length ? text.charCodeAt(p) : LF2;
      if (c === LF2 || c === HASH) {
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
  blockSequence(start, column, depth) {
    this.enter(depth);
    const events = this.events;
    const text = this.text;
    events.push(collection(2, start, 1));
    let at = start;
    for (; ; ) {
      let p = at + 1;
      while (p < this.length && text.charCodeAt(p) === SPACE2) p++;
      const c = p < this.length ? text.charCodeAt(p) : LF2;
      if (c === LF2 || c === HASH && p > at + 1) {
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
      if (this.lineIndent <= column) break;
      throw OUTSIDE_SUBSET;
    }
    events.push({ type: 6 });
  }
  /** True when a mapping key (plain or quoted, then `:` and a space or the line's end) starts at `p`. */
  isKeyAt(p) {
    const text = this.text;
    const c = text.charCodeAt(p);
    if (c === QUOTE || c === APOSTROPHE) {
      let q = p + 1;
      for (; ; ) {
        if (q >= this.length) return false;
        const d = text.charCodeAt(q);
        if (d === LF2) return false;
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
      while (q < this.length && text.charCodeAt(q) === SPACE2) q++;
      return text.charCodeAt(q) === COLON && this.separatesValue(q + 1);
    }
    for (let q = p; q < this.length; q++) {
      const d = text.charCodeAt(q);
      if (d === LF2) return false;
      if (d === COLON && this.separatesValue(q + 1)) return true;
      if (d === HASH && text.charCodeAt(q - 1) === SPACE2) return false;
    }
    return false;
  }
  /** After a `:`, a space, a newline or the end: the `:` separates a key from its value. */
  separatesValue(p) {
    if (p >= this.length) return true;
    const c = this.text.charCodeAt(p);
    return c === SPACE2 || c === LF2;
  }
  /** The key starting at `p`; pushes its scalar and returns the position after its `:`. */
  key(p) {
    const text = this.text;
    const c = text.charCodeAt(p);
    if (c === QUOTE || c === APOSTROPHE) {
      let q = this.quoted(p);
      while (q < this.length && text.charCodeAt(q) === SPACE2) q++;
      if (text.charCodeAt(q) !== COLON || !this.separatesValue(q + 1)) throw OUTSIDE_SUBSET;
      return q + 1;
    }
    this.plainStart(p);
    for (let q = p; q < this.length; q++) {
      const d = text.charCodeAt(q);
      if (d === LF2) break;
      if (d === COLON && this.separatesValue(q + 1)) {
        let end = q;
        while (text.charCodeAt(end - 1) === SPACE2) end--;
        if (end - p > 1e3) break;
        this.events.push(scalar(p, end, 1, true));
        return q + 1;
      }
      if (d === HASH && text.charCodeAt(q - 1) === SPACE2) break;
    }
    throw OUTSIDE_SUBSET;
  }
  /** A plain scalar may start at `p`: not at an indicator, but for `-` before something other than a space. */
  plainStart(p) {
    const c = this.text.charCodeAt(p);
    if ((c === DASH || c === DOT) && this.text.charCodeAt(p + 1) === c && this.text.charCodeAt(p + 2) === c) throw OUTSIDE_SUBSET;
    if (!isIndicator(c)) return;
    if (c === DASH) {
      const next = this.text.charCodeAt(p + 1);
      if (p + 1 < this.length && next !== SPACE2 && next !== LF2 && !isFlowIndicator(next)) return;
    }
    throw OUTSIDE_SUBSET;
  }
  /**
   * A value that starts on the line of its key or `-` (of a collection in `column`): a flow
   * collection, a quoted, plain or block scalar. Moves to the next content line after it.
   */
  inlineValue(p, depth, column) {
    const text = this.text;
    const c = text.charCodeAt(p);
    if (c === OPEN_BRACKET || c === OPEN_BRACE) return this.nextContentLine(this.restOfLine(this.flowCollection(p, depth)));
    if (c === QUOTE || c === APOSTROPHE) return this.nextContentLine(this.restOfLine(this.quoted(p, column)));
    if (c === PIPE || c === GREATER) return this.blockScalar(p, column);
    this.plainStart(p);
    const first = this.plainLine(p);
    let end = first.end;
    let multiLine = false;
    let fast = true;
    let next = first.comment ? -1 : first.stop + 1;
    while (next > 0 && next < this.length) {
      let lineStart = next;
      let q = lineStart;
      for (; ; ) {
        while (q < this.length && text.charCodeAt(q) === SPACE2) q++;
        if (q < this.length && text.charCodeAt(q) === LF2) {
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
  plainLine(p) {
    const text = this.text;
    let q = p;
    let comment = false;
    for (; q < this.length; q++) {
      const d = text.charCodeAt(q);
      if (d === LF2) break;
      if (d === COLON && this.separatesValue(q + 1)) throw OUTSIDE_SUBSET;
      if (d === HASH && text.charCodeAt(q - 1) === SPACE2) {
        comment = true;
        break;
      }
    }
    let end = q;
    while (text.charCodeAt(end - 1) === SPACE2) end--;
    return { end, stop: q, comment };
  }
  /**
   * A literal (`|`) or folded (`>`) block scalar whose header is at `p`, inside a collection in
   * `column`: its lines are those after the header indented deeper than the first of them, which
   * must be deeper than the collection (blank lines included). Explicit indentation is not in the subset.
   */
  blockScalar(p, column) {
    const text = this.text;
    const style = text.charCodeAt(p) === PIPE ? 4 : 5;
    let q = p + 1;
    let chomping = 1;
    const indicator = text.charCodeAt(q);
    if (indicator === DASH) chomping = 2;
    else if (indicator === PLUS) chomping = 3;
    if (chomping !== 1) q++;
    const valueStart = this.restOfLine(q);
    if (valueStart >= this.length) throw OUTSIDE_SUBSET;
    let contentIndent = -1;
    let deepestBlank = 0;
    let lineStart = valueStart;
    let valueEnd;
    for (; ; ) {
      if (lineStart >= this.length) {
        valueEnd = this.length;
        break;
      }
      let e = lineStart;
      while (e < this.length && text.charCodeAt(e) === SPACE2) e++;
      if (e >= this.length) throw OUTSIDE_SUBSET;
      const indent = e - lineStart;
      if (text.charCodeAt(e) === LF2) {
        if (contentIndent === -1 && indent > deepestBlank) deepestBlank = indent;
        lineStart = e + 1;
        continue;
      }
      if (contentIndent === -1) {
        if (indent <= column) {
          valueEnd = lineStart;
          break;
        }
        if (deepestBlank > indent) throw OUTSIDE_SUBSET;
        contentIndent = indent;
      } else if (indent < contentIndent) {
        valueEnd = lineStart;
        break;
      }
      const newline = text.indexOf("\n", e);
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
  quoted(p, column = -1) {
    const text = this.text;
    const quote = text.charCodeAt(p);
    let fast = true;
    let q = p + 1;
    for (; ; ) {
      if (q >= this.length) throw OUTSIDE_SUBSET;
      const d = text.charCodeAt(q);
      if (d === LF2) {
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
  continuationLine(p, column) {
    const text = this.text;
    let lineStart = p;
    for (; ; ) {
      let q = lineStart;
      while (q < this.length && text.charCodeAt(q) === SPACE2) q++;
      if (q >= this.length) throw OUTSIDE_SUBSET;
      if (text.charCodeAt(q) === LF2) {
        lineStart = q + 1;
        continue;
      }
      if (q - lineStart <= column) throw OUTSIDE_SUBSET;
      return q;
    }
  }
  /** The escape at `p` (a `\\` in a double-quoted scalar): one YAML knows, or not in the subset; returns the position after it. */
  escape(p) {
    const c = this.text.charCodeAt(p + 1);
    const hexDigits = c === 120 ? 2 : c === 117 ? 4 : c === 85 ? 8 : 0;
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
    if (code >= 55296) throw OUTSIDE_SUBSET;
    return p + 2 + hexDigits;
  }
  /** A flow sequence or mapping on one line, starting at `p`; returns the position after it. */
  flowCollection(p, depth) {
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
    for (; ; ) {
      if (isSequence) {
        q = this.skipSpaces(this.flowNode(q, depth + 1));
        if (text.charCodeAt(q) === COLON) throw OUTSIDE_SUBSET;
      } else {
        q = this.skipSpaces(this.flowNode(q, depth + 1));
        if (text.charCodeAt(q) !== COLON || text.charCodeAt(q + 1) !== SPACE2) throw OUTSIDE_SUBSET;
        q = this.skipSpaces(q + 1);
        q = this.skipSpaces(this.flowNode(q, depth + 1));
      }
      const c = text.charCodeAt(q);
      if (c === close) break;
      if (c !== COMMA) throw OUTSIDE_SUBSET;
      q = this.skipSpaces(q + 1);
      if (isSequence && text.charCodeAt(q) === close) break;
    }
    this.events.push({ type: 6 });
    return q + 1;
  }
  skipSpaces(p) {
    let q = p;
    while (q < this.length && this.text.charCodeAt(q) === SPACE2) q++;
    return q;
  }
  /** A node inside a flow collection: a nested one, a quoted scalar, or a plain scalar without `:`. */
  flowNode(p, depth) {
    const text = this.text;
    const c = text.charCodeAt(p);
    if (c === OPEN_BRACKET || c === OPEN_BRACE) return this.flowCollection(p, depth);
    if (c === QUOTE || c === APOSTROPHE) return this.quoted(p);
    this.plainStart(p);
    let q = p;
    for (; q < this.length; q++) {
      const d = text.charCodeAt(q);
      if (d === LF2 || isFlowIndicator(d)) break;
      if (d === COLON && (q + 1 >= this.length || text.charCodeAt(q + 1) === SPACE2 || text.charCodeAt(q + 1) === LF2 || isFlowIndicator(text.charCodeAt(q + 1)))) break;
      if (d === HASH && text.charCodeAt(q - 1) === SPACE2) throw OUTSIDE_SUBSET;
    }
    if (q >= this.length || text.charCodeAt(q) === LF2) throw OUTSIDE_SUBSET;
    let end = q;
    while (text.charCodeAt(end - 1) === SPACE2) end--;
    if (text.charCodeAt(q) === COLON && (end !== q || text.charCodeAt(q + 1) !== SPACE2)) throw OUTSIDE_SUBSET;
    this.events.push(scalar(p, end, 1, true));
    return end;
  }
};
function scalar(valueStart, valueEnd, style, fast) {
  return { type: 4, valueStart, valueEnd, anchorStart: -1, anchorEnd: -1, tagStart: -1, tagEnd: -1, style, chomping: 1, indent: -1, fast };
}
function emptyScalar() {
  return { type: 4, valueStart: -1, valueEnd: -1, anchorStart: -1, anchorEnd: -1, tagStart: -1, tagEnd: -1, style: 1, chomping: 1, indent: -1, fast: false };
}
function collection(type, start, style) {
  return type === 2 ? { type, start, anchorStart: -1, anchorEnd: -1, tagStart: -1, tagEnd: -1, style } : { type, start, anchorStart: -1, anchorEnd: -1, tagStart: -1, tagEnd: -1, style };
}

// src/core/yaml/yaml11.ts
var YAML11_BOOLEAN = /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$/;
var YAML11_OCTAL = /^[-+]?0[0-7_]+$/;
var YAML11_UNDERSCORED_NUMBER = /^[-+]?(?:0b[01_]+|0x[0-9a-fA-F_]+|[0-9][0-9_]*(?:\.[0-9_]*)?)$/;
var YAML11_BINARY = /^[-+]?0b[01_]+$/;
function yaml11Reading(text) {
  if (YAML11_BOOLEAN.test(text)) return `the boolean ${/^(?:y|yes|on)$/i.test(text) ? "true" : "false"}`;
  if (YAML11_OCTAL.test(text) && /[1-7]/.test(text)) {
    return `the octal number ${parseInt(text.replace(/_/g, ""), 8)}`;
  }
  if (YAML11_BINARY.test(text)) return `the binary number ${parseInt(text.replace(/^[-+]?0b/, "").replace(/_/g, ""), 2)}`;
  if (text.includes("_") && YAML11_UNDERSCORED_NUMBER.test(text)) return `the number ${text.replace(/_/g, "")}`;
  return void 0;
}

// src/core/yaml/kubernetes-scalars.ts
var TRUE = /* @__PURE__ */ new Set(["y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"]);
var FALSE = /* @__PURE__ */ new Set(["n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"]);
var kubernetesBoolTag = defineScalarTag("tag:yaml.org,2002:bool", {
  implicit: true,
  implicitFirstChars: ["y", "Y", "n", "N", "t", "T", "f", "F", "o", "O"],
  resolve: (source) => TRUE.has(source) ? true : FALSE.has(source) ? false : NOT_RESOLVED,
  identify: (data) => typeof data === "boolean"
});
var GO_INT = /^([-+]?)(?:0[xX]([0-9a-fA-F]+)|0[oO]([0-7]+)|0[bB]([01]+)|0([0-7]*)|([1-9][0-9]*))$/;
var GO_YAML_FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
var SPECIAL_FLOATS = new Map([
  ...[".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"].map((s) => [s, Number.POSITIVE_INFINITY]),
  ...["-.inf", "-.Inf", "-.INF"].map((s) => [s, Number.NEGATIVE_INFINITY]),
  ...[".nan", ".NaN", ".NAN"].map((s) => [s, Number.NaN])
]);
var NUMBER_FIRST_CHARS = ["+", "-", ".", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
function goInteger(source) {
  const m = GO_INT.exec(source.replace(/_/g, ""));
  if (!m) return void 0;
  const [, sign, hex, octal, binary, leadingZeroOctal, decimal] = m;
  const magnitude = hex !== void 0 ? parseInt(hex, 16) : octal !== void 0 ? parseInt(octal, 8) : binary !== void 0 ? parseInt(binary, 2) : leadingZeroOctal !== void 0 ? leadingZeroOctal === "" ? 0 : parseInt(leadingZeroOctal, 8) : Number(decimal);
  if (magnitude === 0) return 0;
  return sign === "-" ? -magnitude : magnitude;
}
var kubernetesIntTag = defineScalarTag("tag:yaml.org,2002:int", {
  implicit: true,
  implicitFirstChars: NUMBER_FIRST_CHARS,
  resolve: (source) => goInteger(source) ?? NOT_RESOLVED,
  identify: (data) => typeof data === "number" && Number.isInteger(data)
});
var kubernetesFloatTag = defineScalarTag("tag:yaml.org,2002:float", {
  implicit: true,
  implicitFirstChars: NUMBER_FIRST_CHARS,
  resolve: (source) => {
    const special = SPECIAL_FLOATS.get(source);
    if (special !== void 0) return special;
    const plain = source.startsWith(".") ? source : source.replace(/_/g, "");
    if (!GO_YAML_FLOAT.test(plain)) return NOT_RESOLVED;
    const value = Number(plain);
    return Object.is(value, -0) ? 0 : value;
  },
  identify: (data) => typeof data === "number"
});

// src/core/yaml/parse.ts
function readingKey(text, reading) {
  return reading === "kubernetes" ? KUBERNETES_CACHE_PREFIX + text : text;
}
var DEFAULT_MAX_ALIASES = 100;
var MAX_ALIAS_EXPANSION = 1e5;
var DEFAULT_MAX_DEPTH = 64;
var SCHEMA = CORE_SCHEMA.withTags(mergeTag);
var KUBERNETES_SCHEMA = CORE_SCHEMA.withTags(mergeTag, kubernetesBoolTag, kubernetesIntTag, kubernetesFloatTag);
var KUBERNETES_CACHE_PREFIX = "\0kubernetes-scalars\0";
function parseYaml(text, options) {
  const cache = options.maxAliases === void 0 && options.maxDepth === void 0 ? options.cache : void 0;
  if (!cache) return parseText(text, options);
  const reading = options.scalars ?? "yaml-1.2";
  const hit = cache.get(text, reading);
  if (hit) return fromCache(text, hit, options);
  const parsed = parseText(text, options);
  if (parsed.documents.every((d) => isPlainJson(d.value))) {
    cache.set(text, reading, {
      documents: parsed.documents.map((d) => ({ index: d.index, value: d.value })),
      findings: parsed.findings.map(({ file: _file, ...finding }) => finding)
    });
  }
  return parsed;
}
function fromCache(text, hit, options) {
  let parsed;
  const real = (index) => {
    let documents2 = parsed?.deref();
    if (documents2 === void 0) {
      documents2 = new Map(parseText(text, options).documents.map((d) => [d.index, d]));
      parsed = new WeakRef(documents2);
    }
    return documents2.get(index);
  };
  const documents = hit.documents.map(({ index, value }) => ({
    file: options.file,
    index,
    value,
    has: (pointer) => real(index)?.has(pointer) ?? false,
    locate: (pointer, at) => real(index)?.locate(pointer, at) ?? { file: options.file, pointer: "", line: 1, column: 1 }
  }));
  return { documents, findings: hit.findings.map((f) => ({ ...f, file: options.file })) };
}
function isPlainJson(value) {
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "number") {
      if (!Number.isFinite(v) || Object.is(v, -0)) return false;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === "object") {
      for (const item of Object.values(v)) stack.push(item);
    }
  }
  return true;
}
function parseText(text, options) {
  const lines = new LineIndex(text);
  const findings = [];
  const documents = [];
  let index = 0;
  const recent = new RecentSourceMaps();
  for (const batch of batches(text)) {
    for (const chunk of parseBatch(batch, options, lines, findings)) {
      const parsed = parseChunk(chunk, lines, options, findings, index, recent);
      for (const d of parsed.documents) documents.push(d);
      index += parsed.count;
    }
  }
  return { documents, findings };
}
var BATCH_CHARS = 64 * 1024;
function batches(text) {
  if (text.length <= BATCH_CHARS || /^%/m.test(text)) return [{ text, base: 0 }];
  const parts = [];
  let start = 0;
  for (const next of documentStarts(text)) {
    if (next - start < BATCH_CHARS) continue;
    parts.push({ text: text.slice(start, next), base: start });
    start = next;
  }
  parts.push({ text: text.slice(start), base: start });
  return parts;
}
function parseBatch(batch, options, lines, findings) {
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  try {
    return [{ events: eventsOf(batch.text, maxDepth), source: batch.text, base: batch.base }];
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
  }
  const chunks = [];
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
function eventsOf(text, maxDepth) {
  return scanEvents(text, maxDepth) ?? parseEvents(text, { maxDepth });
}
function documentStarts(text) {
  const starts = [];
  const separator = /^---(?=\s|$)/gm;
  for (let m = separator.exec(text); m; m = separator.exec(text)) if (m.index > 0) starts.push(m.index);
  return starts;
}
function splitDocuments(batch) {
  const starts = [0, ...documentStarts(batch.text)];
  return starts.map((start, i) => ({ text: batch.text.slice(start, starts[i + 1] ?? batch.text.length), base: batch.base + start }));
}
function yamlErrorFinding(error, base, lines, file) {
  const offset = base + (error.mark?.position ?? 0);
  const { line, column } = lines.position(offset);
  return {
    ruleId: "yaml/syntax",
    severity: "error",
    message: `YAML syntax error: ${error.reason ?? error.message}`,
    file,
    line,
    column,
    hint: "Fix the YAML so that it parses; documents after a broken one in the same file are still checked."
  };
}
var OPENER_NAMES = { "[": "flow sequence", "{": "flow mapping", '"': "double-quoted string", "'": "single-quoted string" };
var CLOSERS = { "[": "]", "{": "}", '"': '"', "'": "'" };
function syntaxErrorFinding(error, part, lines, file) {
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
    hint: `Close it with ${CLOSERS[unclosed.opener]}; documents after a broken one in the same file are still checked.`
  };
}
function parseChunk(chunk, lines, options, findings, firstIndex, recent) {
  if (chunk.events.length === 0) return { documents: [], count: chunk.failed ? 1 : 0 };
  const ranges = documentRanges(chunk.events);
  const lazy = options.keepEvents ? keptSourceMaps(chunk, ranges) : lazySourceMaps(chunk.source, chunk.base, options, recent);
  const documents = [];
  const schema = options.scalars === "kubernetes" ? KUBERNETES_SCHEMA : SCHEMA;
  ranges.forEach((range, ordinal) => {
    let checked = false;
    const check = () => {
      if (checked) return;
      checked = true;
      checkDocument(chunk, range, options.file, lines, findings);
    };
    let value;
    try {
      const notices = { notable: mayReadAsYaml11, seen: false };
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
          maxAliases: options.maxAliases ?? DEFAULT_MAX_ALIASES
        });
      }
    } catch (error) {
      if (!(error instanceof YAMLException)) throw error;
      check();
      const finding = yamlErrorFinding(error, chunk.base, lines, options.file);
      findings.push(
        /too many alias/i.test(finding.message) ? {
          ...finding,
          ruleId: "yaml/alias-limit",
          message: `too many YAML aliases: ${error.reason ?? ""}`.trim(),
          hint: `At most ${options.maxAliases ?? DEFAULT_MAX_ALIASES} aliases are expanded per document, to stop alias bombs.`
        } : finding
      );
      return;
    }
    documents.push(makeDocument(value, lazy, ordinal, firstIndex + ordinal, options.file, lines));
  });
  return { documents, count: ranges.length };
}
function lazySourceMaps(source, base, options, recent) {
  let maps;
  const holder = {
    drop: () => {
      maps = void 0;
    }
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
      return maps[ordinal] ?? /* @__PURE__ */ new Map();
    }
  };
}
var RECENT_CHUNK_MAPS = 8;
var MAX_MAP_REBUILDS = 64;
var RecentSourceMaps = class {
  holders = [];
  rebuilds = 0;
  built(holder, before) {
    if (before) this.rebuilds += 1;
    if (this.rebuilds > MAX_MAP_REBUILDS) return;
    this.holders.push(holder);
    if (this.holders.length > RECENT_CHUNK_MAPS) this.holders.shift()?.drop();
  }
};
function keptSourceMaps(chunk, ranges) {
  const lookups = /* @__PURE__ */ new Map();
  let ends;
  return {
    map(ordinal) {
      let lookup = lookups.get(ordinal);
      if (!lookup) {
        const range = ranges[ordinal];
        const found = /* @__PURE__ */ new Map();
        const get = (pointer) => {
          if (!range) return void 0;
          if (!found.has(pointer)) found.set(pointer, pointer === "" || pointer.startsWith("/") ? findNode(chunk, ends ??= nodeEnds(chunk.events), range, parsePointer(pointer)) : void 0);
          return found.get(pointer);
        };
        lookup = { get, has: (pointer) => get(pointer) !== void 0 };
        lookups.set(ordinal, lookup);
      }
      return lookup;
    }
  };
}
function nodeEnds(events) {
  const ends = new Int32Array(events.length);
  const open = [];
  for (let i = 0; i < events.length; i++) {
    const type = events[i].type;
    if (type === EVENT_ID.MAPPING || type === EVENT_ID.SEQUENCE || type === EVENT_ID.DOCUMENT) open.push(i);
    else if (type === EVENT_ID.POP) {
      const start = open.pop();
      if (start !== void 0) ends[start] = i + 1;
      ends[i] = i + 1;
    } else ends[i] = i + 1;
  }
  for (const start of open) ends[start] = events.length;
  return ends;
}
function findNode(chunk, ends, range, segments) {
  const { events, source, base } = chunk;
  const skipNode = (_events, i) => ends[i] ?? events.length;
  const rootIndex = range.from + 1;
  const root = events[rootIndex];
  if (rootIndex >= range.to || !root || root.type === EVENT_ID.POP) return void 0;
  const offsets = (ev, key, container) => {
    const keyStart = key ? nodeStart(key) : -1;
    const keyOffset = key ? base + (keyStart >= 0 ? keyStart : container) : void 0;
    const start = nodeStart(ev);
    const value = start >= 0 ? base + start : keyOffset ?? base + container;
    return keyOffset !== void 0 ? { value, key: keyOffset } : { value };
  };
  const find = (i, key, container, depth) => {
    const ev = events[i];
    if (depth === segments.length) return offsets(ev, key, container);
    const segment = segments[depth];
    const start = Math.max(nodeStart(ev), container);
    if (ev.type === EVENT_ID.MAPPING) {
      const matches = [];
      let j = i + 1;
      while (j < events.length && events[j].type !== EVENT_ID.POP) {
        const k = events[j];
        const valueIndex = skipNode(events, j);
        if (k.type === EVENT_ID.SCALAR && getScalarValue(source, k) === segment && segment !== "<<") matches.push({ value: valueIndex, key: k });
        j = skipNode(events, valueIndex);
      }
      for (let m = matches.length - 1; m >= 0; m--) {
        const match = matches[m];
        const hit = find(match.value, match.key, start, depth + 1);
        if (hit) return hit;
      }
      return void 0;
    }
    if (ev.type === EVENT_ID.SEQUENCE) {
      let j = i + 1;
      for (let n = 0; j < events.length && events[j].type !== EVENT_ID.POP; n++) {
        if (String(n) === segment) return find(j, void 0, start, depth + 1);
        j = skipNode(events, j);
      }
    }
    return void 0;
  };
  return find(rootIndex, void 0, 0, 0);
}
function makeDocument(value, maps, ordinal, index, file, lines) {
  return new SourceMappedDocument(value, maps, ordinal, index, file, lines);
}
var SourceMappedDocument = class _SourceMappedDocument {
  constructor(value, maps, ordinal, index, file, lines) {
    this.value = value;
    this.maps = maps;
    this.ordinal = ordinal;
    this.index = index;
    this.file = file;
    this.lines = lines;
  }
  value;
  maps;
  ordinal;
  index;
  file;
  lines;
  has = _SourceMappedDocument.has;
  locate = _SourceMappedDocument.locate;
  static has(pointer) {
    return this.maps.map(this.ordinal).has(pointer);
  }
  static locate(pointer, at = "value") {
    const known = this.maps.map(this.ordinal);
    let p = pointer;
    let node = known.get(p);
    while (!node && p !== "") {
      p = parentPointer(p);
      node = known.get(p);
    }
    const offset = node ? at === "key" && node.key !== void 0 ? node.key : node.value : 0;
    return { file: this.file, pointer: p, ...this.lines.position(offset) };
  }
};
function walkDocument(chunk, range, visitor, options) {
  const { events, source } = chunk;
  const { trackKeys, trackPointers } = options;
  const stack = [];
  const path = [];
  const pointers = [];
  const push = (segment) => {
    path.push(segment);
    if (trackPointers) pointers.push(appendPointer(pointers[pointers.length - 1] ?? "", segment));
  };
  const pop = () => {
    path.pop();
    if (trackPointers) pointers.pop();
  };
  for (let i = range.from; i < range.to; i++) {
    const ev = events[i];
    if (ev.type === EVENT_ID.DOCUMENT) {
      stack.push({ kind: "doc" });
      continue;
    }
    if (ev.type === EVENT_ID.POP) {
      const frame = stack.pop();
      if (frame && frame.kind !== "doc" && frame.kind !== "skip" && stack.length > 0 && stack[stack.length - 1]?.kind !== "doc") pop();
      continue;
    }
    const top = stack[stack.length - 1];
    const isCollection = ev.type === EVENT_ID.MAPPING || ev.type === EVENT_ID.SEQUENCE;
    if (!top || top.kind === "skip") {
      if (isCollection) stack.push({ kind: "skip" });
      continue;
    }
    if (top.kind === "map" && top.expectKey) {
      top.expectKey = false;
      if (ev.type === EVENT_ID.SCALAR) {
        const text = getScalarValue(source, ev);
        if (visitor.key && top.seen) visitor.key(path, text, ev, top.seen, top.start);
        top.seen?.add(text);
        top.key = text;
        top.keyEvent = ev;
      } else {
        top.key = void 0;
        if (isCollection) stack.push({ kind: "skip" });
      }
      continue;
    }
    let keyEvent;
    if (top.kind === "map") {
      top.expectKey = true;
      if (top.key === void 0 || top.key === "<<") {
        if (isCollection) stack.push({ kind: "skip" });
        continue;
      }
      push(top.key);
      keyEvent = top.keyEvent;
    } else if (top.kind === "seq") {
      push(top.next);
      top.next += 1;
    }
    const container = top.kind === "doc" ? 0 : top.start;
    visitor.value(path, ev, keyEvent, trackPointers ? pointers[pointers.length - 1] ?? "" : "", container);
    if (ev.type === EVENT_ID.MAPPING) {
      stack.push({ kind: "map", start: Math.max(nodeStart(ev), container), expectKey: true, key: void 0, keyEvent: void 0, seen: trackKeys ? /* @__PURE__ */ new Set() : void 0 });
    } else if (ev.type === EVENT_ID.SEQUENCE) {
      stack.push({ kind: "seq", start: Math.max(nodeStart(ev), container), next: 0 });
    } else if (top.kind !== "doc") {
      pop();
    }
  }
}
function buildSourceMap(chunk, range) {
  const map = /* @__PURE__ */ new Map();
  const base = chunk.base;
  walkDocument(
    chunk,
    range,
    {
      value(_path, ev, key, pointer, container) {
        const keyStart = key ? nodeStart(key) : -1;
        const keyOffset = key ? base + (keyStart >= 0 ? keyStart : container) : void 0;
        const start = nodeStart(ev);
        const value = start >= 0 ? base + start : keyOffset ?? base + container;
        map.set(pointer, keyOffset !== void 0 ? { value, key: keyOffset } : { value });
      }
    },
    { trackKeys: false, trackPointers: true }
  );
  return map;
}
function checkDocument(chunk, range, file, lines, findings) {
  const { source, base } = chunk;
  walkDocument(
    chunk,
    range,
    {
      key(path, key, ev, seen, container) {
        if (!seen.has(key) || key === "<<") return;
        const start = nodeStart(ev);
        findings.push({
          ruleId: "yaml/duplicate-key",
          severity: "error",
          message: `duplicate key "${key}": the API server would keep only the last value`,
          file,
          ...lines.position(base + (start >= 0 ? start : container)),
          pointer: toPointer([...path, key]),
          hint: "Remove one of the two entries."
        });
      },
      value(path, ev) {
        if (ev.type !== EVENT_ID.SCALAR || ev.style !== SCALAR_STYLE.PLAIN || ev.tagStart >= 0) return;
        if (!MAYBE_YAML11.test(source.charAt(ev.valueStart))) return;
        const text = getScalarValue(source, ev);
        const reading = yaml11Reading(text);
        if (!reading) return;
        findings.push({
          ruleId: "yaml/yaml11-ambiguity",
          severity: "warning",
          message: `"${text}" is read differently by YAML 1.2 and by kubectl and the API machinery (YAML 1.1), which read it as ${reading}`,
          file,
          ...lines.position(base + nodeStart(ev)),
          pointer: toPointer(path),
          hint: `Quote it ("${text}") if you mean the string, or write the value unambiguously.`
        });
      }
    },
    { trackKeys: true, trackPointers: false }
  );
}
var MAYBE_YAML11 = /[yYnNoO0-9+-]/;
function mayReadAsYaml11(text) {
  return MAYBE_YAML11.test(text.charAt(0)) && yaml11Reading(text) !== void 0;
}
function nodeStart(ev) {
  const starts = [
    ev.anchorStart >= 0 ? ev.anchorStart - 1 : -1,
    "tagStart" in ev ? ev.tagStart : -1,
    "start" in ev ? ev.start : ev.type === EVENT_ID.SCALAR ? scalarStart(ev) : -1
  ];
  let best = -1;
  for (const s of starts) if (s >= 0 && (best < 0 || s < best)) best = s;
  return best;
}
function scalarStart(ev) {
  if (ev.style === SCALAR_STYLE.SINGLE_QUOTED || ev.style === SCALAR_STYLE.DOUBLE_QUOTED) return ev.valueStart - 1;
  return ev.valueStart;
}
function checkAliases(chunk, range, file, lines, documentIndex) {
  const OPEN = -1;
  const { events, source, base } = chunk;
  const anchors = /* @__PURE__ */ new Map();
  const anchorOffsets = /* @__PURE__ */ new Map();
  const stack = [];
  let expansion = 0;
  const nameOf = (ev) => ev.anchorStart >= 0 ? source.slice(ev.anchorStart, ev.anchorEnd).replace(/^[&*]/, "") : void 0;
  for (let i = range.from; i < range.to; i++) {
    const ev = events[i];
    const top = stack[stack.length - 1];
    switch (ev.type) {
      case EVENT_ID.DOCUMENT:
        stack.push({ count: 0 });
        break;
      case EVENT_ID.MAPPING:
      case EVENT_ID.SEQUENCE: {
        const anchor = nameOf(ev);
        if (anchor !== void 0) {
          anchors.set(anchor, OPEN);
          anchorOffsets.set(anchor, ev.anchorStart - 1);
        }
        stack.push(anchor === void 0 ? { count: 1 } : { count: 1, anchor });
        break;
      }
      case EVENT_ID.SCALAR: {
        const anchor = nameOf(ev);
        if (anchor !== void 0) {
          anchors.set(anchor, 1);
          anchorOffsets.set(anchor, ev.anchorStart - 1);
        }
        if (top) top.count += 1;
        break;
      }
      case EVENT_ID.ALIAS: {
        const name = nameOf(ev) ?? "";
        const size = anchors.get(name);
        if (size === OPEN) {
          const anchorAt = lines.position(base + (anchorOffsets.get(name) ?? 0));
          return {
            ruleId: "yaml/recursive-alias",
            severity: "error",
            message: `alias *${name} is inside the node its anchor &${name} (line ${anchorAt.line}, column ${anchorAt.column}) names: the value would contain itself, which no Kubernetes object can; document ${documentIndex + 1} of the file was not read`,
            file,
            ...lines.position(base + Math.max(ev.anchorStart - 1, 0)),
            hint: "Point the alias at a node outside the anchored one, or write the value out."
          };
        }
        const added = size ?? 1;
        expansion = Math.min(expansion + added, Number.MAX_SAFE_INTEGER);
        if (top) top.count = Math.min(top.count + added, Number.MAX_SAFE_INTEGER);
        if (expansion > MAX_ALIAS_EXPANSION) {
          return {
            ruleId: "yaml/alias-limit",
            severity: "error",
            message: `document ${documentIndex + 1} of the file expands to more than ${MAX_ALIAS_EXPANSION} nodes through aliases (an alias bomb?); not read`,
            file,
            ...lines.position(base + firstNodeOffset(events, range)),
            hint: "Write the repeated values out, or use fewer nested aliases."
          };
        }
        break;
      }
      case EVENT_ID.POP: {
        const done = stack.pop();
        const parent = stack[stack.length - 1];
        if (!done) break;
        if (done.anchor !== void 0) anchors.set(done.anchor, done.count);
        if (parent) parent.count = Math.min(parent.count + done.count, Number.MAX_SAFE_INTEGER);
        break;
      }
    }
  }
  return void 0;
}
function firstNodeOffset(events, range) {
  for (let i = range.from; i < range.to; i++) {
    const ev = events[i];
    if (ev.type === EVENT_ID.DOCUMENT || ev.type === EVENT_ID.POP) continue;
    return "start" in ev ? ev.start : "valueStart" in ev ? ev.valueStart : Math.max(ev.anchorStart, 0);
  }
  return 0;
}

export {
  readingKey,
  parseYaml
};
