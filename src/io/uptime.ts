// A monotonic clock for timing inside one process, shared by the CLI's `--timings` marks and the
// render budget.

/**
 * Milliseconds since the process started: process.uptime() has the origin and unit
 * performance.now() has, without loading perf_hooks (the `performance` global loads it on first
 * read, ~2 ms of a run's start).
 */
export function uptimeMs(): number {
  return process.uptime() * 1000;
}
