import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderCommandReference } from '../../src/cli/reference.js';

describe('docs/cli.md', () => {
  it('matches every command\'s usage text (regenerate with npm run docs:cli)', async () => {
    const committed = readFileSync(new URL('../../docs/cli.md', import.meta.url), 'utf8');
    expect(committed).toBe(await renderCommandReference());
  });
});
