import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One gate: the Action calls src/core/gate and the io readers; it never runs CLI commands.
describe('src/action', () => {
  it('imports nothing from src/cli', () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const offenders = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => /from\s+['"]\.\.\/cli\/|import\(\s*['"]\.\.\/cli\//.test(readFileSync(path.join(dir, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
