/**
 * Kubernetes label selectors, once for every room: the string form (`app=web,tier!=db,env in
 * (a,b),!legacy,release`, as `kubectl -l` reads it) and the object form (`matchLabels` and
 * `matchExpressions`, as admission policies and workloads carry it) both become requirements,
 * and one matcher judges requirements against a label map (apimachinery pkg/labels).
 */

export const REQUIREMENT_OPERATORS = ['=', '!=', 'in', 'notin', 'exists', '!'] as const;
export type RequirementOperator = (typeof REQUIREMENT_OPERATORS)[number];

export interface Requirement {
  readonly key: string;
  readonly operator: RequirementOperator;
  readonly values: readonly string[];
}

/** The operators of a `matchExpressions` entry (metav1.LabelSelectorOperator). */
export const SELECTOR_OPERATORS = ['In', 'NotIn', 'Exists', 'DoesNotExist'] as const;
export type SelectorOperator = (typeof SELECTOR_OPERATORS)[number];

/** A metav1.LabelSelector, read. */
export interface LabelSelector {
  readonly matchLabels: Readonly<Record<string, string>>;
  readonly matchExpressions: readonly { readonly key: string; readonly operator: SelectorOperator; readonly values: readonly string[] }[];
}

const OBJECT_TO_REQUIREMENT: Readonly<Record<SelectorOperator, RequirementOperator>> = { In: 'in', NotIn: 'notin', Exists: 'exists', DoesNotExist: '!' };

/** The requirements of an object-form selector: each matchLabels entry is `key=value`. */
export function selectorRequirements(selector: LabelSelector): Requirement[] {
  return [
    ...Object.entries(selector.matchLabels).map(([key, value]): Requirement => ({ key, operator: '=', values: [value] })),
    ...selector.matchExpressions.map((e): Requirement => ({ key: e.key, operator: OBJECT_TO_REQUIREMENT[e.operator], values: e.values })),
  ];
}

/** Whether `labels` match an object-form selector; no selector matches everything. */
export function labelSelectorMatches(selector: LabelSelector | undefined, labels: Readonly<Record<string, string>>): boolean {
  return selector === undefined || matchesSelector(labels, selectorRequirements(selector));
}

export type SelectorParse = { readonly ok: true; readonly requirements: Requirement[] } | { readonly ok: false; readonly error: string };

const KEY = /^(?:[a-z0-9]([-a-z0-9.]*[a-z0-9])?\/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$/;
const VALUE = /^(?:[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?)?$/;

export function parseSelector(text: string): SelectorParse {
  const requirements: Requirement[] = [];
  for (const part of splitTopLevel(text)) {
    const p = part.trim();
    if (p === '') continue;
    const set = /^(\S+)\s+(in|notin)\s*\(([^)]*)\)$/.exec(p);
    let req: Requirement | undefined;
    if (set) {
      const values = (set[3] ?? '').split(',').map((v) => v.trim()).filter((v) => v !== '');
      req = { key: set[1] ?? '', operator: set[2] === 'in' ? 'in' : 'notin', values };
    } else if (p.startsWith('!')) {
      req = { key: p.slice(1).trim(), operator: '!', values: [] };
    } else {
      const eq = /^([^=!\s]+)\s*(==|=|!=)\s*(\S*)$/.exec(p);
      if (eq) req = { key: eq[1] ?? '', operator: eq[2] === '!=' ? '!=' : '=', values: [eq[3] ?? ''] };
      else if (!/[\s=!()]/.test(p)) req = { key: p, operator: 'exists', values: [] };
    }
    if (!req) return { ok: false, error: `cannot read selector requirement ${JSON.stringify(p)}` };
    if (!KEY.test(req.key)) return { ok: false, error: `invalid label key ${JSON.stringify(req.key)}` };
    const bad = req.values.find((v) => !VALUE.test(v) || v.length > 63);
    if (bad !== undefined) return { ok: false, error: `invalid label value ${JSON.stringify(bad)}` };
    requirements.push(req);
  }
  return { ok: true, requirements };
}

export function matchesSelector(labels: Readonly<Record<string, string>> | undefined, requirements: readonly Requirement[]): boolean {
  const l = labels ?? {};
  return requirements.every((r) => {
    const has = Object.hasOwn(l, r.key);
    const v = l[r.key];
    switch (r.operator) {
      case '=':
        return has && v === r.values[0];
      case '!=':
        return !has || v !== r.values[0];
      case 'in':
        return has && r.values.includes(v ?? '');
      case 'notin':
        return !has || !r.values.includes(v ?? '');
      case 'exists':
        return has;
      case '!':
        return !has;
    }
  });
}

/** Splits on commas that are not inside parentheses. */
function splitTopLevel(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ',' && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}
