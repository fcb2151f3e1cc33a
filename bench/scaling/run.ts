// Scaling benchmark (issue #11): doubles one input dimension at a time and prints how much
// longer `check` takes per doubling. A linear path gives ~2.0×; ~4× is quadratic. Prints, never
// asserts (timings are not tests).
//
//   npm run bench:scaling                  every dimension, files up to 10 MB
//   npm run bench:scaling -- --max-mb 2    a quicker run
//   npm run bench:scaling -- --only documents,cel
//
// Each point runs the pure core (`checkRepository`, what the CLI, the Action and the agent run)
// in-process on generated input, after a warm-up, repeated until it has taken at least 300 ms
// of CPU, and reports the mean CPU time per run (user + system of this process, which includes
// garbage collection): on a shared, loaded machine wall-clock ratios are noise, CPU time is not.
// The wall-clock time is printed too.
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkRepository } from '../../src/core/check/check.js';
import type { SourceFile } from '../../src/core/manifest/input.js';

const { values } = parseArgs({ args: process.argv.slice(2), options: { 'max-mb': { type: 'string', default: '10' }, only: { type: 'string', default: '' } } });
const maxBytes = Number(values['max-mb']) * 1024 * 1024;
const only = (values.only ?? '').split(',').filter(Boolean);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TENANT_CRD = readFileSync(path.join(ROOT, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), 'utf8');
const enc = new TextEncoder();
const NOW = new Date('2026-06-01T00:00:00Z');
const LIMITS = { maxBytes: 16 * 1024 * 1024 };

/** A CRD of one kind, Sample, whose spec.value carries the given schema (for patterns and CEL). */
function sampleCrd(valueSchema: string, rules = ''): string {
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: samples.bench.example.com
spec:
  group: bench.example.com
  names: {kind: Sample, plural: samples, singular: sample, listKind: SampleList}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
${rules}              properties:
                value: ${valueSchema}
`;
}

const tenant = (name: string, spec = `  resourceQuota: {cpu: "2", memory: 4Gi, gpuCount: 1}\n`): string =>
  `apiVersion: platform.example.com/v1alpha1\nkind: TenantOnboarding\nmetadata:\n  name: ${name}\n  namespace: tenants\nspec:\n  namespace: ${name}\n${spec}`;

interface Dimension {
  readonly name: string;
  readonly unit: string;
  readonly start: number;
  /** The files of one point of size n. */
  build(n: number): { files: SourceFile[]; crdFiles: SourceFile[] };
}

const file = (p: string, text: string): SourceFile => ({ path: p, bytes: enc.encode(text) });

const DIMENSIONS: readonly Dimension[] = [
  {
    name: 'documents',
    unit: 'documents in one file',
    start: 2000,
    build: (n) => ({
      files: [file('t/many.yaml', Array.from({ length: n }, (_, i) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c${i}\ndata:\n  k: v\n`).join('---\n'))],
      crdFiles: [],
    }),
  },
  {
    name: 'file-size',
    unit: 'KiB of one block scalar',
    start: 256,
    build: (n) => {
      const line = `    ${'x'.repeat(123)}\n`;
      return { files: [file('t/big.yaml', `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: big\ndata:\n  big: |\n${line.repeat(n * 8)}`)], crdFiles: [] };
    },
  },
  {
    name: 'list-length',
    unit: 'items in one list (schema-validated)',
    start: 10_000,
    build: (n) => ({
      files: [file('t/list.yaml', tenant('list', `  access:\n    adminGroups:\n${Array.from({ length: n }, (_, i) => `      - group-${i}\n`).join('')}`))],
      crdFiles: [file('deploy/crds/t.yaml', TENANT_CRD)],
    }),
  },
  {
    name: 'findings',
    unit: 'invalid tenants (one finding each) in one file',
    start: 1000,
    build: (n) => ({
      files: [file('t/invalid.yaml', Array.from({ length: n }, (_, i) => tenant(`t${i}`, `  resourceQuota: {cpu: "2", memory: 4Gi, gpuCount: -1}\n`)).join('---\n'))],
      crdFiles: [file('deploy/crds/t.yaml', TENANT_CRD)],
    }),
  },
  {
    name: 'pattern-length',
    unit: 'characters of a literal pattern (and of the value it matches)',
    start: 4096,
    build: (n) => ({
      files: [file('t/s.yaml', `apiVersion: bench.example.com/v1\nkind: Sample\nmetadata: {name: s, namespace: ns}\nspec:\n  value: ${'a'.repeat(n)}\n`)],
      crdFiles: [file('deploy/crds/s.yaml', sampleCrd(`{type: string, pattern: '^${'a'.repeat(n)}$'}`))],
    }),
  },
  {
    name: 'cel-length',
    unit: 'characters of a CRD validation rule (x 200 objects)',
    start: 160,
    build: (n) => {
      const term = 'self.value.size() > 0';
      const rule = Array.from({ length: Math.max(1, Math.floor(n / (term.length + 4))) }, () => term).join(' && ');
      const objects = Array.from({ length: 200 }, (_, i) => `apiVersion: bench.example.com/v1\nkind: Sample\nmetadata: {name: s${i}, namespace: ns}\nspec:\n  value: abc\n`).join('---\n');
      return {
        files: [file('t/s.yaml', objects)],
        crdFiles: [file('deploy/crds/s.yaml', sampleCrd('{type: string}', `              x-kubernetes-validations:\n                - rule: '${rule}'\n`))],
      };
    },
  },
];

/** CEL rules are capped at 5 KiB by the API server; the CEL dimension stops there. */
const MAX_CEL = 5120;

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function measure(input: { files: SourceFile[]; crdFiles: SourceFile[] }): { ms: number; wallMs: number; findings: number } {
  const run = (): number => checkRepository({ ...input, now: NOW, limits: LIMITS }).findings.length;
  const findings = run(); // warm-up
  let runs = 0;
  const cpu = cpuMs();
  const wall = performance.now();
  do {
    run();
    runs += 1;
  } while (cpuMs() - cpu < 300);
  return { ms: (cpuMs() - cpu) / runs, wallMs: (performance.now() - wall) / runs, findings };
}

process.stdout.write(`scaling of driftgate check (node ${process.version}); each row doubles the input, ratio = time / time of the row before\n`);
for (const d of DIMENSIONS) {
  if (only.length > 0 && !only.includes(d.name)) continue;
  process.stdout.write(`\n${d.name}: ${d.unit}\n${'n'.padStart(10)} ${'bytes'.padStart(11)} ${'findings'.padStart(9)} ${'cpu ms'.padStart(10)} ${'ratio'.padStart(7)} ${'wall ms'.padStart(10)}\n`);
  let previous: number | undefined;
  const ratios: number[] = [];
  for (let n = d.start; ; n *= 2) {
    if (d.name === 'cel-length' && n > MAX_CEL) break;
    const input = d.build(n);
    const bytes = [...input.files, ...input.crdFiles].reduce((s, f) => s + f.bytes.byteLength, 0);
    if (bytes > maxBytes) break;
    let point: { ms: number; wallMs: number; findings: number };
    try {
      point = measure(input);
    } catch (error) {
      // Not a timing: a crash of the check itself (report it; the dimension stops here).
      const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 120);
      process.stdout.write(`${String(n).padStart(10)} ${String(bytes).padStart(11)}  CRASH ${message}${message.length >= 120 ? '…' : ''}\n`);
      break;
    }
    const { ms, wallMs, findings } = point;
    const ratio = previous === undefined ? undefined : ms / previous;
    if (ratio !== undefined) ratios.push(ratio);
    process.stdout.write(`${String(n).padStart(10)} ${String(bytes).padStart(11)} ${String(findings).padStart(9)} ${ms.toFixed(1).padStart(10)} ${(ratio === undefined ? '' : `${ratio.toFixed(2)}×`).padStart(7)} ${wallMs.toFixed(1).padStart(10)}\n`);
    previous = ms;
  }
  if (ratios.length > 0) process.stdout.write(`  worst doubling ${Math.max(...ratios).toFixed(2)}×, last doubling ${(ratios[ratios.length - 1] ?? 0).toFixed(2)}×\n`);
}
