import { describe, expect, it } from 'vitest';
import { CelRunBudget } from '../cel/index.js';
import { checkRepository } from '../check/check.js';
import { CheckRunMemo } from '../check/run-memo.js';
import { OUT_OF_COST_BUDGET } from './cel.js';

// CEL cost is bounded per call (the API server's PerCallLimit), per object (its
// RuntimeCELCostBudget) and per run (driftgate's own bound): each is a located finding, and
// what the run's budget did not reach is named, never silently passed.
const enc = new TextEncoder();
const RULE = 'self.items.all(x, self.items.exists(y, y == x))';
const crd = (rules: readonly string[]): string => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  names: {kind: Widget, listKind: WidgetList, plural: widgets, singular: widget}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
                items: {type: array, maxItems: 100, items: {type: integer}}
              x-kubernetes-validations:
${rules.map((r) => `                - rule: ${JSON.stringify(r)}`).join('\n')}
`;
const widget = (name: string): string => `apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: ${name}, namespace: default}\nspec:\n  items: [${Array.from({ length: 100 }, (_, i) => i).join(', ')}]\n`;

function check(rules: readonly string[], widgets: readonly string[], celBudget: CelRunBudget) {
  return checkRepository({
    files: [{ path: 'w.yaml', bytes: enc.encode(widgets.map(widget).join('---\n')) }],
    crdFiles: [{ path: 'crd.yaml', bytes: enc.encode(crd(rules)) }],
    now: new Date(0),
    runMemo: new CheckRunMemo({ celBudget }),
  });
}

describe('CEL cost budgets', () => {
  it("an object whose rules spend its budget gets the API server's error at the object, and no further rule runs", () => {
    // Three rules of ~46,000 each against an object budget of 120,000: the third is cut short.
    const result = check([RULE, `${RULE} || 1 == 2`, `${RULE} || 1 == 3`], ['a'], new CelRunBudget({ total: 1e9, perObject: 120_000 }));
    const errors = result.findings.filter((f) => f.ruleId === 'schema/cel-error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'w.yaml', line: 5, column: 3 });
    expect(errors[0]?.message).toContain(OUT_OF_COST_BUDGET);
    expect(errors[0]?.message).toContain('operation cancelled: actual cost limit exceeded');
  });

  it('with room in the budget, the same rules pass', () => {
    const result = check([RULE, `${RULE} || 1 == 2`, `${RULE} || 1 == 3`], ['a'], new CelRunBudget({ total: 1e9, perObject: 10_000_000 }));
    expect(result.findings.filter((f) => f.ruleId.startsWith('schema/cel'))).toEqual([]);
  });

  it("stops at the run's budget and names every object it did not evaluate, in one finding at the first", () => {
    const names = Array.from({ length: 10 }, (_, i) => `w${i}`);
    const budget = new CelRunBudget({ total: 200_000 });
    const result = check([RULE], names, budget);
    const budgetFindings = result.findings.filter((f) => f.ruleId === 'schema/cel-run-budget');
    expect(budgetFindings).toHaveLength(1);
    const finding = budgetFindings[0];
    // ~46,000 an object: four are evaluated, the fifth is cut short, five more are not reached.
    expect(finding?.message).toMatch(/^the x-kubernetes-validations rules of 6 objects were not all evaluated: the run's CEL cost budget \(200,000\) was spent; not evaluated: Widget default\/w4 \(w\.yaml:25\), Widget default\/w5/);
    expect(finding).toMatchObject({ file: 'w.yaml', line: 25, column: 1 });
    expect(result.unvalidated?.map((u) => u.manifest.ref.name)).toEqual(['w4', 'w5', 'w6', 'w7', 'w8', 'w9']);
    expect(result.findings.filter((f) => f.ruleId === 'schema/cel-error')).toEqual([]);
  });
});
