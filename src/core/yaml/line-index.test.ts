import { describe, expect, it } from 'vitest';
import { LineIndex } from './line-index.js';

/** line:column of every offset, counted the slow way: a line ends at LF, CRLF or a lone CR. */
function naive(text: string): string[] {
  const out: string[] = [];
  let line = 1;
  let column = 1;
  for (let i = 0; i <= text.length; i++) {
    out.push(`${line}:${column}`);
    const c = text[i];
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) {
      line += 1;
      column = 1;
    } else {
      column += 1;
    }
  }
  return out;
}

describe('LineIndex', () => {
  it.each([
    ['', 'empty'],
    ['a: 1', 'one line'],
    ['a: 1\nb: 2\n', 'LF'],
    ['a\n\n\nb\n', 'blank lines'],
    ['\n', 'a lone LF'],
    ['a: 1\r\nb: 2\r\n', 'CRLF'],
    ['a: 1\rb: 2\r', 'lone CR'],
    ['a\r\n\rb\n\r\nc', 'mixed'],
  ])('gives every offset its line and column: %j (%s)', (text) => {
    const index = new LineIndex(text);
    const ours = Array.from({ length: text.length + 1 }, (_, offset) => {
      const { line, column } = index.position(offset);
      return `${line}:${column}`;
    });
    expect(ours).toEqual(naive(text));
    expect(index.lineCount).toBe(Number(naive(text).at(-1)?.split(':')[0]));
  });
});
