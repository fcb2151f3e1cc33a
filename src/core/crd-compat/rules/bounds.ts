import { asNumber } from './shared.js';

/** Numeric and size bounds of a schema node, compared direction by direction. */

export const BOUND_KEYWORDS = [
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems',
  'minProperties', 'maxProperties', 'multipleOf', 'uniqueItems',
] as const;

export interface BoundChange {
  /** The keyword to point at. */
  readonly keyword: string;
  readonly direction: 'tightened' | 'loosened';
  readonly text: string;
}

type Schema = Readonly<Record<string, unknown>>;

/** Every bound change between two nodes; undefined when a bound keyword has a value we cannot read. */
export function boundChanges(base: Schema, head: Schema, changed: ReadonlySet<string>): BoundChange[] | undefined {
  for (const k of BOUND_KEYWORDS) {
    if (!changed.has(k)) continue;
    const ok = (v: unknown): boolean =>
      v === undefined || (k.startsWith('exclusive') || k === 'uniqueItems' ? typeof v === 'boolean' : asNumber(v) !== undefined);
    if (!ok(base[k]) || !ok(head[k])) return undefined;
  }
  const out: BoundChange[] = [];
  if (changed.has('minimum') || changed.has('exclusiveMinimum')) limit(out, base, head, 'minimum', 'exclusiveMinimum', 1);
  if (changed.has('maximum') || changed.has('exclusiveMaximum')) limit(out, base, head, 'maximum', 'exclusiveMaximum', -1);
  for (const k of ['minLength', 'minItems', 'minProperties'] as const) if (changed.has(k)) size(out, base, head, k, 1);
  for (const k of ['maxLength', 'maxItems', 'maxProperties'] as const) if (changed.has(k)) size(out, base, head, k, -1);
  if (changed.has('multipleOf')) multiple(out, base, head);
  if (changed.has('uniqueItems')) {
    const on = head.uniqueItems === true;
    if (on !== (base.uniqueItems === true)) {
      out.push({ keyword: 'uniqueItems', direction: on ? 'tightened' : 'loosened', text: on ? 'uniqueItems turned on' : 'uniqueItems turned off' });
    }
  }
  return out;
}

/** `sign` 1: a lower bound (higher is tighter); -1: an upper bound. */
function limit(out: BoundChange[], base: Schema, head: Schema, key: 'minimum' | 'maximum', excl: 'exclusiveMinimum' | 'exclusiveMaximum', sign: 1 | -1): void {
  const b = asNumber(base[key]);
  const h = asNumber(head[key]);
  const be = base[excl] === true;
  const he = head[excl] === true;
  if (b === undefined && h !== undefined) {
    out.push({ keyword: key, direction: 'tightened', text: `${key} ${h}${he ? ' (exclusive)' : ''} added` });
  } else if (b !== undefined && h === undefined) {
    out.push({ keyword: key, direction: 'loosened', text: `${key} ${b} removed` });
  } else if (b !== undefined && h !== undefined) {
    if (b !== h) {
      const tighter = sign * (h - b) > 0;
      out.push({ keyword: key, direction: tighter ? 'tightened' : 'loosened', text: `${key} ${h > b ? 'raised' : 'lowered'} from ${b} to ${h}` });
    } else if (be !== he) {
      out.push({
        keyword: excl,
        direction: he ? 'tightened' : 'loosened',
        text: he ? `${excl} turned on: ${b} itself is no longer allowed` : `${excl} turned off: ${b} itself is allowed now`,
      });
    }
  } else if (be !== he) {
    // exclusive flag without a bound has no effect
    out.push({ keyword: excl, direction: 'loosened', text: `${excl} ${he ? 'set' : 'unset'} without ${key} (no effect)` });
  }
}

function size(out: BoundChange[], base: Schema, head: Schema, key: string, sign: 1 | -1): void {
  const none = sign === 1 ? 0 : Infinity;
  const b = asNumber(base[key]) ?? none;
  const h = asNumber(head[key]) ?? none;
  if (b === h) return;
  const tighter = sign * (h - b) > 0;
  const text =
    base[key] === undefined ? `${key} ${h} added` : head[key] === undefined ? `${key} ${b} removed` : `${key} ${h > b ? 'raised' : 'lowered'} from ${b} to ${h}`;
  out.push({ keyword: key, direction: tighter ? 'tightened' : 'loosened', text });
}

function multiple(out: BoundChange[], base: Schema, head: Schema): void {
  const b = asNumber(base.multipleOf);
  const h = asNumber(head.multipleOf);
  if (b === h) return;
  if (b === undefined) out.push({ keyword: 'multipleOf', direction: 'tightened', text: `multipleOf ${h} added` });
  else if (h === undefined) out.push({ keyword: 'multipleOf', direction: 'loosened', text: `multipleOf ${b} removed` });
  else {
    const looser = isMultiple(b, h); // every multiple of b is a multiple of h
    out.push({ keyword: 'multipleOf', direction: looser ? 'loosened' : 'tightened', text: `multipleOf changed from ${b} to ${h}` });
  }
}

function isMultiple(value: number, of: number): boolean {
  const q = value / of;
  return Math.abs(q - Math.round(q)) < 1e-9;
}
