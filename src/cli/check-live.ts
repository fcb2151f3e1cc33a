import type { LiveNamespace } from '../core/policy/index.js';
import { KubeClient } from '../io/kube/client.js';
import { loadKubeConfig } from '../io/kube/kubeconfig.js';
import { readLiveNamespaces } from '../io/kube/namespaces.js';
import { DRIFTGATE_VERSION } from './version.js';

/**
 * `check --kubeconfig`: what the check reads from the live cluster. Today the namespaces, so a
 * tenant cannot claim one that exists and is not its own (cross/tenant-namespace-taken).
 * Throws KubeConfigError (never quoting the file) or a Kubernetes API error.
 */
export async function readLiveCheckContext(options: { readonly cwd: string; readonly kubeconfig: string; readonly context?: string }): Promise<{ liveNamespaces: Map<string, LiveNamespace>; server: string }> {
  const { kubeConfig } = loadKubeConfig({ path: options.kubeconfig, env: {}, cwd: options.cwd, ...(options.context !== undefined ? { context: options.context } : {}) });
  const client = new KubeClient({ kubeConfig, userAgent: `driftgate-check/${DRIFTGATE_VERSION}`, requestTimeoutMs: 20_000 });
  try {
    return { liveNamespaces: await readLiveNamespaces(client), server: client.server };
  } finally {
    client.close();
  }
}
