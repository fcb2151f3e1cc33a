import { describe, expect, it } from 'vitest';
import { PhaseTimes } from './timings.js';

/** A clock that reads the times given, one per call. */
function clockOf(...times: number[]): () => number {
  let i = 0;
  return () => {
    const t = times[Math.min(i, times.length - 1)];
    i += 1;
    return t ?? 0;
  };
}

describe('--timings: the phases of a run', () => {
  it("starts from the launcher's marks: Node's own start, then loading the bundle", () => {
    const times = new PhaseTimes(clockOf(150, 400, 420), { launcherAt: 50, bundleAt: 80 });
    times.lap('setup');
    times.lap('read');
    times.lap('report');
    expect(times.phases()).toEqual({
      phases: [
        { phase: 'node', ms: 50 },
        { phase: 'load', ms: 30 },
        { phase: 'setup', ms: 70 },
        { phase: 'read', ms: 250 },
        { phase: 'report', ms: 20 },
      ],
      totalMs: 420,
    });
  });

  it('sums a phase that comes back (one check per rendered root), and prints phases in run order, not lap order', () => {
    const times = new PhaseTimes(clockOf(10, 30, 35, 60, 61, 70), {});
    times.lap('setup'); // 0 → 10
    times.lap('parse'); // → 30
    times.lap('judge'); // → 35
    times.lap('parse'); // → 60
    times.lap('judge'); // → 61
    times.lap('report'); // → 70
    const { phases, totalMs } = times.phases();
    expect(phases.map((p) => [p.phase, p.ms])).toEqual([
      ['setup', 10],
      ['parse', 45],
      ['judge', 6],
      ['report', 9],
    ]);
    // The phases partition the run: their sum is the time of the last lap.
    expect(totalMs).toBe(70);
  });

  it('without marks (run from sources), start-up is counted in the first lap', () => {
    const times = new PhaseTimes(clockOf(90), {});
    times.lap('setup');
    expect(times.phases().phases).toEqual([{ phase: 'setup', ms: 90 }]);
  });

  it('never counts negative time: a bundle mark before the launcher\'s, or a clock read late, gives zero', () => {
    const times = new PhaseTimes(clockOf(40, 30, 50), { launcherAt: 45, bundleAt: 44 });
    times.lap('setup'); // 40 is before the launcher's mark
    times.lap('read'); // 30 is before the last lap
    times.lap('report');
    const ms = Object.fromEntries(times.phases().phases.map((p) => [p.phase, p.ms]));
    expect(ms).toEqual({ node: 45, setup: 0, read: 0, report: 5 });
  });

  it('prints one aligned line per phase, rounded to the millisecond, and the total', () => {
    const times = new PhaseTimes(clockOf(200.4, 1234.6), { launcherAt: 54.2, bundleAt: 79.9 });
    times.lap('setup');
    times.lap('crd-gate');
    const lines = times.render('check').split('\n');
    expect(lines[0]).toBe('driftgate check: where the time went (--timings)');
    expect(lines.slice(1, -1).map((l) => l.trim().split(/\s+/).slice(0, 3))).toEqual([
      ['node', '54', 'ms'],
      ['load', '26', 'ms'],
      ['setup', '121', 'ms'],
      ['crd-gate', '1034', 'ms'],
      ['total', '1235', 'ms'],
    ]);
    // Names and numbers line up in columns.
    const numberEnds = lines.slice(1, -1).map((l) => l.indexOf(' ms'));
    expect(new Set(numberEnds).size).toBe(1);
    expect(lines.at(-1)).toBe('');
  });
});
