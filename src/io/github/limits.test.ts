import { describe, expect, it } from 'vitest';
import { prefixWithinBytes, truncateChars, truncateText, utf8Bytes } from './limits.js';

describe('prefixWithinBytes', () => {
  it('keeps text that fits', () => {
    expect(prefixWithinBytes('abc', 3)).toBe('abc');
  });

  it('never splits a multi-byte character or a surrogate pair', () => {
    // 'é' is 2 bytes, '🔴' is 4 bytes and 2 UTF-16 units.
    expect(prefixWithinBytes('aé', 2)).toBe('a');
    expect(prefixWithinBytes('a🔴b', 4)).toBe('a');
    expect(prefixWithinBytes('a🔴b', 5)).toBe('a🔴');
  });
});

describe('truncateText', () => {
  it('cuts at a line break and appends the notice, within the byte limit', () => {
    const lines = Array.from({ length: 100 }, (_, i) => `| 🔴 | row ${i} |`);
    const { text, truncated } = truncateText(lines.join('\n'), { maxBytes: 200, notice: 'See driftgate.sarif.' });
    expect(truncated).toBe(true);
    expect(utf8Bytes(text)).toBeLessThanOrEqual(200);
    expect(text.endsWith('\n\nSee driftgate.sarif.\n')).toBe(true);
    // Every kept line is a whole row.
    for (const line of text.split('\n\n')[0]!.split('\n')) expect(line).toMatch(/^\| 🔴 \| row \d+ \|$/);
  });

  it('leaves text that fits untouched', () => {
    expect(truncateText('short', { maxBytes: 10, notice: 'x' })).toEqual({ text: 'short', truncated: false });
  });

  it('returns as much of the notice as fits when there is no room at all', () => {
    const { text } = truncateText('x'.repeat(50), { maxBytes: 4, notice: 'notice' });
    expect(text).toBe('noti');
  });
});

describe('truncateChars', () => {
  it('ends a cut string with an ellipsis and keeps the limit', () => {
    const cut = truncateChars('x'.repeat(200), 140);
    expect(cut).toHaveLength(140);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('does not leave half a surrogate pair', () => {
    const cut = truncateChars('ab🔴cd', 4);
    expect(cut).toBe('ab…');
  });
});
