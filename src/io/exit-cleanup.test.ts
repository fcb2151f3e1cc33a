import { describe, expect, it } from 'vitest';
import { exitCleanup } from './exit-cleanup.js';

describe('exitCleanup', () => {
  it('listens for exit, SIGINT and SIGTERM once while armed, and not at all once disarmed', () => {
    const before = { exit: process.listenerCount('exit'), SIGINT: process.listenerCount('SIGINT'), SIGTERM: process.listenerCount('SIGTERM') };
    const cleanup = exitCleanup(() => undefined);
    cleanup.arm();
    cleanup.arm();
    expect({ exit: process.listenerCount('exit'), SIGINT: process.listenerCount('SIGINT'), SIGTERM: process.listenerCount('SIGTERM') }).toEqual({ exit: before.exit + 1, SIGINT: before.SIGINT + 1, SIGTERM: before.SIGTERM + 1 });
    cleanup.disarm();
    cleanup.disarm();
    expect({ exit: process.listenerCount('exit'), SIGINT: process.listenerCount('SIGINT'), SIGTERM: process.listenerCount('SIGTERM') }).toEqual(before);
  });
});
