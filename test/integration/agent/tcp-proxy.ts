// A TCP proxy in front of the API server that a test can take down and bring back: from the
// agent's side this is the API server going away mid-sync (connections reset, new ones
// refused) and coming back, without disturbing the shared control plane.
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { KubeConfig } from '@kubernetes/client-node';
import { KubeConfig as KC } from '@kubernetes/client-node';

export interface TcpProxy {
  readonly port: number;
  /** A copy of `kc` whose current cluster goes through the proxy. */
  kubeConfig(kc: KubeConfig): KubeConfig;
  /** Resets every open connection and refuses new ones. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = async (): Promise<void> => {
    const s = createServer((client) => {
      const upstream = connect(target.port, target.host);
      sockets.add(client);
      sockets.add(upstream);
      const drop = (): void => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    port = (s.address() as { port: number }).port;
    server = s;
  };
  const down = async (): Promise<void> => {
    const s = server;
    server = undefined;
    for (const sock of sockets) sock.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await listen();
  return {
    get port() {
      return port;
    },
    kubeConfig(kc) {
      const copy = new KC();
      copy.loadFromString(kc.exportConfig());
      const cluster = copy.getCurrentCluster();
      if (!cluster) throw new Error('no current cluster');
      const url = new URL(cluster.server);
      url.port = String(port);
      const clusters = copy.clusters.map((c) => (c.name === cluster.name ? { ...c, server: url.toString().replace(/\/$/, '') } : c));
      copy.loadFromOptions({ clusters, users: copy.users, contexts: copy.contexts, currentContext: copy.currentContext });
      return copy;
    },
    down,
    up: listen,
    close: down,
  };
}
