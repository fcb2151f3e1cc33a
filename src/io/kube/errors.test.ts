// The error classes a non-2xx answer becomes, as a KubeClient sees them from a local HTTP server.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, GoneError, InvalidError, isNotFound, isTransient, KubeApiError, NotFoundError, TransportError } from './errors.js';
import { clientForLocalServer, closeLocalServer } from './testing.js';

let server: http.Server | undefined;
afterEach(async () => {
  const s = server;
  server = undefined;
  await closeLocalServer(s);
});

describe('API errors', () => {
  it('maps each status to its class with the Status reason, message and causes, never the headers', async () => {
    server = http.createServer((req, res) => {
      const status = Number(req.url!.split('/').pop());
      res.writeHead(status, { 'content-type': 'application/json', 'www-authenticate': 'Bearer secret-token' });
      res.end(JSON.stringify({ kind: 'Status', status: 'Failure', reason: `R${status}`, message: `m${status}`, details: { causes: [{ reason: 'FieldValueInvalid', field: 'spec.x', message: 'bad' }] }, code: status }));
    });
    const client = await clientForLocalServer(server);
    const errorOf = (status: number): Promise<unknown> => client.request({ method: 'GET', path: `/api/v1/s/${status}` }).catch((e: unknown) => e);
    const classes: [number, new (...args: never[]) => KubeApiError][] = [[409, ConflictError], [422, InvalidError], [403, ForbiddenError], [404, NotFoundError], [410, GoneError], [500, KubeApiError]];
    for (const [status, cls] of classes) {
      const error = await errorOf(status);
      expect(error, String(status)).toBeInstanceOf(cls);
      expect(error).toMatchObject({ status, reason: `R${status}`, message: `m${status}` });
      expect(String((error as Error).message)).not.toContain('secret-token');
    }
    expect(await errorOf(422)).toMatchObject({ causes: [{ reason: 'FieldValueInvalid', field: 'spec.x', message: 'bad' }] });
    expect(isNotFound(await errorOf(404))).toBe(true);
    expect(isTransient(await errorOf(500))).toBe(true);
    expect(isTransient(await errorOf(409))).toBe(false);
    client.close();
  });

  it('a body that is not a Status still gives the method, path and code; a refused connection is a transient TransportError', async () => {
    server = http.createServer((_req, res) => {
      res.writeHead(502);
      res.end('<html>bad gateway</html>');
    });
    const client = await clientForLocalServer(server);
    const error = await client.request({ method: 'DELETE', path: '/api/v1/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KubeApiError);
    expect((error as KubeApiError).message).toContain('DELETE /api/v1/x');
    expect((error as KubeApiError).status).toBe(502);
    await new Promise((r) => server!.close(r));
    server = undefined;
    const refused = await client.request({ method: 'GET', path: '/api/v1/x' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TransportError);
    expect(isTransient(refused)).toBe(true);
    client.close();
  });
});
