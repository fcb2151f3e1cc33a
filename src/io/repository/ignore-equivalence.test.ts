import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { globToRegExp, matcherFromText } from './ignore.js';

// The matcher runs globs on RE2 and decides each directory once (issue #24); it must say what
// the former matcher said: JavaScript RegExp, every prefix of a path tested. That reference is
// kept here, fed only short names, where backtracking is cheap. Fixed seed: a reproducible run.
function reference(text: string): (file: string) => boolean {
  const rules = text
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => {
      const negate = l.startsWith('!');
      let line = negate ? l.slice(1) : l;
      const directoryOnly = line.endsWith('/');
      if (directoryOnly) line = line.replace(/\/+$/, '');
      return line === '' ? undefined : { regex: globToRegExp(line), negate, directoryOnly };
    })
    .filter((r): r is NonNullable<typeof r> => r !== undefined);
  const test = (candidate: string, isDirectory: boolean): boolean => {
    let verdict = false;
    for (const r of rules) {
      if (r.directoryOnly && !isDirectory) continue;
      if (r.regex.test(candidate)) verdict = !r.negate;
    }
    return verdict;
  };
  return (file) => {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) if (test(parts.slice(0, i).join('/'), true)) return true;
    return test(file, false);
  };
}

const segment = fc.stringMatching(/^[ab.]{1,4}$/);
const globPart = fc.stringMatching(/^[ab*?.]{1,4}$/);
const pattern = fc.tuple(fc.boolean(), fc.array(globPart, { minLength: 1, maxLength: 3 }), fc.boolean(), fc.boolean()).map(([negate, parts, leading, dirOnly]) => `${negate ? '!' : ''}${leading ? '/' : ''}${parts.join('/')}${dirOnly ? '/' : ''}`);

describe('the ignore matcher against the former semantics', () => {
  it('ignores exactly the paths the backtracking, prefix-testing matcher ignored', () => {
    fc.assert(
      fc.property(fc.array(pattern, { minLength: 1, maxLength: 4 }), fc.array(fc.array(segment, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 }), (patterns, paths) => {
        const text = patterns.join('\n');
        const matcher = matcherFromText(text);
        const old = reference(text);
        for (const p of paths) {
          const file = p.join('/');
          expect(matcher.ignored(file) !== undefined).toBe(old(file));
        }
      }),
      { seed: 20261204, numRuns: 2000 },
    );
  });

  it('decides a directory thousands of levels deep (each directory once, no recursion)', () => {
    const deep = Array.from({ length: 5000 }, (_, i) => `d${i}`).join('/');
    expect(matcherFromText('d4999/\n').ignored(`${deep}/x.yaml`)).toBe('ignored by .driftgateignore');
    expect(matcherFromText('nothing/\n').ignored(`${deep}/x.yaml`)).toBeUndefined();
  });

  it("runs '*a*a*a*a*a*c' on RE2 (a pattern that backtracks in a JavaScript RegExp)", () => {
    expect(matcherFromText('*a*a*a*a*a*c\n').ignored(`${'a'.repeat(40)}.yaml`)).toBeUndefined();
    expect(matcherFromText('*a*a*a*a*a*c\n').ignored('abababababc')).toBe('ignored by .driftgateignore');
  });
});
