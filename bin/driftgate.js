#!/usr/bin/env node
// The CLI is bundled into dist/ (committed, reproducible with `npm run build`).
import module from 'node:module';

// Node 22.1+ (the GitHub runners' Node 24) keeps the compiled bytecode of dist/ in a cache folder
// of the OS temp dir, so later runs skip most of compiling the bundle. Node 20 has no such cache.
module.enableCompileCache?.();
await import('../dist/cli.js');
