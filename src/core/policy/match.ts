import { labelSelectorMatches } from '../kube/labels.js';
import type { MatchResources, Operation, ResourceRule } from './types.js';
import type { ResourceInfo } from './resources.js';
import { getOrMake } from '../memo/memo.js';

/** The admission request attributes that matching looks at. */
export interface MatchRequest {
  readonly resource: ResourceInfo;
  readonly operation: Exclude<Operation, '*'>;
  readonly name: string;
  /** Labels of the object (and of the old object on UPDATE). */
  readonly objectLabels: readonly Readonly<Record<string, string>>[];
  /** Labels of the request's namespace; for a Namespace object, its own labels; undefined for other cluster-scoped objects. */
  readonly namespaceLabels?: Readonly<Record<string, string>>;
}

export interface MatchOutcome {
  readonly matches: boolean;
  /** Set when the match relied on matchPolicy: Equivalent across versions. */
  readonly equivalentVersion?: string;
}

/** What resource rules look at. */
type RuleRequest = Pick<MatchRequest, 'resource' | 'operation' | 'name'>;

function ruleMatches(rule: ResourceRule, req: RuleRequest, version: string): boolean {
  const r = req.resource;
  if (!rule.operations.includes('*') && !rule.operations.includes(req.operation)) return false;
  if (!rule.apiGroups.includes('*') && !rule.apiGroups.includes(r.group)) return false;
  if (!rule.apiVersions.includes('*') && !rule.apiVersions.includes(version)) return false;
  const resourceOk = rule.resources.some((x) => x === '*' || x === '*/*' || x === r.resource);
  if (!resourceOk) return false;
  if (rule.scope === 'Cluster' && r.namespaced) return false;
  if (rule.scope === 'Namespaced' && !r.namespaced) return false;
  if (rule.resourceNames.length > 0 && !rule.resourceNames.includes(req.name)) return false;
  return true;
}

function rulesMatch(rules: readonly ResourceRule[], req: RuleRequest, matchPolicy: MatchResources['matchPolicy']): MatchOutcome {
  if (rules.some((rule) => ruleMatches(rule, req, req.resource.version))) return { matches: true };
  if (matchPolicy === 'Equivalent') {
    for (const v of req.resource.versions) {
      if (v === req.resource.version) continue;
      if (rules.some((rule) => ruleMatches(rule, req, v))) return { matches: true, equivalentVersion: v };
    }
  }
  return { matches: false };
}

/**
 * The API server's matchResources semantics: selectors first, then resource rules minus
 * exclusions. `requireRules` is false for a binding's matchResources, where absent rules
 * do not constrain.
 */
export function matchResources(m: MatchResources, req: MatchRequest, requireRules: boolean): MatchOutcome {
  if (!selectorsMatch(m, req)) return NO_MATCH;
  return rulesOutcome(m, req, requireRules);
}

const NO_MATCH: MatchOutcome = { matches: false };

function selectorsMatch(m: MatchResources, req: MatchRequest): boolean {
  if (req.namespaceLabels !== undefined && !labelSelectorMatches(m.namespaceSelector, req.namespaceLabels)) return false;
  if (m.objectSelector && !req.objectLabels.some((labels) => labelSelectorMatches(m.objectSelector, labels))) return false;
  return true;
}

/** The resource rules minus exclusions: what the kind, version, operation (and named rules, the name) decide. */
function rulesOutcome(m: MatchResources, req: RuleRequest, requireRules: boolean): MatchOutcome {
  let outcome: MatchOutcome = { matches: true };
  if (m.resourceRules.length > 0 || requireRules) {
    outcome = rulesMatch(m.resourceRules, req, m.matchPolicy);
    if (!outcome.matches) return outcome;
  }
  if (m.excludeResourceRules.some((rule) => ruleMatches(rule, req, req.resource.version))) return NO_MATCH;
  return outcome;
}

const namesMemo = new WeakMap<MatchResources, boolean>();
/** True when a rule lists resourceNames: then the rules' verdict depends on the object's name. */
function namesObjects(m: MatchResources): boolean {
  let names = namesMemo.get(m);
  if (names === undefined) {
    names = m.resourceRules.some((r) => r.resourceNames.length > 0) || m.excludeResourceRules.some((r) => r.resourceNames.length > 0);
    namesMemo.set(m, names);
  }
  return names;
}

type KindVerdicts = WeakMap<ResourceInfo, Map<string, MatchOutcome>>;
const kindMemo = { rules: new WeakMap<MatchResources, KindVerdicts>(), optional: new WeakMap<MatchResources, KindVerdicts>() };

/** The rules' verdict for a kind and operation, decided once (objects naming rules aside). */
function kindOutcome(m: MatchResources, resource: ResourceInfo, operation: MatchRequest['operation'], requireRules: boolean): MatchOutcome {
  const memo = requireRules ? kindMemo.rules : kindMemo.optional;
  const byResource = getOrMake(memo, m, (): KindVerdicts => new WeakMap());
  const byOperation = getOrMake(byResource, resource, () => new Map<string, MatchOutcome>());
  return getOrMake(byOperation, operation, () => rulesOutcome(m, { resource, operation, name: '' }, requireRules));
}

/**
 * `matchResources`, with the resource rules decided once per kind (resource and version) and
 * operation instead of once per object: only the selectors, and rules that list resourceNames,
 * are looked at per object.
 */
export function matchResourcesByKind(m: MatchResources, req: MatchRequest, requireRules: boolean): MatchOutcome {
  if (!selectorsMatch(m, req)) return NO_MATCH;
  if (namesObjects(m)) return rulesOutcome(m, req, requireRules);
  return kindOutcome(m, req.resource, req.operation, requireRules);
}

/**
 * False when no object of this kind and operation can match `m`, whatever its name, labels and
 * namespace: the per-kind index of the policies worth evaluating for an object.
 */
export function mayMatchKind(m: MatchResources, resource: ResourceInfo, operation: MatchRequest['operation'], requireRules: boolean): boolean {
  return namesObjects(m) || kindOutcome(m, resource, operation, requireRules).matches;
}
