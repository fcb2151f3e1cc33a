// Bundles the CLI (dist/cli.js) and the GitHub Action (dist/index.js) with esbuild.
// dist/ is committed: GitHub runs actions from the repository as-is, and `npx driftgate`
// starts without a TypeScript toolchain. test/dist-reproducible.test.ts keeps it honest.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outdir = path.resolve(root, process.argv[2] ?? 'dist');

/** Shared esbuild options; exported for the reproducibility test. */
export const bundleOptions = {
  absWorkingDir: root,
  entryPoints: { cli: 'src/cli/bin.ts', index: 'src/action/main.ts' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outdir,
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'none',
  charset: 'utf8',
  logLevel: 'warning',
  // CommonJS dependencies call require() for Node built-ins; give them one in ESM.
  banner: { js: "import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);" },
};

// The Action entry may not exist on every branch; bundle what is there.
const entries = Object.fromEntries(
  Object.entries(bundleOptions.entryPoints).filter(([, file]) => existsSync(path.join(root, file))),
);

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
await build({ ...bundleOptions, entryPoints: entries });
// dist/ holds ESM; the package.json beside it says so to Node wherever dist/ is copied.
await writeFile(path.join(outdir, 'package.json'), '{\n  "type": "module"\n}\n');
