import type { Manifest } from '../manifest/manifest.js';
import { appendPointer, escapeSegment } from '../yaml/pointer.js';
import { show } from './canonical.js';
import { deepEqual } from '../kube/json.js';
import { childPath, itemsPath, valuesPath } from '../kube/schema-path.js';
import type { Anchor, ChangeScope, NodeContext, RawFinding, Report, Rule, SchemaNode } from './types.js';
import { isRecordSchema } from './types.js';

/**
 * Walks two schemas side by side (one version at base and head, or two served versions),
 * runs the node rules on every node whose keywords differ, and reports what no rule consumed
 * as `unclassified-change`. Only nodes present on both sides are compared: fields that exist
 * only on the new side are additions, judged by their parent (required-added).
 */

export interface SchemaSide {
  readonly schema: Readonly<Record<string, unknown>>;
  readonly pointer: string;
  readonly manifest: Manifest;
}

export interface WalkOptions {
  readonly crd: string;
  readonly version: string;
  readonly scope: ChangeScope;
  /** Rules with an onNode hook. */
  readonly rules: readonly Rule[];
  /** Per-rule options from the config. */
  readonly options: (ruleId: string) => Readonly<Record<string, unknown>>;
}

export const UNCLASSIFIED_RULE_ID = 'unclassified-change';

export function walkSchemas(from: SchemaSide, to: SchemaSide, options: WalkOptions): RawFinding[] {
  const out: RawFinding[] = [];
  visit(new WalkedNode(from.schema, from.manifest, undefined, from.pointer), new WalkedNode(to.schema, to.manifest, undefined, to.pointer), ROOT, options, out);
  return out;
}

/**
 * A node of one side, its pointer built only when a finding needs it: most nodes never report
 * anything, and a walk of a 1 MB schema meets ~20,000 of them. One object per node, its parent
 * and the segments below it, rather than closures.
 */
class WalkedNode implements SchemaNode {
  // Declared and set in the constructor: class fields (and parameter properties) compile to an
  // initializer V8 runs as a call per object.
  declare readonly schema: Readonly<Record<string, unknown>>;
  declare readonly manifest: Manifest;
  declare private readonly parent: WalkedNode | undefined;
  /** The pointer itself at a root, the segment(s) below the parent otherwise. */
  declare private readonly below: string;
  declare private readonly name: string | undefined;
  declare private madePointer: string | undefined;

  constructor(schema: Readonly<Record<string, unknown>>, manifest: Manifest, parent: WalkedNode | undefined, below: string, name?: string) {
    this.schema = schema;
    this.manifest = manifest;
    this.parent = parent;
    this.below = below;
    this.name = name;
    this.madePointer = parent === undefined ? below : undefined;
  }

  get pointer(): string {
    if (this.madePointer === undefined) {
      const parent = this.parent?.pointer ?? '';
      this.madePointer = this.name === undefined ? `${parent}/${this.below}` : `${parent}/${this.below}/${escapeSegment(this.name)}`;
    }
    return this.madePointer;
  }

  anchor(keyword?: string, opts?: { readonly index?: number | string; readonly at?: 'key' | 'value' }): Anchor {
    let p = keyword === undefined ? this.pointer : `${this.pointer}/${escapeSegment(keyword)}`;
    if (opts?.index !== undefined) p = appendPointer(p, opts.index);
    return opts?.at !== undefined ? { manifest: this.manifest, pointer: p, at: opts.at } : { manifest: this.manifest, pointer: p };
  }
}

/**
 * Where a node pair sits below the root, for the path and the parent's `required` a rule reads:
 * both made only for a pair whose keywords differ.
 */
interface Place {
  readonly parent: Place | undefined;
  readonly step: 'property' | 'items' | 'values';
  /** The property's name (step 'property'). */
  readonly name: string;
  /** The parents' schemas, for requiredInParent (step 'property'). */
  readonly baseParent: Readonly<Record<string, unknown>> | undefined;
  readonly headParent: Readonly<Record<string, unknown>> | undefined;
  path?: string;
}

const ROOT: Place = { parent: undefined, step: 'property', name: '', baseParent: undefined, headParent: undefined, path: '.' };

function pathOf(place: Place): string {
  if (place.path === undefined) {
    const parent = pathOf(place.parent ?? ROOT);
    place.path = place.step === 'property' ? childPath(parent, place.name) : place.step === 'items' ? itemsPath(parent) : valuesPath(parent);
  }
  return place.path;
}

function requiredIn(parent: Readonly<Record<string, unknown>> | undefined, name: string): boolean {
  const r = parent?.required;
  return Array.isArray(r) && r.includes(name);
}

function visit(base: WalkedNode, head: WalkedNode, place: Place, options: WalkOptions, out: RawFinding[]): void {
  if (keywordsDiffer(base.schema, head.schema)) {
    const requiredInParent = place.step === 'property' && place !== ROOT ? { base: requiredIn(place.baseParent, place.name), head: requiredIn(place.headParent, place.name) } : NOT_REQUIRED;
    judge(base, head, pathOf(place), requiredInParent, diffKeywords(base.schema, head.schema), options, out);
  }
  if (effectiveType(base.schema) !== effectiveType(head.schema)) return; // type-changed covers everything below

  const bp = base.schema.properties;
  const hp = head.schema.properties;
  if (isRecordSchema(bp) && isRecordSchema(hp)) {
    for (const name of Object.keys(bp)) {
      const bs = bp[name];
      const hs = hp[name];
      if (!isRecordSchema(bs) || !isRecordSchema(hs)) continue;
      visit(
        new WalkedNode(bs, base.manifest, base, 'properties', name),
        new WalkedNode(hs, head.manifest, head, 'properties', name),
        { parent: place, step: 'property', name, baseParent: base.schema, headParent: head.schema },
        options,
        out,
      );
    }
  }
  const bi = base.schema.items;
  const hi = head.schema.items;
  if (isRecordSchema(bi) && isRecordSchema(hi)) {
    visit(new WalkedNode(bi, base.manifest, base, 'items'), new WalkedNode(hi, head.manifest, head, 'items'), { parent: place, step: 'items', name: '', baseParent: undefined, headParent: undefined }, options, out);
  }
  const ba = base.schema.additionalProperties;
  const ha = head.schema.additionalProperties;
  if (isRecordSchema(ba) && isRecordSchema(ha)) {
    visit(
      new WalkedNode(ba, base.manifest, base, 'additionalProperties'),
      new WalkedNode(ha, head.manifest, head, 'additionalProperties'),
      { parent: place, step: 'values', name: '', baseParent: undefined, headParent: undefined },
      options,
      out,
    );
  }
}

const NOT_REQUIRED = { base: false, head: false } as const;

/** Keywords whose values differ. Child schemas are compared by the walk, not here. */
export function diffKeywords(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): Set<string> {
  const out = new Set<string>();
  const check = (k: string): void => {
    const va = a[k];
    const vb = b[k];
    if (k === 'properties') {
      if (!sameKeys(va, vb)) out.add(k);
    } else if (k === 'items' || k === 'additionalProperties') {
      if (!(isRecordSchema(va) && isRecordSchema(vb)) && !deepEqual(va, vb)) out.add(k);
    } else if (!deepEqual(va, vb)) {
      out.add(k);
    }
  };
  for (const k of Object.keys(a)) check(k);
  for (const k of Object.keys(b)) if (!Object.hasOwn(a, k)) check(k);
  return out;
}

/** Whether diffKeywords would find anything, without making its set: most pairs of nodes are equal. */
function keywordsDiffer(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  for (const k in a) if (Object.hasOwn(a, k) && keywordDiffers(k, a[k], b[k])) return true;
  for (const k in b) if (Object.hasOwn(b, k) && !Object.hasOwn(a, k) && keywordDiffers(k, a[k], b[k])) return true;
  return false;
}

/** diffKeywords' test of one keyword, as a function rather than a closure made per node. */
function keywordDiffers(k: string, va: unknown, vb: unknown): boolean {
  if (k === 'properties') return !sameKeys(va, vb);
  if (k === 'items' || k === 'additionalProperties') return !(isRecordSchema(va) && isRecordSchema(vb)) && !deepEqual(va, vb);
  return !deepEqual(va, vb);
}

function sameKeys(a: unknown, b: unknown): boolean {
  const ka = isRecordSchema(a) ? Object.keys(a) : [];
  const kb = isRecordSchema(b) ? Object.keys(b) : [];
  if (ka.length !== kb.length) return false;
  // Keys of one object are distinct: as many keys, each of a's in b, is the same set (no Set made per node).
  for (const k of ka) if (!Object.hasOwn(b as object, k)) return false;
  return true;
}

/** `int-or-string`, `object`, …, or `(any)` when no type is declared. */
export function effectiveType(schema: Readonly<Record<string, unknown>>): string {
  if (schema['x-kubernetes-int-or-string'] === true) return 'int-or-string';
  return typeof schema.type === 'string' ? schema.type : '(any)';
}

function judge(
  base: SchemaNode,
  head: SchemaNode,
  path: string,
  requiredInParent: NodeContext['requiredInParent'],
  changed: ReadonlySet<string>,
  options: WalkOptions,
  out: RawFinding[],
): void {
  const consumed = new Set<string>();
  let current = '';
  const context: NodeContext = {
    crd: options.crd,
    version: options.version,
    scope: options.scope,
    path,
    base,
    head,
    changed,
    requiredInParent,
    consume: (keyword) => {
      consumed.add(keyword);
    },
    report: (report) => {
      out.push({ ...report, rule: current, crd: options.crd, scope: options.scope, version: options.version, path: report.path ?? path });
    },
    option: (name) => options.options(current)[name],
  };
  for (const rule of options.rules) {
    current = rule.id;
    rule.onNode?.(context);
  }
  const left = [...changed].filter((k) => !consumed.has(k)).sort();
  if (left.length === 0) return;
  current = UNCLASSIFIED_RULE_ID;
  const first = left[0] ?? '';
  const parts = left.map((k) => `\`${k}\` ${describeChange(base.schema[k], head.schema[k])}`);
  const report: Report = {
    message: `${parts.join('; ')}; no rule of the gate judges ${left.length === 1 ? 'this change' : 'these changes'}`,
    hint: 'Review the change by hand. If it is safe, acknowledge it in policies/crd-compat.yaml (rule unclassified-change, with the path); please also report the keyword so a rule can judge it.',
    ratchet: 'not-applicable',
    existing: 'unknown, not judged',
    anchor: Object.hasOwn(head.schema, first) ? head.anchor(first) : head.anchor(),
  };
  context.report(report);
}

/** `changed from 1 to 2`, `added (true)`, `removed (was "x")`. */
export function describeChange(before: unknown, after: unknown): string {
  if (before === undefined) return `added (${show(after, 60)})`;
  if (after === undefined) return `removed (was ${show(before, 60)})`;
  return `changed from ${show(before, 60)} to ${show(after, 60)}`;
}
