// The gate on ourselves: TenantOnboarding's own v1alpha1 -> v1 history, one commit per step as a
// platform team would make them, judged by `driftgate crd-diff --base`. Expand steps pass; the
// contract steps (unserving, then removing v1alpha1) are refused until acknowledged. The live half (removal
// refused while objects are still stored as v1alpha1) is in
// test/integration/operator/conversion.test.ts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { load } from 'js-yaml';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { REPO_ROOT } from '../../src/cli/run-main.js';
import { createGitFixture } from '../support/git-fixture.js';

const CRD_FILE = 'deploy/crds/tenantonboardings.platform.example.com.yaml';
const steps = ['1-expand.yaml', '2-storage-v1.yaml', '3-contract.yaml', '4-remove-v1alpha1.yaml'];
const read = (file: string): string => readFileSync(path.join(REPO_ROOT, file), 'utf8');

describe("crd-diff on TenantOnboarding's own migration to v1", () => {
  const repo = createGitFixture();
  afterAll(() => repo.cleanup());
  const commits = [repo.commit({ [CRD_FILE]: read('docs/migration/tenantonboarding-v1/0-v1alpha1.yaml') }, 'v1alpha1 only')];
  for (const step of steps) commits.push(repo.commit({ [CRD_FILE]: read(`docs/migration/tenantonboarding-v1/${step}`) }, step));

  const judge = async (index: number, extra: string[] = []): Promise<{ code: number; findings: Array<{ ruleId: string; severity: string; message: string }> }> => {
    const result = await runCli(['crd-diff', '--base', commits[index - 1] ?? '', '--head', commits[index] ?? '', '--format', 'json', ...extra], repo.work);
    return { code: result.code, findings: (JSON.parse(result.stdout) as { findings: Array<{ ruleId: string; severity: string; message: string }> }).findings };
  };

  const diff = async (base: string, head: string): Promise<{ code: number; findings: Array<{ ruleId: string; severity: string }> }> => {
    const r = await runCli(['crd-diff', '--base', base, '--head', head, '--format', 'json'], repo.work);
    return { code: r.code, findings: (JSON.parse(r.stdout) as { findings: Array<{ ruleId: string; severity: string }> }).findings };
  };

  // Branches of their own (commits that are not pushed): what a pull request would be.
  const commitOn = (branch: string, from: string, files: Record<string, string>, message: string): string => {
    repo.git(['checkout', '-q', '-B', branch, from]);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(repo.work, file)), { recursive: true });
      writeFileSync(path.join(repo.work, file), text);
    }
    repo.git(['add', '-A']);
    repo.git(['commit', '-q', '-m', message]);
    return repo.git(['rev-parse', 'HEAD']).trim();
  };

  const acknowledging = (rule: string, version: string | undefined, justification: string): string =>
    [
      'apiVersion: policy.driftgate.dev/v1alpha1',
      'kind: CrdCompatConfig',
      'metadata: {name: crd-compat}',
      'spec:',
      '  acknowledgements:',
      `    - rule: ${rule}`,
      '      crd: tenantonboardings.platform.example.com',
      ...(version !== undefined ? [`      version: ${version}`] : []),
      `      justification: ${justification}`,
      '',
    ].join('\n');

  it('passes the storage step (storage moved to v1 with v1alpha1 deprecated); turning the conversion webhook on only once acknowledged', async () => {
    for (const index of [2]) {
      const { code, findings } = await judge(index);
      expect(findings.filter((f) => f.severity === 'error'), steps[index - 1]).toEqual([]);
      expect(code, steps[index - 1]).toBe(0);
    }
    // Not silently: the storage move is reported.
    expect((await judge(2)).findings.map((f) => f.ruleId)).toContain('crd-compat/storage-version-changed');

    // Step 1 sends every conversion of every object to a webhook: an error of the gate (issue 23)
    // until the acknowledgement is reviewed and merged on its own.
    const expand = await judge(1);
    expect(expand.code).toBe(1);
    expect(expand.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId)).toEqual(['crd-compat/conversion-changed']);
    const acknowledged = commitOn('webhook-acknowledged', commits[0] ?? '', { 'policies/crd-compat.yaml': acknowledging('conversion-changed', undefined, 'the operator serves /convert before this CRD is applied (ADR 0006)') }, 'acknowledge the conversion webhook');
    const step = commitOn('webhook-acknowledged', acknowledged, { [CRD_FILE]: read('docs/migration/tenantonboarding-v1/1-expand.yaml') }, '1-expand.yaml');
    const passed = await diff(acknowledged, step);
    expect(passed.code).toBe(0);
    expect(passed.findings).toContainEqual(expect.objectContaining({ ruleId: 'crd-compat/conversion-changed', severity: 'info' }));
  });

  it('refuses unserving v1alpha1 (deprecated in step 2) until an acknowledgement is merged first: its clients break at once', async () => {
    const refused = await judge(3);
    expect(refused.code).toBe(1);
    expect(refused.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId)).toEqual(['crd-compat/version-unserved']);
    const acknowledged = commitOn('unserve-acknowledged', commits[2] ?? '', { 'policies/crd-compat.yaml': acknowledging('version-unserved', 'v1alpha1', 'deprecated for a release, no requests since, migrate-storage trimmed storedVersions to [v1]') }, 'acknowledge unserving v1alpha1');
    const unserve = commitOn('unserve-acknowledged', acknowledged, { [CRD_FILE]: read('docs/migration/tenantonboarding-v1/3-contract.yaml') }, '3-contract.yaml');
    const passed = await diff(acknowledged, unserve);
    expect(passed.code).toBe(0);
    expect(passed.findings).toContainEqual(expect.objectContaining({ ruleId: 'crd-compat/version-unserved', severity: 'info' }));
  });

  it('refuses the contract step (v1alpha1 removed) until an acknowledgement is merged first', async () => {
    const refused = await judge(4);
    expect(refused.code).toBe(1);
    expect(refused.findings).toContainEqual(expect.objectContaining({ ruleId: 'crd-compat/version-removed', severity: 'error' }));

    const acknowledgement = acknowledging('version-removed', 'v1alpha1', 'migrate-storage rewrote every object and storedVersions is [v1]');

    // The removal and its own acknowledgement in one pull request: the gate reads the
    // configuration at the base, so a change cannot acknowledge itself.
    const selfAcknowledged = commitOn('self-acknowledged', commits[3] ?? '', { [CRD_FILE]: read('docs/migration/tenantonboarding-v1/4-remove-v1alpha1.yaml'), 'policies/crd-compat.yaml': acknowledgement }, 'remove v1alpha1 and acknowledge it');
    const self = await diff(commits[3] ?? '', selfAcknowledged);
    expect(self.code).toBe(1);
    expect(self.findings).toContainEqual(expect.objectContaining({ ruleId: 'crd-compat/version-removed', severity: 'error' }));
    expect(self.findings).toContainEqual(expect.objectContaining({ ruleId: 'gate/policy-changed' }));

    // The acknowledgement reviewed and merged on its own, then the removal: it passes, and the
    // finding is still reported, as info.
    const acknowledged = commitOn('acknowledged-first', commits[3] ?? '', { 'policies/crd-compat.yaml': acknowledgement }, 'acknowledge the removal of v1alpha1');
    const removal = commitOn('acknowledged-first', acknowledged, { [CRD_FILE]: read('docs/migration/tenantonboarding-v1/4-remove-v1alpha1.yaml') }, 'remove v1alpha1');
    const passed = await diff(acknowledged, removal);
    expect(passed.code).toBe(0);
    expect(passed.findings).toContainEqual(expect.objectContaining({ ruleId: 'crd-compat/version-removed', severity: 'info' }));
  });

  it('ships the end state of the expand steps: deploy/crds is step 2 (v1 storage and hub, v1alpha1 served, conversion by webhook)', () => {
    expect(load(read(CRD_FILE))).toEqual(load(read('docs/migration/tenantonboarding-v1/2-storage-v1.yaml')));
  });
});
