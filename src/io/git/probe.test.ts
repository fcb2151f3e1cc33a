import { describe, expect, it } from 'vitest';
import { probeTool } from './probe.js';

describe('probeTool', () => {
  it('is quiet when the tool runs', async () => {
    expect(await probeTool({ command: 'git', args: ['--version'], neededFor: 'to read the repository', env: process.env })).toBeUndefined();
  });

  it('says in one line what is missing, where it looked and why it is needed', async () => {
    const message = await probeTool({ command: 'git', args: ['--version'], neededFor: 'to read the repository', env: { PATH: '/nonexistent' } });
    expect(message).toBe('git was not found on PATH (/nonexistent); it is needed to read the repository. Install it, or use the driftgate image, which includes it.');
  });

  it('reports a tool that is there but fails', async () => {
    const message = await probeTool({ command: 'git', args: ['--no-such-option'], neededFor: 'to read the repository', env: process.env });
    expect(message).toMatch(/^git did not run \(`git --no-such-option`: .*\); it is needed to read the repository\./);
    expect(message).not.toContain('\n');
  });
});
