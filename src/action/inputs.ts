/**
 * The Action's inputs and outputs, named once. Names are kebab-case as in action.yml;
 * the runner passes input `fail-on` as the environment variable `INPUT_FAIL-ON`.
 */
export const INPUTS = {
  /** Files or directories to check, one per line or comma-separated. */
  paths: 'paths',
  /** Directory of the policy pack. */
  policies: 'policies',
  /** Extra CRD files or directories, one per line or comma-separated (deploy/crds/ is always read). */
  crds: 'crds',
  /** The CRD compatibility gate's configuration file. */
  crdCompatConfig: 'crd-compat-config',
  /** A SyncScope file: every object is judged against what the sync agent may write. */
  scope: 'scope',
  /** With scope: the namespace the sync gives objects that name none. */
  defaultNamespace: 'default-namespace',
  failOn: 'fail-on',
  mode: 'mode',
  token: 'token',
  kubeconfig: 'kubeconfig',
  comment: 'comment',
  sarifFile: 'sarif-file',
  /** Where results are written for a later `publish` (or read from, with `mode: publish`). */
  resultsFile: 'results-file',
} as const;
export type InputName = (typeof INPUTS)[keyof typeof INPUTS];

export const OUTPUTS = {
  errors: 'errors',
  warnings: 'warnings',
  infos: 'infos',
  findings: 'findings',
  sarifFile: 'sarif-file',
  resultsFile: 'results-file',
  conclusion: 'conclusion',
} as const;
export type OutputName = (typeof OUTPUTS)[keyof typeof OUTPUTS];

/** The environment variable the runner sets for an input: upper-cased, spaces to `_`, hyphens kept. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}
