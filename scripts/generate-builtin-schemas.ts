// Generates the shipped schema set of Kubernetes' built-in kinds (schemas/kubernetes/<minor>/)
// from a real kube-apiserver's /openapi/v3, plus the `+enum` values of the k8s.io/api Go
// sources at the same version (Kubernetes no longer publishes enums in its OpenAPI).
//
//   npx tsx scripts/generate-builtin-schemas.ts                 start kube-testenv (npm run build:testenv) and read it
//   npx tsx scripts/generate-builtin-schemas.ts --kubeconfig K  read the cluster of K instead (e.g. a kind cluster of another version)
//   options: --out DIR (default schemas/kubernetes/<minor of the server>), --go-api DIR (k8s.io/api sources;
//            default: the Go module cache's k8s.io/api@v0.<minor>.<patch>)
//
// test/integration/schema/builtin-schemas.test.ts regenerates from the test control plane and
// compares with the shipped files, so the set cannot drift from the server it claims to describe.
import path from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { KubeConfig } from '@kubernetes/client-node';
import { KubeClient } from '../src/io/kube/client.js';
import { generateSchemaSet, writeSchemaSet } from '../src/io/builtin-schema-generation.js';
import { REPO_ROOT, startControlPlane, type ControlPlane } from '../test/support/control-plane.js';

const { values } = parseArgs({ options: { kubeconfig: { type: 'string' }, out: { type: 'string' }, 'go-api': { type: 'string' } } });

let plane: ControlPlane | undefined;
try {
  let kubeconfig = values.kubeconfig;
  if (kubeconfig === undefined) {
    process.stderr.write('starting kube-testenv...\n');
    plane = await startControlPlane();
    kubeconfig = plane.kubeconfig;
  }
  const kc = new KubeConfig();
  kc.loadFromFile(kubeconfig);
  const output = await generateSchemaSet(new KubeClient({ kubeConfig: kc }), values['go-api']);
  for (const problem of output.problems) process.stderr.write(`warning: ${problem}\n`);
  const minor = /^v(\d+\.\d+)/.exec(output.index.kubernetesVersion)?.[1];
  if (minor === undefined) throw new Error(`unexpected server version ${output.index.kubernetesVersion}`);
  const out = path.resolve(values.out ?? path.join(REPO_ROOT, 'schemas', 'kubernetes', minor));
  await writeSchemaSet(out, output);
  const kinds = Object.values(output.index.groupVersions).reduce((n, k) => n + Object.keys(k).length, 0);
  process.stderr.write(`wrote ${output.groupVersions.size} group-versions, ${kinds} kinds of Kubernetes ${output.index.kubernetesVersion} to ${path.relative(process.cwd(), out) || '.'}\n`);
} finally {
  await plane?.stop();
}
