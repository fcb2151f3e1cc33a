import type { Finding } from '../findings/finding.js';
import { describeValue, isRecord } from '../manifest/manifest.js';
import type { Location } from '../yaml/parse.js';
import { appendPointer } from '../yaml/pointer.js';

/**
 * Typed reading of `unknown` YAML data with located findings: every accessor records what
 * was expected and where, so a malformed policy or config is reported at its line and column.
 */
export class Reader {
  readonly findings: Finding[] = [];

  constructor(
    private readonly locate: (pointer: string, at?: 'key' | 'value') => Location,
    private readonly ruleId: string,
    private readonly object?: Finding['object'],
  ) {}

  problem(pointer: string, message: string, hint?: string, at: 'key' | 'value' = 'value'): void {
    const loc = this.locate(pointer, at);
    this.findings.push({
      ruleId: this.ruleId,
      severity: 'error',
      message,
      file: loc.file,
      line: loc.line,
      column: loc.column,
      pointer,
      ...(this.object ? { object: this.object } : {}),
      ...(hint ? { hint } : {}),
    });
  }

  /** Reports keys not in `allowed` (the API server's strict decoding rejects them). */
  fields(value: Record<string, unknown>, pointer: string, allowed: readonly string[], what: string): void {
    for (const key of Object.keys(value)) {
      if (!allowed.includes(key)) {
        this.problem(appendPointer(pointer, key), `unknown field "${key}" in ${what}; expected one of ${allowed.join(', ')}`, undefined, 'key');
      }
    }
  }

  record(value: unknown, pointer: string, what: string): Record<string, unknown> | undefined {
    if (value === undefined || value === null) return undefined;
    if (!isRecord(value)) {
      this.problem(pointer, `expected ${what} to be a mapping, found ${describeValue(value)}`);
      return undefined;
    }
    return value;
  }

  requiredRecord(value: unknown, pointer: string, what: string): Record<string, unknown> | undefined {
    if (value === undefined || value === null) {
      this.problem(pointer, `${what} is required`);
      return undefined;
    }
    return this.record(value, pointer, what);
  }

  string(value: unknown, pointer: string, what: string): string | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') {
      this.problem(pointer, `expected ${what} to be a string, found ${describeValue(value)}`);
      return undefined;
    }
    return value;
  }

  requiredString(value: unknown, pointer: string, what: string): string | undefined {
    if (value === undefined || value === null || value === '') {
      this.problem(pointer, `${what} is required`);
      return undefined;
    }
    return this.string(value, pointer, what);
  }

  oneOf<T extends string>(value: unknown, pointer: string, what: string, allowed: readonly T[]): T | undefined {
    const s = this.string(value, pointer, what);
    if (s === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(s)) {
      this.problem(pointer, `${what} must be one of ${allowed.join(', ')}; found ${JSON.stringify(s)}`);
      return undefined;
    }
    return s as T;
  }

  list(value: unknown, pointer: string, what: string): unknown[] | undefined {
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value)) {
      this.problem(pointer, `expected ${what} to be a list, found ${describeValue(value)}`);
      return undefined;
    }
    return value;
  }

  stringList(value: unknown, pointer: string, what: string): string[] | undefined {
    const items = this.list(value, pointer, what);
    if (!items) return undefined;
    const out: string[] = [];
    items.forEach((item, i) => {
      const s = this.string(item, `${pointer}/${i}`, `each item of ${what}`);
      if (s !== undefined) out.push(s);
    });
    return out;
  }

  stringMap(value: unknown, pointer: string, what: string): Record<string, string> | undefined {
    const rec = this.record(value, pointer, what);
    if (!rec) return undefined;
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(rec)) {
      const s = this.string(v, appendPointer(pointer, k), `${what}.${k}`);
      if (s !== undefined) out[k] = s;
    }
    return out;
  }
}
