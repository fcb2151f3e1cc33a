import { describe, expect, it } from 'vitest';
import { parseYaml } from '../yaml/parse.js';
import { chartDirectories, classifyByContent, classifyByPath } from './non-manifest.js';

const docs = (text: string): ReturnType<typeof parseYaml>['documents'] => parseYaml(text, { file: 'x.yaml' }).documents;

describe('files that are not Kubernetes objects, by where they are', () => {
  const charts = chartDirectories(['charts/web/Chart.yaml', 'Chart.yaml', 'apps/a.yaml']);
  const cases: [string, RegExp | undefined][] = [
    ['kustomization.yaml', /kustomize configuration/],
    ['apps/overlays/prod/kustomization.yml', /kustomize configuration/],
    ['apps/Kustomization', /kustomize configuration/],
    ['.github/workflows/ci.yaml', /GitHub Actions workflow/],
    ['.github/dependabot.yml', /GitHub configuration/],
    ['action.yml', /GitHub Action metadata/],
    ['.gitlab-ci.yml', /CI configuration/],
    ['.pre-commit-config.yaml', /pre-commit/],
    ['docker-compose.yaml', /Docker Compose/],
    ['deploy/compose.prod.yml', /Docker Compose/],
    ['charts/web/Chart.yaml', /Helm chart metadata/],
    ['charts/web/templates/deployment.yaml', /Helm chart template of charts\/web/],
    ['templates/service.yaml', /Helm chart template of \./],
    ['apps/templates/deployment.yaml', undefined],
    ['apps/deployment.yaml', undefined],
    ['apps/values.yaml', undefined],
  ];
  for (const [file, reason] of cases) {
    it(`${file}: ${reason ? reason.source : 'may be a manifest'}`, () => {
      const got = classifyByPath(file, charts);
      if (reason) expect(got).toMatch(reason);
      else expect(got).toBeUndefined();
    });
  }
});

describe('files that are not Kubernetes objects, by what they hold', () => {
  it('a kustomization under another name is kustomize configuration', () => {
    expect(classifyByContent('base.yaml', docs('apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\npatches: []\n'))).toMatch(/kustomize Component/);
  });
  it('Helm values and other tools\' configuration have none of apiVersion, kind, metadata', () => {
    expect(classifyByContent('charts/web/values-prod.yaml', docs('replicaCount: 3\n'))).toMatch(/Helm values/);
    expect(classifyByContent('config/app.yaml', docs('logLevel: debug\n---\nretries: 3\n'))).toMatch(/not a Kubernetes object/);
  });
  it('a manifest missing kind, apiVersion or name stays a manifest (its problem is reported)', () => {
    expect(classifyByContent('a.yaml', docs('apiVersion: v1\nmetadata: {name: x}\n'))).toBeUndefined();
    expect(classifyByContent('a.yaml', docs('kind: ConfigMap\nmetadata: {name: x}\n'))).toBeUndefined();
    expect(classifyByContent('a.yaml', docs('metadata: {name: x}\nspec: {}\n'))).toBeUndefined();
  });
  it('a list, a scalar, or a file mixing objects and plain mappings stays a manifest', () => {
    expect(classifyByContent('a.yaml', docs('- a\n- b\n'))).toBeUndefined();
    expect(classifyByContent('a.yaml', docs('just text\n'))).toBeUndefined();
    expect(classifyByContent('a.yaml', docs('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n---\nfoo: bar\n'))).toBeUndefined();
  });
  it('an empty file is not skipped (it is simply empty)', () => {
    expect(classifyByContent('a.yaml', docs(''))).toBeUndefined();
  });
});
