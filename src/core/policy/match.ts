import { labelSelectorMatches } from '../kube/labels.js';
import type { MatchResources, Operation, ResourceRule } from './types.js';
import type { ResourceInfo } from './resources.js';

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

function ruleMatches(rule: ResourceRule, req: MatchRequest, version: string): boolean {
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

function rulesMatch(rules: readonly ResourceRule[], req: MatchRequest, matchPolicy: MatchResources['matchPolicy']): MatchOutcome {
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
  if (req.namespaceLabels !== undefined && !labelSelectorMatches(m.namespaceSelector, req.namespaceLabels)) return { matches: false };
  if (m.objectSelector && !req.objectLabels.some((labels) => labelSelectorMatches(m.objectSelector, labels))) return { matches: false };
  let outcome: MatchOutcome = { matches: true };
  if (m.resourceRules.length > 0 || requireRules) {
    outcome = rulesMatch(m.resourceRules, req, m.matchPolicy);
    if (!outcome.matches) return outcome;
  }
  if (m.excludeResourceRules.some((rule) => ruleMatches(rule, req, req.resource.version))) return { matches: false };
  return outcome;
}
