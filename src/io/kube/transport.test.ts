// The transport: the URL and headers a request goes out with, and one keep-alive connection
// reused across requests, checked against a local HTTP server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { KubeConfig } from '@kubernetes/client-node';
import { afterEach, describe, expect, it } from 'vitest';
import { KubeClient } from './client.js';
import { closeLocalServer } from './testing.js';
import { buildQuery } from './transport.js';

let server: http.Server | undefined;
afterEach(async () => {
  const s = server;
  server = undefined;
  await closeLocalServer(s);
});

async function listen(handler: http.RequestListener, options: { base?: string; token?: string } = {}): Promise<KubeConfig> {
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const kc = new KubeConfig();
  kc.loadFromOptions({
    clusters: [{ name: 'c', server: `http://127.0.0.1:${(server.address() as AddressInfo).port}${options.base ?? ''}`, skipTLSVerify: true }],
    users: [{ name: 'u', ...(options.token ? { token: options.token } : {}) }],
    contexts: [{ name: 'x', cluster: 'c', user: 'u' }],
    currentContext: 'x',
  });
  return kc;
}

describe('transport', () => {
  it('builds the query, leaving out undefined values', () => {
    expect(buildQuery(undefined)).toBe('');
    expect(buildQuery({ a: 1, b: undefined, c: 'x y', d: true })).toBe('?a=1&c=x+y&d=true');
  });

  it('sends the server path prefix, query, user agent, token, impersonation (replacing the kubeconfig’s) and JSON body; reuses one connection', async () => {
    const seen: { url: string; headers: http.IncomingHttpHeaders; body: string; socket: unknown }[] = [];
    const kc = await listen(
      (req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString()));
        req.on('end', () => {
          seen.push({ url: req.url!, headers: req.headers, body, socket: req.socket });
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"ok":true}');
        });
      },
      { base: '/prefix', token: 't0ken' },
    );
    const client = new KubeClient({ kubeConfig: kc, userAgent: 'ua-test', impersonate: { user: 'system:serviceaccount:ns:sa', groups: ['g1', 'g2'] } });
    expect(client.server).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(client.impersonating).toBe('system:serviceaccount:ns:sa');
    await client.request({ method: 'PATCH', path: '/api/v1/namespaces/a/configmaps/b', query: { fieldManager: 'fm', force: true, dryRun: undefined }, contentType: 'application/apply-patch+yaml', body: { a: 1 } });
    await client.request({ method: 'GET', path: '/api/v1/namespaces' });
    expect(seen[0]!.url).toBe('/prefix/api/v1/namespaces/a/configmaps/b?fieldManager=fm&force=true');
    expect(seen[0]!.headers).toMatchObject({ 'user-agent': 'ua-test', authorization: 'Bearer t0ken', 'impersonate-user': 'system:serviceaccount:ns:sa', 'impersonate-group': 'g1, g2', 'content-type': 'application/apply-patch+yaml', accept: 'application/json' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ a: 1 });
    expect(seen[1]!.socket).toBe(seen[0]!.socket); // keep-alive
    client.close();
  });

  it('a request past its deadline fails with TIMEOUT; an aborted one with ABORTED', async () => {
    const kc = await listen(() => undefined); // never answers
    const client = new KubeClient({ kubeConfig: kc, requestTimeoutMs: 50 });
    await expect(client.request({ method: 'GET', path: '/api/v1/x' })).rejects.toMatchObject({ code: 'TIMEOUT' });
    const controller = new AbortController();
    const pending = client.request({ method: 'GET', path: '/api/v1/x', timeoutMs: 60_000, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED' });
    client.close();
    server!.closeAllConnections();
  });
});
