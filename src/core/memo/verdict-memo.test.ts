import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CelRunBudget } from '../cel/index.js';
import { checkRepository, type CheckResult } from '../check/check.js';
import { CheckRunMemo } from '../check/run-memo.js';
import type { SourceFile } from '../manifest/input.js';
import { shippedBuiltinRegistry } from '../../io/builtin-schemas.js';
import { VerdictMemo, type VerdictStore } from './verdict-memo.js';
import { DiskVerdictStore } from '../../io/cache/verdict-cache.js';
import { tenantPolicyText } from '../../../test/support/manifest-texts.js';
import { checkReport } from '../../../test/support/check-report.js';

// The verdict memo (the sync agent's incremental judging) must give what a full run gives, on
// every kind of change: the objects it does not judge again are those whose verdicts cannot
// have changed. Each revision below is checked twice, with one memo kept across the sequence
// and without any, and the reports must be the same, finding for finding.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const enc = new TextEncoder();
const file = (p: string, text: string): SourceFile => ({ path: p, bytes: enc.encode(text) });

function policyFiles(): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'tests') walk(rel);
      } else if (entry.name.endsWith('.yaml')) out.push(file(rel, readFileSync(path.join(root, rel), 'utf8')));
    }
  };
  walk('policies');
  // A policy that reads the request's Namespace: its verdicts change with the Namespace's labels.
  out.push(
    file(
      'policies/admission/tenant-team.yaml',
      tenantPolicyText('tenant-team', `    - expression: "has(namespaceObject.metadata.labels) && namespaceObject.metadata.labels['team'] == 'platform'"
      message: tenants live in the platform team's namespace`),
    ),
  );
  return out;
}

/** A ValidatingAdmissionPolicy on TenantOnboardings with these validations (YAML lines), and its binding. */

const crdText = readFileSync(path.join(root, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), 'utf8');

interface TenantShape {
  readonly name: string;
  readonly gpus?: number;
  /** null: no cpu at all (the CRD may default it). */
  readonly cpu?: number | null;
  readonly ml?: boolean;
  readonly admin?: string;
}

function tenant(t: TenantShape): string {
  return [
    'apiVersion: platform.example.com/v1',
    'kind: TenantOnboarding',
    'metadata:',
    `  name: ${t.name}`,
    '  namespace: tenants',
    ...(t.ml ? ['  labels: {tier: ml}'] : []),
    'spec:',
    `  namespace: ${t.name}`,
    '  quota:',
    ...(t.cpu === null ? [] : [`    cpu: ${t.cpu ?? 4}`]),
    '    memory: 8Gi',
    `    gpuCount: ${t.gpus ?? 0}`,
    '  access:',
    `    adminGroups: [${t.admin ?? `${t.name}-admins`}]`,
    '',
  ].join('\n');
}

const tenants = (shapes: readonly TenantShape[]): string => shapes.map(tenant).join('---\n');

interface Revision {
  readonly name: string;
  readonly files: readonly SourceFile[];
  readonly crd?: string;
  readonly policies?: readonly SourceFile[];
  readonly budget?: () => CelRunBudget;
}

const a = [{ name: 'alpha' }, { name: 'beta', gpus: 12 }, { name: 'gamma', cpu: 100 }];
const b = [{ name: 'delta', admin: 'system:masters' }, { name: 'epsilon', gpus: 2, cpu: null }];
const c = [{ name: 'zeta', gpus: 9, ml: true }, { name: 'eta' }];
const limits = (maxGpus: number): string => `apiVersion: v1
kind: ConfigMap
metadata: {name: tenant-limits, namespace: platform-policy}
data:
  maxGpusWithoutMlTier: "${maxGpus}"
  maxCpuPerTenant: "64"
  maxMemoryPerTenant: 256Gi
  reservedNamespaces: default
`;
const namespace = (labels: string): string => `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: tenants\n  labels: {${labels}}\n`;

const start = [
  file('tenants/a.yaml', tenants(a)),
  file('tenants/b.yaml', tenants(b)),
  file('tenants/c.yaml', tenants(c)),
  file('platform/namespace.yaml', namespace('team: platform')),
  file('platform/limits.yaml', limits(8)),
  file('platform/deployment.yaml', 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, namespace: tenants}\nspec:\n  replicas: "two"\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n      containers: [{name: web, image: nginx}]\n'),
];
const replace = (files: readonly SourceFile[], p: string, text: string | undefined): SourceFile[] =>
  text === undefined ? files.filter((f) => f.path !== p) : files.some((f) => f.path === p) ? files.map((f) => (f.path === p ? file(p, text) : f)) : [...files, file(p, text)];
const edited = replace(start, 'tenants/a.yaml', tenants([{ name: 'alpha', gpus: 20 }, ...a.slice(1)]));
const renamed = [...edited.filter((f) => f.path !== 'tenants/b.yaml'), file('tenants/renamed-b.yaml', tenants(b))];
const deleted = replace(renamed, 'tenants/c.yaml', undefined);
const reparams = replace(deleted, 'platform/limits.yaml', limits(1));
const relabelled = replace(reparams, 'platform/namespace.yaml', namespace('team: other'));
const policies = policyFiles();
// Another message for a policy that already fires on an unchanged file (beta asks for 12 GPUs).
const changedPack = policies.map((f) => (f.path.endsWith('tenant-gpu-limit.yaml') ? file(f.path, new TextDecoder().decode(f.bytes).replace(" asks for ' + string(variables.gpus)", " requests ' + string(variables.gpus)")) : f));
// At most 10 GPUs (a schema error for alpha's 20), and a default cpu over the pack's ceiling (an
// admission error for epsilon, which sets none): verdicts on files that did not change.
const narrowerCrd = crdText
  .replace(/( +)gpuCount:\n(\1 +)type: integer\n/g, '$1gpuCount:\n$2type: integer\n$2maximum: 10\n')
  .replace(/( +)cpu:\n(\1 +)(description: CPU requests limit[^\n]*\n)/g, '$1cpu:\n$2$3$2default: "100"\n');

const revisions: readonly Revision[] = [
  { name: 'the first revision', files: start },
  { name: 'the same revision again', files: start },
  { name: 'one tenant edited', files: edited },
  { name: 'a file renamed', files: renamed },
  { name: 'a file deleted', files: deleted },
  { name: 'a parameter object changed', files: reparams },
  { name: 'a Namespace relabelled', files: relabelled },
  { name: 'the CRD narrowed', files: relabelled, crd: narrowerCrd },
  { name: 'a policy of the pack changed', files: relabelled, crd: narrowerCrd, policies: changedPack },
  { name: "the run's CEL budget nearly spent", files: relabelled, crd: narrowerCrd, policies: changedPack, budget: () => new CelRunBudget({ total: 20 }) },
  { name: 'the budget back to its size', files: relabelled, crd: narrowerCrd, policies: changedPack },
  { name: 'back to the first revision', files: start },
];

function run(r: Revision, memo: VerdictStore | undefined): CheckResult {
  return checkRepository({
    files: r.files,
    crdFiles: [file('deploy/crds/tenantonboardings.yaml', r.crd ?? crdText)],
    policyFiles: r.policies ?? policies,
    builtins: shippedBuiltinRegistry(),
    now: new Date('2026-12-05T00:00:00Z'),
    ...(r.budget ? { runMemo: new CheckRunMemo({ celBudget: r.budget() }) } : {}),
    ...(memo ? { verdictMemo: memo } : {}),
  });
}


describe('VerdictMemo: incremental judging gives what a full run gives', () => {
  it('on edits, renames, deletions, parameter, Namespace, CRD, pack and budget changes', () => {
    const memo = new VerdictMemo({ maxChars: 64 * 1024 * 1024 });
    let hitsBefore = 0;
    for (const r of revisions) {
      const full = checkReport(run(r, undefined));
      const incremental = checkReport(run(r, memo));
      expect(incremental, r.name).toBe(full);
      // Each revision's verdicts differ from the first's somewhere: the sequence tests something.
      if (r !== revisions[0] && r !== revisions[1] && r !== revisions.at(-1)) expect(full, r.name).not.toBe(checkReport(run(revisions[0] as Revision, undefined)));
      if (r === revisions[1]) expect(memo.stats.hits, 'the unchanged revision is found again').toBeGreaterThan(hitsBefore);
      // ... and each differs from the one before: the change reached a verdict.
      const before = revisions[revisions.indexOf(r) - 1];
      if (before && r !== revisions[1]) expect(full, r.name).not.toBe(checkReport(run(before, undefined)));
      hitsBefore = memo.stats.hits;
    }
  });

  it('finds every object of an unchanged revision again, and judges the objects of a changed file anew', () => {
    const memo = new VerdictMemo({ maxChars: 64 * 1024 * 1024 });
    run(revisions[0] as Revision, memo);
    const first = { ...memo.stats };
    run(revisions[0] as Revision, memo);
    expect(memo.stats.misses).toBe(first.misses);
    expect(memo.stats.hits).toBeGreaterThan(first.hits);
    const before = { ...memo.stats };
    run({ name: 'edited', files: edited }, memo);
    // tenants/a.yaml holds three tenants, each with a schema and an admission verdict.
    expect(memo.stats.misses - before.misses).toBe(6);
  });

  it("keeps no verdict the run's CEL budget may have cut short, and finds none where it could cut one", () => {
    const memo = new VerdictMemo({ maxChars: 64 * 1024 * 1024 });
    const tight: Revision = { name: 'tight', files: start, budget: () => new CelRunBudget({ total: 20 }) };
    const roomy: Revision = { name: 'roomy', files: start };
    for (const r of [tight, roomy, tight, roomy]) expect(checkReport(run(r, memo)), r.name).toBe(checkReport(run(r, undefined)));
  });

  it('keeps no more than its bound, dropping the least recently used files first', () => {
    const memo = new VerdictMemo({ maxChars: 3_000 });
    run(revisions[0] as Revision, memo);
    expect(memo.size).toBeLessThanOrEqual(3_000);
    expect(checkReport(run(revisions[0] as Revision, memo))).toBe(checkReport(run(revisions[0] as Revision, undefined)));
  });

  it('drops the least recently used file of a kind first, whatever order the files were added in', () => {
    // Each file counts its text and path (10 + 6 characters) and the verdict's measure (1 + 4).
    const texts = new Map([...'abcd'].map((n) => [`${n}.yaml`, n.repeat(10)]));
    const memo = new VerdictMemo({ maxChars: 3 * 21 });
    const scope = memo.scope<string>('schema', 'context', texts);
    for (const n of 'abc') scope.set(`${n}.yaml`, '0', n, 4);
    expect(memo.size).toBe(63);
    // a and then b are used again: c is the least recently used now.
    const again = memo.scope<string>('schema', 'context', texts);
    expect(again.get('a.yaml', '0')).toBe('a');
    expect(again.get('b.yaml', '0')).toBe('b');
    again.set('d.yaml', '0', 'd', 4);
    expect(memo.size).toBe(63);
    expect(again.get('c.yaml', '0')).toBeUndefined();
    expect(again.get('a.yaml', '0')).toBe('a');
    expect(again.get('d.yaml', '0')).toBe('d');
    // A file whose text changed is dropped at once, and its place is free.
    const changed = memo.scope<string>('schema', 'context', new Map([...texts, ['b.yaml', 'B'.repeat(10)]]));
    expect(changed.get('b.yaml', '0')).toBeUndefined();
    expect(memo.size).toBe(42);
  });

  it('keeps nothing of a file larger than its whole bound, and counts only what it keeps', () => {
    const memo = new VerdictMemo({ maxChars: 100 });
    run(revisions[0] as Revision, memo);
    expect(memo.size).toBe(0);
    expect(checkReport(run(revisions[0] as Revision, memo))).toBe(checkReport(run(revisions[0] as Revision, undefined)));
  });

  it('ignores a path that a run reads twice', () => {
    const memo = new VerdictMemo({ maxChars: 64 * 1024 * 1024 });
    const twice: Revision = { name: 'twice', files: [file('tenants/a.yaml', tenants(a)), file('tenants/a.yaml', tenants(b))] };
    run(twice, memo);
    const misses = memo.stats.misses;
    expect(checkReport(run(twice, memo))).toBe(checkReport(run(twice, undefined)));
    expect(memo.stats.misses - misses).toBe(10);
  });
});

describe('VerdictMemo: verdicts judged against an old object (a --base run)', () => {
  // GPUs may not shrink, said once as a CEL transition rule in the CRD (oldSelf, the schema's
  // verdict) and once as an UPDATE check in the pack (oldObject, admission's verdict; admission
  // runs only on an object its schema admits). The head is the same in every run; only its base
  // changes, so only the old object in a verdict's key can tell the runs apart.
  const shrinkRule = crdText.replace(/( +)gpuCount:\n(\1 +)type: integer\n/g, '$1gpuCount:\n$2type: integer\n$2x-kubernetes-validations: [{rule: "self >= oldSelf", message: "gpuCount may not shrink"}]\n');
  const noShrinkPolicy = file(
    'policies/admission/no-shrink.yaml',
    tenantPolicyText('no-shrink', '    - expression: "oldObject == null || object.spec.quota.gpuCount >= oldObject.spec.quota.gpuCount"\n      message: a tenant keeps its GPUs'),
  );
  const head = file('tenants/a.yaml', tenants([{ name: 'alpha', gpus: 20 }]));
  const atBase = (gpus: number | undefined): SourceFile[] => (gpus === undefined ? [] : [file('tenants/a.yaml', tenants([{ name: 'alpha', gpus, cpu: 3 }]))]);
  const judges = {
    schema: { crd: shrinkRule, policies, message: 'gpuCount may not shrink' },
    admission: { crd: crdText, policies: [...policies, noShrinkPolicy], message: 'a tenant keeps its GPUs' },
  };

  function runAgainst(judge: keyof typeof judges, baseGpus: number | undefined, memo: VerdictStore | undefined): string {
    return checkReport(
      checkRepository({
        files: [head, ...start.filter((f) => f.path !== 'tenants/a.yaml')],
        baseFiles: atBase(baseGpus),
        selected: new Set(['tenants/a.yaml']),
        crdFiles: [file('deploy/crds/tenantonboardings.yaml', judges[judge].crd)],
        policyFiles: judges[judge].policies,
        builtins: shippedBuiltinRegistry(),
        now: new Date('2026-12-05T00:00:00Z'),
        ...(memo ? { verdictMemo: memo } : {}),
      }),
    );
  }

  /** The store, counting the verdicts of one kind it finds. */
  function countFound(inner: VerdictStore, kind: string): { store: VerdictStore; found: () => number } {
    let found = 0;
    const store: VerdictStore = {
      ...(inner.persistent ? { persistent: true } : {}),
      stats: inner.stats,
      scope: <T>(k: string, context: string, texts: ReadonlyMap<string, string>) => {
        const scope = inner.scope<T>(k, context, texts);
        return {
          get: (p: string, item: string) => {
            const verdict = scope.get(p, item);
            if (verdict !== undefined && k === kind) found += 1;
            return verdict;
          },
          set: (p: string, item: string, verdict: T, chars: number) => scope.set(p, item, verdict, chars),
        };
      },
      latest: (k, key, make) => inner.latest(k, key, make),
      latestData: (k, key, make, read) => inner.latestData(k, key, make, read),
    };
    return { store, found: () => found };
  }

  for (const judge of ['schema', 'admission'] as const) {
    it(`${judge}: a verdict is found again only against the same old object, in memory and on disk`, () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-old-verdicts-'));
      try {
        const expected = new Map([5, 30, undefined].map((gpus) => [gpus, runAgainst(judge, gpus, undefined)]));
        // The rule fires when the base had more GPUs, not when it had fewer, nor on a new file.
        expect(expected.get(30)).toContain(judges[judge].message);
        expect(expected.get(5)).not.toContain(judges[judge].message);
        expect(expected.get(undefined)).not.toContain(judges[judge].message);
        const memo = new VerdictMemo({ maxChars: 64 * 1024 * 1024 });
        const stores: [string, () => VerdictStore][] = [
          ['memory', () => memo],
          ['disk', () => new DiskVerdictStore({ dir, build: 'test' })],
        ];
        for (const [where, open] of stores) {
          let found = 0;
          for (const [i, gpus] of [5, 30, undefined, 30, 5].entries()) {
            const store = open();
            const counted = countFound(store, judge);
            const report = runAgainst(judge, gpus, counted.store);
            if (store instanceof DiskVerdictStore) store.close();
            expect(report, `${where}, a base with ${gpus ?? 'no'} GPUs`).toBe(expected.get(gpus));
            if (i >= 3) found += counted.found();
          }
          // The last two runs meet bases seen before: the changed tenant's verdict is found again.
          expect(found, where).toBe(2);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});

describe('VerdictMemo.latest: the pack and its type check carried to the next run', () => {
  it('computes again only when the key text changes, and keeps one value per kind', () => {
    const memo = new VerdictMemo({ maxChars: 1_000 });
    let made = 0;
    const make = (v: string) => (): string => {
      made += 1;
      return v;
    };
    expect(memo.latest('pack', 'k1', make('one'))).toBe('one');
    expect(memo.latest('pack', 'k1', make('other'))).toBe('one');
    expect(made).toBe(1);
    expect(memo.latest('pack', 'k2', make('two'))).toBe('two');
    expect(memo.latest('pack', 'k1', make('one again'))).toBe('one again'); // only the latest is kept
    expect(memo.latest('types', 'k1', make('types'))).toBe('types'); // kinds are apart
    expect(made).toBe(4);
  });

  it("follows the pack's text and the CRDs it is type-checked against, as a full run does", () => {
    // A policy with a misspelt field: a type-check warning at its expression, against the CRD's schema.
    const misspelt = (lead: string): SourceFile =>
      file('policies/admission/misspelt.yaml', lead + tenantPolicyText('misspelt', '    - expression: "!has(object.spec.resourceQuotas) || object.spec.resourceQuotas.gpuCount <= 8"'));
    // both served versions (v1alpha1's resourceQuota, v1's quota) gain a resourceQuotas object
    const withCrdField = crdText.replace(/( +)(resourceQuota|quota):\n(\1 +)type: object\n/g, '$1resourceQuotas:\n$3type: object\n$3x-kubernetes-preserve-unknown-fields: true\n$1$2:\n$3type: object\n');
    expect(withCrdField).not.toBe(crdText);
    const sequence: Revision[] = [
      { name: 'the misspelt policy', files: start, policies: [...policies, misspelt('')] },
      { name: 'a comment above it: the warning moves a line', files: start, policies: [...policies, misspelt('# moved\n')] },
      { name: 'the CRD gains the field: no warning', files: start, policies: [...policies, misspelt('# moved\n')], crd: withCrdField },
      { name: 'back to the first', files: start, policies: [...policies, misspelt('')] },
    ];
    const memo = new VerdictMemo({ maxChars: 64 * 1024 * 1024 });
    const warnings: string[] = [];
    for (const r of sequence) {
      const full = run(r, undefined);
      expect(checkReport(run(r, memo)), r.name).toBe(checkReport(full));
      warnings.push(JSON.stringify(full.findings.filter((f) => f.ruleId === 'policy-pack/cel-schema').map((f) => [f.file, f.line, f.column])));
    }
    // each step changed the type check: the memo could not have answered with the step before
    expect(warnings[0]).toContain('misspelt.yaml');
    expect(new Set(warnings).size).toBe(3);
    expect(warnings[2]).toBe('[]');
    expect(warnings[3]).toBe(warnings[0]);
  });
});

// `check --cache-dir` keeps the same verdicts on disk (src/io/cache/verdict-cache.ts): each run
// below is a process of its own, with a store opened on the same folder and closed at its end.
describe('DiskVerdictStore: runs of their own, on one cache folder, give what a full run gives', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const folder = (): string => {
    const d = mkdtempSync(path.join(tmpdir(), 'driftgate-verdict-cache-'));
    folders.push(d);
    return d;
  };
  /** One run of `check` with the cache: open, judge, close (the pack is written). */
  const runOnDisk = (r: Revision, dir: string): { result: CheckResult; stats: DiskVerdictStore['stats'] } => {
    const store = new DiskVerdictStore({ dir, build: 'test' });
    const result = run(r, store);
    store.close();
    return { result, stats: store.stats };
  };

  it('on edits, renames, deletions, parameter, Namespace, CRD, pack and budget changes', () => {
    const dir = folder();
    for (const r of revisions) {
      const { result, stats } = runOnDisk(r, dir);
      expect(checkReport(result), r.name).toBe(checkReport(run(r, undefined)));
      if (r === revisions[1]) expect(stats.hits, 'the unchanged revision is found again').toBeGreaterThan(0);
    }
  });

  it('finds every object of an unchanged revision again, and judges the objects of a changed file anew', () => {
    const dir = folder();
    const first = runOnDisk(revisions[0] as Revision, dir).stats;
    expect(first.hits).toBe(0);
    expect(first.writes).toBeGreaterThan(0);
    const again = runOnDisk(revisions[0] as Revision, dir).stats;
    expect(again).toEqual({ hits: first.misses, misses: 0, writes: 0 });
    const edit = runOnDisk({ name: 'edited', files: edited }, dir).stats;
    // tenants/a.yaml holds three tenants, each with a schema and an admission verdict.
    expect(edit.misses).toBe(6);
  });

  it("keeps no verdict the run's CEL budget may have cut short, and finds none where it could cut one", () => {
    const dir = folder();
    const tight: Revision = { name: 'tight', files: start, budget: () => new CelRunBudget({ total: 20 }) };
    const roomy: Revision = { name: 'roomy', files: start };
    for (const r of [tight, roomy, tight, roomy]) expect(checkReport(runOnDisk(r, dir).result), r.name).toBe(checkReport(run(r, undefined)));
  });

  it('keeps plain data by its key for a later run, and makes it again under another key or when the kept entry is refused', () => {
    const dir = folder();
    const accept = (kept: unknown): string[] | undefined => (Array.isArray(kept) && kept.every((k) => typeof k === 'string') ? (kept as string[]) : undefined);
    let made = 0;
    const make = (value: string[]) => (): string[] => {
      made += 1;
      return value;
    };
    const first = new DiskVerdictStore({ dir, build: 'test' });
    expect(first.latestData('pack-types', 'key-1', make(['a', 'b']), accept)).toEqual(['a', 'b']);
    first.close();
    const second = new DiskVerdictStore({ dir, build: 'test' });
    expect(second.latestData('pack-types', 'key-1', make(['x']), accept)).toEqual(['a', 'b']);
    expect(made).toBe(1);
    expect(second.latestData('pack-types', 'key-2', make(['c']), accept)).toEqual(['c']);
    expect(second.latestData('other-kind', 'key-1', make(['d']), accept)).toEqual(['d']);
    expect(second.latestData('pack-types', 'key-1', make(['e']), () => undefined)).toEqual(['e']);
    expect(made).toBe(4);
    second.close();
    expect(new DiskVerdictStore({ dir, build: 'other' }).latestData('pack-types', 'key-1', make(['f']), accept)).toEqual(['f']);
  });

  it('keeps no verdict of a built-in kind: the built-in schema set has no name outside the process', () => {
    const dir = folder();
    const store = new DiskVerdictStore({ dir, build: 'test' });
    run(revisions[0] as Revision, store);
    store.close();
    const memo = new VerdictMemo({ maxChars: 64 * 1024 * 1024 });
    run(revisions[0] as Revision, memo);
    // The memory keeps the built-in objects' verdicts too (a Namespace, a ConfigMap): more misses.
    expect(memo.stats.misses).toBeGreaterThan(store.stats.misses);
  });
});
