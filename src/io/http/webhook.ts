import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, BodyTooLargeError } from './server.js';

/**
 * GitHub push webhooks: the body is authenticated with HMAC-SHA256 (`X-Hub-Signature-256:
 * sha256=<hex>`) over the raw bytes before anything else looks at it. A request without a
 * valid signature gets 401 and has no other effect: not parsed, not logged beyond a counter,
 * no poll triggered.
 *
 * Before a byte of the body is read, a request must carry a well-formed signature header (and a
 * secret must be configured) and declare no more than the size limit; and only a few bodies
 * (`maxConcurrentBodies`, default 4) are read at once, since every body is unauthenticated
 * until its HMAC is checked: more are answered 503 at once. Early answers close the connection.
 */

/** GitHub caps webhook payloads at 25 MB. */
export const MAX_WEBHOOK_BYTES = 25 * 1024 * 1024;

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

export const WEBHOOK_OUTCOMES = ['accepted', 'ignored', 'ping', 'unauthorized', 'bad-request', 'too-large', 'method-not-allowed', 'busy'] as const;

/** Bodies read at the same time (each is unauthenticated until verified). */
export const DEFAULT_MAX_CONCURRENT_BODIES = 4;

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
  /** Bodies read at once; more requests are answered 503 without reading (default 4). */
  readonly maxConcurrentBodies?: number;
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
  let reading = 0;
  return async (req, res) => {
    const event = header(req, 'x-github-event');
    const deliveryId = header(req, 'x-github-delivery');
    const detail = { ...(event !== undefined ? { event } : {}), ...(deliveryId !== undefined ? { deliveryId } : {}) };
    const done = (status: number, outcome: WebhookOutcome, text: string, extra: Record<string, string> = {}): void => {
      options.onOutcome?.(outcome, detail);
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...extra }).end(`${text}\n`);
    };
    // Answered before the body is read: the connection is closed rather than drained.
    const refuse = (status: number, outcome: WebhookOutcome, text: string, extra: Record<string, string> = {}): void => {
      done(status, outcome, text, { connection: 'close', ...extra });
      res.once('finish', () => req.destroy());
    };
    if (req.method !== 'POST') return refuse(405, 'method-not-allowed', 'method not allowed');
    if (options.secret === '' || !SIGNATURE_HEADER.test((header(req, 'x-hub-signature-256') ?? '').trim())) return refuse(401, 'unauthorized', 'invalid signature');
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > max) return refuse(413, 'too-large', 'payload too large');
    if (reading >= maxBodies) return refuse(503, 'busy', 'too many requests in progress', { 'retry-after': '1' });
    let body: Buffer;
    reading += 1;
    try {
      body = await readBody(req, max);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return refuse(413, 'too-large', 'payload too large');
      return refuse(400, 'bad-request', 'could not read the request body');
    } finally {
      reading -= 1;
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
