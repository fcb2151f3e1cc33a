// For io/kube's unit tests: a KubeClient pointed at a plain local HTTP server that plays the API
// server (paging, Retry-After) where the real one cannot be made to answer on cue.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KubeConfig } from '@kubernetes/client-node';
import { KubeClient } from './client.js';

/** Listens on a free loopback port and returns a client for it (no TLS, no credentials). */
export async function clientForLocalServer(server: Server): Promise<KubeClient> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const kc = new KubeConfig();
  kc.loadFromOptions({
    clusters: [{ name: 'c', server: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, skipTLSVerify: true }],
    users: [{ name: 'u' }],
    contexts: [{ name: 'x', cluster: 'c', user: 'u' }],
    currentContext: 'x',
  });
  return new KubeClient({ kubeConfig: kc, userAgent: 'test' });
}

/** Closes a server a test started, its kept-alive connections first (close alone waits for them). */
export async function closeLocalServer(server: Server | undefined): Promise<void> {
  if (server === undefined) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
