import { isCrdManifest } from '../kube/crd.js';
import { findingsChars, formatLocation, sortFindings, type Finding, type RuleInfo, type Severity } from '../findings/finding.js';
import { isRecord, loadManifests, splitApiVersion, verdictItem, type KubeObject, type Manifest } from '../manifest/manifest.js';
import type { YamlDocument } from '../yaml/parse.js';
import { getAtPointer, toPointer } from '../yaml/pointer.js';
import { admit, decisionMessage, namespaceObjectFor, newAdmissionCache, paramIndex, PolicyIndex, type AdmissionAttributes, type Decision } from './admission.js';
import { CONFIG_KIND, DEFAULT_CONFIG, parseConfig, type PolicyConfig } from './config.js';
import { CROSS_RULES, crossDocumentFindings, type CrossFactsMemo, type KeptFiles, type LiveNamespace } from './cross.js';
import { BINDING_KIND, parseBinding, parsePolicy, POLICY_KIND, type SourceLookup } from './parse-vap.js';
import { ResourceCatalog, type ResourceInfo } from './resources.js';
import { checkPolicyTypes } from './schema-check.js';
import type { PolicyBinding, PolicyDefinition, ValidationAction } from './types.js';
import { applyWaivers } from './waivers.js';
import type { VerdictStore } from '../memo/verdict-memo.js';

/**
 * The policy pack: `policies/` (ValidatingAdmissionPolicies, their bindings, parameter
 * objects and driftgate.yaml) loaded once, evaluated against every manifest of a repository.
 *
 *   const { pack, findings } = loadPolicyPack({ documents });      // pack problems: exit code 2
 *   const more = evaluatePolicyPack(pack, { manifests, now });      // violations
 */

export const POLICY_TEST_KIND = 'PolicyTest';
/** API group of driftgate's own configuration documents; never cluster objects. */
export const DRIFTGATE_GROUP = 'policy.driftgate.dev';

export interface PolicyPack {
  readonly policies: readonly PolicyDefinition[];
  /** Bindings by policy name (only bindings whose policy loaded). */
  readonly bindings: ReadonlyMap<string, readonly PolicyBinding[]>;
  /** Other objects in the pack directory: candidates for paramRef. */
  readonly params: readonly Manifest[];
  readonly config: PolicyConfig;
  /** Source text lookup given to loadPolicyPack, for precise columns in later findings. */
  readonly sources?: SourceLookup;
}

export interface LoadPolicyPackInput {
  /** Parsed YAML documents of the pack directory (policy test files are recognised and skipped). */
  readonly documents: readonly YamlDocument[];
  /** Raw file text by path, for exact columns of CEL errors inside YAML strings. */
  readonly sources?: SourceLookup;
}

/** True for findings that mean the pack itself is broken (exit code 2 rather than 1). */
export function isPackProblem(f: Finding): boolean {
  return f.ruleId.startsWith('policy-pack/') && f.severity === 'error';
}

export function loadPolicyPack(input: LoadPolicyPackInput): { pack: PolicyPack; findings: Finding[] } {
  const findings: Finding[] = [];
  const configDocs: YamlDocument[] = [];
  const objectDocs: YamlDocument[] = [];
  for (const doc of input.documents) {
    const v = doc.value;
    if (isRecord(v) && v.kind === CONFIG_KIND) configDocs.push(doc);
    else if (isRecord(v) && v.kind === POLICY_TEST_KIND) continue;
    // Other driftgate configuration in the directory (e.g. crd-compat.yaml) is not part of the pack.
    else if (isRecord(v) && typeof v.apiVersion === 'string' && v.apiVersion.startsWith(DRIFTGATE_GROUP + '/')) continue;
    else objectDocs.push(doc);
  }
  let config: PolicyConfig = DEFAULT_CONFIG;
  if (configDocs.length > 0) {
    const first = configDocs[0] as YamlDocument;
    const parsed = parseConfig(first);
    config = parsed.config;
    findings.push(...parsed.findings);
    for (const extra of configDocs.slice(1)) {
      const loc = extra.locate('');
      findings.push({
        ruleId: 'policy-pack/config', severity: 'error', file: loc.file, line: loc.line, column: loc.column,
        message: `a second ${CONFIG_KIND} document; the pack already has one at ${formatLocation(first.locate(''))}`,
        hint: 'Keep one driftgate.yaml per policy pack.',
      });
    }
  }
  const loaded = loadManifests(objectDocs);
  findings.push(...loaded.findings.map((f) => ({ ...f, ruleId: f.ruleId.startsWith('manifest/') ? 'policy-pack/invalid-document' : f.ruleId })));

  const policies: PolicyDefinition[] = [];
  const policyByName = new Map<string, PolicyDefinition>();
  const declaredPolicies = new Map<string, Manifest>();
  const bindingManifests: Manifest[] = [];
  const params: Manifest[] = [];
  for (const m of loaded.manifests) {
    const { group } = splitApiVersion(m.object.apiVersion);
    if (m.object.kind === POLICY_KIND && (group === 'admissionregistration.k8s.io' || group === '')) {
      const name = m.object.metadata.name ?? '';
      const earlier = declaredPolicies.get(name);
      if (earlier) {
        findings.push(problem(m, '/metadata/name', 'policy-pack/duplicate-policy', `ValidatingAdmissionPolicy "${name}" is defined twice; the other definition is at ${formatLocation(earlier.locate('/metadata/name'))}`));
        continue;
      }
      declaredPolicies.set(name, m);
      const parsed = parsePolicy(m, input.sources);
      findings.push(...parsed.findings);
      if (parsed.policy) {
        policies.push(parsed.policy);
        policyByName.set(name, parsed.policy);
      }
    } else if (m.object.kind === BINDING_KIND && (group === 'admissionregistration.k8s.io' || group === '')) {
      bindingManifests.push(m);
    } else {
      params.push(m);
    }
  }
  const bindings = new Map<string, PolicyBinding[]>();
  const bindingNames = new Map<string, Manifest>();
  for (const m of bindingManifests) {
    const name = m.object.metadata.name ?? '';
    const earlier = bindingNames.get(name);
    if (earlier) {
      findings.push(problem(m, '/metadata/name', 'policy-pack/duplicate-binding', `ValidatingAdmissionPolicyBinding "${name}" is defined twice; the other definition is at ${formatLocation(earlier.locate('/metadata/name'))}`));
      continue;
    }
    bindingNames.set(name, m);
    const parsed = parseBinding(m);
    findings.push(...parsed.findings);
    const b = parsed.binding;
    if (!b) continue;
    if (!declaredPolicies.has(b.policyName)) {
      findings.push(problem(m, '/spec/policyName', 'policy-pack/missing-policy',
        `binding "${b.name}" names policy "${b.policyName}", which is not in the pack${declaredPolicies.size > 0 ? ` (policies: ${[...declaredPolicies.keys()].sort().join(', ')})` : ''}`,
        'Fix spec.policyName, or add the ValidatingAdmissionPolicy to policies/.'));
      continue;
    }
    if (!policyByName.has(b.policyName)) continue; // the policy has its own findings
    const list = bindings.get(b.policyName) ?? [];
    list.push(b);
    bindings.set(b.policyName, list);
    const policy = policyByName.get(b.policyName);
    if (policy?.paramKind && !b.paramRef) {
      findings.push(problem(m, '/spec', 'policy-pack/invalid-binding',
        `policy "${b.policyName}" has paramKind ${policy.paramKind.kind}, so binding "${b.name}" needs spec.paramRef; the API server would deny every matching request`));
    }
  }
  for (const p of policies) {
    if (!bindings.has(p.name)) {
      findings.push({ ...problem(p.manifest, '/metadata/name', 'policy-pack/unbound-policy',
        `ValidatingAdmissionPolicy "${p.name}" has no binding, so neither driftgate nor the API server enforces it`,
        'Add a ValidatingAdmissionPolicyBinding with spec.policyName: ' + p.name + '.'), severity: 'warning' });
    }
  }
  return { pack: { policies, bindings, params, config, ...(input.sources ? { sources: input.sources } : {}) }, findings: sortFindings(findings) };
}

function problem(m: Manifest, pointer: string, ruleId: string, message: string, hint?: string): Finding {
  const loc = m.locate(pointer);
  return { ruleId, severity: 'error', message, file: loc.file, line: loc.line, column: loc.column, pointer: m.base + pointer, object: m.ref, ...(hint ? { hint } : {}) };
}

export interface EvaluateInput {
  /** Every object of the checked repository at head. */
  readonly manifests: readonly Manifest[];
  /** CRDs that define custom kinds (those among `manifests` are found automatically). */
  readonly crds?: readonly Manifest[];
  /** The same objects at the base revision: present objects are admitted as UPDATE with oldObject. */
  readonly baseManifests?: readonly Manifest[];
  /** The clock, for waiver expiry. */
  readonly now: Date;
  /** Schema defaulting (from the CRD validator), applied before evaluation as the API server does. */
  readonly applyDefaults?: (manifest: Manifest) => KubeObject;
  /** Files a pull request changed: cross-document findings prefer to sit there. */
  readonly focusFiles?: ReadonlySet<string>;
  /** When set, admission policies are evaluated only for objects in these files (the rest are unchanged). */
  readonly admitFiles?: ReadonlySet<string>;
  /** When set, cross-document findings are built only for objects in these files (the others would be dropped). */
  readonly reportFiles?: ReadonlySet<string>;
  /** Apply waivers (default true). The fidelity test compares verdicts before waivers: the cluster knows none. */
  readonly waivers?: boolean;
  /** The cluster's namespaces, when the check reads a live cluster: a tenant may not claim one that is not its own. */
  readonly liveNamespaces?: ReadonlyMap<string, LiveNamespace>;
  /**
   * The objects at the base revision of a pull request: annotation waivers then count only when
   * the base object already carried them (a change cannot waive its own findings).
   */
  readonly waiverBase?: readonly Manifest[];
  /** The pack's type-check findings against `crds` (checkPolicyTypes), when the caller computed them once per run. */
  readonly typeFindings?: readonly Finding[];
  /**
   * Admission verdicts of earlier runs (see VerdictMemo): the memo, this run's file texts by path,
   * and the pack as its caller read it (`packKey`: its files, or anything that changes with them).
   * Used only without base objects (every object is a CREATE).
   */
  readonly verdicts?: { readonly memo: VerdictStore; readonly texts: ReadonlyMap<string, string>; readonly packKey: string };
  /** The cross-document facts of files, kept from the last evaluation of this process (the agent's). */
  readonly crossFacts?: CrossFactsMemo;
  /** Files not among `manifests` whose cross-document facts were kept (see KeptFiles): with `reportFiles` only. */
  readonly keptFiles?: KeptFiles;
}

export const VAP_RULE_PREFIX = 'vap/';

/** Evaluates the pack against a repository. Pure; `now` is the only clock. */
export function evaluatePolicyPack(pack: PolicyPack, input: EvaluateInput): Finding[] {
  const catalogCrds = [...(input.crds ?? []), ...input.manifests.filter(isCrdManifest)];
  const catalog = new ResourceCatalog(catalogCrds);
  const config = pack.config;
  const namespaces = new Map<string, KubeObject>();
  for (const m of input.manifests) if (m.object.kind === 'Namespace' && m.object.apiVersion === 'v1' && m.object.metadata.name) namespaces.set(m.object.metadata.name, m.object);
  const base = new Map<string, KubeObject>();
  for (const m of input.baseManifests ?? []) base.set(identity(m, catalog, config), m.object);
  const env = { catalog, params: paramIndex([...pack.params, ...input.manifests]) };

  const findings: Finding[] = [];
  if (pack.policies.length > 0) {
    const ctx = { config, namespaces, namespaceObjects: new Map<string, Record<string, unknown>>(), applyDefaults: input.applyDefaults };
    const index = new PolicyIndex(pack.policies, pack.bindings);
    const verdicts = input.verdicts
      ? input.verdicts.memo.scope<readonly Finding[] | 0>('admission', admissionContext(input.verdicts.packKey, pack, catalogCrds, namespaces, env.params, input.applyDefaults !== undefined), input.verdicts.texts)
      : undefined;
    for (const manifest of input.manifests) {
      if (input.admitFiles && !input.admitFiles.has(manifest.file)) continue;
      const resource = catalog.lookup(manifest.object.apiVersion, manifest.object.kind);
      const oldObject = base.size > 0 ? base.get(identity(manifest, catalog, config)) : undefined;
      // An UPDATE's verdict is kept under the old object's text too (see verdictItem).
      const item = verdicts ? verdictItem(manifest, oldObject) : undefined;
      const kept = item !== undefined ? verdicts?.get(manifest.file, item) : undefined;
      if (kept !== undefined) {
        if (kept !== 0) for (const f of kept) findings.push(f);
        continue;
      }
      const start = findings.length;
      // Objects of a kind no policy can match are not prepared at all (no defaulting, no CEL values).
      const candidates = index.candidates(resource, oldObject ? 'UPDATE' : 'CREATE');
      if (candidates.length > 0) {
        const attrs = attributes(manifest, resource, oldObject, ctx);
        for (const policy of candidates) {
          for (const d of admit(policy, pack.bindings.get(policy.name) ?? [], attrs, env)) findings.push(...decisionFindings(d, attrs));
        }
      }
      if (verdicts && item !== undefined) {
        // 0: no findings, nearly every object's verdict, kept without a list of its own.
        const own = findings.length === start ? 0 : findings.slice(start);
        verdicts.set(manifest.file, item, own, own === 0 ? 0 : findingsChars(own));
      }
    }
  }
  // Type checking against the CRD schemas the policies match (the API server's status.typeChecking).
  findings.push(...(input.typeFindings ?? checkPolicyTypes(pack, catalogCrds, pack.sources ? { sources: pack.sources } : {})));
  findings.push(
    ...crossDocumentFindings({
      manifests: input.manifests,
      config,
      catalog,
      ...(input.focusFiles ? { focusFiles: input.focusFiles } : {}),
      ...(input.reportFiles ? { reportFiles: input.reportFiles } : {}),
      ...(input.liveNamespaces ? { liveNamespaces: input.liveNamespaces } : {}),
      ...(input.crossFacts ? { factsMemo: input.crossFacts } : {}),
      ...(input.keptFiles ? { keptFiles: input.keptFiles } : {}),
    }),
  );
  if (input.waivers === false) return sortFindings(findings);
  return sortFindings(
    applyWaivers(findings, {
      manifests: input.manifests,
      entries: config.waivers,
      now: input.now,
      limits: config.waiverLimits,
      ...(input.waiverBase ? { base: input.waiverBase } : {}),
    }),
  );
}

/**
 * Everything but the object that one object's admission verdict depends on: the pack, the CRDs
 * (resources, scopes, defaulting), the repository's Namespaces (namespaceObject, selectors) and
 * every parameter object a policy of the pack can bind.
 */
function admissionContext(
  packKey: string,
  pack: PolicyPack,
  crds: readonly Manifest[],
  namespaces: ReadonlyMap<string, KubeObject>,
  params: (apiVersion: string, kind: string) => readonly Manifest[],
  defaulted: boolean,
): string {
  const paramKinds = new Map<string, { apiVersion: string; kind: string }>();
  for (const p of pack.policies) if (p.paramKind) paramKinds.set(`${p.paramKind.apiVersion}\u0000${p.paramKind.kind}`, p.paramKind);
  return JSON.stringify({
    packKey,
    crds: crds.map((m) => [m.file, m.object]),
    namespaces: [...namespaces],
    params: [...paramKinds.values()].map((k) => params(k.apiVersion, k.kind).map((m) => [m.file, m.object])),
    defaulted,
  });
}

function identity(m: Manifest, catalog: ResourceCatalog, config: PolicyConfig): string {
  const r = catalog.lookup(m.object.apiVersion, m.object.kind);
  const ns = r.namespaced ? m.object.metadata.namespace ?? config.request.defaultNamespace : '';
  return `${r.group}\u0000${m.object.kind}\u0000${ns}\u0000${m.object.metadata.name ?? ''}`;
}

function attributes(
  manifest: Manifest,
  resource: ResourceInfo,
  oldObject: KubeObject | undefined,
  ctx: {
    config: PolicyConfig;
    namespaces: ReadonlyMap<string, KubeObject>;
    /** namespaceObject per namespace, shared by the objects in it. */
    namespaceObjects: Map<string, Record<string, unknown>>;
    applyDefaults: ((m: Manifest) => KubeObject) | undefined;
  },
): AdmissionAttributes {
  const namespace = resource.namespaced ? manifest.object.metadata.namespace ?? ctx.config.request.defaultNamespace : '';
  let object = ctx.applyDefaults ? ctx.applyDefaults(manifest) : manifest.object;
  if (resource.namespaced && object.metadata.namespace !== namespace) object = { ...object, metadata: { ...object.metadata, namespace } };
  const isNamespace = manifest.object.kind === 'Namespace' && manifest.object.apiVersion === 'v1';
  let namespaceObject: Record<string, unknown> | null = null;
  let namespaceLabels: Record<string, string> | undefined;
  if (resource.namespaced) {
    namespaceObject = ctx.namespaceObjects.get(namespace) ?? null;
    if (!namespaceObject) {
      namespaceObject = namespaceObjectFor(namespace, ctx.namespaces.get(namespace));
      ctx.namespaceObjects.set(namespace, namespaceObject);
    }
    namespaceLabels = (namespaceObject.metadata as { labels: Record<string, string> }).labels;
  } else if (isNamespace) {
    namespaceLabels = { ...(object.metadata.labels ?? {}), 'kubernetes.io/metadata.name': object.metadata.name ?? '' };
    object = { ...object, metadata: { ...object.metadata, labels: namespaceLabels } };
  }
  return {
    manifest,
    object,
    ...(oldObject ? { oldObject } : {}),
    operation: oldObject ? 'UPDATE' : 'CREATE',
    resource,
    namespace,
    namespaceObject,
    ...(namespaceLabels ? { namespaceLabels } : {}),
    userInfo: ctx.config.request.userInfo,
    cache: newAdmissionCache(),
  };
}

const SEVERITY_OF: Record<ValidationAction, Severity> = { Deny: 'error', Warn: 'warning', Audit: 'info' };

function decisionFindings(d: Decision, attrs: AdmissionAttributes): Finding[] {
  const m = attrs.manifest;
  const pointer = locateDecision(d, attrs);
  const loc = m.locate(pointer);
  const policyAt = formatLocation(d.policy.manifest.locate('/metadata/name'));
  const ruleId = VAP_RULE_PREFIX + d.policy.name;
  const base = { ruleId, file: loc.file, line: loc.line, column: loc.column, pointer: m.base + pointer, object: m.ref };
  const hint = (extra: string): string => `Policy ${d.policy.name} (${policyAt})${d.binding ? `, binding ${d.binding.name}` : ''}${extra}`;
  switch (d.kind) {
    case 'not-evaluated':
      return [{ ...base, severity: 'info', message: `${decisionMessage(d, 'Deny').replace(/ denied request: .*$/, '')} was not evaluated offline: ${d.detail}`, hint: hint('; it is enforced only by the API server.') }];
    case 'ignored-error':
      return [{ ...base, severity: 'info', message: `${d.detail} (failurePolicy: Ignore, so the API server would admit the object)`, hint: hint('.') }];
    case 'config-error':
      return [{ ...base, severity: 'error', message: decisionMessage(d, 'Deny'), hint: hint('; the API server denies every matching request until this is fixed.') }];
    default: {
      const actions = d.actions.length > 0 ? d.actions : (['Deny'] as const);
      // One finding per object and decision: the most severe action decides the severity.
      const action = actions.includes('Deny') ? 'Deny' : actions.includes('Warn') ? 'Warn' : 'Audit';
      const expr = d.validationIndex !== undefined ? `; validation ${d.validationIndex}` : '';
      return [{ ...base, severity: SEVERITY_OF[action], message: decisionMessage(d, action), hint: hint(`${expr}${d.param ? `, params ${d.param.object.kind} ${d.param.object.metadata.name ?? ''}` : ''}.`) }];
    }
  }
}

/**
 * The most specific place for a decision: the validation's fieldPath annotation (the first of
 * its ` | ` alternatives present in the manifest), else the
 * deepest field the expression reads from `object` that exists in the manifest, else
 * metadata.name.
 */
function locateDecision(d: Decision, attrs: AdmissionAttributes): string {
  const obj = attrs.manifest.object;
  if (d.fieldPath !== undefined) {
    // `a.b | c.d`: alternatives (one field in each version of a kind); the first that exists wins.
    const pointers = d.fieldPath.split(' | ').flatMap((alternative) => fieldPathToPointer(alternative.trim()) ?? []);
    const present = pointers.find((p) => getAtPointer(obj, p) !== undefined);
    if (present !== undefined) return present;
    if (pointers[0] !== undefined) return deepestExisting(obj, pointers[0]) || '/metadata/name';
  }
  let best = '';
  for (const e of d.expressions) {
    for (const path of e.program.fieldPaths.get('object') ?? []) {
      const found = deepestExisting(obj, toPointer(path));
      if (found.split('/').length > best.split('/').length) best = found;
    }
  }
  return best === '' || best === '/metadata' ? '/metadata/name' : best;
}

function deepestExisting(obj: unknown, pointer: string): string {
  let p = pointer;
  while (p !== '' && getAtPointer(obj, p) === undefined) p = p.slice(0, p.lastIndexOf('/'));
  return p;
}

/** `spec.list[0].name`, `metadata.labels['app.kubernetes.io/name']` → JSON pointer. */
export function fieldPathToPointer(fieldPath: string): string | undefined {
  const segments: string[] = [];
  const re = /\.?([A-Za-z_$][\w$-]*)|\[(\d+)\]|\['((?:[^'\\]|\\.)*)'\]|\["((?:[^"\\]|\\.)*)"\]/y;
  let pos = 0;
  while (pos < fieldPath.length) {
    re.lastIndex = pos;
    const m = re.exec(fieldPath);
    if (!m) return undefined;
    segments.push(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '');
    pos = re.lastIndex;
  }
  return toPointer(segments);
}

/** Every fixed rule id of the policy pack (cross-document rules, waivers, pack and test problems), for SARIF. */
export const POLICY_RULES: readonly RuleInfo[] = [
  ...CROSS_RULES,
  { id: 'waiver/expired', summary: 'A waiver has expired; the waived rule applies again', defaultSeverity: 'error' },
  { id: 'waiver/invalid', summary: 'A waiver annotation lacks an expiry date or a justification', defaultSeverity: 'error' },
  { id: 'waiver/unused', summary: 'A waiver matches no finding', defaultSeverity: 'info' },
  { id: 'waiver/too-long', summary: 'A waiver lasts longer than waiverLimits.maxDays (90 days by default) from its approval date or today', defaultSeverity: 'error' },
  { id: 'waiver/not-waivable', summary: 'A waiver names a security rule, or a rule not in waiverLimits.waivableRules', defaultSeverity: 'error' },
  { id: 'gate/waiver-changed', summary: 'A waiver annotation is new or changed in a pull request; it takes effect only after merge', defaultSeverity: 'warning' },
  { id: 'policy-pack/cel-syntax', summary: 'A CEL expression in the policy pack does not parse', defaultSeverity: 'error' },
  { id: 'policy-pack/cel-type', summary: 'A CEL expression in the policy pack does not type-check', defaultSeverity: 'error' },
  { id: 'policy-pack/cel-unsupported', summary: 'A CEL expression uses a Kubernetes library driftgate does not evaluate offline', defaultSeverity: 'error' },
  { id: 'policy-pack/invalid-policy', summary: 'A ValidatingAdmissionPolicy is malformed', defaultSeverity: 'error' },
  { id: 'policy-pack/invalid-binding', summary: 'A ValidatingAdmissionPolicyBinding is malformed', defaultSeverity: 'error' },
  { id: 'policy-pack/missing-policy', summary: 'A binding names a policy that is not in the pack', defaultSeverity: 'error' },
  { id: 'policy-pack/duplicate-policy', summary: 'Two policies have the same name', defaultSeverity: 'error' },
  { id: 'policy-pack/duplicate-binding', summary: 'Two bindings have the same name', defaultSeverity: 'error' },
  { id: 'policy-pack/config', summary: 'driftgate.yaml does not match its schema', defaultSeverity: 'error' },
  { id: 'policy-pack/invalid-document', summary: 'A file of the policy pack is not valid YAML or not an object', defaultSeverity: 'error' },
  { id: 'policy-pack/cel-schema', summary: 'A CEL expression does not type-check against the schema of a kind the policy matches (fails at runtime)', defaultSeverity: 'warning' },
  { id: 'policy-pack/unbound-policy', summary: 'A policy has no binding, so nobody enforces it', defaultSeverity: 'warning' },
  { id: 'policy-test/invalid', summary: 'A PolicyTest document is malformed', defaultSeverity: 'error' },
  { id: 'policy-test/failed', summary: 'A policy test expectation does not hold', defaultSeverity: 'error' },
];

/** A policy's GitHub code scanning `security-severity` (0.0–10.0); see docs/policies.md. */
export const SECURITY_SEVERITY_ANNOTATION = 'security-severity.driftgate.dev';

/** One rule per loaded admission policy (`vap/<name>`), for SARIF. */
export function packRuleInfo(pack: PolicyPack): RuleInfo[] {
  return pack.policies.map((p) => {
    const security = Number(p.manifest.object.metadata.annotations?.[SECURITY_SEVERITY_ANNOTATION] ?? Number.NaN);
    let summary: string | undefined;
    return {
      id: VAP_RULE_PREFIX + p.name,
      // Made when read: only SARIF prints it, and locating the policy costs a check ~4 ms.
      get summary(): string {
        return (summary ??= `ValidatingAdmissionPolicy ${p.name} (${formatLocation(p.manifest.locate('/metadata/name'))})`);
      },
      defaultSeverity: 'error',
      helpUri: 'docs/policies.md#the-default-pack',
      ...(security >= 0 && security <= 10 ? { securitySeverity: security } : {}),
    };
  });
}
