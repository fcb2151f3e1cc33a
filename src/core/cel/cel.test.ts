import { describe, expect, it } from 'vitest';
import { compileCel, evaluate, fromCelValue, T, toCelValue, type CelStaticType } from './index.js';

const vars: Record<string, CelStaticType> = { object: T.dyn, self: T.dyn };

function run(expression: string, data: Record<string, unknown> = {}, costLimit?: number): unknown {
  const c = compileCel(expression, { variables: vars });
  if (!c.ok) throw new Error(`compile: ${c.error.message}`);
  const bindings = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, toCelValue(v)]));
  const r = evaluate(c.program, bindings, costLimit === undefined ? {} : { costLimit });
  return r.ok ? fromCelValue(r.value) : { error: r.error };
}

describe('numbers follow Kubernetes typing', () => {
  it('treats whole JSON numbers as CEL int, so int arithmetic works', () => {
    expect(run('self.n + 1', { self: { n: 3 } })).toBe(4);
    expect(run('self.n % 2 == 1', { self: { n: 3 } })).toBe(true);
  });
  it('keeps fractional numbers double and schema numbers double', () => {
    expect(run('self.n + 1.0', { self: { n: 1.5 } })).toBe(2.5);
    const c = compileCel('self.n + 1.0', { variables: vars });
    if (!c.ok) throw new Error('compile');
    const r = evaluate(c.program, { self: toCelValue({ n: 2 }, { schema: { type: 'object', properties: { n: { type: 'number' } } } }) });
    expect(r.ok && r.value).toBe(3);
  });
  it('reports int overflow the way cel-go words it', () => {
    expect(run('9223372036854775807 + self.n', { self: { n: 1 } })).toEqual({ error: { kind: 'runtime', message: 'integer overflow' } });
  });
});

describe('kubernetes.quantity', () => {
  it('compares exactly across suffixes', () => {
    expect(run("quantity('1Gi') == quantity('1024Mi')")).toBe(true);
    expect(run("quantity('1G').isLessThan(quantity('1Gi'))")).toBe(true);
    expect(run("quantity('200M').compareTo(quantity('0.2G'))")).toBe(0);
    expect(run("quantity('50Mi').compareTo(quantity('50M'))")).toBe(1);
  });
  it('does arithmetic and conversions', () => {
    expect(run("quantity('50k').add(20).sub(quantity('100k')).sub(-50000) == quantity('20')")).toBe(true);
    expect(run("quantity('1.5').add(quantity('500m')).asInteger()")).toBe(2);
    expect(run("quantity('1500m').isInteger()")).toBe(false);
    expect(run("quantity('50k').asApproximateFloat()")).toBe(50000);
    expect(run("quantity('-3').sign()")).toBe(-1);
    expect(run("sign(quantity('0'))")).toBe(0);
  });
  it('validates quantity strings', () => {
    expect(run("isQuantity('1.3Gi') && !isQuantity('200K') && !isQuantity('Mi') && !isQuantity('1,3G')")).toBe(true);
    expect(run("quantity('Three')")).toMatchObject({ error: { kind: 'runtime' } });
    expect(run("quantity('9999999999999999999999G').asInteger()")).toEqual({ error: { kind: 'runtime', message: 'cannot convert value to integer' } });
  });
});

describe('kubernetes.lists and regex', () => {
  it('implements isSorted, sum, min, max, indexOf, lastIndexOf', () => {
    expect(run('[1, 2, 2, 3].isSorted() && ![2.0, 1.0].isSorted()')).toBe(true);
    expect(run('[1, 3].sum()')).toBe(4);
    expect(run('[1.0, 3.0].sum()')).toBe(4);
    expect(run('[].sum()')).toBe(0);
    expect(run("['b', 'a', 'c'].min() + ['b', 'a', 'c'].max()")).toBe('ac');
    expect(run('[1, 2, 2, 3].indexOf(2)')).toBe(1);
    expect(run("['a', 'b', 'b', 'c'].lastIndexOf('b')")).toBe(2);
    expect(run('[].min()')).toEqual({ error: { kind: 'runtime', message: 'min called on empty list' } });
  });
  it('implements find and findAll with RE2 syntax', () => {
    expect(run("'abc 123'.find('[0-9]+')")).toBe('123');
    expect(run("'abc 123'.find('xyz')")).toBe('');
    expect(run("'123 abc 456'.findAll('[0-9]+')")).toEqual(['123', '456']);
    expect(run("'123 abc 456'.findAll('[0-9]+', 1)")).toEqual(['123']);
    expect(run("'ABC'.find('(?i)b')")).toBe('B');
    // A constant pattern RE2 rejects fails at compile time (as in the API server); a computed one when it runs.
    expect(compileCel("'a'.find('(?=a)')", { variables: {} }).ok).toBe(false);
    expect(run("'a'.find('(?=' + 'a)')")).toMatchObject({ error: { kind: 'runtime' } });
  });
  it('has the strings extension', () => {
    expect(run("'Hello World'.lowerAscii().split(' ').join('-')")).toBe('hello-world');
    expect(run("'kube-system'.startsWith('kube-') && 'abc'.indexOf('c') == 2")).toBe(true);
  });
});

describe('compile errors are typed and positioned', () => {
  it('reports syntax errors with a position', () => {
    const c = compileCel('object.spec.\n  x +', { variables: vars });
    expect(c.ok).toBe(false);
    if (!c.ok) {
      expect(c.error.kind).toBe('syntax');
      expect(c.error.line).toBeGreaterThanOrEqual(1);
    }
  });
  it('reports undeclared references, unknown functions and bad overloads', () => {
    const undeclared = compileCel('object.a == missing', { variables: vars });
    expect(!undeclared.ok && undeclared.error).toMatchObject({ kind: 'undeclared', message: "undeclared reference to 'missing' (in container '')", column: 13 });
    const fn = compileCel('object.a.frobnicate()', { variables: vars });
    expect(!fn.ok && fn.error.kind).toBe('undeclared');
    const unsupported = compileCel("isURL('x')", { variables: vars });
    expect(!unsupported.ok && unsupported.error.kind).toBe('unsupported');
    const overload = compileCel("1 + 'a'", { variables: vars });
    expect(!overload.ok && overload.error).toMatchObject({ kind: 'type', message: "found no matching overload for '_+_' applied to '(int, string)'" });
  });
  it('checks field selection against declared object types and the return type', () => {
    const req = T.object('kubernetes.AdmissionRequest', { operation: T.string });
    const bad = compileCel('request.operaton == "CREATE"', { variables: { request: req } });
    expect(!bad.ok && bad.error.message).toBe("undefined field 'operaton'");
    const notBool = compileCel("'x'", { variables: vars, returnTypes: [T.bool] });
    expect(!notBool.ok && notBool.error).toMatchObject({ kind: 'return-type', message: 'must evaluate to bool but got string' });
    const dyn = compileCel('object.spec.enabled', { variables: vars, returnTypes: [T.bool] });
    expect(dyn.ok).toBe(true);
  });
});

describe('cost is bounded', () => {
  it('stops a runaway comprehension with a cost error instead of hanging', () => {
    const list = Array.from({ length: 300 }, (_, i) => i);
    const r = run('self.l.all(x, self.l.all(y, self.l.all(z, x + y + z >= 0)))', { self: { l: list } }, 100_000);
    expect(r).toEqual({ error: { kind: 'cost', message: 'operation cancelled: actual cost limit exceeded' } });
  });
  it('does not let || swallow a cost error', () => {
    const list = Array.from({ length: 300 }, (_, i) => i);
    const r = run('self.l.all(x, self.l.all(y, x + y >= 0)) || true', { self: { l: list } }, 10_000);
    expect(r).toMatchObject({ error: { kind: 'cost' } });
  });
  it('lets ordinary expressions through and reports their cost', () => {
    const c = compileCel('self.l.all(x, x >= 0)', { variables: vars });
    if (!c.ok) throw new Error('compile');
    const r = evaluate(c.program, { self: toCelValue({ l: [1, 2, 3] }) });
    expect(r.ok).toBe(true);
    expect(r.cost).toBeGreaterThan(c.program.baseCost);
  });
});

describe('reads', () => {
  it('lists the field paths an expression reads', () => {
    const c = compileCel("object.spec.resourceQuota.gpuCount <= 8 || object.metadata.labels['tier'] == 'ml'", { variables: vars });
    if (!c.ok) throw new Error('compile');
    expect(c.program.fieldPaths.get('object')).toEqual([['spec', 'resourceQuota', 'gpuCount'], ['metadata', 'labels', 'tier']]);
  });
});

describe('cel-go compatible formatting', () => {
  it("formats string(double) like Go's strconv 'g' format", () => {
    expect(run('string(536870912.0)')).toBe('5.36870912e+08');
    expect(run('string(1.5)')).toBe('1.5');
    expect(run('string(100000.0)')).toBe('100000');
    expect(run('string(1000000.0)')).toBe('1e+06');
    expect(run('string(0.0001)')).toBe('0.0001');
    expect(run('string(0.00001)')).toBe('1e-05');
    expect(run('string(4.0)')).toBe('4');
  });
});
