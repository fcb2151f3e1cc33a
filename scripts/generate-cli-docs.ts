// Writes docs/cli.md from the commands' usage texts: npm run docs:cli
import { writeFileSync } from 'node:fs';
import { renderCommandReference } from '../src/cli/reference.js';

writeFileSync(new URL('../docs/cli.md', import.meta.url), await renderCommandReference());
