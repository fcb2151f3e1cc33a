import type { FileProblem, SourceFile } from './input.js';
import type { Finding } from '../findings/finding.js';


/** Limits on input files, so a huge or binary file becomes a finding instead of a stall. */
export interface FileLimits {
  readonly maxBytes: number;
}

export const DEFAULT_FILE_LIMITS: FileLimits = { maxBytes: 8 * 1024 * 1024 };

export type DecodedFile = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly finding: Finding };

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const encoder = new TextEncoder();
const lenient = new TextDecoder();

/**
 * A file read as `bytes`, kept as its text when the bytes are plain UTF-8 text (no NUL, no
 * byte-order mark, valid UTF-8): the bytes are then dropped, and encoded again only for a reader
 * that asks for them. A repository's files are held for the whole run, and bytes and text both
 * doubled that (42 MB for 100,000 tenants). Anything else keeps its bytes, so its finding says
 * what decodeManifestFile says.
 */
export function textSourceFile(path: string, bytes: Uint8Array): SourceFile {
  const text = plainText(bytes);
  return text === undefined ? { path, bytes } : keptTextFile(path, text, bytes.byteLength);
}

/** The bytes as text when they are plain UTF-8 text (no NUL, no byte-order mark, valid UTF-8); else undefined. */
export function plainText(bytes: Uint8Array): string | undefined {
  if (bytes.indexOf(0) !== -1 || (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)) return undefined;
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** A file kept as its text (see textSourceFile); `size` is its length in bytes. */
export function keptTextFile(path: string, text: string, size: number, blob?: string): SourceFile {
  // A getter of the object itself (not of a prototype): a spread copies the bytes it gives.
  return {
    path,
    text,
    size,
    ...(blob !== undefined ? { blob } : {}),
    get bytes(): Uint8Array {
      return encoder.encode(text);
    },
  };
}

/**
 * The id git gives these contents (`git hash-object`, SHA-1): the name of a file's contents when
 * its reader had none (a file read from the work tree), so facts kept under a blob id are found
 * for the same contents read either way.
 */
export function gitBlobId(text: string): string {
  // node:crypto is taken on first use (ADR 0010, addendum): crd-diff loads this module and names no blob.
  return process.getBuiltinModule('node:crypto').createHash('sha1').update(`blob ${Buffer.byteLength(text, 'utf8')}\u0000`).update(text, 'utf8').digest('hex');
}

/** The id of a file's contents: its blob id when its reader had one, else gitBlobId of its text. */
export function contentId(file: SourceFile, text: string): string {
  return file.blob ?? gitBlobId(text);
}

/** A file's contents as text: its kept text, or a lenient decode of its bytes (for a look, not for a check). */
export function fileText(file: SourceFile): string {
  return file.text ?? lenient.decode(file.bytes);
}

/**
 * Whether the file's contents hold `needle`, read from its text when it has one. The needle is
 * ASCII: decoding never makes an ASCII character of other bytes, so a lenient decode of a file
 * kept as bytes finds exactly the byte matches.
 */
export function fileIncludes(file: SourceFile, needle: string): boolean {
  return fileText(file).includes(needle);
}

/** Whether two files hold the same bytes (compared as texts when both were kept as text). */
export function sameContents(a: SourceFile, b: SourceFile): boolean {
  if (a.text !== undefined && b.text !== undefined) return a.text === b.text;
  return sameBytes(a.bytes, b.bytes);
}

function sameBytes(x: Uint8Array, y: Uint8Array): boolean {
  if (x.byteLength !== y.byteLength) return false;
  for (let i = 0; i < x.byteLength; i++) if (x[i] !== y[i]) return false;
  return true;
}

/**
 * The text of a file's first `bytes` bytes (a lenient decode: for a quick look at what the file
 * is). A file kept as text that is no longer than that is its text.
 */
export function fileHead(file: SourceFile, bytes: number): string {
  if (file.text !== undefined && file.size !== undefined && file.size <= bytes) return file.text;
  const all = file.bytes;
  return lenient.decode(all.subarray(0, Math.min(all.byteLength, bytes)));
}

/** Decodes a manifest file's bytes, refusing oversized, binary and non-UTF-8 content. */
export function decodeManifestFile(file: string, bytes: Uint8Array, limits: FileLimits = DEFAULT_FILE_LIMITS): DecodedFile {
  if (bytes.byteLength > limits.maxBytes) return tooLarge(file, bytes.byteLength, limits);
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    return refuse(file, 'input/binary-file', `expected YAML text, found a binary file (NUL byte at offset ${nul})`,
      'Remove the file from the checked paths, or exclude it.');
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return refuse(file, 'input/not-utf8', 'expected UTF-8 text, found bytes that are not valid UTF-8',
      'Save the file as UTF-8.');
  }
  return { ok: true, text };
}

function tooLarge(file: string, size: number, limits: FileLimits): DecodedFile {
  return refuse(file, 'input/file-too-large', `file is ${size} bytes; at most ${limits.maxBytes} bytes are read`, 'Split the file, or raise the limit with --max-file-bytes.');
}

function refuse(file: string, ruleId: string, message: string, hint: string): DecodedFile {
  return { ok: false, finding: { ruleId, severity: 'error', message, file, line: 1, column: 1, hint } };
}

/** A problem that kept a file from being read (see SourceFile.problem). */
export function fileProblem(ruleId: string, message: string, hint: string): FileProblem {
  return { ruleId, message, hint };
}

/** decodeManifestFile for a SourceFile: a file that could not be read is a finding at the file. */
export function decodeSourceFile(file: SourceFile, limits: FileLimits = DEFAULT_FILE_LIMITS): DecodedFile {
  if (file.problem) return refuse(file.path, file.problem.ruleId, file.problem.message, file.problem.hint);
  return decodeFileContents(file, limits);
}

/** decodeManifestFile of a file's contents, from its text when its reader kept one (textSourceFile). */
export function decodeFileContents(file: SourceFile, limits: FileLimits = DEFAULT_FILE_LIMITS): DecodedFile {
  if (file.text === undefined) return decodeManifestFile(file.path, file.bytes, limits);
  const size = file.size ?? encoder.encode(file.text).byteLength;
  return size > limits.maxBytes ? tooLarge(file.path, size, limits) : { ok: true, text: file.text };
}
