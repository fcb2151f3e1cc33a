import type { LiveNamespace } from '../../core/policy/index.js';
import { isRecord } from '../../core/manifest/manifest.js';
import { METADATA_LIST_ACCEPT, type KubeClient } from './client.js';

/** Every namespace of the cluster with its labels and annotations (paged, 500 at a time). */
export async function readLiveNamespaces(client: KubeClient): Promise<Map<string, LiveNamespace>> {
  const out = new Map<string, LiveNamespace>();
  for (const item of await listAll(client, '/api/v1/namespaces')) {
    const meta = isRecord(item) && isRecord(item.metadata) ? item.metadata : undefined;
    if (!meta || typeof meta.name !== 'string') continue;
    out.set(meta.name, { name: meta.name, labels: stringMap(meta.labels), annotations: stringMap(meta.annotations) });
  }
  return out;
}

/** The names of every live Namespace (one metadata-only list). */
export async function listNamespaceNames(client: KubeClient, signal?: AbortSignal): Promise<Set<string>> {
  const names = new Set<string>();
  let next: string | undefined;
  do {
    const page = await client.request<unknown>({
      method: 'GET',
      path: '/api/v1/namespaces',
      query: { limit: 500, continue: next },
      accept: METADATA_LIST_ACCEPT,
      ...(signal ? { signal } : {}),
    });
    for (const item of isRecord(page) && Array.isArray(page.items) ? page.items : []) {
      if (isRecord(item) && isRecord(item.metadata) && typeof item.metadata.name === 'string') names.add(item.metadata.name);
    }
    const cont = isRecord(page) && isRecord(page.metadata) && typeof page.metadata.continue === 'string' ? page.metadata.continue : '';
    next = cont !== '' ? cont : undefined;
  } while (next !== undefined);
  return names;
}

/** Every item of a list path, paged 500 at a time (list items carry no apiVersion or kind). */
export async function listAll(client: KubeClient, path: string): Promise<unknown[]> {
  const out: unknown[] = [];
  let cont: string | undefined;
  do {
    const page = await client.request({ method: 'GET', path, query: { limit: 500, ...(cont ? { continue: cont } : {}) } });
    if (isRecord(page) && Array.isArray(page.items)) out.push(...page.items);
    const next = isRecord(page) && isRecord(page.metadata) ? page.metadata.continue : undefined;
    cont = typeof next === 'string' && next !== '' ? next : undefined;
  } while (cont !== undefined);
  return out;
}

function stringMap(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
