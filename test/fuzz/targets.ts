// The fuzz targets: one per part of driftgate that reads untrusted input. Each takes an input
// drawn from its arbitrary, runs the real code in-process and throws a FuzzFailure when an
// invariant breaks: an exception escaping (a crash), an exit code outside 0/1/2, "internal
// error" on stderr, a finding about a file without a line and column, or a value that cannot
// be serialised (a cycle let through). Time and memory are watched by the runner.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import { checkRepository } from '../../src/core/check/check.js';
import type { SourceFile } from '../../src/core/manifest/input.js';
import { compileCel, evaluate, T, toCelValue } from '../../src/core/cel/index.js';
import { compareCrdSets, DEFAULT_CONFIG, isCrdManifest } from '../../src/core/crd-compat/index.js';
import type { Finding } from '../../src/core/findings/finding.js';
import { SEVERITIES } from '../../src/core/findings/finding.js';
import { loadManifests } from '../../src/core/manifest/manifest.js';
import { runPolicyTestSuite } from '../../src/core/policy/index.js';
import { parseYaml } from '../../src/core/yaml/parse.js';
import { appendPointer } from '../../src/core/yaml/pointer.js';
import { main } from '../../src/cli/main.js';
import { CEL_SEEDS, CRD_TEXT, HAND_MADE_YAML, POLICY_FILES, SAMPLE_TENANT, TENANT_TEXTS } from './corpus.js';
import { celArb, mutatedText, yamlValueArb } from './mutate.js';

export class FuzzFailure extends Error {
  override readonly name = 'FuzzFailure';
}

export interface FuzzTarget<I = unknown> {
  readonly name: TargetName;
  readonly arbitrary: fc.Arbitrary<I>;
  run(input: I): Promise<void>;
  /** A short, printable form of the input for reports (full inputs are re-generated from the seed). */
  show(input: I): string;
}

export const TARGET_NAMES = ['yaml', 'schema', 'cel', 'policy', 'crd-diff', 'cli'] as const;
export type TargetName = (typeof TARGET_NAMES)[number];

const NOW = new Date('2026-06-01T00:00:00Z');
const enc = new TextEncoder();
const file = (p: string, text: string): SourceFile => ({ path: p, bytes: enc.encode(text) });
const ALL_YAML = [CRD_TEXT, ...TENANT_TEXTS, ...POLICY_FILES.values(), ...HAND_MADE_YAML];

/** Every finding that names a file also has a 1-based line and column within it. */
export function assertLocated(findings: readonly Finding[], lineCount?: (file: string) => number | undefined): void {
  for (const f of findings) {
    if (typeof f.ruleId !== 'string' || f.ruleId === '') throw new FuzzFailure(`finding without a rule id: ${JSON.stringify(f)}`);
    if (!(SEVERITIES as readonly string[]).includes(f.severity)) throw new FuzzFailure(`finding with severity ${String(f.severity)}`);
    if (typeof f.message !== 'string' || f.message === '') throw new FuzzFailure(`finding without a message: ${f.ruleId}`);
    if (f.file === undefined) continue;
    if (!Number.isInteger(f.line) || !Number.isInteger(f.column) || (f.line ?? 0) < 1 || (f.column ?? 0) < 1) {
      throw new FuzzFailure(`finding not located: ${f.ruleId} in ${f.file} at ${String(f.line)}:${String(f.column)}: ${f.message}`);
    }
    const max = lineCount?.(f.file);
    if (max !== undefined && (f.line ?? 0) > max) throw new FuzzFailure(`finding past the end of ${f.file}: line ${String(f.line)} of ${max}: ${f.ruleId}`);
  }
}

function countLines(text: string): number {
  return (text.match(/\r\n|\r|\n/g)?.length ?? 0) + 1;
}

/** Pointers of a value, at most `limit` of them. */
function pointersOf(value: unknown, limit: number): string[] {
  const out: string[] = [];
  const visit = (v: unknown, p: string): void => {
    if (out.length >= limit) return;
    out.push(p);
    if (Array.isArray(v)) v.forEach((x, i) => visit(x, appendPointer(p, i)));
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) visit(x, appendPointer(p, k));
  };
  visit(value, '');
  return out;
}

const yamlTarget: FuzzTarget<string> = {
  name: 'yaml',
  arbitrary: mutatedText(ALL_YAML, 8),
  async run(text) {
    const result = parseYaml(text, { file: 'f.yaml' });
    const lines = countLines(text);
    assertLocated(result.findings, () => lines);
    for (const d of result.documents) {
      // A cycle let through would throw here ("Converting circular structure to JSON").
      JSON.stringify(d.value);
      for (const p of pointersOf(d.value, 300)) {
        const loc = d.locate(p);
        if (loc.line < 1 || loc.column < 1 || loc.line > lines) throw new FuzzFailure(`locate(${p}) gave ${loc.line}:${loc.column} in a file of ${lines} lines`);
      }
    }
  },
  show: (text) => text,
};

type SchemaInput = { readonly crd: string; readonly tenant: string };

const tenantFromValues = fc
  .record({ spec: fc.dictionary(fc.constantFrom('namespace', 'resourceQuota', 'networkPolicy', 'access', 'extra'), yamlValueArb, { maxKeys: 5 }), labels: fc.option(yamlValueArb) })
  .map(({ spec, labels }) => JSON.stringify({ ...SAMPLE_TENANT, metadata: { ...SAMPLE_TENANT.metadata, ...(labels !== null ? { labels } : {}) }, spec: { ...SAMPLE_TENANT.spec, ...spec } }));

const schemaTarget: FuzzTarget<SchemaInput> = {
  name: 'schema',
  arbitrary: fc.oneof(
    fc.record({ crd: fc.constant(CRD_TEXT), tenant: fc.oneof(mutatedText(TENANT_TEXTS, 6), tenantFromValues) }),
    fc.record({ crd: mutatedText([CRD_TEXT], 4), tenant: fc.constantFrom(...TENANT_TEXTS) }),
  ),
  async run(input) {
    const result = checkRepository({ files: [file('t.yaml', input.tenant)], crdFiles: [file('crd.yaml', input.crd)], now: NOW, strict: true });
    assertLocated(result.findings, (f) => (f === 't.yaml' ? countLines(input.tenant) : f === 'crd.yaml' ? countLines(input.crd) : undefined));
    JSON.stringify(result.findings);
  },
  show: (i) => `--- crd.yaml\n${i.crd}\n--- t.yaml\n${i.tenant}`,
};

const CEL_VARIABLES = { self: T.dyn, oldSelf: T.dyn, object: T.dyn, oldObject: T.dyn, params: T.dyn, variables: T.dyn } as const;
const celBindings = {
  self: toCelValue('abc-123'),
  oldSelf: toCelValue('abc'),
  object: toCelValue(SAMPLE_TENANT),
  oldObject: toCelValue(SAMPLE_TENANT),
  params: toCelValue({ data: { maxGpusWithoutMlTier: '8', maxCpuPerTenant: '64', maxMemoryPerTenant: '256Gi' } }),
  variables: toCelValue({ x: 1, cpu: '8', gpus: 2, maxGpus: 8, isMl: false }),
};

const celTarget: FuzzTarget<string> = {
  name: 'cel',
  arbitrary: celArb(CEL_SEEDS),
  async run(expression) {
    const compiled = compileCel(expression, { variables: CEL_VARIABLES });
    if (!compiled.ok) {
      const e = compiled.error;
      if (e.line < 1 || e.column < 1 || e.offset < 0) throw new FuzzFailure(`compile error not located: ${JSON.stringify(e)}`);
      return;
    }
    evaluate(compiled.program, celBindings);
  },
  show: (e) => e,
};

type PolicyInput = { readonly name: string; readonly policy: string; readonly tenant: string; readonly suite: boolean };
const ADMISSION = [...POLICY_FILES.keys()].filter((k) => k.startsWith('admission/') && k !== 'admission/params.yaml');

const policyTarget: FuzzTarget<PolicyInput> = {
  name: 'policy',
  arbitrary: fc.constantFrom(...ADMISSION).chain((name) =>
    fc.record({
      name: fc.constant(name),
      policy: mutatedText([POLICY_FILES.get(name) ?? ''], 5),
      tenant: fc.oneof(fc.constantFrom(...TENANT_TEXTS), mutatedText(TENANT_TEXTS, 3), tenantFromValues),
      // `policy test` costs about a second a run (every test case of the pack): one case in eight runs it.
      suite: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
    }),
  ),
  async run(input) {
    const pack = [...POLICY_FILES].map(([k, v]) => file(`policies/${k}`, k === input.name ? input.policy : v));
    const crd = file('deploy/crds/crd.yaml', CRD_TEXT);
    const result = checkRepository({ files: [file('t.yaml', input.tenant)], crdFiles: [crd], policyFiles: pack.filter((f) => !f.path.includes('/tests/')), now: NOW });
    assertLocated(result.findings);
    if (!input.suite) return;
    const suite = runPolicyTestSuite({ files: pack, crdFiles: [crd] });
    assertLocated([...suite.problems, ...suite.warnings, ...suite.failures]);
  },
  show: (i) => `--- policies/${i.name}\n${i.policy}\n--- t.yaml\n${i.tenant}`,
};

type CrdDiffInput = { readonly base: string; readonly head: string };

const crdDiffTarget: FuzzTarget<CrdDiffInput> = {
  name: 'crd-diff',
  arbitrary: fc.oneof(
    fc.record({ base: fc.constant(CRD_TEXT), head: mutatedText([CRD_TEXT], 6) }),
    fc.record({ base: mutatedText([CRD_TEXT], 6), head: fc.constant(CRD_TEXT) }),
  ),
  async run(input) {
    const read = (name: string, text: string) => loadManifests(parseYaml(text, { file: name }).documents).manifests.filter(isCrdManifest);
    const findings = compareCrdSets({ base: read('base.yaml', input.base), head: read('head.yaml', input.head), config: DEFAULT_CONFIG });
    assertLocated(findings);
    // The same change through `check` (base revision CRDs).
    const result = checkRepository({ files: [], crdFiles: [file('crd.yaml', input.head)], baseCrdFiles: [file('crd.yaml', input.base)], now: NOW });
    assertLocated(result.findings);
  },
  show: (i) => `--- base\n${i.base}\n--- head\n${i.head}`,
};

type CliInput = { readonly command: 'check' | 'crd-diff' | 'policy'; readonly format: string; readonly files: readonly { path: string; text: string }[] };

const cliTarget: FuzzTarget<CliInput> = {
  name: 'cli',
  arbitrary: fc.oneof(
    fc.record({
      command: fc.constant('check' as const),
      format: fc.constantFrom('json', 'text', 'sarif', 'github', 'markdown', 'junit'),
      files: fc.array(fc.record({ path: fc.constantFrom('t/a.yaml', 't/b.yaml', 't/c.yml', 'deploy/crds/crd.yaml'), text: mutatedText([...TENANT_TEXTS, CRD_TEXT, ...HAND_MADE_YAML], 5) }), { minLength: 1, maxLength: 3 }),
    }),
    fc.record({
      command: fc.constant('crd-diff' as const),
      format: fc.constantFrom('json', 'text', 'sarif'),
      files: fc.tuple(mutatedText([CRD_TEXT], 4), mutatedText([CRD_TEXT], 4)).map(([a, b]) => [{ path: 'base/crd.yaml', text: a }, { path: 'head/crd.yaml', text: b }]),
    }),
    fc.record({
      command: fc.constant('policy' as const),
      format: fc.constantFrom('json', 'text'),
      files: fc.constantFrom(...[...POLICY_FILES.keys()].filter((k) => k !== 'crd-compat.yaml')).chain((name) =>
        mutatedText([POLICY_FILES.get(name) ?? ''], 5).map((text) => [{ path: `policies/${name}`, text }]),
      ),
    }),
  ),
  async run(input) {
    const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-fuzz-'));
    try {
      mkdirSync(path.join(dir, '.git'));
      const write = (p: string, text: string): void => {
        mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
        writeFileSync(path.join(dir, p), text);
      };
      if (input.command === 'check') write('deploy/crds/tenantonboardings.yaml', CRD_TEXT);
      if (input.command === 'policy') {
        for (const [k, v] of POLICY_FILES) if (k !== 'crd-compat.yaml') write(`policies/${k}`, v);
        write('deploy/crds/tenantonboardings.yaml', CRD_TEXT);
      }
      for (const f of input.files) write(f.path, f.text);
      const argv =
        input.command === 'check' ? ['check', 't', 'deploy', '--format', input.format] : input.command === 'crd-diff' ? ['crd-diff', 'base', 'head', '--format', input.format] : ['policy', 'test', '--format', input.format];
      const { code, stdout, stderr } = await runInProcess(argv, dir);
      if (code !== 0 && code !== 1 && code !== 2) throw new FuzzFailure(`exit code ${String(code)}`);
      if (/internal error/i.test(stderr)) throw new FuzzFailure(`internal error: ${stderr.slice(0, 500)}`);
      if (input.format === 'json' && input.command !== 'policy' && (code === 0 || code === 1)) {
        const report = JSON.parse(stdout) as { findings: Finding[] };
        assertLocated(report.findings);
        if (code === 1 && report.findings.length === 0) throw new FuzzFailure('exit code 1 without a finding');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  show: (i) => `driftgate ${i.command} (--format ${i.format})\n` + i.files.map((f) => `--- ${f.path}\n${f.text}`).join('\n'),
};

export async function runInProcess(argv: readonly string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
  stderr.on('data', (d: Buffer) => (err += d.toString('utf8')));
  const code = await main({ argv, stdout, stderr, env: {}, cwd });
  return { code, stdout: out, stderr: err };
}

export const TARGETS: Readonly<Record<TargetName, FuzzTarget<never>>> = {
  yaml: yamlTarget as FuzzTarget<never>,
  schema: schemaTarget as FuzzTarget<never>,
  cel: celTarget as FuzzTarget<never>,
  policy: policyTarget as FuzzTarget<never>,
  'crd-diff': crdDiffTarget as FuzzTarget<never>,
  cli: cliTarget as FuzzTarget<never>,
};

/** The mix of the long run: cheap targets more often, every target every few cases. */
export const MIX: Readonly<Record<TargetName, number>> = { yaml: 35, schema: 20, cel: 25, policy: 5, 'crd-diff': 10, cli: 5 };
