// The fuzz harness's bounded smoke run, part of the unit tests: every target with a fixed seed,
// a few thousand cases in all, so a change that lets a crash or an unlocated finding through
// fails here first. (Hangs and memory are watched by the long run, `npm run fuzz`.) On a failure
// fast-check shrinks the input and prints it with the seed and path that re-run it.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { TARGETS, type TargetName } from './targets.js';

const SEED = 20261203;
const RUNS: Readonly<Record<TargetName, number>> = { yaml: 800, cel: 1000, schema: 200, 'crd-diff': 100, policy: 10, cli: 12 };

describe('fuzz smoke run (fixed seed)', () => {
  for (const [name, numRuns] of Object.entries(RUNS) as [TargetName, number][]) {
    it(`${name}: ${numRuns} cases without a crash or an unlocated finding`, async () => {
      const target = TARGETS[name];
      await fc.assert(
        fc.asyncProperty(target.arbitrary as fc.Arbitrary<unknown>, (input) => target.run(input as never)),
        { seed: SEED, numRuns, endOnFailure: false },
      );
    }, 120_000);
  }
});
