import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { tolerateClosedPipe } from './pipe.js';
import { writePieces } from './output.js';

describe('writePieces', () => {
  it('writes every piece in order, waiting for a slow reader', async () => {
    const got: string[] = [];
    const slow = new Writable({
      highWaterMark: 4,
      write(chunk: Buffer, _encoding, callback) {
        got.push(chunk.toString());
        setImmediate(callback);
      },
    });
    await writePieces(slow, ['one', 'two', 'three', 'four']);
    expect(got.join('')).toBe('onetwothreefour');
  });

  it('ends quietly when the reader goes away (check | head): no hang, no throw', async () => {
    let written = 0;
    const closing = new Writable({
      highWaterMark: 1,
      write(_chunk, _encoding, callback) {
        written += 1;
        callback(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    tolerateClosedPipe(closing);
    await writePieces(closing, Array.from({ length: 100 }, () => 'piece'));
    expect(written).toBe(1);
  });
});
