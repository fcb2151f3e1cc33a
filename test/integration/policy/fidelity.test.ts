// Fidelity of the offline policy evaluation against the real API server (issue 4, item 7):
// the default pack (policies/) and an extra pack of API-server corner cases are installed
// in kube-testenv; every manifest of every PolicyTest is submitted with a server-side
// dry-run, and driftgate's offline verdict (allowed/denied and the denial message) must
// equal the API server's.
//
// Isolation: the policies are cluster-wide, so each binding gets a namespaceSelector for
// this file's own namespace (kubernetes.io/metadata.name=<ns>), and driftgate evaluates the
// very same bindings. Other test files' TenantOnboardings are never touched.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiException, CoreV1Api, KubernetesObjectApi, PatchStrategy, type KubeConfig, type KubernetesObject } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertTenant, tenantVersionOf } from '../../../src/core/tenant/conversion.js';
import { isRecord, loadManifests, type Manifest } from '../../../src/core/manifest/manifest.js';
import { parseYaml } from '../../../src/core/yaml/parse.js';
import {
  admissionVerdict,
  evaluatePolicyPack,
  loadCrdManifests,
  loadPolicyPack,
  parsePolicyTests,
  parseSourceFiles,
  runPolicyTestSuite,
  type PolicyPack,
} from '../../../src/core/policy/index.js';
import type { YamlDocument } from '../../../src/core/yaml/parse.js';
import { apiStatus, createTestNamespace, deleteNamespace, eventually, installCrd, TEST_FIELD_MANAGER, testKubeConfig } from '../../support/cluster.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const NOW = new Date(Date.UTC(2026, 0, 1));

function readYaml(dir: string): { path: string; bytes: Uint8Array }[] {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) => {
      const p = path.join(d, n);
      return statSync(p).isDirectory() ? walk(p) : /\.ya?ml$/.test(n) ? [p] : [];
    });
  return walk(path.join(ROOT, dir))
    .sort()
    .map((p) => ({ path: path.relative(ROOT, p).split(path.sep).join('/'), bytes: readFileSync(p) }));
}

interface Case {
  readonly pack: string;
  readonly test: string;
  readonly manifest: Manifest;
}

interface Outcome {
  readonly verdict: 'allowed' | 'denied';
  readonly messages: readonly string[];
}

/** The pack's documents with every binding scoped to one namespace. */
function scopedDocuments(documents: readonly YamlDocument[], namespace: string): YamlDocument[] {
  return documents.map((doc) => {
    const v = doc.value;
    if (!isRecord(v) || v.kind !== 'ValidatingAdmissionPolicyBinding' || !isRecord(v.spec)) return doc;
    const spec = v.spec;
    const matchResources = isRecord(spec.matchResources) ? spec.matchResources : {};
    const value = {
      ...v,
      spec: { ...spec, matchResources: { ...matchResources, namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': namespace } } } },
    };
    return { ...doc, value };
  });
}

/**
 * The case in the test namespace. A v1alpha1 TenantOnboarding is judged as v1 on both sides: the
 * shared test cluster runs the shipped CRD (v1 storage, conversion by the operator's webhook)
 * without that webhook, so the API server cannot take v1alpha1 there (the conversion itself is
 * proven against the real API server in test/integration/operator/conversion*.test.ts).
 */
function inNamespace(m: Manifest, namespace: string): Manifest {
  const converted = m.object.kind === 'TenantOnboarding' && tenantVersionOf(m.object.apiVersion) === 'v1alpha1' ? convertTenant(m.object, 'v1') : undefined;
  const base = converted?.ok ? (converted.object as unknown as Manifest['object']) : m.object;
  const object = { ...base, metadata: { ...base.metadata, namespace } };
  return { ...m, object, ref: { ...m.ref, apiVersion: object.apiVersion, namespace } };
}

/** driftgate's verdict for one object; the repository also holds its namespace (as read from the cluster). */
function offline(pack: PolicyPack, m: Manifest, crds: readonly Manifest[], namespace: Manifest): Outcome {
  const findings = evaluatePolicyPack(pack, { manifests: [m, namespace], crds, now: NOW, waivers: false }).filter(
    (f) => f.object?.kind === m.object.kind && f.object.name === m.object.metadata.name,
  );
  const { verdict, denyMessages } = admissionVerdict(findings);
  return { verdict, messages: denyMessages };
}

async function server(client: KubernetesObjectApi, m: Manifest): Promise<Outcome> {
  const body = JSON.parse(JSON.stringify(m.object)) as KubernetesObject;
  try {
    await client.create(body, undefined, 'All', TEST_FIELD_MANAGER);
    return { verdict: 'allowed', messages: [] };
  } catch (error) {
    if (!(error instanceof ApiException)) throw error;
    const status = (typeof error.body === 'string' ? JSON.parse(error.body) : error.body) as { message?: string; details?: { causes?: { message?: string }[] } };
    const cause = status.details?.causes?.find((c) => c.message?.startsWith('ValidatingAdmissionPolicy '))?.message;
    if (cause === undefined) throw new Error(`dry-run of ${m.object.kind} ${m.object.metadata.name} failed for another reason (${error.code}): ${status.message ?? ''}`);
    return { verdict: 'denied', messages: [cause] };
  }
}

const PACKS = [
  { name: 'default', dir: 'policies' },
  { name: 'extra', dir: 'test/integration/policy/testdata/extra-pack' },
] as const;

describe('policy pack fidelity: offline verdicts equal the API server', () => {
  let kc: KubeConfig;
  let client: KubernetesObjectApi;
  const namespaces: string[] = [];
  const installed: KubernetesObject[] = [];
  const packs = new Map<string, { pack: PolicyPack; cases: Case[]; namespace: Manifest }>();
  let crds: Manifest[] = [];

  beforeAll(async () => {
    kc = testKubeConfig();
    client = KubernetesObjectApi.makeApiClient(kc);
    const crdFiles = readYaml('deploy/crds');
    crds = loadCrdManifests(crdFiles);
    for (const crd of crds) await installCrd(kc, crd.object);

    for (const p of PACKS) {
      const namespace = await createTestNamespace(kc, `policy-${p.name}`);
      namespaces.push(namespace);
      const live = await kc.makeApiClient(CoreV1Api).readNamespace({ name: namespace });
      const nsDoc = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: namespace, labels: live.metadata?.labels ?? {} } };
      const nsManifest = loadManifests(parseYaml(JSON.stringify(nsDoc), { file: 'namespace.yaml' }).documents).manifests[0];
      if (!nsManifest) throw new Error('namespace manifest');
      const parsed = parseSourceFiles(readYaml(p.dir));
      const documents = scopedDocuments(parsed.documents, namespace);
      const loaded = loadPolicyPack({ documents });
      expect(loaded.findings.filter((f) => f.severity === 'error')).toEqual([]);
      const tests = parsePolicyTests(parsed.documents);
      expect(tests.findings).toEqual([]);
      // tenant-gpu-count's cases are refused on the API server by the CRD itself (v1 requires
      // spec.quota.gpuCount; v1alpha1 objects are validated as the v1 they convert to) before
      // admission runs, so the policy's own verdict cannot be observed there; policies/tests and
      // src/cli/check-gpu-count.test.ts pin it offline.
      const CRD_ENFORCED = new Set(['tenant-gpu-count']);
      const cases = tests.tests.filter((t) => !CRD_ENFORCED.has(t.name)).flatMap((t) => t.manifests.map((m) => ({ pack: p.name, test: t.name, manifest: inNamespace(m, namespace) })));
      packs.set(p.name, { pack: loaded.pack, cases, namespace: nsManifest });

      // Install what the pack holds, in dependency order: params (namespaces first), policies, bindings.
      const objects = [
        ...loaded.pack.params.map((m) => m.object),
        ...loaded.pack.policies.map((x) => x.manifest.object),
        ...[...loaded.pack.bindings.values()].flat().map((b) => b.manifest.object),
      ];
      const order = (o: KubernetesObject): number =>
        o.kind === 'Namespace' ? 0 : o.kind === 'ValidatingAdmissionPolicy' ? 2 : o.kind === 'ValidatingAdmissionPolicyBinding' ? 3 : 1;
      for (const o of [...objects].sort((a, b) => order(a) - order(b))) {
        const body = JSON.parse(JSON.stringify(o)) as KubernetesObject;
        await client.patch(body, undefined, undefined, TEST_FIELD_MANAGER, true, PatchStrategy.ServerSideApply);
        installed.push(body);
      }
    }

    // Policies and bindings reach the admission plugin asynchronously: wait until every policy
    // denies an object driftgate says it denies (and only it).
    for (const { pack, cases, namespace } of packs.values()) {
      for (const policy of pack.policies) {
        const probe = cases
          .map((c) => ({ c, o: offline(pack, c.manifest, crds, namespace) }))
          .find(({ o }) => o.messages.length === 1 && o.messages[0]?.startsWith(`ValidatingAdmissionPolicy '${policy.name}' `));
        if (!probe) continue;
        await eventually(
          async () => {
            const s = await server(client, probe.c.manifest);
            if (s.messages[0] !== probe.o.messages[0]) throw new Error(`server says ${s.verdict}: ${s.messages.join(' | ')}`);
          },
          { timeoutMs: 90_000, intervalMs: 500, message: `policy ${policy.name} not active` },
        );
      }
    }
  }, 240_000);

  afterAll(async () => {
    if (!kc) return;
    for (const o of [...installed].reverse()) {
      if (o.kind === 'Namespace') continue;
      try {
        await client.delete(o);
      } catch (error) {
        if (apiStatus(error) !== 404) throw error;
      }
    }
    for (const o of installed) if (o.kind === 'Namespace' && o.metadata?.name) await deleteNamespace(kc, o.metadata.name);
    for (const ns of namespaces) await deleteNamespace(kc, ns);
  });

  it('the extra pack passes its own policy tests offline', () => {
    const suite = runPolicyTestSuite({ files: readYaml(PACKS[1].dir), crdFiles: readYaml('deploy/crds') });
    expect(suite.problems).toEqual([]);
    expect(suite.failures).toEqual([]);
  });

  it('gives the same verdict and message as the API server for every policy-test manifest', async () => {
    const rows: string[] = [];
    const mismatches: string[] = [];
    let denied = 0;
    let total = 0;
    for (const { pack, cases, namespace } of packs.values()) {
      for (const c of cases) {
        const o = offline(pack, c.manifest, crds, namespace);
        const s = await server(client, c.manifest);
        total += 1;
        if (s.verdict === 'denied') denied += 1;
        const label = `${c.pack}/${c.test}: ${c.manifest.object.kind} ${c.manifest.object.metadata.name}`;
        rows.push(`${label}: offline ${o.verdict}, server ${s.verdict}${s.messages.length ? ` (${s.messages[0]})` : ''}`);
        // The API server reports the first denial only; it must be one of driftgate's.
        const same = o.verdict === s.verdict && s.messages.every((m) => o.messages.includes(m));
        if (!same) mismatches.push(`${label}\n    offline: ${o.verdict} ${JSON.stringify(o.messages)}\n    server:  ${s.verdict} ${JSON.stringify(s.messages)}`);
      }
    }
    process.stderr.write(`policy fidelity: ${total} manifests, ${denied} denied by the API server\n${rows.map((r) => '  ' + r).join('\n')}\n`);
    expect(mismatches).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(30);
    expect(denied).toBeGreaterThanOrEqual(15);
    expect(total - denied).toBeGreaterThanOrEqual(10);
  }, 240_000);
});
