// A long differential run of the fast YAML scanner against js-yaml, by hand, that groups the
// contract failures by kind and prints each kind's smallest shrunk input:
//   npx tsx test/fuzz/yaml-fast-events-run.ts --cases 200000 --seed 7 --mode mix
// Modes: mix (generated documents and windows of the repository's YAML, then mutated),
// soup (line soups), short (short texts of YAML indicators), deep (texts nested 14 to 70 deep,
// a quarter of them mutated, each checked at a depth bound from one below js-yaml's least bound
// to two above it). Exits 1 when any failure is found.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { scanEvents } from '../../src/core/yaml/fast-events.js';
import { Rng, checkContract, deepNesting, generateDocument, leastMaxDepth, lineSoup, mutate, pickMaxDepth, shortText, shrink, window } from './yaml-fast-events.js';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
    mode: { type: 'string', default: 'mix' },
  },
});
const cases = Number(values.cases);
const seed = Number(values.seed);
const mode = values.mode;
if (mode !== 'mix' && mode !== 'soup' && mode !== 'short' && mode !== 'deep') throw new Error(`unknown mode ${mode}`);

const files = execFileSync('git', ['ls-files', '-z', '--', '*.yaml', '*.yml'], { encoding: 'utf8' })
  .split('\0')
  .filter((path) => path !== '' && existsSync(path))
  .map((path) => readFileSync(path, 'utf8'));

const rng = new Rng(seed);
const kinds = new Map<string, { count: number; text: string; maxDepth: number; reason: string }>();
let accepted = 0;
let rejected = 0;
const started = Date.now();
for (let i = 0; i < cases; i++) {
  let text = mode === 'soup' ? lineSoup(rng, 6) : mode === 'short' ? shortText(rng, 14) : mode === 'deep' ? deepNesting(rng, rng.int(14, 70)) : rng.chance(0.5) ? generateDocument(rng) : window(rng, rng.pick(files), 40);
  const edits = mode === 'mix' ? rng.int(0, 4) : mode === 'deep' && rng.chance(0.25) ? 1 : 0;
  for (let e = 0; e < edits; e++) text = mutate(rng, text);
  // deep: around js-yaml's own bound for this text (a text it never parses: the usual bound)
  const least = mode === 'deep' ? leastMaxDepth(text) : undefined;
  const maxDepth = least !== undefined ? Math.max(16, least + rng.int(-1, 2)) : pickMaxDepth(rng);
  const outcome = checkContract(scanEvents, text, maxDepth);
  if (outcome.kind === 'accepted') accepted++;
  else if (outcome.kind === 'rejected') rejected++;
  else {
    const small = shrink(scanEvents, text, maxDepth);
    const smallOutcome = checkContract(scanEvents, small, maxDepth);
    const reason = smallOutcome.kind === 'failure' ? smallOutcome.reason : outcome.reason;
    // A kind: the failure's wording without numbers and values, and the shrunk text's shape.
    const shape = small.replace(/[^\s:#\-[\]{},'"?|>&*!%.\\]+/gu, 'x');
    const kind = `${reason.replace(/\d+/g, 'N').replace(/(js-yaml|scanEvents) \S+/g, '$1 V')} @ ${JSON.stringify(shape)}`;
    const known = kinds.get(kind);
    if (known === undefined) kinds.set(kind, { count: 1, text: small, maxDepth, reason });
    else {
      known.count++;
      if (small.length < known.text.length) Object.assign(known, { text: small, maxDepth, reason });
    }
  }
}
const failures = cases - accepted - rejected;
console.log(`seed ${seed}, mode ${mode}: ${cases} cases, ${accepted} accepted, ${rejected} rejected, ${failures} failures (${kinds.size} kinds), ${Date.now() - started} ms`);
for (const kind of [...kinds.values()].sort((a, b) => b.count - a.count)) {
  console.log(`${kind.count}× maxDepth ${kind.maxDepth} ${JSON.stringify(kind.text)}: ${kind.reason}`);
}
process.exitCode = failures > 0 ? 1 : 0;
