import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SourceFile } from '../manifest/input.js';
import type { KeptCrossFacts } from '../policy/cross.js';
import type { CachedParse, ScalarReading, YamlParseCache } from '../yaml/parse.js';
import { openCrdText, tenantPolicyText } from '../../../test/support/manifest-texts.js';
import { checkReport } from '../../../test/support/check-report.js';
import { gitBlobId } from '../manifest/files.js';
import { checkTree, type TreeCheckInput } from '../repository/check-tree.js';
import { checkRepository, type CheckInput } from './check.js';
import type { CrossFactsStore } from './kept-files.js';

/**
 * A check that reports some files (a `--base` run) and takes the other files' cross-document facts
 * from an earlier run instead of parsing them gives what the same check gives with every file
 * parsed: over generated repositories of tenants (shared and taken namespaces, repeated names,
 * budgets passed in kept and in reported files, negative and broken amounts), Namespaces,
 * parameter objects, CRDs and objects of other kinds, each changed file with or without a base.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const enc = new TextEncoder();
const file = (p: string, text: string): SourceFile => ({ path: p, bytes: enc.encode(text) });

/** The shipped pack's admission policies and parameters, with budgets small enough to pass. */
function policyFiles(): SourceFile[] {
  const admission = readdirSync(path.join(root, 'policies/admission')).filter((f) => f.endsWith('.yaml')).sort();
  const config = readFileSync(path.join(root, 'policies/driftgate.yaml'), 'utf8').replace('gpuCount: 64', 'gpuCount: 6').replace('cpu: "512"', 'cpu: "5"').replace('memory: 2Ti', 'memory: 3Gi');
  return [
    file('policies/driftgate.yaml', config),
    ...admission.map((f) => file(`policies/admission/${f}`, readFileSync(path.join(root, 'policies/admission', f), 'utf8'))),
    // A policy that reads the request's Namespace: a Namespace manifest in any file changes its verdicts.
    file(
      'policies/admission/tenant-team.yaml',
      tenantPolicyText('tenant-team', `    - expression: "!has(namespaceObject.metadata.labels) || !('team' in namespaceObject.metadata.labels)"
      message: the tenants' namespace is labelled with a team`),
    ),
  ];
}
const POLICIES = policyFiles();
const CRD = file('deploy/crds/tenantonboardings.yaml', readFileSync(path.join(root, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), 'utf8'));
const WIDGET_CRD = openCrdText({ group: 'example.com', kind: 'Widget', plural: 'widgets' });

const QUANTITIES = ['1', '2', '3', '500m', '-1', 'x', 4, '1Gi', '2Gi'] as const;
const NAMES = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
const NAMESPACES = ['team-a', 'team-b', 'team-c', 'kube-system'] as const;
/** `tenants` is where the tenants live: its labels are the Namespace a policy reads. */
const NAMESPACE_MANIFESTS = [...NAMESPACES, 'tenants'] as const;

const quantity = fc.option(fc.constantFrom(...QUANTITIES), { nil: undefined });
const doc = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      type: fc.constant('tenant' as const),
      name: fc.constantFrom(...NAMES),
      namespace: fc.option(fc.constantFrom(...NAMESPACES), { nil: undefined }),
      gpuCount: quantity,
      cpu: quantity,
      memory: quantity,
      egress: fc.array(fc.constantFrom(...NAMESPACES, 'elsewhere'), { maxLength: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('namespace' as const), name: fc.constantFrom(...NAMESPACE_MANIFESTS) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('widget' as const), name: fc.constantFrom(...NAMES), data: fc.constantFrom('x', 'y') }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('configmap' as const), name: fc.constantFrom('tenant-limits', 'other'), data: fc.constantFrom('1', '2') }) },
  { weight: 1, arbitrary: fc.constant({ type: 'crd' as const }) },
);
type Doc = typeof doc extends fc.Arbitrary<infer T> ? T : never;

function render(docs: readonly Doc[]): string {
  return docs
    .map((d) => {
      if (d.type === 'namespace') return `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: ${d.name}\n  labels: {team: platform}\n`;
      if (d.type === 'widget') return `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: ${d.name}\n  namespace: tenants\ndata: ${d.data}\n`;
      // The pack's parameter object (platform-policy/tenant-limits) again, with a lower GPU limit.
      if (d.type === 'configmap') return `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${d.name}\n  namespace: platform-policy\ndata:\n  maxGpusWithoutMlTier: "${d.data}"\n  maxCpuPerTenant: "64"\n  maxMemoryPerTenant: 256Gi\n  reservedNamespaces: team-c\n`;
      if (d.type === 'crd') return WIDGET_CRD;
      const lines = ['apiVersion: platform.example.com/v1', 'kind: TenantOnboarding', 'metadata:', `  name: ${d.name}`, '  namespace: tenants', 'spec:'];
      if (d.namespace !== undefined) lines.push(`  namespace: ${d.namespace}`);
      lines.push('  quota:');
      for (const field of ['gpuCount', 'cpu', 'memory'] as const) {
        const v = d[field];
        if (v !== undefined) lines.push(`    ${field}: ${typeof v === 'number' ? v : JSON.stringify(v)}`);
      }
      lines.push('  networkPolicy:', `    allowEgressTo: [${d.egress.join(', ')}]`, '  access:', `    adminGroups: [${d.name}-admins]`);
      return lines.join('\n') + '\n';
    })
    .join('---\n');
}

/** Kept facts in memory, as the cache on disk keeps them (JSON), counting what was found. */
class MemoryFactsStore implements CrossFactsStore {
  readonly #entries = new Map<string, string>();
  readonly #known = new Set<string>();
  hits = 0;
  get(id: string, context: string): KeptCrossFacts | undefined {
    const kept = this.#entries.get(`${context}\u0000${id}`);
    if (kept !== undefined) this.hits += 1;
    return kept === undefined ? undefined : (JSON.parse(kept) as KeptCrossFacts);
  }
  set(id: string, context: string, facts: KeptCrossFacts, mayLeaveUnread: boolean): void {
    this.#entries.set(`${context}\u0000${id}`, JSON.stringify(facts));
    if (mayLeaveUnread) this.#known.add(id);
  }
  mayLeaveUnread(id: string): boolean {
    return this.#known.has(id);
  }
}

/** A parse cache that keeps nothing and notes the texts parsed. */
class ParsedTexts implements YamlParseCache {
  readonly texts = new Set<string>();
  get(text: string, _reading: ScalarReading): CachedParse | undefined {
    this.texts.add(text);
    return undefined;
  }
  set(): void {}
}


/** Three files of one tenant each, cpu 1 + 4 + 1 against the test pack's budget of 5: it passes at the third. */
function threeTenantFiles(): [string, string][] {
  const tenant = (name: (typeof NAMES)[number], namespace: (typeof NAMESPACES)[number], cpu: (typeof QUANTITIES)[number]): Doc => ({ type: 'tenant', name, namespace, gpuCount: undefined, cpu, memory: undefined, egress: ['team-b'] });
  return [
    ['tenants/one.yaml', render([tenant('a', 'team-a', '1')])],
    ['tenants/two.yaml', render([tenant('b', 'team-b', 4)])],
    ['tenants/three.yaml', render([tenant('c', 'team-c', '1')])],
  ];
}

const NOW = new Date('2026-12-05T00:00:00Z');

function baseInput(files: ReadonlyMap<string, string>, selected: ReadonlySet<string>, base: ReadonlyMap<string, string>): CheckInput {
  return {
    files: [...files].map(([p, t]) => file(p, t)),
    selected,
    baseFiles: [...base].map(([p, t]) => file(p, t)),
    crdFiles: [CRD],
    policyFiles: POLICIES,
    now: NOW,
  };
}

describe('a check that takes unreported files from their kept cross-document facts', () => {
  it('reports what the check that parses every file reports', () => {
    let keptUsed = 0;
    let factsUsed = 0;
    fc.assert(
      fc.property(
        fc.array(fc.array(doc, { maxLength: 4 }), { minLength: 2, maxLength: 7 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 2 }),
        fc.array(fc.option(fc.array(doc, { maxLength: 3 }), { nil: undefined }), { maxLength: 2 }),
        (contents, picks, bases) => {
          const files = new Map(contents.map((docs, i) => [`tenants/f${i}.yaml`, render(docs)]));
          const paths = [...files.keys()];
          const selected = new Set(picks.map((n) => paths[n % paths.length]!));
          const base = new Map<string, string>();
          [...selected].forEach((p, i) => {
            const b = bases[i];
            if (b !== undefined) base.set(p, render(b));
          });
          const fullResult = checkRepository(baseInput(files, selected, base));
          const full = checkReport(fullResult);
          const store = new MemoryFactsStore();
          // The earlier run: every file parsed, its facts kept.
          const first = checkReport(checkRepository({ ...baseInput(files, selected, base), crossFacts: store }));
          expect(first).toBe(full);
          const parsed = new ParsedTexts();
          const kept = checkReport(checkRepository({ ...baseInput(files, selected, base), crossFacts: store, parseCache: parsed }));
          expect(kept).toBe(full);
          // Count the runs where some unreported file was not parsed at all: the property tests the kept path.
          if ([...files].some(([p, t]) => !selected.has(p) && !parsed.texts.has(t))) keptUsed += 1;
          // No store (--no-cache, the Action): each unreported file parsed for its facts alone.
          const byFacts = checkRepository({ ...baseInput(files, selected, base), unreportedByFacts: true });
          expect(checkReport(byFacts)).toBe(full);
          if (byFacts.manifests.length < fullResult.manifests.length) factsUsed += 1;
        },
      ),
      { numRuns: 150 },
    );
    expect(keptUsed).toBeGreaterThan(15);
    expect(factsUsed).toBeGreaterThan(15);
  });

  it('parses no unreported file whose objects no finding and no other stage needs', () => {
    const files = new Map(threeTenantFiles());
    const selected = new Set(['tenants/three.yaml']);
    const store = new MemoryFactsStore();
    checkRepository({ ...baseInput(files, selected, new Map()), crossFacts: store });
    const parsed = new ParsedTexts();
    const result = checkRepository({ ...baseInput(files, selected, new Map()), crossFacts: store, parseCache: parsed });
    expect(checkReport(result)).toBe(checkReport(checkRepository(baseInput(files, selected, new Map()))));
    // The budget (cpu 5) passes at tenant c, in the reported file, after the kept files' 1 + 4.
    expect(result.findings.map((f) => [f.ruleId, f.file])).toContainEqual(['cross/budget', 'tenants/three.yaml']);
    expect(result.findings.find((f) => f.ruleId === 'cross/budget')?.message).toContain('total cpu across 3 tenants is 6');
    expect(parsed.texts.has(files.get('tenants/one.yaml')!)).toBe(false);
    expect(parsed.texts.has(files.get('tenants/two.yaml')!)).toBe(false);
    expect(result.stats.objects).toBe(3);
  });

  it('reads no contents of an unreported file named by a blob whose facts are kept, through the tree check', () => {
    const texts = new Map([
      ...threeTenantFiles(),
      // Helm planning reads ConfigMaps (Flux valuesFrom): never left unread.
      ['tenants/values.yaml', render([{ type: 'configmap', name: 'other', data: '1' }])],
      // Not an object: classified by its contents on every run.
      ['tenants/settings.yaml', 'replicas: 2\n'],
    ]);
    const selected = new Set(['tenants/three.yaml']);
    const read = new Set<string>();
    /** A file of a revision as GitRepository defers it: path, blob and size now, contents when asked. */
    const deferred = (): SourceFile[] =>
      [...texts].map(([p, text]) => ({
        path: p,
        blob: gitBlobId(text),
        size: enc.encode(text).byteLength,
        get text(): string {
          read.add(p);
          return text;
        },
        get bytes(): Uint8Array {
          read.add(p);
          return enc.encode(text);
        },
      }));
    const input = (): TreeCheckInput => ({ ...baseInput(texts, selected, new Map()), files: deferred() });
    const store = new MemoryFactsStore();
    const full = checkReport(checkTree(input()));
    expect(checkReport(checkTree({ ...input(), crossFacts: store }))).toBe(full);
    read.clear();
    const kept = checkTree({ ...input(), crossFacts: store });
    expect(checkReport(kept)).toBe(full);
    expect(kept.findings.find((f) => f.ruleId === 'cross/budget')?.message).toContain('total cpu across 3 tenants is 6');
    expect([...read].sort()).toEqual(['tenants/settings.yaml', 'tenants/three.yaml', 'tenants/values.yaml']);
    expect(store.mayLeaveUnread(gitBlobId(texts.get('tenants/one.yaml')!))).toBe(true);
    expect(store.mayLeaveUnread(gitBlobId(texts.get('tenants/values.yaml')!))).toBe(false);
  });

  it('parses a kept file whose tenant claims the namespace a reported tenant claims, to name it', () => {
    const tenant = (name: (typeof NAMES)[number], namespace: (typeof NAMESPACES)[number]): Doc => ({ type: 'tenant', name, namespace, gpuCount: undefined, cpu: undefined, memory: undefined, egress: [] });
    const files = new Map([
      ['tenants/one.yaml', render([tenant('a', 'team-a')])],
      ['tenants/two.yaml', render([tenant('b', 'team-b')])],
      ['tenants/three.yaml', render([tenant('c', 'team-a')])],
    ]);
    const selected = new Set(['tenants/three.yaml']);
    const store = new MemoryFactsStore();
    checkRepository({ ...baseInput(files, selected, new Map()), crossFacts: store });
    const parsed = new ParsedTexts();
    const result = checkRepository({ ...baseInput(files, selected, new Map()), crossFacts: store, parseCache: parsed });
    expect(result.findings.find((f) => f.ruleId === 'cross/unique-tenant-namespace')?.message).toContain('TenantOnboarding tenants/a (tenants/one.yaml:7:14)');
    expect(parsed.texts.has(files.get('tenants/one.yaml')!)).toBe(true);
    expect(parsed.texts.has(files.get('tenants/two.yaml')!)).toBe(false);
  });
});
