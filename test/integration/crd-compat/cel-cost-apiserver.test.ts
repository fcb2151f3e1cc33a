// The cel-cost-exceeded estimate against a real kube-apiserver: the estimate is meant to be a
// lower bound of the API server's, so every CRD the gate reports over budget must be refused
// by a dry-run create, with the API server's own cost message. Variants the gate leaves under
// budget are listed with what the API server does, so a change of the estimator shows here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
// cel-cost.ts uses CEL through the engine slot (ADR 0010); code that imports it directly loads the engine.
import '../../../src/core/schema/engines-cel.js';
import { estimateRuleCosts, STATIC_ESTIMATED_COST_LIMIT } from '../../../src/core/crd-compat/cel-cost.js';
import { kubeRequest, randomSuffix, testKubeConfig } from '../../support/cluster.js';

const CASE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'crd-compat', 'cases', 'cel-cost-exceeded--flagged', 'head.yaml');

type Json = Record<string, unknown>;

function variant(maxItems: number | undefined, rule: string): Json {
  const crd = load(readFileSync(CASE, 'utf8')) as Json;
  const suffix = randomSuffix();
  const spec = crd.spec as Json;
  spec.group = `cost-${suffix}.example.com`;
  (crd.metadata as Json).name = `widgets.cost-${suffix}.example.com`;
  const version = (spec.versions as Json[])[0]!;
  const tags = ((((version.schema as Json).openAPIV3Schema as Json).properties as Json).spec as Json).properties as Json;
  const list = tags.tags as Json;
  if (maxItems === undefined) delete list.maxItems;
  else list.maxItems = maxItems;
  list['x-kubernetes-validations'] = [{ rule }];
  return crd;
}

function gateSaysOver(crd: Json): boolean {
  const version = ((crd.spec as Json).versions as Json[])[0]!;
  return estimateRuleCosts((version.schema as Json).openAPIV3Schema as Json).some((c) => c.total > STATIC_ESTIMATED_COST_LIMIT);
}

const CONTAINS = "self.all(t, t.contains('team'))";
const STARTS_WITH = "self.all(t, t.startsWith('team-'))";
const NESTED = 'self.all(t, self.exists(u, u == t))';

describe('cel-cost-exceeded against kube-apiserver (dry-run create)', () => {
  it.each([
    // [maxItems, rule, the gate reports it, the API server refuses it]
    [undefined, CONTAINS, true, true],
    [100_000, CONTAINS, true, true],
    [100, CONTAINS, false, false],
    [undefined, STARTS_WITH, false, false],
    [500, NESTED, true, true],
    [300, NESTED, false, true], // a miss of the lower bound: string equality is charged more by cel-go
    [150, NESTED, false, false],
  ] as const)('maxItems %s, %s: gate over %s, API server refuses %s', async (maxItems, rule, over, refused) => {
    const crd = variant(maxItems, rule);
    expect(gateSaysOver(crd)).toBe(over);
    const response = await kubeRequest(testKubeConfig(), { method: 'POST', path: '/apis/apiextensions.k8s.io/v1/customresourcedefinitions?dryRun=All', body: crd });
    if (refused) {
      expect(response.status).toBe(422);
      expect(String((response.body as Json).message)).toContain('estimated rule cost exceeds budget');
    } else {
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    }
  });
});
