// Whether the API server can convert TenantOnboardings, as the API server itself answers: a
// periodic probe that reads one object in every served version (whichever version an object is
// stored in, one of the reads needs a conversion; two GETs and a one-item list), reported as a condition on the CRD's own
// status and as metrics. While the conversion webhook is down, reads of objects stored in the
// other version fail, so the operator cannot write its status there; the CRD is the one object
// about conversion that stays readable and that an administrator already looks at
// (docs/operator.md, "When the conversion webhook is down").
import { FIELD_MANAGERS } from '../core/kube/well-known.js';
import { Counter, Gauge, type Registry } from 'prom-client';
import { isRecord } from '../core/manifest/manifest.js';
import { TENANT_GROUP, TENANT_PLURAL, TENANT_VERSION } from '../core/tenant/names.js';
import { applyObject } from '../io/kube/apply.js';
import type { KubeClient } from '../io/kube/client.js';
import { Discovery } from '../io/kube/discovery.js';
import { KubeApiError } from '../io/kube/errors.js';
import type { LogFn } from './log.js';
import { conditionOf } from '../core/kube/conditions.js';

/** The condition on the CRD's status (its own type: the API server's conditions stay theirs). */
export const CONVERSION_CONDITION = 'driftgate.dev/ConversionWebhookHealthy';
export const CONVERSION_FIELD_MANAGER = FIELD_MANAGERS.operator;

export const CONVERSION_REASONS = ['Converted', 'NothingToConvert', 'ConversionFailed'] as const;
export type ConversionReason = (typeof CONVERSION_REASONS)[number];

export interface ConversionProbeResult {
  readonly healthy: boolean;
  readonly reason: ConversionReason;
  readonly message: string;
}

export interface ConversionHealthOptions {
  readonly client: KubeClient;
  readonly crdName: string;
  readonly registry: Registry;
  /** Probe only this namespace's TenantOnboardings (the operator's --tenant-namespace). */
  readonly namespace?: string;
  /** How often to probe (default 30 s). */
  readonly intervalMs?: number;
  readonly now?: () => Date;
  readonly log: LogFn;
}

const MESSAGE_MAX = 1024;

type Json = Record<string, unknown>;

/** The API server's own words for a failed conversion (apiextensions-apiserver's webhook converter). */
export function isConversionFailure(error: unknown): error is KubeApiError {
  return error instanceof KubeApiError && error.status >= 500 && /conversion webhook|failed to convert|ConversionReview/i.test(error.message);
}

export class ConversionHealth {
  readonly #o: ConversionHealthOptions;
  readonly #resolver: Discovery;
  readonly #healthy: Gauge;
  readonly #failures: Counter;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = false;
  /** The last result this instance saw (for tests and logs). */
  last: ConversionProbeResult | undefined;

  constructor(options: ConversionHealthOptions) {
    this.#o = options;
    this.#resolver = new Discovery({ client: options.client });
    const registers = [options.registry];
    this.#healthy = new Gauge({ name: 'driftgate_conversion_webhook_healthy', help: '1 while the API server converts TenantOnboardings between served versions, 0 while conversions fail', registers });
    this.#failures = new Counter({ name: 'driftgate_conversion_probe_failures_total', help: 'Probe reads of TenantOnboardings the API server failed to convert, by requested version', labelNames: ['version'], registers });
  }

  start(): void {
    if (this.#timer !== undefined || this.#stopped) return;
    const tick = (): void => {
      this.#running = this.probe().then(
        () => undefined,
        (error: unknown) => this.#o.log('warn', 'conversion probe failed', { error: error instanceof Error ? error.message : String(error) }),
      );
      void this.#running.finally(() => {
        if (!this.#stopped) this.#timer = setTimeout(tick, this.#o.intervalMs ?? 30_000);
      });
    };
    this.#timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    await this.#running;
  }

  /** One probe: read, report (metrics and, when it changed, the CRD condition). */
  async probe(): Promise<ConversionProbeResult | undefined> {
    const crdPath = `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${encodeURIComponent(this.#o.crdName)}`;
    const crd = await this.#o.client.request<Json>({ method: 'GET', path: crdPath });
    const spec = isRecord(crd.spec) ? crd.spec : {};
    const conversion = isRecord(spec.conversion) ? spec.conversion : {};
    const served = (Array.isArray(spec.versions) ? spec.versions : []).flatMap((v) => (isRecord(v) && v.served === true && typeof v.name === 'string' ? [v.name] : []));
    // One served version, or no webhook: nothing converts, nothing to report.
    if (conversion.strategy !== 'Webhook' || served.length < 2) {
      this.#healthy.set(1);
      return undefined;
    }
    // The API server serves lists from per-version watch caches, converted when an object was
    // written; a GET reads etcd and converts on every read. So: one object's name from a list,
    // then a GET of it in every served version (one of them differs from its stored version).
    const scope = this.#o.namespace !== undefined ? `/namespaces/${encodeURIComponent(this.#o.namespace)}` : '';
    const base = (version: string, namespace?: string): string =>
      `/apis/${TENANT_GROUP}/${version}${namespace !== undefined ? `/namespaces/${encodeURIComponent(namespace)}` : scope}/${TENANT_PLURAL}`;
    let result: ConversionProbeResult | undefined;
    const read = async <T>(version: string, path: string, query?: Record<string, string>): Promise<T | undefined> => {
      try {
        return await this.#o.client.request<T>({ method: 'GET', path, ...(query ? { query } : {}) });
      } catch (error) {
        if (!isConversionFailure(error)) throw error;
        this.#failures.inc({ version });
        result ??= { healthy: false, reason: 'ConversionFailed', message: `reading ${TENANT_PLURAL} as ${TENANT_GROUP}/${version}: ${error.message}`.slice(0, MESSAGE_MAX) };
        return undefined;
      }
    };
    const hub = served.includes(TENANT_VERSION) ? TENANT_VERSION : (served[0] ?? TENANT_VERSION);
    const list = await read<{ items?: unknown[] }>(hub, base(hub), { limit: '1' });
    const sample = (list?.items ?? []).find(isRecord);
    const meta = sample !== undefined && isRecord(sample.metadata) ? sample.metadata : undefined;
    if (meta !== undefined && typeof meta.name === 'string') {
      const namespace = typeof meta.namespace === 'string' ? meta.namespace : undefined;
      for (const version of served) await read(version, `${base(version, namespace)}/${encodeURIComponent(meta.name)}`);
    }
    result ??= meta !== undefined
      ? { healthy: true, reason: 'Converted', message: `The API server converts ${TENANT_PLURAL} between ${served.join(', ')}` }
      : { healthy: true, reason: 'NothingToConvert', message: `No ${TENANT_PLURAL} to convert yet` };
    this.#healthy.set(result.healthy ? 1 : 0);
    if (this.last?.healthy !== result.healthy) this.#o.log(result.healthy ? 'info' : 'error', result.healthy ? 'conversion webhook healthy' : 'conversion webhook failing', { message: result.message });
    this.last = result;
    await this.#report(crd, result);
    return result;
  }

  /** Writes the condition on the CRD's status when it changed (lastTransitionTime only when status changes). */
  async #report(crd: Json, result: ConversionProbeResult): Promise<void> {
    const previous = conditionOf(crd, CONVERSION_CONDITION);
    const statusText = result.healthy ? 'True' : 'False';
    if (previous?.status === statusText && previous.reason === result.reason && previous.message === result.message) return;
    const lastTransitionTime =
      previous?.status === statusText && previous.lastTransitionTime !== undefined ? previous.lastTransitionTime : (this.#o.now ?? (() => new Date()))().toISOString().replace(/\.\d+Z$/, 'Z');
    await applyObject(
      { client: this.#o.client, resolver: this.#resolver },
      {
        apiVersion: 'apiextensions.k8s.io/v1',
        kind: 'CustomResourceDefinition',
        metadata: { name: this.#o.crdName },
        status: { conditions: [{ type: CONVERSION_CONDITION, status: statusText, reason: result.reason, message: result.message, lastTransitionTime }] },
      },
      { fieldManager: CONVERSION_FIELD_MANAGER, force: true, subresource: 'status' },
    );
  }
}
