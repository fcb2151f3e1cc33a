// The API server's own write bound, measured in the same run as the figures it bounds (issue 17:
// "printed with the API server's own write rate measured in the same run as the physical bound").
// Used by bench/operator and bench/agent, so both print the same measure.
import type { KubeClient } from '../../src/io/kube/client.js';

export interface WriteBound {
  /** Writes completed within the measuring window. */
  readonly writes: number;
  /** Writes per second sustained. */
  readonly perSecond: number;
  readonly concurrency: number;
  readonly seconds: number;
}

export interface MeasureBoundOptions {
  readonly client: KubeClient;
  /** An existing namespace the ConfigMaps are written into (left for the bench's teardown). */
  readonly namespace: string;
  readonly ms: number;
  readonly concurrency: number;
}

/**
 * `concurrency` loops of server-side applies from one client, each a real change (a counter in
 * the data), over 50 ConfigMaps per loop, for `ms`: the writes/s the API server (and etcd, on
 * this machine, now) sustains.
 */
export async function measureWriteBound(options: MeasureBoundOptions): Promise<WriteBound> {
  const { client, namespace, ms, concurrency } = options;
  let writes = 0;
  const deadline = performance.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const name = `bound-${w}-${n % 50}`;
        await client.request({
          method: 'PATCH',
          path: `/api/v1/namespaces/${encodeURIComponent(namespace)}/configmaps/${name}`,
          query: { fieldManager: 'bench', force: 'true' },
          contentType: 'application/apply-patch+yaml',
          body: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, namespace }, data: { n: String(n) } },
        });
        writes++;
      }
    }),
  );
  const elapsed = performance.now() - started;
  return { writes, perSecond: +(writes / (elapsed / 1000)).toFixed(0), concurrency, seconds: ms / 1000 };
}
