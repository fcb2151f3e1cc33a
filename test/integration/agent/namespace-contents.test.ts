// What a namespace holds, read before prune deletes it, against a real API server: objects of a
// custom kind count as foreign, and a group that leaves between the read of /apis and the read of
// its own discovery document (another team deleting its CRD while the sync runs) is gone with its
// objects, not a failure of the whole sync. The race is made deterministic by deleting the CRD
// right after /apis answers, before the sync asks the group itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KubeClient, type KubeRequest } from '../../../src/io/kube/client.js';
import { foreignObjectsIn } from '../../../src/io/kube/namespace-contents.js';
import { createTestNamespace, deleteNamespace, eventually, installCrd, kubeRequest, randomSuffix, testKubeConfig } from '../../support/cluster.js';

const kc = testKubeConfig();
let namespace = '';
let client: KubeClient;

beforeAll(async () => {
  namespace = await createTestNamespace(kc, 'contents');
  client = new KubeClient({ kubeConfig: kc, userAgent: 'driftgate-tests' });
});
afterAll(async () => {
  client.close();
  await deleteNamespace(kc, namespace);
});

function gadgetCrd(group: string): object {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `gadgets.${group}` },
    spec: {
      group,
      scope: 'Namespaced',
      names: { plural: 'gadgets', singular: 'gadget', kind: 'Gadget', listKind: 'GadgetList' },
      versions: [{ name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } } }],
    },
  };
}

async function deleteCrdAndWait(group: string): Promise<void> {
  await kubeRequest(kc, { method: 'DELETE', path: `/apis/apiextensions.k8s.io/v1/customresourcedefinitions/gadgets.${group}` });
  await eventually(
    async () => {
      const doc = await kubeRequest(kc, { method: 'GET', path: `/apis/${group}/v1` });
      if (doc.status !== 404) throw new Error(`HTTP ${doc.status}`);
    },
    { timeoutMs: 60_000, intervalMs: 100, message: `${group}/v1 still served` },
  );
}

/** The real client, with a hook run once, right after the first GET /apis has answered. */
class ClientDeletingAfterGroups extends KubeClient {
  #hook: (() => Promise<void>) | undefined;
  constructor(hook: () => Promise<void>) {
    super({ kubeConfig: kc, userAgent: 'driftgate-tests' });
    this.#hook = hook;
  }
  override async request<T = unknown>(req: KubeRequest): Promise<T> {
    const answer = await super.request<T>(req);
    const hook = this.#hook;
    if (req.path === '/apis' && hook !== undefined) {
      this.#hook = undefined;
      await hook();
    }
    return answer;
  }
}

describe('namespace contents before prune', () => {
  it('counts an object of a custom kind as foreign', async () => {
    const group = `c${randomSuffix(6)}.contents.example.com`;
    await installCrd(kc, gadgetCrd(group));
    try {
      const made = await kubeRequest(kc, { method: 'POST', path: `/apis/${group}/v1/namespaces/${namespace}/gadgets`, body: { apiVersion: `${group}/v1`, kind: 'Gadget', metadata: { name: 'g1' } } });
      expect(made.status).toBe(201);
      expect(await foreignObjectsIn({ client, namespace, ownedUids: new Set() })).toEqual(['Gadget g1']);
    } finally {
      await deleteCrdAndWait(group);
    }
  });

  it('passes over a group whose CRD is deleted between the read of /apis and of the group', async () => {
    const group = `c${randomSuffix(6)}.contents.example.com`;
    await installCrd(kc, gadgetCrd(group));
    let hookRan = false;
    const racing = new ClientDeletingAfterGroups(async () => {
      await deleteCrdAndWait(group);
      hookRan = true;
    });
    try {
      // the group was listed by /apis and answers 404 when asked: its objects are gone with it
      expect(await foreignObjectsIn({ client: racing, namespace, ownedUids: new Set() })).toEqual([]);
      expect(hookRan).toBe(true);
    } finally {
      racing.close();
    }
  });
});
