// driftgate's policy-pack/cel-schema warnings against the API server's own type checking of
// ValidatingAdmissionPolicies (status.typeChecking.expressionWarnings, written by
// kube-controller-manager's validatingadmissionpolicy-status-controller). The shared control
// plane does not run that controller, so this file starts its own.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AdmissionregistrationV1Api, KubeConfig, KubernetesObjectApi, PatchStrategy, type KubernetesObject } from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../../src/core/manifest/manifest.js';
import { isRecord } from '../../../src/core/manifest/manifest.js';
import { checkPolicyTypes, loadCrdManifests, loadPolicyPack, parseSourceFiles, type PolicyPack } from '../../../src/core/policy/index.js';
import { eventually, installCrd, TEST_FIELD_MANAGER, waitForCrdOpenApi } from '../../support/cluster.js';
import { startControlPlane, type ControlPlane } from '../../support/control-plane.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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

/**
 * The API server type-checks only rules without wildcards in apiGroups and apiVersions
 * (driftgate also checks "*" against the CRD's served versions). To compare like with like,
 * the policies are installed and checked with apiVersions ["*"] spelt out as the CRD's version.
 */
function withExplicitVersions(value: unknown, version: string): unknown {
  if (Array.isArray(value)) return value.map((v) => withExplicitVersions(v, version));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = k === 'apiVersions' && Array.isArray(v) ? v.map((x) => (x === '*' ? version : x)) : withExplicitVersions(v, version);
  }
  return out;
}

/** /spec/validations/1/messageExpression → spec.validations[1].messageExpression (the API server's fieldRef). */
function fieldRef(pointer: string): string {
  return pointer
    .slice(1)
    .split('/')
    .map((seg, i) => (/^\d+$/.test(seg) ? `[${seg}]` : i === 0 ? seg : `.${seg}`))
    .join('');
}

describe('type checking against CRD schemas matches the API server', () => {
  let controlPlane: ControlPlane | undefined;
  let kc: KubeConfig;
  let crds: Manifest[] = [];
  const packs: PolicyPack[] = [];

  beforeAll(async () => {
    controlPlane = await startControlPlane({ controllers: ['validatingadmissionpolicy-status-controller'] });
    kc = new KubeConfig();
    kc.loadFromFile(controlPlane.kubeconfig);
    crds = loadCrdManifests(readYaml('deploy/crds'));
    for (const crd of crds) await installCrd(kc, crd.object);
    // The type checker resolves the CRD's schema through OpenAPI discovery. A policy checked
    // before the schema is published is checked against nothing: no warnings, and that answer
    // is final for the policy's generation. So the policies go in only once it is published.
    for (const crd of crds) await waitForCrdOpenApi(kc, crd.object);
    const client = KubernetesObjectApi.makeApiClient(kc);
    for (const dir of ['policies', 'test/integration/policy/testdata/extra-pack']) {
      const parsed = parseSourceFiles(readYaml(dir));
      const documents = parsed.documents.map((d) => ({ ...d, value: withExplicitVersions(d.value, 'v1alpha1') }));
      const { pack } = loadPolicyPack({ documents });
      packs.push(pack);
      // Policies only: type checking needs no binding, and nothing is admitted here.
      for (const policy of pack.policies) {
        const body = JSON.parse(JSON.stringify(policy.manifest.object)) as KubernetesObject;
        await client.patch(body, undefined, undefined, TEST_FIELD_MANAGER, true, PatchStrategy.ServerSideApply);
      }
    }
  }, 240_000);

  afterAll(async () => {
    await controlPlane?.stop();
  });

  it('warns about exactly the expressions the API server warns about', async () => {
    const api = kc.makeApiClient(AdmissionregistrationV1Api);
    let total = 0;
    for (const pack of packs) {
      // The API server reports validations and message expressions only.
      const offline = checkPolicyTypes(pack, crds)
        .map((f) => `${f.object?.name ?? ''} ${fieldRef(f.pointer ?? '')}`)
        .filter((w) => / spec\.validations\[/.test(w))
        .sort();
      const server = await eventually(
        async () => {
          const out: string[] = [];
          for (const policy of pack.policies) {
            const live = await api.readValidatingAdmissionPolicy({ name: policy.name });
            if (live.status?.observedGeneration !== live.metadata?.generation) throw new Error(`${policy.name} not type-checked yet`);
            for (const w of live.status?.typeChecking?.expressionWarnings ?? []) out.push(`${policy.name} ${w.fieldRef}`);
          }
          return out.sort();
        },
        { timeoutMs: 90_000, intervalMs: 500, message: 'the API server did not type-check the policies' },
      );
      expect(offline).toEqual(server);
      total += server.length;
    }
    // The extra pack holds two deliberate schema mistakes; the default pack none.
    expect(total).toBe(2);
  }, 180_000);
});
