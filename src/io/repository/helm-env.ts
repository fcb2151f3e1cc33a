import path from 'node:path';

/**
 * Helm's configuration, cache, data, plugins, repositories and registry configuration, all in
 * an empty directory under the render's temporary directory: no plugin runs, no repository or
 * registry is known, no credentials are found. For `helm template` and for kustomize's helm.
 */
export function helmSandboxEnv(dir: string): Record<string, string> {
  const home = path.join(dir, '.helm-sandbox');
  return {
    HELM_CACHE_HOME: path.join(home, 'cache'),
    HELM_CONFIG_HOME: path.join(home, 'config'),
    HELM_DATA_HOME: path.join(home, 'data'),
    HELM_PLUGINS: path.join(home, 'plugins'),
    HELM_REGISTRY_CONFIG: path.join(home, 'registry.json'),
    HELM_REPOSITORY_CONFIG: path.join(home, 'repositories.yaml'),
    HELM_REPOSITORY_CACHE: path.join(home, 'repository'),
    HELM_NO_PLUGINS: '1',
    HELM_KUBECONTEXT: '',
  };
}
