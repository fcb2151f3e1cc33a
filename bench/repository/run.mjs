// bench/repository: what reading a repository as it is costs, in-process (no bundle needed).
//   1. checkTree (non-manifest classification, repository context) vs checkRepository on the
//      same 10,000 TenantOnboardings in 1,000 files: the overhead of the repository layer.
//   2. A kustomize tree: one base of 200 tenants and K overlays, rendered with the kustomize
//      built by scripts/build-kustomize.mjs: render time per root, and check time.
// Usage: npx tsx bench/repository/run.mjs [--overlays K] [--runs N]. Prints figures; never fails on a timing.
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkRepository } from '../../src/core/check/check.js';
import { checkTree } from '../../src/core/repository/check-tree.js';
import { collectTreeSources, toTreeCheckInput } from '../../src/io/repository/tree-sources.js';
import { generateCorpus } from '../check/generate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = path.join(root, 'bench/.work/repository');
const { values } = parseArgs({ options: { overlays: { type: 'string', default: '10' }, runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const overlays = Number(values.overlays);
const env = { PATH: path.join(root, '.cache/bin') };

function best(n, fn) {
  let ms = Number.POSITIVE_INFINITY;
  let value = fn();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    value = fn();
    ms = Math.min(ms, performance.now() - t);
  }
  return { ms, value };
}

rmSync(work, { recursive: true, force: true });
const corpus = path.join(work, 'corpus');
await generateCorpus({ dir: path.join(corpus, 'tenants'), documents: 10_000, files: 1_000 });
mkdirSync(path.join(corpus, '.git'), { recursive: true });
mkdirSync(path.join(corpus, 'deploy/crds'), { recursive: true });
cpSync(path.join(root, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), path.join(corpus, 'deploy/crds/tenantonboardings.yaml'));

const tree = await collectTreeSources({ root: corpus, paths: ['.'], crdPaths: [], exclude: [], env });
const input = toTreeCheckInput(tree, { now: new Date() });
const raw = best(runs, () => checkRepository(input));
const layered = best(runs, () => checkTree(input));
console.log(`1. 10,000 tenants in 1,000 files, best of ${runs}:`);
console.log(`   checkRepository ${raw.ms.toFixed(0)} ms, checkTree ${layered.ms.toFixed(0)} ms (x${(layered.ms / raw.ms).toFixed(2)}); findings ${raw.value.findings.length} vs ${layered.value.findings.length}`);

const kz = path.join(work, 'kustomize');
await generateCorpus({ dir: path.join(kz, 'base'), documents: 200, files: 20 });
mkdirSync(path.join(kz, '.git'), { recursive: true });
mkdirSync(path.join(kz, 'deploy/crds'), { recursive: true });
cpSync(path.join(root, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), path.join(kz, 'deploy/crds/tenantonboardings.yaml'));
writeFileSync(path.join(kz, 'base/kustomization.yaml'), `resources:\n${readdirSync(path.join(kz, 'base')).filter((f) => f.endsWith('.yaml')).map((f) => `  - ${f}`).join('\n')}\n`);
for (let i = 0; i < overlays; i++) {
  const dir = path.join(kz, `overlays/env-${i}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'kustomization.yaml'), `resources:\n  - ../../base\ncommonLabels:\n  env: env-${i}\n`);
}
const t0 = performance.now();
const kzTree = await collectTreeSources({ root: kz, paths: ['.'], crdPaths: [], exclude: [], env });
const renderMs = performance.now() - t0;
const kzInput = toTreeCheckInput(kzTree, { now: new Date() });
const kzCheck = best(runs, () => checkTree(kzInput));
console.log(`2. ${overlays} overlays over a base of 200 tenants (${overlays * 200} rendered objects):`);
console.log(`   read + render ${renderMs.toFixed(0)} ms (${(renderMs / overlays).toFixed(0)} ms per root, kustomize ${kzTree.renders.every((r) => r.output !== undefined) ? 'ok' : 'FAILED'}), check ${kzCheck.ms.toFixed(0)} ms (best of ${runs}); ${kzCheck.value.summary.objects} objects, ${kzCheck.value.findings.length} findings`);
