import { stat, writeFile } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import path from 'node:path';
import { UsageError } from './command.js';

/**
 * `--output FILE`, checked before any work is done and written with clear errors: a missing
 * folder, a folder given as the file, or a place the user may not write are usage errors
 * (exit code 2), never an internal error after the whole check has run.
 */
export async function checkOutputPath(cwd: string, output: string | undefined): Promise<void> {
  if (output === undefined) return;
  const target = path.resolve(cwd, output);
  if (output === '' || output.endsWith('/') || output.endsWith(path.sep)) throw new UsageError(`--output ${JSON.stringify(output)}: expected a file name, found a folder name`);
  const existing = await stat(target).catch(() => undefined);
  if (existing?.isDirectory()) throw new UsageError(`--output ${output}: is a folder; give the path of a file to write the report to`);
  const folder = path.dirname(target);
  const parent = await stat(folder).catch(() => undefined);
  if (!parent) throw new UsageError(`--output ${output}: the folder ${path.relative(cwd, folder) || folder} does not exist; create it first`);
  if (!parent.isDirectory()) throw new UsageError(`--output ${output}: ${path.relative(cwd, folder) || folder} is not a folder`);
}

/** Writes the report; failures (permissions, a folder appearing meanwhile) are usage errors. */
export async function writeOutput(cwd: string, output: string, text: string | Iterable<string>): Promise<void> {
  try {
    await writeFile(path.resolve(cwd, output), text);
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
    const reason: Record<string, string> = {
      EACCES: 'permission denied',
      EPERM: 'operation not permitted',
      EISDIR: 'it is a folder',
      ENOENT: 'its folder does not exist',
      ENOTDIR: 'a part of the path is not a folder',
      EROFS: 'the file system is read-only',
      ENOSPC: 'no space left on the device',
    };
    throw new UsageError(`--output ${output}: cannot write the report: ${reason[code] ?? (error instanceof Error ? error.message : String(error))}`);
  }
}

/**
 * Writes a report made in pieces to a stream, each piece after the stream has taken the last
 * (backpressure): the report is never whole in memory.
 */
export async function writePieces(stream: Writable, pieces: Iterable<string>): Promise<void> {
  for (const piece of pieces) {
    // A reader that went away (`check | head`) ends the report quietly: no drain will come.
    if (stream.destroyed || stream.writableEnded) return;
    if (!stream.write(piece)) await drained(stream);
  }
}

/** Resolves when the stream can take more, or will take nothing more (closed, or failed: tolerateClosedPipe reports that). */
function drained(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      stream.off('drain', done).off('close', done).off('error', done);
      resolve();
    };
    stream.on('drain', done).on('close', done).on('error', done);
  });
}
