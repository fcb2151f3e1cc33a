import { describeValue, isRecord } from '../manifest/manifest.js';
import { appendPointer, getAtPointer } from '../yaml/pointer.js';
import { DNS1035_LABEL, DNS1123_SUBDOMAIN, isDns1123Label, isDns1123Subdomain, LABEL_EXPECTED, SUBDOMAIN_EXPECTED } from '../kube/names.js';
import { atField } from './describe.js';
import type { SchemaViolation } from './types.js';

/**
 * ObjectMeta and TypeMeta checks the API server makes on custom resources
 * (apimachinery `ValidateObjectMetaAccessor` with `NameIsDNSSubdomain`, and
 * apiextensions `objectmeta.Validate` for x-kubernetes-embedded-resource objects).
 */

const QUALIFIED_NAME_PART = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
const TOTAL_ANNOTATION_SIZE = 256 * 1024;

/** apimachinery IsQualifiedName: `[prefix/]name`, prefix a DNS subdomain, name ≤ 63. */
export function qualifiedNameProblem(key: string): string | undefined {
  const parts = key.split('/');
  let name: string;
  if (parts.length === 1) name = parts[0]!;
  else if (parts.length === 2) {
    const prefix = parts[0]!;
    name = parts[1]!;
    if (prefix === '') return 'the prefix part must not be empty';
    if (!isDns1123Subdomain(prefix)) return `the prefix part must be ${SUBDOMAIN_EXPECTED}`;
  } else {
    return "a qualified name has at most one '/' (an optional DNS subdomain prefix, then the name)";
  }
  if (name === '') return 'the name part must not be empty';
  if (name.length > 63) return `the name part must be at most 63 characters, found ${name.length}`;
  if (!QUALIFIED_NAME_PART.test(name)) {
    return "the name part must consist of alphanumeric characters, '-', '_' or '.', starting and ending with an alphanumeric character";
  }
  return undefined;
}

export interface MetadataCheckOptions {
  readonly scope: 'Namespaced' | 'Cluster';
  readonly kind: string;
  /** Root of the object (for messages); metadata sits at `${pointer}/metadata`. */
  readonly pointer: string;
  /** Field path prefix ("" for the root, "spec.template" for embedded objects). */
  readonly path: string;
  /** Embedded objects use path-segment name rules and need no name. */
  readonly embedded: boolean;
}

function violation(ruleId: string, pointer: string, at: 'key' | 'value', message: string, hint?: string): SchemaViolation {
  return { ruleId, severity: 'error', pointer, at, message, ...(hint ? { hint } : {}) };
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

/** ObjectMeta checks on `object.metadata` (the object is the resource or an embedded resource). */
export function checkMetadata(object: Record<string, unknown>, options: MetadataCheckOptions): SchemaViolation[] {
  const out: SchemaViolation[] = [];
  const base = appendPointer(options.pointer, 'metadata');
  const basePath = join(options.path, 'metadata');
  const meta = object.metadata;
  if (meta === undefined) return out;
  if (!isRecord(meta)) {
    out.push(violation('schema/metadata', base, 'value', atField(basePath, `expected a mapping (ObjectMeta), found ${describeValue(meta)}`)));
    return out;
  }
  const str = (key: string): string | undefined => {
    const v = meta[key];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') {
      out.push(violation('schema/metadata', appendPointer(base, key), 'value', atField(join(basePath, key), `expected a string, found ${describeValue(v)}`)));
      return undefined;
    }
    return v;
  };

  const name = str('name');
  if (name !== undefined && !(options.embedded && name === '')) {
    const problem = options.embedded ? pathSegmentProblem(name) : name.length > 253 || !DNS1123_SUBDOMAIN.test(name) ? SUBDOMAIN_EXPECTED : undefined;
    if (problem !== undefined) {
      out.push(
        violation(
          'schema/metadata',
          appendPointer(base, 'name'),
          'value',
          atField(join(basePath, 'name'), `Invalid value: expected ${problem}, found ${describeValue(name)}${name.length > 253 ? ` (${name.length} characters)` : ''}`),
          options.embedded ? undefined : 'Use lower case letters, digits, "-" and "."; for example "team-a".',
        ),
      );
    }
  }
  const generateName = str('generateName');
  if (generateName !== undefined && generateName !== '') {
    const masked = generateName.endsWith('-') ? generateName.slice(0, -1) + 'a' : generateName;
    if (!options.embedded && (masked.length > 253 || !DNS1123_SUBDOMAIN.test(masked))) {
      out.push(
        violation('schema/metadata', appendPointer(base, 'generateName'), 'value', atField(join(basePath, 'generateName'), `Invalid value: expected a prefix of ${SUBDOMAIN_EXPECTED}, found ${describeValue(generateName)}`)),
      );
    }
  }
  const namespace = str('namespace');
  if (namespace !== undefined && namespace !== '') {
    if (options.scope === 'Cluster' && !options.embedded) {
      out.push(
        violation(
          'schema/metadata',
          appendPointer(base, 'namespace'),
          'key',
          atField(join(basePath, 'namespace'), `Forbidden: not allowed on this type: ${options.kind} is cluster-scoped, expected no namespace, found ${describeValue(namespace)}`),
          'Remove metadata.namespace; cluster-scoped objects live outside namespaces.',
        ),
      );
    } else if (!isDns1123Label(namespace)) {
      out.push(
        violation('schema/metadata', appendPointer(base, 'namespace'), 'value', atField(join(basePath, 'namespace'), `Invalid value: expected ${LABEL_EXPECTED}, found ${describeValue(namespace)}`)),
      );
    }
  }

  checkStringMap(meta, 'labels', base, basePath, out, (key, value, keyPointer, valuePointer, keyPath) => {
    const keyProblem = qualifiedNameProblem(key);
    if (keyProblem) out.push(violation('schema/metadata', keyPointer, 'key', atField(keyPath, `Invalid value: label key ${JSON.stringify(key)}: ${keyProblem}`)));
    if (value.length > 63 || !LABEL_VALUE.test(value)) {
      out.push(
        violation(
          'schema/metadata',
          valuePointer,
          'value',
          atField(
            keyPath,
            `Invalid value: expected a label value (at most 63 characters: alphanumerics, '-', '_' or '.', starting and ending with an alphanumeric character, or empty), found ${describeValue(value)}`,
          ),
        ),
      );
    }
  });
  let annotationBytes = 0;
  checkStringMap(meta, 'annotations', base, basePath, out, (key, value, keyPointer, _valuePointer, keyPath) => {
    const keyProblem = qualifiedNameProblem(key.toLowerCase());
    if (keyProblem) out.push(violation('schema/metadata', keyPointer, 'key', atField(keyPath, `Invalid value: annotation key ${JSON.stringify(key)}: ${keyProblem}`)));
    annotationBytes += utf8Length(key) + utf8Length(value);
  });
  if (annotationBytes > TOTAL_ANNOTATION_SIZE) {
    out.push(
      violation(
        'schema/metadata',
        appendPointer(base, 'annotations'),
        'key',
        atField(join(basePath, 'annotations'), `Too long: expected annotations of at most ${TOTAL_ANNOTATION_SIZE} bytes in total, found ${annotationBytes}`),
      ),
    );
  }
  const finalizers = meta.finalizers;
  if (finalizers !== undefined) {
    if (!Array.isArray(finalizers)) {
      out.push(violation('schema/metadata', appendPointer(base, 'finalizers'), 'value', atField(join(basePath, 'finalizers'), `expected a list of strings, found ${describeValue(finalizers)}`)));
    } else {
      finalizers.forEach((f, i) => {
        const p = appendPointer(appendPointer(base, 'finalizers'), i);
        const fp = `${join(basePath, 'finalizers')}[${i}]`;
        if (typeof f !== 'string') out.push(violation('schema/metadata', p, 'value', atField(fp, `expected a string, found ${describeValue(f)}`)));
        else {
          const problem = qualifiedNameProblem(f);
          if (problem) out.push(violation('schema/metadata', p, 'value', atField(fp, `Invalid value: finalizer ${JSON.stringify(f)}: ${problem}`)));
        }
      });
    }
  }
  return out;
}

function checkStringMap(
  meta: Record<string, unknown>,
  field: 'labels' | 'annotations',
  base: string,
  basePath: string,
  out: SchemaViolation[],
  each: (key: string, value: string, keyPointer: string, valuePointer: string, keyPath: string) => void,
): void {
  const map = meta[field];
  if (map === undefined || map === null) return;
  const mapPointer = appendPointer(base, field);
  const mapPath = join(basePath, field);
  if (!isRecord(map)) {
    out.push(violation('schema/metadata', mapPointer, 'value', atField(mapPath, `expected a mapping of strings to strings, found ${describeValue(map)}`)));
    return;
  }
  for (const [key, value] of Object.entries(map)) {
    const p = appendPointer(mapPointer, key);
    const keyPath = `${mapPath}[${key}]`;
    // JSON null decodes into a Go string as "" (the API server stores the label or annotation empty).
    if (value === null) {
      each(key, '', p, p, keyPath);
      continue;
    }
    if (typeof value !== 'string') {
      out.push(
        violation(
          'schema/metadata',
          p,
          'value',
          atField(keyPath, `expected a string, found ${describeValue(value)}`),
          `Quote the value (e.g. "${String(value)}"); the API server rejects ${field} whose values are not strings.`,
        ),
      );
      continue;
    }
    each(key, value, p, p, keyPath);
  }
}

/** apimachinery path.ValidatePathSegmentName (embedded objects' names). */
function pathSegmentProblem(name: string): string | undefined {
  if (name === '.' || name === '..') return `a name that is not "${name}"`;
  if (name.includes('/') || name.includes('%')) return "a name without '/' or '%'";
  return undefined;
}

/** TypeMeta + ObjectMeta checks for an x-kubernetes-embedded-resource object. */
export function checkEmbeddedResource(root: unknown, pointer: string, path: string, scope: 'Namespaced' | 'Cluster'): SchemaViolation[] {
  const value = getAtPointer(root, pointer);
  if (!isRecord(value)) return [];
  const out: SchemaViolation[] = [];
  for (const key of ['apiVersion', 'kind'] as const) {
    const v = value[key];
    const p = appendPointer(pointer, key);
    const fp = join(path, key);
    if (v === undefined || v === '') {
      out.push(violation('schema/embedded-resource', v === undefined ? pointer : p, v === undefined ? 'key' : 'value', atField(fp, `Required value: an embedded resource needs ${key}, found ${v === undefined ? 'nothing' : 'an empty string'}`)));
    } else if (typeof v !== 'string') {
      out.push(violation('schema/embedded-resource', p, 'value', atField(fp, `Invalid value: expected a string, found ${describeValue(v)}`)));
    } else if (key === 'kind' && !DNS1035_LABEL.test(v.toLowerCase())) {
      out.push(violation('schema/embedded-resource', p, 'value', atField(fp, `Invalid value: expected a kind such as "ConfigMap" (letters and digits, starting with a letter), found ${describeValue(v)}`)));
    } else if (key === 'apiVersion' && v.split('/').length > 2) {
      out.push(violation('schema/embedded-resource', p, 'value', atField(fp, `Invalid value: expected "group/version" or "version", found ${describeValue(v)}`)));
    }
  }
  out.push(...checkMetadata(value, { scope, kind: typeof value.kind === 'string' ? value.kind : 'the embedded object', pointer, path, embedded: true }));
  return out;
}

function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}
