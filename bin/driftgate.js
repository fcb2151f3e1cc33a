#!/usr/bin/env node
// The CLI is bundled into dist/ (committed, reproducible with `npm run build`): dist/launch.cjs
// sizes the heap and runs dist/cli.cjs with its compiled code kept from run to run (ADR 0014).
import { createRequire } from 'node:module';

createRequire(import.meta.url)('../dist/launch.cjs').launch();
