// Work that must not outlive the process: what a run started or made (a renderer's process group,
// a temporary directory) is undone at exit, and on SIGINT or SIGTERM, which end a process without
// its `finally` blocks and without an 'exit' event.

/** An undo step armed while there is something to undo. */
export interface ExitCleanup {
  /** Runs the step at exit and on SIGINT/SIGTERM from now on (again: no-op). */
  arm(): void;
  /** Stops watching (nothing left to undo). */
  disarm(): void;
}

/**
 * `undo` runs (synchronously) at exit, or on SIGINT/SIGTERM; after a signal, when no other
 * listener is left for it (the agent keeps its own, and so may another cleanup), the process ends
 * by the signal as it would have without us.
 */
export function exitCleanup(undo: () => void): ExitCleanup {
  let armed = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    undo();
    disarm();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  function arm(): void {
    if (armed) return;
    armed = true;
    process.on('exit', undo);
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  function disarm(): void {
    if (!armed) return;
    armed = false;
    process.off('exit', undo);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  return { arm, disarm };
}
