// The one discovery against a local HTTP server playing the API server's discovery documents.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { Discovery, KindNotServedError } from './discovery.js';
import { clientForLocalServer, closeLocalServer } from './testing.js';

let server: http.Server | undefined;
afterEach(async () => {
  const s = server;
  server = undefined;
  await closeLocalServer(s);
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

  it('servedKinds reads aggregated discovery in two requests and keeps it for resolve(); an older server is read per group-version, an unreadable one left out', async () => {
    const requests: string[] = [];
    let aggregated = true;
    const json = (res: http.ServerResponse, body: unknown, code = 200): void => {
      res.writeHead(code, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    server = http.createServer((req, res) => {
      requests.push(req.url!);
      const wantsAggregated = aggregated && String(req.headers.accept).includes('as=APIGroupDiscoveryList');
      if (req.url === '/api') {
        if (wantsAggregated) return json(res, { kind: 'APIGroupDiscoveryList', items: [{ metadata: { name: '' }, versions: [{ version: 'v1', resources: [{ resource: 'configmaps', scope: 'Namespaced', responseKind: { kind: 'ConfigMap' } }] }] }] });
        return json(res, { kind: 'APIVersions', versions: ['v1'] });
      }
      if (req.url === '/apis') {
        if (wantsAggregated) return json(res, { kind: 'APIGroupDiscoveryList', items: [{ metadata: { name: 'example.com' }, versions: [{ version: 'v1', resources: [{ resource: 'gadgets', scope: 'Cluster', responseKind: { kind: 'Gadget' } }] }] }] });
        return json(res, { kind: 'APIGroupList', groups: [{ versions: [{ groupVersion: 'example.com/v1' }] }, { versions: [{ groupVersion: 'broken.io/v1' }] }] });
      }
      if (req.url === '/api/v1') return json(res, { resources: [{ name: 'configmaps', kind: 'ConfigMap', namespaced: true }] });
      if (req.url === '/apis/example.com/v1') return json(res, { resources: [{ name: 'gadgets', kind: 'Gadget', namespaced: false }, { name: 'gadgets/status', kind: 'Gadget', namespaced: false }] });
      return json(res, { kind: 'Status', code: 503 }, 503); // broken.io: an unavailable APIService
    });
    const client = await clientForLocalServer(server);
    const discovery = new Discovery({ client });
    const served = await discovery.servedKinds();
    expect(served).toEqual(new Map([['v1/ConfigMap', true], ['example.com/v1/Gadget', false]]));
    expect(requests).toEqual(['/api', '/apis']);
    expect(await discovery.resolve('example.com/v1', 'Gadget')).toMatchObject({ plural: 'gadgets', namespaced: false });
    expect(requests).toHaveLength(2); // answered from what servedKinds read

    aggregated = false;
    requests.length = 0;
    const legacy = await new Discovery({ client }).servedKinds({ aggregated: false });
    expect(legacy).toEqual(served);
    expect(requests.sort()).toEqual(['/api', '/api/v1', '/apis', '/apis/broken.io/v1', '/apis/example.com/v1']);
    client.close();
  });
});
