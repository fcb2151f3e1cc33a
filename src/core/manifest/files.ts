import type { FileProblem, SourceFile } from './input.js';
import type { Finding } from '../findings/finding.js';


/** Limits on input files, so a huge or binary file becomes a finding instead of a stall. */
export interface FileLimits {
  readonly maxBytes: number;
}

export const DEFAULT_FILE_LIMITS: FileLimits = { maxBytes: 8 * 1024 * 1024 };

export type DecodedFile = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly finding: Finding };

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Decodes a manifest file's bytes, refusing oversized, binary and non-UTF-8 content. */
export function decodeManifestFile(file: string, bytes: Uint8Array, limits: FileLimits = DEFAULT_FILE_LIMITS): DecodedFile {
  if (bytes.byteLength > limits.maxBytes) {
    return refuse(file, 'input/file-too-large',
      `file is ${bytes.byteLength} bytes; at most ${limits.maxBytes} bytes are read`,
      'Split the file, or raise the limit with --max-file-bytes.');
  }
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
  return decodeManifestFile(file.path, file.bytes, limits);
}
