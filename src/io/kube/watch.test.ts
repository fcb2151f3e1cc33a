// The watch stream against a local HTTP server: lines split across chunks, the last line without a
// newline, a refused watch as its API error, an idle stream cut, and an abort.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { GoneError, TransportError } from './errors.js';
import { clientForLocalServer, closeLocalServer } from './testing.js';

let server: http.Server | undefined;
afterEach(async () => {
  const s = server;
  server = undefined;
  await closeLocalServer(s);
});

describe('watch stream', () => {
  it('hands over every line, however the chunks fall, and resolves when the server ends the stream', async () => {
    let url = '';
    server = http.createServer((req, res) => {
      url = req.url!;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"type":"ADDED","object":{"a"');
      res.write(':1}}\n\n{"type":"MODIFIED"');
      res.end(',"object":{"a":2}}');
    });
    const client = await clientForLocalServer(server);
    const lines: string[] = [];
    await client.stream({ path: '/api/v1/configmaps', query: { watch: 1, resourceVersion: '5' }, idleTimeoutMs: 10_000, onLine: (l) => lines.push(l) });
    expect(url).toBe('/api/v1/configmaps?watch=1&resourceVersion=5');
    expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual([
      { type: 'ADDED', object: { a: 1 } },
      { type: 'MODIFIED', object: { a: 2 } },
    ]);
    client.close();
  });

  it('a refused watch rejects with its API error (410 Gone); a silent stream is cut as IDLE; an abort ends it', async () => {
    let mode: 'gone' | 'silent' = 'gone';
    server = http.createServer((_req, res) => {
      if (mode === 'gone') {
        res.writeHead(410, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ kind: 'Status', reason: 'Expired', message: 'too old resource version', code: 410 }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"type":"BOOKMARK","object":{}}\n'); // then nothing
    });
    const client = await clientForLocalServer(server);
    const noLines = (): void => undefined;
    await expect(client.stream({ path: '/w', idleTimeoutMs: 10_000, onLine: noLines })).rejects.toBeInstanceOf(GoneError);
    mode = 'silent';
    const idle = await client.stream({ path: '/w', idleTimeoutMs: 100, onLine: noLines }).catch((e: unknown) => e);
    expect(idle).toBeInstanceOf(TransportError);
    expect((idle as TransportError).code).toBe('IDLE');
    const controller = new AbortController();
    const aborted = client.stream({ path: '/w', idleTimeoutMs: 60_000, signal: controller.signal, onLine: () => controller.abort() }).catch((e: unknown) => e);
    expect(await aborted).toMatchObject({ code: 'ABORTED' });
    client.close();
  });

  it('a line the caller cannot take ends the stream with the caller’s error', async () => {
    server = http.createServer((_req, res) => {
      res.writeHead(200);
      res.write('not json\n');
    });
    const client = await clientForLocalServer(server);
    const stream = client.stream({
      path: '/w',
      idleTimeoutMs: 60_000,
      onLine: (l) => {
        throw new Error(`cannot parse ${l}`);
      },
    });
    await expect(stream).rejects.toThrow('cannot parse not json');
    client.close();
  });
});
