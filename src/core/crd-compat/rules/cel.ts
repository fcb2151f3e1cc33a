import { deepEqual } from '../../kube/json.js';
import { isRecordSchema } from '../types.js';

/** x-kubernetes-validations of two nodes, matched rule by rule. */

export const CEL_KEYWORD = 'x-kubernetes-validations';

export interface CelRule {
  readonly index: number;
  readonly rule: string;
  readonly raw: Readonly<Record<string, unknown>>;
}

export interface CelDiff {
  /** Same rule text on both sides, with other fields (message, reason, optionalOldSelf…) changed. */
  readonly edited: readonly { readonly before: CelRule; readonly after: CelRule; readonly fields: readonly string[] }[];
  /** Rule text changed: an old rule paired with a new one (same message, else the same position among the unmatched). */
  readonly replaced: readonly { readonly before: CelRule; readonly after: CelRule }[];
  readonly added: readonly CelRule[];
  readonly removed: readonly CelRule[];
}

function rules(value: unknown): CelRule[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  const out: CelRule[] = [];
  for (const [index, raw] of value.entries()) {
    if (!isRecordSchema(raw) || typeof raw.rule !== 'string') return undefined;
    out.push({ index, rule: raw.rule, raw });
  }
  return out;
}

export function celDiff(base: Readonly<Record<string, unknown>>, head: Readonly<Record<string, unknown>>): CelDiff | undefined {
  const b = rules(base[CEL_KEYWORD]);
  const h = rules(head[CEL_KEYWORD]);
  if (!b || !h) return undefined;
  const edited: CelDiff['edited'][number][] = [];
  const unmatchedHead = [...h];
  const unmatchedBase: CelRule[] = [];
  for (const before of b) {
    const i = unmatchedHead.findIndex((r) => r.rule === before.rule);
    if (i < 0) {
      unmatchedBase.push(before);
      continue;
    }
    const after = unmatchedHead.splice(i, 1)[0]!;
    const fields = [...new Set([...Object.keys(before.raw), ...Object.keys(after.raw)])].filter((k) => !deepEqual(before.raw[k], after.raw[k]));
    if (fields.length > 0) edited.push({ before, after, fields: fields.sort() });
  }
  const replaced: CelDiff['replaced'][number][] = [];
  for (const before of [...unmatchedBase]) {
    const i = unmatchedHead.findIndex((r) => r.raw.message !== undefined && deepEqual(r.raw.message, before.raw.message));
    if (i < 0) continue;
    replaced.push({ before, after: unmatchedHead.splice(i, 1)[0]! });
    unmatchedBase.splice(unmatchedBase.indexOf(before), 1);
  }
  while (unmatchedBase.length > 0 && unmatchedHead.length > 0) replaced.push({ before: unmatchedBase.shift()!, after: unmatchedHead.shift()! });
  return { edited, replaced, added: unmatchedHead, removed: unmatchedBase };
}

/** A transition rule compares with the old object; the API server never ratchets it. */
export function usesOldSelf(rule: string): boolean {
  return /\boldSelf\b/.test(rule);
}

export function shortRule(rule: string, max = 90): string {
  const one = rule.replace(/\s+/g, ' ').trim();
  return JSON.stringify(one.length > max ? `${one.slice(0, max - 1)}…` : one);
}
