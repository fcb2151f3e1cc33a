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

/** The body did not arrive within its deadline (a slow or stalled client). */
export class BodyTimeoutError extends Error {
  override readonly name = 'BodyTimeoutError';
}

/** The server already holds as many body bytes as it allows (a {@link ByteBudget}). */
export class ServerBusyError extends Error {
  override readonly name = 'ServerBusyError';
}

/** The HTTP status for a body that could not be read, and the words to go with it. */
export function bodyErrorStatus(error: unknown): { readonly status: 400 | 408 | 413 | 503; readonly text: string } {
  if (error instanceof BodyTooLargeError) return { status: 413, text: 'payload too large' };
  if (error instanceof BodyTimeoutError) return { status: 408, text: 'the request body did not arrive in time' };
  if (error instanceof ServerBusyError) return { status: 503, text: 'too many requests in progress' };
  return { status: 400, text: 'could not read the request body' };
}

/**
 * The bytes of request bodies one server holds at once, across its requests: memory stays
 * bounded however many large bodies arrive together. Each read takes from it as bytes arrive
 * (or all its declared Content-Length up front) and gives everything back with release().
 */
export class ByteBudget {
  #free: number;
  constructor(readonly limit: number) {
    this.#free = limit;
  }

  get free(): number {
    return this.#free;
  }

  claim(): BudgetClaim {
    let held = 0;
    return {
      take: (bytes) => {
        if (bytes > this.#free) return false;
        this.#free -= bytes;
        held += bytes;
        return true;
      },
      release: () => {
        this.#free += held;
        held = 0;
      },
    };
  }
}

export interface BudgetClaim {
  /** Takes `bytes` more; false (and nothing taken) when the budget has not that many left. */
  take(bytes: number): boolean;
  /** Gives back all this claim took; safe to call more than once. */
  release(): void;
}

export interface ReadBodyOptions {
  /** More than this is refused: declared (Content-Length) before a byte is read, or counted as it streams. */
  readonly maxBytes: number;
  /** The whole body must arrive within this many milliseconds of the call. */
  readonly timeoutMs: number;
  /** Bytes held are taken from this claim; its owner releases it once the body is no longer needed. */
  readonly claim?: BudgetClaim;
}

/**
 * Reads a request body within `maxBytes` and `timeoutMs`. On any refusal it stops reading at
 * once (the request is paused, what was read is dropped): the caller answers with
 * `Connection: close` and destroys the socket, so the rest is never read.
 */
export function readBody(req: IncomingMessage, options: ReadBodyOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (outcome: { error: Error } | { body: Buffer }): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      if ('error' in outcome) {
        req.pause();
        chunks.length = 0;
        reject(outcome.error);
      } else resolve(outcome.body);
    };
    const header = req.headers['content-length'];
    const declared = header === undefined ? undefined : Number(header);
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > options.maxBytes) return finish({ error: new BodyTooLargeError(`body exceeds ${options.maxBytes} bytes`) });
      // A declared length was taken whole up front; a chunked body is taken as it comes.
      if (declared === undefined && options.claim && !options.claim.take(chunk.length)) return finish({ error: new ServerBusyError('the server holds as many request bytes as it allows') });
      chunks.push(chunk);
    };
    const onEnd = (): void => finish({ body: Buffer.concat(chunks, size) });
    const onError = (error: Error): void => finish({ error });
    // A client that goes away mid-body (or is cut by the server's requestTimeout) frees its slot.
    const onClose = (): void => finish({ error: new Error('the connection closed before the body was complete') });
    const timer = setTimeout(() => finish({ error: new BodyTimeoutError(`the body did not arrive within ${options.timeoutMs} ms`) }), options.timeoutMs);
    if (declared !== undefined && Number.isFinite(declared) && declared > options.maxBytes) return finish({ error: new BodyTooLargeError(`body of ${declared} bytes exceeds ${options.maxBytes}`) });
    if (declared !== undefined && Number.isFinite(declared) && options.claim && !options.claim.take(declared)) return finish({ error: new ServerBusyError('the server holds as many request bytes as it allows') });
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/**
 * What a server lets one client cost it. Node's headersTimeout and requestTimeout end slow
 * requests (slowloris); maxInFlight answers requests beyond it 503 at once instead of queueing
 * them.
 */
export interface ServerLimits {
  /** Requests handled at once; more are answered 503 (Retry-After: 1) without being read. */
  readonly maxInFlight: number;
  /** The request line and headers must arrive within this. */
  readonly headersTimeoutMs: number;
  /** The whole request must arrive within this: a backstop behind each route's body deadline. */
  readonly requestTimeoutMs: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = { maxInFlight: 64, headersTimeoutMs: 5_000, requestTimeoutMs: 15_000 };

/** Node checks headersTimeout and requestTimeout only this often (its default is 30 s). */
export function connectionsCheckingInterval(limits: ServerLimits): number {
  return Math.max(25, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4)));
}

export function applyTimeouts(server: Server | HttpsServer, limits: ServerLimits): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs);
}

/**
 * Answers a request without reading its body, then closes the connection: nothing more of the
 * body is read (an unread body would otherwise be drained for keep-alive).
 */
export function refuseUnread(req: IncomingMessage, res: ServerResponse, answer: { readonly status: number; readonly headers: Readonly<Record<string, string>>; readonly body: string }): void {
  res.once('finish', () => req.destroy());
  res.writeHead(answer.status, { ...answer.headers, connection: 'close' }).end(answer.body);
}

/** Counts requests in flight; a request counts until its response closes (sent or cut). */
export function inFlightGate(maxInFlight: number): (res: ServerResponse) => boolean {
  let inFlight = 0;
  return (res) => {
    if (inFlight >= maxInFlight) return false;
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
    return true;
  };
}

/** Parses `host:port`, `:port` or `port`. An empty host binds every interface. */
export function parseListenAddress(text: string): { host: string | undefined; port: number } {
  const m = /^(?:(\[[^\]]+\]|[^:]*):)?(\d{1,5})$/.exec(text.trim());
  const port = Number(m?.[2]);
  if (!m || !Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid listen address ${JSON.stringify(text)}; use host:port, e.g. :8080 or 127.0.0.1:8080`);
  const host = m[1] === undefined || m[1] === '' ? undefined : m[1].replace(/^\[|\]$/g, '');
  return { host, port };
}

export async function listen(options: { address: string; routes: Readonly<Record<string, Handler>>; limits?: Partial<ServerLimits>; onError?: (error: unknown) => void }): Promise<HttpEndpoint> {
  const { host, port } = parseListenAddress(options.address);
  const limits: ServerLimits = { ...DEFAULT_SERVER_LIMITS, ...options.limits };
  const admit = inFlightGate(limits.maxInFlight);
  const server: Server = createServer({ connectionsCheckingInterval: connectionsCheckingInterval(limits) }, (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const handler = Object.hasOwn(options.routes, path) ? options.routes[path] : undefined;
    if (!handler) return refuseUnread(req, res, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'not found\n' });
    if (!admit(res)) return refuseUnread(req, res, { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' }, body: 'too many requests in progress\n' });
    Promise.resolve()
      .then(() => handler(req, res))
      .catch((error: unknown) => {
        options.onError?.(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('internal error\n');
      });
  });
  applyTimeouts(server, limits);
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
