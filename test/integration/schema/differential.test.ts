// Differential test: for a generated corpus of valid and invalid TenantOnboardings, the
// offline schema validator (src/core/schema) must give the same verdict as the real API
// server on a server-side dry-run create (dryRun=All, fieldValidation=Strict), and on a
// dry-run update for the transition rule (spec.namespace is immutable).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { KubeConfig } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadManifests, type KubeObject } from '../../../src/core/manifest/manifest.js';
import { loadCrds, ValidatorCache, type KindValidator } from '../../../src/core/schema/index.js';
import { parseYaml } from '../../../src/core/yaml/parse.js';
import { REPO_ROOT } from '../../support/control-plane.js';
import { createTestNamespace, deleteNamespace, installCrd, kubeRequest, testKubeConfig } from '../../support/cluster.js';
import { mulberry32 as prng } from '../../support/prng.js';

const CRD_FILE = 'deploy/crds/tenantonboardings.platform.example.com.yaml';
const API = '/apis/platform.example.com/v1';

type Json = Record<string, unknown>;
type Mutation = { readonly name: string; readonly apply: (t: Json) => void };


const spec = (t: Json): Json => t.spec as Json;
const quota = (t: Json): Json => ((spec(t).quota ??= {}) as Json);
const network = (t: Json): Json => ((spec(t).networkPolicy ??= {}) as Json);
const access = (t: Json): Json => ((spec(t).access ??= {}) as Json);
const meta = (t: Json): Json => t.metadata as Json;

// Each mutation changes one thing; some keep the object valid, most break it.
const MUTATIONS: readonly Mutation[] = [
  // valid variations
  { name: 'integer cpu', apply: (t) => void (quota(t).cpu = 16) },
  { name: 'milli cpu', apply: (t) => void (quota(t).cpu = '1500m') },
  { name: 'exponent memory', apply: (t) => void (quota(t).memory = '12e9') },
  { name: 'decimal memory', apply: (t) => void (quota(t).memory = '1.5Gi') },
  { name: 'zero gpus', apply: (t) => void (quota(t).gpuCount = 0) },
  { name: 'no quota', apply: (t) => void delete spec(t).quota },
  { name: 'empty egress', apply: (t) => void (network(t).allowEgressTo = []) },
  { name: 'null gpuCount (pruned)', apply: (t) => void (quota(t).gpuCount = null) },
  { name: 'null access (pruned)', apply: (t) => void (spec(t).access = null) },
  { name: 'labels', apply: (t) => void (meta(t).labels = { team: 'search', 'app.kubernetes.io/name': 'tenant' }) },
  { name: 'annotations', apply: (t) => void (meta(t).annotations = { 'example.com/owner': 'team a' }) },
  { name: 'status ignored', apply: (t) => void (t.status = { observedGeneration: 'seven', conditions: 'none' }) },
  { name: 'long group name', apply: (t) => void (access(t).adminGroups = ['x'.repeat(256)]) },
  // invalid: unknown fields (strict field validation)
  { name: 'unknown spec field', apply: (t) => void (spec(t).namespac = 'typo') },
  { name: 'unknown quota field', apply: (t) => void (quota(t).gpus = 2) },
  { name: 'unknown top-level field', apply: (t) => void (t.extra = true) },
  { name: 'unknown metadata field', apply: (t) => void (meta(t).lables = { a: 'b' }) },
  { name: 'unknown status field', apply: (t) => void (t.status = { phase: 'Ready' }) },
  // invalid: types, patterns, lengths, ranges
  { name: 'missing namespace', apply: (t) => void delete spec(t).namespace },
  { name: 'namespace uppercase', apply: (t) => void (spec(t).namespace = 'Team-A') },
  { name: 'namespace underscore', apply: (t) => void (spec(t).namespace = 'team_a') },
  { name: 'namespace too long', apply: (t) => void (spec(t).namespace = 'a'.repeat(64)) },
  { name: 'namespace empty', apply: (t) => void (spec(t).namespace = '') },
  { name: 'namespace number', apply: (t) => void (spec(t).namespace = 42) },
  { name: 'gpuCount string', apply: (t) => void (quota(t).gpuCount = 'four') },
  { name: 'gpuCount negative', apply: (t) => void (quota(t).gpuCount = -1) },
  { name: 'gpuCount fraction', apply: (t) => void (quota(t).gpuCount = 1.5) },
  { name: 'cpu float', apply: (t) => void (quota(t).cpu = 2.5) },
  { name: 'cpu bool', apply: (t) => void (quota(t).cpu = true) },
  { name: 'memory GB', apply: (t) => void (quota(t).memory = '64GB') },
  { name: 'memory lowercase gi', apply: (t) => void (quota(t).memory = '1gi') },
  { name: 'memory too long', apply: (t) => void (quota(t).memory = '1'.repeat(65)) },
  { name: 'negative cpu string (CEL)', apply: (t) => void (quota(t).cpu = '-1') },
  { name: 'negative cpu integer (CEL)', apply: (t) => void (quota(t).cpu = -4) },
  { name: 'egress duplicate', apply: (t) => void (network(t).allowEgressTo = ['catalog', 'catalog']) },
  { name: 'egress invalid name', apply: (t) => void (network(t).allowEgressTo = ['Catalog']) },
  { name: 'egress not a list', apply: (t) => void (network(t).allowEgressTo = 'catalog') },
  { name: 'egress too many', apply: (t) => void (network(t).allowEgressTo = Array.from({ length: 65 }, (_, i) => `ns-${i}`)) },
  { name: 'admin groups string', apply: (t) => void (access(t).adminGroups = 'admins') },
  { name: 'edit group empty', apply: (t) => void (access(t).editGroups = ['']) },
  { name: 'edit group too long', apply: (t) => void (access(t).editGroups = ['x'.repeat(257)]) },
  { name: 'spec not an object', apply: (t) => void (t.spec = 'tenant') },
  { name: 'name uppercase', apply: (t) => void (meta(t).name = `Bad-${String(meta(t).name)}`) },
  { name: 'name too long', apply: (t) => void (meta(t).name = 'a'.repeat(254)) },
  { name: 'label value not a string', apply: (t) => void (meta(t).labels = { version: 1 }) },
  { name: 'label value invalid', apply: (t) => void (meta(t).labels = { team: 'not valid!' }) },
  { name: 'label key invalid', apply: (t) => void (meta(t).labels = { 'bad key': 'x' }) },
];

function baseTenant(i: number, namespace: string, random: () => number): Json {
  const t: Json = {
    apiVersion: 'platform.example.com/v1',
    kind: 'TenantOnboarding',
    metadata: { name: `tenant-${i}`, namespace },
    spec: { namespace: `team-${i}` },
  };
  if (random() < 0.8) quota(t).cpu = random() < 0.5 ? `${1 + Math.floor(random() * 32)}` : 1 + Math.floor(random() * 32);
  if (random() < 0.8) quota(t).memory = `${1 + Math.floor(random() * 256)}Gi`;
  // v1 requires spec.quota.gpuCount (0 for none); the same random draws as before, so the corpus keeps its shape
  quota(t).gpuCount = random() < 0.5 ? Math.floor(random() * 8) : 0;
  if (random() < 0.7) network(t).allowEgressTo = ['catalog', 'kube-system'].slice(0, 1 + Math.floor(random() * 2));
  if (random() < 0.7) {
    access(t).adminGroups = [`team-${i}-admins`];
    access(t).editGroups = [`team-${i}-devs`, 'oidc:readers'];
  }
  return t;
}

interface Case {
  readonly label: string;
  readonly object: Json;
}

function corpus(namespace: string): Case[] {
  const random = prng(20260101);
  const cases: Case[] = [];
  let i = 0;
  // Every mutation alone, then random pairs of mutations.
  for (const m of MUTATIONS) {
    const t = baseTenant(i++, namespace, random);
    m.apply(t);
    cases.push({ label: m.name, object: t });
  }
  for (let n = 0; n < 12; n++) cases.push({ label: 'unmodified', object: baseTenant(i++, namespace, random) });
  for (let n = 0; n < 60; n++) {
    const t = baseTenant(i++, namespace, random);
    const a = MUTATIONS[Math.floor(random() * MUTATIONS.length)]!;
    const b = MUTATIONS[Math.floor(random() * MUTATIONS.length)]!;
    a.apply(t);
    b.apply(t);
    cases.push({ label: `${a.name} + ${b.name}`, object: t });
  }
  return cases;
}

interface Verdict {
  readonly valid: boolean;
  readonly detail: string;
}

function ours(validator: KindValidator, object: Json, old?: Json): Verdict {
  const violations = validator.validate(object as unknown as KubeObject, old ? { oldObject: old as unknown as KubeObject } : {});
  const errors = violations.filter((v) => v.severity === 'error');
  return { valid: errors.length === 0, detail: errors.map((e) => `${e.ruleId}: ${e.message}`).join(' | ') };
}

function serverVerdict(status: number, body: unknown, what: string): Verdict {
  if (status >= 200 && status < 300) return { valid: true, detail: `HTTP ${status}` };
  const message = typeof body === 'object' && body !== null && 'message' in body ? String((body as { message: unknown }).message) : JSON.stringify(body);
  // 400 BadRequest (strict decoding, malformed metadata) and 422 Invalid are the API server's "invalid".
  if (status === 400 || status === 422) return { valid: false, detail: `HTTP ${status}: ${message}` };
  throw new Error(`${what}: unexpected HTTP ${status}: ${message}`);
}

describe('schema validator vs the API server (dry-run, strict field validation)', () => {
  let kc: KubeConfig;
  let namespace: string;
  let validator: KindValidator;

  beforeAll(async () => {
    kc = testKubeConfig();
    const text = readFileSync(path.join(REPO_ROOT, CRD_FILE), 'utf8');
    const parsed = parseYaml(text, { file: CRD_FILE });
    const { manifests } = loadManifests(parsed.documents);
    const loaded = loadCrds(manifests, { cache: new ValidatorCache() });
    expect(loaded.findings).toEqual([]);
    validator = loaded.registry.lookup('platform.example.com/v1', 'TenantOnboarding')!;
    // The API server must accept the CRD itself (structural schema, CEL cost estimate).
    await installCrd(kc, manifests[0]!.object);
    namespace = await createTestNamespace(kc, 'schema-differential');
  });

  afterAll(async () => {
    if (namespace) await deleteNamespace(kc, namespace);
  });

  it('gives the same verdict as a dry-run create for every document of the corpus', async () => {
    const cases = corpus(namespace);
    const mismatches: string[] = [];
    let valid = 0;
    for (const c of cases) {
      const mine = ours(validator, c.object);
      const res = await kubeRequest(kc, {
        method: 'POST',
        path: `${API}/namespaces/${namespace}/tenantonboardings?dryRun=All&fieldValidation=Strict`,
        body: c.object,
      });
      const theirs = serverVerdict(res.status, res.body, c.label);
      if (theirs.valid) valid++;
      if (mine.valid !== theirs.valid) {
        mismatches.push(`${c.label}: driftgate says ${mine.valid ? 'valid' : `invalid (${mine.detail})`}, API server says ${theirs.valid ? 'valid' : 'invalid'} (${theirs.detail})`);
      }
    }
    expect(mismatches).toEqual([]);
    // The corpus must exercise both verdicts, or the comparison proves little.
    expect(valid).toBeGreaterThan(15);
    expect(cases.length - valid).toBeGreaterThan(50);
  });

  it('gives the same verdict as a dry-run update for the transition rule (spec.namespace is immutable)', async () => {
    const random = prng(7);
    const stored = baseTenant(9000, namespace, random);
    const created = await kubeRequest(kc, { method: 'POST', path: `${API}/namespaces/${namespace}/tenantonboardings?fieldValidation=Strict`, body: stored });
    expect(created.status).toBe(201);
    const live = created.body as Json;
    const updates: Case[] = [
      { label: 'same namespace, new quota', object: { ...live, spec: { ...spec(live), quota: { cpu: '64', gpuCount: 1 } } } },
      { label: 'namespace changed', object: { ...live, spec: { ...spec(live), namespace: 'moved-elsewhere' } } },
      { label: 'namespace changed and invalid', object: { ...live, spec: { ...spec(live), namespace: 'Moved' } } },
    ];
    const mismatches: string[] = [];
    const verdicts: boolean[] = [];
    for (const u of updates) {
      const mine = ours(validator, u.object, live);
      const res = await kubeRequest(kc, {
        method: 'PUT',
        path: `${API}/namespaces/${namespace}/tenantonboardings/${String(meta(live).name)}?dryRun=All&fieldValidation=Strict`,
        body: u.object,
      });
      const theirs = serverVerdict(res.status, res.body, u.label);
      verdicts.push(theirs.valid);
      if (mine.valid !== theirs.valid) mismatches.push(`${u.label}: driftgate ${mine.valid ? 'valid' : `invalid (${mine.detail})`}, API server ${theirs.valid ? 'valid' : `invalid (${theirs.detail})`}`);
    }
    expect(mismatches).toEqual([]);
    expect(verdicts).toEqual([true, false, false]);
  });
});
