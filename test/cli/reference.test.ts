import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/core/check/rules.js';
import { renderRuleReference } from '../../src/core/findings/rule-reference.js';
import { renderCommandReference } from '../../src/cli/reference.js';

describe('docs/cli.md', () => {
  it('matches every command\'s usage text (regenerate with npm run docs:cli)', async () => {
    const committed = readFileSync(new URL('../../docs/cli.md', import.meta.url), 'utf8');
    expect(committed).toBe(await renderCommandReference());
  });
});

describe('docs/rules.md', () => {
  it('lists every rule with its anchor (regenerate with npm run docs:cli)', () => {
    const committed = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
    expect(committed).toBe(renderRuleReference(RULES));
  });
});
