import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyErrorStatus, readBody } from './server.js';

/**
 * GitHub push webhooks: the body is authenticated with HMAC-SHA256 (`X-Hub-Signature-256:
 * sha256=<hex>`) over the raw bytes before anything else looks at it. A request without a
 * valid signature gets 401 and has no other effect: not parsed, not logged beyond a counter,
 * no poll triggered.
 *
 * Before a byte of the body is read, a request must carry a well-formed signature header (and a
 * secret must be configured) and declare no more than the size limit. Every body is
 * unauthenticated until its HMAC is checked, so what one is allowed to cost is bounded: only a
 * few are read at once (`maxConcurrentBodies`, default 8; more get 503), at most two from one
 * remote address (`maxBodiesPerSource`; more get 429), and each must arrive within
 * `bodyTimeoutMs` (default 10 s, GitHub's own delivery timeout; later gets 408). So four stalled
 * connections with a forged signature hold two slots for ten seconds, not every slot for a
 * minute. Early answers close the connection.
 */

/**
 * GitHub caps webhook payloads at 25 MB, but a push payload is a few KB (its commit list is
 * capped); 5 MiB keeps eight bodies in flight far inside the agent's memory limit. A larger
 * push is answered 413 and its commit is still found at the next poll.
 */
export const MAX_WEBHOOK_BYTES = 5 * 1024 * 1024;

export function signBody(secret: string, body: Uint8Array): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Constant-time check of `X-Hub-Signature-256` against the raw body. */
export function verifySignature(secret: string, body: Uint8Array, header: string | undefined): boolean {
  if (secret === '' || header === undefined) return false;
  const m = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!m) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from((m[1] ?? '').toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What the agent needs from a push event. */
export interface PushEvent {
  readonly ref: string;
  /** The new head commit (all zeros when the branch was deleted). */
  readonly after: string;
  readonly before?: string;
  readonly forced: boolean;
  readonly repository?: string;
  readonly deliveryId?: string;
}

export const WEBHOOK_OUTCOMES = ['accepted', 'ignored', 'ping', 'unauthorized', 'bad-request', 'too-large', 'method-not-allowed', 'busy', 'timeout'] as const;

/** Bodies read at the same time (each is unauthenticated until verified). */
export const DEFAULT_MAX_CONCURRENT_BODIES = 8;
/** Bodies read at the same time from one remote address. */
export const DEFAULT_MAX_BODIES_PER_SOURCE = 2;
/** A body must arrive within this (GitHub gives up on a delivery after 10 s). */
export const DEFAULT_WEBHOOK_BODY_TIMEOUT_MS = 10_000;

const SIGNATURE_HEADER = /^sha256=[0-9a-f]{64}$/i;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

export interface GitHubWebhookOptions {
  readonly secret: string;
  /** Only pushes to this branch trigger anything. */
  readonly branch: string;
  readonly onPush: (event: PushEvent) => void;
  /** Every request's outcome (for metrics and logs); never given the body. */
  readonly onOutcome?: (outcome: WebhookOutcome, detail: { event?: string; deliveryId?: string }) => void;
  readonly maxBytes?: number;
  /** Bodies read at once; more requests are answered 503 without reading (default 8). */
  readonly maxConcurrentBodies?: number;
  /** Bodies read at once from one remote address; more are answered 429 without reading (default 2). */
  readonly maxBodiesPerSource?: number;
  /** Milliseconds a body may take to arrive; later is answered 408 (default 10 s). */
  readonly bodyTimeoutMs?: number;
}

export function parsePushEvent(body: unknown): PushEvent | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Record<string, unknown>;
  if (typeof b.ref !== 'string' || typeof b.after !== 'string' || !/^[0-9a-f]{40,64}$/.test(b.after)) return undefined;
  const repo = typeof b.repository === 'object' && b.repository !== null ? (b.repository as Record<string, unknown>).full_name : undefined;
  return {
    ref: b.ref,
    after: b.after,
    ...(typeof b.before === 'string' ? { before: b.before } : {}),
    forced: b.forced === true,
    ...(typeof repo === 'string' ? { repository: repo } : {}),
  };
}

export function githubWebhookHandler(options: GitHubWebhookOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const max = options.maxBytes ?? MAX_WEBHOOK_BYTES;
  const maxBodies = options.maxConcurrentBodies ?? DEFAULT_MAX_CONCURRENT_BODIES;
  const perSource = options.maxBodiesPerSource ?? DEFAULT_MAX_BODIES_PER_SOURCE;
  const timeoutMs = options.bodyTimeoutMs ?? DEFAULT_WEBHOOK_BODY_TIMEOUT_MS;
  let reading = 0;
  const readingFrom = new Map<string, number>();
  return async (req, res) => {
    const event = header(req, 'x-github-event');
    const deliveryId = header(req, 'x-github-delivery');
    const detail = { ...(event !== undefined ? { event } : {}), ...(deliveryId !== undefined ? { deliveryId } : {}) };
    const done = (status: number, outcome: WebhookOutcome, text: string, extra: Record<string, string> = {}): void => {
      options.onOutcome?.(outcome, detail);
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...extra }).end(`${text}\n`);
    };
    // Answered before the body is read (or after a refused read): the connection is closed rather than drained.
    const refuse = (status: number, outcome: WebhookOutcome, text: string, extra: Record<string, string> = {}): void => {
      done(status, outcome, text, { connection: 'close', ...extra });
      res.once('finish', () => req.destroy());
    };
    if (req.method !== 'POST') return refuse(405, 'method-not-allowed', 'method not allowed');
    if (options.secret === '' || !SIGNATURE_HEADER.test((header(req, 'x-hub-signature-256') ?? '').trim())) return refuse(401, 'unauthorized', 'invalid signature');
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > max) return refuse(413, 'too-large', 'payload too large');
    // Behind a proxy every request has the proxy's address: the cap then applies to all of them together.
    const source = req.socket.remoteAddress ?? 'unknown';
    const fromSource = readingFrom.get(source) ?? 0;
    if (fromSource >= perSource) return refuse(429, 'busy', 'too many requests in progress from this address', { 'retry-after': '1' });
    if (reading >= maxBodies) return refuse(503, 'busy', 'too many requests in progress', { 'retry-after': '1' });
    let body: Buffer;
    reading += 1;
    readingFrom.set(source, fromSource + 1);
    try {
      body = await readBody(req, { maxBytes: max, timeoutMs });
    } catch (error) {
      const { status, text } = bodyErrorStatus(error);
      return refuse(status, status === 413 ? 'too-large' : status === 408 ? 'timeout' : 'bad-request', text);
    } finally {
      reading -= 1;
      const left = (readingFrom.get(source) ?? 1) - 1;
      if (left <= 0) readingFrom.delete(source);
      else readingFrom.set(source, left);
    }
    if (!verifySignature(options.secret, body, header(req, 'x-hub-signature-256'))) return done(401, 'unauthorized', 'invalid signature');
    if (event === 'ping') return done(200, 'ping', 'pong');
    if (event !== 'push') return done(202, 'ignored', `event ${event ?? '(none)'} ignored`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return done(400, 'bad-request', 'the push payload is not JSON (set the webhook content type to application/json)');
    }
    const push = parsePushEvent(parsed);
    if (!push) return done(400, 'bad-request', 'not a push event payload');
    if (push.ref !== `refs/heads/${options.branch}` || /^0+$/.test(push.after)) return done(202, 'ignored', `push to ${push.ref} ignored`);
    options.onPush({ ...push, ...(deliveryId !== undefined ? { deliveryId } : {}) });
    return done(202, 'accepted', 'accepted');
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}
