import { mustCompileRe2, type Re2 } from '../kube/re2.js';
import { chargeCost } from './meter.js';

/**
 * CEL's regular expressions (`matches`, and the Kubernetes regex library's `find` /
 * `findAll`) run on the one RE2 translation in core/kube/re2.ts; this file adds what CEL
 * needs around it: cel-go's runtime cost, charged before the search runs, and cel-go's error.
 */

/** cel-go's runtime cost of a regex call: ceil((1 + runes(input)) × 0.1) × ceil(runes(pattern) × 0.25). */
export function regexCost(input: string, pattern: string): number {
  return Math.ceil((1 + runeCount(input)) * 0.1) * Math.ceil(runeCount(pattern) * 0.25);
}

function runeCount(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/** The compiled pattern; a pattern RE2 rejects is a CEL runtime error, as in cel-go. */
export function regexFor(pattern: string): Re2 {
  return mustCompileRe2(pattern);
}

/** The engine @bufbuild/cel's `matches` runs on (its `re2` option), with the cost charged first. */
export const celRe2 = {
  compile(pattern: string): { test(input: string): boolean } {
    const re = regexFor(pattern);
    return {
      test(input: string): boolean {
        chargeCost(regexCost(input, pattern));
        return re.test(input);
      },
    };
  },
};
