// Writes docs/cli.md from the commands' usage texts and docs/rules.md from the rule tables: npm run docs:cli
import { writeFileSync } from 'node:fs';
import { RULES } from '../src/core/check/rules.js';
import { renderRuleReference } from '../src/core/findings/rule-reference.js';
import { renderCommandReference } from '../src/cli/reference.js';

writeFileSync(new URL('../docs/cli.md', import.meta.url), await renderCommandReference());
writeFileSync(new URL('../docs/rules.md', import.meta.url), renderRuleReference(RULES));
