// Shared helpers of the operator's integration tests: the real API server, the real CRD and
// RBAC from deploy/, and the operator running in-process as its ServiceAccount (impersonated),
// so every test also proves the deployed permissions are enough.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { KubeConfig } from '@kubernetes/client-node';
import { load, loadAll } from 'js-yaml';
import { KubeClient } from '../../../src/io/kube/client.js';
import { type LiveObject, type KubeObject } from '../../../src/core/manifest/manifest.js';
import { Discovery } from '../../../src/io/kube/discovery.js';
import { ForbiddenError, NotFoundError } from '../../../src/io/kube/errors.js';
import { applyObject, type ApplyContext } from '../../../src/io/kube/apply.js';
import type { Operator, OperatorOptions } from '../../../src/operator/operator.js';
import { startOperatorProcess } from '../../../src/operator/process.js';
import { eventually, impersonate, installCrd, randomSuffix } from '../../support/cluster.js';
import { REPO_ROOT } from '../../support/control-plane.js';

export const OPERATOR_USER = 'system:serviceaccount:driftgate-system:driftgate-operator';
export const OPERATOR_GROUPS = ['system:serviceaccounts', 'system:serviceaccounts:driftgate-system'];
export const TENANTS_PATH = '/apis/platform.example.com/v1';

export function readYaml(relative: string): KubeObject[] {
  const text = readFileSync(path.join(REPO_ROOT, relative), 'utf8');
  return (loadAll(text) as unknown[]).filter((d): d is KubeObject => d !== null && typeof d === 'object');
}

export function adminClient(kc: KubeConfig): ApplyContext {
  const client = new KubeClient({ kubeConfig: kc, userAgent: 'driftgate-tests' });
  return { client, resolver: new Discovery({ client: client }) };
}

/** The shipped CRD (deploy/crds): v1 storage, v1alpha1 served, conversion by the operator's webhook Service. */
export function shippedCrd(): Record<string, unknown> {
  return load(readFileSync(path.join(REPO_ROOT, 'deploy/crds/tenantonboardings.platform.example.com.yaml'), 'utf8')) as Record<string, unknown>;
}

/**
 * The shipped CRD with its conversion webhook reached by URL (no Service in kube-testenv: the
 * API server calls the in-process webhook on loopback). Without a caBundle: the operator's
 * WebhookService injects it.
 */
export function crdWithWebhookUrl(url: string): Record<string, unknown> {
  const crd = shippedCrd();
  const spec = crd.spec as Record<string, unknown>;
  spec.conversion = { strategy: 'Webhook', webhook: { conversionReviewVersions: ['v1'], clientConfig: { url: `${url}/convert` } } };
  return crd;
}

/**
 * CRD (the shipped one unless given), then the operator's namespace, ServiceAccount, RBAC and
 * admission policy from deploy/operator. The shipped CRD converts through a webhook no test of
 * the shared cluster runs: these tests use v1 (the storage version) only, which never needs a
 * conversion; the tests that need one run the webhook in-process (conversion*.test.ts).
 */
export async function installOperatorPrerequisites(kc: KubeConfig, admin: ApplyContext, options: { crd?: object } = {}): Promise<void> {
  await installCrd(kc, options.crd ?? shippedCrd());
  for (const file of ['namespace.yaml', 'serviceaccount.yaml', 'rbac.yaml', 'admission-policy.yaml', 'webhook.yaml']) {
    for (const object of readYaml(`deploy/operator/${file}`)) {
      // The GPU-capacity webhook (failurePolicy Fail) would refuse every TenantOnboarding of the
      // shared test cluster, where no webhook runs; gpu-capacity.test.ts has its own cluster.
      if (object.kind === 'ValidatingWebhookConfiguration') continue;
      await applyObject(admin, object, { fieldManager: 'driftgate-tests', force: true });
    }
  }
  await applyObject(admin, tenantObject('driftgate-system', 'admission-policy-probe', { namespace: 'admission-policy-probe' }), { fieldManager: 'driftgate-tests', force: true });
  await waitForAdmissionPolicy(kc);
}

/**
 * A new ValidatingAdmissionPolicy takes effect once the API server's policy informer saw it
 * (and the CRD's type is resolvable); probe with a server-side dry run as the operator until
 * a spec change is refused.
 */
async function waitForAdmissionPolicy(kc: KubeConfig): Promise<void> {
  const probe = new KubeClient({ kubeConfig: operatorKubeConfig(kc) });
  const ctx = { client: probe, resolver: new Discovery({ client: probe }) };
  try {
    await eventually(
      async () => {
        try {
          const changed = tenantObject('driftgate-system', 'admission-policy-probe', { namespace: 'admission-policy-probe', quota: { cpu: '1' } });
          await applyObject(ctx, changed, { fieldManager: 'probe', force: true, dryRun: true });
        } catch (error) {
          if (error instanceof ForbiddenError && /may not change spec/.test(error.message)) return;
          throw error;
        }
        throw new Error('the operator identity could still change a spec');
      },
      { timeoutMs: 60_000, intervalMs: 250, message: 'admission policy not in effect' },
    );
  } finally {
    probe.close();
  }
}

/** The operator's identity, as the Deployment would have it. */
export function operatorKubeConfig(kc: KubeConfig): KubeConfig {
  return impersonate(kc, { user: OPERATOR_USER, groups: OPERATOR_GROUPS });
}

/** An operator on its own manager, as `driftgate operator` runs it; `stop` stops the whole process. */
export type RunningOperator = Operator & { stop(options?: { release?: boolean }): Promise<void> };

/** Starts an operator that reconciles only TenantOnboardings of `tenantNamespace`. */
export async function startOperator(kc: KubeConfig, tenantNamespace: string, options: Partial<OperatorOptions> = {}): Promise<RunningOperator> {
  const running = startOperatorProcess({
    kubeConfig: operatorKubeConfig(kc),
    tenantNamespace,
    workers: 4,
    resyncMs: 0,
    shutdownDeadlineMs: 5_000,
    ...(process.env.DRIFTGATE_TEST_LOG
      ? { log: (level, message, fields) => process.stderr.write(`[operator ${level}] ${message} ${fields ? JSON.stringify(fields) : ''}\n`) }
      : {}),
    ...options,
  });
  await running.started;
  return Object.assign(running.operator, { stop: running.stop });
}

export function tenantNamespaceName(prefix = 't'): string {
  return `${prefix}-${randomSuffix(8)}`;
}

/**
 * A v1 TenantOnboarding. The v1 CRD requires spec.quota.gpuCount (every tenant states its GPU
 * limit): a spec without one gets `gpuCount: 0`, what the operator would apply anyway.
 */
export function tenantObject(namespace: string, name: string, spec: Record<string, unknown>, annotations?: Record<string, string>): KubeObject {
  const quota = typeof spec.quota === 'object' && spec.quota !== null ? (spec.quota as Record<string, unknown>) : {};
  return {
    apiVersion: 'platform.example.com/v1',
    kind: 'TenantOnboarding',
    metadata: { name, namespace, ...(annotations ? { annotations } : {}) },
    spec: { ...spec, quota: { ...quota, gpuCount: quota.gpuCount ?? 0 } },
  };
}

export async function getObject(admin: ApplyContext, apiPath: string): Promise<LiveObject | undefined> {
  try {
    return await admin.client.request<LiveObject>({ method: 'GET', path: apiPath });
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

export function tenantPath(namespace: string, name: string): string {
  return `${TENANTS_PATH}/namespaces/${namespace}/tenantonboardings/${name}`;
}

export interface ConditionView {
  readonly type: string;
  readonly status: string;
  readonly reason: string;
  readonly message: string;
  readonly observedGeneration?: number;
  readonly lastTransitionTime: string;
}

export function conditionsOf(object: LiveObject | undefined): ConditionView[] {
  const status = object?.status as { conditions?: ConditionView[] } | undefined;
  return status?.conditions ?? [];
}

export function condition(object: LiveObject | undefined, type: string): ConditionView | undefined {
  return conditionsOf(object).find((c) => c.type === type);
}

/** Waits until Ready=True for the current generation, with status.observedGeneration caught up. */
export async function waitReady(admin: ApplyContext, namespace: string, name: string, timeoutMs = 60_000): Promise<LiveObject> {
  return eventually(
    async () => {
      const t = await getObject(admin, tenantPath(namespace, name));
      if (!t) throw new Error('not found');
      const ready = condition(t, 'Ready');
      const observed = (t.status as { observedGeneration?: number } | undefined)?.observedGeneration;
      if (ready?.status !== 'True' || ready.observedGeneration !== t.metadata.generation || observed !== t.metadata.generation) {
        throw new Error(`Ready=${ready?.status}/${ready?.reason} gen=${t.metadata.generation} observed=${observed}: ${ready?.message ?? ''}`);
      }
      return t;
    },
    { timeoutMs, intervalMs: 200, message: `TenantOnboarding ${namespace}/${name} not Ready` },
  );
}

export async function waitCondition(
  admin: ApplyContext,
  namespace: string,
  name: string,
  predicate: (t: LiveObject) => boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<LiveObject> {
  return eventually(
    async () => {
      const t = await getObject(admin, tenantPath(namespace, name));
      if (!t || !predicate(t)) throw new Error(JSON.stringify(conditionsOf(t).map((c) => `${c.type}=${c.status}/${c.reason}`)));
      return t;
    },
    { timeoutMs, intervalMs: 200, message: `TenantOnboarding ${namespace}/${name}: ${what}` },
  );
}

export interface EventView {
  readonly reason: string;
  readonly note: string;
  readonly type: string;
  readonly regarding: { readonly name: string; readonly uid?: string };
}

export async function eventsFor(admin: ApplyContext, namespace: string, name: string): Promise<EventView[]> {
  const list = await admin.client.request<{ items: EventView[] }>({
    method: 'GET',
    path: `/apis/events.k8s.io/v1/namespaces/${namespace}/events`,
    query: { fieldSelector: `regarding.name=${name}` },
  });
  return list.items;
}

/** Waits until the operator's queue is empty and no worker holds a key. */
export async function waitIdle(operator: Operator): Promise<void> {
  await eventually(
    () => {
      if (operator.controller.queue.len() !== 0 || operator.controller.queue.processing() !== 0) throw new Error('busy');
    },
    { timeoutMs: 30_000, intervalMs: 50, message: 'operator not idle' },
  );
}
