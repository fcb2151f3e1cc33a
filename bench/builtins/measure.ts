// Built-in kinds: per-object cost of `check`'s validation of built-in objects (the shipped
// Kubernetes 1.36 schema set, src/core/schema/builtin) next to the CRD validator's on
// TenantOnboardings, and start-up with the schema set present (lazy: only index.json is read;
// a group-version file on first use). Start-up is also measured with a synthetic set ten times
// larger, to show it does not grow with the number of shipped schemas.
// A benchmark, not a test: it prints figures and never fails.
//
//   npx tsx bench/builtins/measure.ts [objects=5000]
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBuiltinRegistry, type BuiltinRegistry } from '../../src/core/schema/builtin/index.js';
import { loadManifests, type KubeObject } from '../../src/core/manifest/manifest.js';
import { loadCrds, ValidatorCache } from '../../src/core/schema/index.js';
import { parseYaml } from '../../src/core/yaml/parse.js';
import { loadShippedSchemaSet, schemaSetsRoot } from '../../src/io/builtin-schemas.js';
import { baseObject, KINDS, MUTATIONS } from '../../test/integration/schema/builtin-corpus.js';
import { mulberry32 as prng } from '../../test/support/prng.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const count = Number(process.argv[2] ?? 5000);
const us = (ms: number, n: number): string => `${((ms * 1000) / n).toFixed(1)} µs`;

// --- corpora: built-ins of 23 kinds (every 5th one mutated), and TenantOnboardings
const random = prng(42);
const builtins: KubeObject[] = [];
for (let i = 0; i < count; i++) {
  const kind = KINDS[i % KINDS.length]!;
  const o = baseObject(kind, i, 'bench', random);
  if (i % 5 === 0) {
    const options = MUTATIONS.filter((m) => m.kinds === undefined || m.kinds.includes(kind));
    options[i % options.length]!.apply(o);
  }
  builtins.push(o as unknown as KubeObject);
}
const tenants: KubeObject[] = [];
for (let i = 0; i < count; i++) {
  tenants.push({
    apiVersion: 'platform.example.com/v1alpha1',
    kind: 'TenantOnboarding',
    metadata: { name: `tenant-${i}`, namespace: 'tenants' },
    spec: { namespace: i % 10 === 0 ? `Team_${i}` : `team-${i}`, resourceQuota: { cpu: '20', memory: `${(i % 64) + 1}Gi`, gpuCount: i % 5 }, networkPolicy: { allowEgressTo: ['catalog'] }, access: { adminGroups: [`team-${i}-admins`] } },
  });
}

function timeBuiltins(registry: BuiltinRegistry): { ms: number; findings: number } {
  let findings = 0;
  const t = performance.now();
  for (const o of builtins) {
    const found = registry.lookup(o.apiVersion, o.kind);
    if (found.status === 'found') findings += registry.validate(o, found).length;
  }
  return { ms: performance.now() - t, findings };
}

// --- start-up
const shippedRoot = schemaSetsRoot();
let t = performance.now();
const registry = createBuiltinRegistry(loadShippedSchemaSet('1.36'));
const startupMs = performance.now() - t;
const firstUse: string[] = [];
for (const [apiVersion, kind] of [['apps/v1', 'Deployment'], ['v1', 'ConfigMap'], ['rbac.authorization.k8s.io/v1', 'Role']] as const) {
  const found = registry.lookup(apiVersion, kind);
  if (found.status !== 'found') throw new Error(`${kind} missing`);
  t = performance.now();
  registry.validate({ apiVersion, kind, metadata: { name: 'x' } }, found);
  firstUse.push(`${apiVersion} ${(performance.now() - t).toFixed(2)} ms`);
}
t = performance.now();
const eager = loadShippedSchemaSet('1.36');
for (const gv of Object.keys(eager.index.groupVersions)) eager.load(gv);
const eagerMs = performance.now() - t;

// A synthetic set with 10× the group-versions (copies under other group names).
const big = path.join(root, 'bench/.work/builtins/kubernetes');
rmSync(big, { recursive: true, force: true });
mkdirSync(path.join(big, '1.36'), { recursive: true });
const index = JSON.parse(readFileSync(path.join(shippedRoot, '1.36', 'index.json'), 'utf8')) as { groupVersions: Record<string, unknown> };
const groupVersions: Record<string, unknown> = { ...index.groupVersions };
for (let copy = 1; copy < 10; copy++) for (const [gv, kinds] of Object.entries(index.groupVersions)) groupVersions[`copy${copy}-${gv.replace(/[/.]/g, '-')}.example.com/v1`] = kinds;
writeFileSync(path.join(big, '1.36', 'index.json'), JSON.stringify({ ...index, groupVersions }));
for (const f of readdirSync(path.join(shippedRoot, '1.36'))) if (f !== 'index.json') cpSync(path.join(shippedRoot, '1.36', f), path.join(big, '1.36', f));
const bigStartup: number[] = [];
const smallStartup: number[] = [];
for (let i = 0; i < 5; i++) {
  t = performance.now();
  createBuiltinRegistry(loadShippedSchemaSet('1.36', { root: big }));
  bigStartup.push(performance.now() - t);
  t = performance.now();
  createBuiltinRegistry(loadShippedSchemaSet('1.36'));
  smallStartup.push(performance.now() - t);
}

// --- per object: CPU time (the machine may be shared), rounds interleaved, best of 5 after a warm-up
const crdText = readFileSync(path.join(root, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), 'utf8');
t = performance.now();
const crds = loadCrds(loadManifests(parseYaml(crdText, { file: 'crd.yaml' }).documents).manifests, { cache: new ValidatorCache() });
const crdCompileMs = performance.now() - t;
const validator = crds.registry.lookup('platform.example.com/v1alpha1', 'TenantOnboarding')!;
const cpuMs = (fn: () => unknown): number => {
  const c = process.cpuUsage();
  fn();
  const d = process.cpuUsage(c);
  return (d.user + d.system) / 1000;
};
let builtinFindings = 0;
const runBuiltins = (): void => void (builtinFindings = timeBuiltins(registry).findings);
const runTenants = (): void => {
  for (const o of tenants) validator.validate(o);
};
runBuiltins();
runTenants();
const builtinTimes: number[] = [];
const crdTimes: number[] = [];
for (let round = 0; round < 5; round++) {
  builtinTimes.push(cpuMs(runBuiltins));
  crdTimes.push(cpuMs(runTenants));
}
const builtinBest = Math.min(...builtinTimes);
const crdBest = Math.min(...crdTimes);

const size = (xs: readonly KubeObject[]): number => Math.round(xs.reduce((n, o) => n + JSON.stringify(o).length, 0) / xs.length);
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`built-in kinds vs CRD kinds, ${count} objects each (CPU time, best of 5 interleaved rounds, after a warm-up)`);
console.log(`  built-ins (${KINDS.length} kinds, 1 in 5 mutated; ${builtinFindings} findings)  ${us(builtinBest, count)} per object`);
console.log(`  TenantOnboarding (CRD validator, 1 in 10 invalid)              ${us(crdBest, count)} per object`);
console.log(`  ratio built-in / CRD                                            ${(builtinBest / crdBest).toFixed(2)}× per object; ${((builtinBest / size(builtins)) / (crdBest / size(tenants))).toFixed(2)}× per byte (objects average ${size(builtins)} vs ${size(tenants)} bytes of JSON)`);
console.log('start-up with the schema set present');
console.log(`  registry from index.json (${Object.keys(index.groupVersions).length} group-versions)       ${startupMs.toFixed(2)} ms (median of 5 later: ${median(smallStartup).toFixed(2)} ms)`);
console.log(`  same with a 10× larger set (${Object.keys(groupVersions).length} group-versions)        ${median(bigStartup).toFixed(2)} ms (median of 5)`);
console.log(`  first use of a group-version (read + parse + validate one object): ${firstUse.join(', ')}`);
console.log(`  eager load of every group-version (what lazy loading avoids)      ${eagerMs.toFixed(2)} ms`);
console.log(`  CRD compile of TenantOnboarding (for comparison)                   ${crdCompileMs.toFixed(2)} ms`);
