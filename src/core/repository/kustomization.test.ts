import { describe, expect, it } from 'vitest';
import { parseYaml } from '../yaml/parse.js';
import { isRemoteReference, planKustomize, planKustomizeFiles, readKustomization, type Kustomization, type PathFact } from './kustomization.js';

function k(file: string, text: string): Kustomization {
  const doc = parseYaml(text, { file }).documents[0];
  if (!doc) throw new Error('no document');
  const read = readKustomization(file, doc);
  if (!read) throw new Error(`${file} is not a kustomization`);
  return read;
}

describe('reading a kustomization', () => {
  it('collects resources, directories, patches and generator inputs relative to its directory', () => {
    const read = k('apps/overlays/prod/kustomization.yaml', `resources:
  - ../../base
  - extra.yaml
components:
  - ../../components/monitoring
patches:
  - path: replicas.yaml
  - patch: |-
      - op: replace
        path: /spec/replicas
        value: 3
    target: {kind: Deployment, name: web}
patchesStrategicMerge:
  - memory.yaml
patchesJson6902:
  - path: ops.yaml
    target: {kind: Deployment, name: web}
configMapGenerator:
  - name: settings
    files: [app.properties, key=other.txt]
    envs: [vars.env]
`);
    expect(read.kind).toBe('Kustomization');
    expect(read.directories).toEqual(['apps/base', 'apps/components/monitoring']);
    expect(read.resourceFiles).toEqual(['apps/overlays/prod/extra.yaml']);
    expect(read.patches.map((p) => p.file ?? `inline ${p.pointer}`)).toEqual([
      'apps/overlays/prod/replicas.yaml',
      'inline /patches/1/patch',
      'apps/overlays/prod/ops.yaml',
      'apps/overlays/prod/memory.yaml',
    ]);
    expect(read.inputFiles).toEqual(['apps/overlays/prod/app.properties', 'apps/overlays/prod/other.txt', 'apps/overlays/prod/vars.env']);
    expect(read.remote).toEqual([]);
  });

  it('tells remote references from local paths', () => {
    for (const ref of ['https://github.com/org/repo//base?ref=v1', 'github.com/org/repo/base?ref=main', 'git@github.com:org/repo.git', 'ssh://git@host/repo', 'gitlab.example.com/team/repo/base']) {
      expect(isRemoteReference(ref), ref).toBe(true);
    }
    for (const ref of [
      'git::https://github.com/org/repo//base?ref=v1',
      'git::file:///srv/other-repo',
      'file:///etc/passwd',
      's3::https://bucket.s3.amazonaws.com/base',
      'gcs::https://www.googleapis.com/storage/v1/bucket/base',
      'hg::http://example.com/repo',
      'deploy@build-host:repos/base',
      'base?ref=main',
      'github.com/org/repo',
      'example.com:8080/org/repo',
      'sub//dir',
    ]) {
      expect(isRemoteReference(ref), ref).toBe(true);
    }
    for (const ref of ['../base', 'deployment.yaml', 'sub/dir', 'config.v1.yaml', './a.b/c']) expect(isRemoteReference(ref), ref).toBe(false);
  });

  it('a generator input or patch fetched from a URL is a remote reference too', () => {
    const read = k('app/kustomization.yaml', 'configMapGenerator:\n  - name: c\n    files: [https://example.com/app.properties]\npatches:\n  - path: https://example.com/patch.yaml\n');
    expect(read.remote).toEqual([
      { ref: 'https://example.com/patch.yaml', pointer: '/patches/0/path' },
      { ref: 'https://example.com/app.properties', pointer: '/configMapGenerator/0/files/0' },
    ]);
    expect(read.inputFiles).toEqual([]);
  });

  it('is not a kustomization when apiVersion is another group', () => {
    const doc = parseYaml('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n', { file: 'kustomization.yaml' }).documents[0];
    expect(doc && readKustomization('kustomization.yaml', doc)).toBeUndefined();
  });
});

describe('planning what to render', () => {
  const base = k('base/kustomization.yaml', 'resources: [deployment.yaml]\n');
  const component = k('components/x/kustomization.yaml', 'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\npatches: [{path: p.yaml}]\n');
  const staging = k('overlays/staging/kustomization.yaml', 'resources: [../../base]\ncomponents: [../../components/x]\npatches: [{path: patch.yaml}]\n');
  const prod = k('overlays/prod/kustomization.yaml', 'resources: [../../base, https://example.com/remote.yaml]\n');

  it('renders the kustomizations nothing else refers to; bases are reached through them', () => {
    const plan = planKustomize([base, component, staging, prod]);
    expect(plan.roots.map((r) => r.dir).sort()).toEqual(['overlays/prod', 'overlays/staging']);
    expect([...(plan.consumed.get('overlays/staging') ?? [])].sort()).toEqual([
      'base/deployment.yaml',
      'base/kustomization.yaml',
      'components/x/kustomization.yaml',
      'components/x/p.yaml',
      'overlays/staging/kustomization.yaml',
      'overlays/staging/patch.yaml',
    ]);
    expect(plan.chain.get('overlays/staging')?.map((c) => c.dir)).toEqual(['overlays/staging', 'base', 'components/x']);
  });

  it('refuses a root with a remote reference, with a finding at the reference', () => {
    const plan = planKustomize([base, prod]);
    expect(plan.refused.get('overlays/prod')).toMatch(/remote reference https:\/\/example\.com\/remote\.yaml/);
    expect(plan.findings).toEqual([expect.objectContaining({ ruleId: 'kustomize/remote-reference', file: 'overlays/prod/kustomization.yaml', line: 1, pointer: '/resources/1' })]);
  });

  it('a lone base is a root of its own', () => {
    expect(planKustomize([base]).roots.map((r) => r.dir)).toEqual(['base']);
  });
});

const files = (entries: Record<string, string>): { path: string; bytes: Uint8Array }[] => Object.entries(entries).map(([p, text]) => ({ path: p, bytes: new TextEncoder().encode(text) }));
const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n';

describe('every path resolved before kustomize runs', () => {
  it('takes paths from every field of the allow-list, each with the pointer of its entry', () => {
    const read = k('app/kustomization.yaml', `resources: [cm.yaml, ../base]
crds: [crd.yaml]
configurations: [conf.yaml]
openapi: {path: schema.json}
replacements: [{path: repl.yaml}]
patchesJson6902: [{path: ops.yaml, target: {kind: ConfigMap}}]
secretGenerator: [{name: s, env: s.env}]
`);
    expect(read.problems).toEqual([]);
    expect(read.references.map((r) => `${r.pointer} ${r.path} ${r.expect}`)).toEqual([
      '/resources/0 app/cm.yaml file-or-directory',
      '/resources/1 base file-or-directory',
      '/crds/0 app/crd.yaml file',
      '/patchesJson6902/0/path app/ops.yaml file',
      '/secretGenerator/0/env app/s.env file',
      '/configurations/0 app/conf.yaml file',
      '/replacements/0/path app/repl.yaml file',
      '/openapi/path app/schema.json file',
    ]);
  });

  it('refuses a remote form in any field, at the entry', () => {
    const fields: Record<string, string> = {
      '/openapi/path': 'openapi: {path: "https://example.com/schema.json"}',
      '/crds/0': 'crds: ["https://example.com/crd.yaml"]',
      '/patchesStrategicMerge/0': 'patchesStrategicMerge: ["github.com/org/repo/patch.yaml?ref=main"]',
      '/configurations/0': 'configurations: ["git::https://example.com/conf.yaml"]',
      '/replacements/0/path': 'replacements: [{path: "http://127.0.0.1:8080/r.yaml"}]',
      '/transformers/0': 'transformers: ["git::file:///srv/repo"]',
      '/generators/0': 'generators: ["s3::https://bucket/gen.yaml"]',
      '/components/0': 'components: ["git@github.com:org/repo.git"]',
      '/bases/0': 'bases: ["ssh://git@host/repo"]',
      '/configMapGenerator/0/envs/0': 'configMapGenerator: [{name: c, envs: ["gcs::https://x/y.env"]}]',
    };
    for (const [pointer, text] of Object.entries(fields)) {
      const read = k('app/kustomization.yaml', `${text}\n`);
      expect(read.problems, text).toEqual([expect.objectContaining({ ruleId: 'kustomize/remote-reference', pointer })]);
      expect(read.references, text).toEqual([]);
    }
  });

  it('refuses absolute paths and ../ that leaves the repository, for files and bases alike', () => {
    const read = k('app/kustomization.yaml', 'resources: [../../outside, /etc/passwd, ../inside.yaml]\nbases: [../../../up]\npatches: [{path: ../../p.yaml}]\n');
    expect(read.problems.map((p) => `${p.ruleId} ${p.pointer}`)).toEqual([
      'kustomize/outside-repository /resources/0',
      'kustomize/outside-repository /resources/1',
      'kustomize/outside-repository /bases/0',
      'kustomize/outside-repository /patches/0/path',
    ]);
    expect(read.references.map((r) => r.path)).toEqual(['inside.yaml']);
  });

  it('reads helmCharts from the local chartHome (chart and values files are references) and refuses a repo or a configHome', () => {
    const read = k('app/kustomization.yaml', `helmCharts:
  - name: web
    valuesFile: values-prod.yaml
    additionalValuesFiles: [extra.yaml]
  - name: redis
    repo: https://charts.example.com
helmGlobals: {chartHome: vendor, configHome: /root/.config/helm}
`);
    expect(read.problems.map((p) => `${p.ruleId} ${p.pointer}`)).toEqual(['kustomize/helm /helmGlobals/configHome', 'kustomize/helm /helmCharts/1/repo']);
    expect(read.problems[1]?.message).toMatch(/redis comes from "https:\/\/charts.example.com": kustomize would pull it; driftgate never fetches charts/);
    expect(read.references.map((r) => `${r.pointer} ${r.path}`)).toEqual([
      '/helmCharts/0/name app/vendor/web/Chart.yaml',
      '/helmCharts/0/valuesFile app/values-prod.yaml',
      '/helmCharts/0/additionalValuesFiles/0 app/extra.yaml',
    ]);
    expect(read.inputFiles).toEqual(['app/values-prod.yaml', 'app/extra.yaml']);
  });

  it('refuses Helm generators, validators, unknown fields and plugins; accepts builtins and resolves their paths', () => {
    const read = k('app/kustomization.yaml', `helmCharts: [{name: x}]
helmGlobals: {chartHome: /charts}
validators: [v.yaml]
frobnicate: ../x
transformers:
  - |
    apiVersion: builtin
    kind: PatchTransformer
    metadata: {name: p}
    path: patch.yaml
  - |
    apiVersion: example.com/v1
    kind: Exec
    metadata: {name: e}
  - |
    apiVersion: builtin
    kind: HelmChartInflationGenerator
    metadata: {name: h}
generators:
  - gen.yaml
`);
    expect(read.problems.map((p) => `${p.ruleId} ${p.pointer}`)).toEqual([
      'kustomize/unsupported-field /frobnicate',
      'kustomize/outside-repository /helmGlobals/chartHome',
      'kustomize/outside-repository /helmCharts/0/name',
      'kustomize/plugin /validators',
      'kustomize/plugin /transformers/1',
      'kustomize/helm /transformers/2',
    ]);
    expect(read.references.map((r) => `${r.pointer} ${r.path}`)).toEqual(['/transformers/0 app/patch.yaml', '/generators/0 app/gen.yaml']);
    expect(read.pluginFiles).toEqual([{ file: 'app/gen.yaml', pointer: '/generators/0' }]);
  });

  it('reads transformers/generators files to tell builtins from plugins', () => {
    const plan = planKustomizeFiles(files({
      'a/kustomization.yaml': 'resources: [cm.yaml]\ngenerators: [gen.yaml]\ntransformers: [t.txt]\n',
      'a/cm.yaml': CM,
      'a/gen.yaml': 'apiVersion: builtin\nkind: ConfigMapGenerator\nmetadata: {name: g}\nfiles: [../../secret.txt]\n---\napiVersion: someteam/v1\nkind: Run\nmetadata:\n  name: r\n  annotations: {config.kubernetes.io/function: "exec: {path: ./x}"}\n',
    }));
    expect(plan.refused.has('a')).toBe(true);
    expect(plan.findings.map((f) => `${f.ruleId} ${f.file}:${f.line}:${f.column}`).sort()).toEqual([
      'kustomize/outside-repository a/kustomization.yaml:2:14',
      'kustomize/plugin a/kustomization.yaml:2:14',
      'kustomize/plugin a/kustomization.yaml:3:16',
    ]);
  });

  it('turns what is on disk into findings at the entry: outside through a symlink, special, too large, missing, a directory with no kustomization read', () => {
    const facts = new Map<string, PathFact>([
      ['a/linked', { kind: 'outside', target: '/elsewhere' }],
      ['a/fifo.env', { kind: 'special' }],
      ['a/huge.txt', { kind: 'too-large', bytes: 10_000_000, limit: 1_000_000 }],
      ['a/missing.yaml', { kind: 'missing' }],
      ['a/plain-dir', { kind: 'directory' }],
      ['a/cm.yaml', { kind: 'file' }],
    ]);
    const plan = planKustomizeFiles(files({
      'a/kustomization.yaml': 'resources:\n  - cm.yaml\n  - linked\n  - missing.yaml\n  - plain-dir\nconfigMapGenerator:\n  - name: c\n    envs: [fifo.env]\n    files: [huge.txt]\n',
      'a/cm.yaml': CM,
    }), facts);
    expect(plan.findings.map((f) => `${f.ruleId} ${f.line}:${f.column}`)).toEqual([
      'kustomize/outside-repository 3:5',
      'kustomize/missing-path 4:5',
      'kustomize/unread-base 5:5',
      'kustomize/input-too-large 9:13',
      'kustomize/special-file 8:12',
    ]);
    expect(plan.findings.every((f) => f.file === 'a/kustomization.yaml')).toBe(true);
    expect(plan.refused.get('a')).toMatch(/leads outside the repository \(through a symbolic link\)/);
  });

  it('the kustomization file itself is checked on disk too', () => {
    const plan = planKustomizeFiles(files({ 'a/kustomization.yaml': 'resources: [cm.yaml]\n', 'a/cm.yaml': CM }), new Map([['a/kustomization.yaml', { kind: 'outside', target: '/etc/k.yaml' }]]));
    expect(plan.findings).toEqual([expect.objectContaining({ ruleId: 'kustomize/outside-repository', file: 'a/kustomization.yaml', line: 1, column: 1 })]);
    expect(plan.refused.has('a')).toBe(true);
  });
});

describe('every kustomization accounted for', () => {
  it('a cycle is a finding at each member, and neither is rendered', () => {
    const plan = planKustomizeFiles(files({ 'a/kustomization.yaml': 'resources: [../b]\n', 'b/kustomization.yaml': 'resources:\n  - ../a\n' }));
    expect(plan.roots).toEqual([]);
    expect(plan.findings.map((f) => `${f.ruleId} ${f.file}:${f.line}:${f.column}`)).toEqual(['kustomize/cycle a/kustomization.yaml:1:13', 'kustomize/cycle b/kustomization.yaml:2:5']);
    expect(plan.findings[0]?.message).toBe('kustomization cycle: a/kustomization.yaml → b/kustomization.yaml → a/kustomization.yaml; kustomize cannot render it, so none of these is rendered');
    expect([...plan.unrendered]).toEqual([['a/kustomization.yaml', 'in a kustomization cycle'], ['b/kustomization.yaml', 'in a kustomization cycle']]);
  });

  it('a root that reaches a cycle, or refers to itself, is refused', () => {
    const plan = planKustomizeFiles(files({ 'top/kustomization.yaml': 'resources: [../a]\n', 'a/kustomization.yaml': 'resources: [../b]\n', 'b/kustomization.yaml': 'resources: [../a]\n', 'self/kustomization.yaml': 'resources: [.]\n' }));
    expect(plan.roots.map((r) => r.dir).sort()).toEqual(['self', 'top']);
    expect(plan.refused.get('top')).toMatch(/kustomization cycle/);
    expect(plan.refused.get('self')).toMatch(/kustomization cycle: self\/kustomization.yaml → self\/kustomization.yaml/);
  });

  it('a list, a scalar, an empty file, two documents and two kustomization files in one directory are findings at the file', () => {
    const plan = planKustomizeFiles(files({
      'list/kustomization.yaml': '- resources\n',
      'scalar/kustomization.yaml': 'just text\n',
      'empty/kustomization.yaml': '',
      'nothing/kustomization.yaml': 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n',
      'two/kustomization.yaml': `resources: [cm.yaml]\n---\nresources: [cm.yaml]\n`,
      'dup/kustomization.yaml': 'resources: [cm.yaml]\n',
      'dup/kustomization.yml': 'resources: [cm.yaml]\n',
      'broken/kustomization.yaml': 'resources: [a\n',
    }));
    const byFile = Object.fromEntries(plan.findings.map((f) => [f.file, `${f.ruleId} ${f.line}:${f.column}`]));
    expect(byFile).toEqual({
      'list/kustomization.yaml': 'kustomize/not-a-mapping 1:1',
      'scalar/kustomization.yaml': 'kustomize/not-a-mapping 1:1',
      'empty/kustomization.yaml': 'kustomize/empty 1:1',
      'nothing/kustomization.yaml': 'kustomize/empty 1:1',
      'two/kustomization.yaml': 'kustomize/not-a-mapping 3:1',
      'dup/kustomization.yaml': 'kustomize/duplicate 1:1',
      'dup/kustomization.yml': 'kustomize/duplicate 1:1',
      'broken/kustomization.yaml': expect.stringMatching(/^yaml\//),
    });
    expect(plan.refused.get('dup')).toMatch(/more than one kustomization file/);
    expect([...plan.unrendered.keys()].sort()).toEqual(['broken/kustomization.yaml', 'dup/kustomization.yml', 'empty/kustomization.yaml', 'list/kustomization.yaml', 'nothing/kustomization.yaml', 'scalar/kustomization.yaml', 'two/kustomization.yaml']);
  });

  it('a chain of 12,000 kustomizations and a cycle through all of them: no stack overflow, each message bounded', { timeout: 60_000 }, () => {
    const n = 12_000;
    const chain: Record<string, string> = {};
    for (let i = 0; i < n; i++) chain[`k${i}/kustomization.yaml`] = `resources: [../k${(i + 1) % n}]\n`;
    const plan = planKustomizeFiles(files(chain));
    expect(plan.findings).toHaveLength(n);
    expect(plan.findings.every((f) => f.ruleId === 'kustomize/cycle' && f.message.length < 400)).toBe(true);
    expect(plan.findings[0]?.message).toContain('… (12000 kustomizations)');
    delete chain[`k${n - 1}/kustomization.yaml`];
    chain[`k${n - 1}/kustomization.yaml`] = 'resources: [cm.yaml]\n';
    const open = planKustomizeFiles(files(chain));
    expect(open.roots.map((r) => r.dir)).toEqual(['k0']);
    expect(open.chain.get('k0')).toHaveLength(n);
  });

  it('a component no kustomization uses is a warning, never silently unchecked', () => {
    const plan = planKustomizeFiles(files({ 'c/kustomization.yaml': 'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\npatches: [{path: p.yaml}]\n' }));
    expect(plan.findings).toEqual([expect.objectContaining({ ruleId: 'kustomize/unreached', severity: 'warning', file: 'c/kustomization.yaml', line: 1, column: 1 })]);
    expect(plan.unrendered.get('c/kustomization.yaml')).toBe('a Component that no kustomization uses');
  });
});

describe('estimated objects of a root', () => {
  const encode = (files: Record<string, string>) => Object.entries(files).map(([p, text]) => ({ path: p, bytes: new TextEncoder().encode(text) }));
  it('counts documents and generators, times the paths by which the root reaches each base', () => {
    const files: Record<string, string> = {
      'base/kustomization.yaml': 'resources: [cms.yaml]\nconfigMapGenerator:\n  - name: g\n    literals: [a=b]\n',
      'base/cms.yaml': 'kind: A\n---\nkind: B\n---\nkind: C\n',
      'left/kustomization.yaml': 'namePrefix: l-\nresources: [../base]\n',
      'right/kustomization.yaml': 'namePrefix: r-\nresources: [../base, extra.yaml]\n',
      'right/extra.yaml': '---\nkind: D\n',
      'top/kustomization.yaml': 'resources: [../left, ../right]\n',
    };
    const plan = planKustomizeFiles(encode(files));
    // base: 3 documents + 1 generator = 4; left 4; right 4 + 1 = 5; top 9.
    expect([...(plan.estimatedObjects ?? new Map())]).toEqual([['top', 9]]);
  });

  it('stays linear for a chain of diamonds (each level doubles the estimate, not the work)', () => {
    const files: Record<string, string> = { 'l0/kustomization.yaml': 'resources: [cm.yaml]\n', 'l0/cm.yaml': 'kind: A\n' };
    for (let k = 1; k <= 60; k++) {
      for (const side of ['a', 'b']) files[`l${k}${side}/kustomization.yaml`] = `resources: [../l${k - 1}]\n`;
      files[`l${k}/kustomization.yaml`] = `resources: [../l${k}a, ../l${k}b]\n`;
    }
    expect(planKustomizeFiles(encode(files)).estimatedObjects?.get('l60')).toBe(Number.MAX_SAFE_INTEGER); // 2^60, bounded
  });
});

