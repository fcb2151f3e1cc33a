import { describe, expect, it } from 'vitest';
import { parseYaml } from '../yaml/parse.js';
import { isRemoteReference, planKustomize, readKustomization, type Kustomization } from './kustomization.js';

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
