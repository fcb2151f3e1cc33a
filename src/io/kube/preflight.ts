import type { KubeConfig } from '@kubernetes/client-node';
import { KubeClient } from './client.js';
import { KubeApiError, TransportError } from './errors.js';
import { KubeConfigError } from './kubeconfig.js';

/** TLS failures that no retry fixes: a wrong CA, host name or certificate in the kubeconfig. */
const CONFIGURATION_CODES = /^(CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|ERR_TLS_|ERR_SSL_|ENOTFOUND$|ERR_INVALID_URL$)/;

export interface PreflightOptions {
  readonly kubeConfig: KubeConfig;
  /** What the command needs, e.g. the API group-version it watches. */
  readonly path: string;
  /** What it is, for the message: "the TenantOnboarding API". */
  readonly what: string;
  /** How often to try while the API server does not answer (default 5). */
  readonly attempts?: number;
  readonly delayMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * One request before a long-running command starts its informers, so a configuration error
 * (bad credentials, no permission, the CRD not installed, a wrong CA or server name) ends the
 * process with one clear message and exit code 2 instead of an endless retry loop. An API server
 * that does not answer yet is retried a few times, then reported the same way (the pod restarts
 * with Kubernetes' back-off).
 */
export async function preflight(options: PreflightOptions): Promise<void> {
  const attempts = options.attempts ?? 5;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const server = options.kubeConfig.getCurrentCluster()?.server ?? '(no server)';
  const client = new KubeClient({ kubeConfig: options.kubeConfig, userAgent: 'driftgate-preflight', requestTimeoutMs: 10_000 });
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.request({ method: 'GET', path: options.path, query: { limit: 1 } });
        return;
      } catch (error) {
        if (error instanceof KubeApiError) {
          if (error.status === 401) throw new KubeConfigError(`${server} refused the credentials of the kubeconfig (401 Unauthorized)`);
          if (error.status === 403) throw new KubeConfigError(`${server}: not allowed to read ${options.what} (403 Forbidden): ${error.message}`);
          if (error.status === 404) throw new KubeConfigError(`${server} does not serve ${options.what} (${options.path}): install the CRD first (kubectl apply -f deploy/crds/)`);
          if (error.status < 500 && error.status !== 429) throw new KubeConfigError(`${server}: GET ${options.path} failed: ${error.message}`);
        } else if (error instanceof TransportError) {
          if (CONFIGURATION_CODES.test(error.code)) throw new KubeConfigError(`cannot connect to ${server}: ${error.message} (${error.code}); check the server and certificate-authority of the kubeconfig`);
        } else {
          throw new KubeConfigError(`cannot use the kubeconfig for ${server}: ${error instanceof Error ? error.message : String(error)}`);
        }
        if (attempt >= attempts) throw new KubeConfigError(`${server} did not answer after ${attempts} attempts: ${error instanceof Error ? error.message : String(error)}`);
        await sleep((options.delayMs ?? 2000) * attempt);
      }
    }
  } finally {
    client.close();
  }
}
