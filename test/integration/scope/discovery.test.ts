// Namespaced-ness from the API server (issue 23): a kind the API server serves cluster-scoped,
// with a commit whose own CRD says Namespaced and an object of it "in" a tenant namespace. Offline
// the commit's CRD decides and the object passes the scope; with discovery it is judged as the API
// server stores it (cluster-wide), and the disagreement is an error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFiles } from '../../../src/core/check/check.js';
import { DEFAULT_SCOPE } from '../../../src/core/scope/config.js';
import { evaluateScope } from '../../../src/core/scope/evaluate.js';
import { kindsToDiscover } from '../../../src/core/scope/kinds.js';
import { KubeClient } from '../../../src/io/kube/client.js';
import { discoverKinds, Discovery } from '../../../src/io/kube/discovery.js';
import { installCrd, kubeRequest, randomSuffix, testKubeConfig } from '../../support/cluster.js';

const kc = testKubeConfig();
const group = `scope-${randomSuffix(6)}.example.com`;
const crdName = `gadgets.${group}`;
let client: KubeClient;

const crd = (scope: 'Namespaced' | 'Cluster'): string => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${crdName}
spec:
  group: ${group}
  scope: ${scope}
  names: { kind: Gadget, plural: gadgets, singular: gadget, listKind: GadgetList }
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema: { type: object, x-kubernetes-preserve-unknown-fields: true }
`;

const gadget = `apiVersion: ${group}/v1
kind: Gadget
metadata:
  name: g
  namespace: team-a
`;

const configMap = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n  namespace: team-a\n';

beforeAll(async () => {
  const { load } = await import('js-yaml');
  await installCrd(kc, load(crd('Cluster')) as object);
  client = new KubeClient({ kubeConfig: kc, userAgent: 'driftgate-tests' });
});

afterAll(async () => {
  await kubeRequest(kc, { method: 'DELETE', path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/${crdName}` });
  client?.close();
});

describe('scope with namespaced-ness from discovery', () => {
  it('a commit CRD that says Namespaced for a kind served cluster-scoped is refused, and its object is judged cluster-wide', async () => {
    const enc = new TextEncoder();
    const { manifests } = parseFiles([
      { path: 'crds/gadget.yaml', bytes: enc.encode(crd('Namespaced')) },
      { path: 'apps/gadget.yaml', bytes: enc.encode(gadget) },
      { path: 'apps/cm.yaml', bytes: enc.encode(configMap) },
    ]);
    const crds = manifests.filter((m) => m.object.kind === 'CustomResourceDefinition');
    const scope = { ...DEFAULT_SCOPE, namespaces: ['team-*'], clusterKinds: ['Namespace', 'apiextensions.k8s.io/CustomResourceDefinition'] };
    const located = (findings: readonly { ruleId: string; file?: string; line?: number }[]): string[] => findings.map((f) => `${f.ruleId} ${f.file}:${f.line}`);

    // offline: the commit's CRD decides, and the object passes
    expect(located(evaluateScope({ manifests, scope }))).toEqual([]);

    const discovered = await discoverKinds(new Discovery({ client }), kindsToDiscover(manifests, crds));
    expect(discovered.get(`${group}/v1/Gadget`)).toBe(false);
    expect(discovered.get('v1/ConfigMap')).toBe(true);
    expect(located(evaluateScope({ manifests, scope, discovered }))).toEqual([
      'scope/kind-scope-mismatch crds/gadget.yaml:7',
      'scope/namespace-on-cluster-kind apps/gadget.yaml:5',
      'scope/cluster-kind-not-allowed apps/gadget.yaml:2',
    ]);
  });
});
