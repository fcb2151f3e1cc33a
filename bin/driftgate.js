#!/usr/bin/env node
// The CLI is bundled into dist/ (committed, reproducible with `npm run build`).
import '../dist/cli.js';
