// The bounded metadata pager the namespace and CRD prune guards share: it follows `continue`
// tokens, asks for metadata only, stops past its bound and says so. A plain HTTP server plays
// the API server's paging here so the page boundaries and the bound can be set exactly.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { KubeClient, METADATA_LIST_ACCEPT } from './client.js';
import { KubeApiError } from './errors.js';
import { clientForLocalServer } from './testing.js';
import { forEachMetadata } from './metadata-pages.js';

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((r) => server?.close(r));
  server = undefined;
});

/** Serves `total` ConfigMaps in pages of `pageSize`, recording each request's continue token and Accept header. */
async function pagedServer(total: number, pageSize: number, status = 200): Promise<{ client: KubeClient; requests: { continue: string | null; accept: string | undefined }[] }> {
  const requests: { continue: string | null; accept: string | undefined }[] = [];
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push({ continue: url.searchParams.get('continue'), accept: req.headers.accept });
    if (status !== 200) {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ kind: 'Status', status: 'Failure', code: status, reason: 'NotFound', message: 'gone' }));
      return;
    }
    const start = Number(url.searchParams.get('continue') ?? '0');
    const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => ({ metadata: { name: `cm-${start + i}`, uid: `uid-${start + i}` } }));
    const next = start + pageSize < total ? String(start + pageSize) : '';
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ kind: 'PartialObjectMetadataList', metadata: { continue: next }, items: [...items, 'not an object'] }));
  });
  return { client: await clientForLocalServer(server), requests };
}

describe('forEachMetadata', () => {
  it('follows continue tokens to the end, metadata only, and visits every item once', async () => {
    const { client, requests } = await pagedServer(1_200, 500);
    const names: unknown[] = [];
    await expect(forEachMetadata(client, '/api/v1/configmaps', { maxItems: 5_000 }, (m) => names.push(m.name))).resolves.toEqual({ truncated: false });
    client.close();
    expect(requests.map((r) => r.continue)).toEqual([null, '500', '1000']);
    expect(requests.every((r) => r.accept === METADATA_LIST_ACCEPT)).toBe(true);
    // 1,200 named items plus one non-object per page, visited as an empty record
    expect(names.filter((n) => typeof n === 'string')).toHaveLength(1_200);
    expect(new Set(names.filter((n) => typeof n === 'string')).size).toBe(1_200);
    expect(names.filter((n) => n === undefined)).toHaveLength(3);
  });

  it('stops past maxItems and says the walk was truncated, without reading the remaining pages', async () => {
    const { client, requests } = await pagedServer(10_000, 500);
    let visited = 0;
    await expect(forEachMetadata(client, '/api/v1/configmaps', { maxItems: 1_000 }, () => visited++)).resolves.toEqual({ truncated: true });
    client.close();
    expect(requests).toHaveLength(2);
    expect(visited).toBe(1_002);
  });

  it('is not truncated when the bound falls exactly on the last page', async () => {
    const { client } = await pagedServer(1_000, 500);
    await expect(forEachMetadata(client, '/api/v1/configmaps', { maxItems: 1_000 }, () => undefined)).resolves.toEqual({ truncated: false });
    client.close();
  });

  it('throws the API error to the caller, whose guard decides what it means', async () => {
    const { client } = await pagedServer(0, 500, 404);
    await expect(forEachMetadata(client, '/api/v1/configmaps', { maxItems: 10 }, () => undefined)).rejects.toSatisfy((e: unknown) => e instanceof KubeApiError && e.status === 404);
    client.close();
  });
});
