import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { celMap, type CelInput } from '@bufbuild/cel';
import { loadAll } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { compileCel, evaluate, T, toCelValue, type CelProgram } from './index.js';
import { describeOutcome, setCelCrossCheck } from './compile.js';

/**
 * The fast path (fast.ts) against the interpreter it stands in for: every expression, every
 * binding, several cost limits; the outcome (value with its CEL type, error text, cost) must be
 * the same. The interpreter is reached by evaluating the program without its fast closures.
 */

const variables = { object: T.dyn, oldObject: T.dyn, params: T.dyn, variables: T.dyn, request: T.dyn, namespaceObject: T.dyn };

function compile(expression: string): CelProgram {
  const c = compileCel(expression, { variables });
  if (!c.ok) throw new Error(`compile ${expression}: ${c.error.message}`);
  return c.program;
}

const interpreterOnly = (p: CelProgram): CelProgram => ({ ...p, fast: undefined });

/** The same program whose interpreter fails loudly: an outcome equal to the reference was the fast path's own. */
const fastOnly = (p: CelProgram): CelProgram => ({
  ...p,
  run: () => {
    throw new Error('the interpreter ran');
  },
});

/** Evaluates the closures alone (the cross check, when the run sets it, would run the failing interpreter). */
function evaluateFastOnly(p: CelProgram, bindings: Record<string, CelInput>, options: { costLimit?: number } = {}): string {
  const previous = setCelCrossCheck(false);
  try {
    return describeOutcome(evaluate(fastOnly(p), bindings, options));
  } finally {
    setCelCrossCheck(previous);
  }
}

/** The policy pack's expressions, as shipped. */
function packExpressions(): string[] {
  const dir = join(import.meta.dirname, '../../../policies/admission');
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if ((k === 'expression' || k === 'messageExpression' || k === 'valueExpression') && typeof x === 'string') out.push(x);
        else walk(x);
      }
    }
  };
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.yaml'))) for (const d of loadAll(readFileSync(join(dir, f), 'utf8'))) walk(d);
  return out;
}

const corpus = [
  // fields, presence, indexing
  'object.spec.namespace',
  'object.spec.missing',
  'object.spec.missing.deeper',
  'has(object.spec.quota)',
  'has(object.spec.quota.gpuCount)',
  'has(object.metadata.labels)',
  'has(object.spec.nothing)',
  'has(object.spec.namespace.x)',
  'has(object.spec.list.x)',
  "object['spec']['quota'].cpu",
  "object.metadata.labels['tier']",
  'object.spec.list[0]',
  'object.spec.list[1]',
  'object.spec.list[-1]',
  'object.spec.list[5]',
  "object.spec.list['0']",
  'object.spec.list[0.0]',
  "object.spec['list'][0].name",
  'object.spec.quota[1]',
  'object.spec.namespace.size()',
  'size(object.spec.namespace)',
  'size(object.spec.list)',
  'size(object.spec)',
  // logic and error absorption
  'object.spec.flag && object.spec.missing',
  'object.spec.missing && false',
  'object.spec.missing || true',
  'object.spec.missing || object.spec.flag',
  'object.spec.namespace && true',
  'true && object.spec.namespace',
  '!object.spec.flag',
  '!object.spec.namespace',
  'object.spec.flag ? 1 : 2',
  'object.spec.namespace ? 1 : 2',
  'object.spec.missing ? 1 : 2',
  '(object.spec.flag ? object.spec : object.metadata).namespace',
  // equality and ordering across types
  'object.spec.quota.gpuCount == 3',
  'object.spec.quota.gpuCount == 3.0',
  'object.spec.quota.gpuCount != 3u',
  "object.spec.quota.gpuCount == '3'",
  'object.spec.ratio == 0.5',
  'object.spec.list == [1, 2]',
  'object.metadata.labels == {"tier": "ml"}',
  'object.spec.nullable == null',
  'null == object.spec.flag',
  'object.spec.quota.gpuCount < 4',
  'object.spec.quota.gpuCount <= 2.5',
  "object.spec.namespace < 'team-z'",
  "object.spec.namespace >= object.metadata.name",
  "'tier' in object.metadata.labels",
  "'x' in object.spec.access.adminGroups",
  '3 in object.spec.list',
  '1 in {1: 2}',
  // arithmetic, overflow, conversion
  'object.spec.quota.gpuCount + 1',
  'object.spec.quota.gpuCount * 9223372036854775807',
  '-object.spec.quota.gpuCount',
  'object.spec.quota.gpuCount / 0',
  'object.spec.quota.gpuCount % 2',
  'object.spec.ratio * 2.0',
  "object.spec.namespace + '-suffix'",
  'object.spec.list + [9]',
  'int(object.spec.quota.gpuCount)',
  "int('12')",
  'int(object.spec.ratio)',
  'string(object.spec.quota.gpuCount)',
  'string(object.spec.ratio)',
  'string(object.spec.flag)',
  'double(object.spec.quota.gpuCount)',
  'dyn(object.spec).quota',
  'type(object.spec) == map',
  'uint(object.spec.quota.gpuCount)',
  // strings
  "object.spec.namespace.startsWith('kube-')",
  "object.spec.namespace.endsWith('x')",
  "object.spec.namespace.contains('a')",
  "object.spec.title.trim().lowerAscii()",
  "object.spec.title.upperAscii()",
  "object.spec.title.split(' ')",
  "object.spec.title.replace('a', 'b')",
  "object.spec.namespace.matches('^[a-z-]+$')",
  "object.spec.namespace.find('[a-z]+')",
  "object.spec.namespace.findAll('[a-z]')",
  // quantities
  "quantity(object.spec.quota.cpu).isGreaterThan(quantity('1'))",
  "quantity(object.spec.quota.cpu).add(quantity('500m')).asApproximateFloat()",
  "isQuantity(object.spec.quota.cpu)",
  "quantity(object.spec.namespace)",
  // comprehensions
  "object.spec.access.adminGroups.exists(g, g.trim().lowerAscii().startsWith('system:'))",
  "object.spec.access.adminGroups.all(g, g.size() > 1)",
  "object.spec.access.adminGroups.exists_one(g, g == 'x')",
  'object.spec.access.adminGroups.map(g, g + "!")',
  'object.spec.access.adminGroups.filter(g, g.startsWith("s"))',
  'object.spec.list.map(x, x * 2)',
  'object.spec.list.exists(x, x.name == "n")',
  'object.metadata.labels.all(k, k.size() > 0)',
  'object.metadata.labels.exists(k, object.metadata.labels[k] == "ml")',
  'object.spec.list.all(x, object.spec.list.exists(y, y == x))',
  '[1, 2, 3].exists(object, object == 2) && has(object.spec)',
  'object.spec.namespace.exists(c, true)',
  'object.spec.list.sum()',
  'object.spec.list.isSorted()',
  'object.spec.access.adminGroups.indexOf("x")',
  // literals
  '{"a": 1, "a": 2}',
  '{"a": object.spec.namespace, "b": [object.spec.flag]}',
  '{object.spec.quota.gpuCount: 1}',
  '{1.5: 1}',
  '[object.spec.missing, 1]',
  'b"abc"',
  '18446744073709551615u',
  '1.0 / 0.0',
  // composition variables and params
  'variables.quota.gpuCount',
  'has(variables.quota.gpuCount) ? variables.quota.gpuCount : 0',
  'variables.missing',
  'has(variables.missing)',
  'params.data.maxGpusWithoutMlTier',
  "int(params.data.maxGpusWithoutMlTier)",
  'oldObject.spec.namespace == object.spec.namespace',
  'has(oldObject.spec)',
  // names the interpreter resolves
  'int',
  'google.protobuf.NullValue.NULL_VALUE',
  'object.spec?.namespace',
  '[1, 2].exists(x, y, true)',
];

/** A seeded generator of tenant-like objects, with the corner values the corpus reads. */
function* objects(count: number): Generator<Record<string, unknown>> {
  let seed = 7;
  const rand = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const strings = ['team-a', 'kube-system', 'x', '', 'system:masters', ' System:Nodes ', 'Ünïcode', '😀 emoji', 'a b c', 'Mixed Case', '\tTab\u00a0', 'x\u0085', '~Edge!', '\u3000wide', ' lead', 'trail\n', 'team-A'];
  const numbers = [0, 1, 3, 2.5, -1, 9007199254740993, 1e21, 0.5];
  for (let i = 0; i < count; i++) {
    const labels: Record<string, unknown> = {};
    if (rand() < 0.7) labels.tier = pick(['ml', 'web', null, 3]);
    if (rand() < 0.3) labels[pick(strings)] = pick(strings);
    const spec: Record<string, unknown> = {
      namespace: pick([...strings, 7, null]),
      flag: pick([true, false, 'yes', null]),
      ratio: pick(numbers),
      title: pick(strings),
      list: pick([[], [1, 2], [3], [{ name: 'n' }], [2, 1], ['x', 1], [null]]),
      nullable: pick([null, 1, 'x']),
      access: pick([{}, { adminGroups: [] }, { adminGroups: ['x', pick(strings)] }, { adminGroups: 'x' }, { adminGroups: [pick(strings), 4] }]),
    };
    if (rand() < 0.8) spec.quota = { gpuCount: pick(numbers), cpu: pick(['2', '500m', '1.5Gi', 'lots', 4]), memory: pick(['1Gi', '']) };
    else if (rand() < 0.5) spec.quota = pick([null, 'none', []]);
    yield { metadata: { name: pick(strings), ...(rand() < 0.8 ? { labels } : rand() < 0.5 ? { labels: null } : {}) }, spec };
  }
}

function bindingsFor(object: Record<string, unknown>): Record<string, CelInput>[] {
  const cel = toCelValue(object);
  const params = toCelValue({ data: { maxGpusWithoutMlTier: '4', maxCpuPerTenant: '8' } });
  const spec = object.spec as Record<string, unknown>;
  const vars = celMap(new Map<string, CelInput>([['quota', toCelValue(spec.quota ?? {})]]));
  return [
    { object: cel, oldObject: null, params, variables: vars, request: null, namespaceObject: null },
    { object: cel, oldObject: cel, params: null, variables: vars, request: null, namespaceObject: null },
    // An unbound variable: the interpreter's general plan answers.
    { object: cel, params },
  ];
}

describe('the CEL fast path agrees with the interpreter', () => {
  const expressions = [...packExpressions(), ...corpus];
  const programs = expressions.map((e) => ({ e, c: compileCel(e, { variables }) }));

  it('finds the pack and compiles every pack expression', () => {
    const pack = packExpressions();
    expect(pack.length).toBeGreaterThan(15);
    for (const e of pack) expect(compile(e).fast, e).toBeDefined();
  });

  it('leaves to the interpreter what it does not model', () => {
    for (const e of ['b"abc"', 'int', 'google.protobuf.NullValue.NULL_VALUE', 'object.spec?.namespace']) {
      const c = compileCel(e, { variables });
      if (c.ok) expect(c.program.fast, e).toBeUndefined();
    }
  });

  it('gives the same value, error and cost on every expression, object, binding and limit', () => {
    let compared = 0;
    let served = 0;
    for (const object of objects(120)) {
      for (const bindings of bindingsFor(object)) {
        for (const { e, c } of programs) {
          if (!c.ok) continue;
          const p = c.program;
          for (const limit of [undefined, p.baseCost + 2, p.baseCost + 12]) {
            const options = limit === undefined ? {} : { costLimit: limit };
            const reference = describeOutcome(evaluate(interpreterOnly(p), bindings, options));
            const got = describeOutcome(evaluate(p, bindings, options));
            expect(got, `${e} with ${JSON.stringify(object)} limit ${limit}`).toBe(reference);
            compared++;
            if (p.fast && evaluateFastOnly(p, bindings, options) === reference) served++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(40_000);
    // Most evaluations succeed and are served by the closures; the rest went to the interpreter.
    expect(served / compared).toBeGreaterThan(0.4);
  });

  it('serves the pack over a well-formed tenant without the interpreter', () => {
    const tenant = {
      metadata: { name: 't', labels: { tier: 'ml' } },
      spec: { namespace: 'team-a', quota: { gpuCount: 2, cpu: '4', memory: '8Gi' }, access: { adminGroups: ['team-a-admins'], editGroups: ['devs'] } },
    };
    const [bindings] = bindingsFor(tenant);
    if (!bindings) throw new Error('no bindings');
    for (const e of packExpressions()) {
      const p = compile(e);
      const reference = describeOutcome(evaluate(interpreterOnly(p), bindings));
      if (reference.startsWith('error')) continue;
      expect(evaluateFastOnly(p, bindings), e).toBe(reference);
    }
  });
});
