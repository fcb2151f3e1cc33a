// The operator's webhooks over HTTPS: POST /convert (TenantOnboarding ConversionReview, the
// answer from core/tenant/conversion) and POST /validate-gpu-capacity (AdmissionReview, live
// GPU capacity). Served by every operator replica (not only the leader): the API server calls
// them on the request path, so their availability is the availability of the API itself.
// Metrics under controller-runtime's webhook names.
//
// Anything that reaches the port can call them (the API server does not authenticate itself
// by default), so what one request may cost is bounded: a body bound per route, checked on
// Content-Length before a byte is read and counted while it streams; a byte budget for all
// bodies held at once; a cap on requests in flight (503 beyond it, never a queue); and deadlines
// for headers and body (slowloris). deploy/network-policy admits only the control plane.
import { createServer, type Server } from 'node:https';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { answerConversionReview } from '../../core/tenant/conversion.js';
import type { CertificatePair } from '../tls/certificates.js';
import { applyTimeouts, bindServer, bodyErrorStatus, ByteBudget, connectionsCheckingInterval, inFlightGate, parseListenAddress, readBody, refuseUnread, ServerBusyError, type HttpEndpoint, type ServerLimits } from './server.js';

/** The path the CRD's conversion.webhook.clientConfig names. */
export const CONVERSION_PATH = '/convert';
/** The path the ValidatingWebhookConfiguration names. */
export const GPU_CAPACITY_PATH = '/validate-gpu-capacity';

/** Turns a parsed JSON request body (undefined when it was not JSON) into the JSON answer. */
export type ReviewHandler = (body: unknown) => unknown;
const MiB = 1024 * 1024;

/**
 * Body bounds per route. An AdmissionReview carries the object and its old version, each at most
 * etcd's 1.5 MiB (the API server takes request bodies up to 3 MiB), plus a small envelope:
 * 4 MiB, as controller-runtime bounds its own at 7 MiB for two 3 MiB objects. A
 * ConversionReview for a list carries every listed object that needs converting in one
 * review: 16 MiB is ~10,000 tenants.
 */
export const REVIEW_MAX_BYTES: Readonly<Record<string, number>> = { [CONVERSION_PATH]: 16 * MiB, [GPU_CAPACITY_PATH]: 4 * MiB };
/** For a route not named in {@link REVIEW_MAX_BYTES}: the API server's own request body limit. */
export const DEFAULT_REVIEW_MAX_BYTES = 3 * MiB;

export interface WebhookLimits extends ServerLimits {
  /** Body bounds by path; other paths get `defaultMaxBytes`. */
  readonly maxBytes: Readonly<Record<string, number>>;
  readonly defaultMaxBytes: number;
  /** Bytes of request bodies held at once across all requests (the largest route's bound fits). */
  readonly maxBufferedBytes: number;
  /** A body must arrive within this after its headers. */
  readonly bodyTimeoutMs: number;
}

/**
 * Inside the operator's 256 Mi: at most 24 MiB of bodies at once (one list conversion and two
 * admissions), and their parsed forms. The API server waits `timeoutSeconds` (5 s for the GPU
 * webhook) and sends a body at once, so 5 s for headers and for the body is generous.
 */
export const DEFAULT_WEBHOOK_LIMITS: WebhookLimits = {
  maxInFlight: 16,
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 10_000,
  bodyTimeoutMs: 5_000,
  maxBytes: REVIEW_MAX_BYTES,
  defaultMaxBytes: DEFAULT_REVIEW_MAX_BYTES,
  maxBufferedBytes: 24 * MiB,
};

export interface WebhookMetrics {
  readonly requests: Counter<'webhook' | 'code'>;
  readonly latency: Histogram<'webhook'>;
  readonly inFlight: Gauge<'webhook'>;
  readonly convertedObjects: Counter<'result'>;
}

export function webhookMetrics(registry: Registry): WebhookMetrics {
  const registers = [registry];
  return {
    requests: new Counter({ name: 'controller_runtime_webhook_requests_total', help: 'Total number of admission and conversion requests by HTTP status code', labelNames: ['webhook', 'code'], registers }),
    latency: new Histogram({ name: 'controller_runtime_webhook_latency_seconds', help: 'Histogram of the latency of processing webhook requests', labelNames: ['webhook'], registers }),
    inFlight: new Gauge({ name: 'controller_runtime_webhook_requests_in_flight', help: 'Current number of webhook requests being served', labelNames: ['webhook'], registers }),
    convertedObjects: new Counter({ name: 'driftgate_conversion_objects_total', help: 'TenantOnboardings converted by the conversion webhook, by result', labelNames: ['result'], registers }),
  };
}

export interface WebhookServer extends HttpEndpoint {
  /** Swaps the serving certificate without a restart (rotation). */
  setCertificate(pair: CertificatePair): void;
}

/** The conversion route: ConversionReview in, ConversionReview out, converted objects counted. */
export function conversionHandler(metrics?: WebhookMetrics): ReviewHandler {
  return (body) => {
    const outcome = answerConversionReview(body);
    metrics?.convertedObjects.inc({ result: outcome.failed ? 'failure' : 'success' }, outcome.failed ? 1 : outcome.converted);
    return outcome.review;
  };
}

export async function serveWebhooks(options: {
  readonly address: string;
  readonly certificate: CertificatePair;
  /** POST routes by exact path; each answers with 200 and JSON (a refusal is inside the review). */
  readonly routes: Readonly<Record<string, ReviewHandler>>;
  readonly limits?: Partial<WebhookLimits>;
  readonly metrics?: WebhookMetrics;
  readonly onError?: (error: unknown) => void;
}): Promise<WebhookServer> {
  const { host, port } = parseListenAddress(options.address);
  const limits: WebhookLimits = { ...DEFAULT_WEBHOOK_LIMITS, ...options.limits };
  const metrics = options.metrics;
  const admit = inFlightGate(limits.maxInFlight);
  const budget = new ByteBudget(limits.maxBufferedBytes);
  const tls = { cert: options.certificate.cert, key: options.certificate.key, minVersion: 'TLSv1.2' } as const;
  const server: Server = createServer({ ...tls, connectionsCheckingInterval: connectionsCheckingInterval(limits) }, (req, res) => {
    const started = process.hrtime.bigint();
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const handler = Object.hasOwn(options.routes, path) ? options.routes[path] : undefined;
    const label = handler ? path : 'other';
    const count = (code: number): void => {
      metrics?.requests.inc({ webhook: label, code: String(code) });
      metrics?.latency.observe({ webhook: label }, Number(process.hrtime.bigint() - started) / 1e9);
    };
    const reply = (code: number, body: unknown): void => {
      count(code);
      res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    // Answered without reading the (rest of the) body: the connection is closed, never drained.
    const refuse = (code: number, error: string, headers: Record<string, string> = {}): void => {
      count(code);
      refuseUnread(req, res, { status: code, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ error }) });
    };
    // Only what the caller sent decides these answers: no capacity figure, no state of the cluster.
    if (handler === undefined || req.method !== 'POST') return refuse(404, `only POST ${Object.keys(options.routes).join(', ')} served here`);
    if (!admit(res)) return refuse(503, 'too many requests in progress', { 'retry-after': '1' });
    const maxBytes = Object.hasOwn(limits.maxBytes, path) ? (limits.maxBytes[path] ?? limits.defaultMaxBytes) : limits.defaultMaxBytes;
    const claim = budget.claim();
    metrics?.inFlight.inc({ webhook: label });
    res.once('close', () => {
      claim.release();
      metrics?.inFlight.dec({ webhook: label });
    });
    readBody(req, { maxBytes, timeoutMs: limits.bodyTimeoutMs, claim })
      .then((body) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          parsed = undefined;
        }
        // A refusal or a Failure result travels in a 200 response: that is how the API server reads it.
        reply(200, handler(parsed));
      })
      .catch((error: unknown) => {
        const { status, text } = bodyErrorStatus(error);
        if (status === 400) options.onError?.(error);
        refuse(status, text, error instanceof ServerBusyError ? { 'retry-after': '1' } : {});
      });
  });
  applyTimeouts(server, limits);
  const endpoint = await bindServer(server, { host, port, scheme: 'https' });
  return { ...endpoint, setCertificate: (pair) => server.setSecureContext({ cert: pair.cert, key: pair.key, minVersion: 'TLSv1.2' }) };
}
