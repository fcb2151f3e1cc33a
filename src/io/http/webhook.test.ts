import { connect, type Socket } from 'node:net';
import { Registry, Counter } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { checksHandler, metricsHandler } from './health.js';
import { listen, parseListenAddress, type HttpEndpoint } from './server.js';
import { githubWebhookHandler, signBody, verifySignature, type PushEvent, type WebhookOutcome } from './webhook.js';

const SECRET = "It's a Secret to Everybody";
const endpoints: HttpEndpoint[] = [];
afterEach(async () => {
  for (const e of endpoints.splice(0)) await e.close();
});

async function webhook(
  extra: { maxConcurrentBodies?: number; maxBodiesPerSource?: number; bodyTimeoutMs?: number } = {},
): Promise<{ url: string; pushes: PushEvent[]; outcomes: WebhookOutcome[]; reported: (outcome: WebhookOutcome, count: number) => Promise<void> }> {
  const pushes: PushEvent[] = [];
  const outcomes: WebhookOutcome[] = [];
  const waiters: { outcome: WebhookOutcome; count: number; resolve: () => void }[] = [];
  const settle = (): void => {
    for (const w of [...waiters]) {
      if (outcomes.filter((o) => o === w.outcome).length < w.count) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };
  const onOutcome = (o: WebhookOutcome): void => {
    outcomes.push(o);
    settle();
  };
  const ep = await listen({
    address: '127.0.0.1:0',
    routes: { '/webhook': githubWebhookHandler({ secret: SECRET, branch: 'main', onPush: (e) => pushes.push(e), onOutcome, maxBytes: 64 * 1024, ...extra }) },
  });
  endpoints.push(ep);
  /** Resolves once `count` requests have ended with `outcome` (the handler has let go of them). */
  const reported = (outcome: WebhookOutcome, count: number): Promise<void> =>
    new Promise((resolve) => {
      waiters.push({ outcome, count, resolve });
      settle();
    });
  return { url: `${ep.url}/webhook`, pushes, outcomes, reported };
}

const push = (ref = 'refs/heads/main') => JSON.stringify({ ref, before: 'a'.repeat(40), after: 'b'.repeat(40), forced: true, repository: { full_name: 'org/tenants' } });

function post(url: string, body: string, headers: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
}

describe('GitHub webhook', () => {
  it('matches GitHub\'s documented example signature', () => {
    // https://docs.github.com/en/webhooks/using-webhooks/validating-webhook-deliveries#testing-the-webhook-payload-validation
    const body = Buffer.from('Hello, World!');
    expect(signBody(SECRET, body)).toBe('sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17');
    expect(verifySignature(SECRET, body, 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17')).toBe(true);
    expect(verifySignature(SECRET, body, 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e18')).toBe(false);
    expect(verifySignature(SECRET, body, 'sha1=abc')).toBe(false);
    expect(verifySignature('', body, signBody('', body))).toBe(false);
  });

  it('accepts a signed push to the branch and hands it over', async () => {
    const hook = await webhook();
    const body = push();
    const res = await post(hook.url, body, { 'x-github-event': 'push', 'x-github-delivery': 'd-1', 'x-hub-signature-256': signBody(SECRET, Buffer.from(body)) });
    expect(res.status).toBe(202);
    expect(hook.pushes).toEqual([{ ref: 'refs/heads/main', before: 'a'.repeat(40), after: 'b'.repeat(40), forced: true, repository: 'org/tenants', deliveryId: 'd-1' }]);
  });

  it('answers a wrong or missing signature with 401 and does nothing else', async () => {
    const hook = await webhook();
    const body = push();
    const wrong = await post(hook.url, body, { 'x-github-event': 'push', 'x-hub-signature-256': signBody('other secret', Buffer.from(body)) });
    expect(wrong.status).toBe(401);
    const tampered = await post(hook.url, push('refs/heads/main').replace('bbbb', 'cccc'), { 'x-github-event': 'push', 'x-hub-signature-256': signBody(SECRET, Buffer.from(body)) });
    expect(tampered.status).toBe(401);
    const missing = await post(hook.url, body, { 'x-github-event': 'push' });
    expect(missing.status).toBe(401);
    // an invalid body with a bad signature is not even parsed: still 401, not 400
    const junk = await post(hook.url, '{not json', { 'x-github-event': 'push', 'x-hub-signature-256': 'sha256=' + '0'.repeat(64) });
    expect(junk.status).toBe(401);
    expect(hook.pushes).toEqual([]);
    expect(hook.outcomes).toEqual(['unauthorized', 'unauthorized', 'unauthorized', 'unauthorized']);
  });

  it('ignores other branches and events, answers ping, refuses GET, oversized and malformed bodies', async () => {
    const hook = await webhook();
    const sign = (b: string) => signBody(SECRET, Buffer.from(b));
    const other = push('refs/heads/feature');
    expect((await post(hook.url, other, { 'x-github-event': 'push', 'x-hub-signature-256': sign(other) })).status).toBe(202);
    expect((await post(hook.url, '{}', { 'x-github-event': 'ping', 'x-hub-signature-256': sign('{}') })).status).toBe(200);
    expect((await post(hook.url, '{}', { 'x-github-event': 'issues', 'x-hub-signature-256': sign('{}') })).status).toBe(202);
    expect((await fetch(hook.url)).status).toBe(405);
    const big = 'x'.repeat(70 * 1024);
    expect((await post(hook.url, big, { 'x-github-event': 'push', 'x-hub-signature-256': sign(big) })).status).toBe(413);
    const form = 'payload=%7B%7D';
    expect((await post(hook.url, form, { 'x-github-event': 'push', 'x-hub-signature-256': sign(form) })).status).toBe(400);
    expect(hook.pushes).toEqual([]);
    expect(hook.outcomes).toEqual(['ignored', 'ping', 'ignored', 'method-not-allowed', 'too-large', 'bad-request']);
  });
});

describe('health and metrics endpoints', () => {
  it('serves /healthz, /readyz with failing checks as 503, and /metrics', async () => {
    let ready = false;
    const registry = new Registry();
    new Counter({ name: 'driftgate_test_total', help: 'test', registers: [registry] }).inc(3);
    const ep = await listen({
      address: '127.0.0.1:0',
      routes: {
        '/healthz': checksHandler([{ name: 'loop', check: () => undefined }]),
        '/readyz': checksHandler([{ name: 'synced', check: () => (ready ? undefined : 'initial sync not done') }]),
        '/metrics': metricsHandler(registry),
      },
    });
    endpoints.push(ep);
    expect((await fetch(`${ep.url}/healthz`)).status).toBe(200);
    const notReady = await fetch(`${ep.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.text()).toContain('synced: initial sync not done');
    ready = true;
    expect((await fetch(`${ep.url}/readyz`)).status).toBe(200);
    expect(await (await fetch(`${ep.url}/metrics`)).text()).toContain('driftgate_test_total 3');
    expect((await fetch(`${ep.url}/nope`)).status).toBe(404);
  });

  it('parses listen addresses', () => {
    expect(parseListenAddress(':8080')).toEqual({ host: undefined, port: 8080 });
    expect(parseListenAddress('127.0.0.1:0')).toEqual({ host: '127.0.0.1', port: 0 });
    expect(parseListenAddress('[::1]:9')).toEqual({ host: '::1', port: 9 });
    expect(() => parseListenAddress('localhost')).toThrow(/invalid listen address/);
  });

  /** A raw connection that sends the headers and `sent` bytes of a body declared as `length`, then waits. */
  function stalled(url: string, headers: Record<string, string>, length: number, sent = '', from?: string): Promise<{ socket: Socket; response: Promise<string> }> {
    const { hostname, port, pathname } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connect({ port: Number(port), host: hostname, ...(from !== undefined ? { localAddress: from } : {}) }, () => {
        const head = [`POST ${pathname} HTTP/1.1`, `host: ${hostname}`, `content-length: ${length}`, 'content-type: application/json', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), '', ''].join('\r\n');
        socket.write(head + sent);
        let text = '';
        const response = new Promise<string>((done) => {
          socket.on('data', (d: Buffer) => (text += d.toString('utf8')));
          socket.on('close', () => done(text));
          socket.on('end', () => done(text));
        });
        resolve({ socket, response });
      });
      socket.on('error', reject);
    });
  }

  it('refuses an unsigned request before reading its body, and closes the connection', async () => {
    const hook = await webhook();
    // 60 KB declared, not one byte sent: the answer comes anyway, without waiting for the body.
    const { socket, response } = await stalled(hook.url, { 'x-github-event': 'push' }, 60 * 1024);
    const text = await response;
    expect(text).toMatch(/^HTTP\/1\.1 401 /);
    expect(text.toLowerCase()).toContain('connection: close');
    socket.destroy();
    // A malformed signature header is refused the same way, whatever the declared size.
    const bad = await stalled(hook.url, { 'x-github-event': 'push', 'x-hub-signature-256': 'sha256=zz' }, 10 * 1024 * 1024);
    expect(await bad.response).toMatch(/^HTTP\/1\.1 401 /);
    bad.socket.destroy();
    expect(hook.outcomes).toEqual(['unauthorized', 'unauthorized']);
  });

  it('reads at most maxConcurrentBodies bodies at once; more get 503 at once, and slots free when clients leave', async () => {
    const hook = await webhook({ maxConcurrentBodies: 2, maxBodiesPerSource: 10 });
    const forged = { 'x-github-event': 'push', 'x-hub-signature-256': 'sha256=' + 'a'.repeat(64) };
    const slow = [await stalled(hook.url, forged, 1000, '{"ref":'), await stalled(hook.url, forged, 1000, '{"ref":')];
    // Once the server reads both slow bodies, a third complete request is refused unread. Until
    // then it is read and refused for its forged signature (401): retry until the condition holds.
    let answer = '';
    for (let i = 0; i < 100 && !/^HTTP\/1\.1 503 /.test(answer); i++) {
      const third = await stalled(hook.url, forged, 2, '{}');
      answer = await third.response;
      third.socket.destroy();
    }
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer.toLowerCase()).toContain('retry-after: 1');
    const abortedBefore = hook.outcomes.filter((o) => o === 'bad-request').length;
    for (const s of slow) s.socket.destroy();
    await Promise.all(slow.map((s) => s.response));
    // Once the handler has ended both cut-off reads, their slots are free: a signed push goes through.
    await hook.reported('bad-request', abortedBefore + 2);
    const body = push();
    const { status } = await post(hook.url, body, { 'x-github-event': 'push', 'x-hub-signature-256': signBody(SECRET, Buffer.from(body)) });
    expect(status).toBe(202);
    expect(hook.outcomes.filter((o) => o === 'busy').length).toBeGreaterThanOrEqual(1);
  });

  it('caps bodies per remote address: four stalled forged pushes from one address leave room for a push from another', async () => {
    const hook = await webhook({ maxConcurrentBodies: 8, maxBodiesPerSource: 2, bodyTimeoutMs: 60_000 });
    const forged = { 'x-github-event': 'push', 'x-hub-signature-256': 'sha256=' + 'a'.repeat(64) };
    const attacker = '127.0.0.1';
    const stalledOnes = [];
    for (let i = 0; i < 4; i++) stalledOnes.push(await stalled(hook.url, forged, 1000, '{"ref":', attacker));
    // Two of the four are being read; the others (and any more from that address) get 429 unread.
    const refused = await Promise.all(stalledOnes.slice(2).map((s) => s.response));
    expect(refused).toHaveLength(2);
    for (const text of refused) expect(text).toMatch(/^HTTP\/1\.1 429 /);
    // A real push from another address is read and accepted while the two still stall.
    const body = push();
    const real = await stalled(hook.url, { 'x-github-event': 'push', 'x-hub-signature-256': signBody(SECRET, Buffer.from(body)), connection: 'close' }, Buffer.byteLength(body), body, '127.0.0.2');
    expect(await real.response).toMatch(/^HTTP\/1\.1 202 /);
    real.socket.destroy();
    expect(hook.pushes).toHaveLength(1);
    for (const s of stalledOnes) s.socket.destroy();
  });

  it('answers a body that does not arrive within bodyTimeoutMs with 408, closes it, and frees its slot', async () => {
    const hook = await webhook({ maxConcurrentBodies: 1, bodyTimeoutMs: 1_000 });
    const forged = { 'x-github-event': 'push', 'x-hub-signature-256': 'sha256=' + 'a'.repeat(64) };
    const slow = await stalled(hook.url, forged, 1000, '{"ref":');
    const text = await slow.response;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text.toLowerCase()).toContain('connection: close');
    const body = push();
    expect((await post(hook.url, body, { 'x-github-event': 'push', 'x-hub-signature-256': signBody(SECRET, Buffer.from(body)) })).status).toBe(202);
    expect(hook.outcomes).toEqual(['timeout', 'accepted']);
  });
});
