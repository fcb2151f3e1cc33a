// Differential test for built-in kinds: for a generated corpus of valid and mutated objects of
// 23 built-in kinds, `check`'s offline verdict (the shipped Kubernetes 1.36 schema set,
// src/core/schema/builtin) must equal the real kube-apiserver's on a server-side dry-run create
// (dryRun=All, fieldValidation=Strict):
//
// - on every case whose mutations are decided by decoding, the OpenAPI schema (with +enum
//   values) or ObjectMeta syntax, the verdicts agree, 100 %;
// - driftgate never calls invalid what the server accepts;
// - cases only the server's Go validation catches are counted per class and printed: the ones
//   implemented offline must agree too; the rest are listed as known gaps.
import { KubeConfig as KubeConfigClass, type KubeConfig } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBuiltinManifest, type BuiltinRegistry } from '../../../src/core/schema/builtin/index.js';
import { loadManifests } from '../../../src/core/manifest/manifest.js';
import { parseYaml } from '../../../src/core/yaml/parse.js';
import { shippedBuiltinRegistry } from '../../../src/io/builtin-schemas.js';
import { createTestNamespace, deleteNamespace, kubeRequest, testKubeConfig } from '../../support/cluster.js';
import { DEFAULT_TESTENV_MINOR, OTHER_TESTENV_MINORS, startControlPlane, testenvBinary, type ControlPlane } from '../../support/control-plane.js';
import { corpus, KINDS, type Case } from './builtin-corpus.js';

const SEED = 20261203;
const CONCURRENCY = 8;

/** Go-validation classes (mutation names) that driftgate implements offline: these must agree like the rest. */
const IMPLEMENTED_GO = new Set([
  'containerPort 70000',
  'containerPort 0',
  'duplicate container names',
  'container name invalid',
  'negative replicas',
  'selector does not match',
  'empty selector',
  'selector expression operator',
  'restartPolicy Never',
  'negative backoffLimit',
  'restartPolicy Always in a job',
  'port 70000',
  'targetPort name invalid',
  'two unnamed ports',
  'duplicate port names',
  'podSelector operator invalid',
  'data key invalid',
  'minAvailable and maxUnavailable',
  'no containers',
  'volumeMount of no volume',
  'image missing',
  'probe without handler',
  'request above limit',
  'duplicate volume names',
  'port name too long',
  'ipBlock cidr invalid',
  'roleRef kind invalid',
  'subject kind invalid',
  'no storage request',
  'no ports',
  'no accessModes',
  'limit min above max',
  'schedule invalid',
  'clusterIP invalid',
  'path without slash',
  'tls secret without keys',
  'minReplicas 0',
  'min above max',
  'quota negative',
  'runAsUser huge',
  'limit type invalid',
  'roleRef apiGroup wrong',
  'ServiceAccount subject without namespace',
  'job template without restartPolicy',
  'schedule with TZ',
  'serviceAccountName invalid',
  'hostname invalid',
  'maxSkew 0',
  'empty nodeSelectorTerms',
  'env value and valueFrom',
  'externalName invalid',
  'host an IP address',
  'mounts a claim it has no template for',
  'initContainer with readinessProbe',
  'four nameservers',
  'volume with two sources',
  'quota resource unknown',
  'endPort below port',
  'scaling policy period 0',
  'no rules and no default backend',
  'reclaimPolicy Recycle on a class',
  'env name with =',
  'negative cpu request',
  'duplicate mountPath',
  'ports [null]',
  'tolerations [null]',
  'volume name invalid',
  'port name upper case',
  'port name all digits',
  'matchLabels key invalid',
  'maxUnavailable 150%',
  'maxSurge 5.5%',
  'maxSurge -10%',
  'maxSurge empty',
  'minAvailable 150%',
  'maxUnavailable -1',
  'timeZone unknown',
  'schedule hour 25',
  'host with capitals',
  'host with a port',
  'pathType empty',
  'rule without verbs',
  'no controller',
]);

interface Verdict {
  readonly valid: boolean;
  readonly detail: string;
}

function ours(registry: BuiltinRegistry, c: Case): Verdict {
  const text = JSON.stringify(c.object);
  const { manifests, findings } = loadManifests(parseYaml(text, { file: 'case.json' }).documents);
  if (manifests.length !== 1) return { valid: false, detail: findings.map((f) => f.message).join(' | ') };
  const result = checkBuiltinManifest(registry, manifests[0]!, { strict: true });
  const errors = [...findings, ...(result?.findings ?? [])].filter((f) => f.severity === 'error');
  return { valid: errors.length === 0 && result !== undefined, detail: errors.map((e) => `${e.ruleId}: ${e.message}`).join(' | ') || (result ? '' : 'not a built-in kind') };
}

function serverVerdict(status: number, body: unknown, label: string): Verdict {
  if (status >= 200 && status < 300) return { valid: true, detail: `HTTP ${status}` };
  const message = typeof body === 'object' && body !== null && 'message' in body ? String((body as { message: unknown }).message) : JSON.stringify(body);
  if (status === 400 || status === 404 || status === 422) return { valid: false, detail: `HTTP ${status}: ${message}` };
  throw new Error(`${label}: unexpected HTTP ${status}: ${message}`);
}

async function pool<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

// Every shipped minor that has a control plane here: the suite's shared 1.36 one, and a 1.37 one of its own.
describe.each([DEFAULT_TESTENV_MINOR, ...OTHER_TESTENV_MINORS])('built-in kinds on Kubernetes %s: check vs the API server (dry-run create, strict field validation)', (minor) => {
  let kc: KubeConfig;
  let namespace: string;
  let registry: BuiltinRegistry;
  let own: ControlPlane | undefined;

  beforeAll(async () => {
    if (minor === DEFAULT_TESTENV_MINOR) kc = testKubeConfig();
    else {
      own = await startControlPlane({ controllers: [], binary: testenvBinary(minor) });
      kc = new KubeConfigClass();
      kc.loadFromFile(own.kubeconfig);
    }
    registry = shippedBuiltinRegistry(minor);
    expect(registry.source.description).toContain(`v${minor}.`);
    namespace = await createTestNamespace(kc, 'builtin-differential');
    // Pods are admitted only when their service account exists; no controller creates "default" here.
    const sa = await kubeRequest(kc, { method: 'POST', path: `/api/v1/namespaces/${namespace}/serviceaccounts`, body: { metadata: { name: 'default' } } });
    expect([201, 409]).toContain(sa.status);
  });

  afterAll(async () => {
    if (namespace && !own) await deleteNamespace(kc, namespace);
    await own?.stop();
  });

  // 5,000+ dry-run creates against a real API server (and, for 1.37, a second control plane on
  // the same cores): 65-120 s on the 2-core machine, more when two runs share it. The timeout is
  // a hang detector, not a speed test: the work is bounded by the corpus.
  it('agrees with kube-apiserver on every schema- and decoding-decided case of >= 5,000 objects of >= 30 kinds', { timeout: 600_000 }, async () => {
    const cases = corpus(namespace, SEED);
    expect(cases.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(cases.map((c) => c.kind)).size).toBeGreaterThanOrEqual(30);

    const results = await pool(cases, CONCURRENCY, async (c) => {
      const found = registry.lookup(String(c.object.apiVersion), String(c.object.kind));
      if (found.status !== 'found') throw new Error(`${c.kind} is not in the shipped set`);
      const base = found.groupVersion.includes('/') ? `/apis/${found.groupVersion}` : `/api/${found.groupVersion}`;
      const where = found.entry.scope === 'Namespaced' ? `${base}/namespaces/${namespace}/${found.entry.resource}` : `${base}/${found.entry.resource}`;
      const res = await kubeRequest(kc, { method: 'POST', path: `${where}?dryRun=All&fieldValidation=Strict`, body: c.object });
      return { c, mine: ours(registry, c), theirs: serverVerdict(res.status, res.body, `${c.kind} ${c.label}`) };
    });

    const disagreements: string[] = [];
    const falseAlarms: string[] = [];
    const goGaps = new Map<string, { count: number; example: string }>();
    const goCaught = new Map<string, number>();
    let serverValid = 0;
    // Agreement per mutation class (a case of two classes counts in both).
    const perClass = new Map<string, { cases: number; agree: number }>();
    for (const { c, mine, theirs } of results) {
      for (const cls of new Set(c.classes)) {
        const row = perClass.get(cls) ?? { cases: 0, agree: 0 };
        row.cases++;
        if (mine.valid === theirs.valid) row.agree++;
        perClass.set(cls, row);
      }
    }
    for (const { c, mine, theirs } of results) {
      if (theirs.valid) serverValid++;
      if (mine.valid === theirs.valid) {
        if (!theirs.valid && c.classes.length === 1 && c.classes[0] === 'go') goCaught.set(c.label, (goCaught.get(c.label) ?? 0) + 1);
        continue;
      }
      const line = `${c.kind} [${c.label}]: driftgate says ${mine.valid ? 'valid' : `invalid (${mine.detail})`}, the API server ${theirs.valid ? 'valid' : `invalid (${theirs.detail})`}`;
      if (!mine.valid) {
        falseAlarms.push(line);
        continue;
      }
      // The server rejected, driftgate did not: acceptable only for Go-validation classes not implemented offline.
      // A pair with such a class counts as that gap: its other mutation is checked alone above
      // (and may have been overwritten by the second one, e.g. two mutations of spec.hard).
      const names = c.label.split(' + ');
      const unimplemented = names.filter((n, i) => c.classes[i] === 'go' && !IMPLEMENTED_GO.has(n));
      if (unimplemented.length > 0) {
        for (const n of unimplemented) {
          const gap = goGaps.get(n) ?? { count: 0, example: theirs.detail };
          gap.count++;
          goGaps.set(n, gap);
        }
        continue;
      }
      disagreements.push(line);
    }

    const kinds = new Set(cases.map((c) => c.kind));
    const report = [
      `built-in differential on Kubernetes ${minor}: ${cases.length} objects, ${kinds.size} kinds, ${serverValid} valid and ${cases.length - serverValid} invalid according to the API server`,
      'agreement by class: ' + [...perClass].map(([cls, r]) => `${cls} ${r.agree}/${r.cases} (${((100 * r.agree) / r.cases).toFixed(1)} %)`).join(', '),
      `Go-validation classes caught offline (single-mutation cases): ${[...goCaught].map(([n, k]) => `${n} (${k})`).join(', ') || 'none'}`,
      'Go-validation classes only the API server catches (cases, example):',
      ...[...goGaps].sort((a, b) => b[1].count - a[1].count).map(([n, g]) => `  ${n}: ${g.count} — ${g.example.slice(0, 160)}`),
    ].join('\n');
    console.log(report);

    expect(falseAlarms).toEqual([]);
    expect(disagreements).toEqual([]);
    // Both verdicts must be well represented, or the agreement proves little.
    expect(serverValid).toBeGreaterThan(150);
    expect(cases.length - serverValid).toBeGreaterThan(500);
    expect(KINDS.every((k) => kinds.has(k))).toBe(true);
  });

  it('reports removed APIs and unknown kinds that the API server does not serve', async () => {
    const objects = [
      { apiVersion: 'policy/v1beta1', kind: 'PodSecurityPolicy', metadata: { name: 'restricted' }, spec: {} },
      { apiVersion: 'batch/v1beta1', kind: 'CronJob', metadata: { name: 'c', namespace }, spec: {} },
      { apiVersion: 'extensions/v1beta1', kind: 'Ingress', metadata: { name: 'i', namespace }, spec: {} },
      { apiVersion: 'autoscaling/v2beta2', kind: 'HorizontalPodAutoscaler', metadata: { name: 'h', namespace }, spec: {} },
      { apiVersion: 'apps/v1', kind: 'Statefulset', metadata: { name: 's', namespace }, spec: {} },
    ];
    for (const o of objects) {
      const { manifests } = loadManifests(parseYaml(JSON.stringify(o), { file: 'x.json' }).documents);
      const result = checkBuiltinManifest(registry, manifests[0]!, { strict: false });
      expect(result?.findings.map((f) => f.severity)).toEqual(['error']);
      const [group, version] = o.apiVersion.includes('/') ? o.apiVersion.split('/') : ['', o.apiVersion];
      const discovery = await kubeRequest(kc, { method: 'GET', path: group === '' ? `/api/${version!}` : `/apis/${group!}/${version!}` });
      const served = discovery.status === 200 && JSON.stringify(discovery.body).includes(`"kind":"${o.kind}"`);
      expect(served, `${o.apiVersion} ${o.kind} is served by the API server`).toBe(false);
    }
  });
});
