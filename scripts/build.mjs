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
 * The validators of the shipped schemas, generated as code (scripts/generate-validators.ts):
 * the bundle gets them in place of src/core/schema/precompiled.ts, which is empty in the sources.
 */
async function precompiledValidatorsPlugin() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'driftgate-validators-'));
  try {
    const generator = path.join(work, 'generate-validators.mjs');
    await build({ ...commonOptions, entryPoints: [path.join(root, 'scripts/generate-validators.ts')], outfile: generator, splitting: false });
    const { generateValidatorsModule } = await import(pathToFileURL(generator).href);
    const contents = generateValidatorsModule(root);
    const target = path.join(root, 'src', 'core', 'schema', 'precompiled.ts');
    return {
      name: 'driftgate-precompiled-validators',
      setup(pluginBuild) {
        pluginBuild.onLoad({ filter: /[\\/]src[\\/]core[\\/]schema[\\/]precompiled\.ts$/ }, (args) => (args.path === target ? { contents, loader: 'js' } : undefined));
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
await build({ ...bundleOptions, entryPoints: entries, plugins: [await precompiledValidatorsPlugin()] });
// dist/ holds ESM; the package.json beside it says so to Node wherever dist/ is copied.
await writeFile(path.join(outdir, 'package.json'), '{\n  "type": "module"\n}\n');
