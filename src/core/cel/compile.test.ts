import { describe, expect, it } from 'vitest';
import { isCelError, type CelInput, type CelValue } from '@bufbuild/cel';
import { compileCel, evaluate, fromCelValue, normalizeRuntimeMessage, T, toCelValue } from './index.js';

const variables = { object: T.dyn, oldObject: T.dyn, params: T.dyn, variables: T.dyn };

function compile(expression: string): NonNullable<Extract<ReturnType<typeof compileCel>, { ok: true }>['program']> {
  const c = compileCel(expression, { variables });
  if (!c.ok) throw new Error(`compile ${expression}: ${c.error.message}`);
  return c.program;
}

function outcome(run: () => CelValue): unknown {
  try {
    const v = run();
    return isCelError(v) ? { error: normalizeRuntimeMessage(v.message) } : fromCelValue(v);
  } catch (error) {
    return { thrown: String(error) };
  }
}

const tenant = toCelValue({
  metadata: { name: 'a', labels: { tier: 'ml' } },
  spec: { namespace: 'kube-x', quota: { cpu: '2', gpuCount: 3 }, access: { adminGroups: ['x', 'system:masters'] }, list: [{ name: 'n' }] },
});

describe('declared variables are read directly', () => {
  it('rewrites free references to declared variables, not comprehension variables or undeclared names', () => {
    expect(compile('object.spec.namespace == params.data.x').directVariables.slice().sort()).toEqual(['object', 'params']);
    // `object` inside the macro is the iteration variable, not the declared one.
    expect(compile('[1, 2].all(object, object > 0)').directVariables).toEqual([]);
    expect(compile('[1].exists(x, x == 1) && int(1) == 1').directVariables).toEqual([]);
  });

  it('leaves a variable alone where a dotted name on it is a type, enum or function', () => {
    const ambiguous = (expression: string): readonly string[] => {
      const c = compileCel(expression, { variables: { kubernetes: T.dyn, google: T.dyn } });
      if (!c.ok) throw new Error(c.error.message);
      return c.program.directVariables;
    };
    expect(ambiguous('kubernetes.Quantity')).toEqual([]);
    expect(ambiguous('google.protobuf.NullValue.NULL_VALUE')).toEqual([]);
    expect(ambiguous('kubernetes.other')).toEqual(['kubernetes']);
  });

  it('gives the same values and errors as the general plan, for bound, null and unbound variables', () => {
    const expressions = [
      'object.spec.namespace',
      "object.spec.access.adminGroups.exists(g, g.startsWith('system:'))",
      'has(object.spec.quota) && has(object.spec.quota.gpuCount)',
      'has(oldObject.spec)',
      'oldObject.spec.namespace',
      'object.spec.missing.deeper',
      "object['spec']['quota'].cpu",
      "object.metadata.labels['tier'] == 'ml'",
      'object.spec.list.map(i, i.name)',
      'has(dyn(object.spec).quota) ? dyn(object.spec).quota.gpuCount : 0',
      'variables.q + 1',
      'has(variables.q)',
      'params.data.max',
      'object.spec.list[0].name + object.spec.list[3].name',
    ];
    const bindingSets: Record<string, CelInput>[] = [
      { object: tenant, oldObject: null, params: null },
      { object: tenant, oldObject: tenant, params: toCelValue({ data: { max: '8' } }), variables: toCelValue({ q: 1 }) },
      { object: tenant },
      {},
    ];
    for (const e of expressions) {
      const p = compile(e);
      expect(p.directVariables.length).toBeGreaterThan(0);
      for (const b of bindingSets) {
        expect(outcome(() => p.run(b)), `${e} with ${Object.keys(b).join(',')}`).toEqual(outcome(() => p.runGeneral(b)));
        // The same cost as the general plan: the rewrite adds calls, never charges.
        const direct = evaluate(p, b);
        const general = evaluate({ ...p, run: p.runGeneral }, b);
        expect(direct.cost, `${e} with ${Object.keys(b).join(',')}`).toBe(general.cost);
        expect(direct.ok).toBe(general.ok);
      }
    }
  });

  it('keeps has() on an unbound variable false, as the general plan does', () => {
    const p = compile('has(oldObject.spec)');
    expect(evaluate(p, { object: tenant })).toMatchObject({ ok: true, value: false });
    expect(evaluate(compile('oldObject.spec'), { object: tenant })).toMatchObject({ ok: false, error: { message: 'unresolved attribute' } });
  });
});
