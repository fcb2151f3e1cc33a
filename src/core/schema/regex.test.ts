import { RE2JS } from '@bufbuild/re2';
import { describe, expect, it } from 'vitest';
import { compilePattern, toNativeSource } from './regex.js';

function matcher(pattern: string): { test(s: string): boolean; engine: string } {
  const r = compilePattern(pattern);
  if (!r.ok) throw new Error(r.error);
  return { test: (s) => r.matcher.test(s), engine: r.engine };
}

describe('compilePattern (RE2 semantics)', () => {
  it('accepts inline flags that JavaScript rejects, and runs them on RE2', () => {
    const m = matcher('(?i)^team-[a-z]+$');
    expect(m.engine).toBe('re2');
    expect(m.test('TEAM-abc')).toBe(true);
    expect(m.test('x')).toBe(false);
  });

  it('rejects what RE2 rejects (lookahead, backreferences) even though JavaScript accepts it', () => {
    expect(compilePattern('^(?=a)a$').ok).toBe(false);
    expect(compilePattern('^(a)\\1$').ok).toBe(false);
  });

  it('is an unanchored search like Go regexp.MatchString', () => {
    expect(matcher('[0-9]').test('abc1')).toBe(true);
  });

  it('gives \\s and . their RE2 meaning on the native path', () => {
    const s = matcher('^a\\sb$');
    expect(s.engine).toBe('native');
    expect(s.test('a b')).toBe(true);
    expect(s.test('a\u00a0b')).toBe(false); // JS \s would match a no-break space; RE2 \s does not
    const dot = matcher('^a.b$');
    expect(dot.test('a\rb')).toBe(true); // RE2 . matches \r; JS . does not
    expect(dot.test('a\nb')).toBe(false);
  });

  it('understands POSIX classes (RE2 only)', () => {
    const m = matcher('^[[:alpha:]]+$');
    expect(m.engine).toBe('re2');
    expect(m.test('abc')).toBe(true);
    expect(m.test('ab1')).toBe(false);
  });

  it('agrees with RE2 on every input for the patterns it runs natively', () => {
    const patterns = [
      '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$',
      '^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$',
      '^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$',
      '\\bword\\b',
      '^a.c\\s*$',
      '^[^/]+/[^/]+$',
      '^x{2,3}$',
      '(?:ab|cd)+e?',
    ];
    const inputs = ['', 'a', 'abc', 'a-b', 'A', '-a', 'a-', '1.5Gi', '+1e3', '.5M', '1.5.5', '1gi', 'word', 'a word!', 'swordfish',
      'a\nc', 'a\rc', 'abc  ', 'abc\t', 'x/y', 'x/y/z', 'xx', 'xxx', 'xxxx', 'abcde', 'cd', 'Reason_1', 'reason,x', 'é', 'a\u2028c'];
    for (const pattern of patterns) {
      expect(toNativeSource(pattern), pattern).toBeDefined();
      const ours = matcher(pattern);
      const re2 = RE2JS.compile(pattern);
      for (const input of inputs) expect(ours.test(input), `${pattern} on ${JSON.stringify(input)}`).toBe(re2.test(input));
    }
  });

  it('leaves patterns with differing syntax to RE2', () => {
    for (const p of ['\\pL+', '\\Qa.b\\E', '[]a]', '\\z', '(?P<n>a)']) expect(toNativeSource(p)).toBeUndefined();
    // RE2 reads a{,3} as literal text; JavaScript's unicode mode rejects it, so it runs on RE2.
    const braces = matcher('^a{,3}$');
    expect(braces.engine).toBe('re2');
    expect(braces.test('a{,3}')).toBe(true);
  });
});
