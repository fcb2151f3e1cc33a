import { stat } from 'node:fs/promises';
import path from 'node:path';

/** The nearest directory at or above `start` that holds `.git`, else `start` itself. */
export async function findRepositoryRoot(start: string): Promise<string> {
  let dir = path.resolve(start);
  for (;;) {
    try {
      await stat(path.join(dir, '.git'));
      return dir;
    } catch {
      const parent = path.dirname(dir);
      if (parent === dir) return path.resolve(start);
      dir = parent;
    }
  }
}
