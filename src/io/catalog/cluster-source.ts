import type { SourceFile } from '../../core/manifest/input.js';
import { isRecord } from '../../core/manifest/manifest.js';
import { KubeClient } from '../kube/client.js';
import { loadKubeConfig } from '../kube/kubeconfig.js';

/**
 * The cluster as a source of catalog CRDs: every CustomResourceDefinition the API server has
 * (or the named ones), as the API server returns it minus what the server writes (status, uid,
 * resourceVersion, managedFields, the last-applied annotation). Written as JSON, a YAML subset
 * that no scalar rule can re-read differently.
 */

export interface ClusterCrd {
  readonly name: string;
  readonly resourceVersion?: string;
  readonly file: SourceFile;
}

const SERVER_ANNOTATIONS = ['kubectl.kubernetes.io/last-applied-configuration'];

function clean(crd: Record<string, unknown>): { name: string; resourceVersion?: string; object: Record<string, unknown> } | undefined {
  const metadata = isRecord(crd.metadata) ? crd.metadata : {};
  const name = typeof metadata.name === 'string' ? metadata.name : undefined;
  if (!name) return undefined;
  const annotations = isRecord(metadata.annotations) ? Object.fromEntries(Object.entries(metadata.annotations).filter(([k]) => !SERVER_ANNOTATIONS.includes(k))) : {};
  const labels = isRecord(metadata.labels) ? metadata.labels : {};
  const object = {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name, ...(Object.keys(labels).length ? { labels } : {}), ...(Object.keys(annotations).length ? { annotations } : {}) },
    spec: crd.spec,
  };
  return { name, ...(typeof metadata.resourceVersion === 'string' ? { resourceVersion: metadata.resourceVersion } : {}), object };
}

export async function readClusterCrds(options: { readonly kubeconfig: string; readonly context?: string; readonly cwd: string; readonly env: Readonly<Record<string, string | undefined>> }): Promise<{ context: string; crds: ClusterCrd[] }> {
  const { kubeConfig } = loadKubeConfig({ path: options.kubeconfig, ...(options.context !== undefined ? { context: options.context } : {}), cwd: options.cwd, env: options.env });
  const client = new KubeClient({ kubeConfig, userAgent: 'driftgate-crds' });
  const crds: ClusterCrd[] = [];
  let token: string | undefined;
  do {
    const page = await client.request<unknown>({ method: 'GET', path: '/apis/apiextensions.k8s.io/v1/customresourcedefinitions', query: { limit: 200, ...(token ? { continue: token } : {}) } });
    const items = isRecord(page) && Array.isArray(page.items) ? page.items : [];
    for (const item of items) {
      if (!isRecord(item)) continue;
      const c = clean(item);
      if (!c) continue;
      crds.push({ name: c.name, ...(c.resourceVersion !== undefined ? { resourceVersion: c.resourceVersion } : {}), file: { path: `cluster:customresourcedefinitions/${c.name}`, bytes: new TextEncoder().encode(JSON.stringify(c.object, null, 2) + '\n') } });
    }
    const meta = isRecord(page) && isRecord(page.metadata) ? page.metadata : {};
    token = typeof meta.continue === 'string' && meta.continue !== '' ? meta.continue : undefined;
  } while (token);
  crds.sort((a, b) => (a.name < b.name ? -1 : 1));
  return { context: kubeConfig.getCurrentContext(), crds };
}
