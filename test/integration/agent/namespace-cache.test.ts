// The scope gate's namespaces from the agent's informer cache (src/agent/namespace-cache.ts), on a
// real API server: before the informer has listed, a sync lists the namespaces itself; once it
// has, a namespace another sync labels shows up with its owner, and the cache keeps nothing of a
// namespace but the labels and annotations that say who owns it.
import { afterAll, describe, expect, it } from 'vitest';
import { NamespaceCache } from '../../../src/agent/namespace-cache.js';
import type { NamespaceMeta } from '../../../src/agent/guard.js';
import { realClock } from '../../../src/controller/clock.js';
import { SYNC_LABEL } from '../../../src/core/drift/ownership.js';
import { KubeClient } from '../../../src/io/kube/client.js';
import { deleteNamespace, eventually, kubeRequest, testKubeConfig } from '../../support/cluster.js';

const kc = testKubeConfig();
const suffix = Math.random().toString(36).slice(2, 8);
const created: string[] = [];

afterAll(async () => {
  for (const ns of created) await deleteNamespace(kc, ns);
});

async function readAll(cache: NamespaceCache): Promise<Map<string, NamespaceMeta>> {
  return new Map([...(await cache.source().read())].map((m) => [m.name, m]));
}

describe('NamespaceCache', () => {
  it('lists before its informer has, then follows namespaces by watch, keeping only their owner facts', async () => {
    const requests: string[] = [];
    const counting = new KubeClient({ kubeConfig: kc, userAgent: 'namespace-cache-test', onRequest: (r) => requests.push(`${r.method} ${r.path}${r.watch ? ' watch' : ''}`) });
    const cache = new NamespaceCache({ client: counting, clock: realClock });
    try {
      const first = `nscache-a-${suffix}`;
      created.push(first);
      expect((await kubeRequest(kc, { method: 'POST', path: '/api/v1/namespaces', body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: first, labels: { team: 'blue' } } } })).status).toBe(201);
      // the first read: the informer has not listed yet, so a LIST answers it
      const before = await readAll(cache);
      expect(before.get(first)).toEqual({ name: first, labels: {}, annotations: {} });

      // once listed, reads come from the cache: no request of their own
      await eventually(async () => {
        const n = requests.length;
        await readAll(cache);
        expect(requests.length).toBe(n);
      }, { timeoutMs: 20_000, intervalMs: 100 });

      // another sync takes a namespace: the watch brings it, with the owner label and nothing else
      const theirs = `nscache-b-${suffix}`;
      created.push(theirs);
      expect((await kubeRequest(kc, { method: 'POST', path: '/api/v1/namespaces', body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: theirs, labels: { [SYNC_LABEL]: 'another-sync', team: 'red' }, annotations: { note: 'not kept' } } } })).status).toBe(201);
      await eventually(async () => expect((await readAll(cache)).get(theirs)).toEqual({ name: theirs, labels: { [SYNC_LABEL]: 'another-sync' }, annotations: {} }), { timeoutMs: 20_000, intervalMs: 50 });
      // a label changed later is seen too
      await kubeRequest(kc, { method: 'PATCH', path: `/api/v1/namespaces/${first}`, contentType: 'application/merge-patch+json', body: { metadata: { labels: { [SYNC_LABEL]: 'yet-another' } } } });
      await eventually(async () => expect((await readAll(cache)).get(first)?.labels).toEqual({ [SYNC_LABEL]: 'yet-another' }), { timeoutMs: 20_000, intervalMs: 50 });
    } finally {
      await cache.stop();
      counting.close();
    }
  });
});
