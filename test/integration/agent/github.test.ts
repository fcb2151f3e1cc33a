// Reports to GitHub (the fake, schema-checking GitHub API): commit statuses per tenant going
// pending → success with the real operator, no re-posting of unchanged statuses, GitHub
// outages (502, secondary rate limit) retried, and statuses re-derived after a restart.
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../../support/cluster.js';
import { FAULTS, startFakeGitHub, type FakeGitHub } from '../../support/fake-github/server.js';
import { Operator } from '../../../src/operator/operator.js';
import { createAgentHarness, policyPackFiles, tenantYaml, type AgentHarness } from './harness.js';

let h: AgentHarness | undefined;
let github: FakeGitHub | undefined;
let operator: Operator | undefined;

afterEach(async () => {
  if (h && operator) {
    // let the operator remove its finalizers before the namespace goes
    const list = (await h.get(`/apis/platform.example.com/v1/namespaces/${h.namespace}/tenantonboardings`)) as { items: Array<{ metadata: { name: string } }> };
    for (const t of list.items) await h.client.request({ method: 'DELETE', path: `/apis/platform.example.com/v1/namespaces/${h.namespace}/tenantonboardings/${t.metadata.name}` }).catch(() => undefined);
    await eventually(async () => {
      const left = (await h!.get(`/apis/platform.example.com/v1/namespaces/${h!.namespace}/tenantonboardings`)) as { items: unknown[] };
      expect(left.items).toEqual([]);
    }, { timeoutMs: 20_000 }).catch(async () => {
      // a tenant the operator could not clean up (Stalled): drop its finalizer so the namespace can go
      for (const t of list.items) {
        await h!.client.request({ method: 'PATCH', path: `/apis/platform.example.com/v1/namespaces/${h!.namespace}/tenantonboardings/${t.metadata.name}`, contentType: 'application/merge-patch+json', body: { metadata: { finalizers: null } } }).catch(() => undefined);
      }
    });
  }
  await operator?.stop({ release: false });
  await h?.close();
  await github?.close();
  h = undefined;
  github = undefined;
  operator = undefined;
});

function statusesFor(fake: FakeGitHub, sha: string, context: string): string[] {
  return fake.statuses.filter((s) => s.sha === sha && s.context === context).map((s) => s.state);
}

function startOperator(harness: AgentHarness): Operator {
  const op = new Operator({ kubeConfig: harness.kc, tenantNamespace: harness.namespace, resyncMs: 0, log: () => undefined });
  void op.start();
  return op;
}

describe('reports to GitHub', () => {
  it('posts pending on apply and success once the operator reports Ready, each exactly once', async () => {
    github = await startFakeGitHub();
    h = await createAgentHarness({ github });
    operator = startOperator(h);
    const ns = h.namespace;
    const sha = h.fx.commit({ ...policyPackFiles(), 'cluster/search.yaml': tenantYaml({ name: 'search', namespace: ns, tenantNamespace: h.tenantNamespace('search') }) });
    await h.poll();
    const context = `driftgate/${ns}/search`;
    await eventually(() => expect(statusesFor(github!, sha, context)).toEqual(['pending', 'success']), { timeoutMs: 60_000, intervalMs: 200 });
    const success = github.statuses.find((s) => s.context === context && s.state === 'success');
    expect(success?.description).toMatch(/^Ready/);
    expect(success!.description!.length).toBeLessThanOrEqual(140);
    await eventually(() => expect(github!.checkRuns.find((r) => r.name === 'driftgate sync' && r.head_sha === sha)).toMatchObject({ status: 'completed', conclusion: 'success' }));
    await h.agent.reporter.idle();

    // nothing changes: polls and tenant events post nothing new
    const before = github.requests.length;
    await h.poll();
    h.agent.reporter.tenantChanged();
    await h.agent.reporter.idle();
    expect(github.requests.length).toBe(before);
    expect(github.violations).toEqual([]);
  });

  it('posts a failure with the condition reason when the tenant is Stalled', async () => {
    github = await startFakeGitHub();
    h = await createAgentHarness({ github });
    operator = startOperator(h);
    const ns = h.namespace;
    // a namespace someone made by hand: the operator refuses to take it over (Stalled)
    const taken = h.tenantNamespace('taken');
    await h.client.request({ method: 'POST', path: '/api/v1/namespaces', body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: taken } } });
    try {
      const sha = h.fx.commit({ 'cluster/b.yaml': tenantYaml({ name: 'b', namespace: ns, tenantNamespace: taken }) });
      await h.poll();
      expect(h.agent.lastSync?.outcome).toBe('applied');
      await eventually(() => expect(statusesFor(github!, sha, `driftgate/${ns}/b`)).toEqual(['pending', 'failure']), { timeoutMs: 60_000, intervalMs: 200 });
      const failure = github.statuses.find((s) => s.sha === sha && s.state === 'failure');
      expect(failure?.description).toMatch(/^NamespaceNotManaged: Namespace .* already exists/);
      expect(failure!.description!.length).toBeLessThanOrEqual(140);
    } finally {
      await h.client.request({ method: 'DELETE', path: `/api/v1/namespaces/${taken}` }).catch(() => undefined);
    }
  });

  it('retries through a GitHub 502 and a secondary rate limit, then posts once', async () => {
    github = await startFakeGitHub();
    h = await createAgentHarness({ github, settings: { reportRetry: { initialMs: 200, maxMs: 1000 } } });
    const ns = h.namespace;
    github.fail({ operationId: 'repos/create-commit-status', ...FAULTS.badGateway, times: 4 });
    github.fail({ operationId: 'repos/create-commit-status', ...FAULTS.secondaryRateLimit(1), times: 3 });
    const sha = h.fx.commit({ 'cluster/search.yaml': tenantYaml({ name: 'search', namespace: ns, tenantNamespace: h.tenantNamespace('search') }) });
    await h.poll();
    const context = `driftgate/${ns}/search`;
    await eventually(() => expect(statusesFor(github!, sha, context)).toEqual(['pending']), { timeoutMs: 30_000, intervalMs: 100 });
    const attempts = github.requestsFor('repos/create-commit-status').filter((r) => (r.params as Record<string, string>).sha === sha);
    expect(attempts.filter((r) => r.status === 502).length).toBe(4);
    expect(attempts.filter((r) => r.status === 403).length).toBe(3);
    expect(attempts.filter((r) => r.status === 201).length).toBe(1);
    expect(github.violations).toEqual([]);
  });

  it('re-derives statuses from cluster state after a restart, posting only what is missing', async () => {
    github = await startFakeGitHub();
    h = await createAgentHarness({ github, settings: { reportRetry: { initialMs: 60_000, maxMs: 60_000 } } });
    const ns = h.namespace;
    const context = `driftgate/${ns}/search`;
    // GitHub is down for the whole first life of the agent
    github.fail({ operationId: 'repos/create-commit-status', status: 503, body: { message: 'Service Unavailable' }, times: 1000 });
    const sha = h.fx.commit({ 'cluster/search.yaml': tenantYaml({ name: 'search', namespace: ns, tenantNamespace: h.tenantNamespace('search') }) });
    await h.poll();
    await eventually(() => expect(github!.requestsFor('repos/create-commit-status').length).toBeGreaterThan(0), { timeoutMs: 20_000 });
    expect(statusesFor(github, sha, context)).toEqual([]);

    // meanwhile the operator makes the tenant Ready; then the agent restarts and GitHub is back
    operator = startOperator(h);
    await eventually(async () => {
      const t = (await h!.get(`/apis/platform.example.com/v1/namespaces/${ns}/tenantonboardings/search`)) as { status?: { conditions?: Array<{ type: string; status: string }> } };
      expect(t.status?.conditions?.find((c) => c.type === 'Ready')?.status).toBe('True');
    }, { timeoutMs: 60_000 });
    await h.agent.stop();
    await drainFaults(github);
    await h.restart();
    expect((await h.poll())?.kind).toBe('unchanged'); // the applied head is not applied again
    // what the cluster says now, once: no stale pending first
    await eventually(() => expect(statusesFor(github!, sha, context)).toEqual(['success']), { timeoutMs: 30_000, intervalMs: 200 });
    expect(github.violations).toEqual([]);
  });
});

/** Consumes the scripted commit-status faults by sending requests until one succeeds. */
async function drainFaults(fake: FakeGitHub): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    const res = await fetch(`${fake.url}/repos/drain/drain/statuses/${'0'.repeat(40)}`, { method: 'POST', headers: { authorization: 'token x', 'content-type': 'application/json' }, body: JSON.stringify({ state: 'pending', context: 'drain' }) });
    if (res.status === 201) return;
  }
}
