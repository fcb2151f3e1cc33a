/**
 * Plain scalars as the API server and kubectl read them. Both convert YAML with sigs.k8s.io/yaml,
 * whose parser (a fork of go-yaml v2) resolves scalars by YAML 1.1 rules as Go implements them:
 * - booleans: y Y yes Yes YES on On ON and n N no No NO off Off OFF (besides true/false);
 * - integers: underscores removed, then Go's strconv.ParseInt with base 0 (0x hex, 0o and a
 *   leading 0 octal, 0b binary), so `3_0` is 30 and `0644` is 420;
 * - floats: what is left and matches go-yaml's float syntax (`08` is the float 8), `.inf`, `.nan`.
 * Not YAML 1.1 sexagesimal (go-yaml v2 never read `1:20` as a number), and timestamp-like text stays
 * a string (go-yaml v2 keeps it one when decoding into untyped data).
 */
import { NOT_RESOLVED, defineScalarTag } from 'js-yaml';

const TRUE = new Set(['y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON']);
const FALSE = new Set(['n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF']);

export const kubernetesBoolTag = defineScalarTag<boolean>('tag:yaml.org,2002:bool', {
  implicit: true,
  implicitFirstChars: ['y', 'Y', 'n', 'N', 't', 'T', 'f', 'F', 'o', 'O'],
  resolve: (source) => (TRUE.has(source) ? true : FALSE.has(source) ? false : NOT_RESOLVED),
  identify: (data) => typeof data === 'boolean',
});

/** Go's integer literal forms for strconv.ParseInt(s, 0, 64), underscores already removed. */
const GO_INT = /^([-+]?)(?:0[xX]([0-9a-fA-F]+)|0[oO]([0-7]+)|0[bB]([01]+)|0([0-7]*)|([1-9][0-9]*))$/;
/** go-yaml v2's yamlStyleFloat. */
const GO_YAML_FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
const SPECIAL_FLOATS: ReadonlyMap<string, number> = new Map([
  ...['.inf', '.Inf', '.INF', '+.inf', '+.Inf', '+.INF'].map((s) => [s, Number.POSITIVE_INFINITY] as const),
  ...['-.inf', '-.Inf', '-.INF'].map((s) => [s, Number.NEGATIVE_INFINITY] as const),
  ...['.nan', '.NaN', '.NAN'].map((s) => [s, Number.NaN] as const),
]);
const NUMBER_FIRST_CHARS = ['+', '-', '.', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The integer Go reads, or undefined. Beyond 2^53 the value is as exact as a JavaScript number can be. */
export function goInteger(source: string): number | undefined {
  const m = GO_INT.exec(source.replace(/_/g, ''));
  if (!m) return undefined;
  const [, sign, hex, octal, binary, leadingZeroOctal, decimal] = m;
  const magnitude =
    hex !== undefined ? parseInt(hex, 16) : octal !== undefined ? parseInt(octal, 8) : binary !== undefined ? parseInt(binary, 2) : leadingZeroOctal !== undefined ? (leadingZeroOctal === '' ? 0 : parseInt(leadingZeroOctal, 8)) : Number(decimal);
  if (magnitude === 0) return 0; // never -0: it has no JSON form
  return sign === '-' ? -magnitude : magnitude;
}

export const kubernetesIntTag = defineScalarTag<number>('tag:yaml.org,2002:int', {
  implicit: true,
  implicitFirstChars: NUMBER_FIRST_CHARS,
  resolve: (source) => goInteger(source) ?? NOT_RESOLVED,
  identify: (data) => typeof data === 'number' && Number.isInteger(data),
});

export const kubernetesFloatTag = defineScalarTag<number>('tag:yaml.org,2002:float', {
  implicit: true,
  implicitFirstChars: NUMBER_FIRST_CHARS,
  resolve: (source) => {
    const special = SPECIAL_FLOATS.get(source);
    if (special !== undefined) return special;
    // go-yaml reads a leading '.' with ParseFloat on the text as written, anything else without underscores.
    const plain = source.startsWith('.') ? source : source.replace(/_/g, '');
    if (!GO_YAML_FLOAT.test(plain)) return NOT_RESOLVED;
    const value = Number(plain);
    return Object.is(value, -0) ? 0 : value;
  },
  identify: (data) => typeof data === 'number',
});
