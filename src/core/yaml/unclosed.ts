/**
 * Finds a flow collection (`[`, `{`) or quoted scalar (`"`, `'`) that a YAML document opens
 * and never closes. The parser only notices such a mistake where the text stops making
 * sense, usually a line or more later ("deficient indentation"); the opening token is where
 * the author has to look. One linear pass, no backtracking; used only once the parser has
 * already failed, to move the finding to the token that caused it.
 */

export interface UnclosedOpener {
  /** Offset of the opening character in the scanned text. */
  readonly offset: number;
  readonly opener: '[' | '{' | '"' | "'";
}

const SPACE = 32;
const TAB = 9;
const LF = 10;
const CR = 13;

function isBreak(c: number): boolean {
  return c === LF || c === CR;
}

function isBlank(c: number): boolean {
  return c === SPACE || c === TAB;
}

/** True when the text at `i` (a line start) is a document marker `---` or `...`. */
function isDocumentMarker(text: string, i: number): boolean {
  const m = text.slice(i, i + 3);
  if (m !== '---' && m !== '...') return false;
  const next = text.charCodeAt(i + 3);
  return Number.isNaN(next) || isBlank(next) || isBreak(next);
}

/**
 * The opener left unclosed at the end of the first document of `text` (a document ends at a
 * `---`/`...` line outside any flow collection, or at the end of the text); undefined when
 * every opener is closed or when the text is not one this scanner understands.
 */
export function findUnclosedOpener(text: string): UnclosedOpener | undefined {
  const n = text.length;
  const flow: { offset: number; opener: '[' | '{' }[] = [];
  let i = 0;
  let tokenStart = true;
  let lineIndent = 0;
  // A block scalar header (`|`, `>`) was read on a line with this indentation: its content follows.
  let blockScalarParent: number | undefined;
  let atLineStart = true;
  let seenContent = false;
  while (i < n) {
    if (atLineStart) {
      atLineStart = false;
      let j = i;
      while (j < n && text.charCodeAt(j) === SPACE) j++;
      const indent = j - i;
      const blank = j >= n || isBreak(text.charCodeAt(j));
      if (blockScalarParent !== undefined) {
        if (blank || indent > blockScalarParent) {
          // Block scalar content: anything goes until the line break.
          while (j < n && !isBreak(text.charCodeAt(j))) j++;
          i = j;
          continue;
        }
        blockScalarParent = undefined;
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
    if (c === 35 /* # */ && (isBlank(prev) || isBreak(prev) || tokenStart)) {
      while (i < n && !isBreak(text.charCodeAt(i))) i++;
      continue;
    }
    seenContent = true;
    const ch = text[i] as string;
    if (tokenStart && (ch === '"' || ch === "'")) {
      const end = closingQuote(text, i);
      if (end === undefined) return { offset: i, opener: ch };
      i = end + 1;
      tokenStart = false;
      continue;
    }
    if (tokenStart && (ch === '[' || ch === '{')) {
      flow.push({ offset: i, opener: ch });
      i++;
      continue;
    }
    if (flow.length > 0 && (ch === ']' || ch === '}')) {
      const want = ch === ']' ? '[' : '{';
      const top = flow[flow.length - 1];
      // `[ {a: 1 ]`: the `{` is the one left open.
      if (top && top.opener !== want && flow.some((f) => f.opener === want)) return top;
      flow.pop();
      tokenStart = false;
      i++;
      continue;
    }
    if (flow.length > 0 && ch === ',') {
      tokenStart = true;
      i++;
      continue;
    }
    const next = text.charCodeAt(i + 1);
    const nextEnds = Number.isNaN(next) || isBlank(next) || isBreak(next);
    if (ch === ':' && (nextEnds || flow.length > 0)) {
      tokenStart = true;
      i++;
      continue;
    }
    if (tokenStart && (ch === '-' || ch === '?') && nextEnds) {
      i++;
      continue;
    }
    if (tokenStart && flow.length === 0 && (ch === '|' || ch === '>')) {
      blockScalarParent = lineIndent;
      while (i < n && !isBreak(text.charCodeAt(i))) i++;
      continue;
    }
    if (tokenStart && (ch === '&' || ch === '!')) {
      // A node property: the node itself follows.
      while (i < n && !isBlank(text.charCodeAt(i)) && !isBreak(text.charCodeAt(i))) i++;
      continue;
    }
    // Plain scalar text (or an alias): up to the next indicator that can end it.
    tokenStart = false;
    i++;
  }
  return flow[flow.length - 1];
}

/** Offset of the quote closing the quoted scalar opened at `start`; undefined when the document ends first. */
function closingQuote(text: string, start: number): number | undefined {
  const quote = text.charCodeAt(start);
  const n = text.length;
  let lineStart = false;
  for (let i = start + 1; i < n; i++) {
    const c = text.charCodeAt(i);
    if (lineStart) {
      lineStart = false;
      if (isDocumentMarker(text, i)) return undefined;
    }
    if (isBreak(c)) {
      if (c === CR && text.charCodeAt(i + 1) === LF) i++;
      lineStart = true;
    } else if (quote === 34 && c === 92 /* \ */) {
      i++;
    } else if (c === quote) {
      if (quote === 39 && text.charCodeAt(i + 1) === 39) i++;
      else return i;
    }
  }
  return undefined;
}
