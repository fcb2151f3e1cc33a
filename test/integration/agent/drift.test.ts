// Drift against a real API server: a `kubectl edit` (an Update by another field manager) is
// seen through the watch within seconds, reverted with an Event in enforce mode, only
// reported in warn mode; ignore rules; an API server that goes away mid-sync.
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../../support/cluster.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/server.js';
import { type LiveObject } from '../../../src/core/manifest/manifest.js';
import { isNotFound } from '../../../src/io/kube/errors.js';
import { configMapYaml, createAgentHarness, type AgentHarness } from './harness.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

let h: AgentHarness | undefined;
let github: FakeGitHub | undefined;
let proxy: TcpProxy | undefined;
afterEach(async () => {
  await h?.close();
  await github?.close();
  await proxy?.close();
  h = undefined;
  github = undefined;
  proxy = undefined;
});

/** What `kubectl edit` sends: an Update (merge patch) under field manager kubectl-edit. */
async function kubectlEdit(harness: AgentHarness, name: string, data: Record<string, string | null>): Promise<void> {
  await harness.client.request({
    method: 'PATCH',
    path: `/api/v1/namespaces/${harness.namespace}/configmaps/${name}`,
    query: { fieldManager: 'kubectl-edit' },
    contentType: 'application/merge-patch+json',
    body: { data },
  });
}

async function data(harness: AgentHarness, name: string): Promise<Record<string, string> | undefined> {
  try {
    return ((await harness.get(`/api/v1/namespaces/${harness.namespace}/configmaps/${name}`)) as { data?: Record<string, string> }).data;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

async function eventsFor(harness: AgentHarness, name: string): Promise<Array<{ reason: string; type: string; note: string }>> {
  await harness.events.flush();
  const list = (await harness.get(`/apis/events.k8s.io/v1/namespaces/${harness.namespace}/events`)) as { items: Array<{ reason: string; type: string; note: string; regarding: { name: string } }> };
  return list.items.filter((e) => e.regarding.name === name).map(({ reason, type, note }) => ({ reason, type, note }));
}

describe('drift', () => {
  it('reverts a kubectl edit within seconds in enforce mode, with an Event', async () => {
    h = await createAgentHarness({ settings: { drift: 'enforce' } });
    h.fx.commit({ 'cluster/app.yaml': configMapYaml('app', h.namespace, { color: 'blue', size: 'm' }) });
    await h.poll();
    await kubectlEdit(h, 'app', { color: 'red', extra: 'added by hand' });
    const started = Date.now();
    await eventually(async () => expect((await data(h!, 'app'))?.color).toBe('blue'), { timeoutMs: 20_000, intervalMs: 100 });
    const seconds = (Date.now() - started) / 1000;
    // the field nobody in Git owns stays: we only revert what our manager owns
    expect((await data(h, 'app'))?.extra).toBe('added by hand');
    await eventually(async () => {
      const events = await eventsFor(h!, 'app');
      expect(events).toEqual([expect.objectContaining({ reason: 'DriftCorrected', type: 'Normal', note: expect.stringContaining('/data/color') })]);
    });
    expect((await h.metrics.driftCorrected.get()).values[0]?.value).toBe(1);
    expect(seconds).toBeLessThan(20);

    // a deleted managed object is re-created
    await h.client.request({ method: 'DELETE', path: `/api/v1/namespaces/${h.namespace}/configmaps/app` });
    await eventually(async () => expect((await data(h!, 'app'))?.color).toBe('blue'), { timeoutMs: 20_000, intervalMs: 100 });
  });

  it('keeps reverting drift after a restart, with its ownership marks intact', async () => {
    h = await createAgentHarness({ settings: { drift: 'enforce' } });
    h.fx.commit({ 'cluster/app.yaml': configMapYaml('app', h.namespace, { color: 'blue' }) });
    await h.poll();
    await h.restart();
    expect((await h.poll())?.kind).toBe('unchanged');
    await kubectlEdit(h, 'app', { color: 'red' });
    await eventually(async () => expect((await data(h!, 'app'))?.color).toBe('blue'), { timeoutMs: 20_000, intervalMs: 100 });
    const live = (await h.get(`/api/v1/namespaces/${h.namespace}/configmaps/app`)) as LiveObject;
    expect(live.metadata.labels?.['driftgate.dev/sync']).toBe(h.agent.sync);
    expect(live.metadata.annotations?.['driftgate.dev/tracking-id']).toBe(`${h.agent.sync}:/ConfigMap:${h.namespace}/app`);
  });

  it('only reports in warn mode: an Event, the check run and a comment on the pull request', async () => {
    github = await startFakeGitHub();
    h = await createAgentHarness({ settings: { drift: 'warn' }, github });
    h.fx.commit({ 'cluster/app.yaml': configMapYaml('app', h.namespace, { color: 'blue' }) }, 'Add the app config (#42)');
    const sha = h.fx.head();
    github.seedPullRequest({ repository: 'acme/tenants', number: 42, headSha: 'c'.repeat(40), state: 'closed', headRepository: 'acme/tenants', mergeCommitSha: sha });
    await h.poll();
    await kubectlEdit(h, 'app', { color: 'red' });
    await eventually(async () => {
      const events = await eventsFor(h!, 'app');
      expect(events.some((e) => e.reason === 'DriftDetected' && e.type === 'Warning' && e.note.includes('/data/color'))).toBe(true);
    }, { timeoutMs: 20_000 });
    expect((await data(h, 'app'))?.color).toBe('red'); // not reverted
    expect(h.agent.currentDrift.objects.map((o) => o.differences.map((d) => [d.pointer, d.live, d.desired]))).toEqual([[['/data/color', 'red', 'blue']]]);
    await eventually(() => {
      const comment = github!.comments.find((c) => c.issue_number === 42);
      expect(comment?.body).toContain('/data/color');
      expect(comment?.body).toContain('not reverted');
      const run = github!.checkRuns.find((r) => r.name === 'driftgate sync' && r.head_sha === sha);
      expect(run?.output.title).toMatch(/Drift detected/);
      expect(run?.conclusion).toBe('neutral');
    }, { timeoutMs: 20_000 });
    expect(github.violations).toEqual([]);
  });

  it('does not comment on a pull request the commit message names but GitHub does not tie to the commit', async () => {
    github = await startFakeGitHub();
    h = await createAgentHarness({ settings: { drift: 'warn' }, github });
    // The message claims #7; PR 7 exists but was merged as another commit.
    h.fx.commit({ 'cluster/app.yaml': configMapYaml('app', h.namespace, { color: 'blue' }) }, 'Add the app config (#7)');
    const sha = h.fx.head();
    github.seedPullRequest({ repository: 'acme/tenants', number: 7, headSha: 'd'.repeat(40), state: 'closed', headRepository: 'acme/tenants', mergeCommitSha: 'e'.repeat(40) });
    await h.poll();
    await kubectlEdit(h, 'app', { color: 'red' });
    await eventually(() => {
      const run = github!.checkRuns.find((r) => r.name === 'driftgate sync' && r.head_sha === sha);
      expect(run?.output.title).toMatch(/Drift detected/);
      expect(github!.requestsFor('pulls/get').length).toBeGreaterThan(0);
    }, { timeoutMs: 20_000 });
    await h.agent.reporter.idle();
    expect(github.comments).toEqual([]);
    expect(github.violations).toEqual([]);
  });

  it('leaves fields alone that an ignore rule in .driftgate/drift.yaml names', async () => {
    h = await createAgentHarness({ settings: { drift: 'enforce' } });
    h.fx.commit({
      '.driftgate/drift.yaml': ['ignore:', '  - paths: ["/data/replicas"]', '    target: { kind: ConfigMap, name: "app.*" }', ''].join('\n'),
      'cluster/app.yaml': configMapYaml('app', h.namespace, { replicas: '1', color: 'blue' }),
    });
    await h.poll();
    await kubectlEdit(h, 'app', { replicas: '5' });
    // an edit that is ignored is not drift: checked directly, then nothing is reverted
    const drift = await h.agent.checkDrift({ apiVersion: 'v1', kind: 'ConfigMap', namespace: h.namespace, name: 'app' });
    expect(drift?.diff.action).toBe('unchanged');
    expect(drift?.diff.ignored.map((d) => d.pointer)).toEqual(['/data/replicas']);
    await kubectlEdit(h, 'app', { color: 'red' });
    await eventually(async () => expect((await data(h!, 'app'))?.color).toBe('blue'), { timeoutMs: 20_000, intervalMs: 100 });
    expect((await data(h, 'app'))?.replicas).toBe('5');
  });

  it('finishes the sync when the API server goes away mid-sync and comes back', async () => {
    const base = (await import('../../support/cluster.js')).testKubeConfig();
    const server = new URL(base.getCurrentCluster()!.server);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port) });
    let patches = 0;
    let tripped = false;
    const p = proxy;
    h = await createAgentHarness({
      agentKubeConfig: proxy.kubeConfig(base),
      onRequest: (r) => {
        if (r.method === 'PATCH' && r.status >= 200 && r.status < 300) patches += 1;
        // 30 dry-run applies first (nothing is written before every object passed), then 5 real ones
        if (patches === 35 && !tripped) {
          tripped = true;
          void p.down();
        }
      },
    });
    const files: Record<string, string> = {};
    for (let i = 0; i < 30; i++) files[`cluster/cm-${i}.yaml`] = configMapYaml(`cm-${i}`, h.namespace, { i: String(i) });
    const head = h.fx.commit(files);
    const first = await h.pollOnce();
    expect(tripped).toBe(true);
    expect(first?.kind).toBe('error'); // the sync failed part-way; the head is not marked handled
    const applied = (await Promise.all(Array.from({ length: 30 }, (_, i) => data(h!, `cm-${i}`)))).filter(Boolean).length;
    expect(applied).toBeGreaterThanOrEqual(5);
    expect(applied).toBeLessThan(30);
    await proxy.up();
    const second = await h.poll();
    expect(second?.kind).toBe('changed');
    expect(h.agent.lastSync).toMatchObject({ revision: head, outcome: 'applied' });
    const all = await Promise.all(Array.from({ length: 30 }, (_, i) => data(h!, `cm-${i}`)));
    expect(all.every((d, i) => d?.i === String(i))).toBe(true);
    expect((await h.agent.inventory.read())?.entries.length).toBe(30);
  });
});

export type { LiveObject };
