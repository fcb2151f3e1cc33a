// Time, as the controller machinery and io/ see it: an interface, so tests drive time with a
// FakeClock (src/controller/clock.ts) and never sleep. Implementations live in controller/.

export interface TimerHandle {
  cancel(): void;
}

export interface Clock {
  /** Wall-clock milliseconds since the epoch (for timestamps written to the API). */
  now(): number;
  /** Monotonic milliseconds (for measuring durations; never jumps with NTP). */
  monotonic(): number;
  /** Runs `fn` after `ms` (>= 0). */
  setTimer(ms: number, fn: () => void): TimerHandle;
}
