// How the entries (the CLI, every command of it, and the GitHub Action) size V8's heap: memory over a little
// speed, the same on every Node version.
import { setFlagsFromString } from 'node:v8';

/**
 * Whether this V8 lets the young generation grow past Node 20's size (two semi-spaces of 16 MiB):
 * V8 12 and later (Node 22, 24) let each semi-space grow to 64 MiB.
 */
export function youngGenerationOutgrowsNode20(v8Version: string = process.versions.v8): boolean {
  return Number.parseInt(v8Version, 10) >= 12;
}

/** What the process is: one run (a check, a diff: memory over a little speed) or a service that stays up. */
export interface HeapUse {
  /** The agent and the operator: their latency is the goal, and they run in a pod whose limit the operator sets. */
  readonly longRunning: boolean;
  /**
   * A run that reads CRDs only (`crd-diff`): what it holds is bounded by the CRDs' size, not by the
   * repository's, so V8 sizes the heap as it likes. With the flags below, Node 24 collected the
   * young generation ~47 times in a 2 MB `crd-diff`, and both Node versions ran a full collection
   * before the end: ~0.94× wall without the young generation's flag, ~0.96× more without the old
   * one's, peak RSS +10 MiB and unchanged (measured 2026-12-07, docs/performance.md).
   */
  readonly crdsOnly?: boolean;
}

/** The flags tuneHeap() sets on a V8 of this version, in order. */
export function heapFlags(use: HeapUse, v8Version: string = process.versions.v8): string[] {
  if (use.crdsOnly === true) return [];
  return ['--heap-growing-percent=50', ...(!use.longRunning && youngGenerationOutgrowsNode20(v8Version) ? ['--semi-space-growth-factor=1'] : [])];
}

/**
 * Sets the heap's sizing (the CLI's and the Action's entries call it first). Memory over a little
 * speed, the same on every Node version; both flags are read by V8 at each resize, so they apply
 * from here on (the young generation's largest size is fixed when the process starts, and cannot
 * be set from inside it):
 * - the old generation grows to 1.5× what survived the last full collection between full
 *   collections, not up to 4×: 30,000 documents in one file peak at ~230 MB instead of 265–310 MB
 *   (+5% time), 100,000 tenants at 560 MB instead of 714 MB (+14%), measured 2026-12-04
 *   (docs/robustness.md);
 * - for one run, on V8 12 and later, the young generation keeps the size it starts with instead of growing to
 *   128 MiB: 100,000 tenants on Node 24 peak at 324 MiB instead of 437 MiB (+13% time), measured
 *   2026-12-06 (docs/performance.md, tenth round). Node 20's stops at 32 MiB by itself.
 */
export function tuneHeap(use: HeapUse, setFlags: (flags: string) => void = setFlagsFromString): void {
  for (const flag of heapFlags(use)) setFlags(flag);
}
