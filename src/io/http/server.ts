import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * A small HTTP server for the agent's endpoints: exact-path routes, nothing else. Used for
 * `/metrics`, `/healthz`, `/readyz` and the webhook, on one or several addresses.
 */
export type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface HttpEndpoint {
  /** The bound address, e.g. `127.0.0.1:9090` (useful with port 0). */
  readonly address: string;
  readonly url: string;
  close(): Promise<void>;
}

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/** Reads a request body up to `maxBytes`; stops reading (and rejects) beyond it. */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      req.resume();
      return reject(new BodyTooLargeError(`body of ${declared} bytes exceeds ${maxBytes}`));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.removeAllListeners('data');
        req.resume();
        reject(new BodyTooLargeError(`body exceeds ${maxBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    // A client that goes away mid-body (or is cut by the server's requestTimeout) frees its slot.
    req.on('close', () => reject(new Error('the connection closed before the body was complete')));
  });
}

/** Parses `host:port`, `:port` or `port`. An empty host binds every interface. */
export function parseListenAddress(text: string): { host: string | undefined; port: number } {
  const m = /^(?:(\[[^\]]+\]|[^:]*):)?(\d{1,5})$/.exec(text.trim());
  const port = Number(m?.[2]);
  if (!m || !Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid listen address ${JSON.stringify(text)}; use host:port, e.g. :8080 or 127.0.0.1:8080`);
  const host = m[1] === undefined || m[1] === '' ? undefined : m[1].replace(/^\[|\]$/g, '');
  return { host, port };
}

export async function listen(options: { address: string; routes: Readonly<Record<string, Handler>>; onError?: (error: unknown) => void }): Promise<HttpEndpoint> {
  const { host, port } = parseListenAddress(options.address);
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const handler = options.routes[path];
    if (!handler) {
      req.resume();
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    Promise.resolve()
      .then(() => handler(req, res))
      .catch((error: unknown) => {
        options.onError?.(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('internal error\n');
      });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 60_000;
  return bindServer(server, { host, port, scheme: 'http' });
}

/**
 * Listens on host:port and describes the bound address (port 0 picks one); close() stops
 * accepting, ends idle connections at once and the rest after 2 s. Shared by every HTTP and
 * HTTPS endpoint of driftgate.
 */
export async function bindServer(server: Server | HttpsServer, options: { host: string | undefined; port: number; scheme: 'http' | 'https' }): Promise<HttpEndpoint> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = server.address() as AddressInfo;
  const shownHost = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
  const urlHost = bound.address === '0.0.0.0' || bound.address === '::' ? '127.0.0.1' : shownHost;
  return {
    address: `${shownHost}:${bound.port}`,
    url: `${options.scheme}://${urlHost}:${bound.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 2_000).unref();
      }),
  };
}
