// --timings: where a command's time went, phase by phase, written to stderr after the report.
import type { CheckClock, CheckPhase } from '../core/check/check.js';
import { launchMarks, type LaunchMarks } from './launch-marks.js';
import { uptimeMs } from '../io/uptime.js';

export type Phase = 'node' | 'load' | 'setup' | 'read' | CheckPhase | 'compare' | 'report';

/** What each phase covers, in the order they are printed. */
const PHASES: readonly (readonly [Phase, string])[] = [
  ['node', "Node's own start, before driftgate's code"],
  ['load', 'the launcher, the bundle and its compiled code (ADR 0014)'],
  ['setup', "the command's modules, flags, built-in schemas and caches"],
  ['read', 'files, git revisions and renders'],
  ['parse', 'YAML into objects'],
  ['schema', 'CRDs compiled, objects validated against their schemas'],
  ['policy', 'the policy pack loaded and evaluated (admission, cross-document rules)'],
  ['crd-gate', 'CRD compatibility against the base'],
  ['compare', 'the CRDs at base and head compared'],
  ['judge', 'the rest of judging (rendered roots, the summary)'],
  ['report', 'the report rendered and written'],
];

/**
 * The laps of one run. Each lap closes the phase it names: the time since the previous lap is
 * that phase's, added to what it had, so the phases partition the run from the process's start
 * to the last lap, and a phase that comes back (one check per rendered root) is summed.
 */
export class PhaseTimes implements CheckClock {
  readonly #totals = new Map<Phase, number>();
  readonly #now: () => number;
  #last: number;

  constructor(now: () => number = uptimeMs, marks: LaunchMarks = launchMarks()) {
    this.#now = now;
    let last = 0;
    // Without the launcher's marks (run from sources), start-up is counted in the first lap.
    if (marks.launcherAt !== undefined) {
      this.#totals.set('node', marks.launcherAt);
      last = marks.launcherAt;
    }
    if (marks.bundleAt !== undefined && marks.bundleAt >= last) {
      this.#totals.set('load', marks.bundleAt - last);
      last = marks.bundleAt;
    }
    this.#last = last;
  }

  lap(phase: Phase): void {
    const at = this.#now();
    this.#totals.set(phase, (this.#totals.get(phase) ?? 0) + Math.max(0, at - this.#last));
    this.#last = Math.max(at, this.#last);
  }

  /** The time of each phase that had a lap, in phase order, and their sum (the time to the last lap). */
  phases(): { readonly phases: readonly { readonly phase: Phase; readonly ms: number }[]; readonly totalMs: number } {
    const phases = PHASES.filter(([phase]) => this.#totals.has(phase)).map(([phase]) => ({ phase, ms: this.#totals.get(phase) ?? 0 }));
    return { phases, totalMs: phases.reduce((sum, p) => sum + p.ms, 0) };
  }

  /** The table `--timings` prints: one line per phase, milliseconds rounded. */
  render(command: string): string {
    const { phases, totalMs } = this.phases();
    const what = new Map(PHASES);
    const width = Math.max(5, ...phases.map((p) => p.phase.length));
    const digits = String(Math.round(totalMs)).length;
    const line = (name: string, ms: number, text: string): string => `  ${name.padEnd(width)}  ${String(Math.round(ms)).padStart(digits)} ms  ${text}\n`;
    return [
      `driftgate ${command}: where the time went (--timings)\n`,
      ...phases.map((p) => line(p.phase, p.ms, what.get(p.phase) ?? '')),
      line('total', totalMs, 'from the start of the process to the report (its exit follows)'),
    ].join('');
  }
}
