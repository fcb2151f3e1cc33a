// The operator's conversion webhook as a running service: certificates from the Secret the
// replicas share (or from files cert-manager mounts), the HTTPS server, the caBundle kept
// injected into the CRD, and a periodic check that rotates before expiry and picks up a
// rotation another replica made. Runs on every replica, leader or not.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Registry } from 'prom-client';
import { TENANT_GROUP, TENANT_PLURAL } from '../core/tenant/names.js';
import { serveConversionWebhook, webhookMetrics, type ConversionWebhook } from '../io/http/conversion-webhook.js';
import type { KubeClient } from '../io/kube/client.js';
import type { CertificatePair } from '../io/tls/certificates.js';
import type { LogFn } from './operator.js';
import { injectCaBundle, WebhookCertificateManager } from './webhook-certificates.js';

export const TENANT_CRD_NAME = `${TENANT_PLURAL}.${TENANT_GROUP}`;

export type CertificateSource =
  /** The operator manages a CA and serving certificate in this Secret and injects the caBundle. */
  | { readonly kind: 'secret'; readonly namespace: string; readonly secretName: string; readonly hosts: readonly string[] }
  /** tls.crt and tls.key in a directory (a cert-manager Secret mounted); cert-manager injects the caBundle. */
  | { readonly kind: 'directory'; readonly dir: string };

export interface ConversionServiceOptions {
  readonly client: KubeClient;
  readonly address: string;
  readonly certificates: CertificateSource;
  /** The CRD whose conversion webhook caBundle is kept current (secret source only). */
  readonly crdName?: string;
  /** How often certificates are checked for rotation (default 1 h). */
  readonly checkIntervalMs?: number;
  readonly registry?: Registry;
  readonly now?: () => Date;
  readonly log: LogFn;
}

export class ConversionService {
  readonly #o: ConversionServiceOptions;
  #server: ConversionWebhook | undefined;
  #timer: NodeJS.Timeout | undefined;
  #served = '';
  #manager: WebhookCertificateManager | undefined;

  constructor(options: ConversionServiceOptions) {
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
    this.#server = await serveConversionWebhook({
      address: this.#o.address,
      certificate,
      ...(this.#o.registry ? { metrics: webhookMetrics(this.#o.registry) } : {}),
      onError: (error) => this.#o.log('warn', 'conversion webhook request failed', { error: error instanceof Error ? error.message : String(error) }),
    });
    this.#o.log('info', 'conversion webhook serving', { address: this.#server.address });
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
    return certificates.serving;
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    await this.#server?.close();
    this.#server = undefined;
  }
}
