// Compile time of the TenantOnboarding CRD and per-document validate time of the schema
// validator (src/core/schema). A benchmark, not a test: it prints figures and never fails.
//
//   npx tsx bench/schema/measure.ts [documents=10000]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadManifests, type KubeObject } from '../../src/core/manifest/manifest.js';
import { loadCrds, ValidatorCache } from '../../src/core/schema/index.js';
import { parseYaml } from '../../src/core/yaml/parse.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const crdFile = 'deploy/crds/tenantonboardings.platform.example.com.yaml';
const count = Number(process.argv[2] ?? 10_000);

const text = readFileSync(path.join(root, crdFile), 'utf8');
const { manifests } = loadManifests(parseYaml(text, { file: crdFile }).documents);

let t = performance.now();
let c = process.cpuUsage();
const cold = loadCrds(manifests, { cache: new ValidatorCache() });
const coldMs = performance.now() - t;
const coldCpu = process.cpuUsage(c);
const times: number[] = [];
c = process.cpuUsage();
for (let i = 0; i < 5; i++) {
  t = performance.now();
  loadCrds(manifests, { cache: new ValidatorCache() });
  times.push(performance.now() - t);
}
const warmCpu = process.cpuUsage(c);
const validator = cold.registry.lookup('platform.example.com/v1alpha1', 'TenantOnboarding');
if (!validator) throw new Error('the TenantOnboarding CRD did not load');

// Deterministic corpus: every 10th document is invalid in one of several ways.
function tenant(i: number): KubeObject {
  const spec: Record<string, unknown> = {
    namespace: `team-${i}`,
    resourceQuota: { cpu: i % 2 === 0 ? '20' : 8, memory: `${(i % 64) + 1}Gi`, gpuCount: i % 5 },
    networkPolicy: { allowEgressTo: ['catalog', 'kube-system'] },
    access: { adminGroups: [`team-${i}-admins`], editGroups: [`team-${i}-devs`] },
  };
  if (i % 10 === 3) spec.namespace = `Team_${i}`;
  if (i % 10 === 5) (spec.resourceQuota as Record<string, unknown>).gpuCount = 'four';
  if (i % 10 === 7) spec.unknownField = true;
  if (i % 10 === 9) (spec.resourceQuota as Record<string, unknown>).cpu = '-2';
  return { apiVersion: 'platform.example.com/v1alpha1', kind: 'TenantOnboarding', metadata: { name: `tenant-${i}`, namespace: 'tenants' }, spec };
}
const docs = Array.from({ length: count }, (_, i) => tenant(i));

// warm-up (JIT), then measure
for (let i = 0; i < Math.min(2000, count); i++) validator.validate(docs[i]!);
t = performance.now();
const cpu0 = process.cpuUsage();
let violations = 0;
let invalid = 0;
for (const d of docs) {
  const v = validator.validate(d);
  violations += v.length;
  if (v.some((x) => x.severity === 'error')) invalid++;
}
const validateMs = performance.now() - t;
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;
const old = tenant(1);
t = performance.now();
for (const d of docs) validator.validate(d, { oldObject: old });
const transitionMs = performance.now() - t;

const median = [...times].sort((a, b) => a - b)[2]!;
const ms = (u: NodeJS.CpuUsage): number => (u.user + u.system) / 1000;
console.log(`CRD compile (cold, first in process): ${coldMs.toFixed(1)} ms wall, ${ms(coldCpu).toFixed(1)} ms CPU`);
console.log(`CRD compile (warm, median of 5):      ${median.toFixed(1)} ms wall, ${(ms(warmCpu) / 5).toFixed(1)} ms CPU (mean)`);
console.log(`validate ${count} documents:          ${validateMs.toFixed(1)} ms (${((validateMs * 1000) / count).toFixed(1)} µs/document, ${Math.round(count / (validateMs / 1000))} documents/s)`);
console.log(`  CPU time:                           ${cpuMs.toFixed(1)} ms (${((cpuMs * 1000) / count).toFixed(1)} µs/document; wall time suffers on a busy machine)`);
console.log(`  with oldObject (transition rules):  ${transitionMs.toFixed(1)} ms (${((transitionMs * 1000) / count).toFixed(1)} µs/document)`);
console.log(`  ${invalid} invalid documents, ${violations} violations`);
