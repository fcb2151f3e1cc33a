import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);

// src/io/fs/repository-root.ts
import { stat } from "node:fs/promises";
import path from "node:path";
async function findRepositoryRoot(start) {
  let dir = path.resolve(start);
  for (; ; ) {
    try {
      await stat(path.join(dir, ".git"));
      return dir;
    } catch {
      const parent = path.dirname(dir);
      if (parent === dir) return path.resolve(start);
      dir = parent;
    }
  }
}

export {
  findRepositoryRoot
};
