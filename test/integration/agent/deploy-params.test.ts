// deploy/agent is a kustomize base with parameters: the repository, branch, path and GitHub
// repository come from the ConfigMap driftgate-agent-params (params.env, merged from an overlay),
// the image from images:. Nothing about a user's repository is written in the Deployment.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../../src/core/yaml/parse.js';
import { REPO_ROOT } from '../../support/control-plane.js';

const KUSTOMIZE = path.join(REPO_ROOT, '.cache/bin/kustomize');

interface Doc {
  kind: string;
  metadata: { name: string; namespace?: string };
  data?: Record<string, string>;
  spec?: { template: { spec: { containers: { image: string; args: string[]; env: { name: string; valueFrom?: { configMapKeyRef?: { name: string; key: string } } }[] }[] } } };
}

function build(dir: string): Doc[] {
  const out = execFileSync(KUSTOMIZE, ['build', dir], { encoding: 'utf8' });
  return parseYaml(out, { file: 'out.yaml' }).documents.map((d) => d.value as Doc).filter((d) => d !== null);
}

describe.skipIf(!existsSync(KUSTOMIZE))('deploy/agent parameters', () => {
  it('hard-codes no repository: the shipped base carries placeholders only', () => {
    const deployment = readFileSync(path.join(REPO_ROOT, 'deploy/agent/deployment.yaml'), 'utf8');
    expect(deployment).not.toMatch(/acme|github\.com\//);
    expect(deployment).toContain('--repo=$(DRIFTGATE_REPO)');
  });

  it('an overlay sets the repository and the image; the Deployment reads them from the generated ConfigMap', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'driftgate-deploy-'));
    cpSync(path.join(REPO_ROOT, 'deploy'), path.join(root, 'deploy'), { recursive: true });
    mkdirSync(path.join(root, 'mine'));
    writeFileSync(
      path.join(root, 'mine', 'kustomization.yaml'),
      [
        'resources:',
        '  - ../deploy/agent',
        'configMapGenerator:',
        '  - name: driftgate-agent-params',
        '    namespace: driftgate-system',
        '    behavior: merge',
        '    literals:',
        '      - repo=https://github.com/my-org/platform-tenants.git',
        '      - github-repo=my-org/platform-tenants',
        'images:',
        '  - name: ghcr.io/driftgate/driftgate',
        '    newName: registry.example.com/mirror/driftgate',
        '    newTag: 9.9.9',
        '',
      ].join('\n'),
    );
    const docs = build(path.join(root, 'mine'));
    const params = docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name.startsWith('driftgate-agent-params'))!;
    expect(params.metadata.namespace).toBe('driftgate-system');
    expect(params.data).toEqual({ repo: 'https://github.com/my-org/platform-tenants.git', 'github-repo': 'my-org/platform-tenants', branch: 'main', path: 'clusters/production' });
    const agent = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'driftgate-agent')!.spec!.template.spec.containers[0]!;
    expect(agent.image).toBe('registry.example.com/mirror/driftgate:9.9.9');
    expect(agent.args).toEqual(expect.arrayContaining(['--repo=$(DRIFTGATE_REPO)', '--github-repo=$(DRIFTGATE_GITHUB_REPO)']));
    // Every parameter the args use comes from that ConfigMap (its hashed name, so a change rolls the pods).
    for (const name of ['DRIFTGATE_REPO', 'DRIFTGATE_BRANCH', 'DRIFTGATE_PATH', 'DRIFTGATE_GITHUB_REPO']) {
      expect(agent.env.find((e) => e.name === name)?.valueFrom?.configMapKeyRef?.name, name).toBe(params.metadata.name);
    }
  });
});
