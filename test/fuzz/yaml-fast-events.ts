// Differential fuzzing of the fast YAML event scanner (src/core/yaml/fast-events.ts) against
// js-yaml's parseEvents: a seeded PRNG, a generator of block-style YAML documents (so that many
// cases land inside the scanner's subset), a mutator aimed at YAML's risky spots, the contract
// check itself, and a greedy shrinker for failing inputs. Every case is a pure function of its
// seed, so a failure is reproduced exactly from the text the message prints.
import { isDeepStrictEqual } from 'node:util';
import { parseEvents, type Event } from 'js-yaml';
import { mulberry32 } from '../support/prng.js';

export type Scanner = (text: string, maxDepth: number) => Event[] | undefined;


export class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
}

// ---------------------------------------------------------------------------------------------
// The contract

/** What one case came to. `failure` breaks the contract; the others are the two honest outcomes. */
export type Outcome =
  | { readonly kind: 'accepted' }
  | { readonly kind: 'rejected'; readonly jsYamlAccepts: boolean }
  | { readonly kind: 'failure'; readonly reason: string; readonly index: number };

function parseOrError(text: string, maxDepth: number): Event[] | Error {
  try {
    return parseEvents(text, { maxDepth });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** Whether js-yaml parses the text at this depth bound. */
export function parses(text: string, maxDepth: number): boolean {
  return !(parseOrError(text, maxDepth) instanceof Error);
}

/** The least maxDepth at which js-yaml parses the text; undefined when it never does (to 200). */
export function leastMaxDepth(text: string): number | undefined {
  let low = 1;
  let high = 200;
  if (!parses(text, high)) return undefined;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (parses(text, middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The first field on which two events differ, or undefined when every field is equal. */
function fieldDifference(expected: Event, actual: Event): string | undefined {
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  for (const key of keys) {
    const e: unknown = (expected as unknown as Record<string, unknown>)[key];
    const a: unknown = (actual as unknown as Record<string, unknown>)[key];
    if (!isDeepStrictEqual(e, a)) return `${key}: js-yaml ${JSON.stringify(e)}, scanEvents ${JSON.stringify(a)}`;
  }
  return undefined;
}

/**
 * The contract: scanEvents gives undefined, or js-yaml parses the text without error into events
 * equal in every field. A scanner that throws breaks it too (the caller expects undefined).
 */
export function checkContract(scan: Scanner, text: string, maxDepth: number): Outcome {
  let scanned: Event[] | undefined;
  try {
    scanned = scan(text, maxDepth);
  } catch (error) {
    return { kind: 'failure', reason: `scanEvents threw ${String(error)}`, index: -1 };
  }
  const expected = parseOrError(text, maxDepth);
  if (scanned === undefined) return { kind: 'rejected', jsYamlAccepts: !(expected instanceof Error) };
  if (expected instanceof Error) {
    return { kind: 'failure', reason: `scanEvents accepted a text js-yaml rejects: ${expected.message.split('\n')[0] ?? ''}`, index: -1 };
  }
  const shared = Math.min(expected.length, scanned.length);
  for (let i = 0; i < shared; i++) {
    const difference = fieldDifference(expected[i] as Event, scanned[i] as Event);
    if (difference !== undefined) return { kind: 'failure', reason: `event ${i} differs: ${difference}`, index: i };
  }
  if (expected.length !== scanned.length) {
    return { kind: 'failure', reason: `js-yaml gives ${expected.length} events, scanEvents ${scanned.length}`, index: shared };
  }
  return { kind: 'accepted' };
}

/**
 * A smaller text that still breaks the contract (any failure, not only the same one): drop lines,
 * then single characters, then shorten runs of spaces, while the contract stays broken.
 */
export function shrink(scan: Scanner, text: string, maxDepth: number, budget = 4000): string {
  let best = text;
  let tries = 0;
  const fails = (candidate: string): boolean => {
    tries++;
    return checkContract(scan, candidate, maxDepth).kind === 'failure';
  };
  let progress = true;
  while (progress && tries < budget) {
    progress = false;
    const lines = best.split('\n');
    for (let i = 0; i < lines.length && tries < budget; i++) {
      const candidate = [...lines.slice(0, i), ...lines.slice(i + 1)].join('\n');
      if (candidate !== best && fails(candidate)) {
        best = candidate;
        progress = true;
        break;
      }
    }
    if (progress) continue;
    for (const width of [16, 4, 1]) {
      for (let i = 0; i + width <= best.length && tries < budget; i++) {
        const candidate = best.slice(0, i) + best.slice(i + width);
        if (fails(candidate)) {
          best = candidate;
          progress = true;
          break;
        }
      }
      if (progress) break;
    }
  }
  return best;
}

/** The message of a contract failure: all that is needed to reproduce it, the input first. */
export function describeFailure(scan: Scanner, text: string, maxDepth: number, origin: string): string {
  const outcome = checkContract(scan, text, maxDepth);
  if (outcome.kind !== 'failure') return `${origin}: no failure`;
  const small = shrink(scan, text, maxDepth);
  const smallOutcome = checkContract(scan, small, maxDepth);
  const lines = [
    `${origin}: scanEvents(text, ${maxDepth}) breaks the contract`,
    `  text: ${JSON.stringify(text)}`,
    `  first differing event index: ${outcome.index} (${outcome.reason})`,
  ];
  if (small !== text && smallOutcome.kind === 'failure') {
    lines.push(`  shrunk text: ${JSON.stringify(small)}`, `  shrunk first differing event index: ${smallOutcome.index} (${smallOutcome.reason})`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// A generator of block-style YAML, mostly inside the scanner's subset

const KEYS: readonly string[] = [
  'apiVersion', 'kind', 'metadata', 'name', 'namespace', 'labels', 'annotations', 'spec', 'replicas', 'selector',
  'matchLabels', 'template', 'containers', 'image', 'ports', 'containerPort', 'env', 'value', 'data', 'a', 'b', 'k',
  'app.kubernetes.io/name', 'example.com/team', 'x-y_z', 'ä', 'key with spaces', '1', 'true', 'null', 'a:b', 'a#b',
  'on', '-a', 'k-', 'k.', 'a/b:c',
];

const PLAIN_VALUES: readonly string[] = [
  'v1', 'apps/v1', 'Deployment', 'nginx:1.27.0', 'registry.example.com/team/app@sha256:0123abcd', '3', '-1', '0.5',
  '1e3', '0x1F', '0o17', '.inf', '-.inf', '.nan', 'true', 'false', 'True', 'yes', 'no', 'on', 'off', 'null', 'Null', '~',
  'a b c', 'http://example.com:8080/path?q=1', 'a:b', 'a#b', 'a-', '-a', 'ü', '日本語', 'x.y.z', '1.2.3', '2026-01-01',
  '10Gi', '500m', "it's", 'say "hi"', 'a,b', 'a]b', 'a}b', 'a%b', 'a@b', 'a`b', 'a!b', 'a&b', 'a*b', 'a|b', 'a>b', 'a?b',
  '?a', ':a', 'a :b', 'a\\b', '0', '--', '---a', '...a', 'a...',
];

const SINGLE_QUOTED: readonly string[] = [
  "''", "'a'", "'a b'", "'it''s'", "''''", "'#not a comment'", "'a: b'", "'[a]'", "'\"'", "'\\'", "' lead'", "'trail '", "'ü'",
];

const DOUBLE_QUOTED: readonly string[] = ['""', '"a"', '"a b"', "\"it's\"", '"#x"', '"a: b"', '"{a}"', '" lead"', '"trail "', '"ü"', '"a\'b"'];

/** Double-quoted scalars with escapes: rarer, since manifests rarely have them. */
const ESCAPED: readonly string[] = ['"\\""', '"\\n"', '"\\t"', '"\\\\"', '"\\u00e9"', '"\\x41"', '"\\/"', '"\\ "', '"a\\\\b"'];

const FLOW_ITEMS: readonly string[] = ['a', 'b c', '1', 'true', 'null', "'q'", '"d"', "'it''s'", 'x/y', 'ü', 'a-b'];

function flowCollection(rng: Rng, depth: number): string {
  const items: string[] = [];
  const count = rng.int(0, 4);
  const mapping = rng.chance(0.4);
  for (let i = 0; i < count; i++) {
    const item = depth < 2 && rng.chance(0.2) ? flowCollection(rng, depth + 1) : rng.pick(FLOW_ITEMS);
    const flowKey = rng.pick(['a', 'b', 'k', '"q"', "'s'"]).replace(/^(['"]?)(\w)\1$/, `$1$2${i}$1`);
    items.push(mapping ? `${flowKey}: ${item}` : item);
  }
  const separator = rng.pick([', ', ',', ' , ']);
  const pad = rng.chance(0.2) ? ' ' : '';
  return mapping ? `{${pad}${items.join(separator)}${pad}}` : `[${pad}${items.join(separator)}${pad}]`;
}

function scalar(rng: Rng): string {
  const r = rng.float();
  if (r < 0.65) return rng.pick(PLAIN_VALUES);
  if (r < 0.8) return rng.pick(SINGLE_QUOTED);
  if (r < 0.97) return rng.pick(DOUBLE_QUOTED);
  return rng.pick(ESCAPED);
}

function key(rng: Rng): string {
  const r = rng.float();
  if (r < 0.85) return rng.pick(KEYS);
  if (r < 0.93) return `'${rng.pick(KEYS).replace(/'/g, "''")}'`;
  return `"${rng.pick(KEYS)}"`;
}

/** An end of line: nothing, trailing spaces, or a comment. */
function lineEnd(rng: Rng): string {
  const r = rng.float();
  if (r < 0.88) return '';
  if (r < 0.94) return ` # ${rng.pick(['note', 'a: b', '- x', '#', "'", ''])}`;
  return ' '.repeat(rng.int(1, 3));
}

/** Lines that may stand between entries: blank ones and whole-line comments at any indent. */
function filler(rng: Rng, out: string[]): void {
  if (rng.chance(0.08)) out.push(rng.chance(0.5) ? '' : ' '.repeat(rng.int(1, 6)));
  if (rng.chance(0.06)) out.push(`${' '.repeat(rng.int(0, 8))}#${rng.pick([' comment', '', ' a: b', ' - x', '#'])}`);
}

/** The value after `key:` or `- `: inline (scalar, flow, empty) or a nested block on the next lines. */
interface Budget {
  nodes: number;
}

function blockMapping(rng: Rng, indent: number, depth: number, budget: Budget, out: string[], firstPrefix?: string): void {
  const count = rng.int(1, 4);
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    let k = key(rng);
    if (used.has(k)) k = `${k.replace(/['"]/g, '')}${i}`;
    used.add(k);
    if (i > 0) filler(rng, out);
    const prefix = i === 0 && firstPrefix !== undefined ? firstPrefix : ' '.repeat(indent);
    entryValue(rng, `${prefix}${k}:`, indent, depth, budget, out, true);
  }
}

function blockSequence(rng: Rng, indent: number, depth: number, budget: Budget, out: string[], firstPrefix?: string): void {
  const count = rng.int(1, 4);
  for (let i = 0; i < count; i++) {
    if (i > 0) filler(rng, out);
    const prefix = i === 0 && firstPrefix !== undefined ? firstPrefix : ' '.repeat(indent);
    entryValue(rng, `${prefix}-`, indent, depth, budget, out, false);
  }
}

function entryValue(rng: Rng, head: string, indent: number, depth: number, budget: Budget, out: string[], inMapping: boolean): void {
  budget.nodes--;
  const nest = depth < 8 && budget.nodes > 0;
  const r = rng.float();
  if (nest && r < 0.3) {
    // A nested block mapping: on the next lines, or (in a sequence) on the dash's line.
    if (!inMapping && rng.chance(0.6)) {
      const gap = rng.int(1, 3);
      blockMapping(rng, indent + 1 + gap, depth + 1, budget, out, `${head}${' '.repeat(gap)}`);
      return;
    }
    out.push(`${head}${lineEnd(rng)}`);
    filler(rng, out);
    blockMapping(rng, indent + rng.int(1, 4), depth + 1, budget, out);
    return;
  }
  if (nest && r < 0.5) {
    if (!inMapping && rng.chance(0.4)) {
      // `- - a`: a sequence on the dash's line.
      const gap = rng.int(1, 2);
      blockSequence(rng, indent + 1 + gap, depth + 1, budget, out, `${head}${' '.repeat(gap)}`);
      return;
    }
    out.push(`${head}${lineEnd(rng)}`);
    filler(rng, out);
    // Under a key, a sequence may sit at the key's own indent (`k:\n- a`).
    const childIndent = inMapping && rng.chance(0.4) ? indent : indent + rng.int(1, 4);
    blockSequence(rng, childIndent, depth + 1, budget, out);
    return;
  }
  if (r < 0.6) {
    out.push(`${head}${lineEnd(rng)}`);
    return;
  }
  if (r < 0.72) {
    multiLineValue(rng, head, indent, out);
    return;
  }
  const space = rng.chance(0.92) ? ' ' : ' '.repeat(rng.int(2, 4));
  const value = rng.chance(0.15) ? flowCollection(rng, 0) : scalar(rng);
  out.push(`${head}${space}${value}${lineEnd(rng)}`);
}

const BLOCK_INDICATORS: readonly string[] = ['|', '|-', '|+', '>', '>-', '>+'];
/** Explicit indentation indicators, some of them wrong (0, 10). */
const EXPLICIT_INDICATORS: readonly string[] = ['|2', '>1', '|-1', '>+2', '|2-', '|0', '|10'];
const BLOCK_WORDS: readonly string[] = ['line', 'two words', 'a: b', '- item', '# not a comment', "it's", '"q"', 'x  y', 'ü', '{a}', '[b]', 'end.', '\\'];

/**
 * A scalar over several lines after `head` (a `key:` or a `-`): a literal or folded block scalar,
 * a plain scalar continued on deeper lines, or a quoted one broken over lines.
 */
function multiLineValue(rng: Rng, head: string, indent: number, out: string[]): void {
  const kind = rng.int(0, 3);
  const contentIndent = indent + rng.pick([1, 2, 2, 2, 3, 4]);
  const lines = rng.int(1, 4);
  if (kind <= 1) {
    out.push(`${head} ${rng.chance(0.1) ? rng.pick(EXPLICIT_INDICATORS) : rng.pick(BLOCK_INDICATORS)}${rng.chance(0.1) ? ' # c' : ''}${rng.chance(0.05) ? ' ' : ''}`);
    if (rng.chance(0.1)) out.push('');
    for (let i = 0; i < lines; i++) {
      const r = rng.float();
      if (r < 0.12) out.push('');
      else if (r < 0.2) out.push(' '.repeat(rng.int(1, i === 0 ? contentIndent : contentIndent + 2)));
      // More-indented lines after the first (the first line sets the content's indentation).
      const extra = i > 0 && rng.chance(0.15) ? rng.int(1, 3) : 0;
      out.push(`${' '.repeat(contentIndent + extra)}${rng.pick(BLOCK_WORDS)}${rng.chance(0.08) ? ' ' : ''}`);
    }
    if (rng.chance(0.15)) out.push(rng.chance(0.5) ? '' : ' '.repeat(rng.int(1, contentIndent + 2)));
    return;
  }
  if (kind === 2) {
    out.push(`${head} ${rng.pick(['first', 'a b', 'x:y', 'long value'])}`);
    for (let i = 0; i < lines; i++) {
      if (rng.chance(0.15)) out.push(rng.chance(0.7) ? '' : ' '.repeat(rng.int(1, 6)));
      out.push(`${' '.repeat(contentIndent)}${rng.chance(0.97) ? rng.pick(['more', 'and more', 'x:y', '- z', 'a#b', "'e'", '"f"', '!g', '&h']) : rng.pick(['x: y', 'd:'])}${rng.chance(0.08) ? ' ' : ''}`);
    }
    // A comment ends a plain scalar: only on its last line.
    if (rng.chance(0.15)) out[out.length - 1] += ' # comment';
    return;
  }
  const quote = rng.chance(0.5) ? "'" : '"';
  const words = quote === '"' ? ['a', 'b c', '\\"', '\\n', "it's", '\\', 'x  '] : ['a', 'b c', "it''s", '"', 'x  '];
  const parts = [`${head} ${quote}${rng.pick(words)}`];
  for (let i = 0; i < lines; i++) {
    if (rng.chance(0.2)) parts.push('');
    parts.push(`${' '.repeat(rng.chance(0.95) ? contentIndent : rng.int(0, contentIndent + 2))}${rng.pick(words)}${quote === '"' && rng.chance(0.1) ? '\\' : ''}`);
  }
  // A backslash before the closing quote would escape it.
  parts[parts.length - 1] = `${(parts[parts.length - 1] ?? '').replace(/\\$/, '\\\\')}${quote}`;
  out.push(...parts);
}

/** A whole text: one to three documents, each a block mapping, a block sequence or a scalar. */
export function generateDocument(rng: Rng): string {
  const out: string[] = [];
  const documents = rng.chance(0.7) ? 1 : rng.int(2, 3);
  for (let d = 0; d < documents; d++) {
    if (d > 0 || rng.chance(0.2)) out.push(`---${rng.chance(0.1) ? ' # doc' : ''}`);
    if (rng.chance(0.1)) out.push(rng.chance(0.5) ? '# header' : '');
    const budget = { nodes: rng.int(2, 24) };
    const r = rng.float();
    if (r < 0.65) blockMapping(rng, 0, 1, budget, out);
    else if (r < 0.9) blockSequence(rng, 0, 1, budget, out);
    else if (r < 0.95) out.push(rng.chance(0.5) ? flowCollection(rng, 0) : scalar(rng));
  }
  const text = out.join('\n');
  return rng.chance(0.85) ? `${text}\n` : text;
}

/** `depth` nested collections of one kind, for the depth bound (block maps, block seqs, flow, mixed). */
export function nestedText(rng: Rng, depth: number): string {
  const style = rng.int(0, 4);
  if (style === 4) return mixedNesting(rng, depth);
  if (style === 0) {
    const lines: string[] = [];
    for (let i = 0; i < depth - 1; i++) lines.push(`${' '.repeat(i * 2)}k${i}:`);
    lines.push(`${' '.repeat((depth - 1) * 2)}k: v`);
    return `${lines.join('\n')}\n`;
  }
  if (style === 1) {
    const lines: string[] = [];
    for (let i = 0; i < depth; i++) lines.push(`${' '.repeat(i * 2)}-${i === depth - 1 ? ' v' : ''}`);
    return `${lines.join('\n')}\n`;
  }
  if (style === 2) return `k: ${'['.repeat(depth - 1)}a${']'.repeat(depth - 1)}\n`;
  // `- - - a` on one line, then a mapping under it.
  return `${'- '.repeat(depth - 1)}a: b\n`;
}

/**
 * `depth` collections, each a block mapping, a block sequence (on its own line or compact, `- -`)
 * or, once flow starts, flow sequences and mappings inside: where depth counting differs by kind.
 */
function mixedNesting(rng: Rng, depth: number): string {
  const lines: string[] = [];
  let indent = 0;
  let prefix = '';
  for (let level = 0; level < depth; level++) {
    const remaining = depth - level;
    if (remaining <= 3 && rng.chance(0.5)) {
      // The rest as flow collections on this line.
      let flow = 'a';
      for (let i = 0; i < remaining; i++) flow = rng.chance(0.5) ? `[${flow}]` : `{k: ${flow}}`;
      lines.push(`${' '.repeat(indent)}${prefix}${rng.chance(0.5) ? `k: ${flow}` : `- ${flow}`}`);
      // (`k: [...]` adds a mapping: the depth is near `depth`, not exact, which is all this needs.)
      return `${lines.join('\n')}\n`;
    }
    const r = rng.int(0, 2);
    if (r === 0) {
      lines.push(`${' '.repeat(indent)}${prefix}k${level}:`);
      prefix = '';
      indent += rng.int(1, 3);
    } else if (r === 1) {
      lines.push(`${' '.repeat(indent)}${prefix}-`);
      prefix = '';
      indent += rng.int(1, 3);
    } else {
      // A compact entry: the next collection starts on this line after `- `.
      prefix += '- ';
    }
  }
  lines.push(`${' '.repeat(indent)}${prefix}v`);
  return `${lines.join('\n')}\n`;
}

/**
 * Exactly `depth` collections deep, mixing every way the subset nests (block mappings, block
 * sequences on their own line, compact `- -` and `- k:` entries, a sequence in its key's column,
 * flow collections after a key or after `- `), ending in any leaf the subset reads (plain, quoted,
 * block scalar, empty value, empty flow collection), with siblings on the way. For the depth
 * bound: js-yaml counts its nodes, not its collections, and counts one more for a node it first
 * tries as an implicit key, so the bound must be met where that count, not the nesting, reaches it.
 */
export function deepNesting(rng: Rng, depth: number): string {
  const lines: string[] = [];
  const leaf = (column: number): string =>
    rng.pick(['v', '"v"', "'v'", `|\n${' '.repeat(column + 2)}x`, '', '[]', '{}', '"a\\tb"']);
  let indent = 0;
  let prefix = '';
  for (let level = 0; level < depth; level++) {
    const remaining = depth - level;
    const column = indent + prefix.length;
    if (remaining <= 4 && rng.chance(0.4)) {
      // The rest as flow collections on this line, after a key or as a sequence entry.
      let flow = rng.pick(['a', '"a"', '[]', '{}']);
      const flowLevels = flow === '[]' || flow === '{}' ? remaining - 1 : remaining;
      for (let i = 0; i < flowLevels; i++) flow = rng.chance(0.5) ? `[${flow}${rng.chance(0.3) ? ', b' : ''}]` : `{k: ${flow}}`;
      // `k: [..]` and `- [..]` each add a collection of their own before the flow starts.
      lines.push(`${' '.repeat(indent)}${prefix}${rng.chance(0.5) ? `k: ${flow}` : `- ${flow}`}`);
      return `${lines.join('\n')}\n`;
    }
    if (remaining === 1) {
      const r = rng.int(0, 2);
      if (r === 0) lines.push(`${' '.repeat(indent)}${prefix}k: ${leaf(column)}`.trimEnd());
      else if (r === 1) lines.push(`${' '.repeat(indent)}${prefix}- ${leaf(column)}`.trimEnd());
      else lines.push(`${' '.repeat(indent)}${prefix}- k: ${leaf(column + 2)}`.trimEnd());
      if (rng.chance(0.5)) lines.push(`${' '.repeat(column)}${lines[lines.length - 1]!.slice(column).startsWith('-') ? '- w' : 'z: w'}`);
      return `${lines.join('\n')}\n`;
    }
    const r = rng.int(0, 4);
    if (r === 0) {
      lines.push(`${' '.repeat(indent)}${prefix}k${level}:`);
      if (prefix === '' && rng.chance(0.3)) lines.splice(lines.length - 1, 0, `${' '.repeat(indent)}s${level}: ${leaf(indent)}`.trimEnd());
      indent = column + rng.int(1, 3);
      prefix = '';
    } else if (r === 1) {
      lines.push(`${' '.repeat(indent)}${prefix}-`);
      indent = column + rng.int(1, 3);
      prefix = '';
    } else if (r === 2) {
      // A sequence in its key's column: `k:` then `- ` at the same indentation.
      lines.push(`${' '.repeat(indent)}${prefix}k${level}:`);
      indent = column;
      prefix = '- ';
      level++;
      if (level >= depth - 1) {
        lines.push(`${' '.repeat(indent)}- ${leaf(indent + 2)}`.trimEnd());
        return `${lines.join('\n')}\n`;
      }
    } else if (r === 3) {
      prefix += '- ';
    } else if (prefix.endsWith('- ')) {
      // A compact mapping entry, `- k:`, its value on the next lines.
      lines.push(`${' '.repeat(indent)}${prefix}k${level}:`);
      indent = column + rng.int(1, 3);
      prefix = '';
    } else {
      prefix += '- ';
    }
  }
  lines.push(`${' '.repeat(indent)}${prefix}v`);
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// A mutator aimed at YAML's risky spots

const LONG_KEY = 'k'.repeat(1030);

export const TOKENS: readonly string[] = [
  ' ', '  ', '    ', '\t', '\r', '\r\n', '\n', '\n\n', ': ', ':', ' :', ' #', '#', '# x', '-', '- ', ' - ', '--', '---', '--- ',
  '---\n', '...', '...\n', "'", '"', "''", '""', '\\', '\\"', "\\'", '[', ']', '{', '}', '[]', '{}', ',', ', ', '?', '? ',
  '&a ', '*a', '&a', '!tag ', '!!str ', '!', '!<x> ', '|', '|-', '|+', '>', '>-', '|2', '%YAML 1.2\n---\n', '%YAML 1.2\n',
  '%TAG !e! tag:e.com,2000:\n---\n', '%', '@', '`', '\uFEFF', '\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u000C',
  '\u001B', '\u007F', '\u0080', '\u0085', '\u009F', '\u00A0', '\u2028', '\u2029', '\uFFFE', '\uFFFF', '\uD800', '\uDC00',
  'é', '日', '😀', '\u{10FFFF}', '\u0301', '~', 'null', '<<: *a', ':x', 'a:b', 'k: v', '- k: v', '[a, "b"]', '{a: b}',
  '{a: [b]}', '"\\u00e9"', '"\\x41"', '"a\\\nb"', "'it''s'", LONG_KEY, `${LONG_KEY}: v`, `"${LONG_KEY}": v`, 'k'.repeat(1024),
];

/** Places where an edit is most likely to matter: line starts, around `:`/`-`/`#`/quotes, line ends. */
function interestingOffset(rng: Rng, text: string): number {
  if (text.length === 0 || rng.chance(0.3)) return rng.int(0, text.length);
  const r = rng.float();
  const at = rng.int(0, text.length - 1);
  const find = (pattern: RegExp): number => {
    pattern.lastIndex = at;
    const m = pattern.exec(text) ?? (((pattern.lastIndex = 0), pattern.exec(text)));
    return m === null ? at : m.index + (r < 0.75 ? 0 : m[0].length);
  };
  if (r < 0.4) return find(/\n/g) + (rng.chance(0.5) ? 1 : 0);
  if (r < 0.7) return find(/[:\-#'"[\]{},]/g);
  return find(/ /g);
}

function mapLine(text: string, line: number, f: (line: string) => string): string {
  const lines = text.split('\n');
  const index = line % Math.max(lines.length, 1);
  lines[index] = f(lines[index] ?? '');
  return lines.join('\n');
}

export function mutate(rng: Rng, text: string): string {
  const at = interestingOffset(rng, text);
  const line = rng.int(0, 1 << 20);
  switch (rng.int(0, 13)) {
    case 0:
    case 1:
    case 2:
      return text.slice(0, at) + rng.pick(TOKENS) + text.slice(at);
    case 3:
      return text.slice(0, at) + text.slice(at + rng.int(1, 4));
    case 4: // indent a line more or less, or with a tab
      return mapLine(text, line, (l) => {
        const r = rng.int(0, 3);
        if (r === 0) return ' '.repeat(rng.int(1, 4)) + l;
        if (r === 1) return l.replace(/^ {1,4}/, '');
        if (r === 2) return `\t${l}`;
        return l.replace(/^ /, '\t');
      });
    case 5: // join a line with the next, or split one at a random point with a random indent
      if (rng.chance(0.5)) {
        const nl = text.indexOf('\n', at);
        return nl < 0 ? text : text.slice(0, nl) + (rng.chance(0.5) ? ' ' : '') + text.slice(nl + 1);
      }
      return `${text.slice(0, at)}\n${' '.repeat(rng.int(0, 6))}${text.slice(at)}`;
    case 6: // duplicate or swap lines
      return mapLine(text, line, (l) => (rng.chance(0.5) ? `${l}\n${l}` : `${l}\n${' '.repeat(rng.int(0, 4))}${l.trimStart()}`));
    case 7: // line ends
      if (rng.chance(0.5)) return mapLine(text, line, (l) => `${l}\r`);
      return text.replace(/\n/g, rng.chance(0.5) ? '\r\n' : '\r');
    case 8: // trailing spaces, tabs or comments
      return mapLine(text, line, (l) => l + rng.pick([' ', '  ', '\t', ' #', '#x', ' # c', ':', ' :', '-', ',']));
    case 9: // something at the very start or end
      return rng.chance(0.5) ? rng.pick(['\uFEFF', '%YAML 1.2\n---\n', '---\n', '--- ', '...\n', '\n', ' ', '#\n', '- ', '? ']) + text : text + rng.pick(['...', '...\n', '---', '\n---\n', '\n...\n', ' ', '\n\n', '#', '\n- x', ':']);
    case 10: // a plain scalar quoted, or a quoted one unquoted
      return text.replace(/: ([A-Za-z0-9][^\n#]*)/, (_m, v: string) => (rng.chance(0.5) ? `: "${v}"` : `: '${v}'`)).replace(/["']([^"'\n]*)["']$/m, '$1');
    case 11: // a very long key at a line start
      return mapLine(text, line, (l) => `${l.match(/^ */)?.[0] ?? ''}${'k'.repeat(rng.int(1015, 1035))}: ${rng.pick(['v', '', '"v"', '[v]'])}\n${l}`);
    case 12: // deep nesting spliced in
      return `${text.slice(0, at)}${nestedText(rng, rng.int(2, 70))}${text.slice(at)}`;
    default: // one random code unit
      return text.slice(0, at) + String.fromCharCode(rng.pick([rng.int(0, 0x7f), rng.int(0x80, 0x2fff), rng.int(0xd800, 0xffff)])) + text.slice(at);
  }
}

/** Pieces of short texts: YAML's indicators, whitespace, line ends and a few words. */
export const SHORT_ALPHABET: readonly string[] = [
  'a', 'b', ':', ' ', '  ', '\n', '- ', '-', '#', "'", '"', '[', ']', '{', '}', ',', '---', '...', '?', '\t', '\r', '&', '*', '!', '|', '>', '%', '\\', '.',
];

/** A short random text over SHORT_ALPHABET: where small offset and flag mistakes show first. */
export function shortText(rng: Rng, maxPieces: number): string {
  let text = '';
  const pieces = rng.int(1, maxPieces);
  // Mostly the block-structure pieces, so that a fair share of texts is still YAML.
  const common = SHORT_ALPHABET.slice(0, 17);
  for (let i = 0; i < pieces; i++) text += rng.chance(0.85) ? rng.pick(common) : rng.pick(SHORT_ALPHABET);
  return text;
}

/** Lines for line soups: each a piece of block structure, put at a random indent. */
export const SOUP_LINES: readonly string[] = [
  'a: b', 'a:', 'a: ', '- a', '-', '- ', '- a: b', '- b:', '- - a', '#c', ' # c', '', '---', '--- # c', '...', 'a: [b, c]',
  'a: {b: c}', '- [a]', '- {a: b}', '[a]', "a: 'b'", 'a: "b"', "'a': b", '"a": b', 'a: b #c', 'a: b # c: d', 'b', 'c d',
  '? a', ': b', 'a: b: c', 'a:b', 'a: -', 'a: []', 'a: {}', "- ''", '- ""', 'a: b ', 'a:  b',
  'a: |', 'a: >-', 'a: |+', '- |', '- >', 'text', 'more text', "a: 'b", 'c\'', 'a: "b', 'c"', 'a: "b\\"',
];

/** Up to `maxLines` lines from SOUP_LINES at indents 0–4: where indentation and line-structure mistakes show. */
export function lineSoup(rng: Rng, maxLines: number): string {
  const lines: string[] = [];
  const count = rng.int(1, maxLines);
  for (let i = 0; i < count; i++) lines.push(' '.repeat(rng.pick([0, 0, 0, 1, 2, 2, 3, 4])) + rng.pick(SOUP_LINES));
  return lines.join('\n') + (rng.chance(0.7) ? '\n' : '');
}

/** Every text of up to `length` pieces of `alphabet`, shortest first. */
export function* allTexts(alphabet: readonly string[], length: number): Generator<string> {
  let level = [''];
  for (let n = 1; n <= length; n++) {
    const next: string[] = [];
    for (const prefix of level) for (const piece of alphabet) next.push(prefix + piece);
    yield* next;
    level = next;
  }
}

/** A window of a seed text: up to `maxLines` lines from a random start, so mutations stay cheap on large files. */
export function window(rng: Rng, text: string, maxLines: number): string {
  const lines = text.split('\n');
  if (lines.length <= maxLines) return text;
  const start = rng.int(0, lines.length - maxLines);
  return lines.slice(start, start + maxLines).join('\n');
}

/** The depth bound for a case: mostly the one parse.ts uses, sometimes a small one. */
export function pickMaxDepth(rng: Rng): number {
  const r = rng.float();
  if (r < 0.7) return 64;
  return rng.pick([0, 1, 2, 3, 4, 5, 6, 63, 65]);
}
