// The conversion webhook's certificates, managed by the operator itself (no cert-manager
// needed): a self-signed CA and a serving certificate kept in one Secret of the operator's
// namespace, shared by every replica; the CA injected as caBundle into the CRD's conversion
// webhook. Rotated before expiry: the serving certificate in the last third of its life, the CA
// likewise, and during a CA rollover the caBundle trusts the old and the new CA together so that
// no replica serving the old certificate is refused in between.
//
// Replicas race safely: the Secret is created once (409 AlreadyExists -> read the winner's) and
// replaced with its resourceVersion as a precondition (409 Conflict -> read the winner's).
import type { KubeClient } from '../io/kube/client.js';
import { ConflictError, isNotFound } from '../io/kube/errors.js';
import { certificateState, createCa, createServingCertificate, servesHosts, type CertificatePair } from '../io/tls/certificates.js';

export const CA_VALID_DAYS = 3650;
export const SERVING_VALID_DAYS = 365;

export interface WebhookCertificates {
  readonly serving: CertificatePair;
  /** PEM bundle the API server must trust: the current CA, and the previous one during a rollover. */
  readonly caBundle: string;
  /** The Secret's resourceVersion, to notice changes made by another replica. */
  readonly resourceVersion: string;
}

export interface CertificateManagerOptions {
  readonly client: KubeClient;
  readonly namespace: string;
  readonly secretName: string;
  /** DNS names and IPs the serving certificate must cover (Service names, test addresses). */
  readonly hosts: readonly string[];
  readonly now: () => Date;
}

type Json = Record<string, unknown>;

const b64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');
const unb64 = (value: unknown): string => (typeof value === 'string' ? Buffer.from(value, 'base64').toString('utf8') : '');

interface StoredSecret {
  readonly ca: CertificatePair;
  readonly previousCa: string;
  readonly serving: CertificatePair;
  readonly resourceVersion: string;
}

function readSecret(secret: Json): StoredSecret {
  const data = (secret.data ?? {}) as Json;
  const metadata = (secret.metadata ?? {}) as Json;
  return {
    ca: { cert: unb64(data['ca.crt']), key: unb64(data['ca.key']) },
    previousCa: unb64(data['ca-previous.crt']),
    serving: { cert: unb64(data['tls.crt']), key: unb64(data['tls.key']) },
    resourceVersion: String(metadata.resourceVersion ?? ''),
  };
}

/** The current CA, plus the previous one while it is still valid (a rollover in progress). */
function bundleOf(stored: StoredSecret, now: Date): string {
  const previous = certificateState(stored.previousCa, now);
  const keep = previous !== undefined && previous.notAfter > now && stored.previousCa !== stored.ca.cert;
  return keep ? `${stored.ca.cert}${stored.previousCa}` : stored.ca.cert;
}

export class WebhookCertificateManager {
  readonly #o: CertificateManagerOptions;

  constructor(options: CertificateManagerOptions) {
    this.#o = options;
  }

  get #path(): string {
    return `/api/v1/namespaces/${encodeURIComponent(this.#o.namespace)}/secrets`;
  }

  /** Reads the Secret, creating or rotating what is missing, expiring or wrong; returns what to serve. */
  async ensure(): Promise<WebhookCertificates> {
    for (let attempt = 0; attempt < 5; attempt++) {
      let current: Json | undefined;
      try {
        current = await this.#o.client.request<Json>({ method: 'GET', path: `${this.#path}/${encodeURIComponent(this.#o.secretName)}` });
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
      try {
        if (current === undefined) return await this.#create();
        const stored = readSecret(current);
        const next = this.#renewed(stored);
        if (next === undefined) return { serving: stored.serving, caBundle: bundleOf(stored, this.#o.now()), resourceVersion: stored.resourceVersion };
        return await this.#replace(current, next);
      } catch (error) {
        // Another replica created or rotated it first: read theirs and check again.
        if (error instanceof ConflictError) continue;
        throw error;
      }
    }
    throw new Error(`the Secret ${this.#o.namespace}/${this.#o.secretName} kept changing under us; giving up for now`);
  }

  /** What the Secret should hold instead, or undefined when it is fine as it is. */
  #renewed(stored: StoredSecret): Omit<StoredSecret, 'resourceVersion'> | undefined {
    const now = this.#o.now();
    const caState = certificateState(stored.ca.cert, now);
    if (caState === undefined || caState.due) {
      const ca = createCa({ commonName: `${this.#o.secretName}-ca`, now, validDays: CA_VALID_DAYS });
      return { ca, previousCa: caState === undefined ? '' : stored.ca.cert, serving: this.#serving(ca, now) };
    }
    const servingState = certificateState(stored.serving.cert, now);
    if (servingState === undefined || servingState.due || !servesHosts(stored.serving, stored.ca.cert, this.#o.hosts)) {
      return { ca: stored.ca, previousCa: stored.previousCa, serving: this.#serving(stored.ca, now) };
    }
    return undefined;
  }

  #serving(ca: CertificatePair, now: Date): CertificatePair {
    return createServingCertificate({ ca, commonName: this.#o.hosts[0] ?? 'driftgate-webhook', hosts: this.#o.hosts, now, validDays: SERVING_VALID_DAYS });
  }

  #body(next: Omit<StoredSecret, 'resourceVersion'>, resourceVersion?: string): Json {
    return {
      apiVersion: 'v1',
      kind: 'Secret',
      type: 'kubernetes.io/tls',
      metadata: {
        name: this.#o.secretName,
        namespace: this.#o.namespace,
        labels: { 'app.kubernetes.io/managed-by': 'driftgate-operator', 'app.kubernetes.io/component': 'webhook-certificates' },
        ...(resourceVersion !== undefined ? { resourceVersion } : {}),
      },
      data: {
        'ca.crt': b64(next.ca.cert),
        'ca.key': b64(next.ca.key),
        'tls.crt': b64(next.serving.cert),
        'tls.key': b64(next.serving.key),
        ...(next.previousCa !== '' ? { 'ca-previous.crt': b64(next.previousCa) } : {}),
      },
    };
  }

  async #create(): Promise<WebhookCertificates> {
    const now = this.#o.now();
    const ca = createCa({ commonName: `${this.#o.secretName}-ca`, now, validDays: CA_VALID_DAYS });
    const next = { ca, previousCa: '', serving: this.#serving(ca, now) };
    const created = await this.#o.client.request<Json>({ method: 'POST', path: this.#path, body: this.#body(next) });
    return { serving: next.serving, caBundle: ca.cert, resourceVersion: readSecret(created).resourceVersion };
  }

  async #replace(current: Json, next: Omit<StoredSecret, 'resourceVersion'>): Promise<WebhookCertificates> {
    const resourceVersion = readSecret(current).resourceVersion;
    const replaced = await this.#o.client.request<Json>({ method: 'PUT', path: `${this.#path}/${encodeURIComponent(this.#o.secretName)}`, body: this.#body(next, resourceVersion) });
    const stored = readSecret(replaced);
    return { serving: next.serving, caBundle: bundleOf(stored, this.#o.now()), resourceVersion: stored.resourceVersion };
  }
}

/**
 * Sets the CRD's conversion webhook caBundle (when its conversion strategy is Webhook and the
 * bundle differs). Returns true when it wrote. A CRD without a webhook is left alone.
 */
export async function injectCaBundle(client: KubeClient, crdName: string, caBundle: string): Promise<boolean> {
  const path = `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${encodeURIComponent(crdName)}`;
  const crd = await client.request<Json>({ method: 'GET', path });
  const conversion = ((crd.spec ?? {}) as Json).conversion as Json | undefined;
  if (conversion?.strategy !== 'Webhook') return false;
  const clientConfig = (((conversion.webhook ?? {}) as Json).clientConfig ?? {}) as Json;
  const wanted = b64(caBundle);
  if (clientConfig.caBundle === wanted) return false;
  await client.request({
    method: 'PATCH',
    path,
    contentType: 'application/merge-patch+json',
    body: { metadata: { resourceVersion: String(((crd.metadata ?? {}) as Json).resourceVersion ?? '') }, spec: { conversion: { webhook: { clientConfig: { caBundle: wanted } } } } },
  });
  return true;
}

/**
 * Sets the caBundle of every webhook of a ValidatingWebhookConfiguration (when it differs).
 * Returns true when it wrote; a missing configuration is not an error (returns false).
 */
export async function injectWebhookConfigurationCaBundle(client: KubeClient, name: string, caBundle: string): Promise<boolean> {
  const path = `/apis/admissionregistration.k8s.io/v1/validatingwebhookconfigurations/${encodeURIComponent(name)}`;
  let configuration: Json;
  try {
    configuration = await client.request<Json>({ method: 'GET', path });
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
  const wanted = b64(caBundle);
  const webhooks = Array.isArray(configuration.webhooks) ? (configuration.webhooks as Json[]) : [];
  if (webhooks.every((w) => ((w.clientConfig ?? {}) as Json).caBundle === wanted)) return false;
  const updated = webhooks.map((w) => ({ ...w, clientConfig: { ...((w.clientConfig ?? {}) as Json), caBundle: wanted } }));
  // A full replace with the resourceVersion: webhooks is a list, which a merge patch would replace anyway.
  await client.request({ method: 'PUT', path, body: { ...configuration, webhooks: updated } });
  return true;
}
