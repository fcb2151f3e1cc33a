// `check --kube-version V` and `check --kubeconfig K --schemas-from-cluster`: which schema set
// validates built-in kinds. Kept out of check.ts so the command stays a thin shell.
import type { BuiltinRegistry } from '../core/schema/builtin/index.js';
import { createBuiltinRegistry } from '../core/schema/builtin/index.js';
import { DEFAULT_KUBE_VERSION, shippedBuiltinRegistry, shippedKubeVersions, UnknownKubeVersionError } from '../io/builtin-schemas.js';
import { UsageError } from './command.js';

export const BUILTIN_SCHEMA_USAGE = `  --kube-version V    validate built-in kinds against the shipped schemas of Kubernetes V (default: ${DEFAULT_KUBE_VERSION}; shipped: ${shippedKubeVersions().join(', ')})
  --upgrade-to V      also report what breaks on Kubernetes V: built-in objects it does not serve or its schemas refuse (upgrade/*)
  --schemas-from-cluster
                      with --kubeconfig: read the schemas of built-in kinds and installed CRDs from the cluster's /openapi/v3 instead of the shipped set`;

export const BUILTIN_SCHEMA_FLAGS = {
  'kube-version': { type: 'string' },
  'upgrade-to': { type: 'string' },
  kubeconfig: { type: 'string' },
  'schemas-from-cluster': { type: 'boolean' },
} as const;

export interface BuiltinSchemaSettings {
  readonly kubeVersion: string | undefined;
  readonly kubeconfig: string | undefined;
  readonly fromCluster: boolean;
  readonly cwd: string;
}

export async function resolveBuiltinSchemas(settings: BuiltinSchemaSettings): Promise<BuiltinRegistry> {
  if (settings.fromCluster) {
    if (settings.kubeconfig === undefined) throw new UsageError('--schemas-from-cluster needs --kubeconfig');
    if (settings.kubeVersion !== undefined) throw new UsageError('--kube-version and --schemas-from-cluster exclude each other: the cluster says its version');
    // Loaded only here: the offline check never pays for the Kubernetes client.
    const { KubeClient } = await import('../io/kube/client.js');
    const { clusterSchemaSet } = await import('../io/builtin-schemas.js');
    const { loadKubeConfig } = await import('../io/kube/kubeconfig.js');
    let kc;
    try {
      // The one loader: its errors never quote the kubeconfig.
      kc = loadKubeConfig({ path: settings.kubeconfig, env: {}, cwd: settings.cwd }).kubeConfig;
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
    try {
      return createBuiltinRegistry(await clusterSchemaSet(new KubeClient({ kubeConfig: kc })));
    } catch (error) {
      throw new UsageError(`reading /openapi/v3 from the cluster failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  try {
    return shippedBuiltinRegistry(settings.kubeVersion ?? DEFAULT_KUBE_VERSION);
  } catch (error) {
    if (error instanceof UnknownKubeVersionError) throw new UsageError(error.message);
    throw error;
  }
}

/** `--upgrade-to V`: the shipped schema set of the version to upgrade to. */
export function upgradeTarget(version: string | undefined): BuiltinRegistry | undefined {
  if (version === undefined) return undefined;
  try {
    return shippedBuiltinRegistry(version);
  } catch (error) {
    if (error instanceof UnknownKubeVersionError) throw new UsageError(`--upgrade-to: ${error.message}`);
    throw error;
  }
}
