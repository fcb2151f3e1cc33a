// bench/check: driftgate check vs kubeconform v0.7.0 on the same 10,000 TenantOnboardings,
// in the same run, on this machine. Prints wall time, peak RSS, documents/s and ratios.
// Usage: node bench/check/run.mjs [--documents N] [--files N] [--runs N]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { load } from 'js-yaml';
import { bestOf, fmtMiB, fmtMs, goInstall, table } from '../lib/measure.mjs';
import { generateCorpus } from './generate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = path.join(root, 'bench/.work/check');
const { values } = parseArgs({ options: { documents: { type: 'string', default: '10000' }, files: { type: 'string', default: '1000' }, runs: { type: 'string', default: '3' } } });
const documents = Number(values.documents);
const files = Number(values.files);
const runs = Number(values.runs);

const corpus = path.join(work, 'corpus');
const bin = path.join(root, 'bench/.work/bin');
const crdFile = path.join(root, 'deploy/crds/tenantonboardings.platform.example.com.yaml');
const driftgate = path.join(root, 'bin/driftgate.js');

console.log(`generating ${documents} manifests in ${files} files ...`);
const generated = await generateCorpus({ dir: path.join(corpus, 'tenants'), documents, files });
mkdirSync(path.join(corpus, 'deploy/crds'), { recursive: true });
cpSync(crdFile, path.join(corpus, 'deploy/crds/tenantonboardings.yaml'));
cpSync(path.join(root, 'policies'), path.join(corpus, 'policies'), { recursive: true, filter: (src) => !src.includes(`${path.sep}tests`) });
mkdirSync(path.join(work, 'no-policies'), { recursive: true });

// kubeconform reads JSON schemas; convert the CRD the way openapi2jsonschema does (strict).
const schemas = path.join(work, 'schemas');
mkdirSync(schemas, { recursive: true });
const crd = load(readFileSync(crdFile, 'utf8'));
for (const version of crd.spec.versions) {
  const schema = toKubeconformSchema(version.schema.openAPIV3Schema);
  writeFileSync(path.join(schemas, `${crd.spec.names.kind.toLowerCase()}_${version.name}.json`), JSON.stringify(schema));
}

if (!existsSync(path.join(bin, 'kubeconform'))) {
  console.log('building kubeconform v0.7.0 from the Go module proxy ...');
  goInstall('github.com/yannh/kubeconform/cmd/kubeconform', 'v0.7.0', bin);
}

// A git history for the incremental run: change 10 files in the last commit.
execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: corpus });
execFileSync('git', ['add', '-A'], { cwd: corpus });
execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', 'commit', '-qm', 'corpus', '--allow-empty'], { cwd: corpus });
const tenantFiles = readdirSync(path.join(corpus, 'tenants')).sort();
for (const f of tenantFiles.slice(0, 10)) {
  const p = path.join(corpus, 'tenants', f);
  writeFileSync(p, readFileSync(p, 'utf8').replace(/gpuCount: (\d)/, 'gpuCount: 3'));
}
execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', 'commit', '-qam', 'change 10 files'], { cwd: corpus });

const node = process.execPath;
const kubeconformArgs = ['-strict', '-summary', '-output', 'json', '-schema-location', path.join(schemas, '{{.ResourceKind}}_{{.ResourceAPIVersion}}.json'), 'tenants'];
const results = {
  kubeconform: await bestOf(runs, path.join(bin, 'kubeconform'), kubeconformArgs, { cwd: corpus }),
  schemaOnly: await bestOf(runs, node, [driftgate, 'check', 'tenants', '--policies', path.join(work, 'no-policies'), '--format', 'json', '--fail-on', 'never'], { cwd: corpus }),
  withPack: await bestOf(runs, node, [driftgate, 'check', 'tenants', '--format', 'json', '--fail-on', 'never'], { cwd: corpus }),
  incremental: await bestOf(runs, node, [driftgate, 'check', 'tenants', '--base', 'HEAD~1', '--head', 'HEAD', '--format', 'json', '--fail-on', 'never'], { cwd: corpus }),
};

const kubeconformErrors = countKubeconformErrors(results.kubeconform.stdout);
const count = (r) => {
  const report = JSON.parse(r.stdout);
  return report.summary.error;
};
const rows = [
  ['run', 'wall', 'peak RSS', 'documents/s', 'errors reported', 'vs kubeconform'],
  ['kubeconform v0.7.0 (-strict)', fmtMs(results.kubeconform.wallMs), fmtMiB(results.kubeconform.rssKb), rate(documents, results.kubeconform.wallMs), kubeconformErrors, '1.00'],
  ['driftgate check (schema only)', fmtMs(results.schemaOnly.wallMs), fmtMiB(results.schemaOnly.rssKb), rate(documents, results.schemaOnly.wallMs), count(results.schemaOnly), ratio(results.schemaOnly, results.kubeconform)],
  ['driftgate check (schema + policy pack)', fmtMs(results.withPack.wallMs), fmtMiB(results.withPack.rssKb), rate(documents, results.withPack.wallMs), count(results.withPack), ratio(results.withPack, results.kubeconform)],
  ['driftgate check --base (10 of 1,000 files changed)', fmtMs(results.incremental.wallMs), fmtMiB(results.incremental.rssKb), '', count(results.incremental), ''],
];
console.log(`\ncorpus: ${generated.documents} documents in ${generated.files} files, ${generated.invalid} generated invalid; best of ${runs} runs after a warm-up; ${process.version}\n`);
console.log(table(rows));
const packOverhead = results.withPack.wallMs - results.schemaOnly.wallMs;
console.log(`\npolicy pack overhead: ${fmtMs(packOverhead)} (${((packOverhead / results.schemaOnly.wallMs) * 100).toFixed(0)} % of schema-only check time, ${((packOverhead * 1000) / documents).toFixed(1)} µs per document)`);
console.log('driftgate reports file:line:column for every finding; kubeconform reports a JSON path without a line.');

function rate(n, ms) {
  return `${Math.round((n * 1000) / ms)}`;
}
function ratio(a, b) {
  return (a.wallMs / b.wallMs).toFixed(2);
}
function countKubeconformErrors(stdout) {
  try {
    const report = JSON.parse(stdout);
    return (report.resources ?? []).filter((r) => r.status === 'statusInvalid' || r.status === 'statusError').length + ' objects';
  } catch {
    return 'n/a';
  }
}

/** openapi2jsonschema-style conversion: int-or-string as oneOf, closed objects under -strict. */
function toKubeconformSchema(node) {
  if (Array.isArray(node)) return node.map(toKubeconformSchema);
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) {
    if (k.startsWith('x-kubernetes-')) continue;
    out[k] = toKubeconformSchema(v);
  }
  if (node['x-kubernetes-int-or-string']) {
    const { type: _t, ...rest } = out;
    return { oneOf: [{ type: 'string' }, { type: 'integer' }], ...rest };
  }
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined && !node['x-kubernetes-preserve-unknown-fields']) {
    out.additionalProperties = false;
  }
  return out;
}
