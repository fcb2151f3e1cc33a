/**
 * YAML texts that tests of several rooms build repositories from: a CRD that accepts any object
 * of its kind, and a ValidatingAdmissionPolicy on TenantOnboardings with its binding.
 */

/** A CRD of one served and stored version, v1, whose schema accepts any object. */
export function openCrdText(options: { readonly group: string; readonly kind: string; readonly plural: string; readonly scope?: 'Namespaced' | 'Cluster' }): string {
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${options.plural}.${options.group}
spec:
  group: ${options.group}
  names: {kind: ${options.kind}, plural: ${options.plural}, singular: ${options.kind.toLowerCase()}, listKind: ${options.kind}List}
  scope: ${options.scope ?? 'Namespaced'}
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          x-kubernetes-preserve-unknown-fields: true
`;
}

/** A policy named `name` on TenantOnboarding CREATE and UPDATE with these validations (YAML list items, indented 4), and its Deny binding. */
export function tenantPolicyText(name: string, validations: string): string {
  return `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicy
metadata: {name: ${name}}
spec:
  failurePolicy: Fail
  matchConstraints:
    resourceRules:
      - {apiGroups: [platform.example.com], apiVersions: ["*"], resources: [tenantonboardings], operations: [CREATE, UPDATE]}
  validations:
${validations}
---
apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicyBinding
metadata: {name: ${name}}
spec: {policyName: ${name}, validationActions: [Deny]}
`;
}
