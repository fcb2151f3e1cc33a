import { RE2JS } from '@bufbuild/re2';

/**
 * Kubernetes compiles `pattern` with Go's regexp package (RE2 syntax, unanchored search).
 * JavaScript regular expressions differ (inline flags, `\s`, `.`, POSIX classes, lookaround),
 * so every pattern is compiled with an RE2 engine first; that decides whether the pattern is
 * valid at all, exactly as the API server does when the CRD is created.
 *
 * RE2 in JavaScript costs a few microseconds per match. For patterns written in the common
 * subset where both engines agree on every input (literals, classes without POSIX names,
 * groups, alternation, quantifiers, anchors, `\d \w \b`), a native `RegExp` does the matching,
 * with `.` and `\s` translated to their RE2 meaning. Anything outside that subset runs on RE2.
 */

export interface Matcher {
  test(input: string): boolean;
}

export type PatternResult = { readonly ok: true; readonly matcher: Matcher; readonly engine: 'native' | 're2' } | { readonly ok: false; readonly error: string };

const cache = new Map<string, PatternResult>();

export function compilePattern(pattern: string): PatternResult {
  const hit = cache.get(pattern);
  if (hit) return hit;
  const result = compileUncached(pattern);
  if (cache.size > 10_000) cache.clear();
  cache.set(pattern, result);
  return result;
}

function compileUncached(pattern: string): PatternResult {
  let re2: RE2JS;
  try {
    re2 = RE2JS.compile(pattern);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const native = toNativeSource(pattern);
  if (native !== undefined) {
    try {
      const rx = new RegExp(native, 'u');
      return { ok: true, matcher: rx, engine: 'native' };
    } catch {
      // fall through to RE2
    }
  }
  return { ok: true, matcher: { test: (input: string) => re2.test(input) }, engine: 're2' };
}

// Escapes whose meaning is the same in RE2 and in a JavaScript `u` regexp.
const SAME_ESCAPES = new Set(['d', 'D', 'w', 'W', 'b', 'B', 'n', 't', 'r', 'f', 'v', '.', '\\', '/', '-', '+', '*', '?', '(', ')', '[', ']', '{', '}', '|', '^', '$']);
const RE2_SPACE = '\\t\\n\\f\\r ';

/**
 * The JavaScript source equivalent to an RE2 pattern, or undefined when the pattern uses
 * anything whose semantics might differ. Conservative by design.
 */
export function toNativeSource(pattern: string): string | undefined {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') {
      const next = pattern[i + 1];
      if (next === undefined) return undefined;
      i++;
      if (next === 's') {
        out += inClass ? RE2_SPACE : `[${RE2_SPACE}]`;
        continue;
      }
      if (next === 'S') {
        if (inClass) return undefined;
        out += `[^${RE2_SPACE}]`;
        continue;
      }
      if (!SAME_ESCAPES.has(next)) return undefined;
      out += '\\' + next;
      continue;
    }
    if (inClass) {
      if (c === '[') return undefined; // POSIX classes like [[:alpha:]] and nested classes
      if (c === ']') inClass = false;
      out += c;
      continue;
    }
    switch (c) {
      case '[':
        inClass = true;
        out += c;
        if (pattern[i + 1] === '^') {
          out += '^';
          i++;
        }
        if (pattern[i + 1] === ']') return undefined; // RE2 reads a leading ] as a literal
        break;
      case '(':
        if (pattern[i + 1] === '?') {
          if (pattern[i + 2] !== ':') return undefined; // flags, named groups, lookaround
          out += '(?:';
          i += 2;
        } else {
          out += c;
        }
        break;
      case '.':
        out += '[^\\n]';
        break;
      default:
        out += c;
    }
  }
  return inClass ? undefined : out;
}
