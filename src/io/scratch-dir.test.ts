import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { liveScratchDirs, makeScratchDir, removeScratchDir } from './scratch-dir.js';

const module = path.join(path.dirname(fileURLToPath(import.meta.url)), 'scratch-dir.ts');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scripts: string[] = [];
afterAll(async () => {
  for (const dir of scripts) await rm(dir, { recursive: true, force: true });
});

/** A process that makes a scratch directory with a file in it, prints the directory, then does `then`. */
async function child(then: 'wait' | 'exit'): Promise<{ dir: string; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>; kill: (signal: NodeJS.Signals) => void }> {
  const scriptDir = await mkdtemp(path.join(tmpdir(), 'driftgate-scratch-test-'));
  scripts.push(scriptDir);
  const script = path.join(scriptDir, 'child.mts');
  writeFileSync(
    script,
    `import { writeFileSync } from 'node:fs';
import { makeScratchDir } from ${JSON.stringify(module)};
const dir = await makeScratchDir('driftgate-scratch-child-');
writeFileSync(dir + '/file', 'x');
process.stdout.write(dir + '\\n');
${then === 'wait' ? 'setInterval(() => {}, 1000);' : 'process.exit(0);'}
`,
  );
  const proc = spawn(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => proc.on('exit', (code, signal) => resolve({ code, signal })));
  const dir = await new Promise<string>((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString('utf8');
      if (out.includes('\n')) resolve(out.trim());
    });
    proc.on('exit', () => reject(new Error('the child ended before making its directory')));
  });
  return { dir, exited, kill: (signal) => proc.kill(signal) };
}

describe('scratch directories', () => {
  it('are made under the temporary directory and removed with what they hold', async () => {
    const before = process.listenerCount('SIGTERM');
    const dir = await makeScratchDir('driftgate-scratch-');
    expect(path.basename(dir)).toMatch(/^driftgate-scratch-/);
    writeFileSync(path.join(dir, 'file'), 'x');
    expect(liveScratchDirs()).toContain(dir);
    expect(process.listenerCount('SIGTERM')).toBe(before + 1);
    await removeScratchDir(dir);
    expect(existsSync(dir)).toBe(false);
    expect(liveScratchDirs()).not.toContain(dir);
    // Nothing is left listening once no directory is live.
    expect(process.listenerCount('SIGTERM')).toBe(before);
    await removeScratchDir(dir); // twice: nothing to do, no error
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`are removed when ${signal} ends the process before its work does, and the process still ends by the signal`, async () => {
      const run = await child('wait');
      expect(existsSync(path.join(run.dir, 'file'))).toBe(true);
      run.kill(signal);
      expect(await run.exited).toEqual({ code: null, signal });
      expect(existsSync(run.dir)).toBe(false);
    });
  }

  it('are removed when the process exits without removing them', async () => {
    const run = await child('exit');
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(run.dir)).toBe(false);
  });
});
