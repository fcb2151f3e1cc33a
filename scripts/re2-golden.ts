// Regenerates src/core/kube/testdata/go-regexp.json: generated patterns and inputs answered by
// Go's regexp (tools/re2-golden), the engine the Kubernetes API server runs. Needs Go.
//   npx tsx scripts/re2-golden.ts
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const atom: fc.Arbitrary<string> = fc.letrec<{ atom: string; alt: string }>((tie) => ({
  atom: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom('a', 'b', 'c', '.', '[ab]', '[^a]', '\\b', '\\B', '^', '$', '(?m:^)', '(?m:$)', '\\s', '\\w', '[[:digit:]]', '\\pL', 'é', '😀', '\\Qa.\\E', '(?i:A)', '(?s:.)', '\\z', '\\A', '[a-c--]'),
    tie('alt').map((a) => `(${a})`),
    tie('alt').map((a) => `(?:${a})`),
    tie('alt').map((a) => `(?U:${a})`),
  ),
  alt: fc
    .array(fc.array(fc.tuple(tie('atom'), fc.constantFrom('', '', '', '*', '+', '?', '{0,2}', '{2}', '*?', '+?', '??')), { minLength: 1, maxLength: 3 }).map((ps) => ps.map(([a, q]) => a + q).join('')), {
      minLength: 1,
      maxLength: 3,
    })
    .map((alts) => alts.join('|')),
})).alt;

const input = fc.array(fc.constantFrom('a', 'b', 'c', 'A', ' ', '\n', '\r', '1', 'é', '😀', '.', '-'), { maxLength: 10 }).map((cs) => cs.join(''));

const handPicked = [
  '(?:(?:(c)??a*)a?)+', '(|a)*', '(a|)+', '(a*)*', '(a*)+', '(a|b)*?c', 'a.b', '^a\\sb$', 'x*', '', '(?i)straße', '[[:^alpha:]]+', '\\d+', '(?m)^\\w+$',
  '(?=a)', '(a)\\1', 'a**', '(', '[z-a]', 'x{1001}', '\\8', '(?P<n>a)(?P<n>b)', '\\C', '[[:foo:]]', '(?<name>x)', 'a{,3}', '\\pN', '\\p{Greek}+',
];

const sample = fc.sample(fc.tuple(atom, fc.array(input, { minLength: 3, maxLength: 5 })), { numRuns: 250, seed: 20261203 });
const questions = [
  ...handPicked.map((pattern) => ({ pattern, inputs: ['', 'a', 'aa', 'abc', 'ab\nab', 'c', 'Straße', 'STRASSE', 'ß', '12 x', 'x\r\ny', 'αβγ 123'] })),
  ...sample.map(([pattern, inputs]) => ({ pattern, inputs: [...new Set(['', ...inputs])] })),
];
const answers = execFileSync('go', ['run', '.'], { cwd: path.join(root, 'tools/re2-golden'), input: JSON.stringify(questions), encoding: 'utf8', maxBuffer: 64 << 20 });
writeFileSync(path.join(root, 'src/core/kube/testdata/go-regexp.json'), answers);
console.log(`wrote ${questions.length} patterns`);
