import type { Manifest } from '../manifest/manifest.js';
import { appendPointer, escapeSegment } from '../yaml/pointer.js';
import { show } from './canonical.js';
import { deepEqual } from '../kube/json.js';
import { SchemaPlace } from '../kube/schema-path.js';
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
  visit(new WalkedNode(from.schema, from.manifest, SchemaPlace.root(from.pointer), undefined, undefined), new WalkedNode(to.schema, to.manifest, SchemaPlace.root(to.pointer), undefined, undefined), options, out);
  return out;
}

/**
 * A node of one side. Its pointer (and the field path, the same on both sides) is made by its
 * SchemaPlace only when a finding needs it: most nodes never report anything, and a walk of a
 * 1 MB schema meets ~20,000 of them.
 */
class WalkedNode implements SchemaNode {
  // Declared and set in the constructor: class fields (and parameter properties) compile to an
  // initializer V8 runs as a call per object.
  declare readonly schema: Readonly<Record<string, unknown>>;
  declare readonly manifest: Manifest;
  declare readonly place: SchemaPlace;
  /** The schema whose `properties` hold this node, and the property's name; undefined for items, values and the root. */
  declare readonly parentSchema: Readonly<Record<string, unknown>> | undefined;
  declare readonly name: string | undefined;

  constructor(schema: Readonly<Record<string, unknown>>, manifest: Manifest, place: SchemaPlace, parentSchema: Readonly<Record<string, unknown>> | undefined, name: string | undefined) {
    this.schema = schema;
    this.manifest = manifest;
    this.place = place;
    this.parentSchema = parentSchema;
    this.name = name;
  }

  get pointer(): string {
    return this.place.pointer;
  }

  /** Whether this node's property name is in its parent's `required` list. */
  get requiredInParent(): boolean {
    const r = this.parentSchema?.required;
    return this.name !== undefined && Array.isArray(r) && r.includes(this.name);
  }

  anchor(keyword?: string, opts?: { readonly index?: number | string; readonly at?: 'key' | 'value' }): Anchor {
    let p = keyword === undefined ? this.pointer : `${this.pointer}/${escapeSegment(keyword)}`;
    if (opts?.index !== undefined) p = appendPointer(p, opts.index);
    return opts?.at !== undefined ? { manifest: this.manifest, pointer: p, at: opts.at } : { manifest: this.manifest, pointer: p };
  }
}

function visit(base: WalkedNode, head: WalkedNode, options: WalkOptions, out: RawFinding[]): void {
  if (keywordsDiffer(base.schema, head.schema)) {
    judge(base, head, head.place.path, { base: base.requiredInParent, head: head.requiredInParent }, diffKeywords(base.schema, head.schema), options, out);
  }
  if (effectiveType(base.schema) !== effectiveType(head.schema)) return; // type-changed covers everything below

  const bp = base.schema.properties;
  const hp = head.schema.properties;
  if (isRecordSchema(bp) && isRecordSchema(hp)) {
    for (const name of Object.keys(bp)) {
      const bs = bp[name];
      const hs = hp[name];
      if (!isRecordSchema(bs) || !isRecordSchema(hs)) continue;
      visit(new WalkedNode(bs, base.manifest, base.place.property(name), base.schema, name), new WalkedNode(hs, head.manifest, head.place.property(name), head.schema, name), options, out);
    }
  }
  const bi = base.schema.items;
  const hi = head.schema.items;
  if (isRecordSchema(bi) && isRecordSchema(hi)) {
    visit(new WalkedNode(bi, base.manifest, base.place.items(), undefined, undefined), new WalkedNode(hi, head.manifest, head.place.items(), undefined, undefined), options, out);
  }
  const ba = base.schema.additionalProperties;
  const ha = head.schema.additionalProperties;
  if (isRecordSchema(ba) && isRecordSchema(ha)) {
    visit(new WalkedNode(ba, base.manifest, base.place.values(), undefined, undefined), new WalkedNode(ha, head.manifest, head.place.values(), undefined, undefined), options, out);
  }
}

/** Keywords whose values differ. Child schemas are compared by the walk, not here. */
export function diffKeywords(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): Set<string> {
  const out = new Set<string>();
  for (const k of Object.keys(a)) if (keywordDiffers(k, a[k], b[k])) out.add(k);
  for (const k of Object.keys(b)) if (!Object.hasOwn(a, k) && keywordDiffers(k, a[k], b[k])) out.add(k);
  return out;
}

/** Whether diffKeywords would find anything, without making its set: most pairs of nodes are equal. */
function keywordsDiffer(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  for (const k in a) if (Object.hasOwn(a, k) && keywordDiffers(k, a[k], b[k])) return true;
  for (const k in b) if (Object.hasOwn(b, k) && !Object.hasOwn(a, k) && keywordDiffers(k, a[k], b[k])) return true;
  return false;
}

/** Whether one keyword differs, as diffKeywords and keywordsDiffer judge it. */
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
