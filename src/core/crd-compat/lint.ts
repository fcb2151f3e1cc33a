import { isRecord } from '../manifest/manifest.js';
import { childPath, itemsPath, valuesPath } from '../kube/schema-path.js';
import type { CrdVersion, Rule, SingleContext } from './types.js';
import { escapeSegment } from '../yaml/pointer.js';

/**
 * API-convention lints for CRD authors, opt in (`crd-diff --lint`, `lint: true` in
 * policies/crd-compat.yaml): the conventions Kubernetes API reviewers enforce, read from the CRD
 * YAML rather than Go types. They run as single-CRD checks, so only violations new at head are
 * reported (a CRD that already had a boolean is not failed for it again): ratcheted, as
 * openshift/crd-schema-checker's RatchetCompare does. In `check` they are warnings.
 */

const CONVENTIONS = 'https://github.com/kubernetes/community/blob/master/contributors/devel/sig-architecture/api-conventions.md';
const KAL = 'https://github.com/kubernetes-sigs/kube-api-linter';
const CRD_SCHEMA_CHECKER = 'https://github.com/openshift/crd-schema-checker';

interface LintNode {
  readonly schema: Readonly<Record<string, unknown>>;
  /** Schema path in the custom resource: `.spec.items[*].name`. */
  readonly path: string;
  /** JSON pointer relative to the version's openAPIV3Schema. */
  readonly pointer: string;
}

/** Every schema node of a version, with its path; metadata (ObjectMeta, owned by the API server) is skipped. */
function* nodesOf(schema: Readonly<Record<string, unknown>>): Generator<LintNode> {
  const stack: LintNode[] = [{ schema, path: '', pointer: '' }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    yield node;
    const { schema: s, path, pointer } = node;
    if (isRecord(s.properties)) {
      for (const [name, child] of Object.entries(s.properties)) {
        if (!isRecord(child) || (path === '' && (name === 'metadata' || name === 'apiVersion' || name === 'kind'))) continue;
        stack.push({ schema: child, path: childPath(path, name), pointer: `${pointer}/properties/${escapeSegment(name)}` });
      }
    }
    if (isRecord(s.items)) stack.push({ schema: s.items, path: itemsPath(path), pointer: `${pointer}/items` });
    if (isRecord(s.additionalProperties)) stack.push({ schema: s.additionalProperties, path: valuesPath(path), pointer: `${pointer}/additionalProperties` });
  }
}

type LintVisit = (node: LintNode, version: CrdVersion, report: (r: { message: string; hint: string; at?: string }) => void) => void;

/** A lint rule: `visit` looks at every schema node of every version; the rule's id keys what it reports. */
function lintRule(rule: Pick<Rule, 'id' | 'summary' | 'defaultSeverity'> & { readonly visit: LintVisit }): Rule {
  const { visit, ...meta } = rule;
  return { ...meta, tier: 'meta', onSingle: (ctx) => lintEach(ctx, visit, rule.id) };
}

function lintEach(ctx: SingleContext, visit: LintVisit, rule: string): void {
  for (const version of ctx.crd.versions) {
    if (!version.schema) continue;
    for (const node of nodesOf(version.schema)) {
      visit(node, version, (r) =>
        ctx.report({
          version: version.name,
          path: node.path,
          message: r.message,
          hint: r.hint,
          ratchet: 'not-applicable',
          existing: 'unaffected: a convention for the API, not a change to stored objects',
          anchor: { manifest: ctx.crd.manifest, pointer: `${version.schemaPointer}${node.pointer}${r.at ?? ''}` },
          key: `${rule}|${version.name}|${node.path}|${r.message}`,
        }),
      );
    }
  }
}

const isObjectSchema = (s: Readonly<Record<string, unknown>>): boolean => s.type === 'object' && (isRecord(s.properties) || isRecord(s.additionalProperties));

export const lintNoBools: Rule = lintRule({
  id: 'lint-no-bools',
  summary: `A boolean field: options tend to grow past two, and a bool cannot (advisory; api-conventions.md "Primitive types", kube-api-linter nobools, crd-schema-checker NoBools)`,
  defaultSeverity: 'warning',
  visit: (node, _version, report) => {
    if (node.schema.type !== 'boolean' || !node.path.startsWith('.spec')) return;
    report({
      message: 'boolean field: when a third option arrives it cannot be added without a new field',
      hint: `Prefer a string enum (e.g. Enabled | Disabled) that can grow. See ${CONVENTIONS}#primitive-types ("Think twice about bool fields"), ${KAL} (nobools), ${CRD_SCHEMA_CHECKER} (NoBools).`,
    });
  },
});

export const lintNoMapsOfStructs: Rule = lintRule({
  id: 'lint-no-maps-of-structs',
  summary: 'A map whose values are objects (additionalProperties with an object schema): use a list of named items with x-kubernetes-list-type: map (api-conventions.md "Lists of named subobjects preferred over maps", kube-api-linter nomaps, crd-schema-checker NoMaps)',
  defaultSeverity: 'error',
  visit: (node, _version, report) => {
    const values = node.schema.additionalProperties;
    if (!isRecord(values) || !isObjectSchema(values)) return;
    report({
      message: 'map of objects: additionalProperties holds an object schema',
      hint: `Use a list of objects with a name field, x-kubernetes-list-type: map and x-kubernetes-list-map-keys: [name]. See ${CONVENTIONS}#lists-of-named-subobjects-preferred-over-maps, ${KAL} (nomaps), ${CRD_SCHEMA_CHECKER} (NoMaps).`,
      at: '/additionalProperties',
    });
  },
});

export const lintListTypeMissing: Rule = lintRule({
  id: 'lint-list-type-missing',
  summary: 'An array without x-kubernetes-list-type: server-side apply treats it as atomic, so two managers replace each other\'s items (server-side apply merge strategy, kube-api-linter ssatags, crd-schema-checker ListsMustHaveSSATags)',
  defaultSeverity: 'error',
  visit: (node, _version, report) => {
    if (node.schema.type !== 'array' || typeof node.schema['x-kubernetes-list-type'] === 'string') return;
    report({
      message: 'array without x-kubernetes-list-type',
      hint: `Declare how server-side apply merges it: x-kubernetes-list-type: atomic, set (unique scalars) or map (with x-kubernetes-list-map-keys). See https://kubernetes.io/docs/reference/using-api/server-side-apply/#merge-strategy, ${KAL} (ssatags), ${CRD_SCHEMA_CHECKER} (ListsMustHaveSSATags).`,
    });
  },
});

/** metav1.Condition: what every condition carries. */
const CONDITION_REQUIRED = ['type', 'status', 'lastTransitionTime', 'reason', 'message'] as const;

export const lintConditionsShape: Rule = lintRule({
  id: 'lint-conditions-shape',
  summary: 'status.conditions not in the standard shape: a list map keyed by type whose items carry type, status (True|False|Unknown), lastTransitionTime, reason and message, as metav1.Condition (api-conventions.md "Typical status properties", kube-api-linter conditions, crd-schema-checker ConditionsMustHaveProperSSATags)',
  defaultSeverity: 'error',
  visit: (node, _version, report) => {
    if (node.path !== '.status.conditions' || node.schema.type !== 'array') return;
    const problems: string[] = [];
    if (node.schema['x-kubernetes-list-type'] !== 'map') problems.push('x-kubernetes-list-type is not map');
    const keys = node.schema['x-kubernetes-list-map-keys'];
    if (!Array.isArray(keys) || keys.length !== 1 || keys[0] !== 'type') problems.push('x-kubernetes-list-map-keys is not [type]');
    const item = isRecord(node.schema.items) ? node.schema.items : {};
    const properties = isRecord(item.properties) ? item.properties : {};
    const required = Array.isArray(item.required) ? item.required : [];
    const missing = CONDITION_REQUIRED.filter((name) => !Object.hasOwn(properties, name));
    if (missing.length > 0) problems.push(`items lack ${missing.join(', ')}`);
    const optional = CONDITION_REQUIRED.filter((name) => Object.hasOwn(properties, name) && !required.includes(name));
    if (optional.length > 0) problems.push(`${optional.join(', ')} not required`);
    const status = properties.status;
    const values = isRecord(status) && Array.isArray(status.enum) ? status.enum : [];
    if (isRecord(status) && !['True', 'False', 'Unknown'].every((v) => values.includes(v))) problems.push('status is not an enum of True, False, Unknown');
    if (problems.length === 0) return;
    report({
      message: `conditions not in the standard shape: ${problems.join('; ')}`,
      hint: `Use metav1.Condition (+listType=map, +listMapKey=type) so kubectl wait, kstatus and server-side apply read and merge conditions by type. See ${CONVENTIONS}#typical-status-properties, ${KAL} (conditions), ${CRD_SCHEMA_CHECKER} (ConditionsMustHaveProperSSATags).`,
    });
  },
});

export const lintNoFloats: Rule = lintRule({
  id: 'lint-no-floats',
  summary: 'A floating-point field (type number): floats do not round-trip across languages and encodings; use integers or a resource.Quantity string (api-conventions.md "Primitive types", kube-api-linter nofloats, crd-schema-checker NoFloats)',
  defaultSeverity: 'error',
  visit: (node, _version, report) => {
    if (node.schema.type !== 'number') return;
    report({
      message: 'floating-point field (type: number)',
      hint: `Use an integer (in the smallest unit) or a resource.Quantity string. See ${CONVENTIONS}#primitive-types, ${KAL} (nofloats), ${CRD_SCHEMA_CHECKER} (NoFloats).`,
    });
  },
});

/** The API-convention lints, in documentation order. Opt in: not part of RULES unless lint is on. */
export const LINT_RULES: readonly Rule[] = [lintNoMapsOfStructs, lintListTypeMissing, lintConditionsShape, lintNoFloats, lintNoBools];
