#!/usr/bin/env node
// The CLI is bundled into dist/ (committed, reproducible with `npm run build`): dist/launch.cjs
// sizes the heap and runs dist/cli.cjs with its compiled code kept from run to run (ADR 0014).
// This file is CommonJS (bin/package.json): Node 20 then starts without its ES module loader,
// ~5 ms of every command.
'use strict';
require('../dist/launch.cjs').launch();
