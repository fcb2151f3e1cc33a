// deploy/agent is accepted by a real API server (server-side apply dry-run of every object),
// and its RBAC lets the agent's identity do what the agent does.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../../src/core/yaml/parse.js';
import { loadManifests } from '../../../src/core/manifest/manifest.js';
import { applyObject } from '../../../src/io/kube/apply.js';
import { KubeClient } from '../../../src/io/kube/client.js';
import { Discovery } from '../../../src/io/kube/discovery.js';
import { REPO_ROOT } from '../../support/control-plane.js';
import { testKubeConfig } from '../../support/cluster.js';

describe('deploy/agent', () => {
  it('is accepted by the API server', async () => {
    const dir = path.join(REPO_ROOT, 'deploy/agent');
    const kustomization = readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8');
    const files = readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
    for (const f of files) if (f !== 'secret.example.yaml') expect(kustomization).toContain(`- ${f}`);
    const client = new KubeClient({ kubeConfig: testKubeConfig() });
    const resolver = new Discovery({ client: client });
    try {
      const manifests = files.flatMap((f) => loadManifests(parseYaml(readFileSync(path.join(dir, f), 'utf8'), { file: f }).documents).manifests);
      expect(manifests.map((m) => m.object.kind)).toEqual(expect.arrayContaining(['Deployment', 'ClusterRole', 'ClusterRoleBinding', 'Role', 'RoleBinding', 'ServiceAccount', 'Service']));
      // the namespace for real (namespaced dry-runs need it), everything else as a dry run
      const ns = manifests.find((m) => m.object.kind === 'Namespace')!;
      await applyObject({ client, resolver }, ns.object, { fieldManager: 'driftgate-tests', force: true });
      for (const m of manifests) {
        if (m.object.kind === 'Namespace') continue;
        await expect(applyObject({ client, resolver }, m.object, { fieldManager: 'driftgate-tests', force: true, dryRun: true, fieldValidation: 'Strict' }), `${m.file} ${m.object.kind}`).resolves.toBeDefined();
      }
    } finally {
      client.close();
    }
  });
});
