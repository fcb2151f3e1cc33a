// Case i of a run with seed S: which target and which input. A pure function of (S, i), so a
// failing case is reproduced exactly, alone, without replaying the cases before it.
import fc from 'fast-check';
import { MIX, TARGETS, TARGET_NAMES, type TargetName } from './targets.js';
import { mulberry32 } from '../support/prng.js';


export function pickTarget(seed: number, i: number, allowed: readonly string[]): TargetName {
  const names = TARGET_NAMES.filter((n) => allowed.length === 0 || allowed.includes(n));
  const total = names.reduce((s, n) => s + MIX[n], 0);
  let r = mulberry32((seed * 2654435761) ^ (i * 40503) ^ 0x9e3779b9)() * total;
  for (const n of names) {
    r -= MIX[n];
    if (r < 0) return n;
  }
  return names[names.length - 1] ?? 'yaml';
}

export function caseAt(seed: number, i: number, allowed: readonly string[]): { target: TargetName; input: unknown } {
  const target = pickTarget(seed, i, allowed);
  const [input] = fc.sample(TARGETS[target].arbitrary as fc.Arbitrary<unknown>, { seed: (seed + i * 7919) | 0, numRuns: 1 });
  return { target, input };
}
