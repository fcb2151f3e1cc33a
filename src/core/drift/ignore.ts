import type { Finding } from '../findings/finding.js';
import { ANNOTATIONS } from '../kube/well-known.js';
import { isRecord, splitApiVersion } from '../manifest/manifest.js';
import { compileRe2, quotePattern, type Re2 } from '../kube/re2.js';
import { parsePointer } from '../yaml/pointer.js';
import { matchesSelector, parseSelector, type Requirement } from '../kube/labels.js';

/**
 * Ignore rules for drift, in the shape Flux's `.spec.ignore` uses: JSON pointers (RFC 6901) and
 * an optional target (regular expressions for group, version, kind, name and namespace, plus
 * label and annotation selectors). A difference at or below an ignored pointer is not drift.
 */
export interface IgnoreTarget {
  readonly group?: string;
  readonly version?: string;
  readonly kind?: string;
  readonly name?: string;
  readonly namespace?: string;
  readonly labelSelector?: string;
  readonly annotationSelector?: string;
}

export interface IgnoreRule {
  readonly paths: readonly string[];
  readonly target?: IgnoreTarget;
}

export interface CompiledIgnoreRule {
  readonly paths: readonly string[];
  readonly match: (object: unknown) => boolean;
}

/** Per-object ignore list: `driftgate.dev/drift-ignore: "/spec/replicas, /metadata/annotations/x"`. */
export const IGNORE_ANNOTATION = ANNOTATIONS.driftIgnore;

const TARGET_REGEX_FIELDS = ['group', 'version', 'kind', 'name', 'namespace'] as const;

/**
 * Reads ignore rules from a parsed config value (`{ignore: [{paths, target}]}` or the list
 * itself). Problems are findings located at `file` with the JSON pointer of the bad entry.
 */
export function compileIgnoreRules(value: unknown, options: { file?: string; base?: string } = {}): { rules: CompiledIgnoreRule[]; findings: Finding[] } {
  const base = options.base ?? '';
  const list = isRecord(value) ? value.ignore : value;
  const listBase = isRecord(value) ? `${base}/ignore` : base;
  const findings: Finding[] = [];
  const rules: CompiledIgnoreRule[] = [];
  const problem = (pointer: string, message: string, hint?: string): void => {
    findings.push({ ruleId: 'drift/ignore-invalid', severity: 'error', message, pointer, ...(options.file !== undefined ? { file: options.file } : {}), ...(hint ? { hint } : {}) });
  };
  if (list === undefined || list === null) return { rules, findings };
  if (!Array.isArray(list)) {
    problem(listBase, 'expected a list of ignore rules');
    return { rules, findings };
  }
  list.forEach((raw: unknown, i) => {
    const at = `${listBase}/${i}`;
    if (!isRecord(raw)) return problem(at, 'expected an object with "paths" and an optional "target"');
    const paths = raw.paths;
    if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p): p is string => typeof p === 'string')) {
      return problem(`${at}/paths`, 'expected a non-empty list of JSON pointers', 'Write paths as RFC 6901 pointers, e.g. /spec/replicas; escape "/" in keys as ~1.');
    }
    const badPath = paths.findIndex((p) => !isPointer(p));
    if (badPath >= 0) return problem(`${at}/paths/${badPath}`, `${JSON.stringify(paths[badPath])} is not a JSON pointer`, 'A pointer starts with "/", e.g. /metadata/annotations/example.com~1key.');
    const target = raw.target;
    if (target !== undefined && !isRecord(target)) return problem(`${at}/target`, 'expected an object');
    const match = compileTarget(isRecord(target) ? target : {}, `${at}/target`, problem);
    if (match) rules.push({ paths, match });
  });
  return { rules, findings };
}

function compileTarget(target: Record<string, unknown>, at: string, problem: (pointer: string, message: string) => void): ((o: unknown) => boolean) | undefined {
  const regexes: Array<[(typeof TARGET_REGEX_FIELDS)[number], Re2]> = [];
  for (const field of TARGET_REGEX_FIELDS) {
    const v = target[field];
    if (v === undefined) continue;
    if (typeof v !== 'string') return void problem(`${at}/${field}`, 'expected a regular expression string');
    const compiled = compileRe2(v);
    if (!compiled.ok) return void problem(`${at}/${field}`, `${quotePattern(v)} is not a valid RE2 regular expression: ${compiled.error}`);
    regexes.push([field, compiled.re]);
  }
  const selectors: Array<['labels' | 'annotations', Requirement[]]> = [];
  for (const [field, meta] of [['labelSelector', 'labels'], ['annotationSelector', 'annotations']] as const) {
    const v = target[field];
    if (v === undefined) continue;
    if (typeof v !== 'string') return void problem(`${at}/${field}`, 'expected a selector string such as app=web,tier!=db');
    const parsed = parseSelector(v);
    if (!parsed.ok) return void problem(`${at}/${field}`, parsed.error);
    selectors.push([meta, parsed.requirements]);
  }
  return (object) => {
    const id = identity(object);
    if (!regexes.every(([field, re]) => re.testWhole(id[field]))) return false;
    return selectors.every(([meta, reqs]) => matchesSelector(id[meta], reqs));
  };
}

function identity(object: unknown): { group: string; version: string; kind: string; name: string; namespace: string; labels: Record<string, string>; annotations: Record<string, string> } {
  const o = isRecord(object) ? object : {};
  const meta = isRecord(o.metadata) ? o.metadata : {};
  const { group, version } = splitApiVersion(typeof o.apiVersion === 'string' ? o.apiVersion : '');
  return {
    group,
    version,
    kind: typeof o.kind === 'string' ? o.kind : '',
    name: typeof meta.name === 'string' ? meta.name : '',
    namespace: typeof meta.namespace === 'string' ? meta.namespace : '',
    labels: stringMap(meta.labels),
    annotations: stringMap(meta.annotations),
  };
}

function stringMap(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (isRecord(v)) for (const [k, x] of Object.entries(v)) if (typeof x === 'string') out[k] = x;
  return out;
}

function isPointer(p: string): boolean {
  if (!p.startsWith('/')) return false;
  try {
    parsePointer(p);
    return !/~[^01]|~$/.test(p);
  } catch {
    return false;
  }
}

/** The pointers ignored for one object: matching rules plus the object's own annotation. */
export function ignoredPointers(rules: readonly CompiledIgnoreRule[], object: unknown): string[] {
  const out = new Set<string>();
  for (const rule of rules) if (rule.match(object)) for (const p of rule.paths) out.add(p);
  const annotation = identity(object).annotations[IGNORE_ANNOTATION];
  if (annotation !== undefined) {
    for (const p of annotation.split(',').map((s) => s.trim())) if (isPointer(p)) out.add(p);
  }
  return [...out];
}

/**
 * The desired object with the live values at ignored pointers ("adopt", as Flux does), so an
 * apply never overwrites a field an ignore rule names. Pointers the live object lacks keep
 * the desired value. Array indices are followed as written.
 */
export function adoptIgnored<T>(desired: T, live: unknown, pointers: readonly string[]): T {
  let out: unknown = desired;
  for (const pointer of pointers) {
    const segments = parsePointer(pointer);
    const found = lookup(live, segments);
    if (found.found) out = setAt(out, segments, found.value);
  }
  return out as T;
}

function lookup(value: unknown, segments: readonly string[]): { found: boolean; value: unknown } {
  let current = value;
  for (const s of segments) {
    if (Array.isArray(current)) {
      const i = Number(s);
      if (!Number.isInteger(i) || i < 0 || i >= current.length) return { found: false, value: undefined };
      current = current[i];
    } else if (isRecord(current) && Object.hasOwn(current, s)) current = current[s];
    else return { found: false, value: undefined };
  }
  return { found: true, value: current };
}

function setAt(value: unknown, segments: readonly string[], replacement: unknown): unknown {
  const [head, ...rest] = segments;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const i = Number(head);
    if (!Number.isInteger(i) || i < 0 || i >= value.length) return value;
    const copy = [...value];
    copy[i] = setAt(copy[i], rest, replacement);
    return copy;
  }
  const base = isRecord(value) ? value : {};
  return { ...base, [head]: setAt(base[head], rest, replacement) };
}
