import type { LiveNamespace } from '../../core/policy/index.js';
import { isRecord } from '../../core/manifest/manifest.js';
import type { KubeClient } from './client.js';

/** Every namespace of the cluster with its labels and annotations (paged, 500 at a time). */
export async function readLiveNamespaces(client: KubeClient): Promise<Map<string, LiveNamespace>> {
  const out = new Map<string, LiveNamespace>();
  let cont: string | undefined;
  do {
    const page = await client.request({ method: 'GET', path: '/api/v1/namespaces', query: { limit: 500, ...(cont ? { continue: cont } : {}) } });
    const items = isRecord(page) && Array.isArray(page.items) ? page.items : [];
    for (const item of items) {
      const meta = isRecord(item) && isRecord(item.metadata) ? item.metadata : undefined;
      if (!meta || typeof meta.name !== 'string') continue;
      out.set(meta.name, { name: meta.name, labels: stringMap(meta.labels), annotations: stringMap(meta.annotations) });
    }
    const next = isRecord(page) && isRecord(page.metadata) ? page.metadata.continue : undefined;
    cont = typeof next === 'string' && next !== '' ? next : undefined;
  } while (cont !== undefined);
  return out;
}

function stringMap(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
