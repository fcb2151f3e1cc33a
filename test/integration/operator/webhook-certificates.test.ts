// The operator's self-managed webhook certificates on a real API server: one Secret shared by
// the replicas, the caBundle injected into a CRD's conversion webhook, rotation before expiry
// (serving certificate, then CA with a rollover bundle), and replicas racing for the Secret.
import { X509Certificate } from 'node:crypto';
import type { KubeConfig } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KubeClient } from '../../../src/io/kube/client.js';
import { injectCaBundle, WebhookCertificateManager } from '../../../src/operator/webhook-certificates.js';
import { createTestNamespace, deleteNamespace, installCrd, kubeRequest, randomSuffix, testKubeConfig } from '../../support/cluster.js';

type Json = Record<string, unknown>;
const DAY = 86_400_000;

describe('webhook certificates managed by the operator', () => {
  let kc: KubeConfig;
  let client: KubeClient;
  let namespace: string;
  const group = `certs-${randomSuffix()}.example.com`;
  const crdName = `widgets.${group}`;

  beforeAll(async () => {
    kc = testKubeConfig();
    client = new KubeClient({ kubeConfig: kc });
    namespace = await createTestNamespace(kc, 'webhook-certs');
    const schema = { openAPIV3Schema: { type: 'object', properties: { spec: { type: 'object', properties: { size: { type: 'integer' } } } } } };
    await installCrd(kc, {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: crdName },
      spec: {
        group,
        scope: 'Namespaced',
        names: { plural: 'widgets', singular: 'widget', kind: 'Widget', listKind: 'WidgetList' },
        versions: [
          { name: 'v1', served: true, storage: true, schema },
          { name: 'v2', served: true, storage: false, schema },
        ],
        conversion: { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: 'https://127.0.0.1:1/convert' } } },
      },
    });
  });

  afterAll(async () => {
    await kubeRequest(kc, { method: 'DELETE', path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${crdName}` });
    await deleteNamespace(kc, namespace);
  });

  const manager = (now: Date): WebhookCertificateManager =>
    new WebhookCertificateManager({ client, namespace, secretName: 'driftgate-operator-webhook-tls', hosts: ['driftgate-operator-webhook.driftgate-system.svc', '127.0.0.1'], now: () => now });
  const crdBundle = async (): Promise<string> => {
    const crd = (await kubeRequest(kc, { method: 'GET', path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${crdName}` })).body as Json;
    const clientConfig = (((crd.spec as Json).conversion as Json).webhook as Json).clientConfig as Json;
    return Buffer.from(String(clientConfig.caBundle ?? ''), 'base64').toString('utf8');
  };

  it('creates one Secret for racing replicas, injects the caBundle, and rotates before expiry', async () => {
    const start = new Date();
    // Three replicas start at once: one creates the Secret, the others use it.
    const [a, b, c] = await Promise.all([manager(start).ensure(), manager(start).ensure(), manager(start).ensure()]);
    expect(b?.caBundle).toBe(a?.caBundle);
    expect(c?.serving.cert).toBe(a?.serving.cert);
    const secret = (await kubeRequest(kc, { method: 'GET', path: `/api/v1/namespaces/${namespace}/secrets/driftgate-operator-webhook-tls` })).body as Json;
    expect(secret.type).toBe('kubernetes.io/tls');
    expect(Object.keys(secret.data as Json).sort()).toEqual(['ca.crt', 'ca.key', 'tls.crt', 'tls.key']);

    expect(await injectCaBundle(client, crdName, a?.caBundle ?? '')).toBe(true);
    expect(await crdBundle()).toBe(a?.caBundle);
    expect(await injectCaBundle(client, crdName, a?.caBundle ?? '')).toBe(false); // no write when current

    // Nothing due yet: a later check changes nothing.
    expect((await manager(new Date(start.getTime() + 30 * DAY)).ensure()).serving.cert).toBe(a?.serving.cert);

    // The serving certificate in the last third of its year: renewed from the same CA.
    const renewed = await manager(new Date(start.getTime() + 300 * DAY)).ensure();
    expect(renewed.serving.cert).not.toBe(a?.serving.cert);
    expect(renewed.caBundle).toBe(a?.caBundle);
    expect(new X509Certificate(renewed.serving.cert).checkIssued(new X509Certificate(a?.caBundle ?? ''))).toBe(true);

    // The CA in the last third of its life: a new CA, and a bundle that trusts both meanwhile.
    const rolled = await manager(new Date(start.getTime() + 3000 * DAY)).ensure();
    expect(rolled.caBundle.startsWith(a?.caBundle ?? 'x')).toBe(false);
    expect(rolled.caBundle).toContain(a?.caBundle ?? 'x');
    expect(rolled.caBundle.match(/BEGIN CERTIFICATE/g)).toHaveLength(2);
    await injectCaBundle(client, crdName, rolled.caBundle);
    expect(await crdBundle()).toBe(rolled.caBundle);
  });
});
