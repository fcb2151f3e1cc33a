// Temporary directories a run makes for a renderer or a clone (a kustomize wrapper, a Helm work
// directory, a head revision written out to render, a CRD catalog clone). Each is removed when
// its work ends (removeScratchDir in a `finally`), and also when the process ends first: at exit,
// and on SIGINT or SIGTERM, which end a CLI run without running its `finally` blocks. Before, a
// `check` stopped mid-render left the head's files in the temporary directory.
// A SIGKILL runs nothing: what it leaves is the operating system's temporary-file cleaning's.
import { rmSync } from 'node:fs';
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { exitCleanup } from './exit-cleanup.js';

const live = new Set<string>();

/** A new private directory under the system's temporary directory, by its real path (renderers compare paths). */
export async function makeScratchDir(prefix: string): Promise<string> {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), prefix)));
  live.add(dir);
  cleanup.arm();
  return dir;
}

/** Removes a directory makeScratchDir made, and forgets it. Never throws for a directory already gone. */
export async function removeScratchDir(dir: string): Promise<void> {
  live.delete(dir);
  if (live.size === 0) cleanup.disarm();
  await rm(dir, { recursive: true, force: true });
}

/** The scratch directories not removed yet (for tests). */
export function liveScratchDirs(): readonly string[] {
  return [...live];
}

function removeAllNow(): void {
  for (const dir of live) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // a file the process cannot remove: the system's temporary-file cleaning takes it
    }
  }
  live.clear();
}

const cleanup = exitCleanup(removeAllNow);
