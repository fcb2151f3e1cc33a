import { request } from 'node:https';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCa, createServingCertificate } from '../tls/certificates.js';
import { conversionHandler, CONVERSION_PATH, serveWebhooks, webhookMetrics, type WebhookServer } from './webhook-server.js';

const now = new Date();
const ca = createCa({ commonName: 'test-ca', now, validDays: 2 });
const pair = createServingCertificate({ ca, commonName: 'webhook', hosts: ['127.0.0.1'], now, validDays: 1 });

function post(url: string, path: string, body: string, caPem = ca.cert): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(path, url);
    const req = request({ host: target.hostname, port: target.port, path: target.pathname, method: 'POST', ca: caPem, agent: false, headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('webhook server', () => {
  const registry = new Registry();
  let webhook: WebhookServer;
  beforeAll(async () => {
    const metrics = webhookMetrics(registry);
    webhook = await serveWebhooks({ address: '127.0.0.1:0', certificate: pair, metrics, routes: { [CONVERSION_PATH]: conversionHandler(metrics) } });
  });
  afterAll(async () => webhook.close());

  it('answers a ConversionReview over TLS and counts it', async () => {
    const review = {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'ConversionReview',
      request: { uid: 'abc', desiredAPIVersion: 'platform.example.com/v1', objects: [{ apiVersion: 'platform.example.com/v1alpha1', kind: 'TenantOnboarding', metadata: { name: 'a' }, spec: { namespace: 'a', resourceQuota: { cpu: '1' } } }] },
    };
    const res = await post(webhook.url, '/convert', JSON.stringify(review));
    expect(res.status).toBe(200);
    const answer = JSON.parse(res.body) as { response: { uid: string; result: { status: string }; convertedObjects: Array<{ spec: unknown }> } };
    expect(answer.response.uid).toBe('abc');
    expect(answer.response.result.status).toBe('Success');
    expect(answer.response.convertedObjects[0]?.spec).toEqual({ namespace: 'a', quota: { cpu: '1' } });
    const text = await registry.metrics();
    expect(text).toMatch(/controller_runtime_webhook_requests_total\{webhook="\/convert",code="200"\} 1/);
    expect(text).toMatch(/driftgate_conversion_objects_total\{result="success"\} 1/);
  });

  it('answers garbage with a Failure result, and other paths with 404', async () => {
    const res = await post(webhook.url, '/convert', '{not json');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ kind: 'ConversionReview', response: { result: { status: 'Failure' } } });
    expect((await post(webhook.url, '/elsewhere', '{}')).status).toBe(404);
  });

  it('swaps its certificate without a restart', async () => {
    const ca2 = createCa({ commonName: 'test-ca-2', now, validDays: 2 });
    webhook.setCertificate(createServingCertificate({ ca: ca2, commonName: 'webhook', hosts: ['127.0.0.1'], now, validDays: 1 }));
    await expect(post(webhook.url, '/convert', '{}', ca.cert)).rejects.toThrow();
    expect((await post(webhook.url, '/convert', '{}', ca2.cert)).status).toBe(200);
  });
});
