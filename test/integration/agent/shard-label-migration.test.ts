// The agent's shard label moved from driftgate.dev/shard to driftgate.io/shard (the operator's,
// the one shard label). Read-both, write-one: shard k's drift watch still sees an object applied
// before the move (only the earlier label), keeps seeing it while its next apply swaps the labels,
// and still reports its deletion as drift.
import { describe, expect, it } from 'vitest';
import { SYNC_LABEL } from '../../../src/core/drift/ownership.js';
import { LABELS, LEGACY_AGENT_SHARD_LABEL } from '../../../src/core/kube/well-known.js';
import { shardSelectors } from '../../../src/agent/shard.js';
import { eventually, kubeRequest } from '../../support/cluster.js';
import { configMapNamespace } from '../../support/watch-fixture.js';

const SYNC = 'migration0001';
const cm = configMapNamespace('shard-label');
const { kc, path, key } = cm;

describe('shard label migration (read both, write one)', () => {
  it('shard k’s watch sees objects under either label, across the relabel, and a deletion is still drift', async () => {
    const labelled = { [SYNC_LABEL]: SYNC };
    await kubeRequest(kc, { method: 'POST', path: path(), body: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'before', labels: { ...labelled, [LEGACY_AGENT_SHARD_LABEL]: '1' } }, data: { a: '1' } } });
    await kubeRequest(kc, { method: 'POST', path: path(), body: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'after', labels: { ...labelled, [LABELS.shard]: '1' } }, data: { a: '1' } } });
    await kubeRequest(kc, { method: 'POST', path: path(), body: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'other-shard', labels: { ...labelled, [LABELS.shard]: '0' } }, data: { a: '1' } } });
    const { watch, drift } = cm.recordingWatch(SYNC, { selectorsFor: (apiVersion, kind) => shardSelectors({ index: 1, count: 2 }, apiVersion, kind) });
    try {
      // shard 1 tracks its own objects only (tracking one it cannot see would be a deletion)
      await watch.track([key('before'), key('after')]);
      await watch.synced();
      expect(watch.get(key('before'))?.metadata.name).toBe('before');
      expect(watch.get(key('after'))?.metadata.name).toBe('after');
      expect(watch.get(key('other-shard'))).toBeUndefined();

      // The next apply writes the current label and drops the earlier one: still seen, not deleted.
      await kubeRequest(kc, {
        method: 'PATCH',
        path: path('before'),
        contentType: 'application/merge-patch+json',
        body: { metadata: { labels: { [LEGACY_AGENT_SHARD_LABEL]: null, [LABELS.shard]: '1' } } },
      });
      await eventually(() => expect(watch.get(key('before'))?.metadata.labels?.[LABELS.shard]).toBe('1'), { timeoutMs: 20_000 });
      expect(watch.get(key('before'))?.metadata.labels?.[LEGACY_AGENT_SHARD_LABEL]).toBeUndefined();
      expect(drift.filter((d) => d.endsWith('deleted'))).toEqual([]);

      // A real deletion is drift, for an object under either label.
      await kubeRequest(kc, { method: 'DELETE', path: path('before') });
      await eventually(() => expect(drift).toContain('before deleted'), { timeoutMs: 20_000 });
      expect(watch.get(key('before'))).toBeUndefined();
    } finally {
      await watch.stop();
    }
  });
});
