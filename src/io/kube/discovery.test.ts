// The one discovery against a local HTTP server playing the API server's discovery documents.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { Discovery, KindNotServedError } from './discovery.js';
import { clientForLocalServer } from './testing.js';

let server: http.Server | undefined;
afterEach(async () => {
  const s = server;
  server = undefined;
  if (s === undefined) return;
  s.closeAllConnections();
  await new Promise((r) => s.close(r));
});

describe('Discovery', () => {
  it('knows built-in kinds without a request, discovers the rest once per group-version, re-discovers a missing kind (rate-limited), and says when a kind is not served', async () => {
    const requests: string[] = [];
    let widgets = false;
    server = http.createServer((req, res) => {
      requests.push(req.url!);
      if (req.url === '/apis/example.com/v1') {
        res.writeHead(200, { 'content-type': 'application/json' });
        const resources = [{ name: 'gadgets', kind: 'Gadget', namespaced: false }, { name: 'gadgets/status', kind: 'Gadget', namespaced: false }];
        if (widgets) resources.push({ name: 'widgets', kind: 'Widget', namespaced: true });
        res.end(JSON.stringify({ kind: 'APIResourceList', resources }));
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ kind: 'Status', reason: 'NotFound', code: 404 }));
    });
    const client = await clientForLocalServer(server);
    let now = 0;
    const discovery = new Discovery({ client, now: () => now, missRefreshMs: 1_000 });
    expect(await discovery.resolve('v1', 'ConfigMap')).toEqual({ group: '', version: 'v1', plural: 'configmaps', namespaced: true });
    expect(await discovery.resolve('rbac.authorization.k8s.io/v1', 'ClusterRole')).toEqual({ group: 'rbac.authorization.k8s.io', version: 'v1', plural: 'clusterroles', namespaced: false });
    expect(requests).toEqual([]);

    expect(await discovery.resolve('example.com/v1', 'Gadget')).toEqual({ group: 'example.com', version: 'v1', plural: 'gadgets', namespaced: false });
    await discovery.resolve('example.com/v1', 'Gadget');
    expect(requests).toEqual(['/apis/example.com/v1']);

    // Widget is not served yet: within the refresh period no new request, then one.
    await expect(discovery.resolve('example.com/v1', 'Widget')).rejects.toBeInstanceOf(KindNotServedError);
    expect(requests).toHaveLength(1);
    widgets = true;
    now = 1_000;
    expect(await discovery.resolve('example.com/v1', 'Widget')).toMatchObject({ plural: 'widgets', namespaced: true });
    expect(requests).toHaveLength(2);

    // A group-version the server does not serve at all (404) is a kind not served, not an error.
    await expect(discovery.resolve('nothere.io/v1', 'Thing')).rejects.toBeInstanceOf(KindNotServedError);
    expect(await discovery.isServed('example.com/v1', 'Widget')).toBe(true);
    expect(await discovery.isServed('nothere.io/v1', 'Thing')).toBe(false);
    client.close();
  });
});
