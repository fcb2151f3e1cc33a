// The operator's webhooks as a running service: the TenantOnboarding conversion webhook and the
// live GPU-capacity admission webhook, certificates from the Secret the replicas share (or from
// files cert-manager mounts), the caBundle kept injected into the CRD and the
// ValidatingWebhookConfiguration, and a periodic check that rotates before expiry and picks up a
// rotation another replica made. Runs on every replica, leader or not: the API server calls
// whichever replica the Service picks.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Registry } from 'prom-client';
import { realClock } from '../controller/clock.js';
import { Informer } from '../controller/informer.js';
import { answerGpuAdmissionReview, gpuCapacity, gpuCapacityUnknownReview, GPU_RESOURCE_NAME } from '../core/tenant/gpu-capacity.js';
import { TENANT_GROUP, TENANT_KIND, TENANT_PLURAL, TENANT_VERSION } from '../core/tenant/names.js';
import { conversionHandler, CONVERSION_PATH, GPU_CAPACITY_PATH, serveWebhooks, webhookMetrics, type ReviewHandler, type WebhookServer } from '../io/http/webhook-server.js';
import type { KubeClient } from '../io/kube/client.js';
import type { LiveObject } from '../core/manifest/manifest.js';
import { KubeListWatch } from '../io/kube/informer.js';
import type { CertificatePair } from '../io/tls/certificates.js';
import type { LogFn } from './log.js';
import { injectCaBundle, injectWebhookConfigurationCaBundle, WebhookCertificateManager } from './webhook-certificates.js';

export const TENANT_CRD_NAME = `${TENANT_PLURAL}.${TENANT_GROUP}`;
export const GPU_WEBHOOK_CONFIGURATION = 'driftgate-tenant-gpu-capacity';

export type CertificateSource =
  /** The operator manages a CA and serving certificate in this Secret and injects the caBundle. */
  | { readonly kind: 'secret'; readonly namespace: string; readonly secretName: string; readonly hosts: readonly string[] }
  /** tls.crt and tls.key in a directory (a cert-manager Secret mounted); cert-manager injects the caBundle. */
  | { readonly kind: 'directory'; readonly dir: string };

export interface WebhookServiceOptions {
  readonly client: KubeClient;
  readonly address: string;
  readonly certificates: CertificateSource;
  /** The CRD whose conversion webhook caBundle is kept current (secret source only). */
  readonly crdName?: string;
  /** Serve the GPU-capacity admission webhook (watches Nodes and TenantOnboardings). */
  readonly gpuCapacity?: boolean;
  /** The ValidatingWebhookConfiguration whose caBundle is kept current (secret source only). */
  readonly webhookConfigurationName?: string;
  /** How often certificates are checked for rotation (default 1 h). */
  readonly checkIntervalMs?: number;
  readonly registry?: Registry;
  readonly now?: () => Date;
  readonly log: LogFn;
}

/** Only what the capacity rule reads (and the informer's own keys), so 10,000 tenants cost little memory. */
function keepGpuFields(object: LiveObject): LiveObject {
  const raw = object as unknown as Record<string, unknown>;
  const metadata = { name: object.metadata.name, namespace: object.metadata.namespace, resourceVersion: object.metadata.resourceVersion };
  if (object.kind === 'Node') {
    const allocatable = ((raw.status as Record<string, unknown> | undefined)?.allocatable ?? {}) as Record<string, unknown>;
    return { apiVersion: 'v1', kind: 'Node', metadata, status: { allocatable: { [GPU_RESOURCE_NAME]: allocatable[GPU_RESOURCE_NAME] } } } as unknown as LiveObject;
  }
  const spec = (raw.spec ?? {}) as Record<string, unknown>;
  const quota = (spec.resourceQuota ?? spec.quota) as Record<string, unknown> | undefined;
  return {
    apiVersion: object.apiVersion,
    kind: object.kind,
    metadata,
    spec: spec.quota !== undefined ? { quota: { gpuCount: quota?.gpuCount } } : { resourceQuota: { gpuCount: quota?.gpuCount } },
  } as unknown as LiveObject;
}

export class WebhookService {
  readonly #o: WebhookServiceOptions;
  #server: WebhookServer | undefined;
  #nodes: Informer<LiveObject> | undefined;
  #tenants: Informer<LiveObject> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #served = '';
  #manager: WebhookCertificateManager | undefined;

  constructor(options: WebhookServiceOptions) {
    this.#o = options;
    if (options.certificates.kind === 'secret') {
      this.#manager = new WebhookCertificateManager({ client: options.client, namespace: options.certificates.namespace, secretName: options.certificates.secretName, hosts: options.certificates.hosts, now: options.now ?? (() => new Date()) });
    }
  }

  get url(): string | undefined {
    return this.#server?.url;
  }

  async start(): Promise<void> {
    const certificate = await this.#current();
    this.#served = certificate.cert;
    const metrics = this.#o.registry ? webhookMetrics(this.#o.registry) : undefined;
    const routes: Record<string, ReviewHandler> = { [CONVERSION_PATH]: conversionHandler(metrics) };
    if (this.#o.gpuCapacity) {
      const informer = (resource: ConstructorParameters<typeof KubeListWatch>[0]['resource'], kind: string): Informer<LiveObject> =>
        new Informer<LiveObject>({ name: kind, clock: realClock, source: new KubeListWatch({ client: this.#o.client, resource, kind }), transform: keepGpuFields, log: (message) => this.#o.log('warn', message, { informer: kind }) });
      this.#nodes = informer({ group: '', version: 'v1', plural: 'nodes', namespaced: false }, 'Node');
      this.#tenants = informer({ group: TENANT_GROUP, version: TENANT_VERSION, plural: TENANT_PLURAL, namespaced: true }, TENANT_KIND);
      this.#nodes.start();
      this.#tenants.start();
      // Never wait for these caches before serving: listing TenantOnboardings at v1 may need the
      // conversion webhook this very server is about to serve (tenants stored as v1alpha1 during
      // an upgrade). Until both have synced, capacity is unknown and the review is refused, as
      // the webhook's failurePolicy would refuse it if nobody answered.
      const nodes = this.#nodes;
      const tenants = this.#tenants;
      let synced = false;
      void Promise.all([nodes.waitForSync(), tenants.waitForSync()]).then(() => {
        synced = true;
        this.#o.log('info', 'GPU-capacity webhook caches synced', {});
      });
      routes[GPU_CAPACITY_PATH] = (body) => (synced ? answerGpuAdmissionReview(body, gpuCapacity(nodes.list(), tenants.list())).review : gpuCapacityUnknownReview(body));
    }
    this.#server = await serveWebhooks({
      address: this.#o.address,
      certificate,
      routes,
      ...(metrics ? { metrics } : {}),
      onError: (error) => this.#o.log('warn', 'conversion webhook request failed', { error: error instanceof Error ? error.message : String(error) }),
    });
    this.#o.log('info', 'webhooks serving', { address: this.#server.address, paths: Object.keys(routes) });
    this.#timer = setInterval(() => void this.check(), this.#o.checkIntervalMs ?? 3_600_000);
    this.#timer.unref();
  }

  /** Rotates or reloads the certificate when due or changed elsewhere; keeps the caBundle injected. */
  async check(): Promise<void> {
    try {
      const certificate = await this.#current();
      if (certificate.cert !== this.#served) {
        this.#server?.setCertificate(certificate);
        this.#o.log('info', 'conversion webhook certificate reloaded', {});
      }
      this.#served = certificate.cert;
    } catch (error) {
      this.#o.log('warn', 'conversion webhook certificate check failed; retrying at the next check', { error: error instanceof Error ? error.message : String(error) });
    }
  }

  async #current(): Promise<CertificatePair> {
    const source = this.#o.certificates;
    if (source.kind === 'directory') {
      const [cert, key] = await Promise.all([readFile(path.join(source.dir, 'tls.crt'), 'utf8'), readFile(path.join(source.dir, 'tls.key'), 'utf8')]);
      return { cert, key };
    }
    const manager = this.#manager;
    if (manager === undefined) throw new Error('no certificate manager');
    const certificates = await manager.ensure();
    const crd = this.#o.crdName ?? TENANT_CRD_NAME;
    try {
      if (await injectCaBundle(this.#o.client, crd, certificates.caBundle)) this.#o.log('info', 'caBundle injected', { crd });
    } catch (error) {
      // A CRD still without a webhook (or not installed yet) is not this service's failure.
      this.#o.log('warn', 'could not inject the caBundle', { crd, error: error instanceof Error ? error.message : String(error) });
    }
    if (this.#o.gpuCapacity) {
      const name = this.#o.webhookConfigurationName ?? GPU_WEBHOOK_CONFIGURATION;
      try {
        if (await injectWebhookConfigurationCaBundle(this.#o.client, name, certificates.caBundle)) this.#o.log('info', 'caBundle injected', { validatingWebhookConfiguration: name });
      } catch (error) {
        this.#o.log('warn', 'could not inject the caBundle', { validatingWebhookConfiguration: name, error: error instanceof Error ? error.message : String(error) });
      }
    }
    return certificates.serving;
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    await this.#server?.close();
    this.#server = undefined;
    await Promise.all([this.#nodes?.stop(), this.#tenants?.stop()]);
  }
}
