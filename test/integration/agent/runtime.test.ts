// The agent process as `driftgate agent` runs it: leader election, /healthz /readyz /metrics,
// and the push webhook (a wrong signature is answered 401 and changes nothing).
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startAgentRuntime, type AgentRuntime } from '../../../src/agent/runtime.js';
import { realClock } from '../../../src/controller/clock.js';
import { signBody } from '../../../src/io/http/webhook.js';
import { KubeClient } from '../../../src/io/kube/client.js';
import { createTestNamespace, deleteNamespace, eventually, testKubeConfig } from '../../support/cluster.js';
import { createGitFixture, type GitFixture } from '../../support/git-fixture.js';
import { configMapYaml } from './harness.js';

const SECRET = 'webhook-secret-for-tests';
let runtime: AgentRuntime | undefined;
let fx: GitFixture | undefined;
let namespace: string | undefined;
/** The agent's own namespace (inventory, Lease): the sync's scope never reaches it. */
let agentNamespace: string | undefined;

afterEach(async () => {
  await runtime?.stop();
  fx?.cleanup();
  if (namespace) await deleteNamespace(testKubeConfig(), namespace);
  if (agentNamespace) await deleteNamespace(testKubeConfig(), agentNamespace);
  agentNamespace = undefined;
  runtime = undefined;
  fx = undefined;
  namespace = undefined;
});

function pushBody(after: string): string {
  return JSON.stringify({ ref: 'refs/heads/main', before: '0'.repeat(40), after, forced: false, repository: { full_name: 'acme/tenants' } });
}

async function metricValue(url: string, name: string, labels = ''): Promise<number | undefined> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('driftgate agent runtime', () => {
  it('leads, serves health and metrics, and polls at once on a verified push webhook only', async () => {
    const kc = testKubeConfig();
    namespace = await createTestNamespace(kc, 'agent-rt');
    agentNamespace = await createTestNamespace(kc, 'agent-rt-system');
    fx = createGitFixture();
    const first = fx.commit({ 'cluster/app.yaml': configMapYaml('app', namespace, { v: '1' }) });
    runtime = await startAgentRuntime({
      settings: {
        repo: fx.remoteUrl,
        branch: 'main',
        path: 'cluster',
        intervalMs: 3_600_000, // only the webhook can make it look again
        drift: 'enforce',
        dryRun: false,
        namespace: agentNamespace,
        cacheDir: path.join(fx.root, 'cache'),
        allowEmptyPrune: false,
        readyTimeoutMs: 60_000,
        driftScanIntervalMs: 0,
      },
      kubeConfig: kc,
      clock: realClock,
      log: pino({ level: 'silent' }),
      webhook: { address: '127.0.0.1:0', secret: SECRET },
      metricsAddress: '127.0.0.1:0',
      leaderElection: { leaseName: 'driftgate-agent-test', retryPeriodMs: 500 },
    });
    const rt = runtime;
    await eventually(async () => {
      expect(rt.isLeader()).toBe(true);
      expect(rt.agent?.lastSync?.revision).toBe(first);
      expect((await fetch(`${rt.metricsUrl}/readyz`)).status).toBe(200);
    });
    expect((await fetch(`${rt.metricsUrl}/healthz`)).status).toBe(200);
    const polls = (): Promise<number> => metricValue(rt.metricsUrl!, 'driftgate_git_polls_total', 'result="changed"').then((v) => v ?? 0);
    expect(await polls()).toBe(1);

    const second = fx.commit({ 'cluster/app.yaml': configMapYaml('app', namespace, { v: '2' }) });
    const body = pushBody(second);
    const forged = await fetch(rt.webhookUrl!, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-github-event': 'push', 'x-hub-signature-256': signBody('wrong secret', Buffer.from(body)) } });
    expect(forged.status).toBe(401);
    expect(rt.agent?.lastSync?.revision).toBe(first);
    expect(await metricValue(rt.metricsUrl!, 'driftgate_webhook_requests_total', 'outcome="unauthorized"')).toBe(1);

    // The poll interval is an hour: the new head is applied within 20 s only because the signed
    // webhook triggered a poll.
    const signed = await fetch(rt.webhookUrl!, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-github-event': 'push', 'x-hub-signature-256': signBody(SECRET, Buffer.from(body)) } });
    expect(signed.status).toBe(202);
    await eventually(() => expect(rt.agent?.lastSync?.revision).toBe(second), { timeoutMs: 20_000, intervalMs: 50 });
    await eventually(async () => expect(await polls()).toBe(2)); // counted once the poll has ended
    await eventually(async () => expect(await metricValue(rt.metricsUrl!, 'driftgate_last_applied_revision_info', `revision="${second}"`)).toBe(1));

    await rt.stop();
    runtime = undefined;
    // Every poll has ended and been counted now. Had the forged webhook triggered one, it would
    // have applied the new head and the signed one's poll would have found it unchanged.
    const pollsByResult = Object.fromEntries((await rt.metrics.gitPolls.get()).values.map((v) => [v.labels.result, v.value]));
    expect(pollsByResult).toEqual({ changed: 2 });
    // the lease was released for a standby
    const client = new KubeClient({ kubeConfig: kc });
    const lease = (await client.request({ method: 'GET', path: `/apis/coordination.k8s.io/v1/namespaces/${agentNamespace}/leases/driftgate-agent-test` })) as { spec: { holderIdentity?: string } };
    client.close();
    expect(lease.spec.holderIdentity ?? '').toBe('');
  });
});
