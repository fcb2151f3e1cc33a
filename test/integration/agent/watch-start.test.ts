// The drift watch starts after the apply it watches: an object deleted in between is never in
// the first list, so no DELETED event comes. It must still be drift at once, not only at the
// next full scan (minutes later). An object edited in between is drift too; one left alone is not.
import { describe, expect, it } from 'vitest';
import { SYNC_LABEL } from '../../../src/core/drift/ownership.js';
import type { LiveObject } from '../../../src/core/manifest/manifest.js';
import { eventually, kubeRequest } from '../../support/cluster.js';
import { configMapNamespace } from '../../support/watch-fixture.js';

const SYNC = 'watchstart001';
const cm = configMapNamespace('watch-start');
const { kc, path, key } = cm;

describe('drift watch start', () => {
  it('reports an object deleted or edited between the apply and the first list; not one left alone', async () => {
    const { watch, drift } = cm.recordingWatch(SYNC);
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
