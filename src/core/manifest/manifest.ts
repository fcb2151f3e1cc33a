import type { Finding, ObjectRef } from '../findings/finding.js';
import type { Location, YamlDocument } from '../yaml/parse.js';
import { appendPointer } from '../yaml/pointer.js';
import { exactValueText } from './exact-text.js';

/** A Kubernetes object as written in a file: apiVersion, kind and metadata are known to be there. */
export interface KubeObject {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: ObjectMeta;
  readonly [field: string]: unknown;
}

export interface ObjectMeta {
  readonly name?: string;
  readonly generateName?: string;
  readonly namespace?: string;
  readonly labels?: Readonly<Record<string, string>>;
  readonly annotations?: Readonly<Record<string, string>>;
  readonly [field: string]: unknown;
}

/**
 * A KubeObject as the API server returns it: the same object type, with the metadata the server
 * fills in (name, uid, resourceVersion) known to be there. Narrowed from `unknown` by `asLiveObject`.
 */
export interface LiveObject extends KubeObject {
  readonly metadata: LiveMeta;
}

export interface OwnerReference {
  readonly apiVersion: string;
  readonly kind: string;
  readonly name: string;
  readonly uid: string;
  readonly controller?: boolean;
  readonly blockOwnerDeletion?: boolean;
}

export interface ManagedFieldsEntry {
  readonly manager?: string;
  readonly operation?: string;
  readonly apiVersion?: string;
  readonly subresource?: string;
  readonly fieldsType?: string;
  readonly fieldsV1?: unknown;
}

export interface LiveMeta extends ObjectMeta {
  readonly name: string;
  readonly namespace?: string;
  readonly uid: string;
  readonly resourceVersion: string;
  readonly generation?: number;
  readonly creationTimestamp?: string;
  readonly deletionTimestamp?: string;
  readonly labels?: Readonly<Record<string, string>>;
  readonly annotations?: Readonly<Record<string, string>>;
  readonly finalizers?: readonly string[];
  readonly ownerReferences?: readonly OwnerReference[];
  readonly managedFields?: readonly ManagedFieldsEntry[];
  readonly [field: string]: unknown;
}

/** Narrows an API response to a LiveObject; `fallback` fills apiVersion/kind for list items, which omit them. */
export function asLiveObject(value: unknown, fallback?: { apiVersion: string; kind: string }): LiveObject {
  if (!isRecord(value) || !isRecord(value.metadata)) throw new Error('the API server returned something that is not an object');
  const meta = value.metadata;
  if (typeof meta.name !== 'string') throw new Error('the API server returned an object without metadata.name');
  const apiVersion = typeof value.apiVersion === 'string' ? value.apiVersion : fallback?.apiVersion;
  const kind = typeof value.kind === 'string' ? value.kind : fallback?.kind;
  if (apiVersion === undefined || kind === undefined) throw new Error('the API server returned an object without apiVersion or kind');
  // A dry-run create returns no uid and no resourceVersion: they are '' then.
  return {
    ...value,
    apiVersion,
    kind,
    metadata: { ...meta, uid: typeof meta.uid === 'string' ? meta.uid : '', resourceVersion: typeof meta.resourceVersion === 'string' ? meta.resourceVersion : '' } as LiveMeta,
  };
}

/** One Kubernetes object from one YAML document (or one item of a `kind: List`). */
export interface Manifest {
  readonly object: KubeObject;
  readonly ref: ObjectRef;
  readonly file: string;
  /** Where the object sits in its document: '' or '/items/N' for List items. */
  readonly base: string;
  readonly document: YamlDocument;
  /** Location of a pointer relative to the object. */
  locate(pointer: string, at?: 'key' | 'value'): Location;
}

/** Which object of its file a manifest is: its document and, for List items, its place in it. */
export function objectPlace(m: Manifest): string {
  return `${m.document.index}\u0000${m.base}`;
}

/**
 * The item a verdict on an object is kept under (VerdictMemo, the CLI's verdict cache): its place
 * in its file, and for a verdict computed against an old object (a `--base` run's changed object:
 * CEL transition rules, UPDATE admission) the old object's exact text too, so
 * the verdict is found again only against the same old object. Undefined when the old object is
 * not plain data: such a verdict is not kept.
 */
export function verdictItem(m: Manifest, old?: KubeObject): string | undefined {
  if (old === undefined) return objectPlace(m);
  // The schema's verdict and admission's ask about the same old object: its text is made once.
  let text = OLD_TEXTS.get(old);
  if (text === undefined) {
    text = exactValueText(old) ?? null;
    OLD_TEXTS.set(old, text);
  }
  return text === null ? undefined : `${objectPlace(m)}\u0000old\u0000${text}`;
}

/** Old objects' exact texts (null: not plain data), held no longer than the objects. */
const OLD_TEXTS = new WeakMap<KubeObject, string | null>();

export function objectRef(o: KubeObject): ObjectRef {
  return {
    apiVersion: o.apiVersion,
    kind: o.kind,
    ...(o.metadata.namespace !== undefined ? { namespace: o.metadata.namespace } : {}),
    ...(o.metadata.name !== undefined ? { name: o.metadata.name } : {}),
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Splits `group/version` into its parts; the core group is ''. */
export function splitApiVersion(apiVersion: string): { group: string; version: string } {
  const slash = apiVersion.indexOf('/');
  return slash === -1 ? { group: '', version: apiVersion } : { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
}

/**
 * Turns parsed YAML documents into Kubernetes objects. Empty documents are skipped (as
 * kubectl does); anything that is not an object with apiVersion, kind and a name is a
 * located finding. `kind: List` documents are expanded into their items.
 */
export function loadManifests(documents: readonly YamlDocument[]): { manifests: Manifest[]; findings: Finding[] } {
  const manifests: Manifest[] = [];
  const findings: Finding[] = [];
  for (const document of documents) {
    if (document.value === null || document.value === undefined) continue;
    collect(document, document.value, '', manifests, findings);
  }
  return { manifests, findings };
}

function collect(document: YamlDocument, value: unknown, base: string, manifests: Manifest[], findings: Finding[]): void {
  const at = (pointer: string, where: 'key' | 'value' = 'value'): Location => document.locate(base + pointer, where);
  const problem = (ruleId: string, pointer: string, message: string, hint: string): void => {
    // A missing field is reported at the key of the mapping it is missing from.
    const { file, line, column } = at(pointer, pointer === '/metadata' ? 'key' : 'value');
    findings.push({ ruleId, severity: 'error', message, file, line, column, pointer: base + pointer, hint });
  };
  if (!isRecord(value)) {
    problem(
      'manifest/not-an-object',
      '',
      `expected a Kubernetes object (a mapping with apiVersion, kind and metadata), found ${describeValue(value)}`,
      'Each YAML document must be one Kubernetes object; separate objects with ---.',
    );
    return;
  }
  const { apiVersion, kind, metadata } = value;
  if (kind === 'List' && (apiVersion === 'v1' || apiVersion === undefined) && Array.isArray(value.items)) {
    value.items.forEach((item, i) => collect(document, item, appendPointer(base, 'items') + '/' + i, manifests, findings));
    return;
  }
  let ok = true;
  if (typeof apiVersion !== 'string' || apiVersion === '') {
    ok = false;
    problem('manifest/missing-api-version', apiVersion === undefined ? '' : '/apiVersion',
      `expected apiVersion to be a non-empty string such as "platform.example.com/v1alpha1", found ${describeValue(apiVersion)}`,
      'Add the apiVersion of the object, e.g. apiVersion: platform.example.com/v1alpha1.');
  }
  if (typeof kind !== 'string' || kind === '') {
    ok = false;
    problem('manifest/missing-kind', kind === undefined ? '' : '/kind',
      `expected kind to be a non-empty string such as "TenantOnboarding", found ${describeValue(kind)}`,
      'Add the kind of the object, e.g. kind: TenantOnboarding.');
  }
  if (!isRecord(metadata)) {
    ok = false;
    problem('manifest/missing-name', metadata === undefined ? '' : '/metadata',
      `expected metadata to be a mapping with a name, found ${describeValue(metadata)}`,
      'Add metadata.name.');
  } else if (typeof metadata.name !== 'string' || metadata.name === '') {
    if (typeof metadata.generateName !== 'string' || metadata.generateName === '') {
      ok = false;
      problem('manifest/missing-name', metadata.name === undefined ? '/metadata' : '/metadata/name',
        `expected metadata.name to be a non-empty string, found ${describeValue(metadata.name)}`,
        'Add metadata.name; GitOps needs a stable name to compare Git with the cluster.');
    }
  }
  if (!ok) return;
  const object = value as unknown as KubeObject;
  // One shared locator that reads the document and base through `this`: no closure per object,
  // which a 100,000-object repository would hold for the whole run. A spread copy keeps it.
  manifests.push({ object, ref: objectRef(object), file: document.file, base, document, locate: locateInDocument });
}

/** Manifest.locate of an object read from a document: its pointers are under `base` there. */
function locateInDocument(this: Manifest, pointer: string, at?: 'key' | 'value'): Location {
  return this.document.locate(this.base + pointer, at);
}

/** A short, human description of a value for "found ..." in messages. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 60 ? value.slice(0, 57) + '...' : value)}`;
  return `the ${typeof value} ${String(value)}`;
}
