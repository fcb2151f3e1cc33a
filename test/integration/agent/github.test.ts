// Reports to GitHub (the fake, schema-checking GitHub API): commit statuses per changed tenant
// going pending → success with the real operator, the aggregate `driftgate/sync` status and the
// check run's tenant table, a one-tenant commit posting one tenant status, no re-posting of
// unchanged reports, GitHub outages (502, secondary rate limit) retried, and reports re-derived
// after a restart from the report-state ConfigMap (and moved there from the first format).
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../../support/cluster.js';
import { FAULTS, startFakeGitHub, type FakeGitHub } from '../../support/fake-github/server.js';
import { startOperatorProcess, type OperatorProcess } from '../../../src/operator/process.js';
import { configMapYaml, createAgentHarness, policyPackFiles, tenantYaml, type AgentHarness } from './harness.js';

let h: AgentHarness | undefined;
let github: FakeGitHub | undefined;
let operator: OperatorProcess | undefined;

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

function startOperator(harness: AgentHarness): OperatorProcess {
  return startOperatorProcess({ kubeConfig: harness.kc, tenantNamespace: harness.namespace, resyncMs: 0, log: () => undefined });
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
    await eventually(() => expect(statusesFor(github!, sha, 'driftgate/sync').at(-1)).toBe('success'));
    await waitSettled(h);
    const run = github.checkRuns.find((r) => r.name === 'driftgate sync' && r.head_sha === sha)!;
    expect(run.output.title).toBe(`Applied ${sha.slice(0, 7)}: 1 tenant Ready`);
    expect(run.output.summary).toContain('| Ready | 1 |');
    expect(run.output.text).toContain(`| ${ns}/search | Ready | Ready`);
    expect(github.checkRuns.filter((r) => r.head_sha === sha)).toHaveLength(1);

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
    const attempts = github.requestsFor('repos/create-commit-status').filter((r) => (r.params as Record<string, string>).sha === sha && (r.body as Record<string, string> | undefined)?.context === context);
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
    await eventually(() => expect(github!.checkRuns.filter((r) => r.head_sha === sha)).toMatchObject([{ status: 'completed', conclusion: 'success' }]), { timeoutMs: 30_000, intervalMs: 200 });
    await waitSettled(h);
    expect(statusesFor(github, sha, 'driftgate/sync')).toEqual(['success']);
    expect(github.violations).toEqual([]);

    // restarted again with everything reported: nothing is sent
    const before = github.requests.length;
    await h.restart();
    await waitSettled(h);
    h.agent.reporter.tenantChanged();
    await waitSettled(h);
    expect(github.requests.length).toBe(before);
  });

  it('posts one tenant status for a commit that changes one of several tenants; the check run lists them all', async () => {
    github = await startFakeGitHub();
    h = await createAgentHarness({ github });
    operator = startOperator(h);
    const ns = h.namespace;
    const names = ['ads', 'maps', 'search'];
    const files = (cpu: string): Record<string, string> => Object.fromEntries(names.map((n) => [`cluster/${n}.yaml`, tenantYaml({ name: n, namespace: ns, tenantNamespace: h!.tenantNamespace(n), ...(n === 'maps' ? { cpu } : {}) })]));
    const first = h.fx.commit(files('2'));
    await h.poll();
    await eventually(() => expect(github!.checkRuns.find((r) => r.head_sha === first)).toMatchObject({ status: 'completed', conclusion: 'success' }), { timeoutMs: 60_000, intervalMs: 200 });
    await waitSettled(h);

    const second = h.fx.commit(files('3'));
    await h.poll();
    await eventually(() => expect(github!.checkRuns.find((r) => r.head_sha === second)).toMatchObject({ status: 'completed', conclusion: 'success' }), { timeoutMs: 60_000, intervalMs: 200 });
    await waitSettled(h);
    const onSecond = github.statuses.filter((s) => s.sha === second);
    expect([...new Set(onSecond.map((s) => s.context))].sort()).toEqual(['driftgate/sync', `driftgate/${ns}/maps`].sort());
    expect(statusesFor(github, second, `driftgate/${ns}/maps`)).toEqual(['pending', 'success']);
    // the pending was said before the apply, as soon as the commit was read
    expect(github.statuses.find((s) => s.sha === second && s.context === `driftgate/${ns}/maps`)?.description).toBe(`syncing ${second.slice(0, 7)}`);
    const run = github.checkRuns.find((r) => r.head_sha === second)!;
    for (const n of names) expect(run.output.text).toContain(`| ${ns}/${n} | Ready |`);
    expect(run.output.summary).toContain('(1 on this commit, at most 50)');

    // the state is in its own ConfigMap, and lists no Ready tenant
    const cm = (await h.get(`/api/v1/namespaces/${h.agentNamespace}/configmaps/driftgate-report-${h.agent.sync}`)) as { data: Record<string, string> };
    expect(JSON.parse(cm.data['report.json']!)).toMatchObject({ v: 2, sha: second, failing: {}, statusTenants: [`${ns}/maps`] });

    // a commit the check admits but the scope refuses (an object in the agent's own namespace):
    // the tenant it changes was told `pending`, and then why nothing was applied
    const third = h.fx.commit({ ...files('4'), 'cluster/intruder.yaml': configMapYaml('intruder', h.agentNamespace, { v: '1' }) });
    await h.poll();
    await eventually(() => expect(statusesFor(github!, third, `driftgate/${ns}/maps`)).toEqual(['pending', 'failure']), { timeoutMs: 60_000, intervalMs: 200 });
    expect(github.statuses.filter((s) => s.sha === third && s.context === `driftgate/${ns}/maps`)[1]?.description).toMatch(/^not applied: ScopeRefused: cluster\/intruder\.yaml:\d+ /);
    expect(statusesFor(github, third, 'driftgate/sync')).toEqual(['failure']);
    expect(github.violations).toEqual([]);
  });

  it('moves a first-format report state out of the inventory ConfigMap without posting it again', async () => {
    github = await startFakeGitHub();
    h = await createAgentHarness({ github });
    operator = startOperator(h);
    const ns = h.namespace;
    const sha = h.fx.commit({ 'cluster/search.yaml': tenantYaml({ name: 'search', namespace: ns, tenantNamespace: h.tenantNamespace('search') }) });
    await h.poll();
    await eventually(() => expect(github!.checkRuns.find((r) => r.head_sha === sha)).toMatchObject({ status: 'completed', conclusion: 'success' }), { timeoutMs: 60_000, intervalMs: 200 });
    await waitSettled(h);
    await h.agent.stop();

    // what an agent before this one left: its state under `report.json` of the inventory ConfigMap
    const inventory = `/api/v1/namespaces/${h.agentNamespace}/configmaps/driftgate-inventory-${h.agent.sync}`;
    const report = `/api/v1/namespaces/${h.agentNamespace}/configmaps/driftgate-report-${h.agent.sync}`;
    await h.client.request({ method: 'DELETE', path: report });
    const checkRun = github.checkRuns.find((r) => r.head_sha === sha)!;
    const posted = github.statuses.filter((s) => s.context === `driftgate/${ns}/search`).at(-1)!;
    const legacy = { sha, appliedAt: Date.now(), tenants: [{ namespace: ns, name: 'search' }], posted: { [`driftgate/${ns}/search`]: { state: posted.state, description: posted.description } }, checkRun: { id: checkRun.id, sha } };
    await h.client.request({
      method: 'PATCH',
      path: `${inventory}?fieldManager=driftgate-sync-report&force=true`,
      contentType: 'application/apply-patch+yaml',
      body: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: `driftgate-inventory-${h.agent.sync}`, namespace: h.agentNamespace }, data: { 'report.json': JSON.stringify(legacy) } },
    });
    const tenantStatuses = github.statuses.filter((s) => s.context === `driftgate/${ns}/search`).length;
    await h.restart();
    await eventually(async () => {
      const cm = (await h!.get(report)) as { data?: Record<string, string> };
      expect(JSON.parse(cm.data?.['report.json'] ?? '{}')).toMatchObject({ v: 2, sha });
    }, { timeoutMs: 30_000 });
    await waitSettled(h);
    const inv = (await h.get(inventory)) as { data: Record<string, string> };
    expect(inv.data['report.json']).toBeUndefined();
    expect(inv.data['inventory']).toContain('TenantOnboarding');
    expect(github.statuses.filter((s) => s.context === `driftgate/${ns}/search`)).toHaveLength(tenantStatuses);
    expect(github.checkRuns.filter((r) => r.head_sha === sha)).toHaveLength(1); // updated in place, not created again
    expect(github.violations).toEqual([]);
  });
});

/** Waits until the reporter has nothing queued or in flight (background reports wait a spacing interval). */
async function waitSettled(harness: AgentHarness): Promise<void> {
  await eventually(() => expect(harness.agent.reporter.busy).toBe(false), { timeoutMs: 30_000, intervalMs: 100 });
  await harness.agent.reporter.idle();
}

/** Consumes the scripted commit-status faults by sending requests until one succeeds. */
async function drainFaults(fake: FakeGitHub): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    const res = await fetch(`${fake.url}/repos/drain/drain/statuses/${'0'.repeat(40)}`, { method: 'POST', headers: { authorization: 'token x', 'content-type': 'application/json' }, body: JSON.stringify({ state: 'pending', context: 'drain' }) });
    if (res.status === 201) return;
  }
}
