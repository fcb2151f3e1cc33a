import { RE2JS } from '@bufbuild/re2';

/**
 * Regular expressions with Go RE2 syntax and semantics for `find` / `findAll`.
 *
 * @bufbuild/re2 validates and matches RE2 but reports no match positions, so a pattern is
 * first checked by RE2 (rejecting what Go would reject: look-arounds, back-references) and
 * then translated to an equivalent JavaScript RegExp (both engines are leftmost-first).
 */

export class RegexError extends Error {
  override readonly name = 'RegexError';
}

const cache = new Map<string, RegExp>();
const MAX_CACHE = 512;

export function compileRe2ForSearch(pattern: string): RegExp {
  const cached = cache.get(pattern);
  if (cached) return cached;
  try {
    RE2JS.compile(pattern);
  } catch (error) {
    throw new RegexError(`Illegal regex: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { source, flags } = translate(pattern);
  let re: RegExp;
  try {
    re = new RegExp(source, flags + 'gu');
  } catch (error) {
    throw new RegexError(`regex ${JSON.stringify(pattern)} uses RE2 syntax driftgate cannot evaluate offline: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (cache.size >= MAX_CACHE) cache.clear();
  cache.set(pattern, re);
  return re;
}

/** Like Go's `FindString`: the leftmost match, or '' when there is none. */
export function findFirst(text: string, pattern: string): string {
  const re = compileRe2ForSearch(pattern);
  re.lastIndex = 0;
  const m = re.exec(text);
  return m ? m[0] : '';
}

/** Like Go's `FindAllString(s, n)`: n < 0 means all; empty matches right after a match are skipped. */
export function findAll(text: string, pattern: string, limit: number): string[] {
  const re = compileRe2ForSearch(pattern);
  const out: string[] = [];
  if (limit === 0) return out;
  re.lastIndex = 0;
  let prevEnd = -1;
  while (re.lastIndex <= text.length) {
    const m = re.exec(text);
    if (!m) break;
    const start = m.index;
    const end = start + m[0].length;
    if (m[0].length === 0) {
      // Advance by one code point so the search terminates.
      const cp = text.codePointAt(start);
      re.lastIndex = start + (cp !== undefined && cp > 0xffff ? 2 : 1);
      if (start === prevEnd) continue;
    }
    out.push(m[0]);
    prevEnd = end;
    if (limit > 0 && out.length >= limit) break;
  }
  return out;
}

const POSIX: Readonly<Record<string, string>> = {
  alnum: '0-9A-Za-z', alpha: 'A-Za-z', ascii: '\\x00-\\x7F', blank: '\\t ', cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9', graph: '!-~', lower: 'a-z', print: ' -~', punct: '!-\\/:-@\\[-`{-~', space: '\\t\\n\\v\\f\\r ',
  upper: 'A-Z', word: '0-9A-Za-z_', xdigit: '0-9A-Fa-f',
};

/** RE2 → JS: leading flag groups, \A \z, (?P<name>, POSIX classes, \pL. */
function translate(pattern: string): { source: string; flags: string } {
  let flags = '';
  let rest = pattern;
  const lead = /^\(\?([imsU]+)\)/.exec(rest);
  if (lead) {
    const f = lead[1] ?? '';
    if (f.includes('U')) throw new RegexError(`regex flag U (ungreedy) is not supported offline in ${JSON.stringify(pattern)}`);
    for (const c of f) if (!flags.includes(c)) flags += c;
    rest = rest.slice(lead[0].length);
  }
  let out = '';
  let inClass = false;
  for (let i = 0; i < rest.length; i++) {
    const c = rest[i] ?? '';
    if (c === '\\') {
      const n = rest[i + 1] ?? '';
      if (!inClass && n === 'A') out += '^';
      else if (!inClass && n === 'z') out += '$(?![\\s\\S])';
      else if ((n === 'p' || n === 'P') && rest[i + 2] !== '{') {
        out += `\\${n}{${rest[i + 2] ?? ''}}`;
        i += 1;
      } else if (n === 'Q') {
        const end = rest.indexOf('\\E', i + 2);
        const lit = rest.slice(i + 2, end === -1 ? undefined : end);
        out += lit.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
        i = end === -1 ? rest.length : end + 1;
        continue;
      } else out += c + n;
      i += 1;
      continue;
    }
    if (inClass) {
      if (c === '[' && rest[i + 1] === ':') {
        const close = rest.indexOf(':]', i + 2);
        const name = close === -1 ? '' : rest.slice(i + 2, close);
        const negate = name.startsWith('^');
        const set = POSIX[negate ? name.slice(1) : name];
        if (set !== undefined && !negate) {
          out += set;
          i = close + 1;
          continue;
        }
        throw new RegexError(`POSIX class [:${name}:] is not supported offline in ${JSON.stringify(pattern)}`);
      }
      if (c === ']') inClass = false;
      out += c;
      continue;
    }
    if (c === '[') {
      inClass = true;
      out += c;
      if (rest[i + 1] === '^') {
        out += '^';
        i += 1;
      }
      if (rest[i + 1] === ']') {
        out += '\\]';
        i += 1;
      }
      continue;
    }
    if (c === '(' && rest.startsWith('(?P<', i)) {
      out += '(?<';
      i += 3;
      continue;
    }
    if (c === '(' && rest[i + 1] === '?' && /^[imsU-]+[):]/.test(rest.slice(i + 2))) {
      throw new RegexError(`inline flags inside the pattern are not supported offline in ${JSON.stringify(pattern)}; put them at the start`);
    }
    out += c;
  }
  return { source: out, flags };
}
