// vitest globalSetup of the `integration` project: one control plane for the
// whole run. Test files get its kubeconfig path through `inject`
// (see cluster.ts) and isolate themselves in their own namespaces.
//
// DRIFTGATE_TEST_KUBECONFIG=<path> skips kube-testenv and uses that cluster
// (kind, k3d, ...) instead. The cluster must run the garbage collector and the
// namespace controller (every real cluster does).
import type { TestProject } from 'vitest/node';
import { assertLoopbackOnly, assertStopped, startControlPlane } from './control-plane.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absolute path of the kubeconfig of the cluster the integration tests use. */
    driftgateKubeconfig: string;
    /** True when the cluster is a kube-testenv started by this run (not DRIFTGATE_TEST_KUBECONFIG). */
    driftgateKubeTestenv: boolean;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const existing = process.env.DRIFTGATE_TEST_KUBECONFIG;
  if (existing !== undefined && existing !== '') {
    project.provide('driftgateKubeconfig', existing);
    project.provide('driftgateKubeTestenv', false);
    return async () => undefined;
  }

  const started = Date.now();
  const controlPlane = await startControlPlane({
    // clusterrole-aggregation: deploy/agent's aggregated ClusterRoles are checked for real (deploy-rbac.test.ts)
    controllers: ['garbage-collector-controller', 'namespace-controller', 'clusterrole-aggregation-controller'],
  });
  process.stderr.write(
    `kube-testenv ${controlPlane.version} ready at ${controlPlane.server} in ${Date.now() - started} ms\n`,
  );
  try {
    // Acceptance check of every run: nothing listens beyond loopback.
    assertLoopbackOnly(controlPlane);
  } catch (error) {
    await controlPlane.stop();
    throw error;
  }
  project.provide('driftgateKubeconfig', controlPlane.kubeconfig);
  project.provide('driftgateKubeTestenv', true);

  // If vitest dies without running this teardown, kube-testenv sees EOF on its
  // stdin and shuts itself down; if kube-testenv itself is killed, the kernel
  // kills its children (Pdeathsig).
  return async () => {
    await controlPlane.stop();
    // Acceptance check of every run: no process of the control plane is left.
    // vitest only logs an error thrown here and still exits 0, so fail the run
    // through the exit code.
    try {
      assertStopped(controlPlane);
    } catch (error) {
      process.stderr.write(`kube-testenv teardown check failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    }
  };
}
