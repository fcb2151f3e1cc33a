// The sync agent's inventory: which objects it applied, at which revision, stored in the
// cluster (ConfigMaps in the agent's namespace) so a restarted agent knows what it owns, what
// it applied last and what it attempted, without any local state.
//
// Layout. The inventory ConfigMap (`driftgate-inventory-<sync>`, "the head") holds the revision
// record and, while the entry list fits in MAX_INVENTORY_BYTES (about 8,500 objects with uids at
// the example repository's name lengths), the list itself under `inventory`: one ConfigMap, the
// format every version of the agent reads. A longer list is split into parts of at most
// INVENTORY_PART_BYTES, each a ConfigMap of its own named after its content
// (`<head>-<sha256 prefix>`), listed in order under the head's `parts` key. Writes go in a safe
// order: the parts first (a part whose name is known to exist already holds that very content and
// is not written again), then the head (one atomic write switches from the old list to the new
// one), then the parts no head names any more are deleted. A crash at any step leaves the head
// naming a complete list; a reader checks every part against the digest in its name.
import { ANNOTATIONS, LABELS } from '../../core/kube/well-known.js';
import { createHash } from 'node:crypto';
import { isRecord } from '../../core/manifest/manifest.js';
import type { ObjectKey } from '../../core/drift/ownership.js';
import { MANAGED_BY_LABEL, MANAGED_BY_VALUE, SYNC_LABEL } from '../../core/drift/ownership.js';
import { applyObject } from './apply.js';
import { METADATA_LIST_ACCEPT, type KubeClient, type ResourceResolver } from './client.js';
import { isNotFound } from './errors.js';

/**
 * One object the sync owns. `uid` is the object's uid when this sync created or adopted it: the
 * proof prune relies on (a label can be copied; a uid cannot). Entries written before uids were
 * recorded have none, and are never pruned.
 */
export interface InventoryEntry extends ObjectKey {
  readonly uid?: string;
}

export interface Inventory {
  /** The commit last applied completely (every object applied, prune done). */
  readonly appliedRevision?: string;
  /** The commit last attempted (may equal appliedRevision). */
  readonly attemptedRevision?: string;
  /** Why the last attempt did not apply (gate refusal, apply error), if it did not. */
  readonly attemptMessage?: string;
  readonly entries: readonly InventoryEntry[];
}

export const INVENTORY_KEY = 'inventory';
const META_KEY = 'revision.json';
/** The head's list of part names (one per line), when the inventory is split. */
export const PARTS_KEY = 'parts';
/** On every part: `true` (with the sync label, what a cleanup lists). */
export const INVENTORY_PART_LABEL = LABELS.inventoryPart;
/** On every part: the name of the head it belongs to (several heads may share a sync). */
export const INVENTORY_OF_ANNOTATION = ANNOTATIONS.inventoryOf;

/** The name of the inventory ConfigMap of a sync. */
export function inventoryName(sync: string): string {
  return `driftgate-inventory-${sync}`;
}

/** `apiVersion kind namespace name [uid]` per line; `-` for no namespace. Sorted, compact, diff-friendly. */
export function encodeEntries(entries: readonly InventoryEntry[]): string {
  return encodeWithReadBack(entries).text;
}

function entryLine(e: InventoryEntry): string {
  return `${e.apiVersion} ${e.kind} ${e.namespace ?? '-'} ${e.name}${e.uid ? ` ${e.uid}` : ''}`;
}

const FIELD = /^\S+$/;

/** Whether decoding the entry's line gives the entry back: no field empty or with a space, no namespace `-`. */
function readsBackAsItself(e: InventoryEntry): boolean {
  const namespaceReadsBack = e.namespace === undefined || (FIELD.test(e.namespace) && e.namespace !== '-');
  const uidReadsBack = e.uid === undefined || e.uid === '' || FIELD.test(e.uid);
  return FIELD.test(e.apiVersion) && FIELD.test(e.kind) && FIELD.test(e.name) && namespaceReadsBack && uidReadsBack;
}

/**
 * encodeEntries, and with it what decodeEntries gives for that text, made from the entries
 * without the text (`readBack`): frozen, one per distinct line, in line order. A frozen entry that
 * has only the fields a line holds is itself. No `readBack` when some entry would not read back as
 * itself: the text is then decoded as any other.
 */
function encodeWithReadBack(entries: readonly InventoryEntry[]): { readonly text: string; readonly readBack?: readonly InventoryEntry[] } {
  const byLine = new Map<string, InventoryEntry>();
  let readsBack = true;
  for (const e of entries) {
    readsBack &&= readsBackAsItself(e);
    const line = entryLine(e);
    if (!byLine.has(line)) byLine.set(line, e);
  }
  const lines = [...byLine.keys()].sort();
  const text = lines.join('\n') + (lines.length ? '\n' : '');
  if (!readsBack) return { text };
  const readBack = lines.map((line) => {
    const e = byLine.get(line) as InventoryEntry;
    const fields = 3 + (e.namespace !== undefined ? 1 : 0) + (e.uid ? 1 : 0);
    if (Object.isFrozen(e) && Object.keys(e).length === fields) return e;
    return Object.freeze({ apiVersion: e.apiVersion, kind: e.kind, ...(e.namespace !== undefined ? { namespace: e.namespace } : {}), name: e.name, ...(e.uid ? { uid: e.uid } : {}) });
  });
  return { text, readBack: Object.freeze(readBack) };
}

/** The readBack of encodeWithReadBack alone. */
export function readBackEntries(entries: readonly InventoryEntry[]): readonly InventoryEntry[] | undefined {
  return encodeWithReadBack(entries).readBack;
}

export function decodeEntries(text: string): InventoryEntry[] {
  const out: InventoryEntry[] = [];
  for (const line of text.split('\n')) {
    const [apiVersion, kind, namespace, name, uid] = line.trim().split(' ');
    if (!apiVersion || !kind || !namespace || !name) continue;
    out.push({ apiVersion, kind, ...(namespace !== '-' ? { namespace } : {}), name, ...(uid ? { uid } : {}) });
  }
  return out;
}

/** ConfigMaps hold at most 1 MiB; leave room for metadata. Up to this size the list stays in the head. */
export const MAX_INVENTORY_BYTES = 900 * 1024;
/** The size of each part of a split inventory. */
export const INVENTORY_PART_BYTES = 512 * 1024;

/** Kept for callers that catch it: the inventory is split instead of refused since it has parts. */
export class InventoryTooLargeError extends Error {
  override readonly name = 'InventoryTooLargeError';
}

/** A part named by the head is missing or does not hold what its name says: the inventory cannot be trusted. */
export class InventoryCorruptError extends Error {
  override readonly name = 'InventoryCorruptError';
}

/** Encoded entries cut at line ends into chunks of at most `maxBytes` (a longer line is a chunk of its own). */
export function splitEncoded(encoded: string, maxBytes: number): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const line of encoded.split('\n')) {
    if (line === '') continue;
    const bytes = Buffer.byteLength(line) + 1;
    if (size > 0 && size + bytes > maxBytes) {
      chunks.push(current.join('\n') + '\n');
      current = [];
      size = 0;
    }
    current.push(line);
    size += bytes;
  }
  if (current.length > 0) chunks.push(current.join('\n') + '\n');
  return chunks;
}

/** The name of the part of `head` holding `chunk`: its content's digest, so a name never changes meaning. */
export function inventoryPartName(head: string, chunk: string): string {
  const digest = createHash('sha256').update(chunk).digest('hex').slice(0, 16);
  return `${head.slice(0, 253 - 17)}-${digest}`;
}

/** What the last write stored (for benchmarks and logs). */
export interface InventoryWriteStats {
  /** Bytes of the encoded entry list. */
  readonly bytes: number;
  /** Parts the list was split into (0: in the head). */
  readonly parts: number;
  /** Parts written by this write (the others existed already). */
  readonly partsWritten: number;
  /** Parts no longer named by the head, deleted by this write. */
  readonly partsDeleted: number;
  /** False when the list was the objects of the last encoding, and its text was not made again. */
  readonly encodedAnew: boolean;
}

export interface InventoryStoreOptions {
  readonly client: KubeClient;
  readonly resolver: ResourceResolver;
  /** Where the ConfigMap lives (the agent's namespace). */
  readonly namespace: string;
  readonly sync: string;
  readonly fieldManager: string;
  /** The ConfigMap's name (default `driftgate-inventory-<sync>`; a shard's is `...-shard-<k>`). */
  readonly name?: string;
  /** Largest entry list kept in the head (default MAX_INVENTORY_BYTES; tests set it low). */
  readonly maxHeadBytes?: number;
  /** Size of each part of a split list (default INVENTORY_PART_BYTES). */
  readonly partBytes?: number;
}

export class InventoryStore {
  readonly name: string;
  private readonly options: InventoryStoreOptions;
  /** Parts known to exist with their content (content-addressed: a name always means the same text). */
  private readonly parts = new Map<string, string>();
  /** Whether this process has looked for parts left by an interrupted write. */
  private swept = false;
  /**
   * The entries of the last read, by what they were decoded from (the part names, which name their
   * content, or the head's list): a list read again unchanged is the same frozen entries.
   */
  private decoded: { readonly from: string; readonly entries: readonly InventoryEntry[] } | undefined;
  /**
   * The last write's encoding, with the frozen entries a read of it gives (readBackEntries): a
   * list of the same entry objects, in any order, is not encoded again.
   */
  private encoded: { readonly entries: ReadonlySet<InventoryEntry>; readonly text: string; readonly readBack: readonly InventoryEntry[] } | undefined;
  private stats: InventoryWriteStats | undefined;
  private encodings = 0;
  private decodings = 0;

  constructor(options: InventoryStoreOptions) {
    this.options = options;
    this.name = options.name ?? inventoryName(options.sync);
  }

  /** What the last write of this store stored. */
  get lastWrite(): InventoryWriteStats | undefined {
    return this.stats;
  }

  /** How many times this store decoded a stored list (a list it wrote or read before is not decoded again). */
  get decodeCount(): number {
    return this.decodings;
  }

  /** The stored inventory, or undefined when this sync never stored one. */
  async read(signal?: AbortSignal): Promise<Inventory | undefined> {
    let cm: unknown;
    try {
      cm = await this.options.client.request({
        method: 'GET',
        path: `/api/v1/namespaces/${encodeURIComponent(this.options.namespace)}/configmaps/${encodeURIComponent(this.name)}`,
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
    const data = isRecord(cm) && isRecord(cm.data) ? cm.data : {};
    const partNames = typeof data[PARTS_KEY] === 'string' ? data[PARTS_KEY].split('\n').filter((n) => n !== '') : [];
    const entries = partNames.length > 0 ? await this.decodedParts(partNames, signal) : typeof data[INVENTORY_KEY] === 'string' ? this.decodedOnce(`head\n${data[INVENTORY_KEY]}`, data[INVENTORY_KEY]) : [];
    let meta: Record<string, unknown> = {};
    try {
      const parsed: unknown = typeof data[META_KEY] === 'string' ? JSON.parse(data[META_KEY]) : {};
      if (isRecord(parsed)) meta = parsed;
    } catch {
      meta = {};
    }
    const str = (k: string): string | undefined => (typeof meta[k] === 'string' && meta[k] !== '' ? meta[k] : undefined);
    const applied = str('appliedRevision');
    const attempted = str('attemptedRevision');
    const message = str('attemptMessage');
    return { ...(applied ? { appliedRevision: applied } : {}), ...(attempted ? { attemptedRevision: attempted } : {}), ...(message ? { attemptMessage: message } : {}), entries };
  }

  /**
   * Another key of the same ConfigMap, owned by another field manager (e.g. the GitHub report
   * state), so writing it never touches the inventory and the other way round.
   */
  async readExtra(key: string, signal?: AbortSignal): Promise<string | undefined> {
    try {
      const cm = await this.options.client.request<unknown>({
        method: 'GET',
        path: `/api/v1/namespaces/${encodeURIComponent(this.options.namespace)}/configmaps/${encodeURIComponent(this.name)}`,
        ...(signal ? { signal } : {}),
      });
      const data = isRecord(cm) && isRecord(cm.data) ? cm.data : {};
      return typeof data[key] === 'string' ? data[key] : undefined;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async writeExtra(key: string, value: string, fieldManager: string, signal?: AbortSignal): Promise<void> {
    if (key === INVENTORY_KEY || key === META_KEY) throw new Error(`${key} belongs to the inventory itself`);
    await applyObject(
      { client: this.options.client, resolver: this.options.resolver },
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: this.name, namespace: this.options.namespace }, data: { [key]: value } },
      { fieldManager, force: true, ...(signal ? { signal } : {}) },
    );
  }

  /**
   * Removes a key written with writeExtra: applying the ConfigMap without it as the same field
   * manager lets server-side apply drop the field that manager alone owned.
   */
  async removeExtra(key: string, fieldManager: string, signal?: AbortSignal): Promise<void> {
    if (key === INVENTORY_KEY || key === META_KEY) throw new Error(`${key} belongs to the inventory itself`);
    await applyObject(
      { client: this.options.client, resolver: this.options.resolver },
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: this.name, namespace: this.options.namespace } },
      { fieldManager, force: true, ...(signal ? { signal } : {}) },
    );
  }

  /**
   * Stores the inventory (server-side apply: idempotent, no read-modify-write race): in the head
   * while it fits, else in parts written before the head that names them (see the file's top).
   */
  async write(inventory: Inventory, signal?: AbortSignal): Promise<void> {
    const encodings = this.encodings;
    const { text: encoded, readBack } = this.encode(inventory.entries);
    const bytes = Buffer.byteLength(encoded);
    const meta = JSON.stringify({
      appliedRevision: inventory.appliedRevision ?? '',
      attemptedRevision: inventory.attemptedRevision ?? '',
      attemptMessage: (inventory.attemptMessage ?? '').slice(0, 1024),
    });
    const split = bytes > (this.options.maxHeadBytes ?? MAX_INVENTORY_BYTES);
    const chunks = split ? splitEncoded(encoded, this.options.partBytes ?? INVENTORY_PART_BYTES) : [];
    const names = chunks.map((c) => inventoryPartName(this.name, c));
    let partsWritten = 0;
    for (const [i, chunk] of chunks.entries()) {
      const name = names[i] as string;
      if (this.parts.get(name) === chunk) continue;
      await this.apply(
        {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name, namespace: this.options.namespace, labels: this.labels({ [INVENTORY_PART_LABEL]: 'true' }), annotations: { [INVENTORY_OF_ANNOTATION]: this.name } },
          data: { [INVENTORY_KEY]: chunk },
        },
        signal,
      );
      this.parts.set(name, chunk);
      partsWritten++;
    }
    // The one write that switches lists: the keys this field manager leaves out (`inventory` when
    // split, `parts` when not) are removed by server-side apply in the same write.
    await this.apply(
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: this.name, namespace: this.options.namespace, labels: this.labels({ 'driftgate.dev/inventory': 'true' }) },
        data: split ? { [PARTS_KEY]: names.join('\n'), [META_KEY]: meta } : { [INVENTORY_KEY]: encoded, [META_KEY]: meta },
      },
      signal,
    );
    // What a read of this list gives, known without decoding it: the next sync neither decodes its
    // own write (~40 ms for 10,000 entries) nor, finding the same entries, encodes it again. The
    // list last read or written unchanged keeps the entries already handed out.
    const from = split ? `parts\n${names.join('\n')}` : `head\n${encoded}`;
    const known = this.decoded;
    if (known?.from === from) this.encoded = { entries: new Set(known.entries), text: encoded, readBack: known.entries };
    else if (readBack !== undefined) this.decoded = { from, entries: readBack };
    const partsDeleted = await this.deleteUnnamedParts(new Set(names), signal);
    this.stats = { bytes, parts: chunks.length, partsWritten, partsDeleted, encodedAnew: this.encodings > encodings };
  }

  /** encodeEntries(entries), made again only when the distinct entries are not the objects of the last encoding. */
  private encode(entries: readonly InventoryEntry[]): { readonly text: string; readonly readBack?: readonly InventoryEntry[] } {
    const last = this.encoded;
    if (last !== undefined && sameObjects(last.entries, entries)) return last;
    const encoded = encodeWithReadBack(entries);
    this.encodings += 1;
    // Only frozen entries cannot change under the memo: the read-back ones, which a read gives next.
    const readBack = encoded.readBack;
    this.encoded = readBack !== undefined ? { entries: new Set(readBack), text: encoded.text, readBack } : undefined;
    return encoded;
  }

  private labels(extra: Record<string, string>): Record<string, string> {
    return { [MANAGED_BY_LABEL]: MANAGED_BY_VALUE, [SYNC_LABEL]: this.options.sync, ...extra };
  }

  private async apply(object: Parameters<typeof applyObject>[1], signal?: AbortSignal): Promise<void> {
    await applyObject({ client: this.options.client, resolver: this.options.resolver }, object, { fieldManager: this.options.fieldManager, force: true, ...(signal ? { signal } : {}) });
  }

  private configMapPath(name?: string): string {
    return `/api/v1/namespaces/${encodeURIComponent(this.options.namespace)}/configmaps${name !== undefined ? `/${encodeURIComponent(name)}` : ''}`;
  }

  private async decodedParts(names: readonly string[], signal?: AbortSignal): Promise<readonly InventoryEntry[]> {
    const from = `parts\n${names.join('\n')}`;
    if (this.decoded?.from === from) return this.decoded.entries;
    return this.decodedOnce(from, (await this.readParts(names, signal)).join(''));
  }

  private decodedOnce(from: string, text: string): readonly InventoryEntry[] {
    if (this.decoded?.from === from) return this.decoded.entries;
    const entries = Object.freeze(decodeEntries(text).map((e) => Object.freeze(e)));
    this.decodings += 1;
    this.decoded = { from, entries };
    return entries;
  }

  /** The parts' texts in order, each checked against its name (parts already known are not read again). */
  private async readParts(names: readonly string[], signal?: AbortSignal): Promise<string[]> {
    const texts: string[] = [];
    for (const name of names) {
      let text = this.parts.get(name);
      if (text === undefined) {
        let cm: unknown;
        try {
          cm = await this.options.client.request({ method: 'GET', path: this.configMapPath(name), ...(signal ? { signal } : {}) });
        } catch (error) {
          if (isNotFound(error)) throw new InventoryCorruptError(`the inventory ${this.options.namespace}/${this.name} names the part ${name}, which does not exist; the inventory cannot be trusted (please report)`);
          throw error;
        }
        const data = isRecord(cm) && isRecord(cm.data) ? cm.data : {};
        const value = data[INVENTORY_KEY];
        if (typeof value !== 'string' || inventoryPartName(this.name, value) !== name) {
          throw new InventoryCorruptError(`the inventory part ${this.options.namespace}/${name} does not hold what its name says (edited by hand?); the inventory cannot be trusted`);
        }
        text = value;
      }
      texts.push(text);
    }
    // only the parts of the current list stay known
    for (const known of [...this.parts.keys()]) if (!names.includes(known)) this.parts.delete(known);
    for (const [i, name] of names.entries()) this.parts.set(name, texts[i] as string);
    return texts;
  }

  /**
   * Deletes this head's parts that the head no longer names: the ones this process knew, and once
   * per process (and after a failed delete) every part found by label, e.g. left by a write
   * interrupted before its head.
   */
  private async deleteUnnamedParts(keep: ReadonlySet<string>, signal?: AbortSignal): Promise<number> {
    const doomed = new Set([...this.parts.keys()].filter((n) => !keep.has(n)));
    if (!this.swept) {
      const list = await this.options.client.request<unknown>({
        method: 'GET',
        path: this.configMapPath(),
        query: { labelSelector: `${INVENTORY_PART_LABEL}=true,${SYNC_LABEL}=${this.options.sync}` },
        accept: METADATA_LIST_ACCEPT,
        ...(signal ? { signal } : {}),
      });
      for (const item of isRecord(list) && Array.isArray(list.items) ? list.items : []) {
        const metadata = isRecord(item) && isRecord(item.metadata) ? item.metadata : {};
        const annotations = isRecord(metadata.annotations) ? metadata.annotations : {};
        if (typeof metadata.name === 'string' && annotations[INVENTORY_OF_ANNOTATION] === this.name && !keep.has(metadata.name)) doomed.add(metadata.name);
      }
      this.swept = true;
    }
    // Best effort: the head is written; a part left behind is named by no head and is looked for
    // again by the next write.
    let deleted = 0;
    for (const name of doomed) {
      try {
        await this.options.client.request({ method: 'DELETE', path: this.configMapPath(name), ...(signal ? { signal } : {}) });
        deleted++;
      } catch (error) {
        if (!isNotFound(error)) {
          this.swept = false;
          continue;
        }
      }
      this.parts.delete(name);
    }
    return deleted;
  }
}

/** Whether the distinct objects of `entries` are exactly `known` (an encoding sorts and dedupes lines: order and repeats do not matter). */
function sameObjects(known: ReadonlySet<InventoryEntry>, entries: readonly InventoryEntry[]): boolean {
  if (entries.length < known.size) return false;
  const distinct = new Set<InventoryEntry>();
  for (const e of entries) {
    if (!known.has(e)) return false;
    distinct.add(e);
  }
  return distinct.size === known.size;
}
