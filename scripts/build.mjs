// Bundles the CLI (dist/cli.cjs, loaded by dist/launch.cjs) and the GitHub Action (dist/index.js)
// with esbuild.
// dist/ is committed: GitHub runs actions from the repository as-is, and `npx driftgate`
// starts without a TypeScript toolchain. test/dist-reproducible.test.ts keeps it honest.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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

/** The Action: ESM, split into chunks that load per room (ADR 0010); Node 24 keeps their compile cache. */
const actionOptions = {
  ...commonOptions,
  entryPoints: { index: 'src/action/main.ts' },
  splitting: true,
  outdir,
  chunkNames: 'chunks/[name]-[hash]',
};

/**
 * The CLI: one CommonJS file, a script whose V8 code cache the launcher keeps on every Node version,
 * taken at the end of a run with every function the command ran (src/cli/launch.ts, ADR 0014). Its rooms still load on first use: esbuild
 * turns each `import()` into a module initialised when it is called. Whitespace and comments go and
 * every character is ASCII, so the launcher reads it as Latin-1 into a one-byte string without
 * decoding UTF-8; identifiers keep their names for stack traces.
 */
const IMPORT_META_URL = '__driftgateImportMetaUrl';
const cjsOptions = {
  ...commonOptions,
  format: 'cjs',
  splitting: false,
  charset: 'ascii',
  minifyWhitespace: true,
  minifySyntax: true,
  define: { 'import.meta.url': IMPORT_META_URL },
  // After esbuild's "use strict", which a statement in the banner would push out of the prologue.
  inject: [path.join(root, 'scripts', 'shims', 'import-meta-url.js')],
  // Not the ES module banner: a CommonJS file has its own require.
  banner: { js: '' },
};

/** The first line of dist/cli.cjs names its build: the SHA-256 of the file with this line's digest zeroed (src/io/cache/cache-root.ts reads it). */
const BUILD_LINE_PREFIX = '/* driftgate build ';
const ZERO_DIGEST = '0'.repeat(64);

async function buildCli(plugins) {
  const outfile = path.join(outdir, 'cli.cjs');
  await build({ ...cjsOptions, entryPoints: ['src/cli/bin.ts'], outfile, plugins, banner: { js: `${BUILD_LINE_PREFIX}${ZERO_DIGEST} */` } });
  await build({ ...cjsOptions, entryPoints: ['src/cli/launch.ts'], outfile: path.join(outdir, 'launch.cjs') });
  const text = await readFile(outfile);
  const nonAscii = text.findIndex((byte) => byte > 0x7f);
  if (nonAscii !== -1) throw new Error(`dist/cli.cjs has a non-ASCII byte at offset ${nonAscii} (${JSON.stringify(text.subarray(Math.max(0, nonAscii - 40), nonAscii + 10).toString('utf8'))}); write it as an escape in the source`);
  const digest = createHash('sha256').update(text).digest('hex');
  await writeFile(outfile, text.toString('latin1').replace(ZERO_DIGEST, digest), 'latin1');
}

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
const plugins = [await generatedModulesPlugin()];
// The Action entry may not exist on every branch; bundle what is there.
if (existsSync(path.join(root, actionOptions.entryPoints.index))) await build({ ...actionOptions, plugins });
await buildCli(plugins);
// dist/ holds ESM (the Action) and .cjs files; the package.json beside it says so to Node wherever dist/ is copied.
await writeFile(path.join(outdir, 'package.json'), '{\n  "type": "module"\n}\n');
