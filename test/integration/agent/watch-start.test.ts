// The drift watch starts after the apply it watches: an object deleted in between is never in
// the first list, so no DELETED event comes. It must still be drift at once, not only at the
// next full scan (minutes later). An object edited in between is drift too; one left alone is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realClock } from '../../../src/controller/clock.js';
import { SYNC_LABEL, type ObjectKey } from '../../../src/core/drift/ownership.js';
import type { LiveObject } from '../../../src/core/manifest/manifest.js';
import { ManagedWatch } from '../../../src/agent/watch.js';
import { KubeClient } from '../../../src/io/kube/client.js';
import { Discovery } from '../../../src/io/kube/discovery.js';
import { createTestNamespace, deleteNamespace, eventually, kubeRequest, testKubeConfig } from '../../support/cluster.js';

const kc = testKubeConfig();
const SYNC = 'watchstart001';
let ns: string;
let client: KubeClient;

beforeAll(async () => {
  ns = await createTestNamespace(kc, 'watch-start');
  client = new KubeClient({ kubeConfig: kc, userAgent: 'watch-start-test' });
});

afterAll(async () => {
  client?.close();
  if (ns) await deleteNamespace(kc, ns);
});

const path = (name?: string): string => `/api/v1/namespaces/${ns}/configmaps${name ? `/${name}` : ''}`;
const key = (name: string): ObjectKey => ({ apiVersion: 'v1', kind: 'ConfigMap', namespace: ns, name });

describe('drift watch start', () => {
  it('reports an object deleted or edited between the apply and the first list; not one left alone', async () => {
    const drift: string[] = [];
    const watch = new ManagedWatch({
      client,
      discovery: new Discovery({ client, now: () => realClock.monotonic() }),
      clock: realClock,
      sync: SYNC,
      onDrift: (k, live) => drift.push(`${k.name} ${live === undefined ? 'deleted' : 'changed'}`),
    });
    try {
      // "our apply": three objects, their versions recorded before any informer of the kind exists
      for (const name of ['kept', 'gone', 'edited']) {
        const created = await kubeRequest(kc, { method: 'POST', path: path(), body: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, labels: { [SYNC_LABEL]: SYNC } }, data: { a: '1' } } });
        expect(created.status).toBe(201);
        watch.expect(key(name), created.body as LiveObject);
      }
      await kubeRequest(kc, { method: 'DELETE', path: path('gone') });
      await kubeRequest(kc, { method: 'PATCH', path: path('edited'), contentType: 'application/merge-patch+json', body: { data: { a: 'theirs' } } });

      await watch.track([key('kept'), key('gone'), key('edited')]);
      await watch.synced();
      await eventually(() => expect([...drift].sort()).toEqual(['edited changed', 'gone deleted']), { timeoutMs: 10_000 });
      expect(watch.get(key('kept'))?.data).toEqual({ a: '1' });
      expect(watch.get(key('gone'))).toBeUndefined();
    } finally {
      await watch.stop();
    }
  });
});
