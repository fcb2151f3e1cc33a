import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentSettings, tokenForGit } from './agent.js';
import { UsageError } from './command.js';

const env = { GITHUB_TOKEN: 'ghs_x', DRIFTGATE_WEBHOOK_SECRET: 's' };

describe('driftgate agent flags', () => {
  it('parses the documented flags into typed settings with defaults', () => {
    const s = agentSettings(['--repo', 'https://github.com/acme/tenants.git', '--branch', 'prod', '--path', './clusters/prod/', '--interval', '30s', '--drift', 'warn', '--github-repo', 'acme/tenants', '--webhook-addr', ':9000', '--metrics-addr', '127.0.0.1:8080', '--no-operator', '--dry-run'], env, '/work');
    expect(s.agent).toMatchObject({ branch: 'prod', path: 'clusters/prod', intervalMs: 30_000, drift: 'warn', dryRun: true, namespace: 'driftgate-system', allowEmptyPrune: false, readyTimeoutMs: 300_000, token: 'ghs_x' });
    expect(s).toMatchObject({ githubRepo: { owner: 'acme', repo: 'tenants' }, githubApiUrl: 'https://api.github.com', webhook: { address: ':9000', secret: 's' }, metricsAddress: '127.0.0.1:8080', operator: false, leaderElection: true });
    const local = agentSettings(['--repo', '../tenants'], {}, '/work/x');
    expect(local.agent).toMatchObject({ repo: '/work/tenants', branch: 'main', path: '', drift: 'enforce', intervalMs: 60_000 });
    expect(local.agent.token).toBeUndefined();
  });

  it('refuses what would be unsafe or ambiguous', () => {
    const bad = (argv: string[], e: Record<string, string> = env) => () => agentSettings(argv, e, '/work');
    expect(bad([])).toThrow(UsageError);
    expect(bad(['--repo', 'https://x:secret@github.com/a/b.git'])).toThrow(/GITHUB_TOKEN/);
    expect(bad(['--repo', '/r', '--webhook-addr', ':9000'], {})).toThrow(/DRIFTGATE_WEBHOOK_SECRET/);
    expect(bad(['--repo', '/r', '--github-repo', 'acme/tenants'], {})).toThrow(/GITHUB_TOKEN/);
    expect(bad(['--repo', '/r', '--drift', 'fix'])).toThrow(/enforce, warn/);
    expect(bad(['--repo', '/r', '--interval', '10ms'])).toThrow(/at least 1s/);
    expect(bad(['--repo', '/r', '--path', '../x'])).toThrow(/inside the repository/);
    expect(bad(['--repo', '/r', '--bogus'])).toThrow(UsageError);
  });

  it('parses the guard flags: scope file or ConfigMap, default namespace, service account', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dg-scope-'));
    try {
      writeFileSync(path.join(dir, 'scope.yaml'), 'apiVersion: driftgate.dev/v1alpha1\nkind: SyncScope\nnamespaces: ["team-*"]\n');
      writeFileSync(path.join(dir, 'bad.yaml'), 'apiVersion: driftgate.dev/v1alpha1\nkind: SyncScope\nnamespaces: "team-*"\n');
      const s = agentSettings(['--repo', '/r', '--scope', 'scope.yaml', '--default-namespace', 'team-a', '--service-account', 'team-a/driftgate-sync'], {}, dir);
      expect(s.agent.scope).toMatchObject({ kind: 'file', path: path.join(dir, 'scope.yaml') });
      expect(s.agent).toMatchObject({ defaultNamespace: 'team-a', serviceAccount: { namespace: 'team-a', name: 'driftgate-sync' } });
      expect(agentSettings(['--repo', '/r', '--scope-configmap', 'driftgate-scope'], {}, dir).agent.scope).toEqual({ kind: 'configmap', name: 'driftgate-scope' });
      const bad = (argv: string[]) => () => agentSettings(['--repo', '/r', ...argv], {}, dir);
      expect(bad(['--scope', 'bad.yaml'])).toThrow(/bad\.yaml:3:13: namespaces: expected a list/);
      expect(bad(['--scope', 'missing.yaml'])).toThrow(/cannot read/);
      expect(bad(['--scope', 'scope.yaml', '--scope-configmap', 'x'])).toThrow(/exclude each other/);
      expect(bad(['--service-account', 'driftgate-sync'])).toThrow(/NAMESPACE\/NAME/);
      expect(bad(['--default-namespace', 'Team_A'])).toThrow(/namespace name/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('--adopt-crd (repeatable, CRD names only) and --prune-crds: trusted consent, off by default', () => {
    const none = agentSettings(['--repo', '/r'], {}, '/work').agent;
    expect(none.adoptCrds).toBeUndefined();
    expect(none.pruneCrds).toBeUndefined();
    const s = agentSettings(['--repo', '/r', '--adopt-crd', 'tenantonboardings.platform.example.com', '--adopt-crd', 'widgets.example.com', '--prune-crds'], {}, '/work');
    expect(s.agent).toMatchObject({ adoptCrds: ['tenantonboardings.platform.example.com', 'widgets.example.com'], pruneCrds: true });
    for (const name of ['Widgets.example.com', 'widgets', '', 'a/b.example.com']) {
      expect(() => agentSettings(['--repo', '/r', `--adopt-crd=${name}`], {}, '/work'), name).toThrow(/--adopt-crd must be a CustomResourceDefinition name/);
    }
  });

  it('--shards: 1 by default; more needs leader election and --no-operator; lease timings like the operator', () => {
    const base = ['--repo', '/r'];
    expect(agentSettings(base, {}, '/work')).toMatchObject({ shards: 1, leaderElection: true, operator: true, lease: { leaseDurationMs: 15_000, renewDeadlineMs: 10_000, retryPeriodMs: 2_000 } });
    const s = agentSettings([...base, '--shards', '4', '--no-operator', '--lease-duration', '6s', '--renew-deadline', '4s', '--retry-period', '1s'], {}, '/work');
    expect(s).toMatchObject({ shards: 4, operator: false, lease: { leaseDurationMs: 6_000, renewDeadlineMs: 4_000, retryPeriodMs: 1_000 } });
    expect(agentSettings([...base, '--shards', '1024', '--no-operator'], {}, '/work')).toMatchObject({ shards: 1024, lease: { leaseDurationMs: 8_000, renewDeadlineMs: 6_000, retryPeriodMs: 1_000 } });
    expect(agentSettings([...base, '--shards', '1'], { DRIFTGATE_LEADER_ELECTION: 'false' }, '/work').shards).toBe(1);
    const bad = (argv: string[], e: Record<string, string> = {}) => () => agentSettings([...base, ...argv], e, '/work');
    for (const n of ['0', '1025', '2.5', '-1', 'four', '']) expect(bad([`--shards=${n}`, '--no-operator'])).toThrow(/--shards must be a whole number from 1 to 1024/);
    expect(bad(['--shards', '2'])).toThrow(/--no-operator.*deploy\/operator-sharded/);
    expect(bad(['--shards', '2', '--no-operator'], { DRIFTGATE_LEADER_ELECTION: 'false' })).toThrow(/--shards needs leader election/);
    expect(bad(['--lease-duration', '6s'], { DRIFTGATE_LEADER_ELECTION: 'false' })).toThrow(/--lease-duration needs leader election/);
    expect(bad(['--renew-deadline', '20s'])).toThrow(/must be shorter than --lease-duration/);
    expect(bad(['--retry-period', '10s'])).toThrow(/must be shorter than --renew-deadline/);
    expect(bad(['--shards', '2', '--no-operator'])).not.toThrow();
  });

  it('sends the GitHub token to git only for GitHub or the Enterprise host', () => {
    expect(tokenForGit('https://github.com/a/b.git', 'https://api.github.com', 't')).toBe('t');
    expect(tokenForGit('https://ghe.acme.io/a/b.git', 'https://ghe.acme.io/api/v3', 't')).toBe('t');
    expect(tokenForGit('https://gitlab.com/a/b.git', 'https://api.github.com', 't')).toBeUndefined();
    expect(tokenForGit('file:///srv/r.git', 'https://api.github.com', 't')).toBeUndefined();
  });
});
