import type { LiveNamespace } from '../../core/policy/index.js';
import { KubeClient } from './client.js';
import { loadKubeConfig } from './kubeconfig.js';
import { gpuCapacity, type LiveGpu } from '../../core/tenant/gpu-capacity.js';
import { isRecord } from '../../core/manifest/manifest.js';
import { TENANT_API_VERSION, TENANT_KIND, TENANT_PLURAL } from '../../core/tenant/names.js';
import { isNotFound } from './errors.js';
import { Discovery } from './discovery.js';
import { listAll, readLiveNamespaces } from './namespaces.js';
import { DRIFTGATE_VERSION } from '../../core/version.js';

/**
 * `check --kubeconfig` and the Action with cluster credentials: what the check reads from the live cluster: the namespaces, so a
 * tenant cannot claim one that exists and is not its own (cross/tenant-namespace-taken); the GPU capacity; and every served
 * kind's scope (`apiVersion/Kind` → namespaced), which the scope gate judges by as the agent's does.
 * Throws KubeConfigError (never quoting the file) or a Kubernetes API error.
 */
export async function readLiveCheckContext(options: { readonly cwd: string; readonly kubeconfig: string; readonly context?: string }): Promise<{ liveNamespaces: Map<string, LiveNamespace>; liveGpu: LiveGpu; discovered: Map<string, boolean>; server: string }> {
  const { kubeConfig } = loadKubeConfig({ path: options.kubeconfig, env: {}, cwd: options.cwd, ...(options.context !== undefined ? { context: options.context } : {}) });
  const client = new KubeClient({ kubeConfig, userAgent: `driftgate-check/${DRIFTGATE_VERSION}`, requestTimeoutMs: 20_000 });
  try {
    const [liveNamespaces, liveGpu, discovered] = await Promise.all([readLiveNamespaces(client), readLiveGpu(client), new Discovery({ client }).servedKinds()]);
    return { liveNamespaces, liveGpu, discovered, server: client.server };
  } finally {
    client.close();
  }
}

/**
 * The GPU capacity the operator's admission webhook sees: every node's allocatable
 * nvidia.com/gpu and every live TenantOnboarding (none when the CRD is not installed yet).
 */
async function readLiveGpu(client: KubeClient): Promise<LiveGpu> {
  const nodes = await listAll(client, '/api/v1/nodes');
  let tenants: unknown[] = [];
  try {
    tenants = (await listAll(client, `/apis/${TENANT_API_VERSION}/${TENANT_PLURAL}`)).map((t) => (isRecord(t) ? { apiVersion: TENANT_API_VERSION, kind: TENANT_KIND, ...t } : t));
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  const byKey = new Map<string, unknown>();
  for (const t of tenants) {
    const meta = isRecord(t) && isRecord(t.metadata) ? t.metadata : undefined;
    if (meta && typeof meta.name === 'string') byKey.set(`${typeof meta.namespace === 'string' ? meta.namespace : ''}/${meta.name}`, t);
  }
  return { capacity: gpuCapacity(nodes, tenants), tenants: byKey };
}
