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
  visit(node(from), node(to), '.', { base: false, head: false }, options, out);
  return out;
}

function node(side: SchemaSide): SchemaNode {
  return lazyNode(side.schema, side.manifest, () => side.pointer);
}


/** A node whose pointer is built only when a finding needs it: most nodes never report anything. */
function lazyNode(schema: Readonly<Record<string, unknown>>, manifest: Manifest, pointerOf: () => string): SchemaNode {
  let pointer: string | undefined;
  const self: SchemaNode = {
    schema,
    manifest,
    get pointer(): string {
      pointer ??= pointerOf();
      return pointer;
    },
    anchor(keyword, opts): Anchor {
      let p = keyword === undefined ? self.pointer : `${self.pointer}/${escapeSegment(keyword)}`;
      if (opts?.index !== undefined) p = appendPointer(p, opts.index);
      return opts?.at !== undefined ? { manifest, pointer: p, at: opts.at } : { manifest, pointer: p };
    },
  };
  return self;
}

function child(parent: SchemaNode, segments: readonly string[], schema: Record<string, unknown>): SchemaNode {
  return lazyNode(schema, parent.manifest, () => {
    let pointer = parent.pointer;
    for (const s of segments) pointer += `/${escapeSegment(s)}`;
    return pointer;
  });
}

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

function sameKeys(a: unknown, b: unknown): boolean {
  const ka = isRecordSchema(a) ? Object.keys(a) : [];
  const kb = isRecordSchema(b) ? Object.keys(b) : [];
  if (ka.length !== kb.length) return false;
  const set = new Set(kb);
  return ka.every((k) => set.has(k));
}

/** `int-or-string`, `object`, …, or `(any)` when no type is declared. */
export function effectiveType(schema: Readonly<Record<string, unknown>>): string {
  if (schema['x-kubernetes-int-or-string'] === true) return 'int-or-string';
  return typeof schema.type === 'string' ? schema.type : '(any)';
}

function requiredNames(schema: Readonly<Record<string, unknown>>): Set<string> {
  const r = schema.required;
  return new Set(Array.isArray(r) ? r.filter((x): x is string => typeof x === 'string') : []);
}

function visit(
  base: SchemaNode,
  head: SchemaNode,
  path: string,
  requiredInParent: NodeContext['requiredInParent'],
  options: WalkOptions,
  out: RawFinding[],
): void {
  const changed = diffKeywords(base.schema, head.schema);
  if (changed.size > 0) judge(base, head, path, requiredInParent, changed, options, out);
  if (effectiveType(base.schema) !== effectiveType(head.schema)) return; // type-changed covers everything below

  const bp = base.schema.properties;
  const hp = head.schema.properties;
  if (isRecordSchema(bp) && isRecordSchema(hp)) {
    const bReq = requiredNames(base.schema);
    const hReq = requiredNames(head.schema);
    for (const [name, bs] of Object.entries(bp)) {
      const hs = hp[name];
      if (!isRecordSchema(bs) || !isRecordSchema(hs)) continue;
      visit(
        child(base, ['properties', name], bs),
        child(head, ['properties', name], hs),
        childPath(path, name),
        { base: bReq.has(name), head: hReq.has(name) },
        options,
        out,
      );
    }
  }
  const bi = base.schema.items;
  const hi = head.schema.items;
  if (isRecordSchema(bi) && isRecordSchema(hi)) {
    visit(child(base, ['items'], bi), child(head, ['items'], hi), itemsPath(path), { base: false, head: false }, options, out);
  }
  const ba = base.schema.additionalProperties;
  const ha = head.schema.additionalProperties;
  if (isRecordSchema(ba) && isRecordSchema(ha)) {
    visit(
      child(base, ['additionalProperties'], ba),
      child(head, ['additionalProperties'], ha),
      valuesPath(path),
      { base: false, head: false },
      options,
      out,
    );
  }
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
