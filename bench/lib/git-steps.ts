import type { SyncAgent } from '../../src/agent/agent.js';

/** The git steps of a sync, as the benches name them. */
export const GIT_STEP_NAMES: Readonly<Record<string, string>> = { remoteHead: 'ls-remote', fetch: 'fetch', snapshots: 'read the tree', snapshot: 'read the tree', pin: 'pin' };

/**
 * Times the Git steps of an agent by wrapping its source's methods on this instance (the benches'
 * only hook into a running agent): the milliseconds spent in each step, by step name, added up
 * until the caller empties the record.
 */
export function timeGitSteps(agent: SyncAgent): Record<string, number> {
  const ms: Record<string, number> = {};
  const source = agent.source;
  for (const method of ['remoteHead', 'fetch', 'snapshots', 'snapshot', 'pin'] as const) {
    const original = source[method].bind(source) as (...args: unknown[]) => Promise<unknown>;
    const name = GIT_STEP_NAMES[method] ?? method;
    (source as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const t = performance.now();
      try {
        return await original(...args);
      } finally {
        ms[name] = (ms[name] ?? 0) + performance.now() - t;
      }
    };
  }
  return ms;
}
