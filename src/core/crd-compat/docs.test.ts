import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULES } from './registry.js';

const doc = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/crd-compat.md'), 'utf8');

describe('docs/crd-compat.md', () => {
  it.each(RULES.map((r) => r.id))('documents %s with a section and an example', (id) => {
    const start = doc.indexOf(`\n### ${id}\n`);
    expect(start).toBeGreaterThan(0);
    const next = doc.indexOf('\n### ', start + 5);
    const section = doc.slice(start, next < 0 ? undefined : next);
    expect(section).toMatch(/```/);
    expect(doc).toContain(`[\`${id}\`](#${id})`);
  });
});
