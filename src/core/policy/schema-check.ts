import { compileCel, T, typeFromSchema, type CelStaticType, type SchemaHint } from '../cel/index.js';
import type { Finding } from '../findings/finding.js';
import { readCrd } from '../kube/crd.js';
import type { Manifest } from '../manifest/manifest.js';
import { admissionVariables } from './environment.js';
import { celErrorFinding, type SourceLookup } from './parse-vap.js';
import type { PolicyDefinition } from './types.js';

/**
 * The API server's "type checking" of admission policies: each expression is checked again
 * with `object` and `oldObject` typed by the schema of every CRD version the policy matches.
 * A misspelt field (`object.spec.resourceQuotas`) compiles against `dyn` but fails at runtime,
 * and with failurePolicy Fail that denies every request; the API server reports it only in the
 * policy's status.typeChecking. driftgate reports it as a warning at the expression
 * (rule `policy-pack/cel-schema`). It takes a pack's policies only: pack.ts calls it, and a type
 * taken back from pack.ts would tie the two files in a circle.
 */
export function checkPolicyTypes(pack: { readonly policies: readonly PolicyDefinition[] }, crds: readonly Manifest[], options: { sources?: SourceLookup } = {}): Finding[] {
  const out: Finding[] = [];
  for (const policy of pack.policies) {
    const seen = new Set<string>();
    for (const { label, type } of matchedSchemas(policy, crds)) {
      for (const f of checkOne(policy, type, label, options.sources)) {
        const key = `${f.pointer}\u0000${f.message}`;
        if (!seen.has(key)) {
          seen.add(key);
          out.push(f);
        }
      }
    }
  }
  return out;
}

const METADATA: CelStaticType = T.object('kubernetes.ObjectMeta', {
  name: T.string,
  generateName: T.string,
  namespace: T.string,
  labels: T.map(T.string, T.string),
  annotations: T.map(T.string, T.string),
  uid: T.string,
  resourceVersion: T.string,
  generation: T.int,
  creationTimestamp: T.timestamp,
  deletionTimestamp: T.timestamp,
  finalizers: T.list(T.string),
  ownerReferences: T.list(T.dyn),
  managedFields: T.list(T.dyn),
});

function matchedSchemas(policy: PolicyDefinition, crds: readonly Manifest[]): { label: string; type: CelStaticType }[] {
  const out: { label: string; type: CelStaticType }[] = [];
  for (const manifest of crds) {
    const crd = readCrd(manifest);
    const { group, plural } = crd;
    if (group === undefined || plural === undefined) continue;
    for (const v of crd.versions) {
      // Policies are type-checked against every version the API server serves.
      if (v.raw.served === false) continue;
      const version = v.name;
      const rules = policy.matchConstraints.resourceRules;
      const matches = rules.some(
        (r) =>
          (r.apiGroups.includes('*') || r.apiGroups.includes(group)) &&
          (r.apiVersions.includes('*') || r.apiVersions.includes(version)) &&
          r.resources.some((x) => x === '*' || x === '*/*' || x === plural),
      );
      const schema = v.schema as SchemaHint | undefined;
      if (!matches || !schema) continue;
      const base = typeFromSchema(schema, `${plural}.${group}`);
      const type = base.kind === 'object' ? T.object(base.name, { apiVersion: T.string, kind: T.string, ...base.fields, metadata: METADATA }) : base;
      out.push({ label: `${plural}.${group}/${version}`, type });
    }
  }
  return out;
}

function checkOne(policy: PolicyDefinition, objectType: CelStaticType, label: string, sources: SourceLookup | undefined): Finding[] {
  const out: Finding[] = [];
  const hasParams = policy.paramKind !== undefined;
  const declared: Record<string, CelStaticType> = {};
  const env = (hasAuthorizer: boolean): Record<string, CelStaticType> => ({
    ...admissionVariables({ hasParams, hasAuthorizer, variables: declared }),
    object: objectType,
    oldObject: objectType,
  });
  const check = (expression: string, pointer: string, vars: Record<string, CelStaticType>): CelStaticType => {
    const r = compileCel(expression, { variables: vars });
    if (r.ok) return r.program.outputType;
    const f = celErrorFinding(policy.manifest, pointer, expression, r.error, sources);
    out.push({
      ...f,
      ruleId: 'policy-pack/cel-schema',
      severity: 'warning',
      message: `${r.error.message} when ${policy.name} is checked against the schema of ${label} (expression ${r.error.line}:${r.error.column} at ${pointer})`,
      hint: 'The expression compiles against dyn, but fails at runtime on every object of this kind; with failurePolicy Fail the API server then denies every request. The API server reports this in status.typeChecking.',
    });
    return T.dyn;
  };
  for (const v of policy.variables) declared[v.name] = check(v.expression, v.pointer, env(true));
  for (const m of policy.matchConditions) check(m.expression, m.pointer, env(true));
  for (const v of policy.validations) {
    check(v.check.expression, v.check.pointer, env(true));
    if (v.messageExpression) check(v.messageExpression.expression, v.messageExpression.pointer, env(false));
  }
  for (const a of policy.auditAnnotations) check(a.expression, a.pointer, env(false));
  return out;
}
