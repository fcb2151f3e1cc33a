import type { Writable } from 'node:stream';

/**
 * `driftgate check … | head -1`: when the reader goes away, writing to the pipe fails with
 * EPIPE. Like every well-behaved filter, driftgate then stops writing and ends quietly with
 * the exit code the run would have had: no stack trace, no "Unhandled 'error' event".
 * Returns a function that tells whether the reader has gone.
 */
export function tolerateClosedPipe(stream: Writable): () => boolean {
  let closed = false;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') {
      closed = true;
      return;
    }
    throw error;
  });
  return () => closed;
}
