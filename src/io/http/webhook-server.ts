// The operator's webhooks over HTTPS: POST /convert (TenantOnboarding ConversionReview, the
// answer from core/tenant/conversion) and POST /validate-gpu-capacity (AdmissionReview, live
// GPU capacity). Served by every operator replica (not only the leader): the API server calls
// them on the request path, so their availability is the availability of the API itself.
// Metrics under controller-runtime's webhook names.
import { createServer, type Server } from 'node:https';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { answerConversionReview } from '../../core/tenant/conversion.js';
import type { CertificatePair } from '../tls/certificates.js';
import { bindServer, BodyTooLargeError, parseListenAddress, readBody, type HttpEndpoint } from './server.js';

/** The path the CRD's conversion.webhook.clientConfig names. */
export const CONVERSION_PATH = '/convert';
/** The path the ValidatingWebhookConfiguration names. */
export const GPU_CAPACITY_PATH = '/validate-gpu-capacity';

/** Turns a parsed JSON request body (undefined when it was not JSON) into the JSON answer. */
export type ReviewHandler = (body: unknown) => unknown;
/** A list of many tenants arrives as one review; far above any real list, far below harm. */
export const MAX_REVIEW_BYTES = 64 * 1024 * 1024;

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
  readonly metrics?: WebhookMetrics;
  readonly onError?: (error: unknown) => void;
}): Promise<WebhookServer> {
  const { host, port } = parseListenAddress(options.address);
  const metrics = options.metrics;
  const server: Server = createServer({ cert: options.certificate.cert, key: options.certificate.key, minVersion: 'TLSv1.2' }, (req, res) => {
    const started = process.hrtime.bigint();
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const handler = Object.hasOwn(options.routes, path) ? options.routes[path] : undefined;
    const label = handler ? path : 'other';
    const reply = (code: number, body: unknown): void => {
      metrics?.requests.inc({ webhook: label, code: String(code) });
      metrics?.latency.observe({ webhook: label }, Number(process.hrtime.bigint() - started) / 1e9);
      res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (handler === undefined || req.method !== 'POST') {
      req.resume();
      reply(404, { error: `only POST ${Object.keys(options.routes).join(', ')} served here` });
      return;
    }
    metrics?.inFlight.inc({ webhook: label });
    readBody(req, MAX_REVIEW_BYTES)
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
        if (!(error instanceof BodyTooLargeError)) options.onError?.(error);
        reply(error instanceof BodyTooLargeError ? 413 : 400, { error: error instanceof Error ? error.message : 'bad request' });
      })
      .finally(() => metrics?.inFlight.dec({ webhook: label }));
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  const endpoint = await bindServer(server, { host, port, scheme: 'https' });
  return { ...endpoint, setCertificate: (pair) => server.setSecureContext({ cert: pair.cert, key: pair.key, minVersion: 'TLSv1.2' }) };
}
