// The CLI's launcher, dist/launch.cjs (bin/driftgate.js loads it): sizes V8's heap, then runs the CLI
// bundle dist/cli.cjs without compiling it again on every run (ADR 0014): V8's code cache of the
// bundle is kept in a file per build, Node version and command, taken at the end of a run so that
// it holds every function the command ran. On every Node version: Node's own compile cache
// (module.enableCompileCache, Node 22.1 and later) is taken when the bundle is compiled, before
// any of its functions ran, and a run from it compiled most of the bundle again (ADR 0014, addendum).
import { isAscii } from 'node:buffer';
import { closeSync, constants, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { buildIdOfBundleText, defaultCacheRoot } from '../io/cache/cache-root.js';
import { tuneHeap, type HeapUse } from '../io/heap.js';
import { launchMarks } from './launch-marks.js';
import { uptimeMs } from '../io/uptime.js';

/** What happened to the code cache of a run. */
export type CodeCacheOutcome =
  /** No cache: turned off (NODE_DISABLE_COMPILE_CACHE), or the bundle names no build. */
  | 'off'
  /** No file yet: this run's code is written at its end. */
  | 'absent'
  /** V8 took the file: nothing it holds is compiled again. */
  | 'used'
  /** V8 refused the file (another V8, other flags, another text): compiled, and written again at the end. */
  | 'rejected'
  /** A file this process must not trust (another owner, writable by others, not a regular file): left alone. */
  | 'unsafe';

/** A cache file larger than this is not read (a 4 MB bundle's whole code is ~3 MB). */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;
/** Files kept in the cache folder: each build, Node version and command has its own. */
const KEPT_FILES = 16;

/** Why a code cache file may not be run, or undefined when it may: it is bytecode this process will execute. */
export function untrustedCacheFile(stats: Stats, uid: number | undefined = process.getuid?.()): string | undefined {
  if (!stats.isFile()) return 'not a regular file';
  if (uid !== undefined && stats.uid !== uid) return `owned by uid ${stats.uid}, not ${uid}`;
  if (process.platform !== 'win32' && (stats.mode & 0o022) !== 0) return 'writable by others';
  if (stats.size > MAX_CACHE_BYTES) return 'too large';
  return undefined;
}

/** The cache file's bytes, or why there are none. A symbolic link is never followed. */
export function readCodeCache(file: string): Buffer | 'absent' | 'unsafe' {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'absent' : 'unsafe';
  }
  try {
    if (untrustedCacheFile(fstatSync(fd)) !== undefined) return 'unsafe';
    return readFileSync(fd);
  } catch {
    return 'unsafe';
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes a cache file whole (a temporary file, then a rename), readable by this user alone, in a
 * folder only this user may enter; then keeps the newest KEPT_FILES files of the folder. Never
 * throws: a cache that cannot be written (a read-only home, a full disk) only costs the next run
 * its compile.
 */
export function writeCodeCache(file: string, data: Buffer, kept: number = KEPT_FILES): boolean {
  const dir = path.dirname(file);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(temporary, data, { flag: 'wx', mode: 0o600 });
    renameSync(temporary, file);
  } catch {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // nothing was made
    }
    return false;
  }
  try {
    const files = readdirSync(dir).map((name) => {
      const at = path.join(dir, name);
      return { at, mtimeMs: statSync(at).mtimeMs };
    });
    files.sort((a, b) => b.mtimeMs - a.mtimeMs);
    for (const old of files.slice(kept)) rmSync(old.at, { force: true });
  } catch {
    // another run is pruning too
  }
  return true;
}

/** The part of a cache file's name that says which command wrote it: its code is that command's. */
export function commandPart(command: string | undefined): string {
  return command !== undefined && /^[a-z][a-z0-9-]{0,31}$/.test(command) ? command : 'other';
}

/**
 * The part of a cache file's name that says where the bundle is: V8's code cache carries the
 * script name it was made under, and a file made for another copy of the same build (a global and
 * a project install, a CI checkout) would name that copy in every stack trace. FNV-1a, 32 bits:
 * it tells copies apart, it guards nothing (the file's owner and mode do).
 */
export function locationPart(bundleFile: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bundleFile.length; i++) {
    hash ^= bundleFile.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** A bundle that has run, and what its code cache did. */
export interface LaunchedBundle {
  readonly outcome: CodeCacheOutcome;
  /** The file the code cache is kept in, if any. */
  readonly cacheFile: string | undefined;
  /** At the end of the run: writes the code the run compiled, when V8 did not take the file. */
  saveCodeCache(): boolean;
}

/**
 * Runs a CommonJS bundle as Node's require() would, with V8's code cache kept in cacheDir (none
 * when undefined). The cache file is named by the bundle's build (its first line), its path, the
 * Node version and the command; V8 itself refuses a file made by another V8, with other flags or for a text of
 * another length, and the file is written again.
 */
export function runBundle(bundleFile: string, cacheDir: string | undefined, command: string | undefined): LaunchedBundle {
  const bytes = readFileSync(bundleFile);
  // The built bundle is ASCII (scripts/build.mjs): Latin-1 makes a one-byte string without decoding.
  const source = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
  const build = buildIdOfBundleText(source.slice(0, 96));
  const cacheFile = cacheDir !== undefined && build !== undefined ? path.join(cacheDir, `${build.slice(0, 32)}-${locationPart(bundleFile)}-${commandPart(command)}-node${process.versions.node}-${process.arch}.bin`) : undefined;
  const read = cacheFile !== undefined ? readCodeCache(cacheFile) : undefined;
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundleFile,
    ...(Buffer.isBuffer(read) ? { cachedData: read } : {}),
  });
  const outcome: CodeCacheOutcome = read === undefined ? 'off' : Buffer.isBuffer(read) ? (script.cachedDataRejected === true ? 'rejected' : 'used') : read;
  const moduleObject = { exports: {}, filename: bundleFile, id: bundleFile, loaded: false };
  const wrapper = script.runInThisContext() as (exports: object, require: NodeJS.Require, module: object, filename: string, dirname: string) => void;
  wrapper(moduleObject.exports, createRequire(bundleFile), moduleObject, bundleFile, path.dirname(bundleFile));
  moduleObject.loaded = true;
  return {
    outcome,
    cacheFile,
    saveCodeCache: () => (cacheFile !== undefined && (outcome === 'absent' || outcome === 'rejected') ? writeCodeCache(cacheFile, script.createCachedData()) : false),
  };
}

/** The agent and the operator stay up: V8 keeps its own young generation for them (src/io/heap.ts). */
export function isLongRunningCommand(command: string | undefined): boolean {
  return command === 'agent' || command === 'operator';
}

/**
 * How a command uses the heap (src/io/heap.ts), from its arguments (the command first): `crd-diff`
 * reads CRDs only, never a whole repository's objects; with --kubeconfig it also lists every stored
 * object of each CRD, which can be many.
 */
export function heapUseOf(args: readonly string[]): HeapUse {
  const command = args[0];
  const readsCluster = args.some((a) => a === '--kubeconfig' || a.startsWith('--kubeconfig='));
  return { longRunning: isLongRunningCommand(command), crdsOnly: command === 'crd-diff' && !readsCluster };
}

/**
 * bin/driftgate.js: the heap is sized before the bundle is compiled, because V8 keeps a code cache
 * only for the flags it was made with (tuneHeap sets V8 flags).
 */
export function launch(): void {
  launchMarks().launcherAt = uptimeMs();
  const command = process.argv[2];
  tuneHeap(heapUseOf(process.argv.slice(2)));
  const bundleFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.cjs');
  // NODE_DISABLE_COMPILE_CACHE is Node's own switch for its compile cache: it turns this one off too.
  const cacheDir = process.env.NODE_DISABLE_COMPILE_CACHE ? undefined : path.join(defaultCacheRoot(process.env), 'code-v1');
  const launched = runBundle(bundleFile, cacheDir, command);
  process.once('exit', () => launched.saveCodeCache());
}
