// Mutation fuzzing with fast-check: a seed text plus a list of edits (insert a token, delete
// or duplicate a range, swap lines, change line endings), so most inputs stay "almost valid"
// and reach past the parser; and a small CEL grammar for expressions built from scratch.
import fc from 'fast-check';

/** Tokens worth inserting into YAML: structure, aliases, tags, quotes, odd numbers and characters. */
const YAML_TOKENS: readonly string[] = [
  ': ', '- ', '[', ']', '{', '}', ', ', '"', "'", '#', '|', '>-', '? ', '&a ', '*a', '&m ', '*m', '<<: *a\n',
  '!!str ', '!!int ', '!!binary ', '!custom ', '~', 'null', 'true', 'no', 'on', '0755', '1e999', '-0', '.nan', '0x1F',
  '9223372036854775808', '1:30', '2001-12-14t21:59:43.10-05:00', '\n', '\r', '\r\n', '\t', '  ', '    ', '---\n', '...\n',
  '\u0000', '\uFEFF', '\u2028', '\u{1F600}', '\\', '%YAML 1.1\n', 'apiVersion: v1\n', 'kind: List\nitems:\n', 'metadata:\n  name: x\n',
  '"\\u00e9"', "'it''s'", '$(x)', '${{ x }}', '%0A', '<script>', 'a'.repeat(300),
];

export type Edit =
  | { readonly kind: 'insert'; readonly at: number; readonly token: string }
  | { readonly kind: 'delete'; readonly at: number; readonly length: number }
  | { readonly kind: 'duplicate'; readonly at: number; readonly length: number }
  | { readonly kind: 'swap-lines'; readonly a: number; readonly b: number }
  | { readonly kind: 'line-endings'; readonly eol: '\r' | '\r\n' }
  | { readonly kind: 'indent'; readonly line: number; readonly by: number };

const position = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });

export const editArb: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('insert' as const), at: position, token: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...YAML_TOKENS) }, { weight: 1, arbitrary: fc.string({ maxLength: 12, unit: 'binary' }) }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: position, length: fc.integer({ min: 1, max: 40 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), at: position, length: fc.integer({ min: 1, max: 200 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('swap-lines' as const), a: position, b: position }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('line-endings' as const), eol: fc.constantFrom('\r' as const, '\r\n' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('indent' as const), line: position, by: fc.integer({ min: -4, max: 4 }) }) },
);

export function applyEdits(text: string, edits: readonly Edit[]): string {
  let out = text;
  for (const e of edits) {
    const at = (f: number): number => Math.floor(f * (out.length + 1));
    switch (e.kind) {
      case 'insert': {
        const i = at(e.at);
        out = out.slice(0, i) + e.token + out.slice(i);
        break;
      }
      case 'delete': {
        const i = at(e.at);
        out = out.slice(0, i) + out.slice(i + e.length);
        break;
      }
      case 'duplicate': {
        const i = at(e.at);
        out = out.slice(0, i + e.length) + out.slice(i, i + e.length) + out.slice(i + e.length);
        break;
      }
      case 'swap-lines': {
        const lines = out.split('\n');
        const a = Math.floor(e.a * lines.length);
        const b = Math.floor(e.b * lines.length);
        [lines[a], lines[b]] = [lines[b] ?? '', lines[a] ?? ''];
        out = lines.join('\n');
        break;
      }
      case 'line-endings':
        out = out.replace(/\r?\n/g, e.eol);
        break;
      case 'indent': {
        const lines = out.split('\n');
        const l = Math.floor(e.line * lines.length);
        const line = lines[l] ?? '';
        lines[l] = e.by > 0 ? ' '.repeat(e.by) + line : line.replace(new RegExp(`^ {0,${-e.by}}`), '');
        out = lines.join('\n');
        break;
      }
    }
  }
  return out;
}

/** A seed text with 0 to `maxEdits` edits applied. */
export function mutatedText(seeds: readonly string[], maxEdits = 6): fc.Arbitrary<string> {
  return fc.tuple(fc.constantFrom(...seeds), fc.array(editArb, { maxLength: maxEdits })).map(([seed, edits]) => applyEdits(seed, edits));
}

/** CEL: a small grammar (literals, fields, operators, macros, the Kubernetes libraries). */
export const celExpressionArb: fc.Arbitrary<string> = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('self', 'object', 'oldSelf', 'object.spec', 'object.metadata.name', 'object.spec.resourceQuota.gpuCount', 'variables.x', 'params.data'),
    fc.integer({ min: -1000, max: 1000 }).map(String),
    fc.constantFrom('9223372036854775807', '-9223372036854775808', '18446744073709551615u', '1.5', '1e308', 'null', 'true', "b'\\xff'"),
    fc.string({ maxLength: 8 }).map((s) => JSON.stringify(s)),
    fc.tuple(tie('expr'), fc.constantFrom('+', '-', '*', '/', '%', '==', '!=', '<', '<=', '>', '>=', '&&', '||', 'in'), tie('expr')).map(([a, op, b]) => `${a} ${op} ${b}`),
    fc.tuple(tie('expr'), tie('expr'), tie('expr')).map(([a, b, c]) => `${a} ? ${b} : ${c}`),
    tie('expr').map((a) => `!${a}`),
    tie('expr').map((a) => `(${a})`),
    fc.array(tie('expr'), { maxLength: 3 }).map((xs) => `[${xs.join(', ')}]`),
    fc.tuple(tie('expr'), tie('expr')).map(([k, v]) => `{${k}: ${v}}`),
    fc.tuple(tie('expr'), fc.constantFrom('size()', 'lowerAscii()', 'upperAscii()', 'trim()', 'isSorted()', 'sum()', 'min()', 'max()', 'reverse()')).map(([a, m]) => `${a}.${m}`),
    fc.tuple(tie('expr'), fc.constantFrom('startsWith', 'endsWith', 'contains', 'matches', 'find', 'findAll', 'split', 'indexOf', 'join'), tie('expr')).map(([a, m, b]) => `${a}.${m}(${b})`),
    fc.tuple(tie('expr'), fc.constantFrom('all', 'exists', 'exists_one', 'map', 'filter'), tie('expr')).map(([a, m, b]) => `${a}.${m}(x, ${b})`),
    fc.tuple(fc.constantFrom('size', 'int', 'uint', 'double', 'string', 'bool', 'type', 'dyn', 'quantity', 'isQuantity', 'duration', 'timestamp', 'url', 'ip', 'cidr', 'has'), tie('expr')).map(([f, a]) => `${f}(${a})`),
    fc.tuple(tie('expr'), fc.constantFrom('a', 'spec', 'name', 'items', '`x-y`')).map(([a, f]) => `${a}.${f}`),
    fc.tuple(tie('expr'), tie('expr')).map(([a, i]) => `${a}[${i}]`),
  ),
})).expr;

/** CEL for fuzzing: grammar-built, or a seed expression with character edits. */
export function celArb(seeds: readonly string[]): fc.Arbitrary<string> {
  const celTokens = ['(', ')', '[', ']', '.', ',', '"', "'", '?', ':', '!', '&&', '||', '==', '+', '*', 'self', 'has(', '.all(x, ', 'matches(', '\\', '\n', '\u0000'];
  const edit = fc.record({ at: position, token: fc.oneof(fc.constantFrom(...celTokens), fc.string({ maxLength: 4 })), del: fc.integer({ min: 0, max: 5 }) });
  const mutated = fc.tuple(fc.constantFrom(...seeds), fc.array(edit, { maxLength: 4 })).map(([seed, edits]) => {
    let out = seed;
    for (const e of edits) {
      const i = Math.floor(e.at * (out.length + 1));
      out = out.slice(0, i) + e.token + out.slice(i + e.del);
    }
    return out;
  });
  return fc.oneof({ weight: 1, arbitrary: celExpressionArb }, { weight: 1, arbitrary: mutated });
}

/** JSON-ish values for schema validation: what a user could write in YAML. */
export const yamlValueArb: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(2 ** 53 + 1, -(2 ** 63), 1e308, 0.1),
    fc.string({ maxLength: 20 }),
    fc.constantFrom('1Gi', '500m', '1e3', '-1', '1.5Ti', '0x10', 'NaN', '9'.repeat(40), 'kube-system', 'Bad_Name', ''),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('a', 'namespace', 'cpu', 'memory', 'gpuCount', 'adminGroups', 'editGroups', 'allowEgressTo', 'x-y', '__proto__', 'constructor'), tie('value'), { maxKeys: 4 }),
  ),
})).value;
