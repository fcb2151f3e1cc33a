import { CelScalar, celFunc, celList, celMethod, celUint, isCelList, isCelUint, listType, objectType, type CelFunc, type CelList, type CelValue } from '@bufbuild/cel';
import { strings } from '@bufbuild/cel/ext';
import { create, createFileRegistry, type DescMessage, type Registry } from '@bufbuild/protobuf';
import { reflect, isReflectMessage, type ReflectMessage } from '@bufbuild/protobuf/reflect';
import {
  FieldDescriptorProto_Label,
  FieldDescriptorProto_Type,
  FileDescriptorProtoSchema,
} from '@bufbuild/protobuf/wkt';
import {
  addQuantities,
  compareQuantities,
  mulQuantity,
  parseQuantity,
  quantityAsApproximateFloat,
  quantityAsInt64,
  quantityFromInt,
  quantitySign,
  subQuantities,
  type Quantity,
} from './quantity.js';
import { regexCost, regexFor } from './regex-cost.js';
import { chargeCost } from './meter.js';
import { BoundedMemo } from '../memo/memo.js';

/**
 * The Kubernetes CEL libraries driftgate implements on top of @bufbuild/cel:
 * kubernetes.quantity, kubernetes.lists, kubernetes.regex, plus cel-go's strings extension
 * (from @bufbuild/cel/ext). Semantics follow k8s.io/apiserver/pkg/cel/library.
 */

// --- Quantity as a CEL value -------------------------------------------------------------

const QUANTITY_TYPE_NAME = 'kubernetes.Quantity';

const quantityFile = create(FileDescriptorProtoSchema, {
  name: 'driftgate/kubernetes_quantity.proto',
  package: 'kubernetes',
  syntax: 'proto3',
  messageType: [
    {
      name: 'Quantity',
      // The value is stored reduced, so protobuf equality is numeric equality (1Gi == 1024Mi).
      field: [
        { name: 'numerator', number: 1, type: FieldDescriptorProto_Type.STRING, label: FieldDescriptorProto_Label.OPTIONAL, jsonName: 'numerator' },
        { name: 'denominator', number: 2, type: FieldDescriptorProto_Type.STRING, label: FieldDescriptorProto_Label.OPTIONAL, jsonName: 'denominator' },
      ],
    },
  ],
});

export const celRegistry: Registry = createFileRegistry(quantityFile, () => undefined);
const QuantityDesc: DescMessage = (() => {
  const d = celRegistry.getMessage(QUANTITY_TYPE_NAME);
  if (!d) throw new Error('internal: kubernetes.Quantity descriptor missing');
  return d;
})();
const QUANTITY = objectType(QuantityDesc);

/** Formats are not part of the value (equality must ignore them): kept under a symbol, not a field. */
// The Quantity a message was made from, kept on it: reading the numerator and denominator back
// parsed two BigInts per use (every comparison in the pack's quota rules).
const PARSED = Symbol('driftgate.quantity');
type WithParsed = { [PARSED]?: Quantity };

export function quantityToCel(q: Quantity): ReflectMessage {
  const msg = create(QuantityDesc, { numerator: q.num.toString(), denominator: q.den.toString() } as never);
  const r = reflect(QuantityDesc, msg);
  (msg as unknown as WithParsed)[PARSED] = q;
  return r;
}

export function isCelQuantity(v: unknown): v is ReflectMessage {
  return isReflectMessage(v) && v.desc.typeName === QUANTITY_TYPE_NAME;
}

export function celToQuantity(v: ReflectMessage): Quantity {
  const parsed = (v.message as unknown as WithParsed)[PARSED];
  if (parsed !== undefined) return parsed;
  const m = v.message as unknown as { numerator: string; denominator: string };
  return { num: BigInt(m.numerator || '0'), den: BigInt(m.denominator || '1'), format: 'DecimalSI' };
}

function q(v: unknown): Quantity {
  if (!isCelQuantity(v)) throw new Error('no such overload');
  return celToQuantity(v);
}

function parseOrThrow(text: string): Quantity {
  const parsed = parseQuantity(text);
  if (!parsed) throw new Error('quantities must match the regular expression \'^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$\'');
  return parsed;
}

const { INT, STRING, BOOL, DOUBLE, DYN } = CelScalar;
const LIST_DYN = listType(DYN);
const LIST_STRING = listType(STRING);

/** quantity('64') is usually a constant or a parameter: reuse its (immutable) CEL value. */
const quantityValues = new BoundedMemo<string, ReflectMessage>(4096);
function quantityFromString(text: string): ReflectMessage {
  return quantityValues.get(text, () => quantityToCel(parseOrThrow(text)));
}

const quantityFuncs: CelFunc[] = [
  celFunc('quantity', [STRING], QUANTITY, (s) => quantityFromString(s)),
  celFunc('isQuantity', [STRING], BOOL, (s) => parseQuantity(s) !== undefined),
  celFunc('sign', [QUANTITY], INT, (a) => BigInt(quantitySign(q(a)))),
  celMethod('sign', QUANTITY, [], INT, function () {
    return BigInt(quantitySign(q(this)));
  }),
  celMethod('isGreaterThan', QUANTITY, [QUANTITY], BOOL, function (o) {
    return compareQuantities(q(this), q(o)) === 1;
  }),
  celMethod('isLessThan', QUANTITY, [QUANTITY], BOOL, function (o) {
    return compareQuantities(q(this), q(o)) === -1;
  }),
  celMethod('compareTo', QUANTITY, [QUANTITY], INT, function (o) {
    return BigInt(compareQuantities(q(this), q(o)));
  }),
  celMethod('asApproximateFloat', QUANTITY, [], DOUBLE, function () {
    return quantityAsApproximateFloat(q(this));
  }),
  celMethod('asInteger', QUANTITY, [], INT, function () {
    const v = quantityAsInt64(q(this));
    if (v === undefined) throw new Error('cannot convert value to integer');
    return v;
  }),
  celMethod('isInteger', QUANTITY, [], BOOL, function () {
    return quantityAsInt64(q(this)) !== undefined;
  }),
  celMethod('add', QUANTITY, [QUANTITY], QUANTITY, function (o) {
    return quantityToCel(addQuantities(q(this), q(o)));
  }),
  celMethod('add', QUANTITY, [INT], QUANTITY, function (n) {
    return quantityToCel(addQuantities(q(this), quantityFromInt(n)));
  }),
  celMethod('sub', QUANTITY, [QUANTITY], QUANTITY, function (o) {
    return quantityToCel(subQuantities(q(this), q(o)));
  }),
  celMethod('sub', QUANTITY, [INT], QUANTITY, function (n) {
    return quantityToCel(subQuantities(q(this), quantityFromInt(n)));
  }),
  celMethod('mul', QUANTITY, [INT], QUANTITY, function (n) {
    return quantityToCel(mulQuantity(q(this), n));
  }),
];

// --- kubernetes.lists --------------------------------------------------------------------

function numericValue(v: CelValue): bigint | number | undefined {
  if (typeof v === 'bigint' || typeof v === 'number') return v;
  if (isCelUint(v)) return v.value;
  return undefined;
}

/** CEL ordering within one type (ints, uints and doubles compare across types). */
function compareCel(a: CelValue, b: CelValue): number {
  const na = numericValue(a);
  const nb = numericValue(b);
  if (na !== undefined && nb !== undefined) return na < nb ? -1 : na > nb ? 1 : 0;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (a instanceof Uint8Array && b instanceof Uint8Array) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
    return a.length - b.length;
  }
  if (isCelQuantity(a) && isCelQuantity(b)) return compareQuantities(celToQuantity(a), celToQuantity(b));
  throw new Error(`no such overload: cannot compare ${describe(a)} with ${describe(b)}`);
}

function describe(v: CelValue): string {
  if (typeof v === 'bigint') return 'int';
  if (typeof v === 'number') return 'double';
  if (isCelUint(v)) return 'uint';
  if (isCelList(v)) return 'list';
  return typeof v;
}

function items(list: CelList): CelValue[] {
  chargeCost(list.size);
  return Array.from(list);
}

function celEquals(a: CelValue, b: CelValue): boolean {
  const na = numericValue(a);
  const nb = numericValue(b);
  if (na !== undefined && nb !== undefined) return na == nb;
  if (a === b) return true;
  if (isCelQuantity(a) && isCelQuantity(b)) return compareQuantities(celToQuantity(a), celToQuantity(b)) === 0;
  if (isCelList(a) && isCelList(b)) {
    if (a.size !== b.size) return false;
    const xs = Array.from(a);
    const ys = Array.from(b);
    return xs.every((x, i) => celEquals(x, ys[i] as CelValue));
  }
  if (a instanceof Uint8Array && b instanceof Uint8Array) return a.length === b.length && a.every((x, i) => x === b[i]);
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && 'size' in a && 'size' in b && 'get' in a && 'get' in b) {
    const ma = a as unknown as { size: number; get(k: unknown): CelValue | undefined; keys(): Iterable<unknown> };
    const mb = b as unknown as { size: number; get(k: unknown): CelValue | undefined };
    if (ma.size !== mb.size) return false;
    for (const k of ma.keys()) {
      const va = ma.get(k);
      const vb = mb.get(k);
      if (va === undefined || vb === undefined || !celEquals(va, vb)) return false;
    }
    return true;
  }
  return false;
}

const listFuncs: CelFunc[] = [
  celMethod('isSorted', LIST_DYN, [], BOOL, function () {
    const xs = items(this);
    for (let i = 1; i < xs.length; i++) if (compareCel(xs[i - 1] as CelValue, xs[i] as CelValue) > 0) return false;
    return true;
  }),
  celMethod('sum', LIST_DYN, [], DYN, function () {
    const xs = items(this);
    if (xs.length === 0) return 0n;
    let acc: CelValue = xs[0] as CelValue;
    for (const x of xs.slice(1)) acc = add(acc, x);
    return acc;
  }),
  celMethod('min', LIST_DYN, [], DYN, function () {
    const xs = items(this);
    if (xs.length === 0) throw new Error('min called on empty list');
    return xs.reduce((m, x) => (compareCel(m, x) > 0 ? x : m));
  }),
  celMethod('max', LIST_DYN, [], DYN, function () {
    const xs = items(this);
    if (xs.length === 0) throw new Error('max called on empty list');
    return xs.reduce((m, x) => (compareCel(m, x) < 0 ? x : m));
  }),
  celMethod('indexOf', LIST_DYN, [DYN], INT, function (x) {
    const xs = items(this);
    return BigInt(xs.findIndex((y) => celEquals(y, x)));
  }),
  celMethod('lastIndexOf', LIST_DYN, [DYN], INT, function (x) {
    const xs = items(this);
    for (let i = xs.length - 1; i >= 0; i--) if (celEquals(xs[i] as CelValue, x)) return BigInt(i);
    return -1n;
  }),
];

const INT64_MAX = (1n << 63n) - 1n;
const INT64_MIN = -(1n << 63n);

function add(a: CelValue, b: CelValue): CelValue {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    const r = a + b;
    if (r > INT64_MAX || r < INT64_MIN) throw new Error('integer overflow');
    return r;
  }
  if (typeof a === 'number' && typeof b === 'number') return a + b;
  if (isCelUint(a) && isCelUint(b)) return celUint(a.value + b.value);
  throw new Error(`no such overload: sum() of ${describe(a)} and ${describe(b)}`);
}

// --- kubernetes.regex ------------------------------------------------------------------

const regexFuncs: CelFunc[] = [
  // Cost is charged before the search (cel-go's cost: input size × pattern size), so a search
  // the API server would cancel is never run.
  celMethod('find', STRING, [STRING], STRING, function (pattern) {
    chargeCost(regexCost(this, pattern));
    return regexFor(pattern).find(this) ?? '';
  }),
  celMethod('findAll', STRING, [STRING], LIST_STRING, function (pattern) {
    chargeCost(regexCost(this, pattern));
    return celList(regexFor(pattern).findAll(this, -1));
  }),
  celMethod('findAll', STRING, [STRING, INT], LIST_STRING, function (pattern, n) {
    chargeCost(regexCost(this, pattern));
    return celList(regexFor(pattern).findAll(this, Number(n)));
  }),
];

// --- cel-go compatibility overrides ----------------------------------------------------

/**
 * Go's strconv.FormatFloat(f, 'g', -1, 64), which cel-go uses for string(double):
 * shortest digits, exponent form when the exponent is < -4 or >= 21 digits... precisely:
 * >= max(digits, 6) rules as in Go ('%e' for 536870912.0 → "5.36870912e+08").
 */
export function formatGoFloat(f: number): string {
  if (Number.isNaN(f)) return 'NaN';
  if (f === Infinity) return '+Inf';
  if (f === -Infinity) return '-Inf';
  if (f === 0) return Object.is(f, -0) ? '-0' : '0';
  const [mant = '0', expText = '0'] = f.toExponential().split('e');
  const exp = Number(expText);
  const negative = mant.startsWith('-');
  const digits = mant.replace('-', '').replace('.', '');
  const nd = digits.length;
  const dp = exp + 1;
  let eprec = 6;
  if (eprec > nd && nd >= dp) eprec = nd;
  if (exp < -4 || exp >= eprec) {
    const rest = digits.slice(1);
    const e = Math.abs(exp);
    return `${negative ? '-' : ''}${digits[0] ?? '0'}${rest ? '.' + rest : ''}e${exp < 0 ? '-' : '+'}${e < 10 ? '0' + e : e}`;
  }
  return String(f);
}

const compatFuncs: CelFunc[] = [celFunc('string', [DOUBLE], STRING, (d) => formatGoFloat(d))];

/** Every function driftgate adds to (or overrides in) the standard CEL library. */
export const kubernetesFuncs: readonly CelFunc[] = [...strings, ...quantityFuncs, ...listFuncs, ...regexFuncs, ...compatFuncs];

export { QUANTITY as QUANTITY_CEL_TYPE };
