import { describe, expect, it } from 'vitest';
import type { Finding } from '../findings/finding.js';
import { loadManifests } from '../manifest/manifest.js';
import { parseYaml } from '../yaml/parse.js';
import { evaluatePolicyPack, isPackProblem, loadPolicyPack, type PolicyPack } from './pack.js';

const NOW = new Date(Date.UTC(2026, 5, 1, 12)); // 2026-06-01, midday UTC

function pack(files: Record<string, string>): { pack: PolicyPack; findings: Finding[] } {
  const documents = Object.entries(files).flatMap(([file, text]) => parseYaml(text, { file }).documents);
  return loadPolicyPack({ documents, sources: (f) => files[f] });
}

const manifests = (file: string, text: string) => loadManifests(parseYaml(text, { file }).documents).manifests;

/** A policy `name` that denies every TenantOnboarding. */
const denyAll = (name: string): string => `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicy
metadata:
  name: ${name}
spec:
  matchConstraints:
    resourceRules:
      - apiGroups: [platform.example.com]
        apiVersions: ["*"]
        resources: [tenantonboardings]
        operations: [CREATE, UPDATE]
  validations:
    - expression: "false"
---
apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicyBinding
metadata:
  name: ${name}
spec:
  policyName: ${name}
  validationActions: [Deny]
`;

const config = (body: string): string => `apiVersion: policy.driftgate.dev/v1alpha1
kind: DriftgateConfig
metadata: {name: driftgate}
spec:
${body}`;

const tenant = (name: string, annotations: Record<string, string> = {}): string => `apiVersion: platform.example.com/v1alpha1
kind: TenantOnboarding
metadata:
  name: ${name}
${Object.keys(annotations).length ? `  annotations:\n${Object.entries(annotations).map(([k, v]) => `    ${k}: ${JSON.stringify(v)}\n`).join('')}` : ''}spec:
  namespace: ${name}
`;

const summary = (out: readonly Finding[]): string[] => out.map((f) => `${f.ruleId} ${f.severity} ${f.object?.name ?? '-'}`).sort();

describe('waiver limits', () => {
  const waiverEntry = (rule: string, name: string, expires: string, extra = ''): string =>
    `    - rule: ${rule}\n      object: {kind: TenantOnboarding, name: ${name}}\n      justification: PLAT-7 approved by the platform team\n      expires: "${expires}"\n${extra}`;

  it('refuses a waiver that lasts longer than 90 days from today (self-issued until 9999-12-31)', () => {
    const p = pack({ 'p.yaml': denyAll('quota'), 'policies/driftgate.yaml': config(`  waivers:\n${waiverEntry('vap/quota', 'forever', '9999-12-31')}${waiverEntry('vap/quota', 'ninety', '2026-08-30')}${waiverEntry('vap/quota', 'ninety-one', '2026-08-31')}`) }).pack;
    const out = evaluatePolicyPack(p, { manifests: manifests('t.yaml', [tenant('forever'), tenant('ninety'), tenant('ninety-one')].join('---\n')), now: NOW });
    expect(summary(out)).toEqual(['vap/quota error forever', 'vap/quota error ninety-one', 'vap/quota info ninety', 'waiver/too-long error -', 'waiver/too-long error -']);
    expect(out.find((f) => f.ruleId === 'waiver/too-long' && f.message.includes('9999-12-31'))?.message).toMatch(/at most 90 days/);
  });

  it('measures the lifetime from the approval date when there is one, and refuses approvals in the future', () => {
    const p = pack({
      'p.yaml': denyAll('quota'),
      'policies/driftgate.yaml': config(`  waiverLimits: {maxDays: 30}\n  waivers:\n${waiverEntry('vap/quota', 'old-approval', '2026-06-20', '      approved: "2026-05-01"\n')}${waiverEntry('vap/quota', 'fresh', '2026-06-20', '      approved: "2026-05-25"\n')}${waiverEntry('vap/quota', 'future', '2026-06-20', '      approved: "2026-06-10"\n')}`),
    }).pack;
    const out = evaluatePolicyPack(p, { manifests: manifests('t.yaml', [tenant('old-approval'), tenant('fresh'), tenant('future')].join('---\n')), now: NOW });
    expect(summary(out)).toEqual(['vap/quota error future', 'vap/quota error old-approval', 'vap/quota info fresh', 'waiver/invalid error -', 'waiver/too-long error -']);
  });

  it('never waives a security rule, and waives only the listed rules', () => {
    const p = pack({
      'a.yaml': denyAll('tenant-access-system-groups'),
      'b.yaml': denyAll('quota'),
      'c.yaml': denyAll('budget-ish'),
      'policies/driftgate.yaml': config(
        `  waiverLimits:\n    waivableRules: [vap/quota]\n  waivers:\n${waiverEntry('vap/tenant-access-system-groups', 'x', '2026-06-30')}${waiverEntry('vap/quota', 'x', '2026-06-30')}${waiverEntry('vap/budget-ish', 'x', '2026-06-30')}`,
      ),
    }).pack;
    const out = evaluatePolicyPack(p, { manifests: manifests('t.yaml', tenant('x')), now: NOW });
    expect(summary(out)).toEqual(['vap/budget-ish error x', 'vap/quota info x', 'vap/tenant-access-system-groups error x', 'waiver/not-waivable error -', 'waiver/not-waivable error -']);
    expect(out.filter((f) => f.ruleId === 'waiver/not-waivable').map((f) => f.message)).toEqual([
      expect.stringContaining('a security rule that no waiver may switch off'),
      expect.stringContaining('not among the rules that may be waived (vap/quota)'),
    ]);
  });

  it('a security rule listed as waivable is a configuration error of the pack', () => {
    const { findings } = pack({ 'policies/driftgate.yaml': config('  waiverLimits:\n    waivableRules: [vap/quota, vap/tenant-namespace-reserved, rbac/*]\n') });
    const problems = findings.filter(isPackProblem);
    expect(problems.map((f) => [f.ruleId, f.line])).toEqual([
      ['policy-pack/config', 6],
      ['policy-pack/config', 6],
    ]);
    expect(problems[0]?.message).toContain('vap/tenant-namespace-reserved');
  });

  it('an annotation waiver with an over-long date or a blank justification waives nothing', () => {
    const p = pack({ 'p.yaml': denyAll('quota') }).pack;
    const objs = manifests('t.yaml', [tenant('a', { 'waivers.driftgate.dev/vap.quota': '9999-12-31 I said so' }), tenant('b', { 'waivers.driftgate.dev/vap.quota': '2026-06-02    ' })].join('---\n'));
    expect(summary(evaluatePolicyPack(p, { manifests: objs, now: NOW }))).toEqual(['vap/quota error a', 'vap/quota error b', 'waiver/invalid error b', 'waiver/too-long error a']);
  });
});

describe('annotation waivers in a pull request', () => {
  const p = pack({ 'p.yaml': denyAll('quota') }).pack;
  const waived = tenant('a', { 'waivers.driftgate.dev/vap.quota': '2026-06-30 PLAT-9 approved' });
  it('do not waive when the change adds them: the rule applies and the waiver is reported as a change', () => {
    const out = evaluatePolicyPack(p, { manifests: manifests('t.yaml', waived), waiverBase: manifests('t.yaml', tenant('a')), now: NOW });
    expect(summary(out)).toEqual(['gate/waiver-changed warning a', 'vap/quota error a']);
  });
  it('do not waive when the change edits them (a later date)', () => {
    const before = tenant('a', { 'waivers.driftgate.dev/vap.quota': '2026-06-10 PLAT-9 approved' });
    const out = evaluatePolicyPack(p, { manifests: manifests('t.yaml', waived), waiverBase: manifests('t.yaml', before), now: NOW });
    expect(summary(out)).toEqual(['gate/waiver-changed warning a', 'vap/quota error a']);
  });
  it('waive when the base already carried them (merged earlier)', () => {
    const out = evaluatePolicyPack(p, { manifests: manifests('t.yaml', waived), waiverBase: manifests('t.yaml', waived), now: NOW });
    expect(summary(out)).toEqual(['vap/quota info a']);
  });
});
