// Helpers for integration tests that talk to the real API server started by
// global-setup.ts (or to the cluster named by DRIFTGATE_TEST_KUBECONFIG).
//
// Every test file creates its own namespaces with createTestNamespace() and
// deletes them in afterAll; nothing here keeps global state.
import { randomBytes } from 'node:crypto';
import type https from 'node:https';
import {
  ApiException,
  ApiextensionsV1Api,
  CoreV1Api,
  KubeConfig,
  KubernetesObjectApi,
  PatchStrategy,
  type KubernetesObject,
  type RequestContext,
  type V1CustomResourceDefinition,
} from '@kubernetes/client-node';
import { inject } from 'vitest';

/** The field manager the helpers use for their own server-side applies. */
export const TEST_FIELD_MANAGER = 'driftgate-tests';

/** Path of the kubeconfig of the test cluster. */
export function testKubeconfigPath(): string {
  let provided: string | undefined;
  try {
    provided = inject('driftgateKubeconfig');
  } catch {
    provided = undefined; // not inside a vitest worker
  }
  const path = provided ?? process.env.DRIFTGATE_TEST_KUBECONFIG;
  if (path === undefined || path === '') {
    throw new Error(
      'No test cluster: run the integration tests with `npx vitest run --project integration` ' +
        '(its globalSetup starts kube-testenv), or set DRIFTGATE_TEST_KUBECONFIG.',
    );
  }
  return path;
}

/** A fresh KubeConfig for the test cluster (admin identity). */
export function testKubeConfig(): KubeConfig {
  const kc = new KubeConfig();
  kc.loadFromFile(testKubeconfigPath());
  return kc;
}

/** Status code of an API error, or undefined for anything else. */
export function apiStatus(error: unknown): number | undefined {
  if (error instanceof ApiException) return error.code;
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'number') return code;
  }
  return undefined;
}

/** A random lowercase suffix usable in DNS-1123 names. */
export function randomSuffix(length = 6): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

/**
 * Creates a namespace named `<prefix>-<random>` and returns its name. The
 * prefix is lower-cased and cut so the name stays a valid DNS label.
 */
export async function createTestNamespace(kc: KubeConfig, prefix: string): Promise<string> {
  const clean = prefix
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  const core = kc.makeApiClient(CoreV1Api);
  for (let attempt = 0; ; attempt++) {
    const name = `${clean === '' ? 'test' : clean}-${randomSuffix()}`;
    try {
      await core.createNamespace({
        body: { metadata: { name, labels: { 'driftgate.dev/test-namespace': 'true' } } },
      });
      return name;
    } catch (error) {
      if (apiStatus(error) === 409 && attempt < 3) continue; // name taken: draw again
      throw error;
    }
  }
}

/**
 * Deletes a namespace (foreground is not needed: the namespace controller
 * empties it). Resolves once the API server accepted the deletion; the
 * namespace may still be Terminating. A missing namespace is not an error.
 */
export async function deleteNamespace(kc: KubeConfig, name: string): Promise<void> {
  const core = kc.makeApiClient(CoreV1Api);
  try {
    await core.deleteNamespace({ name });
  } catch (error) {
    if (apiStatus(error) !== 404) throw error;
  }
}

/**
 * Installs (server-side apply, forced, field manager `driftgate-tests`) a
 * CustomResourceDefinition and waits until its `Established` condition is True,
 * i.e. the API server serves the new resource.
 */
export async function installCrd(
  kc: KubeConfig,
  crd: object,
  options: { timeoutMs?: number } = {},
): Promise<void> {
  const spec = crd as KubernetesObject;
  const name = spec.metadata?.name;
  if (spec.kind !== 'CustomResourceDefinition' || typeof name !== 'string') {
    throw new Error('installCrd: expected a CustomResourceDefinition with metadata.name');
  }
  const objects = KubernetesObjectApi.makeApiClient(kc);
  await objects.patch(spec, undefined, undefined, TEST_FIELD_MANAGER, true, PatchStrategy.ServerSideApply);
  const ext = kc.makeApiClient(ApiextensionsV1Api);
  await eventually(
    async () => {
      const current: V1CustomResourceDefinition = await ext.readCustomResourceDefinition({ name });
      const established = current.status?.conditions?.find((c) => c.type === 'Established');
      if (established?.status !== 'True') {
        throw new Error(`Established=${established?.status ?? 'absent'}`);
      }
    },
    { timeoutMs: options.timeoutMs ?? 60_000, intervalMs: 200, message: `CRD ${name} not Established` },
  );
}

export interface Impersonation {
  readonly user: string;
  readonly groups?: readonly string[];
}

/**
 * A copy of `kc` whose every request impersonates `user` (and `groups`). The
 * identity of `kc` needs the `impersonate` verb (the kube-testenv admin is in
 * system:masters). The API server always adds `system:authenticated`.
 *
 * Multiple groups: the API server wants one `Impersonate-Group` header line per
 * group. client-node's typed clients keep request headers in a plain object
 * (one value per name) and node-fetch then appends every key, so each group
 * goes under a differently-cased spelling of the header name; node-fetch
 * merges the spellings into one header with several values, which node's
 * http client sends as repeated lines. The paths that use
 * applyToFetchOptions/applyToHTTPSOptions (watch, log, exec) get an array.
 * Covered by test/integration/testenv/impersonation.test.ts.
 */
export function impersonate(kc: KubeConfig, who: Impersonation): KubeConfig {
  const copy = new ImpersonatingKubeConfig(who);
  copy.loadFromString(kc.exportConfig());
  return copy;
}

const IMPERSONATE_GROUP = 'impersonate-group';

/** Distinct spellings of the Impersonate-Group header name, one per group. */
export function impersonateGroupHeaderNames(count: number): string[] {
  const letters = [...IMPERSONATE_GROUP].flatMap((ch, i) => (ch === '-' ? [] : [i]));
  if (count > 2 ** letters.length) throw new Error('too many impersonated groups');
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    const chars = [...IMPERSONATE_GROUP];
    letters.forEach((pos, bit) => {
      if ((n >> bit) & 1) chars[pos] = chars[pos]!.toUpperCase();
    });
    names.push(chars.join(''));
  }
  return names;
}

class ImpersonatingKubeConfig extends KubeConfig {
  readonly #who: Impersonation;

  constructor(who: Impersonation) {
    super();
    this.#who = who;
  }

  override async applySecurityAuthentication(context: RequestContext): Promise<void> {
    await super.applySecurityAuthentication(context);
    const headers = context.getHeaders();
    for (const key of Object.keys(headers)) {
      const lower = key.toLowerCase();
      if (lower === IMPERSONATE_GROUP || lower === 'impersonate-user') delete headers[key];
    }
    headers['Impersonate-User'] = this.#who.user;
    const groups = this.#who.groups ?? [];
    impersonateGroupHeaderNames(groups.length).forEach((name, i) => {
      headers[name] = groups[i]!;
    });
  }

  override async applyToHTTPSOptions(opts: Parameters<KubeConfig['applyToHTTPSOptions']>[0]): Promise<void> {
    await super.applyToHTTPSOptions(opts);
    const target = opts as https.RequestOptions;
    const headers: Record<string, string | string[] | number> = { ...(target.headers as Record<string, string> | undefined) };
    for (const key of Object.keys(headers)) {
      const lower = key.toLowerCase();
      if (lower === IMPERSONATE_GROUP || lower === 'impersonate-user') delete headers[key];
    }
    headers['Impersonate-User'] = this.#who.user;
    if (this.#who.groups && this.#who.groups.length > 0) headers['Impersonate-Group'] = [...this.#who.groups];
    target.headers = headers;
  }
}

export interface EventuallyOptions {
  readonly timeoutMs?: number;
  readonly intervalMs?: number;
  /** Prefix of the error thrown on timeout (the last failure is appended). */
  readonly message?: string;
}

/**
 * Calls `fn` until it resolves (anything it throws counts as "not yet") and
 * returns its value; after `timeoutMs` (default 30 s) throws with `message`
 * and the last failure.
 */
export async function eventually<T>(fn: () => T | Promise<T>, options: EventuallyOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const intervalMs = options.intervalMs ?? 250;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      return await fn();
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const last = lastError instanceof Error ? lastError.message : String(lastError);
      throw new Error(`${options.message ?? 'condition not met'} within ${timeoutMs} ms: ${last}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
