import { T, type CelStaticType } from '../cel/index.js';

/**
 * The CEL variables the API server declares for ValidatingAdmissionPolicy expressions
 * (k8s.io/apiserver/pkg/admission/plugin/cel/compile.go): `object`, `oldObject` and
 * `params` are dyn; `request` and `namespaceObject` have fixed object types, so a typo in
 * `request.operaton` is a compile error exactly as in the cluster.
 */

const GVK = T.object('kubernetes.GroupVersionKind', { group: T.string, version: T.string, kind: T.string });
const GVR = T.object('kubernetes.GroupVersionResource', { group: T.string, version: T.string, resource: T.string });

export const REQUEST_TYPE: CelStaticType = T.object('kubernetes.AdmissionRequest', {
  kind: GVK,
  resource: GVR,
  subResource: T.string,
  requestKind: GVK,
  requestResource: GVR,
  requestSubResource: T.string,
  name: T.string,
  namespace: T.string,
  operation: T.string,
  userInfo: T.object('kubernetes.UserInfo', {
    username: T.string,
    uid: T.string,
    groups: T.list(T.string),
    extra: T.map(T.string, T.list(T.string)),
  }),
  dryRun: T.bool,
  options: T.dyn,
});

export const NAMESPACE_TYPE: CelStaticType = T.object('kubernetes.Namespace', {
  metadata: T.object('kubernetes.NamespaceMetadata', {
    name: T.string,
    generateName: T.string,
    namespace: T.string,
    labels: T.map(T.string, T.string),
    annotations: T.map(T.string, T.string),
    UID: T.string,
    creationTimestamp: T.timestamp,
    deletionGracePeriodSeconds: T.int,
    deletionTimestamp: T.timestamp,
    generation: T.int,
    resourceVersion: T.string,
    finalizers: T.list(T.string),
  }),
  spec: T.object('kubernetes.NamespaceSpec', { finalizers: T.list(T.string) }),
  status: T.object('kubernetes.NamespaceStatus', {
    conditions: T.list(
      T.object('kubernetes.NamespaceCondition', { status: T.string, type: T.string, lastTransitionTime: T.timestamp, message: T.string, reason: T.string }),
    ),
    phase: T.string,
  }),
});

export interface EnvironmentOptions {
  readonly hasParams: boolean;
  readonly hasAuthorizer: boolean;
  /** Composition variables declared so far, with their output types. */
  readonly variables: Readonly<Record<string, CelStaticType>>;
}

export function admissionVariables(options: EnvironmentOptions): Record<string, CelStaticType> {
  const vars: Record<string, CelStaticType> = {
    object: T.dyn,
    oldObject: T.dyn,
    request: REQUEST_TYPE,
    namespaceObject: NAMESPACE_TYPE,
    variables: T.object('kubernetes.variables', options.variables),
  };
  if (options.hasParams) vars.params = T.dyn;
  if (options.hasAuthorizer) {
    vars.authorizer = T.dyn;
    vars['authorizer.requestResource'] = T.dyn;
  }
  return vars;
}
