// Bundles the CLI (dist/cli.js) and the GitHub Action (dist/index.js) with esbuild.
// dist/ is committed: GitHub runs actions from the repository as-is, and `npx driftgate`
// starts without a TypeScript toolchain. test/dist-reproducible.test.ts keeps it honest.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outdir = path.resolve(root, process.argv[2] ?? 'dist');

/**
 * Modules generated at build time from what driftgate ships, each bundled in place of a source
 * file that is empty in the sources (so tests and `tsx` compute everything at run time):
 * - the validators of the shipped schemas (scripts/generate-validators.ts → src/core/schema/precompiled.ts);
 * - the parse trees of the shipped CEL (scripts/generate-cel.ts → src/core/cel/precompiled.ts).
 */
const GENERATED_MODULES = [
  { script: 'scripts/generate-validators.ts', exportName: 'generateValidatorsModule', target: ['src', 'core', 'schema', 'precompiled.ts'] },
  { script: 'scripts/generate-cel.ts', exportName: 'generateCelModule', target: ['src', 'core', 'cel', 'precompiled.ts'] },
];

async function generatedModulesPlugin() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'driftgate-generated-'));
  try {
    const contentsByTarget = new Map();
    for (const [i, generated] of GENERATED_MODULES.entries()) {
      const generator = path.join(work, `generator-${i}.mjs`);
      await build({ ...commonOptions, entryPoints: [path.join(root, generated.script)], outfile: generator, splitting: false });
      const generate = (await import(pathToFileURL(generator).href))[generated.exportName];
      contentsByTarget.set(path.join(root, ...generated.target), generate(root));
    }
    return {
      name: 'driftgate-generated-modules',
      setup(pluginBuild) {
        pluginBuild.onLoad({ filter: /[\\/]src[\\/]core[\\/](schema|cel)[\\/]precompiled\.ts$/ }, (args) => {
          const contents = contentsByTarget.get(args.path);
          return contents === undefined ? undefined : { contents, loader: 'js' };
        });
      },
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const commonOptions = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  legalComments: 'none',
  charset: 'utf8',
  logLevel: 'warning',
  // CommonJS dependencies call require() for Node built-ins; give them one in ESM.
  banner: { js: "import { createRequire as __driftgateCreateRequire } from 'node:module'; const require = __driftgateCreateRequire(import.meta.url);" },
};

/** Shared esbuild options; exported for the reproducibility test. */
export const bundleOptions = {
  ...commonOptions,
  entryPoints: { cli: 'src/cli/bin.ts', index: 'src/action/main.ts' },
  splitting: true,
  outdir,
  chunkNames: 'chunks/[name]-[hash]',
};

// The Action entry may not exist on every branch; bundle what is there.
const entries = Object.fromEntries(
  Object.entries(bundleOptions.entryPoints).filter(([, file]) => existsSync(path.join(root, file))),
);

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
await build({ ...bundleOptions, entryPoints: entries, plugins: [await generatedModulesPlugin()] });
// dist/ holds ESM; the package.json beside it says so to Node wherever dist/ is copied.
await writeFile(path.join(outdir, 'package.json'), '{\n  "type": "module"\n}\n');
