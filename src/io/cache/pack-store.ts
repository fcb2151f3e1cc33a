import { createHash, randomBytes } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync, unlinkSync, writevSync } from 'node:fs';
import path from 'node:path';

/**
 * Entries named by the SHA-256 of a key text, kept in pack files under `<dir>/<kind>/<build>/`:
 * a run reads the packs there and writes its new entries as one pack at its end (or one per
 * PACK_BYTES while it runs). One file per entry cost ~0.45 ms of CPU per entry on ext4 (create,
 * write, rename, the folder's updates), which made a run into an empty cache 13–23 % slower than
 * no cache at all; a pack of 1,000 entries is one write.
 *
 * A pack: `DGPACK1\n`, the entry count (u32, big-endian), one index record per entry (the key's
 * SHA-256, the payload's offset and length as u32, the payload's SHA-256), then the payloads. A
 * run reads only the indexes when it first asks; a payload is read when its key is asked for, and
 * is used only if it hashes to its recorded SHA-256: a truncated or altered pack is a miss, never
 * wrong data.
 *
 * Bounded: new entries wait in memory up to PACK_BYTES, then are written. Small packs (under
 * SMALL_PACK_BYTES: a run that parsed a few changed files) are folded into one when more than
 * MAX_SMALL_PACKS have gathered, keeping only the entries the folding run used. Once the packs
 * would pass `maxBytes`, the build's folder is emptied first. Folders of other builds are removed
 * when a store opens.
 *
 * Best effort: nothing here throws. A pack that cannot be read is skipped; a pack that cannot be
 * written leaves the cache as it was.
 */
export interface PackStoreOptions {
  readonly dir: string;
  /** The folder's name under `dir`, e.g. `parse-v1`. */
  readonly kind: string;
  /** Entries are read only by the build that wrote them. */
  readonly build: string;
  readonly maxBytes: number;
}

const MAGIC = Buffer.from('DGPACK1\n', 'latin1');
const DIGEST_BYTES = 32;
const INDEX_RECORD_BYTES = DIGEST_BYTES + 4 + 4 + DIGEST_BYTES;
const HEADER_BYTES = MAGIC.length + 4;
const PACK_SUFFIX = '.pack';
const TEMPORARY_SUFFIX = '.tmp';
const STALE_TEMPORARY_MS = 60 * 60 * 1000;
/** New entries held in memory before they are written as a pack. */
export const PACK_BYTES = 16 * 1024 * 1024;
export const SMALL_PACK_BYTES = 1024 * 1024;
export const MAX_SMALL_PACKS = 8;

interface OpenPack {
  readonly file: string;
  readonly fd: number;
  readonly bytes: number;
  /** The last piece of the pack read (see readEntry). */
  window?: ReadWindow;
}

/** A piece of a pack read in one call, from `offset`. */
interface ReadWindow {
  readonly offset: number;
  readonly bytes: Buffer;
}

/**
 * Payloads are read in pieces of this size: a warm run asks for its entries in the order the run
 * before wrote them, and one read per payload was 3,000 system calls (~55 ms) for 1,000 files.
 * One piece per pack is held at a time, so the memory this costs is bounded whatever the pack's size.
 */
export const READ_WINDOW_BYTES = 1024 * 1024;

interface PackedEntry {
  readonly pack: OpenPack;
  readonly offset: number;
  readonly length: number;
  readonly digest: Buffer;
}

interface NewEntry {
  readonly keyDigest: Buffer;
  readonly payload: Buffer;
  readonly onWritten: () => void;
}

export class PackStore {
  private readonly folder: string;
  private readonly maxBytes: number;
  /** Read on first use: a run that asks for nothing opens no pack. */
  private packs: OpenPack[] | undefined;
  /** By the key's SHA-256 (as a latin1 string: a cheap map key of 32 characters). */
  private readonly index = new Map<string, PackedEntry>();
  /** Entries of small packs this run read, for the pack that folds them (see close). */
  private readonly usedFromSmallPacks = new Map<string, PackedEntry>();
  private made = new Map<string, NewEntry>();
  private madeBytes = 0;
  private packsWrittenBytes = 0;
  private emptied = false;
  /** Set when the folder could not be emptied: nothing more is written this run. */
  private stopped = false;

  constructor(options: PackStoreOptions) {
    const parent = path.join(options.dir, options.kind);
    const build = createHash('sha256').update(options.build).digest('hex').slice(0, 16);
    this.folder = path.join(parent, build);
    this.maxBytes = options.maxBytes;
    try {
      for (const other of readdirSync(parent)) if (other !== build) rmSync(path.join(parent, other), { recursive: true, force: true });
    } catch {
      // No cache yet, or not ours to clean: nothing to do.
    }
  }

  read(key: string): Buffer | undefined {
    return this.readByDigest(digestOf(key));
  }

  /** As read, for a caller that hashed its key itself (in parts, without joining them into one string). */
  readByDigest(keyDigest: Buffer): Buffer | undefined {
    const id = keyDigest.toString('latin1');
    const made = this.made.get(id);
    if (made) return made.payload;
    const entry = this.openPacks().get(id);
    if (entry === undefined) return undefined;
    const payload = readEntry(entry);
    if (payload !== undefined && entry.pack.bytes < SMALL_PACK_BYTES) this.usedFromSmallPacks.set(id, entry);
    return payload;
  }

  /** Keeps the entry for the next pack; `onWritten` runs once that pack is in place. */
  write(key: string, data: string | Uint8Array, onWritten: () => void): void {
    this.writeByDigest(digestOf(key), data, onWritten);
  }

  /** As write, under a key the caller hashed itself (a SHA-256). */
  writeByDigest(keyDigest: Buffer, data: string | Uint8Array, onWritten: () => void): void {
    const id = keyDigest.toString('latin1');
    if (this.made.has(id)) return;
    const payload = typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data);
    if (payload.length > PACK_BYTES) return;
    if (this.madeBytes + payload.length > PACK_BYTES) this.writeMade();
    this.made.set(id, { keyDigest, payload, onWritten });
    this.madeBytes += payload.length;
  }

  /** Writes what is left of this run's entries, folds the small packs if due, and closes the packs read. */
  close(): void {
    // A run that read nothing lists the packs now: folding and the size bound need them.
    if (this.made.size > 0) this.openPacks();
    const packs = this.packs ?? [];
    try {
      if (this.made.size === 0) return;
      const small = packs.filter((p) => p.bytes < SMALL_PACK_BYTES);
      if (small.length + 1 > MAX_SMALL_PACKS) {
        // Fold: this run's pack takes over the entries it used from the small packs, which go.
        for (const [id, entry] of this.usedFromSmallPacks) {
          const payload = this.made.has(id) ? undefined : readEntry(entry);
          if (payload !== undefined) this.made.set(id, { keyDigest: Buffer.from(id, 'latin1'), payload, onWritten: () => undefined });
        }
        for (const p of small) removeQuietly(p.file);
      }
      this.writeMade();
    } finally {
      for (const p of packs) closeQuietly(p.fd);
      this.packs = [];
      this.index.clear();
      this.usedFromSmallPacks.clear();
      this.made = new Map();
      this.madeBytes = 0;
    }
  }

  private writeMade(): void {
    const entries = [...this.made.values()];
    this.made = new Map();
    this.madeBytes = 0;
    if (entries.length === 0) return;
    const header = encodePackHeader(entries);
    const packBytes = entries.reduce((sum, e) => sum + e.payload.length, header.length);
    const stored = (this.packs ?? []).reduce((sum, p) => sum + p.bytes, 0);
    if (!this.emptied && stored + this.packsWrittenBytes + packBytes > this.maxBytes) {
      // Past the bound: start over from this run's entries (the packs read stay open until close).
      this.emptied = true;
      try {
        rmSync(this.folder, { recursive: true, force: true });
      } catch {
        // A pack held open elsewhere (Windows): keep nothing more this run rather than pass the bound.
        this.stopped = true;
      }
    }
    if (this.stopped || this.packsWrittenBytes + packBytes > this.maxBytes) return;
    const name = `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
    const temporary = path.join(this.folder, `${name}${TEMPORARY_SUFFIX}`);
    try {
      mkdirSync(this.folder, { recursive: true });
      // Written whole, then renamed: a concurrent run sees the pack complete or not at all.
      writeAll(temporary, [header, ...entries.map((e) => e.payload)]);
      renameSync(temporary, path.join(this.folder, `${name}${PACK_SUFFIX}`));
    } catch {
      removeQuietly(temporary);
      return;
    }
    this.packsWrittenBytes += packBytes;
    for (const entry of entries) entry.onWritten();
  }

  private openPacks(): Map<string, PackedEntry> {
    if (this.packs !== undefined) return this.index;
    this.packs = [];
    let all: string[];
    try {
      all = readdirSync(this.folder);
    } catch {
      return this.index;
    }
    const names = all.filter((n) => n.endsWith(PACK_SUFFIX));
    // A run killed while writing leaves its temporary file; one an hour old is no one's to finish.
    for (const name of all) if (name.endsWith(TEMPORARY_SUFFIX)) removeIfOlderThan(path.join(this.folder, name), Date.now() - STALE_TEMPORARY_MS);
    for (const name of names.sort()) {
      const file = path.join(this.folder, name);
      let fd: number;
      try {
        fd = openSync(file, 'r');
      } catch {
        continue;
      }
      const pack = readIndex(file, fd, this.index);
      if (pack === undefined) closeQuietly(fd);
      else this.packs.push(pack);
    }
    return this.index;
  }
}

function digestOf(data: string | Uint8Array): Buffer {
  return createHash('sha256').update(data).digest();
}

/** The pack's header and index, to be followed by the payloads in the same order. */
function encodePackHeader(entries: readonly { keyDigest: Buffer; payload: Buffer }[]): Buffer {
  const indexBytes = HEADER_BYTES + entries.length * INDEX_RECORD_BYTES;
  const header = Buffer.alloc(indexBytes);
  MAGIC.copy(header, 0);
  header.writeUInt32BE(entries.length, MAGIC.length);
  let offset = indexBytes;
  entries.forEach((entry, i) => {
    const at = HEADER_BYTES + i * INDEX_RECORD_BYTES;
    entry.keyDigest.copy(header, at);
    header.writeUInt32BE(offset, at + DIGEST_BYTES);
    header.writeUInt32BE(entry.payload.length, at + DIGEST_BYTES + 4);
    digestOf(entry.payload).copy(header, at + DIGEST_BYTES + 8);
    offset += entry.payload.length;
  });
  return header;
}

/** Writes the buffers one after another without joining them first (a pack is megabytes). */
function writeAll(file: string, buffers: readonly Buffer[]): void {
  const fd = openSync(file, 'wx');
  try {
    // writev takes at most IOV_MAX (1,024 on Linux) buffers, and may write fewer bytes than asked.
    for (let i = 0; i < buffers.length; i += 1024) {
      let batch = buffers.slice(i, i + 1024);
      while (batch.length > 0) {
        let written = writevSync(fd, batch);
        // No progress on a regular file is a fault of the disk; the caller keeps no pack.
        if (written === 0 && batch.some((b) => b.length > 0)) throw new Error('the pack could not be written');
        while (batch.length > 0 && written >= batch[0]!.length) {
          written -= batch[0]!.length;
          batch = batch.slice(1);
        }
        if (batch.length > 0 && written > 0) batch = [batch[0]!.subarray(written), ...batch.slice(1)];
      }
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * The payload, if it is whole and hashes to what the index records. It is a copy: a payload kept
 * (a folded entry) never keeps its read window alive.
 */
function readEntry(entry: PackedEntry): Buffer | undefined {
  const { pack, offset, length } = entry;
  let payload: Buffer;
  try {
    const window = pack.window;
    if (window !== undefined && offset >= window.offset && offset + length <= window.offset + window.bytes.length) {
      payload = Buffer.from(window.bytes.subarray(offset - window.offset, offset - window.offset + length));
    } else if (length >= READ_WINDOW_BYTES) {
      payload = Buffer.allocUnsafe(length);
      if (readSync(pack.fd, payload, 0, length, offset) !== length) return undefined;
    } else {
      // readIndex checked that every payload ends within the pack, so the piece holds this one.
      const piece = Buffer.allocUnsafe(Math.min(READ_WINDOW_BYTES, pack.bytes - offset));
      const read = readSync(pack.fd, piece, 0, piece.length, offset);
      pack.window = { offset, bytes: piece.subarray(0, read) };
      if (read < length) return undefined;
      payload = Buffer.from(piece.subarray(0, length));
    }
  } catch {
    return undefined;
  }
  return digestOf(payload).equals(entry.digest) ? payload : undefined;
}

/** Adds a pack's index to `index`; the pack, or undefined for a file that is not a whole pack. */
function readIndex(file: string, fd: number, index: Map<string, PackedEntry>): OpenPack | undefined {
  try {
    const size = fstatSync(fd).size;
    const header = Buffer.alloc(HEADER_BYTES);
    if (size < HEADER_BYTES || readSync(fd, header, 0, HEADER_BYTES, 0) !== HEADER_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
    const count = header.readUInt32BE(MAGIC.length);
    // The count is checked against the file's size before any memory is given to it.
    if (HEADER_BYTES + count * INDEX_RECORD_BYTES > size) return undefined;
    const records = Buffer.alloc(count * INDEX_RECORD_BYTES);
    if (readSync(fd, records, 0, records.length, HEADER_BYTES) !== records.length) return undefined;
    const pack: OpenPack = { file, fd, bytes: size };
    const found: [string, PackedEntry][] = [];
    for (let at = 0; at < records.length; at += INDEX_RECORD_BYTES) {
      const offset = records.readUInt32BE(at + DIGEST_BYTES);
      const length = records.readUInt32BE(at + DIGEST_BYTES + 4);
      if (offset < HEADER_BYTES + records.length || offset + length > size) return undefined;
      found.push([records.toString('latin1', at, at + DIGEST_BYTES), { pack, offset, length, digest: records.subarray(at + DIGEST_BYTES + 8, at + INDEX_RECORD_BYTES) }]);
    }
    for (const [id, entry] of found) index.set(id, entry);
    return pack;
  } catch {
    return undefined;
  }
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // Already closed: nothing to release.
  }
}

function removeIfOlderThan(file: string, cutoffMs: number): void {
  try {
    if (statSync(file).mtimeMs < cutoffMs) unlinkSync(file);
  } catch {
    // Renamed or removed by its run meanwhile: nothing to clean.
  }
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Gone already, or another run holds it (Windows): a later run folds it away.
  }
}
