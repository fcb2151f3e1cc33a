/** Converts character offsets into 1-based line and column numbers. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/**
 * Line starts of a text, for offset → line:column in O(log lines). Line breaks are those of
 * YAML (and of editors): `\r\n`, a lone `\r` (classic Mac) and `\n`, so a file saved with
 * CR-only line endings gets the lines its author sees.
 */
export class LineIndex {
  /** Built on first use: most files are read without any finding that needs a line. */
  #lineStarts: number[] | undefined;

  constructor(private readonly text: string) {}

  private get lineStarts(): number[] {
    if (this.#lineStarts === undefined) this.#lineStarts = lineStarts(this.text);
    return this.#lineStarts;
  }

  position(offset: number): Position {
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }
}

function lineStarts(text: string): number[] {
  const starts = [0];
  if (text.indexOf('\r') === -1) {
    // The usual text: no CR, so every line ends at a LF (indexOf is much faster than a loop).
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    return starts;
  }
  for (let i = 0, n = text.length; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i += 1;
      starts.push(i + 1);
    }
  }
  return starts;
}
