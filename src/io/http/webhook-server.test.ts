import { request } from 'node:https';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import { Registry } from 'prom-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCa, createServingCertificate } from '../tls/certificates.js';
import { conversionHandler, CONVERSION_PATH, GPU_CAPACITY_PATH, serveWebhooks, webhookMetrics, type WebhookLimits, type WebhookServer } from './webhook-server.js';

const now = new Date();
const ca = createCa({ commonName: 'test-ca', now, validDays: 2 });
const pair = createServingCertificate({ ca, commonName: 'webhook', hosts: ['127.0.0.1'], now, validDays: 1 });

function post(url: string, path: string, body: string, caPem = ca.cert): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(path, url);
    const req = request({ host: target.hostname, port: target.port, path: target.pathname, method: 'POST', ca: caPem, agent: false, headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('webhook server', () => {
  const registry = new Registry();
  let webhook: WebhookServer;
  beforeAll(async () => {
    const metrics = webhookMetrics(registry);
    webhook = await serveWebhooks({ address: '127.0.0.1:0', certificate: pair, metrics, routes: { [CONVERSION_PATH]: conversionHandler(metrics) } });
  });
  afterAll(async () => webhook.close());

  it('answers a ConversionReview over TLS and counts it', async () => {
    const review = {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'ConversionReview',
      request: { uid: 'abc', desiredAPIVersion: 'platform.example.com/v1', objects: [{ apiVersion: 'platform.example.com/v1alpha1', kind: 'TenantOnboarding', metadata: { name: 'a' }, spec: { namespace: 'a', resourceQuota: { cpu: '1' } } }] },
    };
    const res = await post(webhook.url, '/convert', JSON.stringify(review));
    expect(res.status).toBe(200);
    const answer = JSON.parse(res.body) as { response: { uid: string; result: { status: string }; convertedObjects: Array<{ spec: unknown }> } };
    expect(answer.response.uid).toBe('abc');
    expect(answer.response.result.status).toBe('Success');
    expect(answer.response.convertedObjects[0]?.spec).toEqual({ namespace: 'a', quota: { cpu: '1' } });
    const text = await registry.metrics();
    expect(text).toMatch(/controller_runtime_webhook_requests_total\{webhook="\/convert",code="200"\} 1/);
    expect(text).toMatch(/driftgate_conversion_objects_total\{result="success"\} 1/);
  });

  it('answers garbage with a Failure result, and other paths with 404', async () => {
    const res = await post(webhook.url, '/convert', '{not json');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ kind: 'ConversionReview', response: { result: { status: 'Failure' } } });
    expect((await post(webhook.url, '/elsewhere', '{}')).status).toBe(404);
  });

  it('swaps its certificate without a restart', async () => {
    const ca2 = createCa({ commonName: 'test-ca-2', now, validDays: 2 });
    webhook.setCertificate(createServingCertificate({ ca: ca2, commonName: 'webhook', hosts: ['127.0.0.1'], now, validDays: 1 }));
    await expect(post(webhook.url, '/convert', '{}', ca.cert)).rejects.toThrow();
    expect((await post(webhook.url, '/convert', '{}', ca2.cert)).status).toBe(200);
  });
});

const review = JSON.stringify({
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'ConversionReview',
  request: { uid: 'ok', desiredAPIVersion: 'platform.example.com/v1', objects: [{ apiVersion: 'platform.example.com/v1alpha1', kind: 'TenantOnboarding', metadata: { name: 'a' }, spec: { namespace: 'a', resourceQuota: { cpu: '1' } } }] },
});

/** A raw TLS client: sends `head` (and what `feed` writes); resolves with all the server sent once it closes. */
function raw(url: string, head: string, feed?: (socket: TLSSocket) => void): { socket: TLSSocket; response: Promise<string> } {
  const { hostname, port } = new URL(url);
  const socket = tlsConnect({ host: hostname, port: Number(port), ca: ca.cert, servername: hostname === '127.0.0.1' ? undefined : hostname });
  let text = '';
  const response = new Promise<string>((resolve) => {
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('close', () => resolve(text));
    socket.on('error', () => undefined);
  });
  socket.on('secureConnect', () => {
    socket.write(head);
    feed?.(socket);
  });
  return { socket, response };
}

const head = (path: string, headers: string): string => `POST ${path} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n${headers}\r\n`;

describe('webhook server under abuse', () => {
  let webhook: WebhookServer;
  const start = async (limits: Partial<WebhookLimits>): Promise<WebhookServer> => {
    webhook = await serveWebhooks({ address: '127.0.0.1:0', certificate: pair, limits, routes: { [CONVERSION_PATH]: conversionHandler(), [GPU_CAPACITY_PATH]: () => ({ kind: 'AdmissionReview' }) } });
    return webhook;
  };
  afterEach(async () => webhook.close());

  it('refuses a body declared above its route\'s bound with 413 before reading it, per route', async () => {
    const server = await start({ maxBytes: { [CONVERSION_PATH]: 64 * 1024, [GPU_CAPACITY_PATH]: 1024 } });
    // 64 MiB declared, not a byte sent: the answer comes at once.
    expect(await raw(server.url, head(CONVERSION_PATH, `content-length: ${64 * 1024 * 1024}\r\n`)).response).toMatch(/^HTTP\/1\.1 413 [^]*connection: close/i);
    // 2 KiB is within the conversion bound, above the admission one.
    expect((await post(server.url, GPU_CAPACITY_PATH, 'x'.repeat(2048))).status).toBe(413);
    expect((await post(server.url, CONVERSION_PATH, review)).status).toBe(200);
  });

  it('cuts a streamed (chunked) body at the bound, and still answers a review afterwards', async () => {
    const server = await start({ maxBytes: { [CONVERSION_PATH]: 256 * 1024 } });
    let written = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x61).toString('latin1');
    const flood = raw(server.url, head(CONVERSION_PATH, 'transfer-encoding: chunked\r\n'), (socket) => {
      const pump = (): void => {
        while (!socket.destroyed && written < 64 * 1024 * 1024) {
          written += chunk.length;
          if (!socket.write(`10000\r\n${chunk}\r\n`, 'latin1')) return void socket.once('drain', pump);
        }
      };
      pump();
    });
    const text = await flood.response;
    if (text !== '') expect(text).toMatch(/^HTTP\/1\.1 413 /);
    // The server stopped reading long before 64 MiB (what the client could write is the bound plus socket buffers).
    expect(written).toBeLessThan(64 * 1024 * 1024);
    expect((await post(server.url, CONVERSION_PATH, review)).status).toBe(200);
  });

  it('answers requests beyond maxInFlight with 503 at once, not queued; serves again once they end', async () => {
    const server = await start({ maxInFlight: 2, bodyTimeoutMs: 60_000 });
    const stalled = [raw(server.url, head(CONVERSION_PATH, 'content-length: 1000\r\n') + '{'), raw(server.url, head(CONVERSION_PATH, 'content-length: 1000\r\n') + '{')];
    // Until the server has taken both stalled requests, a third may still be served: retry until it is refused.
    let status = 0;
    for (let i = 0; i < 100 && status !== 503; i++) status = (await post(server.url, CONVERSION_PATH, review)).status;
    expect(status).toBe(503);
    for (const s of stalled) s.socket.destroy();
    await Promise.all(stalled.map((s) => s.response));
    await expect.poll(async () => (await post(server.url, CONVERSION_PATH, review)).status).toBe(200);
  });

  it('holds at most maxBufferedBytes of bodies at once: a declared body beyond what is left gets 503', async () => {
    const server = await start({ maxBufferedBytes: 100 * 1024, maxBytes: { [CONVERSION_PATH]: 80 * 1024 }, bodyTimeoutMs: 60_000 });
    const first = raw(server.url, head(CONVERSION_PATH, `content-length: ${80 * 1024}\r\n`) + '{');
    let text = '';
    for (let i = 0; i < 100 && !/^HTTP\/1\.1 503 /.test(text); i++) text = await raw(server.url, head(CONVERSION_PATH, `content-length: ${40 * 1024}\r\nconnection: close\r\n`) + 'x'.repeat(40 * 1024)).response;
    expect(text).toMatch(/^HTTP\/1\.1 503 [^]*retry-after: 1/i);
    first.socket.destroy();
    await first.response;
    await expect.poll(async () => (await post(server.url, CONVERSION_PATH, review)).status).toBe(200);
  });

  it('answers a body that does not arrive within bodyTimeoutMs with 408 and closes it', async () => {
    const server = await start({ bodyTimeoutMs: 1_000 });
    const slow = raw(server.url, head(CONVERSION_PATH, 'content-length: 1000\r\n') + '{"kind":');
    expect(await slow.response).toMatch(/^HTTP\/1\.1 408 [^]*connection: close/i);
    expect((await post(server.url, CONVERSION_PATH, review)).status).toBe(200);
  });

  it('closes a connection whose headers do not arrive within headersTimeoutMs', async () => {
    const server = await start({ headersTimeoutMs: 500, requestTimeoutMs: 1_000 });
    const slow = raw(server.url, 'POST /convert HTTP/1.1\r\nhost: x\r\nx-slow: ');
    expect(await slow.response).toMatch(/^HTTP\/1\.1 408 |^$/);
    expect((await post(server.url, CONVERSION_PATH, review)).status).toBe(200);
  });
});
