import { T, type CelStaticType } from './types.js';

/**
 * Function declarations for the type checker: cel-go's standard library, the strings
 * extension, and the Kubernetes libraries driftgate implements. Written as signatures:
 * `name(params)->result` for global functions, `target.name(params)->result` for members.
 * Capital single letters are type parameters.
 */

export interface Overload {
  readonly member: boolean;
  /** For members, params[0] is the target. */
  readonly params: readonly CelStaticType[];
  readonly result: CelStaticType;
}

const NUMS = ['int', 'uint', 'double'] as const;
const ORDERED = ['bool', 'int', 'uint', 'double', 'string', 'bytes', 'timestamp', 'duration'] as const;

const SIGNATURES: readonly string[] = [
  '!_(bool)->bool',
  '-_(int)->int',
  '-_(double)->double',
  '_&&_(bool,bool)->bool',
  '_||_(bool,bool)->bool',
  '_?_:_(bool,A,A)->A',
  '_==_(A,A)->bool',
  '_!=_(A,A)->bool',
  ...['_<_', '_<=_', '_>_', '_>=_'].flatMap((op) => [
    ...ORDERED.map((t) => `${op}(${t},${t})->bool`),
    ...NUMS.flatMap((a) => NUMS.filter((b) => b !== a).map((b) => `${op}(${a},${b})->bool`)),
  ]),
  ...NUMS.map((t) => `_+_(${t},${t})->${t}`),
  '_+_(string,string)->string',
  '_+_(bytes,bytes)->bytes',
  '_+_(list(A),list(A))->list(A)',
  '_+_(timestamp,duration)->timestamp',
  '_+_(duration,timestamp)->timestamp',
  '_+_(duration,duration)->duration',
  ...NUMS.map((t) => `_-_(${t},${t})->${t}`),
  '_-_(timestamp,timestamp)->duration',
  '_-_(timestamp,duration)->timestamp',
  '_-_(duration,duration)->duration',
  ...NUMS.map((t) => `_*_(${t},${t})->${t}`),
  ...NUMS.map((t) => `_/_(${t},${t})->${t}`),
  '_%_(int,int)->int',
  '_%_(uint,uint)->uint',
  '_[_](list(A),int)->A',
  '_[_](map(K,V),K)->V',
  '@in(A,list(A))->bool',
  '@in(K,map(K,V))->bool',
  '@not_strictly_false(bool)->bool',
  '__not_strictly_false__(bool)->bool',
  'size(string)->int',
  'size(bytes)->int',
  'size(list(A))->int',
  'size(map(K,V))->int',
  'string.size()->int',
  'bytes.size()->int',
  'list(A).size()->int',
  'map(K,V).size()->int',
  'string.contains(string)->bool',
  'string.startsWith(string)->bool',
  'string.endsWith(string)->bool',
  'string.matches(string)->bool',
  'matches(string,string)->bool',
  ...['int', 'uint', 'double', 'string', 'timestamp', 'duration'].map((t) => `int(${t})->int`),
  ...['uint', 'int', 'double', 'string'].map((t) => `uint(${t})->uint`),
  ...['double', 'int', 'uint', 'string'].map((t) => `double(${t})->double`),
  ...['string', 'bool', 'int', 'uint', 'double', 'bytes', 'timestamp', 'duration'].map((t) => `string(${t})->string`),
  'bytes(bytes)->bytes',
  'bytes(string)->bytes',
  'bool(bool)->bool',
  'bool(string)->bool',
  'timestamp(timestamp)->timestamp',
  'timestamp(string)->timestamp',
  'timestamp(int)->timestamp',
  'duration(duration)->duration',
  'duration(string)->duration',
  'type(A)->type',
  'dyn(A)->dyn',
  ...['getSeconds', 'getMinutes', 'getHours', 'getMilliseconds'].map((f) => `duration.${f}()->int`),
  ...['getSeconds', 'getMinutes', 'getHours', 'getMilliseconds', 'getFullYear', 'getMonth', 'getDate', 'getDayOfMonth', 'getDayOfWeek', 'getDayOfYear'].flatMap(
    (f) => [`timestamp.${f}()->int`, `timestamp.${f}(string)->int`],
  ),
  // strings extension (cel-go ext.Strings as implemented by @bufbuild/cel/ext)
  'strings.quote(string)->string',
  'string.charAt(int)->string',
  'string.indexOf(string)->int',
  'string.indexOf(string,int)->int',
  'string.lastIndexOf(string)->int',
  'string.lastIndexOf(string,int)->int',
  'string.lowerAscii()->string',
  'string.upperAscii()->string',
  'string.replace(string,string)->string',
  'string.replace(string,string,int)->string',
  'string.split(string)->list(string)',
  'string.split(string,int)->list(string)',
  'string.substring(int)->string',
  'string.substring(int,int)->string',
  'string.trim()->string',
  'list(string).join()->string',
  'list(string).join(string)->string',
  'string.format(list(dyn))->string',
  // kubernetes.lists
  'list(A).isSorted()->bool',
  'list(A).sum()->A',
  'list(A).min()->A',
  'list(A).max()->A',
  'list(A).indexOf(A)->int',
  'list(A).lastIndexOf(A)->int',
  // kubernetes.regex
  'string.find(string)->string',
  'string.findAll(string)->list(string)',
  'string.findAll(string,int)->list(string)',
  // kubernetes.quantity
  'quantity(string)->quantity',
  'isQuantity(string)->bool',
  'sign(quantity)->int',
  'quantity.sign()->int',
  'quantity.isGreaterThan(quantity)->bool',
  'quantity.isLessThan(quantity)->bool',
  'quantity.compareTo(quantity)->int',
  'quantity.asApproximateFloat()->double',
  'quantity.asInteger()->int',
  'quantity.isInteger()->bool',
  'quantity.add(quantity)->quantity',
  'quantity.add(int)->quantity',
  'quantity.sub(quantity)->quantity',
  'quantity.sub(int)->quantity',
  'quantity.mul(int)->quantity',
  // kubernetes.authz: declared so policies using `authorizer` compile; they cannot be
  // evaluated offline (there is no authorizer), which the policy evaluator reports.
  'dyn.path(string)->dyn',
  'dyn.group(string)->dyn',
  'dyn.serviceAccount(string,string)->dyn',
  'dyn.resource(string)->dyn',
  'dyn.subresource(string)->dyn',
  'dyn.namespace(string)->dyn',
  'dyn.name(string)->dyn',
  'dyn.check(string)->dyn',
  'dyn.allowed()->bool',
  'dyn.reason()->string',
  'dyn.errored()->bool',
  'dyn.error()->string',
];

/**
 * Kubernetes CEL functions driftgate does not evaluate offline. Using one is reported as
 * unsupported (rather than "undeclared", which would wrongly suggest a typo).
 */
export const UNSUPPORTED_KUBERNETES_FUNCTIONS: ReadonlySet<string> = new Set([
  'isURL', 'url', 'getScheme', 'getHost', 'getHostname', 'getPort', 'getEscapedPath', 'getQuery',
  'ip', 'isIP', 'cidr', 'isCIDR', 'family', 'isUnspecified', 'isLoopback', 'isLinkLocalMulticast', 'isLinkLocalUnicast', 'isGlobalUnicast', 'containsIP', 'containsCIDR', 'prefixLength', 'masked',
  'semver', 'isSemver', 'major', 'minor', 'patch',
  'validate', 'format.named',
  'reverse', 'includes', 'div', 'divInt', 'jsonpatch.escapeKey',
  'sets.contains', 'sets.equivalent', 'sets.intersects',
  'math.greatest', 'math.least', 'math.ceil', 'math.floor', 'math.round', 'math.abs', 'math.sign', 'math.isNaN', 'math.isInf', 'math.isFinite',
  'base64.encode', 'base64.decode', 'optional.of', 'optional.none', 'optional.ofNonZeroValue', 'orValue', 'hasValue', 'value',
  'cel.bind',
]);

function parseType(text: string): CelStaticType {
  const s = text.trim();
  const generic = /^(list|map)\((.*)\)$/.exec(s);
  if (generic) {
    const args = splitTop(generic[2] ?? '').map(parseType);
    if (generic[1] === 'list') return T.list(args[0] ?? T.dyn);
    return T.map(args[0] ?? T.dyn, args[1] ?? T.dyn);
  }
  if (/^[A-Z]$/.test(s)) return { kind: 'param', name: s };
  switch (s) {
    case 'int': return T.int;
    case 'uint': return T.uint;
    case 'double': return T.double;
    case 'bool': return T.bool;
    case 'string': return T.string;
    case 'bytes': return T.bytes;
    case 'dyn': return T.dyn;
    case 'type': return T.type;
    case 'quantity': return T.quantity;
    case 'timestamp': return T.timestamp;
    case 'duration': return T.duration;
    default: throw new Error(`internal: unknown type ${s} in a CEL declaration`);
  }
}

function splitTop(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (text.slice(start).trim() !== '') out.push(text.slice(start));
  return out;
}

function parseSignature(sig: string): { name: string; overload: Overload } {
  const arrow = sig.lastIndexOf('->');
  const result = parseType(sig.slice(arrow + 2));
  const head = sig.slice(0, arrow);
  const open = head.lastIndexOf('(', head.length - 1);
  // The parameter list is the last top-level parenthesised group.
  let depth = 0;
  let paramsStart = -1;
  for (let i = head.length - 1; i >= 0; i--) {
    if (head[i] === ')') depth++;
    else if (head[i] === '(') {
      depth--;
      if (depth === 0) {
        paramsStart = i;
        break;
      }
    }
  }
  void open;
  const params = splitTop(head.slice(paramsStart + 1, head.length - 1)).map(parseType);
  const callee = head.slice(0, paramsStart);
  // Member: "<type>.<name>" where <type> is a known type spelling (it may contain parentheses).
  const member = /^(list\(.*\)|map\(.*\)|[a-z]+)\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(callee);
  if (member && member[1] !== 'strings') {
    return { name: member[2] ?? '', overload: { member: true, params: [parseType(member[1] ?? 'dyn'), ...params], result } };
  }
  return { name: callee, overload: { member: false, params, result } };
}

export const DECLARATIONS: ReadonlyMap<string, readonly Overload[]> = (() => {
  const map = new Map<string, Overload[]>();
  for (const sig of SIGNATURES) {
    const { name, overload } = parseSignature(sig);
    const list = map.get(name) ?? [];
    list.push(overload);
    map.set(name, list);
  }
  return map;
})();
