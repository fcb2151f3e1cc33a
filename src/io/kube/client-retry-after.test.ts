// The client's answer to a 429 with Retry-After (what the API server sends while a custom
// resource's storage re-initializes, or when priority and fairness sheds load): the same request
// again after the given seconds, a bounded number of times. A plain HTTP server stands in for the
// API server here because the real one cannot be made to answer 429 on cue.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { KubeClient } from './client.js';
import { KubeApiError, MAX_RETRY_AFTER } from './errors.js';
import { clientForLocalServer } from './testing.js';

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((r) => server?.close(r));
  server = undefined;
});

async function serve(answer: (n: number) => { status: number; headers?: Record<string, string> }): Promise<{ client: KubeClient; requests: () => number }> {
  let n = 0;
  server = http.createServer((req, res) => {
    const a = answer(n++);
    req.resume();
    res.writeHead(a.status, { 'content-type': 'application/json', ...(a.headers ?? {}) });
    res.end(JSON.stringify(a.status === 200 ? { kind: 'ConfigMapList', items: [] } : { kind: 'Status', status: 'Failure', message: 'storage is (re)initializing', reason: 'TooManyRequests', code: a.status }));
  });
  return { client: await clientForLocalServer(server), requests: () => n };
}

describe('KubeClient and Retry-After', () => {
  it('sends a request again after a 429 with Retry-After, and returns the answer that follows', async () => {
    const { client, requests } = await serve((n) => (n === 0 ? { status: 429, headers: { 'retry-after': '1' } } : { status: 200 }));
    await expect(client.request({ method: 'GET', path: '/api/v1/configmaps' })).resolves.toMatchObject({ kind: 'ConfigMapList' });
    expect(requests()).toBe(2);
    client.close();
  });

  it('gives up after MAX_RETRY_AFTER retries with the 429 as the error, and never retries a 429 without Retry-After or a 503', async () => {
    const always = await serve(() => ({ status: 429, headers: { 'retry-after': '0' } }));
    await expect(always.client.request({ method: 'GET', path: '/api/v1/configmaps' })).rejects.toSatisfy((e: unknown) => e instanceof KubeApiError && e.status === 429);
    expect(always.requests()).toBe(MAX_RETRY_AFTER + 1);
    always.client.close();
    await new Promise((r) => server?.close(r));

    const bare = await serve(() => ({ status: 429 }));
    await expect(bare.client.request({ method: 'GET', path: '/api/v1/configmaps' })).rejects.toBeInstanceOf(KubeApiError);
    expect(bare.requests()).toBe(1);
    bare.client.close();
    await new Promise((r) => server?.close(r));

    const unavailable = await serve(() => ({ status: 503, headers: { 'retry-after': '1' } }));
    await expect(unavailable.client.request({ method: 'POST', path: '/api/v1/namespaces', body: {} })).rejects.toBeInstanceOf(KubeApiError);
    expect(unavailable.requests()).toBe(1);
    unavailable.client.close();
  }, 20_000);
});
