import type { Finding } from './finding.js';

/**
 * One copy of each distinct finding text per run. Rules build messages, hints and pointers by
 * concatenation, and V8 keeps such a string as a tree of pieces (about 14 of 32 bytes each per
 * finding); 30,000 objects with the same problem held 27 MB of these trees. Interning keeps the
 * first copy of a text and gives it to every finding that repeats it (looking it up flattens it).
 * At most `maxTexts` distinct texts are kept, so a run of unique messages does not grow it.
 */
export class FindingTextInterner {
  private readonly texts = new Map<string, string>();

  constructor(private readonly maxTexts = 100_000) {}

  text(value: string): string {
    const known = this.texts.get(value);
    if (known !== undefined) return known;
    if (this.texts.size < this.maxTexts) this.texts.set(value, value);
    return value;
  }

  finding(f: Finding): Finding {
    return {
      ...f,
      message: this.text(f.message),
      ...(f.hint !== undefined ? { hint: this.text(f.hint) } : {}),
      ...(f.pointer !== undefined ? { pointer: this.text(f.pointer) } : {}),
    };
  }

  findings(list: readonly Finding[]): Finding[] {
    return list.map((f) => this.finding(f));
  }
}
