import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitFixture, type GitFixture } from '../../test/support/git-fixture.js';
import { GitRepository } from '../io/git/repository.js';
import { runGates } from './gates.js';
import { readRevisionSources } from './sources.js';

/**
 * The agent judges a revision by the trusted configuration (issue 23 item 3): the policy pack,
 * ignore files and waivers of the last applied revision; on a first sync, the revision's own
 * pack with the shipped waiver limits and CRD-gate severities as the floor.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const now = new Date('2026-12-04T00:00:00Z');

function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string): void => {
    for (const name of readdirSync(path.join(repoRoot, rel))) {
      const p = `${rel}/${name}`;
      if (statSync(path.join(repoRoot, p)).isDirectory()) walk(p);
      else if (/\.ya?ml$/.test(name)) out[p] = readFileSync(path.join(repoRoot, p), 'utf8');
    }
  };
  walk(dir);
  return out;
}

const tenant = (name: string, gpus: number, annotations: Record<string, string> = {}): string => `apiVersion: platform.example.com/v1alpha1
kind: TenantOnboarding
metadata:
  name: ${name}
  namespace: tenants
${Object.keys(annotations).length ? `  annotations:\n${Object.entries(annotations).map(([k, v]) => `    ${k}: "${v}"`).join('\n')}\n` : ''}spec:
  namespace: ${name}
  resourceQuota: { cpu: "2", memory: 4Gi, gpuCount: ${gpus} }
  access: { adminGroups: [${name}-admins] }
`;

const GPU_WAIVER = 'waivers.driftgate.dev/vap.tenant-gpu-limit';

describe('the agent judges by the trusted revision', { timeout: 120_000 }, () => {
  let fx: GitFixture;
  let applied = '';
  beforeAll(() => {
    fx = createGitFixture();
    applied = fx.commit({ ...tree('deploy/crds'), ...tree('policies'), 'tenants/a.yaml': tenant('a', 0) });
  });
  afterAll(() => fx.cleanup());

  const judge = async (revision: string, trustedRevision: string | undefined, waiverBaseRevision?: string): Promise<string[]> => {
    const repository = new GitRepository({ dir: fx.work });
    const sources = await readRevisionSources(repository, { revision, path: 'tenants', env: {}, ...(trustedRevision !== undefined ? { trustedRevision } : {}) });
    const waiverBase = waiverBaseRevision !== undefined ? (await runGates({ sources: await readRevisionSources(repository, { revision: waiverBaseRevision, path: 'tenants', env: {} }), liveCrds: [], now })).manifests : undefined;
    const gates = await runGates({ sources, liveCrds: [], now, ...(waiverBase ? { waiverBase } : {}) });
    return gates.verdict.findings.filter((f) => f.severity === 'error').map((f) => `${f.ruleId} ${f.file ?? ''}`).sort();
  };

  it('a revision that deletes a policy is judged by the pack of the last applied revision', async () => {
    // The revision drops the default pack (replaceDefaults) and the GPU policy with it.
    const config = readFileSync(path.join(repoRoot, 'policies/driftgate.yaml'), 'utf8').replace('  waivers: []', '  replaceDefaults: true\n  waivers: []');
    const revision = fx.commit({ 'policies/driftgate.yaml': config, 'policies/admission/tenant-gpu-limit.yaml': null, 'tenants/big.yaml': tenant('big', 12) });
    expect(await judge(revision, applied)).toContain('vap/tenant-gpu-limit tenants/big.yaml');
    // Judged by its own pack, the same revision would pass: the trust is what stops it.
    expect(await judge(revision, revision)).not.toContain('vap/tenant-gpu-limit tenants/big.yaml');
    fx.git(['reset', '--quiet', '--hard', applied]);
    fx.git(['push', '--quiet', '--force', 'origin', 'HEAD:refs/heads/main']);
  });

  it('an annotation waiver counts only when the last applied revision carried it', async () => {
    const waived = fx.commit({ 'tenants/big.yaml': tenant('big', 12, { [GPU_WAIVER]: '2026-12-30 PLAT-9 approved burst' }) });
    expect(await judge(waived, applied, applied)).toContain('vap/tenant-gpu-limit tenants/big.yaml');
    // Once applied with it, the next revision may rely on it.
    expect(await judge(waived, waived, waived)).not.toContain('vap/tenant-gpu-limit tenants/big.yaml');
    fx.git(['reset', '--quiet', '--hard', applied]);
    fx.git(['push', '--quiet', '--force', 'origin', 'HEAD:refs/heads/main']);
  });

  it('on a first sync, the shipped waiver limits are the floor: a repository cannot lengthen them for itself', async () => {
    const config = readFileSync(path.join(repoRoot, 'policies/driftgate.yaml'), 'utf8').replace('maxDays: 90', 'maxDays: 3650');
    const revision = fx.commit({ 'policies/driftgate.yaml': config, 'tenants/big.yaml': tenant('big', 12, { [GPU_WAIVER]: '2029-12-30 PLAT-9 approved burst' }) });
    const first = await judge(revision, undefined);
    expect(first).toContain('vap/tenant-gpu-limit tenants/big.yaml');
    // Later, with that configuration applied, it is the repository's to set.
    expect(await judge(revision, revision, revision)).not.toContain('vap/tenant-gpu-limit tenants/big.yaml');
    fx.git(['reset', '--quiet', '--hard', applied]);
    fx.git(['push', '--quiet', '--force', 'origin', 'HEAD:refs/heads/main']);
  });
});
