import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyErrorStatus, ByteBudget, listen, readBody, refuseUnread, type HttpEndpoint } from './server.js';

const endpoints: HttpEndpoint[] = [];
afterEach(async () => {
  for (const e of endpoints.splice(0)) await e.close();
});

/** A raw client: writes `head`, then what `feed` writes; resolves with everything the server sent once it closes. */
function rawRequest(url: string, head: string, feed?: (socket: Socket) => void): { socket: Socket; response: Promise<string> } {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let text = '';
  const response = new Promise<string>((resolve) => {
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('close', () => resolve(text));
    socket.on('error', () => undefined);
  });
  socket.on('connect', () => {
    socket.write(head);
    feed?.(socket);
  });
  return { socket, response };
}

/** Writes 64 KiB chunks for as long as the socket takes them; counts what was written. */
function flood(socket: Socket, written: { bytes: number }): void {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const pump = (): void => {
    while (!socket.destroyed && written.bytes < 64 * 1024 * 1024) {
      written.bytes += chunk.length;
      if (!socket.write(`${chunk.length.toString(16)}\r\n${chunk.toString('latin1')}\r\n`, 'latin1')) {
        socket.once('drain', pump);
        return;
      }
    }
  };
  pump();
}

describe('readBody', () => {
  it('refuses an oversized streamed body at the bound, without reading the rest', async () => {
    const MAX = 256 * 1024;
    const seen: { bytesRead?: number; error?: unknown } = {};
    const ep = await listen({
      address: '127.0.0.1:0',
      routes: {
        '/in': async (req, res) => {
          try {
            await readBody(req, { maxBytes: MAX, timeoutMs: 10_000 });
            res.end('read\n');
          } catch (error) {
            seen.error = error;
            req.socket.once('close', () => (seen.bytesRead = req.socket.bytesRead));
            const { status, text } = bodyErrorStatus(error);
            refuseUnread(req, res, { status, headers: {}, body: `${text}\n` });
          }
        },
      },
    });
    endpoints.push(ep);
    // Chunked: no Content-Length to refuse up front, so the bound is counted while it streams.
    const written = { bytes: 0 };
    const { response } = rawRequest(ep.url, `POST /in HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\n`, (s) => flood(s, written));
    const text = await response;
    expect(bodyErrorStatus(seen.error).status).toBe(413);
    // What the server read off the socket: the bound, plus at most what was in flight in one read.
    await expect.poll(() => seen.bytesRead).toBeDefined();
    expect(seen.bytesRead).toBeLessThan(MAX + 1024 * 1024);
    expect(written.bytes).toBeLessThan(64 * 1024 * 1024);
    // The client may see the 413 or only the close, depending on when its writes met the reset.
    if (text !== '') expect(text).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('refuses a declared Content-Length above the bound before reading a byte', async () => {
    const ep = await listen({
      address: '127.0.0.1:0',
      routes: {
        '/in': async (req, res) => {
          await readBody(req, { maxBytes: 1024, timeoutMs: 10_000 }).then(
            () => res.end('read\n'),
            (error: unknown) => refuseUnread(req, res, { status: bodyErrorStatus(error).status, headers: {}, body: '' }),
          );
        },
      },
    });
    endpoints.push(ep);
    const { response } = rawRequest(ep.url, `POST /in HTTP/1.1\r\nhost: x\r\ncontent-length: ${64 * 1024 * 1024}\r\n\r\n`);
    expect(await response).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('takes body bytes from a shared budget, gives them back on release, and refuses beyond it', () => {
    const budget = new ByteBudget(100);
    const a = budget.claim();
    const b = budget.claim();
    expect(a.take(60)).toBe(true);
    expect(b.take(50)).toBe(false);
    expect(b.take(40)).toBe(true);
    expect(budget.free).toBe(0);
    a.release();
    a.release();
    expect(budget.free).toBe(60);
    b.release();
    expect(budget.free).toBe(100);
  });
});

describe('listen limits', () => {
  it('answers requests beyond maxInFlight with 503 at once, and serves again once they end', async () => {
    const held: Array<() => void> = [];
    const ep = await listen({
      address: '127.0.0.1:0',
      limits: { maxInFlight: 2 },
      routes: {
        '/hold': (_req, res) => {
          held.push(() => res.end('done\n'));
        },
        '/ok': (req, res) => {
          req.resume();
          res.end('ok\n');
        },
      },
    });
    endpoints.push(ep);
    const holding = [fetch(`${ep.url}/hold`), fetch(`${ep.url}/hold`)];
    await expect.poll(() => held.length).toBe(2);
    const busy = await fetch(`${ep.url}/ok`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    for (const release of held) release();
    await Promise.all(holding);
    expect((await fetch(`${ep.url}/ok`)).status).toBe(200);
  });

  it('closes a connection whose headers do not arrive within headersTimeoutMs (slowloris)', async () => {
    const ep = await listen({ address: '127.0.0.1:0', limits: { headersTimeoutMs: 500, requestTimeoutMs: 1_000 }, routes: { '/ok': (_req, res) => void res.end('ok\n') } });
    endpoints.push(ep);
    // Half a request line, then nothing: node answers 408 and closes.
    const { response } = rawRequest(ep.url, 'GET /ok HTTP/1.1\r\nhost: x\r\nx-slow: ');
    expect(await response).toMatch(/^HTTP\/1\.1 408 |^$/);
    expect((await fetch(`${ep.url}/ok`)).status).toBe(200);
  });
});
