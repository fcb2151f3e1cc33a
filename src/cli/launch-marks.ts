// Marks the launcher (launch.ts) and the bundle's entry (bin.ts) leave for `--timings`
// (timings.ts): they run before any command, and a command cannot time what ran before its code.

export interface LaunchMarks {
  /** The launcher began: Node's own start is over (ms since the process started). */
  launcherAt?: number;
  /** The bundle was compiled and evaluated, and main() is about to run (ms since the process started). */
  bundleAt?: number;
}

/** This process's marks, on globalThis: the launcher and the bundle are separate scripts. */
export function launchMarks(): LaunchMarks {
  const holder = globalThis as { __driftgateLaunchMarks?: LaunchMarks };
  return (holder.__driftgateLaunchMarks ??= {});
}
