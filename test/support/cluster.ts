// Helpers for integration tests that talk to the real API server started by
// global-setup.ts (or to the cluster named by DRIFTGATE_TEST_KUBECONFIG).
//
// Every test file creates its own namespaces with createTestNamespace() and
// deletes them in afterAll; nothing here keeps global state.
import { randomBytes } from 'node:crypto';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import {
  ApiException,
  ApiextensionsV1Api,
  CoreV1Api,
  KubeConfig,
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

export interface KubeRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query, e.g. `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/x?fieldManager=m`. */
  readonly path: string;
  /** Sent as JSON text, exactly as given (no client-node model serialization). */
  readonly body?: unknown;
  /** Sent as it is instead of `body` (e.g. YAML text with contentType application/yaml). */
  readonly text?: string;
  readonly contentType?: string;
}

export interface KubeResponse {
  readonly status: number;
  /** Parsed JSON body (undefined when empty or not JSON). */
  readonly body: unknown;
}

/**
 * A raw request to the API server with the credentials of `kc`. Unlike
 * client-node's typed clients and KubernetesObjectApi it sends the body
 * verbatim: their model serializer silently DROPS keys it maps to other names,
 * e.g. `default` in a CRD's openAPIV3Schema when given a plain (YAML-loaded)
 * object.
 */
export async function kubeRequest(kc: KubeConfig, request: KubeRequest): Promise<KubeResponse> {
  const server = kc.getCurrentCluster()?.server;
  if (server === undefined) throw new Error('kubeconfig has no current cluster');
  const url = new URL(request.path, server);
  const options: RequestOptions = { method: request.method, headers: {} };
  await kc.applyToHTTPSOptions(options);
  const payload = request.text !== undefined ? request.text : request.body === undefined ? undefined : JSON.stringify(request.body);
  options.headers = {
    ...(options.headers as Record<string, string | string[]>),
    Accept: 'application/json',
    ...(payload === undefined ? {} : { 'Content-Type': request.contentType ?? 'application/json' }),
  };
  return await new Promise<KubeResponse>((resolve, reject) => {
    const req = httpsRequest(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = text === '' ? undefined : JSON.parse(text);
        } catch {
          body = text;
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Installs (server-side apply, forced, field manager `driftgate-tests`) a
 * CustomResourceDefinition, waits until its `Established` condition is True,
 * then until the new resource can be listed (a freshly established resource
 * answers 429 "storage is (re)initializing" for a moment).
 */
export async function installCrd(
  kc: KubeConfig,
  crd: object,
  options: { timeoutMs?: number } = {},
): Promise<void> {
  const spec = crd as KubernetesObject & {
    spec?: { group?: unknown; names?: { plural?: unknown }; versions?: Array<{ name?: unknown; served?: unknown; storage?: unknown }> };
  };
  const name = spec.metadata?.name;
  const group = spec.spec?.group;
  const plural = spec.spec?.names?.plural;
  // The storage version: listing another one may need a conversion webhook the test does not run.
  const served = spec.spec?.versions?.filter((v) => v.served === true) ?? [];
  const version = (served.find((v) => v.storage === true) ?? served[0])?.name;
  if (spec.kind !== 'CustomResourceDefinition' || typeof name !== 'string') {
    throw new Error('installCrd: expected a CustomResourceDefinition with metadata.name');
  }
  const applied = await kubeRequest(kc, {
    method: 'PATCH',
    path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${encodeURIComponent(name)}?fieldManager=${TEST_FIELD_MANAGER}&force=true`,
    body: crd,
    contentType: 'application/apply-patch+yaml',
  });
  if (applied.status < 200 || applied.status >= 300) {
    throw new Error(`installCrd ${name}: HTTP ${applied.status}: ${JSON.stringify(applied.body)}`);
  }
  const timeoutMs = options.timeoutMs ?? 60_000;
  const ext = kc.makeApiClient(ApiextensionsV1Api);
  await eventually(
    async () => {
      const current: V1CustomResourceDefinition = await ext.readCustomResourceDefinition({ name });
      const established = current.status?.conditions?.find((c) => c.type === 'Established');
      if (established?.status !== 'True') {
        throw new Error(`Established=${established?.status ?? 'absent'}`);
      }
    },
    { timeoutMs, intervalMs: 200, message: `CRD ${name} not Established` },
  );
  if (typeof group === 'string' && typeof plural === 'string' && typeof version === 'string') {
    await eventually(
      async () => {
        const listed = await kubeRequest(kc, { method: 'GET', path: `/apis/${group}/${version}/${plural}?limit=1` });
        // Served: a list answers. A conversion webhook's failure also proves it served (objects
        // stored in another version need the webhook, which the caller may start or fix next).
        const conversionFailed = listed.status === 500 && /conversion webhook/.test(JSON.stringify(listed.body));
        if (listed.status !== 200 && !conversionFailed) throw new Error(`HTTP ${listed.status}`);
      },
      { timeoutMs, intervalMs: 200, message: `${plural}.${group} not served` },
    );
  }
}

/**
 * Waits until the API server publishes the CRD's current schema in its OpenAPI v3 document
 * (`/openapi/v3/apis/GROUP/VERSION`) for every served version. `Established` and "the resource
 * can be listed" come first; the OpenAPI publication follows asynchronously. Whatever resolves
 * schemas through discovery (the ValidatingAdmissionPolicy type checker, kubectl explain,
 * server-side apply's type information) sees nothing, or the previous schema, until then, and
 * answers as if the schema did not exist: wait for this before asking them.
 */
export async function waitForCrdOpenApi(kc: KubeConfig, crd: object, options: { timeoutMs?: number } = {}): Promise<void> {
  const spec = (crd as { spec?: { group?: unknown; names?: { kind?: unknown }; versions?: unknown } }).spec;
  const group = spec?.group;
  const kind = spec?.names?.kind;
  const versions = Array.isArray(spec?.versions) ? (spec.versions as { name?: unknown; served?: unknown; schema?: { openAPIV3Schema?: { properties?: Record<string, unknown> } } }[]) : [];
  if (typeof group !== 'string' || typeof kind !== 'string') throw new Error('waitForCrdOpenApi: expected a CustomResourceDefinition with spec.group and spec.names.kind');
  for (const version of versions) {
    if (version.served !== true || typeof version.name !== 'string') continue;
    const name = version.name;
    // The published schema must have every top-level property of the schema just applied.
    const wanted = Object.keys(version.schema?.openAPIV3Schema?.properties ?? {});
    await eventually(
      async () => {
        const index = await kubeRequest(kc, { method: 'GET', path: '/openapi/v3' });
        const paths = (index.body as { paths?: Record<string, { serverRelativeURL?: string }> } | undefined)?.paths ?? {};
        const entry = paths[`apis/${group}/${name}`];
        if (!entry?.serverRelativeURL) throw new Error(`apis/${group}/${name} not in /openapi/v3 yet`);
        const doc = await kubeRequest(kc, { method: 'GET', path: entry.serverRelativeURL });
        const schemas = (doc.body as { components?: { schemas?: Record<string, Record<string, unknown>> } } | undefined)?.components?.schemas ?? {};
        const published = Object.values(schemas).find((s) =>
          (s['x-kubernetes-group-version-kind'] as { group?: string; version?: string; kind?: string }[] | undefined)?.some((g) => g.group === group && g.version === name && g.kind === kind),
        );
        if (!published) throw new Error(`${kind} ${group}/${name} not in its OpenAPI document yet`);
        const properties = Object.keys((published.properties as Record<string, unknown> | undefined) ?? {});
        const missing = wanted.filter((p) => !properties.includes(p));
        if (missing.length > 0) throw new Error(`${kind} ${group}/${name}: published schema lacks ${missing.join(', ')}`);
      },
      { timeoutMs: options.timeoutMs ?? 60_000, intervalMs: 200, message: `the OpenAPI schema of ${kind} ${group}/${name} was not published` },
    );
  }
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
 * applyToFetchOptions/applyToHTTPSOptions (watch, log, exec, kubeRequest) get
 * an array, which node sends as repeated lines.
 * Covered by test/integration/testenv/rbac.test.ts.
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
    const target = opts as RequestOptions;
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
