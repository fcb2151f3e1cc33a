import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileCel, evaluate, T } from './index.js';
import { checkNesting, MAX_RECURSION_DEPTH } from './nesting.js';

const terms = (n: number, term: string, op: string): string => Array(n).fill(term).join(op);

/**
 * What kube-apiserver 1.36 (tools/kube-testenv) answered when each expression was the validation
 * of a ValidatingAdmissionPolicy (`kubectl create --dry-run=server`): accepted, or refused with
 * cel-go's "max recursion depth exceeded" (visitor) / "expression recursion limit exceeded: 250"
 * (parser). driftgate must draw the line at the same place.
 */
const SERVER: [string, string, 'ok' | 'depth' | 'recursion'][] = [
  ['sum of 250 terms', `${terms(250, '1', '+')} > 0`, 'ok'],
  ['sum of 251 terms', `${terms(251, '1', '+')} > 0`, 'depth'],
  ['sum of 2,500 terms', `${terms(2500, '1', '+')} > 0`, 'depth'],
  ['product of 251 factors', `${terms(251, '1', '*')} > 0`, 'depth'],
  ['has() of 250 selections', `has(object${'.a'.repeat(250)})`, 'ok'],
  ['has() of 251 selections', `has(object${'.a'.repeat(251)})`, 'depth'],
  ['has() of 2,500 selections', `has(object${'.a'.repeat(2500)})`, 'depth'],
  ['250 selections and two operators', `object${'.a'.repeat(249)} + 1 > 0`, 'depth'],
  ['251 index operations', `object${"['a']".repeat(251)} == 1`, 'depth'],
  ['249 method calls', `'a'${'.lowerAscii()'.repeat(249)} == 'a'`, 'ok'],
  ['250 method calls', `'a'${'.lowerAscii()'.repeat(250)} == 'a'`, 'depth'],
  ['250 chained ==', `true${' == true'.repeat(250)}`, 'ok'],
  ['251 chained ==', `true${' == true'.repeat(251)}`, 'depth'],
  ['a 640-term && chain (cel-go balances it)', terms(640, 'true', ' && '), 'ok'],
  ['a 600-term || chain', terms(600, 'false', ' || '), 'ok'],
  ['249 parentheses', `${'('.repeat(249)}1${')'.repeat(249)} > 0`, 'ok'],
  ['250 parentheses', `${'('.repeat(250)}1${')'.repeat(250)} > 0`, 'recursion'],
  ['250 nested calls', `${'size('.repeat(250)}'a'${')'.repeat(250)} > 0`, 'recursion'],
  ['250 nested empty lists', `${'['.repeat(250)}${']'.repeat(250)} != []`, 'ok'],
  ['249 nested maps', `${'{1:'.repeat(249)}1${'}'.repeat(249)} != {}`, 'ok'],
  ['250 nested maps', `${'{1:'.repeat(250)}1${'}'.repeat(250)} != {}`, 'recursion'],
  ['250 nested conditionals', `${'false ? 1 : '.repeat(250)}1 > 0`, 'recursion'],
  ['251 negations', `${'!'.repeat(251)}true`, 'ok'],
  ['150 calls around 100 selections', `${'string('.repeat(150)}object${'.a'.repeat(100)}${')'.repeat(150)} != ''`, 'ok'],
  ['150 lists around 100 selections', `${'['.repeat(150)}object${'.a'.repeat(100)}${']'.repeat(150)} != []`, 'ok'],
  ['150 parentheses around 249 selections', `${'('.repeat(150)}object${'.a'.repeat(249)}${')'.repeat(150)} != 1`, 'ok'],
];

describe('checkNesting: cel-go\'s recursion limits, where the API server draws them', () => {
  it.each(SERVER)('%s', (_name, expression, server) => {
    const problem = checkNesting(expression);
    if (server === 'ok') expect(problem).toBeUndefined();
    else if (server === 'depth') expect(problem?.message).toMatch(/^max recursion depth exceeded/);
    else expect(problem?.message).toMatch(new RegExp(`^expression recursion limit exceeded: ${MAX_RECURSION_DEPTH}`));
  });

  it('reads strings, comments and optional syntax without counting them', () => {
    expect(checkNesting(`'((((' + "))" + r'\\(' + '''(''' + b"x" // (((\n == 'x'`)).toBeUndefined();
    expect(checkNesting(`object.?spec.orValue(1) > 0 && [?optional.none()].size() == 0 && {?'a': optional.none()}.size() == 0`)).toBeUndefined();
    expect(checkNesting(`object.spec.all(x, x.matches('^a+$')) ? 1 : 2`)).toBeUndefined();
  });

  it('leaves what it cannot parse to the real parser', () => {
    expect(checkNesting('1 +')).toBeUndefined();
    expect(checkNesting("'unterminated")).toBeUndefined();
  });
});

describe('compileCel refuses too-deep expressions with a located error, before parsing them', () => {
  it('2,500 terms and 2,500 selections are compile errors (they crashed, or took over 1 GB)', () => {
    for (const expression of [`${terms(2500, '1', '+')} > 0`, `has(object${'.a'.repeat(2500)})`]) {
      const r = compileCel(expression, { variables: { object: T.dyn } });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ kind: 'syntax', line: 1, column: 1 });
      if (!r.ok) expect(r.error.message).toContain('max recursion depth exceeded');
    }
  });

  it('compiles what the API server accepts at the limit', () => {
    for (const [, expression, server] of SERVER) {
      if (server !== 'ok') continue;
      const r = compileCel(expression, { variables: { object: T.dyn } });
      if (!r.ok) expect(r.error.kind, `${expression.slice(0, 40)}: ${r.error.message}`).not.toBe('syntax');
    }
  });
});

describe('compile-time regex and size checks, as kube-apiserver 1.36 answered', () => {
  const compile = (expression: string) => compileCel(expression, { variables: { object: T.dyn, self: T.dyn } });

  it('a constant pattern RE2 rejects is a compile error at the pattern (server: "invalid matches argument")', () => {
    const r = compile("object.metadata.name.matches('(?=a)')");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'type', line: 1, column: 30, message: 'invalid matches argument: error parsing regexp: invalid or unsupported Perl syntax: `(?=`' });
    const f = compile("self.x.find('(a)\\\\1') == ''");
    expect(f.ok).toBe(false);
    if (!f.ok) expect(f.error.message).toBe('program instantiation failed: error parsing regexp: invalid escape sequence: `\\1`');
  });

  it('a pattern that is not a constant is checked when it runs (the server accepts the policy)', () => {
    expect(compile("'(?=a)'.matches(object.metadata.name)").ok).toBe(true);
  });

  it('a hostile but valid pattern compiles and evaluates at once', () => {
    const r = compile("self.find('(a+)+$') == '' && !self.matches('^(a+)+$') && self.findAll('(a|aa)+$').size() == 0");
    expect(r.ok).toBe(true);
    if (r.ok) expect(evaluate(r.program, { self: 'a'.repeat(40) + '!' })).toMatchObject({ ok: true, value: true });
  });

  it('expressions up to 100,000 code points compile (the server accepted 99,000; 5,120 was not its limit)', () => {
    expect(compile(`object.metadata.name == '${'x'.repeat(6000)}'`).ok).toBe(true);
    const r = compile(`object.metadata.name == '${'x'.repeat(100_000)}'`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'too-long', message: 'expression code point size exceeds limit: size: 100026, limit 100000' });
  });
});

describe('regex calls are charged before they run', () => {
  it('matches runs on driftgate\'s engine too (charged: a cost error on a huge input × pattern)', () => {
    const r = compileCel(`self.matches('${'(a|b)'.repeat(200)}x')`, { variables: { self: T.string } });
    expect(r.ok).toBe(true);
    if (r.ok) expect(evaluate(r.program, { self: 'ab'.repeat(50_000) })).toMatchObject({ ok: false, error: { kind: 'cost' } });
    if (r.ok) expect(evaluate(r.program, { self: 'ab' })).toMatchObject({ ok: true, value: false });
  });

  it('a search the API server would cancel for cost is a cost error, not a long search', () => {
    const r = compileCel(`self.find('${'(a|b)'.repeat(200)}x') == ''`, { variables: { self: T.string } });
    expect(r.ok).toBe(true);
    if (r.ok) expect(evaluate(r.program, { self: 'ab'.repeat(50_000) })).toMatchObject({ ok: false, error: { kind: 'cost' } });
  });
});

describe('property: compileCel never throws, whatever the text', () => {
  const piece = fc.constantFrom('1', '+', '(', ')', '[', ']', '{', '}', ':', ',', '.a', 'object', ' ', '?', '!', '-', "'x'", '"', '&&', '||', '==', 'has(', 'size(', '.find(', "'(a+)+$'", '\\', '`');
  it('random token soups and deep nestings compile or fail with a typed error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.array(piece, { maxLength: 400 }).map((p) => p.join('')), fc.tuple(fc.nat(3000), piece).map(([n, p]) => p.repeat(n))), (expression) => {
        const r = compileCel(expression, { variables: { object: T.dyn } });
        if (!r.ok) expect(typeof r.error.message).toBe('string');
      }),
      // A fixed seed: CI reruns the same 300 inputs, so a failure replays and a pass cannot flake.
      { numRuns: 300, seed: 20261204 },
    );
  }, 60_000);
});
