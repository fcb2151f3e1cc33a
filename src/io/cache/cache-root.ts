// Where driftgate's caches live, and which build of driftgate is running (caches are never shared
// across builds). Kept apart from the caches themselves: the launcher (src/cli/launch.ts) reads both
// before anything else is loaded.
import { closeSync, openSync, readSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `$XDG_CACHE_HOME/driftgate`, else `$HOME/.cache/driftgate`. */
export function defaultCacheRoot(env: Readonly<Record<string, string | undefined>>): string {
  const xdg = env.XDG_CACHE_HOME;
  const home = env.HOME && path.isAbsolute(env.HOME) ? env.HOME : homedir();
  return path.join(xdg && path.isAbsolute(xdg) ? xdg : path.join(home, '.cache'), 'driftgate');
}

/** How dist/cli.cjs begins: scripts/build.mjs writes the bundle's SHA-256 there. */
const BUILD_LINE = /^\/\* driftgate build ([0-9a-f]{64}) \*\/\n/;

/** The build named on the first line of a bundle's text, if it has that line. */
export function buildIdOfBundleText(head: string): string | undefined {
  return BUILD_LINE.exec(head)?.[1];
}

/**
 * The build of the running bundle: the SHA-256 that scripts/build.mjs writes on the first line of
 * `dist/cli.cjs` (the file's own digest, taken with that line's digest zeroed), so any change of
 * the code changes it. Undefined when running from sources (tests, `tsx`): there is no build to
 * key a cache by, and the cache is off unless asked for.
 */
export function bundleBuildId(moduleUrl: string = import.meta.url): string | undefined {
  const file = fileURLToPath(moduleUrl);
  if (path.basename(path.dirname(file)) !== 'dist') return undefined;
  const head = Buffer.alloc(96);
  let fd: number | undefined;
  try {
    fd = openSync(path.join(path.dirname(file), 'cli.cjs'), 'r');
    const read = readSync(fd, head, 0, head.length, 0);
    return buildIdOfBundleText(head.toString('latin1', 0, read));
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
