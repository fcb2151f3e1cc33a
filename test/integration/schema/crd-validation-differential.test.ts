// Differential test of CRD validation: every CustomResourceDefinition of a generated corpus
// (test/integration/schema/crd-corpus.ts: one valid CRD, ~350 one-change mutations of it and 120
// seeded random pairs of mutations) is
// created with a server-side dry run (dryRun=All, fieldValidation=Strict, as kubectl sends it)
// on the real kube-apiserver, and driftgate's verdict must be the server's: `check` (the CRD
// loader) reports an error exactly when the server refuses the CRD, and so does `crd-diff`
// (the CRD added at head). Both read the one validator of src/core/schema/crd-validation.ts.
//
// Known difference, pinned: the API server also refuses CEL rules whose *estimated* cost
// exceeds its budget (a static cost estimate over maxLength/maxItems/maxProperties);
// driftgate has no static CEL cost estimator yet. The cases of that class are listed by name
// below and checked to be exactly the ones that differ, so the list cannot silently grow.
import type { KubeConfig } from '@kubernetes/client-node';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareCrdSets } from '../../../src/core/crd-compat/index.js';
import type { Finding } from '../../../src/core/findings/finding.js';
import { loadManifests, type Manifest } from '../../../src/core/manifest/manifest.js';
import { loadCrds, ValidatorCache } from '../../../src/core/schema/index.js';
import { parseYaml } from '../../../src/core/yaml/parse.js';
import { kubeRequest, testKubeConfig } from '../../support/cluster.js';
import { crdCorpus, type CrdCase } from './crd-corpus.js';

const DRY_RUN = '/apis/apiextensions.k8s.io/v1/customresourcedefinitions?dryRun=All&fieldValidation=Strict';

/** Cases the server refuses for its static CEL cost estimate alone (not modelled offline). */
const COST_BUDGET_ONLY = new Set(['transition rule (items)', 'transition rule (map values)']);

interface Outcome {
  readonly name: string;
  readonly serverAccepts: boolean;
  readonly serverMessage: string;
  readonly check: readonly Finding[];
  readonly crdDiff: readonly Finding[];
}

function manifestsOf(c: CrdCase): Manifest[] {
  // Through the YAML reader, as a file would be read (JSON is YAML).
  const parsed = parseYaml(JSON.stringify(c.crd, null, 1), { file: 'crd.yaml' });
  return loadManifests(parsed.documents).manifests;
}

/** driftgate `check`: errors of the CRD loader. */
function checkErrors(manifests: readonly Manifest[]): Finding[] {
  return loadCrds(manifests, { cache: new ValidatorCache() }).findings.filter((f) => f.severity === 'error');
}

/** driftgate `crd-diff` with the CRD added at head: the rules that say the API server refuses it. */
function crdDiffErrors(manifests: readonly Manifest[]): Finding[] {
  return compareCrdSets({ base: [], head: manifests }).filter(
    (f) => f.severity === 'error' && (f.rule === 'structural-schema-invalid' || f.rule === 'storage-version-count'),
  );
}

async function serverVerdict(kc: KubeConfig, c: CrdCase): Promise<{ accepts: boolean; message: string }> {
  const response = await kubeRequest(kc, { method: 'POST', path: DRY_RUN, body: c.crd });
  const body = response.body as { message?: unknown } | undefined;
  return { accepts: response.status >= 200 && response.status < 300, message: typeof body?.message === 'string' ? body.message : String(response.status) };
}

/** Runs `fn` over items with at most `limit` in flight. */
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

function disagreements(outcomes: readonly Outcome[], verdict: (o: Outcome) => boolean): string[] {
  return outcomes
    .filter((o) => verdict(o) !== o.serverAccepts)
    .map((o) => `${o.name}: server ${o.serverAccepts ? 'accepts' : `refuses (${o.serverMessage.slice(0, 200)})`}, driftgate ${verdict(o) ? 'accepts' : 'refuses'}`);
}

describe('CRD validation: driftgate agrees with kube-apiserver on every CRD of the corpus', () => {
  let outcomes: Outcome[] = [];

  beforeAll(async () => {
    const kc = testKubeConfig();
    const corpus = crdCorpus();
    outcomes = await pool(corpus, 4, async (c) => {
      const server = await serverVerdict(kc, c);
      const manifests = manifestsOf(c);
      return { name: c.name, serverAccepts: server.accepts, serverMessage: server.message, check: checkErrors(manifests), crdDiff: crdDiffErrors(manifests) };
    });
  });

  it('covers valid and invalid CRDs in large numbers', () => {
    expect(outcomes.length).toBeGreaterThanOrEqual(450);
    expect(outcomes.filter((o) => o.serverAccepts).length).toBeGreaterThanOrEqual(60);
    expect(outcomes.filter((o) => !o.serverAccepts).length).toBeGreaterThanOrEqual(200);
    expect(outcomes.find((o) => o.name === 'unchanged')?.serverAccepts).toBe(true);
    expect(outcomes.find((o) => o.name === 'release bundle CRD')?.serverAccepts).toBe(true);
  });

  it('check refuses exactly the CRDs the API server refuses', () => {
    const differ = disagreements(outcomes, (o) => o.check.length === 0).filter((d) => !COST_BUDGET_ONLY.has(d.slice(0, d.indexOf(':'))));
    expect(differ).toEqual([]);
  });

  it('crd-diff refuses exactly the CRDs the API server refuses', () => {
    const differ = disagreements(outcomes, (o) => o.crdDiff.length === 0).filter((d) => !COST_BUDGET_ONLY.has(d.slice(0, d.indexOf(':'))));
    expect(differ).toEqual([]);
  });

  it('the known difference (static CEL cost) is exactly the listed cases, each refused for its cost', () => {
    const differ = outcomes.filter((o) => (o.check.length === 0) !== o.serverAccepts);
    expect(differ.map((o) => o.name).sort()).toEqual([...COST_BUDGET_ONLY].sort());
    for (const o of differ) expect(o.serverMessage).toContain('estimated rule cost exceeds budget');
  });

  it('locates every refusal: file, line, column and a message saying what was expected', () => {
    for (const o of outcomes.filter((x) => !x.serverAccepts && !COST_BUDGET_ONLY.has(x.name))) {
      for (const f of [...o.check, ...o.crdDiff]) {
        expect(f.file, o.name).toBe('crd.yaml');
        expect(f.line, o.name).toBeGreaterThan(0);
        expect(f.column, o.name).toBeGreaterThan(0);
        expect(f.message, o.name).toMatch(/expected|must|does not compile|cannot|failed|invalid|no longer/i);
      }
    }
  });

  it('check and crd-diff never give two answers on the same CRD', () => {
    expect(outcomes.filter((o) => (o.check.length === 0) !== (o.crdDiff.length === 0)).map((o) => o.name)).toEqual([]);
  });

  it('can fail: a validator that ignored one rule (defaults) would disagree with the server', () => {
    const ignoringDefaults = (o: Outcome): boolean => o.check.every((f) => /\bdefault: expected/.test(f.message));
    const differ = disagreements(outcomes, ignoringDefaults).filter((d) => !COST_BUDGET_ONLY.has(d.slice(0, d.indexOf(':'))));
    expect(differ.length).toBeGreaterThanOrEqual(5);
    expect(differ.every((d) => d.includes('default')), differ.join('\n')).toBe(true);
  });
});
