import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestIn } from './tree-sources.js';

// Named paths are matched by walking up a file's ancestors in a set (linear in the paths named);
// it must answer what the former scan of every named path answered. Fixed seed.
const isUnder = (file: string, dir: string): boolean => dir === '' || dir === '.' || file === dir || file.startsWith(dir + '/');
const former = (named: readonly string[], file: string, strict: boolean): string | undefined =>
  named.filter((p) => (!strict || p !== file) && isUnder(file, p)).sort((a, b) => rank(b) - rank(a))[0];
// The root ('' or '.') is the shortest named path ('.' is as long as 'a', but holds it).
const rank = (p: string): number => (p === '' || p === '.' ? -1 : p.length);

const segment = fc.constantFrom('a', 'b', 'ab', 'a.yaml');
const relative = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));
const namedPath = fc.oneof(relative, fc.constantFrom('', '.'), relative.map((p) => `/abs/${p}`));

describe('nearestIn', () => {
  it('finds the longest named path a file is under, as the scan of every named path did', () => {
    fc.assert(
      fc.property(fc.uniqueArray(namedPath, { maxLength: 6 }), fc.oneof(relative, relative.map((p) => `/abs/${p}`)), fc.boolean(), (named, file, strict) => {
        const found = nearestIn(new Set(named), file, { strict });
        const expected = former(named, file, strict);
        // '' and '.' both name the root: either answer is the same directory.
        if (expected === '' || expected === '.') expect(['', '.']).toContain(found);
        else expect(found).toBe(expected);
      }),
      { seed: 20261204, numRuns: 3000 },
    );
  });
});
